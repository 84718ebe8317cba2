/* kontor-mp-board.c: Marco Polo's board widget: follows a KontorTable,
 * turns clicks and keys into kontor_table_click (), keeps a keyboard cursor
 * that the screen reader and the tooltips describe, and asks for the
 * mission city when a Tablet holder taps their Tablet there (layout:
 * kontor-mp-board-layout.c; drawing: kontor-mp-board-draw*.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "kontor-mp-board-private.h"

G_DEFINE_FINAL_TYPE (KontorMpBoard, kontor_mp_board, GTK_TYPE_WIDGET)

static gboolean
same_target (const KontorTarget *a, const KontorTarget *b)
{
  return a->kind == b->kind && a->a == b->a && a->b == b->b;
}

/* Whether the marks (highlights or selected) mark the target. */
gboolean
kontor_mpb_marked (const KontorMpMarks *m, const KontorTarget *t)
{
  int b = t->b;

  if (m == NULL || t->kind != KONTOR_TARGET_ITEM)
    return FALSE;
  switch (t->a)
    {
    case KONTOR_MP_ITEM_DIE:
      return b >= 1 && b <= 6 && m->die[b];
    case KONTOR_MP_ITEM_BLACK_DIE:
      return b >= 1 && b <= 6 && m->black[b];
    case KONTOR_MP_ITEM_STEPS:
      return b >= 1 && b <= 6 && m->steps[b];
    case KONTOR_MP_ITEM_STOP:
      return b >= 0 && b < KONTOR_MP_N_STOPS && m->stops[b];
    case KONTOR_MP_ITEM_MODE_CHANGE:
      return m->mode_change;
    case KONTOR_MP_ITEM_CARD:
      return b >= 0 && b < MP_MAX_PLAYERS * MP_N_KINDS && m->cards[b / MP_N_KINDS][b % MP_N_KINDS];
    case KONTOR_MP_ITEM_PILE:
      return b >= 0 && b < MP_N_GROUPS && m->piles[b];
    case KONTOR_MP_ITEM_PLAYER:
      return b >= 0 && b < MP_MAX_PLAYERS && m->players[b];
    case KONTOR_MP_ITEM_HAND:
      return b >= 0 && b < MP_MAX_PLAYERS && m->hands[b];
    case KONTOR_MP_ITEM_KHAN:
      return m->khan;
    case KONTOR_MP_ITEM_CHANCE:
      return m->chance;
    default:
      return FALSE;
    }
}

static gboolean
is_highlighted (KontorMpBoard *self, const KontorTarget *t)
{
  return kontor_mpb_marked (kontor_table_get_highlights (self->table), t);
}

/* ---------------------------------------------------------------- cursor */

/* The screen reader hears what stands under the cursor as the board's name. */
static void
speak_cursor (KontorMpBoard *self)
{
  g_autofree char *text = NULL;

  if (self->has_cursor && self->table)
    text = kontor_table_describe_target (self->table, &self->cursor);
  /* Translators: the accessible name of Marco Polo's table when nothing is chosen with the keyboard */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text ? text : _("Travellers and table"), -1);
}

static void
put_cursor (KontorMpBoard *self, const MpbLayout *l, const KontorTarget *t)
{
  self->has_cursor = TRUE;
  self->cursor = *t;
  kontor_mpb_layout_point (l, t, &self->cursor_x, &self->cursor_y);
  speak_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After an update the cursor's target may be gone (a card sold, a hand
 * emptied): the cursor moves to the nearest target drawn. */
static void
keep_cursor (KontorMpBoard *self)
{
  MpbLayout l;
  int n, best = -1;
  const KontorTarget *targets;
  double best_d = G_MAXDOUBLE;

  if (!self->has_cursor)
    return;
  if (!kontor_mp_board_layout (self, &l))
    {
      speak_cursor (self);
      return;
    }
  n = l.n_items;
  targets = l.items;
  for (int i = 0; i < n; i++)
    {
      double x, y, dist;
      if (same_target (&targets[i], &self->cursor))
        {
          speak_cursor (self);
          return;
        }
      kontor_mpb_layout_point (&l, &targets[i], &x, &y);
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
next_target (const MpbLayout *l, const KontorTarget *targets, int n, double fx, double fy, int dx, int dy)
{
  double best = G_MAXDOUBLE;
  int pick = -1;

  for (int i = 0; i < n; i++)
    {
      double x, y, along, across, cost;
      kontor_mpb_layout_point (l, &targets[i], &x, &y);
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
kontor_mp_board_move_cursor (KontorMpBoard *self, int dx, int dy)
{
  MpbLayout l;
  int n, pick = -1;
  const KontorTarget *targets = l.items;

  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  if (!kontor_mp_board_layout (self, &l) || (n = l.n_items) == 0)
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
kontor_mp_board_set_cursor (KontorMpBoard *self, const KontorTarget *target)
{
  MpbLayout l;
  double x, y;

  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  if (target == NULL)
    {
      self->has_cursor = FALSE;
      speak_cursor (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (!kontor_mp_board_layout (self, &l) || !kontor_mpb_layout_point (&l, target, &x, &y))
    return FALSE;
  put_cursor (self, &l, target);
  return TRUE;
}

gboolean
kontor_mp_board_get_cursor (KontorMpBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  if (!self->has_cursor)
    return FALSE;
  if (target)
    *target = self->cursor;
  return TRUE;
}

/* ---------------------------------------------------------------- geometry */

gboolean
kontor_mp_board_get_target_point (KontorMpBoard *self, const KontorTarget *target, double *x, double *y)
{
  MpbLayout l;
  double dx, dy;

  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  if (target == NULL || !kontor_mp_board_layout (self, &l) || !kontor_mpb_layout_point (&l, target, &dx, &dy))
    return FALSE;
  if (x)
    *x = dx * l.scale;
  if (y)
    *y = dy * l.scale;
  return TRUE;
}

gboolean
kontor_mp_board_target_at (KontorMpBoard *self, double x, double y, KontorTarget *target)
{
  MpbLayout l;
  KontorTarget t;

  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  if (!kontor_mp_board_layout (self, &l) || !kontor_mpb_layout_hit (&l, x / l.scale, y / l.scale, &t))
    return FALSE;
  if (target)
    *target = t;
  return TRUE;
}

/* ---------------------------------------------------------------- input */

static void
on_mission_response (AdwMessageDialog *dialog, const char *response, KontorMpBoard *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  const char *city = gtk_editable_get_text (entry);

  if (g_strcmp0 (response, "reveal") == 0 && self->table && city[0])
    kontor_table_activate (self->table, "mission", g_variant_new_string (city));
}

static void
on_mission_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  adw_message_dialog_set_response_enabled (dialog, "reveal", gtk_editable_get_text (entry)[0] != '\0');
}

/* The Tablet holder at the mission city names it: typed, not tapped. */
static void
ask_mission (KontorMpBoard *self, int seat)
{
  GtkWidget *dialog, *entry = gtk_entry_new ();
  const char *name = kontor_game_get_player_name (kontor_table_get_game (self->table), seat);
  /* Translators: a player's name */
  g_autofree char *body = g_strdup_printf (_("%s reveals the mission city named on the Golden Tablet, returns the "
                                             "Tablet to the Khan and takes a Secret of the Orient."), name);

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Which Is the Mission City?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "reveal", _("_Reveal"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reveal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "reveal");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "reveal", FALSE);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  /* Translators: the placeholder of the mission city's field */
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("The city on the Tablet"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Mission city"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_mission_changed), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_mission_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* The Tablet holder stands at their mission city: the Tablet is tapped to name it. */
gboolean
kontor_mpb_mission_due (KontorTable *table)
{
  const MpPosition *pos = kontor_table_get_entry_position (table);
  return pos->stop == MP_STOP_MISSION && pos->tablet[pos->active] && !pos->ended
         && g_strcmp0 (kontor_table_get_mode (table), "stop") == 0;
}

void
kontor_mp_board_choose (KontorMpBoard *self, const KontorTarget *t)
{
  g_return_if_fail (KONTOR_IS_MP_BOARD (self));
  if (self->table == NULL)
    return;
  if (t->kind == KONTOR_TARGET_ITEM && t->a == KONTOR_MP_ITEM_MISSION && kontor_mpb_mission_due (self->table)
      && t->b == ((const MpPosition *) kontor_table_get_entry_position (self->table))->active)
    ask_mission (self, t->b);
  else
    kontor_table_click (self->table, t);
}

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, KontorMpBoard *self)
{
  KontorTarget t;

  if (self->table == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (kontor_mp_board_target_at (self, x, y, &t))
    kontor_mp_board_choose (self, &t);
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, KontorMpBoard *self)
{
  if (self->table == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      kontor_mp_board_move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      kontor_mp_board_move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      kontor_mp_board_move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      kontor_mp_board_move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (!self->has_cursor)
        return FALSE;   /* no place chosen: Enter belongs to the page */
      kontor_mp_board_choose (self, &self->cursor);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, KontorMpBoard *self)
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
  else if (kontor_mp_board_target_at (self, x, y, &t))
    text = kontor_table_describe_target (self->table, &t);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_updated (KontorTable *table, KontorMpBoard *self)
{
  keep_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_redraw (KontorMpBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- widget */

static void
kontor_mp_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorMpBoard *self = KONTOR_MP_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  MpbLayout l;
  cairo_t *cr;

  if (!kontor_mp_board_layout (self, &l))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  kontor_mp_board_draw (self, cr, &l);
  cairo_destroy (cr);
}

static void
kontor_mp_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 540;
}

static void
drop_table (KontorMpBoard *self)
{
  if (self->table)
    g_clear_signal_handler (&self->updated_id, self->table);
  g_clear_object (&self->table);
}

static void
kontor_mp_board_dispose (GObject *object)
{
  drop_table (KONTOR_MP_BOARD (object));
  G_OBJECT_CLASS (kontor_mp_board_parent_class)->dispose (object);
}

static void
kontor_mp_board_class_init (KontorMpBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_mp_board_dispose;
  widget_class->snapshot = kontor_mp_board_snapshot;
  widget_class->measure = kontor_mp_board_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-mp-board");
}

static void
kontor_mp_board_init (KontorMpBoard *self)
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
                                  /* Translators: how to use Marco Polo's table with the keyboard */
                                  _("The arrow keys go through the travellers, their hands and journeys, the dice, "
                                    "the kinds of stop and the piles; Enter or Space chooses."), -1);
  speak_cursor (self);
}

GtkWidget *
kontor_mp_board_new (void)
{
  return g_object_new (KONTOR_TYPE_MP_BOARD, NULL);
}

void
kontor_mp_board_set_table (KontorMpBoard *self, KontorTable *table)
{
  g_return_if_fail (KONTOR_IS_MP_BOARD (self));
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
