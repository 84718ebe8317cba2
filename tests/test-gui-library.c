/* GUI tests of the library of games (issue 14): every game is its own file,
 * listed on the start page; New Game never touches another game; a finished
 * game being scored survives Home and a restart; delete has an Undo; an
 * opened file is edited where it is.  In-process, under Xvfb, in a private
 * data folder (XDG_DATA_HOME) removed at the end.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kontor-application.h"
#include "kontor-end-page.h"
#include "kontor-library.h"
#include "kontor-setup-page.h"
#include "kontor-start-page.h"
#include "kontor-table-page-private.h"
#include "kontor-table-page.h"
#include "kontor-test-support.h"
#include "kontor-window.h"

static KontorApplication *app;
static char *game_one, *game_two, *end_one;   /* their files */
static guint cursor_one, cursor_two;



static void
answer (const char *id)
{
  AdwMessageDialog *d;
  kontor_test_spin (50);
  d = kontor_test_find_dialog ();
  g_assert_nonnull (d);
  g_assert_true (adw_message_dialog_has_response (d, id));
  adw_message_dialog_response (d, id);
  gtk_window_destroy (GTK_WINDOW (d));
  kontor_test_spin (50);
}

static KontorWindow *
open_window (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  kontor_test_spin (100);
  return window;
}

static void
close_window (KontorWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  kontor_test_spin (50);
}

static void
activate (KontorWindow *window, const char *action, const char *path)
{
  if (path)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, "s", path));
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  kontor_test_spin (50);
}

static KontorTablePage *
table (KontorWindow *window)
{
  return kontor_window_get_table_page (window);
}

static guint
cursor (KontorWindow *window)
{
  return kontor_game_get_cursor (kontor_table_page_get_game (table (window)));
}

static void
click (KontorWindow *window, const char *route, int space)
{
  KontorTablePage *t = table (window);
  int r = kontor_board_route_index (kontor_game_get_board (kontor_table_page_get_game (t)), route);
  g_assert_cmpint (r, >=, 0);
  kontor_table_page_click_space (t, r, space);
  kontor_test_spin (20);
}

/* New Game through the setup page, up to the table. */
static void
new_game (KontorWindow *window, int n, const char *const *names)
{
  activate (window, "win.new-game", NULL);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "setup");
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), n, names);
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  answer ("ok");   /* "Check Your Setup" */
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
}

static guint
n_listed (KontorWindow *window)
{
  return g_list_model_get_n_items (G_LIST_MODEL (kontor_window_get_library (window)));
}

static const char *
listed_path (KontorWindow *window, guint i)
{
  g_autoptr (KontorLibraryEntry) e = g_list_model_get_item (G_LIST_MODEL (kontor_window_get_library (window)), i);
  g_assert_nonnull (e);
  return kontor_library_entry_get_path (e);   /* the library keeps the entry */
}

static guint
actions_on_disk (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_file (path, NULL, &error);
  g_assert_no_error (error);
  return kontor_game_get_cursor (game);
}

static GtkWidget *
find_button (GtkWidget *root, const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, action);
      if (found)
        return found;
    }
  return NULL;
}

/* Two games: the second never touches the first; both are listed, the most
 * recent first, and each continues where it was. */
static void
test_two_games (void)
{
  KontorWindow *window = open_window ();
  const char *first[] = { "Ana", "Bo <&", "Cy" };   /* a name that is not markup */
  const char *second[] = { "Dora", "Emil", "Finn" };
  KontorStartPage *start = kontor_window_get_start_page (window);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_assert_cmpuint (n_listed (window), ==, 0);

  new_game (window, 3, first);
  game_one = g_strdup (kontor_window_get_game_path (window));
  g_assert_true (g_str_has_prefix (game_one, kontor_library_get_folder (kontor_window_get_library (window))));
  g_assert_cmpuint (actions_on_disk (game_one), ==, 0);   /* listed from the start */
  click (window, "hamburg-luebeck", 0);
  click (window, "hamburg-luebeck", 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table (window)), "table.end-turn", NULL));
  click (window, "bremen-osnabrueck", 0);
  cursor_one = cursor (window);
  g_assert_cmpuint (cursor_one, ==, 4);
  g_assert_cmpuint (actions_on_disk (game_one), ==, 4);   /* saved after every entry */

  new_game (window, 3, second);
  game_two = g_strdup (kontor_window_get_game_path (window));
  g_assert_cmpstr (game_two, !=, game_one);
  click (window, "goslar-magdeburg", 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table (window)), "table.end-turn", NULL));
  cursor_two = cursor (window);
  g_assert_cmpuint (cursor_two, ==, 2);
  g_assert_cmpuint (actions_on_disk (game_one), ==, 4);   /* untouched */
  g_assert_cmpuint (actions_on_disk (game_two), ==, 2);

  activate (window, "win.home", NULL);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "start");
  g_assert_cmpuint (n_listed (window), ==, 2);
  g_assert_cmpstr (listed_path (window, 0), ==, game_two);
  g_assert_cmpstr (listed_path (window, 1), ==, game_one);
  g_assert_true (g_str_has_prefix (kontor_start_page_get_row_details (start, 0),
                                   "Hansa Teutonica · 2–3 players side · Turn 2 · today at "));
  g_assert_true (g_str_has_prefix (kontor_start_page_get_row_details (start, 1),
                                   "Hansa Teutonica · 2–3 players side · Turn 2 · today at "));
  {
    /* one row per game; a row opens its game, its buttons export and delete it */
    GtkWidget *row = kontor_start_page_get_row (start, 1);
    g_assert_nonnull (row);
    g_assert_null (kontor_start_page_get_row (start, 2));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "win.open-library-game");
    g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), NULL), ==, game_one);
    g_assert_true (gtk_widget_get_sensitive (find_button (row, "win.export-game")));
    g_assert_true (gtk_widget_get_sensitive (find_button (row, "win.delete-game")));
    g_assert_cmpstr (gtk_widget_get_tooltip_text (find_button (row, "win.delete-game")), ==, "Delete");
  }

  /* each continues where it was */
  activate (window, "win.open-library-game", game_one);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
  g_assert_cmpstr (kontor_window_get_game_path (window), ==, game_one);
  g_assert_cmpuint (cursor (window), ==, cursor_one);
  g_assert_cmpstr (kontor_game_get_player_name (kontor_table_page_get_game (table (window)), 1), ==, "Bo <&");
  activate (window, "win.home", NULL);
  activate (window, "win.open-library-game", game_two);
  g_assert_cmpuint (cursor (window), ==, cursor_two);
  g_assert_cmpstr (kontor_game_get_player_name (kontor_table_page_get_game (table (window)), 0), ==, "Dora");
  /* Continue Last Game: the one played last */
  activate (window, "win.home", NULL);
  activate (window, "win.open-library-game", game_one);
  click (window, "bremen-osnabrueck", 1);
  cursor_one = cursor (window);
  activate (window, "win.home", NULL);
  g_assert_cmpstr (listed_path (window, 0), ==, game_one);
  activate (window, "win.new-game", NULL);
  activate (window, "win.home", NULL);
  activate (window, "win.continue-game", NULL);
  g_assert_cmpstr (kontor_window_get_game_path (window), ==, game_one);
  g_assert_cmpuint (cursor (window), ==, cursor_one);
  close_window (window);
}

/* Scoring a finished game: saved after every entry, listed, and there
 * after Home and after a restart. */
static void
test_end_position_survives (void)
{
  KontorWindow *window = open_window ();
  const char *names[] = { "Red", "Blue", "Green" };
  KontorEndPage *e;
  KontorBoardView *board;
  const KontorBoard *b;
  g_autofree char *data = NULL;
  g_autoptr (KontorEndPosition) saved = NULL;
  int hamburg;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  activate (window, "win.score-game", NULL);
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 3, names);
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  kontor_test_spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  end_one = g_strdup (kontor_window_get_end_path (window));
  g_assert_nonnull (end_one);
  g_assert_true (g_str_has_suffix (end_one, ".json"));
  g_assert_true (g_file_test (end_one, G_FILE_TEST_IS_REGULAR));

  e = kontor_window_get_end_page (window);
  b = kontor_end_page_get_end (e)->pos.board;
  hamburg = kontor_board_city_index (b, "hamburg");
  /* a click on the board, as a player does: Red takes Hamburg's first office */
  board = KONTOR_BOARD_VIEW (kontor_test_find_type (GTK_WIDGET (e), KONTOR_TYPE_BOARD_VIEW));
  g_assert_nonnull (board);
  g_signal_emit_by_name (board, "office-activated", hamburg, 0);
  kontor_test_spin (20);
  g_assert_true (g_file_get_contents (end_one, &data, NULL, NULL));
  saved = kontor_end_position_new_from_data (data, -1, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpint (saved->pos.slots[hamburg][0].owner, ==, 0);   /* saved at once */
  kontor_end_page_set_number (e, 0, "prestige", 12);
  kontor_end_page_set_number (e, 1, "prestige", 7);
  g_clear_pointer (&data, g_free);
  g_clear_pointer (&saved, kontor_end_position_free);
  g_assert_true (g_file_get_contents (end_one, &data, NULL, NULL));
  saved = kontor_end_position_new_from_data (data, -1, NULL);
  g_assert_cmpint (saved->pos.players[0].prestige, ==, 12);
  g_assert_cmpint (saved->pos.players[1].prestige, ==, 7);
  /* 12 prestige + 3 for the office in Hamburg (the engine's score) */
  g_assert_cmpstr (kontor_end_page_get_total (e, 0), ==, "15");

  /* Home: listed first; back: as it was */
  activate (window, "win.home", NULL);
  g_assert_cmpuint (n_listed (window), ==, 3);
  g_assert_cmpstr (listed_path (window, 0), ==, end_one);
  g_assert_true (g_str_has_prefix (kontor_start_page_get_row_details (kontor_window_get_start_page (window), 0),
                                   "Hansa Teutonica · 2–3 players side · Scoring a finished game · today at "));
  activate (window, "win.open-library-game", end_one);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  g_assert_cmpstr (kontor_end_page_get_total (kontor_window_get_end_page (window), 0), ==, "15");
  g_assert_cmpstr (kontor_end_page_get_total (kontor_window_get_end_page (window), 1), ==, "7");
  close_window (window);

  /* a restart: a new application over the same data folder */
  g_clear_object (&app);
  app = kontor_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = open_window ();
  g_assert_cmpuint (n_listed (window), ==, 3);
  g_assert_cmpstr (listed_path (window, 0), ==, end_one);
  activate (window, "win.open-library-game", end_one);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  g_assert_cmpint (kontor_end_page_get_end (kontor_window_get_end_page (window))->pos.slots[hamburg][0].owner, ==, 0);
  g_assert_cmpstr (kontor_end_page_get_total (kontor_window_get_end_page (window), 0), ==, "15");
  g_assert_cmpstr (kontor_end_page_get_total (kontor_window_get_end_page (window), 1), ==, "7");
  activate (window, "win.home", NULL);
  activate (window, "win.open-library-game", game_two);
  g_assert_cmpuint (cursor (window), ==, cursor_two);
  /* looked at, not changed: the end position stays where it was in the
   * list; the game played now comes first */
  click (window, "goslar-magdeburg", 1);
  cursor_two = cursor (window);
  g_assert_cmpuint (actions_on_disk (game_two), ==, cursor_two);
  activate (window, "win.home", NULL);
  g_assert_cmpstr (listed_path (window, 0), ==, game_two);
  g_assert_cmpstr (listed_path (window, 1), ==, end_one);
  close_window (window);
}

static void
screenshots (KontorWindow *window, int w, int h, const char *name)
{
  gtk_window_set_default_size (GTK_WINDOW (window), w, h);
  kontor_test_spin (300);
  /* the default size counts the window's frame: make the content w × h */
  gtk_window_set_default_size (GTK_WINDOW (window), 2 * w - gtk_widget_get_width (GTK_WIDGET (window)),
                               2 * h - gtk_widget_get_height (GTK_WIDGET (window)));
  kontor_test_spin (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, w);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, h);
  kontor_test_save_screenshot (GTK_WIDGET (window), name);
}

/* The start page with three games; delete with Undo; deleted for real
 * once the toast is gone. */
static void
test_delete_undo (void)
{
  KontorWindow *window = open_window ();
  gint64 until;

  activate (window, "win.home", NULL);
  g_assert_cmpuint (n_listed (window), ==, 3);
  screenshots (window, 1024, 600, "library-1024x600.png");
  screenshots (window, 1920, 1080, "library-1920x1080.png");
  screenshots (window, 480, 800, "library-480x800.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshots (window, 1024, 600, "library-dark-1024x600.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);

  /* the player "Bo <&" is in the toast's text: shown as it is (a markup
   * error would be a warning, fatal here) */
  activate (window, "win.delete-game", game_one);
  g_assert_cmpuint (n_listed (window), ==, 2);
  g_assert_false (kontor_library_contains (kontor_window_get_library (window), game_one));
  g_assert_true (g_file_test (game_one, G_FILE_TEST_EXISTS));
  activate (window, "win.undelete-game", game_one);   /* the toast's Undo */
  g_assert_cmpuint (n_listed (window), ==, 3);
  g_assert_true (kontor_library_contains (kontor_window_get_library (window), game_one));
  g_assert_true (g_file_test (game_one, G_FILE_TEST_EXISTS));

  activate (window, "win.delete-game", game_two);
  g_assert_cmpuint (n_listed (window), ==, 2);
  g_assert_true (g_file_test (game_two, G_FILE_TEST_EXISTS));
  /* the toasts time out: then the file is gone */
  until = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (g_file_test (game_two, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < until)
    kontor_test_spin (100);
  g_assert_false (g_file_test (game_two, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (game_one, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (n_listed (window), ==, 2);
  close_window (window);
}

/* Open adopts the file: edited where it is, listed with the others. */
static void
test_open_adopts (void)
{
  KontorWindow *window = open_window ();
  g_autofree char *dir = g_dir_make_tmp ("kontor-open-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "Our game.kontor", NULL);
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "records", "unknown-fields.kontor", NULL);
  g_autofree char *data = NULL;
  guint before;
  GDir *games;
  guint n_files = 0;

  g_assert_true (g_file_get_contents (source, &data, NULL, NULL));
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
  before = actions_on_disk (path);
  g_assert_true (kontor_window_open_file (window, path));
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
  g_assert_cmpstr (kontor_window_get_game_path (window), ==, path);
  g_assert_cmpuint (actions_on_disk (path), ==, before);   /* opening writes nothing */
  click (window, "hamburg-stade", 2);
  g_assert_cmpuint (actions_on_disk (path), ==, before + 1);
  activate (window, "win.home", NULL);
  g_assert_true (kontor_library_contains (kontor_window_get_library (window), path));
  g_assert_true (kontor_library_entry_get_adopted (kontor_library_lookup (kontor_window_get_library (window), path)));
  g_assert_cmpstr (listed_path (window, 0), ==, path);
  /* no copy in the library's folder: its files are the two games and the end position */
  games = g_dir_open (kontor_library_get_folder (kontor_window_get_library (window)), 0, NULL);
  for (const char *name; (name = g_dir_read_name (games));)
    if (!g_str_has_suffix (name, ".bak"))
      n_files++;
  g_dir_close (games);
  g_assert_cmpuint (n_files, ==, 2);   /* game_one and end_one (game_two was deleted) */

  /* a read-only file is opened as a copy in the library, and left alone */
  {
    g_autofree char *locked = g_build_filename (dir, "locked.kontor", NULL);
    g_autofree char *copy = NULL;
    g_assert_true (g_file_set_contents (locked, data, -1, NULL));
    g_assert_cmpint (g_chmod (locked, 0444), ==, 0);
    g_assert_true (kontor_window_open_file (window, locked));
    copy = g_strdup (kontor_window_get_game_path (window));
    g_assert_cmpstr (copy, !=, locked);
    g_assert_true (g_str_has_prefix (copy, kontor_library_get_folder (kontor_window_get_library (window))));
    g_assert_cmpuint (actions_on_disk (copy), ==, before);   /* written at once */
    click (window, "hamburg-stade", 2);
    g_assert_cmpuint (actions_on_disk (copy), ==, before + 1);
    g_assert_cmpuint (actions_on_disk (locked), ==, before);
    activate (window, "win.home", NULL);
    g_assert_cmpstr (listed_path (window, 0), ==, copy);
    g_assert_false (kontor_library_contains (kontor_window_get_library (window), locked));
  }
  close_window (window);
  kontor_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-library-XXXXXX");
  if (data == NULL)
    return 77;
  app = kontor_test_application_new ();

  /* in order: each builds on the files the one before left */
  g_test_add_func ("/gui-library/two-games", test_two_games);
  g_test_add_func ("/gui-library/end-position-survives", test_end_position_survives);
  g_test_add_func ("/gui-library/delete-undo", test_delete_undo);
  g_test_add_func ("/gui-library/open-adopts", test_open_adopts);
  status = g_test_run ();
  g_clear_object (&app);
  g_free (game_one);
  g_free (game_two);
  g_free (end_one);
  kontor_test_remove_tree (data);
  return status;
}
