/* kontor-application.c */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-application.h"
#include "kontor-window.h"
#include "kontor-a11y.h"

struct _KontorApplication
{
  AdwApplication parent_instance;
  gboolean continue_game;
  gboolean measure_startup;
  gint64 start_time;
  KontorLibrary *library;
};

G_DEFINE_FINAL_TYPE (KontorApplication, kontor_application, ADW_TYPE_APPLICATION)

KontorApplication *
kontor_application_new (GApplicationFlags flags)
{
  return g_object_new (KONTOR_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/kontor/Kontor",
                       NULL);
}

/* --measure-startup: the time from main() to the first frame drawn. */
static void
on_first_paint (GdkFrameClock *clock, KontorApplication *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, self);
  g_print ("startup ms: %.1f\n", (g_get_monotonic_time () - self->start_time) / 1000.0);
  g_application_quit (G_APPLICATION (self));
}

static gboolean
on_first_tick (GtkWidget *window, GdkFrameClock *clock, gpointer user_data)
{
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_paint), user_data);
  return G_SOURCE_REMOVE;
}

void
kontor_application_set_start_time (KontorApplication *self, gint64 start)
{
  self->start_time = start;
}

static void
kontor_application_activate (GApplication *app)
{
  KontorApplication *self = KONTOR_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (kontor_window_new (self));
  gtk_window_present (window);
  if (self->continue_game)
    {
      self->continue_game = FALSE;
      kontor_window_continue (KONTOR_WINDOW (window));
    }
  if (self->measure_startup)
    gtk_widget_add_tick_callback (GTK_WIDGET (window), on_first_tick, self, NULL);
}

static void
kontor_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (kontor_window_new (KONTOR_APPLICATION (app)));
  gtk_window_present (window);
  if (n_files > 0)
    {
      g_autofree char *path = g_file_get_path (files[0]);
      if (path)
        kontor_window_open_file (KONTOR_WINDOW (window), path);
    }
}

static int
kontor_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  KontorApplication *self = KONTOR_APPLICATION (app);
  if (g_variant_dict_contains (options, "continue"))
    self->continue_game = TRUE;
  if (g_variant_dict_contains (options, "measure-startup"))
    self->measure_startup = TRUE;
  return -1;   /* go on as usual */
}

static void
show_about (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWindow *window = gtk_application_get_active_window (app);
  const char *developers[] = { _("The Kontor developers"), NULL };

  adw_show_about_window (window,
                         "application-name", _("Kontor"),
                         "application-icon", APPLICATION_ID,
                         "developer-name", _("The Kontor developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("A companion for Hansa Teutonica at the table: it checks every action against the rules, keeps every count and adds up the final score."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
quit (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (app);
  /* Closing the windows lets each one save its state. */
  while (windows)
    {
      GList *next = windows->next;
      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
}

static KontorWindow *
window_of (GtkApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (app);
  if (window == NULL)
    window = GTK_WINDOW (kontor_window_new (KONTOR_APPLICATION (app)));
  gtk_window_present (window);
  return KONTOR_WINDOW (window);
}

/* app.new-game, app.open-game, …: the window's action of the same name
 * (the shortcuts and the desktop's menu name the application's). */
static void
forward_to_window (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  KontorWindow *window = window_of (GTK_APPLICATION (user_data));
  g_action_group_activate_action (G_ACTION_GROUP (window), g_action_get_name (G_ACTION (action)), parameter);
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = show_about },
  { .name = "quit", .activate = quit },
  { .name = "new-game", .activate = forward_to_window },
  { .name = "open-game", .activate = forward_to_window },
  { .name = "continue-game", .activate = forward_to_window },
  { .name = "score-game", .activate = forward_to_window },
};

KontorLibrary *
kontor_application_get_library (KontorApplication *self)
{
  if (self->library == NULL)
    {
      g_autofree char *dir = kontor_library_default_dir ();
      self->library = kontor_library_new (dir);
    }
  return self->library;
}

static void
kontor_application_shutdown (GApplication *app)
{
  KontorApplication *self = KONTOR_APPLICATION (app);
  g_autoptr (GError) error = NULL;
  /* the games deleted while their Undo toast was still up */
  if (self->library && !kontor_library_commit_deletion (self->library, NULL, &error))
    g_warning ("%s", error->message);
  G_APPLICATION_CLASS (kontor_application_parent_class)->shutdown (app);
}

static void
kontor_application_finalize (GObject *object)
{
  g_clear_object (&KONTOR_APPLICATION (object)->library);
  G_OBJECT_CLASS (kontor_application_parent_class)->finalize (object);
}

static void
kontor_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *new_accels[] = { "<Control>n", NULL };
  static const char *open_accels[] = { "<Control>o", NULL };
  static const char *rules_accels[] = { "F1", NULL };
  static const char *save_accels[] = { "<Control>s", "<Control><Shift>s", NULL };

  G_APPLICATION_CLASS (kontor_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-game", new_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.open-game", open_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.rules::setup", rules_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.save-as", save_accels);
}

/* Every window of the app (dialogs, the rules, the shortcuts) gets names a
 * screen reader can say (kontor-a11y.c). */
static void
kontor_application_window_added (GtkApplication *app, GtkWindow *window)
{
  GTK_APPLICATION_CLASS (kontor_application_parent_class)->window_added (app, window);
  kontor_a11y_watch_window (window);
  if (GTK_IS_APPLICATION_WINDOW (window))
    kontor_a11y_watch_window (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))));
}

static void
kontor_application_class_init (KontorApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GTK_APPLICATION_CLASS (klass)->window_added = kontor_application_window_added;
  app_class->activate = kontor_application_activate;
  app_class->open = kontor_application_open;
  app_class->handle_local_options = kontor_application_handle_local_options;
  app_class->startup = kontor_application_startup;
  app_class->shutdown = kontor_application_shutdown;
  G_OBJECT_CLASS (klass)->finalize = kontor_application_finalize;
}

static void
kontor_application_init (KontorApplication *self)
{
  static const GOptionEntry entries[] = {
    { "continue", 'c', 0, G_OPTION_ARG_NONE, NULL, N_("Continue the last game"), NULL },
    { "measure-startup", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the time to the first drawn frame, then quit"), NULL },
    { NULL }
  };
  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}
