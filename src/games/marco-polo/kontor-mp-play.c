/* kontor-mp-play.c: the legal entries of a Marco Polo position (kontor-cli
 * legal) and the random player of self-play.  Every entry either lists is
 * checked by kontor_mp_apply like any other.
 *
 * Spaces, labels, mission cities and chance-card effects are free input at
 * the table, so the list is representative, not exhaustive: moves to every
 * kind of space without a label, single-card sales, single-card purchases
 * (with table draws) or 1–3 cards (seeded), and a chance card carried out
 * with no effect; no mission entry (its city is the player's secret). */
#include "config.h"

#include <string.h>

#include "kontor-mp.h"

static gboolean
legal (const MpPosition *pos, const MpAction *a)
{
  MpPosition copy;
  memcpy (&copy, pos, sizeof copy);
  return kontor_mp_apply (&copy, a, NULL);
}

static void
push (const MpPosition *pos, GArray *out, const MpAction *a)
{
  if (legal (pos, a))
    g_array_append_vals (out, a, 1);
}

/* Sells cheapest goods first, then the Tablet, then the Secret, while short (§3.23). */
static void
make_raise (const MpPosition *pos, int seat, gint64 owed, MpRaise *r)
{
  gint64 coins = pos->coins[seat];
  guint8 cards[MP_N_KINDS];

  memcpy (cards, pos->cards[seat], sizeof cards);
  r->n = 0;
  for (int v = 2; v >= 0 && coins < owed; v--)
    for (int g = 0; g < MP_N_GROUPS && coins < owed; g++)
      while (cards[g * 4 + v] > 0 && coins < owed && r->n < MP_LIST_MAX)
        {
          cards[g * 4 + v]--;
          coins += kontor_mp_kind_value (g * 4 + v);
          r->items[r->n++] = (gint8) (g * 4 + v);
        }
  if (coins < owed && pos->tablet[seat])
    {
      r->items[r->n++] = MP_KIND_TABLET;
      coins += 12;
    }
  if (coins < owed && pos->secret[seat])
    r->items[r->n++] = MP_KIND_SECRET;
}

/* A space of that kind without a label (a group only for a trading place). */
static void
space_of (MpSpace *s, int kind, int group)
{
  memset (s, 0, sizeof *s);
  s->kind = (gint8) kind;
  s->group = (gint8) (kind == MP_SPACE_TRADING ? group : -1);
}

/* The dice of the next combat with seeded draws. */
static void
seeded_dice (const MpPosition *pos, int *red, int *black)
{
  KontorRng rng = { pos->rng };
  *red = 1 + (int) kontor_rng_below (&rng, 6);
  *black = 1 + (int) kontor_rng_below (&rng, 6);
}

static void
add_combats (const MpPosition *pos, GArray *out, int red, int black, gboolean written)
{
  int me = pos->active;
  MpAction a = kontor_mp_action_new (MP_DO_COMBAT);

  if (written)
    {
      a.red = (gint8) red;
      a.black = (gint8) black;
      a.has_value = MP_HAS_RED | MP_HAS_BLACK;
    }
  if (black <= red)
    {
      push (pos, out, &a);
      return;
    }
  a.pay = 2;
  make_raise (pos, me, 2, &a.raise);
  push (pos, out, &a);
  a.raise.n = 0;
  a.pay = 1;
  for (int k = 0; k < MP_N_KINDS; k++)
    if (pos->cards[me][k] > 0)
      {
        a.pay_card = (gint8) k;
        push (pos, out, &a);
      }
}

static void
legal_rolls (const MpPosition *pos, GArray *out)
{
  MpAction a = kontor_mp_action_new (MP_DO_ROLL);

  if (pos->seeded)
    {
      push (pos, out, &a);
      return;
    }
  for (int v = 1; v <= 6; v++)
    {
      a.value = (gint8) v;
      a.has_value = MP_HAS_VALUE;
      push (pos, out, &a);
    }
}

/* Every number of steps to every kind of space (each group, with and without a change at a port). */
static void
legal_moves (const MpPosition *pos, GArray *out)
{
  MpAction a;

  for (int steps = 1; steps <= pos->roll; steps++)
    for (int kind = 0; kind < MP_N_SPACE_KINDS; kind++)
      for (int g = 0; g < (kind == MP_SPACE_TRADING ? MP_N_GROUPS : 1); g++)
        for (int mc = 0; mc < (kind == MP_SPACE_PORT ? 2 : 1); mc++)
          {
            a = kontor_mp_action_new (MP_DO_MOVE);
            a.steps = (gint8) steps;
            a.mode_change = (guint8) mc;
            space_of (&a.to, kind, g);
            push (pos, out, &a);
          }
  a = kontor_mp_action_new (MP_DO_NO_MOVE);
  push (pos, out, &a);
}

static void
legal_combats (const MpPosition *pos, GArray *out)
{
  MpAction a = kontor_mp_action_new (MP_DO_REFUSE);

  push (pos, out, &a);
  if (pos->seeded)
    {
      int red, black;
      seeded_dice (pos, &red, &black);
      add_combats (pos, out, red, black, FALSE);
    }
  else
    for (int red = 1; red <= 6; red++)
      for (int black = 1; black <= 6; black++)
        add_combats (pos, out, red, black, TRUE);
}

/* At a trading place: single-card sales, purchases from the pile, from each player. */
static void
legal_trades (const MpPosition *pos, GArray *out)
{
  int me = pos->active, group = pos->pawn[me].group;
  MpAction a;

  for (int k = 0; k < MP_N_KINDS; k++)
    if (pos->cards[me][k] > 0)
      {
        a = kontor_mp_action_new (MP_DO_SELL);
        a.cards[0] = (gint8) k;
        a.n_cards = 1;
        push (pos, out, &a);
      }
  a = kontor_mp_action_new (MP_DO_BUY);
  if (pos->seeded)
    for (int n = 1; n <= 3; n++)
      {
        a.count = (guint8) n;
        push (pos, out, &a);
      }
  else
    for (int k = group * 4; k < group * 4 + 4; k++)
      {
        a.cards[0] = (gint8) k;
        a.n_cards = 1;
        push (pos, out, &a);
      }
  for (int s = 0; s < pos->n_players; s++)
    {
      a = kontor_mp_action_new (MP_DO_BUY_FROM);
      a.player = (gint8) s;
      if (pos->seeded)
        push (pos, out, &a);
      else
        for (int k = 0; k < MP_N_KINDS; k++)
          if (pos->cards[s][k] > 0)
            {
              a.card = (gint8) k;
              a.has_value = MP_HAS_VALUE;
              push (pos, out, &a);
            }
    }
}

/* At Khanbalik: three 400 cards of every mix of groups. */
static void
legal_gifts (const MpPosition *pos, GArray *out)
{
  MpAction a = kontor_mp_action_new (MP_DO_KHANBALIK);

  a.n_cards = 3;
  for (int x = 0; x < MP_N_GROUPS; x++)
    for (int y = x; y < MP_N_GROUPS; y++)
      for (int z = y; z < MP_N_GROUPS; z++)
        {
          a.cards[0] = (gint8) (x * 4);
          a.cards[1] = (gint8) (y * 4);
          a.cards[2] = (gint8) (z * 4);
          push (pos, out, &a);
        }
}

void
kontor_mp_legal_actions_into (gconstpointer data, GArray *out)
{
  const MpPosition *pos = data;
  MpAction a;

  if (pos->ended)
    return;
  if (pos->n_pending > 0)
    {
      a = kontor_mp_action_new (MP_DO_CHANCE);
      a.card = pos->pending[0];
      a.has_value = MP_HAS_VALUE;
      push (pos, out, &a);
      return;
    }
  switch (pos->stage)
    {
    case MP_STAGE_ROLL:
      legal_rolls (pos, out);
      break;
    case MP_STAGE_MOVE:
      legal_moves (pos, out);
      break;
    case MP_STAGE_COMBAT:
      legal_combats (pos, out);
      break;
    default:
      if (pos->stop == MP_STOP_TRADING)
        legal_trades (pos, out);
      if (pos->stop == MP_STOP_KHANBALIK)
        legal_gifts (pos, out);
      a = kontor_mp_action_new (MP_DO_END_TURN);
      push (pos, out, &a);
      break;
    }
}

GArray *
kontor_mp_legal_actions (const MpPosition *pos)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (MpAction));
  kontor_mp_legal_actions_into (pos, out);
  return out;
}

JsonNode *
kontor_mp_legal_json (gconstpointer data)
{
  const MpPosition *pos = data;
  g_autoptr (GArray) list = kontor_mp_legal_actions (pos);
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    kontor_mp_action_to_json (b, &g_array_index (list, MpAction, i), pos);
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/* ---------------------------------------------------------------- the random player */

static guint32
pick (KontorRng *rng, guint32 n)
{
  return kontor_rng_below (rng, n);
}

static int
group_count (const MpPosition *pos, int seat, int g)
{
  return pos->cards[seat][g * 4] + pos->cards[seat][g * 4 + 1] + pos->cards[seat][g * 4 + 2];
}

static gboolean
wins_now (const MpPosition *pos, int seat)
{
  gboolean s, c, f;
  kontor_mp_conditions (pos->cards[seat], pos->secret[seat], pos->coins[seat], pos->n_players, &s, &c, &f);
  return s && c && f;
}

/* The city the random player names for its k-th mission (distinct per seat). */
static void
mission_city (const MpPosition *pos, int seat, char *out, gsize size)
{
  g_autofree char *prefix = g_strdup_printf ("city-%d-", seat);
  int k = 0;
  for (int i = 0; i < pos->n_revealed; i++)
    k += g_str_has_prefix (pos->revealed[i], prefix);
  g_snprintf (out, size, "City-%d-%d", seat, k);
}

/* A card drawn from a pile with table draws: by the pile's counts. */
static int
table_draw (KontorRng *rng, const guint8 *count, int group)
{
  int total = 0, r;
  for (int k = group * 4; k < group * 4 + 4; k++)
    total += count[k];
  r = (int) pick (rng, (guint32) total);
  for (int k = group * 4; k < group * 4 + 3; k++)
    {
      if (r < count[k])
        return k;
      r -= count[k];
    }
  return group * 4 + 3;   /* the rest: the chance cards */
}

static void
random_effect (const MpPosition *pos, KontorRng *rng, MpEffect *e)
{
  int me = pos->active, other = (int) pick (rng, pos->n_players);

  memset (e, 0, sizeof *e);
  e->player = -1;
  e->card = -1;
  switch (pick (rng, 8))
    {
    case 0:
      e->what = MP_FX_COINS;
      e->from = MP_PARTY_BANK;
      e->to = (gint8) me;
      e->n = 1 + (int) pick (rng, 3);
      break;
    case 1:
    case 2:
      e->what = MP_FX_COINS;
      e->from = (gint8) (pick (rng, 2) ? me : other);
      e->to = pick (rng, 3) == 0 ? MP_PARTY_BANK : pick (rng, 2) ? MP_PARTY_BOOTY : (gint8) ((e->from + 1) % pos->n_players);
      e->n = 1 + (int) pick (rng, 6);
      make_raise (pos, e->from, e->n, &e->raise);
      break;
    case 3:
      e->what = MP_FX_COINS;
      e->from = MP_PARTY_BOOTY;
      e->to = (gint8) me;
      e->n = (gint32) MAX (1, pos->booty_coins);
      break;
    case 4:
      e->what = MP_FX_MOVE_PAWN;
      e->player = (gint8) (pick (rng, 2) ? -1 : other);
      space_of (&e->space, MP_SPACE_KARAKORUM, -1);
      break;
    case 5:
      e->what = MP_FX_LOSE_CARD;
      e->card = (gint8) pick (rng, MP_N_KINDS);
      e->to = (gint8) pick (rng, 2);
      break;
    case 6:
      e->what = MP_FX_GAIN_CARD;
      e->card = (gint8) pick (rng, MP_N_KINDS);
      break;
    default:
      e->what = MP_FX_SKIP_TURNS;
      e->player = (gint8) (pick (rng, 2) ? -1 : other);
      e->n = 1;
      break;
    }
}

/* A chance card carried out with 0 to 3 random effects, each kept only when
 * the whole entry stays legal; a debt's raise is made against the state the
 * earlier effects leave. */
static void
random_chance (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int want = (int) pick (rng, 4);

  *a = kontor_mp_action_new (MP_DO_CHANCE);
  if (!pos->seeded || pick (rng, 2))
    {
      a->card = pos->pending[0];
      a->has_value = MP_HAS_VALUE;
    }
  for (int i = 0; i < want * 2 && a->n_effects < want; i++)
    {
      MpPosition after;
      MpAction trial = *a;
      memcpy (&after, pos, sizeof after);
      if (!kontor_mp_apply (&after, a, NULL))
        return;
      /* the state after the effects so far, with the chance card still waiting */
      after.n_pending = pos->n_pending;
      memcpy (after.pending, pos->pending, sizeof after.pending);
      random_effect (&after, rng, &trial.effects[trial.n_effects]);
      trial.n_effects++;
      if (kontor_mp_kind_is_goods (trial.effects[trial.n_effects - 1].card) || trial.effects[trial.n_effects - 1].card < 0)
        if (legal (pos, &trial))
          *a = trial;
    }
}

static void
random_move (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active, roll = pos->roll;
  int goal = MP_SPACE_TRADING, group = (int) pick (rng, MP_N_GROUPS);
  MpAction try;

  if (pos->secret[me])
    {
      if (wins_now (pos, me))
        goal = MP_SPACE_VENICE;
      else
        for (int g = MP_GREEN; g <= MP_ORANGE; g++)
          if (group_count (pos, me, g) == 0)
            group = g;
    }
  else if (pos->tablet[me])
    goal = MP_SPACE_MISSION;
  else if (kontor_mp_khanbalik_gate (pos, me))
    goal = MP_SPACE_KHANBALIK;
  if (pick (rng, 8) == 0)
    goal = (int) pick (rng, MP_N_SPACE_KINDS);

  try = kontor_mp_action_new (MP_DO_MOVE);
  space_of (&try.to, goal, group);
  if (goal == MP_SPACE_TRADING && pick (rng, 3) == 0)
    {
      char label[32];
      g_snprintf (label, sizeof label, "%s-%d", kontor_mp_group_ids[group], (int) pick (rng, 2));
      g_strlcpy (try.to.label, label, sizeof try.to.label);
    }
  else if ((goal == MP_SPACE_SMALL || goal == MP_SPACE_PORT) && pick (rng, 2))
    g_snprintf (try.to.label, sizeof try.to.label, "space-%d", (int) pick (rng, 6));
  try.mode_change = goal == MP_SPACE_PORT && pick (rng, 2);
  try.steps = (gint8) (1 + pick (rng, roll));
  if (legal (pos, &try))
    {
      *a = try;
      return;
    }
  try.steps = (gint8) roll;
  if (legal (pos, &try))
    {
      *a = try;
      return;
    }
  /* fall back on any trading place, then a small circle, then no move */
  for (int g = 0; g < MP_N_GROUPS; g++)
    {
      space_of (&try.to, MP_SPACE_TRADING, (group + g) % MP_N_GROUPS);
      if (legal (pos, &try))
        {
          *a = try;
          return;
        }
    }
  space_of (&try.to, MP_SPACE_SMALL, -1);
  if (legal (pos, &try))
    *a = try;
  else
    *a = kontor_mp_action_new (MP_DO_NO_MOVE);
}

static void
random_combat (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active, red, black;

  *a = kontor_mp_action_new (MP_DO_COMBAT);
  if (pos->seeded)
    {
      seeded_dice (pos, &red, &black);
      if (pick (rng, 2))
        {
          a->red = (gint8) red;
          a->black = (gint8) black;
          a->has_value = MP_HAS_RED | MP_HAS_BLACK;
        }
    }
  else
    {
      red = 1 + (int) pick (rng, 6);
      black = 1 + (int) pick (rng, 6);
      a->red = (gint8) red;
      a->black = (gint8) black;
      a->has_value = MP_HAS_RED | MP_HAS_BLACK;
    }
  if (black <= red)
    return;
  if (pick (rng, 2))
    for (int v = 2; v >= 0 && a->pay == 0; v--)
      for (int g = 0; g < MP_N_GROUPS && a->pay == 0; g++)
        if (pos->cards[me][g * 4 + v] > 0)
          {
            a->pay = 1;
            a->pay_card = (gint8) (g * 4 + v);
          }
  if (a->pay == 0)
    {
      a->pay = 2;
      make_raise (pos, me, 2, &a->raise);
    }
}

/* Sells extras of green, red, orange (more than 2) for a Secret holder, or
 * one card when out of coins; FALSE when there is nothing to sell. */
static gboolean
random_sell (const MpPosition *pos, MpAction *a)
{
  int me = pos->active;

  for (int g = MP_GREEN; g <= MP_ORANGE && pos->secret[me]; g++)
    if (group_count (pos, me, g) > 2)
      for (int v = 2; v >= 0; v--)
        if (pos->cards[me][g * 4 + v] > 0)
          {
            *a = kontor_mp_action_new (MP_DO_SELL);
            a->cards[0] = (gint8) (g * 4 + v);
            a->n_cards = 1;
            return TRUE;
          }
  if (pos->coins[me] < 1 && !pos->secret[me] && !pos->tablet[me])
    for (int k = MP_N_KINDS - 1; k >= 0; k--)
      if (pos->cards[me][k] > 0 && k % 4 != 0)
        {
          *a = kontor_mp_action_new (MP_DO_SELL);
          a->cards[0] = (gint8) k;
          a->n_cards = 1;
          return TRUE;
        }
  return FALSE;
}

/* The kind at position r of the seller's goods cards in canonical order. */
static int
nth_card (const MpPosition *pos, int seller, int r)
{
  int k = 0;
  while (r >= pos->cards[seller][k])
    r -= pos->cards[seller][k++];
  return k;
}

/* Buys from the first other player here who can be bought from. */
static gboolean
random_buy_from (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active;

  for (int s = 0; s < pos->n_players; s++)
    if (s != me && !(pos->bought_from & (1u << s)))
      {
        MpAction b = kontor_mp_action_new (MP_DO_BUY_FROM);
        int total = 0;
        b.player = (gint8) s;
        for (int k = 0; k < MP_N_KINDS; k++)
          total += pos->cards[s][k];
        if (total == 0)
          continue;
        if (!pos->seeded || pick (rng, 2))
          {
            if (pos->seeded)
              {
                KontorRng r2 = { pos->rng };
                b.card = (gint8) nth_card (pos, s, (int) kontor_rng_below (&r2, (guint32) total));
              }
            else
              b.card = (gint8) nth_card (pos, s, (int) pick (rng, (guint32) total));
            b.has_value = MP_HAS_VALUE;
          }
        if (legal (pos, &b))
          {
            *a = b;
            return TRUE;
          }
      }
  return FALSE;
}

/* Whether to buy from the pile now: a Secret holder buys only what Venice still needs. */
static gboolean
wants_to_buy (const MpPosition *pos, KontorRng *rng, int group)
{
  int me = pos->active;

  if (!pos->secret[me])
    return pick (rng, 6) != 0;
  if (group != MP_BLUE && group_count (pos, me, group) == 0)
    return TRUE;
  if (group != MP_BLUE && group_count (pos, me, group) >= 2)
    return FALSE;
  return !wins_now (pos, me);
}

/* The n cards the pile gives, in order, written into the buy entry. */
static void
draw_cards (const MpPosition *pos, KontorRng *rng, int group, int n, MpAction *a)
{
  MpPosition scratch;

  memcpy (&scratch, pos, sizeof scratch);
  for (int i = 0; i < n; i++)
    {
      int k;
      if (pos->seeded)
        {
          int len = scratch.pile_len[group];
          k = scratch.pile[group][len - 1];
          if (kontor_mp_kind_is_azar (k))
            {
              /* a chance card goes under at once */
              memmove (&scratch.pile[group][1], &scratch.pile[group][0], len - 1);
              scratch.pile[group][0] = (gint8) k;
            }
          else
            scratch.pile_len[group]--;
        }
      else
        {
          k = table_draw (rng, scratch.pile_count, group);
          if (!kontor_mp_kind_is_azar (k))
            scratch.pile_count[k]--;
        }
      a->cards[a->n_cards++] = (gint8) k;
    }
}

/* Buys from the pile: what a Secret holder still lacks, else up to 3. */
static gboolean
random_buy (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active, group = pos->pawn[me].group, n;

  if (!wants_to_buy (pos, rng, group))
    return FALSE;
  n = pos->secret[me] ? 1 : 1 + (int) pick (rng, 3 - pos->buy_pile);
  n = (int) MIN (n, pos->coins[me]);
  *a = kontor_mp_action_new (MP_DO_BUY);
  if (pos->seeded && pick (rng, 2))
    a->count = (guint8) n;
  else
    draw_cards (pos, rng, group, n, a);
  return legal (pos, a);
}

/* At a trading place: fix the colours for Venice, raise coins, buy. */
static gboolean
random_trade (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active;

  if (random_sell (pos, a))
    return TRUE;
  /* buy from a player here now and then */
  if (pos->buy_pile == 0 && pos->coins[me] >= 2 && pick (rng, 4) == 0 && random_buy_from (pos, rng, a))
    return TRUE;
  if (pos->bought_from == 0 && pos->buy_pile < 3 && pos->coins[me] >= 1)
    return random_buy (pos, rng, a);
  return FALSE;
}

/* At Khanbalik: three 400 cards (or, in the variant, goods worth 1,200), a mission hash now and then. */
static gboolean
random_khanbalik (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  int me = pos->active;

  *a = kontor_mp_action_new (MP_DO_KHANBALIK);
  for (int g = 0; g < MP_N_GROUPS; g++)
    for (int j = 0; j < pos->cards[me][g * 4] && a->n_cards < 3; j++)
      a->cards[a->n_cards++] = (gint8) (g * 4);
  if (a->n_cards < 3)
    {
      /* the variant: goods worth 1,200, highest first */
      int worth = 0;
      a->n_cards = 0;
      for (int v = 0; v < 3; v++)
        for (int g = 0; g < MP_N_GROUPS; g++)
          for (int j = 0; j < pos->cards[me][g * 4 + v] && worth < 12; j++)
            {
              a->cards[a->n_cards++] = (gint8) (g * 4 + v);
              worth += kontor_mp_kind_value (g * 4 + v);
            }
    }
  if (pick (rng, 2))
    {
      char city[MP_TEXT_MAX];
      g_autofree char *h = NULL;
      mission_city (pos, me, city, sizeof city);
      h = kontor_mp_mission_hash ("salt", city);
      g_strlcpy (a->hash, h, sizeof a->hash);
      a->has_hash = TRUE;
    }
  return legal (pos, a);
}

static gboolean
random_mission (const MpPosition *pos, MpAction *a)
{
  *a = kontor_mp_action_new (MP_DO_MISSION);
  mission_city (pos, pos->active, a->city, sizeof a->city);
  g_strlcpy (a->salt, "salt", sizeof a->salt);
  a->has_salt = TRUE;
  return legal (pos, a);
}

/* Roll, move or fight: the entries before the stop; FALSE after them. */
static gboolean
random_before_stop (const MpPosition *pos, KontorRng *rng, MpAction *a)
{
  switch (pos->stage)
    {
    case MP_STAGE_ROLL:
      *a = kontor_mp_action_new (MP_DO_ROLL);
      if (!pos->seeded)
        {
          a->value = (gint8) (1 + pick (rng, 6));
          a->has_value = MP_HAS_VALUE;
        }
      return TRUE;
    case MP_STAGE_MOVE:
      random_move (pos, rng, a);
      return TRUE;
    case MP_STAGE_COMBAT:
      if (pos->tablet[pos->active] && pick (rng, 2))
        *a = kontor_mp_action_new (MP_DO_REFUSE);
      else
        random_combat (pos, rng, a);
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
kontor_mp_random_action (gconstpointer data, KontorRng *rng, gpointer out)
{
  const MpPosition *pos = data;
  MpAction *a = out;
  int me = pos->active;

  if (pos->ended)
    return FALSE;
  if (pos->n_pending > 0)
    {
      random_chance (pos, rng, a);
      return TRUE;
    }
  /* now and then any entry of the representative list */
  if (pick (rng, 10) == 0)
    {
      g_autoptr (GArray) list = kontor_mp_legal_actions (pos);
      if (list->len > 0)
        {
          *a = g_array_index (list, MpAction, pick (rng, list->len));
          return TRUE;
        }
    }
  if (random_before_stop (pos, rng, a))
    return TRUE;
  if (pos->stop == MP_STOP_KHANBALIK && !pos->tablet[me] && !pos->secret[me] && random_khanbalik (pos, rng, a))
    return TRUE;
  if (pos->stop == MP_STOP_MISSION && pos->tablet[me] && random_mission (pos, a))
    return TRUE;
  if (pos->stop == MP_STOP_TRADING && random_trade (pos, rng, a))
    return TRUE;
  *a = kontor_mp_action_new (MP_DO_END_TURN);
  return TRUE;
}
