/* kontor-mp-board-layout.c: where Marco Polo's board draws everything, in
 * design units (kontor-mp-board-private.h), and which target stands where:
 * one row per traveller (name, coins, Tablet or Secret, skipped turns, the
 * hand, the journey's track), the turn's step in the right column (dice,
 * steps, kinds of stop, a chance card) and the table's things under it. */
#include "config.h"

#include <math.h>

#include "kontor-mp-board-private.h"

const MpPosition *
kontor_mp_board_position (KontorMpBoard *self)
{
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  return table ? kontor_table_get_shown_position (table) : NULL;
}

static void
add (MpbLayout *l, int item, int b, double x, double y, double w, double h)
{
  if (l->n_items >= MPB_MAX_ITEMS)
    return;
  l->items[l->n_items] = (KontorTarget) { KONTOR_TARGET_ITEM, item, b };
  l->boxes[l->n_items] = (MpbBox) { x, y, w, h };
  l->n_items++;
}

static MpbStep
step_of (const char *mode)
{
  static const char *const ids[] = { "roll", "combat", "move", "chance", "stop", "ended", "review" };
  for (guint i = 0; mode && i < G_N_ELEMENTS (ids); i++)
    if (g_str_equal (mode, ids[i]))
      return (MpbStep) i;
  return MPB_STEP_STOP;   /* "gifts": the hand is where the step is */
}

/* ---------------------------------------------------------------- a traveller */

static void
layout_journey (MpbLayout *l, KontorTable *table, int p)
{
  MpbRow *r = &l->row[p];
  g_autoptr (GArray) journey = kontor_mp_table_journey (table, p);
  double h = r->track.h, line_h;
  int per_line, n_lines, slot0;

  /* words under the stops only where they can be read (else the tooltips) */
  r->stop_labels = h >= 42 && l->scale >= 0.8;
  r->stop_r = r->stop_labels ? CLAMP ((h - 22) / 2, 10, 17) : CLAMP ((h - 4) / 2, 7, 17);
  r->spacing = MAX (2 * r->stop_r + 10, r->stop_labels ? 62 : 0);
  line_h = 2 * r->stop_r + (r->stop_labels ? 30 : 10);
  per_line = MAX (2, (int) floor ((r->track.w - 2 * r->stop_r) / r->spacing) + 1);
  n_lines = MAX (1, (int) floor ((h + (r->stop_labels ? 8 : 6)) / line_h));
  r->n_stops = (int) journey->len;
  r->first = r->n_stops > per_line * n_lines ? r->n_stops - (per_line * n_lines - 1) : 0;
  r->first = MAX (r->first, r->n_stops - MPB_MAX_SHOWN);
  r->n_shown = r->n_stops - r->first;
  slot0 = r->first > 0 ? 1 : 0;   /* the first slot says how many are left out */
  r->more_x = r->track.x + r->stop_r;
  r->more_y = r->track.y + r->stop_r + 2;
  for (int i = 0; i < r->n_shown; i++)
    {
      int slot = i + slot0;
      double cx = r->track.x + r->stop_r + (slot % per_line) * r->spacing;
      double cy = r->track.y + r->stop_r + 2 + (slot / per_line) * line_h;
      r->stops[i] = g_array_index (journey, MpSpace, r->first + i);
      r->stop_x[i] = cx;
      r->stop_y[i] = cy;
      add (l, KONTOR_MP_ITEM_JOURNEY, p * KONTOR_MP_JOURNEY_MAX + r->first + i, cx - r->stop_r, cy - r->stop_r,
           2 * r->stop_r, 2 * r->stop_r);
    }
}

/* The hand: face down as one target; shown, a narrow back (hides it again)
 * and the goods cards by kind. */
static void
layout_hand (MpbLayout *l, const MpPosition *pos, int p)
{
  MpbRow *r = &l->row[p];
  const MpbBox *a = &r->hand_area;
  int kinds[MP_N_KINDS + 2], n = 0, rows = 1, cols;
  double avail, ch, cw, x0;

  if (!l->revealed[p])
    {
      add (l, KONTOR_MP_ITEM_HAND, p, a->x, a->y, a->w, a->h);
      return;
    }
  add (l, KONTOR_MP_ITEM_HAND, p, a->x, a->y + (a->h - MIN (a->h, 110)) / 2, 40, MIN (a->h, 110));
  for (int k = 0; k < MP_N_KINDS; k++)
    if (pos->cards[p][k] > 0)
      kinds[n++] = k;
  r->n_extra = 0;
  if (pos->tablet[p])
    r->extra_kind[r->n_extra++] = MP_KIND_TABLET;
  if (pos->secret[p])
    r->extra_kind[r->n_extra++] = MP_KIND_SECRET;
  n += r->n_extra;
  x0 = a->x + 48;
  avail = a->w - 48;
  ch = MIN (a->h, 110);
  cw = ch * 0.68;
  if (n * (cw + 5) > avail && a->h >= 90)
    {
      rows = 2;
      ch = MIN ((a->h - 5) / 2, 110);
      cw = ch * 0.68;
    }
  cols = MAX (1, (n + rows - 1) / rows);
  if (cols * (cw + 5) > avail)
    cw = avail / cols - 5;
  for (int i = 0; i < n; i++)
    {
      MpbBox b = { x0 + (i % cols) * (cw + 5), a->y + (a->h - rows * ch - (rows - 1) * 5) / 2 + (i / cols) * (ch + 5),
                   cw, ch };
      if (i >= n - r->n_extra)
        r->extra[i - (n - r->n_extra)] = b;
      else
        add (l, KONTOR_MP_ITEM_CARD, p * MP_N_KINDS + kinds[i], b.x, b.y, b.w, b.h);
    }
}

static void
layout_row (MpbLayout *l, KontorTable *table, const MpPosition *pos, int p, double y, double w, double h)
{
  MpbRow *r = &l->row[p];
  double hw = CLAMP (w * 0.32, 136, 300), cw = w - hw - 34, x = MPB_GAP + 12, name_w;

  r->panel = (MpbBox) { MPB_GAP, y, w, h };
  r->hand_area = (MpbBox) { MPB_GAP + w - hw - 10, y + 10, hw, h - 20 };
  r->skip = (MpbBox) { 0, 0, 0, 0 };
  name_w = cw - 96 - 44 - 16 - (pos->skip[p] > 0 ? 74 : 0);
  r->name = (MpbBox) { x, y + 8, name_w, 32 };
  r->coins = (MpbBox) { x + name_w + 8, y + 9, 96, 30 };
  r->mission = (MpbBox) { r->coins.x + 104, y + 8, 40, 32 };
  if (pos->skip[p] > 0)
    r->skip = (MpbBox) { r->mission.x + 48, y + 9, 70, 30 };
  r->track = (MpbBox) { x, y + 50, cw, h - 58 };
  add (l, KONTOR_MP_ITEM_PLAYER, p, r->name.x, r->name.y, r->name.w, r->name.h);
  add (l, KONTOR_MP_ITEM_COINS, p, r->coins.x, r->coins.y, r->coins.w, r->coins.h);
  add (l, KONTOR_MP_ITEM_MISSION, p, r->mission.x, r->mission.y, r->mission.w, r->mission.h);
  layout_hand (l, pos, p);
  layout_journey (l, table, p);
}

/* ---------------------------------------------------------------- the step */

static void
layout_dice (MpbLayout *l, int item, double y)
{
  const MpbBox *s = &l->side;
  double size = MIN (46, (s->w - 20 - 5 * 8) / 6), x0 = s->x + (s->w - 6 * size - 5 * 8) / 2;

  for (int v = 1; v <= 6; v++)
    add (l, item, v, x0 + (v - 1) * (size + 8), y, size, size);
}

/* The kinds of stop in two columns: where the pawn goes most often first. */
static const int stop_order[] = {
  MP_SPACE_SMALL * 4, MP_SPACE_PORT * 4,
  MP_SPACE_TRADING * 4 + 0, MP_SPACE_TRADING * 4 + 1,
  MP_SPACE_TRADING * 4 + 2, MP_SPACE_TRADING * 4 + 3,
  MP_SPACE_KHANBALIK * 4, MP_SPACE_MISSION * 4,
  MP_SPACE_KARAKORUM * 4, MP_SPACE_VENICE * 4,
};

static void
layout_move (MpbLayout *l)
{
  const MpbBox *s = &l->side;
  double size = 36, y = s->y + 30, bw = (s->w - 28) / 2, bh, top;
  int n = CLAMP (l->roll, 1, 6);

  for (int i = 1; i <= n; i++)
    add (l, KONTOR_MP_ITEM_STEPS, i, s->x + 10 + (i - 1) * (size + 8), y, size, size);
  top = y + size + 32;
  bh = MIN (40, (s->y + s->h - top - 40) / 5 - 5);
  for (guint i = 0; i < G_N_ELEMENTS (stop_order); i++)
    add (l, KONTOR_MP_ITEM_STOP, stop_order[i], s->x + 10 + (i % 2) * (bw + 8), top + (i / 2) * (bh + 5), bw, bh);
  add (l, KONTOR_MP_ITEM_MODE_CHANGE, 0, s->x + 10, top + 5 * (bh + 5) + 2, s->w - 20, MIN (32, bh + 2));
}

static void
layout_side (MpbLayout *l)
{
  const MpbBox *s = &l->side;

  switch (l->step)
    {
    case MPB_STEP_ROLL:
      layout_dice (l, KONTOR_MP_ITEM_DIE, s->y + 40);
      break;
    case MPB_STEP_COMBAT:
      layout_dice (l, KONTOR_MP_ITEM_DIE, s->y + 40);
      layout_dice (l, KONTOR_MP_ITEM_BLACK_DIE, s->y + 40 + 46 + 40);
      break;
    case MPB_STEP_MOVE:
      layout_move (l);
      break;
    case MPB_STEP_CHANCE:
      {
        double h = MIN (170, s->h - 90), w = h * 0.7;
        add (l, KONTOR_MP_ITEM_CHANCE, 0, s->x + (s->w - w) / 2, s->y + 40, w, h);
      }
      break;
    default:
      break;
    }
}

static void
layout_table (MpbLayout *l)
{
  const MpbBox *t = &l->table;
  double slot = (t->w - 20) / MP_N_GROUPS, cw = 52, ch = 70, y2 = t->y + 30 + ch + 8;

  for (int g = 0; g < MP_N_GROUPS; g++)
    add (l, KONTOR_MP_ITEM_PILE, g, t->x + 10 + g * slot + (slot - cw) / 2, t->y + 30, cw, ch);
  add (l, KONTOR_MP_ITEM_KHAN, 0, t->x + 10, y2, 88, 42);
  add (l, KONTOR_MP_ITEM_BOOTY, 0, t->x + 104, y2, 130, 42);
  add (l, KONTOR_MP_ITEM_BANK, 0, t->x + 240, y2, t->w - 250, 42);
}

/* ---------------------------------------------------------------- the whole */

static void
layout_compute (MpbLayout *l, KontorTable *table, const MpPosition *pos, double width, double height)
{
  const KontorMpMarks *sel = kontor_table_get_selected (table);
  double left_w, row_h, total;

  memset (l, 0, sizeof *l);
  l->scale = CLAMP (MIN (width / MPB_W, height / MPB_H), MPB_MIN_SCALE, MPB_MAX_SCALE);
  l->width = width / l->scale;
  l->height = height / l->scale;
  l->n_players = pos->n_players;
  l->active = pos->active;
  l->step = step_of (kontor_table_get_mode (table));
  l->roll = pos->roll;
  l->seeded = pos->seeded;
  for (int p = 0; p < pos->n_players; p++)
    l->revealed[p] = sel && sel->hands[p];
  left_w = l->width - MPB_SIDE_W - 3 * MPB_GAP;
  row_h = MIN (MPB_ROW_MAX, (l->height - MPB_GAP * (pos->n_players + 1)) / pos->n_players);
  total = pos->n_players * row_h + (pos->n_players - 1) * MPB_GAP;
  for (int p = 0; p < pos->n_players; p++)
    layout_row (l, table, pos, p, MAX (MPB_GAP, (l->height - total) / 2) + p * (row_h + MPB_GAP), left_w, row_h);
  l->side = (MpbBox) { l->width - MPB_SIDE_W - MPB_GAP, MPB_GAP, MPB_SIDE_W, l->height - 3 * MPB_GAP - MPB_TABLE_H };
  l->table = (MpbBox) { l->side.x, l->height - MPB_GAP - MPB_TABLE_H, MPB_SIDE_W, MPB_TABLE_H };
  layout_side (l);
  layout_table (l);
}

gboolean
kontor_mp_board_layout (KontorMpBoard *self, MpbLayout *l)
{
  const MpPosition *pos = kontor_mp_board_position (self);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  if (pos == NULL || w <= 0 || h <= 0 || pos->n_players < 1)
    return FALSE;
  layout_compute (l, kontor_target_board_get_table (KONTOR_TARGET_BOARD (self)), pos, w, h);
  return TRUE;
}

/* ---------------------------------------------------------------- targets */

gboolean
kontor_mpb_layout_hit (const MpbLayout *l, double x, double y, KontorTarget *out)
{
  for (int i = l->n_items - 1; i >= 0; i--)
    {
      const MpbBox *b = &l->boxes[i];
      if (x >= b->x && y >= b->y && x < b->x + b->w && y < b->y + b->h)
        {
          *out = l->items[i];
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
kontor_mpb_layout_box (const MpbLayout *l, const KontorTarget *t, MpbBox *box)
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
kontor_mpb_layout_point (const MpbLayout *l, const KontorTarget *t, double *x, double *y)
{
  MpbBox b;
  if (!kontor_mpb_layout_box (l, t, &b))
    return FALSE;
  *x = b.x + b.w / 2;
  *y = b.y + b.h / 2;
  return TRUE;
}
