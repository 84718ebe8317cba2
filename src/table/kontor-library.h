/* kontor-library.h: every game on this computer, like the documents of any
 * document app, without GTK.
 *
 * The library is a folder (DIR/games, DIR being $XDG_DATA_HOME/kontor) with
 * one file per game: a game played at the table (format kontor-game) or a
 * finished game being scored (format kontor-end-position).  Files opened
 * from elsewhere are adopted: they stay where they are and are listed in
 * DIR/opened.json.  The library is a GListModel of KontorLibraryEntry, the
 * most recently played first.  Deleting hides an entry at once; the file is
 * removed only when the deletion is committed (after the chance to undo). */
#pragma once

#include <gio/gio.h>
#include "kontor-title.h"

G_BEGIN_DECLS

#define KONTOR_LIBRARY_ERROR (kontor_library_error_quark ())
GQuark kontor_library_error_quark (void);

typedef enum {
  KONTOR_LIBRARY_ERROR_FORMAT,        /* neither a game record nor an end position */
} KontorLibraryError;

typedef enum {
  KONTOR_LIBRARY_KIND_UNREADABLE,     /* listed so that it can be deleted or exported */
  KONTOR_LIBRARY_KIND_GAME,           /* "format": "kontor-game" */
  KONTOR_LIBRARY_KIND_END_POSITION,   /* "format": "kontor-end-position" */
} KontorLibraryKind;

#define KONTOR_TYPE_LIBRARY_ENTRY (kontor_library_entry_get_type ())
G_DECLARE_FINAL_TYPE (KontorLibraryEntry, kontor_library_entry, KONTOR, LIBRARY_ENTRY, GObject)

const char *kontor_library_entry_get_path (KontorLibraryEntry *self);
KontorLibraryKind kontor_library_entry_get_kind (KontorLibraryEntry *self);
/* Adopted: the file lives outside the library's folder. */
gboolean kontor_library_entry_get_adopted (KontorLibraryEntry *self);
/* When the file was last written (last played), local time. */
GDateTime *kontor_library_entry_get_modified (KontorLibraryEntry *self);
/* Unreadable entries: why (for people). */
const char *kontor_library_entry_get_error (KontorLibraryEntry *self);
/* The title (NULL when unreadable) and the record's board id (NULL if none). */
const KontorTitle *kontor_library_entry_get_title (KontorLibraryEntry *self);
const char *kontor_library_entry_get_board (KontorLibraryEntry *self);
int kontor_library_entry_get_n_players (KontorLibraryEntry *self);
const char *kontor_library_entry_get_player_name (KontorLibraryEntry *self, int seat);
const char *kontor_library_entry_get_player_color (KontorLibraryEntry *self, int seat);   /* colour id */
/* The score: final once ended, else "if the game ended now". */
int kontor_library_entry_get_player_total (KontorLibraryEntry *self, int seat);
gboolean kontor_library_entry_get_player_won (KontorLibraryEntry *self, int seat);
/* A game: over, its turn (-1 when the title does not say), its entries. */
gboolean kontor_library_entry_get_ended (KontorLibraryEntry *self);
int kontor_library_entry_get_turn (KontorLibraryEntry *self);
guint kontor_library_entry_get_n_actions (KontorLibraryEntry *self);
/* "Ana, Bo, Cy" (the file's name when unreadable). */
char *kontor_library_entry_dup_names (KontorLibraryEntry *self);

#define KONTOR_TYPE_LIBRARY (kontor_library_get_type ())
G_DECLARE_FINAL_TYPE (KontorLibrary, kontor_library, KONTOR, LIBRARY, GObject)

/* $XDG_DATA_HOME/kontor */
char *kontor_library_default_dir (void);

/* A library over DIR (created when needed): moves the old single autosave
 * (DIR/current.kontor and its .bak) into DIR/games, removes temporary files
 * left by interrupted saves, then lists the folder. */
KontorLibrary *kontor_library_new (const char *dir);
const char *kontor_library_get_dir (KontorLibrary *self);
/* DIR/games */
const char *kontor_library_get_folder (KontorLibrary *self);

/* Reads the folder and the adopted files again (unchanged files are not
 * parsed again); adopted files that no longer exist are forgotten. */
void kontor_library_refresh (KontorLibrary *self);

/* A path in the folder no file has: game-YYYYMMDD-HHMMSS.kontor, or
 * end-position-….json; "-2", "-3", … when that name is taken. */
char *kontor_library_new_path (KontorLibrary *self, KontorLibraryKind kind);
/* Lists a file that lives elsewhere (nothing to do for the folder's own). */
gboolean kontor_library_adopt (KontorLibrary *self, const char *path, GError **error);
gboolean kontor_library_contains (KontorLibrary *self, const char *path);
KontorLibraryEntry *kontor_library_lookup (KontorLibrary *self, const char *path);
/* The most recently played entry (perhaps unreadable: opening it then
 * says why and offers its backup), or NULL. */
KontorLibraryEntry *kontor_library_get_most_recent (KontorLibrary *self);

/* Hides the entry at once; undelete brings it back.  commit removes the
 * file and its .bak (an adopted file is only forgotten, never removed);
 * path NULL: every pending deletion. */
gboolean kontor_library_delete (KontorLibrary *self, const char *path);
gboolean kontor_library_undelete (KontorLibrary *self, const char *path);
gboolean kontor_library_commit_deletion (KontorLibrary *self, const char *path, GError **error);
gboolean kontor_library_is_deleted (KontorLibrary *self, const char *path);

/* Reads a record or end position for opening, within the engine's limits
 * (kontor-file.h: a regular file, its size, nesting depth; those errors are
 * KONTOR_RECORD_ERROR); kind tells which format it is. */
gboolean kontor_library_read (const char *path, char **data, gsize *len, KontorLibraryKind *kind, GError **error);
/* Which format the text holds (by its parsed "format" field); UNREADABLE
 * with the reason when none. */
KontorLibraryKind kontor_library_detect (const char *data, gsize len, GError **error);

G_END_DECLS
