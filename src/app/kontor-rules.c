/* kontor-rules.c: the rules reference, in our own words, organised like
 * ../shared/spec/rules-hansa-teutonica.md. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-rules.h"

static const KontorRulesSection sections[] = {
  { "setup", N_("Setup"),
    N_("2–3 players use one side of the board, 4–5 players the other. Each colour has 27 traders (cubes) and 4 merchants (discs). "
       "The desk tracks are covered except their leftmost space: Keys and Actions, Privilegium and Money bags with traders, "
       "Liber Sophiae with merchants; one trader marks 0 on the prestige track.\n\n"
       "The start player takes 1 merchant and 5 traders as supply and keeps 6 traders in the stock; each next player takes one "
       "trader more in the supply and one less in the stock. One bonus marker lies on each of the three tavern routes; the other "
       "twelve form a face-down stack.") },
  { "turn", N_("A turn"),
    N_("Players take turns clockwise. You have as many actions as your Actions track shows (2 to 5), plus those of +3 and +4 "
       "markers. Actions may be repeated and taken in any order, each finished before the next; you may end the turn early, and "
       "unused actions are lost. After the turn the bonus markers drawn during it are placed.") },
  { "hire", N_("Hire"),
    N_("Move pieces from your stock to your supply: as many as your Money bags show (3, 5, 7 or all), traders and merchants "
       "in any mix. Only pieces in the supply can go on the board.") },
  { "place", N_("Place"),
    N_("Put one trader or merchant from your supply on an empty space of any route.") },
  { "displace", N_("Displace"),
    N_("Put one of your pieces on a space holding another player's piece and pay a penalty from your supply to your stock: "
       "1 piece for a trader, 2 for a merchant. You need the whole penalty in your supply.\n\n"
       "The displaced player then puts that piece back, and may add 1 more piece (2 if a merchant was displaced), taken from the "
       "stock, or from the supply once the stock is empty, or moved from the board once both are empty. Every piece goes to an "
       "empty space of a route next to the displacement route; only when all of those are full, to routes two steps away, and "
       "so on.") },
  { "move", N_("Move"),
    N_("Move as many of your own pieces on routes as your Liber Sophiae shows (2 to 5) to empty spaces anywhere. Swapping two "
       "of your pieces counts as two moves. Pieces in offices never move.") },
  { "claim", N_("Claim a route"),
    N_("When every space of a route holds your pieces you may claim it, as an action. First the controller of each of its two "
       "cities gains 1 prestige (whoever they are). Then you take the route's bonus marker, if any, and draw a replacement. "
       "Then choose one benefit: an office in one of the two cities (the leftmost free office, its colour within your "
       "Privilegium, square for a trader and round for a merchant; a coin gives 1 prestige), the upgrade of an ability shown by "
       "one of the cities, a merchant on the Coellen prestige table (from Coellen–Warburg), or an extra office with an Extra "
       "office marker. The other pieces of the route go to your stock.\n\n"
       "A city is controlled by the player with most offices there; a tie goes to the owner of the rightmost office. Filling the "
       "last office completes the city.") },
  { "east-west", N_("East–West connection"),
    N_("The first player to link Arnheim and Stendal with an unbroken chain of cities holding their offices gains 7 prestige, "
       "the second 4, the third 2.") },
  { "markers", N_("Bonus markers"),
    N_("Markers are used during your own turn, cost no action, and never in the action that gained them. Extra office: instead "
       "of an office, put a piece left of a city's offices (the city needs an office; it counts for control but loses ties). "
       "Swap offices: two neighbouring offices of a city change places. +3 / +4 actions. Upgrade an ability. Remove 3: up to "
       "three pieces leave the routes for their owners' supply.\n\n"
       "At the end of the turn each drawn marker goes on a route that is completely empty, carries no marker and touches a "
       "city with a free office. Every marker taken scores at the end, used or not.") },
  { "end", N_("End of the game"),
    N_("The game ends at the end of the action in which a player reaches 20 prestige (also on another player's turn), a "
       "replacement marker must be drawn from an empty stack, or the tenth city is completed.") },
  { "two-players", N_("Two players: the neutral player"),
    N_("With two players, neutral traders of an unused colour join the game. At the start one stands on every route into "
       "Groningen, Stade, Lübeck, Coellen, Göttingen and Halle and on the three tavern routes; a neutral marker starts on the "
       "prestige track.\n\n"
       "Displacing a neutral trader costs the usual penalty; the other player then puts it on a route next door together with "
       "one more neutral trader (alone only when no space is left for the second). Neutral traders never are merchants and never run out (use another colour's cubes).\n\n"
       "A route full of neutral traders is claimed at once, inside the active player's turn: the controllers of its cities gain "
       "prestige as usual, a bonus marker on it is discarded (and replaced), and the active player puts one neutral trader on the "
       "leftmost free office of either city, whatever its colour or shape. The other neutral traders leave, except one that stays "
       "on a route into one of the six special cities.\n\n"
       "Each bonus marker placed at the end of a turn gets a neutral trader; when no route is empty, a route holding just one "
       "neutral trader takes the marker. The neutral can control cities (their 2 points go to nobody), scores the Arnheim–Stendal "
       "connection and can reach 20 prestige and end the game, but it never wins.") },
  { "boards", N_("East and Britannia"),
    N_("Ships: a space drawn as a ship takes merchants only, whether placed, displaced, relocated or moved; the neutral never "
       "stands on one. Permanent markers printed beside some sea routes give their effect to whoever claims the route, once, as "
       "the claim's last step: move 2 pieces, +1 Privilegium, an office in a green city, reuse 2 of the route's pieces, or place 2 "
       "pieces in Wales or Scotland. They are never taken and never scored.\n\n"
       "East: Belgard, Waren and Dresden are green cities without printed offices. Only an Extra office marker (even into an empty "
       "green city) or the Malmö–Visby marker builds there; the first office completes the city. Waren offers Actions or Money "
       "bags. Königsberg's table (7/8/9/11) is reached from Danzig. The Lübeck–Danzig connection scores 7/4/2.\n\n"
       "Britannia: the routes of Wales (and Scotland on the 4–5 side) need a permission for a Place or Displace: the owner of the "
       "rightmost office of Cardiff (Wales), Carlisle (Scotland) or London (either) may do one such action per gateway each turn. "
       "A piece on an English route stays in England when moved or relocated; Welsh and Scottish pieces may also go to England. "
       "Remove 3 becomes: move up to 3 other players' pieces within their country. Coins are worth 2, Plymouth's table is reached "
       "from Salisbury, Oxford–York scores 7/4/2, and the eighth completed city ends the game. At the end Wales (and Scotland) "
       "score 7/4/2 for the most cities controlled there, then the most offices; ties share the places, rounded down.") },
  { "scoring", N_("Final scoring"),
    N_("Add to the prestige track: 4 for each fully developed ability except Keys; bonus markers (1: 1, 2–3: 3, 4–5: 6, "
       "6–7: 10, 8–9: 15, 10 or more: 21); the Coellen table spaces; 2 for each city you control; and your largest network of "
       "connected cities with your offices: its offices times your Keys (1, 2, 2, 3, 4). Ties go to the player with fewer "
       "actions per turn, then to more offices.") },
};

const KontorRulesSection *
kontor_rules_sections (guint *n)
{
  *n = G_N_ELEMENTS (sections);
  return sections;
}

const char *
kontor_rules_section_for_error (int code)
{
  switch (code)
    {
    case KONTOR_RULE_ERROR_SETUP_PLAYERS:
    case KONTOR_RULE_ERROR_SETUP_TAVERNS:
      return "setup";
    case KONTOR_RULE_ERROR_SETUP_VARIANT:
      return "two-players";
    case KONTOR_RULE_ERROR_GAME_OVER:
      return "end";
    case KONTOR_RULE_ERROR_HIRE_OVER_LIMIT:
    case KONTOR_RULE_ERROR_HIRE_STOCK:
      return "hire";
    case KONTOR_RULE_ERROR_SPACE_OCCUPIED:
    case KONTOR_RULE_ERROR_NOT_IN_SUPPLY:
    case KONTOR_RULE_ERROR_BAD_SPACE:
      return "place";
    case KONTOR_RULE_ERROR_DISPLACE_EMPTY:
    case KONTOR_RULE_ERROR_DISPLACE_OWN:
    case KONTOR_RULE_ERROR_DISPLACE_PAYMENT:
    case KONTOR_RULE_ERROR_DISPLACE_CANNOT_PAY:
    case KONTOR_RULE_ERROR_RELOCATION_PENDING:
    case KONTOR_RULE_ERROR_NO_RELOCATION:
    case KONTOR_RULE_ERROR_RELOCATE_DISPLACED:
    case KONTOR_RULE_ERROR_RELOCATE_TOO_MANY:
    case KONTOR_RULE_ERROR_RELOCATE_SOURCE:
    case KONTOR_RULE_ERROR_RELOCATE_DISTANCE:
    case KONTOR_RULE_ERROR_RELOCATE_NO_SPACE:
      return "displace";
    case KONTOR_RULE_ERROR_MOVE_TOO_MANY:
    case KONTOR_RULE_ERROR_MOVE_NOT_OWN:
    case KONTOR_RULE_ERROR_MOVE_TARGET:
    case KONTOR_RULE_ERROR_MOVE_DUPLICATE:
      return "move";
    case KONTOR_RULE_ERROR_CLAIM_INCOMPLETE:
    case KONTOR_RULE_ERROR_BENEFIT_CITY:
    case KONTOR_RULE_ERROR_OFFICE_CITY_FULL:
    case KONTOR_RULE_ERROR_OFFICE_PRIVILEGE:
    case KONTOR_RULE_ERROR_OFFICE_SHAPE:
    case KONTOR_RULE_ERROR_PIECE_NOT_ON_ROUTE:
    case KONTOR_RULE_ERROR_UPGRADE_NOT_OFFERED:
    case KONTOR_RULE_ERROR_ABILITY_FULL:
    case KONTOR_RULE_ERROR_COELLEN_ROUTE:
    case KONTOR_RULE_ERROR_COELLEN_SPACE:
    case KONTOR_RULE_ERROR_COELLEN_PRIVILEGE:
      return "claim";
    case KONTOR_RULE_ERROR_EXTRA_OFFICE_NO_MARKER:
    case KONTOR_RULE_ERROR_EXTRA_OFFICE_EMPTY_CITY:
    case KONTOR_RULE_ERROR_MARKER_NOT_HELD:
    case KONTOR_RULE_ERROR_REMOVE_INVALID:
    case KONTOR_RULE_ERROR_SWAP_INVALID:
    case KONTOR_RULE_ERROR_BONUS_ROUTE:
    case KONTOR_RULE_ERROR_BONUS_KIND:
    case KONTOR_RULE_ERROR_BONUS_SET_ASIDE:
    case KONTOR_RULE_ERROR_BONUS_PLACEMENT_PENDING:
    case KONTOR_RULE_ERROR_NO_BONUS_PLACEMENT:
      return "markers";
    case KONTOR_RULE_ERROR_NEUTRAL_CLAIM_PENDING:
    case KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM:
    case KONTOR_RULE_ERROR_NEUTRAL_CLAIM_CITY:
      return "two-players";
    case KONTOR_RULE_ERROR_RELOCATE_NEUTRAL_EXTRA:
      return "two-players";
    case KONTOR_RULE_ERROR_SETUP_BOARD:
      return "setup";
    case KONTOR_RULE_ERROR_SPACE_MERCHANT_ONLY:
    case KONTOR_RULE_ERROR_MOVE_OCCUPIED:
    case KONTOR_RULE_ERROR_TABLE_WRONG_ROUTE:
    case KONTOR_RULE_ERROR_TABLE_NO_MERCHANT:
    case KONTOR_RULE_ERROR_TABLE_PRIVILEGE:
    case KONTOR_RULE_ERROR_BONUS_PERMANENT:
    case KONTOR_RULE_ERROR_BONUS_REGION:
    case KONTOR_RULE_ERROR_BONUS_NO_FREE_SLOT:
    case KONTOR_RULE_ERROR_CLAIM_ABILITY_NOT_OFFERED:
    case KONTOR_RULE_ERROR_EAST_GREEN_NO_SLOTS:
    case KONTOR_RULE_ERROR_SWAP_EXTRA_OFFICE:
    case KONTOR_RULE_ERROR_PERM_NOT_MARITIME:
    case KONTOR_RULE_ERROR_PERM_KIND_MISMATCH:
    case KONTOR_RULE_ERROR_PERM_TOO_MANY:
    case KONTOR_RULE_ERROR_PERM_NO_PIECE:
    case KONTOR_RULE_ERROR_PERM_NO_SUPPLY:
    case KONTOR_RULE_ERROR_PERM_NOT_GREEN:
    case KONTOR_RULE_ERROR_PERM_REUSE_SAME_ROUTE:
    case KONTOR_RULE_ERROR_PERM_SOURCE_ORDER:
    case KONTOR_RULE_ERROR_PERM_TARGET_COUNTRY:
    case KONTOR_RULE_ERROR_BRIT_NO_PERMISSION:
    case KONTOR_RULE_ERROR_BRIT_COUNTRY:
    case KONTOR_RULE_ERROR_BRIT_MOVE2_COUNTRY:
    case KONTOR_RULE_ERROR_BRIT_MOVE3_OWN:
    case KONTOR_RULE_ERROR_BRIT_MOVE3_COUNTRY:
    case KONTOR_RULE_ERROR_BRIT_REMOVE3_FORM:
    case KONTOR_RULE_ERROR_NEUTRAL_GREEN_CITY:
    case KONTOR_RULE_ERROR_NEUTRAL_NO_SHIP:
      return "boards";
    case KONTOR_RULE_ERROR_END_OFFICES:
    case KONTOR_RULE_ERROR_END_PIECES:
    case KONTOR_RULE_ERROR_END_COELLEN:
    case KONTOR_RULE_ERROR_END_MARKERS:
      return "scoring";
    default:
      return "turn";
    }
}

/* The first-game walkthrough: one action introduced per turn of the first two rounds. */
static const char *const walkthrough[] = {
  N_("First game: each turn you have 2 actions. Start with Place: click an empty space on a route to put a trader there. "
     "Aim to fill a whole route with your own pieces."),
  N_("First game: Hire brings pieces from your stock into your supply (3 at the start). Only pieces in the supply can be placed."),
  N_("First game: Displace puts your piece where another player's stands; it costs you 1 more piece (2 for a merchant), "
     "and the displaced player puts the piece back next door with a bonus piece."),
  N_("First game: when a route holds only your pieces, Claim it. The controllers of its cities gain prestige, and you open "
     "an office in one of the cities (or upgrade an ability the city shows)."),
  N_("First game: Move shifts up to 2 of your pieces on routes to empty spaces: handy to finish a route."),
  N_("First game: offices score at the end: 2 for each city you control, and your largest connected network times your Keys. "
     "Watch the hints panel for what each claim gives."),
};

const char *
kontor_rules_walkthrough_tip (int turn, int n_players)
{
  /* two rounds: one tip per turn, in order */
  if (turn < 1 || turn > 2 * n_players)
    return NULL;
  return _(walkthrough[(turn - 1) % G_N_ELEMENTS (walkthrough)]);
}
