/* test-title-scenarios.c: the scenario files of every title but Hansa
 * Teutonica (tests/scenarios/TITLE-ID/NAME.json, format in
 * tests/scenarios/TITLES.md), run through the shared core as any program
 * would: a record is loaded and replayed by KontorGame, a refusal is named
 * by kontor_error_id, the score is the title's score_json. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-test-json.h"
#include "title-counter/kontor-counter-title.h"

static const char *
str_member (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
         ? json_node_get_string (n) : NULL;
}

/* The record cut before entry k: it must replay, and entry k must be refused
 * there with the position left byte for byte as it was. */
static void
check_refusal_changes_nothing (JsonObject *record, guint k)
{
  g_autoptr (JsonNode) copy = json_node_copy (json_node_init_object (json_node_alloc (), record));
  JsonObject *cut = json_node_get_object (copy);
  JsonArray *actions = json_object_get_array_member (cut, "actions");
  g_autoptr (JsonNode) refused = json_node_copy (json_array_get_element (actions, k));
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree gpointer before = NULL;
  g_autofree gpointer action = NULL;
  const KontorTitle *title;

  while (json_array_get_length (actions) > k)
    json_array_remove_element (actions, k);
  text = json_to_string (copy, FALSE);
  game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_assert_no_error (error);
  title = kontor_game_get_title (game);
  before = g_memdup2 (kontor_game_get_position (game), title->position_size);
  action = g_malloc0 (title->action_size);
  if (title->action_from_json (refused, kontor_game_get_position (game), action, NULL))
    g_assert_false (kontor_game_apply (game, action, NULL));
  g_assert_cmpmem (before, title->position_size, kontor_game_get_position (game), title->position_size);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, k);
}

static JsonNode *
unchecked_of (KontorGame *game)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree gpointer pos = g_malloc0 (title->position_size);
  JsonArray *all = json_array_new ();

  kontor_game_position_at (game, 0, pos);
  for (guint i = 0; title->unchecked_json && i < kontor_game_get_cursor (game); i++)
    {
      gconstpointer a = kontor_game_get_action (game, i);
      g_autoptr (JsonNode) some = title->unchecked_json (kontor_game_get_setup (game), pos, a, i);
      for (guint k = 0; some && JSON_NODE_HOLDS_ARRAY (some) && k < json_array_get_length (json_node_get_array (some)); k++)
        json_array_add_element (all, json_node_copy (json_array_get_element (json_node_get_array (some), k)));
      title->apply (pos, a, NULL);
    }
  return json_node_init_array (json_node_alloc (), all);
}

static void
check_record (JsonObject *record, JsonObject *expect)
{
  g_autoptr (JsonNode) node = json_node_init_object (json_node_alloc (), record);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr (GError) error = NULL;
  int bad = -1;
  g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, &bad, &error);
  const char *want_error = str_member (expect, "error");

  if (want_error)
    {
      const KontorTitle *title = kontor_record_title (record, NULL);
      g_assert_null (game);
      g_assert_nonnull (error);
      g_test_message ("refused: %s", error->message);
      g_assert_cmpstr (kontor_error_id (title, error), ==, want_error);
      if (json_object_has_member (expect, "index"))
        {
          guint k = (guint) json_object_get_int_member (expect, "index");
          g_assert_cmpint (bad, ==, (int) k);
          check_refusal_changes_nothing (record, k);
        }
      if (str_member (expect, "path"))
        {
          g_autofree char *prefix = g_strconcat (str_member (expect, "path"), ": ", NULL);
          g_assert_cmpint (bad, ==, -1);
          if (!g_str_has_prefix (error->message, prefix))
            {
              g_test_message ("the refusal should name %s: %s", str_member (expect, "path"), error->message);
              g_test_fail ();
            }
        }
      return;
    }
  g_assert_no_error (error);
  g_assert_nonnull (game);
  {
    const KontorTitle *title = kontor_game_get_title (game);
    g_autoptr (GError) inv = NULL;
    if (!title->check_invariants (kontor_game_get_position (game), &inv))
      {
        g_test_message ("invariants: %s", inv->message);
        g_test_fail ();
      }
  }
  if (json_object_has_member (expect, "score"))
    {
      g_autoptr (JsonNode) score = kontor_game_score_json (game);
      kontor_test_assert_json_subset (json_object_get_member (expect, "score"), score, "score");
    }
  if (json_object_has_member (expect, "unchecked"))
    {
      g_autoptr (JsonNode) unchecked = unchecked_of (game);
      kontor_test_assert_json_subset (json_object_get_member (expect, "unchecked"), unchecked, "unchecked");
    }
}

static void
check_end_position (JsonObject *end, JsonObject *expect)
{
  g_autoptr (GError) error = NULL;
  const KontorTitle *title = kontor_record_title (end, &error);
  g_autoptr (JsonNode) score = NULL;
  const char *want_error = str_member (expect, "error");

  g_assert_no_error (error);
  g_assert_nonnull (title->end_position_score_json);
  score = title->end_position_score_json (end, &error);
  if (want_error)
    {
      g_assert_null (score);
      g_assert_cmpstr (kontor_error_id (title, error), ==, want_error);
      if (str_member (expect, "path"))
        {
          g_autofree char *prefix = g_strconcat (str_member (expect, "path"), ": ", NULL);
          if (!g_str_has_prefix (error->message, prefix))
            {
              g_test_message ("the refusal should name %s: %s", str_member (expect, "path"), error->message);
              g_test_fail ();
            }
        }
      return;
    }
  g_assert_no_error (error);
  if (json_object_has_member (expect, "score"))
    kontor_test_assert_json_subset (json_object_get_member (expect, "score"), score, "score");
}

static void
run_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *sc, *expect;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  sc = json_node_get_object (json_parser_get_root (parser));
  expect = json_object_get_object_member (sc, "expect");
  g_assert_nonnull (expect);
  if (json_object_has_member (sc, "record"))
    check_record (json_object_get_object_member (sc, "record"), expect);
  else
    check_end_position (json_object_get_object_member (sc, "end_position"), expect);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The test title through the core: new game, entries, undo/redo, save. */
static void
test_counter_core (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (KontorGame) game = NULL;
  g_autoptr (KontorGame) again = NULL;
  g_autofree char *json = NULL;
  KontorCounterAction add = { .n = 3, .by = -1 };
  const KontorCounterPosition *pos;

  json_parser_load_from_data (parser,
                              "{\"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}]}",
                              -1, &error);
  g_assert_no_error (error);
  game = kontor_game_new_from_header (&kontor_counter_title, json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);
  g_assert_true (kontor_game_apply (game, &add, &error));
  add.n = 2;
  g_assert_true (kontor_game_apply (game, &add, &error));
  pos = kontor_game_get_position (game);
  g_assert_cmpint (pos->counter, ==, 5);
  g_assert_cmpint (pos->points[0], ==, 3);
  g_assert_cmpint (pos->points[1], ==, 2);
  add.n = 4;
  g_assert_false (kontor_game_apply (game, &add, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_counter_title, error), ==, "counter.too-much");
  g_clear_error (&error);
  g_assert_cmpint (pos->counter, ==, 5);
  g_assert_true (kontor_game_undo (game));
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (game))->counter, ==, 3);
  g_assert_true (kontor_game_can_redo (game));
  g_assert_true (kontor_game_redo (game));
  json = kontor_game_to_json (game);
  g_assert_nonnull (strstr (json, "\"game\" : \"test-counter\""));
  again = kontor_game_new_from_data (json, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (again))->counter, ==, 5);
  g_assert_cmpstr (kontor_game_get_player_name (again, 1), ==, "Bo");
}

int
main (int argc, char **argv)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *root = g_build_filename (srcdir ? srcdir : ".", "scenarios", NULL);
  guint n_titles;
  const KontorTitle *const *titles;

  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
  g_test_add_func ("/titles/counter/core", test_counter_core);

  titles = kontor_titles (&n_titles);
  for (guint t = 0; t < n_titles; t++)
    {
      g_autofree char *dir = g_build_filename (root, titles[t]->id, NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      if (d == NULL || strcmp (titles[t]->id, "hansa-teutonica") == 0)
        continue;   /* Hansa Teutonica's scenarios have their own runner (test-scenarios.c) */
      while ((name = g_dir_read_name (d)))
        if (g_str_has_suffix (name, ".json"))
          g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, compare_names);
      for (guint i = 0; i < names->len; i++)
        {
          char *file = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
          g_autofree char *stem = g_strndup (g_ptr_array_index (names, i), strlen (g_ptr_array_index (names, i)) - 5);
          g_autofree char *test = g_strdup_printf ("/titles/%s/%s", titles[t]->id, stem);
          g_test_add_data_func_full (test, file, run_scenario, g_free);
        }
    }
  return g_test_run ();
}
