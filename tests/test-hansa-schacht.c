/* test-hansa-schacht.c: Hansa (Michael Schacht) beyond what the scenario
 * files can say through the score: the seeded stack against the spec's check
 * values (§7.2), the state a scenario file may pin in "hansa_state" (talers,
 * ship, warehouses, piles, booths, markers), thousands of random games with
 * the invariants of §1.7 after every entry, refusals that change nothing,
 * and the time to list the legal entries. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-hs.h"

/* ---------------------------------------------------------------- helpers */

static JsonNode *
parse (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
add_kind_list (JsonBuilder *b, const guint8 *counts)
{
  json_builder_begin_array (b);
  for (int k = 0; k < HS_N_KINDS; k++)
    for (int j = 0; j < counts[k]; j++)
      json_builder_add_string_value (b, kontor_hs_kind_id (k));
  json_builder_end_array (b);
}

/* The state a scenario may pin (see tests/scenarios/hansa-schacht/README.md). */
static JsonNode *
state_json (const HsPosition *pos)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  int removed = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "active");
  json_builder_add_string_value (b, kontor_hs_player_colors[pos->colors[kontor_hs_seat_due (pos)]]);
  json_builder_set_member_name (b, "ship");
  json_builder_add_string_value (b, kontor_hs_city_ids[pos->ship]);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, pos->turn);
  json_builder_set_member_name (b, "talers");
  json_builder_begin_array (b);
  for (int p = 0; p < pos->n_players; p++)
    json_builder_add_int_value (b, pos->talers[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "supply");
  json_builder_begin_array (b);
  for (int p = 0; p < pos->n_players; p++)
    json_builder_add_int_value (b, pos->supply[p]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "booths");
  json_builder_begin_object (b);
  for (int p = 0; p < pos->n_players; p++)
    {
      json_builder_set_member_name (b, kontor_hs_player_colors[pos->colors[p]]);
      json_builder_begin_object (b);
      for (int c = 0; c < HS_N_CITIES; c++)
        if (pos->booths[p][c])
          {
            json_builder_set_member_name (b, kontor_hs_city_ids[c]);
            json_builder_add_int_value (b, pos->booths[p][c]);
          }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "unsold");
  json_builder_begin_object (b);
  for (int p = 0; p < pos->n_players; p++)
    {
      json_builder_set_member_name (b, kontor_hs_player_colors[pos->colors[p]]);
      add_kind_list (b, pos->unsold[p]);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "sold");
  json_builder_begin_object (b);
  for (int p = 0; p < pos->n_players; p++)
    {
      json_builder_set_member_name (b, kontor_hs_player_colors[pos->colors[p]]);
      add_kind_list (b, pos->sold[p]);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "warehouses");
  json_builder_begin_array (b);
  for (int i = 0; i < pos->n_spaces; i++)
    if (pos->warehouse[i] >= 0)
      json_builder_add_string_value (b, kontor_hs_kind_id (pos->warehouse[i]));
    else
      json_builder_add_null_value (b);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "piles");
  json_builder_begin_array (b);
  for (int i = 0; i < HS_N_PILES; i++)
    json_builder_add_int_value (b, pos->piles[i]);
  json_builder_end_array (b);
  for (int k = 0; k < HS_N_KINDS; k++)
    removed += pos->removed[k];
  json_builder_set_member_name (b, "removed");
  json_builder_add_int_value (b, removed);
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, pos->ended);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* want ⊆ got: members of objects, arrays of the same length, equal values
 * (null in want matches only null). */
static gboolean
contained (JsonNode *want, JsonNode *got, GString *where)
{
  if (got == NULL || JSON_NODE_TYPE (want) != JSON_NODE_TYPE (got))
    return FALSE;
  switch (JSON_NODE_TYPE (want))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *w = json_node_get_object (want), *g = json_node_get_object (got);
        g_autoptr (GList) names = json_object_get_members (w);
        for (GList *l = names; l; l = l->next)
          {
            g_string_append_printf (where, ".%s", (const char *) l->data);
            if (!contained (json_object_get_member (w, l->data), json_object_get_member (g, l->data), where))
              return FALSE;
            g_string_truncate (where, where->len - strlen (l->data) - 1);
          }
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *w = json_node_get_array (want), *g = json_node_get_array (got);
        if (json_array_get_length (w) != json_array_get_length (g))
          return FALSE;
        for (guint i = 0; i < json_array_get_length (w); i++)
          if (!contained (json_array_get_element (w, i), json_array_get_element (g, i), where))
            {
              g_string_append_printf (where, "[%u]", i);
              return FALSE;
            }
        return TRUE;
      }
    case JSON_NODE_NULL:
      return TRUE;
    default:
      return json_node_equal (want, got);
    }
}

/* ---------------------------------------------------------------- the seeded stack */

static void
test_seeded_stack (void)
{
  int goods[] = { 0, 1, 2, 3, 5 };   /* yellow green red blue black */
  gint8 stack[HS_MAX_MARKERS];
  int m = kontor_hs_seeded_stack (goods, 5, 1, stack);
  const char *seven[] = { "red-3", "red-1", "yellow-1", "black-2", "green-2", "blue-2", "black-1", "black-2",
                          "yellow-1", "blue-3", "red-2", "black-1", "blue-2", "red-2" };

  g_assert_cmpint (m, ==, 65);
  g_assert_cmpstr (kontor_hs_kind_id (stack[m - 1]), ==, "blue-2");
  g_assert_cmpstr (kontor_hs_kind_id (stack[m - 2]), ==, "blue-1");
  g_assert_cmpstr (kontor_hs_kind_id (stack[m - 3]), ==, "black-2");
  /* the order of goods_colors does not matter: the canonical order does */
  {
    int other[] = { 5, 3, 2, 1, 0 };
    gint8 again[HS_MAX_MARKERS];
    kontor_hs_seeded_stack (other, 5, 1, again);
    g_assert_cmpmem (stack, m, again, m);
  }
  m = kontor_hs_seeded_stack (goods, 5, 7, stack);
  for (int i = 0; i < 14; i++)
    g_assert_cmpstr (kontor_hs_kind_id (stack[m - 1 - i]), ==, seven[i]);
}

/* ---------------------------------------------------------------- pinned state */

static void
run_state (gconstpointer data)
{
  const char *path = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autoptr (JsonNode) state = NULL;
  g_autoptr (GString) where = g_string_new ("hansa_state");
  JsonObject *sc, *expect;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  sc = json_node_get_object (json_parser_get_root (parser));
  expect = json_object_get_object_member (sc, "expect");
  game = kontor_game_new_from_json (json_object_get_member (sc, "record"), NULL, &error);
  g_assert_no_error (error);
  state = state_json (kontor_game_get_position (game));
  if (!contained (json_object_get_member (expect, "hansa_state"), state, where))
    {
      g_autofree char *w = json_to_string (json_object_get_member (expect, "hansa_state"), FALSE);
      g_autofree char *g = json_to_string (state, FALSE);
      g_test_message ("differs at %s\nwant %s\ngot  %s", where->str, w, g);
      g_test_fail ();
    }
}

/* ---------------------------------------------------------------- self-play */

static const char *example_profile =
  "{\"cities\": ["
  "{\"id\": \"toensberg\", \"number\": 1, \"warehouses\": 2},"
  "{\"id\": \"aalborg\", \"number\": 2, \"warehouses\": 1},"
  "{\"id\": \"copenhagen\", \"number\": 3, \"warehouses\": 2},"
  "{\"id\": \"luebeck\", \"number\": 4, \"warehouses\": 2},"
  "{\"id\": \"danzig\", \"number\": 5, \"warehouses\": 1},"
  "{\"id\": \"kalmar\", \"number\": 6, \"warehouses\": 1},"
  "{\"id\": \"stockholm\", \"number\": 7, \"warehouses\": 2},"
  "{\"id\": \"city-9\", \"number\": 8, \"warehouses\": 1},"
  "{\"id\": \"riga\", \"number\": 9, \"warehouses\": 2}],"
  "\"arrows\": [{\"from\": \"copenhagen\", \"to\": \"danzig\"}, {\"from\": \"copenhagen\", \"to\": \"luebeck\"},"
  "{\"from\": \"copenhagen\", \"to\": \"toensberg\"}, {\"from\": \"aalborg\", \"to\": \"copenhagen\"},"
  "{\"from\": \"kalmar\", \"to\": \"copenhagen\"}, {\"from\": \"luebeck\", \"to\": \"aalborg\"}],"
  "\"outgoing_complete\": [\"copenhagen\", \"kalmar\"]}";

static KontorGame *
new_seeded_game (int n_players, guint64 seed, gboolean extrakarte)
{
  const char *colors[] = { "gray", "yellow", "purple", "red" };
  const char *goods[] = { "yellow", "green", "red", "blue", "pink", "black" };
  g_autoptr (GString) h = g_string_new ("{\"format\": \"kontor-game\", \"version\": 1, \"game\": \"hansa-schacht\", ");
  g_autoptr (GError) error = NULL;
  KontorGame *game;

  g_string_append_printf (h, "\"board_profile\": %s, \"players\": [", example_profile);
  for (int i = 0; i < n_players; i++)
    g_string_append_printf (h, "%s{\"name\": \"P%d\", \"color\": \"%s\"}", i ? ", " : "", i + 1, colors[i]);
  g_string_append (h, "], \"goods_colors\": [");
  for (int i = 0; i < n_players + 2; i++)
    g_string_append_printf (h, "%s\"%s\"", i ? ", " : "", goods[i]);
  g_string_append_printf (h, "], \"variant\": %s, \"draws\": {\"seed\": %" G_GUINT64_FORMAT "}, \"actions\": []}",
                          extrakarte ? "[\"extrakarte\"]" : "null", seed);
  game = kontor_game_new_from_data (h->str, -1, NULL, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_selfplay (void)
{
  const KontorTitle *title = kontor_title_lookup ("hansa-schacht");
  guint64 entries = 0, max_entries = 0, refusals = 0;
  int games = 2000, triggered_by_last = 0;
  gint64 start = g_get_monotonic_time ();

  g_assert_nonnull (title);
  for (int g = 0; g < games; g++)
    {
      int n = 2 + g % 3;
      g_autoptr (KontorGame) game = new_seeded_game (n, (guint64) g, g % 5 == 0);
      HsAction a;
      KontorRng rng;
      guint count = 0;

      kontor_rng_init (&rng, (guint64) g * 7919);
      while (!kontor_game_ended (game))
        {
          g_autoptr (GError) error = NULL;
          const HsPosition *pos = kontor_game_get_position (game);
          HsPosition before;
          HsAction bad;

          g_assert_true (title->random_action (pos, &rng, &a));
          /* a wrong entry first: refused, nothing changes */
          memcpy (&before, pos, sizeof before);
          bad = a;
          bad.by = (gint8) ((kontor_hs_seat_due (pos) + 1) % n);
          g_assert_false (kontor_game_apply (game, &bad, &error));
          g_assert_cmpstr (kontor_error_id (title, error), ==, "hansa.wrong-player");
          g_clear_error (&error);
          g_assert_cmpmem (&before, sizeof before, kontor_game_get_position (game), sizeof before);
          refusals++;

          if (!kontor_game_apply (game, &a, &error))
            g_error ("game %d entry %u refused: %s", g, count, error->message);
          g_assert_true (title->check_invariants (kontor_game_get_position (game), &error));
          g_assert_no_error (error);
          count++;
          g_assert_cmpuint (count, <, 5000);
        }
      {
        const HsPosition *end = kontor_game_get_position (game);
        g_assert_true (end->triggered);
        g_assert_cmpint (end->active, ==, n - 1);
        triggered_by_last += end->trigger_seat == n - 1;
      }
      /* the record replays to the same position */
      if (g % 50 == 0)
        {
          g_autofree char *json = kontor_game_to_json (game);
          g_autoptr (GError) error = NULL;
          g_autoptr (KontorGame) again = kontor_game_new_from_data (json, -1, NULL, &error);
          g_assert_no_error (error);
          g_assert_cmpmem (kontor_game_get_position (game), sizeof (HsPosition),
                           kontor_game_get_position (again), sizeof (HsPosition));
        }
      entries += count;
      max_entries = MAX (max_entries, count);
    }
  g_test_message ("%d games, %" G_GUINT64_FORMAT " entries (longest %" G_GUINT64_FORMAT "), %"
                  G_GUINT64_FORMAT " refusals, %d triggered by the last seat, %.2f s",
                  games, entries, max_entries, refusals, triggered_by_last,
                  (g_get_monotonic_time () - start) / 1e6);
}

/* Self-play with table draws: the random player names kinds still face
 * down; every game ends and the record replays to the same position. */
static void
test_selfplay_table_draws (void)
{
  const KontorTitle *title = kontor_title_lookup ("hansa-schacht");

  for (int g = 0; g < 300; g++)
    {
      g_autoptr (KontorGame) seeded = new_seeded_game (2 + g % 3, 5000 + (guint64) g, g % 2 == 0);
      g_autofree char *json = kontor_game_to_json (seeded);
      g_autoptr (JsonNode) root = parse (json);
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorGame) game = NULL;
      g_autoptr (KontorGame) again = NULL;
      g_autofree char *played = NULL;
      KontorRng rng;
      HsAction a;

      json_object_set_string_member (json_node_get_object (root), "draws", "table");
      game = kontor_game_new_from_json (root, NULL, &error);
      g_assert_no_error (error);
      g_assert_false (((const HsPosition *) kontor_game_get_position (game))->seeded);
      kontor_rng_init (&rng, (guint64) g);
      for (guint n = 0; !kontor_game_ended (game); n++)
        {
          g_assert_cmpuint (n, <, 5000);
          g_assert_true (title->random_action (kontor_game_get_position (game), &rng, &a));
          if (!kontor_game_apply (game, &a, &error))
            g_error ("game %d: %s", g, error->message);
          g_assert_true (title->check_invariants (kontor_game_get_position (game), &error));
        }
      played = kontor_game_to_json (game);
      again = kontor_game_new_from_data (played, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (kontor_game_get_position (game), sizeof (HsPosition),
                       kontor_game_get_position (again), sizeof (HsPosition));
    }
}

/* Listing every legal entry, over the positions of random games. */
static void
test_legal_speed (void)
{
  const KontorTitle *title = kontor_title_lookup ("hansa-schacht");
  guint64 calls = 0, listed = 0;
  gint64 spent = 0;

  for (int g = 0; g < 100; g++)
    {
      g_autoptr (KontorGame) game = new_seeded_game (2 + g % 3, 1000 + (guint64) g, FALSE);
      KontorRng rng;
      HsAction a;
      kontor_rng_init (&rng, (guint64) g);
      while (!kontor_game_ended (game))
        {
          const HsPosition *pos = kontor_game_get_position (game);
          gint64 t0 = g_get_monotonic_time ();
          g_autoptr (GArray) list = NULL;
          for (int r = 0; r < 10; r++)
            {
              g_clear_pointer (&list, g_array_unref);
              list = kontor_hs_legal_actions (pos);
            }
          spent += g_get_monotonic_time () - t0;
          calls += 10;
          listed += list->len;
          /* every listed entry is legal */
          for (guint i = 0; i < list->len; i++)
            {
              HsPosition copy;
              const HsAction *e = &g_array_index (list, HsAction, i);
              g_autoptr (GError) error = NULL;
              memcpy (&copy, pos, sizeof copy);
              if (e->what == HS_DO_REFILL && !pos->seeded)
                continue;
              if (!kontor_hs_apply (&copy, e, &error))
                g_error ("listed but refused: %s", error->message);
            }
          g_assert_true (title->random_action (pos, &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
        }
    }
  g_test_message ("legal: %" G_GUINT64_FORMAT " lists, %.2f entries each, %.3f us per list",
                  calls, 10.0 * listed / calls, (double) spent / calls);
  if (!g_test_slow () && g_getenv ("KONTOR_SANITIZED") == NULL)
    g_assert_cmpfloat ((double) spent / calls, <=, 5.0 * 4);   /* generous for shared, busy machines */
}

/* The example and shipped profiles load; the shipped one is incomplete. */
static void
test_profiles (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) shipped = kontor_hs_load_profile (NULL, &error);
  g_autoptr (JsonNode) example = NULL;
  g_autoptr (JsonNode) inline_profile = parse (example_profile);
  HsProfile p;

  g_assert_no_error (error);
  g_assert_false (kontor_hs_profile_from_json (shipped, "board_profile", &p, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.board-profile");
  g_assert_true (g_str_has_prefix (error->message, "board_profile.cities[0].warehouses: "));
  g_clear_error (&error);
  example = kontor_hs_load_profile ("hansa-schacht-example", &error);
  g_assert_no_error (error);
  g_assert_true (kontor_hs_profile_from_json (example, "board_profile", &p, &error));
  g_assert_cmpint (p.number[HS_RIGA], ==, 9);
  g_assert_cmpint (p.number[HS_TOENSBERG], ==, 1);
  g_assert_true (p.complete & (1u << HS_COPENHAGEN));
  g_assert_true (p.arrows[HS_COPENHAGEN] & (1u << HS_DANZIG));
  g_assert_true (kontor_hs_profile_from_json (inline_profile, "board_profile", &p, &error));
}

/* A new game through the title (kontor-cli new): seeded, example board. */
static void
test_new_header (void)
{
  KontorNewGame req = { .board = "hansa-schacht-example", .n_players = 3, .seeded = TRUE, .seed = 7,
                        .colors = { "gray", "yellow", "purple" }, .names = { "Ana", "Bo", "Cy" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = kontor_hs_new_header (&req, &error);
  g_autoptr (KontorGame) game = NULL;
  const HsPosition *pos;

  g_assert_no_error (error);
  game = kontor_game_new_from_header (&kontor_hs_title, header, &error);
  g_assert_no_error (error);
  pos = kontor_game_get_position (game);
  g_assert_cmpint (pos->n_spaces, ==, 14);
  g_assert_cmpint (pos->piles[0] + pos->piles[1] + pos->piles[2] + pos->piles[3] + pos->piles[4], ==, 51);
  g_assert_cmpint (pos->piles[0], ==, 11);
  g_assert_cmpint (pos->piles[4], ==, 10);
  g_assert_cmpint (pos->ship, ==, HS_COPENHAGEN);
  g_assert_cmpint (kontor_hs_decider (pos), ==, 0);

  /* the shipped profile is incomplete: a new game asks for the board */
  req.board = NULL;
  g_clear_pointer (&header, json_object_unref);
  header = kontor_hs_new_header (&req, &error);
  g_assert_null (header);
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.board-profile");
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *dir = g_build_filename (srcdir ? srcdir : ".", "scenarios", "hansa-schacht", NULL);
  g_autoptr (GDir) d = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hansa-schacht/seeded-stack", test_seeded_stack);
  g_test_add_func ("/hansa-schacht/profiles", test_profiles);
  g_test_add_func ("/hansa-schacht/new-header", test_new_header);
  g_test_add_func ("/hansa-schacht/selfplay", test_selfplay);
  g_test_add_func ("/hansa-schacht/selfplay-table-draws", test_selfplay_table_draws);
  g_test_add_func ("/hansa-schacht/legal-speed", test_legal_speed);

  d = g_dir_open (dir, 0, NULL);
  while (d && (name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *file = g_build_filename (dir, n, NULL);
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *sc, *expect;
      if (!json_parser_load_from_file (parser, file, NULL))
        continue;
      sc = json_node_get_object (json_parser_get_root (parser));
      expect = json_object_get_object_member (sc, "expect");
      if (expect && json_object_has_member (expect, "hansa_state"))
        {
          g_autofree char *stem = g_strndup (n, strlen (n) - 5);
          g_autofree char *test = g_strdup_printf ("/hansa-schacht/state/%s", stem);
          g_test_add_data_func_full (test, g_steal_pointer (&file), run_state, g_free);
        }
    }
  return g_test_run ();
}
