/* kontor-window.h: the main window (start page; later the table). */
#pragma once

#include <adwaita.h>
#include "kontor-application.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_WINDOW (kontor_window_get_type ())
G_DECLARE_FINAL_TYPE (KontorWindow, kontor_window, KONTOR, WINDOW, AdwApplicationWindow)

KontorWindow *kontor_window_new (KontorApplication *app);

G_END_DECLS
