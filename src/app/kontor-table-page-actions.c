/* kontor-table-page-actions.c: the table page's actions ("table.*"), one
 * handler each, and their keys.  Each asks the table; none decides a rule. */
#include "config.h"

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

static void
action_end_turn (GtkWidget *widget, const char *name, GVariant *param)
{
  activate (KONTOR_TABLE_PAGE (widget), "end-turn", NULL);
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
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, 0, "table.hire", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, 0, "table.place", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, 0, "table.displace", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, 0, "table.move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, 0, "table.claim", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "table.piece-kind", NULL);
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
  const KontorPosition *pos = kontor_game_get_position (self->game);
  gboolean acting = kontor_table_get_review (self->table) == G_MAXUINT && pos->phase == KONTOR_PHASE_ACTIONS;
  gboolean can_act = acting && kontor_position_actions_left (pos) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hire", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.place", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.displace", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.move", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.claim", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.end-turn", acting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", kontor_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", kontor_game_can_redo (self->game));
}
