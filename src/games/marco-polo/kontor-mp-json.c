/* kontor-mp-json.c: Marco Polo's entries as the record writes them (spec §7):
 * read with every shape check of §3.27's first steps, and written back. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-json-private.h"
/* ---------------------------------------------------------------- entries */

static const char *const do_ids[MP_N_DO] = {
  [MP_DO_ROLL] = "roll",
  [MP_DO_MOVE] = "move",
  [MP_DO_NO_MOVE] = "no-move",
  [MP_DO_COMBAT] = "combat",
  [MP_DO_REFUSE] = "refuse",
  [MP_DO_SELL] = "sell",
  [MP_DO_BUY] = "buy",
  [MP_DO_BUY_FROM] = "buy-from",
  [MP_DO_CHANCE] = "chance",
  [MP_DO_KHANBALIK] = "khanbalik",
  [MP_DO_MISSION] = "mission",
  [MP_DO_END_TURN] = "end-turn",
};

MpAction
kontor_mp_action_new (MpDo what)
{
  MpAction a;
  memset (&a, 0, sizeof a);
  a.what = (guint8) what;
  a.by = MP_BY_ABSENT;
  a.card = -1;
  a.player = -1;
  a.pay_card = -1;
  a.to.group = -1;
  return a;
}

static gboolean
bad_entry (GError **error, const char *detail)
{
  kontor_mp_set_error (error, MP_ERROR_BAD_ENTRY, NULL, detail);
  return FALSE;
}

static gboolean
missing_field (GError **error, const char *name)
{
  /* Translators: %s is a field name of the record (not translated), e.g. steps */
  g_autofree char *d = g_strdup_printf (_("the field “%s” is missing or of the wrong kind"), name);
  return bad_entry (error, d);
}

static JsonNode *
member (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && !JSON_NODE_HOLDS_NULL (n) ? n : NULL;
}

/* An integer field clamped to lo … hi (out-of-range values stay out of the rules' range). */
static gboolean
int_field (JsonObject *o, const char *name, gboolean required, int lo, int hi, gint8 *out, gboolean *present,
           GError **error)
{
  JsonNode *n = member (o, name);
  gint64 v;
  *present = FALSE;
  if (n == NULL)
    return required ? missing_field (error, name) : TRUE;
  if (!kontor_json_node_int (n, &v))
    return missing_field (error, name);
  *out = (gint8) CLAMP (v, lo, hi);
  *present = TRUE;
  return TRUE;
}

static int
seat_of_color (const MpPosition *pos, const char *id)
{
  int c = kontor_mp_player_color_from_id (id);
  for (int s = 0; c >= 0 && s < pos->n_players; s++)
    if (pos->colors[s] == c)
      return s;
  return -1;
}

/* A space object {kind, group?, label?}; FALSE (with *why) when malformed. */
static gboolean
space_from_json (JsonNode *n, MpSpace *s, const char **why)
{
  JsonObject *o = kontor_json_node_object (n);
  JsonNode *ln;
  int kind, group = -1;

  if (o == NULL)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return (*why = _("a space is an object with a “kind”")), FALSE;
  kind = kontor_mp_space_from_id (kontor_json_node_string (member (o, "kind")));
  if (kind < 0)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return (*why = _("“kind” names no kind of space")), FALSE;
  if (kind == MP_SPACE_TRADING)
    {
      group = kontor_mp_group_from_id (kontor_json_node_string (member (o, "group")));
      if (group < 0)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return (*why = _("a trading place names its group (blue, green, red or orange)")), FALSE;
    }
  kontor_mp_space_set (s, kind, group);
  ln = member (o, "label");
  if (ln)
    {
      const char *label = kontor_json_node_string (ln);
      if (label == NULL || strlen (label) >= MP_LABEL_MAX)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return (*why = _("a label is a text of at most 63 bytes")), FALSE;
      g_strlcpy (s->label, label, sizeof s->label);
    }
  return TRUE;
}

/* A list of kinds (§0, tablet and secret included); FALSE if not a list of kind ids. */
static gboolean
kind_list (JsonNode *n, gint8 *kinds, guint8 *count)
{
  JsonArray *list = kontor_json_node_array (n);
  guint len;

  *count = 0;
  if (list == NULL)
    return FALSE;
  len = json_array_get_length (list);
  for (guint i = 0; i < len; i++)
    {
      int k = kontor_mp_kind_from_id (kontor_json_node_string (json_array_get_element (list, i)));
      if (k < 0)
        return FALSE;
      if (i < MP_LIST_MAX)
        kinds[i] = (gint8) k;
    }
  *count = (guint8) MIN (len, 255);
  return TRUE;
}

/* raise: [{"sell": kind | "tablet" | "secret"}] */
static gboolean
raise_list (JsonNode *n, MpRaise *r)
{
  JsonArray *list = kontor_json_node_array (n);
  guint len;

  r->n = 0;
  if (n == NULL)
    return TRUE;
  if (list == NULL)
    return FALSE;
  len = json_array_get_length (list);
  for (guint i = 0; i < len; i++)
    {
      JsonObject *o = kontor_json_node_object (json_array_get_element (list, i));
      int k = kontor_mp_kind_from_id (kontor_json_node_string (member (o, "sell")));
      if (k < 0)
        return FALSE;
      if (i < MP_LIST_MAX)
        r->items[i] = (gint8) k;
    }
  r->n = (guint8) MIN (len, 255);
  return TRUE;
}

static gboolean
text_field (JsonObject *o, const char *name, gboolean required, char *out, gsize size, gboolean *present,
            GError **error)
{
  JsonNode *n = member (o, name);
  const char *s = kontor_json_node_string (n);
  if (present)
    *present = FALSE;
  if (n == NULL)
    return required ? missing_field (error, name) : TRUE;
  if (s == NULL || strlen (s) >= size)
    {
      /* Translators: %s is a field name of the record (not translated), then the longest text it takes, in bytes */
      g_autofree char *d = g_strdup_printf (_("the field “%s” must be a text of at most %d bytes"), name,
                                            (int) size - 1);
      return bad_entry (error, d);
    }
  g_strlcpy (out, s, size);
  if (present)
    *present = TRUE;
  return TRUE;
}

static int
party_of (const MpPosition *pos, const char *id)
{
  if (g_strcmp0 (id, "bank") == 0)
    return MP_PARTY_BANK;
  if (g_strcmp0 (id, "booty") == 0)
    return MP_PARTY_BOOTY;
  return id ? seat_of_color (pos, id) : -1;
}

/* One primitive of §7.3; anything malformed stays MP_FX_INVALID (refused in order). */
static void
effect_from_json (JsonNode *n, const MpPosition *pos, MpEffect *e)
{
  JsonObject *o = kontor_json_node_object (n), *p;
  const char *key;
  g_autoptr (GList) members = NULL;
  JsonNode *pn;

  memset (e, 0, sizeof *e);
  e->what = MP_FX_INVALID;
  e->player = -1;
  e->card = -1;
  if (o == NULL || json_object_get_size (o) != 1)
    return;
  members = json_object_get_members (o);
  key = members->data;
  p = kontor_json_node_object (json_object_get_member (o, key));
  if (p == NULL)
    return;
  pn = member (p, "player");
  if (pn && (strcmp (key, "move-pawn") == 0 || strcmp (key, "skip-turns") == 0))
    {
      e->player = (gint8) seat_of_color (pos, kontor_json_node_string (pn));
      if (e->player < 0)
        return;
    }
  if (strcmp (key, "coins") == 0)
    {
      gint64 v;
      int from = party_of (pos, kontor_json_string (p, "from")), to = party_of (pos, kontor_json_string (p, "to"));
      if (!kontor_json_node_int (member (p, "n"), &v) || v <= 0 || v % 100 != 0 || v > MP_MAX_EFFECT_COINS)
        return;
      if (from == -1 || to == -1 || from == to)
        return;
      if (!raise_list (member (p, "raise"), &e->raise))
        return;
      e->n = (gint32) (v / 100);
      e->from = (gint8) from;
      e->to = (gint8) to;
      e->what = MP_FX_COINS;
    }
  else if (strcmp (key, "move-pawn") == 0)
    {
      const char *why;
      if (!space_from_json (member (p, "to"), &e->space, &why))
        return;
      e->what = MP_FX_MOVE_PAWN;
    }
  else if (strcmp (key, "lose-card") == 0 || strcmp (key, "gain-card") == 0)
    {
      gboolean lose = key[0] == 'l';
      const char *to = kontor_json_string (p, "to");
      e->card = (gint8) kontor_mp_kind_from_id (kontor_json_string (p, "card"));
      if (!kontor_mp_kind_is_goods (e->card))
        return;
      if (lose)
        {
          if (g_strcmp0 (to, "booty") == 0)
            e->to = 0;
          else if (g_strcmp0 (to, "pile") == 0)
            e->to = 1;
          else
            return;
        }
      e->what = lose ? MP_FX_LOSE_CARD : MP_FX_GAIN_CARD;
    }
  else if (strcmp (key, "skip-turns") == 0)
    {
      gint64 v;
      if (!kontor_json_node_int (member (p, "n"), &v) || v < 1 || v > MP_MAX_SKIP)
        return;
      e->n = (gint32) v;
      e->what = MP_FX_SKIP_TURNS;
    }
}

static gboolean
move_from_json (JsonObject *o, MpAction *a, GError **error)
{
  const char *why = NULL;
  gboolean present;
  JsonNode *n;

  if (!int_field (o, "steps", TRUE, 0, 7, &a->steps, &present, error))
    return FALSE;
  if (!space_from_json (member (o, "to"), &a->to, &why))
    return bad_entry (error, why);
  n = member (o, "mode_change");
  if (n && (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN))
    return missing_field (error, "mode_change");
  a->mode_change = n && json_node_get_boolean (n);
  return TRUE;
}

/* pay: {"card": K} (1), {"coins": 200} (2), absent (0) or any other shape (3). */
static gboolean
pay_from_json (JsonObject *o, MpAction *a, GError **error)
{
  JsonNode *n = member (o, "pay");
  JsonObject *pay = kontor_json_node_object (n);

  a->pay = n == NULL ? 0 : 3;
  if (pay)
    {
      JsonNode *card = member (pay, "card"), *coins = member (pay, "coins");
      gint64 v;
      if (card && kontor_json_node_string (card))
        {
          a->pay_card = (gint8) kontor_mp_kind_from_id (kontor_json_node_string (card));
          if (a->pay_card < 0)
            /* Translators: why an entry of Marco Polo was refused, shown after the rule */
            return bad_entry (error, _("“pay.card” names no card"));
        }
      if (card && !coins && a->pay_card >= 0)
        a->pay = 1;
      else if (coins && !card && kontor_json_node_int (coins, &v) && v == 200)
        a->pay = 2;
    }
  return TRUE;
}

static gboolean
combat_from_json (JsonObject *o, const MpPosition *pos, MpAction *a, GError **error)
{
  gboolean present;

  if (!int_field (o, "red", !pos->seeded, 0, 7, &a->red, &present, error))
    return FALSE;
  a->has_value |= present ? MP_HAS_RED : 0;
  if (!int_field (o, "black", !pos->seeded, 0, 7, &a->black, &present, error))
    return FALSE;
  a->has_value |= present ? MP_HAS_BLACK : 0;
  if (!pay_from_json (o, a, error))
    return FALSE;
  if (!raise_list (member (o, "raise"), &a->raise))
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return bad_entry (error, _("“raise” is a list of {\"sell\": card}"));
  return TRUE;
}

static gboolean
buy_from_json_fields (JsonObject *o, const MpPosition *pos, MpAction *a, GError **error)
{
  JsonNode *n = member (o, "cards");
  gboolean present;
  gint8 count;

  if (n || !pos->seeded)
    {
      if (!kind_list (n, a->cards, &a->n_cards))
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return bad_entry (error, _("“cards” is a list of cards"));
      return TRUE;
    }
  if (!int_field (o, "count", TRUE, 0, 4, &count, &present, error))
    return FALSE;
  a->count = (guint8) count;
  return TRUE;
}

/* buy-from (player, card) and chance (card, effects). */
static gboolean
card_entry_from_json (JsonObject *o, const MpPosition *pos, MpAction *a, GError **error)
{
  JsonNode *n;

  if (a->what == MP_DO_BUY_FROM)
    {
      a->player = (gint8) seat_of_color (pos, kontor_json_string (o, "player"));
      if (a->player < 0)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return bad_entry (error, _("“player” names no player of this game"));
    }
  n = member (o, "card");
  if (n == NULL && !pos->seeded)
    return missing_field (error, "card");
  if (n)
    {
      a->card = (gint8) kontor_mp_kind_from_id (kontor_json_node_string (n));
      if (a->card < 0)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return bad_entry (error, _("“card” names no card"));
      a->has_value = MP_HAS_VALUE;
    }
  if (a->what == MP_DO_CHANCE)
    {
      JsonArray *fx = kontor_json_node_array (member (o, "effects"));
      if (fx == NULL)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return bad_entry (error, _("“effects” is a list"));
      a->n_effects = (guint8) MIN (json_array_get_length (fx), 255);
      for (guint i = 0; i < json_array_get_length (fx) && i < MP_MAX_EFFECTS; i++)
        effect_from_json (json_array_get_element (fx, i), pos, &a->effects[i]);
    }
  return TRUE;
}

static gboolean
khanbalik_from_json (JsonObject *o, MpAction *a, GError **error)
{
  gboolean present;

  if (!kind_list (member (o, "gifts"), a->cards, &a->n_cards))
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return bad_entry (error, _("“gifts” is a list of cards"));
  if (!text_field (o, "mission_hash", FALSE, a->hash, sizeof a->hash, &present, error))
    return FALSE;
  a->has_hash = (guint8) present;
  return TRUE;
}

static gboolean
mission_from_json (JsonObject *o, MpAction *a, GError **error)
{
  gboolean present;

  if (!text_field (o, "city", TRUE, a->city, sizeof a->city, NULL, error)
      || !text_field (o, "salt", FALSE, a->salt, sizeof a->salt, &present, error))
    return FALSE;
  a->has_salt = (guint8) present;
  return TRUE;
}

/* The fields of each kind of entry (§7); no-move, refuse and end-turn have none. */
static gboolean
fields_from_json (JsonObject *o, const MpPosition *pos, MpAction *a, GError **error)
{
  gboolean present;

  switch (a->what)
    {
    case MP_DO_ROLL:
      if (!int_field (o, "value", !pos->seeded, 0, 7, &a->value, &present, error))
        return FALSE;
      a->has_value = present ? MP_HAS_VALUE : 0;
      return TRUE;
    case MP_DO_MOVE:
      return move_from_json (o, a, error);
    case MP_DO_COMBAT:
      return combat_from_json (o, pos, a, error);
    case MP_DO_SELL:
      if (!kind_list (member (o, "cards"), a->cards, &a->n_cards))
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return bad_entry (error, _("“cards” is a list of cards"));
      return TRUE;
    case MP_DO_BUY:
      return buy_from_json_fields (o, pos, a, error);
    case MP_DO_BUY_FROM:
    case MP_DO_CHANCE:
      return card_entry_from_json (o, pos, a, error);
    case MP_DO_KHANBALIK:
      return khanbalik_from_json (o, a, error);
    case MP_DO_MISSION:
      return mission_from_json (o, a, error);
    default:
      return TRUE;
    }
}

gboolean
kontor_mp_action_from_json (JsonNode *node, gconstpointer data, gpointer out, GError **error)
{
  const MpPosition *pos = data;
  MpAction *a = out;
  JsonObject *o = kontor_json_node_object (node);
  const char *what;
  JsonNode *by;
  int d = -1;

  *a = kontor_mp_action_new (MP_DO_ROLL);
  if (pos->ended)
    {
      kontor_mp_set_error (error, MP_ERROR_GAME_OVER, NULL, NULL);
      return FALSE;
    }
  if (o == NULL)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return bad_entry (error, _("an entry is an object"));
  what = kontor_json_node_string (json_object_get_member (o, "do"));
  for (int i = 0; what && i < MP_N_DO; i++)
    if (strcmp (what, do_ids[i]) == 0)
      d = i;
  if (d < 0)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return bad_entry (error, _("unknown “do”"));
  a->what = (guint8) d;
  if (!fields_from_json (o, pos, a, error))
    return FALSE;
  by = json_object_get_member (o, "by");
  if (by && !JSON_NODE_HOLDS_NULL (by))
    {
      int s = seat_of_color (pos, kontor_json_node_string (by));
      a->by = (gint8) (s >= 0 ? s : MP_BY_OTHER);
    }
  return TRUE;
}

static void
add_space (JsonBuilder *b, const MpSpace *s)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, kontor_mp_space_ids[s->kind]);
  if (s->kind == MP_SPACE_TRADING)
    {
      json_builder_set_member_name (b, "group");
      json_builder_add_string_value (b, kontor_mp_group_ids[s->group]);
    }
  if (s->label[0])
    {
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, s->label);
    }
  json_builder_end_object (b);
}

static void
add_kinds (JsonBuilder *b, const char *name, const gint8 *kinds, int n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (int i = 0; i < MIN (n, MP_LIST_MAX); i++)
    json_builder_add_string_value (b, kontor_mp_kind_id (kinds[i]));
  json_builder_end_array (b);
}

static void
add_raise (JsonBuilder *b, const MpRaise *r)
{
  json_builder_set_member_name (b, "raise");
  json_builder_begin_array (b);
  for (int i = 0; i < MIN (r->n, MP_LIST_MAX); i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "sell");
      json_builder_add_string_value (b, kontor_mp_kind_id (r->items[i]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static const char *
party_id (const MpPosition *pos, int party)
{
  if (party == MP_PARTY_BANK)
    return "bank";
  if (party == MP_PARTY_BOOTY)
    return "booty";
  return kontor_mp_player_colors[pos->colors[party]];
}

static void
add_effect (JsonBuilder *b, const MpEffect *e, const MpPosition *pos)
{
  json_builder_begin_object (b);
  switch (e->what)
    {
    case MP_FX_COINS:
      json_builder_set_member_name (b, "coins");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "n");
      json_builder_add_int_value (b, (gint64) e->n * 100);
      json_builder_set_member_name (b, "from");
      json_builder_add_string_value (b, party_id (pos, e->from));
      json_builder_set_member_name (b, "to");
      json_builder_add_string_value (b, party_id (pos, e->to));
      if (e->raise.n > 0)
        add_raise (b, &e->raise);
      json_builder_end_object (b);
      break;
    case MP_FX_MOVE_PAWN:
    case MP_FX_SKIP_TURNS:
      json_builder_set_member_name (b, e->what == MP_FX_MOVE_PAWN ? "move-pawn" : "skip-turns");
      json_builder_begin_object (b);
      if (e->player >= 0)
        {
          json_builder_set_member_name (b, "player");
          json_builder_add_string_value (b, kontor_mp_player_colors[pos->colors[e->player]]);
        }
      if (e->what == MP_FX_MOVE_PAWN)
        {
          json_builder_set_member_name (b, "to");
          add_space (b, &e->space);
        }
      else
        {
          json_builder_set_member_name (b, "n");
          json_builder_add_int_value (b, e->n);
        }
      json_builder_end_object (b);
      break;
    case MP_FX_LOSE_CARD:
    case MP_FX_GAIN_CARD:
      json_builder_set_member_name (b, e->what == MP_FX_LOSE_CARD ? "lose-card" : "gain-card");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, kontor_mp_kind_id (e->card));
      if (e->what == MP_FX_LOSE_CARD)
        {
          json_builder_set_member_name (b, "to");
          json_builder_add_string_value (b, e->to ? "pile" : "booty");
        }
      json_builder_end_object (b);
      break;
    default:
      /* a malformed effect is never applied, so never saved; written as an unknown key */
      json_builder_set_member_name (b, "invalid");
      json_builder_begin_object (b);
      json_builder_end_object (b);
      break;
    }
  json_builder_end_object (b);
}

static void
add_int (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

static void
add_string (JsonBuilder *b, const char *name, const char *v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, v);
}

static void
move_to_json (JsonBuilder *b, const MpAction *a)
{
  add_int (b, "steps", a->steps);
  json_builder_set_member_name (b, "to");
  add_space (b, &a->to);
  if (a->mode_change)
    {
      json_builder_set_member_name (b, "mode_change");
      json_builder_add_boolean_value (b, TRUE);
    }
}

static void
combat_to_json (JsonBuilder *b, const MpAction *a)
{
  if (a->has_value & MP_HAS_RED)
    add_int (b, "red", a->red);
  if (a->has_value & MP_HAS_BLACK)
    add_int (b, "black", a->black);
  if (a->pay == 1 || a->pay == 2)
    {
      json_builder_set_member_name (b, "pay");
      json_builder_begin_object (b);
      if (a->pay == 1)
        add_string (b, "card", kontor_mp_kind_id (a->pay_card));
      else
        add_int (b, "coins", 200);
      json_builder_end_object (b);
    }
  if (a->raise.n > 0)
    add_raise (b, &a->raise);
}

/* buy-from (player, card) and chance (card, effects). */
static void
card_entry_to_json (JsonBuilder *b, const MpAction *a, const MpPosition *pos)
{
  if (a->what == MP_DO_BUY_FROM)
    add_string (b, "player", a->player >= 0 ? kontor_mp_player_colors[pos->colors[a->player]] : "?");
  if (a->has_value & MP_HAS_VALUE)
    add_string (b, "card", kontor_mp_kind_id (a->card));
  if (a->what == MP_DO_CHANCE)
    {
      json_builder_set_member_name (b, "effects");
      json_builder_begin_array (b);
      for (int i = 0; i < MIN (a->n_effects, MP_MAX_EFFECTS); i++)
        add_effect (b, &a->effects[i], pos);
      json_builder_end_array (b);
    }
}

static void
fields_to_json (JsonBuilder *b, const MpAction *a, const MpPosition *pos)
{
  switch (a->what)
    {
    case MP_DO_ROLL:
      if (a->has_value & MP_HAS_VALUE)
        add_int (b, "value", a->value);
      break;
    case MP_DO_MOVE:
      move_to_json (b, a);
      break;
    case MP_DO_COMBAT:
      combat_to_json (b, a);
      break;
    case MP_DO_SELL:
      add_kinds (b, "cards", a->cards, a->n_cards);
      break;
    case MP_DO_BUY:
      if (a->n_cards > 0 || !pos->seeded)
        add_kinds (b, "cards", a->cards, a->n_cards);
      else
        add_int (b, "count", a->count);
      break;
    case MP_DO_BUY_FROM:
    case MP_DO_CHANCE:
      card_entry_to_json (b, a, pos);
      break;
    case MP_DO_KHANBALIK:
      add_kinds (b, "gifts", a->cards, a->n_cards);
      if (a->has_hash)
        add_string (b, "mission_hash", a->hash);
      break;
    case MP_DO_MISSION:
      add_string (b, "city", a->city);
      if (a->has_salt)
        add_string (b, "salt", a->salt);
      break;
    default:
      break;
    }
}

void
kontor_mp_action_to_json (JsonBuilder *b, gconstpointer data, gconstpointer pdata)
{
  const MpAction *a = data;

  json_builder_begin_object (b);
  add_string (b, "do", a->what < MP_N_DO ? do_ids[a->what] : "?");
  fields_to_json (b, a, pdata);
  json_builder_end_object (b);
}

