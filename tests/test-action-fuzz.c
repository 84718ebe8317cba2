/* The action fuzzer (issue #10): random and malformed actions against
 * positions from self-play.  Every refusal must leave the position
 * byte-identical; anything accepted must keep the invariants. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"

static gint8
rnd (KontorRng *rng, int lo, int hi)
{
  return (gint8) (lo + (int) kontor_rng_below (rng, (guint32) (hi - lo + 1)));
}

/* Mostly plausible values, sometimes wild ones. */
static gint8
field (KontorRng *rng, int plausible_max)
{
  switch (kontor_rng_below (rng, 10))
    {
    case 0: return rnd (rng, -128, 127);
    case 1: return -1;
    default: return rnd (rng, 0, plausible_max);
    }
}

static void
random_action (KontorRng *rng, const KontorPosition *pos, KontorAction *a)
{
  kontor_action_init (a, rnd (rng, -1, KONTOR_N_DO));
  a->by = kontor_rng_below (rng, 4) == 0 ? field (rng, pos->n_players) : KONTOR_BY_ANYONE;
  a->piece = field (rng, 1);
  a->route = field (rng, pos->board->n_routes);
  a->space = field (rng, 4);
  a->traders = field (rng, 8);
  a->merchants = field (rng, 3);
  a->n = field (rng, 9);
  for (int i = 0; i < KONTOR_MAX_RELOCATE; i++)
    {
      a->reloc[i].from = field (rng, 4);
      a->reloc[i].src.route = field (rng, pos->board->n_routes);
      a->reloc[i].src.space = field (rng, 4);
      a->reloc[i].dst.route = field (rng, pos->board->n_routes);
      a->reloc[i].dst.space = field (rng, 4);
      a->reloc[i].piece = field (rng, 1);
    }
  for (int i = 0; i < KONTOR_MAX_MOVES; i++)
    {
      a->moves[i].from.route = field (rng, pos->board->n_routes);
      a->moves[i].from.space = field (rng, 4);
      a->moves[i].to.route = field (rng, pos->board->n_routes);
      a->moves[i].to.space = field (rng, 4);
    }
  for (int i = 0; i < KONTOR_MAX_REMOVE; i++)
    {
      a->remove[i].route = field (rng, pos->board->n_routes);
      a->remove[i].space = field (rng, 4);
    }
  a->benefit = field (rng, 5);
  a->city = field (rng, pos->board->n_cities);
  a->ability = field (rng, KONTOR_N_ABILITIES);
  a->table_space = field (rng, 4);
  a->marker = field (rng, KONTOR_N_MARKERS);
  a->slot = field (rng, 7);
}

static void
test_action_fuzz (void)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  const char *boards[] = { "base-2-3", "base-4-5" };
  guint64 tried = 0, accepted = 0;

  for (int g = 0; g < 60; g++)
    {
      KontorRng play, fuzz;
      KontorSetupInfo setup;
      KontorPosition pos;
      g_autoptr (GError) error = NULL;
      int n = 2 + g % 4;   /* 2 players: the neutral variant */
      const KontorBoard *board = kontor_board_get (n <= 3 ? boards[0] : boards[1], &error);

      kontor_setup_info_init (&setup, n);
      setup.virtual_draws = g % 2;
      setup.seed = g;
      for (int i = 0; i < setup.n_players; i++)
        setup.colors[i] = (KontorColor) ((i + g) % KONTOR_N_COLORS);
      g_assert_true (kontor_position_init (&pos, board, &setup, &error));
      kontor_rng_init (&play, 7 * g + 3);
      kontor_rng_init (&fuzz, 11 * g + 5);
      while (!kontor_position_ended (&pos))
        {
          /* every few actions, a burst of random ones at this position */
          if (kontor_rng_below (&play, 8) == 0)
            for (int k = 0; k < 200; k++)
              {
                KontorAction a;
                KontorPosition before = pos, tmp = pos;
                g_autoptr (GError) err = NULL;
                random_action (&fuzz, &pos, &a);
                tried++;
                if (kontor_position_apply (&tmp, &a, &err))
                  {
                    accepted++;
                    if (!kontor_position_check_invariants (&tmp, &err))
                      g_error ("accepted a random action that broke an invariant: %s", err->message);
                  }
                else
                  {
                    g_assert_nonnull (err);
                    g_assert_true (err->domain == KONTOR_RULE_ERROR);
                    g_assert_cmpstr (err->message, !=, "");
                    if (memcmp (&before, &tmp, sizeof tmp) != 0)
                      g_error ("a refused action (%s) changed the position", err->message);
                  }
              }
          g_assert_true (kontor_selfplay_step (&pos, &play, cand, NULL, NULL));
        }
    }
  g_test_message ("%" G_GUINT64_FORMAT " random actions, %" G_GUINT64_FORMAT " accepted", tried, accepted);
  g_assert_cmpuint (tried, >, 100000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/action-fuzz", test_action_fuzz);
  return g_test_run ();
}
