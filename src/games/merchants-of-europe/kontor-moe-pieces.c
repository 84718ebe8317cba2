/* kontor-moe-pieces.c: Merchants of Europe's building and moving (spec
 * §3.15–§3.30): merchants and the kontors they found, caravans with their
 * tolls and deliveries, routes with the isolation gold and the free routes,
 * and development cards with their primitives (§4.6).  Each function checks
 * in the order of §7.3's table and works on the caller's copy. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"

static gboolean
refuse (GError **error, MoeError code, const char *detail)
{
  return kontor_moe_set_error (error, code, NULL, detail);
}

/* §3.15 */
static const int cost_dev[MOE_N_RES] = { 0, 1, 0, 0, 1 };
static const int cost_merchant[MOE_N_RES] = { 1, 1, 1, 0, 0 };
static const int cost_caravan[MOE_N_RES] = { 1, 0, 0, 1, 1 };
static const int cost_route[MOE_N_RES] = { 1, 0, 0, 1, 0 };

/* Pays cost to the bank; FALSE (nothing paid) when the hand lacks a card. */
gboolean
kontor_moe_pay (MoePosition *pos, int seat, const int *cost)
{
  MoePlayer *pl = &pos->players[seat];
  for (int t = 0; t < MOE_N_RES; t++)
    if (pl->hand[t] < cost[t])
      return FALSE;
  for (int t = 0; t < MOE_N_RES; t++)
    {
      pl->hand[t] -= (guint8) cost[t];
      pos->bank[t] += (guint8) cost[t];
    }
  return TRUE;
}

static gboolean
afford (MoePosition *pos, const int *cost, GError **error)
{
  return kontor_moe_pay (pos, pos->active, cost) || refuse (error, MOE_ERROR_CANNOT_AFFORD, NULL);
}

static void
set_label (MoePiece *p, gboolean known, const char *label)
{
  p->known = known ? 1 : 0;
  g_strlcpy (p->label, known ? label : "", sizeof p->label);
}

/* Pieces of a kind standing on a label, skip excepted (D-M39). */
static int
pieces_at (const MoePosition *pos, gboolean caravans, const char *label, const MoePiece *skip)
{
  int n = 0;
  for (int s = 0; s < pos->n_players; s++)
    for (int i = 0; i < 2; i++)
      {
        const MoePiece *p = caravans ? &pos->players[s].caravan[i] : &pos->players[s].merchant[i];
        if (p != skip && p->on_board && p->known && strcmp (p->label, label) == 0)
          n++;
      }
  return n;
}

/* The slot a new or re-placed piece takes (§3.17, §3.18, D-M31), or -1. */
static int
placement_slot (const MoePiece *pieces, int replace, MoeError none, GError **error)
{
  int on = pieces[0].on_board + pieces[1].on_board;

  if (replace)
    {
      if (on < 2)
        return refuse (error, MOE_ERROR_REPLACE_INVALID, NULL), -1;
      return replace - 1;
    }
  if (on == 2)
    return refuse (error, none, NULL), -1;
  return pieces[0].on_board ? 1 : 0;
}

gboolean
kontor_moe_do_build_merchant (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  int slot = placement_slot (pl->merchant, a->replace, MOE_ERROR_NO_MERCHANT, error);

  if (slot < 0 || !afford (pos, cost_merchant, error))
    return FALSE;
  pl->merchant[slot].on_board = 1;
  pl->merchant[slot].moved = 0;
  set_label (&pl->merchant[slot], a->has_at, kontor_moe_text (a, a->at));
  return TRUE;
}

/* ---------------------------------------------------------------- deliveries */

static gboolean
deliver_one (MoePosition *pos, int color, const char *city, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  int owner = kontor_moe_seat_of (pos, color), k;

  if (owner == pos->active)
    return refuse (error, MOE_ERROR_DELIVER_OWN, city);
  k = kontor_moe_find_kontor (pos, city);
  if (k < 0 || owner < 0 || pos->kontors[k].owner != owner)
    return refuse (error, MOE_ERROR_DELIVER_NO_KONTOR, city);
  if (pos->kontors[k].token >= 0)
    return refuse (error, MOE_ERROR_DELIVER_TAKEN, city);
  if (pl->available == 0)
    return refuse (error, MOE_ERROR_DELIVER_NONE, NULL);
  pos->kontors[k].token = (gint8) pos->active;
  pl->available--;
  pl->delivered++;
  if (pl->delivered == pos->warehouse + 1)
    {
      /* §5.1: the game ends at this delivery; later ones are forfeit (D-M34) */
      pos->ended = 1;
      pos->winner = (gint8) pos->active;
    }
  return TRUE;
}

static gboolean
deliveries (MoePosition *pos, const MoeAction *a, const MoeMove *m, GError **error)
{
  for (int i = 0; i < m->n_deliver && !pos->ended; i++)
    if (!deliver_one (pos, m->deliver[i].owner, kontor_moe_text (a, m->deliver[i].city), error))
      return FALSE;
  return TRUE;
}

gboolean
kontor_moe_do_build_caravan (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  int slot = placement_slot (pl->caravan, a->replace, MOE_ERROR_NO_CARAVAN, error);
  const char *at = kontor_moe_text (a, a->at);

  if (slot < 0)
    return FALSE;
  if (a->has_at && pieces_at (pos, TRUE, at, &pl->caravan[slot]) >= 2)
    return refuse (error, MOE_ERROR_ROUTE_FULL, at);
  if (!afford (pos, cost_caravan, error))
    return FALSE;
  pl->caravan[slot].on_board = 1;
  pl->caravan[slot].moved = 0;
  set_label (&pl->caravan[slot], a->has_at, at);
  return deliveries (pos, a, &a->moves[0], error);
}

gboolean
kontor_moe_do_deliver (MoePosition *pos, const MoeAction *a, GError **error)
{
  if (!pos->players[pos->active].caravan[a->piece - 1].on_board)
    return refuse (error, MOE_ERROR_NO_CARAVAN, NULL);
  return deliver_one (pos, a->owner, kontor_moe_text (a, a->city), error);
}

/* ---------------------------------------------------------------- routes */

/* §3.19: isolation gold, trusted but for the active player's share. */
static gboolean
connect_gold (MoePosition *pos, const MoeAction *a, GError **error)
{
  int me = pos->colors[pos->active];

  if (!a->has_gold || (a->gold_mask == 0 && !a->gold_unknown))
    return TRUE;
  if (a->gold_unknown || (pos->neutral >= 0 && (a->gold_mask & (1 << pos->neutral))))
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_CONNECT_GOLD, _("only players of the game own routes"));
  if (!(a->gold_mask & (1 << me)) || a->gold[me] == 0)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_CONNECT_GOLD, _("the new route is on the chain, so its builder earns at least 1 gold"));
  for (int s = 0; s < pos->n_players; s++)
    {
      gint32 g = (a->gold_mask & (1 << pos->colors[s])) ? a->gold[pos->colors[s]] : 0;
      pos->players[s].gold += g;
      pos->bank_gold -= g;
    }
  return TRUE;
}

gboolean
kontor_moe_do_build_route (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  if (pl->routes >= MOE_ROUTES)
    return refuse (error, MOE_ERROR_NO_ROUTE, NULL);
  if (a->free)
    {
      if (pos->free_routes == 0)
        return refuse (error, MOE_ERROR_NO_FREE_ROUTE, NULL);
      pos->free_routes--;
    }
  else if (!afford (pos, cost_route, error))
    return FALSE;
  if (!connect_gold (pos, a, error))
    return FALSE;
  pl->routes++;
  /* §3.20: a double arrow gives one free route, lost without a route in reserve */
  if (a->flag && pl->routes < MOE_ROUTES && pos->free_routes < 255)
    pos->free_routes++;
  return TRUE;
}

/* ---------------------------------------------------------------- merchants */

static gboolean
found_kontor (MoePosition *pos, MoePiece *piece, const char *city, const MoeMove *m, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  MoeKontor *k;

  if (pl->covered == 0)
    return refuse (error, MOE_ERROR_NO_KONTOR_LEFT, NULL);
  if (kontor_moe_find_kontor (pos, city) >= 0)
    return refuse (error, MOE_ERROR_CITY_OCCUPIED, city);
  if (pieces_at (pos, FALSE, city, piece) > 0)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_MERCHANT_STOP, _("another merchant stands there"));
  if (m->has_token && m->token_from_sea && pos->sea_tokens == 0)
    return refuse (error, MOE_ERROR_TOKEN_SEA_EMPTY, NULL);
  k = &pos->kontors[pos->n_kontors++];
  g_strlcpy (k->label, city, sizeof k->label);
  k->owner = (gint8) pos->active;
  k->token = -1;
  pl->kontors++;
  pl->covered--;
  pl->available++;
  piece->on_board = 0;
  piece->moved = 0;
  set_label (piece, FALSE, NULL);
  if (m->found_gold > 0)
    {
      pl->gold += m->found_gold;
      pos->bank_gold -= m->found_gold;
    }
  if (m->has_token && m->token_from_sea)
    pos->sea_tokens--;
  return TRUE;
}

/* Where a merchant's movement ends (§3.22–§3.25). */
static gboolean
merchant_stop (MoePosition *pos, MoePiece *piece, const MoeAction *a, const MoeMove *m, GError **error)
{
  const char *to = kontor_moe_text (a, m->to);
  int k;

  if (m->has_found)
    return found_kontor (pos, piece, kontor_moe_text (a, m->city), m, error);
  if (m->has_to)
    {
      if (pieces_at (pos, FALSE, to, piece) > 0)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_MERCHANT_STOP, _("another merchant stands there"));
      k = kontor_moe_find_kontor (pos, to);
      if (k >= 0 && pos->kontors[k].owner != pos->active)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_MERCHANT_STOP, _("another player's kontor stands there"));
    }
  set_label (piece, m->has_to, to);
  return TRUE;
}

gboolean
kontor_moe_do_move_merchant (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePiece *piece = &pos->players[pos->active].merchant[a->piece - 1];

  if (!piece->on_board)
    return refuse (error, MOE_ERROR_NO_MERCHANT, NULL);
  if (piece->moved)
    return refuse (error, MOE_ERROR_MERCHANT_MOVED, NULL);
  if (a->paid < 1 || a->steps > 3 * (gint64) a->paid)
    return refuse (error, MOE_ERROR_MERCHANT_STEPS, NULL);
  if (pos->players[pos->active].hand[MOE_GRAIN] < a->paid)
    return refuse (error, MOE_ERROR_CANNOT_AFFORD, kontor_moe_res_ids[MOE_GRAIN]);
  pos->players[pos->active].hand[MOE_GRAIN] -= (guint8) a->paid;
  pos->bank[MOE_GRAIN] += (guint8) a->paid;
  if (!merchant_stop (pos, piece, a, &a->moves[0], error))
    return FALSE;
  if (piece->on_board)
    piece->moved = 1;
  return TRUE;
}

/* ---------------------------------------------------------------- caravans */

/* Tolls, the stop and the deliveries of a caravan's movement (§3.26–§3.28). */
static gboolean
caravan_movement (MoePosition *pos, MoePiece *piece, const MoeAction *a, const MoeMove *m, GError **error)
{
  const char *to = kontor_moe_text (a, m->to);
  MoePlayer *pl = &pos->players[pos->active];
  int me = pos->colors[pos->active], n = 0;

  if (m->toll_unknown || (m->tolls & (1 << me)) || (pos->neutral >= 0 && (m->tolls & (1 << pos->neutral))))
    return refuse (error, MOE_ERROR_TOLL_INVALID, NULL);
  for (int c = 0; c < MOE_N_COLORS; c++)
    n += (m->tolls >> c) & 1;
  if (pl->gold < n)
    return refuse (error, MOE_ERROR_TOLL_GOLD, NULL);
  if (m->has_to && pieces_at (pos, TRUE, to, piece) >= 2)
    return refuse (error, MOE_ERROR_ROUTE_FULL, to);
  for (int s = 0; s < pos->n_players; s++)
    if (m->tolls & (1 << pos->colors[s]))
      {
        pl->gold--;
        pos->players[s].gold++;
      }
  set_label (piece, m->has_to, to);
  return deliveries (pos, a, m, error);
}

gboolean
kontor_moe_do_move_caravan (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePiece *piece = &pos->players[pos->active].caravan[a->piece - 1];

  if (!piece->on_board)
    return refuse (error, MOE_ERROR_NO_CARAVAN, NULL);
  if (piece->moved)
    return refuse (error, MOE_ERROR_CARAVAN_MOVED, NULL);
  if (a->paid < 1 || a->steps > 3 * (gint64) a->paid)
    return refuse (error, MOE_ERROR_CARAVAN_STEPS, NULL);
  if (pos->players[pos->active].hand[MOE_SALT] < a->paid)
    return refuse (error, MOE_ERROR_CANNOT_AFFORD, kontor_moe_res_ids[MOE_SALT]);
  pos->players[pos->active].hand[MOE_SALT] -= (guint8) a->paid;
  pos->bank[MOE_SALT] += (guint8) a->paid;
  piece->moved = 1;
  return caravan_movement (pos, piece, a, &a->moves[0], error);
}

/* ---------------------------------------------------------------- development cards */

gboolean
kontor_moe_do_buy_dev (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  if (pos->deck + pos->discards == 0)
    return refuse (error, MOE_ERROR_DECK_EMPTY, NULL);
  if (!afford (pos, cost_dev, error))
    return FALSE;
  if (pos->deck == 0)
    {
      /* D-M22: the discard pile becomes the deck */
      pos->deck = pos->discards;
      pos->discards = 0;
    }
  pos->deck--;
  pl->dev[pl->n_dev].kind = (guint8) (a->card > 0 ? a->card : MOE_DEV_UNNAMED);
  pl->dev[pl->n_dev].turn = pos->turn;
  pl->n_dev++;
  return TRUE;
}

/* The card played (D-M35): the oldest of the kind, else the oldest unnamed,
 * bought in an earlier turn; -1 with the refusal. */
static int
card_to_play (const MoePosition *pos, int kind, GError **error)
{
  const MoePlayer *pl = &pos->players[pos->active];
  int held = 0;

  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < pl->n_dev; i++)
      {
        int k = pl->dev[i].kind;
        if (k != (pass == 0 ? kind : MOE_DEV_UNNAMED))
          continue;
        held++;
        if (pl->dev[i].turn != pos->turn)
          return i;
      }
  return refuse (error, held ? MOE_ERROR_DEV_BOUGHT_THIS_TURN : MOE_ERROR_DEV_NONE, NULL), -1;
}

static gboolean
take_from_bank (MoePosition *pos, const MoeEffect *e, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  for (int t = 0; t < MOE_N_RES; t++)
    if (e->res[t] > pos->bank[t])
      return refuse (error, MOE_ERROR_BANK_EMPTY, kontor_moe_res_ids[t]);
  for (int t = 0; t < MOE_N_RES; t++)
    {
      pl->hand[t] += (guint8) e->res[t];
      pos->bank[t] -= (guint8) e->res[t];
    }
  pl->gold += e->gold;
  pos->bank_gold -= e->gold;
  return TRUE;
}

static gboolean
take_from_players (MoePosition *pos, const MoeEffect *e, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  if (e->from_unknown)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_STEAL, _("the victim is not an opponent in the game"));
  for (int c = 0; c < MOE_N_COLORS; c++)
    {
      int s = kontor_moe_seat_of (pos, c);
      if (!(e->from_mask & (1 << c)))
        continue;
      if (s < 0 || s == MOE_NEUTRAL || s == pos->active)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_STEAL, _("the victim is not an opponent in the game"));
      for (int t = 0; t < MOE_N_RES; t++)
        if (e->from[c][t] > pos->players[s].hand[t])
          /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
          return refuse (error, MOE_ERROR_STEAL, _("the victim does not hold that card"));
      for (int t = 0; t < MOE_N_RES; t++)
        {
          pos->players[s].hand[t] -= (guint8) e->from[c][t];
          pl->hand[t] += (guint8) e->from[c][t];
        }
    }
  return TRUE;
}

static gboolean
free_move (MoePosition *pos, const MoeAction *a, const MoeEffect *e, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  MoePiece *piece = e->caravan ? &pl->caravan[e->piece - 1] : &pl->merchant[e->piece - 1];

  if (!piece->on_board)
    return refuse (error, e->caravan ? MOE_ERROR_NO_CARAVAN : MOE_ERROR_NO_MERCHANT, NULL);
  if (e->caravan)
    return caravan_movement (pos, piece, a, &a->moves[e->move], error);
  return merchant_stop (pos, piece, a, &a->moves[e->move], error);
}

static gboolean
primitive (MoePosition *pos, const MoeAction *a, const MoeEffect *e, GError **error)
{
  switch (e->type)
    {
    case MOE_FX_ROBBER: return kontor_moe_robber (pos, a, &e->robber, error);
    case MOE_FX_TAKE_FROM_BANK: return take_from_bank (pos, e, error);
    case MOE_FX_TAKE_FROM_PLAYERS: return take_from_players (pos, e, error);
    case MOE_FX_FREE_ROUTE:
      pos->free_routes = (guint8) MIN (255, pos->free_routes + e->n);
      return TRUE;
    default:
      return free_move (pos, a, e, error);
    }
}

gboolean
kontor_moe_do_play_dev (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];
  int i;

  if (pos->dev_played)
    return refuse (error, MOE_ERROR_DEV_ONE_PER_TURN, NULL);
  i = card_to_play (pos, a->kind, error);
  if (i < 0)
    return FALSE;
  if (a->kind == MOE_DEV_LANCER && (a->n_effects != 1 || a->effects[0].type != MOE_FX_ROBBER))
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_DEV_EFFECTS, _("the lancer moves the robber, and does nothing else"));
  memmove (&pl->dev[i], &pl->dev[i + 1], (gsize) (pl->n_dev - i - 1) * sizeof pl->dev[0]);
  pl->n_dev--;
  pos->discards++;
  pos->dev_played = 1;
  if (a->kind == MOE_DEV_UNKNOWN)
    pos->unchecked_dev++;
  for (int k = 0; k < a->n_effects && !pos->ended; k++)
    if (!primitive (pos, a, &a->effects[k], error))
      return FALSE;
  return TRUE;
}
