/* GUI tests of Hansa (Michael Schacht) in the real window, under Xvfb: a new
 * game from the setup page, then a short game entered through the play
 * page's own controls (the board's targets, the command bar, Done, the
 * question dialogs), scored on the score sheet.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kontor-application.h"
#include "kontor-hs.h"
#include "kontor-hs-board.h"
#include "kontor-hs-end-page.h"
#include "kontor-title-end-page.h"
#include "kontor-hs-table.h"
#include "kontor-play-page.h"
#include "kontor-score-sheet.h"
#include "kontor-setup-page.h"
#include "kontor-test-support.h"
#include "kontor-window.h"

static KontorApplication *app;

/* ------------------------------------------------------------ the setup page */

static void
test_new_game_from_setup (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup;
  AdwComboRow *game_row, *board_row = NULL;
  GtkWidget *options;
  GtkStringList *names;
  guint hansa = G_MAXUINT;
  const char *seats[] = { "Ana", "Bo", "Cy" };
  KontorGame *game;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  setup = kontor_window_get_setup_page (window);
  game_row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "game_row"));
  names = GTK_STRING_LIST (adw_combo_row_get_model (game_row));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
    if (strcmp (gtk_string_list_get_string (names, i), _("Hansa")) == 0)
      hansa = i;
  g_assert_cmpuint (hansa, !=, G_MAXUINT);
  adw_combo_row_set_selected (game_row, hansa);
  g_assert_cmpstr (kontor_setup_page_get_title (setup)->id, ==, "hansa-schacht");
  /* Hansa's own options: the board; the bonus markers of Hansa Teutonica hidden */
  g_assert_false (gtk_widget_get_visible (kontor_test_find_by_id (GTK_WIDGET (setup), "taverns_group")));
  options = gtk_widget_get_next_sibling (kontor_test_find_by_id (GTK_WIDGET (setup), "players_group"));
  g_assert_true (ADW_IS_PREFERENCES_GROUP (options));
  /* the example board: nothing to describe first */
  board_row = ADW_COMBO_ROW (kontor_test_find_type (options, ADW_TYPE_COMBO_ROW));
  g_assert_nonnull (board_row);
  adw_combo_row_set_selected (board_row, 1);
  kontor_setup_page_set_players (setup, 3, seats);
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-setup.png");
  kontor_setup_page_start (setup);
  kontor_test_spin (100);
  /* the physical piles: the markers on the 14 warehouse spaces are named first */
  g_assert_cmpstr (kontor_window_get_page (window), ==, "setup");
  {
    GtkWidget *ask = NULL;
    GList *tops = gtk_window_list_toplevels ();
    for (GList *l = tops; l; l = l->next)
      if (g_strcmp0 (gtk_window_get_title (l->data), "Markers on the Warehouses") == 0)
        ask = l->data;
    g_list_free (tops);
    g_assert_nonnull (ask);
    for (int i = 0; i < 14; i++)
      {
        /* red 1 four times, then red 2, … (the kinds left enabled) */
        const char *order[] = { "yellow 1", "yellow 2", "yellow 3", "green 1", "green 2" };
        GtkWidget *b = NULL;
        for (guint k = 0; k < G_N_ELEMENTS (order) && (b == NULL || !gtk_widget_is_sensitive (b)); k++)
          b = kontor_test_find_button (ask, order[k]);
        g_assert_true (b && gtk_widget_is_sensitive (b));
        g_signal_emit_by_name (b, "clicked");
        if (i == 5)
          {
            kontor_test_spin (100);
            kontor_test_save_screenshot (ask, "hansa-warehouses.png");
          }
      }
    g_signal_emit_by_name (kontor_test_find_button (ask, "Start the Game"), "clicked");
    kontor_test_spin (100);
  }
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  game = kontor_test_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (kontor_game_get_title (game)->id, ==, "hansa-schacht");
  g_assert_cmpint (kontor_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (kontor_game_get_player_name (game, 2), ==, "Cy");
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "setup");
  {
    /* the warehouses as named, in fill order: yellow 1 ×4, yellow 2 ×5, yellow 3 ×4, green 1 */
    const HsPosition *pos = kontor_game_get_position (game);
    int want[] = { 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3 };
    g_assert_cmpint (pos->n_spaces, ==, 14);
    for (int i = 0; i < 14; i++)
      g_assert_cmpint (pos->warehouse[i], ==, want[i]);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_test_spin (300);
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-new-game-1024x600.png");
}

/* ------------------------------------------------------------ a short game */

#define WAREHOUSES "[\"yellow-1\",\"yellow-2\",\"green-1\",\"green-2\",\"blue-1\",\"red-1\",\"red-3\"," \
                   "\"green-2\",\"blue-2\",\"yellow-3\",\"green-3\",\"blue-3\",\"red-2\",\"yellow-2\"]"

/* The game of tests/table/test-table-hansa.c: Ana (red) and Bo (blue) on
 * the example board, piles 1, 1, 1, 1, 34: four turns. */
static const char *const entries[] = {
  "{\"do\":\"setup-booths\",\"city\":\"luebeck\"}",
  "{\"do\":\"setup-booths\",\"city\":\"danzig\"}",
  "{\"do\":\"setup-booths\",\"city\":\"toensberg\"}",
  "{\"do\":\"setup-booths\",\"city\":\"luebeck\"}",
  "{\"do\":\"setup-booths\",\"city\":\"kalmar\"}",
  "{\"do\":\"setup-booths\",\"city\":\"stockholm\"}",
  "{\"do\":\"buy\",\"marker\":\"green-2\"}",
  "{\"do\":\"sail\",\"to\":\"luebeck\"}",
  "{\"do\":\"buy\",\"marker\":\"red-1\"}",
  "{\"do\":\"sail\",\"to\":\"aalborg\"}",
  "{\"do\":\"buy\",\"marker\":\"green-1\"}",
  "{\"do\":\"sail\",\"to\":\"copenhagen\"}",
  "{\"do\":\"end-turn\"}",
  "{\"do\":\"refill\",\"markers\":[\"yellow-1\",\"green-3\",\"red-2\"]}",
  "{\"do\":\"buy\",\"marker\":\"green-3\"}",
  "{\"do\":\"sail\",\"to\":\"danzig\"}",
  "{\"do\":\"buy\",\"marker\":\"green-2\"}",
  "{\"do\":\"sail\",\"to\":\"luebeck\"}",
  "{\"do\":\"sell\",\"markers\":[\"green-2\",\"green-3\"],\"losses\":[{\"player\":\"red\",\"markers\":[\"green-2\"]}]}",
  "{\"do\":\"sail\",\"to\":\"aalborg\"}",
  "{\"do\":\"buy\",\"marker\":\"yellow-1\"}",
  "{\"do\":\"end-turn\"}",
  "{\"do\":\"refill\",\"markers\":[\"yellow-2\",\"blue-3\",\"blue-1\"]}",
  "{\"do\":\"buy\",\"marker\":\"yellow-2\"}",
  "{\"do\":\"sail\",\"to\":\"copenhagen\"}",
  "{\"do\":\"establish\",\"marker\":\"yellow-2\"}",
  "{\"do\":\"end-turn\"}",
  "{\"do\":\"buy\",\"marker\":\"blue-3\"}",
  "{\"do\":\"sail\",\"to\":\"danzig\"}",
  "{\"do\":\"buy\",\"marker\":\"blue-1\"}",
  "{\"do\":\"sail\",\"to\":\"stockholm\"}",
  "{\"do\":\"buy\",\"marker\":\"yellow-3\"}",
  "{\"do\":\"end-turn\",\"discard\":[\"yellow-1\"]}",
};

static char *
write_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) profile = kontor_hs_load_profile ("hansa-schacht-example", &error);
  g_autofree char *profile_text = json_to_string (profile, FALSE);
  g_autofree char *record = g_strdup_printf (
    "{\"format\":\"kontor-game\",\"version\":1,\"game\":\"hansa-schacht\",\"board\":\"hansa-schacht\","
    "\"board_profile\":%s,\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"
    "\"goods_colors\":[\"yellow\",\"green\",\"red\",\"blue\"],\"warehouses\":" WAREHOUSES ","
    "\"piles\":[1,1,1,1,34],\"draws\":\"table\",\"actions\":[]}", profile_text);
  char *path = g_build_filename (g_get_tmp_dir (), "kontor-gui-hansa.kontor", NULL);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, record, -1, NULL));
  return path;
}

static const HsPosition *
pos_of (KontorWindow *window)
{
  return kontor_game_get_position (kontor_test_game (window));
}

/* A click on the board, where the board draws the target. */
static void
click (KontorWindow *window, KontorTargetKind kind, int a, int b)
{
  KontorTarget t = { kind, a, b };
  double x, y;
  GtkWidget *board = kontor_play_page_get_board (kontor_test_play_page (window));
  g_assert_true (kontor_hs_board_get_target_point (KONTOR_HS_BOARD (board), &t, &x, &y));
  g_assert_true (x >= 0 && y >= 0 && x < gtk_widget_get_width (board) && y < gtk_widget_get_height (board));
  kontor_table_click (kontor_test_table (window), &t);
}

static void
click_marker (KontorWindow *window, const char *kind)
{
  click (window, KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_UNSOLD,
         pos_of (window)->active * HS_N_KINDS + kontor_hs_kind_from_id (kind));
}

static int
city_of (const char *id)
{
  int c = kontor_hs_city_from_id (id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static void
enter (KontorWindow *window, JsonObject *e)
{
  const char *what = json_object_get_string_member (e, "do");
  const HsPosition *pos = pos_of (window);

  if (strcmp (what, "setup-booths") == 0)
    click (window, KONTOR_TARGET_CITY, city_of (json_object_get_string_member (e, "city")), 0);
  else if (strcmp (what, "sail") == 0)
    click (window, KONTOR_TARGET_CITY, city_of (json_object_get_string_member (e, "to")), 0);
  else if (strcmp (what, "buy") == 0)
    {
      int kind = kontor_hs_kind_from_id (json_object_get_string_member (e, "marker")), slot = -1;
      for (int s = 0, k = 0; s < pos->n_spaces; s++)
        if (pos->space_city[s] == pos->ship)
          {
            if (pos->warehouse[s] == kind && slot < 0)
              slot = k;
            k++;
          }
      g_assert_cmpint (slot, >=, 0);
      click (window, KONTOR_TARGET_SLOT, pos->ship, slot);
    }
  else if (strcmp (what, "refill") == 0)
    {
      JsonArray *m = json_object_get_array_member (e, "markers");
      kontor_test_press (window, _("Refill"));
      for (guint i = 0; i < json_array_get_length (m); i++)
        kontor_test_answer (json_array_get_string_element (m, i));
    }
  else if (strcmp (what, "establish") == 0)
    {
      kontor_test_press (window, _("Set Up Booths"));
      kontor_test_answer (json_object_get_string_member (e, "marker"));
    }
  else if (strcmp (what, "sell") == 0)
    {
      JsonArray *m = json_object_get_array_member (e, "markers");
      JsonArray *losses = json_object_get_array_member (e, "losses");
      kontor_test_press (window, _("Sell"));
      for (guint i = 0; i < json_array_get_length (m); i++)
        click_marker (window, json_array_get_string_element (m, i));
      kontor_test_press (window, _("Done"));
      for (guint i = 0; losses && i < json_array_get_length (losses); i++)
        {
          JsonObject *loss = json_array_get_object_element (losses, i);
          kontor_test_answer (json_array_get_string_element (json_object_get_array_member (loss, "markers"), 0));
        }
    }
  else if (strcmp (what, "end-turn") == 0)
    {
      JsonArray *d = json_object_has_member (e, "discard") ? json_object_get_array_member (e, "discard") : NULL;
      kontor_test_press (window, _("End Turn"));
      for (guint i = 0; d && i < json_array_get_length (d); i++)
        click_marker (window, json_array_get_string_element (d, i));
      if (d)
        kontor_test_press (window, _("Done"));
    }
  else
    g_assert_not_reached ();
}

static void
assert_entries (KontorGame *game)
{
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, G_N_ELEMENTS (entries));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      HsPosition before;
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) node = NULL;
      g_autofree char *text = NULL;
      kontor_game_position_at (game, i, &before);
      kontor_hs_action_to_json (b, kontor_game_get_action (game, i), &before);
      node = json_builder_get_root (b);
      text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, entries[i]);
    }
}

static void
test_short_game (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *path = write_game ();
  g_autofree char *png = g_build_filename (g_get_tmp_dir (), "kontor-gui-hansa-score.png", NULL);
  g_autofree char *pdf = g_build_filename (g_get_tmp_dir (), "kontor-gui-hansa-score.pdf", NULL);
  KontorGame *game;
  GtkGrid *grid;

  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  game = kontor_test_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autoptr (JsonNode) node = json_from_string (entries[i], NULL);
      g_test_message ("entry %u: %s", i, entries[i]);
      enter (window, json_node_get_object (node));
      g_assert_cmpuint (kontor_game_get_cursor (game), ==, i + 1);
      g_assert_null (kontor_test_find_dialog ());
      if (i == 17)
        {
          kontor_test_spin (200);
          kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-1920x1080.png");
        }
    }
  assert_entries (game);
  g_assert_true (kontor_game_ended (game));
  /* the game's file holds every entry (autosave) */
  {
    g_autoptr (KontorGame) saved = kontor_game_new_from_file (kontor_window_get_game_path (window), NULL, NULL);
    g_assert_nonnull (saved);
    g_assert_cmpuint (kontor_game_get_cursor (saved), ==, G_N_ELEMENTS (entries));
  }
  /* undo and redo from the window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, G_N_ELEMENTS (entries) - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, G_N_ELEMENTS (entries));

  /* the score sheet, as `kontor-cli score` computes it */
  kontor_test_press (window, _("Final Score"));
  kontor_test_spin (200);
  grid = kontor_score_sheet_get_grid (KONTOR_SCORE_SHEET (kontor_test_find_by_id (GTK_WIDGET (window), "sheet")));
  {
    g_autoptr (JsonNode) score = kontor_game_score_json (game);
    JsonArray *players = json_object_get_array_member (json_node_get_object (score), "players");
    const char *fields[] = { "unsold", "sold", "cities", "total", "booths", "rank" };
    g_assert_cmpstr (kontor_test_cell_text (grid, 1, 0), ==, "Ana");
    g_assert_cmpstr (kontor_test_cell_text (grid, 2, 0), ==, "Bo");
    for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
      for (int p = 0; p < 2; p++)
        {
          g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                   json_object_get_int_member (json_array_get_object_element (players, p), fields[f]));
          g_assert_cmpstr (kontor_test_cell_text (grid, p + 1, (int) f + 1), ==, want);
        }
    /* the Extrakarte row only with the variant */
    g_assert_null (gtk_grid_get_child_at (grid, 0, 7));
  }
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-score.png");
  g_assert_true (kontor_play_page_export (kontor_test_play_page (window), png, NULL));
  g_assert_true (kontor_play_page_export (kontor_test_play_page (window), pdf, NULL));
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  g_unlink (png);
  g_unlink (pdf);
  kontor_test_press (window, _("Back to the Table"));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_test_spin (300);
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-ended-1024x600.png");
  kontor_test_screenshot (window, 600, 900, "hansa-ended-600x900.png");
  g_unlink (path);
}

/* "Score a finished game" of Hansa: the players on the setup page, the end
 * position of the spec's §5.6 entered on Hansa's page, its sheet. */
static void
test_score_only (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup;
  AdwComboRow *game_row;
  GtkStringList *names;
  KontorTitleEndPage *page;
  KontorHsEndPage *entry;
  const char *seats[] = { "Ana", "Bo", "Cy" };
  static const struct { int seat; const char *id; int value; } fields[] = {
    { 0, "luebeck", 3 }, { 0, "danzig", 2 }, { 0, "kalmar", 1 }, { 0, "toensberg", 1 },
    { 1, "luebeck", 1 }, { 1, "stockholm", 4 }, { 1, "kalmar", 1 }, { 1, "aalborg", 2 },
    { 2, "stockholm", 2 }, { 2, "riga", 3 }, { 2, "kalmar", 1 }, { 2, "toensberg", 1 },
    { 0, "unsold", 2 }, { 0, "sold-1", 2 }, { 0, "sold-2", 3 }, { 0, "sold-3", 2 },
    { 1, "unsold", 3 }, { 1, "sold-1", 5 }, { 1, "sold-2", 1 }, { 1, "sold-3", 3 },
    { 2, "unsold", 1 }, { 2, "sold-2", 5 }, { 2, "sold-3", 3 },
  };

  g_action_group_activate_action (G_ACTION_GROUP (window), "score-game", NULL);
  setup = kontor_window_get_setup_page (window);
  game_row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "game_row"));
  names = GTK_STRING_LIST (adw_combo_row_get_model (game_row));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
    if (strcmp (gtk_string_list_get_string (names, i), _("Hansa")) == 0)
      adw_combo_row_set_selected (game_row, i);
  g_assert_cmpstr (kontor_setup_page_get_title (setup)->id, ==, "hansa-schacht");
  kontor_setup_page_set_players (setup, 3, seats);
  {
    /* the colours of the seats, as ids of Hansa's colours */
    const char *ids[4] = { NULL };
    g_assert_cmpint (kontor_setup_page_get_color_ids (setup, ids), ==, 3);
    g_assert_cmpstr (ids[0], ==, "red");
    g_assert_cmpstr (ids[2], ==, "green");
  }
  kontor_setup_page_start (setup);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "title-end");
  page = KONTOR_TITLE_END_PAGE (kontor_test_find_by_id (GTK_WIDGET (window), "title_end_page"));
  entry = KONTOR_HS_END_PAGE (kontor_title_end_page_get_entry (page));
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (kontor_hs_end_page_get_field (entry, fields[i].seat, fields[i].id)),
                               fields[i].value);
  kontor_test_spin (100);
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-end-position.png");
  g_signal_emit_by_name (kontor_hs_end_page_get_field (entry, -1, "score"), "clicked");
  kontor_test_spin (100);
  {
    GtkGrid *grid = kontor_score_sheet_get_grid (kontor_title_end_page_get_sheet (page));
    /* §5.6: totals 33, 38, 38; Bo first on booths (8 against 7) */
    g_assert_cmpstr (kontor_test_cell_text (grid, 1, 4), ==, "33");
    g_assert_cmpstr (kontor_test_cell_text (grid, 2, 4), ==, "38");
    g_assert_cmpstr (kontor_test_cell_text (grid, 3, 4), ==, "38");
    g_assert_cmpstr (kontor_test_cell_text (grid, 2, 5), ==, "8");
    g_assert_cmpstr (kontor_test_cell_text (grid, 1, 6), ==, "3");
    g_assert_cmpstr (kontor_test_cell_text (grid, 2, 6), ==, "1");
    g_assert_cmpstr (kontor_test_cell_text (grid, 3, 6), ==, "2");
  }
  kontor_test_save_screenshot (GTK_WIDGET (window), "hansa-end-position-score.png");
}

/* A game of a title Kontor cannot show at the table is refused in words. */
static void
test_title_without_table (void)
{
  /* every title Kontor has can be shown at the table now; a title without
   * a table part (a copy of Merchants of Europe under another id) cannot */
  static KontorTitle bare;
  const char *ids[] = { "hansa-schacht", "marco-polo-classic", "merchants-of-europe" };
  KontorNewGame req = { .n_players = 3, .colors = { "red", "blue", "white" }, .names = { "Ana", "Bo", "Cy" },
                        .seeded = TRUE, .seed = 3, .board = NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = NULL;
  g_autoptr (KontorGame) game = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const KontorTitle *title = kontor_title_lookup (ids[i]);
      g_autoptr (JsonObject) h = NULL;
      g_autoptr (KontorGame) g = NULL;
      req.board = i == 0 ? "hansa-schacht-example" : NULL;
      req.colors[2] = i == 2 ? "white" : "green";
      h = title->new_header (&req, &error);
      g_assert_no_error (error);
      g = kontor_game_new_from_header (title, h, &error);
      g_assert_no_error (error);
      g_assert_true (kontor_window_can_show (g, NULL));
    }
  bare = *kontor_title_lookup ("merchants-of-europe");
  bare.id = "test-no-table";
  bare.name = "Test Title";
  kontor_title_register (&bare);
  req.board = NULL;
  req.colors[2] = "white";
  header = bare.new_header (&req, &error);
  g_assert_no_error (error);
  game = kontor_game_new_from_header (&bare, header, &error);
  g_assert_no_error (error);
  g_assert_false (kontor_window_can_show (game, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (error->message, ==, "Games of Test Title cannot be shown at the table yet; kontor-cli replays and scores them.");
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  /* a private data folder (autosaves, the described board); removed at the end */
  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-hansa-XXXXXX");
  if (data == NULL)
    return 77;
  app = kontor_test_application_new ();
  g_test_add_func ("/gui-hansa/new-game-from-setup", test_new_game_from_setup);
  g_test_add_func ("/gui-hansa/short-game", test_short_game);
  g_test_add_func ("/gui-hansa/score-only", test_score_only);
  g_test_add_func ("/gui-hansa/title-without-table", test_title_without_table);
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
