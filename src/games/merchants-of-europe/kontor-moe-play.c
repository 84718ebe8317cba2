/* kontor-moe-play.c: the legal entries of a Merchants of Europe position
 * (kontor-cli legal) and the random player of self-play.
 *
 * Labels, entitlements, tolls and isolation gold are free input at the
 * table (the geometry is trusted, §4.7), so the list is representative, not
 * exhaustive: new city labels "kN" and terrains "tN", production with
 * nobody owed, single-card trades, discards and deliveries to every free
 * kontor of the others.  Every entry listed is checked by kontor_moe_apply;
 * the random player builds legal entries directly (no trial apply), and the
 * tests check that each one is accepted. */
#include "config.h"

#include <string.h>

#include "kontor-moe.h"

/* §3.15 (also in kontor-moe-pieces.c) */
static const int cost_dev[MOE_N_RES] = { 0, 1, 0, 0, 1 };
static const int cost_merchant[MOE_N_RES] = { 1, 1, 1, 0, 0 };
static const int cost_caravan[MOE_N_RES] = { 1, 0, 0, 1, 1 };
static const int cost_route[MOE_N_RES] = { 1, 0, 0, 1, 0 };

static gboolean
can_pay (const MoePlayer *pl, const int *cost)
{
  for (int t = 0; t < MOE_N_RES; t++)
    if (pl->hand[t] < cost[t])
      return FALSE;
  return TRUE;
}

static guint32
pick (KontorRng *rng, guint32 n)
{
  return n <= 1 ? 0 : kontor_rng_below (rng, n);
}

/* A label no kontor holds yet: "k" and the kontor count (unique, since
 * kontors are never removed). */
static void
new_city (const MoePosition *pos, MoeAction *a, MoeText *field)
{
  char label[MOE_LABEL_MAX];
  g_snprintf (label, sizeof label, "k%d", pos->n_kontors);
  kontor_moe_action_set_text (a, field, label);
}

/* A terrain label other than the robber's. */
static void
new_terrain (const MoePosition *pos, int n, MoeAction *a, MoeText *field)
{
  char label[MOE_LABEL_MAX];
  g_snprintf (label, sizeof label, "t%d", n);
  if (pos->robber_known && strcmp (pos->robber, label) == 0)
    g_snprintf (label, sizeof label, "t%d", n + 1);
  kontor_moe_action_set_text (a, field, label);
}

static gboolean
has_piece (const MoePiece *pieces, gboolean moved_ok, int *slot)
{
  for (int i = 0; i < 2; i++)
    if (pieces[i].on_board && (moved_ok || !pieces[i].moved))
      return (*slot = i), TRUE;
  return FALSE;
}

/* A kontor of another owner without a token: its index, -1. */
static int
target (const MoePosition *pos, guint32 r)
{
  int found[MOE_MAX_KONTORS], n = 0;
  for (int k = 0; k < pos->n_kontors; k++)
    if (pos->kontors[k].owner != pos->active && pos->kontors[k].token < 0)
      found[n++] = k;
  return n ? found[r % (guint32) n] : -1;
}

static void
set_delivery (const MoePosition *pos, MoeAction *a, MoeDelivery *d, int k)
{
  int owner = pos->kontors[k].owner;
  d->owner = (gint8) (owner == MOE_NEUTRAL ? pos->neutral : pos->colors[owner]);
  kontor_moe_action_set_text (a, &d->city, pos->kontors[k].label);
}

/* ---------------------------------------------------------------- stages */

static void
random_setup (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  MoeDo what;
  int seat;

  kontor_moe_setup_due (pos, &what, &seat);
  *a = kontor_moe_action_new (what);
  if (what == MOE_DO_SETUP_KONTOR || what == MOE_DO_SETUP_NEUTRAL)
    {
      a->has_city = 1;
      new_city (pos, a, &a->city);
    }
  else if (what == MOE_DO_SETUP_RESOURCES)
    {
      a->n_cards = (guint8) (1 + pick (rng, 3));
      for (int i = 0; i < a->n_cards; i++)
        a->cards[i] = (gint8) pick (rng, MOE_N_RES);
    }
}

static void
random_discard (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  int seat = kontor_moe_discard_seat (pos);
  int owed = pos->discard_owed[seat];
  guint8 hand[MOE_N_RES];

  *a = kontor_moe_action_new (MOE_DO_DISCARD);
  memcpy (hand, pos->players[seat].hand, sizeof hand);
  while (owed > 0)
    {
      int t = (int) pick (rng, MOE_N_RES);
      if (hand[t] == 0)
        continue;
      hand[t]--;
      a->counts[t]++;
      owed--;
    }
}

static void
random_robber (const MoePosition *pos, KontorRng *rng, MoeAction *a, MoeRobber *r)
{
  int victims[MOE_MAX_PLAYERS], n = 0;

  memset (r, 0, sizeof *r);
  r->card = -1;
  r->has_to = 1;
  new_terrain (pos, (int) pick (rng, 19), a, &r->to);
  for (int s = 0; s < pos->n_players; s++)
    if (s != pos->active && kontor_moe_hand_size (pos, s) > 0)
      victims[n++] = s;
  if (n == 0 || pick (rng, 4) == 0)
    return;
  r->has_steal = 1;
  {
    int v = victims[pick (rng, (guint32) n)];
    r->from = pos->colors[v];
    if (!pos->seeded)
      {
        int c = (int) pick (rng, (guint32) kontor_moe_hand_size (pos, v));
        for (int t = 0; t < MOE_N_RES; t++)
          {
            if (c < pos->players[v].hand[t])
              {
                r->card = (gint8) t;
                break;
              }
            c -= pos->players[v].hand[t];
          }
      }
  }
}

static void
random_production (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  *a = kontor_moe_action_new (MOE_DO_PRODUCTION);
  for (int s = 0; s < pos->n_players; s++)
    {
      int c = pos->colors[s], n = (int) pick (rng, 4);
      a->owed_mask |= (guint8) (1 << c);
      for (int i = 0; i < n; i++)
        a->owed[c][pick (rng, MOE_N_RES)]++;
    }
}

static void
random_roll (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  *a = kontor_moe_action_new (MOE_DO_ROLL);
  if (pos->seeded)
    return;
  a->has_dice = 1;
  a->dice[0] = (gint8) (1 + pick (rng, 6));
  a->dice[1] = (gint8) (1 + pick (rng, 6));
}

/* ---------------------------------------------------------------- the action phase */

/* A development card the active player may play now, with its kind. */
static gboolean
playable_dev (const MoePosition *pos, int *kind)
{
  const MoePlayer *pl = &pos->players[pos->active];
  if (pos->dev_played)
    return FALSE;
  for (int i = 0; i < pl->n_dev; i++)
    if (pl->dev[i].turn != pos->turn)
      {
        *kind = pl->dev[i].kind == MOE_DEV_LANCER ? MOE_DEV_LANCER : MOE_DEV_UNKNOWN;
        return TRUE;
      }
  return FALSE;
}

static void
random_play_dev (const MoePosition *pos, KontorRng *rng, int kind, MoeAction *a)
{
  *a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
  a->kind = (gint8) kind;
  a->n_moves = 1;
  if (kind == MOE_DEV_LANCER || pick (rng, 3) == 0)
    {
      a->n_effects = 1;
      a->effects[0].type = MOE_FX_ROBBER;
      random_robber (pos, rng, a, &a->effects[0].robber);
      return;
    }
  if (pick (rng, 2) == 0)
    {
      int t = (int) pick (rng, MOE_N_RES);
      a->n_effects = 1;
      a->effects[0].type = MOE_FX_TAKE_FROM_BANK;
      a->effects[0].has_resources = 1;
      a->effects[0].res[t] = pos->bank[t] > 0;
      return;
    }
  a->n_effects = 1;
  a->effects[0].type = MOE_FX_FREE_ROUTE;
  a->effects[0].n = 1;
}

/* Moves a caravan and delivers to one kontor of the others, paying
 * the tolls of one opponent when gold allows. */
static gboolean
random_delivery (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  const MoePlayer *pl = &pos->players[pos->active];
  int slot, k = target (pos, kontor_rng_below (rng, 64));

  if (pl->available == 0 || k < 0 || pl->hand[MOE_SALT] == 0 || !has_piece (pl->caravan, FALSE, &slot))
    return FALSE;
  *a = kontor_moe_action_new (MOE_DO_MOVE_CARAVAN);
  a->piece = (gint8) (slot + 1);
  a->paid = 1;
  a->steps = (gint32) (1 + pick (rng, 3));
  a->n_moves = 1;
  a->moves[0].has_tolls = 1;
  if (pl->gold > 0 && pick (rng, 2) == 0)
    {
      int o = (pos->active + 1 + (int) pick (rng, (guint32) pos->n_players - 1)) % pos->n_players;
      a->moves[0].tolls = (guint8) (1 << pos->colors[o]);
    }
  a->moves[0].has_deliver = 1;
  a->moves[0].n_deliver = 1;
  set_delivery (pos, a, &a->moves[0].deliver[0], k);
  return TRUE;
}

static gboolean
random_found (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  const MoePlayer *pl = &pos->players[pos->active];
  MoeMove *m = &a->moves[0];
  int slot;

  if (pl->covered == 0 || pl->hand[MOE_GRAIN] == 0 || !has_piece (pl->merchant, FALSE, &slot))
    return FALSE;
  *a = kontor_moe_action_new (MOE_DO_MOVE_MERCHANT);
  a->piece = (gint8) (slot + 1);
  a->paid = 1;
  a->steps = (gint32) (1 + pick (rng, 3));
  a->n_moves = 1;
  m->has_found = 1;
  new_city (pos, a, &m->city);
  if (pick (rng, 3) == 0)
    m->found_gold = (gint32) pick (rng, 3);
  if (pos->sea_tokens > 0 && pick (rng, 2) == 0)
    {
      m->has_token = 1;
      m->token_value = (gint8) (3 + pick (rng, 9));
      m->token_from_sea = 1;
      kontor_moe_action_set_text (a, &m->token_from, "sea");
      kontor_moe_action_set_text (a, &m->terrain, "t3");
    }
  return TRUE;
}

static gboolean
random_build (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  const MoePlayer *pl = &pos->players[pos->active];
  int r = (int) pick (rng, 4);

  if (r == 0 && pl->covered > 0 && can_pay (pl, cost_merchant) && !(pl->merchant[0].on_board && pl->merchant[1].on_board))
    *a = kontor_moe_action_new (MOE_DO_BUILD_MERCHANT);
  else if (r == 1 && can_pay (pl, cost_caravan) && !(pl->caravan[0].on_board && pl->caravan[1].on_board))
    *a = kontor_moe_action_new (MOE_DO_BUILD_CARAVAN);
  else if (r == 2 && can_pay (pl, cost_route) && pl->routes < MOE_ROUTES)
    {
      *a = kontor_moe_action_new (MOE_DO_BUILD_ROUTE);
      a->flag = pick (rng, 8) == 0;
    }
  else if (r == 3 && can_pay (pl, cost_dev) && pos->deck + pos->discards > 0)
    {
      *a = kontor_moe_action_new (MOE_DO_BUY_DEV);
      a->card = (gint8) pick (rng, MOE_N_DEV_KINDS);
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
random_trade (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  const MoePlayer *pl = &pos->players[pos->active];
  int t = (int) pick (rng, MOE_N_RES), u = (int) pick (rng, MOE_N_RES + 1);

  if (pl->hand[t] >= 3 && u != t && (u == MOE_GOLD || pos->bank[u] > 0))
    {
      *a = kontor_moe_action_new (MOE_DO_BANK_TRADE);
      a->card = (gint8) t;
      a->get_item = (gint8) u;
      return TRUE;
    }
  if (pos->gold_buys < 2 && pl->gold >= 2 && pos->bank[t] > 0 && pick (rng, 2) == 0)
    {
      *a = kontor_moe_action_new (MOE_DO_BUY_RESOURCE);
      a->card = (gint8) t;
      return TRUE;
    }
  {
    int o = (pos->active + 1 + (int) pick (rng, (guint32) pos->n_players - 1)) % pos->n_players;
    u = (int) pick (rng, MOE_N_RES);
    if (pl->hand[t] == 0 || pos->players[o].hand[u] == 0)
      return FALSE;
    *a = kontor_moe_action_new (MOE_DO_TRADE);
    a->with = pos->colors[o];
    a->give[t] = 1;
    a->get[u] = 1;
    return TRUE;
  }
}

static void
random_actions (const MoePosition *pos, KontorRng *rng, MoeAction *a)
{
  int kind;

  if (pos->free_routes > 0 && pos->players[pos->active].routes < MOE_ROUTES)
    {
      *a = kontor_moe_action_new (MOE_DO_BUILD_ROUTE);
      a->free = 1;
      return;
    }
  for (int tries = 0; tries < 4; tries++)
    {
      guint32 r = pick (rng, 16);
      if ((r < 5 && random_delivery (pos, rng, a)) || (r < 9 && random_found (pos, rng, a))
          || (r < 13 && random_build (pos, rng, a)) || (r < 15 && random_trade (pos, rng, a)))
        return;
      if (r == 15 && playable_dev (pos, &kind))
        {
          random_play_dev (pos, rng, kind, a);
          return;
        }
    }
  *a = kontor_moe_action_new (MOE_DO_END_TURN);
}

gboolean
kontor_moe_random_action (gconstpointer data, KontorRng *rng, gpointer out)
{
  const MoePosition *pos = data;
  MoeAction *a = out;
  int kind;

  if (pos->ended)
    return FALSE;
  switch (pos->stage)
    {
    case MOE_STAGE_SETUP: random_setup (pos, rng, a); break;
    case MOE_STAGE_ROLL:
      if (playable_dev (pos, &kind) && pick (rng, 4) == 0)
        random_play_dev (pos, rng, kind, a);
      else
        random_roll (pos, rng, a);
      break;
    case MOE_STAGE_DISCARD: random_discard (pos, rng, a); break;
    case MOE_STAGE_ROBBER:
      *a = kontor_moe_action_new (MOE_DO_ROBBER);
      random_robber (pos, rng, a, &a->robber);
      break;
    case MOE_STAGE_PRODUCTION: random_production (pos, rng, a); break;
    default: random_actions (pos, rng, a); break;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- the legal list */

static void
push_if (const MoePosition *pos, GArray *out, const MoeAction *a)
{
  MoePosition copy;
  memcpy (&copy, pos, sizeof copy);
  if (kontor_moe_apply (&copy, a, NULL))
    g_array_append_vals (out, a, 1);
}

static void
legal_rolls (const MoePosition *pos, GArray *out)
{
  MoeAction a = kontor_moe_action_new (MOE_DO_ROLL);
  int kind;

  if (pos->seeded)
    g_array_append_vals (out, &a, 1);
  else
    for (int sum = 2; sum <= 12; sum++)
      {
        /* one roll per total: the totals are what the rules tell apart */
        a.has_dice = 1;
        a.dice[0] = (gint8) MAX (1, sum - 6);
        a.dice[1] = (gint8) (sum - a.dice[0]);
        g_array_append_vals (out, &a, 1);
      }
  if (playable_dev (pos, &kind))
    {
      a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
      a.kind = (gint8) kind;
      a.n_moves = 1;
      a.n_effects = kind == MOE_DEV_LANCER;
      a.effects[0].type = MOE_FX_ROBBER;
      a.effects[0].robber.card = -1;
      push_if (pos, out, &a);
    }
}

static void
legal_robber (const MoePosition *pos, GArray *out)
{
  MoeAction a = kontor_moe_action_new (MOE_DO_ROBBER);

  a.robber.has_to = 1;
  new_terrain (pos, 0, &a, &a.robber.to);
  g_array_append_vals (out, &a, 1);
  a.robber.has_steal = 1;
  for (int s = 0; s < pos->n_players; s++)
    for (int t = 0; t < MOE_N_RES && s != pos->active; t++)
      if (pos->players[s].hand[t] > 0 && (!pos->seeded || t == 0))
        {
          a.robber.from = pos->colors[s];
          a.robber.card = (gint8) (pos->seeded ? -1 : t);
          g_array_append_vals (out, &a, 1);
        }
}

static void
legal_trades (const MoePosition *pos, GArray *out)
{
  const MoePlayer *pl = &pos->players[pos->active];
  MoeAction a;

  for (int t = 0; t < MOE_N_RES; t++)
    {
      a = kontor_moe_action_new (MOE_DO_BUY_RESOURCE);
      a.card = (gint8) t;
      if (pos->gold_buys < 2 && pl->gold >= 2 && pos->bank[t] > 0)
        g_array_append_vals (out, &a, 1);
      for (int u = 0; u <= MOE_GOLD && pl->hand[t] >= 3; u++)
        if (u != t && (u == MOE_GOLD || pos->bank[u] > 0))
          {
            a = kontor_moe_action_new (MOE_DO_BANK_TRADE);
            a.card = (gint8) t;
            a.get_item = (gint8) u;
            g_array_append_vals (out, &a, 1);
          }
    }
}

static void
legal_builds (const MoePosition *pos, GArray *out)
{
  static const MoeDo builds[] = { MOE_DO_BUY_DEV, MOE_DO_BUILD_MERCHANT, MOE_DO_BUILD_CARAVAN, MOE_DO_BUILD_ROUTE };
  const MoePlayer *pl = &pos->players[pos->active];
  MoeAction a;

  for (guint i = 0; i < G_N_ELEMENTS (builds); i++)
    {
      a = kontor_moe_action_new (builds[i]);
      a.free = builds[i] == MOE_DO_BUILD_ROUTE && pos->free_routes > 0;
      if (builds[i] == MOE_DO_BUILD_MERCHANT && pl->merchant[0].on_board && pl->merchant[1].on_board)
        a.replace = 1;
      if (builds[i] == MOE_DO_BUILD_CARAVAN && pl->caravan[0].on_board && pl->caravan[1].on_board)
        a.replace = 1;
      push_if (pos, out, &a);
    }
}

static void
legal_moves (const MoePosition *pos, GArray *out)
{
  const MoePlayer *pl = &pos->players[pos->active];
  MoeAction a;
  guint16 base;

  for (int i = 0; i < 2; i++)
    {
      a = kontor_moe_action_new (MOE_DO_MOVE_MERCHANT);
      a.piece = (gint8) (i + 1);
      a.paid = 1;
      a.steps = 3;
      a.n_moves = 1;
      a.moves[0].has_found = pl->covered > 0;
      new_city (pos, &a, &a.moves[0].city);
      if (pl->merchant[i].on_board && !pl->merchant[i].moved && pl->hand[MOE_GRAIN] > 0)
        g_array_append_vals (out, &a, 1);
      if (!pl->caravan[i].on_board || pl->caravan[i].moved || pl->hand[MOE_SALT] == 0)
        continue;
      a = kontor_moe_action_new (MOE_DO_MOVE_CARAVAN);
      a.piece = (gint8) (i + 1);
      a.paid = 1;
      a.steps = 3;
      a.n_moves = 1;
      base = a.text_len;
      g_array_append_vals (out, &a, 1);
      for (int k = 0; k < pos->n_kontors && pl->available > 0; k++)
        if (pos->kontors[k].owner != pos->active && pos->kontors[k].token < 0)
          {
            a.moves[0].has_deliver = 1;
            a.moves[0].n_deliver = 1;
            a.text_len = base;
            set_delivery (pos, &a, &a.moves[0].deliver[0], k);
            g_array_append_vals (out, &a, 1);
          }
    }
}

void
kontor_moe_legal_actions_into (gconstpointer data, GArray *out)
{
  const MoePosition *pos = data;
  MoeAction a;

  if (pos->ended)
    return;
  switch (pos->stage)
    {
    case MOE_STAGE_SETUP:
      {
        KontorRng rng = { 0 };
        random_setup (pos, &rng, &a);
        g_array_append_vals (out, &a, 1);
      }
      return;
    case MOE_STAGE_ROLL: legal_rolls (pos, out); return;
    case MOE_STAGE_DISCARD:
      {
        KontorRng rng = { 0 };
        random_discard (pos, &rng, &a);
        g_array_append_vals (out, &a, 1);
      }
      return;
    case MOE_STAGE_ROBBER: legal_robber (pos, out); return;
    case MOE_STAGE_PRODUCTION:
      a = kontor_moe_action_new (MOE_DO_PRODUCTION);
      g_array_append_vals (out, &a, 1);
      return;
    default:
      legal_trades (pos, out);
      legal_builds (pos, out);
      legal_moves (pos, out);
      a = kontor_moe_action_new (MOE_DO_END_TURN);
      g_array_append_vals (out, &a, 1);
      return;
    }
}

JsonNode *
kontor_moe_legal_json (gconstpointer pos)
{
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (MoeAction));
  g_autoptr (JsonBuilder) b = json_builder_new ();

  kontor_moe_legal_actions_into (pos, list);
  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    kontor_moe_action_to_json (b, &g_array_index (list, MoeAction, i), pos);
  json_builder_end_array (b);
  return json_builder_get_root (b);
}
