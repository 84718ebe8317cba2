/* Random self-play: complete games chosen among the engine's own candidate
 * actions, with the invariants checked after every action (issue #3). */
#include "config.h"

#include "kontor-engine.h"
#include "kontor-selfplay.h"

static void
test_selfplay (void)
{
  const int n_games = g_test_thorough () ? 10000 : 2000;
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
  /* every trigger must occur somewhere in a run this long */
  g_assert_cmpuint (ended_by[0], >, 0);
  g_assert_cmpuint (ended_by[1], >, 0);
  g_assert_cmpuint (ended_by[2], >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/selfplay", test_selfplay);
  return g_test_run ();
}
