/* kontor-hs-rules.c: the position of a Hansa game and the rules that check
 * and apply its entries (§2.8, §3), in the order of checks of §3.32; the
 * entries as the record writes them are kontor-hs-json.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-json-private.h"

/* ---------------------------------------------------------------- position */

gboolean
kontor_hs_position_init (gpointer data, gconstpointer sdata, GError **error)
{
  HsPosition *pos = data;
  const HsSetup *s = sdata;
  gint8 stack[HS_MAX_MARKERS];
  int m, order[HS_N_CITIES], n = 0;

  memset (pos, 0, sizeof *pos);
  pos->n_players = (guint8) s->n_players;
  pos->seeded = (guint8) s->seeded;
  pos->extrakarte = (guint8) s->extrakarte;
  for (int i = 0; i < s->n_players; i++)
    pos->colors[i] = (gint8) s->colors[i];
  for (int i = s->n_players; i < HS_MAX_PLAYERS; i++)
    pos->colors[i] = -1;
  memcpy (pos->arrows, s->profile.arrows, sizeof pos->arrows);
  pos->complete = s->profile.complete;

  /* warehouse spaces in fill order: ascending city number (§2.4) */
  for (int num = 1; num <= 9; num++)
    for (int c = 0; c < HS_N_CITIES; c++)
      if (s->profile.number[c] == num)
        order[n++] = c;
  pos->n_spaces = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < s->profile.warehouses[order[i]]; k++)
      pos->space_city[pos->n_spaces++] = (guint8) order[i];
  if (pos->n_spaces != s->n_spaces)
    {
      kontor_hs_set_error (error, HS_ERROR_BOARD_PROFILE, "board_profile", NULL);
      return FALSE;
    }

  for (int i = 0; i < s->n_goods; i++)
    for (int k = s->goods[i] * 3; k < s->goods[i] * 3 + 3; k++)
      pos->initial[k] = (guint8) kontor_hs_kind_count (k);
  memcpy (pos->facedown, pos->initial, sizeof pos->facedown);
  for (int i = 0; i < pos->n_spaces; i++)
    {
      int k = s->warehouses[i];
      pos->warehouse[i] = (gint8) k;
      pos->facedown[k]--;
    }
  for (int i = pos->n_spaces; i < HS_MAX_SPACES; i++)
    pos->warehouse[i] = -1;
  for (int i = 0; i < HS_N_PILES; i++)
    pos->piles[i] = (guint8) s->piles[i];
  if (s->seeded)
    {
      m = kontor_hs_seeded_stack (s->goods, s->n_goods, s->seed, stack);
      pos->stack_len = (guint8) (m - pos->n_spaces);
      memcpy (pos->stack, stack, pos->stack_len);
    }
  for (int p = 0; p < s->n_players; p++)
    {
      pos->talers[p] = 3;
      pos->supply[p] = HS_BOOTHS;
    }
  pos->ship = HS_COPENHAGEN;
  pos->trigger_seat = -1;
  return TRUE;
}

gboolean
kontor_hs_in_setup (const HsPosition *pos)
{
  return pos->placements < 3 * pos->n_players;
}

int
kontor_hs_seat_due (const HsPosition *pos)
{
  if (kontor_hs_in_setup (pos))
    return pos->placements % pos->n_players;
  return pos->active;
}

int
kontor_hs_decider (gconstpointer data)
{
  const HsPosition *pos = data;
  return pos->ended ? -1 : kontor_hs_seat_due (pos);
}

gboolean
kontor_hs_ended (gconstpointer data)
{
  return ((const HsPosition *) data)->ended;
}

int
kontor_hs_facedown_left (const HsPosition *pos)
{
  int n = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    n += pos->facedown[k];
  return n;
}

/* The kinds a refill draws from the seeded stack (the last entries first). */
int
kontor_hs_seeded_draws (const HsPosition *pos, int n, gint8 *out)
{
  n = MIN (n, pos->stack_len);
  for (int i = 0; i < n; i++)
    out[i] = pos->stack[pos->stack_len - 1 - i];
  return n;
}

int
kontor_hs_empty_spaces (const HsPosition *pos)
{
  int n = 0;
  for (int i = 0; i < pos->n_spaces; i++)
    n += pos->warehouse[i] < 0;
  return n;
}

static int
unsold_count (const HsPosition *pos, int seat)
{
  int n = 0;
  for (int k = 0; k < HS_N_KINDS; k++)
    n += pos->unsold[seat][k];
  return n;
}

gboolean
kontor_hs_check_invariants (gconstpointer data, GError **error)
{
  const HsPosition *pos = data;
  int sum_talers = 0, piles = 0;

  for (int k = 0; k < HS_N_KINDS; k++)
    {
      int n = pos->facedown[k] + pos->removed[k];
      for (int i = 0; i < pos->n_spaces; i++)
        n += pos->warehouse[i] == k;
      for (int p = 0; p < pos->n_players; p++)
        n += pos->unsold[p][k] + pos->sold[p][k];
      if (n != pos->initial[k])
        {
          g_autofree char *d = g_strdup_printf ("%s: %d markers, %d in play", kontor_hs_kind_id (k), n, pos->initial[k]);
          kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, d);
          return FALSE;
        }
    }
  for (int p = 0; p < pos->n_players; p++)
    {
      int b = pos->supply[p];
      for (int c = 0; c < HS_N_CITIES; c++)
        b += pos->booths[p][c];
      if (b != HS_BOOTHS)
        {
          g_autofree char *d = g_strdup_printf ("seat %d has %d booths", p, b);
          kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, d);
          return FALSE;
        }
      if (pos->talers[p] < 0)
        {
          kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, "negative talers");
          return FALSE;
        }
      sum_talers += pos->talers[p];
    }
  for (int i = 0; i < HS_N_PILES; i++)
    piles += pos->piles[i];
  if (piles != kontor_hs_facedown_left (pos) || (pos->seeded && pos->stack_len != piles))
    {
      kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, "pile sizes and face-down markers differ");
      return FALSE;
    }
  if (pos->seeded)
    {
      int count[HS_N_KINDS] = { 0 };
      for (int i = 0; i < pos->stack_len; i++)
        count[pos->stack[i]]++;
      for (int k = 0; k < HS_N_KINDS; k++)
        if (count[k] != pos->facedown[k])
          {
            kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, "the seeded stack and the face-down markers differ");
            return FALSE;
          }
    }
  /* the bank is 22 − Σ players and may be negative (D-H10): nothing to check */
  (void) sum_talers;
  if (!kontor_hs_in_setup (pos) && !pos->ended && pos->active >= pos->n_players)
    {
      kontor_hs_set_error (error, HS_ERROR_INVARIANT, NULL, "no active player");
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- rules */

static gboolean
refuse (GError **error, HsError code, const char *detail)
{
  kontor_hs_set_error (error, code, NULL, detail);
  return FALSE;
}

/* income of the turn that begins (§3.2) */
static void
begin_turn (HsPosition *pos, int seat)
{
  pos->active = (guint8) seat;
  pos->talers[seat] += 3;
  pos->acted = FALSE;
  pos->phase3 = FALSE;
  pos->refilled = FALSE;
  pos->turn++;
}

static gboolean
setup_booths (HsPosition *pos, const HsAction *a, GError **error)
{
  int seat = kontor_hs_seat_due (pos);

  if (a->city == HS_COPENHAGEN)
    return refuse (error, HS_ERROR_SETUP_COPENHAGEN, NULL);
  if (pos->booths[seat][a->city] > 0)
    return refuse (error, HS_ERROR_SETUP_SAME_CITY, kontor_hs_city_ids[a->city]);
  pos->booths[seat][a->city] += 2;
  pos->supply[seat] -= 2;
  pos->placements++;
  if (!kontor_hs_in_setup (pos))
    begin_turn (pos, 0);
  return TRUE;
}

/* §3.6: every space empty, markers face down, no refill yet, first entry of phase 3 */
gboolean
kontor_hs_refill_due (const HsPosition *pos)
{
  return !pos->phase3 && !pos->refilled && kontor_hs_empty_spaces (pos) == pos->n_spaces && kontor_hs_facedown_left (pos) > 0;
}

static gboolean
refill (HsPosition *pos, const HsAction *a, GError **error)
{
  int empty = kontor_hs_empty_spaces (pos), left = kontor_hs_facedown_left (pos), n;
  gint8 kinds[HS_MAX_SPACES];
  guint8 facedown[HS_N_KINDS];

  if (pos->phase3)
    return refuse (error, HS_ERROR_REFILL_LATE, NULL);
  if (empty == 0)
    return refuse (error, HS_ERROR_REFILL_NOTHING_EMPTY, NULL);
  if (left == 0)
    return refuse (error, HS_ERROR_REFILL_NOTHING_LEFT, NULL);
  n = MIN (empty, left);
  if (a->has_markers && a->n_markers != n)
    {
      /* Translators: markers named in a refill entry, then the number it must name */
      g_autofree char *d = g_strdup_printf (_("%d markers named, %d drawn"), a->n_markers, n);
      return refuse (error, HS_ERROR_REFILL_COUNT, d);
    }
  if (pos->seeded)
    {
      kontor_hs_seeded_draws (pos, n, kinds);
      for (int i = 0; a->has_markers && i < n; i++)
        if (a->markers[i] != kinds[i])
          {
            /* Translators: the position of a marker in a refill list, then the goods marker id the seed draws */
            g_autofree char *d = g_strdup_printf (_("marker %d is %s"), i + 1, kontor_hs_kind_id (kinds[i]));
            return refuse (error, HS_ERROR_SEED_MISMATCH, d);
          }
      pos->stack_len -= (guint8) n;
    }
  else
    {
      memcpy (facedown, pos->facedown, sizeof facedown);
      for (int i = 0; i < n; i++)
        {
          int k = a->markers[i];
          if (facedown[k] == 0)
            return refuse (error, HS_ERROR_DRAW_UNAVAILABLE, kontor_hs_kind_id (k));
          facedown[k]--;
          kinds[i] = (gint8) k;
        }
    }
  /* apply: 1 taler, fill in order, piles in order (§3.4, §3.5, §3.8) */
  pos->talers[pos->active] -= 1;
  for (int i = 0, j = 0; i < pos->n_spaces && j < n; i++)
    if (pos->warehouse[i] < 0)
      {
        int p = 0;
        while (p < HS_N_PILES - 1 && pos->piles[p] == 0)
          p++;
        pos->piles[p]--;   /* n ≤ the face-down markers = Σ piles */
        if (p == HS_N_PILES - 1 && !pos->triggered)
          {
            pos->triggered = TRUE;
            pos->trigger_seat = (gint8) pos->active;
          }
        pos->warehouse[i] = kinds[j];
        pos->facedown[kinds[j]]--;
        j++;
      }
  pos->refilled = TRUE;
  return TRUE;
}

static gboolean
sail (HsPosition *pos, const HsAction *a, GError **error)
{
  if (a->city == pos->ship)
    return refuse (error, HS_ERROR_SAIL_NO_ARROW, _("the ship is already there"));
  if ((pos->complete & (1u << pos->ship)) && !(pos->arrows[pos->ship] & (1u << a->city)))
    {
      g_autofree char *d = g_strdup_printf ("%s → %s", kontor_hs_city_ids[pos->ship], kontor_hs_city_ids[a->city]);
      return refuse (error, HS_ERROR_SAIL_NO_ARROW, d);
    }
  if (pos->talers[pos->active] < 1)
    return refuse (error, HS_ERROR_SAIL_NO_MONEY, NULL);
  pos->talers[pos->active] -= 1;
  pos->ship = (guint8) a->city;
  pos->acted = FALSE;
  return TRUE;
}

static gboolean
buy (HsPosition *pos, const HsAction *a, GError **error)
{
  int me = pos->active, space = -1, any = -1, best = 0, leader = -1, n_best = 0;

  for (int i = 0; i < pos->n_spaces; i++)
    if (pos->space_city[i] == pos->ship && pos->warehouse[i] >= 0)
      {
        any = i;
        if (pos->warehouse[i] == a->marker && space < 0)
          space = i;
      }
  if (any < 0)
    return refuse (error, HS_ERROR_BUY_EMPTY, kontor_hs_city_ids[pos->ship]);
  if (space < 0)
    return refuse (error, HS_ERROR_BUY_NOT_HERE, kontor_hs_kind_id (a->marker));
  for (int p = 0; p < pos->n_players; p++)
    {
      int b = pos->booths[p][pos->ship];
      if (b > best)
        {
          best = b;
          leader = p;
          n_best = 1;
        }
      else if (b == best && b > 0)
        n_best++;
    }
  if (!(n_best == 1 && leader == me))
    {
      if (pos->talers[me] < 1)
        return refuse (error, HS_ERROR_BUY_NO_MONEY, NULL);
      pos->talers[me] -= 1;
      if (n_best == 1)
        pos->talers[leader] += 1;
    }
  pos->warehouse[space] = -1;
  pos->unsold[me][a->marker]++;
  pos->acted = TRUE;
  return TRUE;
}

static gboolean
establish (HsPosition *pos, const HsAction *a, GError **error)
{
  int me = pos->active, n;

  if (pos->unsold[me][a->marker] == 0)
    return refuse (error, HS_ERROR_ESTABLISH_NO_MARKER, kontor_hs_kind_id (a->marker));
  if (pos->supply[me] == 0)
    return refuse (error, HS_ERROR_ESTABLISH_NO_BOOTHS, NULL);
  n = MIN (kontor_hs_kind_barrels (a->marker), pos->supply[me]);
  pos->unsold[me][a->marker]--;
  pos->removed[a->marker]++;
  pos->supply[me] -= (guint8) n;
  pos->booths[me][pos->ship] += (guint8) n;
  pos->acted = TRUE;
  return TRUE;
}

static gboolean
sell (HsPosition *pos, const HsAction *a, GError **error)
{
  int me = pos->active;
  int count[HS_N_KINDS] = { 0 }, colour[HS_N_GOODS] = { 0 };
  gboolean named[HS_MAX_PLAYERS] = { FALSE };
  int lose[HS_MAX_PLAYERS][HS_N_KINDS] = { { 0 } };

  if (pos->booths[me][pos->ship] == 0)
    return refuse (error, HS_ERROR_SELL_NO_BOOTH, kontor_hs_city_ids[pos->ship]);
  if (a->n_markers == 0)
    return refuse (error, HS_ERROR_SELL_NOT_HELD, _("no marker named"));
  if (a->n_markers > HS_LIST_MAX)
    return refuse (error, HS_ERROR_SELL_NOT_HELD, NULL);
  for (int i = 0; i < a->n_markers; i++)
    {
      int k = a->markers[i];
      if (++count[k] > pos->unsold[me][k])
        return refuse (error, HS_ERROR_SELL_NOT_HELD, kontor_hs_kind_id (k));
      colour[kontor_hs_kind_colour (k)]++;
    }
  for (int c = 0; c < HS_N_GOODS; c++)
    if (colour[c] == 1)
      return refuse (error, HS_ERROR_SELL_PAIR, kontor_hs_goods_ids[c]);

  /* losses (§3.21, D-H29) */
  if (a->n_losses > HS_LOSS_MAX)
    return refuse (error, HS_ERROR_SELL_LOSSES, _("more entries than opponents"));
  for (int i = 0; i < a->n_losses; i++)
    {
      const HsLoss *l = &a->losses[i];
      int lost_colour[HS_N_GOODS] = { 0 };
      if (l->seat < 0 || l->seat >= pos->n_players || l->seat == me || named[l->seat])
        return refuse (error, HS_ERROR_SELL_LOSSES, _("each opponent is named at most once"));
      named[l->seat] = TRUE;
      if (l->n > HS_LOSS_KINDS)
        return refuse (error, HS_ERROR_SELL_LOSSES, _("more markers than colours sold"));
      for (int j = 0; j < l->n; j++)
        {
          int k = l->kinds[j];
          int c = kontor_hs_kind_colour (k);
          if (colour[c] == 0 || lost_colour[c]++ > 0 || ++lose[l->seat][k] > pos->unsold[l->seat][k])
            return refuse (error, HS_ERROR_SELL_LOSSES, kontor_hs_kind_id (k));
        }
    }
  for (int p = 0; p < pos->n_players; p++)
    if (p != me)
      for (int c = 0; c < HS_N_GOODS; c++)
        if (colour[c] > 0)
          {
            int held = 0, lost = 0;
            for (int k = c * 3; k < c * 3 + 3; k++)
              {
                held += pos->unsold[p][k];
                lost += lose[p][k];
              }
            if (held > 0 && lost == 0)
              {
                /* Translators: a player colour id, then a goods colour id (both not translated) */
                g_autofree char *d = g_strdup_printf (_("%s must lose a “%s” marker"),
                                                      kontor_hs_player_colors[pos->colors[p]], kontor_hs_goods_ids[c]);
                return refuse (error, HS_ERROR_SELL_LOSSES, d);
              }
          }

  for (int k = 0; k < HS_N_KINDS; k++)
    {
      pos->unsold[me][k] -= (guint8) count[k];
      pos->sold[me][k] += (guint8) count[k];
      for (int p = 0; p < pos->n_players; p++)
        {
          pos->unsold[p][k] -= (guint8) lose[p][k];
          pos->removed[k] += (guint8) lose[p][k];
        }
    }
  pos->booths[me][pos->ship]--;
  pos->supply[me]++;
  pos->acted = TRUE;
  return TRUE;
}

static gboolean
end_turn (HsPosition *pos, const HsAction *a, GError **error)
{
  int me = pos->active, held = unsold_count (pos, me);
  int count[HS_N_KINDS] = { 0 };
  int want = MAX (held - 3, 0);

  if (a->n_discard != want)
    {
      /* Translators: unsold goods markers held at the end of the turn, then the number discarded */
      g_autofree char *d = g_strdup_printf (_("%d unsold held, %d discarded"), held, a->n_discard);
      return refuse (error, HS_ERROR_TAX_DISCARD, d);
    }
  for (int i = 0; i < a->n_discard; i++)
    if (++count[a->discard[i]] > pos->unsold[me][a->discard[i]])
      return refuse (error, HS_ERROR_TAX_DISCARD, kontor_hs_kind_id (a->discard[i]));
  for (int k = 0; k < HS_N_KINDS; k++)
    {
      pos->unsold[me][k] -= (guint8) count[k];
      pos->removed[k] += (guint8) count[k];
    }
  if (pos->talers[me] > 3)
    pos->talers[me] = 3;
  if (pos->triggered && me == pos->n_players - 1)
    {
      pos->ended = TRUE;
      pos->acted = FALSE;
      pos->phase3 = FALSE;
      pos->refilled = FALSE;
      return TRUE;
    }
  begin_turn (pos, (me + 1) % pos->n_players);
  return TRUE;
}

static gboolean
kinds_in_range (const gint8 *kinds, int n)
{
  for (int i = 0; i < n; i++)
    if (kinds[i] < 0 || kinds[i] >= HS_N_KINDS)
      return FALSE;
  return TRUE;
}

/* Every id of the entry names a city or a kind (entries built in code, not
 * read from JSON, are held to the same). */
static gboolean
ids_known (const HsAction *a)
{
  if (a->unknown)
    return FALSE;
  switch (a->what)
    {
    case HS_DO_SETUP_BOOTHS:
    case HS_DO_SAIL:
      return a->city >= 0 && a->city < HS_N_CITIES;
    case HS_DO_BUY:
    case HS_DO_ESTABLISH:
      return a->marker >= 0 && a->marker < HS_N_KINDS;
    case HS_DO_REFILL:
      return kinds_in_range (a->markers, MIN (a->n_markers, HS_LIST_MAX));
    case HS_DO_SELL:
      for (int i = 0; i < MIN (a->n_losses, HS_LOSS_MAX); i++)
        if (!kinds_in_range (a->losses[i].kinds, MIN (a->losses[i].n, HS_LOSS_KINDS)))
          return FALSE;
      return kinds_in_range (a->markers, MIN (a->n_markers, HS_LIST_MAX));
    default:   /* HS_DO_END_TURN: kontor_hs_apply refuses any other value first */
      return kinds_in_range (a->discard, MIN (a->n_discard, HS_LIST_MAX));
    }
}

gboolean
kontor_hs_apply (gpointer data, gconstpointer adata, GError **error)
{
  HsPosition *live = data, pos;
  const HsAction *a = adata;
  gboolean ok = FALSE;

  if (live->ended)
    return refuse (error, HS_ERROR_GAME_OVER, NULL);
  if (a->what > HS_DO_END_TURN)
    return refuse (error, HS_ERROR_BAD_ENTRY, NULL);
  if (kontor_hs_in_setup (live) != (a->what == HS_DO_SETUP_BOOTHS))
    return refuse (error, HS_ERROR_SETUP_ORDER, kontor_hs_in_setup (live)
                   ? _("the booth placements of setup come first") : _("setup is over"));
  if (a->by != HS_BY_ABSENT && a->by != kontor_hs_seat_due (live))
    return refuse (error, HS_ERROR_WRONG_PLAYER, kontor_hs_player_colors[live->colors[kontor_hs_seat_due (live)]]);
  if (!ids_known (a))
    return refuse (error, HS_ERROR_UNKNOWN_ID, a->unknown_text[0] ? a->unknown_text : NULL);

  memcpy (&pos, live, sizeof pos);
  switch (a->what)
    {
    case HS_DO_SETUP_BOOTHS:
      ok = setup_booths (&pos, a, error);
      break;
    case HS_DO_REFILL:
      ok = refill (&pos, a, error);
      break;
    default:
      if (kontor_hs_refill_due (&pos))
        return refuse (error, HS_ERROR_REFILL_REQUIRED, NULL);
      if (a->what != HS_DO_SAIL && a->what != HS_DO_END_TURN && pos.acted)
        {
          /* sail and end-turn have no visit check; the others are actions */
          return refuse (error, HS_ERROR_ACTION_USED_HERE, kontor_hs_city_ids[pos.ship]);
        }
      pos.phase3 = TRUE;
      switch (a->what)
        {
        case HS_DO_SAIL: ok = sail (&pos, a, error); break;
        case HS_DO_BUY: ok = buy (&pos, a, error); break;
        case HS_DO_ESTABLISH: ok = establish (&pos, a, error); break;
        case HS_DO_SELL: ok = sell (&pos, a, error); break;
        default: ok = end_turn (&pos, a, error); break;
        }
    }
  if (ok)
    memcpy (live, &pos, sizeof pos);
  return ok;
}

/* ---------------------------------------------------------------- unchecked sails */

JsonNode *
kontor_hs_unchecked_json (gconstpointer setup, gconstpointer pdata, gconstpointer adata, guint index)
{
  const HsPosition *pos = pdata;
  const HsAction *a = adata;
  g_autoptr (JsonBuilder) b = NULL;

  if (a->what != HS_DO_SAIL || a->city < 0 || (pos->complete & (1u << pos->ship))
      || (pos->arrows[pos->ship] & (1u << a->city)))
    return NULL;
  b = json_builder_new ();
  json_builder_begin_array (b);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "action");
  json_builder_add_int_value (b, index);
  json_builder_set_member_name (b, "from");
  json_builder_add_string_value (b, kontor_hs_city_ids[pos->ship]);
  json_builder_set_member_name (b, "to");
  json_builder_add_string_value (b, kontor_hs_city_ids[a->city]);
  json_builder_end_object (b);
  json_builder_end_array (b);
  return json_builder_get_root (b);
}
