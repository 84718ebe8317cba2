/* test-corrections.c: correcting the past (docs/corrections.md) through the
 * shared core, for every title with scenario files.
 *
 * - tests/corrections/NAME.json: scenarios as data (format in
 *   tests/corrections/README.md): a record, then corrections, undo/redo,
 *   new entries and a save-and-reopen, each with what must hold after it.
 * - After every correction the game is compared with an oracle that knows
 *   nothing of corrections: the corrected entry list loaded as a plain
 *   record must stop at the same entry with the same refusal, and its
 *   applied part must give the same record and score.
 * - Random corrections of random games (both titles the tests know) against
 *   the same oracle, with Undo and Redo restoring the game byte for byte. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-test-json.h"
#include "title-counter/kontor-counter-title.h"

/* ------------------------------------------------------------ JSON helpers */

static char *
node_text (JsonNode *node)
{
  return node ? json_to_string (node, FALSE) : g_strdup ("(nothing)");
}

static JsonNode *
parse (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

/* ------------------------------------------------------------ the oracle */

/* The game's entries (applied, then waiting) as one plain record, loaded
 * by the ordinary loader: it must stop where the game's entries wait, with
 * the same refusal, and the applied part must be the same game. */
static void
check_against_oracle (KontorGame *game)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree char *text = kontor_game_to_json (game);
  g_autoptr (JsonNode) record = parse (text);
  JsonObject *root = json_node_get_object (record);
  JsonArray *actions = json_object_get_array_member (root, "actions");
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) plain = NULL;
  int bad = -1;

  g_assert_cmpuint (json_array_get_length (actions), ==, kontor_game_get_cursor (game));
  if (json_object_has_member (root, "waiting"))
    {
      JsonArray *waiting = json_object_get_array_member (root, "waiting");
      g_assert_cmpuint (json_array_get_length (waiting), ==, kontor_game_get_n_waiting (game));
      for (guint i = 0; i < json_array_get_length (waiting); i++)
        json_array_add_element (actions, json_node_copy (json_array_get_element (waiting, i)));
      json_object_remove_member (root, "waiting");
      plain = kontor_game_new_from_json (record, &bad, &error);
      g_assert_null (plain);
      g_assert_cmpint (bad, ==, (int) kontor_game_get_cursor (game));
      g_assert_cmpstr (kontor_error_id (title, error), ==, kontor_error_id (title, kontor_game_get_attention (game)));
      /* the applied part alone */
      g_clear_error (&error);
      g_clear_pointer (&record, json_node_unref);
      record = parse (text);
      json_object_remove_member (json_node_get_object (record), "waiting");
    }
  else
    g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 0);
  plain = kontor_game_new_from_json (record, &bad, &error);
  g_assert_no_error (error);
  {
    g_autofree char *plain_json = kontor_game_to_json (plain);
    g_autoptr (JsonNode) ga = parse (plain_json);
    g_autofree char *a = node_text (ga);
    g_autofree char *b = kontor_game_to_json (game);
    g_autoptr (JsonNode) sa = kontor_game_score_json (plain);
    g_autoptr (JsonNode) sb = kontor_game_score_json (game);
    g_autofree char *ta = node_text (sa);
    g_autofree char *tb = node_text (sb);
    g_autofree char *plain_text = NULL;
    /* the game's own record holds the waiting list too: compare without it */
    g_autoptr (JsonNode) gb = parse (b);
    json_object_remove_member (json_node_get_object (gb), "waiting");
    plain_text = node_text (gb);
    g_assert_cmpstr (a, ==, plain_text);
    g_assert_cmpstr (ta, ==, tb);
    g_assert_true (memcmp (kontor_game_get_position (plain), kontor_game_get_position (game), title->position_size) == 0
                   || title->check_invariants (kontor_game_get_position (game), NULL));
  }
}

/* ------------------------------------------------------------ scenarios */

static KontorGame *
load_record (JsonObject *sc, const char *file)
{
  g_autoptr (GError) error = NULL;
  KontorGame *game;

  if (json_object_has_member (sc, "record_file"))
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, json_object_get_string_member (sc, "record_file"), NULL);
      game = kontor_game_new_from_file (path, NULL, &error);
    }
  else
    game = kontor_game_new_from_json (json_object_get_member (sc, "record"), NULL, &error);
  if (error)
    g_test_message ("%s: the record does not load: %s", file, error->message);
  g_assert_no_error (error);
  return game;
}

/* An entry of the scenario, read as at the position before entry index;
 * NULL with the reader's refusal. */
static gpointer
read_entry (KontorGame *game, JsonNode *node, guint index, GError **error)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree gpointer pos = g_malloc0 (title->position_size);
  g_autofree gpointer action = g_malloc0 (title->action_size);

  kontor_game_position_at (game, MIN (index, kontor_game_get_cursor (game)), pos);
  if (!title->action_from_json (node, pos, action, error))
    return NULL;
  return g_steal_pointer (&action);
}

static void
check_expect (KontorGame *game, JsonObject *expect, JsonNode *summary, const GError *error, const char *where)
{
  const KontorTitle *title = kontor_game_get_title (game);

  if (expect == NULL)
    {
      g_assert_no_error (error);
      return;
    }
  if (json_object_has_member (expect, "refused"))
    {
      if (error == NULL)
        {
          g_test_message ("%s: the step should be refused with %s", where,
                          json_object_get_string_member (expect, "refused"));
          g_test_fail ();
          return;
        }
      g_assert_cmpstr (kontor_error_id (title, error), ==, json_object_get_string_member (expect, "refused"));
      if (json_object_has_member (expect, "message"))
        g_assert_cmpstr (error->message, ==, json_object_get_string_member (expect, "message"));
    }
  else if (error)
    {
      g_test_message ("%s: refused: %s", where, error->message);
      g_test_fail ();
      return;
    }
  if (json_object_has_member (expect, "cursor"))
    g_assert_cmpint (kontor_game_get_cursor (game), ==, json_object_get_int_member (expect, "cursor"));
  if (json_object_has_member (expect, "waiting"))
    g_assert_cmpint (kontor_game_get_n_waiting (game), ==, json_object_get_int_member (expect, "waiting"));
  if (json_object_has_member (expect, "attention"))
    {
      JsonNode *a = json_object_get_member (expect, "attention");
      const char *id = kontor_error_id (title, kontor_game_get_attention (game));
      g_assert_cmpstr (id, ==, JSON_NODE_HOLDS_NULL (a) ? NULL : json_node_get_string (a));
    }
  if (json_object_has_member (expect, "can_undo"))
    g_assert_cmpint (kontor_game_can_undo (game), ==, json_object_get_boolean_member (expect, "can_undo"));
  if (json_object_has_member (expect, "can_redo"))
    g_assert_cmpint (kontor_game_can_redo (game), ==, json_object_get_boolean_member (expect, "can_redo"));
  if (json_object_has_member (expect, "summary"))
    kontor_test_assert_json_subset (json_object_get_member (expect, "summary"), summary, "summary");
  if (json_object_has_member (expect, "text"))
    {
      g_autofree char *text = kontor_fix_summary_text (summary, 1);
      g_assert_cmpstr (text, ==, json_object_get_string_member (expect, "text"));
    }
  if (json_object_has_member (expect, "score"))
    {
      g_autoptr (JsonNode) score = kontor_game_score_json (game);
      kontor_test_assert_json_subset (json_object_get_member (expect, "score"), score, "score");
    }
  if (json_object_has_member (expect, "record"))
    {
      g_autofree char *text = kontor_game_to_json (game);
      g_autoptr (JsonNode) record = parse (text);
      kontor_test_assert_json_subset (json_object_get_member (expect, "record"), record, "record");
    }
}

/* One step: a correction (replace/insert/delete/drop_waiting), a check
 * without making it (check: true), an ordinary entry, undo, redo, or a
 * save and reopen. */
static void
run_step (KontorGame **game, JsonObject *step, const char *where)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) summary = NULL;
  g_autofree gpointer action = NULL;
  JsonObject *expect = json_object_get_object_member (step, "expect");
  KontorFix fix = { 0 };
  gboolean is_fix = TRUE;

  if (json_object_has_member (step, "replace"))
    fix.kind = KONTOR_FIX_REPLACE, fix.index = json_object_get_int_member (step, "replace");
  else if (json_object_has_member (step, "insert"))
    fix.kind = KONTOR_FIX_INSERT, fix.index = json_object_get_int_member (step, "insert");
  else if (json_object_has_member (step, "delete"))
    fix.kind = KONTOR_FIX_DELETE, fix.index = json_object_get_int_member (step, "delete");
  else if (json_object_has_member (step, "drop_waiting"))
    fix.kind = KONTOR_FIX_DROP_WAITING;
  else
    is_fix = FALSE;

  if (is_fix)
    {
      if (json_object_has_member (step, "entry")
          && (fix.action = action = read_entry (*game, json_object_get_member (step, "entry"), fix.index, &error)) == NULL)
        ;   /* the entry does not read: that is the step's refusal */
      else if (json_object_get_boolean_member_with_default (step, "check", FALSE))
        {
          g_autofree char *before = kontor_game_to_json (*game);
          g_autofree char *after = NULL;
          summary = kontor_game_check_fix (*game, &fix, &error);
          after = kontor_game_to_json (*game);
          g_assert_cmpstr (before, ==, after);   /* a check changes nothing */
        }
      else
        {
          g_autofree char *before = kontor_game_to_json (*game);
          if (!kontor_game_fix (*game, &fix, &summary, &error))
            {
              g_autofree char *after = kontor_game_to_json (*game);
              g_assert_cmpstr (before, ==, after);   /* a refused correction changes nothing */
            }
          else
            check_against_oracle (*game);
        }
    }
  else if (json_object_has_member (step, "apply"))
    {
      action = read_entry (*game, json_object_get_member (step, "apply"), kontor_game_get_cursor (*game), &error);
      if (action && kontor_game_apply (*game, action, &error))
        check_against_oracle (*game);
    }
  else if (json_object_get_boolean_member_with_default (step, "undo", FALSE))
    g_assert_true (kontor_game_undo (*game) == json_object_get_boolean_member_with_default (step, "done", TRUE));
  else if (json_object_get_boolean_member_with_default (step, "redo", FALSE))
    g_assert_true (kontor_game_redo (*game) == json_object_get_boolean_member_with_default (step, "done", TRUE));
  else if (json_object_get_boolean_member_with_default (step, "reopen", FALSE))
    {
      g_autofree char *text = kontor_game_to_json (*game);
      g_autoptr (KontorGame) again = kontor_game_new_from_data (text, -1, NULL, &error);
      g_assert_no_error (error);
      {
        g_autofree char *text2 = kontor_game_to_json (again);
        g_assert_cmpstr (text, ==, text2);
      }
      g_object_unref (*game);
      *game = g_steal_pointer (&again);
    }
  else
    g_error ("%s: a step of an unknown kind", where);
  check_expect (*game, expect, summary, error, where);
}

static void
test_scenario (gconstpointer data)
{
  const char *file = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonObject *sc;
  JsonArray *steps;

  g_assert_true (json_parser_load_from_file (parser, file, &error));
  sc = json_node_get_object (json_parser_get_root (parser));
  game = load_record (sc, file);
  steps = json_object_get_array_member (sc, "steps");
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s, step %u", file, i);
      run_step (&game, json_array_get_object_element (steps, i), where);
      if (g_test_failed ())
        {
          g_test_message ("(at %s)", where);
          return;
        }
    }
}

/* ------------------------------------------------------------ random corrections */

static KontorGame *
random_game (const KontorTitle *title, int n_players, guint64 seed)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "purple" };
  static const char *names[] = { "Ana", "Bo", "Cy", "Di", "Ed" };
  KontorNewGame req = { 0 };
  g_autoptr (JsonObject) header = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree gpointer action = g_malloc0 (title->action_size);
  KontorGame *game;
  KontorRng rng;

  req.n_players = n_players;
  for (int i = 0; i < n_players; i++)
    req.colors[i] = colors[i], req.names[i] = names[i];
  req.seeded = TRUE;
  req.seed = seed;
  header = title->new_header (&req, &error);
  g_assert_no_error (error);
  game = kontor_game_new_from_header (title, header, &error);
  g_assert_no_error (error);
  kontor_rng_init (&rng, seed);
  while (!kontor_game_ended (game) && title->random_action (kontor_game_get_position (game), &rng, action))
    g_assert_true (kontor_game_apply (game, action, NULL));
  return game;
}

/* A random correction: often a random legal entry where it goes, sometimes
 * a deletion, now and then the entries that wait dropped. */
static gboolean
random_fix (KontorGame *game, KontorRng *rng, gpointer action, KontorFix *fix)
{
  const KontorTitle *title = kontor_game_get_title (game);
  guint cursor = kontor_game_get_cursor (game);
  guint total = cursor + kontor_game_get_n_waiting (game);
  g_autofree gpointer pos = g_malloc0 (title->position_size);
  guint r = kontor_rng_below (rng, 10);

  if (kontor_game_get_n_waiting (game) > 0 && r == 0)
    {
      *fix = (KontorFix) { KONTOR_FIX_DROP_WAITING, cursor, NULL };
      return TRUE;
    }
  fix->index = kontor_rng_below (rng, MIN (cursor, total - 1) + 1);
  if (r < 3)
    {
      fix->kind = KONTOR_FIX_DELETE;
      fix->action = NULL;
      return fix->index < total;
    }
  fix->kind = r < 7 ? KONTOR_FIX_REPLACE : KONTOR_FIX_INSERT;
  kontor_game_position_at (game, fix->index, pos);
  if (!title->random_action (pos, rng, action))
    return FALSE;
  fix->action = action;
  return TRUE;
}

static void
random_corrections (const KontorTitle *title, int n_players, guint n_games, guint n_fixes)
{
  g_autofree gpointer action = g_malloc0 (title->action_size);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr (KontorGame) game = random_game (title, n_players, 1000 + g);
      KontorRng rng;
      kontor_rng_init (&rng, 77 + g);
      for (guint f = 0; f < n_fixes; f++)
        {
          KontorFix fix;
          g_autofree char *before = kontor_game_to_json (game);
          g_autofree char *after = NULL;
          g_autofree char *again = NULL;
          g_autofree char *undone = NULL;
          g_autoptr (GError) error = NULL;
          g_autoptr (JsonNode) checked = NULL;
          g_autoptr (JsonNode) summary = NULL;

          if (!random_fix (game, &rng, action, &fix))
            continue;
          checked = kontor_game_check_fix (game, &fix, NULL);
          if (!kontor_game_fix (game, &fix, &summary, &error))
            {
              g_assert_null (checked);
              g_assert_nonnull (kontor_error_id (title, error));
              after = kontor_game_to_json (game);
              g_assert_cmpstr (before, ==, after);
              continue;
            }
          g_assert_true (json_node_equal (checked, summary));
          check_against_oracle (game);
          after = kontor_game_to_json (game);
          /* one correction, one step of Undo and Redo */
          g_assert_true (kontor_game_undo (game));
          undone = kontor_game_to_json (game);
          g_assert_cmpstr (undone, ==, before);
          g_assert_true (kontor_game_redo (game));
          again = kontor_game_to_json (game);
          g_assert_cmpstr (again, ==, after);
        }
    }
}

static guint
env_count (const char *name, guint otherwise)
{
  const char *v = g_getenv (name);
  return v ? (guint) atoi (v) : otherwise;
}

static void
test_random_ht (void)
{
  random_corrections (kontor_title_lookup ("hansa-teutonica"), 3, env_count ("KONTOR_FIX_GAMES", 12), 25);
}

static void
test_random_counter (void)
{
  random_corrections (&kontor_counter_title, 2, 50, 30);
}

/* ------------------------------------------------------------ the record's "waiting" */

static KontorGame *
load_text (const char *waiting, int *bad, GError **error)
{
  g_autofree char *text = g_strdup_printf (
      "{\"format\": \"kontor-game\", \"version\": 1, \"game\": \"test-counter\", "
      "\"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}], "
      "\"actions\": [{\"do\": \"add\", \"n\": 3}, {\"do\": \"add\", \"n\": 3}], \"waiting\": %s}", waiting);
  return kontor_game_new_from_data (text, -1, bad, error);
}

static void
test_record_waiting (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  int bad = 0;

  /* null counts as absent */
  game = load_text ("null", &bad, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bad, ==, -1);
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 0);
  g_clear_object (&game);

  game = load_text ("5", &bad, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
  g_assert_cmpstr (error->message, ==, "field “waiting”: must be a list of entries.");
  g_assert_cmpstr (kontor_error_id (&kontor_counter_title, error), ==, "counter.bad-entry");
  g_clear_error (&error);

  game = load_text ("[{\"do\": \"add\", \"n\": 3}, {\"do\": \"jump\"}]", &bad, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_BAD_ENTRY);
  g_assert_cmpstr (error->message, ==, "Waiting entry 1 (jump): an entry is {\"do\": \"add\", \"n\": N}");
  g_assert_cmpint (bad, ==, 3);
  g_clear_error (&error);

  /* entries that fit after all (a file edited by hand) are applied */
  game = load_text ("[{\"do\": \"add\", \"n\": 1}, {\"do\": \"add\", \"n\": 3}, {\"do\": \"add\", \"n\": 2}]",
                    &bad, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 4);   /* 3 + 3 + 1 + 3 = 10: the end */
  g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 1);
  g_assert_cmpstr (kontor_error_id (&kontor_counter_title, kontor_game_get_attention (game)), ==, "counter.game-over");
  g_assert_false (kontor_game_can_undo (game));   /* no correction to take back */
  g_assert_false (kontor_game_undo (game));
  g_assert_cmpint (((const KontorCounterAction *) kontor_game_get_waiting (game, 0))->n, ==, 2);
}

/* A correction that ends the game earlier leaves the later entries waiting,
 * and the autosave keeps them: every title's finished game with its last
 * entry waiting behind the end must load again, the entry still waiting (a
 * title refuses every entry once its game has ended, game-over first). */
static void
test_record_waiting_after_the_end (void)
{
  static const char *const records[] = {
    "records/complete-3p.kontor",
    "records/hansa-teutonica/east-3p.kontor",
    "records/hansa-schacht/complete-3p.kontor",
    "records/marco-polo-classic/complete-3p.kontor",
    "records/merchants-of-europe/complete-3p.kontor",
  };

  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, records[r], NULL);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorGame) game = NULL;
      g_autoptr (KontorGame) again = NULL;
      g_autofree char *text = NULL, *saved = NULL, *resaved = NULL;
      g_autofree char *want_id = NULL;
      JsonObject *root;
      JsonArray *actions, *waiting = json_array_new ();
      guint n;
      int bad = 0;

      g_assert_true (json_parser_load_from_file (parser, path, &error));
      root = json_node_get_object (json_parser_get_root (parser));
      actions = json_object_get_array_member (root, "actions");
      n = json_array_get_length (actions);
      json_array_add_element (waiting, json_node_copy (json_array_get_element (actions, n - 1)));
      json_object_set_array_member (root, "waiting", waiting);
      text = json_to_string (json_parser_get_root (parser), FALSE);

      game = kontor_game_new_from_data (text, -1, &bad, &error);
      g_assert_no_error (error);
      g_assert_cmpint (bad, ==, -1);
      g_assert_true (kontor_game_ended (game));
      g_assert_cmpuint (kontor_game_get_cursor (game), ==, n);
      g_assert_cmpuint (kontor_game_get_n_waiting (game), ==, 1);
      want_id = g_strconcat (kontor_game_get_title (game)->error_prefix, ".game-over", NULL);
      g_assert_cmpstr (kontor_error_id (kontor_game_get_title (game), kontor_game_get_attention (game)), ==, want_id);

      saved = kontor_game_to_json (game);
      again = kontor_game_new_from_data (saved, -1, &bad, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (kontor_game_get_n_waiting (again), ==, 1);
      resaved = kontor_game_to_json (again);
      g_assert_cmpstr (resaved, ==, saved);
    }
}

/* ------------------------------------------------------------ main */

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GDir) dir = NULL;
  g_autofree char *folder = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
  folder = g_test_build_filename (G_TEST_DIST, "corrections", NULL);
  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test = g_strdup_printf ("/corrections/scenario/%.*s", (int) strlen (names->pdata[i]) - 5,
                                               (char *) names->pdata[i]);
      g_test_add_data_func_full (test, g_build_filename (folder, names->pdata[i], NULL), test_scenario, g_free);
    }
  g_test_add_func ("/corrections/record/waiting", test_record_waiting);
  g_test_add_func ("/corrections/record/waiting-after-the-end", test_record_waiting_after_the_end);
  g_test_add_func ("/corrections/random/hansa-teutonica", test_random_ht);
  g_test_add_func ("/corrections/random/test-counter", test_random_counter);
  return g_test_run ();
}
