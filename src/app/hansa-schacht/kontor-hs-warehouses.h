/* kontor-hs-warehouses.h: naming the markers on the warehouses at setup. */
#pragma once

#include <adwaita.h>
#include "kontor-game.h"
#include "kontor-hs.h"

G_BEGIN_DECLS

typedef void (*KontorHsWarehousesDone) (const gint8 *kinds, int n, gpointer data);

/* A modal window over parent asking, in the fill order of provisional (a
 * game of the same board and players), the kind of marker on every
 * warehouse space; done gets them all once the table starts the game
 * (never when the window is closed). */
void kontor_hs_ask_warehouses (GtkWindow *parent, KontorGame *provisional, KontorHsWarehousesDone done, gpointer data);

G_END_DECLS
