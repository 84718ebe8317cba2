/* kontor-board-view-draw.c: the board drawn with cairo: layout, routes,
 * cities, the Coellen table and the tracks; what does not change between
 * entries is drawn once into a cached layer. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kontor-board-view-private.h"

void
kontor_color_rgba (KontorColor color, GdkRGBA *out)
{
  /* the player colours, then the neutral pieces: a light stone grey */
  static const char *const colors[] = { "#c62f2a", "#2b67b8", "#2f8f44", "#e2b92c", "#8248ab", "#8a8478" };
  gdk_rgba_parse (out, ((int) color >= 0 && color <= KONTOR_COLOR_NEUTRAL) ? colors[color] : "#888888");
}

static void
privilege_rgb (KontorPrivilege p, double *r, double *g, double *b)
{
  static const double rgb[][3] = { { 0.97, 0.96, 0.92 }, { 0.93, 0.60, 0.24 },
                                   { 0.90, 0.56, 0.71 }, { 0.23, 0.23, 0.25 } };
  *r = rgb[p][0];
  *g = rgb[p][1];
  *b = rgb[p][2];
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* Britannia's countries: Wales brown, Scotland blue (England: the plain
 * board), as a route's line (and the spaces' border), its spaces' fill or
 * the band under its routes. */
typedef enum { REGION_LINE, REGION_FILL, REGION_BAND } RegionPaint;

static gboolean
region_rgb (int region, gboolean dark, RegionPaint paint, double *r, double *g, double *b)
{
  static const double rgb[3][2][KONTOR_N_REGIONS][3] = {
    { { { 0, 0, 0 }, { 0.55, 0.30, 0.10 }, { 0.16, 0.36, 0.66 } },
      { { 0, 0, 0 }, { 0.86, 0.62, 0.40 }, { 0.56, 0.72, 0.96 } } },
    { { { 0, 0, 0 }, { 0.98, 0.91, 0.83 }, { 0.91, 0.95, 1.00 } },
      { { 0, 0, 0 }, { 0.42, 0.32, 0.24 }, { 0.24, 0.32, 0.45 } } },
    { { { 0, 0, 0 }, { 0.91, 0.80, 0.67 }, { 0.79, 0.87, 0.96 } },
      { { 0, 0, 0 }, { 0.33, 0.26, 0.20 }, { 0.19, 0.25, 0.35 } } } };
  const double *v;
  if (region <= KONTOR_REGION_ENGLAND || region >= KONTOR_N_REGIONS)
    return FALSE;
  v = rgb[paint][dark ? 1 : 0][region];
  *r = v[0];
  *g = v[1];
  *b = v[2];
  return TRUE;
}

/* An office's outline: dark, except a black office in the dark style, which
 * gets a light one so that it stands out from the dark board. */
static void
office_outline (KontorBoardView *self, cairo_t *cr, KontorPrivilege privilege)
{
  if (privilege == KONTOR_PRIV_BLACK && is_dark ())
    {
      cairo_set_source_rgb (cr, 0.85, 0.82, 0.74);
      cairo_set_line_width (cr, 1.8 * self->scale);
    }
  else
    {
      cairo_set_source_rgb (cr, 0.15, 0.12, 0.08);
      cairo_set_line_width (cr, 1.2 * self->scale);
    }
  cairo_stroke (cr);
}

/* ---------------------------------------------------------------- layout */

static double
box_extent (double w, double h, double dx, double dy)
{
  double ex = fabs (dx) > 1e-6 ? (w / 2) / fabs (dx) : G_MAXDOUBLE;
  double ey = fabs (dy) > 1e-6 ? (h / 2) / fabs (dy) : G_MAXDOUBLE;
  return MIN (ex, ey);
}

int
kontor_board_view_n_cells (KontorBoardView *self, int c)
{
  const KontorCity *city = &self->pos.board->cities[c];
  int offices = self->pos.n_extra[c] + kontor_city_n_added (&self->pos, c);
  int n = (self->entry ? 1 : 0) + offices + city->n_slots;
  if (city->green && (self->entry || offices == 0))
    n++;   /* the placeholder for a new added office, or the empty city's mark */
  return n;
}

int
kontor_board_view_cell_office (KontorBoardView *self, int c, int index)
{
  const KontorCity *city = &self->pos.board->cities[c];
  int n_extra = self->pos.n_extra[c], n_added = kontor_city_n_added (&self->pos, c);

  if (index < 0 || index >= kontor_board_view_n_cells (self, c))
    return G_MININT;
  if (self->entry && index-- == 0)
    return -1 - n_extra;   /* a new extra office */
  if (index < n_extra)
    return -1 - (n_extra - 1 - index);
  index -= n_extra;
  if (index < city->n_slots)
    return index;
  index -= city->n_slots;
  if (city->green && (index < n_added || self->entry))
    return index;          /* an added office, or (entry) a new one */
  return G_MININT;
}

static void place_labels (KontorBoardView *self);
static void measure_text (KontorBoardView *self, const char *text, double size, gboolean bold, double *w, double *h);
typedef enum { CUE_ABILITY, CUE_EAST_WEST } CueKind;
static char *city_cue (const KontorBoard *b, int c, CueKind *kind);

void
kontor_board_view_compute_layout (KontorBoardView *self, int width, int height)
{
  const KontorBoard *b;
  double mx, my, aw, ah, extent_w[KONTOR_MAX_CITIES];

  if (!self->has_pos)
    return;
  if (self->lw == width && self->lh == height)
    return;
  b = self->pos.board;
  self->lw = width;
  self->lh = height;
  self->scale = MIN (width / BASE_W, height / BASE_H);
  self->slot = 24 * self->scale;
  self->space = 19 * self->scale;
  mx = 70 * self->scale;
  my = 40 * self->scale;
  aw = width - 2 * mx;
  ah = height - 2 * my - 44 * self->scale;   /* room for the prestige track below */
  for (int c = 0; c < b->n_cities; c++)
    {
      const KontorCity *city = &b->cities[c];
      self->city_x[c] = mx + city->x * aw;
      self->city_y[c] = my + 18 * self->scale + city->y * (ah - 18 * self->scale);
      self->city_w[c] = kontor_board_view_n_cells (self, c) * (self->slot + 4 * self->scale) + 6 * self->scale;
      self->city_h[c] = self->slot + 10 * self->scale;
      /* routes keep clear of the box, and of a two-ability line wider than it */
      extent_w[c] = self->city_w[c];
      if (city->ability2 >= 0)
        {
          CueKind kind;
          g_autofree char *cue = city_cue (b, c, &kind);
          double tw, th;
          measure_text (self, cue, 12 * self->scale, TRUE, &tw, &th);
          extent_w[c] = MAX (extent_w[c], tw + 8 * self->scale);
        }
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      double dx = self->city_x[c] - self->city_x[a], dy = self->city_y[c] - self->city_y[a];
      double len = hypot (dx, dy), ux = dx / len, uy = dy / len;
      double start = box_extent (extent_w[a], self->city_h[a] + 26 * self->scale, ux, uy) + 4 * self->scale;
      double end = len - box_extent (extent_w[c], self->city_h[c] + 26 * self->scale, ux, uy) - 4 * self->scale;
      double step;
      if (end - start < route->n_spaces * self->space)
        {
          double mid = (start + end) / 2;
          start = mid - route->n_spaces * self->space * 0.6;
          end = mid + route->n_spaces * self->space * 0.6;
        }
      step = (end - start) / route->n_spaces;
      for (int s = 0; s < route->n_spaces; s++)
        {
          double t = start + (s + 0.5) * step;
          self->space_x[r][s] = self->city_x[a] + ux * t;
          self->space_y[r][s] = self->city_y[a] + uy * t;
        }
    }
  if (b->table_city >= 0)
    {
      /* the prestige table lies left of its city, or right when there is no room */
      double tw = b->n_table * (self->slot + 6 * self->scale);
      self->table_x = self->city_x[b->table_city] - self->city_w[b->table_city] / 2 - 16 * self->scale - tw;
      self->table_y = self->city_y[b->table_city] - self->slot / 2;
      if (self->table_x < 4 * self->scale)
        self->table_x = self->city_x[b->table_city] + self->city_w[b->table_city] / 2 + 16 * self->scale;
    }
  place_labels (self);
}

/* Left edge of slot i (extra offices occupy the first positions). */
double
kontor_board_view_slot_left (KontorBoardView *self, int city, int index_with_extras)
{
  return self->city_x[city] - self->city_w[city] / 2 + 5 * self->scale
         + index_with_extras * (self->slot + 4 * self->scale);
}

/* ---------------------------------------------------------------- drawing */

void
kontor_board_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
piece_path (cairo_t *cr, int kind, double cx, double cy, double size)
{
  if (kind == KONTOR_PIECE_MERCHANT)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, size / 2, 0, 2 * G_PI);
    }
  else
    kontor_board_rounded_rect (cr, cx - size / 2, cy - size / 2, size, size, size * 0.18);
}

static void
set_player (cairo_t *cr, const KontorPosition *pos, int owner)
{
  GdkRGBA c;
  kontor_color_rgba (pos->colors[owner], &c);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
}

static void
draw_piece (KontorBoardView *self, cairo_t *cr, KontorPiece piece, double cx, double cy, double size)
{
  piece_path (cr, piece.kind, cx, cy, size);
  set_player (cr, &self->pos, piece.owner);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, 1.2 * self->scale);
  cairo_stroke (cr);
}

static void
highlight_ring (KontorBoardView *self, cairo_t *cr, double x, double y, double w, double h, gboolean selected)
{
  kontor_board_rounded_rect (cr, x - 4 * self->scale, y - 4 * self->scale, w + 8 * self->scale, h + 8 * self->scale,
                6 * self->scale);
  if (selected)
    cairo_set_source_rgba (cr, 0.95, 0.75, 0.1, 0.95);
  else
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 3.5 * self->scale);
  cairo_stroke (cr);
}

static void
set_font (KontorBoardView *self, PangoLayout *layout, double size, gboolean bold)
{
  /* the theme's font, at the board's scale */
  g_autoptr (PangoFontDescription) font =
    pango_font_description_copy (pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self))));
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
}

static PangoLayout *
text_layout (KontorBoardView *self, cairo_t *cr, const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  set_font (self, layout, size, bold);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* A text's size in pixels, for the layout (no cairo context there). */
static void
measure_text (KontorBoardView *self, const char *text, double size, gboolean bold, double *w, double *h)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int pw, ph;
  set_font (self, layout, size, bold);
  pango_layout_get_pixel_size (layout, &pw, &ph);
  *w = pw;
  *h = ph;
}

static void
draw_text_centered (KontorBoardView *self, cairo_t *cr, const char *text, double cx, double y,
                    double size, gboolean bold)
{
  g_autoptr (PangoLayout) layout = text_layout (self, cr, text, size, bold);
  int w, h;
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, y);
  pango_cairo_show_layout (cr, layout);
}

static const char *
marker_glyph (int m)
{
  switch (m)
    {
    case KONTOR_MARKER_EXTRA_OFFICE: return "+▯";
    case KONTOR_MARKER_SWAP_OFFICES: return "⇄";
    case KONTOR_MARKER_ACTIONS_3: return "+3";
    case KONTOR_MARKER_ACTIONS_4: return "+4";
    case KONTOR_MARKER_UPGRADE_ABILITY: return "▲";
    case KONTOR_MARKER_REMOVE_3: return "−3";
    default: return "?";
    }
}

/* ---------------------------------------------------------------- labels
 * What the East and Britannia boards print beside routes and cities: the
 * permanent bonus markers, the gateway cities' permissions, the countries'
 * names and a legend.  Each is placed where it covers least of the board. */

static const char *
permanent_label (int permanent)
{
  switch (permanent)
    {
    /* Translators: short labels printed beside a route for its permanent bonus marker */
    case KONTOR_PERMANENT_MOVE_2: return _("Move 2");
    /* Translators: short label of a permanent bonus marker (one more Privilegium) */
    case KONTOR_PERMANENT_GAIN_PRIVILEGE: return _("+Privilegium");
    /* Translators: short label of a permanent bonus marker (an office in a green city) */
    case KONTOR_PERMANENT_BUILD_IN_GREEN: return _("Green +1");
    /* Translators: short label of a permanent bonus marker */
    case KONTOR_PERMANENT_REUSE_2: return _("Reuse 2");
    /* Translators: short label of a permanent bonus marker */
    case KONTOR_PERMANENT_PLACE_2: return _("Place 2");
    default: return "?";
    }
}

/* "→ Wales": the countries a gateway city gives permission for. */
static char *
gateway_label (const KontorCity *city)
{
  const char *names[KONTOR_N_REGIONS];
  int n = 0;
  for (int r = KONTOR_REGION_WALES; r < KONTOR_N_REGIONS; r++)
    if (city->gateway_for & (1u << r))
      names[n++] = kontor_region_name (r);
  if (n >= 2)
    /* Translators: beside a gateway city: its rightmost office gives permission for two countries */
    return g_strdup_printf (_("→ %s, %s"), names[0], names[1]);
  /* Translators: beside a gateway city: its rightmost office gives permission for a country */
  return g_strdup_printf (_("→ %s"), n == 1 ? names[0] : "?");
}

/* The line over a city: its ability (Waren: both), or the East–West cue. */
static char *
city_cue (const KontorBoard *b, int c, CueKind *kind)
{
  const KontorCity *city = &b->cities[c];
  *kind = CUE_ABILITY;
  if (city->ability >= 0 && city->ability2 >= 0)
    /* Translators: over a city that offers one of two abilities (East's Waren) */
    return g_strdup_printf (_("%s or %s"), kontor_ability_name (city->ability), kontor_ability_name (city->ability2));
  if (city->ability >= 0)
    return g_strdup (kontor_ability_name (city->ability));
  if (c == b->east_west[0] || c == b->east_west[1])
    {
      /* the East–West pair: a network joining them scores at the end of a claim */
      int other = c == b->east_west[0] ? b->east_west[1] : b->east_west[0];
      *kind = CUE_EAST_WEST;
      /* Translators: over a city of the East–West pair; %s is the other city */
      return g_strdup_printf (_("East–West ↔ %s"), b->cities[other].name);
    }
  return NULL;
}

/* Where an ordinary bonus marker lies: beside the route's middle, above it. */
static void
marker_spot (KontorBoardView *self, int r, double *x, double *y)
{
  int n = self->pos.board->routes[r].n_spaces;
  double mx = (self->space_x[r][0] + self->space_x[r][n - 1]) / 2;
  double my = (self->space_y[r][0] + self->space_y[r][n - 1]) / 2;
  double dx = self->space_x[r][n - 1] - self->space_x[r][0], dy = self->space_y[r][n - 1] - self->space_y[r][0];
  double len = MAX (1, hypot (dx, dy));
  double ox = -dy / len * 20 * self->scale, oy = dx / len * 20 * self->scale;
  if (oy > 0)
    {
      ox = -ox;
      oy = -oy;
    }
  *x = mx + ox;
  *y = my + oy;
}

/* The labels' scale: the board's, but never under 8-pixel text. */
static double
label_scale (KontorBoardView *self)
{
  return MAX (self->scale, 8.0 / 11.0);
}

typedef enum { LEGEND_SHIP, LEGEND_WALES, LEGEND_SCOTLAND, LEGEND_GREEN, LEGEND_GATEWAY, LEGEND_PERMANENT, N_LEGEND } LegendItem;

static const char *
legend_text (LegendItem item)
{
  switch (item)
    {
    /* Translators: legend of the board: a ship space takes merchants only */
    case LEGEND_SHIP: return _("Ship: merchants only");
    case LEGEND_WALES: return kontor_region_name (KONTOR_REGION_WALES);
    case LEGEND_SCOTLAND: return kontor_region_name (KONTOR_REGION_SCOTLAND);
    /* Translators: legend of the board: a green city gets offices only through bonus markers */
    case LEGEND_GREEN: return _("Green city: offices only through markers");
    /* Translators: legend of the board: the key of a gateway city and who holds it */
    case LEGEND_GATEWAY: return _("Permission: rightmost office");
    /* Translators: legend of the board: a bonus printed beside a route, for each claim of it */
    case LEGEND_PERMANENT: return _("Permanent bonus, each claim");
    default: return "?";
    }
}

static gboolean
legend_has (const KontorBoard *b, LegendItem item)
{
  gboolean any = FALSE;
  switch (item)
    {
    case LEGEND_SHIP: return b->has_ships;
    case LEGEND_GREEN: return b->n_green > 0;
    case LEGEND_GATEWAY: return b->n_gateways > 0;
    case LEGEND_WALES:
    case LEGEND_SCOTLAND:
      for (int r = 0; r < b->n_routes; r++)
        any |= b->routes[r].region == (item == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND);
      return any;
    case LEGEND_PERMANENT:
      for (int r = 0; r < b->n_routes; r++)
        any |= b->routes[r].permanent >= 0;
      return any;
    default:
      return FALSE;
    }
}

#define LEGEND_ICON 18.0
#define LEGEND_ROW 18.0
#define LEGEND_TEXT 11.0

/* The legend flows right of the completed-cities track, in rows; the
 * items' left edges (x < 0: not on this board).  Returns the rows used. */
static int
legend_flow (KontorBoardView *self, double *x, double *y)
{
  const KontorBoard *b = self->pos.board;
  double s = self->scale, ls = label_scale (self);
  double x0 = 12 * s + b->cities_to_end * 28 * s + 30 * s, right = self->lw - 12 * s;
  double cx = x0, cy = 10 * s;
  int rows = 0;

  for (int i = 0; i < N_LEGEND; i++)
    {
      double tw, th, w;
      x[i] = -1;
      if (!legend_has (b, i))
        continue;
      measure_text (self, legend_text (i), LEGEND_TEXT * ls, FALSE, &tw, &th);
      w = LEGEND_ICON * ls + 4 * ls + tw;
      if (rows == 0)
        rows = 1;
      else if (cx + w > right && cx > x0)
        {
          cx = x0;
          cy += LEGEND_ROW * ls;
          rows++;
        }
      x[i] = cx;
      y[i] = cy;
      cx += w + 16 * ls;
      self->legend_w = MAX (self->legend_w, cx - 16 * ls - x0);
    }
  self->legend_x = x0;
  self->legend_y = 10 * s;
  self->legend_h = rows * LEGEND_ROW * ls;
  return rows;
}

typedef struct {
  double x0, y0, x1, y1, weight;
} Box;

static void
add_box (GArray *boxes, double cx, double cy, double w, double h, double weight)
{
  Box box = { cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, weight };
  g_array_append_val (boxes, box);
}

/* What a label centred at (cx, cy) covers, in the board's units. */
static double
place_cost (KontorBoardView *self, GArray *boxes, double cx, double cy, double w, double h)
{
  double s = self->scale, pad = 3 * s;
  double x0 = cx - w / 2 - pad, y0 = cy - h / 2 - pad, x1 = cx + w / 2 + pad, y1 = cy + h / 2 + pad;
  double cost = 0;

  if (cx - w / 2 < 2 * s || cy - h / 2 < 2 * s || cx + w / 2 > self->lw - 2 * s || cy + h / 2 > self->lh - 44 * s)
    cost += 1e7;   /* off the board or on the prestige track */
  for (guint i = 0; i < boxes->len; i++)
    {
      const Box *o = &g_array_index (boxes, Box, i);
      double ow = MIN (x1, o->x1) - MAX (x0, o->x0), oh = MIN (y1, o->y1) - MAX (y0, o->y0);
      if (ow > 0 && oh > 0)
        cost += ow * oh * o->weight;
    }
  return cost / (s * s);
}

/* The candidate (xs[i], ys[i]) covering least, nearer the anchor first. */
typedef double (*Confusion) (KontorBoardView *self, int owner, double x, double y);

static void
best_spot (KontorBoardView *self, GArray *boxes, const double *xs, const double *ys, int n, double w, double h,
           double ax, double ay, double per_unit, Confusion confusion, int owner, double *bx, double *by)
{
  double best = G_MAXDOUBLE;
  for (int i = 0; i < n; i++)
    {
      double cost = place_cost (self, boxes, xs[i], ys[i], w, h) + per_unit * hypot (xs[i] - ax, ys[i] - ay) / self->scale;
      if (confusion)
        cost += 60 * confusion (self, owner, xs[i], ys[i]);
      if (cost < best)
        {
          best = cost;
          *bx = xs[i];
          *by = ys[i];
        }
    }
  add_box (boxes, *bx, *by, w, h, 12);
}

static double
segment_distance (double px, double py, double ax, double ay, double bx, double by, double *nx, double *ny)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((px - ax) * dx + (py - ay) * dy) / len2, 0, 1) : 0;
  if (nx)
    *nx = ax + t * dx;
  if (ny)
    *ny = ay + t * dy;
  return hypot (px - ax - t * dx, py - ay - t * dy);
}

static double
box_distance (double px, double py, double cx, double cy, double w, double h)
{
  return hypot (MAX (0, fabs (px - cx) - w / 2), MAX (0, fabs (py - cy) - h / 2));
}

/* How much nearer a label at (x, y) lies to another route than to route r
 * (a permanent marker should be read as its route's). */
static double
route_confusion (KontorBoardView *self, int r, double x, double y)
{
  const KontorBoard *b = self->pos.board;
  int n = b->routes[r].n_spaces;
  double own = segment_distance (x, y, self->space_x[r][0], self->space_y[r][0], self->space_x[r][n - 1],
                                 self->space_y[r][n - 1], NULL, NULL);
  double other = G_MAXDOUBLE;
  for (int o = 0; o < b->n_routes; o++)
    if (o != r)
      {
        int a = b->routes[o].cities[0], c = b->routes[o].cities[1];
        other = MIN (other, segment_distance (x, y, self->city_x[a], self->city_y[a], self->city_x[c], self->city_y[c],
                                              NULL, NULL));
      }
  return MAX (0, own - other + 4 * self->scale) / self->scale;
}

/* The same for a gateway city's label and the other cities. */
static double
city_confusion (KontorBoardView *self, int c, double x, double y)
{
  double own = box_distance (x, y, self->city_x[c], self->city_y[c], self->city_w[c], self->city_h[c]), other = G_MAXDOUBLE;
  for (int o = 0; o < self->pos.board->n_cities; o++)
    if (o != c)
      other = MIN (other, box_distance (x, y, self->city_x[o], self->city_y[o], self->city_w[o], self->city_h[o]));
  return MAX (0, own - other + 4 * self->scale) / self->scale;
}

/* Everything a label should not cover. */
static GArray *
label_obstacles (KontorBoardView *self)
{
  const KontorBoard *b = self->pos.board;
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (Box));
  double s = self->scale;

  /* the completed-cities track, the legend, the prestige table */
  add_box (boxes, 12 * s + b->cities_to_end * 14 * s, 8 * s + 19 * s, b->cities_to_end * 28 * s, 38 * s, 8);
  if (self->legend_w > 0)
    add_box (boxes, self->legend_x + self->legend_w / 2, self->legend_y + self->legend_h / 2, self->legend_w,
             self->legend_h, 8);
  if (b->table_city >= 0)
    {
      double tw = b->n_table * (self->slot + 6 * s);
      add_box (boxes, self->table_x + tw / 2, self->table_y + (self->slot + 14 * s) / 2, tw, self->slot + 14 * s, 8);
    }
  for (int c = 0; c < b->n_cities; c++)
    {
      double x = self->city_x[c], top = self->city_y[c] - self->city_h[c] / 2, bottom = top + self->city_h[c];
      double tw, th;
      CueKind kind;
      g_autofree char *cue = city_cue (b, c, &kind);
      add_box (boxes, x, self->city_y[c], self->city_w[c], self->city_h[c], 8);
      measure_text (self, b->cities[c].name, 14 * s, TRUE, &tw, &th);
      add_box (boxes, x, bottom + 1 * s + th / 2, tw, th, 8);
      if (cue)
        {
          measure_text (self, cue, 12 * s, TRUE, &tw, &th);
          add_box (boxes, x, top - 17 * s + th / 2, tw, th, 8);
        }
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      double len = hypot (self->city_x[c] - self->city_x[a], self->city_y[c] - self->city_y[a]);
      /* the line, as a row of small boxes */
      for (double t = 0; t <= len; t += 5 * s)
        add_box (boxes, self->city_x[a] + (self->city_x[c] - self->city_x[a]) * t / MAX (len, 1),
                 self->city_y[a] + (self->city_y[c] - self->city_y[a]) * t / MAX (len, 1), 3 * s, 3 * s, 1.5);
      for (int sp = 0; sp < route->n_spaces; sp++)
        {
          if (route->ships & (1u << sp))   /* the hull below */
            add_box (boxes, self->space_x[r][sp], self->space_y[r][sp] + 0.15 * self->space, 1.7 * self->space,
                     1.3 * self->space, 8);
          else
            add_box (boxes, self->space_x[r][sp], self->space_y[r][sp], self->space, self->space, 8);
        }
      if (route->permanent < 0)
        {
          /* where an ordinary bonus marker may come */
          double mx, my;
          marker_spot (self, r, &mx, &my);
          add_box (boxes, mx, my, 20 * s, 20 * s, 2);
        }
    }
  return boxes;
}

static void
place_labels (KontorBoardView *self)
{
  const KontorBoard *b = self->pos.board;
  double s = self->scale, ls = label_scale (self), lx[N_LEGEND], ly[N_LEGEND];
  double xs[400], ys[400];
  g_autoptr (GArray) boxes = NULL;

  memset (self->perm_w, 0, sizeof self->perm_w);
  memset (self->gate_w, 0, sizeof self->gate_w);
  memset (self->region_w, 0, sizeof self->region_w);
  self->legend_w = self->legend_h = 0;
  if (!b->has_ships && b->n_green == 0 && b->n_gateways == 0 && !legend_has (b, LEGEND_WALES)
      && !legend_has (b, LEGEND_PERMANENT))
    return;   /* a base board: nothing more */

  legend_flow (self, lx, ly);
  boxes = label_obstacles (self);

  /* permanent markers: beside their route, either side, nearer the middle first */
  self->perm_h = 17 * ls;
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int n = route->n_spaces, k = 0;
      double x0 = self->space_x[r][0], y0 = self->space_y[r][0];
      double dx = self->space_x[r][n - 1] - x0, dy = self->space_y[r][n - 1] - y0;
      double len = MAX (1, hypot (dx, dy)), nx = -dy / len, ny = dx / len, tw, th, w, h = self->perm_h, need;
      static const double along[] = { 0.5, 0.3, 0.7, 0.15, 0.85, 0.0, 1.0 };
      if (route->permanent < 0)
        continue;
      measure_text (self, permanent_label (route->permanent), 11 * ls, TRUE, &tw, &th);
      w = tw + 12 * ls;
      need = self->space / 2 + fabs (nx) * w / 2 + fabs (ny) * h / 2 + 3 * ls;
      for (guint i = 0; i < G_N_ELEMENTS (along); i++)
        for (int step = 0; step < 5; step++)
          for (int side = -1; side <= 1; side += 2)
            {
              xs[k] = x0 + dx * along[i] + side * nx * (need + step * 7 * s);
              ys[k] = y0 + dy * along[i] + side * ny * (need + step * 7 * s);
              k++;
            }
      best_spot (self, boxes, xs, ys, k, w, h, x0 + dx / 2, y0 + dy / 2, 1.0, route_confusion, r,
                 &self->perm_x[r], &self->perm_y[r]);
      self->perm_w[r] = w;
    }

  /* gateway cities: a key and the countries, around the box */
  self->gate_h = 18 * ls;
  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g], k = 0;
      g_autofree char *text = gateway_label (&b->cities[c]);
      double tw, th, w, h = self->gate_h;
      double left = self->city_x[c] - self->city_w[c] / 2, right = left + self->city_w[c];
      double top = self->city_y[c] - self->city_h[c] / 2, bottom = top + self->city_h[c];
      measure_text (self, text, 11 * ls, TRUE, &tw, &th);
      w = 6 * ls + 16 * ls + 4 * ls + tw + 6 * ls;
      {
        double cys[] = { top - h / 2 - 3 * s, top - h / 2 - 19 * s, self->city_y[c], bottom + h / 2 + 3 * s,
                         bottom + h / 2 + 20 * s, top - h / 2 - 34 * s };
        for (int i = 0; i <= 12; i++)
          for (guint j = 0; j < G_N_ELEMENTS (cys); j++)
            {
              /* from beside the box's left end to beside its right end */
              xs[k] = left - w / 2 - 5 * ls + i * (right - left + w + 10 * ls) / 12;
              ys[k] = cys[j];
              if (j != 2 || xs[k] + w / 2 < left || xs[k] - w / 2 > right)
                k++;
            }
      }
      best_spot (self, boxes, xs, ys, k, w, h, self->city_x[c], self->city_y[c], 1.0, city_confusion, c,
                 &self->gate_x[c], &self->gate_y[c]);
      self->gate_w[c] = w;
    }

  /* the countries' names, inside the country */
  self->region_h = 0;
  for (int region = KONTOR_REGION_WALES; region < KONTOR_N_REGIONS; region++)
    {
      double minx = G_MAXDOUBLE, miny = G_MAXDOUBLE, maxx = -G_MAXDOUBLE, maxy = -G_MAXDOUBLE, sx = 0, sy = 0;
      double tw, th, stepx, stepy;
      int n = 0, k = 0;
      for (int r = 0; r < b->n_routes; r++)
        if (b->routes[r].region == region)
          for (int sp = 0; sp < b->routes[r].n_spaces; sp++)
            {
              minx = MIN (minx, self->space_x[r][sp]);
              maxx = MAX (maxx, self->space_x[r][sp]);
              miny = MIN (miny, self->space_y[r][sp]);
              maxy = MAX (maxy, self->space_y[r][sp]);
              sx += self->space_x[r][sp];
              sy += self->space_y[r][sp];
              n++;
            }
      if (n == 0)
        continue;
      measure_text (self, kontor_region_name (region), 18 * ls, TRUE, &tw, &th);
      minx -= 40 * s;
      maxx += 40 * s;
      miny -= 30 * s;
      maxy += 30 * s;
      stepx = (maxx - minx) / 19;
      stepy = (maxy - miny) / 19;
      for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
          {
            xs[k] = minx + i * stepx;
            ys[k] = miny + j * stepy;
            k++;
          }
      best_spot (self, boxes, xs, ys, k, tw + 4 * ls, th, sx / n, sy / n, 0.3, NULL, 0,
                 &self->region_x[region], &self->region_y[region]);
      self->region_w[region] = tw + 4 * ls;
      self->region_h = th;
    }
}

/* A key (gateway cities): x the left end, y the middle, s the scale. */
static void
key_path (cairo_t *cr, double x, double y, double s)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + 4.5 * s, y, 4.5 * s, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, x + 4.5 * s, y, 1.8 * s, 2 * G_PI, 0);
  cairo_rectangle (cr, x + 8.8 * s, y - 1.4 * s, 7 * s, 2.8 * s);
  cairo_rectangle (cr, x + 13.4 * s, y + 1.4 * s, 1.8 * s, 3 * s);
  cairo_rectangle (cr, x + 10.6 * s, y + 1.4 * s, 1.8 * s, 2 * s);
}

/* A ship's hull under a space, and a wave under the hull. */
static void
draw_hull (KontorBoardView *self, cairo_t *cr, double x, double y, gboolean dark)
{
  double sp = self->space, top = y + 0.05 * sp, bottom = y + 0.68 * sp, hw = 0.86 * sp, bw = 0.48 * sp;
  cairo_move_to (cr, x - hw, top);
  cairo_line_to (cr, x + hw, top);
  cairo_curve_to (cr, x + hw * 0.85, bottom - 0.12 * sp, x + bw + 0.15 * sp, bottom, x + bw, bottom);
  cairo_line_to (cr, x - bw, bottom);
  cairo_curve_to (cr, x - bw - 0.15 * sp, bottom, x - hw * 0.85, bottom - 0.12 * sp, x - hw, top);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, dark ? 0.60 : 0.47, dark ? 0.44 : 0.30, dark ? 0.28 : 0.15);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, dark ? 0.85 : 0.27, dark ? 0.72 : 0.16, dark ? 0.55 : 0.06);
  cairo_set_line_width (cr, 1 * self->scale);
  cairo_stroke (cr);
  /* the sea */
  cairo_move_to (cr, x - hw, bottom + 0.16 * sp);
  for (int i = 0; i < 4; i++)
    {
      double x0 = x - hw + i * hw / 2;
      cairo_curve_to (cr, x0 + hw / 8, bottom + 0.02 * sp, x0 + hw * 3 / 8, bottom + 0.30 * sp, x0 + hw / 2, bottom + 0.16 * sp);
    }
  cairo_set_source_rgba (cr, dark ? 0.45 : 0.16, dark ? 0.65 : 0.42, dark ? 0.95 : 0.72, 0.9);
  cairo_set_line_width (cr, 1.4 * self->scale);
  cairo_stroke (cr);
}

/* Thin dotted lines from the labels to what they belong to, under the
 * routes and cities. */
static void
draw_leaders (KontorBoardView *self, cairo_t *cr, gboolean dark)
{
  const KontorBoard *b = self->pos.board;
  double dots[] = { 1.5 * self->scale, 2.5 * self->scale }, nx, ny;

  cairo_save (cr);
  cairo_set_dash (cr, dots, 2, 0);
  cairo_set_line_width (cr, 1.5 * self->scale);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int r = 0; r < b->n_routes; r++)
    {
      int n = b->routes[r].n_spaces;
      if (self->perm_w[r] <= 0)
        continue;
      segment_distance (self->perm_x[r], self->perm_y[r], self->space_x[r][0], self->space_y[r][0],
                        self->space_x[r][n - 1], self->space_y[r][n - 1], &nx, &ny);
      cairo_move_to (cr, self->perm_x[r], self->perm_y[r]);
      cairo_line_to (cr, nx, ny);
      cairo_set_source_rgba (cr, dark ? 0.60 : 0.10, dark ? 0.85 : 0.40, dark ? 0.86 : 0.43, 0.9);
      cairo_stroke (cr);
    }
  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g];
      if (self->gate_w[c] <= 0)
        continue;
      cairo_move_to (cr, self->gate_x[c], self->gate_y[c]);
      cairo_line_to (cr, self->city_x[c], self->city_y[c]);
      cairo_set_source_rgba (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.22, dark ? 0.62 : 0.08, 0.8);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_labels (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  double s = label_scale (self);

  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      double x, y, w = self->perm_w[r], h = self->perm_h;
      if (w <= 0)
        continue;
      x = self->perm_x[r] - w / 2;
      y = self->perm_y[r] - h / 2;
      kontor_board_rounded_rect (cr, x, y, w, h, h / 2);
      cairo_set_source_rgb (cr, 0.10, 0.40, 0.43);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, dark ? 0.60 : 0.04, dark ? 0.85 : 0.22, dark ? 0.86 : 0.24);
      cairo_set_line_width (cr, 1.2 * s);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      draw_text_centered (self, cr, permanent_label (b->routes[r].permanent), self->perm_x[r], y + 1.5 * s, 11 * s, TRUE);
    }

  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g], holder;
      double w = self->gate_w[c], h = self->gate_h, x = self->gate_x[c] - w / 2, y = self->gate_y[c] - h / 2;
      if (w <= 0)
        continue;
      if (pass == 0)
        {
          g_autofree char *text = gateway_label (&b->cities[c]);
          g_autoptr (PangoLayout) layout = NULL;
          int tw, th;
          kontor_board_rounded_rect (cr, x, y, w, h, 4 * s);
          cairo_set_source_rgb (cr, dark ? 0.25 : 0.99, dark ? 0.24 : 0.97, dark ? 0.26 : 0.90);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.22, dark ? 0.62 : 0.08);
          cairo_set_line_width (cr, 1.2 * s);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.16, dark ? 0.93 : 0.11, dark ? 0.88 : 0.05);
          layout = text_layout (self, cr, text, 11 * s, TRUE);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_move_to (cr, x + 6 * s + 16 * s + 4 * s, self->gate_y[c] - th / 2.0);
          pango_cairo_show_layout (cr, layout);
          continue;
        }
      /* the key in the colour of the permission's holder (empty: nobody;
       * faint: used this turn) */
      holder = kontor_gateway_holder (&self->pos, c);
      key_path (cr, x + 6 * s, self->gate_y[c], s);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
      if (holder != KONTOR_NOBODY)
        {
          GdkRGBA col;
          kontor_color_rgba (self->pos.colors[holder], &col);
          cairo_set_source_rgba (cr, col.red, col.green, col.blue, (self->pos.gateways_used & (1u << g)) ? 0.35 : 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        }
      else
        cairo_set_source_rgba (cr, dark ? 0.8 : 0.35, dark ? 0.75 : 0.30, dark ? 0.65 : 0.25, 0.8);
      cairo_set_line_width (cr, 1 * s);
      cairo_stroke (cr);
    }

  for (int region = KONTOR_REGION_WALES; region < KONTOR_N_REGIONS && pass == 0; region++)
    {
      double r, g, bl;
      if (self->region_w[region] <= 0 || !region_rgb (region, dark, REGION_LINE, &r, &g, &bl))
        continue;
      cairo_set_source_rgba (cr, r, g, bl, 0.85);
      draw_text_centered (self, cr, kontor_region_name (region), self->region_x[region],
                          self->region_y[region] - self->region_h / 2, 18 * s, TRUE);
    }

  if (pass == 0 && self->legend_w > 0)
    {
      double lx[N_LEGEND], ly[N_LEGEND], ic = LEGEND_ICON * s;
      legend_flow (self, lx, ly);
      for (int i = 0; i < N_LEGEND; i++)
        {
          double ix, iy, r, g, bl;
          g_autoptr (PangoLayout) layout = NULL;
          int tw, th;
          if (lx[i] < 0)
            continue;
          ix = lx[i] + ic / 2;
          iy = ly[i] + LEGEND_ROW * s / 2;
          switch ((LegendItem) i)
            {
            case LEGEND_SHIP:
              {
                double saved = self->space;
                self->space = ic * 0.62;
                draw_hull (self, cr, ix, iy - 0.2 * self->space, dark);
                cairo_arc (cr, ix, iy - 0.2 * self->space, self->space / 2, 0, 2 * G_PI);
                cairo_set_source_rgb (cr, dark ? 0.22 : 0.99, dark ? 0.22 : 0.97, dark ? 0.24 : 0.91);
                cairo_fill_preserve (cr);
                cairo_set_source_rgba (cr, dark ? 0.8 : 0.35, dark ? 0.75 : 0.27, dark ? 0.65 : 0.18, 0.9);
                cairo_set_line_width (cr, 1 * s);
                cairo_stroke (cr);
                self->space = saved;
              }
              break;
            case LEGEND_WALES:
            case LEGEND_SCOTLAND:
              region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_BAND, &r, &g, &bl);
              kontor_board_rounded_rect (cr, ix - ic / 2, iy - ic * 0.32, ic, ic * 0.64, ic * 0.32);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_fill (cr);
              region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_FILL, &r, &g, &bl);
              kontor_board_rounded_rect (cr, ix - ic * 0.22, iy - ic * 0.22, ic * 0.44, ic * 0.44, 1.5 * s);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_fill_preserve (cr);
              region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_LINE, &r, &g, &bl);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_set_line_width (cr, 1.3 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_GREEN:
              kontor_board_rounded_rect (cr, ix - ic * 0.45, iy - ic * 0.35, ic * 0.9, ic * 0.7, 3 * s);
              cairo_set_source_rgb (cr, dark ? 0.22 : 0.72, dark ? 0.36 : 0.85, dark ? 0.22 : 0.62);
              cairo_fill_preserve (cr);
              cairo_set_source_rgb (cr, dark ? 0.62 : 0.18, dark ? 0.85 : 0.42, dark ? 0.58 : 0.16);
              cairo_set_line_width (cr, 1.3 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_GATEWAY:
              key_path (cr, lx[i], iy, s);
              cairo_set_source_rgb (cr, 0.85, 0.68, 0.20);
              cairo_fill_preserve (cr);
              cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
              cairo_set_line_width (cr, 1 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_PERMANENT:
              kontor_board_rounded_rect (cr, ix - ic / 2, iy - ic * 0.3, ic, ic * 0.6, ic * 0.3);
              cairo_set_source_rgb (cr, 0.10, 0.40, 0.43);
              cairo_fill (cr);
              break;
            default:
              break;
            }
          cairo_set_source_rgb (cr, dark ? 0.9 : 0.2, dark ? 0.88 : 0.15, dark ? 0.82 : 0.1);
          layout = text_layout (self, cr, legend_text (i), LEGEND_TEXT * s, FALSE);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_move_to (cr, lx[i] + ic + 4 * s, iy - th / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
    }
}

/* pass 0: the unchanging layer; pass 1: pieces, markers and highlights */
static void
draw_routes (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  double rr, rg, rb;
  if (pass == 0)
    draw_leaders (self, cr, dark);
  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      /* a country's routes: a faint band of its colour under them */
      const KontorRoute *route = &b->routes[r];
      int n = route->n_spaces;
      if (!region_rgb (route->region, dark, REGION_BAND, &rr, &rg, &rb))
        continue;
      cairo_move_to (cr, self->space_x[r][0], self->space_y[r][0]);
      cairo_line_to (cr, self->space_x[r][n - 1], self->space_y[r][n - 1]);
      cairo_set_source_rgb (cr, rr, rg, rb);
      cairo_set_line_width (cr, self->space * 2.0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      cairo_move_to (cr, self->city_x[a], self->city_y[a]);
      cairo_line_to (cr, self->city_x[c], self->city_y[c]);
      if (region_rgb (route->region, dark, REGION_LINE, &rr, &rg, &rb))
        cairo_set_source_rgba (cr, rr, rg, rb, 0.75);
      else if (dark)
        cairo_set_source_rgba (cr, 0.75, 0.68, 0.55, 0.55);
      else
        cairo_set_source_rgba (cr, 0.45, 0.33, 0.20, 0.55);
      cairo_set_line_width (cr, (route->tavern ? 5 : 3) * self->scale);
      cairo_stroke (cr);
    }
  /* the ships' hulls, under every space (a space may stand on its
   * neighbour's wave) */
  for (int r = 0; r < b->n_routes && pass == 0; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      if (b->routes[r].ships & (1u << s))
        draw_hull (self, cr, self->space_x[r][s], self->space_y[r][s], dark);
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      if (pass == 1 && (self->highlight.routes[r] || self->selected.routes[r]))
        for (int s = 0; s < route->n_spaces; s++)
          highlight_ring (self, cr, self->space_x[r][s] - self->space / 2, self->space_y[r][s] - self->space / 2,
                          self->space, self->space, self->selected.routes[r]);
      for (int s = 0; s < route->n_spaces; s++)
        {
          double x = self->space_x[r][s], y = self->space_y[r][s];
          KontorPiece p = self->pos.spaces[r][s];
          if (pass == 0)
            {
              /* a ship (merchants only): round, as a merchant, on a hull */
              gboolean ship = (route->ships & (1u << s)) != 0;
              if (ship)
                {
                  cairo_new_sub_path (cr);
                  cairo_arc (cr, x, y, self->space / 2, 0, 2 * G_PI);
                }
              else
                kontor_board_rounded_rect (cr, x - self->space / 2, y - self->space / 2, self->space, self->space, 4 * self->scale);
              if (region_rgb (route->region, dark, REGION_FILL, &rr, &rg, &rb))
                cairo_set_source_rgb (cr, rr, rg, rb);
              else
                cairo_set_source_rgb (cr, dark ? 0.22 : 0.99, dark ? 0.22 : 0.97, dark ? 0.24 : 0.91);
              cairo_fill_preserve (cr);
              if (region_rgb (route->region, dark, REGION_LINE, &rr, &rg, &rb))
                cairo_set_source_rgba (cr, rr, rg, rb, 0.95);
              else
                cairo_set_source_rgba (cr, dark ? 0.8 : 0.35, dark ? 0.75 : 0.27, dark ? 0.65 : 0.18, 0.9);
              cairo_set_line_width (cr, 1.3 * self->scale);
              cairo_stroke (cr);
              continue;
            }
          if (p.owner != KONTOR_NOBODY)
            draw_piece (self, cr, p, x, y, self->space * 0.78);
          if (self->highlight.spaces[r][s] || self->selected.spaces[r][s])
            highlight_ring (self, cr, x - self->space / 2, y - self->space / 2, self->space, self->space,
                            self->selected.spaces[r][s]);
        }
      if (pass == 1 && self->pos.route_marker[r] >= 0)
        {
          /* the marker lies beside the route's middle */
          double mx, my;
          double sz = 20 * self->scale;
          marker_spot (self, r, &mx, &my);
          kontor_board_rounded_rect (cr, mx - sz / 2, my - sz / 2, sz, sz, 4 * self->scale);
          /* parchment with a dark border: unlike any player's colour (yellow included) */
          cairo_set_source_rgb (cr, 0.99, 0.97, 0.90);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.36, 0.22, 0.08);
          cairo_set_line_width (cr, 2 * self->scale);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, 0.25, 0.15, 0.0);
          draw_text_centered (self, cr, marker_glyph (self->pos.route_marker[r]), mx, my - 7 * self->scale,
                              11 * self->scale, TRUE);
        }
    }
}

/* Where a new office would go (end-position entry): a dashed "+". */
static void
draw_placeholder (KontorBoardView *self, cairo_t *cr, double sx, double sy)
{
  double dashes[] = { 2 * self->scale, 2 * self->scale };
  kontor_board_rounded_rect (cr, sx, sy, self->slot, self->slot, 3 * self->scale);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.8);
  cairo_set_line_width (cr, 1 * self->scale);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  draw_text_centered (self, cr, "+", sx + self->slot / 2, sy + 2 * self->scale, 13 * self->scale, TRUE);
}

/* An empty green city: a dashed cell with a leaf (offices come only through
 * markers). */
static void
draw_green_mark (KontorBoardView *self, cairo_t *cr, double sx, double sy, gboolean dark)
{
  double dashes[] = { 2.5 * self->scale, 2 * self->scale }, u = self->slot;
  double cx = sx + u / 2, cy = sy + u / 2;
  kontor_board_rounded_rect (cr, sx, sy, u, u, 3 * self->scale);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_set_source_rgb (cr, dark ? 0.62 : 0.18, dark ? 0.85 : 0.42, dark ? 0.58 : 0.16);
  cairo_set_line_width (cr, 1.1 * self->scale);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, cx - 0.26 * u, cy + 0.26 * u);
  cairo_curve_to (cr, cx - 0.30 * u, cy - 0.16 * u, cx - 0.02 * u, cy - 0.28 * u, cx + 0.28 * u, cy - 0.28 * u);
  cairo_curve_to (cr, cx + 0.28 * u, cy + 0.04 * u, cx + 0.08 * u, cy + 0.28 * u, cx - 0.26 * u, cy + 0.26 * u);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, dark ? 0.45 : 0.25, dark ? 0.75 : 0.55, dark ? 0.42 : 0.20);
  cairo_fill (cr);
  cairo_move_to (cr, cx - 0.32 * u, cy + 0.32 * u);
  cairo_line_to (cr, cx + 0.12 * u, cy - 0.12 * u);
  cairo_set_source_rgb (cr, dark ? 0.16 : 0.95, dark ? 0.30 : 0.98, dark ? 0.16 : 0.90);
  cairo_set_line_width (cr, 1 * self->scale);
  cairo_stroke (cr);
}

/* A city's offices, cell by cell (kontor_board_view_cell_office): the extra
 * ones leftmost (newest first), then the printed slots, then a green city's
 * added offices; pass 0 draws the empty offices, pass 1 the pieces in them. */
static void
draw_city_offices (KontorBoardView *self, cairo_t *cr, int c, gboolean dark, int pass)
{
  const KontorCity *city = &self->pos.board->cities[c];
  int n_extra = self->pos.n_extra[c], n_added = kontor_city_n_added (&self->pos, c), cell = 0;
  double sy = self->city_y[c] - self->slot / 2;

  if (self->entry)
    {
      /* where the next extra office would go */
      if (pass == 0)
        draw_placeholder (self, cr, kontor_board_view_slot_left (self, c, cell), sy);
      cell++;
    }
  /* extra offices: leftmost, newest first */
  for (int i = 0; i < n_extra; i++, cell++)
    {
      KontorPiece p = self->pos.extra[c][n_extra - 1 - i];
      double sx = kontor_board_view_slot_left (self, c, cell);
      double dashes[] = { 3 * self->scale, 2 * self->scale };
      if (pass == 1)
        {
          draw_piece (self, cr, p, sx + self->slot / 2, sy + self->slot / 2, self->slot * 0.72);
          continue;
        }
      kontor_board_rounded_rect (cr, sx, sy, self->slot, self->slot, 3 * self->scale);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_fill_preserve (cr);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_set_line_width (cr, 1.2 * self->scale);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  for (int s = 0; s < city->n_slots; s++, cell++)
    {
      const KontorSlot *slot = &city->slots[s];
      double sx = kontor_board_view_slot_left (self, c, cell);
      double r, g, bl;
      KontorPiece p = self->pos.slots[c][s];
      if (pass == 1)
        {
          if (p.owner != KONTOR_NOBODY)
            draw_piece (self, cr, p, sx + self->slot / 2, sy + self->slot / 2, self->slot * 0.68);
          continue;
        }
      privilege_rgb (slot->privilege, &r, &g, &bl);
      piece_path (cr, slot->piece, sx + self->slot / 2, sy + self->slot / 2, self->slot);
      cairo_set_source_rgb (cr, r, g, bl);
      cairo_fill_preserve (cr);
      office_outline (self, cr, slot->privilege);
      if (slot->coin)
        {
          cairo_arc (cr, sx + self->slot / 2, sy + self->slot / 2, self->slot * 0.24, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.93, 0.74, 0.15);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.55, 0.40, 0.05);
          cairo_set_line_width (cr, 1 * self->scale);
          cairo_stroke (cr);
        }
    }
  if (!city->green)
    return;
  /* a green city's added offices: right of the extra ones, oldest first */
  for (int i = 0; i < n_added; i++, cell++)
    {
      double sx = kontor_board_view_slot_left (self, c, cell);
      if (pass == 1)
        {
          draw_piece (self, cr, *kontor_city_added (&self->pos, c, i), sx + self->slot / 2, sy + self->slot / 2,
                      self->slot * 0.72);
          continue;
        }
      kontor_board_rounded_rect (cr, sx, sy, self->slot, self->slot, 3 * self->scale);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, dark ? 0.62 : 0.18, dark ? 0.85 : 0.42, dark ? 0.58 : 0.16);
      cairo_set_line_width (cr, 1.2 * self->scale);
      cairo_stroke (cr);
    }
  if (pass == 1)
    return;
  if (self->entry)
    draw_placeholder (self, cr, kontor_board_view_slot_left (self, c, cell), sy);   /* a new added office */
  else if (n_extra + n_added == 0)
    draw_green_mark (self, cr, kontor_board_view_slot_left (self, c, cell), sy, dark);
}

static void
draw_cities (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  for (int c = 0; c < b->n_cities; c++)
    {
      const KontorCity *city = &b->cities[c];
      double x = self->city_x[c] - self->city_w[c] / 2, y = self->city_y[c] - self->city_h[c] / 2;
      gboolean full = kontor_city_completed (&self->pos, c);
      g_autofree char *cue = NULL;
      CueKind kind;

      if (pass == 1 && self->network[c] && self->network_player >= 0)
        {
          GdkRGBA col;
          kontor_color_rgba (self->pos.colors[self->network_player], &col);
          kontor_board_rounded_rect (cr, x - 5 * self->scale, y - 5 * self->scale, self->city_w[c] + 10 * self->scale,
                        self->city_h[c] + 10 * self->scale, 9 * self->scale);
          cairo_set_source_rgba (cr, col.red, col.green, col.blue, 0.85);
          cairo_set_line_width (cr, 5 * self->scale);
          cairo_stroke (cr);
        }
      if (pass == 0)
        {
          kontor_board_rounded_rect (cr, x, y, self->city_w[c], self->city_h[c], 6 * self->scale);
          if (city->green)   /* a green (non-Hanseatic) city */
            cairo_set_source_rgb (cr, dark ? 0.22 : 0.72, dark ? 0.36 : 0.85, dark ? 0.22 : 0.62);
          else if (dark)
            cairo_set_source_rgb (cr, 0.36, 0.31, 0.25);
          else
            cairo_set_source_rgb (cr, 0.86, 0.76, 0.60);
          cairo_fill_preserve (cr);
          if (city->green)
            cairo_set_source_rgb (cr, dark ? 0.62 : 0.18, dark ? 0.85 : 0.42, dark ? 0.58 : 0.16);
          else
            cairo_set_source_rgb (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.24, dark ? 0.62 : 0.12);
          cairo_set_line_width (cr, 1.6 * self->scale);
          cairo_stroke (cr);
        }
      else if (full)
        {
          /* a completed city: a heavy frame */
          kontor_board_rounded_rect (cr, x, y, self->city_w[c], self->city_h[c], 6 * self->scale);
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.25, dark ? 0.85 : 0.15, dark ? 0.55 : 0.05);
          cairo_set_line_width (cr, 3.2 * self->scale);
          cairo_stroke (cr);
        }

      draw_city_offices (self, cr, c, dark, pass);
      if (pass == 1)
        {
          if (self->highlight.cities[c] || self->selected.cities[c])
            highlight_ring (self, cr, x, y, self->city_w[c], self->city_h[c], self->selected.cities[c]);
          continue;
        }

      /* name below, ability above */
      cairo_set_source_rgb (cr, dark ? 0.95 : 0.16, dark ? 0.93 : 0.11, dark ? 0.88 : 0.05);
      draw_text_centered (self, cr, city->name, self->city_x[c], y + self->city_h[c] + 1 * self->scale,
                          14 * self->scale, TRUE);
      cue = city_cue (b, c, &kind);
      if (cue && kind == CUE_ABILITY)
        {
          cairo_set_source_rgb (cr, dark ? 0.70 : 0.48, dark ? 0.80 : 0.20, dark ? 0.95 : 0.55);
          draw_text_centered (self, cr, cue, self->city_x[c], y - 17 * self->scale, 12 * self->scale, TRUE);
        }
      else if (cue)
        {
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.55, dark ? 0.75 : 0.30, dark ? 0.45 : 0.05);
          draw_text_centered (self, cr, cue, self->city_x[c], y - 17 * self->scale, 11 * self->scale, TRUE);
        }
    }
}

static void
draw_table (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  if (b->table_city < 0)
    return;
  for (int t = 0; t < b->n_table; t++)
    {
      double x = self->table_x + t * (self->slot + 6 * self->scale), y = self->table_y;
      double r, g, bl;
      char value[8];
      if (pass == 1)
        {
          if (self->pos.table[t] != KONTOR_NOBODY)
            {
              KontorPiece p = { self->pos.table[t], KONTOR_PIECE_MERCHANT };
              draw_piece (self, cr, p, x + self->slot / 2, y + self->slot / 2, self->slot * 0.68);
            }
          if (self->highlight.table[t] || self->selected.table[t])
            highlight_ring (self, cr, x, y, self->slot, self->slot, self->selected.table[t]);
          continue;
        }
      privilege_rgb (b->table_priv[t], &r, &g, &bl);
      piece_path (cr, KONTOR_PIECE_MERCHANT, x + self->slot / 2, y + self->slot / 2, self->slot);
      cairo_set_source_rgb (cr, r, g, bl);
      cairo_fill_preserve (cr);
      office_outline (self, cr, b->table_priv[t]);
      g_snprintf (value, sizeof value, "%d", b->table_value[t]);
      cairo_set_source_rgb (cr, dark ? 0.95 : 0.16, dark ? 0.93 : 0.11, dark ? 0.88 : 0.05);
      draw_text_centered (self, cr, value, x + self->slot / 2, y + self->slot + 1 * self->scale, 11 * self->scale, TRUE);
    }
}

static void
draw_tracks (KontorBoardView *self, cairo_t *cr, int width, int height, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  double cell = 26 * self->scale, x0 = 12 * self->scale, y0 = 8 * self->scale;
  char num[8];

  /* completed cities, top left */
  cairo_set_source_rgb (cr, dark ? 0.9 : 0.2, dark ? 0.88 : 0.15, dark ? 0.82 : 0.1);
  if (pass == 0)
  {
    g_autoptr (PangoLayout) l = text_layout (self, cr, _("Completed cities"), 12 * self->scale, TRUE);
    cairo_move_to (cr, x0, y0);
    pango_cairo_show_layout (cr, l);
  }
  for (int i = 1; i <= b->cities_to_end; i++)
    {
      double x = x0 + (i - 1) * (cell + 2 * self->scale), y = y0 + 16 * self->scale;
      if ((pass == 1) != (i <= self->pos.completed))
        continue;   /* pass 0 draws the cells as empty, pass 1 fills the completed ones */
      kontor_board_rounded_rect (cr, x, y, cell, cell * 0.8, 3 * self->scale);
      if (pass == 1)
        cairo_set_source_rgb (cr, dark ? 0.80 : 0.15, dark ? 0.52 : 0.15, dark ? 0.14 : 0.17);
      else
        cairo_set_source_rgb (cr, dark ? 0.3 : 0.95, dark ? 0.3 : 0.92, dark ? 0.32 : 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.3, 0.25, 0.2, 0.8);
      cairo_set_line_width (cr, 1 * self->scale);
      cairo_stroke (cr);
      g_snprintf (num, sizeof num, "%d", i);
      if (pass == 1)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, dark ? 0.8 : 0.3, dark ? 0.8 : 0.25, dark ? 0.8 : 0.2);
      draw_text_centered (self, cr, num, x + cell / 2, y + 3 * self->scale, 12 * self->scale, TRUE);
    }

  /* prestige track 0..20, bottom */
  {
    double tw = (width - 2 * x0) / 21.0, y = height - 40 * self->scale;
    for (int v = 0; v <= 20; v++)
      {
        double x = x0 + v * tw;
        if (pass == 1)
          {
            for (int p = 0, k = 0; p < KONTOR_OWNERS; p++)
              if (kontor_position_is_owner (&self->pos, p) && MIN (self->pos.players[p].prestige, 20) == v)
                {
                  KontorPiece piece = { p, KONTOR_PIECE_TRADER };
                  draw_piece (self, cr, piece, x + 8 * self->scale + k * 9 * self->scale, y + 24 * self->scale,
                              11 * self->scale);
                  k++;
                }
            continue;
          }
        kontor_board_rounded_rect (cr, x + 1, y, tw - 2, 34 * self->scale, 3 * self->scale);
        if (v == 20)
          cairo_set_source_rgb (cr, 0.80, 0.25, 0.20);
        else
          cairo_set_source_rgb (cr, dark ? 0.25 : 0.94, dark ? 0.25 : 0.90, dark ? 0.27 : 0.82);
        cairo_fill (cr);
        g_snprintf (num, sizeof num, "%d", v);
        if (v == 20)
          cairo_set_source_rgb (cr, 1, 1, 1);
        else
          cairo_set_source_rgb (cr, dark ? 0.8 : 0.35, dark ? 0.8 : 0.3, dark ? 0.8 : 0.25);
        draw_text_centered (self, cr, num, x + tw / 2, y + 1 * self->scale, 11 * self->scale, TRUE);
      }
  }
}

static void
draw_layer (KontorBoardView *self, cairo_t *cr, int width, int height, gboolean dark, int pass)
{
  draw_routes (self, cr, dark, pass);
  draw_cities (self, cr, dark, pass);
  draw_labels (self, cr, dark, pass);
  draw_table (self, cr, dark, pass);
  draw_tracks (self, cr, width, height, dark, pass);
}

static gboolean
cache_valid (KontorBoardView *self, int width, int height, int scale, gboolean dark)
{
  return self->cache && self->cache_w == width && self->cache_h == height && self->cache_scale == scale
         && self->cache_dark == dark && self->cache_entry == self->entry && self->cache_board == self->pos.board
         && self->cache_completed == self->pos.completed
         && memcmp (self->cache_extra, self->pos.n_extra, sizeof self->cache_extra) == 0
         && memcmp (self->cache_added, self->pos.n_added, sizeof self->cache_added) == 0;
}

void
kontor_board_view_draw_scaled (KontorBoardView *self, cairo_t *cr, int width, int height, int scale)
{
  gboolean dark = is_dark ();
  kontor_board_view_compute_layout (self, width, height);
  if (!self->has_pos)
    {
      cairo_set_source_rgb (cr, dark ? 0.16 : 0.96, dark ? 0.17 : 0.92, dark ? 0.19 : 0.82);
      cairo_paint (cr);
      return;
    }
  if (!cache_valid (self, width, height, scale, dark))
    {
      cairo_t *cc;
      g_clear_pointer (&self->cache, cairo_surface_destroy);
      self->cache = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width * scale, height * scale);
      cairo_surface_set_device_scale (self->cache, scale, scale);
      cc = cairo_create (self->cache);
      if (dark)
        cairo_set_source_rgb (cc, 0.16, 0.17, 0.19);
      else
        cairo_set_source_rgb (cc, 0.96, 0.92, 0.82);
      cairo_paint (cc);
      draw_layer (self, cc, width, height, dark, 0);
      cairo_destroy (cc);
      self->cache_w = width;
      self->cache_h = height;
      self->cache_scale = scale;
      self->cache_dark = dark;
      self->cache_entry = self->entry;
      self->cache_board = self->pos.board;
      self->cache_completed = self->pos.completed;
      memcpy (self->cache_extra, self->pos.n_extra, sizeof self->cache_extra);
      memcpy (self->cache_added, self->pos.n_added, sizeof self->cache_added);
    }
  cairo_save (cr);
  cairo_set_source_surface (cr, self->cache, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  draw_layer (self, cr, width, height, dark, 1);
}

