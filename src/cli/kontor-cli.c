/* kontor-cli: replay, validate and score Kontor game records of every title.
 *
 * Exit status: 0 ok, 1 illegal or invalid game, 2 usage or unreadable file. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kontor-cli-bench.h"
#include "kontor-engine.h"
#include "kontor-cli.h"

#define EXIT_ILLEGAL 1
#define EXIT_USAGE 2

/* The options of every command (GOptionContext, one per command). */
typedef struct {
  gboolean json;
  char *game;
  char *board;
  char *players;
  char *seed_text;
  gint64 seed;          /* -1: none */
  int games;
  gboolean full_legal;
  int at;               /* fix: the entry, -1: not given */
  char *replace;
  char *insert;
  gboolean delete;
  gboolean drop_waiting;
  char *output;
} CliOptions;

static int
usage_hint (const char *command)
{
  if (command)
    /* Translators: %s is a command name (replay, score, ...), not translated */
    g_printerr (_("Run “kontor-cli %s --help” to see its options.\n"), command);
  else
    g_printerr (_("Run “kontor-cli --help” to see the commands.\n"));
  return EXIT_USAGE;
}

/* "FILE: ID: MESSAGE" (game-record.md: every refusal carries its id). */
static void
print_refusal (const char *path, const KontorTitle *title, const GError *error)
{
  const char *id = kontor_error_id (title, error);
  if (id)
    g_printerr ("%s: %s: %s\n", path, id, error->message);
  else
    g_printerr ("%s: %s\n", path, error->message);
}

/* Reads and parses FILE within the engine's limits (kontor-file.h); prints
 * the problem and sets *status on failure: 2 when the file cannot be read
 * (missing, a folder, a pipe or a device), 1 when it is no valid file. */
static gboolean
read_json (const char *path, JsonNode **root, int *status)
{
  g_autoptr (GError) error = NULL;

  if (!kontor_json_load_file (path, root, &error))
    {
      if (g_error_matches (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO))
        {
          /* Translators: a file's path, then the system's reason */
          g_printerr (_("Cannot read %s: %s\n"), path, error->message);
          *status = EXIT_USAGE;
        }
      else
        {
          print_refusal (path, NULL, error);
          *status = EXIT_ILLEGAL;
        }
      return FALSE;
    }
  return TRUE;   /* *root is NULL for an empty file: the loaders say so */
}

/* The title a parsed file names, for its refusals (NULL if it names none we know). */
static const KontorTitle *
title_of (JsonNode *root)
{
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return kontor_record_title (json_node_get_object (root), NULL);
}

/* Loads FILE; prints the problem and sets *status on failure. */
static KontorGame *
load (const char *path, int *status)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) root = NULL;
  KontorGame *game;

  if (!read_json (path, &root, status))
    return NULL;
  game = kontor_game_new_from_json (root, NULL, &error);
  if (game == NULL)
    {
      print_refusal (path, title_of (root), error);
      *status = EXIT_ILLEGAL;
    }
  return game;
}

/* Entries the title had to trust, as replay lists them. */
static JsonNode *
unchecked_entries (KontorGame *game)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autoptr (JsonArray) all = json_array_new ();
  g_autofree gpointer pos = g_malloc0 (title->position_size);

  if (title->unchecked_json == NULL)
    return NULL;
  kontor_game_position_at (game, 0, pos);
  for (guint i = 0; i < kontor_game_get_cursor (game); i++)
    {
      gconstpointer a = kontor_game_get_action (game, i);
      g_autoptr (JsonNode) some = title->unchecked_json (kontor_game_get_setup (game), pos, a, i);
      if (some && JSON_NODE_HOLDS_ARRAY (some))
        {
          JsonArray *list = json_node_get_array (some);
          for (guint k = 0; k < json_array_get_length (list); k++)
            json_array_add_element (all, json_node_copy (json_array_get_element (list, k)));
        }
      title->apply (pos, a, NULL);
    }
  if (json_array_get_length (all) == 0)
    return NULL;
  return json_node_init_array (json_node_alloc (), all);
}

static void
print_json (JsonNode *node, gboolean pretty)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;
  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, pretty);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
}

static int
cmd_replay (const char *path)
{
  int status = 0;
  g_autoptr (KontorGame) game = load (path, &status);
  g_autoptr (JsonNode) unchecked = NULL;
  g_autofree char *text = NULL;
  const KontorTitle *title;

  if (game == NULL)
    return status;
  title = kontor_game_get_title (game);
  text = title->summary (kontor_game_get_position (game), kontor_game_get_setup (game));
  g_print ("%s", text);
  if (kontor_game_get_n_waiting (game) > 0)
    {
      /* a corrected game saved while entries wait (docs/corrections.md) */
      g_autoptr (GError) error = NULL;
      guint n = kontor_game_get_n_waiting (game);
      kontor_game_set_entry_error (game, &error, kontor_game_get_cursor (game), kontor_game_get_waiting (game, 0),
                                   kontor_game_get_position (game), kontor_game_get_attention (game));
      print_refusal (path, title, error);
      g_printerr (ngettext ("%u entry waits from there on (field “waiting”).\n",
                            "%u entries wait from there on (field “waiting”).\n", n), n);
      return EXIT_ILLEGAL;
    }
  unchecked = unchecked_entries (game);
  if (unchecked)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) node = NULL;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "unchecked");
      json_builder_add_value (b, g_steal_pointer (&unchecked));
      json_builder_end_object (b);
      node = json_builder_get_root (b);
      print_json (node, FALSE);
    }
  return 0;
}

/* The score output with "game" first, for every title (game-record.md,
 * "The same in every title"); the titles' own score nodes leave it out. */
static JsonNode *
with_game (const KontorTitle *title, JsonNode *score)
{
  JsonObject *o, *out;
  GList *members;

  if (!JSON_NODE_HOLDS_OBJECT (score))
    return score;
  o = json_node_get_object (score);
  if (json_object_has_member (o, "game"))
    return score;
  out = json_object_new ();
  json_object_set_string_member (out, "game", title->id);
  members = json_object_get_members (o);
  for (GList *l = members; l; l = l->next)
    json_object_set_member (out, l->data, json_node_copy (json_object_get_member (o, l->data)));
  g_list_free (members);
  json_node_unref (score);
  return json_node_init_object (json_node_alloc (), out);
}

static int
print_score (const KontorTitle *title, JsonNode *score, char *text, gboolean as_json)
{
  if (as_json || text == NULL)
    {
      g_autoptr (JsonNode) node = with_game (title, score);
      print_json (node, TRUE);
    }
  else
    {
      json_node_unref (score);
      g_print ("%s", text);
    }
  g_free (text);
  return 0;
}

/* An end position entered for scoring only (told apart by its "format"). */
static int
score_end_position (const char *path, JsonObject *root, gboolean as_json)
{
  g_autoptr (GError) error = NULL;
  const KontorTitle *title = kontor_record_title (root, &error);
  JsonNode *score;
  char *text = NULL;

  if (title == NULL || title->end_position_score_json == NULL)
    {
      if (error == NULL)
        error = g_error_new (KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FORMAT,
                             /* Translators: %s is a game's name, e.g. Hansa Teutonica */
                             _("%s cannot be scored from an end position."), _(title->name));
      print_refusal (path, title, error);
      return EXIT_ILLEGAL;
    }
  score = title->end_position_score_json (root, &error);
  if (score && !as_json && title->end_position_score_text)
    text = title->end_position_score_text (root, NULL);
  if (score == NULL)
    {
      print_refusal (path, title, error);
      return EXIT_ILLEGAL;
    }
  return print_score (title, score, text, as_json);
}

/* A record of a game, or an end position entered for scoring only. */
static int
cmd_score (const char *path, gboolean as_json)
{
  int status = 0;
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  const KontorTitle *title;
  gconstpointer pos, setup;

  if (!read_json (path, &root, &status))
    return status;
  /* told apart by the parsed "format" field, never by the text */
  if (kontor_json_format (root) == KONTOR_FILE_FORMAT_END_POSITION)
    return score_end_position (path, json_node_get_object (root), as_json);
  game = kontor_game_new_from_json (root, NULL, &error);
  if (game == NULL)
    {
      print_refusal (path, title_of (root), error);
      return EXIT_ILLEGAL;
    }
  title = kontor_game_get_title (game);
  pos = kontor_game_get_position (game);
  setup = kontor_game_get_setup (game);
  return print_score (title, title->score_json (pos, setup),
                      (!as_json && title->score_text) ? title->score_text (pos, setup) : NULL, as_json);
}

static int
cmd_legal (const char *path)
{
  int status = 0;
  g_autoptr (KontorGame) game = load (path, &status);
  g_autoptr (JsonNode) legal = NULL;
  const KontorTitle *title;
  JsonArray *list;

  if (game == NULL)
    return status;
  title = kontor_game_get_title (game);
  if (title->legal_json == NULL)
    {
      /* Translators: a file's path, then a game's name */
      g_printerr (_("%s: Kontor cannot list the legal actions of %s.\n"), path, _(title->name));
      return EXIT_USAGE;
    }
  legal = title->legal_json (kontor_game_get_position (game));
  list = json_node_get_array (legal);
  for (guint i = 0; i < json_array_get_length (list); i++)
    print_json (json_array_get_element (list, i), FALSE);
  return 0;
}

/* Plays the game on by the title's random player until it ends. */
static gboolean
selfplay (KontorGame *game, guint64 seed, guint max_actions)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autofree gpointer action = g_malloc0 (title->action_size);
  KontorRng rng;

  if (title->random_action == NULL)
    return FALSE;
  kontor_rng_init (&rng, seed);
  for (guint i = 0; i < max_actions && !kontor_game_ended (game); i++)
    if (!title->random_action (kontor_game_get_position (game), &rng, action)
        || !kontor_game_apply (game, action, NULL))
      return FALSE;
  return TRUE;
}

static int
cmd_new (CliOptions *o, gboolean play)
{
  const char *game_id = o->game ? o->game : "hansa-teutonica";
  KontorNewGame req = { 0 };
  const KontorTitle *title;
  g_auto (GStrv) list = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autoptr (JsonObject) header = NULL;
  g_autofree char *json = NULL;
  g_autoptr (GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  const char *players = o->players;
  gint64 seed = o->seed;

  req.board = o->board;
  if (players == NULL)
    {
      g_printerr (_("Say who plays: --players COLOR:NAME,...\n"));
      return usage_hint (play ? "selfplay" : "new");
    }
  title = kontor_title_lookup (game_id);
  if (title == NULL)
    {
      /* Translators: %s is the game id given on the command line */
      g_printerr (_("Unknown game “%s”.\n"), game_id);
      return EXIT_USAGE;
    }
  list = g_strsplit (players, ",", -1);
  req.n_players = g_strv_length (list);   /* more than the title allows is refused by it */
  for (int i = 0; i < req.n_players && i < (int) G_N_ELEMENTS (req.colors); i++)
    {
      char *colon = strchr (list[i], ':');
      char *color = g_strndup (list[i], colon ? (gsize) (colon - list[i]) : strlen (list[i]));
      g_ptr_array_add (strings, color);
      req.colors[i] = color;
      req.names[i] = colon ? colon + 1 : "";
    }
  req.seeded = seed >= 0;
  req.seed = seed >= 0 ? (guint64) seed : 0;
  header = title->new_header (&req, &error);
  if (header)
    game = kontor_game_new_from_header (title, header, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_USAGE;
    }
  if (play && !selfplay (game, req.seeded ? req.seed : g_random_int (), 100000))
    {
      g_printerr ("self-play found no legal action\n");
      return EXIT_ILLEGAL;
    }
  json = kontor_game_to_json (game);
  g_print ("%s\n", json);
  return 0;
}

/* ---------------------------------------------------------------- benchmarks */

/* N random complete games (3–5 players, both sides).  Before every action the
 * random player enumerates the candidate actions of the kind it chose and the
 * engine validates them (kontor_selfplay_step). */
static int
bench_selfplay (int games, guint64 seed, const char *only_board)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  const char *boards[] = { "base-2-3", "base-4-5" };
  const KontorBoard *fixed = only_board ? kontor_board_get (only_board, NULL) : NULL;

  if (only_board && fixed == NULL)
    {
      /* Translators: %s is the board id given on the command line */
      g_printerr (_("Unknown board “%s”\n"), only_board);
      return EXIT_USAGE;
    }
  double rates[5], secs[5];
  guint64 actions = 0;

  for (int run = 0; run < 5; run++)
    {
      gint64 start = g_get_monotonic_time ();
      actions = 0;
      for (int g = 0; g < games; g++)
        {
          KontorSetupInfo setup;
          KontorPosition pos;
          KontorRng rng;
          const KontorBoard *board;
          /* --board: every player count it takes, in turn */
          kontor_setup_info_init (&setup, fixed ? fixed->min_players + g % (fixed->max_players - fixed->min_players + 1)
                                                : 3 + g % 3);
          setup.virtual_draws = TRUE;
          setup.seed = seed + g;
          board = fixed ? fixed : kontor_board_get (setup.n_players == 3 ? boards[0] : boards[1], NULL);
          if (board == NULL || !kontor_position_init (&pos, board, &setup, NULL))
            return EXIT_ILLEGAL;
          kontor_rng_init (&rng, seed + g);
          while (!kontor_position_ended (&pos))
            {
              if (!kontor_selfplay_step (&pos, &rng, cand, NULL, NULL))
                return EXIT_ILLEGAL;
              actions++;
            }
        }
      secs[run] = (g_get_monotonic_time () - start) / 1e6;
      rates[run] = actions / secs[run];
    }
  {
    double rate = kontor_cli_median (rates, 5), sec = kontor_cli_median (secs, 5);
    g_print ("selfplay: %d games, %" G_GUINT64_FORMAT " actions per run, median of 5 runs\n", games, actions);
    g_print ("actions/s: %.0f\ngames/s: %.1f\nus/action: %.3f\n", rate, games / sec, 1e6 / rate);
  }
  return 0;
}

/* Load (JSON) + replay + score of a record, median of 50 runs. */
static int
bench_replay (const char *path)
{
  g_autofree char *data = NULL;
  gsize len;
  double ms[50];
  guint n_actions = 0;

  if (!g_file_get_contents (path, &data, &len, NULL))
    return EXIT_USAGE;
  for (int run = 0; run < 50; run++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorGame) game = kontor_game_new_from_data (data, (gssize) len, NULL, &error);
      g_autoptr (JsonNode) score = NULL;
      if (game == NULL)
        {
          g_printerr ("%s\n", error->message);
          return EXIT_ILLEGAL;
        }
      score = kontor_game_score_json (game);   /* any title */
      ms[run] = (g_get_monotonic_time () - start) / 1e3;
      n_actions = kontor_game_get_cursor (game);
    }
  g_print ("replay: %u actions, %" G_GSIZE_FORMAT " bytes\nload+replay+score ms (median of 50): %.3f\n",
           n_actions, len, kontor_cli_median (ms, 50));
  return 0;
}

/* Correcting the first entry of a record with itself: every later entry is
 * checked again (kontor_game_check_fix; the game is not changed), median of
 * 50 runs (docs/performance.md). */
static int
bench_fix (const char *path)
{
  int status = 0;
  g_autoptr (KontorGame) game = load (path, &status);
  double ms[50];
  guint n = 0;

  if (game == NULL)
    return status;
  n = kontor_game_get_cursor (game);
  if (n == 0)
    return EXIT_USAGE;
  for (int run = 0; run < 50; run++)
    {
      KontorFix fix = { KONTOR_FIX_REPLACE, 0, kontor_game_get_action (game, 0) };
      gint64 start = g_get_monotonic_time ();
      g_autoptr (JsonNode) summary = kontor_game_check_fix (game, &fix, NULL);
      ms[run] = (g_get_monotonic_time () - start) / 1e3;
      if (summary == NULL)
        return EXIT_ILLEGAL;
    }
  g_print ("fix: entry 0 of %u corrected, %u later entries checked again\nms (median of 50): %.3f\n",
           n, n - 1, kontor_cli_median (ms, 50));
  return 0;
}

static int
cmd_bench (CliOptions *o, int argc, char **argv)
{
  guint64 seed = o->seed >= 0 ? (guint64) o->seed : 1;

  if (o->game && argc == 1 && o->games >= 1
      && (strcmp (argv[0], "selfplay") == 0 || strcmp (argv[0], "legal") == 0) && !o->full_legal)
    {
      const KontorTitle *title = kontor_title_lookup (o->game);
      if (title == NULL || title->random_action == NULL)
        {
          /* Translators: %s is the game id given on the command line */
          g_printerr (_("Unknown game “%s”, or one Kontor cannot play at random.\n"), o->game);
          return EXIT_USAGE;
        }
      return strcmp (argv[0], "legal") == 0
             ? kontor_cli_bench_title_legal (title, o->board, (guint) o->games, seed)
             : kontor_cli_bench_title_selfplay (title, o->board, (guint) o->games, seed);
    }
  if (argc == 2 && strcmp (argv[0], "fix") == 0)
    return bench_fix (argv[1]);
  if (argc == 2 && strcmp (argv[0], "replay") == 0)
    return bench_replay (argv[1]);
  if (argc == 1 && strcmp (argv[0], "legal") == 0 && o->games >= 1)
    return kontor_cli_bench_legal ((guint) o->games, o->seed >= 0 ? (guint64) o->seed : 1);
  if (argc == 1 && strcmp (argv[0], "selfplay") == 0 && o->games >= 1 && o->full_legal)
    return kontor_cli_bench_selfplay_full_legal ((guint) o->games, o->seed >= 0 ? (guint64) o->seed : 1);
  if (argc == 1 && strcmp (argv[0], "selfplay") == 0 && o->games >= 1)
    return bench_selfplay (o->games, o->seed >= 0 ? (guint64) o->seed : 1, o->board);
  return usage_hint ("bench");
}

/* fix FILE --at N (--replace JSON | --insert JSON | --delete | --drop-waiting) [-o OUT] [--json]:
 * a correction of an earlier entry and the re-check of the rest
 * (docs/corrections.md).  Exit 0 when every later entry still fits, 1 when
 * one no longer does (the summary names it) or the correction is refused. */
static gboolean
fix_entry (const char *path, KontorGame *game, const char *text, guint at, gpointer action, int *status)
{
  const KontorTitle *title = kontor_game_get_title (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = NULL;
  g_autofree gpointer pos = g_malloc0 (title->position_size);

  if (!kontor_json_parse (text, -1, &node, &error) || node == NULL)
    {
      /* Translators: %s is the JSON parser's reason (or "it is empty") */
      g_printerr (_("The entry given is not JSON: %s\n"), error ? error->message : _("it is empty"));
      *status = EXIT_USAGE;
      return FALSE;
    }
  /* Read against the position it would come to; beyond the record (which
   * kontor_game_fix refuses) against the start, not the end a title
   * refuses every entry at. */
  kontor_game_position_at (game, at <= kontor_game_get_cursor (game) ? at : 0, pos);
  if (!title->action_from_json (node, pos, action, &error))
    {
      g_autoptr (GError) named = NULL;
      JsonNode *d = JSON_NODE_HOLDS_OBJECT (node) ? json_object_get_member (json_node_get_object (node), "do") : NULL;
      const char *what = d && JSON_NODE_HOLDS_VALUE (d) && json_node_get_value_type (d) == G_TYPE_STRING
                         ? json_node_get_string (d) : "?";
      g_set_error (&named, error->domain, error->code, _("Action %u (%s): %s"), at, what, error->message);
      print_refusal (path, title, named);
      *status = EXIT_ILLEGAL;
      return FALSE;
    }
  return TRUE;
}

static int
cmd_fix (CliOptions *o, const char *path)
{
  int status = 0;
  int n_kinds = (o->replace != NULL) + (o->insert != NULL) + (o->delete != FALSE) + (o->drop_waiting != FALSE);
  g_autoptr (KontorGame) game = NULL;
  g_autoptr (JsonNode) summary = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree gpointer action = NULL;
  KontorFix fix = { 0 };

  if (n_kinds != 1 || (o->at < 0 && !o->drop_waiting))
    {
      g_printerr (_("Give --at N with exactly one of --replace, --insert and --delete, or --drop-waiting alone.\n"));
      return usage_hint ("fix");
    }
  game = load (path, &status);
  if (game == NULL)
    return status;
  action = g_malloc0 (kontor_game_get_title (game)->action_size);
  fix.index = o->at < 0 ? kontor_game_get_cursor (game) : (guint) o->at;
  fix.kind = o->replace ? KONTOR_FIX_REPLACE : o->insert ? KONTOR_FIX_INSERT
           : o->delete ? KONTOR_FIX_DELETE : KONTOR_FIX_DROP_WAITING;
  if (o->replace || o->insert)
    {
      if (!fix_entry (path, game, o->replace ? o->replace : o->insert, fix.index, action, &status))
        return status;
      fix.action = action;
    }
  if (!kontor_game_fix (game, &fix, &summary, &error))
    {
      print_refusal (path, kontor_game_get_title (game), error);
      return g_error_matches (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX) ? EXIT_USAGE : EXIT_ILLEGAL;
    }
  if (o->json)
    print_json (summary, FALSE);
  else
    {
      g_autofree char *text = kontor_fix_summary_text (summary, 0);
      g_print ("%s\n", text);
    }
  if (o->output && !kontor_game_save (game, o->output, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_USAGE;
    }
  return kontor_game_get_n_waiting (game) > 0 ? EXIT_ILLEGAL : 0;
}

/* ---------------------------------------------------------------- commands */

typedef struct {
  const char *name;
  const char *parameters;     /* after the command's name */
  const char *summary;
  int n_args;                 /* positional arguments: exactly, or -1 for any */
  const GOptionEntry *entries;
} Command;

static CliOptions opts;

static const GOptionEntry score_entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &opts.json, N_("Print the score as JSON (game-record.md)"), NULL },
  { NULL }
};

static const GOptionEntry new_entries[] = {
  { "game", 0, 0, G_OPTION_ARG_STRING, &opts.game, N_("The title (default hansa-teutonica)"), N_("GAME") },
  { "board", 0, 0, G_OPTION_ARG_STRING, &opts.board, N_("The board, where the title has several"), N_("BOARD") },
  { "players", 0, 0, G_OPTION_ARG_STRING, &opts.players, N_("The players in seat order"), N_("COLOR:NAME,...") },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &opts.seed_text, N_("Virtual draws from this seed (else drawn at the table)"), N_("N") },
  { NULL }
};

static const GOptionEntry bench_entries[] = {
  { "game", 0, 0, G_OPTION_ARG_STRING, &opts.game, N_("selfplay, legal: this title (default: Hansa Teutonica’s own benchmarks)"), N_("GAME") },
  { "board", 0, 0, G_OPTION_ARG_STRING, &opts.board, N_("selfplay, legal: the board (Hansa Teutonica's selfplay: east, britannia-3, …)"), N_("BOARD") },
  { "games", 0, 0, G_OPTION_ARG_INT, &opts.games, N_("Random games to play (selfplay)"), N_("N") },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &opts.seed_text, N_("The first game's seed"), N_("N") },
  { "full-legal", 0, 0, G_OPTION_ARG_NONE, &opts.full_legal, N_("selfplay: list every legal action at each step"), NULL },
  { NULL }
};

static const GOptionEntry fix_entries[] = {
  { "at", 0, 0, G_OPTION_ARG_INT, &opts.at, N_("The entry to correct, counted from 0 as in the record"), N_("N") },
  { "replace", 0, 0, G_OPTION_ARG_STRING, &opts.replace, N_("Replace the entry by this one"), N_("JSON") },
  { "insert", 0, 0, G_OPTION_ARG_STRING, &opts.insert, N_("Insert this entry before it"), N_("JSON") },
  { "delete", 0, 0, G_OPTION_ARG_NONE, &opts.delete, N_("Delete the entry"), NULL },
  { "drop-waiting", 0, 0, G_OPTION_ARG_NONE, &opts.drop_waiting, N_("Drop the entries that wait behind one that no longer fits"), NULL },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opts.output, N_("Write the corrected record to this file"), N_("OUT") },
  { "json", 0, 0, G_OPTION_ARG_NONE, &opts.json, N_("Print the summary as JSON (docs/corrections.md)"), NULL },
  { NULL }
};

static const GOptionEntry no_entries[] = { { NULL } };

static const Command commands[] = {
  { "replay", N_("FILE"), N_("Check every entry of a record and print the final position."), 1, no_entries },
  { "score", N_("FILE"), N_("Print the score breakdown of a game or an end position."), 1, score_entries },
  { "legal", N_("FILE"), N_("List the legal entries now, one JSON object per line."), 1, no_entries },
  { "fix", N_("FILE"), N_("Correct an earlier entry and check every later one again."), 1, fix_entries },
  { "new", "", N_("Write a new game record to standard output."), 0, new_entries },
  { "selfplay", "", N_("Write a new game record played to the end by random legal entries."), 0, new_entries },
  { "bench", N_("selfplay [--full-legal] | legal | replay FILE | fix FILE"), N_("Measure the engine (docs/performance.md)."), -1, bench_entries },
};

static void
print_commands (FILE *out)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text, "%s\n  kontor-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [OPTION…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append_printf (text, "\n%s\n%s\n", _("Run “kontor-cli COMMAND --help” for the options of a command."),
                          _("Exit status: 0 ok, 1 an illegal or invalid game, 2 a usage error or an unreadable file."));
  fputs (text->str, out);
}

static int
run (const Command *c, int argc, char **argv)
{
  if (strcmp (c->name, "replay") == 0)
    return cmd_replay (argv[0]);
  if (strcmp (c->name, "score") == 0)
    return cmd_score (argv[0], opts.json);
  if (strcmp (c->name, "legal") == 0)
    return cmd_legal (argv[0]);
  if (strcmp (c->name, "fix") == 0)
    return cmd_fix (&opts, argv[0]);
  if (strcmp (c->name, "new") == 0)
    return cmd_new (&opts, FALSE);
  if (strcmp (c->name, "selfplay") == 0)
    return cmd_new (&opts, TRUE);
  return cmd_bench (&opts, argc, argv);
}

int
kontor_cli_main (int argc, char **argv)
{
  const Command *c = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *program = NULL;
  g_autofree char *parameters = NULL;
  int sub_argc;
  char **sub_argv;
  int status;

  if (argc < 2)
    {
      print_commands (stderr);
      return EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_commands (stdout);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      c = &commands[i];
  if (c == NULL)
    {
      /* Translators: %s is what was typed instead of a command */
      g_printerr (_("Unknown command “%s”.\n"), argv[1]);
      return usage_hint (NULL);
    }

  memset (&opts, 0, sizeof opts);
  opts.seed = -1;
  opts.games = 200;
  opts.at = -1;
  parameters = g_strdup_printf ("%s", _(c->parameters));
  context = g_option_context_new (parameters);
  g_option_context_set_summary (context, _(c->summary));
  g_option_context_add_main_entries (context, c->entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  program = g_strdup ("kontor-cli");
  sub_argc = argc - 1;
  sub_argv = g_new0 (char *, argc);
  sub_argv[0] = program;
  for (int i = 2; i < argc; i++)
    sub_argv[i - 1] = argv[i];
  {
    g_autofree char *name = g_strdup_printf ("kontor-cli %s", c->name);
    g_set_prgname (name);   /* the help's usage line: "kontor-cli score [OPTION…] FILE" */
  }
  if (!g_option_context_parse (context, &sub_argc, &sub_argv, &error))
    {
      g_printerr ("%s\n", error->message);
      g_free (sub_argv);
      return usage_hint (c->name);
    }
  /* sub_argv[1..] are the positional arguments after the command's name;
   * a seed is an integer 0 … 2^53 − 1 (game-record.md, "Draws") */
  if (opts.seed_text)
    {
      guint64 v;
      if (g_ascii_string_to_unsigned (opts.seed_text, 10, 0, (G_GUINT64_CONSTANT (1) << 53) - 1, &v, &error))
        opts.seed = (gint64) v;
      else
        g_printerr ("--seed: %s\n", error->message);
    }
  if ((c->n_args >= 0 && sub_argc - 1 != c->n_args) || (opts.seed_text && opts.seed < 0))
    status = usage_hint (c->name);
  else
    status = run (c, sub_argc - 1, sub_argv + 1);
  g_free (sub_argv);
  g_clear_pointer (&opts.game, g_free);
  g_clear_pointer (&opts.board, g_free);
  g_clear_pointer (&opts.players, g_free);
  g_clear_pointer (&opts.seed_text, g_free);
  g_clear_pointer (&opts.replace, g_free);
  g_clear_pointer (&opts.insert, g_free);
  g_clear_pointer (&opts.output, g_free);
  return status;
}
