/* kontor-mp-table.h: Marco Polo's part of the table (kontor-table-title.h):
 * a turn is entered in as many taps as it has steps at the table (roll →
 * where the pawn stopped → what happened there), the prompt, the marks and
 * the history rows.  GTK-free.  There is no board data (spec §4.3): the
 * table enters the roll, the steps and the kind of space (§4.4).
 *
 * Targets: every target is KONTOR_TARGET_ITEM, a = a KontorMpItem, b:
 *
 *   DIE          b = 1–6: the red die shows b.  "roll": the turn's roll is b;
 *                "combat": the red die of the fight is b.
 *   BLACK_DIE    b = 1–6: the black die of the fight shows b ("combat").
 *                Once both dice are chosen, a won fight is entered at once; a
 *                lost one asks how it is paid.
 *   STEPS        b = 1 … the roll: the steps moved ("move"); without a
 *                choice the pawn moves the full roll.
 *   STOP         b = space kind × 4 + group (the group only for a trading
 *                place, else 0): where the pawn stopped ("move"); enters
 *                the move with the steps chosen, the label set by the
 *                "label" command and the land/sea tick.
 *   MODE_CHANGE  b = 0: the "changed land/sea" tick of a port ("move").  A
 *                short stop at a port always carries it.
 *   CARD         b = seat × MP_N_KINDS + kind: a seat's goods cards of one
 *                kind.  The active player's, after a stop at a trading place:
 *                sell one; "gifts": choose one more (all chosen: none again).
 *   PILE         b = group: the group's pile.  At a trading place of that
 *                group: buy one card (table draws: a question names it).
 *   PLAYER       b = seat: the player's card.  Another player on a trading
 *                place: buy a goods card from them (table draws: a question
 *                names the card taken).
 *   HAND         b = seat: the tap-to-reveal card of a player's hidden
 *                holdings (goods cards, the Tablet, the Secret): a tap shows
 *                it (selected), another tap or any entry hides it again.  A
 *                view draws a hand's CARD items face up only while it is
 *                revealed, and target_text names their cards only then;
 *                the active player's cards can be tapped either way.
 *   KHAN         b = 0: the Khan's Tablets and Secrets.  After a stop at
 *                Khanbalik: give the gifts (one way: at once; several: the
 *                "gifts" step, choose the cards, then Done).
 *   MISSION      b = seat: the player's Tablet or Secret (text; the city is
 *                typed: the "mission" command).
 *   JOURNEY      b = seat × KONTOR_MP_JOURNEY_MAX + i: the i-th stop of the
 *                traveller's journey, Venice (0) and every space the pawn
 *                was put on since (kontor_mp_table_journey), for drawing
 *                the journey as a track (text only).
 *   COINS        b = seat: the player's reales (text only).
 *   BOOTY, BANK  b = 0 (text only).
 *   CHANCE       b = 0: the chance card being carried out ("chance"): a
 *                question adds one effect; Done enters the card.
 *
 * Commands (kontor_table_activate):
 *   "roll"       no param: Kontor rolls (the seed's dice, or a random die
 *                with table draws, written into the record); in "combat"
 *                both dice.  int32 1–6: the roll as the table rolled it.
 *   "steps"      int32; "label" string (the next stop's name, "" none);
 *                "mode-change" (toggles the tick);
 *   "stop"       string, a space kind id ("venice", "small", "port", …) or
 *                "trading-GROUP" ("trading-green"): enters the move;
 *   "no-move", "refuse", "end-turn";
 *   "combat"     (ii) red and black: the fight's dice;
 *   "sell", "buy" string kind id: sell one card, buy one from the pile (the
 *                kind drawn; none with a seed or a question);
 *   "buy-from"   int32 seat (a question names the card with table draws);
 *   "khanbalik"  the gifts as with the KHAN target; param none, a string
 *                (the mission_hash to store) or (ss): the mission city and
 *                a salt, typed by the Tablet's owner alone, stored as their
 *                hash (spec §3.20; the owner keeps the salt for "mission");
 *   "mission"    string city, or (ss) city and salt;
 *   "chance"     string: the card's effects as the record's JSON list
 *                (spec §7.3), entered at once;
 *   "reveal"     int32 seat (-1: hide).
 *
 * Questions (choice ids): the card drawn from a pile ("green-400" …, the
 * kinds still in it); the card taken from a player (their goods kinds);
 * how a lost fight is paid ("coins" or "card:KIND"); a card sold to raise
 * money owed ("KIND", "tablet", "secret"; the goods first: §3.23); the
 * Khan's gifts are chosen in the "gifts" step; a chance card's next effect
 * ("messenger", "coins-from-bank", "coins-to-bank", "coins-to-booty",
 * "coins-from-booty", "lose-card-booty", "lose-card-pile", "gain-card",
 * "skip-turns"; one number field: the coins of 100 or the turns), then
 * whose pawn or turns (colour ids) or which card (kind ids).
 *
 * Modes: "roll", "move", "combat", "stop" (trade, arrive, end the turn),
 * "gifts", "chance", "ended".
 *
 * A turn is as many taps as it has steps: when an entry leaves nothing to
 * do but end the turn (a fight, a no-move, a stop with nothing to trade or
 * receive; not at the mission city of a Tablet holder, whose city is typed,
 * and not while correcting the past), the table enters "end-turn" with it.
 * Undo takes the end back first. */
#pragma once

#include "kontor-mp.h"

G_BEGIN_DECLS

typedef struct _KontorTable KontorTable;

typedef enum {
  KONTOR_MP_ITEM_DIE,
  KONTOR_MP_ITEM_BLACK_DIE,
  KONTOR_MP_ITEM_STEPS,
  KONTOR_MP_ITEM_STOP,
  KONTOR_MP_ITEM_MODE_CHANGE,
  KONTOR_MP_ITEM_CARD,
  KONTOR_MP_ITEM_PILE,
  KONTOR_MP_ITEM_PLAYER,
  KONTOR_MP_ITEM_HAND,
  KONTOR_MP_ITEM_KHAN,
  KONTOR_MP_ITEM_MISSION,
  KONTOR_MP_ITEM_JOURNEY,
  KONTOR_MP_ITEM_COINS,
  KONTOR_MP_ITEM_BOOTY,
  KONTOR_MP_ITEM_BANK,
  KONTOR_MP_ITEM_CHANCE,
} KontorMpItem;

#define KONTOR_MP_JOURNEY_MAX 256     /* stops of one traveller a target can name */
#define KONTOR_MP_N_STOPS (MP_N_SPACE_KINDS * MP_N_GROUPS)

/* What to mark.  Highlights: what can be clicked now; selected: what the
 * entry has chosen so far (the die faces, the steps, the tick, the gifts,
 * the revealed hand). */
typedef struct {
  guint8 die[7];                           /* index 1–6 */
  guint8 black[7];
  guint8 steps[7];
  guint8 stops[KONTOR_MP_N_STOPS];
  guint8 mode_change;
  guint8 cards[MP_MAX_PLAYERS][MP_N_KINDS];  /* selected: how many are chosen */
  guint8 piles[MP_N_GROUPS];
  guint8 players[MP_MAX_PLAYERS];
  guint8 hands[MP_MAX_PLAYERS];
  guint8 khan;
  guint8 chance;
} KontorMpMarks;

typedef enum {
  KONTOR_MP_ROLL,
  KONTOR_MP_MOVE,
  KONTOR_MP_COMBAT,
  KONTOR_MP_STOP,
  KONTOR_MP_GIFTS,
  KONTOR_MP_CHANCE,
  KONTOR_MP_ENDED,
} KontorMpMode;

typedef enum {
  KONTOR_MP_ASK_NOTHING,
  KONTOR_MP_ASK_DRAW,          /* the card drawn from the pile */
  KONTOR_MP_ASK_TAKEN,         /* the card taken from a player */
  KONTOR_MP_ASK_PAY,           /* a lost fight: a card or 200 */
  KONTOR_MP_ASK_RAISE,         /* the next item sold to cover a debt */
  KONTOR_MP_ASK_EFFECT,        /* the chance card's next effect */
  KONTOR_MP_ASK_WHOSE,         /* the effect's player */
  KONTOR_MP_ASK_CARD,          /* the effect's card */
} KontorMpQuestion;

typedef struct {
  KontorMpMode mode;           /* derived from the position unless a step is being assembled */
  int steps;                   /* 0: the full roll */
  gboolean mode_change;
  char label[MP_LABEL_MAX];
  int red, black;              /* the fight's dice chosen, 0 none */
  int revealed;                /* the hand shown, -1 none */
  MpAction partial;            /* the fight, chance card or gifts being assembled */
  guint8 gifts[MP_N_KINDS];
  KontorMpQuestion asking;
  int n_options;
  gint8 options[MP_N_KINDS + 2];
  int seller;                  /* ASK_TAKEN: the seat bought from */
  MpEffect effect;             /* the chance effect being assembled */
  /* a debt being covered: who owes how much, what was sold so far */
  int raise_seat;
  gint64 raise_owed;
  MpRaise raise;
} KontorMpEntry;

/* The stops of a traveller up to the shown position: Venice, then every
 * space their pawn was put on (a move, a chance card, a bankruptcy), as
 * MpSpace elements (at most KONTOR_MP_JOURNEY_MAX). */
GArray *kontor_mp_table_journey (KontorTable *table, int seat);

/* The part itself (kontor-mp-table.c). */
typedef struct _KontorTableTitle KontorTableTitle;
extern const KontorTableTitle kontor_mp_table_title;

G_END_DECLS
