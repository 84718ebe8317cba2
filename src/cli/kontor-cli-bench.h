/* kontor-cli-bench.h: benchmarks of the legal-action generator
 * (docs/performance.md), run by `kontor-cli bench` and by
 * `meson test --benchmark`.  Each prints its figures and returns an exit
 * status (0 ok, 1 the engine failed). */
#pragma once

#include <glib.h>
#include "kontor-title.h"

G_BEGIN_DECLS

/* The positions of `games` random games (seeds seed, seed + 1, ...; 2 to 5
 * players, both boards): µs per full enumeration of the legal actions
 * (median of 5 runs), actions per position, and the reference generator's
 * µs on the same positions (one run). */
int kontor_cli_bench_legal (guint games, guint64 seed);

/* `games` random games in which every step lists every legal action and
 * picks one (kontor_legal_choose): steps/s, median of 5 runs. */
int kontor_cli_bench_selfplay_full_legal (guint games, guint64 seed);

/* Any title through its KontorTitle table (kontor-cli-bench-title.c):
 * `games` random complete games (the title's player counts in turn, seeded
 * draws, board as given or the title's default), actions/s median of 5
 * runs; and µs per listing of every legal entry of their positions. */
int kontor_cli_bench_title_selfplay (const KontorTitle *title, const char *board, guint games, guint64 seed);
int kontor_cli_bench_title_legal (const KontorTitle *title, const char *board, guint games, guint64 seed);

/* The median of n values (sorts them). */
double kontor_cli_median (double *v, int n);

G_END_DECLS
