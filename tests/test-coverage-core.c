/* The shared core (src/engine) at its edges (issue 27): the bounded reader
 * on files that are not what they claim (/proc files that grow, never end
 * or cannot be read), the byte scan on every kind of token, keys given
 * twice in every kind of object, names, stale temporary files, the atomic
 * save when the backup cannot be made the usual way or the disk fills up,
 * the record envelope, error ids, the title list, the generator's
 * rejection step and the text domain.  Each case pins its exact result. */
#define _POSIX_C_SOURCE 200809L   /* setrlimit, mkfifo, symlink, link, utimensat under -std=c17 */
#define _DEFAULT_SOURCE           /* MAP_ANONYMOUS */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "kontor-engine.h"
#include "kontor-file.h"
#include "kontor-json-private.h"
#include "kontor-counter-title.h"

/* ------------------------------------------------------------ helpers */

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("kontor-core-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (path);
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

static char *
read_text (const char *path)
{
  char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

static void
write_text (const char *path, const char *text)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* A three-player Hansa Teutonica game with two entries (hire, end the turn). */
static KontorGame *
small_game (void)
{
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 3, .names = { "Ana", "Bo", "Cy" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .virtual_draws = TRUE, .seed = 3 };
  g_autoptr (GError) error = NULL;
  KontorGame *game = kontor_game_new (&setup, &error);
  KontorAction a;

  g_assert_no_error (error);
  kontor_action_init (&a, KONTOR_DO_HIRE);
  a.traders = 1;
  g_assert_true (kontor_game_apply (game, &a, NULL));
  kontor_action_init (&a, KONTOR_DO_END_TURN);
  g_assert_true (kontor_game_apply (game, &a, NULL));
  return game;
}

/* ------------------------------------------------------------ reading */

/* A /proc file says it is empty (size 0) yet holds text: the buffer grows
 * as the text comes; the length may be left out. */
static void
test_read_growing (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL, *again = NULL;
  gsize len = 0;
  GStatBuf st;

  if (g_stat ("/proc/self/status", &st) != 0)
    {
      g_test_skip ("no /proc");
      return;
    }
  g_assert_cmpint (st.st_size, ==, 0);
  data = kontor_file_read ("/proc/self/status", &len, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (data, "Name:\t"));
  g_assert_cmpuint (len, ==, strlen (data));
  g_assert_cmpuint (len, >, 100);   /* far more than the 1 byte the size promised */
  g_assert_nonnull (strstr (data, "\nPid:\t"));
  again = kontor_file_read ("/proc/self/status", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (again, "Name:\t"));
}

/* A "file" far larger than it says (this process's memory map in detail,
 * 500 to 700 bytes for each of 12,288 mappings and more): cut at the limit
 * and refused, never read to its end. */
static void
test_read_endless (void)
{
  g_autoptr (GError) error = NULL;
  gsize page = (gsize) sysconf (_SC_PAGESIZE), n = 2 * 12288;
  gsize len = 12345;
  char *region, *data;

  if (!g_file_test ("/proc/self/smaps", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /proc/self/smaps");
      return;
    }
  /* every other page readable: each page a mapping of its own */
  region = mmap (NULL, n * page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  g_assert_true (region != MAP_FAILED);
  for (gsize i = 0; i < n; i += 2)
    if (mprotect (region + i * page, page, PROT_READ) != 0)
      {
        g_assert_cmpint (errno, ==, ENOMEM);   /* more mappings than vm.max_map_count allows */
        munmap (region, n * page);
        g_test_skip ("too few mappings allowed");
        return;
      }
  data = kontor_file_read ("/proc/self/smaps", &len, &error);
  g_assert_cmpint (munmap (region, n * page), ==, 0);
  g_assert_null (data);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==,
                   "“/proc/self/smaps” is larger than 8.0\u00a0MiB: a Kontor file is never that large.");
  g_assert_cmpuint (len, ==, 12345);   /* untouched on failure */
}

/* A regular file whose reading fails (this process's memory at address 0). */
static void
test_read_error (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *want = g_strdup_printf ("Error reading file “/proc/self/mem”: %s", g_strerror (EIO));
  JsonNode *root = (JsonNode *) &error;   /* set to NULL on failure */

  if (!g_file_test ("/proc/self/mem", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /proc/self/mem");
      return;
    }
  g_assert_false (kontor_json_load_file ("/proc/self/mem", &root, &error));
  g_assert_null (root);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, want);
}

/* Data handed over in memory is bounded as a file is. */
static void
test_parse_too_large (void)
{
  gsize n = KONTOR_FILE_MAX_BYTES + 1;
  g_autofree char *data = g_malloc (n + 1);
  g_autoptr (GError) error = NULL;
  JsonNode *root = (JsonNode *) &n;

  memset (data, ' ', n);
  data[n] = '\0';
  g_assert_false (kontor_json_parse (data, (gssize) n, &root, &error));
  g_assert_null (root);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==, "The data is too large (8.0\u00a0MiB): a Kontor file is at most 8.0\u00a0MiB.");
  g_clear_error (&error);
  /* one byte less: read (only blanks: no root, no error) */
  g_assert_true (kontor_json_parse (data, (gssize) n - 1, &root, &error));
  g_assert_no_error (error);
  g_assert_null (root);
}

/* ------------------------------------------------------------ the scan */

typedef struct {
  const char *text;
  int code;              /* -1: read; else the KONTOR_RECORD_ERROR code */
  const char *message;   /* exact, or for json-glib's refusals its start */
} ScanCase;

static void
check_scan (const ScanCase *c, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonNode) root = NULL;
      gboolean ok = kontor_json_parse (c[i].text, -1, &root, &error);

      g_test_message ("case %u: %s → %s", i, c[i].text, error ? error->message : "read");
      if (c[i].code < 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          if (c[i].message)
            {
              g_autofree char *out = json_to_string (root, FALSE);
              g_assert_cmpstr (out, ==, c[i].message);
            }
          continue;
        }
      g_assert_false (ok);
      g_assert_null (root);
      g_assert_error (error, KONTOR_RECORD_ERROR, c[i].code);
      if (c[i].code == KONTOR_RECORD_ERROR_PARSE && g_str_has_prefix (c[i].message, "Not a readable"))
        g_assert_true (g_str_has_prefix (error->message, c[i].message));
      else
        g_assert_cmpstr (error->message, ==, c[i].message);
    }
}

/* Every kind of token the scan steps over: strings of both quotes (with
 * line breaks, unterminated), comments, words, numbers at the end of the
 * data, brackets closed too often, colons outside objects. */
static void
test_scan_tokens (void)
{
  static const ScanCase cases[] = {
    /* a line break inside a string or a comment still counts lines */
    { "[\"a\nb\", 1, 0x10000000000000000]", KONTOR_RECORD_ERROR_PARSE,
      "Line 2, column 8: the whole number 0x10000000000000000 is too large for any field." },
    { "/* one\ntwo\n */ [0x10000000000000000]", KONTOR_RECORD_ERROR_PARSE,
      "Line 3, column 6: the whole number 0x10000000000000000 is too large for any field." },
    /* a decimal whole number beyond 64 bits is read as the float it is near
     * (no field takes one), at the 64-bit edges and at the end of the data */
    { "[9223372036854775807, -9223372036854775808]", -1, "[9223372036854775807,-9223372036854775808]" },
    { "[9223372036854775808, -9223372036854775809, 99999999999999999999]", -1, NULL },
    { "99999999999999999999", -1, NULL },
    /* comments that are not closed, or hold a star */
    { "[1] /* * * */", -1, "[1]" },
    { "[1] /* never closed", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    { "[1] /* *", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    /* a slash that opens no comment, at the end and before something else */
    { "[1] /", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    { "[1] /x", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    /* a string never closed: the scan stops at the end of the data */
    { "[\"abc", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    /* words: at the very end, with an underscore */
    { "true", -1, "true" },
    { "[null, false, tr_ue]", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    { "[_x]", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    /* numbers: at the very end, with fractions and exponents (not ours to judge) */
    { "12", -1, "12" },
    { "[1.5e+3, -2E-2, 0.25]", -1, "[1500.0,-0.02,0.25]" },
    { "[99999999999999999999.5]", -1, NULL },
    /* hexadecimal: upper-case X, the 64-bit edges on both sides */
    { "0X7FFFFFFFFFFFFFFF", -1, "9223372036854775807" },
    { "[0x7fffffffffffffff, 0x1f]", -1, "[9223372036854775807,31]" },
    { "0x10000000000000000", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 1: the whole number 0x10000000000000000 is too large for any field." },
    { "-0x8000000000000000", -1, "-9223372036854775808" },
    { "-0x8000000000000001", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 1: the whole number -0x8000000000000001 is too large for any field." },
    { "-0x9000000000000000", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 1: the whole number -0x9000000000000000 is too large for any field." },
    { "-0x10000000000000000", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 1: the whole number -0x10000000000000000 is too large for any field." },
    /* a number longer than 40 characters is named by its first 40 */
    { "[0x123456789012345678901234567890123456789012345]", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 2: the whole number 0x12345678901234567890123456789012345678… is too large for any field." },
    /* closed more often than opened; colons outside an object */
    { "]]", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    { "[1: 2]", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
    { ":", KONTOR_RECORD_ERROR_PARSE, "Not a readable game record (invalid JSON: " },
  };
  check_scan (cases, G_N_ELEMENTS (cases));
}

/* A key given twice, found in objects holding every kind of value. */
static void
test_scan_duplicates (void)
{
  static const ScanCase cases[] = {
    /* nested lists and objects (with their commas) before the second key */
    { "{\"a\": [1, [2, 3]], \"b\": {\"c\": 1, \"d\": [4]}, /* note */ \"a\": 5}", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 56: the key “a” is given twice in the same object." },
    /* keys in single quotes, a line break before the second */
    { "{'k': 1,\n 'k': 2}", KONTOR_RECORD_ERROR_PARSE,
      "Line 2, column 2: the key “k” is given twice in the same object." },
    /* the same key in both quotes */
    { "{\"k\": 1, 'k': 2}", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 10: the key “k” is given twice in the same object." },
    /* a value in single quotes between the two */
    { "{\"a\": 'x', \"a\": 1}", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 12: the key “a” is given twice in the same object." },
    /* a string value that looks like a key is not one */
    { "{\"a\": \"b\", \"b\": 1}", -1, "{\"a\":\"b\",\"b\":1}" },
    /* the same key in two objects, and in an object inside a list */
    { "[{\"a\": 1}, {\"a\": 2}, [{\"z\": {\"a\": 1}}]]", -1, NULL },
    /* the second object of a list gives a key twice */
    { "[{\"a\": 1}, {\"b\": 1, \"b\": 2}]", KONTOR_RECORD_ERROR_PARSE,
      "Line 1, column 21: the key “b” is given twice in the same object." },
  };
  check_scan (cases, G_N_ELEMENTS (cases));
}

/* With its length given, the data needs no NUL at its end, and the scan
 * never reads past it: each text below sits in a buffer of exactly its
 * length (the sanitizer build catches a byte read too far). */
static void
test_scan_exact_length (void)
{
  static const struct { const char *text; int code; } cases[] = {
    { "[1] /", KONTOR_RECORD_ERROR_PARSE },
    { "[1] /*", KONTOR_RECORD_ERROR_PARSE },
    { "[1] /* *", KONTOR_RECORD_ERROR_PARSE },
    { "[\"ab\\", KONTOR_RECORD_ERROR_PARSE },
    { "12", -1 },
    { "-0x1f", -1 },
    { "true", -1 },
    { "{\"a\": 1, \"a\": 2}", KONTOR_RECORD_ERROR_PARSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize n = strlen (cases[i].text);
      g_autofree char *exact = g_memdup2 (cases[i].text, n);
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonNode) root = NULL;
      gboolean ok = kontor_json_parse (exact, (gssize) n, &root, &error);

      if (cases[i].code < 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_nonnull (root);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, KONTOR_RECORD_ERROR, cases[i].code);
        }
    }
}

/* ------------------------------------------------------------ names */

static void
test_names (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *long_name = g_strnfill (KONTOR_NAME_MAX_CHARS + 1, 'x');

  g_assert_true (kontor_player_name_check (NULL, 0, &error));   /* no name: the colour's */
  g_assert_true (kontor_player_name_check ("", 0, &error));
  g_assert_no_error (error);
  g_assert_false (kontor_player_name_check ("Ana\u2029Bo", 3, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
  g_assert_cmpstr (error->message, ==, "field “players”: player 4: the name contains a control character (U+2029).");
  g_clear_error (&error);
  g_assert_false (kontor_player_name_check ("\x7f", 0, &error));
  g_assert_cmpstr (error->message, ==, "field “players”: player 1: the name contains a control character (U+007F).");
  g_clear_error (&error);
  g_assert_false (kontor_player_name_check (long_name, 1, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD);
  g_assert_cmpstr (error->message, ==, "field “players”: player 2: the name is longer than 100 characters.");
  g_clear_error (&error);
  long_name[KONTOR_NAME_MAX_CHARS] = '\0';
  g_assert_true (kontor_player_name_check (long_name, 1, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------ stale files */

/* Only old regular files with a temporary file's name go: not a folder or a
 * link of that name, not a name whose random part is too short. */
static void
test_clean_stale (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *names = NULL;
  const char *files[] = { ".goutputstream-ABC", ".goutputstream-ABCDEFG", "x.kontor.Q1w2E3", "y.kontor.Z9y8X7" };
  g_autofree char *folder = g_build_filename (dir, "game.kontor.AbCdEf", NULL);
  g_autofree char *link = g_build_filename (dir, "link.kontor.AbCdEf", NULL);
  g_autofree char *target = g_build_filename (dir, "y.kontor.Z9y8X7", NULL);
  struct timeval old[2] = { { 1000000000, 0 }, { 1000000000, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);
      write_text (path, "{");
      g_assert_cmpint (utimes (path, old), ==, 0);
    }
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_cmpint (utimes (folder, old), ==, 0);
  g_assert_cmpint (symlink (target, link), ==, 0);
  {
    struct timespec old_link[2] = { { 1000000000, 0 }, { 1000000000, 0 } };
    g_assert_cmpint (utimensat (AT_FDCWD, link, old_link, AT_SYMLINK_NOFOLLOW), ==, 0);
  }
  /* only x.kontor.Q1w2E3 and y.kontor.Z9y8X7 (the link's target stays a file of its own) */
  g_assert_cmpuint (kontor_data_dir_clean_stale (dir), ==, 2);
  names = listing (dir);
  g_assert_cmpstr (names, ==, ".goutputstream-ABC .goutputstream-ABCDEFG game.kontor.AbCdEf link.kontor.AbCdEf");
  remove_tree (dir);
}

/* ------------------------------------------------------------ saving */

static void
assert_save_fails (KontorGame *game, const char *path, const char *named, int err)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *want = g_strdup_printf ("Could not save “%s”: %s", named, g_strerror (err));
  g_assert_false (kontor_game_save (game, path, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpstr (error->message, ==, want);
}

/* The file to replace cannot be kept as the backup: a loop of links, a
 * FIFO, a backup that is a folder.  Nothing is left behind. */
static void
test_save_backup_refused (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *loop = g_build_filename (dir, "loop.kontor", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.kontor", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *game_bak = g_build_filename (dir, "game.kontor.bak", NULL);
  g_autofree char *inside = g_build_filename (game_bak, "keep", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autofree char *names = NULL, *text = NULL, *kept = NULL;

  g_assert_cmpint (symlink (loop, loop), ==, 0);
  assert_save_fails (game, loop, loop, ELOOP);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_save_fails (game, fifo, fifo, EINVAL);
  /* the backup's place is a folder (not empty): the link cannot be renamed there */
  write_text (game_path, "old");
  g_assert_cmpint (g_mkdir (game_bak, 0755), ==, 0);
  write_text (inside, "kept");
  assert_save_fails (game, game_path, game_bak, EISDIR);
  text = read_text (game_path);
  g_assert_cmpstr (text, ==, "old");
  kept = read_text (inside);
  g_assert_cmpstr (kept, ==, "kept");
  names = listing (dir);
  g_assert_cmpstr (names, ==, "fifo.kontor game.kontor game.kontor.bak loop.kontor");
  remove_tree (dir);
}

/* The backup already is the file itself (a hard link made by hand):
 * renaming onto it does nothing, and the extra link goes. */
static void
test_save_backup_same_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *bak = g_build_filename (dir, "game.kontor.bak", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) again = NULL;
  g_autofree char *names = NULL, *old = NULL;

  write_text (path, "previous");
  g_assert_cmpint (link (path, bak), ==, 0);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "game.kontor game.kontor.bak");
  old = read_text (bak);
  g_assert_cmpstr (old, ==, "previous");
  again = kontor_game_new_from_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (kontor_game_get_n_actions (again), ==, 2);
  remove_tree (dir);
}

/* The backup's temporary link name is random (GLib's generator): with the
 * generator seeded, the names it will try are known.  Taken names are
 * tried again (and left alone); when all 100 tries are taken the file is
 * renamed to the backup instead. */
static void
save_with_names_taken (guint n_taken)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *bak = g_build_filename (dir, "game.kontor.bak", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) taken = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *old = NULL;
  GStatBuf before, after;

  write_text (path, "previous");
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  g_random_set_seed (27);
  for (guint i = 0; i < n_taken; i++)
    {
      char *name = g_strdup_printf ("%s.%06X", path, g_random_int_range (0, 0x1000000));
      write_text (name, "taken");
      g_ptr_array_add (taken, name);
    }
  g_random_set_seed (27);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < taken->len; i++)
    {
      g_autofree char *text = read_text (taken->pdata[i]);
      g_assert_cmpstr (text, ==, "taken");
    }
  old = read_text (bak);
  g_assert_cmpstr (old, ==, "previous");
  g_assert_cmpint (g_stat (bak, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);   /* the file itself, never a copy */
  {
    g_autoptr (KontorGame) again = kontor_game_new_from_file (path, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (kontor_game_get_n_actions (again), ==, 2);
  }
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    guint n = 0;
    while (g_dir_read_name (d))
      n++;
    g_assert_cmpuint (n, ==, 2 + n_taken);   /* the record, its backup and the names taken */
  }
  remove_tree (dir);
}

static void
test_save_link_names_taken (void)
{
  save_with_names_taken (3);
  save_with_names_taken (100);
}

/* All 100 link names taken and the backup's place a folder: the rename to
 * the backup fails too, and says so; the file stays as it was. */
static void
test_save_no_backup_possible (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *bak = g_build_filename (dir, "game.kontor.bak", NULL);
  g_autofree char *inside = g_build_filename (bak, "keep", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autofree char *text = NULL;

  write_text (path, "previous");
  g_assert_cmpint (g_mkdir (bak, 0755), ==, 0);
  write_text (inside, "kept");
  g_random_set_seed (27);
  for (guint i = 0; i < 100; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s.%06X", path, g_random_int_range (0, 0x1000000));
      write_text (name, "taken");
    }
  g_random_set_seed (27);
  assert_save_fails (game, path, bak, EISDIR);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "previous");
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    guint n = 0;
    while (g_dir_read_name (d))
      n++;
    g_assert_cmpuint (n, ==, 2 + 100);   /* no temporary file left */
  }
  remove_tree (dir);
}

/* The file to replace has as many hard links as its file system allows
 * (65,000 on ext4): the backup cannot be another link, so the file itself
 * is renamed to the backup.  Skipped where links are not limited so. */
static void
test_save_too_many_links (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *bak = g_build_filename (dir, "game.kontor.bak", NULL);
  g_autofree char *links = g_build_filename (dir, "links", NULL);
  g_autoptr (KontorGame) game = small_game ();
  g_autoptr (GError) error = NULL;
  g_autofree char *old = NULL, *names = NULL;
  GStatBuf before, after;
  int err = 0;

  write_text (path, "previous");
  g_assert_cmpint (g_mkdir (links, 0755), ==, 0);
  for (guint i = 0; i < 200000 && err == 0; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/%u", links, i);
      if (link (path, name) != 0)
        err = errno;
    }
  if (err != EMLINK)
    {
      g_test_skip ("hard links are not limited here");
      remove_tree (dir);
      return;
    }
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  g_assert_true (kontor_game_save (game, path, &error));
  g_assert_no_error (error);
  old = read_text (bak);
  g_assert_cmpstr (old, ==, "previous");
  g_assert_cmpint (g_stat (bak, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);   /* renamed, not copied */
  names = listing (dir);
  g_assert_cmpstr (names, ==, "game.kontor game.kontor.bak links");
  {
    g_autoptr (KontorGame) again = kontor_game_new_from_file (path, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (kontor_game_get_n_actions (again), ==, 2);
  }
  remove_tree (dir);
}

/* The disk fills up (a file-size limit) in the middle of the record: the
 * first write is cut short, the next fails.  The last save stays, no
 * temporary file is left.  In a child process; the limit is lifted again
 * before it ends. */
static void
test_save_short_write (void)
{
  g_autofree char *dir = NULL;

  if (g_test_subprocess ())
    {
      const char *where = g_getenv ("KONTOR_CORE_DIR");
      g_autofree char *path = g_build_filename (where, "game.kontor", NULL);
      g_autoptr (KontorGame) game = small_game ();
      g_autofree char *names = NULL, *text = NULL;
      struct rlimit limit;

      write_text (path, "previous");
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      limit.rlim_cur = 100;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      assert_save_fails (game, path, path, EFBIG);
      limit.rlim_cur = limit.rlim_max;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      text = read_text (path);
      g_assert_cmpstr (text, ==, "previous");
      names = listing (where);
      g_assert_cmpstr (names, ==, "game.kontor");
      return;
    }
  dir = make_dir ();
  g_setenv ("KONTOR_CORE_DIR", dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  remove_tree (dir);
}

/* ------------------------------------------------------------ the record */

static void
assert_record_refused (const char *text, int code, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_RECORD_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
}

#define HEADER "\"format\": \"kontor-game\", \"version\": 1, \"game\": \"test-counter\", " \
               "\"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}]"

/* The envelope's fields of the wrong kind, and the entry list. */
static void
test_envelope (void)
{
  assert_record_refused ("{\"format\": \"kontor-game\", \"version\": [1]}", KONTOR_RECORD_ERROR_VERSION,
                         "field “version”: must be a whole number.");
  assert_record_refused ("{\"format\": \"kontor-game\", \"version\": \"1\"}", KONTOR_RECORD_ERROR_VERSION,
                         "field “version”: must be a whole number.");
  assert_record_refused ("{\"format\": \"kontor-game\"}", KONTOR_RECORD_ERROR_VERSION,
                         "field “version”: must be a whole number.");
  assert_record_refused ("{\"format\": \"kontor-game\", \"version\": 1, \"game\": 7}", KONTOR_RECORD_ERROR_GAME,
                         "field “game”: must name a game, e.g. “hansa-teutonica”.");
  assert_record_refused ("{" HEADER "}", KONTOR_RECORD_ERROR_FIELD, "field “actions”: must be a list (it may be empty).");
  assert_record_refused ("{" HEADER ", \"actions\": {}}", KONTOR_RECORD_ERROR_FIELD,
                         "field “actions”: must be a list (it may be empty).");
  assert_record_refused ("", KONTOR_RECORD_ERROR_PARSE, "The file is empty: it holds no game record.");
  {
    /* refused without anyone asking which entry */
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonNode) root = json_from_string ("{" HEADER ", \"actions\": [{\"do\": \"add\", \"n\": 2}, 5]}", NULL);
    g_autoptr (KontorGame) game = kontor_game_new_from_json (root, NULL, &error);
    g_assert_null (game);
    g_assert_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_BAD_ENTRY);
    g_assert_cmpstr (error->message, ==, "Action 1 (?): an entry is {\"do\": \"add\", \"n\": N}");
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (KontorGame) game = kontor_game_new_from_data ("{" HEADER ", \"actions\": [{\"do\": \"add\", \"n\": 3}]}",
                                                             -1, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (kontor_game_get_n_actions (game), ==, 1);
  }
}

/* ------------------------------------------------------------ a title of the tests' own */

static gboolean fail_init;
static gboolean fail_apply;
static int n_clears;

static gboolean
core_position_init (gpointer pos, gconstpointer setup, GError **error)
{
  if (fail_init)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_SETUP, "no game today");
      return FALSE;
    }
  return kontor_counter_title.position_init (pos, setup, error);
}

static gboolean
core_apply (gpointer pos, gconstpointer action, GError **error)
{
  if (fail_apply)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_TOO_MUCH, "changed its mind");
      return FALSE;
    }
  return kontor_counter_title.apply (pos, action, error);
}

static void
core_setup_clear (gpointer setup)
{
  n_clears++;
}

/* The counter, without error ids and with a setup to clear. */
static KontorTitle core_title;
/* The counter whose start can fail, with nothing to clear. */
static KontorTitle bare_title;

static void
register_titles (void)
{
  core_title = kontor_counter_title;
  core_title.id = "test-core";
  core_title.error_prefix = "core";
  core_title.error_id = NULL;
  core_title.setup_clear = core_setup_clear;
  core_title.position_init = core_position_init;
  core_title.apply = core_apply;
  kontor_title_register (&core_title);
  bare_title = core_title;
  bare_title.id = "test-bare";
  bare_title.setup_clear = NULL;
  kontor_title_register (&bare_title);
}

static JsonObject *
two_players (JsonParser *parser)
{
  g_assert_true (json_parser_load_from_data (parser, "{\"players\": [{\"name\": \"A\", \"color\": \"red\"},"
                                             " {\"name\": \"B\", \"color\": \"blue\"}]}", -1, NULL));
  return json_node_get_object (json_parser_get_root (parser));
}

/* A game whose start fails: the error comes back, the setup is cleared
 * once (when the title has something to clear). */
static void
test_start_fails (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *header = two_players (parser);
  g_autoptr (GError) error = NULL;
  KontorGame *game;

  fail_init = TRUE;
  n_clears = 0;
  game = kontor_game_new_from_header (&core_title, header, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_SETUP);
  g_assert_cmpint (n_clears, ==, 1);
  g_clear_error (&error);
  game = kontor_game_new_from_header (&bare_title, header, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, "no game today");
  g_assert_cmpint (n_clears, ==, 1);
  fail_init = FALSE;
  /* a good start: the setup is cleared when the game goes */
  game = kontor_game_new_from_header (&core_title, header, NULL);
  g_assert_nonnull (game);
  g_assert_cmpint (n_clears, ==, 1);
  g_object_unref (game);
  g_assert_cmpint (n_clears, ==, 2);
}

/* A title that cannot replay what it accepted (against the contract):
 * looking back and redo say so loudly and change nothing. */
static void
test_replay_broken_title (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (KontorGame) game = kontor_game_new_from_header (&core_title, two_players (parser), NULL);
  KontorCounterAction a = { .n = 2, .by = -1 };
  KontorCounterPosition pos;

  g_assert_true (kontor_game_apply (game, &a, NULL));
  g_assert_true (kontor_game_apply (game, &a, NULL));
  g_assert_true (kontor_game_undo (game));
  fail_apply = TRUE;
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*should not be reached*");
  kontor_game_position_at (game, 2, &pos);
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*should not be reached*");
  g_assert_false (kontor_game_redo (game));
  g_test_assert_expected_messages ();
  fail_apply = FALSE;
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 1);
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (game))->counter, ==, 2);
  g_assert_true (kontor_game_redo (game));
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (game))->counter, ==, 4);
}

/* Error ids: the envelope's, the title's, the core's "bad entry" for a
 * title that names none, nothing without a title or an error. */
static void
test_error_ids (void)
{
  g_autoptr (GError) field = g_error_new_literal (KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, "x");
  g_autoptr (GError) io = g_error_new_literal (KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO, "x");
  g_autoptr (GError) limit = g_error_new_literal (KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT, "x");
  g_autoptr (GError) other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "x");
  g_autoptr (GError) counter = g_error_new_literal (KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_TOO_MUCH, "x");

  g_assert_null (kontor_error_id (&core_title, NULL));
  g_assert_cmpstr (kontor_error_id (NULL, limit), ==, "kontor.format");
  g_assert_null (kontor_error_id (NULL, field));
  g_assert_null (kontor_error_id (NULL, other));
  g_assert_cmpstr (kontor_error_id (&core_title, field), ==, "core.bad-entry");
  g_assert_null (kontor_error_id (&core_title, io));
  g_assert_null (kontor_error_id (&core_title, other));
  g_assert_null (kontor_error_id (&core_title, counter));   /* the title names none */
  g_assert_cmpstr (kontor_error_id (&kontor_counter_title, counter), ==, "counter.too-much");
  g_assert_cmpstr (kontor_error_id (&kontor_counter_title, field), ==, "counter.bad-entry");
  g_assert_null (kontor_error_id (&kontor_counter_title, other));
}

/* A game object nobody set up (g_object_new) is finalized without harm;
 * the type checks tell a game from anything else. */
static void
test_bare_game (void)
{
  GObject *bare = g_object_new (KONTOR_TYPE_GAME, NULL);
  g_autoptr (GObject) other = g_object_new (G_TYPE_OBJECT, NULL);

  g_assert_true (KONTOR_IS_GAME (bare));
  g_assert_false (KONTOR_IS_GAME (other));
  g_assert_false (KONTOR_IS_GAME (NULL));
  g_object_add_weak_pointer (bare, (gpointer *) &bare);
  g_object_unref (bare);
  g_assert_null (bare);
}

/* ------------------------------------------------------------ small parts */

/* The titles: every compiled-in one is found by its id, nothing by NULL. */
static void
test_titles (void)
{
  guint n = 0;
  const KontorTitle *const *all = kontor_titles (&n);

  g_assert_true (kontor_titles (NULL) == all);
  g_assert_cmpuint (n, >=, 5);   /* hansa-teutonica, hansa-schacht, the counter and this test's two */
  for (guint i = 0; i < n; i++)
    g_assert_true (kontor_title_lookup (all[i]->id) == all[i]);
  g_assert_true (kontor_title_lookup ("test-core") == &core_title);
  g_assert_null (kontor_title_lookup (NULL));
  g_assert_null (kontor_title_lookup ("no-such-game"));
}

/* SplitMix64 rejects the values that would bias kontor_rng_below.  The seed
 * below is the state whose next value is 2^64 - 1 (SplitMix64's output
 * function is invertible): that value is rejected, the next one used. */
static void
test_rng_rejection (void)
{
  const guint64 seed = G_GUINT64_CONSTANT (0x31628af67b2131ab);
  const guint64 step = G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);   /* SplitMix64's increment */
  KontorRng rng;

  kontor_rng_init (&rng, seed);
  g_assert_cmpuint (kontor_rng_next (&rng), ==, G_MAXUINT64);
  g_assert_cmpuint (kontor_rng_next (&rng), ==, G_GUINT64_CONSTANT (0xc0986a9c933f53d1));
  kontor_rng_init (&rng, seed);
  g_assert_cmpuint (kontor_rng_below (&rng, 1000), ==, 833);   /* 0xc0986a9c933f53d1 % 1000 */
  g_assert_cmpuint (rng.state, ==, seed + 2 * step);
  kontor_rng_init (&rng, seed);
  g_assert_cmpuint (kontor_rng_below (&rng, 1), ==, 0);   /* even n = 1 rejects 2^64 - 1 */
  g_assert_cmpuint (rng.state, ==, seed + 2 * step);
}

/* The strict typed accessors every reader uses: absent, null, wrong kind. */
static void
test_json_accessors (void)
{
  g_autoptr (JsonNode) root = json_from_string ("{\"i\": 3, \"f\": 1.5, \"s\": \"x\", \"o\": {}, \"a\": [], \"n\": null}", NULL);
  JsonObject *o = json_node_get_object (root);
  gint64 v = -1;

  g_assert_true (kontor_json_node_is_int (json_object_get_member (o, "i")));
  g_assert_false (kontor_json_node_is_int (json_object_get_member (o, "f")));
  g_assert_false (kontor_json_node_is_int (json_object_get_member (o, "o")));
  g_assert_false (kontor_json_node_is_int (NULL));
  g_assert_true (kontor_json_int (o, "i", &v));
  g_assert_cmpint (v, ==, 3);
  g_assert_false (kontor_json_int (o, "s", &v));
  g_assert_false (kontor_json_int (o, "a", &v));
  g_assert_false (kontor_json_int (o, "missing", &v));
  g_assert_false (kontor_json_int (NULL, "i", &v));
  g_assert_cmpint (v, ==, 3);
  g_assert_cmpstr (kontor_json_string (o, "s"), ==, "x");
  g_assert_null (kontor_json_string (o, "i"));
  g_assert_null (kontor_json_string (o, "o"));
  g_assert_nonnull (kontor_json_object (o, "o"));
  g_assert_null (kontor_json_object (o, "a"));
  g_assert_nonnull (kontor_json_array (o, "a"));
  g_assert_null (kontor_json_array (o, "o"));
  g_assert_true (kontor_json_absent (o, "n"));
  g_assert_true (kontor_json_absent (o, "missing"));
  g_assert_false (kontor_json_absent (o, "i"));
  g_assert_cmpint (kontor_json_format (root), ==, KONTOR_FILE_FORMAT_UNKNOWN);
}

/* The text domain: $KONTOR_LOCALEDIR when set and not empty, else the
 * installed folder. */
static void
test_i18n (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("KONTOR_LOCALEDIR"));

  g_unsetenv ("KONTOR_LOCALEDIR");
  kontor_i18n_init ();
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, LOCALEDIR);
  g_setenv ("KONTOR_LOCALEDIR", "", TRUE);
  kontor_i18n_init ();
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, LOCALEDIR);
  g_setenv ("KONTOR_LOCALEDIR", "/nonexistent/locale", TRUE);
  kontor_i18n_init ();
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, "/nonexistent/locale");
  if (saved)
    g_setenv ("KONTOR_LOCALEDIR", saved, TRUE);
  else
    g_unsetenv ("KONTOR_LOCALEDIR");
  kontor_i18n_init ();
}

/* A backslash in a '…' string is no escape for json-glib ('\' is a whole
 * string): the scan must not skip what follows it (a nesting deeper than
 * the limit crashed the parser; a key given twice went through). */
static void
test_scan_single_quote_backslash (void)
{
  g_autoptr (GString) deep = g_string_new ("{\"format\": \"kontor-game\", \"version\": 1, \"note\": ['\\', ");
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;

  for (int i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 200000; i++)
    g_string_append_c (deep, ']');
  g_string_append (deep, ", ''], \"actions\": []}");
  g_assert_false (kontor_json_parse (deep->str, (gssize) deep->len, &root, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==,
                   "Line 1, column 117: the data is nested more than 64 levels deep; a Kontor file never is.");
  g_clear_error (&error);

  g_assert_false (kontor_json_parse ("{\"note\": ['\\', {\"a\": 1, \"a\": 2}, '']}", -1, &root, &error));
  g_assert_cmpstr (error->message, ==, "Line 1, column 25: the key “a” is given twice in the same object.");
  g_clear_error (&error);
  /* in "…" a backslash escapes the quote */
  g_assert_true (kontor_json_parse ("{\"a\": \"x\\\"y\", \"b\": 1}", -1, &root, &error));
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
  register_titles ();
  g_test_add_func ("/core/read-growing", test_read_growing);
  g_test_add_func ("/core/read-endless", test_read_endless);
  g_test_add_func ("/core/read-error", test_read_error);
  g_test_add_func ("/core/parse-too-large", test_parse_too_large);
  g_test_add_func ("/core/scan-tokens", test_scan_tokens);
  g_test_add_func ("/core/scan-single-quote-backslash", test_scan_single_quote_backslash);
  g_test_add_func ("/core/scan-duplicates", test_scan_duplicates);
  g_test_add_func ("/core/scan-exact-length", test_scan_exact_length);
  g_test_add_func ("/core/names", test_names);
  g_test_add_func ("/core/clean-stale", test_clean_stale);
  g_test_add_func ("/core/save-backup-refused", test_save_backup_refused);
  g_test_add_func ("/core/save-backup-same-file", test_save_backup_same_file);
  g_test_add_func ("/core/save-link-names-taken", test_save_link_names_taken);
  g_test_add_func ("/core/save-no-backup-possible", test_save_no_backup_possible);
  g_test_add_func ("/core/save-too-many-links", test_save_too_many_links);
  g_test_add_func ("/core/save-short-write", test_save_short_write);
  g_test_add_func ("/core/envelope", test_envelope);
  g_test_add_func ("/core/start-fails", test_start_fails);
  g_test_add_func ("/core/replay-broken-title", test_replay_broken_title);
  g_test_add_func ("/core/error-ids", test_error_ids);
  g_test_add_func ("/core/bare-game", test_bare_game);
  g_test_add_func ("/core/titles", test_titles);
  g_test_add_func ("/core/rng-rejection", test_rng_rejection);
  g_test_add_func ("/core/json-accessors", test_json_accessors);
  g_test_add_func ("/core/i18n", test_i18n);
  return g_test_run ();
}
