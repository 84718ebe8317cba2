/* The direct legal-action generator (kontor_legal_actions) against the
 * reference that tries every candidate on a copy of the position
 * (kontor_legal_actions_reference), on every position of 2,000 random games
 * (issue 22): both boards, 2 to 5 players, drawn and virtual markers.
 *
 * Both lists must be equal element by element (every byte of every action,
 * in the same order, which `kontor-cli legal` prints), so they are also
 * equal as sorted sets and in count; on a difference the test prints what
 * one list has and the other lacks.  The random player (kontor_legal_choose)
 * chooses from the legal list and takes claims and bonus-marker routes
 * eagerly, so that the games are short enough for the reference's cost
 * while every phase is reached: relocations, marker placements, neutral
 * claims (the test fails if one of them was not visited).  Crowded copies of
 * the marker-placement and neutral-claim positions add the cases short
 * games do not reach; every 32nd position also checks each kind alone.
 * About 8 s of CPU (about 40 s under ASan/UBSan): the reference tries some
 * 450 candidates per position, on each of some 576,000 positions.
 *
 * `test-legal-direct bench legal|selfplay-full-legal [GAMES]` runs the
 * benchmarks of kontor-cli-bench.c instead (meson test --benchmark). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-cli-bench.h"

/* 2,000 games in the normal build; the sanitizer build plays the first
 * KONTOR_LEGAL_GAMES of them (tests/meson.build), to keep CI short. */
#define N_GAMES_DEFAULT 2000

static int
n_games (void)
{
  const char *env = g_getenv ("KONTOR_LEGAL_GAMES");
  int n = env ? atoi (env) : N_GAMES_DEFAULT;
  return n > 0 ? n : N_GAMES_DEFAULT;
}
#define MAX_STEPS 5000

typedef struct {
  guint64 positions, actions;
  guint phase[KONTOR_PHASE_NEUTRAL_CLAIM + 1];
  guint64 listed[KONTOR_N_DO];
  guint benefit[KONTOR_BENEFIT_EXTRA_OFFICE + 1];
  guint marker_used[KONTOR_N_MARKERS];
  guint reloc_with_extras, reloc_from_supply, reloc_neutral;
  guint bonus_named, bonus_set_aside, bonus_one_neutral;
  guint neutral_no_city;
  guint games_ended[3];
  guint games_by_n[KONTOR_MAX_PLAYERS + 1];
  guint64 positions_by_n[KONTOR_MAX_PLAYERS + 1];
} Seen;

static int
compare_actions (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (KontorAction));
}

static void
print_action (const char *what, const KontorAction *a)
{
  g_test_message ("  %s: what %d by %d piece %d route %d space %d t %d m %d n %d benefit %d city %d "
                  "ability %d table %d marker %d slot %d",
                  what, a->what, a->by, a->piece, a->route, a->space, a->traders, a->merchants, a->n,
                  a->benefit, a->city, a->ability, a->table_space, a->marker, a->slot);
}

/* On a difference: both lists sorted, and what only one of them has. */
static void
report_difference (int game, int step, const KontorPosition *pos, GArray *direct, GArray *reference)
{
  g_autoptr (GArray) d = g_array_copy (direct);
  g_autoptr (GArray) r = g_array_copy (reference);
  guint i = 0, j = 0;

  g_array_sort (d, compare_actions);
  g_array_sort (r, compare_actions);
  g_test_message ("game %d, position %d (phase %d, player %d): direct %u actions, reference %u",
                  game, step, pos->phase, pos->active, d->len, r->len);
  while (i < d->len || j < r->len)
    {
      int c = i == d->len ? 1 : j == r->len ? -1
              : compare_actions (&g_array_index (d, KontorAction, i), &g_array_index (r, KontorAction, j));
      if (c < 0)
        print_action ("only direct", &g_array_index (d, KontorAction, i++));
      else if (c > 0)
        print_action ("only reference", &g_array_index (r, KontorAction, j++));
      else
        i++, j++;
    }
}

static void
note (Seen *seen, const KontorPosition *pos, GArray *legal)
{
  seen->positions++;
  seen->actions += legal->len;
  seen->phase[pos->phase]++;
  for (guint i = 0; i < legal->len; i++)
    {
      const KontorAction *a = &g_array_index (legal, KontorAction, i);
      seen->listed[a->what]++;
      switch (a->what)
        {
        case KONTOR_DO_CLAIM:
          seen->benefit[a->benefit]++;
          break;
        case KONTOR_DO_USE_BONUS:
          seen->marker_used[a->marker]++;
          break;
        case KONTOR_DO_RELOCATE:
          seen->reloc_with_extras += a->n > 1;
          seen->reloc_from_supply += a->n > 1 && a->reloc[1].from == KONTOR_FROM_SUPPLY;
          seen->reloc_neutral += a->by == KONTOR_NEUTRAL;
          break;
        case KONTOR_DO_PLACE_BONUS:
          seen->bonus_named += pos->pending_kind[0] < 0;
          break;
        default:
          break;
        }
    }
}

/* Both generators on pos: the same actions, byte for byte, in the same order. */
static void
compare (int game, int step, const KontorPosition *pos, GArray *direct, GArray *reference)
{
  g_array_set_size (direct, 0);
  g_array_set_size (reference, 0);
  kontor_legal_actions (pos, -1, direct);
  kontor_legal_actions_reference (pos, -1, reference);
  if (direct->len != reference->len
      || memcmp (direct->data, reference->data, direct->len * sizeof (KontorAction)) != 0)
    {
      report_difference (game, step, pos, direct, reference);
      g_assert_cmpuint (direct->len, ==, reference->len);
      g_assert_cmpmem (direct->data, direct->len * sizeof (KontorAction),
                       reference->data, reference->len * sizeof (KontorAction));
    }
}

/* What random games of this length almost never reach, on copies of their
 * positions with a crowded board (pieces added where they matter, ignoring
 * where they came from): a drawn marker with no empty route for it (set
 * aside, or in the two-player variant onto a route with one neutral
 * trader), and a neutral claim whose two cities are full. */
static void
compare_crowded (int game, int step, const KontorPosition *pos, GArray *direct, GArray *reference,
                 Seen *seen)
{
  const KontorBoard *b = pos->board;
  KontorPosition crowded = *pos;

  if (pos->phase == KONTOR_PHASE_PLACE_BONUS)
    {
      for (int round = 0; round < 2; round++)
        {
          /* round 0: every empty route gets a piece; round 1: the routes
           * with one neutral trader too */
          for (int r = 0; r < b->n_routes; r++)
            if (kontor_route_can_take_marker_now (&crowded, r))
              {
                int s = crowded.spaces[r][0].owner == KONTOR_NOBODY ? 0 : b->routes[r].n_spaces - 1;
                crowded.spaces[r][s].owner = pos->active;
                crowded.spaces[r][s].kind = KONTOR_PIECE_TRADER;
              }
          compare (game, step, &crowded, direct, reference);
          for (guint i = 0; i < direct->len; i++)
            {
              const KontorAction *a = &g_array_index (direct, KontorAction, i);
              seen->bonus_set_aside += a->route < 0;
              seen->bonus_one_neutral += a->route >= 0;
            }
        }
    }
  else
    {
      for (int r = 0; r < b->n_routes; r++)
        if (kontor_route_full_of_neutrals (&crowded, r))
          for (int e = 0; e < 2; e++)
            {
              int c = b->routes[r].cities[e];
              for (int i = 0; i < b->cities[c].n_slots; i++)
                if (crowded.slots[c][i].owner == KONTOR_NOBODY)
                  {
                    crowded.slots[c][i].owner = KONTOR_NEUTRAL;
                    crowded.slots[c][i].kind = b->cities[c].slots[i].piece;
                  }
            }
      compare (game, step, &crowded, direct, reference);
      for (guint i = 0; i < direct->len; i++)
        seen->neutral_no_city += g_array_index (direct, KontorAction, i).city < 0;
    }
}

static void
test_legal_direct (void)
{
  const char *boards[] = { "base-2-3", "base-4-5" };
  g_autoptr (GArray) direct = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GArray) reference = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GArray) some = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  Seen seen = { 0 };
  guint64 by_kind = 0;

  for (int g = 0; g < n_games (); g++)
    {
      g_autoptr (GError) error = NULL;
      /* half the games on the base boards, half on East and Britannia */
      static const char *expansion[] = { "east", "britannia-3", "britannia-4-5", "east" };
      int n = g % 8 < 4 ? 2 + g % 4 : 0;
      const KontorBoard *board;
      if (n == 0)
        {
          const char *id = expansion[g % 4];
          int which = (g / 8) % 4;
          n = g % 4 == 0 ? 2 + which : g % 4 == 1 ? 2 + which % 2 : g % 4 == 2 ? 4 + which % 2 : 3;
          board = kontor_board_get (id, &error);
        }
      else
        board = kontor_board_get (n <= 3 ? boards[0] : boards[1], &error);
      KontorSetupInfo setup;
      KontorPosition pos;
      KontorRng rng;
      int step;

      g_assert_no_error (error);
      kontor_setup_info_init (&setup, n);
      for (int i = 0; i < n; i++)
        setup.colors[i] = (i + g) % KONTOR_N_COLORS;
      setup.virtual_draws = (g / 4) % 2 == 0;
      setup.seed = g;
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      kontor_rng_init (&rng, 22000 + g);

      for (step = 0; !kontor_position_ended (&pos); step++)
        {
          guint i;
          if (step >= MAX_STEPS)
            g_error ("game %d did not end after %d actions", g, step);
          if (pos.phase == KONTOR_PHASE_PLACE_BONUS || pos.phase == KONTOR_PHASE_NEUTRAL_CLAIM)
            compare_crowded (g, step, &pos, direct, reference, &seen);
          compare (g, step, &pos, direct, reference);
          g_assert_cmpuint (direct->len, >, 0);
          note (&seen, &pos, direct);

          /* one kind at a time: the same actions, in the same order */
          if (step % 32 == 0)
            for (int k = 0; k < KONTOR_N_DO; k++)
              {
                guint from = 0, n_kind = 0;
                g_array_set_size (some, 0);
                kontor_legal_actions (&pos, k, some);
                while (from < direct->len && g_array_index (direct, KontorAction, from).what != k)
                  from++;
                while (from + n_kind < direct->len && g_array_index (direct, KontorAction, from + n_kind).what == k)
                  n_kind++;
                g_assert_cmpmem (some->data, some->len * sizeof (KontorAction),
                                 direct->data + from * sizeof (KontorAction), n_kind * sizeof (KontorAction));
                by_kind += some->len;
              }

          i = kontor_legal_choose (&pos, direct, &rng);
          if (!kontor_position_apply (&pos, &g_array_index (direct, KontorAction, i), &error))
            g_error ("game %d, position %d: a listed action is refused: %s", g, step, error->message);
        }
      for (int b = 0; b < 3; b++)
        if (pos.end_reasons & (1 << b))
          seen.games_ended[b]++;
      seen.games_by_n[n]++;
      seen.positions_by_n[n] += step;
    }

  g_test_message ("%d games, %" G_GUINT64_FORMAT " positions, %.1f legal actions per position; "
                  "phases: actions %u, relocation %u, marker placement %u, neutral claim %u; "
                  "ended by prestige %u, stack %u, cities %u",
                  n_games (), seen.positions, (double) seen.actions / seen.positions,
                  seen.phase[KONTOR_PHASE_ACTIONS], seen.phase[KONTOR_PHASE_RELOCATION],
                  seen.phase[KONTOR_PHASE_PLACE_BONUS], seen.phase[KONTOR_PHASE_NEUTRAL_CLAIM],
                  seen.games_ended[0], seen.games_ended[1], seen.games_ended[2]);
  g_test_message ("listed: claims office %u, extra office %u, upgrade %u, table %u; markers: swap %u, "
                  "+3 %u, +4 %u, upgrade %u, remove %u; relocations with extras %u (from the supply %u, "
                  "neutral %u); markers named %u, set aside %u, on one neutral %u; neutral office nowhere %u",
                  seen.benefit[KONTOR_BENEFIT_OFFICE], seen.benefit[KONTOR_BENEFIT_EXTRA_OFFICE],
                  seen.benefit[KONTOR_BENEFIT_UPGRADE], seen.benefit[KONTOR_BENEFIT_COELLEN],
                  seen.marker_used[KONTOR_MARKER_SWAP_OFFICES], seen.marker_used[KONTOR_MARKER_ACTIONS_3],
                  seen.marker_used[KONTOR_MARKER_ACTIONS_4], seen.marker_used[KONTOR_MARKER_UPGRADE_ABILITY],
                  seen.marker_used[KONTOR_MARKER_REMOVE_3], seen.reloc_with_extras, seen.reloc_from_supply,
                  seen.reloc_neutral, seen.bonus_named, seen.bonus_set_aside, seen.bonus_one_neutral,
                  seen.neutral_no_city);
  for (int n = 2; n <= KONTOR_MAX_PLAYERS; n++)
    g_test_message ("%d players: %u games, %.0f positions per game", n, seen.games_by_n[n],
                    (double) seen.positions_by_n[n] / MAX (seen.games_by_n[n], 1));
  /* every phase was reached, and the rarer forms of each were listed */
  g_assert_cmpuint (seen.phase[KONTOR_PHASE_RELOCATION], >, 0);
  g_assert_cmpuint (seen.phase[KONTOR_PHASE_PLACE_BONUS], >, 0);
  g_assert_cmpuint (seen.phase[KONTOR_PHASE_NEUTRAL_CLAIM], >, 0);
  g_assert_cmpuint (seen.reloc_with_extras, >, 0);
  g_assert_cmpuint (seen.reloc_neutral, >, 0);
  g_assert_cmpuint (seen.bonus_named, >, 0);
  g_assert_cmpuint (seen.bonus_set_aside, >, 0);
  g_assert_cmpuint (seen.bonus_one_neutral, >, 0);
  g_assert_cmpuint (seen.neutral_no_city, >, 0);
  g_assert_cmpuint (seen.benefit[KONTOR_BENEFIT_EXTRA_OFFICE], >, 0);
  g_assert_cmpuint (seen.benefit[KONTOR_BENEFIT_COELLEN], >, 0);
  g_assert_cmpuint (seen.benefit[KONTOR_BENEFIT_UPGRADE], >, 0);
  for (int m = KONTOR_MARKER_SWAP_OFFICES; m < KONTOR_N_MARKERS; m++)
    g_assert_cmpuint (seen.marker_used[m], >, 0);
  g_assert_cmpuint (by_kind, >, 0);
}

/* `test-legal-direct bench legal|selfplay-full-legal [GAMES]`: the
 * benchmarks of kontor-cli-bench.c, for `meson test --benchmark`. */
static int
bench (int argc, char **argv)
{
  guint games = argc > 3 ? (guint) g_ascii_strtoull (argv[3], NULL, 10) : 200;
  if (games > 0 && g_strcmp0 (argv[2], "legal") == 0)
    return kontor_cli_bench_legal (games, 1);
  if (games > 0 && g_strcmp0 (argv[2], "selfplay-full-legal") == 0)
    return kontor_cli_bench_selfplay_full_legal (games, 1);
  g_printerr ("usage: %s bench legal|selfplay-full-legal [GAMES]\n", argv[0]);
  return 2;
}

int
main (int argc, char **argv)
{
  if (argc > 2 && g_strcmp0 (argv[1], "bench") == 0)
    return bench (argc, argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/legal/direct-equals-reference", test_legal_direct);
  return g_test_run ();
}
