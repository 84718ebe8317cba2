/* kontor-board-view.c: draws the board with cairo and maps clicks and keys
 * back to spaces, cities and the Coellen table. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kontor-board-view.h"

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

  int focus;         /* index into the current target list, -1: none */
  gboolean entry;    /* end-position entry: an extra-office placeholder left of each city */

  /* What does not change between actions (routes, cities, names, tracks)
   * is drawn once into this surface; each frame adds the pieces. */
  cairo_surface_t *cache;
  int cache_w, cache_h, cache_scale;
  gboolean cache_dark, cache_entry;
  gint8 cache_extra[KONTOR_MAX_CITIES];
  const KontorBoard *cache_board;
};

G_DEFINE_FINAL_TYPE (KontorBoardView, kontor_board_view, GTK_TYPE_WIDGET)

enum { SPACE_ACTIVATED, CITY_ACTIVATED, TABLE_ACTIVATED, OFFICE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

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

/* ---------------------------------------------------------------- layout */

static double
box_extent (double w, double h, double dx, double dy)
{
  double ex = fabs (dx) > 1e-6 ? (w / 2) / fabs (dx) : G_MAXDOUBLE;
  double ey = fabs (dy) > 1e-6 ? (h / 2) / fabs (dy) : G_MAXDOUBLE;
  return MIN (ex, ey);
}

static void
compute_layout (KontorBoardView *self, int width, int height)
{
  const KontorBoard *b;
  double mx, my, aw, ah;

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
      self->city_w[c] = (city->n_slots + self->pos.n_extra[c] + (self->entry ? 1 : 0)) * (self->slot + 4 * self->scale)
                        + 6 * self->scale;
      self->city_h[c] = self->slot + 10 * self->scale;
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      double dx = self->city_x[c] - self->city_x[a], dy = self->city_y[c] - self->city_y[a];
      double len = hypot (dx, dy), ux = dx / len, uy = dy / len;
      double start = box_extent (self->city_w[a], self->city_h[a] + 26 * self->scale, ux, uy) + 4 * self->scale;
      double end = len - box_extent (self->city_w[c], self->city_h[c] + 26 * self->scale, ux, uy) - 4 * self->scale;
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
}

/* Left edge of slot i (extra offices occupy the first positions). */
static double
slot_left (KontorBoardView *self, int city, int index_with_extras)
{
  return self->city_x[city] - self->city_w[city] / 2 + 5 * self->scale
         + index_with_extras * (self->slot + 4 * self->scale);
}

/* ---------------------------------------------------------------- drawing */

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
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
    rounded_rect (cr, cx - size / 2, cy - size / 2, size, size, size * 0.18);
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
  rounded_rect (cr, x - 4 * self->scale, y - 4 * self->scale, w + 8 * self->scale, h + 8 * self->scale,
                6 * self->scale);
  if (selected)
    cairo_set_source_rgba (cr, 0.95, 0.75, 0.1, 0.95);
  else
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 3.5 * self->scale);
  cairo_stroke (cr);
}

static PangoLayout *
text_layout (KontorBoardView *self, cairo_t *cr, const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  return layout;
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

/* pass 0: the unchanging layer; pass 1: pieces, markers and highlights */
static void
draw_routes (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      cairo_move_to (cr, self->city_x[a], self->city_y[a]);
      cairo_line_to (cr, self->city_x[c], self->city_y[c]);
      if (dark)
        cairo_set_source_rgba (cr, 0.75, 0.68, 0.55, 0.55);
      else
        cairo_set_source_rgba (cr, 0.45, 0.33, 0.20, 0.55);
      cairo_set_line_width (cr, (route->tavern ? 5 : 3) * self->scale);
      cairo_stroke (cr);
    }
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
              rounded_rect (cr, x - self->space / 2, y - self->space / 2, self->space, self->space, 4 * self->scale);
              cairo_set_source_rgb (cr, dark ? 0.22 : 0.99, dark ? 0.22 : 0.97, dark ? 0.24 : 0.91);
              cairo_fill_preserve (cr);
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
          int n = route->n_spaces;
          double mx = (self->space_x[r][0] + self->space_x[r][n - 1]) / 2;
          double my = (self->space_y[r][0] + self->space_y[r][n - 1]) / 2;
          double dx = self->space_x[r][n - 1] - self->space_x[r][0], dy = self->space_y[r][n - 1] - self->space_y[r][0];
          double len = MAX (1, hypot (dx, dy));
          double ox = -dy / len * 20 * self->scale, oy = dx / len * 20 * self->scale;
          double sz = 20 * self->scale;
          if (oy > 0)
            {
              ox = -ox;
              oy = -oy;
            }
          rounded_rect (cr, mx + ox - sz / 2, my + oy - sz / 2, sz, sz, 4 * self->scale);
          cairo_set_source_rgb (cr, 0.98, 0.86, 0.45);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.45, 0.30, 0.05);
          cairo_set_line_width (cr, 1.2 * self->scale);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, 0.25, 0.15, 0.0);
          draw_text_centered (self, cr, marker_glyph (self->pos.route_marker[r]), mx + ox, my + oy - 7 * self->scale,
                              11 * self->scale, TRUE);
        }
    }
}

static void
draw_cities (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  for (int c = 0; c < b->n_cities; c++)
    {
      const KontorCity *city = &b->cities[c];
      double x = self->city_x[c] - self->city_w[c] / 2, y = self->city_y[c] - self->city_h[c] / 2;
      int n_extra = self->pos.n_extra[c];
      gboolean full = kontor_city_full (&self->pos, c);

      if (pass == 1 && self->network[c] && self->network_player >= 0)
        {
          GdkRGBA col;
          kontor_color_rgba (self->pos.colors[self->network_player], &col);
          rounded_rect (cr, x - 5 * self->scale, y - 5 * self->scale, self->city_w[c] + 10 * self->scale,
                        self->city_h[c] + 10 * self->scale, 9 * self->scale);
          cairo_set_source_rgba (cr, col.red, col.green, col.blue, 0.85);
          cairo_set_line_width (cr, 5 * self->scale);
          cairo_stroke (cr);
        }
      if (pass == 0)
        {
          rounded_rect (cr, x, y, self->city_w[c], self->city_h[c], 6 * self->scale);
          if (dark)
            cairo_set_source_rgb (cr, 0.36, 0.31, 0.25);
          else
            cairo_set_source_rgb (cr, 0.86, 0.76, 0.60);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.24, dark ? 0.62 : 0.12);
          cairo_set_line_width (cr, 1.6 * self->scale);
          cairo_stroke (cr);
        }
      else if (full)
        {
          /* a completed city: a heavy frame */
          rounded_rect (cr, x, y, self->city_w[c], self->city_h[c], 6 * self->scale);
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.25, dark ? 0.85 : 0.15, dark ? 0.55 : 0.05);
          cairo_set_line_width (cr, 3.2 * self->scale);
          cairo_stroke (cr);
        }

      if (pass == 0 && self->entry)
        {
          /* where the next extra office would go */
          double sx = slot_left (self, c, 0), sy = self->city_y[c] - self->slot / 2;
          double dashes[] = { 2 * self->scale, 2 * self->scale };
          rounded_rect (cr, sx, sy, self->slot, self->slot, 3 * self->scale);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.8);
          cairo_set_line_width (cr, 1 * self->scale);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          draw_text_centered (self, cr, "+", sx + self->slot / 2, sy + 2 * self->scale, 13 * self->scale, TRUE);
        }
      /* extra offices: leftmost, newest first */
      for (int i = 0; i < n_extra; i++)
        {
          KontorPiece p = self->pos.extra[c][n_extra - 1 - i];
          double sx = slot_left (self, c, i + (self->entry ? 1 : 0)), sy = self->city_y[c] - self->slot / 2;
          double dashes[] = { 3 * self->scale, 2 * self->scale };
          if (pass == 1)
            {
              draw_piece (self, cr, p, sx + self->slot / 2, sy + self->slot / 2, self->slot * 0.72);
              continue;
            }
          rounded_rect (cr, sx, sy, self->slot, self->slot, 3 * self->scale);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill_preserve (cr);
          cairo_set_dash (cr, dashes, 2, 0);
          cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
          cairo_set_line_width (cr, 1.2 * self->scale);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      for (int s = 0; s < city->n_slots; s++)
        {
          const KontorSlot *slot = &city->slots[s];
          double sx = slot_left (self, c, n_extra + s + (self->entry ? 1 : 0)), sy = self->city_y[c] - self->slot / 2;
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
          cairo_set_source_rgb (cr, 0.15, 0.12, 0.08);
          cairo_set_line_width (cr, 1.2 * self->scale);
          cairo_stroke (cr);
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
      if (city->ability >= 0)
        {
          cairo_set_source_rgb (cr, dark ? 0.70 : 0.48, dark ? 0.80 : 0.20, dark ? 0.95 : 0.55);
          draw_text_centered (self, cr, kontor_ability_name (city->ability), self->city_x[c],
                              y - 17 * self->scale, 12 * self->scale, TRUE);
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
      cairo_set_source_rgb (cr, 0.15, 0.12, 0.08);
      cairo_set_line_width (cr, 1.2 * self->scale);
      cairo_stroke (cr);
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
      rounded_rect (cr, x, y, cell, cell * 0.8, 3 * self->scale);
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
        rounded_rect (cr, x + 1, y, tw - 2, 34 * self->scale, 3 * self->scale);
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
  draw_table (self, cr, dark, pass);
  draw_tracks (self, cr, width, height, dark, pass);
}

static gboolean
cache_valid (KontorBoardView *self, int width, int height, int scale, gboolean dark)
{
  return self->cache && self->cache_w == width && self->cache_h == height && self->cache_scale == scale
         && self->cache_dark == dark && self->cache_entry == self->entry && self->cache_board == self->pos.board
         && memcmp (self->cache_extra, self->pos.n_extra, sizeof self->cache_extra) == 0;
}

static void
draw_scaled (KontorBoardView *self, cairo_t *cr, int width, int height, int scale)
{
  gboolean dark = is_dark ();
  compute_layout (self, width, height);
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
      memcpy (self->cache_extra, self->pos.n_extra, sizeof self->cache_extra);
    }
  cairo_save (cr);
  cairo_set_source_surface (cr, self->cache, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  draw_layer (self, cr, width, height, dark, 1);
}

void
kontor_board_view_draw (KontorBoardView *self, cairo_t *cr, int width, int height)
{
  draw_scaled (self, cr, width, height, 1);
}

/* ---------------------------------------------------------------- targets */

static guint
collect_targets (KontorBoardView *self, Target *out, guint max)
{
  const KontorBoard *b = self->pos.board;
  guint n = 0;
  gboolean any = FALSE;

  for (int pass = 0; pass < 2 && n == 0; pass++)
    {
      for (int r = 0; r < b->n_routes; r++)
        for (int s = 0; s < b->routes[r].n_spaces; s++)
          if ((pass == 1 || self->highlight.spaces[r][s] || self->highlight.routes[r]) && n < max)
            out[n++] = (Target) { TARGET_SPACE, r, s };
      for (int c = 0; c < b->n_cities; c++)
        if ((pass == 1 || self->highlight.cities[c]) && n < max)
          out[n++] = (Target) { TARGET_CITY, c, G_MININT };
      for (int t = 0; t < b->n_table; t++)
        if ((pass == 1 || self->highlight.table[t]) && n < max)
          out[n++] = (Target) { TARGET_TABLE, t, 0 };
      any = n > 0;
    }
  (void) any;
  return n;
}

static void
activate_target (KontorBoardView *self, Target t)
{
  switch (t.kind)
    {
    case TARGET_SPACE: g_signal_emit (self, signals[SPACE_ACTIVATED], 0, t.a, t.b); break;
    case TARGET_CITY:
      g_signal_emit (self, signals[CITY_ACTIVATED], 0, t.a);
      if (t.b != G_MININT && self->entry)
        g_signal_emit (self, signals[OFFICE_ACTIVATED], 0, t.a, t.b);
      break;
    case TARGET_TABLE: g_signal_emit (self, signals[TABLE_ACTIVATED], 0, t.a); break;
    }
}

static gboolean
hit_test (KontorBoardView *self, double x, double y, Target *out)
{
  const KontorBoard *b = self->pos.board;
  double best = G_MAXDOUBLE;
  gboolean found = FALSE;

  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        double d = hypot (x - self->space_x[r][s], y - self->space_y[r][s]);
        if (d < self->space * 0.85 && d < best)
          {
            best = d;
            *out = (Target) { TARGET_SPACE, r, s };
            found = TRUE;
          }
      }
  if (found)
    return TRUE;
  for (int c = 0; c < b->n_cities; c++)
    if (fabs (x - self->city_x[c]) <= self->city_w[c] / 2 + 4 * self->scale
        && fabs (y - self->city_y[c]) <= self->city_h[c] / 2 + 4 * self->scale)
      {
        /* which office: b = slot index, or -1 - k for extra office k
         * (oldest first; k == n_extra is the placeholder for a new one) */
        int n_extra = self->pos.n_extra[c], first = self->entry ? 1 : 0;
        int total = first + n_extra + b->cities[c].n_slots;
        int index = (int) ((x - slot_left (self, c, 0)) / (self->slot + 4 * self->scale));
        int office = G_MININT;
        if (index >= 0 && index < total)
          {
            if (index < first)
              office = -1 - n_extra;
            else if (index < first + n_extra)
              office = -1 - (n_extra - 1 - (index - first));
            else
              office = index - first - n_extra;
          }
        *out = (Target) { TARGET_CITY, c, office };
        return TRUE;
      }
  for (int t = 0; t < b->n_table; t++)
    {
      double tx = self->table_x + t * (self->slot + 6 * self->scale);
      if (x >= tx && x <= tx + self->slot && y >= self->table_y && y <= self->table_y + self->slot)
        {
          *out = (Target) { TARGET_TABLE, t, 0 };
          return TRUE;
        }
    }
  return FALSE;
}

static void
on_click (GtkGestureClick *gesture, int n_press, double x, double y, KontorBoardView *self)
{
  Target t;
  if (!self->has_pos)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  if (hit_test (self, x, y, &t))
    activate_target (self, t);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        KontorBoardView *self)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;

  if (!self->has_pos)
    return FALSE;
  n = collect_targets (self, targets, G_N_ELEMENTS (targets));
  if (n == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      self->focus = (self->focus + 1) % (int) n;
      break;
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      self->focus = self->focus <= 0 ? (int) n - 1 : self->focus - 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (self->focus >= 0 && self->focus < (int) n)
        activate_target (self, targets[self->focus]);
      return TRUE;
    default:
      return FALSE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
draw_focus (KontorBoardView *self, cairo_t *cr)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;
  double x, y, w, h;
  Target t;

  if (self->focus < 0 || !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  n = collect_targets (self, targets, G_N_ELEMENTS (targets));
  if ((guint) self->focus >= n)
    return;
  t = targets[self->focus];
  switch (t.kind)
    {
    case TARGET_SPACE:
      x = self->space_x[t.a][t.b] - self->space / 2;
      y = self->space_y[t.a][t.b] - self->space / 2;
      w = h = self->space;
      break;
    case TARGET_CITY:
      x = self->city_x[t.a] - self->city_w[t.a] / 2;
      y = self->city_y[t.a] - self->city_h[t.a] / 2;
      w = self->city_w[t.a];
      h = self->city_h[t.a];
      break;
    default:
      x = self->table_x + t.a * (self->slot + 6 * self->scale);
      y = self->table_y;
      w = h = self->slot;
      break;
    }
  rounded_rect (cr, x - 7 * self->scale, y - 7 * self->scale, w + 14 * self->scale, h + 14 * self->scale,
                8 * self->scale);
  cairo_set_source_rgba (cr, 0.9, 0.1, 0.5, 0.95);
  cairo_set_line_width (cr, 3 * self->scale);
  cairo_stroke (cr);
}

/* ---------------------------------------------------------------- widget */

static void
kontor_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorBoardView *self = KONTOR_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_scaled (self, cr, w, h, gtk_widget_get_scale_factor (widget));
  if (self->has_pos)
    draw_focus (self, cr);
  cairo_destroy (cr);
}

static void
kontor_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 300;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 600;
}

static void
kontor_board_view_finalize (GObject *object)
{
  KontorBoardView *self = KONTOR_BOARD_VIEW (object);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  G_OBJECT_CLASS (kontor_board_view_parent_class)->finalize (object);
}

static void
kontor_board_view_class_init (KontorBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = kontor_board_view_finalize;
  widget_class->snapshot = kontor_board_view_snapshot;
  widget_class->measure = kontor_board_view_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-board");

  /* A route space was clicked or activated with the keyboard. */
  signals[SPACE_ACTIVATED] = g_signal_new ("space-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CITY_ACTIVATED] = g_signal_new ("city-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[TABLE_ACTIVATED] = g_signal_new ("table-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* In entry mode: an office of a city (slot >= 0, or -1 - k for extra office k). */
  signals[OFFICE_ACTIVATED] = g_signal_new ("office-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, KontorBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
kontor_board_view_init (KontorBoardView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->network_player = -1;
  self->focus = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "released", G_CALLBACK (on_click), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Game board: arrow keys go through the highlighted places, Enter chooses"), -1);
}

GtkWidget *
kontor_board_view_new (void)
{
  return g_object_new (KONTOR_TYPE_BOARD_VIEW, NULL);
}

void
kontor_board_view_set_position (KontorBoardView *self, const KontorPosition *pos)
{
  gboolean extras_changed = !self->has_pos || memcmp (self->pos.n_extra, pos->n_extra, sizeof pos->n_extra) != 0
                            || self->pos.board != pos->board;
  self->pos = *pos;
  self->has_pos = TRUE;
  if (extras_changed)
    self->lw = self->lh = 0;   /* city boxes grow with extra offices */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_highlight (KontorBoardView *self, const KontorMarks *marks)
{
  if (marks)
    self->highlight = *marks;
  else
    memset (&self->highlight, 0, sizeof self->highlight);
  self->focus = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_selected (KontorBoardView *self, const KontorMarks *marks)
{
  if (marks)
    self->selected = *marks;
  else
    memset (&self->selected, 0, sizeof self->selected);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_network (KontorBoardView *self, int player, const gint8 *cities, int n)
{
  memset (self->network, 0, sizeof self->network);
  self->network_player = player;
  for (int i = 0; i < n; i++)
    self->network[cities[i]] = 1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_entry_mode (KontorBoardView *self, gboolean entry)
{
  self->entry = entry;
  self->lw = self->lh = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
