/* kontor-cli: replay, validate and score Kontor game records.
 *
 * Exit status: 0 ok, 1 illegal or invalid game, 2 usage or unreadable file. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"

#define EXIT_ILLEGAL 1
#define EXIT_USAGE 2

static int
usage (void)
{
  g_printerr ("%s\n",
              _("Usage:\n"
                "  kontor-cli replay FILE             check every action, print the final position\n"
                "  kontor-cli score FILE [--json]     print the score breakdown (of a game or an end position)\n"
                "  kontor-cli legal FILE              list the legal actions, one JSON object per line\n"
                "  kontor-cli new --board BOARD --players COLOR:NAME,... [--seed N]\n"
                "                                     write a new game record to standard output\n"
                "  kontor-cli selfplay --board BOARD --players COLOR:NAME,... [--seed N]\n"
                "                                     the same, played to the end by random legal moves"));
  return EXIT_USAGE;
}

/* Loads FILE; prints the problem and sets *status on failure. */
static KontorGame *
load (const char *path, int *status)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;
  int bad = -1;
  KontorGame *game;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      g_printerr (_("Cannot read %s: %s\n"), path, error->message);
      *status = EXIT_USAGE;
      return NULL;
    }
  game = kontor_game_new_from_data (data, (gssize) len, &bad, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      *status = EXIT_ILLEGAL;
      return NULL;
    }
  return game;
}

static void
print_summary (KontorGame *game)
{
  const KontorPosition *pos = kontor_game_get_position (game);
  const KontorBoard *b = pos->board;

  g_print (_("Board: %s, %u actions\n"), b->id, kontor_game_get_cursor (game));
  if (pos->phase == KONTOR_PHASE_ENDED)
    {
      g_print (_("The game has ended:"));
      for (guint bit = 1; bit <= KONTOR_END_TEN_CITIES; bit <<= 1)
        if (pos->end_reasons & bit)
          g_print (" %s.", kontor_end_reason_name (bit));
      g_print ("\n");
    }
  else
    {
      int actor = kontor_position_actor (pos);
      int decider = kontor_position_decider (pos);
      g_print (_("Turn %d: %s (%s) to act"), pos->turn, kontor_game_get_player_name (game, decider),
               kontor_color_id (pos->colors[decider]));
      switch (pos->phase)
        {
        case KONTOR_PHASE_RELOCATION:
          if (actor == KONTOR_NEUTRAL)
            g_print (_(", relocating a displaced neutral trader\n"));
          else
            g_print (_(", relocating a displaced piece\n"));
          break;
        case KONTOR_PHASE_NEUTRAL_CLAIM:
          g_print (_(", choosing the city for the neutral's office\n"));
          break;
        case KONTOR_PHASE_PLACE_BONUS:
          g_print (_(", placing %d drawn bonus markers\n"), pos->pending_draws);
          break;
        default:
          g_print (_(", %d of %d actions used\n"), pos->actions_used, kontor_position_actions_allowed (pos));
          break;
        }
    }
  g_print (_("Completed cities: %d of %d; bonus markers in the stack: %d\n"),
           pos->completed, b->cities_to_end, pos->stack_left);
  for (int p = 0; p < pos->n_players; p++)
    {
      const KontorPlayerState *ps = &pos->players[p];
      int unused = 0, used = 0;
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        {
          unused += ps->markers_unused[m];
          used += ps->markers_used[m];
        }
      g_print (_("%s (%s): prestige %d; supply %dT %dM; stock %dT %dM; "
                 "keys %d, actions %d, privilegium %s, liber sophiae %d, money bags %s; "
                 "markers %d unused, %d used; offices %d\n"),
               kontor_game_get_player_name (game, p), kontor_color_id (pos->colors[p]), ps->prestige,
               ps->supply[0], ps->supply[1], ps->stock[0], ps->stock[1],
               kontor_player_ability (pos, p, KONTOR_ABILITY_KEYS),
               kontor_player_ability (pos, p, KONTOR_ABILITY_ACTIONS),
               kontor_privilege_id (kontor_player_ability (pos, p, KONTOR_ABILITY_PRIVILEGIUM)),
               kontor_player_ability (pos, p, KONTOR_ABILITY_LIBER_SOPHIAE),
               ps->level[KONTOR_ABILITY_MONEY_BAGS] >= kontor_ability_max_level (KONTOR_ABILITY_MONEY_BAGS)
                 ? "all" : (ps->level[KONTOR_ABILITY_MONEY_BAGS] == 0 ? "3" : ps->level[KONTOR_ABILITY_MONEY_BAGS] == 1 ? "5" : "7"),
               unused, used, kontor_player_offices (pos, p));
    }
  if (pos->neutral)
    g_print (_("Neutral: prestige %d; %d traders on the board; offices %d\n"),
             pos->players[KONTOR_NEUTRAL].prestige, kontor_neutral_pieces_on_board (pos),
             kontor_player_offices (pos, KONTOR_NEUTRAL));
}

static int
cmd_replay (const char *path)
{
  int status = 0;
  g_autoptr (KontorGame) game = load (path, &status);
  if (game == NULL)
    return status;
  print_summary (game);
  return 0;
}

static JsonNode *
score_json (const KontorPosition *pos, const char *const *names, const KontorScore *s)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, s->ended);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  for (guint bit = 1; bit <= KONTOR_END_TEN_CITIES; bit <<= 1)
    if (s->end_reasons & bit)
      json_builder_add_string_value (b, kontor_end_reason_id (bit));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < s->n_players; p++)
    {
      const KontorPlayerScore *ps = &s->players[p];
#define INT(name, value) json_builder_set_member_name (b, name); json_builder_add_int_value (b, value)
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_color_id (pos->colors[p]));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, names[p]);
      INT ("track", ps->track);
      INT ("abilities", ps->abilities);
      INT ("bonus_markers", ps->bonus_markers);
      INT ("coellen", ps->coellen);
      INT ("cities", ps->cities);
      INT ("network", ps->network);
      INT ("total", ps->total);
      json_builder_set_member_name (b, "network_cities");
      json_builder_begin_array (b);
      for (int i = 0; i < ps->n_network_cities; i++)
        json_builder_add_string_value (b, pos->board->cities[ps->network_cities[i]].id);
      json_builder_end_array (b);
      INT ("rank", ps->rank);
      json_builder_end_object (b);
#undef INT
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_winners; i++)
    json_builder_add_string_value (b, kontor_color_id (pos->colors[s->winners[i]]));
  json_builder_end_array (b);
  if (s->has_neutral)
    {
      /* two-player variant only (docs/record-format.md): shown apart, never ranked */
      json_builder_set_member_name (b, "neutral");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "track");
      json_builder_add_int_value (b, s->neutral.track);
      json_builder_set_member_name (b, "controlled_cities");
      json_builder_add_int_value (b, s->neutral.controlled);
      json_builder_set_member_name (b, "offices");
      json_builder_add_int_value (b, s->neutral.offices);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
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
print_score (const KontorPosition *pos, const char *const *names, gboolean as_json)
{
  KontorScore s;

  kontor_score_compute (pos, &s);
  if (as_json)
    {
      g_autoptr (JsonNode) node = score_json (pos, names, &s);
      print_json (node, TRUE);
      return 0;
    }
  g_print (s.ended ? _("Final score\n") : _("Score if the game ended now\n"));
  g_print ("%-16s %6s %6s %6s %6s %6s %6s %6s %5s\n", _("Player"), _("Track"), _("Abil."),
           _("Bonus"), _("Coel."), _("Cities"), _("Netw."), _("Total"), _("Rank"));
  for (int p = 0; p < s.n_players; p++)
    {
      const KontorPlayerScore *ps = &s.players[p];
      g_print ("%-16s %6d %6d %6d %6d %6d %6d %6d %5d\n", names[p],
               ps->track, ps->abilities, ps->bonus_markers, ps->coellen, ps->cities, ps->network,
               ps->total, ps->rank);
    }
  for (int p = 0; p < s.n_players; p++)
    {
      const KontorPlayerScore *ps = &s.players[p];
      g_autoptr (GString) cities = g_string_new (NULL);
      for (int i = 0; i < ps->n_network_cities; i++)
        g_string_append_printf (cities, "%s%s", i ? ", " : "", pos->board->cities[ps->network_cities[i]].name);
      g_print (_("%s's network (%d × keys %d): %s\n"), names[p], ps->network_offices,
               kontor_player_ability (pos, p, KONTOR_ABILITY_KEYS), ps->n_network_cities ? cities->str : "—");
    }
  if (s.has_neutral)
    g_print (_("Neutral (not ranked): track %d, controls %d cities (their 2 PP go to nobody), %d offices\n"),
             s.neutral.track, s.neutral.controlled, s.neutral.offices);
  g_print (ngettext ("Winner:", "Winners:", s.n_winners));
  for (int i = 0; i < s.n_winners; i++)
    g_print (" %s", names[s.winners[i]]);
  g_print ("\n");
  return 0;
}

/* A record of a game, or an end position entered for scoring only. */
static int
cmd_score (const char *path, gboolean as_json)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;
  int status = 0;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      g_printerr (_("Cannot read %s: %s\n"), path, error->message);
      return EXIT_USAGE;
    }
  if (strstr (data, "\"kontor-end-position\""))
    {
      g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (data, (gssize) len, &error);
      if (end == NULL)
        {
          g_printerr ("%s: %s\n", path, error->message);
          return EXIT_ILLEGAL;
        }
      return print_score (&end->pos, (const char *const *) end->names, as_json);
    }
  {
    g_autoptr (KontorGame) game = load (path, &status);
    const char *names[KONTOR_MAX_PLAYERS] = { NULL };
    if (game == NULL)
      return status;
    for (int p = 0; p < kontor_game_get_position (game)->n_players; p++)
      names[p] = kontor_game_get_player_name (game, p);
    return print_score (kontor_game_get_position (game), names, as_json);
  }
}

static int
cmd_legal (const char *path)
{
  int status = 0;
  g_autoptr (KontorGame) game = load (path, &status);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (KontorAction));

  if (game == NULL)
    return status;
  kontor_legal_actions (kontor_game_get_position (game), -1, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) node = NULL;
      kontor_action_to_json (b, &g_array_index (legal, KontorAction, i), kontor_game_get_position (game));
      node = json_builder_get_root (b);
      print_json (node, FALSE);
    }
  return 0;
}

static int
cmd_new (int argc, char **argv, gboolean play)
{
  const char *board = NULL, *players = NULL;
  gint64 seed = -1;
  KontorGameSetup setup = { 0 };
  g_auto (GStrv) list = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autofree char *json = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--board") == 0 && i + 1 < argc)
        board = argv[++i];
      else if (strcmp (argv[i], "--players") == 0 && i + 1 < argc)
        players = argv[++i];
      else if (strcmp (argv[i], "--seed") == 0 && i + 1 < argc)
        {
          char *end = NULL;
          seed = g_ascii_strtoll (argv[++i], &end, 10);
          if (end == NULL || *end != '\0' || seed < 0)
            return usage ();
        }
      else
        return usage ();
    }
  if (board == NULL || players == NULL)
    return usage ();
  list = g_strsplit (players, ",", -1);
  setup.board = board;
  setup.n_players = g_strv_length (list);
  if (setup.n_players > KONTOR_MAX_PLAYERS)
    {
      g_printerr (_("Hansa Teutonica is played by 2 to 5 players, not %d.\n"), setup.n_players);
      return EXIT_USAGE;
    }
  if (setup.n_players == 2)
    setup.variant = KONTOR_VARIANT_TWO_PLAYER_NEUTRAL;   /* spec §10: the default 2-player mode */
  for (int i = 0; i < setup.n_players; i++)
    {
      char *colon = strchr (list[i], ':');
      g_autofree char *color = g_strndup (list[i], colon ? (gsize) (colon - list[i]) : strlen (list[i]));
      if (!kontor_color_from_id (color, &setup.colors[i]))
        {
          g_printerr (_("Unknown colour “%s” (use red, blue, green, yellow, purple).\n"), color);
          return EXIT_USAGE;
        }
      g_ptr_array_add (names, g_strdup (colon ? colon + 1 : ""));
      setup.names[i] = g_ptr_array_index (names, i);
    }
  setup.virtual_draws = seed >= 0;
  setup.seed = seed >= 0 ? (guint64) seed : g_random_int ();
  setup.taverns_given = FALSE;
  game = kontor_game_new (&setup, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_USAGE;
    }
  if (play && !kontor_selfplay_game (game, setup.seed, 100000))
    {
      g_printerr ("self-play found no legal action\n");
      return EXIT_ILLEGAL;
    }
  json = kontor_game_to_json (game);
  g_print ("%s\n", json);
  return 0;
}

/* ---------------------------------------------------------------- benchmarks */

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare_double);
  return v[n / 2];
}

/* N random complete games (3–5 players, both sides).  Before every action the
 * random player enumerates the candidate actions of the kind it chose and the
 * engine validates them (kontor_selfplay_step). */
static int
bench_selfplay (int games, guint64 seed)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  const char *boards[] = { "base-2-3", "base-4-5" };
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
          kontor_setup_info_init (&setup, 3 + g % 3);
          setup.virtual_draws = TRUE;
          setup.seed = seed + g;
          board = kontor_board_get (setup.n_players == 3 ? boards[0] : boards[1], NULL);
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
    double rate = median (rates, 5), sec = median (secs, 5);
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
      KontorScore s;
      if (game == NULL)
        {
          g_printerr ("%s\n", error->message);
          return EXIT_ILLEGAL;
        }
      kontor_game_score (game, &s);
      ms[run] = (g_get_monotonic_time () - start) / 1e3;
      n_actions = kontor_game_get_cursor (game);
    }
  g_print ("replay: %u actions, %" G_GSIZE_FORMAT " bytes\nload+replay+score ms (median of 50): %.3f\n",
           n_actions, len, median (ms, 50));
  return 0;
}

static int
cmd_bench (int argc, char **argv)
{
  if (argc >= 1 && strcmp (argv[0], "replay") == 0 && argc == 2)
    return bench_replay (argv[1]);
  if (argc >= 1 && strcmp (argv[0], "selfplay") == 0)
    {
      int games = 200;
      guint64 seed = 1;
      for (int i = 1; i + 1 < argc; i += 2)
        {
          if (strcmp (argv[i], "--games") == 0)
            games = atoi (argv[i + 1]);
          else if (strcmp (argv[i], "--seed") == 0)
            seed = g_ascii_strtoull (argv[i + 1], NULL, 10);
          else
            return usage ();
        }
      if (games < 1)
        return usage ();
      return bench_selfplay (games, seed);
    }
  return usage ();
}

int
main (int argc, char **argv)
{
  kontor_i18n_init ();

  if (argc < 2)
    return usage ();
  if (strcmp (argv[1], "replay") == 0 && argc == 3)
    return cmd_replay (argv[2]);
  if (strcmp (argv[1], "score") == 0 && argc == 3)
    return cmd_score (argv[2], FALSE);
  if (strcmp (argv[1], "score") == 0 && argc == 4 && strcmp (argv[3], "--json") == 0)
    return cmd_score (argv[2], TRUE);
  if (strcmp (argv[1], "score") == 0 && argc == 4 && strcmp (argv[2], "--json") == 0)
    return cmd_score (argv[3], TRUE);
  if (strcmp (argv[1], "legal") == 0 && argc == 3)
    return cmd_legal (argv[2]);
  if (strcmp (argv[1], "new") == 0)
    return cmd_new (argc - 2, argv + 2, FALSE);
  if (strcmp (argv[1], "selfplay") == 0)
    return cmd_new (argc - 2, argv + 2, TRUE);
  if (strcmp (argv[1], "bench") == 0)
    return cmd_bench (argc - 2, argv + 2);
  return usage ();
}
