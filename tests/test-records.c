/* Game records (issue #4): round trips, the broken-record corpus, saving. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kontor-engine.h"

/* tests/records/A[/B] */
static char *
data_path (const char *a, const char *b)
{
  const char *src = g_getenv ("G_TEST_SRCDIR");
  return g_build_filename (src ? src : ".", "records", a, b, NULL);
}

static int
record_code (const char *name)
{
  const char *names[] = { "parse", "format", "version", "field", "io" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (int) i;
  g_error ("unknown record error %s", name);
}

static void
test_broken_corpus (void)
{
  g_autofree char *expected_path = data_path ("broken", "expected.json");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *cases;
  g_autoptr (GList) names = NULL;
  guint n = 0;

  g_assert_true (json_parser_load_from_file (parser, expected_path, &error));
  cases = json_node_get_object (json_parser_get_root (parser));
  names = json_object_get_members (cases);
  for (GList *l = names; l; l = l->next, n++)
    {
      JsonObject *c = json_object_get_object_member (cases, l->data);
      g_autofree char *file = g_strconcat (l->data, ".kontor", NULL);
      g_autofree char *path = data_path ("broken", file);
      g_autoptr (GError) err = NULL;
      g_autoptr (KontorGame) game = NULL;
      const char *domain = json_object_get_string_member (c, "domain");
      const char *code = json_object_get_string_member (c, "code");
      int bad = -99;

      game = kontor_game_new_from_file (path, &bad, &err);
      if (game != NULL)
        g_error ("%s: loaded, but should be refused", file);
      g_assert_nonnull (err);
      g_test_message ("%s: %s", file, err->message);
      if (g_str_equal (domain, "record"))
        g_assert_error (err, KONTOR_RECORD_ERROR, record_code (code));
      else
        g_assert_error (err, KONTOR_RULE_ERROR, kontor_rule_error_from_id (code));
      g_assert_cmpint (bad, ==, json_object_get_int_member (c, "index"));
      if (json_object_has_member (c, "contains")
          && !strstr (err->message, json_object_get_string_member (c, "contains")))
        g_error ("%s: message “%s” lacks “%s”", file, err->message, json_object_get_string_member (c, "contains"));
    }
  g_assert_cmpuint (n, >=, 30);
}

static void
test_unknown_fields (void)
{
  g_autofree char *path = data_path ("unknown-fields.kontor", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 7);
  g_assert_cmpint (kontor_ht_position (game)->active, ==, 2);
}

static void
test_round_trip (void)
{
  const int n_games = 48;
  for (int g = 0; g < n_games; g++)
    {
      int n = g < 40 ? 3 + g % 3 : 2;   /* the last 8: two players with the neutral */
      KontorGameSetup setup = { .board = n <= 3 ? "base-2-3" : "base-4-5", .n_players = n,
                                .variant = n == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE,
                                .names = { "Ana", "Bo", "Cy", "Dé", "Eß" },
                                .colors = { KONTOR_COLOR_PURPLE, KONTOR_COLOR_GREEN, KONTOR_COLOR_RED,
                                            KONTOR_COLOR_YELLOW, KONTOR_COLOR_BLUE },
                                .virtual_draws = g % 2 == 0, .seed = 7 * g + 1 };
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorGame) game = kontor_game_new (&setup, &error);
      g_autoptr (KontorGame) again = NULL;
      g_autofree char *json = NULL, *json2 = NULL;
      KontorScore s1, s2;

      g_assert_no_error (error);
      g_assert_true (kontor_selfplay_game (game, 100 + g, g % 4 == 3 ? 300 : 100000));
      json = kontor_game_to_json (game);
      again = kontor_game_new_from_data (json, -1, NULL, &error);
      g_assert_no_error (error);
      json2 = kontor_game_to_json (again);
      g_assert_cmpstr (json, ==, json2);
      g_assert_cmpuint (kontor_game_get_cursor (again), ==, kontor_game_get_cursor (game));
      g_assert_true (memcmp (kontor_game_get_position (game), kontor_game_get_position (again), sizeof (KontorPosition)) == 0);
      kontor_game_score (game, &s1);
      kontor_game_score (again, &s2);
      g_assert_true (memcmp (&s1, &s2, sizeof s1) == 0);
    }
}

static void
test_save_atomic_with_backup (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "game.kontor", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 3,
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .virtual_draws = TRUE, .seed = 3 };
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new (&setup, &error);
  g_autoptr (KontorGame) loaded = NULL;
  g_autofree char *first = NULL, *in_bak = NULL, *in_file = NULL;
  KontorAction a;

  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  kontor_action_init (&a, KONTOR_DO_HIRE);
  a.traders = 2;
  g_assert_true (kontor_game_apply (game, &a, &error));
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_true (g_file_get_contents (bak, &in_bak, NULL, NULL));
  g_assert_cmpstr (in_bak, ==, first);
  g_assert_true (g_file_get_contents (path, &in_file, NULL, NULL));
  g_assert_cmpstr (in_file, !=, first);
  loaded = kontor_game_new_from_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_cursor (loaded), ==, 1);
  /* undone actions are not saved */
  g_assert_true (kontor_game_undo (game));
  g_assert_true (kontor_game_save (game, path, &error));
  g_clear_object (&loaded);
  loaded = kontor_game_new_from_file (path, NULL, &error);
  g_assert_cmpuint (kontor_game_get_cursor (loaded), ==, 0);
  g_unlink (path);
  g_unlink (bak);
  {
    g_autofree char *sub = g_path_get_dirname (path);
    g_rmdir (sub);
  }
  g_rmdir (dir);
}

/* The example game in docs/record-format.md is a valid record. */
/* The text of the first ```json block after `after` in the Markdown text. */
static const char *
json_block (const char *text, const char *after, gssize *len)
{
  const char *start = strstr (text, after), *end;
  g_assert_nonnull (start);
  start = strstr (start, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  *len = end - start;
  return start;
}

static void
test_docs_example (void)
{
  const char *src = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *path = g_build_filename (src ? src : ".", "..", "docs", "record-format.md", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  const char *start;
  gssize len;
  KontorScore s;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  start = json_block (text, "## Example", &len);
  game = kontor_game_new_from_data (start, len, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 22);
  g_assert_cmpint (kontor_ht_position (game)->turn, ==, 9);
  kontor_game_score (game, &s);
  g_assert_cmpint (s.players[0].total, ==, 4);
  g_assert_cmpint (s.players[1].total, ==, 4);
  g_assert_cmpint (s.n_winners, ==, 2);

  /* the two-player example */
  g_clear_object (&game);
  start = json_block (text, "## Two players", &len);
  game = kontor_game_new_from_data (start, len, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 3);
  {
    const KontorPosition *pos = kontor_game_get_position (game);
    int stade = kontor_board_city_index (pos->board, "stade");
    g_assert_cmpint (pos->slots[stade][0].owner, ==, KONTOR_NEUTRAL);
    g_assert_cmpint (pos->players[KONTOR_NEUTRAL].prestige, ==, 1);
    g_assert_cmpint (pos->spaces[kontor_board_route_index (pos->board, "hamburg-stade")][0].owner, ==, KONTOR_NEUTRAL);
    g_assert_cmpint (kontor_neutral_pieces_on_board (pos), ==, 9);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/records/broken-corpus", test_broken_corpus);
  g_test_add_func ("/records/unknown-fields-ignored", test_unknown_fields);
  g_test_add_func ("/records/round-trip", test_round_trip);
  g_test_add_func ("/records/save-atomic-with-backup", test_save_atomic_with_backup);
  g_test_add_func ("/records/docs-example", test_docs_example);
  return g_test_run ();
}
