/* kontor-mp-hints.h: Marco Polo in plain words for the table: what the
 * player due may do at this stop, what is still missing to win and what to
 * watch out for (debts, bankruptcy, the bank, skipped turns), and the words
 * the table's sentences share (cards, groups, spaces, reales).  Pure
 * functions of a position and its setup; every rule is asked of the engine
 * (entries tried on a copy, kontor_mp_conditions, kontor_mp_khanbalik_gate). */
#pragma once

#include "kontor-mp.h"

G_BEGIN_DECLS

/* One translated sentence per hint (char *, freed with the array): first
 * what the player due may do now (roll, move and where a short stop is
 * allowed, fight or refuse, trade, arrive, carry out a chance card), then
 * what is missing to win (the Secret, the colours, the fortune against the
 * threshold of the player count), then warnings (a payment that would
 * bankrupt, the bank below 0, skipped turns).  Once the game is over: who
 * won. */
GPtrArray *kontor_mp_hints (const MpPosition *pos, const MpSetup *setup);

/* A goods group's name, lower case ("green"). */
const char *kontor_mp_group_name (int group);
/* A card kind in words: "green 400", "green chance card", "Golden Tablet",
 * "Secret of the Orient". */
char *kontor_mp_kind_name (int kind);
/* Kinds as a list: "green 400, red 200" ("nothing" when n is 0). */
char *kontor_mp_kinds_text (const gint8 *kinds, int n);
/* Coins of 100 as reales with a thousands separator: 10 → "1,000". */
char *kontor_mp_reales (gint64 coins);
/* A space as the table entered it: "Venice", "a trading place (green)",
 * "Ormuz, a trading place (green)". */
char *kontor_mp_space_text (const MpSpace *space);
/* The win check of §5.2 for a seat, one sentence per condition not met, or
 * one sentence saying that every condition is met ("Ana needs a fortune of
 * 1,000 with 3 players and has 900."). */
GPtrArray *kontor_mp_win_check (const MpPosition *pos, const MpSetup *setup, int seat);
/* Fortune in coins of 100: coins and the face values of the goods held. */
gint64 kontor_mp_fortune (const MpPosition *pos, int seat);
/* Goods cards held by a seat. */
int kontor_mp_goods_held (const MpPosition *pos, int seat);
/* A history row: the entry in words ("Ana rolled 3", "Ana moved 3 spaces
 * to a trading place (green)"). */
char *kontor_mp_describe (const MpSetup *setup, const MpPosition *before, const MpAction *action);
/* Whether the engine accepts the entry on a copy (else error set). */
gboolean kontor_mp_try (const MpPosition *pos, const MpAction *action, GError **error);
/* The dice the seed rolls next (§7.2 step 4): the next roll, or a combat's
 * red and black die (black may be NULL). */
void kontor_mp_peek_dice (const MpPosition *pos, int *red, int *black);

G_END_DECLS
