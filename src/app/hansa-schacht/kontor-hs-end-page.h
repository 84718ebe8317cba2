/* kontor-hs-end-page.h: Hansa (Michael Schacht), "score a finished game":
 * the table enters the end position of a game played without Kontor (the
 * format "kontor-end-position" of the spec's §7.3) and gets the breakdown.
 * One column per player: unsold markers, sold markers by barrels, booths
 * per city, who started the last pile; the engine scores it at every edit
 * (a live total per player) or refuses it (its message beside the Score
 * button, which stays insensitive meanwhile). */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define KONTOR_TYPE_HS_END_PAGE (kontor_hs_end_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorHsEndPage, kontor_hs_end_page, KONTOR, HS_END_PAGE, GtkWidget)

GtkWidget *kontor_hs_end_page_new (void);

/* The players (seat order, 2 to 4) and their colour ids; clears the
 * position (every number 0, nobody started the last pile, no variant). */
void kontor_hs_end_page_set_players (KontorHsEndPage *self, int n, const char *const *names,
                                     const char *const *colors);

/* The end position as the format's JSON object (new reference); NULL with
 * error when the engine refuses it. */
JsonObject *kontor_hs_end_page_get_end (KontorHsEndPage *self, GError **error);

/* Signals:
 *   "show-score" (JsonObject *score): the Score button was pressed and the
 *       engine accepted the position; score is its score output (§7.4).
 *   "changed" (no arguments): after every edit. */

/* For tests: the page's widgets by id.  With a seat (0 …): "unsold",
 * "sold-1", "sold-2", "sold-3" and a city id ("luebeck"), a GtkSpinButton;
 * "last-pile", a GtkCheckButton; "booths" (booths on the board) and
 * "total" (the live total), a GtkLabel.  With player -1: "extrakarte" (the
 * GtkSwitch), "score" (the GtkButton), "message" (the GtkLabel beside it).
 * NULL when there is no such widget. */
GtkWidget *kontor_hs_end_page_get_field (KontorHsEndPage *self, int player, const char *id);

G_END_DECLS
