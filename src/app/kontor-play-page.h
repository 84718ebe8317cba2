/* kontor-play-page.h: the table of a title drawn by a title view
 * (Hansa, …; Hansa Teutonica has KontorTablePage). */
#pragma once

#include <adwaita.h>
#include "kontor-game.h"
#include "kontor-table.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_PLAY_PAGE (kontor_play_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorPlayPage, kontor_play_page, KONTOR, PLAY_PAGE, GtkWidget)

GtkWidget *kontor_play_page_new (void);
/* The game at the table (NULL: none); its title must have a view. */
void kontor_play_page_set_game (KontorPlayPage *self, KontorGame *game);
KontorGame *kontor_play_page_get_game (KontorPlayPage *self);
KontorTable *kontor_play_page_get_table (KontorPlayPage *self);
GtkWidget *kontor_play_page_get_board (KontorPlayPage *self);
/* The score sheet instead of the table (final, or "if it ended now"). */
void kontor_play_page_show_score (KontorPlayPage *self);
/* The sheet as shown, as PNG or PDF (only while it is shown). */
gboolean kontor_play_page_export (KontorPlayPage *self, const char *path, GError **error);

G_END_DECLS
