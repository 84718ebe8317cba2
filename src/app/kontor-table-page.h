/* kontor-table-page.h: the board, the players and the history of a game in
 * progress; turns clicks into actions for the engine. */
#pragma once

#include <adwaita.h>
#include "kontor-engine.h"
#include "kontor-board-view.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_TABLE_PAGE (kontor_table_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorTablePage, kontor_table_page, KONTOR, TABLE_PAGE, GtkWidget)

GtkWidget *kontor_table_page_new (void);
void kontor_table_page_set_game (KontorTablePage *self, KontorGame *game);
KontorGame *kontor_table_page_get_game (KontorTablePage *self);

/* Enters an action (as every click finally does): the engine decides, the
 * game is autosaved through "game-changed". */
gboolean kontor_table_page_apply (KontorTablePage *self, const KontorAction *action, GError **error);
/* What a click, the Done button or a marker button does (also for tests). */
void kontor_table_page_click_space (KontorTablePage *self, int route, int space);
void kontor_table_page_click_city (KontorTablePage *self, int city);
void kontor_table_page_done (KontorTablePage *self);
/* The prompt's third button (name the marker, claim without office, show the score). */
void kontor_table_page_prompt_extra (KontorTablePage *self);
void kontor_table_page_use_marker (KontorTablePage *self, KontorMarker marker);
void kontor_table_page_set_piece_kind (KontorTablePage *self, KontorPieceKind kind);
/* The text of the prompt above the board, "" when hidden. */
const char *kontor_table_page_get_prompt (KontorTablePage *self);

/* First-game walkthrough tips during the first two rounds. */
void kontor_table_page_set_walkthrough (KontorTablePage *self, gboolean walkthrough);
/* The hints shown, one per line (tests). */
char *kontor_table_page_get_hints_text (KontorTablePage *self);

G_END_DECLS
