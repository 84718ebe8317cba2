/* kontor-i18n.h: for programs (the app, kontor-cli, tests), never called by
 * the engine library itself: setlocale and the "kontor" text domain from
 * $KONTOR_LOCALEDIR (build tree, tests) or the installed locale folder.
 * Needs config.h (GETTEXT_PACKAGE, LOCALEDIR) included first. */
#pragma once

#include <glib.h>
#include <libintl.h>
#include <locale.h>

static inline void
kontor_i18n_init (void)
{
  const char *localedir = g_getenv ("KONTOR_LOCALEDIR");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
