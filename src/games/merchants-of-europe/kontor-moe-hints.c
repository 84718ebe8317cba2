/* kontor-moe-hints.c: "what now", "what can be afforded", "what a trade
 * would make possible", "who is close to winning" and "watch out" for
 * Merchants of Europe, from the engine's own checks (entries tried on a
 * copy): no rule is restated here; the words the table's sentences share;
 * and the history rows. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe-hints.h"

/* ---------------------------------------------------------------- words */

const char *
kontor_moe_res_name (int res)
{
  switch (res)
    {
    case MOE_WOOD: return C_("resource", "wood");
    case MOE_WOOL: return C_("resource", "wool");
    case MOE_GRAIN: return C_("resource", "grain");
    case MOE_ORE: return C_("resource", "ore");
    case MOE_SALT: return C_("resource", "salt");
    case MOE_GOLD: return C_("resource", "gold");
    default: return "?";
    }
}

const char *
kontor_moe_color_name (int color)
{
  switch (color)
    {
    case MOE_RED: return C_("player colour", "red");
    case MOE_BLUE: return C_("player colour", "blue");
    case MOE_WHITE: return C_("player colour", "white");
    case MOE_ORANGE: return C_("player colour", "orange");
    default: return "?";
    }
}

char *
kontor_moe_items_text (const gint32 *counts, gboolean with_gold)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (int t = 0; t <= (with_gold ? MOE_GOLD : MOE_N_RES - 1); t++)
    if (counts[t] > 0)
      {
        if (s->len)
          g_string_append (s, ", ");
        /* Translators: a count and a resource or gold, e.g. "2 ore" */
        g_string_append_printf (s, C_("count of a resource", "%d %s"), counts[t], kontor_moe_res_name (t));
      }
  if (s->len == 0)
    /* Translators: an empty list of cards */
    return g_strdup (_("nothing"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

const char *
kontor_moe_owner_name (const MoePosition *pos, const MoeSetup *setup, int owner)
{
  if (owner >= 0 && owner < pos->n_players)
    return setup->names[owner];
  return owner == MOE_NEUTRAL ? _("the neutral") : "?";
}

char *
kontor_moe_win_text (const MoePosition *pos, const MoeSetup *setup)
{
  int target = pos->warehouse + 1;
  /* Translators: the winner's name, then the goods delivered (the target) */
  return g_strdup_printf (ngettext ("%s has delivered all %d goods and won.", "%s has delivered all %d goods and won.",
                                    target),
                          setup->names[pos->winner], target);
}

char *
kontor_moe_ledger_text (const MoePosition *pos, const MoeSetup *setup, int seat)
{
  const MoePlayer *pl = &pos->players[seat];

  /* Translators: a player's line of the ledger: name, colour, cards in hand, gold, development cards,
   * goods delivered of the target, goods ready to deliver, then what is left in reserve */
  return g_strdup_printf (_("%s (%s): cards %d, gold %d, development cards %d; goods delivered %d of %d, "
                            "ready %d; in reserve: routes %d, merchants %d, caravans %d, kontors in the warehouse %d."),
                          setup->names[seat], kontor_moe_color_name (pos->colors[seat]), kontor_moe_hand_size (pos, seat),
                          (int) pl->gold, pl->n_dev, pl->delivered, pos->warehouse + 1, pl->available, MOE_ROUTES - pl->routes,
                          2 - pl->merchant[0].on_board - pl->merchant[1].on_board,
                          2 - pl->caravan[0].on_board - pl->caravan[1].on_board, pl->covered);
}

/* ---------------------------------------------------------------- engine helpers */

gboolean
kontor_moe_try (const MoePosition *pos, const MoeAction *a, GError **error)
{
  MoePosition copy;
  memcpy (&copy, pos, sizeof copy);
  return kontor_moe_apply (&copy, a, error);
}

void
kontor_moe_gains (const MoePosition *before, const MoeAction *a, int cards[MOE_MAX_PLAYERS][MOE_N_RES],
                  int gold[MOE_MAX_PLAYERS])
{
  MoePosition after;

  memcpy (&after, before, sizeof after);
  kontor_moe_apply (&after, a, NULL);
  for (int s = 0; s < MOE_MAX_PLAYERS; s++)
    {
      for (int t = 0; t < MOE_N_RES; t++)
        cards[s][t] = after.players[s].hand[t] - before->players[s].hand[t];
      gold[s] = (int) (after.players[s].gold - before->players[s].gold);
    }
}

void
kontor_moe_peek_dice (const MoePosition *pos, int dice[2])
{
  KontorRng rng = { pos->rng };
  dice[0] = 1 + (int) kontor_rng_below (&rng, 6);
  dice[1] = 1 + (int) kontor_rng_below (&rng, 6);
}

/* ---------------------------------------------------------------- hints */

static void
add (GPtrArray *out, char *text)
{
  g_ptr_array_add (out, text);
}

static void
hints_setup (const MoePosition *pos, const MoeSetup *s, GPtrArray *out)
{
  MoeDo what;
  int seat;

  kontor_moe_setup_due (pos, &what, &seat);
  if (what == MOE_DO_SETUP_KONTOR)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s places a kontor on an empty violet city space: type its name."), s->names[seat]));
  else if (what == MOE_DO_SETUP_RESOURCES)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s takes one card for each terrain touching the third kontor."), s->names[seat]));
  else if (what == MOE_DO_SETUP_NEUTRAL)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s places a neutral kontor on an empty violet city space: type its name."), s->names[seat]));
  else
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s places the first route next to a kontor, and a caravan beside it."), s->names[seat]));
}

/* A development card the active player may play now (tried as each kind). */
static gboolean
dev_playable (const MoePosition *pos)
{
  MoeAction a = kontor_moe_action_new (MOE_DO_PLAY_DEV);
  a.kind = MOE_DEV_UNKNOWN;
  a.n_moves = 1;
  if (kontor_moe_try (pos, &a, NULL))
    return TRUE;
  a.kind = MOE_DEV_LANCER;
  a.n_effects = 1;
  a.effects[0].type = MOE_FX_ROBBER;
  a.effects[0].robber.card = -1;
  return kontor_moe_try (pos, &a, NULL);
}

static MoeAction
build_action (const MoePosition *pos, int build)
{
  static const MoeDo what[] = { MOE_DO_BUY_DEV, MOE_DO_BUILD_MERCHANT, MOE_DO_BUILD_CARAVAN, MOE_DO_BUILD_ROUTE };
  const MoePlayer *pl = &pos->players[pos->active];
  MoeAction a = kontor_moe_action_new (what[build]);

  if (build == 1 && pl->merchant[0].on_board && pl->merchant[1].on_board)
    a.replace = 1;
  if (build == 2 && pl->caravan[0].on_board && pl->caravan[1].on_board)
    a.replace = 1;
  a.free = build == 3 && pos->free_routes > 0;
  return a;
}

static const char *
build_name (int build)
{
  switch (build)
    {
    case 0: return _("a development card");
    case 1: return _("a merchant");
    case 2: return _("a caravan");
    default: return _("a route");
    }
}

/* The first single trade after which the build is accepted, in words. */
static char *
trade_for (const MoePosition *pos, int build)
{
  MoeAction b = build_action (pos, build);

  for (int give = -1; give < MOE_N_RES; give++)
    for (int t = 0; t < MOE_N_RES; t++)
      {
        MoeAction a = kontor_moe_action_new (give < 0 ? MOE_DO_BUY_RESOURCE : MOE_DO_BANK_TRADE);
        MoePosition copy;
        if (t == give)
          continue;
        a.card = (gint8) (give < 0 ? t : give);
        a.get_item = (gint8) t;
        memcpy (&copy, pos, sizeof copy);
        if (!kontor_moe_apply (&copy, &a, NULL) || !kontor_moe_try (&copy, &b, NULL))
          continue;
        if (give < 0)
          /* Translators: a resource bought, then a build ("a caravan") */
          return g_strdup_printf (_("Buying 1 %s for 2 gold would make %s affordable."), kontor_moe_res_name (t),
                                  build_name (build));
        /* Translators: the resource given three times, the resource taken, then a build ("a caravan") */
        return g_strdup_printf (_("Trading 3 %s with the bank for 1 %s would make %s affordable."),
                                kontor_moe_res_name (give), kontor_moe_res_name (t), build_name (build));
      }
  return NULL;
}

static void
hints_actions (const MoePosition *pos, const MoeSetup *s, GPtrArray *out)
{
  const char *who = s->names[pos->active];
  const MoePlayer *pl = &pos->players[pos->active];
  g_autoptr (GString) can = g_string_new (NULL);
  int free_kontors = 0;

  if (pos->free_routes > 0)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s places the free route now, or it is lost."), who));
  for (int b = 0; b < 4; b++)
    {
      MoeAction a = build_action (pos, b);
      if (kontor_moe_try (pos, &a, NULL))
        g_string_append_printf (can, "%s%s", can->len ? ", " : "", build_name (b));
    }
  if (can->len)
    /* Translators: a player's name, then builds ("a route, a caravan") */
    add (out, g_strdup_printf (_("%s can afford now: %s."), who, can->str));
  else
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s cannot afford a build now."), who));
  for (int b = 0; b < 4; b++)
    {
      MoeAction a = build_action (pos, b);
      char *trade = kontor_moe_try (pos, &a, NULL) ? NULL : trade_for (pos, b);
      if (trade)
        add (out, trade);
    }
  for (int k = 0; k < pos->n_kontors; k++)
    free_kontors += pos->kontors[k].owner != pos->active && pos->kontors[k].token < 0;
  if (pl->available > 0 && free_kontors > 0)
    /* Translators: a player's name, the goods tokens ready, then the kontors of the others without a token */
    add (out, g_strdup_printf (ngettext ("%s has goods ready to deliver (%d) and %d kontor of the others can take one.",
                                         "%s has goods ready to deliver (%d) and %d kontors of the others can take one.",
                                         free_kontors),
                               who, pl->available, free_kontors));
}

static void
hints_now (const MoePosition *pos, const MoeSetup *s, GPtrArray *out)
{
  const char *who = s->names[pos->active];

  switch (pos->stage)
    {
    case MOE_STAGE_SETUP:
      hints_setup (pos, s, out);
      break;
    case MOE_STAGE_ROLL:
      /* Translators: a player's name */
      add (out, g_strdup_printf (_("%s rolls both dice: a 7 means discards and the robber, any other total production."), who));
      if (dev_playable (pos))
        /* Translators: a player's name */
        add (out, g_strdup_printf (_("%s may play a development card before the roll."), who));
      break;
    case MOE_STAGE_DISCARD:
      for (int p = 0; p < pos->n_players; p++)
        if (pos->discard_owed[p] > 0)
          /* Translators: a player's name, the cards held, then the cards owed to the bank */
          add (out, g_strdup_printf (ngettext ("%s holds %d cards and owes %d card to the bank.",
                                               "%s holds %d cards and owes %d cards to the bank.", pos->discard_owed[p]),
                                     s->names[p], kontor_moe_hand_size (pos, p), pos->discard_owed[p]));
      break;
    case MOE_STAGE_ROBBER:
      /* Translators: a player's name */
      add (out, g_strdup_printf (_("%s moves the robber to another terrain with a number and may take a card from an opponent with a kontor there."), who));
      break;
    case MOE_STAGE_PRODUCTION:
      /* Translators: the total rolled */
      add (out, g_strdup_printf (_("Enter what each player is owed for the %d: a player who gets no card takes 1 gold, and a type the bank cannot pay in full goes to nobody."),
                                 pos->dice[0] + pos->dice[1]));
      break;
    default:
      hints_actions (pos, s, out);
      break;
    }
}

static void
hints_race (const MoePosition *pos, const MoeSetup *s, GPtrArray *out)
{
  int target = pos->warehouse + 1;

  for (int p = 0; p < pos->n_players && pos->stage != MOE_STAGE_SETUP; p++)
    {
      const MoePlayer *pl = &pos->players[p];
      int left = target - pl->delivered;
      if (left <= 2)
        /* Translators: a player's name, the deliveries missing, delivered, the target, then the goods ready */
        add (out, g_strdup_printf (ngettext ("%s is %d delivery from winning (%d of %d delivered, %d ready).",
                                             "%s is %d deliveries from winning (%d of %d delivered, %d ready).", left),
                                   s->names[p], left, pl->delivered, target, pl->available));
    }
}

static void
hints_warnings (const MoePosition *pos, GPtrArray *out)
{
  if (pos->bank_gold < 0)
    /* Translators: the gold the bank lacks */
    add (out, g_strdup_printf (_("The bank is short by %d gold: the table stands in with other coins."),
                               (int) -pos->bank_gold));
  for (int t = 0; t < MOE_N_RES; t++)
    if (pos->bank[t] == 0)
      /* Translators: a resource ("ore") */
      add (out, g_strdup_printf (_("The bank has no %s left."), kontor_moe_res_name (t)));
}

GPtrArray *
kontor_moe_hints (const MoePosition *pos, const MoeSetup *setup)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  if (pos->ended)
    {
      add (out, kontor_moe_win_text (pos, setup));
      return out;
    }
  hints_now (pos, setup, out);
  hints_race (pos, setup, out);
  hints_warnings (pos, out);
  return out;
}

/* ---------------------------------------------------------------- history rows */

/* head and a clause joined by a translated pattern; frees head */
static char *
join (char *head, const char *pattern, const char *clause)
{
  char *row = g_strdup_printf (pattern, head, clause);
  g_free (head);
  return row;
}

static char *
join1 (char *head, const char *pattern)
{
  char *row = g_strdup_printf (pattern, head);
  g_free (head);
  return row;
}

static char *
deliveries_text (const MoePosition *pos, const MoeSetup *s, const MoeAction *a, const MoeMove *m)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (int i = 0; i < MIN (m->n_deliver, MOE_MAX_DELIVER); i++)
    {
      const char *owner = kontor_moe_owner_name (pos, s, kontor_moe_seat_of (pos, m->deliver[i].owner));
      if (list->len)
        g_string_append (list, ", ");
      /* Translators: a delivery: the city, then the kontor's owner ("wien (Di)") */
      g_string_append_printf (list, C_("delivery", "%s (%s)"), kontor_moe_text (a, m->deliver[i].city), owner);
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* The tolls, deliveries and the win of a movement or a placement. */
static char *
movement_tail (char *row, const MoePosition *before, const MoeSetup *s, const MoeAction *a, const MoeMove *m)
{
  MoePosition after;
  g_autoptr (GString) tolls = g_string_new (NULL);

  for (int p = 0; p < before->n_players; p++)
    if (m->tolls & (1 << before->colors[p]))
      g_string_append_printf (tolls, "%s%s", tolls->len ? ", " : "", s->names[p]);
  if (tolls->len)
    /* Translators: a history row, then the players paid a toll ("Bo, Cy") */
    row = join (row, _("%s, paying tolls to %s"), tolls->str);
  if (m->n_deliver > 0)
    {
      g_autofree char *list = deliveries_text (before, s, a, m);
      /* Translators: a history row, then the deliveries ("wien (Di), graz (the neutral)") */
      row = join (row, _("%s, delivering to %s"), list);
    }
  memcpy (&after, before, sizeof after);
  if (kontor_moe_apply (&after, a, NULL) && after.ended)
    /* Translators: a history row whose entry won the game */
    row = join1 (row, _("%s, and won"));
  return row;
}

static char *
robber_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a, const MoeRobber *r, gboolean lancer)
{
  const char *who = s->names[before->active];
  int cards[MOE_MAX_PLAYERS][MOE_N_RES], gold[MOE_MAX_PLAYERS];
  char *row;

  if (r->has_to)
    /* Translators: a history row: a player's name, then the robber's new terrain */
    row = g_strdup_printf (lancer ? _("%s played a lancer and moved the robber to %s") : _("%s moved the robber to %s"),
                           who, kontor_moe_text (a, r->to));
  else
    /* Translators: a history row: a player's name */
    row = g_strdup_printf (lancer ? _("%s played a lancer and moved the robber") : _("%s moved the robber"), who);
  if (!r->has_steal)
    return row;
  kontor_moe_gains (before, a, cards, gold);
  for (int p = 0; p < before->n_players; p++)
    for (int t = 0; t < MOE_N_RES; t++)
      if (p != before->active && cards[p][t] < 0)
        {
          /* Translators: a history row, a resource taken ("ore"), then the player it was taken from */
          char *out = g_strdup_printf (_("%s and took 1 %s from %s"), row, kontor_moe_res_name (t), s->names[p]);
          g_free (row);
          return out;
        }
  return row;
}

static char *
production_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  int cards[MOE_MAX_PLAYERS][MOE_N_RES], gold[MOE_MAX_PLAYERS];
  g_autoptr (GString) list = g_string_new (NULL);

  kontor_moe_gains (before, a, cards, gold);
  for (int p = 0; p < before->n_players; p++)
    {
      gint32 items[MOE_N_RES + 1];
      g_autofree char *got = NULL;
      for (int t = 0; t < MOE_N_RES; t++)
        items[t] = cards[p][t];
      items[MOE_GOLD] = gold[p];
      got = kontor_moe_items_text (items, TRUE);
      if (list->len)
        g_string_append (list, "; ");
      /* Translators: a player's name and what they got ("Ana: 1 salt") */
      g_string_append_printf (list, C_("production", "%s: %s"), s->names[p], got);
    }
  /* Translators: a history row: the total rolled, then what each player got */
  return g_strdup_printf (_("Production of the %d: %s"), before->dice[0] + before->dice[1], list->str);
}

static char *
route_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  const char *who = s->names[before->active];
  /* Translators: a history row: a player's name */
  char *row = g_strdup_printf (a->free ? _("%s placed a free route") : _("%s built a route"), who);

  if (a->has_at)
    /* Translators: a history row, then where the piece was placed */
    row = join (row, _("%s at %s"), kontor_moe_text (a, a->at));
  if (a->flag)
    /* Translators: a history row (a route placed on a double-arrow path) */
    row = join1 (row, _("%s on a double arrow"));
  if (a->gold_mask)
    {
      g_autoptr (GString) list = g_string_new (NULL);
      for (int p = 0; p < before->n_players; p++)
        if (a->gold_mask & (1 << before->colors[p]))
          {
            /* Translators: a player's name and the gold they earned ("Bo 2") */
            g_autofree char *one = g_strdup_printf (C_("isolation gold", "%s %d"), s->names[p], a->gold[before->colors[p]]);
            g_string_append_printf (list, "%s%s", list->len ? ", " : "", one);
          }
      /* Translators: a history row, then the gold each player earned ("Ana 1, Bo 2") */
      row = join (row, _("%s, connecting a city for gold: %s"), list->str);
    }
  return row;
}

static char *
piece_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  const MoePlayer *pl = &before->players[before->active];
  gboolean caravan = a->what == MOE_DO_BUILD_CARAVAN;
  const MoePiece *pieces = caravan ? pl->caravan : pl->merchant;
  int n = a->replace ? a->replace : pieces[0].on_board ? 2 : 1;
  char *row;

  if (a->replace)
    /* Translators: a history row: a player's name, then the piece's number */
    row = g_strdup_printf (caravan ? _("%s placed caravan %d again") : _("%s placed merchant %d again"),
                           s->names[before->active], n);
  else
    /* Translators: a history row: a player's name, then the piece's number */
    row = g_strdup_printf (caravan ? _("%s built caravan %d") : _("%s built merchant %d"), s->names[before->active], n);
  if (a->has_at)
    /* Translators: a history row, then where the piece was placed */
    row = join (row, _("%s at %s"), kontor_moe_text (a, a->at));
  return caravan ? movement_tail (row, before, s, a, &a->moves[0]) : row;
}

static char *
move_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  const char *who = s->names[before->active];
  const MoeMove *m = &a->moves[0];
  char *row;

  if (a->what == MOE_DO_MOVE_CARAVAN)
    /* Translators: a history row: a player's name, the caravan's number, the steps, then the salt paid */
    row = g_strdup_printf (ngettext ("%s moved caravan %d %d step for %d salt", "%s moved caravan %d %d steps for %d salt",
                                     a->steps),
                           who, a->piece, a->steps, a->paid);
  else
    /* Translators: a history row: a player's name, the merchant's number, the steps, then the grain paid */
    row = g_strdup_printf (ngettext ("%s moved merchant %d %d step for %d grain", "%s moved merchant %d %d steps for %d grain",
                                     a->steps),
                           who, a->piece, a->steps, a->paid);
  if (m->has_found)
    /* Translators: a history row, then the city where a kontor was founded */
    row = join (row, _("%s and founded a kontor in %s"), kontor_moe_text (a, m->city));
  else if (m->has_to)
    /* Translators: a history row, then where the piece stopped */
    row = join (row, _("%s to %s"), kontor_moe_text (a, m->to));
  if (m->found_gold > 0)
    {
      g_autofree char *gold = g_strdup_printf ("%d", m->found_gold);
      /* Translators: a history row, then the coastal gold taken */
      row = join (row, _("%s, taking %s gold"), gold);
    }
  return movement_tail (row, before, s, a, m);
}

static char *
effect_text (const MoePosition *before, const MoeSetup *s, const MoeAction *a, const MoeEffect *e)
{
  gint32 items[MOE_N_RES + 1] = { 0 };
  g_autofree char *list = NULL;

  switch (e->type)
    {
    case MOE_FX_ROBBER:
      return g_strdup (_("the robber moved"));
    case MOE_FX_TAKE_FROM_BANK:
      for (int t = 0; t < MOE_N_RES; t++)
        items[t] = e->res[t];
      items[MOE_GOLD] = e->gold;
      list = kontor_moe_items_text (items, TRUE);
      /* Translators: an effect of a development card: what was taken ("1 ore, 2 gold") */
      return g_strdup_printf (_("%s from the bank"), list);
    case MOE_FX_TAKE_FROM_PLAYERS:
      return g_strdup (_("cards taken from other players"));
    case MOE_FX_FREE_ROUTE:
      /* Translators: an effect of a development card */
      return g_strdup_printf (ngettext ("%d free route", "%d free routes", e->n), e->n);
    default:
      (void) before, (void) s, (void) a;
      return g_strdup (e->caravan ? _("a free move of a caravan") : _("a free move of a merchant"));
    }
}

static char *
dev_row (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  g_autoptr (GString) list = g_string_new (NULL);

  if (a->kind == MOE_DEV_LANCER && a->n_effects >= 1 && a->effects[0].type == MOE_FX_ROBBER)
    return robber_row (before, s, a, &a->effects[0].robber, TRUE);
  for (int i = 0; i < MIN (a->n_effects, MOE_MAX_EFFECTS); i++)
    {
      g_autofree char *one = effect_text (before, s, a, &a->effects[i]);
      g_string_append_printf (list, "%s%s", list->len ? "; " : "", one);
    }
  if (list->len == 0)
    /* Translators: a history row: a player's name */
    return g_strdup_printf (_("%s played a development card with no effect entered"), s->names[before->active]);
  /* Translators: a history row: a player's name, then the card's effects */
  return g_strdup_printf (_("%s played a development card: %s"), s->names[before->active], list->str);
}

static char *
describe_setup (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  MoeDo what;
  int seat = before->active;
  g_autofree char *cards = NULL;
  gint32 counts[MOE_N_RES] = { 0 };

  kontor_moe_setup_due (before, &what, &seat);
  switch (a->what)
    {
    case MOE_DO_SETUP_KONTOR:
      /* Translators: a history row: a player's name, then the city */
      return g_strdup_printf (_("%s placed a kontor in %s"), s->names[seat], kontor_moe_text (a, a->city));
    case MOE_DO_SETUP_NEUTRAL:
      /* Translators: a history row: a player's name, then the city */
      return g_strdup_printf (_("%s placed a neutral kontor in %s"), s->names[seat], kontor_moe_text (a, a->city));
    case MOE_DO_SETUP_RESOURCES:
      for (int i = 0; i < MIN (a->n_cards, 3); i++)
        counts[CLAMP (a->cards[i], 0, MOE_N_RES - 1)]++;
      cards = kontor_moe_items_text (counts, FALSE);
      /* Translators: a history row: a player's name, then the cards ("1 wood, 1 salt") */
      return g_strdup_printf (_("%s took %s as the starting hand"), s->names[seat], cards);
    default:
      if (a->has_at)
        /* Translators: a history row: a player's name, then where the route was placed */
        return g_strdup_printf (_("%s placed the first route at %s, and a caravan beside it"), s->names[seat],
                                kontor_moe_text (a, a->at));
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s placed the first route and a caravan beside it"), s->names[seat]);
    }
}

static char *
describe_trade (const MoePosition *before, const MoeSetup *s, const MoeAction *a)
{
  const char *who = s->names[before->active];
  int partner = kontor_moe_seat_of (before, a->with);
  g_autofree char *give = kontor_moe_items_text (a->give, TRUE), *get = kontor_moe_items_text (a->get, TRUE);

  switch (a->what)
    {
    case MOE_DO_TRADE:
      /* Translators: a history row: a player's name, what they gave ("1 wool"), the partner, then what they got */
      return g_strdup_printf (_("%s gave %s to %s for %s"), who, give, kontor_moe_owner_name (before, s, partner), get);
    case MOE_DO_BUY_RESOURCE:
      /* Translators: a history row: a player's name, then a resource ("salt") */
      return g_strdup_printf (_("%s bought 1 %s for 2 gold"), who, kontor_moe_res_name (a->card));
    case MOE_DO_BANK_TRADE:
      /* Translators: a history row: a player's name, the resource given three times, then what was taken */
      return g_strdup_printf (_("%s traded 3 %s with the bank for 1 %s"), who, kontor_moe_res_name (a->card),
                              kontor_moe_res_name (a->get_item));
    default:
      if (a->card == MOE_DEV_LANCER)
        /* Translators: a history row: a player's name */
        return g_strdup_printf (_("%s bought a development card, named as a lancer"), who);
      if (a->card == MOE_DEV_UNKNOWN)
        /* Translators: a history row: a player's name */
        return g_strdup_printf (_("%s bought a development card, named as unknown"), who);
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s bought a development card"), who);
    }
}

char *
kontor_moe_describe (const MoeSetup *s, const MoePosition *before, const MoeAction *a)
{
  const char *who = s->names[before->active];
  MoePosition after;

  if (a->what <= MOE_DO_SETUP_ROUTE)
    return describe_setup (before, s, a);
  memcpy (&after, before, sizeof after);
  kontor_moe_apply (&after, a, NULL);
  switch (a->what)
    {
    case MOE_DO_ROLL:
      if (after.dice[0] + after.dice[1] == 7)
        /* Translators: a history row: a player's name, then the dice */
        return g_strdup_printf (_("%s rolled %d + %d = 7: discards and the robber"), who, after.dice[0], after.dice[1]);
      /* Translators: a history row: a player's name, the dice, then their total */
      return g_strdup_printf (_("%s rolled %d + %d = %d"), who, after.dice[0], after.dice[1], after.dice[0] + after.dice[1]);
    case MOE_DO_DISCARD:
      {
        int seat = MAX (kontor_moe_discard_seat (before), 0);
        g_autofree char *cards = kontor_moe_items_text (a->counts, FALSE);
        /* Translators: a history row: a player's name, then the cards ("2 wool, 2 ore") */
        return g_strdup_printf (_("%s returned %s to the bank"), s->names[seat], cards);
      }
    case MOE_DO_ROBBER: return robber_row (before, s, a, &a->robber, FALSE);
    case MOE_DO_PRODUCTION: return production_row (before, s, a);
    case MOE_DO_TRADE:
    case MOE_DO_BUY_RESOURCE:
    case MOE_DO_BANK_TRADE:
    case MOE_DO_BUY_DEV: return describe_trade (before, s, a);
    case MOE_DO_BUILD_MERCHANT:
    case MOE_DO_BUILD_CARAVAN: return piece_row (before, s, a);
    case MOE_DO_BUILD_ROUTE: return route_row (before, s, a);
    case MOE_DO_MOVE_MERCHANT:
    case MOE_DO_MOVE_CARAVAN: return move_row (before, s, a);
    case MOE_DO_DELIVER:
      {
        MoeMove m = { 0 };
        g_autofree char *list = NULL;
        m.n_deliver = 1;
        m.deliver[0].owner = a->owner;
        m.deliver[0].city = a->city;
        list = deliveries_text (before, s, a, &m);
        m.n_deliver = 0;
        /* Translators: a history row: a player's name, the delivery ("wien (Di)"), then the caravan's number */
        return movement_tail (g_strdup_printf (_("%s delivered to %s from caravan %d without moving"), who, list, a->piece),
                              before, s, a, &m);
      }
    case MOE_DO_PLAY_DEV: return dev_row (before, s, a);
    default:
      /* Translators: a history row: a player's name */
      return g_strdup_printf (_("%s ended the turn"), who);
    }
}
