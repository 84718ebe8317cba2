/* kontor-mp-table-ask.c: the half of Marco Polo's table part that asks:
 * a card drawn from a pile or taken from a player, how a lost fight is
 * paid, the cards sold to cover a debt (spec §3.23), the Khan's gifts, the
 * mission and a chance card's effects (kontor-mp-table.h lists the
 * questions and their choice ids), and the prompt of each step.  Every rule
 * is asked of the engine. */
#include "config.h"

#include "kontor-mp-table-private.h"

/* ------------------------------------------------------------ questions */

static void
add_kind_choice (KontorQuestion *q, KontorMpEntry *e, int kind)
{
  g_autofree char *label = kontor_mp_kind_name (kind);
  e->options[e->n_options++] = (gint8) kind;
  kontor_question_add_choice (q, kontor_mp_kind_id (kind), label);
}

static void
ask_draw (KontorTable *table, KontorMpEntry *e, int group)
{
  const MpPosition *pos = kontor_mpt_current (table);
  KontorQuestion *q;
  /* Translators: a goods group ("green") */
  g_autofree char *body = g_strdup_printf (_("Name the card drawn from the %s pile (100 reales)."),
                                           kontor_mp_group_name (group));

  q = kontor_question_new (_("Which card was drawn?"), body);
  e->n_options = 0;
  for (int k = group * 4; k < group * 4 + 4; k++)
    if (pos->pile_count[k] > 0)
      add_kind_choice (q, e, k);
  e->asking = KONTOR_MP_ASK_DRAW;
  kontor_table_ask (table, q);
}

void
kontor_mpt_buy_from_pile (KontorTable *table, KontorMpEntry *e, int group, int kind)
{
  const MpPosition *pos = kontor_mpt_current (table);
  MpAction a = kontor_mp_action_new (MP_DO_BUY);
  g_autoptr (GError) error = NULL;

  if (pos->seeded || kind >= 0)
    {
      if (kind >= 0)
        a.cards[a.n_cards++] = (gint8) kind;
      else
        a.count = 1;
      kontor_mpt_enter (table, e, &a);
      return;
    }
  if (group < 0 || group >= MP_N_GROUPS)
    {
      a.n_cards = 1;   /* not at a trading place: the engine says so */
      kontor_mpt_enter (table, e, &a);
      return;
    }
  for (int k = group * 4; k < group * 4 + 4 && a.n_cards == 0; k++)
    if (pos->pile_count[k] > 0)
      a.cards[a.n_cards++] = (gint8) k;
  a.n_cards = 1;   /* an empty pile: the engine names whatever else is wrong first */
  if (!kontor_mp_try (pos, &a, &error) && !g_error_matches (error, MP_ERROR, MP_ERROR_PILE_UNAVAILABLE))
    {
      kontor_table_refuse (table, error);
      return;
    }
  ask_draw (table, e, group);
}

void
kontor_mpt_buy_from_player (KontorTable *table, KontorMpEntry *e, int seller, int kind)
{
  const MpPosition *pos = kontor_mpt_current (table);
  MpAction a = kontor_mp_action_new (MP_DO_BUY_FROM);
  g_autoptr (GError) error = NULL;
  KontorQuestion *q;
  g_autofree char *body = NULL;

  a.player = (gint8) seller;
  if (pos->seeded || kind >= 0)
    {
      a.card = (gint8) kind;
      a.has_value = kind >= 0 ? MP_HAS_VALUE : 0;
      kontor_mpt_enter (table, e, &a);
      return;
    }
  a.card = MP_KIND_SECRET;   /* never held as goods: only card-not-held is left once all else passes */
  a.has_value = MP_HAS_VALUE;
  if (!kontor_mp_try (pos, &a, &error) && !g_error_matches (error, MP_ERROR, MP_ERROR_CARD_NOT_HELD))
    {
      kontor_table_refuse (table, error);
      return;
    }
  /* Translators: the player bought from */
  body = g_strdup_printf (_("Name the goods card taken at random from %s (200 reales)."), kontor_mpt_name (table, seller));
  q = kontor_question_new (_("Which card was taken?"), body);
  e->n_options = 0;
  for (int k = 0; k < MP_N_KINDS; k++)
    if (pos->cards[seller][k] > 0)
      add_kind_choice (q, e, k);
  e->seller = seller;
  e->asking = KONTOR_MP_ASK_TAKEN;
  kontor_table_ask (table, q);
}

/* ------------------------------------------------------------ debts */

/* The position the debt is paid on: the chance card's earlier effects applied. */
static void
debt_position (KontorTable *table, const KontorMpEntry *e, MpPosition *out)
{
  memcpy (out, kontor_mpt_current (table), sizeof *out);
  if (e->mode == KONTOR_MP_CHANCE && e->partial.n_effects > 0)
    {
      MpAction a = e->partial;
      MpPosition copy = *out;
      if (kontor_mp_apply (&copy, &a, NULL))
        *out = copy;
    }
}

static void add_effect (KontorTable *table, KontorMpEntry *e);

static void
finish_raise (KontorTable *table, KontorMpEntry *e)
{
  if (e->mode == KONTOR_MP_CHANCE)
    {
      e->effect.raise = e->raise;
      add_effect (table, e);
    }
  else
    {
      MpAction a = e->partial;
      a.raise = e->raise;
      kontor_mpt_enter (table, e, &a);
    }
  e->raise.n = 0;
  e->raise_seat = -1;
}

/* Asks for the next item sold, or pays (covered, or nothing left: bankruptcy). */
static void
ask_raise (KontorTable *table, KontorMpEntry *e)
{
  MpPosition pos;
  int seat = e->raise_seat;
  gint64 coins;
  guint8 cards[MP_N_KINDS];
  gboolean tablet, secret;
  KontorQuestion *q;
  g_autofree char *owed = kontor_mp_reales (e->raise_owed), *has = NULL, *body = NULL;

  debt_position (table, e, &pos);
  coins = pos.coins[seat];
  memcpy (cards, pos.cards[seat], sizeof cards);
  tablet = pos.tablet[seat];
  secret = pos.secret[seat];
  for (int i = 0; i < e->raise.n; i++)
    {
      int k = e->raise.items[i];
      coins += k < MP_N_KINDS ? kontor_mp_kind_value (k) : 12;
      if (k < MP_N_KINDS)
        cards[k]--;
      tablet &= k != MP_KIND_TABLET;
      secret &= k != MP_KIND_SECRET;
    }
  e->n_options = 0;
  has = kontor_mp_reales (coins);
  /* Translators: a player's name, the reales owed ("200"), then the reales they have */
  body = g_strdup_printf (_("%s owes %s reales and has %s: sell a card to the bank, goods cards first."),
                          kontor_mpt_name (table, seat), owed, has);
  q = kontor_question_new (_("Which card is sold?"), body);
  for (int k = 0; k < MP_N_KINDS && coins < e->raise_owed; k++)
    if (cards[k] > 0)
      add_kind_choice (q, e, k);
  if (e->n_options == 0 && coins < e->raise_owed && tablet)
    add_kind_choice (q, e, MP_KIND_TABLET);
  if (e->n_options == 0 && coins < e->raise_owed && secret)
    add_kind_choice (q, e, MP_KIND_SECRET);
  if (e->n_options == 0)
    {
      kontor_question_free (q);
      finish_raise (table, e);
      return;
    }
  e->asking = KONTOR_MP_ASK_RAISE;
  kontor_table_ask (table, q);
}

static void
start_raise (KontorTable *table, KontorMpEntry *e, int seat, gint64 owed)
{
  e->raise_seat = seat;
  e->raise_owed = owed;
  e->raise.n = 0;
  ask_raise (table, e);
}

/* ------------------------------------------------------------ the fight */

static MpAction
combat_action (const MpPosition *pos, const KontorMpEntry *e)
{
  MpAction a = kontor_mp_action_new (MP_DO_COMBAT);
  if (!pos->seeded)
    {
      a.red = (gint8) e->red;
      a.black = (gint8) e->black;
      a.has_value = MP_HAS_RED | MP_HAS_BLACK;
    }
  return a;
}

static void
ask_pay (KontorTable *table, KontorMpEntry *e)
{
  const MpPosition *pos = kontor_mpt_current (table);
  int me = pos->active;
  KontorQuestion *q;
  g_autofree char *heading = NULL, *body = NULL, *coins = kontor_mp_reales (pos->coins[me]), *label = NULL;

  /* Translators: a player's name */
  heading = g_strdup_printf (_("How does %s pay?"), kontor_mpt_name (table, me));
  /* Translators: the red die, the black die, then a player's name */
  body = g_strdup_printf (_("Red %d, black %d: %s lost the fight and gives one goods card or 200 reales to the booty."),
                          e->red, e->black, kontor_mpt_name (table, me));
  q = kontor_question_new (heading, body);
  /* Translators: a choice: pay 200 reales, then the reales held */
  label = g_strdup_printf (_("200 reales (of %s)"), coins);
  e->n_options = 0;
  e->options[e->n_options++] = -1;
  kontor_question_add_choice (q, "coins", label);
  for (int k = 0; k < MP_N_KINDS; k++)
    if (pos->cards[me][k] > 0)
      {
        g_autofree char *id = g_strdup_printf ("card:%s", kontor_mp_kind_id (k));
        g_autofree char *name = kontor_mp_kind_name (k);
        e->options[e->n_options++] = (gint8) k;
        kontor_question_add_choice (q, id, name);
      }
  e->asking = KONTOR_MP_ASK_PAY;
  kontor_table_ask (table, q);
}

/* Both dice chosen: a win is entered, a loss asks how it is paid. */
void
kontor_mpt_fight (KontorTable *table, KontorMpEntry *e)
{
  const MpPosition *pos = kontor_mpt_current (table);
  MpAction a = combat_action (pos, e);
  g_autoptr (GError) error = NULL;

  if (e->red == 0 || e->black == 0)
    return;
  a.pay = e->black > e->red ? 1 : 0;
  a.pay_card = MP_KIND_SECRET;
  if (e->black <= e->red || (!kontor_mp_try (pos, &a, &error) && !g_error_matches (error, MP_ERROR, MP_ERROR_CARD_NOT_HELD)))
    {
      a.pay = 0;
      if (!kontor_mpt_enter (table, e, &a))
        e->red = e->black = 0;
      return;
    }
  e->partial = combat_action (pos, e);
  ask_pay (table, e);
}

void
kontor_mpt_fight_for_me (KontorTable *table, KontorMpEntry *e)
{
  const MpPosition *pos = kontor_mpt_current (table);
  if (pos->seeded)
    kontor_mp_peek_dice (pos, &e->red, &e->black);
  else
    {
      e->red = g_random_int_range (1, 7);
      e->black = g_random_int_range (1, 7);
    }
  kontor_mpt_fight (table, e);
}

static void
answer_pay (KontorTable *table, KontorMpEntry *e, int choice)
{
  const MpPosition *pos = kontor_mpt_current (table);
  int k = e->options[choice];

  if (k >= 0)
    {
      MpAction a = e->partial;
      a.pay = 1;
      a.pay_card = (gint8) k;
      kontor_mpt_enter (table, e, &a);
      return;
    }
  e->partial.pay = 2;
  start_raise (table, e, pos->active, 2);
}

/* ------------------------------------------------------------ Khanbalik, mission */

void
kontor_mpt_give_gifts (KontorTable *table, KontorMpEntry *e, const char *hash)
{
  const MpPosition *pos = kontor_mpt_current (table);
  g_autoptr (GArray) legal = kontor_mp_legal_actions (pos);
  MpAction gift = kontor_mp_action_new (MP_DO_KHANBALIK);
  int ways = 0, me = pos->active;

  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, MpAction, i).what == MP_DO_KHANBALIK && ways++ == 0)
      gift = g_array_index (legal, MpAction, i);
  if (hash)
    {
      gift.has_hash = TRUE;
      g_strlcpy (gift.hash, hash, sizeof gift.hash);
    }
  if (ways == 1 && !(pos->any_goods && pos->had_tablet[me]))
    kontor_mpt_enter (table, e, &gift);
  else if (ways > 0 || (pos->stop == MP_STOP_KHANBALIK && pos->any_goods && pos->had_tablet[me] && !pos->tablet[me]))
    {
      e->mode = KONTOR_MP_GIFTS;
      memset (e->gifts, 0, sizeof e->gifts);
      e->partial = gift;
      e->partial.n_cards = 0;
    }
  else
    kontor_mpt_enter (table, e, &gift);   /* the engine says why not */
}

void
kontor_mpt_reveal_mission (KontorTable *table, KontorMpEntry *e, const char *city, const char *salt)
{
  MpAction a = kontor_mp_action_new (MP_DO_MISSION);
  kontor_mp_copy_utf8 (a.city, sizeof a.city, city);
  if (salt)
    {
      a.has_salt = TRUE;
      kontor_mp_copy_utf8 (a.salt, sizeof a.salt, salt);
    }
  kontor_mpt_enter (table, e, &a);
}

/* ------------------------------------------------------------ chance cards */

static const char *const effect_ids[] = {
  "messenger", "coins-from-bank", "coins-to-bank", "coins-to-booty", "coins-from-booty",
  "lose-card-booty", "lose-card-pile", "gain-card", "skip-turns",
};

void
kontor_mpt_ask_effect (KontorTable *table, KontorMpEntry *e)
{
  const MpPosition *pos = kontor_mpt_current (table);
  /* Translators: the kinds of effect a chance card can have, as choices */
  const char *labels[] = {
    _("Send a messenger to Karakorum (move a pawn there)"), _("Coins from the bank"), _("Coins paid to the bank"),
    _("Coins paid to the booty"), _("Coins from the booty"), _("A goods card lost to the booty"),
    _("A goods card put back under its pile"), _("A goods card taken from its pile"), _("Turns skipped"),
  };
  g_autofree char *card = kontor_mp_kind_name (pos->pending[0]);
  /* Translators: a chance card ("green chance card") */
  g_autofree char *heading = g_strdup_printf (_("What does the %s say?"), card);
  KontorQuestion *q = kontor_question_new (heading, _("Choose one effect; the number is the coins of 100 or the turns."));

  for (guint i = 0; i < G_N_ELEMENTS (effect_ids); i++)
    kontor_question_add_choice (q, effect_ids[i], labels[i]);
  q->n_numbers = 1;
  /* Translators: the label of a number field: coins of 100 reales, or the turns skipped */
  q->number_labels[0] = g_strdup (_("Coins of 100, or turns"));
  q->number_max[0] = 100;
  q->number_value[0] = 1;
  e->asking = KONTOR_MP_ASK_EFFECT;
  kontor_table_ask (table, q);
}

static void
ask_whose (KontorTable *table, KontorMpEntry *e)
{
  const MpPosition *pos = kontor_mpt_current (table);
  /* Translators: a question's heading: whose pawn moves or whose turns are skipped */
  KontorQuestion *q = kontor_question_new (_("Whose?"), _("Choose the player the effect is for."));

  for (int p = 0; p < pos->n_players; p++)
    kontor_question_add_choice (q, kontor_mp_player_colors[pos->colors[p]], kontor_mpt_name (table, p));
  q->suggested = pos->active;
  e->asking = KONTOR_MP_ASK_WHOSE;
  kontor_table_ask (table, q);
}

static void
ask_effect_card (KontorTable *table, KontorMpEntry *e)
{
  MpPosition pos;
  KontorQuestion *q = kontor_question_new (_("Which card?"), _("Choose the goods card of the effect."));

  debt_position (table, e, &pos);
  e->n_options = 0;
  for (int k = 0; k < MP_N_KINDS; k++)
    if (kontor_mp_kind_is_goods (k)
        && (e->effect.what == MP_FX_GAIN_CARD ? pos.pile_count[k] : pos.cards[pos.active][k]) > 0)
      add_kind_choice (q, e, k);
  e->asking = KONTOR_MP_ASK_CARD;
  kontor_table_ask (table, q);
}

/* The effect joins the card when the engine accepts the card so far. */
static void
add_effect (KontorTable *table, KontorMpEntry *e)
{
  MpAction a = e->partial;
  g_autoptr (GError) error = NULL;

  if (a.n_effects >= MP_MAX_EFFECTS)
    return;
  a.effects[a.n_effects++] = e->effect;
  if (!kontor_mp_try (kontor_mpt_current (table), &a, &error))
    {
      kontor_table_refuse (table, error);
      return;
    }
  e->partial = a;
}

static void
answer_effect (KontorTable *table, KontorMpEntry *e, int choice, const int *numbers)
{
  MpPosition pos;
  int me = kontor_mpt_current (table)->active, n = numbers ? MAX (numbers[0], 1) : 1;

  memset (&e->effect, 0, sizeof e->effect);
  e->effect.player = -1;
  e->effect.card = -1;
  e->effect.n = n;
  e->effect.what = MP_FX_COINS;
  switch (choice)
    {
    case 0:
      e->effect.what = MP_FX_MOVE_PAWN;
      kontor_mp_space_set (&e->effect.space, MP_SPACE_KARAKORUM, -1);
      ask_whose (table, e);
      return;
    case 1:
    case 4:
      e->effect.from = choice == 1 ? MP_PARTY_BANK : MP_PARTY_BOOTY;
      e->effect.to = (gint8) me;
      add_effect (table, e);
      return;
    case 2:
    case 3:
      e->effect.from = (gint8) me;
      e->effect.to = choice == 2 ? MP_PARTY_BANK : MP_PARTY_BOOTY;
      debt_position (table, e, &pos);
      if (pos.coins[me] >= n)
        add_effect (table, e);
      else
        start_raise (table, e, me, n);
      return;
    case 5:
    case 6:
    case 7:
      e->effect.what = choice == 7 ? MP_FX_GAIN_CARD : MP_FX_LOSE_CARD;
      e->effect.to = choice == 5 ? 0 : 1;
      ask_effect_card (table, e);
      return;
    default:
      e->effect.what = MP_FX_SKIP_TURNS;
      ask_whose (table, e);
      return;
    }
}

/* "chance" with the effects as the record writes them. */
void
kontor_mpt_chance_json (KontorTable *table, KontorMpEntry *e, const char *effects)
{
  const MpPosition *pos = kontor_mpt_current (table);
  g_autofree char *text = NULL;
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (GError) error = NULL;
  MpAction a;

  if (pos->n_pending == 0)
    {
      a = kontor_mp_action_new (MP_DO_CHANCE);
      a.card = MP_BLUE * 4 + 3;
      a.has_value = MP_HAS_VALUE;
      kontor_mpt_enter (table, e, &a);   /* no card waits: the engine says so */
      return;
    }
  text = g_strdup_printf ("{\"do\":\"chance\",\"card\":\"%s\",\"effects\":%s}", kontor_mp_kind_id (pos->pending[0]), effects);
  node = json_from_string (text, &error);
  if (node == NULL || !kontor_mp_action_from_json (node, pos, &a, &error))
    {
      if (node == NULL)
        {
          g_clear_error (&error);
          /* Translators: why an entry of Marco Polo was refused, shown after the rule */
          kontor_mp_set_error (&error, MP_ERROR_BAD_ENTRY, NULL, _("the effects are not a JSON list"));
        }
      kontor_table_refuse (table, error);
      return;
    }
  kontor_mpt_enter (table, e, &a);
}

/* ------------------------------------------------------------ answers */

void
kontor_mpt_answer (KontorTable *table, gpointer state, int choice, const int *numbers)
{
  KontorMpEntry *e = state;
  KontorMpQuestion asking = e->asking;

  e->asking = KONTOR_MP_ASK_NOTHING;
  if (choice < 0)
    {
      e->red = e->black = 0;   /* a fight's payment or debt cancelled: the dice again */
      e->raise_seat = -1;
      return;
    }
  switch (asking)
    {
    case KONTOR_MP_ASK_DRAW:
      kontor_mpt_buy_from_pile (table, e, -1, e->options[choice]);
      break;
    case KONTOR_MP_ASK_TAKEN:
      kontor_mpt_buy_from_player (table, e, e->seller, e->options[choice]);
      break;
    case KONTOR_MP_ASK_PAY:
      answer_pay (table, e, choice);
      break;
    case KONTOR_MP_ASK_RAISE:
      if (e->raise.n < MP_LIST_MAX)
        e->raise.items[e->raise.n++] = e->options[choice];
      ask_raise (table, e);
      break;
    case KONTOR_MP_ASK_EFFECT:
      answer_effect (table, e, choice, numbers);
      break;
    case KONTOR_MP_ASK_WHOSE:
      e->effect.player = (gint8) choice;
      add_effect (table, e);
      break;
    case KONTOR_MP_ASK_CARD:
      e->effect.card = e->options[choice];
      add_effect (table, e);
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------ prompt */

static char *
prompt_move (KontorTable *table, const KontorMpEntry *e, KontorPromptButtons *buttons)
{
  const MpPosition *pos = kontor_mpt_current (table);
  int steps = e->steps > 0 ? e->steps : pos->roll;
  char *text;

  buttons->extra = _("_No Move Possible");
  if (e->steps > 0 || e->label[0] || e->mode_change)
    buttons->cancel = _("_Cancel");
  /* Translators: a player's name, the roll, then the steps the pawn moves */
  text = g_strdup_printf (ngettext ("%s rolled %d: tap the kind of space where the pawn stopped after %d step.",
                                    "%s rolled %d: tap the kind of space where the pawn stopped after %d steps.", steps),
                          kontor_mpt_name (table, pos->active), pos->roll, steps);
  if (e->label[0])
    {
      g_autofree char *head = text;
      /* Translators: the prompt, then the name typed for the stop */
      text = g_strdup_printf (_("%s The stop is named “%s”."), head, e->label);
    }
  return text;
}

static char *
prompt_combat (KontorTable *table, const KontorMpEntry *e, KontorPromptButtons *buttons)
{
  const MpPosition *pos = kontor_mpt_current (table);
  const char *who = kontor_mpt_name (table, pos->active);
  gboolean tablet = pos->tablet[pos->active];

  buttons->extra = tablet ? _("_Refuse the Fight") : _("_Roll for Me");
  if (e->red > 0 || e->black > 0)
    buttons->cancel = _("_Cancel");
  if (e->red > 0)
    /* Translators: the red die chosen */
    return g_strdup_printf (_("Red %d: now tap the black die as rolled."), e->red);
  if (e->black > 0)
    /* Translators: the black die chosen */
    return g_strdup_printf (_("Black %d: now tap the red die as rolled."), e->black);
  if (tablet)
    /* Translators: a player's name, then the roll (5 or 6) */
    return g_strdup_printf (_("%s rolled %d and must fight: tap the red and the black die as rolled, or refuse the fight with the Golden Tablet."),
                            who, pos->roll);
  /* Translators: a player's name, then the roll (5 or 6) */
  return g_strdup_printf (_("%s rolled %d and must fight: tap the red and the black die as rolled, or let Kontor roll them."),
                          who, pos->roll);
}

static char *
prompt_stop (KontorTable *table, KontorPromptButtons *buttons)
{
  const MpPosition *pos = kontor_mpt_current (table);
  int me = pos->active;
  const char *who = kontor_mpt_name (table, me);

  buttons->extra = _("_End Turn");
  if (pos->stop == MP_STOP_TRADING)
    {
      g_autofree char *place = kontor_mp_space_text (&pos->pawn[me]);
      /* Translators: a player's name, a trading place ("a trading place (green)"), then its goods group */
      return g_strdup_printf (_("%s stopped at %s: tap cards to sell, the %s pile to buy, or a player there to buy from; then end the turn."),
                              who, place, kontor_mp_group_name (pos->pawn[me].group));
    }
  if (pos->stop == MP_STOP_KHANBALIK && !pos->tablet[me] && !pos->secret[me])
    /* Translators: a player's name */
    return g_strdup_printf (_("%s is at Khanbalik: tap the Khan to give three 400 cards for a Golden Tablet, or end the turn."), who);
  if (pos->stop == MP_STOP_MISSION && pos->tablet[me])
    /* Translators: a player's name */
    return g_strdup_printf (_("%s is at the mission city: type its name to reveal it and take the Secret of the Orient, or end the turn."), who);
  /* Translators: a player's name */
  return g_strdup_printf (_("%s has nothing more to do this turn: end the turn."), who);
}

char *
kontor_mpt_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons)
{
  const KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);
  const char *who = kontor_mpt_name (table, pos->active);

  switch (e->mode)
    {
    case KONTOR_MP_ROLL:
      buttons->extra = _("_Roll for Me");
      /* Translators: a player's name */
      return g_strdup_printf (_("%s rolls the red die: tap the number rolled, or let Kontor roll."), who);
    case KONTOR_MP_MOVE:
      return prompt_move (table, e, buttons);
    case KONTOR_MP_COMBAT:
      return prompt_combat (table, e, buttons);
    case KONTOR_MP_GIFTS:
      {
        int n = 0;
        for (int k = 0; k < MP_N_KINDS; k++)
          n += e->gifts[k];
        buttons->cancel = _("_Cancel");
        buttons->done = n > 0;
        /* Translators: the cards chosen so far */
        return g_strdup_printf (ngettext ("Gifts for the Khan: tap the cards to give, three 400 cards (%d chosen), then press Done.",
                                          "Gifts for the Khan: tap the cards to give, three 400 cards (%d chosen), then press Done.", n),
                                n);
      }
    case KONTOR_MP_CHANCE:
      {
        g_autofree char *card = kontor_mp_kind_name (pos->pending[0]);
        buttons->cancel = _("_Cancel");
        buttons->done = TRUE;
        /* Translators: a player's name, a chance card ("green chance card"), then the effects entered so far */
        return g_strdup_printf (ngettext ("%s drew the %s: tap it to add what it says, one effect at a time (%d entered), then press Done.",
                                          "%s drew the %s: tap it to add what it says, one effect at a time (%d entered), then press Done.",
                                          e->partial.n_effects),
                                who, card, e->partial.n_effects);
      }
    case KONTOR_MP_ENDED:
      buttons->extra = _("Show the _Score");
      /* Translators: the winner's name */
      return g_strdup_printf (_("%s has won: the pawn reached Venice meeting every condition."), kontor_mpt_name (table, pos->winner));
    default:
      return prompt_stop (table, buttons);
    }
}
