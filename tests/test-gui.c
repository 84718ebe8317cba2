/* GUI tests: the real window, in-process, under Xvfb.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR (build/screenshots). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <glib/gstdio.h>

#include "kontor-application.h"
#include "kontor-end-page.h"
#include "kontor-rules-window.h"
#include "kontor-score-page.h"
#include "kontor-setup-page.h"
#include "kontor-table-page-private.h"
#include "kontor-test-support.h"
#include "kontor-table-page.h"
#include "kontor-window.h"
#include "kontor-rules.h"
#include "kontor-table-title.h"

static KontorApplication *app;

/* The n-th widget of a type below root, depth first (n from 0). */
static GtkWidget *
find_nth_of_type (GtkWidget *root, GType type, int *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (*n)-- == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_nth_of_type (c, type, n);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean quick;   /* no main-loop waits: everything the test drives is synchronous */

static void
spin (guint ms)
{
  if (!quick)
    kontor_test_spin (ms);
}


static gboolean
spanish (void)
{
  const char *lang = g_getenv ("LANGUAGE");
  return lang && g_str_has_prefix (lang, "es");
}

static KontorWindow *
open_window (void)
{
  KontorWindow *window = kontor_test_open_window (app);
  spin (200);
  return window;
}

static void
test_start_page (void)
{
  KontorWindow *window = open_window ();
  GtkWidget *new_game = kontor_test_find_by_id (GTK_WIDGET (window), "new_game_button");
  GtkWidget *cont = kontor_test_find_by_id (GTK_WIDGET (window), "continue_button");
  const char *lang = g_getenv ("LANGUAGE");
  gboolean spanish = lang && g_str_has_prefix (lang, "es");

  g_assert_nonnull (new_game);
  g_assert_nonnull (cont);
  g_assert_true (gtk_widget_get_visible (new_game));
  /* present but disabled until the game features land */
  g_assert_false (gtk_widget_get_sensitive (cont));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (new_game)), ==,
                   spanish ? "_Nueva partida" : "_New Game");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Kontor");
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish ? "start-page-es.png" : "start-page.png");
}

static void
test_about_and_shortcuts (void)
{
  KontorWindow *window = open_window ();
  GtkWindow *about = NULL;
  GList *list;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  spin (300);
  for (list = gtk_window_list_toplevels (); list; list = g_list_delete_link (list, list))
    if (ADW_IS_ABOUT_WINDOW (list->data))
      about = list->data;
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  kontor_test_save_screenshot (GTK_WIDGET (about), "about.png");
  gtk_window_destroy (about);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  spin (300);
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)))));
  gtk_window_close (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))));
}

static void
test_window_size_saved (void)
{
  KontorWindow *window = open_window ();
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  spin (100);
  gtk_window_close (GTK_WINDOW (window));
  spin (100);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1100);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  /* a new window comes back at that size */
  window = open_window ();
  {
    int w, h;
    gtk_window_get_default_size (GTK_WINDOW (window), &w, &h);
    g_assert_cmpint (w, ==, 1100);
    g_assert_cmpint (h, ==, 700);
  }
}



/* Answers the open dialog with the response whose label is `label` (or id). */
static void
answer (const char *label)
{
  AdwMessageDialog *d;
  spin (50);
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
          spin (50);
          return;
        }
    }
  g_assert_true (adw_message_dialog_has_response (d, label));
  adw_message_dialog_response (d, label);
  gtk_window_destroy (GTK_WINDOW (d));
  spin (50);
}

static int
route (KontorTablePage *t, const char *id)
{
  int r = kontor_board_route_index (kontor_game_get_board (kontor_table_page_get_game (t)), id);
  g_assert_cmpint (r, >=, 0);
  return r;
}

static void
click (KontorTablePage *t, const char *r, int s)
{
  kontor_table_page_click_space (t, route (t, r), s);
  spin (20);
}

static void
act (KontorTablePage *t, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), action, NULL));
  spin (20);
}

static const KontorPosition *
position (KontorTablePage *t)
{
  return kontor_game_get_position (kontor_table_page_get_game (t));
}

static void
check_score_page (KontorWindow *window)
{
  KontorScorePage *sp = kontor_window_get_score_page (window);
  KontorScore s;
  kontor_game_score (kontor_table_page_get_game (kontor_window_get_table_page (window)), &s);
  for (int p = 0; p < s.n_players; p++)
    {
      int want[8] = { s.players[p].track, s.players[p].abilities, s.players[p].bonus_markers, s.players[p].coellen,
                      s.players[p].cities, s.players[p].network, s.players[p].total, s.players[p].rank };
      for (int row = 0; row < 8; row++)
        {
          g_autofree char *v = g_strdup_printf ("%d", want[row]);
          g_assert_cmpstr (kontor_score_page_get_cell (sp, row, p), ==, v);
        }
    }
}

/* A 3-player game on the 2-3 side entered through the table's own controls. */
static void
test_play_through_ui (void)
{
  KontorWindow *window = open_window ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  const char *names[] = { "Ana", "Bo", "Cy" };
  const KontorPosition *pos;
  guint cursor_before;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "setup");
  {
    /* New Game starts with the choice of game: only the titles with a table */
    GtkWidget *row = kontor_test_find_by_id (GTK_WIDGET (kontor_window_get_setup_page (window)), "game_row");
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
    guint n_titles, with_table = 0;
    const KontorTitle *const *titles = kontor_titles (&n_titles);
    for (guint i = 0; i < n_titles; i++)
      with_table += kontor_table_title_lookup (titles[i]->id) != NULL;
    g_assert_cmpuint (with_table, >=, 1);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, with_table);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, _("Hansa Teutonica"));
    g_assert_cmpstr (kontor_setup_page_get_title (kontor_window_get_setup_page (window))->id, ==, "hansa-teutonica");
  }
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 3, names);
  {
    /* a colour taken twice is named before Start, and Start waits */
    GtkWidget *page = GTK_WIDGET (kontor_window_get_setup_page (window));
    GtkWidget *problem = kontor_test_find_by_id (page, "problem_label");
    GtkWidget *start = kontor_test_find_by_id (page, "start_button");
    int second = 1;
    GtkWidget *color2 = find_nth_of_type (kontor_test_find_by_id (page, "player_list"), GTK_TYPE_DROP_DOWN, &second);
    g_assert_false (gtk_widget_get_visible (problem));
    g_assert_true (gtk_widget_get_sensitive (start));
    gtk_drop_down_set_selected (GTK_DROP_DOWN (color2), 0);   /* Bo: red, as Ana */
    g_assert_true (gtk_widget_get_visible (problem));
    {
      g_autofree char *want = g_strdup_printf (_("Two players chose %s; every player needs a colour of their own."),
                                               kontor_color_name (KONTOR_COLOR_RED));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (problem)), ==, want);
    }
    g_assert_false (gtk_widget_get_sensitive (start));
    kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "setup-clash-es.png" : "setup-clash.png");
    gtk_drop_down_set_selected (GTK_DROP_DOWN (color2), KONTOR_COLOR_BLUE);
    g_assert_false (gtk_widget_get_visible (problem));
    g_assert_true (gtk_widget_get_sensitive (start));
  }
  kontor_setup_page_set_walkthrough (kontor_window_get_setup_page (window), TRUE);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "setup-es.png" : "setup.png");
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  answer ("ok");   /* "Check your setup" */
  {
    /* hints panel: the engine's hints plus the first-game tip */
    g_autofree char *hints = kontor_table_page_get_hints_text (t);
    g_autofree char *left = g_strdup_printf (ngettext ("%s has %d action left this turn.", "%s has %d actions left this turn.", 2), "Ana", 2);
    if (!strstr (hints, left))
      g_error ("hints: «%s»", hints);
    g_assert_nonnull (strstr (hints, kontor_rules_walkthrough_tip (1, 3)));
    kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "hints-es.png" : "hints.png");
  }
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
  pos = position (t);
  g_assert_cmpint (pos->players[0].supply[0], ==, 5);
  {
    /* the keyboard cursor walks the board by direction and says what is there */
    g_autofree char *first = NULL;
    g_autofree char *right = NULL;
    int moves = 0;
    g_assert_null (kontor_board_view_describe_focus (t->board));
    g_assert_true (kontor_board_view_move_cursor (t->board, 1, 0));
    first = kontor_board_view_describe_focus (t->board);
    g_assert_nonnull (first);
    g_assert_true (kontor_board_view_move_cursor (t->board, 1, 0));
    right = kontor_board_view_describe_focus (t->board);
    g_assert_cmpstr (right, !=, first);
    /* Right ends at the east edge: the board has an end, no wrap-around */
    while (kontor_board_view_move_cursor (t->board, 1, 0) && moves < 200)
      moves++;
    g_assert_cmpint (moves, <, 200);
  }

  /* Ana places two traders by clicking empty spaces */
  click (t, "hamburg-luebeck", 0);
  click (t, "hamburg-luebeck", 1);
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-luebeck")][1].owner, ==, 0);
  act (t, "table.end-turn");
  /* Bo displaces Ana's trader; Ana relocates it and one more from her stock */
  act (t, "table.displace");
  click (t, "hamburg-luebeck", 1);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_RELOCATION);
  g_assert_true (g_str_has_prefix (kontor_table_page_get_prompt (t), "Ana: "));
  g_assert_nonnull (strstr (kontor_table_page_get_prompt (t), kontor_piece_name (KONTOR_PIECE_TRADER)));
  click (t, "goslar-magdeburg", 0);   /* not adjacent: refused, nothing changes */
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_RELOCATION);
  /* the refusal links to its rule */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", "s", "displace"));
  spin (100);
  {
    KontorRulesWindow *rules = kontor_window_get_rules_window (window);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
    g_assert_cmpstr (kontor_rules_window_get_section (rules), ==, "displace");
    kontor_test_save_screenshot (GTK_WIDGET (rules), spanish () ? "rules-es.png" : "rules.png");
    gtk_window_close (GTK_WINDOW (rules));
    spin (50);
  }
  click (t, "hamburg-stade", 0);
  /* the picked space is drawn with Ana's trader before the relocation is entered */
  g_assert_cmpint (kontor_board_view_get_position (t->board)->spaces[route (t, "hamburg-stade")][0].owner, ==, 0);
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-stade")][0].owner, ==, KONTOR_NOBODY);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "relocation-es.png" : "relocation.png");
  click (t, "hamburg-stade", 1);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_ACTIONS);
  g_assert_cmpint (position (t)->players[0].stock[0], ==, 5);
  click (t, "bremen-osnabrueck", 0);
  act (t, "table.end-turn");
  /* Cy hires 3 traders through the dialog, places one */
  act (t, "table.hire");
  answer ("hire");
  g_assert_cmpint (position (t)->players[2].supply[0], ==, 10);
  click (t, "goslar-magdeburg", 0);
  act (t, "table.end-turn");
  /* Ana fills Hamburg–Stade and claims it: upgrade Privilegium */
  click (t, "hamburg-stade", 2);
  click (t, "hamburg-stade", 0);
  {
    g_autofree char *label = g_strdup_printf (_("Upgrade %s"), kontor_ability_name (KONTOR_ABILITY_PRIVILEGIUM));
    answer (label);
  }
  g_assert_cmpint (position (t)->players[0].level[KONTOR_ABILITY_PRIVILEGIUM], ==, 1);
  act (t, "table.end-turn");
  /* Bo fills the tavern route to Osnabrück */
  click (t, "bremen-osnabrueck", 1);
  click (t, "bremen-osnabrueck", 2);
  act (t, "table.end-turn");
  act (t, "table.end-turn");   /* Cy */
  click (t, "lueneburg-perleberg", 0);   /* Ana */
  click (t, "lueneburg-perleberg", 1);
  act (t, "table.end-turn");
  /* Bo claims with an office; takes the Extra office marker; names the drawn tile */
  click (t, "bremen-osnabrueck", 0);
  {
    g_autofree char *label = g_strdup_printf (_("Office in %s (trader)"), "Osnabrück");
    answer (label);
  }
  g_assert_cmpint (position (t)->players[1].markers_unused[KONTOR_MARKER_EXTRA_OFFICE], ==, 1);
  act (t, "table.end-turn");
  answer ("actions-3");   /* which marker was drawn */
  click (t, "dortmund-duisburg", 0);
  g_assert_cmpint (position (t)->route_marker[route (t, "dortmund-duisburg")], ==, KONTOR_MARKER_ACTIONS_3);
  act (t, "table.end-turn");   /* Cy */
  /* Ana completes the tavern route and claims an office in Perleberg; takes Remove 3 */
  click (t, "lueneburg-perleberg", 2);
  click (t, "lueneburg-perleberg", 0);
  {
    g_autofree char *label = g_strdup_printf (_("Office in %s (trader)"), "Perleberg");
    answer (label);
  }
  act (t, "table.end-turn");
  answer ("upgrade-ability");
  click (t, "arnheim-kampen", 0);
  g_assert_cmpint (position (t)->route_marker[route (t, "arnheim-kampen")], ==, KONTOR_MARKER_UPGRADE_ABILITY);
  act (t, "table.end-turn");   /* Bo */
  act (t, "table.end-turn");   /* Cy */
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "board-es.png" : "board.png");
  /* Ana uses Remove 3 on Bo's trader on Hamburg–Lübeck */
  kontor_table_page_use_marker (t, KONTOR_MARKER_REMOVE_3);
  click (t, "hamburg-luebeck", 1);
  kontor_table_page_done (t);
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-luebeck")][1].owner, ==, KONTOR_NOBODY);
  g_assert_cmpint (position (t)->players[0].markers_used[KONTOR_MARKER_REMOVE_3], ==, 1);
  /* undo and redo */
  cursor_before = kontor_game_get_cursor (kontor_table_page_get_game (t));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-luebeck")][1].owner, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-luebeck")][1].owner, ==, KONTOR_NOBODY);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, cursor_before);

  /* the score page shows the engine's numbers */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL));
  spin (100);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  check_score_page (window);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "score-running-es.png" : "score-running.png");

  /* autosaved: a new window continues at the same action */
  {
    guint cursor = kontor_game_get_cursor (kontor_table_page_get_game (t));
    KontorWindow *again;
    gtk_window_destroy (GTK_WINDOW (window));
    spin (50);
    again = open_window ();
    g_action_group_activate_action (G_ACTION_GROUP (app), "continue-game", NULL);
    spin (50);
    g_assert_cmpstr (kontor_window_get_page (again), ==, "table");
    g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (kontor_window_get_table_page (again))), ==, cursor);
    gtk_window_destroy (GTK_WINDOW (again));
    spin (50);
  }
}


static void
collect_spins (GtkWidget *w, GPtrArray *out)
{
  if (GTK_IS_SPIN_BUTTON (w))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_spins (c, out);
}


/* A seat's name as the table names it (the neutral by its colour). */
static const char *
owner_name (KontorTablePage *t, int seat)
{
  if (seat == KONTOR_NEUTRAL)
    return kontor_color_name (KONTOR_COLOR_NEUTRAL);
  return kontor_game_get_player_name (kontor_table_page_get_game (t), seat);
}

/* Enters one action the way a player would: clicks, buttons and dialogs. */
static void
enter_via_ui (KontorTablePage *t, const KontorAction *a)
{
  const KontorPosition *pos = position (t);
  const KontorBoard *b = pos->board;
  switch (a->what)
    {
    case KONTOR_DO_HIRE:
      {
        g_autoptr (GPtrArray) spins = g_ptr_array_new ();
        AdwMessageDialog *d;
        act (t, "table.hire");
        d = kontor_test_find_dialog ();
        g_assert_nonnull (d);
        collect_spins (adw_message_dialog_get_extra_child (d), spins);
        g_assert_cmpuint (spins->len, ==, 2);
        gtk_spin_button_set_value (spins->pdata[0], a->traders);
        gtk_spin_button_set_value (spins->pdata[1], a->merchants);
        answer ("hire");
      }
      break;
    case KONTOR_DO_PLACE:
      kontor_table_page_set_piece_kind (t, a->piece);
      act (t, "table.place");
      kontor_table_page_click_space (t, a->route, a->space);
      break;
    case KONTOR_DO_DISPLACE:
      kontor_table_page_set_piece_kind (t, a->piece);
      act (t, "table.displace");
      kontor_table_page_click_space (t, a->route, a->space);
      break;
    case KONTOR_DO_RELOCATE:
      for (int i = 0; i < a->n; i++)
        {
          kontor_table_page_set_piece_kind (t, a->reloc[i].piece);
          kontor_table_page_click_space (t, a->reloc[i].dst.route, a->reloc[i].dst.space);
        }
      if (position (t)->phase == KONTOR_PHASE_RELOCATION)
        kontor_table_page_done (t);
      break;
    case KONTOR_DO_MOVE:
      act (t, "table.move");
      for (int i = 0; i < a->n; i++)
        {
          kontor_table_page_click_space (t, a->moves[i].from.route, a->moves[i].from.space);
          kontor_table_page_click_space (t, a->moves[i].to.route, a->moves[i].to.space);
        }
      if (kontor_table_page_get_prompt (t)[0])
        kontor_table_page_done (t);
      break;
    case KONTOR_DO_CLAIM:
      {
        g_autofree char *label = kontor_claim_choice_label (b, a);
        act (t, "table.claim");
        if (kontor_test_find_dialog () == NULL)   /* several claimable routes: pick this one */
          kontor_table_page_click_space (t, a->route, 0);
        answer (label);
      }
      break;
    case KONTOR_DO_USE_BONUS:
      kontor_table_page_use_marker (t, a->marker);
      if (a->marker == KONTOR_MARKER_UPGRADE_ABILITY)
        answer (kontor_ability_name (a->ability));
      else if (a->marker == KONTOR_MARKER_REMOVE_3)
        {
          for (int i = 0; i < a->n; i++)
            kontor_table_page_click_space (t, a->remove[i].route, a->remove[i].space);
          kontor_table_page_done (t);
        }
      else if (a->marker == KONTOR_MARKER_SWAP_OFFICES)
        {
          KontorPiece l = pos->slots[a->city][a->slot], r = pos->slots[a->city][a->slot + 1];
          g_autofree char *label = g_strdup_printf (_("Offices %d and %d (%s ⇄ %s)"), a->slot + 1, a->slot + 2,
                                                    owner_name (t, l.owner), owner_name (t, r.owner));
          kontor_table_page_click_city (t, a->city);
          answer (label);
        }
      break;
    case KONTOR_DO_END_TURN:
      act (t, "table.end-turn");
      break;
    case KONTOR_DO_PLACE_BONUS:
      if (kontor_test_find_dialog ())
        answer (kontor_marker_id (a->marker));   /* which tile was drawn */
      if (a->route >= 0 && position (t)->phase == KONTOR_PHASE_PLACE_BONUS)
        kontor_table_page_click_space (t, a->route, 0);
      break;
    case KONTOR_DO_NEUTRAL_CLAIM:
      if (a->city >= 0 && !kontor_city_full (pos, a->city))
        kontor_table_page_click_city (t, a->city);
      else
        kontor_table_page_prompt_extra (t);   /* "Claim Without Office" */
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The table pays a displacement's penalty with traders first: the random
 * player's choice is entered that way, so that the game entered and the one
 * simulated stay the same. */
static void
as_the_table_pays (const KontorPosition *before, KontorAction *a)
{
  int penalty, traders;
  if (a->what != KONTOR_DO_DISPLACE)
    return;
  penalty = a->traders + a->merchants;
  traders = before->players[before->active].supply[KONTOR_PIECE_TRADER] - (a->piece == KONTOR_PIECE_TRADER);
  a->traders = MIN (penalty, traders);
  a->merchants = penalty - a->traders;
}

/* A whole game, from the first action to the score sheet, entered through
 * the table only (the moves are chosen at random among legal ones). */
static void
play_full_game_through_ui (int n_players, guint64 seed)
{
  KontorWindow *window = open_window ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  KontorGameSetup setup = { .board = "base-2-3", .n_players = n_players, .names = { "Ana", "Bo", "Cy" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .variant = n_players == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE,
                            .taverns_given = TRUE,
                            .tavern_markers = { KONTOR_MARKER_EXTRA_OFFICE, KONTOR_MARKER_SWAP_OFFICES, KONTOR_MARKER_REMOVE_3 } };
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new (&setup, &error);
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  KontorRng rng;
  int steps = 0, neutral_claims = 0;

  g_assert_no_error (error);
  kontor_window_set_game (window, game, NULL);
  kontor_rng_init (&rng, seed);
  quick = TRUE;
  while (!kontor_position_ended (position (t)))
    {
      KontorPosition copy = *position (t);
      KontorAction chosen;
      guint before = kontor_game_get_cursor (kontor_table_page_get_game (t));
      g_assert_true (kontor_selfplay_step (&copy, &rng, cand, NULL, &chosen));
      as_the_table_pays (position (t), &chosen);
      copy = *position (t);
      g_assert_true (kontor_position_apply (&copy, &chosen, NULL));
      if (chosen.what == KONTOR_DO_NEUTRAL_CLAIM)
        {
          /* a city click claims the first full route next to it: keep the
           * random choice on the first full route (in board order) */
          g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (KontorAction));
          kontor_legal_actions (position (t), KONTOR_DO_NEUTRAL_CLAIM, legal);
          if (chosen.route != g_array_index (legal, KontorAction, 0).route)
            chosen = g_array_index (legal, KontorAction, 0);
          neutral_claims++;
        }
      enter_via_ui (t, &chosen);
      if (chosen.what != KONTOR_DO_NEUTRAL_CLAIM && memcmp (&copy, position (t), sizeof copy) != 0)
        {
          const KontorAction *got = kontor_game_get_action (kontor_table_page_get_game (t), before);
          g_error ("step %d: the UI entered another “%s” than the one chosen (paid %d traders, %d merchants; chosen %d, %d)",
                   steps, kontor_do_id (chosen.what), got->traders, got->merchants, chosen.traders, chosen.merchants);
        }
      if (kontor_game_get_cursor (kontor_table_page_get_game (t)) != before + 1)
        g_error ("step %d: the UI entered %u actions for “%s”", steps,
                 kontor_game_get_cursor (kontor_table_page_get_game (t)) - before, kontor_do_id (chosen.what));
      /* the only dialog left open is the question which marker was drawn */
      if (kontor_test_find_dialog ())
        g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_PLACE_BONUS);
      g_assert_true (++steps < 5000);
    }
  quick = FALSE;
  g_test_message ("a whole %d-player game of %d actions entered through the UI (%d neutral claims)",
                  n_players, steps, neutral_claims);
  if (n_players == 2)
    g_assert_cmpint (neutral_claims, >, 0);
  g_assert_nonnull (strstr (kontor_table_page_get_prompt (t), kontor_end_reason_name (position (t)->end_reasons & -position (t)->end_reasons)));
  g_signal_emit_by_name (t, "show-score");
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  check_score_page (window);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

static void
test_full_game_through_ui (void)
{
  play_full_game_through_ui (3, 49);
}

/* Issue #8: a whole two-player game with the neutral player. */
static void
test_full_two_player_game_through_ui (void)
{
  /* the first seed from 7000 whose random game has a neutral claim, found
   * by playing it in the engine alone (the UI then plays the same game) */
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 2, .variant = KONTOR_VARIANT_TWO_PLAYER_NEUTRAL,
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE }, .taverns_given = TRUE,
                            .tavern_markers = { KONTOR_MARKER_EXTRA_OFFICE, KONTOR_MARKER_SWAP_OFFICES, KONTOR_MARKER_REMOVE_3 } };
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  guint64 seed = 7000;

  for (;; seed++)
    {
      g_autoptr (KontorGame) game = kontor_game_new (&setup, NULL);
      const KontorPosition *start = kontor_game_get_position (game);
      KontorPosition pos = *start;
      KontorRng rng;
      gboolean claimed = FALSE;
      int steps = 0;
      kontor_rng_init (&rng, seed);
      /* the game the table will see, to its end: a neutral claim, and short */
      while (!kontor_position_ended (&pos))
        {
          KontorAction chosen;
          KontorPosition before = pos;
          g_assert_true (kontor_selfplay_step (&pos, &rng, cand, NULL, &chosen));
          as_the_table_pays (&before, &chosen);
          if (chosen.what == KONTOR_DO_NEUTRAL_CLAIM)
            {
              g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (KontorAction));
              kontor_legal_actions (&before, KONTOR_DO_NEUTRAL_CLAIM, legal);
              if (chosen.route != g_array_index (legal, KontorAction, 0).route)
                chosen = g_array_index (legal, KontorAction, 0);
              claimed = TRUE;
            }
          pos = before;
          g_assert_true (kontor_position_apply (&pos, &chosen, NULL));
          steps++;
        }
      if (claimed && steps < 700)
        break;
      g_assert_cmpuint (seed, <, 7300);
    }
  play_full_game_through_ui (2, seed);
}


/* Issue #8: a two-player game set up on the setup page; Ana displaces a
 * neutral trader, Bo relocates it and one more so that they fill
 * Hamburg–Stade, and Ana picks Stade for the neutral office. */
static void
test_two_players (void)
{
  KontorWindow *window = open_window ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  const char *names[] = { "Ana", "Bo" };
  int stade;
  g_autofree char *hints = NULL;
  GtkWidget *label;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  spin (50);
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 2, names);
  spin (50);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-setup-es.png" : "two-players-setup.png");
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  answer ("ok");   /* "Check your setup" */
  g_assert_cmpstr (kontor_window_get_page (window), ==, "table");
  g_assert_true (position (t)->neutral);
  g_assert_cmpint (kontor_neutral_pieces_on_board (position (t)), ==, 9);
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-stade")][0].owner, ==, KONTOR_NEUTRAL);

  /* Ana displaces the neutral trader on Hamburg–Lübeck */
  act (t, "table.displace");
  click (t, "hamburg-luebeck", 0);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_RELOCATION);
  g_assert_cmpint (kontor_position_decider (position (t)), ==, 1);
  if (!g_str_has_prefix (kontor_table_page_get_prompt (t), "Bo: "))
    g_error ("prompt: «%s»", kontor_table_page_get_prompt (t));
  hints = kontor_table_page_get_hints_text (t);
  g_assert_nonnull (strstr (hints, "Bo"));
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-relocation-es.png" : "two-players-relocation.png");
  /* Bo puts it and one more neutral on Hamburg–Stade: the route is full */
  click (t, "hamburg-stade", 1);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_RELOCATION);
  click (t, "hamburg-stade", 2);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_NEUTRAL_CLAIM);
  g_assert_nonnull (strstr (kontor_table_page_get_prompt (t), "Ana"));
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-neutral-claim-es.png" : "two-players-neutral-claim.png");
  /* a city not on the route is refused, nothing changes */
  kontor_table_page_click_city (t, kontor_board_city_index (position (t)->board, "bremen"));
  spin (20);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_NEUTRAL_CLAIM);
  stade = kontor_board_city_index (position (t)->board, "stade");
  kontor_table_page_click_city (t, stade);
  spin (20);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_ACTIONS);
  g_assert_cmpint (position (t)->slots[stade][0].owner, ==, KONTOR_NEUTRAL);
  g_assert_cmpint (position (t)->players[KONTOR_NEUTRAL].prestige, ==, 1);   /* Stade's coin */
  g_assert_cmpint (position (t)->spaces[route (t, "hamburg-stade")][0].owner, ==, KONTOR_NEUTRAL);
  g_assert_cmpint (kontor_position_actions_left (position (t)), ==, 1);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-es.png" : "two-players.png");

  /* the score page shows the neutral apart */
  g_signal_emit_by_name (t, "show-score");
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  check_score_page (window);
  label = kontor_test_find_by_id (GTK_WIDGET (kontor_window_get_score_page (window)), "neutral_label");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "1"));
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-score-es.png" : "two-players-score.png");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}


/* Scoring mode for two players: tests/end-positions/two-players-neutral-controls.json
 * by clicks; an office click cycles Ana → Bo → neutral → empty. */
static void
test_score_only_two_players (void)
{
  KontorWindow *window = open_window ();
  KontorEndPage *e;
  const char *names[] = { "Ana", "Bo" };
  const KontorBoard *b;
  struct { const char *city; int office; int clicks; } offices[] = {
    { "hamburg", 0, 1 }, { "hamburg", 1, 3 }, { "hamburg", 2, 3 }, { "luebeck", 0, 2 }, { "luebeck", 1, 1 },
    { "stade", 0, 3 }, { "bremen", 0, 2 }, { "hannover", 0, 1 }, { "hannover", 1, 2 },
  };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (app), "score-game", NULL);
  spin (50);
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 2, names);
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  e = kontor_window_get_end_page (window);
  b = kontor_end_page_get_end (e)->pos.board;
  g_assert_cmpint (kontor_neutral_pieces_on_board (&kontor_end_page_get_end (e)->pos), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (offices); i++)
    for (int k = 0; k < offices[i].clicks; k++)
      kontor_end_page_click_office (e, kontor_board_city_index (b, offices[i].city), offices[i].office);
  g_assert_cmpint (kontor_end_page_get_end (e)->pos.slots[kontor_board_city_index (b, "stade")][0].owner, ==, KONTOR_NEUTRAL);
  kontor_end_page_set_number (e, 0, "prestige", 10);
  kontor_end_page_set_number (e, 1, "prestige", 7);
  kontor_end_page_set_number (e, 0, "keys", 2);
  kontor_end_page_set_number (e, 1, "keys", 1);
  g_assert_cmpstr (kontor_end_page_get_check (e), ==, _("Everything adds up."));
  g_assert_cmpstr (kontor_end_page_get_total (e, 0), ==, "16");
  g_assert_cmpstr (kontor_end_page_get_total (e, 1), ==, "15");
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "two-players-end-position-es.png" : "two-players-end-position.png");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* Scoring a game played without Kontor: players, then the end position by clicks. */
static void
test_score_only (void)
{
  KontorWindow *window = open_window ();
  KontorEndPage *e;
  const char *names[] = { "Ana", "Bo", "Cy" };
  const KontorBoard *b;
  struct { const char *city; int office; int clicks; } offices[] = {
    { "hamburg", 0, 1 }, { "hamburg", 1, 2 }, { "luebeck", 0, 1 }, { "bremen", 0, 1 },
    { "hannover", 0, 1 }, { "hannover", 1, 1 }, { "minden", 0, 1 }, { "duisburg", 0, 1 },
  };
  g_autofree char *dir = g_dir_make_tmp ("kontor-end-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "end.json", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (app), "score-game", NULL);
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "setup");
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 3, names);
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  e = kontor_window_get_end_page (window);
  b = kontor_end_page_get_end (e)->pos.board;
  /* the end position of tests/end-positions/network-branches-2-3.json, by clicks */
  for (guint i = 0; i < G_N_ELEMENTS (offices); i++)
    for (int k = 0; k < offices[i].clicks; k++)
      kontor_end_page_click_office (e, kontor_board_city_index (b, offices[i].city), offices[i].office);
  kontor_end_page_click_table (e, 0);
  kontor_end_page_set_number (e, 0, "prestige", 5);
  kontor_end_page_set_number (e, 1, "prestige", 3);
  kontor_end_page_set_number (e, 0, "markers", 3);
  kontor_end_page_set_number (e, 0, "keys", 2);
  kontor_end_page_set_number (e, 0, "money-bags", 3);
  g_assert_cmpstr (kontor_end_page_get_check (e), ==, _("Everything adds up."));
  g_assert_cmpstr (kontor_end_page_get_total (e, 0), ==, "41");
  g_assert_cmpstr (kontor_end_page_get_total (e, 1), ==, "6");
  g_assert_cmpstr (kontor_end_page_get_total (e, 2), ==, "0");
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "end-position-es.png" : "end-position.png");
  /* an extra office for Bo in Hamburg (placeholder, then one click on to blue) */
  kontor_end_page_click_office (e, kontor_board_city_index (b, "hamburg"), -1);
  kontor_end_page_click_office (e, kontor_board_city_index (b, "hamburg"), -1);
  g_assert_cmpint (kontor_end_page_get_end (e)->pos.extra[kontor_board_city_index (b, "hamburg")][0].owner, ==, 1);
  /* Bo already controlled Hamburg (tie, rightmost office); the extra office adds 1 to his network */
  g_assert_cmpstr (kontor_end_page_get_total (e, 0), ==, "41");
  g_assert_cmpstr (kontor_end_page_get_total (e, 1), ==, "7");
  /* an impossible entry is explained, and the score withheld */
  kontor_end_page_click_table (e, 1);   /* Ana on the orange space, Privilegium white */
  g_assert_cmpstr (kontor_end_page_get_check (e), !=, _("Everything adds up."));
  kontor_end_page_click_table (e, 1);
  kontor_end_page_click_table (e, 1);
  kontor_end_page_click_table (e, 1);   /* back to nobody */
  g_assert_cmpstr (kontor_end_page_get_check (e), ==, _("Everything adds up."));
  /* saved and opened again */
  g_assert_true (kontor_window_save_end_position (window, path, NULL));
  g_signal_emit_by_name (e, "show-score");
  spin (50);
  g_assert_cmpstr (kontor_window_get_page (window), ==, "score");
  g_assert_cmpstr (kontor_score_page_get_cell (kontor_window_get_score_page (window), 6, 0), ==, "41");
  g_assert_cmpstr (kontor_score_page_get_cell (kontor_window_get_score_page (window), 6, 1), ==, "7");
  {
    /* the title bar names no game's players over an end position's score */
    AdwWindowTitle *title = ADW_WINDOW_TITLE (kontor_test_find_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));
    const char *subtitle = adw_window_title_get_subtitle (title);
    g_assert_true (subtitle == NULL || *subtitle == '\0');
  }
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "end-position-score-es.png" : "end-position-score.png");
  g_assert_true (kontor_window_open_file (window, path));
  g_assert_cmpstr (kontor_window_get_page (window), ==, "end");
  g_assert_cmpstr (kontor_end_page_get_total (kontor_window_get_end_page (window), 1), ==, "7");
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* A finished game opened from a file ends on the score sheet. */
static void
test_finished_game (void)
{
  KontorWindow *window = open_window ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "records", "complete-3p.kontor", NULL);
  g_autofree char *png = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *dir = g_dir_make_tmp ("kontor-export-XXXXXX", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_assert_true (kontor_window_open_file (window, path));
  spin (100);
  {
    g_autofree char *over = g_strdup_printf (_("The game is over. %s"), "");
    g_assert_true (g_str_has_prefix (kontor_table_page_get_prompt (t), over));
  }
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "game-over-es.png" : "game-over.png");
  g_signal_emit_by_name (t, "show-score");
  spin (100);
  check_score_page (window);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "score-es.png" : "score.png");
  png = g_build_filename (dir, "score.png", NULL);
  pdf = g_build_filename (dir, "score.pdf", NULL);
  g_assert_true (kontor_score_page_export (kontor_window_get_score_page (window), png, NULL));
  g_assert_true (kontor_score_page_export (kontor_window_get_score_page (window), pdf, NULL));
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  {
    const char *shots = g_getenv ("KONTOR_SCREENSHOT_DIR");
    g_autofree char *copy = g_build_filename (shots ? shots : "screenshots", "score-sheet.png", NULL);
    g_assert_true (kontor_score_page_export (kontor_window_get_score_page (window), copy, NULL));
  }
  g_remove (png);
  g_remove (pdf);
  g_rmdir (dir);
  /* dark mode */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.home", NULL));
  kontor_window_set_game (window, kontor_table_page_get_game (t), path);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  spin (200);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "board-dark-es.png" : "board-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  {
    /* the sheet is exported only while it is shown */
    g_autoptr (GError) error = NULL;
    g_autofree char *away = g_build_filename (g_get_tmp_dir (), "kontor-never-written.png", NULL);
    g_assert_false (kontor_score_page_export (kontor_window_get_score_page (window), away, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
    g_assert_false (g_file_test (away, G_FILE_TEST_EXISTS));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* ------------------------------------------------------------ issue #16: the table layout */

static KontorGame *
table_game (int n_players)
{
  KontorGameSetup setup = { .board = n_players >= 4 ? "base-4-5" : "base-2-3", .n_players = n_players,
                            .names = { "Ana", "Bo", "Cy", "Dag", "Eve" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN, KONTOR_COLOR_YELLOW,
                                        KONTOR_COLOR_PURPLE },
                            .variant = n_players == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE,
                            .taverns_given = TRUE, .seed = 16,
                            .tavern_markers = { KONTOR_MARKER_EXTRA_OFFICE, KONTOR_MARKER_SWAP_OFFICES, KONTOR_MARKER_REMOVE_3 } };
  g_autoptr (GError) error = NULL;
  KontorGame *game = kontor_game_new (&setup, &error);
  g_assert_no_error (error);
  return game;
}

/* The window at w × h; on a screen smaller than that (GTK keeps a window on
 * its monitor) the size is forced, as a larger screen gives it. */
static void
resize_window (KontorWindow *window, int w, int h)
{
  gtk_widget_set_size_request (GTK_WIDGET (window), -1, -1);
  gtk_window_set_default_size (GTK_WINDOW (window), w, h);
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  if (gtk_widget_get_width (GTK_WIDGET (window)) < w - 20 || gtk_widget_get_height (GTK_WIDGET (window)) < h - 20)
    {
      gtk_widget_set_size_request (GTK_WIDGET (window), w, h);
      for (int i = 0; i < 3; i++)
        gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
}

/* A window at w × h with a new game of n players at the table. */
static KontorWindow *
table_window (int w, int h, int n_players)
{
  KontorWindow *window = open_window ();
  g_autoptr (KontorGame) game = table_game (n_players);
  kontor_window_set_game (window, game, NULL);
  resize_window (window, w, h);
  return window;
}

static void
frame (GtkWidget *widget)
{
  gtk_test_widget_wait_for_draw (gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW));
}

/* The widget is drawn, whole, inside the window, at least its minimum width. */
static void
assert_inside (GtkWidget *widget, const char *what)
{
  GtkWidget *window = gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW);
  graphene_rect_t b;
  int min = 0, nat = 0;

  if (!gtk_widget_is_drawable (widget) || !gtk_widget_compute_bounds (widget, window, &b))
    g_error ("%s is not shown", what);
  if (b.origin.x < 0 || b.origin.y < 0 || b.origin.x + b.size.width > gtk_widget_get_width (window) + 0.01
      || b.origin.y + b.size.height > gtk_widget_get_height (window) + 0.01)
    g_error ("%s at %g,%g (%g×%g) is not inside the window (%d×%d)", what, b.origin.x, b.origin.y,
             b.size.width, b.size.height, gtk_widget_get_width (window), gtk_widget_get_height (window));
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  /* the allocation (margin box) against the minimum it asked for */
  if (gtk_widget_get_allocated_width (widget) < min)
    g_error ("%s is %d px wide, narrower than its %d px", what, gtk_widget_get_allocated_width (widget), min);
}

static void
assert_controls_inside (KontorTablePage *t)
{
  static const char *const buttons[] = { "hire_button", "place_button", "displace_button", "move_button", "claim_button",
                                         "trader_toggle", "merchant_toggle", "hints_toggle", "panel_button",
                                         "end_turn_button" };
  const KontorPosition *pos = position (t);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    assert_inside (kontor_test_find_by_id (GTK_WIDGET (t), buttons[i]), buttons[i]);
  for (int p = 0; p < pos->n_players + (pos->neutral ? 1 : 0); p++)
    {
      int seat = p < pos->n_players ? p : KONTOR_NEUTRAL;
      GtkWidget *chip = t->chips[p < pos->n_players ? p : KONTOR_MAX_PLAYERS];
      GtkLabel *pp = g_object_get_data (G_OBJECT (chip), "prestige");
      g_autofree char *want = g_strdup_printf (_("%d PP"), pos->players[seat].prestige);
      assert_inside (GTK_WIDGET (pp), "a player's prestige");
      g_assert_cmpstr (gtk_label_get_label (pp), ==, want);
    }
  /* the one to act is marked */
  g_assert_true (gtk_widget_has_css_class (t->chips[kontor_position_decider (pos)], "active-chip"));
}

static graphene_rect_t
board_bounds (KontorTablePage *t)
{
  graphene_rect_t b;
  frame (GTK_WIDGET (t));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (t->board), GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (t))), &b));
  return b;
}

static void
assert_same_place (const graphene_rect_t *a, const graphene_rect_t *b, const char *step)
{
  if (!graphene_rect_equal (a, b))
    g_error ("the board moved at %s: %g,%g %g×%g → %g,%g %g×%g", step, a->origin.x, a->origin.y, a->size.width,
             a->size.height, b->origin.x, b->origin.y, b->size.width, b->size.height);
}

/* The first highlighted space other than (skip_r, skip_s). */
static gboolean
highlighted (KontorTablePage *t, int skip_r, int skip_s, int *r, int *s)
{
  const KontorMarks *m = kontor_table_get_highlights (kontor_table_page_get_table (t));
  const KontorBoard *b = position (t)->board;
  for (*r = 0; *r < b->n_routes; (*r)++)
    for (*s = 0; *s < b->routes[*r].n_spaces; (*s)++)
      if (m->spaces[*r][*s] && (*r != skip_r || *s != skip_s))
        return TRUE;
  return FALSE;
}

static gboolean
empty_space (KontorTablePage *t, int *r, int *s)
{
  const KontorPosition *pos = position (t);
  for (*r = 0; *r < pos->board->n_routes; (*r)++)
    for (*s = 0; *s < pos->board->routes[*r].n_spaces; (*s)++)
      if (pos->spaces[*r][*s].owner == KONTOR_NOBODY)
        return TRUE;
  return FALSE;
}

/* A move and a relocation, clicked: the board keeps its place throughout. */
static void
check_move_and_relocation (KontorTablePage *t)
{
  graphene_rect_t before, now;
  int r, s, r2, s2, tr, ts;
  guint cursor;

  g_assert_true (empty_space (t, &r, &s));
  kontor_table_page_click_space (t, r, s);   /* Ana places a trader */
  g_assert_cmpint (position (t)->spaces[r][s].owner, ==, 0);
  before = board_bounds (t);
  act (t, "table.move");
  kontor_table_page_click_space (t, r, s);   /* first click: the piece */
  now = board_bounds (t);
  assert_same_place (&before, &now, "the first click of a move");
  g_assert_true (highlighted (t, r, s, &r2, &s2));
  kontor_table_page_click_space (t, r2, s2);   /* second click: where to */
  now = board_bounds (t);
  assert_same_place (&before, &now, "the second click of a move");
  kontor_table_page_done (t);
  g_assert_cmpint (position (t)->spaces[r2][s2].owner, ==, 0);
  g_assert_cmpint (position (t)->spaces[r][s].owner, ==, KONTOR_NOBODY);
  act (t, "table.end-turn");
  /* Bo displaces it; Ana puts it back in two clicks */
  act (t, "table.displace");
  before = board_bounds (t);
  kontor_table_page_click_space (t, r2, s2);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_RELOCATION);
  now = board_bounds (t);
  assert_same_place (&before, &now, "the displacement");
  cursor = kontor_game_get_cursor (kontor_table_page_get_game (t));
  g_assert_true (highlighted (t, -1, -1, &tr, &ts));
  kontor_table_page_click_space (t, tr, ts);
  now = board_bounds (t);
  assert_same_place (&before, &now, "the first click of a relocation");
  g_assert_true (highlighted (t, tr, ts, &r, &s));
  kontor_table_page_click_space (t, r, s);
  now = board_bounds (t);
  assert_same_place (&before, &now, "the second click of a relocation");
  if (position (t)->phase == KONTOR_PHASE_RELOCATION)
    kontor_table_page_done (t);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, cursor + 1);
  g_assert_cmpint (position (t)->phase, ==, KONTOR_PHASE_ACTIONS);
}

/* A game of n players played on by the engine (without the window) until a
 * drawn marker is to be placed; *next: that placement. */
static KontorGame *
game_before_marker (int n_players, guint64 seed, KontorAction *next)
{
  KontorGame *game = table_game (n_players);
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  KontorRng rng;
  int steps = 0;

  kontor_rng_init (&rng, seed);
  for (;;)
    {
      KontorPosition copy = *(const KontorPosition *) kontor_game_get_position (game);
      g_autoptr (GError) error = NULL;
      g_assert_true (kontor_selfplay_step (&copy, &rng, cand, NULL, next));
      if (next->what == KONTOR_DO_PLACE_BONUS && next->route >= 0)
        return game;
      g_assert_true (kontor_game_apply (game, next, &error));
      g_assert_no_error (error);
      g_assert_cmpint (++steps, <, 3000);
    }
}

/* The table at a drawn marker to place: it is named and placed by hand,
 * and the board keeps its place. */
static void
check_marker_placement (KontorWindow *window, int n_players, guint64 seed)
{
  KontorTablePage *t = kontor_window_get_table_page (window);
  KontorAction chosen;
  g_autoptr (KontorGame) game = game_before_marker (n_players, seed, &chosen);
  graphene_rect_t before, now;

  kontor_window_set_game (window, game, NULL);
  before = board_bounds (t);
  if (kontor_test_find_dialog () == NULL)
    {
      kontor_table_page_click_space (t, chosen.route, 0);   /* first click: the table asks which marker */
      spin (50);
      now = board_bounds (t);
      assert_same_place (&before, &now, "the first click of a marker placement");
    }
  answer (kontor_marker_id (chosen.marker));   /* which marker was drawn */
  now = board_bounds (t);
  assert_same_place (&before, &now, "naming the drawn marker");
  kontor_table_page_click_space (t, chosen.route, 0);   /* second click: where it goes */
  now = board_bounds (t);
  assert_same_place (&before, &now, "the second click of a marker placement");
  g_assert_cmpint (position (t)->route_marker[chosen.route], ==, chosen.marker);
}

/* The active player's card is inside the panel's view (when the panel shows). */
static void
assert_active_card_in_view (KontorTablePage *t)
{
  int seat = kontor_position_decider (position (t));
  graphene_rect_t b;
  if (!gtk_widget_get_child_visible (t->panel) || seat == KONTOR_NEUTRAL)
    return;
  frame (GTK_WIDGET (t));
  frame (GTK_WIDGET (t));
  g_assert_true (gtk_widget_compute_bounds (t->cards[seat], t->panel, &b));
  g_assert_cmpfloat (b.origin.y, >=, 0);
  g_assert_cmpfloat (MIN (b.origin.y + b.size.height, b.origin.y + gtk_widget_get_height (t->panel) / 2.0), <=,
                     gtk_widget_get_height (t->panel) + 0.01);
}

/* The panel button (F9): folded, the panel opens over the board (never over
 * the controls, the board unmoved); beside or below, it is put away. */
static void
check_panel (KontorTablePage *t, int w, int h, int n_players)
{
  graphene_rect_t before = board_bounds (t), now;
  gboolean folded = t->layout == KONTOR_TABLE_LAYOUT_FOLDED;

  g_assert_cmpint (gtk_widget_get_child_visible (t->panel), ==, !folded);
  act (t, "table.toggle-panel");
  frame (GTK_WIDGET (t));
  g_assert_cmpint (gtk_widget_get_child_visible (t->panel), ==, folded);
  if (folded)
    {
      g_autofree char *name = g_strdup_printf ("layout-%dx%d-%dp-panel.png", w, h, n_players);
      now = board_bounds (t);
      assert_same_place (&before, &now, "opening the panel over the board");
      assert_controls_inside (t);
      assert_active_card_in_view (t);
      if (!spanish ())
        kontor_test_save_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (t), GTK_TYPE_WINDOW), name);
    }
  act (t, "table.toggle-panel");
  now = board_bounds (t);
  assert_same_place (&before, &now, "the panel back as it was");
  g_assert_cmpint (gtk_widget_get_child_visible (t->panel), ==, !folded);
}

/* The table at w × h with a new game of n players: every control and every
 * prestige inside the window, and the board unmoved through the clicks of a
 * move, a relocation and a marker placement, a toast, the panel. */
static void
check_layout (KontorWindow *window, int w, int h, int n_players)
{
  KontorTablePage *t = kontor_window_get_table_page (window);
  GtkWidget *end_turn = kontor_test_find_by_id (GTK_WIDGET (t), "end_turn_button");
  g_autofree char *name = g_strdup_printf ("layout-%dx%d-%dp.png", w, h, n_players);
  g_autoptr (KontorGame) game = table_game (n_players);
  graphene_rect_t b;
  GtkWidget *picked;

  kontor_window_set_game (window, game, NULL);
  resize_window (window, w, h);
  g_test_message ("%d×%d, %d players: window %d×%d, layout %d", w, h, n_players, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), t->layout);
  assert_controls_inside (t);
  check_move_and_relocation (t);
  assert_controls_inside (t);
  assert_active_card_in_view (t);
  /* a toast goes over the board: End Turn stays clickable under it */
  kontor_table_page_toast (t, "A message for the table, long enough to be as wide as a toast can be at this size.", NULL);
  frame (GTK_WIDGET (t));
  g_assert_true (gtk_widget_compute_bounds (end_turn, GTK_WIDGET (window), &b));
  picked = gtk_widget_pick (GTK_WIDGET (window), b.origin.x + b.size.width / 2, b.origin.y + b.size.height / 2, GTK_PICK_DEFAULT);
  g_assert_true (picked == end_turn || gtk_widget_is_ancestor (picked, end_turn));
  if (!spanish ())
    kontor_test_save_screenshot (GTK_WIDGET (window), name);
  check_panel (t, w, h, n_players);
  check_marker_placement (window, n_players, 16 + n_players);
  assert_controls_inside (t);
}

/* Each size with 2 and 5 players, in one window. */
static void
check_layouts (const int (*sizes)[2], guint n_sizes)
{
  KontorWindow *window = open_window ();
  for (guint i = 0; i < n_sizes; i++)
    {
      check_layout (window, sizes[i][0], sizes[i][1], 2);
      check_layout (window, sizes[i][0], sizes[i][1], 5);
    }
  gtk_widget_set_size_request (GTK_WIDGET (window), -1, -1);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

static void
test_layout_1024x600 (void)
{
  static const int sizes[][2] = { { 1024, 600 } };
  check_layouts (sizes, G_N_ELEMENTS (sizes));
}

static void
test_layout_800x600 (void)
{
  static const int sizes[][2] = { { 800, 600 } };
  check_layouts (sizes, G_N_ELEMENTS (sizes));
}

static void
test_layout_portrait (void)
{
  static const int sizes[][2] = { { 600, 900 } };
  check_layouts (sizes, G_N_ELEMENTS (sizes));
}

static void
test_layout_1920x1080 (void)
{
  static const int sizes[][2] = { { 1920, 1080 } };
  check_layouts (sizes, G_N_ELEMENTS (sizes));
}

/* A small remembered size: the next start shows every control. */
static void
test_small_remembered_size (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  KontorWindow *window;
  g_settings_set_int (settings, "window-width", 300);
  g_settings_set_int (settings, "window-height", 200);
  window = table_window (300, 200, 5);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 300);
  assert_controls_inside (kontor_window_get_table_page (window));
  kontor_test_save_screenshot (GTK_WIDGET (window), "layout-smallest.png");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

/* ------------------------------------------------------------ issue #16: one-gesture entry */

static char *refusal;

static void
on_refused_test (KontorTable *table, const GError *error, gpointer data)
{
  g_free (refusal);
  refusal = g_strdup (error->message);
}

/* Trader at each new turn; a merchant with none left is refused, not turned into a trader. */
static void
test_trader_reset (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  const KontorHtEntry *e = kontor_table_get_state (kontor_table_page_get_table (t));
  g_autofree char *want = NULL;
  guint cursor;
  int r, s;

  g_signal_connect (kontor_table_page_get_table (t), "refused", G_CALLBACK (on_refused_test), NULL);
  g_assert_true (gtk_toggle_button_get_active (t->trader_toggle));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.merchant", NULL));
  g_assert_true (gtk_toggle_button_get_active (t->merchant_toggle));
  g_assert_true (empty_space (t, &r, &s));
  kontor_table_page_click_space (t, r, s);
  g_assert_cmpint (position (t)->spaces[r][s].owner, ==, 0);
  g_assert_cmpint (position (t)->spaces[r][s].kind, ==, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (position (t)->players[0].supply[KONTOR_PIECE_MERCHANT], ==, 0);
  /* Merchant still chosen, none left: refused with the rule's words */
  g_assert_true (gtk_toggle_button_get_active (t->merchant_toggle));
  cursor = kontor_game_get_cursor (kontor_table_page_get_game (t));
  g_assert_true (empty_space (t, &r, &s));
  kontor_table_page_click_space (t, r, s);
  g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, cursor);
  g_assert_cmpint (position (t)->spaces[r][s].owner, ==, KONTOR_NOBODY);
  g_assert_cmpint (position (t)->players[0].supply[KONTOR_PIECE_TRADER], ==, 5);
  want = g_strdup_printf (_("Your supply holds no %s; hire pieces first."), kontor_piece_name (KONTOR_PIECE_MERCHANT));
  g_assert_cmpstr (refusal, ==, want);
  /* the next player starts with Trader */
  act (t, "table.end-turn");
  g_assert_cmpint (position (t)->active, ==, 1);
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_TRADER);
  g_assert_true (gtk_toggle_button_get_active (t->trader_toggle));
  g_assert_false (gtk_toggle_button_get_active (t->merchant_toggle));
  /* T and M choose */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.merchant", NULL));
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_MERCHANT);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.trader", NULL));
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_TRADER);
  g_clear_pointer (&refusal, g_free);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The label with exactly this text below root, or NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);
      if (found)
        return found;
    }
  return NULL;
}

/* What a key does wherever the focus is in the window: the window's table keys. */
static gboolean
press (KontorWindow *window, guint keyval, GdkModifierType mods)
{
  g_autoptr (GtkShortcutTrigger) want = gtk_keyval_trigger_new (keyval, mods);
  for (GtkWidget *w = gtk_window_get_focus (GTK_WINDOW (window)); w; w = gtk_widget_get_parent (w))
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
          if (!GTK_IS_SHORTCUT_CONTROLLER (c) || gtk_event_controller_get_propagation_phase (c) != GTK_PHASE_BUBBLE)
            continue;
          for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
            {
              g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), k);
              if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (sc), want))
                return gtk_shortcut_action_activate (gtk_shortcut_get_action (sc), 0, w, NULL);
            }
        }
    }
  return FALSE;
}

/* Enter ends the turn when nothing is being entered (with an Undo toast when
 * actions were left) and is Done while a move waits for it. */
static void
test_enter_ends_turn (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  g_autofree char *text = g_strdup_printf (ngettext ("%s ended the turn with %d action left.",
                                                     "%s ended the turn with %d actions left.", 2), "Ana", 2);
  int r, s, r2, s2;
  guint cursor;

  gtk_widget_grab_focus (GTK_WIDGET (t->board));
  g_assert_true (press (window, GDK_KEY_Return, 0));
  g_assert_cmpint (position (t)->active, ==, 1);
  g_assert_cmpint (position (t)->turn, ==, 2);
  frame (GTK_WIDGET (t));
  g_assert_nonnull (find_label (t->board_overlay, text));
  /* the toast's Undo undoes the end only while it is the last entry */
  cursor = kontor_game_get_cursor (kontor_table_page_get_game (t));
  g_assert_true (empty_space (t, &r, &s));
  kontor_table_page_click_space (t, r, s);   /* Bo places */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.undo-end-turn", "u", cursor));
  g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, cursor + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.undo-end-turn", "u", cursor));
  g_assert_cmpuint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, cursor - 1);
  g_assert_cmpint (position (t)->active, ==, 0);
  g_assert_cmpint (position (t)->turn, ==, 1);
  /* a move waiting for Done: Enter is Done, the turn goes on */
  g_assert_true (empty_space (t, &r, &s));
  kontor_table_page_click_space (t, r, s);
  act (t, "table.move");
  kontor_table_page_click_space (t, r, s);
  g_assert_true (highlighted (t, r, s, &r2, &s2));
  kontor_table_page_click_space (t, r2, s2);
  g_assert_true (press (window, GDK_KEY_Return, 0));
  g_assert_cmpint (position (t)->spaces[r2][s2].owner, ==, 0);
  g_assert_cmpint (position (t)->active, ==, 0);
  g_assert_cmpint (kontor_position_actions_left (position (t)), ==, 0);
  /* no actions left: Enter ends the turn without a toast */
  g_assert_true (press (window, GDK_KEY_Return, 0));
  g_assert_cmpint (position (t)->active, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* 1–5 work after the rules window (F1) closed and the focus is in the header. */
static void
test_number_keys_after_f1 (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  GtkWidget *menu = kontor_test_find_by_id (GTK_WIDGET (window), "menu_button");
  KontorTable *table = kontor_table_page_get_table (t);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", "s", "setup"));
  spin (50);
  gtk_window_close (GTK_WINDOW (kontor_window_get_rules_window (window)));
  spin (50);
  g_assert_true (gtk_widget_grab_focus (menu));
  {
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));
    g_assert_true (focus == menu || gtk_widget_is_ancestor (focus, menu));
  }
  g_assert_true (press (window, GDK_KEY_2, 0));
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "place");
  g_assert_true (press (window, GDK_KEY_Escape, 0));
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "idle");
  g_assert_true (press (window, GDK_KEY_3, 0));
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "displace");
  g_assert_true (press (window, GDK_KEY_Escape, 0));
  g_assert_true (press (window, GDK_KEY_4, 0));
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "move");
  g_assert_true (press (window, GDK_KEY_Escape, 0));
  g_assert_true (press (window, GDK_KEY_1, 0));   /* hire: the question */
  spin (50);
  g_assert_nonnull (kontor_table_get_question (table));
  answer ("cancel");
  g_assert_true (press (window, GDK_KEY_m, 0));
  g_assert_true (gtk_toggle_button_get_active (t->merchant_toggle));
  g_assert_true (press (window, GDK_KEY_t, 0));
  g_assert_true (gtk_toggle_button_get_active (t->trader_toggle));
  /* the keys are listed in the shortcuts window; Save has its accelerator */
  {
    g_auto (GStrv) save = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.save-as");
    GtkWindow *help;
    static const char *const listed[] = { "1 2 3 4 5", "Return", "<Control>Return", "t", "m", "F9", "Escape" };
    g_assert_cmpstr (save[0], ==, "<Control>s");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
    help = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
    for (guint i = 0; i < G_N_ELEMENTS (listed); i++)
      {
        gboolean found = FALSE;
        GtkWidget *sc;
        for (int k = 0, n = 0; !found && (sc = find_nth_of_type (GTK_WIDGET (help), GTK_TYPE_SHORTCUTS_SHORTCUT, &n)); n = ++k)
          {
            g_autofree char *accel = NULL;
            g_object_get (sc, "accelerator", &accel, NULL);
            found = g_strcmp0 (accel, listed[i]) == 0;
          }
        if (!found)
          g_error ("the shortcuts window does not list %s", listed[i]);
      }
    gtk_window_close (help);
    spin (50);
  }
  /* elsewhere (the start page) the keys are not the table's */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.home", NULL));
  g_assert_false (press (window, GDK_KEY_2, 0));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The claim dialog suggests an office, never "No benefit"; Enter answers it. */
static void
test_claim_dialog_default (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  AdwMessageDialog *d;
  const char *def;
  g_autofree char *office = g_strdup_printf (_("Office in %s (trader)"), "Hamburg");

  click (t, "hamburg-stade", 0);
  click (t, "hamburg-stade", 1);
  act (t, "table.end-turn");
  act (t, "table.end-turn");
  act (t, "table.end-turn");
  click (t, "hamburg-stade", 2);
  act (t, "table.claim");
  spin (50);
  d = kontor_test_find_dialog ();
  g_assert_nonnull (d);
  def = adw_message_dialog_get_default_response (d);
  g_assert_nonnull (def);
  g_assert_cmpstr (adw_message_dialog_get_response_label (d, def), ==, office);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (d, def), ==, ADW_RESPONSE_SUGGESTED);
  answer (office);
  g_assert_cmpint (position (t)->slots[kontor_board_city_index (position (t)->board, "hamburg")][0].owner, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* After undoing the claim that completed a city, the Completed-cities track
 * is drawn as a fresh board draws it (no cell lost to the cache). */
static void
test_completed_track_after_undo (void)
{
  KontorWindow *window = open_window ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "records", "complete-3p.kontor", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) record = kontor_game_new_from_file (path, NULL, &error);
  g_autoptr (KontorGame) game = NULL;
  int completed, w, h;

  g_assert_no_error (error);
  /* the record up to the entry that completes the first city (found by
   * halving: the count of completed cities never drops) */
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    g_autoptr (JsonGenerator) out = json_generator_new ();
    g_autofree char *data = NULL;
    KontorPosition at;
    guint lo = 0, hi = kontor_game_get_n_actions (record);
    JsonArray *actions;

    while (lo + 1 < hi)
      {
        guint mid = (lo + hi) / 2;
        kontor_game_position_at (record, mid, &at);
        if (at.completed > 0)
          hi = mid;
        else
          lo = mid;
      }
    g_assert_true (json_parser_load_from_file (parser, path, &error));
    actions = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "actions");
    while (json_array_get_length (actions) > hi)
      json_array_remove_element (actions, json_array_get_length (actions) - 1);
    json_generator_set_root (out, json_parser_get_root (parser));
    data = json_generator_to_data (out, NULL);
    game = kontor_game_new_from_data (data, -1, NULL, &error);
    g_assert_no_error (error);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  kontor_window_set_game (window, game, NULL);
  frame (GTK_WIDGET (t));
  completed = position (t)->completed;
  g_assert_cmpint (completed, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.undo", NULL));
  g_assert_cmpint (position (t)->completed, ==, completed - 1);
  frame (GTK_WIDGET (t));
  w = gtk_widget_get_width (GTK_WIDGET (t->board));
  h = gtk_widget_get_height (GTK_WIDGET (t->board));
  {
    cairo_surface_t *shown = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
    cairo_surface_t *fresh = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
    GtkWidget *other = g_object_ref_sink (kontor_board_view_new ());
    cairo_t *cr = cairo_create (shown);
    kontor_board_view_draw (t->board, cr, w, h);
    cairo_destroy (cr);
    kontor_board_view_set_position (KONTOR_BOARD_VIEW (other), kontor_board_view_get_position (t->board));
    kontor_board_view_set_highlight (KONTOR_BOARD_VIEW (other), kontor_table_get_highlights (kontor_table_page_get_table (t)));
    kontor_board_view_set_selected (KONTOR_BOARD_VIEW (other), kontor_table_get_selected (kontor_table_page_get_table (t)));
    cr = cairo_create (fresh);
    kontor_board_view_draw (KONTOR_BOARD_VIEW (other), cr, w, h);
    cairo_destroy (cr);
    cairo_surface_flush (shown);
    cairo_surface_flush (fresh);
    g_assert_cmpint (memcmp (cairo_image_surface_get_data (shown), cairo_image_surface_get_data (fresh),
                             (gsize) cairo_image_surface_get_stride (shown) * h), ==, 0);
    cairo_surface_destroy (shown);
    cairo_surface_destroy (fresh);
    g_object_unref (other);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The history reads by turn, in the player's colour; looking back shows that
 * moment's cards, marked as the past. */
static void
test_history_by_turn (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  GtkListBoxRow *row;
  GtkWidget *header;
  g_autofree char *turn2 = g_strdup_printf (_("Turn %d · %s"), 2, "Bo");
  g_autofree char *turn1 = g_strdup_printf (_("Turn %d · %s"), 1, "Ana");
  g_autofree char *pp = g_strdup_printf (_("%d PP"), 0);

  click (t, "hamburg-stade", 0);
  click (t, "hamburg-stade", 1);
  act (t, "table.end-turn");
  click (t, "bremen-osnabrueck", 0);   /* Bo */
  /* newest first: Bo's place under "Turn 2 · Bo", then Ana's three entries under "Turn 1 · Ana" */
  row = gtk_list_box_get_row_at_index (t->history_list, 0);
  header = gtk_list_box_row_get_header (row);
  g_assert_nonnull (header);
  g_assert_nonnull (find_label (header, turn2));
  g_assert_true (gtk_widget_has_css_class (gtk_list_box_row_get_child (row), "player-blue"));
  row = gtk_list_box_get_row_at_index (t->history_list, 1);
  g_assert_nonnull (find_label (gtk_list_box_row_get_header (row), turn1));
  g_assert_true (gtk_widget_has_css_class (gtk_list_box_row_get_child (row), "player-red"));
  g_assert_null (gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (t->history_list, 2)));
  g_assert_null (gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (t->history_list, 3)));
  /* looking back at the start of the game: Ana to act, the past marked */
  g_signal_emit_by_name (t->history_list, "row-activated", gtk_list_box_get_row_at_index (t->history_list, 3));
  g_assert_cmpuint (kontor_table_get_review (kontor_table_page_get_table (t)), ==, 1);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (t->history_list, 3)), "reviewed"));
  g_assert_true (gtk_widget_has_css_class (t->strip, "past"));
  g_assert_true (gtk_widget_has_css_class (t->chips[0], "active-chip"));
  g_assert_false (gtk_widget_has_css_class (t->chips[1], "active-chip"));
  g_assert_cmpstr (gtk_label_get_label (g_object_get_data (G_OBJECT (t->chips[0]), "prestige")), ==, pp);
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "looking-back-es.png" : "looking-back.png");
  g_signal_emit_by_name (t->prompt_cancel, "clicked");   /* Back to the Game */
  g_assert_cmpuint (kontor_table_get_review (kontor_table_page_get_table (t)), ==, G_MAXUINT);
  g_assert_false (gtk_widget_has_css_class (t->strip, "past"));
  g_assert_true (gtk_widget_has_css_class (t->chips[1], "active-chip"));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* ------------------------------------------------------------ issue #24: correct the past */

/* The 3-player golden record's first 60 entries, at the table. */
static KontorWindow *
window_of_60_entries (void)
{
  KontorWindow *window = open_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "complete-3p.kontor", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonArray *actions;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  actions = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "actions");
  while (json_array_get_length (actions) > 60)
    json_array_remove_element (actions, json_array_get_length (actions) - 1);
  game = kontor_game_new_from_json (json_parser_get_root (parser), NULL, &error);
  g_assert_no_error (error);
  kontor_window_set_game (window, game, NULL);
  resize_window (window, 1280, 800);
  return window;
}

/* The history row of entry index (newest first), its menu's first action. */
static GtkMenuButton *
row_menu (KontorTablePage *t, guint index)
{
  guint n = kontor_game_get_n_actions (kontor_table_page_get_game (t))
            + kontor_game_get_n_waiting (kontor_table_page_get_game (t));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (t->history_list, (int) (n - 1 - index));
  int nth = 0;
  GtkWidget *button;
  g_assert_nonnull (row);
  button = find_nth_of_type (GTK_WIDGET (row), GTK_TYPE_MENU_BUTTON, &nth);
  return button ? GTK_MENU_BUTTON (button) : NULL;
}

/* The menu a row's button makes when it opens (kontor-table-page-fix.c);
 * its row's entry. */
static GMenuModel *
row_menu_model (GtkMenuButton *menu)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (menu), GTK_TYPE_LIST_BOX_ROW);
  static GMenuModel *made;
  g_clear_object (&made);
  made = kontor_table_page_fix_menu (g_object_get_data (G_OBJECT (row), "entry"));
  return made;
}

/* Answers the correction's dialog; returns its text. */
static char *
confirm_correction (void)
{
  AdwMessageDialog *d;
  char *body;
  spin (50);
  d = kontor_test_find_dialog ();
  g_assert_nonnull (d);
  body = g_strdup (adw_message_dialog_get_body (d));
  g_assert_cmpstr (adw_message_dialog_get_default_response (d), ==, "correct");
  adw_message_dialog_response (d, "correct");
  gtk_window_destroy (GTK_WINDOW (d));
  spin (50);
  return body;
}

static void
test_correct_the_past (void)
{
  KontorWindow *window = window_of_60_entries ();
  KontorTablePage *t = kontor_window_get_table_page (window);
  KontorGame *game = kontor_table_page_get_game (t);
  KontorTable *table = kontor_table_page_get_table (t);
  GtkMenuButton *menu;
  GMenuModel *model;
  g_autoptr (GVariant) target = NULL;
  g_autofree char *first = NULL, *second = NULL, *third = NULL, *label = NULL;
  const KontorAction *a;

  /* every entry has its menu: Correct, Insert Before, Delete */
  menu = row_menu (t, 0);
  g_assert_nonnull (menu);
  model = row_menu_model (menu);
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 3);
  target = g_menu_model_get_item_attribute_value (model, 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_UINT32);
  g_assert_cmpuint (g_variant_get_uint32 (target), ==, 0);
  label = g_strdup_printf (_("Correct entry %u"), 1);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (menu)), ==, label);

  /* entry 1: Ana's merchant on Hamburg–Lübeck was a trader; the rest still fits */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.fix-replace", "u", 0));
  spin (20);
  g_assert_true (kontor_table_get_fixing (table, NULL, NULL));
  act (t, "table.trader");
  click (t, "hamburg-luebeck", 0);
  first = confirm_correction ();
  if (!spanish ())
    g_assert_cmpstr (first, ==, "Entry 1 corrected. All 59 later entries still fit.\nNo score changed.");
  a = kontor_game_get_action (game, 0);
  g_assert_cmpint (a->piece, ==, KONTOR_PIECE_TRADER);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 60);
  g_assert_cmpstr (kontor_table_get_fix_summary (table), ==, first);

  /* entry 5: Bo's merchant on Minden–Paderborn was a trader: then Bo has no
   * trader for entry 39, which waits with the 21 after it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.fix-replace", "u", 4));
  spin (20);
  g_assert_true (gtk_toggle_button_get_active (t->merchant_toggle));   /* the entry's piece, prefilled */
  act (t, "table.trader");
  click (t, "minden-paderborn", 0);
  second = confirm_correction ();
  if (!spanish ())
    g_assert_cmpstr (second, ==, "Entry 5 corrected. 33 later entries still fit.\n"
                     "Entry 39 (place) no longer fits: Your supply holds no trader; hire pieces first. [ht.not-in-supply]\n"
                     "It and 21 entries after it wait: correct or delete it, or undo the correction.\nNo score changed.");
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 38);
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 22);
  g_assert_cmpuint (g_list_model_get_n_items (kontor_table_get_history (table)), ==, 60);
  /* the entry that needs attention: its rule under it, its menu with the drop */
  menu = row_menu (t, 38);
  g_assert_cmpint (g_menu_model_get_n_items (row_menu_model (menu)), ==, 4);
  g_assert_null (row_menu (t, 39));   /* the later waiting ones wait */
  {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (t->history_list, 21);
    g_autofree char *why = g_strdup_printf (_("Needs attention: %s"), kontor_game_get_attention (game)->message);
    g_assert_nonnull (find_label (GTK_WIDGET (row), why));
    gtk_widget_grab_focus (GTK_WIDGET (row));   /* the history scrolled to it, for the screenshot */
    spin (100);
  }
  g_assert_true (g_str_has_prefix (gtk_label_get_label (t->prompt_label), spanish () ? "" : "Entry 39 ("));
  kontor_test_save_screenshot (GTK_WIDGET (window), spanish () ? "correction-es.png" : "correction.png");

  /* fixed from the history: Bo placed the merchant there instead */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.fix-replace", "u", 38));
  spin (20);
  act (t, "table.merchant");
  click (t, "dortmund-duisburg", 1);
  third = confirm_correction ();
  if (!spanish ())
    g_assert_true (g_str_has_prefix (third, "Entry 39 corrected. 4 later entries still fit.\nEntry 44 (displace) no longer fits: "));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 43);
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 17);

  /* Undo takes each correction back whole */
  act (t, "table.undo");
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 38);
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 22);
  act (t, "table.undo");
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 60);
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 0);
  act (t, "table.redo");
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 22);
  /* the table drops the waiting entries: asked first, Cancel keeps them */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t), "table.fix-drop", NULL));
  spin (50);
  answer ("cancel");
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 22);
  g_assert_false (kontor_table_get_fixing (table, NULL, NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* A new game starts with the names of the last one (GSettings). */
static void
test_setup_names_remembered (void)
{
  KontorWindow *window = open_window ();
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  const char *names[] = { "Ute", "Vic", "Wim", "Xia" };
  const char *got[KONTOR_MAX_PLAYERS] = { NULL };
  KontorColor colors[KONTOR_MAX_PLAYERS];
  g_auto (GStrv) saved = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  spin (50);
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 4, names);
  kontor_setup_page_start (kontor_window_get_setup_page (window));
  answer ("ok");
  saved = g_settings_get_strv (settings, "player-names");
  g_assert_cmpuint (g_strv_length (saved), ==, 4);
  g_assert_cmpstr (saved[3], ==, "Xia");
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 2, (const char *[]) { "", "" });
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  spin (50);
  g_assert_cmpint (kontor_setup_page_get_players (kontor_window_get_setup_page (window), got, colors), ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_cmpstr (got[i], ==, names[i]);
  g_settings_reset (settings, "player-names");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The turn ends without the toast of a turn ended early (for screenshots). */
static void
end_turn_quietly (KontorTablePage *t)
{
  g_assert_true (kontor_table_activate (kontor_table_page_get_table (t), "end-turn", NULL));
  spin (20);
}

/* The opening of /gui/play-through-ui, by the same clicks (no checks). */
static void
play_opening (KontorTablePage *t)
{
  g_autofree char *privilegium = g_strdup_printf (_("Upgrade %s"), kontor_ability_name (KONTOR_ABILITY_PRIVILEGIUM));
  g_autofree char *osnabrueck = g_strdup_printf (_("Office in %s (trader)"), "Osnabrück");
  g_autofree char *perleberg = g_strdup_printf (_("Office in %s (trader)"), "Perleberg");

  click (t, "hamburg-luebeck", 0);
  click (t, "hamburg-luebeck", 1);
  end_turn_quietly (t);
  act (t, "table.displace");
  click (t, "hamburg-luebeck", 1);
  click (t, "hamburg-stade", 0);
  click (t, "hamburg-stade", 1);
  click (t, "bremen-osnabrueck", 0);
  end_turn_quietly (t);
  act (t, "table.hire");
  answer ("hire");
  click (t, "goslar-magdeburg", 0);
  end_turn_quietly (t);
  click (t, "hamburg-stade", 2);
  click (t, "hamburg-stade", 0);
  answer (privilegium);
  end_turn_quietly (t);
  click (t, "bremen-osnabrueck", 1);
  click (t, "bremen-osnabrueck", 2);
  end_turn_quietly (t);
  end_turn_quietly (t);
  click (t, "lueneburg-perleberg", 0);
  click (t, "lueneburg-perleberg", 1);
  end_turn_quietly (t);
  click (t, "bremen-osnabrueck", 0);
  answer (osnabrueck);
  end_turn_quietly (t);
  answer ("actions-3");
  click (t, "dortmund-duisburg", 0);
  end_turn_quietly (t);
  click (t, "lueneburg-perleberg", 2);
  click (t, "lueneburg-perleberg", 0);
  answer (perleberg);
  end_turn_quietly (t);
  answer ("upgrade-ability");
  click (t, "arnheim-kampen", 0);
  end_turn_quietly (t);
  click (t, "goslar-hildesheim", 0);   /* Cy */
  click (t, "bremen-hamburg", 0);
  end_turn_quietly (t);
}

/* The README's screenshots: a game in its first rounds (then the prompt of
 * a move), at 1280×800, 1024×600 and 600×900; every control shows. */
static void
test_readme_screenshots (void)
{
  KontorWindow *window = table_window (1280, 800, 3);
  KontorTablePage *t = kontor_window_get_table_page (window);
  static const int sizes[][2] = { { 1280, 800 }, { 1024, 600 }, { 600, 900 } };

  play_opening (t);
  g_assert_cmpint (position (t)->active, ==, 0);
  g_assert_cmpint (kontor_position_actions_left (position (t)), ==, 2);
  g_assert_cmpint (kontor_game_get_cursor (kontor_table_page_get_game (t)), ==, 32);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("readme-%dx%d%s.png", sizes[i][0], sizes[i][1], spanish () ? "-es" : "");
      if (i == 1)
        {
          /* the smaller ones: during a move */
          act (t, "table.move");
          click (t, "hamburg-luebeck", 0);   /* Ana's trader: where to? */
        }
      resize_window (window, sizes[i][0], sizes[i][1]);
      assert_controls_inside (t);
      kontor_test_save_screenshot (GTK_WIDGET (window), name);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  /* a private data folder, so the autosave of a test never meets a real one;
   * removed at the end */
  data = kontor_test_gui_init (&argc, &argv, "kontor-gui-XXXXXX");
  if (data == NULL)
    return 77;
  app = kontor_test_application_new ();

  g_test_add_func ("/gui/start-page", test_start_page);
  g_test_add_func ("/gui/about-and-shortcuts", test_about_and_shortcuts);
  g_test_add_func ("/gui/window-size-saved", test_window_size_saved);
  g_test_add_func ("/gui/play-through-ui", test_play_through_ui);
  g_test_add_func ("/gui/finished-game", test_finished_game);
  g_test_add_func ("/gui/full-game-through-ui", test_full_game_through_ui);
  g_test_add_func ("/gui/full-two-player-game-through-ui", test_full_two_player_game_through_ui);
  g_test_add_func ("/gui/two-players", test_two_players);
  g_test_add_func ("/gui/score-only", test_score_only);
  g_test_add_func ("/gui/score-only-two-players", test_score_only_two_players);
  g_test_add_func ("/gui/layout-1024x600", test_layout_1024x600);
  g_test_add_func ("/gui/layout-800x600", test_layout_800x600);
  g_test_add_func ("/gui/layout-portrait", test_layout_portrait);
  g_test_add_func ("/gui/layout-1920x1080", test_layout_1920x1080);
  g_test_add_func ("/gui/small-remembered-size", test_small_remembered_size);
  g_test_add_func ("/gui/trader-reset", test_trader_reset);
  g_test_add_func ("/gui/enter-ends-turn", test_enter_ends_turn);
  g_test_add_func ("/gui/number-keys-after-f1", test_number_keys_after_f1);
  g_test_add_func ("/gui/claim-dialog-default", test_claim_dialog_default);
  g_test_add_func ("/gui/completed-track-after-undo", test_completed_track_after_undo);
  g_test_add_func ("/gui/history-by-turn", test_history_by_turn);
  g_test_add_func ("/gui/setup-names-remembered", test_setup_names_remembered);
  g_test_add_func ("/gui/readme-screenshots", test_readme_screenshots);
  g_test_add_func ("/gui/correct-the-past", test_correct_the_past);
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
