/* kontor-hs-hints.c: "what now" and "watch out" for Hansa, from the engine's
 * own legal entries and trial entries (no rule is restated here), and the
 * words the table's sentences share. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs-hints.h"

/* ---------------------------------------------------------------- words */

const char *
kontor_hs_city_name (const HsSetup *setup, int city)
{
  if (city < 0 || city >= HS_N_CITIES)
    return "?";
  if (setup && setup->profile.info[city].has_name && setup->profile.info[city].name[0])
    return setup->profile.info[city].name;
  switch (city)
    {
    case HS_TOENSBERG: return _("Tønsberg");
    case HS_AALBORG: return _("Aalborg");
    case HS_COPENHAGEN: return _("Copenhagen");
    case HS_LUEBECK: return _("Lübeck");
    case HS_DANZIG: return _("Danzig");
    case HS_KALMAR: return _("Kalmar");
    case HS_STOCKHOLM: return _("Stockholm");
    case HS_RIGA: return _("Riga");
    /* Translators: the ninth city of Hansa's board, whose name no source gives */
    default: return _("City 9");
    }
}

const char *
kontor_hs_goods_name (int colour)
{
  switch (colour)
    {
    case 0: return C_("goods colour", "yellow");
    case 1: return C_("goods colour", "green");
    case 2: return C_("goods colour", "red");
    case 3: return C_("goods colour", "blue");
    case 4: return C_("goods colour", "pink");
    case 5: return C_("goods colour", "black");
    default: return "?";
    }
}

char *
kontor_hs_kind_name (int kind)
{
  if (kind < 0 || kind >= HS_N_KINDS)
    return g_strdup ("?");
  /* Translators: a goods marker, short: its colour, then its barrels (1 to 3), e.g. "red 2" */
  return g_strdup_printf (_("%s %d"), kontor_hs_goods_name (kontor_hs_kind_colour (kind)),
                          kontor_hs_kind_barrels (kind));
}

char *
kontor_hs_kinds_text (const gint8 *kinds, int n)
{
  g_autoptr (GString) s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *k = kontor_hs_kind_name (kinds[i]);
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, k);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* ---------------------------------------------------------------- engine helpers */

void
kontor_hs_action_init (HsAction *a, HsDo what)
{
  memset (a, 0, sizeof *a);
  a->what = (guint8) what;
  a->by = HS_BY_ABSENT;
  a->city = -1;
  a->marker = -1;
}

gboolean
kontor_hs_try (const HsPosition *pos, const HsAction *a, GError **error)
{
  HsPosition copy;
  memcpy (&copy, pos, sizeof copy);
  return kontor_hs_apply (&copy, a, error);
}

int
kontor_hs_refill_reach (const HsPosition *pos, int *first, int *last)
{
  int empty = kontor_hs_empty_spaces (pos), left = 0, n, take;

  *first = *last = -1;
  for (int p = 0; p < HS_N_PILES; p++)
    left += pos->piles[p];
  n = take = MIN (empty, left);
  for (int p = 0; p < HS_N_PILES && take > 0; p++)
    if (pos->piles[p] > 0)
      {
        if (*first < 0)
          *first = p;
        *last = p;
        take -= MIN (take, pos->piles[p]);
      }
  return n;
}

int
kontor_hs_sale_points (const gint8 *kinds, int n)
{
  int points = 0;
  for (int i = 0; i < n; i++)
    points += 1 + kontor_hs_kind_barrels (kinds[i]);
  return points;
}

int
kontor_hs_buy_price (const HsPosition *pos, int kind, int *payee)
{
  HsPosition copy;
  HsAction a;
  int me = pos->active;

  kontor_hs_action_init (&a, HS_DO_BUY);
  a.marker = (gint8) kind;
  memcpy (&copy, pos, sizeof copy);
  *payee = -2;
  if (!kontor_hs_apply (&copy, &a, NULL))
    return 0;
  *payee = -1;
  for (int p = 0; p < pos->n_players; p++)
    if (p != me && copy.talers[p] > pos->talers[p])
      *payee = p;
  return pos->talers[me] - copy.talers[me];
}

/* ---------------------------------------------------------------- hints */

static void
add (GPtrArray *out, char *text)
{
  g_ptr_array_add (out, text);
}

static char *
join_cities (const HsSetup *s, const int *cities, int n)
{
  g_autoptr (GString) t = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (t, ", ");
      g_string_append (t, kontor_hs_city_name (s, cities[i]));
    }
  return g_string_free (g_steal_pointer (&t), FALSE);
}

static void
hints_setup (const HsPosition *pos, const HsSetup *s, GPtrArray *out)
{
  int seat = kontor_hs_seat_due (pos), excluded[HS_N_CITIES], n = 0;
  g_autoptr (GArray) legal = kontor_hs_legal_actions (pos);
  gboolean ok[HS_N_CITIES] = { FALSE };
  g_autofree char *list = NULL;

  for (guint i = 0; i < legal->len; i++)
    ok[g_array_index (legal, HsAction, i).city] = TRUE;
  for (int c = 0; c < HS_N_CITIES; c++)
    if (!ok[c])
      excluded[n++] = c;
  list = join_cities (s, excluded, n);
  /* Translators: a player's name, the placement (1 to 3), then the cities where they may not place, e.g. "Copenhagen, Lübeck" */
  add (out, g_strdup_printf (_("%s places 2 booths next (placement %d of 3), in any city except %s."),
                             s->names[seat], pos->placements / pos->n_players + 1, list));
}

static void
hints_refill (const HsPosition *pos, const HsSetup *s, const GArray *legal, GPtrArray *out)
{
  const char *who = s->names[pos->active];
  gboolean can = FALSE, required = FALSE;
  int first, last, n = kontor_hs_refill_reach (pos, &first, &last), before_last = 0;
  HsAction probe;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < legal->len; i++)
    can |= g_array_index (legal, HsAction, i).what == HS_DO_REFILL;
  kontor_hs_action_init (&probe, HS_DO_END_TURN);
  if (!kontor_hs_try (pos, &probe, &error) && g_error_matches (error, HS_ERROR, HS_ERROR_REFILL_REQUIRED))
    required = TRUE;

  if (required)
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("Every warehouse space is empty: %s must refill (1 taler) before sailing or acting."), who));
  if (can && first == last)
    /* Translators: the number of warehouse spaces a refill fills, then the pile (1 to 5) it takes them from */
    add (out, g_strdup_printf (ngettext ("A refill costs 1 taler and fills %d empty warehouse space from pile %d.",
                                         "A refill costs 1 taler and fills %d empty warehouse spaces from pile %d.", n),
                               n, first + 1));
  else if (can)
    /* Translators: the number of warehouse spaces a refill fills, then the first and the last pile (1 to 5) it takes them from */
    add (out, g_strdup_printf (ngettext ("A refill costs 1 taler and fills %d empty warehouse space from piles %d to %d.",
                                         "A refill costs 1 taler and fills %d empty warehouse spaces from piles %d to %d.", n),
                               n, first + 1, last + 1));
  if (pos->triggered)
    return;
  if (can && last == HS_N_PILES - 1)
    {
      add (out, g_strdup (_("Watch out: a refill now takes markers from pile 5, the last pile, and the game then ends when the round is over.")));
      return;
    }
  for (int p = 0; p < HS_N_PILES - 1; p++)
    before_last += pos->piles[p];
  if (before_last > 0 && before_last <= pos->n_spaces / 2)
    /* Translators: the number of face-down markers left before pile 5 */
    add (out, g_strdup_printf (ngettext ("Only %d marker is left before pile 5: the refill that reaches pile 5 starts the last round.",
                                         "Only %d markers are left before pile 5: the refill that reaches pile 5 starts the last round.",
                                         before_last),
                               before_last));
}

static void
hints_buys (const HsPosition *pos, const HsSetup *s, const GArray *legal, GPtrArray *out)
{
  const char *who = s->names[pos->active], *city = kontor_hs_city_name (s, pos->ship);

  for (guint i = 0; i < legal->len; i++)
    {
      const HsAction *a = &g_array_index (legal, HsAction, i);
      g_autofree char *kind = NULL;
      int payee, price;
      if (a->what != HS_DO_BUY)
        continue;
      kind = kontor_hs_kind_name (a->marker);
      price = kontor_hs_buy_price (pos, a->marker, &payee);
      if (price == 0)
        /* Translators: a player's name, a goods marker ("red 2"), a city */
        add (out, g_strdup_printf (_("%s can buy %s in %s for free: they have the most booths there."), who, kind, city));
      else if (payee >= 0)
        /* Translators: a player's name, a goods marker ("red 2"), a city, the player who has the most booths there */
        add (out, g_strdup_printf (_("%s can buy %s in %s for 1 taler, paid to %s, who has the most booths there."),
                                   who, kind, city, s->names[payee]));
      else
        /* Translators: a player's name, a goods marker ("red 2"), a city */
        add (out, g_strdup_printf (_("%s can buy %s in %s for 1 taler, paid to the bank."), who, kind, city));
    }
}

static void
hints_sails (const HsPosition *pos, const HsSetup *s, const GArray *legal, GPtrArray *out)
{
  int checked[HS_N_CITIES] = { 0 }, n_checked = 0, n_unchecked = 0;
  g_autofree char *list = NULL;

  for (guint i = 0; i < legal->len; i++)
    {
      const HsAction *a = &g_array_index (legal, HsAction, i);
      if (a->what != HS_DO_SAIL)
        continue;
      if (pos->arrows[pos->ship] & (1u << a->city))
        checked[n_checked++] = a->city;
      else
        n_unchecked++;
    }
  list = join_cities (s, checked, n_checked);
  if (n_unchecked > 0 && n_checked > 0)
    /* Translators: the cities known to be reachable, then the ship's city */
    add (out, g_strdup_printf (_("A sail costs 1 taler: along a known arrow to %s; the board lists not every arrow from %s, so another city is accepted unchecked."),
                               list, kontor_hs_city_name (s, pos->ship)));
  else if (n_unchecked > 0)
    /* Translators: the ship's city */
    add (out, g_strdup_printf (_("A sail costs 1 taler: the board lists no arrow from %s, so any other city is accepted unchecked."),
                               kontor_hs_city_name (s, pos->ship)));
  else if (n_checked > 0)
    /* Translators: the cities the ship can sail to, e.g. "Danzig, Lübeck, Tønsberg" */
    add (out, g_strdup_printf (_("A sail costs 1 taler: to %s."), list));
}

/* The sale of every colour held at least twice, with the engine's losses. */
static void
hints_sale (const HsPosition *pos, const HsSetup *s, const GArray *legal, GPtrArray *out)
{
  int me = pos->active, colour[HS_N_GOODS] = { 0 };
  HsAction sale;
  g_autofree char *kinds = NULL;

  for (int k = 0; k < HS_N_KINDS; k++)
    colour[kontor_hs_kind_colour (k)] += pos->unsold[me][k];
  for (guint i = 0; i < legal->len; i++)
    {
      const HsAction *a = &g_array_index (legal, HsAction, i);
      int n = 0;
      if (a->what != HS_DO_SELL)
        continue;
      /* the legal list holds every subset: find the one selling all of each colour held twice */
      for (int k = 0; k < HS_N_KINDS; k++)
        n += colour[kontor_hs_kind_colour (k)] >= 2 ? pos->unsold[me][k] : 0;
      if (a->n_markers != n)
        continue;
      {
        gboolean all = TRUE;
        for (int j = 0; j < a->n_markers; j++)
          all &= colour[kontor_hs_kind_colour (a->markers[j])] >= 2;
        if (!all)
          continue;
      }
      sale = *a;
      kinds = kontor_hs_kinds_text (sale.markers, sale.n_markers);
      /* Translators: the goods markers sold ("red 1, red 3"), a city, the points the sale scores */
      add (out, g_strdup_printf (ngettext ("Selling %s in %s scores %d point.", "Selling %s in %s scores %d points.",
                                           kontor_hs_sale_points (sale.markers, sale.n_markers)),
                                 kinds, kontor_hs_city_name (s, pos->ship), kontor_hs_sale_points (sale.markers, sale.n_markers)));
      for (int l = 0; l < sale.n_losses; l++)
        /* Translators: an opponent's name, then how many of their unsold markers a sale removes */
        add (out, g_strdup_printf (ngettext ("That sale costs %s %d unsold marker.", "That sale costs %s %d unsold markers.",
                                             sale.losses[l].n),
                                   s->names[sale.losses[l].seat], sale.losses[l].n));
      return;
    }
}

static void
hints_turn (const HsPosition *pos, const HsSetup *s, GPtrArray *out)
{
  int me = pos->active, held = 0, supply = pos->supply[me];
  const char *who = s->names[me];
  g_autoptr (GArray) legal = kontor_hs_legal_actions (pos);
  gboolean establish = FALSE;

  hints_refill (pos, s, legal, out);
  if (pos->acted)
    /* Translators: a player's name, then the ship's city */
    add (out, g_strdup_printf (_("%s has acted in %s: sail on to take another action."), who,
                               kontor_hs_city_name (s, pos->ship)));
  hints_buys (pos, s, legal, out);
  for (guint i = 0; i < legal->len; i++)
    establish |= g_array_index (legal, HsAction, i).what == HS_DO_ESTABLISH;
  if (establish)
    /* Translators: a player's name, the ship's city, then the booths left in the player's supply */
    add (out, g_strdup_printf (ngettext ("%s can spend an unsold marker on booths in %s: one booth per barrel (%d booth left in supply).",
                                         "%s can spend an unsold marker on booths in %s: one booth per barrel (%d booths left in supply).",
                                         supply),
                               who, kontor_hs_city_name (s, pos->ship), supply));
  hints_sale (pos, s, legal, out);
  if (pos->talers[me] > 0)
    hints_sails (pos, s, legal, out);
  else
    /* Translators: a player's name */
    add (out, g_strdup_printf (_("%s has no taler left: no sail and no purchase that costs money."), who));

  /* warnings */
  if (pos->triggered)
    /* Translators: the name of the player in the last seat */
    add (out, g_strdup_printf (_("The last pile has been started: the game ends after %s's turn."),
                               s->names[pos->n_players - 1]));
  for (int k = 0; k < HS_N_KINDS; k++)
    held += pos->unsold[me][k];
  if (held > 3)
    /* Translators: a player's name, their unsold markers, then how many of them go at the end of the turn */
    add (out, g_strdup_printf (ngettext ("%s holds %d unsold markers: at the end of the turn they keep 3 and discard %d.",
                                         "%s holds %d unsold markers: at the end of the turn they keep 3 and discard %d.",
                                         held - 3),
                               who, held, held - 3));
  if (pos->talers[me] > 3)
    /* Translators: a player's name, their talers, then how many go back to the bank */
    add (out, g_strdup_printf (ngettext ("%s has %d talers: at the end of the turn %d goes back to the bank.",
                                         "%s has %d talers: at the end of the turn %d go back to the bank.",
                                         pos->talers[me] - 3),
                               who, pos->talers[me], pos->talers[me] - 3));
}

GPtrArray *
kontor_hs_hints (const HsPosition *pos, const HsSetup *setup)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  if (pos->ended)
    return out;
  if (kontor_hs_in_setup (pos))
    hints_setup (pos, setup, out);
  else
    hints_turn (pos, setup, out);
  return out;
}
