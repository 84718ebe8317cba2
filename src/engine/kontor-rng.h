/* kontor-rng.h: a small, documented pseudo-random generator (SplitMix64),
 * so that a seed gives the same virtual draws on every machine and version
 * (docs/record-format.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The stack shuffle uses seed ^ this; the taverns use the seed itself. */
#define KONTOR_RNG_STACK_STREAM G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

typedef struct {
  guint64 state;
} KontorRng;

void kontor_rng_init (KontorRng *rng, guint64 seed);
guint64 kontor_rng_next (KontorRng *rng);
/* Uniform in [0, n) for n >= 1. */
guint32 kontor_rng_below (KontorRng *rng, guint32 n);
/* Fisher–Yates, from the last element down. */
void kontor_rng_shuffle (KontorRng *rng, gint8 *items, int n);

G_END_DECLS
