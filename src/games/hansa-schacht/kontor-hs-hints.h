/* kontor-hs-hints.h: Hansa in plain words for the table: what the player due
 * can do now and what to watch out for, and the names the table's sentences
 * share (cities, goods markers).  Pure functions of a position and its setup;
 * every rule is asked of the engine (its legal entries, trial entries). */
#pragma once

#include "kontor-hs.h"

G_BEGIN_DECLS

/* One translated sentence per hint (char *, freed with the array): first
 * what can be done now (refill, buys with their price and payee, sails with
 * their cost, booths, what a sale would score), then warnings (the next
 * refill reaching pile 5, few markers left before pile 5 (at most half the
 * warehouse spaces), the last round, taxes).  Empty once the game is over. */
GPtrArray *kontor_hs_hints (const HsPosition *pos, const HsSetup *setup);

/* The city's name from the board profile (a default when it gives none). */
const char *kontor_hs_city_name (const HsSetup *setup, int city);
/* A goods colour's name, lower case ("red"). */
const char *kontor_hs_goods_name (int colour);
/* A goods marker, short: "red 2" (colour and barrels). */
char *kontor_hs_kind_name (int kind);
/* Goods markers as a list: "red 1, red 3". */
char *kontor_hs_kinds_text (const gint8 *kinds, int n);
/* The markers a refill now takes (min(empty spaces, face-down markers)),
 * and the piles it takes them from (0-based, first and last; -1 if none). */
int kontor_hs_refill_reach (const HsPosition *pos, int *first_pile, int *last_pile);
/* What selling these markers scores: 1 + barrels each (spec §5.3). */
int kontor_hs_sale_points (const gint8 *kinds, int n);
/* Entries tried on a copy: TRUE when the engine accepts it (else error set). */
gboolean kontor_hs_try (const HsPosition *pos, const HsAction *action, GError **error);
/* A blank entry of a kind (city and marker -1, no "by"). */
void kontor_hs_action_init (HsAction *action, HsDo what);
/* A buy of that kind in the ship's city: the price (0 or 1) and who is paid
 * (a seat, -1 the bank, -2 when the engine refuses the buy). */
int kontor_hs_buy_price (const HsPosition *pos, int kind, int *payee);

G_END_DECLS
