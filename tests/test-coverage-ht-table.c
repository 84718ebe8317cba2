/* Hansa Teutonica's table part beyond tests/table: markers drawn at the table
 * (which one was drawn, Later, the extra button), the neutral's claim by
 * clicking a city, what the board says under the pointer, and commands that
 * have nothing to do (issue 27). */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-table.h"
#include "kontor-table-title.h"
#include "kontor-ht-table.h"

typedef struct {
  KontorGame *game;
  KontorTable *table;
  int refused;
  char *refusal;
  char *message;
} Fixture;

static void
on_refused (KontorTable *t, const GError *e, Fixture *f)
{
  f->refused++;
  g_free (f->refusal);
  f->refusal = g_strdup (kontor_error_id (kontor_game_get_title (f->game), e));
}

static void
on_message (KontorTable *t, const char *text, Fixture *f)
{
  g_free (f->message);
  f->message = g_strdup (text);
}

static void
open_record (Fixture *f, const char *json)
{
  g_autoptr (GError) error = NULL;
  f->game = kontor_game_new_from_data (json, -1, NULL, &error);
  g_assert_no_error (error);
  f->table = kontor_table_new (f->game);
  g_assert_nonnull (f->table);
  g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->table, "message", G_CALLBACK (on_message), f);
}

static void
close_record (Fixture *f)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
  g_clear_pointer (&f->refusal, g_free);
  g_clear_pointer (&f->message, g_free);
}

static const KontorPosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

static KontorTarget
space (Fixture *f, const char *route, int s)
{
  KontorTarget t = { KONTOR_TARGET_SPACE, kontor_board_route_index (pos_of (f)->board, route), s };
  g_assert_cmpint (t.a, >=, 0);
  return t;
}

static KontorTarget
city (Fixture *f, const char *id)
{
  KontorTarget t = { KONTOR_TARGET_CITY, kontor_board_city_index (pos_of (f)->board, id), 0 };
  g_assert_cmpint (t.a, >=, 0);
  return t;
}

/* Ana claims the Bremen–Osnabrück tavern (its Extra office marker) with the
 * draws at the table: at the end of her turn the table asks which marker was drawn. */
static const char *claimed_tavern =
  "{\"format\": \"kontor-game\", \"version\": 1, \"game\": \"hansa-teutonica\", \"board\": \"base-2-3\", \"variant\": null,"
  " \"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}, {\"name\": \"Cy\", \"color\": \"green\"}],"
  " \"taverns\": {\"bremen-osnabrueck\": \"extra-office\", \"goslar-hildesheim\": \"swap-offices\", \"lueneburg-perleberg\": \"remove-3\"},"
  " \"draws\": \"table\", \"actions\": ["
  "  {\"do\": \"place\", \"route\": \"bremen-osnabrueck\", \"space\": 0, \"piece\": \"trader\"},"
  "  {\"do\": \"place\", \"route\": \"bremen-osnabrueck\", \"space\": 1, \"piece\": \"trader\"},"
  "  {\"do\": \"end-turn\"}, {\"do\": \"end-turn\"}, {\"do\": \"end-turn\"},"
  "  {\"do\": \"place\", \"route\": \"bremen-osnabrueck\", \"space\": 2, \"piece\": \"trader\"},"
  "  {\"do\": \"claim\", \"route\": \"bremen-osnabrueck\", \"benefit\": {\"office\": {\"city\": \"osnabrueck\", \"piece\": \"trader\"}}}]}";

static int
choice_index (const KontorQuestion *q, const char *id)
{
  for (guint i = 0; i < q->ids->len; i++)
    if (g_str_equal (q->ids->pdata[i], id))
      return (int) i;
  return -1;
}

static void
test_marker_drawn_at_the_table (void)
{
  Fixture f = { 0 };
  const KontorQuestion *q;
  KontorTarget hl;
  int hamburg_luebeck;

  open_record (&f, claimed_tavern);
  hl = space (&f, "hamburg-luebeck", 0);
  hamburg_luebeck = hl.a;
  /* nothing to start while the turn is over: hire asks nothing */
  g_assert_true (kontor_table_activate (f.table, "end-turn", NULL));
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_PLACE_BONUS);
  q = kontor_table_get_question (f.table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Which bonus marker was drawn?");
  g_assert_cmpstr (q->cancel_label, ==, "_Later");
  /* every kind still in the stack: all six */
  g_assert_cmpuint (q->choices->len, ==, 6);
  g_assert_cmpint (choice_index (q, "actions-3"), ==, 2);
  /* Later: no marker named yet; a click on the board asks again */
  kontor_table_answer (f.table, -1, NULL);
  g_assert_null (kontor_table_get_question (f.table));
  g_assert_true (kontor_table_activate (f.table, "hire", NULL));
  g_assert_null (kontor_table_get_question (f.table));
  kontor_table_click (f.table, &hl);
  g_assert_nonnull (kontor_table_get_question (f.table));
  kontor_table_answer (f.table, -1, NULL);
  /* the extra button asks too */
  g_assert_nonnull (kontor_table_get_extra_label (f.table));
  kontor_table_extra (f.table);
  q = kontor_table_get_question (f.table);
  g_assert_nonnull (q);
  /* an answer past the choices does nothing */
  kontor_table_answer (f.table, 99, NULL);
  g_assert_cmpuint (kontor_game_get_cursor (f.game), ==, 8);
  kontor_table_extra (f.table);
  q = kontor_table_get_question (f.table);
  kontor_table_answer (f.table, choice_index (q, "actions-3"), NULL);
  /* named: the routes that can take it are marked; a click places it */
  g_assert_true (((const KontorMarks *) kontor_table_get_highlights (f.table))->routes[hamburg_luebeck]);
  kontor_table_click (f.table, &hl);
  g_assert_cmpint (pos_of (&f)->route_marker[hamburg_luebeck], ==, KONTOR_MARKER_ACTIONS_3);
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_ACTIONS);
  g_assert_cmpint (pos_of (&f)->active, ==, 1);
  g_assert_cmpint (f.refused, ==, 0);
  {
    g_autofree char *text = kontor_table_describe_target (f.table, &hl);
    g_assert_cmpstr (text, ==, "Hamburg–Lübeck, space 1 of 3: empty. The bonus marker “+3 actions” lies on this route.");
  }
  close_record (&f);
}

/* What the board says under the pointer. */
static void
test_target_text (void)
{
  Fixture f = { 0 };
  KontorTarget coellen0 = { KONTOR_TARGET_ITEM, 0, 0 }, coellen9 = { KONTOR_TARGET_ITEM, 9, 0 };
  KontorTarget lue = { 0 }, osn = { 0 }, bad_space = { KONTOR_TARGET_SPACE, 999, 0 }, bad_city = { KONTOR_TARGET_CITY, -1, 0 };
  KontorTarget route = { KONTOR_TARGET_ROUTE, 0, 0 };
  g_autofree char *t1 = NULL, *t2 = NULL, *t3 = NULL;

  open_record (&f, claimed_tavern);
  lue = city (&f, "luebeck");
  osn = city (&f, "osnabrueck");
  t1 = kontor_table_describe_target (f.table, &coellen0);
  g_assert_cmpstr (t1, ==, "Coellen table, space 1 (7 prestige): free, needs privilege white.");
  t2 = kontor_table_describe_target (f.table, &lue);
  g_assert_cmpstr (t2, ==, "Lübeck: 0 of 2 offices taken, controlled by nobody. Office 1: free, for a trader with "
                           "privilege white; it gives 1 prestige. Office 2: free, for a trader with privilege pink. "
                           "Its office upgrades the ability “Money bags”.");
  t3 = kontor_table_describe_target (f.table, &osn);
  g_assert_cmpstr (t3, ==, "Osnabrück: 1 of 3 offices taken, controlled by Ana. Office 1: Ana’s trader. Office 2: free, "
                           "for a trader with privilege orange. Office 3: free, for a trader with privilege black.");
  g_assert_null (kontor_table_describe_target (f.table, &coellen9));
  g_assert_null (kontor_table_describe_target (f.table, &bad_space));
  g_assert_null (kontor_table_describe_target (f.table, &bad_city));
  g_assert_null (kontor_table_describe_target (f.table, &route));
  /* a click on a city tells who holds it */
  kontor_table_click (f.table, &osn);
  g_assert_cmpstr (f.message, ==, "Osnabrück: 1 of 3 offices taken, controlled by Ana.");
  kontor_table_click (f.table, &lue);
  g_assert_cmpstr (f.message, ==, "Lübeck: 0 of 2 offices taken, controlled by nobody.");
  /* clicks outside the board do nothing */
  kontor_table_click (f.table, &bad_space);
  kontor_table_click (f.table, &bad_city);
  kontor_table_click (f.table, &route);
  g_assert_cmpint (f.refused, ==, 0);
  close_record (&f);
}

/* Claim without a complete route: said, nothing entered; the piece kind command. */
static void
test_commands (void)
{
  Fixture f = { 0 };
  open_record (&f, claimed_tavern);
  g_assert_true (kontor_table_activate (f.table, "end-turn", NULL));
  kontor_table_answer (f.table, -1, NULL);
  kontor_table_extra (f.table);
  kontor_table_answer (f.table, 2, NULL);
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, 0, 0 });
  g_assert_cmpint (pos_of (&f)->active, ==, 1);
  g_assert_true (kontor_table_activate (f.table, "claim", NULL));
  g_assert_cmpstr (f.message, ==, "You hold no complete route to claim: every space of a route must hold your pieces.");
  g_assert_true (kontor_table_activate (f.table, "piece-kind", g_variant_new_int32 (KONTOR_PIECE_MERCHANT)));
  g_assert_true (kontor_table_activate (f.table, "place", NULL));
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, kontor_board_route_index (pos_of (&f)->board, "hamburg-stade"), 0 });
  g_assert_cmpint (pos_of (&f)->spaces[kontor_board_route_index (pos_of (&f)->board, "hamburg-stade")][0].kind, ==,
                   KONTOR_PIECE_MERCHANT);
  /* +3 actions is not held: the engine says so */
  g_assert_true (kontor_table_activate (f.table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_ACTIONS_3)));
  g_assert_cmpstr (f.refusal, ==, "ht.marker-not-held");
  /* Upgrade an ability, not held: no choice to offer, the engine says why */
  g_assert_true (kontor_table_activate (f.table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_UPGRADE_ABILITY)));
  g_assert_cmpstr (f.refusal, ==, "ht.marker-not-held");
  g_assert_cmpint (f.refused, ==, 2);
  close_record (&f);
}

/* Two players: the neutral's claim is entered by clicking one of the route's cities. */
static void
test_neutral_claim_by_click (void)
{
  Fixture f = { 0 };
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : ".",
                                            "records", "two-player-neutral-claim.kontor", NULL);
  g_autofree char *data = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *json = NULL;
  JsonArray *actions;
  int goslar;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  root = json_from_string (data, NULL);
  actions = json_object_get_array_member (json_node_get_object (root), "actions");
  while (json_array_get_length (actions) > 30)
    json_array_remove_element (actions, json_array_get_length (actions) - 1);
  json = json_to_string (root, FALSE);
  open_record (&f, json);
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_NEUTRAL_CLAIM);
  /* not a city of the route: refused */
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_CITY, kontor_board_city_index (pos_of (&f)->board, "hamburg"), 0 });
  g_assert_cmpint (f.refused, ==, 1);
  g_assert_cmpstr (f.refusal, ==, "ht.neutral-claim-city");
  /* the extra button does nothing while a city has room */
  kontor_table_extra (f.table);
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_NEUTRAL_CLAIM);
  /* clicks on spaces do nothing in this step */
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, 0, 0 });
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_NEUTRAL_CLAIM);
  goslar = kontor_board_city_index (pos_of (&f)->board, "goslar");
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_CITY, goslar, 0 });
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_ACTIONS);
  g_assert_cmpint (pos_of (&f)->slots[goslar][0].owner, ==, KONTOR_NEUTRAL);
  close_record (&f);
}

#define HEADER(taverns) \
  "{\"format\": \"kontor-game\", \"version\": 1, \"game\": \"hansa-teutonica\", \"board\": \"base-2-3\", \"variant\": null," \
  " \"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, {\"name\": \"Bo\", \"color\": \"blue\"}, {\"name\": \"Cy\", \"color\": \"green\"}]," \
  " \"taverns\": " taverns ", \"draws\": {\"seed\": 5}, \"actions\": ["
#define PLACE(r, s) "{\"do\": \"place\", \"route\": \"" r "\", \"space\": " #s ", \"piece\": \"trader\"}"

/* Remove 3 by clicks: pick, pick again to take back, empty spaces ignored, Done. */
static void
test_remove_by_clicks (void)
{
  Fixture f = { 0 };
  int hl, hs;
  open_record (&f, HEADER ("{\"bremen-osnabrueck\": \"remove-3\", \"goslar-hildesheim\": \"swap-offices\", \"lueneburg-perleberg\": \"extra-office\"}")
               PLACE ("bremen-osnabrueck", 0) "," PLACE ("bremen-osnabrueck", 1) ", {\"do\": \"end-turn\"},"
               PLACE ("hamburg-luebeck", 0) ", {\"do\": \"end-turn\"}," PLACE ("hamburg-stade", 0) ", {\"do\": \"end-turn\"},"
               PLACE ("bremen-osnabrueck", 2) ", {\"do\": \"claim\", \"route\": \"bremen-osnabrueck\", \"benefit\": \"none\"}]}");
  hl = kontor_board_route_index (pos_of (&f)->board, "hamburg-luebeck");
  hs = kontor_board_route_index (pos_of (&f)->board, "hamburg-stade");
  g_assert_cmpint (pos_of (&f)->players[0].markers_unused[KONTOR_MARKER_REMOVE_3], ==, 1);
  g_assert_true (kontor_table_activate (f.table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3)));
  g_assert_cmpstr (kontor_table_get_prompt (f.table), ==,
                   "Remove 3: pick up to 3 pieces on routes (0 chosen); they go back to their owners' supply.");
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hl, 0 });
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hs, 0 });
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hs, 1 });   /* empty: ignored */
  g_assert_cmpstr (kontor_table_get_prompt (f.table), ==,
                   "Remove 3: pick up to 3 pieces on routes (2 chosen); they go back to their owners' supply.");
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hl, 0 });   /* taken back */
  g_assert_true (kontor_table_get_can_done (f.table));
  kontor_table_done (f.table);
  g_assert_cmpint (pos_of (&f)->spaces[hs][0].owner, ==, KONTOR_NOBODY);
  g_assert_cmpint (pos_of (&f)->spaces[hl][0].owner, ==, 1);
  g_assert_cmpint (pos_of (&f)->players[2].supply[KONTOR_PIECE_TRADER], ==, 7);   /* 7 at the start, one placed, one back */
  g_assert_cmpint (pos_of (&f)->players[0].markers_used[KONTOR_MARKER_REMOVE_3], ==, 1);
  close_record (&f);
}

/* Move by clicks: only your own pieces; picking again puts it down; Done moves. */
static void
test_move_by_clicks (void)
{
  Fixture f = { 0 };
  int hl, hs, bh;
  open_record (&f, HEADER ("{\"bremen-osnabrueck\": \"remove-3\", \"goslar-hildesheim\": \"swap-offices\", \"lueneburg-perleberg\": \"extra-office\"}")
               PLACE ("hamburg-luebeck", 0) ", {\"do\": \"end-turn\"}," PLACE ("hamburg-stade", 0) ", {\"do\": \"end-turn\"},"
               "{\"do\": \"end-turn\"}]}");
  hl = kontor_board_route_index (pos_of (&f)->board, "hamburg-luebeck");
  hs = kontor_board_route_index (pos_of (&f)->board, "hamburg-stade");
  bh = kontor_board_route_index (pos_of (&f)->board, "bremen-hamburg");
  g_assert_true (kontor_table_activate (f.table, "move", NULL));
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hs, 0 });
  g_assert_cmpstr (f.message, ==, "Pick one of your own pieces on a route to move.");
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hl, 0 });
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hl, 0 });   /* put down again */
  g_assert_false (kontor_table_get_can_done (f.table));
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hl, 0 });
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, bh, 0 });
  g_assert_cmpstr (kontor_table_get_prompt (f.table), ==,
                   "Move: pick one of your pieces, then an empty space (1 of 2 moves chosen). Press Done to move them.");
  g_assert_true (kontor_table_get_can_done (f.table));
  kontor_table_done (f.table);
  g_assert_cmpint (pos_of (&f)->spaces[hl][0].owner, ==, KONTOR_NOBODY);
  g_assert_cmpint (pos_of (&f)->spaces[bh][0].owner, ==, 0);
  g_assert_cmpint (pos_of (&f)->actions_used, ==, 1);
  /* displace: its prompt; a relocation click too far away is refused with the engine's reason */
  g_assert_true (kontor_table_activate (f.table, "displace", NULL));
  g_assert_cmpstr (kontor_table_get_prompt (f.table), ==,
                   "Displace: pick another player's piece (a trader costs 1 more piece, a merchant 2).");
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, hs, 0 });
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_RELOCATION);
  kontor_table_click (f.table, &(KontorTarget) { KONTOR_TARGET_SPACE, kontor_board_route_index (pos_of (&f)->board, "halle-quedlinburg"), 0 });
  g_assert_cmpint (f.refused, ==, 1);
  g_assert_cmpstr (f.refusal, ==, "ht.relocate-distance");
  /* nothing else can start while Bo relocates */
  g_assert_true (kontor_table_activate (f.table, "place", NULL));
  g_assert_cmpint (pos_of (&f)->phase, ==, KONTOR_PHASE_RELOCATION);
  close_record (&f);
}

/* A finished game: the prompt says why it ended and offers the score. */
static void
test_game_over_prompt (void)
{
  Fixture f = { 0 };
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : ".",
                                            "records", "complete-3p.kontor", NULL);
  g_autofree char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  open_record (&f, data);
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f.table), "The game is over. "));
  g_assert_cmpstr (kontor_table_get_extra_label (f.table), ==, "Show the _Score");
  g_assert_cmpstr (kontor_table_get_mode (f.table), ==, "idle");
  close_record (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ht-table/marker-drawn-at-the-table", test_marker_drawn_at_the_table);
  g_test_add_func ("/ht-table/target-text", test_target_text);
  g_test_add_func ("/ht-table/commands", test_commands);
  g_test_add_func ("/ht-table/neutral-claim-by-click", test_neutral_claim_by_click);
  g_test_add_func ("/ht-table/remove-by-clicks", test_remove_by_clicks);
  g_test_add_func ("/ht-table/move-by-clicks", test_move_by_clicks);
  g_test_add_func ("/ht-table/game-over-prompt", test_game_over_prompt);
  return g_test_run ();
}
