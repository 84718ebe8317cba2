/* kontor-board-view-private.h: the board view's state, shared by its
 * widget half (kontor-board-view.c: input, focus, API) and its drawing half
 * (kontor-board-view-draw.c, with the East and Britannia labels in
 * kontor-board-view-labels.c). */
#pragma once

#include "kontor-board-view.h"

G_BEGIN_DECLS

#define BASE_W 1280.0
#define BASE_H 800.0

typedef enum { TARGET_SPACE, TARGET_CITY, TARGET_TABLE } TargetKind;

typedef struct {
  TargetKind kind;
  int a, b;          /* route/space, city/-, table space/- */
} Target;

struct _KontorBoardView
{
  GtkWidget parent_instance;

  KontorPosition pos;
  gboolean has_pos;
  KontorMarks highlight;
  KontorMarks selected;
  int network_player;
  guint8 network[KONTOR_MAX_CITIES];

  /* layout, recomputed for each size */
  int lw, lh;
  double scale, slot, space;
  double city_x[KONTOR_MAX_CITIES], city_y[KONTOR_MAX_CITIES];
  double city_w[KONTOR_MAX_CITIES], city_h[KONTOR_MAX_CITIES];
  double space_x[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES], space_y[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  double table_x, table_y;
  /* labels of the expansion boards, placed where they overlap least
   * (centre and size; w == 0: none) */
  double perm_x[KONTOR_MAX_ROUTES], perm_y[KONTOR_MAX_ROUTES], perm_w[KONTOR_MAX_ROUTES], perm_h;
  double gate_x[KONTOR_MAX_CITIES], gate_y[KONTOR_MAX_CITIES], gate_w[KONTOR_MAX_CITIES], gate_h;
  double region_x[KONTOR_N_REGIONS], region_y[KONTOR_N_REGIONS], region_w[KONTOR_N_REGIONS], region_h;
  double legend_x, legend_y, legend_w, legend_h;

  int focus;         /* index into the current target list, -1: none */
  KontorBoardDescriber describer;
  gpointer describer_data;
  gboolean entry;    /* end-position entry: an extra-office placeholder left of each city */

  /* What does not change between actions (routes, cities, names, tracks)
   * is drawn once into this surface; each frame adds the pieces. */
  cairo_surface_t *cache;
  int cache_w, cache_h, cache_scale;
  gboolean cache_dark, cache_entry;
  gint8 cache_extra[KONTOR_MAX_CITIES];
  gint8 cache_added[KONTOR_MAX_GREEN];
  gint8 cache_completed;   /* the completed-cities track is in the static layer */
  const KontorBoard *cache_board;
};


void kontor_board_view_compute_layout (KontorBoardView *self, int width, int height);
double kontor_board_view_slot_left (KontorBoardView *self, int city, int index_with_extras);
/* A city's office cells left to right: in entry mode a placeholder for a new
 * extra office, the extra offices (newest first), the printed slots, a green
 * city's added offices (oldest first) and, in entry mode, a placeholder for a
 * new added office; an empty green city outside entry mode shows one mark. */
int kontor_board_view_n_cells (KontorBoardView *self, int city);
/* What cell `index` holds, as the "office-activated" signal names it: a
 * printed slot s >= 0 (a green city: added office s), -1 - k for extra
 * office k; G_MININT for none. */
int kontor_board_view_cell_office (KontorBoardView *self, int city, int index);
void kontor_board_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);

/* Shared by kontor-board-view-draw.c and kontor-board-view-labels.c */
typedef enum { REGION_LINE, REGION_FILL, REGION_BAND } RegionPaint;
typedef enum { CUE_ABILITY, CUE_EAST_WEST } CueKind;
gboolean kontor_board_view_region_rgb (int region, gboolean dark, RegionPaint paint, double *r, double *g, double *b);
PangoLayout *kontor_board_view_text_layout (KontorBoardView *self, cairo_t *cr, const char *text, double size, gboolean bold);
void kontor_board_view_measure_text (KontorBoardView *self, const char *text, double size, gboolean bold, double *w, double *h);
void kontor_board_view_draw_text_centered (KontorBoardView *self, cairo_t *cr, const char *text, double cx, double y, double size, gboolean bold);
char *kontor_board_view_city_cue (const KontorBoard *b, int c, CueKind *kind);
void kontor_board_view_place_labels (KontorBoardView *self);
/* Where an ordinary bonus marker lies: beside the route's middle, above it. */
void kontor_board_view_marker_spot (KontorBoardView *self, int r, double *x, double *y);
void kontor_board_view_draw_hull (KontorBoardView *self, cairo_t *cr, double x, double y, gboolean dark);
void kontor_board_view_draw_leaders (KontorBoardView *self, cairo_t *cr, gboolean dark);
void kontor_board_view_draw_labels (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass);
/* Paints the board at a size and device scale (static layer cached). */
void kontor_board_view_draw_scaled (KontorBoardView *self, cairo_t *cr, int width, int height, int scale);

G_END_DECLS
