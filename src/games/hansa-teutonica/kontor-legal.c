/* kontor-legal.c: candidate actions, and the legal actions found by trying
 * every candidate (the reference for kontor-legal-direct.c). */
#include "config.h"

#include "kontor-legal.h"

static void
push (GArray *out, const KontorAction *a)
{
  g_array_append_val (out, *a);
}

static void
gen_hire (const KontorPosition *pos, GArray *out)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_MONEY_BAGS);
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_HIRE);
  for (int t = 0; t <= p->stock[KONTOR_PIECE_TRADER]; t++)
    for (int m = 0; m <= p->stock[KONTOR_PIECE_MERCHANT]; m++)
      if (t + m <= limit && t + m > 0)
        {
          a.traders = t;
          a.merchants = m;
          push (out, &a);
        }
}

void
kontor_open_regions (const KontorPosition *pos, gboolean open[KONTOR_N_REGIONS])
{
  for (int region = 0; region < KONTOR_N_REGIONS; region++)
    open[region] = region == KONTOR_REGION_ENGLAND || !pos->board->countries
                   || kontor_gateway_for_action (pos, pos->active, region) >= 0;
}

/* Every Place (or Displace with each way to pay) of the active player.
 * Written straight into room made once (the longest list there can be):
 * the random player asks for it at most steps. */
static void
gen_place (const KontorPosition *pos, GArray *out, gboolean displace)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  const KontorBoard *b = pos->board;
  KontorAction a, *dst;
  gboolean open[KONTOR_N_REGIONS];
  guint base = out->len, n = 0, room = 0;

  for (int r = 0; r < b->n_routes; r++)
    room += b->routes[r].n_spaces;
  room *= KONTOR_N_PIECES * (displace ? 3 : 1);
  g_array_set_size (out, base + room);
  dst = &g_array_index (out, KontorAction, base);
  kontor_open_regions (pos, open);
  kontor_action_init (&a, displace ? KONTOR_DO_DISPLACE : KONTOR_DO_PLACE);
  for (int r = 0; r < b->n_routes; r++)
    {
      /* Wales and Scotland without a permission left: refused whatever the piece */
      if (!open[b->routes[r].region])
        continue;
      for (int s = 0; s < b->routes[r].n_spaces; s++)
        {
          const KontorPiece *sp = &pos->spaces[r][s];
          int penalty;
          if (!displace && sp->owner != KONTOR_NOBODY)
            continue;
          if (displace && (sp->owner == KONTOR_NOBODY || sp->owner == pos->active))
            continue;
          a.route = r;
          a.space = s;
          penalty = sp->kind == KONTOR_PIECE_MERCHANT ? 2 : 1;
          for (int k = 0; k < KONTOR_N_PIECES; k++)
            {
              if (p->supply[k] <= 0 || !kontor_board_space_takes (b, r, s, k))
                continue;
              a.piece = k;
              if (!displace)
                dst[n++] = a;
              else
                for (int m = 0; m <= penalty; m++)
                  {
                    a.merchants = m;
                    a.traders = penalty - m;
                    dst[n++] = a;
                  }
            }
        }
    }
  g_array_set_size (out, base + n);
}

static void
gen_move (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  KontorAction a, *dst;
  guint base = out->len, n = 0, own = 0, empty = 0;

  /* room made once: each of the player's pieces to each empty space */
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        own += pos->spaces[r][s].owner == pos->active;
        empty += pos->spaces[r][s].owner == KONTOR_NOBODY;
      }
  if (own == 0 || empty == 0)
    return;
  g_array_set_size (out, base + own * empty);
  dst = &g_array_index (out, KontorAction, base);
  kontor_action_init (&a, KONTOR_DO_MOVE);
  a.n = 1;
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        if (pos->spaces[r][s].owner != pos->active)
          continue;
        for (int r2 = 0; r2 < b->n_routes; r2++)
          {
            if (b->routes[r2].region != KONTOR_REGION_ENGLAND && b->routes[r2].region != b->routes[r].region)
              continue;
            for (int s2 = 0; s2 < b->routes[r2].n_spaces; s2++)
              if (pos->spaces[r2][s2].owner == KONTOR_NOBODY
                  && kontor_board_space_takes (b, r2, s2, pos->spaces[r][s].kind))
                {
                  a.moves[0].from.route = r;
                  a.moves[0].from.space = s;
                  a.moves[0].to.route = r2;
                  a.moves[0].to.space = s2;
                  dst[n++] = a;
                }
          }
      }
  g_array_set_size (out, base + n);
}

static void
gen_claim (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  KontorAction a;
  for (int r = 0; r < b->n_routes; r++)
    {
      if (!kontor_route_owned_by (pos, r, pos->active))
        continue;
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = r;
      push (out, &a);
      for (int e = 0; e < 2; e++)
        {
          int c = b->routes[r].cities[e];
          for (int k = 0; k < KONTOR_N_PIECES; k++)
            {
              a.city = c;
              a.piece = k;
              a.benefit = KONTOR_BENEFIT_OFFICE;
              push (out, &a);
              a.benefit = KONTOR_BENEFIT_EXTRA_OFFICE;
              push (out, &a);
            }
          for (int i = 0; i < 2; i++)
            {
              int ab = i ? b->cities[c].ability2 : b->cities[c].ability;
              if (ab < 0)
                continue;
              kontor_action_init (&a, KONTOR_DO_CLAIM);
              a.route = r;
              a.benefit = KONTOR_BENEFIT_UPGRADE;
              a.ability = ab;
              push (out, &a);
            }
          kontor_action_init (&a, KONTOR_DO_CLAIM);
          a.route = r;
        }
      if (r == b->table_route)
        for (int t = 0; t < b->n_table; t++)
          {
            kontor_action_init (&a, KONTOR_DO_CLAIM);
            a.route = r;
            a.benefit = KONTOR_BENEFIT_COELLEN;
            a.piece = KONTOR_PIECE_MERCHANT;
            a.table_space = t;
            push (out, &a);
          }
      if (b->routes[r].permanent >= 0)
        kontor_permanent_candidates (pos, r, out);
    }
}

/* The first empty space, in board order, that takes the kind, lies in one
 * of the regions (bits) and is not on route `skip`; FALSE when none. */
static gboolean
first_free (const KontorPosition *pos, int kind, guint regions, int skip, KontorSpaceRef *out)
{
  const KontorBoard *b = pos->board;
  for (int r = 0; r < b->n_routes; r++)
    {
      if (r == skip || !(regions & (1u << b->routes[r].region)))
        continue;
      for (int s = 0; s < b->routes[r].n_spaces; s++)
        if (pos->spaces[r][s].owner == KONTOR_NOBODY && kontor_board_space_takes (b, r, s, kind))
          {
            out->route = r;
            out->space = s;
            return TRUE;
          }
    }
  return FALSE;
}

/* Expansions §12.4: a claim of route r using its permanent marker, in
 * representative forms with no other benefit: gain-privilege; build-in-green
 * in each green city with each kind; one reused piece of each kind on the
 * route; one piece moved from each other route space; one piece from the
 * stock placed in Wales or Scotland.  Some may be illegal. */
void
kontor_permanent_candidates (const KontorPosition *pos, int r, GArray *out)
{
  const KontorBoard *b = pos->board;
  KontorAction a;
  KontorSpaceRef to;

  kontor_action_init (&a, KONTOR_DO_CLAIM);
  a.route = r;
  a.perm = b->routes[r].permanent;
  switch (a.perm)
    {
    case KONTOR_PERMANENT_GAIN_PRIVILEGE:
      push (out, &a);
      break;
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      for (int c = 0; c < b->n_cities; c++)
        if (b->cities[c].green)
          for (int k = 0; k < KONTOR_N_PIECES; k++)
            {
              a.perm_city = c;
              a.perm_piece = k;
              push (out, &a);
            }
      break;
    case KONTOR_PERMANENT_REUSE_2:
      for (int k = 0; k < KONTOR_N_PIECES; k++)
        for (int s = 0; s < b->routes[r].n_spaces; s++)
          if (pos->spaces[r][s].owner != KONTOR_NOBODY && pos->spaces[r][s].kind == k)
            {
              if (first_free (pos, k, 0xff, r, &to))
                {
                  a.perm_n = 1;
                  a.perm_moves[0].from.route = r;
                  a.perm_moves[0].from.space = s;
                  a.perm_moves[0].to = to;
                  push (out, &a);
                }
              break;
            }
      break;
    case KONTOR_PERMANENT_MOVE_2:
      a.perm_n = 1;
      for (int r2 = 0; r2 < b->n_routes; r2++)
        for (int s = 0; r2 != r && s < b->routes[r2].n_spaces; s++)
          if (pos->spaces[r2][s].owner != KONTOR_NOBODY
              && first_free (pos, pos->spaces[r2][s].kind,
                             b->countries ? 1u << b->routes[r2].region : 0xff, r2, &to))
            {
              a.perm_moves[0].from.route = r2;
              a.perm_moves[0].from.space = s;
              a.perm_moves[0].to = to;
              push (out, &a);
            }
      break;
    case KONTOR_PERMANENT_PLACE_2:
      if (first_free (pos, KONTOR_PIECE_TRADER, (1u << KONTOR_REGION_WALES) | (1u << KONTOR_REGION_SCOTLAND), -1, &to))
        {
          a.perm_n = 1;
          a.perm_place[0].from = KONTOR_FROM_STOCK;
          a.perm_place[0].piece = KONTOR_PIECE_TRADER;
          a.perm_place[0].dst = to;
          push (out, &a);
        }
      break;
    default:
      break;
    }
}

/* Britannia's Remove 3 (D6): one other colour's piece moved to the first
 * free space of its country that takes it.  Some may be illegal. */
void
kontor_move3_candidates (const KontorPosition *pos, GArray *out)
{
  const KontorBoard *b = pos->board;
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_USE_BONUS);
  a.marker = KONTOR_MARKER_REMOVE_3;
  a.remove_moves = TRUE;
  a.n = 1;
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        KontorSpaceRef to;
        int o = pos->spaces[r][s].owner;
        if (o == KONTOR_NOBODY || o == pos->active
            || !first_free (pos, pos->spaces[r][s].kind, 1u << b->routes[r].region, r, &to))
          continue;
        a.moves[0].from.route = r;
        a.moves[0].from.space = s;
        a.moves[0].to = to;
        push (out, &a);
      }
}

static void
gen_use_bonus (const KontorPosition *pos, GArray *out)
{
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
          push (out, &a);
          break;
        case KONTOR_MARKER_UPGRADE_ABILITY:
          for (int ab = 0; ab < KONTOR_N_ABILITIES; ab++)
            {
              a.ability = ab;
              push (out, &a);
            }
          break;
        case KONTOR_MARKER_REMOVE_3:
          if (pos->board->countries)
            {
              kontor_move3_candidates (pos, out);
              break;
            }
          a.n = 1;
          for (int r = 0; r < pos->board->n_routes; r++)
            for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
              if (pos->spaces[r][s].owner != KONTOR_NOBODY)
                {
                  a.remove[0].route = r;
                  a.remove[0].space = s;
                  push (out, &a);
                }
          break;
        case KONTOR_MARKER_SWAP_OFFICES:
          for (int c = 0; c < pos->board->n_cities; c++)
            {
              /* green cities: their added offices (D10) */
              int n = pos->board->cities[c].green ? kontor_city_n_added (pos, c) : pos->board->cities[c].n_slots;
              for (int i = 0; i + 1 < n; i++)
                if (pos->board->cities[c].green || pos->slots[c][i + 1].owner != KONTOR_NOBODY)
                  {
                    a.city = c;
                    a.slot = i;
                    push (out, &a);
                  }
            }
          break;
        default:
          break;
        }
    }
}

/* The first empty spaces, in board order, at the nearest distance. */
void
kontor_relocate_candidates (const KontorPosition *pos, GArray *out)
{
  guint regions = kontor_relocation_regions (pos, pos->reloc_route);
  int want = kontor_relocation_distance_for (pos, pos->reloc_route, pos->reloc_kind, regions);
  const KontorBoard *b = pos->board;
  KontorAction a;
  if (want < 0)
    return;
  kontor_action_init (&a, KONTOR_DO_RELOCATE);
  a.by = pos->reloc_player;
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      if (r == pos->reloc_route || pos->board->route_dist[pos->reloc_route][r] != want
          || !(regions & (1u << b->routes[r].region)))
        continue;
      for (int s = 0; s < pos->board->routes[r].n_spaces; s++)
        {
          KontorPosition tmp;
          const KontorPlayerState *p;
          if (pos->spaces[r][s].owner != KONTOR_NOBODY || !kontor_board_space_takes (b, r, s, pos->reloc_kind))
            continue;
          a.n = 1;
          a.reloc[0].from = KONTOR_FROM_DISPLACED;
          a.reloc[0].piece = pos->reloc_kind;
          a.reloc[0].dst.route = r;
          a.reloc[0].dst.space = s;
          push (out, &a);
          /* and the same with every allowed extra, greedily placed */
          tmp = *pos;
          tmp.spaces[r][s].owner = pos->reloc_player;
          tmp.spaces[r][s].kind = pos->reloc_kind;
          p = &tmp.players[pos->reloc_player];
          for (int e = 0; e < pos->reloc_extras; e++)
            {
              KontorRelocation *x = &a.reloc[a.n];
              int d;
              int kind = -1;
              gboolean found = FALSE;
              if (pos->reloc_player == KONTOR_NEUTRAL)
                {
                  x->from = KONTOR_FROM_STOCK;   /* the neutral pool */
                  kind = KONTOR_PIECE_TRADER;
                }
              else if (p->stock[0] + p->stock[1] > 0)
                {
                  x->from = KONTOR_FROM_STOCK;
                  kind = p->stock[KONTOR_PIECE_TRADER] > 0 ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
                  tmp.players[pos->reloc_player].stock[kind]--;
                }
              else if (p->supply[0] + p->supply[1] > 0)
                {
                  x->from = KONTOR_FROM_SUPPLY;
                  kind = p->supply[KONTOR_PIECE_TRADER] > 0 ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
                  tmp.players[pos->reloc_player].supply[kind]--;
                }
              else
                break;   /* moving from the board: left to the table */
              d = kontor_relocation_distance_for (&tmp, pos->reloc_route, kind, regions);
              if (d < 0)
                break;
              x->piece = kind;
              for (int r2 = 0; r2 < pos->board->n_routes && !found; r2++)
                {
                  if (r2 == pos->reloc_route || pos->board->route_dist[pos->reloc_route][r2] != d
                      || !(regions & (1u << b->routes[r2].region)))
                    continue;
                  for (int s2 = 0; s2 < pos->board->routes[r2].n_spaces && !found; s2++)
                    if (tmp.spaces[r2][s2].owner == KONTOR_NOBODY && kontor_board_space_takes (b, r2, s2, kind))
                      {
                        x->dst.route = r2;
                        x->dst.space = s2;
                        tmp.spaces[r2][s2].owner = pos->reloc_player;
                        tmp.spaces[r2][s2].kind = kind;
                        found = TRUE;
                      }
                }
              if (!found)
                break;
              a.n++;
            }
          if (a.n > 1)
            push (out, &a);
        }
    }
}

static void
gen_place_bonus (const KontorPosition *pos, GArray *out)
{
  KontorAction a;
  gboolean any = FALSE;
  kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
  for (int r = 0; r <= pos->board->n_routes; r++)
    {
      if (r < pos->board->n_routes && !kontor_route_can_take_marker_now (pos, r))
        continue;
      if (r == pos->board->n_routes)
        {
          if (any)
            break;
          a.route = -1;
        }
      else
        {
          a.route = r;
          any = TRUE;
        }
      if (pos->pending_kind[0] >= 0)
        {
          a.marker = pos->pending_kind[0];
          push (out, &a);
        }
      else
        for (int m = 0; m < KONTOR_N_MARKERS; m++)
          if (pos->unrevealed[m] > 0)
            {
              a.marker = m;
              push (out, &a);
            }
    }
}

static void
gen_neutral_claim (const KontorPosition *pos, GArray *out)
{
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_NEUTRAL_CLAIM);
  for (int r = 0; r < pos->board->n_routes; r++)
    {
      if (!kontor_route_full_of_neutrals (pos, r))
        continue;
      a.route = r;
      for (int e = -1; e < 2; e++)
        {
          a.city = e < 0 ? -1 : pos->board->routes[r].cities[e];
          push (out, &a);
        }
    }
}

void
kontor_candidates (const KontorPosition *pos, int kind, GArray *out)
{
  KontorAction a;
#define WANT(k) (kind < 0 || kind == (k))
  switch (pos->phase)
    {
    case KONTOR_PHASE_RELOCATION:
      if (WANT (KONTOR_DO_RELOCATE))
        kontor_relocate_candidates (pos, out);
      return;
    case KONTOR_PHASE_PLACE_BONUS:
      if (WANT (KONTOR_DO_PLACE_BONUS))
        gen_place_bonus (pos, out);
      return;
    case KONTOR_PHASE_NEUTRAL_CLAIM:
      if (WANT (KONTOR_DO_NEUTRAL_CLAIM))
        gen_neutral_claim (pos, out);
      return;
    case KONTOR_PHASE_ACTIONS:
      break;
    default:
      return;
    }
  if (kontor_position_actions_left (pos) > 0)
    {
      if (WANT (KONTOR_DO_HIRE))
        gen_hire (pos, out);
      if (WANT (KONTOR_DO_PLACE))
        gen_place (pos, out, FALSE);
      if (WANT (KONTOR_DO_DISPLACE))
        gen_place (pos, out, TRUE);
      if (WANT (KONTOR_DO_MOVE))
        gen_move (pos, out);
      if (WANT (KONTOR_DO_CLAIM))
        gen_claim (pos, out);
    }
  if (WANT (KONTOR_DO_USE_BONUS))
    gen_use_bonus (pos, out);
  if (WANT (KONTOR_DO_END_TURN))
    {
      kontor_action_init (&a, KONTOR_DO_END_TURN);
      push (out, &a);
    }
#undef WANT
}

void
kontor_keep_legal (const KontorPosition *pos, GArray *out, guint start)
{
  KontorPosition scratch;
  guint n = start;
  for (guint i = start; i < out->len; i++)
    if (kontor_position_try (pos, &g_array_index (out, KontorAction, i), &scratch, NULL))
      g_array_index (out, KontorAction, n++) = g_array_index (out, KontorAction, i);
  g_array_set_size (out, n);
}

gboolean
kontor_is_legal (const KontorPosition *pos, const KontorAction *action)
{
  KontorPosition scratch;
  return kontor_position_try (pos, action, &scratch, NULL);
}

void
kontor_legal_actions_reference (const KontorPosition *pos, int kind, GArray *out)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  KontorPosition scratch;

  kontor_candidates (pos, kind, cand);
  for (guint i = 0; i < cand->len; i++)
    if (kontor_position_try (pos, &g_array_index (cand, KontorAction, i), &scratch, NULL))
      g_array_append_val (out, g_array_index (cand, KontorAction, i));
}
