/* The rule facts the table proposes entries with (kontor-entry.h), on each
 * side of every condition: the displacement penalty and its default payment,
 * which piece a relocation takes next (stock, then supply, the kind wanted or
 * the other), Money bags at 'all', the board and variant per player count
 * (issue 27). */
#include "config.h"

#include "kontor-engine.h"

static void
start (KontorPosition *pos, int n_players)
{
  KontorSetupInfo setup;
  kontor_setup_info_init (&setup, n_players);
  g_assert_true (kontor_position_init (pos, kontor_board_get (kontor_default_board (n_players), NULL), &setup, NULL));
}

static void
test_displace (void)
{
  KontorPosition pos;
  KontorAction a;
  int r;

  start (&pos, 3);
  r = kontor_board_route_index (pos.board, "hamburg-luebeck");
  pos.spaces[r][0] = (KontorPiece) { 1, KONTOR_PIECE_TRADER };
  pos.spaces[r][1] = (KontorPiece) { 2, KONTOR_PIECE_MERCHANT };
  g_assert_cmpint (kontor_displace_penalty (&pos, r, 0), ==, 1);
  g_assert_cmpint (kontor_displace_penalty (&pos, r, 1), ==, 2);
  g_assert_cmpint (kontor_displace_penalty (&pos, r, 2), ==, 0);
  /* traders first: Ana has 5 traders and 1 merchant */
  kontor_displace_default (&pos, r, 1, KONTOR_PIECE_TRADER, &a);
  g_assert_cmpint (a.what, ==, KONTOR_DO_DISPLACE);
  g_assert_cmpint (a.route, ==, r);
  g_assert_cmpint (a.space, ==, 1);
  g_assert_cmpint (a.piece, ==, KONTOR_PIECE_TRADER);
  g_assert_cmpint (a.traders, ==, 2);
  g_assert_cmpint (a.merchants, ==, 0);
  /* one trader left after putting one down: the merchant pays the rest */
  pos.players[0].supply[KONTOR_PIECE_TRADER] = 2;
  kontor_displace_default (&pos, r, 1, KONTOR_PIECE_TRADER, &a);
  g_assert_cmpint (a.traders, ==, 1);
  g_assert_cmpint (a.merchants, ==, 1);
  /* putting the merchant down leaves both traders to pay */
  kontor_displace_default (&pos, r, 1, KONTOR_PIECE_MERCHANT, &a);
  g_assert_cmpint (a.traders, ==, 2);
  g_assert_cmpint (a.merchants, ==, 0);
  /* no trader at all */
  pos.players[0].supply[KONTOR_PIECE_TRADER] = 0;
  kontor_displace_default (&pos, r, 0, KONTOR_PIECE_MERCHANT, &a);
  g_assert_cmpint (a.traders, ==, 0);
  g_assert_cmpint (a.merchants, ==, 1);
}

static KontorRelocation
next (const KontorPosition *pos, const KontorAction *partial, KontorPieceKind want)
{
  KontorRelocation r;
  kontor_relocation_next (pos, partial, want, &r);
  return r;
}

static void
add (KontorAction *partial, KontorRelocation r)
{
  partial->reloc[partial->n++] = r;
}

static void
test_relocation_next (void)
{
  KontorPosition pos;
  KontorAction partial;
  KontorRelocation r;

  start (&pos, 3);
  pos.phase = KONTOR_PHASE_RELOCATION;
  pos.reloc_player = 1;
  pos.reloc_kind = KONTOR_PIECE_MERCHANT;
  pos.reloc_extras = 2;
  g_assert_cmpint (kontor_relocation_size (&pos), ==, 3);
  kontor_action_init (&partial, KONTOR_DO_RELOCATE);
  /* the displaced piece first, whatever is wanted */
  r = next (&pos, &partial, KONTOR_PIECE_TRADER);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_DISPLACED);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_MERCHANT);
  add (&partial, r);
  /* Bo's stock holds 1 trader, no merchant: a merchant is wanted, the stock gives a trader */
  pos.players[1].stock[KONTOR_PIECE_TRADER] = 1;
  pos.players[1].stock[KONTOR_PIECE_MERCHANT] = 0;
  pos.players[1].supply[KONTOR_PIECE_TRADER] = 0;
  pos.players[1].supply[KONTOR_PIECE_MERCHANT] = 1;
  r = next (&pos, &partial, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_STOCK);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_TRADER);
  r = next (&pos, &partial, KONTOR_PIECE_TRADER);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_STOCK);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_TRADER);
  add (&partial, r);
  /* the stock is used up by the chosen piece: the supply's merchant, wanted or not */
  r = next (&pos, &partial, KONTOR_PIECE_TRADER);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_SUPPLY);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_MERCHANT);
  r = next (&pos, &partial, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_SUPPLY);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_MERCHANT);
  /* with a trader in the supply too, the wanted kind */
  pos.players[1].supply[KONTOR_PIECE_TRADER] = 1;
  r = next (&pos, &partial, KONTOR_PIECE_TRADER);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_TRADER);
  /* a supply piece already chosen counts too */
  add (&partial, (KontorRelocation) { .from = KONTOR_FROM_SUPPLY, .piece = KONTOR_PIECE_MERCHANT });
  r = next (&pos, &partial, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_SUPPLY);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_TRADER);
  /* stock and supply empty: a piece of the wanted kind moved from the board, picked at the table */
  pos.players[1].supply[KONTOR_PIECE_TRADER] = pos.players[1].supply[KONTOR_PIECE_MERCHANT] = 0;
  pos.players[1].stock[KONTOR_PIECE_TRADER] = pos.players[1].stock[KONTOR_PIECE_MERCHANT] = 0;
  kontor_action_init (&partial, KONTOR_DO_RELOCATE);
  add (&partial, next (&pos, &partial, KONTOR_PIECE_TRADER));
  r = next (&pos, &partial, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_BOARD);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.src.route, ==, -1);
  /* the neutral: one more neutral trader from its pool */
  pos.reloc_player = KONTOR_NEUTRAL;
  pos.reloc_kind = KONTOR_PIECE_TRADER;
  kontor_action_init (&partial, KONTOR_DO_RELOCATE);
  add (&partial, next (&pos, &partial, KONTOR_PIECE_MERCHANT));
  g_assert_cmpint (partial.reloc[0].from, ==, KONTOR_FROM_DISPLACED);
  g_assert_cmpint (partial.reloc[0].piece, ==, KONTOR_PIECE_TRADER);
  r = next (&pos, &partial, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (r.from, ==, KONTOR_FROM_STOCK);
  g_assert_cmpint (r.piece, ==, KONTOR_PIECE_TRADER);
}

static void
test_defaults (void)
{
  KontorPosition pos;
  start (&pos, 3);
  pos.players[0].level[KONTOR_ABILITY_MONEY_BAGS] = 2;
  g_assert_false (kontor_hire_unlimited (&pos, 0));
  pos.players[0].level[KONTOR_ABILITY_MONEY_BAGS] = 3;
  g_assert_true (kontor_hire_unlimited (&pos, 0));
  g_assert_cmpstr (kontor_default_board (2), ==, "base-2-3");
  g_assert_cmpstr (kontor_default_board (3), ==, "base-2-3");
  g_assert_cmpstr (kontor_default_board (4), ==, "base-4-5");
  g_assert_cmpstr (kontor_default_board (5), ==, "base-4-5");
  g_assert_cmpint (kontor_default_variant (2), ==, KONTOR_VARIANT_TWO_PLAYER_NEUTRAL);
  g_assert_cmpint (kontor_default_variant (3), ==, KONTOR_VARIANT_NONE);
  g_assert_cmpint (kontor_default_variant (5), ==, KONTOR_VARIANT_NONE);
}

/* Ids and sentences of every kind, and "?" for what is none (records and
 * the end reasons' sentences); freeing nothing is allowed. */
static void
test_ids_and_sentences (void)
{
  g_autofree char *two = kontor_end_reasons_text (KONTOR_END_PRESTIGE_20 | KONTOR_END_TEN_CITIES);
  g_autofree char *none = kontor_end_reasons_text (0);
  g_autoptr (GError) error = NULL;
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 6 };

  g_assert_cmpstr (kontor_color_id (KONTOR_COLOR_PURPLE), ==, "purple");
  g_assert_cmpstr (kontor_color_id (77), ==, "?");
  g_assert_cmpstr (kontor_marker_id (KONTOR_MARKER_UPGRADE_ABILITY), ==, "upgrade-ability");
  g_assert_cmpstr (kontor_marker_id (77), ==, "?");
  g_assert_cmpstr (kontor_end_reason_id (KONTOR_END_BONUS_STACK_EMPTY), ==, "bonus-stack-empty");
  g_assert_cmpstr (kontor_end_reason_id (KONTOR_END_PRESTIGE_20 | KONTOR_END_TEN_CITIES), ==, "?");
  g_assert_cmpstr (kontor_end_reason_id (0), ==, "?");
  g_assert_cmpstr (kontor_end_reason_sentence (0), ==, "?");
  g_assert_cmpstr (two, ==, "A player reached 20 prestige points. The tenth city was completed.");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (kontor_rule_error_id (KONTOR_RULE_ERROR_OFFICE_PRIVILEGE), ==, "office-privilege");
  g_assert_cmpstr (kontor_rule_error_id (KONTOR_RULE_N_ERRORS + 5), ==, "?");
  kontor_hint_free (NULL);
  kontor_end_position_free (NULL);
  /* a setup from the setup page: too many players, an unknown board */
  g_assert_null (kontor_game_new (&setup, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS);
  g_clear_error (&error);
  setup.n_players = 3;
  setup.board = "base-9-9";
  g_assert_null (kontor_game_new (&setup, &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/entry/displace", test_displace);
  g_test_add_func ("/entry/relocation-next", test_relocation_next);
  g_test_add_func ("/entry/defaults", test_defaults);
  g_test_add_func ("/entry/ids-and-sentences", test_ids_and_sentences);
  return g_test_run ();
}
