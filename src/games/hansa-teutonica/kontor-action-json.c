/* kontor-action-json.c: one record action <-> KontorAction. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-action-json.h"
#include "kontor-json-private.h"
#include "kontor-rules-error.h"
#include "kontor-ht-enums.h"


/* The record's "do" ids are the GEnum nicks of KontorDo (glib-mkenums). */
const char *
kontor_do_id (KontorDo what)
{
  return kontor_enum_nick (KONTOR_TYPE_DO, what);
}

static gboolean G_GNUC_PRINTF (3, 4)
bad (GError **error, const char *field, const char *fmt, ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
               _("field “%s”: %s"), field, msg);
  return FALSE;
}

static gboolean
read_count (JsonObject *o, const char *name, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  gint64 v;
  if (n == NULL)
    {
      *out = 0;
      return TRUE;
    }
  if (!kontor_json_node_is_int (n))
    return bad (error, name, _("must be a whole number"));
  v = json_node_get_int (n);
  if (v < 0 || v > 99)
    return bad (error, name, _("must be between 0 and 99"));
  *out = (gint8) v;
  return TRUE;
}

static gboolean
read_route (JsonObject *o, const char *name, const KontorPosition *pos, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  int r;
  if (!(kontor_json_node_string (n) != NULL))
    return bad (error, name, _("must name a route such as “hamburg-luebeck”"));
  r = kontor_board_route_index (pos->board, json_node_get_string (n));
  if (r < 0)
    return bad (error, name, _("the board has no route “%s”"), json_node_get_string (n));
  *out = (gint8) r;
  return TRUE;
}

static gboolean
read_space_ref (JsonNode *node, const char *field, const KontorPosition *pos,
                KontorSpaceRef *out, GError **error)
{
  JsonObject *o = (node && JSON_NODE_HOLDS_OBJECT (node)) ? json_node_get_object (node) : NULL;
  JsonNode *s;
  if (o == NULL)
    return bad (error, field, _("must be an object with “route” and “space”"));
  if (!read_route (o, "route", pos, &out->route, error))
    return FALSE;
  s = kontor_json_member (o, "space");
  if (!kontor_json_node_is_int (s) || json_node_get_int (s) < 0
      || json_node_get_int (s) >= pos->board->routes[out->route].n_spaces)
    return bad (error, "space", _("route %s has spaces 0 to %d"),
                pos->board->routes[out->route].id, pos->board->routes[out->route].n_spaces - 1);
  out->space = (gint8) json_node_get_int (s);
  return TRUE;
}

static gboolean
read_piece (JsonObject *o, const char *name, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  KontorPieceKind k;
  if (!(kontor_json_node_string (n) != NULL) || !kontor_piece_from_id (json_node_get_string (n), &k))
    return bad (error, name, _("must be “trader” or “merchant”"));
  *out = (gint8) k;
  return TRUE;
}

static gboolean
read_city (JsonObject *o, const char *name, const KontorPosition *pos, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  int c;
  if (!(kontor_json_node_string (n) != NULL))
    return bad (error, name, _("must name a city such as “hamburg”"));
  c = kontor_board_city_index (pos->board, json_node_get_string (n));
  if (c < 0)
    return bad (error, name, _("the board has no city “%s”"), json_node_get_string (n));
  *out = (gint8) c;
  return TRUE;
}

static gboolean
read_ability (JsonObject *o, const char *name, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  KontorAbility a;
  if (!(kontor_json_node_string (n) != NULL) || !kontor_ability_from_id (json_node_get_string (n), &a))
    return bad (error, name, _("must be one of keys, actions, privilegium, liber-sophiae, money-bags"));
  *out = (gint8) a;
  return TRUE;
}

static gboolean
read_marker (JsonObject *o, const char *name, gint8 *out, GError **error)
{
  JsonNode *n = kontor_json_member (o, name);
  KontorMarker m;
  if (!(kontor_json_node_string (n) != NULL) || !kontor_marker_from_id (json_node_get_string (n), &m))
    return bad (error, name, _("must be a bonus marker kind such as “extra-office”"));
  *out = (gint8) m;
  return TRUE;
}

static gboolean
read_space (JsonObject *o, const KontorPosition *pos, KontorAction *a, GError **error)
{
  JsonNode *s;
  if (!read_route (o, "route", pos, &a->route, error))
    return FALSE;
  s = kontor_json_member (o, "space");
  if (!kontor_json_node_is_int (s) || json_node_get_int (s) < 0
      || json_node_get_int (s) >= pos->board->routes[a->route].n_spaces)
    return bad (error, "space", _("route %s has spaces 0 to %d"),
                pos->board->routes[a->route].id, pos->board->routes[a->route].n_spaces - 1);
  a->space = (gint8) json_node_get_int (s);
  return TRUE;
}

static gboolean
read_benefit (JsonObject *o, const KontorPosition *pos, KontorAction *a, GError **error)
{
  JsonNode *n = kontor_json_member (o, "benefit");
  JsonObject *bo, *inner;
  JsonNode *in;

  if (n == NULL || ((kontor_json_node_string (n) != NULL) && strcmp (json_node_get_string (n), "none") == 0))
    {
      a->benefit = KONTOR_BENEFIT_NONE;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (n) || json_object_get_size (json_node_get_object (n)) != 1)
    return bad (error, "benefit", _("must be “none” or an object with one of office, upgrade, prestige-table, extra-office"));
  bo = json_node_get_object (n);
  if ((in = kontor_json_member (bo, "upgrade")))
    {
      a->benefit = KONTOR_BENEFIT_UPGRADE;
      return read_ability (bo, "upgrade", &a->ability, error);
    }
  if ((in = kontor_json_member (bo, "office")) || (in = kontor_json_member (bo, "extra-office")))
    {
      a->benefit = kontor_json_member (bo, "office") ? KONTOR_BENEFIT_OFFICE : KONTOR_BENEFIT_EXTRA_OFFICE;
      inner = JSON_NODE_HOLDS_OBJECT (in) ? json_node_get_object (in) : NULL;
      if (inner == NULL)
        return bad (error, "benefit", _("an office needs “city” and “piece”"));
      return read_city (inner, "city", pos, &a->city, error) && read_piece (inner, "piece", &a->piece, error);
    }
  if ((in = kontor_json_member (bo, "coellen")) || (in = kontor_json_member (bo, "prestige-table")))
    {
      JsonNode *sp;
      a->benefit = KONTOR_BENEFIT_COELLEN;
      inner = JSON_NODE_HOLDS_OBJECT (in) ? json_node_get_object (in) : NULL;
      sp = kontor_json_member (inner, "space");
      if (!kontor_json_node_is_int (sp) || json_node_get_int (sp) < 0 || json_node_get_int (sp) >= pos->board->n_table)
        return bad (error, "space", _("the prestige table has spaces 0 to %d"), pos->board->n_table - 1);
      a->table_space = (gint8) json_node_get_int (sp);
      a->piece = KONTOR_PIECE_MERCHANT;
      return TRUE;
    }
  return bad (error, "benefit", _("must be “none” or an object with one of office, upgrade, prestige-table, extra-office"));
}

/* A list of {from, to} moves; every entry is read, the first `keep` are
 * stored, *n gets the length (the rules refuse too many by name). */
static gboolean
read_moves (JsonObject *o, const char *name, const KontorPosition *pos, KontorMove *out, int keep,
            gint8 *n, gboolean from_space_only, int route, GError **error)
{
  JsonNode *mn = kontor_json_member (o, name);
  JsonArray *arr = (mn && JSON_NODE_HOLDS_ARRAY (mn)) ? json_node_get_array (mn) : NULL;
  if (arr == NULL)
    return bad (error, name, _("must be a list of moves"));
  if (json_array_get_length (arr) > 20)
    return bad (error, name, _("too many entries"));
  *n = (gint8) json_array_get_length (arr);
  for (int i = 0; i < *n; i++)
    {
      JsonNode *en = json_array_get_element (arr, i);
      JsonObject *e = JSON_NODE_HOLDS_OBJECT (en) ? json_node_get_object (en) : NULL;
      KontorMove m;
      if (e == NULL)
        return bad (error, name, _("each entry must be an object with “from” and “to”"));
      if (from_space_only)
        {
          JsonNode *fn = kontor_json_member (e, "from");
          JsonObject *f = (fn && JSON_NODE_HOLDS_OBJECT (fn)) ? json_node_get_object (fn) : NULL;
          JsonNode *sp = f ? kontor_json_member (f, "space") : NULL;
          if (!kontor_json_node_is_int (sp) || json_node_get_int (sp) < 0 || json_node_get_int (sp) > 9)
            return bad (error, "from", _("must be an object with the “space” of the claimed route"));
          m.from.route = (gint8) route;
          m.from.space = (gint8) json_node_get_int (sp);
          /* D35: a space of another route holds none of the claimed route's pieces */
          if (kontor_json_member (f, "route") && route >= 0
              && g_strcmp0 (kontor_json_string (f, "route"), pos->board->routes[route].id) != 0)
            m.from.space = 9;
        }
      else if (!read_space_ref (kontor_json_member (e, "from"), "from", pos, &m.from, error))
        return FALSE;
      if (!read_space_ref (kontor_json_member (e, "to"), "to", pos, &m.to, error))
        return FALSE;
      if (i < keep)
        out[i] = m;
    }
  return TRUE;
}

/* Expansions §17.3: the claim's optional "permanent" effect. */
static gboolean
read_permanent (JsonObject *o, const KontorPosition *pos, KontorAction *a, GError **error)
{
  JsonNode *n = kontor_json_member (o, "permanent");
  JsonObject *po;
  KontorPermanent kind;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  po = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
  if (po == NULL || !kontor_permanent_from_id (kontor_json_string (po, "kind"), &kind))
    return bad (error, "permanent", _("must be an object whose “kind” is move-2, gain-privilege, build-in-green, reuse-2 or place-2"));
  a->perm = kind;
  a->perm_n = 0;
  switch (kind)
    {
    case KONTOR_PERMANENT_MOVE_2:
      return read_moves (po, "moves", pos, a->perm_moves, 2, &a->perm_n, FALSE, -1, error);
    case KONTOR_PERMANENT_REUSE_2:
      return read_moves (po, "pieces", pos, a->perm_moves, 2, &a->perm_n, TRUE, a->route, error);
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      return read_city (po, "city", pos, &a->perm_city, error) && read_piece (po, "piece", &a->perm_piece, error);
    case KONTOR_PERMANENT_PLACE_2:
      {
        JsonNode *pn = kontor_json_member (po, "pieces");
        JsonArray *arr = (pn && JSON_NODE_HOLDS_ARRAY (pn)) ? json_node_get_array (pn) : NULL;
        if (arr == NULL || json_array_get_length (arr) > 20)
          return bad (error, "pieces", _("must be a list of placed pieces"));
        a->perm_n = (gint8) json_array_get_length (arr);
        for (int i = 0; i < a->perm_n; i++)
          {
            JsonNode *en = json_array_get_element (arr, i);
            JsonObject *e = JSON_NODE_HOLDS_OBJECT (en) ? json_node_get_object (en) : NULL;
            JsonNode *from = kontor_json_member (e, "from");
            KontorRelocation r = { 0 };
            if (e == NULL)
              return bad (error, "pieces", _("each placed piece must be an object"));
            if (kontor_json_node_string (from) && strcmp (json_node_get_string (from), "stock") == 0)
              r.from = KONTOR_FROM_STOCK;
            else if (kontor_json_node_string (from) && strcmp (json_node_get_string (from), "supply") == 0)
              r.from = KONTOR_FROM_SUPPLY;
            else if (from && JSON_NODE_HOLDS_OBJECT (from))
              {
                r.from = KONTOR_FROM_BOARD;
                if (!read_space_ref (from, "from", pos, &r.src, error))
                  return FALSE;
              }
            else
              return bad (error, "from", _("must be “stock”, “supply” or a route space"));
            if (!read_space_ref (en, "pieces", pos, &r.dst, error) || !read_piece (e, "piece", &r.piece, error))
              return FALSE;
            if (i < 2)
              a->perm_place[i] = r;
          }
        return TRUE;
      }
    default:
      return TRUE;
    }
}

gboolean
kontor_action_from_json (JsonNode *node, const KontorPosition *pos, KontorAction *a, GError **error)
{
  JsonObject *o;
  JsonNode *n;
  int what = -1;

  /* game-record.md: once the game has ended every entry is refused so,
   * before its shape is looked at. */
  if (kontor_position_ended (pos))
    {
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_GAME_OVER,
                   _("The game is over; no more actions can be taken."));
      return FALSE;
    }
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "do", _("an action must be a JSON object"));
  o = json_node_get_object (node);
  n = kontor_json_member (o, "do");
  if (kontor_json_node_string (n) != NULL)
    {
      GEnumValue *v;
      kontor_do_id (KONTOR_DO_HIRE);   /* the class is referenced */
      v = g_enum_get_value_by_nick (g_type_class_peek (KONTOR_TYPE_DO), json_node_get_string (n));
      what = v ? v->value : -1;
    }
  if (what < 0)
    return bad (error, "do", _("unknown action “%s”"), kontor_json_node_string (n) ? kontor_json_node_string (n) : "");
  kontor_action_init (a, what);

  /* game-record.md: "by": null counts as absent; anything else that names
   * nobody in the game is the wrong player (apply refuses it). */
  if ((n = kontor_json_member (o, "by")) && !JSON_NODE_HOLDS_NULL (n))
    {
      const char *id = kontor_json_node_string (n);
      KontorColor c;
      a->by = KONTOR_BY_NOBODY;
      if (id != NULL && pos->neutral && strcmp (id, "neutral") == 0)
        a->by = KONTOR_NEUTRAL;
      else if (id != NULL && kontor_color_from_id (id, &c))
        for (int p = 0; p < pos->n_players; p++)
          if (pos->colors[p] == c)
            a->by = (gint8) p;
    }

  switch (what)
    {
    case KONTOR_DO_HIRE:
      return read_count (o, "traders", &a->traders, error) && read_count (o, "merchants", &a->merchants, error);
    case KONTOR_DO_PLACE:
      return read_space (o, pos, a, error) && read_piece (o, "piece", &a->piece, error);
    case KONTOR_DO_DISPLACE:
      {
        JsonNode *pay = kontor_json_member (o, "pay");
        JsonObject *po = (pay && JSON_NODE_HOLDS_OBJECT (pay)) ? json_node_get_object (pay) : NULL;
        if (!read_space (o, pos, a, error) || !read_piece (o, "piece", &a->piece, error))
          return FALSE;
        if (po == NULL)
          return bad (error, "pay", _("must be an object with “traders” and “merchants”"));
        return read_count (po, "traders", &a->traders, error) && read_count (po, "merchants", &a->merchants, error);
      }
    case KONTOR_DO_RELOCATE:
      {
        JsonNode *pn = kontor_json_member (o, "pieces");
        JsonArray *arr = (pn && JSON_NODE_HOLDS_ARRAY (pn)) ? json_node_get_array (pn) : NULL;
        if (arr == NULL)
          return bad (error, "pieces", _("must be a list of relocated pieces"));
        if (json_array_get_length (arr) > KONTOR_MAX_RELOCATE)
          return bad (error, "pieces", _("at most 3 pieces are relocated (the displaced one and up to 2 more)"));
        a->n = json_array_get_length (arr);
        for (int i = 0; i < a->n; i++)
          {
            JsonNode *en = json_array_get_element (arr, i);
            JsonObject *e = JSON_NODE_HOLDS_OBJECT (en) ? json_node_get_object (en) : NULL;
            KontorRelocation *r = &a->reloc[i];
            JsonNode *from = kontor_json_member (e, "from");
            if (e == NULL)
              return bad (error, "pieces", _("each relocated piece must be an object"));
            if ((kontor_json_node_string (from) != NULL) && strcmp (json_node_get_string (from), "displaced") == 0)
              r->from = KONTOR_FROM_DISPLACED;
            else if ((kontor_json_node_string (from) != NULL) && strcmp (json_node_get_string (from), "stock") == 0)
              r->from = KONTOR_FROM_STOCK;
            else if ((kontor_json_node_string (from) != NULL) && strcmp (json_node_get_string (from), "supply") == 0)
              r->from = KONTOR_FROM_SUPPLY;
            else if (from && JSON_NODE_HOLDS_OBJECT (from))
              {
                r->from = KONTOR_FROM_BOARD;
                if (!read_space_ref (from, "from", pos, &r->src, error))
                  return FALSE;
              }
            else
              return bad (error, "from", _("must be “displaced”, “stock”, “supply” or a route space"));
            if (!read_space_ref (en, "pieces", pos, &r->dst, error) || !read_piece (e, "piece", &r->piece, error))
              return FALSE;
          }
        return TRUE;
      }
    case KONTOR_DO_MOVE:
      {
        JsonNode *mn = kontor_json_member (o, "moves");
        JsonArray *arr = (mn && JSON_NODE_HOLDS_ARRAY (mn)) ? json_node_get_array (mn) : NULL;
        if (arr == NULL)
          return bad (error, "moves", _("must be a list of moves"));
        if (json_array_get_length (arr) > KONTOR_MAX_MOVES)
          return bad (error, "moves", _("no Liber Sophiae allows more than 5 moves"));
        a->n = json_array_get_length (arr);
        for (int i = 0; i < a->n; i++)
          {
            JsonNode *en = json_array_get_element (arr, i);
            JsonObject *e = JSON_NODE_HOLDS_OBJECT (en) ? json_node_get_object (en) : NULL;
            if (e == NULL)
              return bad (error, "moves", _("each move must be an object with “from” and “to”"));
            if (!read_space_ref (kontor_json_member (e, "from"), "from", pos, &a->moves[i].from, error)
                || !read_space_ref (kontor_json_member (e, "to"), "to", pos, &a->moves[i].to, error))
              return FALSE;
          }
        return TRUE;
      }
    case KONTOR_DO_CLAIM:
      return read_route (o, "route", pos, &a->route, error) && read_benefit (o, pos, a, error)
             && read_permanent (o, pos, a, error);
    case KONTOR_DO_USE_BONUS:
      if (!read_marker (o, "marker", &a->marker, error))
        return FALSE;
      switch (a->marker)
        {
        case KONTOR_MARKER_UPGRADE_ABILITY:
          return read_ability (o, "ability", &a->ability, error);
        case KONTOR_MARKER_REMOVE_3:
          {
            JsonNode *sn = kontor_json_member (o, "spaces");
            JsonNode *mv = kontor_json_member (o, "moves");
            if (mv && !JSON_NODE_HOLDS_NULL (mv))
              {
                /* Britannia's form (expansions §17.4) */
                a->remove_moves = TRUE;
                return read_moves (o, "moves", pos, a->moves, KONTOR_MAX_MOVES, &a->n, FALSE, -1, error)
                       && (a->n <= KONTOR_MAX_MOVES || bad (error, "moves", _("at most 3 pieces can be moved")));
              }
            JsonArray *arr = (sn && JSON_NODE_HOLDS_ARRAY (sn)) ? json_node_get_array (sn) : NULL;
            if (arr == NULL)
              return bad (error, "spaces", _("must be a list of route spaces"));
            if (json_array_get_length (arr) > KONTOR_MAX_REMOVE)
              return bad (error, "spaces", _("at most 3 pieces can be removed"));
            a->n = json_array_get_length (arr);
            for (int i = 0; i < a->n; i++)
              {
                if (!read_space_ref (json_array_get_element (arr, i), "spaces", pos, &a->remove[i], error))
                  return FALSE;
                for (int j = 0; j < i; j++)
                  if (a->remove[j].route == a->remove[i].route && a->remove[j].space == a->remove[i].space)
                    return bad (error, "spaces", _("each space can be named once"));
              }
            return TRUE;
          }
        case KONTOR_MARKER_SWAP_OFFICES:
          {
            JsonNode *sl = kontor_json_member (o, "slots");
            JsonArray *arr = (sl && JSON_NODE_HOLDS_ARRAY (sl)) ? json_node_get_array (sl) : NULL;
            JsonNode *s0, *s1;
            if (!read_city (o, "city", pos, &a->city, error))
              return FALSE;
            if (arr == NULL || json_array_get_length (arr) != 2)
              return bad (error, "slots", _("must be two neighbouring office numbers [i, i+1]"));
            s0 = json_array_get_element (arr, 0);
            s1 = json_array_get_element (arr, 1);
            if (!kontor_json_node_is_int (s0) || !kontor_json_node_is_int (s1) || json_node_get_int (s0) < 0
                || json_node_get_int (s0) >= KONTOR_MAX_SLOTS
                || json_node_get_int (s1) != json_node_get_int (s0) + 1)
              return bad (error, "slots", _("must be two neighbouring office numbers [i, i+1]"));
            a->slot = (gint8) json_node_get_int (s0);
            return TRUE;
          }
        default:
          return TRUE;
        }
    case KONTOR_DO_END_TURN:
      return TRUE;
    case KONTOR_DO_NEUTRAL_CLAIM:
      if (!read_route (o, "route", pos, &a->route, error))
        return FALSE;
      n = kontor_json_member (o, "city");
      if (n == NULL || JSON_NODE_HOLDS_NULL (n))
        a->city = -1;   /* allowed only when both cities are full */
      else if (!read_city (o, "city", pos, &a->city, error))
        return FALSE;
      return TRUE;
    case KONTOR_DO_PLACE_BONUS:
      n = kontor_json_member (o, "route");
      if (n == NULL || JSON_NODE_HOLDS_NULL (n))
        a->route = -1;
      else if (!read_route (o, "route", pos, &a->route, error))
        return FALSE;
      if (kontor_json_member (o, "marker") && !JSON_NODE_HOLDS_NULL (kontor_json_member (o, "marker")))
        return read_marker (o, "marker", &a->marker, error);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
add_space (JsonBuilder *b, const KontorPosition *pos, KontorSpaceRef ref)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "route");
  json_builder_add_string_value (b, pos->board->routes[ref.route].id);
  json_builder_set_member_name (b, "space");
  json_builder_add_int_value (b, ref.space);
  json_builder_end_object (b);
}

static void
add_str (JsonBuilder *b, const char *name, const char *value)
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
add_moves (JsonBuilder *b, const KontorPosition *pos, const char *name, const KontorMove *moves, int n,
           gboolean from_space_only)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "from");
      if (from_space_only)
        {
          json_builder_begin_object (b);
          add_int (b, "space", moves[i].from.space);
          json_builder_end_object (b);
        }
      else
        add_space (b, pos, moves[i].from);
      json_builder_set_member_name (b, "to");
      add_space (b, pos, moves[i].to);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_permanent (JsonBuilder *b, const KontorAction *a, const KontorPosition *pos)
{
  int n = MIN (a->perm_n, 2);
  json_builder_set_member_name (b, "permanent");
  json_builder_begin_object (b);
  add_str (b, "kind", kontor_permanent_id (a->perm));
  switch (a->perm)
    {
    case KONTOR_PERMANENT_MOVE_2:
      add_moves (b, pos, "moves", a->perm_moves, n, FALSE);
      break;
    case KONTOR_PERMANENT_REUSE_2:
      add_moves (b, pos, "pieces", a->perm_moves, n, TRUE);
      break;
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      if (a->perm_city >= 0)
        add_str (b, "city", pos->board->cities[a->perm_city].id);
      if (a->perm_piece >= 0)
        add_str (b, "piece", kontor_piece_id (a->perm_piece));
      break;
    case KONTOR_PERMANENT_PLACE_2:
      json_builder_set_member_name (b, "pieces");
      json_builder_begin_array (b);
      for (int i = 0; i < n; i++)
        {
          const KontorRelocation *r = &a->perm_place[i];
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "from");
          if (r->from == KONTOR_FROM_STOCK)
            json_builder_add_string_value (b, "stock");
          else if (r->from == KONTOR_FROM_SUPPLY)
            json_builder_add_string_value (b, "supply");
          else
            add_space (b, pos, r->src);
          add_str (b, "route", pos->board->routes[r->dst.route].id);
          add_int (b, "space", r->dst.space);
          add_str (b, "piece", kontor_piece_id (r->piece));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      break;
    default:
      break;
    }
  json_builder_end_object (b);
}

void
kontor_action_to_json (JsonBuilder *b, const KontorAction *a, const KontorPosition *pos)
{
  const KontorBoard *board = pos->board;

  json_builder_begin_object (b);
  add_str (b, "do", kontor_do_id (a->what));
  if (kontor_position_is_owner (pos, a->by))
    add_str (b, "by", kontor_color_id (pos->colors[a->by]));
  switch (a->what)
    {
    case KONTOR_DO_HIRE:
      add_int (b, "traders", a->traders);
      add_int (b, "merchants", a->merchants);
      break;
    case KONTOR_DO_PLACE:
    case KONTOR_DO_DISPLACE:
      add_str (b, "route", board->routes[a->route].id);
      add_int (b, "space", a->space);
      add_str (b, "piece", kontor_piece_id (a->piece));
      if (a->what == KONTOR_DO_DISPLACE)
        {
          json_builder_set_member_name (b, "pay");
          json_builder_begin_object (b);
          add_int (b, "traders", a->traders);
          add_int (b, "merchants", a->merchants);
          json_builder_end_object (b);
        }
      break;
    case KONTOR_DO_RELOCATE:
      json_builder_set_member_name (b, "pieces");
      json_builder_begin_array (b);
      for (int i = 0; i < a->n; i++)
        {
          const KontorRelocation *r = &a->reloc[i];
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "from");
          switch (r->from)
            {
            case KONTOR_FROM_DISPLACED: json_builder_add_string_value (b, "displaced"); break;
            case KONTOR_FROM_STOCK: json_builder_add_string_value (b, "stock"); break;
            case KONTOR_FROM_SUPPLY: json_builder_add_string_value (b, "supply"); break;
            default: add_space (b, pos, r->src); break;
            }
          add_str (b, "route", board->routes[r->dst.route].id);
          add_int (b, "space", r->dst.space);
          add_str (b, "piece", kontor_piece_id (r->piece));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      break;
    case KONTOR_DO_MOVE:
      json_builder_set_member_name (b, "moves");
      json_builder_begin_array (b);
      for (int i = 0; i < a->n; i++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "from");
          add_space (b, pos, a->moves[i].from);
          json_builder_set_member_name (b, "to");
          add_space (b, pos, a->moves[i].to);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      break;
    case KONTOR_DO_CLAIM:
      add_str (b, "route", board->routes[a->route].id);
      json_builder_set_member_name (b, "benefit");
      switch (a->benefit)
        {
        case KONTOR_BENEFIT_OFFICE:
        case KONTOR_BENEFIT_EXTRA_OFFICE:
          json_builder_begin_object (b);
          json_builder_set_member_name (b, a->benefit == KONTOR_BENEFIT_OFFICE ? "office" : "extra-office");
          json_builder_begin_object (b);
          add_str (b, "city", board->cities[a->city].id);
          add_str (b, "piece", kontor_piece_id (a->piece));
          json_builder_end_object (b);
          json_builder_end_object (b);
          break;
        case KONTOR_BENEFIT_UPGRADE:
          json_builder_begin_object (b);
          add_str (b, "upgrade", kontor_ability_id (a->ability));
          json_builder_end_object (b);
          break;
        case KONTOR_BENEFIT_COELLEN:
          json_builder_begin_object (b);
          /* D32: "coellen" on the base boards, as always */
          json_builder_set_member_name (b, board->expansion ? "prestige-table" : "coellen");
          json_builder_begin_object (b);
          add_int (b, "space", a->table_space);
          json_builder_end_object (b);
          json_builder_end_object (b);
          break;
        default:
          json_builder_add_string_value (b, "none");
          break;
        }
      if (a->perm >= 0)
        add_permanent (b, a, pos);
      break;
    case KONTOR_DO_USE_BONUS:
      add_str (b, "marker", kontor_marker_id (a->marker));
      if (a->marker == KONTOR_MARKER_UPGRADE_ABILITY)
        add_str (b, "ability", kontor_ability_id (a->ability));
      else if (a->marker == KONTOR_MARKER_REMOVE_3 && a->remove_moves)
        add_moves (b, pos, "moves", a->moves, a->n, FALSE);
      else if (a->marker == KONTOR_MARKER_REMOVE_3)
        {
          json_builder_set_member_name (b, "spaces");
          json_builder_begin_array (b);
          for (int i = 0; i < a->n; i++)
            add_space (b, pos, a->remove[i]);
          json_builder_end_array (b);
        }
      else if (a->marker == KONTOR_MARKER_SWAP_OFFICES)
        {
          add_str (b, "city", board->cities[a->city].id);
          json_builder_set_member_name (b, "slots");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, a->slot);
          json_builder_add_int_value (b, a->slot + 1);
          json_builder_end_array (b);
        }
      break;
    case KONTOR_DO_PLACE_BONUS:
      json_builder_set_member_name (b, "route");
      if (a->route >= 0)
        json_builder_add_string_value (b, board->routes[a->route].id);
      else
        json_builder_add_null_value (b);
      if (a->marker >= 0)
        add_str (b, "marker", kontor_marker_id (a->marker));
      break;
    case KONTOR_DO_NEUTRAL_CLAIM:
      add_str (b, "route", board->routes[a->route].id);
      json_builder_set_member_name (b, "city");
      if (a->city >= 0)
        json_builder_add_string_value (b, board->cities[a->city].id);
      else
        json_builder_add_null_value (b);
      break;
    default:
      break;
    }
  json_builder_end_object (b);
}
