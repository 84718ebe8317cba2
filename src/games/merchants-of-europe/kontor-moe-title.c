/* kontor-moe-title.c: Merchants of Europe behind KontorTitle: the ids of the
 * spec's §0, the refusals of its §7.6 with their rule sentences, and the
 * table of functions the core, the CLI and the table call. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"
#include "kontor-record.h"

G_DEFINE_QUARK (kontor-moe-error-quark, kontor_moe_error)

const char *const kontor_moe_color_ids[MOE_N_COLORS] = { "red", "blue", "white", "orange" };

const char *const kontor_moe_res_ids[MOE_N_RES] = { "wood", "wool", "grain", "ore", "salt" };

const char *const kontor_moe_dev_ids[MOE_N_DEV_KINDS] = { "", "lancer", "unknown" };

static int
index_of (const char *const *list, int n, const char *id)
{
  for (int i = 0; id != NULL && i < n; i++)
    if (strcmp (list[i], id) == 0)
      return i;
  return -1;
}

int
kontor_moe_color_from_id (const char *id)
{
  return index_of (kontor_moe_color_ids, MOE_N_COLORS, id);
}

int
kontor_moe_res_from_id (const char *id)
{
  return index_of (kontor_moe_res_ids, MOE_N_RES, id);
}

int
kontor_moe_dev_from_id (const char *id)
{
  int k = index_of (kontor_moe_dev_ids, MOE_N_DEV_KINDS, id);
  return k > 0 ? k : -1;
}

/* ---------------------------------------------------------------- refusals */

static const char *const error_ids[MOE_N_ERRORS] = {
  [MOE_ERROR_SETUP_BOARD] = "moe.setup-board",
  [MOE_ERROR_SETUP_MODE] = "moe.setup-mode",
  [MOE_ERROR_SETUP_PLAYERS] = "moe.setup-players",
  [MOE_ERROR_SETUP_COLOR_REUSED] = "moe.setup-color-reused",
  [MOE_ERROR_SETUP_NEUTRAL] = "moe.setup-neutral",
  [MOE_ERROR_SETUP_DRAWS] = "moe.setup-draws",
  [MOE_ERROR_SETUP_FIXED_CITIES] = "moe.setup-fixed-cities",
  [MOE_ERROR_BAD_ENTRY] = "moe.bad-entry",
  [MOE_ERROR_GAME_OVER] = "moe.game-over",
  [MOE_ERROR_SETUP_ORDER] = "moe.setup-order",
  [MOE_ERROR_WRONG_PLAYER] = "moe.wrong-player",
  [MOE_ERROR_CITY_OCCUPIED] = "moe.city-occupied",
  [MOE_ERROR_SETUP_RESOURCES] = "moe.setup-resources",
  [MOE_ERROR_ROLL_RANGE] = "moe.roll-range",
  [MOE_ERROR_ROLL_DONE] = "moe.roll-done",
  [MOE_ERROR_ROLL_PENDING] = "moe.roll-pending",
  [MOE_ERROR_SEED_MISMATCH] = "moe.seed-mismatch",
  [MOE_ERROR_DISCARD] = "moe.discard",
  [MOE_ERROR_NOT_DUE] = "moe.not-due",
  [MOE_ERROR_ROBBER_SAME] = "moe.robber-same",
  [MOE_ERROR_STEAL] = "moe.steal",
  [MOE_ERROR_PRODUCTION_INVALID] = "moe.production-invalid",
  [MOE_ERROR_TRADE_NOT_ACTIVE] = "moe.trade-not-active",
  [MOE_ERROR_TRADE_NOT_HELD] = "moe.trade-not-held",
  [MOE_ERROR_TRADE_GIFT] = "moe.trade-gift",
  [MOE_ERROR_GOLD_BUY_LIMIT] = "moe.gold-buy-limit",
  [MOE_ERROR_BANK_EMPTY] = "moe.bank-empty",
  [MOE_ERROR_BANK_TRADE_SAME] = "moe.bank-trade-same",
  [MOE_ERROR_CANNOT_AFFORD] = "moe.cannot-afford",
  [MOE_ERROR_DECK_EMPTY] = "moe.deck-empty",
  [MOE_ERROR_NO_MERCHANT] = "moe.no-merchant",
  [MOE_ERROR_NO_CARAVAN] = "moe.no-caravan",
  [MOE_ERROR_REPLACE_INVALID] = "moe.replace-invalid",
  [MOE_ERROR_ROUTE_FULL] = "moe.route-full",
  [MOE_ERROR_NO_ROUTE] = "moe.no-route",
  [MOE_ERROR_CONNECT_GOLD] = "moe.connect-gold",
  [MOE_ERROR_NO_FREE_ROUTE] = "moe.no-free-route",
  [MOE_ERROR_MERCHANT_STEPS] = "moe.merchant-steps",
  [MOE_ERROR_MERCHANT_MOVED] = "moe.merchant-moved",
  [MOE_ERROR_MERCHANT_STOP] = "moe.merchant-stop",
  [MOE_ERROR_NO_KONTOR_LEFT] = "moe.no-kontor-left",
  [MOE_ERROR_TOKEN_SEA_EMPTY] = "moe.token-sea-empty",
  [MOE_ERROR_CARAVAN_STEPS] = "moe.caravan-steps",
  [MOE_ERROR_CARAVAN_MOVED] = "moe.caravan-moved",
  [MOE_ERROR_TOLL_INVALID] = "moe.toll-invalid",
  [MOE_ERROR_TOLL_GOLD] = "moe.toll-gold",
  [MOE_ERROR_DELIVER_OWN] = "moe.deliver-own",
  [MOE_ERROR_DELIVER_NO_KONTOR] = "moe.deliver-no-kontor",
  [MOE_ERROR_DELIVER_TAKEN] = "moe.deliver-taken",
  [MOE_ERROR_DELIVER_NONE] = "moe.deliver-none",
  [MOE_ERROR_DEV_ONE_PER_TURN] = "moe.dev-one-per-turn",
  [MOE_ERROR_DEV_NONE] = "moe.dev-none",
  [MOE_ERROR_DEV_BOUGHT_THIS_TURN] = "moe.dev-bought-this-turn",
  [MOE_ERROR_DEV_EFFECTS] = "moe.dev-effects",
  [MOE_ERROR_END_TOKENS] = "moe.end-tokens",
  [MOE_ERROR_END_PIECES] = "moe.end-pieces",
  [MOE_ERROR_INVARIANT] = NULL,
};

const char *
kontor_moe_error_id_of (MoeError code)
{
  return code >= 0 && code < MOE_N_ERRORS ? error_ids[code] : NULL;
}

/* The rule each refusal names: one plain sentence (spec §7.6). */
static const char *const error_rules[MOE_N_ERRORS] = {
  /* Translators: a refusal in Merchants of Europe, error moe.setup-board: the rule, as one sentence */
  [MOE_ERROR_SETUP_BOARD] = N_("The board is one of the two sides, “short” or “main”."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-mode: the rule, as one sentence */
  [MOE_ERROR_SETUP_MODE] = N_("The setup is “variable”, or “fixed” on the short side only."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-players: the rule, as one sentence */
  [MOE_ERROR_SETUP_PLAYERS] = N_("Merchants of Europe is played by 3 or 4 players, each with a name and a colour (red, blue, white, orange)."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-color-reused: the rule, as one sentence */
  [MOE_ERROR_SETUP_COLOR_REUSED] = N_("Each player has a colour of their own."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-neutral: the rule, as one sentence */
  [MOE_ERROR_SETUP_NEUTRAL] = N_("With 3 players the neutral is the colour nobody chose; with 4 players there is no neutral."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-draws: the rule, as one sentence */
  [MOE_ERROR_SETUP_DRAWS] = N_("Dice and stolen cards are drawn at the table (“table”) or from a seed ({\"seed\": N}, N a whole number from 0 to 2^53 − 1)."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-fixed-cities: the rule, as one sentence */
  [MOE_ERROR_SETUP_FIXED_CITIES] = N_("The fixed setup may name three different labels for the starting kontors of each colour in the game, and no label twice."),
  /* Translators: a refusal in Merchants of Europe, error moe.bad-entry: the rule, as one sentence */
  [MOE_ERROR_BAD_ENTRY] = N_("This entry is not one Merchants of Europe knows, or a field it needs is missing, of the wrong kind or names something unknown."),
  /* Translators: a refusal in Merchants of Europe, error moe.game-over: the rule, as one sentence */
  [MOE_ERROR_GAME_OVER] = N_("A player has delivered all their goods and won: nothing more can be done."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-order: the rule, as one sentence */
  [MOE_ERROR_SETUP_ORDER] = N_("The setup entries come in the order of the rules, and only during the setup."),
  /* Translators: a refusal in Merchants of Europe, error moe.wrong-player: the rule, as one sentence */
  [MOE_ERROR_WRONG_PLAYER] = N_("Only the player whose entry it is may make it."),
  /* Translators: a refusal in Merchants of Europe, error moe.city-occupied: the rule, as one sentence */
  [MOE_ERROR_CITY_OCCUPIED] = N_("A city space holds at most one kontor."),
  /* Translators: a refusal in Merchants of Europe, error moe.setup-resources: the rule, as one sentence */
  [MOE_ERROR_SETUP_RESOURCES] = N_("The starting hand is 1 to 3 resource cards, one for each terrain touching the third kontor."),
  /* Translators: a refusal in Merchants of Europe, error moe.roll-range: the rule, as one sentence */
  [MOE_ERROR_ROLL_RANGE] = N_("A roll is two dice, each showing 1 to 6."),
  /* Translators: a refusal in Merchants of Europe, error moe.roll-done: the rule, as one sentence */
  [MOE_ERROR_ROLL_DONE] = N_("The dice are rolled once per turn."),
  /* Translators: a refusal in Merchants of Europe, error moe.roll-pending: the rule, as one sentence */
  [MOE_ERROR_ROLL_PENDING] = N_("The turn begins with the roll, and the 7 or the production of the roll is settled before anything else."),
  /* Translators: a refusal in Merchants of Europe, error moe.seed-mismatch: the rule, as one sentence */
  [MOE_ERROR_SEED_MISMATCH] = N_("With seeded draws, written-out dice or a stolen card must be the ones the seed gives."),
  /* Translators: a refusal in Merchants of Europe, error moe.discard: the rule, as one sentence */
  [MOE_ERROR_DISCARD] = N_("After a 7, each player holding more than 7 cards returns half of them, rounded down, before the robber moves."),
  /* Translators: a refusal in Merchants of Europe, error moe.not-due: the rule, as one sentence */
  [MOE_ERROR_NOT_DUE] = N_("The robber moves after a 7, and production is entered after any other roll, once each."),
  /* Translators: a refusal in Merchants of Europe, error moe.robber-same: the rule, as one sentence */
  [MOE_ERROR_ROBBER_SAME] = N_("The robber must move to a different terrain."),
  /* Translators: a refusal in Merchants of Europe, error moe.steal: the rule, as one sentence */
  [MOE_ERROR_STEAL] = N_("A card is taken only from an opponent who holds it."),
  /* Translators: a refusal in Merchants of Europe, error moe.production-invalid: the rule, as one sentence */
  [MOE_ERROR_PRODUCTION_INVALID] = N_("Production names players of the game (never the neutral), resources and whole numbers of cards."),
  /* Translators: a refusal in Merchants of Europe, error moe.trade-not-active: the rule, as one sentence */
  [MOE_ERROR_TRADE_NOT_ACTIVE] = N_("The active player trades only with an opponent in the game."),
  /* Translators: a refusal in Merchants of Europe, error moe.trade-not-held: the rule, as one sentence */
  [MOE_ERROR_TRADE_NOT_HELD] = N_("Each side of a trade gives only what it holds."),
  /* Translators: a refusal in Merchants of Europe, error moe.trade-gift: the rule, as one sentence */
  [MOE_ERROR_TRADE_GIFT] = N_("Each side of a trade gives something."),
  /* Translators: a refusal in Merchants of Europe, error moe.gold-buy-limit: the rule, as one sentence */
  [MOE_ERROR_GOLD_BUY_LIMIT] = N_("A player buys at most 2 resources with gold per turn."),
  /* Translators: a refusal in Merchants of Europe, error moe.bank-empty: the rule, as one sentence */
  [MOE_ERROR_BANK_EMPTY] = N_("The bank has no card of that type left."),
  /* Translators: a refusal in Merchants of Europe, error moe.bank-trade-same: the rule, as one sentence */
  [MOE_ERROR_BANK_TRADE_SAME] = N_("A bank trade gives 3 cards of one type for gold or a card of another type."),
  /* Translators: a refusal in Merchants of Europe, error moe.cannot-afford: the rule, as one sentence */
  [MOE_ERROR_CANNOT_AFFORD] = N_("The player cannot pay for this."),
  /* Translators: a refusal in Merchants of Europe, error moe.deck-empty: the rule, as one sentence */
  [MOE_ERROR_DECK_EMPTY] = N_("No development card is left, in the deck or the discard pile."),
  /* Translators: a refusal in Merchants of Europe, error moe.no-merchant: the rule, as one sentence */
  [MOE_ERROR_NO_MERCHANT] = N_("A player has two merchants: a new one needs one in reserve, and only a merchant on the board moves."),
  /* Translators: a refusal in Merchants of Europe, error moe.no-caravan: the rule, as one sentence */
  [MOE_ERROR_NO_CARAVAN] = N_("A player has two caravans: a new one needs one in reserve, and only a caravan on the board moves or delivers."),
  /* Translators: a refusal in Merchants of Europe, error moe.replace-invalid: the rule, as one sentence */
  [MOE_ERROR_REPLACE_INVALID] = N_("A piece is taken off to be placed again only when none of that kind is left in reserve."),
  /* Translators: a refusal in Merchants of Europe, error moe.route-full: the rule, as one sentence */
  [MOE_ERROR_ROUTE_FULL] = N_("A route holds at most 2 caravans."),
  /* Translators: a refusal in Merchants of Europe, error moe.no-route: the rule, as one sentence */
  [MOE_ERROR_NO_ROUTE] = N_("A player has 30 routes."),
  /* Translators: a refusal in Merchants of Europe, error moe.connect-gold: the rule, as one sentence */
  [MOE_ERROR_CONNECT_GOLD] = N_("Connecting an isolated city pays the active player at least 1 gold, and only players of the game own routes."),
  /* Translators: a refusal in Merchants of Europe, error moe.no-free-route: the rule, as one sentence */
  [MOE_ERROR_NO_FREE_ROUTE] = N_("A free route is placed only when a double arrow or a card gave one, as the very next entry."),
  /* Translators: a refusal in Merchants of Europe, error moe.merchant-steps: the rule, as one sentence */
  [MOE_ERROR_MERCHANT_STEPS] = N_("Each grain paid moves one merchant up to 3 crossroads, and at least 1 grain is paid."),
  /* Translators: a refusal in Merchants of Europe, error moe.merchant-moved: the rule, as one sentence */
  [MOE_ERROR_MERCHANT_MOVED] = N_("Each merchant makes one movement per turn."),
  /* Translators: a refusal in Merchants of Europe, error moe.merchant-stop: the rule, as one sentence */
  [MOE_ERROR_MERCHANT_STOP] = N_("A merchant may not stop on another merchant or on another player's kontor."),
  /* Translators: a refusal in Merchants of Europe, error moe.no-kontor-left: the rule, as one sentence */
  [MOE_ERROR_NO_KONTOR_LEFT] = N_("A kontor is founded only while one is left in the warehouse."),
  /* Translators: a refusal in Merchants of Europe, error moe.token-sea-empty: the rule, as one sentence */
  [MOE_ERROR_TOKEN_SEA_EMPTY] = N_("No number token is left at sea."),
  /* Translators: a refusal in Merchants of Europe, error moe.caravan-steps: the rule, as one sentence */
  [MOE_ERROR_CARAVAN_STEPS] = N_("Each salt paid moves one caravan up to 3 routes, and at least 1 salt is paid."),
  /* Translators: a refusal in Merchants of Europe, error moe.caravan-moved: the rule, as one sentence */
  [MOE_ERROR_CARAVAN_MOVED] = N_("Each caravan makes one movement per turn."),
  /* Translators: a refusal in Merchants of Europe, error moe.toll-invalid: the rule, as one sentence */
  [MOE_ERROR_TOLL_INVALID] = N_("Tolls are paid only to opponents in the game."),
  /* Translators: a refusal in Merchants of Europe, error moe.toll-gold: the rule, as one sentence */
  [MOE_ERROR_TOLL_GOLD] = N_("The player cannot pay the tolls of this movement."),
  /* Translators: a refusal in Merchants of Europe, error moe.deliver-own: the rule, as one sentence */
  [MOE_ERROR_DELIVER_OWN] = N_("Goods are delivered only to other players' or neutral kontors."),
  /* Translators: a refusal in Merchants of Europe, error moe.deliver-no-kontor: the rule, as one sentence */
  [MOE_ERROR_DELIVER_NO_KONTOR] = N_("Goods are delivered to a kontor of that owner on that city space."),
  /* Translators: a refusal in Merchants of Europe, error moe.deliver-taken: the rule, as one sentence */
  [MOE_ERROR_DELIVER_TAKEN] = N_("A kontor takes one goods token only."),
  /* Translators: a refusal in Merchants of Europe, error moe.deliver-none: the rule, as one sentence */
  [MOE_ERROR_DELIVER_NONE] = N_("The player has no goods token ready to deliver."),
  /* Translators: a refusal in Merchants of Europe, error moe.dev-one-per-turn: the rule, as one sentence */
  [MOE_ERROR_DEV_ONE_PER_TURN] = N_("A player plays at most one development card per turn."),
  /* Translators: a refusal in Merchants of Europe, error moe.dev-none: the rule, as one sentence */
  [MOE_ERROR_DEV_NONE] = N_("The player holds no development card of that kind."),
  /* Translators: a refusal in Merchants of Europe, error moe.dev-bought-this-turn: the rule, as one sentence */
  [MOE_ERROR_DEV_BOUGHT_THIS_TURN] = N_("A development card is not played in the turn it was bought."),
  /* Translators: a refusal in Merchants of Europe, error moe.dev-effects: the rule, as one sentence */
  [MOE_ERROR_DEV_EFFECTS] = N_("The effects entered do not match the card."),
  /* Translators: a refusal in Merchants of Europe, error moe.end-tokens: the rule, as one sentence */
  [MOE_ERROR_END_TOKENS] = N_("These delivered and covered counts cannot occur in a game of Merchants of Europe."),
  /* Translators: a refusal in Merchants of Europe, error moe.end-pieces: the rule, as one sentence */
  [MOE_ERROR_END_PIECES] = N_("These routes or cards cannot occur in a game of Merchants of Europe."),
  /* Translators: a refusal in Merchants of Europe, an internal check, not a refusal: the rule, as one sentence */
  [MOE_ERROR_INVARIANT] = N_("The position breaks a rule that no entry may break."),
};

const char *
kontor_moe_error_rule (MoeError code)
{
  return code >= 0 && code < MOE_N_ERRORS ? _(error_rules[code]) : "";
}

gboolean
kontor_moe_set_error (GError **error, MoeError code, const char *prefix, const char *detail)
{
  kontor_set_rule_error (error, MOE_ERROR, code, kontor_moe_error_rule (code), prefix, detail);
  return FALSE;
}

static const char *
error_id (const GError *error)
{
  if (error->domain == MOE_ERROR)
    return kontor_moe_error_id_of (error->code);
  return NULL;
}

/* ---------------------------------------------------------------- the title */

static int
n_players (gconstpointer setup)
{
  return ((const MoeSetup *) setup)->n_players;
}

static const char *
player_name (gconstpointer setup, int seat)
{
  return ((const MoeSetup *) setup)->names[seat];
}

static const char *
player_color (gconstpointer setup, int seat)
{
  return kontor_moe_color_ids[((const MoeSetup *) setup)->colors[seat]];
}

const KontorTitle kontor_moe_title = {
  .id = "merchants-of-europe",
  /* Translators: the board game by Klaus Teuber; keep the name as printed on the box */
  .name = N_("Catan Histories: Merchants of Europe"),
  .error_prefix = "moe",
  .min_players = 3,
  .max_players = MOE_MAX_PLAYERS,
  .setup_size = sizeof (MoeSetup),
  .position_size = sizeof (MoePosition),
  .action_size = sizeof (MoeAction),
  .setup_from_json = kontor_moe_setup_from_json,
  .setup_to_json = kontor_moe_setup_to_json,
  .setup_clear = NULL,
  .new_header = kontor_moe_new_header,
  .n_players = n_players,
  .player_name = player_name,
  .player_color = player_color,
  .position_init = kontor_moe_position_init,
  .action_from_json = kontor_moe_action_from_json,
  .action_to_json = kontor_moe_action_to_json,
  .apply = kontor_moe_apply,
  .decider = kontor_moe_decider,
  .ended = kontor_moe_ended,
  .check_invariants = kontor_moe_check_invariants,
  .score_json = kontor_moe_score_json,
  .summary = kontor_moe_summary,
  .error_id = error_id,
  .random_action = kontor_moe_random_action,
  .end_position_score_json = kontor_moe_end_position_score_json,
  .score_text = kontor_moe_score_text,
  .end_position_score_text = kontor_moe_end_position_score_text,
  .legal_json = kontor_moe_legal_json,
  .legal_actions = kontor_moe_legal_actions_into,
  .unchecked_json = NULL,
};
