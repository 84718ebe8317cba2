/* Engine unit tests that need more than a record: board validation, error
 * codes that no record can reach, undo/redo, the board data itself. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "kontor-engine.h"

static const KontorBoard *
board (const char *id)
{
  g_autoptr (GError) error = NULL;
  const KontorBoard *b = kontor_board_get (id, &error);
  g_assert_no_error (error);
  return b;
}

static void
new_position (KontorPosition *pos, const char *board_id, int n)
{
  KontorSetupInfo setup;
  g_autoptr (GError) error = NULL;
  kontor_setup_info_init (&setup, n);
  g_assert_true (kontor_position_init (pos, board (board_id), &setup, &error));
  g_assert_no_error (error);
}

/* The board data matches the printed boards (shared/reference/README.md). */
static void
test_board_counts (void)
{
  struct { const char *id; int cities, routes, spaces, slots, coins; } want[] = {
    { "base-2-3", 27, 32, 101, 57, 6 },
    { "base-4-5", 27, 34, 107, 62, 4 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const KontorBoard *b = board (want[i].id);
      int spaces = 0, slots = 0, coins = 0;
      for (int r = 0; r < b->n_routes; r++)
        spaces += b->routes[r].n_spaces;
      for (int c = 0; c < b->n_cities; c++)
        for (int s = 0; s < b->cities[c].n_slots; s++)
          {
            slots++;
            coins += b->cities[c].slots[s].coin > 0;
          }
      g_assert_cmpint (b->n_cities, ==, want[i].cities);
      g_assert_cmpint (b->n_routes, ==, want[i].routes);
      g_assert_cmpint (spaces, ==, want[i].spaces);
      g_assert_cmpint (slots, ==, want[i].slots);
      g_assert_cmpint (coins, ==, want[i].coins);
      g_assert_cmpint (b->n_taverns, ==, 3);
      g_assert_cmpint (b->n_table, ==, 4);
      g_assert_cmpstr (b->cities[b->table_city].id, ==, "coellen");
      g_assert_cmpstr (b->routes[b->table_route].id, ==, "coellen-warburg");
      g_assert_cmpstr (b->cities[b->east_west[0]].id, ==, "arnheim");
      g_assert_cmpstr (b->cities[b->east_west[1]].id, ==, "stendal");
      g_assert_cmpint (b->cities[kontor_board_city_index (b, "groningen")].ability, ==, KONTOR_ABILITY_LIBER_SOPHIAE);
      g_assert_cmpint (b->cities[kontor_board_city_index (b, "stade")].ability, ==, KONTOR_ABILITY_PRIVILEGIUM);
      g_assert_cmpint (b->cities[kontor_board_city_index (b, "luebeck")].ability, ==, KONTOR_ABILITY_MONEY_BAGS);
      g_assert_cmpint (b->cities[kontor_board_city_index (b, "goettingen")].ability, ==, KONTOR_ABILITY_ACTIONS);
      g_assert_cmpint (b->cities[kontor_board_city_index (b, "halle")].ability, ==, KONTOR_ABILITY_KEYS);
      /* ids follow game-record.md: the two city ids in alphabetical order */
      for (int r = 0; r < b->n_routes; r++)
        {
          const char *a = b->cities[b->routes[r].cities[0]].id, *c = b->cities[b->routes[r].cities[1]].id;
          g_autofree char *id = g_strdup_printf ("%s-%s", strcmp (a, c) < 0 ? a : c, strcmp (a, c) < 0 ? c : a);
          g_assert_cmpstr (b->routes[r].id, ==, id);
        }
    }
  g_assert_cmpint (kontor_board_route_index (board ("base-2-3"), "emden-stade"), ==, -1);
  g_assert_cmpint (kontor_board_route_index (board ("base-4-5"), "emden-stade"), >=, 0);
  g_assert_cmpint (kontor_board_route_index (board ("base-4-5"), "goettingen-warburg"), >=, 0);
}

/* No two cities closer than a city drawing at 1280x800 (issue #3). */
static void
test_board_layout (void)
{
  const char *ids[] = { "base-2-3", "base-4-5" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const KontorBoard *b = board (ids[i]);
      for (int a = 0; a < b->n_cities; a++)
        for (int c = a + 1; c < b->n_cities; c++)
          {
            double dx = (b->cities[a].x - b->cities[c].x) * 1280, dy = (b->cities[a].y - b->cities[c].y) * 800;
            if (dx * dx + dy * dy < 55.0 * 55.0)
              g_error ("%s: %s and %s are %.0f px apart", ids[i], b->cities[a].id, b->cities[c].id, sqrt (dx * dx + dy * dy));
          }
    }
}

static void
expect_board_error (const char *json, int code, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorBoard) b = kontor_board_new_from_data (json, strlen (json), "test.json", &error);
  g_assert_null (b);
  g_assert_error (error, KONTOR_BOARD_ERROR, code);
  if (strstr (error->message, fragment) == NULL)
    g_error ("message “%s” lacks “%s”", error->message, fragment);
  g_assert_true (g_str_has_prefix (error->message, "test.json: "));
}

#define HEAD "{\"format\":\"kontor-board\",\"version\":1,\"id\":\"t\",\"players\":[3,5],\"completed_cities_to_end\":10,"
#define CITY(id) "{\"id\":\"" id "\",\"name\":\"" id "\",\"x\":0.5,\"y\":0.5,\"offices\":[{\"piece\":\"trader\",\"privilege\":\"white\"}]}"
#define ROUTE(a, b, t) "{\"id\":\"" a "-" b "\",\"cities\":[\"" a "\",\"" b "\"],\"spaces\":3" t "}"
#define TAVERN ",\"tavern\":true"

static void
test_board_validation (void)
{
  const char *ok = HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "," CITY ("c") "],"
                   "\"routes\":[" ROUTE ("a", "b", TAVERN) "," ROUTE ("b", "c", TAVERN) "," ROUTE ("a", "c", TAVERN) "]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorBoard) b = kontor_board_new_from_data (ok, strlen (ok), "test.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->n_routes, ==, 3);
  g_assert_cmpint (b->route_dist[0][1], ==, 1);

  expect_board_error ("{", KONTOR_BOARD_ERROR_PARSE, "test.json");
  expect_board_error ("[]", KONTOR_BOARD_ERROR_PARSE, "not a JSON object");
  expect_board_error ("{\"format\":\"x\"}", KONTOR_BOARD_ERROR_FIELD, "format");
  expect_board_error (HEAD "\"cities\":[" CITY ("a") "," CITY ("a") "]}", KONTOR_BOARD_ERROR_DUPLICATE, "city \"a\"");
  expect_board_error (HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "],\"routes\":[" ROUTE ("a", "z", "") "]}",
                      KONTOR_BOARD_ERROR_UNKNOWN_CITY, "route \"a-z\": unknown city \"z\"");
  expect_board_error (HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "],\"routes\":[" ROUTE ("a", "b", "") "," ROUTE ("a", "b", "") "]}",
                      KONTOR_BOARD_ERROR_DUPLICATE, "route \"a-b\"");
  expect_board_error (HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "],\"routes\":[{\"id\":\"a-b\",\"cities\":[\"a\",\"b\"],\"spaces\":9}]}",
                      KONTOR_BOARD_ERROR_COUNT, "\"spaces\" must be 1 to 4");
  expect_board_error (HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "],\"routes\":[" ROUTE ("a", "b", "") "]}",
                      KONTOR_BOARD_ERROR_COUNT, "exactly 3 tavern routes");
  expect_board_error (HEAD "\"cities\":[{\"id\":\"a\",\"x\":2,\"y\":0,\"offices\":[]}," CITY ("b") "]}", KONTOR_BOARD_ERROR_FIELD, "city \"a\"");

  /* the East and Britannia fields (docs/board-format.md) */
#define CITY_WITH(id, extra) "{\"id\":\"" id "\",\"x\":0.5,\"y\":0.5,\"offices\":[{\"piece\":\"trader\",\"privilege\":\"white\"}]" extra "}"
#define GREEN(id, extra) "{\"id\":\"" id "\",\"x\":0.5,\"y\":0.5,\"green\":true,\"offices\":[]" extra "}"
#define WITH_CITY(c) HEAD "\"cities\":[" c "," CITY ("b") "," CITY ("c") "],\"routes\":[" ROUTE ("a", "b", TAVERN) "," ROUTE ("b", "c", TAVERN) "," ROUTE ("a", "c", TAVERN) "]}"
#define WITH_ROUTE(t) HEAD "\"cities\":[" CITY ("a") "," CITY ("b") "," CITY ("c") "],\"routes\":[" ROUTE ("a", "b", TAVERN t) "," ROUTE ("b", "c", TAVERN) "," ROUTE ("a", "c", TAVERN) "]}"
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"regions\":\"wales\"")), KONTOR_BOARD_ERROR_FIELD, "\"regions\" must list regions");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"gateway_for\":[\"mercia\"]")), KONTOR_BOARD_ERROR_FIELD, "unknown region in \"gateway_for\"");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"abilities\":[\"keys\",\"actions\",\"money-bags\"]")), KONTOR_BOARD_ERROR_FIELD, "one or two abilities");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"ability\":\"keys\",\"abilities\":[\"actions\"]")), KONTOR_BOARD_ERROR_FIELD, "without \"ability\"");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"abilities\":[\"keys\",\"swimming\"]")), KONTOR_BOARD_ERROR_FIELD, "unknown ability in \"abilities\"");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"green\":1")), KONTOR_BOARD_ERROR_FIELD, "\"green\" must be true or false");
  expect_board_error (WITH_CITY (CITY_WITH ("a", ",\"green\":true")), KONTOR_BOARD_ERROR_COUNT, "a green city has no printed offices");
  expect_board_error (HEAD "\"cities\":[" GREEN ("a", "") "," GREEN ("b", "") "," GREEN ("c", "") "," GREEN ("d", "") "," GREEN ("e", "") "]}",
                      KONTOR_BOARD_ERROR_COUNT, "at most 4 green cities");
  expect_board_error (WITH_ROUTE (",\"ships\":2"), KONTOR_BOARD_ERROR_FIELD, "\"ships\" must list space numbers");
  expect_board_error (WITH_ROUTE (",\"ships\":[3]"), KONTOR_BOARD_ERROR_FIELD, "a space the route does not have");
  expect_board_error (WITH_ROUTE (",\"ships\":[\"1\"]"), KONTOR_BOARD_ERROR_FIELD, "a space the route does not have");
  expect_board_error (WITH_ROUTE (",\"permanent\":\"move-9\""), KONTOR_BOARD_ERROR_FIELD, "unknown \"permanent\" marker");
  expect_board_error (WITH_ROUTE (",\"region\":\"mercia\""), KONTOR_BOARD_ERROR_FIELD, "unknown \"region\"");
  expect_board_error (HEAD "\"cities\":[" CITY_WITH ("a", ",\"gateway_for\":[\"wales\"]") "," CITY_WITH ("b", ",\"gateway_for\":[\"wales\"]") ","
                      CITY_WITH ("c", ",\"gateway_for\":[\"wales\"]") "," CITY_WITH ("d", ",\"gateway_for\":[\"wales\"]") ","
                      CITY_WITH ("e", ",\"gateway_for\":[\"wales\"]") "],\"routes\":[" ROUTE ("a", "b", TAVERN) "," ROUTE ("b", "c", TAVERN) ","
                      ROUTE ("a", "c", TAVERN) "]}", KONTOR_BOARD_ERROR_COUNT, "at most 4 gateway cities");
  {
    /* and what the loader makes of them */
    const char *x = HEAD "\"cities\":[" CITY_WITH ("a", ",\"abilities\":[\"money-bags\",\"actions\"],\"regions\":[\"scotland\",\"wales\"],\"gateway_for\":[\"wales\"]") ","
                    GREEN ("b", "") "," CITY ("c") "],\"routes\":[" ROUTE ("a", "b", TAVERN ",\"ships\":[0,2],\"permanent\":\"reuse-2\",\"region\":\"wales\"") ","
                    ROUTE ("b", "c", TAVERN) "," ROUTE ("a", "c", TAVERN) "]}";
    g_autoptr (KontorBoard) xb = kontor_board_new_from_data (x, strlen (x), "test.json", &error);
    g_assert_no_error (error);
    g_assert_cmpint (xb->cities[0].ability, ==, KONTOR_ABILITY_MONEY_BAGS);
    g_assert_cmpint (xb->cities[0].ability2, ==, KONTOR_ABILITY_ACTIONS);
    g_assert_true (kontor_board_city_offers (xb, 0, KONTOR_ABILITY_ACTIONS));
    g_assert_false (kontor_board_city_offers (xb, 0, KONTOR_ABILITY_KEYS));
    g_assert_cmpuint (xb->cities[0].regions, ==, (1u << KONTOR_REGION_WALES) | (1u << KONTOR_REGION_SCOTLAND));
    g_assert_cmpint (xb->n_gateways, ==, 1);
    g_assert_cmpint (xb->cities[0].gateway_index, ==, 0);
    g_assert_true (xb->cities[1].green);
    g_assert_cmpint (xb->cities[1].n_slots, ==, 0);
    g_assert_cmpint (xb->n_green, ==, 1);
    g_assert_cmpuint (xb->routes[0].ships, ==, 5);
    g_assert_false (kontor_board_space_takes (xb, 0, 2, KONTOR_PIECE_TRADER));
    g_assert_true (kontor_board_space_takes (xb, 0, 1, KONTOR_PIECE_TRADER));
    g_assert_true (kontor_board_space_takes (xb, 0, 2, KONTOR_PIECE_MERCHANT));
    g_assert_cmpint (xb->routes[0].permanent, ==, KONTOR_PERMANENT_REUSE_2);
    g_assert_cmpint (xb->routes[0].region, ==, KONTOR_REGION_WALES);
    g_assert_true (xb->countries && xb->has_ships && xb->expansion);
    g_assert_cmpuint (xb->scored_regions, ==, (1u << KONTOR_REGION_WALES) | (1u << KONTOR_REGION_SCOTLAND));
  }
}

static void
test_unknown_board (void)
{
  g_autoptr (GError) error = NULL;
  g_assert_null (kontor_board_get ("atlantis", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (kontor_board_get ("../etc/passwd", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
}

/* Out-of-range indices can only come through the C API. */
static void
test_bad_space (void)
{
  KontorPosition pos, before;
  KontorAction a;
  g_autoptr (GError) error = NULL;
  new_position (&pos, "base-2-3", 3);
  before = pos;
  kontor_action_init (&a, KONTOR_DO_PLACE);
  a.route = 40;
  a.space = 0;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BAD_SPACE);
  g_assert_true (memcmp (&pos, &before, sizeof pos) == 0);
  g_clear_error (&error);
  a.route = 0;
  a.space = 3;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BAD_SPACE);
}

static void
fill_all_spaces (KontorPosition *pos, int owner)
{
  for (int r = 0; r < pos->board->n_routes; r++)
    for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
      {
        pos->spaces[r][s].owner = owner;
        pos->spaces[r][s].kind = KONTOR_PIECE_TRADER;
      }
}

/* Decision (spec §4.3): with no empty space anywhere the displaced piece
 * returns to its owner's supply and nobody relocates. */
static void
test_displace_nowhere_to_go (void)
{
  KontorPosition pos;
  KontorAction a;
  g_autoptr (GError) error = NULL;
  const KontorBoard *b = board ("base-2-3");
  int hl = kontor_board_route_index (b, "hamburg-luebeck");
  new_position (&pos, "base-2-3", 3);
  fill_all_spaces (&pos, 2);       /* green everywhere (the counts do not matter here) */
  pos.spaces[hl][0].owner = 1;     /* one blue trader */
  kontor_action_init (&a, KONTOR_DO_DISPLACE);
  a.route = hl;
  a.space = 0;
  a.traders = 1;
  g_assert_true (kontor_position_apply (&pos, &a, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.phase, ==, KONTOR_PHASE_ACTIONS);
  g_assert_cmpint (pos.players[1].supply[KONTOR_PIECE_TRADER], ==, 7);
  g_assert_cmpint (pos.spaces[hl][0].owner, ==, 0);
}

/* The extras can take the last empty space; then the displaced piece has none. */
static void
test_relocate_no_space (void)
{
  KontorPosition pos;
  KontorAction a;
  g_autoptr (GError) error = NULL;
  const KontorBoard *b = board ("base-2-3");
  int hl = kontor_board_route_index (b, "hamburg-luebeck");
  int hs = kontor_board_route_index (b, "hamburg-stade");
  new_position (&pos, "base-2-3", 3);
  fill_all_spaces (&pos, 2);
  pos.spaces[hl][0].owner = 1;
  pos.spaces[hs][2].owner = KONTOR_NOBODY;   /* the only empty space */
  kontor_action_init (&a, KONTOR_DO_DISPLACE);
  a.route = hl;
  a.space = 0;
  a.traders = 1;
  g_assert_true (kontor_position_apply (&pos, &a, &error));
  g_assert_cmpint (pos.phase, ==, KONTOR_PHASE_RELOCATION);
  kontor_action_init (&a, KONTOR_DO_RELOCATE);
  a.n = 2;
  a.reloc[0].from = KONTOR_FROM_STOCK;
  a.reloc[0].piece = KONTOR_PIECE_TRADER;
  a.reloc[0].dst.route = hs;
  a.reloc[0].dst.space = 2;
  a.reloc[1].from = KONTOR_FROM_DISPLACED;
  a.reloc[1].piece = KONTOR_PIECE_TRADER;
  a.reloc[1].dst.route = hs;
  a.reloc[1].dst.space = 2;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_RELOCATE_NO_SPACE);
}

static void
test_error_summaries (void)
{
  for (int c = 0; c < KONTOR_RULE_N_ERRORS; c++)
    {
      g_assert_cmpstr (kontor_rule_error_summary (c), !=, "");
      g_assert_cmpint (kontor_rule_error_from_id (kontor_rule_error_id (c)), ==, c);
    }
}

static void
set_language (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  textdomain (GETTEXT_PACKAGE);   /* makes gettext drop what it cached for the old language */
}

/* Every rule error has a message in Spanish and German (a missing one fails). */
static void
test_error_translations (void)
{
  const char *langs[] = { "es", "de" };
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      for (int c = 0; c < KONTOR_RULE_N_ERRORS; c++)
        {
          const char *msg;
          set_language ("en");
          {
            g_autofree char *english = g_strdup (kontor_rule_error_summary (c));
            set_language (langs[l]);
            msg = kontor_rule_error_summary (c);
            if (msg == NULL || *msg == '\0' || g_strcmp0 (msg, english) == 0)
              g_error ("%s: no translation for the rule error %s (“%s”)", langs[l], kontor_rule_error_id (c), english);
          }
        }
    }
  set_language ("en");
}

static KontorGame *
new_game (void)
{
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 3,
                            .names = { "Ana", "Bo", "Cy" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .virtual_draws = TRUE, .seed = 42 };
  g_autoptr (GError) error = NULL;
  KontorGame *game = kontor_game_new (&setup, &error);
  g_assert_no_error (error);
  return game;
}

/* Scoring mode by clicks: an office cycles nobody → each player → nobody
 * (the neutral too in a two-player game); an extra office is added past the
 * last and removed after the last player; completed cities follow. */
static void
test_end_position_cycling (void)
{
  KontorEndPosition end = { 0 };
  const char *names[] = { "Ana", "Bo" };
  KontorColor colors[] = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE };
  g_autoptr (GError) error = NULL;
  int city, n_slots;

  g_assert_true (kontor_end_position_init (&end, "base-2-3", 2, names, colors, &error));
  city = kontor_board_city_index (end.pos.board, "hamburg");
  n_slots = end.pos.board->cities[city].n_slots;
  g_assert_cmpint (end.pos.slots[city][0].owner, ==, KONTOR_NOBODY);
  kontor_end_position_cycle_office (&end, city, 0);
  g_assert_cmpint (end.pos.slots[city][0].owner, ==, 0);
  kontor_end_position_cycle_office (&end, city, 0);
  g_assert_cmpint (end.pos.slots[city][0].owner, ==, 1);
  kontor_end_position_cycle_office (&end, city, 0);
  g_assert_cmpint (end.pos.slots[city][0].owner, ==, end.pos.neutral ? KONTOR_NEUTRAL : KONTOR_NOBODY);
  if (end.pos.neutral)
    kontor_end_position_cycle_office (&end, city, 0);
  g_assert_cmpint (end.pos.slots[city][0].owner, ==, KONTOR_NOBODY);
  /* fill the city: it counts as completed */
  for (int i = 0; i < n_slots; i++)
    kontor_end_position_cycle_office (&end, city, i);
  g_assert_cmpint (end.pos.completed, ==, 1);
  /* an extra office: added for the first player, then the second, then gone */
  kontor_end_position_cycle_office (&end, city, -1);
  g_assert_cmpint (end.pos.n_extra[city], ==, 1);
  g_assert_cmpint (end.pos.extra[city][0].owner, ==, 0);
  kontor_end_position_cycle_office (&end, city, -1);
  g_assert_cmpint (end.pos.extra[city][0].owner, ==, 1);
  kontor_end_position_cycle_office (&end, city, -1);
  g_assert_cmpint (end.pos.n_extra[city], ==, 0);
  /* a slot past the city's offices changes nothing */
  kontor_end_position_cycle_office (&end, city, n_slots);
  g_assert_cmpint (end.pos.completed, ==, 1);
  kontor_end_position_cycle_table (&end, 0);
  g_assert_cmpint (end.pos.table[0], ==, 0);
  kontor_end_position_clear (&end);
}

/* Spec §1: 2 to 5 players; one player and six are refused by the rule's id. */
static void
test_setup_players (void)
{
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 1, .names = { "Ana" },
                            .colors = { KONTOR_COLOR_RED }, .virtual_draws = TRUE, .seed = 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new (&setup, &error);

  g_assert_null (game);
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS);
  g_assert_cmpstr (kontor_error_id (&kontor_ht_title, error), ==, "ht.setup-players");
  g_clear_error (&error);
  setup.n_players = 6;
  game = kontor_game_new (&setup, &error);
  g_assert_null (game);
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS);
}

static void
test_undo_redo (void)
{
  g_autoptr (KontorGame) game = new_game ();
  KontorPosition start = *kontor_ht_position (game), after_one;
  KontorAction a;
  g_autoptr (GError) error = NULL;

  kontor_action_init (&a, KONTOR_DO_HIRE);
  a.traders = 3;
  g_assert_true (kontor_game_apply (game, &a, &error));
  after_one = *(const KontorPosition *) kontor_game_get_position (game);
  kontor_action_init (&a, KONTOR_DO_PLACE);
  a.route = 0;
  a.space = 0;
  g_assert_true (kontor_game_apply (game, &a, &error));
  g_assert_cmpuint (kontor_game_get_cursor (game), ==, 2);

  g_assert_true (kontor_game_undo (game));
  g_assert_true (memcmp (kontor_game_get_position (game), &after_one, sizeof after_one) == 0);
  g_assert_true (kontor_game_undo (game));
  g_assert_true (memcmp (kontor_game_get_position (game), &start, sizeof start) == 0);
  g_assert_false (kontor_game_undo (game));
  g_assert_true (kontor_game_redo (game));
  g_assert_true (memcmp (kontor_game_get_position (game), &after_one, sizeof after_one) == 0);
  g_assert_true (kontor_game_can_redo (game));
  /* a new action drops the redo history */
  kontor_action_init (&a, KONTOR_DO_END_TURN);
  g_assert_true (kontor_game_apply (game, &a, &error));
  g_assert_false (kontor_game_can_redo (game));
  g_assert_cmpuint (kontor_game_get_n_actions (game), ==, 2);
  /* a refused action changes nothing */
  kontor_action_init (&a, KONTOR_DO_RELOCATE);
  g_assert_false (kontor_game_apply (game, &a, &error));
  g_assert_cmpuint (kontor_game_get_n_actions (game), ==, 2);
}

static void
test_legal_start (void)
{
  KontorPosition pos;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  int count[KONTOR_N_DO] = { 0 };
  new_position (&pos, "base-2-3", 3);
  kontor_legal_actions (&pos, -1, legal);
  for (guint i = 0; i < legal->len; i++)
    count[g_array_index (legal, KontorAction, i).what]++;
  /* red: stock 6 traders, Money bags 3: hire 1..3 traders */
  g_assert_cmpint (count[KONTOR_DO_HIRE], ==, 3);
  /* 101 empty spaces, trader or merchant */
  g_assert_cmpint (count[KONTOR_DO_PLACE], ==, 202);
  g_assert_cmpint (count[KONTOR_DO_DISPLACE], ==, 0);
  g_assert_cmpint (count[KONTOR_DO_MOVE], ==, 0);
  g_assert_cmpint (count[KONTOR_DO_CLAIM], ==, 0);
  g_assert_cmpint (count[KONTOR_DO_END_TURN], ==, 1);
  g_assert_cmpint (count[KONTOR_DO_RELOCATE], ==, 0);
}

int
main (int argc, char **argv)
{
  /* Not kontor_i18n_init (): this test switches LANGUAGE at run time, and
   * g_dgettext () decides once, from the default domain, whether to translate;
   * leaving the default domain alone keeps that decision "translate". */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("KONTOR_LOCALEDIR") ? g_getenv ("KONTOR_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/board/counts", test_board_counts);
  g_test_add_func ("/engine/rules/error-translations", test_error_translations);
  g_test_add_func ("/engine/board/layout", test_board_layout);
  g_test_add_func ("/engine/board/validation", test_board_validation);
  g_test_add_func ("/engine/board/unknown", test_unknown_board);
  g_test_add_func ("/engine/rules/bad-space", test_bad_space);
  g_test_add_func ("/engine/rules/displace-nowhere-to-go", test_displace_nowhere_to_go);
  g_test_add_func ("/engine/rules/relocate-no-space", test_relocate_no_space);
  g_test_add_func ("/engine/rules/error-summaries", test_error_summaries);
  g_test_add_func ("/engine/game/undo-redo", test_undo_redo);
  g_test_add_func ("/engine/rules/setup-players", test_setup_players);
  g_test_add_func ("/engine/end-position/cycling", test_end_position_cycling);
  g_test_add_func ("/engine/legal/start", test_legal_start);
  return g_test_run ();
}
