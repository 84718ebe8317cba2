/* kontor-hints.c: "what now" and "watch out", from the engine's own legal
 * actions and scoring (no rule is restated here). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-describe.h"
#include "kontor-hints.h"
#include "kontor-legal.h"
#include "kontor-score.h"

static void
add_topic (GPtrArray *out, KontorHintKind kind, const char *topic, char *text)
{
  KontorHint *h = g_new0 (KontorHint, 1);
  h->kind = kind;
  h->text = text;
  h->topic = topic;
  g_ptr_array_add (out, h);
}

void
kontor_hint_free (KontorHint *hint)
{
  if (hint == NULL)
    return;
  g_free (hint->text);
  g_free (hint);
}

/* "1 prestige to Bo (Hamburg)" parts of a claim, before any office. */
static char *
claim_prestige (const KontorPosition *pos, int route, const char *const *names)
{
  const KontorRoute *r = &pos->board->routes[route];
  g_autoptr (GString) s = g_string_new (NULL);
  for (int e = 0; e < 2; e++)
    {
      int c = r->cities[e];
      int ctrl = kontor_city_controller (pos, c);
      if (ctrl == KONTOR_NOBODY)
        continue;
      if (s->len)
        g_string_append (s, ", ");
      g_string_append_printf (s, _("1 prestige to %s for %s"), names[ctrl], pos->board->cities[c].name);
    }
  if (s->len == 0)
    return g_strdup (_("no prestige (nobody controls either city)"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
benefit_text (const KontorPosition *pos, const KontorAction *a)
{
  const KontorBoard *b = pos->board;
  switch (a->benefit)
    {
    case KONTOR_BENEFIT_OFFICE:
      {
        int slot = kontor_city_filled (pos, a->city);
        const KontorSlot *s = &b->cities[a->city].slots[slot];
        gboolean completes = slot + 1 == b->cities[a->city].n_slots;
        if (s->coin && completes)
          return g_strdup_printf (_("an office in %s (+%d prestige, completes the city)"), b->cities[a->city].name, s->coin);
        if (s->coin)
          return g_strdup_printf (_("an office in %s (+%d prestige)"), b->cities[a->city].name, s->coin);
        if (completes)
          return g_strdup_printf (_("an office in %s (completes the city)"), b->cities[a->city].name);
        return g_strdup_printf (_("an office in %s"), b->cities[a->city].name);
      }
    case KONTOR_BENEFIT_EXTRA_OFFICE:
      return g_strdup_printf (_("an extra office in %s"), b->cities[a->city].name);
    case KONTOR_BENEFIT_UPGRADE:
      return g_strdup_printf (_("an upgrade of %s"), kontor_ability_name (a->ability));
    case KONTOR_BENEFIT_COELLEN:
      return g_strdup_printf (_("the %d space of the prestige table"), b->table_value[a->table_space]);
    default:
      return NULL;
    }
}

static void
claim_hints (const KontorPosition *pos, const char *const *names, GPtrArray *out)
{
  g_autoptr (GArray) claims = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  gboolean done[KONTOR_MAX_ROUTES] = { FALSE };

  kontor_legal_actions (pos, KONTOR_DO_CLAIM, claims);
  for (guint i = 0; i < claims->len; i++)
    {
      int route = g_array_index (claims, KontorAction, i).route;
      g_autofree char *name = NULL, *prestige = NULL, *text = NULL;
      g_autoptr (GString) options = g_string_new (NULL);
      gboolean seen_benefit[8][KONTOR_MAX_CITIES] = { { FALSE } };

      if (done[route])
        continue;
      done[route] = TRUE;
      name = kontor_route_name (pos->board, route);
      prestige = claim_prestige (pos, route, names);
      for (guint j = i; j < claims->len; j++)
        {
          const KontorAction *a = &g_array_index (claims, KontorAction, j);
          g_autofree char *b = NULL;
          int key = a->benefit == KONTOR_BENEFIT_UPGRADE ? a->ability : a->benefit == KONTOR_BENEFIT_COELLEN ? a->table_space : a->city;
          if (a->route != route || key < 0 || seen_benefit[a->benefit][key])
            continue;
          seen_benefit[a->benefit][key] = TRUE;
          b = benefit_text (pos, a);
          if (b && options->len)
            {
              /* Translators: two choices of a claim, the first may itself be a list */
              g_autofree char *both = g_strdup_printf (_("%s or %s"), options->str, b);
              g_string_assign (options, both);
            }
          else if (b)
            g_string_assign (options, b);
        }
      if (pos->route_marker[route] >= 0)
        {
          g_autofree char *with_marker = g_strdup_printf (_("you take the marker “%s”"), kontor_marker_name_on (pos->board, pos->route_marker[route]));
          if (options->len)
            text = g_strdup_printf (_("Claim %s: %s; %s; then %s."), name, prestige, with_marker, options->str);
          else
            text = g_strdup_printf (_("Claim %s: %s; %s."), name, prestige, with_marker);
        }
      else if (options->len)
        text = g_strdup_printf (_("Claim %s: %s; then %s."), name, prestige, options->str);
      else
        text = g_strdup_printf (_("Claim %s: %s; no benefit is possible there."), name, prestige);
      add_topic (out, KONTOR_HINT_CLAIM, "claim", g_steal_pointer (&text));

      /* the claim feeds an opponent's prestige: say so */
      for (int e = 0; e < 2; e++)
        {
          int ctrl = kontor_city_controller (pos, pos->board->routes[route].cities[e]);
          if (ctrl != KONTOR_NOBODY && ctrl != pos->active && pos->players[ctrl].prestige + 1 >= KONTOR_PRESTIGE_TO_END)
            add_topic (out, KONTOR_HINT_WARNING, "end",
                       g_strdup_printf (_("Claiming %s gives %s the 20th prestige point: the game would end."), name, names[ctrl]));
        }
    }
}

/* Britannia (expansions §14.3): the Place or Displace actions the active
 * player may still make in Wales and Scotland this turn, and through which
 * gateway cities. */
static void
permission_hints (const KontorPosition *pos, const char *const *names, GPtrArray *out)
{
  const KontorBoard *b = pos->board;
  for (int region = 1; b->countries && region < KONTOR_N_REGIONS; region++)
    {
      g_autoptr (GString) via = g_string_new (NULL);
      int n = 0;
      if (!(b->scored_regions & (1u << region)))
        continue;
      for (int i = 0; i < b->n_gateways; i++)
        if (kontor_gateway_usable (pos, pos->active, i, region))
          g_string_append_printf (via, "%s%s", n++ ? ", " : "", b->cities[b->gateways[i]].name);
      if (n > 0)
        add_topic (out, KONTOR_HINT_NOW, "boards",
                   /* Translators: player, count, region, the gateway cities */
                   g_strdup_printf (ngettext ("%s may place or displace %d time in %s this turn (permission of %s).",
                                              "%s may place or displace %d times in %s this turn (permissions of %s).", n),
                                    names[pos->active], n, kontor_region_name (region), via->str));
      else
        {
          g_autofree char *gateways = kontor_gateway_names (b, region);
          g_autofree char *held = kontor_gateways_held (pos, pos->active, region);
          if (held)
            add_topic (out, KONTOR_HINT_NOW, "boards",
                       /* Translators: player, region, the gateway cities the player holds ("Cardiff, London") */
                       g_strdup_printf (_("%s cannot place or displace in %s again this turn: the permission of %s is used."),
                                        names[pos->active], kontor_region_name (region), held));
          else
            add_topic (out, KONTOR_HINT_NOW, "boards",
                       /* Translators: player, region, gateway cities ("Cardiff or London") */
                       g_strdup_printf (_("%s cannot place or displace in %s now: that needs the rightmost office of %s, unused this turn."),
                                        names[pos->active], kontor_region_name (region), gateways));
        }
    }
}

/* Spec §10: what the neutral traders are about to do.  Returns TRUE when
 * that is all that happens now (a neutral claim or relocation is pending). */
static gboolean
neutral_hints (const KontorPosition *pos, const char *const *names, GPtrArray *out)
{
  const KontorBoard *b = pos->board;

  if (pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM)
    {
      for (int r = 0; r < b->n_routes; r++)
        if (kontor_route_full_of_neutrals (pos, r))
          {
            g_autofree char *route = kontor_route_name (b, r);
            g_autofree char *prestige = claim_prestige (pos, r, names);
            const KontorRoute *rt = &b->routes[r];
            add_topic (out, KONTOR_HINT_NOW, "two-players",
                       g_strdup_printf (_("Neutral traders fill %s, so the neutral claims it now: %s. %s chooses the city, %s or %s, whose leftmost free office gets a neutral trader."),
                                        route, prestige, names[pos->active],
                                        b->cities[rt->cities[0]].name, b->cities[rt->cities[1]].name));
            if (pos->route_marker[r] >= 0)
              add_topic (out, KONTOR_HINT_NOW, "two-players",
                         g_strdup_printf (_("The marker “%s” on %s is discarded; a replacement is drawn."),
                                          kontor_marker_name_on (pos->board, pos->route_marker[r]), route));
          }
      return TRUE;
    }
  if (pos->phase == KONTOR_PHASE_RELOCATION && pos->reloc_player == KONTOR_NEUTRAL)
    {
      g_autofree char *route = kontor_route_name (b, pos->reloc_route);
      add_topic (out, KONTOR_HINT_NOW, "two-players",
                 g_strdup_printf (_("%s puts the displaced neutral trader on a route next to %s (the nearest with an empty space), together with one more neutral trader."),
                                  names[kontor_position_decider (pos)], route));
      return TRUE;
    }
  if (pos->phase != KONTOR_PHASE_ACTIONS)
    return FALSE;
  /* a route one neutral trader away from a neutral claim */
  for (int r = 0; r < b->n_routes; r++)
    {
      int neutrals = 0, empty = 0, n = b->routes[r].n_spaces;
      for (int s = 0; s < n; s++)
        {
          neutrals += pos->spaces[r][s].owner == KONTOR_NEUTRAL;
          empty += pos->spaces[r][s].owner == KONTOR_NOBODY;
        }
      if (n > 1 && neutrals == n - 1 && empty == 1)
        {
          g_autofree char *route = kontor_route_name (b, r);
          add_topic (out, KONTOR_HINT_WARNING, "two-players",
                     g_strdup_printf (_("%s lacks one neutral trader: a displaced neutral put there makes the neutral claim it."), route));
        }
    }
  if (kontor_neutral_pieces_on_board (pos) > KONTOR_TRADERS_PER_COLOR - 1)
    add_topic (out, KONTOR_HINT_WARNING, "two-players",
               g_strdup_printf (_("%d neutral traders are on the board, more than one colour has: use cubes of another unused colour."),
                                kontor_neutral_pieces_on_board (pos)));
  return FALSE;
}

GPtrArray *
kontor_hints (const KontorPosition *pos, const char *const *seat_names)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) kontor_hint_free);
  const KontorBoard *b = pos->board;
  int me = pos->active;
  const char *names[KONTOR_OWNERS] = { NULL };

  /* names of every owner, the neutral included */
  for (int p = 0; p < pos->n_players; p++)
    names[p] = seat_names[p];
  names[KONTOR_NEUTRAL] = kontor_color_name (KONTOR_COLOR_NEUTRAL);

  if (pos->phase == KONTOR_PHASE_ENDED)
    {
      add_topic (out, KONTOR_HINT_NOW, "scoring", g_strdup (_("The game is over: look at the score.")));
      return out;
    }
  if (pos->neutral && neutral_hints (pos, names, out))
    ;   /* a neutral claim or relocation is what happens now */
  else if (pos->phase == KONTOR_PHASE_RELOCATION)
    {
      int d = kontor_relocation_distance (pos, pos->reloc_route);
      g_autofree char *route = kontor_route_name (b, pos->reloc_route);
      add_topic (out, KONTOR_HINT_NOW, "displace",
           d <= 1 ? g_strdup_printf (ngettext ("%s puts the displaced piece on a route next to %s, with up to %d more piece.",
                                               "%s puts the displaced piece on a route next to %s, with up to %d more pieces.",
                                               pos->reloc_extras),
                                     names[pos->reloc_player], route, pos->reloc_extras)
                  : g_strdup_printf (ngettext ("%s puts the displaced piece on a route %d routes away from %s (the nearer ones are full), with up to %d more piece.",
                                               "%s puts the displaced piece on a route %d routes away from %s (the nearer ones are full), with up to %d more pieces.",
                                               pos->reloc_extras),
                                     names[pos->reloc_player], d, route, pos->reloc_extras));
    }
  else if (pos->phase == KONTOR_PHASE_PLACE_BONUS)
    {
      add_topic (out, KONTOR_HINT_NOW, "markers",
           g_strdup_printf (ngettext ("%s places %d drawn bonus marker on an empty route without a marker, next to a city with a free office.",
                                      "%s places %d drawn bonus markers on empty routes without a marker, next to a city with a free office.",
                                      pos->pending_draws),
                            names[me], pos->pending_draws));
      if (pos->neutral)
        add_topic (out, KONTOR_HINT_NOW, "two-players",
                   g_strdup (_("Each new marker also gets a neutral trader. When no route is empty, a route holding just one neutral trader takes the marker (and no further trader).")));
    }
  else
    {
      const KontorPlayerState *p = &pos->players[me];
      int left = kontor_position_actions_left (pos);
      add_topic (out, KONTOR_HINT_NOW, "turn",
           left > 0 ? g_strdup_printf (ngettext ("%s has %d action left this turn.", "%s has %d actions left this turn.", left),
                                       names[me], left)
                    : g_strdup_printf (_("%s has no actions left: end the turn (or use a bonus marker for more)."), names[me]));
      if (left > 0)
        {
          claim_hints (pos, names, out);
          permission_hints (pos, names, out);
          if (p->supply[0] + p->supply[1] == 0)
            add_topic (out, KONTOR_HINT_NOW, "hire", g_strdup (_("The supply is empty: hire before placing.")));
          else
            {
              int pieces = p->supply[0] + p->supply[1];
              if (pieces >= 3)
                add_topic (out, KONTOR_HINT_NOW, "displace", g_strdup_printf (_("Displacing costs 2 pieces from the supply for a trader, 3 for a merchant (you have %d)."), pieces));
              else if (pieces == 2)
                add_topic (out, KONTOR_HINT_NOW, "displace", g_strdup (_("With 2 pieces in the supply you can displace a trader, not a merchant.")));
            }
        }
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        if (p->markers_unused[m] > 0)
          add_topic (out, KONTOR_HINT_NOW, "markers",
               m == KONTOR_MARKER_EXTRA_OFFICE
                 ? g_strdup (_("The Extra office marker can be used as the benefit of your next claim."))
                 : g_strdup_printf (_("The bonus marker “%s” can be used now; it costs no action."), kontor_marker_name_on (pos->board, m)));
    }

  /* watch out */
  for (int q = 0; q < KONTOR_OWNERS; q++)
    {
      if (!kontor_position_is_owner (pos, q))
        continue;
      int missing = KONTOR_PRESTIGE_TO_END - pos->players[q].prestige;
      if (missing > 0 && missing <= 3)
        add_topic (out, KONTOR_HINT_WARNING, "end",
             g_strdup_printf (ngettext ("%s is %d prestige point from ending the game.",
                                        "%s is %d prestige points from ending the game.", missing),
                              names[q], missing));
    }
  if (pos->completed == b->cities_to_end - 1)
    add_topic (out, KONTOR_HINT_WARNING, "end",
               g_strdup_printf (_("%d cities completed: the next completed city ends the game."), pos->completed));
  if (pos->stack_left == 0)
    add_topic (out, KONTOR_HINT_WARNING, "end", g_strdup (_("The bonus-marker stack is empty: claiming a route with a marker ends the game.")));
  else if (pos->stack_left == 1)
    add_topic (out, KONTOR_HINT_WARNING, "markers", g_strdup (_("1 bonus marker left in the stack.")));
  return out;
}
