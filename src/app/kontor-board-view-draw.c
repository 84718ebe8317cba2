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

gboolean
kontor_board_view_region_rgb (int region, gboolean dark, RegionPaint paint, double *r, double *g, double *b)
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
          g_autofree char *cue = kontor_board_view_city_cue (b, c, &kind);
          double tw, th;
          kontor_board_view_measure_text (self, cue, 12 * self->scale, TRUE, &tw, &th);
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
  kontor_board_view_place_labels (self);
}

/* Left edge of slot i (extra offices occupy the first positions). */
double
kontor_board_view_slot_left (KontorBoardView *self, int city, int index_with_extras)
{
  return self->city_x[city] - self->city_w[city] / 2 + 5 * self->scale
         + index_with_extras * (self->slot + 4 * self->scale);
}

/* Where an ordinary bonus marker lies: beside the route's middle, above it. */
void
kontor_board_view_marker_spot (KontorBoardView *self, int r, double *x, double *y)
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

PangoLayout *
kontor_board_view_text_layout (KontorBoardView *self, cairo_t *cr, const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  set_font (self, layout, size, bold);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* A text's size in pixels, for the layout (no cairo context there). */
void
kontor_board_view_measure_text (KontorBoardView *self, const char *text, double size, gboolean bold, double *w, double *h)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int pw, ph;
  set_font (self, layout, size, bold);
  pango_layout_get_pixel_size (layout, &pw, &ph);
  *w = pw;
  *h = ph;
}

void
kontor_board_view_draw_text_centered (KontorBoardView *self, cairo_t *cr, const char *text, double cx, double y,
                    double size, gboolean bold)
{
  g_autoptr (PangoLayout) layout = kontor_board_view_text_layout (self, cr, text, size, bold);
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

/* pass 0: the unchanging layer; pass 1: pieces, markers and highlights */
static void
draw_routes (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  double rr, rg, rb;
  if (pass == 0)
    kontor_board_view_draw_leaders (self, cr, dark);
  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      /* a country's routes: a faint band of its colour under them */
      const KontorRoute *route = &b->routes[r];
      int n = route->n_spaces;
      if (!kontor_board_view_region_rgb (route->region, dark, REGION_BAND, &rr, &rg, &rb))
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
      if (kontor_board_view_region_rgb (route->region, dark, REGION_LINE, &rr, &rg, &rb))
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
        kontor_board_view_draw_hull (self, cr, self->space_x[r][s], self->space_y[r][s], dark);
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
              if (kontor_board_view_region_rgb (route->region, dark, REGION_FILL, &rr, &rg, &rb))
                cairo_set_source_rgb (cr, rr, rg, rb);
              else
                cairo_set_source_rgb (cr, dark ? 0.22 : 0.99, dark ? 0.22 : 0.97, dark ? 0.24 : 0.91);
              cairo_fill_preserve (cr);
              if (kontor_board_view_region_rgb (route->region, dark, REGION_LINE, &rr, &rg, &rb))
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
          kontor_board_view_marker_spot (self, r, &mx, &my);
          kontor_board_rounded_rect (cr, mx - sz / 2, my - sz / 2, sz, sz, 4 * self->scale);
          /* parchment with a dark border: unlike any player's colour (yellow included) */
          cairo_set_source_rgb (cr, 0.99, 0.97, 0.90);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.36, 0.22, 0.08);
          cairo_set_line_width (cr, 2 * self->scale);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, 0.25, 0.15, 0.0);
          kontor_board_view_draw_text_centered (self, cr, marker_glyph (self->pos.route_marker[r]), mx, my - 7 * self->scale,
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
  kontor_board_view_draw_text_centered (self, cr, "+", sx + self->slot / 2, sy + 2 * self->scale, 13 * self->scale, TRUE);
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
      kontor_board_view_draw_text_centered (self, cr, city->name, self->city_x[c], y + self->city_h[c] + 1 * self->scale,
                          14 * self->scale, TRUE);
      cue = kontor_board_view_city_cue (b, c, &kind);
      if (cue && kind == CUE_ABILITY)
        {
          cairo_set_source_rgb (cr, dark ? 0.70 : 0.48, dark ? 0.80 : 0.20, dark ? 0.95 : 0.55);
          kontor_board_view_draw_text_centered (self, cr, cue, self->city_x[c], y - 17 * self->scale, 12 * self->scale, TRUE);
        }
      else if (cue)
        {
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.55, dark ? 0.75 : 0.30, dark ? 0.45 : 0.05);
          kontor_board_view_draw_text_centered (self, cr, cue, self->city_x[c], y - 17 * self->scale, 11 * self->scale, TRUE);
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
      kontor_board_view_draw_text_centered (self, cr, value, x + self->slot / 2, y + self->slot + 1 * self->scale, 11 * self->scale, TRUE);
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
    g_autoptr (PangoLayout) l = kontor_board_view_text_layout (self, cr, _("Completed cities"), 12 * self->scale, TRUE);
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
      kontor_board_view_draw_text_centered (self, cr, num, x + cell / 2, y + 3 * self->scale, 12 * self->scale, TRUE);
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
        kontor_board_view_draw_text_centered (self, cr, num, x + tw / 2, y + 1 * self->scale, 11 * self->scale, TRUE);
      }
  }
}

static void
draw_layer (KontorBoardView *self, cairo_t *cr, int width, int height, gboolean dark, int pass)
{
  draw_routes (self, cr, dark, pass);
  draw_cities (self, cr, dark, pass);
  kontor_board_view_draw_labels (self, cr, dark, pass);
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

