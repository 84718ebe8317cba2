/* kontor-ht-table.h: Hansa Teutonica's part of the table (kontor-table-title.h):
 * what the board marks, and the entry state behind the prompt. GTK-free. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

/* What to mark on the board: legal targets (highlight) and chosen ones (selected). */
typedef struct {
  guint8 spaces[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  guint8 cities[KONTOR_MAX_CITIES];
  guint8 table[KONTOR_MAX_TABLE];
  guint8 routes[KONTOR_MAX_ROUTES];
} KontorMarks;

typedef enum {
  KONTOR_HT_IDLE,
  KONTOR_HT_PLACE,
  KONTOR_HT_DISPLACE,
  KONTOR_HT_MOVE,
  KONTOR_HT_CLAIM,
  KONTOR_HT_RELOCATE,
  KONTOR_HT_PLACE_BONUS,
  KONTOR_HT_REMOVE,
  KONTOR_HT_SWAP,
  KONTOR_HT_NEUTRAL_CLAIM,
  KONTOR_HT_PERMANENT,       /* a claim's printed effect (partial: the claim) */
} KontorHtMode;

typedef enum {
  KONTOR_HT_ASK_NOTHING,
  KONTOR_HT_ASK_CHOICE,      /* one of options[] */
  KONTOR_HT_ASK_HIRE,
  KONTOR_HT_ASK_MARKER,      /* which bonus marker was drawn */
  KONTOR_HT_ASK_PERMANENT,   /* use the claimed route's printed effect: options[0] uses, [1] declines */
  KONTOR_HT_ASK_KIND,        /* which piece the effect puts down: options[] are the claim so far */
} KontorHtQuestion;

#define KONTOR_HT_MAX_OPTIONS 32

typedef struct {
  KontorHtMode mode;
  KontorAction partial;        /* moves, relocation, removal or claim being assembled */
  gint8 move_from_route, move_from_space;   /* the piece picked to move, or -1 */
  gint8 bonus_kind;            /* the drawn marker named by the table, or -1 */
  gint8 piece_kind;            /* Trader or Merchant, Trader again at each turn */
  int kind_turn;               /* the turn and player the choice belongs to */
  gint8 kind_player;
  KontorHtQuestion asking;
  int n_options;
  KontorAction options[KONTOR_HT_MAX_OPTIONS];
} KontorHtEntry;

G_END_DECLS
