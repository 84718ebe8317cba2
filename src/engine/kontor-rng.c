/* kontor-rng.c: SplitMix64 (Steele, Lea, Flood 2014). */
#include "config.h"

#include "kontor-rng.h"

void
kontor_rng_init (KontorRng *rng, guint64 seed)
{
  rng->state = seed;
}

guint64
kontor_rng_next (KontorRng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

guint32
kontor_rng_below (KontorRng *rng, guint32 n)
{
  /* Rejection sampling keeps the result unbiased. */
  guint64 limit = G_MAXUINT64 - (G_MAXUINT64 % n);
  guint64 v;
  do
    v = kontor_rng_next (rng);
  while (v >= limit);
  return (guint32) (v % n);
}

void
kontor_rng_shuffle (KontorRng *rng, gint8 *items, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) kontor_rng_below (rng, (guint32) i + 1);
      gint8 t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
}
