/* kontor-json-private.h: strict typed access to JSON members, the one
 * dialect every reader of records, end positions and board data uses.
 * "Strict": an integer is a JSON number without fraction or exponent
 * (game-record.md), a string is a string; anything else reads as absent.
 * For optional fields with a default, json-glib's
 * json_object_get_*_member_with_default (1.6) does the rest. */
#pragma once

#include <json-glib/json-glib.h>
#include "kontor-file.h"

G_BEGIN_DECLS

static inline JsonNode *
kontor_json_member (JsonObject *o, const char *name)
{
  return o ? json_object_get_member (o, name) : NULL;
}

/* Missing, or null (an optional field set to null counts as absent). */
static inline gboolean
kontor_json_absent (JsonObject *o, const char *name)
{
  JsonNode *n = kontor_json_member (o, name);
  return n == NULL || JSON_NODE_HOLDS_NULL (n);
}

static inline const char *
kontor_json_node_string (JsonNode *n)
{
  return (n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
         ? json_node_get_string (n) : NULL;
}

static inline gboolean
kontor_json_node_is_int (JsonNode *n)
{
  return n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64;
}

static inline gboolean
kontor_json_node_int (JsonNode *n, gint64 *out)
{
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

static inline JsonObject *
kontor_json_node_object (JsonNode *n)
{
  return (n && JSON_NODE_HOLDS_OBJECT (n)) ? json_node_get_object (n) : NULL;
}

static inline JsonArray *
kontor_json_node_array (JsonNode *n)
{
  return (n && JSON_NODE_HOLDS_ARRAY (n)) ? json_node_get_array (n) : NULL;
}

static inline const char *
kontor_json_string (JsonObject *o, const char *name)
{
  return kontor_json_node_string (kontor_json_member (o, name));
}

static inline gboolean
kontor_json_int (JsonObject *o, const char *name, gint64 *out)
{
  return kontor_json_node_int (kontor_json_member (o, name), out);
}

static inline JsonObject *
kontor_json_object (JsonObject *o, const char *name)
{
  return kontor_json_node_object (kontor_json_member (o, name));
}

static inline JsonArray *
kontor_json_array (JsonObject *o, const char *name)
{
  return kontor_json_node_array (kontor_json_member (o, name));
}

/* kontor_json_parse, saying "end position" rather than "game record" when
 * json-glib refuses the text. */
gboolean kontor_json_parse_for (const char *data, gssize length, KontorFileFormat what, JsonNode **root,
                                GError **error);

/* The writer every file Kontor saves shares (kontor-file.c): an object
 * opened with "format" and "version": 1; _end closes it, frees the builder
 * and returns the text, pretty-printed with an indent of 2. */
JsonBuilder *kontor_json_writer_begin (const char *format);
char *kontor_json_writer_end (JsonBuilder *builder);

/* The record's "draws" (game-record.md, "Draws"): absent, null or "table"
 * (drawn at the table: *seeded FALSE), or {"seed": N} with N an integer
 * 0 … 2^53 − 1.  FALSE when it is anything else (the title refuses it with
 * its own id, at the path "draws"). */
static inline gboolean
kontor_json_read_draws (JsonObject *root, gboolean *seeded, guint64 *seed)
{
  JsonNode *n = kontor_json_member (root, "draws");
  JsonObject *o;
  gint64 v;

  *seeded = FALSE;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n) || g_strcmp0 (kontor_json_node_string (n), "table") == 0)
    return TRUE;
  o = kontor_json_node_object (n);
  if (o && kontor_json_node_int (json_object_get_member (o, "seed"), &v) && v >= 0
      && v <= (G_GINT64_CONSTANT (1) << 53) - 1)
    {
      *seeded = TRUE;
      *seed = (guint64) v;
      return TRUE;
    }
  return FALSE;
}

/* A record's "players" (game-record.md): 2 … max_players objects, each a
 * name (non-empty, shorter than name_max bytes, kontor_player_name_check)
 * and a colour color_of maps to an index ≥ 0, no colour twice.  The
 * title's own words for its limits come with the rule. */
typedef struct {
  int max_players;
  gsize name_max;
  int (*color_of) (const char *id);   /* -1: not a colour of the title */
  const char *count_why;               /* "list 2 to 4 players" */
  const char *color_why;               /* "not a pawn colour of …" */
} KontorPlayersRule;

/* Fills n_out, names (n × name_max bytes, may be NULL) and colors; on a
 * refusal FALSE with the JSON path ("players[2].name") and the reason in
 * *path and *why (to free), which the title words with its own id. */
gboolean kontor_json_read_players (JsonObject *root, const KontorPlayersRule *rule, int *n_out, char *names,
                                   int *colors, char **path, char **why);

G_END_DECLS
