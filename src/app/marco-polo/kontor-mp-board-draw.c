/* kontor-mp-board-draw.c: Marco Polo's board drawn with cairo in design
 * units (kontor-mp-board-private.h): the travellers' rows (name, coins,
 * Tablet or Secret, skipped turns, the hand, the journey's track), the
 * turn's step (dice, steps, kinds of stop, a chance card) and the table's
 * things, then the marks and the keyboard cursor.  Colours follow the
 * widget's style and libadwaita's dark mode. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "kontor-mp-board-private.h"
#include "kontor-mp-hints.h"

/* ---------------------------------------------------------------- panels, marks */

static void
panel (MpbDraw *d, const MpbBox *b, double alpha)
{
  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 12);
  if (d->dark)
    cairo_set_source_rgba (d->cr, 0.19, 0.19, 0.21, alpha);
  else
    cairo_set_source_rgba (d->cr, 1, 1, 1, alpha);
  cairo_fill_preserve (d->cr);
  kontor_mpb_set_fg (d, 0.15);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
}

typedef enum { RING_CLICK, RING_SELECTED, RING_CURSOR } Ring;

static void
ring (MpbDraw *d, const MpbBox *b, Ring kind, gboolean round)
{
  cairo_t *cr = d->cr;
  double m = kind == RING_CURSOR ? 6 : 3;

  cairo_save (cr);
  if (round)
    cairo_arc (cr, b->x + b->w / 2, b->y + b->h / 2, b->w / 2 + m, 0, 2 * G_PI);
  else
    kontor_board_rounded_box (cr, b->x - m, b->y - m, b->w + 2 * m, b->h + 2 * m, 9);
  switch (kind)
    {
    case RING_CLICK:
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 0.28);
      cairo_set_line_width (cr, 7);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      cairo_set_line_width (cr, 2.5);
      break;
    case RING_SELECTED:
      cairo_set_source_rgba (cr, 0.96, 0.74, 0.05, 1);
      cairo_set_line_width (cr, 4);
      break;
    case RING_CURSOR:
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.55, 1);
      cairo_set_line_width (cr, 3.5);
      break;
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static gboolean
find (const MpbLayout *l, int item, int b, MpbBox *box)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  return kontor_mpb_layout_box (l, &t, box);
}

/* ---------------------------------------------------------------- a traveller */

static void
draw_header (MpbDraw *d, int p)
{
  const MpbRow *r = &d->l->row[p];
  cairo_t *cr = d->cr;
  const char *name = kontor_game_get_player_name (kontor_table_get_game (d->table), p);
  g_autofree char *coins = kontor_mp_reales (d->pos->coins[p]);
  MpbRgb pc = kontor_mpb_player_rgb (d->pos->colors[p]);
  double cy = r->name.y + r->name.h / 2;

  cairo_arc (cr, r->name.x + 11, cy, 10, 0, 2 * G_PI);
  kontor_board_set_rgb (cr, pc, 1);
  cairo_fill_preserve (cr);
  kontor_mpb_set_fg (d, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  kontor_mpb_set_fg (d, 1);
  kontor_mpb_text (d, name, r->name.x + 28, cy, r->name.w - 30, 19, TRUE, 0, 0.5);
  /* coins: a coin and the reales */
  kontor_board_rounded_box (cr, r->coins.x, r->coins.y, r->coins.w, r->coins.h, r->coins.h / 2);
  kontor_mpb_set_fg (d, 0.07);
  cairo_fill (cr);
  cairo_arc (cr, r->coins.x + 15, r->coins.y + r->coins.h / 2, 9, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.90, 0.72, 0.20);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.45, 0.32, 0.05, 1);
  cairo_stroke (cr);
  kontor_mpb_set_fg (d, 1);
  kontor_mpb_text (d, coins, r->coins.x + 30, r->coins.y + r->coins.h / 2, r->coins.w - 32, 17, TRUE, 0, 0.5);
  if (r->skip.w > 0)
    {
      /* Translators: turns a player still skips, on a small label; keep it short */
      g_autofree char *skip = g_strdup_printf (_("Skips %d"), d->pos->skip[p]);
      kontor_board_rounded_box (cr, r->skip.x, r->skip.y, r->skip.w, r->skip.h, 8);
      cairo_set_source_rgba (cr, 0.88, 0.40, 0.05, 0.9);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      kontor_mpb_text (d, skip, r->skip.x + r->skip.w / 2, r->skip.y + r->skip.h / 2, r->skip.w - 6, 14, TRUE, 0.5, 0.5);
    }
}

static void
draw_mission (MpbDraw *d, int p)
{
  const MpbBox *b = &d->l->row[p].mission;
  MpbBox card = { b->x + 6, b->y, b->w - 12, b->h };

  /* neither: nothing drawn (the tooltip still says so) */
  if (d->pos->tablet[p] || d->pos->secret[p])
    kontor_mpb_card (d, &card, d->pos->tablet[p] ? MP_KIND_TABLET : MP_KIND_SECRET, 0);
}

/* Face down: a fan of backs with the count; shown: the cards by kind. */
static void
draw_hand (MpbDraw *d, int p)
{
  const MpbRow *r = &d->l->row[p];
  const MpbBox *a = &r->hand_area;
  int n = kontor_mp_goods_held (d->pos, p) + d->pos->tablet[p] + d->pos->secret[p], fan = MIN (n, 4);
  double ch = MIN (MIN (a->h, 110), (a->w - 100 - 27) / 0.68), cw = ch * 0.68, y = a->y + (a->h - ch) / 2, text_x;
  g_autofree char *count = NULL;

  if (d->l->revealed[p])
    {
      MpbBox hide, box;
      find (d->l, KONTOR_MP_ITEM_HAND, p, &hide);
      kontor_mpb_card_back (d, &hide, -1);
      cairo_set_source_rgb (d->cr, 1, 1, 1);
      /* Translators: on the narrow card that hides a shown hand again; keep it very short */
      kontor_mpb_text (d, _("Hide"), hide.x + 20, hide.y + hide.h / 2, 36, 11, TRUE, 0.5, 0.5);
      for (int k = 0; k < MP_N_KINDS; k++)
        if (find (d->l, KONTOR_MP_ITEM_CARD, p * MP_N_KINDS + k, &box))
          kontor_mpb_card (d, &box, k, d->pos->cards[p][k]);
      for (int i = 0; i < r->n_extra; i++)
        kontor_mpb_card (d, &r->extra[i], r->extra_kind[i], 0);
      if (n == 0)
        {
          kontor_mpb_set_fg (d, 0.6);
          kontor_mpb_text (d, _("No cards"), a->x + 52, a->y + a->h / 2, a->w - 52, 14, FALSE, 0, 0.5);
        }
      return;
    }
  for (int i = MAX (fan, 1) - 1; i >= 0; i--)
    {
      MpbBox b = { a->x + i * 9, y + i * 2, cw, ch };
      if (n == 0)
        {
          static const double dash[] = { 5, 4 };
          cairo_save (d->cr);
          kontor_board_rounded_box (d->cr, b.x, b.y, b.w, b.h, 6);
          cairo_set_dash (d->cr, dash, 2, 0);
          kontor_mpb_set_fg (d, 0.3);
          cairo_stroke (d->cr);
          cairo_restore (d->cr);
        }
      else
        kontor_mpb_card_back (d, &b, -1);
    }
  text_x = a->x + MAX (fan - 1, 0) * 9 + cw + 10;
  if (n == 0)
    {
      kontor_mpb_set_fg (d, 0.6);
      kontor_mpb_text (d, _("No cards"), text_x, a->y + a->h / 2, a->x + a->w - text_x, 15, FALSE, 0, 0.5);
      return;
    }
  /* Translators: the cards in a hidden hand; the count is the cards held */
  count = g_strdup_printf (ngettext ("%d card", "%d cards", n), n);
  kontor_mpb_set_fg (d, 1);
  kontor_mpb_text (d, count, text_x, a->y + a->h / 2 - 2, a->x + a->w - text_x, 16, TRUE, 0, 1);
  kontor_mpb_set_fg (d, 0.65);
  /* Translators: under a hidden hand: only its owner should look */
  kontor_mpb_text (d, _("Tap to look"), text_x, a->y + a->h / 2 + 2, a->x + a->w - text_x, 14, FALSE, 0, 0);
}

static void
draw_track (MpbDraw *d, int p)
{
  const MpbRow *r = &d->l->row[p];
  cairo_t *cr = d->cr;
  MpbRgb pc = kontor_mpb_player_rgb (d->pos->colors[p]);
  static const double dash[] = { 3, 4 };

  if (r->n_shown == 0)
    return;
  for (int i = r->first > 0 ? -1 : 0; i + 1 < r->n_shown; i++)
    {
      double x0 = i < 0 ? r->more_x : r->stop_x[i], y0 = i < 0 ? r->more_y : r->stop_y[i];
      cairo_save (cr);
      if (y0 != r->stop_y[i + 1])
        cairo_set_dash (cr, dash, 2, 0);   /* the track goes on in the next line */
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, r->stop_x[i + 1], r->stop_y[i + 1]);
      kontor_mpb_set_fg (d, 0.25);
      cairo_set_line_width (cr, y0 != r->stop_y[i + 1] ? 1.5 : 3);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  if (r->first > 0)
    {
      g_autofree char *more = g_strdup_printf ("+%d", r->first);
      cairo_arc (cr, r->more_x, r->more_y, r->stop_r * 0.8, 0, 2 * G_PI);
      kontor_mpb_set_fg (d, 0.12);
      cairo_fill (cr);
      kontor_mpb_set_fg (d, 0.8);
      kontor_mpb_text (d, more, r->more_x, r->more_y, 0, 12, TRUE, 0.5, 0.5);
    }
  for (int i = 0; i < r->n_shown; i++)
    {
      double x = r->stop_x[i], cy = r->stop_y[i];
      if (i == r->n_shown - 1)
        {
          /* where the pawn stands now */
          cairo_arc (cr, x, cy, r->stop_r + 5, 0, 2 * G_PI);
          kontor_board_set_rgb (cr, pc, 1);
          cairo_set_line_width (cr, 4);
          cairo_stroke (cr);
        }
      kontor_mpb_stop (d, &r->stops[i], x, cy, r->stop_r);
      if (r->stop_labels)
        {
          const char *word = r->stops[i].label[0] ? r->stops[i].label : kontor_mpb_kind_word (r->stops[i].kind, TRUE);
          kontor_mpb_set_fg (d, i == r->n_shown - 1 ? 0.95 : 0.6);
          kontor_mpb_text (d, word, x, cy + r->stop_r + 6, r->spacing - 2, 10.5, i == r->n_shown - 1, 0.5, 0);
        }
    }
}

static void
draw_row (MpbDraw *d, int p)
{
  const MpbRow *r = &d->l->row[p];
  gboolean due = p == d->l->active && d->l->step != MPB_STEP_ENDED;
  MpbRgb pc = kontor_mpb_player_rgb (d->pos->colors[p]);

  panel (d, &r->panel, due ? 0.97 : 0.8);
  if (due)
    {
      kontor_board_rounded_box (d->cr, r->panel.x, r->panel.y, r->panel.w, r->panel.h, 12);
      kontor_board_set_rgb (d->cr, pc, 1);
      cairo_set_line_width (d->cr, 3);
      cairo_stroke (d->cr);
    }
  draw_header (d, p);
  draw_mission (d, p);
  draw_hand (d, p);
  draw_track (d, p);
}

/* ---------------------------------------------------------------- the step */

static void
heading (MpbDraw *d, const char *text, double y)
{
  kontor_mpb_set_fg (d, 0.9);
  kontor_mpb_text (d, text, d->l->side.x + 12, y, d->l->side.w - 24, 15, TRUE, 0, 0);
}

static void
note (MpbDraw *d, const char *text, double y)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (d->cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_copy (d->font);

  pango_font_description_set_absolute_size (font, 14 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) ((d->l->side.w - 24) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  kontor_mpb_set_fg (d, 0.7);
  cairo_move_to (d->cr, d->l->side.x + 12, y);
  pango_cairo_show_layout (d->cr, layout);
}

static void
draw_dice (MpbDraw *d, int item)
{
  MpbBox b;
  for (int v = 1; v <= 6; v++)
    if (find (d->l, item, v, &b))
      {
        KontorTarget t = { KONTOR_TARGET_ITEM, item, v };
        gboolean on = kontor_mpb_marked (d->hl, &t) || kontor_mpb_marked (d->sel, &t);
        kontor_mpb_die (d, &b, v, item == KONTOR_MP_ITEM_BLACK_DIE, on ? 1 : 0.6);
      }
}

/* A button of the step: a rounded face, dimmed when it cannot be tapped. */
static void
button (MpbDraw *d, const MpbBox *b, gboolean on, gboolean chosen)
{
  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 8);
  if (chosen)
    cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 0.25);
  else
    kontor_mpb_set_fg (d, on ? 0.08 : 0.03);
  cairo_fill_preserve (d->cr);
  kontor_mpb_set_fg (d, on ? 0.35 : 0.12);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
}

static void
draw_stop_button (MpbDraw *d, int b, const MpbBox *box)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, KONTOR_MP_ITEM_STOP, b };
  gboolean on = kontor_mpb_marked (d->hl, &t);
  MpSpace s = { (gint8) (b / MP_N_GROUPS), (gint8) (b / MP_N_GROUPS == MP_SPACE_TRADING ? b % MP_N_GROUPS : -1), "" };
  double r = MIN (13, box->h / 2 - 3);
  g_autofree char *word = s.kind == MP_SPACE_TRADING
                          /* Translators: a button: a trading place of a goods group ("green") */
                          ? g_strdup_printf (_("Trading (%s)"), kontor_mp_group_name (s.group))
                          : g_strdup (kontor_mpb_kind_word (s.kind, FALSE));

  button (d, box, on, FALSE);
  cairo_push_group (d->cr);
  kontor_mpb_stop (d, &s, box->x + 8 + r, box->y + box->h / 2, r);
  kontor_mpb_set_fg (d, 1);
  kontor_mpb_text_fit (d, word, box->x + 12 + 2 * r, box->y + box->h / 2, box->w - 16 - 2 * r, 13, on, 0, 0.5);
  cairo_pop_group_to_source (d->cr);
  cairo_paint_with_alpha (d->cr, on ? 1 : 0.35);
}

static void
draw_move (MpbDraw *d)
{
  const MpbLayout *l = d->l;
  MpbBox b;
  /* Translators: above the step buttons; the number rolled */
  g_autofree char *steps = g_strdup_printf (_("Steps moved (rolled %d)"), l->roll);

  heading (d, steps, l->side.y + 8);
  for (int i = 1; i <= 6; i++)
    if (find (l, KONTOR_MP_ITEM_STEPS, i, &b))
      {
        char digit[2] = { (char) ('0' + i), 0 };
        KontorTarget t = { KONTOR_TARGET_ITEM, KONTOR_MP_ITEM_STEPS, i };
        gboolean chosen = kontor_mpb_marked (d->sel, &t);
        cairo_arc (d->cr, b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, 2 * G_PI);
        if (chosen)
          cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
        else
          kontor_mpb_set_fg (d, 0.1);
        cairo_fill (d->cr);
        if (chosen)
          cairo_set_source_rgb (d->cr, 1, 1, 1);
        else
          kontor_mpb_set_fg (d, 1);
        kontor_mpb_text (d, digit, b.x + b.w / 2, b.y + b.h / 2, 0, 18, TRUE, 0.5, 0.5);
      }
  if (find (l, KONTOR_MP_ITEM_STOP, MP_SPACE_SMALL * MP_N_GROUPS, &b))
    heading (d, _("Where did the pawn stop?"), b.y - 26);
  for (int s = 0; s < KONTOR_MP_N_STOPS; s++)
    if (find (l, KONTOR_MP_ITEM_STOP, s, &b))
      draw_stop_button (d, s, &b);
  if (find (l, KONTOR_MP_ITEM_MODE_CHANGE, 0, &b))
    {
      KontorTarget t = { KONTOR_TARGET_ITEM, KONTOR_MP_ITEM_MODE_CHANGE, 0 };
      gboolean ticked = kontor_mpb_marked (d->sel, &t);
      button (d, &b, TRUE, ticked);
      kontor_mpb_set_fg (d, 1);
      kontor_mpb_text (d, ticked ? "☑" : "☐", b.x + 10, b.y + b.h / 2, 0, 18, FALSE, 0, 0.5);
      /* Translators: the tick of a port where the pawn changed between land and sea routes */
      kontor_mpb_text_fit (d, _("Changed land/sea at a port"), b.x + 34, b.y + b.h / 2, b.w - 40, 14, FALSE, 0, 0.5);
    }
}

/* Between entries: where the traveller due stands and the last roll. */
static void
draw_standing (MpbDraw *d)
{
  const MpbLayout *l = d->l;
  const MpPosition *pos = d->pos;
  const char *name = kontor_game_get_player_name (kontor_table_get_game (d->table), pos->active);
  g_autofree char *where = kontor_mp_space_text (&pos->pawn[pos->active]), *text = NULL;
  MpbBox die = { l->side.x + 12, l->side.y + 40, 46, 46 };

  if (l->step == MPB_STEP_ENDED && pos->winner >= 0)
    {
      const char *winner = kontor_game_get_player_name (kontor_table_get_game (d->table), pos->winner);
      heading (d, _("The game is over"), l->side.y + 8);
      /* Translators: the winner's name */
      text = g_strdup_printf (_("%s reached Venice with everything needed and won."), winner);
      note (d, text, l->side.y + 40);
      return;
    }
  /* Translators: a heading: the step of the turn entered, or a past position looked at */
  heading (d, l->step == MPB_STEP_REVIEW ? _("Looking back") : _("This turn"), l->side.y + 8);
  if (l->roll >= 1 && l->roll <= 6)
    kontor_mpb_die (d, &die, l->roll, FALSE, 1);
  kontor_mpb_stop (d, &pos->pawn[pos->active], die.x + 46 + 30, die.y + 23, 20);
  if (l->step == MPB_STEP_STOP && kontor_mpb_mission_due (d->table))
    /* Translators: a player's name; the Tablet is the small card beside their coins */
    text = g_strdup_printf (_("%s is at the mission city: tap the Golden Tablet beside the coins to name the city."), name);
  else
    /* Translators: a player's name, then where the pawn stands ("a trading place (green)") */
    text = g_strdup_printf (_("%s is at %s."), name, where);
  note (d, text, die.y + 60);
}

static void
draw_side (MpbDraw *d)
{
  const MpbLayout *l = d->l;
  MpbBox b;

  panel (d, &l->side, 0.85);
  switch (l->step)
    {
    case MPB_STEP_ROLL:
    case MPB_STEP_COMBAT:
      heading (d, l->step == MPB_STEP_ROLL ? _("Red die: tap the number rolled") : _("The fight: red die (the traveller)"),
               l->side.y + 10);
      draw_dice (d, KONTOR_MP_ITEM_DIE);
      if (l->step == MPB_STEP_COMBAT)
        {
          heading (d, _("Black die (corsairs and bandits)"), l->side.y + 40 + 46 + 12);
          draw_dice (d, KONTOR_MP_ITEM_BLACK_DIE);
        }
      if (l->seeded)
        note (d, _("This game’s dice come from its seed: let Kontor roll them, or tap the number it rolls."),
              l->side.y + (l->step == MPB_STEP_ROLL ? 100 : 190));
      break;
    case MPB_STEP_MOVE:
      draw_move (d);
      break;
    case MPB_STEP_CHANCE:
      heading (d, _("Chance card: tap it to add an effect"), l->side.y + 10);
      if (find (l, KONTOR_MP_ITEM_CHANCE, 0, &b) && d->pos->n_pending > 0)
        kontor_mpb_card (d, &b, d->pos->pending[0], 0);
      break;
    default:
      draw_standing (d);
      break;
    }
}

/* ---------------------------------------------------------------- the table */

static void
small_box (MpbDraw *d, const MpbBox *b, const char *title, const char *text)
{
  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 8);
  kontor_mpb_set_fg (d, 0.06);
  cairo_fill (d->cr);
  kontor_mpb_set_fg (d, 0.65);
  kontor_mpb_text (d, title, b->x + 8, b->y + 4, b->w - 12, 13, TRUE, 0, 0);
  kontor_mpb_set_fg (d, 1);
  kontor_mpb_text (d, text, b->x + 8, b->y + b->h - 4, b->w - 12, 13.5, TRUE, 0, 1);
}

static void
draw_table (MpbDraw *d)
{
  const MpbLayout *l = d->l;
  const MpPosition *pos = d->pos;
  MpbBox b;
  int booty_cards = 0;

  panel (d, &l->table, 0.85);
  kontor_mpb_set_fg (d, 0.9);
  kontor_mpb_text (d, _("On the table"), l->table.x + 12, l->table.y + 7, l->table.w - 24, 15, TRUE, 0, 0);
  for (int g = 0; g < MP_N_GROUPS; g++)
    if (find (l, KONTOR_MP_ITEM_PILE, g, &b))
      {
        int n = 0;
        g_autofree char *count = NULL;
        for (int k = g * 4; k < g * 4 + 4; k++)
          n += pos->pile_count[k];
        count = g_strdup_printf ("%d", n);
        kontor_mpb_card_back (d, &b, g);
        cairo_set_source_rgb (d->cr, 1, 1, 1);
        kontor_mpb_text (d, count, b.x + b.w / 2, b.y + b.h / 2, 0, 22, TRUE, 0.5, 0.5);
      }
  for (int k = 0; k < MP_N_KINDS; k++)
    booty_cards += pos->booty_cards[k];
  if (find (l, KONTOR_MP_ITEM_KHAN, 0, &b))
    {
      g_autofree char *khan = g_strdup_printf ("♛ %d   ★ %d", pos->khan_tablets, pos->khan_secrets);
      /* Translators: the Great Khan's space with the Tablets and Secrets left */
      small_box (d, &b, _("The Khan"), khan);
    }
  if (find (l, KONTOR_MP_ITEM_BOOTY, 0, &b))
    {
      g_autofree char *coins = kontor_mp_reales (pos->booty_coins);
      /* Translators: the booty on a small label: reales, then the cards; keep it short */
      g_autofree char *booty = g_strdup_printf (ngettext ("%s, %d card", "%s, %d cards", booty_cards), coins, booty_cards);
      small_box (d, &b, _("Booty"), booty);
    }
  if (find (l, KONTOR_MP_ITEM_BANK, 0, &b))
    {
      g_autofree char *bank = kontor_mp_reales (pos->bank);
      small_box (d, &b, _("Bank"), bank);
    }
}

/* ---------------------------------------------------------------- marks */

static gboolean
round_item (int item)
{
  return item == KONTOR_MP_ITEM_STEPS || item == KONTOR_MP_ITEM_JOURNEY;
}

static gboolean
hand_marked (MpbDraw *d, int seat)
{
  for (int k = 0; k < MP_N_KINDS; k++)
    if (d->hl->cards[seat][k])
      return TRUE;
  return FALSE;
}

static void
draw_marks (MpbDraw *d)
{
  const MpbLayout *l = d->l;

  for (int i = 0; i < l->n_items; i++)
    {
      const KontorTarget *t = &l->items[i];
      gboolean round = round_item (t->a);
      /* every hand can be tapped: a ring only where the cards in it can be
       * (sold, given); the stop buttons dim instead */
      if (t->a == KONTOR_MP_ITEM_HAND && t->b == l->active && !l->revealed[t->b] && hand_marked (d, t->b))
        ring (d, &l->boxes[i], RING_CLICK, FALSE);
      if (t->a == KONTOR_MP_ITEM_HAND || t->a == KONTOR_MP_ITEM_STOP || t->a == KONTOR_MP_ITEM_MODE_CHANGE)
        continue;
      if (t->a == KONTOR_MP_ITEM_MISSION && t->b == l->active && l->step == MPB_STEP_STOP
          && kontor_mpb_mission_due (d->table))
        ring (d, &l->boxes[i], RING_CLICK, FALSE);
      else if (kontor_mpb_marked (d->sel, t) && t->a != KONTOR_MP_ITEM_STEPS)
        ring (d, &l->boxes[i], RING_SELECTED, round);
      else if (kontor_mpb_marked (d->hl, t) && t->a != KONTOR_MP_ITEM_STEPS)
        ring (d, &l->boxes[i], RING_CLICK, round);
    }
  for (int i = 0; i < l->n_items; i++)
    if (l->items[i].a == KONTOR_MP_ITEM_STOP && kontor_mpb_marked (d->hl, &l->items[i]))
      {
        MpbBox b = l->boxes[i];
        kontor_board_rounded_box (d->cr, b.x, b.y, b.w, b.h, 8);
        cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 0.9);
        cairo_set_line_width (d->cr, 2);
        cairo_stroke (d->cr);
      }
  for (int p = 0; p < l->n_players; p++)
    {
      /* a gift chosen: how many of the kind */
      for (int k = 0; k < MP_N_KINDS; k++)
        {
          MpbBox b;
          if (d->sel->cards[p][k] > 0 && find (l, KONTOR_MP_ITEM_CARD, p * MP_N_KINDS + k, &b))
            {
              g_autofree char *n = g_strdup_printf ("%d", d->sel->cards[p][k]);
              cairo_arc (d->cr, b.x + 9, b.y + 9, 10, 0, 2 * G_PI);
              cairo_set_source_rgb (d->cr, 0.96, 0.74, 0.05);
              cairo_fill (d->cr);
              cairo_set_source_rgb (d->cr, 0.1, 0.1, 0.1);
              kontor_mpb_text (d, n, b.x + 9, b.y + 9, 0, 13, TRUE, 0.5, 0.5);
            }
        }
    }
}

static void
draw_cursor (MpbDraw *d)
{
  KontorTarget cursor;
  MpbBox b;

  if (!kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (d->self), &cursor)
      || !gtk_widget_has_focus (GTK_WIDGET (d->self)) || !kontor_mpb_layout_box (d->l, &cursor, &b))
    return;
  ring (d, &b, RING_CURSOR, round_item (cursor.a));
}

static void
init_draw (MpbDraw *d, KontorMpBoard *self, cairo_t *cr, const MpbLayout *l)
{
  static const KontorMpMarks none;

  d->self = self;
  d->table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));
  d->cr = cr;
  d->l = l;
  d->pos = kontor_mp_board_position (self);
  d->hl = kontor_table_get_highlights (d->table);
  d->sel = kontor_table_get_selected (d->table);
  if (d->hl == NULL || l->step == MPB_STEP_REVIEW)
    d->hl = &none;
  if (d->sel == NULL)
    d->sel = &none;
  kontor_board_get_style (GTK_WIDGET (self), &d->dark, &d->fg, &d->accent, &d->font);
}

void
kontor_mp_board_draw (KontorMpBoard *self, cairo_t *cr, const MpbLayout *l)
{
  MpbDraw d;

  init_draw (&d, self, cr, l);
  cairo_save (cr);
  cairo_scale (cr, l->scale, l->scale);
  for (int p = 0; p < l->n_players; p++)
    draw_row (&d, p);
  draw_side (&d);
  draw_table (&d);
  draw_marks (&d);
  draw_cursor (&d);
  cairo_restore (cr);
}
