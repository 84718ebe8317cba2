/* kontor-window-actions.c: the window's actions (win.*): the library of
 * games (open, export, delete with undo), undo/redo, navigation. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "kontor-file-chooser.h"
#include "kontor-table-page-private.h"
#include "kontor-window-private.h"
#include "kontor-title-view.h"

static gboolean
save_chosen (const char *path, gpointer user_data, GError **error)
{
  return kontor_window_save_file (KONTOR_WINDOW (user_data), path, error);
}

static void
save_as (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  g_autoptr (GtkFileFilter) filter = kontor_file_chooser_filter_new ();
  kontor_file_chooser_save (GTK_WINDOW (self), kontor_window_get_toast_overlay (self), _("Save the Game"), _("game.kontor"), filter,
                            save_chosen, self);
}

/* ---------------------------------------------------------------- the library */

gboolean
kontor_window_export (KontorWindow *self, const char *from, const char *to, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  if (!g_file_get_contents (from, &data, &len, error))
    return FALSE;
  return g_file_set_contents (to, data, (gssize) len, error);
}

static gboolean
export_chosen (const char *path, gpointer user_data, GError **error)
{
  KontorWindow *self = user_data;
  return kontor_window_export (self, self->export_from, path, error);
}

static void
export_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  const char *path = g_variant_get_string (param, NULL);
  g_autoptr (GtkFileFilter) filter = kontor_file_chooser_filter_new ();
  g_autofree char *base = g_path_get_basename (path);

  kontor_window_save_end (self);
  g_free (self->export_from);
  self->export_from = g_strdup (path);
  kontor_file_chooser_save (GTK_WINDOW (self), self->toast_overlay, _("Export the Game"), base, filter,
                            export_chosen, self);
}

static void
on_delete_toast_dismissed (AdwToast *toast, KontorLibrary *library)
{
  g_autoptr (GError) error = NULL;
  const char *path = g_object_get_data (G_OBJECT (toast), "path");
  if (!kontor_library_commit_deletion (library, path, &error))
    g_warning ("%s", error->message);
}

void
kontor_window_delete_game (KontorWindow *self, const char *path)
{
  KontorLibraryEntry *entry = kontor_library_lookup (self->library, path);
  g_autofree char *names = NULL;
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *t;

  if (entry == NULL)
    return;
  names = kontor_library_entry_dup_names (entry);
  if (!kontor_library_delete (self->library, path))
    return;
  /* Translators: %s: the players' names (or the file's name) */
  title = g_strdup_printf (kontor_library_entry_get_adopted (entry) ? _("The game of %s is no longer listed")
                                                                     : _("The game of %s was deleted"), names);
  escaped = g_markup_escape_text (title, -1);
  t = adw_toast_new (escaped);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, "win.undelete-game");
  adw_toast_set_action_target_value (t, g_variant_new_string (kontor_library_entry_get_path (entry)));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  /* deleted for real once the toast is gone (or when Kontor quits) */
  g_object_set_data_full (G_OBJECT (t), "path", g_strdup (kontor_library_entry_get_path (entry)), g_free);
  g_signal_connect_data (t, "dismissed", G_CALLBACK (on_delete_toast_dismissed), g_object_ref (self->library),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
delete_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_delete_game (KONTOR_WINDOW (user_data), g_variant_get_string (param, NULL));
}

static void
undelete_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  kontor_library_undelete (self->library, g_variant_get_string (param, NULL));
}

static void
open_library_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_open_entry (KONTOR_WINDOW (user_data), g_variant_get_string (param, NULL), NULL);
}

/* ---------------------------------------------------------------- actions */

static void
undo (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  if (self->game)
    kontor_game_undo (self->game);   /* the game's "changed" saves and updates the header */
}

static void
redo (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  if (self->game)
    kontor_game_redo (self->game);
}

static void
go_home (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_show_page (KONTOR_WINDOW (user_data), "start");
}

static void
show_score (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_on_show_score (NULL, KONTOR_WINDOW (user_data));
}

static void
show_rules (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  KontorRulesWindow *rules = kontor_window_get_rules_window (self);
  const KontorTitleView *view = self->game ? kontor_title_view_lookup (kontor_game_get_title (self->game)->id) : NULL;
  guint n = 0;
  const KontorRulesSection *sections = view && view->rules_sections ? view->rules_sections (&n) : NULL;

  /* the rules of the game at the table */
  kontor_rules_window_set_sections (rules, sections, n);
  kontor_rules_window_show_section (rules, param ? g_variant_get_string (param, NULL) : NULL);
  gtk_window_present (GTK_WINDOW (rules));
}

static void
new_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_new_game (KONTOR_WINDOW (user_data));
}

static void
open_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_open (KONTOR_WINDOW (user_data));
}

static void
continue_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_continue (KONTOR_WINDOW (user_data));
}

static void
score_game (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  kontor_window_score_game (KONTOR_WINDOW (user_data));
}

static const GActionEntry win_actions[] = {
  { .name = "rules", .activate = show_rules, .parameter_type = "s" },
  { .name = "undo", .activate = undo },
  { .name = "redo", .activate = redo },
  { .name = "home", .activate = go_home },
  { .name = "save-as", .activate = save_as },
  { .name = "show-score", .activate = show_score },
  { .name = "new-game", .activate = new_game },
  { .name = "open-game", .activate = open_game },
  { .name = "continue-game", .activate = continue_game },
  { .name = "score-game", .activate = score_game },
  { .name = "open-library-game", .activate = open_library_game, .parameter_type = "s" },
  { .name = "export-game", .activate = export_game, .parameter_type = "s" },
  { .name = "delete-game", .activate = delete_game, .parameter_type = "s" },
  { .name = "undelete-game", .activate = undelete_game, .parameter_type = "s" },
};

/* ---------------------------------------------------------------- table keys */

/* A table key pressed wherever the focus is in the window (the header bar,
 * after the menu or the rules window closed): the table's action, when the
 * table is shown.  Keys the focused widget uses itself never get here. */
static gboolean
forward_to_table (GtkWidget *widget, GVariant *args, gpointer data)
{
  KontorWindow *self = KONTOR_WINDOW (widget);
  if (g_strcmp0 (kontor_window_get_page (self), "table") != 0)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self->table_page), data, NULL);
}

static void
add_table_keys (KontorWindow *self)
{
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_1, 0, "table.hire" }, { GDK_KEY_2, 0, "table.place" }, { GDK_KEY_3, 0, "table.displace" },
    { GDK_KEY_4, 0, "table.move" }, { GDK_KEY_5, 0, "table.claim" },
    { GDK_KEY_KP_1, 0, "table.hire" }, { GDK_KEY_KP_2, 0, "table.place" }, { GDK_KEY_KP_3, 0, "table.displace" },
    { GDK_KEY_KP_4, 0, "table.move" }, { GDK_KEY_KP_5, 0, "table.claim" },
    { GDK_KEY_t, 0, "table.trader" }, { GDK_KEY_m, 0, "table.merchant" },
    { GDK_KEY_Return, 0, "table.confirm" }, { GDK_KEY_KP_Enter, 0, "table.confirm" },
    { GDK_KEY_Return, GDK_CONTROL_MASK, "table.end-turn" }, { GDK_KEY_F9, 0, "table.toggle-panel" },
    { GDK_KEY_Escape, 0, "table.cancel" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "table.undo" }, { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "table-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, keys[i].mods),
                                                            gtk_callback_action_new (forward_to_table, (gpointer) keys[i].action, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
kontor_window_add_actions (KontorWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  add_table_keys (self);
}
