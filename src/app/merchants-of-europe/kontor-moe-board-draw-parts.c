/* kontor-moe-board-draw-parts.c: the pieces Merchants of Europe's board is
 * drawn from, in design units: text, panels, resource cards face up and
 * the face-down hand, coins, dice, merchants and caravans, marks.  Cards
 * and pieces keep their colours in dark mode (they are the physical
 * ones); frames and words follow the style. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kontor-moe-board-private.h"
#include "kontor-moe-hints.h"

/* wood, wool, grain, ore, salt */
static const MoebRgb res_rgb[MOE_N_RES] = {
  { 0.20, 0.45, 0.20 }, { 0.60, 0.80, 0.36 }, { 0.93, 0.76, 0.22 }, { 0.47, 0.49, 0.56 }, { 0.86, 0.89, 0.93 },
};

/* red, blue, white, orange */
static const MoebRgb player_rgb[MOE_N_COLORS] = {
  { 0.82, 0.17, 0.17 }, { 0.16, 0.42, 0.80 }, { 0.96, 0.96, 0.94 }, { 0.95, 0.55, 0.12 },
};

MoebRgb
kontor_moeb_res_rgb (int res)
{
  return res >= 0 && res < MOE_N_RES ? res_rgb[res] : (MoebRgb) { 0.90, 0.72, 0.20 };
}

MoebRgb
kontor_moeb_player_rgb (int color)
{
  return color >= 0 && color < MOE_N_COLORS ? player_rgb[color] : (MoebRgb) { 0.55, 0.55, 0.55 };
}

void
kontor_moeb_set_fg (MoebDraw *d, double alpha)
{
  cairo_set_source_rgba (d->cr, d->fg.red, d->fg.green, d->fg.blue, d->fg.alpha * alpha);
}

void
kontor_moeb_text (MoebDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                  double xalign, double yalign)
{
  kontor_board_text (d->cr, d->font, text, x, y, w, size, bold, xalign, yalign);
  cairo_new_path (d->cr);
}

void
kontor_moeb_panel (MoebDraw *d, const MoebBox *b, double alpha)
{
  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 12);
  if (d->dark)
    cairo_set_source_rgba (d->cr, 0.19, 0.19, 0.21, alpha);
  else
    cairo_set_source_rgba (d->cr, 1, 1, 1, alpha);
  cairo_fill_preserve (d->cr);
  kontor_moeb_set_fg (d, 0.15);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
}

static void
card_frame (MoebDraw *d, const MoebBox *b, MoebRgb paper, double alpha)
{
  cairo_t *cr = d->cr;
  double r = MIN (b->w, b->h) * 0.14;

  kontor_board_rounded_box (cr, b->x + 1, b->y + 2, b->w, b->h, r);   /* shadow */
  cairo_set_source_rgba (cr, 0, 0, 0, (d->dark ? 0.45 : 0.16) * alpha);
  cairo_fill (cr);
  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, r);
  kontor_board_set_rgb (cr, paper, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35 * alpha);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

void
kontor_moeb_card (MoebDraw *d, const MoebBox *b, int res, int count, double alpha)
{
  MoebRgb c = kontor_moeb_res_rgb (res);
  const char *name = kontor_moe_res_name (res);
  g_autofree char *n = count >= 0 ? g_strdup_printf ("%d", count) : g_strdup (count == -1 ? "?" : "");

  card_frame (d, b, c, alpha);
  cairo_save (d->cr);
  kontor_board_text_on (d->cr, c);
  cairo_push_group (d->cr);
  kontor_board_text_on (d->cr, c);
  if (b->h >= 40 && count != -2)
    kontor_moeb_text (d, name, b->x + b->w / 2, b->y + 3, b->w - 2, MIN (11, b->w * 0.3), TRUE, 0.5, 0);
  kontor_moeb_text (d, n, b->x + b->w / 2, b->y + (b->h >= 40 ? b->h * 0.6 : b->h / 2), 0, MIN (b->h * 0.5, 22), TRUE,
                    0.5, 0.5);
  cairo_pop_group_to_source (d->cr);
  cairo_paint_with_alpha (d->cr, (count == 0 ? 0.45 : 1) * alpha);
  cairo_restore (d->cr);
}

void
kontor_moeb_card_back (MoebDraw *d, const MoebBox *b)
{
  cairo_t *cr = d->cr;
  MoebRgb c = { 0.55, 0.27, 0.16 };

  card_frame (d, b, c, 1);
  cairo_save (cr);
  kontor_board_rounded_box (cr, b->x + 3, b->y + 3, b->w - 6, b->h - 6, MIN (b->w, b->h) * 0.1);
  cairo_clip_preserve (cr);
  cairo_set_source_rgba (cr, 1, 0.9, 0.7, 0.55);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
  for (double t = -b->h; t < b->w; t += 8)
    {
      cairo_move_to (cr, b->x + t, b->y + b->h);
      cairo_line_to (cr, b->x + t + b->h, b->y);
    }
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
kontor_moeb_coin (MoebDraw *d, const MoebBox *b, gint64 value)
{
  cairo_t *cr = d->cr;
  double r = MIN (b->h / 2 - 3, 10), cy = b->y + b->h / 2;
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, b->h / 2);
  kontor_moeb_set_fg (d, 0.07);
  cairo_fill (cr);
  cairo_arc (cr, b->x + r + 5, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.92, 0.74, 0.20);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.50, 0.36, 0.06);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, text, b->x + 2 * r + 10, cy, b->w - 2 * r - 12, MIN (17, b->h * 0.62), TRUE, 0, 0.5);
}

void
kontor_moeb_die (MoebDraw *d, const MoebBox *b, int value, double alpha)
{
  cairo_t *cr = d->cr;
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .27, .27 }, { .73, .73 } },
    { { .27, .27 }, { .5, .5 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .27, .73 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .5, .5 }, { .27, .73 }, { .73, .73 } },
    { { .27, .25 }, { .73, .25 }, { .27, .5 }, { .73, .5 }, { .27, .75 }, { .73, .75 } },
  };

  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, b->w * 0.18);
  cairo_set_source_rgba (cr, 0.98, 0.96, 0.90, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45 * alpha);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, 0.12, 0.12, 0.14, alpha);
  for (int i = 0; i < CLAMP (value, 0, 6); i++)
    {
      cairo_arc (cr, b->x + pips[value][i][0] * b->w, b->y + pips[value][i][1] * b->h, b->w * 0.09, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

void
kontor_moeb_piece (MoebDraw *d, const MoebBox *b, int color, gboolean caravan, gboolean on_board)
{
  cairo_t *cr = d->cr;
  MoebRgb c = kontor_moeb_player_rgb (color);
  double x = b->x, y = b->y, w = b->w, h = b->h;

  if (caravan)
    {
      /* a cart: a box on two wheels */
      kontor_board_rounded_box (cr, x + w * 0.08, y + h * 0.25, w * 0.84, h * 0.45, 3);
    }
  else
    {
      /* a pawn: a head and a body */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w / 2, y + h * 0.28, h * 0.2, 0, 2 * G_PI);
      cairo_move_to (cr, x + w * 0.2, y + h * 0.92);
      cairo_line_to (cr, x + w * 0.38, y + h * 0.48);
      cairo_line_to (cr, x + w * 0.62, y + h * 0.48);
      cairo_line_to (cr, x + w * 0.8, y + h * 0.92);
      cairo_close_path (cr);
    }
  if (on_board)
    {
      kontor_board_set_rgb (cr, c, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
    }
  else
    kontor_moeb_set_fg (d, 0.4);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  if (caravan)
    for (int i = 0; i < 2; i++)
      {
        cairo_arc (cr, x + w * (0.3 + 0.4 * i), y + h * 0.76, h * 0.12, 0, 2 * G_PI);
        if (on_board)
          cairo_set_source_rgba (cr, 0.15, 0.12, 0.1, 1);
        else
          kontor_moeb_set_fg (d, 0.4);
        cairo_fill (cr);
      }
}

void
kontor_moeb_button (MoebDraw *d, const MoebBox *b, gboolean on, gboolean chosen)
{
  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 8);
  if (chosen)
    cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 0.25);
  else
    kontor_moeb_set_fg (d, on ? 0.08 : 0.03);
  cairo_fill_preserve (d->cr);
  kontor_moeb_set_fg (d, on ? 0.35 : 0.12);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
}

void
kontor_moeb_ring (MoebDraw *d, const MoebBox *b, MoebRing kind)
{
  cairo_t *cr = d->cr;
  double m = kind == MOEB_RING_CURSOR ? 5 : 2.5;

  cairo_save (cr);
  kontor_board_rounded_box (cr, b->x - m, b->y - m, b->w + 2 * m, b->h + 2 * m, 8);
  switch (kind)
    {
    case MOEB_RING_CLICK:
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 0.28);
      cairo_set_line_width (cr, 6);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_set_line_width (cr, 2);
      break;
    case MOEB_RING_SOFT:
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 0.55);
      cairo_set_line_width (cr, 1.5);
      break;
    case MOEB_RING_SELECTED:
      cairo_set_source_rgba (cr, 0.96, 0.74, 0.05, 1);
      cairo_set_line_width (cr, 3.5);
      break;
    case MOEB_RING_CURSOR:
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.55, 1);
      cairo_set_line_width (cr, 3);
      break;
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
kontor_moeb_badge (MoebDraw *d, const MoebBox *b, int n)
{
  g_autofree char *text = g_strdup_printf ("%d", n);
  double r = 9;

  cairo_arc (d->cr, b->x + b->w - 2, b->y + 2, r, 0, 2 * G_PI);
  cairo_set_source_rgb (d->cr, 0.96, 0.74, 0.05);
  cairo_fill (d->cr);
  cairo_set_source_rgb (d->cr, 0.1, 0.1, 0.1);
  kontor_moeb_text (d, text, b->x + b->w - 2, b->y + 2, 0, 12, TRUE, 0.5, 0.5);
}

gboolean
kontor_moeb_find (const MoebLayout *l, int item, int b, MoebBox *box)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  return kontor_moeb_layout_box (l, &t, box);
}

const char *
kontor_moeb_player_name (MoebDraw *d, int seat)
{
  return kontor_game_get_player_name (kontor_table_get_game (d->table), seat);
}
