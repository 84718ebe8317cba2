/* kontor-counter-title.c: a title used only by the tests ("test-counter"),
 * to prove that a second title goes through the core, the CLI and the
 * table layer without a change outside its folder.
 *
 * Two players take turns adding 1 to 3 to a shared counter; each addition
 * scores its amount for the player; the game ends when the counter reaches 10. */
#include "config.h"

#include <string.h>

#include "kontor-counter-title.h"
#include "kontor-record.h"

#define GOAL 10
#define COUNTER_NAME_MAX 64

G_DEFINE_QUARK (kontor-counter-error-quark, kontor_counter_error)

typedef struct {
  char names[2][COUNTER_NAME_MAX];
  char colors[2][16];
} CounterSetup;

static const char *const error_ids[] = {
  [KONTOR_COUNTER_ERROR_SETUP] = "counter.setup-players",
  [KONTOR_COUNTER_ERROR_BAD_ENTRY] = "counter.bad-entry",
  [KONTOR_COUNTER_ERROR_GAME_OVER] = "counter.game-over",
  [KONTOR_COUNTER_ERROR_WRONG_PLAYER] = "counter.wrong-player",
  [KONTOR_COUNTER_ERROR_TOO_MUCH] = "counter.too-much",
};

static gboolean
setup_from_json (JsonObject *root, gpointer data, GError **error)
{
  CounterSetup *setup = data;
  JsonArray *players = json_object_has_member (root, "players")
                       && JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "players"))
                       ? json_object_get_array_member (root, "players") : NULL;

  if (players == NULL || json_array_get_length (players) != 2)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_SETUP, "players: must list 2 players");
      return FALSE;
    }
  for (int i = 0; i < 2; i++)
    {
      JsonNode *pn = json_array_get_element (players, i);
      JsonObject *po = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
      const char *name = po ? json_object_get_string_member_with_default (po, "name", NULL) : NULL;
      const char *color = po ? json_object_get_string_member_with_default (po, "color", NULL) : NULL;
      if (name == NULL || color == NULL || strlen (name) >= COUNTER_NAME_MAX || strlen (color) >= 16)
        {
          g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_SETUP,
                       "players[%d]: needs a name and a colour", i);
          return FALSE;
        }
      g_strlcpy (setup->names[i], name, COUNTER_NAME_MAX);
      g_strlcpy (setup->colors[i], color, 16);
    }
  return TRUE;
}

static void
setup_to_json (gconstpointer data, JsonBuilder *b)
{
  const CounterSetup *setup = data;
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < 2; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, setup->colors[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static JsonObject *
new_header (const KontorNewGame *req, GError **error)
{
  JsonObject *root = json_object_new ();
  JsonArray *players = json_array_new ();
  for (int i = 0; i < req->n_players && i < 2; i++)
    {
      JsonObject *p = json_object_new ();
      json_object_set_string_member (p, "name", req->names[i] ? req->names[i] : "");
      json_object_set_string_member (p, "color", req->colors[i]);
      json_array_add_object_element (players, p);
    }
  json_object_set_array_member (root, "players", players);
  return root;
}

static int n_players (gconstpointer setup) { return 2; }
static const char *player_name (gconstpointer setup, int seat) { return ((const CounterSetup *) setup)->names[seat]; }
static const char *player_color (gconstpointer setup, int seat) { return ((const CounterSetup *) setup)->colors[seat]; }

static gboolean
position_init (gpointer data, gconstpointer sdata, GError **error)
{
  const CounterSetup *setup = sdata;
  KontorCounterPosition *pos = data;
  memset (pos, 0, sizeof *pos);
  memcpy (pos->colors, setup->colors, sizeof pos->colors);
  return TRUE;
}

static gboolean
action_from_json (JsonNode *node, gconstpointer data, gpointer out, GError **error)
{
  const KontorCounterPosition *pos = data;
  KontorCounterAction *a = out;
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *n = o ? json_object_get_member (o, "n") : NULL;
  JsonNode *by = o ? json_object_get_member (o, "by") : NULL;

  if (pos->counter >= GOAL)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_GAME_OVER, "the game is over");
      return FALSE;
    }
  if (o == NULL || g_strcmp0 (json_object_get_string_member_with_default (o, "do", NULL), "add") != 0
      || n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_BAD_ENTRY, "an entry is {\"do\": \"add\", \"n\": N}");
      return FALSE;
    }
  a->n = (int) CLAMP (json_node_get_int (n), -1000, 1000);
  a->by = -1;
  if (by && !JSON_NODE_HOLDS_NULL (by))
    {
      a->by = 2;   /* anyone but a seat */
      if (JSON_NODE_HOLDS_VALUE (by) && json_node_get_value_type (by) == G_TYPE_STRING)
        {
          /* the seat is checked by apply against the active one */
          const char *c = json_node_get_string (by);
          a->by = strcmp (c, pos->colors[0]) == 0 ? 0 : strcmp (c, pos->colors[1]) == 0 ? 1 : 2;
        }
    }
  return TRUE;
}

static void
action_to_json (JsonBuilder *b, gconstpointer data, gconstpointer pos)
{
  const KontorCounterAction *a = data;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "do");
  json_builder_add_string_value (b, "add");
  json_builder_set_member_name (b, "n");
  json_builder_add_int_value (b, a->n);
  json_builder_end_object (b);
}

gboolean
kontor_counter_apply (gpointer data, gconstpointer adata, GError **error)
{
  KontorCounterPosition *pos = data;
  const KontorCounterAction *a = adata;

  if (pos->counter >= GOAL)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_GAME_OVER, "the game is over");
      return FALSE;
    }
  if (a->by >= 0 && a->by != pos->active)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_WRONG_PLAYER, "it is the other player's turn");
      return FALSE;
    }
  if (a->n < 1 || a->n > 3 || pos->counter + a->n > GOAL)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_TOO_MUCH, "add 1 to 3, up to %d", GOAL);
      return FALSE;
    }
  pos->counter += a->n;
  pos->points[pos->active] += a->n;
  pos->active = 1 - pos->active;
  return TRUE;
}

static int decider (gconstpointer data) { const KontorCounterPosition *p = data; return p->counter >= GOAL ? -1 : p->active; }
static gboolean ended (gconstpointer data) { return ((const KontorCounterPosition *) data)->counter >= GOAL; }

static gboolean
check_invariants (gconstpointer data, GError **error)
{
  const KontorCounterPosition *pos = data;
  if (pos->points[0] + pos->points[1] != pos->counter)
    {
      g_set_error (error, KONTOR_COUNTER_ERROR, KONTOR_COUNTER_ERROR_BAD_ENTRY, "points do not add up");
      return FALSE;
    }
  return TRUE;
}

static JsonNode *
score_json (gconstpointer data, gconstpointer sdata)
{
  const KontorCounterPosition *pos = data;
  const CounterSetup *setup = sdata;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  int best = MAX (pos->points[0], pos->points[1]);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, ended (pos));
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  if (ended (pos))
    json_builder_add_string_value (b, "goal");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < 2; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, setup->colors[i]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->names[i]);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, pos->points[i]);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, pos->points[i] == best ? 1 : 2);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int i = 0; i < 2; i++)
    if (pos->points[i] == best)
      json_builder_add_string_value (b, setup->colors[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
summary (gconstpointer data, gconstpointer sdata)
{
  const KontorCounterPosition *pos = data;
  return g_strdup_printf ("Counter %d of %d; %s\n", pos->counter, GOAL,
                          ended (pos) ? "ended" : ((const CounterSetup *) sdata)->names[pos->active]);
}

static const char *
error_id (const GError *error)
{
  if (error->domain == KONTOR_COUNTER_ERROR && error->code >= 0 && error->code < (int) G_N_ELEMENTS (error_ids))
    return error_ids[error->code];
  return NULL;
}

static gboolean
random_action (gconstpointer data, KontorRng *rng, gpointer out)
{
  const KontorCounterPosition *pos = data;
  KontorCounterAction *a = out;
  int room = GOAL - pos->counter;
  if (room <= 0)
    return FALSE;
  a->by = -1;
  a->n = 1 + (int) kontor_rng_below (rng, MIN (3, room));
  return TRUE;
}

static JsonNode *
legal_json (gconstpointer data)
{
  const KontorCounterPosition *pos = data;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_array (b);
  for (int n = 1; n <= 3 && pos->counter + n <= GOAL; n++)
    {
      KontorCounterAction a = { .n = n, .by = -1 };
      action_to_json (b, &a, pos);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

const KontorTitle kontor_counter_title = {
  .id = "test-counter",
  .name = "Counter (tests only)",
  .error_prefix = "counter",
  .min_players = 2,
  .max_players = 2,
  .setup_size = sizeof (CounterSetup),
  .position_size = sizeof (KontorCounterPosition),
  .action_size = sizeof (KontorCounterAction),
  .setup_from_json = setup_from_json,
  .setup_to_json = setup_to_json,
  .new_header = new_header,
  .n_players = n_players,
  .player_name = player_name,
  .player_color = player_color,
  .position_init = position_init,
  .action_from_json = action_from_json,
  .action_to_json = action_to_json,
  .apply = kontor_counter_apply,
  .decider = decider,
  .ended = ended,
  .check_invariants = check_invariants,
  .score_json = score_json,
  .summary = summary,
  .error_id = error_id,
  .random_action = random_action,
  .legal_json = legal_json,
};
