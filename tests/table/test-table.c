/* test-table.c: the table layer headless: click sequences → the exact entries
 * applied (as record JSON), prompts, highlights, questions and the history,
 * for Hansa Teutonica's entries and for the tests' own title. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-table-title.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"
#include "kontor-counter-title.h"

typedef struct {
  KontorGame *game;
  KontorTable *table;
  int refused;                 /* "refused" signals seen */
  char *last_refusal_id;
  int messages;
} Fixture;

static void
on_refused (KontorTable *table, const GError *error, Fixture *f)
{
  f->refused++;
  g_free (f->last_refusal_id);
  f->last_refusal_id = g_strdup (kontor_error_id (kontor_game_get_title (f->game), error));
}

static void
on_message (KontorTable *table, const char *text, Fixture *f)
{
  f->messages++;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  int n = GPOINTER_TO_INT (data) ? GPOINTER_TO_INT (data) : 3;
  KontorGameSetup setup = { .board = n <= 3 ? "base-2-3" : "base-4-5", .n_players = n,
                            .names = { "Ana", "Bo", "Cy", "Di", "Ed" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN,
                                        KONTOR_COLOR_YELLOW, KONTOR_COLOR_PURPLE },
                            .variant = n == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE,
                            .virtual_draws = TRUE, .seed = 3 };
  g_autoptr (GError) error = NULL;
  f->game = kontor_game_new (&setup, &error);
  g_assert_no_error (error);
  f->table = kontor_table_new (f->game);
  g_assert_nonnull (f->table);
  g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->table, "message", G_CALLBACK (on_message), f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
  g_free (f->last_refusal_id);
}

static const KontorPosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

static int
route (Fixture *f, const char *id)
{
  int r = kontor_board_route_index (pos_of (f)->board, id);
  g_assert_cmpint (r, >=, 0);
  return r;
}

static void
click (Fixture *f, const char *r, int space)
{
  KontorTarget t = { KONTOR_TARGET_SPACE, route (f, r), space };
  kontor_table_click (f->table, &t);
}

static void
click_city (Fixture *f, const char *id)
{
  KontorTarget t = { KONTOR_TARGET_CITY, kontor_board_city_index (pos_of (f)->board, id), 0 };
  kontor_table_click (f->table, &t);
}

/* The last applied entry, as the record writes it (compact JSON). */
static char *
last_entry (Fixture *f)
{
  guint n = kontor_game_get_cursor (f->game);
  KontorPosition before;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;

  g_assert_cmpuint (n, >, 0);
  kontor_game_position_at (f->game, n - 1, &before);
  kontor_action_to_json (b, kontor_game_get_action (f->game, n - 1), &before);
  node = json_builder_get_root (b);
  return json_to_string (node, FALSE);
}

static void
assert_last (Fixture *f, const char *json)
{
  g_autofree char *got = last_entry (f);
  g_assert_cmpstr (got, ==, json);
}

/* Enters entries given as record JSON (to reach a position quickly). */
static void
enter (Fixture *f, const char *json)
{
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;
  KontorAction a;
  g_assert_true (kontor_action_from_json (node, pos_of (f), &a, &error));
  g_assert_true (kontor_game_apply (f->game, &a, &error));
  g_assert_no_error (error);
}

static int
count_marks (const KontorMarks *m, gboolean spaces)
{
  int n = 0;
  for (int r = 0; r < KONTOR_MAX_ROUTES; r++)
    {
      if (!spaces)
        n += m->routes[r] != 0;
      for (int s = 0; spaces && s < KONTOR_MAX_SPACES; s++)
        n += m->spaces[r][s] != 0;
    }
  return n;
}

static const KontorHtEntry *
entry_state (Fixture *f)
{
  return kontor_table_get_state (f->table);
}

/* ------------------------------------------------------------ Hansa Teutonica */

static void
test_place_trader (Fixture *f, gconstpointer data)
{
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "");
  click (f, "hamburg-luebeck", 0);
  assert_last (f, "{\"do\":\"place\",\"route\":\"hamburg-luebeck\",\"space\":0,\"piece\":\"trader\"}");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 1);
  g_assert_cmpint (f->refused, ==, 0);
}

static void
test_place_mode_highlights (Fixture *f, gconstpointer data)
{
  const KontorMarks *hl;
  int empty = 0;
  g_assert_true (kontor_table_activate (f->table, "place", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "place");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "Place: pick a highlighted empty space.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  hl = kontor_table_get_highlights (f->table);
  for (int r = 0; r < pos_of (f)->board->n_routes; r++)
    empty += pos_of (f)->board->routes[r].n_spaces;
  g_assert_cmpint (count_marks (hl, TRUE), ==, empty);   /* the whole board is empty */
  kontor_table_cancel (f->table);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
  g_assert_cmpint (count_marks (kontor_table_get_highlights (f->table), TRUE), ==, 0);
}

/* A merchant is placed when chosen; when none is left it is refused, never
 * turned into a trader; the next player starts with Trader again. */
static void
test_merchant_refused_and_trader_each_turn (Fixture *f, gconstpointer data)
{
  g_assert_true (kontor_table_activate (f->table, "piece-kind", g_variant_new_int32 (KONTOR_PIECE_MERCHANT)));
  click (f, "hamburg-luebeck", 0);
  assert_last (f, "{\"do\":\"place\",\"route\":\"hamburg-luebeck\",\"space\":0,\"piece\":\"merchant\"}");
  g_assert_cmpint (entry_state (f)->piece_kind, ==, KONTOR_PIECE_MERCHANT);
  click (f, "hamburg-luebeck", 1);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 1);   /* nothing entered */
  g_assert_cmpint (f->refused, ==, 1);
  g_assert_cmpstr (f->last_refusal_id, ==, "ht.not-in-supply");
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpint (pos_of (f)->active, ==, 1);
  g_assert_cmpint (entry_state (f)->piece_kind, ==, KONTOR_PIECE_TRADER);
}

static void
test_hire_question (Fixture *f, gconstpointer data)
{
  const KontorQuestion *q;
  int numbers[2] = { 1, 0 };
  kontor_table_activate (f->table, "hire", NULL);
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpint (q->n_numbers, ==, 2);
  g_assert_cmpstr (q->ids->pdata[0], ==, "hire");
  g_assert_cmpint (q->suggested, ==, 0);
  kontor_table_answer (f->table, 0, numbers);
  g_assert_null (kontor_table_get_question (f->table));
  assert_last (f, "{\"do\":\"hire\",\"traders\":1,\"merchants\":0}");
}

static void
test_displace_and_relocate (Fixture *f, gconstpointer data)
{
  const KontorMarks *hl;
  int lh = route (f, "hamburg-luebeck");
  enter (f, "{\"do\":\"place\",\"route\":\"hamburg-luebeck\",\"space\":1,\"piece\":\"trader\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  /* Bo clicks Ana's trader: a displacement, paid with a trader */
  click (f, "hamburg-luebeck", 1);
  assert_last (f, "{\"do\":\"displace\",\"route\":\"hamburg-luebeck\",\"space\":1,\"piece\":\"trader\",\"pay\":{\"traders\":1,\"merchants\":0}}");
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "relocate");
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f->table), "Ana: place your displaced trader on a highlighted route next to"));
  g_assert_false (kontor_table_get_can_done (f->table));
  hl = kontor_table_get_highlights (f->table);
  g_assert_cmpint (count_marks (hl, TRUE), >, 0);
  for (int r = 0; r < pos_of (f)->board->n_routes; r++)
    for (int s = 0; s < pos_of (f)->board->routes[r].n_spaces; s++)
      if (hl->spaces[r][s])
        {
          g_assert_cmpint (pos_of (f)->spaces[r][s].owner, ==, KONTOR_NOBODY);
          g_assert_cmpint (r, !=, lh);
        }
  /* the first highlighted space, then Done with one piece */
  for (int r = 0; r < pos_of (f)->board->n_routes; r++)
    for (int s = 0; s < pos_of (f)->board->routes[r].n_spaces; s++)
      if (hl->spaces[r][s] && kontor_game_get_cursor (f->game) == 3 && entry_state (f)->partial.n == 0)
        {
          KontorTarget t = { KONTOR_TARGET_SPACE, r, s };
          kontor_table_click (f->table, &t);
        }
  g_assert_cmpint (entry_state (f)->partial.n, ==, 1);
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f->table), "Ana: you may place 1 more piece, or press Done."));
  {
    /* the board shows the picked space holding Ana's trader before Done */
    const KontorRelocation *r = &entry_state (f)->partial.reloc[0];
    const KontorPosition *shown = kontor_table_get_board_position (f->table);
    g_assert_cmpint (pos_of (f)->spaces[r->dst.route][r->dst.space].owner, ==, KONTOR_NOBODY);
    g_assert_cmpint (shown->spaces[r->dst.route][r->dst.space].owner, ==, 0);
    g_assert_cmpint (shown->spaces[r->dst.route][r->dst.space].kind, ==, KONTOR_PIECE_TRADER);
  }
  kontor_table_done (f->table);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  {
    g_autofree char *got = last_entry (f);
    g_assert_true (g_str_has_prefix (got, "{\"do\":\"relocate\",\"pieces\":[{\"from\":\"displaced\","));
  }
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
}

static void
count_note (int *n)
{
  (*n)++;
}

static void
test_move (Fixture *f, gconstpointer data)
{
  int mode_notes = 0;
  enter (f, "{\"do\":\"place\",\"route\":\"hamburg-luebeck\",\"space\":0,\"piece\":\"trader\"}");
  g_signal_connect_swapped (f->table, "notify::mode", G_CALLBACK (count_note), &mode_notes);
  kontor_table_activate (f->table, "move", NULL);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "move");
  g_assert_cmpint (mode_notes, ==, 1);   /* a command changes the mode: notified once */
  g_assert_cmpint (count_marks (kontor_table_get_highlights (f->table), TRUE), ==, 1);   /* her one piece */
  click (f, "hamburg-luebeck", 0);
  g_assert_cmpint (((const KontorMarks *) kontor_table_get_selected (f->table))->spaces[route (f, "hamburg-luebeck")][0], ==, 1);
  click (f, "hamburg-stade", 2);
  g_assert_cmpint (entry_state (f)->partial.n, ==, 1);
  g_assert_true (kontor_table_get_can_done (f->table));
  {
    /* before Done the board already shows the piece moved: its old space empty */
    const KontorPosition *shown = kontor_table_get_board_position (f->table);
    g_assert_cmpint (shown->spaces[route (f, "hamburg-luebeck")][0].owner, ==, KONTOR_NOBODY);
    g_assert_cmpint (shown->spaces[route (f, "hamburg-stade")][2].owner, ==, 0);
    g_assert_cmpint (pos_of (f)->spaces[route (f, "hamburg-luebeck")][0].owner, ==, 0);
    g_assert_cmpint (pos_of (f)->spaces[route (f, "hamburg-stade")][2].owner, ==, KONTOR_NOBODY);
  }
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"move\",\"moves\":[{\"from\":{\"route\":\"hamburg-luebeck\",\"space\":0},\"to\":{\"route\":\"hamburg-stade\",\"space\":2}}]}");
}

/* Filling a route and clicking one's own piece asks for the benefit; the
 * suggested answer is the first benefit, "no benefit" comes last. */
static void
test_claim_benefit (Fixture *f, gconstpointer data)
{
  const KontorQuestion *q;
  enter (f, "{\"do\":\"place\",\"route\":\"dortmund-duisburg\",\"space\":0,\"piece\":\"trader\"}");
  enter (f, "{\"do\":\"place\",\"route\":\"dortmund-duisburg\",\"space\":1,\"piece\":\"trader\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  g_assert_cmpint (pos_of (f)->active, ==, 0);
  g_assert_cmpint (((const KontorMarks *) kontor_table_get_highlights (f->table))->routes[route (f, "dortmund-duisburg")], ==, 1);
  click (f, "dortmund-duisburg", 0);
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Claim Dortmund–Duisburg");
  g_assert_cmpint (q->suggested, ==, 0);
  g_assert_cmpuint (q->choices->len, >=, 2);
  g_assert_cmpstr (entry_state (f)->options[q->choices->len - 1].benefit == KONTOR_BENEFIT_NONE ? "none" : "?", ==, "none");
  g_assert_cmpint (entry_state (f)->options[0].benefit, ==, KONTOR_BENEFIT_OFFICE);
  kontor_table_answer (f->table, 0, NULL);
  {
    g_autofree char *got = last_entry (f);
    g_assert_true (g_str_has_prefix (got, "{\"do\":\"claim\",\"route\":\"dortmund-duisburg\",\"benefit\":{\"office\":"));
  }
}

/* Claiming a tavern route gives its marker; at the end of the turn the new
 * marker (a virtual draw) is placed by a click; Remove 3 is used from the card. */
static void
test_markers (Fixture *f, gconstpointer data)
{
  const char *pl = "{\"do\":\"place\",\"route\":\"bremen-osnabrueck\",\"space\":%d,\"piece\":\"trader\"}";
  g_autofree char *p0 = g_strdup_printf (pl, 0), *p1 = g_strdup_printf (pl, 1), *p2 = g_strdup_printf (pl, 2);
  const KontorMarks *hl;
  int target_route = -1;

  enter (f, p0);
  enter (f, p1);
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, p2);
  enter (f, "{\"do\":\"claim\",\"route\":\"bremen-osnabrueck\",\"benefit\":\"none\"}");
  g_assert_cmpint (pos_of (f)->players[0].markers_unused[KONTOR_MARKER_REMOVE_3], ==, 1);
  kontor_table_activate (f->table, "end-turn", NULL);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "place-bonus");
  g_assert_null (kontor_table_get_question (f->table));   /* a virtual draw: the marker is known */
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f->table), "Ana: put the drawn marker"));
  hl = kontor_table_get_highlights (f->table);
  g_assert_cmpint (count_marks (hl, FALSE), >, 0);
  for (int r = 0; r < pos_of (f)->board->n_routes && target_route < 0; r++)
    if (hl->routes[r])
      target_route = r;
  {
    KontorTarget t = { KONTOR_TARGET_SPACE, target_route, 0 };
    kontor_table_click (f->table, &t);
  }
  {
    g_autofree char *got = last_entry (f);
    g_autofree char *want = g_strdup_printf ("{\"do\":\"place-bonus\",\"route\":\"%s\",", pos_of (f)->board->routes[target_route].id);
    g_assert_true (g_str_has_prefix (got, want));
  }
  /* Bo and Cy pass; Ana removes Bo's … her own trader with Remove 3 */
  enter (f, "{\"do\":\"end-turn\"}");
  enter (f, "{\"do\":\"end-turn\"}");
  g_assert_cmpint (pos_of (f)->active, ==, 0);
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "remove");
  g_assert_true (kontor_table_get_can_done (f->table));
  click (f, "bremen-osnabrueck", 0);
  g_assert_cmpint (entry_state (f)->partial.n, ==, 0);   /* the claimed route is empty again */
  enter (f, "{\"do\":\"place\",\"route\":\"hamburg-luebeck\",\"space\":0,\"piece\":\"trader\"}");
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  click (f, "hamburg-luebeck", 0);
  g_assert_cmpint (entry_state (f)->partial.n, ==, 1);
  g_assert_cmpint (((const KontorPosition *) kontor_table_get_board_position (f->table))->spaces[route (f, "hamburg-luebeck")][0].owner,
                   ==, KONTOR_NOBODY);
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"remove-3\",\"spaces\":[{\"route\":\"hamburg-luebeck\",\"space\":0}]}");
}

/* Undo and redo through the table; the history greys the undone entry. */
static void
test_undo_redo_history (Fixture *f, gconstpointer data)
{
  GListModel *h = kontor_table_get_history (f->table);
  g_autoptr (KontorHistoryEntry) newest = NULL;
  g_autoptr (KontorHistoryEntry) again = NULL;

  click (f, "hamburg-luebeck", 0);
  click (f, "hamburg-luebeck", 1);
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 2);
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 2);
  newest = g_list_model_get_item (h, 0);
  g_assert_cmpuint (kontor_history_entry_get_index (newest), ==, 1);
  g_assert_true (kontor_history_entry_get_undone (newest));
  g_assert_cmpint (kontor_history_entry_get_seat (newest), ==, 0);
  g_assert_true (kontor_table_redo (f->table));
  again = g_list_model_get_item (h, 0);
  g_assert_false (kontor_history_entry_get_undone (again));
  /* a new entry after undo drops the undone one */
  g_assert_true (kontor_table_undo (f->table));
  click (f, "hamburg-stade", 0);
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 2);
  {
    g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (h, 0);
    g_assert_true (strstr (kontor_history_entry_get_text (e), "Stade") != NULL);
    g_assert_false (kontor_history_entry_get_undone (e));
  }
}

/* Looking back shows that moment; nothing is entered there. */
static void
test_review (Fixture *f, gconstpointer data)
{
  const KontorPosition *shown;
  click (f, "hamburg-luebeck", 0);
  click (f, "hamburg-luebeck", 1);
  kontor_table_review (f->table, 1);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "review");
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, 1);
  shown = kontor_table_get_shown_position (f->table);
  g_assert_cmpint (shown->spaces[route (f, "hamburg-luebeck")][1].owner, ==, KONTOR_NOBODY);
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f->table), "Looking back: the board after"));
  click (f, "hamburg-stade", 0);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 2);
  kontor_table_cancel (f->table);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
}

/* A click on a city tells who holds it. */
static void
test_city_info (Fixture *f, gconstpointer data)
{
  click_city (f, "hamburg");
  g_assert_cmpint (f->messages, ==, 1);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 0);
}

/* What stands at a target, in words (tooltips, the screen reader). */
static void
test_target_text (Fixture *f, gconstpointer data)
{
  KontorTarget space = { KONTOR_TARGET_SPACE, route (f, "hamburg-luebeck"), 0 };
  KontorTarget city = { KONTOR_TARGET_CITY, kontor_board_city_index (pos_of (f)->board, "luebeck"), 0 };
  KontorTarget table = { KONTOR_TARGET_ITEM, 0, 0 };
  KontorTarget outside = { KONTOR_TARGET_SPACE, 99, 0 };
  g_autofree char *empty = kontor_table_describe_target (f->table, &space);
  g_autofree char *taken = NULL;
  g_autofree char *lubeck = kontor_table_describe_target (f->table, &city);
  g_autofree char *coellen = kontor_table_describe_target (f->table, &table);

  g_assert_cmpstr (empty, ==, "Hamburg–Lübeck, space 1 of 3: empty.");
  click (f, "hamburg-luebeck", 0);
  taken = kontor_table_describe_target (f->table, &space);
  g_assert_cmpstr (taken, ==, "Hamburg–Lübeck, space 1 of 3: Ana’s trader.");
  g_assert_cmpstr (lubeck, ==, "Lübeck: 0 of 2 offices taken, controlled by nobody. "
                   "Office 1: free, for a trader with privilege white; it gives 1 prestige. "
                   "Office 2: free, for a trader with privilege pink. "
                   "Its office upgrades the ability “Money bags”.");
  g_assert_cmpstr (coellen, ==, "Coellen table, space 1 (7 prestige): free, needs privilege white.");
  g_assert_null (kontor_table_describe_target (f->table, &outside));
}

/* ------------------------------------------------------------ positions from whole games */

typedef gboolean (*Wanted) (const KontorPosition *pos, gpointer data);

/* A table on the first position of a random self-played game (fixed seeds,
 * so always the same position) where `wanted` holds; players counts tried
 * in the order given. */
static gboolean
play_to_wanted (Fixture *f, int n_players, guint64 seed, Wanted wanted, gpointer data)
{
  KontorGameSetup setup = { .board = n_players <= 3 ? "base-2-3" : "base-4-5", .n_players = n_players,
                            .names = { "Ana", "Bo", "Cy", "Di", "Ed" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN,
                                        KONTOR_COLOR_YELLOW, KONTOR_COLOR_PURPLE },
                            .variant = n_players == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE,
                            .virtual_draws = TRUE, .seed = seed };
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (GError) error = NULL;
  KontorRng rng;

  fixture_tear_down (f, NULL);
  memset (f, 0, sizeof *f);
  f->game = kontor_game_new (&setup, &error);
  g_assert_no_error (error);
  kontor_rng_init (&rng, seed);
  for (guint i = 0; i < 5000 && !kontor_position_ended (pos_of (f)); i++)
    {
      KontorPosition pos = *pos_of (f);
      KontorAction chosen;
      if (wanted (&pos, data))
        {
          f->table = kontor_table_new (f->game);
          g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
          g_signal_connect (f->table, "message", G_CALLBACK (on_message), f);
          return TRUE;
        }
      g_assert_true (kontor_selfplay_step (&pos, &rng, cand, NULL, &chosen));
      g_assert_true (kontor_game_apply (f->game, &chosen, NULL));
    }
  return FALSE;
}

static void
load_wanted (Fixture *f, int n_players, Wanted wanted, gpointer data)
{
  for (guint64 seed = 1; seed <= 200; seed++)
    if (play_to_wanted (f, n_players, seed, wanted, data))
      return;
  g_error ("no self-played game reaches the wanted position");
}

static gboolean
legal_with (const KontorPosition *pos, int what, gboolean (*match) (const KontorAction *, int), int arg)
{
  g_autoptr (GArray) acts = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  if (pos->phase != KONTOR_PHASE_ACTIONS)
    return FALSE;
  kontor_legal_actions (pos, what, acts);
  for (guint i = 0; i < acts->len; i++)
    if (match (&g_array_index (acts, KontorAction, i), arg))
      return TRUE;
  return FALSE;
}

static gboolean match_benefit (const KontorAction *a, int b) { return a->benefit == b; }
static gboolean match_marker (const KontorAction *a, int m) { return a->marker == m; }

static gboolean
wants_claim (const KontorPosition *pos, gpointer data)
{
  return legal_with (pos, KONTOR_DO_CLAIM, match_benefit, GPOINTER_TO_INT (data));
}

static gboolean
wants_marker (const KontorPosition *pos, gpointer data)
{
  return legal_with (pos, KONTOR_DO_USE_BONUS, match_marker, GPOINTER_TO_INT (data));
}

/* Each claim benefit, chosen in the claim's question. */
static void
test_claim_each_benefit (Fixture *f, gconstpointer data)
{
  static const struct { int benefit; const char *json; } cases[] = {
    { KONTOR_BENEFIT_OFFICE, "\"benefit\":{\"office\":" },
    { KONTOR_BENEFIT_UPGRADE, "\"benefit\":{\"upgrade\":" },
    { KONTOR_BENEFIT_COELLEN, "\"benefit\":{\"coellen\":" },
    { KONTOR_BENEFIT_EXTRA_OFFICE, "\"benefit\":{\"extra-office\":" },
    { KONTOR_BENEFIT_NONE, "\"benefit\":\"none\"" },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GArray) acts = g_array_new (FALSE, FALSE, sizeof (KontorAction));
      const KontorQuestion *q;
      KontorAction want = { 0 };
      int choice = -1, sp = -1;
      g_autofree char *got = NULL;

      load_wanted (f, 3, wants_claim, GINT_TO_POINTER (cases[c].benefit));
      kontor_legal_actions (pos_of (f), KONTOR_DO_CLAIM, acts);
      for (guint i = 0; i < acts->len; i++)
        if (g_array_index (acts, KontorAction, i).benefit == cases[c].benefit)
          want = g_array_index (acts, KontorAction, i);
      /* a click on one of the claimer's pieces of the route */
      for (int s = 0; s < pos_of (f)->board->routes[want.route].n_spaces && sp < 0; s++)
        if (pos_of (f)->spaces[want.route][s].owner == pos_of (f)->active)
          sp = s;
      g_assert_cmpint (sp, >=, 0);
      {
        KontorTarget t = { KONTOR_TARGET_SPACE, want.route, sp };
        kontor_table_click (f->table, &t);
      }
      q = kontor_table_get_question (f->table);
      g_assert_nonnull (q);
      g_assert_cmpint (entry_state (f)->options[0].benefit, !=, KONTOR_BENEFIT_NONE);
      for (int i = 0; i < entry_state (f)->n_options; i++)
        if (entry_state (f)->options[i].benefit == cases[c].benefit && choice < 0)
          choice = i;
      g_assert_cmpint (choice, >=, 0);
      kontor_table_answer (f->table, choice, NULL);
      got = last_entry (f);
      g_assert_true (g_str_has_prefix (got, "{\"do\":\"claim\""));
      g_assert_nonnull (strstr (got, cases[c].json));
    }
}

/* Each bonus marker used from the card. */
static void
test_each_marker (Fixture *f, gconstpointer data)
{
  g_autofree char *got = NULL;

  load_wanted (f, 3, wants_marker, GINT_TO_POINTER (KONTOR_MARKER_ACTIONS_3));
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_ACTIONS_3));
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"actions-3\"}");

  load_wanted (f, 5, wants_marker, GINT_TO_POINTER (KONTOR_MARKER_ACTIONS_4));
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_ACTIONS_4));
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"actions-4\"}");

  load_wanted (f, 3, wants_marker, GINT_TO_POINTER (KONTOR_MARKER_UPGRADE_ABILITY));
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_UPGRADE_ABILITY));
  g_assert_nonnull (kontor_table_get_question (f->table));
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Upgrade an ability");
  kontor_table_answer (f->table, 0, NULL);
  got = last_entry (f);
  g_assert_true (g_str_has_prefix (got, "{\"do\":\"use-bonus\",\"marker\":\"upgrade-ability\",\"ability\":"));

  load_wanted (f, 3, wants_marker, GINT_TO_POINTER (KONTOR_MARKER_SWAP_OFFICES));
  kontor_table_activate (f->table, "use-marker", g_variant_new_int32 (KONTOR_MARKER_SWAP_OFFICES));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "swap");
  {
    const KontorMarks *hl = kontor_table_get_highlights (f->table);
    int city = -1;
    for (int c = 0; c < pos_of (f)->board->n_cities && city < 0; c++)
      if (hl->cities[c])
        city = c;
    g_assert_cmpint (city, >=, 0);
    {
      KontorTarget t = { KONTOR_TARGET_CITY, city, 0 };
      kontor_table_click (f->table, &t);
    }
    g_assert_nonnull (kontor_table_get_question (f->table));
    kontor_table_answer (f->table, 0, NULL);
  }
  g_free (got);
  got = last_entry (f);
  g_assert_true (g_str_has_prefix (got, "{\"do\":\"use-bonus\",\"marker\":\"swap-offices\",\"city\":"));
}

static gboolean
wants_neutral_relocation (const KontorPosition *pos, gpointer data)
{
  return pos->phase == KONTOR_PHASE_RELOCATION && pos->reloc_player == KONTOR_NEUTRAL;
}

static gboolean
wants_neutral_claim (const KontorPosition *pos, gpointer data)
{
  return pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM;
}

/* Two players: the other player puts a displaced neutral trader back,
 * together with one more (D38); a route full of neutrals is claimed by a
 * city's click. */
static void
test_neutral (Fixture *f, gconstpointer data)
{
  const KontorMarks *hl;
  g_autofree char *got = NULL;
  int city = -1;

  load_wanted (f, 2, wants_neutral_relocation, NULL);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "relocate");
  g_assert_nonnull (strstr (kontor_table_get_prompt (f->table), "put the displaced neutral trader"));
  for (int piece = 0; piece < 2; piece++)
    {
      gboolean clicked = FALSE;
      hl = kontor_table_get_highlights (f->table);
      for (int r = 0; r < pos_of (f)->board->n_routes && !clicked; r++)
        for (int s = 0; s < pos_of (f)->board->routes[r].n_spaces && !clicked; s++)
          if (hl->spaces[r][s])
            {
              KontorTarget t = { KONTOR_TARGET_SPACE, r, s };
              kontor_table_click (f->table, &t);
              clicked = TRUE;
            }
      g_assert_true (clicked);
      if (piece == 0)
        {
          /* the displaced neutral alone is not a whole relocation while a space is left */
          g_assert_cmpint (entry_state (f)->partial.n, ==, 1);
          g_assert_false (kontor_table_get_can_done (f->table));
          g_assert_nonnull (strstr (kontor_table_get_prompt (f->table), "one more neutral trader"));
        }
    }
  got = last_entry (f);
  g_assert_true (g_str_has_prefix (got, "{\"do\":\"relocate\""));
  g_assert_nonnull (strstr (got, "\"from\":\"stock\""));

  load_wanted (f, 2, wants_neutral_claim, NULL);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "neutral-claim");
  hl = kontor_table_get_highlights (f->table);
  for (int c = 0; c < pos_of (f)->board->n_cities && city < 0; c++)
    if (hl->cities[c])
      city = c;
  g_assert_cmpint (city, >=, 0);
  {
    KontorTarget t = { KONTOR_TARGET_CITY, city, 0 };
    g_autofree char *want = g_strdup_printf ("\"city\":\"%s\"", pos_of (f)->board->cities[city].id);
    kontor_table_click (f->table, &t);
    g_free (got);
    got = last_entry (f);
    g_assert_true (g_str_has_prefix (got, "{\"do\":\"neutral-claim\""));
    g_assert_nonnull (strstr (got, want));
  }
}

/* ------------------------------------------------------------ the test title */

typedef struct {
  int clicks;
} CounterEntry;

static void counter_reset (KontorTable *t, gpointer s) { }
static void counter_sync (KontorTable *t, gpointer s) { }

static void
counter_click (KontorTable *t, gpointer s, const KontorTarget *target)
{
  KontorCounterAction a = { .n = target->a, .by = -1 };
  ((CounterEntry *) s)->clicks++;
  kontor_table_enter (t, &a);
}

static void counter_done (KontorTable *t, gpointer s) { }
static void counter_extra (KontorTable *t, gpointer s) { }
static gboolean counter_activate (KontorTable *t, gpointer s, const char *name, GVariant *p) { return FALSE; }
static void counter_answer (KontorTable *t, gpointer s, int choice, const int *numbers) { }

static char *
counter_prompt (KontorTable *t, gconstpointer s, KontorPromptButtons *b)
{
  const KontorCounterPosition *pos = kontor_game_get_position (kontor_table_get_game (t));
  return g_strdup_printf ("Add 1 to 3 (counter %d)", pos->counter);
}

static const char *counter_mode (gconstpointer s) { return "idle"; }
static void counter_marks (KontorTable *t, gconstpointer s, gpointer h, gpointer sel) { }

static char *
counter_describe (KontorGame *game, gconstpointer before, gconstpointer action)
{
  return g_strdup_printf ("add %d", ((const KontorCounterAction *) action)->n);
}

static const KontorTableTitle counter_table = {
  .title_id = "test-counter", .state_size = sizeof (CounterEntry), .marks_size = 1,
  .reset = counter_reset, .sync = counter_sync, .click = counter_click, .done = counter_done,
  .extra = counter_extra, .activate = counter_activate, .answer = counter_answer,
  .prompt = counter_prompt, .mode = counter_mode, .marks = counter_marks, .describe = counter_describe,
};

static void
test_counter_title (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  g_autoptr (KontorTable) table = NULL;
  g_autoptr (KontorHistoryEntry) e = NULL;
  KontorTarget three = { KONTOR_TARGET_ITEM, 3, 0 }, four = { KONTOR_TARGET_ITEM, 4, 0 };

  json_parser_load_from_data (parser, "{\"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}]}",
                              -1, &error);
  game = kontor_game_new_from_header (&kontor_counter_title, json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);
  table = kontor_table_new (game);
  g_assert_nonnull (table);
  g_assert_cmpstr (kontor_table_get_prompt (table), ==, "Add 1 to 3 (counter 0)");
  kontor_table_click (table, &three);
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (game))->counter, ==, 3);
  g_assert_cmpstr (kontor_table_get_prompt (table), ==, "Add 1 to 3 (counter 3)");
  kontor_table_click (table, &four);   /* refused by the title's rules */
  g_assert_cmpint (((const KontorCounterPosition *) kontor_game_get_position (game))->counter, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (kontor_table_get_history (table)), ==, 1);
  e = g_list_model_get_item (kontor_table_get_history (table), 0);
  g_assert_cmpstr (kontor_history_entry_get_text (e), ==, "add 3");
  g_assert_true (kontor_table_undo (table));
  g_assert_cmpstr (kontor_table_get_prompt (table), ==, "Add 1 to 3 (counter 0)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
  kontor_table_title_register (&counter_table);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/table/ht/place-trader", test_place_trader);
  ADD ("/table/ht/place-mode-highlights", test_place_mode_highlights);
  ADD ("/table/ht/merchant-refused-trader-each-turn", test_merchant_refused_and_trader_each_turn);
  ADD ("/table/ht/hire", test_hire_question);
  ADD ("/table/ht/displace-relocate", test_displace_and_relocate);
  ADD ("/table/ht/move", test_move);
  ADD ("/table/ht/claim-benefit", test_claim_benefit);
  ADD ("/table/ht/markers", test_markers);
  ADD ("/table/ht/undo-redo-history", test_undo_redo_history);
  ADD ("/table/ht/review", test_review);
  ADD ("/table/ht/city-info", test_city_info);
  ADD ("/table/ht/target-text", test_target_text);
  ADD ("/table/ht/claim-each-benefit", test_claim_each_benefit);
  ADD ("/table/ht/each-marker", test_each_marker);
  ADD ("/table/ht/neutral", test_neutral);
#undef ADD
  g_test_add_func ("/table/counter/title", test_counter_title);
  return g_test_run ();
}
