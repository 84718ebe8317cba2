/* kontor-test-json.c: see kontor-test-json.h. */
#include "config.h"

#include "kontor-test-json.h"

/* expected ⊆ actual: objects member by member, arrays element by element
 * with the same length, values equal. */
gboolean
kontor_test_json_subset (JsonNode *want, JsonNode *got, GString *where)
{
  if (got == NULL || JSON_NODE_TYPE (want) != JSON_NODE_TYPE (got))
    return FALSE;
  if (JSON_NODE_HOLDS_OBJECT (want))
    {
      JsonObject *w = json_node_get_object (want), *g = json_node_get_object (got);
      g_autoptr (GList) members = json_object_get_members (w);
      for (GList *l = members; l; l = l->next)
        {
          gsize len = where->len;
          g_string_append_printf (where, ".%s", (const char *) l->data);
          if (!kontor_test_json_subset (json_object_get_member (w, l->data), json_object_get_member (g, l->data), where))
            return FALSE;
          g_string_truncate (where, len);
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (want))
    {
      JsonArray *w = json_node_get_array (want), *g = json_node_get_array (got);
      if (json_array_get_length (w) != json_array_get_length (g))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (w); i++)
        {
          gsize len = where->len;
          g_string_append_printf (where, "[%u]", i);
          if (!kontor_test_json_subset (json_array_get_element (w, i), json_array_get_element (g, i), where))
            return FALSE;
          g_string_truncate (where, len);
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_NULL (want))
    return TRUE;
  if (json_node_get_value_type (want) != json_node_get_value_type (got))
    {
      /* 3 and 3.0 are the same number */
      if ((json_node_get_value_type (want) == G_TYPE_INT64 || json_node_get_value_type (want) == G_TYPE_DOUBLE)
          && (json_node_get_value_type (got) == G_TYPE_INT64 || json_node_get_value_type (got) == G_TYPE_DOUBLE))
        return json_node_get_double (want) == json_node_get_double (got);
      return FALSE;
    }
  return json_node_equal (want, got);
}

void
kontor_test_assert_json_subset (JsonNode *want, JsonNode *got, const char *what)
{
  g_autoptr (GString) where = g_string_new (what);
  if (!kontor_test_json_subset (want, got, where))
    {
      g_autofree char *w = json_to_string (want, FALSE);
      g_autofree char *g = got ? json_to_string (got, FALSE) : g_strdup ("(nothing)");
      g_test_message ("%s differs (first at %s)", what, where->str);
      g_test_message ("want %s", w);
      g_test_message ("got  %s", g);
      g_test_fail ();
    }
}

