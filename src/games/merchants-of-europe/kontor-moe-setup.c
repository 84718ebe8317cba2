/* kontor-moe-setup.c: the record's header of a Merchants of Europe game
 * (spec §7.1), checked in the spec's order (board, setup, players, neutral,
 * draws, fixed_cities, robber, actions), the header of a new game, and the
 * start position of both setups (§1.9, §2). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"
#include "kontor-file.h"
#include "kontor-json-private.h"

static gboolean
absent (JsonNode *n)
{
  return n == NULL || JSON_NODE_HOLDS_NULL (n);
}

static gboolean
board_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  const char *board = kontor_json_string (root, "board");

  if (g_strcmp0 (board, "short") == 0 || g_strcmp0 (board, "main") == 0)
    {
      s->main_board = strcmp (board, "main") == 0;
      return TRUE;
    }
  return kontor_moe_set_error (error, MOE_ERROR_SETUP_BOARD, "board", NULL);
}

static gboolean
mode_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  const char *mode = kontor_json_string (root, "setup");

  if (g_strcmp0 (mode, "variable") == 0)
    s->variable = TRUE;
  else if (g_strcmp0 (mode, "fixed") == 0 && !s->main_board)
    s->variable = FALSE;
  else
    /* Translators: why a header of Merchants of Europe was refused, after the rule */
    return kontor_moe_set_error (error, MOE_ERROR_SETUP_MODE, "setup",
                                 mode && strcmp (mode, "fixed") == 0 ? _("the main side always uses the variable setup")
                                 : NULL);
  return TRUE;
}

static gboolean
players_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  JsonArray *players = kontor_json_array (root, "players");
  guint n = players ? json_array_get_length (players) : 0;

  if (n < 3 || n > MOE_MAX_PLAYERS)
    /* Translators: why a header of Merchants of Europe was refused, after the rule */
    return kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, "players", _("list 3 or 4 players"));
  for (guint i = 0; i < n; i++)
    if (kontor_json_node_object (json_array_get_element (players, i)) == NULL)
      /* Translators: why a header of Merchants of Europe was refused, after the rule */
      return kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, "players", _("a player is an object"));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      const char *name = kontor_json_string (p, "name");
      int c = kontor_moe_color_from_id (kontor_json_string (p, "color"));
      g_autofree char *at = NULL;
      g_autoptr (GError) bad = NULL;

      if (c < 0)
        return kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, (at = g_strdup_printf ("players[%u].color", i)),
                                     /* Translators: why a header of Merchants of Europe was refused, after the rule */
                                     _("not a colour of Merchants of Europe"));
      for (guint j = 0; j < i; j++)
        if (s->colors[j] == c)
          return kontor_moe_set_error (error, MOE_ERROR_SETUP_COLOR_REUSED,
                                       (at = g_strdup_printf ("players[%u].color", i)), NULL);
      if (name == NULL || *name == '\0' || strlen (name) >= MOE_NAME_MAX)
        return kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, (at = g_strdup_printf ("players[%u].name", i)),
                                     /* Translators: why a header of Merchants of Europe was refused, after the rule */
                                     _("the name is missing, empty or too long"));
      if (!kontor_player_name_check (name, (int) i, &bad))
        return kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, (at = g_strdup_printf ("players[%u].name", i)),
                                     bad->message);
      g_strlcpy (s->names[i], name, MOE_NAME_MAX);
      s->colors[i] = c;
    }
  s->n_players = (int) n;
  return TRUE;
}

static gboolean
neutral_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  JsonNode *n = json_object_get_member (root, "neutral");
  int unchosen = -1;

  if (s->n_players == 3)
    for (int c = 0; c < MOE_N_COLORS; c++)
      {
        gboolean used = FALSE;
        for (int i = 0; i < 3; i++)
          used = used || s->colors[i] == c;
        if (!used)
          unchosen = c;
      }
  s->neutral = unchosen;
  if (absent (n) || (unchosen >= 0 && kontor_moe_color_from_id (kontor_json_node_string (n)) == unchosen))
    return TRUE;
  return kontor_moe_set_error (error, MOE_ERROR_SETUP_NEUTRAL, "neutral", NULL);
}

/* board, players and neutral (and, in a record, setup between them). */
static gboolean
common_from_json (JsonObject *root, MoeSetup *s, gboolean record, GError **error)
{
  return board_from_json (root, s, error) && (!record || mode_from_json (root, s, error))
         && players_from_json (root, s, error) && neutral_from_json (root, s, error);
}

gboolean
kontor_moe_common_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  memset (s, 0, sizeof *s);
  return common_from_json (root, s, FALSE, error);
}

/* The label of a colour's starting kontor when fixed_cities names none. */
static void
default_label (int color, int k, char *out)
{
  g_snprintf (out, MOE_LABEL_MAX, "%s-%d", kontor_moe_color_ids[color], k + 1);
}

static gboolean
in_game (const MoeSetup *s, int c)
{
  for (int i = 0; i < s->n_players; i++)
    if (s->colors[i] == c)
      return TRUE;
  return c >= 0 && c == s->neutral;
}

static gboolean
fixed_labels (JsonObject *fc, MoeSetup *s)
{
  JsonObjectIter it;
  const char *key;
  JsonNode *val;

  json_object_iter_init (&it, fc);
  while (json_object_iter_next (&it, &key, &val))
    {
      int c = kontor_moe_color_from_id (key);
      JsonArray *list = kontor_json_node_array (val);
      if (!in_game (s, c) || list == NULL || json_array_get_length (list) != 3)
        return FALSE;
      for (int k = 0; k < 3; k++)
        {
          const char *l = kontor_json_node_string (json_array_get_element (list, k));
          if (l == NULL || *l == '\0' || strlen (l) >= MOE_LABEL_MAX)
            return FALSE;
          g_strlcpy (s->fixed[c][k], l, MOE_LABEL_MAX);
        }
    }
  return TRUE;
}

static gboolean
fixed_cities_from_json (JsonObject *root, MoeSetup *s, GError **error)
{
  JsonNode *n = json_object_get_member (root, "fixed_cities");
  JsonObject *fc = kontor_json_node_object (n);

  if (!absent (n) && (s->variable || fc == NULL || !fixed_labels (fc, s)))
    return kontor_moe_set_error (error, MOE_ERROR_SETUP_FIXED_CITIES, "fixed_cities", NULL);
  if (s->variable)
    return TRUE;
  for (int c = 0; c < MOE_N_COLORS; c++)
    for (int k = 0; k < 3 && in_game (s, c); k++)
      if (s->fixed[c][k][0] == '\0')
        default_label (c, k, s->fixed[c][k]);
  /* no label twice, the defaults included */
  for (int a = 0; a < MOE_N_COLORS * 3; a++)
    for (int b = a + 1; b < MOE_N_COLORS * 3; b++)
      if (s->fixed[a / 3][a % 3][0] && strcmp (s->fixed[a / 3][a % 3], s->fixed[b / 3][b % 3]) == 0)
        /* Translators: why a header of Merchants of Europe was refused, after the rule */
        return kontor_moe_set_error (error, MOE_ERROR_SETUP_FIXED_CITIES, "fixed_cities", _("a label is used twice"));
  return TRUE;
}

gboolean
kontor_moe_setup_from_json (JsonObject *root, gpointer data, GError **error)
{
  MoeSetup *s = data;
  JsonNode *robber;

  memset (s, 0, sizeof *s);
  if (!common_from_json (root, s, TRUE, error))
    return FALSE;
  if (!kontor_json_read_draws (root, &s->seeded, &s->seed))
    return kontor_moe_set_error (error, MOE_ERROR_SETUP_DRAWS, "draws", NULL);
  if (!fixed_cities_from_json (root, s, error))
    return FALSE;
  robber = json_object_get_member (root, "robber");
  if (!absent (robber))
    {
      const char *l = kontor_json_node_string (robber);
      if (l == NULL || strlen (l) >= MOE_LABEL_MAX)
        /* Translators: why a header of Merchants of Europe was refused, after the rule */
        return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, "robber", _("a label is a text of at most 31 bytes"));
      s->has_robber = TRUE;
      g_strlcpy (s->robber, l, sizeof s->robber);
    }
  if (json_object_has_member (root, "actions") && kontor_json_array (root, "actions") == NULL)
    /* Translators: why a header of Merchants of Europe was refused, after the rule */
    return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, "actions", _("the entries are a list (it may be empty)"));
  return TRUE;
}

void
kontor_moe_setup_to_json (gconstpointer data, JsonBuilder *b)
{
  const MoeSetup *s = data;

  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, s->main_board ? "main" : "short");
  json_builder_set_member_name (b, "setup");
  json_builder_add_string_value (b, s->variable ? "variable" : "fixed");
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_moe_color_ids[s->colors[i]]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "neutral");
  if (s->neutral >= 0)
    json_builder_add_string_value (b, kontor_moe_color_ids[s->neutral]);
  else
    json_builder_add_null_value (b);
  if (!s->variable)
    {
      json_builder_set_member_name (b, "fixed_cities");
      json_builder_begin_object (b);
      for (int c = 0; c < MOE_N_COLORS; c++)
        {
          if (s->fixed[c][0][0] == '\0')
            continue;
          json_builder_set_member_name (b, kontor_moe_color_ids[c]);
          json_builder_begin_array (b);
          for (int k = 0; k < 3; k++)
            json_builder_add_string_value (b, s->fixed[c][k]);
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  if (s->has_robber)
    {
      json_builder_set_member_name (b, "robber");
      json_builder_add_string_value (b, s->robber);
    }
  json_builder_set_member_name (b, "draws");
  if (s->seeded)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) s->seed);
      json_builder_end_object (b);
    }
  else
    json_builder_add_string_value (b, "table");
}

/* A new game: the short side plays the fixed setup, the main side the
 * variable one (§2.1).  A colour that is no colour of this game (or one
 * taken already) is replaced by the first free one, so `kontor-cli new`
 * and the benchmarks can ask with their own colour list. */
JsonObject *
kontor_moe_new_header (const KontorNewGame *req, GError **error)
{
  JsonObject *root;
  JsonArray *players;
  gboolean used[MOE_N_COLORS] = { FALSE };
  gboolean main_board;

  if (req->n_players < 3 || req->n_players > MOE_MAX_PLAYERS)
    {
      /* Translators: the number of players given on the command line */
      g_autofree char *why = g_strdup_printf (_("%d players were asked for"), req->n_players);
      kontor_moe_set_error (error, MOE_ERROR_SETUP_PLAYERS, "players", why);
      return NULL;
    }
  if (req->board != NULL && strcmp (req->board, "short") != 0 && strcmp (req->board, "main") != 0)
    {
      kontor_moe_set_error (error, MOE_ERROR_SETUP_BOARD, "board", req->board);
      return NULL;
    }
  main_board = req->board != NULL && strcmp (req->board, "main") == 0;
  root = json_object_new ();
  json_object_set_string_member (root, "board", main_board ? "main" : "short");
  json_object_set_string_member (root, "setup", main_board ? "variable" : "fixed");
  players = json_array_new ();
  for (int i = 0; i < req->n_players; i++)
    {
      JsonObject *p = json_object_new ();
      int c = kontor_moe_color_from_id (req->colors[i]);
      if (c < 0 || used[c])
        for (c = 0; used[c]; c++)
          ;
      used[c] = TRUE;
      json_object_set_string_member (p, "name", req->names[i] && *req->names[i] ? req->names[i]
                                                : kontor_moe_color_ids[c]);
      json_object_set_string_member (p, "color", kontor_moe_color_ids[c]);
      json_array_add_object_element (players, p);
    }
  json_object_set_array_member (root, "players", players);
  if (req->seeded)
    {
      JsonObject *d = json_object_new ();
      json_object_set_int_member (d, "seed", (gint64) req->seed);
      json_object_set_object_member (root, "draws", d);
    }
  else
    json_object_set_string_member (root, "draws", "table");
  return root;
}

/* ---------------------------------------------------------------- the start */

/* §2.7: the fixed starting hands, per colour. */
static const int fixed_hands[MOE_N_COLORS][3] = {
  [MOE_RED] = { MOE_WOOD, MOE_GRAIN, MOE_SALT },
  [MOE_BLUE] = { MOE_SALT, MOE_WOOL, MOE_ORE },
  [MOE_WHITE] = { MOE_WOOD, MOE_GRAIN, MOE_WOOL },
  [MOE_ORANGE] = { MOE_ORE, MOE_SALT, MOE_GRAIN },
};

static void
add_kontor (MoePosition *pos, int owner, const char *label)
{
  MoeKontor *k = &pos->kontors[pos->n_kontors++];
  g_strlcpy (k->label, label, sizeof k->label);
  k->owner = (gint8) owner;
  k->token = -1;
  if (owner != MOE_NEUTRAL)
    pos->players[owner].kontors++;
}

static void
fixed_start (MoePosition *pos, const MoeSetup *s)
{
  for (int p = 0; p < s->n_players; p++)
    {
      MoePlayer *pl = &pos->players[p];
      for (int k = 0; k < 3; k++)
        {
          add_kontor (pos, p, s->fixed[s->colors[p]][k]);
          pl->hand[fixed_hands[s->colors[p]][k]]++;
          pos->bank[fixed_hands[s->colors[p]][k]]--;
        }
      pl->routes = 1;
      pl->caravan[0].on_board = 1;
    }
  if (s->neutral >= 0)
    for (int k = 0; k < 3; k++)
      add_kontor (pos, MOE_NEUTRAL, s->fixed[s->neutral][k]);
  pos->stage = MOE_STAGE_ROLL;
  pos->turn = 1;
}

gboolean
kontor_moe_position_init (gpointer data, gconstpointer sdata, GError **error)
{
  MoePosition *pos = data;
  const MoeSetup *s = sdata;

  (void) error;
  memset (pos, 0, sizeof *pos);
  pos->n_players = (guint8) s->n_players;
  pos->seeded = (guint8) s->seeded;
  pos->main_board = (guint8) s->main_board;
  pos->variable = (guint8) s->variable;
  pos->neutral = (gint8) s->neutral;
  pos->warehouse = (guint8) kontor_moe_warehouse (s->main_board, s->n_players);
  pos->rng = s->seed;
  pos->winner = -1;
  pos->deck = MOE_DEV_CARDS;
  pos->sea_tokens = MOE_SEA_TOKENS;
  pos->bank_gold = MOE_TOTAL_GOLD;
  for (int r = 0; r < MOE_N_RES; r++)
    pos->bank[r] = MOE_CARDS_PER_RES;
  for (int p = 0; p < s->n_players; p++)
    {
      pos->colors[p] = (gint8) s->colors[p];
      pos->players[p].gold = MOE_START_GOLD;
      pos->bank_gold -= MOE_START_GOLD;
      pos->players[p].covered = pos->warehouse;
      pos->players[p].available = 1;
    }
  if (s->has_robber)
    {
      pos->robber_known = 1;
      g_strlcpy (pos->robber, s->robber, sizeof pos->robber);
    }
  if (s->variable)
    pos->stage = MOE_STAGE_SETUP;
  else
    fixed_start (pos, s);
  return TRUE;
}
