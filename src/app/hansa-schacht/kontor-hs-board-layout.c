/* kontor-hs-board-layout.c: where Hansa's board draws everything: the
 * Baltic's coasts (a simplified hand-made outline in longitude and
 * latitude), the cities at their real places with a card each, the ship,
 * the five piles in the lower right corner (as on the printed board) and
 * the players' trays beside or below the map; hit testing and the
 * targets' geometry. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "kontor-hs-board-private.h"

/* The cities (engine order): their real place; their card, beside the
 * city: its top left corner is dot + (dx, dy) − (ax × width, ay × height),
 * so that a zoomed card grows away from its city; and the ship's centre
 * when it is there, in design units.  The ninth city's name is unknown: it
 * stands on Gotland, where the sea is free. */
static const struct {
  float lon, lat;
  float ax, ay, dx, dy;
  float ship_x, ship_y;
} places[HS_N_CITIES] = {
  { 10.41, 59.27, 0, 1, 15, 0, 150, 165 },          /* Tønsberg */
  { 9.92, 57.05, 0.484, 1, 0, -15, 190, 375 },      /* Aalborg */
  { 12.57, 55.68, 1, 0.5, -13, 0, 290, 542 },       /* Copenhagen */
  { 10.69, 53.87, 0, 1, 16, 51, 148, 598 },         /* Lübeck */
  { 18.65, 54.35, 1, 1, -12, -22, 582, 568 },       /* Danzig */
  { 16.36, 56.66, 1, 0.5, -13, -2, 500, 410 },      /* Kalmar */
  { 18.07, 59.33, 0, 0, 14, -97, 515, 205 },        /* Stockholm */
  { 24.11, 56.95, 0.5, 0, 0, 15, 808, 318 },        /* Riga */
  { 18.3, 57.64, 0, 0.5, 16, 6, 495, 300 },         /* the ninth city */
};

/* ---------------------------------------------------------------- layout */

static int
chips_per_row (double tray_w, double zoom)
{
  return MAX (1, (int) ((tray_w - 16 + 8) / (HS_CHIP_STEP * zoom)));
}

/* A tray: header (name), the counts' row, then rows of unsold chips. */
static double
tray_height (int rows, double zoom)
{
  return (HS_CHIPS_TOP + rows * HS_CHIP_ROW + 2) * zoom;
}

static HsBox
zoomed (double x, double y, double w, double h, double zoom)
{
  return (HsBox) { x, y, w * zoom, h * zoom };
}

static void
place_map (HsLayout *l, const HsPosition *pos)
{
  double z = l->zoom, w = HS_CARD_W * z, h = HS_CARD_H * z;

  for (int c = 0; c < HS_N_CITIES; c++)
    {
      kontor_hs_project (places[c].lon, places[c].lat, &l->dot_x[c], &l->dot_y[c]);
      l->card[c] = (HsBox) { l->dot_x[c] + places[c].dx - places[c].ax * w,
                             l->dot_y[c] + places[c].dy - places[c].ay * h, w, h };
      l->n_slots[c] = 0;
      l->slot_space[c][0] = l->slot_space[c][1] = -1;
    }
  for (int s = 0; s < pos->n_spaces && s < HS_MAX_SPACES; s++)
    {
      int c = pos->space_city[s];
      if (c < HS_N_CITIES && l->n_slots[c] < 2)
        l->slot_space[c][l->n_slots[c]++] = (gint8) s;
    }
  for (int c = 0; c < HS_N_CITIES; c++)
    for (int b = 0; b < l->n_slots[c]; b++)
      l->slot[c][b] = zoomed (l->card[c].x + (8 + b * (HS_SLOT + 6)) * z, l->card[c].y + HS_SLOT_TOP * z,
                              HS_SLOT, HS_SLOT, z);
  if (pos->ship < HS_N_CITIES)
    l->ship = zoomed (places[pos->ship].ship_x - HS_SHIP_W * z / 2, places[pos->ship].ship_y - HS_SHIP_H * z / 2,
                      HS_SHIP_W, HS_SHIP_H, z);
  /* pile 1 lower left, pile 5 upper right, as on the printed board */
  for (int p = 0; p < HS_N_PILES; p++)
    l->pile[p] = zoomed (660 + p * 62 - HS_PILE * z / 2, 684 - p * 28 - HS_PILE * z / 2, HS_PILE, HS_PILE, z);
}

/* Beside the map each tray is as tall as its chips need; below it, in a
 * row, all are as tall as the tallest. */
static void
place_trays (HsLayout *l, const HsPosition *pos, gboolean beside)
{
  int n = l->n_players, most = 0, per_row, rows[HS_MAX_PLAYERS];
  double tw = beside ? HS_TRAY_W : (HS_MAP_W - (n - 1) * HS_GAP) / n, y = 0, z = l->zoom;

  per_row = chips_per_row (tw, z);
  for (int p = 0; p < n; p++)
    {
      l->n_chips[p] = 0;
      for (int k = 0; k < HS_N_KINDS; k++)
        if (pos->unsold[p][k] > 0)
          l->chip_kind[p][l->n_chips[p]++] = (gint8) k;
      rows[p] = MAX (1, (l->n_chips[p] + per_row - 1) / per_row);
      most = MAX (most, rows[p]);
    }
  l->beside = beside;
  for (int p = 0; p < n; p++)
    {
      HsBox *t = &l->tray[p];
      double th = tray_height (beside ? rows[p] : most, z);
      *t = beside ? (HsBox) { HS_MAP_W + HS_GAP, y, tw, th }
                  : (HsBox) { p * (tw + HS_GAP), HS_MAP_H + HS_GAP, tw, th };
      y += th + HS_GAP;
      l->header[p] = (HsBox) { t->x + 4, t->y + 4 * z, t->w - 8, 36 * z };
      for (int i = 0; i < l->n_chips[p]; i++)
        l->chip[p][i] = zoomed (t->x + (10 + (i % per_row) * HS_CHIP_STEP) * z,
                                t->y + (HS_CHIPS_TOP + (i / per_row) * HS_CHIP_ROW) * z, HS_CHIP, HS_CHIP, z);
    }
  l->width = beside ? HS_MAP_W + HS_GAP + tw : HS_MAP_W;
  l->height = beside ? MAX (HS_MAP_H, y - HS_GAP) : HS_MAP_H + HS_GAP + tray_height (most, z);
}

/* The trays go where the picture comes out largest: beside the map in a
 * wide widget, below it in a tall one. */
static double
layout_at_zoom (HsLayout *l, const HsPosition *pos, double width, double height, double zoom)
{
  HsLayout below;
  double s_beside, s_below;

  memset (l, 0, sizeof *l);
  l->zoom = zoom;
  l->n_players = CLAMP (pos->n_players, 1, HS_MAX_PLAYERS);
  place_map (l, pos);
  below = *l;
  place_trays (l, pos, TRUE);
  place_trays (&below, pos, FALSE);
  s_beside = MIN (width / l->width, height / l->height);
  s_below = MIN (width / below.width, height / below.height);
  if (s_below > s_beside)
    *l = below;
  return MAX (MAX (s_beside, s_below), 0.01);
}

/* Below a scale of 0.62 the cards and trays grow (up to HS_MAX_ZOOM) so
 * that their text keeps about the same size on the screen. */
void
kontor_hs_layout_compute (HsLayout *l, const HsPosition *pos, double width, double height)
{
  double s = layout_at_zoom (l, pos, width, height, 1.0), zoom = CLAMP (0.62 / s, 1.0, HS_MAX_ZOOM);

  if (zoom > 1.0)
    s = layout_at_zoom (l, pos, width, height, zoom);
  l->scale = s;
  l->ox = (width - l->width * s) / 2;
  l->oy = (height - l->height * s) / 2;
}

const HsPosition *
kontor_hs_board_position (KontorHsBoard *self)
{
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  if (table == NULL || kontor_game_get_title (kontor_table_get_game (table)) != &kontor_hs_title)
    return NULL;
  return kontor_table_get_board_position (table);
}

const HsSetup *
kontor_hs_board_setup (KontorHsBoard *self)
{
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  return kontor_hs_board_position (self) ? kontor_game_get_setup (kontor_table_get_game (table)) : NULL;
}

gboolean
kontor_hs_board_layout (KontorHsBoard *self, HsLayout *l)
{
  const HsPosition *pos = kontor_hs_board_position (self);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  if (pos == NULL || w <= 0 || h <= 0)
    return FALSE;
  kontor_hs_layout_compute (l, pos, w, h);
  return TRUE;
}

/* ---------------------------------------------------------------- targets */

static gboolean
inside (const HsBox *b, double x, double y, double margin)
{
  return x >= b->x - margin && x <= b->x + b->w + margin && y >= b->y - margin && y <= b->y + b->h + margin;
}

static gboolean
hit_map (const HsLayout *l, double x, double y, KontorTarget *out)
{
  for (int c = 0; c < HS_N_CITIES; c++)
    for (int b = 0; b < l->n_slots[c]; b++)
      if (inside (&l->slot[c][b], x, y, 3))
        {
          *out = (KontorTarget) { KONTOR_TARGET_SLOT, c, b };
          return TRUE;
        }
  if (l->ship.w > 0 && inside (&l->ship, x, y, 2))
    {
      *out = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_SHIP, 0 };
      return TRUE;
    }
  for (int c = 0; c < HS_N_CITIES; c++)
    if (inside (&l->card[c], x, y, 0) || hypot (x - l->dot_x[c], y - l->dot_y[c]) <= 12)
      {
        *out = (KontorTarget) { KONTOR_TARGET_CITY, c, 0 };
        return TRUE;
      }
  for (int p = 0; p < HS_N_PILES; p++)
    if (inside (&l->pile[p], x, y, 6))
      {
        *out = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, p };
        return TRUE;
      }
  return FALSE;
}

gboolean
kontor_hs_layout_hit (const HsLayout *l, double x, double y, KontorTarget *out)
{
  if (hit_map (l, x, y, out))
    return TRUE;
  for (int p = 0; p < l->n_players; p++)
    {
      if (!inside (&l->tray[p], x, y, 0))
        continue;
      for (int i = 0; i < l->n_chips[p]; i++)
        if (inside (&l->chip[p][i], x, y, 4))
          {
            *out = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_UNSOLD, p * HS_N_KINDS + l->chip_kind[p][i] };
            return TRUE;
          }
      *out = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PLAYER, p };
      return TRUE;
    }
  return FALSE;
}

static gboolean
item_box (const HsLayout *l, int item, int b, HsBox *box)
{
  switch (item)
    {
    case KONTOR_HS_ITEM_PILE:
      if (b < 0 || b >= HS_N_PILES)
        return FALSE;
      *box = l->pile[b];
      return TRUE;
    case KONTOR_HS_ITEM_SHIP:
      *box = l->ship;
      return b == 0 && l->ship.w > 0;
    case KONTOR_HS_ITEM_PLAYER:
      if (b < 0 || b >= l->n_players)
        return FALSE;
      *box = l->header[b];
      return TRUE;
    case KONTOR_HS_ITEM_UNSOLD:
      if (b < 0 || b / HS_N_KINDS >= l->n_players)
        return FALSE;
      for (int i = 0; i < l->n_chips[b / HS_N_KINDS]; i++)
        if (l->chip_kind[b / HS_N_KINDS][i] == b % HS_N_KINDS)
          {
            *box = l->chip[b / HS_N_KINDS][i];
            return TRUE;
          }
      return FALSE;
    default:
      return FALSE;
    }
}

/* The box a target's ring goes around (design units). */
gboolean
kontor_hs_layout_box (const HsLayout *l, const KontorTarget *t, HsBox *box)
{
  switch (t->kind)
    {
    case KONTOR_TARGET_CITY:
      if (t->a < 0 || t->a >= HS_N_CITIES)
        return FALSE;
      *box = l->card[t->a];
      return TRUE;
    case KONTOR_TARGET_SLOT:
      if (t->a < 0 || t->a >= HS_N_CITIES || t->b < 0 || t->b >= l->n_slots[t->a])
        return FALSE;
      *box = l->slot[t->a][t->b];
      return TRUE;
    case KONTOR_TARGET_ITEM:
      return item_box (l, t->a, t->b, box);
    default:
      return FALSE;
    }
}

/* Where a click reaches the target: its centre, or for a city the middle of
 * its name (the card's centre may be a warehouse space). */
gboolean
kontor_hs_layout_point (const HsLayout *l, const KontorTarget *t, double *x, double *y)
{
  HsBox b;

  if (!kontor_hs_layout_box (l, t, &b))
    return FALSE;
  *x = b.x + b.w / 2;
  *y = t->kind == KONTOR_TARGET_CITY ? b.y + 15 * l->zoom : b.y + b.h / 2;
  return TRUE;
}

int
kontor_hs_layout_targets (const HsLayout *l, KontorTarget *out)
{
  int n = 0;

  for (int c = 0; c < HS_N_CITIES; c++)
    {
      out[n++] = (KontorTarget) { KONTOR_TARGET_CITY, c, 0 };
      for (int b = 0; b < l->n_slots[c]; b++)
        out[n++] = (KontorTarget) { KONTOR_TARGET_SLOT, c, b };
    }
  if (l->ship.w > 0)
    out[n++] = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_SHIP, 0 };
  for (int p = 0; p < HS_N_PILES; p++)
    out[n++] = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, p };
  for (int p = 0; p < l->n_players; p++)
    {
      out[n++] = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PLAYER, p };
      for (int i = 0; i < l->n_chips[p]; i++)
        out[n++] = (KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_UNSOLD, p * HS_N_KINDS + l->chip_kind[p][i] };
    }
  return n;
}
