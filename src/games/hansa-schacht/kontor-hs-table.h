/* kontor-hs-table.h: Hansa's part of the table (kontor-table-title.h): what
 * a click, Done, a command or an answer means in each step of an entry, the
 * prompt and the board's marks.  GTK-free.
 *
 * Targets (KontorTarget, kontor-table.h) as a board drawing reports them:
 *
 *   KONTOR_TARGET_CITY  a = city, the engine's index (HS_TOENSBERG …
 *                       HS_CITY_9: the order of the spec's §0, not the
 *                       city numbers); b = 0.  Setup: place 2 booths there.
 *                       In a turn: sail the ship there.
 *   KONTOR_TARGET_SLOT  a = city, b = the city's warehouse space: 0 or 1,
 *                       in fill order (0 is the city's first space, the one
 *                       a refill fills first).  In a turn: buy the marker on
 *                       it (the ship must be in that city).  Setup: as the
 *                       city.
 *   KONTOR_TARGET_ITEM  a = a KontorHsItem, b = its index:
 *     KONTOR_HS_ITEM_PILE    b = pile 0–4 (the spec's pile 1 … pile 5):
 *                            refill (any pile: the refill always draws from
 *                            the first pile that holds markers).
 *     KONTOR_HS_ITEM_SHIP    b = 0: the ship (text only).
 *     KONTOR_HS_ITEM_UNSOLD  b = seat × HS_N_KINDS + kind: a player's unsold
 *                            markers of one kind (markers of one kind cannot
 *                            be told apart).  The active player's: set up
 *                            booths with it or start a sale (a question when
 *                            both can be done); in "sell" and "discard" one
 *                            more of that kind is chosen (a click when all
 *                            held are chosen takes them back).
 *     KONTOR_HS_ITEM_PLAYER  b = seat: the player's card (text only).
 *   KONTOR_TARGET_SPACE and KONTOR_TARGET_ROUTE are not used by Hansa.
 *
 * Commands (kontor_table_activate): "refill"; "sail" (param: int32 city or
 * a city id string); "buy" (param: int32 warehouse space of the ship's city,
 * or a kind id string such as "red-2"); "establish" (param: a kind id; none:
 * a question lists the unsold markers); "sell" (choose markers, then Done);
 * "end-turn" (with more than 3 unsold markers: choose the discards, then
 * Done); "place" (setup, param: int32 city or a city id).
 *
 * Questions: the markers drawn at a refill with table draws are asked one
 * per warehouse space, in fill order; the choices are the kinds still face
 * down (the colour × barrels grid of the spec's §4.6), in kind order (goods
 * colours in §0's order, barrels 1–3), each with its kind id ("red-2") as
 * the choice id, so a view can lay them out as a grid.  Cancel drops the
 * refill.  A sale asks each opponent who holds two kinds of a colour sold
 * which one they lose (fewest barrels suggested, D-H15).
 *
 * Modes (kontor_table_get_mode): "setup", "play", "refill-required" (every
 * warehouse is empty: refill first), "refill" (naming the markers drawn),
 * "sell", "discard" (taxes: the unsold markers to give up), "ended". */
#pragma once

#include "kontor-hs.h"

G_BEGIN_DECLS

typedef enum {
  KONTOR_HS_ITEM_PILE,
  KONTOR_HS_ITEM_SHIP,
  KONTOR_HS_ITEM_UNSOLD,
  KONTOR_HS_ITEM_PLAYER,
} KontorHsItem;

/* What to mark on the board.  Highlights: what can be clicked now;
 * selected: what the entry has chosen so far. */
typedef struct {
  /* highlights: 1 a sail along a listed arrow (or a setup placement), 2 a
   * sail the profile cannot check (no arrow known, spec §4.5) */
  guint8 cities[HS_N_CITIES];
  guint8 slots[HS_N_CITIES][2];           /* a buy; selected: filled by the refill being named */
  guint8 piles[HS_N_PILES];               /* the piles a refill draws from */
  guint8 unsold[HS_MAX_PLAYERS][HS_N_KINDS]; /* selected: how many of the kind are chosen */
} KontorHsMarks;

typedef enum {
  KONTOR_HS_SETUP,
  KONTOR_HS_PLAY,
  KONTOR_HS_REFILL_REQUIRED,
  KONTOR_HS_REFILL,
  KONTOR_HS_SELL,
  KONTOR_HS_DISCARD,
  KONTOR_HS_ENDED,
} KontorHsMode;

typedef enum {
  KONTOR_HS_ASK_NOTHING,
  KONTOR_HS_ASK_DRAW,          /* the next marker of the refill */
  KONTOR_HS_ASK_LOSS,          /* which marker an opponent loses */
  KONTOR_HS_ASK_MARKER,        /* a clicked unsold marker: booths or a sale */
  KONTOR_HS_ASK_ESTABLISH,     /* which unsold marker buys booths */
} KontorHsQuestion;

#define KONTOR_HS_MAX_PAIRS (HS_MAX_PLAYERS * HS_N_GOODS)

typedef struct {
  KontorHsMode mode;           /* derived from the position unless an entry is being assembled */
  HsAction partial;            /* the refill, sale or end of turn being assembled */
  guint8 chosen[HS_N_KINDS];   /* sell, discard: the markers chosen, by kind */
  KontorHsQuestion asking;
  int n_options;
  gint8 options[HS_N_KINDS];   /* the kinds offered by the open question */
  int marker;                  /* the unsold kind clicked (ASK_MARKER) */
  /* a sale's losses to ask: opponent seat and goods colour, in order */
  int n_pairs, pair_at;
  gint8 pair_seat[KONTOR_HS_MAX_PAIRS];
  gint8 pair_colour[KONTOR_HS_MAX_PAIRS];
} KontorHsEntry;

/* The part itself (kontor-hs-table.c). */
typedef struct _KontorTableTitle KontorTableTitle;
extern const KontorTableTitle kontor_hs_table_title;

G_END_DECLS
