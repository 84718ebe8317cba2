/* kontor-table-page.h: the board, the players and the history of a game in
 * progress: a view of a KontorTable (src/table), which turns clicks into
 * entries for the engine. */
#pragma once

#include <adwaita.h>
#include "kontor-engine.h"
#include "kontor-table.h"
#include "kontor-board-view.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_TABLE_PAGE (kontor_table_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorTablePage, kontor_table_page, KONTOR, TABLE_PAGE, GtkWidget)

GtkWidget *kontor_table_page_new (void);
void kontor_table_page_set_game (KontorTablePage *self, KontorGame *game);
KontorGame *kontor_table_page_get_game (KontorTablePage *self);
KontorTable *kontor_table_page_get_table (KontorTablePage *self);

/* First-game walkthrough tips during the first two rounds. */
void kontor_table_page_set_walkthrough (KontorTablePage *self, gboolean walkthrough);
/* Where the page's toasts go: over the board, never over its controls. */
AdwToastOverlay *kontor_table_page_get_toast_overlay (KontorTablePage *self);
/* The hints shown, one per line. */
char *kontor_table_page_get_hints_text (KontorTablePage *self);

G_END_DECLS
