/* test-table-merchants-of-europe.c: Catan Histories: Merchants of Europe at
 * the table, headless: whole turns entered by taps, commands and answers
 * through KontorTable (roll → production or the 7 → trades → builds →
 * movements and deliveries → end), with the exact entries (record JSON),
 * prompts, modes, marks, refusals (error ids, the position unchanged),
 * questions and history rows; the production grid pre-filled from the last
 * roll of the same total; the variable setup; hidden hands and the ledger
 * at each target; the win; and the hints (kontor-moe-hints.h) with their
 * exact sentences. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-record.h"
#include "kontor-table-title.h"
#include "kontor-table-test.h"
#include "kontor-history.h"
#include "kontor-moe.h"
#include "kontor-moe-hints.h"
#include "kontor-moe-table.h"

/* The record of spec §7: Ana blue, Bo red, Cy white, Di orange. */
#define FOUR "\"board\":\"short\",\"setup\":\"fixed\",\"players\":[{\"name\":\"Ana\",\"color\":\"blue\"}," \
             "{\"name\":\"Bo\",\"color\":\"red\"},{\"name\":\"Cy\",\"color\":\"white\"},{\"name\":\"Di\",\"color\":\"orange\"}]," \
             "\"fixed_cities\":{\"orange\":[\"wien\",\"graz\",\"linz\"]},\"robber\":\"alps\""
#define THREE_FIXED "\"board\":\"short\",\"setup\":\"fixed\",\"players\":[{\"name\":\"Ana\",\"color\":\"blue\"}," \
                    "{\"name\":\"Bo\",\"color\":\"red\"},{\"name\":\"Cy\",\"color\":\"white\"}],\"neutral\":\"orange\"," \
                    "\"fixed_cities\":{\"orange\":[\"wien\",\"graz\",\"linz\"]}"
#define THREE_VARIABLE "\"board\":\"main\",\"setup\":\"variable\",\"players\":[{\"name\":\"Ana\",\"color\":\"blue\"}," \
                       "{\"name\":\"Bo\",\"color\":\"red\"},{\"name\":\"Cy\",\"color\":\"white\"}]"

static KontorGame *
new_game (const char *header)
{
  return kontor_table_test_new_game ("merchants-of-europe", header);
}

static void
enter_json (KontorGame *game, const char *const *entries, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (JsonNode) node = json_from_string (entries[i], NULL);
      g_autoptr (GError) error = NULL;
      MoeAction a;
      g_assert_nonnull (node);
      g_assert_true (kontor_moe_action_from_json (node, kontor_game_get_position (game), &a, &error));
      g_assert_no_error (error);
      kontor_game_apply (game, &a, &error);
      g_assert_no_error (error);
    }
}

#define ENTER(f, ...) G_STMT_START { \
    static const char *const e_[] = { __VA_ARGS__ }; \
    enter_json ((f)->game, e_, G_N_ELEMENTS (e_)); \
  } G_STMT_END

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  use_game (f, new_game (data ? data : FOUR ",\"draws\":\"table\""));
}

static const MoePosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

/* ------------------------------------------------------------ what people do */

static void
tap_card (Fixture *f, int seat, int res)
{
  tap (f, KONTOR_MOE_ITEM_CARD, seat * MOE_N_RES + res);
}

static void
tap_owed (Fixture *f, int seat, int res)
{
  tap (f, KONTOR_MOE_ITEM_OWED, seat * MOE_N_RES + res);
}

static void
tap_kontor (Fixture *f, const char *label)
{
  int k = kontor_moe_find_kontor (pos_of (f), label);
  g_assert_cmpint (k, >=, 0);
  tap (f, KONTOR_MOE_ITEM_KONTOR, k);
}

static void
roll (Fixture *f, int d1, int d2)
{
  tap (f, KONTOR_MOE_ITEM_DIE, d1);
  tap (f, KONTOR_MOE_ITEM_DIE, 8 + d2);
}

/* ------------------------------------------------------------ what the table shows */

static char *
entry_json (KontorGame *game, guint i)
{
  MoePosition before;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;
  kontor_game_position_at (game, i, &before);
  kontor_moe_action_to_json (b, kontor_game_get_action (game, i), &before);
  node = json_builder_get_root (b);
  return json_to_string (node, FALSE);
}

#define assert_entry(f, back, json) G_STMT_START { \
    g_autofree char *got_ = entry_json ((f)->game, kontor_game_get_cursor ((f)->game) - 1 - (back)); \
    g_assert_cmpstr (got_, ==, json); \
  } G_STMT_END
#define assert_last(f, json) assert_entry (f, 0, json)

static const KontorMoeMarks *
marks (Fixture *f)
{
  return kontor_table_get_highlights (f->table);
}

static const KontorMoeMarks *
selected (Fixture *f)
{
  return kontor_table_get_selected (f->table);
}

static const KontorMoeEntry *
state (Fixture *f)
{
  return kontor_table_get_state (f->table);
}

#define assert_table_hints(f, ...) G_STMT_START { \
    g_autoptr (GPtrArray) h_ = kontor_table_get_hints ((f)->table); \
    assert_hints (h_, __VA_ARGS__); \
  } G_STMT_END

/* ------------------------------------------------------------ the turn of spec §7 */

/* Ana's turn of the spec's record, by taps: the dice, the grid, the
 * caravan with its tolls and delivery, the end; then Bo's 9 pre-filled. */
static void
test_record_turn (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  assert_mode (f, "roll");
  assert_prompt (f, "Ana rolls both dice: tap the two dice as rolled, or let Kontor roll.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Roll for Me");
  g_assert_null (kontor_table_get_cancel_label (f->table));
  g_assert_true (marks (f)->die[0][6] && marks (f)->die[1][1]);
  tap (f, KONTOR_MOE_ITEM_DIE, 4);
  assert_prompt (f, "One die shows 4: now tap the other die.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  g_assert_true (selected (f)->die[0][4]);
  assert_cursor (f, 0);
  tap (f, KONTOR_MOE_ITEM_DIE, 8 + 5);
  assert_last (f, "{\"do\":\"roll\",\"dice\":[4,5]}");
  assert_history (f, "Ana rolled 4 + 5 = 9");

  /* production: the grid, one card at a time */
  assert_mode (f, "production");
  assert_prompt (f, "Production of the 9: tap the cards each player is owed (0 cards so far), then press Done.");
  g_assert_true (marks (f)->owed[3][MOE_SALT]);
  tap_owed (f, 0, MOE_SALT);
  tap_owed (f, 1, MOE_ORE);
  tap_owed (f, 3, MOE_ORE);
  tap_owed (f, 3, MOE_WOOD);
  tap_owed (f, 2, MOE_WOOL);
  tap (f, KONTOR_MOE_ITEM_OWED_LESS, 2 * MOE_N_RES + MOE_WOOL);
  tap (f, KONTOR_MOE_ITEM_OWED_LESS, 2 * MOE_N_RES + MOE_WOOL);
  g_assert_cmpint (selected (f)->owed[3][MOE_WOOD], ==, 1);
  g_assert_cmpint (selected (f)->owed[2][MOE_WOOL], ==, 0);
  assert_target (f, KONTOR_MOE_ITEM_OWED, 3 * MOE_N_RES + MOE_ORE, "Di is owed 1 ore this roll.");
  assert_prompt (f, "Production of the 9: tap the cards each player is owed (4 cards so far), then press Done.");
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 0, "No production has been entered this turn.");
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"production\",\"owed\":{\"red\":{\"ore\":1},\"blue\":{\"salt\":1},\"orange\":{\"wood\":1,\"ore\":1}}}");
  assert_history (f, "Production of the 9: Ana: 1 salt; Bo: 1 ore; Cy: 1 gold; Di: 1 wood, 1 ore");
  g_assert_cmpint (pos_of (f)->players[2].gold, ==, 4);
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 2, "This turn's roll gave Cy 1 gold.");
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 3, "This turn's roll gave Di 1 wood, 1 ore.");

  /* the caravan: steps, tolls, the delivery */
  assert_mode (f, "actions");
  assert_prompt (f, "Ana trades, builds and moves: tap cards to trade, a build to pay for it, a merchant or caravan to move it, or end the turn.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_End Turn");
  g_assert_true (marks (f)->caravans[0][0]);
  g_assert_false (marks (f)->caravans[0][1]);
  tap (f, KONTOR_MOE_ITEM_CARAVAN, 0);
  assert_mode (f, "caravan");
  assert_prompt (f, "Ana moves caravan 1 3 steps for 1 salt: tap the players whose routes it used and the kontors it delivers to, then press Done.");
  g_assert_true (selected (f)->caravans[0][0] && selected (f)->steps[3]);
  tap (f, KONTOR_MOE_ITEM_STEPS, 4);
  assert_prompt (f, "Ana moves caravan 1 4 steps for 2 salt: tap the players whose routes it used and the kontors it delivers to, then press Done.");
  command (f, "steps", g_variant_new_int32 (3));
  tap (f, KONTOR_MOE_ITEM_PLAYER, 1);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 2);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 3);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 3);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 0);   /* no toll to oneself */
  g_assert_true (selected (f)->players[1] && selected (f)->players[2] && !selected (f)->players[3]);
  g_assert_false (marks (f)->players[0]);
  tap_kontor (f, "linz");
  tap_kontor (f, "wien");
  tap_kontor (f, "linz");
  g_assert_cmpint (selected (f)->kontors[kontor_moe_find_kontor (pos_of (f), "wien")], ==, 1);
  g_assert_false (marks (f)->kontors[0]);
  before = snapshot (f);
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"move-caravan\",\"caravan\":1,\"salt\":1,\"steps\":3,\"tolls\":[\"red\",\"white\"],"
                  "\"deliver\":[{\"owner\":\"orange\",\"city\":\"wien\"}]}");
  assert_history (f, "Ana moved caravan 1 3 steps for 1 salt, paying tolls to Bo, Cy, delivering to wien (Di)");
  g_assert_cmpint (pos_of (f)->players[0].gold, ==, 1);
  g_assert_cmpint (pos_of (f)->players[2].gold, ==, 5);
  assert_mode (f, "actions");
  kontor_table_extra (f->table);
  assert_last (f, "{\"do\":\"end-turn\"}");
  assert_history (f, "Ana ended the turn");

  /* Bo rolls 9 too: the grid starts as Ana's 9 was entered */
  command (f, "roll", g_variant_new ("(ii)", 5, 4));
  assert_history (f, "Bo rolled 5 + 4 = 9");
  assert_prompt (f, "Production of the 9: tap the cards each player is owed (4 cards so far), then press Done.");
  g_assert_cmpint (selected (f)->owed[3][MOE_ORE], ==, 1);
  command (f, "owed", g_variant_new ("(iii)", 2, MOE_GRAIN, 2));
  command (f, "owed", g_variant_new ("(iii)", 7, MOE_GRAIN, 2));
  command (f, "owed", g_variant_new_int32 (2));
  g_assert_cmpint (selected (f)->owed[2][MOE_GRAIN], ==, 2);
  kontor_table_cancel (f->table);
  g_assert_cmpint (selected (f)->owed[2][MOE_GRAIN], ==, 0);
  g_assert_cmpint (selected (f)->owed[0][MOE_SALT], ==, 1);
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"production\",\"owed\":{\"red\":{\"ore\":1},\"blue\":{\"salt\":1},\"orange\":{\"wood\":1,\"ore\":1}}}");

  /* a refusal changes nothing: Bo has no wool for a merchant */
  g_assert_false (marks (f)->builds[KONTOR_MOE_BUILD_MERCHANT]);
  g_assert_true (marks (f)->builds[KONTOR_MOE_BUILD_CARAVAN]);
  g_clear_pointer (&before, g_bytes_unref);
  before = snapshot (f);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_MERCHANT);
  assert_refused (f, 1, "moe.cannot-afford");
  assert_unchanged (f, before, 6);
  assert_mode (f, "actions");
}

/* ------------------------------------------------------------ the 7 */

/* Entries until it is seat's turn before the roll: rolls as given (or
 * the seed's), nobody owed, no steal, the turn ended. */
static void
pass_to (Fixture *f, int seat)
{
  while (pos_of (f)->stage != MOE_STAGE_ROLL || pos_of (f)->active != seat)
    {
      const MoePosition *pos = pos_of (f);
      const char *entry = "{\"do\":\"end-turn\"}";
      if (pos->stage == MOE_STAGE_ROLL)
        entry = pos->seeded ? "{\"do\":\"roll\"}" : "{\"do\":\"roll\",\"dice\":[1,1]}";
      else if (pos->stage == MOE_STAGE_PRODUCTION)
        entry = "{\"do\":\"production\",\"owed\":{}}";
      else if (pos->stage == MOE_STAGE_ROBBER)
        entry = "{\"do\":\"robber\"}";
      enter_json (f->game, &entry, 1);
    }
}

static void
test_seven (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}", "{\"do\":\"production\",\"owed\":{\"red\":{\"wood\":3,\"wool\":3}}}",
         "{\"do\":\"end-turn\"}");
  roll (f, 3, 4);
  assert_history (f, "Bo rolled 3 + 4 = 7: discards and the robber");
  assert_mode (f, "discard");
  assert_prompt (f, "Bo returns 4 cards to the bank: tap the cards returned (0 chosen), then press Done.");
  g_assert_false (kontor_table_get_can_done (f->table));
  assert_table_hints (f, "Bo holds 9 cards and owes 4 cards to the bank.");
  g_assert_true (marks (f)->cards[1][MOE_WOOD]);
  g_assert_false (marks (f)->cards[1][MOE_ORE]);
  for (int i = 0; i < 5; i++)
    tap_card (f, 1, MOE_WOOD);   /* 4 held: the fifth tap chooses none again */
  g_assert_cmpint (selected (f)->cards[1][MOE_WOOD], ==, 0);
  tap_card (f, 0, MOE_WOOL);     /* not the discarding player's */
  tap_card (f, 1, MOE_WOOD);
  tap_card (f, 1, MOE_WOOD);
  tap_card (f, 1, MOE_WOOL);
  assert_prompt (f, "Bo returns 4 cards to the bank: tap the cards returned (3 chosen), then press Done.");
  kontor_table_done (f->table);   /* not enabled yet */
  assert_cursor (f, 4);
  tap_card (f, 1, MOE_WOOD);
  g_assert_true (kontor_table_get_can_done (f->table));
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"discard\",\"cards\":{\"wood\":3,\"wool\":1}}");
  assert_history (f, "Bo returned 3 wood, 1 wool to the bank");

  /* the robber: the label, then the victim and the card taken */
  assert_mode (f, "robber");
  assert_prompt (f, "Bo moves the robber: type the new terrain's label if you like, then tap the opponent robbed, or press Done to take nothing.");
  assert_table_hints (f, "Bo moves the robber to another terrain with a number and may take a card from an opponent with a kontor there.");
  g_assert_true (marks (f)->players[0]);
  g_assert_false (marks (f)->players[1]);
  command (f, "label", g_variant_new_string ("alps"));
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  before = snapshot (f);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 0);
  assert_refused (f, 1, "moe.robber-same");
  g_assert_null (kontor_table_get_question (f->table));
  command (f, "label", g_variant_new_string ("hills"));
  tap (f, KONTOR_MOE_ITEM_PLAYER, 1);
  assert_refused (f, 2, "moe.steal");
  assert_unchanged (f, before, 5);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 0);
  assert_choices (f, "wool ore salt");
  kontor_table_answer (f->table, -1, NULL);
  assert_cursor (f, 5);
  tap (f, KONTOR_MOE_ITEM_PLAYER, 0);
  answer (f, "ore");
  assert_last (f, "{\"do\":\"robber\",\"to\":\"hills\",\"steal\":{\"from\":\"blue\",\"card\":\"ore\"}}");
  assert_history (f, "Bo moved the robber to hills and took 1 ore from Ana");
  assert_target (f, KONTOR_MOE_ITEM_ROBBER, 0, "The robber stands on hills.");

  /* a card bought this turn is not played */
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_DEV);
  assert_last (f, "{\"do\":\"buy-dev\",\"card\":null}");
  assert_history (f, "Bo bought a development card");
  tap (f, KONTOR_MOE_ITEM_DEV, 1);
  assert_refused (f, 3, "moe.dev-bought-this-turn");
  tap (f, KONTOR_MOE_ITEM_DEV, 0);   /* not the active player's */
  g_assert_null (kontor_table_get_question (f->table));
  assert_target (f, KONTOR_MOE_ITEM_DEV, 1, "Bo holds 1 development card.");

  /* next time, before the roll: a lancer moves the robber without a steal */
  pass_to (f, 1);
  assert_table_hints (f, "Bo rolls both dice: a 7 means discards and the robber, any other total production.",
                      "Bo may play a development card before the roll.");
  g_assert_true (marks (f)->dev[1]);
  tap (f, KONTOR_MOE_ITEM_DEV, 1);
  assert_choices (f, "lancer unknown");
  answer (f, "lancer");
  assert_mode (f, "robber");
  g_assert_true (state (f)->lancer);
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"play-dev\",\"kind\":\"lancer\",\"effects\":[{\"type\":\"robber\"}]}");
  assert_history (f, "Bo played a lancer and moved the robber");
  assert_target (f, KONTOR_MOE_ITEM_ROBBER, 0, "The robber stands on a terrain not named.");
  assert_mode (f, "roll");
  tap (f, KONTOR_MOE_ITEM_DEV, 1);
  assert_refused (f, 4, "moe.dev-one-per-turn");
}

/* Seeded draws: Kontor rolls, and the card a lancer takes is drawn. */
static void
test_seeded (Fixture *f, gconstpointer data)
{
  int dice[2];
  g_autofree char *row = NULL;

  kontor_moe_peek_dice (pos_of (f), dice);
  kontor_table_extra (f->table);
  assert_last (f, "{\"do\":\"roll\"}");
  row = g_strdup_printf ("Ana rolled %d + %d = %d%s", dice[0], dice[1], dice[0] + dice[1],
                         dice[0] + dice[1] == 7 ? ": discards and the robber" : "");
  assert_history (f, row);
  g_assert_cmpint (pos_of (f)->dice[0], ==, dice[0]);
  pass_to (f, 0);
  pass_to (f, 1);
  command (f, "roll", NULL);
  assert_last (f, "{\"do\":\"roll\"}");
  if (pos_of (f)->stage == MOE_STAGE_PRODUCTION)
    {
      ENTER (f, "{\"do\":\"production\",\"owed\":{}}");
      command (f, "buy-dev", g_variant_new_string ("lancer"));
      assert_last (f, "{\"do\":\"buy-dev\",\"card\":\"lancer\"}");
      assert_history (f, "Bo bought a development card, named as a lancer");
      pass_to (f, 1);
      tap (f, KONTOR_MOE_ITEM_DEV, 1);
      answer (f, "lancer");
      tap (f, KONTOR_MOE_ITEM_PLAYER, 2);
      assert_last (f, "{\"do\":\"play-dev\",\"kind\":\"lancer\",\"effects\":[{\"type\":\"robber\",\"steal\":{\"from\":\"white\"}}]}");
      g_assert_cmpint (kontor_moe_hand_size (pos_of (f), 2), ==, 2);
    }
}

/* ------------------------------------------------------------ trades */

static void
test_trades (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;

  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}", "{\"do\":\"production\",\"owed\":{\"blue\":{\"ore\":3,\"wood\":1}}}");
  kontor_table_update (f->table);
  assert_table_hints (f, "Ana can afford now: a development card, a caravan, a route.",
                      "Buying 1 grain for 2 gold would make a merchant affordable.",
                      "Ana has goods ready to deliver (1) and 9 kontors of the others can take one.");
  g_assert_true (marks (f)->bank[MOE_GRAIN]);
  g_assert_false (marks (f)->bank[MOE_GOLD]);

  /* with another player: cards and gold, the partner switched */
  tap_card (f, 0, MOE_ORE);
  assert_mode (f, "trade");
  assert_prompt (f, "Ana gives 1 ore: tap a card in the bank for a bank trade, or another player's cards to trade with them.");
  tap_card (f, 1, MOE_GRAIN);
  assert_prompt (f, "Ana gives 1 ore to Bo for 1 grain: tap more cards or gold, then press Done to trade.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_true (marks (f)->cards[1][MOE_ORE]);   /* Bo's hand is hidden: every type can be asked for */
  g_assert_false (marks (f)->cards[0][MOE_GRAIN]);
  tap (f, KONTOR_MOE_ITEM_GOLD, 0);
  for (int i = 0; i < 4; i++)
    tap_card (f, 2, MOE_ORE);      /* Cy holds 3 cards: the fourth tap asks for none again */
  tap_card (f, 2, MOE_WOOD);
  assert_prompt (f, "Ana gives 1 ore, 1 gold to Cy for 1 wood: tap more cards or gold, then press Done to trade.");
  g_assert_cmpint (selected (f)->cards[2][MOE_WOOD], ==, 1);
  g_assert_cmpint (selected (f)->cards[1][MOE_GRAIN], ==, 0);
  g_assert_cmpint (selected (f)->gold[0], ==, 1);
  g_assert_false (marks (f)->bank[MOE_SALT]);   /* a partner chosen: no bank trade */
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_SALT);
  assert_cursor (f, 2);
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"trade\",\"with\":\"white\",\"give\":{\"ore\":1,\"gold\":1},\"get\":{\"wood\":1}}");
  assert_history (f, "Ana gave 1 ore, 1 gold to Cy for 1 wood");

  /* a gift is refused and changes nothing */
  tap_card (f, 3, MOE_GRAIN);
  assert_mode (f, "trade");
  before = snapshot (f);
  kontor_table_done (f->table);
  assert_refused (f, 1, "moe.trade-gift");
  assert_unchanged (f, before, 3);
  kontor_table_cancel (f->table);
  assert_mode (f, "actions");

  /* the bank: 3 ore for salt, then grain for 2 gold */
  tap_card (f, 0, MOE_ORE);
  tap_card (f, 0, MOE_ORE);
  tap_card (f, 0, MOE_ORE);
  g_assert_true (marks (f)->bank[MOE_SALT] && marks (f)->bank[MOE_GOLD]);
  g_assert_false (marks (f)->bank[MOE_ORE]);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_SALT);
  assert_last (f, "{\"do\":\"bank-trade\",\"give\":\"ore\",\"get\":\"salt\"}");
  assert_history (f, "Ana traded 3 ore with the bank for 1 salt");
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_GOLD);   /* nothing to give: no purchase of gold */
  assert_cursor (f, 4);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_GRAIN);
  assert_last (f, "{\"do\":\"buy-resource\",\"card\":\"grain\"}");
  assert_history (f, "Ana bought 1 grain for 2 gold");
  g_clear_pointer (&before, g_bytes_unref);
  before = snapshot (f);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_GRAIN);
  assert_refused (f, 2, "moe.cannot-afford");
  assert_unchanged (f, before, 5);
  tap_card (f, 0, MOE_SALT);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_GOLD);
  assert_refused (f, 3, "moe.cannot-afford");
  kontor_table_cancel (f->table);
  tap_card (f, 0, MOE_WOOD);
  tap_card (f, 0, MOE_WOOD);
  tap_card (f, 0, MOE_WOOD);   /* 2 held: chosen none again */
  assert_mode (f, "actions");

  /* isolation gold is asked only of a route the engine accepts */
  tap (f, KONTOR_MOE_ITEM_CONNECT, 0);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  assert_refused (f, 4, "moe.cannot-afford");
  g_assert_null (kontor_table_get_question (f->table));
}

/* ------------------------------------------------------------ builds, movements, deliveries */

static void
test_builds (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;
  static const int gold_ok[4] = { 1, 2, 0, 0 }, gold_bad[4] = { 0, 1, 0, 0 };

  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}",
         "{\"do\":\"production\",\"owed\":{\"blue\":{\"wood\":6,\"wool\":4,\"grain\":8,\"ore\":5,\"salt\":4}}}");
  kontor_table_update (f->table);

  /* merchants: placed at a label, the second, then one placed again */
  command (f, "label", g_variant_new_string ("k-cross"));
  assert_prompt (f, "Ana trades, builds and moves: tap cards to trade, a build to pay for it, a merchant or caravan to move it, or end the turn.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_MERCHANT);
  assert_last (f, "{\"do\":\"build-merchant\",\"at\":\"k-cross\"}");
  assert_history (f, "Ana built merchant 1 at k-cross");
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_MERCHANT);
  assert_history (f, "Ana built merchant 2");
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_MERCHANT);
  assert_choices (f, "1 2");
  answer (f, "2");
  assert_last (f, "{\"do\":\"build-merchant\",\"replace\":2}");
  assert_history (f, "Ana placed merchant 2 again");
  assert_target (f, KONTOR_MOE_ITEM_MERCHANT, 0, "Ana's merchant 1 stands at k-cross.");
  assert_target (f, KONTOR_MOE_ITEM_MERCHANT, 1, "Ana's merchant 2 is on the board.");
  assert_target (f, KONTOR_MOE_ITEM_MERCHANT, 2, "Bo's merchant 1 is in reserve.");

  /* a route on a double arrow, then the free route with isolation gold */
  tap (f, KONTOR_MOE_ITEM_DOUBLE_ARROW, 0);
  g_assert_true (selected (f)->double_arrow);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  assert_last (f, "{\"do\":\"build-route\",\"double_arrow\":true}");
  assert_history (f, "Ana built a route on a double arrow");
  assert_mode (f, "free-route");
  assert_prompt (f, "Ana places the free route now: tap Route, or it is lost.");
  {
    g_autoptr (GPtrArray) hints = kontor_table_get_hints (f->table);
    g_assert_cmpstr (hints->pdata[0], ==, "Ana places the free route now, or it is lost.");
  }
  tap (f, KONTOR_MOE_ITEM_CONNECT, 0);
  g_assert_true (selected (f)->connect);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  assert_choices (f, "gold");
  g_assert_cmpint (kontor_table_get_question (f->table)->n_numbers, ==, 4);
  g_assert_cmpint (kontor_table_get_question (f->table)->number_value[0], ==, 1);
  g_assert_cmpstr (kontor_table_get_question (f->table)->number_labels[1], ==, "Bo");
  before = snapshot (f);
  answer_with (f, "gold", gold_bad);
  assert_refused (f, 1, "moe.connect-gold");
  assert_unchanged (f, before, 6);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  kontor_table_answer (f->table, -1, NULL);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  answer_with (f, "gold", gold_ok);
  assert_last (f, "{\"do\":\"build-route\",\"free\":true,\"gold\":{\"red\":2,\"blue\":1}}");
  assert_history (f, "Ana placed a free route, connecting a city for gold: Ana 1, Bo 2");
  g_assert_cmpint (pos_of (f)->players[1].gold, ==, 6);
  assert_mode (f, "actions");

  /* a caravan placed beside a kontor delivers at once */
  tap_kontor (f, "red-1");
  assert_mode (f, "deliver");
  assert_prompt (f, "Ana delivers to 1 kontor: press Done to deliver from a standing caravan, or tap Caravan to place a new caravan that delivers.");
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_CARAVAN);
  assert_last (f, "{\"do\":\"build-caravan\",\"deliver\":[{\"owner\":\"red\",\"city\":\"red-1\"}]}");
  assert_history (f, "Ana built caravan 2, delivering to red-1 (Bo)");
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_CARAVAN);
  assert_choices (f, "1 2");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Which caravan is placed again?");
  kontor_table_answer (f->table, -1, NULL);
  command (f, "label", g_variant_new_string ("r7"));
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  assert_last (f, "{\"do\":\"build-route\",\"at\":\"r7\"}");
  assert_history (f, "Ana built a route at r7");
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 3, "Bo's kontor in red-1 holds Ana's goods.");
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 4, "Bo's kontor in red-2 holds no goods yet.");

  /* merchant 1 founds a kontor: coastal gold and a sea token */
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 0);
  assert_mode (f, "merchant");
  assert_prompt (f, "Ana moves merchant 1 3 steps for 1 grain: type where it stops and press Done, or type the city where it founds a kontor.");
  command (f, "found", g_variant_new ("(sisis)", "koeln", 2, "forest", 9, "sea"));
  assert_last (f, "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":3,"
                  "\"found\":{\"city\":\"koeln\",\"gold\":2,\"token\":{\"terrain\":\"forest\",\"value\":9,\"from\":\"sea\"}}}");
  assert_history (f, "Ana moved merchant 1 3 steps for 1 grain and founded a kontor in koeln, taking 2 gold");
  g_assert_cmpint (pos_of (f)->sea_tokens, ==, 9);

  /* a standing caravan delivers: two on the board, so which one */
  tap_kontor (f, "red-2");
  kontor_table_done (f->table);
  assert_choices (f, "1 2");
  answer (f, "1");
  assert_last (f, "{\"do\":\"deliver\",\"caravan\":1,\"owner\":\"red\",\"city\":\"red-2\"}");
  assert_history (f, "Ana delivered to red-2 (Bo) from caravan 1 without moving");

  /* merchant 2 to a label; tapped twice, the movement is dropped */
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 1);
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 1);
  assert_mode (f, "actions");
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 1);
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 2);   /* not Ana's */
  tap (f, KONTOR_MOE_ITEM_STEPS, 6);
  command (f, "label", g_variant_new_string ("x5"));
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"move-merchant\",\"merchant\":2,\"grain\":2,\"steps\":6,\"to\":\"x5\"}");
  assert_history (f, "Ana moved merchant 2 6 steps for 2 grain to x5");
  tap (f, KONTOR_MOE_ITEM_MERCHANT, 1);
  g_clear_pointer (&before, g_bytes_unref);
  before = snapshot (f);
  kontor_table_done (f->table);
  assert_refused (f, 2, "moe.merchant-moved");
  assert_unchanged (f, before, 12);
  command (f, "found", g_variant_new_string ("x5"));
  assert_refused (f, 3, "moe.merchant-moved");
  command (f, "found", g_variant_new_string (""));   /* a city is named */
  assert_refused (f, 3, "moe.merchant-moved");
  kontor_table_cancel (f->table);
  command (f, "found", g_variant_new_string ("x6"));   /* no merchant chosen */
  assert_cursor (f, 12);

  /* development cards: named, played with no effect, or with effects */
  command (f, "buy-dev", g_variant_new_string ("unknown"));
  assert_history (f, "Ana bought a development card, named as unknown");
  command (f, "buy-dev", g_variant_new_string (""));
  assert_last (f, "{\"do\":\"buy-dev\",\"card\":null}");
  command (f, "end-turn", NULL);
  assert_history (f, "Ana ended the turn");
  pass_to (f, 0);
  command (f, "play-dev", g_variant_new ("(ss)", "unknown", "nonsense"));
  assert_refused (f, 4, "moe.bad-entry");
  command (f, "play-dev", g_variant_new ("(ss)", "unknown", "[{\"type\":\"free-route\",\"n\":2},"
                                                             "{\"type\":\"take-from-bank\",\"resources\":{\"ore\":1},\"gold\":1},"
                                                             "{\"type\":\"take-from-players\",\"from\":{\"red\":{\"wood\":1}}},"
                                                             "{\"type\":\"free-move\",\"caravan\":1,\"steps\":2},"
                                                             "{\"type\":\"free-move\",\"merchant\":2,\"steps\":1},"
                                                             "{\"type\":\"robber\"}]"));
  assert_history (f, "Ana played a development card: 2 free routes; 1 ore, 1 gold from the bank; cards taken from other players; "
                     "a free move of a caravan; a free move of a merchant; the robber moved");
  pass_to (f, 0);
  tap (f, KONTOR_MOE_ITEM_DIE, 2);
  tap (f, KONTOR_MOE_ITEM_DIE, 8 + 3);
  ENTER (f, "{\"do\":\"production\",\"owed\":{}}");
  tap (f, KONTOR_MOE_ITEM_DEV, 0);
  assert_refused (f, 5, "moe.dev-one-per-turn");
  kontor_table_extra (f->table);
  pass_to (f, 0);
  command (f, "roll", g_variant_new ("(ii)", 1, 2));
  kontor_table_done (f->table);
  tap (f, KONTOR_MOE_ITEM_DEV, 0);
  answer (f, "unknown");
  assert_last (f, "{\"do\":\"play-dev\",\"kind\":\"unknown\",\"effects\":[]}");
  assert_history (f, "Ana played a development card with no effect entered");
}

/* ------------------------------------------------------------ the variable setup */

static void
city (Fixture *f, const char *label)
{
  command (f, "city", g_variant_new_string (label));
}

static void
test_variable_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GBytes) before = NULL;
  static const char *const snake[] = { "a1", "b1", "c1", "c2", "b2" };

  assert_mode (f, "setup");
  assert_prompt (f, "Ana places a kontor on an empty violet city space: type the city's name.");
  assert_table_hints (f, "Ana places a kontor on an empty violet city space: type its name.");
  g_assert_false (kontor_table_get_can_done (f->table));
  kontor_table_done (f->table);
  kontor_moe_table_title.done (f->table, kontor_table_get_state (f->table));   /* the city is typed, never empty */
  assert_cursor (f, 0);
  for (guint i = 0; i < G_N_ELEMENTS (snake); i++)
    city (f, snake[i]);
  assert_last (f, "{\"do\":\"setup-kontor\",\"city\":\"b2\"}");
  assert_history (f, "Bo placed a kontor in b2");
  before = snapshot (f);
  city (f, "c2");
  assert_refused (f, 1, "moe.city-occupied");
  assert_unchanged (f, before, 5);
  city (f, "a2");
  city (f, "a3");

  /* the starting hand: cards tapped in the bank */
  assert_prompt (f, "Ana takes the starting hand: tap a card in the bank for each terrain touching the third kontor (0 chosen), then press Done.");
  assert_table_hints (f, "Ana takes one card for each terrain touching the third kontor.");
  city (f, "nowhere");   /* not a kontor's turn */
  assert_cursor (f, 7);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_WOOD);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_WOOL);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_WOOD);
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_WOOL);   /* three chosen: wool none again */
  tap (f, KONTOR_MOE_ITEM_BANK, MOE_SALT);
  g_assert_cmpint (selected (f)->bank[MOE_WOOD], ==, 2);
  assert_prompt (f, "Ana takes the starting hand: tap a card in the bank for each terrain touching the third kontor (3 chosen), then press Done.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel");
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"setup-resources\",\"cards\":[\"wood\",\"wood\",\"salt\"]}");
  assert_history (f, "Ana took 2 wood, 1 salt as the starting hand");
  ENTER (f, "{\"do\":\"setup-kontor\",\"city\":\"b3\"}", "{\"do\":\"setup-resources\",\"cards\":[\"ore\"]}",
         "{\"do\":\"setup-kontor\",\"city\":\"c3\"}", "{\"do\":\"setup-resources\",\"cards\":[\"grain\",\"wool\"]}");

  /* the neutral's kontors, then the routes */
  assert_prompt (f, "Cy places a neutral kontor on an empty violet city space: type the city's name.");
  assert_table_hints (f, "Cy places a neutral kontor on an empty violet city space: type its name.");
  city (f, "n1");
  assert_history (f, "Cy placed a neutral kontor in n1");
  city (f, "n2");
  city (f, "n3");
  assert_prompt (f, "Cy places the first route next to a kontor and a caravan beside it: type the route's label if you like, then press Done.");
  assert_table_hints (f, "Cy places the first route next to a kontor, and a caravan beside it.");
  command (f, "label", g_variant_new_string ("r1"));
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"setup-route\",\"at\":\"r1\"}");
  assert_history (f, "Cy placed the first route at r1, and a caravan beside it");
  kontor_table_done (f->table);
  assert_history (f, "Bo placed the first route and a caravan beside it");
  kontor_table_done (f->table);
  assert_mode (f, "roll");
  assert_prompt (f, "Ana rolls both dice: tap the two dice as rolled, or let Kontor roll.");
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 11, "The neutral kontor in n3 holds no goods yet.");
  assert_target (f, KONTOR_MOE_ITEM_PLAYER, 0,
                 "Ana (blue): cards 3, gold 3, development cards 0; goods delivered 0 of 10, ready 1; in reserve: routes 29, "
                 "merchants 2, caravans 1, kontors in the warehouse 9.");
}

/* ------------------------------------------------------------ the win */

static void
test_win (Fixture *f, gconstpointer data)
{
  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}",
         "{\"do\":\"production\",\"owed\":{\"blue\":{\"wood\":8,\"wool\":4,\"grain\":8,\"ore\":2,\"salt\":6}}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f1\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f2\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f3\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f4\"}}");
  kontor_table_update (f->table);
  tap (f, KONTOR_MOE_ITEM_CARAVAN, 0);
  tap_kontor (f, "red-1");
  tap_kontor (f, "red-2");
  tap_kontor (f, "red-3");
  kontor_table_done (f->table);
  assert_history (f, "Ana moved caravan 1 3 steps for 1 salt, delivering to red-1 (Bo), red-2 (Bo), red-3 (Bo)");
  assert_table_hints (f, "Ana can afford now: a development card, a caravan, a route.",
                      "Buying 1 grain for 2 gold would make a merchant affordable.",
                      "Ana has goods ready to deliver (2) and 6 kontors of the others can take one.",
                      "Ana is 2 deliveries from winning (3 of 5 delivered, 2 ready).");
  assert_target (f, KONTOR_MOE_ITEM_PROGRESS, 0, "Ana: 3 of 5 goods delivered, place 1.");
  assert_target (f, KONTOR_MOE_ITEM_PROGRESS, 1, "Bo: 0 of 5 goods delivered, place 2.");

  /* the last two from the standing caravan: the second wins */
  tap_kontor (f, "white-1");
  tap_kontor (f, "white-2");
  tap_kontor (f, "white-3");
  tap_kontor (f, "white-3");
  kontor_table_done (f->table);
  assert_entry (f, 1, "{\"do\":\"deliver\",\"caravan\":1,\"owner\":\"white\",\"city\":\"white-1\"}");
  assert_history (f, "Ana delivered to white-2 (Cy) from caravan 1 without moving, and won");
  assert_mode (f, "ended");
  assert_prompt (f, "Ana has delivered all 5 goods and won.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "Show the _Score");
  assert_table_hints (f, "Ana has delivered all 5 goods and won.");
  kontor_table_extra (f->table);
  tap (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE);
  assert_cursor (f, 13);
  command (f, "end-turn", NULL);
  assert_refused (f, 1, "moe.game-over");
  g_assert_false (kontor_table_activate (f->table, "no-such-command", NULL));
}

/* A caravan move that wins with deliveries listed after the winning one. */
static void
test_win_by_move (Fixture *f, gconstpointer data)
{
  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}",
         "{\"do\":\"production\",\"owed\":{\"blue\":{\"wood\":8,\"wool\":4,\"grain\":8,\"ore\":2,\"salt\":6}}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f1\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f2\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f3\"}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":1,\"found\":{\"city\":\"f4\"}}");
  kontor_table_update (f->table);
  tap (f, KONTOR_MOE_ITEM_CARAVAN, 0);
  tap_kontor (f, "red-1");
  tap_kontor (f, "red-2");
  tap_kontor (f, "red-3");
  tap_kontor (f, "wien");
  tap_kontor (f, "graz");
  tap_kontor (f, "linz");
  kontor_table_done (f->table);
  assert_history (f, "Ana moved caravan 1 3 steps for 1 salt, delivering to red-1 (Bo), red-2 (Bo), red-3 (Bo), wien (Di), graz (Di), "
                     "linz (Di), and won");
  g_assert_cmpint (pos_of (f)->kontors[kontor_moe_find_kontor (pos_of (f), "linz")].token, ==, -1);
}

/* ------------------------------------------------------------ what stands at a target */

static void
test_target_text (Fixture *f, gconstpointer data)
{
  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}", "{\"do\":\"production\",\"owed\":{\"blue\":{\"wood\":1,\"ore\":2}}}",
         "{\"do\":\"build-caravan\",\"at\":\"r9\"}");
  kontor_table_update (f->table);

  /* hidden hands: a tap shows one, another hides it; any entry hides it */
  assert_target (f, KONTOR_MOE_ITEM_HAND, 0, "Ana's hand is hidden: 3 cards. Tap to show it to Ana only.");
  assert_target (f, KONTOR_MOE_ITEM_CARD, 0 * MOE_N_RES + MOE_ORE, "Ana's hand is hidden: 3 cards. Tap to show it to Ana only.");
  tap (f, KONTOR_MOE_ITEM_HAND, 0);
  g_assert_true (selected (f)->hands[0]);
  assert_target (f, KONTOR_MOE_ITEM_HAND, 0, "Ana's hand: 1 wool, 2 ore.");
  assert_target (f, KONTOR_MOE_ITEM_CARD, 0 * MOE_N_RES + MOE_ORE, "Ana holds 2 ore.");
  assert_target (f, KONTOR_MOE_ITEM_HAND, 1, "Bo's hand is hidden: 3 cards. Tap to show it to Bo only.");
  tap (f, KONTOR_MOE_ITEM_HAND, 0);
  g_assert_false (selected (f)->hands[0]);
  command (f, "reveal", g_variant_new_int32 (1));
  assert_target (f, KONTOR_MOE_ITEM_HAND, 1, "Bo's hand: 1 wood, 1 grain, 1 salt.");
  command (f, "reveal", g_variant_new_int32 (9));
  g_assert_false (selected (f)->hands[1]);
  command (f, "reveal", g_variant_new_int32 (2));
  ENTER (f, "{\"do\":\"buy-resource\",\"card\":\"wool\"}");
  g_assert_false (selected (f)->hands[2]);

  /* the ledger, gold, the bank, the race */
  assert_target (f, KONTOR_MOE_ITEM_PLAYER, 0,
                 "Ana (blue): cards 4, gold 1, development cards 0; goods delivered 0 of 5, ready 1; in reserve: routes 29, "
                 "merchants 2, caravans 0, kontors in the warehouse 4.");
  assert_target (f, KONTOR_MOE_ITEM_GOLD, 1, "Bo has 4 gold.");
  assert_target (f, KONTOR_MOE_ITEM_BANK, MOE_ORE, "The bank holds 16 ore.");
  assert_target (f, KONTOR_MOE_ITEM_BANK, MOE_GOLD, "The bank holds 87 gold.");
  assert_target (f, KONTOR_MOE_ITEM_PROGRESS, 3, "Di: 0 of 5 goods delivered, place 1.");
  assert_target (f, KONTOR_MOE_ITEM_DEV, 0, "Ana holds 0 development cards.");
  assert_target (f, KONTOR_MOE_ITEM_DECK, 0, "The development deck holds 25 cards; 0 are discarded.");
  assert_target (f, KONTOR_MOE_ITEM_ROBBER, 0, "The robber stands on alps.");
  assert_target (f, KONTOR_MOE_ITEM_CARAVAN, 1, "Ana's caravan 2 stands at r9.");
  assert_target (f, KONTOR_MOE_ITEM_CARAVAN, 0, "Ana's caravan 1 is on the board.");
  assert_target (f, KONTOR_MOE_ITEM_CARAVAN, 3, "Bo's caravan 2 is in reserve.");
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 9, "Di's kontor in wien holds no goods yet.");
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 0, "This turn's roll gave Ana 1 wood, 2 ore.");
  assert_target (f, KONTOR_MOE_ITEM_OWED, 0, "Ana is owed 0 wood this roll.");

  /* the entry's own buttons */
  assert_target (f, KONTOR_MOE_ITEM_DIE, 3, "Die 1 shows 3.");
  assert_target (f, KONTOR_MOE_ITEM_DIE, 8 + 6, "Die 2 shows 6.");
  assert_target (f, KONTOR_MOE_ITEM_DIE, 7, NULL);
  assert_target (f, KONTOR_MOE_ITEM_DIE, 8, NULL);
  assert_target (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_DEV, "A development card costs wool and salt.");
  assert_target (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_MERCHANT, "A merchant costs wool, grain and wood.");
  assert_target (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_CARAVAN, "A caravan costs ore, wood and salt.");
  assert_target (f, KONTOR_MOE_ITEM_BUILD, KONTOR_MOE_BUILD_ROUTE, "A route costs ore and wood.");
  assert_target (f, KONTOR_MOE_ITEM_STEPS, 1, "The piece moved 1 step.");
  assert_target (f, KONTOR_MOE_ITEM_STEPS, 6, "The piece moved 6 steps.");
  assert_target (f, KONTOR_MOE_ITEM_DOUBLE_ARROW, 0, "The route is placed on a double-arrow path: a free route follows.");
  assert_target (f, KONTOR_MOE_ITEM_CONNECT, 0, "The route ends a city's isolation: gold is paid for the chain.");

  /* out of range */
  assert_target (f, KONTOR_MOE_ITEM_CARD, 4 * MOE_N_RES, NULL);
  assert_target (f, KONTOR_MOE_ITEM_CARAVAN, 8, NULL);
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 12, NULL);
  assert_target (f, KONTOR_MOE_ITEM_BANK, 6, NULL);
  assert_target (f, KONTOR_MOE_ITEM_BUILD, 4, NULL);
  assert_target (f, KONTOR_MOE_ITEM_STEPS, 16, NULL);
  assert_target (f, KONTOR_MOE_ITEM_DECK, 1, NULL);
  assert_target (f, KONTOR_MOE_ITEM_PLAYER, 4, NULL);
  assert_target (f, KONTOR_MOE_ITEM_ROBBER + 1, 0, NULL);
  {
    KontorTarget t = { KONTOR_TARGET_CITY, 0, 0 };
    g_assert_null (kontor_table_describe_target (f->table, &t));
    kontor_table_click (f->table, &t);
    t.kind = KONTOR_TARGET_ITEM;
    t.a = KONTOR_MOE_ITEM_PRODUCED;
    kontor_table_click (f->table, &t);   /* text only */
    t.b = 9;
    kontor_table_click (f->table, &t);
  }

  /* looking back: the produced text of the position looked at */
  kontor_table_review (f->table, 1);
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 0, "No production has been entered this turn.");
  kontor_table_review (f->table, G_MAXUINT);
  ENTER (f, "{\"do\":\"end-turn\"}");
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 0, "No production has been entered this turn.");
}

/* ------------------------------------------------------------ hints */

static void
test_hints (Fixture *f, gconstpointer data)
{
  assert_table_hints (f, "Ana rolls both dice: a 7 means discards and the robber, any other total production.");
  command (f, "roll", g_variant_new ("(ii)", 6, 6));
  assert_table_hints (f, "Enter what each player is owed for the 12: a player who gets no card takes 1 gold, and a type the bank cannot pay in full goes to nobody.");
  ENTER (f, "{\"do\":\"production\",\"owed\":{\"blue\":{\"wool\":17,\"grain\":2,\"wood\":1}}}",
         "{\"do\":\"build-merchant\"}", "{\"do\":\"buy-resource\",\"card\":\"wool\"}",
         "{\"do\":\"move-merchant\",\"merchant\":1,\"grain\":1,\"steps\":0,\"found\":{\"city\":\"f1\",\"gold\":90}}");
  assert_table_hints (f, "Ana can afford now: a development card.",
                      "Buying 1 wood for 2 gold would make a caravan affordable.",
                      "Buying 1 wood for 2 gold would make a route affordable.",
                      "Ana has goods ready to deliver (2) and 9 kontors of the others can take one.",
                      "The bank is short by 3 gold: the table stands in with other coins.",
                      "The bank has no wool left.");
  ENTER (f, "{\"do\":\"buy-resource\",\"card\":\"ore\"}");
  assert_table_hints (f, "Ana can afford now: a development card.",
                      "Trading 3 wool with the bank for 1 wood would make a caravan affordable.",
                      "Trading 3 wool with the bank for 1 wood would make a route affordable.",
                      "Ana has goods ready to deliver (2) and 9 kontors of the others can take one.",
                      "The bank is short by 1 gold: the table stands in with other coins.",
                      "The bank has no wool left.");
  ENTER (f, "{\"do\":\"end-turn\"}", "{\"do\":\"roll\",\"dice\":[1,1]}", "{\"do\":\"production\",\"owed\":{}}");
  assert_table_hints (f, "Bo cannot afford a build now.",
                      "Buying 1 ore for 2 gold would make a caravan affordable.",
                      "Buying 1 ore for 2 gold would make a route affordable.",
                      "Bo has goods ready to deliver (1) and 10 kontors of the others can take one.",
                      "The bank is short by 5 gold: the table stands in with other coins.",
                      "The bank has no wool left.");
  g_assert_cmpstr (kontor_moe_res_name (7), ==, "?");
  g_assert_cmpstr (kontor_moe_res_name (MOE_GOLD), ==, "gold");
  g_assert_cmpstr (kontor_moe_color_name (9), ==, "?");
  g_assert_cmpstr (kontor_moe_owner_name (pos_of (f), kontor_game_get_setup (f->game), -1), ==, "?");
}

/* ------------------------------------------------------------ corrections */

/* Correcting a production: the grid starts with the last 9 before it. */
static void
test_correction (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  ENTER (f, "{\"do\":\"roll\",\"dice\":[4,5]}", "{\"do\":\"production\",\"owed\":{\"blue\":{\"salt\":1}}}", "{\"do\":\"end-turn\"}",
         "{\"do\":\"roll\",\"dice\":[3,6]}", "{\"do\":\"production\",\"owed\":{\"red\":{\"ore\":2}}}");
  kontor_table_update (f->table);
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 1, "This turn's roll gave Bo 2 ore.");
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 4, &error));
  g_assert_no_error (error);
  assert_mode (f, "production");
  g_assert_cmpint (selected (f)->owed[0][MOE_SALT], ==, 1);
  g_assert_cmpint (selected (f)->owed[1][MOE_ORE], ==, 0);
  assert_target (f, KONTOR_MOE_ITEM_PRODUCED, 1, "No production has been entered this turn.");
  tap_owed (f, 1, MOE_WOOD);
  kontor_table_done (f->table);
  assert_mode (f, "fix-confirm");
  kontor_table_done (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  {
    g_autofree char *text = entry_json (f->game, 4);
    g_assert_cmpstr (text, ==, "{\"do\":\"production\",\"owed\":{\"red\":{\"wood\":1},\"blue\":{\"salt\":1}}}");
  }
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 1, &error));
  g_assert_cmpint (selected (f)->owed[0][MOE_SALT], ==, 0);
  kontor_table_cancel (f->table);
  kontor_table_cancel (f->table);
}

/* ------------------------------------------------------------ random games */

/* Self-play games (seeded and table draws, both setups): every position
 * has a prompt, hints and words for every target; every entry a history
 * row; the first highlighted build, bank card, victim and the production
 * grid can be entered by a tap (and undone). */
static void
tap_first (KontorTable *table, KontorGame *game, const guint8 *marks, int n, KontorMoeItem item)
{
  static const int numbers[KONTOR_QUESTION_MAX_NUMBERS] = { 1, 1, 1, 1 };
  guint cursor = kontor_game_get_cursor (game);

  for (int b = 0; b < n; b++)
    if (marks[b])
      {
        KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
        kontor_table_click (table, &t);
        if (kontor_table_get_question (table))
          kontor_table_answer (table, 0, numbers);
        if (g_str_equal (kontor_table_get_mode (table), "robber") && kontor_game_get_cursor (game) == cursor)
          kontor_table_done (table);
        while (kontor_game_get_cursor (game) > cursor)
          g_assert_true (kontor_table_undo (table));
        kontor_table_cancel (table);
        return;
      }
}

static void
check_position (KontorTable *table, KontorGame *game)
{
  const KontorMoeMarks *hl = kontor_table_get_highlights (table);
  g_autoptr (GPtrArray) hints = kontor_table_get_hints (table);
  const char *mode = kontor_table_get_mode (table);
  guint cursor = kontor_game_get_cursor (game);

  g_assert_cmpstr (kontor_table_get_prompt (table), !=, "");
  g_assert_cmpuint (hints->len, >, 0);
  for (int item = KONTOR_MOE_ITEM_DIE; item <= KONTOR_MOE_ITEM_ROBBER; item++)
    for (int b = 0; b < 4; b++)
      g_free (kontor_table_describe_target (table, &(KontorTarget) { KONTOR_TARGET_ITEM, item, b }));
  if (g_str_equal (mode, "roll") || g_str_equal (mode, "production") || g_str_equal (mode, "discard"))
    {
      if (g_str_equal (mode, "roll"))
        kontor_table_extra (table);
      else
        kontor_table_done (table);
      g_assert_cmpuint (kontor_game_get_cursor (game), <=, cursor + 1);
      if (kontor_game_get_cursor (game) > cursor)
        g_assert_true (kontor_table_undo (table));
      g_assert_cmpuint (kontor_game_get_cursor (game), ==, cursor);
    }
  tap_first (table, game, hl->builds, KONTOR_MOE_N_BUILDS, KONTOR_MOE_ITEM_BUILD);
  tap_first (table, game, hl->bank, MOE_N_RES + 1, KONTOR_MOE_ITEM_BANK);
  tap_first (table, game, hl->players, MOE_MAX_PLAYERS, KONTOR_MOE_ITEM_PLAYER);
  tap_first (table, game, hl->dev, MOE_MAX_PLAYERS, KONTOR_MOE_ITEM_DEV);
}

static void
test_random_games (void)
{
  static const char *const headers[] = {
    FOUR ",\"draws\":\"table\"", FOUR ",\"draws\":{\"seed\":3}",
    THREE_VARIABLE ",\"draws\":\"table\"", THREE_VARIABLE ",\"draws\":{\"seed\":11}",
  };

  for (int game_no = 0; game_no < 8; game_no++)
    {
      g_autoptr (KontorGame) game = new_game (headers[game_no % G_N_ELEMENTS (headers)]);
      g_autoptr (KontorTable) table = kontor_table_new (game);
      KontorRng rng;
      guint steps = 0;

      kontor_rng_init (&rng, game_no + 5);
      while (!kontor_game_ended (game) && steps++ < 400)
        {
          MoeAction a;
          check_position (table, game);
          g_assert_true (kontor_moe_random_action (kontor_game_get_position (game), &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
          {
            g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (table), 0);
            g_assert_cmpuint (strlen (kontor_history_entry_get_text (e)), >, 8);
          }
        }
      check_position (table, game);
      g_test_message ("game %d: %u entries, ended %d", game_no, kontor_game_get_cursor (game), kontor_game_ended (game));
    }
}

/* Three players: goods delivered to the neutral. */
static void
test_neutral (Fixture *f, gconstpointer data)
{
  ENTER (f, "{\"do\":\"roll\",\"dice\":[1,2]}", "{\"do\":\"production\",\"owed\":{}}");
  kontor_table_update (f->table);
  tap (f, KONTOR_MOE_ITEM_CARAVAN, 0);
  tap (f, KONTOR_MOE_ITEM_STEPS, 1);
  tap_kontor (f, "wien");
  kontor_table_done (f->table);
  assert_last (f, "{\"do\":\"move-caravan\",\"caravan\":1,\"salt\":1,\"steps\":1,\"deliver\":[{\"owner\":\"orange\",\"city\":\"wien\"}]}");
  assert_history (f, "Ana moved caravan 1 1 step for 1 salt, delivering to wien (the neutral)");
  assert_target (f, KONTOR_MOE_ITEM_KONTOR, 9, "The neutral kontor in wien holds Ana's goods.");
  assert_target (f, KONTOR_MOE_ITEM_PROGRESS, 0, "Ana: 1 of 6 goods delivered, place 1.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Merchants of Europe's table part is not offered by the app until it
   * can draw the game: the tests register it themselves */
  if (kontor_table_title_lookup ("merchants-of-europe") == NULL)
    kontor_table_title_register (&kontor_moe_table_title);
#define ADD(path, header, fn) g_test_add ("/table-merchants-of-europe/" path, Fixture, header, fixture_set_up, fn, fixture_tear_down)
  ADD ("record-turn", NULL, test_record_turn);
  ADD ("seven", NULL, test_seven);
  ADD ("trades", NULL, test_trades);
  ADD ("builds", NULL, test_builds);
  ADD ("win", NULL, test_win);
  ADD ("target-text", NULL, test_target_text);
  ADD ("hints", NULL, test_hints);
  ADD ("neutral", THREE_FIXED ",\"draws\":\"table\"", test_neutral);
  ADD ("correction", NULL, test_correction);
  ADD ("win-by-move", NULL, test_win_by_move);
  ADD ("variable-setup", THREE_VARIABLE ",\"draws\":\"table\"", test_variable_setup);
  ADD ("seeded", FOUR ",\"draws\":{\"seed\":7}", test_seeded);
#undef ADD
  g_test_add_func ("/table-merchants-of-europe/random-games", test_random_games);
  return g_test_run ();
}
