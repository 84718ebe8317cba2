/* main.c: the kontor app. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "kontor-application.h"

int
main (int argc, char **argv)
{
  g_autoptr (KontorApplication) app = NULL;
  const char *localedir = g_getenv ("KONTOR_LOCALEDIR");
  gint64 start = g_get_monotonic_time ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = kontor_application_new (G_APPLICATION_DEFAULT_FLAGS);
  kontor_application_set_start_time (app, start);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
