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

/* Built with AddressSanitizer (meson's -Db_sanitize=address,...): timings
 * are several times slower and are not checked. */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature (address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

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
  if (!g_test_slow () && !SANITIZED && g_getenv ("KONTOR_SANITIZED") == NULL)
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


/* ---------------------------------------------------------------- beyond the data */

/* The record of a scenario file, cut after its first n actions (-1: all). */
static KontorGame *
scenario_game (const char *name, int n)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *base = g_strconcat (name, ".json", NULL);
  g_autofree char *file = g_build_filename (srcdir ? srcdir : ".", "scenarios", "hansa-schacht", base, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *record;
  KontorGame *game;

  json_parser_load_from_file (parser, file, &error);
  g_assert_no_error (error);
  record = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "record");
  if (n >= 0)
    {
      JsonArray *actions = json_object_get_array_member (record, "actions");
      while ((int) json_array_get_length (actions) > n)
        json_array_remove_element (actions, json_array_get_length (actions) - 1);
    }
  game = kontor_game_new_from_json (json_object_get_member (json_node_get_object (json_parser_get_root (parser)), "record"),
                                    NULL, &error);
  g_assert_no_error (error);
  return game;
}

static HsAction
new_action (HsDo what)
{
  HsAction a;
  memset (&a, 0, sizeof a);
  a.what = (guint8) what;
  a.by = HS_BY_ABSENT;
  a.city = -1;
  a.marker = -1;
  return a;
}

/* kontor_hs_apply on a copy: the id of the refusal, or NULL when accepted. */
static const char *
refusal (const HsPosition *pos, const HsAction *a, char **message)
{
  HsPosition copy;
  g_autoptr (GError) error = NULL;
  memcpy (&copy, pos, sizeof copy);
  if (kontor_hs_apply (&copy, a, &error))
    return NULL;
  g_assert_true (error->domain == HS_ERROR);
  if (message)
    *message = g_strdup (error->message);
  return kontor_hs_error_id_of (error->code);
}

static void
expect_invariant (const HsPosition *pos, const char *detail)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *want = g_strdup_printf ("%s (%s)", kontor_hs_error_rule (HS_ERROR_INVARIANT), detail);
  g_assert_false (kontor_hs_check_invariants (pos, &error));
  g_assert_error (error, HS_ERROR, HS_ERROR_INVARIANT);
  g_assert_cmpstr (error->message, ==, want);
  /* a broken invariant is no refusal of an entry: it has no id of §8 */
  g_assert_null (kontor_error_id (&kontor_hs_title, error));
}

/* The self-check (§1.7) on each kind of impossible position. */
static void
test_invariants (void)
{
  g_autoptr (KontorGame) game = scenario_game ("seeded-refill-unnamed", -1);
  const HsPosition *pos = kontor_game_get_position (game);
  HsPosition bad;
  gint8 other = pos->stack[0] == 0 ? 1 : 0;        /* yellow-1 or yellow-2, both in play */

  g_assert_true (kontor_hs_check_invariants (pos, NULL));
  g_assert_cmpint (pos->stack_len, >, 0);
  memcpy (&bad, pos, sizeof bad);
  bad.removed[HS_N_KINDS - 1]++;                     /* black-3: 4 in play, now 5 */
  expect_invariant (&bad, "black-3: 5 markers, 4 in play");
  memcpy (&bad, pos, sizeof bad);
  bad.supply[1]--;
  expect_invariant (&bad, "seat 1 has 14 booths");
  memcpy (&bad, pos, sizeof bad);
  bad.talers[2] = -1;
  expect_invariant (&bad, "negative talers");
  memcpy (&bad, pos, sizeof bad);
  bad.piles[4]--;
  bad.piles[3]++;
  g_assert_true (kontor_hs_check_invariants (&bad, NULL));   /* only the sum counts */
  bad.piles[4]--;
  expect_invariant (&bad, "pile sizes and face-down markers differ");
  memcpy (&bad, pos, sizeof bad);
  bad.stack_len--;
  expect_invariant (&bad, "pile sizes and face-down markers differ");
  memcpy (&bad, pos, sizeof bad);
  bad.stack[0] = other;                      /* same length, another kind */
  expect_invariant (&bad, "the seeded stack and the face-down markers differ");
  memcpy (&bad, pos, sizeof bad);
  bad.active = bad.n_players;
  expect_invariant (&bad, "no active player");
  /* table draws: no stack to compare */
  {
    g_autoptr (KontorGame) table = scenario_game ("tax-keeps-three", -1);
    memcpy (&bad, kontor_game_get_position (table), sizeof bad);
    g_assert_true (kontor_hs_check_invariants (&bad, NULL));
    bad.stack_len = 3;
    g_assert_true (kontor_hs_check_invariants (&bad, NULL));
  }
}

/* What the engine refuses when called directly with what no record can say. */
static void
test_api_misuse (void)
{
  g_autoptr (KontorGame) game = scenario_game ("sell-pair-with-loss", 18);
  g_autoptr (KontorGame) ended = scenario_game ("end-after-last-seat", -1);
  const HsPosition *pos = kontor_game_get_position (game);
  const HsPosition *end = kontor_game_get_position (ended);
  const HsSetup *setup = kontor_game_get_setup (game);
  g_autofree char *message = NULL;
  HsAction a;
  HsSetup s;
  HsPosition p;
  KontorRng rng;
  g_autoptr (GError) error = NULL;

  /* a setup whose warehouse count disagrees with its profile (the loader never builds one) */
  memcpy (&s, setup, sizeof s);
  s.n_spaces++;
  g_assert_false (kontor_hs_position_init (&p, &s, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.board-profile");
  g_clear_error (&error);

  /* after the end: nobody decides, nothing applies, nothing is legal */
  g_assert_true (end->ended);
  g_assert_cmpint (kontor_hs_decider (end), ==, -1);
  a = new_action (HS_DO_END_TURN);
  g_assert_cmpstr (refusal (end, &a, NULL), ==, "hansa.game-over");
  kontor_rng_init (&rng, 1);
  g_assert_false (kontor_hs_random_action (end, &rng, &a));
  {
    g_autoptr (GArray) list = kontor_hs_legal_actions (end);
    g_autoptr (JsonNode) json = kontor_hs_legal_json (end);
    g_assert_cmpuint (list->len, ==, 0);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (json)), ==, 0);
  }

  /* Bo (seat 1) to sell in Stockholm; the record's own sale is accepted */
  g_assert_cmpint (kontor_hs_seat_due (pos), ==, 1);
  a = new_action (HS_DO_SELL);
  a.n_markers = 2;
  a.markers[0] = (gint8) kontor_hs_kind_from_id ("red-1");
  a.markers[1] = (gint8) kontor_hs_kind_from_id ("red-2");
  a.n_losses = 1;
  a.losses[0].seat = 0;
  a.losses[0].n = 1;
  a.losses[0].kinds[0] = (gint8) kontor_hs_kind_from_id ("red-3");
  g_assert_null (refusal (pos, &a, NULL));
  /* a seat beyond the players */
  a.losses[0].seat = 3;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.sell-losses");
  /* a loss of a kind out of range: no id to name, only the rule */
  a.losses[0].seat = 0;
  a.losses[0].kinds[0] = HS_N_KINDS;
  g_assert_cmpstr (refusal (pos, &a, &message), ==, "hansa.unknown-id");
  g_assert_cmpstr (message, ==, kontor_hs_error_rule (HS_ERROR_UNKNOWN_ID));
  g_clear_pointer (&message, g_free);
  a.losses[0].kinds[0] = -1;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  /* written back with a loss naming no player: "?" */
  a.losses[0].seat = HS_NOT_A_PLAYER;
  a.losses[0].kinds[0] = (gint8) kontor_hs_kind_from_id ("red-3");
  {
    g_autoptr (JsonBuilder) b = json_builder_new ();
    g_autoptr (JsonNode) node = NULL;
    g_autofree char *text = NULL;
    kontor_hs_action_to_json (b, &a, pos);
    node = json_builder_get_root (b);
    text = json_to_string (node, FALSE);
    g_assert_cmpstr (text, ==, "{\"do\":\"sell\",\"markers\":[\"red-1\",\"red-2\"],"
                               "\"losses\":[{\"player\":\"?\",\"markers\":[\"red-3\"]}]}");
  }

  /* an entry that is no "do" of §7 */
  a = new_action (HS_DO_END_TURN);
  a.what = HS_DO_END_TURN + 1;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.bad-entry");
  /* ids out of range */
  a = new_action (HS_DO_SAIL);
  a.city = HS_N_CITIES;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  a.city = -1;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  g_assert_null (kontor_hs_unchecked_json (setup, pos, &a, 0));
  a = new_action (HS_DO_BUY);
  a.marker = HS_N_KINDS;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  g_assert_null (kontor_hs_unchecked_json (setup, pos, &a, 0));
  a = new_action (HS_DO_ESTABLISH);
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  a = new_action (HS_DO_REFILL);
  a.has_markers = TRUE;
  a.n_markers = 1;
  a.markers[0] = -1;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  a = new_action (HS_DO_SELL);
  a.n_markers = 1;
  a.markers[0] = HS_N_KINDS;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  a = new_action (HS_DO_END_TURN);
  a.n_discard = 1;
  a.discard[0] = -1;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.unknown-id");
  a = new_action (HS_DO_SETUP_BOOTHS);
  a.city = HS_N_CITIES;
  g_assert_cmpstr (refusal (pos, &a, NULL), ==, "hansa.setup-order");   /* setup is over: step 3 first */

  /* the tables of ids and rules at their edges */
  g_assert_cmpstr (kontor_hs_kind_id (-1), ==, "?");
  g_assert_cmpstr (kontor_hs_kind_id (HS_N_KINDS), ==, "?");
  g_assert_cmpstr (kontor_hs_kind_id (HS_N_KINDS - 1), ==, "black-3");
  g_assert_null (kontor_hs_error_id_of (HS_N_ERRORS));
  g_assert_null (kontor_hs_error_id_of (HS_ERROR_INVARIANT));
  g_assert_null (kontor_hs_error_id_of ((HsError) -1));
  g_assert_cmpstr (kontor_hs_error_id_of (HS_ERROR_END_POSITION), ==, "hansa.end-position");
  g_assert_cmpstr (kontor_hs_error_rule (HS_N_ERRORS), ==, "");
  g_assert_cmpstr (kontor_hs_error_rule ((HsError) 99), ==, "");
  g_assert_cmpstr (kontor_hs_error_rule (HS_ERROR_INVARIANT), ==, "The position breaks a rule that no entry may break.");

  /* the title's view of the players */
  g_assert_cmpint (kontor_hs_title.n_players (setup), ==, 3);
  g_assert_cmpstr (kontor_hs_title.player_name (setup, 1), ==, "Bo");
  g_assert_cmpstr (kontor_hs_title.player_color (setup, 2), ==, "purple");
  g_assert_cmpint (kontor_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (kontor_game_get_player_name (game, 0), ==, "Ana");
}

/* Lists longer than any legal entry (KS-5): kept short, counted, refused by
 * the rule that counts them. */
static void
test_long_lists (void)
{
  g_autoptr (KontorGame) game = scenario_game ("sell-pair-with-loss", 18);
  const HsPosition *pos = kontor_game_get_position (game);
  struct { const char *what; guint kinds, entries; const char *id; } cases[] = {
    { "markers", 70000, 0, "hansa.sell-not-held" },   /* counted up to 65535 */
    { "losses", 300, 1, "hansa.sell-losses" },        /* one entry, 300 kinds: counted up to 255 */
    { "losses", 0, 300, "hansa.sell-losses" },        /* 300 entries: counted up to 255 */
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) node = NULL;
      g_autoptr (GError) error = NULL;
      HsAction a;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "do");
      json_builder_add_string_value (b, "sell");
      json_builder_set_member_name (b, "markers");
      json_builder_begin_array (b);
      if (strcmp (cases[c].what, "markers") == 0)
        for (guint i = 0; i < cases[c].kinds; i++)
          json_builder_add_string_value (b, "red-1");
      else
        {
          json_builder_add_string_value (b, "red-1");
          json_builder_add_string_value (b, "red-2");
        }
      json_builder_end_array (b);
      if (strcmp (cases[c].what, "losses") == 0)
        {
          json_builder_set_member_name (b, "losses");
          json_builder_begin_array (b);
          for (guint e = 0; e < cases[c].entries; e++)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "player");
              json_builder_add_string_value (b, "gray");
              json_builder_set_member_name (b, "markers");
              json_builder_begin_array (b);
              for (guint i = 0; i < cases[c].kinds; i++)
                json_builder_add_string_value (b, "red-3");
              json_builder_end_array (b);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
      node = json_builder_get_root (b);
      g_assert_true (kontor_hs_action_from_json (node, pos, &a, &error));
      g_assert_no_error (error);
      if (c == 0)
        g_assert_cmpuint (a.n_markers, ==, G_MAXUINT16);
      else if (c == 1)
        g_assert_cmpuint (a.losses[0].n, ==, 255);
      else
        g_assert_cmpuint (a.n_losses, ==, 255);
      g_assert_cmpstr (refusal (pos, &a, NULL), ==, cases[c].id);
    }
}

static int
empty_spaces (const HsPosition *pos)
{
  int n = 0;
  for (int i = 0; i < pos->n_spaces; i++)
    n += pos->warehouse[i] < 0;
  return n;
}

static int
face_down (const HsPosition *pos)
{
  int n = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    n += pos->facedown[k];
  return n;
}

/* A seeded scenario's record cut after n actions, as table draws: a saved
 * record names every kind drawn (KS-4), so it replays the same. */
static KontorGame *
table_draws_game (const char *name, int n)
{
  g_autoptr (KontorGame) seeded = scenario_game (name, n);
  g_autofree char *json = kontor_game_to_json (seeded);
  g_autoptr (JsonNode) root = parse (json);
  g_autoptr (GError) error = NULL;
  KontorGame *table;

  json_object_set_string_member (json_node_get_object (root), "draws", "table");
  table = kontor_game_new_from_json (root, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (((const HsPosition *) kontor_game_get_position (table))->seeded);
  g_assert_cmpmem (((const HsPosition *) kontor_game_get_position (table))->warehouse, HS_MAX_SPACES,
                   ((const HsPosition *) kontor_game_get_position (seeded))->warehouse, HS_MAX_SPACES);
  return table;
}

/* The legal entries and the random player where a refill decides. */
static void
test_legal_refill (void)
{
  /* the compulsory refill: nothing else is legal (§3.6), listed unnamed with table draws (KS-13) */
  {
    g_autoptr (KontorGame) game = scenario_game ("refill-required-sail", 25);
    const HsPosition *pos = kontor_game_get_position (game);
    g_autoptr (GArray) list = kontor_hs_legal_actions (pos);
    g_autoptr (JsonNode) json = kontor_hs_legal_json (pos);
    g_autofree char *text = json_to_string (json, FALSE);
    KontorRng rng;
    HsAction a;
    int left = 0;

    for (int k = 0; k < HS_N_KINDS; k++)
      left += pos->facedown[k];
    g_assert_cmpuint (list->len, ==, 1);
    g_assert_cmpint (g_array_index (list, HsAction, 0).what, ==, HS_DO_REFILL);
    g_assert_cmpstr (text, ==, "[{\"do\":\"refill\"}]");
    kontor_rng_init (&rng, 3);
    g_assert_true (kontor_hs_random_action (pos, &rng, &a));
    g_assert_cmpint (a.what, ==, HS_DO_REFILL);
    g_assert_true (a.has_markers);
    g_assert_cmpint (a.n_markers, ==, MIN (9, left));
    g_assert_null (refusal (pos, &a, NULL));
  }
  /* with table draws and nothing face down no refill is listed, though a space is empty */
  {
    g_autoptr (KontorGame) table = table_draws_game ("refill-nothing-left", 96);
    const HsPosition *pos = kontor_game_get_position (table);
    g_autoptr (GArray) list = kontor_hs_legal_actions (pos);
    g_assert_cmpint (empty_spaces (pos), >, 0);
    g_assert_cmpint (face_down (pos), ==, 0);
    g_assert_false (pos->phase3);
    g_assert_cmpuint (list->len, >, 0);
    for (guint i = 0; i < list->len; i++)
      g_assert_cmpint (g_array_index (list, HsAction, i).what, !=, HS_DO_REFILL);
  }
  /* fewer markers face down (1) than empty spaces (9): the random player
   * names the one left, at the compulsory refill that starts pile 5 */
  {
    g_autoptr (KontorGame) table = table_draws_game ("refill-not-due-all-empty-none-left", 191);
    const HsPosition *pos = kontor_game_get_position (table);
    KontorRng rng;
    HsAction a;

    g_assert_cmpint (empty_spaces (pos), ==, 9);
    g_assert_cmpint (face_down (pos), ==, 1);
    kontor_rng_init (&rng, 11);
    g_assert_true (kontor_hs_random_action (pos, &rng, &a));
    g_assert_cmpint (a.what, ==, HS_DO_REFILL);
    g_assert_cmpint (a.n_markers, ==, 1);
    g_assert_cmpint (pos->facedown[a.markers[0]], ==, 1);
    g_assert_null (refusal (pos, &a, NULL));
  }
}

/* kontor-cli new at its edges (the title's new_header). */
static void
test_new_header_edges (void)
{
  KontorNewGame req = { .board = "hansa-schacht-example", .n_players = 1, .seeded = TRUE, .seed = 7,
                        .colors = { "gray", "yellow" }, .names = { NULL, "" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonArray *players;

  header = kontor_hs_new_header (&req, &error);
  g_assert_null (header);
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.setup-players");
  g_assert_true (g_str_has_prefix (error->message, "players: "));
  g_clear_error (&error);
  req.n_players = 5;
  g_assert_null (kontor_hs_new_header (&req, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.setup-players");
  g_clear_error (&error);

  /* players without names are named after their colours (KS-8) */
  req.n_players = 2;
  header = kontor_hs_new_header (&req, &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (header, "players");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"), ==, "gray");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "name"), ==, "yellow");
  game = kontor_game_new_from_header (&kontor_hs_title, header, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((const HsPosition *) kontor_game_get_position (game))->n_spaces, ==, 14);
  g_clear_pointer (&header, json_object_unref);

  /* a colour not given: left empty, refused by the header check */
  req.colors[1] = NULL;
  header = kontor_hs_new_header (&req, &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (header, "players");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "color"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "name"), ==, "red");
  g_assert_null (kontor_game_new_from_header (&kontor_hs_title, header, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.setup-players");
  g_assert_true (g_str_has_prefix (error->message, "players[1].color: "));
  g_clear_error (&error);
  g_clear_pointer (&header, json_object_unref);

  /* the shipped board named: incomplete, as when no board is given (D-H2) */
  req.board = "hansa-schacht";
  g_assert_null (kontor_hs_new_header (&req, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.board-profile");
  g_clear_error (&error);

  /* a board file that cannot be read */
  req.colors[1] = "yellow";
  req.board = "/nonexistent/hansa-board.json";
  g_assert_null (kontor_hs_new_header (&req, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_hs_title, error), ==, "hansa.board-profile");
  g_assert_true (g_str_has_prefix (error->message, "board: "));
}

/* KS-3: the profile written back, normalised; informational fields that are
 * not what §4.4 describes are dropped, never refused. */
static void
test_profile_write_back (void)
{
  const char *in =
    "{\"cities\": ["
    "{\"id\": \"riga\", \"name\": \"R\\u00eega \\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9"
    "\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9"
    "\\u00e9\\u00e9\\u00e9\\u00e9\", \"number\": 9, \"warehouses\": 2, \"start\": \"yes\"},"
    "{\"id\": \"toensberg\", \"name\": 7, \"number\": 1, \"warehouses\": 1, \"start\": false},"
    "{\"id\": \"aalborg\", \"number\": 2, \"warehouses\": 1, \"start\": {}},"
    "{\"id\": \"copenhagen\", \"name\": \"Copenhagen\", \"number\": 3, \"warehouses\": 2, \"start\": true},"
    "{\"id\": \"luebeck\", \"number\": 4, \"warehouses\": 2},"
    "{\"id\": \"danzig\", \"number\": 5, \"warehouses\": 1},"
    "{\"id\": \"kalmar\", \"number\": 6, \"warehouses\": 1},"
    "{\"id\": \"stockholm\", \"number\": 7, \"warehouses\": 2},"
    "{\"id\": \"city-9\", \"number\": 8, \"warehouses\": 1}],"
    "\"arrows\": [{\"from\": \"kalmar\", \"to\": \"copenhagen\", \"inferred\": \"yes\"},"
    "{\"from\": \"copenhagen\", \"to\": \"danzig\", \"inferred\": false},"
    "{\"from\": \"luebeck\", \"to\": \"aalborg\", \"inferred\": true},"
    "{\"from\": \"danzig\", \"to\": \"kalmar\", \"inferred\": [true]}],"
    "\"land\": [[\"toensberg\", \"stockholm\"], \"toensberg\", [\"toensberg\"], [\"hamburg\", \"riga\"], [\"riga\", 3],"
    "[\"riga\", \"kalmar\"], [\"riga\", \"danzig\"], [\"riga\", \"luebeck\"], [\"riga\", \"aalborg\"],"
    "[\"riga\", \"city-9\"], [\"riga\", \"copenhagen\"], [\"riga\", \"toensberg\"], [\"riga\", \"stockholm\"]]}";
  /* the name is cut at 63 bytes on a character boundary: "Rîga " is 6 bytes,
   * then 28 two-byte characters (56 bytes) fit, a 29th would make 64 */
  g_autoptr (GString) cut = g_string_new ("R\xc3\xae" "ga ");
  g_autoptr (JsonNode) node = parse (in);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) out = NULL;
  g_autoptr (GError) error = NULL;
  JsonObject *o;
  JsonArray *cities, *land;
  HsProfile p;

  for (int i = 0; i < 28; i++)
    g_string_append (cut, "\xc3\xa9");
  g_assert_true (kontor_hs_profile_from_json (node, "board_profile", &p, &error));
  g_assert_no_error (error);
  g_assert_false (p.complete);
  kontor_hs_profile_to_json (&p, b);
  out = json_builder_get_root (b);
  o = json_node_get_object (out);
  cities = json_object_get_array_member (o, "cities");
  /* the cities in the profile's order */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cities, 0), "id"), ==, "riga");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cities, 0), "name"), ==, cut->str);
  g_assert_cmpuint (strlen (cut->str), ==, 62);
  g_assert_false (json_object_has_member (json_array_get_object_element (cities, 0), "start"));
  g_assert_true (json_object_get_null_member (json_array_get_object_element (cities, 1), "name"));
  g_assert_false (json_object_has_member (json_array_get_object_element (cities, 1), "start"));
  g_assert_false (json_object_has_member (json_array_get_object_element (cities, 2), "start"));
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (cities, 3), "start"));
  /* the arrows in §0's order of their cities, "inferred" only when true */
  {
    g_autoptr (JsonGenerator) gen = json_generator_new ();
    g_autofree char *arrows = NULL;
    json_generator_set_root (gen, json_object_get_member (o, "arrows"));
    arrows = json_generator_to_data (gen, NULL);
    g_assert_cmpstr (arrows, ==, "[{\"from\":\"copenhagen\",\"to\":\"danzig\"},"
                                 "{\"from\":\"luebeck\",\"to\":\"aalborg\",\"inferred\":true},"
                                 "{\"from\":\"danzig\",\"to\":\"kalmar\"},"
                                 "{\"from\":\"kalmar\",\"to\":\"copenhagen\"}]");
  }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "outgoing_complete")), ==, 0);
  /* land: the readable pairs, at most 8 */
  land = json_object_get_array_member (o, "land");
  g_assert_cmpuint (json_array_get_length (land), ==, 8);
  g_assert_cmpstr (json_array_get_string_element (json_array_get_array_element (land, 0), 1), ==, "stockholm");
  g_assert_cmpstr (json_array_get_string_element (json_array_get_array_element (land, 1), 1), ==, "kalmar");
  g_assert_cmpstr (json_array_get_string_element (json_array_get_array_element (land, 7), 1), ==, "toensberg");
}

/* An end position of another version is refused by the title itself too. */
static void
test_end_position_version (void)
{
  g_autoptr (JsonNode) node = parse ("{\"format\": \"kontor-end-position\", \"version\": 2, \"game\": \"hansa-schacht\","
                                     " \"players\": [{\"name\": \"A\", \"color\": \"red\", \"unsold\": 0},"
                                     " {\"name\": \"B\", \"color\": \"blue\", \"unsold\": 0}]}");
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_null (kontor_hs_end_position_score_json (json_node_get_object (node), &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION);
  g_clear_error (&error);
  g_assert_null (kontor_hs_end_position_score_text (json_node_get_object (node), &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION);
  g_clear_error (&error);
  json_object_set_string_member (json_node_get_object (node), "version", "1");
  g_assert_null (kontor_hs_end_position_score_json (json_node_get_object (node), &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION);
  g_clear_error (&error);
  json_object_set_int_member (json_node_get_object (node), "version", 1);
  text = kontor_hs_end_position_score_text (json_node_get_object (node), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==,
                   "Player           Unsold   Sold Cities  Extra  Total Booths  Rank\n"
                   "A                     0      0      0      0      0      0     1\n"
                   "B                     0      0      0      0      0      0     1\n");
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
  g_test_add_func ("/hansa-schacht/invariants", test_invariants);
  g_test_add_func ("/hansa-schacht/api-misuse", test_api_misuse);
  g_test_add_func ("/hansa-schacht/long-lists", test_long_lists);
  g_test_add_func ("/hansa-schacht/legal-refill", test_legal_refill);
  g_test_add_func ("/hansa-schacht/new-header-edges", test_new_header_edges);
  g_test_add_func ("/hansa-schacht/profile-write-back", test_profile_write_back);
  g_test_add_func ("/hansa-schacht/end-position-version", test_end_position_version);

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
