/* kontor-hs-board.c: Hansa's board widget: follows a KontorTable, turns
 * clicks and keys into kontor_table_click (), keeps a keyboard cursor that
 * the screen reader and the tooltips describe (layout:
 * kontor-hs-board-layout.c; drawing: kontor-hs-board-draw.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "kontor-hs-board-private.h"

G_DEFINE_FINAL_TYPE (KontorHsBoard, kontor_hs_board, GTK_TYPE_WIDGET)

static gboolean
same_target (const KontorTarget *a, const KontorTarget *b)
{
  return a->kind == b->kind && a->a == b->a && a->b == b->b;
}

static gboolean
is_highlighted (KontorHsBoard *self, const KontorTarget *t)
{
  const KontorHsMarks *hl = kontor_table_get_highlights (self->table);

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

/* ---------------------------------------------------------------- cursor */

/* The screen reader hears what stands under the cursor as the board's name. */
static void
speak_cursor (KontorHsBoard *self)
{
  g_autofree char *text = NULL;

  if (self->has_cursor && self->table)
    text = kontor_table_describe_target (self->table, &self->cursor);
  /* Translators: the accessible name of Hansa's board when no place is chosen with the keyboard */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text ? text : _("Board"), -1);
}

static void
put_cursor (KontorHsBoard *self, const HsLayout *l, const KontorTarget *t)
{
  self->has_cursor = TRUE;
  self->cursor = *t;
  kontor_hs_layout_point (l, t, &self->cursor_x, &self->cursor_y);
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After an update the cursor's target may be gone (a marker sold, a space
 * emptied): the cursor moves to the nearest target drawn. */
static void
keep_cursor (KontorHsBoard *self)
{
  KontorTarget targets[HS_MAX_TARGETS];
  HsLayout l;
  int n, best = -1;
  double best_d = G_MAXDOUBLE;

  if (!self->has_cursor)
    return;
  if (!kontor_hs_board_layout (self, &l))
    {
      speak_cursor (self);
      return;
    }
  n = kontor_hs_layout_targets (&l, targets);
  for (int i = 0; i < n; i++)
    {
      double x, y, dist;
      if (same_target (&targets[i], &self->cursor))
        {
          speak_cursor (self);
          return;
        }
      kontor_hs_layout_point (&l, &targets[i], &x, &y);
      dist = hypot (x - self->cursor_x, y - self->cursor_y);
      if (dist < best_d)
        best_d = dist, best = i;
    }
  if (best >= 0)
    put_cursor (self, &l, &targets[best]);
  else
    {
      self->has_cursor = FALSE;
      speak_cursor (self);
    }
}

/* The nearest target in the direction (dx, dy): distance along it plus
 * twice the distance across it.  -1 when nothing lies that way. */
static int
next_target (const HsLayout *l, const KontorTarget *targets, int n, double fx, double fy, int dx, int dy)
{
  double best = G_MAXDOUBLE;
  int pick = -1;

  for (int i = 0; i < n; i++)
    {
      double x, y, along, across, cost;
      kontor_hs_layout_point (l, &targets[i], &x, &y);
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
kontor_hs_board_move_cursor (KontorHsBoard *self, int dx, int dy)
{
  KontorTarget targets[HS_MAX_TARGETS];
  HsLayout l;
  int n, pick = -1;

  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  if (!kontor_hs_board_layout (self, &l) || (n = kontor_hs_layout_targets (&l, targets)) == 0)
    return FALSE;
  if (!self->has_cursor)
    {
      /* the first key goes to the first place that can be clicked */
      for (int i = 0; i < n && pick < 0; i++)
        if (is_highlighted (self, &targets[i]))
          pick = i;
      pick = MAX (pick, 0);
    }
  else
    pick = next_target (&l, targets, n, self->cursor_x, self->cursor_y, dx, dy);
  if (pick < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  put_cursor (self, &l, &targets[pick]);
  return TRUE;
}

gboolean
kontor_hs_board_set_cursor (KontorHsBoard *self, const KontorTarget *target)
{
  HsLayout l;
  double x, y;

  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  if (target == NULL)
    {
      self->has_cursor = FALSE;
      speak_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!kontor_hs_board_layout (self, &l) || !kontor_hs_layout_point (&l, target, &x, &y))
    return FALSE;
  put_cursor (self, &l, target);
  return TRUE;
}

gboolean
kontor_hs_board_get_cursor (KontorHsBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_HS_BOARD (self), FALSE);
  if (!self->has_cursor)
    return FALSE;
  if (target)
    *target = self->cursor;
  return TRUE;
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

/* ---------------------------------------------------------------- input */

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, KontorHsBoard *self)
{
  KontorTarget t;

  if (self->table == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (kontor_hs_board_target_at (self, x, y, &t))
    kontor_table_click (self->table, &t);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KontorHsBoard *self)
{
  if (self->table == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      kontor_hs_board_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      kontor_hs_board_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      kontor_hs_board_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      kontor_hs_board_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (!self->has_cursor)
        return FALSE;   /* no place chosen: Enter belongs to the page */
      kontor_table_click (self->table, &self->cursor);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, KontorHsBoard *self)
{
  g_autofree char *text = NULL;
  KontorTarget t;

  if (self->table == NULL)
    return FALSE;
  if (keyboard)
    {
      if (self->has_cursor)
        text = kontor_table_describe_target (self->table, &self->cursor);
    }
  else if (kontor_hs_board_target_at (self, x, y, &t))
    text = kontor_table_describe_target (self->table, &t);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_updated (KontorTable *table, KontorHsBoard *self)
{
  keep_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_redraw (KontorHsBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- widget */

static void
kontor_hs_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorHsBoard *self = KONTOR_HS_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  HsLayout l;
  cairo_t *cr;

  if (!kontor_hs_board_layout (self, &l))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  kontor_hs_board_draw (self, cr, &l);
  cairo_destroy (cr);
}

static void
kontor_hs_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 540;
}

static void
drop_table (KontorHsBoard *self)
{
  if (self->table)
    g_clear_signal_handler (&self->updated_id, self->table);
  g_clear_object (&self->table);
}

static void
kontor_hs_board_dispose (GObject *object)
{
  drop_table (KONTOR_HS_BOARD (object));
  G_OBJECT_CLASS (kontor_hs_board_parent_class)->dispose (object);
}

static void
kontor_hs_board_class_init (KontorHsBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_hs_board_dispose;
  widget_class->snapshot = kontor_hs_board_snapshot;
  widget_class->measure = kontor_hs_board_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-hs-board");
}

static void
kontor_hs_board_init (KontorHsBoard *self)
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
                                  /* Translators: how to use Hansa's board with the keyboard */
                                  _("The arrow keys go through the cities, warehouse spaces, the ship, the piles and "
                                    "the players' markers; Enter or Space chooses."), -1);
  speak_cursor (self);
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
