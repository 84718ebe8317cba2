/* kontor-mp-options.h: Marco Polo's rows on the setup page (the title
 * view's options_new, options_request and options_header). */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>
#include "kontor-title.h"

G_BEGIN_DECLS

GtkWidget *kontor_mp_options_new (void);
/* Draws: at the table, or seeded (a new random seed). */
void kontor_mp_options_request (GtkWidget *options, KontorNewGame *req);
/* The header's "variant" list from the switches. */
void kontor_mp_options_header (GtkWidget *options, JsonObject *header);

G_END_DECLS
