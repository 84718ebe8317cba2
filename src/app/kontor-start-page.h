/* kontor-start-page.h: the start page: New Game, Continue, Open, Score a
 * Finished Game, and the library of games (most recent first).  Its buttons
 * and rows activate the window's actions: win.new-game, win.continue-game,
 * win.open-game, win.score-game, and with a file's path win.open-library-game,
 * win.export-game, win.delete-game. */
#pragma once

#include <adwaita.h>
#include "kontor-library.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_START_PAGE (kontor_start_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorStartPage, kontor_start_page, KONTOR, START_PAGE, GtkWidget)

GtkWidget *kontor_start_page_new (void);
void kontor_start_page_set_library (KontorStartPage *self, KontorLibrary *library);
/* The list's rows, in order (for tests): GtkListBoxRow, NULL past the end. */
GtkWidget *kontor_start_page_get_row (KontorStartPage *self, guint index);
/* The words a row shows under the names (for tests). */
const char *kontor_start_page_get_row_details (KontorStartPage *self, guint index);

G_END_DECLS
