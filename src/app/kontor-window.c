/* kontor-window.c */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-window.h"

struct _KontorWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;   /* NULL when the schema is not installed */
  AdwViewStack *stack;
  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (KontorWindow, kontor_window, ADW_TYPE_APPLICATION_WINDOW)

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE) : NULL;
  return schema ? g_settings_new (APPLICATION_ID) : NULL;
}

static gboolean
kontor_window_close_request (GtkWindow *window)
{
  KontorWindow *self = KONTOR_WINDOW (window);
  if (self->settings)
    {
      int width, height;
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window))
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
        }
    }
  return GTK_WINDOW_CLASS (kontor_window_parent_class)->close_request (window);
}

static void
kontor_window_dispose (GObject *object)
{
  KontorWindow *self = KONTOR_WINDOW (object);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_WINDOW);
  G_OBJECT_CLASS (kontor_window_parent_class)->dispose (object);
}

static void
kontor_window_class_init (KontorWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = kontor_window_close_request;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, toast_overlay);
}

static void
kontor_window_init (KontorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = settings_if_installed ();
  if (self->settings)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
}

KontorWindow *
kontor_window_new (KontorApplication *app)
{
  return g_object_new (KONTOR_TYPE_WINDOW, "application", app, NULL);
}
