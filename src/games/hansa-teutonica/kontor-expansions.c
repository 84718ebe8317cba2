/* kontor-expansions.c: what the East and Britannia boards add to the rules
 * (../shared/spec/rules-hansa-teutonica-expansions.md): ship spaces,
 * Britannia's permissions and countries, the permanent markers of a claim
 * and Britannia's Remove 3.  kontor-position.c calls them where the base
 * rules stand. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-position-private.h"

/* ------------------------------------------------------ gateways (§14.3) */

/* Expansions §14.3 D14: the owner of the rightmost printed office. */
int
kontor_gateway_holder (const KontorPosition *pos, int city)
{
  for (int i = pos->board->cities[city].n_slots - 1; i >= 0; i--)
    if (pos->slots[city][i].owner != KONTOR_NOBODY)
      return pos->slots[city][i].owner;
  return KONTOR_NOBODY;
}

gboolean
kontor_gateway_usable (const KontorPosition *pos, int player, int gateway, int region)
{
  const KontorBoard *b = pos->board;
  return (b->cities[b->gateways[gateway]].gateway_for & (1u << region))
         && !(pos->gateways_used & (1u << gateway))
         && kontor_gateway_holder (pos, b->gateways[gateway]) == player;
}

/* D17: the gateway whose permission an action in the region uses now: an
 * unused one the player holds, those serving fewer regions first; -1. */
int
kontor_gateway_for_action (const KontorPosition *pos, int player, int region)
{
  const KontorBoard *b = pos->board;
  int best = -1, best_n = 99;
  for (int i = 0; i < b->n_gateways; i++)
    {
      const KontorCity *c = &b->cities[b->gateways[i]];
      int n = ((c->gateway_for & (1u << KONTOR_REGION_WALES)) != 0)
              + ((c->gateway_for & (1u << KONTOR_REGION_SCOTLAND)) != 0);
      if (kontor_gateway_usable (pos, player, i, region) && n < best_n)
        best = i, best_n = n;
    }
  return best;
}

char *
kontor_gateway_names (const KontorBoard *board, int region)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < board->n_gateways; i++)
    {
      const KontorCity *c = &board->cities[board->gateways[i]];
      if (!(c->gateway_for & (1u << region)))
        continue;
      if (s->len)
        /* TRANSLATORS: between two city names: "Cardiff or London" */
        g_string_append (s, _(" or "));
      g_string_append (s, c->name);
    }
  return g_string_free (s, FALSE);
}

char *
kontor_gateways_held (const KontorPosition *pos, int player, int region)
{
  const KontorBoard *b = pos->board;
  GString *s = g_string_new (NULL);
  for (int i = 0; i < b->n_gateways; i++)
    if ((b->cities[b->gateways[i]].gateway_for & (1u << region))
        && kontor_gateway_holder (pos, b->gateways[i]) == player)
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", b->cities[b->gateways[i]].name);
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}

/* Expansions §12.3: a ship space takes merchants only (§15.3: so never a
 * neutral trader). */
gboolean
kontor_pos_check_space_takes (const KontorPosition *pos, KontorSpaceRef ref, int kind, int owner, GError **error)
{
  char buf[64];
  if (kontor_board_space_takes (pos->board, ref.route, ref.space, kind))
    return TRUE;
  if (owner == KONTOR_NEUTRAL)
    return refuse (error, KONTOR_RULE_ERROR_NEUTRAL_NO_SHIP,
                   _("Space %d of %s is a ship, and the neutral player has traders only: it never stands on a ship."),
                   ref.space + 1, kontor_pos_route_name (pos, ref.route, buf));
  return refuse (error, KONTOR_RULE_ERROR_SPACE_MERCHANT_ONLY,
                 _("Space %d of %s is a ship: only a merchant may stand there."),
                 ref.space + 1, kontor_pos_route_name (pos, ref.route, buf));
}

/* Expansions §14.3: a Place or Displace in Wales or Scotland spends one
 * unused permission of a gateway city whose rightmost office is the
 * player's (D16: as the board stands now; D17: which one). */
gboolean
kontor_pos_use_permission (KontorPosition *pos, int route, GError **error)
{
  int region = pos->board->routes[route].region, g;
  if (region == KONTOR_REGION_ENGLAND)
    return TRUE;
  g = kontor_gateway_for_action (pos, pos->active, region);
  if (g < 0)
    {
      g_autofree char *held = error ? kontor_gateways_held (pos, pos->active, region) : NULL;
      g_autofree char *names = error ? kontor_gateway_names (pos->board, region) : NULL;
      if (held)
        return refuse (error, KONTOR_RULE_ERROR_BRIT_NO_PERMISSION,
                       /* Translators: the gateway cities the player holds ("Cardiff, London"), then the region */
                       _("The permission of %s for %s is already used this turn: each gateway city allows one Place or Displace there per turn."),
                       held, kontor_region_name (region));
      return refuse (error, KONTOR_RULE_ERROR_BRIT_NO_PERMISSION,
                     _("Placing or displacing in %s needs a permission this turn: the rightmost office of %s, each used once per turn."),
                     kontor_region_name (region), names);
    }
  pos->gateways_used |= 1u << g;
  return TRUE;
}

/* §14.4(1): England stays in England; Wales or Scotland may also go to England. */
gboolean
kontor_pos_country_allows (const KontorPosition *pos, int from_route, int to_route)
{
  int from = pos->board->routes[from_route].region, to = pos->board->routes[to_route].region;
  return to == from || to == KONTOR_REGION_ENGLAND;
}

/* ------------------------------------------- permanent markers (§12.4) */

gboolean
kontor_pos_check_target (const KontorPosition *pos, KontorSpaceRef to, int kind, int owner, GError **error)
{
  char buf[64];
  if (!kontor_pos_check_space (pos, to, error))
    return FALSE;
  if (pos->spaces[to.route][to.space].owner != KONTOR_NOBODY)
    return refuse (error, KONTOR_RULE_ERROR_MOVE_OCCUPIED,
                   _("Space %d of %s is taken: the marker puts pieces on empty spaces only."),
                   to.space + 1, kontor_pos_route_name (pos, to.route, buf));
  return kontor_pos_check_space_takes (pos, to, kind, owner, error);
}

/* East's reuse-2 (§13.6(4), D12, D35): up to 2 of the claimer's pieces left
 * on the claimed route go to empty spaces elsewhere, the rest to stock. */
gboolean
kontor_pos_reuse_two (KontorPosition *pos, const KontorAction *a, const KontorPiece *before, GError **error)
{
  const KontorRoute *r = &pos->board->routes[a->route];
  KontorPlayerState *p = &pos->players[pos->active];
  int left[KONTOR_N_PIECES] = { 0 };
  guint named = 0;
  char buf[64];

  for (int s = 0; s < r->n_spaces; s++)
    if (pos->spaces[a->route][s].owner != KONTOR_NOBODY)
      {
        left[pos->spaces[a->route][s].kind]++;
        pos->spaces[a->route][s].owner = KONTOR_NOBODY;
      }
  for (int i = 0; i < a->perm_n; i++)
    {
      const KontorMove *m = &a->perm_moves[i];
      int kind;
      if (m->from.space < 0 || m->from.space >= r->n_spaces || (named & (1u << m->from.space)))
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE,
                       _("Name each space of %s once: the reused pieces are the ones left on it."),
                       kontor_pos_route_name (pos, a->route, buf));
      named |= 1u << m->from.space;
      kind = before[m->from.space].kind;
      if (left[kind] <= 0)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE,
                       _("No %s of yours is left on %s to reuse."), kontor_piece_name (kind),
                       kontor_pos_route_name (pos, a->route, buf));
      if (m->to.route == a->route)
        return refuse (error, KONTOR_RULE_ERROR_PERM_REUSE_SAME_ROUTE,
                       _("Reused pieces go to other routes, not back onto %s."), kontor_pos_route_name (pos, a->route, buf));
      if (!kontor_pos_check_target (pos, m->to, kind, pos->active, error))
        return FALSE;
      left[kind]--;
      pos->spaces[m->to.route][m->to.space].owner = pos->active;
      pos->spaces[m->to.route][m->to.space].kind = kind;
    }
  p->stock[KONTOR_PIECE_TRADER] += left[KONTOR_PIECE_TRADER];
  p->stock[KONTOR_PIECE_MERCHANT] += left[KONTOR_PIECE_MERCHANT];
  return TRUE;
}

/* move-2 (§13.6(1), §14.5(1)): up to 2 pieces of any colours to empty
 * spaces, applied at once like a Move; on Britannia within their country. */
gboolean
kontor_pos_move_two (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPiece lifted[2];

  for (int i = 0; i < a->perm_n; i++)
    {
      const KontorMove *m = &a->perm_moves[i];
      if (!kontor_pos_check_space (pos, m->from, error) || !kontor_pos_check_space (pos, m->to, error))
        return FALSE;
      if ((m->from.route == m->to.route && m->from.space == m->to.space)
          || (i == 1 && ((a->perm_moves[0].from.route == m->from.route && a->perm_moves[0].from.space == m->from.space)
                         || (a->perm_moves[0].to.route == m->to.route && a->perm_moves[0].to.space == m->to.space))))
        return refuse (error, KONTOR_RULE_ERROR_MOVE_DUPLICATE,
                       _("Each piece moves once, to another space, and each space receives one piece."));
      if (kontor_pos_space_at (pos, m->from)->owner == KONTOR_NOBODY)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE,
                       _("There is no piece to move on that space."));
      if (!kontor_pos_check_space_takes (pos, m->to, kontor_pos_space_at (pos, m->from)->kind, kontor_pos_space_at (pos, m->from)->owner, error))
        return FALSE;
      if (pos->board->countries
          && pos->board->routes[m->from.route].region != pos->board->routes[m->to.route].region)
        return refuse (error, KONTOR_RULE_ERROR_BRIT_MOVE2_COUNTRY,
                       _("Pieces moved by this marker stay in their country: from %s to %s is not allowed."),
                       kontor_region_name (pos->board->routes[m->from.route].region),
                       kontor_region_name (pos->board->routes[m->to.route].region));
    }
  for (int i = 0; i < a->perm_n; i++)
    {
      lifted[i] = *kontor_pos_space_at (pos, a->perm_moves[i].from);
      kontor_pos_space_at (pos, a->perm_moves[i].from)->owner = KONTOR_NOBODY;
    }
  for (int i = 0; i < a->perm_n; i++)
    {
      char buf[64];
      KontorPiece *to = kontor_pos_space_at (pos, a->perm_moves[i].to);
      if (to->owner != KONTOR_NOBODY)
        return refuse (error, KONTOR_RULE_ERROR_MOVE_OCCUPIED,
                       _("Space %d of %s is taken: the marker moves pieces to empty spaces only."),
                       a->perm_moves[i].to.space + 1, kontor_pos_route_name (pos, a->perm_moves[i].to.route, buf));
      *to = lifted[i];
    }
  return TRUE;
}

/* build-in-green (§13.6(3)): one piece from the supply to the right of
 * every office of a green city. */
gboolean
kontor_pos_build_in_green (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPlayerState *p = &pos->players[pos->active];
  int c = a->perm_city, g;

  if (c < 0 || c >= pos->board->n_cities || !pos->board->cities[c].green)
    return refuse (error, KONTOR_RULE_ERROR_PERM_NOT_GREEN,
                   _("This marker builds in a green city (a city without printed offices)."));
  if (p->supply[KONTOR_PIECE_TRADER] + p->supply[KONTOR_PIECE_MERCHANT] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_PERM_NO_SUPPLY,
                   _("The office comes from your supply, and your supply is empty."));
  if (!kontor_pos_check_piece_kind (a->perm_piece, error))
    return FALSE;
  if (p->supply[a->perm_piece] <= 0)
    return refuse (error, KONTOR_RULE_ERROR_NOT_IN_SUPPLY,
                   _("Your supply holds no %s."), kontor_piece_name (a->perm_piece));
  g = pos->board->cities[c].green_index;
  if (pos->n_added[g] >= KONTOR_MAX_ADDED)
    return refuse (error, KONTOR_RULE_ERROR_OFFICE_CITY_FULL, _("No room for another office."));
  if (!kontor_city_completed (pos, c))
    pos->completed++;
  p->supply[a->perm_piece]--;
  pos->added[g][pos->n_added[g]].owner = pos->active;
  pos->added[g][pos->n_added[g]].kind = a->perm_piece;
  pos->n_added[g]++;
  return TRUE;
}

/* place-2 (§14.5(2), D21, D34): up to 2 of the claimer's pieces on empty
 * spaces in Wales or Scotland, from the stock, then supply, then board. */
gboolean
kontor_pos_place_two (KontorPosition *pos, const KontorAction *a, GError **error)
{
  KontorPlayerState *p = &pos->players[pos->active];
  char buf[64];

  for (int i = 0; i < a->perm_n; i++)
    {
      const KontorRelocation *e = &a->perm_place[i];
      int due = p->stock[0] + p->stock[1] > 0 ? KONTOR_FROM_STOCK
                : p->supply[0] + p->supply[1] > 0 ? KONTOR_FROM_SUPPLY : KONTOR_FROM_BOARD;
      if (!kontor_pos_check_piece_kind (e->piece, error))
        return FALSE;
      if (e->from != KONTOR_FROM_STOCK && e->from != KONTOR_FROM_SUPPLY && e->from != KONTOR_FROM_BOARD)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE, _("Unknown source for a placed piece."));
      if (e->from > due)
        return refuse (error, KONTOR_RULE_ERROR_PERM_SOURCE_ORDER,
                       _("The pieces come from your stock first, then your supply, then the board; your %s still holds pieces."),
                       due == KONTOR_FROM_STOCK ? _("stock") : _("supply"));
      if (e->from == KONTOR_FROM_STOCK && p->stock[e->piece] <= 0)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE, _("Your stock holds no %s."), kontor_piece_name (e->piece));
      if (e->from == KONTOR_FROM_SUPPLY && p->supply[e->piece] <= 0)
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE, _("Your supply holds no %s."), kontor_piece_name (e->piece));
      if (e->from == KONTOR_FROM_BOARD
          && (!kontor_pos_valid_space (pos, e->src) || kontor_pos_space_at (pos, e->src)->owner != pos->active
              || kontor_pos_space_at (pos, e->src)->kind != e->piece))
        return refuse (error, KONTOR_RULE_ERROR_PERM_NO_PIECE,
                       _("There is no %s of yours on that space to move."), kontor_piece_name (e->piece));
      if (!kontor_pos_check_space (pos, e->dst, error))
        return FALSE;
      if (pos->board->routes[e->dst.route].region == KONTOR_REGION_ENGLAND)
        return refuse (error, KONTOR_RULE_ERROR_PERM_TARGET_COUNTRY,
                       _("This marker places pieces in Wales or Scotland; %s is in England."),
                       kontor_pos_route_name (pos, e->dst.route, buf));
      if (!kontor_pos_check_target (pos, e->dst, e->piece, pos->active, error))
        return FALSE;
      if (e->from == KONTOR_FROM_STOCK)
        p->stock[e->piece]--;
      else if (e->from == KONTOR_FROM_SUPPLY)
        p->supply[e->piece]--;
      else
        kontor_pos_space_at (pos, e->src)->owner = KONTOR_NOBODY;
      kontor_pos_space_at (pos, e->dst)->owner = pos->active;
      kontor_pos_space_at (pos, e->dst)->kind = e->piece;
    }
  return TRUE;
}

/* After the permanent effect: the East–West check for a new office (D7),
 * and the claims of routes it filled with neutrals (D36). */
gboolean
kontor_pos_permanent_done (KontorPosition *pos, const KontorAction *a)
{
  if (a->perm == KONTOR_PERMANENT_BUILD_IN_GREEN)
    kontor_pos_award_east_west (pos, pos->active);
  if (a->perm == KONTOR_PERMANENT_MOVE_2)
    kontor_pos_enter_neutral_claims (pos);
  return TRUE;
}

/* Britannia's Remove 3 (expansions §12.9 D6): up to 3 other colours'
 * pieces, one after another, to empty spaces of their own country. */
gboolean
kontor_pos_move_three (KontorPosition *pos, const KontorAction *a, GError **error)
{
  if (a->n < 0 || a->n > KONTOR_MAX_REMOVE)
    return refuse (error, KONTOR_RULE_ERROR_REMOVE_INVALID, _("Move up to 3 pieces."));
  for (int i = 0; i < a->n; i++)
    {
      const KontorMove *m = &a->moves[i];
      KontorPiece piece;
      if (!kontor_pos_check_space (pos, m->from, error))
        return FALSE;
      piece = *kontor_pos_space_at (pos, m->from);
      if (piece.owner == KONTOR_NOBODY)
        return refuse (error, KONTOR_RULE_ERROR_REMOVE_INVALID, _("Each space to move from must hold a piece."));
      if (piece.owner == pos->active)
        return refuse (error, KONTOR_RULE_ERROR_BRIT_MOVE3_OWN,
                       _("This marker moves other players' pieces, not your own."));
      if (!kontor_pos_check_space (pos, m->to, error))
        return FALSE;
      if (pos->board->routes[m->from.route].region != pos->board->routes[m->to.route].region)
        return refuse (error, KONTOR_RULE_ERROR_BRIT_MOVE3_COUNTRY,
                       _("Pieces moved by this marker stay in their country: from %s to %s is not allowed."),
                       kontor_region_name (pos->board->routes[m->from.route].region),
                       kontor_region_name (pos->board->routes[m->to.route].region));
      if (!kontor_pos_check_target (pos, m->to, piece.kind, piece.owner, error))
        return FALSE;
      kontor_pos_space_at (pos, m->from)->owner = KONTOR_NOBODY;
      *kontor_pos_space_at (pos, m->to) = piece;
    }
  kontor_pos_enter_neutral_claims (pos);   /* D36 */
  return TRUE;
}

