/* libFuzzer target: the game-record loader of every title (and what a
 * loaded record feeds: saving, scoring, the title's self-check) and the
 * end-position loaders. Built with -Dfuzz=true (build-aux/fuzz.sh). */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "kontor-engine.h"
#include "kontor-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A loaded game of any title: saved, scored and self-checked by its title. */
static void
check_game (KontorGame *game)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree char *json = kontor_game_to_json (game);
  g_autoptr (JsonNode) score = kontor_game_score_json (game);

  /* (legal actions are fuzzed by tests/test-action-fuzz.c, much faster) */
  if (json == NULL || score == NULL)
    __builtin_trap ();
  if (!title->check_invariants (kontor_game_get_position (game), NULL))
    __builtin_trap ();
}

/* An end position of any title, scored as `kontor-cli score` does. */
static void
check_end_position (const char *data, size_t size)
{
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  const KontorTitle *title;

  if (!kontor_json_parse (data, (gssize) size, &root, NULL)
      || kontor_json_format (root) != KONTOR_FILE_FORMAT_END_POSITION)
    return;
  title = kontor_record_title (json_node_get_object (root), NULL);
  if (title == NULL || title->end_position_score_json == NULL)
    return;
  {
    g_autoptr (JsonNode) score = title->end_position_score_json (json_node_get_object (root), &error);
    if (score == NULL && error == NULL)
      __builtin_trap ();   /* a refusal must say why */
    if (score && title->end_position_score_text)
      {
        g_autofree char *text = title->end_position_score_text (json_node_get_object (root), NULL);
        if (text == NULL)
          __builtin_trap ();   /* scored as JSON, so as text too */
      }
  }
}

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
    check_game (game);
  else if (error == NULL)
    __builtin_trap ();   /* a refusal must say why */
  check_end_position ((const char *) data, size);
  {
    /* Hansa Teutonica's own end-position loader reads the same kind of input */
    g_autoptr (GError) e2 = NULL;
    g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data ((const char *) data, (gssize) size, &e2);
    if (end)
      {
        KontorScore score;
        g_autofree char *json = kontor_end_position_to_json (end);
        if (json == NULL)
          __builtin_trap ();
        kontor_score_compute (&end->pos, &score);
      }
  }
  return 0;
}
