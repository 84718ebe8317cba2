/* kontor-cli-bench.c: benchmarks of the legal-action generator
 * (kontor-cli bench legal, kontor-cli bench selfplay --full-legal;
 * figures in docs/performance.md). */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kontor-engine.h"
#include "kontor-cli-bench.h"

#define RUNS 5
/* Positions enumerated together: small enough to stay in the cache. */
#define BATCH 256
/* A random game that goes on longer than this is a bug. */
#define MAX_STEPS 100000

static const char *boards[] = { "base-2-3", "base-4-5" };

/* The process's CPU time in µs: the figures stay meaningful on a machine
 * that other programs share (wall-clock figures are printed beside them). */
static gint64
cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

double
kontor_cli_median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare_double);
  return v[n / 2];
}

/* Game g: 2 to 5 players in turn (2–3 on base-2-3, 4–5 on base-4-5). */
static gboolean
new_game (KontorPosition *pos, guint g, guint64 seed)
{
  KontorSetupInfo setup;
  const KontorBoard *board;

  kontor_setup_info_init (&setup, 2 + g % 4);
  setup.virtual_draws = TRUE;
  setup.seed = seed + g;
  board = kontor_board_get (setup.n_players <= 3 ? boards[0] : boards[1], NULL);
  return board != NULL && kontor_position_init (pos, board, &setup, NULL);
}

typedef struct {
  KontorPosition *batch;
  guint n;
  GArray *out;
  gboolean reference;       /* also time the reference */
  guint64 positions, actions, reference_actions;
  gint64 direct_us, direct_wall_us, reference_us;
} LegalRun;

static void
flush (LegalRun *lr)
{
  gint64 start = cpu_us (), wall = g_get_monotonic_time ();

  for (guint i = 0; i < lr->n; i++)
    {
      g_array_set_size (lr->out, 0);
      kontor_legal_actions (&lr->batch[i], -1, lr->out);
      lr->actions += lr->out->len;
    }
  lr->direct_us += cpu_us () - start;
  lr->direct_wall_us += g_get_monotonic_time () - wall;
  if (lr->reference)
    {
      start = cpu_us ();
      for (guint i = 0; i < lr->n; i++)
        {
          g_array_set_size (lr->out, 0);
          kontor_legal_actions_reference (&lr->batch[i], -1, lr->out);
          lr->reference_actions += lr->out->len;
        }
      lr->reference_us += cpu_us () - start;
    }
  lr->positions += lr->n;
  lr->n = 0;
}

int
kontor_cli_bench_legal (guint games, guint64 seed)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GArray) out = g_array_sized_new (FALSE, FALSE, sizeof (KontorAction), 1024);
  g_autofree KontorPosition *batch = g_new (KontorPosition, BATCH);
  double us[RUNS], wall[RUNS];
  LegalRun lr = { 0 };

  for (int run = 0; run < RUNS; run++)
    {
      memset (&lr, 0, sizeof lr);
      lr.batch = batch;
      lr.out = out;
      lr.reference = run == 0;
      for (guint g = 0; g < games; g++)
        {
          KontorPosition pos;
          KontorRng rng;
          guint steps = 0;

          if (!new_game (&pos, g, seed))
            return 1;
          kontor_rng_init (&rng, seed + g);
          while (!kontor_position_ended (&pos))
            {
              batch[lr.n++] = pos;
              if (lr.n == BATCH)
                flush (&lr);
              if (!kontor_selfplay_step (&pos, &rng, cand, NULL, NULL) || ++steps > MAX_STEPS)
                return 1;
            }
        }
      flush (&lr);
      us[run] = (double) lr.direct_us / lr.positions;
      wall[run] = (double) lr.direct_wall_us / lr.positions;
      if (run == 0)
        {
          if (lr.reference_actions != lr.actions)
            {
              g_printerr ("legal: the direct and reference generators disagree\n");
              return 1;
            }
          g_print ("legal: %u games, %" G_GUINT64_FORMAT " positions per run, median of %d runs\n",
                   games, lr.positions, RUNS);
          g_print ("actions/position: %.1f\n", (double) lr.actions / lr.positions);
          g_print ("reference us/enumeration: %.2f (one run)\n", (double) lr.reference_us / lr.positions);
        }
    }
  g_print ("us/enumeration: %.3f (CPU time; wall clock %.3f)\nenumerations/s: %.0f\n",
           kontor_cli_median (us, RUNS), kontor_cli_median (wall, RUNS), 1e6 / kontor_cli_median (us, RUNS));
  return 0;
}

int
kontor_cli_bench_selfplay_full_legal (guint games, guint64 seed)
{
  g_autoptr (GArray) legal = g_array_sized_new (FALSE, FALSE, sizeof (KontorAction), 1024);
  double rates[RUNS], secs[RUNS], wall_rates[RUNS];
  guint64 steps = 0, listed = 0;

  for (int run = 0; run < RUNS; run++)
    {
      gint64 start = cpu_us (), wall = g_get_monotonic_time ();
      steps = listed = 0;
      for (guint g = 0; g < games; g++)
        {
          KontorPosition pos;
          KontorRng rng;
          guint game_steps = 0;

          if (!new_game (&pos, g, seed))
            return 1;
          kontor_rng_init (&rng, seed + g);
          while (!kontor_position_ended (&pos))
            {
              guint i;
              g_array_set_size (legal, 0);
              kontor_legal_actions (&pos, -1, legal);
              if (legal->len == 0 || ++game_steps > MAX_STEPS)
                return 1;
              listed += legal->len;
              i = kontor_legal_choose (&pos, legal, &rng);
              if (!kontor_position_apply (&pos, &g_array_index (legal, KontorAction, i), NULL))
                return 1;
            }
          steps += game_steps;
        }
      secs[run] = (cpu_us () - start) / 1e6;
      rates[run] = steps / secs[run];
      wall_rates[run] = steps / ((g_get_monotonic_time () - wall) / 1e6);
    }
  {
    double rate = kontor_cli_median (rates, RUNS), sec = kontor_cli_median (secs, RUNS);
    g_print ("selfplay --full-legal: %u games, %" G_GUINT64_FORMAT " steps per run, median of %d runs\n",
             games, steps, RUNS);
    g_print ("steps/s: %.0f (CPU time; wall clock %.0f)\ngames/s: %.1f\nus/step: %.3f\nlegal actions/step: %.1f\n",
             rate, kontor_cli_median (wall_rates, RUNS), games / sec, 1e6 / rate, (double) listed / steps);
  }
  return 0;
}
