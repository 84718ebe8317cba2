/* GUI tests of Marco Polo in the real window, under Xvfb: a seeded game of
 * three travellers opened from a file, three whole turns entered through
 * the play page's own controls (the board's dice, steps, kinds of stop,
 * pile and hands, the prompt's and the command bar's buttons, a question
 * dialog), the engine's state checked after each, then the status sheet
 * against the title's score output.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kontor-application.h"
#include "kontor-mp.h"
#include "kontor-mp-board.h"
#include "kontor-mp-hints.h"
#include "kontor-mp-table.h"
#include "kontor-play-page.h"
#include "kontor-score-sheet.h"
#include "kontor-setup-page.h"
#include "kontor-table-title.h"
#include "kontor-test-support.h"
#include "kontor-title-view.h"
#include "kontor-window.h"

/* Seed 9 with Ana, Bo and Cy: Ana rolls 3 and draws green 200 from the
 * green pile; Bo rolls 5 and loses the fight 2 against 6; Cy rolls 4. */
#define SEED 9

static KontorApplication *app;

static const MpPosition *
pos_of (KontorWindow *window)
{
  return kontor_game_get_position (kontor_test_game (window));
}

static gboolean
drawn (KontorWindow *window, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  GtkWidget *board = kontor_play_page_get_board (kontor_test_play_page (window));
  return kontor_mp_board_get_target_point (KONTOR_MP_BOARD (board), &t, NULL, NULL);
}

/* A tap on the board, where the board draws the target; the board reports
 * the same target there. */
static void
tap (KontorWindow *window, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b }, there;
  GtkWidget *board = kontor_play_page_get_board (kontor_test_play_page (window));
  double x, y;

  g_assert_true (kontor_mp_board_get_target_point (KONTOR_MP_BOARD (board), &t, &x, &y));
  g_assert_true (x >= 0 && y >= 0 && x < gtk_widget_get_width (board) && y < gtk_widget_get_height (board));
  g_assert_true (kontor_mp_board_target_at (KONTOR_MP_BOARD (board), x, y, &there));
  g_assert_cmpint (there.a, ==, item);
  g_assert_cmpint (there.b, ==, b);
  kontor_mp_board_choose (KONTOR_MP_BOARD (board), &t);
}

static char *
write_game (void)
{
  const KontorTitle *title = kontor_title_lookup ("marco-polo-classic");
  KontorNewGame req = { .n_players = 3, .colors = { "red", "blue", "green" }, .names = { "Ana", "Bo", "Cy" },
                        .seeded = TRUE, .seed = SEED };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = title->new_header (&req, &error);
  g_autoptr (KontorGame) game = NULL;
  char *path = g_build_filename (g_get_tmp_dir (), "kontor-gui-marco-polo.kontor", NULL);

  g_assert_no_error (error);
  game = kontor_game_new_from_header (title, header, &error);
  g_assert_no_error (error);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  return path;
}

static int
next_red (KontorWindow *window)
{
  int red;
  kontor_mp_peek_dice (pos_of (window), &red, NULL);
  return red;
}

/* Ana: taps the die (3), the steps, a green trading place, the green pile
 * (green 200 drawn), looks at her hand and hides it, ends the turn. */
static void
turn_ana (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  KontorGame *game = kontor_test_game (window);
  const KontorMpMarks *sel = kontor_table_get_selected (table), *hl = kontor_table_get_highlights (table);
  int green_200 = kontor_mp_kind_from_id ("green-200"), card = 0 * MP_N_KINDS + green_200;
  g_autoptr (GArray) journey = NULL;
  g_autofree char *hand = NULL;

  g_assert_cmpstr (kontor_table_get_mode (table), ==, "roll");
  g_assert_cmpint (next_red (window), ==, 3);
  tap (window, KONTOR_MP_ITEM_DIE, 3);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 1);
  g_assert_cmpint (pos_of (window)->stage, ==, MP_STAGE_MOVE);
  g_assert_cmpint (pos_of (window)->roll, ==, 3);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "move");
  g_assert_false (drawn (window, KONTOR_MP_ITEM_STEPS, 4));
  /* Khanbalik needs three 400 cards: refused, nothing changes */
  g_assert_false (hl->stops[MP_SPACE_KHANBALIK * MP_N_GROUPS]);
  tap (window, KONTOR_MP_ITEM_STOP, MP_SPACE_KHANBALIK * MP_N_GROUPS);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "move");
  tap (window, KONTOR_MP_ITEM_STEPS, 2);
  g_assert_true (sel->steps[2]);
  tap (window, KONTOR_MP_ITEM_STEPS, 3);
  g_assert_true (sel->steps[3] && !sel->steps[2]);
  g_assert_true (hl->stops[MP_SPACE_TRADING * MP_N_GROUPS + 1]);
  kontor_test_screenshot (window, 1024, 600, "marco-polo-move-1024x600.png");
  tap (window, KONTOR_MP_ITEM_STOP, MP_SPACE_TRADING * MP_N_GROUPS + 1);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 2);
  g_assert_cmpint (pos_of (window)->pawn[0].kind, ==, MP_SPACE_TRADING);
  g_assert_cmpint (pos_of (window)->pawn[0].group, ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "stop");
  g_assert_true (hl->piles[1] && !hl->piles[0]);
  journey = kontor_mp_table_journey (table, 0);
  g_assert_cmpuint (journey->len, ==, 2);
  g_assert_true (drawn (window, KONTOR_MP_ITEM_JOURNEY, 0 * KONTOR_MP_JOURNEY_MAX + 1));

  tap (window, KONTOR_MP_ITEM_PILE, 1);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 3);
  g_assert_cmpint (pos_of (window)->coins[0], ==, 11);
  g_assert_cmpint (pos_of (window)->cards[0][green_200], ==, 1);
  g_assert_cmpint (kontor_mp_goods_held (pos_of (window), 0), ==, 1);
  g_assert_cmpint (pos_of (window)->pile_count[green_200], ==, 2);
  g_assert_cmpint (pos_of (window)->bank, ==, 100 - 3 * 12 + 1);

  /* the hand: face down; a tap shows it to its owner, another hides it */
  g_assert_false (drawn (window, KONTOR_MP_ITEM_CARD, card));
  tap (window, KONTOR_MP_ITEM_HAND, 0);
  g_assert_true (sel->hands[0]);
  g_assert_true (drawn (window, KONTOR_MP_ITEM_CARD, card));
  hand = kontor_table_describe_target (table, &(KontorTarget) { KONTOR_TARGET_ITEM, KONTOR_MP_ITEM_HAND, 0 });
  g_assert_cmpstr (hand, ==, "Ana's hand: green 200.");
  kontor_test_screenshot (window, 1920, 1080, "marco-polo-hand-1920x1080.png");
  tap (window, KONTOR_MP_ITEM_HAND, 0);
  g_assert_false (sel->hands[0]);
  g_assert_false (drawn (window, KONTOR_MP_ITEM_CARD, card));
  /* any entry turns a shown hand face down again */
  tap (window, KONTOR_MP_ITEM_HAND, 1);
  g_assert_true (sel->hands[1]);
  kontor_test_press (window, _("End Turn"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 4);
  g_assert_false (sel->hands[1]);
  g_assert_cmpint (pos_of (window)->active, ==, 1);
  g_assert_cmpint (pos_of (window)->stage, ==, MP_STAGE_ROLL);
}

/* Bo: Kontor rolls (5), a fight: the dice tapped red 2, black 6, lost and
 * paid with 200 reales in the dialog; the turn ends by itself. */
static void
turn_bo (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  KontorGame *game = kontor_test_game (window);
  const KontorMpMarks *sel = kontor_table_get_selected (table);
  int red, black;

  g_assert_cmpint (next_red (window), ==, 5);
  kontor_test_press (window, _("Roll for Me"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 5);
  g_assert_cmpint (pos_of (window)->stage, ==, MP_STAGE_COMBAT);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "combat");
  kontor_mp_peek_dice (pos_of (window), &red, &black);
  g_assert_cmpint (red, ==, 2);
  g_assert_cmpint (black, ==, 6);
  g_assert_true (drawn (window, KONTOR_MP_ITEM_BLACK_DIE, 6));
  kontor_test_screenshot (window, 1024, 600, "marco-polo-fight-1024x600.png");
  tap (window, KONTOR_MP_ITEM_DIE, red);
  g_assert_true (sel->die[2]);
  g_assert_null (kontor_test_find_dialog ());
  tap (window, KONTOR_MP_ITEM_BLACK_DIE, black);
  kontor_test_spin (100);
  kontor_test_answer ("coins");
  kontor_test_spin (50);
  g_assert_null (kontor_test_find_dialog ());
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 7);
  g_assert_cmpint (pos_of (window)->coins[1], ==, 10);
  g_assert_cmpint (pos_of (window)->booty_coins, ==, 2);
  g_assert_cmpint (pos_of (window)->pawn[1].kind, ==, MP_SPACE_VENICE);
  g_assert_cmpint (pos_of (window)->active, ==, 2);
}

/* Cy: the command bar's Kontor Rolls (4), a small circle: nothing more to
 * do, so the turn ends with the tap. */
static void
turn_cy (KontorWindow *window)
{
  KontorTable *table = kontor_test_table (window);
  KontorGame *game = kontor_test_game (window);
  g_autoptr (GArray) journey = NULL;

  g_assert_cmpint (next_red (window), ==, 4);
  kontor_test_press (window, _("Kontor Rolls"));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 8);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "move");
  tap (window, KONTOR_MP_ITEM_STOP, MP_SPACE_SMALL * MP_N_GROUPS);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 10);
  g_assert_cmpint (pos_of (window)->pawn[2].kind, ==, MP_SPACE_SMALL);
  g_assert_cmpint (pos_of (window)->coins[2], ==, 12);
  g_assert_cmpint (pos_of (window)->active, ==, 0);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "roll");
  journey = kontor_mp_table_journey (table, 2);
  g_assert_cmpuint (journey->len, ==, 2);
  g_assert_cmpint (g_array_index (journey, MpSpace, 1).kind, ==, MP_SPACE_SMALL);
}

/* The status sheet: coins, fortune and rank as the score output says (the
 * Tablet and Secret rows left out: nobody holds one), and the win check. */
static void
check_sheet (KontorWindow *window)
{
  GtkWidget *sheet;
  GtkGrid *grid;
  g_autoptr (JsonNode) score = kontor_game_score_json (kontor_test_game (window));
  JsonArray *players = json_object_get_array_member (json_node_get_object (score), "players");
  const char *fields[] = { "coins", "fortune", "rank" };
  const char *names[] = { "Ana", "Bo", "Cy" };

  kontor_test_press (window, _("Score"));
  kontor_test_spin (200);
  sheet = kontor_test_find_by_id (GTK_WIDGET (window), "sheet");
  grid = kontor_score_sheet_get_grid (KONTOR_SCORE_SHEET (sheet));
  for (int p = 0; p < 3; p++)
    g_assert_cmpstr (kontor_test_cell_text (grid, p + 1, 0), ==, names[p]);
  for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
    for (int p = 0; p < 3; p++)
      {
        g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 json_object_get_int_member (json_array_get_object_element (players, p),
                                                                             fields[f]));
        g_assert_cmpstr (kontor_test_cell_text (grid, p + 1, (int) f + 1), ==, want);
      }
  g_assert_cmpstr (kontor_test_cell_text (grid, 1, 1), ==, "1100");
  g_assert_cmpstr (kontor_test_cell_text (grid, 1, 2), ==, "1300");
  g_assert_cmpstr (kontor_test_cell_text (grid, 2, 2), ==, "1000");
  g_assert_cmpstr (kontor_test_cell_text (grid, 3, 3), ==, "2");
  g_assert_null (gtk_grid_get_child_at (grid, 0, 4));
  g_assert_true (kontor_test_has_label (sheet, "Ana cannot win yet: holds no Secret of the Orient; has no red card (1 or 2 "
                                   "needed); has no orange card (1 or 2 needed)."));
  kontor_test_save_screenshot (GTK_WIDGET (window), "marco-polo-score.png");
  kontor_test_press (window, _("Back to the Table"));
}

static void
test_three_turns (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *path = write_game ();
  GtkWidget *board;
  KontorTarget cursor;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  g_assert_cmpstr (kontor_game_get_title (kontor_test_game (window))->id, ==, "marco-polo-classic");
  board = kontor_play_page_get_board (kontor_test_play_page (window));
  g_assert_true (KONTOR_IS_MP_BOARD (board));
  kontor_test_save_screenshot (GTK_WIDGET (window), "marco-polo-roll-1024x600.png");
  /* the keyboard: the first arrow goes to the first target that can be tapped */
  g_assert_true (kontor_mp_board_move_cursor (KONTOR_MP_BOARD (board), 1, 0));
  g_assert_true (kontor_mp_board_get_cursor (KONTOR_MP_BOARD (board), &cursor));
  kontor_mp_board_set_cursor (KONTOR_MP_BOARD (board), NULL);

  {
    /* the refusals' rules are explained in the title's own sections */
    const KontorTitleView *view = kontor_title_view_lookup ("marco-polo-classic");
    g_autoptr (GError) error = g_error_new_literal (MP_ERROR, MP_ERROR_KHANBALIK_GIFTS, "");
    guint n = 0;
    g_assert_nonnull (view->rules_sections (&n));
    g_assert_cmpuint (n, ==, 8);
    g_assert_cmpstr (view->rules_section_for_error (error), ==, "khan");
  }
  turn_ana (window);
  turn_bo (window);
  turn_cy (window);
  kontor_test_screenshot (window, 1920, 1080, "marco-polo-roll-1920x1080.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  kontor_test_screenshot (window, 1024, 600, "marco-polo-dark-1024x600.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  check_sheet (window);
  /* undo from the window takes back the end of Cy's turn first */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 9);
  g_unlink (path);
}

/* A whole recorded game (4 players): long journeys, Tablets and Secrets,
 * the end; then a look back at an earlier position. */
static void
test_complete_record (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "records", "marco-polo-classic",
                                              "complete-4p.kontor", NULL);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "kontor-gui-marco-polo-4p.kontor", NULL);
  g_autofree char *text = NULL;
  KontorTable *table;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  table = kontor_test_table (window);
  g_assert_true (kontor_game_ended (kontor_test_game (window)));
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "ended");
  kontor_test_save_screenshot (GTK_WIDGET (window), "marco-polo-ended-1024x600.png");
  kontor_test_screenshot (window, 600, 900, "marco-polo-ended-600x900.png");
  kontor_test_screenshot (window, 1920, 1080, "marco-polo-ended-1920x1080.png");
  /* a Tablet or Secret holder's badge and a long journey are drawn */
  for (int p = 0; p < 4; p++)
    g_assert_true (drawn (window, KONTOR_MP_ITEM_MISSION, p));
  kontor_table_review (table, 120);
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "review");
  kontor_test_screenshot (window, 1280, 720, "marco-polo-review-1280x720.png");
  kontor_table_review (table, G_MAXUINT);
  g_unlink (path);
}

/* complete-2p.kontor up to its first n entries, opened at the table. */
static KontorWindow *
open_prefix (guint n)
{
  KontorWindow *window = kontor_test_open_window (app);
  g_autofree char *source = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "records", "marco-polo-classic",
                                              "complete-2p.kontor", NULL);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "kontor-gui-marco-polo-2p.kontor", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) out = json_generator_new ();
  JsonArray *actions;

  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  actions = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "actions");
  while (json_array_get_length (actions) > n)
    json_array_remove_element (actions, n);
  json_generator_set_root (out, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (out, path, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 720);
  kontor_window_open_file (window, path);
  kontor_test_spin (300);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, n);
  g_unlink (path);
  return window;
}

/* At Khanbalik (entry 62 of the record): a tap on the Khan gives the gifts. */
static void
test_khanbalik (void)
{
  KontorWindow *window = open_prefix (62);
  KontorTable *table = kontor_test_table (window);
  int me = pos_of (window)->active;

  g_assert_cmpstr (kontor_table_get_mode (table), ==, "stop");
  g_assert_true (((const KontorMpMarks *) kontor_table_get_highlights (table))->khan);
  tap (window, KONTOR_MP_ITEM_KHAN, 0);
  if (g_strcmp0 (kontor_table_get_mode (table), "gifts") == 0)
    {
      /* several ways: the hand shown, the gifts tapped, then Done */
      static const char *const gifts[] = { "green-400", "green-400", "orange-400" };
      tap (window, KONTOR_MP_ITEM_HAND, me);
      for (guint i = 0; i < G_N_ELEMENTS (gifts); i++)
        tap (window, KONTOR_MP_ITEM_CARD, me * MP_N_KINDS + kontor_mp_kind_from_id (gifts[i]));
      kontor_test_press (window, _("Done"));
    }
  /* the gifts, and the turn's end with them: nothing else to do there */
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 64);
  g_assert_cmpint (pos_of (window)->active, !=, me);
  g_assert_true (pos_of (window)->tablet[me]);
  g_assert_cmpint (pos_of (window)->khan_tablets, ==, 3);
  g_assert_true (drawn (window, KONTOR_MP_ITEM_MISSION, me));
}

/* At the mission city (entry 87): the Tablet tapped, the city typed. */
static void
test_mission (void)
{
  KontorWindow *window = open_prefix (87);
  KontorTable *table = kontor_test_table (window);
  int me = pos_of (window)->active;
  AdwMessageDialog *dialog;

  g_assert_cmpstr (kontor_table_get_mode (table), ==, "stop");
  g_assert_true (pos_of (window)->tablet[me]);
  kontor_test_save_screenshot (GTK_WIDGET (window), "marco-polo-mission-1280x720.png");
  tap (window, KONTOR_MP_ITEM_MISSION, me);
  kontor_test_spin (100);
  dialog = kontor_test_find_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "City-1-0");
  kontor_test_answer ("reveal");
  kontor_test_spin (50);
  /* the mission, and the turn's end with it */
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 89);
  g_assert_true (pos_of (window)->secret[me]);
  g_assert_false (pos_of (window)->tablet[me]);
  g_assert_cmpstr (pos_of (window)->mission_city[me], ==, "City-1-0");
}

/* A chance card drawn (entry 58): tapped, its effect chosen in two
 * questions (a messenger, whose pawn), then Done. */
static void
test_chance (void)
{
  KontorWindow *window = open_prefix (58);
  KontorTable *table = kontor_test_table (window);
  const MpPosition *pos = pos_of (window);
  int me = pos->active;

  g_assert_cmpstr (kontor_table_get_mode (table), ==, "chance");
  g_assert_cmpint (pos->n_pending, ==, 1);
  kontor_test_screenshot (window, 1280, 720, "marco-polo-chance-1280x720.png");
  tap (window, KONTOR_MP_ITEM_CHANCE, 0);
  kontor_test_spin (100);
  kontor_test_answer ("messenger");
  kontor_test_spin (100);
  kontor_test_answer (kontor_mp_player_colors[pos->colors[me]]);
  kontor_test_spin (50);
  g_assert_null (kontor_test_find_dialog ());
  kontor_test_press (window, _("Done"));
  /* the card, and the turn's end: a pawn sent away trades no more (D-P36) */
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 60);
  g_assert_cmpint (pos_of (window)->n_pending, ==, 0);
  g_assert_cmpint (pos_of (window)->pawn[me].kind, ==, MP_SPACE_KARAKORUM);
}

/* A new game from the setup page: Marco Polo's own rows (the dice at the
 * table, a variant switched on); then the dice tapped as the table rolled
 * them: a 6 is rolled again with the variant, a 2 moves. */
static void
test_new_game_from_setup (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup;
  AdwComboRow *game_row;
  GtkStringList *names;
  GtkWidget *options;
  const char *seats[] = { "Ana", "Bo" };
  const MpSetup *s;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  setup = kontor_window_get_setup_page (window);
  game_row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "game_row"));
  names = GTK_STRING_LIST (adw_combo_row_get_model (game_row));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
    if (strcmp (gtk_string_list_get_string (names, i), _("Marco Polo")) == 0)
      adw_combo_row_set_selected (game_row, i);
  g_assert_cmpstr (kontor_setup_page_get_title (setup)->id, ==, "marco-polo-classic");
  options = gtk_widget_get_next_sibling (kontor_test_find_by_id (GTK_WIDGET (setup), "players_group"));
  g_assert_true (ADW_IS_PREFERENCES_GROUP (options));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (kontor_test_find_type (options, ADW_TYPE_COMBO_ROW))),
                    ==, 0);
  /* five fights, six rolls again */
  gtk_switch_set_active (GTK_SWITCH (kontor_test_find_type (options, GTK_TYPE_SWITCH)), TRUE);
  kontor_setup_page_set_players (setup, 2, seats);
  kontor_test_screenshot (window, 1024, 600, "marco-polo-setup-1024x600.png");
  kontor_setup_page_start (setup);
  kontor_test_spin (200);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "play");
  s = kontor_game_get_setup (kontor_test_game (window));
  g_assert_true (s->five_fights);
  g_assert_false (s->any_goods);
  g_assert_false (s->seeded);
  g_assert_cmpint (s->n_players, ==, 2);
  /* table draws: every face can be tapped */
  g_assert_true (((const KontorMpMarks *) kontor_table_get_highlights (kontor_test_table (window)))->die[6]);
  tap (window, KONTOR_MP_ITEM_DIE, 6);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "roll");
  tap (window, KONTOR_MP_ITEM_DIE, 2);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_test_game (window)), ==, 2);
  g_assert_cmpstr (kontor_table_get_mode (kontor_test_table (window)), ==, "move");
  g_assert_false (drawn (window, KONTOR_MP_ITEM_STEPS, 3));
  g_assert_true (drawn (window, KONTOR_MP_ITEM_STEPS, 2));
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  /* a private data folder (autosaves); removed at the end */
  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-marco-polo-XXXXXX");
  if (data == NULL)
    return 77;
  /* the app does not list Marco Polo's table part yet */
  if (kontor_table_title_lookup ("marco-polo-classic") == NULL)
    kontor_table_title_register (&kontor_mp_table_title);
  app = kontor_test_application_new ();
  g_test_add_func ("/gui-marco-polo/new-game-from-setup", test_new_game_from_setup);
  g_test_add_func ("/gui-marco-polo/three-turns", test_three_turns);
  g_test_add_func ("/gui-marco-polo/complete-record", test_complete_record);
  g_test_add_func ("/gui-marco-polo/khanbalik", test_khanbalik);
  g_test_add_func ("/gui-marco-polo/mission", test_mission);
  g_test_add_func ("/gui-marco-polo/chance", test_chance);
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
