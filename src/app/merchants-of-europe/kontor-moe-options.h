/* kontor-moe-options.h: Merchants of Europe's rows on the setup page (the
 * title view's options_new and options_request). */
#pragma once

#include <adwaita.h>
#include "kontor-title.h"

G_BEGIN_DECLS

GtkWidget *kontor_moe_options_new (void);
/* The board side (short: fixed setup; main: variable setup) and the draws
 * (at the table, or seeded with a new random seed). */
void kontor_moe_options_request (GtkWidget *options, KontorNewGame *req);

G_END_DECLS
