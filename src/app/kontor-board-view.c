/* kontor-board-view.c: the board widget: maps clicks and keys back to
 * spaces, cities and the Coellen table (drawing: kontor-board-view-draw.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kontor-board-view-private.h"
#include "kontor-table.h"



G_DEFINE_FINAL_TYPE (KontorBoardView, kontor_board_view, GTK_TYPE_WIDGET)

enum { SPACE_ACTIVATED, CITY_ACTIVATED, TABLE_ACTIVATED, OFFICE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
kontor_board_view_draw (KontorBoardView *self, cairo_t *cr, int width, int height)
{
  kontor_board_view_draw_scaled (self, cr, width, height, 1);
}

/* ---------------------------------------------------------------- targets */

static guint
collect_targets (KontorBoardView *self, Target *out, guint max)
{
  const KontorBoard *b = self->pos.board;
  guint n = 0;
  gboolean any = FALSE;

  for (int pass = 0; pass < 2 && n == 0; pass++)
    {
      for (int r = 0; r < b->n_routes; r++)
        for (int s = 0; s < b->routes[r].n_spaces; s++)
          if ((pass == 1 || self->highlight.spaces[r][s] || self->highlight.routes[r]) && n < max)
            out[n++] = (Target) { TARGET_SPACE, r, s };
      for (int c = 0; c < b->n_cities; c++)
        if ((pass == 1 || self->highlight.cities[c]) && n < max)
          out[n++] = (Target) { TARGET_CITY, c, G_MININT };
      for (int t = 0; t < b->n_table; t++)
        if ((pass == 1 || self->highlight.table[t]) && n < max)
          out[n++] = (Target) { TARGET_TABLE, t, 0 };
      any = n > 0;
    }
  (void) any;
  return n;
}

static void
activate_target (KontorBoardView *self, Target t)
{
  switch (t.kind)
    {
    case TARGET_SPACE: g_signal_emit (self, signals[SPACE_ACTIVATED], 0, t.a, t.b); break;
    case TARGET_CITY:
      g_signal_emit (self, signals[CITY_ACTIVATED], 0, t.a);
      if (t.b != G_MININT && self->entry)
        g_signal_emit (self, signals[OFFICE_ACTIVATED], 0, t.a, t.b);
      break;
    case TARGET_TABLE: g_signal_emit (self, signals[TABLE_ACTIVATED], 0, t.a); break;
    }
}

static gboolean
hit_test (KontorBoardView *self, double x, double y, Target *out)
{
  const KontorBoard *b = self->pos.board;
  double best = G_MAXDOUBLE;
  gboolean found = FALSE;

  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        double d = hypot (x - self->space_x[r][s], y - self->space_y[r][s]);
        if (d < self->space * 0.85 && d < best)
          {
            best = d;
            *out = (Target) { TARGET_SPACE, r, s };
            found = TRUE;
          }
      }
  if (found)
    return TRUE;
  for (int c = 0; c < b->n_cities; c++)
    if (fabs (x - self->city_x[c]) <= self->city_w[c] / 2 + 4 * self->scale
        && fabs (y - self->city_y[c]) <= self->city_h[c] / 2 + 4 * self->scale)
      {
        /* which office (kontor_board_view_cell_office): a slot index, -1 - k
         * for extra office k (oldest first; k == n_extra is the placeholder
         * for a new one) */
        int index = (int) ((x - kontor_board_view_slot_left (self, c, 0)) / (self->slot + 4 * self->scale));
        int office = kontor_board_view_cell_office (self, c, index);
        *out = (Target) { TARGET_CITY, c, office };
        return TRUE;
      }
  for (int t = 0; t < b->n_table; t++)
    {
      double tx = self->table_x + t * (self->slot + 6 * self->scale);
      if (x >= tx && x <= tx + self->slot && y >= self->table_y && y <= self->table_y + self->slot)
        {
          *out = (Target) { TARGET_TABLE, t, 0 };
          return TRUE;
        }
    }
  return FALSE;
}

static void
on_click (GtkGestureClick *gesture, int n_press, double x, double y, KontorBoardView *self)
{
  Target t;
  if (!self->has_pos)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  kontor_board_view_compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  if (hit_test (self, x, y, &t))
    activate_target (self, t);
}

/* The target's centre in widget coordinates. */
static void
target_center (KontorBoardView *self, Target t, double *x, double *y)
{
  switch (t.kind)
    {
    case TARGET_SPACE:
      *x = self->space_x[t.a][t.b];
      *y = self->space_y[t.a][t.b];
      break;
    case TARGET_CITY:
      *x = self->city_x[t.a];
      *y = self->city_y[t.a];
      break;
    default:
      *x = self->table_x + t.a * (self->slot + 6 * self->scale) + self->slot / 2;
      *y = self->table_y + self->slot / 2;
      break;
    }
}

/* The nearest target in the arrow's direction (dx, dy): distance along the
 * direction plus twice the distance across it, so that Right goes right and
 * Down goes down.  -1 when nothing lies that way. */
static int
spatial_next (KontorBoardView *self, const Target *targets, guint n, int from, double dx, double dy)
{
  double fx, fy, best = G_MAXDOUBLE;
  int pick = -1;

  target_center (self, targets[from], &fx, &fy);
  for (guint i = 0; i < n; i++)
    {
      double x, y, along, across, cost;
      if ((int) i == from)
        continue;
      target_center (self, targets[i], &x, &y);
      along = (x - fx) * dx + (y - fy) * dy;
      across = fabs ((x - fx) * dy - (y - fy) * dx);
      if (along <= 0.5)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        best = cost, pick = (int) i;
    }
  return pick;
}

static char *
describe_target (KontorBoardView *self, Target t)
{
  int kind = t.kind == TARGET_SPACE ? KONTOR_TARGET_SPACE : t.kind == TARGET_CITY ? KONTOR_TARGET_CITY : KONTOR_TARGET_ITEM;
  if (self->describer == NULL)
    return NULL;
  return self->describer (kind, t.a, t.kind == TARGET_SPACE ? t.b : 0, self->describer_data);
}

/* The screen reader hears the place under the cursor as the board's name. */
static void
speak_focus (KontorBoardView *self)
{
  g_autofree char *text = kontor_board_view_describe_focus (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text ? text : _("Game board: arrow keys go through the highlighted places, Enter chooses"),
                                  -1);
}

gboolean
kontor_board_view_move_cursor (KontorBoardView *self, int dx, int dy)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;

  g_return_val_if_fail (KONTOR_IS_BOARD_VIEW (self), FALSE);
  if (!self->has_pos)
    return FALSE;
  n = collect_targets (self, targets, G_N_ELEMENTS (targets));
  if (n == 0)
    return FALSE;
  kontor_board_view_compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  if (self->focus < 0 || self->focus >= (int) n)
    self->focus = 0;   /* the first key shows the cursor on the first place */
  else
    {
      int next = spatial_next (self, targets, n, self->focus, dx, dy);
      if (next < 0)
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          return FALSE;
        }
      self->focus = next;
    }
  speak_focus (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        KontorBoardView *self)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;

  if (!self->has_pos)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right: kontor_board_view_move_cursor (self, 1, 0); return TRUE;
    case GDK_KEY_Left: kontor_board_view_move_cursor (self, -1, 0); return TRUE;
    case GDK_KEY_Down: kontor_board_view_move_cursor (self, 0, 1); return TRUE;
    case GDK_KEY_Up: kontor_board_view_move_cursor (self, 0, -1); return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      n = collect_targets (self, targets, G_N_ELEMENTS (targets));
      if (self->focus < 0 || self->focus >= (int) n)
        return FALSE;   /* no place chosen: Enter is the page's (Done, End Turn) */
      activate_target (self, targets[self->focus]);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, KontorBoardView *self)
{
  g_autofree char *text = NULL;
  Target t;

  if (!self->has_pos)
    return FALSE;
  if (keyboard)
    text = kontor_board_view_describe_focus (self);
  else
    {
      kontor_board_view_compute_layout (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
      if (hit_test (self, x, y, &t))
        text = describe_target (self, t);
    }
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

char *
kontor_board_view_describe_focus (KontorBoardView *self)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;

  g_return_val_if_fail (KONTOR_IS_BOARD_VIEW (self), NULL);
  if (!self->has_pos || self->focus < 0)
    return NULL;
  n = collect_targets (self, targets, G_N_ELEMENTS (targets));
  if ((guint) self->focus >= n)
    return NULL;
  return describe_target (self, targets[self->focus]);
}

void
kontor_board_view_set_describer (KontorBoardView *self, KontorBoardDescriber describer, gpointer data)
{
  g_return_if_fail (KONTOR_IS_BOARD_VIEW (self));
  self->describer = describer;
  self->describer_data = data;
}

static void
draw_focus (KontorBoardView *self, cairo_t *cr)
{
  Target targets[KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES + KONTOR_MAX_CITIES + KONTOR_MAX_TABLE];
  guint n;
  double x, y, w, h;
  Target t;

  if (self->focus < 0 || !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  n = collect_targets (self, targets, G_N_ELEMENTS (targets));
  if ((guint) self->focus >= n)
    return;
  t = targets[self->focus];
  switch (t.kind)
    {
    case TARGET_SPACE:
      x = self->space_x[t.a][t.b] - self->space / 2;
      y = self->space_y[t.a][t.b] - self->space / 2;
      w = h = self->space;
      break;
    case TARGET_CITY:
      x = self->city_x[t.a] - self->city_w[t.a] / 2;
      y = self->city_y[t.a] - self->city_h[t.a] / 2;
      w = self->city_w[t.a];
      h = self->city_h[t.a];
      break;
    default:
      x = self->table_x + t.a * (self->slot + 6 * self->scale);
      y = self->table_y;
      w = h = self->slot;
      break;
    }
  kontor_board_rounded_rect (cr, x - 7 * self->scale, y - 7 * self->scale, w + 14 * self->scale, h + 14 * self->scale,
                8 * self->scale);
  cairo_set_source_rgba (cr, 0.9, 0.1, 0.5, 0.95);
  cairo_set_line_width (cr, 3 * self->scale);
  cairo_stroke (cr);
}

/* ---------------------------------------------------------------- widget */

static void
kontor_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KontorBoardView *self = KONTOR_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  kontor_board_view_draw_scaled (self, cr, w, h, gtk_widget_get_scale_factor (widget));
  if (self->has_pos)
    draw_focus (self, cr);
  cairo_destroy (cr);
}

static void
kontor_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 600;
}

static void
kontor_board_view_finalize (GObject *object)
{
  KontorBoardView *self = KONTOR_BOARD_VIEW (object);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  G_OBJECT_CLASS (kontor_board_view_parent_class)->finalize (object);
}

static void
kontor_board_view_class_init (KontorBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = kontor_board_view_finalize;
  widget_class->snapshot = kontor_board_view_snapshot;
  widget_class->measure = kontor_board_view_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-board");

  /* A route space was clicked or activated with the keyboard. */
  signals[SPACE_ACTIVATED] = g_signal_new ("space-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CITY_ACTIVATED] = g_signal_new ("city-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[TABLE_ACTIVATED] = g_signal_new ("table-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* In entry mode: an office of a city (slot >= 0, or -1 - k for extra office k;
   * in a green city an office >= 0 is an added office). */
  signals[OFFICE_ACTIVATED] = g_signal_new ("office-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, KontorBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
kontor_board_view_init (KontorBoardView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->network_player = -1;
  self->focus = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "released", G_CALLBACK (on_click), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Game board: arrow keys go through the highlighted places, Enter chooses"), -1);
}

GtkWidget *
kontor_board_view_new (void)
{
  return g_object_new (KONTOR_TYPE_BOARD_VIEW, NULL);
}

void
kontor_board_view_set_position (KontorBoardView *self, const KontorPosition *pos)
{
  gboolean extras_changed = !self->has_pos || memcmp (self->pos.n_extra, pos->n_extra, sizeof pos->n_extra) != 0
                            || memcmp (self->pos.n_added, pos->n_added, sizeof pos->n_added) != 0
                            || self->pos.board != pos->board;
  self->pos = *pos;
  self->has_pos = TRUE;
  if (extras_changed)
    self->lw = self->lh = 0;   /* city boxes grow with extra and added offices */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const KontorPosition *
kontor_board_view_get_position (KontorBoardView *self)
{
  g_return_val_if_fail (KONTOR_IS_BOARD_VIEW (self), NULL);
  return self->has_pos ? &self->pos : NULL;
}

void
kontor_board_view_set_highlight (KontorBoardView *self, const KontorMarks *marks)
{
  if (marks)
    self->highlight = *marks;
  else
    memset (&self->highlight, 0, sizeof self->highlight);
  self->focus = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_selected (KontorBoardView *self, const KontorMarks *marks)
{
  if (marks)
    self->selected = *marks;
  else
    memset (&self->selected, 0, sizeof self->selected);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_network (KontorBoardView *self, int player, const gint8 *cities, int n)
{
  memset (self->network, 0, sizeof self->network);
  self->network_player = player;
  for (int i = 0; i < n; i++)
    self->network[cities[i]] = 1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_board_view_set_entry_mode (KontorBoardView *self, gboolean entry)
{
  self->entry = entry;
  self->lw = self->lh = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
