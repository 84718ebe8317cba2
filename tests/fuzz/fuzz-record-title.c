/* libFuzzer target: the record loader of ONE title (KONTOR_FUZZ_TITLE, its
 * "game" id, given by tests/fuzz/meson.build: fuzz-record-hansa-schacht,
 * fuzz-record-marco-polo).  A record of that title is loaded and replayed,
 * saved, loaded again from what was saved (the same record must come back),
 * scored with kontor_game_score_json and self-checked with the title's
 * check_invariants; an end position of that title is scored as `kontor-cli
 * score` does (the record loader must refuse it).  Any other input (not JSON, not an object, another title's
 * "game") is refused after the parse and kept out of the corpus (return -1),
 * so the fuzzer's time goes to this title's parser.  fuzz-record.c covers
 * every title at once, but spends most of its time on the others. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-file.h"

#ifndef KONTOR_FUZZ_TITLE
#error "KONTOR_FUZZ_TITLE must name a title, e.g. -DKONTOR_FUZZ_TITLE=\"hansa-schacht\""
#endif

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const KontorTitle *fuzz_title;

/* A loaded record: saved, loaded again from its save (same record, same
 * score), scored and self-checked by its title. */
static void
check_game (KontorGame *game)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree char *json = kontor_game_to_json (game);
  g_autoptr (JsonNode) score = kontor_game_score_json (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) again = NULL;
  g_autofree char *json2 = NULL;
  g_autoptr (JsonNode) score2 = NULL;
  int bad = -1;

  if (title != fuzz_title)
    __builtin_trap ();
  if (json == NULL || score == NULL)
    __builtin_trap ();
  if (!title->check_invariants (kontor_game_get_position (game), NULL))
    __builtin_trap ();

  /* the save round trip: what was saved loads, to the same record and score */
  again = kontor_game_new_from_data (json, -1, &bad, &error);
  if (again == NULL)
    {
      g_printerr ("round trip: the saved record does not load (entry %d): %s\n%s\n", bad,
                  error ? error->message : "(no error)", json);
      __builtin_trap ();
    }
  json2 = kontor_game_to_json (again);
  if (json2 == NULL || strcmp (json, json2) != 0)
    {
      g_printerr ("round trip: saved again, the record differs:\n%s\n---\n%s\n", json, json2 ? json2 : "(null)");
      __builtin_trap ();
    }
  if (kontor_game_get_cursor (again) != kontor_game_get_cursor (game)
      || kontor_game_get_n_waiting (again) != kontor_game_get_n_waiting (game))
    __builtin_trap ();
  score2 = kontor_game_score_json (again);
  if (score2 == NULL || !json_node_equal (score, score2))
    {
      g_printerr ("round trip: the score differs\n");
      __builtin_trap ();
    }
}

/* An end position of this title, scored as `kontor-cli score` does. */
static void
check_end_position (JsonObject *root)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) score = NULL;

  if (fuzz_title->end_position_score_json == NULL)
    return;
  score = fuzz_title->end_position_score_json (root, &error);
  if (score == NULL && error == NULL)
    __builtin_trap ();   /* a refusal must say why */
  if (score && fuzz_title->end_position_score_text)
    {
      g_autofree char *text = fuzz_title->end_position_score_text (root, NULL);
      if (text == NULL)
        __builtin_trap ();   /* scored as JSON, so as text too */
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonNode *game_id;
  JsonObject *object;
  int bad = -1;

  if (fuzz_title == NULL && (fuzz_title = kontor_title_lookup (KONTOR_FUZZ_TITLE)) == NULL)
    __builtin_trap ();   /* the title is not compiled in */
  if (size > 1 << 20)
    return -1;
  /* the loader's own entry point (limits of kontor-file.h): a refusal must say why */
  if (!kontor_json_parse ((const char *) data, (gssize) size, &root, &error))
    {
      if (error == NULL)
        __builtin_trap ();
      return -1;
    }
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return -1;
  object = json_node_get_object (root);
  game_id = json_object_get_member (object, "game");
  if (game_id == NULL || !JSON_NODE_HOLDS_VALUE (game_id)
      || json_node_get_value_type (game_id) != G_TYPE_STRING
      || strcmp (json_node_get_string (game_id), KONTOR_FUZZ_TITLE) != 0)
    return -1;   /* another title's, or no title: not this target's */

  game = kontor_game_new_from_json (root, &bad, &error);
  if (game)
    check_game (game);
  else if (error == NULL)
    __builtin_trap ();   /* a refusal must say why */
  if (kontor_json_format (root) == KONTOR_FILE_FORMAT_END_POSITION)
    check_end_position (object);
  return 0;
}
