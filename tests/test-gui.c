/* GUI tests: the real window, in-process, under Xvfb.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR (build/screenshots). */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "kontor-application.h"
#include "kontor-window.h"

static KontorApplication *app;

static GtkWidget *
find_by_id (GtkWidget *root, const char *id)
{
  const char *bid = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)) : NULL;
  if (bid && g_strcmp0 (bid, id) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_id (c, id);
      if (found)
        return found;
    }
  return NULL;
}

static void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

static void
save_screenshot (GtkWidget *widget, const char *name)
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
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_mkdir_with_parents (dir ? dir : "screenshots", 0755);
  path = g_build_filename (dir ? dir : "screenshots", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static KontorWindow *
open_window (void)
{
  KontorWindow *window;
  g_application_activate (G_APPLICATION (app));
  window = KONTOR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  spin (200);
  return window;
}

static void
test_start_page (void)
{
  KontorWindow *window = open_window ();
  GtkWidget *new_game = find_by_id (GTK_WIDGET (window), "new_game_button");
  GtkWidget *cont = find_by_id (GTK_WIDGET (window), "continue_button");
  const char *lang = g_getenv ("LANGUAGE");
  gboolean spanish = lang && g_str_has_prefix (lang, "es");

  g_assert_nonnull (new_game);
  g_assert_nonnull (cont);
  g_assert_true (gtk_widget_get_visible (new_game));
  /* present but disabled until the game features land */
  g_assert_false (gtk_widget_get_sensitive (cont));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (new_game)), ==,
                   spanish ? "_Nueva partida" : "_New Game");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Kontor");
  save_screenshot (GTK_WIDGET (window), spanish ? "start-page-es.png" : "start-page.png");
}

static void
test_about_and_shortcuts (void)
{
  KontorWindow *window = open_window ();
  GtkWindow *about = NULL;
  GList *list;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  spin (300);
  for (list = gtk_window_list_toplevels (); list; list = g_list_delete_link (list, list))
    if (ADW_IS_ABOUT_WINDOW (list->data))
      about = list->data;
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  save_screenshot (GTK_WIDGET (about), "about.png");
  gtk_window_destroy (about);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  spin (300);
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)))));
  gtk_window_close (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))));
}

static void
test_window_size_saved (void)
{
  KontorWindow *window = open_window ();
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  spin (100);
  gtk_window_close (GTK_WINDOW (window));
  spin (100);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1100);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  /* a new window comes back at that size */
  window = open_window ();
  {
    int w, h;
    gtk_window_get_default_size (GTK_WINDOW (window), &w, &h);
    g_assert_cmpint (w, ==, 1100);
    g_assert_cmpint (h, ==, 700);
  }
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("KONTOR_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  adw_init ();
  app = kontor_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/gui/start-page", test_start_page);
  g_test_add_func ("/gui/about-and-shortcuts", test_about_and_shortcuts);
  g_test_add_func ("/gui/window-size-saved", test_window_size_saved);
  return g_test_run ();
}
