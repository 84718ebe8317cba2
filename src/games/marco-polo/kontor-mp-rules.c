/* kontor-mp-rules.c: the position of a Marco Polo game and the rules that
 * check and apply its entries (§3), in the order of checks of §3.27; the
 * entries as the record writes them are kontor-mp-json.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-json-private.h"

/* ---------------------------------------------------------------- helpers */

int
kontor_mp_threshold (int n_players)
{
  return n_players <= 2 ? 1200 : n_players == 3 ? 1000 : 800;
}

void
kontor_mp_conditions (const guint8 *cards, gboolean secret, gint64 coins, int n_players,
                      gboolean *c_secret, gboolean *c_colours, gboolean *c_fortune)
{
  gint64 fortune = coins;
  gboolean colours = TRUE;

  for (int g = MP_GREEN; g <= MP_ORANGE; g++)
    {
      int n = 0;
      for (int k = g * 4; k < g * 4 + 3; k++)
        n += cards[k];
      if (n < 1 || n > 2)
        colours = FALSE;
    }
  for (int k = 0; k < MP_N_KINDS; k++)
    fortune += (gint64) cards[k] * kontor_mp_kind_value (k);
  *c_secret = secret;
  *c_colours = colours;
  *c_fortune = fortune * 100 >= kontor_mp_threshold (n_players);
}

static int
goods_held (const MpPosition *pos, int seat)
{
  int n = 0;
  for (int k = 0; k < MP_N_KINDS; k++)
    n += pos->cards[seat][k];
  return n;
}

static int
goods_worth (const MpPosition *pos, int seat)
{
  int v = 0;
  for (int k = 0; k < MP_N_KINDS; k++)
    v += pos->cards[seat][k] * kontor_mp_kind_value (k);
  return v;
}

static int
fours_held (const MpPosition *pos, int seat)
{
  int n = 0;
  for (int g = 0; g < MP_N_GROUPS; g++)
    n += pos->cards[seat][g * 4];
  return n;
}

/* A player of the tablet-for-any-goods variant: held a Tablet, holds none. */
static gboolean
any_goods_player (const MpPosition *pos, int seat)
{
  return pos->any_goods && pos->had_tablet[seat] && !pos->tablet[seat];
}

gboolean
kontor_mp_khanbalik_gate (const MpPosition *pos, int seat)
{
  return fours_held (pos, seat) >= 3 || (any_goods_player (pos, seat) && goods_worth (pos, seat) >= 12);
}

void
kontor_mp_normalise_city (const char *city, char *out, gsize size)
{
  const char *start = city, *end = city + strlen (city);
  gsize n;

  while (*start == ' ')
    start++;
  while (end > start && end[-1] == ' ')
    end--;
  n = MIN ((gsize) (end - start), size - 1);
  for (gsize i = 0; i < n; i++)
    out[i] = (start[i] >= 'A' && start[i] <= 'Z') ? (char) (start[i] - 'A' + 'a') : start[i];
  out[n] = '\0';
}

char *
kontor_mp_mission_hash (const char *salt, const char *city)
{
  char norm[MP_TEXT_MAX];
  g_autofree char *text = NULL;

  kontor_mp_normalise_city (city, norm, sizeof norm);
  text = g_strconcat (salt, ":", norm, NULL);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

static guint32
draw_below (MpPosition *pos, guint32 n)
{
  KontorRng rng = { pos->rng };
  guint32 v = kontor_rng_below (&rng, n);
  pos->rng = rng.state;
  return v;
}

static int
die (MpPosition *pos)
{
  return 1 + (int) draw_below (pos, 6);
}

/* A card goes under its pile (§3.14, §7.2 step 3). */
static void
card_under (MpPosition *pos, int kind)
{
  int g = kontor_mp_kind_group (kind);
  pos->pile_count[kind]++;
  if (pos->seeded)
    {
      memmove (&pos->pile[g][1], &pos->pile[g][0], pos->pile_len[g]);
      pos->pile[g][0] = (gint8) kind;
      pos->pile_len[g]++;
    }
}

/* Removes the entry of that kind nearest the top (seeded; gain-card). */
static void
card_out_of_pile (MpPosition *pos, int kind)
{
  int g = kontor_mp_kind_group (kind);
  pos->pile_count[kind]--;
  if (pos->seeded)
    for (int i = pos->pile_len[g] - 1; i >= 0; i--)
      if (pos->pile[g][i] == kind)
        {
          memmove (&pos->pile[g][i], &pos->pile[g][i + 1], pos->pile_len[g] - 1 - i);
          pos->pile_len[g]--;
          break;
        }
}

static void
sell_card (MpPosition *pos, int seat, int kind)
{
  pos->cards[seat][kind]--;
  pos->coins[seat] += kontor_mp_kind_value (kind);
  pos->bank -= kontor_mp_kind_value (kind);
  card_under (pos, kind);
}

static gboolean
refuse (GError **error, MpError code, const char *detail)
{
  kontor_mp_set_error (error, code, NULL, detail);
  return FALSE;
}

static gboolean
single_kind (int kind)
{
  return kind == MP_SPACE_VENICE || kind == MP_SPACE_KHANBALIK || kind == MP_SPACE_KARAKORUM;
}

/* A space of that kind without a label. */
void
kontor_mp_space_set (MpSpace *s, int kind, int group)
{
  memset (s, 0, sizeof *s);
  s->kind = (gint8) kind;
  s->group = (gint8) group;
}

/* ---------------------------------------------------------------- position */

gboolean
kontor_mp_position_init (gpointer data, gconstpointer sdata, GError **error)
{
  MpPosition *pos = data;
  const MpSetup *s = sdata;

  (void) error;
  memset (pos, 0, sizeof *pos);
  pos->n_players = (guint8) s->n_players;
  pos->seeded = (guint8) s->seeded;
  pos->five_fights = (guint8) s->five_fights;
  pos->any_goods = (guint8) s->any_goods;
  for (int i = 0; i < MP_MAX_PLAYERS; i++)
    pos->colors[i] = (gint8) (i < s->n_players ? s->colors[i] : -1);
  pos->rng = s->seed;
  for (int k = 0; k < MP_N_KINDS; k++)
    pos->pile_count[k] = (guint8) kontor_mp_kind_count (k);
  if (s->seeded)
    {
      /* §7.2 step 3: each pile canonical, shuffled blue, green, red, orange */
      KontorRng rng = { pos->rng };
      for (int g = 0; g < MP_N_GROUPS; g++)
        {
          int n = 0;
          for (int k = g * 4; k < g * 4 + 4; k++)
            for (int j = 0; j < kontor_mp_kind_count (k); j++)
              pos->pile[g][n++] = (gint8) k;
          pos->pile_len[g] = (guint8) n;
          kontor_rng_shuffle (&rng, pos->pile[g], n);
        }
      pos->rng = rng.state;
    }
  for (int p = 0; p < s->n_players; p++)
    {
      pos->coins[p] = MP_START_COINS;
      kontor_mp_space_set (&pos->pawn[p], MP_SPACE_VENICE, -1);
    }
  pos->bank = MP_COINS - MP_START_COINS * s->n_players;
  pos->khan_tablets = 4;
  pos->khan_secrets = 4;
  pos->winner = -1;
  pos->active = 0;
  pos->stage = MP_STAGE_ROLL;
  pos->turn = 1;
  pos->turn_start = pos->pawn[0];
  return TRUE;
}

int
kontor_mp_decider (gconstpointer data)
{
  const MpPosition *pos = data;
  return pos->ended ? -1 : pos->active;
}

gboolean
kontor_mp_ended (gconstpointer data)
{
  return ((const MpPosition *) data)->ended;
}

static gboolean
broken (GError **error, const char *detail)
{
  kontor_mp_set_error (error, MP_ERROR_INVARIANT, NULL, detail);
  return FALSE;
}

gboolean
kontor_mp_check_invariants (gconstpointer data, GError **error)
{
  const MpPosition *pos = data;
  gint64 coins = pos->bank + pos->booty_coins;
  int tablets = pos->khan_tablets, secrets = pos->khan_secrets;

  if (pos->n_players < 2 || pos->n_players > MP_MAX_PLAYERS || pos->active >= pos->n_players)
    return broken (error, "players");
  for (int p = 0; p < pos->n_players; p++)
    {
      if (pos->coins[p] < 0)
        return broken (error, "a player's coins below 0");
      if (pos->tablet[p] > 1 || pos->secret[p] > 1 || (pos->tablet[p] && pos->secret[p]))
        return broken (error, "more than one Tablet or Secret");
      if (pos->skip[p] < 0)
        return broken (error, "skipped turns below 0");
      for (int k = 0; k < MP_N_KINDS; k++)
        if (kontor_mp_kind_is_azar (k) && pos->cards[p][k])
          return broken (error, "a player holds a chance card");
      coins += pos->coins[p];
      tablets += pos->tablet[p];
      secrets += pos->secret[p];
    }
  if (pos->booty_coins < 0)
    return broken (error, "booty below 0");
  if (coins != MP_COINS)
    {
      g_autofree char *d = g_strdup_printf ("%" G_GINT64_FORMAT " coins in the game", coins);
      return broken (error, d);
    }
  if (tablets != 4 || secrets != 4)
    return broken (error, "Tablets or Secrets");
  for (int k = 0; k < MP_N_KINDS; k++)
    {
      int n = pos->pile_count[k] + pos->booty_cards[k];
      for (int p = 0; p < pos->n_players; p++)
        n += pos->cards[p][k];
      if (n != kontor_mp_kind_count (k) || (kontor_mp_kind_is_azar (k) && pos->booty_cards[k]))
        {
          g_autofree char *d = g_strdup_printf ("%s: %d cards", kontor_mp_kind_id (k), n);
          return broken (error, d);
        }
    }
  if (pos->seeded)
    for (int g = 0; g < MP_N_GROUPS; g++)
      {
        int count[4] = { 0 };
        for (int i = 0; i < pos->pile_len[g]; i++)
          {
            int k = pos->pile[g][i];
            if (kontor_mp_kind_group (k) != g || k < 0)
              return broken (error, "a card in another group's pile");
            count[k % 4]++;
          }
        for (int v = 0; v < 4; v++)
          if (count[v] != pos->pile_count[g * 4 + v])
            return broken (error, "the seeded pile and its counts differ");
      }
  if (pos->n_pending > 3 || pos->stage > MP_STAGE_AFTER)
    return broken (error, "the turn");
  for (int i = 0; i < pos->n_pending; i++)
    if (!kontor_mp_kind_is_azar (pos->pending[i]))
      return broken (error, "a pending chance card");
  if (pos->ended && (pos->winner < 0 || pos->winner >= pos->n_players
                     || pos->pawn[pos->winner].kind != MP_SPACE_VENICE || !pos->secret[pos->winner]))
    return broken (error, "the winner");
  if (!pos->ended && pos->winner != -1)
    return broken (error, "a winner while the game runs");
  return TRUE;
}

/* ---------------------------------------------------------------- rules */

static void
credit (MpPosition *pos, int party, gint64 coins)
{
  if (party == MP_PARTY_BANK)
    pos->bank += coins;
  else if (party == MP_PARTY_BOOTY)
    pos->booty_coins += coins;
  else
    pos->coins[party] += coins;
}

/* The active pawn left its stop (a chance card, a bankruptcy): no more
 * trading or arriving there this turn (D-P36). */
static void
leave_stop (MpPosition *pos, int seat)
{
  if (seat == pos->active && pos->stop != MP_STOP_NONE)
    pos->stop = MP_STOP_OTHER;
}

/* A forced payment of owed coins by seat to creditor, with the payer's
 * raise (§3.22–§3.24, checks in the order of §3.27 "the raise"). */
static gboolean
forced_payment (MpPosition *pos, int seat, gint64 owed, int creditor, const MpRaise *r, GError **error)
{
  for (int i = 0; i < r->n; i++)
    {
      int k;
      if (pos->coins[seat] >= owed)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return refuse (error, MP_ERROR_DEBT_RAISE, owed > 0 ? _("the debt is already covered") : _("nothing is owed"));
      if (i >= MP_LIST_MAX)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, NULL);
      k = r->items[i];
      if (kontor_mp_kind_is_azar (k))
        return refuse (error, MP_ERROR_NOT_SELLABLE, kontor_mp_kind_id (k));
      if (k == MP_KIND_TABLET || k == MP_KIND_SECRET)
        {
          guint8 *held = k == MP_KIND_TABLET ? &pos->tablet[seat] : &pos->secret[seat];
          if (!*held)
            return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (k));
          if (goods_held (pos, seat) > 0)
            /* Translators: why an entry of Marco Polo was refused, shown after the rule */
            return refuse (error, MP_ERROR_DEBT_RAISE, _("goods cards are sold before the Tablet or the Secret"));
          *held = 0;
          if (k == MP_KIND_TABLET)
            {
              pos->khan_tablets++;
              pos->has_hash[seat] = 0;
              pos->hash[seat][0] = '\0';
            }
          else
            pos->khan_secrets++;
          pos->coins[seat] += 12;
          pos->bank -= 12;
          continue;
        }
      if (pos->cards[seat][k] == 0)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (k));
      sell_card (pos, seat, k);
    }
  if (pos->coins[seat] >= owed)
    {
      pos->coins[seat] -= owed;
      credit (pos, creditor, owed);
      return TRUE;
    }
  if (goods_held (pos, seat) > 0 || pos->tablet[seat] || pos->secret[seat])
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_DEBT_RAISE, _("the debt is not covered and something can still be sold"));
  /* bankruptcy (§3.24, D-P4): all coins to the creditor, back to Venice with 1,200 */
  credit (pos, creditor, pos->coins[seat]);
  pos->coins[seat] = MP_START_COINS;
  pos->bank -= MP_START_COINS;
  kontor_mp_space_set (&pos->pawn[seat], MP_SPACE_VENICE, -1);
  leave_stop (pos, seat);
  return TRUE;
}

static void
begin_turn (MpPosition *pos)
{
  int seat = pos->active;

  /* skipped turns are passed over, one used each time (§3.26, D-P32) */
  for (;;)
    {
      seat = (seat + 1) % pos->n_players;
      if (pos->skip[seat] == 0)
        break;
      pos->skip[seat]--;
    }
  pos->active = (guint8) seat;
  pos->stage = MP_STAGE_ROLL;
  pos->roll = 0;
  pos->stop = MP_STOP_NONE;
  pos->moved = 0;
  pos->buy_pile = 0;
  pos->bought_from = 0;
  pos->turn_start = pos->pawn[seat];
  pos->turn++;
}

static gboolean
do_roll (MpPosition *pos, const MpAction *a, GError **error)
{
  int v;

  if (pos->stage != MP_STAGE_ROLL)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_STAGE, _("the die has been rolled this turn"));
  if ((a->has_value & MP_HAS_VALUE) && (a->value < 1 || a->value > 6))
    return refuse (error, MP_ERROR_ROLL_RANGE, NULL);
  v = pos->seeded ? die (pos) : a->value;
  if (pos->seeded && (a->has_value & MP_HAS_VALUE) && a->value != v)
    {
      /* Translators: the value the seeded die shows */
      g_autofree char *d = g_strdup_printf (_("the seed rolls %d"), v);
      return refuse (error, MP_ERROR_SEED_MISMATCH, d);
    }
  pos->roll = (guint8) v;
  if (v <= 4)
    pos->stage = MP_STAGE_MOVE;
  else if (v == 6 && pos->five_fights)
    pos->stage = MP_STAGE_ROLL;   /* §5.6: a 6 is rolled again */
  else
    pos->stage = MP_STAGE_COMBAT;
  return TRUE;
}

static gboolean
same_space (const MpSpace *a, const MpSpace *b)
{
  if (single_kind (a->kind) || single_kind (b->kind))
    return a->kind == b->kind;
  return a->label[0] && strcmp (a->label, b->label) == 0;
}

static gboolean
do_move (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active, kind = a->to.kind;

  if (pos->stage == MP_STAGE_COMBAT)
    return refuse (error, MP_ERROR_COMBAT_REQUIRED, NULL);
  if (pos->stage != MP_STAGE_MOVE)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_STAGE, pos->stage == MP_STAGE_ROLL ? _("roll first") : _("the pawn has moved"));
  if (a->steps < 1)
    return refuse (error, MP_ERROR_MOVE_ZERO, NULL);
  if (a->steps > pos->roll)
    {
      /* Translators: the number rolled */
      g_autofree char *d = g_strdup_printf (_("the roll was %d"), pos->roll);
      return refuse (error, MP_ERROR_MOVE_TOO_FAR, d);
    }
  if (a->steps < pos->roll && kind != MP_SPACE_TRADING && !(kind == MP_SPACE_PORT && a->mode_change)
      && kind != MP_SPACE_KHANBALIK && kind != MP_SPACE_MISSION && kind != MP_SPACE_VENICE)
    return refuse (error, MP_ERROR_MOVE_SHORT, kontor_mp_space_ids[kind]);
  if (kind == MP_SPACE_MISSION && !pos->tablet[me])
    return refuse (error, MP_ERROR_MISSION_NO_TABLET, NULL);
  if (kind == MP_SPACE_KHANBALIK && !kontor_mp_khanbalik_gate (pos, me))
    return refuse (error, MP_ERROR_KHANBALIK_GIFTS, NULL);
  if ((kind == MP_SPACE_SMALL || kind == MP_SPACE_PORT) && a->to.label[0])
    for (int p = 0; p < pos->n_players; p++)
      if (p != me && !single_kind (pos->pawn[p].kind) && strcmp (pos->pawn[p].label, a->to.label) == 0)
        return refuse (error, MP_ERROR_SPACE_OCCUPIED, a->to.label);
  if (same_space (&pos->turn_start, &a->to))
    return refuse (error, MP_ERROR_SAME_SPACE, NULL);

  pos->pawn[me] = a->to;
  pos->moved = 1;
  pos->stage = MP_STAGE_AFTER;
  pos->stop = kind == MP_SPACE_TRADING ? MP_STOP_TRADING : kind == MP_SPACE_KHANBALIK ? MP_STOP_KHANBALIK
              : kind == MP_SPACE_MISSION ? MP_STOP_MISSION : MP_STOP_OTHER;
  if (kind == MP_SPACE_VENICE)
    {
      gboolean s, c, f;
      kontor_mp_conditions (pos->cards[me], pos->secret[me], pos->coins[me], pos->n_players, &s, &c, &f);
      if (s && c && f)
        {
          pos->ended = 1;
          pos->winner = (gint8) me;
        }
    }
  return TRUE;
}

static gboolean
do_combat (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active, red, black;
  gboolean lost;

  if (pos->stage != MP_STAGE_COMBAT)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_STAGE, _("no fight is due"));
  if (((a->has_value & MP_HAS_RED) && (a->red < 1 || a->red > 6))
      || ((a->has_value & MP_HAS_BLACK) && (a->black < 1 || a->black > 6)))
    return refuse (error, MP_ERROR_ROLL_RANGE, NULL);
  red = pos->seeded ? die (pos) : a->red;
  black = pos->seeded ? die (pos) : a->black;
  if (pos->seeded && (((a->has_value & MP_HAS_RED) && a->red != red)
                      || ((a->has_value & MP_HAS_BLACK) && a->black != black)))
    {
      /* Translators: the red and the black die as the seed rolls them */
      g_autofree char *d = g_strdup_printf (_("the seed rolls red %d, black %d"), red, black);
      return refuse (error, MP_ERROR_SEED_MISMATCH, d);
    }
  lost = black > red;
  if (lost && (a->pay == 0 || a->pay == 3))
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_COMBAT_PAY, a->pay == 0 ? _("the fight was lost") : NULL);
  if (!lost && a->pay != 0)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_COMBAT_PAY, _("the fight was won"));
  if (lost && a->pay == 1 && (!kontor_mp_kind_is_goods (a->pay_card) || pos->cards[me][a->pay_card] == 0))
    return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (a->pay_card));
  if (!forced_payment (pos, me, lost && a->pay == 2 ? 2 : 0, MP_PARTY_BOOTY, &a->raise, error))
    return FALSE;
  if (lost && a->pay == 1)
    {
      pos->cards[me][a->pay_card]--;
      pos->booty_cards[a->pay_card]++;
    }
  else if (!lost)
    {
      pos->coins[me] += pos->booty_coins;
      pos->booty_coins = 0;
      for (int k = 0; k < MP_N_KINDS; k++)
        {
          pos->cards[me][k] += pos->booty_cards[k];
          pos->booty_cards[k] = 0;
        }
    }
  pos->stage = MP_STAGE_AFTER;
  if (pos->stop == MP_STOP_NONE)
    pos->stop = MP_STOP_OTHER;   /* no trading after a fight (§3.11) */
  return TRUE;
}

static gboolean
do_sell (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active;

  if (pos->stop != MP_STOP_TRADING)
    return refuse (error, MP_ERROR_NOT_TRADING_PLACE, NULL);
  for (int i = 0; i < a->n_cards; i++)
    {
      int k;
      if (i >= MP_LIST_MAX)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, NULL);
      k = a->cards[i];
      if (!kontor_mp_kind_is_goods (k))
        return refuse (error, MP_ERROR_NOT_SELLABLE, kontor_mp_kind_id (k));
      if (pos->cards[me][k] == 0)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (k));
      sell_card (pos, me, k);
    }
  return TRUE;
}

static gboolean
do_buy (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active, group = pos->pawn[me].group;
  int n = a->n_cards > 0 || !pos->seeded ? a->n_cards : a->count;

  if (pos->stop != MP_STOP_TRADING)
    return refuse (error, MP_ERROR_NOT_TRADING_PLACE, NULL);
  if (pos->bought_from)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_BUY_MIXED, _("this stop's purchases were from players"));
  if (n < 1 || pos->buy_pile + n > 3)
    {
      /* Translators: cards already bought from the pile at this stop */
      g_autofree char *d = g_strdup_printf (_("%d bought at this stop already"), pos->buy_pile);
      return refuse (error, MP_ERROR_BUY_LIMIT, d);
    }
  for (int i = 0; i < a->n_cards; i++)
    if (a->cards[i] >= MP_N_KINDS || kontor_mp_kind_group (a->cards[i]) != group)
      return refuse (error, MP_ERROR_BUY_WRONG_GROUP, kontor_mp_kind_id (a->cards[i]));
  if (pos->coins[me] < n)
    return refuse (error, MP_ERROR_BUY_NO_COINS, NULL);
  pos->coins[me] -= n;
  pos->bank += n;
  for (int i = 0; i < n; i++)
    {
      int k;
      if (pos->seeded)
        {
          k = pos->pile[group][pos->pile_len[group] - 1];
          if (i < a->n_cards && a->cards[i] != k)
            {
              /* Translators: the position of a card in a buy entry, then the card id the seed draws (not translated) */
              g_autofree char *d = g_strdup_printf (_("card %d is %s"), i + 1, kontor_mp_kind_id (k));
              return refuse (error, MP_ERROR_SEED_MISMATCH, d);
            }
        }
      else
        {
          k = a->cards[i];
          if (pos->pile_count[k] == 0)
            return refuse (error, MP_ERROR_PILE_UNAVAILABLE, kontor_mp_kind_id (k));
        }
      card_out_of_pile (pos, k);
      if (kontor_mp_kind_is_azar (k))
        {
          /* shown, put under at once, carried out by its own entry (§3.15, D-P20) */
          card_under (pos, k);
          pos->pending[pos->n_pending++] = (gint8) k;
        }
      else
        pos->cards[me][k]++;
    }
  pos->buy_pile = (guint8) (pos->buy_pile + n);
  return TRUE;
}

static gboolean
do_buy_from (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active, seller = a->player, k;
  const MpSpace *there;

  if (pos->stop != MP_STOP_TRADING)
    return refuse (error, MP_ERROR_NOT_TRADING_PLACE, NULL);
  if (pos->buy_pile > 0)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_BUY_MIXED, _("this stop's purchases were from the pile"));
  if (seller < 0 || seller >= pos->n_players || seller == me)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_BUY_FROM_NOT_HERE, _("a player cannot buy from themselves"));
  there = &pos->pawn[seller];
  if (there->kind != MP_SPACE_TRADING
      || (there->label[0] && pos->pawn[me].label[0] && strcmp (there->label, pos->pawn[me].label) != 0))
    return refuse (error, MP_ERROR_BUY_FROM_NOT_HERE, NULL);
  if (pos->bought_from & (1u << seller))
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_BUY_LIMIT, _("once per player at each stop"));
  if (goods_held (pos, seller) == 0)
    return refuse (error, MP_ERROR_BUY_FROM_NO_GOODS, NULL);
  if (pos->coins[me] < 2)
    return refuse (error, MP_ERROR_BUY_NO_COINS, NULL);
  if (pos->seeded)
    {
      int r = (int) draw_below (pos, (guint32) goods_held (pos, seller));
      for (k = 0; r >= pos->cards[seller][k]; k++)
        r -= pos->cards[seller][k];
      if ((a->has_value & MP_HAS_VALUE) && a->card != k)
        return refuse (error, MP_ERROR_SEED_MISMATCH, kontor_mp_kind_id (k));
    }
  else
    {
      k = a->card;
      if (!kontor_mp_kind_is_goods (k) || pos->cards[seller][k] == 0)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (k));
    }
  pos->coins[me] -= 2;
  pos->coins[seller] += 2;
  pos->cards[seller][k]--;
  pos->cards[me][k]++;
  pos->bought_from |= (guint8) (1u << seller);
  return TRUE;
}

static gboolean
chance_invalid (GError **error, int i, const char *why)
{
  /* Translators: the 0-based index of an effect in a chance entry, then why it cannot be carried out */
  g_autofree char *d = g_strdup_printf (_("effect %d: %s"), i, why);
  return refuse (error, MP_ERROR_CHANCE_INVALID, d);
}

static gboolean
apply_effect (MpPosition *pos, const MpEffect *e, int i, GError **error)
{
  int me = pos->active;
  int seat = e->player >= 0 ? e->player : me;

  switch (e->what)
    {
    case MP_FX_COINS:
      if (e->from == MP_PARTY_BOOTY)
        {
          if (pos->booty_coins < e->n)
            /* Translators: why an entry of Marco Polo was refused, shown after the rule */
            return chance_invalid (error, i, _("the booty holds fewer coins"));
          pos->booty_coins -= e->n;
          credit (pos, e->to, e->n);
        }
      else if (e->from == MP_PARTY_BANK)
        {
          pos->bank -= e->n;
          credit (pos, e->to, e->n);
        }
      else if (!forced_payment (pos, e->from, e->n, e->to, &e->raise, error))
        return FALSE;
      return TRUE;
    case MP_FX_MOVE_PAWN:
      pos->pawn[seat] = e->space;
      leave_stop (pos, seat);
      return TRUE;
    case MP_FX_LOSE_CARD:
      if (pos->cards[me][e->card] == 0)
        return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (e->card));
      pos->cards[me][e->card]--;
      if (e->to == 0)
        pos->booty_cards[e->card]++;
      else
        card_under (pos, e->card);
      return TRUE;
    case MP_FX_GAIN_CARD:
      if (pos->pile_count[e->card] == 0)
        return refuse (error, MP_ERROR_PILE_UNAVAILABLE, kontor_mp_kind_id (e->card));
      card_out_of_pile (pos, e->card);
      pos->cards[me][e->card]++;
      return TRUE;
    case MP_FX_SKIP_TURNS:
      pos->skip[seat] = MIN (pos->skip[seat] + e->n, MP_MAX_SKIP);
      return TRUE;
    default:
      /* Translators: why an entry of Marco Polo was refused, shown after the rule */
      return chance_invalid (error, i, _("the effect is malformed"));
    }
}

static gboolean
do_chance (MpPosition *pos, const MpAction *a, GError **error)
{
  if (pos->n_pending == 0)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_STAGE, _("no chance card waits"));
  if ((a->has_value & MP_HAS_VALUE) && a->card != pos->pending[0])
    return refuse (error, MP_ERROR_STAGE, kontor_mp_kind_id (pos->pending[0]));
  for (int i = 0; i < a->n_effects; i++)
    {
      if (i >= MP_MAX_EFFECTS)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return chance_invalid (error, i, _("too many effects"));
      if (!apply_effect (pos, &a->effects[i], i, error))
        return FALSE;
    }
  memmove (&pos->pending[0], &pos->pending[1], sizeof pos->pending - 1);
  pos->n_pending--;
  return TRUE;
}

static gboolean
do_khanbalik (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active, count[MP_N_KINDS] = { 0 }, worth = 0;
  gboolean three = a->n_cards == 3, goods = a->n_cards > 0 && a->n_cards <= MP_LIST_MAX;

  if (pos->stop != MP_STOP_KHANBALIK)
    return refuse (error, MP_ERROR_NOT_HERE, NULL);
  if (pos->tablet[me] || pos->secret[me])
    return refuse (error, MP_ERROR_TABLET_HELD, NULL);
  for (int i = 0; i < MIN (a->n_cards, MP_LIST_MAX); i++)
    {
      int k = a->cards[i];
      if (k >= MP_N_KINDS || k % 4 != 0)
        three = FALSE;
      if (!kontor_mp_kind_is_goods (k))
        goods = FALSE;
      else
        worth += kontor_mp_kind_value (k);
    }
  if (!three && !(any_goods_player (pos, me) && goods && worth >= 12))
    return refuse (error, MP_ERROR_GIFTS_INVALID, NULL);
  for (int i = 0; i < a->n_cards; i++)
    {
      int k = a->cards[i];
      if (++count[k] > pos->cards[me][k])
        return refuse (error, MP_ERROR_CARD_NOT_HELD, kontor_mp_kind_id (k));
    }
  for (int i = 0; i < a->n_cards; i++)
    {
      pos->cards[me][a->cards[i]]--;
      card_under (pos, a->cards[i]);
    }
  pos->tablet[me] = 1;
  pos->had_tablet[me] = 1;
  pos->khan_tablets--;
  pos->has_hash[me] = a->has_hash;
  if (a->has_hash)
    for (int i = 0; i <= MP_HASH_LEN; i++)
      pos->hash[me][i] = g_ascii_tolower (a->hash[i]);
  return TRUE;
}

static gboolean
do_mission (MpPosition *pos, const MpAction *a, GError **error)
{
  int me = pos->active;
  char city[MP_TEXT_MAX];

  if (pos->stop != MP_STOP_MISSION)
    return refuse (error, MP_ERROR_NOT_HERE, NULL);
  if (!pos->tablet[me])
    return refuse (error, MP_ERROR_MISSION_NO_TABLET, NULL);
  kontor_mp_normalise_city (a->city, city, sizeof city);
  for (int i = 0; i < pos->n_revealed; i++)
    if (strcmp (pos->revealed[i], city) == 0)
      return refuse (error, MP_ERROR_MISSION_TAKEN, a->city);
  if (pos->n_revealed == MP_MAX_REVEALED)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_MISSION_TAKEN, _("more cities than the game can have"));
  if (pos->has_hash[me])
    {
      g_autofree char *h = a->has_salt ? kontor_mp_mission_hash (a->salt, a->city) : NULL;
      if (h == NULL)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        return refuse (error, MP_ERROR_MISSION_HASH, _("the salt is missing"));
      if (strcmp (h, pos->hash[me]) != 0)
        return refuse (error, MP_ERROR_MISSION_HASH, NULL);
    }
  g_strlcpy (pos->revealed[pos->n_revealed++], city, MP_TEXT_MAX);
  g_strlcpy (pos->mission_city[me], a->city, MP_TEXT_MAX);
  pos->tablet[me] = 0;
  pos->khan_tablets++;
  pos->secret[me] = 1;
  pos->khan_secrets--;
  pos->has_hash[me] = 0;
  pos->hash[me][0] = '\0';
  return TRUE;
}

static gboolean
text_ok (const char *text, gsize size)
{
  return memchr (text, '\0', size) != NULL;
}

static gboolean
space_ok (const MpSpace *s)
{
  return s->kind >= 0 && s->kind < MP_N_SPACE_KINDS && text_ok (s->label, sizeof s->label)
         && (s->kind != MP_SPACE_TRADING || (s->group >= 0 && s->group < MP_N_GROUPS));
}

static gboolean
raise_ok (const MpRaise *r)
{
  for (int i = 0; i < MIN (r->n, MP_LIST_MAX); i++)
    if (r->items[i] < 0 || r->items[i] > MP_KIND_SECRET)
      return FALSE;
  return TRUE;
}

static gboolean
effect_ok (const MpPosition *pos, const MpEffect *e)
{
  if (e->player >= pos->n_players)
    return FALSE;
  switch (e->what)
    {
    case MP_FX_COINS:
      return e->from < pos->n_players && e->to < pos->n_players && e->from >= MP_PARTY_BOOTY
             && e->to >= MP_PARTY_BOOTY && e->from != -1 && e->to != -1 && e->from != e->to && e->n > 0
             && e->n <= MP_MAX_EFFECT_COINS / 100 && raise_ok (&e->raise);
    case MP_FX_MOVE_PAWN:
      return space_ok (&e->space);
    case MP_FX_LOSE_CARD:
    case MP_FX_GAIN_CARD:
      return kontor_mp_kind_is_goods (e->card);
    case MP_FX_SKIP_TURNS:
      return e->n >= 1 && e->n <= MP_MAX_SKIP;
    default:
      return TRUE;   /* malformed: refused as mp.chance-invalid in its turn */
    }
}

/* Every id of the entry is known and every field in range (entries built
 * in code, not read from JSON, are held to the same). */
static gboolean
ids_known (const MpPosition *pos, const MpAction *a)
{
  switch (a->what)
    {
    case MP_DO_MOVE:
      return space_ok (&a->to);
    case MP_DO_ROLL:
      return pos->seeded || (a->has_value & MP_HAS_VALUE);
    case MP_DO_COMBAT:
      if (!pos->seeded && (a->has_value & (MP_HAS_RED | MP_HAS_BLACK)) != (MP_HAS_RED | MP_HAS_BLACK))
        return FALSE;
      return raise_ok (&a->raise) && a->pay <= 3
             && (a->pay != 1 || (a->pay_card >= 0 && a->pay_card <= MP_KIND_SECRET));
    case MP_DO_SELL:
    case MP_DO_BUY:
    case MP_DO_KHANBALIK:
      if (a->what == MP_DO_KHANBALIK && !text_ok (a->hash, sizeof a->hash))
        return FALSE;
      for (int i = 0; i < MIN (a->n_cards, MP_LIST_MAX); i++)
        if (a->cards[i] < 0 || a->cards[i] > MP_KIND_SECRET)
          return FALSE;
      return a->what != MP_DO_BUY || a->count <= 4;
    case MP_DO_BUY_FROM:
      if (a->player < 0 || a->player >= pos->n_players)
        return FALSE;
      /* fall through */
    case MP_DO_CHANCE:
      if ((a->has_value & MP_HAS_VALUE) && (a->card < 0 || a->card > MP_KIND_SECRET))
        return FALSE;
      if (!(a->has_value & MP_HAS_VALUE) && !pos->seeded)
        return FALSE;
      for (int i = 0; a->what == MP_DO_CHANCE && i < MIN (a->n_effects, MP_MAX_EFFECTS); i++)
        if (!effect_ok (pos, &a->effects[i]))
          return FALSE;
      return TRUE;
    case MP_DO_MISSION:
      return text_ok (a->city, sizeof a->city) && text_ok (a->salt, sizeof a->salt);
    default:
      return TRUE;
    }
}

gboolean
kontor_mp_apply (gpointer data, gconstpointer adata, GError **error)
{
  MpPosition *live = data, pos;
  const MpAction *a = adata;
  gboolean ok = FALSE;

  if (live->ended)
    return refuse (error, MP_ERROR_GAME_OVER, NULL);
  if (a->what >= MP_N_DO || !ids_known (live, a))
    return refuse (error, MP_ERROR_BAD_ENTRY, NULL);
  if (a->by != MP_BY_ABSENT && a->by != live->active)
    return refuse (error, MP_ERROR_WRONG_PLAYER, kontor_mp_player_colors[live->colors[live->active]]);
  if (live->n_pending > 0 && a->what != MP_DO_CHANCE)
    /* Translators: why an entry of Marco Polo was refused, shown after the rule */
    return refuse (error, MP_ERROR_STAGE, _("the drawn chance card is carried out first"));

  memcpy (&pos, live, sizeof pos);
  switch (a->what)
    {
    case MP_DO_ROLL: ok = do_roll (&pos, a, error); break;
    case MP_DO_MOVE: ok = do_move (&pos, a, error); break;
    case MP_DO_NO_MOVE:
      if (pos.stage == MP_STAGE_COMBAT)
        ok = refuse (error, MP_ERROR_COMBAT_REQUIRED, NULL);
      else if (pos.stage != MP_STAGE_MOVE)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        ok = refuse (error, MP_ERROR_STAGE, _("“no-move” comes right after a roll of 1 to 4"));
      else
        {
          pos.stage = MP_STAGE_AFTER;
          pos.stop = MP_STOP_OTHER;
          ok = TRUE;
        }
      break;
    case MP_DO_REFUSE:
      if (pos.stage != MP_STAGE_COMBAT)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        ok = refuse (error, MP_ERROR_STAGE, _("no fight is due"));
      else if (!pos.tablet[pos.active])
        ok = refuse (error, MP_ERROR_REFUSE_NO_TABLET, NULL);
      else
        {
          pos.stage = MP_STAGE_ROLL;
          ok = TRUE;
        }
      break;
    case MP_DO_COMBAT: ok = do_combat (&pos, a, error); break;
    case MP_DO_SELL: ok = do_sell (&pos, a, error); break;
    case MP_DO_BUY: ok = do_buy (&pos, a, error); break;
    case MP_DO_BUY_FROM: ok = do_buy_from (&pos, a, error); break;
    case MP_DO_CHANCE: ok = do_chance (&pos, a, error); break;
    case MP_DO_KHANBALIK: ok = do_khanbalik (&pos, a, error); break;
    case MP_DO_MISSION: ok = do_mission (&pos, a, error); break;
    default:
      if (pos.stage != MP_STAGE_AFTER)
        /* Translators: why an entry of Marco Polo was refused, shown after the rule */
        ok = refuse (error, MP_ERROR_STAGE, pos.stage == MP_STAGE_ROLL ? _("roll first")
                                            /* Translators: why an entry of Marco Polo was refused, shown after the rule */
                                            : pos.stage == MP_STAGE_COMBAT ? _("the fight is still due")
                                            /* Translators: why an entry of Marco Polo was refused, shown after the rule */
                                            : _("move first, or declare that no move is possible"));
      else
        {
          begin_turn (&pos);
          ok = TRUE;
        }
      break;
    }
  if (ok)
    memcpy (live, &pos, sizeof pos);
  return ok;
}
