/* kontor-test-support.h: what test programs ask of a running window. */
#pragma once

#include "kontor-application.h"
#include "kontor-play-page.h"
#include "kontor-window.h"

/* Enters a JSON list of record actions through the table, as clicks would. */
void kontor_test_enter (KontorWindow *window, const char *path);
/* Prints what the window shows (page, entries, totals, an open dialog). */
void kontor_test_report (KontorWindow *window);
/* The process's peak resident memory in kB (VmHWM), -1 if unknown. */
long kontor_peak_rss_kb (void);
/* Removes a folder and everything below it (a test's temporary data). */
void kontor_test_remove_tree (const char *path);
/* The open message dialog, as a person sees it (NULL if none). */
AdwMessageDialog *kontor_test_find_dialog (void);
/* The widget as drawn, as NAME in $KONTOR_SCREENSHOT_DIR (else screenshots/). */
void kontor_test_save_screenshot (GtkWidget *widget, const char *name);

/* The set-up of a GUI test's main (): translations, a private data folder
 * (XDG_DATA_HOME) made from tmpl ("kontor-gui-XXXXXX"), g_test_init (),
 * GTK and libadwaita.  Returns the data folder, for
 * kontor_test_remove_tree () at the end; NULL when there is no display
 * (the test is skipped: main returns 77). */
char *kontor_test_gui_init (int *argc, char ***argv, const char *tmpl);
/* A new application (non-unique), registered. */
KontorApplication *kontor_test_application_new (void);
/* Activates app and returns its window, once drawn. */
KontorWindow *kontor_test_open_window (KontorApplication *app);
/* Runs the main loop for ms milliseconds. */
void kontor_test_spin (guint ms);
/* The widget below root (root included, depth first) whose buildable id is
 * id, or of type type; NULL if none. */
GtkWidget *kontor_test_find_by_id (GtkWidget *root, const char *id);
GtkWidget *kontor_test_find_type (GtkWidget *root, GType type);
/* Whether a label below root (root included) has text as one of its lines. */
gboolean kontor_test_has_label (GtkWidget *root, const char *text);
/* A visible button below root whose label (without its underscore) is label. */
GtkWidget *kontor_test_find_button (GtkWidget *root, const char *label);
/* The window's play page. */
KontorPlayPage *kontor_test_play_page (KontorWindow *window);
/* The play page's table and game. */
KontorTable *kontor_test_table (KontorWindow *window);
KontorGame *kontor_test_game (KontorWindow *window);
/* The window at w × h, drawn, as NAME (see kontor_test_save_screenshot ()). */
void kontor_test_screenshot (KontorWindow *window, int w, int h, const char *name);
/* Clicks the play page's button labelled label (visible and sensitive). */
void kontor_test_press (KontorWindow *window, const char *label);
/* The open question answered as a person would: its button with the
 * response id (a grid's or the dialog's own), else the dialog's response. */
void kontor_test_answer (const char *id);
/* The text of the label at (column, row) of grid. */
const char *kontor_test_cell_text (GtkGrid *grid, int column, int row);
