/* kontor-mp-board-draw-parts.c: the pieces Marco Polo's board is drawn
 * from, in design units: text, cards face up and face down, a journey's
 * stop by its kind, a die face.  The cards keep their paper colours in dark
 * mode (they are the physical cards); frames and words follow the style. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kontor-mp-board-private.h"

/* goods groups (kontor_mp_group_ids order: blue, green, red, orange) */
static const MpbRgb group_rgb[MP_N_GROUPS] = {
  { 0.16, 0.39, 0.78 }, { 0.19, 0.55, 0.28 }, { 0.80, 0.18, 0.16 }, { 0.93, 0.53, 0.10 },
};

/* pawn colours (kontor_mp_player_colors order: red, blue, green, yellow) */
static const MpbRgb player_rgb[MP_MAX_PLAYERS] = {
  { 0.82, 0.17, 0.17 }, { 0.16, 0.42, 0.80 }, { 0.18, 0.58, 0.27 }, { 0.95, 0.77, 0.13 },
};

MpbRgb
kontor_mpb_group_rgb (int group)
{
  return group >= 0 && group < MP_N_GROUPS ? group_rgb[group] : (MpbRgb) { 0.5, 0.5, 0.5 };
}

MpbRgb
kontor_mpb_player_rgb (int color)
{
  return color >= 0 && color < MP_MAX_PLAYERS ? player_rgb[color] : (MpbRgb) { 0.5, 0.5, 0.5 };
}

void
kontor_mpb_set_fg (MpbDraw *d, double alpha)
{
  cairo_set_source_rgba (d->cr, d->fg.red, d->fg.green, d->fg.blue, d->fg.alpha * alpha);
}

void
kontor_mpb_text (MpbDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                 double xalign, double yalign)
{
  kontor_board_text (d->cr, d->font, text, x, y, w, size, bold, xalign, yalign);
  cairo_new_path (d->cr);
}

void
kontor_mpb_text_fit (MpbDraw *d, const char *text, double x, double y, double w, double size, gboolean bold,
                     double xalign, double yalign)
{
  g_autoptr (PangoLayout) layout = kontor_board_text_layout (d->cr, d->font, text, size, bold);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (logical.width > w && logical.width > 0)
    size = MAX (size * 0.66, size * w / logical.width);
  kontor_mpb_text (d, text, x, y, w, size, bold, xalign, yalign);
}

static void
card_frame (MpbDraw *d, const MpbBox *b, MpbRgb paper)
{
  cairo_t *cr = d->cr;
  double r = MIN (b->w, b->h) * 0.12;

  cairo_save (cr);
  kontor_board_rounded_box (cr, b->x + 1.5, b->y + 2.5, b->w, b->h, r);   /* shadow */
  cairo_set_source_rgba (cr, 0, 0, 0, d->dark ? 0.45 : 0.18);
  cairo_fill (cr);
  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, r);
  kontor_board_set_rgb (cr, paper, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
count_badge (MpbDraw *d, const MpbBox *b, int count)
{
  g_autofree char *text = g_strdup_printf ("×%d", count);
  double r = MAX (8, MIN (b->w, b->h) * 0.2);

  cairo_arc (d->cr, b->x + b->w - r * 0.6, b->y + b->h - r * 0.6, r, 0, 2 * G_PI);
  cairo_set_source_rgb (d->cr, 0.12, 0.12, 0.14);
  cairo_fill (d->cr);
  cairo_set_source_rgb (d->cr, 1, 1, 1);
  kontor_mpb_text (d, text, b->x + b->w - r * 0.6, b->y + b->h - r * 0.6, 0, r * 1.05, TRUE, 0.5, 0.5);
}

void
kontor_mpb_card (MpbDraw *d, const MpbBox *b, int kind, int count)
{
  cairo_t *cr = d->cr;
  MpbRgb paper = { 0.98, 0.96, 0.90 };

  if (kind == MP_KIND_TABLET || kind == MP_KIND_SECRET)
    {
      MpbRgb c = kind == MP_KIND_TABLET ? (MpbRgb) { 0.86, 0.67, 0.18 } : (MpbRgb) { 0.42, 0.24, 0.58 };
      card_frame (d, b, c);
      kontor_board_text_on (cr, c);
      kontor_mpb_text (d, kind == MP_KIND_TABLET ? "♛" : "★", b->x + b->w / 2, b->y + b->h * 0.38, 0, b->h * 0.34,
                       FALSE, 0.5, 0.5);
      /* Translators: the word on a small Golden Tablet or Secret of the Orient card; keep it short */
      kontor_mpb_text (d, kind == MP_KIND_TABLET ? C_("card", "Tablet") : C_("card", "Secret"), b->x + b->w / 2,
                       b->y + b->h * 0.78, b->w - 4, MIN (b->h * 0.17, b->w * 0.22), TRUE, 0.5, 0.5);
      return;
    }
  card_frame (d, b, paper);
  cairo_save (cr);
  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, MIN (b->w, b->h) * 0.12);
  cairo_clip (cr);
  kontor_board_set_rgb (cr, kontor_mpb_group_rgb (kontor_mp_kind_group (kind)), 1);
  cairo_rectangle (cr, b->x, b->y, b->w, b->h * 0.3);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.12, 0.11, 0.10);
  if (kontor_mp_kind_is_azar (kind))
    kontor_mpb_text (d, "?", b->x + b->w / 2, b->y + b->h * 0.62, 0, b->h * 0.34, TRUE, 0.5, 0.5);
  else
    {
      g_autofree char *v = g_strdup_printf ("%d", kontor_mp_kind_value (kind) * 100);
      kontor_mpb_text (d, v, b->x + b->w / 2, b->y + b->h * 0.6, b->w - 2, MIN (b->h * 0.26, b->w * 0.36), TRUE, 0.5,
                       0.5);
    }
  if (count > 1)
    count_badge (d, b, count);
}

void
kontor_mpb_card_back (MpbDraw *d, const MpbBox *b, int group)
{
  cairo_t *cr = d->cr;
  MpbRgb c = group >= 0 ? kontor_mpb_group_rgb (group) : (MpbRgb) { 0.30, 0.24, 0.44 };

  card_frame (d, b, c);
  cairo_save (cr);
  kontor_board_rounded_box (cr, b->x + 4, b->y + 4, b->w - 8, b->h - 8, MIN (b->w, b->h) * 0.08);
  cairo_clip_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.5);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.14);
  for (double t = -b->h; t < b->w; t += 9)
    {
      cairo_move_to (cr, b->x + t, b->y + b->h);
      cairo_line_to (cr, b->x + t + b->h, b->y);
    }
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  cairo_restore (cr);
}

const char *
kontor_mpb_kind_word (int kind, gboolean brief)
{
  switch (kind)
    {
    /* Translators: short words under a journey's stops and on the buttons of the kinds of stop */
    case MP_SPACE_VENICE: return C_("stop", "Venice");
    /* Translators: a small circle of the board, under a journey's stop: one short word */
    case MP_SPACE_SMALL: return brief ? C_("stop", "Circle") : C_("stop", "Small circle");
    case MP_SPACE_TRADING: return C_("stop", "Trading");
    case MP_SPACE_PORT: return C_("stop", "Port");
    case MP_SPACE_KHANBALIK: return C_("stop", "Khanbalik");
    /* Translators: the player's own mission city, under a journey's stop: one short word */
    case MP_SPACE_MISSION: return brief ? C_("stop", "Mission") : C_("stop", "Mission city");
    case MP_SPACE_KARAKORUM: return C_("stop", "Karakorum");
    default: return "";
    }
}

/* A kind's disc colour and its sign. */
static MpbRgb
stop_style (const MpSpace *s, const char **sign)
{
  static const MpbRgb venice = { 0.55, 0.13, 0.30 }, port = { 0.10, 0.47, 0.63 }, khan = { 0.85, 0.64, 0.14 },
                      mission = { 0.42, 0.24, 0.58 }, karakorum = { 0.52, 0.36, 0.22 }, small = { 0.62, 0.60, 0.56 };

  switch (s->kind)
    {
    case MP_SPACE_VENICE: *sign = "V"; return venice;
    case MP_SPACE_TRADING: *sign = "⚖"; return kontor_mpb_group_rgb (s->group);
    case MP_SPACE_PORT: *sign = "⚓"; return port;
    case MP_SPACE_KHANBALIK: *sign = "♛"; return khan;
    case MP_SPACE_MISSION: *sign = "★"; return mission;
    case MP_SPACE_KARAKORUM: *sign = "K"; return karakorum;
    default: *sign = ""; return small;
    }
}

void
kontor_mpb_stop (MpbDraw *d, const MpSpace *s, double x, double y, double r)
{
  cairo_t *cr = d->cr;
  const char *sign;
  MpbRgb c = stop_style (s, &sign);

  if (s->kind == MP_SPACE_SMALL)
    r *= 0.62;
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  kontor_board_set_rgb (cr, c, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (*sign)
    {
      kontor_board_text_on (cr, c);
      kontor_mpb_text (d, sign, x, y, 0, r * 1.15, TRUE, 0.5, 0.5);
    }
}

void
kontor_mpb_die (MpbDraw *d, const MpbBox *b, int value, gboolean black, double alpha)
{
  cairo_t *cr = d->cr;
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .25, .25 }, { .75, .75 } },
    { { .25, .25 }, { .5, .5 }, { .75, .75 } },
    { { .25, .25 }, { .75, .25 }, { .25, .75 }, { .75, .75 } },
    { { .25, .25 }, { .75, .25 }, { .5, .5 }, { .25, .75 }, { .75, .75 } },
    { { .25, .25 }, { .75, .25 }, { .25, .5 }, { .75, .5 }, { .25, .75 }, { .75, .75 } },
  };

  kontor_board_rounded_box (cr, b->x, b->y, b->w, b->h, b->w * 0.18);
  if (black)
    cairo_set_source_rgba (cr, 0.10, 0.10, 0.11, alpha);
  else
    cairo_set_source_rgba (cr, 0.80, 0.12, 0.13, alpha);
  cairo_fill_preserve (cr);
  if (d->dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.45 * alpha);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.4 * alpha);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  for (int i = 0; i < CLAMP (value, 0, 6); i++)
    {
      cairo_arc (cr, b->x + pips[value][i][0] * b->w, b->y + pips[value][i][1] * b->h, b->w * 0.09, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}
