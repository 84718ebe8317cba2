/* kontor-hs-title.c: Hansa (Michael Schacht) behind KontorTitle: the ids of
 * the spec's §0, the refusals of its §8 with their rule sentences, and the
 * table of functions the core, the CLI and the table call. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-record.h"

G_DEFINE_QUARK (kontor-hs-error-quark, kontor_hs_error)

const char *const kontor_hs_city_ids[HS_N_CITIES] = {
  "toensberg", "aalborg", "copenhagen", "luebeck", "danzig", "kalmar", "stockholm", "riga", "city-9",
};

const char *const kontor_hs_goods_ids[HS_N_GOODS] = {
  "yellow", "green", "red", "blue", "pink", "black",
};

const char *const kontor_hs_player_colors[HS_N_GOODS] = {
  "red", "blue", "green", "yellow", "purple", "gray",
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
kontor_hs_city_from_id (const char *id)
{
  return index_of (kontor_hs_city_ids, HS_N_CITIES, id);
}

int
kontor_hs_goods_from_id (const char *id)
{
  return index_of (kontor_hs_goods_ids, HS_N_GOODS, id);
}

int
kontor_hs_player_color_from_id (const char *id)
{
  return index_of (kontor_hs_player_colors, HS_N_GOODS, id);
}

static const char *const kind_ids[HS_N_KINDS] = {
  "yellow-1", "yellow-2", "yellow-3", "green-1", "green-2", "green-3",
  "red-1", "red-2", "red-3", "blue-1", "blue-2", "blue-3",
  "pink-1", "pink-2", "pink-3", "black-1", "black-2", "black-3",
};

int
kontor_hs_kind_from_id (const char *id)
{
  return index_of (kind_ids, HS_N_KINDS, id);
}

const char *
kontor_hs_kind_id (int kind)
{
  return kind >= 0 && kind < HS_N_KINDS ? kind_ids[kind] : "?";
}

/* ---------------------------------------------------------------- refusals */

static const char *const error_ids[HS_N_ERRORS] = {
  [HS_ERROR_SETUP_PLAYERS] = "hansa.setup-players",
  [HS_ERROR_SETUP_VARIANT] = "hansa.setup-variant",
  [HS_ERROR_SETUP_DRAWS] = "hansa.setup-draws",
  [HS_ERROR_BOARD_PROFILE] = "hansa.board-profile",
  [HS_ERROR_SETUP_COLOURS] = "hansa.setup-colours",
  [HS_ERROR_SETUP_WAREHOUSES] = "hansa.setup-warehouses",
  [HS_ERROR_DRAW_UNAVAILABLE] = "hansa.draw-unavailable",
  [HS_ERROR_SEED_MISMATCH] = "hansa.seed-mismatch",
  [HS_ERROR_SETUP_PILES] = "hansa.setup-piles",
  [HS_ERROR_SETUP_COPENHAGEN] = "hansa.setup-copenhagen",
  [HS_ERROR_SETUP_SAME_CITY] = "hansa.setup-same-city",
  [HS_ERROR_SETUP_ORDER] = "hansa.setup-order",
  [HS_ERROR_WRONG_PLAYER] = "hansa.wrong-player",
  [HS_ERROR_BAD_ENTRY] = "hansa.bad-entry",
  [HS_ERROR_UNKNOWN_ID] = "hansa.unknown-id",
  [HS_ERROR_GAME_OVER] = "hansa.game-over",
  [HS_ERROR_REFILL_LATE] = "hansa.refill-late",
  [HS_ERROR_REFILL_NOTHING_EMPTY] = "hansa.refill-nothing-empty",
  [HS_ERROR_REFILL_NOTHING_LEFT] = "hansa.refill-nothing-left",
  [HS_ERROR_REFILL_COUNT] = "hansa.refill-count",
  [HS_ERROR_REFILL_REQUIRED] = "hansa.refill-required",
  [HS_ERROR_SAIL_NO_ARROW] = "hansa.sail-no-arrow",
  [HS_ERROR_SAIL_NO_MONEY] = "hansa.sail-no-money",
  [HS_ERROR_ACTION_USED_HERE] = "hansa.action-used-here",
  [HS_ERROR_BUY_EMPTY] = "hansa.buy-empty",
  [HS_ERROR_BUY_NOT_HERE] = "hansa.buy-not-here",
  [HS_ERROR_BUY_NO_MONEY] = "hansa.buy-no-money",
  [HS_ERROR_ESTABLISH_NO_MARKER] = "hansa.establish-no-marker",
  [HS_ERROR_ESTABLISH_NO_BOOTHS] = "hansa.establish-no-booths",
  [HS_ERROR_SELL_NO_BOOTH] = "hansa.sell-no-booth",
  [HS_ERROR_SELL_NOT_HELD] = "hansa.sell-not-held",
  [HS_ERROR_SELL_PAIR] = "hansa.sell-pair",
  [HS_ERROR_SELL_LOSSES] = "hansa.sell-losses",
  [HS_ERROR_TAX_DISCARD] = "hansa.tax-discard",
  [HS_ERROR_END_POSITION] = "hansa.end-position",
  [HS_ERROR_INVARIANT] = NULL,
};

const char *
kontor_hs_error_id_of (HsError code)
{
  return code >= 0 && code < HS_N_ERRORS ? error_ids[code] : NULL;
}

/* The rule each refusal names: one plain sentence (spec §8). */
const char *
kontor_hs_error_rule (HsError code)
{
  switch (code)
    {
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-players: the rule, as one sentence */
    case HS_ERROR_SETUP_PLAYERS: return _("Hansa is played by 2 to 4 players, each with a name and a colour of their own (red, blue, green, yellow, purple, gray).");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-variant: the rule, as one sentence */
    case HS_ERROR_SETUP_VARIANT: return _("The only variant of Hansa is the Extrakarte (“extrakarte”).");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-draws: the rule, as one sentence */
    case HS_ERROR_SETUP_DRAWS: return _("Markers are drawn at the table (“table”) or from a seed ({\"seed\": N}, N a whole number from 0 to 2^53 − 1).");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.board-profile: the rule, as one sentence */
    case HS_ERROR_BOARD_PROFILE: return _("A Hansa game needs a complete description of the board: nine cities, each with its number (1 to 9, each once) and its warehouse spaces (1 or 2).");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-colours: the rule, as one sentence */
    case HS_ERROR_SETUP_COLOURS: return _("Two players play with 4 goods colours, three with 5 and four with all 6, each colour once.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-warehouses: the rule, as one sentence */
    case HS_ERROR_SETUP_WAREHOUSES: return _("Every warehouse space of the board gets one marker at setup.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.draw-unavailable: the rule, as one sentence */
    case HS_ERROR_DRAW_UNAVAILABLE: return _("A drawn marker must be one that is still face down in the supply.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.seed-mismatch: the rule, as one sentence */
    case HS_ERROR_SEED_MISMATCH: return _("With seeded draws, a written-out marker must be the one the seed draws.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-piles: the rule, as one sentence */
    case HS_ERROR_SETUP_PILES: return _("The remaining markers form 5 piles of at least 1 marker each, adding up to all of them.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-copenhagen: the rule, as one sentence */
    case HS_ERROR_SETUP_COPENHAGEN: return _("No booths may be placed in Copenhagen during setup.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-same-city: the rule, as one sentence */
    case HS_ERROR_SETUP_SAME_CITY: return _("Each player places their three pairs of starting booths in three different cities.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.setup-order: the rule, as one sentence */
    case HS_ERROR_SETUP_ORDER: return _("The game starts with three rounds of booth placements, and only then do the turns begin.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.wrong-player: the rule, as one sentence */
    case HS_ERROR_WRONG_PLAYER: return _("Only the player whose turn it is may make this entry.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.bad-entry: the rule, as one sentence */
    case HS_ERROR_BAD_ENTRY: return _("This entry is not one Hansa knows, or a field it needs is missing or of the wrong kind.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.unknown-id: the rule, as one sentence */
    case HS_ERROR_UNKNOWN_ID: return _("This names no city of the board, or no goods marker (a marker is written like “red-2”).");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.game-over: the rule, as one sentence */
    case HS_ERROR_GAME_OVER: return _("Once the game has ended nothing more can be done.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.refill-late: the rule, as one sentence */
    case HS_ERROR_REFILL_LATE: return _("The warehouses are refilled only at the start of a turn, before the first sail or action.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.refill-nothing-empty: the rule, as one sentence */
    case HS_ERROR_REFILL_NOTHING_EMPTY: return _("A refill needs at least one empty warehouse space.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.refill-nothing-left: the rule, as one sentence */
    case HS_ERROR_REFILL_NOTHING_LEFT: return _("A refill needs at least one marker left face down in the supply piles.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.refill-count: the rule, as one sentence */
    case HS_ERROR_REFILL_COUNT: return _("A refill fills every empty warehouse space while markers last: name exactly that many markers.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.refill-required: the rule, as one sentence */
    case HS_ERROR_REFILL_REQUIRED: return _("When every warehouse space is empty, the player must refill before sailing, acting or ending the turn.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sail-no-arrow: the rule, as one sentence */
    case HS_ERROR_SAIL_NO_ARROW: return _("The ship sails only along an arrow, from its city to another city.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sail-no-money: the rule, as one sentence */
    case HS_ERROR_SAIL_NO_MONEY: return _("Each sail costs 1 taler.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.action-used-here: the rule, as one sentence */
    case HS_ERROR_ACTION_USED_HERE: return _("Only one action may be taken per visit of the ship: sail away and come back to act here again.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.buy-empty: the rule, as one sentence */
    case HS_ERROR_BUY_EMPTY: return _("There is no goods marker in the ship's city to buy.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.buy-not-here: the rule, as one sentence */
    case HS_ERROR_BUY_NOT_HERE: return _("Only a goods marker lying in the ship's city can be bought.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.buy-no-money: the rule, as one sentence */
    case HS_ERROR_BUY_NO_MONEY: return _("This purchase costs 1 taler, and the player has none.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.establish-no-marker: the rule, as one sentence */
    case HS_ERROR_ESTABLISH_NO_MARKER: return _("Setting up booths spends one of the player's unsold goods markers.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.establish-no-booths: the rule, as one sentence */
    case HS_ERROR_ESTABLISH_NO_BOOTHS: return _("Setting up booths needs at least one booth left in the player's supply.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sell-no-booth: the rule, as one sentence */
    case HS_ERROR_SELL_NO_BOOTH: return _("Goods are sold only in a city where the player has a booth.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sell-not-held: the rule, as one sentence */
    case HS_ERROR_SELL_NOT_HELD: return _("A sale names one or more of the player's own unsold goods markers.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sell-pair: the rule, as one sentence */
    case HS_ERROR_SELL_PAIR: return _("Each colour sold needs at least 2 markers of that colour.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.sell-losses: the rule, as one sentence */
    case HS_ERROR_SELL_LOSSES: return _("After a sale, each opponent loses exactly one unsold marker of each colour sold that they hold, and nothing else.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.tax-discard: the rule, as one sentence */
    case HS_ERROR_TAX_DISCARD: return _("At the end of the turn a player with more than 3 unsold markers discards down to exactly 3, choosing from those held.");
    /* Translators: a refusal in Hansa (Michael Schacht), error hansa.end-position: the rule, as one sentence */
    case HS_ERROR_END_POSITION: return _("This end position cannot occur in a game of Hansa.");
    /* Translators: a refusal in Hansa (Michael Schacht), an internal check, not a refusal: the rule, as one sentence */
    case HS_ERROR_INVARIANT: return _("The position breaks a rule that no entry may break.");
    case HS_N_ERRORS: break;
    }
  return "";
}

void
kontor_hs_set_error (GError **error, HsError code, const char *prefix, const char *detail)
{
  kontor_set_rule_error (error, HS_ERROR, code, kontor_hs_error_rule (code), prefix, detail);
}

static const char *
error_id (const GError *error)
{
  if (error->domain == HS_ERROR)
    return kontor_hs_error_id_of (error->code);
  return NULL;
}

/* ---------------------------------------------------------------- the title */

static int
n_players (gconstpointer setup)
{
  return ((const HsSetup *) setup)->n_players;
}

static const char *
player_name (gconstpointer setup, int seat)
{
  return ((const HsSetup *) setup)->names[seat];
}

static const char *
player_color (gconstpointer setup, int seat)
{
  return kontor_hs_player_colors[((const HsSetup *) setup)->colors[seat]];
}

static void
hs_legal_actions (gconstpointer pos, GArray *out)
{
  g_autoptr (GArray) list = kontor_hs_legal_actions (pos);
  g_array_append_vals (out, list->data, list->len);
}

const KontorTitle kontor_hs_title = {
  .id = "hansa-schacht",
  /* Translators: the game by Michael Schacht; keep the name as printed on the box */
  .name = N_("Hansa"),
  .error_prefix = "hansa",
  .min_players = 2,
  .max_players = HS_MAX_PLAYERS,
  .setup_size = sizeof (HsSetup),
  .position_size = sizeof (HsPosition),
  .action_size = sizeof (HsAction),
  .setup_from_json = kontor_hs_setup_from_json,
  .setup_to_json = kontor_hs_setup_to_json,
  .setup_clear = NULL,
  .new_header = kontor_hs_new_header,
  .n_players = n_players,
  .player_name = player_name,
  .player_color = player_color,
  .position_init = kontor_hs_position_init,
  .action_from_json = kontor_hs_action_from_json,
  .action_to_json = kontor_hs_action_to_json,
  .apply = kontor_hs_apply,
  .decider = kontor_hs_decider,
  .ended = kontor_hs_ended,
  .check_invariants = kontor_hs_check_invariants,
  .score_json = kontor_hs_score_json,
  .summary = kontor_hs_summary,
  .error_id = error_id,
  .random_action = kontor_hs_random_action,
  .end_position_score_json = kontor_hs_end_position_score_json,
  .score_text = kontor_hs_score_text,
  .end_position_score_text = kontor_hs_end_position_score_text,
  .legal_json = kontor_hs_legal_json,
  .legal_actions = hs_legal_actions,
  .unchecked_json = kontor_hs_unchecked_json,
};
