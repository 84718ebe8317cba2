/* kontor-window.c: pages (start, new game, table, score), files, autosave. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "kontor-end-page.h"
#include "kontor-rules-window.h"
#include "kontor-score-page.h"
#include "kontor-setup-page.h"
#include "kontor-table-page.h"
#include "kontor-table-page-private.h"
#include "kontor-window.h"

struct _KontorWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;   /* NULL when the schema is not installed */
  AdwViewStack *stack;
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *undo_box;
  GtkWidget *home_button;
  KontorSetupPage *setup_page;
  KontorTablePage *table_page;
  KontorScorePage *score_page;
  KontorEndPage *end_page;
  char *score_from;      /* the page "Back" returns to from the score */
  KontorRulesWindow *rules;
  char *file;            /* where "Save As" last wrote, for the title */
  KontorGame *game;      /* the game at the table: its "changed" autosaves */
};

G_DEFINE_FINAL_TYPE (KontorWindow, kontor_window, ADW_TYPE_APPLICATION_WINDOW)

char *
kontor_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "kontor", "current.kontor", NULL);
}

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE) : NULL;
  return schema ? g_settings_new (APPLICATION_ID) : NULL;
}

static void
toast (KontorWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static KontorGame *
game_of (KontorWindow *self)
{
  return kontor_table_page_get_game (self->table_page);
}

static void
update_chrome (KontorWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->stack);
  KontorGame *game = game_of (self);
  gboolean on_table = g_strcmp0 (page, "table") == 0;
  GAction *action;

  gtk_widget_set_visible (self->undo_box, on_table);
  gtk_widget_set_visible (self->home_button, g_strcmp0 (page, "start") != 0);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), on_table && game && kontor_game_can_undo (game));
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "redo");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), on_table && game && kontor_game_can_redo (game));
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "save-as");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), game != NULL);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-score");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), game != NULL);

  if (game && (on_table || g_strcmp0 (page, "score") == 0))
    {
      g_autoptr (GString) players = g_string_new (NULL);
      const KontorPosition *pos = kontor_game_get_position (game);
      for (int p = 0; p < pos->n_players; p++)
        g_string_append_printf (players, "%s%s", p ? ", " : "", kontor_game_get_player_name (game, p));
      if (self->file)
        {
          g_autofree char *base = g_path_get_basename (self->file);
          g_string_append_printf (players, " · %s", base);
        }
      adw_window_title_set_subtitle (self->window_title, players->str);
    }
  else
    adw_window_title_set_subtitle (self->window_title, NULL);
}

static void
update_continue (KontorWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *path = kontor_autosave_path ();
  GAction *action = app ? g_action_map_lookup_action (G_ACTION_MAP (app), "continue-game") : NULL;
  if (action)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
autosave (KontorWindow *self)
{
  g_autofree char *path = kontor_autosave_path ();
  g_autoptr (GError) error = NULL;
  KontorGame *game = game_of (self);
  if (game == NULL)
    return;
  if (!kontor_game_save (game, path, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("The game could not be saved: %s"), error->message);
      toast (self, msg);
    }
  update_continue (self);
}

static void
show_page (KontorWindow *self, const char *name)
{
  adw_view_stack_set_visible_child_name (self->stack, name);
  update_chrome (self);
}

/* Every entry, undo and redo of the game: autosave, and the header follows
 * the game's can-undo and can-redo. */
static void
on_game_changed (KontorGame *game, KontorWindow *self)
{
  autosave (self);
  update_chrome (self);
}

/* The game at the table (the model the window listens to). */
static void
attach_game (KontorWindow *self, KontorGame *game)
{
  if (self->game)
    g_signal_handlers_disconnect_by_func (self->game, on_game_changed, self);
  g_set_object (&self->game, game);
  g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  kontor_table_page_set_game (self->table_page, game);
}

void
kontor_window_set_game (KontorWindow *self, KontorGame *game, const char *file)
{
  g_free (self->file);
  self->file = g_strdup (file);
  kontor_table_page_set_walkthrough (self->table_page, FALSE);
  attach_game (self, game);
  show_page (self, "table");
  autosave (self);
}


static void
on_show_score (KontorTablePage *page, KontorWindow *self)
{
  kontor_score_page_set_game (self->score_page, game_of (self));
  g_free (self->score_from);
  self->score_from = g_strdup ("table");
  show_page (self, "score");
}

static void
on_end_show_score (KontorEndPage *page, KontorWindow *self)
{
  const KontorEndPosition *end = kontor_end_page_get_end (page);
  kontor_score_page_set_position (self->score_page, &end->pos, (const char *const *) end->names);
  g_free (self->score_from);
  self->score_from = g_strdup ("end");
  show_page (self, "score");
}

static void
on_score_back (KontorScorePage *page, KontorWindow *self)
{
  show_page (self, self->score_from ? self->score_from : "table");
}

static void
on_setup_start_scoring (KontorSetupPage *page, KontorWindow *self)
{
  const char *names[KONTOR_MAX_PLAYERS] = { NULL };
  KontorColor colors[KONTOR_MAX_PLAYERS] = { 0 };
  int n = kontor_setup_page_get_players (page, names, colors);
  KontorEndPosition end;
  g_autoptr (GError) error = NULL;

  if (!kontor_end_position_init (&end, kontor_setup_page_get_board (page), n, names, colors, &error))
    {
      toast (self, error->message);
      return;
    }
  kontor_end_page_set_end (self->end_page, &end);
  kontor_end_position_clear (&end);
  show_page (self, "end");
}

void
kontor_window_score_game (KontorWindow *self)
{
  kontor_setup_page_set_scoring (self->setup_page, TRUE);
  show_page (self, "setup");
}

static void
on_end_save_response (GtkNativeDialog *dialog, int response, KontorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      if (kontor_window_save_end_position (self, path, &error))
        {
          g_autofree char *msg = g_strdup_printf (_("Saved as %s"), path);
          toast (self, msg);
        }
      else
        toast (self, error->message);
    }
  g_object_unref (dialog);
}

gboolean
kontor_window_save_end_position (KontorWindow *self, const char *path, GError **error)
{
  g_autofree char *json = kontor_end_position_to_json (kontor_end_page_get_end (self->end_page));
  g_autofree char *data = g_strconcat (json, "\n", NULL);
  return g_file_set_contents (path, data, -1, error);
}

static void
on_end_save (KontorEndPage *page, KontorWindow *self)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the End Position"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("end-position.json"));
  g_signal_connect (dialog, "response", G_CALLBACK (on_end_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_setup_start (KontorSetupPage *page, KontorGame *game, KontorWindow *self)
{
  const KontorPosition *pos = kontor_game_get_position (game);
  g_autoptr (GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  kontor_window_set_game (self, game, NULL);
  kontor_table_page_set_walkthrough (self->table_page, kontor_setup_page_get_walkthrough (page));
  for (int p = 0; p < pos->n_players; p++)
    {
      g_autofree char *supply = kontor_pieces_text (pos->players[p].supply[0], pos->players[p].supply[1]);
      g_autofree char *stock = kontor_pieces_text (pos->players[p].stock[0], pos->players[p].stock[1]);
      g_string_append_printf (body, _("%s: supply %s, stock %s\n"), kontor_game_get_player_name (game, p), supply, stock);
    }
  g_string_append (body, _("Each desk is covered except the leftmost space of every track; one trader marks 0 prestige."));
  if (pos->neutral)
    {
      /* spec §10: where the neutral traders start, named from the engine's setup */
      g_autoptr (GString) routes = g_string_new (NULL);
      for (int r = 0; r < pos->board->n_routes; r++)
        if (pos->spaces[r][0].owner == KONTOR_NEUTRAL)
          {
            g_autofree char *name = kontor_route_name (pos->board, r);
            g_string_append_printf (routes, "%s%s", routes->len ? ", " : "", name);
          }
      g_string_append (body, "\n\n");
      g_string_append_printf (body, _("Neutral player: one trader of an unused colour on each of these routes: %s; one more marks 0 prestige."),
                              routes->str);
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Check Your Setup"), body->str);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "ok", _("_Start Playing"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- files */

static void
report_load_error (KontorWindow *self, const char *path, const GError *error)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *heading = g_strdup_printf (_("“%s” cannot be opened"), base);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
kontor_window_open_file (KontorWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autofree char *data = NULL;

  if (!g_file_get_contents (path, &data, NULL, &error))
    {
      report_load_error (self, path, error);
      return FALSE;
    }
  if (strstr (data, "\"kontor-end-position\""))
    {
      g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (data, -1, &error);
      if (end == NULL)
        {
          report_load_error (self, path, error);
          return FALSE;
        }
      kontor_end_page_set_end (self->end_page, end);
      show_page (self, "end");
      return TRUE;
    }
  game = kontor_game_new_from_data (data, -1, NULL, &error);
  if (game == NULL)
    {
      report_load_error (self, path, error);
      return FALSE;
    }
  kontor_window_set_game (self, game, path);
  return TRUE;
}

static void
on_backup_response (AdwMessageDialog *dialog, const char *response, KontorWindow *self)
{
  if (g_strcmp0 (response, "backup") == 0)
    {
      g_autofree char *path = kontor_autosave_path ();
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorGame) game = kontor_game_new_from_file (bak, NULL, &error);
      if (game == NULL)
        report_load_error (self, bak, error);
      else
        kontor_window_set_game (self, game, NULL);
    }
}

gboolean
kontor_window_continue (KontorWindow *self)
{
  g_autofree char *path = kontor_autosave_path ();
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_file (path, NULL, &error);
  GtkWidget *dialog;

  if (game)
    {
      g_free (self->file);
      self->file = NULL;
      attach_game (self, game);
      show_page (self, "table");
      return TRUE;
    }
  /* never overwrite a damaged autosave: say so and offer the backup */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The last game could not be restored"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (g_file_test (bak, G_FILE_TEST_EXISTS))
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "backup", _("Open the _Backup"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "backup", ADW_RESPONSE_SUGGESTED);
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe previous autosave (one action earlier) can be opened instead."),
                                               error->message);
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body);
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_backup_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

static GtkFileFilter *
kontor_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Kontor games"));
  gtk_file_filter_add_pattern (filter, "*.kontor");
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
on_open_response (GtkNativeDialog *dialog, int response, KontorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      kontor_window_open_file (self, path);
    }
  g_object_unref (dialog);
}

void
kontor_window_open (KontorWindow *self)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = kontor_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

gboolean
kontor_window_save_file (KontorWindow *self, const char *path, GError **error)
{
  if (!kontor_game_save (game_of (self), path, error))
    return FALSE;
  g_free (self->file);
  self->file = g_strdup (path);
  update_chrome (self);
  return TRUE;
}

static void
on_save_response (GtkNativeDialog *dialog, int response, KontorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      if (!kontor_window_save_file (self, path, &error))
        toast (self, error->message);
      else
        {
          g_autofree char *msg = g_strdup_printf (_("Saved as %s"), path);
          toast (self, msg);
        }
    }
  g_object_unref (dialog);
}

static void
save_as (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the Game"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = kontor_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("game.kontor"));
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
kontor_window_new_game (KontorWindow *self)
{
  kontor_setup_page_set_scoring (self->setup_page, FALSE);
  show_page (self, "setup");
}

/* ---------------------------------------------------------------- actions */

static void
undo (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  if (self->game)
    kontor_game_undo (self->game);   /* the game's "changed" saves and updates the header */
}

static void
redo (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  if (self->game)
    kontor_game_redo (self->game);
}

static void
go_home (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  show_page (KONTOR_WINDOW (user_data), "start");
}

static void
show_score (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  on_show_score (NULL, KONTOR_WINDOW (user_data));
}

static void
show_rules (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  KontorWindow *self = user_data;
  KontorRulesWindow *rules = kontor_window_get_rules_window (self);
  kontor_rules_window_show_section (rules, param ? g_variant_get_string (param, NULL) : NULL);
  gtk_window_present (GTK_WINDOW (rules));
}

static const GActionEntry win_actions[] = {
  { .name = "rules", .activate = show_rules, .parameter_type = "s" },
  { .name = "undo", .activate = undo },
  { .name = "redo", .activate = redo },
  { .name = "home", .activate = go_home },
  { .name = "save-as", .activate = save_as },
  { .name = "show-score", .activate = show_score },
};

/* ---------------------------------------------------------------- widget */

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
  if (self->game)
    g_signal_handlers_disconnect_by_func (self->game, on_game_changed, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->score_from, g_free);
  if (self->rules)
    gtk_window_destroy (GTK_WINDOW (self->rules));
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_WINDOW);
  G_OBJECT_CLASS (kontor_window_parent_class)->dispose (object);
}

static void
kontor_window_class_init (KontorWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = kontor_window_close_request;
  g_type_ensure (KONTOR_TYPE_SETUP_PAGE);
  g_type_ensure (KONTOR_TYPE_TABLE_PAGE);
  g_type_ensure (KONTOR_TYPE_SCORE_PAGE);
  g_type_ensure (KONTOR_TYPE_END_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, home_button);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, setup_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, score_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, end_page);
}

static void
kontor_window_init (KontorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  g_signal_connect (self->setup_page, "start", G_CALLBACK (on_setup_start), self);
  g_signal_connect (self->table_page, "show-score", G_CALLBACK (on_show_score), self);
  g_signal_connect (self->score_page, "back", G_CALLBACK (on_score_back), self);
  g_signal_connect (self->setup_page, "start-scoring", G_CALLBACK (on_setup_start_scoring), self);
  g_signal_connect (self->end_page, "show-score", G_CALLBACK (on_end_show_score), self);
  g_signal_connect (self->end_page, "save", G_CALLBACK (on_end_save), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (update_chrome), self);
  self->settings = settings_if_installed ();
  if (self->settings)
    g_settings_bind (self->settings, "show-hints", self->table_page, "show-hints", G_SETTINGS_BIND_DEFAULT);
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
  update_chrome (self);
}

KontorWindow *
kontor_window_new (KontorApplication *app)
{
  KontorWindow *self = g_object_new (KONTOR_TYPE_WINDOW, "application", app, NULL);
  update_continue (self);
  return self;
}

KontorSetupPage *
kontor_window_get_setup_page (KontorWindow *self)
{
  return self->setup_page;
}

KontorTablePage *
kontor_window_get_table_page (KontorWindow *self)
{
  return self->table_page;
}

KontorRulesWindow *
kontor_window_get_rules_window (KontorWindow *self)
{
  if (self->rules == NULL)
    {
      self->rules = kontor_rules_window_new (GTK_WINDOW (self));
      gtk_window_set_hide_on_close (GTK_WINDOW (self->rules), TRUE);
      g_object_add_weak_pointer (G_OBJECT (self->rules), (gpointer *) &self->rules);
    }
  return self->rules;
}

KontorEndPage *
kontor_window_get_end_page (KontorWindow *self)
{
  return self->end_page;
}

KontorScorePage *
kontor_window_get_score_page (KontorWindow *self)
{
  return self->score_page;
}

const char *
kontor_window_get_page (KontorWindow *self)
{
  return adw_view_stack_get_visible_child_name (self->stack);
}

