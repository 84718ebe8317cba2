/* kontor-cli-bench-title.c: the benchmarks of any title through its
 * KontorTitle table (kontor-cli bench selfplay|legal --game ID; figures in
 * docs/performance.md): random complete games, and every legal entry of
 * their positions. */
#include "config.h"

#include <string.h>
#include <time.h>

#include "kontor-engine.h"
#include "kontor-cli-bench.h"

#define RUNS 5
#define BATCH 256
#define MAX_STEPS 100000

static gint64
cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* A title's game: its setup (kept while the position lives) and position. */
typedef struct {
  const KontorTitle *title;
  gpointer setup;
  gboolean has_setup;
} TitleGame;

static void
title_game_clear (TitleGame *tg)
{
  if (tg->has_setup && tg->title->setup_clear)
    tg->title->setup_clear (tg->setup);
  tg->has_setup = FALSE;
}

/* Game g: the title's player counts in turn (those the board takes: a
 * count the setup refuses is skipped), seeded draws. */
static gboolean
title_game_start (TitleGame *tg, const char *board, guint g, guint64 seed, gpointer pos, GError **error)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "purple" };
  static const char *names[] = { "Ana", "Bo", "Cy", "Di", "Ed" };
  const KontorTitle *t = tg->title;
  int span = t->max_players - t->min_players + 1;

  for (int k = 0; k < span; k++)
    {
      KontorNewGame req = { 0 };
      g_autoptr (JsonObject) header = NULL;
      g_autoptr (GError) local = NULL;

      title_game_clear (tg);
      req.board = board;
      req.n_players = MIN (t->min_players + (int) ((g + (guint) k) % (guint) span), (int) G_N_ELEMENTS (colors));
      for (int i = 0; i < req.n_players; i++)
        req.colors[i] = colors[i], req.names[i] = names[i];
      req.seeded = TRUE;
      req.seed = seed + g;
      header = t->new_header (&req, &local);
      if (header != NULL && t->setup_from_json (header, tg->setup, &local))
        {
          tg->has_setup = TRUE;
          if (t->position_init (pos, tg->setup, &local))
            return TRUE;
        }
      if (k == span - 1)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
    }
  return FALSE;
}

static gboolean
failed (const char *what, GError *error)
{
  g_printerr ("%s: %s\n", what, error ? error->message : "no legal entry");
  g_clear_error (&error);
  return FALSE;
}

int
kontor_cli_bench_title_selfplay (const KontorTitle *t, const char *board, guint games, guint64 seed)
{
  TitleGame tg = { t, g_malloc0 (t->setup_size), FALSE };
  g_autofree gpointer pos = g_malloc0 (t->position_size);
  g_autofree gpointer action = g_malloc0 (t->action_size);
  double rates[RUNS], secs[RUNS];
  guint64 actions = 0;
  int status = 0;

  for (int run = 0; run < RUNS && status == 0; run++)
    {
      gint64 start = cpu_us ();
      actions = 0;
      for (guint g = 0; g < games && status == 0; g++)
        {
          GError *error = NULL;
          KontorRng rng;
          guint steps = 0;
          if (!title_game_start (&tg, board, g, seed, pos, &error))
            status = failed (t->id, error) ? 0 : 1;
          kontor_rng_init (&rng, seed + g);
          while (status == 0 && !t->ended (pos) && steps++ < MAX_STEPS)
            {
              if (!t->random_action (pos, &rng, action) || !t->apply (pos, action, &error))
                status = failed (t->id, error) ? 0 : 1;
              actions++;
            }
        }
      secs[run] = MAX (cpu_us () - start, 1) / 1e6;
      rates[run] = actions / secs[run];
    }
  title_game_clear (&tg);
  g_free (tg.setup);
  if (status != 0)
    return status;
  {
    double rate = kontor_cli_median (rates, RUNS), sec = kontor_cli_median (secs, RUNS);
    g_print ("selfplay: %s, %u games, %" G_GUINT64_FORMAT " actions per run, median of %d runs (CPU time)\n",
             t->id, games, actions, RUNS);
    g_print ("actions/s: %.0f\ngames/s: %.1f\nus/action: %.3f\n", rate, games / sec, 1e6 / rate);
  }
  return 0;
}

/* Lists every legal entry of n positions; returns the CPU µs it took. */
static gint64
enumerate (const KontorTitle *t, gconstpointer batch, guint n, GArray *out, guint64 *listed)
{
  gint64 start = cpu_us ();
  for (guint i = 0; i < n; i++)
    {
      g_array_set_size (out, 0);
      t->legal_actions ((const char *) batch + (gsize) i * t->position_size, out);
      *listed += out->len;
    }
  return cpu_us () - start;
}

int
kontor_cli_bench_title_legal (const KontorTitle *t, const char *board, guint games, guint64 seed)
{
  TitleGame tg = { t, g_malloc0 (t->setup_size), FALSE };
  g_autofree gpointer pos = g_malloc0 (t->position_size);
  g_autofree gpointer action = g_malloc0 (t->action_size);
  g_autofree gpointer batch = g_malloc0 (t->position_size * BATCH);
  g_autoptr (GArray) out = g_array_sized_new (FALSE, FALSE, t->action_size, 1024);
  guint64 positions = 0, listed = 0;
  gint64 us = 0;
  guint n = 0;
  int status = 0;

  if (t->legal_actions == NULL)
    {
      g_printerr ("%s: no legal-entry enumeration to measure\n", t->id);
      g_free (tg.setup);
      return 1;
    }
  for (guint g = 0; g < games && status == 0; g++)
    {
      GError *error = NULL;
      KontorRng rng;
      guint steps = 0;
      if (!title_game_start (&tg, board, g, seed, pos, &error))
        status = failed (t->id, error) ? 0 : 1;
      kontor_rng_init (&rng, seed + g);
      while (status == 0 && !t->ended (pos) && steps++ < MAX_STEPS)
        {
          memcpy ((char *) batch + (gsize) n++ * t->position_size, pos, t->position_size);
          if (n == BATCH)
            {
              us += enumerate (t, batch, n, out, &listed);
              positions += n;
              n = 0;
            }
          if (!t->random_action (pos, &rng, action) || !t->apply (pos, action, &error))
            status = failed (t->id, error) ? 0 : 1;
        }
      /* the positions of a game are enumerated before its setup goes */
      us += enumerate (t, batch, n, out, &listed);
      positions += n;
      n = 0;
    }
  title_game_clear (&tg);
  g_free (tg.setup);
  if (status != 0 || positions == 0)
    return status ? status : 1;
  g_print ("legal: %s, %u games, %" G_GUINT64_FORMAT " positions (CPU time)\n", t->id, games, positions);
  g_print ("us/enumeration: %.3f\nactions/position: %.1f\n", (double) us / positions, (double) listed / positions);
  return 0;
}
