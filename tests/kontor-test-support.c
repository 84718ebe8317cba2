/* kontor-test-support.c: test hooks that used to live in the shipped app:
 * only test programs (kontor-test-app, rss-baseline) link them. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
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
  gint64 until;

  g_assert_cmpint (w, >, 0);
  g_assert_cmpint (h, >, 0);
  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  until = g_get_monotonic_time () + 100 * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_mkdir_with_parents (dir ? dir : "screenshots", 0755);
  path = g_build_filename (dir ? dir : "screenshots", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d×%d)", path, w, h);
}
