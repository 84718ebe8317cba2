/* kontor-window.h: the main window: start page, new game, table, score. */
#pragma once

#include <adwaita.h>
#include "kontor-application.h"
#include "kontor-engine.h"
#include "kontor-library.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_WINDOW (kontor_window_get_type ())
G_DECLARE_FINAL_TYPE (KontorWindow, kontor_window, KONTOR, WINDOW, AdwApplicationWindow)

typedef struct _KontorStartPage KontorStartPage;
typedef struct _KontorSetupPage KontorSetupPage;
typedef struct _KontorTablePage KontorTablePage;
typedef struct _KontorScorePage KontorScorePage;
typedef struct _KontorEndPage KontorEndPage;
typedef struct _KontorRulesWindow KontorRulesWindow;

KontorWindow *kontor_window_new (KontorApplication *app);
void kontor_window_new_game (KontorWindow *self);
void kontor_window_open (KontorWindow *self);
/* Opens a game record or an end position: it is edited (and saved) where it
 * is and listed with the library's games; a file Kontor cannot write is
 * copied into the library first.  Errors are shown in a dialog. */
gboolean kontor_window_open_file (KontorWindow *self, const char *path);
/* Saves a copy of the game at the table (which goes on in its own file). */
gboolean kontor_window_save_file (KontorWindow *self, const char *path, GError **error);
/* Continues the most recently played game of the library; on a damaged
 * file says so and offers its .bak. */
gboolean kontor_window_continue (KontorWindow *self);
/* The game at the table, saved after every entry to file; file NULL: a new
 * file in the library (saved at once). */
void kontor_window_set_game (KontorWindow *self, KontorGame *game, const char *file);
/* Where the game at the table and the end position being scored are saved. */
const char *kontor_window_get_game_path (KontorWindow *self);
const char *kontor_window_get_end_path (KontorWindow *self);
KontorLibrary *kontor_window_get_library (KontorWindow *self);
/* Hides a game of the library, with an Undo toast; the file is deleted when
 * the toast is gone or Kontor quits (win.delete-game, win.undelete-game). */
void kontor_window_delete_game (KontorWindow *self, const char *path);
/* Copies a library file to another place (win.export-game asks where). */
gboolean kontor_window_export (KontorWindow *self, const char *from, const char *to, GError **error);
KontorStartPage *kontor_window_get_start_page (KontorWindow *self);
const char *kontor_window_get_page (KontorWindow *self);
/* Whether the game's title can be shown at a table (else a message why). */
gboolean kontor_window_can_show (KontorGame *game, GError **error);
KontorSetupPage *kontor_window_get_setup_page (KontorWindow *self);
KontorTablePage *kontor_window_get_table_page (KontorWindow *self);
KontorScorePage *kontor_window_get_score_page (KontorWindow *self);
KontorEndPage *kontor_window_get_end_page (KontorWindow *self);
/* The rules reference (created on first use). */
KontorRulesWindow *kontor_window_get_rules_window (KontorWindow *self);
/* "Score a finished game": players first, then the end position. */
void kontor_window_score_game (KontorWindow *self);
gboolean kontor_window_save_end_position (KontorWindow *self, const char *path, GError **error);

G_END_DECLS
