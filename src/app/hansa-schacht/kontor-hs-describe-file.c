/* kontor-hs-describe-file.c: the description of a Hansa board as a file:
 * read leniently (shipped data or a saved description; anything unreadable
 * stays unknown), written in the shipped format, atomically. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-json-private.h"
#include "kontor-hs-describe.h"
#include "kontor-hs-describe-private.h"


void
kontor_hs_description_clear (Description *d)
{
  for (int c = 0; c < HS_N_CITIES; c++)
    g_free (d->name[c]);
  g_clear_pointer (&d->land, json_node_unref);
  memset (d, 0, sizeof *d);
}

/* Takes what is readable; anything else stays unknown.  FALSE when node
 * is not a profile of Hansa at all. */
gboolean
kontor_hs_description_read (JsonNode *node, Description *d)
{
  JsonObject *o = kontor_json_node_object (node);
  JsonArray *cities, *arrows, *complete;
  JsonNode *land;

  memset (d, 0, sizeof *d);
  cities = kontor_json_node_array (kontor_json_member (o, "cities"));
  if (cities == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (cities); i++)
    {
      JsonObject *c = kontor_json_node_object (json_array_get_element (cities, i));
      int city = kontor_hs_city_from_id (kontor_json_node_string (kontor_json_member (c, "id")));
      const char *name = kontor_json_node_string (kontor_json_member (c, "name"));
      JsonNode *start = kontor_json_member (c, "start");
      gint64 v;

      if (city < 0)
        continue;
      if (name && *name && g_utf8_validate (name, -1, NULL))
        {
          g_free (d->name[city]);
          d->name[city] = g_strdup (name);
        }
      if (kontor_json_node_int (kontor_json_member (c, "number"), &v) && v >= 1 && v <= 9)
        d->number[city] = (int) v;
      if (kontor_json_node_int (kontor_json_member (c, "warehouses"), &v) && v >= 1 && v <= 2)
        d->warehouses[city] = (int) v;
      d->start[city] = start && JSON_NODE_HOLDS_VALUE (start)
                       && json_node_get_value_type (start) == G_TYPE_BOOLEAN && json_node_get_boolean (start);
    }
  arrows = kontor_json_node_array (kontor_json_member (o, "arrows"));
  for (guint i = 0; arrows && i < json_array_get_length (arrows); i++)
    {
      JsonObject *a = kontor_json_node_object (json_array_get_element (arrows, i));
      int from = kontor_hs_city_from_id (kontor_json_node_string (kontor_json_member (a, "from")));
      int to = kontor_hs_city_from_id (kontor_json_node_string (kontor_json_member (a, "to")));
      JsonNode *inferred = kontor_json_member (a, "inferred");

      if (from < 0 || to < 0 || from == to)
        continue;
      d->arrows[from] |= 1u << to;
      if (inferred && JSON_NODE_HOLDS_VALUE (inferred)
          && json_node_get_value_type (inferred) == G_TYPE_BOOLEAN && json_node_get_boolean (inferred))
        d->inferred[from] |= 1u << to;
    }
  complete = kontor_json_node_array (kontor_json_member (o, "outgoing_complete"));
  for (guint i = 0; complete && i < json_array_get_length (complete); i++)
    {
      int city = kontor_hs_city_from_id (kontor_json_node_string (json_array_get_element (complete, i)));
      if (city >= 0)
        d->complete |= 1u << city;
    }
  land = kontor_json_member (o, "land");
  if (land && JSON_NODE_HOLDS_ARRAY (land))
    d->land = json_node_copy (land);
  return TRUE;
}

/* The cities in §0's order: id, name, number, warehouse spaces, start. */
static void
cities_to_json (const Description *d, JsonBuilder *b)
{
  json_builder_begin_array (b);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      const char *name = d->name[c];
      int number = d->number[c], spaces = d->warehouses[c];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, kontor_hs_city_ids[c]);
      json_builder_set_member_name (b, "name");
      if (name)
        json_builder_add_string_value (b, name);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "number");
      if (number > 0)
        json_builder_add_int_value (b, number);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "warehouses");
      if (spaces > 0)
        json_builder_add_int_value (b, spaces);
      else
        json_builder_add_null_value (b);
      if (d->start[c])
        {
          json_builder_set_member_name (b, "start");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

JsonNode *
kontor_hs_description_to_json (const Description *d)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "kontor-board");
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hansa-schacht");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);

  json_builder_set_member_name (b, "cities");
  cities_to_json (d, b);

  json_builder_set_member_name (b, "arrows");
  json_builder_begin_array (b);
  for (int c = 0; c < HS_N_CITIES; c++)
    for (int t = 0; t < HS_N_CITIES; t++)
      if (t != c && (d->arrows[c] & (1u << t)))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "from");
          json_builder_add_string_value (b, kontor_hs_city_ids[c]);
          json_builder_set_member_name (b, "to");
          json_builder_add_string_value (b, kontor_hs_city_ids[t]);
          if (d->inferred[c] & (1u << t))
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
    if (d->complete & (1u << c))
      json_builder_add_string_value (b, kontor_hs_city_ids[c]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "land");
  if (d->land)
    json_builder_add_value (b, json_node_copy (d->land));
  else
    {
      json_builder_begin_array (b);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
kontor_hs_description_write (JsonNode *root, GError **error)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *path = kontor_hs_described_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize len;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  data = json_generator_to_data (gen, &len);
  return g_file_set_contents (path, data, (gssize) len, error);
}
