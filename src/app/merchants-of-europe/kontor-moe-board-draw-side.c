/* kontor-moe-board-draw-side.c: the right column of Merchants of Europe's
 * board: the turn's step (the dice to tap, this roll's production grid,
 * the builds with their costs and the route's ticks, the steps moved, the
 * discards owed, the win) and the bank's stock under it. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-moe-board-private.h"
#include "kontor-moe-hints.h"

static void
heading (MoebDraw *d, const char *text, double y)
{
  kontor_moeb_set_fg (d, 0.9);
  kontor_moeb_text (d, text, d->l->side.x + 12, y, d->l->side.w - 24, 15, TRUE, 0, 0);
}

static void
note (MoebDraw *d, const char *text, double y, double size)
{
  g_autoptr (PangoLayout) layout = kontor_board_text_layout (d->cr, d->font, text, size, FALSE);

  pango_layout_set_width (layout, (int) ((d->l->side.w - 24) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  kontor_moeb_set_fg (d, 0.75);
  cairo_move_to (d->cr, d->l->side.x + 12, y);
  pango_cairo_show_layout (d->cr, layout);
  cairo_new_path (d->cr);
}

static gboolean
marked (const KontorMoeMarks *m, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  return kontor_moeb_marked (m, &t) > 0;
}

static void
last_roll (MoebDraw *d, double y)
{
  const MoePosition *pos = d->pos;
  MoebBox a = { d->l->side.x + 12, y, 26, 26 }, b = { a.x + 32, y, 26, 26 };
  /* Translators: beside the last roll's two dice: their total */
  g_autofree char *total = g_strdup_printf (_("= %d"), pos->dice[0] + pos->dice[1]);

  if (pos->dice[0] < 1 || pos->dice[1] < 1)
    return;
  kontor_moeb_die (d, &a, pos->dice[0], 1);
  kontor_moeb_die (d, &b, pos->dice[1], 1);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, total, b.x + 34, y + 13, 0, 17, TRUE, 0, 0.5);
}

static void
draw_dice (MoebDraw *d)
{
  const MoebBox *s = &d->l->side;
  MoebBox b;

  heading (d, _("Tap the two dice as rolled"), s->y + 10);
  for (int die = 0; die < 2; die++)
    {
      kontor_moeb_set_fg (d, 0.7);
      /* Translators: above a row of die faces: the first or the second die */
      kontor_moeb_text (d, die == 0 ? _("First die") : _("Second die"), s->x + 12, s->y + 38 + die * 74, 0, 13, FALSE,
                        0, 0);
      for (int v = 1; v <= 6; v++)
        if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_DIE, die * 8 + v, &b))
          {
            gboolean chosen = marked (d->sel, KONTOR_MOE_ITEM_DIE, die * 8 + v);
            kontor_moeb_die (d, &b, v, chosen || marked (d->hl, KONTOR_MOE_ITEM_DIE, die * 8 + v) ? 1 : 0.45);
            if (chosen)
              kontor_moeb_ring (d, &b, MOEB_RING_SELECTED);
          }
    }
  if (d->l->seeded)
    note (d, _("This game’s dice come from its seed: let Kontor roll them."), s->y + 200, 13);
}

static void
draw_grid (MoebDraw *d)
{
  const MoebBox *s = &d->l->side;
  MoebBox b, c;
  /* Translators: the heading of the production grid; the total rolled */
  g_autofree char *title = g_strdup_printf (_("Production of the %d: cards owed"), d->pos->dice[0] + d->pos->dice[1]);

  heading (d, title, s->y + 10);
  for (int p = 0; p < d->l->n_players; p++)
    for (int t = 0; t < MOE_N_RES; t++)
      {
        int n = kontor_moeb_marked (d->sel, &(KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_MOE_ITEM_OWED, p * MOE_N_RES + t });
        g_autofree char *text = g_strdup_printf ("%d", n);
        if (!kontor_moeb_find (d->l, KONTOR_MOE_ITEM_OWED, p * MOE_N_RES + t, &b))
          continue;
        if (p == 0)
          {
            kontor_moeb_set_fg (d, 0.8);
            kontor_moeb_text (d, kontor_moe_res_name (t), b.x + b.w / 2, s->y + 50, b.w + 4, 11.5, TRUE, 0.5, 1);
          }
        if (t == 0)
          {
            cairo_arc (d->cr, s->x + 18, b.y + b.h / 2, 6, 0, 2 * G_PI);
            kontor_board_set_rgb (d->cr, kontor_moeb_player_rgb (d->pos->colors[p]), 1);
            cairo_fill (d->cr);
            kontor_moeb_set_fg (d, 1);
            kontor_moeb_text (d, kontor_moeb_player_name (d, p), s->x + 28, b.y + b.h / 2, 50, 13, TRUE, 0, 0.5);
          }
        kontor_board_rounded_box (d->cr, b.x, b.y, b.w, b.h, 6);
        kontor_board_set_rgb (d->cr, kontor_moeb_res_rgb (t), n > 0 ? 0.9 : 0.22);
        cairo_fill (d->cr);
        if (n > 0)
          kontor_board_text_on (d->cr, kontor_moeb_res_rgb (t));
        else
          kontor_moeb_set_fg (d, 0.55);
        kontor_moeb_text (d, text, b.x + b.w / 2, b.y + b.h / 2, 0, 18, TRUE, 0.5, 0.5);
        if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_OWED_LESS, p * MOE_N_RES + t, &c))
          {
            kontor_moeb_button (d, &c, n > 0, FALSE);
            kontor_moeb_set_fg (d, n > 0 ? 0.9 : 0.3);
            kontor_moeb_text (d, "−", c.x + c.w / 2, c.y + c.h / 2, 0, 13, TRUE, 0.5, 0.5);
          }
      }
}

static void
draw_build (MoebDraw *d, int build, const MoebBox *b)
{
  static const char *const names[] = {
    /* Translators: build buttons; keep them short */
    N_("Development card"), N_("Merchant"), N_("Caravan"), N_("Route"),
  };
  static const int costs[][4] = {
    { MOE_WOOL, MOE_SALT, -1 }, { MOE_WOOL, MOE_GRAIN, MOE_WOOD, -1 }, { MOE_ORE, MOE_WOOD, MOE_SALT, -1 },
    { MOE_ORE, MOE_WOOD, -1 },
  };
  gboolean on = marked (d->hl, KONTOR_MOE_ITEM_BUILD, build);

  kontor_moeb_button (d, b, on, FALSE);
  cairo_push_group (d->cr);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, _(names[build]), b->x + 8, b->y + 5, b->w - 12, 13, TRUE, 0, 0);
  for (int i = 0; costs[build][i] >= 0; i++)
    {
      MoebBox c = { b->x + 8 + i * 19, b->y + b->h - 21, 15, 17 };
      kontor_moeb_card (d, &c, costs[build][i], -2, 1);
    }
  cairo_pop_group_to_source (d->cr);
  cairo_paint_with_alpha (d->cr, on ? 1 : 0.4);
  if (on)
    kontor_moeb_ring (d, b, MOEB_RING_CLICK);
}

static void
draw_tick (MoebDraw *d, int item, const char *text)
{
  gboolean ticked = marked (d->sel, item, 0);
  MoebBox b;

  if (!kontor_moeb_find (d->l, item, 0, &b))
    return;
  kontor_moeb_button (d, &b, TRUE, ticked);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, ticked ? "☑" : "☐", b.x + 6, b.y + b.h / 2, 0, 16, FALSE, 0, 0.5);
  kontor_moeb_text (d, text, b.x + 26, b.y + b.h / 2, b.w - 30, 12, FALSE, 0, 0.5);
}

static void
draw_actions (MoebDraw *d)
{
  const MoebBox *s = &d->l->side;
  MoebBox b;
  const char *mode = kontor_table_get_mode (d->table);

  heading (d, g_strcmp0 (mode, "free-route") == 0 ? _("Place the free route") : _("Build and buy"), s->y + 10);
  for (int i = 0; i < KONTOR_MOE_N_BUILDS; i++)
    if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_BUILD, i, &b))
      draw_build (d, i, &b);
  /* Translators: a tick for the next route: it lies on a double-arrow path */
  draw_tick (d, KONTOR_MOE_ITEM_DOUBLE_ARROW, _("Double arrow"));
  /* Translators: a tick for the next route: it ends a city's isolation */
  draw_tick (d, KONTOR_MOE_ITEM_CONNECT, _("Connects a city"));
  if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_CONNECT, 0, &b))
    {
      note (d, _("Trade: tap your cards to give, then the bank or another player’s cards. Deliver: tap the kontors."),
            b.y + b.h + 10, 12.5);
      if (b.y + b.h + 90 < s->y + s->h)
        last_roll (d, s->y + s->h - 36);
    }
}

static void
draw_steps (MoebDraw *d)
{
  const MoebBox *s = &d->l->side;
  MoebBox b;

  heading (d, d->l->caravan ? _("Routes the caravan moved") : _("Crossroads the merchant moved"), s->y + 10);
  for (int i = 0; i <= KONTOR_MOE_MAX_STEPS; i++)
    if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_STEPS, i, &b))
      {
        g_autofree char *n = g_strdup_printf ("%d", i);
        gboolean chosen = marked (d->sel, KONTOR_MOE_ITEM_STEPS, i);
        cairo_arc (d->cr, b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, 2 * G_PI);
        if (chosen)
          cairo_set_source_rgba (d->cr, d->accent.red, d->accent.green, d->accent.blue, 1);
        else
          kontor_moeb_set_fg (d, 0.1);
        cairo_fill (d->cr);
        if (chosen)
          cairo_set_source_rgb (d->cr, 1, 1, 1);
        else
          kontor_moeb_set_fg (d, 1);
        kontor_moeb_text (d, n, b.x + b.w / 2, b.y + b.h / 2, 0, 14, TRUE, 0.5, 0.5);
      }
  note (d, d->l->caravan ? _("Every 3 routes cost 1 salt. Tap the players whose routes it used (1 gold toll each) and "
                             "the kontors it delivers to.")
                         : _("Every 3 crossroads cost 1 grain. Ending on an empty city space founds a kontor."),
        s->y + 120, 13);
}

static void
draw_discards (MoebDraw *d)
{
  g_autoptr (GString) text = g_string_new (NULL);

  heading (d, _("A 7: no production"), d->l->side.y + 10);
  for (int p = 0; p < d->l->n_players; p++)
    if (d->pos->discard_owed[p] > 0)
      /* Translators: a line of the discards owed after a 7: a player's name, then the cards */
      g_string_append_printf (text, ngettext ("%s returns %d card.\n", "%s returns %d cards.\n", d->pos->discard_owed[p]),
                              kontor_moeb_player_name (d, p), d->pos->discard_owed[p]);
  if (d->l->step == MOEB_STEP_ROBBER)
    g_string_append (text, _("The robber moves: tap the opponent robbed (a ringed name), or press Done to take nothing."));
  else
    g_string_append (text, _("Players with more than 7 cards return half of them: tap the cards returned in the hand."));
  note (d, text->str, d->l->side.y + 40, 13.5);
  last_roll (d, d->l->side.y + d->l->side.h - 36);
}

static void
draw_ended (MoebDraw *d)
{
  g_autofree char *won = d->pos->winner >= 0 ? kontor_moe_win_text (d->pos, kontor_game_get_setup (kontor_table_get_game (d->table))) : NULL;
  MoebBox b = { d->l->side.x + 12, d->l->side.y + 44, 40, 40 };

  heading (d, _("The game is over"), d->l->side.y + 10);
  if (won == NULL)
    return;
  cairo_arc (d->cr, b.x + 20, b.y + 20, 20, 0, 2 * G_PI);
  kontor_board_set_rgb (d->cr, kontor_moeb_player_rgb (d->pos->colors[d->pos->winner]), 1);
  cairo_fill_preserve (d->cr);
  cairo_set_source_rgb (d->cr, 0.92, 0.74, 0.20);
  cairo_set_line_width (d->cr, 4);
  cairo_stroke (d->cr);
  kontor_moeb_set_fg (d, 1);
  kontor_moeb_text (d, "★", b.x + 20, b.y + 20, 0, 22, TRUE, 0.5, 0.5);
  note (d, won, b.y + 52, 16);
}

static void
draw_type (MoebDraw *d)
{
  for (int i = 0; i < d->l->n_items; i++)
    if (d->l->items[i].a == MOEB_ITEM_TYPE)
      {
        const MoebBox *b = &d->l->boxes[i];
        g_autofree char *text = kontor_moeb_type_text (d->self, d->l->items[i].b);
        kontor_moeb_button (d, b, TRUE, FALSE);
        kontor_moeb_set_fg (d, 1);
        kontor_moeb_text (d, "✎", b->x + 8, b->y + b->h / 2, 0, 15, FALSE, 0, 0.5);
        kontor_moeb_text (d, text, b->x + 28, b->y + b->h / 2, b->w - 34, 13, TRUE, 0, 0.5);
      }
}

void
kontor_moeb_draw_side (MoebDraw *d)
{
  const MoebBox *s = &d->l->side;

  kontor_moeb_panel (d, s, 0.85);
  switch (d->l->step)
    {
    case MOEB_STEP_ROLL: draw_dice (d); break;
    case MOEB_STEP_PRODUCTION: draw_grid (d); break;
    case MOEB_STEP_ACTIONS: draw_actions (d); break;
    case MOEB_STEP_MOVE: draw_steps (d); break;
    case MOEB_STEP_DISCARD:
    case MOEB_STEP_ROBBER: draw_discards (d); break;
    case MOEB_STEP_ENDED: draw_ended (d); break;
    case MOEB_STEP_SETUP:
      heading (d, _("Setup"), s->y + 10);
      note (d, _("Each player places three kontors; then the starting cards, the neutral kontors and the first "
                 "routes follow. The prompt says whose entry is due."), s->y + 40, 13.5);
      break;
    default:
      /* Translators: a heading while a past position is looked at */
      heading (d, _("Looking back"), s->y + 10);
      last_roll (d, s->y + 40);
      break;
    }
  draw_type (d);
}

/* ---------------------------------------------------------------- the bank */

void
kontor_moeb_draw_bank (MoebDraw *d)
{
  const MoebBox *bank = &d->l->bank;
  const MoePosition *pos = d->pos;
  MoebBox b;

  kontor_moeb_panel (d, bank, 0.85);
  kontor_moeb_set_fg (d, 0.9);
  /* Translators: the heading of the bank's stock */
  kontor_moeb_text (d, _("Bank"), bank->x + 12, bank->y + 6, bank->w - 24, 15, TRUE, 0, 0);
  for (int t = 0; t < MOE_N_RES; t++)
    if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_BANK, t, &b))
      kontor_moeb_card (d, &b, t, pos->bank[t], 1);
  if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_BANK, MOE_GOLD, &b))
    {
      g_autofree char *n = g_strdup_printf ("%" G_GINT64_FORMAT, pos->bank_gold);
      double r = b.w * 0.42;
      for (int i = 2; i >= 0; i--)
        {
          cairo_arc (d->cr, b.x + b.w / 2, b.y + b.h * 0.42 + i * 3, r, 0, 2 * G_PI);
          cairo_set_source_rgb (d->cr, 0.92 - i * 0.05, 0.74 - i * 0.05, 0.20);
          cairo_fill_preserve (d->cr);
          cairo_set_source_rgb (d->cr, 0.50, 0.36, 0.06);
          cairo_set_line_width (d->cr, 1);
          cairo_stroke (d->cr);
        }
      cairo_set_source_rgb (d->cr, 0.25, 0.17, 0.02);
      kontor_moeb_text (d, n, b.x + b.w / 2, b.y + b.h * 0.42, 0, 14, TRUE, 0.5, 0.5);
    }
  if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_DECK, 0, &b))
    {
      /* Translators: the development deck's cards on a small label; keep it short */
      g_autofree char *deck = g_strdup_printf (_("Dev. deck %d"), pos->deck);
      kontor_moeb_button (d, &b, TRUE, FALSE);
      kontor_moeb_set_fg (d, 1);
      kontor_moeb_text (d, deck, b.x + 8, b.y + b.h / 2, b.w - 12, 12.5, FALSE, 0, 0.5);
    }
  if (kontor_moeb_find (d->l, KONTOR_MOE_ITEM_ROBBER, 0, &b))
    {
      /* Translators: where the robber stands, on a small label; keep it short */
      g_autofree char *robber = pos->robber_known ? g_strdup_printf (_("Robber: %s"), pos->robber) : g_strdup (_("Robber"));
      kontor_moeb_button (d, &b, TRUE, FALSE);
      cairo_arc (d->cr, b.x + 12, b.y + b.h / 2, 6, 0, 2 * G_PI);
      cairo_set_source_rgb (d->cr, 0.1, 0.1, 0.1);
      cairo_fill (d->cr);
      kontor_moeb_set_fg (d, 1);
      kontor_moeb_text (d, robber, b.x + 24, b.y + b.h / 2, b.w - 28, 12.5, FALSE, 0, 0.5);
    }
}
