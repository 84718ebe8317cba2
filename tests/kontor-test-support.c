/* kontor-test-support.c: test hooks that used to live in the shipped app:
 * only test programs (kontor-test-app, rss-baseline) link them. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-i18n.h"
#include "kontor-table-page-private.h"
#include <glib/gstdio.h>

#include "kontor-test-support.h"

void
kontor_test_enter (KontorWindow *self, const char *path)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  KontorTablePage *page = kontor_window_get_table_page (self);
  KontorGame *game = kontor_table_page_get_game (page);
  JsonArray *list;
  guint entered = 0;

  if (game == NULL || !json_parser_load_from_file (parser, path, &error)
      || !JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)))
    {
      g_printerr ("kontor: cannot enter %s: %s\n", path, error ? error->message : "no game or not a list");
      return;
    }
  list = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      KontorAction a;
      g_autoptr (GError) err = NULL;
      if (!kontor_action_from_json (json_array_get_element (list, i), kontor_game_get_position (game), &a, &err)
          || !kontor_table_page_apply (page, &a, &err))
        {
          g_printerr ("kontor: action %u refused: %s\n", i, err->message);
          break;
        }
      entered++;
    }
  g_print ("kontor: entered %u\n", entered);
}

long
kontor_peak_rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;
  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || !(line = strstr (status, "VmHWM:")))
    return -1;
  return strtol (line + 6, NULL, 10);
}

AdwMessageDialog *
kontor_test_find_dialog (void)
{
  AdwMessageDialog *found = NULL;
  GList *list = gtk_window_list_toplevels ();
  for (GList *l = list; l; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (list);
  return found;
}

void
kontor_test_report (KontorWindow *self)
{
  KontorGame *game = kontor_table_page_get_game (kontor_window_get_table_page (self));
  AdwMessageDialog *dialog = kontor_test_find_dialog ();

  g_print ("kontor: peak_rss_kb=%ld\n", kontor_peak_rss_kb ());
  if (dialog)
    g_print ("kontor: dialog “%s”: %s%s\n", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog),
             adw_message_dialog_has_response (dialog, "backup") ? "; the backup is offered" : "");
  if (game && g_strcmp0 (kontor_window_get_page (self), "table") == 0)
    {
      KontorScore s;
      g_autoptr (GString) totals = g_string_new (NULL);
      kontor_game_score (game, &s);
      for (int p = 0; p < s.n_players; p++)
        g_string_append_printf (totals, "%s%d", p ? "," : "", s.players[p].total);
      g_print ("kontor: page=table actions=%u totals=%s\n", kontor_game_get_cursor (game), totals->str);
    }
  else
    g_print ("kontor: page=%s\n", kontor_window_get_page (self));
}

void
kontor_test_remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        kontor_test_remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

void
kontor_test_save_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("KONTOR_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  g_assert_cmpint (w, >, 0);
  g_assert_cmpint (h, >, 0);
  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  kontor_test_spin (100);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_mkdir_with_parents (dir ? dir : "screenshots", 0755);
  path = g_build_filename (dir ? dir : "screenshots", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d×%d)", path, w, h);
}

/* ---------------------------------------------------------------- GUI tests */

char *
kontor_test_gui_init (int *argc, char ***argv, const char *tmpl)
{
  char *data;

  kontor_i18n_init ();
  /* a private data folder (autosaves, the described board): the test's
   * files never meet a real one */
  data = g_dir_make_tmp (tmpl, NULL);
  g_assert_nonnull (data);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      kontor_test_remove_tree (data);
      g_free (data);
      return NULL;
    }
  adw_init ();
  return data;
}

KontorApplication *
kontor_test_application_new (void)
{
  KontorApplication *app = kontor_application_new (G_APPLICATION_NON_UNIQUE);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return app;
}

KontorWindow *
kontor_test_open_window (KontorApplication *app)
{
  KontorWindow *window;

  g_application_activate (G_APPLICATION (app));
  window = KONTOR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

void
kontor_test_spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
kontor_test_find_by_id (GtkWidget *root, const char *id)
{
  const char *bid = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)) : NULL;

  if (bid && g_strcmp0 (bid, id) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = kontor_test_find_by_id (c, id);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
kontor_test_find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = kontor_test_find_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
kontor_test_find_button (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) && gtk_widget_get_visible (root))
    {
      g_autoptr (GString) plain = g_string_new (gtk_button_get_label (GTK_BUTTON (root)));
      g_string_replace (plain, "_", "", 1);
      if (strcmp (plain->str, label) == 0)
        return root;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = kontor_test_find_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

KontorPlayPage *
kontor_test_play_page (KontorWindow *window)
{
  return KONTOR_PLAY_PAGE (kontor_test_find_by_id (GTK_WIDGET (window), "play_page"));
}

gboolean
kontor_test_has_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root))
    {
      g_auto (GStrv) lines = g_strsplit (gtk_label_get_label (GTK_LABEL (root)), "\n", -1);
      if (g_strv_contains ((const char *const *) lines, text))
        return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if (kontor_test_has_label (c, text))
      return TRUE;
  return FALSE;
}

KontorTable *
kontor_test_table (KontorWindow *window)
{
  return kontor_play_page_get_table (kontor_test_play_page (window));
}

KontorGame *
kontor_test_game (KontorWindow *window)
{
  return kontor_play_page_get_game (kontor_test_play_page (window));
}

void
kontor_test_screenshot (KontorWindow *window, int w, int h, const char *name)
{
  gtk_window_set_default_size (GTK_WINDOW (window), w, h);
  kontor_test_spin (300);
  kontor_test_save_screenshot (GTK_WIDGET (window), name);
}

void
kontor_test_press (KontorWindow *window, const char *label)
{
  GtkWidget *b = kontor_test_find_button (GTK_WIDGET (kontor_test_play_page (window)), label);

  g_assert_nonnull (b);
  g_assert_true (gtk_widget_is_sensitive (b));
  g_signal_emit_by_name (b, "clicked");
}

void
kontor_test_answer (const char *id)
{
  AdwMessageDialog *dialog = kontor_test_find_dialog ();
  g_autoptr (GtkWidget) keep = NULL;

  g_assert_nonnull (dialog);
  keep = g_object_ref (GTK_WIDGET (dialog));
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (dialog)); w;)
    {
      if (GTK_IS_BUTTON (w) && g_strcmp0 (g_object_get_data (G_OBJECT (w), "kontor-response"), id) == 0)
        {
          g_signal_emit_by_name (w, "clicked");
          return;
        }
      /* depth first */
      if (gtk_widget_get_first_child (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w && !gtk_widget_get_next_sibling (w) && w != GTK_WIDGET (dialog))
            w = gtk_widget_get_parent (w);
          w = (w && w != GTK_WIDGET (dialog)) ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert_true (adw_message_dialog_has_response (dialog, id));
  adw_message_dialog_response (dialog, id);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

const char *
kontor_test_cell_text (GtkGrid *grid, int column, int row)
{
  GtkWidget *w = gtk_grid_get_child_at (grid, column, row);

  g_assert_true (GTK_IS_LABEL (w));
  return gtk_label_get_label (GTK_LABEL (w));
}
