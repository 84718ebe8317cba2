/* kontor-hs-setup.c: the record's header of a Hansa game (spec §7.1), the
 * embedded board profile (§4.4), the seeded stack (§7.2) and the header of a
 * new game. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-file.h"
#include "kontor-hs-resources.h"
#include "kontor-json-private.h"

static const char *
node_string (JsonNode *n)
{
  return kontor_json_node_string (n);
}

static gboolean
node_int (JsonNode *n, gint64 *out)
{
  return kontor_json_node_int (n, out);
}

static gboolean
absent (JsonNode *n)
{
  return n == NULL || JSON_NODE_HOLDS_NULL (n);
}

/* ---------------------------------------------------------------- profile */

gboolean
kontor_hs_profile_from_json (JsonNode *node, const char *path, HsProfile *p, GError **error)
{
  JsonObject *o = kontor_json_node_object (node);
  JsonArray *cities, *arrows = NULL, *complete = NULL, *land = NULL;
  JsonNode *n;
  gboolean seen_number[10] = { FALSE };
  gboolean seen_city[HS_N_CITIES] = { FALSE };

  memset (p, 0, sizeof *p);
  if (o == NULL)
    {
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, path, _("the profile is missing"));
      return FALSE;
    }
  cities = kontor_json_node_array (json_object_get_member (o, "cities"));
  if (cities == NULL || json_array_get_length (cities) != HS_N_CITIES)
    {
      g_autofree char *at = g_strconcat (path, ".cities", NULL);
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at, _("it must list the 9 cities"));
      return FALSE;
    }
  for (guint i = 0; i < HS_N_CITIES; i++)
    {
      JsonObject *c = kontor_json_node_object (json_array_get_element (cities, i));
      int city = c ? kontor_hs_city_from_id (node_string (json_object_get_member (c, "id"))) : -1;
      gint64 number = 0, wh = 0;
      const char *name;

      if (city < 0 || seen_city[city])
        {
          g_autofree char *at = g_strdup_printf ("%s.cities[%u].id", path, i);
          kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at,
                               city < 0 ? _("not a city of Hansa") : _("this city is listed twice"));
          return FALSE;
        }
      seen_city[city] = TRUE;
      if (!node_int (json_object_get_member (c, "number"), &number) || number < 1 || number > 9
          || seen_number[number])
        {
          g_autofree char *at = g_strdup_printf ("%s.cities[%u].number", path, i);
          kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at,
                               _("the city's number is missing, outside 1 to 9 or used twice"));
          return FALSE;
        }
      seen_number[number] = TRUE;
      if (!node_int (json_object_get_member (c, "warehouses"), &wh) || wh < 1 || wh > 2)
        {
          g_autofree char *at = g_strdup_printf ("%s.cities[%u].warehouses", path, i);
          kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at, _("a city has 1 or 2 warehouse spaces"));
          return FALSE;
        }
      p->order[i] = (gint8) city;
      p->number[city] = (gint8) number;
      p->warehouses[city] = (gint8) wh;
      name = node_string (json_object_get_member (c, "name"));
      p->info[city].has_name = name != NULL;
      if (name)   /* informational: kept up to 63 bytes */
        kontor_hs_copy_utf8 (p->info[city].name, sizeof p->info[city].name, name);
      n = json_object_get_member (c, "start");
      p->info[city].start = n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                            && json_node_get_boolean (n);
    }

  n = json_object_get_member (o, "arrows");
  if (!absent (n) && (arrows = kontor_json_node_array (n)) == NULL)
    {
      g_autofree char *at = g_strconcat (path, ".arrows", NULL);
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at, _("the arrows are a list"));
      return FALSE;
    }
  for (guint i = 0; arrows && i < json_array_get_length (arrows); i++)
    {
      JsonObject *a = kontor_json_node_object (json_array_get_element (arrows, i));
      int from = a ? kontor_hs_city_from_id (node_string (json_object_get_member (a, "from"))) : -1;
      int to = a ? kontor_hs_city_from_id (node_string (json_object_get_member (a, "to"))) : -1;
      JsonNode *inf = a ? json_object_get_member (a, "inferred") : NULL;
      if (from < 0 || to < 0 || from == to)
        {
          g_autofree char *at = g_strdup_printf ("%s.arrows[%u]", path, i);
          kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at,
                               _("an arrow leads from one city of the profile to another"));
          return FALSE;
        }
      p->arrows[from] |= 1u << to;
      if (inf && JSON_NODE_HOLDS_VALUE (inf) && json_node_get_value_type (inf) == G_TYPE_BOOLEAN
          && json_node_get_boolean (inf))
        p->inferred[from] |= 1u << to;
    }

  n = json_object_get_member (o, "outgoing_complete");
  if (!absent (n) && (complete = kontor_json_node_array (n)) == NULL)
    {
      g_autofree char *at = g_strconcat (path, ".outgoing_complete", NULL);
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at, _("“outgoing_complete” must be a list of city ids"));
      return FALSE;
    }
  for (guint i = 0; complete && i < json_array_get_length (complete); i++)
    {
      int city = kontor_hs_city_from_id (node_string (json_array_get_element (complete, i)));
      if (city < 0)
        {
          g_autofree char *at = g_strdup_printf ("%s.outgoing_complete[%u]", path, i);
          kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, at, _("not a city of the profile"));
          return FALSE;
        }
      p->complete |= 1u << city;
    }

  /* informational: kept when readable */
  land = kontor_json_node_array (json_object_get_member (o, "land"));
  for (guint i = 0; land && i < json_array_get_length (land) && p->n_land < 8; i++)
    {
      JsonArray *pair = kontor_json_node_array (json_array_get_element (land, i));
      int a = pair && json_array_get_length (pair) == 2 ? kontor_hs_city_from_id (node_string (json_array_get_element (pair, 0))) : -1;
      int b = pair && json_array_get_length (pair) == 2 ? kontor_hs_city_from_id (node_string (json_array_get_element (pair, 1))) : -1;
      if (a >= 0 && b >= 0)
        {
          p->land[p->n_land][0] = (gint8) a;
          p->land[p->n_land][1] = (gint8) b;
          p->n_land++;
        }
    }
  return TRUE;
}

void
kontor_hs_profile_to_json (const HsProfile *p, JsonBuilder *b)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cities");
  json_builder_begin_array (b);
  for (int i = 0; i < HS_N_CITIES; i++)
    {
      int c = p->order[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, kontor_hs_city_ids[c]);
      json_builder_set_member_name (b, "name");
      if (p->info[c].has_name)
        json_builder_add_string_value (b, p->info[c].name);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, p->number[c]);
      json_builder_set_member_name (b, "warehouses");
      json_builder_add_int_value (b, p->warehouses[c]);
      if (p->info[c].start)
        {
          json_builder_set_member_name (b, "start");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "arrows");
  json_builder_begin_array (b);
  for (int f = 0; f < HS_N_CITIES; f++)
    for (int t = 0; t < HS_N_CITIES; t++)
      if (p->arrows[f] & (1u << t))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "from");
          json_builder_add_string_value (b, kontor_hs_city_ids[f]);
          json_builder_set_member_name (b, "to");
          json_builder_add_string_value (b, kontor_hs_city_ids[t]);
          if (p->inferred[f] & (1u << t))
            {
              json_builder_set_member_name (b, "inferred");
              json_builder_add_boolean_value (b, TRUE);
            }
          json_builder_end_object (b);
        }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "outgoing_complete");
  json_builder_begin_array (b);
  for (int c = 0; c < HS_N_CITIES; c++)
    if (p->complete & (1u << c))
      json_builder_add_string_value (b, kontor_hs_city_ids[c]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "land");
  json_builder_begin_array (b);
  for (int i = 0; i < p->n_land; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_string_value (b, kontor_hs_city_ids[p->land[i][0]]);
      json_builder_add_string_value (b, kontor_hs_city_ids[p->land[i][1]]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* ---------------------------------------------------------------- seeded stack */

int
kontor_hs_seeded_stack (const int *goods, int n_goods, guint64 seed, gint8 *stack)
{
  gboolean in_play[HS_N_GOODS] = { FALSE };
  KontorRng rng;
  int m = 0;

  for (int i = 0; i < n_goods; i++)
    in_play[goods[i]] = TRUE;
  for (int c = 0; c < HS_N_GOODS; c++)
    if (in_play[c])
      for (int k = c * 3; k < c * 3 + 3; k++)
        for (int j = 0; j < kontor_hs_kind_count (k); j++)
          stack[m++] = (gint8) k;
  kontor_rng_init (&rng, seed);
  kontor_rng_shuffle (&rng, stack, m);
  return m;
}

/* ---------------------------------------------------------------- header */

static gboolean
players_from_json (JsonObject *root, HsSetup *s, GError **error)
{
  KontorPlayersRule rule = { HS_MAX_PLAYERS, HS_NAME_MAX, kontor_hs_player_color_from_id,
                             _("list 2 to 4 players"), _("not a player colour of Hansa") };
  g_autofree char *path = NULL, *why = NULL;

  if (kontor_json_read_players (root, &rule, &s->n_players, &s->names[0][0], s->colors, &path, &why))
    return TRUE;
  kontor_hs_set_error (error, HS_ERROR_SETUP_PLAYERS, path, why);
  return FALSE;
}

gboolean
kontor_hs_variant_from_json (JsonObject *root, gboolean *extrakarte, GError **error)
{
  JsonNode *n = json_object_get_member (root, "variant");
  JsonArray *list;
  const char *one;

  *extrakarte = FALSE;
  if (absent (n))
    return TRUE;
  if ((one = node_string (n)) != NULL && strcmp (one, "extrakarte") == 0)
    {
      *extrakarte = TRUE;
      return TRUE;
    }
  if ((list = kontor_json_node_array (n)) != NULL)
    {
      if (json_array_get_length (list) == 0)
        return TRUE;
      if (json_array_get_length (list) == 1
          && g_strcmp0 (node_string (json_array_get_element (list, 0)), "extrakarte") == 0)
        {
          *extrakarte = TRUE;
          return TRUE;
        }
    }
  kontor_hs_set_error (error, HS_ERROR_SETUP_VARIANT, "variant", NULL);
  return FALSE;
}

static gboolean
draws_from_json (JsonObject *root, HsSetup *s, GError **error)
{
  if (kontor_json_read_draws (root, &s->seeded, &s->seed))
    return TRUE;
  kontor_hs_set_error (error, HS_ERROR_SETUP_DRAWS, "draws", NULL);
  return FALSE;
}

static gboolean
colours_from_json (JsonObject *root, HsSetup *s, GError **error)
{
  JsonArray *list = kontor_json_node_array (json_object_get_member (root, "goods_colors"));

  if (list == NULL || (int) json_array_get_length (list) != s->n_players + 2)
    {
      /* Translators: the number of goods colours needed, then the number of players */
      g_autofree char *why = g_strdup_printf (_("list %d goods colours for %d players"), s->n_players + 2, s->n_players);
      kontor_hs_set_error (error, HS_ERROR_SETUP_COLOURS, "goods_colors", why);
      return FALSE;
    }
  s->n_goods = s->n_players + 2;
  for (int i = 0; i < s->n_goods; i++)
    {
      int c = kontor_hs_goods_from_id (node_string (json_array_get_element (list, i)));
      for (int j = 0; c >= 0 && j < i; j++)
        if (s->goods[j] == c)
          c = -2;
      if (c < 0)
        {
          g_autofree char *at = g_strdup_printf ("goods_colors[%d]", i);
          kontor_hs_set_error (error, HS_ERROR_SETUP_COLOURS, at,
                               c == -2 ? _("this colour is listed twice") : _("not a goods colour of Hansa"));
          return FALSE;
        }
      s->goods[i] = c;
    }
  return TRUE;
}

static gboolean
warehouses_from_json (JsonObject *root, HsSetup *s, const gint8 *stack, int m, GError **error)
{
  JsonNode *n = json_object_get_member (root, "warehouses");
  JsonArray *list = kontor_json_node_array (n);
  int left[HS_N_KINDS] = { 0 };

  for (int i = 0; i < s->n_goods; i++)
    for (int k = s->goods[i] * 3; k < s->goods[i] * 3 + 3; k++)
      left[k] = kontor_hs_kind_count (k);
  if (s->seeded)
    for (int i = 0; i < s->n_spaces; i++)
      s->warehouses[i] = stack[m - 1 - i];
  if (absent (n) && s->seeded)
    return TRUE;
  if (list == NULL || (int) json_array_get_length (list) != s->n_spaces)
    {
      /* Translators: W, the number of warehouse spaces of the described board */
      g_autofree char *why = g_strdup_printf (_("the board has %d warehouse spaces"), s->n_spaces);
      kontor_hs_set_error (error, HS_ERROR_SETUP_WAREHOUSES, "warehouses", why);
      return FALSE;
    }
  for (int i = 0; i < s->n_spaces; i++)
    {
      JsonNode *e = json_array_get_element (list, i);
      const char *id = node_string (e);
      int k = kontor_hs_kind_from_id (id);
      g_autofree char *at = g_strdup_printf ("warehouses[%d]", i);
      if (k < 0)
        {
          kontor_hs_set_error (error, HS_ERROR_UNKNOWN_ID, at, id ? id : _("not a string"));
          return FALSE;
        }
      if (s->seeded)
        {
          if (k != s->warehouses[i])
            {
              /* Translators: %s is a goods marker id such as red-2 (not translated) */
              g_autofree char *why = g_strdup_printf (_("the seed draws %s here"), kontor_hs_kind_id (s->warehouses[i]));
              kontor_hs_set_error (error, HS_ERROR_SEED_MISMATCH, at, why);
              return FALSE;
            }
        }
      else
        {
          if (left[k] == 0)
            {
              kontor_hs_set_error (error, HS_ERROR_DRAW_UNAVAILABLE, at, id);
              return FALSE;
            }
          left[k]--;
          s->warehouses[i] = k;
        }
    }
  return TRUE;
}

static gboolean
piles_from_json (JsonObject *root, HsSetup *s, int remainder, GError **error)
{
  JsonNode *n = json_object_get_member (root, "piles");
  JsonArray *list = kontor_json_node_array (n);
  int sum = 0;

  if (absent (n))
    {
      for (int i = 0; i < HS_N_PILES; i++)
        s->piles[i] = remainder / HS_N_PILES + (i < remainder % HS_N_PILES ? 1 : 0);
      return TRUE;
    }
  if (list && json_array_get_length (list) == HS_N_PILES)
    {
      for (int i = 0; i < HS_N_PILES; i++)
        {
          gint64 v;
          if (!node_int (json_array_get_element (list, i), &v) || v < 1 || v > HS_MAX_MARKERS)
            {
              sum = -1;
              break;
            }
          s->piles[i] = (int) v;
          sum += (int) v;
        }
      if (sum == remainder)
        return TRUE;
    }
  {
    /* Translators: the number of markers left for the 5 supply piles */
    g_autofree char *why = g_strdup_printf (_("5 piles adding up to %d markers"), remainder);
    kontor_hs_set_error (error, HS_ERROR_SETUP_PILES, "piles", why);
  }
  return FALSE;
}

gboolean
kontor_hs_setup_from_json (JsonObject *root, gpointer data, GError **error)
{
  HsSetup *s = data;
  JsonNode *board;
  gint8 stack[HS_MAX_MARKERS];
  int m;

  memset (s, 0, sizeof *s);
  if (!players_from_json (root, s, error) || !kontor_hs_variant_from_json (root, &s->extrakarte, error)
      || !draws_from_json (root, s, error))
    return FALSE;
  board = json_object_get_member (root, "board");
  if (!absent (board) && g_strcmp0 (node_string (board), "hansa-schacht") != 0)
    {
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, "board", _("Hansa has one board, “hansa-schacht”"));
      return FALSE;
    }
  if (!kontor_hs_profile_from_json (json_object_get_member (root, "board_profile"), "board_profile",
                                    &s->profile, error))
    return FALSE;
  for (int c = 0; c < HS_N_CITIES; c++)
    s->n_spaces += s->profile.warehouses[c];
  if (!colours_from_json (root, s, error))
    return FALSE;
  m = kontor_hs_seeded_stack (s->goods, s->n_goods, s->seed, stack);
  if (!warehouses_from_json (root, s, stack, m, error))
    return FALSE;
  return piles_from_json (root, s, m - s->n_spaces, error);
}

void
kontor_hs_setup_to_json (gconstpointer data, JsonBuilder *b)
{
  const HsSetup *s = data;

  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, "hansa-schacht");
  json_builder_set_member_name (b, "board_profile");
  kontor_hs_profile_to_json (&s->profile, b);
  json_builder_set_member_name (b, "variant");
  json_builder_begin_array (b);
  if (s->extrakarte)
    json_builder_add_string_value (b, "extrakarte");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_hs_player_colors[s->colors[i]]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "goods_colors");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_goods; i++)
    json_builder_add_string_value (b, kontor_hs_goods_ids[s->goods[i]]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "warehouses");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_spaces; i++)
    json_builder_add_string_value (b, kontor_hs_kind_id (s->warehouses[i]));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "piles");
  json_builder_begin_array (b);
  for (int i = 0; i < HS_N_PILES; i++)
    json_builder_add_int_value (b, s->piles[i]);
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

/* ---------------------------------------------------------------- a new game */

/* The shipped profiles are resources; anything else is read as a file. */
JsonNode *
kontor_hs_load_profile (const char *board, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) local = NULL;

  if (board == NULL || strcmp (board, "hansa-schacht") == 0 || strcmp (board, "hansa-schacht-example") == 0)
    {
      g_autofree char *res = g_strdup_printf ("/io/github/kontor/Kontor/boards/%s.json",
                                              board ? board : "hansa-schacht");
      bytes = g_resource_lookup_data (kontor_hs_get_resource (), res, G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
    }
  else
    {
      g_autofree char *data = NULL;
      gsize len;
      if (g_file_get_contents (board, &data, &len, &local))
        bytes = g_bytes_new_take (g_steal_pointer (&data), len);
    }
  /* an empty file parses without error but holds no document */
  if (bytes == NULL
      || !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &local)
      || json_parser_get_root (parser) == NULL)
    {
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, "board", local ? local->message : NULL);
      return NULL;
    }
  return json_node_copy (json_parser_get_root (parser));
}

JsonObject *
kontor_hs_new_header (const KontorNewGame *req, GError **error)
{
  g_autoptr (JsonNode) profile = NULL;
  HsProfile check;
  JsonObject *root;
  JsonArray *players, *goods;

  if (req->n_players < 2 || req->n_players > HS_MAX_PLAYERS)
    {
      /* Translators: the number of players given on the command line */
      g_autofree char *why = g_strdup_printf (_("%d players were asked for"), req->n_players);
      kontor_hs_set_error (error, HS_ERROR_SETUP_PLAYERS, "players", why);
      return NULL;
    }
  profile = kontor_hs_load_profile (req->board, error);
  if (profile == NULL)
    return NULL;
  /* the shipped profile lacks what only the physical board shows (D-H2) */
  if (!kontor_hs_profile_from_json (profile, "board_profile", &check, error))
    {
      /* Translators: a new game of Hansa needs the numbers and warehouse spaces of the physical board; --board hansa-schacht-example is a command-line option (not translated) */
      g_prefix_error (error, "%s", _("Describe your board first, or start with the example board "
                                     "(--board hansa-schacht-example): "));
      return NULL;
    }
  root = json_object_new ();
  json_object_set_string_member (root, "board", "hansa-schacht");
  json_object_set_member (root, "board_profile", g_steal_pointer (&profile));
  json_object_set_array_member (root, "variant", json_array_new ());
  players = json_array_new ();
  for (int i = 0; i < req->n_players; i++)
    {
      JsonObject *p = json_object_new ();
      json_object_set_string_member (p, "name", req->names[i] && *req->names[i] ? req->names[i]
                                                : kontor_hs_player_colors[MAX (0, kontor_hs_player_color_from_id (req->colors[i]))]);
      json_object_set_string_member (p, "color", req->colors[i] ? req->colors[i] : "");
      json_array_add_object_element (players, p);
    }
  json_object_set_array_member (root, "players", players);
  goods = json_array_new ();
  for (int i = 0; i < req->n_players + 2; i++)
    json_array_add_string_element (goods, kontor_hs_goods_ids[i]);
  json_object_set_array_member (root, "goods_colors", goods);
  if (req->seeded)
    {
      JsonObject *d = json_object_new ();
      json_object_set_int_member (d, "seed", (gint64) req->seed);
      json_object_set_object_member (root, "draws", d);
    }
  else
    json_object_set_string_member (root, "draws", "table");
  /* with table draws the warehouses are named at the table: the header
   * lacks them until then (kontor-cli new refuses; the setup page asks) */
  if (!req->seeded)
    {
      g_autoptr (JsonObject) unused = root;
      kontor_hs_set_error (error, HS_ERROR_SETUP_WAREHOUSES, "warehouses",
                           /* Translators: --seed is a command-line option (not translated) */
                           _("name the markers drawn for the warehouses, or draw from a seed (--seed)"));
      return NULL;
    }
  return root;
}
