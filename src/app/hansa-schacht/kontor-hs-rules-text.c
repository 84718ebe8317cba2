/* kontor-hs-rules-text.c: the rules reference of Hansa (Michael Schacht), in
 * our own words, organised like ../shared/spec/rules-hansa-schacht.md. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-hs.h"
#include "kontor-hs-rules-text.h"

/* Translators: the texts below explain the rules of Hansa, a board game by
 * Michael Schacht (not Hansa Teutonica).  "Taler" is the game's coin; a
 * "booth" is a market booth, a wooden disc in a player's colour; a "goods
 * marker" is a cardboard chip showing 1, 2 or 3 barrels.  Use the words of
 * your language's edition where one exists. */
static const KontorRulesSection sections[] = {
  { "setup",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Setup"),
    /* Translators: Copenhagen, Tønsberg and Riga are cities of the board: use your language's names */
    N_("Two to four players take part. Everyone chooses a colour and receives its 15 market booths and 3 talers from "
       "the bank. The first player of the first round is the start player; the app keeps showing who it is, because "
       "the last round depends on it.\n\n"
       "The game uses two goods colours more than there are players: 4 colours with two players, 5 with three, all 6 "
       "with four. The colours left out go back in the box. Every colour has 13 goods markers: four with one barrel, "
       "five with two barrels and four with three.\n\n"
       "The board shows nine cities linked by one-way arrows. Each city has a number from 1 to 9 (Tønsberg is 1, "
       "Riga is 9) and one or two warehouse spaces. Shuffle the markers face down, lay one on each warehouse space in "
       "the order of the city numbers and turn them face up; the app asks for them in that order. The rest make five "
       "face-down supply piles of nearly equal size, each with at least one marker: the app proposes the sizes and "
       "you may correct them. Pile 1 lies lower left and is used first, pile 5 upper right and is used last.\n\n"
       "The ship starts in Copenhagen. Then everyone places starting booths in three rounds, each round going "
       "clockwise from the start player: each time, put 2 booths from your supply into one city. Copenhagen is not "
       "allowed, and your three pairs must go to three different cities; other players' booths never stand in the "
       "way. Afterwards each player has 6 booths on the board and 9 in supply, and the start player takes the first "
       "turn.") },
  { "turn",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("A turn"),
    N_("Turns pass clockwise. Each turn runs through four phases, always in this order:\n\n"
       "1. Income: you take 3 talers from the bank. The app does this for you.\n"
       "2. Refill: you may pay 1 taler to refill the empty warehouse spaces, and sometimes you must (see “Refilling "
       "the warehouses”).\n"
       "3. Sailing and actions: move the ship and take actions, as many as you like and in any order, for as long as "
       "you can pay. Doing nothing is allowed too.\n"
       "4. Taxes: when you end the turn, you keep at most 3 talers and 3 unsold markers (see “Taxes”).\n\n"
       "There are three actions: buy a goods marker, set up market booths, and sell goods. Every action takes place "
       "in the city where the ship lies. Nothing else can be done: players do not trade with each other, and nobody "
       "buys from the supply piles.\n\n"
       "Only the player whose turn it is makes moves. The one exception is the other players' losses after a sale, "
       "which they choose while the seller's turn goes on.") },
  { "refill",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Refilling the warehouses"),
    N_("A refill costs 1 taler, paid to the bank. It can only be made at the very start of your turn, before you "
       "sail or act, and only when at least one warehouse space is empty and at least one marker is still face down "
       "in the piles.\n\n"
       "Whoever refills fills every empty space, never just some of them. The spaces are filled by rising city number "
       "(the two spaces of one city in either order). Each marker comes face up from the first pile that still holds "
       "markers; when that pile runs out halfway, the next pile takes over. Enter the markers as they are turned "
       "over: only kinds that are still face down can be entered. If the piles run dry, the spaces left over stay "
       "empty and the refill still costs 1 taler.\n\n"
       "Refilling is your choice as long as some warehouse space holds a marker. When every warehouse space is empty "
       "at the start of your turn and markers remain face down, the refill is compulsory: you cannot sail, act or end "
       "the turn before it. Spaces you empty during your own turn stay empty until the next player's refill "
       "phase.\n\n"
       "A refill that takes a marker from pile 5 starts the end of the game (see “End of the game”).") },
  { "sail",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Sailing and visits"),
    /* Translators: Tønsberg and Stockholm are cities of the board: use your language's names */
    N_("Each sail takes the ship along one arrow, from the city where it lies to the city the arrow points at, and "
       "costs 1 taler paid to the bank; without a taler you cannot sail. The arrows run one way only. One of them "
       "crosses land between Tønsberg and Stockholm, and the ship follows it like any other. A sail always leaves "
       "the city: the ship cannot sail to where it already is.\n\n"
       "Sailing is not an action, and you may sail as often as you can pay.\n\n"
       "The ship's stay in a city, from its arrival until it sails on, is a visit. During each visit you may take at "
       "most one action. Your turn begins with a visit where the previous player left the ship, and you may act "
       "there even if they did. To act again in the same city, sail away and come back: that is a new visit.") },
  { "buy",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Buying goods"),
    N_("Take one goods marker from a warehouse space of the ship's city and lay it face up in front of you: it is "
       "now an unsold marker. Where two markers lie, you pick one; the second needs another visit.\n\n"
       "What it costs depends on the market booths in that city:\n"
       "• you alone have the most booths there: the marker is free;\n"
       "• another player alone has the most: you pay 1 taler to that player;\n"
       "• nobody has a booth there, or two or more players share the most (you may be one of them): you pay 1 taler "
       "to the bank.\n\n"
       "A purchase you must pay for needs a taler in your hand.") },
  { "booths",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Setting up market booths"),
    N_("Spend one of your unsold markers, of any colour, and move as many booths from your supply into the ship's "
       "city as the marker shows barrels: 1, 2 or 3. If your supply holds fewer, all of them go. You need at least "
       "one booth left in your supply. The spent marker leaves the game for good, and the booths cost no talers.\n\n"
       "A city takes any number of booths, you may add to booths of your own, and during the game Copenhagen is as "
       "open as any other city (only the starting booths stay out of it).") },
  { "sell",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Selling goods"),
    /* Translators: red-1, red-3 and blue-2 name goods markers by colour and barrels */
    N_("You can sell in the ship's city when at least one of your booths stands there. Choose some of your unsold "
       "markers, in one colour or several, with at least 2 markers of every colour you sell. You may keep other "
       "markers of a colour you sell. For example, holding red-1, red-3, blue-2 and blue-2 you may sell all four, "
       "but not red-1 with the two blue markers, because a single red would be sold.\n\n"
       "The sale then has three effects, in this order:\n"
       "1. The markers sold are turned face down. They stay with you and score at the end, and they can never be "
       "spent, sold again or lost.\n"
       "2. Exactly one of your booths in this city returns to your supply, however many markers you sold.\n"
       "3. For each colour you sold, every other player who holds an unsold marker of that colour loses one of them, "
       "of their choice; it leaves the game. Markers already sold are never lost.\n\n"
       "A sale brings no talers: its value is in the final scoring.") },
  { "taxes",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Taxes"),
    N_("When you end your turn, every taler above 3 goes back to the bank (the app does this), and if you hold more "
       "than 3 unsold markers you choose which of them leave the game, until exactly 3 are left. Sold markers do not "
       "count.\n\n"
       "Only the player who ends the turn pays taxes. Between their own turns players may hold more than 3 talers or "
       "markers, for example talers paid to them for goods bought where they have the most booths.") },
  { "end",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("End of the game"),
    N_("The end begins when a refill, chosen or compulsory, takes at least one marker from pile 5, the last supply "
       "pile. A refill that only empties pile 4 is not enough, and nothing else ends the game.\n\n"
       "The round is then played out: the game ends when the player sitting just before the start player has "
       "finished a turn, so that everybody has had the same number of turns. If that player made the refill, the "
       "game ends with their turn.\n\n"
       "Refills are still allowed in the last round and may empty pile 5; once no marker is left face down, no refill "
       "can or must be made. After the end no more moves are accepted.") },
  { "scoring",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Scoring"),
    N_("At the end every player adds up:\n"
       "• 1 point for each unsold marker, whatever its barrels;\n"
       "• for each sold marker, 1 point plus its barrels: 2, 3 or 4 points;\n"
       "• for each city with at least one of their booths, 2 points, or 4 points when no other player has a booth "
       "there.\n"
       "Talers are worth nothing.\n\n"
       "The highest total wins. Among players with the same total, the one with more booths on the board ranks "
       "higher; players still level share the rank, and the win. During the game the app shows the score as if the "
       "game ended now, marked as provisional.") },
  { "extrakarte",
    /* Translators: a section title of the rules of Hansa (Michael Schacht); Extrakarte: a promotional card */
    N_("Variant: the Extrakarte"),
    N_("The Extrakarte is a promotional card with four bonuses, an optional variant that is off unless the game is "
       "set up with it. At the end these points are added to the totals, before ties are broken:\n"
       "• +2 for the highest stack: the most booths that one player has in a single city;\n"
       "• +3 for the player whose refill started the last supply pile;\n"
       "• +4 for booths in the most cities;\n"
       "• +5 for the most one-barrel markers sold.\n"
       "A bonus goes to a single player with at least one booth, city or marker to show for it; when two or more "
       "players tie for it, nobody gets it.") },
  { "board",
    /* Translators: a section title of the rules of Hansa (Michael Schacht) */
    N_("Your board and unchecked sails"),
    N_("Kontor does not know every detail of the printed board. Before the first game on your own board it asks you "
       "to describe it, once: for each of the nine cities its name (one city's name is not known to the app), its "
       "number from 1 to 9, each number used once, and whether it has one or two warehouse spaces. You may also tick "
       "the arrows leading out of each city and mark a city's list as complete. With the board in front of you this "
       "takes a few minutes, and the description is kept for later games; every saved game carries the board it was "
       "played on. To try the app out, the example board (with made-up numbers) needs no description.\n\n"
       "Where the list of arrows out of the ship's city is complete, only those arrows can be sailed. Elsewhere a "
       "known arrow is checked, and any other city is still accepted but marked as unchecked in the history: the "
       "players can see on the board whether that way exists. Setup, refills, buying, booths, selling, taxes and "
       "scoring need no arrows at all.") },
};

const KontorRulesSection *
kontor_hs_rules_sections (guint *n)
{
  if (n)
    *n = G_N_ELEMENTS (sections);
  return sections;
}

const char *
kontor_hs_rules_heading (void)
{
  /* Translators: the title of the rules window while a game of Hansa (Michael Schacht) is at the table */
  return _("Rules of Hansa");
}

/* The refusals a person at the table can cause point to the rule they
 * break; the ones only a hand-edited record or a seed can cause (and the
 * internal check) explain nothing the reference covers. */
const char *
kontor_hs_rules_section_for_error (const GError *error)
{
  if (error == NULL || error->domain != HS_ERROR)
    return NULL;
  switch ((HsError) error->code)
    {
    case HS_ERROR_SETUP_PLAYERS:
    case HS_ERROR_SETUP_COLOURS:
    case HS_ERROR_SETUP_WAREHOUSES:
    case HS_ERROR_SETUP_PILES:
    case HS_ERROR_SETUP_COPENHAGEN:
    case HS_ERROR_SETUP_SAME_CITY:
    case HS_ERROR_SETUP_ORDER:
      return "setup";
    case HS_ERROR_SETUP_VARIANT:
      return "extrakarte";
    case HS_ERROR_BOARD_PROFILE:
      return "board";
    case HS_ERROR_WRONG_PLAYER:
      return "turn";
    case HS_ERROR_DRAW_UNAVAILABLE:
    case HS_ERROR_REFILL_LATE:
    case HS_ERROR_REFILL_NOTHING_EMPTY:
    case HS_ERROR_REFILL_NOTHING_LEFT:
    case HS_ERROR_REFILL_COUNT:
    case HS_ERROR_REFILL_REQUIRED:
      return "refill";
    case HS_ERROR_SAIL_NO_ARROW:
    case HS_ERROR_SAIL_NO_MONEY:
    case HS_ERROR_ACTION_USED_HERE:
      return "sail";
    case HS_ERROR_BUY_EMPTY:
    case HS_ERROR_BUY_NOT_HERE:
    case HS_ERROR_BUY_NO_MONEY:
      return "buy";
    case HS_ERROR_ESTABLISH_NO_MARKER:
    case HS_ERROR_ESTABLISH_NO_BOOTHS:
      return "booths";
    case HS_ERROR_SELL_NO_BOOTH:
    case HS_ERROR_SELL_NOT_HELD:
    case HS_ERROR_SELL_PAIR:
    case HS_ERROR_SELL_LOSSES:
      return "sell";
    case HS_ERROR_TAX_DISCARD:
      return "taxes";
    case HS_ERROR_GAME_OVER:
      return "end";
    case HS_ERROR_END_POSITION:
      return "scoring";
    /* a record's own format: draws, seeds, malformed entries, unknown ids */
    case HS_ERROR_SETUP_DRAWS:
    case HS_ERROR_SEED_MISMATCH:
    case HS_ERROR_BAD_ENTRY:
    case HS_ERROR_UNKNOWN_ID:
    case HS_ERROR_INVARIANT:
    case HS_N_ERRORS:
    default:
      return NULL;
    }
}
