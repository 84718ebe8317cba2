/* kontor-game.c: setup, action list, undo/redo and the JSON record. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-game.h"
#include "kontor-rng.h"

struct _KontorGame
{
  GObject parent_instance;

  const KontorBoard *board;
  char *names[KONTOR_MAX_PLAYERS];
  KontorSetupInfo info;
  KontorPosition start;
  KontorPosition current;
  GArray *actions;      /* KontorAction */
  guint cursor;
};

G_DEFINE_FINAL_TYPE (KontorGame, kontor_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_N_ACTIONS, PROP_CURSOR, PROP_CAN_UNDO, PROP_CAN_REDO, N_PROPS };
static GParamSpec *props[N_PROPS];

static void
kontor_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KontorGame *self = KONTOR_GAME (object);
  switch (prop_id)
    {
    case PROP_N_ACTIONS: g_value_set_uint (value, kontor_game_get_n_actions (self)); break;
    case PROP_CURSOR: g_value_set_uint (value, kontor_game_get_cursor (self)); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, kontor_game_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, kontor_game_can_redo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* After any change of the action list or the cursor: the properties, then
 * "changed" (the current position is new). */
static void
emit_changed (KontorGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (int i = PROP_N_ACTIONS; i < N_PROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), props[i]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
kontor_game_finalize (GObject *object)
{
  KontorGame *self = KONTOR_GAME (object);
  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_clear_pointer (&self->actions, g_array_unref);
  G_OBJECT_CLASS (kontor_game_parent_class)->finalize (object);
}

static void
kontor_game_class_init (KontorGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kontor_game_finalize;
  G_OBJECT_CLASS (klass)->get_property = kontor_game_get_property;
  props[PROP_N_ACTIONS] = g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  /* Emitted whenever the current position changes (apply, undo, redo). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kontor_game_init (KontorGame *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (KontorAction));
}

/* Decision: "draw for me" puts one extra office, one swap offices and one
 * remove 3 (spec §2) on the taverns in an order taken from the seed. */
static void
taverns_from_seed (guint64 seed, int out[3])
{
  KontorRng rng;
  gint8 trio[3] = { KONTOR_MARKER_EXTRA_OFFICE, KONTOR_MARKER_SWAP_OFFICES, KONTOR_MARKER_REMOVE_3 };
  kontor_rng_init (&rng, seed);
  kontor_rng_shuffle (&rng, trio, 3);
  for (int i = 0; i < 3; i++)
    out[i] = trio[i];
}

KontorGame *
kontor_game_new (const KontorGameSetup *setup, GError **error)
{
  g_autoptr (KontorGame) self = g_object_new (KONTOR_TYPE_GAME, NULL);

  self->board = kontor_board_get (setup->board, error);
  if (self->board == NULL)
    return NULL;
  self->info.n_players = setup->n_players;
  self->info.variant = setup->variant;
  self->info.virtual_draws = setup->virtual_draws;
  self->info.seed = setup->seed;
  if (setup->n_players > KONTOR_MAX_PLAYERS || setup->n_players < 0)
    {
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   _("Hansa Teutonica is played by 2 to 5 players, not %d."), setup->n_players);
      return NULL;
    }
  for (int i = 0; i < setup->n_players; i++)
    {
      self->info.colors[i] = setup->colors[i];
      self->names[i] = g_strdup (setup->names[i] && *setup->names[i]
                                 ? setup->names[i] : kontor_color_name (setup->colors[i]));
    }
  if (setup->taverns_given)
    memcpy (self->info.tavern_markers, setup->tavern_markers, sizeof self->info.tavern_markers);
  else
    taverns_from_seed (setup->seed, self->info.tavern_markers);
  if (!kontor_position_init (&self->start, self->board, &self->info, error))
    return NULL;
  self->current = self->start;
  return g_steal_pointer (&self);
}

const KontorBoard *
kontor_game_get_board (KontorGame *self)
{
  return self->board;
}

const KontorPosition *
kontor_game_get_position (KontorGame *self)
{
  return &self->current;
}

const char *
kontor_game_get_player_name (KontorGame *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->info.n_players, "");
  return self->names[seat];
}

KontorVariant
kontor_game_get_variant (KontorGame *self)
{
  return self->info.variant;
}

gboolean
kontor_game_apply (KontorGame *self, const KontorAction *action, GError **error)
{
  if (!kontor_position_apply (&self->current, action, error))
    return FALSE;
  g_array_set_size (self->actions, self->cursor);
  g_array_append_val (self->actions, *action);
  self->cursor++;
  emit_changed (self);
  return TRUE;
}

guint
kontor_game_get_n_actions (KontorGame *self)
{
  return self->actions->len;
}

guint
kontor_game_get_cursor (KontorGame *self)
{
  return self->cursor;
}

const KontorAction *
kontor_game_get_action (KontorGame *self, guint index)
{
  g_return_val_if_fail (index < self->actions->len, NULL);
  return &g_array_index (self->actions, KontorAction, index);
}

gboolean
kontor_game_can_undo (KontorGame *self)
{
  return self->cursor > 0;
}

gboolean
kontor_game_can_redo (KontorGame *self)
{
  return self->cursor < self->actions->len;
}

void
kontor_game_position_at (KontorGame *self, guint n, KontorPosition *out)
{
  *out = self->start;
  n = MIN (n, self->actions->len);
  for (guint i = 0; i < n; i++)
    if (!kontor_position_apply (out, &g_array_index (self->actions, KontorAction, i), NULL))
      g_return_if_reached ();   /* every stored action was legal when entered */
}

gboolean
kontor_game_undo (KontorGame *self)
{
  if (self->cursor == 0)
    return FALSE;
  self->cursor--;
  kontor_game_position_at (self, self->cursor, &self->current);
  emit_changed (self);
  return TRUE;
}

gboolean
kontor_game_redo (KontorGame *self)
{
  if (self->cursor >= self->actions->len)
    return FALSE;
  if (!kontor_position_apply (&self->current, &g_array_index (self->actions, KontorAction, self->cursor), NULL))
    g_return_val_if_reached (FALSE);
  self->cursor++;
  emit_changed (self);
  return TRUE;
}

void
kontor_game_score (KontorGame *self, KontorScore *score)
{
  kontor_score_compute (&self->current, score);
}

/* ------------------------------------------------------------ the record */

#define record_error(error, code, ...) kontor_fail ((error), KONTOR_RECORD_ERROR, (code), __VA_ARGS__)

static JsonNode *
get (JsonObject *o, const char *name)
{
  return json_object_get_member (o, name);
}

static const char *
get_str (JsonObject *o, const char *name)
{
  JsonNode *n = get (o, name);
  return (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
         ? json_node_get_string (n) : NULL;
}

KontorGame *
kontor_game_new_from_data (const char *data, gssize len, int *bad_action, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (KontorGame) game = NULL;
  KontorGameSetup setup = { 0 };
  JsonObject *root;
  JsonNode *n, *draws, *taverns, *actions;
  JsonArray *players, *list;
  const char *s;
  const KontorBoard *board;

  if (bad_action)
    *bad_action = -1;
  if (!json_parser_load_from_data (parser, data, len, &local))
    {
      record_error (error, KONTOR_RECORD_ERROR_PARSE, _("Not a readable game record (invalid JSON: %s)"), local->message);
      return NULL;
    }
  n = json_parser_get_root (parser);
  if (n == NULL)
    {
      record_error (error, KONTOR_RECORD_ERROR_PARSE, _("The file is empty: it holds no game record."));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (n))
    {
      record_error (error, KONTOR_RECORD_ERROR_FORMAT, _("Not a Kontor game record (the file is not a JSON object)."));
      return NULL;
    }
  root = json_node_get_object (n);
  if (g_strcmp0 (get_str (root, "format"), "kontor-game") != 0)
    {
      record_error (error, KONTOR_RECORD_ERROR_FORMAT, _("Not a Kontor game record (field “format” must be “kontor-game”)."));
      return NULL;
    }
  n = get (root, "version");
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      record_error (error, KONTOR_RECORD_ERROR_VERSION, _("field “version”: must be a whole number."));
      return NULL;
    }
  if (json_node_get_int (n) != 1)
    {
      g_autofree char *v = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (n));
      record_error (error, KONTOR_RECORD_ERROR_VERSION, _("Unknown record version %s: this Kontor reads version 1."), v);
      return NULL;
    }
  s = get_str (root, "game");
  if (s != NULL && strcmp (s, "hansa-teutonica") != 0)
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “game”: “%s” is not a game Kontor knows."), s);
      return NULL;
    }
  n = get (root, "variant");
  setup.variant = KONTOR_VARIANT_NONE;
  if (n && !JSON_NODE_HOLDS_NULL (n))
    {
      s = get_str (root, "variant");
      if (s == NULL || strcmp (s, "none") == 0 || !kontor_variant_from_id (s, &setup.variant))
        {
          record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “variant”: “%s” is not supported by this Kontor."),
                        s ? s : "?");
          return NULL;
        }
    }
  setup.board = get_str (root, "board");
  if (setup.board == NULL)
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “board”: missing; it names the board side, e.g. “base-4-5”."));
      return NULL;
    }
  board = kontor_board_get (setup.board, &local);
  if (board == NULL)
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “board”: %s"), local->message);
      return NULL;
    }

  n = get (root, "players");
  players = (n && JSON_NODE_HOLDS_ARRAY (n)) ? json_node_get_array (n) : NULL;
  if (players == NULL || json_array_get_length (players) > KONTOR_MAX_PLAYERS)
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “players”: must list 2 to 5 players."));
      return NULL;
    }
  setup.n_players = json_array_get_length (players);
  for (int i = 0; i < setup.n_players; i++)
    {
      JsonNode *pn = json_array_get_element (players, i);
      JsonObject *po = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
      const char *color = po ? get_str (po, "color") : NULL;
      if (po == NULL || !kontor_color_from_id (color, &setup.colors[i]))
        {
          record_error (error, KONTOR_RECORD_ERROR_FIELD,
                        _("field “players”: player %d needs a “color” (red, blue, green, yellow or purple)."), i + 1);
          return NULL;
        }
      setup.names[i] = get_str (po, "name");
    }

  draws = get (root, "draws");
  if (draws == NULL || (JSON_NODE_HOLDS_VALUE (draws) && g_strcmp0 (get_str (root, "draws"), "table") == 0))
    setup.virtual_draws = FALSE;
  else if (JSON_NODE_HOLDS_OBJECT (draws) && get (json_node_get_object (draws), "seed")
           && JSON_NODE_HOLDS_VALUE (get (json_node_get_object (draws), "seed"))
           && json_node_get_value_type (get (json_node_get_object (draws), "seed")) == G_TYPE_INT64
           && json_node_get_int (get (json_node_get_object (draws), "seed")) >= 0)
    {
      setup.virtual_draws = TRUE;
      setup.seed = (guint64) json_node_get_int (get (json_node_get_object (draws), "seed"));
    }
  else
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “draws”: must be “table” or {\"seed\": N}."));
      return NULL;
    }

  taverns = get (root, "taverns");
  if (taverns && !JSON_NODE_HOLDS_NULL (taverns))
    {
      JsonObject *to = JSON_NODE_HOLDS_OBJECT (taverns) ? json_node_get_object (taverns) : NULL;
      if (to == NULL || json_object_get_size (to) != 3)
        {
          record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “taverns”: must give the marker on each of the 3 tavern routes."));
          return NULL;
        }
      for (int t = 0; t < 3; t++)
        {
          const char *rid = board->routes[board->taverns[t]].id;
          const char *m = get_str (to, rid);
          KontorMarker mk;
          if (!kontor_marker_from_id (m, &mk))
            {
              record_error (error, KONTOR_RECORD_ERROR_FIELD,
                            _("field “taverns”: tavern route “%s” needs a bonus marker kind."), rid);
              return NULL;
            }
          setup.tavern_markers[t] = mk;
        }
      setup.taverns_given = TRUE;
    }
  else if (!setup.virtual_draws)
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD,
                    _("field “taverns”: missing; with draws from the table, the record must say which marker lies on each tavern."));
      return NULL;
    }

  game = kontor_game_new (&setup, error);
  if (game == NULL)
    return NULL;

  actions = get (root, "actions");
  if (actions == NULL || !JSON_NODE_HOLDS_ARRAY (actions))
    {
      record_error (error, KONTOR_RECORD_ERROR_FIELD, _("field “actions”: must be a list (it may be empty)."));
      return NULL;
    }
  list = json_node_get_array (actions);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      KontorAction a;
      JsonNode *an = json_array_get_element (list, i);
      g_autoptr (GError) aerr = NULL;
      if (!kontor_action_from_json (an, &game->current, &a, &aerr)
          || !kontor_game_apply (game, &a, &aerr))
        {
          const char *what = (JSON_NODE_HOLDS_OBJECT (an) && get_str (json_node_get_object (an), "do"))
                             ? get_str (json_node_get_object (an), "do") : "?";
          if (bad_action)
            *bad_action = (int) i;
          g_set_error (error, aerr->domain, aerr->code, _("Action %u (%s): %s"), i, what, aerr->message);
          return NULL;
        }
    }
  return g_steal_pointer (&game);
}

KontorGame *
kontor_game_new_from_file (const char *path, int *bad_action, GError **error)
{
  g_autofree char *data = NULL;
  gsize len;
  if (bad_action)
    *bad_action = -1;
  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  return kontor_game_new_from_data (data, (gssize) len, bad_action, error);
}

char *
kontor_game_to_json (KontorGame *self)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "kontor-game");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hansa-teutonica");
  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, self->board->id);
  json_builder_set_member_name (b, "variant");
  if (self->info.variant != KONTOR_VARIANT_NONE)
    json_builder_add_string_value (b, kontor_variant_id (self->info.variant));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < self->info.n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, self->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_color_id (self->info.colors[i]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "taverns");
  json_builder_begin_object (b);
  for (int t = 0; t < 3; t++)
    {
      json_builder_set_member_name (b, self->board->routes[self->board->taverns[t]].id);
      json_builder_add_string_value (b, kontor_marker_id (self->info.tavern_markers[t]));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "draws");
  if (self->info.virtual_draws)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) self->info.seed);
      json_builder_end_object (b);
    }
  else
    json_builder_add_string_value (b, "table");
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  {
    KontorPosition pos = self->start;
    /* Only the applied actions: undone ones are not part of the game. */
    for (guint i = 0; i < self->cursor; i++)
      {
        const KontorAction *a = &g_array_index (self->actions, KontorAction, i);
        kontor_action_to_json (b, a, &pos);
        kontor_position_apply (&pos, a, NULL);
      }
  }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  return json_generator_to_data (gen, NULL);
}

gboolean
kontor_game_save (KontorGame *self, const char *path, GError **error)
{
  g_autofree char *json = kontor_game_to_json (self);
  g_autofree char *data = g_strconcat (json, "\n", NULL);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0755) != 0)
    return record_error (error, KONTOR_RECORD_ERROR_IO, _("Could not create the folder %s"), dir);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      g_autoptr (GFile) src = g_file_new_for_path (path);
      g_autoptr (GFile) dst = g_file_new_for_path (bak);
      if (!g_file_copy (src, dst, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
        return FALSE;
    }
  /* g_file_set_contents writes a temporary file, syncs it and renames it
   * over the target: readers see the old or the new record, never half. */
  return g_file_set_contents (path, data, -1, error);
}
