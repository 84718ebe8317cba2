/* libFuzzer target: the game-record loader (and what a loaded record feeds:
 * saving, scoring). Built with -Dfuzz=true (build-aux/fuzz.sh). */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "kontor-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  int bad = -1;

  if (size > 1 << 20)
    return 0;
  game = kontor_game_new_from_data ((const char *) data, (gssize) size, &bad, &error);
  if (game)
    {
      KontorScore score;
      g_autofree char *json = kontor_game_to_json (game);
      /* (legal actions are fuzzed by tests/test-action-fuzz.c, much faster) */
      kontor_game_score (game, &score);
      if (!kontor_position_check_invariants (kontor_game_get_position (game), NULL))
        __builtin_trap ();
    }
  else if (error == NULL)
    __builtin_trap ();   /* a refusal must say why */
  {
    /* the end-position loader reads the same kind of input */
    g_autoptr (GError) e2 = NULL;
    g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data ((const char *) data, (gssize) size, &e2);
    if (end)
      {
        KontorScore score;
        g_autofree char *json = kontor_end_position_to_json (end);
        kontor_score_compute (&end->pos, &score);
      }
  }
  return 0;
}
