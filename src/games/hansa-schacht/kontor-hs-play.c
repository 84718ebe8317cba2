/* kontor-hs-play.c: the legal entries of a Hansa position (kontor-cli
 * legal) and the random player of self-play.  Every entry listed is checked
 * by kontor_hs_apply like any other. */
#include "config.h"

#include <string.h>

#include "kontor-hs.h"
#include "kontor-hs-hints.h"

/* Sales: every multiset of the seller's unsold kinds with 0 or ≥ 2 of each
 * colour; each opponent loses the marker of the colour with the fewest
 * barrels (D-H15). */
static void
add_sales (const HsPosition *pos, GArray *out, int kind, HsAction *a, int *count)
{
  if (kind == HS_N_KINDS)
    {
      int colour[HS_N_GOODS] = { 0 }, n = 0, me = pos->active;
      HsAction sale = *a;
      for (int k = 0; k < HS_N_KINDS; k++)
        for (int j = 0; j < count[k]; j++)
          {
            sale.markers[n++] = (gint8) k;
            colour[kontor_hs_kind_colour (k)]++;
          }
      /* n ≤ the markers in the game (78) < HS_LIST_MAX */
      if (n == 0)
        return;
      for (int c = 0; c < HS_N_GOODS; c++)
        if (colour[c] == 1)
          return;
      sale.n_markers = (guint16) n;
      sale.n_losses = 0;
      for (int p = 0; p < pos->n_players; p++)
        {
          HsLoss loss = { .seat = (gint8) p, .n = 0 };
          if (p == me)
            continue;
          for (int c = 0; c < HS_N_GOODS; c++)
            if (colour[c] > 0)
              for (int k = c * 3; k < c * 3 + 3; k++)
                if (pos->unsold[p][k] > 0)
                  {
                    loss.kinds[loss.n++] = (gint8) k;
                    break;
                  }
          if (loss.n > 0)
            sale.losses[sale.n_losses++] = loss;
        }
      g_array_append_val (out, sale);
      return;
    }
  for (int c = 0; c <= pos->unsold[pos->active][kind]; c++)
    {
      count[kind] = c;
      add_sales (pos, out, kind + 1, a, count);
    }
  count[kind] = 0;
}

static void
add_discards (const HsPosition *pos, GArray *out, int kind, int left, int *count)
{
  if (left == 0)
    {
      HsAction *a;
      g_array_set_size (out, out->len + 1);
      a = &g_array_index (out, HsAction, out->len - 1);
      kontor_hs_action_init (a, HS_DO_END_TURN);
      for (int k = 0; k < HS_N_KINDS; k++)
        for (int j = 0; j < count[k]; j++)
          a->discard[a->n_discard++] = (gint8) k;
      return;
    }
  if (kind == HS_N_KINDS)
    return;
  for (int c = MIN (left, pos->unsold[pos->active][kind]); c >= 0; c--)
    {
      count[kind] = c;
      add_discards (pos, out, kind + 1, left - c, count);
    }
  count[kind] = 0;
}

/* Appends every legal entry now to out (elements HsAction). */
static void
legal_into (const HsPosition *pos, GArray *out)
{
  HsAction a;
  int me = pos->active, held = 0;

  if (pos->ended)
    return;
  if (kontor_hs_in_setup (pos))
    {
      kontor_hs_action_init (&a, HS_DO_SETUP_BOOTHS);
      for (int c = 0; c < HS_N_CITIES; c++)
        {
          a.city = (gint8) c;
          if (kontor_hs_try (pos, &a, NULL))
            g_array_append_val (out, a);
        }
      return;
    }
  kontor_hs_action_init (&a, HS_DO_REFILL);
  if (pos->seeded && kontor_hs_try (pos, &a, NULL))
    g_array_append_val (out, a);
  else if (!pos->seeded && !pos->phase3)
    {
      /* with table draws the kinds are facts of the table: listed once, unnamed */
      int empty = kontor_hs_empty_spaces (pos), left = kontor_hs_facedown_left (pos);
      if (empty > 0 && left > 0)
        g_array_append_val (out, a);
    }
  /* the compulsory refill: nothing else */
  if (kontor_hs_refill_due (pos))
    return;
  kontor_hs_action_init (&a, HS_DO_SAIL);
  if (pos->talers[me] >= 1)
    for (int c = 0; c < HS_N_CITIES; c++)
      {
        if (c == pos->ship || ((pos->complete & (1u << pos->ship)) && !(pos->arrows[pos->ship] & (1u << c))))
          continue;
        a.city = (gint8) c;
        g_array_append_val (out, a);
      }
  if (!pos->acted)
    {
      gboolean seen[HS_N_KINDS] = { FALSE };
      kontor_hs_action_init (&a, HS_DO_BUY);
      for (int i = 0; i < pos->n_spaces; i++)
        if (pos->space_city[i] == pos->ship && pos->warehouse[i] >= 0 && !seen[pos->warehouse[i]])
          {
            seen[pos->warehouse[i]] = TRUE;
            a.marker = pos->warehouse[i];
            if (kontor_hs_try (pos, &a, NULL))
              g_array_append_val (out, a);
          }
      kontor_hs_action_init (&a, HS_DO_ESTABLISH);
      if (pos->supply[me] > 0)
        for (int k = 0; k < HS_N_KINDS; k++)
          if (pos->unsold[me][k] > 0)
            {
              a.marker = (gint8) k;
              g_array_append_val (out, a);
            }
      if (pos->booths[me][pos->ship] > 0)
        {
          int count[HS_N_KINDS] = { 0 };
          kontor_hs_action_init (&a, HS_DO_SELL);
          add_sales (pos, out, 0, &a, count);
        }
    }
  for (int k = 0; k < HS_N_KINDS; k++)
    held += pos->unsold[me][k];
  {
    int count[HS_N_KINDS] = { 0 };
    add_discards (pos, out, 0, MAX (held - 3, 0), count);
  }
  return;
}

GArray *
kontor_hs_legal_actions (const HsPosition *pos)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HsAction));
  legal_into (pos, out);
  return out;
}

JsonNode *
kontor_hs_legal_json (gconstpointer data)
{
  const HsPosition *pos = data;
  g_autoptr (GArray) list = kontor_hs_legal_actions (pos);
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    {
      const HsAction *a = &g_array_index (list, HsAction, i);
      if (a->what == HS_DO_REFILL && !pos->seeded)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "do");
          json_builder_add_string_value (b, "refill");
          json_builder_end_object (b);
        }
      else
        kontor_hs_action_to_json (b, a, pos);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

/* A refill is chosen half the time it is legal, so every game reaches the
 * last pile; otherwise an entry is picked uniformly.  With table draws the
 * random player names kinds drawn from what is face down. */
gboolean
kontor_hs_random_action (gconstpointer data, KontorRng *rng, gpointer out)
{
  const HsPosition *pos = data;
  /* one list per thread, kept: self-play asks millions of times */
  static _Thread_local GArray *list;
  HsAction *a = out;
  guint pick;

  if (list == NULL)
    list = g_array_sized_new (FALSE, FALSE, sizeof (HsAction), 64);
  g_array_set_size (list, 0);
  legal_into (pos, list);

  if (list->len == 0)
    return FALSE;
  if (g_array_index (list, HsAction, 0).what == HS_DO_REFILL && (list->len == 1 || kontor_rng_below (rng, 2) == 0))
    pick = 0;
  else if (g_array_index (list, HsAction, 0).what == HS_DO_REFILL)
    pick = 1 + kontor_rng_below (rng, list->len - 1);
  else
    pick = kontor_rng_below (rng, list->len);
  *a = g_array_index (list, HsAction, pick);
  if (a->what == HS_DO_REFILL && !pos->seeded)
    {
      guint8 facedown[HS_N_KINDS];
      int empty = kontor_hs_empty_spaces (pos), left = kontor_hs_facedown_left (pos);
      memcpy (facedown, pos->facedown, sizeof facedown);
      a->has_markers = TRUE;
      a->n_markers = (guint16) MIN (empty, left);
      for (int i = 0; i < a->n_markers; i++)
        {
          int r = (int) kontor_rng_below (rng, (guint32) left), k = 0;
          while (r >= facedown[k])
            r -= facedown[k++];
          a->markers[i] = (gint8) k;
          facedown[k]--;
          left--;
        }
    }
  return TRUE;
}
