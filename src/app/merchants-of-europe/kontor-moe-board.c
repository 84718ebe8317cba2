/* kontor-moe-board.c: Merchants of Europe's board widget: a
 * KontorTargetBoard (the table, clicks, keys, the keyboard cursor, the
 * screen reader and the tooltips: kontor-target-board.c) that knows where
 * Merchants of Europe's targets are drawn, and asks in a dialog for what
 * its own buttons type (layout: kontor-moe-board-layout.c; drawing:
 * kontor-moe-board-draw*.c; the typed labels: kontor-moe-board-type.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "kontor-moe-board-private.h"

G_DEFINE_FINAL_TYPE (KontorMoeBoard, kontor_moe_board, KONTOR_TYPE_TARGET_BOARD)

G_STATIC_ASSERT (MOEB_MAX_ITEMS <= KONTOR_TARGET_BOARD_MAX_TARGETS);

static int
marked_seat (const KontorMoeMarks *m, int item, int b)
{
  if (b < 0 || b >= MOE_MAX_PLAYERS)
    return 0;
  switch (item)
    {
    case KONTOR_MOE_ITEM_GOLD: return m->gold[b];
    case KONTOR_MOE_ITEM_HAND: return m->hands[b];
    case KONTOR_MOE_ITEM_PLAYER: return m->players[b];
    case KONTOR_MOE_ITEM_DEV: return m->dev[b];
    default: return 0;
    }
}

/* Whether the marks (highlights or selected) mark the target: 0, or the
 * count chosen (cards, gold, the grid), or 1. */
int
kontor_moeb_marked (const KontorMoeMarks *m, const KontorTarget *t)
{
  int b = t->b;

  if (m == NULL || t->kind != KONTOR_TARGET_ITEM || b < 0)
    return 0;
  switch (t->a)
    {
    case KONTOR_MOE_ITEM_DIE:
      return b < 16 && b % 8 >= 1 && b % 8 <= 6 ? m->die[b / 8][b % 8] : 0;
    case KONTOR_MOE_ITEM_CARD:
      return b < MOE_MAX_PLAYERS * MOE_N_RES ? m->cards[b / MOE_N_RES][b % MOE_N_RES] : 0;
    case KONTOR_MOE_ITEM_OWED:
      return b < MOE_MAX_PLAYERS * MOE_N_RES ? m->owed[b / MOE_N_RES][b % MOE_N_RES] : 0;
    case KONTOR_MOE_ITEM_OWED_LESS:
      return b < MOE_MAX_PLAYERS * MOE_N_RES && m->owed[b / MOE_N_RES][b % MOE_N_RES];
    case KONTOR_MOE_ITEM_BANK: return b <= MOE_N_RES ? m->bank[b] : 0;
    case KONTOR_MOE_ITEM_BUILD: return b < KONTOR_MOE_N_BUILDS ? m->builds[b] : 0;
    case KONTOR_MOE_ITEM_DOUBLE_ARROW: return m->double_arrow;
    case KONTOR_MOE_ITEM_CONNECT: return m->connect;
    case KONTOR_MOE_ITEM_MERCHANT: return b < MOE_MAX_PLAYERS * 2 ? m->merchants[b / 2][b % 2] : 0;
    case KONTOR_MOE_ITEM_CARAVAN: return b < MOE_MAX_PLAYERS * 2 ? m->caravans[b / 2][b % 2] : 0;
    case KONTOR_MOE_ITEM_STEPS: return b <= KONTOR_MOE_MAX_STEPS ? m->steps[b] : 0;
    case KONTOR_MOE_ITEM_KONTOR: return b < MOE_MAX_KONTORS ? m->kontors[b] : 0;
    default: return marked_seat (m, t->a, b);
    }
}

/* The first arrow key goes to the first place that can be tapped, not a hand. */
static gboolean
kontor_moe_board_is_highlighted (KontorTargetBoard *board, const KontorTarget *t)
{
  return t->a != KONTOR_MOE_ITEM_HAND
         && kontor_moeb_marked (kontor_table_get_highlights (kontor_target_board_get_table (board)), t);
}

/* What stands at t in words: the table's, or the board's own buttons
 * (called with a table only). */
static char *
kontor_moe_board_describe (KontorTargetBoard *board, const KontorTarget *t)
{
  if (t->a == MOEB_ITEM_TYPE)
    return kontor_moeb_type_text (KONTOR_MOE_BOARD (board), t->b);
  return kontor_table_describe_target (kontor_target_board_get_table (board), t);
}

/* The board's own buttons ask in a dialog; the rest is the table's
 * (called with a table only). */
static void
kontor_moe_board_real_choose (KontorTargetBoard *board, const KontorTarget *t)
{
  if (t->kind == KONTOR_TARGET_ITEM && t->a == MOEB_ITEM_TYPE)
    kontor_moeb_ask_text (KONTOR_MOE_BOARD (board), t->b);
  else
    kontor_table_click (kontor_target_board_get_table (board), t);
}

void
kontor_moe_board_choose (KontorMoeBoard *self, const KontorTarget *t)
{
  g_return_if_fail (KONTOR_IS_MOE_BOARD (self));
  kontor_target_board_choose (KONTOR_TARGET_BOARD (self), t);
}

/* ---------------------------------------------------------------- targets */

static int
kontor_moe_board_list_targets (KontorTargetBoard *board, KontorTarget *targets, double *xs, double *ys, int max)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);

  if (!kontor_moe_board_layout (KONTOR_MOE_BOARD (board), l))
    return -1;
  for (int i = 0; i < l->n_items; i++)
    {
      targets[i] = l->items[i];
      kontor_moeb_layout_point (l, &l->items[i], &xs[i], &ys[i]);
    }
  return l->n_items;
}

static gboolean
kontor_moe_board_target_point (KontorTargetBoard *board, const KontorTarget *target, double *x, double *y)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);

  return kontor_moe_board_layout (KONTOR_MOE_BOARD (board), l) && kontor_moeb_layout_point (l, target, x, y);
}

static gboolean
kontor_moe_board_real_target_at (KontorTargetBoard *board, double x, double y, KontorTarget *target)
{
  return kontor_moe_board_target_at (KONTOR_MOE_BOARD (board), x, y, target);
}

gboolean
kontor_moe_board_move_cursor (KontorMoeBoard *self, int dx, int dy)
{
  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  return kontor_target_board_move_cursor (KONTOR_TARGET_BOARD (self), dx, dy);
}

gboolean
kontor_moe_board_set_cursor (KontorMoeBoard *self, const KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  return kontor_target_board_set_cursor (KONTOR_TARGET_BOARD (self), target);
}

gboolean
kontor_moe_board_get_cursor (KontorMoeBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  return kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (self), target);
}

/* ---------------------------------------------------------------- geometry */

gboolean
kontor_moe_board_get_target_point (KontorMoeBoard *self, const KontorTarget *target, double *x, double *y)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);
  double dx, dy;

  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  if (target == NULL || !kontor_moe_board_layout (self, l) || !kontor_moeb_layout_point (l, target, &dx, &dy))
    return FALSE;
  if (x)
    *x = dx * l->scale;
  if (y)
    *y = dy * l->scale;
  return TRUE;
}

gboolean
kontor_moe_board_target_at (KontorMoeBoard *self, double x, double y, KontorTarget *target)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);
  KontorTarget t;

  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  if (!kontor_moe_board_layout (self, l) || !kontor_moeb_layout_hit (l, x / l->scale, y / l->scale, &t))
    return FALSE;
  if (target)
    *target = t;
  return TRUE;
}

/* ---------------------------------------------------------------- widget */

static void
kontor_moe_board_draw_all (KontorTargetBoard *board, cairo_t *cr, int width, int height)
{
  KontorMoeBoard *self = KONTOR_MOE_BOARD (board);
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);

  if (kontor_moe_board_layout (self, l))
    kontor_moe_board_draw (self, cr, l);
}

static void
kontor_moe_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 500;
}

static void
kontor_moe_board_class_init (KontorMoeBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  KontorTargetBoardClass *board_class = KONTOR_TARGET_BOARD_CLASS (klass);

  widget_class->measure = kontor_moe_board_measure;
  board_class->list_targets = kontor_moe_board_list_targets;
  board_class->target_point = kontor_moe_board_target_point;
  board_class->target_at = kontor_moe_board_real_target_at;
  board_class->is_highlighted = kontor_moe_board_is_highlighted;
  board_class->describe = kontor_moe_board_describe;
  board_class->choose = kontor_moe_board_real_choose;
  board_class->draw = kontor_moe_board_draw_all;
  /* Translators: the accessible name of Merchants of Europe's table when nothing is chosen with the keyboard */
  board_class->idle_label = N_("Players’ ledger and bank");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-moe-board");
}

static void
kontor_moe_board_init (KontorMoeBoard *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  /* Translators: how to use Merchants of Europe's table with the keyboard */
                                  _("The arrow keys go through the players’ hands, gold, pieces and kontors, the dice, "
                                    "the production grid, the builds and the bank; Enter or Space chooses."), -1);
}

GtkWidget *
kontor_moe_board_new (void)
{
  return g_object_new (KONTOR_TYPE_MOE_BOARD, NULL);
}

void
kontor_moe_board_set_table (KontorMoeBoard *self, KontorTable *table)
{
  g_return_if_fail (KONTOR_IS_MOE_BOARD (self));
  kontor_target_board_set_table (KONTOR_TARGET_BOARD (self), table);
}
