/* test-marco-polo.c: Marco Polo (marco-polo-classic) beyond the scenario
 * files: every rule of ../shared/spec/rules-marco-polo.md with exact
 * values (coins, cards, piles, booty, bank, stages), the seeded draws
 * against the spec's check values (§7.2), the header and its paths (§7.1),
 * the score output (§7.5) and end positions (§7.4), the self-check of §1.8
 * on broken positions, and thousands of random complete games with the
 * invariants checked after every entry.  Records are written with ' for "
 * to keep them readable. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-mp.h"

/* ---------------------------------------------------------------- helpers */

#define FILLER "{'do':'roll','value':1},{'do':'move','steps':1,'to':{'kind':'small'}},{'do':'end-turn'}"
/* Ana buys three green-400 at a green place (300) and ends her turn. */
#define BUY_400S "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}}," \
                 "{'do':'buy','cards':['green-400','green-400','green-400']},{'do':'end-turn'}"
/* Ana (after BUY_400S and Bo's FILLER) goes to Khanbalik and takes a Tablet. */
#define TO_TABLET "{'do':'roll','value':2},{'do':'move','steps':1,'to':{'kind':'khanbalik'}}," \
                  "{'do':'khanbalik','gifts':['green-400','green-400','green-400']},{'do':'end-turn'}"

static char *
quotes (const char *text)
{
  char *s = g_strdup (text);
  for (char *p = s; *p; p++)
    if (*p == '\'')
      *p = '"';
  return s;
}

static char *
record_text (int n, const char *draws, const char *variant, const char *actions)
{
  static const char *const people[4] = { "{'name':'Ana','color':'red'}", "{'name':'Bo','color':'blue'}",
                                         "{'name':'Cy','color':'green'}", "{'name':'Di','color':'yellow'}" };
  g_autoptr (GString) t = g_string_new ("{'format':'kontor-game','version':1,'game':'marco-polo-classic',"
                                        "'board':'marco-polo-classic','players':[");
  g_autofree char *q = NULL;

  for (int i = 0; i < n; i++)
    g_string_append_printf (t, "%s%s", i ? "," : "", people[i]);
  g_string_append_printf (t, "],'variant':%s,'draws':%s,'actions':[%s]}", variant ? variant : "[]",
                          draws ? draws : "'table'", actions);
  return quotes (t->str);
}

/* Loads the record; NULL with *id (the refusal's id) and *index set. */
static KontorGame *
load (int n, const char *draws, const char *variant, const char *actions, const char **id, int *index,
      char **message)
{
  g_autofree char *text = record_text (n, draws, variant, actions);
  g_autoptr (GError) error = NULL;
  int bad = -1;
  KontorGame *game = kontor_game_new_from_data (text, -1, &bad, &error);

  *id = game ? NULL : kontor_error_id (&kontor_mp_title, error);
  *index = bad;
  if (message)
    *message = error ? g_strdup (error->message) : NULL;
  return game;
}

static KontorGame *
game_ok (int n, const char *draws, const char *variant, const char *actions)
{
  const char *id;
  int index;
  g_autofree char *message = NULL;
  KontorGame *game = load (n, draws, variant, actions, &id, &index, &message);
  if (game == NULL)
    g_error ("refused (%s at %d): %s", id, index, message);
  g_assert_true (kontor_mp_check_invariants (kontor_game_get_position (game), NULL));
  return game;
}

static void
refused (int n, const char *draws, const char *variant, const char *actions, const char *want, int want_index)
{
  const char *id;
  int index;
  g_autofree char *message = NULL;
  g_autoptr (KontorGame) game = load (n, draws, variant, actions, &id, &index, &message);
  if (game != NULL)
    g_error ("accepted, want %s at %d: %s", want, want_index, actions);
  if (g_strcmp0 (id, want) != 0 || index != want_index)
    g_error ("got %s at %d, want %s at %d: %s", id, index, want, want_index, message);
}

#define T(n, actions, want, index) refused (n, NULL, NULL, actions, want, index)

static const MpPosition *
P (KontorGame *game)
{
  return kontor_game_get_position (game);
}

static int
kind (const char *id)
{
  int k = kontor_mp_kind_from_id (id);
  g_assert_cmpint (k, >=, 0);
  return k;
}

/* ---------------------------------------------------------------- setup */

static void
header_refused (const char *json, const char *want, const char *path)
{
  g_autofree char *text = quotes (json);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_autofree char *prefix = g_strconcat (path, ": ", NULL);

  g_assert_null (game);
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, want);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not name %s", error->message, path);
}

#define HEAD "{'format':'kontor-game','version':1,'game':'marco-polo-classic',"
#define TWO "'players':[{'name':'Ana','color':'red'},{'name':'Bo','color':'blue'}]"

static void
test_header (void)
{
  header_refused (HEAD "'players':[{'name':'Ana','color':'red'}],'board':'x','actions':[]}", "mp.setup-players",
                  "players");
  header_refused (HEAD "'players':{},'actions':[]}", "mp.setup-players", "players");
  header_refused (HEAD "'players':[1,2],'actions':[]}", "mp.setup-players", "players[0]");
  header_refused (HEAD "'players':[{'name':'','color':'red'},{'name':'Bo','color':'blue'}],'actions':[]}",
                  "mp.setup-players", "players[0].name");
  header_refused (HEAD "'players':[{'name':'Ana','color':'red'},{'name':'Bo','color':'red'}],'actions':[]}",
                  "mp.setup-players", "players[1].color");
  header_refused (HEAD "'players':[{'name':'Ana','color':'red'},{'name':'Bo','color':'purple'}],'actions':[]}",
                  "mp.setup-players", "players[1].color");
  header_refused (HEAD TWO ",'board':'base-2-3','variant':'x','actions':[]}", "mp.setup-board", "board");
  header_refused (HEAD TWO ",'variant':'x','draws':'y','actions':[]}", "mp.setup-variant", "variant");
  header_refused (HEAD TWO ",'variant':['tablet-for-any-goods','tablet-for-any-goods'],'actions':[]}",
                  "mp.setup-variant", "variant");
  header_refused (HEAD TWO ",'draws':{'seed':-1},'actions':[]}", "mp.setup-draws", "draws");
  header_refused (HEAD TWO ",'draws':{'seed':9007199254740992},'actions':[]}", "mp.setup-draws", "draws");
  header_refused (HEAD TWO ",'draws':'seed','actions':5}", "mp.setup-draws", "draws");
  header_refused (HEAD TWO ",'actions':{}}", "mp.bad-entry", "actions");

  {
    /* every accepted form of variant and draws */
    g_autofree char *text = quotes (HEAD TWO ",'board':null,'variant':'five-fights-six-rerolls',"
                                    "'draws':{'seed':9007199254740991},'actions':[]}");
    g_autoptr (GError) error = NULL;
    g_autoptr (KontorGame) game = kontor_game_new_from_data (text, -1, NULL, &error);
    g_autofree char *saved = NULL;
    g_assert_no_error (error);
    g_assert_true (P (game)->five_fights);
    g_assert_false (P (game)->any_goods);
    g_assert_true (P (game)->seeded);
    saved = kontor_game_to_json (game);
    g_assert_nonnull (strstr (saved, "\"five-fights-six-rerolls\""));
    g_assert_nonnull (strstr (saved, "9007199254740991"));
  }
}

static void
test_new_header (void)
{
  KontorNewGame req = { .n_players = 3, .seeded = TRUE, .seed = 7,
                        .colors = { "yellow", "green", "red" }, .names = { "Ana", NULL, "Cy" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) header = kontor_mp_new_header (&req, &error);
  g_autoptr (KontorGame) game = NULL;

  g_assert_no_error (error);
  game = kontor_game_new_from_header (&kontor_mp_title, header, &error);
  g_assert_no_error (error);
  g_assert_cmpint (kontor_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (kontor_game_get_player_name (game, 1), ==, "green");
  g_assert_cmpint (P (game)->colors[0], ==, 3);
  g_assert_cmpint (P (game)->bank, ==, 64);
  req.n_players = 5;
  g_clear_pointer (&header, json_object_unref);
  header = kontor_mp_new_header (&req, &error);
  g_assert_null (header);
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.setup-players");
  g_clear_error (&error);
  req.n_players = 2;
  req.board = "base-2-3";
  header = kontor_mp_new_header (&req, &error);
  g_assert_null (header);
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.setup-board");
}

/* §1.6, §2.4: 12 coins each, the rest to the bank; every pawn in Venice. */
static void
test_start (void)
{
  for (int n = 2; n <= 4; n++)
    {
      g_autoptr (KontorGame) game = game_ok (n, NULL, NULL, "");
      const MpPosition *pos = P (game);
      g_assert_cmpint (pos->bank, ==, 100 - 12 * n);
      for (int p = 0; p < n; p++)
        {
          g_assert_cmpint (pos->coins[p], ==, 12);
          g_assert_cmpint (pos->pawn[p].kind, ==, MP_SPACE_VENICE);
        }
      for (int k = 0; k < MP_N_KINDS; k++)
        g_assert_cmpint (pos->pile_count[k], ==, k % 4 == 2 ? 1 : 3);
      g_assert_cmpint (pos->khan_tablets, ==, 4);
      g_assert_cmpint (pos->khan_secrets, ==, 4);
      g_assert_cmpint (kontor_mp_decider (pos), ==, 0);
      g_assert_cmpint (kontor_mp_threshold (n), ==, n == 2 ? 1200 : n == 3 ? 1000 : 800);
    }
}

/* §7.2: with seed 1 the blue pile from the top, and the first roll a 6. */
static void
test_seeded_piles (void)
{
  static const char *const blue[10] = { "blue-200", "blue-azar", "blue-100", "blue-400", "blue-200",
                                        "blue-azar", "blue-400", "blue-azar", "blue-400", "blue-200" };
  g_autoptr (KontorGame) game = game_ok (2, "{'seed':1}", NULL, "{'do':'roll'}");
  g_autoptr (KontorGame) start = game_ok (2, "{'seed':1}", NULL, "");
  const MpPosition *pos = P (start);

  g_assert_cmpint (pos->pile_len[MP_BLUE], ==, 10);
  for (int i = 0; i < 10; i++)
    g_assert_cmpstr (kontor_mp_kind_id (pos->pile[MP_BLUE][9 - i]), ==, blue[i]);
  for (int g = 0; g < MP_N_GROUPS; g++)
    g_assert_cmpint (pos->pile_len[g], ==, 10);
  g_assert_cmpint (P (game)->roll, ==, 6);
  g_assert_cmpint (P (game)->stage, ==, MP_STAGE_COMBAT);
  /* written out, the value must agree */
  refused (2, "{'seed':1}", NULL, "{'do':'roll','value':5}", "mp.seed-mismatch", 0);
  refused (2, "{'seed':1}", NULL, "{'do':'roll','value':7}", "mp.roll-range", 0);
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, "{'seed':1}", NULL, "{'do':'roll','value':6}");
  /* the seeded dice of the README of the scenarios: 6, then 4 and 3 */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat','red':4,'black':3}");
  g_assert_cmpint (P (game)->stage, ==, MP_STAGE_AFTER);
}

/* §7.2 in play, seed 1: dice 6, 4 3, 5, 3 4, then the blue pile
 * blue-200 blue-azar blue-100 … drawn from the top, the chance card under
 * at once, gain-card nearest the top, a card taken from a player. */
static void
test_seeded_play (void)
{
  const char *play = "{'do':'roll'},{'do':'combat'},{'do':'end-turn'},"
                     "{'do':'roll'},{'do':'combat','pay':{'coins':200}},{'do':'end-turn'},"
                     "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                     "{'do':'buy','cards':['blue-200','blue-azar','blue-100']},"
                     "{'do':'chance','effects':[{'gain-card':{'card':'blue-400'}}]},{'do':'end-turn'}";
  static const char *const pile[7] = { "blue-200", "blue-azar", "blue-400", "blue-azar", "blue-400", "blue-200",
                                       "blue-azar" };
  g_autoptr (KontorGame) game = game_ok (2, "{'seed':1}", NULL, play);
  const MpPosition *pos = P (game);
  g_autofree char *taken = NULL;

  g_assert_cmpint (pos->coins[0], ==, 12 - 3);
  g_assert_cmpint (pos->coins[1], ==, 10);
  g_assert_cmpint (pos->booty_coins, ==, 2);
  g_assert_cmpint (pos->cards[0][kind ("blue-200")], ==, 1);
  g_assert_cmpint (pos->cards[0][kind ("blue-100")], ==, 1);
  g_assert_cmpint (pos->cards[0][kind ("blue-400")], ==, 1);
  g_assert_cmpint (pos->pile_len[MP_BLUE], ==, 7);
  for (int i = 0; i < 7; i++)
    g_assert_cmpstr (kontor_mp_kind_id (pos->pile[MP_BLUE][6 - i]), ==, pile[i]);
  g_assert_cmpint (pos->pile_count[kind ("blue-azar")], ==, 3);

  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat','red':3}", "mp.seed-mismatch", 1);
  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat','black':4}", "mp.seed-mismatch", 1);
  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat','red':4,'black':3},{'do':'end-turn'},"
                                  "{'do':'roll'},{'do':'combat'}", "mp.combat-pay", 4);
  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat'},{'do':'end-turn'},"
                                  "{'do':'roll'},{'do':'combat','pay':{'coins':200}},{'do':'end-turn'},"
                                  "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                                  "{'do':'buy','cards':['blue-200','blue-400']}", "mp.seed-mismatch", 8);
  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat'},{'do':'end-turn'},"
                                  "{'do':'roll'},{'do':'combat','pay':{'coins':200}},{'do':'end-turn'},"
                                  "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                                  "{'do':'buy','count':3},{'do':'chance','card':'blue-400','effects':[]}", "mp.stage", 9);
  refused (2, "{'seed':1}", NULL, "{'do':'roll'},{'do':'combat'},{'do':'end-turn'},"
                                  "{'do':'roll'},{'do':'combat','pay':{'coins':200}},{'do':'end-turn'},"
                                  "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                                  "{'do':'buy','count':4}", "mp.buy-limit", 8);
  {
    /* the same purchase by count */
    g_autoptr (KontorGame) g2 = game_ok (2, "{'seed':1}", NULL,
                                         "{'do':'roll'},{'do':'combat'},{'do':'end-turn'},"
                                         "{'do':'roll'},{'do':'combat','pay':{'coins':200}},{'do':'end-turn'},"
                                         "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                                         "{'do':'buy','count':3},{'do':'chance','card':'blue-azar',"
                                         "'effects':[{'gain-card':{'card':'blue-400'}}]},{'do':'end-turn'}");
    g_assert_cmpmem (P (g2), sizeof (MpPosition), pos, sizeof (MpPosition));
  }
  {
    /* Bo (next die 3) meets Ana at the blue place and takes a card: the
     * entry below 3 of blue-400, blue-200, blue-100 */
    KontorRng rng = { pos->rng };
    static const char *const listed[3] = { "blue-400", "blue-200", "blue-100" };
    const char *want;
    g_autofree char *more = NULL;
    g_autoptr (KontorGame) g3 = NULL;
    g_assert_cmpint (1 + (int) kontor_rng_below (&rng, 6), ==, 3);
    want = listed[kontor_rng_below (&rng, 3)];
    more = g_strconcat (play, ",{'do':'roll'},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
                              "{'do':'buy-from','player':'red'}", NULL);
    g3 = game_ok (2, "{'seed':1}", NULL, more);
    g_assert_cmpint (P (g3)->cards[1][kind (want)], ==, 1);
    g_assert_cmpint (P (g3)->cards[0][kind (want)], ==, 0);
    g_assert_cmpint (P (g3)->coins[1], ==, 8);
    g_clear_pointer (&more, g_free);
    more = g_strdup_printf ("%s,{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
                            "{'do':'buy-from','player':'red','card':'%s'}", play,
                            strcmp (want, "blue-100") == 0 ? "blue-200" : "blue-100");
    refused (2, "{'seed':1}", NULL, more, "mp.seed-mismatch", 13);
  }
}

/* ---------------------------------------------------------------- turn and movement */

static void
test_roll_and_stages (void)
{
  T (2, "{'do':'roll','value':0}", "mp.roll-range", 0);
  T (2, "{'do':'roll','value':7}", "mp.roll-range", 0);
  T (2, "{'do':'roll'}", "mp.bad-entry", 0);
  T (2, "{'do':'roll','value':2},{'do':'roll','value':2}", "mp.stage", 1);
  T (2, "{'do':'end-turn'}", "mp.stage", 0);
  T (2, "{'do':'roll','value':2},{'do':'end-turn'}", "mp.stage", 1);
  T (2, "{'do':'roll','value':5},{'do':'end-turn'}", "mp.stage", 1);
  T (2, "{'do':'roll','value':5},{'do':'move','steps':1,'to':{'kind':'small'}}", "mp.combat-required", 1);
  T (2, "{'do':'roll','value':6},{'do':'no-move'}", "mp.combat-required", 1);
  T (2, "{'do':'no-move'}", "mp.stage", 0);
  T (2, "{'do':'move','steps':1,'to':{'kind':'small'}}", "mp.stage", 0);
  T (2, "{'do':'refuse'}", "mp.stage", 0);
  T (2, "{'do':'roll','value':5},{'do':'refuse'}", "mp.refuse-no-tablet", 1);
  T (2, "{'do':'combat','red':1,'black':1}", "mp.stage", 0);
  T (2, "{'do':'roll','value':3},{'do':'end-turn','by':'red'}", "mp.stage", 1);
  T (2, "{'do':'roll','value':3,'by':'blue'}", "mp.wrong-player", 0);
  T (2, "{'do':'roll','value':3,'by':'green'}", "mp.wrong-player", 0);
  T (2, "{'do':'roll','value':3,'by':7}", "mp.wrong-player", 0);
  T (2, "{'do':'fly'}", "mp.bad-entry", 0);
  T (2, "{'do':'roll','value':'3','by':'blue'}", "mp.bad-entry", 0);
  T (2, "[]", "mp.bad-entry", 0);
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "{'do':'roll','value':4,'by':null},{'do':'no-move'},"
                                                       "{'do':'end-turn'},{'do':'roll','value':2,'by':'blue'}");
    g_assert_cmpint (P (game)->active, ==, 1);
    g_assert_cmpint (P (game)->stage, ==, MP_STAGE_MOVE);
    g_assert_cmpint (P (game)->turn, ==, 2);
    g_assert_cmpint (P (game)->pawn[0].kind, ==, MP_SPACE_VENICE);
  }
}

static void
test_move (void)
{
  g_autoptr (KontorGame) game = NULL;

  T (2, "{'do':'roll','value':3},{'do':'move','steps':0,'to':{'kind':'small'}}", "mp.move-zero", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':-2,'to':{'kind':'small'}}", "mp.move-zero", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':4,'to':{'kind':'small'}}", "mp.move-too-far", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':2,'to':{'kind':'small'}}", "mp.move-short", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':2,'to':{'kind':'port'}}", "mp.move-short", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':2,'to':{'kind':'karakorum'}}", "mp.move-short", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':1,'to':{'kind':'mission'}}", "mp.mission-no-tablet", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'khanbalik'}}", "mp.khanbalik-gifts", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'venice'}}", "mp.same-space", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading'}}", "mp.bad-entry", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'city'}}", "mp.bad-entry", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'small'},'mode_change':1}", "mp.bad-entry", 1);
  /* short stops: trading place, port with a change of mode, Venice never from Venice */
  game = game_ok (2, NULL, NULL, "{'do':'roll','value':4},{'do':'move','steps':1,'to':{'kind':'port','label':'p'},"
                                 "'mode_change':true},{'do':'end-turn'},"
                                 "{'do':'roll','value':4},{'do':'move','steps':2,'to':{'kind':'trading','group':'red'}}");
  g_assert_cmpint (P (game)->pawn[0].kind, ==, MP_SPACE_PORT);
  g_assert_cmpstr (P (game)->pawn[0].label, ==, "p");
  g_assert_cmpint (P (game)->pawn[1].kind, ==, MP_SPACE_TRADING);
  g_assert_cmpint (P (game)->pawn[1].group, ==, MP_RED);
  g_assert_cmpint (P (game)->stop, ==, MP_STOP_TRADING);
  g_assert_true (P (game)->moved);
  /* occupancy needs the same label on a small circle or port; trading places hold many */
  T (2, "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'small','label':'a'}},{'do':'end-turn'},"
        "{'do':'roll','value':1},{'do':'move','steps':1,'to':{'kind':'small','label':'a'}}", "mp.space-occupied", 4);
  T (2, "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'port','label':'a'}},{'do':'end-turn'},"
        "{'do':'roll','value':1},{'do':'move','steps':1,'to':{'kind':'port','label':'a'}}", "mp.space-occupied", 4);
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL, "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'small','label':'a'}},"
                                 "{'do':'end-turn'},{'do':'roll','value':1},{'do':'move','steps':1,'to':{'kind':'small',"
                                 "'label':'b'}},{'do':'end-turn'},{'do':'roll','value':2},{'do':'move','steps':2,'to':"
                                 "{'kind':'trading','group':'blue','label':'t'}},{'do':'end-turn'},{'do':'roll','value':1},"
                                 "{'do':'move','steps':1,'to':{'kind':'trading','group':'blue','label':'t'}}");
  /* no return to the labelled space of the turn's start; Karakorum is one space */
  T (2, "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'small','label':'a'}},{'do':'end-turn'}," FILLER
        ",{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'small','label':'a'}}", "mp.same-space", 7);
  T (2, "{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'karakorum','label':'x'}},{'do':'end-turn'},"
        FILLER ",{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'karakorum'}}", "mp.same-space", 7);
  /* order: too far before short, short before mission, occupied before same-space */
  T (2, "{'do':'roll','value':2},{'do':'move','steps':3,'to':{'kind':'small'}}", "mp.move-too-far", 1);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':1,'to':{'kind':'karakorum'}}", "mp.move-short", 1);
  /* no-move ends the movement: no trading this turn */
  T (2, "{'do':'roll','value':3},{'do':'no-move'},{'do':'sell','cards':[]}", "mp.not-trading-place", 2);
}

/* ---------------------------------------------------------------- combat */

static void
test_combat (void)
{
  g_autoptr (KontorGame) game = NULL;
  const MpPosition *pos;

  /* §5.5: Bo loses orange-100 to the booty, Cy ties and takes it */
  game = game_ok (3, NULL, NULL,
                  "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'orange'}},"
                  "{'do':'buy','cards':['orange-100']},{'do':'end-turn'},"
                  "{'do':'roll','value':4},{'do':'move','steps':4,'to':{'kind':'trading','group':'orange'}},"
                  "{'do':'buy-from','player':'red','card':'orange-100'},{'do':'end-turn'}," FILLER ","
                  FILLER ",{'do':'roll','value':5},{'do':'combat','red':2,'black':4,'pay':{'card':'orange-100'}},"
                  "{'do':'end-turn'}");
  pos = P (game);
  g_assert_cmpint (pos->coins[0], ==, 12 - 1 + 2);
  g_assert_cmpint (pos->coins[1], ==, 12 - 2);
  g_assert_cmpint (pos->booty_cards[kind ("orange-100")], ==, 1);
  g_assert_cmpint (pos->cards[1][kind ("orange-100")], ==, 0);
  g_assert_cmpint (pos->active, ==, 2);
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (3, NULL, NULL,
                  "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'orange'}},"
                  "{'do':'buy','cards':['orange-100']},{'do':'end-turn'},"
                  "{'do':'roll','value':5},{'do':'combat','red':1,'black':2,'pay':{'coins':200}},{'do':'end-turn'},"
                  "{'do':'roll','value':6},{'do':'combat','red':3,'black':3}");
  pos = P (game);
  g_assert_cmpint (pos->coins[1], ==, 10);
  g_assert_cmpint (pos->coins[2], ==, 14);
  g_assert_cmpint (pos->booty_coins, ==, 0);
  g_assert_cmpint (pos->bank, ==, 100 - 36 + 1);
  g_assert_cmpint (pos->pawn[2].kind, ==, MP_SPACE_VENICE);
  /* no trading after a fight, and the pawn stays */
  T (2, "{'do':'roll','value':5},{'do':'combat','red':3,'black':3},{'do':'buy','cards':['green-400']}",
     "mp.not-trading-place", 2);
  /* pay exactly when lost */
  T (2, "{'do':'roll','value':5},{'do':'combat','red':3,'black':4}", "mp.combat-pay", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':4,'black':4,'pay':{'coins':200}}", "mp.combat-pay", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'coins':100}}", "mp.combat-pay", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':'coins'}", "mp.combat-pay", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'coins':200,'card':'red-400'}}",
     "mp.combat-pay", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'card':'red-400'}}", "mp.card-not-held", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'card':'red-azar'}}", "mp.card-not-held", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'card':'rubies'}}", "mp.bad-entry", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':0,'black':4,'pay':{'card':'red-400'}}", "mp.roll-range", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':7}", "mp.roll-range", 1);
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1}", "mp.bad-entry", 1);
  /* a raise where nothing is owed */
  T (2, "{'do':'roll','value':5},{'do':'combat','red':1,'black':4,'pay':{'coins':200},'raise':[{'sell':'green-400'}]}",
     "mp.debt-raise", 1);
}

/* Safe-conduct (§3.12) and the variant of §5.6. */
static void
test_refuse_and_variant (void)
{
  g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER
                                         ",{'do':'roll','value':6},{'do':'refuse'},{'do':'roll','value':5},"
                                         "{'do':'refuse'},{'do':'roll','value':3}");
  g_assert_cmpint (P (game)->stage, ==, MP_STAGE_MOVE);
  g_assert_cmpint (P (game)->roll, ==, 3);
  g_assert_true (P (game)->tablet[0]);
  refused (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER ",{'do':'roll','value':3},{'do':'refuse'}",
           "mp.stage", 15);
  /* five-fights-six-rerolls: a 6 is rolled again, a 5 fights */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, "['five-fights-six-rerolls']", "{'do':'roll','value':6},{'do':'roll','value':6},"
                                                          "{'do':'roll','value':2}");
  g_assert_cmpint (P (game)->stage, ==, MP_STAGE_MOVE);
  refused (2, NULL, "'five-fights-six-rerolls'", "{'do':'roll','value':6},{'do':'refuse'}", "mp.stage", 1);
  refused (2, NULL, "'five-fights-six-rerolls'", "{'do':'roll','value':6},{'do':'combat','red':1,'black':1}",
           "mp.stage", 1);
  refused (2, NULL, "'five-fights-six-rerolls'", "{'do':'roll','value':5},{'do':'no-move'}",
           "mp.combat-required", 1);
}

/* ---------------------------------------------------------------- trading */

static void
test_sell_and_buy (void)
{
  g_autoptr (KontorGame) game = NULL;
  const MpPosition *pos;

  game = game_ok (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':4},"
                                 "{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                                 "{'do':'sell','cards':['green-400','green-400']},{'do':'sell','cards':[]},"
                                 "{'do':'buy','cards':['blue-azar']},"
                                 "{'do':'chance','card':'blue-azar','effects':[]},"
                                 "{'do':'buy','cards':['blue-100','blue-200']}");
  pos = P (game);
  /* 12 − 3 + 8 − 1 − 2 */
  g_assert_cmpint (pos->coins[0], ==, 14);
  g_assert_cmpint (pos->bank, ==, 76 + 3 - 8 + 3);
  g_assert_cmpint (pos->cards[0][kind ("green-400")], ==, 1);
  g_assert_cmpint (pos->pile_count[kind ("green-400")], ==, 2);
  g_assert_cmpint (pos->pile_count[kind ("blue-azar")], ==, 3);
  g_assert_cmpint (pos->pile_count[kind ("blue-100")], ==, 0);
  g_assert_cmpint (pos->cards[0][kind ("blue-200")], ==, 1);
  g_assert_cmpint (pos->buy_pile, ==, 3);
  /* the limit of 3 counts every buy of the stop, chance cards too */
  refused (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':4},"
                          "{'do':'move','steps':2,'to':{'kind':'trading','group':'blue'}},"
                          "{'do':'buy','cards':['blue-azar']},{'do':'chance','card':'blue-azar','effects':[]},"
                          "{'do':'buy','cards':['blue-100','blue-200']},{'do':'buy','cards':['blue-400']}",
           "mp.buy-limit", 12);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':[]}", "mp.buy-limit", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-400','green-400','green-200','green-200']}", "mp.buy-limit", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-400','red-400']}", "mp.buy-wrong-group", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['tablet']}", "mp.buy-wrong-group", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-100','green-100']}", "mp.pile-unavailable", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-azar']},{'do':'end-turn'}", "mp.stage", 3);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-azar']},{'do':'chance','card':'red-azar','effects':[]}", "mp.stage", 3);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'chance','card':'green-azar','effects':[]}", "mp.stage", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'small'}},"
        "{'do':'buy','cards':['green-400']}", "mp.not-trading-place", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'sell','cards':['green-azar']}", "mp.not-sellable", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'sell','cards':['tablet']}", "mp.not-sellable", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'sell','cards':['green-400']}", "mp.card-not-held", 2);
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'sell','cards':['jade']}", "mp.bad-entry", 2);
  /* coins paid before drawing: 1 coin left cannot buy 2 */
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
        "{'do':'buy','cards':['green-azar']},{'do':'chance','card':'green-azar','effects':"
        "[{'coins':{'n':1100,'from':'red','to':'bank'}}]},{'do':'buy','cards':['green-200','green-200']}",
     "mp.buy-no-coins", 4);
}

static void
test_buy_from (void)
{
  g_autoptr (KontorGame) game = NULL;
  const char *meet = "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red','label':'r'}},"
                     "{'do':'buy','cards':['red-400','red-200']},{'do':'end-turn'},"
                     "{'do':'roll','value':4},{'do':'move','steps':1,'to':{'kind':'trading','group':'red','label':'r'}}";
  g_autofree char *ok = g_strconcat (meet, ",{'do':'buy-from','player':'red','card':'red-200'}", NULL);
  g_autofree char *twice = g_strconcat (ok, ",{'do':'buy-from','player':'red','card':'red-400'}", NULL);
  g_autofree char *mixed = g_strconcat (ok, ",{'do':'buy','cards':['red-400']}", NULL);
  g_autofree char *self = g_strconcat (meet, ",{'do':'buy-from','player':'blue','card':'red-200'}", NULL);
  g_autofree char *absent_card = g_strconcat (meet, ",{'do':'buy-from','player':'red','card':'red-100'}", NULL);
  g_autofree char *other = g_strconcat (meet, ",{'do':'buy-from','player':'green','card':'red-100'}", NULL);

  game = game_ok (2, NULL, NULL, ok);
  g_assert_cmpint (P (game)->coins[0], ==, 12 - 2 + 2);
  g_assert_cmpint (P (game)->coins[1], ==, 10);
  g_assert_cmpint (P (game)->cards[1][kind ("red-200")], ==, 1);
  g_assert_cmpint (P (game)->cards[0][kind ("red-200")], ==, 0);
  T (2, twice, "mp.buy-limit", 7);
  T (2, mixed, "mp.buy-mixed", 7);
  T (2, self, "mp.buy-from-not-here", 6);
  T (2, absent_card, "mp.card-not-held", 6);
  T (2, other, "mp.bad-entry", 6);
  /* another labelled place */
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red','label':'r'}},"
        "{'do':'buy','cards':['red-400']},{'do':'end-turn'},"
        "{'do':'roll','value':4},{'do':'move','steps':1,'to':{'kind':'trading','group':'red','label':'s'}},"
        "{'do':'buy-from','player':'red','card':'red-400'}", "mp.buy-from-not-here", 6);
  /* a seller with nothing */
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red'}},{'do':'end-turn'},"
        "{'do':'roll','value':4},{'do':'move','steps':1,'to':{'kind':'trading','group':'red'}},"
        "{'do':'buy-from','player':'red','card':'red-400'}", "mp.buy-from-no-goods", 5);
  /* buy from the pile first, then from a player */
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red'}},"
        "{'do':'buy','cards':['red-400']},{'do':'end-turn'},"
        "{'do':'roll','value':4},{'do':'move','steps':1,'to':{'kind':'trading','group':'red'}},"
        "{'do':'buy','cards':['red-400']},{'do':'buy-from','player':'red','card':'red-400'}", "mp.buy-mixed", 7);
}

/* ---------------------------------------------------------------- arrivals */

static void
test_khanbalik_and_mission (void)
{
  g_autoptr (KontorGame) game = NULL;
  g_autofree char *hash = kontor_mp_mission_hash ("pepper", " QuanZhou ");
  g_autofree char *with_hash = NULL, *good = NULL, *bad_salt = NULL, *no_salt = NULL;
  const MpPosition *pos;

  /* SHA-256 of "pepper:quanzhou" (§3.20) */
  {
    g_autofree char *sha = g_compute_checksum_for_string (G_CHECKSUM_SHA256, "pepper:quanzhou", -1);
    g_assert_cmpstr (hash, ==, sha);
  }

  game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET);
  pos = P (game);
  g_assert_true (pos->tablet[0]);
  g_assert_true (pos->had_tablet[0]);
  g_assert_cmpint (pos->khan_tablets, ==, 3);
  g_assert_cmpint (pos->pile_count[kind ("green-400")], ==, 3);
  g_assert_cmpint (pos->cards[0][kind ("green-400")], ==, 0);
  g_assert_cmpint (pos->coins[0], ==, 9);
  g_assert_cmpint (pos->active, ==, 1);

  refused (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':2},{'do':'move','steps':2,'to':{'kind':'small'}},"
                          "{'do':'khanbalik','gifts':['green-400','green-400','green-400']}", "mp.not-here", 9);
  refused (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':2},{'do':'move','steps':1,'to':{'kind':'khanbalik'}},"
                          "{'do':'khanbalik','gifts':['green-400','green-400']}", "mp.gifts-invalid", 9);
  refused (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':2},{'do':'move','steps':1,'to':{'kind':'khanbalik'}},"
                          "{'do':'khanbalik','gifts':['green-400','green-400','red-400']}", "mp.card-not-held", 9);
  refused (2, NULL, NULL, BUY_400S "," FILLER ",{'do':'roll','value':2},{'do':'move','steps':1,'to':{'kind':'khanbalik'}},"
                          "{'do':'khanbalik','gifts':['green-400','green-400','green-400']},"
                          "{'do':'khanbalik','gifts':['green-400','green-400','green-400']}", "mp.tablet-held", 10);
  /* the mission: a Secret for the Tablet; the city is then taken */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER
                  ",{'do':'roll','value':4},{'do':'move','steps':3,'to':{'kind':'mission'}},"
                  "{'do':'mission','city':' Quanzhou'}");
  pos = P (game);
  g_assert_false (pos->tablet[0]);
  g_assert_true (pos->secret[0]);
  g_assert_cmpint (pos->khan_tablets, ==, 4);
  g_assert_cmpint (pos->khan_secrets, ==, 3);
  g_assert_cmpint (pos->n_revealed, ==, 1);
  g_assert_cmpstr (pos->revealed[0], ==, "quanzhou");
  refused (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER
           ",{'do':'roll','value':4},{'do':'move','steps':4,'to':{'kind':'small'}},{'do':'mission','city':'X'}",
           "mp.not-here", 16);
  /* Bo fetches a Tablet too and names the same city */
  refused (2, NULL, NULL, BUY_400S ",{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red'}},"
           "{'do':'buy','cards':['red-400','red-400','red-400']},{'do':'end-turn'}," TO_TABLET
           ",{'do':'roll','value':2},{'do':'move','steps':1,'to':{'kind':'khanbalik'}},"
           "{'do':'khanbalik','gifts':['red-400','red-400','red-400']},{'do':'end-turn'},"
           "{'do':'roll','value':4},{'do':'move','steps':4,'to':{'kind':'mission'}},{'do':'mission','city':'Quanzhou'},"
           "{'do':'end-turn'},{'do':'roll','value':4},{'do':'move','steps':4,'to':{'kind':'mission'}},"
           "{'do':'mission','city':'QUANZHOU '}", "mp.mission-taken", 22);
  /* the stored hash */
  with_hash = g_strdup_printf (BUY_400S "," FILLER ",{'do':'roll','value':2},{'do':'move','steps':1,'to':"
                               "{'kind':'khanbalik'}},{'do':'khanbalik','gifts':['green-400','green-400','green-400'],"
                               "'mission_hash':'%s'},{'do':'end-turn'}," FILLER ",{'do':'roll','value':4},"
                               "{'do':'move','steps':3,'to':{'kind':'mission'}}", hash);
  good = g_strconcat (with_hash, ",{'do':'mission','city':'quanzhou','salt':'pepper'}", NULL);
  bad_salt = g_strconcat (with_hash, ",{'do':'mission','city':'quanzhou','salt':'salt'}", NULL);
  no_salt = g_strconcat (with_hash, ",{'do':'mission','city':'quanzhou'}", NULL);
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL, good);
  g_assert_true (P (game)->secret[0]);
  T (2, bad_salt, "mp.mission-hash", 16);
  T (2, no_salt, "mp.mission-hash", 16);
  /* a salt without a hash is ignored */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER
                  ",{'do':'roll','value':4},{'do':'move','steps':3,'to':{'kind':'mission'}},"
                  "{'do':'mission','city':'Samarkand','salt':'x'}");
  g_assert_true (P (game)->secret[0]);
}

/* tablet-for-any-goods (§5.6, D-P28): a player who sold their Tablet may hand in goods worth 1,200. */
static void
test_any_goods_variant (void)
{
  /* Ana takes a Tablet, then sells it to pay a chance card's 1,400 debt (800 coins + Tablet 1,200 → 600) */
  const char *base =
    BUY_400S "," FILLER "," TO_TABLET "," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'blue'}},"
    "{'do':'buy','cards':['blue-azar']},{'do':'chance','card':'blue-azar','effects':"
    "[{'coins':{'n':1400,'from':'red','to':'bank','raise':[{'sell':'tablet'}]}}]},"
    "{'do':'buy','cards':['blue-400','blue-400']},{'do':'end-turn'}," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red'}},"
    "{'do':'buy','cards':['red-100','red-200','red-200']},{'do':'end-turn'}," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':1,'to':{'kind':'khanbalik'}}";
  g_autofree char *gift = g_strconcat (base, ",{'do':'khanbalik','gifts':['blue-400','blue-400','red-200','red-200']}",
                                       NULL);
  g_autofree char *small = g_strconcat (base, ",{'do':'khanbalik','gifts':['blue-400','blue-400','red-200']}", NULL);
  g_autoptr (KontorGame) game = game_ok (2, NULL, "['tablet-for-any-goods']", gift);
  const MpPosition *pos = P (game);

  g_assert_true (pos->tablet[0]);
  g_assert_cmpint (pos->cards[0][kind ("red-100")], ==, 1);
  g_assert_cmpint (pos->coins[0], ==, 12 - 3 - 1 + 12 - 14 - 2 - 3);
  refused (2, NULL, "['tablet-for-any-goods']", small, "mp.gifts-invalid", 32);
  /* without the variant the gate stays closed (two 400s held) */
  refused (2, NULL, NULL, gift, "mp.khanbalik-gifts", 31);
}

/* ---------------------------------------------------------------- debts */

static void
test_debts (void)
{
  g_autoptr (KontorGame) game = NULL;
  const MpPosition *pos;
  /* Ana draws a chance card that takes 1,100 of her 1,100: 0 coins, a green-200 and a green-400 */
  const char *poor = "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
                     "{'do':'buy','cards':['green-400','green-200','green-azar']},"
                     "{'do':'chance','card':'green-azar','effects':[{'coins':{'n':900,'from':'red','to':'booty'}}]},"
                     "{'do':'end-turn'}," FILLER ",{'do':'roll','value':5}";
  g_autofree char *raise_ok = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                 "'raise':[{'sell':'green-200'}]}", NULL);
  g_autofree char *raise_more = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                   "'raise':[{'sell':'green-200'},{'sell':'green-400'}]}", NULL);
  g_autofree char *raise_short = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200}}", NULL);
  g_autofree char *raise_azar = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                   "'raise':[{'sell':'green-azar'}]}", NULL);
  g_autofree char *raise_absent = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                     "'raise':[{'sell':'red-200'}]}", NULL);
  g_autofree char *raise_tablet = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                     "'raise':[{'sell':'tablet'}]}", NULL);
  g_autofree char *raise_bad = g_strconcat (poor, ",{'do':'combat','red':1,'black':2,'pay':{'coins':200},"
                                                  "'raise':[{'sell':'pearls'}]}", NULL);

  game = game_ok (2, NULL, NULL, raise_ok);
  pos = P (game);
  g_assert_cmpint (pos->coins[0], ==, 0);
  g_assert_cmpint (pos->booty_coins, ==, 9 + 2);
  g_assert_cmpint (pos->pile_count[kind ("green-200")], ==, 3);
  g_assert_cmpint (pos->cards[0][kind ("green-400")], ==, 1);
  T (2, raise_more, "mp.debt-raise", 9);
  T (2, raise_short, "mp.debt-raise", 9);
  T (2, raise_azar, "mp.not-sellable", 9);
  T (2, raise_absent, "mp.card-not-held", 9);
  T (2, raise_tablet, "mp.card-not-held", 9);
  T (2, raise_bad, "mp.bad-entry", 9);

  /* bankruptcy: nothing to sell, 100 coins owed 200 → the 100 to the booty, Venice, 1,200 */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL,
                  "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green','label':'g'}},"
                  "{'do':'buy','cards':['green-azar']},"
                  "{'do':'chance','card':'green-azar','effects':[{'coins':{'n':1000,'from':'red','to':'bank'}}]},"
                  "{'do':'end-turn'}," FILLER ",{'do':'roll','value':5},"
                  "{'do':'combat','red':1,'black':2,'pay':{'coins':200}}");
  pos = P (game);
  g_assert_cmpint (pos->coins[0], ==, 12);
  g_assert_cmpint (pos->booty_coins, ==, 1);
  g_assert_cmpint (pos->bank, ==, 76 + 1 + 10 - 12);
  g_assert_cmpint (pos->pawn[0].kind, ==, MP_SPACE_VENICE);
  g_assert_cmpstr (pos->pawn[0].label, ==, "");

  /* a debt of the active player through a chance card: the Secret sold last, the Tablet… */
  g_clear_pointer (&game, g_object_unref);
  game = game_ok (2, NULL, NULL,
                  BUY_400S "," FILLER "," TO_TABLET "," FILLER ","
                  "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'blue'}},"
                  "{'do':'buy','cards':['blue-400','blue-azar']},"
                  "{'do':'chance','card':'blue-azar','effects':[{'coins':{'n':2000,'from':'red','to':'blue',"
                  "'raise':[{'sell':'blue-400'},{'sell':'tablet'}]}}]}");
  pos = P (game);
  /* 9 − 2 + 4 + 12 − 20 */
  g_assert_cmpint (pos->coins[0], ==, 3);
  g_assert_cmpint (pos->coins[1], ==, 12 + 20);
  g_assert_false (pos->tablet[0]);
  g_assert_cmpint (pos->khan_tablets, ==, 4);
  refused (2, NULL, NULL,
           BUY_400S "," FILLER "," TO_TABLET "," FILLER ","
           "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'blue'}},"
           "{'do':'buy','cards':['blue-400','blue-azar']},"
           "{'do':'chance','card':'blue-azar','effects':[{'coins':{'n':2000,'from':'red','to':'blue',"
           "'raise':[{'sell':'tablet'},{'sell':'blue-400'}]}}]}", "mp.debt-raise", 17);
}

/* ---------------------------------------------------------------- chance cards */

static void
test_chance (void)
{
  g_autoptr (KontorGame) game = NULL;
  const MpPosition *pos;
  const char *draw = "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'orange'}},"
                     "{'do':'buy','cards':['orange-400','orange-azar','orange-azar']}";
  g_autofree char *all = g_strconcat (draw,
    ",{'do':'chance','card':'orange-azar','effects':[{'coins':{'n':300,'from':'bank','to':'blue'}},"
    "{'coins':{'n':200,'from':'red','to':'booty'}},{'coins':{'n':100,'from':'booty','to':'blue'}},"
    "{'lose-card':{'card':'orange-400','to':'booty'}},{'gain-card':{'card':'orange-100'}},"
    "{'skip-turns':{'n':2,'player':'blue'}}]},"
    "{'do':'chance','card':'orange-azar','effects':[{'move-pawn':{'player':'blue','to':{'kind':'karakorum'}}},"
    "{'lose-card':{'card':'orange-100','to':'pile'}},{'move-pawn':{'to':{'kind':'small','label':'k'}}}]}", NULL);

  game = game_ok (2, NULL, NULL, all);
  pos = P (game);
  g_assert_cmpint (pos->coins[0], ==, 12 - 3 - 2);
  g_assert_cmpint (pos->coins[1], ==, 12 + 3 + 1);
  g_assert_cmpint (pos->booty_coins, ==, 1);
  g_assert_cmpint (pos->booty_cards[kind ("orange-400")], ==, 1);
  g_assert_cmpint (pos->pile_count[kind ("orange-100")], ==, 1);
  g_assert_cmpint (pos->cards[0][kind ("orange-100")], ==, 0);
  g_assert_cmpint (pos->skip[1], ==, 2);
  g_assert_cmpint (pos->pawn[1].kind, ==, MP_SPACE_KARAKORUM);
  g_assert_cmpint (pos->pawn[0].kind, ==, MP_SPACE_SMALL);
  g_assert_cmpint (pos->n_pending, ==, 0);
  /* the pawn left the trading place: no more trading (D-P36) */
  {
    g_autofree char *more = g_strconcat (all, ",{'do':'sell','cards':[]}", NULL);
    T (2, more, "mp.not-trading-place", 5);
  }
  /* Bo skips two turns: Ana plays three turns in a row */
  {
    g_autofree char *turns = g_strconcat (all, ",{'do':'end-turn'}," FILLER ",{'do':'roll','value':1}", NULL);
    g_autoptr (KontorGame) g2 = game_ok (2, NULL, NULL, turns);
    g_assert_cmpint (P (g2)->active, ==, 0);
    g_assert_cmpint (P (g2)->skip[1], ==, 0);
    g_clear_pointer (&turns, g_free);
    turns = g_strconcat (all, ",{'do':'end-turn'}," FILLER "," FILLER ",{'do':'roll','value':1}", NULL);
    g_clear_object (&g2);
    g2 = game_ok (2, NULL, NULL, turns);
    g_assert_cmpint (P (g2)->active, ==, 1);
  }
  /* malformed or impossible effects, in order */
  {
    static const char *const invalid[] = {
      "{'coins':{'n':150,'from':'bank','to':'red'}}",
      "{'coins':{'n':0,'from':'bank','to':'red'}}",
      "{'coins':{'n':100,'from':'bank','to':'bank'}}",
      "{'coins':{'n':100,'from':'bank','to':'green'}}",
      "{'coins':{'n':100,'from':'booty','to':'red'}}",
      "{'coins':{'n':'100','from':'bank','to':'red'}}",
      "{'move-pawn':{'to':{'kind':'trading'}}}",
      "{'move-pawn':{'player':'yellow','to':{'kind':'small'}}}",
      "{'lose-card':{'card':'orange-azar','to':'booty'}}",
      "{'lose-card':{'card':'orange-400','to':'bank'}}",
      "{'gain-card':{'card':'tablet'}}",
      "{'skip-turns':{'n':0}}",
      "{'teleport':{}}",
      "{'coins':{'n':100,'from':'bank','to':'red'},'skip-turns':{'n':1}}",
      "7",
    };
    for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
      {
        g_autofree char *rec = g_strdup_printf ("%s,{'do':'chance','card':'orange-azar','effects':"
                                                "[{'skip-turns':{'n':1}},%s]}", draw, invalid[i]);
        T (2, rec, "mp.chance-invalid", 3);
      }
    {
      g_autofree char *rec = g_strdup_printf ("%s,{'do':'chance','card':'orange-azar','effects':"
                                              "[{'lose-card':{'card':'orange-200','to':'pile'}}]}", draw);
      T (2, rec, "mp.card-not-held", 3);
      g_free (rec);
      rec = g_strdup_printf ("%s,{'do':'chance','card':'orange-azar','effects':[{'gain-card':{'card':'orange-400'}},"
                             "{'gain-card':{'card':'orange-400'}},{'gain-card':{'card':'orange-400'}}]}", draw);
      T (2, rec, "mp.pile-unavailable", 3);
      g_free (rec);
      rec = g_strdup_printf ("%s,{'do':'chance','card':'orange-azar','effects':{}}", draw);
      T (2, rec, "mp.bad-entry", 3);
      g_free (rec);
      rec = g_strdup_printf ("%s,{'do':'chance','effects':[]}", draw);
      T (2, rec, "mp.bad-entry", 3);
      g_free (rec);
      /* at most 8 effects (KM-2) */
      rec = g_strdup_printf ("%s,{'do':'chance','card':'orange-azar','effects':[%s]}", draw,
                             "{'skip-turns':{'n':1}},{'skip-turns':{'n':1}},{'skip-turns':{'n':1}},"
                             "{'skip-turns':{'n':1}},{'skip-turns':{'n':1}},{'skip-turns':{'n':1}},"
                             "{'skip-turns':{'n':1}},{'skip-turns':{'n':1}},{'skip-turns':{'n':1}}");
      T (2, rec, "mp.chance-invalid", 3);
    }
  }
}

/* ---------------------------------------------------------------- the win */

static void
test_win (void)
{
  /* Ana: Tablet, Secret, then green, red, orange and fortune ≥ 1,200 (2 players) */
  const char *journey =
    BUY_400S "," FILLER "," TO_TABLET "," FILLER ","
    "{'do':'roll','value':4},{'do':'move','steps':3,'to':{'kind':'mission'}},{'do':'mission','city':'Hormuz'},"
    "{'do':'end-turn'}," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
    "{'do':'buy','cards':['green-200']},{'do':'end-turn'}," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'red'}},"
    "{'do':'buy','cards':['red-200']},{'do':'end-turn'}," FILLER ","
    "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'orange'}},"
    "{'do':'buy','cards':['orange-200']},{'do':'end-turn'}," FILLER;
  g_autofree char *win = g_strconcat (journey, ",{'do':'roll','value':4},{'do':'move','steps':2,"
                                               "'to':{'kind':'venice'}}", NULL);
  g_autofree char *after = g_strconcat (win, ",{'do':'end-turn'}", NULL);
  g_autofree char *after_bad = g_strconcat (win, ",{'do':'fly','by':'blue'}", NULL);
  g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, win);
  g_autoptr (JsonNode) score = kontor_mp_score_json (P (game), kontor_game_get_setup (game));
  JsonObject *o = json_node_get_object (score);
  JsonObject *ana = json_array_get_object_element (json_object_get_array_member (o, "players"), 0);
  g_autofree char *text = NULL;

  g_assert_true (kontor_game_ended (game));
  g_assert_cmpint (kontor_mp_decider (P (game)), ==, -1);
  g_assert_true (json_object_get_boolean_member (o, "ended"));
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "winners"), 0), ==, "red");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "end_reasons"), 0), ==, "venice");
  g_assert_cmpstr (json_object_get_string_member (ana, "stage"), ==, "home");
  /* 900 − 300 coins; 200 × 3 in cards */
  g_assert_cmpint (json_object_get_int_member (ana, "coins"), ==, 600);
  g_assert_cmpint (json_object_get_int_member (ana, "fortune"), ==, 1200);
  g_assert_cmpint (json_object_get_int_member (o, "threshold"), ==, 1200);
  T (2, after, "mp.game-over", 44);
  T (2, after_bad, "mp.game-over", 44);
  text = kontor_mp_summary (P (game), kontor_game_get_setup (game));
  g_assert_nonnull (strstr (text, "Ana reached Venice"));

  /* one coin less: no win, the game goes on */
  {
    g_autofree char *poorer = g_strconcat (journey, ",{'do':'roll','value':3},{'do':'move','steps':3,"
                                                    "'to':{'kind':'trading','group':'blue'}},{'do':'buy','cards':"
                                                    "['blue-azar']},{'do':'chance','card':'blue-azar','effects':[]},"
                                                    "{'do':'end-turn'}," FILLER ",{'do':'roll','value':4},"
                                                    "{'do':'move','steps':4,'to':{'kind':'venice'}}", NULL);
    g_autoptr (KontorGame) g2 = game_ok (2, NULL, NULL, poorer);
    g_autoptr (JsonNode) s2 = kontor_mp_score_json (P (g2), kontor_game_get_setup (g2));
    JsonObject *o2 = json_node_get_object (s2);
    g_assert_false (kontor_game_ended (g2));
    g_assert_false (json_object_get_boolean_member (o2, "ended"));
    g_assert_cmpint (json_array_get_length (json_object_get_array_member (o2, "winners")), ==, 0);
    g_assert_cmpint (json_array_get_length (json_object_get_array_member (o2, "end_reasons")), ==, 0);
    g_assert_cmpint (P (g2)->pawn[0].kind, ==, MP_SPACE_VENICE);
  }
  /* a chance card putting the pawn on Venice does not win (D-P19) */
  {
    g_autofree char *sent = g_strconcat (journey, ",{'do':'roll','value':3},{'do':'move','steps':3,"
                                                  "'to':{'kind':'trading','group':'blue'}},{'do':'buy','cards':"
                                                  "['blue-azar']},{'do':'chance','card':'blue-azar','effects':"
                                                  "[{'coins':{'n':100,'from':'bank','to':'red'}},"
                                                  "{'move-pawn':{'to':{'kind':'venice'}}}]}", NULL);
    g_autoptr (KontorGame) g3 = game_ok (2, NULL, NULL, sent);
    g_assert_false (kontor_game_ended (g3));
  }
}

/* ---------------------------------------------------------------- score and end positions */

static JsonNode *
end_position (const char *json, GError **error)
{
  g_autofree char *text = quotes (json);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return kontor_mp_end_position_score_json (json_node_get_object (json_parser_get_root (parser)), error);
}

static void
test_end_position (void)
{
  /* §7.4 / §7.5: the worked example of §5.4 */
  const char *example =
    "{'format':'kontor-end-position','version':1,'game':'marco-polo-classic','players':["
    "{'name':'Ana','color':'red','coins':600,'secret':true,'cards':['green-200','red-400','orange-100','orange-200','blue-400']},"
    "{'name':'Bo','color':'blue','coins':300,'secret':true,'cards':['green-200','red-200','orange-200']},"
    "{'name':'Cy','color':'green','coins':2000,'secret':true,'cards':['green-400','red-400','orange-200','orange-400','orange-400']}],"
    "'arrived':'red'}";
  const char *want =
    "{'game':'marco-polo-classic','ended':true,'end_reasons':['venice'],'players':["
    "{'color':'red','name':'Ana','stage':'home','coins':600,'fortune':1900,"
    "'cards':{'blue':[400],'green':[200],'red':[400],'orange':[100,200]},'secret':true,'tablet':false,"
    "'conditions':{'secret':true,'colours':true,'fortune':true},'rank':1},"
    "{'color':'blue','name':'Bo','stage':'secret','coins':300,'fortune':900,"
    "'cards':{'blue':[],'green':[200],'red':[200],'orange':[200]},'secret':true,'tablet':false,"
    "'conditions':{'secret':true,'colours':true,'fortune':false},'rank':3},"
    "{'color':'green','name':'Cy','stage':'secret','coins':2000,'fortune':3800,"
    "'cards':{'blue':[],'green':[400],'red':[400],'orange':[200,400,400]},'secret':true,'tablet':false,"
    "'conditions':{'secret':true,'colours':false,'fortune':true},'rank':2}],"
    "'winners':['red'],'threshold':1000}";
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) got = end_position (example, &error);
  g_autofree char *want_text = quotes (want);
  g_autoptr (JsonNode) want_node = json_from_string (want_text, NULL);
  g_autofree char *got_text = NULL;

  g_assert_no_error (error);
  got_text = json_to_string (got, FALSE);
  if (!json_node_equal (got, want_node))
    g_error ("score differs: %s", got_text);
  /* the member order of §7.5 */
  g_assert_true (g_str_has_prefix (got_text, "{\"game\":\"marco-polo-classic\",\"ended\":true,\"end_reasons\""));
  g_assert_nonnull (strstr (got_text, "\"winners\":[\"red\"],\"threshold\":1000}"));
  g_assert_nonnull (strstr (got_text, "{\"color\":\"red\",\"name\":\"Ana\",\"stage\":\"home\",\"coins\":600,"
                                      "\"fortune\":1900,\"cards\":{\"blue\":[400],\"green\":[200],\"red\":[400],"
                                      "\"orange\":[100,200]},\"secret\":true,\"tablet\":false,\"conditions\":"));

  /* shared ranks, and no arrival: not ended */
  {
    g_autoptr (JsonNode) s = end_position ("{'version':1,'players':[{'name':'A','color':'red','coins':500},"
                                           "{'name':'B','color':'blue','coins':500},{'name':'C','color':'green',"
                                           "'tablet':true},{'name':'D','color':'yellow','cards':['blue-100']}]}", &error);
    JsonObject *o = json_node_get_object (s);
    JsonArray *ps = json_object_get_array_member (o, "players");
    g_assert_no_error (error);
    g_assert_false (json_object_get_boolean_member (o, "ended"));
    g_assert_cmpint (json_object_get_int_member (o, "threshold"), ==, 800);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ps, 0), "rank"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ps, 1), "rank"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ps, 2), "rank"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ps, 3), "rank"), ==, 4);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (ps, 2), "stage"), ==, "tablet");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (ps, 3), "stage"), ==, "khanbalik");
  }
  /* an arrival that does not meet the conditions */
  {
    g_autoptr (JsonNode) s = end_position ("{'version':1,'players':[{'name':'A','color':'red','coins':5000,'secret':true},"
                                           "{'name':'B','color':'blue'}],'arrived':'red'}", &error);
    g_assert_no_error (error);
    g_assert_false (json_object_get_boolean_member (json_node_get_object (s), "ended"));
  }
  /* refusals, named by path */
  {
    static const struct { const char *json, *path; } bad[] = {
      { "{'version':1,'players':[{'name':'A','color':'red'}]}", "players" },
      { "{'version':1,'players':[{'name':'A','color':'red','coins':-100},{'name':'','color':'blue'}]}", "players[1].name" },
      { "{'version':1,'players':[{'name':'A','color':'red','coins':150},{'name':'B','color':'blue'}]}", "players[0].coins" },
      { "{'version':1,'players':[{'name':'A','color':'red','cards':['red-azar']},{'name':'B','color':'blue'}]}", "players[0].cards" },
      { "{'version':1,'players':[{'name':'A','color':'red','cards':['red-100']},{'name':'B','color':'blue','cards':['red-100']}]}", "players[1].cards" },
      { "{'version':1,'players':[{'name':'A','color':'red','secret':1},{'name':'B','color':'blue'}]}", "players[0].secret" },
      { "{'version':1,'players':[{'name':'A','color':'red','secret':true,'tablet':true},{'name':'B','color':'blue'}]}", "players[0].tablet" },
      { "{'version':1,'players':[{'name':'A','color':'red'},{'name':'B','color':'blue'}],'arrived':'green'}", "arrived" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr (JsonNode) s = end_position (bad[i].json, &error);
        g_autofree char *prefix = g_strconcat (bad[i].path, ": ", NULL);
        g_assert_null (s);
        g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.end-position");
        if (!g_str_has_prefix (error->message, prefix))
          g_error ("%s does not name %s", error->message, bad[i].path);
        g_clear_error (&error);
      }
  }
}

/* ---------------------------------------------------------------- the self-check */

static void
expect_broken (const MpPosition *pos)
{
  g_autoptr (GError) error = NULL;
  g_assert_false (kontor_mp_check_invariants (pos, &error));
  g_assert_error (error, MP_ERROR, MP_ERROR_INVARIANT);
  g_assert_null (kontor_error_id (&kontor_mp_title, error));
}

static void
test_invariants (void)
{
  g_autoptr (KontorGame) game = game_ok (3, "{'seed':5}", NULL, "");
  MpPosition pos;

#define BREAK(stmt) do { memcpy (&pos, P (game), sizeof pos); stmt; expect_broken (&pos); } while (0)
  BREAK (pos.coins[1]++);
  BREAK (pos.bank--);
  BREAK (pos.coins[0] = -1; pos.bank += 13);
  BREAK (pos.booty_coins = -1; pos.bank++);
  BREAK (pos.cards[0][0]++);
  BREAK (pos.pile_count[3]--; pos.booty_cards[3]++);
  BREAK (pos.cards[0][3]++; pos.pile_count[3]--);
  BREAK (pos.pile[0][0] = 5);
  BREAK (pos.tablet[0] = 1);
  BREAK (pos.tablet[0] = 1; pos.khan_tablets--; pos.secret[0] = 1; pos.khan_secrets--);
  BREAK (pos.active = 3);
  BREAK (pos.n_pending = 1; pos.pending[0] = 0);
  BREAK (pos.ended = 1; pos.winner = 0);
  BREAK (pos.winner = 1);
  BREAK (pos.skip[1] = -1);
  BREAK (pos.pile_count[0]--; pos.booty_cards[0]++);   /* the seeded pile still shows three blue-400 */
  BREAK (pos.n_pending = 4);
  BREAK (pos.stage = MP_STAGE_AFTER + 1);
#undef BREAK
  memcpy (&pos, P (game), sizeof pos);
  pos.coins[2] += pos.bank + 5;
  pos.bank = -5;
  g_assert_true (kontor_mp_check_invariants (&pos, NULL));   /* the bank may owe coins (D-P23) */
}

/* ---------------------------------------------------------------- refusals change nothing */

static void
test_refusal_untouched (void)
{
  g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET);
  MpPosition before;
  MpAction a = kontor_mp_action_new (MP_DO_COMBAT);
  g_autoptr (GError) error = NULL;

  memcpy (&before, P (game), sizeof before);
  g_assert_false (kontor_mp_apply ((gpointer) P (game), &a, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.bad-entry");   /* table draws: dice needed */
  g_assert_cmpmem (&before, sizeof before, P (game), sizeof before);
  g_clear_error (&error);
  a.what = MP_N_DO;
  g_assert_false (kontor_mp_apply (&before, &a, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.bad-entry");
  g_clear_error (&error);
  a = kontor_mp_action_new (MP_DO_MOVE);
  a.to.kind = 9;
  g_assert_false (kontor_mp_apply (&before, &a, &error));
  g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.bad-entry");
}

/* ---------------------------------------------------------------- self-play */

static int
n_games (void)
{
  const char *env = g_getenv ("KONTOR_MP_GAMES");
  return env ? atoi (env) : 2400;
}

/* Random complete games, 2–4 players, seeded and table draws, every
 * variant; the invariants after every entry; every refusal changes
 * nothing; every 25th record replays to the same position. */
static void
test_selfplay (void)
{
  const KontorTitle *title = &kontor_mp_title;
  const int games = n_games ();
  guint64 entries = 0, refusals = 0, spoiled = 0, max_entries = 0, won_by_seat[4] = { 0 }, kinds[MP_N_DO] = { 0 };
  gint64 start = g_get_monotonic_time ();

  for (int g = 0; g < games; g++)
    {
      KontorNewGame req = { .n_players = 2 + g % 3, .seeded = g % 2 == 0, .seed = 100 + (guint64) g,
                            .colors = { "red", "blue", "green", "yellow" } };
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonObject) header = kontor_mp_new_header (&req, &error);
      g_autoptr (KontorGame) game = NULL;
      KontorRng rng;
      guint64 count = 0;

      g_assert_no_error (error);
      if (g % 4 == 1)
        json_object_set_string_member (header, "variant", "tablet-for-any-goods");
      if (g % 8 == 3)
        json_object_set_string_member (header, "variant", "five-fights-six-rerolls");
      game = kontor_game_new_from_header (title, header, &error);
      g_assert_no_error (error);
      kontor_rng_init (&rng, 7 * (guint64) g + 1);
      while (!kontor_game_ended (game))
        {
          const MpPosition *pos = kontor_game_get_position (game);
          MpAction a;
          if (count > 20000)
            g_error ("game %d did not end after %" G_GUINT64_FORMAT " entries", g, count);
          g_assert_true (title->random_action (pos, &rng, &a));
          if (kontor_rng_below (&rng, 4) == 0)
            {
              /* a spoiled copy of the entry: if refused, nothing changed */
              MpAction bad = a;
              MpPosition copy;
              g_autoptr (GError) why = NULL;
              switch (kontor_rng_below (&rng, 8))
                {
                case 0: bad.what = (guint8) kontor_rng_below (&rng, MP_N_DO); break;
                case 1: bad.steps = (gint8) (bad.steps + 1 + (int) kontor_rng_below (&rng, 3)); break;
                case 2: bad.by = (gint8) kontor_rng_below (&rng, pos->n_players); break;
                case 3: bad.card = (gint8) kontor_rng_below (&rng, MP_N_KINDS + 2); bad.has_value = MP_HAS_VALUE; break;
                case 4: bad.cards[0] = (gint8) kontor_rng_below (&rng, MP_N_KINDS + 2); bad.n_cards = MAX (bad.n_cards, 1); break;
                case 5: bad.value = (gint8) kontor_rng_below (&rng, 8); bad.has_value |= MP_HAS_VALUE; break;
                case 6: bad.red = (gint8) kontor_rng_below (&rng, 8); bad.has_value |= MP_HAS_RED | MP_HAS_BLACK; break;
                default: bad.pay = (guint8) kontor_rng_below (&rng, 4); bad.pay_card = (gint8) kontor_rng_below (&rng, MP_N_KINDS); break;
                }
              memcpy (&copy, pos, sizeof copy);
              if (!kontor_mp_apply (&copy, &bad, &why))
                {
                  g_assert_nonnull (kontor_error_id (title, why));
                  g_assert_cmpmem (&copy, sizeof copy, pos, sizeof copy);
                  spoiled++;
                }
              else
                g_assert_true (kontor_mp_check_invariants (&copy, NULL));
            }
          if (!kontor_game_apply (game, &a, &error))
            {
              /* a refused entry changes nothing; the random player tries again */
              MpPosition copy;
              memcpy (&copy, pos, sizeof copy);
              g_clear_error (&error);
              g_assert_false (kontor_mp_apply (&copy, &a, NULL));
              g_assert_cmpmem (&copy, sizeof copy, pos, sizeof copy);
              refusals++;
              count++;
              continue;
            }
          kinds[a.what]++;
          if (!title->check_invariants (kontor_game_get_position (game), &error))
            g_error ("game %d, entry %" G_GUINT64_FORMAT ": %s", g, count, error->message);
          count++;
        }
      won_by_seat[((const MpPosition *) kontor_game_get_position (game))->winner]++;
      {
        /* once won, nothing more */
        MpAction end = kontor_mp_action_new (MP_DO_END_TURN);
        g_assert_false (kontor_game_apply (game, &end, &error));
        g_assert_cmpstr (kontor_error_id (title, error), ==, "mp.game-over");
        g_clear_error (&error);
      }
      if (g % 25 == 0)
        {
          g_autofree char *json = kontor_game_to_json (game);
          g_autoptr (KontorGame) again = kontor_game_new_from_data (json, -1, NULL, &error);
          g_assert_no_error (error);
          g_assert_cmpmem (kontor_game_get_position (game), sizeof (MpPosition),
                           kontor_game_get_position (again), sizeof (MpPosition));
        }
      entries += count;
      max_entries = MAX (max_entries, count);
    }
  g_test_message ("%d games, %" G_GUINT64_FORMAT " entries (longest %" G_GUINT64_FORMAT "), %" G_GUINT64_FORMAT
                  " refused tries, %.2f s, %.0f entries/s", games, entries, max_entries, refusals,
                  (g_get_monotonic_time () - start) / 1e6, entries / ((g_get_monotonic_time () - start) / 1e6));
  g_test_message ("%" G_GUINT64_FORMAT " spoiled entries refused without a change", spoiled);
  g_assert_cmpuint (spoiled, >, 0);
  g_test_message ("wins by seat: %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                  won_by_seat[0], won_by_seat[1], won_by_seat[2], won_by_seat[3]);
  for (int d = 0; d < MP_N_DO; d++)
    {
      /* every kind of entry happened */
      if (kinds[d] == 0 && games >= 200)
        g_error ("no entry of kind %d in %d games", d, games);
    }
}

/* Every entry the representative list gives is legal, over random games. */
static void
test_legal (void)
{
  const int games = MAX (n_games () / 20, 10);

  for (int g = 0; g < games; g++)
    {
      KontorNewGame req = { .n_players = 2 + g % 3, .seeded = g % 2 == 1, .seed = (guint64) g,
                            .colors = { "yellow", "green", "blue", "red" } };
      g_autoptr (JsonObject) header = kontor_mp_new_header (&req, NULL);
      g_autoptr (KontorGame) game = kontor_game_new_from_header (&kontor_mp_title, header, NULL);
      KontorRng rng;
      kontor_rng_init (&rng, (guint64) g);
      while (!kontor_game_ended (game))
        {
          const MpPosition *pos = kontor_game_get_position (game);
          g_autoptr (GArray) list = kontor_mp_legal_actions (pos);
          g_autoptr (JsonNode) json = kontor_mp_legal_json (pos);
          MpAction a;
          g_autoptr (GArray) hook = g_array_new (FALSE, FALSE, kontor_mp_title.action_size);
          g_assert_cmpuint (list->len, >, 0);
          g_assert_cmpuint (json_array_get_length (json_node_get_array (json)), ==, list->len);
          /* the title's legal_actions (kontor-cli bench legal) gives the same list */
          kontor_mp_title.legal_actions (pos, hook);
          g_assert_cmpmem (hook->data, hook->len * sizeof (MpAction), list->data, list->len * sizeof (MpAction));
          for (guint i = 0; i < list->len; i++)
            {
              MpPosition copy;
              g_autoptr (GError) error = NULL;
              memcpy (&copy, pos, sizeof copy);
              if (!kontor_mp_apply (&copy, &g_array_index (list, MpAction, i), &error))
                g_error ("listed but refused: %s", error->message);
            }
          g_assert_true (kontor_mp_random_action (pos, &rng, &a));
          kontor_game_apply (game, &a, NULL);
        }
    }
}

/* Entries with random bytes: refused without a change, or accepted with the
 * invariants kept (the engine never trusts a struct built in code). */
static void
test_fuzz (void)
{
  const int games = MAX (n_games () / 40, 10);
  guint64 tries = 0, accepted = 0;

  for (int g = 0; g < games; g++)
    {
      KontorNewGame req = { .n_players = 2 + g % 3, .seeded = g % 2 == 0, .seed = (guint64) g,
                            .colors = { "red", "blue", "green", "yellow" } };
      g_autoptr (JsonObject) header = kontor_mp_new_header (&req, NULL);
      g_autoptr (KontorGame) game = kontor_game_new_from_header (&kontor_mp_title, header, NULL);
      KontorRng rng;
      kontor_rng_init (&rng, 99 + (guint64) g);
      while (!kontor_game_ended (game))
        {
          const MpPosition *pos = kontor_game_get_position (game);
          MpAction a;
          for (int t = 0; t < 4; t++)
            {
              MpAction bad;
              MpPosition copy;
              g_autoptr (GError) error = NULL;
              guint8 *bytes = (guint8 *) &bad;
              g_assert_true (kontor_mp_random_action (pos, &rng, &bad));
              for (int f = 0, n = 1 + (int) kontor_rng_below (&rng, 6); f < n; f++)
                {
                  guint32 at = kontor_rng_below (&rng, 64) < 40 ? kontor_rng_below (&rng, 64)
                                                                 : kontor_rng_below (&rng, sizeof bad);
                  bytes[at] = (guint8) kontor_rng_next (&rng);
                }
              memcpy (&copy, pos, sizeof copy);
              tries++;
              if (kontor_mp_apply (&copy, &bad, &error))
                {
                  accepted++;
                  if (!kontor_mp_check_invariants (&copy, &error))
                    g_error ("accepted, then: %s", error->message);
                }
              else
                {
                  g_assert_nonnull (kontor_error_id (&kontor_mp_title, error));
                  g_assert_cmpmem (&copy, sizeof copy, pos, sizeof copy);
                }
            }
          g_assert_true (kontor_mp_random_action (pos, &rng, &a));
          g_assert_true (kontor_game_apply (game, &a, NULL));
        }
    }
  g_test_message ("%" G_GUINT64_FORMAT " spoiled entries, %" G_GUINT64_FORMAT " accepted", tries, accepted);
}

/* ---------------------------------------------------------------- texts, limits and edges */

/* The first line of the summary `kontor-cli replay` prints, at each stage. */
static void
expect_turn_line (const char *actions, const char *want)
{
  g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, actions);
  g_autofree char *text = kontor_mp_summary (P (game), kontor_game_get_setup (game));
  g_autofree char *line = g_strconcat (want, "\n", NULL);
  if (!g_str_has_prefix (text, line))
    g_error ("summary “%s”, want first line “%s”", text, want);
}

static void
test_texts (void)
{
  expect_turn_line ("", "Marco Polo, turn 1: Ana rolls the red die.");
  expect_turn_line ("{'do':'roll','value':3}", "Marco Polo, turn 1: Ana moves the pawn up to 3 spaces.");
  expect_turn_line ("{'do':'roll','value':5}", "Marco Polo, turn 1: Ana fights the corsairs or bandits.");
  expect_turn_line ("{'do':'roll','value':1},{'do':'no-move'}", "Marco Polo, turn 1: Ana trades or ends the turn.");
  expect_turn_line ("{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'trading','group':'green'}},"
                    "{'do':'buy','cards':['green-azar']}",
                    "Marco Polo, turn 1: Ana carries out the chance card drawn.");
  expect_turn_line (FILLER, "Marco Polo, turn 2: Bo rolls the red die.");

  /* `kontor-cli score` of a record: the sheet in seat order, then the bank and the booty */
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "{'do':'roll','value':6},"
                                           "{'do':'combat','red':1,'black':2,'pay':{'coins':200}}");
    g_autofree char *text = kontor_mp_score_text (P (game), kontor_game_get_setup (game));
    g_assert_cmpstr (text, ==,
                     "Nobody has won yet; a player needs a Secret, 1 or 2 goods cards of green, red and orange "
                     "each, and a fortune of 1200 reales on reaching Venice.\n"
                     "1. Bo: to Khanbalik, fortune 1200 reales (1200 in coins); Secret ✗, colours ✗, fortune ✓\n"
                     "2. Ana: to Khanbalik, fortune 1000 reales (1000 in coins); Secret ✗, colours ✗, fortune ✗\n"
                     "Bank: 7600 reales; booty: 200 reales and 0 cards.\n");
  }
  /* an end position's sheet: ordered by stage (§5.3), no bank line */
  {
    g_autofree char *json = quotes ("{'format':'kontor-end-position','version':1,'game':'marco-polo-classic',"
                                    "'players':[{'name':'A','color':'red','coins':300},"
                                    "{'name':'B','color':'blue','tablet':true},"
                                    "{'name':'C','color':'green','secret':true,'cards':['green-100']}]}");
    g_autoptr (JsonNode) root = json_from_string (json, NULL);
    g_autofree char *text = kontor_mp_end_position_score_text (json_node_get_object (root), NULL);
    g_assert_cmpstr (text, ==,
                     "Nobody has won yet; a player needs a Secret, 1 or 2 goods cards of green, red and orange "
                     "each, and a fortune of 1000 reales on reaching Venice.\n"
                     "1. C: Secret, fortune 100 reales (0 in coins); Secret ✓, colours ✗, fortune ✗\n"
                     "2. B: Tablet, fortune 0 reales (0 in coins); Secret ✗, colours ✗, fortune ✗\n"
                     "3. A: to Khanbalik, fortune 300 reales (300 in coins); Secret ✗, colours ✗, fortune ✗\n");
  }
  /* a refused end position: no text, the refusal */
  {
    g_autofree char *json = quotes ("{'format':'kontor-end-position','version':1,'game':'marco-polo-classic',"
                                    "'players':[{'name':'A','color':'red'}]}");
    g_autoptr (JsonNode) root = json_from_string (json, NULL);
    g_autoptr (GError) error = NULL;
    g_assert_null (kontor_mp_end_position_score_text (json_node_get_object (root), &error));
    g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.end-position");
  }
  /* another version of the end-position format */
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (end_position ("{'version':2,'players':[{'name':'A','color':'red'},{'name':'B','color':'blue'}]}",
                                 &error));
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION);
    g_clear_error (&error);
    g_assert_null (end_position ("{'players':[{'name':'A','color':'red'},{'name':'B','color':'blue'}]}", &error));
    g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION);
  }
}

static void
test_title_table (void)
{
  g_autoptr (KontorGame) game = game_ok (3, NULL, NULL, "");
  g_autoptr (GError) other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "x");
  const KontorTitle *t = &kontor_mp_title;

  g_assert_cmpint (t->n_players (kontor_game_get_setup (game)), ==, 3);
  g_assert_cmpstr (t->player_name (kontor_game_get_setup (game), 1), ==, "Bo");
  g_assert_cmpstr (t->player_color (kontor_game_get_setup (game), 0), ==, "red");
  g_assert_cmpstr (t->player_color (kontor_game_get_setup (game), 2), ==, "green");
  g_assert_null (t->error_id (other));
  g_assert_null (kontor_mp_error_id_of (MP_N_ERRORS));
  g_assert_null (kontor_mp_error_id_of (MP_ERROR_INVARIANT));
  g_assert_cmpstr (kontor_mp_error_rule (MP_N_ERRORS), ==, "");
  g_assert_cmpstr (kontor_mp_error_rule (MP_ERROR_ROLL_RANGE), ==, "A die shows 1 to 6.");
  for (int code = 0; code < MP_ERROR_INVARIANT; code++)
    {
      g_assert_true (g_str_has_prefix (kontor_mp_error_id_of (code), "mp."));
      g_assert_cmpuint (strlen (kontor_mp_error_rule (code)), >, 10);
    }
  g_assert_cmpstr (kontor_mp_kind_id (-1), ==, "?");
  g_assert_cmpstr (kontor_mp_kind_id (MP_KIND_SECRET), ==, "secret");
  g_assert_cmpint (kontor_mp_kind_from_id (NULL), ==, -1);
  /* a name every title refuses (a control character) */
  header_refused (HEAD "'players':[{'name':'A\\u0001','color':'red'},{'name':'Bo','color':'blue'}],'actions':[]}",
                  "mp.setup-players", "players[0].name");
}

/* Entries beyond what a record can say, and their written form. */
static void
test_entry_edges (void)
{
  /* a label is at most 63 bytes (MP_LABEL_MAX), a mission hash at most 64 characters (SHA-256 in hex) */
  T (2, "{'do':'roll','value':3},{'do':'move','steps':3,'to':{'kind':'small','label':"
        "'0123456789012345678901234567890123456789012345678901234567890123'}}", "mp.bad-entry", 1);
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "{'do':'roll','value':3},{'do':'move','steps':3,'to':"
                                           "{'kind':'small','label':'012345678901234567890123456789012345678901234567"
                                           "890123456789012'}}");
    g_assert_cmpuint (strlen (P (game)->pawn[0].label), ==, 63);
  }
  T (2, "{'do':'khanbalik','gifts':['blue-400','blue-400','blue-400'],'mission_hash':"
        "'00000000000000000000000000000000000000000000000000000000000000000'}", "mp.bad-entry", 0);
  T (2, "{'do':'mission','city':'Hormuz','salt':7}", "mp.bad-entry", 0);
  {
    /* built in code: a hash without its end is refused like a malformed entry */
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "");
    MpPosition pos;
    MpAction a = kontor_mp_action_new (MP_DO_KHANBALIK);
    g_autoptr (GError) error = NULL;
    memcpy (&pos, P (game), sizeof pos);
    memset (a.hash, 'a', sizeof a.hash);
    a.has_hash = 1;
    g_assert_false (kontor_mp_apply (&pos, &a, &error));
    g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.bad-entry");
    g_assert_cmpmem (&pos, sizeof pos, P (game), sizeof pos);
  }

  /* a malformed effect is never applied, and is written as an unknown key */
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "");
    g_autoptr (JsonBuilder) b = json_builder_new ();
    g_autoptr (JsonNode) root = NULL;
    g_autofree char *text = NULL;
    MpAction a = kontor_mp_action_new (MP_DO_CHANCE);
    a.card = (gint8) kind ("green-azar");
    a.has_value = MP_HAS_VALUE;
    a.n_effects = 1;
    a.effects[0].what = MP_FX_INVALID;
    kontor_mp_action_to_json (b, &a, P (game));
    root = json_builder_get_root (b);
    text = json_to_string (root, FALSE);
    g_assert_cmpstr (text, ==, "{\"do\":\"chance\",\"card\":\"green-azar\",\"effects\":[{\"invalid\":{}}]}");
  }

  /* a sixteenth mission city: more than the game can have */
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, BUY_400S "," FILLER "," TO_TABLET "," FILLER ","
                                           "{'do':'roll','value':4},{'do':'move','steps':3,'to':{'kind':'mission'}}");
    MpPosition pos;
    MpAction a = kontor_mp_action_new (MP_DO_MISSION);
    g_autoptr (GError) error = NULL;

    memcpy (&pos, P (game), sizeof pos);
    for (int i = 0; i < MP_MAX_REVEALED; i++)
      g_snprintf (pos.revealed[i], sizeof pos.revealed[i], "city %d", i);
    pos.n_revealed = MP_MAX_REVEALED;
    g_strlcpy (a.city, "Hormuz", sizeof a.city);
    g_assert_false (kontor_mp_apply (&pos, &a, &error));
    g_assert_cmpstr (kontor_error_id (&kontor_mp_title, error), ==, "mp.mission-taken");
    g_assert_nonnull (strstr (error->message, "more cities than the game can have"));
    g_clear_error (&error);
    /* one fewer: accepted */
    pos.n_revealed = MP_MAX_REVEALED - 1;
    g_assert_true (kontor_mp_apply (&pos, &a, &error));
    g_assert_no_error (error);
    g_assert_cmpint (pos.n_revealed, ==, MP_MAX_REVEALED);
    g_assert_cmpstr (pos.revealed[MP_MAX_REVEALED - 1], ==, "hormuz");
  }

  /* once won: no legal entry, no random one */
  {
    g_autoptr (KontorGame) game = game_ok (2, NULL, NULL, "");
    MpPosition pos;
    MpAction a;
    KontorRng rng;
    g_autoptr (GArray) list = NULL;
    memcpy (&pos, P (game), sizeof pos);
    pos.ended = 1;
    list = kontor_mp_legal_actions (&pos);
    g_assert_cmpuint (list->len, ==, 0);
    kontor_rng_init (&rng, 1);
    g_assert_false (kontor_mp_random_action (&pos, &rng, &a));
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/marco-polo/header", test_header);
  g_test_add_func ("/marco-polo/new-header", test_new_header);
  g_test_add_func ("/marco-polo/start", test_start);
  g_test_add_func ("/marco-polo/seeded-piles", test_seeded_piles);
  g_test_add_func ("/marco-polo/seeded-play", test_seeded_play);
  g_test_add_func ("/marco-polo/roll-and-stages", test_roll_and_stages);
  g_test_add_func ("/marco-polo/move", test_move);
  g_test_add_func ("/marco-polo/combat", test_combat);
  g_test_add_func ("/marco-polo/refuse-and-variant", test_refuse_and_variant);
  g_test_add_func ("/marco-polo/sell-and-buy", test_sell_and_buy);
  g_test_add_func ("/marco-polo/buy-from", test_buy_from);
  g_test_add_func ("/marco-polo/khanbalik-and-mission", test_khanbalik_and_mission);
  g_test_add_func ("/marco-polo/any-goods-variant", test_any_goods_variant);
  g_test_add_func ("/marco-polo/debts", test_debts);
  g_test_add_func ("/marco-polo/chance", test_chance);
  g_test_add_func ("/marco-polo/win", test_win);
  g_test_add_func ("/marco-polo/end-position", test_end_position);
  g_test_add_func ("/marco-polo/invariants", test_invariants);
  g_test_add_func ("/marco-polo/refusal-untouched", test_refusal_untouched);
  g_test_add_func ("/marco-polo/selfplay", test_selfplay);
  g_test_add_func ("/marco-polo/legal", test_legal);
  g_test_add_func ("/marco-polo/fuzz", test_fuzz);
  g_test_add_func ("/marco-polo/texts", test_texts);
  g_test_add_func ("/marco-polo/title-table", test_title_table);
  g_test_add_func ("/marco-polo/entry-edges", test_entry_edges);
  return g_test_run ();
}
