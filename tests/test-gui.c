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

static KontorApplication *app;

static GtkWidget *
find_by_id (GtkWidget *root, const char *id)
{
  const char *bid = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)) : NULL;
  if (bid && g_strcmp0 (bid, id) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_id (c, id);
      if (found)
        return found;
    }
  return NULL;
}

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
  gint64 until;
  if (quick)
    return;
  until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
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
  KontorWindow *window;
  g_application_activate (G_APPLICATION (app));
  window = KONTOR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  spin (200);
  return window;
}

static void
test_start_page (void)
{
  KontorWindow *window = open_window ();
  GtkWidget *new_game = find_by_id (GTK_WIDGET (window), "new_game_button");
  GtkWidget *cont = find_by_id (GTK_WIDGET (window), "continue_button");
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
    GtkWidget *row = find_by_id (GTK_WIDGET (kontor_window_get_setup_page (window)), "game_row");
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, _("Hansa Teutonica"));
    g_assert_cmpstr (kontor_setup_page_get_title (kontor_window_get_setup_page (window))->id, ==, "hansa-teutonica");
  }
  kontor_setup_page_set_players (kontor_window_get_setup_page (window), 3, names);
  {
    /* a colour taken twice is named before Start, and Start waits */
    GtkWidget *page = GTK_WIDGET (kontor_window_get_setup_page (window));
    GtkWidget *problem = find_by_id (page, "problem_label");
    GtkWidget *start = find_by_id (page, "start_button");
    int second = 1;
    GtkWidget *color2 = find_nth_of_type (find_by_id (page, "player_list"), GTK_TYPE_DROP_DOWN, &second);
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
      kontor_rng_init (&rng, seed);
      while (!kontor_position_ended (&pos) && !claimed)
        {
          KontorAction chosen;
          g_assert_true (kontor_selfplay_step (&pos, &rng, cand, NULL, &chosen));
          claimed = chosen.what == KONTOR_DO_NEUTRAL_CLAIM;
        }
      if (claimed)
        break;
      g_assert_cmpuint (seed, <, 7100);
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
  label = find_by_id (GTK_WIDGET (kontor_window_get_score_page (window)), "neutral_label");
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

int
main (int argc, char **argv)
{
  g_autofree char *data = NULL;
  int status;

  kontor_i18n_init ();
  /* a private data folder, so the autosave of a test never meets a real one;
   * removed at the end */
  data = g_dir_make_tmp ("kontor-gui-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  adw_init ();
  app = kontor_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

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
  status = g_test_run ();
  kontor_test_remove_tree (data);
  return status;
}
