/* kontor-hs-json.c: Hansa's entries as the record writes them (spec §7):
 * read with their shape checks, and written back. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-json-private.h"
/* ---------------------------------------------------------------- entries */

static const char *const do_ids[] = {
  [HS_DO_SETUP_BOOTHS] = "setup-booths",
  [HS_DO_REFILL] = "refill",
  [HS_DO_SAIL] = "sail",
  [HS_DO_BUY] = "buy",
  [HS_DO_ESTABLISH] = "establish",
  [HS_DO_SELL] = "sell",
  [HS_DO_END_TURN] = "end-turn",
};

static void
note_unknown (HsAction *a, const char *id)
{
  if (!a->unknown)
    {
      a->unknown = TRUE;
      kontor_hs_copy_utf8 (a->unknown_text, sizeof a->unknown_text, id);
    }
}

static gboolean
bad_entry (GError **error, const char *detail)
{
  kontor_hs_set_error (error, HS_ERROR_BAD_ENTRY, NULL, detail);
  return FALSE;
}

/* A city field: required string; an unknown id is noted, not refused here. */
static gboolean
city_field (JsonObject *o, const char *name, HsAction *a, GError **error)
{
  JsonNode *n = json_object_get_member (o, name);
  const char *id = kontor_json_node_string (n);
  if (id == NULL)
    {
      /* Translators: %s is a field name of the record (not translated), e.g. to */
      g_autofree char *d = g_strdup_printf (_("“%s” must name a city"), name);
      return bad_entry (error, d);
    }
  a->city = (gint8) kontor_hs_city_from_id (id);
  if (a->city < 0)
    note_unknown (a, id);
  return TRUE;
}

static gboolean
kind_field (JsonObject *o, const char *name, HsAction *a, GError **error)
{
  const char *id = kontor_json_node_string (json_object_get_member (o, name));
  if (id == NULL)
    {
      /* Translators: %s is a field name of the record (not translated), e.g. marker */
      g_autofree char *d = g_strdup_printf (_("“%s” must name a goods marker"), name);
      return bad_entry (error, d);
    }
  a->marker = (gint8) kontor_hs_kind_from_id (id);
  if (a->marker < 0)
    note_unknown (a, id);
  return TRUE;
}

/* A list of kinds: NULL node is an empty list; kinds beyond max are counted only. */
static gboolean
kind_list (JsonNode *n, const char *name, HsAction *a, gint8 *kinds, int max, guint16 *count, GError **error)
{
  JsonArray *list = kontor_json_node_array (n);
  guint len;

  *count = 0;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (list == NULL)
    {
      /* Translators: %s is a field name of the record (not translated), e.g. markers */
      g_autofree char *d = g_strdup_printf (_("“%s” must be a list of goods markers"), name);
      return bad_entry (error, d);
    }
  len = json_array_get_length (list);
  for (guint i = 0; i < len; i++)
    {
      const char *id = kontor_json_node_string (json_array_get_element (list, i));
      int k;
      if (id == NULL)
        {
          /* Translators: %s is a field name of the record (not translated), e.g. markers */
          g_autofree char *d = g_strdup_printf (_("“%s” must be a list of goods markers"), name);
          return bad_entry (error, d);
        }
      k = kontor_hs_kind_from_id (id);
      if (k < 0)
        note_unknown (a, id);
      if ((int) i < max)
        kinds[i] = (gint8) k;
    }
  *count = (guint16) MIN (len, G_MAXUINT16);
  return TRUE;
}

static gboolean
losses_field (JsonObject *o, const HsPosition *pos, HsAction *a, GError **error)
{
  JsonNode *n = json_object_get_member (o, "losses");
  JsonArray *list = kontor_json_node_array (n);

  a->n_losses = 0;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (list == NULL)
    return bad_entry (error, _("“losses” must be a list"));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *e = kontor_json_node_object (json_array_get_element (list, i));
      const char *player = e ? kontor_json_node_string (json_object_get_member (e, "player")) : NULL;
      JsonNode *mk = e ? json_object_get_member (e, "markers") : NULL;
      HsLoss loss = { .seat = HS_NOT_A_PLAYER };
      guint16 cnt;
      int c;
      if (player == NULL || mk == NULL || !JSON_NODE_HOLDS_ARRAY (mk))
        return bad_entry (error, _("each loss names a “player” and their lost “markers”"));
      if (!kind_list (mk, "markers", a, loss.kinds, HS_LOSS_KINDS, &cnt, error))
        return FALSE;
      loss.n = (guint8) MIN (cnt, 255);
      c = kontor_hs_player_color_from_id (player);
      for (int s = 0; c >= 0 && s < pos->n_players; s++)
        if (pos->colors[s] == c)
          loss.seat = (gint8) s;
      if (i < HS_LOSS_MAX)
        a->losses[i] = loss;
      a->n_losses = (guint8) MIN (i + 1, 255);
    }
  return TRUE;
}

gboolean
kontor_hs_action_from_json (JsonNode *node, gconstpointer data, gpointer out, GError **error)
{
  const HsPosition *pos = data;
  HsAction *a = out;
  JsonObject *o = kontor_json_node_object (node);
  const char *what;
  JsonNode *by;
  int d = -1;

  memset (a, 0, sizeof *a);
  a->city = -1;
  a->marker = -1;
  a->by = HS_BY_ABSENT;
  if (pos->ended)
    {
      kontor_hs_set_error (error, HS_ERROR_GAME_OVER, NULL, NULL);
      return FALSE;
    }
  if (o == NULL)
    return bad_entry (error, _("an entry is an object"));
  what = kontor_json_node_string (json_object_get_member (o, "do"));
  for (guint i = 0; what && i < G_N_ELEMENTS (do_ids); i++)
    if (strcmp (what, do_ids[i]) == 0)
      d = (int) i;
  if (d < 0)
    return bad_entry (error, _("unknown “do”"));
  a->what = (guint8) d;
  switch (d)
    {
    case HS_DO_SETUP_BOOTHS:
      if (!city_field (o, "city", a, error))
        return FALSE;
      break;
    case HS_DO_SAIL:
      if (!city_field (o, "to", a, error))
        return FALSE;
      break;
    case HS_DO_BUY:
    case HS_DO_ESTABLISH:
      if (!kind_field (o, "marker", a, error))
        return FALSE;
      break;
    case HS_DO_REFILL:
      {
        JsonNode *mk = json_object_get_member (o, "markers");
        a->has_markers = mk != NULL && !JSON_NODE_HOLDS_NULL (mk);
        if (!a->has_markers && !pos->seeded)
          return bad_entry (error, _("a refill names the markers drawn"));
        if (!kind_list (mk, "markers", a, a->markers, HS_LIST_MAX, &a->n_markers, error))
          return FALSE;
      }
      break;
    case HS_DO_SELL:
      if (!kind_list (json_object_get_member (o, "markers"), "markers", a, a->markers, HS_LIST_MAX, &a->n_markers, error)
          || !losses_field (o, pos, a, error))
        return FALSE;
      break;
    case HS_DO_END_TURN:
      if (!kind_list (json_object_get_member (o, "discard"), "discard", a, a->discard, HS_LIST_MAX, &a->n_discard, error))
        return FALSE;
      break;
    }
  by = json_object_get_member (o, "by");
  if (by && !JSON_NODE_HOLDS_NULL (by))
    {
      int c = kontor_hs_player_color_from_id (kontor_json_node_string (by));
      a->by = HS_BY_OTHER;
      for (int s = 0; c >= 0 && s < pos->n_players; s++)
        if (pos->colors[s] == c)
          a->by = (gint8) s;
    }
  return TRUE;
}

static void
add_kinds (JsonBuilder *b, const gint8 *kinds, int n)
{
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    json_builder_add_string_value (b, kontor_hs_kind_id (kinds[i]));
  json_builder_end_array (b);
}

void
kontor_hs_action_to_json (JsonBuilder *b, gconstpointer data, gconstpointer pdata)
{
  const HsAction *a = data;
  const HsPosition *pos = pdata;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "do");
  json_builder_add_string_value (b, do_ids[a->what]);
  switch (a->what)
    {
    case HS_DO_SETUP_BOOTHS:
      json_builder_set_member_name (b, "city");
      json_builder_add_string_value (b, kontor_hs_city_ids[a->city]);
      break;
    case HS_DO_SAIL:
      json_builder_set_member_name (b, "to");
      json_builder_add_string_value (b, kontor_hs_city_ids[a->city]);
      break;
    case HS_DO_BUY:
    case HS_DO_ESTABLISH:
      json_builder_set_member_name (b, "marker");
      json_builder_add_string_value (b, kontor_hs_kind_id (a->marker));
      break;
    case HS_DO_REFILL:
      json_builder_set_member_name (b, "markers");
      if (a->has_markers)
        add_kinds (b, a->markers, MIN (a->n_markers, HS_LIST_MAX));
      else
        {
          gint8 kinds[HS_MAX_SPACES];
          int n = kontor_hs_seeded_draws (pos, kontor_hs_empty_spaces (pos), kinds);
          add_kinds (b, kinds, n);
        }
      break;
    case HS_DO_SELL:
      json_builder_set_member_name (b, "markers");
      add_kinds (b, a->markers, MIN (a->n_markers, HS_LIST_MAX));
      if (a->n_losses > 0)
        {
          json_builder_set_member_name (b, "losses");
          json_builder_begin_array (b);
          for (int i = 0; i < MIN (a->n_losses, HS_LOSS_MAX); i++)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "player");
              json_builder_add_string_value (b, a->losses[i].seat >= 0
                                                ? kontor_hs_player_colors[pos->colors[a->losses[i].seat]] : "?");
              json_builder_set_member_name (b, "markers");
              add_kinds (b, a->losses[i].kinds, MIN (a->losses[i].n, HS_LOSS_KINDS));
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      break;
    case HS_DO_END_TURN:
      if (a->n_discard > 0)
        {
          json_builder_set_member_name (b, "discard");
          add_kinds (b, a->discard, MIN (a->n_discard, HS_LIST_MAX));
        }
      break;
    }
  json_builder_end_object (b);
}

