/* kontor-moe-board-draw.c: Merchants of Europe's board drawn with cairo in
 * design units (kontor-moe-board-private.h): the players' ledger rows
 * (name, gold, development cards, this roll's production, the race of
 * deliveries, the hand, the pieces and kontors), the neutral's kontors,
 * then the marks and the keyboard cursor; the right column is
 * kontor-moe-board-draw-side.c.  Colours follow the widget's style and
 * libadwaita's dark mode. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kontor-moe-board-private.h"
#include "kontor-moe-hints.h"

/* ---------------------------------------------------------------- a player */

static void
draw_name (MoebDraw *d, int p)
{
  const MoebBox *b = &d->l->row[p].name;
  cairo_t *cr = d->cr;
  double cy = b->y + b->h / 2;

  cairo_arc (cr, b->x + 11, cy, 10, 0, 2 * G_PI);
  kontor_board_set_rgb (cr, kontor_moeb_player_rgb (d->pos->colors[p]), 1);
  cairo_fill_preserve (cr);
  kontor_moeb_set_fg (d, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, kontor_moeb_player_name (d, p), b->x + 28, cy, b->w - 30, 18, TRUE, 0, 0.5);
}

static void
draw_dev (MoebDraw *d, int p)
{
  MoebBox b, card;
  g_autofree char *n = NULL;

  if (!kontor_moeb_find (d->l, KONTOR_MOE_ITEM_DEV, p, &b))
    return;
  card = (MoebBox) { b.x + 4, b.y + 2, 18, b.h - 4 };
  kontor_board_rounded_box (d->cr, card.x, card.y, card.w, card.h, 3);
  cairo_set_source_rgb (d->cr, 0.42, 0.26, 0.58);
  cairo_fill_preserve (d->cr);
  cairo_set_source_rgba (d->cr, 1, 1, 1, 0.6);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
  n = g_strdup_printf ("%d", d->pos->players[p].n_dev);
  kontor_moeb_set_fg (d, d->pos->players[p].n_dev ? 1 : 0.5);
  kontor_moeb_text (d, n, card.x + card.w + 6, b.y + b.h / 2, b.w - 26, 16, TRUE, 0, 0.5);
}

/* What this turn's roll gave the player: small cards with "+n", or a coin. */
static void
draw_produced (MoebDraw *d, int p, gboolean any, int got[MOE_MAX_PLAYERS][MOE_N_RES], int gold[MOE_MAX_PLAYERS])
{
  MoebBox b;
  double x;

  if (!any || !kontor_moeb_find (d->l, KONTOR_MOE_ITEM_PRODUCED, p, &b))
    return;
  x = b.x;
  for (int t = 0; t < MOE_N_RES; t++)
    if (got[p][t] > 0 && x + 34 <= b.x + b.w)
      {
        g_autofree char *n = g_strdup_printf ("+%d", got[p][t]);
        MoebBox c = { x, b.y + 3, 15, b.h - 6 };
        kontor_moeb_card (d, &c, t, -2, 1);
        kontor_moeb_set_fg (d, 1);
        kontor_moeb_text (d, n, x + 17, b.y + b.h / 2, 0, 13, TRUE, 0, 0.5);
        x += 42;
      }
  if (gold[p] > 0)
    {
      g_autofree char *n = g_strdup_printf ("+%d", gold[p]);
      cairo_arc (d->cr, x + 8, b.y + b.h / 2, 7, 0, 2 * G_PI);
      cairo_set_source_rgb (d->cr, 0.92, 0.74, 0.20);
      cairo_fill (d->cr);
      kontor_moeb_set_fg (d, 1);
      kontor_moeb_text (d, n, x + 18, b.y + b.h / 2, 0, 13, TRUE, 0, 0.5);
    }
}

/* The race: a token per good to deliver; delivered ones in the player's
 * colour, ready ones ringed, covered ones faint. */
static void
draw_race (MoebDraw *d, int p)
{
  const MoebBox *b = &d->l->row[p].race;
  const MoePlayer *pl = &d->pos->players[p];
  int target = d->pos->warehouse + 1;
  MoebRgb c = kontor_moeb_player_rgb (d->pos->colors[p]);
  g_autofree char *text = g_strdup_printf ("%d/%d", pl->delivered, target);
  double x0 = b->x + 46, step = (b->w - 46) / target, r = MIN (step / 2 - 1.5, 9), cy = b->y + b->h / 2;

  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, text, b->x, cy, 44, 16, TRUE, 0, 0.5);
  for (int i = 0; i < target; i++)
    {
      double cx = x0 + step * i + step / 2;
      cairo_arc (d->cr, cx, cy, r, 0, 2 * G_PI);
      if (i < pl->delivered)
        {
          kontor_board_set_rgb (d->cr, c, 1);
          cairo_fill_preserve (d->cr);
          cairo_set_source_rgba (d->cr, 0, 0, 0, 0.5);
        }
      else if (i < pl->delivered + pl->available)
        cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
      else
        kontor_moeb_set_fg (d, 0.2);
      cairo_set_line_width (d->cr, i < pl->delivered ? 1 : 2);
      cairo_stroke (d->cr);
    }
}

static gboolean
hand_marked (MoebDraw *d, int p)
{
  for (int t = 0; t < MOE_N_RES; t++)
    if (d->hl->cards[p][t])
      return TRUE;
  return FALSE;
}

static void
draw_hand (MoebDraw *d, int p)
{
  const MoebBox *h = &d->l->row[p].hand;
  int n = kontor_moe_hand_size (d->pos, p);
  g_autofree char *count = g_strdup_printf ("%d", n);
  MoebBox b;

  kontor_moeb_card_back (d, h);
  cairo_set_source_rgb (d->cr, 1, 1, 1);
  if (d->l->revealed[p])
    /* Translators: on the narrow card that hides a shown hand again; keep it very short */
    kontor_moeb_text (d, _("Hide"), h->x + h->w / 2, h->y + h->h / 2, h->w - 2, 11, TRUE, 0.5, 0.5);
  else
    kontor_moeb_text (d, count, h->x + h->w / 2, h->y + h->h / 2, 0, MIN (22, h->h * 0.5), TRUE, 0.5, 0.5);
  for (int t = 0; t < MOE_N_RES; t++)
    if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_CARD, p * MOE_N_RES + t, &b))
      {
        if (d->l->revealed[p])
          kontor_moeb_card (d, &b, t, d->pos->players[p].hand[t], 1);
        else
          kontor_moeb_card (d, &b, t, -1, 0.3);
      }
}

/* The pieces left: merchants and caravans (in reserve: an outline), then
 * routes in reserve and kontors in the warehouse in words. */
static void
draw_pieces (MoebDraw *d, int p)
{
  const MoePlayer *pl = &d->pos->players[p];
  const MoebRow *r = &d->l->row[p];
  MoebBox b;
  double x;
  /* Translators: routes a player has not placed yet; keep it short */
  g_autofree char *routes = g_strdup_printf (ngettext ("%d route left", "%d routes left", MOE_ROUTES - pl->routes),
                                             MOE_ROUTES - pl->routes);
  /* Translators: kontors still in a player's warehouse; keep it short */
  g_autofree char *kontors = g_strdup_printf (ngettext ("%d kontor to found", "%d kontors to found", pl->covered),
                                              pl->covered);

  for (int i = 0; i < 2; i++)
    {
      if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_MERCHANT, p * 2 + i, &b))
        kontor_moeb_piece (d, &b, d->pos->colors[p], FALSE, pl->merchant[i].on_board);
      if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_CARAVAN, p * 2 + i, &b))
        kontor_moeb_piece (d, &b, d->pos->colors[p], TRUE, pl->caravan[i].on_board);
    }
  if (!kontor_moeb_find (d->l, KONTOR_MOE_ITEM_CARAVAN, p * 2 + 1, &b))
    return;
  x = b.x + b.w + 8;
  kontor_moeb_set_fg (d, 0.8);
  kontor_moeb_text (d, routes, x, b.y + b.h / 2 - 1, r->panel.x + r->panel.w - x - 10, 13, FALSE, 0, 1);
  kontor_moeb_text (d, kontors, x, b.y + b.h / 2 + 1, r->panel.x + r->panel.w - x - 10, 13, FALSE, 0, 0);
}

static void
draw_kontor (MoebDraw *d, int k, const MoebBox *b)
{
  const MoeKontor *ko = &d->pos->kontors[k];
  int color = ko->owner == MOE_NEUTRAL ? d->pos->neutral : d->pos->colors[ko->owner];
  MoebRgb c = kontor_moeb_player_rgb (color);
  double tw = ko->token >= 0 ? 16 : 0;

  kontor_board_rounded_box (d->cr, b->x, b->y, b->w, b->h, 5);
  kontor_board_set_rgb (d->cr, c, ko->owner == MOE_NEUTRAL ? 0.55 : 0.9);
  cairo_fill_preserve (d->cr);
  cairo_set_source_rgba (d->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (d->cr, 1);
  cairo_stroke (d->cr);
  kontor_board_text_on (d->cr, c);
  kontor_moeb_text (d, ko->label, b->x + 4, b->y + b->h / 2, b->w - 8 - tw, 12, FALSE, 0, 0.5);
  if (ko->token >= 0)
    {
      /* the goods token of the player who delivered here */
      cairo_rectangle (d->cr, b->x + b->w - 15, b->y + 4, 11, b->h - 8);
      kontor_board_set_rgb (d->cr, kontor_moeb_player_rgb (d->pos->colors[ko->token]), 1);
      cairo_fill_preserve (d->cr);
      cairo_set_source_rgba (d->cr, 0, 0, 0, 0.6);
      cairo_stroke (d->cr);
    }
}

static void
draw_row (MoebDraw *d, int p, gboolean any, int got[MOE_MAX_PLAYERS][MOE_N_RES], int gold[MOE_MAX_PLAYERS])
{
  const MoebRow *r = &d->l->row[p];
  gboolean due = p == d->l->active && d->l->step != MOEB_STEP_ENDED;
  MoebBox b;

  kontor_moeb_panel (d, &r->panel, due ? 0.97 : 0.8);
  if (due || (d->l->step == MOEB_STEP_ENDED && d->pos->winner == p))
    {
      kontor_board_rounded_box (d->cr, r->panel.x, r->panel.y, r->panel.w, r->panel.h, 12);
      if (d->pos->colors[p] == MOE_WHITE)
        kontor_moeb_set_fg (d, 0.55);
      else
        kontor_board_set_rgb (d->cr, kontor_moeb_player_rgb (d->pos->colors[p]), 1);
      cairo_set_line_width (d->cr, 3);
      cairo_stroke (d->cr);
    }
  draw_name (d, p);
  if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_GOLD, p, &b))
    kontor_moeb_coin (d, &b, d->pos->players[p].gold);
  draw_dev (d, p);
  draw_produced (d, p, any, got, gold);
  draw_race (d, p);
  draw_hand (d, p);
  draw_pieces (d, p);
  for (int k = 0; k < d->pos->n_kontors; k++)
    if (d->pos->kontors[k].owner == p && kontor_moeb_find (d->l, KONTOR_MOE_ITEM_KONTOR, k, &b))
      draw_kontor (d, k, &b);
}

static void
draw_neutral (MoebDraw *d)
{
  const MoebBox *n = &d->l->neutral;
  MoebBox b;

  if (n->h <= 0)
    return;
  kontor_moeb_panel (d, n, 0.6);
  kontor_moeb_set_fg (d, 0.75);
  /* Translators: the heading of the neutral colour's kontors (3 players) */
  kontor_moeb_text (d, _("Neutral"), n->x + 12, n->y + n->h / 2, 92, 14, TRUE, 0, 0.5);
  for (int k = 0; k < d->pos->n_kontors; k++)
    if (d->pos->kontors[k].owner == MOE_NEUTRAL && kontor_moeb_find (d->l, KONTOR_MOE_ITEM_KONTOR, k, &b))
      draw_kontor (d, k, &b);
}

/* ---------------------------------------------------------------- marks */

/* Items drawn with their own state (dice, the grid, steps, ticks, hands). */
static gboolean
own_state (int item)
{
  return item == KONTOR_MOE_ITEM_HAND || item == KONTOR_MOE_ITEM_OWED || item == KONTOR_MOE_ITEM_OWED_LESS
         || item == KONTOR_MOE_ITEM_STEPS || item == KONTOR_MOE_ITEM_DIE || item == KONTOR_MOE_ITEM_DOUBLE_ARROW
         || item == KONTOR_MOE_ITEM_CONNECT || item == KONTOR_MOE_ITEM_BUILD;
}

static void
draw_mark (MoebDraw *d, const KontorTarget *t, const MoebBox *b)
{
  int chosen = kontor_moeb_marked (d->sel, t), seat = -1;
  gboolean can;

  if (t->a == KONTOR_MOE_ITEM_CARD)
    seat = t->b / MOE_N_RES;
  /* a hidden hand's types are not given away: all its cards or none */
  can = seat >= 0 && !d->l->revealed[seat] ? hand_marked (d, seat) : kontor_moeb_marked (d->hl, t);
  if (own_state (t->a))
    return;
  if ((t->a == KONTOR_MOE_ITEM_CARD || t->a == KONTOR_MOE_ITEM_GOLD || t->a == KONTOR_MOE_ITEM_BANK) && chosen > 0)
    {
      kontor_moeb_ring (d, b, MOEB_RING_SELECTED);
      kontor_moeb_badge (d, b, chosen);
    }
  else if (chosen > 0)
    kontor_moeb_ring (d, b, MOEB_RING_SELECTED);
  else if (can && (t->a == KONTOR_MOE_ITEM_CARD || t->a == KONTOR_MOE_ITEM_GOLD || t->a == KONTOR_MOE_ITEM_KONTOR))
    kontor_moeb_ring (d, b, MOEB_RING_SOFT);   /* many at once: quietly */
  else if (can)
    kontor_moeb_ring (d, b, MOEB_RING_CLICK);
}

static void
draw_marks (MoebDraw *d)
{
  for (int i = 0; i < d->l->n_items; i++)
    draw_mark (d, &d->l->items[i], &d->l->boxes[i]);
}

static void
draw_cursor (MoebDraw *d)
{
  KontorTarget cursor;
  MoebBox b;

  if (!kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (d->self), &cursor)
      || !gtk_widget_has_focus (GTK_WIDGET (d->self)) || !kontor_moeb_layout_box (d->l, &cursor, &b))
    return;
  kontor_moeb_ring (d, &b, MOEB_RING_CURSOR);
}

static void
init_draw (MoebDraw *d, KontorMoeBoard *self, cairo_t *cr, const MoebLayout *l)
{
  static const KontorMoeMarks none;

  d->self = self;
  d->table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));
  d->cr = cr;
  d->l = l;
  d->pos = kontor_moe_board_position (self);
  d->hl = kontor_table_get_highlights (d->table);
  d->sel = kontor_table_get_selected (d->table);
  if (d->hl == NULL || l->step == MOEB_STEP_REVIEW)
    d->hl = &none;
  if (d->sel == NULL || l->step == MOEB_STEP_REVIEW)
    d->sel = &none;
  kontor_board_get_style (GTK_WIDGET (self), &d->dark, &d->fg, &d->accent, &d->font);
}

void
kontor_moe_board_draw (KontorMoeBoard *self, cairo_t *cr, const MoebLayout *l)
{
  int got[MOE_MAX_PLAYERS][MOE_N_RES], gold[MOE_MAX_PLAYERS];
  gboolean any;
  MoebDraw d;

  init_draw (&d, self, cr, l);
  any = kontor_moe_table_produced (d.table, got, gold);
  cairo_save (cr);
  cairo_scale (cr, l->scale, l->scale);
  for (int p = 0; p < l->n_players; p++)
    draw_row (&d, p, any, got, gold);
  draw_neutral (&d);
  kontor_moeb_draw_side (&d);
  kontor_moeb_draw_bank (&d);
  draw_marks (&d);
  draw_cursor (&d);
  cairo_restore (cr);
}
