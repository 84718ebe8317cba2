/* kontor-entry.c: rule facts for proposing entries (kontor-entry.h). */
#include "config.h"

#include <string.h>

#include "kontor-entry.h"

int
kontor_displace_penalty (const KontorPosition *pos, int route, int space)
{
  KontorPiece victim = pos->spaces[route][space];
  if (victim.owner == KONTOR_NOBODY)
    return 0;
  return victim.kind == KONTOR_PIECE_MERCHANT ? 2 : 1;
}

void
kontor_displace_default (const KontorPosition *pos, int route, int space, KontorPieceKind piece,
                         KontorAction *out)
{
  const KontorPlayerState *p = &pos->players[pos->active];
  int penalty = kontor_displace_penalty (pos, route, space);
  int traders = p->supply[KONTOR_PIECE_TRADER] - (piece == KONTOR_PIECE_TRADER);

  kontor_action_init (out, KONTOR_DO_DISPLACE);
  out->route = route;
  out->space = space;
  out->piece = piece;
  out->traders = MIN (penalty, MAX (0, traders));
  out->merchants = penalty - out->traders;
}

void
kontor_relocation_next (const KontorPosition *pos, const KontorAction *partial, KontorPieceKind want,
                        KontorRelocation *r)
{
  int stock[2] = { 0, 0 }, supply[2] = { 0, 0 };
  gboolean displaced = FALSE;

  if (pos->reloc_player != KONTOR_NEUTRAL)
    {
      const KontorPlayerState *p = &pos->players[pos->reloc_player];
      stock[0] = p->stock[0];
      stock[1] = p->stock[1];
      supply[0] = p->supply[0];
      supply[1] = p->supply[1];
    }
  for (int i = 0; i < partial->n; i++)
    {
      const KontorRelocation *x = &partial->reloc[i];
      if (x->from == KONTOR_FROM_DISPLACED)
        displaced = TRUE;
      else if (x->from == KONTOR_FROM_STOCK)
        stock[x->piece]--;
      else if (x->from == KONTOR_FROM_SUPPLY)
        supply[x->piece]--;
    }
  memset (r, 0, sizeof *r);
  if (!displaced)
    {
      r->from = KONTOR_FROM_DISPLACED;
      r->piece = pos->reloc_kind;
    }
  else if (pos->reloc_player == KONTOR_NEUTRAL)
    {
      r->from = KONTOR_FROM_STOCK;   /* the neutral pool: traders only */
      r->piece = KONTOR_PIECE_TRADER;
    }
  else if (stock[0] + stock[1] > 0)
    {
      r->from = KONTOR_FROM_STOCK;
      r->piece = stock[want] > 0 ? want : !want;
    }
  else if (supply[0] + supply[1] > 0)
    {
      r->from = KONTOR_FROM_SUPPLY;
      r->piece = supply[want] > 0 ? want : !want;
    }
  else
    {
      /* §4.3: stock and supply empty, an own piece moves from the board
       * (the table asks which: src is the caller's) */
      r->from = KONTOR_FROM_BOARD;
      r->piece = want;
      r->src.route = r->src.space = -1;
    }
}

int
kontor_relocation_size (const KontorPosition *pos)
{
  return 1 + pos->reloc_extras;
}

gboolean
kontor_hire_unlimited (const KontorPosition *pos, int player)
{
  return pos->players[player].level[KONTOR_ABILITY_MONEY_BAGS]
         >= kontor_ability_max_level (KONTOR_ABILITY_MONEY_BAGS);
}

const char *
kontor_default_board (int n_players)
{
  return n_players <= 3 ? "base-2-3" : "base-4-5";
}

KontorVariant
kontor_default_variant (int n_players)
{
  return n_players == 2 ? KONTOR_VARIANT_TWO_PLAYER_NEUTRAL : KONTOR_VARIANT_NONE;
}
