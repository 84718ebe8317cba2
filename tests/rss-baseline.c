/* The memory floor of any libadwaita app here: an empty AdwApplicationWindow
 * with one label, the size of Kontor's window.  build-aux/measure-app.sh
 * prints its peak RSS next to Kontor's, so that Kontor's own share can be
 * told apart from the renderer's (GTK's GL renderer on Mesa's software GL
 * maps libLLVM and keeps its buffers on the heap). */
#include "config.h"

#include <adwaita.h>

#include "kontor-test-support.h"   /* kontor_peak_rss_kb: the same measure as Kontor's */

static gboolean
report (gpointer app)
{
  g_print ("baseline: peak_rss_kb=%ld\n", kontor_peak_rss_kb ());
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), gtk_label_new ("Kontor"));
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add (1500, report, app);
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.kontor.RssBaseline", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
