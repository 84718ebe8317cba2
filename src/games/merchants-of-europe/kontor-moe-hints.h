/* kontor-moe-hints.h: Merchants of Europe in plain words for the table:
 * what the player due may do now, what they can afford and what a trade
 * would make possible, who is close to winning and what to watch out for;
 * the history rows; and the words the table's sentences share (resources,
 * colours, lists of cards).  Pure functions of a position and its setup;
 * every rule is asked of the engine (entries tried on a copy). */
#pragma once

#include "kontor-moe.h"

G_BEGIN_DECLS

/* One translated sentence per hint (char *, freed with the array): first
 * what the player due may do now (setup, roll, discards owed, the robber,
 * production, the free route), in the action phase what the active player
 * can afford and which single trade (a gold purchase or a bank trade) would
 * make a build possible, then who is close to winning (two deliveries or
 * fewer short of the target), then warnings (the bank's gold below 0, a
 * resource the bank has run out of).  Once the game is over: who won. */
GPtrArray *kontor_moe_hints (const MoePosition *pos, const MoeSetup *setup);

/* A resource's name, lower case ("wood"); MOE_GOLD: "gold". */
const char *kontor_moe_res_name (int res);
/* A colour's name, lower case ("blue"). */
const char *kontor_moe_color_name (int color);
/* Cards (and gold, at MOE_GOLD, when with_gold) as a list: "2 ore, 1 wood"
 * ("nothing" when all are 0). */
char *kontor_moe_items_text (const gint32 *counts, gboolean with_gold);
/* A seat's or the neutral's name (MOE_NEUTRAL: "the neutral"). */
const char *kontor_moe_owner_name (const MoePosition *pos, const MoeSetup *setup, int owner);
/* The winner's announcement: "Ana has delivered all 8 goods and won." */
char *kontor_moe_win_text (const MoePosition *pos, const MoeSetup *setup);
/* A player's line of the ledger: cards, gold, pieces left, deliveries. */
char *kontor_moe_ledger_text (const MoePosition *pos, const MoeSetup *setup, int seat);
/* A history row: the entry in words ("Ana rolled 4 + 5 = 9"). */
char *kontor_moe_describe (const MoeSetup *setup, const MoePosition *before, const MoeAction *action);
/* Whether the engine accepts the entry on a copy (else error set). */
gboolean kontor_moe_try (const MoePosition *pos, const MoeAction *action, GError **error);
/* What an entry gave each seat: cards by type and gold (after minus
 * before; the entry applied to a copy). */
void kontor_moe_gains (const MoePosition *before, const MoeAction *action, int cards[MOE_MAX_PLAYERS][MOE_N_RES],
                       int gold[MOE_MAX_PLAYERS]);
/* The dice the seed rolls next (§7.2). */
void kontor_moe_peek_dice (const MoePosition *pos, int dice[2]);

G_END_DECLS
