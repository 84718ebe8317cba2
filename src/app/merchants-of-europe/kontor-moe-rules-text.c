/* kontor-moe-rules-text.c: the rules reference of Catan Histories:
 * Merchants of Europe in our own words, organised like
 * ../shared/spec/rules-merchants-of-europe.md, and the section each
 * refusal is explained in. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-moe.h"
#include "kontor-moe-rules-text.h"

/* Translators: the texts below explain the rules of Catan Histories:
 * Merchants of Europe.  A kontor is a player's trading post on a city
 * space; use the words of your language's edition (es: Los Colonos de
 * Europa, de: Aufbruch der Händler) where one exists. */
static const KontorRulesSection sections[] = {
  { "goal",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Goal and setup"),
    N_("Three or four merchants build trade routes across Europe. Each player's warehouse holds goods tokens under "
       "kontors; founding a kontor frees the token under it, and a caravan delivers free tokens to other players' "
       "kontors. The first player to deliver all their goods wins at once: 5 on the short side with 4 players, 6 with "
       "3; 8 on the main side with 4 players, 10 with 3.\n\n"
       "Everyone starts with 3 kontors on the board, a route with a caravan beside it, 3 gold and a few resource "
       "cards. On the short side the rulebook's picture fixes all of this; on the main side the kontors are placed in "
       "snake order and the cards follow from the third kontor's terrains.") },
  { "production",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Rolling and production"),
    N_("The active player rolls both dice. Every kontor next to a terrain with the number rolled earns its owner one "
       "card of that terrain, unless the robber stands there. When the bank cannot pay everyone a type, nobody gets "
       "that type. Every player who gets no card at all takes 1 gold from the bank instead.\n\n"
       "In Kontor: tap the two dice (or let Kontor roll), then tap the cards each player is owed in the grid; it "
       "starts with what was owed the last time this total came up. Press Done.") },
  { "seven",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("A seven and the robber"),
    N_("On a 7 nothing is produced and nobody gets gold. Every player holding more than 7 cards returns half of them "
       "(rounded down) to the bank. Then the active player moves the robber to another terrain with a number and may "
       "take one random card from an opponent with a kontor next to it.") },
  { "trade",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Trading"),
    N_("Only the active player trades: with one opponent at a time, cards and gold for cards and gold, each side "
       "giving something. With the bank: 3 cards of one type for 1 card of another type or 1 gold, as often as "
       "wanted. A card can also be bought for 2 gold, at most twice a turn.") },
  { "build",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Building"),
    N_("A development card costs wool and salt; a merchant wool, grain and wood; a caravan ore, wood and salt; a "
       "route ore and wood. Each player has 30 routes, 2 merchants and 2 caravans; with both on the board, one may be "
       "taken off and placed again at the full cost.\n\n"
       "A route on a double-arrow path brings one free route at once. A route that ends a city's isolation pays every "
       "player 1 gold per route of theirs on the shortest chain to another city.") },
  { "merchants",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Merchants and kontors"),
    N_("Each grain moves one merchant up to 3 crossroads. It may not stop on another merchant or another player's "
       "kontor. Ending on an empty city space founds a kontor there: the merchant goes back to the reserve and the "
       "kontor comes from the warehouse, freeing the goods token under it. A coastal city may pay gold, and an empty "
       "number space beside the new kontor gets a number token.") },
  { "caravans",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Caravans and deliveries"),
    N_("Each salt moves one caravan up to 3 routes, anyone's. Every opponent whose routes it used this turn gets 1 "
       "gold. When a caravan is placed or moves next to another player's or a neutral kontor with no goods under it, "
       "one free token may be delivered there. A caravan standing next to a kontor founded later may deliver without "
       "moving.") },
  { "dev",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("Development cards"),
    N_("At most one card per turn, never one bought this turn, before the roll or in the action phase. The lancer "
       "moves the robber as a 7 does; other cards are entered with their effects as printed.") },
  { "win",
    /* Translators: a section title of the rules of Merchants of Europe */
    N_("The end"),
    N_("The player who delivers their last goods token wins at once; there are no points. The progress sheet "
       "orders the others by goods delivered, then by kontors founded.") },
};

const KontorRulesSection *
kontor_moe_rules_sections (guint *n)
{
  *n = G_N_ELEMENTS (sections);
  return sections;
}

static const char *
section_of (MoeError code)
{
  switch (code)
    {
    case MOE_ERROR_SETUP_ORDER: case MOE_ERROR_CITY_OCCUPIED: case MOE_ERROR_SETUP_RESOURCES:
      return code == MOE_ERROR_CITY_OCCUPIED ? "merchants" : "goal";
    case MOE_ERROR_ROLL_RANGE: case MOE_ERROR_ROLL_DONE: case MOE_ERROR_ROLL_PENDING: case MOE_ERROR_SEED_MISMATCH:
    case MOE_ERROR_NOT_DUE: case MOE_ERROR_PRODUCTION_INVALID:
      return "production";
    case MOE_ERROR_DISCARD: case MOE_ERROR_ROBBER_SAME: case MOE_ERROR_STEAL:
      return "seven";
    case MOE_ERROR_TRADE_NOT_ACTIVE: case MOE_ERROR_TRADE_NOT_HELD: case MOE_ERROR_TRADE_GIFT:
    case MOE_ERROR_GOLD_BUY_LIMIT: case MOE_ERROR_BANK_EMPTY: case MOE_ERROR_BANK_TRADE_SAME:
      return "trade";
    case MOE_ERROR_CANNOT_AFFORD: case MOE_ERROR_REPLACE_INVALID: case MOE_ERROR_NO_ROUTE: case MOE_ERROR_CONNECT_GOLD:
    case MOE_ERROR_NO_FREE_ROUTE:
      return "build";
    case MOE_ERROR_NO_MERCHANT: case MOE_ERROR_MERCHANT_STEPS: case MOE_ERROR_MERCHANT_MOVED:
    case MOE_ERROR_MERCHANT_STOP: case MOE_ERROR_NO_KONTOR_LEFT: case MOE_ERROR_TOKEN_SEA_EMPTY:
      return "merchants";
    case MOE_ERROR_NO_CARAVAN: case MOE_ERROR_ROUTE_FULL: case MOE_ERROR_CARAVAN_STEPS: case MOE_ERROR_CARAVAN_MOVED:
    case MOE_ERROR_TOLL_INVALID: case MOE_ERROR_TOLL_GOLD: case MOE_ERROR_DELIVER_OWN: case MOE_ERROR_DELIVER_NO_KONTOR:
    case MOE_ERROR_DELIVER_TAKEN: case MOE_ERROR_DELIVER_NONE:
      return "caravans";
    case MOE_ERROR_DECK_EMPTY: case MOE_ERROR_DEV_ONE_PER_TURN: case MOE_ERROR_DEV_NONE:
    case MOE_ERROR_DEV_BOUGHT_THIS_TURN: case MOE_ERROR_DEV_EFFECTS:
      return "dev";
    case MOE_ERROR_GAME_OVER:
      return "win";
    default:
      return NULL;
    }
}

const char *
kontor_moe_rules_section_for_error (const GError *error)
{
  if (error == NULL || error->domain != MOE_ERROR)
    return NULL;
  return section_of ((MoeError) error->code);
}
