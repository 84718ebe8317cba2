/* Random self-play: complete games chosen among the engine's own candidate
 * actions, with the invariants checked after every action (issue #3). */
#include "config.h"

#include "kontor-engine.h"

/* 2: only the player's pieces and at least one; 1: empty; 0: shared. */
static int
route_score (const KontorPosition *pos, int route)
{
  gboolean any = FALSE;
  for (int s = 0; s < pos->board->routes[route].n_spaces; s++)
    {
      int o = pos->spaces[route][s].owner;
      if (o != KONTOR_NOBODY && o != pos->active)
        return 0;
      if (o == pos->active)
        any = TRUE;
    }
  return any ? 2 : 1;
}

/* Picks an action the engine accepts and applies it.  Claims are taken with
 * high probability and placements favour routes the player already holds,
 * so that games end in a reasonable number of actions. */
static gboolean
play_one (KontorPosition *pos, KontorRng *rng, GArray *cand, guint *n_claims)
{
  static const int weights[][2] = {
    { KONTOR_DO_CLAIM, 0 }, { KONTOR_DO_PLACE, 40 }, { KONTOR_DO_HIRE, 14 },
    { KONTOR_DO_DISPLACE, 8 }, { KONTOR_DO_MOVE, 10 }, { KONTOR_DO_USE_BONUS, 6 },
    { KONTOR_DO_END_TURN, 3 },
  };
  int kind = -1;

  if (pos->phase == KONTOR_PHASE_ACTIONS)
    {
      g_array_set_size (cand, 0);
      kontor_candidates (pos, KONTOR_DO_CLAIM, cand);
      for (guint i = 0; i < cand->len; i++)
        if (kontor_rng_below (rng, 10) < 9)
          {
            /* an office when one is accepted (mostly), else any claim */
            gboolean office_first = kontor_rng_below (rng, 8) != 0;
            for (int pass = office_first ? 0 : 1; pass < 3; pass++)
              for (guint tries = 0; tries < 2 * cand->len; tries++)
                {
                  guint j = kontor_rng_below (rng, cand->len);
                  const KontorAction *a = &g_array_index (cand, KontorAction, j);
                  if (pass == 0 && a->benefit != KONTOR_BENEFIT_OFFICE
                      && a->benefit != KONTOR_BENEFIT_EXTRA_OFFICE)
                    continue;
                  if (pass == 1 && a->benefit == KONTOR_BENEFIT_NONE)
                    continue;
                  if (kontor_position_apply (pos, a, NULL))
                    {
                      (*n_claims)++;
                      return TRUE;
                    }
                }
            break;
          }
      {
        int total = 0, pick;
        for (guint i = 0; i < G_N_ELEMENTS (weights); i++)
          total += weights[i][1];
        pick = (int) kontor_rng_below (rng, total);
        for (guint i = 0; i < G_N_ELEMENTS (weights); i++)
          if ((pick -= weights[i][1]) < 0)
            {
              kind = weights[i][0];
              break;
            }
      }
      if (kontor_position_actions_left (pos) == 0 && kind != KONTOR_DO_USE_BONUS)
        kind = KONTOR_DO_END_TURN;
    }

  g_array_set_size (cand, 0);
  kontor_candidates (pos, kind, cand);
  if ((kind == KONTOR_DO_PLACE || kind == KONTOR_DO_MOVE) && cand->len > 0
      && kontor_rng_below (rng, 8) != 0)
    {
      /* Prefer targets on routes holding only the player's pieces (or
       * nothing), and moves away from routes shared with others. */
      guint kept = 0;
      for (int pass = 0; pass < 2 && kept == 0; pass++)
        for (guint i = 0; i < cand->len; i++)
          {
            const KontorAction *a = &g_array_index (cand, KontorAction, i);
            int route = kind == KONTOR_DO_PLACE ? a->route : a->moves[0].to.route;
            if (route_score (pos, route) < (pass == 0 ? 2 : 1))
              continue;
            if (kind == KONTOR_DO_MOVE && route_score (pos, a->moves[0].from.route) != 0)
              continue;
            g_array_index (cand, KontorAction, kept++) = *a;
          }
      if (kept > 0)
        g_array_set_size (cand, kept);
    }
  /* Trying candidates in random order picks uniformly among accepted ones. */
  while (cand->len > 0)
    {
      guint j = kontor_rng_below (rng, cand->len);
      if (kontor_position_apply (pos, &g_array_index (cand, KontorAction, j), NULL))
        return TRUE;
      g_array_remove_index_fast (cand, j);
    }
  if (kind != -1 && pos->phase == KONTOR_PHASE_ACTIONS)
    {
      KontorAction end;
      kontor_action_init (&end, KONTOR_DO_END_TURN);
      return kontor_position_apply (pos, &end, NULL);
    }
  return FALSE;
}

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
      KontorSetupInfo setup = { 0 };
      KontorPosition pos;
      g_autoptr (GError) error = NULL;
      int n = 3 + g % 3;
      const KontorBoard *board = kontor_board_get (n == 3 ? boards[0] : boards[1], &error);
      int steps = 0;

      g_assert_no_error (error);
      kontor_rng_init (&rng, 1000 + g);
      setup.n_players = n;
      for (int i = 0; i < n; i++)
        setup.colors[i] = (i + g) % KONTOR_N_COLORS;
      setup.tavern_markers[0] = KONTOR_MARKER_EXTRA_OFFICE;
      setup.tavern_markers[1] = KONTOR_MARKER_SWAP_OFFICES;
      setup.tavern_markers[2] = KONTOR_MARKER_REMOVE_3;
      setup.virtual_draws = TRUE;
      setup.seed = g;
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      g_assert_no_error (error);

      while (!kontor_position_ended (&pos))
        {
          guint before = pos.n_applied;
          if (!play_one (&pos, &rng, cand, &n_claims))
            g_error ("game %d: no legal action at step %d (phase %d)", g, steps, pos.phase);
          g_assert_cmpuint (pos.n_applied, ==, before + 1);
          if (!kontor_position_check_invariants (&pos, &error))
            g_error ("game %d, action %d: %s", g, steps, error->message);
          steps++;
          if (g_getenv ("DBG") && steps % 2000 == 0)
            {
              g_printerr ("step %d turn %d phase %d active %d used %d/%d completed %d stack %d\n", steps, pos.turn, pos.phase, pos.active, pos.actions_used, kontor_position_actions_allowed (&pos), pos.completed, pos.stack_left);
              for (int i = 0; i < n; i++) g_printerr ("  p%d supply %d/%d stock %d/%d pp %d\n", i, pos.players[i].supply[0], pos.players[i].supply[1], pos.players[i].stock[0], pos.players[i].stock[1], pos.players[i].prestige);
            }
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
