/* kontor-moe-board-private.h: Merchants of Europe's board widget, shared
 * by its parts: the widget (kontor-moe-board.c: a KontorTargetBoard, which
 * keeps the table, input, cursor and screen reader), the layout
 * (kontor-moe-board-layout.c: where everything is, hit testing) and the
 * drawing (kontor-moe-board-draw.c: the players' ledger;
 * kontor-moe-board-draw-side.c: the turn's step and the bank;
 * kontor-moe-board-draw-parts.c: cards, dice, coins, text).
 *
 * Everything is laid out in design units: the picture is about
 * MOEB_W × MOEB_H units, scaled to the widget (within MOEB_MIN_SCALE and
 * MOEB_MAX_SCALE) and stretched to fill it: the players' rows on the left,
 * the turn's step and the bank in a column on the right. */
#pragma once

#include "kontor-board-draw-util.h"
#include "kontor-moe-board.h"
#include "kontor-moe.h"
#include "kontor-moe-table.h"

G_BEGIN_DECLS

#define MOEB_W 900.0
#define MOEB_H 500.0
#define MOEB_MIN_SCALE 0.55
#define MOEB_MAX_SCALE 1.4
#define MOEB_GAP 10.0
#define MOEB_SIDE_W 330.0         /* the right column */
#define MOEB_BANK_H 118.0         /* the bank, at the column's foot */
#define MOEB_ROW_MAX 190.0        /* a player's row at most */
#define MOEB_MAX_ITEMS 256        /* targets drawn, at most (the most a table shows: 161) */

typedef struct {
  double x, y, w, h;
} MoebBox;

/* The board's own target (not the table's): a button that asks for a
 * typed label; b: what is typed. */
#define MOEB_ITEM_TYPE 100
enum { MOEB_TYPE_LABEL, MOEB_TYPE_CITY, MOEB_TYPE_FOUND };

/* What the right column shows above the bank. */
typedef enum {
  MOEB_STEP_SETUP,
  MOEB_STEP_ROLL,
  MOEB_STEP_DISCARD,
  MOEB_STEP_ROBBER,
  MOEB_STEP_PRODUCTION,
  MOEB_STEP_ACTIONS,              /* also "trade", "deliver", "free-route" */
  MOEB_STEP_MOVE,                 /* "merchant", "caravan" */
  MOEB_STEP_ENDED,
  MOEB_STEP_REVIEW,
} MoebStep;

typedef struct {
  MoebBox panel;                  /* the player's row */
  MoebBox name;                   /* PLAYER */
  MoebBox race;                   /* PROGRESS */
  MoebBox hand;                   /* HAND (its cards follow it) */
  MoebBox kontor_band;            /* the kontors on the board */
} MoebRow;

typedef struct {
  double scale;                   /* widget = design × scale */
  double width, height;           /* design units */
  int n_players;
  int active;
  gboolean revealed[MOE_MAX_PLAYERS];
  MoebStep step;
  gboolean caravan;               /* MOEB_STEP_MOVE: a caravan moves */
  gboolean seeded;

  MoebRow row[MOE_MAX_PLAYERS];
  MoebBox neutral;                /* the neutral's kontors (h 0: none) */
  MoebBox side;                   /* the step's part of the column */
  MoebBox bank;                   /* the bank */

  /* every target drawn, in reading order, and where */
  int n_items;
  KontorTarget items[MOEB_MAX_ITEMS];
  MoebBox boxes[MOEB_MAX_ITEMS];
} MoebLayout;

struct _KontorMoeBoard
{
  KontorTargetBoard parent_instance;
};

/* kontor-moe-board.c: whether marks (highlights or selected) mark t, and how many (counts) */
int kontor_moeb_marked (const KontorMoeMarks *m, const KontorTarget *t);

/* kontor-moe-board-type.c: the typed labels (city, stop, robber terrain) */
void kontor_moeb_ask_text (KontorMoeBoard *self, int what);
char *kontor_moeb_type_text (KontorMoeBoard *self, int what);
/* The buttons of the step that ask for a typed label (layout and drawing). */
int kontor_moeb_type_buttons (KontorTable *table, int whats[2]);

/* kontor-moe-board-layout.c */
const MoePosition *kontor_moe_board_position (KontorMoeBoard *self);
/* FALSE without a table or a size. */
gboolean kontor_moe_board_layout (KontorMoeBoard *self, MoebLayout *l);
gboolean kontor_moeb_layout_hit (const MoebLayout *l, double x, double y, KontorTarget *out);
gboolean kontor_moeb_layout_box (const MoebLayout *l, const KontorTarget *t, MoebBox *box);
gboolean kontor_moeb_layout_point (const MoebLayout *l, const KontorTarget *t, double *x, double *y);

/* kontor-moe-board-draw-parts.c */
typedef KontorBoardRgb MoebRgb;

typedef struct {
  KontorMoeBoard *self;
  KontorTable *table;
  cairo_t *cr;
  const MoebLayout *l;
  const MoePosition *pos;
  const KontorMoeMarks *hl, *sel;
  gboolean dark;
  GdkRGBA fg, accent;
  const PangoFontDescription *font;
} MoebDraw;

MoebRgb kontor_moeb_res_rgb (int res);
MoebRgb kontor_moeb_player_rgb (int color);
void kontor_moeb_set_fg (MoebDraw *d, double alpha);
/* Text at (x, y) aligned by xalign/yalign; cut at width w (0: no limit). */
void kontor_moeb_text (MoebDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                       double xalign, double yalign);
/* A panel: a rounded face with a frame. */
void kontor_moeb_panel (MoebDraw *d, const MoebBox *b, double alpha);
/* A resource card face up with its count (-1: a "?"; -2: a bare card, no words). */
void kontor_moeb_card (MoebDraw *d, const MoebBox *b, int res, int count, double alpha);
/* The face-down hand with the count of its cards. */
void kontor_moeb_card_back (MoebDraw *d, const MoebBox *b);
/* A coin with a value beside it in box b. */
void kontor_moeb_coin (MoebDraw *d, const MoebBox *b, gint64 value);
void kontor_moeb_die (MoebDraw *d, const MoebBox *b, int value, double alpha);
/* A player's piece: a merchant (a pawn) or a caravan (a cart). */
void kontor_moeb_piece (MoebDraw *d, const MoebBox *b, int color, gboolean caravan, gboolean on_board);
/* A small button face, dimmed when it cannot be tapped. */
void kontor_moeb_button (MoebDraw *d, const MoebBox *b, gboolean on, gboolean chosen);
/* A ring around a target: can be tapped, chosen, or the keyboard cursor. */
typedef enum { MOEB_RING_CLICK, MOEB_RING_SOFT, MOEB_RING_SELECTED, MOEB_RING_CURSOR } MoebRing;
void kontor_moeb_ring (MoebDraw *d, const MoebBox *b, MoebRing kind);
/* A count badge at the top right corner of b. */
void kontor_moeb_badge (MoebDraw *d, const MoebBox *b, int n);
gboolean kontor_moeb_find (const MoebLayout *l, int item, int b, MoebBox *box);
const char *kontor_moeb_player_name (MoebDraw *d, int seat);

/* kontor-moe-board-draw.c */
void kontor_moe_board_draw (KontorMoeBoard *self, cairo_t *cr, const MoebLayout *l);
/* kontor-moe-board-draw-side.c */
void kontor_moeb_draw_side (MoebDraw *d);
void kontor_moeb_draw_bank (MoebDraw *d);

G_END_DECLS
