/* kontor-player-card.h: one player's desk, supply, stock, prestige and markers. */
#pragma once

#include <gtk/gtk.h>
#include "kontor-engine.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_PLAYER_CARD (kontor_player_card_get_type ())
G_DECLARE_FINAL_TYPE (KontorPlayerCard, kontor_player_card, KONTOR, PLAYER_CARD, GtkWidget)

GtkWidget *kontor_player_card_new (int seat);
/* can_use_markers: this player may use a marker now (their turn, no pending step). */
/* score: the "if the game ended now" breakdown of this player. */
void kontor_player_card_update (KontorPlayerCard *self, const KontorPosition *pos, const char *name,
                                gboolean can_use_markers, const KontorPlayerScore *score);

G_END_DECLS
