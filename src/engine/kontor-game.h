/* kontor-game.h: a game = its title, its setup and the list of entries.
 *
 * The current position is always the setup replayed through the entries up
 * to the cursor, so undo, redo, loading and crash recovery share one code
 * path (the title's apply).  Entries are kept as parsed structs: undo
 * replays them without touching JSON.  The core knows no game: positions,
 * setups and actions are the title's plain structs, handled as bytes. */
#pragma once

#include <glib-object.h>
#include "kontor-title.h"
#include "kontor-record.h"
#include "kontor-file.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_GAME (kontor_game_get_type ())
G_DECLARE_FINAL_TYPE (KontorGame, kontor_game, KONTOR, GAME, GObject)

/* A new game of the title from its parsed setup (copied). */
KontorGame *kontor_game_new_for_setup (const KontorTitle *title, gconstpointer setup, GError **error);
/* A new game from a record header (the title checks its fields). */
KontorGame *kontor_game_new_from_header (const KontorTitle *title, JsonObject *header, GError **error);
/* Loads a record and replays it.  On failure *bad_action (if given) is the
 * index of the first action that could not be applied, or -1.  Data and
 * files are read within the limits of kontor-file.h (kontor_json_parse,
 * kontor_file_read); at most KONTOR_RECORD_MAX_ACTIONS entries. */
KontorGame *kontor_game_new_from_data (const char *data, gssize len, int *bad_action, GError **error);
KontorGame *kontor_game_new_from_file (const char *path, int *bad_action, GError **error);
/* The same from a parsed record. */
KontorGame *kontor_game_new_from_json (JsonNode *root, int *bad_action, GError **error);

/* The record's title: "game" absent means hansa-teutonica; else it must be known. */
const KontorTitle *kontor_record_title (JsonObject *root, GError **error);

char *kontor_game_to_json (KontorGame *self);
/* Atomic write: the record goes to a temporary file PATH.XXXXXX, synced;
 * then the existing file becomes PATH.bak (a hard link, renamed over the old
 * backup: never a copy that could be cut short) and the temporary file is
 * renamed over PATH.  A failure (disk full, …) changes neither PATH nor
 * PATH.bak and leaves no temporary file. */
gboolean kontor_game_save (KontorGame *self, const char *path, GError **error);

const KontorTitle *kontor_game_get_title (KontorGame *self);
gconstpointer kontor_game_get_setup (KontorGame *self);
gconstpointer kontor_game_get_position (KontorGame *self);
int kontor_game_get_n_players (KontorGame *self);
const char *kontor_game_get_player_name (KontorGame *self, int seat);
gboolean kontor_game_ended (KontorGame *self);

/* Applies an action at the cursor; later (undone) actions are dropped. */
gboolean kontor_game_apply (KontorGame *self, gconstpointer action, GError **error);
guint kontor_game_get_n_actions (KontorGame *self);     /* entered, incl. undone */
guint kontor_game_get_cursor (KontorGame *self);        /* applied */
gconstpointer kontor_game_get_action (KontorGame *self, guint index);
gboolean kontor_game_can_undo (KontorGame *self);
gboolean kontor_game_can_redo (KontorGame *self);
gboolean kontor_game_undo (KontorGame *self);
gboolean kontor_game_redo (KontorGame *self);
/* The position after the first n actions (title->position_size bytes). */
void kontor_game_position_at (KontorGame *self, guint n, gpointer out);
/* `kontor-cli score --json` of the current position. */
JsonNode *kontor_game_score_json (KontorGame *self);

/* ------------------------------------------------------------ corrections
 * Correct the past (docs/corrections.md): replace, insert or delete one
 * entry, then every later entry is checked again on the corrected game.
 * Those that still fit are applied at once; the first one that no longer
 * fits stops the re-check: it and the entries after it wait, kept in order,
 * until the table corrects or deletes it (a correction at the cursor) or
 * drops them.  A correction is one step for Undo and Redo; a record saves
 * the waiting entries in its "waiting" list.  While entries wait, a new
 * entry is a correction inserting it before them. */
typedef enum {
  KONTOR_FIX_REPLACE,
  KONTOR_FIX_INSERT,
  KONTOR_FIX_DELETE,
  KONTOR_FIX_DROP_WAITING,     /* the table confirmed: the waiting entries go */
} KontorFixKind;

typedef struct {
  KontorFixKind kind;
  guint index;                 /* the applied entries, then the waiting ones; at most the cursor */
  gconstpointer action;        /* REPLACE and INSERT */
} KontorFix;

guint kontor_game_get_n_waiting (KontorGame *self);
gconstpointer kontor_game_get_waiting (KontorGame *self, guint i);
/* Why the first waiting entry does not fit (its index is the cursor); NULL when none wait. */
const GError *kontor_game_get_attention (KontorGame *self);
/* Changes whenever entries before the cursor change (a correction, its undo or redo). */
guint kontor_game_get_revision (KontorGame *self);
/* What a correction would do, without making it: its summary (below), or
 * NULL with the refusal (the new entry does not fit where it goes: the
 * title's error, "Action N (do): why"; no such entry: KONTOR_RECORD_ERROR_FIX). */
JsonNode *kontor_game_check_fix (KontorGame *self, const KontorFix *fix, GError **error);
/* Makes the correction; its summary in *summary if given (free with json_node_unref). */
gboolean kontor_game_fix (KontorGame *self, const KontorFix *fix, JsonNode **summary, GError **error);
/* "Action 3 (claim): why", with the refusal's domain and code: how a
 * refused entry is named (the record loader, the CLI). */
void kontor_game_set_entry_error (KontorGame *self, GError **error, guint index, gconstpointer action,
                                  gconstpointer position, const GError *why);
/* The summary in words, entries numbered from first_number (the CLI says
 * "action 0" like `replay`, the app "entry 1"). */
char *kontor_fix_summary_text (JsonNode *summary, guint first_number);

G_END_DECLS
