/* test-table-marco-polo.c: Marco Polo (1980s, Spanish edition) at the
 * table, headless: whole turns entered by taps, commands and answers
 * through KontorTable, with the exact entries (record JSON), prompts,
 * modes, marks, refusals (error ids, the position unchanged), questions and
 * history rows; dice rolled by Kontor with a seed; debts, bankruptcy, the
 * Khan, the mission and the win; what stands at a target (hidden hands);
 * and the hints (kontor-mp-hints.h) with their exact sentences. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-record.h"
#include "kontor-table-title.h"
#include "kontor-table-test.h"
#include "kontor-history.h"
#include "kontor-mp.h"
#include "kontor-mp-hints.h"
#include "kontor-mp-table.h"

#define TWO "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}]"
#define THREE "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}," \
              "{\"name\":\"Cy\",\"color\":\"green\"}]"

static KontorGame *
new_game (const char *header)
{
  return kontor_table_test_new_game ("marco-polo-classic", header);
}

static void
enter_json (KontorGame *game, const char *const *entries, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (JsonNode) node = json_from_string (entries[i], NULL);
      g_autoptr (GError) error = NULL;
      MpAction a;
      g_assert_nonnull (node);
      g_assert_true (kontor_mp_action_from_json (node, kontor_game_get_position (game), &a, &error));
      kontor_game_apply (game, &a, &error);
      g_assert_no_error (error);
    }
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  use_game (f, new_game (data ? data : THREE ",\"draws\":\"table\""));
}

static const MpPosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

/* ------------------------------------------------------------ what people do */

static void
tap_stop (Fixture *f, int kind, int group)
{
  tap (f, KONTOR_MP_ITEM_STOP, kind * MP_N_GROUPS + group);
}

static void
tap_card (Fixture *f, int seat, const char *kind)
{
  tap (f, KONTOR_MP_ITEM_CARD, seat * MP_N_KINDS + kontor_mp_kind_from_id (kind));
}

/* ------------------------------------------------------------ what the table shows */

static char *
entry_json (KontorGame *game, guint i)
{
  MpPosition before;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;
  kontor_game_position_at (game, i, &before);
  kontor_mp_action_to_json (b, kontor_game_get_action (game, i), &before);
  node = json_builder_get_root (b);
  return json_to_string (node, FALSE);
}

#define assert_last(f, json) G_STMT_START { \
    g_autofree char *got_ = entry_json ((f)->game, kontor_game_get_cursor ((f)->game) - 1); \
    g_assert_cmpstr (got_, ==, json); \
  } G_STMT_END

/* The entry `back` entries before the last (0: the last). */
#define assert_entry(f, back, json) G_STMT_START { \
    g_autofree char *got_ = entry_json ((f)->game, kontor_game_get_cursor ((f)->game) - 1 - (back)); \
    g_assert_cmpstr (got_, ==, json); \
  } G_STMT_END


static const KontorMpMarks *
marks (Fixture *f)
{
  return kontor_table_get_highlights (f->table);
}

static const KontorMpMarks *
selected (Fixture *f)
{
  return kontor_table_get_selected (f->table);
}

static int
count (const guint8 *v, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += v[i] != 0;
  return c;
}

/* ------------------------------------------------------------ a turn at a trading place */

/* Ana draws a chance card at the green trading place, carries it out by
 * questions, sells and ends the turn. */
static void
trading_turn_chance (Fixture *f)
{
  g_autoptr (GBytes) before = NULL;

  /* a chance card drawn: its effects are asked, one at a time */
  command (f, "buy", g_variant_new_string ("green-azar"));
  assert_last (f, "{\"do\":\"buy\",\"cards\":[\"green-azar\"]}");
  assert_mode (f, "chance");
  assert_prompt (f, "Ana drew the green chance card: tap it to add what it says, one effect at a time (0 entered), then press Done.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpint (marks (f)->chance, ==, 1);
  before = snapshot (f);
  kontor_table_extra (f->table);   /* no third button: nothing */
  tap (f, KONTOR_MP_ITEM_CARD, 0 * MP_N_KINDS + 4);   /* selling waits for the card */
  assert_unchanged (f, before, 4);
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "What does the green chance card say?");
  assert_choices (f, "messenger coins-from-bank coins-to-bank coins-to-booty coins-from-booty lose-card-booty "
                     "lose-card-pile gain-card skip-turns");
  answer (f, "messenger");
  assert_choices (f, "red blue green");
  answer (f, "blue");
  assert_prompt (f, "Ana drew the green chance card: tap it to add what it says, one effect at a time (1 entered), then press Done.");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-from-bank", (const int[]) { 3 });
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"move-pawn\":{\"player\":\"blue\",\"to\":{\"kind\":\"karakorum\"}}},"
                  "{\"coins\":{\"n\":300,\"from\":\"bank\",\"to\":\"red\"}}]}");
  assert_history (f, "Ana carried out the green chance card: Bo's pawn sent to Karakorum; 300 reales from the bank to Ana");
  g_assert_cmpint (pos_of (f)->pawn[1].kind, ==, MP_SPACE_KARAKORUM);
  g_assert_cmpint (pos_of (f)->coins[0], ==, 13);

  /* selling a card: one tap */
  assert_mode (f, "stop");
  g_assert_cmpint (marks (f)->cards[0][4], ==, 1);
  tap_card (f, 1, "green-400");   /* not the active player's: nothing */
  tap_card (f, 0, "green-400");
  assert_last (f, "{\"do\":\"sell\",\"cards\":[\"green-400\"]}");
  assert_history (f, "Ana sold green 400 for 400 reales");
  g_assert_cmpint (pos_of (f)->coins[0], ==, 17);

  kontor_table_extra (f->table);
  assert_last (f, "{\"do\":\"end-turn\"}");
  assert_history (f, "Ana ended the turn");
  assert_mode (f, "roll");
  assert_prompt (f, "Bo rolls the red die: tap the number rolled, or let Kontor roll.");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 7);
}

static void
test_trading_turn (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  assert_mode (f, "roll");
  assert_prompt (f, "Ana rolls the red die: tap the number rolled, or let Kontor roll.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Roll for Me");
  g_assert_cmpint (count (&marks (f)->die[1], 6), ==, 6);
  g_assert_cmpint (count (marks (f)->hands, MP_MAX_PLAYERS), ==, 3);

  /* a stop before the roll is refused by the engine, nothing changes */
  before = snapshot (f);
  command (f, "stop", g_variant_new_string ("small"));
  assert_refused (f, 1, "mp.stage");
  assert_unchanged (f, before, 0);

  tap (f, KONTOR_MP_ITEM_DIE, 3);
  assert_last (f, "{\"do\":\"roll\",\"value\":3}");
  assert_history (f, "Ana rolled 3");
  assert_mode (f, "move");
  assert_prompt (f, "Ana rolled 3: tap the kind of space where the pawn stopped after 3 steps.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_No Move Possible");
  g_assert_null (kontor_table_get_cancel_label (f->table));
  g_assert_cmpint (count (&marks (f)->steps[1], 6), ==, 3);
  g_assert_cmpint (selected (f)->steps[3], ==, 1);
  /* the full roll: small, trading × 4, port, Karakorum (not Venice: where the turn began) */
  g_assert_cmpint (count (marks (f)->stops, KONTOR_MP_N_STOPS), ==, 7);

  /* two steps: a short stop only at a trading place or a port (with the tick) */
  tap (f, KONTOR_MP_ITEM_STEPS, 2);
  assert_prompt (f, "Ana rolled 3: tap the kind of space where the pawn stopped after 2 steps.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  g_assert_cmpint (selected (f)->steps[2], ==, 1);
  g_assert_cmpint (count (marks (f)->stops, KONTOR_MP_N_STOPS), ==, 5);
  g_assert_cmpint (marks (f)->stops[MP_SPACE_SMALL * MP_N_GROUPS], ==, 0);
  before = snapshot (f);
  tap_stop (f, MP_SPACE_SMALL, 0);
  assert_refused (f, 2, "mp.move-short");
  assert_unchanged (f, before, 1);
  tap_stop (f, MP_SPACE_SMALL, 2);   /* no group but for trading places: nothing */
  g_assert_cmpint (f->refused, ==, 2);

  command (f, "label", g_variant_new_string ("Ormuz"));
  assert_prompt (f, "Ana rolled 3: tap the kind of space where the pawn stopped after 2 steps. The stop is named “Ormuz”.");
  tap_stop (f, MP_SPACE_TRADING, MP_GREEN);
  assert_last (f, "{\"do\":\"move\",\"steps\":2,\"to\":{\"kind\":\"trading\",\"group\":\"green\",\"label\":\"Ormuz\"}}");
  assert_history (f, "Ana moved 2 spaces to Ormuz, a trading place (green)");
  assert_mode (f, "stop");
  assert_prompt (f, "Ana stopped at Ormuz, a trading place (green): tap cards to sell, the green pile to buy, or a player there to buy from; then end the turn.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_End Turn");
  g_assert_cmpint (marks (f)->piles[MP_GREEN], ==, 1);
  g_assert_cmpint (count (marks (f)->piles, MP_N_GROUPS), ==, 1);

  /* another group's pile: the engine refuses */
  before = snapshot (f);
  tap (f, KONTOR_MP_ITEM_PILE, MP_BLUE);
  assert_refused (f, 3, "mp.buy-wrong-group");
  assert_unchanged (f, before, 2);
  g_assert_null (kontor_table_get_question (f->table));

  tap (f, KONTOR_MP_ITEM_PILE, MP_GREEN);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Which card was drawn?");
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==, "Name the card drawn from the green pile (100 reales).");
  assert_choices (f, "green-400 green-200 green-100 green-azar");
  answer (f, "green-400");
  assert_last (f, "{\"do\":\"buy\",\"cards\":[\"green-400\"]}");
  assert_history (f, "Ana bought green 400 from the green pile for 100 reales");
  g_assert_cmpint (pos_of (f)->coins[0], ==, 11);
  g_assert_cmpint (pos_of (f)->cards[0][4], ==, 1);

  trading_turn_chance (f);
}

/* ------------------------------------------------------------ fights */

static const char *const filler[] = {
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
};

static void
test_fights (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  enter_json (f->game, filler, 3);   /* Ana */
  tap (f, KONTOR_MP_ITEM_DIE, 5);
  assert_history (f, "Bo rolled 5: a fight is due");
  assert_mode (f, "combat");
  assert_prompt (f, "Bo rolled 5 and must fight: tap the red and the black die as rolled, or let Kontor roll them.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Roll for Me");
  g_assert_cmpint (count (&marks (f)->black[1], 6), ==, 6);
  tap (f, KONTOR_MP_ITEM_DIE, 2);
  assert_prompt (f, "Red 2: now tap the black die as rolled.");
  g_assert_cmpint (selected (f)->die[2], ==, 1);
  kontor_table_cancel (f->table);
  assert_prompt (f, "Bo rolled 5 and must fight: tap the red and the black die as rolled, or let Kontor roll them.");
  tap (f, KONTOR_MP_ITEM_BLACK_DIE, 4);
  assert_prompt (f, "Black 4: now tap the red die as rolled.");
  tap (f, KONTOR_MP_ITEM_BLACK_DIE, 7);   /* no such face: nothing */
  tap (f, KONTOR_MP_ITEM_DIE, 2);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "How does Bo pay?");
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==,
                   "Red 2, black 4: Bo lost the fight and gives one goods card or 200 reales to the booty.");
  assert_choices (f, "coins");
  kontor_table_answer (f->table, -1, NULL);   /* back to the dice */
  assert_prompt (f, "Bo rolled 5 and must fight: tap the red and the black die as rolled, or let Kontor roll them.");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  command (f, "combat", g_variant_new ("(ii)", 2, 4));
  answer (f, "coins");
  /* nothing is left to do after a fight: the turn ends at once */
  assert_entry (f, 1, "{\"do\":\"combat\",\"red\":2,\"black\":4,\"pay\":{\"coins\":200}}");
  assert_last (f, "{\"do\":\"end-turn\"}");
  assert_history_at (f, 1, "Bo fought (red 2, black 4), lost and paid 200 reales to the booty");
  assert_history (f, "Bo ended the turn");
  g_assert_cmpint (pos_of (f)->booty_coins, ==, 2);
  assert_mode (f, "roll");
  assert_prompt (f, "Cy rolls the red die: tap the number rolled, or let Kontor roll.");
  /* undone: Bo at his stop, where nothing can be done but the end */
  g_assert_true (kontor_table_undo (f->table));
  assert_mode (f, "stop");
  assert_prompt (f, "Bo has nothing more to do this turn: end the turn.");
  before = snapshot (f);
  tap (f, KONTOR_MP_ITEM_PILE, MP_GREEN);
  assert_refused (f, 1, "mp.not-trading-place");
  tap (f, KONTOR_MP_ITEM_PLAYER, 0);
  assert_refused (f, 2, "mp.not-trading-place");
  command (f, "refuse", NULL);
  assert_refused (f, 3, "mp.stage");
  assert_unchanged (f, before, 5);
  command (f, "end-turn", NULL);

  /* Cy: a 6, no Tablet to refuse with; a tie wins the booty */
  command (f, "roll", g_variant_new_int32 (6));
  before = snapshot (f);
  command (f, "refuse", NULL);
  assert_refused (f, 4, "mp.refuse-no-tablet");
  command (f, "combat", g_variant_new ("(ii)", 0, 3));
  assert_refused (f, 5, "mp.roll-range");
  assert_unchanged (f, before, 7);
  command (f, "combat", g_variant_new ("(ii)", 3, 3));
  assert_entry (f, 1, "{\"do\":\"combat\",\"red\":3,\"black\":3}");
  assert_history_at (f, 1, "Cy fought (red 3, black 3), won and took the booty: 200 reales and 0 cards");
  g_assert_cmpint (pos_of (f)->coins[2], ==, 14);
  g_assert_cmpint (pos_of (f)->booty_coins, ==, 0);

  /* Ana: Kontor rolls both dice (table draws: written into the record) */
  command (f, "roll", g_variant_new_int32 (5));
  kontor_table_extra (f->table);
  if (kontor_table_get_question (f->table))
    answer (f, "coins");
  g_assert_cmpint (pos_of (f)->active, ==, 1);
  {
    const MpAction *a = kontor_game_get_action (f->game, kontor_game_get_cursor (f->game) - 2);
    g_assert_cmpint (a->what, ==, MP_DO_COMBAT);
    g_assert_cmpint (a->has_value, ==, MP_HAS_RED | MP_HAS_BLACK);
    g_assert_cmpint (a->red, >=, 1);
    g_assert_cmpint (a->black, <=, 6);
  }
}

/* A lost fight paid in coins by a player short of them: a card sold, or bankruptcy. */
static void
test_debts (Fixture *f, gconstpointer data)
{
  static const char *const drained[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-azar\"]}",
    "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"coins\":{\"n\":1000,\"from\":\"red\",\"to\":\"bank\"}}]}",
    "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":6}",
  };
  static const char *const broke[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-azar\"]}",
    "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"coins\":{\"n\":1000,\"from\":\"red\",\"to\":\"bank\"}}]}",
    "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":6}",
  };
  KontorGame *game = new_game (TWO ",\"draws\":\"table\"");

  enter_json (game, drained, G_N_ELEMENTS (drained));
  use_game (f, game);
  g_assert_cmpint (pos_of (f)->coins[0], ==, 0);
  tap (f, KONTOR_MP_ITEM_DIE, 1);
  tap (f, KONTOR_MP_ITEM_BLACK_DIE, 6);
  assert_choices (f, "coins card:green-400");
  answer (f, "coins");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Which card is sold?");
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==,
                   "Ana owes 200 reales and has 0: sell a card to the bank, goods cards first.");
  assert_choices (f, "green-400");
  answer (f, "green-400");
  assert_entry (f, 1, "{\"do\":\"combat\",\"red\":1,\"black\":6,\"pay\":{\"coins\":200},\"raise\":[{\"sell\":\"green-400\"}]}");
  assert_history_at (f, 1, "Ana fought (red 1, black 6), lost and paid 200 reales to the booty after selling green 400");
  g_assert_cmpint (pos_of (f)->coins[0], ==, 2);
  g_assert_cmpint (pos_of (f)->booty_coins, ==, 2);

  /* the same fight paid with the card */
  g_assert_true (kontor_table_undo (f->table));
  g_assert_true (kontor_table_undo (f->table));
  command (f, "combat", g_variant_new ("(ii)", 1, 6));
  answer (f, "card:green-400");
  assert_entry (f, 1, "{\"do\":\"combat\",\"red\":1,\"black\":6,\"pay\":{\"card\":\"green-400\"}}");
  assert_history_at (f, 1, "Ana fought (red 1, black 6), lost and gave green 400 to the booty");
  g_assert_cmpint (pos_of (f)->booty_cards[4], ==, 1);

  /* nothing to sell: bankruptcy, applied by the engine */
  game = new_game (TWO ",\"draws\":\"table\"");
  enter_json (game, broke, G_N_ELEMENTS (broke));
  use_game (f, game);
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[hints->len - 1], ==,
                     "Watch out: Ana has less than 200 reales and nothing to sell, so a payment in coins would make them bankrupt: back to Venice with 1,200 reales.");
  }
  command (f, "combat", g_variant_new ("(ii)", 1, 2));
  answer (f, "coins");
  assert_entry (f, 1, "{\"do\":\"combat\",\"red\":1,\"black\":2,\"pay\":{\"coins\":200}}");
  assert_history_at (f, 1, "Ana fought (red 1, black 2), lost, could not pay 200 reales and went bankrupt: back to Venice with 1,200 reales");
  g_assert_cmpint (pos_of (f)->coins[0], ==, 12);
  g_assert_cmpint (pos_of (f)->pawn[0].kind, ==, MP_SPACE_VENICE);
}

/* ------------------------------------------------------------ chance cards */

static const char *const to_chance[] = {
  "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
  "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-azar\"]}",
};

/* The chance card waits: questions cancelled, the record's JSON refused or entered. */
static void
chance_cancel_and_json (Fixture *f)
{
  g_autoptr (GBytes) before = NULL;

  /* Cancel drops the effects entered; the record's JSON can be given whole */
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer (f, "messenger");
  kontor_table_answer (f->table, -1, NULL);
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  kontor_table_answer (f->table, -1, NULL);
  assert_prompt (f, "Ana drew the green chance card: tap it to add what it says, one effect at a time (0 entered), then press Done.");
  before = snapshot (f);
  command (f, "chance", g_variant_new_string ("{\"not\":\"a list\"}"));
  assert_refused (f, 2, "mp.bad-entry");
  command (f, "chance", g_variant_new_string ("[1"));
  assert_refused (f, 3, "mp.bad-entry");
  command (f, "chance", g_variant_new_string ("[{\"skip-turns\":{\"n\":0}}]"));
  assert_refused (f, 4, "mp.chance-invalid");
  command (f, "end-turn", NULL);
  assert_refused (f, 5, "mp.stage");
  assert_unchanged (f, before, 3);
  command (f, "chance", g_variant_new_string ("[{\"move-pawn\":{\"to\":{\"kind\":\"karakorum\"}}}]"));
  assert_history_at (f, 1, "Ana carried out the green chance card: Ana's pawn sent to Karakorum");
  assert_history (f, "Ana ended the turn");   /* the pawn left the trading place */
  /* no card waits now */
  command (f, "chance", NULL);
  assert_refused (f, 6, "mp.stage");
}

static void
test_chance_effects (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  enter_json (f->game, to_chance, G_N_ELEMENTS (to_chance));
  kontor_table_update (f->table);
  assert_mode (f, "chance");
  /* the booty is empty: that effect is refused and not kept */
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-from-booty", (const int[]) { 1 });
  assert_refused (f, 1, "mp.chance-invalid");
  assert_prompt (f, "Ana drew the green chance card: tap it to add what it says, one effect at a time (0 entered), then press Done.");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer (f, "gain-card");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Which card?");
  assert_choices (f, "blue-400 blue-200 blue-100 green-400 green-200 green-100 red-400 red-200 red-100 orange-400 orange-200 orange-100");
  answer (f, "red-100");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer (f, "lose-card-pile");
  assert_choices (f, "green-400 red-100");
  answer (f, "red-100");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer (f, "lose-card-booty");
  answer (f, "green-400");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "skip-turns", (const int[]) { 2 });
  answer (f, "blue");
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-to-bank", (const int[]) { 10 });   /* Ana has 1,000 */
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-from-bank", (const int[]) { 0 });   /* at least 1 coin */
  assert_prompt (f, "Ana drew the green chance card: tap it to add what it says, one effect at a time (6 entered), then press Done.");
  /* short after the card's earlier effects, with nothing left to sell: paid as far as it goes */
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-to-booty", (const int[]) { 2 });
  kontor_table_done (f->table);
  assert_entry (f, 1, "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"gain-card\":{\"card\":\"red-100\"}},"
                  "{\"lose-card\":{\"card\":\"red-100\",\"to\":\"pile\"}},{\"lose-card\":{\"card\":\"green-400\",\"to\":\"booty\"}},"
                  "{\"skip-turns\":{\"player\":\"blue\",\"n\":2}},{\"coins\":{\"n\":1000,\"from\":\"red\",\"to\":\"bank\"}},"
                  "{\"coins\":{\"n\":100,\"from\":\"bank\",\"to\":\"red\"}},{\"coins\":{\"n\":200,\"from\":\"red\",\"to\":\"booty\"}}]}");
  assert_history_at (f, 1, "Ana carried out the green chance card: Ana took red 100 from its pile; Ana put red 100 back under its pile; "
                     "Ana lost green 400 to the booty; Bo skips 2 turns; 1,000 reales from Ana to the bank; "
                     "100 reales from the bank to Ana; 200 reales from Ana to the booty");
  /* bankrupt by the last payment: back in Venice with 1,200, no more
   * trading, so the turn ends; Bo's turn is skipped */
  g_assert_cmpint (pos_of (f)->coins[0], ==, 12);
  g_assert_cmpint (pos_of (f)->skip[1], ==, 1);
  assert_last (f, "{\"do\":\"end-turn\"}");
  assert_prompt (f, "Cy rolls the red die: tap the number rolled, or let Kontor roll.");

  /* a debt covered by selling, inside a chance card */
  g_assert_true (kontor_table_undo (f->table));
  g_assert_true (kontor_table_undo (f->table));
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-to-bank", (const int[]) { 10 });
  tap (f, KONTOR_MP_ITEM_CHANCE, 0);
  answer_with (f, "coins-to-booty", (const int[]) { 1 });
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==,
                   "Ana owes 100 reales and has 0: sell a card to the bank, goods cards first.");
  answer (f, "green-400");
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"coins\":{\"n\":1000,\"from\":\"red\",\"to\":\"bank\"}},"
                  "{\"coins\":{\"n\":100,\"from\":\"red\",\"to\":\"booty\",\"raise\":[{\"sell\":\"green-400\"}]}}]}");
  g_assert_cmpint (pos_of (f)->coins[0], ==, 3);

  g_assert_true (kontor_table_undo (f->table));
  chance_cancel_and_json (f);
}

/* ------------------------------------------------------------ seeded draws: Kontor rolls and draws */

static void
test_seeded (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = snapshot (f);

  /* seed 1: dice 6, 4, 3, 5, 3, 4, 2, 3; the blue pile's top: blue-200, blue-azar */
  g_assert_cmpint (count (&marks (f)->die[1], 6), ==, 0);
  tap (f, KONTOR_MP_ITEM_DIE, 1);
  assert_refused (f, 1, "mp.seed-mismatch");
  assert_unchanged (f, before, 0);
  kontor_table_extra (f->table);
  assert_last (f, "{\"do\":\"roll\"}");
  assert_history (f, "Ana rolled 6: a fight is due");
  assert_mode (f, "combat");
  kontor_table_extra (f->table);
  assert_entry (f, 1, "{\"do\":\"combat\"}");
  assert_history_at (f, 1, "Ana fought (red 4, black 3), won and took the booty: 0 reales and 0 cards");

  command (f, "roll", NULL);
  assert_history (f, "Bo rolled 5: a fight is due");
  command (f, "roll", NULL);   /* in a fight: both dice */
  assert_choices (f, "coins");
  answer (f, "coins");
  assert_entry (f, 1, "{\"do\":\"combat\",\"pay\":{\"coins\":200}}");
  assert_history_at (f, 1, "Bo fought (red 3, black 4), lost and paid 200 reales to the booty");

  command (f, "roll", NULL);
  assert_history (f, "Ana rolled 2");
  command (f, "stop", g_variant_new_string ("trading-blue"));
  assert_last (f, "{\"do\":\"move\",\"steps\":2,\"to\":{\"kind\":\"trading\",\"group\":\"blue\"}}");
  {
    /* three cards at once: the chance card drawn goes under at once */
    MpAction three = kontor_mp_action_new (MP_DO_BUY);
    g_autofree char *row = NULL;
    three.count = 3;
    row = kontor_mp_describe (kontor_game_get_setup (f->game), pos_of (f), &three);
    g_assert_cmpstr (row, ==, "Ana bought blue 200, blue chance card, blue 100 from the blue pile for 300 reales");
  }
  tap (f, KONTOR_MP_ITEM_PILE, MP_BLUE);
  assert_last (f, "{\"do\":\"buy\",\"count\":1}");
  assert_history (f, "Ana bought blue 200 from the blue pile for 100 reales");
  command (f, "buy", NULL);
  assert_mode (f, "chance");
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"chance\",\"effects\":[]}");
  assert_history (f, "Ana carried out the blue chance card: no effect");
  command (f, "end-turn", NULL);

  command (f, "roll", NULL);
  assert_history (f, "Bo rolled 3");
  tap_stop (f, MP_SPACE_TRADING, MP_BLUE);
  g_assert_cmpint (marks (f)->players[0], ==, 1);
  tap (f, KONTOR_MP_ITEM_PLAYER, 1);   /* oneself: nothing */
  g_assert_cmpint (f->refused, ==, 1);
  tap (f, KONTOR_MP_ITEM_PLAYER, 0);
  assert_last (f, "{\"do\":\"buy-from\",\"player\":\"red\"}");
  assert_history (f, "Bo bought blue 200 from Ana for 200 reales");
  g_assert_cmpint (pos_of (f)->cards[1][1], ==, 1);
}

/* ------------------------------------------------------------ the Khan, the mission, the win */

static const char *const win_entries[] = {
  "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
  "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-400\",\"green-400\"]}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":4}",
  /* 8: move to Khanbalik, 9: khanbalik, 10: end-turn (by taps) */
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":4}",
  /* 15: move to the mission city, 16: mission, 17: end-turn (by taps) */
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
  "{\"do\":\"buy\",\"cards\":[\"green-400\"]}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"red\"}}",
  "{\"do\":\"buy\",\"cards\":[\"red-100\"]}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"orange\"}}",
  "{\"do\":\"buy\",\"cards\":[\"orange-100\"]}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  "{\"do\":\"roll\",\"value\":3}",
};

static void
test_khan_mission_win (Fixture *f, gconstpointer data)
{
  g_autofree char *hash = kontor_mp_mission_hash ("pepper", "Quanzhou");
  g_autoptr (GBytes) before = NULL;

  enter_json (f->game, win_entries, 8);
  kontor_table_update (f->table);
  tap_stop (f, MP_SPACE_KHANBALIK, 0);
  assert_last (f, "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"khanbalik\"}}");
  assert_history (f, "Ana moved 4 spaces to Khanbalik");
  assert_prompt (f, "Ana is at Khanbalik: tap the Khan to give three 400 cards for a Golden Tablet, or end the turn.");
  g_assert_cmpint (marks (f)->khan, ==, 1);
  command (f, "khanbalik", g_variant_new_string (hash));
  {
    g_autofree char *want = g_strdup_printf ("{\"do\":\"khanbalik\",\"gifts\":[\"green-400\",\"green-400\",\"green-400\"],"
                                             "\"mission_hash\":\"%s\"}", hash);
    assert_entry (f, 1, want);
  }
  assert_history_at (f, 1, "Ana gave green 400, green 400, green 400 to the Khan and took a Golden Tablet");
  assert_last (f, "{\"do\":\"end-turn\"}");
  /* undone: Ana at Khanbalik with her Tablet */
  g_assert_true (kontor_table_undo (f->table));
  assert_prompt (f, "Ana has nothing more to do this turn: end the turn.");
  before = snapshot (f);
  tap (f, KONTOR_MP_ITEM_KHAN, 0);
  assert_refused (f, 1, "mp.tablet-held");
  assert_unchanged (f, before, 10);
  kontor_table_extra (f->table);

  enter_json (f->game, win_entries + 8, 4);
  tap_stop (f, MP_SPACE_MISSION, 0);
  assert_history (f, "Ana moved 4 spaces to the mission city");
  assert_prompt (f, "Ana is at the mission city: type its name to reveal it and take the Secret of the Orient, or end the turn.");
  before = snapshot (f);
  command (f, "mission", g_variant_new_string ("Quanzhou"));
  assert_refused (f, 2, "mp.mission-hash");
  command (f, "mission", g_variant_new ("(ss)", "Quanzhou", "salt"));
  assert_refused (f, 3, "mp.mission-hash");
  assert_unchanged (f, before, 16);
  command (f, "mission", g_variant_new ("(ss)", "Quanzhou", "pepper"));
  assert_entry (f, 1, "{\"do\":\"mission\",\"city\":\"Quanzhou\",\"salt\":\"pepper\"}");
  assert_history_at (f, 1, "Ana revealed the mission city Quanzhou and took the Secret of the Orient");
  assert_history (f, "Ana ended the turn");
  assert_target (f, KONTOR_MP_ITEM_MISSION, 0, "Ana holds the Secret of the Orient, earned in Quanzhou.");

  enter_json (f->game, win_entries + 12, G_N_ELEMENTS (win_entries) - 12);
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    assert_hints (hints,
                  "Ana rolled 3: the pawn moves 3 spaces, or fewer to stop at a trading place, at a port where it changes between land and sea, at Khanbalik, at its mission city or at Venice.",
                  "The pawn may not stop at Khanbalik: that needs three 400 cards, and Ana holds 1.",
                  "When the board allows no move, declare it: the pawn stays and the turn ends.",
                  "Ana meets every condition: reaching Venice wins.");
  }
  tap_stop (f, MP_SPACE_VENICE, 0);
  assert_last (f, "{\"do\":\"move\",\"steps\":3,\"to\":{\"kind\":\"venice\"}}");
  assert_history (f, "Ana moved 3 spaces to Venice and won");
  g_assert_cmpint (f->messages, ==, 0);
  assert_mode (f, "ended");
  assert_prompt (f, "Ana has won: the pawn reached Venice meeting every condition.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "Show the _Score");
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    assert_hints (hints, "Ana reached Venice meeting every condition and won.");
  }
  before = snapshot (f);
  kontor_table_extra (f->table);
  tap (f, KONTOR_MP_ITEM_DIE, 3);
  command (f, "end-turn", NULL);
  assert_refused (f, 4, "mp.game-over");
  assert_unchanged (f, before, G_N_ELEMENTS (win_entries) + 7);
}

/* Arriving in Venice without meeting the conditions: the win check explained. */
static void
test_venice_no_win (Fixture *f, gconstpointer data)
{
  static const char *const entries[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-azar\"]}",
    "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"coins\":{\"n\":200,\"from\":\"red\",\"to\":\"bank\"}}]}",
    "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":2}",
  };

  enter_json (f->game, entries, G_N_ELEMENTS (entries));
  kontor_table_update (f->table);
  tap (f, KONTOR_MP_ITEM_STEPS, 1);
  tap_stop (f, MP_SPACE_VENICE, 0);
  assert_history_at (f, 1, "Ana moved 1 space to Venice");
  g_assert_cmpint (f->messages, ==, 1);
  g_assert_cmpstr (f->message, ==,
                   "Ana reached Venice but has not won yet. Ana still needs the Secret of the Orient: first a Golden Tablet from the Khan (three 400 cards), then the mission city. "
                   "Ana needs 1 or 2 green goods cards and holds none. Ana needs 1 or 2 red goods cards and holds none. "
                   "Ana needs 1 or 2 orange goods cards and holds none. Ana needs a fortune of 1,000 reales with 3 players and has 900.");
}

/* Four 400 cards: the gifts are chosen. */
static void
test_gifts (Fixture *f, gconstpointer data)
{
  static const char *const entries[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-400\",\"green-400\"]}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"red\"}}",
    "{\"do\":\"buy\",\"cards\":[\"red-400\"]}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":1}", "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"khanbalik\"}}",
  };
  KontorGame *game = new_game (TWO ",\"draws\":\"table\"");

  enter_json (game, entries, G_N_ELEMENTS (entries));
  use_game (f, game);
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Ana may give three 400 cards to the Khan for a Golden Tablet.");
    g_assert_cmpstr (hints->pdata[1], ==, "Ana then ends the turn.");
  }
  command (f, "khanbalik", g_variant_new ("(ss)", "Zaiton", "thyme"));
  assert_mode (f, "gifts");
  assert_prompt (f, "Gifts for the Khan: tap the cards to give, three 400 cards (0 chosen), then press Done.");
  g_assert_false (kontor_table_get_can_done (f->table));
  g_assert_cmpint (marks (f)->cards[0][4], ==, 1);
  kontor_table_cancel (f->table);
  assert_mode (f, "stop");
  tap (f, KONTOR_MP_ITEM_KHAN, 0);
  assert_mode (f, "gifts");
  command (f, "khanbalik", g_variant_new ("(ss)", "Zaiton", "thyme"));
  tap_card (f, 0, "red-400");
  tap_card (f, 0, "red-400");   /* all held chosen: none again */
  g_assert_cmpint (selected (f)->cards[0][8], ==, 0);
  tap_card (f, 0, "green-400");
  tap_card (f, 0, "green-400");
  tap_card (f, 0, "red-400");
  g_assert_cmpint (selected (f)->cards[0][4], ==, 2);
  assert_prompt (f, "Gifts for the Khan: tap the cards to give, three 400 cards (3 chosen), then press Done.");
  kontor_table_done (f->table);
  {
    g_autofree char *hash = kontor_mp_mission_hash ("thyme", "zaiton ");
    g_autofree char *want = g_strdup_printf ("{\"do\":\"khanbalik\",\"gifts\":[\"green-400\",\"green-400\",\"red-400\"],"
                                             "\"mission_hash\":\"%s\"}", hash);
    assert_entry (f, 1, want);
  }
  g_assert_cmpint (pos_of (f)->cards[0][4], ==, 1);
  g_assert_cmpint (pos_of (f)->tablet[0], ==, 1);
  assert_last (f, "{\"do\":\"end-turn\"}");   /* nothing more to do at Khanbalik */
  assert_mode (f, "roll");
}

/* ------------------------------------------------------------ commands and the move's details */

static void
test_commands (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = snapshot (f);

  g_assert_false (kontor_table_activate (f->table, "sail", NULL));
  command (f, "stop", NULL);
  command (f, "stop", g_variant_new_string ("trading-purple"));
  command (f, "stop", g_variant_new_string ("trading"));
  command (f, "stop", g_variant_new_string ("nowhere"));
  command (f, "buy-from", g_variant_new_int32 (7));
  command (f, "mission", NULL);
  command (f, "sell", NULL);
  g_assert_cmpint (f->refused, ==, 0);
  command (f, "roll", g_variant_new_int32 (7));
  assert_refused (f, 1, "mp.roll-range");
  assert_unchanged (f, before, 0);

  /* Kontor rolls with table draws: any face, written into the record */
  kontor_table_extra (f->table);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 1);
  g_assert_cmpint (((const MpAction *) kontor_game_get_action (f->game, 0))->has_value, ==, MP_HAS_VALUE);
  g_assert_true (kontor_table_undo (f->table));

  command (f, "roll", g_variant_new_int32 (3));
  command (f, "steps", g_variant_new_int32 (2));
  command (f, "steps", g_variant_new_int32 (3));   /* the full roll again */
  g_assert_cmpint (selected (f)->steps[3], ==, 1);
  tap (f, KONTOR_MP_ITEM_STEPS, 4);   /* more than rolled: nothing */
  tap (f, KONTOR_MP_ITEM_MODE_CHANGE, 0);
  g_assert_cmpint (selected (f)->mode_change, ==, 1);
  command (f, "mode-change", NULL);
  command (f, "mode-change", NULL);
  command (f, "label", g_variant_new_string ("Bassora"));
  command (f, "label", NULL);   /* no name again */
  command (f, "stop", g_variant_new_string ("port"));
  assert_entry (f, 1, "{\"do\":\"move\",\"steps\":3,\"to\":{\"kind\":\"port\"},\"mode_change\":true}");
  assert_history_at (f, 1, "Ana moved 3 spaces to a port, changing between land and sea");
  /* a short stop at a port carries the tick */
  g_assert_true (kontor_table_undo (f->table));
  g_assert_true (kontor_table_undo (f->table));
  tap (f, KONTOR_MP_ITEM_STEPS, 1);
  command (f, "stop", g_variant_new_string ("port"));
  assert_entry (f, 1, "{\"do\":\"move\",\"steps\":1,\"to\":{\"kind\":\"port\"},\"mode_change\":true}");
  assert_history_at (f, 1, "Ana moved 1 space to a port, changing between land and sea");
  g_assert_true (kontor_table_undo (f->table));
  g_assert_true (kontor_table_undo (f->table));

  kontor_table_extra (f->table);
  assert_entry (f, 1, "{\"do\":\"no-move\"}");
  assert_history_at (f, 1, "Ana could not move");
  g_assert_true (kontor_table_undo (f->table));   /* back at Ana's turn after the no-move */
  command (f, "sell", g_variant_new_string ("green-400"));   /* not held: nothing */
  command (f, "buy", g_variant_new_string ("green-400"));
  assert_refused (f, 2, "mp.not-trading-place");
  command (f, "buy", NULL);   /* the pawn stands on no trading place */
  assert_refused (f, 3, "mp.not-trading-place");
  command (f, "khanbalik", NULL);
  assert_refused (f, 4, "mp.not-here");
  command (f, "mission", g_variant_new_string ("Ormuz"));
  assert_refused (f, 5, "mp.not-here");
  command (f, "end-turn", NULL);

  /* Bo: a chance card sends Ana to a trading place; she stands there when Bo buys */
  command (f, "roll", g_variant_new_int32 (2));
  command (f, "stop", g_variant_new_string ("trading-red"));
  command (f, "buy", g_variant_new_string ("red-azar"));
  command (f, "chance", g_variant_new_string ("[{\"move-pawn\":{\"player\":\"red\",\"to\":{\"kind\":\"trading\",\"group\":\"red\"}}},"
                                              "{\"gain-card\":{\"card\":\"orange-200\"}}]"));
  assert_history (f, "Bo carried out the red chance card: Ana's pawn sent to a trading place (red); Bo took orange 200 from its pile");
  before = snapshot (f);
  command (f, "buy-from", g_variant_new_int32 (0));
  assert_refused (f, 6, "mp.buy-mixed");
  assert_unchanged (f, before, 7);
  command (f, "end-turn", NULL);
}

/* Buying from a player with table draws: the card taken is asked. */
static void
test_buy_from (Fixture *f, gconstpointer data)
{
  static const char *const entries[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\",\"label\":\"Ormuz\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-200\"]}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":4}",
  };
  g_autoptr (GBytes) before = NULL;
  KontorGame *game = new_game (TWO ",\"draws\":\"table\"");

  enter_json (game, entries, G_N_ELEMENTS (entries));
  use_game (f, game);
  command (f, "label", g_variant_new_string ("Ormuz"));
  command (f, "stop", g_variant_new_string ("trading-green"));
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Bo may buy up to 3 more cards from the green pile, at 100 reales each.");
    g_assert_cmpstr (hints->pdata[1], ==, "Bo may instead buy a goods card at random from Ana for 200 reales.");
  }
  tap (f, KONTOR_MP_ITEM_PLAYER, 0);
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==, "Name the goods card taken at random from Ana (200 reales).");
  assert_choices (f, "green-400 green-200");
  answer (f, "green-200");
  assert_last (f, "{\"do\":\"buy-from\",\"player\":\"red\",\"card\":\"green-200\"}");
  assert_history (f, "Bo bought green 200 from Ana for 200 reales");
  before = snapshot (f);
  tap (f, KONTOR_MP_ITEM_PLAYER, 0);
  assert_refused (f, 1, "mp.buy-limit");
  tap (f, KONTOR_MP_ITEM_PILE, MP_GREEN);
  assert_refused (f, 2, "mp.buy-mixed");
  assert_unchanged (f, before, 7);
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Bo may sell goods cards here at their face value.");
    g_assert_cmpstr (hints->pdata[1], ==, "Bo then ends the turn.");
  }
}

/* ------------------------------------------------------------ a correction by taps */

static void
test_correction (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  KontorFixKind kind;
  guint index;

  tap (f, KONTOR_MP_ITEM_DIE, 2);
  tap_stop (f, MP_SPACE_SMALL, 0);   /* the turn ends with it */
  command (f, "roll", g_variant_new_int32 (1));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);

  /* Ana's pawn stopped at Karakorum, not on a small circle */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 1, &error));
  g_assert_no_error (error);
  assert_mode (f, "move");
  tap_stop (f, MP_SPACE_KARAKORUM, 0);
  g_assert_true (kontor_table_get_fixing (f->table, &kind, &index));
  g_assert_cmpuint (index, ==, 1);
  assert_mode (f, "fix-confirm");
  kontor_table_done (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);   /* no second end of the turn */
  {
    g_autofree char *text = entry_json (f->game, 1);
    g_assert_cmpstr (text, ==, "{\"do\":\"move\",\"steps\":2,\"to\":{\"kind\":\"karakorum\"}}");
  }
  g_assert_cmpint (pos_of (f)->pawn[0].kind, ==, MP_SPACE_KARAKORUM);
  assert_mode (f, "move");
}

/* ------------------------------------------------------------ what stands at a target */

static void
test_target_text (Fixture *f, gconstpointer data)
{
  enter_json (f->game, to_chance, G_N_ELEMENTS (to_chance));
  kontor_table_update (f->table);
  assert_target (f, KONTOR_MP_ITEM_HAND, 0, "Ana's hand is hidden: 1 goods card. Tap to show it to Ana only.");
  assert_target (f, KONTOR_MP_ITEM_CARD, 0 * MP_N_KINDS + 4, "Ana's hand is hidden: 1 goods card. Tap to show it to Ana only.");
  tap (f, KONTOR_MP_ITEM_HAND, 0);
  g_assert_cmpint (selected (f)->hands[0], ==, 1);
  assert_target (f, KONTOR_MP_ITEM_HAND, 0, "Ana's hand: green 400.");
  assert_target (f, KONTOR_MP_ITEM_CARD, 0 * MP_N_KINDS + 4, "Ana holds 1 green 400 card.");
  assert_target (f, KONTOR_MP_ITEM_HAND, 1, "Bo's hand is hidden: 0 goods cards. Tap to show it to Bo only.");
  tap (f, KONTOR_MP_ITEM_HAND, 0);
  g_assert_cmpint (selected (f)->hands[0], ==, 0);
  command (f, "reveal", g_variant_new_int32 (1));
  g_assert_cmpint (selected (f)->hands[1], ==, 1);
  assert_target (f, KONTOR_MP_ITEM_HAND, 1, "Bo's hand: nothing.");
  command (f, "reveal", g_variant_new_int32 (-1));
  g_assert_cmpint (selected (f)->hands[1], ==, 0);

  assert_target (f, KONTOR_MP_ITEM_PLAYER, 0, "Ana: at a trading place (green), 1,000 reales, 1 goods card.");
  assert_target (f, KONTOR_MP_ITEM_PLAYER, 1, "Bo: at Venice, 1,200 reales, 0 goods cards.");
  assert_target (f, KONTOR_MP_ITEM_COINS, 2, "Cy has 1,200 reales.");
  assert_target (f, KONTOR_MP_ITEM_MISSION, 0, "Ana holds neither a Golden Tablet nor a Secret of the Orient.");
  assert_target (f, KONTOR_MP_ITEM_PILE, MP_GREEN, "The green pile: 9 cards face down.");
  assert_target (f, KONTOR_MP_ITEM_PILE, MP_BLUE, "The blue pile: 10 cards face down.");
  assert_target (f, KONTOR_MP_ITEM_KHAN, 0, "The Khan holds 4 Golden Tablets and 4 Secrets of the Orient.");
  assert_target (f, KONTOR_MP_ITEM_BOOTY, 0, "The booty: 0 reales and nothing.");
  assert_target (f, KONTOR_MP_ITEM_BANK, 0, "The bank holds 6,600 reales.");
  assert_target (f, KONTOR_MP_ITEM_CHANCE, 0, "The green chance card waits to be carried out.");
  assert_target (f, KONTOR_MP_ITEM_JOURNEY, 0 * KONTOR_MP_JOURNEY_MAX + 0, "Ana's journey, stop 0: Venice.");
  assert_target (f, KONTOR_MP_ITEM_JOURNEY, 0 * KONTOR_MP_JOURNEY_MAX + 1, "Ana's journey, stop 1: a trading place (green).");
  assert_target (f, KONTOR_MP_ITEM_JOURNEY, 0 * KONTOR_MP_JOURNEY_MAX + 2, NULL);
  assert_target (f, KONTOR_MP_ITEM_DIE, 3, "The red die shows 3.");
  assert_target (f, KONTOR_MP_ITEM_BLACK_DIE, 6, "The black die shows 6.");
  assert_target (f, KONTOR_MP_ITEM_DIE, 7, NULL);
  assert_target (f, KONTOR_MP_ITEM_STEPS, 1, "The pawn moved 1 step.");
  assert_target (f, KONTOR_MP_ITEM_STOP, MP_SPACE_TRADING * MP_N_GROUPS + MP_ORANGE, "The pawn stopped at a trading place (orange).");
  assert_target (f, KONTOR_MP_ITEM_STOP, MP_SPACE_KARAKORUM * MP_N_GROUPS, "The pawn stopped at Karakorum.");
  assert_target (f, KONTOR_MP_ITEM_STOP, MP_SPACE_KARAKORUM * MP_N_GROUPS + 1, NULL);
  assert_target (f, KONTOR_MP_ITEM_MODE_CHANGE, 0, "The pawn changed between land and sea at this port.");
  assert_target (f, KONTOR_MP_ITEM_PILE, 4, NULL);
  assert_target (f, KONTOR_MP_ITEM_PLAYER, 3, NULL);
  assert_target (f, KONTOR_MP_ITEM_CARD, -1, NULL);
  {
    KontorTarget t = { KONTOR_TARGET_CITY, 0, 0 };
    g_assert_null (kontor_table_describe_target (f->table, &t));
  }

  /* a chance card moves Bo: his journey grows; looking back shows it shorter */
  command (f, "chance", g_variant_new_string ("[{\"move-pawn\":{\"player\":\"blue\",\"to\":{\"kind\":\"port\",\"label\":\"Acre\"}}},"
                                              "{\"lose-card\":{\"card\":\"green-400\",\"to\":\"booty\"}}]"));
  assert_target (f, KONTOR_MP_ITEM_JOURNEY, 1 * KONTOR_MP_JOURNEY_MAX + 1, "Bo's journey, stop 1: Acre, a port.");
  assert_target (f, KONTOR_MP_ITEM_BOOTY, 0, "The booty: 0 reales and green 400.");
  assert_target (f, KONTOR_MP_ITEM_CHANCE, 0, NULL);
  {
    g_autoptr (GArray) journey = kontor_mp_table_journey (f->table, 1);
    g_assert_cmpuint (journey->len, ==, 2);
    g_array_unref (kontor_mp_table_journey (f->table, 5));
  }
  kontor_table_review (f->table, 3);
  {
    g_autoptr (GArray) journey = kontor_mp_table_journey (f->table, 1);
    g_assert_cmpuint (journey->len, ==, 1);
  }
  kontor_table_review (f->table, G_MAXUINT);
}

/* ------------------------------------------------------------ hints */

static void
test_hints (Fixture *f, gconstpointer data)
{
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    assert_hints (hints,
                  "Ana rolls the red die: 1 to 4 moves the pawn, 5 or 6 means a fight with the corsairs or bandits.",
                  "Ana still needs the Secret of the Orient: first a Golden Tablet from the Khan (three 400 cards), then the mission city.",
                  "Ana needs 1 or 2 green goods cards and holds none.",
                  "Ana needs 1 or 2 red goods cards and holds none.",
                  "Ana needs 1 or 2 orange goods cards and holds none.");
  }
  command (f, "roll", g_variant_new_int32 (1));
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Ana rolled 1: the pawn moves 1 space.");
    g_assert_cmpstr (hints->pdata[1], ==, "The pawn may not stop at Khanbalik: that needs three 400 cards, and Ana holds 0.");
  }
  kontor_table_extra (f->table);   /* no move: the turn ends with it */
  command (f, "roll", g_variant_new_int32 (6));
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Bo fights: if the black die beats the red one, Bo gives a goods card or 200 reales to the booty; otherwise they take the booty (0 reales and 0 cards).");
    g_assert_cmpstr (hints->pdata[1], ==, "Bo still needs the Secret of the Orient: first a Golden Tablet from the Khan (three 400 cards), then the mission city.");
  }
}

/* Positions built entry by entry: a Tablet holder's hints, the variant, the bank and skipped turns. */
static void
test_hints_positions (void)
{
  g_autoptr (KontorGame) game = new_game (TWO ",\"variant\":[\"five-fights-six-rerolls\"],\"draws\":\"table\"");
  const MpPosition *pos;
  const MpSetup *setup = kontor_game_get_setup (game);
  static const char *const tablet[] = {
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"trading\",\"group\":\"green\"}}",
    "{\"do\":\"buy\",\"cards\":[\"green-400\",\"green-400\",\"green-azar\"]}",
    "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"gain-card\":{\"card\":\"red-400\"}},{\"skip-turns\":{\"player\":\"blue\",\"n\":4}},"
    "{\"coins\":{\"n\":9500,\"from\":\"bank\",\"to\":\"blue\"}}]}",
    "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":4}", "{\"do\":\"move\",\"steps\":4,\"to\":{\"kind\":\"khanbalik\"}}",
    "{\"do\":\"khanbalik\",\"gifts\":[\"green-400\",\"green-400\",\"red-400\"]}", "{\"do\":\"end-turn\"}",
    "{\"do\":\"roll\",\"value\":3}", "{\"do\":\"move\",\"steps\":3,\"to\":{\"kind\":\"small\"}}", "{\"do\":\"end-turn\"}",
  };

  enter_json (game, tablet, G_N_ELEMENTS (tablet));
  pos = kontor_game_get_position (game);
  {
    g_autoptr (GPtrArray) hints = kontor_mp_hints (pos, setup);
    assert_hints (hints,
                  "Ana rolls the red die: 1 to 4 moves the pawn, 5 means a fight and 6 is rolled again.",
                  "With the Golden Tablet, Ana may refuse a fight and roll again.",
                  "Ana still needs the Secret of the Orient: reveal the mission city named on the Golden Tablet.",
                  "Ana needs 1 or 2 green goods cards and holds none.",
                  "Ana needs 1 or 2 red goods cards and holds none.",
                  "Ana needs 1 or 2 orange goods cards and holds none.",
                  "Ana needs a fortune of 1,200 reales with 2 players and has 900.",
                  "The bank is short by 1,600 reales: the table stands in with other coins or notes.",
                  "Bo skips their next turn.");
  }
  {
    static const char *const more[] = { "{\"do\":\"roll\",\"value\":2}" };
    enter_json (game, more, 1);
    pos = kontor_game_get_position (game);
    g_autoptr (GPtrArray) hints = kontor_mp_hints (pos, setup);
    g_assert_cmpstr (hints->pdata[2], ==, "Ana may stop at the mission city named on the Golden Tablet to take the Secret of the Orient.");
  }
  {
    static const char *const more[] = { "{\"do\":\"move\",\"steps\":2,\"to\":{\"kind\":\"mission\"}}" };
    enter_json (game, more, 1);
    pos = kontor_game_get_position (game);
    g_autoptr (GPtrArray) hints = kontor_mp_hints (pos, setup);
    g_assert_cmpstr (hints->pdata[0], ==, "Ana may reveal the mission city and take the Secret of the Orient.");
  }
  {
    static const char *const more[] = { "{\"do\":\"end-turn\"}", "{\"do\":\"roll\",\"value\":5}" };
    enter_json (game, more, 2);
    pos = kontor_game_get_position (game);
    g_autoptr (GPtrArray) hints = kontor_mp_hints (pos, setup);
    g_assert_cmpstr (hints->pdata[1], ==, "With the Golden Tablet, Ana may refuse the fight and roll again.");
  }
  g_assert_cmpstr (kontor_mp_group_name (7), ==, "?");
  {
    g_autofree char *k = kontor_mp_kind_name (-1), *secret = kontor_mp_kind_name (MP_KIND_SECRET);
    g_autofree char *minus = kontor_mp_reales (-12);
    g_assert_cmpstr (k, ==, "?");
    g_assert_cmpstr (secret, ==, "Secret of the Orient");
    g_assert_cmpstr (minus, ==, "-1,200");
  }
}

/* ------------------------------------------------------------ random games */

/* Self-play games (seeded and table draws): every position has a prompt,
 * hints and words for every target; every entry a history row; in a roll
 * Kontor can roll, and the first highlighted stop, pile or player can be
 * entered by a tap. */
static void
tap_first (KontorTable *table, KontorGame *game, const guint8 *marks, int n, KontorMpItem item)
{
  guint cursor = kontor_game_get_cursor (game);
  for (int b = 0; b < n; b++)
    if (marks[b])
      {
        KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
        kontor_table_click (table, &t);
        if (kontor_table_get_question (table))
          kontor_table_answer (table, 0, NULL);
        while (kontor_game_get_cursor (game) > cursor)   /* the entry, and the end of the turn made with it */
          g_assert_true (kontor_table_undo (table));
        kontor_table_cancel (table);
        return;
      }
}

static void
check_position (KontorTable *table, KontorGame *game)
{
  const KontorMpMarks *hl = kontor_table_get_highlights (table);
  g_autoptr (GPtrArray) hints = kontor_table_get_hints (table);

  g_assert_cmpstr (kontor_table_get_prompt (table), !=, "");
  g_assert_cmpuint (hints->len, >, 0);
  for (int item = KONTOR_MP_ITEM_CARD; item <= KONTOR_MP_ITEM_CHANCE; item++)
    for (int b = 0; b < 4; b++)
      {
        KontorTarget t = { KONTOR_TARGET_ITEM, item, item == KONTOR_MP_ITEM_CARD ? b * MP_N_KINDS : b };
        g_free (kontor_table_describe_target (table, &t));
      }
  if (g_str_equal (kontor_table_get_mode (table), "roll"))
    {
      guint cursor = kontor_game_get_cursor (game);
      kontor_table_extra (table);
      g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor + 1);
      g_assert_true (kontor_table_undo (table));
      g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor);
    }
  tap_first (table, game, hl->stops, KONTOR_MP_N_STOPS, KONTOR_MP_ITEM_STOP);
  tap_first (table, game, hl->piles, MP_N_GROUPS, KONTOR_MP_ITEM_PILE);
  tap_first (table, game, hl->players, MP_MAX_PLAYERS, KONTOR_MP_ITEM_PLAYER);
  tap_first (table, game, &hl->khan, 1, KONTOR_MP_ITEM_KHAN);
}

static void
test_random_games (void)
{
  static const char *const players[] = {
    "{\"name\":\"Ana\",\"color\":\"red\"}", "{\"name\":\"Bo\",\"color\":\"blue\"}",
    "{\"name\":\"Cy\",\"color\":\"green\"}", "{\"name\":\"Di\",\"color\":\"yellow\"}" };

  for (int game_no = 0; game_no < 8; game_no++)
    {
      int n = 2 + game_no % 3;
      const char *seats[MP_MAX_PLAYERS + 1] = { NULL };
      g_autofree char *list = NULL, *header = NULL;
      g_autoptr (KontorGame) game = NULL;
      g_autoptr (KontorTable) table = NULL;
      KontorRng rng;
      guint steps = 0;

      kontor_rng_init (&rng, game_no + 11);
      for (int i = 0; i < n; i++)
        seats[i] = players[i];
      list = g_strjoinv (",", (char **) seats);
      header = g_strdup_printf ("\"players\":[%s],\"variant\":%s,\"draws\":%s", list,
                                game_no % 4 == 3 ? "[\"tablet-for-any-goods\",\"five-fights-six-rerolls\"]" : "[]",
                                game_no % 2 ? "\"table\"" : "{\"seed\":5}");
      game = new_game (header);
      table = kontor_table_new (game);
      while (!kontor_game_ended (game) && steps++ < 600)
        {
          MpAction a;
          check_position (table, game);
          g_assert_true (kontor_mp_random_action (kontor_game_get_position (game), &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
          {
            g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (table), 0);
            g_assert_cmpuint (strlen (kontor_history_entry_get_text (e)), >, 8);
          }
        }
      check_position (table, game);
      g_test_message ("game %d: %d players, %u entries", game_no, n, kontor_game_get_cursor (game));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Marco Polo's table part is not offered by the app until it can draw
   * the game: the tests register it themselves */
  if (kontor_table_title_lookup ("marco-polo-classic") == NULL)
    kontor_table_title_register (&kontor_mp_table_title);
#define ADD(path, header, fn) g_test_add ("/table-marco-polo/" path, Fixture, header, fixture_set_up, fn, fixture_tear_down)
  ADD ("trading-turn", NULL, test_trading_turn);
  ADD ("fights", NULL, test_fights);
  ADD ("debts", NULL, test_debts);
  ADD ("chance-effects", NULL, test_chance_effects);
  ADD ("seeded", TWO ",\"draws\":{\"seed\":1}", test_seeded);
  ADD ("khan-mission-win", TWO ",\"draws\":\"table\"", test_khan_mission_win);
  ADD ("venice-no-win", NULL, test_venice_no_win);
  ADD ("gifts", NULL, test_gifts);
  ADD ("commands", NULL, test_commands);
  ADD ("buy-from", NULL, test_buy_from);
  ADD ("correction", NULL, test_correction);
  ADD ("target-text", NULL, test_target_text);
  ADD ("hints", NULL, test_hints);
#undef ADD
  g_test_add_func ("/table-marco-polo/hints/positions", test_hints_positions);
  g_test_add_func ("/table-marco-polo/random-games", test_random_games);
  return g_test_run ();
}
