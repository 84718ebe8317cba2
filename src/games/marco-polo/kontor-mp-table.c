/* kontor-mp-table.c: Marco Polo (1980s, Spanish edition) at the table: what
 * a tap, Done or a command means in each step of a turn, the marks, the
 * traveller's journey and what stands at a target (kontor-mp-table.h maps
 * the targets; the questions and the prompt are kontor-mp-table-ask.c, the
 * history rows and hints kontor-mp-hints.c).  Every rule is asked of the engine
 * (entries tried on a copy); the position is always the one entries are
 * made on (kontor_table_get_entry_position), so a correction of an earlier
 * entry is entered like any other. */
#include "config.h"

#include "kontor-mp-table-private.h"

/* ------------------------------------------------------------ state */

void
kontor_mpt_step_reset (KontorMpEntry *e)
{
  memset (e, 0, sizeof *e);
  e->mode = KONTOR_MP_ROLL;
  e->revealed = -1;
  e->partial = kontor_mp_action_new (MP_DO_END_TURN);
  e->seller = -1;
  e->raise_seat = -1;
}

static void
mp_reset (KontorTable *table, gpointer state)
{
  kontor_mpt_step_reset (state);
}

/* Nothing is left to enter this turn but its end: after a fight, a
 * no-move or a stop where nothing can be done (the mission city of a Tablet
 * holder excepted: its entry is typed).  Not while correcting the past. */
static gboolean
turn_is_over (KontorTable *table)
{
  const MpPosition *pos = kontor_mpt_current (table);
  g_autoptr (GArray) legal = NULL;

  if (kontor_table_get_fixing (table, NULL, NULL) || kontor_game_get_n_waiting (kontor_table_get_game (table)) > 0
      || pos->ended || pos->stage != MP_STAGE_AFTER || pos->n_pending > 0
      || (pos->stop == MP_STOP_MISSION && pos->tablet[pos->active]))
    return FALSE;
  legal = kontor_mp_legal_actions (pos);
  return legal->len == 1;
}

/* Enters the entry; the step starts over once it is made, and a turn with
 * nothing left to do ends at once (as few taps as the turn has steps). */
gboolean
kontor_mpt_enter (KontorTable *table, KontorMpEntry *e, const MpAction *a)
{
  MpAction copy = *a;
  if (!kontor_table_enter (table, &copy))
    return FALSE;
  kontor_mpt_step_reset (e);
  if (a->what != MP_DO_END_TURN && turn_is_over (table))
    {
      MpAction end = kontor_mp_action_new (MP_DO_END_TURN);
      kontor_table_enter (table, &end);
    }
  return TRUE;
}

static MpAction
chance_new (const MpPosition *pos)
{
  MpAction a = kontor_mp_action_new (MP_DO_CHANCE);
  if (!pos->seeded)
    {
      a.card = pos->pending[0];
      a.has_value = MP_HAS_VALUE;
    }
  return a;
}

static void
mp_sync (KontorTable *table, gpointer state)
{
  KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);
  static const KontorMpMode by_stage[] = { KONTOR_MP_ROLL, KONTOR_MP_MOVE, KONTOR_MP_COMBAT, KONTOR_MP_STOP };

  if (pos->ended)
    {
      kontor_mpt_step_reset (e);
      e->mode = KONTOR_MP_ENDED;
    }
  else if (pos->n_pending > 0)
    {
      if (e->mode != KONTOR_MP_CHANCE)
        {
          e->mode = KONTOR_MP_CHANCE;
          e->partial = chance_new (pos);
        }
    }
  else if (e->mode != KONTOR_MP_GIFTS)
    e->mode = by_stage[pos->stage];
}

static const char *
mp_mode (gconstpointer state)
{
  static const char *const ids[] = { "roll", "move", "combat", "stop", "gifts", "chance", "ended" };
  return ids[((const KontorMpEntry *) state)->mode];
}

/* ------------------------------------------------------------ roll, move */

static void
roll_value (KontorTable *table, KontorMpEntry *e, int v)
{
  MpAction a = kontor_mp_action_new (MP_DO_ROLL);
  a.value = (gint8) CLAMP (v, -1, 7);
  a.has_value = MP_HAS_VALUE;
  kontor_mpt_enter (table, e, &a);
}

/* Kontor rolls: the seed's die, or a random one written into the record. */
static void
roll_for_me (KontorTable *table, KontorMpEntry *e)
{
  MpAction a = kontor_mp_action_new (MP_DO_ROLL);
  if (kontor_mpt_current (table)->seeded)
    kontor_mpt_enter (table, e, &a);
  else
    roll_value (table, e, g_random_int_range (1, 7));
}

static MpAction
move_action (const MpPosition *pos, const KontorMpEntry *e, int kind, int group)
{
  MpAction a = kontor_mp_action_new (MP_DO_MOVE);
  a.steps = (gint8) (e->steps > 0 ? e->steps : pos->roll);
  kontor_mp_space_set (&a.to, kind, kind == MP_SPACE_TRADING ? group : -1);
  g_strlcpy (a.to.label, e->label, sizeof a.to.label);
  a.mode_change = kind == MP_SPACE_PORT && (e->mode_change || a.steps < pos->roll);
  return a;
}

static void
move_to (KontorTable *table, KontorMpEntry *e, int kind, int group)
{
  const MpPosition *pos = kontor_mpt_current (table);
  MpAction a = move_action (pos, e, kind, group);
  int me = pos->active;

  if (!kontor_mpt_enter (table, e, &a) || kind != MP_SPACE_VENICE || kontor_mpt_current (table)->ended)
    return;
  {
    /* arrived without winning: the win check explained */
    g_autoptr (GPtrArray) why = kontor_mp_win_check (kontor_mpt_current (table), kontor_mpt_setup (table), me);
    g_autoptr (GString) text = g_string_new (NULL);
    /* Translators: a player's name; the reasons follow as sentences */
    g_string_printf (text, _("%s reached Venice but has not won yet."), kontor_mpt_name (table, me));
    for (guint i = 0; i < why->len; i++)
      g_string_append_printf (text, " %s", (const char *) why->pdata[i]);
    kontor_table_message (table, text->str);
  }
}

/* ------------------------------------------------------------ clicks */

static void
toggle_gift (const MpPosition *pos, KontorMpEntry *e, int kind)
{
  if (e->gifts[kind] < pos->cards[pos->active][kind])
    e->gifts[kind]++;
  else
    e->gifts[kind] = 0;
}

static void
click_card (KontorTable *table, KontorMpEntry *e, int seat, int kind)
{
  const MpPosition *pos = kontor_mpt_current (table);
  MpAction a = kontor_mp_action_new (MP_DO_SELL);

  if (seat != pos->active || !kontor_mp_kind_is_goods (kind) || pos->cards[seat][kind] == 0)
    return;
  if (e->mode == KONTOR_MP_GIFTS)
    toggle_gift (pos, e, kind);
  else if (e->mode == KONTOR_MP_STOP)
    {
      a.cards[a.n_cards++] = (gint8) kind;
      kontor_mpt_enter (table, e, &a);
    }
}

static void
click_stop (KontorTable *table, KontorMpEntry *e, int b)
{
  int kind = b / MP_N_GROUPS, group = b % MP_N_GROUPS;
  if (b < 0 || b >= KONTOR_MP_N_STOPS || (kind != MP_SPACE_TRADING && group != 0))
    return;
  move_to (table, e, kind, group);
}

static void
click_die (KontorTable *table, KontorMpEntry *e, gboolean black, int v)
{
  if (e->mode == KONTOR_MP_ROLL && !black)
    roll_value (table, e, v);
  else if (e->mode == KONTOR_MP_COMBAT)
    {
      if (black)
        e->black = v;
      else
        e->red = v;
      kontor_mpt_fight (table, e);
    }
}

static void
reveal (KontorMpEntry *e, int seat)
{
  e->revealed = e->revealed == seat ? -1 : seat;
}

static void
mp_click (KontorTable *table, gpointer state, const KontorTarget *target)
{
  KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);
  int b = target->b;

  if (target->kind != KONTOR_TARGET_ITEM)
    return;
  switch (target->a)
    {
    case KONTOR_MP_ITEM_DIE:
    case KONTOR_MP_ITEM_BLACK_DIE:
      if (b >= 1 && b <= 6)
        click_die (table, e, target->a == KONTOR_MP_ITEM_BLACK_DIE, b);
      return;
    case KONTOR_MP_ITEM_STEPS:
      if (e->mode == KONTOR_MP_MOVE && b >= 1 && b <= pos->roll)
        e->steps = b == pos->roll ? 0 : b;
      return;
    case KONTOR_MP_ITEM_STOP:
      if (e->mode == KONTOR_MP_MOVE)
        click_stop (table, e, b);
      return;
    case KONTOR_MP_ITEM_MODE_CHANGE:
      if (e->mode == KONTOR_MP_MOVE)
        e->mode_change = !e->mode_change;
      return;
    case KONTOR_MP_ITEM_CARD:
      if (b >= 0 && b < pos->n_players * MP_N_KINDS)
        click_card (table, e, b / MP_N_KINDS, b % MP_N_KINDS);
      return;
    case KONTOR_MP_ITEM_PILE:
      if (e->mode == KONTOR_MP_STOP && b >= 0 && b < MP_N_GROUPS)
        kontor_mpt_buy_from_pile (table, e, b, -1);
      return;
    case KONTOR_MP_ITEM_PLAYER:
      if (e->mode == KONTOR_MP_STOP && b >= 0 && b < pos->n_players && b != pos->active)
        kontor_mpt_buy_from_player (table, e, b, -1);
      return;
    case KONTOR_MP_ITEM_HAND:
      if (b >= 0 && b < pos->n_players)
        reveal (e, b);
      return;
    case KONTOR_MP_ITEM_KHAN:
      if (e->mode == KONTOR_MP_STOP)
        kontor_mpt_give_gifts (table, e, NULL);
      return;
    case KONTOR_MP_ITEM_CHANCE:
      if (e->mode == KONTOR_MP_CHANCE)
        kontor_mpt_ask_effect (table, e);
      return;
    default:
      return;
    }
}

static void
mp_done (KontorTable *table, gpointer state)
{
  KontorMpEntry *e = state;

  if (e->mode == KONTOR_MP_GIFTS)
    {
      MpAction a = e->partial;
      a.n_cards = 0;
      for (int k = 0; k < MP_N_KINDS; k++)
        for (int j = 0; j < e->gifts[k]; j++)
          a.cards[a.n_cards++] = (gint8) k;
      kontor_mpt_enter (table, e, &a);
    }
  else if (e->mode == KONTOR_MP_CHANCE)
    {
      MpAction a = e->partial;
      kontor_mpt_enter (table, e, &a);
    }
}

static void
simple (KontorTable *table, KontorMpEntry *e, MpDo what)
{
  MpAction a = kontor_mp_action_new (what);
  kontor_mpt_enter (table, e, &a);
}

static void
mp_extra (KontorTable *table, gpointer state)
{
  KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);

  switch (e->mode)
    {
    case KONTOR_MP_ROLL:
      roll_for_me (table, e);
      break;
    case KONTOR_MP_MOVE:
      simple (table, e, MP_DO_NO_MOVE);
      break;
    case KONTOR_MP_COMBAT:
      if (pos->tablet[pos->active])
        simple (table, e, MP_DO_REFUSE);
      else
        kontor_mpt_fight_for_me (table, e);
      break;
    case KONTOR_MP_STOP:
      simple (table, e, MP_DO_END_TURN);
      break;
    default:
      break;
    }
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

/* "venice", "trading-green", …: the STOP target's b, or -1. */
static int
stop_param (GVariant *param)
{
  const char *id = string_param (param);
  int kind;

  if (id == NULL)
    return -1;
  if (g_str_has_prefix (id, "trading-"))
    {
      int g = kontor_mp_group_from_id (id + strlen ("trading-"));
      return g >= 0 ? MP_SPACE_TRADING * MP_N_GROUPS + g : -1;
    }
  kind = kontor_mp_space_from_id (id);
  return kind >= 0 && kind != MP_SPACE_TRADING ? kind * MP_N_GROUPS : -1;
}

static void
command_roll (KontorTable *table, KontorMpEntry *e, GVariant *param)
{
  int v = int_param (param, 0);

  if (e->mode == KONTOR_MP_COMBAT)
    kontor_mpt_fight_for_me (table, e);
  else if (v != 0)
    roll_value (table, e, v);
  else
    roll_for_me (table, e);
}

static void
command_combat (KontorTable *table, KontorMpEntry *e, GVariant *param)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(ii)")))
    {
      int red, black;
      g_variant_get (param, "(ii)", &red, &black);
      e->red = CLAMP (red, -1, 7);
      e->black = CLAMP (black, -1, 7);
      if (e->red == 0 || e->black == 0)
        e->red = e->black = -1;   /* no die shows 0: the engine says so */
      kontor_mpt_fight (table, e);
    }
}

static void
command_mission (KontorTable *table, KontorMpEntry *e, GVariant *param)
{
  if (string_param (param))
    kontor_mpt_reveal_mission (table, e, string_param (param), NULL);
  else if (param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(ss)")))
    {
      const char *city, *salt;
      g_variant_get (param, "(&s&s)", &city, &salt);
      kontor_mpt_reveal_mission (table, e, city, salt);
    }
}

static gboolean
command_move (KontorTable *table, KontorMpEntry *e, const char *name, GVariant *param)
{
  const MpPosition *pos = kontor_mpt_current (table);

  if (g_str_equal (name, "steps"))
    {
      int v = int_param (param, 0);
      e->steps = v == pos->roll ? 0 : v;
    }
  else if (g_str_equal (name, "label"))
    kontor_mp_copy_utf8 (e->label, sizeof e->label, string_param (param) ? string_param (param) : "");
  else if (g_str_equal (name, "mode-change"))
    e->mode_change = !e->mode_change;
  else if (g_str_equal (name, "stop"))
    {
      if (stop_param (param) >= 0)
        click_stop (table, e, stop_param (param));
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
mp_activate (KontorTable *table, gpointer state, const char *name, GVariant *param)
{
  KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);
  static const struct { const char *name; MpDo what; } plain[] = {
    { "no-move", MP_DO_NO_MOVE }, { "refuse", MP_DO_REFUSE }, { "end-turn", MP_DO_END_TURN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    if (g_str_equal (name, plain[i].name))
      {
        simple (table, e, plain[i].what);
        return TRUE;
      }
  if (command_move (table, e, name, param))
    return TRUE;
  if (g_str_equal (name, "roll"))
    command_roll (table, e, param);
  else if (g_str_equal (name, "combat"))
    command_combat (table, e, param);
  else if (g_str_equal (name, "sell"))
    {
      if (string_param (param))
        click_card (table, e, pos->active, kontor_mp_kind_from_id (string_param (param)));
    }
  else if (g_str_equal (name, "buy"))
    {
      int k = string_param (param) ? kontor_mp_kind_from_id (string_param (param)) : -1;
      kontor_mpt_buy_from_pile (table, e, k >= 0 && k < MP_N_KINDS ? kontor_mp_kind_group (k) : pos->pawn[pos->active].group, k);
    }
  else if (g_str_equal (name, "buy-from"))
    {
      int s = int_param (param, -1);
      if (s >= 0 && s < pos->n_players)
        kontor_mpt_buy_from_player (table, e, s, -1);
    }
  else if (g_str_equal (name, "khanbalik"))
    {
      g_autofree char *hash = NULL;
      if (param && g_variant_is_of_type (param, G_VARIANT_TYPE ("(ss)")))
        {
          const char *city, *salt;
          g_variant_get (param, "(&s&s)", &city, &salt);
          hash = kontor_mp_mission_hash (salt, city);
        }
      kontor_mpt_give_gifts (table, e, hash ? hash : string_param (param));
    }
  else if (g_str_equal (name, "mission"))
    command_mission (table, e, param);
  else if (g_str_equal (name, "chance"))
    kontor_mpt_chance_json (table, e, string_param (param) ? string_param (param) : "[]");
  else if (g_str_equal (name, "reveal"))
    e->revealed = int_param (param, -1) >= 0 && int_param (param, -1) < pos->n_players ? int_param (param, -1) : -1;
  else
    return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------ marks */

static void
mark_stops (const MpPosition *pos, const KontorMpEntry *e, KontorMpMarks *hl)
{
  for (int b = 0; b < KONTOR_MP_N_STOPS; b++)
    {
      int kind = b / MP_N_GROUPS, group = b % MP_N_GROUPS;
      MpAction a = move_action (pos, e, kind, group);
      if (kind == MP_SPACE_TRADING || group == 0)
        hl->stops[b] = kontor_mp_try (pos, &a, NULL);
    }
}

static void
mark_stop (const MpPosition *pos, KontorMpMarks *hl)
{
  g_autoptr (GArray) legal = kontor_mp_legal_actions (pos);
  int me = pos->active;

  for (guint i = 0; i < legal->len; i++)
    {
      const MpAction *a = &g_array_index (legal, MpAction, i);
      if (a->what == MP_DO_SELL)
        hl->cards[me][a->cards[0]] = 1;
      else if (a->what == MP_DO_BUY)
        hl->piles[pos->pawn[me].group] = 1;
      else if (a->what == MP_DO_BUY_FROM)
        hl->players[a->player] = 1;
      else if (a->what == MP_DO_KHANBALIK)
        hl->khan = 1;
    }
}

static void
mp_marks (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected)
{
  const KontorMpEntry *e = state;
  const MpPosition *pos = kontor_mpt_current (table);
  KontorMpMarks *hl = highlights, *sel = selected;
  int me = pos->active;

  memset (hl, 0, sizeof *hl);
  memset (sel, 0, sizeof *sel);
  for (int p = 0; p < pos->n_players; p++)
    hl->hands[p] = 1;
  if (e->revealed >= 0)
    sel->hands[e->revealed] = 1;
  switch (e->mode)
    {
    case KONTOR_MP_ROLL:
    case KONTOR_MP_COMBAT:
      for (int v = 1; v <= 6 && !pos->seeded; v++)
        {
          hl->die[v] = 1;
          hl->black[v] = e->mode == KONTOR_MP_COMBAT;
        }
      sel->die[CLAMP (e->red, 0, 6)] = e->red > 0;
      sel->black[CLAMP (e->black, 0, 6)] = e->black > 0;
      break;
    case KONTOR_MP_MOVE:
      for (int s = 1; s <= pos->roll; s++)
        hl->steps[s] = 1;
      sel->steps[e->steps > 0 ? e->steps : pos->roll] = 1;
      hl->mode_change = 1;
      sel->mode_change = (guint8) e->mode_change;
      mark_stops (pos, e, hl);
      break;
    case KONTOR_MP_STOP:
      mark_stop (pos, hl);
      break;
    case KONTOR_MP_GIFTS:
      for (int k = 0; k < MP_N_KINDS; k++)
        {
          hl->cards[me][k] = pos->cards[me][k] > 0;
          sel->cards[me][k] = e->gifts[k];
        }
      break;
    case KONTOR_MP_CHANCE:
      hl->chance = 1;
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------ the journey */

GArray *
kontor_mp_table_journey (KontorTable *table, int seat)
{
  KontorGame *game = kontor_table_get_game (table);
  guint n = kontor_table_get_review (table);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (MpSpace));
  MpPosition pos;

  if (n == G_MAXUINT)
    n = kontor_game_get_cursor (game);
  kontor_game_position_at (game, 0, &pos);
  if (seat < 0 || seat >= pos.n_players)
    return out;
  g_array_append_val (out, pos.pawn[seat]);
  for (guint i = 0; i < n && out->len < KONTOR_MP_JOURNEY_MAX; i++)
    {
      MpSpace before = pos.pawn[seat];
      if (!kontor_mp_apply (&pos, kontor_game_get_action (game, i), NULL))
        break;
      if (memcmp (&before, &pos.pawn[seat], sizeof before) != 0)
        g_array_append_val (out, pos.pawn[seat]);
    }
  return out;
}

/* ------------------------------------------------------------ what is under the cursor */

static char *
hand_text (KontorTable *table, const MpPosition *pos, int seat)
{
  const KontorMpEntry *e = kontor_table_get_state (table);
  const char *who = kontor_mpt_name (table, seat);
  int n = kontor_mp_goods_held (pos, seat);
  gint8 kinds[MP_N_KINDS * 3];
  int len = 0;
  g_autofree char *list = NULL;

  if (e->revealed != seat)
    /* Translators: a player's name, then the goods cards they hold */
    return g_strdup_printf (ngettext ("%s's hand is hidden: %d goods card. Tap to show it to %s only.",
                                      "%s's hand is hidden: %d goods cards. Tap to show it to %s only.", n),
                            who, n, who);
  for (int k = 0; k < MP_N_KINDS; k++)
    for (int j = 0; j < pos->cards[seat][k]; j++)
      kinds[len++] = (gint8) k;
  if (pos->tablet[seat])
    kinds[len++] = MP_KIND_TABLET;
  if (pos->secret[seat])
    kinds[len++] = MP_KIND_SECRET;
  list = kontor_mp_kinds_text (kinds, len);
  /* Translators: a player's name, then the cards they hold ("green 400, Golden Tablet") */
  return g_strdup_printf (_("%s's hand: %s."), who, list);
}

static char *
player_text (KontorTable *table, const MpPosition *pos, int seat)
{
  g_autofree char *where = kontor_mp_space_text (&pos->pawn[seat]);
  g_autofree char *coins = kontor_mp_reales (pos->coins[seat]);
  const char *who = kontor_mpt_name (table, seat);
  int n = kontor_mp_goods_held (pos, seat);

  if (pos->secret[seat])
    /* Translators: a player's name, where the pawn stands, the reales held, then the goods cards held */
    return g_strdup_printf (ngettext ("%s: at %s, %s reales, %d goods card, the Secret of the Orient.",
                                      "%s: at %s, %s reales, %d goods cards, the Secret of the Orient.", n),
                            who, where, coins, n);
  if (pos->tablet[seat])
    /* Translators: a player's name, where the pawn stands, the reales held, then the goods cards held */
    return g_strdup_printf (ngettext ("%s: at %s, %s reales, %d goods card, a Golden Tablet.",
                                      "%s: at %s, %s reales, %d goods cards, a Golden Tablet.", n),
                            who, where, coins, n);
  /* Translators: a player's name, where the pawn stands, the reales held, then the goods cards held */
  return g_strdup_printf (ngettext ("%s: at %s, %s reales, %d goods card.", "%s: at %s, %s reales, %d goods cards.", n),
                          who, where, coins, n);
}

static char *
mission_text (KontorTable *table, const MpPosition *pos, int seat)
{
  const char *who = kontor_mpt_name (table, seat);
  if (pos->secret[seat])
    /* Translators: a player's name, then the mission city they revealed */
    return g_strdup_printf (_("%s holds the Secret of the Orient, earned in %s."), who, pos->mission_city[seat]);
  if (pos->tablet[seat])
    /* Translators: a player's name */
    return g_strdup_printf (_("%s holds a Golden Tablet: its mission city stays secret until it is revealed there."), who);
  /* Translators: a player's name */
  return g_strdup_printf (_("%s holds neither a Golden Tablet nor a Secret of the Orient."), who);
}

static char *
journey_text (KontorTable *table, int seat, int i)
{
  g_autoptr (GArray) journey = kontor_mp_table_journey (table, seat);
  g_autofree char *where = NULL;

  if (i >= (int) journey->len)
    return NULL;
  where = kontor_mp_space_text (&g_array_index (journey, MpSpace, i));
  /* Translators: a player's name, the stop's number on the journey (0 is the start), then the space */
  return g_strdup_printf (_("%s's journey, stop %d: %s."), kontor_mpt_name (table, seat), i, where);
}

static char *
table_text (const MpPosition *pos, int item)
{
  if (item == KONTOR_MP_ITEM_KHAN)
    /* Translators: the Golden Tablets, then the Secrets the Khan still holds */
    return g_strdup_printf (_("The Khan holds %d Golden Tablets and %d Secrets of the Orient."), pos->khan_tablets,
                            pos->khan_secrets);
  if (item == KONTOR_MP_ITEM_BOOTY)
    {
      g_autofree char *coins = kontor_mp_reales (pos->booty_coins);
      gint8 kinds[MP_N_KINDS * 3];
      int n = 0;
      g_autofree char *list = NULL;
      for (int k = 0; k < MP_N_KINDS; k++)
        for (int j = 0; j < pos->booty_cards[k]; j++)
          kinds[n++] = (gint8) k;
      list = kontor_mp_kinds_text (kinds, n);
      /* Translators: the reales in the booty ("200"), then its cards ("green 400" or "nothing") */
      return g_strdup_printf (_("The booty: %s reales and %s."), coins, list);
    }
  if (item == KONTOR_MP_ITEM_BANK)
    {
      g_autofree char *coins = kontor_mp_reales (pos->bank);
      /* Translators: the bank's reales (below 0 when the table stands in) */
      return g_strdup_printf (_("The bank holds %s reales."), coins);
    }
  if (item == KONTOR_MP_ITEM_CHANCE && pos->n_pending > 0)
    {
      g_autofree char *card = kontor_mp_kind_name (pos->pending[0]);
      /* Translators: a chance card ("green chance card") */
      return g_strdup_printf (_("The %s waits to be carried out."), card);
    }
  return NULL;
}

static char *
seat_text (KontorTable *table, const MpPosition *pos, int item, int b)
{
  const KontorMpEntry *e = kontor_table_get_state (table);
  int seat = item == KONTOR_MP_ITEM_CARD ? b / MP_N_KINDS : item == KONTOR_MP_ITEM_JOURNEY ? b / KONTOR_MP_JOURNEY_MAX : b;

  if (b < 0 || seat >= pos->n_players)
    return NULL;
  switch (item)
    {
    case KONTOR_MP_ITEM_CARD:
      {
        int kind = b % MP_N_KINDS;
        g_autofree char *name = kontor_mp_kind_name (kind);
        if (e->revealed != seat)
          return hand_text (table, pos, seat);
        /* Translators: a player's name, a count, then a card ("green 400") */
        return g_strdup_printf (ngettext ("%s holds %d %s card.", "%s holds %d %s cards.", pos->cards[seat][kind]),
                                kontor_mpt_name (table, seat), pos->cards[seat][kind], name);
      }
    case KONTOR_MP_ITEM_PLAYER:
      return player_text (table, pos, seat);
    case KONTOR_MP_ITEM_HAND:
      return hand_text (table, pos, seat);
    case KONTOR_MP_ITEM_MISSION:
      return mission_text (table, pos, seat);
    case KONTOR_MP_ITEM_JOURNEY:
      return journey_text (table, seat, b % KONTOR_MP_JOURNEY_MAX);
    default:
      {
        g_autofree char *coins = kontor_mp_reales (pos->coins[seat]);
        /* Translators: a player's name, then their reales ("1,200") */
        return g_strdup_printf (_("%s has %s reales."), kontor_mpt_name (table, seat), coins);
      }
    }
}

/* The entry's own buttons: dice faces, steps, kinds of stop, the tick. */
static char *
entry_text (int item, int b)
{
  MpSpace space;
  g_autofree char *where = NULL;

  if (item == KONTOR_MP_ITEM_MODE_CHANGE)
    return g_strdup (_("The pawn changed between land and sea at this port."));
  if (item == KONTOR_MP_ITEM_STOP)
    {
      if (b < 0 || b >= KONTOR_MP_N_STOPS || (b / MP_N_GROUPS != MP_SPACE_TRADING && b % MP_N_GROUPS))
        return NULL;
      kontor_mp_space_set (&space, b / MP_N_GROUPS, b / MP_N_GROUPS == MP_SPACE_TRADING ? b % MP_N_GROUPS : -1);
      where = kontor_mp_space_text (&space);
      /* Translators: a kind of space ("a trading place (green)", "Venice") */
      return g_strdup_printf (_("The pawn stopped at %s."), where);
    }
  if (b < 1 || b > 6)
    return NULL;
  if (item == KONTOR_MP_ITEM_STEPS)
    /* Translators: the steps the pawn moved */
    return g_strdup_printf (ngettext ("The pawn moved %d step.", "The pawn moved %d steps.", b), b);
  if (item == KONTOR_MP_ITEM_BLACK_DIE)
    /* Translators: a face of the black die (1 to 6) */
    return g_strdup_printf (_("The black die shows %d."), b);
  /* Translators: a face of the red die (1 to 6) */
  return g_strdup_printf (_("The red die shows %d."), b);
}

static char *
mp_target_text (KontorTable *table, const KontorTarget *target)
{
  const MpPosition *pos = kontor_table_get_shown_position (table);
  int a = target->a, b = target->b;

  if (target->kind != KONTOR_TARGET_ITEM)
    return NULL;
  switch (a)
    {
    case KONTOR_MP_ITEM_DIE:
    case KONTOR_MP_ITEM_BLACK_DIE:
    case KONTOR_MP_ITEM_STEPS:
    case KONTOR_MP_ITEM_STOP:
    case KONTOR_MP_ITEM_MODE_CHANGE:
      return entry_text (a, b);
    case KONTOR_MP_ITEM_PILE:
      if (b < 0 || b >= MP_N_GROUPS)
        return NULL;
      {
        int n = 0;
        for (int k = b * 4; k < b * 4 + 4; k++)
          n += pos->pile_count[k];
        /* Translators: a goods group ("green"), then the cards face down in its pile */
        return g_strdup_printf (ngettext ("The %s pile: %d card face down.", "The %s pile: %d cards face down.", n),
                                kontor_mp_group_name (b), n);
      }
    case KONTOR_MP_ITEM_CARD:
    case KONTOR_MP_ITEM_PLAYER:
    case KONTOR_MP_ITEM_HAND:
    case KONTOR_MP_ITEM_MISSION:
    case KONTOR_MP_ITEM_JOURNEY:
    case KONTOR_MP_ITEM_COINS:
      return seat_text (table, pos, a, b);
    default:
      return table_text (pos, a);
    }
}

/* ------------------------------------------------------------ the part */

/* The hints on the position entries continue from (not a past one looked at). */
static GPtrArray *
mp_hints (KontorTable *table)
{
  KontorGame *game = kontor_table_get_game (table);
  return kontor_mp_hints (kontor_game_get_position (game), kontor_game_get_setup (game));
}

static char *
mp_describe (KontorGame *game, gconstpointer position_before, gconstpointer action)
{
  return kontor_mp_describe (kontor_game_get_setup (game), position_before, action);
}

const KontorTableTitle kontor_mp_table_title = {
  .title_id = "marco-polo-classic",
  .state_size = sizeof (KontorMpEntry),
  .marks_size = sizeof (KontorMpMarks),
  .reset = mp_reset,
  .sync = mp_sync,
  .click = mp_click,
  .done = mp_done,
  .extra = mp_extra,
  .activate = mp_activate,
  .answer = kontor_mpt_answer,
  .prompt = kontor_mpt_prompt,
  .mode = mp_mode,
  .marks = mp_marks,
  .describe = mp_describe,
  .target_text = mp_target_text,
  .hints = mp_hints,
};
