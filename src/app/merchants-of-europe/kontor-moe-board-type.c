/* kontor-moe-board-type.c: what Merchants of Europe's table types rather
 * than taps (there is no board data, spec §4.3): the city of a setup
 * kontor, the city where a merchant founds a kontor, and the label of the
 * next placement, stop or robber terrain (kontor-moe-table.h's "city",
 * "found" and "label" commands), each asked in a small dialog. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "kontor-moe-board-private.h"

/* The buttons the step shows: MOEB_TYPE_* into whats; how many. */
int
kontor_moeb_type_buttons (KontorTable *table, int whats[2])
{
  const char *mode = kontor_table_get_mode (table);
  MoeDo due;
  int seat;

  if (g_strcmp0 (mode, "setup") == 0 && kontor_moe_setup_due (kontor_table_get_entry_position (table), &due, &seat))
    {
      if (due == MOE_DO_SETUP_RESOURCES)
        return 0;
      whats[0] = due == MOE_DO_SETUP_ROUTE ? MOEB_TYPE_LABEL : MOEB_TYPE_CITY;
      return 1;
    }
  if (g_strcmp0 (mode, "merchant") == 0)
    {
      whats[0] = MOEB_TYPE_FOUND;
      whats[1] = MOEB_TYPE_LABEL;
      return 2;
    }
  whats[0] = MOEB_TYPE_LABEL;
  return g_strcmp0 (mode, "caravan") == 0 || g_strcmp0 (mode, "robber") == 0 || g_strcmp0 (mode, "actions") == 0
         || g_strcmp0 (mode, "free-route") == 0;
}

/* The button's words (also its tooltip and accessible name). */
char *
kontor_moeb_type_text (KontorMoeBoard *self, int what)
{
  const KontorMoeEntry *e = kontor_table_get_state (kontor_target_board_get_table (KONTOR_TARGET_BOARD (self)));

  if (what == MOEB_TYPE_CITY)
    /* Translators: a button: type the city where a setup kontor was placed */
    return g_strdup (_("Type the city…"));
  if (what == MOEB_TYPE_FOUND)
    /* Translators: a button: type the city where the merchant founds a kontor */
    return g_strdup (_("Founds a kontor in…"));
  if (e && e->label[0])
    /* Translators: a button showing the label typed for the next placement or stop */
    return g_strdup_printf (_("Label: %s"), e->label);
  /* Translators: a button: type a label for the next placement, stop or robber terrain (optional) */
  return g_strdup (_("Type a label…"));
}

static void
on_response (AdwMessageDialog *dialog, const char *response, KontorMoeBoard *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  int what = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "kontor-moe-what"));
  static const char *const commands[] = { "label", "city", "found" };
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  KontorTable *table = kontor_target_board_get_table (KONTOR_TARGET_BOARD (self));

  if (g_strcmp0 (response, "ok") != 0 || table == NULL || (what != MOEB_TYPE_LABEL && text[0] == '\0'))
    return;
  kontor_table_activate (table, commands[what], g_variant_new_string (text));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kontor_moeb_ask_text (KontorMoeBoard *self, int what)
{
  static const char *const headings[] = {
    /* Translators: the heading of the dialog that asks for a label */
    N_("Which Label?"), N_("Which City?"), N_("Where Is the Kontor Founded?"),
  };
  static const char *const bodies[] = {
    N_("The label of the next route, merchant or caravan placed, of the merchant's or caravan's stop, or of the "
       "robber's new terrain, as your table names it. It may stay empty."),
    N_("The city space where the kontor was placed, as your table names it (a lower-case name such as wien)."),
    N_("The empty city space where the merchant's movement ends: it founds a kontor there."),
  };
  const KontorMoeEntry *e = kontor_table_get_state (kontor_target_board_get_table (KONTOR_TARGET_BOARD (self)));
  GtkWidget *dialog, *entry = gtk_entry_new ();

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _(headings[what]),
                                   _(bodies[what]));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "ok", _("_OK"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "ok", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  if (what == MOEB_TYPE_LABEL && e)
    gtk_editable_set_text (GTK_EDITABLE (entry), e->label);
  gtk_entry_set_max_length (GTK_ENTRY (entry), MOE_LABEL_MAX - 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _(headings[what]), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_object_set_data (G_OBJECT (dialog), "kontor-moe-what", GINT_TO_POINTER (what));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}
