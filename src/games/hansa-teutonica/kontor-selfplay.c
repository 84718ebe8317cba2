/* kontor-selfplay.c: the random player of kontor-selfplay.h. */
#include "config.h"

#include "kontor-legal.h"
#include "kontor-game.h"
#include "kontor-selfplay.h"

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
gboolean
kontor_selfplay_step (KontorPosition *pos, KontorRng *rng, GArray *cand, guint *n_claims,
                      KontorAction *chosen)
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
                      if (chosen)
                        *chosen = *a;
                      if (n_claims)
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
      gint8 score[KONTOR_MAX_ROUTES];
      for (int r = 0; r < pos->board->n_routes; r++)
        score[r] = route_score (pos, r);
      for (int pass = 0; pass < 2 && kept == 0; pass++)
        for (guint i = 0; i < cand->len; i++)
          {
            const KontorAction *a = &g_array_index (cand, KontorAction, i);
            int route = kind == KONTOR_DO_PLACE ? a->route : a->moves[0].to.route;
            if (score[route] < (pass == 0 ? 2 : 1))
              continue;
            if (kind == KONTOR_DO_MOVE && score[a->moves[0].from.route] != 0)
              continue;
            if (kept != i)
              g_array_index (cand, KontorAction, kept) = *a;
            kept++;
          }
      if (kept > 0)
        g_array_set_size (cand, kept);
    }
  /* Trying candidates in random order picks uniformly among accepted ones. */
  while (cand->len > 0)
    {
      guint j = kontor_rng_below (rng, cand->len);
      if (kontor_position_apply (pos, &g_array_index (cand, KontorAction, j), NULL))
        {
          if (chosen)
            *chosen = g_array_index (cand, KontorAction, j);
          return TRUE;
        }
      g_array_remove_index_fast (cand, j);
    }
  if (kind != -1 && pos->phase == KONTOR_PHASE_ACTIONS)
    {
      KontorAction end;
      kontor_action_init (&end, KONTOR_DO_END_TURN);
      if (chosen)
        *chosen = end;
      return kontor_position_apply (pos, &end, NULL);
    }
  return FALSE;
}


gboolean
kontor_selfplay_game (KontorGame *game, guint64 seed, guint max_actions)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  KontorRng rng;

  kontor_rng_init (&rng, seed);
  for (guint i = 0; i < max_actions && !kontor_position_ended (kontor_game_get_position (game)); i++)
    {
      const KontorPosition *now = kontor_game_get_position (game);
      KontorPosition pos = *now;
      KontorAction chosen;
      if (!kontor_selfplay_step (&pos, &rng, cand, NULL, &chosen))
        return FALSE;
      if (!kontor_game_apply (game, &chosen, NULL))
        return FALSE;
    }
  return TRUE;
}
