/* kontor-test-app: the real app for scripts (crash recovery, memory), with
 * the test hooks the shipped binary does not have: KONTOR_TEST_ENTER names a
 * JSON list of record actions entered through the table once the window is
 * up; KONTOR_TEST_REPORT=1 then prints what the window shows. */
#include "config.h"

#include "kontor-application.h"
#include "kontor-engine.h"
#include "kontor-test-support.h"

static gboolean
hooks (gpointer data)
{
  KontorWindow *window = data;
  const char *enter = g_getenv ("KONTOR_TEST_ENTER");
  if (enter && *enter)
    kontor_test_enter (window, enter);
  if (g_strcmp0 (g_getenv ("KONTOR_TEST_REPORT"), "1") == 0)
    kontor_test_report (window);
  return G_SOURCE_REMOVE;
}

static void
on_window_added (GtkApplication *app, GtkWindow *window, gpointer data)
{
  if (KONTOR_IS_WINDOW (window))
    g_timeout_add (200, hooks, window);   /* after activate/open has loaded the game */
}

int
main (int argc, char **argv)
{
  g_autoptr (KontorApplication) app = NULL;

  kontor_i18n_init ();
  app = kontor_application_new (G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
