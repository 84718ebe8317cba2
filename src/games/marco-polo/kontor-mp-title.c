/* kontor-mp-title.c: Marco Polo behind KontorTitle: the ids of the spec's
 * §0, the refusals of its §8 with their rule sentences, and the table of
 * functions the core, the CLI and the table call. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-record.h"

G_DEFINE_QUARK (kontor-mp-error-quark, kontor_mp_error)

const char *const kontor_mp_group_ids[MP_N_GROUPS] = { "blue", "green", "red", "orange" };

const char *const kontor_mp_player_colors[MP_MAX_PLAYERS] = { "red", "blue", "green", "yellow" };

const char *const kontor_mp_space_ids[MP_N_SPACE_KINDS] = {
  "venice", "small", "trading", "port", "khanbalik", "mission", "karakorum",
};

static const char *const kind_ids[MP_N_KINDS + 2] = {
  "blue-400", "blue-200", "blue-100", "blue-azar",
  "green-400", "green-200", "green-100", "green-azar",
  "red-400", "red-200", "red-100", "red-azar",
  "orange-400", "orange-200", "orange-100", "orange-azar",
  "tablet", "secret",
};

static int
index_of (const char *const *list, int n, const char *id)
{
  for (int i = 0; id != NULL && i < n; i++)
    if (strcmp (list[i], id) == 0)
      return i;
  return -1;
}

int
kontor_mp_group_from_id (const char *id)
{
  return index_of (kontor_mp_group_ids, MP_N_GROUPS, id);
}

int
kontor_mp_player_color_from_id (const char *id)
{
  return index_of (kontor_mp_player_colors, MP_MAX_PLAYERS, id);
}

int
kontor_mp_space_from_id (const char *id)
{
  return index_of (kontor_mp_space_ids, MP_N_SPACE_KINDS, id);
}

int
kontor_mp_kind_from_id (const char *id)
{
  return index_of (kind_ids, MP_N_KINDS + 2, id);
}

const char *
kontor_mp_kind_id (int kind)
{
  return kind >= 0 && kind < MP_N_KINDS + 2 ? kind_ids[kind] : "?";
}

/* ---------------------------------------------------------------- refusals */

static const char *const error_ids[MP_N_ERRORS] = {
  [MP_ERROR_SETUP_PLAYERS] = "mp.setup-players",
  [MP_ERROR_SETUP_BOARD] = "mp.setup-board",
  [MP_ERROR_SETUP_VARIANT] = "mp.setup-variant",
  [MP_ERROR_SETUP_DRAWS] = "mp.setup-draws",
  [MP_ERROR_BAD_ENTRY] = "mp.bad-entry",
  [MP_ERROR_WRONG_PLAYER] = "mp.wrong-player",
  [MP_ERROR_GAME_OVER] = "mp.game-over",
  [MP_ERROR_STAGE] = "mp.stage",
  [MP_ERROR_ROLL_RANGE] = "mp.roll-range",
  [MP_ERROR_SEED_MISMATCH] = "mp.seed-mismatch",
  [MP_ERROR_COMBAT_REQUIRED] = "mp.combat-required",
  [MP_ERROR_MOVE_ZERO] = "mp.move-zero",
  [MP_ERROR_MOVE_TOO_FAR] = "mp.move-too-far",
  [MP_ERROR_MOVE_SHORT] = "mp.move-short",
  [MP_ERROR_SPACE_OCCUPIED] = "mp.space-occupied",
  [MP_ERROR_SAME_SPACE] = "mp.same-space",
  [MP_ERROR_KHANBALIK_GIFTS] = "mp.khanbalik-gifts",
  [MP_ERROR_REFUSE_NO_TABLET] = "mp.refuse-no-tablet",
  [MP_ERROR_COMBAT_PAY] = "mp.combat-pay",
  [MP_ERROR_NOT_TRADING_PLACE] = "mp.not-trading-place",
  [MP_ERROR_NOT_SELLABLE] = "mp.not-sellable",
  [MP_ERROR_CARD_NOT_HELD] = "mp.card-not-held",
  [MP_ERROR_BUY_LIMIT] = "mp.buy-limit",
  [MP_ERROR_BUY_WRONG_GROUP] = "mp.buy-wrong-group",
  [MP_ERROR_BUY_NO_COINS] = "mp.buy-no-coins",
  [MP_ERROR_PILE_UNAVAILABLE] = "mp.pile-unavailable",
  [MP_ERROR_BUY_FROM_NOT_HERE] = "mp.buy-from-not-here",
  [MP_ERROR_BUY_FROM_NO_GOODS] = "mp.buy-from-no-goods",
  [MP_ERROR_BUY_MIXED] = "mp.buy-mixed",
  [MP_ERROR_CHANCE_INVALID] = "mp.chance-invalid",
  [MP_ERROR_NOT_HERE] = "mp.not-here",
  [MP_ERROR_TABLET_HELD] = "mp.tablet-held",
  [MP_ERROR_GIFTS_INVALID] = "mp.gifts-invalid",
  [MP_ERROR_MISSION_NO_TABLET] = "mp.mission-no-tablet",
  [MP_ERROR_MISSION_TAKEN] = "mp.mission-taken",
  [MP_ERROR_MISSION_HASH] = "mp.mission-hash",
  [MP_ERROR_DEBT_RAISE] = "mp.debt-raise",
  [MP_ERROR_END_POSITION] = "mp.end-position",
  [MP_ERROR_INVARIANT] = NULL,
};

const char *
kontor_mp_error_id_of (MpError code)
{
  return code >= 0 && code < MP_N_ERRORS ? error_ids[code] : NULL;
}

/* The rule each refusal names: one plain sentence (spec §8). */
static const char *const error_rules[MP_N_ERRORS] = {
  /* Translators: a refusal in Marco Polo, error mp.setup-players: the rule, as one sentence */
  [MP_ERROR_SETUP_PLAYERS] = N_("Marco Polo is played by 2 to 4 players, each with a name and a pawn colour of their own (red, blue, green, yellow)."),
  /* Translators: a refusal in Marco Polo, error mp.setup-board: the rule, as one sentence */
  [MP_ERROR_SETUP_BOARD] = N_("Marco Polo has one board, “marco-polo-classic”."),
  /* Translators: a refusal in Marco Polo, error mp.setup-variant: the rule, as one sentence; the ids in quotes are not translated */
  [MP_ERROR_SETUP_VARIANT] = N_("The variants of Marco Polo are “five-fights-six-rerolls” and “tablet-for-any-goods”, each named at most once."),
  /* Translators: a refusal in Marco Polo, error mp.setup-draws: the rule, as one sentence */
  [MP_ERROR_SETUP_DRAWS] = N_("Cards and dice are drawn at the table (“table”) or from a seed ({\"seed\": N}, N a whole number from 0 to 2^53 − 1)."),
  /* Translators: a refusal in Marco Polo, error mp.bad-entry: the rule, as one sentence */
  [MP_ERROR_BAD_ENTRY] = N_("This entry is not one Marco Polo knows, or a field it needs is missing, of the wrong kind or names something unknown."),
  /* Translators: a refusal in Marco Polo, error mp.wrong-player: the rule, as one sentence */
  [MP_ERROR_WRONG_PLAYER] = N_("Only the player whose turn it is may make this entry."),
  /* Translators: a refusal in Marco Polo, error mp.game-over: the rule, as one sentence */
  [MP_ERROR_GAME_OVER] = N_("A player has won: nothing more can be done."),
  /* Translators: a refusal in Marco Polo, error mp.stage: the rule, as one sentence */
  [MP_ERROR_STAGE] = N_("A turn goes roll, then move or fight, then trade and arrive, then end; a drawn chance card is carried out before anything else."),
  /* Translators: a refusal in Marco Polo, error mp.roll-range: the rule, as one sentence */
  [MP_ERROR_ROLL_RANGE] = N_("A die shows 1 to 6."),
  /* Translators: a refusal in Marco Polo, error mp.seed-mismatch: the rule, as one sentence */
  [MP_ERROR_SEED_MISMATCH] = N_("With seeded draws, a written-out die or card must be the one the seed gives."),
  /* Translators: a refusal in Marco Polo, error mp.combat-required: the rule, as one sentence */
  [MP_ERROR_COMBAT_REQUIRED] = N_("A roll of 5 or 6 means a fight with the corsairs or bandits, not a move."),
  /* Translators: a refusal in Marco Polo, error mp.move-zero: the rule, as one sentence */
  [MP_ERROR_MOVE_ZERO] = N_("The pawn must move at least one space."),
  /* Translators: a refusal in Marco Polo, error mp.move-too-far: the rule, as one sentence */
  [MP_ERROR_MOVE_TOO_FAR] = N_("The pawn moves at most the number rolled."),
  /* Translators: a refusal in Marco Polo, error mp.move-short: the rule, as one sentence */
  [MP_ERROR_MOVE_SHORT] = N_("The pawn moves the full roll, except to stop at a trading place, at a port where it changes between land and sea, at Khanbalik, at its mission city or at Venice."),
  /* Translators: a refusal in Marco Polo, error mp.space-occupied: the rule, as one sentence */
  [MP_ERROR_SPACE_OCCUPIED] = N_("A pawn may not stop on a small circle or a port where another pawn stands."),
  /* Translators: a refusal in Marco Polo, error mp.same-space: the rule, as one sentence */
  [MP_ERROR_SAME_SPACE] = N_("A pawn may not end its move on the space where it began the turn."),
  /* Translators: a refusal in Marco Polo, error mp.khanbalik-gifts: the rule, as one sentence */
  [MP_ERROR_KHANBALIK_GIFTS] = N_("A pawn may enter Khanbalik only when its player holds three goods cards of 400 as gifts for the Khan."),
  /* Translators: a refusal in Marco Polo, error mp.refuse-no-tablet: the rule, as one sentence */
  [MP_ERROR_REFUSE_NO_TABLET] = N_("Only a player holding a Golden Tablet may refuse a fight and roll again."),
  /* Translators: a refusal in Marco Polo, error mp.combat-pay: the rule, as one sentence */
  [MP_ERROR_COMBAT_PAY] = N_("A player who loses a fight pays one goods card or 200 reales to the booty, and a player who wins pays nothing."),
  /* Translators: a refusal in Marco Polo, error mp.not-trading-place: the rule, as one sentence */
  [MP_ERROR_NOT_TRADING_PLACE] = N_("Trading needs the pawn to have stopped on a trading place this turn."),
  /* Translators: a refusal in Marco Polo, error mp.not-sellable: the rule, as one sentence */
  [MP_ERROR_NOT_SELLABLE] = N_("Only goods cards are sold at a trading place; chance cards are never sold."),
  /* Translators: a refusal in Marco Polo, error mp.card-not-held: the rule, as one sentence */
  [MP_ERROR_CARD_NOT_HELD] = N_("A player can only give or sell a card they hold."),
  /* Translators: a refusal in Marco Polo, error mp.buy-limit: the rule, as one sentence */
  [MP_ERROR_BUY_LIMIT] = N_("At each stop a player buys 1 to 3 cards from the place's pile, and buys from each other player at most once."),
  /* Translators: a refusal in Marco Polo, error mp.buy-wrong-group: the rule, as one sentence */
  [MP_ERROR_BUY_WRONG_GROUP] = N_("A trading place sells only the cards of its own group."),
  /* Translators: a refusal in Marco Polo, error mp.buy-no-coins: the rule, as one sentence */
  [MP_ERROR_BUY_NO_COINS] = N_("A purchase is paid beforehand: 100 reales per card from the pile, 200 reales per card from a player."),
  /* Translators: a refusal in Marco Polo, error mp.pile-unavailable: the rule, as one sentence */
  [MP_ERROR_PILE_UNAVAILABLE] = N_("A card drawn or taken from a pile must still be in that pile."),
  /* Translators: a refusal in Marco Polo, error mp.buy-from-not-here: the rule, as one sentence */
  [MP_ERROR_BUY_FROM_NOT_HERE] = N_("A player buys only from another player whose pawn stands on the same trading place."),
  /* Translators: a refusal in Marco Polo, error mp.buy-from-no-goods: the rule, as one sentence */
  [MP_ERROR_BUY_FROM_NO_GOODS] = N_("A player can only be bought from when they hold a goods card."),
  /* Translators: a refusal in Marco Polo, error mp.buy-mixed: the rule, as one sentence */
  [MP_ERROR_BUY_MIXED] = N_("At one stop a player buys either from the place's pile or from other players, not both."),
  /* Translators: a refusal in Marco Polo, error mp.chance-invalid: the rule, as one sentence */
  [MP_ERROR_CHANCE_INVALID] = N_("A chance card's effect must be well formed and possible at that moment."),
  /* Translators: a refusal in Marco Polo, error mp.not-here: the rule, as one sentence */
  [MP_ERROR_NOT_HERE] = N_("The Khan's Tablet and a mission's Secret are received only by a pawn that stopped there this turn."),
  /* Translators: a refusal in Marco Polo, error mp.tablet-held: the rule, as one sentence */
  [MP_ERROR_TABLET_HELD] = N_("A player holding a Golden Tablet or a Secret of the Orient cannot receive another Tablet."),
  /* Translators: a refusal in Marco Polo, error mp.gifts-invalid: the rule, as one sentence */
  [MP_ERROR_GIFTS_INVALID] = N_("The Khan's gifts are exactly three goods cards of 400 (in the variant, goods worth at least 1,200 for a player who lost their Tablet)."),
  /* Translators: a refusal in Marco Polo, error mp.mission-no-tablet: the rule, as one sentence */
  [MP_ERROR_MISSION_NO_TABLET] = N_("Only a player holding a Golden Tablet has a mission city."),
  /* Translators: a refusal in Marco Polo, error mp.mission-taken: the rule, as one sentence */
  [MP_ERROR_MISSION_TAKEN] = N_("Each mission city is named by one Tablet only, and this one was already revealed."),
  /* Translators: a refusal in Marco Polo, error mp.mission-hash: the rule, as one sentence */
  [MP_ERROR_MISSION_HASH] = N_("The revealed city and its salt must match the mission stored when the Tablet was received."),
  /* Translators: a refusal in Marco Polo, error mp.debt-raise: the rule, as one sentence */
  [MP_ERROR_DEBT_RAISE] = N_("A player short of coins sells goods cards first, then the Tablet or the Secret, only until the debt is covered."),
  /* Translators: a refusal in Marco Polo, error mp.end-position: the rule, as one sentence */
  [MP_ERROR_END_POSITION] = N_("This end position cannot occur in a game of Marco Polo."),
  /* Translators: a refusal in Marco Polo, an internal check, not a refusal: the rule, as one sentence */
  [MP_ERROR_INVARIANT] = N_("The position breaks a rule that no entry may break."),
};

const char *
kontor_mp_error_rule (MpError code)
{
  return code >= 0 && code < MP_N_ERRORS ? _(error_rules[code]) : "";
}

void
kontor_mp_set_error (GError **error, MpError code, const char *prefix, const char *detail)
{
  kontor_set_rule_error (error, MP_ERROR, code, kontor_mp_error_rule (code), prefix, detail);
}

static const char *
error_id (const GError *error)
{
  if (error->domain == MP_ERROR)
    return kontor_mp_error_id_of (error->code);
  return NULL;
}

/* ---------------------------------------------------------------- the title */

static int
n_players (gconstpointer setup)
{
  return ((const MpSetup *) setup)->n_players;
}

static const char *
player_name (gconstpointer setup, int seat)
{
  return ((const MpSetup *) setup)->names[seat];
}

static const char *
player_color (gconstpointer setup, int seat)
{
  return kontor_mp_player_colors[((const MpSetup *) setup)->colors[seat]];
}

const KontorTitle kontor_mp_title = {
  .id = "marco-polo-classic",
  /* Translators: the 1980s roll-and-move game; keep the name as printed on the box */
  .name = N_("Marco Polo"),
  .error_prefix = "mp",
  .min_players = 2,
  .max_players = MP_MAX_PLAYERS,
  .setup_size = sizeof (MpSetup),
  .position_size = sizeof (MpPosition),
  .action_size = sizeof (MpAction),
  .setup_from_json = kontor_mp_setup_from_json,
  .setup_to_json = kontor_mp_setup_to_json,
  .setup_clear = NULL,
  .new_header = kontor_mp_new_header,
  .n_players = n_players,
  .player_name = player_name,
  .player_color = player_color,
  .position_init = kontor_mp_position_init,
  .action_from_json = kontor_mp_action_from_json,
  .action_to_json = kontor_mp_action_to_json,
  .apply = kontor_mp_apply,
  .decider = kontor_mp_decider,
  .ended = kontor_mp_ended,
  .check_invariants = kontor_mp_check_invariants,
  .score_json = kontor_mp_score_json,
  .summary = kontor_mp_summary,
  .error_id = error_id,
  .random_action = kontor_mp_random_action,
  .end_position_score_json = kontor_mp_end_position_score_json,
  .score_text = kontor_mp_score_text,
  .end_position_score_text = kontor_mp_end_position_score_text,
  .legal_json = kontor_mp_legal_json,
  .legal_actions = kontor_mp_legal_actions_into,
  .unchecked_json = NULL,
};
