/* kontor-mp-board.c: Marco Polo's board widget: a KontorTargetBoard (the
 * table, clicks, keys, the keyboard cursor, the screen reader and the
 * tooltips: kontor-target-board.c) that knows where Marco Polo's targets
 * are drawn, and asks for the mission city when a Tablet holder taps their
 * Tablet there (layout: kontor-mp-board-layout.c; drawing:
 * kontor-mp-board-draw*.c). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "kontor-mp-board-private.h"

G_DEFINE_FINAL_TYPE (KontorMpBoard, kontor_mp_board, KONTOR_TYPE_TARGET_BOARD)

G_STATIC_ASSERT (MPB_MAX_ITEMS <= KONTOR_TARGET_BOARD_MAX_TARGETS);

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
kontor_mp_board_is_highlighted (KontorTargetBoard *board, const KontorTarget *t)
{
  return kontor_mpb_marked (kontor_table_get_highlights (kontor_target_board_get_table (board)), t);
}

/* ---------------------------------------------------------------- targets */

static int
kontor_mp_board_list_targets (KontorTargetBoard *board, KontorTarget *targets, double *xs, double *ys, int max)
{
  MpbLayout l;

  if (!kontor_mp_board_layout (KONTOR_MP_BOARD (board), &l))
    return -1;
  for (int i = 0; i < l.n_items; i++)
    {
      targets[i] = l.items[i];
      kontor_mpb_layout_point (&l, &l.items[i], &xs[i], &ys[i]);
    }
  return l.n_items;
}

static gboolean
kontor_mp_board_target_point (KontorTargetBoard *board, const KontorTarget *target, double *x, double *y)
{
  MpbLayout l;

  return kontor_mp_board_layout (KONTOR_MP_BOARD (board), &l) && kontor_mpb_layout_point (&l, target, x, y);
}

static gboolean
kontor_mp_board_real_target_at (KontorTargetBoard *board, double x, double y, KontorTarget *target)
{
  return kontor_mp_board_target_at (KONTOR_MP_BOARD (board), x, y, target);
}

gboolean
kontor_mp_board_move_cursor (KontorMpBoard *self, int dx, int dy)
{
  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  return kontor_target_board_move_cursor (KONTOR_TARGET_BOARD (self), dx, dy);
}

gboolean
kontor_mp_board_set_cursor (KontorMpBoard *self, const KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  return kontor_target_board_set_cursor (KONTOR_TARGET_BOARD (self), target);
}

gboolean
kontor_mp_board_get_cursor (KontorMpBoard *self, KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_MP_BOARD (self), FALSE);
  return kontor_target_board_get_cursor (KONTOR_TARGET_BOARD (self), target);
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

  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  if (g_strcmp0 (response, "reveal") == 0 && table && city[0])
    kontor_table_activate (table, "mission", g_variant_new_string (city));
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
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));
  const char *name = kontor_game_get_player_name (kontor_table_get_game (table), seat);
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

/* A tap on the Tablet of the player due at their mission city asks for
 * the city (called with a table only). */
static void
kontor_mp_board_real_choose (KontorTargetBoard *board, const KontorTarget *t)
{
  KontorTable *table = kontor_target_board_get_table (board);

  if (t->kind == KONTOR_TARGET_ITEM && t->a == KONTOR_MP_ITEM_MISSION && kontor_mpb_mission_due (table)
      && t->b == ((const MpPosition *) kontor_table_get_entry_position (table))->active)
    ask_mission (KONTOR_MP_BOARD (board), t->b);
  else
    kontor_table_click (table, t);
}

void
kontor_mp_board_choose (KontorMpBoard *self, const KontorTarget *t)
{
  g_return_if_fail (KONTOR_IS_MP_BOARD (self));
  kontor_target_board_choose (KONTOR_TARGET_BOARD (self), t);
}

/* ---------------------------------------------------------------- widget */

static void
kontor_mp_board_draw_all (KontorTargetBoard *board, cairo_t *cr, int width, int height)
{
  KontorMpBoard *self = KONTOR_MP_BOARD (board);
  MpbLayout l;

  if (kontor_mp_board_layout (self, &l))
    kontor_mp_board_draw (self, cr, &l);
}

static void
kontor_mp_board_class_init (KontorMpBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  KontorTargetBoardClass *board_class = KONTOR_TARGET_BOARD_CLASS (klass);

  board_class->list_targets = kontor_mp_board_list_targets;
  board_class->target_point = kontor_mp_board_target_point;
  board_class->target_at = kontor_mp_board_real_target_at;
  board_class->is_highlighted = kontor_mp_board_is_highlighted;
  board_class->choose = kontor_mp_board_real_choose;
  board_class->draw = kontor_mp_board_draw_all;
  /* Translators: the accessible name of Marco Polo's table when nothing is chosen with the keyboard */
  board_class->idle_label = N_("Travellers and table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "kontor-mp-board");
}

static void
kontor_mp_board_init (KontorMpBoard *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  /* Translators: how to use Marco Polo's table with the keyboard */
                                  _("The arrow keys go through the travellers, their hands and journeys, the dice, "
                                    "the kinds of stop and the piles; Enter or Space chooses."), -1);
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
  kontor_target_board_set_table (KONTOR_TARGET_BOARD (self), table);
}
