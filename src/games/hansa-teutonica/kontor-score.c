/* kontor-score.c: final scoring and ranking (spec §9). */
#include "config.h"

#include <string.h>

#include "kontor-score.h"

int
kontor_player_network (const KontorPosition *pos, int player, gint8 *out_cities, int *out_n)
{
  return kontor_player_network_full (pos, player, out_cities, out_n, NULL);
}

int
kontor_player_network_full (const KontorPosition *pos, int player, gint8 *out_cities, int *out_n,
                            gboolean *tie)
{
  gboolean passed = FALSE;
  const KontorBoard *b = pos->board;
  gboolean seen[KONTOR_MAX_CITIES] = { FALSE };
  int best_cities = 0, best_offices = 0;
  gint8 best[KONTOR_MAX_CITIES];

  for (int start = 0; start < b->n_cities; start++)
    {
      int queue[KONTOR_MAX_CITIES], head = 0, tail = 0, offices = 0;
      if (seen[start] || kontor_city_offices_of (pos, start, player) == 0)
        continue;
      seen[start] = TRUE;
      queue[tail++] = start;
      while (head < tail)
        {
          int c = queue[head++];
          offices += kontor_city_offices_of (pos, c, player);
          for (int k = 0; k < b->cities[c].n_routes; k++)
            {
              const KontorRoute *r = &b->routes[b->cities[c].routes[k]];
              int n = r->cities[0] == c ? r->cities[1] : r->cities[0];
              if (!seen[n] && kontor_city_offices_of (pos, n, player) > 0)
                {
                  seen[n] = TRUE;
                  queue[tail++] = n;
                }
            }
        }
      if (tail > best_cities)
        passed = FALSE;
      else if (tail == best_cities && offices != best_offices)
        passed = TRUE;   /* two networks as long: the one with more offices counts */
      if (tail > best_cities || (tail == best_cities && offices > best_offices))
        {
          best_cities = tail;
          best_offices = offices;
          for (int i = 0; i < tail; i++)
            best[i] = queue[i];
        }
    }
  /* ascending city order, for stable output */
  for (int i = 1; i < best_cities; i++)
    for (int j = i; j > 0 && best[j - 1] > best[j]; j--)
      {
        gint8 t = best[j];
        best[j] = best[j - 1];
        best[j - 1] = t;
      }
  if (out_cities)
    memcpy (out_cities, best, best_cities);
  if (out_n)
    *out_n = best_cities;
  if (tie)
    *tie = passed;
  return best_offices;
}

void
kontor_region_points (const KontorPosition *pos, int region, int points[KONTOR_OWNERS])
{
  static const int award[] = { 7, 4, 2 };
  const KontorBoard *b = pos->board;
  int C[KONTOR_OWNERS] = { 0 }, O[KONTOR_OWNERS] = { 0 }, order[KONTOR_OWNERS], n = 0;

  memset (points, 0, sizeof (int) * KONTOR_OWNERS);
  for (int c = 0; c < b->n_cities; c++)
    {
      int ctrl;
      if (!(b->cities[c].regions & (1u << region)))
        continue;
      ctrl = kontor_city_controller (pos, c);
      if (ctrl != KONTOR_NOBODY)
        C[ctrl]++;
      for (int o = 0; o < KONTOR_OWNERS; o++)
        if (kontor_position_is_owner (pos, o))
          O[o] += kontor_city_offices_of (pos, c, o);   /* D22: extra offices too */
    }
  for (int o = 0; o < KONTOR_OWNERS; o++)
    if (kontor_position_is_owner (pos, o) && O[o] > 0)
      order[n++] = o;
  /* by C, then O, both descending (stable) */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && (C[order[j]] > C[order[j - 1]]
                              || (C[order[j]] == C[order[j - 1]] && O[order[j]] > O[order[j - 1]])); j--)
      {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  /* D23: ties share the places they occupy, rounded down */
  for (int i = 0; i < n;)
    {
      int j = i, sum = 0;
      while (j < n && C[order[j]] == C[order[i]] && O[order[j]] == O[order[i]])
        j++;
      for (int k = i; k < j; k++)
        sum += k < (int) G_N_ELEMENTS (award) ? award[k] : 0;
      for (int k = i; k < j; k++)
        points[order[k]] = sum / (j - i);
      i = j;
    }
}

/* Negative when a ranks before b. */
static int
compare (const KontorPosition *pos, const KontorScore *s, int a, int b, KontorTiebreak *why)
{
  const KontorPlayerScore *pa = &s->players[a], *pb = &s->players[b];
  int act_a, act_b;
  *why = KONTOR_TIEBREAK_NONE;
  if (pa->total != pb->total)
    return pb->total - pa->total;
  act_a = kontor_player_ability (pos, a, KONTOR_ABILITY_ACTIONS);
  act_b = kontor_player_ability (pos, b, KONTOR_ABILITY_ACTIONS);
  *why = KONTOR_TIEBREAK_ACTIONS;
  if (act_a != act_b)
    return act_a - act_b;
  *why = KONTOR_TIEBREAK_OFFICES;
  if (pa->offices != pb->offices)
    return pb->offices - pa->offices;
  *why = KONTOR_TIEBREAK_SHARED;
  return 0;
}

void
kontor_score_compute (const KontorPosition *pos, KontorScore *score)
{
  const KontorBoard *b = pos->board;

  memset (score, 0, sizeof *score);
  score->ended = pos->phase == KONTOR_PHASE_ENDED;
  score->end_reasons = pos->end_reasons;
  score->n_players = pos->n_players;

  for (int p = 0; p < pos->n_players; p++)
    {
      const KontorPlayerState *ps = &pos->players[p];
      KontorPlayerScore *s = &score->players[p];

      s->track = ps->prestige;
      for (int a = 0; a < KONTOR_N_ABILITIES; a++)
        if (a != KONTOR_ABILITY_KEYS && ps->level[a] >= kontor_ability_max_level (a))
          s->abilities += 4;
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        s->n_markers += ps->markers_unused[m] + ps->markers_used[m];
      s->bonus_markers = kontor_marker_points (s->n_markers);
      for (int t = 0; t < b->n_table; t++)
        if (pos->table[t] == p)
          s->coellen += b->table_value[t];
      for (int c = 0; c < b->n_cities; c++)
        if (kontor_city_controller (pos, c) == p)
          s->controlled++;
      s->cities = 2 * s->controlled;
      s->network_offices = kontor_player_network_full (pos, p, s->network_cities, &s->n_network_cities,
                                                       &s->network_tie);
      s->network = s->network_offices * kontor_player_ability (pos, p, KONTOR_ABILITY_KEYS);
      s->offices = kontor_player_offices (pos, p);
      s->total = s->track + s->abilities + s->bonus_markers + s->coellen + s->cities + s->network;
    }
  for (int r = 0; r < KONTOR_N_REGIONS; r++)
    if (b->scored_regions & (1u << r))
      {
        int points[KONTOR_OWNERS];
        kontor_region_points (pos, r, points);
        for (int p = 0; p < pos->n_players; p++)
          {
            score->players[p].regions[r] = points[p];
            score->players[p].region_points += points[p];
            score->players[p].total += points[p];
          }
      }

  for (int p = 0; p < pos->n_players; p++)
    {
      KontorPlayerScore *s = &score->players[p];
      s->rank = 1;
      for (int q = 0; q < pos->n_players; q++)
        {
          KontorTiebreak why;
          int cmp;
          if (q == p)
            continue;
          cmp = compare (pos, score, q, p, &why);
          if (cmp < 0)
            s->rank++;
          /* The deepest tiebreak needed against any player with the same total. */
          if (score->players[q].total == s->total && why > s->tiebreak)
            s->tiebreak = why;
        }
    }
  for (int p = 0; p < pos->n_players; p++)
    if (score->players[p].rank == 1)
      score->winners[score->n_winners++] = p;

  score->has_neutral = pos->neutral;
  if (pos->neutral)
    {
      score->neutral.track = pos->players[KONTOR_NEUTRAL].prestige;
      for (int c = 0; c < b->n_cities; c++)
        if (kontor_city_controller (pos, c) == KONTOR_NEUTRAL)
          score->neutral.controlled++;
      score->neutral.offices = kontor_player_offices (pos, KONTOR_NEUTRAL);
      score->neutral.pieces = kontor_neutral_pieces_on_board (pos);
    }
}
