/* Every action in a player's words (the history list and hints): the exact
 * sentence for each kind of entry and each benefit (issue 27). */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"

static const char *const names[] = { "Ana", "Bo", "Cy" };

static void
position_on (KontorPosition *pos, const char *board, int n_players)
{
  g_autoptr (GError) error = NULL;
  KontorSetupInfo setup;
  const KontorBoard *b = kontor_board_get (board, &error);
  g_assert_no_error (error);
  kontor_setup_info_init (&setup, n_players);
  g_assert_true (kontor_position_init (pos, b, &setup, &error));
  g_assert_no_error (error);
}

static void
position (KontorPosition *pos, int n_players)
{
  position_on (pos, "base-2-3", n_players);
}

static KontorAction
action (const KontorPosition *pos, const char *json)
{
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;
  KontorAction a;
  g_assert_true (kontor_action_from_json (node, pos, &a, &error));
  g_assert_no_error (error);
  return a;
}

static void
says (const KontorPosition *pos, const char *json, const char *text)
{
  KontorAction a = action (pos, json);
  g_autofree char *got = kontor_action_describe (pos, &a, names);
  g_assert_cmpstr (got, ==, text);
}

static int
route (const KontorPosition *pos, const char *id)
{
  int r = kontor_board_route_index (pos->board, id);
  g_assert_cmpint (r, >=, 0);
  return r;
}

static void
test_pieces_text (void)
{
  static const struct { int t, m; const char *text; } cases[] = {
    { 0, 0, "no pieces" }, { 1, 0, "1 trader" }, { 2, 0, "2 traders" }, { 0, 1, "1 merchant" },
    { 0, 2, "2 merchants" }, { 2, 1, "2 traders and 1 merchant" }, { -1, 0, "no pieces" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = kontor_pieces_text (cases[i].t, cases[i].m);
      g_assert_cmpstr (got, ==, cases[i].text);
    }
}

static void
test_simple (void)
{
  KontorPosition pos;
  g_autofree char *r = NULL;
  position (&pos, 3);
  r = kontor_route_name (pos.board, route (&pos, "hamburg-luebeck"));
  g_assert_cmpstr (r, ==, "Hamburg–Lübeck");
  says (&pos, "{\"do\": \"hire\", \"traders\": 0, \"merchants\": 0}", "Ana hired no pieces");
  says (&pos, "{\"do\": \"hire\", \"traders\": 2, \"merchants\": 1}", "Ana hired 2 traders and 1 merchant");
  says (&pos, "{\"do\": \"place\", \"route\": \"hamburg-luebeck\", \"space\": 0, \"piece\": \"trader\"}",
        "Ana placed a trader on Hamburg–Lübeck");
  says (&pos, "{\"do\": \"place\", \"route\": \"hamburg-luebeck\", \"space\": 0, \"piece\": \"merchant\"}",
        "Ana placed a merchant on Hamburg–Lübeck");
  says (&pos, "{\"do\": \"move\", \"moves\": [{\"from\": {\"route\": \"hamburg-luebeck\", \"space\": 0},"
              " \"to\": {\"route\": \"hamburg-stade\", \"space\": 0}}]}", "Ana moved 1 piece");
  says (&pos, "{\"do\": \"move\", \"moves\": []}", "Ana moved 0 pieces");
  says (&pos, "{\"do\": \"use-bonus\", \"marker\": \"actions-3\"}", "Ana used the bonus marker “+3 actions”");
  says (&pos, "{\"do\": \"end-turn\"}", "Ana ended the turn");
  /* draws at the table: the marker named in the entry; virtual draws: the one drawn */
  pos.pending_kind[0] = -1;
  says (&pos, "{\"do\": \"place-bonus\", \"route\": \"hamburg-luebeck\", \"marker\": \"actions-4\"}",
        "Ana placed the drawn marker “+4 actions” on Hamburg–Lübeck");
  says (&pos, "{\"do\": \"place-bonus\", \"marker\": \"remove-3\"}", "Ana set the drawn marker “Remove 3 pieces” aside");
  says (&pos, "{\"do\": \"place-bonus\"}", "Ana set the drawn marker “?” aside");
  pos.pending_kind[0] = KONTOR_MARKER_SWAP_OFFICES;
  says (&pos, "{\"do\": \"place-bonus\", \"route\": \"hamburg-luebeck\"}",
        "Ana placed the drawn marker “Swap offices” on Hamburg–Lübeck");
  pos.active = 2;
  says (&pos, "{\"do\": \"end-turn\"}", "Cy ended the turn");
  {
    KontorAction a;
    g_autofree char *got = NULL;
    kontor_action_init (&a, KONTOR_N_DO);
    got = kontor_action_describe (&pos, &a, names);
    g_assert_cmpstr (got, ==, "?");
  }
}

static void
test_displace_relocate (void)
{
  KontorPosition pos;
  int hl;
  position (&pos, 3);
  hl = route (&pos, "hamburg-luebeck");
  pos.spaces[hl][0] = (KontorPiece) { 1, KONTOR_PIECE_TRADER };
  pos.spaces[hl][1] = (KontorPiece) { 2, KONTOR_PIECE_MERCHANT };
  says (&pos, "{\"do\": \"displace\", \"route\": \"hamburg-luebeck\", \"space\": 0, \"piece\": \"trader\","
              " \"pay\": {\"traders\": 1, \"merchants\": 0}}", "Ana displaced Bo's trader on Hamburg–Lübeck");
  says (&pos, "{\"do\": \"displace\", \"route\": \"hamburg-luebeck\", \"space\": 1, \"piece\": \"trader\","
              " \"pay\": {\"traders\": 2, \"merchants\": 0}}", "Ana displaced Cy's merchant on Hamburg–Lübeck");
  /* Bo relocates (the displaced player enters it) */
  pos.phase = KONTOR_PHASE_RELOCATION;
  pos.reloc_player = 1;
  pos.reloc_route = hl;
  says (&pos, "{\"do\": \"relocate\", \"pieces\": [{\"from\": \"displaced\", \"route\": \"hamburg-stade\", \"space\": 0, \"piece\": \"trader\"}]}",
        "Bo put the displaced piece back on Hamburg–Stade");
  says (&pos, "{\"do\": \"relocate\", \"pieces\": [{\"from\": \"stock\", \"route\": \"bremen-hamburg\", \"space\": 0, \"piece\": \"trader\"},"
              " {\"from\": \"displaced\", \"route\": \"hamburg-stade\", \"space\": 0, \"piece\": \"trader\"},"
              " {\"from\": \"stock\", \"route\": \"hamburg-stade\", \"space\": 1, \"piece\": \"trader\"}]}",
        "Bo put the displaced piece back on Hamburg–Stade and added 2 more");
  says (&pos, "{\"do\": \"relocate\", \"pieces\": []}", "Bo put the displaced piece back on ?");
}

static void
test_two_players (void)
{
  KontorPosition pos;
  int hs, hl, stade, hamburg;
  position (&pos, 2);
  hl = route (&pos, "hamburg-luebeck");
  hs = route (&pos, "hamburg-stade");
  stade = kontor_board_city_index (pos.board, "stade");
  hamburg = kontor_board_city_index (pos.board, "hamburg");
  /* the neutral stands on the first space of every route into Lübeck (Money bags) */
  g_assert_cmpint (pos.spaces[hl][0].owner, ==, KONTOR_NEUTRAL);
  says (&pos, "{\"do\": \"displace\", \"route\": \"hamburg-luebeck\", \"space\": 0, \"piece\": \"trader\","
              " \"pay\": {\"traders\": 1, \"merchants\": 0}}", "Ana displaced a neutral trader on Hamburg–Lübeck");
  /* a displaced neutral is relocated by the other player */
  pos.phase = KONTOR_PHASE_RELOCATION;
  pos.reloc_player = KONTOR_NEUTRAL;
  pos.reloc_route = hl;
  says (&pos, "{\"do\": \"relocate\", \"pieces\": [{\"from\": \"displaced\", \"route\": \"hamburg-stade\", \"space\": 1, \"piece\": \"trader\"}]}",
        "Bo put the displaced neutral trader back on Hamburg–Stade");
  says (&pos, "{\"do\": \"relocate\", \"pieces\": [{\"from\": \"displaced\", \"route\": \"hamburg-stade\", \"space\": 1, \"piece\": \"trader\"},"
              " {\"from\": \"stock\", \"route\": \"hamburg-stade\", \"space\": 2, \"piece\": \"trader\"}]}",
        "Bo put the displaced neutral trader back on Hamburg–Stade and added another");
  pos.phase = KONTOR_PHASE_NEUTRAL_CLAIM;
  says (&pos, "{\"do\": \"neutral-claim\", \"route\": \"hamburg-stade\", \"city\": \"stade\"}",
        "The neutral claimed Hamburg–Stade and opened an office in Stade");
  says (&pos, "{\"do\": \"neutral-claim\", \"route\": \"hamburg-stade\"}",
        "The neutral claimed Hamburg–Stade (both cities full, no office)");
  pos.slots[stade][0] = (KontorPiece) { 0, KONTOR_PIECE_MERCHANT };
  says (&pos, "{\"do\": \"neutral-claim\", \"route\": \"hamburg-stade\", \"city\": \"stade\"}",
        "The neutral claimed Hamburg–Stade (both cities full, no office)");
  (void) hs;
  (void) hamburg;
}

static void
test_claims (void)
{
  KontorPosition pos;
  static const struct { const char *benefit, *text, *label; } cases[] = {
    { "\"none\"", "Ana claimed Hamburg–Lübeck", "No benefit" },
    { "{\"office\": {\"city\": \"luebeck\", \"piece\": \"trader\"}}",
      "Ana claimed Hamburg–Lübeck and opened an office in Lübeck", "Office in Lübeck (trader)" },
    { "{\"office\": {\"city\": \"hamburg\", \"piece\": \"merchant\"}}",
      "Ana claimed Hamburg–Lübeck and opened an office in Hamburg", "Office in Hamburg (merchant)" },
    { "{\"extra-office\": {\"city\": \"hamburg\", \"piece\": \"trader\"}}",
      "Ana claimed Hamburg–Lübeck and opened an extra office in Hamburg", "Extra office in Hamburg (trader)" },
    { "{\"extra-office\": {\"city\": \"luebeck\", \"piece\": \"merchant\"}}",
      "Ana claimed Hamburg–Lübeck and opened an extra office in Lübeck", "Extra office in Lübeck (merchant)" },
    { "{\"upgrade\": \"money-bags\"}", "Ana claimed Hamburg–Lübeck and upgraded Money bags", "Upgrade Money bags" },
  };
  position (&pos, 3);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"do\": \"claim\", \"route\": \"hamburg-luebeck\", \"benefit\": %s}",
                                               cases[i].benefit);
      KontorAction a = action (&pos, json);
      g_autofree char *label = kontor_claim_choice_label (pos.board, &a);
      says (&pos, json, cases[i].text);
      g_assert_cmpstr (label, ==, cases[i].label);
    }
  {
    const char *json = "{\"do\": \"claim\", \"route\": \"coellen-warburg\", \"benefit\": {\"coellen\": {\"space\": 3}}}";
    KontorAction a = action (&pos, json);
    g_autofree char *label = kontor_claim_choice_label (pos.board, &a);
    g_autofree char *text = g_strdup_printf ("Ana claimed Coellen–Warburg and put a merchant on the %d prestige space",
                                             pos.board->table_value[3]);
    g_autofree char *lab = g_strdup_printf ("Prestige table: %d", pos.board->table_value[3]);
    says (&pos, json, text);
    g_assert_cmpstr (label, ==, lab);
    g_assert_cmpint (pos.board->table_value[3], ==, 11);
  }
}

/* East and Britannia: a claim says what its printed marker did; Remove 3 is
 * named as the move it is on Britannia (expansions §12.4, §12.9 D6). */
static void
test_printed_markers (void)
{
  KontorPosition pos;
  position_on (&pos, "east", 3);
  says (&pos, "{\"do\": \"claim\", \"route\": \"malmoe-visby\", \"benefit\": \"none\","
              " \"permanent\": {\"kind\": \"build-in-green\", \"city\": \"waren\", \"piece\": \"trader\"}}",
        "Ana claimed Malmö–Visby; the printed marker opened an office with a trader in Waren");
  says (&pos, "{\"do\": \"claim\", \"route\": \"malmoe-visby\", \"benefit\": \"none\","
              " \"permanent\": {\"kind\": \"build-in-green\", \"city\": \"dresden\", \"piece\": \"merchant\"}}",
        "Ana claimed Malmö–Visby; the printed marker opened an office with a merchant in Dresden");
  says (&pos, "{\"do\": \"claim\", \"route\": \"malmoe-visby\", \"benefit\": \"none\", \"permanent\": null}",
        "Ana claimed Malmö–Visby");
  says (&pos, "{\"do\": \"use-bonus\", \"marker\": \"remove-3\", \"spaces\": []}",
        "Ana used the bonus marker “Remove 3 pieces”");
  position_on (&pos, "britannia-3", 3);
  says (&pos, "{\"do\": \"use-bonus\", \"marker\": \"remove-3\", \"moves\": []}",
        "Ana used the bonus marker “Move 3 pieces (Remove 3)”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/describe/pieces", test_pieces_text);
  g_test_add_func ("/describe/simple", test_simple);
  g_test_add_func ("/describe/displace-relocate", test_displace_relocate);
  g_test_add_func ("/describe/two-players", test_two_players);
  g_test_add_func ("/describe/claims", test_claims);
  g_test_add_func ("/describe/printed-markers", test_printed_markers);
  return g_test_run ();
}
