/* kontor-table.h: the table between the players and the engine, without GTK.
 *
 * A KontorTable owns the game being entered, the half-entered action, the
 * entry mode (derived from the engine's phase, never a second copy of it)
 * and the review cursor.  It turns clicks on targets, Done, Cancel, named
 * commands and answers to its questions into actions for the engine; the
 * view only draws what it exposes (prompt, mode, highlights, question,
 * history) and forwards what the people did.  The entry logic of each title
 * is its own (KontorTableTitle, kontor-table-title.h). */
#pragma once

#include <gio/gio.h>
#include "kontor-game.h"

G_BEGIN_DECLS

/* What can be clicked; the meaning of a and b is the title's (Hansa
 * Teutonica: a route and a space, a city, a city and a slot). */
typedef enum {
  KONTOR_TARGET_SPACE,
  KONTOR_TARGET_CITY,
  KONTOR_TARGET_SLOT,
  KONTOR_TARGET_ROUTE,
  KONTOR_TARGET_ITEM,
} KontorTargetKind;

typedef struct {
  KontorTargetKind kind;
  int a, b;
} KontorTarget;

/* A question for the people at the table (the view shows it as a dialog).
 * The answer is the index of a choice, with the numbers of the fields. */
#define KONTOR_QUESTION_MAX_NUMBERS 4
typedef struct {
  char *heading;
  char *body;
  GPtrArray *choices;     /* char *, translated labels */
  GPtrArray *ids;         /* char *, a stable id per choice ("hire", a marker id), or empty */
  int suggested;          /* index of the suggested choice, -1 for none */
  int n_numbers;          /* number fields (e.g. traders and merchants to hire) */
  char *number_labels[KONTOR_QUESTION_MAX_NUMBERS];
  int number_max[KONTOR_QUESTION_MAX_NUMBERS];
  int number_value[KONTOR_QUESTION_MAX_NUMBERS];
  char *cancel_label;     /* the answer that asks nothing (index -1) */
} KontorQuestion;

#define KONTOR_TYPE_TABLE (kontor_table_get_type ())
G_DECLARE_FINAL_TYPE (KontorTable, kontor_table, KONTOR, TABLE, GObject)

/* NULL (with no error) when no table entry exists for the game's title. */
KontorTable *kontor_table_new (KontorGame *game);
KontorGame *kontor_table_get_game (KontorTable *self);

/* The sentence above the board ("" when there is nothing to say), and its
 * buttons: Done, Cancel (with its label) and a third one (NULL: hidden). */
const char *kontor_table_get_prompt (KontorTable *self);
gboolean kontor_table_get_can_done (KontorTable *self);
const char *kontor_table_get_cancel_label (KontorTable *self);
const char *kontor_table_get_extra_label (KontorTable *self);
/* The entry step: the title's id ("idle", "place", "relocate", …) or "review". */
const char *kontor_table_get_mode (KontorTable *self);
/* What the board marks: the title's structs (Hansa Teutonica: KontorMarks). */
gconstpointer kontor_table_get_highlights (KontorTable *self);
gconstpointer kontor_table_get_selected (KontorTable *self);
/* The position the board shows: the current one, or the one looked back at. */
gconstpointer kontor_table_get_shown_position (KontorTable *self);
/* What the board shows: the reviewed position while looking back, else the
 * current one with the half-entered action's pieces where they will go. */
gconstpointer kontor_table_get_board_position (KontorTable *self);
/* Looking back: the position after this many entries; G_MAXUINT when not. */
guint kontor_table_get_review (KontorTable *self);
void kontor_table_review (KontorTable *self, guint n_entries);
/* The open question, or NULL. */
const KontorQuestion *kontor_table_get_question (KontorTable *self);
/* Entries described for people, newest first (KontorHistoryEntry). */
GListModel *kontor_table_get_history (KontorTable *self);

/* What people do. */
void kontor_table_click (KontorTable *self, const KontorTarget *target);
/* What stands at the target in the shown position, in words; NULL if nothing. */
char *kontor_table_describe_target (KontorTable *self, const KontorTarget *target);
/* The title's hints on the current position: translated sentences (char *),
 * empty when the title has none.  Free with g_ptr_array_unref. */
GPtrArray *kontor_table_get_hints (KontorTable *self);
void kontor_table_done (KontorTable *self);
void kontor_table_cancel (KontorTable *self);
void kontor_table_extra (KontorTable *self);
/* A command of the title (Hansa Teutonica: "hire", "place", "displace",
 * "move", "claim", "end-turn", "use-marker" (i), "piece-kind" (i)).
 * FALSE when the title has no such command. */
gboolean kontor_table_activate (KontorTable *self, const char *name, GVariant *param);
/* Answers the open question: a choice's index (-1: cancel) and its numbers. */
void kontor_table_answer (KontorTable *self, int choice, const int *numbers);
/* Enters an action as every entry finally does; refusals are also emitted
 * as "refused". */
gboolean kontor_table_apply (KontorTable *self, gconstpointer action, GError **error);
gboolean kontor_table_undo (KontorTable *self);
gboolean kontor_table_redo (KontorTable *self);

/* Correcting the past (docs/corrections.md).  REPLACE and INSERT: the board
 * shows the game just before entry index and the next entry made there is
 * the correction; DELETE and DROP_WAITING: the correction is at once
 * pending.  A pending correction's consequences are the prompt; Done makes
 * it ("fixed" then gives its summary), Cancel goes back.  FALSE with the
 * reason when the entry cannot be corrected (KONTOR_RECORD_ERROR_FIX). */
gboolean kontor_table_begin_fix (KontorTable *self, KontorFixKind kind, guint index, GError **error);
/* Whether a correction is being entered or confirmed; its kind and entry. */
gboolean kontor_table_get_fixing (KontorTable *self, KontorFixKind *kind, guint *index);
/* What the pending correction will do, in words (NULL when none waits for Done). */
const char *kontor_table_get_fix_preview (KontorTable *self);
/* What the last correction did, in words (NULL before the first). */
const char *kontor_table_get_fix_summary (KontorTable *self);
/* The position entries are made on: the current one, or the one before the
 * entry being corrected. */
gconstpointer kontor_table_get_entry_position (KontorTable *self);

/* The per-title entry state (tests and the title's own code). */
gpointer kontor_table_get_state (KontorTable *self);

void kontor_question_free (KontorQuestion *question);
/* Adds a choice; id may be NULL (then its index is its id). */
void kontor_question_add_choice (KontorQuestion *question, const char *id, const char *label);
/* The id of a choice: its own, or its index written out. */
char *kontor_question_choice_id (const KontorQuestion *question, guint index);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KontorQuestion, kontor_question_free)

G_END_DECLS
