/* Issue 14, "Nothing is ever lost": the loader's limits (kontor-file.h), names,
 * telling formats apart, saving on a full disk and stale temporary files.
 * Each refusal is checked for its error code and its exact message. */
#define _POSIX_C_SOURCE 200809L   /* setrlimit, mkfifo, utimes under -std=c17 */
#include "config.h"

#include <errno.h>

#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "kontor-engine.h"

/* A three-player record with seeded draws; NAME is the first player's name
 * (a JSON string, quotes included), ACTIONS the "actions" value. */
static char *
record (const char *name, const char *actions)
{
  return g_strdup_printf ("{\"format\": \"kontor-game\", \"version\": 1, \"board\": \"base-2-3\", \"variant\": null, "
                          "\"players\": [{\"name\": %s, \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}, "
                          "{\"name\": \"Cy\", \"color\": \"green\"}], \"draws\": {\"seed\": 7}, \"actions\": %s}\n",
                          name, actions);
}

static void
assert_refused (const char *data, gssize len, int code, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_data (data, len, NULL, &error);

  g_assert_null (game);
  g_assert_error (error, KONTOR_RECORD_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

static char *
repeat (const char *unit, gsize n)
{
  GString *s = g_string_sized_new (strlen (unit) * n + 1);
  for (gsize i = 0; i < n; i++)
    g_string_append (s, unit);
  return g_string_free (s, FALSE);
}

/* F1: 1 MiB of "[" crashed json-glib (stack overflow); now refused by the
 * scan before json-glib parses, in the record and the end-position loader. */
static void
test_deep_nesting (void)
{
  g_autofree char *deep = repeat ("[", 1 << 20);
  g_autofree char *objects = repeat ("{\"a\":", 100000);
  g_autofree char *ok_depth = NULL;
  g_autofree char *opened = repeat ("[", 64), *closed = repeat ("]", 64);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorEndPosition) end = NULL;
  g_autoptr (KontorGame) game = NULL;
  gint64 start = g_get_monotonic_time ();

  assert_refused (deep, 1 << 20, KONTOR_RECORD_ERROR_LIMIT,
                  "Line 1, column 65: the data is nested more than 64 levels deep; a Kontor file never is.");
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  assert_refused (objects, -1, KONTOR_RECORD_ERROR_LIMIT,
                  "Line 1, column 321: the data is nested more than 64 levels deep; a Kontor file never is.");
  end = kontor_end_position_new_from_data (deep, 1 << 20, &error);
  g_assert_null (end);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_clear_error (&error);

  /* 64 levels are read (and refused for what they are) */
  ok_depth = g_strconcat (opened, closed, NULL);
  assert_refused (ok_depth, -1, KONTOR_RECORD_ERROR_FORMAT, "Not a Kontor game record (the file is not a JSON object).");
  /* brackets in strings (both quotes json-glib reads) and comments do not count */
  {
    g_autofree char *extra = g_strdup_printf ("[], \"note\": \"%s\\\"\", \"other\": '%s'", deep + (1 << 20) - 1000,
                                              deep + (1 << 20) - 500);
    g_autofree char *text = record ("\"Ana\"", extra);
    game = kontor_game_new_from_data (text, -1, NULL, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
    g_clear_object (&game);
  }
  {
    g_autofree char *plain = record ("\"Ana\"", "[]");
    g_autofree char *text = g_strdup_printf ("/* %s */ %s", deep + (1 << 20) - 1000, plain);
    game = kontor_game_new_from_data (text, -1, NULL, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
}

/* F6: size, values and entries are bounded. */
static void
test_size_values_actions (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.kontor", NULL);
  g_autofree char *zeros = repeat ("0,", KONTOR_JSON_MAX_VALUES);
  g_autofree char *values = g_strconcat ("[", zeros, "0]", NULL);
  g_autofree char *expected = NULL, *many = NULL, *text = NULL, *limit = NULL, *limit_text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  gsize len = 0;
  int fd;

  /* a sparse 200 MB file: refused from its size, nothing read */
  fd = g_open (big, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 200 * 1000 * 1000), ==, 0);
  close (fd);
  g_assert_null (kontor_file_read (big, &len, &error));
  expected = g_strdup_printf ("“%s” is too large (190.7\u00a0MiB): a Kontor file is at most 8.0\u00a0MiB.", big);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  game = kontor_game_new_from_file (big, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_clear_error (&error);
  /* exactly at the limit: read */
  fd = g_open (big, O_WRONLY | O_TRUNC, 0644);
  g_assert_cmpint (ftruncate (fd, KONTOR_FILE_MAX_BYTES), ==, 0);
  close (fd);
  {
    g_autofree char *data = kontor_file_read (big, &len, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (len, ==, KONTOR_FILE_MAX_BYTES);
  }
  g_unlink (big);
  g_rmdir (dir);

  assert_refused (values, -1, KONTOR_RECORD_ERROR_LIMIT,
                  "Line 1, column 4000001: more than 2000000 values; a Kontor file never holds that many.");

  many = repeat ("{\"do\": \"end-turn\"},", KONTOR_RECORD_MAX_ACTIONS + 1);
  many[strlen (many) - 1] = ']';
  limit = g_strconcat ("[", many, NULL);
  text = record ("\"Ana\"", limit);
  assert_refused (text, -1, KONTOR_RECORD_ERROR_LIMIT, "field “actions”: 100001 entries; a record holds at most 100000.");
  /* 100,000 entries are read (and replayed) */
  g_free (text);
  many[strlen (many) - strlen (",{\"do\": \"end-turn\"}]")] = '\0';
  limit_text = g_strconcat ("[", many, "]", NULL);
  text = record ("\"Ana\"", limit_text);
  game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_n_actions (game), ==, KONTOR_RECORD_MAX_ACTIONS);
}

/* A FIFO without a writer, a folder and a device are refused at once. */
static void
test_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.kontor", NULL);
  g_autofree char *want_fifo = g_strdup_printf ("“%s” is not a regular file (a pipe or a device): Kontor reads only files.", fifo);
  g_autofree char *want_dir = g_strdup_printf ("“%s” is a folder, not a file.", dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonNode *root = NULL;
  gint64 start;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  start = g_get_monotonic_time ();
  game = kontor_game_new_from_file (fifo, NULL, &error);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_null (game);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, want_fifo);
  g_clear_error (&error);

  g_assert_false (kontor_json_load_file (dir, &root, &error));
  g_assert_null (root);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, want_dir);
  g_clear_error (&error);

  /* read-only: /dev/zero is never read */
  g_assert_false (kontor_json_load_file ("/dev/zero", &root, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "“/dev/zero” is not a regular file (a pipe or a device): Kontor reads only files.");
  g_clear_error (&error);

  g_unlink (fifo);
  g_rmdir (dir);
}

/* F8: whole numbers beyond 64 bits no longer wrap: a decimal one is read
 * as a float, which no field takes (each refuses it as it refuses 1e400);
 * keys given twice. */
static void
test_numbers_and_keys (void)
{
  static const struct { const char *version; int code; const char *message; } cases[] = {
    { "99999999999999999999999999", KONTOR_RECORD_ERROR_VERSION, "field “version”: must be a whole number." },
    { "9223372036854775808", KONTOR_RECORD_ERROR_VERSION, "field “version”: must be a whole number." },
    { "-9223372036854775809", KONTOR_RECORD_ERROR_VERSION, "field “version”: must be a whole number." },
    { "0x8000000000000000", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 38: the whole number 0x8000000000000000 is too large for any field." },
    { "9223372036854775807", KONTOR_RECORD_ERROR_VERSION,
      "Unknown record version 9223372036854775807: this Kontor reads version 1." },
    { "-9223372036854775808", KONTOR_RECORD_ERROR_VERSION,
      "Unknown record version -9223372036854775808: this Kontor reads version 1." },
    { "00000000000000000000002", KONTOR_RECORD_ERROR_VERSION,
      "Unknown record version 2: this Kontor reads version 1." },
    { "1e400", KONTOR_RECORD_ERROR_VERSION, "field “version”: must be a whole number." },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": \"kontor-game\", \"version\": %s}", cases[i].version);
      assert_refused (text, -1, cases[i].code, cases[i].message);
    }
  {
    /* game-record.md: a seed beyond 64 bits is the draws field's refusal, and
     * an ignored field may hold any number */
    g_autofree char *seeded = g_strdup_printf ("{\"format\": \"kontor-game\", \"version\": 1, \"board\": \"base-2-3\", "
                                               "\"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}, {\"color\": \"green\"}], "
                                               "\"draws\": {\"seed\": %s}, \"note\": 18446744073709551616, \"actions\": []}",
                                               "18446744073709551616");
    g_autofree char *ignored = g_strdup_printf ("{\"format\": \"kontor-game\", \"version\": 1, \"board\": \"base-2-3\", "
                                                "\"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}, {\"color\": \"green\"}], "
                                                "\"draws\": {\"seed\": 7}, \"note\": -99999999999999999999, \"actions\": []}");
    g_autoptr (GError) error = NULL;
    g_autoptr (KontorGame) game = kontor_game_new_from_data (seeded, -1, NULL, &error);
    g_assert_null (game);
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
    g_assert_cmpstr (error->message, ==, "field “draws”: must be “table” or {\"seed\": N}, N from 0 to 2^53 − 1.");
    g_clear_error (&error);
    game = kontor_game_new_from_data (ignored, -1, NULL, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
  assert_refused ("{\"format\": \"kontor-game\",\n  \"version\": 2,\n  \"version\": 1}", -1, KONTOR_RECORD_ERROR_PARSE,
                  "Line 3, column 3: the key “version” is given twice in the same object.");
  /* the same key written two ways; a duplicate whose first value held objects */
  assert_refused ("{\"format\": \"kontor-game\", \"a\": 1, \"\\u0061\": 2}", -1, KONTOR_RECORD_ERROR_PARSE,
                  "Line 1, column 1: this object gives a key twice.");
  assert_refused ("[{\"x\": {\"y\": {}}, \"x\": 1}, {\"z\": 1, \"z\": 2}]", -1, KONTOR_RECORD_ERROR_PARSE,
                  "Line 1, column 19: the key “x” is given twice in the same object.");
  {
    /* in an action too, and the same key in two objects is fine */
    g_autofree char *text = record ("\"Ana\"", "[{\"do\": \"hire\", \"traders\": 9, \"traders\": 1}]");
    g_autoptr (GError) error = NULL;
    g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE);
    g_assert_true (g_str_has_suffix (error->message, "the key “traders” is given twice in the same object."));
  }
}

/* F10: names are UTF-8 without control characters, at most 100 characters,
 * in a record, a new game and an end position. */
static void
test_names (void)
{
  g_autofree char *long_name = repeat ("é", KONTOR_NAME_MAX_CHARS + 1);
  g_autofree char *max_name = repeat ("é", KONTOR_NAME_MAX_CHARS);
  g_autofree char *q_long = g_strdup_printf ("\"%s\"", long_name), *q_max = g_strdup_printf ("\"%s\"", max_name);
  static const char *const refused[][2] = {
    { "\"Ana\\u001b[31m\"", "field “players”: player 1: the name contains a control character (U+001B)." },
    { "\"Ana\\n\"", "field “players”: player 1: the name contains a control character (U+000A)." },
    { "\"A\\u0085\"", "field “players”: player 1: the name contains a control character (U+0085)." },
    { "\"A\\u2028\"", "field “players”: player 1: the name contains a control character (U+2028)." },
  };
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *text = record (refused[i][0], "[]");
      assert_refused (text, -1, KONTOR_RECORD_ERROR_FIELD, refused[i][1]);
    }
  {
    g_autofree char *text = record (q_long, "[]");
    assert_refused (text, -1, KONTOR_RECORD_ERROR_FIELD, "field “players”: player 1: the name is longer than 100 characters.");
  }
  for (guint i = 0; i < 3; i++)
    {
      /* the longest name, an emoji family (zero-width joiners), and the other format's name */
      const char *ok[] = { q_max, "\"👩\u200d👩\u200d👧 Ana\"", "\"kontor-end-position\"" };
      g_autofree char *text = record (ok[i], "[]");
      g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
    }
  /* the checks themselves: invalid UTF-8 (as `kontor-cli new` could pass it) */
  g_assert_false (kontor_player_name_check ("An\xff", 1, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
  g_assert_cmpstr (error->message, ==, "field “players”: player 2: the name is not UTF-8 text (byte 3).");
  g_clear_error (&error);
  {
    /* a new game from the setup page or `kontor-cli new` */
    KontorGameSetup setup = { .board = "base-2-3", .n_players = 3, .names = { "Ana", "B\to", "Cy" },
                              .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                              .virtual_draws = TRUE, .seed = 3 };
    g_autoptr (KontorGame) game = kontor_game_new (&setup, &error);
    g_assert_null (game);
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
    g_assert_cmpstr (error->message, ==, "field “players”: player 2: the name contains a control character (U+0009).");
    g_clear_error (&error);
  }
  {
    /* an end position */
    g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (
      "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-2-3\", \"players\": ["
      "{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}, "
      "{\"name\": \"C\\u001by\", \"color\": \"green\"}]}", -1, &error);
    g_assert_null (end);
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
    g_assert_cmpstr (error->message, ==, "field “players”: player 3: the name contains a control character (U+001B).");
  }
}

/* F9: the format is the parsed "format" field, never a substring. */
static void
test_format (void)
{
  g_autofree char *game_text = record ("\"kontor-end-position\"", "[]");
  static const char *end_text =
    "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-2-3\", \"players\": ["
    "{\"name\": \"kontor-game\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}, "
    "{\"name\": \"Cy\", \"color\": \"green\"}]}";
  g_autoptr (JsonNode) a = NULL, b = NULL, c = NULL, d = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorEndPosition) end = NULL;

  g_assert_true (kontor_json_parse (game_text, -1, &a, &error));
  g_assert_cmpint (kontor_json_format (a), ==, KONTOR_FILE_FORMAT_GAME);
  g_assert_true (kontor_json_parse (end_text, -1, &b, &error));
  g_assert_cmpint (kontor_json_format (b), ==, KONTOR_FILE_FORMAT_END_POSITION);
  end = kontor_end_position_new_from_json (b, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (end->names[0], ==, "kontor-game");
  g_assert_true (kontor_json_parse ("[\"kontor-game\"]", -1, &c, &error));
  g_assert_cmpint (kontor_json_format (c), ==, KONTOR_FILE_FORMAT_UNKNOWN);
  g_assert_true (kontor_json_parse ("", 0, &d, &error));   /* empty: no root, no error */
  g_assert_null (d);
  g_assert_cmpint (kontor_json_format (d), ==, KONTOR_FILE_FORMAT_UNKNOWN);
  g_assert_no_error (error);
}

static KontorGame *
small_game (void)
{
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 3,
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .virtual_draws = TRUE, .seed = 3 };
  return kontor_game_new (&setup, NULL);
}

/* Two entries: hire a trader, end the turn. */
static void
hire (KontorGame *game)
{
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_HIRE);
  a.traders = 1;
  g_assert_true (kontor_game_apply (game, &a, NULL));
  kontor_action_init (&a, KONTOR_DO_END_TURN);
  g_assert_true (kontor_game_apply (game, &a, NULL));
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in DIR, sorted, joined by spaces. */
static char *
listing (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  for (const char *n; d && (n = g_dir_read_name (d));)
    g_ptr_array_add (names, g_strdup (n));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* F2: a full disk (here a file-size limit: writes fail with EFBIG) leaves
 * the last good save and its backup as they were, and no temporary file. */
static void
test_save_disk_full_child (void)
{
  const char *dir = g_getenv ("KONTOR_LIMITS_DIR");
  g_autofree char *path = g_build_filename (dir, "current.kontor", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL, *now = NULL, *now_bak = NULL, *names = NULL, *expected = NULL;
  g_autoptr (KontorGame) from_bak = NULL;
  struct rlimit limit;

  hire (game);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  hire (game);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
  g_assert_cmpuint (strlen (second), >, 200);

  /* only the soft limit, restored at once: the coverage counters of this
   * process are written at its exit and must not be cut short */
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = 200;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  hire (game);
  g_assert_false (kontor_game_save (game, path, &error));
  limit.rlim_cur = limit.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  expected = g_strdup_printf ("Could not save “%s”: %s", path, g_strerror (EFBIG));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);

  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, second);
  g_assert_true (g_file_get_contents (bak, &now_bak, NULL, NULL));
  g_assert_cmpstr (now_bak, ==, first);
  from_bak = kontor_game_new_from_file (bak, NULL, &error);
  g_assert_nonnull (from_bak);
  g_assert_cmpuint (kontor_game_get_n_actions (from_bak), ==, 2);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "current.kontor current.kontor.bak");
}

static void
test_save_disk_full (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current.kontor", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);

  if (g_test_subprocess ())
    {
      test_save_disk_full_child ();
      return;
    }
  g_setenv ("KONTOR_LIMITS_DIR", dir, TRUE);
  g_test_trap_subprocess ("/limits/save-disk-full", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unlink (path);
  g_unlink (bak);
  g_rmdir (dir);
}

/* The backup is the previous file itself (a hard link), and a save leaves
 * nothing else behind. */
static void
test_save_backup_is_previous (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current.kontor", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autofree char *names = NULL;
  GStatBuf before, after;

  for (int i = 0; i < 3; i++)
    {
      hire (game);
      g_assert_true (kontor_game_save (game, path, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  hire (game);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_cmpint (g_stat (bak, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);   /* renamed, not copied */
  names = listing (dir);
  g_assert_cmpstr (names, ==, "current.kontor current.kontor.bak");
  g_unlink (path);
  g_unlink (bak);
  g_rmdir (dir);
}

/* Saves that cannot be made say why and leave nothing behind: onto a
 * folder, and under a name too long for the temporary file. */
static void
test_save_refusals (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (dir, "a-folder.kontor", NULL);
  g_autofree char *long_name = g_strnfill (250, 'k');
  g_autofree char *too_long = g_build_filename (dir, long_name, NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autofree char *want = NULL;
  g_autofree char *names = NULL;

  hire (game);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_false (kontor_game_save (game, folder, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  want = g_strdup_printf ("Could not save “%s”: %s", folder, g_strerror (EISDIR));
  g_assert_cmpstr (error->message, ==, want);
  g_clear_error (&error);
  g_free (want);

  /* 250 characters + ".XXXXXX" is longer than a file name may be */
  g_assert_false (kontor_game_save (game, too_long, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  want = g_strdup_printf ("Could not save “%s”: %s", too_long, g_strerror (ENAMETOOLONG));
  g_assert_cmpstr (error->message, ==, want);

  names = listing (dir);
  g_assert_cmpstr (names, ==, "a-folder.kontor");   /* no temporary file left */
  g_rmdir (folder);
  g_rmdir (dir);
}

/* F5: temporary files of killed saves are removed once a minute old. */
static void
test_clean_stale (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-limits-XXXXXX", NULL);
  g_autofree char *names = NULL;
  static const char *const files[][2] = {
    { "current.kontor.Ab3dE9", "old" },          /* removed */
    { ".goutputstream-V1S8Y3", "old" },          /* removed */
    { "game 2.kontor.A1B2C3", "old" },           /* removed */
    { "current.kontor.Xy7890", "new" },          /* a save under way: kept */
    { "current.kontor", "old" },
    { "current.kontor.bak", "old" },
    { "current.kontor.AbC12", "old" },           /* 5 characters: not a temporary file */
    { "notes.txt.Ab3dE9", "old" },
    { "current.kontor.Ab-dE9", "old" },
  };
  struct timeval old[2] = { { 1000000000, 0 }, { 1000000000, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i][0], NULL);
      g_assert_true (g_file_set_contents (path, "{", -1, NULL));
      if (g_str_equal (files[i][1], "old"))
        g_assert_cmpint (utimes (path, old), ==, 0);
    }
  g_assert_cmpuint (kontor_data_dir_clean_stale (dir), ==, 3);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "current.kontor current.kontor.Ab-dE9 current.kontor.AbC12 current.kontor.Xy7890 "
                              "current.kontor.bak notes.txt.Ab3dE9");
  g_assert_cmpuint (kontor_data_dir_clean_stale (dir), ==, 0);
  g_assert_cmpuint (kontor_data_dir_clean_stale ("/nonexistent/kontor"), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i][0], NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/limits/deep-nesting", test_deep_nesting);
  g_test_add_func ("/limits/size-values-actions", test_size_values_actions);
  g_test_add_func ("/limits/not-regular", test_not_regular);
  g_test_add_func ("/limits/numbers-and-keys", test_numbers_and_keys);
  g_test_add_func ("/limits/names", test_names);
  g_test_add_func ("/limits/format", test_format);
  g_test_add_func ("/limits/save-disk-full", test_save_disk_full);
  g_test_add_func ("/limits/save-backup-is-previous", test_save_backup_is_previous);
  g_test_add_func ("/limits/save-refusals", test_save_refusals);
  g_test_add_func ("/limits/clean-stale", test_clean_stale);
  return g_test_run ();
}
