/* kontor-window-private.h: the window's state, shared by the window
 * (kontor-window.c: pages, files, autosave) and its actions
 * (kontor-window-actions.c: the library, undo/redo, navigation). */
#pragma once

#include <adwaita.h>

#include "kontor-end-page.h"
#include "kontor-library.h"
#include "kontor-rules-window.h"
#include "kontor-score-page.h"
#include "kontor-setup-page.h"
#include "kontor-start-page.h"
#include "kontor-table-page.h"
#include "kontor-play-page.h"
#include "kontor-title-end-page.h"
#include "kontor-window.h"

G_BEGIN_DECLS

struct _KontorWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;   /* NULL when the schema is not installed */
  AdwViewStack *stack;
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *undo_box;
  GtkWidget *home_button;
  KontorStartPage *start_page;
  KontorSetupPage *setup_page;
  KontorTablePage *table_page;
  KontorPlayPage *play_page;     /* the titles drawn by a title view */
  KontorTitleEndPage *title_end_page;   /* their end positions */
  KontorScorePage *score_page;
  KontorEndPage *end_page;
  char *score_from;      /* the page "Back" returns to from the score */
  KontorRulesWindow *rules;
  KontorLibrary *library;
  char *game_path;       /* the file the game at the table is saved to */
  char *end_path;        /* the file the end position being scored is saved to */
  char *end_saved;       /* what that file holds: unchanged, it is not written again */
  char *export_from;     /* the library file being exported */
  KontorGame *game;      /* the game at the table: its "changed" autosaves */
};

/* kontor-window.c, for the actions. */
void kontor_window_save_end (KontorWindow *self);
gboolean kontor_window_open_entry (KontorWindow *self, const char *path, const char *heading);
void kontor_window_show_page (KontorWindow *self, const char *name);
void kontor_window_on_show_score (KontorTablePage *page, KontorWindow *self);
AdwToastOverlay *kontor_window_get_toast_overlay (KontorWindow *self);

/* kontor-window-actions.c: the win.* actions. */
void kontor_window_add_actions (KontorWindow *self);

G_END_DECLS
