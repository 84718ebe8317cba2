/* kontor-mp-setup.c: the record's header of a Marco Polo game (spec §7.1),
 * checked in the spec's order (players, board, variant, draws; the core
 * checks "actions"), and the header of a new game. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-file.h"
#include "kontor-json-private.h"

static gboolean
absent (JsonNode *n)
{
  return n == NULL || JSON_NODE_HOLDS_NULL (n);
}

/* players and players[i].name / .color (§7.1); code: the id to refuse with
 * (mp.setup-players in a record, mp.end-position in an end position). */
gboolean
kontor_mp_players_from_json (JsonObject *root, int *n_out, char (*names)[MP_NAME_MAX], int *colors, MpError code,
                             GError **error)
{
  /* Translators: why a header of Marco Polo was refused, after the rule */
  KontorPlayersRule rule = { MP_MAX_PLAYERS, MP_NAME_MAX, kontor_mp_player_color_from_id, _("list 2 to 4 players"),
                             /* Translators: why a header of Marco Polo was refused, after the rule */
                             _("not a pawn colour of Marco Polo") };
  g_autofree char *path = NULL, *why = NULL;

  if (kontor_json_read_players (root, &rule, n_out, names ? &names[0][0] : NULL, colors, &path, &why))
    return TRUE;
  kontor_mp_set_error (error, code, path, why);
  return FALSE;
}

static gboolean
variant_id (const char *id, MpSetup *s, gboolean *seen)
{
  if (g_strcmp0 (id, "five-fights-six-rerolls") == 0 && !seen[0])
    return seen[0] = s->five_fights = TRUE;
  if (g_strcmp0 (id, "tablet-for-any-goods") == 0 && !seen[1])
    return seen[1] = s->any_goods = TRUE;
  return FALSE;
}

static gboolean
variant_from_json (JsonObject *root, MpSetup *s, GError **error)
{
  JsonNode *n = json_object_get_member (root, "variant");
  JsonArray *list = kontor_json_node_array (n);
  gboolean seen[2] = { FALSE, FALSE };
  const char *one = kontor_json_node_string (n);

  if (absent (n))
    return TRUE;
  if (one && variant_id (one, s, seen))
    return TRUE;
  if (list)
    {
      guint i;
      for (i = 0; i < json_array_get_length (list); i++)
        if (!variant_id (kontor_json_node_string (json_array_get_element (list, i)), s, seen))
          break;
      if (i == json_array_get_length (list))
        return TRUE;
    }
  kontor_mp_set_error (error, MP_ERROR_SETUP_VARIANT, "variant", NULL);
  return FALSE;
}

static gboolean
draws_from_json (JsonObject *root, MpSetup *s, GError **error)
{
  if (kontor_json_read_draws (root, &s->seeded, &s->seed))
    return TRUE;
  kontor_mp_set_error (error, MP_ERROR_SETUP_DRAWS, "draws", NULL);
  return FALSE;
}

gboolean
kontor_mp_setup_from_json (JsonObject *root, gpointer data, GError **error)
{
  MpSetup *s = data;
  JsonNode *board;

  memset (s, 0, sizeof *s);
  if (!kontor_mp_players_from_json (root, &s->n_players, s->names, s->colors, MP_ERROR_SETUP_PLAYERS, error))
    return FALSE;
  board = json_object_get_member (root, "board");
  if (!absent (board) && g_strcmp0 (kontor_json_node_string (board), "marco-polo-classic") != 0)
    {
      kontor_mp_set_error (error, MP_ERROR_SETUP_BOARD, "board", NULL);
      return FALSE;
    }
  if (!variant_from_json (root, s, error) || !draws_from_json (root, s, error))
    return FALSE;
  /* the last header check of §7.1; a header without entries (a new game) has no "actions" */
  if (json_object_has_member (root, "actions") && kontor_json_array (root, "actions") == NULL)
    {
      /* Translators: why a header of Marco Polo was refused, after the rule */
      kontor_mp_set_error (error, MP_ERROR_BAD_ENTRY, "actions", _("the entries are a list (it may be empty)"));
      return FALSE;
    }
  return TRUE;
}

void
kontor_mp_setup_to_json (gconstpointer data, JsonBuilder *b)
{
  const MpSetup *s = data;

  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, "marco-polo-classic");
  json_builder_set_member_name (b, "variant");
  json_builder_begin_array (b);
  if (s->five_fights)
    json_builder_add_string_value (b, "five-fights-six-rerolls");
  if (s->any_goods)
    json_builder_add_string_value (b, "tablet-for-any-goods");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_mp_player_colors[s->colors[i]]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
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

/* A new game (kontor-cli new, the setup page): nothing to ask beyond the
 * players (§2.5); the board is the only one there is. */
JsonObject *
kontor_mp_new_header (const KontorNewGame *req, GError **error)
{
  JsonObject *root;
  JsonArray *players;

  if (req->n_players < 2 || req->n_players > MP_MAX_PLAYERS)
    {
      /* Translators: the number of players given on the command line */
      g_autofree char *why = g_strdup_printf (_("%d players were asked for"), req->n_players);
      kontor_mp_set_error (error, MP_ERROR_SETUP_PLAYERS, "players", why);
      return NULL;
    }
  if (req->board != NULL && strcmp (req->board, "marco-polo-classic") != 0)
    {
      kontor_mp_set_error (error, MP_ERROR_SETUP_BOARD, "board", req->board);
      return NULL;
    }
  root = json_object_new ();
  json_object_set_string_member (root, "board", "marco-polo-classic");
  json_object_set_array_member (root, "variant", json_array_new ());
  players = json_array_new ();
  for (int i = 0; i < req->n_players; i++)
    {
      JsonObject *p = json_object_new ();
      int c = kontor_mp_player_color_from_id (req->colors[i]);
      json_object_set_string_member (p, "name", req->names[i] && *req->names[i] ? req->names[i]
                                                : kontor_mp_player_colors[MAX (0, c)]);
      json_object_set_string_member (p, "color", req->colors[i] ? req->colors[i] : "");
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
