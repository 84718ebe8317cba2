/* test-table-hansa.c: Hansa (Michael Schacht) at the table, headless: a
 * whole short game entered by clicks, commands and answers through
 * KontorTable, with the exact entries (record JSON), prompts, marks,
 * refusals (error ids), questions and history rows; the compulsory refill
 * and seeded draws; a correction made by clicks; what stands at a target;
 * and the hints (kontor-hs-hints.h) with their exact sentences. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-record.h"
#include "kontor-table-title.h"
#include "kontor-table-test.h"
#include "kontor-history.h"
#include "kontor-hs.h"
#include "kontor-hs-hints.h"
#include "kontor-hs-table.h"

/* Fill order of the example board: Tønsberg 0–1, Aalborg 2, Copenhagen 3–4,
 * Lübeck 5–6, Danzig 7, Kalmar 8, Stockholm 9–10, City 9 11, Riga 12–13. */
#define WAREHOUSES "[\"yellow-1\",\"yellow-2\",\"green-1\",\"green-2\",\"blue-1\",\"red-1\",\"red-3\"," \
                   "\"green-2\",\"blue-2\",\"yellow-3\",\"green-3\",\"blue-3\",\"red-2\",\"yellow-2\"]"

/* Ana (red) and Bo (blue) on the example board; table draws with the
 * warehouses above and piles 1, 1, 1, 1, 34 (pile 5 is near), or a seed. */
/* A game on the example board; header: the fields after the profile. */
static KontorGame *
new_game_with (const char *header)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) profile = kontor_hs_load_profile ("hansa-schacht-example", &error);
  g_autofree char *profile_text = NULL, *record = NULL;
  KontorGame *game;
  int bad = -1;

  g_assert_no_error (error);
  profile_text = json_to_string (profile, FALSE);
  record = g_strdup_printf ("{\"format\":\"kontor-game\",\"version\":1,\"game\":\"hansa-schacht\","
                            "\"board\":\"hansa-schacht\",\"board_profile\":%s,%s,\"actions\":[]}",
                            profile_text, header);
  game = kontor_game_new_from_data (record, -1, &bad, &error);
  g_assert_no_error (error);
  return game;
}

static KontorGame *
new_game (gboolean seeded)
{
  return new_game_with (seeded
    ? "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"
      "\"goods_colors\":[\"yellow\",\"green\",\"red\",\"blue\"],\"draws\":{\"seed\":7}"
    : "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"
      "\"goods_colors\":[\"yellow\",\"green\",\"red\",\"blue\"],\"warehouses\":" WAREHOUSES ","
      "\"piles\":[1,1,1,1,34],\"draws\":\"table\"");
}

/* Enters entries given as record JSON. */
static void
enter_json (KontorGame *game, const char *const *entries, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (JsonNode) node = json_from_string (entries[i], NULL);
      g_autoptr (GError) error = NULL;
      HsAction a;
      g_assert_nonnull (node);
      g_assert_true (kontor_hs_action_from_json (node, kontor_game_get_position (game), &a, &error));
      g_assert_true (kontor_game_apply (game, &a, &error));
      g_assert_no_error (error);
    }
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  use_game (f, new_game (GPOINTER_TO_INT (data)));
}

static const HsPosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

/* ------------------------------------------------------------ what people do */

static void
click_city (Fixture *f, const char *id)
{
  int c = kontor_hs_city_from_id (id);
  g_assert_cmpint (c, >=, 0);
  click (f, KONTOR_TARGET_CITY, c, 0);
}

static void
click_slot (Fixture *f, const char *id, int b)
{
  int c = kontor_hs_city_from_id (id);
  g_assert_cmpint (c, >=, 0);
  click (f, KONTOR_TARGET_SLOT, c, b);
}

static void
click_pile (Fixture *f, int pile)
{
  click (f, KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, pile);
}

static void
click_marker (Fixture *f, int seat, const char *kind)
{
  int k = kontor_hs_kind_from_id (kind);
  g_assert_cmpint (k, >=, 0);
  click (f, KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_UNSOLD, seat * HS_N_KINDS + k);
}

/* ------------------------------------------------------------ what the table shows */

/* The last applied entry, as the record writes it (compact JSON). */
static char *
last_entry (Fixture *f)
{
  guint n = kontor_game_get_cursor (f->game);
  HsPosition before;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;

  g_assert_cmpuint (n, >, 0);
  kontor_game_position_at (f->game, n - 1, &before);
  kontor_hs_action_to_json (b, kontor_game_get_action (f->game, n - 1), &before);
  node = json_builder_get_root (b);
  return json_to_string (node, FALSE);
}

#define assert_last(f, json) G_STMT_START { \
    g_autofree char *got_ = last_entry (f); \
    g_assert_cmpstr (got_, ==, json); \
  } G_STMT_END

static char *
last_row (KontorTable *table)
{
  g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (table), 0);
  g_assert_nonnull (e);
  return g_strdup (kontor_history_entry_get_text (e));
}

static const KontorHsMarks *
marks (Fixture *f)
{
  return kontor_table_get_highlights (f->table);
}

static const KontorHsMarks *
selected (Fixture *f)
{
  return kontor_table_get_selected (f->table);
}

/* How many marks have exactly this value (0: any non-zero). */
static int
count (const guint8 *v, int n, int value)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += value ? v[i] == value : v[i] != 0;
  return c;
}

#define N_CITIES(m, v) count ((m)->cities, HS_N_CITIES, v)
#define N_SLOTS(m) count (&(m)->slots[0][0], HS_N_CITIES * 2, 0)
#define N_PILES(m) count ((m)->piles, HS_N_PILES, 0)
#define N_UNSOLD(m) count (&(m)->unsold[0][0], HS_MAX_PLAYERS * HS_N_KINDS, 0)

static void
assert_marks (Fixture *f, int cities, int slots, int piles, int unsold)
{
  g_assert_cmpint (N_CITIES (marks (f), 0), ==, cities);
  g_assert_cmpint (N_SLOTS (marks (f)), ==, slots);
  g_assert_cmpint (N_PILES (marks (f)), ==, piles);
  g_assert_cmpint (N_UNSOLD (marks (f)), ==, unsold);
}

/* ------------------------------------------------------------ the game, as record entries */

/* Every entry of the short game below, in order (the hints tests replay them). */
static const char *const game_entries[] = {
  /* setup: 0–5 */
  "{\"do\":\"setup-booths\",\"city\":\"luebeck\"}",
  "{\"do\":\"setup-booths\",\"city\":\"danzig\"}",
  "{\"do\":\"setup-booths\",\"city\":\"toensberg\"}",
  "{\"do\":\"setup-booths\",\"city\":\"luebeck\"}",
  "{\"do\":\"setup-booths\",\"city\":\"kalmar\"}",
  "{\"do\":\"setup-booths\",\"city\":\"stockholm\"}",
  /* Ana, turn 1: 6–12 */
  "{\"do\":\"buy\",\"marker\":\"green-2\"}",
  "{\"do\":\"sail\",\"to\":\"luebeck\"}",
  "{\"do\":\"buy\",\"marker\":\"red-1\"}",
  "{\"do\":\"sail\",\"to\":\"aalborg\"}",
  "{\"do\":\"buy\",\"marker\":\"green-1\"}",
  "{\"do\":\"sail\",\"to\":\"copenhagen\"}",
  "{\"do\":\"end-turn\"}",
  /* Bo, turn 2: 13–21 */
  "{\"do\":\"refill\",\"markers\":[\"yellow-1\",\"green-3\",\"red-2\"]}",
  "{\"do\":\"buy\",\"marker\":\"green-3\"}",
  "{\"do\":\"sail\",\"to\":\"danzig\"}",
  "{\"do\":\"buy\",\"marker\":\"green-2\"}",
  "{\"do\":\"sail\",\"to\":\"luebeck\"}",
  "{\"do\":\"sell\",\"markers\":[\"green-2\",\"green-3\"],\"losses\":[{\"player\":\"red\",\"markers\":[\"green-2\"]}]}",
  "{\"do\":\"sail\",\"to\":\"aalborg\"}",
  "{\"do\":\"buy\",\"marker\":\"yellow-1\"}",
  "{\"do\":\"end-turn\"}",
  /* Ana, turn 3: 22–26 */
  "{\"do\":\"refill\",\"markers\":[\"yellow-2\",\"blue-3\",\"blue-1\"]}",
  "{\"do\":\"buy\",\"marker\":\"yellow-2\"}",
  "{\"do\":\"sail\",\"to\":\"copenhagen\"}",
  "{\"do\":\"establish\",\"marker\":\"yellow-2\"}",
  "{\"do\":\"end-turn\"}",
  /* Bo, turn 4, the last: 27–33 */
  "{\"do\":\"buy\",\"marker\":\"blue-3\"}",
  "{\"do\":\"sail\",\"to\":\"danzig\"}",
  "{\"do\":\"buy\",\"marker\":\"blue-1\"}",
  "{\"do\":\"sail\",\"to\":\"stockholm\"}",
  "{\"do\":\"buy\",\"marker\":\"yellow-3\"}",
  "{\"do\":\"end-turn\",\"discard\":[\"yellow-1\"]}",
};

/* The game (table draws) after its first n entries, entered as record JSON. */
static KontorGame *
game_after (guint n)
{
  KontorGame *game = new_game (FALSE);
  enter_json (game, game_entries, n);
  return game;
}

/* ------------------------------------------------------------ a whole game by clicks */

static void
play_setup (Fixture *f)
{
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "setup");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "Ana: place 2 booths in a highlighted city (placement 1 of 3).");
  assert_marks (f, 8, 0, 0, 0);
  g_assert_cmpint (marks (f)->cities[HS_COPENHAGEN], ==, 0);
  g_assert_null (kontor_table_get_extra_label (f->table));
  g_assert_false (kontor_table_get_can_done (f->table));

  click_city (f, "copenhagen");
  assert_refused (f, 1, "hansa.setup-copenhagen");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 0);
  click_city (f, "luebeck");
  assert_last (f, game_entries[0]);
  assert_history (f, "Ana placed 2 booths in Lübeck");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "Bo: place 2 booths in a highlighted city (placement 1 of 3).");
  click_city (f, "danzig");
  assert_last (f, game_entries[1]);
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "Ana: place 2 booths in a highlighted city (placement 2 of 3).");
  assert_marks (f, 7, 0, 0, 0);   /* not Copenhagen, not Lübeck */
  click_city (f, "luebeck");
  assert_refused (f, 2, "hansa.setup-same-city");
  click_city (f, "toensberg");
  assert_last (f, game_entries[2]);
  click_slot (f, "luebeck", 1);   /* a warehouse space stands for its city */
  assert_last (f, game_entries[3]);
  g_assert_true (kontor_table_activate (f->table, "place", g_variant_new_string ("kalmar")));
  assert_last (f, game_entries[4]);
  g_assert_true (kontor_table_activate (f->table, "place", g_variant_new_int32 (HS_STOCKHOLM)));
  assert_last (f, game_entries[5]);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 6);
  g_assert_cmpint (f->refused, ==, 2);
}

static void
play_turn_1 (Fixture *f)
{
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Ana has 6 talers. Sail (click a city), or act in Copenhagen: buy a marker there, or click one of "
                   "your markers to set up booths or sell.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_End Turn");
  g_assert_null (kontor_table_get_cancel_label (f->table));
  /* Copenhagen's arrows are all known: Tønsberg, Lübeck, Danzig */
  assert_marks (f, 3, 2, 0, 0);
  g_assert_cmpint (N_CITIES (marks (f), 1), ==, 3);
  g_assert_cmpint (marks (f)->cities[HS_DANZIG], ==, 1);
  g_assert_cmpint (marks (f)->slots[HS_COPENHAGEN][0], ==, 1);
  g_assert_cmpint (marks (f)->slots[HS_COPENHAGEN][1], ==, 1);

  click_slot (f, "copenhagen", 0);
  assert_last (f, game_entries[6]);
  assert_history (f, "Ana bought green 2 in Copenhagen for 1 taler, paid to the bank");
  g_assert_cmpint (pos_of (f)->talers[0], ==, 5);
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Ana has 5 talers. The action in Copenhagen is taken: sail on (click a city) or end the turn.");
  assert_marks (f, 3, 0, 0, 0);   /* no buy and no booths in this visit */
  click_slot (f, "copenhagen", 1);
  assert_refused (f, 3, "hansa.action-used-here");

  click_city (f, "luebeck");
  assert_last (f, game_entries[7]);
  assert_history (f, "Ana sailed from Copenhagen to Lübeck (1 taler)");
  /* Lübeck: both spaces to buy; Ana's markers: booths (no pair to sell) */
  assert_marks (f, 8, 2, 0, 1);
  g_assert_cmpint (marks (f)->cities[HS_AALBORG], ==, 1);   /* the known arrow */
  g_assert_cmpint (N_CITIES (marks (f), 2), ==, 7);          /* any other city, unchecked */
  click_slot (f, "luebeck", 0);
  assert_last (f, game_entries[8]);
  assert_history (f, "Ana bought red 1 in Lübeck for 1 taler, paid to the bank");   /* 2 booths each: a tie */
  kontor_table_activate (f->table, "sail", g_variant_new_string ("aalborg"));
  assert_last (f, game_entries[9]);
  kontor_table_activate (f->table, "buy", g_variant_new_int32 (0));
  assert_last (f, game_entries[10]);
  click_city (f, "copenhagen");
  assert_last (f, game_entries[11]);
  g_assert_cmpint (pos_of (f)->talers[0], ==, 0);

  /* no money: the empty space, the paid buy and the sail */
  click_slot (f, "copenhagen", 0);
  g_assert_cmpint (f->messages, ==, 1);
  g_assert_cmpstr (f->message, ==, "This warehouse space is empty: pick the marker beside it.");
  click_slot (f, "copenhagen", 1);
  assert_refused (f, 4, "hansa.buy-no-money");
  click_city (f, "danzig");
  assert_refused (f, 5, "hansa.sail-no-money");
  click_city (f, "copenhagen");
  g_assert_cmpint (f->messages, ==, 2);
  g_assert_cmpstr (f->message, ==, "The ship is in Copenhagen: pick a marker in its warehouse to buy it, or another city to sail there.");
  click_slot (f, "riga", 0);
  g_assert_cmpstr (f->message, ==, "The ship is not in Riga: sail there first to buy this marker.");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Ana has 0 talers. Sail (click a city), or act in Copenhagen: buy a marker there, or click one of "
                   "your markers to set up booths or sell.");
  assert_marks (f, 0, 0, 0, 3);   /* green 1, green 2, red 1 can buy booths */
  g_assert_cmpint (marks (f)->unsold[0][kontor_hs_kind_from_id ("red-1")], ==, 1);
  kontor_table_extra (f->table);   /* End Turn: 3 unsold, nothing to discard */
  assert_last (f, game_entries[12]);
  assert_history (f, "Ana ended the turn");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 13);
}

static void
play_turn_2 (Fixture *f)
{
  const KontorQuestion *q;
  guint before;

  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Bo has 6 talers. Sail (click a city), or act in Copenhagen: buy a marker there, or click one of "
                   "your markers to set up booths or sell. You may first refill the empty warehouse spaces: click a "
                   "supply pile (1 taler).");
  /* three empty spaces: piles 1, 2 and 3 each give one */
  assert_marks (f, 3, 1, 3, 0);
  g_assert_cmpint (marks (f)->piles[3], ==, 0);

  /* the refill: one question per marker, the kinds still face down */
  click_pile (f, 3);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "refill");
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Which marker was drawn?");
  g_assert_cmpstr (q->body, ==, "Marker 1 of 3, for the warehouse of Aalborg, drawn from pile 1. Choose its colour and barrels.");
  g_assert_cmpuint (q->choices->len, ==, 12);
  g_assert_cmpstr (q->ids->pdata[0], ==, "yellow-1");
  g_assert_cmpstr (q->choices->pdata[0], ==, "yellow, 1 barrel");
  g_assert_cmpstr (q->ids->pdata[11], ==, "blue-3");
  g_assert_cmpstr (q->choices->pdata[11], ==, "blue, 3 barrels");
  g_assert_cmpstr (q->cancel_label, ==, "_Cancel the Refill");
  answer (f, "red-3");
  q = kontor_table_get_question (f->table);
  g_assert_cmpstr (q->body, ==, "Marker 2 of 3, for the warehouse of Copenhagen, drawn from pile 2. Choose its colour and barrels.");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Refill: name each marker drawn, in the order the spaces are filled (1 of 3 named).");
  g_assert_cmpint (selected (f)->slots[HS_AALBORG][0], ==, 1);
  g_assert_cmpint (((const HsPosition *) kontor_table_get_board_position (f->table))->warehouse[2], ==,
                   kontor_hs_kind_from_id ("red-3"));
  g_assert_cmpint (pos_of (f)->warehouse[2], ==, -1);
  /* cancelled: nothing is entered */
  before = kontor_game_get_cursor (f->game);
  kontor_table_answer (f->table, -1, NULL);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, before);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
  g_assert_null (kontor_table_get_question (f->table));

  g_assert_true (kontor_table_activate (f->table, "refill", NULL));
  answer (f, "yellow-1");
  answer (f, "green-3");
  q = kontor_table_get_question (f->table);
  g_assert_cmpstr (q->body, ==, "Marker 3 of 3, for the warehouse of Lübeck, drawn from pile 3. Choose its colour and barrels.");
  answer (f, "red-2");
  assert_last (f, game_entries[13]);
  assert_history (f, "Bo refilled the warehouses for 1 taler: yellow 1 in Aalborg, green 3 in Copenhagen, red 2 in Lübeck");
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
  click_pile (f, 4);
  assert_refused (f, 6, "hansa.refill-nothing-empty");

  click_slot (f, "copenhagen", 0);
  assert_last (f, game_entries[14]);
  click_city (f, "danzig");
  assert_last (f, game_entries[15]);
  click_slot (f, "danzig", 0);
  assert_last (f, game_entries[16]);
  assert_history (f, "Bo bought green 2 in Danzig for free");
  click_pile (f, 0);
  assert_refused (f, 7, "hansa.refill-late");
  /* no arrow from Danzig is known: every other city, unchecked */
  g_assert_cmpint (N_CITIES (marks (f), 2), ==, 8);
  click_city (f, "luebeck");
  assert_last (f, game_entries[17]);
  assert_history (f, "Bo sailed from Danzig to Lübeck (1 taler; unchecked: no arrow is known for this way)");

  /* a marker clicked where both booths and a sale are possible */
  click_marker (f, 1, "green-3");
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "What is done with green 3?");
  g_assert_cmpuint (q->choices->len, ==, 2);
  g_assert_cmpstr (q->choices->pdata[0], ==, "Spend green 3 on 3 booths in Lübeck");
  g_assert_cmpstr (q->choices->pdata[1], ==, "Sell green markers in Lübeck");
  answer (f, "sell");
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "sell");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Sell in Lübeck: click the markers to sell, at least 2 of each colour (1 chosen, worth 4 points). Then press Done.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  g_assert_cmpint (selected (f)->unsold[1][kontor_hs_kind_from_id ("green-3")], ==, 1);
  g_assert_cmpint (N_UNSOLD (marks (f)), ==, 2);
  kontor_table_done (f->table);
  assert_refused (f, 8, "hansa.sell-pair");
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "sell");
  click_marker (f, 0, "green-1");   /* not the seller's: nothing */
  click_marker (f, 1, "green-2");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Sell in Lübeck: click the markers to sell, at least 2 of each colour (2 chosen, worth 7 points). Then press Done.");
  kontor_table_done (f->table);
  /* Ana holds green 1 and green 2: she chooses */
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Which marker does Ana lose?");
  g_assert_cmpstr (q->body, ==, "Bo sells green markers, so Ana gives up one unsold green marker of their choice.");
  g_assert_cmpuint (q->choices->len, ==, 2);
  g_assert_cmpint (q->suggested, ==, 0);
  g_assert_cmpstr (q->ids->pdata[0], ==, "green-1");
  answer (f, "green-2");
  assert_last (f, game_entries[18]);
  assert_history (f, "Bo sold green 2, green 3 in Lübeck for 7 points and took 1 booth back; Ana lost green 2");
  g_assert_cmpint (pos_of (f)->booths[1][HS_LUEBECK], ==, 1);
  click_slot (f, "luebeck", 1);
  assert_refused (f, 9, "hansa.action-used-here");
  click_city (f, "aalborg");
  assert_last (f, game_entries[19]);
  click_slot (f, "aalborg", 0);
  assert_last (f, game_entries[20]);
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  assert_last (f, game_entries[21]);
}

static void
play_turn_3 (Fixture *f)
{
  const KontorQuestion *q;

  /* the refill now reaches pile 5 */
  assert_marks (f, 8, 0, 2, 2);
  g_assert_cmpint (marks (f)->piles[3], ==, 1);
  g_assert_cmpint (marks (f)->piles[4], ==, 1);
  click_pile (f, 0);
  q = kontor_table_get_question (f->table);
  g_assert_cmpstr (q->body, ==, "Marker 1 of 3, for the warehouse of Aalborg, drawn from pile 4. Choose its colour and barrels.");
  answer (f, "yellow-2");
  answer (f, "blue-3");
  q = kontor_table_get_question (f->table);
  g_assert_cmpstr (q->body, ==, "Marker 3 of 3, for the warehouse of Danzig, drawn from pile 5. Choose its colour and barrels.");
  answer (f, "blue-1");
  assert_last (f, game_entries[22]);
  assert_history (f, "Ana refilled the warehouses for 1 taler: yellow 2 in Aalborg, blue 3 in Copenhagen, blue 1 in Danzig; "
                     "this reached pile 5, so the game ends when the round is over");
  g_assert_true (pos_of (f)->triggered);
  g_assert_true (kontor_table_activate (f->table, "buy", g_variant_new_string ("yellow-2")));
  assert_last (f, game_entries[23]);
  click_city (f, "copenhagen");
  assert_last (f, game_entries[24]);

  /* "establish" without a marker: which one? */
  g_assert_true (kontor_table_activate (f->table, "establish", NULL));
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Set up booths");
  g_assert_cmpstr (q->body, ==, "Spend one unsold marker on booths in Copenhagen: one booth per barrel.");
  g_assert_cmpuint (q->choices->len, ==, 3);
  g_assert_cmpstr (q->choices->pdata[0], ==, "Spend yellow 2 on 2 booths in Copenhagen");
  g_assert_cmpstr (q->choices->pdata[1], ==, "Spend green 1 on 1 booth in Copenhagen");
  g_assert_cmpstr (q->choices->pdata[2], ==, "Spend red 1 on 1 booth in Copenhagen");
  answer (f, "yellow-2");
  assert_last (f, game_entries[25]);
  assert_history (f, "Ana spent yellow 2 on 2 booths in Copenhagen");
  kontor_table_extra (f->table);
  assert_last (f, game_entries[26]);
}

static void
play_turn_4 (Fixture *f)
{
  int yellow1 = kontor_hs_kind_from_id ("yellow-1");

  click_slot (f, "copenhagen", 0);
  assert_last (f, game_entries[27]);
  assert_history (f, "Bo bought blue 3 in Copenhagen for 1 taler, paid to Ana");
  g_assert_cmpint (pos_of (f)->talers[0], ==, 1);
  click_city (f, "danzig");
  click_slot (f, "danzig", 0);
  click_city (f, "stockholm");
  click_slot (f, "stockholm", 0);
  assert_last (f, game_entries[31]);

  /* taxes: 4 unsold, 1 to discard */
  kontor_table_extra (f->table);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "discard");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Taxes: Bo holds 4 unsold markers and keeps 3. Click the 1 marker to discard (0 chosen), then press Done.");
  g_assert_false (kontor_table_get_can_done (f->table));
  assert_marks (f, 0, 0, 0, 4);
  click_marker (f, 1, "yellow-1");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpint (selected (f)->unsold[1][yellow1], ==, 1);
  assert_marks (f, 0, 0, 0, 1);   /* only the chosen one can be taken back */
  click_marker (f, 1, "blue-3");   /* one is enough: nothing */
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Taxes: Bo holds 4 unsold markers and keeps 3. Click the 1 marker to discard (1 chosen), then press Done.");
  kontor_table_done (f->table);
  assert_last (f, game_entries[32]);
  assert_history (f, "Bo ended the turn and discarded yellow 1; the game is over");
  g_assert_true (kontor_game_ended (f->game));

  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "ended");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "The game is over: the last pile was started and the round is complete.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "Show the _Score");
  assert_marks (f, 0, 0, 0, 0);
  click_city (f, "riga");
  click_pile (f, 4);
  g_assert_cmpint (f->refused, ==, 9);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, G_N_ELEMENTS (game_entries));
}

static void
test_whole_game (Fixture *f, gconstpointer data)
{
  GListModel *history = kontor_table_get_history (f->table);

  play_setup (f);
  play_turn_1 (f);
  play_turn_2 (f);
  play_turn_3 (f);
  play_turn_4 (f);

  /* every entry as written, and a row for each */
  for (guint i = 0; i < G_N_ELEMENTS (game_entries); i++)
    {
      HsPosition before;
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) node = NULL;
      g_autofree char *text = NULL;
      kontor_game_position_at (f->game, i, &before);
      kontor_hs_action_to_json (b, kontor_game_get_action (f->game, i), &before);
      node = json_builder_get_root (b);
      text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, game_entries[i]);
    }
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, G_N_ELEMENTS (game_entries));
  {
    /* the oldest rows of Bo's last turn */
    g_autoptr (KontorHistoryEntry) e28 = g_list_model_get_item (history, G_N_ELEMENTS (game_entries) - 1 - 28);
    g_autoptr (KontorHistoryEntry) e29 = g_list_model_get_item (history, G_N_ELEMENTS (game_entries) - 1 - 29);
    g_autoptr (KontorHistoryEntry) e30 = g_list_model_get_item (history, G_N_ELEMENTS (game_entries) - 1 - 30);
    g_assert_cmpstr (kontor_history_entry_get_text (e28), ==, "Bo sailed from Copenhagen to Danzig (1 taler)");
    g_assert_cmpstr (kontor_history_entry_get_text (e29), ==, "Bo bought blue 1 in Danzig for free");
    g_assert_cmpstr (kontor_history_entry_get_text (e30), ==,
                     "Bo sailed from Danzig to Stockholm (1 taler; unchecked: no arrow is known for this way)");
  }
  {
    g_autoptr (JsonNode) score = kontor_game_score_json (f->game);
    JsonObject *o = json_node_get_object (score);
    g_assert_true (json_object_get_boolean_member (o, "ended"));
  }
}

/* Cancel leaves a sale and its loss question; one action per visit for
 * booths; the end of a turn with talers above 3. */
static void
test_cancel_and_talers (Fixture *f, gconstpointer data)
{
  use_game (f, game_after (13));   /* Bo's turn begins with 6 talers */
  kontor_table_activate (f->table, "end-turn", NULL);
  assert_history (f, "Bo ended the turn; 3 talers went back to the bank");
  g_assert_cmpint (pos_of (f)->talers[1], ==, 3);

  use_game (f, game_after (18));   /* Bo has sailed to Lübeck */
  /* a clicked marker spent on booths */
  click_marker (f, 1, "green-3");
  answer (f, "establish");
  assert_last (f, "{\"do\":\"establish\",\"marker\":\"green-3\"}");
  assert_history (f, "Bo spent green 3 on 3 booths in Lübeck");
  g_assert_cmpint (pos_of (f)->booths[1][HS_LUEBECK], ==, 5);
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpint (pos_of (f)->booths[1][HS_LUEBECK], ==, 2);
  g_assert_true (kontor_table_activate (f->table, "sell", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "sell");
  g_assert_false (kontor_table_get_can_done (f->table));   /* nothing chosen */
  click_marker (f, 1, "green-2");
  click_marker (f, 1, "green-2");   /* all held chosen: taken back */
  g_assert_cmpint (selected (f)->unsold[1][kontor_hs_kind_from_id ("green-2")], ==, 0);
  kontor_table_cancel (f->table);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
  g_assert_cmpint (N_UNSOLD (selected (f)), ==, 0);
  /* the loss question cancelled: back to the markers chosen */
  kontor_table_activate (f->table, "sell", NULL);
  click_marker (f, 1, "green-2");
  click_marker (f, 1, "green-3");
  kontor_table_done (f->table);
  g_assert_nonnull (kontor_table_get_question (f->table));
  kontor_table_answer (f->table, -1, NULL);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "sell");
  g_assert_cmpint (N_UNSOLD (selected (f)), ==, 2);
  kontor_table_done (f->table);
  answer (f, "green-1");
  assert_last (f, "{\"do\":\"sell\",\"markers\":[\"green-2\",\"green-3\"],\"losses\":[{\"player\":\"red\",\"markers\":[\"green-1\"]}]}");
  /* booths after a sale's visit: one action per visit */
  kontor_table_activate (f->table, "establish", g_variant_new_string ("green-2"));
  assert_refused (f, 1, "hansa.action-used-here");
  kontor_table_activate (f->table, "establish", NULL);
  assert_refused (f, 2, "hansa.action-used-here");
  g_assert_null (kontor_table_get_question (f->table));
  g_assert_false (kontor_table_activate (f->table, "hire", NULL));
  /* Bo ends with 2 talers, Ana with the income of her turn */
  kontor_table_activate (f->table, "end-turn", NULL);
  assert_history (f, "Bo ended the turn");
  g_assert_cmpint (pos_of (f)->active, ==, 0);
  g_assert_cmpint (pos_of (f)->talers[0], ==, 3);
}

/* A sail against the one known arrow is entered, with a warning (D-H3). */
static void
test_sail_against_arrow (Fixture *f, gconstpointer data)
{
  use_game (f, game_after (20));   /* Bo in Aalborg; Lübeck → Aalborg is known */
  g_assert_cmpint (marks (f)->cities[HS_COPENHAGEN], ==, 1);
  g_assert_cmpint (marks (f)->cities[HS_LUEBECK], ==, 2);
  click_city (f, "luebeck");
  assert_last (f, "{\"do\":\"sail\",\"to\":\"luebeck\"}");
  assert_history (f, "Bo sailed from Aalborg to Lübeck (1 taler; unchecked: no arrow is known for this way)");
  g_assert_cmpint (f->messages, ==, 1);
  g_assert_cmpstr (f->message, ==, "Only the arrow from Lübeck to Aalborg is known: check on the board that the ship may sail this way.");
  g_assert_true (kontor_table_undo (f->table));
  click_city (f, "copenhagen");   /* along the known arrow: no warning */
  assert_last (f, "{\"do\":\"sail\",\"to\":\"copenhagen\"}");
  g_assert_cmpint (f->messages, ==, 1);
  g_assert_cmpint (f->refused, ==, 0);
}

/* Three players: both opponents hold two kinds of the colour sold, so
 * each is asked in seat order; the fewest barrels is suggested. */
static void
test_losses_asked (Fixture *f, gconstpointer data)
{
  static const char *const entries[] = {
    "{\"do\":\"setup-booths\",\"city\":\"luebeck\"}", "{\"do\":\"setup-booths\",\"city\":\"danzig\"}",
    "{\"do\":\"setup-booths\",\"city\":\"stockholm\"}", "{\"do\":\"setup-booths\",\"city\":\"aalborg\"}",
    "{\"do\":\"setup-booths\",\"city\":\"kalmar\"}", "{\"do\":\"setup-booths\",\"city\":\"riga\"}",
    "{\"do\":\"setup-booths\",\"city\":\"toensberg\"}", "{\"do\":\"setup-booths\",\"city\":\"city-9\"}",
    "{\"do\":\"setup-booths\",\"city\":\"toensberg\"}",
    /* Ana: green 3 and green 2 */
    "{\"do\":\"buy\",\"marker\":\"green-3\"}", "{\"do\":\"sail\",\"to\":\"luebeck\"}",
    "{\"do\":\"buy\",\"marker\":\"green-2\"}", "{\"do\":\"end-turn\"}",
    /* Bo: green 1 (a taler to Ana) and green 2 */
    "{\"do\":\"buy\",\"marker\":\"green-1\"}", "{\"do\":\"sail\",\"to\":\"danzig\"}",
    "{\"do\":\"buy\",\"marker\":\"green-2\"}", "{\"do\":\"end-turn\"}",
    /* Cy: green 1 and green 3 */
    "{\"do\":\"sail\",\"to\":\"stockholm\"}", "{\"do\":\"buy\",\"marker\":\"green-1\"}",
    "{\"do\":\"sail\",\"to\":\"riga\"}", "{\"do\":\"buy\",\"marker\":\"green-3\"}", "{\"do\":\"end-turn\"}",
    /* Ana back in Lübeck */
    "{\"do\":\"sail\",\"to\":\"luebeck\"}",
  };
  const KontorQuestion *q;

  use_game (f, new_game_with (
    "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"},"
    "{\"name\":\"Cy\",\"color\":\"green\"}],\"goods_colors\":[\"yellow\",\"green\",\"red\",\"blue\",\"pink\"],"
    "\"warehouses\":[\"pink-1\",\"pink-2\",\"yellow-1\",\"green-3\",\"blue-1\",\"green-2\",\"green-1\",\"green-2\","
    "\"blue-2\",\"green-1\",\"yellow-2\",\"red-1\",\"green-3\",\"red-2\"],\"draws\":\"table\""));
  enter_json (f->game, entries, G_N_ELEMENTS (entries));
  g_assert_cmpint (pos_of (f)->active, ==, 0);
  g_assert_cmpint (pos_of (f)->talers[0], ==, 6);   /* 3 kept, 1 from Bo, 3 income, 1 sail */

  g_assert_true (kontor_table_activate (f->table, "sell", NULL));
  click_marker (f, 0, "green-2");
  click_marker (f, 0, "green-3");
  kontor_table_done (f->table);
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Which marker does Bo lose?");
  g_assert_cmpuint (q->choices->len, ==, 2);
  g_assert_cmpstr (q->ids->pdata[0], ==, "green-1");
  g_assert_cmpstr (q->ids->pdata[1], ==, "green-2");
  answer (f, "green-2");
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->heading, ==, "Which marker does Cy lose?");
  g_assert_cmpstr (q->body, ==, "Ana sells green markers, so Cy gives up one unsold green marker of their choice.");
  g_assert_cmpstr (q->ids->pdata[0], ==, "green-1");
  g_assert_cmpstr (q->ids->pdata[1], ==, "green-3");
  g_assert_cmpstr (q->choices->pdata[1], ==, "green, 3 barrels");
  g_assert_cmpint (q->suggested, ==, 0);
  kontor_table_answer (f->table, q->suggested, NULL);
  assert_last (f, "{\"do\":\"sell\",\"markers\":[\"green-2\",\"green-3\"],\"losses\":["
                  "{\"player\":\"blue\",\"markers\":[\"green-2\"]},{\"player\":\"green\",\"markers\":[\"green-1\"]}]}");
  assert_history (f, "Ana sold green 2, green 3 in Lübeck for 7 points and took 1 booth back; Bo lost green 2; Cy lost green 1");
  g_assert_cmpint (f->refused, ==, 0);
}

/* ------------------------------------------------------------ compulsory refill, seeded draws */

/* Empties every warehouse without refilling: buy where possible, else sail
 * to a city with a marker, else end the turn. */
static void
empty_the_warehouses (KontorGame *game)
{
  for (int guard = 0; guard < 400; guard++)
    {
      const HsPosition *pos = kontor_game_get_position (game);
      g_autoptr (GArray) legal = kontor_hs_legal_actions (pos);
      const HsAction *pick = NULL;
      if (legal->len == 1 && g_array_index (legal, HsAction, 0).what == HS_DO_REFILL)
        return;   /* only the compulsory refill is left */
      for (guint i = 0; i < legal->len && !pick; i++)
        if (g_array_index (legal, HsAction, i).what == HS_DO_BUY)
          pick = &g_array_index (legal, HsAction, i);
      for (guint i = 0; i < legal->len && !pick; i++)
        {
          const HsAction *a = &g_array_index (legal, HsAction, i);
          if (a->what == HS_DO_SAIL)
            for (int s = 0; s < pos->n_spaces; s++)
              if (pos->space_city[s] == a->city && pos->warehouse[s] >= 0 && !pick)
                pick = a;
        }
      /* nowhere with a marker in reach: sail on while money lasts (turn by turn the ship moves on) */
      for (guint i = 0; i < legal->len && !pick && pos->talers[pos->active] > 1; i++)
        if (g_array_index (legal, HsAction, i).what == HS_DO_SAIL)
          pick = &g_array_index (legal, HsAction, i);
      for (guint i = 0; i < legal->len && !pick; i++)
        if (g_array_index (legal, HsAction, i).what == HS_DO_END_TURN)
          pick = &g_array_index (legal, HsAction, i);
      g_assert_nonnull (pick);
      g_assert_true (kontor_game_apply (game, pick, NULL));
    }
  g_assert_not_reached ();
}

static void
test_compulsory_refill_seeded (Fixture *f, gconstpointer data)
{
  static const char *const places[] = { "luebeck", "danzig", "toensberg", "stockholm", "kalmar", "riga" };
  const HsPosition *pos;
  const char *who;
  g_autofree char *prompt = NULL;
  int first, last;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    click_city (f, places[i]);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 6);
  empty_the_warehouses (f->game);
  pos = pos_of (f);
  g_assert_false (pos->phase3);
  for (int s = 0; s < pos->n_spaces; s++)
    g_assert_cmpint (pos->warehouse[s], ==, -1);

  /* the driver is deterministic: Ana's third turn, the ship in Riga */
  g_assert_cmpint (pos->turn, ==, 5);
  g_assert_cmpint (pos->active, ==, 0);
  g_assert_cmpint (pos->ship, ==, HS_RIGA);
  g_assert_cmpint (pos->piles[0], ==, 8);
  g_assert_cmpint (pos->piles[1], ==, 8);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "refill-required");
  who = "Ana";
  prompt = g_strdup_printf ("%s: every warehouse space is empty, so refill first: click a supply pile (1 taler).", who);
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, prompt);
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Refill");
  g_assert_cmpint (N_CITIES (marks (f), 0), ==, 0);
  g_assert_cmpint (N_SLOTS (marks (f)), ==, 0);
  g_assert_cmpint (kontor_hs_refill_reach (pos, &first, &last), ==, 14);
  g_assert_cmpint (first, ==, 0);
  g_assert_cmpint (last, ==, 1);   /* 8 from pile 1, 6 from pile 2 */
  g_assert_cmpint (N_PILES (marks (f)), ==, 2);
  click_city (f, "danzig");
  assert_refused (f, 1, "hansa.refill-required");
  kontor_table_activate (f->table, "end-turn", NULL);
  assert_refused (f, 2, "hansa.refill-required");

  /* seeded: a click draws from the stack at once, no question */
  {
    guint n = kontor_game_get_cursor (f->game);
    HsPosition before = *pos_of (f);
    g_autoptr (GString) want = g_string_new ("{\"do\":\"refill\",\"markers\":[");
    g_autoptr (GString) text = g_string_new (NULL);
    g_autofree char *row = NULL;
    for (int i = 0; i < 14; i++)
      {
        int k = before.stack[before.stack_len - 1 - i];
        g_autofree char *name = kontor_hs_kind_name (k);
        g_string_append_printf (want, "%s\"%s\"", i ? "," : "", kontor_hs_kind_id (k));
        g_string_append_printf (text, "%s%s in %s", i ? ", " : "", name,
                                kontor_hs_city_name (kontor_game_get_setup (f->game), before.space_city[i]));
      }
    g_string_append (want, "]}");
    kontor_table_extra (f->table);
    g_assert_null (kontor_table_get_question (f->table));
    g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, n + 1);
    assert_last (f, want->str);
    row = g_strdup_printf ("%s refilled the warehouses for 1 taler: %s", who, text->str);
    assert_history (f, row);
    g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
    for (int s = 0; s < 14; s++)
      g_assert_cmpint (pos_of (f)->warehouse[s], ==, before.stack[before.stack_len - 1 - s]);
  }
}

/* Random games (2 to 4 players, seeded and table draws): at every step the
 * prompt, marks, history row, target texts and hints are made, and what
 * the board highlights can be entered: a highlighted city is a sail (or a
 * placement), a highlighted warehouse space a buy. */
static void
test_random_games (void)
{
  static const char *const players[] = {
    "{\"name\":\"Ana\",\"color\":\"red\"}", "{\"name\":\"Bo\",\"color\":\"blue\"}",
    "{\"name\":\"Cy\",\"color\":\"green\"}", "{\"name\":\"Di\",\"color\":\"gray\"}" };
  static const char *const goods = "\"yellow\",\"green\",\"red\",\"blue\",\"pink\",\"black\"";

  for (int game_no = 0; game_no < 12; game_no++)
    {
      int n = 2 + game_no % 3;
      g_autofree char *list = NULL, *colours = NULL, *header = NULL;
      g_autoptr (KontorGame) game = NULL;
      g_autoptr (KontorTable) table = NULL;
      g_auto (GStrv) all = g_strsplit (goods, ",", -1);
      const char *seats[HS_MAX_PLAYERS + 1] = { NULL };
      const char *kinds[HS_N_GOODS + 1] = { NULL };
      KontorRng rng;
      guint steps = 0;

      kontor_rng_init (&rng, game_no + 1);
      for (int i = 0; i < n; i++)
        seats[i] = players[i];
      for (int i = 0; i < n + 2; i++)
        kinds[i] = all[i];   /* the first n + 2 goods colours */
      list = g_strjoinv (",", (char **) seats);
      colours = g_strjoinv (",", (char **) kinds);
      header = g_strdup_printf ("\"players\":[%s],\"goods_colors\":[%s],\"draws\":{\"seed\":%d}", list, colours, game_no);
      game = new_game_with (header);
      table = kontor_table_new (game);
      while (!kontor_game_ended (game) && steps++ < 2000)
        {
          const HsPosition *pos = kontor_game_get_position (game);
          const KontorHsMarks *hl = kontor_table_get_highlights (table);
          g_autoptr (GPtrArray) hints = kontor_hs_hints (pos, kontor_game_get_setup (game));
          guint cursor = kontor_game_get_cursor (game);
          HsAction a;

          g_assert_cmpstr (kontor_table_get_prompt (table), !=, "");
          g_assert_cmpuint (hints->len, >, 0);
          for (int c = 0; c < HS_N_CITIES; c++)
            {
              KontorTarget city = { KONTOR_TARGET_CITY, c, 0 };
              g_autofree char *text = kontor_table_describe_target (table, &city);
              g_assert_nonnull (text);
            }
          /* the first highlighted city and warehouse space can be entered */
          for (int c = 0; c < HS_N_CITIES; c++)
            if (hl->cities[c])
              {
                KontorTarget t = { KONTOR_TARGET_CITY, c, 0 };
                kontor_table_click (table, &t);
                g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor + 1);
                g_assert_true (kontor_table_undo (table));
                break;
              }
          for (int c = 0; c < HS_N_CITIES * 2; c++)
            if (hl->slots[c / 2][c % 2])
              {
                KontorTarget t = { KONTOR_TARGET_SLOT, c / 2, c % 2 };
                kontor_table_click (table, &t);
                g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor + 1);
                g_assert_true (kontor_table_undo (table));
                break;
              }
          for (int p = 0; p < HS_N_PILES; p++)
            if (hl->piles[p])
              {
                KontorTarget t = { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, p };
                kontor_table_click (table, &t);   /* seeded: drawn at once */
                g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor + 1);
                g_assert_true (kontor_table_undo (table));
                break;
              }
          pos = kontor_game_get_position (game);
          g_assert_true (kontor_hs_random_action (pos, &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
          {
            g_autofree char *row = last_row (table);
            g_assert_cmpuint (strlen (row), >, 10);
          }
        }
      g_test_message ("game %d: %d players, %u entries", game_no, n, kontor_game_get_cursor (game));
      g_assert_true (kontor_game_ended (game));
      g_assert_cmpstr (kontor_table_get_mode (table), ==, "ended");
    }
}

/* ------------------------------------------------------------ a correction by clicks */

static void
test_correction (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  static const char *const places[] = { "luebeck", "danzig", "toensberg", "luebeck", "kalmar", "stockholm" };
  KontorFixKind kind;
  guint index;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    click_city (f, places[i]);
  click_slot (f, "copenhagen", 0);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 7);

  /* Ana's first placement was Riga, not Lübeck: the board as it was */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "setup");
  assert_marks (f, 8, 0, 0, 0);
  g_assert_cmpint (marks (f)->cities[HS_LUEBECK], ==, 1);
  click_city (f, "copenhagen");
  assert_refused (f, 1, "hansa.setup-copenhagen");
  click_city (f, "riga");
  g_assert_true (kontor_table_get_fixing (f->table, &kind, &index));
  g_assert_cmpint (index, ==, 0);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  kontor_table_done (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 7);
  {
    HsPosition before;
    g_autoptr (JsonBuilder) b = json_builder_new ();
    g_autoptr (JsonNode) node = NULL;
    g_autofree char *text = NULL;
    kontor_game_position_at (f->game, 0, &before);
    kontor_hs_action_to_json (b, kontor_game_get_action (f->game, 0), &before);
    node = json_builder_get_root (b);
    text = json_to_string (node, FALSE);
    g_assert_cmpstr (text, ==, "{\"do\":\"setup-booths\",\"city\":\"riga\"}");
  }
  g_assert_cmpint (pos_of (f)->booths[0][HS_RIGA], ==, 2);
  g_assert_cmpint (pos_of (f)->booths[0][HS_LUEBECK], ==, 0);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "play");
}

/* ------------------------------------------------------------ what stands at a target */

static void
test_target_text (Fixture *f, gconstpointer data)
{
  static const struct { KontorTargetKind kind; int a, b; const char *text; } cases[] = {
    { KONTOR_TARGET_CITY, HS_COPENHAGEN, 0, "Copenhagen, city number 3. Warehouse: green 2, blue 1. No booths. The ship is here." },
    { KONTOR_TARGET_CITY, HS_LUEBECK, 0, "Lübeck, city number 4. Warehouse: red 1, red 3. Booths: Ana 2, Bo 2." },
    { KONTOR_TARGET_CITY, HS_CITY_9, 0, "City 9, city number 8. Warehouse: blue 3. No booths." },
    { KONTOR_TARGET_SLOT, HS_LUEBECK, 1, "Lübeck, warehouse space 2 of 2: red 3." },
    { KONTOR_TARGET_SLOT, HS_DANZIG, 1, NULL },
    { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, 0, "Pile 1: 1 marker face down." },
    { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PILE, 4, "Pile 5, the last pile: 34 markers face down. The refill that first draws from it starts the last round." },
    { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_SHIP, 0, "The ship is in Copenhagen." },
    { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PLAYER, 1, "Bo. Talers: 3. Booths in supply: 9. Unsold markers: 0. Sold markers: 0." },
    { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_PLAYER, 2, NULL },
    { KONTOR_TARGET_SPACE, 0, 0, NULL },
  };
  use_game (f, game_after (6));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      KontorTarget t = { cases[i].kind, cases[i].a, cases[i].b };
      g_autofree char *text = kontor_table_describe_target (f->table, &t);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
  /* Ana bought red 1 in Lübeck; looking back shows the position reviewed */
  use_game (f, game_after (9));
  {
    KontorTarget unsold = { KONTOR_TARGET_ITEM, KONTOR_HS_ITEM_UNSOLD, kontor_hs_kind_from_id ("red-1") };
    KontorTarget city = { KONTOR_TARGET_CITY, HS_LUEBECK, 0 };
    g_autofree char *now = kontor_table_describe_target (f->table, &unsold);
    g_autofree char *lue = kontor_table_describe_target (f->table, &city);
    g_autofree char *back = NULL;
    g_assert_cmpstr (now, ==, "Ana holds 1 unsold red 1.");
    g_assert_cmpstr (lue, ==, "Lübeck, city number 4. Warehouse: empty, red 3. Booths: Ana 2, Bo 2. The ship is here.");
    kontor_table_review (f->table, 6);
    back = kontor_table_describe_target (f->table, &unsold);
    g_assert_cmpstr (back, ==, "Ana holds 0 unsold red 1.");
    g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "review");
    g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                     "Looking back: the board after “Bo placed 2 booths in Stockholm”. Nothing can be entered here.");
  }
}

/* ------------------------------------------------------------ hints */

/* The hints after the first n_entries entries are exactly want (NULL-ended). */
static void
assert_hints_after (guint n_entries, const char *const *want)
{
  g_autoptr (KontorGame) game = game_after (n_entries);
  g_autoptr (GPtrArray) hints = kontor_hs_hints (kontor_game_get_position (game), kontor_game_get_setup (game));
  guint n = 0;

  while (want[n])
    n++;
  for (guint i = 0; i < hints->len; i++)
    g_test_message ("hint %u: %s", i, (const char *) hints->pdata[i]);
  g_assert_cmpuint (hints->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (hints->pdata[i], ==, want[i]);
}

static void
test_hints_setup (void)
{
  const char *const at_start[] = {
    "Ana places 2 booths next (placement 1 of 3), in any city except Copenhagen.", NULL };
  const char *const later[] = {
    "Ana places 2 booths next (placement 3 of 3), in any city except Tønsberg, Copenhagen, Lübeck.", NULL };
  assert_hints_after (0, at_start);
  assert_hints_after (4, later);
}

static void
test_hints_turn (void)
{
  const char *const ana_first[] = {
    "Only 4 markers are left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Ana can buy green 2 in Copenhagen for 1 taler, paid to the bank.",
    "Ana can buy blue 1 in Copenhagen for 1 taler, paid to the bank.",
    "A sail costs 1 taler: to Tønsberg, Lübeck, Danzig.",
    "Ana has 6 talers: at the end of the turn 3 go back to the bank.",
    NULL };
  const char *const ana_broke[] = {
    "Only 4 markers are left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Ana can spend an unsold marker on booths in Copenhagen: one booth per barrel (9 booths left in supply).",
    "Ana has no taler left: no sail and no purchase that costs money.",
    NULL };
  const char *const bo_first[] = {
    "A refill costs 1 taler and fills 3 empty warehouse spaces from piles 1 to 3.",
    "Only 4 markers are left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Bo can buy blue 1 in Copenhagen for 1 taler, paid to the bank.",
    "A sail costs 1 taler: to Tønsberg, Lübeck, Danzig.",
    "Bo has 6 talers: at the end of the turn 3 go back to the bank.",
    NULL };
  const char *const bo_danzig[] = {
    "Only 1 marker is left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Bo can buy green 2 in Danzig for free: they have the most booths there.",
    "Bo can spend an unsold marker on booths in Danzig: one booth per barrel (9 booths left in supply).",
    "A sail costs 1 taler: the board lists no arrow from Danzig, so any other city is accepted unchecked.",
    NULL };
  const char *const bo_luebeck[] = {
    "Only 1 marker is left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Bo can buy red 2 in Lübeck for 1 taler, paid to the bank.",
    "Bo can buy red 3 in Lübeck for 1 taler, paid to the bank.",
    "Bo can spend an unsold marker on booths in Lübeck: one booth per barrel (9 booths left in supply).",
    "Selling green 2, green 3 in Lübeck scores 7 points.",
    "That sale costs Ana 1 unsold marker.",
    "A sail costs 1 taler: along a known arrow to Aalborg; the board lists not every arrow from Lübeck, so another city is accepted unchecked.",
    NULL };
  const char *const bo_acted[] = {
    "Only 1 marker is left before pile 5: the refill that reaches pile 5 starts the last round.",
    "Bo has acted in Lübeck: sail on to take another action.",
    "A sail costs 1 taler: along a known arrow to Aalborg; the board lists not every arrow from Lübeck, so another city is accepted unchecked.",
    NULL };
  assert_hints_after (6, ana_first);
  assert_hints_after (12, ana_broke);
  assert_hints_after (13, bo_first);
  assert_hints_after (16, bo_danzig);
  assert_hints_after (18, bo_luebeck);
  assert_hints_after (19, bo_acted);
}

static void
test_hints_end (void)
{
  const char *const ana_pile5[] = {
    "A refill costs 1 taler and fills 3 empty warehouse spaces from piles 4 to 5.",
    "Watch out: a refill now takes markers from pile 5, the last pile, and the game then ends when the round is over.",
    "Ana can spend an unsold marker on booths in Aalborg: one booth per barrel (9 booths left in supply).",
    "A sail costs 1 taler: along a known arrow to Copenhagen; the board lists not every arrow from Aalborg, so another city is accepted unchecked.",
    NULL };
  const char *const bo_last[] = {
    "A refill costs 1 taler and fills 1 empty warehouse space from pile 5.",
    "Bo can buy blue 3 in Copenhagen for 1 taler, paid to Ana, who has the most booths there.",
    "Bo can buy blue 1 in Copenhagen for 1 taler, paid to Ana, who has the most booths there.",
    "Bo can spend an unsold marker on booths in Copenhagen: one booth per barrel (10 booths left in supply).",
    "A sail costs 1 taler: to Tønsberg, Lübeck, Danzig.",
    "The last pile has been started: the game ends after Bo's turn.",
    NULL };
  const char *const bo_tax[] = {
    "Bo has acted in Stockholm: sail on to take another action.",
    "Bo has no taler left: no sail and no purchase that costs money.",
    "The last pile has been started: the game ends after Bo's turn.",
    "Bo holds 4 unsold markers: at the end of the turn they keep 3 and discard 1.",
    NULL };
  const char *const over[] = { NULL };
  assert_hints_after (22, ana_pile5);
  assert_hints_after (27, bo_last);
  assert_hints_after (32, bo_tax);
  assert_hints_after (33, over);
}

/* The compulsory refill, in the hints. */
static void
test_hints_compulsory (void)
{
  g_autoptr (KontorGame) game = new_game (TRUE);
  static const char *const places[] = { "luebeck", "danzig", "toensberg", "stockholm", "kalmar", "riga" };
  g_autoptr (GPtrArray) hints = NULL;
  const HsPosition *pos;

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      HsAction a;
      kontor_hs_action_init (&a, HS_DO_SETUP_BOOTHS);
      a.city = (gint8) kontor_hs_city_from_id (places[i]);
      g_assert_true (kontor_game_apply (game, &a, NULL));
    }
  empty_the_warehouses (game);
  pos = kontor_game_get_position (game);
  hints = kontor_hs_hints (pos, kontor_game_get_setup (game));
  g_assert_cmpuint (hints->len, ==, 2);
  g_assert_cmpstr (hints->pdata[0], ==, "Every warehouse space is empty: Ana must refill (1 taler) before sailing or acting.");
  g_assert_cmpstr (hints->pdata[1], ==, "A refill costs 1 taler and fills 14 empty warehouse spaces from piles 1 to 2.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* the app offers Hansa's table part (listed in kontor-table.c) */
  g_assert_true (kontor_table_title_lookup ("hansa-schacht") == &kontor_hs_table_title);
  g_test_add ("/table-hansa/whole-game", Fixture, NULL, fixture_set_up, test_whole_game, fixture_tear_down);
  g_test_add ("/table-hansa/cancel-and-talers", Fixture, NULL, fixture_set_up, test_cancel_and_talers, fixture_tear_down);
  g_test_add ("/table-hansa/sail-against-arrow", Fixture, NULL, fixture_set_up, test_sail_against_arrow, fixture_tear_down);
  g_test_add ("/table-hansa/losses-asked", Fixture, NULL, fixture_set_up, test_losses_asked, fixture_tear_down);
  g_test_add ("/table-hansa/compulsory-refill-seeded", Fixture, GINT_TO_POINTER (TRUE), fixture_set_up,
              test_compulsory_refill_seeded, fixture_tear_down);
  g_test_add ("/table-hansa/correction", Fixture, NULL, fixture_set_up, test_correction, fixture_tear_down);
  g_test_add ("/table-hansa/target-text", Fixture, NULL, fixture_set_up, test_target_text, fixture_tear_down);
  g_test_add_func ("/table-hansa/random-games", test_random_games);
  g_test_add_func ("/table-hansa/hints/setup", test_hints_setup);
  g_test_add_func ("/table-hansa/hints/turn", test_hints_turn);
  g_test_add_func ("/table-hansa/hints/end", test_hints_end);
  g_test_add_func ("/table-hansa/hints/compulsory", test_hints_compulsory);
  return g_test_run ();
}
