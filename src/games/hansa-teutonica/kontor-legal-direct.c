/* kontor-legal-direct.c: the legal actions of a position, generated kind by
 * kind from the conditions the engine checks (kontor-position.c), without
 * trying any of them on a copy of the position.
 *
 * The actions come out exactly as kontor_legal_actions_reference
 * (kontor-legal.c) lists them, byte for byte and in the same order, which
 * `kontor-cli legal` prints: each generator below walks the same loops as
 * the candidate generator of its kind and keeps a candidate when the rule's
 * conditions hold.  tests/test-legal-direct.c compares both on every
 * position of thousands of random games. */
#include "config.h"

#include <string.h>

#include "kontor-legal.h"

#define MAX_BOARD_SPACES (KONTOR_MAX_ROUTES * KONTOR_MAX_SPACES)

/* The route spaces in board order, by who holds them. */
typedef struct {
  int n_empty, n_own, n_other;
  KontorSpaceRef empty[MAX_BOARD_SPACES];
  KontorSpaceRef own[MAX_BOARD_SPACES];
  KontorSpaceRef other[MAX_BOARD_SPACES];
  guint64 filled;   /* bit r: the active player's pieces fill route r */
} Spaces;

G_STATIC_ASSERT (KONTOR_MAX_ROUTES <= 64);

static void
scan_spaces (const KontorPosition *pos, Spaces *sp)
{
  const KontorBoard *b = pos->board;
  int me = pos->active;

  sp->n_empty = sp->n_own = sp->n_other = 0;
  sp->filled = 0;
  for (int r = 0; r < b->n_routes; r++)
    {
      int own_before = sp->n_own;
      for (int s = 0; s < b->routes[r].n_spaces; s++)
        {
          int o = pos->spaces[r][s].owner;
          KontorSpaceRef ref = { r, s };
          if (o == KONTOR_NOBODY)
            sp->empty[sp->n_empty++] = ref;
          else if (o == me)
            sp->own[sp->n_own++] = ref;
          else
            sp->other[sp->n_other++] = ref;
        }
      if (sp->n_own - own_before == b->routes[r].n_spaces)
        sp->filled |= G_GUINT64_CONSTANT (1) << r;
    }
}

/* Room for n more actions at the end of out; finish() keeps the used ones. */
static KontorAction *
reserve (GArray *out, guint n)
{
  guint len = out->len;
  g_array_set_size (out, len + n);
  return &g_array_index (out, KontorAction, len);
}

static void
finish (GArray *out, guint start, guint used)
{
  g_array_set_size (out, start + used);
}

/* do_hire: at most Money bags pieces, at least one, from the stock. */
static void
legal_hire (const KontorPosition *pos, GArray *out)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_MONEY_BAGS);
  int traders = p->stock[KONTOR_PIECE_TRADER], merchants = p->stock[KONTOR_PIECE_MERCHANT];
  guint start = out->len, n = 0;
  KontorAction a, *dst;

  if (traders < 0 || merchants < 0)
    return;
  dst = reserve (out, (guint) ((traders + 1) * (merchants + 1)));
  kontor_action_init (&a, KONTOR_DO_HIRE);
  for (int t = 0; t <= traders; t++)
    for (int m = 0; m <= merchants; m++)
      if (t + m <= limit && t + m > 0)
        {
          a.traders = t;
          a.merchants = m;
          dst[n++] = a;
        }
  finish (out, start, n);
}

/* East and Britannia (expansions §12.3, §14.3): the space takes the kind,
 * and a permission is left for a Place or Displace in Wales or Scotland
 * (open[region], kontor_open_regions, worked out once per list). */
static gboolean
may_put (const KontorPosition *pos, const gboolean *open, KontorSpaceRef ref, int kind)
{
  return kontor_board_space_takes (pos->board, ref.route, ref.space, kind)
         && open[pos->board->routes[ref.route].region];
}

/* do_place: an empty space, a piece kind the supply holds. */
static void
legal_place (const KontorPosition *pos, const Spaces *sp, GArray *out)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  gboolean have[KONTOR_N_PIECES];
  guint start = out->len, n = 0;
  KontorAction a, *dst;
  gboolean open[KONTOR_N_REGIONS];

  kontor_open_regions (pos, open);

  for (int k = 0; k < KONTOR_N_PIECES; k++)
    have[k] = p->supply[k] > 0;
  dst = reserve (out, (guint) sp->n_empty * KONTOR_N_PIECES);
  kontor_action_init (&a, KONTOR_DO_PLACE);
  /* the template is copied whole and the copy patched: changing the
   * template before each copy would stall on store forwarding */
  for (int i = 0; i < sp->n_empty; i++)
    for (int k = 0; k < KONTOR_N_PIECES; k++)
      if (have[k] && (!pos->board->expansion || may_put (pos, open, sp->empty[i], k)))
        {
          dst[n] = a;
          dst[n].route = sp->empty[i].route;
          dst[n].space = sp->empty[i].space;
          dst[n].piece = k;
          n++;
        }
  finish (out, start, n);
}

/* do_displace: another owner's piece; the displacing piece from the supply,
 * then the penalty (1 for a trader, 2 for a merchant) from what is left. */
static void
legal_displace (const KontorPosition *pos, const Spaces *sp, GArray *out)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  guint start = out->len, n = 0;
  KontorAction a, *dst;
  gboolean open[KONTOR_N_REGIONS];

  kontor_open_regions (pos, open);

  dst = reserve (out, (guint) sp->n_other * KONTOR_N_PIECES * 3);
  kontor_action_init (&a, KONTOR_DO_DISPLACE);
  for (int i = 0; i < sp->n_other; i++)
    {
      KontorSpaceRef ref = sp->other[i];
      int penalty = pos->spaces[ref.route][ref.space].kind == KONTOR_PIECE_MERCHANT ? 2 : 1;
      for (int k = 0; k < KONTOR_N_PIECES; k++)
        {
          int left[KONTOR_N_PIECES] = { p->supply[0], p->supply[1] };
          if (left[k] <= 0 || (pos->board->expansion && !may_put (pos, open, ref, k)))
            continue;
          left[k]--;
          for (int m = 0; m <= penalty; m++)
            if (penalty - m <= left[KONTOR_PIECE_TRADER] && m <= left[KONTOR_PIECE_MERCHANT])
              {
                dst[n] = a;
                dst[n].route = ref.route;
                dst[n].space = ref.space;
                dst[n].piece = k;
                dst[n].merchants = m;
                dst[n].traders = penalty - m;
                n++;
              }
        }
    }
  finish (out, start, n);
}

/* do_move, one piece: any own piece to any empty space. */
static void
legal_move (const KontorPosition *pos, const Spaces *sp, GArray *out)
{
  guint start = out->len, n = 0;
  KontorAction a, *dst;

  if (kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE) < 1)
    return;
  dst = reserve (out, (guint) (sp->n_own * sp->n_empty));
  kontor_action_init (&a, KONTOR_DO_MOVE);
  a.n = 1;
  for (int i = 0; i < sp->n_own; i++)
    for (int j = 0; j < sp->n_empty; j++)
      {
        if (pos->board->expansion)
          {
            const KontorRoute *from = &pos->board->routes[sp->own[i].route];
            int to_region = pos->board->routes[sp->empty[j].route].region;
            int kind = pos->spaces[sp->own[i].route][sp->own[i].space].kind;
            if (!kontor_board_space_takes (pos->board, sp->empty[j].route, sp->empty[j].space, kind)
                || (to_region != from->region && to_region != KONTOR_REGION_ENGLAND))
              continue;
          }
        dst[n] = a;
        dst[n].moves[0].from = sp->own[i];
        dst[n].moves[0].to = sp->empty[j];
        n++;
      }
  finish (out, start, n);
}

/* do_claim, on each route the active player fills: no benefit; an office or
 * an extra office in either city with either kind of the route's pieces; a
 * city's upgrade; a space of the prestige table. */
static void
legal_claim (const KontorPosition *pos, const Spaces *sp, GArray *out)
{
  const KontorBoard *b = pos->board;
  const KontorPlayerState *p = &pos->players[pos->active];
  int mine = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_PRIVILEGIUM);
  gboolean extra_marker = p->markers_unused[KONTOR_MARKER_EXTRA_OFFICE] > 0;
  KontorAction a;

  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      gboolean has[KONTOR_N_PIECES] = { FALSE, FALSE };
      KontorAction *dst;
      guint start, n = 0;

      if (!(sp->filled & (G_GUINT64_CONSTANT (1) << r)))
        continue;
      for (int s = 0; s < route->n_spaces; s++)
        has[pos->spaces[r][s].kind == KONTOR_PIECE_MERCHANT] = TRUE;
      start = out->len;
      dst = reserve (out, 1 + 2 * (2 * KONTOR_N_PIECES + 2) + (guint) MAX (b->n_table, 0));
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = r;
      dst[n++] = a;
      for (int e = 0; e < 2; e++)
        {
          int c = route->cities[e];
          const KontorCity *city = &b->cities[c];
          int slot = kontor_city_filled (pos, c);
          gboolean extra_ok = extra_marker && (slot + pos->n_extra[c] > 0 || city->green)
                              && pos->n_extra[c] < KONTOR_MAX_EXTRA;
          for (int k = 0; k < KONTOR_N_PIECES; k++)
            {
              a.city = c;
              a.piece = k;
              if (has[k] && slot < city->n_slots && (int) city->slots[slot].privilege <= mine
                  && (int) city->slots[slot].piece == k)
                {
                  a.benefit = KONTOR_BENEFIT_OFFICE;
                  dst[n++] = a;
                }
              if (has[k] && extra_ok)
                {
                  a.benefit = KONTOR_BENEFIT_EXTRA_OFFICE;
                  dst[n++] = a;
                }
            }
          for (int i = 0; i < 2; i++)
            {
              int ab = i ? city->ability2 : city->ability;
              if (ab < 0)
                continue;
              kontor_action_init (&a, KONTOR_DO_CLAIM);
              a.route = r;
              a.benefit = KONTOR_BENEFIT_UPGRADE;
              a.ability = ab;
              if (p->level[ab] < kontor_ability_max_level (ab))
                dst[n++] = a;
            }
          kontor_action_init (&a, KONTOR_DO_CLAIM);
          a.route = r;
        }
      if (r == b->table_route && has[KONTOR_PIECE_MERCHANT])
        for (int t = 0; t < b->n_table; t++)
          if (pos->table[t] == KONTOR_NOBODY && (int) b->table_priv[t] <= mine)
            {
              kontor_action_init (&a, KONTOR_DO_CLAIM);
              a.route = r;
              a.benefit = KONTOR_BENEFIT_COELLEN;
              a.piece = KONTOR_PIECE_MERCHANT;
              a.table_space = t;
              dst[n++] = a;
            }
      finish (out, start, n);
      if (route->permanent >= 0)
        {
          /* rare (a maritime route filled): the shared candidates, tried */
          guint from = out->len;
          kontor_permanent_candidates (pos, r, out);
          kontor_keep_legal (pos, out, from);
        }
    }
}

/* do_use_bonus: a held marker; Extra office is used by a claim instead. */
static void
legal_use_bonus (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  const KontorPlayerState *p = &pos->players[pos->active];
  KontorAction a;

  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    {
      if (p->markers_unused[m] <= 0)
        continue;
      kontor_action_init (&a, KONTOR_DO_USE_BONUS);
      a.marker = m;
      switch (m)
        {
        case KONTOR_MARKER_ACTIONS_3:
        case KONTOR_MARKER_ACTIONS_4:
          g_array_append_val (out, a);
          break;
        case KONTOR_MARKER_UPGRADE_ABILITY:
          for (int ab = 0; ab < KONTOR_N_ABILITIES; ab++)
            {
              a.ability = ab;
              if (p->level[ab] < kontor_ability_max_level (ab))
                g_array_append_val (out, a);
            }
          break;
        case KONTOR_MARKER_REMOVE_3:
          if (b->countries)
            {
              guint from = out->len;
              kontor_move3_candidates (pos, out);
              kontor_keep_legal (pos, out, from);
              break;
            }
          a.n = 1;
          for (int r = 0; r < b->n_routes; r++)
            for (int s = 0; s < b->routes[r].n_spaces; s++)
              if (pos->spaces[r][s].owner != KONTOR_NOBODY)
                {
                  a.remove[0].route = r;
                  a.remove[0].space = s;
                  g_array_append_val (out, a);
                }
          break;
        case KONTOR_MARKER_SWAP_OFFICES:
          for (int c = 0; c < b->n_cities; c++)
            {
              /* green cities: their added offices (D10) */
              gboolean green = b->cities[c].green;
              int n = green ? kontor_city_n_added (pos, c) : b->cities[c].n_slots;
              for (int i = 0; i + 1 < n; i++)
                if (green || (pos->slots[c][i + 1].owner != KONTOR_NOBODY && pos->slots[c][i].owner != KONTOR_NOBODY))
                  {
                    a.city = c;
                    a.slot = i;
                    g_array_append_val (out, a);
                  }
            }
          break;
        default:
          break;
        }
    }
}

/* The nearest distance from route of a route with an empty space, where
 * empties[] counts the empty spaces of each route (as
 * kontor_relocation_distance). */
static int
nearest_empty (const KontorBoard *b, int route, const gint8 *empties)
{
  int best = -1;
  for (int r = 0; r < b->n_routes; r++)
    {
      int d = b->route_dist[route][r];
      if (r == route || d == G_MAXUINT8 || empties[r] == 0)
        continue;
      if (best < 0 || d < best)
        best = d;
    }
  return best;
}

/* do_relocate, in the reference's representative forms: the displaced piece
 * alone on each nearest empty space, and the same with every allowed extra
 * piece placed greedily (first the stock, then the supply; each on the
 * first empty space, in board order, at the then nearest distance).  The
 * extras are followed on counts of empty spaces instead of a copy of the
 * position; the action is reused from space to space as the reference does,
 * so unused entries hold the same bytes. */
static void
legal_relocate (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  int home = pos->reloc_route, who = pos->reloc_player;
  gint8 empties[KONTOR_MAX_ROUTES];
  int want;
  KontorAction a;

  if (b->expansion)
    {
      /* ships and countries: the shared candidates, tried (once per displacement) */
      guint from = out->len;
      kontor_relocate_candidates (pos, out);
      kontor_keep_legal (pos, out, from);
      return;
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      int n_empty;
      kontor_route_occupant (pos, r, &n_empty);
      empties[r] = n_empty;
    }
  want = nearest_empty (b, home, empties);
  if (want < 0)
    return;
  kontor_action_init (&a, KONTOR_DO_RELOCATE);
  a.by = who;
  for (int r = 0; r < b->n_routes; r++)
    {
      if (r == home || b->route_dist[home][r] != want)
        continue;
      for (int s = 0; s < b->routes[r].n_spaces; s++)
        {
          gint8 left[KONTOR_MAX_ROUTES];
          KontorSpaceRef taken[KONTOR_MAX_RELOCATE];
          int n_taken = 0, stock[KONTOR_N_PIECES], supply[KONTOR_N_PIECES];

          if (pos->spaces[r][s].owner != KONTOR_NOBODY)
            continue;
          a.n = 1;
          a.reloc[0].from = KONTOR_FROM_DISPLACED;
          a.reloc[0].piece = pos->reloc_kind;
          a.reloc[0].dst.route = r;
          a.reloc[0].dst.space = s;
          memcpy (left, empties, sizeof left);
          left[r]--;
          /* D38: a displaced neutral goes alone only when no space is left */
          if (who != KONTOR_NEUTRAL || pos->reloc_extras == 0 || nearest_empty (b, home, left) < 0)
            g_array_append_val (out, a);

          taken[n_taken++] = a.reloc[0].dst;
          for (int k = 0; k < KONTOR_N_PIECES; k++)
            {
              stock[k] = pos->players[who].stock[k];
              supply[k] = pos->players[who].supply[k];
            }
          for (int e = 0; e < pos->reloc_extras && a.n < KONTOR_MAX_RELOCATE; e++)
            {
              KontorRelocation *x = &a.reloc[a.n];
              int d = nearest_empty (b, home, left);
              int kind;
              gboolean found = FALSE;
              if (d < 0)
                break;
              if (who == KONTOR_NEUTRAL)
                {
                  x->from = KONTOR_FROM_STOCK;
                  kind = KONTOR_PIECE_TRADER;
                }
              else if (stock[0] + stock[1] > 0)
                {
                  x->from = KONTOR_FROM_STOCK;
                  kind = stock[KONTOR_PIECE_TRADER] > 0 ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
                  stock[kind]--;
                }
              else if (supply[0] + supply[1] > 0)
                {
                  x->from = KONTOR_FROM_SUPPLY;
                  kind = supply[KONTOR_PIECE_TRADER] > 0 ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
                  supply[kind]--;
                }
              else
                break;   /* moving from the board: left to the table */
              x->piece = kind;
              for (int r2 = 0; r2 < b->n_routes && !found; r2++)
                {
                  if (r2 == home || b->route_dist[home][r2] != d || left[r2] == 0)
                    continue;
                  for (int s2 = 0; s2 < b->routes[r2].n_spaces && !found; s2++)
                    {
                      gboolean vacant = pos->spaces[r2][s2].owner == KONTOR_NOBODY;
                      for (int i = 0; i < n_taken && vacant; i++)
                        vacant = taken[i].route != r2 || taken[i].space != s2;
                      if (vacant)
                        {
                          x->dst.route = r2;
                          x->dst.space = s2;
                          taken[n_taken++] = x->dst;
                          left[r2]--;
                          found = TRUE;
                        }
                    }
                }
              if (!found)
                break;
              a.n++;
            }
          if (a.n > 1)
            g_array_append_val (out, a);
        }
    }
}

/* do_place_bonus: the drawn marker (or, drawn at the table, any kind that
 * can still be in the stack) on each route that can take it now, or set
 * aside when none can. */
static void
legal_place_bonus (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  gboolean can[KONTOR_MAX_ROUTES], any = FALSE;
  KontorAction a;

  for (int r = 0; r < b->n_routes; r++)
    any |= (can[r] = kontor_route_can_take_marker (pos, r));
  if (!any && pos->neutral)
    /* no usual route: the two-player variant's routes with one neutral trader */
    for (int r = 0; r < b->n_routes; r++)
      any |= (can[r] = kontor_route_can_take_marker_now (pos, r));
  kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
  for (int r = 0; r <= b->n_routes; r++)
    {
      if (r < b->n_routes && !can[r])
        continue;
      if (r == b->n_routes && any)
        break;
      a.route = r < b->n_routes ? r : -1;
      if (pos->pending_kind[0] >= 0)
        {
          a.marker = pos->pending_kind[0];
          if (pos->unrevealed[a.marker] > 0)
            g_array_append_val (out, a);
        }
      else
        for (int m = 0; m < KONTOR_N_MARKERS; m++)
          if (pos->unrevealed[m] > 0)
            {
              a.marker = m;
              g_array_append_val (out, a);
            }
    }
}

/* do_neutral_claim: a route full of neutral traders; the office goes to a
 * city with a free office, or nowhere (-1) when both are full. */
static void
legal_neutral_claim (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  KontorAction a;

  kontor_action_init (&a, KONTOR_DO_NEUTRAL_CLAIM);
  for (int r = 0; r < b->n_routes; r++)
    {
      gboolean room[2];
      if (!kontor_route_full_of_neutrals (pos, r))
        continue;
      for (int e = 0; e < 2; e++)
        room[e] = !kontor_city_full (pos, b->routes[r].cities[e]);
      a.route = r;
      for (int e = -1; e < 2; e++)
        {
          a.city = e < 0 ? -1 : b->routes[r].cities[e];
          if (((!room[0] && !room[1]) || (e >= 0 && room[e])) && (e < 0 || !b->cities[a.city].green))
            g_array_append_val (out, a);
        }
    }
}

void
kontor_legal_actions (const KontorPosition *pos, int kind, GArray *out)
{
  KontorAction a;
#define WANT(k) (kind < 0 || kind == (k))
  switch (pos->phase)
    {
    case KONTOR_PHASE_RELOCATION:
      if (WANT (KONTOR_DO_RELOCATE))
        legal_relocate (pos, out);
      return;
    case KONTOR_PHASE_PLACE_BONUS:
      if (WANT (KONTOR_DO_PLACE_BONUS))
        legal_place_bonus (pos, out);
      return;
    case KONTOR_PHASE_NEUTRAL_CLAIM:
      if (WANT (KONTOR_DO_NEUTRAL_CLAIM))
        legal_neutral_claim (pos, out);
      return;
    case KONTOR_PHASE_ACTIONS:
      break;
    default:
      return;
    }
  if (kontor_position_actions_left (pos) > 0)
    {
      Spaces sp;
      sp.n_empty = sp.n_own = sp.n_other = 0;
      sp.filled = 0;
      if (kind != KONTOR_DO_HIRE)
        scan_spaces (pos, &sp);
      if (WANT (KONTOR_DO_HIRE))
        legal_hire (pos, out);
      if (WANT (KONTOR_DO_PLACE))
        legal_place (pos, &sp, out);
      if (WANT (KONTOR_DO_DISPLACE))
        legal_displace (pos, &sp, out);
      if (WANT (KONTOR_DO_MOVE))
        legal_move (pos, &sp, out);
      if (WANT (KONTOR_DO_CLAIM))
        legal_claim (pos, &sp, out);
    }
  if (WANT (KONTOR_DO_USE_BONUS))
    legal_use_bonus (pos, out);
  if (WANT (KONTOR_DO_END_TURN))
    {
      kontor_action_init (&a, KONTOR_DO_END_TURN);
      g_array_append_val (out, a);
    }
#undef WANT
}
