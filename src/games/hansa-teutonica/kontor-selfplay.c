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

/* The player can neither place nor hire: every piece not in an office is on
 * the board (or none is left).  Without a plan the random player would only
 * end turns and shuffle pieces at random, and a game could go on for ever
 * (two players, all pieces placed: issue 14). */
static gboolean
out_of_pieces (const KontorPosition *pos)
{
  const KontorPlayerState *ps = &pos->players[pos->active];
  for (int k = 0; k < KONTOR_N_PIECES; k++)
    if (ps->supply[k] > 0 || ps->stock[k] > 0)
      return FALSE;
  return TRUE;
}

/* A player with fewer pieces than this outside offices claims without
 * taking an office when it can (3 are needed to claim, keep one and claim
 * again on the shortest routes).  Checked over 30,000 games: the end
 * triggers keep their frequencies (ten cities and an empty stack stay rare
 * but occur). */
#define FEW_PIECES 4
/* After this many turns (a real game has a few dozen; a random one rarely
 * 3,000) a player out of pieces gathers them onto one route: the random
 * player had left 6 two-player games in 10,000 going on for ever. */
#define PATIENCE 3000

/* Pieces the active player can still use: supply, stock and on the routes. */
static int
free_pieces (const KontorPosition *pos)
{
  const KontorPlayerState *ps = &pos->players[pos->active];
  int n = 0;
  for (int k = 0; k < KONTOR_N_PIECES; k++)
    n += ps->supply[k] + ps->stock[k];
  for (int r = 0; r < pos->board->n_routes; r++)
    for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
      n += pos->spaces[r][s].owner == pos->active;
  return n;
}

/* Few pieces left: a claim that keeps them (an upgrade brings one more from
 * the desk; no benefit gives them all back) rather than an office, which
 * keeps one for good; a player left with one piece could never claim again. */
static gboolean
claim_keeping_pieces (KontorPosition *pos, GArray *cand, guint *n_claims, KontorAction *chosen)
{
  static const int order[] = { KONTOR_BENEFIT_UPGRADE, KONTOR_BENEFIT_NONE };
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < cand->len; i++)
      {
        const KontorAction *a = &g_array_index (cand, KontorAction, i);
        if (a->benefit == order[k] && kontor_position_apply (pos, a, NULL))
          {
            if (chosen)
              *chosen = *a;
            if (n_claims)
              (*n_claims)++;
            return TRUE;
          }
      }
  return FALSE;
}

/* Out of pieces: move a piece onto the route that the player's pieces
 * elsewhere can fill soonest (no other owner on it, fewest empty spaces),
 * so that a claim, which gives pieces back, becomes possible. */
static gboolean
gather_move (KontorPosition *pos, KontorRng *rng, GArray *cand, KontorAction *chosen)
{
  const KontorBoard *b = pos->board;
  int own[KONTOR_MAX_ROUTES], empty[KONTOR_MAX_ROUTES], total = 0, target = -1;

  for (int r = 0; r < b->n_routes; r++)
    {
      gboolean shared = FALSE;
      own[r] = empty[r] = 0;
      for (int s = 0; s < b->routes[r].n_spaces; s++)
        {
          int o = pos->spaces[r][s].owner;
          if (o == pos->active)
            own[r]++;
          else if (o == KONTOR_NOBODY)
            empty[r]++;
          else
            shared = TRUE;
        }
      if (shared)
        empty[r] = -1;   /* never the player's alone */
      total += own[r];
    }
  for (int r = 0; r < b->n_routes; r++)
    if (empty[r] > 0 && empty[r] <= total - own[r]
        && (target < 0 || empty[r] < empty[target] || (empty[r] == empty[target] && own[r] > own[target])))
      target = r;
  if (target < 0)
    return FALSE;
  g_array_set_size (cand, 0);
  kontor_candidates (pos, KONTOR_DO_MOVE, cand);
  while (cand->len > 0)
    {
      guint j = kontor_rng_below (rng, cand->len);
      const KontorAction *a = &g_array_index (cand, KontorAction, j);
      if (a->moves[0].to.route == target && a->moves[0].from.route != target
          && kontor_position_apply (pos, a, NULL))
        {
          if (chosen)
            *chosen = *a;
          return TRUE;
        }
      g_array_remove_index_fast (cand, j);
    }
  return FALSE;
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
      if (cand->len > 0 && free_pieces (pos) < FEW_PIECES
          && claim_keeping_pieces (pos, cand, n_claims, chosen))
        return TRUE;
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
      if (pos->turn > PATIENCE && kontor_position_actions_left (pos) > 0 && out_of_pieces (pos)
          && gather_move (pos, rng, cand, chosen))
        return TRUE;
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
