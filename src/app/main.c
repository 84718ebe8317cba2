/* main.c: the kontor app. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-application.h"
#include "kontor-engine.h"

int
main (int argc, char **argv)
{
  g_autoptr (KontorApplication) app = NULL;
  gint64 start = g_get_monotonic_time ();

  kontor_i18n_init ();

  app = kontor_application_new (G_APPLICATION_DEFAULT_FLAGS);
  kontor_application_set_start_time (app, start);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
