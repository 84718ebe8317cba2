/* test-ht-boards.c: Hansa Teutonica's East and Britannia boards at the
 * table, headless: claims using each printed (permanent) effect entered by
 * clicks and answers, ending in the exact record entry; a declined one;
 * Britannia's Remove 3 as moves within a country; an extra office in an
 * empty green city, Waren's two abilities and a swap of added offices;
 * permissions in the placing highlights; and what a ship space, a green
 * city and a gateway city say (expansions spec §12–§17).  Then the entry
 * steps around them: pieces picked and put down again, the board shown
 * before Done, answers beyond the choices; and on the base board (three and
 * two players) a claim among several routes, a move by clicks, hiring the
 * whole stock, a far relocation, a displaced neutral without a second one,
 * the neutral's claims, a marker set aside, a correction keeping the
 * piece's kind, and the texts of extra offices, neutrals and the Coellen table.
 *
 * Positions are set up directly: the test registers a copy of Hansa
 * Teutonica ("ht-preset") whose start position gets the test's pieces,
 * taken from the players' supplies and stocks as the engine would, and
 * checked against the engine's invariants. */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-ht-game.h"
#include "kontor-table-title.h"
#include "kontor-table-test.h"
#include "kontor-ht-table.h"

extern const KontorTableTitle kontor_ht_table_title;

/* ------------------------------------------------------------ set-up positions */

typedef void (*Preset) (KontorPosition *pos);
static Preset preset;
static KontorTitle preset_title;
static KontorTableTitle preset_table;

static gboolean
preset_init (gpointer position, gconstpointer setup, GError **error)
{
  KontorPosition *pos = position;
  g_autoptr (GError) broken = NULL;
  if (!kontor_ht_title.position_init (pos, setup, error))
    return FALSE;
  if (preset)
    preset (pos);
  if (!kontor_position_check_invariants (pos, &broken))
    g_error ("the preset breaks an invariant: %s", broken->message);
  return TRUE;
}

static int
route_of (const KontorPosition *pos, const char *id)
{
  int r = kontor_board_route_index (pos->board, id);
  g_assert_cmpint (r, >=, 0);
  return r;
}

static int
city_of (const KontorPosition *pos, const char *id)
{
  int c = kontor_board_city_index (pos->board, id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

/* One piece from the owner's supply, else stock. */
static KontorPiece
take (KontorPosition *pos, int seat, int kind)
{
  KontorPiece piece = { seat, kind };
  KontorPlayerState *p = &pos->players[seat];
  if (p->supply[kind] > 0)
    p->supply[kind]--;
  else
    {
      g_assert_cmpint (p->stock[kind], >, 0);
      p->stock[kind]--;
    }
  return piece;
}

#define T KONTOR_PIECE_TRADER
#define M KONTOR_PIECE_MERCHANT
enum { ANA, BO, CY, DI };

static void
put (KontorPosition *pos, const char *route, int space, int seat, int kind)
{
  int r = route_of (pos, route);
  g_assert_cmpint (pos->spaces[r][space].owner, ==, KONTOR_NOBODY);
  g_assert_true (kontor_board_space_takes (pos->board, r, space, kind));
  pos->spaces[r][space] = take (pos, seat, kind);
}

/* The printed office (its own kind). */
static void
office (KontorPosition *pos, const char *city, int slot, int seat)
{
  int c = city_of (pos, city);
  pos->slots[c][slot] = take (pos, seat, pos->board->cities[c].slots[slot].piece);
}

static void
added (KontorPosition *pos, const char *city, int seat, int kind)
{
  int g = pos->board->cities[city_of (pos, city)].green_index;
  g_assert_cmpint (g, >=, 0);
  pos->added[g][pos->n_added[g]++] = take (pos, seat, kind);
}

/* One level up the track: its cover goes to the supply. */
static void
level_up (KontorPosition *pos, int seat, KontorAbility ability)
{
  pos->players[seat].level[ability]++;
  pos->players[seat].supply[kontor_ability_cover (ability)]++;
}

/* The marker from the stack into the player's unused markers. */
static void
give_marker (KontorPosition *pos, int seat, KontorMarker m)
{
  g_assert_cmpint (pos->unrevealed[m], >, 0);
  g_assert_false (pos->virtual_draws);
  pos->unrevealed[m]--;
  pos->stack_left--;
  pos->players[seat].markers_unused[m]++;
}

/* ------------------------------------------------------------ games */

static const char *const headers[] = {
  /* east */
  "\"board\":\"east\",\"variant\":null,\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
  "{\"name\":\"Bo\",\"color\":\"blue\"},{\"name\":\"Cy\",\"color\":\"green\"}],\"draws\":\"table\"",
  /* britannia-3 */
  "\"board\":\"britannia-3\",\"variant\":null,\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
  "{\"name\":\"Bo\",\"color\":\"blue\"},{\"name\":\"Cy\",\"color\":\"green\"}],\"draws\":\"table\"",
  /* britannia-4-5 */
  "\"board\":\"britannia-4-5\",\"variant\":null,\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
  "{\"name\":\"Bo\",\"color\":\"blue\"},{\"name\":\"Cy\",\"color\":\"green\"},{\"name\":\"Di\",\"color\":\"yellow\"}],"
  "\"draws\":\"table\"",
  /* base-2-3 */
  "\"board\":\"base-2-3\",\"variant\":null,\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
  "{\"name\":\"Bo\",\"color\":\"blue\"},{\"name\":\"Cy\",\"color\":\"green\"}],\"draws\":\"table\"",
  /* base-2-3, two players with the neutral */
  "\"board\":\"base-2-3\",\"variant\":\"two-player-neutral\",\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
  "{\"name\":\"Bo\",\"color\":\"blue\"}],\"draws\":\"table\"",
};
enum { EAST, BRIT3, BRIT45, BASE, BASE2 };

static const char *
taverns (int board)
{
  switch (board)
    {
    case EAST:
      return "\"taverns\":{\"allenstein-braunsberg\":\"extra-office\",\"brandenburg-tangermuende\":\"swap-offices\","
             "\"kulm-stettin\":\"remove-3\"}";
    case BRIT3:
      return "\"taverns\":{\"coventry-nottingham\":\"extra-office\",\"lancaster-richmond\":\"swap-offices\","
             "\"salisbury-southampton\":\"remove-3\"}";
    case BASE:
    case BASE2:
      return "\"taverns\":{\"bremen-osnabrueck\":\"extra-office\",\"goslar-hildesheim\":\"swap-offices\","
             "\"lueneburg-perleberg\":\"remove-3\"}";
    default:
      return NULL;
    }
}

/* f's table on a game of the board whose start position has the preset. */
static void
start (Fixture *f, int board, Preset p)
{
  g_autofree char *header = NULL;
  const char *tv = taverns (board);
  if (tv == NULL)
    {
      /* the 4–5 side's taverns, in board order */
      g_autoptr (GError) error = NULL;
      const KontorBoard *b = kontor_board_get ("britannia-4-5", &error);
      g_assert_no_error (error);
      header = g_strdup_printf ("%s,\"taverns\":{\"%s\":\"extra-office\",\"%s\":\"swap-offices\",\"%s\":\"remove-3\"}",
                                headers[board], b->routes[b->taverns[0]].id, b->routes[b->taverns[1]].id,
                                b->routes[b->taverns[2]].id);
    }
  else
    header = g_strdup_printf ("%s,%s", headers[board], tv);
  preset = p;
  use_game (f, kontor_table_test_new_game ("ht-preset", header));
  preset = NULL;
}

static const KontorPosition *
pos_of (Fixture *f)
{
  return kontor_game_get_position (f->game);
}

/* ------------------------------------------------------------ what people do */

static void
click_space (Fixture *f, const char *route, int space)
{
  click (f, KONTOR_TARGET_SPACE, route_of (pos_of (f), route), space);
}

static void
click_city (Fixture *f, const char *city)
{
  click (f, KONTOR_TARGET_CITY, city_of (pos_of (f), city), 0);
}

/* The open question's labels, joined by " | ". */
static char *
choice_labels (Fixture *f)
{
  const KontorQuestion *q = kontor_table_get_question (f->table);
  g_autoptr (GString) s = g_string_new (NULL);
  g_assert_nonnull (q);
  for (guint i = 0; i < q->choices->len; i++)
    g_string_append_printf (s, "%s%s", i ? " | " : "", (const char *) q->choices->pdata[i]);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

#define assert_labels(f, text) G_STMT_START { \
    g_autofree char *got_ = choice_labels (f); \
    g_assert_cmpstr (got_, ==, text); \
  } G_STMT_END

/* Answers with the choice labelled so. */
static void
answer_label (Fixture *f, const char *label)
{
  const KontorQuestion *q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  for (guint i = 0; i < q->choices->len; i++)
    if (g_str_equal (q->choices->pdata[i], label))
      {
        kontor_table_answer (f->table, (int) i, NULL);
        return;
      }
  g_error ("no choice labelled %s", label);
}

/* ------------------------------------------------------------ what the table shows */

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

#define assert_last(f, json) G_STMT_START { \
    g_autofree char *got_ = last_entry (f); \
    g_assert_cmpstr (got_, ==, json); \
  } G_STMT_END

static const KontorMarks *
marks (Fixture *f)
{
  return kontor_table_get_highlights (f->table);
}

static gboolean
marked (Fixture *f, const char *route, int space)
{
  return marks (f)->spaces[route_of (pos_of (f), route)][space] != 0;
}

static int
n_marked_spaces (Fixture *f)
{
  int n = 0;
  for (int r = 0; r < KONTOR_MAX_ROUTES; r++)
    for (int s = 0; s < KONTOR_MAX_SPACES; s++)
      n += marks (f)->spaces[r][s] != 0;
  return n;
}

/* Who stands on the space on the board as shown, the half-entered action's
 * pieces where they will go (KONTOR_NOBODY: empty). */
static int
board_owner (Fixture *f, const char *route, int space)
{
  const KontorPosition *shown = kontor_table_get_board_position (f->table);
  return shown->spaces[route_of (shown, route)][space].owner;
}

static int
n_marked_routes (Fixture *f)
{
  int n = 0;
  for (int r = 0; r < KONTOR_MAX_ROUTES; r++)
    n += marks (f)->routes[r] != 0;
  return n;
}

/* The marked spaces' routes all lie in the region (bits). */
static gboolean
marked_only_in (Fixture *f, guint regions)
{
  const KontorBoard *b = pos_of (f)->board;
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      if (marks (f)->spaces[r][s] && !(regions & (1u << b->routes[r].region)))
        return FALSE;
  return TRUE;
}

static char *
space_text (Fixture *f, const char *route, int space)
{
  KontorTarget t = { KONTOR_TARGET_SPACE, route_of (pos_of (f), route), space };
  return kontor_table_describe_target (f->table, &t);
}

static char *
city_text (Fixture *f, const char *city)
{
  KontorTarget t = { KONTOR_TARGET_CITY, city_of (pos_of (f), city), 0 };
  return kontor_table_describe_target (f->table, &t);
}

#define assert_space_text(f, route, space, text) G_STMT_START { \
    g_autofree char *got_ = space_text (f, route, space); \
    g_assert_cmpstr (got_, ==, text); \
  } G_STMT_END
#define assert_city_text(f, city, text) G_STMT_START { \
    g_autofree char *got_ = city_text (f, city); \
    g_assert_cmpstr (got_, ==, text); \
  } G_STMT_END

/* ------------------------------------------------------------ East */

static void
east_move2 (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_PRIVILEGIUM);   /* orange: the offices of these cities */
  level_up (pos, ANA, KONTOR_ABILITY_LIBER_SOPHIAE);   /* a second merchant */
  put (pos, "stralsund-wismar", 0, ANA, M);
  put (pos, "stralsund-wismar", 1, ANA, M);
  put (pos, "stralsund-wismar", 2, ANA, T);
  put (pos, "luebeck-wismar", 0, BO, T);
  put (pos, "waren-wismar", 1, CY, T);
}

static void
test_east_move2 (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_move2);
  command (f, "claim", NULL);
  assert_labels (f, "Office in Stralsund (trader) | Office in Wismar (trader) | No benefit");
  answer_label (f, "Office in Wismar (trader)");
  /* the printed effect: use or decline */
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Printed effect: Move 2 pieces");
  assert_choices (f, "use decline");
  assert_cursor (f, 0);
  answer (f, "use");
  assert_mode (f, "permanent");
  assert_prompt (f, "Move 2 pieces: pick any piece on another route, then its empty space (0 of 2 moved). Press Done when finished.");
  g_assert_true (kontor_table_get_can_done (f->table));
  /* any colour may be picked, not the claimed route's pieces */
  g_assert_true (marked (f, "luebeck-wismar", 0));
  g_assert_true (marked (f, "waren-wismar", 1));
  g_assert_false (marked (f, "stralsund-wismar", 0));
  g_assert_cmpint (n_marked_spaces (f), ==, 2);
  click_space (f, "luebeck-wismar", 0);
  assert_prompt (f, "Move 2 pieces: now pick an empty highlighted space, or a piece to trade places with (0 of 2 moved).");
  /* a trader never stands on a ship: not highlighted, and refused with the engine's reason */
  g_assert_false (marked (f, "stralsund-wismar", 0));
  g_assert_true (marked (f, "stralsund-wismar", 2));   /* the claimed route is empty by then (D11) */
  click_space (f, "stralsund-wismar", 0);
  assert_refused (f, 1, "ht.space.merchant-only");
  click_space (f, "stralsund-wismar", 2);
  assert_cursor (f, 0);
  /* the second piece may take the first one's place */
  click_space (f, "waren-wismar", 1);
  g_assert_true (marked (f, "luebeck-wismar", 0));
  click_space (f, "luebeck-wismar", 0);
  assert_cursor (f, 1);
  assert_refused (f, 1, "ht.space.merchant-only");
  assert_last (f, "{\"do\":\"claim\",\"route\":\"stralsund-wismar\",\"benefit\":{\"office\":{\"city\":\"wismar\",\"piece\":\"trader\"}},"
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":["
                  "{\"from\":{\"route\":\"luebeck-wismar\",\"space\":0},\"to\":{\"route\":\"stralsund-wismar\",\"space\":2}},"
                  "{\"from\":{\"route\":\"waren-wismar\",\"space\":1},\"to\":{\"route\":\"luebeck-wismar\",\"space\":0}}]}}");
  assert_mode (f, "idle");
  assert_history (f, "Ana claimed Stralsund–Wismar and opened an office in Wismar; the printed marker moved 2 pieces");
}

/* Two pieces trade places with one click on the other piece; the same claim declined. */
static void
test_east_move2_swap_and_decline (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_move2);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  click_space (f, "luebeck-wismar", 0);
  g_assert_true (marked (f, "waren-wismar", 1));
  click_space (f, "waren-wismar", 1);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"stralsund-wismar\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":["
                  "{\"from\":{\"route\":\"luebeck-wismar\",\"space\":0},\"to\":{\"route\":\"waren-wismar\",\"space\":1}},"
                  "{\"from\":{\"route\":\"waren-wismar\",\"space\":1},\"to\":{\"route\":\"luebeck-wismar\",\"space\":0}}]}}");
  g_assert_cmpint (pos_of (f)->spaces[route_of (pos_of (f), "luebeck-wismar")][0].owner, ==, CY);

  /* declined: the claim alone */
  kontor_table_undo (f->table);
  assert_cursor (f, 0);
  command (f, "claim", NULL);
  answer_label (f, "Office in Stralsund (trader)");
  answer (f, "decline");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"stralsund-wismar\",\"benefit\":{\"office\":{\"city\":\"stralsund\",\"piece\":\"trader\"}}}");
  assert_history (f, "Ana claimed Stralsund–Wismar and opened an office in Stralsund");

  /* used with no move at all: Done at once */
  kontor_table_undo (f->table);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"stralsund-wismar\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":[]}}");
  g_assert_cmpint (f->refused, ==, 0);
}

static void
east_privilege (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_PRIVILEGIUM);   /* orange: the offices of these cities */
  level_up (pos, ANA, KONTOR_ABILITY_LIBER_SOPHIAE);
  put (pos, "malmoe-stralsund", 0, ANA, M);
  put (pos, "malmoe-stralsund", 1, ANA, M);
  put (pos, "malmoe-stralsund", 2, ANA, T);
}

static void
test_east_gain_privilege (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_privilege);
  command (f, "claim", NULL);
  answer_label (f, "Office in Stralsund (trader)");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Printed effect: +1 Privilegium");
  answer (f, "use");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"malmoe-stralsund\",\"benefit\":{\"office\":{\"city\":\"stralsund\",\"piece\":\"trader\"}},"
                  "\"permanent\":{\"kind\":\"gain-privilege\"}}");
  g_assert_cmpint (pos_of (f)->players[ANA].level[KONTOR_ABILITY_PRIVILEGIUM], ==, 2);
}

static void
east_green (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_PRIVILEGIUM);   /* orange: the offices of these cities */
  level_up (pos, ANA, KONTOR_ABILITY_LIBER_SOPHIAE);   /* a merchant stays in the supply */
  put (pos, "malmoe-visby", 0, ANA, T);
  put (pos, "malmoe-visby", 1, ANA, M);
  put (pos, "malmoe-visby", 2, ANA, T);
}

static void
test_east_build_in_green (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_green);
  command (f, "claim", NULL);
  answer_label (f, "Office in Visby (merchant)");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Printed effect: Office in a green city");
  answer (f, "use");
  assert_mode (f, "permanent");
  assert_prompt (f, "Office in a green city: pick a highlighted green city.");
  g_assert_false (kontor_table_get_can_done (f->table));
  /* the three green cities, any of them */
  for (int c = 0; c < pos_of (f)->board->n_cities; c++)
    g_assert_cmpint (marks (f)->cities[c], ==, pos_of (f)->board->cities[c].green);
  click_city (f, "danzig");
  assert_refused (f, 1, "ht.perm.not-green");
  assert_cursor (f, 0);
  /* both kinds in the supply: which one */
  click_city (f, "dresden");
  assert_choices (f, "trader merchant");
  answer (f, "merchant");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"malmoe-visby\",\"benefit\":{\"office\":{\"city\":\"visby\",\"piece\":\"merchant\"}},"
                  "\"permanent\":{\"kind\":\"build-in-green\",\"city\":\"dresden\",\"piece\":\"merchant\"}}");
  assert_city_text (f, "dresden", "Dresden: controlled by Ana. A green city: it has no printed offices. "
                                  "Added offices, from the left: Ana’s merchant. Its office upgrades the ability “Keys”.");
}

static void
east_reuse (KontorPosition *pos)
{
  put (pos, "danzig-malmoe", 0, ANA, T);
  put (pos, "danzig-malmoe", 1, ANA, T);
  put (pos, "danzig-malmoe", 2, ANA, T);
  put (pos, "danzig-malmoe", 3, ANA, M);
}

static void
test_east_reuse2 (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_reuse);
  command (f, "claim", NULL);
  answer_label (f, "Office in Danzig (trader)");
  answer (f, "use");
  assert_prompt (f, "Reuse 2 pieces: pick a space of Danzig–Malmö whose piece goes back on the board, then its empty space (0 of 2 reused). Press Done when finished.");
  /* the pieces are named by the claimed route's spaces */
  g_assert_cmpint (n_marked_spaces (f), ==, 4);
  g_assert_true (marked (f, "danzig-malmoe", 3));
  click_space (f, "anklam-stettin", 0);
  g_assert_cmpstr (f->message, ==, "Pick a space of the claimed route: its piece is the one reused.");
  click_space (f, "danzig-malmoe", 0);
  /* not back onto the claimed route (D12) */
  g_assert_false (marked (f, "danzig-malmoe", 1));
  g_assert_true (marked (f, "anklam-stettin", 0));
  click_space (f, "danzig-malmoe", 1);
  assert_refused (f, 1, "ht.perm.reuse-same-route");
  click_space (f, "anklam-stettin", 0);
  /* the merchant may go to a ship */
  click_space (f, "danzig-malmoe", 3);
  g_assert_true (marked (f, "malmoe-stralsund", 0));
  click_space (f, "malmoe-stralsund", 0);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"danzig-malmoe\",\"benefit\":{\"office\":{\"city\":\"danzig\",\"piece\":\"trader\"}},"
                  "\"permanent\":{\"kind\":\"reuse-2\",\"pieces\":["
                  "{\"from\":{\"space\":0},\"to\":{\"route\":\"anklam-stettin\",\"space\":0}},"
                  "{\"from\":{\"space\":3},\"to\":{\"route\":\"malmoe-stralsund\",\"space\":0}}]}}");
}

static void
east_waren (KontorPosition *pos)
{
  give_marker (pos, ANA, KONTOR_MARKER_EXTRA_OFFICE);
  put (pos, "havelberg-waren", 0, ANA, T);
  put (pos, "havelberg-waren", 1, ANA, T);
  put (pos, "havelberg-waren", 2, ANA, M);
}

static void
test_east_green_extra_office (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_waren);
  assert_city_text (f, "waren", "Waren: controlled by nobody. A green city: it has no printed offices. "
                                "No office has been built yet. Its office upgrades the ability “Money bags” or “Actions”.");
  command (f, "claim", NULL);
  /* Waren is empty: the extra office may open it (§13.5); its two abilities, one of them */
  assert_labels (f, "Office in Havelberg (trader) | Extra office in Waren (trader) | Extra office in Waren (merchant) | "
                    "Upgrade Money bags | Upgrade Actions | No benefit");
  answer_label (f, "Extra office in Waren (merchant)");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"havelberg-waren\",\"benefit\":{\"extra-office\":{\"city\":\"waren\",\"piece\":\"merchant\"}}}");
  assert_city_text (f, "waren", "Waren: controlled by Ana. A green city: it has no printed offices. "
                                "Extra offices, from the left: Ana’s merchant. Its office upgrades the ability “Money bags” or “Actions”.");
}

static void
test_east_waren_upgrade (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_waren);
  command (f, "claim", NULL);
  answer_label (f, "Upgrade Actions");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"havelberg-waren\",\"benefit\":{\"upgrade\":\"actions\"}}");
  g_assert_cmpint (pos_of (f)->players[ANA].level[KONTOR_ABILITY_ACTIONS], ==, 1);
  kontor_table_undo (f->table);
  command (f, "claim", NULL);
  answer_label (f, "Upgrade Money bags");
  assert_last (f, "{\"do\":\"claim\",\"route\":\"havelberg-waren\",\"benefit\":{\"upgrade\":\"money-bags\"}}");
}

static void
east_swap (KontorPosition *pos)
{
  give_marker (pos, ANA, KONTOR_MARKER_SWAP_OFFICES);
  added (pos, "belgard", BO, T);
  added (pos, "belgard", CY, M);
  pos->completed = 1;   /* Belgard holds an office (D9) */
}

static void
test_east_green_swap (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_swap);
  assert_city_text (f, "belgard", "Belgard: controlled by Cy. A green city: it has no printed offices. "
                                  "Added offices, from the left: Bo’s trader, Cy’s merchant.");
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_SWAP_OFFICES));
  assert_mode (f, "swap");
  g_assert_true (marks (f)->cities[city_of (pos_of (f), "belgard")]);
  click_city (f, "belgard");
  assert_labels (f, "Added offices 1 and 2 (Bo ⇄ Cy)");
  answer_label (f, "Added offices 1 and 2 (Bo ⇄ Cy)");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"swap-offices\",\"city\":\"belgard\",\"slots\":[0,1]}");
  assert_city_text (f, "belgard", "Belgard: controlled by Bo. A green city: it has no printed offices. "
                                  "Added offices, from the left: Cy’s merchant, Bo’s trader.");
}

static void
test_east_texts (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_move2);
  assert_space_text (f, "stralsund-wismar", 1, "Stralsund–Wismar, space 2 of 3, a ship, merchants only: Ana’s merchant. "
                                               "Its claim may use the printed effect “Move 2 pieces”.");
  assert_space_text (f, "luebeck-wismar", 0, "Lübeck–Wismar, space 1 of 3: Bo’s trader.");
  assert_city_text (f, "dresden", "Dresden: controlled by nobody. A green city: it has no printed offices. "
                                  "No office has been built yet. Its office upgrades the ability “Keys”.");
}

/* ------------------------------------------------------------ Britannia */

static void
brit_place2 (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_LIBER_SOPHIAE);
  put (pos, "calais-southampton", 0, ANA, T);
  put (pos, "calais-southampton", 1, ANA, M);
  put (pos, "calais-southampton", 2, ANA, M);
}

static void
test_brit3_place2 (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_place2);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Printed effect: Place 2 in Wales or Scotland");
  answer (f, "use");
  assert_prompt (f, "Place 2 in Wales or Scotland: pick an empty highlighted space (0 of 2 placed). Press Done when finished.");
  /* Wales only, every empty space there (7 routes of 3 spaces) */
  g_assert_true (marked_only_in (f, 1u << KONTOR_REGION_WALES));
  g_assert_cmpint (n_marked_spaces (f), ==, 21);
  click_space (f, "london-oxford", 0);
  assert_refused (f, 1, "ht.perm.target-country");
  /* the stock holds both kinds after the claim (D34): which one */
  click_space (f, "cardiff-pembroke", 0);
  assert_choices (f, "trader merchant");
  answer (f, "trader");
  assert_cursor (f, 0);
  assert_prompt (f, "Place 2 in Wales or Scotland: pick an empty highlighted space (1 of 2 placed). Press Done when finished.");
  g_assert_false (marked (f, "cardiff-pembroke", 0));
  /* a ship takes a merchant only: no question */
  click_space (f, "conway-isle-of-man", 0);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"calais-southampton\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"place-2\",\"pieces\":["
                  "{\"from\":\"stock\",\"route\":\"cardiff-pembroke\",\"space\":0,\"piece\":\"trader\"},"
                  "{\"from\":\"stock\",\"route\":\"conway-isle-of-man\",\"space\":0,\"piece\":\"merchant\"}]}}");
}

static void
brit_move (KontorPosition *pos)
{
  give_marker (pos, ANA, KONTOR_MARKER_REMOVE_3);
  put (pos, "calais-canterbury", 0, ANA, T);
  put (pos, "calais-canterbury", 1, ANA, M);
  put (pos, "calais-canterbury", 2, ANA, T);
  put (pos, "cardiff-pembroke", 0, BO, T);
  put (pos, "london-oxford", 0, BO, T);
  put (pos, "oxford-salisbury", 1, CY, T);
  put (pos, "cardiff-oxford", 0, ANA, T);
}

static void
test_brit3_move2 (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_move);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  click_space (f, "cardiff-pembroke", 0);
  /* in its own country only (§14.5) */
  g_assert_true (marked_only_in (f, 1u << KONTOR_REGION_WALES));
  g_assert_false (marked (f, "london-oxford", 1));
  click_space (f, "london-oxford", 1);
  assert_refused (f, 1, "ht.brit.move2-country");
  click_space (f, "montgomery-pembroke", 1);
  assert_prompt (f, "Move 2 pieces: pick any piece on another route, then its empty space (1 of 2 moved). Press Done when finished.");
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"calais-canterbury\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":["
                  "{\"from\":{\"route\":\"cardiff-pembroke\",\"space\":0},\"to\":{\"route\":\"montgomery-pembroke\",\"space\":1}}]}}");
}

static void
test_brit3_remove3 (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_move);
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  assert_mode (f, "remove");
  assert_prompt (f, "Remove 3: pick another player’s piece, then an empty space in the same country (0 of 3 moved). Press Done when finished.");
  /* other colours' pieces only */
  g_assert_cmpint (n_marked_spaces (f), ==, 3);
  g_assert_false (marked (f, "cardiff-oxford", 0));
  click_space (f, "cardiff-oxford", 0);
  g_assert_cmpstr (f->message, ==, "Pick a piece of another player on a route to move.");
  click_space (f, "cardiff-pembroke", 0);
  assert_prompt (f, "Remove 3: now pick an empty highlighted space in the same country (0 of 3 moved).");
  g_assert_true (marked_only_in (f, 1u << KONTOR_REGION_WALES));
  click_space (f, "cardiff-oxford", 1);
  assert_refused (f, 1, "ht.brit.move3-country");
  click_space (f, "cardiff-montgomery", 2);
  /* the vacated space may take another piece */
  click_space (f, "london-oxford", 0);
  g_assert_false (marked (f, "cardiff-pembroke", 0));
  click_space (f, "oxford-salisbury", 0);
  assert_cursor (f, 0);
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"remove-3\",\"moves\":["
                  "{\"from\":{\"route\":\"cardiff-pembroke\",\"space\":0},\"to\":{\"route\":\"cardiff-montgomery\",\"space\":2}},"
                  "{\"from\":{\"route\":\"london-oxford\",\"space\":0},\"to\":{\"route\":\"oxford-salisbury\",\"space\":0}}]}");
}

static void
brit_gateway (KontorPosition *pos)
{
  office (pos, "cardiff", 0, BO);
  office (pos, "cardiff", 1, ANA);
}

static void
test_brit3_permission_and_texts (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_gateway);
  assert_city_text (f, "cardiff", "Cardiff: 2 of 4 offices taken, controlled by Ana. Office 1: Bo’s trader. Office 2: Ana’s trader. "
                                  "Office 3: free, for a trader with privilege pink. Office 4: free, for a merchant with privilege pink. "
                                  "Its rightmost office gives the permission for Wales, held by Ana.");
  assert_city_text (f, "london", "London: 0 of 6 offices taken, controlled by nobody. Office 1: free, for a trader with privilege white. "
                                 "Office 2: free, for a trader with privilege orange. Office 3: free, for a trader with privilege pink. "
                                 "Office 4: free, for a merchant with privilege pink. Office 5: free, for a trader with privilege black. "
                                 "Office 6: free, for a merchant with privilege black. Its office upgrades the ability “Privilegium”. "
                                 "Its rightmost office gives the permission for Wales, held by nobody.");
  assert_space_text (f, "calais-southampton", 2, "Calais–Southampton, space 3 of 3, a ship, merchants only: empty. "
                                                 "Its claim may use the printed effect “Place 2 in Wales or Scotland”.");
  assert_space_text (f, "conway-isle-of-man", 0, "Conway–Isle of Man in Wales, space 1 of 3, a ship, merchants only: empty.");
  assert_space_text (f, "cardiff-pembroke", 1, "Cardiff–Pembroke in Wales, space 2 of 3: empty.");
  /* Ana holds Cardiff's permission: Wales is offered once, then no more */
  command (f, "place", NULL);
  g_assert_true (marked (f, "cardiff-pembroke", 1));
  click_space (f, "cardiff-pembroke", 1);
  assert_cursor (f, 1);
  assert_city_text (f, "cardiff", "Cardiff: 2 of 4 offices taken, controlled by Ana. Office 1: Bo’s trader. Office 2: Ana’s trader. "
                                  "Office 3: free, for a trader with privilege pink. Office 4: free, for a merchant with privilege pink. "
                                  "Its rightmost office gives the permission for Wales, held by Ana. It was used this turn.");
  command (f, "place", NULL);
  g_assert_true (marked_only_in (f, 1u << KONTOR_REGION_ENGLAND));
  g_assert_true (marked (f, "london-oxford", 0));
  click_space (f, "cardiff-pembroke", 0);
  assert_refused (f, 1, "ht.brit.no-permission");
  assert_cursor (f, 1);
}

/* ------------------------------------------------------------ Britannia 4–5 */

static void
brit45_place2 (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_LIBER_SOPHIAE);
  put (pos, "calais-southampton", 0, ANA, T);
  put (pos, "calais-southampton", 1, ANA, M);
  put (pos, "calais-southampton", 2, ANA, M);
}

static void
test_brit45_place2 (Fixture *f, gconstpointer data)
{
  start (f, BRIT45, brit45_place2);
  command (f, "claim", NULL);
  answer_label (f, "Office in Southampton (trader)");
  answer (f, "use");
  g_assert_true (marked_only_in (f, (1u << KONTOR_REGION_WALES) | (1u << KONTOR_REGION_SCOTLAND)));
  g_assert_true (marked (f, "dunbar-edinburgh", 0));
  g_assert_true (marked (f, "chester-conway", 2));
  /* a Scottish ship takes a merchant: no question; a Welsh house space takes either */
  click_space (f, "carlisle-isle-of-man", 1);
  assert_cursor (f, 0);
  click_space (f, "chester-conway", 2);
  assert_choices (f, "trader merchant");
  answer (f, "trader");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"calais-southampton\",\"benefit\":{\"office\":{\"city\":\"southampton\",\"piece\":\"trader\"}},"
                  "\"permanent\":{\"kind\":\"place-2\",\"pieces\":["
                  "{\"from\":\"stock\",\"route\":\"carlisle-isle-of-man\",\"space\":1,\"piece\":\"merchant\"},"
                  "{\"from\":\"stock\",\"route\":\"chester-conway\",\"space\":2,\"piece\":\"trader\"}]}}");
}

static void
brit45_move (KontorPosition *pos)
{
  give_marker (pos, ANA, KONTOR_MARKER_REMOVE_3);
  office (pos, "carlisle", 0, DI);
  put (pos, "calais-canterbury", 0, ANA, T);
  put (pos, "calais-canterbury", 1, ANA, M);
  put (pos, "calais-canterbury", 2, ANA, T);
  put (pos, "dunbar-edinburgh", 1, BO, T);
  put (pos, "london-oxford", 0, CY, T);
  put (pos, "oxford-salisbury", 1, DI, T);
}

static void
test_brit45_move2_swap (Fixture *f, gconstpointer data)
{
  start (f, BRIT45, brit45_move);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  click_space (f, "london-oxford", 0);
  /* an England piece may trade places with another England piece, not a Scottish one */
  g_assert_true (marked (f, "oxford-salisbury", 1));
  g_assert_false (marked (f, "dunbar-edinburgh", 1));
  click_space (f, "oxford-salisbury", 1);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"calais-canterbury\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":["
                  "{\"from\":{\"route\":\"london-oxford\",\"space\":0},\"to\":{\"route\":\"oxford-salisbury\",\"space\":1}},"
                  "{\"from\":{\"route\":\"oxford-salisbury\",\"space\":1},\"to\":{\"route\":\"london-oxford\",\"space\":0}}]}}");
}

static void
test_brit45_remove3_and_texts (Fixture *f, gconstpointer data)
{
  start (f, BRIT45, brit45_move);
  assert_city_text (f, "carlisle", "Carlisle: 1 of 5 offices taken, controlled by Di. Office 1: Di’s trader. "
                                   "Office 2: free, for a trader with privilege orange. Office 3: free, for a trader with privilege pink. "
                                   "Office 4: free, for a trader with privilege black. Office 5: free, for a merchant with privilege black. "
                                   "Its rightmost office gives the permission for Scotland, held by Di.");
  {
    g_autofree char *london = city_text (f, "london");
    g_assert_true (g_str_has_suffix (london, "Its rightmost office gives the permission for Wales or Scotland, held by nobody."));
  }
  assert_space_text (f, "dunbar-edinburgh", 1, "Dunbar–Edinburgh in Scotland, space 2 of 2: Bo’s trader.");
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  click_space (f, "dunbar-edinburgh", 1);
  g_assert_true (marked_only_in (f, 1u << KONTOR_REGION_SCOTLAND));
  click_space (f, "edinburgh-glasgow", 0);
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"remove-3\",\"moves\":["
                  "{\"from\":{\"route\":\"dunbar-edinburgh\",\"space\":1},\"to\":{\"route\":\"edinburgh-glasgow\",\"space\":0}}]}");
}

/* ------------------------------------------------------------ more entry steps */

/* The printed move-2: a piece of the claimed route is no source, a picked
 * piece is put down again, the board shows the moves before Done; a city
 * click means nothing here. */
static void
test_east_move2_steps (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_move2);
  command (f, "claim", NULL);
  /* an answer beyond the choices changes nothing */
  answer_label (f, "No benefit");
  kontor_table_answer (f->table, 5, NULL);
  g_assert_null (kontor_table_get_question (f->table));
  assert_mode (f, "idle");
  assert_cursor (f, 0);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  click_space (f, "stralsund-wismar", 0);
  g_assert_cmpstr (f->message, ==, "Pick a piece on another route to move.");
  click_space (f, "luebeck-wismar", 0);
  assert_prompt (f, "Move 2 pieces: now pick an empty highlighted space, or a piece to trade places with (0 of 2 moved).");
  click_space (f, "luebeck-wismar", 0);   /* put down again */
  assert_prompt (f, "Move 2 pieces: pick any piece on another route, then its empty space (0 of 2 moved). Press Done when finished.");
  g_assert_cmpint (n_marked_spaces (f), ==, 2);
  click_space (f, "luebeck-wismar", 0);
  click_space (f, "stralsund-wismar", 2);
  assert_cursor (f, 0);
  /* the claimed route is emptied, the moved trader stands on it */
  g_assert_cmpint (board_owner (f, "stralsund-wismar", 0), ==, KONTOR_NOBODY);
  g_assert_cmpint (board_owner (f, "stralsund-wismar", 2), ==, BO);
  g_assert_cmpint (board_owner (f, "luebeck-wismar", 0), ==, KONTOR_NOBODY);
  g_assert_cmpint (board_owner (f, "waren-wismar", 1), ==, CY);
  {
    int messages = f->messages;
    click_city (f, "wismar");   /* only spaces count for move-2 */
    g_assert_cmpint (f->messages, ==, messages);
    assert_mode (f, "permanent");
  }
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"stralsund-wismar\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"move-2\",\"moves\":["
                  "{\"from\":{\"route\":\"luebeck-wismar\",\"space\":0},\"to\":{\"route\":\"stralsund-wismar\",\"space\":2}}]}}");
  g_assert_cmpint (f->refused, ==, 0);
}

/* reuse-2 on the board before Done: the reused piece leaves the claimed route. */
static void
test_east_reuse2_preview (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_reuse);
  command (f, "claim", NULL);
  answer_label (f, "Office in Danzig (trader)");
  answer (f, "use");
  click_space (f, "danzig-malmoe", 3);
  click_space (f, "danzig-malmoe", 3);   /* put down again */
  assert_prompt (f, "Reuse 2 pieces: pick a space of Danzig–Malmö whose piece goes back on the board, "
                    "then its empty space (0 of 2 reused). Press Done when finished.");
  click_space (f, "danzig-malmoe", 3);
  assert_prompt (f, "Reuse 2 pieces: now pick an empty highlighted space on another route (0 of 2 reused).");
  click_space (f, "malmoe-stralsund", 0);
  assert_prompt (f, "Reuse 2 pieces: pick a space of Danzig–Malmö whose piece goes back on the board, "
                    "then its empty space (1 of 2 reused). Press Done when finished.");
  g_assert_cmpint (board_owner (f, "danzig-malmoe", 3), ==, KONTOR_NOBODY);
  g_assert_cmpint (board_owner (f, "malmoe-stralsund", 0), ==, ANA);
  g_assert_cmpint (board_owner (f, "danzig-malmoe", 0), ==, ANA);   /* not yet taken by the claim */
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"danzig-malmoe\",\"benefit\":{\"office\":{\"city\":\"danzig\",\"piece\":\"trader\"}},"
                  "\"permanent\":{\"kind\":\"reuse-2\",\"pieces\":["
                  "{\"from\":{\"space\":3},\"to\":{\"route\":\"malmoe-stralsund\",\"space\":0}}]}}");
  assert_history (f, "Ana claimed Danzig–Malmö and opened an office in Danzig; the printed marker put 1 piece of the route back on the board");
}

static void
east_green_traders (KontorPosition *pos)
{
  level_up (pos, ANA, KONTOR_ABILITY_PRIVILEGIUM);
  put (pos, "malmoe-visby", 0, ANA, T);
  put (pos, "malmoe-visby", 1, ANA, M);   /* the supply's only merchant */
  put (pos, "malmoe-visby", 2, ANA, T);
}

/* build-in-green with traders only in the supply: no question; spaces mean nothing. */
static void
test_east_build_in_green_one_kind (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_green_traders);
  g_assert_cmpint (pos_of (f)->players[ANA].supply[M], ==, 0);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  assert_mode (f, "permanent");
  click_space (f, "luebeck-wismar", 0);
  assert_mode (f, "permanent");
  assert_cursor (f, 0);
  g_assert_cmpint (f->refused, ==, 0);
  g_assert_null (kontor_table_get_question (f->table));
  /* the board shows the claimed route emptied */
  g_assert_cmpint (board_owner (f, "malmoe-visby", 1), ==, KONTOR_NOBODY);
  click_city (f, "dresden");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"malmoe-visby\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"build-in-green\",\"city\":\"dresden\",\"piece\":\"trader\"}}");
}

/* Swap offices in a city without two neighbouring offices; a green city's text on a click. */
static void
test_east_swap_nothing_and_green_click (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_swap);
  click_city (f, "dresden");
  g_assert_cmpstr (f->message, ==, "Dresden: controlled by nobody. A green city: it has no printed offices. "
                                   "No office has been built yet. Its office upgrades the ability “Keys”.");
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_SWAP_OFFICES));
  assert_prompt (f, "Swap offices: pick a highlighted city.");
  click_city (f, "dresden");
  g_assert_cmpstr (f->message, ==, "This city has no two neighbouring offices to swap.");
  g_assert_null (kontor_table_get_question (f->table));
  assert_mode (f, "swap");
  assert_cursor (f, 0);
}

static void
east_remove (KontorPosition *pos)
{
  give_marker (pos, ANA, KONTOR_MARKER_REMOVE_3);
  put (pos, "luebeck-wismar", 0, BO, T);
  put (pos, "anklam-stettin", 0, BO, T);
  put (pos, "havelberg-waren", 0, BO, T);
  put (pos, "waren-wismar", 1, CY, T);
}

/* Remove 3 off Britannia: pieces picked, one taken back, three at most. */
static void
test_east_remove3 (Fixture *f, gconstpointer data)
{
  start (f, EAST, east_remove);
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  assert_mode (f, "remove");
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (0 chosen); they go back to their owners' supply.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpint (n_marked_spaces (f), ==, 4);
  click_space (f, "luebeck-wismar", 1);   /* empty: nothing */
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (0 chosen); they go back to their owners' supply.");
  click_space (f, "luebeck-wismar", 0);
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (1 chosen); they go back to their owners' supply.");
  g_assert_cmpint (board_owner (f, "luebeck-wismar", 0), ==, KONTOR_NOBODY);
  click_space (f, "luebeck-wismar", 0);   /* taken back */
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (0 chosen); they go back to their owners' supply.");
  g_assert_cmpint (board_owner (f, "luebeck-wismar", 0), ==, BO);
  click_space (f, "anklam-stettin", 0);
  click_space (f, "havelberg-waren", 0);
  click_space (f, "waren-wismar", 1);
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (3 chosen); they go back to their owners' supply.");
  g_assert_cmpint (n_marked_spaces (f), ==, 0);
  g_assert_true (kontor_table_get_selected (f->table) != NULL);
  click_space (f, "luebeck-wismar", 0);   /* a fourth: nothing */
  assert_prompt (f, "Remove 3: pick up to 3 pieces on routes (3 chosen); they go back to their owners' supply.");
  assert_cursor (f, 0);
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"remove-3\",\"spaces\":[{\"route\":\"anklam-stettin\",\"space\":0},"
                  "{\"route\":\"havelberg-waren\",\"space\":0},{\"route\":\"waren-wismar\",\"space\":1}]}");
}

/* Britannia's Remove 3: a picked piece put down again; the third move enters it. */
static void
test_brit3_remove3_three (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_move);
  command (f, "use-marker", g_variant_new_int32 (KONTOR_MARKER_REMOVE_3));
  click_space (f, "cardiff-pembroke", 0);
  click_space (f, "cardiff-pembroke", 0);   /* put down again */
  assert_prompt (f, "Remove 3: pick another player’s piece, then an empty space in the same country (0 of 3 moved). Press Done when finished.");
  g_assert_cmpint (n_marked_spaces (f), ==, 3);
  click_space (f, "cardiff-pembroke", 0);
  click_space (f, "cardiff-montgomery", 2);
  g_assert_cmpint (board_owner (f, "cardiff-pembroke", 0), ==, KONTOR_NOBODY);
  g_assert_cmpint (board_owner (f, "cardiff-montgomery", 2), ==, BO);
  click_space (f, "london-oxford", 0);
  click_space (f, "oxford-salisbury", 0);
  assert_cursor (f, 0);
  click_space (f, "oxford-salisbury", 1);
  click_space (f, "london-oxford", 1);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"use-bonus\",\"marker\":\"remove-3\",\"moves\":["
                  "{\"from\":{\"route\":\"cardiff-pembroke\",\"space\":0},\"to\":{\"route\":\"cardiff-montgomery\",\"space\":2}},"
                  "{\"from\":{\"route\":\"london-oxford\",\"space\":0},\"to\":{\"route\":\"oxford-salisbury\",\"space\":0}},"
                  "{\"from\":{\"route\":\"oxford-salisbury\",\"space\":1},\"to\":{\"route\":\"london-oxford\",\"space\":1}}]}");
  assert_mode (f, "idle");
}

/* place-2: the board shows the piece placed; an answer beyond the kinds changes nothing. */
static void
test_brit3_place2_preview (Fixture *f, gconstpointer data)
{
  start (f, BRIT3, brit_place2);
  command (f, "claim", NULL);
  answer_label (f, "No benefit");
  answer (f, "use");
  click_space (f, "cardiff-pembroke", 0);
  assert_choices (f, "trader merchant");
  kontor_table_answer (f->table, 2, NULL);
  assert_mode (f, "permanent");
  assert_prompt (f, "Place 2 in Wales or Scotland: pick an empty highlighted space (0 of 2 placed). Press Done when finished.");
  g_assert_cmpint (board_owner (f, "cardiff-pembroke", 0), ==, KONTOR_NOBODY);
  click_space (f, "cardiff-pembroke", 0);
  answer (f, "merchant");
  g_assert_cmpint (board_owner (f, "cardiff-pembroke", 0), ==, ANA);
  {
    const KontorPosition *shown = kontor_table_get_board_position (f->table);
    g_assert_cmpint (shown->spaces[route_of (shown, "cardiff-pembroke")][0].kind, ==, M);
  }
  g_assert_cmpint (board_owner (f, "calais-southampton", 0), ==, KONTOR_NOBODY);
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"claim\",\"route\":\"calais-southampton\",\"benefit\":\"none\","
                  "\"permanent\":{\"kind\":\"place-2\",\"pieces\":["
                  "{\"from\":\"stock\",\"route\":\"cardiff-pembroke\",\"space\":0,\"piece\":\"merchant\"}]}}");
}

/* ------------------------------------------------------------ the base board */

static void
base_routes (KontorPosition *pos)
{
  put (pos, "dortmund-duisburg", 0, ANA, T);
  put (pos, "dortmund-duisburg", 1, ANA, T);
  put (pos, "kampen-osnabrueck", 0, ANA, T);
  put (pos, "kampen-osnabrueck", 1, ANA, T);
  put (pos, "arnheim-kampen", 0, ANA, T);
  put (pos, "arnheim-duisburg", 0, BO, T);
}

/* Two complete routes: Claim asks for one; a click on one's own piece
 * claims its complete route or starts a move; the move enters itself. */
static void
test_base_claim_and_move (Fixture *f, gconstpointer data)
{
  start (f, BASE, base_routes);
  command (f, "displace", NULL);
  assert_mode (f, "displace");
  assert_prompt (f, "Displace: pick another player's piece (a trader costs 1 more piece, a merchant 2).");
  kontor_table_cancel (f->table);
  command (f, "claim", NULL);
  assert_mode (f, "claim");
  assert_prompt (f, "Claim: pick a highlighted route.");
  g_assert_cmpint (n_marked_routes (f), ==, 2);
  g_assert_true (marks (f)->routes[route_of (pos_of (f), "dortmund-duisburg")]);
  g_assert_true (marks (f)->routes[route_of (pos_of (f), "kampen-osnabrueck")]);
  click_space (f, "arnheim-kampen", 0);
  assert_refused (f, 1, "ht.claim-incomplete");
  assert_cursor (f, 0);
  click_space (f, "dortmund-duisburg", 0);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Claim Dortmund–Duisburg");
  assert_labels (f, "Office in Duisburg (trader) | No benefit");
  kontor_table_answer (f->table, -1, NULL);
  kontor_table_cancel (f->table);
  assert_mode (f, "idle");
  /* one's own piece on a complete route: its claim */
  click_space (f, "kampen-osnabrueck", 1);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Claim Kampen–Osnabrück");
  kontor_table_answer (f->table, -1, NULL);
  /* elsewhere: a move */
  click_space (f, "arnheim-kampen", 0);
  assert_mode (f, "move");
  assert_prompt (f, "Move: pick one of your pieces, then an empty space (0 of 2 moves chosen). Press Done to move them.");
  g_assert_true (((const KontorMarks *) kontor_table_get_selected (f->table))->spaces[route_of (pos_of (f), "arnheim-kampen")][0]);
  click_space (f, "arnheim-kampen", 2);
  assert_prompt (f, "Move: pick one of your pieces, then an empty space (1 of 2 moves chosen). Press Done to move them.");
  g_assert_cmpint (board_owner (f, "arnheim-kampen", 0), ==, KONTOR_NOBODY);
  g_assert_cmpint (board_owner (f, "arnheim-kampen", 2), ==, ANA);
  click_space (f, "arnheim-duisburg", 0);
  g_assert_cmpstr (f->message, ==, "Pick one of your own pieces on a route to move.");
  click_space (f, "dortmund-duisburg", 1);
  click_space (f, "arnheim-kampen", 1);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"move\",\"moves\":["
                  "{\"from\":{\"route\":\"arnheim-kampen\",\"space\":0},\"to\":{\"route\":\"arnheim-kampen\",\"space\":2}},"
                  "{\"from\":{\"route\":\"dortmund-duisburg\",\"space\":1},\"to\":{\"route\":\"arnheim-kampen\",\"space\":1}}]}");
  assert_mode (f, "idle");
}

static void
base_money (KontorPosition *pos)
{
  for (int i = 0; i < kontor_ability_max_level (KONTOR_ABILITY_MONEY_BAGS); i++)
    level_up (pos, ANA, KONTOR_ABILITY_MONEY_BAGS);
}

/* Money bags at the top: the whole stock may be hired. */
static void
test_base_hire_all (Fixture *f, gconstpointer data)
{
  const int numbers[2] = { 4, 0 };
  start (f, BASE, base_money);
  command (f, "hire", NULL);
  g_assert_cmpstr (kontor_table_get_question (f->table)->body, ==,
                   "Your Money bags let you hire your whole stock: 6 traders and 0 merchants.");
  answer_with (f, "hire", numbers);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"hire\",\"traders\":4,\"merchants\":0}");
}

static void
base_offices (KontorPosition *pos)
{
  int duisburg = city_of (pos, "duisburg");
  office (pos, "duisburg", 0, CY);
  pos->extra[duisburg][pos->n_extra[duisburg]++] = take (pos, BO, T);
  pos->completed = 1;
  pos->table[0] = ANA;
  take (pos, ANA, M);
}

/* A printed city's extra offices; the Coellen table taken and free. */
static void
test_base_texts (Fixture *f, gconstpointer data)
{
  start (f, BASE, base_offices);
  assert_city_text (f, "duisburg", "Duisburg: 1 of 1 offices taken, controlled by Cy. Office 1: Cy’s trader. "
                                   "Extra offices, from the left: Bo’s trader.");
  assert_target (f, 0, 0, "Coellen table, space 1 (7 prestige): taken by Ana.");
  assert_target (f, 1, 0, "Coellen table, space 2 (8 prestige): free, needs privilege orange.");
}

static void
base_crowded (KontorPosition *pos)
{
  put (pos, "dortmund-duisburg", 0, BO, T);
  for (int s = 0; s < 3; s++)
    {
      put (pos, "arnheim-duisburg", s, CY, T);
      put (pos, "dortmund-paderborn", s, CY, T);
    }
}

/* The routes next to the displacement are full: the relocation goes further. */
static void
test_base_relocation_far (Fixture *f, gconstpointer data)
{
  start (f, BASE, base_crowded);
  command (f, "displace", NULL);
  click_space (f, "dortmund-duisburg", 0);
  assert_cursor (f, 1);
  assert_mode (f, "relocate");
  assert_prompt (f, "Bo: place your displaced trader on a highlighted route 2 routes away (the nearer ones are full), "
                    "and up to 1 more piece.");
  g_assert_false (marked (f, "arnheim-duisburg", 0));
  g_assert_true (marked (f, "arnheim-kampen", 0));
  click_space (f, "hamburg-luebeck", 0);
  assert_refused (f, 1, "ht.relocate-distance");
  click_space (f, "arnheim-kampen", 0);
  assert_prompt (f, "Bo: you may place 1 more piece, or press Done.");
  g_assert_cmpint (board_owner (f, "arnheim-kampen", 0), ==, BO);
  g_assert_cmpint (pos_of (f)->spaces[route_of (pos_of (f), "arnheim-kampen")][0].owner, ==, KONTOR_NOBODY);
  kontor_table_done (f->table);
  assert_cursor (f, 2);
  assert_last (f, "{\"do\":\"relocate\",\"pieces\":["
                  "{\"from\":\"displaced\",\"route\":\"arnheim-kampen\",\"space\":0,\"piece\":\"trader\"}]}");
}


/* The same with Bo's stock and supply empty, every piece of his on the
 * board far away: his extra piece is moved from the board, picked first. */
static void
base_crowded_nothing_left (KontorPosition *pos)
{
  const KontorBoard *b = pos->board;
  const KontorPlayerState *bo = &pos->players[BO];
  int near[] = { route_of (pos, "dortmund-duisburg"), route_of (pos, "arnheim-duisburg"),
                 route_of (pos, "dortmund-paderborn"), route_of (pos, "arnheim-kampen") };

  base_crowded (pos);
  for (int r = b->n_routes - 1; r >= 0; r--)
    {
      gboolean close = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (near); i++)
        close |= b->route_dist[near[i]][r] <= 1;
      for (int s = 0; !close && s < b->routes[r].n_spaces; s++)
        {
          int kind = bo->supply[T] + bo->stock[T] > 0 ? T : M;
          if (bo->supply[T] + bo->stock[T] + bo->supply[M] + bo->stock[M] == 0)
            return;
          if (pos->spaces[r][s].owner == KONTOR_NOBODY && s + 1 < b->routes[r].n_spaces)
            pos->spaces[r][s] = take (pos, BO, kind);
        }
    }
}

static void
test_base_relocation_from_board (Fixture *f, gconstpointer data)
{
  const KontorPosition *pos;
  const KontorBoard *b;
  int src_r = -1, src_s = -1, src_kind;
  g_autofree char *want = NULL;

  start (f, BASE, base_crowded_nothing_left);
  pos = pos_of (f);
  b = pos->board;
  g_assert_cmpint (pos->players[BO].stock[T] + pos->players[BO].stock[M] + pos->players[BO].supply[T]
                   + pos->players[BO].supply[M], ==, 0);
  command (f, "displace", NULL);
  click_space (f, "dortmund-duisburg", 0);
  assert_mode (f, "relocate");
  click_space (f, "arnheim-kampen", 0);
  assert_prompt (f, "Bo: your stock and supply are empty: you may move one of your highlighted pieces from the board "
                    "too (pick it, then its space), or press Done.");
  /* the highlighted sources: Bo's pieces on the routes, nothing else */
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        g_assert_cmpint (marked (f, b->routes[r].id, s), ==, pos_of (f)->spaces[r][s].owner == BO);
        if (src_r < 0 && pos_of (f)->spaces[r][s].owner == BO)
          src_r = r, src_s = s;
      }
  g_assert_cmpint (src_r, >=, 0);
  click_space (f, "hamburg-luebeck", 0);   /* not Bo's: a message, nothing picked */
  assert_prompt (f, "Bo: your stock and supply are empty: you may move one of your highlighted pieces from the board "
                    "too (pick it, then its space), or press Done.");
  click_space (f, b->routes[src_r].id, src_s);
  assert_prompt (f, "Bo: now pick the highlighted space for the piece you picked, or the piece again to put it down.");
  g_assert_true (marked (f, "arnheim-kampen", 1));
  g_assert_false (marked (f, "hamburg-luebeck", 0));
  click_space (f, b->routes[src_r].id, src_s);   /* put down again */
  assert_prompt (f, "Bo: your stock and supply are empty: you may move one of your highlighted pieces from the board "
                    "too (pick it, then its space), or press Done.");
  click_space (f, b->routes[src_r].id, src_s);
  src_kind = pos_of (f)->spaces[src_r][src_s].kind;
  click_space (f, "arnheim-kampen", 1);
  assert_cursor (f, 2);
  want = g_strdup_printf ("{\"do\":\"relocate\",\"pieces\":["
                          "{\"from\":\"displaced\",\"route\":\"arnheim-kampen\",\"space\":0,\"piece\":\"trader\"},"
                          "{\"from\":{\"route\":\"%s\",\"space\":%d},\"route\":\"arnheim-kampen\",\"space\":1,\"piece\":\"%s\"}]}",
                          b->routes[src_r].id, src_s, kontor_piece_id (src_kind));
  assert_last (f, want);
}

/* Correcting a placement: the clicks place the kind the entry used. */
static void
test_base_fix_keeps_kind (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  start (f, BASE, NULL);
  command (f, "piece-kind", g_variant_new_int32 (M));
  click_space (f, "arnheim-kampen", 0);
  assert_cursor (f, 1);
  command (f, "piece-kind", g_variant_new_int32 (T));
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 0, &error));
  g_assert_no_error (error);
  click_space (f, "arnheim-kampen", 1);
  assert_mode (f, "fix-confirm");
  kontor_table_done (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"place\",\"route\":\"arnheim-kampen\",\"space\":1,\"piece\":\"merchant\"}");
  g_assert_cmpint (f->refused, ==, 0);
}

/* A marker drawn when every route holds a piece (or a marker): set aside. */
static void
base_marker_nowhere (KontorPosition *pos)
{
  for (int a = 0; a < KONTOR_N_ABILITIES; a++)   /* Bo's covers: pieces for the routes */
    while (pos->players[BO].level[a] < kontor_ability_max_level (a))
      level_up (pos, BO, a);
  for (int r = 0; r < pos->board->n_routes; r++)
    if (pos->route_marker[r] < 0)
      pos->spaces[r][0] = take (pos, BO, pos->players[BO].supply[T] + pos->players[BO].stock[T] > 0 ? T : M);
  /* Ana's turn ended with a marker to draw at the table */
  pos->stack_left--;
  pos->pending_kind[0] = -1;
  pos->pending_draws = 1;
  pos->phase = KONTOR_PHASE_PLACE_BONUS;
}

static void
test_base_marker_set_aside (Fixture *f, gconstpointer data)
{
  start (f, BASE, base_marker_nowhere);
  assert_mode (f, "place-bonus");
  assert_prompt (f, "Ana: which bonus marker did you draw?");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Name the Marker");
  g_assert_cmpint (n_marked_routes (f), ==, 0);
  kontor_table_extra (f->table);
  g_assert_cmpstr (kontor_table_get_question (f->table)->heading, ==, "Which bonus marker was drawn?");
  answer (f, kontor_marker_id (KONTOR_MARKER_SWAP_OFFICES));
  g_assert_cmpstr (f->message, ==, "No route can take the marker, so it is set aside.");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"place-bonus\",\"route\":null,\"marker\":\"swap-offices\"}");
  g_assert_cmpint (pos_of (f)->set_aside[KONTOR_MARKER_SWAP_OFFICES], ==, 1);
}

/* A question left open by Cancel answers nothing. */
static void
test_base_cancel_with_question (Fixture *f, gconstpointer data)
{
  const int numbers[2] = { 1, 0 };
  start (f, BASE, NULL);
  command (f, "hire", NULL);
  kontor_table_cancel (f->table);
  g_assert_nonnull (kontor_table_get_question (f->table));
  assert_mode (f, "idle");
  kontor_table_answer (f->table, 0, numbers);
  g_assert_null (kontor_table_get_question (f->table));
  assert_cursor (f, 0);
  g_assert_cmpint (f->refused, ==, 0);
}

/* ------------------------------------------------------------ two players */

static void
neutral_offices (KontorPosition *pos)
{
  const KontorPiece neutral = { KONTOR_NEUTRAL, T };
  pos->slots[city_of (pos, "duisburg")][0] = neutral;
  pos->completed = 1;
}

static void
test_two_neutral_texts (Fixture *f, gconstpointer data)
{
  start (f, BASE2, neutral_offices);
  assert_city_text (f, "duisburg", "Duisburg: 1 of 1 offices taken, controlled by Neutral. Office 1: a neutral trader.");
  assert_space_text (f, "bremen-osnabrueck", 0, "Bremen–Osnabrück, space 1 of 3: a neutral trader. "
                                                "The bonus marker “Extra office” lies on this route.");
}

/* Two players: the board full but for one space; the displaced neutral
 * takes it and no second neutral trader can follow (D38). */
static void
neutral_full_board (KontorPosition *pos)
{
  const KontorPiece neutral = { KONTOR_NEUTRAL, T };
  int dd = route_of (pos, "dortmund-duisburg"), ad = route_of (pos, "arnheim-duisburg");
  for (int a = 0; a < KONTOR_N_ABILITIES; a++)   /* Bo's covers: pieces for the routes */
    while (pos->players[BO].level[a] < kontor_ability_max_level (a))
      level_up (pos, BO, a);
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      gboolean player = FALSE;
      for (int sp = 0; sp < pos->board->routes[r].n_spaces; sp++)
        player |= pos->spaces[r][sp].owner == BO || pos->spaces[r][sp].owner == ANA;
      for (int sp = 0; sp < pos->board->routes[r].n_spaces; sp++)
        {
          if (pos->spaces[r][sp].owner != KONTOR_NOBODY || (r == ad && sp == 2) || (r == dd && sp == 0))
            continue;
          if (!player)
            {
              /* a player's piece on every route, none full of neutrals: Bo's,
               * then Ana's stock (her supply pays the displacement) */
              KontorPlayerState *bo = &pos->players[BO], *ana = &pos->players[ANA];
              if (bo->stock[T] + bo->supply[T] > 0)
                pos->spaces[r][sp] = take (pos, BO, T);
              else if (bo->stock[M] + bo->supply[M] > 0)
                pos->spaces[r][sp] = take (pos, BO, M);
              else
                {
                  int kind = ana->stock[T] > 0 ? T : M;
                  g_assert_cmpint (ana->stock[kind], >, 0);
                  ana->stock[kind]--;
                  pos->spaces[r][sp] = (KontorPiece) { ANA, kind };
                }
              player = TRUE;
            }
          else
            pos->spaces[r][sp] = neutral;
        }
    }
  pos->spaces[dd][0] = neutral;
}

static void
test_two_neutral_relocation_no_second (Fixture *f, gconstpointer data)
{
  start (f, BASE2, neutral_full_board);
  click_space (f, "dortmund-duisburg", 0);
  assert_cursor (f, 1);
  assert_mode (f, "relocate");
  assert_prompt (f, "Bo: put the displaced neutral trader on a highlighted route next to Dortmund–Duisburg, "
                    "then one more neutral trader (the rulebook moves it “together with one more”).");
  g_assert_cmpint (n_marked_spaces (f), ==, 1);
  click_space (f, "arnheim-duisburg", 2);
  assert_cursor (f, 1);
  assert_prompt (f, "Bo: no space is left for a second neutral trader; press Done.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpint (board_owner (f, "arnheim-duisburg", 2), ==, KONTOR_NEUTRAL);
  kontor_table_done (f->table);
  assert_cursor (f, 2);
  assert_last (f, "{\"do\":\"relocate\",\"pieces\":["
                  "{\"from\":\"displaced\",\"route\":\"arnheim-duisburg\",\"space\":2,\"piece\":\"trader\"}]}");
}

static void
neutral_claim_one_full (KontorPosition *pos)
{
  const KontorPiece neutral = { KONTOR_NEUTRAL, T };
  int dd = route_of (pos, "dortmund-duisburg");
  pos->slots[city_of (pos, "dortmund")][0] = neutral;
  pos->slots[city_of (pos, "dortmund")][1] = neutral;
  pos->completed = 1;
  pos->spaces[dd][0] = neutral;
  pos->spaces[dd][1] = neutral;
  pos->phase = KONTOR_PHASE_NEUTRAL_CLAIM;
}

static void
test_two_neutral_claim_one_city (Fixture *f, gconstpointer data)
{
  start (f, BASE2, neutral_claim_one_full);
  assert_mode (f, "neutral-claim");
  assert_prompt (f, "Neutral traders fill Dortmund–Duisburg: the neutral claims it. "
                    "Ana, pick the highlighted city whose leftmost free office gets a neutral trader.");
  g_assert_null (kontor_table_get_extra_label (f->table));
  g_assert_true (marks (f)->cities[city_of (pos_of (f), "duisburg")]);
  g_assert_false (marks (f)->cities[city_of (pos_of (f), "dortmund")]);
  click_city (f, "duisburg");
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"neutral-claim\",\"route\":\"dortmund-duisburg\",\"city\":\"duisburg\"}");
}

static void
neutral_claim_both_full (KontorPosition *pos)
{
  const KontorPiece neutral = { KONTOR_NEUTRAL, T };
  neutral_claim_one_full (pos);
  pos->slots[city_of (pos, "duisburg")][0] = neutral;
  pos->completed = 2;
}

static void
test_two_neutral_claim_no_office (Fixture *f, gconstpointer data)
{
  start (f, BASE2, neutral_claim_both_full);
  assert_prompt (f, "Neutral traders fill Dortmund–Duisburg: the neutral claims it, "
                    "but both cities are full, so no office is opened.");
  g_assert_cmpstr (kontor_table_get_extra_label (f->table), ==, "_Claim Without Office");
  kontor_table_extra (f->table);
  assert_cursor (f, 1);
  assert_last (f, "{\"do\":\"neutral-claim\",\"route\":\"dortmund-duisburg\",\"city\":null}");
  assert_mode (f, "idle");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  preset_title = kontor_ht_title;
  preset_title.id = "ht-preset";
  preset_title.position_init = preset_init;
  kontor_title_register (&preset_title);
  preset_table = kontor_ht_table_title;
  preset_table.title_id = "ht-preset";
  kontor_table_title_register (&preset_table);

#define ADD(path, fn) g_test_add ("/ht-boards/" path, Fixture, NULL, NULL, fn, fixture_tear_down)
  ADD ("east/move-2", test_east_move2);
  ADD ("east/move-2-swap-and-decline", test_east_move2_swap_and_decline);
  ADD ("east/gain-privilege", test_east_gain_privilege);
  ADD ("east/build-in-green", test_east_build_in_green);
  ADD ("east/reuse-2", test_east_reuse2);
  ADD ("east/green-extra-office", test_east_green_extra_office);
  ADD ("east/waren-upgrade", test_east_waren_upgrade);
  ADD ("east/green-swap", test_east_green_swap);
  ADD ("east/texts", test_east_texts);
  ADD ("britannia-3/place-2", test_brit3_place2);
  ADD ("britannia-3/move-2", test_brit3_move2);
  ADD ("britannia-3/remove-3", test_brit3_remove3);
  ADD ("britannia-3/permission-and-texts", test_brit3_permission_and_texts);
  ADD ("britannia-4-5/place-2", test_brit45_place2);
  ADD ("britannia-4-5/move-2-swap", test_brit45_move2_swap);
  ADD ("britannia-4-5/remove-3-and-texts", test_brit45_remove3_and_texts);
  ADD ("east/move-2-steps", test_east_move2_steps);
  ADD ("east/reuse-2-preview", test_east_reuse2_preview);
  ADD ("east/build-in-green-one-kind", test_east_build_in_green_one_kind);
  ADD ("east/swap-nothing-and-green-click", test_east_swap_nothing_and_green_click);
  ADD ("east/remove-3", test_east_remove3);
  ADD ("britannia-3/remove-3-three", test_brit3_remove3_three);
  ADD ("britannia-3/place-2-preview", test_brit3_place2_preview);
  ADD ("base/claim-and-move", test_base_claim_and_move);
  ADD ("base/hire-all", test_base_hire_all);
  ADD ("base/relocation-far", test_base_relocation_far);
  ADD ("base/relocation-from-board", test_base_relocation_from_board);
  ADD ("base/texts", test_base_texts);
  ADD ("base/marker-set-aside", test_base_marker_set_aside);
  ADD ("base/fix-keeps-kind", test_base_fix_keeps_kind);
  ADD ("base/cancel-with-question", test_base_cancel_with_question);
  ADD ("two-players/neutral-texts", test_two_neutral_texts);
  ADD ("two-players/neutral-relocation-no-second", test_two_neutral_relocation_no_second);
  ADD ("two-players/neutral-claim-one-city", test_two_neutral_claim_one_city);
  ADD ("two-players/neutral-claim-no-office", test_two_neutral_claim_no_office);
  return g_test_run ();
}
