/* kontor-hs-board.c: Hansa's board widget: a KontorTargetBoard (the
 * table, clicks, keys, the keyboard cursor, the screen reader and the
 * tooltips: kontor-target-board.c) that knows where Hansa's targets are
 * drawn (layout: kontor-hs-board-layout.c; drawing:
 * kontor-hs-board-draw.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "kontor-hs-board-private.h"

G_DEFINE_FINAL_TYPE (KontorHsBoard, kontor_hs_board, KONTOR_TYPE_TARGET_BOARD)

G_STATIC_ASSERT (HS_MAX_TARGETS <= KONTOR_TARGET_BOARD_MAX_TARGETS);

static gboolean
kontor_hs_board_is_highlighted (KontorTargetBoard *board, const KontorTarget *t)
{
  const KontorHsMarks *hl = kontor_table_get_highlights (kontor_target_board_get_table (board));

  if (hl == NULL)
    return FALSE;
  switch (t->kind)
    {
    case KONTOR_TARGET_CITY:
      return t->a >= 0 && t->a < HS_N_CITIES && hl->cities[t->a];
    case KONTOR_TARGET_SLOT:
      return t->a >= 0 && t->a < HS_N_CITIES && t->b >= 0 && t->b < 2 && hl->slots[t->a][t->b];
    case KONTOR_TARGET_ITEM:
      if (t->a == KONTOR_HS_ITEM_PILE)
        return t->b >= 0 && t->b < HS_N_PILES && hl->piles[t->b];
      if (t->a == KONTOR_HS_ITEM_UNSOLD)
        return t->b >= 0 && t->b < HS_MAX_PLAYERS * HS_N_KINDS && hl->unsold[t->b / HS_N_KINDS][t->b % HS_N_KINDS];
      return FALSE;
    default:
      return FALSE;
    }
}

/* ---------------------------------------------------------------- targets */

static int
kontor_hs_board_list_targets (KontorTargetBoard *board, KontorTarget *targets, double *xs, double *ys, int max)
{
  HsLayout l;
  int n;

  if (!kontor_hs_board_layout (KONTOR_HS_BOARD (board), &l))
    return -1;
  n = kontor_hs_layout_targets (&l, targets);
  for (int i = 0; i < n; i++)
    kontor_hs_layout_point (&l, &targets[i], &xs[i], &ys[i]);
  return n;
}

static gboolean
kontor_hs_board_target_point (KontorTargetBoard *board, const KontorTarget *target, double *x, double *y)
{
  HsLayout l;

  return kontor_hs_board_layout (KONTOR_HS_BOARD (board), &l) && kontor_hs_layout_point (&l, target, x, y);
}

static gboolean
kontor_hs_board_real_target_at (KontorTargetBoard *board, double x, double y, KontorTarget *target)
{
  return kontor_hs_board_target_at (KONTOR_HS_BOARD (board), x, y, target);
}

gboolean
kontor_hs_board_move_cursor (KontorHsBoard *self, int dx, int dy)
{
  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  return kontor_target_board_move_cursor (KONTOR_TARGET_BOARD (self), dx, dy);
}

gboolean
kontor_hs_board_set_cursor (KontorHsBoard *self, const KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  return kontor_target_board_set_cursor (KONTOR_TARGET_BOARD (self), target);
}

gboolean
kontor_hs_board_get_cursor (KontorHsBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  return kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (self), target);
}

/* ---------------------------------------------------------------- geometry */

gboolean
kontor_hs_board_get_target_point (KontorHsBoard *self, const KontorTarget *target, double *x, double *y)
{
  HsLayout l;
  double dx, dy;

  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  if (target == NULL || !kontor_hs_board_layout (self, &l) || !kontor_hs_layout_point (&l, target, &dx, &dy))
    return FALSE;
  if (x)
    *x = l.ox + dx * l.scale;
  if (y)
    *y = l.oy + dy * l.scale;
  return TRUE;
}

gboolean
kontor_hs_board_target_at (KontorHsBoard *self, double x, double y, KontorTarget *target)
{
  HsLayout l;
  KontorTarget t;

  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  if (!kontor_hs_board_layout (self, &l) || !kontor_hs_layout_hit (&l, (x - l.ox) / l.scale, (y - l.oy) / l.scale, &t))
    return FALSE;
  if (target)
    *target = t;
  return TRUE;
}

/* ---------------------------------------------------------------- widget */

static void
kontor_hs_board_draw_all (KontorTargetBoard *board, cairo_t *cr, int width, int height)
{
  KontorHsBoard *self = KONTOR_HS_BOARD (board);
  HsLayout l;

  if (kontor_hs_board_layout (self, &l))
    kontor_hs_board_draw (self, cr, &l);
}

static void
kontor_hs_board_class_init (KontorHsBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  KontorTargetBoardClass *board_class = KONTOR_TARGET_BOARD_CLASS (klass);

  board_class->list_targets = kontor_hs_board_list_targets;
  board_class->target_point = kontor_hs_board_target_point;
  board_class->target_at = kontor_hs_board_real_target_at;
  board_class->is_highlighted = kontor_hs_board_is_highlighted;
  board_class->draw = kontor_hs_board_draw_all;
  /* Translators: the accessible name of Hansa's board when no place is chosen with the keyboard */
  board_class->idle_label = N_("Board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-hs-board");
}

static void
kontor_hs_board_init (KontorHsBoard *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  /* Translators: how to use Hansa's board with the keyboard */
                                  _("The arrow keys go through the cities, warehouse spaces, the ship, the piles and "
                                    "the players' markers; Enter or Space chooses."), -1);
}

GtkWidget *
kontor_hs_board_new (void)
{
  return g_object_new (KONTOR_TYPE_HS_BOARD, NULL);
}

void
kontor_hs_board_set_table (KontorHsBoard *self, KontorTable *table)
{
  g_return_if_fail (KONTOR_IS_HS_BOARD (self));
  kontor_target_board_set_table (KONTOR_TARGET_BOARD (self), table);
}
