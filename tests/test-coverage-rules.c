/* Rule tables on each side of their thresholds, and the board loader's
 * refusals (issue 27).  Exact values from the spec (../shared/spec/rules-hansa-teutonica.md). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kontor-engine.h"

/* §9.3: 1 → 1, 2–3 → 3, 4–5 → 6, 6–7 → 10, 8–9 → 15, 10+ → 21. */
static void
test_marker_points (void)
{
  static const int points[] = { 0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21, 21, 21, 21, 21, 21 };
  for (int n = 0; n < (int) G_N_ELEMENTS (points); n++)
    g_assert_cmpint (kontor_marker_points (n), ==, points[n]);
  g_assert_cmpint (kontor_marker_points (-1), ==, 0);
}

/* §7 (seed 000): 4 extra office, 3 swap, 2 each of the others; 15 in all. */
static void
test_marker_totals (void)
{
  static const int totals[] = { 4, 3, 2, 2, 2, 2 };
  int sum = 0;
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    {
      g_assert_cmpint (kontor_marker_total (m), ==, totals[m]);
      sum += totals[m];
    }
  g_assert_cmpint (sum, ==, KONTOR_MAX_MARKERS);
  g_assert_cmpint (kontor_marker_total (-1), ==, 0);
  g_assert_cmpint (kontor_marker_total (KONTOR_N_MARKERS), ==, 0);
}

/* The desk: keys 1,2,2,3,4; actions 2,3,3,4,4,5; privilegium white…black;
 * liber sophiae 2..5; money bags 3,5,7,all.  Levels beyond the track clamp. */
static void
test_ability_tracks (void)
{
  static const int keys[] = { 1, 2, 2, 3, 4 };
  static const int actions[] = { 2, 3, 3, 4, 4, 5 };
  static const int priv[] = { KONTOR_PRIV_WHITE, KONTOR_PRIV_ORANGE, KONTOR_PRIV_PINK, KONTOR_PRIV_BLACK };
  static const int liber[] = { 2, 3, 4, 5 };
  static const int money[] = { 3, 5, 7, 99 };
  static const struct { KontorAbility a; const int *v; int n; KontorPieceKind cover; } tracks[] = {
    { KONTOR_ABILITY_KEYS, keys, G_N_ELEMENTS (keys), KONTOR_PIECE_TRADER },
    { KONTOR_ABILITY_ACTIONS, actions, G_N_ELEMENTS (actions), KONTOR_PIECE_TRADER },
    { KONTOR_ABILITY_PRIVILEGIUM, priv, G_N_ELEMENTS (priv), KONTOR_PIECE_TRADER },
    { KONTOR_ABILITY_LIBER_SOPHIAE, liber, G_N_ELEMENTS (liber), KONTOR_PIECE_MERCHANT },
    { KONTOR_ABILITY_MONEY_BAGS, money, G_N_ELEMENTS (money), KONTOR_PIECE_TRADER },
  };
  for (guint t = 0; t < G_N_ELEMENTS (tracks); t++)
    {
      g_assert_cmpint (kontor_ability_max_level (tracks[t].a), ==, tracks[t].n - 1);
      g_assert_cmpint (kontor_ability_cover (tracks[t].a), ==, tracks[t].cover);
      for (int l = 0; l < tracks[t].n; l++)
        g_assert_cmpint (kontor_ability_value (tracks[t].a, l), ==, tracks[t].v[l]);
      g_assert_cmpint (kontor_ability_value (tracks[t].a, -1), ==, tracks[t].v[0]);
      g_assert_cmpint (kontor_ability_value (tracks[t].a, tracks[t].n), ==, tracks[t].v[tracks[t].n - 1]);
    }
  g_assert_cmpint (kontor_ability_max_level (KONTOR_N_ABILITIES), ==, 0);
  g_assert_cmpint (kontor_ability_value (KONTOR_N_ABILITIES, 0), ==, 0);
}

/* §9.2: 4 PP per fully developed track except Keys; one level short scores nothing. */
static void
test_abilities_score (void)
{
  g_autoptr (KontorEndPosition) end = g_new0 (KontorEndPosition, 1);
  const KontorColor colors[] = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN };
  g_autoptr (GError) error = NULL;
  KontorScore s;

  g_assert_true (kontor_end_position_init (end, "base-2-3", 3, NULL, colors, &error));
  for (int a = 0; a < KONTOR_N_ABILITIES; a++)
    {
      end->pos.players[0].level[a] = kontor_ability_max_level (a);
      end->pos.players[1].level[a] = kontor_ability_max_level (a) - 1;
    }
  end->pos.players[2].level[KONTOR_ABILITY_KEYS] = kontor_ability_max_level (KONTOR_ABILITY_KEYS);
  kontor_score_compute (&end->pos, &s);
  g_assert_cmpint (s.players[0].abilities, ==, 16);
  g_assert_cmpint (s.players[1].abilities, ==, 0);
  g_assert_cmpint (s.players[2].abilities, ==, 0);
  /* the tiebreak of equal totals: fewer actions per turn ranks first */
  end->pos.players[1].prestige = 16;
  kontor_score_compute (&end->pos, &s);
  g_assert_cmpint (s.players[0].total, ==, s.players[1].total);
  g_assert_cmpint (s.players[1].rank, ==, 1);
  g_assert_cmpint (s.players[0].rank, ==, 2);
  g_assert_cmpint (s.players[1].tiebreak, ==, KONTOR_TIEBREAK_ACTIONS);
  g_assert_cmpint (s.n_winners, ==, 1);
  g_assert_cmpint (s.winners[0], ==, 1);
}

/* The names of every id, and "?" outside the enums. */
static void
test_names (void)
{
  g_assert_cmpstr (kontor_color_name (KONTOR_COLOR_NEUTRAL), ==, "Neutral");
  g_assert_cmpstr (kontor_color_name (KONTOR_COLOR_PURPLE), ==, "Purple");
  g_assert_cmpstr (kontor_color_name (99), ==, "?");
  g_assert_cmpstr (kontor_privilege_name (KONTOR_PRIV_BLACK), ==, "black");
  g_assert_cmpstr (kontor_privilege_name (99), ==, "?");
  g_assert_cmpstr (kontor_ability_name (KONTOR_ABILITY_MONEY_BAGS), ==, "Money bags");
  g_assert_cmpstr (kontor_ability_name (99), ==, "?");
  g_assert_cmpstr (kontor_marker_name (KONTOR_MARKER_REMOVE_3), ==, "Remove 3 pieces");
  g_assert_cmpstr (kontor_marker_name (99), ==, "?");
  g_assert_cmpstr (kontor_end_reason_name (KONTOR_END_TEN_CITIES), ==, "The tenth city was completed");
  g_assert_cmpstr (kontor_end_reason_name (KONTOR_END_BONUS_STACK_EMPTY), ==,
                   "A bonus marker had to be drawn from an empty stack");
  g_assert_cmpstr (kontor_end_reason_name (0), ==, "?");
  for (int c = 0; c < KONTOR_RULE_N_ERRORS; c++)
    {
      g_assert_nonnull (kontor_rule_error_id (c));
      g_assert_cmpint (kontor_rule_error_from_id (kontor_rule_error_id (c)), ==, c);
      g_assert_nonnull (kontor_rule_error_summary (c));
      g_assert_cmpstr (kontor_rule_error_summary (c), !=, "");
    }
  g_assert_cmpint (kontor_rule_error_from_id ("no-such-rule"), ==, -1);
  g_assert_cmpint (kontor_rule_error_from_id (NULL), ==, -1);
}

/* §2, §10: the setups the engine refuses, each with its rule's code. */
static void
test_setup_refused (void)
{
  static const struct { int n; int variant; int colors[5]; int taverns[3]; int code; const char *contains; } cases[] = {
    { 1, KONTOR_VARIANT_NONE, { 0 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "not 1" },
    { 6, KONTOR_VARIANT_NONE, { 0, 1, 2, 3, 4 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "not 6" },
    { 2, KONTOR_VARIANT_NONE, { 0, 1 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_VARIANT, "neutral-player variant" },
    { 3, KONTOR_VARIANT_TWO_PLAYER_NEUTRAL, { 0, 1, 2 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_VARIANT, "not 3" },
    { 3, KONTOR_VARIANT_NONE, { 0, 1, 99 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "Unknown player colour." },
    { 3, KONTOR_VARIANT_NONE, { 0, -1, 2 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "Unknown player colour." },
    { 3, KONTOR_VARIANT_NONE, { 0, 1, KONTOR_N_COLORS }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "Unknown player colour." },
    { 3, KONTOR_VARIANT_NONE, { 2, 1, 2 }, { 0, 1, 5 }, KONTOR_RULE_ERROR_SETUP_PLAYERS, "Two players chose Green" },
    { 3, KONTOR_VARIANT_NONE, { 0, 1, 2 }, { 0, -1, 5 }, KONTOR_RULE_ERROR_SETUP_TAVERNS, "starting bonus marker" },
    { 3, KONTOR_VARIANT_NONE, { 0, 1, 2 }, { 0, 1, KONTOR_N_MARKERS }, KONTOR_RULE_ERROR_SETUP_TAVERNS, "starting bonus marker" },
    { 3, KONTOR_VARIANT_NONE, { 0, 1, 2 }, { 2, 2, 2 }, KONTOR_RULE_ERROR_SETUP_TAVERNS, "only 2 “+3 actions” markers" },
  };
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);
  const KontorBoard *b45 = kontor_board_get ("base-4-5", NULL);
  KontorPosition pos;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      KontorSetupInfo setup;
      kontor_setup_info_init (&setup, MIN (cases[i].n, KONTOR_MAX_PLAYERS));
      setup.n_players = cases[i].n;
      setup.variant = cases[i].variant;
      for (int p = 0; p < MIN (cases[i].n, KONTOR_MAX_PLAYERS); p++)
        setup.colors[p] = cases[i].colors[p];
      for (int t = 0; t < 3; t++)
        setup.tavern_markers[t] = cases[i].taverns[t];
      g_assert_false (kontor_position_init (&pos, cases[i].n > 3 ? b45 : b, &setup, &error));
      g_test_message ("case %u: %s", i, error->message);
      g_assert_error (error, KONTOR_RULE_ERROR, cases[i].code);
      if (!strstr (error->message, cases[i].contains))
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].contains);
    }
  /* the limits themselves are accepted: 2 players with the variant, 5 colours, two +3 actions taverns */
  {
    g_autoptr (GError) error = NULL;
    KontorSetupInfo setup;
    kontor_setup_info_init (&setup, 5);
    setup.tavern_markers[0] = setup.tavern_markers[1] = KONTOR_MARKER_ACTIONS_3;
    g_assert_true (kontor_position_init (&pos, b45, &setup, &error));
    g_assert_no_error (error);
    g_assert_cmpint (pos.unrevealed[KONTOR_MARKER_ACTIONS_3], ==, 0);
    g_assert_cmpint (pos.stack_left, ==, 12);
    kontor_setup_info_init (&setup, 2);
    g_assert_true (kontor_position_init (&pos, b, &setup, &error));
    g_assert_true (pos.neutral);
    /* §2: supply 1 merchant and 4 + seat traders, the rest of 11 in stock */
    g_assert_cmpint (pos.players[1].supply[KONTOR_PIECE_TRADER], ==, 6);
    g_assert_cmpint (pos.players[1].stock[KONTOR_PIECE_TRADER], ==, 5);
  }
}

/* §7: the Extra office marker is held but used only as a claim's benefit:
 * refused as a marker on its own, with that explanation (not "not held"). */
static void
test_extra_office_marker_alone (void)
{
  KontorSetupInfo setup;
  KontorPosition pos;
  KontorAction a;
  g_autoptr (GError) error = NULL;

  kontor_setup_info_init (&setup, 3);
  g_assert_true (kontor_position_init (&pos, kontor_board_get ("base-2-3", NULL), &setup, NULL));
  kontor_action_init (&a, KONTOR_DO_USE_BONUS);
  a.marker = KONTOR_MARKER_EXTRA_OFFICE;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_MARKER_NOT_HELD);
  g_assert_cmpstr (error->message, ==, "You hold no unused “Extra office” marker.");
  g_clear_error (&error);
  pos.players[0].markers_unused[KONTOR_MARKER_EXTRA_OFFICE] = 1;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_MARKER_NOT_HELD);
  g_assert_cmpstr (error->message, ==, "The Extra office marker is used when claiming a route, as that claim's benefit.");
  g_clear_error (&error);
  /* a marker id outside the kinds */
  a.marker = KONTOR_N_MARKERS;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_cmpstr (error->message, ==, "You hold no unused “?” marker.");
  g_clear_error (&error);
  a.marker = -1;
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_cmpstr (error->message, ==, "You hold no unused “?” marker.");
}

/* Values a record cannot carry but a caller of the engine can: each refused
 * with its rule's own words (a Coellen space off the table, a marker not named). */
static void
test_out_of_range_entries (void)
{
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);
  KontorSetupInfo setup;
  KontorPosition pos;
  KontorAction a;
  int cw = kontor_board_route_index (b, "coellen-warburg");

  kontor_setup_info_init (&setup, 3);
  g_assert_true (kontor_position_init (&pos, b, &setup, NULL));
  for (int s = 0; s < b->routes[cw].n_spaces; s++)
    pos.spaces[cw][s] = (KontorPiece) { 0, KONTOR_PIECE_MERCHANT };
  for (int t = -1; t <= b->n_table; t += b->n_table + 1)
    {
      g_autoptr (GError) error = NULL;
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = cw;
      a.benefit = KONTOR_BENEFIT_COELLEN;
      a.table_space = t;
      a.piece = KONTOR_PIECE_MERCHANT;
      g_assert_false (kontor_position_apply (&pos, &a, &error));
      g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_COELLEN_SPACE);
      g_assert_cmpstr (error->message, ==, "Choose a free space of the prestige table.");
    }
  /* a marker drawn at the table must be named */
  pos.phase = KONTOR_PHASE_PLACE_BONUS;
  pos.pending_draws = 1;
  pos.pending_kind[0] = -1;
  pos.stack_left--;
  {
    g_autoptr (GError) error = NULL;
    kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
    a.route = kontor_board_route_index (b, "hamburg-luebeck");
    a.marker = -1;
    g_assert_false (kontor_position_apply (&pos, &a, &error));
    g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BONUS_KIND);
    g_assert_cmpstr (error->message, ==, "Name the bonus marker that was drawn.");
    g_clear_error (&error);
    a.marker = KONTOR_N_MARKERS;
    g_assert_false (kontor_position_apply (&pos, &a, &error));
    g_assert_cmpstr (error->message, ==, "Name the bonus marker that was drawn.");
    g_clear_error (&error);
    a.marker = KONTOR_MARKER_ACTIONS_4;
    a.route = b->n_routes;
    g_assert_false (kontor_position_apply (&pos, &a, &error));
    g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BAD_SPACE);
    g_clear_error (&error);
    a.route = kontor_board_route_index (b, "hamburg-luebeck");
    g_assert_true (kontor_position_apply (&pos, &a, &error));
    g_assert_no_error (error);
    g_assert_cmpint (pos.route_marker[a.route], ==, KONTOR_MARKER_ACTIONS_4);
    g_assert_cmpint (pos.active, ==, 1);
  }
}

/* §3, §4.3, §7, §10: while a relocation, a marker placement or a neutral
 * claim waits, or once the game is over, every action is refused with that
 * phase's own code; neutral claims and marker placements outside their phase
 * with theirs. */
static void
test_phase_refusals (void)
{
  static const struct { KontorPhase phase; int code; } phases[] = {
    { KONTOR_PHASE_ENDED, KONTOR_RULE_ERROR_GAME_OVER },
    { KONTOR_PHASE_RELOCATION, KONTOR_RULE_ERROR_RELOCATION_PENDING },
    { KONTOR_PHASE_PLACE_BONUS, KONTOR_RULE_ERROR_BONUS_PLACEMENT_PENDING },
    { KONTOR_PHASE_NEUTRAL_CLAIM, KONTOR_RULE_ERROR_NEUTRAL_CLAIM_PENDING },
  };
  static const KontorDo actions[] = { KONTOR_DO_HIRE, KONTOR_DO_PLACE, KONTOR_DO_DISPLACE, KONTOR_DO_MOVE,
                                      KONTOR_DO_CLAIM, KONTOR_DO_USE_BONUS, KONTOR_DO_END_TURN };
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);
  KontorSetupInfo setup;
  KontorPosition start, pos;

  kontor_setup_info_init (&setup, 2);
  g_assert_true (kontor_position_init (&start, b, &setup, NULL));
  start.players[0].markers_unused[KONTOR_MARKER_ACTIONS_3] = 1;
  for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
    for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
      {
        g_autoptr (GError) error = NULL;
        KontorAction a;
        pos = start;
        pos.phase = phases[p].phase;
        pos.reloc_player = 1;   /* a relocation waits for Bo */
        kontor_action_init (&a, actions[i]);
        a.route = 0;
        a.space = 0;
        a.marker = KONTOR_MARKER_ACTIONS_3;
        g_assert_false (kontor_position_apply (&pos, &a, &error));
        g_assert_error (error, KONTOR_RULE_ERROR, phases[p].code);
      }
  /* a neutral claim, a marker placement and a relocation outside their phases */
  {
    static const struct { KontorDo what; KontorPhase phase; int code; } other[] = {
      { KONTOR_DO_NEUTRAL_CLAIM, KONTOR_PHASE_ACTIONS, KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM },
      { KONTOR_DO_NEUTRAL_CLAIM, KONTOR_PHASE_ENDED, KONTOR_RULE_ERROR_GAME_OVER },
      { KONTOR_DO_NEUTRAL_CLAIM, KONTOR_PHASE_PLACE_BONUS, KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM },
      { KONTOR_DO_PLACE_BONUS, KONTOR_PHASE_ACTIONS, KONTOR_RULE_ERROR_NO_BONUS_PLACEMENT },
      { KONTOR_DO_PLACE_BONUS, KONTOR_PHASE_ENDED, KONTOR_RULE_ERROR_GAME_OVER },
      { KONTOR_DO_PLACE_BONUS, KONTOR_PHASE_NEUTRAL_CLAIM, KONTOR_RULE_ERROR_NO_BONUS_PLACEMENT },
      { KONTOR_DO_RELOCATE, KONTOR_PHASE_ACTIONS, KONTOR_RULE_ERROR_NO_RELOCATION },
      { KONTOR_DO_RELOCATE, KONTOR_PHASE_PLACE_BONUS, KONTOR_RULE_ERROR_NO_RELOCATION },
      { KONTOR_N_DO, KONTOR_PHASE_ACTIONS, KONTOR_RULE_ERROR_BAD_SPACE },
    };
    for (guint i = 0; i < G_N_ELEMENTS (other); i++)
      {
        g_autoptr (GError) error = NULL;
        KontorAction a;
        pos = start;
        pos.phase = other[i].phase;
        if (other[i].phase == KONTOR_PHASE_ENDED)
          pos.end_reasons = KONTOR_END_TEN_CITIES;
        kontor_action_init (&a, other[i].what);
        a.route = 0;
        g_assert_false (kontor_position_apply (&pos, &a, &error));
        g_assert_error (error, KONTOR_RULE_ERROR, other[i].code);
      }
  }
}

/* A relocated piece from a source that does not exist is refused. */
static void
test_relocation_unknown_source (void)
{
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);
  g_autoptr (GError) error = NULL;
  KontorSetupInfo setup;
  KontorPosition pos;
  KontorAction a;

  kontor_setup_info_init (&setup, 3);
  g_assert_true (kontor_position_init (&pos, b, &setup, NULL));
  pos.phase = KONTOR_PHASE_RELOCATION;
  pos.reloc_player = 1;
  pos.reloc_route = kontor_board_route_index (b, "hamburg-luebeck");
  pos.reloc_kind = KONTOR_PIECE_TRADER;
  pos.reloc_extras = 1;
  kontor_action_init (&a, KONTOR_DO_RELOCATE);
  a.n = 2;
  a.reloc[0] = (KontorRelocation) { .from = KONTOR_FROM_DISPLACED, .piece = KONTOR_PIECE_TRADER,
                                    .dst = { kontor_board_route_index (b, "hamburg-stade"), 0 } };
  a.reloc[1] = (KontorRelocation) { .from = KONTOR_FROM_BOARD + 1, .piece = KONTOR_PIECE_TRADER,
                                    .dst = { kontor_board_route_index (b, "hamburg-stade"), 1 } };
  g_assert_false (kontor_position_apply (&pos, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_RELOCATE_SOURCE);
  g_assert_cmpstr (error->message, ==, "Unknown source for a relocated piece.");
}

/* Spaces and routes that do not exist, in every action naming one: BAD_SPACE. */
static void
test_bad_spaces (void)
{
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);
  const KontorSpaceRef bad[] = { { -1, 0 }, { (gint8) b->n_routes, 0 }, { 0, -1 }, { 0, (gint8) b->routes[0].n_spaces } };
  const KontorSpaceRef good = { 0, 0 };
  KontorSetupInfo setup;
  KontorPosition start;

  kontor_setup_info_init (&setup, 3);
  g_assert_true (kontor_position_init (&start, b, &setup, NULL));
  start.players[0].markers_unused[KONTOR_MARKER_REMOVE_3] = 1;
  for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
    for (int what = 0; what < 7; what++)
      {
        g_autoptr (GError) error = NULL;
        KontorPosition pos = start;
        KontorAction a;
        switch (what)
          {
          case 0: kontor_action_init (&a, KONTOR_DO_PLACE); a.route = bad[k].route; a.space = bad[k].space; break;
          case 1: kontor_action_init (&a, KONTOR_DO_DISPLACE); a.route = bad[k].route; a.space = bad[k].space; break;
          case 2: kontor_action_init (&a, KONTOR_DO_MOVE); a.n = 1; a.moves[0].from = bad[k]; a.moves[0].to = good; break;
          case 3: kontor_action_init (&a, KONTOR_DO_MOVE); a.n = 1; a.moves[0].from = good; a.moves[0].to = bad[k]; break;
          case 4:
            kontor_action_init (&a, KONTOR_DO_USE_BONUS);
            a.marker = KONTOR_MARKER_REMOVE_3;
            a.n = 1;
            a.remove[0] = bad[k];
            break;
          case 5:
            kontor_action_init (&a, KONTOR_DO_CLAIM);
            a.route = bad[k].route == 0 ? -1 : bad[k].route;
            break;
          default:
            /* a relocation to a space that does not exist */
            pos.phase = KONTOR_PHASE_RELOCATION;
            pos.reloc_player = 1;
            pos.reloc_route = 0;
            pos.reloc_kind = KONTOR_PIECE_TRADER;
            pos.reloc_extras = 1;
            kontor_action_init (&a, KONTOR_DO_RELOCATE);
            a.by = 1;
            a.n = 1;
            a.reloc[0].from = KONTOR_FROM_DISPLACED;
            a.reloc[0].piece = KONTOR_PIECE_TRADER;
            a.reloc[0].dst = bad[k];
            break;
          }
        g_assert_false (kontor_position_apply (&pos, &a, &error));
        if (!g_error_matches (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BAD_SPACE))
          g_error ("bad space %u, action %d: %s", k, what, error->message);
      }
}

/* The engine's self-check finds every kind of impossible position (each
 * corruption of a good position, one at a time). */
typedef void (*Corrupt) (KontorPosition *pos);
static void c_negative (KontorPosition *p) { p->players[1].stock[0] = -1; }
static void c_count (KontorPosition *p) { p->players[2].supply[0]++; }
static void c_gap (KontorPosition *p) { p->slots[kontor_board_city_index (p->board, "hamburg")][1] = (KontorPiece) { 0, 0 }; p->players[0].supply[0]--; }
static void c_completed (KontorPosition *p) { p->completed = 1; }
static void c_owner (KontorPosition *p) { p->spaces[0][0] = (KontorPiece) { 4, 0 }; }
static void c_neutral_on_3p (KontorPosition *p) { p->spaces[0][0] = (KontorPiece) { KONTOR_NEUTRAL, 0 }; }
static void c_office_owner (KontorPosition *p) { p->slots[0][0] = (KontorPiece) { 4, 0 }; }
static void c_extra_owner (KontorPosition *p) { p->n_extra[0] = 1; p->extra[0][0] = (KontorPiece) { 4, 0 }; }
static void c_discarded (KontorPosition *p) { p->discarded[1] = 1; p->stack_left--; p->unrevealed[1]--; }
static void c_neutral_prestige (KontorPosition *p) { p->players[KONTOR_NEUTRAL].prestige = 1; }
static void c_marker_kind (KontorPosition *p) { p->players[0].markers_unused[2] = 1; p->stack_left--; }
static void c_marker_total (KontorPosition *p) { p->stack_left--; }
static void c_ended (KontorPosition *p) { p->phase = KONTOR_PHASE_ENDED; }
static void c_reasons (KontorPosition *p) { p->end_reasons = KONTOR_END_TEN_CITIES; }
static void c_neutral_merchant (KontorPosition *p) { p->spaces[0][0] = (KontorPiece) { KONTOR_NEUTRAL, KONTOR_PIECE_MERCHANT }; }
static void
c_neutral_route (KontorPosition *p)
{
  int r = kontor_board_route_index (p->board, "hamburg-stade");
  for (int s = 0; s < p->board->routes[r].n_spaces; s++)
    p->spaces[r][s] = (KontorPiece) { KONTOR_NEUTRAL, KONTOR_PIECE_TRADER };
}

static void
test_invariants (void)
{
  static const struct { int n; Corrupt corrupt; const char *message; } cases[] = {
    { 3, c_negative, "player 1: negative supply or stock" },
    { 3, c_count, "player 2: 28 traders and 4 merchants instead of 27 and 4" },
    { 3, c_gap, "offices not filled left to right" },
    { 3, c_completed, "0 full cities but counter at 1" },
    { 3, c_owner, "route 0: piece of unknown owner 4" },
    { 3, c_neutral_on_3p, "route 0: piece of unknown owner" },
    { 3, c_office_owner, "city 0: office of unknown owner" },
    { 3, c_extra_owner, "city 0: extra office of a non-player" },
    { 3, c_discarded, "neutral state without the variant" },
    { 3, c_neutral_prestige, "neutral state without the variant" },
    { 3, c_marker_kind, "marker kind 2: 1 + 2 unrevealed" },
    { 3, c_marker_total, "14 markers accounted for" },
    { 3, c_ended, "ended phase and end reasons disagree" },
    { 3, c_reasons, "ended phase and end reasons disagree" },
    { 2, c_neutral_merchant, "route 0: a neutral merchant" },
    { 2, c_neutral_route, "full of neutrals but not claimed" },
  };
  const KontorBoard *b = kontor_board_get ("base-2-3", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      KontorSetupInfo setup;
      KontorPosition pos;
      kontor_setup_info_init (&setup, cases[i].n);
      g_assert_true (kontor_position_init (&pos, b, &setup, NULL));
      g_assert_true (kontor_position_check_invariants (&pos, &error));
      cases[i].corrupt (&pos);
      g_assert_false (kontor_position_check_invariants (&pos, &error));
      g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_BAD_SPACE);
      if (!strstr (error->message, cases[i].message))
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].message);
    }
}

/* ------------------------------------------------------------ board files */

#define BOARD \
  "{\"format\": \"kontor-board\", \"version\": 1, \"id\": \"t\", \"players\": [2, 3]," \
  " \"completed_cities_to_end\": 2," \
  " \"cities\": [{\"id\": \"a\", \"name\": \"A\", \"x\": 0, \"y\": 0.5, \"offices\": [{\"piece\": \"trader\", \"privilege\": \"white\"}]}," \
  "  {\"id\": \"b\", \"x\": 1, \"y\": 1, \"ability\": \"keys\", \"offices\": [{\"piece\": \"merchant\", \"privilege\": \"black\", \"coin\": 1}]}," \
  "  {\"id\": \"c\", \"x\": 0.5, \"y\": 0, \"offices\": [{\"piece\": \"trader\", \"privilege\": \"pink\"}]}]," \
  " \"routes\": [{\"id\": \"r1\", \"cities\": [\"a\", \"b\"], \"spaces\": 2, \"tavern\": true}," \
  "  {\"id\": \"r2\", \"cities\": [\"b\", \"c\"], \"spaces\": 3, \"tavern\": true}," \
  "  {\"id\": \"r3\", \"cities\": [\"a\", \"c\"], \"spaces\": 1, \"tavern\": true}," \
  "  {\"id\": \"r4\", \"cities\": [\"a\", \"c\"], \"spaces\": 4, \"tavern\": false}]," \
  " \"east_west\": [\"a\", \"c\"]," \
  " \"prestige_table\": {\"city\": \"a\", \"route\": \"r1\", \"spaces\": [{\"value\": 7, \"privilege\": \"white\"}, {\"value\": 9, \"privilege\": \"pink\"}]}}"

static void
test_board_good (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorBoard) b = kontor_board_new_from_data (BOARD, strlen (BOARD), "t.json", &error);

  g_assert_no_error (error);
  g_assert_cmpint (b->n_cities, ==, 3);
  g_assert_cmpstr (b->cities[1].name, ==, "b");   /* no name: the id */
  g_assert_cmpint (b->cities[1].ability, ==, KONTOR_ABILITY_KEYS);
  g_assert_cmpint (b->cities[1].slots[0].coin, ==, 1);
  g_assert_cmpint (b->n_routes, ==, 4);
  g_assert_cmpint (b->n_taverns, ==, 3);
  g_assert_cmpint (b->route_dist[0][1], ==, 1);
  g_assert_cmpint (b->route_dist[0][0], ==, 0);
  g_assert_cmpint (b->n_table, ==, 2);
  g_assert_cmpint (b->table_value[1], ==, 9);
  g_assert_cmpint (b->table_priv[1], ==, KONTOR_PRIV_PINK);
  g_assert_cmpint (b->east_west[1], ==, 2);
  g_assert_cmpint (kontor_board_route_between (b, 0, 1), ==, 0);
  g_assert_cmpint (kontor_board_route_between (b, 1, 1), ==, -1);
  g_assert_true (kontor_board_route_touches (b, 1, 2));
  g_assert_false (kontor_board_route_touches (b, 1, 0));
  g_assert_cmpint (kontor_board_city_index (b, "zz"), ==, -1);
  g_assert_cmpint (kontor_board_route_index (b, "r4"), ==, 3);
  g_assert_cmpint (kontor_board_route_index (b, NULL), ==, -1);
}

/* One change to the good board each, and the refusal it must give. */
static const struct {
  const char *from, *to;
  KontorBoardError code;
  const char *contains;
} bad_boards[] = {
  { "{\"format\"", "[{\"format\"", KONTOR_BOARD_ERROR_PARSE, "t.json: " },
  { BOARD, "[1]", KONTOR_BOARD_ERROR_PARSE, "t.json: not a JSON object" },
  { "\"kontor-board\"", "\"kontor-game\"", KONTOR_BOARD_ERROR_FIELD, "\"format\" must be \"kontor-board\"" },
  { "\"version\": 1", "\"version\": 2", KONTOR_BOARD_ERROR_FIELD, "unknown \"version\"" },
  { "\"id\": \"t\"", "\"id\": \"\"", KONTOR_BOARD_ERROR_FIELD, "t.json: missing \"id\"" },
  { "\"players\": [2, 3]", "\"players\": [2]", KONTOR_BOARD_ERROR_FIELD, "\"players\" must be [min, max]" },
  { "\"players\": [2, 3]", "\"players\": [1, 3]", KONTOR_BOARD_ERROR_COUNT, "\"players\" must lie within 2 to 5" },
  { "\"players\": [2, 3]", "\"players\": [2, 6]", KONTOR_BOARD_ERROR_COUNT, "\"players\" must lie within" },
  { "\"players\": [2, 3]", "\"players\": [4, 3]", KONTOR_BOARD_ERROR_COUNT, "\"players\" must lie within" },
  { "\"completed_cities_to_end\": 2", "\"completed_cities_to_end\": 0", KONTOR_BOARD_ERROR_FIELD, "completed_cities_to_end" },
  { "\"cities\": [{\"id\": \"a\"", "\"cities\": [5, {\"id\": \"a\"", KONTOR_BOARD_ERROR_FIELD, "city #0 is not an object" },
  { "\"cities\": [{", "\"citiez\": [{", KONTOR_BOARD_ERROR_COUNT, "\"cities\" must list 2 to" },
  { "{\"id\": \"a\", \"name\"", "{\"name\"", KONTOR_BOARD_ERROR_FIELD, "city #0: missing \"id\"" },
  { "{\"id\": \"b\"", "{\"id\": \"a\"", KONTOR_BOARD_ERROR_DUPLICATE, "city \"a\": the id is used twice" },
  { "\"x\": 1, \"y\": 1", "\"x\": 1.5, \"y\": 1", KONTOR_BOARD_ERROR_FIELD, "city \"b\": \"x\" and \"y\" must be numbers from 0 to 1" },
  { "\"x\": 1, \"y\": 1", "\"x\": 1, \"y\": -0.5", KONTOR_BOARD_ERROR_FIELD, "\"x\" and \"y\" must be numbers" },
  { "\"x\": 1, \"y\": 1", "\"x\": \"1\", \"y\": 1", KONTOR_BOARD_ERROR_FIELD, "\"x\" and \"y\" must be numbers" },
  { "\"x\": 1, \"y\": 1", "\"x\": 1", KONTOR_BOARD_ERROR_FIELD, "\"x\" and \"y\" must be numbers" },
  { "\"ability\": \"keys\"", "\"ability\": \"luck\"", KONTOR_BOARD_ERROR_FIELD, "city \"b\": unknown \"ability\"" },
  { "\"y\": 0, \"offices\": [{\"piece\": \"trader\", \"privilege\": \"pink\"}]", "\"y\": 0", KONTOR_BOARD_ERROR_FIELD, "city \"c\": missing \"offices\"" },
  { "\"y\": 0, \"offices\": [{\"piece\": \"trader\", \"privilege\": \"pink\"}]", "\"y\": 0, \"offices\": []", KONTOR_BOARD_ERROR_COUNT, "city \"c\": a city has 1 to" },
  { "{\"piece\": \"trader\", \"privilege\": \"pink\"}", "{\"piece\": \"knight\", \"privilege\": \"pink\"}", KONTOR_BOARD_ERROR_FIELD, "city \"c\": office 0 needs" },
  { "{\"piece\": \"trader\", \"privilege\": \"pink\"}", "{\"piece\": \"trader\", \"privilege\": \"gold\"}", KONTOR_BOARD_ERROR_FIELD, "office 0 needs" },
  { "{\"piece\": \"trader\", \"privilege\": \"pink\"}", "7", KONTOR_BOARD_ERROR_FIELD, "office 0 needs" },
  { "\"coin\": 1", "\"coin\": 10", KONTOR_BOARD_ERROR_FIELD, "city \"b\": office 0 needs" },
  { "\"coin\": 1", "\"coin\": -1", KONTOR_BOARD_ERROR_FIELD, "office 0 needs" },
  { "\"coin\": 1", "\"coin\": \"1\"", KONTOR_BOARD_ERROR_FIELD, "office 0 needs" },
  { "\"routes\": [{", "\"routez\": [{", KONTOR_BOARD_ERROR_COUNT, "\"routes\" must list 1 to" },
  { "\"routes\": [{\"id\"", "\"routes\": [1, {\"id\"", KONTOR_BOARD_ERROR_FIELD, "route #0 is not an object" },
  { "{\"id\": \"r1\", ", "{", KONTOR_BOARD_ERROR_FIELD, "route #0: missing \"id\"" },
  { "{\"id\": \"r2\"", "{\"id\": \"r1\"", KONTOR_BOARD_ERROR_DUPLICATE, "route \"r1\": the id is used twice" },
  { "\"cities\": [\"a\", \"b\"]", "\"cities\": [\"a\"]", KONTOR_BOARD_ERROR_FIELD, "route \"r1\": \"cities\" must list two cities" },
  { "\"cities\": [\"a\", \"b\"]", "\"cities\": [\"a\", \"z\"]", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "route \"r1\": unknown city \"z\"" },
  { "\"cities\": [\"a\", \"b\"]", "\"cities\": [\"a\", 2]", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "unknown city \"(not a string)\"" },
  { "\"cities\": [\"a\", \"b\"]", "\"cities\": [\"a\", \"a\"]", KONTOR_BOARD_ERROR_FIELD, "a route joins two different cities" },
  { "\"spaces\": 2", "\"spaces\": 0", KONTOR_BOARD_ERROR_COUNT, "route \"r1\": \"spaces\" must be 1 to" },
  { "\"spaces\": 2", "\"spaces\": 9", KONTOR_BOARD_ERROR_COUNT, "\"spaces\" must be 1 to" },
  { "\"tavern\": true}", "\"tavern\": 1}", KONTOR_BOARD_ERROR_FIELD, "route \"r1\": \"tavern\" must be true or false" },
  { "\"tavern\": false}", "\"tavern\": true}", KONTOR_BOARD_ERROR_COUNT, "exactly 3 tavern routes, not more" },
  { "\"spaces\": 1, \"tavern\": true}", "\"spaces\": 1}", KONTOR_BOARD_ERROR_COUNT, "exactly 3 tavern routes, not 2" },
  { "\"east_west\": [\"a\", \"c\"]", "\"east_west\": [\"a\"]", KONTOR_BOARD_ERROR_FIELD, "\"east_west\" must name two cities" },
  { "\"east_west\": [\"a\", \"c\"]", "\"east_west\": [\"a\", \"q\"]", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "east_west: unknown city \"q\"" },
  { "\"east_west\": [\"a\", \"c\"]", "\"east_west\": [3, \"c\"]", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "east_west: unknown city \"(not a string)\"" },
  { "\"prestige_table\": {", "\"prestige_table\": 3, \"x\": {", KONTOR_BOARD_ERROR_FIELD, "prestige_table: needs \"city\", \"route\" and \"spaces\"" },
  { "{\"city\": \"a\", \"route\": \"r1\",", "{\"route\": \"r1\",", KONTOR_BOARD_ERROR_FIELD, "prestige_table: needs" },
  { "\"route\": \"r1\", \"spaces\": [{\"value\"", "\"route\": \"r2\", \"spaces\": [{\"value\"", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "prestige_table: \"route\" must be a route into \"city\"" },
  { "{\"city\": \"a\", \"route\"", "{\"city\": \"q\", \"route\"", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "\"route\" must be a route into \"city\"" },
  { "\"route\": \"r1\", \"spaces\": [{\"value\"", "\"route\": \"r9\", \"spaces\": [{\"value\"", KONTOR_BOARD_ERROR_UNKNOWN_CITY, "\"route\" must be a route into \"city\"" },
  { "\"spaces\": [{\"value\": 7, \"privilege\": \"white\"}, {\"value\": 9, \"privilege\": \"pink\"}]", "\"spaces\": []", KONTOR_BOARD_ERROR_COUNT, "prestige_table: 1 to" },
  { "{\"value\": 9, \"privilege\": \"pink\"}", "{\"value\": -9, \"privilege\": \"pink\"}", KONTOR_BOARD_ERROR_FIELD, "prestige_table: space 1 needs \"value\" and \"privilege\"" },
  { "{\"value\": 9, \"privilege\": \"pink\"}", "{\"value\": 9, \"privilege\": \"teal\"}", KONTOR_BOARD_ERROR_FIELD, "space 1 needs" },
  { "{\"value\": 9, \"privilege\": \"pink\"}", "null", KONTOR_BOARD_ERROR_FIELD, "space 1 needs" },
};

static void
test_board_refused (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_boards); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorBoard) b = NULL;
      const char *at = strstr (BOARD, bad_boards[i].from);
      g_autofree char *head = NULL, *data = NULL;

      if (at == NULL)
        g_error ("case %u: “%s” is not in the board", i, bad_boards[i].from);
      head = g_strndup (BOARD, at - BOARD);
      data = g_strconcat (head, bad_boards[i].to, at + strlen (bad_boards[i].from), NULL);
      b = kontor_board_new_from_data (data, strlen (data), "t.json", &error);
      if (b != NULL)
        g_error ("case %u (%s → %s): accepted", i, bad_boards[i].from, bad_boards[i].to);
      g_test_message ("case %u: %s", i, error->message);
      if (!g_error_matches (error, KONTOR_BOARD_ERROR, bad_boards[i].code)
          || strstr (error->message, bad_boards[i].contains) == NULL)
        g_error ("case %u (%s → %s): expected code %d with “%s”, got %d “%s”", i, bad_boards[i].from,
                 bad_boards[i].to, bad_boards[i].code, bad_boards[i].contains, error->code, error->message);
    }
}

static void
test_board_files (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorBoard) none = kontor_board_new_from_file ("/nonexistent/board.json", &error);
  g_assert_null (none);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_null (kontor_board_get ("no-such-board", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (kontor_board_get ("../boards/base-2-3", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_nonnull (kontor_board_get ("base-4-5", &error));
  g_assert_no_error (error);
  /* cached: the same board twice */
  g_assert_true (kontor_board_get ("base-4-5", NULL) == kontor_board_get ("base-4-5", NULL));
  g_assert_null (kontor_board_get (NULL, &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

/* KONTOR_BOARD_DIR: boards from a folder; a file must carry its own id. */
static void
test_board_dir (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kontor-boards-XXXXXX", NULL);
  g_autofree char *t = g_build_filename (dir, "t.json", NULL);
  g_autofree char *u = g_build_filename (dir, "u.json", NULL);
  g_autoptr (GError) error = NULL;
  const KontorBoard *b;

  g_assert_true (g_file_set_contents (t, BOARD, -1, NULL));
  g_assert_true (g_file_set_contents (u, BOARD, -1, NULL));
  g_setenv ("KONTOR_BOARD_DIR", dir, TRUE);
  b = kontor_board_get ("t", &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->n_routes, ==, 4);
  g_assert_null (kontor_board_get ("u", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_FIELD);
  g_assert_cmpstr (error->message, ==, "u.json: \"id\" says “t”");
  g_clear_error (&error);
  g_assert_null (kontor_board_get ("v", &error));
  g_assert_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (u, "{", -1, NULL));
  g_assert_null (kontor_board_get ("w", &error));
  g_clear_error (&error);
  g_unsetenv ("KONTOR_BOARD_DIR");
  g_unlink (t);
  g_unlink (u);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/marker-points", test_marker_points);
  g_test_add_func ("/rules/marker-totals", test_marker_totals);
  g_test_add_func ("/rules/ability-tracks", test_ability_tracks);
  g_test_add_func ("/rules/abilities-score", test_abilities_score);
  g_test_add_func ("/rules/names", test_names);
  g_test_add_func ("/rules/setup-refused", test_setup_refused);
  g_test_add_func ("/rules/extra-office-marker-alone", test_extra_office_marker_alone);
  g_test_add_func ("/rules/invariants", test_invariants);
  g_test_add_func ("/rules/out-of-range-entries", test_out_of_range_entries);
  g_test_add_func ("/rules/phase-refusals", test_phase_refusals);
  g_test_add_func ("/rules/bad-spaces", test_bad_spaces);
  g_test_add_func ("/rules/relocation-unknown-source", test_relocation_unknown_source);
  g_test_add_func ("/board/good", test_board_good);
  g_test_add_func ("/board/refused", test_board_refused);
  g_test_add_func ("/board/files", test_board_files);
  g_test_add_func ("/board/dir", test_board_dir);
  return g_test_run ();
}
