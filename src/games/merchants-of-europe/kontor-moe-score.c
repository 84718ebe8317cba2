/* kontor-moe-score.c: the progress sheet of Merchants of Europe (spec §5.3),
 * its JSON output (§7.5), end positions (§7.4) and the texts kontor-cli
 * prints.  The game has no points: the first player to deliver T tokens
 * wins (§5.1), and the ranks only order the sheet (D-M38). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"
#include "kontor-json-private.h"
#include "kontor-record.h"

#define UNSET (-1)

/* One line of the sheet; UNSET where an end position did not say. */
typedef struct {
  const char *name;
  int color;
  int delivered, covered;
  gint64 routes, gold, cards;
  int merchants, caravans, dev_cards;
  int hand[MOE_N_RES];
} MoeLine;

typedef struct {
  int n;
  gboolean main_board, from_record;
  int neutral;                         /* colour, -1 */
  int neutral_tokens;                  /* UNSET from an end position */
  MoeLine line[MOE_MAX_PLAYERS];
  int winner;                          /* seat, -1 */
  const MoePosition *pos;              /* NULL from an end position */
} MoeSheet;

static int
warehouse (const MoeSheet *sh)
{
  return kontor_moe_warehouse (sh->main_board, sh->n);
}

/* D-M38: 1 + the players ahead by delivered, then by kontors founded. */
static int
rank_of (const MoeSheet *sh, int p)
{
  int w = warehouse (sh), r = 1;
  const MoeLine *a = &sh->line[p];
  for (int q = 0; q < sh->n; q++)
    {
      const MoeLine *b = &sh->line[q];
      if (b->delivered > a->delivered || (b->delivered == a->delivered && w - b->covered > w - a->covered))
        r++;
    }
  return r;
}

static void
sheet_from_position (const MoePosition *pos, const MoeSetup *s, MoeSheet *sh)
{
  memset (sh, 0, sizeof *sh);
  sh->n = pos->n_players;
  sh->main_board = pos->main_board;
  sh->from_record = TRUE;
  sh->neutral = pos->neutral;
  sh->winner = pos->ended ? pos->winner : -1;
  sh->pos = pos;
  sh->neutral_tokens = 0;
  for (int k = 0; k < pos->n_kontors; k++)
    if (pos->kontors[k].owner == MOE_NEUTRAL && pos->kontors[k].token >= 0)
      sh->neutral_tokens++;
  for (int p = 0; p < sh->n; p++)
    {
      const MoePlayer *pl = &pos->players[p];
      MoeLine *l = &sh->line[p];
      l->name = s->names[p];
      l->color = pos->colors[p];
      l->delivered = pl->delivered;
      l->covered = pl->covered;
      l->routes = pl->routes;
      l->gold = pl->gold;
      l->cards = kontor_moe_hand_size (pos, p);
      l->merchants = pl->merchant[0].on_board + pl->merchant[1].on_board;
      l->caravans = pl->caravan[0].on_board + pl->caravan[1].on_board;
      l->dev_cards = pl->n_dev;
      for (int t = 0; t < MOE_N_RES; t++)
        l->hand[t] = pl->hand[t];
    }
}

static void
add_int_or_null (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  if (v == UNSET)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, v);
}

static void
line_json (JsonBuilder *b, const MoeSheet *sh, int p)
{
  const MoeLine *l = &sh->line[p];
  int w = warehouse (sh), founded = w - l->covered;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "color");
  json_builder_add_string_value (b, kontor_moe_color_ids[l->color]);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, l->name ? l->name : "");
  add_int_or_null (b, "delivered", l->delivered);
  add_int_or_null (b, "target", w + 1);
  add_int_or_null (b, "available", 1 + founded - l->delivered);
  add_int_or_null (b, "covered", l->covered);
  add_int_or_null (b, "kontors", 3 + founded);
  add_int_or_null (b, "routes", l->routes);
  add_int_or_null (b, "merchants", sh->from_record ? l->merchants : UNSET);
  add_int_or_null (b, "caravans", sh->from_record ? l->caravans : UNSET);
  add_int_or_null (b, "gold", l->gold);
  add_int_or_null (b, "cards", l->cards);
  json_builder_set_member_name (b, "hand");
  if (sh->from_record)
    {
      json_builder_begin_object (b);
      for (int t = 0; t < MOE_N_RES; t++)
        {
          json_builder_set_member_name (b, kontor_moe_res_ids[t]);
          json_builder_add_int_value (b, l->hand[t]);
        }
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  add_int_or_null (b, "dev_cards", sh->from_record ? l->dev_cards : UNSET);
  add_int_or_null (b, "rank", rank_of (sh, p));
  json_builder_end_object (b);
}

static void
table_json (JsonBuilder *b, const MoeSheet *sh)
{
  const MoePosition *pos = sh->pos;

  json_builder_set_member_name (b, "bank");
  if (pos)
    {
      json_builder_begin_object (b);
      for (int t = 0; t < MOE_N_RES; t++)
        add_int_or_null (b, kontor_moe_res_ids[t], pos->bank[t]);
      json_builder_set_member_name (b, "gold");
      json_builder_add_int_value (b, pos->bank_gold);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "dev_deck");
      json_builder_begin_object (b);
      add_int_or_null (b, "cards", pos->deck);
      add_int_or_null (b, "discards", pos->discards);
      json_builder_end_object (b);
      add_int_or_null (b, "sea_tokens", pos->sea_tokens);
      json_builder_set_member_name (b, "unchecked");
      json_builder_begin_object (b);
      add_int_or_null (b, "dev_cards", pos->unchecked_dev);
      json_builder_set_member_name (b, "geometry");
      json_builder_add_string_value (b, "trusted");
      json_builder_end_object (b);
      return;
    }
  json_builder_add_null_value (b);
  add_int_or_null (b, "dev_deck", UNSET);
  add_int_or_null (b, "sea_tokens", UNSET);
  add_int_or_null (b, "unchecked", UNSET);
}

static JsonNode *
sheet_json (const MoeSheet *sh)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "merchants-of-europe");
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, sh->winner >= 0);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  if (sh->winner >= 0)
    json_builder_add_string_value (b, "all-goods-delivered");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < sh->n; p++)
    line_json (b, sh, p);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  if (sh->winner >= 0)
    json_builder_add_string_value (b, kontor_moe_color_ids[sh->line[sh->winner].color]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "neutral");
  if (sh->neutral >= 0)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_moe_color_ids[sh->neutral]);
      add_int_or_null (b, "kontors", 3);
      add_int_or_null (b, "tokens", sh->neutral_tokens);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  table_json (b, sh);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
kontor_moe_score_json (gconstpointer pos, gconstpointer setup)
{
  MoeSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_json (&sh);
}

static char *
sheet_text (const MoeSheet *sh)
{
  GString *t = g_string_new (NULL);
  int w = warehouse (sh);

  if (sh->winner >= 0)
    /* Translators: the end of a game of Merchants of Europe; %s is a player's name */
    g_string_append_printf (t, _("%s has delivered all their goods and wins.\n"), sh->line[sh->winner].name);
  for (int p = 0; p < sh->n; p++)
    {
      const MoeLine *l = &sh->line[p];
      /* Translators: one line of the progress sheet: place, name, goods tokens delivered of the target, tokens ready to deliver */
      g_string_append_printf (t, _("%d. %s: %d of %d goods delivered, %d ready"), rank_of (sh, p), l->name,
                              l->delivered, w + 1, 1 + (w - l->covered) - l->delivered);
      /* Translators: appended to a line of the progress sheet: the kontors still in the player's warehouse */
      g_string_append_printf (t, ngettext (", %d kontor in the warehouse", ", %d kontors in the warehouse",
                                           (unsigned long) l->covered), l->covered);
      if (l->gold != UNSET)
        /* Translators: appended to a line of the progress sheet: the player's gold */
        g_string_append_printf (t, ngettext (", %d gold", ", %d gold", (unsigned long) l->gold), (int) l->gold);
      if (l->cards != UNSET)
        /* Translators: appended to a line of the progress sheet: the resource cards in the player's hand */
        g_string_append_printf (t, ngettext (", %d card", ", %d cards", (unsigned long) l->cards), (int) l->cards);
      g_string_append_c (t, '\n');
    }
  return g_string_free (t, FALSE);
}

char *
kontor_moe_score_text (gconstpointer pos, gconstpointer setup)
{
  MoeSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_text (&sh);
}

char *
kontor_moe_summary (gconstpointer data, gconstpointer sdata)
{
  const MoePosition *pos = data;
  const MoeSetup *s = sdata;
  MoeSheet sh;
  GString *t = g_string_new (NULL);
  g_autofree char *sheet = NULL;

  if (!pos->ended)
    /* Translators: the state of a game of Merchants of Europe; %s is the name of the player whose turn it is, %d the turn */
    g_string_append_printf (t, _("Turn %d, %s to play.\n"), (int) pos->turn,
                            s->names[kontor_moe_decider (pos) >= 0 ? kontor_moe_decider (pos) : 0]);
  sheet_from_position (pos, s, &sh);
  sheet = sheet_text (&sh);
  g_string_append (t, sheet);
  return g_string_free (t, FALSE);
}

/* ---------------------------------------------------------------- end positions */

static gboolean
end_int (JsonObject *p, int i, const char *name, gboolean required, gint64 *out, GError **error)
{
  JsonNode *n = json_object_get_member (p, name);
  g_autofree char *at = NULL;

  *out = UNSET;
  if ((n == NULL || JSON_NODE_HOLDS_NULL (n)) && !required)
    return TRUE;
  if (!kontor_json_node_int (n, out) || *out < 0)
    return kontor_moe_set_error (error, MOE_ERROR_BAD_ENTRY, (at = g_strdup_printf ("players[%d].%s", i, name)),
                                 /* Translators: why an end position of Merchants of Europe was refused, after the rule */
                                 _("a whole number, 0 or more"));
  return TRUE;
}

static gboolean
end_numbers (JsonArray *players, MoeSheet *sh, GError **error)
{
  for (int i = 0; i < sh->n; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      MoeLine *l = &sh->line[i];
      gint64 d, c;
      if (!end_int (p, i, "delivered", TRUE, &d, error) || !end_int (p, i, "covered", TRUE, &c, error)
          || !end_int (p, i, "routes", FALSE, &l->routes, error) || !end_int (p, i, "gold", FALSE, &l->gold, error)
          || !end_int (p, i, "cards", FALSE, &l->cards, error))
        return FALSE;
      l->delivered = (int) MIN (d, 1000);
      l->covered = (int) MIN (c, 1000);
      l->name = kontor_json_string (p, "name");
    }
  return TRUE;
}

/* §7.4 checks 2 and 3. */
static gboolean
end_limits (MoeSheet *sh, GError **error)
{
  int w = warehouse (sh), all = 3 * sh->n + (sh->neutral >= 0 ? 3 : 0), delivered = 0, winners = 0;
  gint64 cards = 0;
  g_autofree char *at = NULL;

  for (int i = 0; i < sh->n; i++)
    all += w - MIN (sh->line[i].covered, w);
  for (int i = 0; i < sh->n; i++)
    {
      const MoeLine *l = &sh->line[i];
      int others = all - (3 + w - MIN (l->covered, w));
      if (l->covered > w || l->delivered > w + 1 || l->delivered > 1 + w - l->covered || l->delivered > others)
        return kontor_moe_set_error (error, MOE_ERROR_END_TOKENS, (at = g_strdup_printf ("players[%d]", i)), NULL);
      if (l->routes != UNSET && (l->routes < 1 || l->routes > MOE_ROUTES))
        return kontor_moe_set_error (error, MOE_ERROR_END_PIECES, (at = g_strdup_printf ("players[%d].routes", i)),
                                     NULL);
      delivered += l->delivered;
      winners += l->delivered == w + 1;
      if (l->delivered == w + 1)
        sh->winner = i;
      cards += l->cards != UNSET ? l->cards : 0;
    }
  if (winners > 1 || delivered > all)
    return kontor_moe_set_error (error, MOE_ERROR_END_TOKENS, "players", NULL);
  if (cards > MOE_CARDS_PER_RES * MOE_N_RES)
    return kontor_moe_set_error (error, MOE_ERROR_END_PIECES, "players", NULL);
  return TRUE;
}

static gboolean
sheet_from_end_position (JsonObject *root, MoeSheet *sh, GError **error)
{
  MoeSetup s;
  gint64 v;

  memset (sh, 0, sizeof *sh);
  sh->winner = -1;
  if (!kontor_json_node_int (json_object_get_member (root, "version"), &v) || v != 1)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   /* Translators: the version of an end position file */
                   _("field “version”: this Kontor reads end positions of version 1."));
      return FALSE;
    }
  if (!kontor_moe_common_from_json (root, &s, error))
    return FALSE;
  sh->n = s.n_players;
  sh->main_board = s.main_board;
  sh->neutral = s.neutral;
  sh->neutral_tokens = UNSET;
  for (int i = 0; i < sh->n; i++)
    sh->line[i].color = s.colors[i];
  if (!end_numbers (kontor_json_array (root, "players"), sh, error))
    return FALSE;
  return end_limits (sh, error);
}

JsonNode *
kontor_moe_end_position_score_json (JsonObject *root, GError **error)
{
  MoeSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_json (&sh);
}

char *
kontor_moe_end_position_score_text (JsonObject *root, GError **error)
{
  MoeSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_text (&sh);
}
