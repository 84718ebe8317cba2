/* test-merchants-of-europe.c: Catan Histories: Merchants of Europe
 * (merchants-of-europe) beyond the scenario files: the worked example of
 * ../shared/spec/rules-merchants-of-europe.md §5.4 with exact values, the
 * seeded draws against the spec's check values (§7.2), header paths (§7.1),
 * score output (§7.5) and end positions (§7.4), the self-check of §1.11 on
 * broken positions, entries written and read back, and thousands of random
 * complete games (3–4 players, both sides, both draws) with the invariants
 * checked after every entry.  Records are written with ' for " to keep them
 * readable. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-moe.h"

/* ---------------------------------------------------------------- helpers */

#define FOUR "'players':[{'name':'Ana','color':'blue'},{'name':'Bo','color':'red'}," \
             "{'name':'Cy','color':'white'},{'name':'Di','color':'orange'}]"
#define HEAD "{'format':'kontor-game','version':1,'game':'merchants-of-europe',"
#define FILLER "{'do':'roll','dice':[1,2]},{'do':'production','owed':{}},{'do':'end-turn'}"

static char *
quotes (const char *text)
{
  char *s = g_strdup (text);
  for (char *p = s; *p; p++)
    if (*p == '\'')
      *p = '"';
  return s;
}

/* The scenarios' usual game: short side, fixed setup, four players, table draws. */
static char *
record_text (const char *draws, const char *actions)
{
  g_autofree char *t = g_strdup_printf (HEAD "'board':'short','setup':'fixed'," FOUR ",'neutral':null,"
                                        "'fixed_cities':{'orange':['wien','graz','linz']},'robber':'alps',"
                                        "'draws':%s,'actions':[%s]}", draws ? draws : "'table'", actions);
  return quotes (t);
}

static KontorGame *
load (const char *draws, const char *actions, const char **id, int *index, char **message)
{
  g_autofree char *text = record_text (draws, actions);
  g_autoptr (GError) error = NULL;
  int bad = -1;
  KontorGame *game = kontor_game_new_from_data (text, -1, &bad, &error);

  *id = game ? NULL : kontor_error_id (&kontor_moe_title, error);
  *index = bad;
  *message = error ? g_strdup (error->message) : NULL;
  return game;
}

static KontorGame *
game_ok (const char *draws, const char *actions)
{
  const char *id;
  int index;
  g_autofree char *message = NULL;
  KontorGame *game = load (draws, actions, &id, &index, &message);
  if (game == NULL)
    g_error ("refused (%s at %d): %s", id, index, message);
  g_assert_true (kontor_moe_check_invariants (kontor_game_get_position (game), NULL));
  return game;
}

static void
refused (const char *actions, const char *want, int want_index)
{
  const char *id;
  int index;
  g_autofree char *message = NULL;
  g_autoptr (KontorGame) game = load (NULL, actions, &id, &index, &message);
  if (game != NULL)
    g_error ("accepted, want %s at %d: %s", want, want_index, actions);
  if (g_strcmp0 (id, want) != 0 || index != want_index)
    g_error ("got %s at %d, want %s at %d: %s", id, index, want, want_index, message);
}

static const MoePosition *
P (KontorGame *game)
{
  return kontor_game_get_position (game);
}

/* Applies one entry written as JSON to pos; FALSE with the error. */
static gboolean
apply_json (MoePosition *pos, const char *json, GError **error)
{
  g_autofree char *text = quotes (json);
  g_autoptr (JsonNode) node = json_from_string (text, NULL);
  MoeAction a;

  g_assert_nonnull (node);
  return kontor_moe_action_from_json (node, pos, &a, error) && kontor_moe_apply (pos, &a, error);
}

/* ---------------------------------------------------------------- header and start */

static void
header_refused (const char *json, const char *want, const char *path)
{
  g_autofree char *text = quotes (json);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_autofree char *prefix = g_strconcat (path, ": ", NULL);

  g_assert_null (game);
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, want);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not name %s", error->message, path);
}

static void
test_header (void)
{
  header_refused (HEAD "'board':'long','setup':'fixed'," FOUR ",'actions':[]}", "moe.setup-board", "board");
  header_refused (HEAD "'board':'main','setup':'fixed'," FOUR ",'actions':[]}", "moe.setup-mode", "setup");
  header_refused (HEAD "'board':'short','setup':'fixed','players':[{'name':'A','color':'red'},"
                  "{'name':'B','color':'blue'}],'actions':[]}", "moe.setup-players", "players");
  header_refused (HEAD "'board':'short','setup':'fixed','players':[{'name':'A','color':'red'},"
                  "{'name':'B','color':'blue'},{'name':'C','color':'red'}],'actions':[]}",
                  "moe.setup-color-reused", "players[2].color");
  header_refused (HEAD "'board':'short','setup':'fixed','players':[{'name':'A','color':'red'},"
                  "{'name':'B','color':'blue'},{'name':'C','color':'white'}],'neutral':'red','actions':[]}",
                  "moe.setup-neutral", "neutral");
  header_refused (HEAD "'board':'short','setup':'fixed'," FOUR ",'draws':{'seed':-1},'actions':[]}",
                  "moe.setup-draws", "draws");
  header_refused (HEAD "'board':'short','setup':'fixed'," FOUR ",'fixed_cities':{'red':['blue-1','a','b']},"
                  "'actions':[]}", "moe.setup-fixed-cities", "fixed_cities");
  header_refused (HEAD "'board':'short','setup':'fixed'," FOUR ",'robber':7,'actions':[]}", "moe.bad-entry",
                  "robber");
  header_refused (HEAD "'board':'short','setup':'fixed'," FOUR ",'actions':{}}", "moe.bad-entry", "actions");
}

/* §1.9, §2.7, §2.9: the fixed start, and the new header of kontor-cli new. */
static void
test_start (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  const MoePosition *pos = P (game);
  KontorNewGame req = { .n_players = 3, .colors = { "red", "green", "red" }, .names = { "A", "B", "C" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = kontor_moe_new_header (&req, &error);
  MoeSetup setup;

  g_assert_cmpint (pos->warehouse, ==, 4);
  g_assert_cmpint (pos->bank_gold, ==, 88);
  g_assert_cmpint (pos->bank[MOE_WOOD], ==, 17);
  g_assert_cmpint (pos->bank[MOE_GRAIN], ==, 16);
  g_assert_cmpint (pos->bank[MOE_SALT], ==, 16);
  g_assert_cmpint (pos->n_kontors, ==, 12);
  g_assert_cmpint (kontor_moe_find_kontor (pos, "wien"), >=, 0);
  g_assert_cmpint (kontor_moe_find_kontor (pos, "blue-3"), >=, 0);
  for (int p = 0; p < 4; p++)
    {
      g_assert_cmpint (pos->players[p].kontors, ==, 3);
      g_assert_cmpint (pos->players[p].routes, ==, 1);
      g_assert_cmpint (pos->players[p].gold, ==, 3);
      g_assert_cmpint (kontor_moe_hand_size (pos, p), ==, 3);
      g_assert_true (pos->players[p].caravan[0].on_board);
    }
  /* colours outside the game's list are replaced by free ones */
  g_assert_no_error (error);
  g_assert_true (kontor_moe_setup_from_json (header, &setup, &error));
  g_assert_cmpint (setup.colors[0], ==, MOE_RED);
  g_assert_cmpint (setup.colors[1], ==, MOE_BLUE);
  g_assert_cmpint (setup.colors[2], ==, MOE_WHITE);
  g_assert_cmpint (setup.neutral, ==, MOE_ORANGE);
  g_assert_false (setup.variable);
}

/* ---------------------------------------------------------------- draws */

static void
test_seeded (void)
{
  KontorRng rng;
  g_autoptr (KontorGame) game = NULL;

  kontor_rng_init (&rng, 42);
  g_assert_cmpuint (kontor_rng_next (&rng), ==, G_GUINT64_CONSTANT (13679457532755275413));
  /* seed 7 rolls 4 + 1, then 1 + 4, then 5 + 4 (§7.2) */
  game = game_ok ("{'seed':7}", "{'do':'roll','dice':[4,1]},{'do':'production','owed':{}},{'do':'end-turn'},"
                  "{'do':'roll'},{'do':'production','owed':{}},{'do':'end-turn'},{'do':'roll','dice':[5,4]}");
  g_assert_cmpint (P (game)->dice[0], ==, 5);
  g_assert_cmpint (P (game)->dice[1], ==, 4);
  {
    const char *id;
    int index;
    g_autofree char *message = NULL;
    g_autoptr (KontorGame) bad = load ("{'seed':7}", "{'do':'roll','dice':[1,4]}", &id, &index, &message);
    g_assert_null (bad);
    g_assert_cmpstr (id, ==, "moe.seed-mismatch");
  }
}

/* ---------------------------------------------------------------- rules with exact values */

static void
test_turn (void)
{
  g_autoptr (KontorGame) game = NULL;

  /* §3.8–§3.9: a shortage gives nobody the type; no card → 1 gold */
  game = game_ok (NULL, "{'do':'roll','dice':[4,5]},{'do':'production','owed':{'blue':{'ore':10},'red':{'ore':8},"
                  "'white':{'wool':2}}}");
  g_assert_cmpint (P (game)->players[0].hand[MOE_ORE], ==, 1);
  g_assert_cmpint (P (game)->players[0].gold, ==, 4);
  g_assert_cmpint (P (game)->players[2].hand[MOE_WOOL], ==, 3);
  g_assert_cmpint (P (game)->players[2].gold, ==, 3);
  g_assert_cmpint (P (game)->bank_gold, ==, 85);
  g_clear_object (&game);
  /* §3.13, §3.14: two purchases, a bank trade for gold */
  game = game_ok (NULL, "{'do':'roll','dice':[4,5]},{'do':'production','owed':{'blue':{'ore':2}}},"
                  "{'do':'buy-resource','card':'wood'},{'do':'bank-trade','give':'ore','get':'gold'}");
  g_assert_cmpint (P (game)->players[0].gold, ==, 2);
  g_assert_cmpint (P (game)->players[0].hand[MOE_WOOD], ==, 1);
  g_assert_cmpint (P (game)->players[0].hand[MOE_ORE], ==, 0);
  refused ("{'do':'roll','dice':[4,5]},{'do':'production','owed':{'blue':{'ore':2}}},"
           "{'do':'trade','with':'red','give':{'ore':1},'get':{}}", "moe.trade-gift", 2);
  refused ("{'do':'buy-resource','card':'wood'}", "moe.roll-pending", 0);
  refused ("{'do':'roll','dice':[3,4]},{'do':'production','owed':{}}", "moe.not-due", 1);
  refused (FILLER ",{'do':'roll','dice':[1,1],'by':'blue'}", "moe.wrong-player", 3);
}

/* §3.21–§3.28: founding, a second merchant movement, a delivery, a win with 5 tokens. */
static void
test_found_and_deliver (void)
{
  g_autoptr (KontorGame) game = NULL;
  const char *found = "{'do':'roll','dice':[4,5]},{'do':'production','owed':{'blue':{'wool':3,'grain':8,'wood':4}}},"
                      "{'do':'build-merchant'},{'do':'move-merchant','merchant':1,'grain':1,'steps':3,"
                      "'found':{'city':'paris','gold':2,'token':{'terrain':'t1','value':9,'from':'sea'}}}";

  game = game_ok (NULL, found);
  g_assert_cmpint (P (game)->players[0].covered, ==, 3);
  g_assert_cmpint (P (game)->players[0].available, ==, 2);
  g_assert_cmpint (P (game)->players[0].gold, ==, 5);
  g_assert_cmpint (P (game)->sea_tokens, ==, 9);
  g_assert_false (P (game)->players[0].merchant[0].on_board);
  g_clear_object (&game);
  {
    g_autofree char *more = g_strconcat (found, ",{'do':'move-caravan','caravan':1,'salt':1,'steps':2,"
                                         "'tolls':['red','red'],'deliver':[{'owner':'red','city':'red-1'},"
                                         "{'owner':'orange','city':'wien'}]}", NULL);
    game = game_ok (NULL, more);
  }
  g_assert_cmpint (P (game)->players[0].delivered, ==, 2);
  g_assert_cmpint (P (game)->players[0].gold, ==, 4);
  g_assert_cmpint (P (game)->players[1].gold, ==, 5);   /* 3, +1 compensation, +1 toll (named twice, paid once) */
  g_assert_false (P (game)->ended);
}

/* §5.4: the worked example, from the position before Blue's turn. */
static void
worked_position (MoePosition *pos)
{
  static const int founded[4] = { 7, 6, 5, 6 }, delivered[4] = { 7, 6, 5, 7 }, gold[4] = { 2, 3, 1, 4 };
  MoeSetup s = { .n_players = 4, .colors = { MOE_BLUE, MOE_RED, MOE_WHITE, MOE_ORANGE }, .neutral = -1,
                 .main_board = TRUE, .variable = TRUE };
  int left[MOE_N_RES];

  kontor_moe_position_init (pos, &s, NULL);
  pos->stage = MOE_STAGE_ROLL;
  pos->turn = 60;
  for (int p = 0; p < 4; p++)
    {
      MoePlayer *pl = &pos->players[p];
      for (int k = 0; k < 3 + founded[p]; k++)
        {
          MoeKontor *ko = &pos->kontors[pos->n_kontors++];
          if (p == 3 && k == 0)
            g_strlcpy (ko->label, "wien", sizeof ko->label);
          else
            g_snprintf (ko->label, sizeof ko->label, "%s-%d", kontor_moe_color_ids[s.colors[p]], k);
          ko->owner = (gint8) p;
          ko->token = -1;
        }
      pl->kontors = (guint8) (3 + founded[p]);
      pl->covered = (guint8) (7 - founded[p]);
      pl->delivered = (guint8) delivered[p];
      pl->available = (guint8) (1 + founded[p] - delivered[p]);
      pl->routes = 10;
      pl->gold = gold[p];
      pl->caravan[0].on_board = pl->caravan[1].on_board = 1;
    }
  pos->bank_gold = 100 - 10;
  /* every delivered token lies under another owner's kontor, wien stays free */
  for (int p = 0; p < 4; p++)
    for (int d = 0, k = 0; d < delivered[p]; k++)
      {
        MoeKontor *ko = &pos->kontors[k];
        g_assert_cmpint (k, <, pos->n_kontors);
        if (ko->owner != p && ko->token < 0 && strcmp (ko->label, "wien") != 0)
          {
            ko->token = (gint8) p;
            d++;
          }
      }
  /* the bank holds 1 ore; the other cards are in the hands */
  for (int t = 0; t < MOE_N_RES; t++)
    left[t] = t == MOE_ORE ? 18 : 9;
  for (int t = 0; t < MOE_N_RES; t++)
    {
      pos->bank[t] = (guint8) (MOE_CARDS_PER_RES - left[t]);
      for (int i = 0; i < left[t]; i++)
        pos->players[1 + i % 3].hand[t]++;
    }
}

static void
test_worked_example (void)
{
  MoePosition pos;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) score = NULL;
  JsonArray *players;

  worked_position (&pos);
  if (!kontor_moe_check_invariants (&pos, &error))
    g_error ("%s", error->message);
  g_assert_true (apply_json (&pos, "{'do':'roll','dice':[4,5]}", &error));
  g_assert_true (apply_json (&pos, "{'do':'production','owed':{'blue':{'salt':1},'red':{'ore':1},"
                             "'orange':{'ore':1,'wood':1}}}", &error));
  g_assert_cmpint (pos.bank[MOE_ORE], ==, 1);
  g_assert_cmpint (pos.players[0].hand[MOE_SALT], ==, 1);
  g_assert_cmpint (pos.players[1].gold, ==, 4);
  g_assert_cmpint (pos.players[2].gold, ==, 2);
  g_assert_cmpint (pos.players[3].gold, ==, 4);
  g_assert_true (apply_json (&pos, "{'do':'move-caravan','caravan':2,'salt':1,'steps':3,'tolls':['red','white'],"
                             "'deliver':[{'owner':'orange','city':'wien'}]}", &error));
  g_assert_no_error (error);
  g_assert_true (pos.ended);
  g_assert_cmpint (pos.winner, ==, 0);
  g_assert_cmpint (pos.players[0].delivered, ==, 8);
  g_assert_cmpint (pos.players[0].gold, ==, 0);
  g_assert_cmpint (pos.players[1].gold, ==, 5);
  g_assert_cmpint (pos.players[2].gold, ==, 3);
  g_assert_cmpint (pos.players[3].gold, ==, 4);
  g_assert_cmpint (pos.bank[MOE_ORE], ==, 1);
  g_assert_true (kontor_moe_check_invariants (&pos, NULL));
  {
    MoeSetup s = { .n_players = 4, .colors = { MOE_BLUE, MOE_RED, MOE_WHITE, MOE_ORANGE }, .neutral = -1,
                   .main_board = TRUE };
    static const int ranks[4] = { 1, 3, 4, 2 }, covered[4] = { 0, 1, 2, 1 };
    score = kontor_moe_score_json (&pos, &s);
    players = json_object_get_array_member (json_node_get_object (score), "players");
    for (int p = 0; p < 4; p++)
      {
        JsonObject *o = json_array_get_object_element (players, p);
        g_assert_cmpint (json_object_get_int_member (o, "rank"), ==, ranks[p]);
        g_assert_cmpint (json_object_get_int_member (o, "covered"), ==, covered[p]);
        g_assert_cmpint (json_object_get_int_member (o, "target"), ==, 8);
      }
    g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (json_node_get_object (score),
                                                                                  "winners"), 0), ==, "blue");
  }
  g_assert_false (apply_json (&pos, "{'do':'end-turn'}", &error));
}

/* ---------------------------------------------------------------- end positions */

static void
test_end_position (void)
{
  g_autofree char *text = quotes ("{'format':'kontor-end-position','version':1,'game':'merchants-of-europe',"
                                  "'board':'main','players':[{'name':'Ana','color':'blue','delivered':8,'covered':0,"
                                  "'routes':14,'gold':0,'cards':4},{'name':'Bo','color':'red','delivered':6,"
                                  "'covered':1,'gold':5},{'name':'Cy','color':'white','delivered':5,'covered':2,"
                                  "'gold':3},{'name':'Di','color':'orange','delivered':7,'covered':1,'gold':4}],"
                                  "'neutral':null}");
  g_autoptr (JsonNode) root = json_from_string (text, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) score = kontor_moe_end_position_score_json (json_node_get_object (root), &error);
  g_autofree char *sheet = NULL;
  JsonObject *o;

  g_assert_no_error (error);
  o = json_node_get_object (score);
  g_assert_true (json_object_get_boolean_member (o, "ended"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (o, "bank")));
  sheet = kontor_moe_end_position_score_text (json_node_get_object (root), &error);
  g_assert_nonnull (strstr (sheet, "Ana"));
  /* two winners cannot happen */
  json_object_set_int_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (root),
                                                                                          "players"), 3),
                              "delivered", 8);
  g_clear_pointer (&score, json_node_unref);
  score = kontor_moe_end_position_score_json (json_node_get_object (root), &error);
  g_assert_null (score);
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.end-tokens");
}

/* ---------------------------------------------------------------- self-check */

static void
test_invariants (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  MoePosition pos;

  memcpy (&pos, P (game), sizeof pos);
  pos.bank[MOE_WOOD]++;
  g_assert_false (kontor_moe_check_invariants (&pos, NULL));
  memcpy (&pos, P (game), sizeof pos);
  pos.bank_gold--;
  g_assert_false (kontor_moe_check_invariants (&pos, NULL));
  memcpy (&pos, P (game), sizeof pos);
  pos.players[1].covered--;
  g_assert_false (kontor_moe_check_invariants (&pos, NULL));
  memcpy (&pos, P (game), sizeof pos);
  pos.kontors[0].token = pos.kontors[0].owner;
  g_assert_false (kontor_moe_check_invariants (&pos, NULL));
  memcpy (&pos, P (game), sizeof pos);
  pos.deck--;
  g_assert_false (kontor_moe_check_invariants (&pos, NULL));
}

/* ---------------------------------------------------------------- random games */

static int
n_games (void)
{
  const char *env = g_getenv ("KONTOR_MOE_GAMES");
  return env ? atoi (env) : 2400;
}

static JsonObject *
random_header (int g)
{
  KontorNewGame req = { .n_players = 3 + g % 2, .seeded = g % 3 != 0, .seed = 500 + (guint64) g,
                        .board = g % 4 < 2 ? "short" : "main",
                        .colors = { "orange", "white", "blue", "red" }, .names = { "A", "B", "C", "D" } };
  g_autoptr (GError) error = NULL;
  JsonObject *header = kontor_moe_new_header (&req, &error);
  g_assert_no_error (error);
  return header;
}

/* The entry written, read back and written again gives the same text. */
static void
check_round_trip (const MoePosition *pos, const MoeAction *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonBuilder) b2 = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (JsonNode) node2 = NULL;
  g_autofree char *one = NULL, *two = NULL;
  g_autoptr (GError) error = NULL;
  MoeAction back;

  kontor_moe_action_to_json (b, a, pos);
  node = json_builder_get_root (b);
  if (!kontor_moe_action_from_json (node, pos, &back, &error))
    g_error ("written entry not read back: %s", error->message);
  kontor_moe_action_to_json (b2, &back, pos);
  node2 = json_builder_get_root (b2);
  one = json_to_string (node, FALSE);
  two = json_to_string (node2, FALSE);
  g_assert_cmpstr (one, ==, two);
}

/* A spoiled copy of the entry: refused without a change, or accepted with the invariants kept. */
static gboolean
spoil (const MoePosition *pos, const MoeAction *a, KontorRng *rng)
{
  MoeAction bad = *a;
  MoePosition copy;
  g_autoptr (GError) why = NULL;
  guint8 *bytes = (guint8 *) &bad;

  switch (kontor_rng_below (rng, 4))
    {
    case 0: bad.what = (guint8) kontor_rng_below (rng, MOE_N_DO); break;
    case 1: bad.by = (gint8) kontor_rng_below (rng, MOE_N_COLORS); break;
    case 2: bad.piece = (gint8) kontor_rng_below (rng, 3); bad.paid = (gint32) kontor_rng_below (rng, 3); break;
    default:
      for (int f = 0; f < 3; f++)
        bytes[kontor_rng_below (rng, sizeof bad)] = (guint8) kontor_rng_next (rng);
      break;
    }
  memcpy (&copy, pos, sizeof copy);
  if (kontor_moe_apply (&copy, &bad, &why))
    {
      if (!kontor_moe_check_invariants (&copy, &why))
        g_error ("a spoiled entry was accepted, then: %s", why->message);
      return FALSE;
    }
  g_assert_nonnull (kontor_error_id (&kontor_moe_title, why));
  g_assert_cmpmem (&copy, sizeof copy, pos, sizeof copy);
  return TRUE;
}

static void
play_one (int g, guint64 *entries, guint64 *spoiled, guint64 *kinds, guint64 *wins)
{
  g_autoptr (JsonObject) header = random_header (g);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_header (&kontor_moe_title, header, &error);
  KontorRng rng;
  guint64 count = 0;

  g_assert_no_error (error);
  kontor_rng_init (&rng, 31 * (guint64) g + 7);
  while (!kontor_game_ended (game))
    {
      const MoePosition *pos = P (game);
      MoeAction a;
      if (count++ > 20000)
        g_error ("game %d did not end", g);
      g_assert_true (kontor_moe_random_action (pos, &rng, &a));
      if (kontor_rng_below (&rng, 8) == 0)
        *spoiled += spoil (pos, &a, &rng);
      if (kontor_rng_below (&rng, 16) == 0)
        check_round_trip (pos, &a);
      if (!kontor_game_apply (game, &a, &error))
        g_error ("game %d: the random entry was refused: %s", g, error->message);
      kinds[a.what]++;
      if (!kontor_moe_check_invariants (P (game), &error))
        g_error ("game %d, entry %" G_GUINT64_FORMAT ": %s", g, count, error->message);
    }
  wins[P (game)->winner]++;
  if (g % 25 == 0)
    {
      g_autofree char *json = kontor_game_to_json (game);
      g_autoptr (KontorGame) again = kontor_game_new_from_data (json, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (P (game), sizeof (MoePosition), P (again), sizeof (MoePosition));
    }
  *entries += count;
}

static void
test_selfplay (void)
{
  const int games = n_games ();
  guint64 entries = 0, spoiled = 0, kinds[MOE_N_DO] = { 0 }, wins[4] = { 0 };
  gint64 start = g_get_monotonic_time ();

  for (int g = 0; g < games; g++)
    play_one (g, &entries, &spoiled, kinds, wins);
  g_test_message ("%d games, %" G_GUINT64_FORMAT " entries, %.2f s; %" G_GUINT64_FORMAT " spoiled entries refused",
                  games, entries, (g_get_monotonic_time () - start) / 1e6, spoiled);
  g_test_message ("wins by seat: %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                  wins[0], wins[1], wins[2], wins[3]);
  for (int d = 0; d < MOE_N_DO && games >= 200; d++)
    if (kinds[d] == 0 && d != MOE_DO_DELIVER)
      g_error ("no entry of kind %d in %d games", d, games);
}

/* Every entry the representative list gives is legal. */
static void
test_legal (void)
{
  const int games = MAX (n_games () / 20, 10);

  for (int g = 0; g < games; g++)
    {
      g_autoptr (JsonObject) header = random_header (g);
      g_autoptr (KontorGame) game = kontor_game_new_from_header (&kontor_moe_title, header, NULL);
      KontorRng rng;
      kontor_rng_init (&rng, (guint64) g);
      while (!kontor_game_ended (game))
        {
          const MoePosition *pos = P (game);
          g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (MoeAction));
          g_autoptr (JsonNode) json = kontor_moe_legal_json (pos);
          MoeAction a;
          kontor_moe_legal_actions_into (pos, list);
          g_assert_cmpuint (list->len, >, 0);
          g_assert_cmpuint (json_array_get_length (json_node_get_array (json)), ==, list->len);
          for (guint i = 0; i < list->len; i++)
            {
              MoePosition copy;
              g_autoptr (GError) error = NULL;
              memcpy (&copy, pos, sizeof copy);
              if (!kontor_moe_apply (&copy, &g_array_index (list, MoeAction, i), &error))
                g_error ("listed but refused: %s", error->message);
            }
          g_assert_true (kontor_moe_random_action (pos, &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
        }
    }
}

/* ---------------------------------------------------------------- texts */

static void
test_texts (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, FILLER);
  g_autofree char *summary = kontor_moe_summary (P (game), kontor_game_get_setup (game));
  g_autofree char *sheet = kontor_moe_score_text (P (game), kontor_game_get_setup (game));

  g_assert_true (g_str_has_prefix (summary, "Turn 2, Bo to play.\n"));
  g_assert_nonnull (strstr (sheet, "Ana: 0 of 5 goods delivered"));
  g_assert_cmpstr (kontor_moe_title.id, ==, "merchants-of-europe");
  g_assert_cmpstr (kontor_moe_error_id_of (MOE_ERROR_DELIVER_TAKEN), ==, "moe.deliver-taken");
  g_assert_null (kontor_moe_error_id_of (MOE_ERROR_INVARIANT));
}

/* ---------------------------------------------------------------- entries written, edges */

/* The entry read on pos and written back: exactly want (' for "). */
static void
written_as (const MoePosition *pos, const char *entry, const char *want)
{
  g_autofree char *text = quotes (entry);
  g_autofree char *expected = quotes (want);
  g_autoptr (JsonNode) node = json_from_string (text, NULL);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) out = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *got = NULL;
  MoeAction a;

  g_assert_nonnull (node);
  if (!kontor_moe_action_from_json (node, pos, &a, &error))
    g_error ("not read: %s: %s", entry, error->message);
  kontor_moe_action_to_json (b, &a, pos);
  out = json_builder_get_root (b);
  got = json_to_string (out, FALSE);
  g_assert_cmpstr (got, ==, expected);
}

/* KE-6, KE-7: what is kept of colours outside §0, of values kept for their
 * own ids and of every primitive, and the actor. */
static void
test_written (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  const MoePosition *pos = P (game);

  written_as (pos, "{'do':'play-dev','kind':'unknown','effects':[{'type':'take-from-players','from':{'green':{'ore':2},"
              "'white':{'wool':1},'red':{'wood':1}}},{'type':'take-from-bank','gold':2},{'type':'free-move',"
              "'caravan':1,'steps':2,'to':'r9','tolls':['green','white'],'deliver':[{'owner':'red','city':'red-1'}]},"
              "{'type':'free-move','merchant':2,'steps':1,'found':{'city':'paris','gold':1}}]}",
              "{'do':'play-dev','kind':'unknown','effects':[{'type':'take-from-players','from':{'red':{'wood':1},"
              "'white':{'wool':1},'none':{}}},{'type':'take-from-bank','gold':2},{'type':'free-move','caravan':1,"
              "'steps':2,'to':'r9','tolls':['white','none'],'deliver':[{'owner':'red','city':'red-1'}]},"
              "{'type':'free-move','merchant':2,'steps':1,'found':{'city':'paris','gold':1}}]}");
  written_as (pos, "{'do':'production','owed':[]}", "{'do':'production','owed':'invalid'}");
  written_as (pos, "{'do':'roll','dice':[9,1]}", "{'do':'roll','dice':[0,0]}");
  written_as (pos, "{'do':'setup-route','at':'r1','caravan':true,'by':'orange'}",
              "{'do':'setup-route','at':'r1','caravan':true,'by':'orange'}");
  written_as (pos, "{'do':'build-route','gold':{'green':2,'blue':1}}", "{'do':'build-route','gold':{'blue':1,'none':0}}");
  written_as (pos, "{'do':'trade','with':'green','give':{'ore':1,'gold':0},'get':{'gold':1}}",
              "{'do':'trade','with':'none','give':{'ore':1},'get':{'gold':1}}");
  written_as (pos, "{'do':'deliver','caravan':2,'owner':'green','city':'wien'}",
              "{'do':'deliver','caravan':2,'owner':'none','city':'wien'}");
  written_as (pos, "{'do':'end-turn','by':7}", "{'do':'end-turn','by':0}");
  written_as (pos, "{'do':'end-turn','by':null}", "{'do':'end-turn'}");
}

/* §7.1, KE-7, KE-8: the header written, a new game's header, the title's ids. */
static void
test_title_edges (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  g_autofree char *json = kontor_game_to_json (game);
  g_autoptr (JsonNode) root = json_from_string (json, NULL);
  JsonObject *o = json_node_get_object (root);
  JsonObject *fixed = json_object_get_object_member (o, "fixed_cities");
  KontorNewGame two = { .n_players = 2, .colors = { "red", "blue" }, .names = { "A", "B" } };
  KontorNewGame five = { .n_players = 5 };
  KontorNewGame board = { .board = "long", .n_players = 3, .colors = { "red", "blue", "white" } };
  KontorNewGame unnamed = { .board = "main", .n_players = 3, .colors = { "white", "white", "red" },
                            .names = { NULL, "", "Cy" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) other = g_error_new_literal (g_quark_from_static_string ("other-domain"), 1, "x");
  g_autoptr (JsonObject) header = NULL;
  JsonArray *players;

  g_assert_cmpstr (json_object_get_string_member (o, "robber"), ==, "alps");
  g_assert_cmpstr (json_object_get_string_member (o, "draws"), ==, "table");
  g_assert_cmpstr (json_object_get_string_member (o, "setup"), ==, "fixed");
  g_assert_cmpuint (json_object_get_size (fixed), ==, 4);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (fixed, "orange"), 2), ==, "linz");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (fixed, "red"), 0), ==, "red-1");
  g_assert_cmpstr (kontor_moe_title.player_color (kontor_game_get_setup (game), 1), ==, "red");
  g_assert_cmpstr (kontor_moe_title.player_color (kontor_game_get_setup (game), 3), ==, "orange");
  /* §2.2: 3 or 4 players; §1: two board sides */
  g_assert_null (kontor_moe_new_header (&two, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.setup-players");
  g_clear_error (&error);
  g_assert_null (kontor_moe_new_header (&five, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.setup-players");
  g_clear_error (&error);
  g_assert_null (kontor_moe_new_header (&board, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.setup-board");
  g_clear_error (&error);
  /* KE-8: a colour taken already becomes the first free one; a seat without a name takes its colour's */
  header = kontor_moe_new_header (&unnamed, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (header, "setup"), ==, "variable");
  players = json_object_get_array_member (header, "players");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"), ==, "white");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "color"), ==, "red");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "name"), ==, "red");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 2), "color"), ==, "blue");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 2), "name"), ==, "Cy");
  /* ids outside the list, and errors of another domain */
  g_assert_null (kontor_moe_error_id_of (MOE_N_ERRORS));
  g_assert_null (kontor_moe_error_id_of ((MoeError) -1));
  g_assert_cmpstr (kontor_moe_error_rule (MOE_N_ERRORS), ==, "");
  g_assert_null (kontor_moe_title.error_id (other));
}

/* The self-check of §1.11 names what broke. */
static void
broken_by (const MoePosition *pos, const char *what)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (kontor_moe_check_invariants (pos, &error));
  g_assert_error (error, MOE_ERROR, MOE_ERROR_INVARIANT);
  if (strstr (error->message, what) == NULL)
    g_error ("“%s” does not say “%s”", error->message, what);
}

static void
test_invariants_named (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  g_autoptr (KontorGame) three = NULL;
  g_autoptr (KontorGame) setup = NULL;
  g_autofree char *text = NULL;
  MoePosition pos;

  memcpy (&pos, P (game), sizeof pos);
  g_strlcpy (pos.kontors[4].label, pos.kontors[0].label, sizeof pos.kontors[4].label);
  broken_by (&pos, "two kontors share a city label");
  memcpy (&pos, P (game), sizeof pos);
  pos.kontors[0].owner = MOE_NEUTRAL + 1;
  broken_by (&pos, "a kontor holds its owner's token");
  memcpy (&pos, P (game), sizeof pos);
  pos.kontors[0].token = 4;
  broken_by (&pos, "a kontor holds its owner's token");
  /* §1.2: 30 routes; 2 merchants and 2 caravans numbered 1 and 2; 25 development cards */
  memcpy (&pos, P (game), sizeof pos);
  pos.players[2].routes = 31;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (game), sizeof pos);
  pos.players[2].routes = 0;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (game), sizeof pos);
  pos.players[1].n_dev = MOE_DEV_CARDS + 1;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (game), sizeof pos);
  pos.players[0].merchant[1].on_board = 2;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (game), sizeof pos);
  pos.players[0].caravan[1].on_board = 2;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (game), sizeof pos);
  pos.sea_tokens = MOE_SEA_TOKENS + 1;
  broken_by (&pos, "sea tokens do not add up");
  /* §1.9: no neutral with 4 players, 3 neutral kontors with 3 */
  memcpy (&pos, P (game), sizeof pos);
  g_strlcpy (pos.kontors[pos.n_kontors].label, "extra", sizeof pos.kontors[0].label);
  pos.kontors[pos.n_kontors].owner = MOE_NEUTRAL;
  pos.kontors[pos.n_kontors++].token = -1;
  broken_by (&pos, "the neutral has too many kontors");
  text = quotes (HEAD "'board':'short','setup':'fixed','players':[{'name':'A','color':'blue'},{'name':'B','color':'red'},"
                 "{'name':'C','color':'white'}],'neutral':'orange','draws':'table','actions':[]}");
  three = kontor_game_new_from_data (text, -1, NULL, NULL);
  g_assert_nonnull (three);
  memcpy (&pos, P (three), sizeof pos);
  g_assert_true (kontor_moe_check_invariants (&pos, NULL));
  g_strlcpy (pos.kontors[pos.n_kontors].label, "extra", sizeof pos.kontors[0].label);
  pos.kontors[pos.n_kontors].owner = MOE_NEUTRAL;
  pos.kontors[pos.n_kontors++].token = -1;
  broken_by (&pos, "the neutral has too many kontors");
  /* §2.8: during the variable setup a player has at most 3 kontors and 1 route */
  g_clear_pointer (&text, g_free);
  text = quotes (HEAD "'board':'main','setup':'variable'," FOUR ",'draws':'table','actions':[]}");
  setup = kontor_game_new_from_data (text, -1, NULL, NULL);
  g_assert_nonnull (setup);
  memcpy (&pos, P (setup), sizeof pos);
  g_assert_true (kontor_moe_check_invariants (&pos, NULL));
  pos.players[0].routes = 2;
  broken_by (&pos, "kontors, tokens or pieces");
  memcpy (&pos, P (setup), sizeof pos);
  pos.players[3].covered--;
  pos.players[3].available++;
  broken_by (&pos, "kontors, tokens or pieces");
}

/* An entry built in code with a field out of range is moe.bad-entry, and changes nothing. */
static void
bad_built (const MoePosition *pos, const MoeAction *a)
{
  MoePosition copy;
  g_autoptr (GError) error = NULL;

  memcpy (&copy, pos, sizeof copy);
  g_assert_false (kontor_moe_apply (&copy, a, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.bad-entry");
  g_assert_cmpmem (&copy, sizeof copy, pos, sizeof copy);
}

static void
test_built_entries (void)
{
  g_autoptr (KontorGame) game = game_ok (NULL, "");
  g_autoptr (KontorGame) seeded = game_ok ("{'seed':20}", "{'do':'roll'}");
  const MoePosition *pos = P (game);
  MoeAction a;
  MoePosition copy;
  g_autoptr (GError) error = NULL;

  a = kontor_moe_action_new (MOE_DO_SETUP_RESOURCES);
  a.n_cards = 1;
  a.cards[0] = MOE_N_RES;
  bad_built (pos, &a);
  a.cards[0] = -1;
  bad_built (pos, &a);
  a = kontor_moe_action_new (MOE_DO_ROLL);
  a.has_dice = 1;
  a.dice[0] = 3;
  a.dice[1] = 0;
  bad_built (pos, &a);
  a.dice[1] = 7;
  bad_built (pos, &a);
  a.dice[1] = 5;
  memcpy (&copy, pos, sizeof copy);
  g_assert_true (kontor_moe_apply (&copy, &a, NULL));
  g_assert_cmpint (copy.dice[0], ==, 3);
  g_assert_cmpint (copy.dice[1], ==, 5);
  g_assert_cmpint (copy.stage, ==, MOE_STAGE_PRODUCTION);
  /* a label without its NUL within 32 bytes */
  a = kontor_moe_action_new (MOE_DO_BUILD_ROUTE);
  memset (a.text + 1, 'x', 40);
  a.has_at = 1;
  a.at = 1;
  bad_built (pos, &a);
  a.at = MOE_TEXT_MAX;
  bad_built (pos, &a);
  /* a free move names a movement of the entry (1 or 2) and a piece 1 or 2 */
  a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
  a.kind = MOE_DEV_UNKNOWN;
  a.n_effects = 1;
  a.n_moves = 2;
  a.effects[0].type = MOE_FX_FREE_MOVE;
  a.effects[0].piece = 1;
  a.effects[0].move = 0;
  bad_built (pos, &a);
  a.effects[0].move = 2;
  bad_built (pos, &a);
  a.effects[0].move = 1;
  a.effects[0].piece = 0;
  bad_built (pos, &a);
  a.effects[0].piece = 3;
  bad_built (pos, &a);
  /* §7.2: a seeded steal from a victim with no card is moe.steal, and nothing is drawn */
  g_assert_cmpint (P (seeded)->dice[0] + P (seeded)->dice[1], ==, 7);
  g_assert_cmpint (P (seeded)->stage, ==, MOE_STAGE_ROBBER);
  memcpy (&copy, P (seeded), sizeof copy);
  for (int t = 0; t < MOE_N_RES; t++)
    {
      copy.bank[t] += copy.players[1].hand[t];
      copy.players[1].hand[t] = 0;
    }
  {
    guint64 rng = copy.rng;
    g_assert_false (apply_json (&copy, "{'do':'robber','to':'t5','steal':{'from':'red'}}", &error));
    g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.steal");
    g_assert_cmpuint (copy.rng, ==, rng);
  }
}

/* §5.3, §7.4: the sheet of an end position says gold and cards only when given. */
static void
test_end_position_text (void)
{
  g_autofree char *text = quotes ("{'format':'kontor-end-position','version':1,'game':'merchants-of-europe',"
                                  "'board':'main','players':[{'name':'Ana','color':'blue','delivered':3,'covered':4,"
                                  "'gold':2,'cards':1},{'name':'Bo','color':'red','delivered':2,'covered':5},"
                                  "{'name':'Cy','color':'white','delivered':1,'covered':6,'routes':null}],'neutral':null}");
  g_autoptr (JsonNode) root = json_from_string (text, NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *sheet = kontor_moe_end_position_score_text (json_node_get_object (root), &error);
  g_autofree char *none = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (sheet, ==, "1. Ana: 3 of 10 goods delivered, 3 ready, 4 kontors in the warehouse, 2 gold, 1 card\n"
                   "2. Bo: 2 of 10 goods delivered, 3 ready, 5 kontors in the warehouse\n"
                   "3. Cy: 1 of 10 goods delivered, 3 ready, 6 kontors in the warehouse\n");
  /* covered 10 is more than the warehouse of 9 (§1.9) */
  json_object_set_int_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (root),
                                                                                          "players"), 1),
                              "covered", 10);
  none = kontor_moe_end_position_score_text (json_node_get_object (root), &error);
  g_assert_null (none);
  g_assert_cmpstr (kontor_error_id (&kontor_moe_title, error), ==, "moe.end-tokens");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/merchants-of-europe/header", test_header);
  g_test_add_func ("/merchants-of-europe/start", test_start);
  g_test_add_func ("/merchants-of-europe/seeded", test_seeded);
  g_test_add_func ("/merchants-of-europe/turn", test_turn);
  g_test_add_func ("/merchants-of-europe/found-and-deliver", test_found_and_deliver);
  g_test_add_func ("/merchants-of-europe/worked-example", test_worked_example);
  g_test_add_func ("/merchants-of-europe/end-position", test_end_position);
  g_test_add_func ("/merchants-of-europe/invariants", test_invariants);
  g_test_add_func ("/merchants-of-europe/selfplay", test_selfplay);
  g_test_add_func ("/merchants-of-europe/legal", test_legal);
  g_test_add_func ("/merchants-of-europe/texts", test_texts);
  g_test_add_func ("/merchants-of-europe/written", test_written);
  g_test_add_func ("/merchants-of-europe/title-edges", test_title_edges);
  g_test_add_func ("/merchants-of-europe/invariants-named", test_invariants_named);
  g_test_add_func ("/merchants-of-europe/built-entries", test_built_entries);
  g_test_add_func ("/merchants-of-europe/end-position-text", test_end_position_text);
  return g_test_run ();
}
