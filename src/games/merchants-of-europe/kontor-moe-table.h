/* kontor-moe-table.h: Merchants of Europe's part of the table
 * (kontor-table-title.h): a turn is entered in as many taps as it has steps
 * at the table (roll → production or the 7 → trades → builds → movements
 * and deliveries → end), the prompt, the marks, the ledger in words and the
 * history rows.  GTK-free.  There is no board data (spec §4.3): the table
 * enters the dice, what each player is owed, the labels it wants kept and
 * the pieces' steps (§4.5).
 *
 * Targets: every target is KONTOR_TARGET_ITEM, a = a KontorMoeItem, b:
 *
 *   DIE        b = die × 8 + face (die 0 or 1, face 1–6): the roll as the
 *              table rolled it; once both dice are chosen it is entered.
 *   CARD       b = seat × MOE_N_RES + resource: a player's cards of a type.
 *              "discard": the discarding player's, one more chosen (all
 *              chosen: none again).  "actions"/"trade": the active player's
 *              give one more in a trade; another player's are asked for
 *              (that player becomes the partner; all held: none again).
 *   GOLD       b = seat: a player's gold; in a trade as CARD, for gold.
 *   HAND       b = seat: the tap-to-reveal card of a player's hidden hand:
 *              a tap shows it (selected), another tap or any entry hides it.
 *              target_text names a hand's types only while it is revealed.
 *   PLAYER     b = seat: the player's ledger (text).  "robber": take a card
 *              from them (table draws: a question names it); "caravan":
 *              toggle a toll paid to them.
 *   OWED       b = seat × MOE_N_RES + resource: "production": one more card
 *              owed (the grid starts with the entitlements entered for the
 *              last roll of the same total, spec §3.10).
 *   OWED_LESS  the same b: one card fewer.
 *   BANK       b = resource or MOE_GOLD: the bank's stock.  "setup": one
 *              more starting card (three chosen: that type none again).
 *              "actions": with cards of one type chosen to give, a bank
 *              trade of 3 of them for this; else buy this card for 2 gold.
 *   BUILD      b = a KontorMoeBuild: buy or build it (the label typed is
 *              its place).  Both merchants (caravans) on the board: a
 *              question asks which one is placed again.  A route with the
 *              CONNECT tick asks the isolation gold; with a free route
 *              pending it is the free route.  A caravan carries the
 *              deliveries chosen.
 *   DOUBLE_ARROW, CONNECT  b = 0: ticks for the next route.
 *   MERCHANT, CARAVAN  b = seat × 2 + (number − 1): the active player's
 *              piece on the board starts its movement ("merchant",
 *              "caravan"); tapped again, the movement is dropped.
 *   STEPS      b = 0 … KONTOR_MOE_MAX_STEPS: the steps moved (default 3);
 *              the grain or salt paid is the least that covers them.
 *   KONTOR     b = the kontor's index in the position: an opponent's or
 *              neutral kontor without a token: deliver there (toggle; in
 *              order).  Chosen in "actions", Done delivers from a standing
 *              caravan (spec §3.29; two on the board: a question asks
 *              which), or BUILD caravan delivers on placing it.
 *   DEV        b = seat: the player's development cards.  The active
 *              player's: play one (a question: "lancer" then the robber's
 *              step, or "unknown" with no effect; other effects: the
 *              "play-dev" command).
 *   PROGRESS   b = seat: the race, delivered of the target (text).
 *   PRODUCED   b = seat: what this turn's roll gave the player (text).
 *   DECK, ROBBER  b = 0 (text).
 *
 * Commands (kontor_table_activate):
 *   "roll"       no param: Kontor rolls (the seed's dice, or random dice
 *                written into the record); (ii): the dice as rolled.
 *   "label"      string: the label of the next placement, stop or robber
 *                terrain ("" none).
 *   "city"       string: the setup kontor (or neutral kontor) due, there.
 *   "owed"       (iii) seat, resource, count: one cell of the grid.
 *   "steps"      int32: as the STEPS target.
 *   "found"      string city, or (sisis) city, coastal gold (-1 none),
 *                token terrain ("" no token), value, "sea" or the terrain
 *                it came from: the merchant moved ends there and founds.
 *   "buy-dev"    string "lancer", "unknown" or "": buy a card so named.
 *   "play-dev"   (ss) kind and the effects as the record's JSON list.
 *   "end-turn";  "reveal" int32 seat (-1: hide).
 *
 * Questions (choice ids): the card taken by the robber ("wood" … the types
 * the victim holds); the merchant or caravan placed again ("1", "2"); the
 * caravan that delivers standing ("1", "2"); the card played ("lancer",
 * "unknown"); the isolation gold ("gold", one number field per player).
 *
 * Modes: "setup", "roll", "discard", "robber" (also a lancer's), "production",
 * "actions", "trade" (cards chosen), "deliver" (kontors chosen),
 * "merchant", "caravan", "free-route", "ended". */
#pragma once

#include "kontor-moe.h"

G_BEGIN_DECLS

typedef struct _KontorTable KontorTable;

typedef enum {
  KONTOR_MOE_ITEM_DIE,
  KONTOR_MOE_ITEM_CARD,
  KONTOR_MOE_ITEM_GOLD,
  KONTOR_MOE_ITEM_HAND,
  KONTOR_MOE_ITEM_PLAYER,
  KONTOR_MOE_ITEM_OWED,
  KONTOR_MOE_ITEM_OWED_LESS,
  KONTOR_MOE_ITEM_BANK,
  KONTOR_MOE_ITEM_BUILD,
  KONTOR_MOE_ITEM_DOUBLE_ARROW,
  KONTOR_MOE_ITEM_CONNECT,
  KONTOR_MOE_ITEM_MERCHANT,
  KONTOR_MOE_ITEM_CARAVAN,
  KONTOR_MOE_ITEM_STEPS,
  KONTOR_MOE_ITEM_KONTOR,
  KONTOR_MOE_ITEM_DEV,
  KONTOR_MOE_ITEM_PROGRESS,
  KONTOR_MOE_ITEM_PRODUCED,
  KONTOR_MOE_ITEM_DECK,
  KONTOR_MOE_ITEM_ROBBER,
} KontorMoeItem;

typedef enum {
  KONTOR_MOE_BUILD_DEV,
  KONTOR_MOE_BUILD_MERCHANT,
  KONTOR_MOE_BUILD_CARAVAN,
  KONTOR_MOE_BUILD_ROUTE,
  KONTOR_MOE_N_BUILDS,
} KontorMoeBuild;

#define KONTOR_MOE_MAX_STEPS 15

/* What to mark.  Highlights: what can be tapped now; selected: what the
 * entry has chosen so far (counts for cards, gold and the grid; for
 * kontors the place in the delivery order, 1 first). */
typedef struct {
  guint8 die[2][7];
  guint8 cards[MOE_MAX_PLAYERS][MOE_N_RES];
  guint8 gold[MOE_MAX_PLAYERS];
  guint8 hands[MOE_MAX_PLAYERS];
  guint8 players[MOE_MAX_PLAYERS];
  guint8 owed[MOE_MAX_PLAYERS][MOE_N_RES];
  guint8 bank[MOE_N_RES + 1];
  guint8 builds[KONTOR_MOE_N_BUILDS];
  guint8 double_arrow, connect;
  guint8 merchants[MOE_MAX_PLAYERS][2];
  guint8 caravans[MOE_MAX_PLAYERS][2];
  guint8 steps[KONTOR_MOE_MAX_STEPS + 1];
  guint8 kontors[MOE_MAX_KONTORS];
  guint8 dev[MOE_MAX_PLAYERS];
} KontorMoeMarks;

typedef enum {
  KONTOR_MOE_SETUP,
  KONTOR_MOE_ROLL,
  KONTOR_MOE_DISCARD,
  KONTOR_MOE_ROBBER,
  KONTOR_MOE_PRODUCTION,
  KONTOR_MOE_ACTIONS,
  KONTOR_MOE_MERCHANT,
  KONTOR_MOE_CARAVAN,
  KONTOR_MOE_FREE_ROUTE,
  KONTOR_MOE_ENDED,
} KontorMoeMode;

typedef enum {
  KONTOR_MOE_ASK_NOTHING,
  KONTOR_MOE_ASK_STOLEN,       /* the card the robber took */
  KONTOR_MOE_ASK_REPLACE,      /* the piece placed again */
  KONTOR_MOE_ASK_STANDING,     /* the standing caravan that delivers */
  KONTOR_MOE_ASK_DEV,          /* the card played */
  KONTOR_MOE_ASK_GOLD,         /* the isolation gold */
} KontorMoeQuestion;

typedef struct {
  KontorMoeMode mode;          /* derived from the position unless a movement or a lancer is being entered */
  int die[2];                  /* the faces chosen, 0 none */
  int revealed;                /* the hand shown, -1 none */
  char label[MOE_LABEL_MAX];
  gint32 owed[MOE_MAX_PLAYERS][MOE_N_RES];   /* production, by seat */
  guint8 chosen[MOE_N_RES];    /* discard, setup cards */
  gint32 give[MOE_N_RES + 1], get[MOE_N_RES + 1];
  int partner;                 /* seat, -1 */
  gboolean lancer;             /* the robber step is a lancer's */
  int piece;                   /* the merchant or caravan moving, 1–2; 0 none */
  int steps;
  guint8 tolls;                /* bit per seat */
  int n_deliver;
  guint8 deliver[MOE_MAX_DELIVER];   /* kontor indexes, in order */
  gboolean double_arrow, connect;
  KontorMoeQuestion asking;
  int victim;                  /* ASK_STOLEN */
  int build;                   /* ASK_REPLACE: KONTOR_MOE_BUILD_MERCHANT or _CARAVAN */
  gint8 options[MOE_N_RES];
} KontorMoeEntry;

/* What this turn's production gave each seat (cards by type, and 1 gold of
 * compensation); FALSE (all zero) when none was entered this turn. */
gboolean kontor_moe_table_produced (KontorTable *table, int got[MOE_MAX_PLAYERS][MOE_N_RES],
                                    int gold[MOE_MAX_PLAYERS]);

/* The part itself (kontor-moe-table.c). */
typedef struct _KontorTableTitle KontorTableTitle;
extern const KontorTableTitle kontor_moe_table_title;

G_END_DECLS
