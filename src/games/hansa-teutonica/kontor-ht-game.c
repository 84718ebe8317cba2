/* kontor-ht-game.c: Hansa Teutonica's record header, and its conveniences
 * on a KontorGame. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-ht-game.h"
#include "kontor-json-private.h"
#include "kontor-rng.h"

#define record_error(error, ...) (g_set_error ((error), KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, __VA_ARGS__), FALSE)

void
kontor_taverns_from_seed (guint64 seed, int out[3])
{
  KontorRng rng;
  gint8 trio[3] = { KONTOR_MARKER_EXTRA_OFFICE, KONTOR_MARKER_SWAP_OFFICES, KONTOR_MARKER_REMOVE_3 };
  kontor_rng_init (&rng, seed);
  kontor_rng_shuffle (&rng, trio, 3);
  for (int i = 0; i < 3; i++)
    out[i] = trio[i];
}

void
kontor_ht_setup_clear (gpointer data)
{
  KontorHtSetup *setup = data;
  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    g_clear_pointer (&setup->names[i], g_free);
}

/* The setup page's or the CLI's request → the title's setup. */
static gboolean
ht_setup_build (const KontorGameSetup *setup, KontorHtSetup *out, GError **error)
{
  memset (out, 0, sizeof *out);
  out->board = kontor_board_get (setup->board, error);
  if (out->board == NULL)
    return FALSE;
  out->info.n_players = setup->n_players;
  out->info.variant = setup->variant;
  out->info.virtual_draws = setup->virtual_draws;
  out->info.seed = setup->seed;
  if (setup->n_players > KONTOR_MAX_PLAYERS || setup->n_players < 0)
    {
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   /* Translators: %d is the number of players asked for */
                   _("Hansa Teutonica is played by 2 to 5 players, not %d."), setup->n_players);
      return FALSE;
    }
  for (int i = 0; i < setup->n_players; i++)
    if (!kontor_player_name_check (setup->names[i], i, error))
      return FALSE;
  for (int i = 0; i < setup->n_players; i++)
    {
      out->info.colors[i] = setup->colors[i];
      out->names[i] = g_strdup (setup->names[i] && *setup->names[i]
                                ? setup->names[i] : kontor_color_name (setup->colors[i]));
    }
  if (setup->taverns_given)
    memcpy (out->info.tavern_markers, setup->tavern_markers, sizeof out->info.tavern_markers);
  else
    kontor_taverns_from_seed (setup->seed, out->info.tavern_markers);
  return TRUE;
}

KontorGame *
kontor_game_new (const KontorGameSetup *setup, GError **error)
{
  KontorHtSetup ht;
  KontorGame *game;

  if (!ht_setup_build (setup, &ht, error))
    {
      kontor_ht_setup_clear (&ht);
      return NULL;
    }
  game = kontor_game_new_for_setup (&kontor_ht_title, &ht, error);
  if (game == NULL)
    kontor_ht_setup_clear (&ht);
  return game;
}

static const KontorHtSetup *
ht_setup (KontorGame *self)
{
  g_return_val_if_fail (kontor_game_get_title (self) == &kontor_ht_title, NULL);
  return kontor_game_get_setup (self);
}

const KontorBoard *
kontor_game_get_board (KontorGame *self)
{
  return ht_setup (self)->board;
}

KontorVariant
kontor_game_get_variant (KontorGame *self)
{
  return ht_setup (self)->info.variant;
}

void
kontor_game_score (KontorGame *self, KontorScore *score)
{
  g_return_if_fail (kontor_game_get_title (self) == &kontor_ht_title);
  kontor_score_compute (kontor_game_get_position (self), score);
}

/* ------------------------------------------------------------ the header */

static gboolean
parse_players (JsonObject *root, const KontorBoard *board, KontorGameSetup *setup, GError **error)
{
  JsonNode *n = json_object_get_member (root, "players");
  JsonArray *players = (n && JSON_NODE_HOLDS_ARRAY (n)) ? json_node_get_array (n) : NULL;

  if (players && json_array_get_length (players) > KONTOR_MAX_PLAYERS)
    {
      /* expansions §17.1 D40, on every board */
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   _("players: the %s board is for %d–%d players, not %u."), board->id,
                   board->min_players, board->max_players, json_array_get_length (players));
      return FALSE;
    }
  if (players == NULL || json_array_get_length (players) > KONTOR_MAX_PLAYERS)
    return record_error (error, _("field “players”: must list 2 to 5 players."));
  setup->n_players = json_array_get_length (players);
  for (int i = 0; i < setup->n_players; i++)
    {
      JsonNode *pn = json_array_get_element (players, i);
      JsonObject *po = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
      const char *color = po ? kontor_json_string (po, "color") : NULL;
      if (po == NULL || !kontor_color_from_id (color, &setup->colors[i]))
        /* Translators: %d is the player's seat, 1 for the first; the colour ids stay in English */
        return record_error (error, _("field “players”: player %d needs a “color” (red, blue, green, yellow or purple)."),
                             i + 1);
      setup->names[i] = kontor_json_string (po, "name");
    }
  return TRUE;
}

static gboolean
parse_draws (JsonObject *root, KontorGameSetup *setup, GError **error)
{
  if (!kontor_json_read_draws (root, &setup->virtual_draws, &setup->seed))
    return record_error (error, _("field “draws”: must be “table” or {\"seed\": N}, N from 0 to 2^53 − 1."));
  return TRUE;
}

static gboolean
parse_taverns (JsonObject *root, const KontorBoard *board, KontorGameSetup *setup, GError **error)
{
  JsonNode *taverns = json_object_get_member (root, "taverns");
  JsonObject *to;

  if (taverns == NULL || JSON_NODE_HOLDS_NULL (taverns))
    {
      if (!setup->virtual_draws)
        return record_error (error,
                             _("field “taverns”: missing; with draws from the table, the record must say which marker lies on each tavern."));
      return TRUE;
    }
  to = JSON_NODE_HOLDS_OBJECT (taverns) ? json_node_get_object (taverns) : NULL;
  if (to == NULL)
    return record_error (error, _("field “taverns”: must give the marker on each of the 3 tavern routes."));
  /* expansions §17.1 D40, on every board: exactly the board's three tavern
   * routes, each with a marker kind */
  for (int t = 0; t < 3; t++)
    {
      KontorMarker mk;
      if (json_object_get_size (to) != 3
          || !kontor_marker_from_id (kontor_json_string (to, board->routes[board->taverns[t]].id), &mk))
        {
          g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_TAVERNS,
                       _("taverns: name a bonus marker kind on each of the board's tavern routes, %s, %s and %s."),
                       board->routes[board->taverns[0]].id, board->routes[board->taverns[1]].id,
                       board->routes[board->taverns[2]].id);
          return FALSE;
        }
      setup->tavern_markers[t] = mk;
    }
  setup->taverns_given = TRUE;
  return TRUE;
}

/* The board a record or an end position names; absent, null or unknown:
 * ht.setup-board, named by its path (expansions §17.1 D40). */
const KontorBoard *
kontor_ht_board_from_json (JsonObject *root, GError **error)
{
  g_autoptr (GError) local = NULL;
  const char *id = kontor_json_string (root, "board");
  const KontorBoard *board;

  if (id == NULL)
    {
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_BOARD, "%s",
                   kontor_json_absent (root, "board")
                   /* Translators: "board" is the record's field name; keep it */
                   ? _("board: missing; it names the board side, e.g. “base-4-5”.")
                   /* Translators: "board" is the record's field name; keep it */
                   : _("board: must be a board id such as “base-4-5”."));
      return NULL;
    }
  board = kontor_board_get (id, &local);
  if (board == NULL && g_error_matches (local, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND))
    g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_BOARD,
                 _("board: “%s” is not a board of Hansa Teutonica (base-2-3, base-4-5, east, britannia-3, britannia-4-5)."),
                 id);
  else if (board == NULL)
    /* Translators: %s says why the board id was refused */
    g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD, _("field “board”: %s"), local->message);
  return board;
}

/* A setup refusal named by the record's field (game-record.md): the
 * expansion boards' player refusals name theirs already. */
static gboolean
name_field (const KontorBoard *board, GError **error)
{
  if (error == NULL || *error == NULL || (*error)->domain != KONTOR_RULE_ERROR)
    return FALSE;
  switch ((*error)->code)
    {
    case KONTOR_RULE_ERROR_SETUP_VARIANT:
      g_prefix_error (error, "variant: ");
      break;
    case KONTOR_RULE_ERROR_SETUP_TAVERNS:
      g_prefix_error (error, "taverns: ");
      break;
    case KONTOR_RULE_ERROR_SETUP_PLAYERS:
      if (!board->expansion)
        g_prefix_error (error, "players: ");
      break;
    default:
      break;
    }
  return FALSE;
}

/* The header, in the order of expansions §17.1 D40: board, players (count
 * and colours), variant, then draws and taverns. */
gboolean
kontor_ht_setup_from_json (JsonObject *root, gpointer out, GError **error)
{
  KontorGameSetup setup = { 0 };
  KontorSetupInfo info;
  JsonNode *n = json_object_get_member (root, "variant");
  const KontorBoard *board;

  board = kontor_ht_board_from_json (root, error);
  if (board == NULL)
    return FALSE;
  setup.board = board->id;
  if (!parse_players (root, board, &setup, error))
    return FALSE;
  setup.variant = KONTOR_VARIANT_NONE;
  if (n && !JSON_NODE_HOLDS_NULL (n))
    {
      const char *s = kontor_json_string (root, "variant");
      if (s == NULL)
        {
          g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_VARIANT,
                       /* Translators: "variant" is the record's field name; keep it and the ids */
                       _("variant: must be null, or “two-player-neutral” for two players."));
          return FALSE;
        }
      if (strcmp (s, "none") == 0 || !kontor_variant_from_id (s, &setup.variant))
        {
          g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_VARIANT,
                       /* Translators: %s is the variant id the record gives; "variant" is the record's field name */
                       _("variant: “%s” is not a variant of Hansa Teutonica (null, or “two-player-neutral” for two players)."),
                       s);
          return FALSE;
        }
    }
  kontor_setup_info_init (&info, setup.n_players);
  info.variant = setup.variant;
  for (int i = 0; i < setup.n_players; i++)
    info.colors[i] = setup.colors[i];
  if (!kontor_setup_check_players (board, &info, error))
    return name_field (board, error);
  if (!parse_draws (root, &setup, error) || !parse_taverns (root, board, &setup, error))
    return FALSE;
  if (!ht_setup_build (&setup, out, error)
      || !kontor_setup_check_taverns (&((KontorHtSetup *) out)->info, error))
    {
      kontor_ht_setup_clear (out);
      return name_field (board, error);
    }
  return TRUE;
}

void
kontor_ht_setup_to_json (gconstpointer data, JsonBuilder *b)
{
  const KontorHtSetup *setup = data;

  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, setup->board->id);
  json_builder_set_member_name (b, "variant");
  if (setup->info.variant != KONTOR_VARIANT_NONE)
    json_builder_add_string_value (b, kontor_variant_id (setup->info.variant));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < setup->info.n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_color_id (setup->info.colors[i]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "taverns");
  json_builder_begin_object (b);
  for (int t = 0; t < 3; t++)
    {
      json_builder_set_member_name (b, setup->board->routes[setup->board->taverns[t]].id);
      json_builder_add_string_value (b, kontor_marker_id (setup->info.tavern_markers[t]));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "draws");
  if (setup->info.virtual_draws)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) setup->info.seed);
      json_builder_end_object (b);
    }
  else
    json_builder_add_string_value (b, "table");
}
