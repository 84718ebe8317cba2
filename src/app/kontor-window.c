/* kontor-window.c: pages (start, new game, table, score), files, autosave.
 *
 * Every game is its own file in the library (kontor-library.h): a new game
 * or a new end position gets a new file there, an opened file is edited where
 * it is (a read-only one is copied into the library first), and each entry
 * is saved at once into the file it came from. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-board-view.h"
#include "kontor-end-page.h"
#include "kontor-file-chooser.h"
#include "kontor-library.h"
#include "kontor-rules-window.h"
#include "kontor-score-page.h"
#include "kontor-setup-page.h"
#include "kontor-start-page.h"
#include "kontor-table-page.h"
#include "kontor-table-page-private.h"
#include "kontor-table-title.h"
#include "kontor-title-view.h"
#include "kontor-title-end-page.h"
#include "kontor-window.h"
#include "kontor-window-private.h"

G_DEFINE_FINAL_TYPE (KontorWindow, kontor_window, ADW_TYPE_APPLICATION_WINDOW)

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE) : NULL;
  return schema ? g_settings_new (APPLICATION_ID) : NULL;
}

/* Where a toast goes: at the table over the board (never over its
 * controls), elsewhere at the bottom of the window. */
AdwToastOverlay *
kontor_window_get_toast_overlay (KontorWindow *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "table") == 0)
    return kontor_table_page_get_toast_overlay (self->table_page);
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "play") == 0)
    return self->toast_overlay;
  return self->toast_overlay;
}

/* Text shown as it is: names, paths and messages are never markup. */
static void
toast (KontorWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (kontor_window_get_toast_overlay (self), kontor_toast_new_plain (text));
}

static KontorGame *
game_of (KontorWindow *self)
{
  return self->game;
}

/* The page a game is entered on: Hansa Teutonica's own, or the play page
 * of the titles with a view. */
static gboolean
on_play_page (KontorGame *game)
{
  return game && kontor_title_view_lookup (kontor_game_get_title (game)->id) != NULL;
}

static gboolean
adopted (KontorWindow *self, const char *path)
{
  g_autofree char *dir = path ? g_path_get_dirname (path) : NULL;
  return path && g_strcmp0 (dir, kontor_library_get_folder (self->library)) != 0;
}

static void
update_chrome (KontorWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->stack);
  KontorGame *game = game_of (self);
  gboolean on_table = g_strcmp0 (page, "table") == 0 || g_strcmp0 (page, "play") == 0;
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

  /* the game's players; not over the score of an end position entered by hand */
  if (game && (on_table || (g_strcmp0 (page, "score") == 0 && g_strcmp0 (self->score_from, "end") != 0)))
    {
      g_autoptr (GString) players = g_string_new (NULL);
      for (int p = 0; p < kontor_game_get_n_players (game); p++)
        g_string_append_printf (players, "%s%s", p ? ", " : "", kontor_game_get_player_name (game, p));
      if (self->library && adopted (self, self->game_path))
        {
          g_autofree char *base = g_path_get_basename (self->game_path);
          g_string_append_printf (players, " · %s", base);
        }
      adw_window_title_set_subtitle (self->window_title, players->str);
    }
  else
    adw_window_title_set_subtitle (self->window_title, NULL);
}

/* "Continue Last Game" needs a game in the library. */
static void
update_library_actions (KontorWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "continue-game");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               self->library && g_list_model_get_n_items (G_LIST_MODEL (self->library)) > 0);
}

static void
autosave (KontorWindow *self)
{
  g_autoptr (GError) error = NULL;
  KontorGame *game = game_of (self);
  if (game == NULL || self->game_path == NULL || kontor_library_is_deleted (self->library, self->game_path))
    return;
  if (!kontor_game_save (game, self->game_path, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("The game could not be saved: %s"), error->message);
      toast (self, msg);
    }
}

static char *
end_json (KontorWindow *self)
{
  g_autofree char *json = kontor_end_position_to_json (kontor_end_page_get_end (self->end_page));
  return g_strconcat (json, "\n", NULL);
}

/* The end position being scored, after every entry (only when it changed:
 * the list of games is ordered by the time each was last played). */
void
kontor_window_save_end (KontorWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  if (self->end_path == NULL || kontor_library_is_deleted (self->library, self->end_path))
    return;
  data = end_json (self);
  if (g_strcmp0 (data, self->end_saved) == 0)
    return;
  if (!g_file_set_contents (self->end_path, data, -1, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("The end position could not be saved: %s"), error->message);
      toast (self, msg);
      return;
    }
  g_free (self->end_saved);
  self->end_saved = g_steal_pointer (&data);
}

void
kontor_window_show_page (KontorWindow *self, const char *name)
{
  if (g_strcmp0 (name, "start") == 0)
    {
      kontor_window_save_end (self);
      kontor_library_refresh (self->library);   /* reads only what changed */
    }
  if (g_strcmp0 (name, "table") == 0 && on_play_page (self->game))
    name = "play";
  adw_view_stack_set_visible_child_name (self->stack, name);
  if (g_strcmp0 (name, "table") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->table_page));   /* the keys go to the board */
  else if (g_strcmp0 (name, "play") == 0 && kontor_play_page_get_board (self->play_page))
    gtk_widget_grab_focus (kontor_play_page_get_board (self->play_page));
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
  if (on_play_page (game))
    kontor_play_page_set_game (self->play_page, game);
  else
    {
      kontor_play_page_set_game (self->play_page, NULL);
      kontor_table_page_set_game (self->table_page, game);
    }
}

void
kontor_window_set_game (KontorWindow *self, KontorGame *game, const char *file)
{
  gboolean new_file = file == NULL;
  g_free (self->game_path);
  self->game_path = file ? g_canonicalize_filename (file, NULL) : kontor_library_new_path (self->library, KONTOR_LIBRARY_KIND_GAME);
  kontor_table_page_set_walkthrough (self->table_page, FALSE);
  attach_game (self, game);
  kontor_window_show_page (self, "table");
  if (new_file)
    {
      autosave (self);   /* listed from the start */
      kontor_library_refresh (self->library);
    }
}

const char *
kontor_window_get_game_path (KontorWindow *self)
{
  return self->game_path;
}

const char *
kontor_window_get_end_path (KontorWindow *self)
{
  return self->end_path;
}

KontorLibrary *
kontor_window_get_library (KontorWindow *self)
{
  return self->library;
}

void
kontor_window_on_show_score (KontorTablePage *page, KontorWindow *self)
{
  if (on_play_page (self->game))
    {
      kontor_window_show_page (self, "play");
      kontor_play_page_show_score (self->play_page);
      return;
    }
  kontor_score_page_set_game (self->score_page, game_of (self));
  g_free (self->score_from);
  self->score_from = g_strdup ("table");
  kontor_window_show_page (self, "score");
}

static void
on_end_show_score (KontorEndPage *page, KontorWindow *self)
{
  const KontorEndPosition *end = kontor_end_page_get_end (page);
  kontor_score_page_set_position (self->score_page, &end->pos, (const char *const *) end->names);
  g_free (self->score_from);
  self->score_from = g_strdup ("end");
  kontor_window_show_page (self, "score");
}

static void
on_score_back (KontorScorePage *page, KontorWindow *self)
{
  kontor_window_show_page (self, self->score_from ? self->score_from : "table");
}

/* ---------------------------------------------------------------- end positions */

static void
on_end_changed (KontorWindow *self)
{
  kontor_window_save_end (self);
}

static void
watch_end_page (KontorWindow *self)
{
  g_signal_connect_swapped (self->end_page, "changed", G_CALLBACK (on_end_changed), self);
}

static void
set_end (KontorWindow *self, const KontorEndPosition *end, const char *file)
{
  kontor_window_save_end (self);   /* the one being left, as it is */
  g_free (self->end_path);
  self->end_path = file ? g_canonicalize_filename (file, NULL) : kontor_library_new_path (self->library, KONTOR_LIBRARY_KIND_END_POSITION);
  kontor_end_page_set_end (self->end_page, end);
  g_free (self->end_saved);
  self->end_saved = file ? end_json (self) : NULL;   /* as read: nothing to write yet */
  kontor_window_show_page (self, "end");
  if (file == NULL)
    {
      kontor_window_save_end (self);
      kontor_library_refresh (self->library);
    }
}

/* The names of the players, for the next new game. */
static void
remember_names (KontorWindow *self, int n, const char *const *names)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;
  if (self->settings == NULL)
    return;
  for (int i = 0; i < n; i++)
    g_strv_builder_add (builder, names[i] ? names[i] : "");
  list = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "player-names", (const char *const *) list);
}

/* A new game (or scoring) starts with the players of the last one. */
static void
restore_names (KontorWindow *self)
{
  g_auto (GStrv) names = self->settings ? g_settings_get_strv (self->settings, "player-names") : NULL;
  guint n = names ? g_strv_length (names) : 0;
  if (n >= 2 && n <= KONTOR_MAX_PLAYERS)
    kontor_setup_page_set_players (self->setup_page, (int) n, (const char *const *) names);
}

static void
on_setup_start_scoring (KontorSetupPage *page, KontorWindow *self)
{
  const char *names[KONTOR_MAX_PLAYERS] = { NULL };
  KontorColor colors[KONTOR_MAX_PLAYERS] = { 0 };
  int n = kontor_setup_page_get_players (page, names, colors);
  const KontorTitle *title = kontor_setup_page_get_title (page);
  const KontorTitleView *view = title ? kontor_title_view_lookup (title->id) : NULL;
  KontorEndPosition end;
  g_autoptr (GError) error = NULL;

  if (view && view->end_page_new)
    {
      /* a title with its own end position page (not saved in the library) */
      const char *ids[KONTOR_MAX_PLAYERS] = { NULL };
      kontor_setup_page_get_color_ids (page, ids);
      remember_names (self, n, names);
      kontor_title_end_page_set_players (self->title_end_page, view, n, names, ids);
      kontor_window_show_page (self, "title-end");
      return;
    }
  if (!kontor_end_position_init (&end, kontor_setup_page_get_board (page), n, names, colors, &error))
    {
      toast (self, error->message);
      return;
    }
  remember_names (self, n, names);
  set_end (self, &end, NULL);
  kontor_end_position_clear (&end);
}

void
kontor_window_score_game (KontorWindow *self)
{
  kontor_setup_page_set_scoring (self->setup_page, TRUE);
  restore_names (self);
  kontor_window_show_page (self, "setup");
}

gboolean
kontor_window_save_end_position (KontorWindow *self, const char *path, GError **error)
{
  g_autofree char *data = end_json (self);
  return g_file_set_contents (path, data, -1, error);
}

static gboolean
save_end_to (const char *path, gpointer user_data, GError **error)
{
  return kontor_window_save_end_position (KONTOR_WINDOW (user_data), path, error);
}

static void
on_end_save (KontorEndPage *page, KontorWindow *self)
{
  g_autoptr (GtkFileFilter) filter = kontor_file_chooser_filter_new ();
  kontor_file_chooser_save (GTK_WINDOW (self), self->toast_overlay, _("Save the End Position"), _("end-position.json"),
                            filter, save_end_to, self);
}

static void
on_setup_start (KontorSetupPage *page, KontorGame *game, KontorWindow *self)
{
  const KontorPosition *pos = kontor_game_get_position (game);
  g_autoptr (GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  {
    const char *names[KONTOR_MAX_PLAYERS] = { NULL };
    KontorColor colors[KONTOR_MAX_PLAYERS] = { 0 };
    int n = kontor_setup_page_get_players (page, names, colors);
    remember_names (self, n, names);   /* as typed: an empty seat stays empty */
  }
  kontor_window_set_game (self, game, NULL);
  if (on_play_page (game))
    return;   /* the title's table shows its own setup */
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
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- files */

/* Whether the window can show the game at a table (the titles without a
 * table yet are read by kontor-cli only). */
gboolean
kontor_window_can_show (KontorGame *game, GError **error)
{
  const KontorTitle *title = kontor_game_get_title (game);
  if (kontor_table_title_lookup (title->id) != NULL
      && (strcmp (title->id, "hansa-teutonica") == 0 || kontor_title_view_lookup (title->id) != NULL))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               /* Translators: %s is a game's name ("Marco Polo"); kontor-cli is the command-line tool */
               _("Games of %s cannot be shown at the table yet; kontor-cli replays and scores them."), _(title->name));
  return FALSE;
}

static void
report_load_error (KontorWindow *self, const char *heading, const char *path, const GError *error)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *title = heading ? g_strdup (heading) : g_strdup_printf (_("“%s” cannot be opened"), base);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), title, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Reads from (a game record or an end position) and puts it on its page,
 * saving it to target from now on (at once when save_now). */
static gboolean
load (KontorWindow *self, const char *from, const char *target, gboolean save_now, KontorLibraryKind *kind, GError **error)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  if (!kontor_library_read (from, &data, &len, kind, error))
    return FALSE;
  if (*kind == KONTOR_LIBRARY_KIND_END_POSITION)
    {
      g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (data, (gssize) len, error);
      if (end == NULL)
        return FALSE;
      set_end (self, end, target);
      if (save_now)
        {
          g_clear_pointer (&self->end_saved, g_free);   /* target does not hold it yet */
          kontor_window_save_end (self);
        }
    }
  else
    {
      g_autoptr (KontorGame) game = kontor_game_new_from_data (data, (gssize) len, NULL, error);
      if (game == NULL)
        return FALSE;
      if (!kontor_window_can_show (game, error))
        return FALSE;
      kontor_window_set_game (self, game, target);
      if (save_now)
        autosave (self);
    }
  return TRUE;
}

/* Kontor may change the file: its owner may write it (a file made
 * read-only stays so, even for root) and its folder takes the new copy the
 * atomic save renames over it. */
static gboolean
writable (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  GStatBuf st;
  return g_stat (path, &st) == 0 && (st.st_mode & S_IWUSR) && g_access (path, W_OK) == 0 && g_access (dir, W_OK) == 0;
}

/* Open: the file is adopted (edited where it is, listed with the library's
 * games); a file Kontor cannot write is copied into the library first. */
gboolean
kontor_window_open_file (KontorWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  gboolean in_place = writable (path);
  KontorLibraryKind kind;

  /* target NULL: a new file in the library, written at once */
  if (!load (self, path, in_place ? path : NULL, FALSE, &kind, &error))
    {
      report_load_error (self, NULL, path, error);
      return FALSE;
    }
  if (in_place && !kontor_library_adopt (self->library, path, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("The game is not in your list of games: %s"), error->message);
      toast (self, msg);
    }
  if (!in_place)
    {
      g_autofree char *base = g_path_get_basename (path);
      /* Translators: %s is a file name */
      g_autofree char *msg = g_strdup_printf (_("“%s” cannot be changed: Kontor opened a copy, saved with your other games."), base);
      toast (self, msg);
    }
  return TRUE;
}

static void
on_backup_response (AdwMessageDialog *dialog, const char *response, KontorWindow *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");
  if (g_strcmp0 (response, "backup") == 0)
    {
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      g_autoptr (GError) error = NULL;
      KontorLibraryKind kind;
      /* the backup goes on in the same file (the damaged one becomes the .bak) */
      if (!load (self, bak, path, TRUE, &kind, &error))
        report_load_error (self, NULL, bak, error);
    }
}

/* A game of the library: the one at the table is shown as it is; another
 * is read; a damaged one is never overwritten: say so and offer its backup. */
gboolean
kontor_window_open_entry (KontorWindow *self, const char *path, const char *heading)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  KontorLibraryKind kind;
  GtkWidget *dialog;

  if (self->game && g_strcmp0 (path, self->game_path) == 0)
    {
      kontor_window_show_page (self, "table");
      return TRUE;
    }
  if (self->end_path && g_strcmp0 (path, self->end_path) == 0)
    {
      kontor_window_show_page (self, "end");
      return TRUE;
    }
  if (load (self, path, path, FALSE, &kind, &error))
    return TRUE;

  {
    g_autofree char *base = g_path_get_basename (path);
    g_autofree char *title = heading ? g_strdup (heading) : g_strdup_printf (_("“%s” cannot be opened"), base);
    dialog = adw_message_dialog_new (GTK_WINDOW (self), title, error->message);
  }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (g_file_test (bak, G_FILE_TEST_EXISTS))
    {
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe previous autosave (one action earlier) can be opened instead."),
                                               error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "backup", _("Open the _Backup"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "backup", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "backup");
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body);
    }
  g_object_set_data_full (G_OBJECT (dialog), "path", g_strdup (path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_backup_response), self, 0);
  kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

gboolean
kontor_window_continue (KontorWindow *self)
{
  KontorLibraryEntry *last = kontor_library_get_most_recent (self->library);
  g_autofree char *path = last ? g_strdup (kontor_library_entry_get_path (last)) : NULL;
  if (path == NULL)
    return FALSE;
  return kontor_window_open_entry (self, path, _("The last game could not be restored"));
}

static gboolean
open_chosen (const char *path, gpointer user_data, GError **error)
{
  kontor_window_open_file (KONTOR_WINDOW (user_data), path);   /* says itself what went wrong */
  return TRUE;
}

void
kontor_window_open (KontorWindow *self)
{
  g_autoptr (GtkFileFilter) filter = kontor_file_chooser_filter_new ();
  kontor_file_chooser_open (GTK_WINDOW (self), kontor_window_get_toast_overlay (self), _("Open a Game"), filter,
                            open_chosen, self);
}

/* A copy of the game at the table (it goes on in its own file). */
gboolean
kontor_window_save_file (KontorWindow *self, const char *path, GError **error)
{
  return kontor_game_save (game_of (self), path, error);
}

void
kontor_window_new_game (KontorWindow *self)
{
  kontor_setup_page_set_scoring (self->setup_page, FALSE);
  restore_names (self);
  kontor_window_show_page (self, "setup");
}

/* ---------------------------------------------------------------- widget */

static void
kontor_window_dispose (GObject *object)
{
  KontorWindow *self = KONTOR_WINDOW (object);
  if (self->library)
    {
      kontor_window_save_end (self);
      g_signal_handlers_disconnect_by_func (self->library, update_library_actions, self);
    }
  g_clear_object (&self->settings);
  if (self->game)
    g_signal_handlers_disconnect_by_func (self->game, on_game_changed, self);
  g_clear_object (&self->game);
  g_clear_object (&self->library);
  g_clear_pointer (&self->game_path, g_free);
  g_clear_pointer (&self->end_path, g_free);
  g_clear_pointer (&self->end_saved, g_free);
  g_clear_pointer (&self->export_from, g_free);
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
  g_type_ensure (KONTOR_TYPE_START_PAGE);
  g_type_ensure (KONTOR_TYPE_SETUP_PAGE);
  g_type_ensure (KONTOR_TYPE_TABLE_PAGE);
  g_type_ensure (KONTOR_TYPE_PLAY_PAGE);
  g_type_ensure (KONTOR_TYPE_TITLE_END_PAGE);
  g_type_ensure (KONTOR_TYPE_SCORE_PAGE);
  g_type_ensure (KONTOR_TYPE_END_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, home_button);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, setup_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, play_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, title_end_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, score_page);
  gtk_widget_class_bind_template_child (widget_class, KontorWindow, end_page);
}

static void
kontor_window_init (KontorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* names without mnemonic underscores on every page (kontor-a11y.c) */
  kontor_a11y_fix_mnemonics (GTK_WIDGET (self));
  kontor_window_add_actions (self);
  g_signal_connect (self->setup_page, "start", G_CALLBACK (on_setup_start), self);
  g_signal_connect (self->table_page, "show-score", G_CALLBACK (kontor_window_on_show_score), self);
  g_signal_connect (self->score_page, "back", G_CALLBACK (on_score_back), self);
  g_signal_connect (self->setup_page, "start-scoring", G_CALLBACK (on_setup_start_scoring), self);
  g_signal_connect (self->end_page, "show-score", G_CALLBACK (on_end_show_score), self);
  g_signal_connect (self->end_page, "save", G_CALLBACK (on_end_save), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (update_chrome), self);
  watch_end_page (self);
  self->settings = settings_if_installed ();
  if (self->settings)
    {
      /* the size follows the window as it changes (GTK keeps the unmaximized size) */
      g_settings_bind (self->settings, "show-hints", self->table_page, "show-hints", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
  update_chrome (self);
}

KontorWindow *
kontor_window_new (KontorApplication *app)
{
  KontorWindow *self = g_object_new (KONTOR_TYPE_WINDOW, "application", app, NULL);
  self->library = g_object_ref (kontor_application_get_library (app));
  kontor_start_page_set_library (self->start_page, self->library);
  g_signal_connect_swapped (self->library, "items-changed", G_CALLBACK (update_library_actions), self);
  update_library_actions (self);
  return self;
}

KontorStartPage *
kontor_window_get_start_page (KontorWindow *self)
{
  return self->start_page;
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

