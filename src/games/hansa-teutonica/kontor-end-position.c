/* kontor-end-position.c */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-end-position.h"
#include "kontor-action-json.h"
#include "kontor-json-private.h"
#include "kontor-file.h"
#include "kontor-ht-game.h"

gboolean
kontor_end_position_init (KontorEndPosition *end, const char *board_id, int n_players,
                          const char *const *names, const KontorColor *colors, GError **error)
{
  const KontorBoard *board = kontor_board_get (board_id, error);
  KontorSetupInfo setup;

  memset (end, 0, sizeof *end);
  if (board == NULL)
    return FALSE;
  for (int i = 0; names && i < n_players && i < KONTOR_MAX_PLAYERS; i++)
    if (!kontor_player_name_check (names[i], i, error))
      return FALSE;
  kontor_setup_info_init (&setup, n_players);
  for (int i = 0; i < n_players && i < KONTOR_MAX_PLAYERS; i++)
    setup.colors[i] = colors[i];
  if (!kontor_position_init (&end->pos, board, &setup, error))
    return FALSE;
  /* nothing is on the routes or in the taverns and nobody acts: the game is over */
  end->pos.phase = KONTOR_PHASE_ENDED;
  end->pos.end_reasons = 0;
  for (int r = 0; r < KONTOR_MAX_ROUTES; r++)
    {
      end->pos.route_marker[r] = -1;
      for (int s = 0; s < KONTOR_MAX_SPACES; s++)
        end->pos.spaces[r][s].owner = KONTOR_NOBODY;   /* also the 2-player neutrals */
    }
  for (int i = 0; i < n_players; i++)
    end->names[i] = g_strdup (names && names[i] && *names[i] ? names[i] : kontor_color_name (colors[i]));
  return TRUE;
}

void
kontor_end_position_clear (KontorEndPosition *end)
{
  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    g_clear_pointer (&end->names[i], g_free);
}

void
kontor_end_position_free (KontorEndPosition *end)
{
  if (end == NULL)
    return;
  kontor_end_position_clear (end);
  g_free (end);
}

gboolean
kontor_end_position_set_markers (KontorEndPosition *end, int player, int count)
{
  if (player < 0 || player >= end->pos.n_players || count < 0 || count > KONTOR_MAX_MARKERS)
    return FALSE;
  end->markers[player] = count;
  /* scoring reads the count of markers taken; their kinds do not matter */
  memset (end->pos.players[player].markers_used, 0, sizeof end->pos.players[player].markers_used);
  memset (end->pos.players[player].markers_unused, 0, sizeof end->pos.players[player].markers_unused);
  end->pos.players[player].markers_used[0] = count;
  return TRUE;
}

#define refuse(error, code, ...) (g_set_error ((error), KONTOR_RULE_ERROR, (code), __VA_ARGS__), FALSE)

/* The checks of kontor_end_position_validate; *path: the JSON path of what
 * a refusal is about (game-record.md: a file names it). */
static gboolean
validate (const KontorEndPosition *end, char **path, GError **error)
{
  const KontorPosition *pos = &end->pos;
  const KontorBoard *b = pos->board;
  int total_markers = 0;

  for (int c = 0; c < b->n_cities; c++)
    {
      gboolean gap = FALSE;
      for (int s = 0; s < b->cities[c].n_slots; s++)
        {
          if (pos->slots[c][s].owner == KONTOR_NOBODY)
            gap = TRUE;
          else if (gap && (*path = g_strdup_printf ("offices.%s[%d]", b->cities[c].id, s)))
            return refuse (error, KONTOR_RULE_ERROR_END_OFFICES,
                           _("%s: offices are filled from the left; office %d is taken while one before it is free."),
                           b->cities[c].name, s + 1);
        }
      if (pos->n_extra[c] > 0 && kontor_city_filled (pos, c) == 0 && !b->cities[c].green
          && (*path = g_strdup_printf ("extra_offices.%s", b->cities[c].id)))
        return refuse (error, KONTOR_RULE_ERROR_END_OFFICES,
                       _("%s: an extra office needs a city that already has an office."), b->cities[c].name);
    }
  for (int p = 0; p < pos->n_players; p++)
    {
      const KontorPlayerState *ps = &pos->players[p];
      int traders = 0, merchants = 0, desk_traders = 1, desk_merchants = 0;
      /* without "levels" the desk is unknown: only the prestige marker is counted */
      for (int a = 0; a < KONTOR_N_ABILITIES && !end->levels_unknown[p]; a++)
        {
          int left = kontor_ability_max_level (a) - ps->level[a];
          if (kontor_ability_cover (a) == KONTOR_PIECE_MERCHANT)
            desk_merchants += left;
          else
            desk_traders += left;
        }
      for (int c = 0; c < b->n_cities; c++)
        {
          for (int s = 0; s < b->cities[c].n_slots; s++)
            if (pos->slots[c][s].owner == p)
              {
                if (pos->slots[c][s].kind == KONTOR_PIECE_MERCHANT)
                  merchants++;
                else
                  traders++;
              }
          for (int s = 0; s < pos->n_extra[c]; s++)
            if (pos->extra[c][s].owner == p)
              {
                if (pos->extra[c][s].kind == KONTOR_PIECE_MERCHANT)
                  merchants++;
                else
                  traders++;
              }
          for (int s = 0; s < kontor_city_n_added (pos, c); s++)
            if (kontor_city_added (pos, c, s)->owner == p)
              {
                if (kontor_city_added (pos, c, s)->kind == KONTOR_PIECE_MERCHANT)
                  merchants++;
                else
                  traders++;
              }
        }
      for (int t = 0; t < b->n_table; t++)
        if (pos->table[t] == p)
          {
            merchants++;
            if (!end->levels_unknown[p]
                && (int) b->table_priv[t] > kontor_player_ability (pos, p, KONTOR_ABILITY_PRIVILEGIUM)
                && (*path = g_strdup_printf ("coellen[%d]", t)))
              return refuse (error, KONTOR_RULE_ERROR_END_COELLEN,
                             _("%s has a merchant on the %s prestige table space, but their Privilegium is %s."),
                             end->names[p], kontor_privilege_name (b->table_priv[t]),
                             kontor_privilege_name (kontor_player_ability (pos, p, KONTOR_ABILITY_PRIVILEGIUM)));
          }
      if ((traders + desk_traders > KONTOR_TRADERS_PER_COLOR || merchants + desk_merchants > KONTOR_MERCHANTS_PER_COLOR)
          && *path == NULL)
        *path = g_strdup_printf ("players[%d]", p);
      if (traders + desk_traders > KONTOR_TRADERS_PER_COLOR)
        return refuse (error, KONTOR_RULE_ERROR_END_PIECES,
                       _("%s would need %d traders on offices, but only %d are not on the desk or the prestige track."),
                       end->names[p], traders, KONTOR_TRADERS_PER_COLOR - desk_traders);
      if (merchants + desk_merchants > KONTOR_MERCHANTS_PER_COLOR)
        return refuse (error, KONTOR_RULE_ERROR_END_PIECES,
                       ngettext ("%s would need %d merchants in offices and on the Coellen table, but with this Liber Sophiae only %d is off the desk.",
                                 "%s would need %d merchants in offices and on the Coellen table, but with this Liber Sophiae only %d are off the desk.",
                                 KONTOR_MERCHANTS_PER_COLOR - desk_merchants),
                       end->names[p], merchants, KONTOR_MERCHANTS_PER_COLOR - desk_merchants);
      total_markers += end->markers[p];
    }
  if (total_markers > KONTOR_MAX_MARKERS && (*path = g_strdup ("players")))
    return refuse (error, KONTOR_RULE_ERROR_END_MARKERS,
                   _("The players took %d bonus markers, but the game has only %d."), total_markers, KONTOR_MAX_MARKERS);
  return TRUE;
}

gboolean
kontor_end_position_validate (const KontorEndPosition *end, GError **error)
{
  g_autofree char *path = NULL;
  return validate (end, &path, error);
}

/* ------------------------------------------------------------------- JSON */

#define bad(error, ...) (g_set_error ((error), KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, __VA_ARGS__), FALSE)

static gboolean
int_member (JsonObject *o, const char *name, int lo, int hi, int *out)
{
  gint64 v;
  if (json_object_get_member (o, name) == NULL)
    return TRUE;   /* optional: keeps the default */
  if (!kontor_json_int (o, name, &v) || v < lo || v > hi)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static int
seat_of (const KontorPosition *pos, const char *color)
{
  KontorColor c;
  if (pos->neutral && g_strcmp0 (color, "neutral") == 0)
    return KONTOR_NEUTRAL;   /* two players: neutral offices (spec §10) */
  if (!kontor_color_from_id (color, &c))
    return -1;
  for (int p = 0; p < pos->n_players; p++)
    if (pos->colors[p] == c)
      return p;
  return -1;
}

/* "red" or "red:merchant" */
static gboolean
parse_owner (const KontorPosition *pos, JsonNode *n, int default_kind, KontorPiece *out)
{
  g_auto (GStrv) parts = NULL;
  KontorPieceKind kind = default_kind;
  if (kontor_json_node_string (n) == NULL)
    return FALSE;
  parts = g_strsplit (kontor_json_node_string (n), ":", 2);
  if (parts[0] == NULL)   /* "" splits into nothing */
    return FALSE;
  out->owner = seat_of (pos, parts[0]);
  if (parts[1] && !kontor_piece_from_id (parts[1], &kind))
    return FALSE;
  out->kind = kind;
  return out->owner >= 0;
}

static gboolean
parse_cities (KontorEndPosition *end, JsonObject *root, const char *member, gboolean extra, GError **error)
{
  KontorPosition *pos = &end->pos;
  JsonNode *n = json_object_get_member (root, member);
  JsonObject *o;
  g_autoptr (GList) ids = NULL;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    return bad (error, _("field “%s”: must map city ids to lists of colours"), member);
  o = json_node_get_object (n);
  ids = json_object_get_members (o);
  for (GList *l = ids; l; l = l->next)
    {
      int c = kontor_board_city_index (pos->board, l->data);
      JsonNode *an = json_object_get_member (o, l->data);
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (an) ? json_node_get_array (an) : NULL;
      /* D41: a green city's "offices" are its added offices, any number */
      gboolean added = !extra && c >= 0 && pos->board->cities[c].green;
      int max = extra ? KONTOR_MAX_EXTRA : added ? KONTOR_MAX_ADDED : (c >= 0 ? pos->board->cities[c].n_slots : 0);
      if (c < 0)
        return bad (error, _("field “%s”: the board has no city “%s”"), member, (char *) l->data);
      if (a == NULL)
        return bad (error, _("field “%s”: “%s” needs a list of colours"), member, (char *) l->data);
      if ((int) json_array_get_length (a) > max)
        {
          g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_END_OFFICES,
                       ngettext ("%s has only %d office, not %u.", "%s has only %d offices, not %u.", max),
                       pos->board->cities[c].name, max, json_array_get_length (a));
          g_prefix_error (error, "%s.%s: ", member, (char *) l->data);
          return FALSE;
        }
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonNode *en = json_array_get_element (a, i);
          KontorPiece piece = { KONTOR_NOBODY, 0 };
          if (JSON_NODE_HOLDS_NULL (en))
            {
              if (extra || added)
                return bad (error, _("field “%s”: %s: an extra office needs an owner"), member, (char *) l->data);
              continue;
            }
          if (!parse_owner (pos, en, extra || added ? KONTOR_PIECE_TRADER : (int) pos->board->cities[c].slots[i].piece, &piece)
              || (piece.owner == KONTOR_NEUTRAL && (extra || added)))
            return bad (error, _("field “%s”: %s: office %u must be a player's colour or null"), member,
                        (char *) l->data, i + 1);
          if (piece.owner == KONTOR_NEUTRAL)
            piece.kind = KONTOR_PIECE_TRADER;   /* the neutral has traders only */
          if (added)
            {
              int g = pos->board->cities[c].green_index;
              pos->added[g][pos->n_added[g]++] = piece;
            }
          else if (extra)
            pos->extra[c][pos->n_extra[c]++] = piece;
          else
            pos->slots[c][i] = piece;
        }
    }
  return TRUE;
}

KontorEndPosition *
kontor_end_position_new_from_data (const char *data, gssize len, GError **error)
{
  g_autoptr (JsonNode) root = NULL;

  if (!kontor_json_parse_for (data, len, KONTOR_FILE_FORMAT_END_POSITION, &root, error))
    return NULL;
  return kontor_end_position_new_from_json (root, error);
}

KontorEndPosition *
kontor_end_position_new_from_json (JsonNode *root_node, GError **error)
{
  g_autoptr (KontorEndPosition) end = g_new0 (KontorEndPosition, 1);
  JsonObject *root;
  JsonNode *n;
  JsonArray *players;
  const char *names[KONTOR_MAX_PLAYERS] = { NULL };
  KontorColor colors[KONTOR_MAX_PLAYERS] = { 0 };
  int n_players;

  root = (root_node && JSON_NODE_HOLDS_OBJECT (root_node)) ? json_node_get_object (root_node) : NULL;
  if (root == NULL || g_strcmp0 (kontor_json_string (root, "format"), "kontor-end-position") != 0)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FORMAT,
                   _("Not a Kontor end position (field “format” must be “kontor-end-position”)."));
      return NULL;
    }
  n = json_object_get_member (root, "version");
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) != 1)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   _("Unknown end-position version: this Kontor reads version 1."));
      return NULL;
    }
  n = json_object_get_member (root, "players");
  players = (n && JSON_NODE_HOLDS_ARRAY (n)) ? json_node_get_array (n) : NULL;
  if (players == NULL || json_array_get_length (players) < 1 || json_array_get_length (players) > KONTOR_MAX_PLAYERS)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “players”: must list 2 to 5 players."));
      return NULL;
    }
  n_players = json_array_get_length (players);
  for (int i = 0; i < n_players; i++)
    {
      JsonNode *pn = json_array_get_element (players, i);
      JsonObject *po = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
      if (po == NULL || !kontor_color_from_id (kontor_json_string (po, "color"), &colors[i]))
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “players”: player %d needs a “color” (red, blue, green, yellow or purple)."), i + 1);
          return NULL;
        }
      names[i] = kontor_json_string (po, "name");
    }
  if (kontor_ht_board_from_json (root, error) == NULL)
    return NULL;
  if (!kontor_end_position_init (end, kontor_json_string (root, "board"), n_players, names, colors, error))
    return NULL;
  for (int i = 0; i < n_players; i++)
    {
      JsonObject *po = json_array_get_object_element (players, i);
      KontorPlayerState *ps = &end->pos.players[i];
      int prestige = 0, markers = 0;
      JsonNode *ln = json_object_get_member (po, "levels");
      if (!int_member (po, "prestige", 0, 200, &prestige) || !int_member (po, "markers", 0, KONTOR_MAX_MARKERS, &markers))
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “players”: player %d: “prestige” and “markers” must be whole numbers (markers up to 15)"), i + 1);
          return NULL;
        }
      ps->prestige = prestige;
      kontor_end_position_set_markers (end, i, markers);
      if (ln && JSON_NODE_HOLDS_OBJECT (ln))
        for (int a = 0; a < KONTOR_N_ABILITIES; a++)
          {
            int level = 0;
            if (!int_member (json_node_get_object (ln), kontor_ability_id (a), 0, kontor_ability_max_level (a), &level))
              {
                g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “players”: player %d: level of %s must be 0 to %d"), i + 1,
                     kontor_ability_id (a), kontor_ability_max_level (a));
                return NULL;
              }
            ps->level[a] = level;
          }
      else if (ln == NULL || JSON_NODE_HOLDS_NULL (ln))
        end->levels_unknown[i] = TRUE;
      else
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “players”: player %d: “levels” must be an object"), i + 1);
          return NULL;
        }
    }
  if (!parse_cities (end, root, "offices", FALSE, error) || !parse_cities (end, root, "extra_offices", TRUE, error))
    return NULL;
  n = json_object_get_member (root, "coellen");
  if (n && !JSON_NODE_HOLDS_NULL (n))
    {
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
      if (a == NULL || (int) json_array_get_length (a) > end->pos.board->n_table)
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “coellen”: must list up to %d owners (or null) of the prestige table spaces"),
               end->pos.board->n_table);
          return NULL;
        }
      for (guint t = 0; t < json_array_get_length (a); t++)
        {
          JsonNode *en = json_array_get_element (a, t);
          KontorPiece piece;
          if (JSON_NODE_HOLDS_NULL (en))
            continue;
          if (!parse_owner (&end->pos, en, KONTOR_PIECE_MERCHANT, &piece) || piece.owner == KONTOR_NEUTRAL)
            {
              g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “coellen”: space %u must be a player's colour or null"), t + 1);
              return NULL;
            }
          end->pos.table[t] = piece.owner;
        }
    }
  end->pos.completed = 0;
  for (int c = 0; c < end->pos.board->n_cities; c++)
    if (kontor_city_completed (&end->pos, c))
      end->pos.completed++;
  {
    g_autofree char *path = NULL;
    if (!validate (end, &path, error))
      {
        if (path)
          g_prefix_error (error, "%s: ", path);
        return NULL;
      }
  }
  return g_steal_pointer (&end);
}

static void
add_piece (JsonBuilder *b, const KontorPosition *pos, KontorPiece piece, gboolean with_kind)
{
  if (piece.owner == KONTOR_NOBODY)
    json_builder_add_null_value (b);
  else if (with_kind && piece.kind == KONTOR_PIECE_MERCHANT)
    {
      g_autofree char *s = g_strdup_printf ("%s:merchant", kontor_color_id (pos->colors[piece.owner]));
      json_builder_add_string_value (b, s);
    }
  else
    json_builder_add_string_value (b, kontor_color_id (pos->colors[piece.owner]));
}

char *
kontor_end_position_to_json (const KontorEndPosition *end)
{
  const KontorPosition *pos = &end->pos;
  const KontorBoard *board = pos->board;
  JsonBuilder *b = kontor_json_writer_begin ("kontor-end-position");

  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, board->id);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < pos->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, end->names[p]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_color_id (pos->colors[p]));
      json_builder_set_member_name (b, "prestige");
      json_builder_add_int_value (b, pos->players[p].prestige);
      json_builder_set_member_name (b, "markers");
      json_builder_add_int_value (b, end->markers[p]);
      if (!end->levels_unknown[p])
        {
          json_builder_set_member_name (b, "levels");
          json_builder_begin_object (b);
          for (int a = 0; a < KONTOR_N_ABILITIES; a++)
            {
              json_builder_set_member_name (b, kontor_ability_id (a));
              json_builder_add_int_value (b, pos->players[p].level[a]);
            }
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "offices");
  json_builder_begin_object (b);
  for (int c = 0; c < board->n_cities; c++)
    if (board->cities[c].green && kontor_city_n_added (pos, c) > 0)
      {
        json_builder_set_member_name (b, board->cities[c].id);
        json_builder_begin_array (b);
        for (int s = 0; s < kontor_city_n_added (pos, c); s++)
          add_piece (b, pos, *kontor_city_added (pos, c, s), TRUE);
        json_builder_end_array (b);
      }
    else if (kontor_city_filled (pos, c) > 0)
      {
        int last = 0;
        for (int s = 0; s < board->cities[c].n_slots; s++)
          if (pos->slots[c][s].owner != KONTOR_NOBODY)
            last = s + 1;
        json_builder_set_member_name (b, board->cities[c].id);
        json_builder_begin_array (b);
        for (int s = 0; s < last; s++)
          add_piece (b, pos, pos->slots[c][s], FALSE);
        json_builder_end_array (b);
      }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "extra_offices");
  json_builder_begin_object (b);
  for (int c = 0; c < board->n_cities; c++)
    if (pos->n_extra[c] > 0)
      {
        json_builder_set_member_name (b, board->cities[c].id);
        json_builder_begin_array (b);
        for (int s = 0; s < pos->n_extra[c]; s++)
          add_piece (b, pos, pos->extra[c][s], TRUE);
        json_builder_end_array (b);
      }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "coellen");
  json_builder_begin_array (b);
  for (int t = 0; t < board->n_table; t++)
    {
      KontorPiece piece = { pos->table[t], KONTOR_PIECE_MERCHANT };
      add_piece (b, pos, piece, FALSE);
    }
  json_builder_end_array (b);
  return kontor_json_writer_end (b);
}

/* ------------------------------------------------------------ entry by clicks */

/* An owner's next value: nobody → first player → … → last player → (the
 * neutral, in a two-player game, for printed offices) → nobody. */
static int
next_owner (const KontorPosition *pos, int owner, gboolean neutral_allowed)
{
  if (owner == KONTOR_NEUTRAL)
    return KONTOR_NOBODY;
  if (owner + 1 >= pos->n_players)
    return pos->neutral && neutral_allowed ? KONTOR_NEUTRAL : KONTOR_NOBODY;
  return owner + 1;
}

/* Completed cities follow the offices entered. */
static void
recount_completed (KontorPosition *pos)
{
  pos->completed = 0;
  for (int c = 0; c < pos->board->n_cities; c++)
    if (kontor_city_completed (pos, c))
      pos->completed++;
}

void
kontor_end_position_cycle_office (KontorEndPosition *end, int city, int office)
{
  KontorPosition *pos = &end->pos;

  if (city < 0 || city >= pos->board->n_cities)
    return;
  if (office >= 0 && pos->board->cities[city].green)
    {
      /* D41: a green city's added offices; one past the last adds one */
      int g = pos->board->cities[city].green_index;
      if (office >= pos->n_added[g])
        {
          if (pos->n_added[g] >= KONTOR_MAX_ADDED)
            return;
          pos->added[g][pos->n_added[g]].owner = 0;
          pos->added[g][pos->n_added[g]].kind = KONTOR_PIECE_TRADER;
          pos->n_added[g]++;
        }
      else
        {
          int owner = next_owner (pos, pos->added[g][office].owner, FALSE);
          if (owner == KONTOR_NOBODY)
            {
              memmove (&pos->added[g][office], &pos->added[g][office + 1],
                       (pos->n_added[g] - office - 1) * sizeof (KontorPiece));
              pos->n_added[g]--;
            }
          else
            pos->added[g][office].owner = owner;
        }
    }
  else if (office >= 0)
    {
      KontorPiece *slot = &pos->slots[city][office];
      if (office >= pos->board->cities[city].n_slots)
        return;
      slot->owner = next_owner (pos, slot->owner, TRUE);
      slot->kind = slot->owner == KONTOR_NEUTRAL ? KONTOR_PIECE_TRADER : pos->board->cities[city].slots[office].piece;
    }
  else
    {
      int k = -1 - office;
      if (k >= pos->n_extra[city])
        {
          if (pos->n_extra[city] >= KONTOR_MAX_EXTRA)
            return;
          pos->extra[city][pos->n_extra[city]].owner = 0;
          pos->extra[city][pos->n_extra[city]].kind = KONTOR_PIECE_TRADER;
          pos->n_extra[city]++;
        }
      else
        {
          int owner = next_owner (pos, pos->extra[city][k].owner, FALSE);
          if (owner == KONTOR_NOBODY)
            {
              /* cycled past the last player: the extra office goes away */
              memmove (&pos->extra[city][k], &pos->extra[city][k + 1], (pos->n_extra[city] - k - 1) * sizeof (KontorPiece));
              pos->n_extra[city]--;
            }
          else
            pos->extra[city][k].owner = owner;
        }
    }
  recount_completed (pos);
}

void
kontor_end_position_cycle_table (KontorEndPosition *end, int space)
{
  KontorPosition *pos = &end->pos;
  if (space < 0 || space >= pos->board->n_table)
    return;
  pos->table[space] = next_owner (pos, pos->table[space], FALSE);
}
