/* kontor-hs-board-private.h: Hansa's board widget, shared by its four
 * parts: the widget (kontor-hs-board.c: table, input, cursor, screen
 * reader), the layout (kontor-hs-board-layout.c: where everything is, hit
 * testing), the map (kontor-hs-board-map.c: coasts and arrows) and the
 * pieces (kontor-hs-board-draw.c).
 *
 * Everything is laid out in design units: the map is HS_MAP_W × HS_MAP_H
 * units with the trays beside or below it; the picture is then scaled to
 * the widget, keeping its aspect, and centred. */
#pragma once

#include "kontor-board-draw-util.h"
#include "kontor-hs-board.h"
#include "kontor-hs.h"
#include "kontor-hs-table.h"

G_BEGIN_DECLS

#define HS_MAP_W 950.0
#define HS_MAP_H 730.0
#define HS_GAP 14.0
#define HS_TRAY_W 300.0         /* a tray's width beside the map */
/* The cards, trays, piles and ship are drawn at these sizes times the
 * layout's zoom (1 to HS_MAX_ZOOM: larger in small widgets, so that the
 * text stays readable while the map shrinks). */
#define HS_MAX_ZOOM 1.25
#define HS_CHIP 36.0            /* an unsold marker's chip */
#define HS_CHIP_STEP 76.0       /* a chip with its count */
#define HS_CHIP_ROW 44.0
#define HS_CHIPS_TOP 84.0       /* the first row of chips in a tray */
#define HS_CARD_W 150.0
#define HS_CARD_H 100.0
#define HS_SLOT 34.0            /* a warehouse space on a city's card */
#define HS_SLOT_TOP 30.0
#define HS_PILE 44.0
#define HS_SHIP_W 50.0
#define HS_SHIP_H 42.0

typedef struct {
  double x, y, w, h;
} HsBox;

typedef struct {
  double scale, ox, oy;          /* widget = o + design × scale */
  double width, height;          /* the whole picture, design units */
  double zoom;                   /* of cards, trays, piles and ship */
  gboolean beside;               /* trays right of the map (else below) */
  int n_players;

  HsBox card[HS_N_CITIES];
  double dot_x[HS_N_CITIES], dot_y[HS_N_CITIES];
  int n_slots[HS_N_CITIES];
  gint8 slot_space[HS_N_CITIES][2];   /* the position's warehouse space, -1 */
  HsBox slot[HS_N_CITIES][2];
  HsBox ship;
  HsBox pile[HS_N_PILES];

  HsBox tray[HS_MAX_PLAYERS];
  HsBox header[HS_MAX_PLAYERS];
  int n_chips[HS_MAX_PLAYERS];
  gint8 chip_kind[HS_MAX_PLAYERS][HS_N_KINDS];
  HsBox chip[HS_MAX_PLAYERS][HS_N_KINDS];
} HsLayout;

/* Every target the board draws, at most. */
#define HS_MAX_TARGETS (HS_N_CITIES * 3 + 1 + HS_N_PILES + HS_MAX_PLAYERS * (1 + HS_N_KINDS))

/* The cursor's place is remembered in design units (the targets' points
 * given to KontorTargetBoard are kontor_hs_layout_point ()'s). */
struct _KontorHsBoard
{
  KontorTargetBoard parent_instance;
};

/* kontor-hs-board-layout.c (the projection and coasts: kontor-hs-board-map.c) */
const HsPosition *kontor_hs_board_position (KontorHsBoard *self);
const HsSetup *kontor_hs_board_setup (KontorHsBoard *self);
/* FALSE without a table or a size. */
gboolean kontor_hs_board_layout (KontorHsBoard *self, HsLayout *l);
void kontor_hs_layout_compute (HsLayout *l, const HsPosition *pos, double width, double height);
/* Longitude and latitude to design units (kontor-hs-board-map.c). */
void kontor_hs_project (double lon, double lat, double *x, double *y);
/* Hit testing and target geometry, in design units. */
gboolean kontor_hs_layout_hit (const HsLayout *l, double x, double y, KontorTarget *out);
gboolean kontor_hs_layout_box (const HsLayout *l, const KontorTarget *t, HsBox *box);
gboolean kontor_hs_layout_point (const HsLayout *l, const KontorTarget *t, double *x, double *y);
/* All targets drawn, in reading order (map first, then the trays). */
int kontor_hs_layout_targets (const HsLayout *l, KontorTarget *out);

/* kontor-hs-board-map.c: the sea, the coasts and the arrows */
void kontor_hs_map_draw (cairo_t *cr, PangoContext *context, const HsLayout *l, const HsPosition *pos,
                         const HsSetup *setup, gboolean dark, const GdkRGBA *fg);

/* kontor-hs-board-draw.c */
void kontor_hs_board_draw (KontorHsBoard *self, cairo_t *cr, const HsLayout *l);

G_END_DECLS
