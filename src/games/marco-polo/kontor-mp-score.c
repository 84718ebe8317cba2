/* kontor-mp-score.c: the status sheet of Marco Polo (spec §5.3), its JSON
 * output (§7.5), end positions (§7.4) and the texts kontor-cli prints.
 * The game has no points: a player wins by reaching Venice (§5.1), and
 * the ranks only order the sheet (D-P18). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-json-private.h"
#include "kontor-record.h"

typedef struct {
  int n;
  const char *names[MP_MAX_PLAYERS];
  int colors[MP_MAX_PLAYERS];
  gint64 coins[MP_MAX_PLAYERS];        /* coins of 100 */
  guint8 cards[MP_MAX_PLAYERS][MP_N_KINDS];
  gboolean secret[MP_MAX_PLAYERS];
  gboolean tablet[MP_MAX_PLAYERS];
  int winner;                          /* seat, -1 */
  gboolean from_record;
  gint64 bank, booty_coins;
  int booty_cards;
} MpSheet;

typedef struct {
  int stage;                           /* 0 home, 1 secret, 2 tablet, 3 khanbalik */
  gint64 fortune;                      /* reales */
  gboolean c_secret, c_colours, c_fortune;
  int rank;
} MpLine;

static const char *const stage_ids[4] = { "home", "secret", "tablet", "khanbalik" };

static void
compute (const MpSheet *sh, MpLine *line)
{
  for (int p = 0; p < sh->n; p++)
    {
      MpLine *l = &line[p];
      l->stage = p == sh->winner ? 0 : sh->secret[p] ? 1 : sh->tablet[p] ? 2 : 3;
      l->fortune = sh->coins[p];
      for (int k = 0; k < MP_N_KINDS; k++)
        l->fortune += (gint64) sh->cards[p][k] * kontor_mp_kind_value (k);
      l->fortune *= 100;
      kontor_mp_conditions (sh->cards[p], sh->secret[p], sh->coins[p], sh->n, &l->c_secret, &l->c_colours,
                            &l->c_fortune);
    }
  for (int p = 0; p < sh->n; p++)
    {
      line[p].rank = 1;
      for (int q = 0; q < sh->n; q++)
        if (line[q].stage < line[p].stage || (line[q].stage == line[p].stage && line[q].fortune > line[p].fortune))
          line[p].rank++;
    }
}

static void
sheet_from_position (const MpPosition *pos, const MpSetup *s, MpSheet *sh)
{
  memset (sh, 0, sizeof *sh);
  sh->n = pos->n_players;
  sh->winner = pos->ended ? pos->winner : -1;
  sh->from_record = TRUE;
  sh->bank = pos->bank;
  sh->booty_coins = pos->booty_coins;
  for (int k = 0; k < MP_N_KINDS; k++)
    sh->booty_cards += pos->booty_cards[k];
  for (int p = 0; p < sh->n; p++)
    {
      sh->names[p] = s->names[p];
      sh->colors[p] = pos->colors[p];
      sh->coins[p] = pos->coins[p];
      memcpy (sh->cards[p], pos->cards[p], MP_N_KINDS);
      sh->secret[p] = pos->secret[p];
      sh->tablet[p] = pos->tablet[p];
    }
}

static JsonNode *
sheet_json (const MpSheet *sh)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  MpLine line[MP_MAX_PLAYERS];

  compute (sh, line);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "marco-polo-classic");
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, sh->winner >= 0);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  if (sh->winner >= 0)
    json_builder_add_string_value (b, "venice");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < sh->n; p++)
    {
      const MpLine *l = &line[p];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_mp_player_colors[sh->colors[p]]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, sh->names[p]);
      json_builder_set_member_name (b, "stage");
      json_builder_add_string_value (b, stage_ids[l->stage]);
      json_builder_set_member_name (b, "coins");
      json_builder_add_int_value (b, sh->coins[p] * 100);
      json_builder_set_member_name (b, "fortune");
      json_builder_add_int_value (b, l->fortune);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_object (b);
      for (int g = 0; g < MP_N_GROUPS; g++)
        {
          json_builder_set_member_name (b, kontor_mp_group_ids[g]);
          json_builder_begin_array (b);
          /* ascending face values: 100, 200, 400 */
          for (int v = 2; v >= 0; v--)
            for (int j = 0; j < sh->cards[p][g * 4 + v]; j++)
              json_builder_add_int_value (b, kontor_mp_kind_value (g * 4 + v) * 100);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "secret");
      json_builder_add_boolean_value (b, sh->secret[p]);
      json_builder_set_member_name (b, "tablet");
      json_builder_add_boolean_value (b, sh->tablet[p]);
      json_builder_set_member_name (b, "conditions");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "secret");
      json_builder_add_boolean_value (b, l->c_secret);
      json_builder_set_member_name (b, "colours");
      json_builder_add_boolean_value (b, l->c_colours);
      json_builder_set_member_name (b, "fortune");
      json_builder_add_boolean_value (b, l->c_fortune);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, l->rank);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  if (sh->winner >= 0)
    json_builder_add_string_value (b, kontor_mp_player_colors[sh->colors[sh->winner]]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "threshold");
  json_builder_add_int_value (b, kontor_mp_threshold (sh->n));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static const char *
stage_text (int stage)
{
  switch (stage)
    {
    /* Translators: a player's stage on Marco Polo's status sheet: back in Venice and the winner */
    case 0: return _("home");
    /* Translators: a player's stage on Marco Polo's status sheet: holds a Secret of the Orient */
    case 1: return _("Secret");
    /* Translators: a player's stage on Marco Polo's status sheet: holds a Golden Tablet */
    case 2: return _("Tablet");
    /* Translators: a player's stage on Marco Polo's status sheet: still on the way to Khanbalik */
    default: return _("to Khanbalik");
    }
}

static char *
sheet_text (const MpSheet *sh)
{
  GString *t = g_string_new (NULL);
  MpLine line[MP_MAX_PLAYERS];
  int order[MP_MAX_PLAYERS];

  compute (sh, line);
  for (int p = 0; p < sh->n; p++)
    order[p] = p;
  for (int i = 1; i < sh->n; i++)   /* display order (§5.3), stable */
    for (int j = i; j > 0 && line[order[j]].rank < line[order[j - 1]].rank; j--)
      {
        int x = order[j];
        order[j] = order[j - 1];
        order[j - 1] = x;
      }
  if (sh->winner >= 0)
    /* Translators: %s is the winner's name */
    g_string_append_printf (t, _("%s reached Venice with everything needed and won.\n"), sh->names[sh->winner]);
  else
    /* Translators: the fortune (in reales) a player needs on reaching Venice */
    g_string_append_printf (t, _("Nobody has won yet; a player needs a Secret, 1 or 2 goods cards of green, red and orange each, and a fortune of %d reales on reaching Venice.\n"),
                            kontor_mp_threshold (sh->n));
  for (int i = 0; i < sh->n; i++)
    {
      int p = order[i];
      const MpLine *l = &line[p];
      /* Translators: a line of the status sheet: rank, name, stage, fortune and coins in reales, then whether the three conditions are met (✓ or ✗) */
      g_string_append_printf (t, _("%d. %s: %s, fortune %lld reales (%lld in coins); Secret %s, colours %s, fortune %s\n"),
                              l->rank, sh->names[p], stage_text (l->stage), (long long) l->fortune,
                              (long long) (sh->coins[p] * 100),
                              l->c_secret ? "✓" : "✗", l->c_colours ? "✓" : "✗", l->c_fortune ? "✓" : "✗");
    }
  if (sh->from_record)
    /* Translators: the bank's coins (may be below 0), then the coins and the cards on the booty space */
    g_string_append_printf (t, _("Bank: %lld reales; booty: %lld reales and %d cards.\n"),
                            (long long) (sh->bank * 100), (long long) (sh->booty_coins * 100), sh->booty_cards);
  return g_string_free (t, FALSE);
}

JsonNode *
kontor_mp_score_json (gconstpointer pos, gconstpointer setup)
{
  MpSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_json (&sh);
}

char *
kontor_mp_score_text (gconstpointer pos, gconstpointer setup)
{
  MpSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_text (&sh);
}

/* The first line of the summary: whose turn, and what comes next. */
static char *
turn_line (const MpPosition *pos, const MpSetup *s)
{
  const char *name = s->names[pos->active];

  if (pos->ended)
    /* Translators: the summary of a finished game of Marco Polo */
    return g_strdup (_("Marco Polo: the game has ended."));
  if (pos->n_pending > 0)
    /* Translators: the turn number, then a player's name */
    return g_strdup_printf (_("Marco Polo, turn %u: %s carries out the chance card drawn."), pos->turn, name);
  switch (pos->stage)
    {
    case MP_STAGE_ROLL:
      /* Translators: the turn number, then a player's name */
      return g_strdup_printf (_("Marco Polo, turn %u: %s rolls the red die."), pos->turn, name);
    case MP_STAGE_MOVE:
      /* Translators: the turn number, a player's name, then the number rolled */
      return g_strdup_printf (_("Marco Polo, turn %u: %s moves the pawn up to %d spaces."), pos->turn, name,
                              pos->roll);
    case MP_STAGE_COMBAT:
      /* Translators: the turn number, then a player's name */
      return g_strdup_printf (_("Marco Polo, turn %u: %s fights the corsairs or bandits."), pos->turn, name);
    default:
      /* Translators: the turn number, then a player's name */
      return g_strdup_printf (_("Marco Polo, turn %u: %s trades or ends the turn."), pos->turn, name);
    }
}

char *
kontor_mp_summary (gconstpointer data, gconstpointer sdata)
{
  const MpPosition *pos = data;
  const MpSetup *s = sdata;
  MpSheet sh;
  g_autofree char *sheet = NULL;
  g_autofree char *first = turn_line (pos, s);
  GString *t = g_string_new (first);

  g_string_append_c (t, '\n');
  sheet_from_position (pos, s, &sh);
  sheet = sheet_text (&sh);
  g_string_append (t, sheet);
  return g_string_free (t, FALSE);
}

/* ---------------------------------------------------------------- end positions */

static gboolean
end_error (GError **error, const char *path, const char *detail)
{
  kontor_mp_set_error (error, MP_ERROR_END_POSITION, path, detail);
  return FALSE;
}

static gboolean
optional_bool (JsonObject *p, const char *name, gboolean *out)
{
  JsonNode *n = json_object_get_member (p, name);
  *out = FALSE;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return FALSE;
  *out = json_node_get_boolean (n);
  return TRUE;
}

/* players[i].cards: goods kinds, no kind beyond its count over the players so far. */
static gboolean
end_cards (JsonObject *p, int i, MpSheet *sh, int *used, GError **error)
{
  JsonNode *cn = json_object_get_member (p, "cards");
  JsonArray *cards;
  g_autofree char *at = NULL;

  if (cn == NULL || JSON_NODE_HOLDS_NULL (cn))
    return TRUE;
  cards = kontor_json_node_array (cn);
  for (guint j = 0; cards && j < json_array_get_length (cards); j++)
    {
      int k = kontor_mp_kind_from_id (kontor_json_node_string (json_array_get_element (cards, j)));
      if (!kontor_mp_kind_is_goods (k))
        {
          cards = NULL;
          break;
        }
      if (++used[k] > kontor_mp_kind_count (k))
        return end_error (error, (at = g_strdup_printf ("players[%d].cards", i)),
                          /* Translators: why an end position of Marco Polo was refused, after the rule */
                          _("more cards of a kind than the game has"));
      sh->cards[i][k]++;
    }
  if (cards == NULL)
    return end_error (error, (at = g_strdup_printf ("players[%d].cards", i)),
                      /* Translators: why an end position of Marco Polo was refused, after the rule */
                      _("a list of goods cards, such as “green-400”"));
  return TRUE;
}

/* One player's holdings, in the order of §7.4: coins, cards, secret, tablet. */
static gboolean
end_player (JsonObject *p, int i, MpSheet *sh, int *used, GError **error)
{
  JsonNode *cn = json_object_get_member (p, "coins");
  g_autofree char *at = NULL;
  gint64 v;

  sh->names[i] = kontor_json_node_string (json_object_get_member (p, "name"));
  if (cn && !JSON_NODE_HOLDS_NULL (cn))
    {
      if (!kontor_json_node_int (cn, &v) || v < 0 || v % 100 != 0)
        return end_error (error, (at = g_strdup_printf ("players[%d].coins", i)),
                          /* Translators: why an end position of Marco Polo was refused, after the rule */
                          _("coins are a whole number of reales, a multiple of 100"));
      sh->coins[i] = v / 100;
    }
  if (!end_cards (p, i, sh, used, error))
    return FALSE;
  if (!optional_bool (p, "secret", &sh->secret[i]))
    /* Translators: why an end position of Marco Polo was refused, after the rule */
    return end_error (error, (at = g_strdup_printf ("players[%d].secret", i)), _("true or false"));
  if (!optional_bool (p, "tablet", &sh->tablet[i]) || (sh->tablet[i] && sh->secret[i]))
    return end_error (error, (at = g_strdup_printf ("players[%d].tablet", i)),
                      /* Translators: why an end position of Marco Polo was refused, after the rule */
                      _("true or false, and not together with a Secret"));
  return TRUE;
}

/* arrived: absent, null or a colour in play; a win when that player meets §5.2. */
static gboolean
end_arrived (JsonObject *root, MpSheet *sh, GError **error)
{
  JsonNode *n = json_object_get_member (root, "arrived");
  int c, seat = -1;
  gboolean s, c2, f;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  c = kontor_mp_player_color_from_id (kontor_json_node_string (n));
  for (int i = 0; c >= 0 && i < sh->n; i++)
    if (sh->colors[i] == c)
      seat = i;
  if (seat < 0)
    /* Translators: why an end position of Marco Polo was refused, after the rule */
    return end_error (error, "arrived", _("the colour of a player of this game"));
  kontor_mp_conditions (sh->cards[seat], sh->secret[seat], sh->coins[seat], sh->n, &s, &c2, &f);
  if (s && c2 && f)
    sh->winner = seat;
  return TRUE;
}

static gboolean
sheet_from_end_position (JsonObject *root, MpSheet *sh, GError **error)
{
  JsonArray *players;
  char names[MP_MAX_PLAYERS][MP_NAME_MAX];
  int used[MP_N_KINDS] = { 0 };
  gint64 v;

  memset (sh, 0, sizeof *sh);
  sh->winner = -1;
  if (!kontor_json_node_int (json_object_get_member (root, "version"), &v) || v != 1)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   /* Translators: the version of an end position file */
                   _("field “version”: this Kontor reads end positions of version 1."));
      return FALSE;
    }
  if (!kontor_mp_players_from_json (root, &sh->n, names, sh->colors, MP_ERROR_END_POSITION, error))
    return FALSE;
  players = json_node_get_array (json_object_get_member (root, "players"));
  for (int i = 0; i < sh->n; i++)
    if (!end_player (json_node_get_object (json_array_get_element (players, i)), i, sh, used, error))
      return FALSE;
  if (!end_arrived (root, sh, error))
    return FALSE;
  sh->from_record = FALSE;
  return TRUE;
}

JsonNode *
kontor_mp_end_position_score_json (JsonObject *root, GError **error)
{
  MpSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_json (&sh);
}

char *
kontor_mp_end_position_score_text (JsonObject *root, GError **error)
{
  MpSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_text (&sh);
}
