/* kontor-moe-rules.c: the rules of Merchants of Europe at level L0 (spec
 * §2–§3, §4.1): who makes the next entry, the order of checks of §7.3, the
 * setup, the roll with its 7 and its production, trading, and the end of a
 * turn.  Pieces, routes, deliveries and development cards are in
 * kontor-moe-pieces.c.  Every entry is tried on a copy of the position. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"

static gboolean
refuse (GError **error, MoeError code, const char *detail)
{
  return kontor_moe_set_error (error, code, NULL, detail);
}

int
kontor_moe_seat_of (const MoePosition *pos, int color)
{
  for (int s = 0; color >= 0 && s < pos->n_players; s++)
    if (pos->colors[s] == color)
      return s;
  return color >= 0 && color == pos->neutral ? MOE_NEUTRAL : -1;
}

int
kontor_moe_find_kontor (const MoePosition *pos, const char *label)
{
  for (int k = 0; k < pos->n_kontors; k++)
    if (strcmp (pos->kontors[k].label, label) == 0)
      return k;
  return -1;
}

int
kontor_moe_hand_size (const MoePosition *pos, int seat)
{
  int n = 0;
  for (int t = 0; t < MOE_N_RES; t++)
    n += pos->players[seat].hand[t];
  return n;
}

int
kontor_moe_discard_seat (const MoePosition *pos)
{
  if (pos->stage != MOE_STAGE_DISCARD)
    return -1;
  for (int i = 0; i < pos->n_players; i++)
    {
      int s = (pos->active + i) % pos->n_players;
      if (pos->discard_owed[s] > 0)
        return s;
    }
  return -1;
}

/* §2.8: setup-kontor 1 → N, N → 1; (setup-kontor, setup-resources) 1 → N;
 * setup-neutral 3 → 1 with 3 players; setup-route N → 1. */
gboolean
kontor_moe_setup_due (const MoePosition *pos, MoeDo *what, int *seat)
{
  int n = pos->n_players, i = pos->setup_step;
  int neutral = pos->neutral >= 0 ? n : 0;

  if (pos->stage != MOE_STAGE_SETUP)
    return FALSE;
  if (i < 2 * n)
    {
      *what = MOE_DO_SETUP_KONTOR;
      *seat = i < n ? i : 2 * n - 1 - i;
      return TRUE;
    }
  i -= 2 * n;
  if (i < 2 * n)
    {
      *what = i % 2 ? MOE_DO_SETUP_RESOURCES : MOE_DO_SETUP_KONTOR;
      *seat = i / 2;
      return TRUE;
    }
  i -= 2 * n;
  if (i < neutral)
    {
      *what = MOE_DO_SETUP_NEUTRAL;
      *seat = n - 1 - i;
      return TRUE;
    }
  i -= neutral;
  *what = MOE_DO_SETUP_ROUTE;
  *seat = n - 1 - i;
  return TRUE;
}

int
kontor_moe_decider (gconstpointer data)
{
  const MoePosition *pos = data;
  MoeDo what;
  int seat;

  if (pos->ended)
    return -1;
  if (kontor_moe_setup_due (pos, &what, &seat))
    return seat;
  if (pos->stage == MOE_STAGE_DISCARD)
    return kontor_moe_discard_seat (pos);
  return pos->active;
}

gboolean
kontor_moe_ended (gconstpointer data)
{
  return ((const MoePosition *) data)->ended;
}

/* ---------------------------------------------------------------- invariants */

static gboolean
broken (GError **error, const char *detail)
{
  return kontor_moe_set_error (error, MOE_ERROR_INVARIANT, NULL, detail);
}

static gboolean
player_ok (const MoePosition *pos, int p, const int *owned, const int *tokens)
{
  const MoePlayer *pl = &pos->players[p];
  int target = pos->warehouse + 1;
  int n_dev_ok = pl->n_dev <= MOE_DEV_CARDS;

  if (pl->covered + pl->available + pl->delivered != target || pl->delivered != tokens[p])
    return FALSE;
  if (owned[p] != pl->kontors || pl->routes > MOE_ROUTES || !n_dev_ok)
    return FALSE;
  if (pos->stage == MOE_STAGE_SETUP)
    return pl->covered == pos->warehouse && pl->kontors <= 3 && pl->routes <= 1;
  if (pl->kontors + pl->covered != pos->warehouse + 3 || pl->routes < 1)
    return FALSE;
  /* merchants and caravans: 2 each, numbered 1 and 2 (flags only) */
  for (int i = 0; i < 2; i++)
    if (pl->merchant[i].on_board > 1 || pl->caravan[i].on_board > 1)
      return FALSE;
  return TRUE;
}

gboolean
kontor_moe_check_invariants (gconstpointer data, GError **error)
{
  const MoePosition *pos = data;
  int owned[MOE_NEUTRAL + 1] = { 0 }, tokens[MOE_NEUTRAL + 1] = { 0 }, dev = pos->deck + pos->discards;
  gint64 gold = pos->bank_gold;

  for (int t = 0; t < MOE_N_RES; t++)
    {
      int sum = pos->bank[t];
      for (int p = 0; p < pos->n_players; p++)
        sum += pos->players[p].hand[t];
      if (sum != MOE_CARDS_PER_RES)
        /* Translators: an internal check of Merchants of Europe failed */
        return broken (error, _("resource cards are not 19 of each type"));
    }
  for (int k = 0; k < pos->n_kontors; k++)
    {
      const MoeKontor *ko = &pos->kontors[k];
      if (ko->owner < 0 || ko->owner > MOE_NEUTRAL || ko->token == ko->owner || ko->token >= pos->n_players)
        /* Translators: an internal check of Merchants of Europe failed */
        return broken (error, _("a kontor holds its owner's token"));
      owned[ko->owner]++;
      if (ko->token >= 0)
        tokens[ko->token]++;
      for (int j = 0; j < k; j++)
        if (strcmp (pos->kontors[j].label, ko->label) == 0)
          /* Translators: an internal check of Merchants of Europe failed */
          return broken (error, _("two kontors share a city label"));
    }
  for (int p = 0; p < pos->n_players; p++)
    {
      gold += pos->players[p].gold;
      dev += pos->players[p].n_dev;
      if (!player_ok (pos, p, owned, tokens))
        /* Translators: an internal check of Merchants of Europe failed */
        return broken (error, _("a player's kontors, tokens or pieces do not add up"));
    }
  if (gold != MOE_TOTAL_GOLD || dev != MOE_DEV_CARDS || pos->sea_tokens > MOE_SEA_TOKENS)
    /* Translators: an internal check of Merchants of Europe failed */
    return broken (error, _("gold, development cards or sea tokens do not add up"));
  if (owned[MOE_NEUTRAL] > 3 || (pos->neutral < 0 && owned[MOE_NEUTRAL] > 0))
    /* Translators: an internal check of Merchants of Europe failed */
    return broken (error, _("the neutral has too many kontors"));
  return TRUE;
}

/* ---------------------------------------------------------------- setup */

static gboolean
place_kontor (MoePosition *pos, int owner, const char *label, GError **error)
{
  MoeKontor *k;

  if (kontor_moe_find_kontor (pos, label) >= 0)
    return refuse (error, MOE_ERROR_CITY_OCCUPIED, label);
  k = &pos->kontors[pos->n_kontors++];
  g_strlcpy (k->label, label, sizeof k->label);
  k->owner = (gint8) owner;
  k->token = -1;
  if (owner != MOE_NEUTRAL)
    pos->players[owner].kontors++;
  return TRUE;
}

static gboolean
do_setup (MoePosition *pos, const MoeAction *a, int seat, GError **error)
{
  MoePlayer *pl = &pos->players[seat];

  switch (a->what)
    {
    case MOE_DO_SETUP_KONTOR:
      if (!place_kontor (pos, seat, kontor_moe_text (a, a->city), error))
        return FALSE;
      break;
    case MOE_DO_SETUP_NEUTRAL:
      if (!place_kontor (pos, MOE_NEUTRAL, kontor_moe_text (a, a->city), error))
        return FALSE;
      break;
    case MOE_DO_SETUP_RESOURCES:
      if (a->own_invalid || a->n_cards < 1 || a->n_cards > 3)
        return refuse (error, MOE_ERROR_SETUP_RESOURCES, NULL);
      for (int i = 0; i < a->n_cards; i++)
        {
          pl->hand[a->cards[i]]++;
          pos->bank[a->cards[i]]--;
        }
      break;
    default:
      pl->routes = 1;
      pl->caravan[0].on_board = 1;
      pl->caravan[0].known = a->has_at;
      g_strlcpy (pl->caravan[0].label, a->has_at ? kontor_moe_text (a, a->at) : "", MOE_LABEL_MAX);
      break;
    }
  /* the last route ends the setup; seat 1 takes the first turn (§2.8f) */
  if (++pos->setup_step >= 5 * pos->n_players + (pos->neutral >= 0 ? 3 : 0))
    {
      pos->stage = MOE_STAGE_ROLL;
      pos->active = 0;
      pos->turn = 1;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- the roll */

static int
draw_die (MoePosition *pos)
{
  KontorRng rng = { pos->rng };
  int d = 1 + (int) kontor_rng_below (&rng, 6);
  pos->rng = rng.state;
  return d;
}

static gboolean
do_roll (MoePosition *pos, const MoeAction *a, GError **error)
{
  int d[2];
  gboolean any = FALSE;

  if (a->own_invalid || (!pos->seeded && !a->has_dice))
    return refuse (error, MOE_ERROR_ROLL_RANGE, NULL);
  if (pos->seeded)
    {
      d[0] = draw_die (pos);
      d[1] = draw_die (pos);
      if (a->has_dice && (a->dice[0] != d[0] || a->dice[1] != d[1]))
        {
          /* Translators: the dice a seed gives, e.g. "the seed rolls 4 + 1" */
          g_autofree char *why = g_strdup_printf (_("the seed rolls %d + %d"), d[0], d[1]);
          return refuse (error, MOE_ERROR_SEED_MISMATCH, why);
        }
    }
  else
    d[0] = a->dice[0], d[1] = a->dice[1];
  pos->dice[0] = (guint8) d[0];
  pos->dice[1] = (guint8) d[1];
  if (d[0] + d[1] != 7)
    {
      pos->stage = MOE_STAGE_PRODUCTION;
      return TRUE;
    }
  for (int s = 0; s < pos->n_players; s++)
    {
      int n = kontor_moe_hand_size (pos, s);
      pos->discard_owed[s] = (guint8) (n > 7 ? n / 2 : 0);
      any = any || n > 7;
    }
  pos->stage = any ? MOE_STAGE_DISCARD : MOE_STAGE_ROBBER;
  return TRUE;
}

static gboolean
do_discard (MoePosition *pos, const MoeAction *a, int seat, GError **error)
{
  MoePlayer *pl = &pos->players[seat];
  gint64 sum = 0;

  for (int t = 0; t < MOE_N_RES; t++)
    {
      if (a->counts[t] > pl->hand[t])
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_DISCARD, _("the player does not hold these cards"));
      sum += a->counts[t];
    }
  if (sum != pos->discard_owed[seat])
    {
      /* Translators: why a discard was refused: the number of cards owed */
      g_autofree char *why = g_strdup_printf (ngettext ("%d card is owed", "%d cards are owed",
                                                        pos->discard_owed[seat]), pos->discard_owed[seat]);
      return refuse (error, MOE_ERROR_DISCARD, why);
    }
  for (int t = 0; t < MOE_N_RES; t++)
    {
      pl->hand[t] -= (guint8) a->counts[t];
      pos->bank[t] += (guint8) a->counts[t];
    }
  pos->discard_owed[seat] = 0;
  if (kontor_moe_discard_seat (pos) < 0)
    pos->stage = MOE_STAGE_ROBBER;
  return TRUE;
}

/* The seeded steal (§7.2): the victim's cards in canonical order, shuffled,
 * the last one taken. */
static int
seeded_card (MoePosition *pos, int victim)
{
  gint8 items[MOE_CARDS_PER_RES * MOE_N_RES];
  int m = 0;
  KontorRng rng = { pos->rng };

  for (int t = 0; t < MOE_N_RES; t++)
    for (int i = 0; i < pos->players[victim].hand[t]; i++)
      items[m++] = (gint8) t;
  kontor_rng_shuffle (&rng, items, m);
  pos->rng = rng.state;
  return items[m - 1];
}

gboolean
kontor_moe_robber (MoePosition *pos, const MoeAction *a, const MoeRobber *r, GError **error)
{
  const char *to = kontor_moe_text (a, r->to);
  int victim, card = r->card;

  if (r->has_to && pos->robber_known && strcmp (pos->robber, to) == 0)
    return refuse (error, MOE_ERROR_ROBBER_SAME, to);
  if (r->has_steal)
    {
      victim = kontor_moe_seat_of (pos, r->from);
      if (victim < 0 || victim == MOE_NEUTRAL || victim == pos->active)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_STEAL, _("the victim is not an opponent in the game"));
      if (kontor_moe_hand_size (pos, victim) == 0 || (card >= 0 && pos->players[victim].hand[card] == 0))
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_STEAL, _("the victim does not hold that card"));
      if (pos->seeded)
        {
          int drawn = seeded_card (pos, victim);
          if (card >= 0 && card != drawn)
            return refuse (error, MOE_ERROR_SEED_MISMATCH, kontor_moe_res_ids[drawn]);
          card = drawn;
        }
      pos->players[victim].hand[card]--;
      pos->players[pos->active].hand[card]++;
    }
  pos->robber_known = r->has_to;
  g_strlcpy (pos->robber, r->has_to ? to : "", sizeof pos->robber);
  return TRUE;
}

/* §3.7–§3.9: shortage per type, then 1 gold to every player who got nothing. */
static gboolean
do_production (MoePosition *pos, const MoeAction *a, GError **error)
{
  gboolean got[MOE_MAX_PLAYERS] = { FALSE };

  if (a->own_invalid || (a->owed_mask & (pos->neutral >= 0 ? 1 << pos->neutral : 0)))
    return refuse (error, MOE_ERROR_PRODUCTION_INVALID, NULL);
  for (int t = 0; t < MOE_N_RES; t++)
    {
      gint64 total = 0;
      for (int s = 0; s < pos->n_players; s++)
        total += a->owed[pos->colors[s]][t];
      if (total == 0 || total > pos->bank[t])
        continue;
      for (int s = 0; s < pos->n_players; s++)
        {
          int n = a->owed[pos->colors[s]][t];
          pos->players[s].hand[t] += (guint8) n;
          pos->bank[t] -= (guint8) n;
          got[s] = got[s] || n > 0;
        }
    }
  for (int s = 0; s < pos->n_players; s++)
    if (!got[s])
      {
        pos->players[s].gold++;
        pos->bank_gold--;
      }
  pos->stage = MOE_STAGE_ACTIONS;
  return TRUE;
}

/* ---------------------------------------------------------------- trading */

static gboolean
holds (const MoePlayer *pl, const gint32 *items)
{
  for (int t = 0; t < MOE_N_RES; t++)
    if (items[t] > pl->hand[t])
      return FALSE;
  return items[MOE_GOLD] <= pl->gold;
}

static void
move_items (MoePlayer *from, MoePlayer *to, const gint32 *items)
{
  for (int t = 0; t < MOE_N_RES; t++)
    {
      from->hand[t] -= (guint8) items[t];
      to->hand[t] += (guint8) items[t];
    }
  from->gold -= items[MOE_GOLD];
  to->gold += items[MOE_GOLD];
}

static gboolean
do_trade (MoePosition *pos, const MoeAction *a, GError **error)
{
  int partner = kontor_moe_seat_of (pos, a->with);
  gint64 give = 0, get = 0;

  if (partner < 0 || partner == MOE_NEUTRAL || partner == pos->active)
    return refuse (error, MOE_ERROR_TRADE_NOT_ACTIVE, NULL);
  for (int t = 0; t <= MOE_GOLD; t++)
    give += a->give[t], get += a->get[t];
  if (give == 0 || get == 0)
    return refuse (error, MOE_ERROR_TRADE_GIFT, NULL);
  if (!holds (&pos->players[pos->active], a->give) || !holds (&pos->players[partner], a->get))
    return refuse (error, MOE_ERROR_TRADE_NOT_HELD, NULL);
  move_items (&pos->players[pos->active], &pos->players[partner], a->give);
  move_items (&pos->players[partner], &pos->players[pos->active], a->get);
  return TRUE;
}

static gboolean
do_buy_resource (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  if (pos->gold_buys >= 2)
    return refuse (error, MOE_ERROR_GOLD_BUY_LIMIT, NULL);
  if (pl->gold < 2)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_CANNOT_AFFORD, _("a card costs 2 gold"));
  if (pos->bank[a->card] == 0)
    return refuse (error, MOE_ERROR_BANK_EMPTY, kontor_moe_res_ids[a->card]);
  pl->gold -= 2;
  pos->bank_gold += 2;
  pl->hand[a->card]++;
  pos->bank[a->card]--;
  pos->gold_buys++;
  return TRUE;
}

static gboolean
do_bank_trade (MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePlayer *pl = &pos->players[pos->active];

  if (a->card == a->get_item)
    return refuse (error, MOE_ERROR_BANK_TRADE_SAME, NULL);
  if (pl->hand[a->card] < 3)
    /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
    return refuse (error, MOE_ERROR_CANNOT_AFFORD, _("a bank trade returns 3 cards of one type"));
  if (a->get_item != MOE_GOLD && pos->bank[a->get_item] == 0)
    return refuse (error, MOE_ERROR_BANK_EMPTY, kontor_moe_res_ids[a->get_item]);
  pl->hand[a->card] -= 3;
  pos->bank[a->card] += 3;
  if (a->get_item == MOE_GOLD)
    {
      pl->gold++;
      pos->bank_gold--;
    }
  else
    {
      pl->hand[a->get_item]++;
      pos->bank[a->get_item]--;
    }
  return TRUE;
}

static void
end_turn (MoePosition *pos)
{
  for (int s = 0; s < pos->n_players; s++)
    for (int i = 0; i < 2; i++)
      pos->players[s].merchant[i].moved = pos->players[s].caravan[i].moved = 0;
  pos->active = (guint8) ((pos->active + 1) % pos->n_players);
  pos->stage = MOE_STAGE_ROLL;
  pos->gold_buys = 0;
  pos->dev_played = 0;
  pos->free_routes = 0;
  pos->turn++;
}

/* ---------------------------------------------------------------- apply */

/* Steps 3 and 4 of §7.3: the setup order, then the actor (*seat). */
static gboolean
check_actor (const MoePosition *pos, const MoeAction *a, int *seat, GError **error)
{
  gboolean setup_kind = a->what <= MOE_DO_SETUP_ROUTE;
  MoeDo due;

  if (kontor_moe_setup_due (pos, &due, seat))
    {
      if (a->what != due)
        return refuse (error, MOE_ERROR_SETUP_ORDER, NULL);
    }
  else if (setup_kind)
    return refuse (error, MOE_ERROR_SETUP_ORDER, NULL);
  else if (a->what == MOE_DO_DISCARD)
    {
      *seat = kontor_moe_discard_seat (pos);
      if (*seat < 0)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_DISCARD, _("nobody owes a discard now"));
    }
  else
    *seat = pos->active;
  if (a->by != MOE_BY_ABSENT
      && (a->by == MOE_BY_OTHER || a->by < 0 || kontor_moe_seat_of (pos, a->by) != *seat))
    return refuse (error, MOE_ERROR_WRONG_PLAYER, kontor_moe_color_ids[pos->colors[*seat]]);
  return TRUE;
}

/* Step 5 of §7.3: timing. */
static gboolean
check_timing (const MoePosition *pos, const MoeAction *a, GError **error)
{
  int st = pos->stage;

  switch (a->what)
    {
    case MOE_DO_ROLL:
      return st == MOE_STAGE_ROLL || refuse (error, MOE_ERROR_ROLL_DONE, NULL);
    case MOE_DO_DISCARD:
      return TRUE;
    case MOE_DO_ROBBER:
      if (st == MOE_STAGE_DISCARD)
        /* Translators: why an entry of Merchants of Europe was refused, shown after the rule */
        return refuse (error, MOE_ERROR_DISCARD, _("the discards come first"));
      return st == MOE_STAGE_ROBBER || refuse (error, MOE_ERROR_NOT_DUE, NULL);
    case MOE_DO_PRODUCTION:
      return st == MOE_STAGE_PRODUCTION || refuse (error, MOE_ERROR_NOT_DUE, NULL);
    case MOE_DO_PLAY_DEV:
      return st == MOE_STAGE_ROLL || st == MOE_STAGE_ACTIONS || refuse (error, MOE_ERROR_ROLL_PENDING, NULL);
    default:
      return st == MOE_STAGE_ACTIONS || a->what <= MOE_DO_SETUP_ROUTE || refuse (error, MOE_ERROR_ROLL_PENDING, NULL);
    }
}

static gboolean
dispatch (MoePosition *pos, const MoeAction *a, int seat, GError **error)
{
  switch (a->what)
    {
    case MOE_DO_SETUP_KONTOR:
    case MOE_DO_SETUP_RESOURCES:
    case MOE_DO_SETUP_NEUTRAL:
    case MOE_DO_SETUP_ROUTE: return do_setup (pos, a, seat, error);
    case MOE_DO_ROLL: return do_roll (pos, a, error);
    case MOE_DO_DISCARD: return do_discard (pos, a, seat, error);
    case MOE_DO_ROBBER:
      if (!kontor_moe_robber (pos, a, &a->robber, error))
        return FALSE;
      pos->stage = MOE_STAGE_ACTIONS;
      return TRUE;
    case MOE_DO_PRODUCTION: return do_production (pos, a, error);
    case MOE_DO_TRADE: return do_trade (pos, a, error);
    case MOE_DO_BUY_RESOURCE: return do_buy_resource (pos, a, error);
    case MOE_DO_BANK_TRADE: return do_bank_trade (pos, a, error);
    case MOE_DO_BUY_DEV: return kontor_moe_do_buy_dev (pos, a, error);
    case MOE_DO_BUILD_MERCHANT: return kontor_moe_do_build_merchant (pos, a, error);
    case MOE_DO_BUILD_CARAVAN: return kontor_moe_do_build_caravan (pos, a, error);
    case MOE_DO_BUILD_ROUTE: return kontor_moe_do_build_route (pos, a, error);
    case MOE_DO_MOVE_MERCHANT: return kontor_moe_do_move_merchant (pos, a, error);
    case MOE_DO_MOVE_CARAVAN: return kontor_moe_do_move_caravan (pos, a, error);
    case MOE_DO_DELIVER: return kontor_moe_do_deliver (pos, a, error);
    case MOE_DO_PLAY_DEV: return kontor_moe_do_play_dev (pos, a, error);
    default:
      end_turn (pos);
      return TRUE;
    }
}

/* A label of the entry: inside the text, ended by NUL, shorter than MOE_LABEL_MAX. */
static gboolean
text_ok (const MoeAction *a, MoeText t)
{
  return t < MOE_TEXT_MAX && memchr (a->text + t, '\0', MIN (MOE_TEXT_MAX - t, MOE_LABEL_MAX)) != NULL;
}

static gboolean
count_ok (gint64 n)
{
  return n >= 0 && n <= MOE_MAX_COUNT;
}

static gboolean
move_ok (const MoeAction *a, const MoeMove *m)
{
  if (m->n_deliver > MOE_MAX_DELIVER || !text_ok (a, m->to) || !text_ok (a, m->city) || !text_ok (a, m->terrain)
      || !text_ok (a, m->token_from) || m->found_gold < -1 || m->found_gold > MOE_MAX_COUNT)
    return FALSE;
  for (int i = 0; i < m->n_deliver; i++)
    if (!text_ok (a, m->deliver[i].city))
      return FALSE;
  return TRUE;
}

static gboolean
effects_ok (const MoeAction *a)
{
  if (a->n_effects > MOE_MAX_EFFECTS || (a->what == MOE_DO_PLAY_DEV && a->kind != MOE_DEV_LANCER
                                         && a->kind != MOE_DEV_UNKNOWN))
    return FALSE;
  for (int i = 0; i < a->n_effects && a->what == MOE_DO_PLAY_DEV; i++)
    {
      const MoeEffect *e = &a->effects[i];
      if (e->type >= MOE_N_FX || !text_ok (a, e->robber.to) || e->robber.card < -1 || e->robber.card >= MOE_N_RES
          || !count_ok (e->gold) || !count_ok (e->steps) || (e->type == MOE_FX_FREE_ROUTE && (e->n < 1 || e->n > MOE_MAX_COUNT)))
        return FALSE;
      if (e->type == MOE_FX_FREE_MOVE && (e->move < 1 || e->move >= a->n_moves || e->piece < 1 || e->piece > 2))
        return FALSE;
    }
  return TRUE;
}

/* Every field of an entry built in code (not read from JSON) is in range. */
static gboolean
shape_ok (const MoeAction *a)
{
  gboolean move = a->what == MOE_DO_MOVE_MERCHANT || a->what == MOE_DO_MOVE_CARAVAN || a->what == MOE_DO_DELIVER;

  if (a->what >= MOE_N_DO || a->n_cards > 3 || a->n_moves > MOE_MAX_MOVES || !effects_ok (a))
    return FALSE;
  if (!text_ok (a, a->city) || !text_ok (a, a->at) || !text_ok (a, a->robber.to))
    return FALSE;
  for (int m = 0; m < MOE_MAX_MOVES; m++)
    if (!move_ok (a, &a->moves[m]))
      return FALSE;
  for (int i = 0; i < a->n_cards; i++)
    if (a->cards[i] < 0 || a->cards[i] >= MOE_N_RES)
      return FALSE;
  for (int t = 0; t < MOE_N_RES; t++)
    if (!count_ok (a->counts[t]))
      return FALSE;
  for (int t = 0; t <= MOE_GOLD; t++)
    if (!count_ok (a->give[t]) || !count_ok (a->get[t]))
      return FALSE;
  for (int c = 0; c < MOE_N_COLORS; c++)
    for (int t = 0; t < MOE_N_RES; t++)
      if (!count_ok (a->owed[c][t]) || !count_ok (a->gold[c]))
        return FALSE;
  if (a->what == MOE_DO_ROLL && a->has_dice && !a->own_invalid
      && (a->dice[0] < 1 || a->dice[0] > 6 || a->dice[1] < 1 || a->dice[1] > 6))
    return FALSE;
  if ((a->what == MOE_DO_BUY_RESOURCE || a->what == MOE_DO_BANK_TRADE) && (a->card < 0 || a->card >= MOE_N_RES))
    return FALSE;
  if ((a->what == MOE_DO_BANK_TRADE && (a->get_item < 0 || a->get_item > MOE_GOLD))
      || (a->what == MOE_DO_BUY_DEV && (a->card < -1 || a->card >= MOE_N_DEV_KINDS)))
    return FALSE;
  if ((move && (a->piece < 1 || a->piece > 2)) || !count_ok (a->paid) || !count_ok (a->steps))
    return FALSE;
  return a->replace >= 0 && a->replace <= 2 && a->robber.card >= -1 && a->robber.card < MOE_N_RES;
}

gboolean
kontor_moe_apply (gpointer data, gconstpointer adata, GError **error)
{
  MoePosition *live = data, pos;
  const MoeAction *a = adata;
  int seat = -1;

  if (live->ended)
    return refuse (error, MOE_ERROR_GAME_OVER, NULL);
  if (!shape_ok (a))
    return refuse (error, MOE_ERROR_BAD_ENTRY, NULL);
  if (!check_actor (live, a, &seat, error) || !check_timing (live, a, error))
    return FALSE;
  memcpy (&pos, live, sizeof pos);
  /* a pending free route is forfeited by any other entry (§3.20, D-M30) */
  if (!(a->what == MOE_DO_BUILD_ROUTE && a->free))
    pos.free_routes = 0;
  if (!dispatch (&pos, a, seat, error))
    return FALSE;
  memcpy (live, &pos, sizeof pos);
  return TRUE;
}
