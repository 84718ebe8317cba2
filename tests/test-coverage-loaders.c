/* Every refusal of the loaders pinned (issue 27): end positions
 * (tests/end-positions/refused/), records (tests/records/broken/expected-more.json),
 * saving, and the end-position entry API at its limits.  Each case names the
 * error's domain, code and a part of its message. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kontor-engine.h"

static char *
data_path (const char *first, ...)
{
  const char *src = g_getenv ("G_TEST_SRCDIR");
  va_list ap;
  char *rest, *path;
  va_start (ap, first);
  rest = g_build_filename_valist (first, &ap);
  va_end (ap);
  path = g_build_filename (src ? src : ".", rest, NULL);
  g_free (rest);
  return path;
}

static GQuark
domain_of (const char *name)
{
  if (g_str_equal (name, "record"))
    return KONTOR_RECORD_ERROR;
  if (g_str_equal (name, "rule"))
    return KONTOR_RULE_ERROR;
  if (g_str_equal (name, "board"))
    return KONTOR_BOARD_ERROR;
  g_error ("unknown error domain %s", name);
}

static int
code_of (const char *domain, const char *code)
{
  if (g_str_equal (domain, "rule"))
    {
      int c = kontor_rule_error_from_id (code);
      g_assert_cmpint (c, >=, 0);
      return c;
    }
  if (g_str_equal (domain, "board"))
    {
      g_assert_cmpstr (code, ==, "not-found");
      return KONTOR_BOARD_ERROR_NOT_FOUND;
    }
  {
    static const struct { const char *id; int code; } ids[] = {
      { "parse", KONTOR_RECORD_ERROR_PARSE }, { "format", KONTOR_RECORD_ERROR_FORMAT },
      { "version", KONTOR_RECORD_ERROR_VERSION }, { "field", KONTOR_RECORD_ERROR_FIELD },
      { "io", KONTOR_RECORD_ERROR_IO }, { "game", KONTOR_RECORD_ERROR_GAME },
    };
    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      if (g_str_equal (ids[i].id, code))
        return ids[i].code;
  }
  g_error ("unknown record error %s", code);
}

static void
check_refusal (const char *file, const GError *err, JsonObject *c)
{
  const char *domain = json_object_get_string_member (c, "domain");
  const char *code = json_object_get_string_member (c, "code");
  const char *contains = json_object_get_string_member (c, "contains");

  if (err == NULL)
    g_error ("%s: accepted, but should be refused (%s %s)", file, domain, code);
  g_test_message ("%s: %s", file, err->message);
  if (!g_error_matches (err, domain_of (domain), code_of (domain, code)))
    g_error ("%s: expected %s %s, got %s %d: %s", file, domain, code, g_quark_to_string (err->domain), err->code,
             err->message);
  if (!strstr (err->message, contains))
    g_error ("%s: “%s” lacks “%s”", file, err->message, contains);
}

static JsonObject *
load_cases (JsonParser *parser, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* Bad end positions: values out of range, an empty player list, too many
 * markers, unknown colours and cities, … each with its exact error. */
static void
test_end_positions_refused (void)
{
  g_autofree char *exp = data_path ("end-positions", "refused", "expected.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *cases = load_cases (parser, exp);
  g_autoptr (GList) names = json_object_get_members (cases);
  guint n = 0;

  for (GList *l = names; l; l = l->next, n++)
    {
      g_autofree char *file = g_strconcat (l->data, ".json", NULL);
      g_autofree char *path = data_path ("end-positions", "refused", file, NULL);
      g_autofree char *data = NULL;
      g_autoptr (GError) err = NULL;
      g_autoptr (KontorEndPosition) end = NULL;

      g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
      end = kontor_end_position_new_from_data (data, -1, &err);
      g_assert_null (end);
      check_refusal (file, err, json_object_get_object_member (cases, l->data));
    }
  g_assert_cmpuint (n, >=, 40);
}

/* More broken records: the envelope, the header and every field of an entry. */
static void
test_records_refused (void)
{
  g_autofree char *exp = data_path ("records", "broken", "expected-more.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *cases = load_cases (parser, exp);
  g_autoptr (GList) names = json_object_get_members (cases);
  guint n = 0;

  for (GList *l = names; l; l = l->next, n++)
    {
      JsonObject *c = json_object_get_object_member (cases, l->data);
      g_autofree char *file = g_strconcat (l->data, ".kontor", NULL);
      g_autofree char *path = data_path ("records", "broken", file, NULL);
      g_autoptr (GError) err = NULL;
      g_autoptr (KontorGame) game = NULL;
      int bad = -99;

      game = kontor_game_new_from_file (path, &bad, &err);
      g_assert_null (game);
      check_refusal (file, err, c);
      if (bad != json_object_get_int_member (c, "index"))
        g_error ("%s: refused at entry %d, expected %" G_GINT64_FORMAT, file, bad, json_object_get_int_member (c, "index"));
    }
  g_assert_cmpuint (n, >=, 60);
}

/* A record that cannot be written: its folder is a file. */
static void
test_save_io (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-save-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *target = g_build_filename (blocker, "game.kontor", NULL);
  g_autofree char *good = g_build_filename (dir, "game.kontor", NULL);
  g_autofree char *bak = g_strconcat (good, ".bak", NULL);
  g_autofree char *path = data_path ("records", "complete-3p.kontor", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (blocker, "x", -1, NULL));
  g_assert_false (kontor_game_save (game, target, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO);
  g_assert_nonnull (strstr (error->message, blocker));
  g_clear_error (&error);
  /* saving twice keeps the first as .bak */
  g_assert_true (kontor_game_save (game, good, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_true (kontor_game_save (game, good, &error));
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_unlink (bak);
  g_unlink (good);
  g_unlink (blocker);
  g_rmdir (dir);
}

static KontorEndPosition *
three_player_end (void)
{
  KontorEndPosition *end = g_new0 (KontorEndPosition, 1);
  const KontorColor colors[] = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN };
  const char *names[] = { "Ana", "", NULL };
  g_autoptr (GError) error = NULL;
  g_assert_true (kontor_end_position_init (end, "base-2-3", 3, names, colors, &error));
  g_assert_no_error (error);
  return end;
}

/* The limits of the entry API: marker counts 0 … 15 per player, seats in range. */
static void
test_end_position_markers (void)
{
  g_autoptr (KontorEndPosition) end = three_player_end ();
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (end->names[0], ==, "Ana");
  g_assert_cmpstr (end->names[1], ==, "Blue");    /* no name: the colour's */
  g_assert_cmpstr (end->names[2], ==, "Green");
  g_assert_true (kontor_end_position_set_markers (end, 0, 0));
  g_assert_true (kontor_end_position_set_markers (end, 0, KONTOR_MAX_MARKERS));
  g_assert_cmpint (end->markers[0], ==, 15);
  g_assert_false (kontor_end_position_set_markers (end, 0, KONTOR_MAX_MARKERS + 1));
  g_assert_false (kontor_end_position_set_markers (end, 0, -1));
  g_assert_cmpint (end->markers[0], ==, 15);
  g_assert_false (kontor_end_position_set_markers (end, -1, 1));
  g_assert_false (kontor_end_position_set_markers (end, 3, 1));
  g_assert_true (kontor_end_position_set_markers (end, 2, 1));
  g_assert_cmpint (end->markers[2], ==, 1);
  /* 15 + 1 markers in all: one more than the game has */
  g_assert_false (kontor_end_position_validate (end, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_END_MARKERS);
  g_clear_error (&error);
  g_assert_true (kontor_end_position_set_markers (end, 2, 0));
  g_assert_true (kontor_end_position_validate (end, &error));
  g_assert_no_error (error);
  kontor_end_position_clear (end);
  g_assert_false (kontor_end_position_init (end, "base-9-9", 3, NULL, NULL, &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
}

/* Clicking offices: nobody → each player → (the neutral) → nobody; extra
 * offices appear past the last and go away after the last player. */
static void
test_end_position_cycle (void)
{
  g_autoptr (KontorEndPosition) end = three_player_end ();
  const KontorBoard *b = end->pos.board;
  int hamburg = kontor_board_city_index (b, "hamburg");
  int stade = kontor_board_city_index (b, "stade");

  g_assert_cmpint (hamburg, >=, 0);
  for (int expect = 0; expect < 3; expect++)
    {
      kontor_end_position_cycle_office (end, hamburg, 0);
      g_assert_cmpint (end->pos.slots[hamburg][0].owner, ==, expect);
    }
  kontor_end_position_cycle_office (end, hamburg, 0);
  g_assert_cmpint (end->pos.slots[hamburg][0].owner, ==, KONTOR_NOBODY);
  /* out of range: nothing changes */
  kontor_end_position_cycle_office (end, -1, 0);
  kontor_end_position_cycle_office (end, b->n_cities, 0);
  kontor_end_position_cycle_office (end, hamburg, b->cities[hamburg].n_slots);
  g_assert_cmpint (end->pos.slots[hamburg][0].owner, ==, KONTOR_NOBODY);
  /* no extra office appears past the board's cities either */
  g_assert_cmpint (b->n_cities, <, KONTOR_MAX_CITIES);
  kontor_end_position_cycle_office (end, b->n_cities, -1);
  g_assert_cmpint (end->pos.n_extra[b->n_cities], ==, 0);
  /* filling Stade's offices completes it */
  for (int s = 0; s < b->cities[stade].n_slots; s++)
    kontor_end_position_cycle_office (end, stade, s);
  g_assert_cmpint (end->pos.completed, ==, 1);
  kontor_end_position_cycle_office (end, stade, 0);
  kontor_end_position_cycle_office (end, stade, 0);
  kontor_end_position_cycle_office (end, stade, 0);
  g_assert_cmpint (end->pos.completed, ==, 0);
  /* extra offices: a new one for the first player, then the next players, then gone */
  kontor_end_position_cycle_office (end, hamburg, -1);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, 1);
  g_assert_cmpint (end->pos.extra[hamburg][0].owner, ==, 0);
  kontor_end_position_cycle_office (end, hamburg, -2);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, 2);
  kontor_end_position_cycle_office (end, hamburg, -1);
  kontor_end_position_cycle_office (end, hamburg, -1);
  g_assert_cmpint (end->pos.extra[hamburg][0].owner, ==, 2);
  kontor_end_position_cycle_office (end, hamburg, -1);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, 1);   /* the first went away, the second moved up */
  g_assert_cmpint (end->pos.extra[hamburg][0].owner, ==, 0);
  for (int k = 1; k < KONTOR_MAX_EXTRA + 2; k++)
    kontor_end_position_cycle_office (end, hamburg, -1 - k);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, KONTOR_MAX_EXTRA);
  /* the Coellen table: nobody → players → nobody, never the neutral */
  for (int expect = 0; expect < 3; expect++)
    {
      kontor_end_position_cycle_table (end, 0);
      g_assert_cmpint (end->pos.table[0], ==, expect);
    }
  kontor_end_position_cycle_table (end, 0);
  g_assert_cmpint (end->pos.table[0], ==, KONTOR_NOBODY);
  kontor_end_position_cycle_table (end, -1);
  kontor_end_position_cycle_table (end, b->n_table);
  g_assert_cmpint (end->pos.table[0], ==, KONTOR_NOBODY);
}

/* Two players: a printed office cycles through the neutral, an extra office does not. */
static void
test_end_position_cycle_neutral (void)
{
  g_autoptr (KontorEndPosition) end = g_new0 (KontorEndPosition, 1);
  const KontorColor colors[] = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE };
  g_autoptr (GError) error = NULL;
  int hamburg;

  g_assert_true (kontor_end_position_init (end, "base-2-3", 2, NULL, colors, &error));
  hamburg = kontor_board_city_index (end->pos.board, "hamburg");
  kontor_end_position_cycle_office (end, hamburg, 0);
  kontor_end_position_cycle_office (end, hamburg, 0);
  kontor_end_position_cycle_office (end, hamburg, 0);
  g_assert_cmpint (end->pos.slots[hamburg][0].owner, ==, KONTOR_NEUTRAL);
  g_assert_cmpint (end->pos.slots[hamburg][0].kind, ==, KONTOR_PIECE_TRADER);
  kontor_end_position_cycle_office (end, hamburg, 0);
  g_assert_cmpint (end->pos.slots[hamburg][0].owner, ==, KONTOR_NOBODY);
  kontor_end_position_cycle_office (end, hamburg, -1);
  kontor_end_position_cycle_office (end, hamburg, -1);
  g_assert_cmpint (end->pos.extra[hamburg][0].owner, ==, 1);
  kontor_end_position_cycle_office (end, hamburg, -1);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, 0);
  kontor_end_position_cycle_table (end, 0);
  kontor_end_position_cycle_table (end, 0);
  kontor_end_position_cycle_table (end, 0);
  g_assert_cmpint (end->pos.table[0], ==, KONTOR_NOBODY);
}

/* Saved and read again: a merchant in an extra office and the neutral's
 * offices keep their kind and owner. */
static void
test_end_position_round_trip (void)
{
  const char *json =
    "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-2-3\","
    " \"players\": [{\"color\": \"red\", \"name\": \"Ana\", \"prestige\": 200, \"markers\": 15,"
    "   \"levels\": {\"keys\": 4, \"actions\": 5, \"privilegium\": 3, \"liber-sophiae\": 3, \"money-bags\": 3}},"
    "  {\"color\": \"blue\", \"levels\": null}],"
    " \"offices\": {\"hamburg\": [\"red\", null, null], \"luebeck\": [\"neutral\"]},"
    " \"extra_offices\": {\"hamburg\": [\"blue:merchant\", \"red\"]}, \"coellen\": [null, \"red\"]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (json, -1, &error);
  g_autoptr (KontorEndPosition) again = NULL;
  g_autofree char *out = NULL;
  int hamburg, luebeck;
  KontorScore s;

  g_assert_no_error (error);
  hamburg = kontor_board_city_index (end->pos.board, "hamburg");
  luebeck = kontor_board_city_index (end->pos.board, "luebeck");
  g_assert_cmpint (end->pos.players[0].prestige, ==, 200);
  g_assert_cmpint (end->markers[0], ==, 15);
  g_assert_cmpint (end->pos.n_extra[hamburg], ==, 2);
  g_assert_cmpint (end->pos.extra[hamburg][0].owner, ==, 1);
  g_assert_cmpint (end->pos.extra[hamburg][0].kind, ==, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (end->pos.slots[luebeck][0].owner, ==, KONTOR_NEUTRAL);
  out = kontor_end_position_to_json (end);
  again = kontor_end_position_new_from_data (out, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->pos.extra[hamburg][0].kind, ==, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (again->pos.slots[luebeck][0].owner, ==, KONTOR_NEUTRAL);
  g_assert_cmpint (again->pos.table[1], ==, 0);
  kontor_score_compute (&again->pos, &s);
  /* 200 on the track + 4 × 4 abilities (keys do not count) + 21 for 15 markers + Coellen's second space */
  g_assert_cmpint (s.players[0].track, ==, 200);
  g_assert_cmpint (s.players[0].abilities, ==, 16);
  g_assert_cmpint (s.players[0].bonus_markers, ==, 21);
  g_assert_cmpint (s.players[0].coellen, ==, end->pos.board->table_value[1]);
  g_assert_cmpint (s.neutral.offices, ==, 1);
}

/* The optional members may be left out or null: nothing on the board, nobody scores. */
static void
test_end_position_minimal (void)
{
  const char *jsons[] = {
    "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-4-5\","
    " \"players\": [{\"color\": \"yellow\"}, {\"color\": \"blue\"}, {\"color\": \"green\"}, {\"color\": \"red\"}]}",
    "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-4-5\","
    " \"players\": [{\"color\": \"yellow\", \"levels\": {}}, {\"color\": \"blue\"}, {\"color\": \"green\"}, {\"color\": \"red\"}],"
    " \"offices\": null, \"extra_offices\": null, \"coellen\": null}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (jsons); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorEndPosition) end = kontor_end_position_new_from_data (jsons[i], -1, &error);
      KontorScore s;
      g_assert_no_error (error);
      g_assert_cmpint (end->pos.n_players, ==, 4);
      g_assert_cmpstr (end->names[0], ==, "Yellow");
      g_assert_cmpint (end->pos.completed, ==, 0);
      kontor_score_compute (&end->pos, &s);
      g_assert_true (s.ended);
      g_assert_cmpint (s.n_winners, ==, 4);
      for (int p = 0; p < 4; p++)
        g_assert_cmpint (s.players[p].total, ==, 0);
    }
}

/* The game's properties, as the window binds them, through undo and redo. */
static void
test_game_properties (void)
{
  g_autofree char *path = data_path ("records", "complete-3p.kontor", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_file (path, NULL, &error);
  guint n = 0, cursor = 0;
  gboolean can_undo = FALSE, can_redo = TRUE;

  g_assert_no_error (error);
  g_object_get (game, "n-actions", &n, "cursor", &cursor, "can-undo", &can_undo, "can-redo", &can_redo, NULL);
  g_assert_cmpuint (n, ==, kontor_game_get_n_actions (game));
  g_assert_cmpuint (cursor, ==, n);
  g_assert_true (can_undo);
  g_assert_false (can_redo);
  g_assert_false (kontor_game_redo (game));
  g_assert_true (kontor_game_undo (game));
  g_object_get (game, "cursor", &cursor, "can-redo", &can_redo, NULL);
  g_assert_cmpuint (cursor, ==, n - 1);
  g_assert_true (can_redo);
  g_assert_false (kontor_game_ended (game));
  g_assert_true (kontor_game_redo (game));
  g_assert_true (kontor_game_ended (game));
  g_assert_cmpint (kontor_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (kontor_game_get_player_name (game, 1), ==, "Bo");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/loaders/end-positions-refused", test_end_positions_refused);
  g_test_add_func ("/loaders/records-refused", test_records_refused);
  g_test_add_func ("/loaders/save-io", test_save_io);
  g_test_add_func ("/loaders/end-position-markers", test_end_position_markers);
  g_test_add_func ("/loaders/end-position-cycle", test_end_position_cycle);
  g_test_add_func ("/loaders/end-position-cycle-neutral", test_end_position_cycle_neutral);
  g_test_add_func ("/loaders/end-position-round-trip", test_end_position_round_trip);
  g_test_add_func ("/loaders/end-position-minimal", test_end_position_minimal);
  g_test_add_func ("/loaders/game-properties", test_game_properties);
  return g_test_run ();
}
