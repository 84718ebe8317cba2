/* kontor-table-page-actions.c: the table page's actions ("table.*"), one
 * handler each, and their keys.  Each asks the table; none decides a rule. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-table-page-private.h"

static void
activate (KontorTablePage *self, const char *name, GVariant *param)
{
  if (self->table)
    kontor_table_activate (self->table, name, param);
}

static void
action_hire (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "hire", NULL);
}

static void
action_place (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "place", NULL);
}

static void
action_displace (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "displace", NULL);
}

static void
action_move (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "move", NULL);
}

static void
action_claim (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "claim", NULL);
}

/* Ends the turn; a turn ended with actions left says so, with Undo. */
static void
end_turn (KontorTablePage *self)
{
  const KontorPosition *pos;
  guint before;
  int left, seat;

  if (self->table == NULL)
    return;
  pos = kontor_game_get_position (self->game);
  left = pos->phase == KONTOR_PHASE_ACTIONS ? kontor_position_actions_left (pos) : 0;
  seat = pos->active;
  before = kontor_game_get_cursor (self->game);
  activate (self, "end-turn", NULL);
  if (left > 0 && kontor_game_get_cursor (self->game) > before)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%s ended the turn with %d action left.",
                                                         "%s ended the turn with %d actions left.", left),
                                               kontor_game_get_player_name (self->game, seat), left);
      g_autofree char *escaped = g_markup_escape_text (text, -1);
      AdwToast *t = adw_toast_new (escaped);
      adw_toast_set_button_label (t, _("_Undo"));
      /* its Undo undoes this end only while it is the last entry */
      adw_toast_set_action_name (t, "table.undo-end-turn");
      adw_toast_set_action_target_value (t, g_variant_new_uint32 (kontor_game_get_cursor (self->game)));
      adw_toast_set_timeout (t, 5);
      kontor_table_page_add_toast (self, t, text);
    }
}

static void
action_end_turn (GtkWidget *widget, const char *name, GVariant *param)
{
  end_turn (KONTOR_TABLE_PAGE (widget));
}

static void
action_undo_end_turn (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  if (self->table && kontor_game_get_cursor (self->game) == g_variant_get_uint32 (param))
    kontor_table_undo (self->table);
}

/* Enter: Done when an entry waits for it, else End Turn when nothing is
 * being entered; while choosing a target or answering, nothing. */
static void
action_confirm (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  const KontorPosition *pos;

  if (self->table == NULL || kontor_table_get_question (self->table) != NULL
      || kontor_table_get_review (self->table) != G_MAXUINT)
    return;
  pos = kontor_table_get_entry_position (self->table);
  if (kontor_table_get_can_done (self->table))
    kontor_table_done (self->table);
  else if (g_str_equal (kontor_table_get_mode (self->table), "idle") && pos->phase == KONTOR_PHASE_ACTIONS)
    end_turn (self);
}

static void
action_trader (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "piece-kind", g_variant_new_int32 (KONTOR_PIECE_TRADER));
}

static void
action_merchant (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "piece-kind", g_variant_new_int32 (KONTOR_PIECE_MERCHANT));
}

static void
action_toggle_panel (GtkWidget *widget, const char *name, GVariant *param)
{
  kontor_table_page_toggle_panel (KONTOR_TABLE_PAGE (widget));
}

static void
action_undo (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  if (self->table)
    kontor_table_undo (self->table);
}

static void
action_redo (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  if (self->table)
    kontor_table_redo (self->table);
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  if (self->table)
    kontor_table_cancel (self->table);
}

static void
action_piece_kind (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  const KontorHtEntry *e = self->table ? kontor_table_get_state (self->table) : NULL;
  if (e)
    activate (self, "piece-kind", g_variant_new_int32 (e->piece_kind == KONTOR_PIECE_TRADER
                                                       ? KONTOR_PIECE_MERCHANT : KONTOR_PIECE_TRADER));
}

void
kontor_table_page_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.hire", NULL, action_hire);
  gtk_widget_class_install_action (widget_class, "table.place", NULL, action_place);
  gtk_widget_class_install_action (widget_class, "table.displace", NULL, action_displace);
  gtk_widget_class_install_action (widget_class, "table.move", NULL, action_move);
  gtk_widget_class_install_action (widget_class, "table.claim", NULL, action_claim);
  gtk_widget_class_install_action (widget_class, "table.end-turn", NULL, action_end_turn);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, action_redo);
  gtk_widget_class_install_action (widget_class, "table.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "table.piece-kind", NULL, action_piece_kind);
  gtk_widget_class_install_action (widget_class, "table.confirm", NULL, action_confirm);
  gtk_widget_class_install_action (widget_class, "table.undo-end-turn", "u", action_undo_end_turn);
  gtk_widget_class_install_action (widget_class, "table.trader", NULL, action_trader);
  gtk_widget_class_install_action (widget_class, "table.merchant", NULL, action_merchant);
  gtk_widget_class_install_action (widget_class, "table.toggle-panel", NULL, action_toggle_panel);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, 0, "table.hire", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, 0, "table.place", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, 0, "table.displace", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, 0, "table.move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, 0, "table.claim", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "table.trader", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "table.merchant", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "table.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "table.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "table.toggle-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "table.end-turn", NULL);
}

/* Which actions make sense now (the engine's phase, via the table). */
void
kontor_table_page_update_actions (KontorTablePage *self)
{
  /* the moment entries are made on: today's, or the one before an entry being corrected */
  const KontorPosition *pos = kontor_table_get_entry_position (self->table);
  gboolean fixing = kontor_table_get_fixing (self->table, NULL, NULL);
  gboolean acting = kontor_table_get_review (self->table) == G_MAXUINT && pos->phase == KONTOR_PHASE_ACTIONS;
  gboolean can_act = acting && kontor_position_actions_left (pos) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hire", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.place", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.displace", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.move", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.claim", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.end-turn", acting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", fixing || kontor_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", !fixing && kontor_game_can_redo (self->game));
}
