/* kontor-application.h: the AdwApplication: app actions, about, shortcuts. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KONTOR_TYPE_APPLICATION (kontor_application_get_type ())
G_DECLARE_FINAL_TYPE (KontorApplication, kontor_application, KONTOR, APPLICATION, AdwApplication)

KontorApplication *kontor_application_new (GApplicationFlags flags);
/* When main() started (for --measure-startup). */
void kontor_application_set_start_time (KontorApplication *self, gint64 start);

G_END_DECLS
