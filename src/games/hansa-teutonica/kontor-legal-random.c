/* kontor-legal-random.c: a random player that chooses among the listed
 * legal actions (kontor_legal_actions), for tests and benchmarks that look
 * at every legal action of every position. */
#include "config.h"

#include "kontor-legal.h"

/* 3: a route with a bonus marker and no other owner's pieces; 2: only the
 * player's pieces; 1: empty; 0: another owner's pieces. */
static void
route_values (const KontorPosition *pos, gint8 *value)
{
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      int who = kontor_route_occupant (pos, r, NULL);
      if (who != KONTOR_NOBODY && who != pos->active)
        value[r] = 0;
      else if (pos->route_marker[r] >= 0)
        value[r] = 3;
      else
        value[r] = who == pos->active ? 2 : 1;
    }
}

/* How much a hire, place or move is worth (-1: a move not worth making). */
static int
action_value (const KontorPosition *pos, const KontorAction *a, const gint8 *value)
{
  int route, empty;
  if (a->what == KONTOR_DO_HIRE)
    return a->traders + a->merchants;
  if (a->what == KONTOR_DO_PLACE)
    return value[a->route];
  route = a->moves[0].to.route;
  if (a->moves[0].from.route == route || value[route] < 2)
    return -1;
  kontor_route_occupant (pos, route, &empty);
  return 10 - empty;
}

guint
kontor_legal_choose (const KontorPosition *pos, GArray *legal, KontorRng *rng)
{
  static const int weight[KONTOR_N_DO] = {
    [KONTOR_DO_HIRE] = 12, [KONTOR_DO_PLACE] = 50, [KONTOR_DO_DISPLACE] = 4, [KONTOR_DO_MOVE] = 4,
    [KONTOR_DO_USE_BONUS] = 4, [KONTOR_DO_END_TURN] = 1,
  };
  const KontorAction *list = (const KontorAction *) legal->data;
  guint first[KONTOR_N_DO] = { 0 }, last[KONTOR_N_DO] = { 0 };
  guint best_n = 0, best_first = 0;
  int total = 0, pick, kind = -1, best_value = -1;
  gint8 value[KONTOR_MAX_ROUTES];

  g_return_val_if_fail (legal->len > 0, 0);
  if (pos->phase != KONTOR_PHASE_ACTIONS)
    return kontor_rng_below (rng, legal->len);
  /* the list holds each kind's actions together */
  for (guint i = 0; i < legal->len;)
    {
      int k = list[i].what;
      first[k] = i;
      while (i < legal->len && list[i].what == k)
        i++;
      last[k] = i;
    }
  if (last[KONTOR_DO_CLAIM] > 0 && kontor_rng_below (rng, 20) != 0)
    {
      guint n_office = 0;
      for (guint i = first[KONTOR_DO_CLAIM]; i < last[KONTOR_DO_CLAIM]; i++)
        n_office += list[i].benefit == KONTOR_BENEFIT_OFFICE || list[i].benefit == KONTOR_BENEFIT_EXTRA_OFFICE;
      if (n_office > 0 && kontor_rng_below (rng, 6) != 0)
        {
          guint nth = kontor_rng_below (rng, n_office);
          for (guint i = first[KONTOR_DO_CLAIM]; i < last[KONTOR_DO_CLAIM]; i++)
            if ((list[i].benefit == KONTOR_BENEFIT_OFFICE || list[i].benefit == KONTOR_BENEFIT_EXTRA_OFFICE)
                && nth-- == 0)
              return i;
        }
      return first[KONTOR_DO_CLAIM] + kontor_rng_below (rng, last[KONTOR_DO_CLAIM] - first[KONTOR_DO_CLAIM]);
    }
  for (int k = 0; k < KONTOR_N_DO; k++)
    if (last[k] > 0)
      total += weight[k];
  if (total == 0)
    return kontor_rng_below (rng, legal->len);
  pick = (int) kontor_rng_below (rng, total);
  for (int k = 0; k < KONTOR_N_DO && kind < 0; k++)
    if (last[k] > 0 && (pick -= weight[k]) < 0)
      kind = k;

  /* Hires of as many pieces as allowed; places on the best route (a
   * marker's first); moves gather the player's pieces onto a route of their
   * own with the fewest gaps.  The best ones are counted, then one of them
   * is picked. */
  if ((kind == KONTOR_DO_HIRE || kind == KONTOR_DO_PLACE || kind == KONTOR_DO_MOVE)
      && kontor_rng_below (rng, 8) != 0)
    {
      route_values (pos, value);
      for (guint i = first[kind]; i < last[kind]; i++)
        {
          int v = action_value (pos, &list[i], value);
          if (v > best_value)
            {
              best_value = v;
              best_n = 0;
              best_first = i;
            }
          best_n += v == best_value;
        }
      if (best_value >= 0)
        {
          guint nth = kontor_rng_below (rng, best_n);
          for (guint i = best_first; i < last[kind]; i++)
            if (action_value (pos, &list[i], value) == best_value && nth-- == 0)
              return i;
        }
    }
  return first[kind] + kontor_rng_below (rng, last[kind] - first[kind]);
}
