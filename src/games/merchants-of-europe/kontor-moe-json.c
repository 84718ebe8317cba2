/* kontor-moe-json.c: Merchants of Europe's entries as the record writes
 * them (spec §7.3): read with the shape checks of its step 2 (the values of
 * dice, owed and setup cards are kept for their own ids), and written back. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"
#include "kontor-json-private.h"

static const char *const do_ids[MOE_N_DO] = {
  [MOE_DO_SETUP_KONTOR] = "setup-kontor",
  [MOE_DO_SETUP_RESOURCES] = "setup-resources",
  [MOE_DO_SETUP_NEUTRAL] = "setup-neutral",
  [MOE_DO_SETUP_ROUTE] = "setup-route",
  [MOE_DO_ROLL] = "roll",
  [MOE_DO_DISCARD] = "discard",
  [MOE_DO_ROBBER] = "robber",
  [MOE_DO_PRODUCTION] = "production",
  [MOE_DO_TRADE] = "trade",
  [MOE_DO_BUY_RESOURCE] = "buy-resource",
  [MOE_DO_BANK_TRADE] = "bank-trade",
  [MOE_DO_BUY_DEV] = "buy-dev",
  [MOE_DO_BUILD_MERCHANT] = "build-merchant",
  [MOE_DO_BUILD_CARAVAN] = "build-caravan",
  [MOE_DO_BUILD_ROUTE] = "build-route",
  [MOE_DO_MOVE_MERCHANT] = "move-merchant",
  [MOE_DO_MOVE_CARAVAN] = "move-caravan",
  [MOE_DO_DELIVER] = "deliver",
  [MOE_DO_PLAY_DEV] = "play-dev",
  [MOE_DO_END_TURN] = "end-turn",
};

static const char *const fx_ids[MOE_N_FX] = {
  [MOE_FX_ROBBER] = "robber",
  [MOE_FX_TAKE_FROM_BANK] = "take-from-bank",
  [MOE_FX_TAKE_FROM_PLAYERS] = "take-from-players",
  [MOE_FX_FREE_ROUTE] = "free-route",
  [MOE_FX_FREE_MOVE] = "free-move",
};

MoeAction
kontor_moe_action_new (MoeDo what)
{
  MoeAction a;
  memset (&a, 0, sizeof a);
  a.what = (guint8) what;
  a.by = MOE_BY_ABSENT;
  a.card = -1;
  a.get_item = -1;
  a.with = MOE_COLOR_UNKNOWN;
  a.owner = MOE_COLOR_UNKNOWN;
  a.robber.card = -1;
  a.robber.from = MOE_COLOR_UNKNOWN;
  for (int m = 0; m < MOE_MAX_MOVES; m++)
    a.moves[m].found_gold = -1;
  a.text_len = 1;
  return a;
}

gboolean
kontor_moe_action_set_text (MoeAction *a, MoeText *field, const char *label)
{
  gsize n = strlen (label) + 1;

  if (n == 1)
    return (*field = 0), TRUE;
  if (a->text_len < 1 || a->text_len + n > MOE_TEXT_MAX)
    return FALSE;
  memcpy (a->text + a->text_len, label, n);
  *field = a->text_len;
  a->text_len = (guint16) (a->text_len + n);
  return TRUE;
}

/* ---------------------------------------------------------------- reading */

/* What a reader needs: the entry, whether draws are seeded, and the
 * reason of the first shape refusal. */
typedef struct {
  gboolean seeded;
  MoeAction *act;                      /* where labels are stored */
  const char *why;
  char field[48];
} Reader;

static gboolean
bad (Reader *r, const char *name)
{
  if (r->why == NULL)
    {
      g_strlcpy (r->field, name, sizeof r->field);
      r->why = r->field;
    }
  return FALSE;
}

static JsonNode *
member (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && !JSON_NODE_HOLDS_NULL (n) ? n : NULL;
}

/* A non-negative integer, clamped to MOE_MAX_COUNT. */
static gboolean
count_node (JsonNode *n, gint32 *out)
{
  gint64 v;
  if (!kontor_json_node_int (n, &v) || v < 0)
    return FALSE;
  *out = (gint32) MIN (v, MOE_MAX_COUNT);
  return TRUE;
}

static gboolean
count_field (Reader *r, JsonObject *o, const char *name, gboolean required, gint32 *out, guint8 *present)
{
  JsonNode *n = member (o, name);
  if (present)
    *present = n != NULL;
  if (n == NULL)
    return !required || bad (r, name);
  return count_node (n, out) || bad (r, name);
}

/* A label: a text of at most MOE_LABEL_MAX - 1 bytes, kept in the action. */
static gboolean
label_node (Reader *r, JsonNode *n, MoeText *out)
{
  const char *s = kontor_json_node_string (n);
  if (s == NULL || strlen (s) >= MOE_LABEL_MAX)
    return FALSE;
  return kontor_moe_action_set_text (r->act, out, s);
}

static gboolean
label_field (Reader *r, JsonObject *o, const char *name, gboolean required, MoeText *out, guint8 *present)
{
  JsonNode *n = member (o, name);
  *present = n != NULL;
  if (n == NULL)
    return !required || bad (r, name);
  return label_node (r, n, out) || bad (r, name);
}

static gboolean
bool_field (Reader *r, JsonObject *o, const char *name, guint8 *out)
{
  JsonNode *n = member (o, name);
  *out = 0;
  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return bad (r, name);
  *out = json_node_get_boolean (n) ? 1 : 0;
  return TRUE;
}

/* A colour named by a string: its index, or MOE_COLOR_UNKNOWN. */
static gboolean
color_field (Reader *r, JsonObject *o, const char *name, gint8 *out)
{
  const char *s = kontor_json_node_string (member (o, name));
  int c;
  if (s == NULL)
    return bad (r, name);
  c = kontor_moe_color_from_id (s);
  *out = (gint8) (c >= 0 ? c : MOE_COLOR_UNKNOWN);
  return TRUE;
}

static gboolean
piece_field (Reader *r, JsonObject *o, const char *name, gboolean required, gint8 *out)
{
  JsonNode *n = member (o, name);
  gint64 v;
  *out = 0;
  if (n == NULL)
    return !required || bad (r, name);
  if (!kontor_json_node_int (n, &v) || (v != 1 && v != 2))
    return bad (r, name);
  *out = (gint8) v;
  return TRUE;
}

/* {type: n} over resources (and "gold" when gold is not NULL). */
static gboolean
res_map (JsonNode *n, gint32 *counts, gint32 *gold)
{
  JsonObject *o = kontor_json_node_object (n);
  JsonObjectIter it;
  const char *key;
  JsonNode *val;

  if (o == NULL)
    return FALSE;
  json_object_iter_init (&it, o);
  while (json_object_iter_next (&it, &key, &val))
    {
      int t = kontor_moe_res_from_id (key);
      gint32 *slot = t >= 0 ? &counts[t] : (gold && strcmp (key, "gold") == 0) ? gold : NULL;
      if (slot == NULL || !count_node (val, slot))
        return FALSE;
    }
  return TRUE;
}

static gboolean
res_field (Reader *r, JsonObject *o, const char *name, gboolean required, gint32 *counts, gint32 *gold)
{
  JsonNode *n = member (o, name);
  if (n == NULL)
    return !required || bad (r, name);
  return res_map (n, counts, gold) || bad (r, name);
}

static gboolean
res_id_field (Reader *r, JsonObject *o, const char *name, gboolean gold_too, gint8 *out)
{
  const char *s = kontor_json_node_string (member (o, name));
  int t = kontor_moe_res_from_id (s);
  if (t < 0 && gold_too && g_strcmp0 (s, "gold") == 0)
    t = MOE_GOLD;
  if (t < 0)
    return bad (r, name);
  *out = (gint8) t;
  return TRUE;
}

/* steal: {from, card} or null (§3.6); card required with table draws. */
static gboolean
robber_fields (Reader *r, JsonObject *o, MoeRobber *rb)
{
  JsonNode *sn = member (o, "steal");
  JsonObject *so = kontor_json_node_object (sn);

  rb->card = -1;
  rb->from = MOE_COLOR_UNKNOWN;
  if (!label_field (r, o, "to", FALSE, &rb->to, &rb->has_to))
    return FALSE;
  if (sn == NULL)
    return TRUE;
  if (so == NULL || !color_field (r, so, "from", &rb->from))
    return bad (r, "steal");
  rb->has_steal = 1;
  if (member (so, "card") == NULL)
    return r->seeded || bad (r, "steal.card");
  return res_id_field (r, so, "card", FALSE, &rb->card);
}

static gboolean
token_fields (Reader *r, JsonObject *t, MoeMove *m)
{
  gint64 v;
  const char *from = kontor_json_node_string (member (t, "from"));
  guint8 has;

  if (t == NULL)
    return bad (r, "found.token");
  if (!label_field (r, t, "terrain", TRUE, &m->terrain, &has))
    return FALSE;
  if (!kontor_json_node_int (member (t, "value"), &v) || v < 2 || v > 12)
    return bad (r, "token.value");
  m->token_value = (gint8) v;
  if (from == NULL || strlen (from) >= MOE_LABEL_MAX || !kontor_moe_action_set_text (r->act, &m->token_from, from))
    return bad (r, "token.from");
  m->token_from_sea = strcmp (from, "sea") == 0;
  m->has_token = 1;
  return TRUE;
}

static gboolean
found_fields (Reader *r, JsonObject *o, MoeMove *m)
{
  JsonNode *fn = member (o, "found");
  JsonObject *f = kontor_json_node_object (fn);
  guint8 has;

  if (fn == NULL)
    return TRUE;
  if (f == NULL || !label_field (r, f, "city", TRUE, &m->city, &has))
    return bad (r, "found");
  m->has_found = 1;
  if (!count_field (r, f, "gold", FALSE, &m->found_gold, &has))
    return FALSE;
  if (!has)
    m->found_gold = -1;
  return member (f, "token") == NULL || token_fields (r, kontor_json_node_object (member (f, "token")), m);
}

static gboolean
tolls_field (Reader *r, JsonObject *o, MoeMove *m)
{
  JsonNode *n = member (o, "tolls");
  JsonArray *list = kontor_json_node_array (n);

  if (n == NULL)
    return TRUE;
  if (list == NULL)
    return bad (r, "tolls");
  m->has_tolls = 1;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      const char *s = kontor_json_node_string (json_array_get_element (list, i));
      int c = kontor_moe_color_from_id (s);
      if (s == NULL)
        return bad (r, "tolls");
      if (c >= 0)
        m->tolls |= (guint8) (1 << c);
      else
        m->toll_unknown = 1;
    }
  m->n_tolls_listed = (guint8) MIN (json_array_get_length (list), 255);
  return TRUE;
}

static gboolean
deliver_field (Reader *r, JsonObject *o, MoeMove *m)
{
  JsonNode *n = member (o, "deliver");
  JsonArray *list = kontor_json_node_array (n);

  if (n == NULL)
    return TRUE;
  if (list == NULL)
    return bad (r, "deliver");
  m->has_deliver = 1;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *d = kontor_json_node_object (json_array_get_element (list, i));
      MoeDelivery tmp, *dl = i < MOE_MAX_DELIVER ? &m->deliver[i] : &tmp;
      const char *city = kontor_json_node_string (member (d, "city"));
      if (d == NULL || !color_field (r, d, "owner", &dl->owner) || city == NULL || strlen (city) >= MOE_LABEL_MAX)
        return bad (r, "deliver");
      /* deliveries past the kept ones are never checked (D-M34): shape only */
      if (i < MOE_MAX_DELIVER && !kontor_moe_action_set_text (r->act, &dl->city, city))
        return bad (r, "deliver");
    }
  m->n_deliver = (guint8) MIN (json_array_get_length (list), MOE_MAX_DELIVER);
  return TRUE;
}

/* The fields of a movement: to, found (merchants), tolls and deliver (caravans). */
static gboolean
move_fields (Reader *r, JsonObject *o, MoeMove *m, gboolean caravan)
{
  if (!label_field (r, o, "to", FALSE, &m->to, &m->has_to))
    return FALSE;
  if (!caravan)
    return found_fields (r, o, m);
  return tolls_field (r, o, m) && deliver_field (r, o, m);
}

static gboolean
from_players (Reader *r, JsonObject *o, MoeEffect *e)
{
  JsonObject *from = kontor_json_node_object (member (o, "from"));
  JsonObjectIter it;
  const char *key;
  JsonNode *val;

  if (from == NULL)
    return bad (r, "from");
  json_object_iter_init (&it, from);
  while (json_object_iter_next (&it, &key, &val))
    {
      int c = kontor_moe_color_from_id (key);
      gint32 counts[MOE_N_RES] = { 0 };
      if (!res_map (val, counts, NULL))
        return bad (r, "from");
      for (int t = 0; t < MOE_N_RES && c >= 0; t++)
        e->from[c][t] = (guint8) MIN (counts[t], 255);
      if (c >= 0)
        e->from_mask |= (guint8) (1 << c);
      else
        e->from_unknown = 1;
    }
  return TRUE;
}

static gboolean
free_move (Reader *r, JsonObject *o, MoeEffect *e, MoeAction *a)
{
  gboolean merchant = member (o, "merchant") != NULL, caravan = member (o, "caravan") != NULL;

  if (merchant == caravan || a->n_moves >= MOE_MAX_MOVES)
    return bad (r, "free-move");
  e->caravan = caravan;
  e->move = a->n_moves++;
  return piece_field (r, o, caravan ? "caravan" : "merchant", TRUE, &e->piece)
         && count_field (r, o, "steps", FALSE, &e->steps, NULL)
         && move_fields (r, o, &a->moves[e->move], caravan);
}

static gboolean
effect_from_json (Reader *r, JsonNode *n, MoeEffect *e, MoeAction *a)
{
  JsonObject *o = kontor_json_node_object (n);
  const char *type = kontor_json_node_string (member (o, "type"));
  int t = -1;

  memset (e, 0, sizeof *e);
  for (int i = 0; type && i < MOE_N_FX; i++)
    if (strcmp (type, fx_ids[i]) == 0)
      t = i;
  if (t < 0)
    return bad (r, "type");
  e->type = (guint8) t;
  switch (t)
    {
    case MOE_FX_ROBBER:
      return robber_fields (r, o, &e->robber);
    case MOE_FX_TAKE_FROM_BANK:
      {
        gint32 counts[MOE_N_RES] = { 0 };
        e->has_resources = member (o, "resources") != NULL;
        if (!res_field (r, o, "resources", FALSE, counts, NULL))
          return FALSE;
        for (int i = 0; i < MOE_N_RES; i++)
          e->res[i] = (guint8) MIN (counts[i], 255);
        return count_field (r, o, "gold", FALSE, &e->gold, &e->has_gold);
      }
    case MOE_FX_TAKE_FROM_PLAYERS:
      return from_players (r, o, e);
    case MOE_FX_FREE_ROUTE:
      return (count_field (r, o, "n", TRUE, &e->n, NULL) && e->n >= 1) || bad (r, "n");
    default:
      return free_move (r, o, e, a);
    }
}

static gboolean
play_dev_fields (Reader *r, JsonObject *o, MoeAction *a)
{
  JsonArray *list = kontor_json_node_array (member (o, "effects"));
  int k = kontor_moe_dev_from_id (kontor_json_node_string (member (o, "kind")));

  if (k < 0)
    return bad (r, "kind");
  a->kind = (gint8) k;
  if (list == NULL || json_array_get_length (list) > MOE_MAX_EFFECTS)
    return bad (r, "effects");
  a->n_moves = 1;
  for (guint i = 0; i < json_array_get_length (list); i++)
    if (!effect_from_json (r, json_array_get_element (list, i), &a->effects[i], a))
      return FALSE;
  a->n_effects = (guint8) json_array_get_length (list);
  return TRUE;
}

/* setup-resources cards: 1–3 resource ids, else moe.setup-resources. */
static gboolean
setup_cards (Reader *r, JsonObject *o, MoeAction *a)
{
  JsonNode *n = member (o, "cards");
  JsonArray *list = kontor_json_node_array (n);
  guint len = list ? json_array_get_length (list) : 0;

  if (n == NULL)
    return bad (r, "cards");
  if (len < 1 || len > 3)
    a->own_invalid = 1;
  for (guint i = 0; i < len && !a->own_invalid; i++)
    {
      int t = kontor_moe_res_from_id (kontor_json_node_string (json_array_get_element (list, i)));
      if (t < 0)
        a->own_invalid = 1;
      a->cards[i] = (gint8) t;
    }
  a->n_cards = a->own_invalid ? 0 : (guint8) len;
  return TRUE;
}

static gboolean
dice_field (Reader *r, JsonObject *o, MoeAction *a)
{
  JsonNode *n = member (o, "dice");
  JsonArray *list = kontor_json_node_array (n);
  gint64 d[2] = { 0, 0 };

  if (n == NULL)
    return r->seeded || bad (r, "dice");
  a->has_dice = 1;
  if (list == NULL || json_array_get_length (list) != 2
      || !kontor_json_node_int (json_array_get_element (list, 0), &d[0])
      || !kontor_json_node_int (json_array_get_element (list, 1), &d[1])
      || d[0] < 1 || d[0] > 6 || d[1] < 1 || d[1] > 6)
    a->own_invalid = 1;
  else
    a->dice[0] = (gint8) d[0], a->dice[1] = (gint8) d[1];
  return TRUE;
}

/* owed: {colour: {type: n}}; anything wrong inside is moe.production-invalid. */
static gboolean
owed_field (Reader *r, JsonObject *o, MoeAction *a, const MoePosition *pos)
{
  JsonNode *n = member (o, "owed");
  JsonObject *owed = kontor_json_node_object (n);
  JsonObjectIter it;
  const char *key;
  JsonNode *val;

  if (n == NULL)
    return bad (r, "owed");
  if (owed == NULL)
    return (a->own_invalid = 1), TRUE;
  json_object_iter_init (&it, owed);
  while (json_object_iter_next (&it, &key, &val))
    {
      int c = kontor_moe_color_from_id (key);
      if (c < 0 || c == pos->neutral || !res_map (val, a->owed[c], NULL))
        {
          a->own_invalid = 1;
          memset (a->owed, 0, sizeof a->owed);
          a->owed_mask = 0;
          return TRUE;
        }
      a->owed_mask |= (guint8) (1 << c);
    }
  return TRUE;
}

static gboolean
route_gold (Reader *r, JsonObject *o, MoeAction *a)
{
  JsonNode *n = member (o, "gold");
  JsonObject *g = kontor_json_node_object (n);
  JsonObjectIter it;
  const char *key;
  JsonNode *val;

  if (n == NULL)
    return TRUE;
  if (g == NULL)
    return bad (r, "gold");
  a->has_gold = 1;
  json_object_iter_init (&it, g);
  while (json_object_iter_next (&it, &key, &val))
    {
      int c = kontor_moe_color_from_id (key);
      gint32 scratch;
      if (!count_node (val, c >= 0 ? &a->gold[c] : &scratch))
        return bad (r, "gold");
      if (c >= 0)
        a->gold_mask |= (guint8) (1 << c);
      else
        a->gold_unknown = 1;
    }
  return TRUE;
}

static gboolean
placement_fields (Reader *r, JsonObject *o, MoeAction *a)
{
  return label_field (r, o, "at", FALSE, &a->at, &a->has_at) && piece_field (r, o, "replace", FALSE, &a->replace);
}

static gboolean
fields_from_json (Reader *r, JsonObject *o, const MoePosition *pos, MoeAction *a)
{
  switch (a->what)
    {
    case MOE_DO_SETUP_KONTOR:
    case MOE_DO_SETUP_NEUTRAL:
      return label_field (r, o, "city", TRUE, &a->city, &a->has_city);
    case MOE_DO_SETUP_RESOURCES: return setup_cards (r, o, a);
    case MOE_DO_SETUP_ROUTE:
      return label_field (r, o, "at", FALSE, &a->at, &a->has_at) && bool_field (r, o, "caravan", &a->flag);
    case MOE_DO_ROLL: return dice_field (r, o, a);
    case MOE_DO_DISCARD: return res_field (r, o, "cards", TRUE, a->counts, NULL);
    case MOE_DO_ROBBER: return robber_fields (r, o, &a->robber);
    case MOE_DO_PRODUCTION: return owed_field (r, o, a, pos);
    case MOE_DO_TRADE:
      return color_field (r, o, "with", &a->with) && res_field (r, o, "give", TRUE, a->give, &a->give[MOE_GOLD])
             && res_field (r, o, "get", TRUE, a->get, &a->get[MOE_GOLD]);
    case MOE_DO_BUY_RESOURCE: return res_id_field (r, o, "card", FALSE, &a->card);
    case MOE_DO_BANK_TRADE:
      return res_id_field (r, o, "give", FALSE, &a->card) && res_id_field (r, o, "get", TRUE, &a->get_item);
    case MOE_DO_BUY_DEV:
      if (member (o, "card") == NULL)
        return TRUE;
      a->card = (gint8) kontor_moe_dev_from_id (kontor_json_node_string (member (o, "card")));
      return a->card >= 0 || bad (r, "card");
    case MOE_DO_BUILD_MERCHANT: return placement_fields (r, o, a);
    case MOE_DO_BUILD_CARAVAN:
      return placement_fields (r, o, a) && tolls_field (r, o, &a->moves[0]) && deliver_field (r, o, &a->moves[0]);
    case MOE_DO_BUILD_ROUTE:
      return label_field (r, o, "at", FALSE, &a->at, &a->has_at) && bool_field (r, o, "double_arrow", &a->flag)
             && bool_field (r, o, "free", &a->free) && route_gold (r, o, a);
    case MOE_DO_MOVE_MERCHANT:
    case MOE_DO_MOVE_CARAVAN:
      {
        gboolean caravan = a->what == MOE_DO_MOVE_CARAVAN;
        a->n_moves = 1;
        return piece_field (r, o, caravan ? "caravan" : "merchant", TRUE, &a->piece)
               && count_field (r, o, caravan ? "salt" : "grain", TRUE, &a->paid, NULL)
               && count_field (r, o, "steps", TRUE, &a->steps, NULL) && move_fields (r, o, &a->moves[0], caravan);
      }
    case MOE_DO_DELIVER:
      return piece_field (r, o, "caravan", TRUE, &a->piece) && color_field (r, o, "owner", &a->owner)
             && label_field (r, o, "city", TRUE, &a->city, &a->has_city);
    case MOE_DO_PLAY_DEV: return play_dev_fields (r, o, a);
    default:
      return TRUE;
    }
}

gboolean
kontor_moe_action_from_json (JsonNode *node, gconstpointer data, gpointer out, GError **error)
{
  const MoePosition *pos = data;
  MoeAction *a = out;
  JsonObject *o = kontor_json_node_object (node);
  Reader r = { pos->seeded, a, NULL, "" };
  const char *what;
  JsonNode *by;
  int d = -1;

  *a = kontor_moe_action_new (MOE_DO_END_TURN);
  if (pos->ended)
    return kontor_moe_set_error (error, MOE_ERROR_GAME_OVER, NULL, NULL);
  if (o == NULL)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, NULL, _("an entry is an object"));
  what = kontor_json_node_string (json_object_get_member (o, "do"));
  for (int i = 0; what && i < MOE_N_DO; i++)
    if (strcmp (what, do_ids[i]) == 0)
      d = i;
  if (d < 0)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, NULL, _("unknown “do”"));
  a->what = (guint8) d;
  if (!fields_from_json (&r, o, pos, a))
    {
      /* Translators: %s is a field name of the record (not translated), e.g. steps */
      g_autofree char *why = g_strdup_printf (_("the field “%s” is missing, of the wrong kind or out of range"),
                                              r.field);
      return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, NULL, why);
    }
  by = json_object_get_member (o, "by");
  if (by && !JSON_NODE_HOLDS_NULL (by))
    {
      int c = kontor_moe_color_from_id (kontor_json_node_string (by));
      a->by = (gint8) (c >= 0 ? c : MOE_BY_OTHER);
    }
  return TRUE;
}

/* ---------------------------------------------------------------- writing */

static void
add_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

/* {type: n} with the non-zero counts (and gold when given). */
static void
add_res (JsonBuilder *b, const char *name, const gint32 *counts, const gint32 *gold)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (int t = 0; t < MOE_N_RES; t++)
    if (counts[t] > 0)
      add_int (b, kontor_moe_res_ids[t], counts[t]);
  if (gold && *gold > 0)
    add_int (b, "gold", *gold);
  json_builder_end_object (b);
}

static void
add_res8 (JsonBuilder *b, const char *name, const guint8 *counts)
{
  gint32 c[MOE_N_RES];
  for (int t = 0; t < MOE_N_RES; t++)
    c[t] = counts[t];
  add_res (b, name, c, NULL);
}

static const char *
color_id (int c)
{
  return c >= 0 && c < MOE_N_COLORS ? kontor_moe_color_ids[c] : "none";
}

static void
add_robber (JsonBuilder *b, const MoeAction *a, const MoeRobber *rb)
{
  if (rb->has_to)
    add_string (b, "to", kontor_moe_text (a, rb->to));
  if (!rb->has_steal)
    return;
  json_builder_set_member_name (b, "steal");
  json_builder_begin_object (b);
  add_string (b, "from", color_id (rb->from));
  if (rb->card >= 0)
    add_string (b, "card", kontor_moe_res_ids[rb->card]);
  json_builder_end_object (b);
}

static void
add_move (JsonBuilder *b, const MoeAction *a, const MoeMove *m)
{
  if (m->has_to)
    add_string (b, "to", kontor_moe_text (a, m->to));
  if (m->has_found)
    {
      json_builder_set_member_name (b, "found");
      json_builder_begin_object (b);
      add_string (b, "city", kontor_moe_text (a, m->city));
      if (m->found_gold >= 0)
        add_int (b, "gold", m->found_gold);
      if (m->has_token)
        {
          json_builder_set_member_name (b, "token");
          json_builder_begin_object (b);
          add_string (b, "terrain", kontor_moe_text (a, m->terrain));
          add_int (b, "value", m->token_value);
          add_string (b, "from", kontor_moe_text (a, m->token_from));
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  if (m->has_tolls)
    {
      json_builder_set_member_name (b, "tolls");
      json_builder_begin_array (b);
      for (int c = 0; c < MOE_N_COLORS; c++)
        if (m->tolls & (1 << c))
          json_builder_add_string_value (b, kontor_moe_color_ids[c]);
      if (m->toll_unknown)
        json_builder_add_string_value (b, "none");
      json_builder_end_array (b);
    }
  if (m->has_deliver)
    {
      json_builder_set_member_name (b, "deliver");
      json_builder_begin_array (b);
      for (int i = 0; i < m->n_deliver; i++)
        {
          json_builder_begin_object (b);
          add_string (b, "owner", color_id (m->deliver[i].owner));
          add_string (b, "city", kontor_moe_text (a, m->deliver[i].city));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
}

static void
add_effect (JsonBuilder *b, const MoeAction *a, const MoeEffect *e)
{
  json_builder_begin_object (b);
  add_string (b, "type", fx_ids[e->type]);
  switch (e->type)
    {
    case MOE_FX_ROBBER:
      add_robber (b, a, &e->robber);
      break;
    case MOE_FX_TAKE_FROM_BANK:
      if (e->has_resources)
        add_res8 (b, "resources", e->res);
      if (e->has_gold)
        add_int (b, "gold", e->gold);
      break;
    case MOE_FX_TAKE_FROM_PLAYERS:
      json_builder_set_member_name (b, "from");
      json_builder_begin_object (b);
      for (int c = 0; c < MOE_N_COLORS; c++)
        if (e->from_mask & (1 << c))
          add_res8 (b, kontor_moe_color_ids[c], e->from[c]);
      if (e->from_unknown)
        {
          json_builder_set_member_name (b, "none");
          json_builder_begin_object (b);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
      break;
    case MOE_FX_FREE_ROUTE:
      add_int (b, "n", e->n);
      break;
    default:
      add_int (b, e->caravan ? "caravan" : "merchant", e->piece);
      add_int (b, "steps", e->steps);
      add_move (b, a, &a->moves[e->move]);
      break;
    }
  json_builder_end_object (b);
}

static void
add_owed (JsonBuilder *b, const MoeAction *a)
{
  json_builder_set_member_name (b, "owed");
  if (a->own_invalid)
    {
      json_builder_add_string_value (b, "invalid");
      return;
    }
  json_builder_begin_object (b);
  for (int c = 0; c < MOE_N_COLORS; c++)
    if (a->owed_mask & (1 << c))
      add_res (b, kontor_moe_color_ids[c], a->owed[c], NULL);
  json_builder_end_object (b);
}

static void
add_fields (JsonBuilder *b, const MoeAction *a)
{
  switch (a->what)
    {
    case MOE_DO_SETUP_KONTOR:
    case MOE_DO_SETUP_NEUTRAL:
      add_string (b, "city", kontor_moe_text (a, a->city));
      break;
    case MOE_DO_SETUP_RESOURCES:
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (int i = 0; i < a->n_cards; i++)
        json_builder_add_string_value (b, kontor_moe_res_ids[a->cards[i]]);
      json_builder_end_array (b);
      break;
    case MOE_DO_SETUP_ROUTE:
      if (a->has_at)
        add_string (b, "at", kontor_moe_text (a, a->at));
      if (a->flag)
        add_bool (b, "caravan", TRUE);
      break;
    case MOE_DO_ROLL:
      if (a->has_dice)
        {
          json_builder_set_member_name (b, "dice");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, a->own_invalid ? 0 : a->dice[0]);
          json_builder_add_int_value (b, a->own_invalid ? 0 : a->dice[1]);
          json_builder_end_array (b);
        }
      break;
    case MOE_DO_DISCARD: add_res (b, "cards", a->counts, NULL); break;
    case MOE_DO_ROBBER: add_robber (b, a, &a->robber); break;
    case MOE_DO_PRODUCTION: add_owed (b, a); break;
    case MOE_DO_TRADE:
      add_string (b, "with", color_id (a->with));
      add_res (b, "give", a->give, &a->give[MOE_GOLD]);
      add_res (b, "get", a->get, &a->get[MOE_GOLD]);
      break;
    case MOE_DO_BUY_RESOURCE: add_string (b, "card", kontor_moe_res_ids[a->card]); break;
    case MOE_DO_BANK_TRADE:
      add_string (b, "give", kontor_moe_res_ids[a->card]);
      add_string (b, "get", a->get_item == MOE_GOLD ? "gold" : kontor_moe_res_ids[a->get_item]);
      break;
    case MOE_DO_BUY_DEV:
      json_builder_set_member_name (b, "card");
      if (a->card > 0)
        json_builder_add_string_value (b, kontor_moe_dev_ids[a->card]);
      else
        json_builder_add_null_value (b);
      break;
    default:
      break;
    }
}

static void
add_piece_fields (JsonBuilder *b, const MoeAction *a)
{
  int k;
  switch (a->what)
    {
    case MOE_DO_BUILD_MERCHANT:
    case MOE_DO_BUILD_CARAVAN:
    case MOE_DO_BUILD_ROUTE:
      if (a->has_at)
        add_string (b, "at", kontor_moe_text (a, a->at));
      if (a->replace)
        add_int (b, "replace", a->replace);
      if (a->what == MOE_DO_BUILD_CARAVAN)
        add_move (b, a, &a->moves[0]);
      if (a->what != MOE_DO_BUILD_ROUTE)
        break;
      if (a->flag)
        add_bool (b, "double_arrow", TRUE);
      if (a->free)
        add_bool (b, "free", TRUE);
      if (!a->has_gold)
        break;
      json_builder_set_member_name (b, "gold");
      json_builder_begin_object (b);
      for (int c = 0; c < MOE_N_COLORS; c++)
        if (a->gold_mask & (1 << c))
          add_int (b, kontor_moe_color_ids[c], a->gold[c]);
      if (a->gold_unknown)
        add_int (b, "none", 0);
      json_builder_end_object (b);
      break;
    case MOE_DO_MOVE_MERCHANT:
    case MOE_DO_MOVE_CARAVAN:
      k = a->what == MOE_DO_MOVE_CARAVAN;
      add_int (b, k ? "caravan" : "merchant", a->piece);
      add_int (b, k ? "salt" : "grain", a->paid);
      add_int (b, "steps", a->steps);
      add_move (b, a, &a->moves[0]);
      break;
    case MOE_DO_DELIVER:
      add_int (b, "caravan", a->piece);
      add_string (b, "owner", color_id (a->owner));
      add_string (b, "city", kontor_moe_text (a, a->city));
      break;
    case MOE_DO_PLAY_DEV:
      add_string (b, "kind", kontor_moe_dev_ids[a->kind]);
      json_builder_set_member_name (b, "effects");
      json_builder_begin_array (b);
      for (int i = 0; i < a->n_effects; i++)
        add_effect (b, a, &a->effects[i]);
      json_builder_end_array (b);
      break;
    default:
      add_fields (b, a);
      break;
    }
}

void
kontor_moe_action_to_json (JsonBuilder *b, gconstpointer adata, gconstpointer pdata)
{
  const MoeAction *a = adata;

  (void) pdata;
  json_builder_begin_object (b);
  add_string (b, "do", a->what < MOE_N_DO ? do_ids[a->what] : "?");
  add_piece_fields (b, a);
  if (a->by >= 0 && a->by < MOE_N_COLORS)
    add_string (b, "by", kontor_moe_color_ids[a->by]);
  else if (a->by == MOE_BY_OTHER)
    add_int (b, "by", 0);
  json_builder_end_object (b);
}
