/* kontor-hs-score.c: the score of Hansa (spec §5.3–§5.7), its output
 * (§7.4), end positions (§7.3) and the text kontor-cli prints. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-json-private.h"
#include "kontor-record.h"

/* What scoring needs, from a position or an end position. */
typedef struct {
  int n;
  const char *names[HS_MAX_PLAYERS];
  int colors[HS_MAX_PLAYERS];
  int unsold[HS_MAX_PLAYERS];
  int sold[HS_MAX_PLAYERS][3];          /* by barrels − 1 */
  int booths[HS_MAX_PLAYERS][HS_N_CITIES];
  gboolean last_pile[HS_MAX_PLAYERS];
  gboolean extrakarte;
  gboolean ended;
  gboolean from_record;
} HsSheet;

typedef struct {
  int unsold, sold, cities, extrakarte, total, booths, rank;
  const char *tiebreak;
  guint16 monopolies;
} HsLine;

static void
sheet_from_position (const HsPosition *pos, const HsSetup *s, HsSheet *sh)
{
  memset (sh, 0, sizeof *sh);
  sh->n = pos->n_players;
  sh->extrakarte = pos->extrakarte;
  sh->ended = pos->ended;
  sh->from_record = TRUE;
  for (int p = 0; p < sh->n; p++)
    {
      sh->names[p] = s->names[p];
      sh->colors[p] = pos->colors[p];
      for (int k = 0; k < HS_N_KINDS; k++)
        {
          sh->unsold[p] += pos->unsold[p][k];
          sh->sold[p][kontor_hs_kind_barrels (k) - 1] += pos->sold[p][k];
        }
      for (int c = 0; c < HS_N_CITIES; c++)
        sh->booths[p][c] = pos->booths[p][c];
      sh->last_pile[p] = pos->triggered && pos->trigger_seat == p;
    }
}

/* the single player with the largest value (at least 1), else -1 (D-H22) */
static int
single_best (const int *v, int n)
{
  int best = 0, who = -1, ties = 0;
  for (int p = 0; p < n; p++)
    if (v[p] > best)
      {
        best = v[p];
        who = p;
        ties = 1;
      }
    else if (v[p] == best && best > 0)
      ties++;
  return ties == 1 ? who : -1;
}

static void
compute (const HsSheet *sh, HsLine *line)
{
  int stack[HS_MAX_PLAYERS] = { 0 }, cities[HS_MAX_PLAYERS] = { 0 }, ones[HS_MAX_PLAYERS] = { 0 };

  memset (line, 0, sizeof (HsLine) * HS_MAX_PLAYERS);
  for (int p = 0; p < sh->n; p++)
    {
      HsLine *l = &line[p];
      l->unsold = sh->unsold[p];
      l->sold = 2 * sh->sold[p][0] + 3 * sh->sold[p][1] + 4 * sh->sold[p][2];
      for (int c = 0; c < HS_N_CITIES; c++)
        {
          gboolean alone = TRUE;
          if (sh->booths[p][c] == 0)
            continue;
          for (int q = 0; q < sh->n; q++)
            if (q != p && sh->booths[q][c] > 0)
              alone = FALSE;
          l->cities += alone ? 4 : 2;
          if (alone)
            l->monopolies |= 1u << c;
          l->booths += sh->booths[p][c];
          stack[p] = MAX (stack[p], sh->booths[p][c]);
          cities[p]++;
        }
      ones[p] = sh->sold[p][0];
    }
  if (sh->extrakarte)
    {
      int w;
      if ((w = single_best (stack, sh->n)) >= 0)
        line[w].extrakarte += 2;
      for (int p = 0; p < sh->n; p++)
        if (sh->last_pile[p])
          line[p].extrakarte += 3;
      if ((w = single_best (cities, sh->n)) >= 0)
        line[w].extrakarte += 4;
      if ((w = single_best (ones, sh->n)) >= 0)
        line[w].extrakarte += 5;
    }
  for (int p = 0; p < sh->n; p++)
    line[p].total = line[p].unsold + line[p].sold + line[p].cities + line[p].extrakarte;
  for (int p = 0; p < sh->n; p++)
    {
      gboolean same = FALSE, shared = FALSE;
      line[p].rank = 1;
      for (int q = 0; q < sh->n; q++)
        {
          if (q == p)
            continue;
          if (line[q].total > line[p].total || (line[q].total == line[p].total && line[q].booths > line[p].booths))
            line[p].rank++;
          if (line[q].total == line[p].total)
            {
              same = TRUE;
              if (line[q].booths == line[p].booths)
                shared = TRUE;
            }
        }
      line[p].tiebreak = !same ? NULL : shared ? "shared" : "booths";
    }
}

static const int *
alphabetical_cities (void)
{
  /* aalborg city-9 copenhagen danzig kalmar luebeck riga stockholm toensberg */
  static const int order[HS_N_CITIES] = {
    HS_AALBORG, HS_CITY_9, HS_COPENHAGEN, HS_DANZIG, HS_KALMAR, HS_LUEBECK, HS_RIGA, HS_STOCKHOLM, HS_TOENSBERG,
  };
  return order;
}

static JsonNode *
sheet_json (const HsSheet *sh)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  HsLine line[HS_MAX_PLAYERS];

  compute (sh, line);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hansa-schacht");
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, sh->ended);   /* an end position is always ended */
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  if (sh->from_record && sh->ended)
    json_builder_add_string_value (b, "last-pile");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < sh->n; p++)
    {
      const HsLine *l = &line[p];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_hs_player_colors[sh->colors[p]]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, sh->names[p]);
      json_builder_set_member_name (b, "unsold");
      json_builder_add_int_value (b, l->unsold);
      json_builder_set_member_name (b, "sold");
      json_builder_add_int_value (b, l->sold);
      json_builder_set_member_name (b, "cities");
      json_builder_add_int_value (b, l->cities);
      json_builder_set_member_name (b, "extrakarte");
      json_builder_add_int_value (b, l->extrakarte);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, l->total);
      json_builder_set_member_name (b, "booths");
      json_builder_add_int_value (b, l->booths);
      json_builder_set_member_name (b, "monopolies");
      json_builder_begin_array (b);
      for (int i = 0; i < HS_N_CITIES; i++)
        if (l->monopolies & (1u << alphabetical_cities ()[i]))
          json_builder_add_string_value (b, kontor_hs_city_ids[alphabetical_cities ()[i]]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "last_pile");
      json_builder_add_boolean_value (b, sh->last_pile[p]);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, l->rank);
      json_builder_set_member_name (b, "tiebreak");
      if (l->tiebreak)
        json_builder_add_string_value (b, l->tiebreak);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int p = 0; p < sh->n; p++)
    if (line[p].rank == 1)
      json_builder_add_string_value (b, kontor_hs_player_colors[sh->colors[p]]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
sheet_text (const HsSheet *sh)
{
  GString *t = g_string_new (NULL);
  HsLine line[HS_MAX_PLAYERS];

  compute (sh, line);
  if (sh->from_record && !sh->ended)
    g_string_append_printf (t, "%s\n", _("The game is running: the scores if it ended now."));
  /* Translators: the columns of Hansa's score sheet */
  g_string_append_printf (t, "%-16s %6s %6s %6s %6s %6s %6s %5s\n", _("Player"), _("Unsold"), _("Sold"),
                          _("Cities"), _("Extra"), _("Total"), _("Booths"), _("Rank"));
  for (int p = 0; p < sh->n; p++)
    g_string_append_printf (t, "%-16s %6d %6d %6d %6d %6d %6d %5d\n", sh->names[p], line[p].unsold, line[p].sold,
                            line[p].cities, line[p].extrakarte, line[p].total, line[p].booths, line[p].rank);
  return g_string_free (t, FALSE);
}

JsonNode *
kontor_hs_score_json (gconstpointer pos, gconstpointer setup)
{
  HsSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_json (&sh);
}

char *
kontor_hs_score_text (gconstpointer pos, gconstpointer setup)
{
  HsSheet sh;
  sheet_from_position (pos, setup, &sh);
  return sheet_text (&sh);
}

char *
kontor_hs_summary (gconstpointer data, gconstpointer sdata)
{
  const HsPosition *pos = data;
  const HsSetup *s = sdata;
  GString *t = g_string_new (NULL);
  int left = 0;

  for (int i = 0; i < HS_N_PILES; i++)
    left += pos->piles[i];
  if (pos->ended)
    g_string_append_printf (t, "%s\n", _("Hansa: the game has ended."));
  else if (kontor_hs_in_setup (pos))
    /* Translators: %s is a player's name */
    g_string_append_printf (t, _("Hansa, setup: %s places two booths.\n"), s->names[kontor_hs_seat_due (pos)]);
  else
    /* Translators: the turn number, then a player's name */
    g_string_append_printf (t, _("Hansa, turn %d: %s to play.\n"), pos->turn, s->names[pos->active]);
  /* Translators: the ship's city id, then the markers left in the supply piles */
  g_string_append_printf (t, _("Ship in %s; %d markers left face down%s.\n"), kontor_hs_city_ids[pos->ship], left,
                          pos->triggered && !pos->ended ? _(" (last round)") : "");
  for (int p = 0; p < pos->n_players; p++)
    {
      int unsold = 0, sold = 0, on_board = 0;
      for (int k = 0; k < HS_N_KINDS; k++)
        {
          unsold += pos->unsold[p][k];
          sold += pos->sold[p][k];
        }
      for (int c = 0; c < HS_N_CITIES; c++)
        on_board += pos->booths[p][c];
      /* Translators: a player's line: name, colour id, talers, unsold and sold markers, booths on the board */
      g_string_append_printf (t, _("%s (%s): %d talers, %d unsold, %d sold, %d booths on the board\n"),
                              s->names[p], kontor_hs_player_colors[pos->colors[p]], pos->talers[p], unsold, sold,
                              on_board);
    }
  return g_string_free (t, FALSE);
}

/* ---------------------------------------------------------------- end positions */

static gboolean
end_error (GError **error, const char *path, const char *detail)
{
  kontor_hs_set_error (error, HS_ERROR_END_POSITION, path, detail);
  return FALSE;
}

static gboolean
sheet_from_end_position (JsonObject *root, HsSheet *sh, GError **error)
{
  JsonArray *players;
  JsonNode *n;
  int n_players, sums[3] = { 0 }, total_booths[HS_MAX_PLAYERS] = { 0 };
  gint64 v;
  int lp = -1;

  memset (sh, 0, sizeof *sh);
  n = json_object_get_member (root, "version");
  if (!kontor_json_node_int (n, &v) || v != 1)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   /* Translators: the version of an end position file */
                   _("field “version”: this Kontor reads end positions of version 1."));
      return FALSE;
    }
  players = kontor_json_node_array (json_object_get_member (root, "players"));
  if (players == NULL || json_array_get_length (players) < 2 || json_array_get_length (players) > HS_MAX_PLAYERS)
    return end_error (error, "players", _("list 2 to 4 players"));
  n_players = sh->n = (int) json_array_get_length (players);
  for (int i = 0; i < n_players; i++)
    {
      JsonObject *p = kontor_json_node_object (json_array_get_element (players, i));
      const char *name = p ? kontor_json_node_string (json_object_get_member (p, "name")) : NULL;
      int c = p ? kontor_hs_player_color_from_id (kontor_json_node_string (json_object_get_member (p, "color"))) : -1;
      g_autofree char *at = NULL;
      if (p == NULL)
        return end_error (error, (at = g_strdup_printf ("players[%d]", i)), NULL);
      if (name == NULL || *name == '\0')
        return end_error (error, (at = g_strdup_printf ("players[%d].name", i)), _("a player has a name"));
      for (int j = 0; c >= 0 && j < i; j++)
        if (sh->colors[j] == c)
          c = -1;
      if (c < 0)
        return end_error (error, (at = g_strdup_printf ("players[%d].color", i)),
                          _("a player colour of Hansa, not used by another player"));
      sh->names[i] = name;
      sh->colors[i] = c;
    }
  for (int i = 0; i < n_players; i++)
    {
      JsonObject *p = json_node_get_object (json_array_get_element (players, i));
      if (!kontor_json_node_int (json_object_get_member (p, "unsold"), &v) || v < 0 || v > 3)
        {
          g_autofree char *at = g_strdup_printf ("players[%d].unsold", i);
          return end_error (error, at, _("0 to 3 unsold markers remain after the last tax"));
        }
      sh->unsold[i] = (int) v;
    }
  for (int i = 0; i < n_players; i++)
    {
      JsonObject *p = json_node_get_object (json_array_get_element (players, i));
      JsonNode *sn = json_object_get_member (p, "sold");
      JsonObject *so = kontor_json_node_object (sn);
      g_autofree char *at = g_strdup_printf ("players[%d].sold", i);
      if (sn != NULL && !JSON_NODE_HOLDS_NULL (sn) && so == NULL)
        return end_error (error, at, _("sold markers are counted by barrels, “1”, “2” and “3”"));
      if (so)
        {
          g_autoptr (GList) members = json_object_get_members (so);
          for (GList *l = members; l; l = l->next)
            {
              const char *key = l->data;
              int b = strcmp (key, "1") == 0 ? 1 : strcmp (key, "2") == 0 ? 2 : strcmp (key, "3") == 0 ? 3 : 0;
              if (b == 0 || !kontor_json_node_int (json_object_get_member (so, key), &v) || v < 0 || v > HS_MAX_MARKERS)
                return end_error (error, at, _("sold markers are counted by barrels, “1”, “2” and “3”"));
              sh->sold[i][b - 1] = (int) v;
            }
        }
      for (int b = 0; b < 3; b++)
        {
          sums[b] += sh->sold[i][b];
          if (sums[b] > (b == 1 ? 5 : 4) * (n_players + 2))
            return end_error (error, at, _("more sold markers than the game has"));
        }
    }
  for (int i = 0; i < n_players; i++)
    {
      JsonObject *p = json_node_get_object (json_array_get_element (players, i));
      JsonNode *ln = json_object_get_member (p, "last_pile");
      if (ln == NULL || JSON_NODE_HOLDS_NULL (ln))
        continue;
      if (!JSON_NODE_HOLDS_VALUE (ln) || json_node_get_value_type (ln) != G_TYPE_BOOLEAN
          || (json_node_get_boolean (ln) && lp >= 0))
        {
          g_autofree char *at = g_strdup_printf ("players[%d].last_pile", i);
          return end_error (error, at, _("at most one player started the last pile"));
        }
      if (json_node_get_boolean (ln))
        {
          lp = i;
          sh->last_pile[i] = TRUE;
        }
    }
  if (!kontor_hs_variant_from_json (root, &sh->extrakarte, NULL))
    return end_error (error, "variant", NULL);
  n = json_object_get_member (root, "booths");
  if (n && !JSON_NODE_HOLDS_NULL (n))
    {
      JsonObject *bo = kontor_json_node_object (n);
      g_autoptr (GList) cities = NULL;
      if (bo == NULL)
        return end_error (error, "booths", NULL);
      cities = json_object_get_members (bo);
      for (GList *l = cities; l; l = l->next)
        {
          int c = kontor_hs_city_from_id (l->data);
          JsonObject *per = kontor_json_node_object (json_object_get_member (bo, l->data));
          g_autofree char *at = g_strdup_printf ("booths.%s", (const char *) l->data);
          g_autoptr (GList) colours = NULL;
          if (c < 0 || per == NULL)
            return end_error (error, at, _("a city of Hansa, with booths per player colour"));
          colours = json_object_get_members (per);
          for (GList *m = colours; m; m = m->next)
            {
              int col = kontor_hs_player_color_from_id (m->data), seat = -1;
              g_autofree char *at2 = g_strdup_printf ("booths.%s.%s", (const char *) l->data, (const char *) m->data);
              for (int s = 0; col >= 0 && s < n_players; s++)
                if (sh->colors[s] == col)
                  seat = s;
              if (seat < 0 || !kontor_json_node_int (json_object_get_member (per, m->data), &v) || v < 0)
                return end_error (error, at2, _("a player's colour, with a number of booths"));
              sh->booths[seat][c] = (int) MIN (v, 1000);
            }
        }
      for (int s = 0; s < n_players; s++)
        {
          for (int c = 0; c < HS_N_CITIES; c++)
            total_booths[s] += sh->booths[s][c];
          if (total_booths[s] > HS_BOOTHS)
            return end_error (error, "booths", _("a player has at most 15 booths"));
        }
    }
  sh->ended = TRUE;
  sh->from_record = FALSE;
  return TRUE;
}

JsonNode *
kontor_hs_end_position_score_json (JsonObject *root, GError **error)
{
  HsSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_json (&sh);
}

char *
kontor_hs_end_position_score_text (JsonObject *root, GError **error)
{
  HsSheet sh;
  if (!sheet_from_end_position (root, &sh, error))
    return NULL;
  return sheet_text (&sh);
}
