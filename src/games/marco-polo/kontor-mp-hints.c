/* kontor-mp-hints.c: "what now", "what is missing to win" and "watch out"
 * for Marco Polo, from the engine's own checks (entries tried on a copy, the
 * conditions of §5.2, the Khanbalik gate): no rule is restated here; and the
 * words the table's sentences share. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp-hints.h"

/* ---------------------------------------------------------------- words */

const char *
kontor_mp_group_name (int group)
{
  switch (group)
    {
    case MP_BLUE: return C_("goods group", "blue");
    case MP_GREEN: return C_("goods group", "green");
    case MP_RED: return C_("goods group", "red");
    case MP_ORANGE: return C_("goods group", "orange");
    default: return "?";
    }
}

char *
kontor_mp_kind_name (int kind)
{
  if (kind == MP_KIND_TABLET)
    return g_strdup (_("Golden Tablet"));
  if (kind == MP_KIND_SECRET)
    return g_strdup (_("Secret of the Orient"));
  if (kontor_mp_kind_is_azar (kind))
    /* Translators: a chance card of a goods group's pile, e.g. "green chance card" */
    return g_strdup_printf (_("%s chance card"), kontor_mp_group_name (kontor_mp_kind_group (kind)));
  if (kontor_mp_kind_is_goods (kind))
    /* Translators: a goods card: its group, then its value in reales, e.g. "green 400" */
    return g_strdup_printf (_("%s %d"), kontor_mp_group_name (kontor_mp_kind_group (kind)),
                            kontor_mp_kind_value (kind) * 100);
  return g_strdup ("?");
}

char *
kontor_mp_kinds_text (const gint8 *kinds, int n)
{
  g_autoptr (GString) s = g_string_new (NULL);
  if (n == 0)
    /* Translators: an empty list of cards */
    return g_strdup (_("nothing"));
  for (int i = 0; i < n; i++)
    {
      g_autofree char *k = kontor_mp_kind_name (kinds[i]);
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, k);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
kontor_mp_reales (gint64 coins)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GINT64_FORMAT, ABS (coins) * 100);
  /* Translators: the thousands separator in amounts of reales ("1,000") */
  const char *sep = C_("thousands separator", ",");
  GString *s = g_string_new (coins < 0 ? "-" : "");
  int len = (int) strlen (digits);

  for (int i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0)
        g_string_append (s, sep);
      g_string_append_c (s, digits[i]);
    }
  return g_string_free (s, FALSE);
}

static const char *
kind_phrase (int kind)
{
  switch (kind)
    {
    case MP_SPACE_VENICE: return _("Venice");
    case MP_SPACE_SMALL: return _("a small circle");
    case MP_SPACE_PORT: return _("a port");
    case MP_SPACE_KHANBALIK: return _("Khanbalik");
    case MP_SPACE_MISSION: return _("the mission city");
    case MP_SPACE_KARAKORUM: return _("Karakorum");
    default: return "?";
    }
}

char *
kontor_mp_space_text (const MpSpace *space)
{
  g_autofree char *what = NULL;

  if (space->kind == MP_SPACE_TRADING)
    /* Translators: a trading place of a goods group, e.g. "a trading place (green)" */
    what = g_strdup_printf (_("a trading place (%s)"), kontor_mp_group_name (space->group));
  else
    what = g_strdup (kind_phrase (space->kind));
  if (space->label[0] == '\0')
    return g_steal_pointer (&what);
  /* Translators: a space's name as the table typed it, then its kind, e.g. "Ormuz, a trading place (green)" */
  return g_strdup_printf (_("%s, %s"), space->label, what);
}

/* ---------------------------------------------------------------- engine helpers */

gboolean
kontor_mp_try (const MpPosition *pos, const MpAction *a, GError **error)
{
  MpPosition copy;
  memcpy (&copy, pos, sizeof copy);
  return kontor_mp_apply (&copy, a, error);
}

void
kontor_mp_peek_dice (const MpPosition *pos, int *red, int *black)
{
  KontorRng rng = { pos->rng };
  *red = 1 + (int) kontor_rng_below (&rng, 6);
  if (black)
    *black = 1 + (int) kontor_rng_below (&rng, 6);
}

int
kontor_mp_goods_held (const MpPosition *pos, int seat)
{
  int n = 0;
  for (int k = 0; k < MP_N_KINDS; k++)
    n += pos->cards[seat][k];
  return n;
}

gint64
kontor_mp_fortune (const MpPosition *pos, int seat)
{
  gint64 f = pos->coins[seat];
  for (int k = 0; k < MP_N_KINDS; k++)
    f += (gint64) pos->cards[seat][k] * kontor_mp_kind_value (k);
  return f;
}

/* ---------------------------------------------------------------- the win check */

static void
add (GPtrArray *out, char *text)
{
  g_ptr_array_add (out, text);
}

static void
colour_check (const MpPosition *pos, const char *who, int seat, GPtrArray *out)
{
  for (int g = MP_GREEN; g <= MP_ORANGE; g++)
    {
      int n = pos->cards[seat][g * 4] + pos->cards[seat][g * 4 + 1] + pos->cards[seat][g * 4 + 2];
      if (n == 0)
        /* Translators: a player's name, then a goods group ("green") */
        add (out, g_strdup_printf (_("%s needs 1 or 2 %s goods cards and holds none."), who, kontor_mp_group_name (g)));
      else if (n > 2)
        /* Translators: a player's name, a goods group ("orange"), then the cards held (3 or more) */
        add (out, g_strdup_printf (ngettext ("%s needs 1 or 2 %s goods cards and holds %d: sell at a trading place first.",
                                             "%s needs 1 or 2 %s goods cards and holds %d: sell at a trading place first.", n),
                                   who, kontor_mp_group_name (g), n));
    }
}

GPtrArray *
kontor_mp_win_check (const MpPosition *pos, const MpSetup *setup, int seat)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const char *who = setup->names[seat];
  gboolean s, c, f;

  kontor_mp_conditions (pos->cards[seat], pos->secret[seat], pos->coins[seat], pos->n_players, &s, &c, &f);
  if (!s && pos->tablet[seat])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s still needs the Secret of the Orient: reveal the mission city named on the Golden Tablet."), who));
  else if (!s)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s still needs the Secret of the Orient: first a Golden Tablet from the Khan (three 400 cards), then the mission city."), who));
  if (!c)
    colour_check (pos, who, seat, out);
  if (!f)
    {
      g_autofree char *need = kontor_mp_reales (kontor_mp_threshold (pos->n_players) / 100);
      g_autofree char *has = kontor_mp_reales (kontor_mp_fortune (pos, seat));
      /* Translators: a player's name, the fortune needed in reales ("1,000"), the number of players, the fortune held */
      add (out, g_strdup_printf (ngettext ("%s needs a fortune of %s reales with %d player and has %s.",
                                           "%s needs a fortune of %s reales with %d players and has %s.", pos->n_players),
                                 who, need, pos->n_players, has));
    }
  if (s && c && f)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s meets every condition: reaching Venice wins."), who));
  return out;
}

/* ---------------------------------------------------------------- hints */

static void
hints_roll (const MpPosition *pos, const char *who, GPtrArray *out)
{
  if (pos->five_fights)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s rolls the red die: 1 to 4 moves the pawn, 5 means a fight and 6 is rolled again."), who));
  else
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s rolls the red die: 1 to 4 moves the pawn, 5 or 6 means a fight with the corsairs or bandits."), who));
}

static void
hints_move (const MpPosition *pos, const char *who, GPtrArray *out)
{
  int me = pos->active, fours = 0;

  if (pos->roll == 1)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s rolled 1: the pawn moves 1 space."), who));
  else
    /* Translators: a player's name, the roll, the roll again */
    add (out, g_strdup_printf (_("%s rolled %d: the pawn moves %d spaces, or fewer to stop at a trading place, at a port where it changes between land and sea, at Khanbalik, at its mission city or at Venice."),
                               who, pos->roll, pos->roll));
  for (int g = 0; g < MP_N_GROUPS; g++)
    fours += pos->cards[me][g * 4];
  if (!kontor_mp_khanbalik_gate (pos, me))
    /* Translators: a player's name, then the 400 cards they hold */
    add (out, g_strdup_printf (ngettext ("The pawn may not stop at Khanbalik: that needs three 400 cards, and %s holds %d.",
                                         "The pawn may not stop at Khanbalik: that needs three 400 cards, and %s holds %d.", fours),
                               who, fours));
  else if (!pos->tablet[me] && !pos->secret[me])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s holds the gifts for the Khan: a stop at Khanbalik earns a Golden Tablet."), who));
  if (pos->tablet[me])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s may stop at the mission city named on the Golden Tablet to take the Secret of the Orient."), who));
  add (out, g_strdup (_("When the board allows no move, declare it: the pawn stays and the turn ends.")));
}

static void
hints_combat (const MpPosition *pos, const char *who, GPtrArray *out)
{
  int cards = 0;
  g_autofree char *coins = kontor_mp_reales (pos->booty_coins);

  for (int k = 0; k < MP_N_KINDS; k++)
    cards += pos->booty_cards[k];
  /* Translators: a player's name, the same name, the reales in the booty ("1,000"), then the cards in the booty */
  add (out, g_strdup_printf (ngettext ("%s fights: if the black die beats the red one, %s gives a goods card or 200 reales to the booty; otherwise they take the booty (%s reales and %d card).",
                                       "%s fights: if the black die beats the red one, %s gives a goods card or 200 reales to the booty; otherwise they take the booty (%s reales and %d cards).",
                                       cards),
                             who, who, coins, cards));
  if (pos->tablet[pos->active])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("With the Golden Tablet, %s may refuse the fight and roll again."), who));
}

static void
hints_trading (const MpPosition *pos, const MpSetup *s, GPtrArray *out)
{
  int me = pos->active, group = pos->pawn[me].group, left = 3 - pos->buy_pile;
  const char *who = s->names[me];

  if (kontor_mp_goods_held (pos, me) > 0)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s may sell goods cards here at their face value."), who));
  if (pos->bought_from == 0 && left > 0 && pos->coins[me] >= 1)
    /* Translators: a player's name, how many cards may still be bought, then the goods group of the place */
    add (out, g_strdup_printf (ngettext ("%s may buy %d more card from the %s pile, at 100 reales each.",
                                         "%s may buy up to %d more cards from the %s pile, at 100 reales each.", left),
                               who, left, kontor_mp_group_name (group)));
  for (int p = 0; p < pos->n_players; p++)
    {
      MpAction a = kontor_mp_action_new (MP_DO_BUY_FROM);
      a.player = (gint8) p;
      a.has_value = MP_HAS_VALUE;
      for (int k = 0; k < MP_N_KINDS && a.card < 0; k++)
        if (pos->cards[p][k] > 0)
          a.card = (gint8) k;
      if (p != me && a.card >= 0 && kontor_mp_try (pos, &a, NULL))
        /* Translators: the buyer, then the player bought from */
        add (out, g_strdup_printf (_("%s may instead buy a goods card at random from %s for 200 reales."), who, s->names[p]));
    }
}

static void
hints_after (const MpPosition *pos, const MpSetup *s, GPtrArray *out)
{
  int me = pos->active;
  const char *who = s->names[me];

  if (pos->stop == MP_STOP_TRADING)
    hints_trading (pos, s, out);
  else if (pos->stop == MP_STOP_KHANBALIK && !pos->tablet[me] && !pos->secret[me])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s may give three 400 cards to the Khan for a Golden Tablet."), who));
  else if (pos->stop == MP_STOP_MISSION && pos->tablet[me])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s may reveal the mission city and take the Secret of the Orient."), who));
  /* Translators: a player's name */
  add (out, g_strdup_printf (_("%s then ends the turn."), who));
}

static void
hints_warnings (const MpPosition *pos, const MpSetup *s, GPtrArray *out)
{
  int me = pos->active;
  const char *who = s->names[me];

  if (pos->coins[me] < 2 && kontor_mp_goods_held (pos, me) == 0 && !pos->tablet[me] && !pos->secret[me])
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("Watch out: %s has less than 200 reales and nothing to sell, so a payment in coins would make them bankrupt: back to Venice with 1,200 reales."), who));
  else if (pos->coins[me] < 2)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("Watch out: %s has less than 200 reales, so a payment in coins would make them sell cards to the bank."), who));
  if (pos->bank < 0)
    {
      g_autofree char *short_by = kontor_mp_reales (-pos->bank);
      /* Translators: the reales the bank lacks ("1,200") */
      add (out, g_strdup_printf (_("The bank is short by %s reales: the table stands in with other coins or notes."), short_by));
    }
  for (int p = 0; p < pos->n_players; p++)
    if (pos->skip[p] > 0)
      /* Translators: a player's name, then the turns they skip */
      add (out, g_strdup_printf (ngettext ("%s skips their next turn.", "%s skips their next %d turns.", pos->skip[p]),
                                 s->names[p], pos->skip[p]));
}

GPtrArray *
kontor_mp_hints (const MpPosition *pos, const MpSetup *setup)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const char *who = setup->names[pos->active];

  if (pos->ended)
    {
      /* Translators: the winner's name */
      add (out, g_strdup_printf (_("%s reached Venice meeting every condition and won."), setup->names[pos->winner]));
      return out;
    }
  if (pos->n_pending > 0)
    {
      g_autofree char *card = kontor_mp_kind_name (pos->pending[0]);
      /* Translators: a chance card ("green chance card"), then a player's name */
      add (out, g_strdup_printf (_("The %s that %s drew is carried out first: enter what it says."), card, who));
    }
  else if (pos->stage == MP_STAGE_ROLL)
    hints_roll (pos, who, out);
  else if (pos->stage == MP_STAGE_MOVE)
    hints_move (pos, who, out);
  else if (pos->stage == MP_STAGE_COMBAT)
    hints_combat (pos, who, out);
  else
    hints_after (pos, setup, out);
  if (pos->tablet[pos->active] && pos->stage == MP_STAGE_ROLL)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("With the Golden Tablet, %s may refuse a fight and roll again."), who));
  {
    g_autoptr (GPtrArray) win = kontor_mp_win_check (pos, setup, pos->active);
    for (guint i = 0; i < win->len; i++)
      add (out, g_strdup (win->pdata[i]));
  }
  hints_warnings (pos, setup, out);
  return out;
}

/* ---------------------------------------------------------------- history rows */

static const char *
party_name (const MpSetup *s, int party)
{
  if (party == MP_PARTY_BANK)
    return _("the bank");
  if (party == MP_PARTY_BOOTY)
    return _("the booty");
  return s->names[party];
}

static char *
effect_text (const MpSetup *s, const MpPosition *before, const MpEffect *fx)
{
  const char *who = s->names[fx->player >= 0 && fx->player < before->n_players ? fx->player : before->active];
  g_autofree char *card = kontor_mp_kind_name (fx->card);

  switch (fx->what)
    {
    case MP_FX_COINS:
      {
        g_autofree char *n = kontor_mp_reales (fx->n);
        /* Translators: reales ("200"), the payer, the payee ("the bank", "the booty" or a player's name) */
        return g_strdup_printf (_("%s reales from %s to %s"), n, party_name (s, fx->from), party_name (s, fx->to));
      }
    case MP_FX_MOVE_PAWN:
      {
        g_autofree char *to = kontor_mp_space_text (&fx->space);
        /* Translators: a player's name, then a space ("Karakorum") */
        return g_strdup_printf (_("%s's pawn sent to %s"), who, to);
      }
    case MP_FX_LOSE_CARD:
      if (fx->to == 0)
        /* Translators: a player's name, then a card ("green 400") */
        return g_strdup_printf (_("%s lost %s to the booty"), s->names[before->active], card);
      /* Translators: a player's name, then a card ("green 400") */
      return g_strdup_printf (_("%s put %s back under its pile"), s->names[before->active], card);
    case MP_FX_GAIN_CARD:
      /* Translators: a player's name, then a card ("green 400") */
      return g_strdup_printf (_("%s took %s from its pile"), s->names[before->active], card);
    case MP_FX_SKIP_TURNS:
      /* Translators: a player's name, then the turns they skip */
      return g_strdup_printf (ngettext ("%s skips %d turn", "%s skips %d turns", fx->n), who, fx->n);
    default:
      return g_strdup ("?");
    }
}

static char *
describe_chance (const MpSetup *s, const MpPosition *before, const MpAction *a)
{
  g_autofree char *card = kontor_mp_kind_name (before->n_pending > 0 ? before->pending[0] : a->card);
  g_autoptr (GString) list = g_string_new (NULL);

  for (int i = 0; i < MIN (a->n_effects, MP_MAX_EFFECTS); i++)
    {
      g_autofree char *one = effect_text (s, before, &a->effects[i]);
      if (list->len)
        g_string_append (list, "; ");
      g_string_append (list, one);
    }
  if (list->len == 0)
    /* Translators: a history row: a player's name, then a chance card ("green chance card") */
    return g_strdup_printf (_("%s carried out the %s: no effect"), s->names[before->active], card);
  /* Translators: a history row: a player's name, a chance card ("green chance card"), then its effects */
  return g_strdup_printf (_("%s carried out the %s: %s"), s->names[before->active], card, list->str);
}

static char *
describe_combat (const MpSetup *s, const MpPosition *before, const MpAction *a)
{
  const char *who = s->names[before->active];
  int red = a->red, black = a->black, raised = 0;

  if (!(a->has_value & MP_HAS_RED))
    kontor_mp_peek_dice (before, &red, &black);
  if (black <= red)
    {
      g_autofree char *coins = kontor_mp_reales (before->booty_coins);
      int n = 0;
      for (int k = 0; k < MP_N_KINDS; k++)
        n += before->booty_cards[k];
      /* Translators: a history row: a player's name, the dice, then the booty taken: reales ("200") and cards */
      return g_strdup_printf (ngettext ("%s fought (red %d, black %d), won and took the booty: %s reales and %d card",
                                        "%s fought (red %d, black %d), won and took the booty: %s reales and %d cards", n),
                              who, red, black, coins, n);
    }
  if (a->pay == 1)
    {
      g_autofree char *card = kontor_mp_kind_name (a->pay_card);
      /* Translators: a history row: a player's name, the dice, then the card given ("green 400") */
      return g_strdup_printf (_("%s fought (red %d, black %d), lost and gave %s to the booty"), who, red, black, card);
    }
  for (int i = 0; i < MIN (a->raise.n, MP_LIST_MAX); i++)
    raised += a->raise.items[i] < MP_N_KINDS ? kontor_mp_kind_value (a->raise.items[i]) : 12;
  if (before->coins[before->active] + raised < 2)
    /* Translators: a history row: a player's name, then the dice */
    return g_strdup_printf (_("%s fought (red %d, black %d), lost, could not pay 200 reales and went bankrupt: back to Venice with 1,200 reales"),
                            who, red, black);
  if (a->raise.n > 0)
    {
      g_autofree char *sold = kontor_mp_kinds_text (a->raise.items, MIN (a->raise.n, MP_LIST_MAX));
      /* Translators: a history row: a player's name, the dice, then the cards sold to the bank ("green 100, red 200") */
      return g_strdup_printf (_("%s fought (red %d, black %d), lost and paid 200 reales to the booty after selling %s"),
                              who, red, black, sold);
    }
  /* Translators: a history row: a player's name, then the dice */
  return g_strdup_printf (_("%s fought (red %d, black %d), lost and paid 200 reales to the booty"), who, red, black);
}

static char *
describe_move (const MpSetup *s, const MpPosition *before, const MpPosition *after, const MpAction *a)
{
  const char *who = s->names[before->active];
  g_autofree char *to = kontor_mp_space_text (&a->to);

  if (a->to.kind == MP_SPACE_VENICE && after->ended)
    /* Translators: a history row: a player's name, then the steps */
    return g_strdup_printf (ngettext ("%s moved %d space to Venice and won", "%s moved %d spaces to Venice and won", a->steps),
                            who, a->steps);
  if (a->mode_change)
    /* Translators: a history row: a player's name, the steps, then the space ("a port") */
    return g_strdup_printf (ngettext ("%s moved %d space to %s, changing between land and sea",
                                      "%s moved %d spaces to %s, changing between land and sea", a->steps),
                            who, a->steps, to);
  /* Translators: a history row: a player's name, the steps, then the space ("a trading place (green)") */
  return g_strdup_printf (ngettext ("%s moved %d space to %s", "%s moved %d spaces to %s", a->steps), who, a->steps, to);
}

/* The cards a buy drew: as entered, or drawn from a copy of the seeded
 * pile (a chance card goes under at once, §7.2). */
static char *
bought_text (const MpPosition *before, const MpAction *a, int *n)
{
  gint8 kinds[3], pile[MP_PILE_SIZE];
  int g = CLAMP (before->pawn[before->active].group, 0, MP_N_GROUPS - 1), len = before->pile_len[g];

  memcpy (pile, before->pile[g], sizeof pile);
  *n = a->n_cards > 0 || !before->seeded ? MIN (a->n_cards, 3) : MIN (a->count, 3);
  for (int i = 0; i < *n; i++)
    {
      if (a->n_cards > 0 || len == 0)
        {
          kinds[i] = a->n_cards > 0 ? a->cards[i] : -1;
          continue;
        }
      kinds[i] = pile[--len];
      if (kontor_mp_kind_is_azar (kinds[i]))
        {
          memmove (&pile[1], &pile[0], len);
          pile[0] = kinds[i];
          len++;
        }
    }
  return kontor_mp_kinds_text (kinds, *n);
}

static char *
describe_trade (const MpSetup *s, const MpPosition *before, const MpPosition *after, const MpAction *a)
{
  const char *who = s->names[before->active];
  int n = 0, card = a->card;
  g_autofree char *list = NULL, *money = NULL;

  switch (a->what)
    {
    case MP_DO_SELL:
      for (int i = 0; i < MIN (a->n_cards, MP_LIST_MAX); i++)
        n += kontor_mp_kind_value (a->cards[i]);
      list = kontor_mp_kinds_text (a->cards, MIN (a->n_cards, MP_LIST_MAX));
      money = kontor_mp_reales (n);
      /* Translators: a history row: a player's name, the cards sold ("green 400"), then the reales ("400") */
      return g_strdup_printf (_("%s sold %s for %s reales"), who, list, money);
    case MP_DO_BUY:
      list = bought_text (before, a, &n);
      money = kontor_mp_reales (n);
      /* Translators: a history row: a player's name, the cards bought ("green 400"), a goods group, then the reales paid */
      return g_strdup_printf (_("%s bought %s from the %s pile for %s reales"), who, list,
                              kontor_mp_group_name (before->pawn[before->active].group), money);
    default:
      for (int k = 0; k < MP_N_KINDS && !(a->has_value & MP_HAS_VALUE); k++)
        if (a->player >= 0 && after->cards[a->player][k] < before->cards[a->player][k])
          card = k;
      list = kontor_mp_kind_name (card);
      /* Translators: a history row: the buyer, the card taken ("green 400"), then the seller */
      return g_strdup_printf (_("%s bought %s from %s for 200 reales"), who, list, s->names[CLAMP (a->player, 0, before->n_players - 1)]);
    }
}

char *
kontor_mp_describe (const MpSetup *s, const MpPosition *before, const MpAction *a)
{
  const char *who = s->names[before->active];
  MpPosition after;

  memcpy (&after, before, sizeof after);
  kontor_mp_apply (&after, a, NULL);
  switch (a->what)
    {
    case MP_DO_ROLL:
      if (after.roll >= 5 && after.stage == MP_STAGE_ROLL)
        /* Translators: a history row: a player's name (the variant where a 6 is rolled again) */
        return g_strdup_printf (_("%s rolled 6 and rolls again"), who);
      if (after.roll >= 5)
        /* Translators: a history row: a player's name, then the roll (5 or 6) */
        return g_strdup_printf (_("%s rolled %d: a fight is due"), who, after.roll);
      /* Translators: a history row: a player's name, then the roll */
      return g_strdup_printf (_("%s rolled %d"), who, after.roll);
    case MP_DO_MOVE:
      return describe_move (s, before, &after, a);
    case MP_DO_NO_MOVE:
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s could not move"), who);
    case MP_DO_COMBAT:
      return describe_combat (s, before, a);
    case MP_DO_REFUSE:
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s refused the fight with the Golden Tablet and rolls again"), who);
    case MP_DO_SELL:
    case MP_DO_BUY:
    case MP_DO_BUY_FROM:
      return describe_trade (s, before, &after, a);
    case MP_DO_CHANCE:
      return describe_chance (s, before, a);
    case MP_DO_KHANBALIK:
      {
        g_autofree char *gifts = kontor_mp_kinds_text (a->cards, MIN (a->n_cards, MP_LIST_MAX));
        /* Translators: a history row: a player's name, then the gifts ("green 400, red 400, blue 400") */
        return g_strdup_printf (_("%s gave %s to the Khan and took a Golden Tablet"), who, gifts);
      }
    case MP_DO_MISSION:
      /* Translators: a history row: a player's name, then the city revealed */
      return g_strdup_printf (_("%s revealed the mission city %s and took the Secret of the Orient"), who, a->city);
    default:
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s ended the turn"), who);
    }
}
