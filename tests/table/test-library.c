/* The library of games, headless: listing, summaries, order, migration of
 * the old autosave, stale temporary files, new names, adopted files, and
 * delete / undelete / commit. */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

#include "kontor-engine.h"
#include "kontor-file.h"
#include "kontor-library.h"

static char *
src_path (const char *a, const char *b)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), a, b, NULL);
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

/* complete-3p.kontor cut after its first n actions */
static char *
record_prefix (guint n)
{
  g_autofree char *path = src_path ("records", "complete-3p.kontor");
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *actions, *cut = json_array_new ();

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  actions = json_object_get_array_member (root, "actions");
  for (guint i = 0; i < n; i++)
    json_array_add_element (cut, json_node_copy (json_array_get_element (actions, i)));
  json_object_set_array_member (root, "actions", cut);
  return json_to_string (json_parser_get_root (parser), TRUE);
}

static void
set_mtime (const char *path, time_t when)
{
  struct utimbuf t = { .actime = when, .modtime = when };
  g_assert_cmpint (g_utime (path, &t), ==, 0);
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

static KontorLibraryEntry *
item (KontorLibrary *lib, guint i)
{
  /* the library keeps its entries: the reference can be dropped at once */
  KontorLibraryEntry *e = g_list_model_get_item (G_LIST_MODEL (lib), i);
  g_assert_nonnull (e);
  g_object_unref (e);
  return e;
}

static char *
base (KontorLibraryEntry *e)
{
  return g_path_get_basename (kontor_library_entry_get_path (e));
}

static void
test_empty (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autoptr (KontorLibrary) lib = kontor_library_new (dir);
  g_autofree char *games = g_build_filename (dir, "games", NULL);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 0);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (lib)) == KONTOR_TYPE_LIBRARY_ENTRY);
  g_assert_cmpstr (kontor_library_get_folder (lib), ==, games);
  g_assert_true (g_file_test (games, G_FILE_TEST_IS_DIR));
  g_assert_null (kontor_library_get_most_recent (lib));
  remove_tree (dir);
}

/* Every kind of file: a game at the table, a finished game, an end
 * position, damaged files; what is not a game is not listed. */
static void
test_summaries (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *complete = src_path ("records", "complete-3p.kontor");
  g_autofree char *end = src_path ("end-positions", "network-branches-2-3.json");
  g_autofree char *complete_text = read_text (complete);
  g_autofree char *end_text = read_text (end);
  g_autofree char *running = record_prefix (8);
  g_autofree char *deep = g_strnfill (100000, '[');
  struct { const char *name; const char *text; time_t when; } files[] = {
    { "a-running.kontor", running, 1700000400 },
    { "b-finished.kontor", complete_text, 1700000300 },
    { "c-end.json", end_text, 1700000200 },
    { "d-broken.kontor", "{\"format\": \"kontor-game\", \"version\": 1, ", 1700000100 },
    { "e-deep.kontor", deep, 1700000000 },
    { "f-other.json", "{\"format\": \"something-else\"}", 1699999000 },
  };
  KontorLibrary *lib;
  KontorLibraryEntry *e;
  g_autoptr (GDateTime) when = NULL;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (games, files[i].name, NULL);
      write_text (path, files[i].text);
      set_mtime (path, files[i].when);
    }
  {
    /* not listed: a backup, a hidden file, another extension, a folder, a FIFO */
    g_autofree char *bak = g_build_filename (games, "a-running.kontor.bak", NULL);
    g_autofree char *hidden = g_build_filename (games, ".hidden.kontor", NULL);
    g_autofree char *txt = g_build_filename (games, "notes.txt", NULL);
    g_autofree char *sub = g_build_filename (games, "folder.kontor", NULL);
    g_autofree char *fifo = g_build_filename (games, "fifo.kontor", NULL);
    write_text (bak, running);
    write_text (hidden, running);
    write_text (txt, running);
    g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
    g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  }

  lib = kontor_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 6);

  /* most recent first; a game in progress */
  e = item (lib, 0);
  if (kontor_library_entry_get_error (e))
    g_test_message ("%s: %s", kontor_library_entry_get_path (e), kontor_library_entry_get_error (e));
  g_assert_true (e == kontor_library_get_most_recent (lib));
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_false (kontor_library_entry_get_adopted (e));
  g_assert_cmpstr (kontor_library_entry_get_title (e)->id, ==, "hansa-teutonica");
  g_assert_cmpstr (kontor_library_entry_get_board (e), ==, "base-2-3");
  g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 3);
  g_assert_cmpstr (kontor_library_entry_get_player_name (e, 0), ==, "Ana");
  g_assert_cmpstr (kontor_library_entry_get_player_name (e, 2), ==, "Cy");
  g_assert_cmpstr (kontor_library_entry_get_player_color (e, 1), ==, "blue");
  g_assert_false (kontor_library_entry_get_ended (e));
  g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 8);
  g_assert_cmpint (kontor_library_entry_get_turn (e), ==, 4);   /* three turns ended */
  {
    g_autofree char *names = kontor_library_entry_dup_names (e);
    g_assert_cmpstr (names, ==, "Ana, Bo, Cy");
  }
  when = g_date_time_new_from_unix_local (1700000400);
  g_assert_cmpint (g_date_time_compare (kontor_library_entry_get_modified (e), when), ==, 0);

  /* the finished game: final scores and the winner */
  e = item (lib, 1);
  if (kontor_library_entry_get_error (e))
    g_test_message ("%s: %s", kontor_library_entry_get_path (e), kontor_library_entry_get_error (e));
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_true (kontor_library_entry_get_ended (e));
  g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 2069);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 10);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 1), ==, 40);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 2), ==, 21);
  g_assert_false (kontor_library_entry_get_player_won (e, 0));
  g_assert_true (kontor_library_entry_get_player_won (e, 1));
  g_assert_false (kontor_library_entry_get_player_won (e, 2));

  /* an end position (a finished game being scored) */
  e = item (lib, 2);
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_END_POSITION);
  g_assert_cmpstr (kontor_library_entry_get_title (e)->id, ==, "hansa-teutonica");
  g_assert_cmpstr (kontor_library_entry_get_board (e), ==, "base-2-3");
  g_assert_true (kontor_library_entry_get_ended (e));
  g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 3);
  g_assert_cmpstr (kontor_library_entry_get_player_name (e, 0), ==, "Red");
  g_assert_cmpstr (kontor_library_entry_get_player_color (e, 2), ==, "green");
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 41);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 1), ==, 6);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 2), ==, 0);
  g_assert_true (kontor_library_entry_get_player_won (e, 0));
  g_assert_false (kontor_library_entry_get_player_won (e, 1));

  /* damaged files are listed by name with the reason, never parsed deep */
  e = item (lib, 3);
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_nonnull (strstr (kontor_library_entry_get_error (e), "invalid JSON"));
  g_assert_null (kontor_library_entry_get_title (e));
  g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 0);
  {
    g_autofree char *names = kontor_library_entry_dup_names (e);
    g_assert_cmpstr (names, ==, "d-broken.kontor");
  }
  e = item (lib, 4);
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_cmpstr (kontor_library_entry_get_error (e), ==, "Line 1, column 65: the data is nested more than 64 levels deep; a Kontor file never is.");
  e = item (lib, 5);
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_cmpstr (kontor_library_entry_get_error (e), ==, "Not a Kontor file: neither a game record nor an end position.");

  /* a changed file is read again; the order follows */
  {
    g_autofree char *path = g_build_filename (games, "c-end.json", NULL);
    g_autofree char *more = record_prefix (11);
    write_text (path, more);
    set_mtime (path, 1700000500);
    kontor_library_refresh (lib);
    e = item (lib, 0);
    g_assert_cmpstr (kontor_library_entry_get_path (e), ==, path);
    g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
    g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 11);
    g_assert_cmpint (kontor_library_entry_get_turn (e), ==, 5);
  }
  g_object_unref (lib);
  remove_tree (dir);
}

/* The format is the parsed "format" field, not a string anywhere in the file. */
static void
test_detect (void)
{
  g_autofree char *record = record_prefix (2);
  g_autofree char *tricky = NULL;
  g_autoptr (GError) error = NULL;
  char *at = strstr (record, "\"Bo\"");

  g_assert_nonnull (at);
  tricky = g_strdup_printf ("%.*s\"kontor-end-position\"%s", (int) (at - record), record, at + 4);
  g_assert_cmpint (kontor_library_detect (tricky, strlen (tricky), NULL), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_cmpint (kontor_library_detect ("[]", 2, &error), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_error (error, KONTOR_LIBRARY_ERROR, KONTOR_LIBRARY_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_cmpint (kontor_library_detect ("[[[[", 4, &error), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE);
  g_clear_error (&error);
  /* brackets inside strings are not nesting */
  {
    g_autofree char *many = g_strnfill (500, '[');
    g_autofree char *text = g_strdup_printf ("{\"format\": \"kontor-end-position\", \"x\": \"%s\\\"\"}", many);
    g_assert_cmpint (kontor_library_detect (text, strlen (text), NULL), ==, KONTOR_LIBRARY_KIND_END_POSITION);
  }
  /* deeper than any record: refused before json-glib recurses */
  {
    g_autofree char *deep = g_strnfill (100000, '[');
    g_assert_cmpint (kontor_library_detect (deep, 100000, &error), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT);
    g_clear_error (&error);
  }
}

/* The single autosave of earlier versions becomes a game of the library. */
static void
test_migrate (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autofree char *old = g_build_filename (dir, "current.kontor", NULL);
  g_autofree char *old_bak = g_build_filename (dir, "current.kontor.bak", NULL);
  g_autofree char *text = record_prefix (8);
  g_autofree char *bak_text = record_prefix (7);
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (1700000000);
  g_autofree char *stem = g_date_time_format (when, "game-%Y%m%d-%H%M%S.kontor");
  g_autofree char *expected = g_build_filename (dir, "games", stem, NULL);
  g_autofree char *expected_bak = g_strconcat (expected, ".bak", NULL);
  g_autofree char *moved = NULL;
  KontorLibrary *lib;

  write_text (old, text);
  write_text (old_bak, bak_text);
  set_mtime (old, 1700000000);
  lib = kontor_library_new (dir);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old_bak, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_assert_cmpstr (kontor_library_entry_get_path (item (lib, 0)), ==, expected);
  g_assert_cmpuint (kontor_library_entry_get_n_actions (item (lib, 0)), ==, 8);
  moved = read_text (expected_bak);
  g_assert_cmpstr (moved, ==, bak_text);
  g_object_unref (lib);

  /* once only: a second start finds nothing to move */
  lib = kontor_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_object_unref (lib);

  /* only the backup left (the autosave was lost): the backup is the game */
  g_unlink (expected);
  g_unlink (expected_bak);
  write_text (old_bak, bak_text);
  set_mtime (old_bak, 1700000000);
  lib = kontor_library_new (dir);
  g_assert_false (g_file_test (old_bak, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_assert_cmpstr (kontor_library_entry_get_path (item (lib, 0)), ==, expected);
  g_assert_cmpuint (kontor_library_entry_get_n_actions (item (lib, 0)), ==, 7);
  g_object_unref (lib);
  remove_tree (dir);
}

/* Temporary files of saves that never finished are removed at start; a
 * fresh one (a save going on right now) is left alone. */
static void
test_stale_temp_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  const char *stale[] = { "games/game-1.kontor.Ab12Cd", "games/.goutputstream-XY12ZW", "current.kontor.q1W2e3",
                          ".goutputstream-ABCDEF" };
  const char *kept[] = { "games/game-2.kontor.Fr35hh", "games/notes.kontor.txt1", "games/game-3.kontor" };
  KontorLibrary *lib;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = g_build_filename (dir, stale[i], NULL);
      write_text (path, "{");
      set_mtime (path, time (NULL) - 3600);
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);
      write_text (path, "{");
      if (i > 0)
        set_mtime (path, time (NULL) - 3600);
    }
  lib = kontor_library_new (dir);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = g_build_filename (dir, stale[i], NULL);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  /* only game-3.kontor is listed (unreadable: "{") */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_object_unref (lib);
  remove_tree (dir);
}

static void
test_new_path (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autoptr (KontorLibrary) lib = kontor_library_new (dir);
  g_autofree char *a = kontor_library_new_path (lib, KONTOR_LIBRARY_KIND_GAME);
  g_autofree char *a_base = g_path_get_basename (a);
  g_autofree char *a_dir = g_path_get_dirname (a);
  g_autofree char *b = NULL;
  g_autofree char *expected_b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *c_base = NULL;

  g_assert_cmpstr (a_dir, ==, kontor_library_get_folder (lib));
  g_assert_true (g_str_has_prefix (a_base, "game-"));
  g_assert_true (g_str_has_suffix (a_base, ".kontor"));
  g_assert_cmpuint (strlen (a_base), ==, strlen ("game-20261125-044500.kontor"));
  write_text (a, "{");
  b = kontor_library_new_path (lib, KONTOR_LIBRARY_KIND_GAME);
  if (strcmp (a, b) != 0)
    {
      /* the second changed: either a new second, or the same second with "-2" */
      g_autofree char *b_base = g_path_get_basename (b);
      g_assert_true (g_str_has_prefix (b_base, "game-"));
      expected_b = g_strndup (a, strlen (a) - strlen (".kontor"));
      if (g_str_has_prefix (b, expected_b))
        {
          g_autofree char *two = g_strconcat (expected_b, "-2.kontor", NULL);
          g_assert_cmpstr (b, ==, two);
        }
    }
  else
    g_assert_not_reached ();
  c = kontor_library_new_path (lib, KONTOR_LIBRARY_KIND_END_POSITION);
  c_base = g_path_get_basename (c);
  g_assert_true (g_str_has_prefix (c_base, "end-position-"));
  g_assert_true (g_str_has_suffix (c_base, ".json"));
  remove_tree (dir);
}

static guint changes;

static void
on_items_changed (GListModel *model, guint pos, guint removed, guint added, gpointer data)
{
  changes++;
}

static void
test_delete_undelete (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *text = record_prefix (8);
  g_autofree char *one = g_build_filename (games, "one.kontor", NULL);
  g_autofree char *one_bak = g_build_filename (games, "one.kontor.bak", NULL);
  g_autofree char *two = g_build_filename (games, "two.kontor", NULL);
  g_autofree char *three = g_build_filename (games, "three.kontor", NULL);
  KontorLibrary *lib;
  g_autofree char *first = NULL;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  write_text (one, text);
  write_text (one_bak, text);
  write_text (two, text);
  write_text (three, text);
  set_mtime (one, 1700000300);
  set_mtime (two, 1700000200);
  set_mtime (three, 1700000100);
  lib = kontor_library_new (dir);
  g_signal_connect (lib, "items-changed", G_CALLBACK (on_items_changed), NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 3);

  /* delete hides at once, keeps the file */
  changes = 0;
  g_assert_true (kontor_library_delete (lib, one));
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);
  g_assert_true (kontor_library_is_deleted (lib, one));
  g_assert_false (kontor_library_contains (lib, one));
  g_assert_true (g_file_test (one, G_FILE_TEST_EXISTS));
  first = base (item (lib, 0));
  g_assert_cmpstr (first, ==, "two.kontor");
  g_assert_false (kontor_library_delete (lib, one));   /* not listed any more */
  /* a refresh keeps it hidden */
  kontor_library_refresh (lib);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);

  /* undo: back in its place */
  g_assert_true (kontor_library_undelete (lib, one));
  g_assert_false (kontor_library_undelete (lib, one));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 3);
  g_assert_cmpstr (kontor_library_entry_get_path (item (lib, 0)), ==, one);
  /* committing what is not deleted does nothing */
  g_assert_true (kontor_library_commit_deletion (lib, one, NULL));
  g_assert_true (g_file_test (one, G_FILE_TEST_EXISTS));

  /* delete for real: the file and its backup */
  g_assert_true (kontor_library_delete (lib, one));
  g_assert_true (kontor_library_commit_deletion (lib, one, NULL));
  g_assert_false (g_file_test (one, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (one_bak, G_FILE_TEST_EXISTS));
  g_assert_false (kontor_library_is_deleted (lib, one));
  g_assert_false (kontor_library_undelete (lib, one));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);

  /* every pending deletion at once (the app quits) */
  g_assert_true (kontor_library_delete (lib, two));
  g_assert_true (kontor_library_delete (lib, three));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 0);
  g_assert_true (kontor_library_commit_deletion (lib, NULL, NULL));
  g_assert_false (g_file_test (two, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (three, G_FILE_TEST_EXISTS));
  g_object_unref (lib);
  remove_tree (dir);
}

/* A file opened from elsewhere is listed where it is; deleting it from the
 * list forgets it and never removes the file. */
static void
test_adopt (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-lib-XXXXXX", NULL);
  g_autofree char *elsewhere = g_dir_make_tmp ("kontor-elsewhere-XXXXXX", NULL);
  g_autofree char *outside = g_build_filename (elsewhere, "Our game.kontor", NULL);
  g_autofree char *gone = g_build_filename (elsewhere, "gone.kontor", NULL);
  g_autofree char *text = record_prefix (8);
  g_autofree char *own = NULL;
  KontorLibrary *lib;

  write_text (outside, text);
  write_text (gone, text);
  set_mtime (outside, 1700000000);
  lib = kontor_library_new (dir);
  g_assert_true (kontor_library_adopt (lib, outside, NULL));
  g_assert_true (kontor_library_adopt (lib, outside, NULL));   /* once */
  g_assert_true (kontor_library_adopt (lib, gone, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);
  g_assert_true (kontor_library_contains (lib, outside));
  g_assert_true (kontor_library_entry_get_adopted (kontor_library_lookup (lib, outside)));
  /* the folder's own files need no adoption */
  own = kontor_library_new_path (lib, KONTOR_LIBRARY_KIND_GAME);
  write_text (own, text);
  g_assert_true (kontor_library_adopt (lib, own, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 3);
  g_assert_false (kontor_library_entry_get_adopted (kontor_library_lookup (lib, own)));
  g_object_unref (lib);

  /* remembered across starts; a file removed meanwhile is forgotten */
  g_unlink (gone);
  lib = kontor_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);
  g_assert_true (kontor_library_contains (lib, outside));
  g_assert_false (kontor_library_contains (lib, gone));
  g_assert_true (kontor_library_delete (lib, outside));
  g_assert_true (kontor_library_commit_deletion (lib, NULL, NULL));
  g_assert_true (g_file_test (outside, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_object_unref (lib);
  lib = kontor_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_assert_false (kontor_library_contains (lib, outside));
  g_object_unref (lib);
  remove_tree (dir);
  remove_tree (elsewhere);
}

/* kontor_library_read: what the app opens. */
static void
test_read (void)
{
  g_autofree char *end = src_path ("end-positions", "network-branches-2-3.json");
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  KontorLibraryKind kind;
  gsize len = 0;

  g_assert_true (kontor_library_read (end, &data, &len, &kind, NULL));
  g_assert_cmpint (kind, ==, KONTOR_LIBRARY_KIND_END_POSITION);
  g_assert_cmpuint (len, ==, strlen (data));
  g_assert_false (kontor_library_read ("/nonexistent/x.kontor", NULL, NULL, &kind, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (kontor_library_read ("/dev/zero", NULL, NULL, &kind, &error));   /* never read */
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_cmpint (kind, ==, KONTOR_LIBRARY_KIND_UNREADABLE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/empty", test_empty);
  g_test_add_func ("/library/summaries", test_summaries);
  g_test_add_func ("/library/detect", test_detect);
  g_test_add_func ("/library/migrate", test_migrate);
  g_test_add_func ("/library/stale-temp-files", test_stale_temp_files);
  g_test_add_func ("/library/new-path", test_new_path);
  g_test_add_func ("/library/delete-undelete", test_delete_undelete);
  g_test_add_func ("/library/adopt", test_adopt);
  g_test_add_func ("/library/read", test_read);
  return g_test_run ();
}
