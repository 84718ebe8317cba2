/* GUI tests of Merchants of Europe in the real window, under Xvfb: a new
 * game from the setup page (the title's own rows), and a seeded game of
 * four players on the short side opened from a file, two whole turns
 * entered through the play page's own controls (the board's dice, the
 * production grid, the bank, the hands, the builds, the prompt's and the
 * command bar's buttons), the engine's state checked after each, a hand
 * shown and hidden again, then the progress sheet against the title's
 * score output.  Screenshots go to $KONTOR_SCREENSHOT_DIR. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kontor-application.h"
#include "kontor-moe.h"
#include "kontor-moe-board.h"
#include "kontor-moe-board-private.h"   /* MOEB_ITEM_TYPE: the board's own buttons */
#include "kontor-moe-hints.h"
#include "kontor-moe-table.h"
#include "kontor-play-page.h"
#include "kontor-score-sheet.h"
#include "kontor-setup-page.h"
#include "kontor-table-title.h"
#include "kontor-test-support.h"
#include "kontor-title-view.h"
#include "kontor-window.h"

/* Seed 2 with Ana (red), Bo (blue), Cy (white) and Di (orange) on the
 * short side: Ana rolls 5 + 3, Bo 4 + 1. */
#define SEED 2

static KontorApplication *app;

static const MoePosition *
pos_of (KontorWindow *window)
{
  return kontor_game_get_position (kontor_test_game (window));
}

static KontorMoeBoard *
board_of (KontorWindow *window)
{
  return KONTOR_MOE_BOARD (kontor_play_page_get_board (kontor_test_play_page (window)));
}

static gboolean
drawn (KontorWindow *window, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  return kontor_moe_board_get_target_point (board_of (window), &t, NULL, NULL);
}

/* A tap on the board, where the board draws the target; the board reports
 * the same target there. */
static void
tap (KontorWindow *window, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b }, there;
  GtkWidget *board = GTK_WIDGET (board_of (window));
  double x, y;

  g_assert_true (kontor_moe_board_get_target_point (board_of (window), &t, &x, &y));
  g_assert_true (x >= 0 && y >= 0 && x < gtk_widget_get_width (board) && y < gtk_widget_get_height (board));
  g_assert_true (kontor_moe_board_target_at (board_of (window), x, y, &there));
  g_assert_cmpint (there.a, ==, item);
  g_assert_cmpint (there.b, ==, b);
  kontor_moe_board_choose (board_of (window), &t);
}

static void
assert_hand (const MoePosition *pos, int seat, int wood, int wool, int grain, int ore, int salt, int gold)
{
  const MoePlayer *pl = &pos->players[seat];
  g_assert_cmpint (pl->hand[MOE_WOOD], ==, wood);
  g_assert_cmpint (pl->hand[MOE_WOOL], ==, wool);
  g_assert_cmpint (pl->hand[MOE_GRAIN], ==, grain);
  g_assert_cmpint (pl->hand[MOE_ORE], ==, ore);
  g_assert_cmpint (pl->hand[MOE_SALT], ==, salt);
  g_assert_cmpint (pl->gold, ==, gold);
}

static int
cell (int seat, int res)
{
  return seat * MOE_N_RES + res;
}

static char *
write_game (const char *board, int n_players)
{
  const KontorTitle *title = kontor_title_lookup ("merchants-of-europe");
  KontorNewGame req = { .board = board, .n_players = n_players, .colors = { "red", "blue", "white", "orange" },
                        .names = { "Ana", "Bo", "Cy", "Di" }, .seeded = TRUE, .seed = SEED };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = title->new_header (&req, &error);
  g_autoptr (KontorGame) game = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kontor-gui-moe-XXXXXX", NULL);
  char *path = g_build_filename (dir, "merchants-of-europe.kontor", NULL);

  g_assert_no_error (error);
  game = kontor_game_new_from_header (title, header, &error);
  g_assert_no_error (error);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  return path;
}

/* The hands: face down; a tap shows one to its owner, another tap or the
 * command bar hides it. */
static void
show_and_hide_hands (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  const KontorMoeMarks *sel = kontor_table_get_selected (table);
  g_autofree char *hand = NULL;

  g_assert_false (drawn (window, KONTOR_MOE_ITEM_HAND, 4));
  g_assert_false (sel->hands[0]);
  tap (window, KONTOR_MOE_ITEM_HAND, 0);
  g_assert_true (sel->hands[0]);
  hand = kontor_table_describe_target (table, &(KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_MOE_ITEM_HAND, 0 });
  g_assert_cmpstr (hand, ==, "Ana's hand: 1 wood, 1 wool, 1 salt.");
  kontor_test_screenshot (window, 1920, 1080, "merchants-of-europe-hand-1920x1080.png");
  tap (window, KONTOR_MOE_ITEM_HAND, 0);
  g_assert_false (sel->hands[0]);
  /* the command bar hides a shown hand too */
  tap (window, KONTOR_MOE_ITEM_HAND, 1);
  g_assert_true (sel->hands[1]);
  kontor_test_press (window, _("Hide the Hands"));
  g_assert_false (sel->hands[1]);
}

/* Ana: Kontor rolls (8); the grid: 1 wood for Ana (tapped twice, one taken
 * back), 1 ore for Bo; a wool bought for 2 gold; 1 grain traded to Bo for
 * 1 ore; a route; her hand shown and hidden; the turn ended. */
static void
turn_ana (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  KontorGame *game = kontor_test_game (window);
  const KontorMoeMarks *sel = kontor_table_get_selected (table), *hl = kontor_table_get_highlights (table);
  int dice[2];

  g_assert_cmpstr (kontor_table_get_mode (table), ==, "roll");
  assert_hand (pos_of (window), 0, 1, 0, 1, 0, 1, 3);
  kontor_moe_peek_dice (pos_of (window), dice);
  g_assert_cmpint (dice[0] + dice[1], ==, 8);
  kontor_test_press (window, _("Kontor Rolls"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "production");
  g_assert_true (drawn (window, KONTOR_MOE_ITEM_OWED, cell (3, MOE_SALT)));
  tap (window, KONTOR_MOE_ITEM_OWED, cell (0, MOE_WOOD));
  tap (window, KONTOR_MOE_ITEM_OWED, cell (0, MOE_WOOD));
  tap (window, KONTOR_MOE_ITEM_OWED_LESS, cell (0, MOE_WOOD));
  tap (window, KONTOR_MOE_ITEM_OWED, cell (1, MOE_ORE));
  g_assert_cmpint (sel->owed[0][MOE_WOOD], ==, 1);
  g_assert_cmpint (sel->owed[1][MOE_ORE], ==, 1);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-production-1024x600.png");
  kontor_test_press (window, _("Done"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 2);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "actions");
  assert_hand (pos_of (window), 0, 2, 0, 1, 0, 1, 3);
  assert_hand (pos_of (window), 1, 0, 1, 0, 2, 1, 3);
  assert_hand (pos_of (window), 2, 1, 1, 1, 0, 0, 4);   /* nothing produced: 1 gold */
  assert_hand (pos_of (window), 3, 0, 0, 1, 1, 1, 4);
  g_assert_cmpint (pos_of (window)->bank_gold, ==, 86);

  /* a wool from the bank for 2 gold */
  g_assert_true (hl->bank[MOE_WOOL]);
  tap (window, KONTOR_MOE_ITEM_BANK, MOE_WOOL);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 3);
  assert_hand (pos_of (window), 0, 2, 1, 1, 0, 1, 1);
  g_assert_cmpint (pos_of (window)->bank[MOE_WOOL], ==, 16);
  /* a trade with Bo: Ana's grain for Bo's ore */
  tap (window, KONTOR_MOE_ITEM_CARD, cell (0, MOE_GRAIN));
  g_assert_cmpint (sel->cards[0][MOE_GRAIN], ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "trade");
  tap (window, KONTOR_MOE_ITEM_CARD, cell (1, MOE_ORE));
  g_assert_cmpint (sel->cards[1][MOE_ORE], ==, 1);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-trade-1024x600.png");
  kontor_test_press (window, _("Done"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 4);
  assert_hand (pos_of (window), 0, 2, 1, 0, 1, 1, 1);
  assert_hand (pos_of (window), 1, 0, 1, 1, 1, 1, 3);
  /* a route: ore and wood, with its label typed */
  tap (window, MOEB_ITEM_TYPE, MOEB_TYPE_LABEL);
  kontor_test_spin (100);
  g_assert_nonnull (kontor_test_find_dialog ());
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (kontor_test_find_dialog ())), "wien-linz");
  kontor_test_answer ("ok");
  kontor_test_spin (50);
  g_assert_null (kontor_test_find_dialog ());
  g_assert_cmpstr (((const KontorMoeEntry *) kontor_table_get_state (table))->label, ==, "wien-linz");
  g_assert_true (hl->builds[KONTOR_MOE_BUILD_ROUTE]);
  g_assert_false (hl->builds[KONTOR_MOE_BUILD_MERCHANT]);
  tap (window, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 5);
  assert_hand (pos_of (window), 0, 1, 1, 0, 0, 1, 1);
  g_assert_cmpint (pos_of (window)->players[0].routes, ==, 2);
  {
    const MoeAction *route = kontor_game_get_action (game, 4);
    g_assert_true (route->has_at);
    g_assert_cmpstr (kontor_moe_text (route, route->at), ==, "wien-linz");
  }

  show_and_hide_hands (window);
  kontor_test_press (window, _("End Turn"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 6);
  g_assert_cmpint (pos_of (window)->active, ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "roll");
}

/* Bo: the dice tapped as rolled (4 + 1); 1 grain for Cy; a development
 * card from the command bar; the turn ended from the prompt. */
static void
turn_bo (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  KontorGame *game = kontor_test_game (window);
  const KontorMoeMarks *sel = kontor_table_get_selected (table);
  int dice[2];
  static const MoeDo record[] = {
    MOE_DO_ROLL, MOE_DO_PRODUCTION, MOE_DO_BUY_RESOURCE, MOE_DO_TRADE, MOE_DO_BUILD_ROUTE, MOE_DO_END_TURN,
    MOE_DO_ROLL, MOE_DO_PRODUCTION, MOE_DO_BUY_DEV, MOE_DO_END_TURN,
  };

  kontor_moe_peek_dice (pos_of (window), dice);
  g_assert_cmpint (dice[0], ==, 4);
  g_assert_cmpint (dice[1], ==, 1);
  tap (window, KONTOR_MOE_ITEM_DIE, 0 * 8 + 4);
  g_assert_true (sel->die[0][4]);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 6);
  tap (window, KONTOR_MOE_ITEM_DIE, 1 * 8 + 1);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 7);
  g_assert_cmpint (pos_of (window)->dice[0] + pos_of (window)->dice[1], ==, 5);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "production");
  tap (window, KONTOR_MOE_ITEM_OWED, cell (2, MOE_GRAIN));
  kontor_test_press (window, _("Done"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 8);
  assert_hand (pos_of (window), 0, 1, 1, 0, 0, 1, 2);
  assert_hand (pos_of (window), 1, 0, 1, 1, 1, 1, 4);
  assert_hand (pos_of (window), 2, 1, 1, 2, 0, 0, 4);
  assert_hand (pos_of (window), 3, 0, 0, 1, 1, 1, 5);
  kontor_test_press (window, _("Buy a Development Card"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 9);
  assert_hand (pos_of (window), 1, 0, 0, 1, 1, 0, 4);
  g_assert_cmpint (pos_of (window)->players[1].n_dev, ==, 1);
  g_assert_cmpint (pos_of (window)->deck, ==, MOE_DEV_CARDS - 1);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-actions-1024x600.png");
  kontor_test_screenshot (window, 600, 900, "merchants-of-europe-actions-600x900.png");
  /* a caravan's movement started (the steps shown), then dropped */
  tap (window, KONTOR_MOE_ITEM_CARAVAN, 1 * 2 + 0);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "caravan");
  tap (window, KONTOR_MOE_ITEM_STEPS, 2);
  g_assert_true (sel->steps[2] && !sel->steps[3]);
  g_assert_true (drawn (window, MOEB_ITEM_TYPE, MOEB_TYPE_LABEL));
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-caravan-1024x600.png");
  tap (window, KONTOR_MOE_ITEM_CARAVAN, 1 * 2 + 0);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "actions");
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 9);
  g_assert_cmpstr (kontor_table_get_extra_label (table), ==, _("_End Turn"));
  g_signal_emit_by_name (kontor_test_find_by_id (GTK_WIDGET (kontor_test_play_page (window)), "prompt_extra"),
                         "clicked");
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 10);
  g_assert_cmpint (pos_of (window)->active, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (record); i++)
    g_assert_cmpint (((const MoeAction *) kontor_game_get_action (game, i))->what, ==, record[i]);
}

/* The progress sheet: every row as the score output says (merchants left
 * out: none is on the board), and the race in words. */
static void
check_sheet (KontorWindow *window)
{
  GtkWidget *sheet;
  GtkGrid *grid;
  g_autoptr (JsonNode) score = kontor_game_score_json (kontor_test_game (window));
  JsonArray *players = json_object_get_array_member (json_node_get_object (score), "players");
  const char *fields[] = { "delivered", "target", "available", "covered", "kontors", "routes", "caravans", "gold",
                           "cards", "dev_cards", "rank" };
  const char *names[] = { "Ana", "Bo", "Cy", "Di" };

  kontor_test_press (window, _("Score"));
  kontor_test_spin (200);
  sheet = kontor_test_find_by_id (GTK_WIDGET (window), "sheet");
  grid = kontor_score_sheet_get_grid (KONTOR_SCORE_SHEET (sheet));
  for (int p = 0; p < 4; p++)
    g_assert_cmpstr (kontor_test_cell_text (grid, p + 1, 0), ==, names[p]);
  for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
    for (int p = 0; p < 4; p++)
      {
        g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 json_object_get_int_member (json_array_get_object_element (players, p),
                                                                             fields[f]));
        g_assert_cmpstr (kontor_test_cell_text (grid, p + 1, (int) f + 1), ==, want);
      }
  g_assert_cmpstr (kontor_test_cell_text (grid, 1, 2), ==, "5");    /* the target: short side, 4 players */
  g_assert_cmpstr (kontor_test_cell_text (grid, 1, 6), ==, "2");    /* Ana's routes */
  g_assert_cmpstr (kontor_test_cell_text (grid, 2, 8), ==, "4");    /* Bo's gold */
  g_assert_cmpstr (kontor_test_cell_text (grid, 2, 10), ==, "1");   /* Bo's development card */
  g_assert_cmpstr (kontor_test_cell_text (grid, 4, 11), ==, "1");   /* everyone level: place 1 */
  g_assert_null (gtk_grid_get_child_at (grid, 0, 12));
  g_assert_true (kontor_test_has_label (sheet, "Ana, Bo, Cy, Di share the lead: 0 of 5 goods delivered each."));
  kontor_test_save_screenshot (GTK_WIDGET (window), "merchants-of-europe-score.png");
  kontor_test_press (window, _("Back to the Table"));
}

static void
test_two_turns (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *path = write_game ("short", 4);
  g_autofree char *dir = g_path_get_dirname (path);
  KontorTarget cursor;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  g_assert_cmpstr (kontor_game_get_title (kontor_test_game (window))->id, ==, "merchants-of-europe");
  g_assert_true (KONTOR_IS_MOE_BOARD (board_of (window)));
  kontor_test_save_screenshot (GTK_WIDGET (window), "merchants-of-europe-roll-1024x600.png");
  /* the keyboard: the first arrow goes to the first target that can be tapped (a die) */
  g_assert_true (kontor_moe_board_move_cursor (board_of (window), 1, 0));
  g_assert_true (kontor_moe_board_get_cursor (board_of (window), &cursor));
  g_assert_cmpint (cursor.a, ==, KONTOR_MOE_ITEM_DIE);
  kontor_moe_board_set_cursor (board_of (window), NULL);
  {
    /* the refusals' rules are explained in the title's own sections */
    const KontorTitleView *view = kontor_title_view_lookup ("merchants-of-europe");
    g_autoptr (GError) error = g_error_new_literal (MOE_ERROR, MOE_ERROR_TOLL_GOLD, "");
    guint n = 0;
    g_assert_nonnull (view->rules_sections (&n));
    g_assert_cmpuint (n, ==, 9);
    g_assert_cmpstr (view->rules_section_for_error (error), ==, "caravans");
  }
  turn_ana (window);
  turn_bo (window);
  kontor_test_screenshot (window, 1920, 1080, "merchants-of-europe-roll-1920x1080.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-dark-1024x600.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  check_sheet (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A new game from the setup page: the title's own rows (short side, the
 * dice at the table), three players (a neutral); the dice tapped as the
 * table rolled them: a 7, the robber and the card taken named in a question. */
static void
test_new_game_from_setup (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup;
  AdwComboRow *game_row;
  GtkStringList *names;
  const char *seats[] = { "Ana", "Bo", "Cy" };
  const MoeSetup *s;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  setup = kontor_window_get_setup_page (window);
  game_row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "game_row"));
  names = GTK_STRING_LIST (adw_combo_row_get_model (game_row));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
    if (strcmp (gtk_string_list_get_string (names, i), _("Catan Histories: Merchants of Europe")) == 0)
      adw_combo_row_set_selected (game_row, i);
  g_assert_cmpstr (kontor_setup_page_get_title (setup)->id, ==, "merchants-of-europe");
  g_assert_true (ADW_IS_PREFERENCES_GROUP (
    gtk_widget_get_next_sibling (kontor_test_find_by_id (GTK_WIDGET (setup), "players_group"))));
  kontor_setup_page_set_players (setup, 3, seats);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-setup-1024x600.png");
  kontor_setup_page_start (setup);
  kontor_test_spin (200);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  s = kontor_game_get_setup (kontor_test_game (window));
  g_assert_false (s->main_board);
  g_assert_false (s->variable);
  g_assert_false (s->seeded);
  g_assert_cmpint (s->n_players, ==, 3);
  g_assert_cmpint (pos_of (window)->neutral, >=, 0);
  /* the neutral's kontors are drawn with the players' */
  for (int k = 0; k < pos_of (window)->n_kontors; k++)
    g_assert_true (drawn (window, KONTOR_MOE_ITEM_KONTOR, k));
  /* a 7: nobody holds more than 7 cards; the robber robs Bo, whose card
   * is named in the question (table draws) */
  tap (window, KONTOR_MOE_ITEM_DIE, 0 * 8 + 3);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 0);
  tap (window, KONTOR_MOE_ITEM_DIE, 1 * 8 + 4);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 1);
  g_assert_cmpint (pos_of (window)->dice[0], ==, 3);
  g_assert_cmpint (pos_of (window)->dice[1], ==, 4);
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "robber");
  g_assert_true (((const KontorMoeMarks *) kontor_table_get_highlights (kontor_test_table (window)))->players[1]);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-3p-robber-1024x600.png");
  tap (window, KONTOR_MOE_ITEM_PLAYER, 1);
  kontor_test_spin (100);
  kontor_test_answer ("ore");
  kontor_test_spin (50);
  g_assert_null (kontor_test_find_dialog ());
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 2);
  g_assert_cmpint (pos_of (window)->players[0].hand[MOE_ORE], ==, 1);
  g_assert_cmpint (pos_of (window)->players[1].hand[MOE_ORE], ==, 0);
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "actions");
  kontor_test_screenshot (window, 1920, 1080, "merchants-of-europe-3p-actions-1920x1080.png");
}

/* The main side's variable setup: the cities typed in the board's dialog,
 * the starting cards tapped in the bank. */
static void
test_variable_setup (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *path = write_game ("main", 3);
  g_autofree char *dir = g_path_get_dirname (path);
  static const char *const cities[] = { "wien", "prag", "linz", "graz", "brno", "bern", "riga" };
  const KontorMoeMarks *sel;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "setup");
  sel = kontor_table_get_selected (kontor_test_table (window));
  /* seats 1 → 3, 3 → 1, then seat 1's third kontor */
  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    {
      tap (window, MOEB_ITEM_TYPE, MOEB_TYPE_CITY);
      kontor_test_spin (100);
      gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (kontor_test_find_dialog ())), cities[i]);
      kontor_test_answer ("ok");
      kontor_test_spin (50);
      g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, i + 1);
      g_assert_cmpstr (pos_of (window)->kontors[i].label, ==, cities[i]);
    }
  g_assert_cmpint (pos_of (window)->kontors[6].owner, ==, 0);
  /* seat 1's starting cards: two wood and an ore from the bank */
  g_assert_false (drawn (window, MOEB_ITEM_TYPE, MOEB_TYPE_CITY));
  tap (window, KONTOR_MOE_ITEM_BANK, MOE_WOOD);
  tap (window, KONTOR_MOE_ITEM_BANK, MOE_WOOD);
  tap (window, KONTOR_MOE_ITEM_BANK, MOE_ORE);
  g_assert_cmpint (sel->bank[MOE_WOOD], ==, 2);
  kontor_test_screenshot (window, 1024, 600, "merchants-of-europe-setup-cards-1024x600.png");
  kontor_test_press (window, _("Done"));
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 8);
  assert_hand (pos_of (window), 0, 2, 0, 0, 1, 0, 3);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  /* a private data folder (autosaves); removed at the end */
  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-merchants-of-europe-XXXXXX");
  if (data == NULL)
    return 77;
  /* the app does not list Merchants of Europe's table part yet */
  if (kontor_table_title_lookup ("merchants-of-europe") == NULL)
    kontor_table_title_register (&kontor_moe_table_title);
  app = kontor_test_application_new ();
  g_test_add_func ("/gui-merchants-of-europe/new-game-from-setup", test_new_game_from_setup);
  g_test_add_func ("/gui-merchants-of-europe/two-turns", test_two_turns);
  g_test_add_func ("/gui-merchants-of-europe/variable-setup", test_variable_setup);
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
