/* kontor-hs-board-draw.c: Hansa's board drawn with cairo in design units
 * (kontor-hs-board-private.h): sea and coasts, the arrows known from the
 * profile, the cities' cards with their warehouse spaces and booths, the
 * ship, the piles and the players' trays, then the marks and the cursor.
 * Colours follow the widget's style and libadwaita's dark mode. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "kontor-hs-board-private.h"
#include "kontor-hs-hints.h"

typedef struct {
  KontorHsBoard *self;
  cairo_t *cr;
  const HsLayout *l;
  const HsPosition *pos;
  const HsSetup *setup;
  const KontorHsMarks *hl, *sel;
  gboolean dark;
  GdkRGBA fg, accent;
  const PangoFontDescription *font;
} HsDraw;

typedef KontorBoardRgb Rgb;

/* goods colours (kontor_hs_goods_ids order) */
static const Rgb goods_rgb[HS_N_GOODS] = {
  { 0.96, 0.79, 0.17 }, { 0.22, 0.60, 0.31 }, { 0.80, 0.19, 0.16 },
  { 0.17, 0.41, 0.78 }, { 0.94, 0.52, 0.72 }, { 0.14, 0.14, 0.15 },
};

/* player colours (kontor_hs_player_colors order), as the other board's pieces */
static const Rgb player_rgb[HS_N_GOODS] = {
  { 0.78, 0.18, 0.16 }, { 0.17, 0.40, 0.72 }, { 0.18, 0.56, 0.27 },
  { 0.89, 0.73, 0.17 }, { 0.51, 0.28, 0.67 }, { 0.54, 0.52, 0.47 },
};

static void
set_fg (HsDraw *d, double alpha)
{
  cairo_set_source_rgba (d->cr, d->fg.red, d->fg.green, d->fg.blue, d->fg.alpha * alpha);
}

static Rgb
player_color (const HsDraw *d, int seat)
{
  int c = d->pos->colors[seat];
  return c >= 0 && c < HS_N_GOODS ? player_rgb[c] : (Rgb) { 0.5, 0.5, 0.5 };
}

/* Light text on dark colours, dark text on light ones. */
static void
set_text_on (cairo_t *cr, Rgb c)
{
  if (0.3 * c.r + 0.59 * c.g + 0.11 * c.b > 0.55)
    cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
}

/* Text at (x, y), aligned by xalign/yalign (0 left/top … 1 right/bottom);
 * cut with an ellipsis at width w (0: no limit). */
static void
text_at (HsDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
         double xalign, double yalign)
{
  kontor_board_text (d->cr, d->font, text, x, y, w, size, bold, xalign, yalign);
}

static void
card_path (HsDraw *d, const HsBox *b, double r)
{
  kontor_board_rounded_rect (d->cr, b->x, b->y, b->w, b->h, r);
}

static void
fill_card (HsDraw *d, const HsBox *b)
{
  card_path (d, b, 10);
  if (d->dark)
    cairo_set_source_rgba (d->cr, 0.17, 0.17, 0.19, 0.93);
  else
    cairo_set_source_rgba (d->cr, 1, 1, 1, 0.9);
  cairo_fill_preserve (d->cr);
  set_fg (d, 0.22);
  cairo_set_line_width (d->cr, 1.2);
  cairo_stroke (d->cr);
}

/* ---------------------------------------------------------------- marks */

typedef enum { RING_CLICK, RING_UNCHECKED, RING_SELECTED, RING_CURSOR } Ring;

static void
ring (HsDraw *d, const HsBox *b, Ring kind)
{
  cairo_t *cr = d->cr;
  double m = kind == RING_CURSOR ? 9 : 4, r = MIN (b->w, b->h) > 60 ? 13 : 8;

  cairo_save (cr);
  kontor_board_rounded_rect (cr, b->x - m, b->y - m, b->w + 2 * m, b->h + 2 * m, r);
  switch (kind)
    {
    case RING_CLICK:
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 0.3);
      cairo_set_line_width (cr, 10);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_set_line_width (cr, 4);
      break;
    case RING_UNCHECKED:
      {
        static const double dash[] = { 9, 6 };
        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_source_rgba (cr, 0.90, 0.45, 0.05, 0.9);
        cairo_set_line_width (cr, 3);
      }
      break;
    case RING_SELECTED:
      cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 1);
      cairo_set_line_width (cr, 5);
      break;
    case RING_CURSOR:
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.55, 1);
      cairo_set_line_width (cr, 4);
      break;
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- pieces */

/* A goods marker face up: its colour and its barrels. */
static void
draw_marker (HsDraw *d, int kind, double x, double y, double size)
{
  cairo_t *cr = d->cr;
  Rgb c = goods_rgb[kontor_hs_kind_colour (kind) % HS_N_GOODS];
  char digit[2] = { (char) ('0' + kontor_hs_kind_barrels (kind)), 0 };

  kontor_board_rounded_rect (cr, x, y, size, size, size * 0.2);
  kontor_board_set_rgb (cr, c, 1);
  cairo_fill_preserve (cr);
  if (d->dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  set_text_on (cr, c);
  text_at (d, digit, x + size / 2, y + size / 2, 0, size * 0.62, TRUE, 0.5, 0.5);
}

static void
draw_empty_space (HsDraw *d, const HsBox *b)
{
  static const double dash[] = { 5, 4 };

  cairo_save (d->cr);
  kontor_board_rounded_rect (d->cr, b->x + 1, b->y + 1, b->w - 2, b->h - 2, b->w * 0.2);
  cairo_set_dash (d->cr, dash, 2, 0);
  set_fg (d, 0.45);
  cairo_set_line_width (d->cr, 1.6);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* A player's booths: a small stack of discs with the count on top. */
static void
draw_booths (HsDraw *d, int seat, int count, double cx, double cy, double r)
{
  cairo_t *cr = d->cr;
  Rgb c = player_color (d, seat);
  g_autofree char *text = g_strdup_printf ("%d", count);

  for (int layer = MIN (count, 3) - 1; layer >= 0; layer--)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + layer * r * 0.22, cy - layer * r * 0.22, r, 0, 2 * G_PI);
      kontor_board_set_rgb (cr, c, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, layer == 0 ? 0.6 : 0.45);
      cairo_set_line_width (cr, 1.4);
      cairo_stroke (cr);
    }
  set_text_on (cr, c);
  text_at (d, text, cx, cy, 0, r * 1.12, TRUE, 0.5, 0.5);
}

/* The coin with a count (talers). */
static void
draw_coin (HsDraw *d, double cx, double cy, double r)
{
  cairo_new_sub_path (d->cr);
  cairo_arc (d->cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (d->cr, 0.93, 0.74, 0.22);
  cairo_fill_preserve (d->cr);
  cairo_set_source_rgb (d->cr, 0.62, 0.45, 0.08);
  cairo_set_line_width (d->cr, 1.8);
  cairo_stroke (d->cr);
  cairo_new_sub_path (d->cr);
  cairo_arc (d->cr, cx, cy, r * 0.62, 0, 2 * G_PI);
  cairo_set_line_width (d->cr, 1.2);
  cairo_stroke (d->cr);
}

/* A face-down marker (sold, or in a pile). */
static void
draw_back (HsDraw *d, double x, double y, double size, gboolean last)
{
  kontor_board_rounded_rect (d->cr, x, y, size, size, size * 0.2);
  if (last)
    cairo_set_source_rgb (d->cr, 0.55, 0.22, 0.16);
  else
    cairo_set_source_rgb (d->cr, 0.45, 0.33, 0.22);
  cairo_fill_preserve (d->cr);
  if (d->dark)
    cairo_set_source_rgba (d->cr, 1, 1, 1, 0.45);
  else
    cairo_set_source_rgba (d->cr, 0, 0, 0, 0.55);
  cairo_set_line_width (d->cr, 1.5);
  cairo_stroke (d->cr);
}

static void
draw_ship (HsDraw *d)
{
  cairo_t *cr = d->cr;
  const HsBox *b = &d->l->ship;
  double x = b->x, y = b->y, w = b->w, h = b->h;

  if (w <= 0)
    return;
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* sail */
  cairo_move_to (cr, x + w * 0.50, y + 2);
  cairo_line_to (cr, x + w * 0.50, y + h * 0.66);
  cairo_move_to (cr, x + w * 0.22, y + h * 0.12);
  cairo_curve_to (cr, x + w * 0.30, y + h * 0.35, x + w * 0.30, y + h * 0.45, x + w * 0.24, y + h * 0.62);
  cairo_line_to (cr, x + w * 0.78, y + h * 0.62);
  cairo_curve_to (cr, x + w * 0.84, y + h * 0.45, x + w * 0.84, y + h * 0.35, x + w * 0.78, y + h * 0.12);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.97, 0.94, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.20, 0.14, 0.08);
  cairo_set_line_width (cr, 1.8);
  cairo_stroke (cr);
  /* the red cross of a Hanseatic cog */
  cairo_set_source_rgb (cr, 0.78, 0.15, 0.12);
  cairo_rectangle (cr, x + w * 0.47, y + h * 0.18, w * 0.06, h * 0.38);
  cairo_rectangle (cr, x + w * 0.36, y + h * 0.30, w * 0.28, h * 0.08);
  cairo_fill (cr);
  /* hull */
  cairo_move_to (cr, x, y + h * 0.64);
  cairo_line_to (cr, x + w, y + h * 0.64);
  cairo_line_to (cr, x + w * 0.84, y + h);
  cairo_line_to (cr, x + w * 0.16, y + h);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.50, 0.30, 0.13);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.20, 0.14, 0.08);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- cities */

static void
draw_dot (HsDraw *d, int c)
{
  cairo_t *cr = d->cr;
  const HsBox *b = &d->l->card[c];
  double x = d->l->dot_x[c], y = d->l->dot_y[c];
  double nx = CLAMP (x, b->x, b->x + b->w), ny = CLAMP (y, b->y, b->y + b->h);

  set_fg (d, 0.5);
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, nx, ny);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 7, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.13, 0.10);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 2.2);
  cairo_stroke (cr);
}

/* The card's content in card units (HS_CARD_W × HS_CARD_H), zoomed by
 * the caller: the name, the warehouse spaces, the city's number, the
 * booths. */
static void
draw_card_content (HsDraw *d, int c)
{
  const HsLayout *l = d->l;
  int number = d->setup ? d->setup->profile.number[c] : 0, stacks = 0;

  set_fg (d, 1);
  text_at (d, kontor_hs_city_name (d->setup, c), 8, 16, HS_CARD_W - 14, 18, TRUE, 0, 0.5);
  for (int b = 0; b < l->n_slots[c]; b++)
    {
      int kind = d->pos->warehouse[l->slot_space[c][b]];
      HsBox box = { 8 + b * (HS_SLOT + 6), HS_SLOT_TOP, HS_SLOT, HS_SLOT };
      if (kind >= 0 && kind < HS_N_KINDS)
        draw_marker (d, kind, box.x, box.y, HS_SLOT);
      else
        draw_empty_space (d, &box);
    }
  if (number >= 1 && number <= 9)
    {
      char text[2] = { (char) ('0' + number), 0 };
      cairo_new_sub_path (d->cr);
      cairo_arc (d->cr, HS_CARD_W - 20, HS_SLOT_TOP + HS_SLOT / 2, 12, 0, 2 * G_PI);
      set_fg (d, 0.85);
      cairo_fill (d->cr);
      if (d->dark)
        cairo_set_source_rgb (d->cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (d->cr, 1, 1, 1);
      text_at (d, text, HS_CARD_W - 20, HS_SLOT_TOP + HS_SLOT / 2, 0, 16, TRUE, 0.5, 0.5);
    }
  for (int p = 0; p < d->pos->n_players && p < HS_MAX_PLAYERS; p++)
    if (d->pos->booths[p][c] > 0)
      draw_booths (d, p, d->pos->booths[p][c], 8 + 13 + 32 * stacks++, HS_CARD_H - 17, 13);
}

static void
draw_city (HsDraw *d, int c)
{
  const HsBox *card = &d->l->card[c];

  fill_card (d, card);
  cairo_save (d->cr);
  cairo_translate (d->cr, card->x, card->y);
  cairo_scale (d->cr, d->l->zoom, d->l->zoom);
  draw_card_content (d, c);
  cairo_restore (d->cr);
}

static void
draw_city_marks (HsDraw *d, int c)
{
  if (d->hl->cities[c] == 1)
    ring (d, &d->l->card[c], RING_CLICK);
  else if (d->hl->cities[c] == 2)
    ring (d, &d->l->card[c], RING_UNCHECKED);
  for (int b = 0; b < d->l->n_slots[c]; b++)
    {
      if (d->sel->slots[c][b])
        ring (d, &d->l->slot[c][b], RING_SELECTED);
      else if (d->hl->slots[c][b])
        ring (d, &d->l->slot[c][b], RING_CLICK);
    }
}

/* ---------------------------------------------------------------- piles */

static int
next_pile (const HsPosition *pos)
{
  for (int p = 0; p < HS_N_PILES; p++)
    if (pos->piles[p] > 0)
      return p;
  return -1;
}

static void
draw_pile (HsDraw *d, int p, gboolean next)
{
  const HsBox *b = &d->l->pile[p];
  int count = d->pos->piles[p], layers = count > 2 ? 3 : count;
  gboolean last = p == HS_N_PILES - 1;
  double z = d->l->zoom;
  g_autofree char *text = g_strdup_printf ("%d", count);
  g_autofree char *label = g_strdup_printf ("%d", p + 1);

  if (count == 0)
    draw_empty_space (d, b);
  for (int i = layers - 1; i >= 0; i--)
    draw_back (d, b->x + i * 3 * z, b->y - i * 3 * z, b->w, last);
  cairo_set_source_rgb (d->cr, 1, 1, 1);
  if (count == 0)
    set_fg (d, 0.6);
  text_at (d, text, b->x + b->w / 2, b->y + b->h / 2, 0, 20 * z, TRUE, 0.5, 0.5);
  /* the pile's number below it; the next refill's pile gets a pointer */
  set_fg (d, 0.85);
  text_at (d, label, b->x + b->w / 2, b->y + b->h + 4, 0, 15 * z, TRUE, 0.5, 0);
  if (next)
    {
      double cx = b->x + b->w / 2, top = b->y - 12 * z;
      cairo_move_to (d->cr, cx, top);
      cairo_line_to (d->cr, cx - 9 * z, top - 13 * z);
      cairo_line_to (d->cr, cx + 9 * z, top - 13 * z);
      cairo_close_path (d->cr);
      cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_fill (d->cr);
    }
}

static void
draw_piles (HsDraw *d)
{
  int next = next_pile (d->pos);
  const HsBox *first = &d->l->pile[0];
  double z = d->l->zoom;

  set_fg (d, 0.8);
  /* Translators: the caption of the five face-down piles of goods markers on Hansa's board */
  text_at (d, _("Piles"), first->x - 6, first->y - 30 * z, 0, 17 * z, TRUE, 0, 1);
  if (d->pos->triggered && !d->pos->ended)
    {
      cairo_set_source_rgb (d->cr, d->dark ? 1.0 : 0.75, d->dark ? 0.45 : 0.15, d->dark ? 0.35 : 0.1);
      /* Translators: shown by the piles once a refill took a marker from pile 5 */
      text_at (d, _("Last round"), first->x - 6, first->y - 52 * z, 0, 16 * z, TRUE, 0, 1);
    }
  for (int p = 0; p < HS_N_PILES; p++)
    draw_pile (d, p, p == next);
  for (int p = 0; p < HS_N_PILES; p++)
    if (d->hl->piles[p])
      ring (d, &d->l->pile[p], RING_CLICK);
}

/* ---------------------------------------------------------------- trays */

static void
draw_stat (HsDraw *d, int what, int seat, int value, double x, double cy)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  if (what == 0)
    draw_coin (d, x + 12, cy, 12);
  else if (what == 1)
    {
      cairo_new_sub_path (d->cr);
      cairo_arc (d->cr, x + 12, cy, 12, 0, 2 * G_PI);
      kontor_board_set_rgb (d->cr, player_color (d, seat), 1);
      cairo_fill_preserve (d->cr);
      cairo_set_source_rgba (d->cr, 0, 0, 0, 0.6);
      cairo_set_line_width (d->cr, 1.4);
      cairo_stroke (d->cr);
    }
  else
    {
      /* a face-down marker with a tick: sold */
      draw_back (d, x + 1, cy - 11, 22, FALSE);
      cairo_move_to (d->cr, x + 6, cy);
      cairo_line_to (d->cr, x + 10.5, cy + 5);
      cairo_line_to (d->cr, x + 18, cy - 5);
      cairo_set_source_rgb (d->cr, 1, 1, 1);
      cairo_set_line_width (d->cr, 2.4);
      cairo_stroke (d->cr);
    }
  set_fg (d, 1);
  text_at (d, text, x + 30, cy, 0, 19, TRUE, 0, 0.5);
}

/* A tray's header in tray units (zoomed by the caller), tw wide. */
static void
draw_tray_header (HsDraw *d, int p, double tw, gboolean due)
{
  const char *name = d->setup ? d->setup->names[p] : "";

  if (due)
    {
      kontor_board_rounded_rect (d->cr, 3, 3, tw - 6, 36, 8);
      cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 0.2);
      cairo_fill (d->cr);
      cairo_move_to (d->cr, tw - 14, 13);
      cairo_line_to (d->cr, tw - 14, 29);
      cairo_line_to (d->cr, tw - 26, 21);
      cairo_close_path (d->cr);
      cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_fill (d->cr);
    }
  cairo_new_sub_path (d->cr);
  cairo_arc (d->cr, 22, 21, 11, 0, 2 * G_PI);
  kontor_board_set_rgb (d->cr, player_color (d, p), 1);
  cairo_fill_preserve (d->cr);
  cairo_set_source_rgba (d->cr, 0, 0, 0, 0.5);
  cairo_set_line_width (d->cr, 1.4);
  cairo_stroke (d->cr);
  set_fg (d, 1);
  text_at (d, name, 40, 21, tw - (due ? 32 : 10) - 40, 20, TRUE, 0, 0.5);
}

/* An unsold chip with its count, in tray units at (x, y). */
static void
draw_chip (HsDraw *d, int p, int kind, double x, double y)
{
  g_autofree char *count = g_strdup_printf ("×%d", d->pos->unsold[p][kind]);
  HsBox b = { x, y, HS_CHIP, HS_CHIP };
  int chosen = d->sel->unsold[p][kind];

  draw_marker (d, kind, x, y, HS_CHIP);
  set_fg (d, 1);
  text_at (d, count, x + HS_CHIP + 8, y + HS_CHIP / 2, 0, 18, FALSE, 0, 0.5);
  if (chosen > 0)
    {
      g_autofree char *text = g_strdup_printf ("%d", chosen);
      ring (d, &b, RING_SELECTED);
      cairo_new_sub_path (d->cr);
      cairo_arc (d->cr, x + HS_CHIP + 1, y - 1, 11, 0, 2 * G_PI);
      cairo_set_source_rgb (d->cr, 0.96, 0.76, 0.07);
      cairo_fill (d->cr);
      cairo_set_source_rgb (d->cr, 0.1, 0.1, 0.1);
      text_at (d, text, x + HS_CHIP + 1, y - 1, 0, 15, TRUE, 0.5, 0.5);
    }
  else if (d->hl->unsold[p][kind])
    ring (d, &b, RING_CLICK);
}

static void
draw_tray_content (HsDraw *d, int p, double tw, gboolean due)
{
  const HsBox *t = &d->l->tray[p];
  double z = d->l->zoom, cy = 59;
  int sold = 0;

  for (int k = 0; k < HS_N_KINDS; k++)
    sold += d->pos->sold[p][k];
  draw_tray_header (d, p, tw, due);
  draw_stat (d, 0, p, d->pos->talers[p], 10, cy);
  draw_stat (d, 1, p, d->pos->supply[p], 10 + (tw - 20) / 3, cy);
  draw_stat (d, 2, p, sold, 10 + 2 * (tw - 20) / 3, cy);
  if (d->l->n_chips[p] == 0)
    {
      set_fg (d, 0.55);
      /* Translators: a player's tray on Hansa's board when they hold no unsold goods marker */
      text_at (d, _("No unsold markers"), 12, HS_CHIPS_TOP + HS_CHIP / 2, tw - 24, 16, FALSE, 0, 0.5);
    }
  for (int i = 0; i < d->l->n_chips[p]; i++)
    draw_chip (d, p, d->l->chip_kind[p][i], (d->l->chip[p][i].x - t->x) / z, (d->l->chip[p][i].y - t->y) / z);
}

static void
draw_tray (HsDraw *d, int p, gboolean due)
{
  const HsBox *t = &d->l->tray[p];

  fill_card (d, t);
  if (due)
    {
      card_path (d, t, 10);
      cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_set_line_width (d->cr, 3);
      cairo_stroke (d->cr);
    }
  cairo_save (d->cr);
  cairo_translate (d->cr, t->x, t->y);
  cairo_scale (d->cr, d->l->zoom, d->l->zoom);
  draw_tray_content (d, p, t->w / d->l->zoom, due);
  cairo_restore (d->cr);
}

/* ---------------------------------------------------------------- all */

static void
init_draw (HsDraw *d, KontorHsBoard *self, cairo_t *cr, const HsLayout *l)
{
  static const KontorHsMarks none;
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  d->self = self;
  d->cr = cr;
  d->l = l;
  d->pos = kontor_hs_board_position (self);
  d->setup = kontor_hs_board_setup (self);
  d->hl = kontor_table_get_highlights (table);
  d->sel = kontor_table_get_selected (table);
  if (d->hl == NULL)
    d->hl = &none;
  if (d->sel == NULL)
    d->sel = &none;
  kontor_board_get_style (GTK_WIDGET (self), &d->dark, &d->fg, &d->accent, &d->font);
}

static void
draw_cursor (HsDraw *d)
{
  KontorTarget cursor;
  HsBox box;

  if (kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (d->self), &cursor)
      && gtk_widget_has_focus (GTK_WIDGET (d->self)) && kontor_hs_layout_box (d->l, &cursor, &box))
    ring (d, &box, RING_CURSOR);
}

void
kontor_hs_board_draw (KontorHsBoard *self, cairo_t *cr, const HsLayout *l)
{
  HsDraw d;
  int due;

  init_draw (&d, self, cr, l);
  due = d.pos->ended ? -1 : kontor_hs_seat_due (d.pos);
  cairo_save (cr);
  cairo_translate (cr, l->ox, l->oy);
  cairo_scale (cr, l->scale, l->scale);
  kontor_hs_map_draw (cr, gtk_widget_get_pango_context (GTK_WIDGET (self)), l, d.pos, d.setup, d.dark, &d.fg);
  draw_piles (&d);
  for (int c = 0; c < HS_N_CITIES; c++)
    draw_dot (&d, c);
  for (int c = 0; c < HS_N_CITIES; c++)
    draw_city (&d, c);
  draw_ship (&d);
  for (int c = 0; c < HS_N_CITIES; c++)
    draw_city_marks (&d, c);
  for (int p = 0; p < l->n_players; p++)
    draw_tray (&d, p, p == due);
  draw_cursor (&d);
  cairo_restore (cr);
}
