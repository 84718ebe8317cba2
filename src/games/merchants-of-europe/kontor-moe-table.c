/* kontor-moe-table.c: Merchants of Europe at the table: what a tap, Done or
 * a command means in each step of a turn, the production grid with its
 * pre-fill, the marks and what this turn's roll produced
 * (kontor-moe-table.h maps the targets; the questions, the prompt and the
 * words at a target are kontor-moe-table-ask.c, the history rows and hints
 * kontor-moe-hints.c).  Every rule is asked of the engine (entries tried on
 * a copy); the position is always the one entries are made on
 * (kontor_table_get_entry_position), so a correction of an earlier entry is
 * entered like any other. */
#include "config.h"

#include "kontor-moe-table-private.h"

/* ------------------------------------------------------------ state */

void
kontor_moet_step_reset (KontorMoeEntry *e)
{
  memset (e, 0, sizeof *e);
  e->mode = KONTOR_MOE_ROLL;
  e->revealed = -1;
  e->partner = -1;
  e->victim = -1;
  e->steps = 3;
}

static void
moe_reset (KontorTable *table, gpointer state)
{
  kontor_moet_step_reset (state);
}

gboolean
kontor_moet_enter (KontorTable *table, KontorMoeEntry *e, const MoeAction *a)
{
  MoeAction copy = *a;
  if (!kontor_table_enter (table, &copy))
    return FALSE;
  kontor_moet_step_reset (e);
  return TRUE;
}

void
kontor_moet_set_label (MoeAction *a, MoeText *field, guint8 *has, const char *label)
{
  *has = label[0] != '\0';
  kontor_moe_action_set_text (a, field, label);
}

/* The grid starts with the entitlements entered after the last roll of the
 * same total before this one (spec §3.10), by seat. */
static void
prefill (KontorTable *table, KontorMoeEntry *e)
{
  KontorGame *game = kontor_table_get_game (table);
  const MoePosition *now = kontor_moet_current (table);
  int total = now->dice[0] + now->dice[1];
  guint n = kontor_game_get_cursor (game), index;
  const MoeAction *last = NULL;
  MoePosition pos;

  if (kontor_table_get_fixing (table, NULL, &index))
    n = MIN (n, index);
  kontor_game_position_at (game, 0, &pos);
  for (guint i = 0; i < n; i++)
    {
      const MoeAction *a = kontor_game_get_action (game, i);
      if (a->what == MOE_DO_PRODUCTION && pos.dice[0] + pos.dice[1] == total)
        last = a;
      kontor_moe_apply (&pos, a, NULL);
    }
  memset (e->owed, 0, sizeof e->owed);
  for (int s = 0; s < now->n_players && last; s++)
    for (int t = 0; t < MOE_N_RES; t++)
      e->owed[s][t] = last->owed[now->colors[s]][t];
}

static void
moe_sync (KontorTable *table, gpointer state)
{
  KontorMoeEntry *e = state;
  const MoePosition *pos = kontor_moet_current (table);
  static const KontorMoeMode by_stage[] = {
    KONTOR_MOE_SETUP, KONTOR_MOE_ROLL, KONTOR_MOE_DISCARD, KONTOR_MOE_ROBBER, KONTOR_MOE_PRODUCTION, KONTOR_MOE_ACTIONS,
  };

  if (pos->ended)
    {
      kontor_moet_step_reset (e);
      e->mode = KONTOR_MOE_ENDED;
    }
  else if (pos->stage == MOE_STAGE_PRODUCTION)
    {
      if (e->mode != KONTOR_MOE_PRODUCTION)
        prefill (table, e);
      e->mode = KONTOR_MOE_PRODUCTION;
    }
  else if (e->lancer)
    e->mode = KONTOR_MOE_ROBBER;
  else if (pos->stage == MOE_STAGE_ACTIONS && pos->free_routes > 0)
    e->mode = KONTOR_MOE_FREE_ROUTE;
  else if (pos->stage != MOE_STAGE_ACTIONS || (e->mode != KONTOR_MOE_MERCHANT && e->mode != KONTOR_MOE_CARAVAN))
    e->mode = by_stage[pos->stage];
}

static gboolean
trading (const KontorMoeEntry *e)
{
  for (int t = 0; t <= MOE_GOLD; t++)
    if (e->give[t] > 0)
      return TRUE;
  return e->partner >= 0;
}

static const char *
moe_mode (gconstpointer state)
{
  static const char *const ids[] = {
    "setup", "roll", "discard", "robber", "production", "actions", "merchant", "caravan", "free-route", "ended",
  };
  const KontorMoeEntry *e = state;

  if (e->mode == KONTOR_MOE_ACTIONS && trading (e))
    return "trade";
  if (e->mode == KONTOR_MOE_ACTIONS && e->n_deliver > 0)
    return "deliver";
  return ids[e->mode];
}

/* ------------------------------------------------------------ entries */

static void
roll_dice (KontorTable *table, KontorMoeEntry *e, int d1, int d2)
{
  MoeAction a = kontor_moe_action_new (MOE_DO_ROLL);
  a.has_dice = 1;
  a.dice[0] = (gint8) CLAMP (d1, 1, 6);
  a.dice[1] = (gint8) CLAMP (d2, 1, 6);
  a.own_invalid = d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6;
  kontor_moet_enter (table, e, &a);
}

/* Kontor rolls: the seed's dice, or random dice written into the record. */
static void
roll_for_me (KontorTable *table, KontorMoeEntry *e)
{
  MoeAction a = kontor_moe_action_new (MOE_DO_ROLL);
  if (kontor_moet_current (table)->seeded)
    kontor_moet_enter (table, e, &a);
  else
    roll_dice (table, e, g_random_int_range (1, 7), g_random_int_range (1, 7));
}

static void
enter_production (KontorTable *table, KontorMoeEntry *e)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (MOE_DO_PRODUCTION);

  for (int s = 0; s < pos->n_players; s++)
    for (int t = 0; t < MOE_N_RES; t++)
      if (e->owed[s][t] > 0)
        {
          a.owed[pos->colors[s]][t] = e->owed[s][t];
          a.owed_mask |= (guint8) (1 << pos->colors[s]);
        }
  kontor_moet_enter (table, e, &a);
}

static void
enter_setup (KontorTable *table, KontorMoeEntry *e, const char *city)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeDo what = MOE_DO_ROLL;
  int seat;
  MoeAction a;

  kontor_moe_setup_due (pos, &what, &seat);
  a = kontor_moe_action_new (what);
  if (what == MOE_DO_SETUP_RESOURCES)
    for (int t = 0; t < MOE_N_RES; t++)
      for (int j = 0; j < e->chosen[t] && a.n_cards < 3; j++)
        a.cards[a.n_cards++] = (gint8) t;
  else if (what == MOE_DO_SETUP_ROUTE)
    kontor_moet_set_label (&a, &a.at, &a.has_at, e->label);
  else
    kontor_moet_set_label (&a, &a.city, &a.has_city, city ? city : "");
  if (city == NULL && (what == MOE_DO_SETUP_KONTOR || what == MOE_DO_SETUP_NEUTRAL))
    return;   /* the city is typed */
  kontor_moet_enter (table, e, &a);
}

static void
enter_movement (KontorTable *table, KontorMoeEntry *e, const char *city, int gold, const char *terrain, int value,
                const char *from)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (e->mode == KONTOR_MOE_CARAVAN ? MOE_DO_MOVE_CARAVAN : MOE_DO_MOVE_MERCHANT);
  MoeMove *m = &a.moves[0];

  a.piece = (gint8) e->piece;
  a.steps = e->steps;
  a.paid = MAX (1, (e->steps + 2) / 3);
  a.n_moves = 1;
  if (city)
    {
      kontor_moet_set_label (&a, &m->city, &m->has_found, city);
      m->has_found = 1;
      m->found_gold = gold;
      if (terrain[0])
        {
          m->has_token = 1;
          m->token_value = (gint8) CLAMP (value, 2, 12);
          m->token_from_sea = strcmp (from, "sea") == 0;
          kontor_moe_action_set_text (&a, &m->terrain, terrain);
          kontor_moe_action_set_text (&a, &m->token_from, from);
        }
    }
  else
    kontor_moet_set_label (&a, &m->to, &m->has_to, e->label);
  if (e->mode == KONTOR_MOE_CARAVAN)
    {
      m->has_tolls = e->tolls != 0;
      for (int s = 0; s < pos->n_players; s++)
        if (e->tolls & (1 << s))
          m->tolls |= (guint8) (1 << pos->colors[s]);
      m->has_deliver = e->n_deliver > 0;
      for (int i = 0; i < e->n_deliver; i++)
        {
          const MoeKontor *k = &pos->kontors[e->deliver[i]];
          m->deliver[i].owner = (gint8) (k->owner == MOE_NEUTRAL ? pos->neutral : pos->colors[k->owner]);
          kontor_moe_action_set_text (&a, &m->deliver[i].city, k->label);
        }
      m->n_deliver = (guint8) e->n_deliver;
    }
  kontor_moet_enter (table, e, &a);
}

static void
enter_trade (KontorTable *table, KontorMoeEntry *e)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeAction a = kontor_moe_action_new (MOE_DO_TRADE);

  a.with = (gint8) (e->partner >= 0 ? pos->colors[e->partner] : MOE_COLOR_UNKNOWN);
  memcpy (a.give, e->give, sizeof a.give);
  memcpy (a.get, e->get, sizeof a.get);
  kontor_moet_enter (table, e, &a);
}

static void
simple (KontorTable *table, KontorMoeEntry *e, MoeDo what)
{
  MoeAction a = kontor_moe_action_new (what);
  kontor_moet_enter (table, e, &a);
}

/* ------------------------------------------------------------ taps */

static gint32
cycle (gint32 v, gint64 held)
{
  return v < held ? v + 1 : 0;
}

static void
click_die (KontorTable *table, KontorMoeEntry *e, int die, int face)
{
  if (e->mode != KONTOR_MOE_ROLL || die > 1 || face < 1 || face > 6)
    return;
  e->die[die] = face;
  if (e->die[0] > 0 && e->die[1] > 0)
    roll_dice (table, e, e->die[0], e->die[1]);
}

/* A player's cards of a type (item < MOE_N_RES) or gold (MOE_GOLD). */
static void
click_card (KontorTable *table, KontorMoeEntry *e, int seat, int item)
{
  const MoePosition *pos = kontor_moet_current (table);
  const MoePlayer *pl = &pos->players[seat];
  gint64 held = item == MOE_GOLD ? pl->gold : pl->hand[item];

  if (e->mode == KONTOR_MOE_DISCARD && item < MOE_N_RES && seat == kontor_moe_discard_seat (pos))
    e->chosen[item] = (guint8) cycle (e->chosen[item], held);
  else if (e->mode != KONTOR_MOE_ACTIONS)
    return;
  else if (seat == pos->active)
    e->give[item] = cycle (e->give[item], held);
  else
    {
      /* another player's hand is hidden: up to its size, the engine checks the types */
      if (e->partner != seat)
        memset (e->get, 0, sizeof e->get);
      e->partner = seat;
      e->get[item] = cycle (e->get[item], item == MOE_GOLD ? held : kontor_moe_hand_size (pos, seat));
    }
}

static void
click_bank (KontorTable *table, KontorMoeEntry *e, int item)
{
  const MoePosition *pos = kontor_moet_current (table);
  MoeDo due;
  int seat, chosen = 0, give = -1;
  MoeAction a;

  for (int t = 0; t < MOE_N_RES; t++)
    {
      chosen += e->chosen[t];
      if (give < 0 && e->give[t] > 0)
        give = t;
    }
  if (e->mode == KONTOR_MOE_SETUP && item < MOE_N_RES && kontor_moe_setup_due (pos, &due, &seat)
      && due == MOE_DO_SETUP_RESOURCES)
    e->chosen[item] = chosen < 3 ? e->chosen[item] + 1 : 0;
  if (e->mode != KONTOR_MOE_ACTIONS || e->partner >= 0 || (give < 0 && item == MOE_GOLD))
    return;
  a = kontor_moe_action_new (give >= 0 ? MOE_DO_BANK_TRADE : MOE_DO_BUY_RESOURCE);
  a.card = (gint8) (give >= 0 ? give : item);
  a.get_item = (gint8) item;
  kontor_moet_enter (table, e, &a);
}

static void
click_piece (KontorTable *table, KontorMoeEntry *e, KontorMoeMode mode, int seat, int i)
{
  if (seat != kontor_moet_current (table)->active || i > 1
      || (e->mode != KONTOR_MOE_ACTIONS && e->mode != KONTOR_MOE_MERCHANT && e->mode != KONTOR_MOE_CARAVAN))
    return;
  if (e->mode == mode && e->piece == i + 1)
    {
      e->mode = KONTOR_MOE_ACTIONS;
      e->piece = 0;
      return;
    }
  e->mode = mode;
  e->piece = i + 1;
  e->steps = 3;
  e->tolls = 0;
}

static void
toggle_delivery (KontorMoeEntry *e, int k)
{
  for (int i = 0; i < e->n_deliver; i++)
    if (e->deliver[i] == k)
      {
        memmove (&e->deliver[i], &e->deliver[i + 1], (gsize) (e->n_deliver - i - 1));
        e->n_deliver--;
        return;
      }
  if (e->n_deliver < MOE_MAX_DELIVER)
    e->deliver[e->n_deliver++] = (guint8) k;
}

static void
click_player (KontorTable *table, KontorMoeEntry *e, int seat)
{
  if (e->mode == KONTOR_MOE_ROBBER)
    kontor_moet_robber (table, e, seat, -1);
  else if (e->mode == KONTOR_MOE_CARAVAN && seat != kontor_moet_current (table)->active)
    e->tolls ^= (guint8) (1 << seat);
}

static void
click_grid (KontorMoeEntry *e, int b, int delta)
{
  gint32 *cell = &e->owed[b / MOE_N_RES][b % MOE_N_RES];
  if (e->mode == KONTOR_MOE_PRODUCTION)
    *cell = CLAMP (*cell + delta, 0, MOE_CARDS_PER_RES);
}

static gboolean
in_range (const MoePosition *pos, int item, int b)
{
  switch (item)
    {
    case KONTOR_MOE_ITEM_CARD:
    case KONTOR_MOE_ITEM_OWED:
    case KONTOR_MOE_ITEM_OWED_LESS:
      return b >= 0 && b < pos->n_players * MOE_N_RES;
    case KONTOR_MOE_ITEM_MERCHANT:
    case KONTOR_MOE_ITEM_CARAVAN:
      return b >= 0 && b < pos->n_players * 2;
    case KONTOR_MOE_ITEM_BANK: return b >= 0 && b <= MOE_GOLD;
    case KONTOR_MOE_ITEM_BUILD: return b >= 0 && b < KONTOR_MOE_N_BUILDS;
    case KONTOR_MOE_ITEM_STEPS: return b >= 0 && b <= KONTOR_MOE_MAX_STEPS;
    case KONTOR_MOE_ITEM_KONTOR: return b >= 0 && b < pos->n_kontors;
    case KONTOR_MOE_ITEM_DIE: return b >= 0 && b < 16;
    default: return b >= 0 && b < pos->n_players;
    }
}

static void
moe_click (KontorTable *table, gpointer state, const KontorTarget *target)
{
  KontorMoeEntry *e = state;
  const MoePosition *pos = kontor_moet_current (table);
  gboolean acting = e->mode == KONTOR_MOE_ACTIONS || e->mode == KONTOR_MOE_FREE_ROUTE;
  int b = target->b;

  if (target->kind != KONTOR_TARGET_ITEM || !in_range (pos, target->a, b))
    return;
  switch (target->a)
    {
    case KONTOR_MOE_ITEM_DIE: click_die (table, e, b / 8, b % 8); return;
    case KONTOR_MOE_ITEM_CARD: click_card (table, e, b / MOE_N_RES, b % MOE_N_RES); return;
    case KONTOR_MOE_ITEM_GOLD: click_card (table, e, b, MOE_GOLD); return;
    case KONTOR_MOE_ITEM_HAND: e->revealed = e->revealed == b ? -1 : b; return;
    case KONTOR_MOE_ITEM_PLAYER: click_player (table, e, b); return;
    case KONTOR_MOE_ITEM_OWED: click_grid (e, b, 1); return;
    case KONTOR_MOE_ITEM_OWED_LESS: click_grid (e, b, -1); return;
    case KONTOR_MOE_ITEM_BANK: click_bank (table, e, b); return;
    case KONTOR_MOE_ITEM_BUILD:
      if (acting)
        kontor_moet_build (table, e, b, 0);
      return;
    case KONTOR_MOE_ITEM_DOUBLE_ARROW: e->double_arrow = acting && !e->double_arrow; return;
    case KONTOR_MOE_ITEM_CONNECT: e->connect = acting && !e->connect; return;
    case KONTOR_MOE_ITEM_MERCHANT: click_piece (table, e, KONTOR_MOE_MERCHANT, b / 2, b % 2); return;
    case KONTOR_MOE_ITEM_CARAVAN: click_piece (table, e, KONTOR_MOE_CARAVAN, b / 2, b % 2); return;
    case KONTOR_MOE_ITEM_STEPS:
      if (e->mode == KONTOR_MOE_MERCHANT || e->mode == KONTOR_MOE_CARAVAN)
        e->steps = b;
      return;
    case KONTOR_MOE_ITEM_KONTOR:
      if (e->mode == KONTOR_MOE_ACTIONS || e->mode == KONTOR_MOE_CARAVAN)
        toggle_delivery (e, b);
      return;
    case KONTOR_MOE_ITEM_DEV:
      if (b == pos->active && (e->mode == KONTOR_MOE_ROLL || e->mode == KONTOR_MOE_ACTIONS))
        kontor_moet_ask_dev (table, e);
      return;
    default:
      return;
    }
}

static void
moe_done (KontorTable *table, gpointer state)
{
  KontorMoeEntry *e = state;

  switch (e->mode)
    {
    case KONTOR_MOE_SETUP: enter_setup (table, e, NULL); break;
    case KONTOR_MOE_DISCARD:
      {
        MoeAction a = kontor_moe_action_new (MOE_DO_DISCARD);
        for (int t = 0; t < MOE_N_RES; t++)
          a.counts[t] = e->chosen[t];
        kontor_moet_enter (table, e, &a);
      }
      break;
    case KONTOR_MOE_ROBBER: kontor_moet_robber (table, e, -1, -1); break;
    case KONTOR_MOE_PRODUCTION: enter_production (table, e); break;
    case KONTOR_MOE_MERCHANT:
    case KONTOR_MOE_CARAVAN: enter_movement (table, e, NULL, -1, "", 0, ""); break;
    default:
      if (e->partner >= 0)
        enter_trade (table, e);
      else
        kontor_moet_deliver (table, e, 0);
      break;
    }
}

static void
moe_extra (KontorTable *table, gpointer state)
{
  KontorMoeEntry *e = state;

  if (e->mode == KONTOR_MOE_ROLL)
    roll_for_me (table, e);
  else if (e->mode == KONTOR_MOE_ACTIONS || e->mode == KONTOR_MOE_FREE_ROUTE)
    simple (table, e, MOE_DO_END_TURN);
}

/* ------------------------------------------------------------ commands */

static int
int_param (GVariant *param, int fallback)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_INT32))
    return g_variant_get_int32 (param);
  return fallback;
}

static const char *
string_param (GVariant *param)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_STRING))
    return g_variant_get_string (param, NULL);
  return NULL;
}

static void
command_found (KontorTable *table, KontorMoeEntry *e, GVariant *param)
{
  const char *city = string_param (param), *terrain = "", *from = "";
  int gold = -1, value = 0;

  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(sisis)")))
    g_variant_get (param, "(&si&si&s)", &city, &gold, &terrain, &value, &from);
  if (city && city[0] && e->mode == KONTOR_MOE_MERCHANT)
    enter_movement (table, e, city, MAX (gold, -1), terrain, value, from);
}

static void
command_owed (KontorMoeEntry *e, const MoePosition *pos, GVariant *param)
{
  int seat, res, n;

  if (param == NULL || !g_variant_is_of_type (param, G_VARIANT_TYPE ("(iii)")))
    return;
  g_variant_get (param, "(iii)", &seat, &res, &n);
  if (e->mode == KONTOR_MOE_PRODUCTION && seat >= 0 && seat < pos->n_players && res >= 0 && res < MOE_N_RES)
    e->owed[seat][res] = CLAMP (n, 0, MOE_CARDS_PER_RES);
}

static void
command_roll (KontorTable *table, KontorMoeEntry *e, GVariant *param)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(ii)")))
    {
      int d1, d2;
      g_variant_get (param, "(ii)", &d1, &d2);
      roll_dice (table, e, d1, d2);
    }
  else
    roll_for_me (table, e);
}

static gboolean
moe_activate (KontorTable *table, gpointer state, const char *name, GVariant *param)
{
  KontorMoeEntry *e = state;
  const MoePosition *pos = kontor_moet_current (table);
  const char *text = string_param (param);

  if (g_str_equal (name, "roll"))
    command_roll (table, e, param);
  else if (g_str_equal (name, "label"))
    g_strlcpy (e->label, text ? text : "", sizeof e->label);
  else if (g_str_equal (name, "city"))
    enter_setup (table, e, text ? text : "");
  else if (g_str_equal (name, "owed"))
    command_owed (e, pos, param);
  else if (g_str_equal (name, "steps"))
    e->steps = CLAMP (int_param (param, 3), 0, MOE_MAX_COUNT);
  else if (g_str_equal (name, "found"))
    command_found (table, e, param);
  else if (g_str_equal (name, "buy-dev"))
    {
      MoeAction a = kontor_moe_action_new (MOE_DO_BUY_DEV);
      a.card = (gint8) MAX (kontor_moe_dev_from_id (text), -1);
      kontor_moet_enter (table, e, &a);
    }
  else if (g_str_equal (name, "play-dev") && param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(ss)")))
    {
      const char *kind, *effects;
      g_variant_get (param, "(&s&s)", &kind, &effects);
      kontor_moet_play_dev_json (table, e, kind, effects);
    }
  else if (g_str_equal (name, "end-turn"))
    simple (table, e, MOE_DO_END_TURN);
  else if (g_str_equal (name, "reveal"))
    e->revealed = int_param (param, -1) >= 0 && int_param (param, -1) < pos->n_players ? int_param (param, -1) : -1;
  else
    return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------ marks */

static void
mark_actions (KontorTable *table, const MoePosition *pos, const KontorMoeEntry *e, KontorMoeMarks *hl)
{
  const MoePlayer *pl = &pos->players[pos->active];
  int me = pos->active, give = -1;

  for (int b = 0; b < KONTOR_MOE_N_BUILDS; b++)
    {
      MoeAction a = kontor_moet_build_action (table, e, b, 0);
      hl->builds[b] = kontor_moe_try (pos, &a, NULL);
    }
  for (int t = MOE_N_RES - 1; t >= 0; t--)
    give = e->give[t] > 0 ? t : give;
  for (int t = 0; t <= MOE_GOLD; t++)
    {
      MoeAction a = kontor_moe_action_new (give >= 0 ? MOE_DO_BANK_TRADE : MOE_DO_BUY_RESOURCE);
      a.card = (gint8) (give >= 0 ? give : t);
      a.get_item = (gint8) t;
      hl->bank[t] = e->partner < 0 && a.card < MOE_N_RES && kontor_moe_try (pos, &a, NULL);
    }
  for (int p = 0; p < pos->n_players; p++)
    {
      for (int t = 0; t < MOE_N_RES; t++)
        hl->cards[p][t] = p == me ? pos->players[p].hand[t] > 0 : kontor_moe_hand_size (pos, p) > 0;
      hl->gold[p] = pos->players[p].gold > 0;
    }
  for (int i = 0; i < 2; i++)
    {
      hl->merchants[me][i] = pl->merchant[i].on_board && !pl->merchant[i].moved;
      hl->caravans[me][i] = pl->caravan[i].on_board && !pl->caravan[i].moved;
    }
  hl->double_arrow = hl->connect = 1;
}

static void
mark_entry (const MoePosition *pos, const KontorMoeEntry *e, KontorMoeMarks *hl, KontorMoeMarks *sel)
{
  for (int i = 0; i < e->n_deliver; i++)
    sel->kontors[e->deliver[i]] = (guint8) (i + 1);
  for (int k = 0; k < pos->n_kontors && (e->mode == KONTOR_MOE_ACTIONS || e->mode == KONTOR_MOE_CARAVAN); k++)
    hl->kontors[k] = pos->kontors[k].owner != pos->active && pos->kontors[k].token < 0;
  for (int t = 0; t <= MOE_GOLD; t++)
    {
      guint8 *give = t < MOE_N_RES ? &sel->cards[pos->active][t] : &sel->gold[pos->active];
      *give = (guint8) MIN (e->give[t], 255);
      if (e->partner >= 0)
        *(t < MOE_N_RES ? &sel->cards[e->partner][t] : &sel->gold[e->partner]) = (guint8) MIN (e->get[t], 255);
    }
  sel->double_arrow = (guint8) e->double_arrow;
  sel->connect = (guint8) e->connect;
  if (e->piece > 0)
    {
      guint8 (*pieces)[2] = e->mode == KONTOR_MOE_CARAVAN ? sel->caravans : sel->merchants;
      pieces[pos->active][e->piece - 1] = 1;
      sel->steps[CLAMP (e->steps, 0, KONTOR_MOE_MAX_STEPS)] = 1;
      for (int s = 0; s <= KONTOR_MOE_MAX_STEPS; s++)
        hl->steps[s] = 1;
    }
  for (int p = 0; p < pos->n_players && e->mode == KONTOR_MOE_CARAVAN; p++)
    {
      hl->players[p] = p != pos->active;
      sel->players[p] = (e->tolls >> p) & 1;
    }
}

static void
mark_stage (KontorTable *table, const MoePosition *pos, const KontorMoeEntry *e, KontorMoeMarks *hl, KontorMoeMarks *sel)
{
  int seat = kontor_moe_discard_seat (pos);

  switch (e->mode)
    {
    case KONTOR_MOE_ROLL:
      for (int v = 1; v <= 6; v++)
        hl->die[0][v] = hl->die[1][v] = 1;
      sel->die[0][e->die[0]] = e->die[0] > 0;
      sel->die[1][e->die[1]] = e->die[1] > 0;
      break;
    case KONTOR_MOE_SETUP:
      for (int t = 0; t < MOE_N_RES; t++)
        {
          hl->bank[t] = 1;
          sel->bank[t] = e->chosen[t];
        }
      break;
    case KONTOR_MOE_DISCARD:
      for (int t = 0; t < MOE_N_RES && seat >= 0; t++)
        {
          hl->cards[seat][t] = pos->players[seat].hand[t] > 0;
          sel->cards[seat][t] = e->chosen[t];
        }
      break;
    case KONTOR_MOE_ROBBER:
      for (int p = 0; p < pos->n_players; p++)
        hl->players[p] = p != pos->active && kontor_moe_hand_size (pos, p) > 0;
      break;
    case KONTOR_MOE_PRODUCTION:
      for (int p = 0; p < pos->n_players; p++)
        for (int t = 0; t < MOE_N_RES; t++)
          {
            hl->owed[p][t] = 1;
            sel->owed[p][t] = (guint8) e->owed[p][t];
          }
      break;
    case KONTOR_MOE_ENDED:
      break;
    default:
      mark_actions (table, pos, e, hl);
      mark_entry (pos, e, hl, sel);
      break;
    }
}

static void
moe_marks (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected)
{
  const KontorMoeEntry *e = state;
  const MoePosition *pos = kontor_moet_current (table);
  KontorMoeMarks *hl = highlights, *sel = selected;

  memset (hl, 0, sizeof *hl);
  memset (sel, 0, sizeof *sel);
  for (int p = 0; p < pos->n_players; p++)
    hl->hands[p] = 1;
  if (e->revealed >= 0)
    sel->hands[e->revealed] = 1;
  if (e->mode == KONTOR_MOE_ROLL || e->mode == KONTOR_MOE_ACTIONS)
    {
      MoeAction a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
      a.kind = MOE_DEV_UNKNOWN;
      a.n_moves = 1;
      hl->dev[pos->active] = kontor_moe_try (pos, &a, NULL);
      a.kind = MOE_DEV_LANCER;
      a.n_effects = 1;
      a.effects[0].type = MOE_FX_ROBBER;
      a.effects[0].robber.card = -1;
      hl->dev[pos->active] |= kontor_moe_try (pos, &a, NULL);
    }
  mark_stage (table, pos, e, hl, sel);
}

/* ------------------------------------------------------------ this turn's roll */

gboolean
kontor_moe_table_produced (KontorTable *table, int got[MOE_MAX_PLAYERS][MOE_N_RES], int gold[MOE_MAX_PLAYERS])
{
  KontorGame *game = kontor_table_get_game (table);
  guint n = kontor_table_get_review (table), index;
  MoePosition before;

  if (n == G_MAXUINT)
    n = kontor_game_get_cursor (game);
  if (kontor_table_get_fixing (table, NULL, &index))
    n = MIN (n, index);
  memset (got, 0, sizeof (int) * MOE_MAX_PLAYERS * MOE_N_RES);
  memset (gold, 0, sizeof (int) * MOE_MAX_PLAYERS);
  for (guint i = n; i-- > 0;)
    {
      const MoeAction *a = kontor_game_get_action (game, i);
      if (a->what == MOE_DO_END_TURN)
        return FALSE;
      if (a->what != MOE_DO_PRODUCTION)
        continue;
      kontor_game_position_at (game, i, &before);
      kontor_moe_gains (&before, a, got, gold);
      return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------ the part */

static GPtrArray *
moe_hints (KontorTable *table)
{
  KontorGame *game = kontor_table_get_game (table);
  return kontor_moe_hints (kontor_game_get_position (game), kontor_game_get_setup (game));
}

static char *
moe_describe (KontorGame *game, gconstpointer position_before, gconstpointer action)
{
  return kontor_moe_describe (kontor_game_get_setup (game), position_before, action);
}

const KontorTableTitle kontor_moe_table_title = {
  .title_id = "merchants-of-europe",
  .state_size = sizeof (KontorMoeEntry),
  .marks_size = sizeof (KontorMoeMarks),
  .reset = moe_reset,
  .sync = moe_sync,
  .click = moe_click,
  .done = moe_done,
  .extra = moe_extra,
  .activate = moe_activate,
  .answer = kontor_moet_answer,
  .prompt = kontor_moet_prompt,
  .mode = moe_mode,
  .marks = moe_marks,
  .describe = moe_describe,
  .target_text = kontor_moet_target_text,
  .hints = moe_hints,
};
