/* kontor-table-title.h: what a title gives the table: its entry logic.
 *
 * The generic table (kontor-table.c) owns the game, the review cursor, the
 * history and the lifecycle of questions; a title's part turns targets and
 * commands into its actions, words its prompt and marks the board.  It lives
 * in the title's folder (src/games/TITLE/kontor-*-table.c) and is listed in
 * kontor-table-titles.c.  Its state is a plain struct the table keeps. */
#pragma once

#include "kontor-table.h"

G_BEGIN_DECLS

typedef struct {
  gboolean done;               /* the Done button */
  const char *cancel;          /* the Cancel button's label, NULL: hidden */
  const char *extra;           /* the third button's label, NULL: hidden */
} KontorPromptButtons;

typedef struct _KontorTableTitle KontorTableTitle;
struct _KontorTableTitle
{
  const char *title_id;
  gsize state_size;
  gsize marks_size;
  /* Back to the first step (a new entry, Cancel, undo, a new turn). */
  void        (*reset)    (KontorTable *table, gpointer state);
  /* Follow the engine's phase after any change of the position. */
  void        (*sync)     (KontorTable *table, gpointer state);
  void        (*click)    (KontorTable *table, gpointer state, const KontorTarget *target);
  void        (*done)     (KontorTable *table, gpointer state);
  void        (*extra)    (KontorTable *table, gpointer state);
  gboolean    (*activate) (KontorTable *table, gpointer state, const char *name, GVariant *param);
  /* The answer to a question the title asked (choice -1: cancelled). */
  void        (*answer)   (KontorTable *table, gpointer state, int choice, const int *numbers);
  char       *(*prompt)   (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons);
  const char *(*mode)     (gconstpointer state);
  void        (*marks)    (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected);
  /* A history row: the entry in words. */
  char       *(*describe) (KontorGame *game, gconstpointer position_before, gconstpointer action);
  /* What stands at a target of the shown position, in words (tooltips, the
   * screen reader); NULL where there is nothing to say.  Optional. */
  char       *(*target_text) (KontorTable *table, const KontorTarget *target);
  /* The position as the board should show it during an entry: the pieces
   * picked but not confirmed drawn where they will go, their old places
   * empty.  Writes into position (a copy of the current one).  Optional. */
  void        (*preview)  (KontorTable *table, gconstpointer state, gpointer position);
  /* Correcting an entry: the entry step starts with that entry's choices
   * (e.g. its piece kind), on the position before it.  Optional. */
  void        (*prefill)  (KontorTable *table, gpointer state, gconstpointer action);
  /* What the player due can do now and what to watch out for, on the
   * current position: translated sentences (char *, freed with the array).
   * Optional. */
  GPtrArray  *(*hints)    (KontorTable *table);
};

const KontorTableTitle *kontor_table_title_lookup (const char *title_id);
/* For tests: a table part for a title registered by the test. */
void kontor_table_title_register (const KontorTableTitle *part);

/* For the titles' parts: enter an action (a refusal is emitted as
 * "refused" and FALSE returned), tell something, ask something, and
 * recompute prompt and marks after the state changed. */
gboolean kontor_table_enter (KontorTable *self, gconstpointer action);
void kontor_table_refuse (KontorTable *self, const GError *error);
void kontor_table_message (KontorTable *self, const char *text);
/* Takes the question; the answer comes back through the title's answer(). */
void kontor_table_ask (KontorTable *self, KontorQuestion *question);
KontorQuestion *kontor_question_new (const char *heading, const char *body);
void kontor_table_update (KontorTable *self);

G_END_DECLS
