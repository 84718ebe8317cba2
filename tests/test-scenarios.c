/* Rule scenarios as data: every JSON file in tests/scenarios is one test.
 * The format is described in tests/scenarios/README.md. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "kontor-engine.h"

static char *scenario_dir;

typedef struct {
  KontorPosition pos;
  JsonObject *root;
  const char *name;
} Scenario;

static JsonObject *
obj_member (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return (n && JSON_NODE_HOLDS_OBJECT (n)) ? json_node_get_object (n) : NULL;
}

static JsonArray *
arr_member (JsonObject *o, const char *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return (n && JSON_NODE_HOLDS_ARRAY (n)) ? json_node_get_array (n) : NULL;
}

static int
seat_of (const KontorPosition *pos, const char *color)
{
  KontorColor c;
  if (g_strcmp0 (color, "neutral") == 0 && pos->neutral)
    return KONTOR_NEUTRAL;
  if (!kontor_color_from_id (color, &c))
    g_error ("unknown colour %s", color);
  for (int p = 0; p < pos->n_players; p++)
    if (pos->colors[p] == c)
      return p;
  g_error ("no player plays %s", color);
}

/* "red" or "red:merchant" (kind defaults to dflt) */
static KontorPiece
parse_piece (const KontorPosition *pos, JsonNode *n, int dflt)
{
  KontorPiece piece = { KONTOR_NOBODY, 0 };
  g_auto (GStrv) parts = NULL;
  KontorPieceKind k = dflt;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return piece;
  parts = g_strsplit (json_node_get_string (n), ":", 2);
  if (parts[0] == NULL)
    g_error ("empty piece");
  piece.owner = seat_of (pos, parts[0]);
  if (parts[1] && !kontor_piece_from_id (parts[1], &k))
    g_error ("bad piece kind %s", parts[1]);
  piece.kind = k;
  return piece;
}

/* Takes one piece of a kind from the player's supply, else stock. */
static void
take_piece (KontorPosition *pos, KontorPiece piece)
{
  KontorPlayerState *p = &pos->players[piece.owner];
  if (piece.owner == KONTOR_NEUTRAL)
    return;   /* the neutral pool is unlimited */
  if (p->supply[piece.kind] > 0)
    p->supply[piece.kind]--;
  else if (p->stock[piece.kind] > 0)
    p->stock[piece.kind]--;
  else
    g_error ("preset: player %d has no %s left", piece.owner, kontor_piece_id (piece.kind));
}

static void
take_marker (KontorPosition *pos, int m)
{
  if (pos->unrevealed[m] <= 0 || pos->stack_left <= 0)
    g_error ("preset: no %s marker left in the stack", kontor_marker_id (m));
  pos->unrevealed[m]--;
  pos->stack_left--;
  if (pos->virtual_draws)
    {
      /* keep the virtual stack consistent: drop one of that kind */
      for (int i = 0; i < pos->stack_left + 1; i++)
        if (pos->stack_order[i] == m)
          {
            memmove (&pos->stack_order[i], &pos->stack_order[i + 1], KONTOR_STACK_SIZE - i - 1);
            break;
          }
    }
}

static void
set_count (KontorPosition *pos, int p, JsonObject *o, gboolean supply)
{
  for (int k = 0; k < KONTOR_N_PIECES; k++)
    {
      const char *name = k == KONTOR_PIECE_TRADER ? "traders" : "merchants";
      gint16 *mine, *other;
      int want;
      if (!json_object_has_member (o, name))
        continue;
      want = json_object_get_int_member (o, name);
      mine = supply ? &pos->players[p].supply[k] : &pos->players[p].stock[k];
      other = supply ? &pos->players[p].stock[k] : &pos->players[p].supply[k];
      *other += *mine - want;
      *mine = want;
      if (*other < 0)
        g_error ("preset: not enough %s for that %s", name, supply ? "supply" : "stock");
    }
}

static void
apply_preset (KontorPosition *pos, JsonObject *preset)
{
  JsonObject *o;
  const KontorBoard *b = pos->board;
  g_autoptr (GError) error = NULL;

  if ((o = obj_member (preset, "levels")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        {
          int p = seat_of (pos, l->data);
          JsonObject *lv = json_object_get_object_member (o, l->data);
          g_autoptr (GList) abil = json_object_get_members (lv);
          for (GList *a = abil; a; a = a->next)
            {
              KontorAbility ab;
              int want;
              g_assert_true (kontor_ability_from_id (a->data, &ab));
              want = json_object_get_int_member (lv, a->data);
              while (pos->players[p].level[ab] < want)
                {
                  pos->players[p].level[ab]++;
                  pos->players[p].supply[kontor_ability_cover (ab)]++;
                }
            }
        }
    }
  if ((o = obj_member (preset, "supply")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        set_count (pos, seat_of (pos, l->data), json_object_get_object_member (o, l->data), TRUE);
    }
  if ((o = obj_member (preset, "stock")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        set_count (pos, seat_of (pos, l->data), json_object_get_object_member (o, l->data), FALSE);
    }
  if ((o = obj_member (preset, "spaces")))
    {
      g_autoptr (GList) routes = json_object_get_members (o);
      for (GList *l = routes; l; l = l->next)
        {
          int r = kontor_board_route_index (b, l->data);
          JsonArray *a = json_object_get_array_member (o, l->data);
          g_assert_cmpint (r, >=, 0);
          g_assert_cmpint ((int) json_array_get_length (a), <=, b->routes[r].n_spaces);
          for (guint s = 0; s < json_array_get_length (a); s++)
            {
              KontorPiece piece = parse_piece (pos, json_array_get_element (a, s), KONTOR_PIECE_TRADER);
              if (piece.owner == KONTOR_NOBODY)
                continue;
              take_piece (pos, piece);
              pos->spaces[r][s] = piece;
            }
        }
    }
  for (int extra = 0; extra < 2; extra++)
    if ((o = obj_member (preset, extra ? "extra_offices" : "offices")))
      {
        g_autoptr (GList) cities = json_object_get_members (o);
        for (GList *l = cities; l; l = l->next)
          {
            int c = kontor_board_city_index (b, l->data);
            JsonArray *a = json_object_get_array_member (o, l->data);
            g_assert_cmpint (c, >=, 0);
            for (guint s = 0; s < json_array_get_length (a); s++)
              {
                KontorPiece piece = parse_piece (pos, json_array_get_element (a, s),
                                                 extra ? KONTOR_PIECE_TRADER : (int) b->cities[c].slots[s].piece);
                if (piece.owner == KONTOR_NOBODY)
                  continue;
                take_piece (pos, piece);
                if (extra)
                  pos->extra[c][pos->n_extra[c]++] = piece;
                else
                  pos->slots[c][s] = piece;
              }
          }
      }
  if ((o = obj_member (preset, "added_offices")))
    {
      /* expansions §13.5: offices added to a green city by build-in-green */
      g_autoptr (GList) cities = json_object_get_members (o);
      for (GList *l = cities; l; l = l->next)
        {
          int c = kontor_board_city_index (b, l->data), g;
          JsonArray *a = json_object_get_array_member (o, l->data);
          g_assert_cmpint (c, >=, 0);
          g = b->cities[c].green_index;
          g_assert_cmpint (g, >=, 0);
          for (guint s = 0; s < json_array_get_length (a); s++)
            {
              KontorPiece piece = parse_piece (pos, json_array_get_element (a, s), KONTOR_PIECE_TRADER);
              take_piece (pos, piece);
              pos->added[g][pos->n_added[g]++] = piece;
            }
        }
    }
  if (arr_member (preset, "gateways_used"))
    {
      JsonArray *a = arr_member (preset, "gateways_used");
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          int c = kontor_board_city_index (b, json_array_get_string_element (a, i));
          g_assert_cmpint (c, >=, 0);
          g_assert_cmpint (b->cities[c].gateway_index, >=, 0);
          pos->gateways_used |= 1u << b->cities[c].gateway_index;
        }
    }
  if (arr_member (preset, "table"))
    {
      JsonArray *a = arr_member (preset, "table");
      for (guint t = 0; t < json_array_get_length (a); t++)
        {
          KontorPiece piece = parse_piece (pos, json_array_get_element (a, t), KONTOR_PIECE_MERCHANT);
          if (piece.owner == KONTOR_NOBODY)
            continue;
          take_piece (pos, piece);
          pos->table[t] = piece.owner;
        }
    }
  if ((o = obj_member (preset, "route_markers")))
    {
      g_autoptr (GList) routes = json_object_get_members (o);
      for (GList *l = routes; l; l = l->next)
        {
          int r = kontor_board_route_index (b, l->data);
          JsonNode *n = json_object_get_member (o, l->data);
          KontorMarker m;
          int old = pos->route_marker[r];
          g_assert_cmpint (r, >=, 0);
          pos->route_marker[r] = -1;
          if (!JSON_NODE_HOLDS_NULL (n))
            {
              g_assert_true (kontor_marker_from_id (json_node_get_string (n), &m));
              take_marker (pos, m);
              pos->route_marker[r] = m;
            }
          if (old >= 0)
            {
              /* back into the stack, after the new one left it (a full
               * stack has no room for a thirteenth marker) */
              g_assert_cmpint (pos->stack_left, <, KONTOR_STACK_SIZE);
              pos->unrevealed[old]++;
              pos->stack_order[pos->stack_left] = old;
              pos->stack_left++;
            }
        }
    }
  if ((o = obj_member (preset, "markers")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        {
          int p = seat_of (pos, l->data);
          JsonObject *mo = json_object_get_object_member (o, l->data);
          for (int used = 0; used < 2; used++)
            {
              JsonArray *a = arr_member (mo, used ? "used" : "unused");
              for (guint i = 0; a && i < json_array_get_length (a); i++)
                {
                  KontorMarker m;
                  g_assert_true (kontor_marker_from_id (json_array_get_string_element (a, i), &m));
                  take_marker (pos, m);
                  if (used)
                    pos->players[p].markers_used[m]++;
                  else
                    pos->players[p].markers_unused[m]++;
                }
            }
        }
    }
  if (json_object_has_member (preset, "empty_stack") && json_object_get_boolean_member (preset, "empty_stack"))
    {
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        {
          pos->set_aside[m] += pos->unrevealed[m];
          pos->unrevealed[m] = 0;
        }
      pos->stack_left = 0;
    }
  if ((o = obj_member (preset, "prestige")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        pos->players[seat_of (pos, l->data)].prestige = json_object_get_int_member (o, l->data);
    }
  if (json_object_has_member (preset, "east_west_done"))
    pos->east_west_done = json_object_get_int_member (preset, "east_west_done");
  if (json_object_has_member (preset, "active"))
    pos->active = seat_of (pos, json_object_get_string_member (preset, "active"));
  pos->completed = 0;
  for (int c = 0; c < b->n_cities; c++)
    if (kontor_city_completed (pos, c))
      pos->completed++;
  if (!kontor_position_check_invariants (pos, &error))
    g_error ("preset breaks an invariant: %s", error->message);
}

static char *
piece_str (const KontorPosition *pos, KontorPiece piece)
{
  if (piece.owner == KONTOR_NOBODY)
    return g_strdup ("null");
  return g_strdup_printf ("%s:%s", kontor_color_id (pos->colors[piece.owner]), kontor_piece_id (piece.kind));
}

static void
expect_pieces (const KontorPosition *pos, const char *where, JsonArray *want, const KontorPiece *have, int n)
{
  g_assert_cmpint ((int) json_array_get_length (want), <=, n);
  for (guint i = 0; i < json_array_get_length (want); i++)
    {
      JsonNode *wn = json_array_get_element (want, i);
      KontorPiece w = parse_piece (pos, wn, have[i].owner == KONTOR_NOBODY ? 0 : have[i].kind);
      g_autofree char *ws = piece_str (pos, w);
      g_autofree char *hs = piece_str (pos, have[i]);
      if (JSON_NODE_HOLDS_VALUE (wn) && !strchr (json_node_get_string (wn), ':'))
        {
          /* only the owner given */
          g_free (hs);
          hs = have[i].owner == KONTOR_NOBODY ? g_strdup ("null") : g_strdup (kontor_color_id (pos->colors[have[i].owner]));
          g_free (ws);
          ws = g_strdup (json_node_get_string (wn));
        }
      if (g_strcmp0 (ws, hs) != 0)
        g_error ("%s[%u]: expected %s, got %s", where, i, ws, hs);
    }
}

#define EXPECT_INT(obj, name, value)                                                  \
  G_STMT_START {                                                                      \
    if (json_object_has_member (obj, name))                                           \
      {                                                                               \
        gint64 _want = json_object_get_int_member (obj, name);                        \
        if (_want != (gint64) (value))                                                \
          g_error ("%s: expected %" G_GINT64_FORMAT ", got %d", name, _want, (int) (value)); \
      }                                                                               \
  } G_STMT_END

static void
check_expectations (const KontorPosition *pos, JsonObject *expect)
{
  static const char *phases[] = { "actions", "relocation", "place-bonus", "ended", "neutral-claim" };
  const KontorBoard *b = pos->board;
  JsonObject *o;

  if (json_object_has_member (expect, "phase"))
    g_assert_cmpstr (phases[pos->phase], ==, json_object_get_string_member (expect, "phase"));
  if (json_object_has_member (expect, "active"))
    g_assert_cmpstr (kontor_color_id (pos->colors[kontor_position_actor (pos)]), ==,
                     json_object_get_string_member (expect, "active"));
  if (json_object_has_member (expect, "decider"))
    g_assert_cmpstr (kontor_color_id (pos->colors[kontor_position_decider (pos)]), ==,
                     json_object_get_string_member (expect, "decider"));
  if ((o = obj_member (expect, "neutral")))
    {
      EXPECT_INT (o, "prestige", pos->players[KONTOR_NEUTRAL].prestige);
      EXPECT_INT (o, "east_west", pos->players[KONTOR_NEUTRAL].east_west);
      EXPECT_INT (o, "pieces", kontor_neutral_pieces_on_board (pos));
      EXPECT_INT (o, "offices", kontor_player_offices (pos, KONTOR_NEUTRAL));
    }
  {
    int discarded = 0, set_aside = 0;
    for (int m = 0; m < KONTOR_N_MARKERS; m++)
      {
        discarded += pos->discarded[m];
        set_aside += pos->set_aside[m];
      }
    EXPECT_INT (expect, "discarded", discarded);
    EXPECT_INT (expect, "set_aside", set_aside);
  }
  EXPECT_INT (expect, "actions_left", kontor_position_actions_left (pos));
  EXPECT_INT (expect, "completed", pos->completed);
  EXPECT_INT (expect, "stack_left", pos->stack_left);
  EXPECT_INT (expect, "turn", pos->turn);
  if (arr_member (expect, "end_reasons"))
    {
      JsonArray *a = arr_member (expect, "end_reasons");
      guint bits = 0;
      for (guint i = 0; i < json_array_get_length (a); i++)
        for (guint bit = 1; bit <= KONTOR_END_EIGHT_CITIES; bit <<= 1)
          if (g_strcmp0 (kontor_end_reason_id (bit), json_array_get_string_element (a, i)) == 0)
            bits |= bit;
      g_assert_cmpuint (pos->end_reasons, ==, bits);
    }
  if ((o = obj_member (expect, "players")))
    {
      g_autoptr (GList) players = json_object_get_members (o);
      for (GList *l = players; l; l = l->next)
        {
          int p = seat_of (pos, l->data);
          const KontorPlayerState *ps = &pos->players[p];
          JsonObject *po = json_object_get_object_member (o, l->data);
          JsonObject *c;
          int unused = 0, used = 0;
          g_test_message ("checking player %s", (char *) l->data);
          EXPECT_INT (po, "prestige", ps->prestige);
          if ((c = obj_member (po, "supply")))
            {
              EXPECT_INT (c, "traders", ps->supply[0]);
              EXPECT_INT (c, "merchants", ps->supply[1]);
            }
          if ((c = obj_member (po, "stock")))
            {
              EXPECT_INT (c, "traders", ps->stock[0]);
              EXPECT_INT (c, "merchants", ps->stock[1]);
            }
          if ((c = obj_member (po, "levels")))
            for (int a = 0; a < KONTOR_N_ABILITIES; a++)
              EXPECT_INT (c, kontor_ability_id (a), ps->level[a]);
          for (int m = 0; m < KONTOR_N_MARKERS; m++)
            {
              unused += ps->markers_unused[m];
              used += ps->markers_used[m];
            }
          EXPECT_INT (po, "markers_unused", unused);
          EXPECT_INT (po, "markers_used", used);
          EXPECT_INT (po, "east_west", ps->east_west);
          EXPECT_INT (po, "offices", kontor_player_offices (pos, p));
        }
    }
  if ((o = obj_member (expect, "spaces")))
    {
      g_autoptr (GList) routes = json_object_get_members (o);
      for (GList *l = routes; l; l = l->next)
        {
          int r = kontor_board_route_index (b, l->data);
          g_assert_cmpint (r, >=, 0);
          expect_pieces (pos, l->data, json_object_get_array_member (o, l->data), pos->spaces[r], b->routes[r].n_spaces);
        }
    }
  for (int extra = 0; extra < 2; extra++)
    if ((o = obj_member (expect, extra ? "extra_offices" : "offices")))
      {
        g_autoptr (GList) cities = json_object_get_members (o);
        for (GList *l = cities; l; l = l->next)
          {
            int c = kontor_board_city_index (b, l->data);
            JsonArray *a = json_object_get_array_member (o, l->data);
            g_assert_cmpint (c, >=, 0);
            if (extra)
              g_assert_cmpint ((int) json_array_get_length (a), ==, pos->n_extra[c]);
            expect_pieces (pos, l->data, a, extra ? pos->extra[c] : pos->slots[c],
                           extra ? pos->n_extra[c] : b->cities[c].n_slots);
          }
      }
  if ((o = obj_member (expect, "added_offices")))
    {
      g_autoptr (GList) cities = json_object_get_members (o);
      for (GList *l = cities; l; l = l->next)
        {
          int c = kontor_board_city_index (b, l->data);
          JsonArray *a = json_object_get_array_member (o, l->data);
          g_assert_cmpint (c, >=, 0);
          g_assert_cmpint (b->cities[c].green_index, >=, 0);
          g_assert_cmpint ((int) json_array_get_length (a), ==, kontor_city_n_added (pos, c));
          expect_pieces (pos, l->data, a, pos->added[b->cities[c].green_index], kontor_city_n_added (pos, c));
        }
    }
  if (arr_member (expect, "gateways_used"))
    {
      JsonArray *a = arr_member (expect, "gateways_used");
      guint want = 0;
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          int c = kontor_board_city_index (b, json_array_get_string_element (a, i));
          g_assert_cmpint (c, >=, 0);
          g_assert_cmpint (b->cities[c].gateway_index, >=, 0);
          want |= 1u << b->cities[c].gateway_index;
        }
      g_assert_cmpuint (pos->gateways_used, ==, want);
    }
  if ((o = obj_member (expect, "route_markers")))
    {
      g_autoptr (GList) routes = json_object_get_members (o);
      for (GList *l = routes; l; l = l->next)
        {
          int r = kontor_board_route_index (b, l->data);
          JsonNode *n = json_object_get_member (o, l->data);
          g_assert_cmpint (r, >=, 0);
          g_assert_cmpstr (pos->route_marker[r] >= 0 ? kontor_marker_id (pos->route_marker[r]) : NULL, ==,
                           JSON_NODE_HOLDS_NULL (n) ? NULL : json_node_get_string (n));
        }
    }
  if (arr_member (expect, "table"))
    {
      JsonArray *a = arr_member (expect, "table");
      for (guint t = 0; t < json_array_get_length (a); t++)
        {
          JsonNode *n = json_array_get_element (a, t);
          int want = JSON_NODE_HOLDS_NULL (n) ? KONTOR_NOBODY : seat_of (pos, json_node_get_string (n));
          g_assert_cmpint (pos->table[t], ==, want);
        }
    }
  if ((o = obj_member (expect, "controllers")))
    {
      g_autoptr (GList) cities = json_object_get_members (o);
      for (GList *l = cities; l; l = l->next)
        {
          int c = kontor_board_city_index (b, l->data);
          JsonNode *n = json_object_get_member (o, l->data);
          int want = JSON_NODE_HOLDS_NULL (n) ? KONTOR_NOBODY : seat_of (pos, json_node_get_string (n));
          g_assert_cmpint (c, >=, 0);
          g_assert_cmpint (kontor_city_controller (pos, c), ==, want);
        }
    }
  if (arr_member (expect, "hints"))
    {
      JsonArray *want = arr_member (expect, "hints");
      const char *names[KONTOR_MAX_PLAYERS];
      g_autoptr (GPtrArray) hints = NULL;
      g_autoptr (GString) have = g_string_new (NULL), wanted = g_string_new (NULL);
      for (int p = 0; p < pos->n_players; p++)
        names[p] = kontor_color_id (pos->colors[p]);
      hints = kontor_hints (pos, names);
      for (guint i = 0; i < hints->len; i++)
        {
          g_string_append_printf (have, "%s\n", ((KontorHint *) hints->pdata[i])->text);
          g_assert_nonnull (((KontorHint *) hints->pdata[i])->topic);   /* each hint links to its rule */
        }
      for (guint i = 0; i < json_array_get_length (want); i++)
        g_string_append_printf (wanted, "%s\n", json_array_get_string_element (want, i));
      if (g_strcmp0 (wanted->str, "?\n") == 0)
        fprintf (stderr, "HINTS<<%s>>\n", have->str);   /* ["?"]: print them, to write a new test */
      else
        g_assert_cmpstr (have->str, ==, wanted->str);
    }
  if ((o = obj_member (expect, "score")) || arr_member (expect, "winners"))
    {
      KontorScore s;
      kontor_score_compute (pos, &s);
      if (o)
        {
          g_autoptr (GList) players = json_object_get_members (o);
          for (GList *l = players; l; l = l->next)
            {
              int p;
              const KontorPlayerScore *ps;
              if (g_strcmp0 (l->data, "neutral") == 0)
                continue;   /* below */
              p = seat_of (pos, l->data);
              ps = &s.players[p];
              JsonObject *so = json_object_get_object_member (o, l->data);
              JsonArray *nc = arr_member (so, "network_cities");
              g_test_message ("checking the score of %s", (char *) l->data);
              EXPECT_INT (so, "track", ps->track);
              EXPECT_INT (so, "abilities", ps->abilities);
              EXPECT_INT (so, "bonus_markers", ps->bonus_markers);
              EXPECT_INT (so, "coellen", ps->coellen);
              EXPECT_INT (so, "cities", ps->cities);
              EXPECT_INT (so, "network", ps->network);
              if (obj_member (so, "regions"))
                {
                  JsonObject *ro = obj_member (so, "regions");
                  g_autoptr (GList) keys = json_object_get_members (ro);
                  int n = 0;
                  for (int r = 1; r < KONTOR_N_REGIONS; r++)
                    n += (b->scored_regions & (1u << r)) != 0;
                  g_assert_cmpint ((int) g_list_length (keys), ==, n);
                  for (GList *k = keys; k; k = k->next)
                    {
                      KontorRegion r;
                      g_assert_true (kontor_region_from_id (k->data, &r));
                      g_assert_true (b->scored_regions & (1u << r));
                      EXPECT_INT (ro, (const char *) k->data, ps->regions[r]);
                    }
                }
              EXPECT_INT (so, "total", ps->total);
              EXPECT_INT (so, "rank", ps->rank);
              if (nc)
                {
                  g_autoptr (GString) want = g_string_new (NULL), have = g_string_new (NULL);
                  for (guint i = 0; i < json_array_get_length (nc); i++)
                    g_string_append_printf (want, "%s ", json_array_get_string_element (nc, i));
                  for (int i = 0; i < ps->n_network_cities; i++)
                    g_string_append_printf (have, "%s ", b->cities[ps->network_cities[i]].id);
                  g_assert_cmpstr (have->str, ==, want->str);
                }
              if (json_object_has_member (so, "tiebreak"))
                {
                  static const char *names[] = { "none", "actions", "offices", "shared" };
                  g_assert_cmpstr (names[ps->tiebreak], ==, json_object_get_string_member (so, "tiebreak"));
                }
            }
        }
      if ((o = obj_member (expect, "score")) && obj_member (o, "neutral"))
        {
          JsonObject *no = obj_member (o, "neutral");
          g_assert_true (s.has_neutral);
          EXPECT_INT (no, "track", s.neutral.track);
          EXPECT_INT (no, "controlled", s.neutral.controlled);
          EXPECT_INT (no, "offices", s.neutral.offices);
        }
      if (arr_member (expect, "winners"))
        {
          JsonArray *a = arr_member (expect, "winners");
          g_assert_cmpint (s.n_winners, ==, (int) json_array_get_length (a));
          for (int i = 0; i < s.n_winners; i++)
            g_assert_cmpstr (kontor_color_id (pos->colors[s.winners[i]]), ==, json_array_get_string_element (a, i));
        }
    }
}

/* The record the scenario describes, with defaults filled in. */
static JsonNode *
build_record (JsonObject *sc, gboolean with_actions)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  JsonArray *players = arr_member (sc, "players");
  const char *board = json_object_has_member (sc, "board") ? json_object_get_string_member (sc, "board") : "base-2-3";
  const char *default_players[] = { "red", "blue", "green" };

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "kontor-game");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, board);
  /* "variant": as given, else the neutral player for 2 players */
  json_builder_set_member_name (b, "variant");
  if (json_object_has_member (sc, "variant"))
    json_builder_add_value (b, json_node_copy (json_object_get_member (sc, "variant")));
  else if (players && json_array_get_length (players) == 2)
    json_builder_add_string_value (b, "two-player-neutral");
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < (players ? json_array_get_length (players) : 3); i++)
    {
      const char *color = players ? json_array_get_string_element (players, i) : default_players[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, color);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, color);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "taverns");
  if (json_object_has_member (sc, "taverns"))
    json_builder_add_value (b, json_node_copy (json_object_get_member (sc, "taverns")));
  else
    {
      /* default: the three taverns in board order get extra office, swap, remove 3 */
      g_autoptr (GError) error = NULL;
      const KontorBoard *bd = kontor_board_get (board, &error);
      const char *kinds[] = { "extra-office", "swap-offices", "remove-3" };
      g_assert_no_error (error);
      json_builder_begin_object (b);
      for (int t = 0; t < 3; t++)
        {
          json_builder_set_member_name (b, bd->routes[bd->taverns[t]].id);
          json_builder_add_string_value (b, kinds[t]);
        }
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "draws");
  if (json_object_has_member (sc, "draws"))
    json_builder_add_value (b, json_node_copy (json_object_get_member (sc, "draws")));
  else
    json_builder_add_string_value (b, "table");
  json_builder_set_member_name (b, "actions");
  if (with_actions && json_object_has_member (sc, "actions"))
    json_builder_add_value (b, json_node_copy (json_object_get_member (sc, "actions")));
  else
    {
      json_builder_begin_array (b);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
run_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) record = NULL;
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;
  g_autoptr (KontorGame) game = NULL;
  JsonObject *sc, *expect, *want_error;
  JsonArray *actions;
  KontorPosition pos;
  int bad = -1;
  int want_at = -1;
  const char *want_code = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  sc = json_node_get_object (json_parser_get_root (parser));
  expect = obj_member (sc, "expect");
  g_assert_nonnull (expect);
  want_error = obj_member (expect, "error");
  if (want_error)
    {
      want_at = json_object_get_int_member (want_error, "at");
      want_code = json_object_get_string_member (want_error, "code");
      g_assert_cmpint (kontor_rule_error_from_id (want_code), >=, 0);
    }
  actions = arr_member (sc, "actions");

  if (json_object_has_member (expect, "setup_error"))
    {
      const char *code = json_object_get_string_member (expect, "setup_error");
      record = build_record (sc, TRUE);
      json_generator_set_root (gen, record);
      text = json_generator_to_data (gen, NULL);
      game = kontor_game_new_from_data (text, -1, &bad, &error);
      g_assert_null (game);
      g_assert_error (error, KONTOR_RULE_ERROR, kontor_rule_error_from_id (code));
      g_assert_cmpint (bad, ==, -1);
      g_test_message ("refused as expected: %s", error->message);
      return;
    }

  if (!obj_member (sc, "preset"))
    {
      /* the whole record through the loader, as the app and the CLI read it */
      record = build_record (sc, TRUE);
      json_generator_set_root (gen, record);
      text = json_generator_to_data (gen, NULL);
      game = kontor_game_new_from_data (text, -1, &bad, &error);
      if (want_error)
        {
          g_assert_null (game);
          g_assert_error (error, KONTOR_RULE_ERROR, kontor_rule_error_from_id (want_code));
          g_assert_cmpint (bad, ==, want_at);
          g_test_message ("refused as expected: %s", error->message);
          /* the position the expectations talk about: before the refused action */
          g_clear_error (&error);
        }
      else
        {
          g_assert_no_error (error);
          pos = *(const KontorPosition *) kontor_game_get_position (game);
          check_expectations (&pos, expect);
          return;
        }
    }

  /* step by step (with the preset, or to inspect the state before a refusal) */
  g_clear_object (&game);
  g_clear_pointer (&record, json_node_unref);
  g_clear_pointer (&text, g_free);
  record = build_record (sc, FALSE);
  json_generator_set_root (gen, record);
  text = json_generator_to_data (gen, NULL);
  game = kontor_game_new_from_data (text, -1, NULL, &error);
  g_assert_no_error (error);
  pos = *(const KontorPosition *) kontor_game_get_position (game);
  if (obj_member (sc, "preset"))
    apply_preset (&pos, obj_member (sc, "preset"));
  for (guint i = 0; actions && i < json_array_get_length (actions); i++)
    {
      KontorAction a;
      KontorPosition before = pos;
      gboolean ok = kontor_action_from_json (json_array_get_element (actions, i), &pos, &a, &error)
                    && kontor_position_apply (&pos, &a, &error);
      if ((int) i == want_at)
        {
          g_assert_false (ok);
          g_assert_error (error, KONTOR_RULE_ERROR, kontor_rule_error_from_id (want_code));
          g_test_message ("refused as expected: %s", error->message);
          g_assert_true (memcmp (&before, &pos, sizeof pos) == 0);   /* nothing changed */
          break;
        }
      if (!ok)
        g_error ("action %u refused: %s", i, error->message);
      if (!kontor_position_check_invariants (&pos, &error))
        g_error ("after action %u: %s", i, error->message);
    }
  check_expectations (&pos, expect);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);
  scenario_dir = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : ".",
                                   "scenarios", NULL);
  dir = g_dir_open (scenario_dir, 0, NULL);
  g_assert_nonnull (dir);
  for (const char *n; (n = g_dir_read_name (dir));)
    if (g_str_has_suffix (n, ".json"))
      g_ptr_array_add (names, g_strdup (n));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (n, strlen (n) - 5);
      g_autofree char *test = g_strconcat ("/scenario/", base, NULL);
      g_test_add_data_func_full (test, g_build_filename (scenario_dir, n, NULL), run_scenario, g_free);
    }
  return g_test_run ();
}
