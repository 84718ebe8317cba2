/* kontor-application.h: the AdwApplication: app actions, about, shortcuts. */
#pragma once

#include <adwaita.h>
#include "kontor-library.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_APPLICATION (kontor_application_get_type ())
G_DECLARE_FINAL_TYPE (KontorApplication, kontor_application, KONTOR, APPLICATION, AdwApplication)

KontorApplication *kontor_application_new (GApplicationFlags flags);
/* When main() started (for --measure-startup). */
void kontor_application_set_start_time (KontorApplication *self, gint64 start);
/* Every game on this computer ($XDG_DATA_HOME/kontor), shared by the windows;
 * deletions still pending are carried out when the application shuts down. */
KontorLibrary *kontor_application_get_library (KontorApplication *self);

G_END_DECLS
