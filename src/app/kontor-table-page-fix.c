/* kontor-table-page-fix.c: correcting an earlier entry from the history
 * (docs/corrections.md).  Each history row has a menu (Correct, Insert
 * Before, Delete; on the entry that needs attention also Drop the Waiting
 * Entries); the table does the rest: the board as it was, the entry made
 * with the ordinary clicks, its consequences asked in a dialog before
 * anything changes, and a toast with what the correction did. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-table-page-private.h"

static void
begin (KontorTablePage *self, KontorFixKind kind, guint index)
{
  g_autoptr (GError) error = NULL;
  if (self->table && !kontor_table_begin_fix (self->table, kind, index, &error))
    kontor_table_page_toast (self, error->message, NULL);
}

static void
action_fix_replace (GtkWidget *widget, const char *name, GVariant *param)
{
  begin (KONTOR_TABLE_PAGE (widget), KONTOR_FIX_REPLACE, g_variant_get_uint32 (param));
}

static void
action_fix_insert (GtkWidget *widget, const char *name, GVariant *param)
{
  begin (KONTOR_TABLE_PAGE (widget), KONTOR_FIX_INSERT, g_variant_get_uint32 (param));
}

static void
action_fix_delete (GtkWidget *widget, const char *name, GVariant *param)
{
  begin (KONTOR_TABLE_PAGE (widget), KONTOR_FIX_DELETE, g_variant_get_uint32 (param));
}

static void
action_fix_drop (GtkWidget *widget, const char *name, GVariant *param)
{
  begin (KONTOR_TABLE_PAGE (widget), KONTOR_FIX_DROP_WAITING, 0);
}

/* The last correction's whole summary (the toast shows its first line). */
static void
action_fix_details (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  const char *summary = self->table ? kontor_table_get_fix_summary (self->table) : NULL;
  GtkWidget *dialog;

  if (summary == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("What the Correction Changed"), summary);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  /* closed, the keys go back to the board */
  g_signal_connect_object (dialog, "response", G_CALLBACK (gtk_widget_grab_focus), KONTOR_TABLE_PAGE (widget)->board,
                           G_CONNECT_SWAPPED);
  kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
  gtk_window_present (GTK_WINDOW (dialog));
}

void
kontor_table_page_install_fix_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.fix-replace", "u", action_fix_replace);
  gtk_widget_class_install_action (widget_class, "table.fix-insert", "u", action_fix_insert);
  gtk_widget_class_install_action (widget_class, "table.fix-delete", "u", action_fix_delete);
  gtk_widget_class_install_action (widget_class, "table.fix-drop", NULL, action_fix_drop);
  gtk_widget_class_install_action (widget_class, "table.fix-details", NULL, action_fix_details);
}

/* ------------------------------------------------------------ the rows */

static void
add_item (GMenu *menu, const char *label, const char *action, guint index)
{
  g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);
  g_menu_item_set_action_and_target_value (item, action, index == G_MAXUINT ? NULL : g_variant_new_uint32 (index));
  g_menu_append_item (menu, item);
}

/* The menu is made when its button opens: a popover menu made for each of a
 * long game's hundreds of rows took seconds (twenty with a screen reader's
 * bus) before the window could answer. */
GMenuModel *
kontor_table_page_fix_menu (KontorHistoryEntry *entry)
{
  guint index = kontor_history_entry_get_index (entry);
  GMenu *menu = g_menu_new ();

  add_item (menu, _("_Correct This Entry"), "table.fix-replace", index);
  add_item (menu, _("_Insert a Forgotten Entry Before"), "table.fix-insert", index);
  add_item (menu, _("_Delete This Entry"), "table.fix-delete", index);
  if (kontor_history_entry_get_attention (entry) != NULL)
    add_item (menu, _("Drop the _Waiting Entries"), "table.fix-drop", G_MAXUINT);
  return G_MENU_MODEL (menu);
}

static void
create_popup (GtkMenuButton *button, gpointer entry)
{
  g_autoptr (GMenuModel) menu = NULL;

  if (gtk_menu_button_get_menu_model (button) != NULL)
    return;
  menu = kontor_table_page_fix_menu (entry);
  gtk_menu_button_set_menu_model (button, menu);
}

GtkWidget *
kontor_table_page_fix_menu_button (KontorTablePage *self, KontorHistoryEntry *entry)
{
  guint index = kontor_history_entry_get_index (entry);
  gboolean attention = kontor_history_entry_get_attention (entry) != NULL;
  GtkWidget *button;
  g_autofree char *name = NULL;

  /* undone entries are redone, not corrected; of the waiting ones only the
   * first can be touched */
  if (kontor_history_entry_get_undone (entry) || (kontor_history_entry_get_waiting (entry) && !attention))
    return NULL;
  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_popup, g_object_ref (entry), g_object_unref);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  /* Translators: %u is an entry's number in the history */
  name = g_strdup_printf (_("Correct entry %u"), index + 1);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return button;
}

/* ------------------------------------------------------------ confirm, report */

static void
on_confirm_response (AdwMessageDialog *dialog, const char *response, KontorTablePage *self)
{
  self->fix_dialog = NULL;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));   /* the keys back to the board */
  if (self->table == NULL || kontor_table_get_fix_preview (self->table) == NULL)
    return;
  if (g_strcmp0 (response, "correct") == 0)
    kontor_table_done (self->table);
  else
    kontor_table_cancel (self->table);
}

/* A pending correction is asked in a dialog: its consequences are several
 * lines, more than the prompt bar holds. */
void
kontor_table_page_update_fix (KontorTablePage *self)
{
  const char *preview = self->table ? kontor_table_get_fix_preview (self->table) : NULL;
  GtkWidget *dialog;

  if (preview == NULL || self->fix_dialog != NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Make This Correction?"), preview);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "correct", _("C_orrect"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "correct", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "correct");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_confirm_response), self, 0);
  self->fix_dialog = dialog;
  kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
  gtk_window_present (GTK_WINDOW (dialog));
}

void
kontor_table_page_on_fixed (KontorTable *table, const char *summary, KontorTablePage *self)
{
  g_auto (GStrv) lines = g_strsplit (summary, "\n", 2);
  g_autofree char *escaped = g_markup_escape_text (lines[0] ? lines[0] : "", -1);
  AdwToast *t = adw_toast_new (escaped);

  /* only the last correction's toast: an older one would say what no longer holds */
  if (self->fix_toast)
    adw_toast_dismiss (self->fix_toast);
  adw_toast_set_button_label (t, _("_Details"));
  adw_toast_set_action_name (t, "table.fix-details");
  adw_toast_set_timeout (t, 8);
  g_set_object (&self->fix_toast, t);
  kontor_table_page_add_toast (self, t, lines[0] ? lines[0] : "");
}
