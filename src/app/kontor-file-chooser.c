/* kontor-file-chooser.c */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-file-chooser.h"

typedef struct {
  AdwToastOverlay *toasts;   /* weak */
  KontorFileChooserFunc func;
  gpointer user_data;
  gboolean save;
} Request;

/* A toast whose text is shown as it is (never markup).  A long one (a
 * refusal with its reason) wraps over up to three lines instead of being
 * cut off in a narrow window: libadwaita 1.2's title is one line. */
AdwToast *
kontor_toast_new_plain (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *t = adw_toast_new (escaped);

  if (g_utf8_strlen (text, -1) > 48)
    {
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (label), 3);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      gtk_label_set_width_chars (GTK_LABEL (label), 24);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      adw_toast_set_custom_title (t, label);
    }
  return t;
}

GtkFileFilter *
kontor_file_chooser_filter_new (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Kontor games"));
  gtk_file_filter_add_pattern (filter, "*.kontor");
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
request_free (Request *r)
{
  g_clear_weak_pointer (&r->toasts);
  g_free (r);
}

static void
toast (Request *r, const char *text)
{
  if (r->toasts)
    adw_toast_overlay_add_toast (r->toasts, kontor_toast_new_plain (text));
}

static void
on_response (GtkNativeDialog *dialog, int response, Request *r)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        toast (r, _("Kontor can only use files on this computer."));
      else if (!r->func (path, r->user_data, &error))
        toast (r, error->message);
      else if (r->save)
        {
          /* Translators: %s is the path of the file written */
          g_autofree char *msg = g_strdup_printf (_("Saved as %s"), path);
          toast (r, msg);
        }
    }
  request_free (r);
  g_object_unref (dialog);
}

static void
run (GtkWindow *parent, AdwToastOverlay *toasts, const char *title, const char *name, GtkFileFilter *filter,
     gboolean save, KontorFileChooserFunc func, gpointer user_data)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, parent,
                                                              save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                                              save ? _("_Save") : _("_Open"), _("_Cancel"));
  Request *r = g_new0 (Request, 1);

  g_set_weak_pointer (&r->toasts, toasts);
  r->func = func;
  r->user_data = user_data;
  r->save = save;
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  if (filter)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (save && name)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), r);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
kontor_file_chooser_open (GtkWindow *parent, AdwToastOverlay *toasts, const char *title,
                          GtkFileFilter *filter, KontorFileChooserFunc func, gpointer user_data)
{
  run (parent, toasts, title, NULL, filter, FALSE, func, user_data);
}

void
kontor_file_chooser_save (GtkWindow *parent, AdwToastOverlay *toasts, const char *title, const char *name,
                          GtkFileFilter *filter, KontorFileChooserFunc func, gpointer user_data)
{
  run (parent, toasts, title, name, filter, TRUE, func, user_data);
}
