/* kontor-position.c: setup, validation and application of every action.
 *
 * Section numbers (§) refer to ../shared/spec/rules-hansa-teutonica.md.
 * Every check sets a KONTOR_RULE_ERROR whose message says, in a player's
 * words, what is wrong and what would be allowed.  Actions are applied to
 * a copy of the position, which replaces the original only on success.
 * What the East and Britannia boards add lives in kontor-expansions.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-position-private.h"
#include "kontor-rng.h"

G_DEFINE_QUARK (kontor-rule-error-quark, kontor_rule_error)

const char *
kontor_pos_route_name (const KontorPosition *pos, int route, char buf[64])
{
  const KontorRoute *r = &pos->board->routes[route];
  g_snprintf (buf, 64, "%s–%s", CITY_NAME (pos, r->cities[0]), CITY_NAME (pos, r->cities[1]));
  return buf;
}

void
kontor_action_init (KontorAction *a, KontorDo what)
{
  memset (a, 0, sizeof *a);
  a->what = what;
  a->by = KONTOR_BY_ANYONE;
  a->piece = KONTOR_PIECE_TRADER;
  a->route = a->space = -1;
  a->benefit = KONTOR_BENEFIT_NONE;
  a->city = a->ability = a->table_space = a->marker = a->slot = -1;
  a->perm = a->perm_city = a->perm_piece = -1;
}

/* ---------------------------------------------------------------- queries */

/* The desk's values by ability and level, looked up on every action. */
#define CACHED_LEVELS 8

int
kontor_player_ability (const KontorPosition *pos, int player, KontorAbility ability)
{
  static gint8 value[KONTOR_N_ABILITIES][CACHED_LEVELS];
  static gsize cached = 0;
  int level = pos->players[player].level[ability];

  if (g_once_init_enter (&cached))
    {
      for (int a = 0; a < KONTOR_N_ABILITIES; a++)
        for (int l = 0; l < CACHED_LEVELS; l++)
          value[a][l] = kontor_ability_value (a, l);
      g_once_init_leave (&cached, 1);
    }
  if ((guint) ability >= KONTOR_N_ABILITIES || level < 0 || level >= CACHED_LEVELS)
    return kontor_ability_value (ability, level);
  return value[ability][level];
}

int
kontor_position_actor (const KontorPosition *pos)
{
  return pos->phase == KONTOR_PHASE_RELOCATION ? pos->reloc_player : pos->active;
}

int
kontor_position_decider (const KontorPosition *pos)
{
  int actor = kontor_position_actor (pos);
  if (actor == KONTOR_NEUTRAL)
    return (pos->active + 1) % pos->n_players;   /* spec §10: the other player */
  return actor;
}

gboolean
kontor_position_is_owner (const KontorPosition *pos, int owner)
{
  return (owner >= 0 && owner < pos->n_players) || (pos->neutral && owner == KONTOR_NEUTRAL);
}

int
kontor_position_actions_allowed (const KontorPosition *pos)
{
  return kontor_player_ability (pos, pos->active, KONTOR_ABILITY_ACTIONS) + pos->actions_extra;
}

int
kontor_position_actions_left (const KontorPosition *pos)
{
  return MAX (0, kontor_position_actions_allowed (pos) - pos->actions_used);
}

gboolean
kontor_position_ended (const KontorPosition *pos)
{
  return pos->phase == KONTOR_PHASE_ENDED;
}

int
kontor_city_filled (const KontorPosition *pos, int city)
{
  int n = 0;
  for (int i = 0; i < pos->board->cities[city].n_slots; i++)
    if (pos->slots[city][i].owner != KONTOR_NOBODY)
      n++;
  return n;
}

gboolean
kontor_city_full (const KontorPosition *pos, int city)
{
  return kontor_city_filled (pos, city) == pos->board->cities[city].n_slots;
}

int
kontor_city_offices_of (const KontorPosition *pos, int city, int player)
{
  int n = 0, g = pos->board->cities[city].green_index;
  for (int i = 0; i < pos->board->cities[city].n_slots; i++)
    if (pos->slots[city][i].owner == player)
      n++;
  for (int i = 0; i < pos->n_extra[city]; i++)
    if (pos->extra[city][i].owner == player)
      n++;
  if (g >= 0)
    for (int i = 0; i < pos->n_added[g]; i++)
      if (pos->added[g][i].owner == player)
        n++;
  return n;
}

int
kontor_city_n_added (const KontorPosition *pos, int city)
{
  int g = pos->board->cities[city].green_index;
  return g >= 0 ? pos->n_added[g] : 0;
}

const KontorPiece *
kontor_city_added (const KontorPosition *pos, int city, int i)
{
  return &pos->added[pos->board->cities[city].green_index][i];
}

/* Expansions §13.5(4) D9: a green city is completed by its first office. */
gboolean
kontor_city_completed (const KontorPosition *pos, int city)
{
  if (pos->board->cities[city].green)
    return pos->n_extra[city] + kontor_city_n_added (pos, city) > 0;
  return kontor_city_full (pos, city);
}

/* §4.5a: most offices; a tie goes to the tied player owning the rightmost
 * office.  Extra offices lie left of every printed office, the newest
 * leftmost, so they are looked at last, oldest first. */
int
kontor_city_controller (const KontorPosition *pos, int city)
{
  int count[KONTOR_OWNERS] = { 0 };
  int best = 0;
  const KontorCity *c = &pos->board->cities[city];

  /* The neutral counts like a player (spec §10: it can control cities). */
  for (int i = 0; i < c->n_slots; i++)
    if (kontor_position_is_owner (pos, pos->slots[city][i].owner))
      count[pos->slots[city][i].owner]++;
  for (int i = 0; i < pos->n_extra[city]; i++)
    if (kontor_position_is_owner (pos, pos->extra[city][i].owner))
      count[pos->extra[city][i].owner]++;
  if (c->green_index >= 0)
    for (int i = 0; i < pos->n_added[c->green_index]; i++)
      if (kontor_position_is_owner (pos, pos->added[c->green_index][i].owner))
        count[pos->added[c->green_index][i].owner]++;
  for (int o = 0; o < KONTOR_OWNERS; o++)
    best = MAX (best, count[o]);
  if (best == 0)
    return KONTOR_NOBODY;
  /* green cities: the added offices lie right of everything (§13.5(5)) */
  if (c->green_index >= 0)
    for (int i = pos->n_added[c->green_index] - 1; i >= 0; i--)
      {
        int o = pos->added[c->green_index][i].owner;
        if (kontor_position_is_owner (pos, o) && count[o] == best)
          return o;
      }
  for (int i = c->n_slots - 1; i >= 0; i--)
    {
      int o = pos->slots[city][i].owner;
      if (kontor_position_is_owner (pos, o) && count[o] == best)
        return o;
    }
  for (int i = 0; i < pos->n_extra[city]; i++)
    {
      int o = pos->extra[city][i].owner;
      if (kontor_position_is_owner (pos, o) && count[o] == best)
        return o;
    }
  return KONTOR_NOBODY;
}

int
kontor_player_offices (const KontorPosition *pos, int player)
{
  int n = 0;
  for (int c = 0; c < pos->board->n_cities; c++)
    n += kontor_city_offices_of (pos, c, player);
  return n;
}

/* The one scan behind every "who is on the route" question. */
static inline int
occupant (const KontorPosition *pos, int route, int *n_empty)
{
  int n = pos->board->routes[route].n_spaces;
  int who = KONTOR_NOBODY, empty = 0;
  for (int s = 0; s < n; s++)
    {
      int o = pos->spaces[route][s].owner;
      if (o == KONTOR_NOBODY)
        empty++;
      else if (who == KONTOR_NOBODY)
        who = o;
      else if (who != o)
        who = KONTOR_ROUTE_SHARED;
    }
  *n_empty = empty;
  return who;
}

int
kontor_route_occupant (const KontorPosition *pos, int route, int *n_empty)
{
  int empty, who = occupant (pos, route, &empty);
  if (n_empty)
    *n_empty = empty;
  return who;
}

gboolean
kontor_route_owned_by (const KontorPosition *pos, int route, int player)
{
  /* every space the player's (or empty, for KONTOR_NOBODY): the first other
   * one decides, so most routes are answered at their first space */
  for (int s = 0; s < pos->board->routes[route].n_spaces; s++)
    if (pos->spaces[route][s].owner != player)
      return FALSE;
  return TRUE;
}

static gboolean
route_has_empty (const KontorPosition *pos, int route)
{
  int empty;
  occupant (pos, route, &empty);
  return empty > 0;
}

static gboolean
route_is_empty (const KontorPosition *pos, int route)
{
  int empty;
  return occupant (pos, route, &empty) == KONTOR_NOBODY;
}

int
kontor_relocation_distance (const KontorPosition *pos, int route)
{
  int best = -1;
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      int d = pos->board->route_dist[route][r];
      if (r == route || d == G_MAXUINT8 || (best >= 0 && d >= best) || !route_has_empty (pos, r))
        continue;
      best = d;
    }
  return best;
}

/* Whether the route has an empty space a piece of the kind may take. */
static gboolean
route_has_empty_for (const KontorPosition *pos, int route, int kind)
{
  const KontorRoute *r = &pos->board->routes[route];
  for (int s = 0; s < r->n_spaces; s++)
    if (pos->spaces[route][s].owner == KONTOR_NOBODY && kontor_board_space_takes (pos->board, route, s, kind))
      return TRUE;
  return FALSE;
}

/* Expansions §12.3 D3, §14.4 D19: the nearest ring with a space for a piece
 * of the kind, counted on the whole board, among the routes whose country
 * is in `regions` (bits); -1 when there is none. */
int
kontor_relocation_distance_for (const KontorPosition *pos, int route, int kind, guint regions)
{
  const KontorBoard *b = pos->board;
  int best = -1;
  if (!b->has_ships && !b->countries)
    return kontor_relocation_distance (pos, route);
  for (int r = 0; r < b->n_routes; r++)
    {
      int d = b->route_dist[route][r];
      if (r == route || d == G_MAXUINT8 || (best >= 0 && d >= best)
          || !(regions & (1u << b->routes[r].region)) || !route_has_empty_for (pos, r, kind))
        continue;
      best = d;
    }
  return best;
}

/* §14.4(2) D18: where pieces relocated after a displacement on the route may go. */
guint
kontor_relocation_regions (const KontorPosition *pos, int route)
{
  if (!pos->board->countries)
    return 0xff;
  return (1u << KONTOR_REGION_ENGLAND) | (1u << pos->board->routes[route].region);
}

static gboolean
route_has_free_office (const KontorPosition *pos, int route)
{
  const KontorRoute *r = &pos->board->routes[route];
  return !kontor_city_full (pos, r->cities[0]) || !kontor_city_full (pos, r->cities[1]);
}

gboolean
kontor_route_can_take_marker (const KontorPosition *pos, int route)
{
  const KontorRoute *r = &pos->board->routes[route];
  /* expansions §12.8: never beside a permanent marker, never in Wales or Scotland */
  if (pos->route_marker[route] >= 0 || r->permanent >= 0 || r->region != KONTOR_REGION_ENGLAND
      || !route_is_empty (pos, route))
    return FALSE;
  return route_has_free_office (pos, route);
}

/* Spec §10: when no route can take a drawn marker the usual way, a route
 * holding exactly one neutral trader (and nothing else) can. */
static gboolean
route_holds_one_neutral (const KontorPosition *pos, int route)
{
  int empty, who = occupant (pos, route, &empty);
  return who == KONTOR_NEUTRAL && empty == pos->board->routes[route].n_spaces - 1;
}

gboolean
kontor_route_can_take_marker_now (const KontorPosition *pos, int route)
{
  const KontorRoute *rt = &pos->board->routes[route];
  if (kontor_route_can_take_marker (pos, route))
    return TRUE;
  /* D30: the fallback never overrides the board's exclusions */
  if (!pos->neutral || pos->route_marker[route] >= 0 || !route_holds_one_neutral (pos, route)
      || !route_has_free_office (pos, route) || rt->permanent >= 0 || rt->region != KONTOR_REGION_ENGLAND)
    return FALSE;
  for (int r = 0; r < pos->board->n_routes; r++)
    if (kontor_route_can_take_marker (pos, r))
      return FALSE;
  return TRUE;
}

int
kontor_route_first_trader_space (const KontorBoard *board, int route)
{
  for (int s = 0; s < board->routes[route].n_spaces; s++)
    if (kontor_board_space_takes (board, route, s, KONTOR_PIECE_TRADER))
      return s;
  return -1;
}

gboolean
kontor_city_is_special (const KontorPosition *pos, int city)
{
  return pos->board->cities[city].ability >= 0 || city == pos->board->table_city;
}

gboolean
kontor_route_full_of_neutrals (const KontorPosition *pos, int route)
{
  return pos->neutral && kontor_route_owned_by (pos, route, KONTOR_NEUTRAL);
}

int
kontor_neutral_pieces_on_board (const KontorPosition *pos)
{
  int n = 0;
  for (int r = 0; r < pos->board->n_routes; r++)
    for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
      n += pos->spaces[r][s].owner == KONTOR_NEUTRAL;
  for (int c = 0; c < pos->board->n_cities; c++)
    n += kontor_city_offices_of (pos, c, KONTOR_NEUTRAL);
  return n;
}

static gboolean
has_office (const KontorPosition *pos, int city, int player)
{
  return kontor_city_offices_of (pos, city, player) > 0;
}

gboolean
kontor_player_connects_east_west (const KontorPosition *pos, int player)
{
  const KontorBoard *b = pos->board;
  int from = b->east_west[0], to = b->east_west[1];
  gboolean seen[KONTOR_MAX_CITIES] = { FALSE };
  int queue[KONTOR_MAX_CITIES], head = 0, tail = 0;

  if (from < 0 || to < 0 || !has_office (pos, from, player) || !has_office (pos, to, player))
    return FALSE;
  seen[from] = TRUE;
  queue[tail++] = from;
  while (head < tail)
    {
      int c = queue[head++];
      if (c == to)
        return TRUE;
      for (int k = 0; k < b->cities[c].n_routes; k++)
        {
          const KontorRoute *r = &b->routes[b->cities[c].routes[k]];
          int n = r->cities[0] == c ? r->cities[1] : r->cities[0];
          if (!seen[n] && has_office (pos, n, player))
            {
              seen[n] = TRUE;
              queue[tail++] = n;
            }
        }
    }
  return FALSE;
}

/* ------------------------------------------------------------------ setup */

void
kontor_setup_info_init (KontorSetupInfo *setup, int n_players)
{
  memset (setup, 0, sizeof *setup);
  setup->n_players = n_players;
  setup->variant = n_players == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE;
  for (int i = 0; i < n_players && i < KONTOR_MAX_PLAYERS; i++)
    setup->colors[i] = (KontorColor) i;
  setup->tavern_markers[0] = KONTOR_MARKER_EXTRA_OFFICE;
  setup->tavern_markers[1] = KONTOR_MARKER_SWAP_OFFICES;
  setup->tavern_markers[2] = KONTOR_MARKER_REMOVE_3;
}

/* The players and the variant of a setup on a board (expansions §17.1 D40:
 * count and colours, then the variant). */
gboolean
kontor_setup_check_players (const KontorBoard *board, const KontorSetupInfo *setup, GError **error)
{
  if (board->expansion)
    {
      /* Expansions §17.1 D40: players (count, colours), variant, taverns. */
      if (setup->n_players < board->min_players || setup->n_players > board->max_players)
        return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                       /* Translators: "players" is the record's field name; keep it */
                       _("players: the %s board is for %d–%d players, not %d."),
                       board->id, board->min_players, board->max_players, setup->n_players);
      for (int i = 0; i < setup->n_players; i++)
        {
          if ((int) setup->colors[i] < 0 || setup->colors[i] >= KONTOR_N_COLORS)
            return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS, _("players: unknown player colour."));
          for (int j = 0; j < i; j++)
            if (setup->colors[j] == setup->colors[i])
              return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                             /* Translators: "players[%d].color" is the record's field path; keep it */
                             _("players[%d].color: two players chose %s; every player needs a colour of their own."),
                             i, kontor_color_name (setup->colors[i]));
        }
    }
  if (setup->n_players < 2 || setup->n_players > KONTOR_MAX_PLAYERS)
    return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   _("Hansa Teutonica is played by 2 to 5 players, not %d."), setup->n_players);
  /* D40 on every board: a count the board (side) does not take and a colour
   * used twice are both ht.setup-players */
  if (setup->n_players < board->min_players || setup->n_players > board->max_players)
    return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   _("The %s board side is for %d–%d players; %d players use the other side."),
                   board->id, board->min_players, board->max_players, setup->n_players);
  for (int i = 0; i < setup->n_players; i++)
    {
      if ((int) setup->colors[i] < 0 || setup->colors[i] >= KONTOR_N_COLORS)
        return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS, _("Unknown player colour."));
      for (int j = 0; j < i; j++)
        if (setup->colors[j] == setup->colors[i])
          return refuse (error, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                         _("Two players chose %s; every player needs a colour of their own."),
                         kontor_color_name (setup->colors[i]));
    }
  /* D40: the variant after the players (count, board side, colours) */
  if (setup->n_players == 2 && setup->variant != KONTOR_VARIANT_TWO_PLAYER_NEUTRAL)
    return refuse (error, KONTOR_RULE_ERROR_SETUP_VARIANT,
                   _("A game for 2 players is played with the neutral-player variant."));
  if (setup->n_players != 2 && setup->variant != KONTOR_VARIANT_NONE)
    return refuse (error, KONTOR_RULE_ERROR_SETUP_VARIANT,
                   _("The neutral-player variant is for 2 players, not %d."), setup->n_players);
  return TRUE;
}

/* The taverns' starting markers: no kind more often than the 15 hold. */
gboolean
kontor_setup_check_taverns (const KontorSetupInfo *setup, GError **error)
{
  int used[KONTOR_N_MARKERS] = { 0 };

  for (int t = 0; t < 3; t++)
    {
      int m = setup->tavern_markers[t];
      if (m < 0 || m >= KONTOR_N_MARKERS)
        return refuse (error, KONTOR_RULE_ERROR_SETUP_TAVERNS,
                       _("Every tavern route needs its starting bonus marker."));
      if (++used[m] > kontor_marker_total (m))
        return refuse (error, KONTOR_RULE_ERROR_SETUP_TAVERNS,
                       _("The game has only %d “%s” markers."), kontor_marker_total (m),
                       kontor_marker_name (m));
    }
  return TRUE;
}

gboolean
kontor_position_init (KontorPosition *pos, const KontorBoard *board,
                      const KontorSetupInfo *setup, GError **error)
{
  int used[KONTOR_N_MARKERS] = { 0 };

  memset (pos, 0, sizeof *pos);
  pos->board = board;
  if (!kontor_setup_check_players (board, setup, error) || !kontor_setup_check_taverns (setup, error))
    return FALSE;
  for (int t = 0; t < 3; t++)
    used[setup->tavern_markers[t]]++;

  pos->n_players = setup->n_players;
  pos->neutral = setup->variant == KONTOR_VARIANT_TWO_PLAYER_NEUTRAL;
  pos->colors[KONTOR_NEUTRAL] = KONTOR_COLOR_NEUTRAL;
  for (int i = 0; i < pos->n_players; i++)
    {
      KontorPlayerState *p = &pos->players[i];
      pos->colors[i] = setup->colors[i];
      /* §2: supply 1 merchant + (4 + seat) traders; stock the rest of the 11. */
      p->supply[KONTOR_PIECE_MERCHANT] = 1;
      p->supply[KONTOR_PIECE_TRADER] = 4 + (i + 1);
      p->stock[KONTOR_PIECE_TRADER] = 7 - (i + 1);
      p->stock[KONTOR_PIECE_MERCHANT] = 0;
    }
  for (int r = 0; r < KONTOR_MAX_ROUTES; r++)
    {
      pos->route_marker[r] = -1;
      for (int s = 0; s < KONTOR_MAX_SPACES; s++)
        pos->spaces[r][s].owner = KONTOR_NOBODY;
    }
  for (int c = 0; c < KONTOR_MAX_CITIES; c++)
    for (int s = 0; s < KONTOR_MAX_SLOTS; s++)
      {
        pos->slots[c][s].owner = KONTOR_NOBODY;
        pos->extra[c][s].owner = KONTOR_NOBODY;
      }
  for (int t = 0; t < KONTOR_MAX_TABLE; t++)
    pos->table[t] = KONTOR_NOBODY;
  for (int t = 0; t < 3; t++)
    pos->route_marker[board->taverns[t]] = setup->tavern_markers[t];
  if (pos->neutral)
    {
      /* Spec §10: one neutral trader on every route into a special city
       * and on every tavern route (decision: on the route's first space). */
      for (int r = 0; r < board->n_routes; r++)
        if (board->routes[r].tavern || kontor_city_is_special (pos, board->routes[r].cities[0])
            || kontor_city_is_special (pos, board->routes[r].cities[1]))
          {
            int sp = kontor_route_first_trader_space (board, r);   /* D26 */
            if (sp < 0)
              continue;
            pos->spaces[r][sp].owner = KONTOR_NEUTRAL;
            pos->spaces[r][sp].kind = KONTOR_PIECE_TRADER;
          }
    }
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    {
      pos->unrevealed[m] = kontor_marker_total (m) - used[m];
      pos->stack_left += pos->unrevealed[m];
    }
  pos->virtual_draws = setup->virtual_draws;
  if (setup->virtual_draws)
    {
      KontorRng rng;
      int n = 0;
      kontor_rng_init (&rng, setup->seed ^ KONTOR_RNG_STACK_STREAM);
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        for (int k = 0; k < pos->unrevealed[m]; k++)
          pos->stack_order[n++] = m;
      kontor_rng_shuffle (&rng, pos->stack_order, n);
    }
  pos->turn = 1;
  pos->active = 0;
  pos->phase = KONTOR_PHASE_ACTIONS;
  pos->reloc_player = pos->reloc_route = -1;
  return TRUE;
}

/* ---------------------------------------------------------------- helpers */

static void
check_end (KontorPosition *pos)
{
  /* A displacement ends with the relocation and the neutral claims it
   * causes: the game ends after all of them (spec §8 "end of the action"). */
  if (pos->phase == KONTOR_PHASE_RELOCATION || pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM)
    return;
  for (int p = 0; p < pos->n_players; p++)
    if (pos->players[p].prestige >= KONTOR_PRESTIGE_TO_END)
      pos->end_reasons |= KONTOR_END_PRESTIGE_20;
  /* The neutral can trigger the end, though it never wins (spec §10). */
  if (pos->neutral && pos->players[KONTOR_NEUTRAL].prestige >= KONTOR_PRESTIGE_TO_END)
    pos->end_reasons |= KONTOR_END_PRESTIGE_20;
  if (pos->completed >= pos->board->cities_to_end)
    pos->end_reasons |= pos->board->cities_to_end == 8 ? KONTOR_END_EIGHT_CITIES : KONTOR_END_TEN_CITIES;
  if (pos->end_reasons)
    pos->phase = KONTOR_PHASE_ENDED;
}

static void
next_turn (KontorPosition *pos)
{
  pos->active = (pos->active + 1) % pos->n_players;
  pos->turn++;
  pos->actions_used = 0;
  pos->actions_extra = 0;
  pos->gateways_used = 0;
  pos->phase = KONTOR_PHASE_ACTIONS;
}

gboolean
kontor_pos_valid_space (const KontorPosition *pos, KontorSpaceRef ref)
{
  return ref.route >= 0 && ref.route < pos->board->n_routes
      && ref.space >= 0 && ref.space < pos->board->routes[ref.route].n_spaces;
}

gboolean
kontor_pos_check_space (const KontorPosition *pos, KontorSpaceRef ref, GError **error)
{
  if (!kontor_pos_valid_space (pos, ref))
    return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, _("That route space does not exist on this board."));
  return TRUE;
}

KontorPiece *
kontor_pos_space_at (KontorPosition *pos, KontorSpaceRef ref)
{
  return &pos->spaces[ref.route][ref.space];
}

static gboolean
check_phase_for_action (const KontorPosition *pos, GError **error)
{
  switch (pos->phase)
    {
    case KONTOR_PHASE_ENDED:
      return refuse (error, KONTOR_RULE_ERROR_GAME_OVER, _("The game is over; no more actions can be taken."));
    case KONTOR_PHASE_RELOCATION:
      return refuse (error, KONTOR_RULE_ERROR_RELOCATION_PENDING,
                     _("The displaced player must first put their pieces back on the board."));
    case KONTOR_PHASE_PLACE_BONUS:
      return refuse (error, KONTOR_RULE_ERROR_BONUS_PLACEMENT_PENDING,
                     _("The turn is over: first place the newly drawn bonus markers."));
    case KONTOR_PHASE_NEUTRAL_CLAIM:
      return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_CLAIM_PENDING,
                     _("A route is full of neutral traders: first choose the city for the neutral office."));
    default:
      return TRUE;
    }
}

static gboolean
take_action (KontorPosition *pos, GError **error)
{
  if (!check_phase_for_action (pos, error))
    return FALSE;
  if (kontor_position_actions_left (pos) <= 0)
    return refuse (error, KONTOR_RULE_ERROR_NO_ACTIONS_LEFT,
                   _("No actions are left this turn (%d used); end the turn or use a bonus marker for more actions."),
                   pos->actions_used);
  pos->actions_used++;
  return TRUE;
}

void
kontor_pos_upgrade (KontorPosition *pos, int player, KontorAbility ability)
{
  KontorPlayerState *p = &pos->players[player];
  p->level[ability]++;
  p->supply[kontor_ability_cover (ability)]++;
}

static gboolean
check_upgrade (const KontorPosition *pos, int player, int ability, GError **error)
{
  if (ability < 0 || ability >= KONTOR_N_ABILITIES)
    return refuse (error, KONTOR_RULE_ERROR_UPGRADE_NOT_OFFERED, _("Choose an ability to upgrade."));
  if (pos->players[player].level[ability] >= kontor_ability_max_level (ability))
    return refuse (error, KONTOR_RULE_ERROR_ABILITY_FULL,
                   _("%s is already fully developed; choose another ability."),
                   kontor_ability_name (ability));
  return TRUE;
}

void
kontor_pos_award_east_west (KontorPosition *pos, int player)
{
  static const int points[] = { 7, 4, 2 };
  KontorPlayerState *p = &pos->players[player];
  if (p->east_west || pos->east_west_done >= (int) G_N_ELEMENTS (points))
    return;
  if (!kontor_player_connects_east_west (pos, player))
    return;
  p->prestige += points[pos->east_west_done];
  p->east_west = ++pos->east_west_done;
}

/* ---------------------------------------------------------------- actions */

static gboolean
do_hire (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPlayerState *p = &pos->players[pos->active];
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_MONEY_BAGS);

  if (!take_action (pos, error))
    return FALSE;
  if (a->traders < 0 || a->merchants < 0)
    return refuse (error, KONTOR_RULE_ERROR_HIRE_STOCK, _("A number of pieces cannot be negative."));
  if (a->traders + a->merchants > limit)
    return refuse (error, KONTOR_RULE_ERROR_HIRE_OVER_LIMIT,
                   _("Your Money bags allow hiring %d pieces, not %d."), limit, a->traders + a->merchants);
  if (a->traders > p->stock[KONTOR_PIECE_TRADER])
    return refuse (error, KONTOR_RULE_ERROR_HIRE_STOCK,
                   _("Your stock holds %d traders; you cannot hire %d."), p->stock[KONTOR_PIECE_TRADER], a->traders);
  if (a->merchants > p->stock[KONTOR_PIECE_MERCHANT])
    return refuse (error, KONTOR_RULE_ERROR_HIRE_STOCK,
                   _("Your stock holds %d merchants; you cannot hire %d."), p->stock[KONTOR_PIECE_MERCHANT], a->merchants);
  p->stock[KONTOR_PIECE_TRADER] -= a->traders;
  p->stock[KONTOR_PIECE_MERCHANT] -= a->merchants;
  p->supply[KONTOR_PIECE_TRADER] += a->traders;
  p->supply[KONTOR_PIECE_MERCHANT] += a->merchants;
  return TRUE;
}

gboolean
kontor_pos_check_piece_kind (int kind, GError **error)
{
  if (kind != KONTOR_PIECE_TRADER && kind != KONTOR_PIECE_MERCHANT)
    return refuse (error, KONTOR_RULE_ERROR_NOT_IN_SUPPLY, _("A piece is a trader or a merchant."));
  return TRUE;
}

static gboolean
do_place (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPlayerState *p = &pos->players[pos->active];
  KontorSpaceRef ref = { a->route, a->space };
  char buf[64];

  if (!take_action (pos, error) || !kontor_pos_check_space (pos, ref, error) || !kontor_pos_check_piece_kind (a->piece, error))
    return FALSE;
  if (kontor_pos_space_at (pos, ref)->owner != KONTOR_NOBODY)
    return refuse (error, KONTOR_RULE_ERROR_SPACE_OCCUPIED,
                   _("That space on %s is taken; place on an empty space, or displace the piece instead."),
                   kontor_pos_route_name (pos, ref.route, buf));
  if (!kontor_pos_check_space_takes (pos, ref, a->piece, pos->active, error))
    return FALSE;
  if (p->supply[a->piece] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_NOT_IN_SUPPLY,
                   _("Your supply holds no %s; hire pieces first."), kontor_piece_name (a->piece));
  if (!kontor_pos_use_permission (pos, ref.route, error))
    return FALSE;
  p->supply[a->piece]--;
  kontor_pos_space_at (pos, ref)->owner = pos->active;
  kontor_pos_space_at (pos, ref)->kind = a->piece;
  return TRUE;
}

static gboolean
do_displace (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPlayerState *p = &pos->players[pos->active];
  KontorSpaceRef ref = { a->route, a->space };
  KontorPiece victim;
  int penalty;

  if (!take_action (pos, error) || !kontor_pos_check_space (pos, ref, error) || !kontor_pos_check_piece_kind (a->piece, error))
    return FALSE;
  victim = *kontor_pos_space_at (pos, ref);
  if (victim.owner == KONTOR_NOBODY)
    return refuse (error, KONTOR_RULE_ERROR_DISPLACE_EMPTY,
                   _("That space is empty: use Place instead of Displace."));
  if (victim.owner == pos->active)
    return refuse (error, KONTOR_RULE_ERROR_DISPLACE_OWN,
                   _("You cannot displace your own piece; only another player's."));
  penalty = victim.kind == KONTOR_PIECE_MERCHANT ? 2 : 1;
  if (!kontor_pos_check_space_takes (pos, ref, a->piece, pos->active, error))
    return FALSE;
  if (p->supply[a->piece] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_NOT_IN_SUPPLY,
                   _("Your supply holds no %s; hire pieces first."), kontor_piece_name (a->piece));
  if (p->supply[0] + p->supply[1] < 1 + penalty)
    return refuse (error, KONTOR_RULE_ERROR_DISPLACE_CANNOT_PAY,
                   _("Displacing a %s costs your piece plus %d more from your supply; you have only %d."),
                   kontor_piece_name (victim.kind), penalty, p->supply[0] + p->supply[1]);
  if (a->traders < 0 || a->merchants < 0 || a->traders + a->merchants != penalty)
    return refuse (error, KONTOR_RULE_ERROR_DISPLACE_PAYMENT,
                   _("Displacing a %s costs exactly %d pieces from your supply, not %d."),
                   kontor_piece_name (victim.kind), penalty, a->traders + a->merchants);
  p->supply[a->piece]--;
  if (a->traders > p->supply[KONTOR_PIECE_TRADER] || a->merchants > p->supply[KONTOR_PIECE_MERCHANT])
    return refuse (error, KONTOR_RULE_ERROR_DISPLACE_CANNOT_PAY,
                   _("After putting down your piece your supply holds %d traders and %d merchants; pay the penalty from those."),
                   p->supply[KONTOR_PIECE_TRADER], p->supply[KONTOR_PIECE_MERCHANT]);
  if (!kontor_pos_use_permission (pos, ref.route, error))
    return FALSE;
  p->supply[KONTOR_PIECE_TRADER] -= a->traders;
  p->supply[KONTOR_PIECE_MERCHANT] -= a->merchants;
  p->stock[KONTOR_PIECE_TRADER] += a->traders;
  p->stock[KONTOR_PIECE_MERCHANT] += a->merchants;
  kontor_pos_space_at (pos, ref)->owner = pos->active;
  kontor_pos_space_at (pos, ref)->kind = a->piece;

  if (kontor_relocation_distance_for (pos, ref.route, victim.kind,
                                      kontor_relocation_regions (pos, ref.route)) < 0)
    {
      /* Decision (spec §4.3; expansions D37): nowhere the displaced piece
       * may go, it returns to its owner's supply (a neutral to the neutral
       * pool) and no extra pieces are placed. */
      if (victim.owner != KONTOR_NEUTRAL)
        pos->players[victim.owner].supply[victim.kind]++;
      return TRUE;
    }
  pos->phase = KONTOR_PHASE_RELOCATION;
  pos->reloc_player = victim.owner;
  pos->reloc_route = ref.route;
  pos->reloc_kind = victim.kind;
  pos->reloc_extras = penalty;
  return TRUE;
}

/* Spec §10: a route whose spaces all hold neutral traders is claimed at
 * once, within the active player's turn, before anything else happens. */
void
kontor_pos_enter_neutral_claims (KontorPosition *pos)
{
  for (int r = 0; pos->neutral && r < pos->board->n_routes; r++)
    if (kontor_route_full_of_neutrals (pos, r))
      {
        pos->phase = KONTOR_PHASE_NEUTRAL_CLAIM;
        return;
      }
}

static gboolean
do_relocate (KontorPosition *pos, const KontorAction *a, GError **error)
{
  int who = pos->reloc_player;
  KontorPlayerState *p;
  gboolean displaced_done = FALSE;
  int extras = 0;
  guint regions;
  char buf[64];

  if (pos->phase != KONTOR_PHASE_RELOCATION)
    return refuse (error, KONTOR_RULE_ERROR_NO_RELOCATION, _("Nobody has been displaced; there is nothing to relocate."));
  p = &pos->players[who];
  if (a->n > 1 + pos->reloc_extras || a->n > KONTOR_MAX_RELOCATE)
    return refuse (error, KONTOR_RULE_ERROR_RELOCATE_TOO_MANY,
                   ngettext ("Besides the displaced piece you may place %d more piece, not more.",
                             "Besides the displaced piece you may place %d more pieces, not more.",
                             pos->reloc_extras),
                   pos->reloc_extras);
  if (a->n < 1)
    return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISPLACED,
                   _("The displaced %s must be put back on the board."), kontor_piece_name (pos->reloc_kind));
  regions = kontor_relocation_regions (pos, pos->reloc_route);
  for (int i = 0; i < a->n; i++)
    {
      const KontorRelocation *r = &a->reloc[i];
      int kind = r->piece, d, want;
      guint may = regions;

      if (!kontor_pos_check_space (pos, r->dst, error) || !kontor_pos_check_piece_kind (kind, error))
        return FALSE;
      switch (r->from)
        {
        case KONTOR_FROM_DISPLACED:
          if (displaced_done)
            return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISPLACED, _("Only one piece was displaced."));
          if (kind != pos->reloc_kind)
            return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISPLACED,
                           _("The displaced piece is a %s, not a %s."),
                           kontor_piece_name (pos->reloc_kind), kontor_piece_name (kind));
          displaced_done = TRUE;
          break;
        case KONTOR_FROM_STOCK:
        case KONTOR_FROM_SUPPLY:
        case KONTOR_FROM_BOARD:
          if (++extras > pos->reloc_extras)
            return refuse (error, KONTOR_RULE_ERROR_RELOCATE_TOO_MANY,
                           ngettext ("Besides the displaced piece you may place %d more piece, not more.",
                                     "Besides the displaced piece you may place %d more pieces, not more.",
                                     pos->reloc_extras),
                           pos->reloc_extras);
          if (who == KONTOR_NEUTRAL)
            {
              /* Spec §10: one more neutral trader, from the neutral pool
               * (never empty: other cubes stand in when they run out). */
              if (r->from == KONTOR_FROM_BOARD)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("The extra neutral trader comes from the neutral pieces beside the board, not from a route."));
              if (kind != KONTOR_PIECE_TRADER)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("The neutral player has traders only."));
            }
          else if (p->stock[0] + p->stock[1] > 0)
            {
              if (r->from != KONTOR_FROM_STOCK)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("The extra pieces come from your stock while it holds any."));
              if (p->stock[kind] <= 0)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("Your stock holds no %s."), kontor_piece_name (kind));
              p->stock[kind]--;
            }
          else if (p->supply[0] + p->supply[1] > 0)
            {
              if (r->from != KONTOR_FROM_SUPPLY)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("Your stock is empty, so the extra pieces come from your supply."));
              if (p->supply[kind] <= 0)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("Your supply holds no %s."), kontor_piece_name (kind));
              p->supply[kind]--;
            }
          else
            {
              KontorPiece *src;
              if (r->from != KONTOR_FROM_BOARD)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("Your stock and supply are empty: extra pieces may only be moved from the board."));
              if (!kontor_pos_check_space (pos, r->src, error))
                return FALSE;
              src = kontor_pos_space_at (pos, r->src);
              if (src->owner != who || src->kind != kind)
                return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE,
                               _("There is no %s of yours on that space to move."), kontor_piece_name (kind));
              src->owner = KONTOR_NOBODY;
              /* D20: the piece's own country limit too */
              if (pos->board->countries && B (pos)->routes[r->src.route].region != KONTOR_REGION_ENGLAND)
                may &= (1u << KONTOR_REGION_ENGLAND) | (1u << B (pos)->routes[r->src.route].region);
              else if (pos->board->countries)
                may &= 1u << KONTOR_REGION_ENGLAND;
            }
          break;
        default:
          return refuse (error, KONTOR_RULE_ERROR_RELOCATE_SOURCE, _("Unknown source for a relocated piece."));
        }
      want = kontor_relocation_distance_for (pos, pos->reloc_route, kind, may);
      if (want < 0)
        return refuse (error, KONTOR_RULE_ERROR_RELOCATE_NO_SPACE,
                       _("No empty space is left for this piece; put the displaced piece down first."));
      if (kontor_pos_space_at (pos, r->dst)->owner != KONTOR_NOBODY)
        return refuse (error, KONTOR_RULE_ERROR_SPACE_OCCUPIED,
                       _("That space on %s is taken; relocated pieces go to empty spaces."),
                       kontor_pos_route_name (pos, r->dst.route, buf));
      if (!kontor_pos_check_space_takes (pos, r->dst, kind, who, error))
        return FALSE;
      if (!(may & (1u << B (pos)->routes[r->dst.route].region)))
        return refuse (error, KONTOR_RULE_ERROR_BRIT_COUNTRY,
                       _("%s is in %s: a piece from England stays in England, and pieces displaced in Wales or Scotland go only there or to England."),
                       kontor_pos_route_name (pos, r->dst.route, buf),
                       kontor_region_name (B (pos)->routes[r->dst.route].region));
      d = r->dst.route == pos->reloc_route ? 0 : pos->board->route_dist[pos->reloc_route][r->dst.route];
      if (d != want)
        {
          char buf2[64];
          if (want == 1)
            return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISTANCE,
                           _("Displaced pieces go to a route next to %s that has an empty space; %s is not one."),
                           kontor_pos_route_name (pos, pos->reloc_route, buf), kontor_pos_route_name (pos, r->dst.route, buf2));
          return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISTANCE,
                         _("The routes next to %s are full: displaced pieces go to the nearest routes with an empty space, %d routes away; %s is not one."),
                         kontor_pos_route_name (pos, pos->reloc_route, buf), want, kontor_pos_route_name (pos, r->dst.route, buf2));
        }
      kontor_pos_space_at (pos, r->dst)->owner = who;
      kontor_pos_space_at (pos, r->dst)->kind = kind;
    }
  if (!displaced_done)
    return refuse (error, KONTOR_RULE_ERROR_RELOCATE_DISPLACED,
                   _("The displaced %s must be put back on the board."), kontor_piece_name (pos->reloc_kind));
  /* Seed 000, expansions D38: a displaced neutral goes together with one
   * more neutral while a space is left that it may take. */
  if (who == KONTOR_NEUTRAL && extras == 0 && pos->reloc_extras > 0
      && kontor_relocation_distance_for (pos, pos->reloc_route, KONTOR_PIECE_TRADER, regions) >= 0)
    return refuse (error, KONTOR_RULE_ERROR_RELOCATE_NEUTRAL_EXTRA,
                   _("The displaced neutral trader is relocated together with one more neutral trader, and a space is left for it."));
  pos->phase = KONTOR_PHASE_ACTIONS;
  pos->reloc_player = pos->reloc_route = -1;
  kontor_pos_enter_neutral_claims (pos);
  return TRUE;
}

static gboolean
do_move (KontorPosition *pos, const KontorAction *a, GError **error)
{
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE);
  KontorPiece lifted[KONTOR_MAX_MOVES];

  if (!take_action (pos, error))
    return FALSE;
  if (a->n > limit || a->n > KONTOR_MAX_MOVES || a->n < 0)
    return refuse (error, KONTOR_RULE_ERROR_MOVE_TOO_MANY,
                   _("Your Liber Sophiae allows moving %d pieces, not %d (a swap counts as 2)."), limit, a->n);
  for (int i = 0; i < a->n; i++)
    {
      if (!kontor_pos_check_space (pos, a->moves[i].from, error) || !kontor_pos_check_space (pos, a->moves[i].to, error))
        return FALSE;
      for (int j = 0; j < i; j++)
        if ((a->moves[j].from.route == a->moves[i].from.route && a->moves[j].from.space == a->moves[i].from.space)
            || (a->moves[j].to.route == a->moves[i].to.route && a->moves[j].to.space == a->moves[i].to.space))
          return refuse (error, KONTOR_RULE_ERROR_MOVE_DUPLICATE,
                         _("Each piece moves once and each space receives one piece."));
      if (a->moves[i].from.route == a->moves[i].to.route && a->moves[i].from.space == a->moves[i].to.space)
        return refuse (error, KONTOR_RULE_ERROR_MOVE_DUPLICATE, _("A piece must move to another space."));
      if (kontor_pos_space_at (pos, a->moves[i].from)->owner != pos->active)
        return refuse (error, KONTOR_RULE_ERROR_MOVE_NOT_OWN,
                       _("You can move only your own pieces that stand on routes."));
      if (!kontor_pos_check_space_takes (pos, a->moves[i].to, kontor_pos_space_at (pos, a->moves[i].from)->kind, pos->active, error))
        return FALSE;
      if (!kontor_pos_country_allows (pos, a->moves[i].from.route, a->moves[i].to.route))
        {
          char buf[64];
          return refuse (error, KONTOR_RULE_ERROR_BRIT_COUNTRY,
                         _("A piece on a route in %s cannot move to %s in %s: pieces move within their country or to England."),
                         kontor_region_name (B (pos)->routes[a->moves[i].from.route].region),
                         kontor_pos_route_name (pos, a->moves[i].to.route, buf),
                         kontor_region_name (B (pos)->routes[a->moves[i].to.route].region));
        }
    }
  for (int i = 0; i < a->n; i++)
    {
      lifted[i] = *kontor_pos_space_at (pos, a->moves[i].from);
      kontor_pos_space_at (pos, a->moves[i].from)->owner = KONTOR_NOBODY;
    }
  for (int i = 0; i < a->n; i++)
    {
      KontorPiece *to = kontor_pos_space_at (pos, a->moves[i].to);
      if (to->owner != KONTOR_NOBODY)
        return refuse (error, KONTOR_RULE_ERROR_MOVE_TARGET,
                       _("Pieces move only to empty spaces (or swap places with your own moved pieces)."));
      *to = lifted[i];
    }
  return TRUE;
}

static gboolean
route_has_kind (const KontorPosition *pos, int route, int kind)
{
  for (int s = 0; s < pos->board->routes[route].n_spaces; s++)
    if (pos->spaces[route][s].kind == kind)
      return TRUE;
  return FALSE;
}

/* Takes one piece of the kind off the claimed route (leaving it empty there). */
static void
take_from_route (KontorPosition *pos, int route, int kind)
{
  for (int s = 0; s < pos->board->routes[route].n_spaces; s++)
    if (pos->spaces[route][s].owner != KONTOR_NOBODY && pos->spaces[route][s].kind == kind)
      {
        pos->spaces[route][s].owner = KONTOR_NOBODY;
        return;
      }
}

/* §7: a taken marker is replaced from the stack at the end of the turn; an
 * empty stack ends the game (§8). */
static void
draw_replacement (KontorPosition *pos)
{
  if (pos->stack_left <= 0)
    pos->end_reasons |= KONTOR_END_BONUS_STACK_EMPTY;
  else
    {
      pos->stack_left--;
      pos->pending_kind[pos->pending_draws] = pos->virtual_draws ? pos->stack_order[pos->stack_left] : -1;
      pos->pending_draws++;
    }
}

/* §4.5a: the controller of each city of a claimed route gains 1 PP (the
 * neutral too); control is taken before any office of the claim. */
static void
reward_controllers (KontorPosition *pos, int route)
{
  const KontorRoute *r = &pos->board->routes[route];
  int ctrl[2] = { kontor_city_controller (pos, r->cities[0]), kontor_city_controller (pos, r->cities[1]) };
  for (int i = 0; i < 2; i++)
    if (ctrl[i] != KONTOR_NOBODY)
      pos->players[ctrl[i]].prestige++;
}

/* The route's bonus marker, if any, goes to `into` (a player's unused
 * markers, or the discarded ones) and a replacement is drawn. */
static void
take_route_marker (KontorPosition *pos, int route, gint8 *into)
{
  if (pos->route_marker[route] < 0)
    return;
  into[pos->route_marker[route]]++;
  pos->route_marker[route] = -1;
  draw_replacement (pos);
}

/* Puts a piece on the leftmost free office of a city, with its coin, the
 * completed-cities counter and the East–West connection. */
static void
establish_office (KontorPosition *pos, int city, int owner, int kind)
{
  const KontorBoard *b = pos->board;
  int slot = kontor_city_filled (pos, city);
  pos->slots[city][slot].owner = owner;
  pos->slots[city][slot].kind = kind;
  pos->players[owner].prestige += b->cities[city].slots[slot].coin;
  if (slot + 1 == b->cities[city].n_slots)
    pos->completed++;
  kontor_pos_award_east_west (pos, owner);
}

static gboolean
check_benefit_city (const KontorPosition *pos, int route, int city, GError **error)
{
  char buf[64];
  if (city < 0 || city >= pos->board->n_cities || !kontor_board_route_touches (pos->board, route, city))
    return refuse (error, KONTOR_RULE_ERROR_BENEFIT_CITY,
                   _("The office must go to one of the two cities of %s."), kontor_pos_route_name (pos, route, buf));
  return TRUE;
}

static gboolean
do_claim (KontorPosition *pos, const KontorAction *a, GError **error)
{
  const KontorBoard *b = pos->board;
  int me = pos->active;
  KontorPlayerState *p = &pos->players[me];
  int route = a->route;
  const KontorRoute *r;
  KontorPiece before[KONTOR_MAX_SPACES];
  char buf[64];

  if (!take_action (pos, error))
    return FALSE;
  if (route < 0 || route >= b->n_routes)
    return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, _("That route does not exist on this board."));
  r = &b->routes[route];
  if (!kontor_route_owned_by (pos, route, me))
    return refuse (error, KONTOR_RULE_ERROR_CLAIM_INCOMPLETE,
                   _("To claim %s every one of its %d spaces must hold your pieces."),
                   kontor_pos_route_name (pos, route, buf), r->n_spaces);
  memcpy (before, pos->spaces[route], sizeof before);

  /* Checks of the benefit that do not depend on what the claim changes. */
  switch (a->benefit)
    {
    case KONTOR_BENEFIT_NONE:
      break;
    case KONTOR_BENEFIT_OFFICE:
    case KONTOR_BENEFIT_EXTRA_OFFICE:
      if (!check_benefit_city (pos, route, a->city, error) || !kontor_pos_check_piece_kind (a->piece, error))
        return FALSE;
      if (a->benefit == KONTOR_BENEFIT_OFFICE && b->cities[a->city].green)
        return refuse (error, KONTOR_RULE_ERROR_EAST_GREEN_NO_SLOTS,
                       _("%s is a green city without printed offices: only an extra office marker (or the Malmö–Visby marker) builds there."),
                       CITY_NAME (pos, a->city));
      if (!route_has_kind (pos, route, a->piece))
        return refuse (error, KONTOR_RULE_ERROR_PIECE_NOT_ON_ROUTE,
                       _("The new office is one of the route's pieces, and no %s stands on %s."),
                       kontor_piece_name (a->piece), kontor_pos_route_name (pos, route, buf));
      if (a->benefit == KONTOR_BENEFIT_EXTRA_OFFICE)
        {
          /* Held before this claim: a marker is never used within the action that gains it. */
          if (p->markers_unused[KONTOR_MARKER_EXTRA_OFFICE] <= 0)
            return refuse (error, KONTOR_RULE_ERROR_EXTRA_OFFICE_NO_MARKER,
                           _("An extra office needs an unused Extra office marker taken before this claim."));
          if (kontor_city_filled (pos, a->city) + pos->n_extra[a->city] == 0 && !b->cities[a->city].green)
            return refuse (error, KONTOR_RULE_ERROR_EXTRA_OFFICE_EMPTY_CITY,
                           _("An extra office can only go to a city that already has an office; %s has none."),
                           CITY_NAME (pos, a->city));
          if (pos->n_extra[a->city] >= KONTOR_MAX_EXTRA)
            return refuse (error, KONTOR_RULE_ERROR_OFFICE_CITY_FULL, _("No room for another extra office."));
        }
      else
        {
          int slot = kontor_city_filled (pos, a->city);
          const KontorCity *c = &b->cities[a->city];
          KontorPrivilege mine = kontor_player_ability (pos, me, KONTOR_ABILITY_PRIVILEGIUM);
          if (slot >= c->n_slots)
            return refuse (error, KONTOR_RULE_ERROR_OFFICE_CITY_FULL,
                           _("%s has no free office left; choose the other city, another benefit, or an extra office marker."),
                           c->name);
          if (c->slots[slot].privilege > mine)
            return refuse (error, KONTOR_RULE_ERROR_OFFICE_PRIVILEGE,
                           _("%s's next free office is %s; your Privilegium is %s."), c->name,
                           kontor_privilege_name (c->slots[slot].privilege), kontor_privilege_name (mine));
          if ((int) c->slots[slot].piece != a->piece)
            return refuse (error, KONTOR_RULE_ERROR_OFFICE_SHAPE,
                           _("%s's next free office takes a %s, not a %s."), c->name,
                           kontor_piece_name (c->slots[slot].piece), kontor_piece_name (a->piece));
        }
      break;
    case KONTOR_BENEFIT_UPGRADE:
      if (a->ability < 0 || a->ability >= KONTOR_N_ABILITIES
          || (!kontor_board_city_offers (b, r->cities[0], a->ability)
              && !kontor_board_city_offers (b, r->cities[1], a->ability)))
        return refuse (error, b->expansion ? KONTOR_RULE_ERROR_CLAIM_ABILITY_NOT_OFFERED
                                            : KONTOR_RULE_ERROR_UPGRADE_NOT_OFFERED,
                       _("Neither %s nor %s offers that ability."),
                       CITY_NAME (pos, r->cities[0]), CITY_NAME (pos, r->cities[1]));
      if (!check_upgrade (pos, me, a->ability, error))
        return FALSE;
      break;
    case KONTOR_BENEFIT_COELLEN:
      {
        KontorPrivilege mine = kontor_player_ability (pos, me, KONTOR_ABILITY_PRIVILEGIUM);
        gboolean x = b->expansion;
        if (route != b->table_route)
          return refuse (error, x ? KONTOR_RULE_ERROR_TABLE_WRONG_ROUTE : KONTOR_RULE_ERROR_COELLEN_ROUTE,
                         _("Only a claim of the route to the prestige table may put a merchant on it."));
        if (a->table_space < 0 || a->table_space >= b->n_table || pos->table[a->table_space] != KONTOR_NOBODY)
          return refuse (error, KONTOR_RULE_ERROR_COELLEN_SPACE,
                         _("Choose a free space of the prestige table."));
        if (x && !route_has_kind (pos, route, KONTOR_PIECE_MERCHANT))
          return refuse (error, KONTOR_RULE_ERROR_TABLE_NO_MERCHANT,
                         _("Only a merchant from the claimed route can go to the prestige table."));
        if (b->table_priv[a->table_space] > mine)
          return refuse (error, x ? KONTOR_RULE_ERROR_TABLE_PRIVILEGE : KONTOR_RULE_ERROR_COELLEN_PRIVILEGE,
                         _("That table space is %s; your Privilegium is %s."),
                         kontor_privilege_name (b->table_priv[a->table_space]), kontor_privilege_name (mine));
        if (!route_has_kind (pos, route, KONTOR_PIECE_MERCHANT))
          return refuse (error, KONTOR_RULE_ERROR_PIECE_NOT_ON_ROUTE,
                         _("Only a merchant from the claimed route can go to the prestige table."));
      }
      break;
    default:
      return refuse (error, KONTOR_RULE_ERROR_BENEFIT_CITY, _("Unknown benefit."));
    }
  if (a->perm >= 0)
    {
      if (r->permanent < 0)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NOT_MARITIME,
                       _("No permanent marker is printed beside %s."), kontor_pos_route_name (pos, route, buf));
      if (a->perm != r->permanent)
        return refuse (error, KONTOR_RULE_ERROR_PERM_KIND_MISMATCH,
                       _("The marker printed beside %s is “%s”, not “%s”."), kontor_pos_route_name (pos, route, buf),
                       kontor_permanent_name (r->permanent), kontor_permanent_name (a->perm));
      if (a->perm_n < 0 || a->perm_n > 2)
        return refuse (error, KONTOR_RULE_ERROR_PERM_TOO_MANY,
                       _("The permanent marker moves or places at most 2 pieces, not %d."), a->perm_n);
    }

  /* a) prestige for the controllers; b) the bonus marker and its replacement */
  reward_controllers (pos, route);
  take_route_marker (pos, route, p->markers_unused);

  /* c) the benefit */
  switch (a->benefit)
    {
    case KONTOR_BENEFIT_OFFICE:
      take_from_route (pos, route, a->piece);
      establish_office (pos, a->city, me, a->piece);
      break;
    case KONTOR_BENEFIT_EXTRA_OFFICE:
      take_from_route (pos, route, a->piece);
      /* D9: the first office of a green city completes it */
      if (b->cities[a->city].green && !kontor_city_completed (pos, a->city))
        pos->completed++;
      pos->extra[a->city][pos->n_extra[a->city]].owner = me;
      pos->extra[a->city][pos->n_extra[a->city]].kind = a->piece;
      pos->n_extra[a->city]++;
      p->markers_unused[KONTOR_MARKER_EXTRA_OFFICE]--;
      p->markers_used[KONTOR_MARKER_EXTRA_OFFICE]++;
      kontor_pos_award_east_west (pos, me);
      break;
    case KONTOR_BENEFIT_UPGRADE:
      kontor_pos_upgrade (pos, me, a->ability);
      break;
    case KONTOR_BENEFIT_COELLEN:
      take_from_route (pos, route, KONTOR_PIECE_MERCHANT);
      pos->table[a->table_space] = me;
      break;
    default:
      break;
    }

  /* Every other piece of the route returns to the claimer's stock. */
  if (a->perm == KONTOR_PERMANENT_REUSE_2)
    return kontor_pos_reuse_two (pos, a, before, error) && kontor_pos_permanent_done (pos, a);
  for (int s = 0; s < r->n_spaces; s++)
    if (pos->spaces[route][s].owner != KONTOR_NOBODY)
      {
        p->stock[pos->spaces[route][s].kind]++;
        pos->spaces[route][s].owner = KONTOR_NOBODY;
      }
  /* d) the permanent effect, the claim's last step (expansions D4) */
  switch (a->perm)
    {
    case KONTOR_PERMANENT_MOVE_2:
      if (!kontor_pos_move_two (pos, a, error))
        return FALSE;
      break;
    case KONTOR_PERMANENT_GAIN_PRIVILEGE:
      if (p->level[KONTOR_ABILITY_PRIVILEGIUM] < kontor_ability_max_level (KONTOR_ABILITY_PRIVILEGIUM))
        kontor_pos_upgrade (pos, me, KONTOR_ABILITY_PRIVILEGIUM);
      break;
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      if (!kontor_pos_build_in_green (pos, a, error))
        return FALSE;
      break;
    case KONTOR_PERMANENT_PLACE_2:
      if (!kontor_pos_place_two (pos, a, error))
        return FALSE;
      break;
    default:
      return TRUE;
    }
  return kontor_pos_permanent_done (pos, a);
}

/* Spec §10: the neutral claims a route full of its traders.  Prestige for
 * the controllers as usual; a marker on the route is discarded (and
 * replaced); the active player puts one neutral trader on the leftmost free
 * office of either city, ignoring colour and shape; the other traders
 * leave, except one that stays on a route into a special city. */
static gboolean
do_neutral_claim (KontorPosition *pos, const KontorAction *a, GError **error)
{
  const KontorBoard *b = pos->board;
  int route = a->route;
  const KontorRoute *r;
  gboolean room[2];
  char buf[64];

  if (pos->phase == KONTOR_PHASE_ENDED)
    return refuse (error, KONTOR_RULE_ERROR_GAME_OVER, _("The game is over; no more actions can be taken."));
  if (pos->phase != KONTOR_PHASE_NEUTRAL_CLAIM)
    return refuse (error, KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM,
                   _("No route is full of neutral traders; there is nothing for the neutral to claim."));
  if (route < 0 || route >= b->n_routes)
    return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, _("That route does not exist on this board."));
  r = &b->routes[route];
  if (!kontor_route_full_of_neutrals (pos, route))
    return refuse (error, KONTOR_RULE_ERROR_NO_NEUTRAL_CLAIM,
                   _("Not every space of %s holds a neutral trader; the neutral claims only a route full of them."),
                   kontor_pos_route_name (pos, route, buf));
  for (int i = 0; i < 2; i++)
    room[i] = !kontor_city_full (pos, r->cities[i]);
  if (a->city >= 0 && a->city < b->n_cities && b->cities[a->city].green
      && kontor_board_route_touches (b, route, a->city))
    return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_GREEN_CITY,
                   _("%s is a green city: the neutral never builds there."), CITY_NAME (pos, a->city));
  if (a->city >= 0 && (a->city >= b->n_cities || !kontor_board_route_touches (b, route, a->city)))
    return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_CLAIM_CITY,
                   _("The neutral office goes to %s or %s."),
                   CITY_NAME (pos, r->cities[0]), CITY_NAME (pos, r->cities[1]));
  if (room[0] || room[1])
    {
      if (a->city < 0)
        return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_CLAIM_CITY,
                       _("Choose the city, %s or %s, that gets the neutral office."),
                       CITY_NAME (pos, r->cities[0]), CITY_NAME (pos, r->cities[1]));
      if (kontor_city_full (pos, a->city))
        return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_CLAIM_CITY,
                       _("%s has no free office left; the neutral office goes to the other city."),
                       CITY_NAME (pos, a->city));
    }

  /* prestige as usual; a marker won by the neutral is discarded, and replaced */
  reward_controllers (pos, route);
  take_route_marker (pos, route, pos->discarded);

  /* the office (no city when both are full) */
  if (a->city >= 0 && !kontor_city_full (pos, a->city))
    {
      take_from_route (pos, route, KONTOR_PIECE_TRADER);
      establish_office (pos, a->city, KONTOR_NEUTRAL, KONTOR_PIECE_TRADER);
    }

  /* the rest leave; one stays on a route into a special city */
  for (int s = 0; s < r->n_spaces; s++)
    pos->spaces[route][s].owner = KONTOR_NOBODY;
  if (r->n_spaces > 1
      && (kontor_city_is_special (pos, r->cities[0]) || kontor_city_is_special (pos, r->cities[1])))
    {
      int sp = kontor_route_first_trader_space (b, route);   /* D39 */
      pos->spaces[route][sp].owner = KONTOR_NEUTRAL;
      pos->spaces[route][sp].kind = KONTOR_PIECE_TRADER;
    }

  pos->phase = KONTOR_PHASE_ACTIONS;
  kontor_pos_enter_neutral_claims (pos);
  return TRUE;
}

static gboolean
do_use_bonus (KontorPosition *pos, const KontorAction *a, GError **error)
{
  int me = pos->active;
  KontorPlayerState *p = &pos->players[me];
  int m = a->marker;

  if (!check_phase_for_action (pos, error))
    return FALSE;
  if (m < 0 || m >= KONTOR_N_MARKERS || p->markers_unused[m] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_MARKER_NOT_HELD,
                   _("You hold no unused “%s” marker."),
                   (m >= 0 && m < KONTOR_N_MARKERS) ? kontor_marker_name (m) : "?");
  switch (m)
    {
    case KONTOR_MARKER_EXTRA_OFFICE:
      return refuse (error, KONTOR_RULE_ERROR_MARKER_NOT_HELD,
                     _("The Extra office marker is used when claiming a route, as that claim's benefit."));
    case KONTOR_MARKER_ACTIONS_3:
      pos->actions_extra += 3;
      break;
    case KONTOR_MARKER_ACTIONS_4:
      pos->actions_extra += 4;
      break;
    case KONTOR_MARKER_UPGRADE_ABILITY:
      if (!check_upgrade (pos, me, a->ability, error))
        return FALSE;
      kontor_pos_upgrade (pos, me, a->ability);
      break;
    case KONTOR_MARKER_REMOVE_3:
      if (a->remove_moves != pos->board->countries)
        return refuse (error, KONTOR_RULE_ERROR_BRIT_REMOVE3_FORM,
                       pos->board->countries
                       ? _("On Britannia the Remove 3 marker moves up to 3 other players' pieces within their country; name the moves.")
                       : _("On this board the Remove 3 marker removes pieces; name the spaces to clear."));
      if (a->remove_moves)
        {
          if (!kontor_pos_move_three (pos, a, error))
            return FALSE;
          break;
        }
      if (a->n < 0 || a->n > KONTOR_MAX_REMOVE)
        return refuse (error, KONTOR_RULE_ERROR_REMOVE_INVALID, _("Remove up to 3 pieces from route spaces."));
      for (int i = 0; i < a->n; i++)
        {
          KontorPiece *s;
          if (!kontor_pos_check_space (pos, a->remove[i], error))
            return FALSE;
          s = kontor_pos_space_at (pos, a->remove[i]);
          if (s->owner == KONTOR_NOBODY)
            return refuse (error, KONTOR_RULE_ERROR_REMOVE_INVALID,
                           _("Each space to clear must hold a piece (and be named once)."));
          if (s->owner != KONTOR_NEUTRAL)
            pos->players[s->owner].supply[s->kind]++;
          s->owner = KONTOR_NOBODY;
        }
      break;
    case KONTOR_MARKER_SWAP_OFFICES:
      {
        const KontorCity *c;
        KontorPiece tmp;
        if (a->city < 0 || a->city >= pos->board->n_cities)
          return refuse (error, KONTOR_RULE_ERROR_SWAP_INVALID, _("Choose a city for the swap."));
        c = &pos->board->cities[a->city];
        if (c->green)
          {
            /* D10: only neighbouring added offices, never extra offices */
            int g = c->green_index;
            if (a->slot < 0 || a->slot + 1 >= pos->n_added[g])
              return refuse (error, KONTOR_RULE_ERROR_SWAP_EXTRA_OFFICE,
                             _("In %s only two neighbouring offices added by the green-city marker can be swapped; extra offices never."),
                             c->name);
            tmp = pos->added[g][a->slot];
            pos->added[g][a->slot] = pos->added[g][a->slot + 1];
            pos->added[g][a->slot + 1] = tmp;
            break;
          }
        if (a->slot < 0 || a->slot + 1 >= c->n_slots
            || pos->slots[a->city][a->slot].owner == KONTOR_NOBODY
            || pos->slots[a->city][a->slot + 1].owner == KONTOR_NOBODY)
          return refuse (error, KONTOR_RULE_ERROR_SWAP_INVALID,
                         _("Swap two neighbouring occupied offices of %s (extra offices cannot be swapped)."),
                         c->name);
        tmp = pos->slots[a->city][a->slot];
        pos->slots[a->city][a->slot] = pos->slots[a->city][a->slot + 1];
        pos->slots[a->city][a->slot + 1] = tmp;
      }
      break;
    default:
      break;
    }
  p->markers_unused[m]--;
  p->markers_used[m]++;
  return TRUE;
}

static gboolean
do_end_turn (KontorPosition *pos, GError **error)
{
  if (!check_phase_for_action (pos, error))
    return FALSE;
  if (pos->pending_draws > 0)
    pos->phase = KONTOR_PHASE_PLACE_BONUS;
  else
    next_turn (pos);
  return TRUE;
}

static gboolean
do_place_bonus (KontorPosition *pos, const KontorAction *a, GError **error)
{
  int kind, any = -1;
  char buf[64];

  if (pos->phase == KONTOR_PHASE_ENDED)
    return refuse (error, KONTOR_RULE_ERROR_GAME_OVER, _("The game is over; no more actions can be taken."));
  if (pos->phase != KONTOR_PHASE_PLACE_BONUS)
    return refuse (error, KONTOR_RULE_ERROR_NO_BONUS_PLACEMENT,
                   _("No drawn bonus marker is waiting to be placed (markers are placed after the turn ends)."));
  /* Markers are placed in the order drawn. */
  kind = pos->pending_kind[0];
  if (kind >= 0)
    {
      if (a->marker >= 0 && a->marker != kind)
        return refuse (error, KONTOR_RULE_ERROR_BONUS_KIND,
                       _("The marker drawn is “%s”, not “%s”."), kontor_marker_name (kind),
                       kontor_marker_name (a->marker));
    }
  else
    {
      kind = a->marker;
      if (kind < 0 || kind >= KONTOR_N_MARKERS)
        return refuse (error, KONTOR_RULE_ERROR_BONUS_KIND, _("Name the bonus marker that was drawn."));
    }
  if (pos->unrevealed[kind] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_BONUS_KIND,
                   _("No “%s” marker can still be in the stack; check the tile that was drawn."),
                   kontor_marker_name (kind));
  for (int r = 0; r < pos->board->n_routes && any < 0; r++)
    if (kontor_route_can_take_marker_now (pos, r))
      any = r;
  if (a->route < 0)
    {
      if (any >= 0)
        return refuse (error, KONTOR_RULE_ERROR_BONUS_SET_ASIDE,
                       _("The marker can go on the board (for example on %s), so it cannot be set aside."),
                       kontor_pos_route_name (pos, any, buf));
      pos->set_aside[kind]++;
    }
  else
    {
      if (a->route >= pos->board->n_routes)
        return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, _("That route does not exist on this board."));
      if (!kontor_route_can_take_marker_now (pos, a->route) && pos->board->expansion)
        {
          const KontorRoute *rt = &pos->board->routes[a->route];
          if (rt->permanent >= 0)
            return refuse (error, KONTOR_RULE_ERROR_BONUS_PERMANENT,
                           _("%s carries a printed permanent marker and never takes a bonus marker."),
                           kontor_pos_route_name (pos, a->route, buf));
          if (rt->region != KONTOR_REGION_ENGLAND)
            return refuse (error, KONTOR_RULE_ERROR_BONUS_REGION,
                           /* Translators: a route, then its region twice (Wales, Scotland) */
                           _("%s is in %s, and routes in %s never take a bonus marker."),
                           kontor_pos_route_name (pos, a->route, buf), kontor_region_name (rt->region),
                           kontor_region_name (rt->region));
          if (pos->route_marker[a->route] < 0 && !route_has_free_office (pos, a->route)
              && (route_is_empty (pos, a->route) || route_holds_one_neutral (pos, a->route)))
            return refuse (error, KONTOR_RULE_ERROR_BONUS_NO_FREE_SLOT,
                           _("Neither city of %s has a free printed office, so it takes no bonus marker."),
                           kontor_pos_route_name (pos, a->route, buf));
        }
      if (!kontor_route_can_take_marker_now (pos, a->route))
        {
          if (pos->neutral && any >= 0 && !kontor_route_can_take_marker (pos, any))
            return refuse (error, KONTOR_RULE_ERROR_BONUS_ROUTE,
                           _("No route is completely empty, so the marker goes on a route holding just one neutral trader, without a marker and next to a city with a free office; %s is not such a route."),
                           kontor_pos_route_name (pos, a->route, buf));
          return refuse (error, KONTOR_RULE_ERROR_BONUS_ROUTE,
                         _("A bonus marker goes on a route that is completely empty, carries no marker and has a city with a free office; %s is not such a route."),
                         kontor_pos_route_name (pos, a->route, buf));
        }
      if (pos->neutral && route_is_empty (pos, a->route))
        {
          /* Spec §10: each new marker gets a neutral trader (decision: on
           * the route's first space a trader may take); not on a route
           * already holding one. */
          int sp = kontor_route_first_trader_space (pos->board, a->route);
          pos->spaces[a->route][sp].owner = KONTOR_NEUTRAL;
          pos->spaces[a->route][sp].kind = KONTOR_PIECE_TRADER;
        }
      pos->route_marker[a->route] = kind;
    }
  pos->unrevealed[kind]--;
  pos->pending_draws--;
  memmove (pos->pending_kind, pos->pending_kind + 1, sizeof pos->pending_kind - 1);
  if (pos->pending_draws == 0)
    next_turn (pos);
  return TRUE;
}

/* *dst = *src through the C library's memcpy: for a size known when
 * compiling, the compiler inlines a string instruction whose stores the
 * loads right after it (the action checks the copy at once) wait for;
 * glibc's vector copy is a third faster here. */
static void
copy_position (KontorPosition *dst, const KontorPosition *src)
{
  volatile gsize size = sizeof *dst;
  memcpy (dst, src, size);
}

/* Validates and applies the action on next, a copy of the position. */
static gboolean
apply_to_copy (KontorPosition *next, const KontorAction *action, GError **error)
{
  gboolean ok;

  /* A neutral claim may name the neutral or the active player who decides it. */
  if (action->by != KONTOR_BY_ANYONE && next->phase != KONTOR_PHASE_ENDED
      && action->by != kontor_position_actor (next)
      && !(action->what == KONTOR_DO_NEUTRAL_CLAIM && action->by == KONTOR_NEUTRAL && next->neutral))
    {
      int actor = kontor_position_actor (next);
      if (!kontor_position_is_owner (next, action->by))
        return refuse (error, KONTOR_RULE_ERROR_WRONG_PLAYER,
                       /* Translators: %s is a colour name; "by" is the record's field, not translated */
                       _("It is %s's move; “by” names no player of this game."),
                       kontor_color_name (next->colors[actor]));
      return refuse (error, KONTOR_RULE_ERROR_WRONG_PLAYER,
                     _("It is %s's move, not %s's."), kontor_color_name (next->colors[actor]),
                     kontor_color_name (next->colors[action->by]));
    }
  switch (action->what)
    {
    case KONTOR_DO_HIRE: ok = do_hire (next, action, error); break;
    case KONTOR_DO_PLACE: ok = do_place (next, action, error); break;
    case KONTOR_DO_DISPLACE: ok = do_displace (next, action, error); break;
    case KONTOR_DO_RELOCATE: ok = do_relocate (next, action, error); break;
    case KONTOR_DO_MOVE: ok = do_move (next, action, error); break;
    case KONTOR_DO_CLAIM: ok = do_claim (next, action, error); break;
    case KONTOR_DO_USE_BONUS: ok = do_use_bonus (next, action, error); break;
    case KONTOR_DO_END_TURN: ok = do_end_turn (next, error); break;
    case KONTOR_DO_PLACE_BONUS: ok = do_place_bonus (next, action, error); break;
    case KONTOR_DO_NEUTRAL_CLAIM: ok = do_neutral_claim (next, action, error); break;
    default:
      ok = refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, _("Unknown action."));
    }
  if (!ok)
    return FALSE;
  if (next->phase != KONTOR_PHASE_ENDED)
    check_end (next);
  next->n_applied++;
  return TRUE;
}

gboolean
kontor_position_apply (KontorPosition *pos, const KontorAction *action, GError **error)
{
  KontorPosition next;

  copy_position (&next, pos);
  if (!apply_to_copy (&next, action, error))
    return FALSE;
  copy_position (pos, &next);
  return TRUE;
}

gboolean
kontor_position_try (const KontorPosition *pos, const KontorAction *action,
                     KontorPosition *scratch, GError **error)
{
  copy_position (scratch, pos);
  return apply_to_copy (scratch, action, error);
}

/* ------------------------------------------------------------- invariants */

gboolean
kontor_position_check_invariants (const KontorPosition *pos, GError **error)
{
  int full = 0;
  for (int p = 0; p < pos->n_players; p++)
    {
      const KontorPlayerState *ps = &pos->players[p];
      int count[KONTOR_N_PIECES] = { 0 };
      for (int k = 0; k < KONTOR_N_PIECES; k++)
        {
          if (ps->supply[k] < 0 || ps->stock[k] < 0)
            return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "player %d: negative supply or stock", p);
          count[k] += ps->supply[k] + ps->stock[k];
        }
      for (int a = 0; a < KONTOR_N_ABILITIES; a++)
        count[kontor_ability_cover (a)] += kontor_ability_max_level (a) - ps->level[a];
      count[KONTOR_PIECE_TRADER] += 1;   /* prestige marker */
      for (int r = 0; r < pos->board->n_routes; r++)
        for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
          if (pos->spaces[r][s].owner == p)
            count[pos->spaces[r][s].kind]++;
      for (int c = 0; c < pos->board->n_cities; c++)
        {
          for (int s = 0; s < pos->board->cities[c].n_slots; s++)
            if (pos->slots[c][s].owner == p)
              count[pos->slots[c][s].kind]++;
          for (int s = 0; s < pos->n_extra[c]; s++)
            if (pos->extra[c][s].owner == p)
              count[pos->extra[c][s].kind]++;
          for (int s = 0; s < kontor_city_n_added (pos, c); s++)
            if (kontor_city_added (pos, c, s)->owner == p)
              count[kontor_city_added (pos, c, s)->kind]++;
        }
      for (int t = 0; t < pos->board->n_table; t++)
        if (pos->table[t] == p)
          count[KONTOR_PIECE_MERCHANT]++;
      if (pos->phase == KONTOR_PHASE_RELOCATION && pos->reloc_player == p)
        count[pos->reloc_kind]++;   /* the displaced piece in its owner's hand */
      if (count[0] != KONTOR_TRADERS_PER_COLOR || count[1] != KONTOR_MERCHANTS_PER_COLOR)
        return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE,
                       "player %d: %d traders and %d merchants instead of 27 and 4", p, count[0], count[1]);
    }
  for (int c = 0; c < pos->board->n_cities; c++)
    {
      gboolean gap = FALSE;
      for (int s = 0; s < pos->board->cities[c].n_slots; s++)
        {
          if (pos->slots[c][s].owner == KONTOR_NOBODY)
            gap = TRUE;
          else if (gap)
            return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "city %d: offices not filled left to right", c);
        }
      if (kontor_city_completed (pos, c))
        full++;
    }
  if (full != pos->completed)
    return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "%d full cities but counter at %d", full, pos->completed);
  /* every piece has a known owner; neutral pieces are traders and exist
   * only in the variant; a route full of them is claimed at once */
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
        {
          KontorPiece pc = pos->spaces[r][s];
          if (pc.owner != KONTOR_NOBODY && !kontor_position_is_owner (pos, pc.owner))
            return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "route %d: piece of unknown owner %d", r, pc.owner);
          if (pc.owner == KONTOR_NEUTRAL && pc.kind != KONTOR_PIECE_TRADER)
            return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "route %d: a neutral merchant", r);
          if (pc.owner != KONTOR_NOBODY && !kontor_board_space_takes (pos->board, r, s, pc.kind))
            return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "route %d: a trader on a ship", r);
        }
      if (kontor_route_full_of_neutrals (pos, r) && pos->board->routes[r].n_spaces > 1
          && pos->phase != KONTOR_PHASE_NEUTRAL_CLAIM)
        return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "route %d full of neutrals but not claimed", r);
    }
  for (int c = 0; c < pos->board->n_cities; c++)
    {
      for (int s = 0; s < pos->board->cities[c].n_slots; s++)
        if (pos->slots[c][s].owner != KONTOR_NOBODY && !kontor_position_is_owner (pos, pos->slots[c][s].owner))
          return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "city %d: office of unknown owner", c);
      for (int s = 0; s < pos->n_extra[c]; s++)
        if (pos->extra[c][s].owner < 0 || pos->extra[c][s].owner >= pos->n_players)
          return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "city %d: extra office of a non-player", c);
    }
  if (!pos->neutral)
    for (int m = 0; m < KONTOR_N_MARKERS; m++)
      if (pos->discarded[m] || pos->players[KONTOR_NEUTRAL].prestige)
        return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "neutral state without the variant");
  {
    int markers = pos->stack_left;
    for (int m = 0; m < KONTOR_N_MARKERS; m++)
      {
        int n = pos->set_aside[m] + pos->discarded[m];
        for (int p = 0; p < pos->n_players; p++)
          n += pos->players[p].markers_unused[m] + pos->players[p].markers_used[m];
        for (int r = 0; r < pos->board->n_routes; r++)
          if (pos->route_marker[r] == m)
            n++;
        markers += n;
        if (n + pos->unrevealed[m] != kontor_marker_total (m))
          return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "marker kind %d: %d + %d unrevealed", m, n, pos->unrevealed[m]);
      }
    if (markers + pos->pending_draws != KONTOR_MAX_MARKERS)
      return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "%d markers accounted for", markers + pos->pending_draws);
  }
  /* an end reason can wait for the neutral claims of the same action */
  if ((pos->phase == KONTOR_PHASE_ENDED && pos->end_reasons == 0)
      || (pos->end_reasons != 0 && pos->phase != KONTOR_PHASE_ENDED && pos->phase != KONTOR_PHASE_NEUTRAL_CLAIM))
    return refuse (error, KONTOR_RULE_ERROR_BAD_SPACE, "ended phase and end reasons disagree");
  return TRUE;
}
