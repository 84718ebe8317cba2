/* kontor-target-board.c: the base of the titles' board widgets: the
 * table, the keyboard cursor, clicks, keys, tooltips and the screen
 * reader's name (see kontor-target-board.h). */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "kontor-target-board.h"

typedef struct {
  KontorTable *table;
  gulong updated_id;

  gboolean has_cursor;
  KontorTarget cursor;
  double cursor_x, cursor_y;     /* the board's units: where the cursor was */
} KontorTargetBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (KontorTargetBoard, kontor_target_board, GTK_TYPE_WIDGET)

#define PRIV(self) ((KontorTargetBoardPrivate *) kontor_target_board_get_instance_private (self))
#define CLASS(self) KONTOR_TARGET_BOARD_GET_CLASS (self)

static gboolean
same_target (const KontorTarget *a, const KontorTarget *b)
{
  return a->kind == b->kind && a->a == b->a && a->b == b->b;
}

static int
list_targets (KontorTargetBoard *self, KontorTarget *targets, double *xs, double *ys)
{
  return CLASS (self)->list_targets (self, targets, xs, ys, KONTOR_TARGET_BOARD_MAX_TARGETS);
}

/* ---------------------------------------------------------------- cursor */

/* The screen reader hears what stands under the cursor as the board's name. */
static void
speak_cursor (KontorTargetBoard *self)
{
  KontorTargetBoardPrivate *priv = PRIV (self);
  g_autofree char *text = NULL;
  const char *idle = CLASS (self)->idle_label;

  if (priv->has_cursor && priv->table)
    text = CLASS (self)->describe (self, &priv->cursor);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text ? text : idle ? g_dgettext (GETTEXT_PACKAGE, idle) : "", -1);
}

static void
put_cursor (KontorTargetBoard *self, const KontorTarget *t, double x, double y)
{
  KontorTargetBoardPrivate *priv = PRIV (self);

  priv->has_cursor = TRUE;
  priv->cursor = *t;
  priv->cursor_x = x;
  priv->cursor_y = y;
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After an update the cursor's target may be gone (a marker sold, a space
 * emptied): the cursor moves to the nearest target drawn. */
static void
keep_cursor (KontorTargetBoard *self)
{
  KontorTargetBoardPrivate *priv = PRIV (self);
  KontorTarget targets[KONTOR_TARGET_BOARD_MAX_TARGETS];
  double xs[KONTOR_TARGET_BOARD_MAX_TARGETS], ys[KONTOR_TARGET_BOARD_MAX_TARGETS];
  int n, best = -1;
  double best_d = G_MAXDOUBLE;

  if (!priv->has_cursor)
    return;
  if ((n = list_targets (self, targets, xs, ys)) < 0)
    {
      speak_cursor (self);
      return;
    }
  for (int i = 0; i < n; i++)
    {
      double dist;
      if (same_target (&targets[i], &priv->cursor))
        {
          speak_cursor (self);
          return;
        }
      dist = hypot (xs[i] - priv->cursor_x, ys[i] - priv->cursor_y);
      if (dist < best_d)
        best_d = dist, best = i;
    }
  if (best >= 0)
    put_cursor (self, &targets[best], xs[best], ys[best]);
  else
    {
      priv->has_cursor = FALSE;
      speak_cursor (self);
    }
}

/* The nearest target in the direction (dx, dy): distance along it plus
 * twice the distance across it.  -1 when nothing lies that way. */
static int
next_target (const double *xs, const double *ys, int n, double fx, double fy, int dx, int dy)
{
  double best = G_MAXDOUBLE;
  int pick = -1;

  for (int i = 0; i < n; i++)
    {
      double along = (xs[i] - fx) * dx + (ys[i] - fy) * dy;
      double across = fabs ((xs[i] - fx) * dy - (ys[i] - fy) * dx);
      double cost;
      if (along <= 1)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        best = cost, pick = i;
    }
  return pick;
}

/* The first target the table highlights, else the first one. */
static int
first_target (KontorTargetBoard *self, const KontorTarget *targets, int n)
{
  if (CLASS (self)->is_highlighted)
    for (int i = 0; i < n; i++)
      if (CLASS (self)->is_highlighted (self, &targets[i]))
        return i;
  return 0;
}

gboolean
kontor_target_board_move_cursor (KontorTargetBoard *self, int dx, int dy)
{
  KontorTargetBoardPrivate *priv;
  KontorTarget targets[KONTOR_TARGET_BOARD_MAX_TARGETS];
  double xs[KONTOR_TARGET_BOARD_MAX_TARGETS], ys[KONTOR_TARGET_BOARD_MAX_TARGETS];
  int n, pick;

  g_return_val_if_fail (KONTOR_IS_TARGET_BOARD (self), FALSE);
  priv = PRIV (self);
  if ((n = list_targets (self, targets, xs, ys)) <= 0)
    return FALSE;
  if (!priv->has_cursor)
    pick = first_target (self, targets, n);
  else
    pick = next_target (xs, ys, n, priv->cursor_x, priv->cursor_y, dx, dy);
  if (pick < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  put_cursor (self, &targets[pick], xs[pick], ys[pick]);
  return TRUE;
}

gboolean
kontor_target_board_set_cursor (KontorTargetBoard *self, const KontorTarget *target)
{
  double x, y;

  g_return_val_if_fail (KONTOR_IS_TARGET_BOARD (self), FALSE);
  if (target == NULL)
    {
      PRIV (self)->has_cursor = FALSE;
      speak_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!CLASS (self)->target_point (self, target, &x, &y))
    return FALSE;
  put_cursor (self, target, x, y);
  return TRUE;
}

gboolean
kontor_target_board_get_cursor (KontorTargetBoard *self, KontorTarget *target)
{
  KontorTargetBoardPrivate *priv;

  g_return_val_if_fail (KONTOR_IS_TARGET_BOARD (self), FALSE);
  priv = PRIV (self);
  if (!priv->has_cursor)
    return FALSE;
  if (target)
    *target = priv->cursor;
  return TRUE;
}

/* ---------------------------------------------------------------- input */

void
kontor_target_board_choose (KontorTargetBoard *self, const KontorTarget *target)
{
  g_return_if_fail (KONTOR_IS_TARGET_BOARD (self));
  if (PRIV (self)->table)
    CLASS (self)->choose (self, target);
}

static void
real_choose (KontorTargetBoard *self, const KontorTarget *target)
{
  kontor_table_click (PRIV (self)->table, target);
}

static char *
real_describe (KontorTargetBoard *self, const KontorTarget *target)
{
  return kontor_table_describe_target (PRIV (self)->table, target);
}

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, KontorTargetBoard *self)
{
  KontorTarget t;

  if (PRIV (self)->table == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (CLASS (self)->target_at (self, x, y, &t))
    kontor_target_board_choose (self, &t);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        KontorTargetBoard *self)
{
  KontorTargetBoardPrivate *priv = PRIV (self);

  if (priv->table == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      kontor_target_board_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      kontor_target_board_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      kontor_target_board_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      kontor_target_board_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (!priv->has_cursor)
        return FALSE;   /* no place chosen: Enter belongs to the page */
      kontor_target_board_choose (self, &priv->cursor);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  KontorTargetBoard *self)
{
  KontorTargetBoardPrivate *priv = PRIV (self);
  g_autofree char *text = NULL;
  KontorTarget t;

  if (priv->table == NULL)
    return FALSE;
  if (keyboard)
    {
      if (priv->has_cursor)
        text = CLASS (self)->describe (self, &priv->cursor);
    }
  else if (CLASS (self)->target_at (self, x, y, &t))
    text = CLASS (self)->describe (self, &t);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_updated (KontorTable *table, KontorTargetBoard *self)
{
  keep_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_redraw (KontorTargetBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- widget */

static void
kontor_target_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorTargetBoard *self = KONTOR_TARGET_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (PRIV (self)->table == NULL || w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  CLASS (self)->draw (self, cr, w, h);
  cairo_destroy (cr);
}

static void
kontor_target_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                             int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 540;
}

static void
drop_table (KontorTargetBoard *self)
{
  KontorTargetBoardPrivate *priv = PRIV (self);

  if (priv->table)
    g_clear_signal_handler (&priv->updated_id, priv->table);
  g_clear_object (&priv->table);
}

static void
kontor_target_board_dispose (GObject *object)
{
  drop_table (KONTOR_TARGET_BOARD (object));
  G_OBJECT_CLASS (kontor_target_board_parent_class)->dispose (object);
}

/* The subclass's idle_label is known once all the instance inits ran. */
static void
kontor_target_board_constructed (GObject *object)
{
  G_OBJECT_CLASS (kontor_target_board_parent_class)->constructed (object);
  speak_cursor (KONTOR_TARGET_BOARD (object));
}

static void
kontor_target_board_class_init (KontorTargetBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_target_board_dispose;
  G_OBJECT_CLASS (klass)->constructed = kontor_target_board_constructed;
  widget_class->snapshot = kontor_target_board_snapshot;
  widget_class->measure = kontor_target_board_measure;
  klass->choose = real_choose;
  klass->describe = real_describe;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
kontor_target_board_init (KontorTargetBoard *self)
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
}

KontorTable *
kontor_target_board_get_table (KontorTargetBoard *self)
{
  g_return_val_if_fail (KONTOR_IS_TARGET_BOARD (self), NULL);
  return PRIV (self)->table;
}

void
kontor_target_board_set_table (KontorTargetBoard *self, KontorTable *table)
{
  KontorTargetBoardPrivate *priv;

  g_return_if_fail (KONTOR_IS_TARGET_BOARD (self));
  g_return_if_fail (table == NULL || KONTOR_IS_TABLE (table));
  priv = PRIV (self);
  if (table == priv->table)
    return;
  drop_table (self);
  if (table)
    {
      priv->table = g_object_ref (table);
      priv->updated_id = g_signal_connect (table, "updated", G_CALLBACK (on_updated), self);
    }
  priv->has_cursor = FALSE;
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
