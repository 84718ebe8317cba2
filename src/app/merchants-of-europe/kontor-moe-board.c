/* kontor-moe-board.c: Merchants of Europe's board widget: follows a
 * KontorTable, turns clicks and keys into kontor_table_click (), keeps a
 * keyboard cursor that the screen reader and the tooltips describe
 * (layout: kontor-moe-board-layout.c; drawing: kontor-moe-board-draw*.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "kontor-moe-board-private.h"

G_DEFINE_FINAL_TYPE (KontorMoeBoard, kontor_moe_board, GTK_TYPE_WIDGET)

static gboolean
same_target (const KontorTarget *a, const KontorTarget *b)
{
  return a->kind == b->kind && a->a == b->a && a->b == b->b;
}

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

/* What stands at t in words: the table's, or the board's own buttons. */
static char *
describe (KontorMoeBoard *self, const KontorTarget *t)
{
  if (t->a == MOEB_ITEM_TYPE)
    return kontor_moeb_type_text (self, t->b);
  return kontor_table_describe_target (self->table, t);
}

void
kontor_moe_board_choose (KontorMoeBoard *self, const KontorTarget *t)
{
  g_return_if_fail (KONTOR_IS_MOE_BOARD (self));
  if (self->table == NULL)
    return;
  if (t->kind == KONTOR_TARGET_ITEM && t->a == MOEB_ITEM_TYPE)
    kontor_moeb_ask_text (self, t->b);
  else
    kontor_table_click (self->table, t);
}

/* ---------------------------------------------------------------- cursor */

/* The screen reader hears what stands under the cursor as the board's name. */
static void
speak_cursor (KontorMoeBoard *self)
{
  g_autofree char *text = NULL;

  if (self->has_cursor && self->table)
    text = describe (self, &self->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of Merchants of Europe's table when nothing is chosen with the keyboard */
                                  text ? text : _("Players’ ledger and bank"), -1);
}

static void
put_cursor (KontorMoeBoard *self, const MoebLayout *l, const KontorTarget *t)
{
  self->has_cursor = TRUE;
  self->cursor = *t;
  kontor_moeb_layout_point (l, t, &self->cursor_x, &self->cursor_y);
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After an update the cursor's target may be gone (a step over, a hand
 * hidden): the cursor moves to the nearest target drawn. */
static void
keep_cursor (KontorMoeBoard *self)
{
  MoebLayout *l;
  int best = -1;
  double best_d = G_MAXDOUBLE;

  if (!self->has_cursor)
    return;
  l = g_new0 (MoebLayout, 1);
  if (!kontor_moe_board_layout (self, l))
    {
      speak_cursor (self);
      g_free (l);
      return;
    }
  for (int i = 0; i < l->n_items; i++)
    {
      double x, y, dist;
      if (same_target (&l->items[i], &self->cursor))
        {
          best = -2;
          break;
        }
      kontor_moeb_layout_point (l, &l->items[i], &x, &y);
      dist = hypot (x - self->cursor_x, y - self->cursor_y);
      if (dist < best_d)
        best_d = dist, best = i;
    }
  if (best >= 0)
    put_cursor (self, l, &l->items[best]);
  else
    {
      self->has_cursor = best == -2;
      speak_cursor (self);
    }
  g_free (l);
}

/* The nearest target in the direction (dx, dy): distance along it plus
 * twice the distance across it.  -1 when nothing lies that way. */
static int
next_target (const MoebLayout *l, double fx, double fy, int dx, int dy)
{
  double best = G_MAXDOUBLE;
  int pick = -1;

  for (int i = 0; i < l->n_items; i++)
    {
      double x, y, along, across, cost;
      kontor_moeb_layout_point (l, &l->items[i], &x, &y);
      along = (x - fx) * dx + (y - fy) * dy;
      across = fabs ((x - fx) * dy - (y - fy) * dx);
      if (along <= 1)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        best = cost, pick = i;
    }
  return pick;
}

gboolean
kontor_moe_board_move_cursor (KontorMoeBoard *self, int dx, int dy)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);
  const KontorMoeMarks *hl;
  int pick = -1;

  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  if (!kontor_moe_board_layout (self, l) || l->n_items == 0)
    return FALSE;
  hl = kontor_table_get_highlights (self->table);
  if (!self->has_cursor)
    {
      /* the first key goes to the first place that can be tapped, not a hand */
      for (int i = 0; i < l->n_items && pick < 0; i++)
        if (l->items[i].a != KONTOR_MOE_ITEM_HAND && kontor_moeb_marked (hl, &l->items[i]))
          pick = i;
      pick = MAX (pick, 0);
    }
  else
    pick = next_target (l, self->cursor_x, self->cursor_y, dx, dy);
  if (pick < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  put_cursor (self, l, &l->items[pick]);
  return TRUE;
}

gboolean
kontor_moe_board_set_cursor (KontorMoeBoard *self, const KontorTarget *target)
{
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);
  double x, y;

  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  if (target == NULL)
    {
      self->has_cursor = FALSE;
      speak_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!kontor_moe_board_layout (self, l) || !kontor_moeb_layout_point (l, target, &x, &y))
    return FALSE;
  put_cursor (self, l, target);
  return TRUE;
}

gboolean
kontor_moe_board_get_cursor (KontorMoeBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MOE_BOARD (self), FALSE);
  if (!self->has_cursor)
    return FALSE;
  if (target)
    *target = self->cursor;
  return TRUE;
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

/* ---------------------------------------------------------------- input */

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, KontorMoeBoard *self)
{
  KontorTarget t;

  if (self->table == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (kontor_moe_board_target_at (self, x, y, &t))
    kontor_moe_board_choose (self, &t);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KontorMoeBoard *self)
{
  int dx = 0, dy = 0;

  if (self->table == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (!self->has_cursor)
        return FALSE;   /* nothing chosen: Enter belongs to the page */
      kontor_moe_board_choose (self, &self->cursor);
      return TRUE;
    default:
      return FALSE;
    }
  kontor_moe_board_move_cursor (self, dx, dy);
  return TRUE;
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, KontorMoeBoard *self)
{
  g_autofree char *text = NULL;
  KontorTarget t;

  if (self->table == NULL)
    return FALSE;
  if (keyboard)
    {
      if (self->has_cursor)
        text = describe (self, &self->cursor);
    }
  else if (kontor_moe_board_target_at (self, x, y, &t))
    text = describe (self, &t);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_updated (KontorTable *table, KontorMoeBoard *self)
{
  keep_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_redraw (KontorMoeBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- widget */

static void
kontor_moe_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorMoeBoard *self = KONTOR_MOE_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autofree MoebLayout *l = g_new0 (MoebLayout, 1);
  cairo_t *cr;

  if (!kontor_moe_board_layout (self, l))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  kontor_moe_board_draw (self, cr, l);
  cairo_destroy (cr);
}

static void
kontor_moe_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 500;
}

static void
drop_table (KontorMoeBoard *self)
{
  if (self->table)
    g_clear_signal_handler (&self->updated_id, self->table);
  g_clear_object (&self->table);
}

static void
kontor_moe_board_dispose (GObject *object)
{
  drop_table (KONTOR_MOE_BOARD (object));
  G_OBJECT_CLASS (kontor_moe_board_parent_class)->dispose (object);
}

static void
kontor_moe_board_class_init (KontorMoeBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_moe_board_dispose;
  widget_class->snapshot = kontor_moe_board_snapshot;
  widget_class->measure = kontor_moe_board_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-moe-board");
}

static void
kontor_moe_board_init (KontorMoeBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_redraw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_redraw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_redraw), self,
                           G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  /* Translators: how to use Merchants of Europe's table with the keyboard */
                                  _("The arrow keys go through the players’ hands, gold, pieces and kontors, the dice, "
                                    "the production grid, the builds and the bank; Enter or Space chooses."), -1);
  speak_cursor (self);
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
  g_return_if_fail (table == NULL || KONTOR_IS_TABLE (table));
  if (table == self->table)
    return;
  drop_table (self);
  if (table)
    {
      self->table = g_object_ref (table);
      self->updated_id = g_signal_connect (table, "updated", G_CALLBACK (on_updated), self);
    }
  self->has_cursor = FALSE;
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
