/* GUI tests of Hansa Teutonica's East and Britannia boards in the real
 * window, under Xvfb: the board chosen on the setup page, a short game
 * entered through the table page's own controls (hire, place, claim with an
 * office; on Britannia a place in Wales refused without a permission, then
 * allowed once Cardiff's rightmost office is taken), the score sheet's
 * Regions row, and "Score a Finished Game" with East's green cities.
 * Screenshots (ht-BOARD-WxH.png) go to $KONTOR_SCREENSHOT_DIR. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-application.h"
#include "kontor-end-page.h"
#include "kontor-score-page.h"
#include "kontor-setup-page.h"
#include "kontor-table-page-private.h"
#include "kontor-test-support.h"
#include "kontor-window.h"

static KontorApplication *app;

static const char *const seats[] = { "Ana", "Bo", "Cy", "Dee" };

/* Answers the open dialog with the response whose label (or id) is label. */
static void
answer (const char *label)
{
  AdwMessageDialog *d;
  kontor_test_spin (50);
  d = kontor_test_find_dialog ();
  g_assert_nonnull (d);
  for (int i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("%d", i);
      if (adw_message_dialog_has_response (d, id)
          && g_strcmp0 (adw_message_dialog_get_response_label (d, id), label) == 0)
        {
          adw_message_dialog_response (d, id);
          gtk_window_destroy (GTK_WINDOW (d));
          kontor_test_spin (50);
          return;
        }
    }
  g_assert_true (adw_message_dialog_has_response (d, label));
  adw_message_dialog_response (d, label);
  gtk_window_destroy (GTK_WINDOW (d));
  kontor_test_spin (50);
}

static const KontorPosition *
position (KontorTablePage *t)
{
  return kontor_game_get_position (kontor_table_page_get_game (t));
}

static guint
entries (KontorTablePage *t)
{
  return kontor_game_get_cursor (kontor_table_page_get_game (t));
}

static int
route (KontorTablePage *t, const char *id)
{
  int r = kontor_board_route_index (position (t)->board, id);
  g_assert_cmpint (r, >=, 0);
  return r;
}

static int
city (const KontorBoard *b, const char *id)
{
  int c = kontor_board_city_index (b, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static void
click (KontorTablePage *t, const char *r, int s)
{
  kontor_table_page_click_space (t, route (t, r), s);
  kontor_test_spin (20);
}

static void
act (KontorTablePage *t, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), action, NULL));
  kontor_test_spin (20);
}

/* The setup page's board row: picks the board named name; returns the row. */
static AdwComboRow *
choose_board (KontorSetupPage *setup, const char *name)
{
  AdwComboRow *row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "board_row"));
  GListModel *model = adw_combo_row_get_model (row);
  guint found = G_MAXUINT;

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) == 0)
      found = i;
  g_assert_cmpuint (found, !=, G_MAXUINT);
  adw_combo_row_set_selected (row, found);
  return row;
}

/* The setup page of a new Hansa Teutonica game, n players. */
static KontorSetupPage *
new_game_setup (KontorWindow *window, int n)
{
  KontorSetupPage *setup;
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  kontor_test_spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "setup");
  setup = kontor_window_get_setup_page (window);
  g_assert_cmpstr (kontor_setup_page_get_title (setup)->id, ==, "hansa-teutonica");
  kontor_setup_page_set_players (setup, n, seats);
  return setup;
}

/* The board row: offered boards, default, choice kept or dropped with the count. */
static void
test_setup_board_choice (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup = new_game_setup (window, 3);
  AdwComboRow *row = ADW_COMBO_ROW (kontor_test_find_by_id (GTK_WIDGET (setup), "board_row"));
  GListModel *model = adw_combo_row_get_model (row);
  const char *want[] = { "Base board", "East", "Britannia" };

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), ==, want[i]);
  /* the base board stays the default: nothing changes for existing tables */
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "base-2-3");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "The 2–3 players side");
  /* named for the screen reader */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Board");
  choose_board (setup, "Britannia");
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "britannia-3");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "The 2–3 players side: Wales needs permissions.");
  /* four players: Britannia still fits, on its large side */
  kontor_setup_page_set_players (setup, 4, seats);
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "britannia-4-5");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)),
                                               adw_combo_row_get_selected (row)), ==, "Britannia");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "The 4–5 players side: Wales and Scotland need permissions.");
  kontor_test_screenshot (window, 1024, 600, "ht-setup-1024x600.png");
  choose_board (setup, "East");
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "east");
  kontor_test_screenshot (window, 1920, 1080, "ht-setup-1920x1080.png");
  kontor_setup_page_set_players (setup, 2, seats);
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "east");
  /* two players on East and Britannia: the neutral variant, a setup the engine takes */
  g_assert_false (gtk_widget_get_visible (kontor_test_find_by_id (GTK_WIDGET (setup), "problem_label")));
  g_assert_true (gtk_widget_get_sensitive (kontor_test_find_by_id (GTK_WIDGET (setup), "start_button")));
  choose_board (setup, "Britannia");
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "britannia-3");
  g_assert_false (gtk_widget_get_visible (kontor_test_find_by_id (GTK_WIDGET (setup), "problem_label")));
  choose_board (setup, "East");
  choose_board (setup, "Base board");
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "base-2-3");
  kontor_setup_page_set_players (setup, 5, seats);
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, "base-4-5");
  gtk_window_destroy (GTK_WINDOW (window));
  kontor_test_spin (50);
}

typedef struct {
  const char *board;        /* board id */
  const char *choice;       /* the setup page's name for it */
  int n;                    /* players */
  const char *claim;        /* a route of 3 spaces, claimed by Ana with an office */
  const char *office_city;  /* where the office goes */
  const char *other_city;   /* the route's other end: the second claim's office */
  int prestige;             /* Ana's prestige after the second claim */
} BoardGame;

/* A short game on a board, entered through the table page. */
static void
play_board (gconstpointer data)
{
  const BoardGame *g = data;
  gboolean britannia = g_str_has_prefix (g->board, "britannia");
  KontorWindow *window = kontor_test_open_window (app);
  KontorTablePage *t = kontor_window_get_table_page (window);
  KontorSetupPage *setup;
  const KontorBoard *b;
  guint n_entries;
  int office_city, other_city;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  setup = new_game_setup (window, g->n);
  choose_board (setup, g->choice);
  g_assert_cmpstr (kontor_setup_page_get_board (setup), ==, g->board);
  kontor_setup_page_start (setup);
  kontor_test_spin (50);
  if (kontor_test_find_dialog ())
    answer ("ok");   /* "Check your setup" */
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
  b = position (t)->board;
  g_assert_cmpstr (b->id, ==, g->board);
  g_assert_cmpint (position (t)->n_players, ==, g->n);
  office_city = city (b, g->office_city);
  other_city = city (b, g->other_city);
  n_entries = entries (t);
  g_assert_cmpuint (n_entries, ==, 0);

  if (britannia)
    {
      /* Ana in Wales without a permission: refused, said, nothing entered */
      const char *said;
      click (t, "cardiff-pembroke", 0);
      g_assert_cmpuint (entries (t), ==, n_entries);
      g_assert_cmpint (position (t)->spaces[route (t, "cardiff-pembroke")][0].owner, ==, KONTOR_NOBODY);
      said = gtk_label_get_label (t->status_label);
      g_test_message ("refusal: %s", said);
      g_assert_cmpstr (said, ==, "Placing or displacing in Wales needs a permission this turn: "
                                 "the rightmost office of Cardiff or London, each used once per turn.");
    }
  else
    {
      /* East: a trader on a ship space is refused */
      const char *said;
      click (t, "malmoe-stralsund", 0);
      g_assert_cmpuint (entries (t), ==, n_entries);
      g_assert_cmpint (position (t)->spaces[route (t, "malmoe-stralsund")][0].owner, ==, KONTOR_NOBODY);
      said = gtk_label_get_label (t->status_label);
      g_test_message ("refusal: %s", said);
      g_assert_cmpstr (said, ==, "Space 1 of Malmö–Stralsund is a ship: only a merchant may stand there.");
    }
  /* Ana places two traders on the route she will claim */
  click (t, g->claim, 0);
  click (t, g->claim, 1);
  g_assert_cmpint (position (t)->spaces[route (t, g->claim)][0].owner, ==, 0);
  g_assert_cmpint (position (t)->spaces[route (t, g->claim)][1].owner, ==, 0);
  g_assert_cmpuint (entries (t), ==, n_entries + 2);
  act (t, "table.end-turn");
  /* Bo hires */
  act (t, "table.hire");
  answer ("hire");
  g_assert_cmpuint (entries (t), ==, n_entries + 4);
  g_assert_cmpint (position (t)->players[1].supply[KONTOR_PIECE_TRADER], >, 5);
  act (t, "table.end-turn");
  for (int p = 2; p < g->n; p++)
    act (t, "table.end-turn");
  g_assert_cmpint (position (t)->active, ==, 0);
  n_entries = entries (t);
  /* Ana fills the route and claims it with an office */
  click (t, g->claim, 2);
  click (t, g->claim, 0);
  {
    /* on Britannia the choice says that Cardiff's office brings the permission for Wales */
    g_autofree char *office = g_strdup_printf (_("Office in %s (trader)"), b->cities[office_city].name);
    g_autofree char *label = b->cities[office_city].gateway_for
                             ? g_strdup_printf (_("%s: the permission for %s"), office, kontor_region_name (KONTOR_REGION_WALES))
                             : g_strdup (office);
    answer (label);
  }
  g_assert_cmpuint (entries (t), ==, n_entries + 2);
  g_assert_cmpint (position (t)->slots[office_city][0].owner, ==, 0);
  g_assert_cmpint (position (t)->slots[office_city][0].kind, ==, KONTOR_PIECE_TRADER);
  g_assert_cmpint (position (t)->spaces[route (t, g->claim)][0].owner, ==, KONTOR_NOBODY);
  /* control is counted before the office goes down: nobody gained prestige */
  g_assert_cmpint (position (t)->players[0].prestige, ==, 0);
  for (int p = 0; p < g->n; p++)
    act (t, "table.end-turn");
  /* Ana hires and begins the same route again */
  n_entries = entries (t);
  act (t, "table.hire");
  answer ("hire");
  click (t, g->claim, 0);
  g_assert_cmpuint (entries (t), ==, n_entries + 2);
  for (int p = 0; p < g->n; p++)
    act (t, "table.end-turn");
  click (t, g->claim, 1);
  click (t, g->claim, 2);
  for (int p = 0; p < g->n; p++)
    act (t, "table.end-turn");
  /* and claims it with an office in the other city: she controls the first */
  n_entries = entries (t);
  click (t, g->claim, 0);
  {
    g_autofree char *label = g_strdup_printf (_("Office in %s (trader)"), b->cities[other_city].name);
    answer (label);
  }
  g_assert_cmpuint (entries (t), ==, n_entries + 1);
  g_assert_cmpint (position (t)->slots[other_city][0].owner, ==, 0);
  g_assert_cmpint (position (t)->players[0].prestige, ==, g->prestige);
  g_assert_cmpint (position (t)->players[1].prestige, ==, 0);
  if (britannia)
    {
      /* Cardiff's rightmost office is Ana's: Wales is open to her now */
      click (t, "cardiff-pembroke", 0);
      g_assert_cmpuint (entries (t), ==, n_entries + 2);
      g_assert_cmpint (position (t)->spaces[route (t, "cardiff-pembroke")][0].owner, ==, 0);
    }
  act (t, "table.end-turn");
  kontor_test_spin (100);
  {
    g_autofree char *big = g_strdup_printf ("ht-%s-1920x1080.png", g->board);
    g_autofree char *small = g_strdup_printf ("ht-%s-1024x600.png", g->board);
    g_autofree char *portrait = g_strdup_printf ("ht-%s-600x900.png", g->board);
    kontor_test_screenshot (window, 1920, 1080, big);
    kontor_test_screenshot (window, 1024, 600, small);
    kontor_test_screenshot (window, 600, 900, portrait);
  }

  /* the score sheet: Regions only on Britannia, the total includes them */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  kontor_test_spin (100);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  {
    KontorScorePage *sp = kontor_window_get_score_page (window);
    KontorScore s;
    kontor_game_score (kontor_table_page_get_game (t), &s);
    for (int p = 0; p < g->n; p++)
      {
        g_autofree char *total = g_strdup_printf ("%d", s.players[p].total);
        g_autofree char *regions = g_strdup_printf ("%d", s.players[p].region_points);
        g_assert_cmpstr (kontor_score_page_get_cell (sp, 6, p), ==, total);
        if (britannia)
          g_assert_cmpstr (kontor_score_page_get_cell (sp, 8, p), ==, regions);
        else
          g_assert_null (kontor_score_page_get_cell (sp, 8, p));
      }
    g_assert_true (kontor_test_has_label (GTK_WIDGET (sp), "Regions") == britannia);
    if (britannia)
      {
        /* Ana's office in Cardiff: Wales counts her */
        g_assert_cmpint (s.players[0].regions[KONTOR_REGION_WALES], >, 0);
        g_assert_cmpint (s.players[0].region_points, ==,
                         s.players[0].regions[KONTOR_REGION_WALES] + s.players[0].regions[KONTOR_REGION_SCOTLAND]);
      }
    {
      g_autofree char *name = g_strdup_printf ("ht-%s-score-1920x1080.png", g->board);
      g_autofree char *small = g_strdup_printf ("ht-%s-score-1024x600.png", g->board);
      int min_width;
      kontor_test_screenshot (window, 1920, 1080, name);
      /* the sheet and the board fit a 1024-pixel window (wrapped row names) */
      gtk_widget_measure (GTK_WIDGET (sp), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_assert_cmpint (min_width, <=, 1024);
      kontor_test_screenshot (window, 1024, 600, small);
    }
  }
  gtk_window_destroy (GTK_WINDOW (window));
  kontor_test_spin (50);
}

/* "Score a Finished Game" on East: the board from the setup page, offices
 * built in green cities entered on the end page. */
static void
test_score_only_east (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  KontorSetupPage *setup;
  KontorEndPage *e;
  const KontorEndPosition *end;
  const KontorBoard *b;
  int dresden, belgard, g;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (window), "score-game", NULL);
  kontor_test_spin (50);
  setup = kontor_window_get_setup_page (window);
  kontor_setup_page_set_players (setup, 3, seats);
  choose_board (setup, "East");
  kontor_setup_page_start (setup);
  kontor_test_spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  e = kontor_window_get_end_page (window);
  end = kontor_end_page_get_end (e);
  b = end->pos.board;
  g_assert_cmpstr (b->id, ==, "east");
  g_assert_true (gtk_widget_get_visible (kontor_test_find_by_id (GTK_WIDGET (e), "green_box")));
  dresden = city (b, "dresden");
  belgard = city (b, "belgard");
  g = b->cities[dresden].green_index;
  /* Dresden: Ana, then Bo (the placeholder, then one click on to Bo) */
  kontor_end_page_click_green (e, dresden, 0);
  kontor_end_page_click_green (e, dresden, 1);
  kontor_end_page_click_green (e, dresden, 1);
  g_assert_cmpint (end->pos.n_added[g], ==, 2);
  g_assert_cmpint (end->pos.added[g][0].owner, ==, 0);
  g_assert_cmpint (end->pos.added[g][1].owner, ==, 1);
  /* a third cycled past Cy: removed again */
  kontor_end_page_click_green (e, dresden, 2);
  kontor_end_page_click_green (e, dresden, 2);
  kontor_end_page_click_green (e, dresden, 2);
  g_assert_cmpint (end->pos.n_added[g], ==, 3);
  kontor_end_page_click_green (e, dresden, 2);
  g_assert_cmpint (end->pos.n_added[g], ==, 2);
  /* the board's own cells of a green city do the same (office >= 0: added) */
  kontor_end_page_click_office (e, belgard, 0);
  g_assert_cmpint (end->pos.n_added[b->cities[belgard].green_index], ==, 1);
  g_assert_cmpint (end->pos.added[b->cities[belgard].green_index][0].owner, ==, 0);
  kontor_end_page_set_number (e, 0, "prestige", 10);
  kontor_end_page_set_number (e, 1, "prestige", 7);
  {
    /* the totals as the engine scores the entered position */
    KontorScore s;
    kontor_score_compute (&end->pos, &s);
    for (int p = 0; p < 3; p++)
      {
        g_autofree char *total = g_strdup_printf ("%d", s.players[p].total);
        g_assert_cmpstr (kontor_end_page_get_total (e, p), ==, total);
      }
    g_test_message ("totals: %d %d %d", s.players[0].total, s.players[1].total, s.players[2].total);
  }
  {
    /* what the end position file says of the green cities (expansions §17.11) */
    g_autofree char *json = kontor_end_position_to_json (end);
    g_autoptr (GError) error = NULL;
    g_autoptr (KontorEndPosition) again = kontor_end_position_new_from_data (json, -1, &error);
    g_test_message ("end position: %s", json);
    g_assert_no_error (error);
    g_assert_cmpint (again->pos.n_added[g], ==, 2);
    g_assert_cmpint (again->pos.added[g][0].owner, ==, 0);
    g_assert_cmpint (again->pos.added[g][1].owner, ==, 1);
    g_assert_cmpint (again->pos.n_added[b->cities[belgard].green_index], ==, 1);
  }
  /* a third office in Dresden for Ana: her two networks of one city each,
   * Dresden's with more offices counts, and the sheet says so */
  kontor_end_page_click_green (e, dresden, 2);
  g_assert_cmpint (end->pos.added[g][2].owner, ==, 0);
  {
    KontorScore s;
    kontor_score_compute (&end->pos, &s);
    g_assert_true (s.players[0].network_tie);
    g_assert_cmpint (s.players[0].n_network_cities, ==, 1);
    g_assert_cmpint (s.players[0].network_offices, ==, 2);
  }
  kontor_test_screenshot (window, 1920, 1080, "ht-east-end-position-1920x1080.png");
  kontor_test_screenshot (window, 1024, 600, "ht-east-end-position-1024x600.png");
  g_signal_emit_by_name (kontor_test_find_by_id (GTK_WIDGET (e), "score_button"), "clicked");
  kontor_test_spin (100);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  {
    KontorScorePage *sp = kontor_window_get_score_page (window);
    g_assert_true (kontor_test_has_label (GTK_WIDGET (sp), "Two networks of 1 city: the one with more offices counts."));
    g_assert_null (kontor_score_page_get_cell (sp, 8, 0));   /* East has no regions */
    g_assert_false (kontor_test_has_label (GTK_WIDGET (sp), "Regions"));
  }
  kontor_test_screenshot (window, 1920, 1080, "ht-east-end-score-1920x1080.png");
  gtk_window_destroy (GTK_WINDOW (window));
  kontor_test_spin (50);
}

int
main (int argc, char **argv)
{
  static const BoardGame games[] = {
    /* the second claim: Allenstein's control and Thorn's coin */
    { "east", "East", 3, "allenstein-thorn", "allenstein", "thorn", 2 },
    { "britannia-3", "Britannia", 3, "cardiff-coventry", "cardiff", "coventry", 1 },
    { "britannia-4-5", "Britannia", 4, "cardiff-coventry", "cardiff", "coventry", 1 },
  };
  g_autofree char *data = NULL;
  int status;

  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-ht-boards-XXXXXX");
  if (data == NULL)
    return 77;
  app = kontor_test_application_new ();
  g_test_add_func ("/gui-ht-boards/setup-board-choice", test_setup_board_choice);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gui-ht-boards/%s", games[i].board);
      g_test_add_data_func (path, &games[i], play_board);
    }
  g_test_add_func ("/gui-ht-boards/score-only-east", test_score_only_east);
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
