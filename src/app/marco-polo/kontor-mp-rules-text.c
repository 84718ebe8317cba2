/* kontor-mp-rules-text.c: the rules reference of Marco Polo (the 1980s
 * Spanish roll-and-move game), in our own words, organised like
 * ../shared/spec/rules-marco-polo.md, and the section each refusal is
 * explained in. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-mp.h"
#include "kontor-mp-rules-text.h"

/* Translators: the texts below explain the rules of Marco Polo, a Spanish
 * roll-and-move board game of the 1980s.  "Reales" are the game's coins
 * (100 reales each); the Golden Tablet and the Secret of the Orient are
 * cards the Great Khan gives out; Khanbalik and Karakorum are cities of the
 * board.  Use the words of your language's edition where one exists. */
static const KontorRulesSection sections[] = {
  { "goal",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Goal and setup"),
    N_("Two to four travellers set out from Venice. Each takes 1,200 reales (twelve coins of 100) and puts a pawn on "
       "Venice. The four goods piles (blue, green, red, orange) are shuffled face down: each holds three 400 cards, "
       "three 200 cards, one 100 card and three chance cards.\n\n"
       "The way to win: travel to Khanbalik with three 400 cards and give them to the Great Khan for a Golden Tablet; "
       "the Tablet names a secret mission city; there the Tablet becomes a Secret of the Orient; then come home to "
       "Venice with everything the win check asks.") },
  { "move",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Rolling and moving"),
    N_("On your turn roll the red die. With 1 to 4 the pawn must move, at least one space and at most the number "
       "rolled, along the drawn lines; it may pass other pawns. It moves the whole roll unless it stops early at a "
       "trading place, at a port where it changes between land and sea (it must stop there), at Khanbalik, at its "
       "own mission city or at Venice on the way home.\n\n"
       "A small circle or a port holds one pawn only, and a pawn may not end its turn where it began it. When no move "
       "is possible, say so: the turn ends.\n\n"
       "In Kontor: tap the number rolled (or let Kontor roll), then the kind of space where the pawn stopped; tap the "
       "steps first when it stopped early, and tick land/sea for a port where it changed.") },
  { "fight",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Fights"),
    N_("A roll of 5 or 6 means corsairs or bandits: roll the red die for yourself and the black die for them. If the "
       "black die is higher you lose and put one goods card of your choice or 200 reales on the booty space. "
       "Otherwise you win and take everything on the booty space. Either way the pawn stays where it is and there is "
       "no trading this turn.\n\n"
       "A Golden Tablet is a safe-conduct: its holder may refuse the fight and roll the red die again.") },
  { "trade",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Trading"),
    N_("Only a pawn that stopped on a trading place this turn trades there. Sell any goods cards to the bank at their "
       "face value; they go under their piles. Then buy either from the place or from the players there, not "
       "both:\n\n"
       "• from the place: one to three cards of its own group, 100 reales each, drawn from the top of its pile; a "
       "chance card drawn is carried out at once and still counts;\n"
       "• from players whose pawns stand on a trading place with yours: pay 200 reales to each one chosen and take "
       "one of their goods cards at random.") },
  { "khan",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Khanbalik and the mission"),
    N_("A pawn may enter Khanbalik only when its player holds three 400 cards. There the player may give those three "
       "cards to the Khan (they go under their piles) and receive a Golden Tablet. Nobody holds two Tablets, nor a "
       "Tablet and a Secret.\n\n"
       "The Tablet's city stays secret. When the pawn stops there, the player names the city, gives the Tablet back "
       "and takes a Secret of the Orient. In Kontor: tap your Tablet beside your coins and type the city.") },
  { "debts",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Money owed"),
    N_("Buying needs the coins in hand. A lost fight paid in coins, or a chance card, may ask for more than you hold: "
       "then sell goods cards to the bank at face value, and only when none are left the Tablet or the Secret for "
       "1,200, until the debt is covered. Whoever has nothing left pays what they have, goes back to Venice and "
       "starts again with 1,200 reales from the bank.") },
  { "chance",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Chance cards"),
    N_("A chance card is read out, carried out and put under its pile. Kontor does not know the cards' texts: enter "
       "what the card says one effect at a time (coins to or from the bank, the booty or a player, a pawn sent to "
       "Karakorum, a card lost or gained, turns skipped), then press Done.") },
  { "win",
    /* Translators: a section title of the rules of Marco Polo */
    N_("Winning in Venice"),
    N_("The first traveller to reach Venice with everything needed wins at once:\n\n"
       "• a Secret of the Orient;\n"
       "• one or two goods cards of each of green, red and orange (blue: any number);\n"
       "• a fortune, coins plus the face values of the goods cards, of at least 1,200 reales with two players, "
       "1,000 with three or 800 with four.\n\n"
       "A traveller who arrives without all of it simply plays on. The status sheet shows each condition for every "
       "player as if they were in Venice now.") },
};

const KontorRulesSection *
kontor_mp_rules_sections (guint *n)
{
  *n = G_N_ELEMENTS (sections);
  return sections;
}

static const char *
section_of (MpError code)
{
  switch (code)
    {
    case MP_ERROR_ROLL_RANGE:
    case MP_ERROR_MOVE_ZERO:
    case MP_ERROR_MOVE_TOO_FAR:
    case MP_ERROR_MOVE_SHORT:
    case MP_ERROR_SPACE_OCCUPIED:
    case MP_ERROR_SAME_SPACE:
    case MP_ERROR_STAGE:
    case MP_ERROR_WRONG_PLAYER:
      return "move";
    case MP_ERROR_COMBAT_REQUIRED:
    case MP_ERROR_REFUSE_NO_TABLET:
    case MP_ERROR_COMBAT_PAY:
      return "fight";
    case MP_ERROR_NOT_TRADING_PLACE:
    case MP_ERROR_NOT_SELLABLE:
    case MP_ERROR_CARD_NOT_HELD:
    case MP_ERROR_BUY_LIMIT:
    case MP_ERROR_BUY_WRONG_GROUP:
    case MP_ERROR_BUY_NO_COINS:
    case MP_ERROR_PILE_UNAVAILABLE:
    case MP_ERROR_BUY_FROM_NOT_HERE:
    case MP_ERROR_BUY_FROM_NO_GOODS:
    case MP_ERROR_BUY_MIXED:
      return "trade";
    case MP_ERROR_KHANBALIK_GIFTS:
    case MP_ERROR_NOT_HERE:
    case MP_ERROR_TABLET_HELD:
    case MP_ERROR_GIFTS_INVALID:
    case MP_ERROR_MISSION_NO_TABLET:
    case MP_ERROR_MISSION_TAKEN:
    case MP_ERROR_MISSION_HASH:
      return "khan";
    case MP_ERROR_DEBT_RAISE:
      return "debts";
    case MP_ERROR_CHANCE_INVALID:
      return "chance";
    case MP_ERROR_GAME_OVER:
      return "win";
    default:
      return NULL;
    }
}

const char *
kontor_mp_rules_section_for_error (const GError *error)
{
  if (error == NULL || error->domain != MP_ERROR)
    return NULL;
  return section_of ((MpError) error->code);
}
