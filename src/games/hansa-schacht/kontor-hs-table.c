/* kontor-hs-table.c: Hansa (Michael Schacht) at the table: what a click,
 * Done, a command or an answer means in each step of an entry, the prompt,
 * the board's marks, the history rows and what stands at a target
 * (kontor-hs-table.h maps the targets to the board).  Every rule is asked of
 * the engine (its legal entries, entries tried on a copy); the position is
 * always the one entries are made on (kontor_table_get_entry_position), so
 * a correction of an earlier entry is entered like any other. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-hs-hints.h"
#include "kontor-hs-table.h"
#include "kontor-table-title.h"

static const HsPosition *
current (KontorTable *table)
{
  return kontor_table_get_entry_position (table);
}

static const HsSetup *
setup_of (KontorTable *table)
{
  return kontor_game_get_setup (kontor_table_get_game (table));
}

static const char *
name_of (KontorTable *table, int seat)
{
  return kontor_game_get_player_name (kontor_table_get_game (table), seat);
}

static const char *
city_of (KontorTable *table, int city)
{
  return kontor_hs_city_name (setup_of (table), city);
}

/* The warehouse space of the city's b-th space (fill order), or -1. */
static int
space_of (const HsPosition *pos, int city, int b)
{
  for (int i = 0, k = 0; i < pos->n_spaces; i++)
    if (pos->space_city[i] == city && k++ == b)
      return i;
  return -1;
}

static int
unsold_held (const HsPosition *pos, int seat)
{
  int n = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    n += pos->unsold[seat][k];
  return n;
}

static int
chosen_count (const KontorHsEntry *e)
{
  int n = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    n += e->chosen[k];
  return n;
}

static gboolean
refill_required (const HsPosition *pos)
{
  HsAction probe;
  g_autoptr (GError) error = NULL;
  kontor_hs_action_init (&probe, HS_DO_END_TURN);
  return !kontor_hs_try (pos, &probe, &error) && g_error_matches (error, HS_ERROR, HS_ERROR_REFILL_REQUIRED);
}

/* Whether a refill can be entered now (with table draws its kinds are still
 * to be named: an empty list then fails only on its length). */
static gboolean
refill_possible (const HsPosition *pos)
{
  HsAction a;
  g_autoptr (GError) error = NULL;
  kontor_hs_action_init (&a, HS_DO_REFILL);
  a.has_markers = !pos->seeded;
  return kontor_hs_try (pos, &a, &error) || g_error_matches (error, HS_ERROR, HS_ERROR_REFILL_COUNT);
}

/* Whether a sale could start here (its markers are still to be chosen). */
static gboolean
sale_possible (const HsPosition *pos, GError **error)
{
  HsAction a;
  GError *local = NULL;
  kontor_hs_action_init (&a, HS_DO_SELL);
  /* an empty sale is always refused: by sell-not-held when nothing else stands in the way */
  if (kontor_hs_try (pos, &a, &local) || g_error_matches (local, HS_ERROR, HS_ERROR_SELL_NOT_HELD))
    {
      g_clear_error (&local);
      return TRUE;
    }
  g_propagate_error (error, local);
  return FALSE;
}

/* ------------------------------------------------------------ state */

static void
step_reset (KontorHsEntry *e)
{
  e->mode = KONTOR_HS_PLAY;
  kontor_hs_action_init (&e->partial, HS_DO_REFILL);
  memset (e->chosen, 0, sizeof e->chosen);
  e->asking = KONTOR_HS_ASK_NOTHING;
  e->n_options = 0;
  e->marker = -1;
  e->n_pairs = e->pair_at = 0;
}

static void
hs_reset (KontorTable *table, gpointer state)
{
  step_reset (state);
}

/* Enters the entry; the step starts over once it is made (also when it
 * only became a pending correction). */
static gboolean
enter (KontorTable *table, KontorHsEntry *e, const HsAction *a)
{
  HsAction copy = *a;
  if (!kontor_table_enter (table, &copy))
    return FALSE;
  step_reset (e);
  return TRUE;
}

/* The engine's phase decides the step, unless an entry is being assembled. */
static void
hs_sync (KontorTable *table, gpointer state)
{
  KontorHsEntry *e = state;
  const HsPosition *pos = current (table);

  if (pos->ended)
    {
      step_reset (e);
      e->mode = KONTOR_HS_ENDED;
    }
  else if (kontor_hs_in_setup (pos))
    {
      step_reset (e);
      e->mode = KONTOR_HS_SETUP;
    }
  else if (e->mode == KONTOR_HS_REFILL || e->mode == KONTOR_HS_SELL || e->mode == KONTOR_HS_DISCARD)
    return;
  else
    e->mode = refill_required (pos) ? KONTOR_HS_REFILL_REQUIRED : KONTOR_HS_PLAY;
}

static const char *
hs_mode (gconstpointer state)
{
  static const char *const ids[] = { "setup", "play", "refill-required", "refill", "sell", "discard", "ended" };
  return ids[((const KontorHsEntry *) state)->mode];
}

/* ------------------------------------------------------------ questions */

/* "red, 2 barrels": a choice of the colour × barrels grid */
static char *
kind_label (int kind)
{
  int barrels = kontor_hs_kind_barrels (kind);
  /* Translators: a goods marker in a list of choices: its colour, then its barrels */
  return g_strdup_printf (ngettext ("%s, %d barrel", "%s, %d barrels", barrels),
                          kontor_hs_goods_name (kontor_hs_kind_colour (kind)), barrels);
}

/* The next marker of the refill: the kinds still face down, less those named. */
static void
ask_draw (KontorTable *table, KontorHsEntry *e)
{
  const HsPosition *pos = current (table);
  int first, last, total = kontor_hs_refill_reach (pos, &first, &last), i = e->partial.n_markers;
  int left[HS_N_KINDS], space = -1, pile = 0, before = i;
  g_autofree char *body = NULL;
  KontorQuestion *q;

  for (int k = 0; k < HS_N_KINDS; k++)
    left[k] = pos->facedown[k];
  for (int j = 0; j < i; j++)
    left[e->partial.markers[j]]--;
  for (int s = 0, n = 0; s < pos->n_spaces; s++)
    if (pos->warehouse[s] < 0 && n++ == i)
      {
        space = s;
        break;
      }
  while (pile < HS_N_PILES - 1 && before >= pos->piles[pile])
    before -= pos->piles[pile++];
  /* Translators: the marker's number in this refill, the markers drawn in all, the city whose warehouse it fills, the pile (1 to 5) */
  body = g_strdup_printf (_("Marker %d of %d, for the warehouse of %s, drawn from pile %d. Choose its colour and barrels."),
                          i + 1, total, city_of (table, space >= 0 ? pos->space_city[space] : 0), pile + 1);
  q = kontor_question_new (_("Which marker was drawn?"), body);
  e->n_options = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    if (left[k] > 0)
      {
        g_autofree char *label = kind_label (k);
        e->options[e->n_options++] = (gint8) k;
        kontor_question_add_choice (q, kontor_hs_kind_id (k), label);
      }
  g_free (q->cancel_label);
  q->cancel_label = g_strdup (_("_Cancel the Refill"));
  e->asking = KONTOR_HS_ASK_DRAW;
  kontor_table_ask (table, q);
}

static void
start_refill (KontorTable *table, KontorHsEntry *e)
{
  const HsPosition *pos = current (table);
  HsAction a;
  g_autoptr (GError) error = NULL;

  kontor_hs_action_init (&a, HS_DO_REFILL);
  if (pos->seeded)
    {
      enter (table, e, &a);   /* the seed draws */
      return;
    }
  a.has_markers = TRUE;
  if (!kontor_hs_try (pos, &a, &error) && !g_error_matches (error, HS_ERROR, HS_ERROR_REFILL_COUNT))
    {
      kontor_table_refuse (table, error);   /* late, nothing empty, nothing left, …: the engine says why */
      return;
    }
  step_reset (e);
  e->partial = a;
  e->mode = KONTOR_HS_REFILL;
  ask_draw (table, e);
}

/* The loss asked now: the opponent chooses among their kinds of the colour. */
static void
ask_loss (KontorTable *table, KontorHsEntry *e)
{
  const HsPosition *pos = current (table);
  int seat = e->pair_seat[e->pair_at], colour = e->pair_colour[e->pair_at];
  const char *col = kontor_hs_goods_name (colour);
  g_autofree char *heading = NULL, *body = NULL;
  KontorQuestion *q;

  /* Translators: an opponent's name */
  heading = g_strdup_printf (_("Which marker does %s lose?"), name_of (table, seat));
  /* Translators: the seller, a goods colour, the opponent, the goods colour again */
  body = g_strdup_printf (_("%s sells %s markers, so %s gives up one unsold %s marker of their choice."),
                          name_of (table, pos->active), col, name_of (table, seat), col);
  q = kontor_question_new (heading, body);
  e->n_options = 0;
  for (int k = colour * 3; k < colour * 3 + 3; k++)
    if (pos->unsold[seat][k] > 0)
      {
        g_autofree char *label = kind_label (k);
        e->options[e->n_options++] = (gint8) k;
        kontor_question_add_choice (q, kontor_hs_kind_id (k), label);
      }
  q->suggested = 0;   /* the fewest barrels (D-H15) */
  e->asking = KONTOR_HS_ASK_LOSS;
  kontor_table_ask (table, q);
}

/* The sale of the chosen markers with each opponent's fewest barrels lost;
 * the opponents who hold two kinds of a colour sold are asked. */
static void
sell_done (KontorTable *table, KontorHsEntry *e)
{
  const HsPosition *pos = current (table);
  HsAction a;
  g_autoptr (GError) error = NULL;
  gboolean sold[HS_N_GOODS] = { FALSE };

  kontor_hs_action_init (&a, HS_DO_SELL);
  for (int k = 0; k < HS_N_KINDS; k++)
    for (int j = 0; j < e->chosen[k] && a.n_markers < HS_LIST_MAX; j++)
      {
        a.markers[a.n_markers++] = (gint8) k;
        sold[kontor_hs_kind_colour (k)] = TRUE;
      }
  e->n_pairs = e->pair_at = 0;
  for (int p = 0; p < pos->n_players; p++)
    {
      HsLoss loss = { .seat = (gint8) p, .n = 0 };
      if (p == pos->active)
        continue;
      for (int c = 0; c < HS_N_GOODS; c++)
        {
          int kinds = 0, first = -1;
          if (!sold[c])
            continue;
          for (int k = c * 3; k < c * 3 + 3; k++)
            if (pos->unsold[p][k] > 0)
              {
                kinds++;
                if (first < 0)
                  first = k;
              }
          if (first < 0)
            continue;
          loss.kinds[loss.n++] = (gint8) first;
          if (kinds > 1)
            {
              e->pair_seat[e->n_pairs] = (gint8) p;
              e->pair_colour[e->n_pairs++] = (gint8) c;
            }
        }
      if (loss.n > 0)
        a.losses[a.n_losses++] = loss;
    }
  if (!kontor_hs_try (pos, &a, &error))
    {
      kontor_table_refuse (table, error);   /* pairs, markers held, …: the engine says why */
      e->n_pairs = 0;
      return;
    }
  e->partial = a;
  if (e->n_pairs == 0)
    enter (table, e, &a);
  else
    ask_loss (table, e);
}

static void
set_loss (KontorHsEntry *e, int seat, int kind)
{
  int colour = kontor_hs_kind_colour (kind);
  for (int l = 0; l < e->partial.n_losses; l++)
    if (e->partial.losses[l].seat == seat)
      for (int j = 0; j < e->partial.losses[l].n; j++)
        if (kontor_hs_kind_colour (e->partial.losses[l].kinds[j]) == colour)
          e->partial.losses[l].kinds[j] = (gint8) kind;
}

static void
start_sell (KontorTable *table, KontorHsEntry *e, int first_kind)
{
  g_autoptr (GError) error = NULL;
  if (!sale_possible (current (table), &error))
    {
      kontor_table_refuse (table, error);
      return;
    }
  step_reset (e);
  e->mode = KONTOR_HS_SELL;
  if (first_kind >= 0)
    e->chosen[first_kind] = 1;
}

static void
establish (KontorTable *table, KontorHsEntry *e, int kind)
{
  HsAction a;
  kontor_hs_action_init (&a, HS_DO_ESTABLISH);
  a.marker = (gint8) kind;
  enter (table, e, &a);
}

static char *
establish_label (KontorTable *table, int kind)
{
  const HsPosition *pos = current (table);
  g_autofree char *name = kontor_hs_kind_name (kind);
  int n = MIN (kontor_hs_kind_barrels (kind), pos->supply[pos->active]);
  /* Translators: a goods marker ("red 2"), the booths it sets up, a city */
  return g_strdup_printf (ngettext ("Spend %s on %d booth in %s", "Spend %s on %d booths in %s", n),
                          name, n, city_of (table, pos->ship));
}

/* "establish" without a marker named: which one? */
static void
ask_establish (KontorTable *table, KontorHsEntry *e)
{
  const HsPosition *pos = current (table);
  g_autofree char *body = NULL;
  KontorQuestion *q;
  HsAction probe;
  g_autoptr (GError) error = NULL;

  kontor_hs_action_init (&probe, HS_DO_ESTABLISH);
  for (int k = 0; k < HS_N_KINDS && probe.marker < 0; k++)
    if (pos->unsold[pos->active][k] > 0)
      probe.marker = (gint8) k;
  if (probe.marker < 0 || !kontor_hs_try (pos, &probe, &error))
    {
      if (probe.marker < 0)
        probe.marker = 0;   /* no marker held: the engine says so */
      enter (table, e, &probe);
      return;
    }
  /* Translators: a city */
  body = g_strdup_printf (_("Spend one unsold marker on booths in %s: one booth per barrel."), city_of (table, pos->ship));
  q = kontor_question_new (_("Set up booths"), body);
  e->n_options = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    if (pos->unsold[pos->active][k] > 0)
      {
        g_autofree char *label = establish_label (table, k);
        e->options[e->n_options++] = (gint8) k;
        kontor_question_add_choice (q, kontor_hs_kind_id (k), label);
      }
  q->suggested = 0;
  e->asking = KONTOR_HS_ASK_ESTABLISH;
  kontor_table_ask (table, q);
}

/* A click on one of the active player's unsold markers outside a sale. */
static void
click_marker (KontorTable *table, KontorHsEntry *e, int kind)
{
  const HsPosition *pos = current (table);
  int me = pos->active, of_colour = 0;
  HsAction a;
  gboolean can_sell, can_establish;

  for (int k = kontor_hs_kind_colour (kind) * 3; k < kontor_hs_kind_colour (kind) * 3 + 3; k++)
    of_colour += pos->unsold[me][k];
  kontor_hs_action_init (&a, HS_DO_ESTABLISH);
  a.marker = (gint8) kind;
  can_establish = kontor_hs_try (pos, &a, NULL);
  can_sell = of_colour >= 2 && sale_possible (pos, NULL);
  if (can_sell && can_establish)
    {
      g_autofree char *name = kontor_hs_kind_name (kind);
      g_autofree char *heading = NULL, *booths = establish_label (table, kind), *sell = NULL;
      KontorQuestion *q;
      /* Translators: a goods marker ("red 2") */
      heading = g_strdup_printf (_("What is done with %s?"), name);
      q = kontor_question_new (heading, _("Spend it on booths here, or sell it with other markers of its colour."));
      kontor_question_add_choice (q, "establish", booths);
      /* Translators: a goods colour, then a city */
      sell = g_strdup_printf (_("Sell %s markers in %s"), kontor_hs_goods_name (kontor_hs_kind_colour (kind)),
                              city_of (table, pos->ship));
      kontor_question_add_choice (q, "sell", sell);
      e->marker = kind;
      e->asking = KONTOR_HS_ASK_MARKER;
      kontor_table_ask (table, q);
    }
  else if (can_sell)
    start_sell (table, e, kind);
  else
    establish (table, e, kind);   /* or the engine says why not */
}

static void
hs_answer (KontorTable *table, gpointer state, int choice, const int *numbers)
{
  KontorHsEntry *e = state;
  KontorHsQuestion asking = e->asking;

  e->asking = KONTOR_HS_ASK_NOTHING;
  if (choice < 0)
    {
      if (asking == KONTOR_HS_ASK_DRAW)
        step_reset (e);                 /* the refill is dropped */
      else if (asking == KONTOR_HS_ASK_LOSS)
        e->n_pairs = e->pair_at = 0;    /* back to choosing the markers sold */
      return;
    }
  switch (asking)
    {
    case KONTOR_HS_ASK_DRAW:
      if (choice < e->n_options && e->partial.n_markers < HS_LIST_MAX)
        {
          int first, last;
          e->partial.markers[e->partial.n_markers++] = e->options[choice];
          if (e->partial.n_markers >= kontor_hs_refill_reach (current (table), &first, &last))
            {
              HsAction a = e->partial;
              if (!enter (table, e, &a))
                step_reset (e);
            }
          else
            ask_draw (table, e);
        }
      break;
    case KONTOR_HS_ASK_LOSS:
      if (choice < e->n_options)
        {
          set_loss (e, e->pair_seat[e->pair_at], e->options[choice]);
          if (++e->pair_at < e->n_pairs)
            ask_loss (table, e);
          else
            {
              HsAction a = e->partial;
              enter (table, e, &a);
            }
        }
      break;
    case KONTOR_HS_ASK_MARKER:
      if (choice == 0)
        establish (table, e, e->marker);
      else
        start_sell (table, e, e->marker);
      break;
    case KONTOR_HS_ASK_ESTABLISH:
      if (choice < e->n_options)
        establish (table, e, e->options[choice]);
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------ clicks */

/* A sail; against a known one-way arrow it is accepted with a warning (D-H3). */
static void
sail (KontorTable *table, KontorHsEntry *e, int city)
{
  const HsPosition *pos = current (table);
  int from = pos->ship;
  gboolean against = !(pos->complete & (1u << from)) && !(pos->arrows[from] & (1u << city))
                     && (pos->arrows[city] & (1u << from));
  HsAction a;

  kontor_hs_action_init (&a, HS_DO_SAIL);
  a.city = (gint8) city;
  if (enter (table, e, &a) && against)
    {
      /* Translators: the city the ship reached, then the city it left */
      g_autofree char *text = g_strdup_printf (_("Only the arrow from %s to %s is known: check on the board that the ship may sail this way."),
                                               city_of (table, city), city_of (table, from));
      kontor_table_message (table, text);
    }
}

static void
place (KontorTable *table, KontorHsEntry *e, int city)
{
  HsAction a;
  kontor_hs_action_init (&a, HS_DO_SETUP_BOOTHS);
  a.city = (gint8) city;
  enter (table, e, &a);
}

static void
buy_space (KontorTable *table, KontorHsEntry *e, int city, int space)
{
  const HsPosition *pos = current (table);
  HsAction a;
  gboolean any = FALSE;

  if (city != pos->ship)
    {
      /* Translators: a city */
      g_autofree char *text = g_strdup_printf (_("The ship is not in %s: sail there first to buy this marker."),
                                               city_of (table, city));
      kontor_table_message (table, text);
      return;
    }
  for (int i = 0; i < pos->n_spaces; i++)
    any |= pos->space_city[i] == city && pos->warehouse[i] >= 0;
  if (pos->warehouse[space] < 0 && any)
    {
      kontor_table_message (table, _("This warehouse space is empty: pick the marker beside it."));
      return;
    }
  kontor_hs_action_init (&a, HS_DO_BUY);
  /* an empty city: the engine refuses (buy-empty) whatever kind is named */
  a.marker = pos->warehouse[space] >= 0 ? pos->warehouse[space] : 0;
  enter (table, e, &a);
}

/* In a sale or the taxes: one more of the kind, or (all chosen) none again. */
static void
toggle (const HsPosition *pos, KontorHsEntry *e, int kind)
{
  int held = pos->unsold[pos->active][kind];
  int need = unsold_held (pos, pos->active) - 3;

  if (e->chosen[kind] < held && (e->mode == KONTOR_HS_SELL || chosen_count (e) < need))
    e->chosen[kind]++;
  else
    e->chosen[kind] = 0;
}

static void
hs_click (KontorTable *table, gpointer state, const KontorTarget *target)
{
  KontorHsEntry *e = state;
  const HsPosition *pos = current (table);
  int city = target->a;

  switch (target->kind)
    {
    case KONTOR_TARGET_CITY:
    case KONTOR_TARGET_SLOT:
      if (city < 0 || city >= HS_N_CITIES)
        return;
      if (e->mode == KONTOR_HS_SETUP)
        place (table, e, city);
      else if ((e->mode == KONTOR_HS_PLAY || e->mode == KONTOR_HS_REFILL_REQUIRED) && target->kind == KONTOR_TARGET_SLOT)
        {
          int space = space_of (pos, city, target->b);
          if (space >= 0)
            buy_space (table, e, city, space);
        }
      else if (e->mode == KONTOR_HS_PLAY || e->mode == KONTOR_HS_REFILL_REQUIRED)
        {
          if (city == pos->ship)
            {
              /* Translators: a city */
              g_autofree char *text = g_strdup_printf (_("The ship is in %s: pick a marker in its warehouse to buy it, or another city to sail there."),
                                                       city_of (table, city));
              kontor_table_message (table, text);
            }
          else
            sail (table, e, city);
        }
      return;
    case KONTOR_TARGET_ITEM:
      if (target->a == KONTOR_HS_ITEM_PILE && target->b >= 0 && target->b < HS_N_PILES
          && (e->mode == KONTOR_HS_PLAY || e->mode == KONTOR_HS_REFILL_REQUIRED))
        start_refill (table, e);
      else if (target->a == KONTOR_HS_ITEM_UNSOLD && target->b >= 0 && target->b < HS_MAX_PLAYERS * HS_N_KINDS)
        {
          int seat = target->b / HS_N_KINDS, kind = target->b % HS_N_KINDS;
          if (seat != pos->active || pos->unsold[seat][kind] == 0)
            return;
          if (e->mode == KONTOR_HS_SELL || e->mode == KONTOR_HS_DISCARD)
            toggle (pos, e, kind);
          else if (e->mode == KONTOR_HS_PLAY || e->mode == KONTOR_HS_REFILL_REQUIRED)
            click_marker (table, e, kind);
        }
      return;
    default:
      return;
    }
}

static void
end_turn (KontorTable *table, KontorHsEntry *e)
{
  HsAction a;
  g_autoptr (GError) error = NULL;

  kontor_hs_action_init (&a, HS_DO_END_TURN);
  if (kontor_hs_try (current (table), &a, &error) || !g_error_matches (error, HS_ERROR, HS_ERROR_TAX_DISCARD))
    {
      enter (table, e, &a);   /* or the engine says why not */
      return;
    }
  step_reset (e);
  e->mode = KONTOR_HS_DISCARD;
}

static void
hs_done (KontorTable *table, gpointer state)
{
  KontorHsEntry *e = state;

  if (e->mode == KONTOR_HS_SELL)
    sell_done (table, e);
  else if (e->mode == KONTOR_HS_DISCARD)
    {
      HsAction a;
      kontor_hs_action_init (&a, HS_DO_END_TURN);
      for (int k = 0; k < HS_N_KINDS; k++)
        for (int j = 0; j < e->chosen[k] && a.n_discard < HS_LIST_MAX; j++)
          a.discard[a.n_discard++] = (gint8) k;
      enter (table, e, &a);
    }
}

static void
hs_extra (KontorTable *table, gpointer state)
{
  KontorHsEntry *e = state;
  if (e->mode == KONTOR_HS_PLAY)
    end_turn (table, e);
  else if (e->mode == KONTOR_HS_REFILL_REQUIRED)
    start_refill (table, e);
}

/* ------------------------------------------------------------ commands */

static int
city_param (GVariant *param)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_INT32))
    {
      int c = g_variant_get_int32 (param);
      return c >= 0 && c < HS_N_CITIES ? c : -1;
    }
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_STRING))
    return kontor_hs_city_from_id (g_variant_get_string (param, NULL));
  return -1;
}

static int
kind_param (GVariant *param)
{
  if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_STRING))
    return kontor_hs_kind_from_id (g_variant_get_string (param, NULL));
  return -1;
}

static gboolean
hs_activate (KontorTable *table, gpointer state, const char *name, GVariant *param)
{
  KontorHsEntry *e = state;
  const HsPosition *pos = current (table);
  gboolean turn = !pos->ended && !kontor_hs_in_setup (pos);

  if (g_str_equal (name, "place"))
    {
      if (kontor_hs_in_setup (pos) && city_param (param) >= 0)
        place (table, e, city_param (param));
      return TRUE;
    }
  if (g_str_equal (name, "refill"))
    {
      if (turn)
        start_refill (table, e);
      return TRUE;
    }
  if (g_str_equal (name, "sail"))
    {
      if (turn && city_param (param) >= 0)
        sail (table, e, city_param (param));
      return TRUE;
    }
  if (g_str_equal (name, "buy"))
    {
      if (!turn)
        return TRUE;
      if (param && g_variant_is_of_type (param, G_VARIANT_TYPE_INT32))
        {
          int space = space_of (pos, pos->ship, g_variant_get_int32 (param));
          if (space >= 0)
            buy_space (table, e, pos->ship, space);
        }
      else if (kind_param (param) >= 0)
        {
          HsAction a;
          kontor_hs_action_init (&a, HS_DO_BUY);
          a.marker = (gint8) kind_param (param);
          enter (table, e, &a);
        }
      return TRUE;
    }
  if (g_str_equal (name, "establish"))
    {
      if (!turn)
        return TRUE;
      step_reset (e);
      if (kind_param (param) >= 0)
        establish (table, e, kind_param (param));
      else
        ask_establish (table, e);
      return TRUE;
    }
  if (g_str_equal (name, "sell"))
    {
      if (turn)
        start_sell (table, e, -1);
      return TRUE;
    }
  if (g_str_equal (name, "end-turn"))
    {
      if (turn)
        end_turn (table, e);
      return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------ marks */

static void
mark_refill_piles (const HsPosition *pos, KontorHsMarks *hl)
{
  int first, last;
  if (kontor_hs_refill_reach (pos, &first, &last) > 0)
    for (int p = first; p <= last; p++)
      hl->piles[p] = pos->piles[p] > 0;
}

static void
hs_marks (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected)
{
  const KontorHsEntry *e = state;
  const HsPosition *pos = current (table);
  KontorHsMarks *hl = highlights, *sel = selected;
  int me = pos->active;

  memset (hl, 0, sizeof *hl);
  memset (sel, 0, sizeof *sel);
  switch (e->mode)
    {
    case KONTOR_HS_SETUP:
      {
        g_autoptr (GArray) legal = kontor_hs_legal_actions (pos);
        for (guint i = 0; i < legal->len; i++)
          hl->cities[g_array_index (legal, HsAction, i).city] = 1;
      }
      break;
    case KONTOR_HS_REFILL_REQUIRED:
      mark_refill_piles (pos, hl);
      break;
    case KONTOR_HS_PLAY:
      {
        g_autoptr (GArray) legal = kontor_hs_legal_actions (pos);
        if (refill_possible (pos))
          mark_refill_piles (pos, hl);
        for (guint i = 0; i < legal->len; i++)
          {
            const HsAction *a = &g_array_index (legal, HsAction, i);
            if (a->what == HS_DO_SAIL)
              hl->cities[a->city] = (pos->arrows[pos->ship] & (1u << a->city)) ? 1 : 2;
            else if (a->what == HS_DO_BUY)
              for (int b = 0; b < 2; b++)
                {
                  int s = space_of (pos, pos->ship, b);
                  if (s >= 0 && pos->warehouse[s] == a->marker)
                    hl->slots[pos->ship][b] = 1;
                }
            else if (a->what == HS_DO_ESTABLISH)
              hl->unsold[me][a->marker] = 1;
            else if (a->what == HS_DO_SELL)
              for (int j = 0; j < a->n_markers; j++)
                hl->unsold[me][a->markers[j]] = 1;
          }
      }
      break;
    case KONTOR_HS_REFILL:
      mark_refill_piles (pos, hl);
      for (int s = 0, n = 0; s < pos->n_spaces; s++)
        if (pos->warehouse[s] < 0 && n++ < e->partial.n_markers)
          for (int b = 0; b < 2; b++)
            if (space_of (pos, pos->space_city[s], b) == s)
              sel->slots[pos->space_city[s]][b] = 1;
      break;
    case KONTOR_HS_SELL:
    case KONTOR_HS_DISCARD:
      {
        int need = unsold_held (pos, me) - 3;
        for (int k = 0; k < HS_N_KINDS; k++)
          {
            sel->unsold[me][k] = e->chosen[k];
            hl->unsold[me][k] = pos->unsold[me][k] > 0
                                && (e->mode == KONTOR_HS_SELL || e->chosen[k] > 0 || chosen_count (e) < need);
          }
      }
      break;
    case KONTOR_HS_ENDED:
      break;
    }
}

/* ------------------------------------------------------------ prompt */

static char *
prompt_play (KontorTable *table, KontorPromptButtons *buttons)
{
  const HsPosition *pos = current (table);
  const char *who = name_of (table, pos->active), *ship = city_of (table, pos->ship);
  g_autoptr (GString) s = g_string_new (NULL);
  g_autofree char *money = NULL, *what = NULL;

  buttons->extra = _("_End Turn");
  /* Translators: a player's name, then their talers */
  money = g_strdup_printf (ngettext ("%s has %d taler.", "%s has %d talers.", pos->talers[pos->active]),
                           who, pos->talers[pos->active]);
  g_string_append (s, money);
  if (pos->acted)
    /* Translators: the ship's city */
    what = g_strdup_printf (_("The action in %s is taken: sail on (click a city) or end the turn."), ship);
  else
    /* Translators: the ship's city */
    what = g_strdup_printf (_("Sail (click a city), or act in %s: buy a marker there, or click one of your markers to set up booths or sell."),
                            ship);
  g_string_append_c (s, ' ');
  g_string_append (s, what);
  if (!pos->phase3 && refill_possible (pos))
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("You may first refill the empty warehouse spaces: click a supply pile (1 taler)."));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
hs_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons)
{
  const KontorHsEntry *e = state;
  const HsPosition *pos = current (table);
  const char *who = name_of (table, kontor_hs_seat_due (pos));

  switch (e->mode)
    {
    case KONTOR_HS_SETUP:
      /* Translators: a player's name, then the placement (1 to 3) */
      return g_strdup_printf (_("%s: place 2 booths in a highlighted city (placement %d of 3)."), who,
                              pos->placements / pos->n_players + 1);
    case KONTOR_HS_REFILL_REQUIRED:
      buttons->extra = _("_Refill");
      /* Translators: a player's name */
      return g_strdup_printf (_("%s: every warehouse space is empty, so refill first: click a supply pile (1 taler)."), who);
    case KONTOR_HS_REFILL:
      {
        int first, last, total = kontor_hs_refill_reach (pos, &first, &last);
        buttons->cancel = _("_Cancel");
        /* Translators: the markers named so far, then the markers the refill draws */
        return g_strdup_printf (_("Refill: name each marker drawn, in the order the spaces are filled (%d of %d named)."),
                                e->partial.n_markers, total);
      }
    case KONTOR_HS_SELL:
      {
        gint8 kinds[HS_MAX_MARKERS];
        int n = 0;
        for (int k = 0; k < HS_N_KINDS; k++)
          for (int j = 0; j < e->chosen[k] && n < HS_MAX_MARKERS; j++)
            kinds[n++] = (gint8) k;
        buttons->cancel = _("_Cancel");
        buttons->done = n > 0;
        /* Translators: a city, the markers chosen, then the points they score */
        return g_strdup_printf (ngettext ("Sell in %s: click the markers to sell, at least 2 of each colour (%d chosen, worth %d point). Then press Done.",
                                          "Sell in %s: click the markers to sell, at least 2 of each colour (%d chosen, worth %d points). Then press Done.",
                                          kontor_hs_sale_points (kinds, n)),
                                city_of (table, pos->ship), n, kontor_hs_sale_points (kinds, n));
      }
    case KONTOR_HS_DISCARD:
      {
        int need = unsold_held (pos, pos->active) - 3;
        buttons->cancel = _("_Cancel");
        buttons->done = chosen_count (e) == need;
        /* Translators: a player's name, their unsold markers, the markers to discard, then those chosen */
        return g_strdup_printf (ngettext ("Taxes: %s holds %d unsold markers and keeps 3. Click the %d marker to discard (%d chosen), then press Done.",
                                          "Taxes: %s holds %d unsold markers and keeps 3. Click the %d markers to discard (%d chosen), then press Done.",
                                          need),
                                who, unsold_held (pos, pos->active), need, chosen_count (e));
      }
    case KONTOR_HS_ENDED:
      buttons->extra = _("Show the _Score");
      return g_strdup (_("The game is over: the last pile was started and the round is complete."));
    case KONTOR_HS_PLAY:
      return prompt_play (table, buttons);
    }
  return NULL;
}

/* ------------------------------------------------------------ history */

static char *
describe_refill (const HsSetup *s, const HsPosition *before, const HsAction *a)
{
  const char *who = s->names[before->active];
  gint8 kinds[HS_MAX_SPACES];
  int first, last, n = kontor_hs_refill_reach (before, &first, &last);
  g_autoptr (GString) list = g_string_new (NULL);

  if (a->has_markers)
    for (int i = 0; i < n; i++)
      kinds[i] = i < a->n_markers ? a->markers[i] : -1;
  else
    for (int i = 0; i < n; i++)
      kinds[i] = i < before->stack_len ? before->stack[before->stack_len - 1 - i] : -1;
  for (int sp = 0, i = 0; sp < before->n_spaces && i < n; sp++)
    if (before->warehouse[sp] < 0)
      {
        g_autofree char *kind = kontor_hs_kind_name (kinds[i++]);
        /* Translators: a goods marker ("red 2"), then the city whose warehouse it fills */
        g_autofree char *item = g_strdup_printf (_("%s in %s"), kind, kontor_hs_city_name (s, before->space_city[sp]));
        if (list->len)
          g_string_append (list, ", ");
        g_string_append (list, item);
      }
  if (!before->triggered && last == HS_N_PILES - 1)
    /* Translators: a history row: a player's name, then the markers drawn and where they went, e.g. "red 2 in Lübeck, blue 1 in Riga" */
    return g_strdup_printf (_("%s refilled the warehouses for 1 taler: %s; this reached pile 5, so the game ends when the round is over"),
                            who, list->str);
  /* Translators: a history row: a player's name, then the markers drawn and where they went, e.g. "red 2 in Lübeck, blue 1 in Riga" */
  return g_strdup_printf (_("%s refilled the warehouses for 1 taler: %s"), who, list->str);
}

static char *
describe_sell (const HsSetup *s, const HsPosition *before, const HsAction *a)
{
  g_autofree char *kinds = kontor_hs_kinds_text (a->markers, MIN (a->n_markers, HS_LIST_MAX));
  int points = kontor_hs_sale_points (a->markers, MIN (a->n_markers, HS_LIST_MAX));
  /* Translators: a history row: a player's name, the markers sold ("red 1, red 3"), a city, the points scored */
  char *text = g_strdup_printf (ngettext ("%s sold %s in %s for %d point and took 1 booth back",
                                          "%s sold %s in %s for %d points and took 1 booth back", points),
                                s->names[before->active], kinds, kontor_hs_city_name (s, before->ship), points);

  for (int l = 0; l < MIN (a->n_losses, HS_LOSS_MAX); l++)
    if (a->losses[l].seat >= 0 && a->losses[l].n > 0)
      {
        g_autofree char *lost = kontor_hs_kinds_text (a->losses[l].kinds, MIN (a->losses[l].n, HS_LOSS_KINDS));
        g_autofree char *row = text;
        /* Translators: a history row (a sale), then an opponent's name and the markers they lost ("red 2") */
        text = g_strdup_printf (_("%s; %s lost %s"), row, s->names[a->losses[l].seat], lost);
      }
  return text;
}

static char *
describe_end_turn (const HsSetup *s, const HsPosition *before, const HsAction *a)
{
  const char *who = s->names[before->active];
  HsPosition after;
  char *text;

  if (a->n_discard > 0)
    {
      g_autofree char *kinds = kontor_hs_kinds_text (a->discard, MIN (a->n_discard, HS_LIST_MAX));
      /* Translators: a history row: a player's name, then the markers discarded ("red 1, blue 2") */
      text = g_strdup_printf (_("%s ended the turn and discarded %s"), who, kinds);
    }
  else
    /* Translators: a history row: a player's name */
    text = g_strdup_printf (_("%s ended the turn"), who);
  if (before->talers[before->active] > 3)
    {
      int back = before->talers[before->active] - 3;
      g_autofree char *row = text;
      /* Translators: a history row (the end of a turn), then the talers above 3 that went back to the bank */
      text = g_strdup_printf (ngettext ("%s; %d taler went back to the bank", "%s; %d talers went back to the bank", back),
                              row, back);
    }
  memcpy (&after, before, sizeof after);
  if (kontor_hs_apply (&after, a, NULL) && after.ended)
    {
      g_autofree char *row = text;
      /* Translators: a history row (the end of the last turn) */
      text = g_strdup_printf (_("%s; the game is over"), row);
    }
  return text;
}

static char *
hs_describe (KontorGame *game, gconstpointer position_before, gconstpointer action)
{
  const HsSetup *s = kontor_game_get_setup (game);
  const HsPosition *before = position_before;
  const HsAction *a = action;
  const char *who = s->names[kontor_hs_seat_due (before)];
  g_autofree char *kind = a->marker >= 0 ? kontor_hs_kind_name (a->marker) : NULL;

  switch (a->what)
    {
    case HS_DO_SETUP_BOOTHS:
      /* Translators: a history row: a player's name, then a city */
      return g_strdup_printf (_("%s placed 2 booths in %s"), who, kontor_hs_city_name (s, a->city));
    case HS_DO_REFILL:
      return describe_refill (s, before, a);
    case HS_DO_SAIL:
      if (!(before->complete & (1u << before->ship)) && !(before->arrows[before->ship] & (1u << a->city)))
        /* Translators: a history row: a player's name, the city the ship left, the city it reached */
        return g_strdup_printf (_("%s sailed from %s to %s (1 taler; unchecked: no arrow is known for this way)"),
                                who, kontor_hs_city_name (s, before->ship), kontor_hs_city_name (s, a->city));
      /* Translators: a history row: a player's name, the city the ship left, the city it reached */
      return g_strdup_printf (_("%s sailed from %s to %s (1 taler)"), who, kontor_hs_city_name (s, before->ship),
                              kontor_hs_city_name (s, a->city));
    case HS_DO_BUY:
      {
        int payee, price = kontor_hs_buy_price (before, a->marker, &payee);
        const char *city = kontor_hs_city_name (s, before->ship);
        if (price == 0)
          /* Translators: a history row: a player's name, a goods marker ("red 2"), a city */
          return g_strdup_printf (_("%s bought %s in %s for free"), who, kind, city);
        if (payee >= 0)
          /* Translators: a history row: a player's name, a goods marker ("red 2"), a city, the player paid */
          return g_strdup_printf (_("%s bought %s in %s for 1 taler, paid to %s"), who, kind, city, s->names[payee]);
        /* Translators: a history row: a player's name, a goods marker ("red 2"), a city */
        return g_strdup_printf (_("%s bought %s in %s for 1 taler, paid to the bank"), who, kind, city);
      }
    case HS_DO_ESTABLISH:
      {
        int n = MIN (kontor_hs_kind_barrels (a->marker), before->supply[before->active]);
        /* Translators: a history row: a player's name, a goods marker ("red 2"), the booths set up, a city */
        return g_strdup_printf (ngettext ("%s spent %s on %d booth in %s", "%s spent %s on %d booths in %s", n),
                                who, kind, n, kontor_hs_city_name (s, before->ship));
      }
    case HS_DO_SELL:
      return describe_sell (s, before, a);
    default:
      return describe_end_turn (s, before, a);
    }
}

/* ------------------------------------------------------------ what is under the cursor */

static char *
city_text (KontorTable *table, const HsPosition *pos, int c)
{
  const HsSetup *s = setup_of (table);
  g_autoptr (GString) t = g_string_new (NULL);
  g_autoptr (GString) goods = g_string_new (NULL);
  g_autoptr (GString) booths = g_string_new (NULL);

  /* Translators: a city, then its number on the board (1 to 9) */
  g_string_printf (t, _("%s, city number %d."), kontor_hs_city_name (s, c), s->profile.number[c]);
  for (int i = 0; i < pos->n_spaces; i++)
    if (pos->space_city[i] == c)
      {
        g_autofree char *kind = pos->warehouse[i] >= 0 ? kontor_hs_kind_name (pos->warehouse[i]) : g_strdup (_("empty"));
        if (goods->len)
          g_string_append (goods, ", ");
        g_string_append (goods, kind);
      }
  {
    /* Translators: what lies in a city's warehouse spaces, e.g. "red 2, empty" */
    g_autofree char *line = g_strdup_printf (_("Warehouse: %s."), goods->str);
    g_string_append_c (t, ' ');
    g_string_append (t, line);
  }
  for (int p = 0; p < pos->n_players; p++)
    if (pos->booths[p][c] > 0)
      {
        if (booths->len)
          g_string_append (booths, ", ");
        g_string_append_printf (booths, "%s %d", name_of (table, p), pos->booths[p][c]);
      }
  g_string_append_c (t, ' ');
  if (booths->len)
    {
      /* Translators: the booths in a city per player, e.g. "Ana 4, Bo 2" */
      g_autofree char *line = g_strdup_printf (_("Booths: %s."), booths->str);
      g_string_append (t, line);
    }
  else
    g_string_append (t, _("No booths."));
  if (pos->ship == c)
    {
      g_string_append_c (t, ' ');
      g_string_append (t, _("The ship is here."));
    }
  return g_string_free (g_steal_pointer (&t), FALSE);
}

static char *
hs_target_text (KontorTable *table, const KontorTarget *target)
{
  const HsPosition *pos = kontor_table_get_shown_position (table);
  int a = target->a, b = target->b;

  switch (target->kind)
    {
    case KONTOR_TARGET_CITY:
      return a >= 0 && a < HS_N_CITIES ? city_text (table, pos, a) : NULL;
    case KONTOR_TARGET_SLOT:
      {
        int space = a >= 0 && a < HS_N_CITIES ? space_of (pos, a, b) : -1, n = 0;
        g_autofree char *what = NULL;
        if (space < 0)
          return NULL;
        for (int i = 0; i < pos->n_spaces; i++)
          n += pos->space_city[i] == a;
        what = pos->warehouse[space] >= 0 ? kontor_hs_kind_name (pos->warehouse[space]) : g_strdup (_("empty"));
        /* Translators: a city, the warehouse space's number, the city's spaces, what lies there ("red 2", "empty") */
        return g_strdup_printf (_("%s, warehouse space %d of %d: %s."), city_of (table, a), b + 1, n, what);
      }
    case KONTOR_TARGET_ITEM:
      if (a == KONTOR_HS_ITEM_PILE && b >= 0 && b < HS_N_PILES)
        {
          if (b == HS_N_PILES - 1)
            /* Translators: the last pile's face-down markers */
            return g_strdup_printf (ngettext ("Pile 5, the last pile: %d marker face down. The refill that first draws from it starts the last round.",
                                              "Pile 5, the last pile: %d markers face down. The refill that first draws from it starts the last round.",
                                              pos->piles[b]),
                                    pos->piles[b]);
          /* Translators: a pile's number (1 to 4), then its face-down markers */
          return g_strdup_printf (ngettext ("Pile %d: %d marker face down.", "Pile %d: %d markers face down.", pos->piles[b]),
                                  b + 1, pos->piles[b]);
        }
      if (a == KONTOR_HS_ITEM_SHIP)
        /* Translators: a city */
        return g_strdup_printf (_("The ship is in %s."), city_of (table, pos->ship));
      if (a == KONTOR_HS_ITEM_UNSOLD && b >= 0 && b < pos->n_players * HS_N_KINDS)
        {
          int seat = b / HS_N_KINDS, kind = b % HS_N_KINDS;
          g_autofree char *name = kontor_hs_kind_name (kind);
          /* Translators: a player's name, a count, then a goods marker ("red 2") */
          return g_strdup_printf (ngettext ("%s holds %d unsold %s.", "%s holds %d unsold %s.", pos->unsold[seat][kind]),
                                  name_of (table, seat), pos->unsold[seat][kind], name);
        }
      if (a == KONTOR_HS_ITEM_PLAYER && b >= 0 && b < pos->n_players)
        {
          int unsold = 0, sold = 0;
          for (int k = 0; k < HS_N_KINDS; k++)
            {
              unsold += pos->unsold[b][k];
              sold += pos->sold[b][k];
            }
          /* Translators: a player's name, then their talers, booths in supply, unsold and sold markers */
          return g_strdup_printf (_("%s. Talers: %d. Booths in supply: %d. Unsold markers: %d. Sold markers: %d."),
                                  name_of (table, b), pos->talers[b], pos->supply[b], unsold, sold);
        }
      return NULL;
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------ preview */

/* The markers named so far stand in the spaces they fill. */
static void
hs_preview (KontorTable *table, gconstpointer state, gpointer position)
{
  const KontorHsEntry *e = state;
  HsPosition *pos = position;

  if (e->mode != KONTOR_HS_REFILL)
    return;
  for (int s = 0, n = 0; s < pos->n_spaces && n < e->partial.n_markers; s++)
    if (pos->warehouse[s] < 0)
      pos->warehouse[s] = e->partial.markers[n++];
}

/* The hints on the position entries continue from (not a past one looked at). */
static GPtrArray *
hs_hints (KontorTable *table)
{
  KontorGame *game = kontor_table_get_game (table);
  return kontor_hs_hints (kontor_game_get_position (game), kontor_game_get_setup (game));
}

const KontorTableTitle kontor_hs_table_title = {
  .title_id = "hansa-schacht",
  .state_size = sizeof (KontorHsEntry),
  .marks_size = sizeof (KontorHsMarks),
  .reset = hs_reset,
  .sync = hs_sync,
  .click = hs_click,
  .done = hs_done,
  .extra = hs_extra,
  .activate = hs_activate,
  .answer = hs_answer,
  .prompt = hs_prompt,
  .mode = hs_mode,
  .marks = hs_marks,
  .describe = hs_describe,
  .target_text = hs_target_text,
  .preview = hs_preview,
  .hints = hs_hints,
};
