/* kontor-moe-table-ask.c: the half of Merchants of Europe's table part that
 * asks: the robber's steal, pieces placed again, the isolation gold,
 * deliveries from a standing caravan and development cards
 * (kontor-moe-table.h lists the questions and their choice ids), and the
 * prompt of each step.  Every rule is asked of the engine. */
#include "config.h"

#include "kontor-moe-table-private.h"

/* ------------------------------------------------------------ the robber */

static void
ask_stolen (KontorTable *table, KontorMoeEntry *e, int victim)
{
  const MoePosition *pos = kontor_moet_current (table);
  /* Translators: the player robbed */
  g_autofree char *body = g_strdup_printf (_("Name the card taken at random from %s."), kontor_moet_name (table, victim));
  KontorQuestion *q = kontor_question_new (_("Which card was taken?"), body);
  int n = 0;

  for (int t = 0; t < MOE_N_RES; t++)
    if (pos->players[victim].hand[t] > 0)
      {
        e->options[n++] = (gint8) t;
        kontor_question_add_choice (q, kontor_moe_res_ids[t], kontor_moe_res_name (t));
      }
  e->victim = victim;
  e->asking = KONTOR_MOE_ASK_STOLEN;
  kontor_table_ask (table, q);
}

void
kontor_moet_robber (KontorTable *table, KontorMoeEntry *e, int victim, int card)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (e->lancer ? MOE_DO_PLAY_DEV : MOE_DO_ROBBER);
  MoeRobber *r = e->lancer ? &a.effects[0].robber : &a.robber;
  int kinds = 0, first = -1;

  if (e->lancer)
    {
      a.kind = MOE_DEV_LANCER;
      a.n_effects = 1;
      a.n_moves = 1;
      a.effects[0].type = MOE_FX_ROBBER;
      r->card = -1;
      r->from = MOE_COLOR_UNKNOWN;
    }
  kontor_moet_set_label (&a, &r->to, &r->has_to, e->label);
  if (victim >= 0)
    {
      r->has_steal = 1;
      r->from = (gint8) pos->colors[victim];
      for (int t = MOE_N_RES - 1; t >= 0; t--)
        if (pos->players[victim].hand[t] > 0)
          kinds++, first = t;
      /* table draws: the card is named; one type held names itself */
      r->card = (gint8) (pos->seeded ? card : card >= 0 ? card : MAX (first, 0));
      if (!pos->seeded && card < 0 && kinds > 1)
        {
          g_autoptr (GError) error = NULL;
          if (!kontor_moe_try (pos, &a, &error))
            kontor_table_refuse (table, error);
          else
            ask_stolen (table, e, victim);
          return;
        }
    }
  kontor_moet_enter (table, e, &a);
}

/* ------------------------------------------------------------ builds */

MoeAction
kontor_moet_build_action (KontorTable *table, const KontorMoeEntry *e, int build, int replace)
{
  static const MoeDo what[] = { MOE_DO_BUY_DEV, MOE_DO_BUILD_MERCHANT, MOE_DO_BUILD_CARAVAN, MOE_DO_BUILD_ROUTE };
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (what[build]);

  if (build == KONTOR_MOE_BUILD_DEV)
    return a;
  a.replace = (gint8) replace;
  kontor_moet_set_label (&a, &a.at, &a.has_at, e->label);
  a.flag = build == KONTOR_MOE_BUILD_ROUTE && e->double_arrow;
  a.free = build == KONTOR_MOE_BUILD_ROUTE && pos->free_routes > 0;
  if (build != KONTOR_MOE_BUILD_CARAVAN)
    return a;
  a.moves[0].has_deliver = e->n_deliver > 0;
  for (int i = 0; i < e->n_deliver; i++)
    {
      const MoeKontor *k = &pos->kontors[e->deliver[i]];
      a.moves[0].deliver[i].owner = (gint8) (k->owner == MOE_NEUTRAL ? pos->neutral : pos->colors[k->owner]);
      kontor_moe_action_set_text (&a, &a.moves[0].deliver[i].city, k->label);
    }
  a.moves[0].n_deliver = (guint8) e->n_deliver;
  return a;
}

static void
ask_replace (KontorTable *table, KontorMoeEntry *e, int build)
{
  gboolean caravan = build == KONTOR_MOE_BUILD_CARAVAN;
  KontorQuestion *q = kontor_question_new (caravan ? _("Which caravan is placed again?") : _("Which merchant is placed again?"),
                                           caravan ? _("Both caravans are on the board: one is taken off and placed again, at the full cost.")
                                                   : _("Both merchants are on the board: one is taken off and placed again, at the full cost."));

  /* Translators: a choice: the piece with this number */
  kontor_question_add_choice (q, "1", caravan ? _("Caravan 1") : _("Merchant 1"));
  /* Translators: a choice: the piece with this number */
  kontor_question_add_choice (q, "2", caravan ? _("Caravan 2") : _("Merchant 2"));
  e->build = build;
  e->asking = KONTOR_MOE_ASK_REPLACE;
  kontor_table_ask (table, q);
}

static void
ask_gold (KontorTable *table, KontorMoeEntry *e)
{
  const MoePosition *pos = kontor_moet_current (table);
  KontorQuestion *q = kontor_question_new (_("Who earns gold for the connection?"),
                                           _("The new route ends a city's isolation: each player earns 1 gold per route of their own on the shortest chain to another city."));

  kontor_question_add_choice (q, "gold", _("Pay the gold"));
  q->suggested = 0;
  q->n_numbers = pos->n_players;
  for (int p = 0; p < pos->n_players; p++)
    {
      q->number_labels[p] = g_strdup (kontor_moet_name (table, p));
      q->number_max[p] = MOE_ROUTES;
      q->number_value[p] = p == pos->active;
    }
  e->asking = KONTOR_MOE_ASK_GOLD;
  kontor_table_ask (table, q);
}

void
kontor_moet_build (KontorTable *table, KontorMoeEntry *e, int build, int replace)
{
  const MoePosition *pos = kontor_moet_current (table);
  const MoePlayer *pl = &pos->players[pos->active];
  const MoePiece *pieces = build == KONTOR_MOE_BUILD_CARAVAN ? pl->caravan : pl->merchant;
  gboolean both = build != KONTOR_MOE_BUILD_DEV && build != KONTOR_MOE_BUILD_ROUTE && pieces[0].on_board && pieces[1].on_board;
  MoeAction a = kontor_moet_build_action (table, e, build, both && replace == 0 ? 1 : replace);
  g_autoptr (GError) error = NULL;

  if ((both && replace == 0) || (build == KONTOR_MOE_BUILD_ROUTE && e->connect))
    {
      if (!kontor_moe_try (pos, &a, &error))
        kontor_table_refuse (table, error);
      else if (both)
        ask_replace (table, e, build);
      else
        ask_gold (table, e);
      return;
    }
  kontor_moet_enter (table, e, &a);
}

static void
answer_gold (KontorTable *table, KontorMoeEntry *e, const int *numbers)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moet_build_action (table, e, KONTOR_MOE_BUILD_ROUTE, 0);

  a.has_gold = 1;
  for (int p = 0; p < pos->n_players && numbers; p++)
    if (numbers[p] > 0)
      {
        a.gold[pos->colors[p]] = MIN (numbers[p], MOE_ROUTES);
        a.gold_mask |= (guint8) (1 << pos->colors[p]);
      }
  kontor_moet_enter (table, e, &a);
}

/* ------------------------------------------------------------ deliveries */

void
kontor_moet_deliver (KontorTable *table, KontorMoeEntry *e, int piece)
{
  const MoePosition *pos = kontor_moet_current (table);
  const MoePlayer *pl = &pos->players[pos->active];
  guint8 list[MOE_MAX_DELIVER];
  int n = e->n_deliver;

  if (n == 0)
    return;
  if (piece == 0 && pl->caravan[0].on_board && pl->caravan[1].on_board)
    {
      KontorQuestion *q = kontor_question_new (_("Which caravan delivers?"),
                                               _("Both caravans stand on the board: name the one beside the kontor."));
      kontor_question_add_choice (q, "1", _("Caravan 1"));
      kontor_question_add_choice (q, "2", _("Caravan 2"));
      e->asking = KONTOR_MOE_ASK_STANDING;
      kontor_table_ask (table, q);
      return;
    }
  if (piece == 0)
    piece = pl->caravan[1].on_board ? 2 : 1;
  memcpy (list, e->deliver, sizeof list);
  for (int i = 0; i < n; i++)
    {
      const MoePosition *now = kontor_moet_current (table);
      const MoeKontor *k = &now->kontors[list[i]];
      MoeAction a = kontor_moe_action_new (MOE_DO_DELIVER);
      a.piece = (gint8) piece;
      a.owner = (gint8) (k->owner == MOE_NEUTRAL ? now->neutral : now->colors[k->owner]);
      kontor_moet_set_label (&a, &a.city, &a.has_city, k->label);
      if (!kontor_moet_enter (table, e, &a) || now->ended)
        return;
    }
}

/* ------------------------------------------------------------ development cards */

void
kontor_moet_ask_dev (KontorTable *table, KontorMoeEntry *e)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
  KontorQuestion *q;
  /* Translators: a player's name */
  g_autofree char *heading = g_strdup_printf (_("Which card does %s play?"), kontor_moet_name (table, pos->active));

  a.kind = MOE_DEV_LANCER;
  a.n_moves = 1;
  a.n_effects = 1;
  a.effects[0].type = MOE_FX_ROBBER;
  a.effects[0].robber.card = -1;
  if (!kontor_moe_try (pos, &a, NULL))
    {
      a.kind = MOE_DEV_UNKNOWN;
      a.n_effects = 0;
      if (!kontor_moe_try (pos, &a, NULL))
        {
          kontor_moet_enter (table, e, &a);   /* the engine says why not */
          return;
        }
    }
  q = kontor_question_new (heading, _("A lancer moves the robber; any other card is entered with its effects unchecked."));
  kontor_question_add_choice (q, "lancer", _("Lancer"));
  kontor_question_add_choice (q, "unknown", _("Another card"));
  e->asking = KONTOR_MOE_ASK_DEV;
  kontor_table_ask (table, q);
}

void
kontor_moet_play_dev_json (KontorTable *table, KontorMoeEntry *e, const char *kind, const char *effects)
{
  g_autoptr (JsonNode) list = json_from_string (effects, NULL);
  g_autoptr (JsonObject) o = json_object_new ();
  g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr (GError) error = NULL;
  MoeAction a;

  json_object_set_string_member (o, "do", "play-dev");
  json_object_set_string_member (o, "kind", kind);
  if (list)
    json_object_set_member (o, "effects", g_steal_pointer (&list));
  json_node_set_object (node, o);
  if (!kontor_moe_action_from_json (node, kontor_moet_current (table), &a, &error))
    {
      kontor_table_refuse (table, error);
      return;
    }
  kontor_moet_enter (table, e, &a);
}

/* ------------------------------------------------------------ answers */

void
kontor_moet_answer (KontorTable *table, gpointer state, int choice, const int *numbers)
{
  KontorMoeEntry *e = state;
  KontorMoeQuestion asking = e->asking;

  e->asking = KONTOR_MOE_ASK_NOTHING;
  if (choice < 0)
    return;
  switch (asking)
    {
    case KONTOR_MOE_ASK_STOLEN:
      kontor_moet_robber (table, e, e->victim, e->options[choice]);
      break;
    case KONTOR_MOE_ASK_REPLACE:
      kontor_moet_build (table, e, e->build, choice + 1);
      break;
    case KONTOR_MOE_ASK_STANDING:
      kontor_moet_deliver (table, e, choice + 1);
      break;
    case KONTOR_MOE_ASK_DEV:
      if (choice == 0)
        e->lancer = TRUE;
      else
        kontor_moet_play_dev_json (table, e, "unknown", "[]");
      break;
    default:
      answer_gold (table, e, numbers);
      break;
    }
}

/* ------------------------------------------------------------ prompt */

static char *
prompt_setup (KontorTable *table, const KontorMoeEntry *e, KontorPromptButtons *buttons)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeDo what;
  int seat, n = 0;

  kontor_moe_setup_due (pos, &what, &seat);
  for (int t = 0; t < MOE_N_RES; t++)
    n += e->chosen[t];
  if (n > 0 || e->label[0])
    buttons->cancel = _("_Cancel");
  switch (what)
    {
    case MOE_DO_SETUP_KONTOR:
      /* Translators: a player's name */
      return g_strdup_printf (_("%s places a kontor on an empty violet city space: type the city's name."),
                              kontor_moet_name (table, seat));
    case MOE_DO_SETUP_NEUTRAL:
      /* Translators: a player's name */
      return g_strdup_printf (_("%s places a neutral kontor on an empty violet city space: type the city's name."),
                              kontor_moet_name (table, seat));
    case MOE_DO_SETUP_RESOURCES:
      buttons->done = n > 0;
      /* Translators: a player's name, then the cards chosen so far */
      return g_strdup_printf (ngettext ("%s takes the starting hand: tap a card in the bank for each terrain touching the third kontor (%d chosen), then press Done.",
                                        "%s takes the starting hand: tap a card in the bank for each terrain touching the third kontor (%d chosen), then press Done.", n),
                              kontor_moet_name (table, seat), n);
    default:
      buttons->done = TRUE;
      /* Translators: a player's name */
      return g_strdup_printf (_("%s places the first route next to a kontor and a caravan beside it: type the route's label if you like, then press Done."),
                              kontor_moet_name (table, seat));
    }
}

static char *
prompt_trade (KontorTable *table, const KontorMoeEntry *e, KontorPromptButtons *buttons)
{
  const char *who = kontor_moet_name (table, kontor_moet_current (table)->active);
  g_autofree char *give = kontor_moe_items_text (e->give, TRUE), *get = kontor_moe_items_text (e->get, TRUE);

  buttons->cancel = _("_Cancel");
  if (e->partner >= 0)
    {
      buttons->done = TRUE;
      /* Translators: a player's name, what they give ("1 wool"), the partner, then what they get */
      return g_strdup_printf (_("%s gives %s to %s for %s: tap more cards or gold, then press Done to trade."), who, give,
                              kontor_moet_name (table, e->partner), get);
    }
  /* Translators: a player's name, then what they give ("3 ore") */
  return g_strdup_printf (_("%s gives %s: tap a card in the bank for a bank trade, or another player's cards to trade with them."),
                          who, give);
}

static char *
prompt_actions (KontorTable *table, const KontorMoeEntry *e, KontorPromptButtons *buttons)
{
  const MoePosition *pos = kontor_moet_current (table);
  const char *who = kontor_moet_name (table, pos->active);

  buttons->extra = _("_End Turn");
  if (e->give[0] + e->give[1] + e->give[2] + e->give[3] + e->give[4] + e->give[MOE_GOLD] > 0 || e->partner >= 0)
    return prompt_trade (table, e, buttons);
  if (e->label[0] || e->double_arrow || e->connect || e->n_deliver > 0)
    buttons->cancel = _("_Cancel");
  if (e->n_deliver > 0)
    {
      buttons->done = TRUE;
      /* Translators: a player's name, then the kontors chosen */
      return g_strdup_printf (ngettext ("%s delivers to %d kontor: press Done to deliver from a standing caravan, or tap Caravan to place a new caravan that delivers.",
                                        "%s delivers to %d kontors: press Done to deliver from a standing caravan, or tap Caravan to place a new caravan that delivers.",
                                        e->n_deliver),
                              who, e->n_deliver);
    }
  if (e->mode == KONTOR_MOE_FREE_ROUTE)
    /* Translators: a player's name */
    return g_strdup_printf (_("%s places the free route now: tap Route, or it is lost."), who);
  /* Translators: a player's name */
  return g_strdup_printf (_("%s trades, builds and moves: tap cards to trade, a build to pay for it, a merchant or caravan to move it, or end the turn."),
                          who);
}

static char *
prompt_move (KontorTable *table, const KontorMoeEntry *e, KontorPromptButtons *buttons)
{
  const char *who = kontor_moet_name (table, kontor_moet_current (table)->active);
  int paid = MAX (1, (e->steps + 2) / 3);

  buttons->done = TRUE;
  buttons->cancel = _("_Cancel");
  if (e->mode == KONTOR_MOE_CARAVAN)
    /* Translators: a player's name, the caravan's number, the steps, then the salt paid */
    return g_strdup_printf (ngettext ("%s moves caravan %d %d step for %d salt: tap the players whose routes it used and the kontors it delivers to, then press Done.",
                                      "%s moves caravan %d %d steps for %d salt: tap the players whose routes it used and the kontors it delivers to, then press Done.",
                                      e->steps),
                            who, e->piece, e->steps, paid);
  /* Translators: a player's name, the merchant's number, the steps, then the grain paid */
  return g_strdup_printf (ngettext ("%s moves merchant %d %d step for %d grain: type where it stops and press Done, or type the city where it founds a kontor.",
                                    "%s moves merchant %d %d steps for %d grain: type where it stops and press Done, or type the city where it founds a kontor.",
                                    e->steps),
                          who, e->piece, e->steps, paid);
}

static char *
prompt_seven (KontorTable *table, const KontorMoeEntry *e, KontorPromptButtons *buttons)
{
  const MoePosition *pos = kontor_moet_current (table);
  int seat = kontor_moe_discard_seat (pos), n = 0;

  for (int t = 0; t < MOE_N_RES; t++)
    n += e->chosen[t];
  if (e->mode == KONTOR_MOE_ROBBER)
    {
      buttons->done = TRUE;
      if (e->lancer || e->label[0])
        buttons->cancel = _("_Cancel");
      /* Translators: a player's name */
      return g_strdup_printf (_("%s moves the robber: type the new terrain's label if you like, then tap the opponent robbed, or press Done to take nothing."),
                              kontor_moet_name (table, pos->active));
    }
  buttons->done = n == pos->discard_owed[seat];
  if (n > 0)
    buttons->cancel = _("_Cancel");
  /* Translators: a player's name, the cards they owe, then the cards chosen so far */
  return g_strdup_printf (ngettext ("%s returns %d card to the bank: tap the cards returned (%d chosen), then press Done.",
                                    "%s returns %d cards to the bank: tap the cards returned (%d chosen), then press Done.",
                                    pos->discard_owed[seat]),
                          kontor_moet_name (table, seat), pos->discard_owed[seat], n);
}

char *
kontor_moet_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons)
{
  const KontorMoeEntry *e = state;
  const MoePosition *pos = kontor_moet_current (table);
  const char *who = kontor_moet_name (table, pos->active);
  int n = 0;

  switch (e->mode)
    {
    case KONTOR_MOE_SETUP: return prompt_setup (table, e, buttons);
    case KONTOR_MOE_ROLL:
      buttons->extra = _("_Roll for Me");
      if (e->die[0] > 0 || e->die[1] > 0)
        {
          buttons->cancel = _("_Cancel");
          /* Translators: the die chosen */
          return g_strdup_printf (_("One die shows %d: now tap the other die."), MAX (e->die[0], e->die[1]));
        }
      /* Translators: a player's name */
      return g_strdup_printf (_("%s rolls both dice: tap the two dice as rolled, or let Kontor roll."), who);
    case KONTOR_MOE_DISCARD:
    case KONTOR_MOE_ROBBER: return prompt_seven (table, e, buttons);
    case KONTOR_MOE_PRODUCTION:
      for (int p = 0; p < pos->n_players; p++)
        for (int t = 0; t < MOE_N_RES; t++)
          n += e->owed[p][t];
      buttons->done = TRUE;
      buttons->cancel = _("_Cancel");
      /* Translators: the total rolled, then the cards in the grid */
      return g_strdup_printf (ngettext ("Production of the %d: tap the cards each player is owed (%d card so far), then press Done.",
                                        "Production of the %d: tap the cards each player is owed (%d cards so far), then press Done.", n),
                              pos->dice[0] + pos->dice[1], n);
    case KONTOR_MOE_MERCHANT:
    case KONTOR_MOE_CARAVAN: return prompt_move (table, e, buttons);
    case KONTOR_MOE_ENDED:
      buttons->extra = _("Show the _Score");
      return kontor_moe_win_text (pos, kontor_moet_setup (table));
    default: return prompt_actions (table, e, buttons);
    }
}

/* ------------------------------------------------------------ what is under the cursor */

static char *
hand_text (KontorTable *table, const MoePosition *pos, int seat, int res)
{
  const KontorMoeEntry *e = kontor_table_get_state (table);
  const char *who = kontor_moet_name (table, seat);
  int n = kontor_moe_hand_size (pos, seat);
  gint32 counts[MOE_N_RES];
  g_autofree char *list = NULL;

  if (e->revealed != seat)
    /* Translators: a player's name, the cards they hold, then the name again */
    return g_strdup_printf (ngettext ("%s's hand is hidden: %d card. Tap to show it to %s only.",
                                      "%s's hand is hidden: %d cards. Tap to show it to %s only.", n),
                            who, n, who);
  if (res >= 0)
    /* Translators: a player's name, a count, then a resource ("ore") */
    return g_strdup_printf (_("%s holds %d %s."), who, pos->players[seat].hand[res], kontor_moe_res_name (res));
  for (int t = 0; t < MOE_N_RES; t++)
    counts[t] = pos->players[seat].hand[t];
  list = kontor_moe_items_text (counts, FALSE);
  /* Translators: a player's name, then the cards they hold ("1 wood, 2 salt") */
  return g_strdup_printf (_("%s's hand: %s."), who, list);
}

static char *
progress_text (KontorTable *table, const MoePosition *pos, int seat)
{
  const MoePlayer *me = &pos->players[seat];
  int place = 1;

  for (int p = 0; p < pos->n_players; p++)
    {
      const MoePlayer *o = &pos->players[p];
      place += o->delivered > me->delivered || (o->delivered == me->delivered && o->covered < me->covered);
    }
  /* Translators: a player's name, the goods delivered, the target, then the place in the race */
  return g_strdup_printf (_("%s: %d of %d goods delivered, place %d."), kontor_moet_name (table, seat), me->delivered,
                          pos->warehouse + 1, place);
}

static char *
produced_text (KontorTable *table, const MoePosition *pos, int seat)
{
  int got[MOE_MAX_PLAYERS][MOE_N_RES], gold[MOE_MAX_PLAYERS];
  gint32 items[MOE_N_RES + 1];
  g_autofree char *list = NULL;

  if (!kontor_moe_table_produced (table, got, gold))
    return g_strdup (_("No production has been entered this turn."));
  for (int t = 0; t < MOE_N_RES; t++)
    items[t] = got[seat][t];
  items[MOE_GOLD] = gold[seat];
  list = kontor_moe_items_text (items, TRUE);
  /* Translators: a player's name, then what this turn's roll gave them ("1 salt" or "1 gold") */
  return g_strdup_printf (_("This turn's roll gave %s %s."), kontor_moet_name (table, seat), list);
}

static char *
piece_text (KontorTable *table, const MoePosition *pos, int item, int b)
{
  const MoePlayer *pl = &pos->players[b / 2];
  gboolean caravan = item == KONTOR_MOE_ITEM_CARAVAN;
  const MoePiece *p = caravan ? &pl->caravan[b % 2] : &pl->merchant[b % 2];
  const char *who = kontor_moet_name (table, b / 2);

  if (!p->on_board)
    /* Translators: a player's name, then the piece's number */
    return g_strdup_printf (caravan ? _("%s's caravan %d is in reserve.") : _("%s's merchant %d is in reserve."), who, b % 2 + 1);
  if (!p->known)
    /* Translators: a player's name, then the piece's number */
    return g_strdup_printf (caravan ? _("%s's caravan %d is on the board.") : _("%s's merchant %d is on the board."), who,
                            b % 2 + 1);
  /* Translators: a player's name, the piece's number, then its label */
  return g_strdup_printf (caravan ? _("%s's caravan %d stands at %s.") : _("%s's merchant %d stands at %s."), who, b % 2 + 1,
                          p->label);
}

static char *
kontor_text (KontorTable *table, const MoePosition *pos, int k)
{
  const MoeKontor *ko = &pos->kontors[k];
  const char *owner = kontor_moe_owner_name (pos, kontor_moet_setup (table), ko->owner);

  if (ko->owner == MOE_NEUTRAL && ko->token >= 0)
    /* Translators: the city, then the player whose goods lie there */
    return g_strdup_printf (_("The neutral kontor in %s holds %s's goods."), ko->label, kontor_moet_name (table, ko->token));
  if (ko->owner == MOE_NEUTRAL)
    /* Translators: the city */
    return g_strdup_printf (_("The neutral kontor in %s holds no goods yet."), ko->label);
  if (ko->token >= 0)
    /* Translators: the owner, the city, then the player whose goods lie there */
    return g_strdup_printf (_("%s's kontor in %s holds %s's goods."), owner, ko->label, kontor_moet_name (table, ko->token));
  /* Translators: the owner, then the city */
  return g_strdup_printf (_("%s's kontor in %s holds no goods yet."), owner, ko->label);
}

static char *
seat_text (KontorTable *table, const MoePosition *pos, int item, int b)
{
  switch (item)
    {
    case KONTOR_MOE_ITEM_CARD: return hand_text (table, pos, b / MOE_N_RES, b % MOE_N_RES);
    case KONTOR_MOE_ITEM_HAND: return hand_text (table, pos, b, -1);
    case KONTOR_MOE_ITEM_GOLD:
      /* Translators: a player's name, then their gold */
      return g_strdup_printf (_("%s has %d gold."), kontor_moet_name (table, b), (int) pos->players[b].gold);
    case KONTOR_MOE_ITEM_PLAYER: return kontor_moe_ledger_text (pos, kontor_moet_setup (table), b);
    case KONTOR_MOE_ITEM_PROGRESS: return progress_text (table, pos, b);
    case KONTOR_MOE_ITEM_PRODUCED: return produced_text (table, pos, b);
    case KONTOR_MOE_ITEM_DEV:
      /* Translators: a player's name, then the development cards they hold */
      return g_strdup_printf (ngettext ("%s holds %d development card.", "%s holds %d development cards.", pos->players[b].n_dev),
                              kontor_moet_name (table, b), pos->players[b].n_dev);
    case KONTOR_MOE_ITEM_OWED:
    case KONTOR_MOE_ITEM_OWED_LESS:
      {
        const KontorMoeEntry *e = kontor_table_get_state (table);
        /* Translators: a player's name, a count, then a resource ("ore") */
        return g_strdup_printf (_("%s is owed %d %s this roll."), kontor_moet_name (table, b / MOE_N_RES),
                                e->owed[b / MOE_N_RES][b % MOE_N_RES], kontor_moe_res_name (b % MOE_N_RES));
      }
    case KONTOR_MOE_ITEM_MERCHANT:
    case KONTOR_MOE_ITEM_CARAVAN: return piece_text (table, pos, item, b);
    default: return kontor_text (table, pos, b);
    }
}

static char *
table_text (const MoePosition *pos, int item, int b)
{
  static const char *const costs[] = {
    N_("A development card costs wool and salt."), N_("A merchant costs wool, grain and wood."),
    N_("A caravan costs ore, wood and salt."), N_("A route costs ore and wood."),
  };

  switch (item)
    {
    case KONTOR_MOE_ITEM_DIE:
      if (b % 8 < 1 || b % 8 > 6)
        return NULL;
      /* Translators: a die's number (first or second), then its face */
      return g_strdup_printf (_("Die %d shows %d."), b / 8 + 1, b % 8);
    case KONTOR_MOE_ITEM_BANK:
      if (b == MOE_GOLD)
        /* Translators: the bank's gold (below 0 when the table stands in) */
        return g_strdup_printf (_("The bank holds %d gold."), (int) pos->bank_gold);
      /* Translators: a count, then a resource ("ore") */
      return g_strdup_printf (_("The bank holds %d %s."), pos->bank[b], kontor_moe_res_name (b));
    case KONTOR_MOE_ITEM_BUILD: return g_strdup (_(costs[b]));
    case KONTOR_MOE_ITEM_STEPS:
      /* Translators: the steps a merchant or caravan moved */
      return g_strdup_printf (ngettext ("The piece moved %d step.", "The piece moved %d steps.", b), b);
    case KONTOR_MOE_ITEM_DOUBLE_ARROW: return g_strdup (_("The route is placed on a double-arrow path: a free route follows."));
    case KONTOR_MOE_ITEM_CONNECT: return g_strdup (_("The route ends a city's isolation: gold is paid for the chain."));
    case KONTOR_MOE_ITEM_DECK:
      /* Translators: the development cards in the deck, then in the discard pile */
      return g_strdup_printf (_("The development deck holds %d cards; %d are discarded."), pos->deck, pos->discards);
    default:
      if (pos->robber_known)
        /* Translators: the label of the robber's terrain */
        return g_strdup_printf (_("The robber stands on %s."), pos->robber);
      return g_strdup (_("The robber stands on a terrain not named."));
    }
}

static gboolean
text_in_range (const MoePosition *pos, int item, int b)
{
  switch (item)
    {
    case KONTOR_MOE_ITEM_CARD:
    case KONTOR_MOE_ITEM_OWED:
    case KONTOR_MOE_ITEM_OWED_LESS: return b >= 0 && b < pos->n_players * MOE_N_RES;
    case KONTOR_MOE_ITEM_MERCHANT:
    case KONTOR_MOE_ITEM_CARAVAN: return b >= 0 && b < pos->n_players * 2;
    case KONTOR_MOE_ITEM_KONTOR: return b >= 0 && b < pos->n_kontors;
    case KONTOR_MOE_ITEM_DIE: return b >= 0 && b < 16;
    case KONTOR_MOE_ITEM_BANK: return b >= 0 && b <= MOE_GOLD;
    case KONTOR_MOE_ITEM_BUILD: return b >= 0 && b < KONTOR_MOE_N_BUILDS;
    case KONTOR_MOE_ITEM_STEPS: return b >= 0 && b <= KONTOR_MOE_MAX_STEPS;
    case KONTOR_MOE_ITEM_DOUBLE_ARROW:
    case KONTOR_MOE_ITEM_CONNECT:
    case KONTOR_MOE_ITEM_DECK:
    case KONTOR_MOE_ITEM_ROBBER: return b == 0;
    default: return b >= 0 && b < pos->n_players;
    }
}

char *
kontor_moet_target_text (KontorTable *table, const KontorTarget *target)
{
  const MoePosition *pos = kontor_table_get_shown_position (table);
  int a = target->a, b = target->b;

  if (target->kind != KONTOR_TARGET_ITEM || a < 0 || a > KONTOR_MOE_ITEM_ROBBER || !text_in_range (pos, a, b))
    return NULL;
  switch (a)
    {
    case KONTOR_MOE_ITEM_DIE:
    case KONTOR_MOE_ITEM_BANK:
    case KONTOR_MOE_ITEM_BUILD:
    case KONTOR_MOE_ITEM_STEPS:
    case KONTOR_MOE_ITEM_DOUBLE_ARROW:
    case KONTOR_MOE_ITEM_CONNECT:
    case KONTOR_MOE_ITEM_DECK:
    case KONTOR_MOE_ITEM_ROBBER: return table_text (pos, a, b);
    default: return seat_text (table, pos, a, b);
    }
}
