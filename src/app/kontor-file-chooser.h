/* kontor-file-chooser.h: asking for a file (GtkFileChooserNative), doing
 * something with it, and telling how it went in a toast. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The work on the chosen file's path: FALSE with an error for people. */
typedef gboolean (*KontorFileChooserFunc) (const char *path, gpointer user_data, GError **error);

/* Asks for a file to open, then calls func; its error becomes a toast in
 * toasts.  filter may be NULL.  user_data must live while the (modal)
 * dialog is open. */
void kontor_file_chooser_open (GtkWindow *parent, AdwToastOverlay *toasts, const char *title,
                               GtkFileFilter *filter, KontorFileChooserFunc func, gpointer user_data);
/* Asks where to save (proposing name), then calls func; on success the
 * toast says "Saved as PATH", else it gives func's error. */
void kontor_file_chooser_save (GtkWindow *parent, AdwToastOverlay *toasts, const char *title, const char *name,
                               GtkFileFilter *filter, KontorFileChooserFunc func, gpointer user_data);

/* Kontor's files: games (*.kontor) and end positions (*.json). */
GtkFileFilter *kontor_file_chooser_filter_new (void);

/* A toast with text shown as it is: never read as markup (libadwaita 1.2
 * reads a toast's title as Pango markup). */
AdwToast *kontor_toast_new_plain (const char *text);

G_END_DECLS
