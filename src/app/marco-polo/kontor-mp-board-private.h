/* kontor-mp-board-private.h: Marco Polo's board widget, shared by its
 * three parts: the widget (kontor-mp-board.c: table, input, cursor, screen
 * reader, the mission city typed), the layout (kontor-mp-board-layout.c:
 * where everything is, hit testing) and the drawing
 * (kontor-mp-board-draw.c).
 *
 * Everything is laid out in design units: the picture is about
 * MPB_W × MPB_H units, scaled to the widget (within MPB_MIN_SCALE and
 * MPB_MAX_SCALE) and stretched to fill it: the travellers' rows on the
 * left, the turn's step and the table's things in a column on the right. */
#pragma once

#include "kontor-board-draw-util.h"
#include "kontor-mp-board.h"
#include "kontor-mp.h"
#include "kontor-mp-table.h"

G_BEGIN_DECLS

#define MPB_W 900.0
#define MPB_H 500.0
#define MPB_MIN_SCALE 0.55
#define MPB_MAX_SCALE 1.3
#define MPB_GAP 12.0
#define MPB_SIDE_W 340.0          /* the right column */
#define MPB_TABLE_H 152.0         /* the table's things, at the column's foot */
#define MPB_ROW_MAX 230.0         /* a traveller's row at most */
#define MPB_MAX_SHOWN 64          /* journey stops drawn per traveller */
#define MPB_MAX_ITEMS 256         /* targets drawn, at most */

typedef struct {
  double x, y, w, h;
} MpbBox;

/* What the right column shows above the table's things. */
typedef enum {
  MPB_STEP_ROLL,                  /* the red die's faces */
  MPB_STEP_COMBAT,                /* red and black */
  MPB_STEP_MOVE,                  /* steps, kinds of stop, the land/sea tick */
  MPB_STEP_CHANCE,                /* the chance card */
  MPB_STEP_STOP,                  /* where the traveller stands, the last roll */
  MPB_STEP_ENDED,
  MPB_STEP_REVIEW,
} MpbStep;

typedef struct {
  MpbBox panel;                   /* the traveller's row */
  MpbBox name;                    /* PLAYER */
  MpbBox coins;                   /* COINS */
  MpbBox mission;                 /* MISSION: the Tablet or Secret badge */
  MpbBox skip;                    /* skipped turns (w 0: none) */
  MpbBox hand_area;
  int n_extra;                    /* shown hand: the Tablet, the Secret (no targets) */
  int extra_kind[2];
  MpbBox extra[2];
  MpbBox track;                   /* the journey's band */
  int n_stops;                    /* the whole journey */
  int first;                      /* the first stop drawn */
  int n_shown;
  MpSpace stops[MPB_MAX_SHOWN];
  double stop_x[MPB_MAX_SHOWN], stop_y[MPB_MAX_SHOWN];   /* centres: the track wraps in tall rows */
  double more_x, more_y;          /* "+k": the stops left out (first > 0) */
  double spacing;                 /* from one stop to the next */
  double stop_r;                  /* a stop's radius */
  gboolean stop_labels;           /* room for words under the stops */
} MpbRow;

typedef struct {
  double scale;                   /* widget = design × scale */
  double width, height;           /* design units */
  int n_players;
  int active;
  gboolean revealed[MP_MAX_PLAYERS];
  MpbStep step;
  int roll;                       /* the last roll, 0 none */
  gboolean seeded;

  MpbRow row[MP_MAX_PLAYERS];
  MpbBox side;                    /* the step's part of the column */
  MpbBox table;                   /* the table's things */

  /* every target drawn, in reading order, and where */
  int n_items;
  KontorTarget items[MPB_MAX_ITEMS];
  MpbBox boxes[MPB_MAX_ITEMS];
} MpbLayout;

/* The cursor's place is remembered in design units (the targets' points
 * given to KontorTargetBoard are kontor_mpb_layout_point ()'s). */
struct _KontorMpBoard
{
  KontorTargetBoard parent_instance;
};

/* kontor-mp-board.c: whether marks (highlights or selected) mark t */
gboolean kontor_mpb_marked (const KontorMpMarks *m, const KontorTarget *t);
/* Whether the player due names their mission city now (a tap on the Tablet). */
gboolean kontor_mpb_mission_due (KontorTable *table);

/* kontor-mp-board-layout.c */
const MpPosition *kontor_mp_board_position (KontorMpBoard *self);
/* FALSE without a table or a size. */
gboolean kontor_mp_board_layout (KontorMpBoard *self, MpbLayout *l);
gboolean kontor_mpb_layout_hit (const MpbLayout *l, double x, double y, KontorTarget *out);
gboolean kontor_mpb_layout_box (const MpbLayout *l, const KontorTarget *t, MpbBox *box);
gboolean kontor_mpb_layout_point (const MpbLayout *l, const KontorTarget *t, double *x, double *y);

/* kontor-mp-board-draw.c */
void kontor_mp_board_draw (KontorMpBoard *self, cairo_t *cr, const MpbLayout *l);

/* kontor-mp-board-draw-parts.c: pieces the layout's parts share */
typedef KontorBoardRgb MpbRgb;

typedef struct {
  KontorMpBoard *self;
  KontorTable *table;
  cairo_t *cr;
  const MpbLayout *l;
  const MpPosition *pos;
  const KontorMpMarks *hl, *sel;
  gboolean dark;
  GdkRGBA fg, accent;
  const PangoFontDescription *font;
} MpbDraw;

MpbRgb kontor_mpb_group_rgb (int group);
MpbRgb kontor_mpb_player_rgb (int color);
void kontor_mpb_set_fg (MpbDraw *d, double alpha);
/* Text at (x, y) aligned by xalign/yalign; cut at width w (0: no limit). */
void kontor_mpb_text (MpbDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                      double xalign, double yalign);
/* The same, smaller (down to 66 %) when it would not fit in w. */
void kontor_mpb_text_fit (MpbDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                          double xalign, double yalign);
/* A card face up: a goods kind, MP_KIND_TABLET or MP_KIND_SECRET, with a count (0: none shown). */
void kontor_mpb_card (MpbDraw *d, const MpbBox *b, int kind, int count);
/* A card face down: a group's back (-1: the hand's plain back). */
void kontor_mpb_card_back (MpbDraw *d, const MpbBox *b, int group);
/* A stop of a journey, a circle of radius r at (x, y). */
void kontor_mpb_stop (MpbDraw *d, const MpSpace *s, double x, double y, double r);
/* A die face with its pips; colour: red or black. */
void kontor_mpb_die (MpbDraw *d, const MpbBox *b, int value, gboolean black, double alpha);
/* The word for a space kind ("Port"); brief: under a journey's stop. */
const char *kontor_mpb_kind_word (int kind, gboolean brief);

G_END_DECLS
