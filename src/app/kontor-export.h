/* kontor-export.h: a widget as it is shown, saved as PNG or PDF. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The widget's own snapshot (the theme's fonts and colours) on the
 * window's background, with a margin; PDF when path ends in ".pdf".
 * Only while the widget is shown. */
gboolean kontor_export_widget (GtkWidget *sheet, const char *path, GError **error);

G_END_DECLS
