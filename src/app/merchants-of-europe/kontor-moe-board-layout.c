/* kontor-moe-board-layout.c: where Merchants of Europe's board draws
 * everything, in design units (kontor-moe-board-private.h), and which
 * target stands where: one row per player (name, gold, development cards,
 * this roll's production, the race of deliveries, the hand, the pieces,
 * the kontors), the neutral's kontors, the turn's step in the right column
 * (dice, the production grid, builds, steps) and the bank under it. */
#include "config.h"

#include <math.h>

#include "kontor-moe-board-private.h"

const MoePosition *
kontor_moe_board_position (KontorMoeBoard *self)
{
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  return table ? kontor_table_get_shown_position (table) : NULL;
}

static void
add (MoebLayout *l, int item, int b, double x, double y, double w, double h)
{
  if (l->n_items >= MOEB_MAX_ITEMS)
    return;
  l->items[l->n_items] = (KontorTarget) { KONTOR_TARGET_ITEM, item, b };
  l->boxes[l->n_items] = (MoebBox) { x, y, w, h };
  l->n_items++;
}

static MoebStep
step_of (const char *mode, gboolean *caravan)
{
  static const struct { const char *id; MoebStep step; } steps[] = {
    { "setup", MOEB_STEP_SETUP }, { "roll", MOEB_STEP_ROLL }, { "discard", MOEB_STEP_DISCARD },
    { "robber", MOEB_STEP_ROBBER }, { "production", MOEB_STEP_PRODUCTION }, { "actions", MOEB_STEP_ACTIONS },
    { "trade", MOEB_STEP_ACTIONS }, { "deliver", MOEB_STEP_ACTIONS }, { "free-route", MOEB_STEP_ACTIONS },
    { "merchant", MOEB_STEP_MOVE }, { "caravan", MOEB_STEP_MOVE }, { "ended", MOEB_STEP_ENDED },
    { "review", MOEB_STEP_REVIEW },
  };

  *caravan = g_strcmp0 (mode, "caravan") == 0;
  for (guint i = 0; mode && i < G_N_ELEMENTS (steps); i++)
    if (g_str_equal (mode, steps[i].id))
      return steps[i].step;
  return MOEB_STEP_ACTIONS;
}

/* ---------------------------------------------------------------- a player */

/* Kontor chips of one owner in a band, as wide as they fit. */
static void
layout_kontors (MoebLayout *l, const MoePosition *pos, int owner, const MoebBox *band)
{
  int n = 0, i = 0;
  double w;

  for (int k = 0; k < pos->n_kontors; k++)
    n += pos->kontors[k].owner == owner;
  if (n == 0)
    return;
  w = MIN (92, (band->w + 4) / n - 4);
  for (int k = 0; k < pos->n_kontors; k++)
    if (pos->kontors[k].owner == owner)
      add (l, KONTOR_MOE_ITEM_KONTOR, k, band->x + i++ * (w + 4), band->y, w, band->h);
}

static void
layout_hand (MoebLayout *l, int p, double x, double y, double h)
{
  MoebRow *r = &l->row[p];
  double cw = MIN (36, h * 0.78);

  r->hand = (MoebBox) { x, y, cw + 6, h };
  add (l, KONTOR_MOE_ITEM_HAND, p, x, y, cw + 6, h);
  for (int t = 0; t < MOE_N_RES; t++)
    add (l, KONTOR_MOE_ITEM_CARD, p * MOE_N_RES + t, x + cw + 14 + t * (cw + 5), y, cw, h);
}

static void
layout_row (MoebLayout *l, const MoePosition *pos, int p, double y, double w, double h)
{
  MoebRow *r = &l->row[p];
  double x = MOEB_GAP + 10, rw = w - 20, name_w = CLAMP (rw * 0.27, 110, 220);
  double race_w = CLAMP (MAX (rw * 0.33, 46 + (pos->warehouse + 1) * 15), 150, 300), band_h = 22, hand_y = y + 44;
  double hand_h = MIN (64, h - 44 - band_h - 16), px, ps = MIN (26, hand_h);

  r->panel = (MoebBox) { MOEB_GAP, y, w, h };
  r->name = (MoebBox) { x, y + 8, name_w, 30 };
  r->race = (MoebBox) { x + rw - race_w, y + 8, race_w, 30 };
  add (l, KONTOR_MOE_ITEM_PLAYER, p, r->name.x, r->name.y, r->name.w, r->name.h);
  add (l, KONTOR_MOE_ITEM_GOLD, p, x + name_w + 8, y + 9, 70, 28);
  add (l, KONTOR_MOE_ITEM_DEV, p, x + name_w + 84, y + 9, 50, 28);
  add (l, KONTOR_MOE_ITEM_PRODUCED, p, x + name_w + 142, y + 9, MAX (40, rw - race_w - name_w - 150), 28);
  add (l, KONTOR_MOE_ITEM_PROGRESS, p, r->race.x, r->race.y, r->race.w, r->race.h);
  layout_hand (l, p, x, hand_y, hand_h);
  px = x + MIN (36, hand_h * 0.78) * 6 + 14 + 5 * 5 + 10;
  for (int i = 0; i < 2; i++)
    add (l, KONTOR_MOE_ITEM_MERCHANT, p * 2 + i, px + i * (ps + 4), hand_y + (hand_h - ps) / 2, ps, ps);
  px += 2 * (ps + 4) + 6;
  for (int i = 0; i < 2; i++)
    add (l, KONTOR_MOE_ITEM_CARAVAN, p * 2 + i, px + i * (ps + 4), hand_y + (hand_h - ps) / 2, ps, ps);
  /* the kontors follow the hand; tall rows keep the gap under them */
  r->kontor_band = (MoebBox) { x, MIN (hand_y + hand_h + 10, y + h - band_h - 8), rw, band_h };
  layout_kontors (l, pos, p, &r->kontor_band);
}

/* ---------------------------------------------------------------- the step */

static void
layout_dice (MoebLayout *l)
{
  const MoebBox *s = &l->side;
  double size = MIN (40, (s->w - 24 - 5 * 8) / 6), x0 = s->x + (s->w - 6 * size - 5 * 8) / 2;

  for (int d = 0; d < 2; d++)
    for (int v = 1; v <= 6; v++)
      add (l, KONTOR_MOE_ITEM_DIE, d * 8 + v, x0 + (v - 1) * (size + 8), s->y + 58 + d * (size + 34), size, size);
}

/* The grid: a row per seat, a column per resource; the cell adds one, the
 * tab under it takes one away. */
static void
layout_grid (MoebLayout *l)
{
  const MoebBox *s = &l->side;
  double x0 = s->x + 84, cw = (s->w - 84 - 10) / MOE_N_RES - 5;
  double rh = MIN (62, (s->h - 62) / l->n_players), y0 = s->y + 56;

  for (int p = 0; p < l->n_players; p++)
    for (int t = 0; t < MOE_N_RES; t++)
      {
        double x = x0 + t * (cw + 5), y = y0 + p * rh;
        add (l, KONTOR_MOE_ITEM_OWED, p * MOE_N_RES + t, x, y, cw, rh - 22);
        add (l, KONTOR_MOE_ITEM_OWED_LESS, p * MOE_N_RES + t, x, y + rh - 20, cw, 14);
      }
}

static void
layout_builds (MoebLayout *l)
{
  const MoebBox *s = &l->side;
  double bw = (s->w - 30) / 2, bh = 46, y = s->y + 36;

  for (int b = 0; b < KONTOR_MOE_N_BUILDS; b++)
    add (l, KONTOR_MOE_ITEM_BUILD, b, s->x + 10 + (b % 2) * (bw + 10), y + (b / 2) * (bh + 8), bw, bh);
  y += 2 * (bh + 8) + 2;
  add (l, KONTOR_MOE_ITEM_DOUBLE_ARROW, 0, s->x + 10, y, bw, 30);
  add (l, KONTOR_MOE_ITEM_CONNECT, 0, s->x + 20 + bw, y, bw, 30);
}

static void
layout_steps (MoebLayout *l)
{
  const MoebBox *s = &l->side;
  double size = MIN (32, (s->w - 20) / 8 - 5);

  for (int i = 0; i <= KONTOR_MOE_MAX_STEPS; i++)
    add (l, KONTOR_MOE_ITEM_STEPS, i, s->x + 12 + (i % 8) * (size + 5), s->y + 36 + (i / 8) * (size + 6), size, size);
}

static void
layout_bank (MoebLayout *l)
{
  const MoebBox *b = &l->bank;
  double slot = (b->w - 20) / (MOE_N_RES + 1), cw = MIN (36, slot - 8), ch = cw * 1.3;

  for (int t = 0; t <= MOE_N_RES; t++)
    add (l, KONTOR_MOE_ITEM_BANK, t, b->x + 10 + t * slot + (slot - cw) / 2, b->y + 28, cw, ch);
  add (l, KONTOR_MOE_ITEM_DECK, 0, b->x + 10, b->y + b->h - 32, (b->w - 30) * 0.45, 26);
  add (l, KONTOR_MOE_ITEM_ROBBER, 0, b->x + 20 + (b->w - 30) * 0.45, b->y + b->h - 32, (b->w - 30) * 0.55, 26);
}

/* The buttons that ask for a typed label, above the column's foot. */
static void
layout_type (MoebLayout *l, KontorTable *table)
{
  const MoebBox *s = &l->side;
  int whats[2], n = kontor_moeb_type_buttons (table, whats);
  double w = (s->w - 20 - (n - 1) * 10) / MAX (n, 1);

  if (l->step == MOEB_STEP_REVIEW)
    return;
  for (int i = 0; i < n; i++)
    add (l, MOEB_ITEM_TYPE, whats[i], s->x + 10 + i * (w + 10), s->y + s->h - 80, w, 32);
}

/* ---------------------------------------------------------------- the whole */

static void
layout_side (MoebLayout *l)
{
  switch (l->step)
    {
    case MOEB_STEP_ROLL: layout_dice (l); break;
    case MOEB_STEP_PRODUCTION: layout_grid (l); break;
    case MOEB_STEP_ACTIONS: layout_builds (l); break;
    case MOEB_STEP_MOVE: layout_steps (l); break;
    default: break;
    }
}

static void
layout_compute (MoebLayout *l, KontorTable *table, const MoePosition *pos, double width, double height)
{
  const KontorMoeMarks *sel = kontor_table_get_selected (table);
  double left_w, row_h, top = MOEB_GAP, neutral_h = 0;

  l->scale = CLAMP (MIN (width / MOEB_W, height / MOEB_H), MOEB_MIN_SCALE, MOEB_MAX_SCALE);
  l->width = width / l->scale;
  l->height = height / l->scale;
  l->n_players = pos->n_players;
  l->active = pos->active;
  l->step = step_of (kontor_table_get_mode (table), &l->caravan);
  l->seeded = pos->seeded;
  for (int p = 0; p < pos->n_players; p++)
    l->revealed[p] = sel && sel->hands[p];
  left_w = l->width - MOEB_SIDE_W - 3 * MOEB_GAP;
  if (pos->neutral >= 0)
    neutral_h = 36 + MOEB_GAP;
  row_h = MIN (MOEB_ROW_MAX, (l->height - neutral_h - MOEB_GAP * (pos->n_players + 1)) / pos->n_players);
  for (int p = 0; p < pos->n_players; p++)
    layout_row (l, pos, p, top + p * (row_h + MOEB_GAP), left_w, row_h);
  if (pos->neutral >= 0)
    {
      double y = top + pos->n_players * (row_h + MOEB_GAP);
      MoebBox band = { MOEB_GAP + 110, y + 7, left_w - 120, 22 };
      l->neutral = (MoebBox) { MOEB_GAP, y, left_w, 36 };
      layout_kontors (l, pos, MOE_NEUTRAL, &band);
    }
  l->side = (MoebBox) { l->width - MOEB_SIDE_W - MOEB_GAP, MOEB_GAP, MOEB_SIDE_W,
                        l->height - 3 * MOEB_GAP - MOEB_BANK_H };
  l->bank = (MoebBox) { l->side.x, l->height - MOEB_GAP - MOEB_BANK_H, MOEB_SIDE_W, MOEB_BANK_H };
  layout_side (l);
  layout_type (l, table);
  layout_bank (l);
}

gboolean
kontor_moe_board_layout (KontorMoeBoard *self, MoebLayout *l)
{
  const MoePosition *pos = kontor_moe_board_position (self);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  memset (l, 0, sizeof *l);
  if (pos == NULL || w <= 0 || h <= 0 || pos->n_players < 1)
    return FALSE;
  layout_compute (l, kontor_target_board_get_table (KONTOR_TARGET_BOARD (self)), pos, w, h);
  return TRUE;
}

/* ---------------------------------------------------------------- targets */

gboolean
kontor_moeb_layout_hit (const MoebLayout *l, double x, double y, KontorTarget *out)
{
  for (int i = l->n_items - 1; i >= 0; i--)
    {
      const MoebBox *b = &l->boxes[i];
      if (x >= b->x && y >= b->y && x < b->x + b->w && y < b->y + b->h)
        {
          *out = l->items[i];
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
kontor_moeb_layout_box (const MoebLayout *l, const KontorTarget *t, MoebBox *box)
{
  for (int i = 0; i < l->n_items; i++)
    if (l->items[i].kind == t->kind && l->items[i].a == t->a && l->items[i].b == t->b)
      {
        *box = l->boxes[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
kontor_moeb_layout_point (const MoebLayout *l, const KontorTarget *t, double *x, double *y)
{
  MoebBox b;
  if (!kontor_moeb_layout_box (l, t, &b))
    return FALSE;
  *x = b.x + b.w / 2;
  *y = b.y + b.h / 2;
  return TRUE;
}
