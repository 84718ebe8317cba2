/* Every input the fuzzers ever found (tests/fuzz/regressions) and every test
 * record goes through the loaders again: refused cleanly or loaded, never a
 * crash (this suite also runs under ASan and UBSan). */
#include "config.h"

#include "kontor-engine.h"

static int
run_dir (const char *dir, gboolean board)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  int n = 0;
  if (d == NULL)
    return 0;
  for (const char *name; (name = g_dir_read_name (d));)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      gsize len;
      g_autoptr (GError) error = NULL;
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR) || !g_file_get_contents (path, &data, &len, NULL))
        continue;
      if (board)
        {
          g_autoptr (KontorBoard) b = kontor_board_new_from_data (data, len, name, &error);
          g_assert_true (b != NULL || error != NULL);
        }
      else
        {
          g_autoptr (KontorGame) game = kontor_game_new_from_data (data, (gssize) len, NULL, &error);
          g_autoptr (GError) e2 = NULL;
          g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (data, (gssize) len, &e2);
          g_assert_true (game != NULL || error != NULL);
          g_assert_true (end != NULL || e2 != NULL);
          if (game)
            {
              /* any title: its score output and its own self-check */
              const KontorTitle *title = kontor_game_get_title (game);
              g_autofree char *json = kontor_game_to_json (game);
              g_autoptr (JsonNode) score = kontor_game_score_json (game);
              g_assert_nonnull (score);
              g_assert_true (title->check_invariants (kontor_game_get_position (game), NULL));
            }
        }
      n++;
    }
  return n;
}

static void
test_regressions (void)
{
  const char *src = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *rec = g_build_filename (src, "fuzz", "regressions", "record", NULL);
  g_autofree char *board = g_build_filename (src, "fuzz", "regressions", "board", NULL);
  g_autofree char *broken = g_build_filename (src, "records", "broken", NULL);
  int n = run_dir (rec, FALSE) + run_dir (board, TRUE) + run_dir (broken, FALSE);
  g_test_message ("%d inputs", n);
  g_assert_cmpint (n, >, 30);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz/regressions", test_regressions);
  return g_test_run ();
}
