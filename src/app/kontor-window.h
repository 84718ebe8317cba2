/* kontor-window.h: the main window: start page, new game, table, score. */
#pragma once

#include <adwaita.h>
#include "kontor-application.h"
#include "kontor-engine.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_WINDOW (kontor_window_get_type ())
G_DECLARE_FINAL_TYPE (KontorWindow, kontor_window, KONTOR, WINDOW, AdwApplicationWindow)

typedef struct _KontorSetupPage KontorSetupPage;
typedef struct _KontorTablePage KontorTablePage;
typedef struct _KontorScorePage KontorScorePage;
typedef struct _KontorEndPage KontorEndPage;
typedef struct _KontorRulesWindow KontorRulesWindow;

KontorWindow *kontor_window_new (KontorApplication *app);
void kontor_window_new_game (KontorWindow *self);
void kontor_window_open (KontorWindow *self);
gboolean kontor_window_open_file (KontorWindow *self, const char *path);
gboolean kontor_window_save_file (KontorWindow *self, const char *path, GError **error);
/* Restores the autosaved game; on a damaged autosave says so and offers the .bak. */
gboolean kontor_window_continue (KontorWindow *self);
void kontor_window_set_game (KontorWindow *self, KontorGame *game, const char *file);
const char *kontor_window_get_page (KontorWindow *self);
KontorSetupPage *kontor_window_get_setup_page (KontorWindow *self);
KontorTablePage *kontor_window_get_table_page (KontorWindow *self);
KontorScorePage *kontor_window_get_score_page (KontorWindow *self);
KontorEndPage *kontor_window_get_end_page (KontorWindow *self);
/* The rules reference (created on first use). */
KontorRulesWindow *kontor_window_get_rules_window (KontorWindow *self);
/* "Score a finished game": players first, then the end position. */
void kontor_window_score_game (KontorWindow *self);
gboolean kontor_window_save_end_position (KontorWindow *self, const char *path, GError **error);

/* $XDG_DATA_HOME/kontor/current.kontor */
char *kontor_autosave_path (void);

G_END_DECLS
