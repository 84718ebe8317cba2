/* kontor-board.c: loading and validating board data. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "kontor-board.h"
#include "kontor-file.h"
#include "kontor-json-private.h"
#include "kontor-engine-resources.h"

G_DEFINE_QUARK (kontor-board-error-quark, kontor_board_error)

typedef struct {
  const char *source;
  GError **error;
} Ctx;

static gboolean G_GNUC_PRINTF (4, 5)
fail (Ctx *ctx, KontorBoardError code, const char *item, const char *fmt, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (item)
    g_set_error (ctx->error, KONTOR_BOARD_ERROR, code, "%s: %s: %s", ctx->source, item, msg);
  else
    g_set_error (ctx->error, KONTOR_BOARD_ERROR, code, "%s: %s", ctx->source, msg);
  return FALSE;
}

static gboolean
get_number (JsonObject *obj, const char *member, double *out)
{
  JsonNode *n = json_object_get_member (obj, member);
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n))
    return FALSE;
  if (json_node_get_value_type (n) == G_TYPE_INT64)
    *out = (double) json_node_get_int (n);
  else if (json_node_get_value_type (n) == G_TYPE_DOUBLE)
    *out = json_node_get_double (n);
  else
    return FALSE;
  return TRUE;
}

/* A list of region ids as a bit set; absent is the empty set. */
static gboolean
parse_regions (Ctx *ctx, JsonObject *o, const char *member, const char *item, guint8 *out)
{
  JsonArray *list;
  *out = 0;
  if (!json_object_has_member (o, member))
    return TRUE;
  list = kontor_json_array (o, member);
  if (list == NULL)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"%s\" must list regions", member);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      KontorRegion r;
      if (!kontor_region_from_id (kontor_json_node_string (json_array_get_element (list, i)), &r))
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "unknown region in \"%s\"", member);
      *out |= 1u << r;
    }
  return TRUE;
}

static gboolean
parse_city (Ctx *ctx, KontorBoard *b, JsonObject *o, int index)
{
  KontorCity *c = &b->cities[index];
  g_autofree char *item = g_strdup_printf ("city #%d", index);
  const char *id = kontor_json_string (o, "id");
  const char *name = kontor_json_string (o, "name");
  JsonArray *offices;

  if (id == NULL || *id == '\0')
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "missing \"id\"");
  g_free (item);
  item = g_strdup_printf ("city \"%s\"", id);
  if (kontor_board_city_index (b, id) >= 0)
    return fail (ctx, KONTOR_BOARD_ERROR_DUPLICATE, item, "the id is used twice");
  c->id = g_strdup (id);
  c->name = g_strdup (name ? name : id);
  c->ability = c->ability2 = -1;
  c->green_index = c->gateway_index = -1;
  if (!get_number (o, "x", &c->x) || !get_number (o, "y", &c->y)
      || c->x < 0 || c->x > 1 || c->y < 0 || c->y > 1)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"x\" and \"y\" must be numbers from 0 to 1");
  if (json_object_has_member (o, "ability"))
    {
      KontorAbility a;
      if (!kontor_ability_from_id (kontor_json_string (o, "ability"), &a))
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "unknown \"ability\"");
      c->ability = a;
    }
  if (json_object_has_member (o, "abilities"))
    {
      JsonArray *list = kontor_json_array (o, "abilities");
      KontorAbility a[2];
      guint n = list ? json_array_get_length (list) : 0;
      if (c->ability >= 0 || n < 1 || n > 2)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"abilities\" lists one or two abilities (without \"ability\")");
      for (guint i = 0; i < n; i++)
        if (!kontor_ability_from_id (kontor_json_node_string (json_array_get_element (list, i)), &a[i]))
          return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "unknown ability in \"abilities\"");
      c->ability = a[0];
      if (n == 2)
        c->ability2 = a[1];
    }
  if (json_object_has_member (o, "green"))
    {
      JsonNode *g = json_object_get_member (o, "green");
      if (!JSON_NODE_HOLDS_VALUE (g) || json_node_get_value_type (g) != G_TYPE_BOOLEAN)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"green\" must be true or false");
      c->green = json_node_get_boolean (g);
    }
  if (!parse_regions (ctx, o, "regions", item, &c->regions)
      || !parse_regions (ctx, o, "gateway_for", item, &c->gateway_for))
    return FALSE;
  offices = kontor_json_array (o, "offices");
  if (offices == NULL)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "missing \"offices\"");
  if (c->green)
    {
      if (json_array_get_length (offices) != 0)
        return fail (ctx, KONTOR_BOARD_ERROR_COUNT, item, "a green city has no printed offices");
      if (b->n_green >= KONTOR_MAX_GREEN)
        return fail (ctx, KONTOR_BOARD_ERROR_COUNT, item, "at most %d green cities", KONTOR_MAX_GREEN);
      c->green_index = b->n_green++;
      c->n_slots = 0;
    }
  else if (json_array_get_length (offices) < 1 || json_array_get_length (offices) > KONTOR_MAX_SLOTS)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, item, "a city has 1 to %d offices, not %u",
                 KONTOR_MAX_SLOTS, json_array_get_length (offices));
  c->n_slots = json_array_get_length (offices);
  for (int i = 0; i < c->n_slots; i++)
    {
      JsonObject *so = kontor_json_node_object (json_array_get_element (offices, i));
      gint64 coin = 0;
      if (so == NULL
          || !kontor_piece_from_id (kontor_json_string (so, "piece"), &c->slots[i].piece)
          || !kontor_privilege_from_id (kontor_json_string (so, "privilege"), &c->slots[i].privilege)
          || (json_object_has_member (so, "coin") && !kontor_json_int (so, "coin", &coin))
          || coin < 0 || coin > 9)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item,
                     "office %d needs \"piece\" (trader/merchant), \"privilege\" and a small \"coin\"", i);
      c->slots[i].coin = (int) coin;
    }
  return TRUE;
}

static gboolean
parse_route (Ctx *ctx, KontorBoard *b, JsonObject *o, int index)
{
  KontorRoute *r = &b->routes[index];
  g_autofree char *item = g_strdup_printf ("route #%d", index);
  const char *id = kontor_json_string (o, "id");
  JsonArray *cities = kontor_json_array (o, "cities");
  gint64 spaces;

  if (id == NULL || *id == '\0')
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "missing \"id\"");
  g_free (item);
  item = g_strdup_printf ("route \"%s\"", id);
  if (kontor_board_route_index (b, id) >= 0)
    return fail (ctx, KONTOR_BOARD_ERROR_DUPLICATE, item, "the id is used twice");
  r->id = g_strdup (id);
  if (cities == NULL || json_array_get_length (cities) != 2)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"cities\" must list two cities");
  for (int i = 0; i < 2; i++)
    {
      const char *cid = kontor_json_node_string (json_array_get_element (cities, i));
      r->cities[i] = cid ? kontor_board_city_index (b, cid) : -1;
      if (r->cities[i] < 0)
        return fail (ctx, KONTOR_BOARD_ERROR_UNKNOWN_CITY, item, "unknown city \"%s\"",
                     cid ? cid : "(not a string)");
    }
  if (r->cities[0] == r->cities[1])
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "a route joins two different cities");
  if (!kontor_json_int (o, "spaces", &spaces) || spaces < 1 || spaces > KONTOR_MAX_SPACES)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, item, "\"spaces\" must be 1 to %d", KONTOR_MAX_SPACES);
  r->n_spaces = (int) spaces;
  if (json_object_has_member (o, "tavern"))
    {
      JsonNode *t = json_object_get_member (o, "tavern");
      if (!JSON_NODE_HOLDS_VALUE (t) || json_node_get_value_type (t) != G_TYPE_BOOLEAN)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"tavern\" must be true or false");
      r->tavern = json_node_get_boolean (t);
    }
  r->permanent = -1;
  r->region = KONTOR_REGION_ENGLAND;
  if (json_object_has_member (o, "ships"))
    {
      JsonArray *ships = kontor_json_array (o, "ships");
      if (ships == NULL)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"ships\" must list space numbers");
      for (guint i = 0; i < json_array_get_length (ships); i++)
        {
          JsonNode *n = json_array_get_element (ships, i);
          gint64 sp = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64
                      ? json_node_get_int (n) : -1;
          if (sp < 0 || sp >= r->n_spaces)
            return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "\"ships\" names a space the route does not have");
          r->ships |= 1u << sp;
        }
      b->has_ships = b->has_ships || r->ships != 0;
    }
  if (json_object_has_member (o, "permanent"))
    {
      KontorPermanent pm;
      if (!kontor_permanent_from_id (kontor_json_string (o, "permanent"), &pm))
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "unknown \"permanent\" marker");
      r->permanent = pm;
    }
  if (json_object_has_member (o, "region"))
    {
      KontorRegion rg;
      if (!kontor_region_from_id (kontor_json_string (o, "region"), &rg))
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, item, "unknown \"region\"");
      r->region = rg;
      if (rg != KONTOR_REGION_ENGLAND)
        b->countries = TRUE;
    }
  for (int i = 0; i < 2; i++)
    {
      KontorCity *c = &b->cities[r->cities[i]];
      c->routes[c->n_routes++] = index;
    }
  return TRUE;
}

static void
compute_distances (KontorBoard *b)
{
  for (int a = 0; a < b->n_routes; a++)
    {
      int queue[KONTOR_MAX_ROUTES], head = 0, tail = 0;
      for (int x = 0; x < b->n_routes; x++)
        b->route_dist[a][x] = G_MAXUINT8;
      b->route_dist[a][a] = 0;
      queue[tail++] = a;
      while (head < tail)
        {
          int r = queue[head++];
          for (int e = 0; e < 2; e++)
            {
              const KontorCity *c = &b->cities[b->routes[r].cities[e]];
              for (int k = 0; k < c->n_routes; k++)
                {
                  int n = c->routes[k];
                  if (b->route_dist[a][n] == G_MAXUINT8)
                    {
                      b->route_dist[a][n] = b->route_dist[a][r] + 1;
                      queue[tail++] = n;
                    }
                }
            }
        }
    }
}

static gboolean
parse_board (Ctx *ctx, KontorBoard *b, JsonNode *root)
{
  JsonObject *o;
  JsonArray *cities, *routes, *players, *ew;
  gint64 v;
  const char *id;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (ctx, KONTOR_BOARD_ERROR_PARSE, NULL, "not a JSON object");
  o = json_node_get_object (root);
  if (g_strcmp0 (kontor_json_string (o, "format"), "kontor-board") != 0)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "\"format\" must be \"kontor-board\"");
  if (!kontor_json_int (o, "version", &v) || v != 1)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "unknown \"version\" (this Kontor reads version 1)");
  id = kontor_json_string (o, "id");
  if (id == NULL || *id == '\0')
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "missing \"id\"");
  b->id = g_strdup (id);

  players = kontor_json_array (o, "players");
  if (players == NULL || json_array_get_length (players) != 2)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "\"players\" must be [min, max]");
  b->min_players = (int) json_array_get_int_element (players, 0);
  b->max_players = (int) json_array_get_int_element (players, 1);
  if (b->min_players < 2 || b->max_players > KONTOR_MAX_PLAYERS || b->min_players > b->max_players)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, NULL, "\"players\" must lie within 2 to %d", KONTOR_MAX_PLAYERS);
  if (!kontor_json_int (o, "completed_cities_to_end", &v) || v < 1 || v > KONTOR_MAX_CITIES)
    return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "missing or bad \"completed_cities_to_end\"");
  b->cities_to_end = (int) v;

  cities = kontor_json_array (o, "cities");
  if (cities == NULL || json_array_get_length (cities) < 2 || json_array_get_length (cities) > KONTOR_MAX_CITIES)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, NULL, "\"cities\" must list 2 to %d cities", KONTOR_MAX_CITIES);
  for (guint i = 0; i < json_array_get_length (cities); i++)
    {
      JsonObject *co = kontor_json_node_object (json_array_get_element (cities, i));
      if (co == NULL)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "city #%u is not an object", i);
      if (!parse_city (ctx, b, co, (int) i))
        return FALSE;
      b->n_cities = (int) i + 1;
    }

  routes = kontor_json_array (o, "routes");
  if (routes == NULL || json_array_get_length (routes) < 1 || json_array_get_length (routes) > KONTOR_MAX_ROUTES)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, NULL, "\"routes\" must list 1 to %d routes", KONTOR_MAX_ROUTES);
  for (guint i = 0; i < json_array_get_length (routes); i++)
    {
      JsonObject *ro = kontor_json_node_object (json_array_get_element (routes, i));
      if (ro == NULL)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "route #%u is not an object", i);
      if (!parse_route (ctx, b, ro, (int) i))
        return FALSE;
      b->n_routes = (int) i + 1;
      if (b->routes[i].tavern)
        {
          if (b->n_taverns == 3)
            return fail (ctx, KONTOR_BOARD_ERROR_COUNT, NULL, "a board has exactly 3 tavern routes, not more");
          b->taverns[b->n_taverns++] = (int) i;
        }
    }
  if (b->n_taverns != 3)
    return fail (ctx, KONTOR_BOARD_ERROR_COUNT, NULL, "a board has exactly 3 tavern routes, not %d", b->n_taverns);

  ew = kontor_json_array (o, "east_west");
  b->east_west[0] = b->east_west[1] = -1;
  if (ew)
    {
      if (json_array_get_length (ew) != 2)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, NULL, "\"east_west\" must name two cities");
      for (int i = 0; i < 2; i++)
        {
          const char *cid = kontor_json_node_string (json_array_get_element (ew, i));
          b->east_west[i] = cid ? kontor_board_city_index (b, cid) : -1;
          if (b->east_west[i] < 0)
            return fail (ctx, KONTOR_BOARD_ERROR_UNKNOWN_CITY, "east_west", "unknown city \"%s\"",
                         cid ? cid : "(not a string)");
        }
    }

  b->table_city = b->table_route = -1;
  if (json_object_has_member (o, "prestige_table"))
    {
      JsonNode *tn = json_object_get_member (o, "prestige_table");
      JsonObject *t = JSON_NODE_HOLDS_OBJECT (tn) ? json_node_get_object (tn) : NULL;
      JsonArray *sp = t ? kontor_json_array (t, "spaces") : NULL;
      const char *tc = t ? kontor_json_string (t, "city") : NULL;
      const char *tr = t ? kontor_json_string (t, "route") : NULL;
      if (t == NULL || sp == NULL || tc == NULL || tr == NULL)
        return fail (ctx, KONTOR_BOARD_ERROR_FIELD, "prestige_table", "needs \"city\", \"route\" and \"spaces\"");
      b->table_city = kontor_board_city_index (b, tc);
      b->table_route = kontor_board_route_index (b, tr);
      if (b->table_city < 0 || b->table_route < 0
          || !kontor_board_route_touches (b, b->table_route, b->table_city))
        return fail (ctx, KONTOR_BOARD_ERROR_UNKNOWN_CITY, "prestige_table",
                     "\"route\" must be a route into \"city\"");
      if (json_array_get_length (sp) < 1 || json_array_get_length (sp) > KONTOR_MAX_TABLE)
        return fail (ctx, KONTOR_BOARD_ERROR_COUNT, "prestige_table", "1 to %d spaces", KONTOR_MAX_TABLE);
      b->n_table = json_array_get_length (sp);
      for (int i = 0; i < b->n_table; i++)
        {
          JsonObject *so = kontor_json_node_object (json_array_get_element (sp, i));
          gint64 value;
          if (so == NULL || !kontor_json_int (so, "value", &value) || value < 0
              || !kontor_privilege_from_id (kontor_json_string (so, "privilege"), &b->table_priv[i]))
            return fail (ctx, KONTOR_BOARD_ERROR_FIELD, "prestige_table",
                         "space %d needs \"value\" and \"privilege\"", i);
          b->table_value[i] = (int) value;
        }
    }
  for (int c = 0; c < b->n_cities; c++)
    {
      b->scored_regions |= b->cities[c].regions;
      if (b->cities[c].gateway_for)
        {
          if (b->n_gateways >= KONTOR_MAX_GATEWAYS)
            return fail (ctx, KONTOR_BOARD_ERROR_COUNT, b->cities[c].id, "at most %d gateway cities",
                         KONTOR_MAX_GATEWAYS);
          b->cities[c].gateway_index = b->n_gateways;
          b->gateways[b->n_gateways++] = c;
        }
    }
  b->scored_regions &= ~(1u << KONTOR_REGION_ENGLAND);
  b->expansion = b->has_ships || b->countries || b->n_green > 0;
  compute_distances (b);
  return TRUE;
}

KontorBoard *
kontor_board_new_from_data (const char *data, gsize len, const char *source_name, GError **error)
{
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (KontorBoard) board = g_new0 (KontorBoard, 1);
  g_autoptr (GError) local = NULL;
  Ctx ctx = { source_name ? source_name : "board", error };

  /* the engine's limits (depth, size, values) before json-glib parses */
  if (!kontor_json_parse (data, (gssize) len, &root, &local))
    {
      fail (&ctx, KONTOR_BOARD_ERROR_PARSE, NULL, "%s", local->message);
      return NULL;
    }
  if (!parse_board (&ctx, board, root))
    return NULL;
  return g_steal_pointer (&board);
}

KontorBoard *
kontor_board_new_from_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *base = g_path_get_basename (path);
  gsize len;

  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  return kontor_board_new_from_data (data, len, base, error);
}

void
kontor_board_free (KontorBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->id);
  for (int i = 0; i < KONTOR_MAX_CITIES; i++)
    {
      g_free (board->cities[i].id);
      g_free (board->cities[i].name);
    }
  for (int i = 0; i < KONTOR_MAX_ROUTES; i++)
    g_free (board->routes[i].id);
  g_free (board);
}

static gboolean
valid_board_id (const char *id)
{
  if (id == NULL || *id == '\0' || strlen (id) > 64)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

const KontorBoard *
kontor_board_get (const char *id, GError **error)
{
  static GMutex lock;
  static GHashTable *cache;
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&lock);
  KontorBoard *board;
  const char *dir = g_getenv ("KONTOR_BOARD_DIR");

  if (!valid_board_id (id))
    {
      g_set_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND,
                   _("Unknown board “%s”"), id ? id : "");
      return NULL;
    }
  if (cache == NULL)
    cache = g_hash_table_new (g_str_hash, g_str_equal);
  board = g_hash_table_lookup (cache, id);
  if (board)
    return board;

  if (dir && *dir)
    {
      g_autofree char *name = g_strconcat (id, ".json", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND,
                       _("Unknown board “%s”"), id);
          return NULL;
        }
      board = kontor_board_new_from_file (path, error);
    }
  else
    {
      g_autofree char *path = g_strconcat ("/io/github/kontor/Kontor/boards/", id, ".json", NULL);
      g_autofree char *name = g_strconcat (id, ".json", NULL);
      g_autoptr (GBytes) bytes = g_resource_lookup_data (kontor_engine_get_resource (), path,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      gsize len;
      const char *data;
      if (bytes == NULL)
        {
          g_set_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_NOT_FOUND,
                       _("Unknown board “%s”"), id);
          return NULL;
        }
      data = g_bytes_get_data (bytes, &len);
      board = kontor_board_new_from_data (data, len, name, error);
    }
  if (board == NULL)
    return NULL;
  if (strcmp (board->id, id) != 0)
    {
      g_set_error (error, KONTOR_BOARD_ERROR, KONTOR_BOARD_ERROR_FIELD,
                   "%s.json: \"id\" says “%s”", id, board->id);
      kontor_board_free (board);
      return NULL;
    }
  g_hash_table_insert (cache, board->id, board);
  return board;
}

int
kontor_board_city_index (const KontorBoard *board, const char *id)
{
  if (id == NULL)
    return -1;
  for (int i = 0; i < board->n_cities; i++)
    if (board->cities[i].id && strcmp (board->cities[i].id, id) == 0)
      return i;
  return -1;
}

int
kontor_board_route_index (const KontorBoard *board, const char *id)
{
  if (id == NULL)
    return -1;
  for (int i = 0; i < board->n_routes; i++)
    if (board->routes[i].id && strcmp (board->routes[i].id, id) == 0)
      return i;
  return -1;
}

int
kontor_board_route_between (const KontorBoard *board, int a, int b)
{
  for (int i = 0; i < board->n_routes; i++)
    {
      const KontorRoute *r = &board->routes[i];
      if ((r->cities[0] == a && r->cities[1] == b) || (r->cities[0] == b && r->cities[1] == a))
        return i;
    }
  return -1;
}

gboolean
kontor_board_city_offers (const KontorBoard *board, int city, int ability)
{
  return ability >= 0 && (board->cities[city].ability == ability || board->cities[city].ability2 == ability);
}

gboolean
kontor_board_route_touches (const KontorBoard *board, int route, int city)
{
  return board->routes[route].cities[0] == city || board->routes[route].cities[1] == city;
}

/* On Britannia the Remove-3 marker moves (expansions §12.9 D6): named so. */
const char *
kontor_marker_name_on (const KontorBoard *board, KontorMarker marker)
{
  if (marker == KONTOR_MARKER_REMOVE_3 && board != NULL && board->countries)
    return _("Move 3 pieces (Remove 3)");
  return kontor_marker_name (marker);
}
