/* Random self-play: complete games chosen among the engine's own candidate
 * actions, with the invariants checked after every action (issue #3).
 * Every run plays 10,000 complete games (8,000 of 3–5 players, 2,000 of two);
 * -m thorough 30,000; the sanitizer build the first 2,000 + 500 of them
 * (KONTOR_SELFPLAY_GAMES="2000,500,300", tests/meson.build); 2,000 on each of
 * the East and Britannia boards (300 under the sanitizers).  Every game must end
 * within 20,000 actions (issue 14). */

#include "config.h"

#include <stdlib.h>

#include "kontor-engine.h"
#include "kontor-selfplay.h"

/* The number of games: -m thorough, else KONTOR_SELFPLAY_GAMES (field 0:
 * 3–5 players, 1: two players), else the default. */
static int
games (int which, int normal, int thorough)
{
  const char *env = g_getenv ("KONTOR_SELFPLAY_GAMES");
  g_auto (GStrv) parts = NULL;

  if (g_test_thorough ())
    return thorough;
  if (env == NULL)
    return normal;
  parts = g_strsplit (env, ",", 3);
  if (g_strv_length (parts) < 2)
    g_error ("KONTOR_SELFPLAY_GAMES must be N,M[,K]");
  if (which == 2 && g_strv_length (parts) < 3)
    return normal;
  return atoi (parts[which]);
}

static void
test_selfplay (void)
{
  const int n_games = games (0, 8000, 20000);
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  guint64 total_actions = 0;
  guint n_claims = 0, ended_by[3] = { 0 };
  const char *boards[] = { "base-2-3", "base-4-5" };

  for (int g = 0; g < n_games; g++)
    {
      KontorRng rng;
      KontorSetupInfo setup;
      KontorPosition pos;
      g_autoptr (GError) error = NULL;
      int n = 3 + g % 3;
      const KontorBoard *board = kontor_board_get (n == 3 ? boards[0] : boards[1], &error);
      int steps = 0;

      g_assert_no_error (error);
      kontor_rng_init (&rng, 1000 + g);
      kontor_setup_info_init (&setup, n);
      for (int i = 0; i < n; i++)
        setup.colors[i] = (i + g) % KONTOR_N_COLORS;
      setup.virtual_draws = TRUE;
      setup.seed = g;
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      g_assert_no_error (error);

      while (!kontor_position_ended (&pos))
        {
          guint before = pos.n_applied;
          if (!kontor_selfplay_step (&pos, &rng, cand, &n_claims, NULL))
            g_error ("game %d: no legal action at step %d (phase %d)", g, steps, pos.phase);
          g_assert_cmpuint (pos.n_applied, ==, before + 1);
          if (!kontor_position_check_invariants (&pos, &error))
            g_error ("game %d, action %d: %s", g, steps, error->message);
          steps++;
          if (steps > 20000)
            g_error ("game %d did not end after %d actions", g, steps);
        }
      g_assert_cmpuint (pos.end_reasons, !=, 0);
      for (int b = 0; b < 3; b++)
        if (pos.end_reasons & (1 << b))
          ended_by[b]++;
      /* once ended, nothing more is accepted */
      {
        KontorAction end;
        kontor_action_init (&end, KONTOR_DO_END_TURN);
        g_assert_false (kontor_position_apply (&pos, &end, &error));
        g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_GAME_OVER);
        g_clear_error (&error);
      }
      total_actions += steps;
    }
  g_test_message ("%d games, %" G_GUINT64_FORMAT " actions, %u claims; ended by prestige %u, stack %u, cities %u",
                  n_games, total_actions, n_claims, ended_by[0], ended_by[1], ended_by[2]);
  /* every trigger must occur somewhere in a run this long (the first 8,000
   * games end by each; an empty stack and ten cities are rare) */
  g_assert_cmpuint (ended_by[0], >, 0);
  if (n_games >= 8000)
    {
      g_assert_cmpuint (ended_by[1], >, 0);
      g_assert_cmpuint (ended_by[2], >, 0);
    }
}

/* Issue 21: 2,000 complete random games on each of the East and Britannia
 * boards (every player count the board takes, the two-player neutral
 * variant included), the invariants after every action, and the rules
 * proper to these boards exercised somewhere: permanent markers, green
 * cities, permissions, region points and the board's city limit. */
static void
test_selfplay_board (gconstpointer data)
{
  const char *id = data;
  const int n_games = games (2, 2000, 6000);
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GError) error = NULL;
  const KontorBoard *board = kontor_board_get (id, &error);
  guint64 total_actions = 0;
  guint n_claims = 0, ended_by[4] = { 0 }, perm_used = 0, green_offices = 0, gateway_uses = 0;
  guint region_points = 0, games_by_n[KONTOR_MAX_PLAYERS + 1] = { 0 }, move3 = 0;

  g_assert_no_error (error);
  for (int g = 0; g < n_games; g++)
    {
      KontorRng rng;
      KontorSetupInfo setup;
      KontorPosition pos;
      int n = board->min_players + g % (board->max_players - board->min_players + 1);
      int steps = 0;
      KontorScore score;

      kontor_rng_init (&rng, 21000 + g);
      kontor_setup_info_init (&setup, n);
      for (int i = 0; i < n; i++)
        setup.colors[i] = (i + g) % KONTOR_N_COLORS;
      setup.virtual_draws = TRUE;
      setup.seed = g;
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      games_by_n[n]++;
      while (!kontor_position_ended (&pos))
        {
          KontorAction chosen;
          guint8 used = pos.gateways_used;
          if (!kontor_selfplay_step (&pos, &rng, cand, &n_claims, &chosen))
            g_error ("%s game %d: no legal action at step %d (phase %d)", id, g, steps, pos.phase);
          if (!kontor_position_check_invariants (&pos, &error))
            g_error ("%s game %d, action %d: %s", id, g, steps, error->message);
          perm_used += chosen.what == KONTOR_DO_CLAIM && chosen.perm >= 0;
          move3 += chosen.what == KONTOR_DO_USE_BONUS && chosen.remove_moves;
          gateway_uses += __builtin_popcount (pos.gateways_used & ~used);
          if (++steps > 20000)
            g_error ("%s game %d did not end after %d actions", id, g, steps);
        }
      for (int b = 0; b < 4; b++)
        if (pos.end_reasons & (1 << b))
          ended_by[b]++;
      for (int c = 0; c < board->n_cities; c++)
        green_offices += board->cities[c].green && kontor_city_completed (&pos, c);
      kontor_score_compute (&pos, &score);
      for (int p = 0; p < pos.n_players; p++)
        {
          int sum = score.players[p].track + score.players[p].abilities + score.players[p].bonus_markers
                    + score.players[p].coellen + score.players[p].cities + score.players[p].network
                    + score.players[p].region_points;
          g_assert_cmpint (score.players[p].total, ==, sum);
          region_points += score.players[p].region_points;
        }
      total_actions += steps;
    }
  g_test_message ("%s: %d games (%u/%u/%u/%u of 2/3/4/5 players), %" G_GUINT64_FORMAT " actions, %u claims, "
                  "%u permanent markers used, %u Remove 3 moves, %u permissions used, %u green cities built, "
                  "%u region points; ended by prestige %u, stack %u, ten cities %u, eight cities %u",
                  id, n_games, games_by_n[2], games_by_n[3], games_by_n[4], games_by_n[5], total_actions,
                  n_claims, perm_used, move3, gateway_uses, green_offices, region_points,
                  ended_by[0], ended_by[1], ended_by[2], ended_by[3]);
  g_assert_cmpuint (ended_by[0], >, 0);
  g_assert_cmpuint (perm_used, >, 0);
  if (board->n_green > 0)
    g_assert_cmpuint (green_offices, >, 0);
  if (board->countries)
    {
      g_assert_cmpuint (gateway_uses, >, 0);
      g_assert_cmpuint (region_points, >, 0);
    }
}

/* Issue #8: 2,000 two-player games with the neutral player, the invariants
 * after every action, and every neutral rule exercised somewhere. */
static void
test_selfplay_two_players (void)
{
  const int n_games = games (1, 2000, 10000);
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GError) error = NULL;
  const KontorBoard *board = kontor_board_get ("base-2-3", &error);
  guint n_claims = 0, neutral_claims = 0, neutral_relocations = 0, discarded = 0;
  guint neutral_controls = 0, neutral_offices = 0, one_neutral_markers = 0, ended_by[3] = { 0 };
  guint neutral_prestige_end = 0, max_neutral_pieces = 0;
  guint64 total_actions = 0;

  g_assert_no_error (error);
  for (int g = 0; g < n_games; g++)
    {
      KontorRng rng;
      KontorSetupInfo setup;
      KontorPosition pos;
      KontorScore score;
      KontorAction chosen;
      int steps = 0;

      kontor_rng_init (&rng, 7000 + g);
      kontor_setup_info_init (&setup, 2);
      g_assert_cmpint (setup.variant, ==, KONTOR_VARIANT_TWO_PLAYER_NEUTRAL);
      setup.colors[0] = g % KONTOR_N_COLORS;
      setup.colors[1] = (g + 2) % KONTOR_N_COLORS;
      setup.virtual_draws = TRUE;
      setup.seed = g;
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      g_assert_no_error (error);
      g_assert_cmpint (kontor_neutral_pieces_on_board (&pos), ==, 9);

      while (!kontor_position_ended (&pos))
        {
          gboolean one_neutral_route = FALSE;
          if (pos.phase == KONTOR_PHASE_PLACE_BONUS)
            for (int r = 0; r < board->n_routes; r++)
              if (kontor_route_can_take_marker_now (&pos, r) && !kontor_route_can_take_marker (&pos, r))
                one_neutral_route = TRUE;
          if (!kontor_selfplay_step (&pos, &rng, cand, &n_claims, &chosen))
            g_error ("game %d: no legal action at step %d (phase %d)", g, steps, pos.phase);
          if (!kontor_position_check_invariants (&pos, &error))
            g_error ("game %d, action %d: %s", g, steps, error->message);
          if (chosen.what == KONTOR_DO_NEUTRAL_CLAIM)
            neutral_claims++;
          if (chosen.what == KONTOR_DO_RELOCATE && chosen.by == KONTOR_NEUTRAL)
            neutral_relocations++;
          if (chosen.what == KONTOR_DO_PLACE_BONUS && one_neutral_route && chosen.route >= 0)
            one_neutral_markers++;
          max_neutral_pieces = MAX (max_neutral_pieces, (guint) kontor_neutral_pieces_on_board (&pos));
          if (++steps > 20000)
            g_error ("game %d did not end after %d actions", g, steps);
        }
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        discarded += pos.discarded[m];
      for (int c = 0; c < board->n_cities; c++)
        {
          neutral_controls += kontor_city_controller (&pos, c) == KONTOR_NEUTRAL;
          neutral_offices += kontor_city_offices_of (&pos, c, KONTOR_NEUTRAL);
        }
      for (int b = 0; b < 3; b++)
        if (pos.end_reasons & (1 << b))
          ended_by[b]++;
      if ((pos.end_reasons & KONTOR_END_PRESTIGE_20) && pos.players[KONTOR_NEUTRAL].prestige >= 20
          && pos.players[0].prestige < 20 && pos.players[1].prestige < 20)
        neutral_prestige_end++;
      /* the neutral never wins and is scored apart */
      kontor_score_compute (&pos, &score);
      g_assert_cmpint (score.n_players, ==, 2);
      g_assert_true (score.has_neutral);
      g_assert_cmpint (score.neutral.track, ==, pos.players[KONTOR_NEUTRAL].prestige);
      for (int i = 0; i < score.n_winners; i++)
        g_assert_cmpint (score.winners[i], <, 2);
      total_actions += steps;
    }
  g_test_message ("%d two-player games, %" G_GUINT64_FORMAT " actions, %u claims, %u neutral claims, "
                  "%u neutral relocations, %u markers discarded, %u markers on one-neutral routes, "
                  "%u neutral offices, %u cities held by the neutral at the end, %u ends by the neutral's "
                  "prestige, at most %u neutral pieces on the board; ended by prestige %u, stack %u, cities %u",
                  n_games, total_actions, n_claims, neutral_claims, neutral_relocations, discarded,
                  one_neutral_markers, neutral_offices, neutral_controls, neutral_prestige_end,
                  max_neutral_pieces, ended_by[0], ended_by[1], ended_by[2]);
  g_assert_cmpuint (neutral_relocations, >, 0);
  g_assert_cmpuint (neutral_claims, >, 0);
  g_assert_cmpuint (neutral_offices, >, 0);
  g_assert_cmpuint (neutral_controls, >, 0);
  g_assert_cmpuint (discarded, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/engine/selfplay-east", "east", test_selfplay_board);
  g_test_add_data_func ("/engine/selfplay-britannia-3", "britannia-3", test_selfplay_board);
  g_test_add_data_func ("/engine/selfplay-britannia-4-5", "britannia-4-5", test_selfplay_board);
  g_test_add_func ("/engine/selfplay", test_selfplay);
  g_test_add_func ("/engine/selfplay-two-players", test_selfplay_two_players);
  return g_test_run ();
}
