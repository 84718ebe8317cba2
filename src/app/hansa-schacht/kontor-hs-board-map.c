/* kontor-hs-board-map.c: the map under Hansa's board: a simplified
 * hand-made outline of the Baltic's coasts in longitude and latitude, its
 * projection onto the design units, the sea, the land and the arrows known
 * from the board profile. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kontor-hs-board-private.h"

typedef struct {
  cairo_t *cr;
  const HsLayout *l;
  const HsPosition *pos;
  const HsSetup *setup;
  gboolean dark;
  GdkRGBA fg;
} MapDraw;

static void
set_fg (MapDraw *d, double alpha)
{
  cairo_set_source_rgba (d->cr, d->fg.red, d->fg.green, d->fg.blue, d->fg.alpha * alpha);
}

/* ---------------------------------------------------------------- map */

#define LON0 7.5
#define LAT0 60.6
#define LON_UNITS 50.0          /* design units per degree of longitude (cos 60° × 100) */
#define LAT_UNITS 100.0

void
kontor_hs_project (double lon, double lat, double *x, double *y)
{
  *x = (lon - LON0) * LON_UNITS;
  *y = (LAT0 - lat) * LAT_UNITS;
}

/* Norway and Sweden, closed well outside the map. */
static const float scandinavia[][2] = {
  { 5.0, 62.0 }, { 5.0, 58.0 }, { 7.0, 57.95 }, { 8.0, 58.15 }, { 8.8, 58.45 }, { 9.4, 58.85 },
  { 10.0, 59.03 }, { 10.25, 59.12 }, { 10.33, 59.35 }, { 10.55, 59.6 }, { 10.7, 59.88 }, { 10.85, 59.6 },
  { 10.95, 59.25 }, { 11.15, 59.0 }, { 11.2, 58.6 }, { 11.45, 58.25 }, { 11.85, 57.75 }, { 12.1, 57.35 },
  { 12.35, 57.0 }, { 12.75, 56.7 }, { 12.9, 56.45 }, { 12.5, 56.28 }, { 12.85, 55.98 }, { 12.95, 55.6 },
  { 12.85, 55.4 }, { 13.4, 55.35 }, { 14.2, 55.4 }, { 14.35, 55.6 }, { 14.25, 55.95 }, { 14.9, 56.15 },
  { 15.6, 56.15 }, { 16.0, 56.25 }, { 16.35, 56.6 }, { 16.45, 57.1 }, { 16.6, 57.7 }, { 16.7, 58.2 },
  { 16.9, 58.5 }, { 17.4, 58.7 }, { 17.9, 58.9 }, { 18.3, 59.1 }, { 18.7, 59.3 }, { 18.9, 59.6 },
  { 18.5, 59.95 }, { 18.2, 60.3 }, { 17.6, 60.6 }, { 17.3, 61.0 }, { 17.5, 62.0 },
};

/* Jutland and the south coast from the North Sea to Estonia. */
static const float south[][2] = {
  { 5.0, 52.0 }, { 5.0, 53.4 }, { 7.0, 53.45 }, { 8.0, 53.55 }, { 8.6, 53.9 }, { 8.9, 54.1 }, { 8.6, 54.5 },
  { 8.6, 54.95 }, { 8.4, 55.3 }, { 8.1, 55.55 }, { 8.15, 56.1 }, { 8.12, 56.6 }, { 8.6, 57.1 }, { 9.5, 57.15 },
  { 9.95, 57.55 }, { 10.6, 57.74 }, { 10.45, 57.3 }, { 10.3, 56.95 }, { 10.3, 56.6 }, { 10.9, 56.45 },
  { 10.5, 56.2 }, { 10.2, 56.1 }, { 10.0, 55.75 }, { 9.7, 55.5 }, { 9.6, 55.2 }, { 9.85, 54.9 }, { 9.95, 54.6 },
  { 10.2, 54.4 }, { 10.9, 54.4 }, { 11.05, 54.1 }, { 10.85, 53.95 }, { 11.4, 54.0 }, { 12.0, 54.18 },
  { 12.5, 54.45 }, { 13.1, 54.3 }, { 13.4, 54.65 }, { 13.7, 54.35 }, { 14.2, 53.95 }, { 14.6, 53.95 },
  { 15.6, 54.2 }, { 16.5, 54.55 }, { 17.5, 54.78 }, { 18.4, 54.8 }, { 18.55, 54.6 }, { 18.65, 54.4 },
  { 19.3, 54.35 }, { 19.7, 54.45 }, { 20.0, 54.65 }, { 20.0, 54.95 }, { 20.9, 54.95 }, { 21.2, 55.25 },
  { 21.1, 55.75 }, { 21.0, 56.2 }, { 21.05, 56.55 }, { 21.4, 57.0 }, { 21.6, 57.4 }, { 22.1, 57.6 },
  { 22.6, 57.75 }, { 23.1, 57.3 }, { 23.4, 57.05 }, { 23.9, 56.97 }, { 24.3, 57.2 }, { 24.4, 57.6 },
  { 24.35, 58.0 }, { 24.5, 58.35 }, { 23.7, 58.35 }, { 23.5, 58.7 }, { 23.4, 59.2 }, { 24.0, 59.35 },
  { 24.7, 59.45 }, { 25.7, 59.6 }, { 26.5, 59.55 }, { 27.5, 59.45 }, { 27.5, 52.0 },
};

static const float finland[][2] = {
  { 20.5, 62.0 }, { 21.3, 61.0 }, { 21.4, 60.6 }, { 22.0, 60.35 }, { 22.6, 60.0 }, { 23.0, 59.85 },
  { 23.5, 60.0 }, { 24.3, 60.1 }, { 25.0, 60.2 }, { 26.0, 60.4 }, { 27.5, 60.5 }, { 27.5, 62.0 },
};

static const float zealand[][2] = {
  { 10.9, 55.75 }, { 11.25, 55.95 }, { 11.7, 55.95 }, { 12.1, 56.1 }, { 12.6, 56.05 }, { 12.6, 55.7 },
  { 12.4, 55.5 }, { 12.45, 55.3 }, { 12.1, 55.1 }, { 11.7, 55.15 }, { 11.25, 55.2 }, { 11.1, 55.4 },
};

static const float funen[][2] = {
  { 9.7, 55.5 }, { 10.0, 55.6 }, { 10.45, 55.55 }, { 10.8, 55.3 }, { 10.65, 55.05 }, { 10.2, 55.05 }, { 9.8, 55.2 },
};

static const float lolland[][2] = {
  { 10.95, 54.85 }, { 11.5, 54.85 }, { 12.1, 54.95 }, { 12.0, 54.6 }, { 11.4, 54.65 }, { 11.0, 54.7 },
};

static const float bornholm[][2] = { { 14.7, 55.1 }, { 14.75, 55.28 }, { 15.15, 55.15 }, { 15.05, 55.0 } };

static const float oeland[][2] = {
  { 16.4, 56.2 }, { 16.5, 56.7 }, { 17.0, 57.3 }, { 17.1, 57.35 }, { 16.7, 56.6 }, { 16.5, 56.2 },
};

static const float gotland[][2] = {
  { 18.1, 57.25 }, { 18.4, 57.7 }, { 18.9, 57.95 }, { 19.1, 57.9 }, { 18.8, 57.5 }, { 18.7, 57.1 }, { 18.3, 56.9 },
};

static const float saaremaa[][2] = {
  { 21.8, 58.3 }, { 22.5, 58.6 }, { 23.3, 58.5 }, { 22.8, 58.15 }, { 22.1, 57.95 }, { 21.9, 58.05 },
};

static const float hiiumaa[][2] = { { 22.2, 58.9 }, { 22.9, 59.05 }, { 23.0, 58.8 }, { 22.5, 58.7 } };

static const float aland[][2] = { { 19.6, 60.1 }, { 20.3, 60.05 }, { 20.3, 60.35 }, { 19.7, 60.4 } };

typedef struct {
  int n;
  const float (*points)[2];      /* longitude, latitude */
} HsCoast;

#define COAST(a) { G_N_ELEMENTS (a), a }
static const HsCoast coasts[] = {
  COAST (scandinavia), COAST (south), COAST (finland), COAST (zealand), COAST (funen), COAST (lolland),
  COAST (bornholm), COAST (oeland), COAST (gotland), COAST (saaremaa), COAST (hiiumaa), COAST (aland),
};

/* ---------------------------------------------------------------- drawing */

static void
coast_path (cairo_t *cr, const HsCoast *coast)
{
  for (int i = 0; i < coast->n; i++)
    {
      double x, y;
      kontor_hs_project (coast->points[i][0], coast->points[i][1], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

static void
draw_sea_and_land (MapDraw *d)
{
  cairo_t *cr = d->cr;

  cairo_save (cr);
  kontor_board_rounded_rect (cr, 0, 0, HS_MAP_W, HS_MAP_H, 16);
  cairo_clip_preserve (cr);
  if (d->dark)
    cairo_set_source_rgb (cr, 0.12, 0.21, 0.30);
  else
    cairo_set_source_rgb (cr, 0.65, 0.79, 0.89);
  cairo_fill (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* shallow water along the coasts, then the land */
  for (guint i = 0; i < G_N_ELEMENTS (coasts); i++)
    coast_path (cr, &coasts[i]);
  if (d->dark)
    cairo_set_source_rgb (cr, 0.16, 0.27, 0.37);
  else
    cairo_set_source_rgb (cr, 0.75, 0.86, 0.93);
  cairo_set_line_width (cr, 22);
  cairo_stroke_preserve (cr);
  if (d->dark)
    cairo_set_source_rgb (cr, 0.26, 0.25, 0.21);
  else
    cairo_set_source_rgb (cr, 0.91, 0.88, 0.79);
  cairo_fill_preserve (cr);
  if (d->dark)
    cairo_set_source_rgba (cr, 0.65, 0.59, 0.46, 0.55);
  else
    cairo_set_source_rgba (cr, 0.50, 0.43, 0.31, 0.75);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  cairo_restore (cr);
  kontor_board_rounded_rect (cr, 0, 0, HS_MAP_W, HS_MAP_H, 16);
  set_fg (d, 0.25);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
arrow_head (cairo_t *cr, double x, double y, double ux, double uy, double size)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - ux * size - uy * size * 0.55, y - uy * size + ux * size * 0.55);
  cairo_line_to (cr, x - ux * size + uy * size * 0.55, y - uy * size - ux * size * 0.55);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* An arrow of the profile: a faint curve from city a to city b. */
static void
draw_arrow (MapDraw *d, int a, int b, gboolean inferred)
{
  cairo_t *cr = d->cr;
  double x0 = d->l->dot_x[a], y0 = d->l->dot_y[a], x1 = d->l->dot_x[b], y1 = d->l->dot_y[b];
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy), ux = dx / len, uy = dy / len;
  double cx = (x0 + x1) / 2 + uy * len * 0.12, cy = (y0 + y1) / 2 - ux * len * 0.12;
  double ex = x1 - ux * 12, ey = y1 - uy * 12, tx = ex - cx, ty = ey - cy, tl = hypot (tx, ty);

  cairo_save (cr);
  set_fg (d, d->dark ? 0.4 : 0.33);
  cairo_set_line_width (cr, 2.2);
  if (inferred)
    {
      static const double dots[] = { 2, 6 };
      cairo_set_dash (cr, dots, 2, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }
  cairo_move_to (cr, x0 + ux * 10, y0 + uy * 10);
  cairo_curve_to (cr, cx, cy, cx, cy, ex - tx / tl * 12, ey - ty / tl * 12);
  cairo_stroke (cr);
  arrow_head (cr, ex, ey, tx / tl, ty / tl, 14);
  cairo_restore (cr);
}

static void
draw_routes (MapDraw *d)
{
  const HsProfile *pr = d->setup ? &d->setup->profile : NULL;

  for (int a = 0; a < HS_N_CITIES; a++)
    for (int b = 0; b < HS_N_CITIES; b++)
      if (a != b && (d->pos->arrows[a] & (1u << b)))
        draw_arrow (d, a, b, pr && (pr->inferred[a] & (1u << b)));
  for (int i = 0; pr && i < pr->n_land && i < 8; i++)
    {
      int a = pr->land[i][0], b = pr->land[i][1];
      static const double dash[] = { 10, 7 };
      if (a < 0 || b < 0 || a >= HS_N_CITIES || b >= HS_N_CITIES)
        continue;
      cairo_save (d->cr);
      cairo_set_dash (d->cr, dash, 2, 0);
      cairo_set_source_rgba (d->cr, 0.55, 0.36, 0.18, d->dark ? 0.8 : 0.65);
      cairo_set_line_width (d->cr, 3.5);
      cairo_move_to (d->cr, d->l->dot_x[a], d->l->dot_y[a]);
      cairo_line_to (d->cr, d->l->dot_x[b], d->l->dot_y[b]);
      cairo_stroke (d->cr);
      cairo_restore (d->cr);
    }
}

void
kontor_hs_map_draw (cairo_t *cr, PangoContext *context, const HsLayout *l, const HsPosition *pos,
                    const HsSetup *setup, gboolean dark, const GdkRGBA *fg)
{
  MapDraw d = { cr, l, pos, setup, dark, *fg };
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_copy (pango_context_get_font_description (context));
  int w, h;

  draw_sea_and_land (&d);
  /* the sea's name, faint, in the open water between the cities */
  pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_font_description_set_absolute_size (font, 24 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* Translators: the sea's name on Hansa's map */
  pango_layout_set_text (layout, _("Baltic Sea"), -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, 642 - w / 2.0, 470 - h / 2.0);
  set_fg (&d, 0.3);
  pango_cairo_show_layout (cr, layout);
  draw_routes (&d);
}
