/* kontor-describe.c */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kontor-describe.h"

char *
kontor_route_name (const KontorBoard *b, int route)
{
  return g_strdup_printf ("%s–%s", b->cities[b->routes[route].cities[0]].name,
                          b->cities[b->routes[route].cities[1]].name);
}

char *
kontor_claim_choice_label (const KontorBoard *b, const KontorAction *a)
{
  switch (a->benefit)
    {
    case KONTOR_BENEFIT_OFFICE:
      {
        /* Britannia: the newest office is the rightmost, the gateway's permission (§14.3) */
        guint8 gate = b->cities[a->city].gateway_for;
        gboolean wales = (gate & (1u << KONTOR_REGION_WALES)) != 0, scotland = (gate & (1u << KONTOR_REGION_SCOTLAND)) != 0;
        g_autofree char *office = g_strdup_printf (a->piece == KONTOR_PIECE_MERCHANT ? _("Office in %s (merchant)")
                                                                                     : _("Office in %s (trader)"),
                                                   b->cities[a->city].name);
        if (wales && scotland)
          /* Translators: an office choice, then what it brings on Britannia */
          return g_strdup_printf (_("%s: the permission for Wales and Scotland"), office);
        if (wales || scotland)
          /* Translators: an office choice, then what it brings on Britannia (%s: Wales or Scotland) */
          return g_strdup_printf (_("%s: the permission for %s"), office,
                                  kontor_region_name (wales ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND));
        return g_steal_pointer (&office);
      }
    case KONTOR_BENEFIT_EXTRA_OFFICE:
      return g_strdup_printf (a->piece == KONTOR_PIECE_MERCHANT ? _("Extra office in %s (merchant)")
                                                                : _("Extra office in %s (trader)"),
                              b->cities[a->city].name);
    case KONTOR_BENEFIT_UPGRADE:
      return g_strdup_printf (_("Upgrade %s"), kontor_ability_name (a->ability));
    case KONTOR_BENEFIT_COELLEN:
      return g_strdup_printf (_("Prestige table: %d"), b->table_value[a->table_space]);
    default:
      return g_strdup (_("No benefit"));
    }
}

char *
kontor_pieces_text (int traders, int merchants)
{
  g_autofree char *t = NULL;
  g_autofree char *m = NULL;
  if (traders <= 0 && merchants <= 0)
    return g_strdup (_("no pieces"));
  t = g_strdup_printf (ngettext ("%d trader", "%d traders", traders), traders);
  m = g_strdup_printf (ngettext ("%d merchant", "%d merchants", merchants), merchants);
  if (traders > 0 && merchants > 0)
    /* Translators: "2 traders and 1 merchant" */
    return g_strdup_printf (_("%s and %s"), t, m);
  if (merchants > 0)
    return g_steal_pointer (&m);
  return g_steal_pointer (&t);
}

/* What a claim's printed marker did (expansions §12.4), or NULL. */
static char *
permanent_text (const KontorBoard *b, const KontorAction *a)
{
  switch (a->perm)
    {
    case KONTOR_PERMANENT_MOVE_2:
      return g_strdup_printf (ngettext ("the printed marker moved %d piece", "the printed marker moved %d pieces",
                                        a->perm_n), a->perm_n);
    case KONTOR_PERMANENT_GAIN_PRIVILEGE:
      return g_strdup (_("the printed marker raised the Privilegium"));
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      if (a->perm_city < 0 || a->perm_city >= b->n_cities)
        return NULL;
      return g_strdup_printf (a->perm_piece == KONTOR_PIECE_MERCHANT
                              ? _("the printed marker opened an office with a merchant in %s")
                              : _("the printed marker opened an office with a trader in %s"),
                              b->cities[a->perm_city].name);
    case KONTOR_PERMANENT_REUSE_2:
      return g_strdup_printf (ngettext ("the printed marker put %d piece of the route back on the board",
                                        "the printed marker put %d pieces of the route back on the board", a->perm_n),
                              a->perm_n);
    case KONTOR_PERMANENT_PLACE_2:
      return g_strdup_printf (ngettext ("the printed marker placed %d piece in Wales or Scotland",
                                        "the printed marker placed %d pieces in Wales or Scotland", a->perm_n),
                              a->perm_n);
    default:
      return NULL;
    }
}

char *
kontor_action_describe (const KontorPosition *pos, const KontorAction *a, const char *const *names)
{
  const KontorBoard *b = pos->board;
  int actor = a->what == KONTOR_DO_RELOCATE ? pos->reloc_player : pos->active;
  /* the non-active player relocates displaced neutrals (spec §10) */
  const char *who = names[a->what == KONTOR_DO_RELOCATE ? kontor_position_decider (pos) : pos->active];
  g_autofree char *route = (a->route >= 0 && a->route < b->n_routes) ? kontor_route_name (b, a->route) : NULL;

  switch (a->what)
    {
    case KONTOR_DO_HIRE:
      {
        g_autofree char *p = kontor_pieces_text (a->traders, a->merchants);
        if (a->traders + a->merchants == 0)
          return g_strdup_printf (_("%s hired no pieces"), who);
        return g_strdup_printf (_("%s hired %s"), who, p);
      }
    case KONTOR_DO_PLACE:
      return g_strdup_printf (a->piece == KONTOR_PIECE_MERCHANT ? _("%s placed a merchant on %s")
                                                                : _("%s placed a trader on %s"), who, route);
    case KONTOR_DO_DISPLACE:
      {
        const KontorPiece *v = &pos->spaces[a->route][a->space];
        const char *victim;
        if (v->owner == KONTOR_NEUTRAL)
          return g_strdup_printf (_("%s displaced a neutral trader on %s"), who, route);
        /* names has one entry per seat: the neutral has none */
        victim = v->owner >= 0 ? names[v->owner] : "?";
        return g_strdup_printf (v->kind == KONTOR_PIECE_MERCHANT ? _("%s displaced %s's merchant on %s")
                                                                 : _("%s displaced %s's trader on %s"),
                                who, victim, route);
      }
    case KONTOR_DO_RELOCATE:
      {
        g_autofree char *to = a->n > 0 ? kontor_route_name (b, a->reloc[0].dst.route) : g_strdup ("?");
        for (int i = 0; i < a->n; i++)
          if (a->reloc[i].from == KONTOR_FROM_DISPLACED)
            {
              g_free (to);
              to = kontor_route_name (b, a->reloc[i].dst.route);
            }
        if (actor == KONTOR_NEUTRAL)
          {
            if (a->n <= 1)
              return g_strdup_printf (_("%s put the displaced neutral trader back on %s"), who, to);
            return g_strdup_printf (_("%s put the displaced neutral trader back on %s and added another"), who, to);
          }
        if (a->n <= 1)
          return g_strdup_printf (_("%s put the displaced piece back on %s"), who, to);
        return g_strdup_printf (ngettext ("%s put the displaced piece back on %s and added %d more",
                                          "%s put the displaced piece back on %s and added %d more", a->n - 1),
                                who, to, a->n - 1);
      }
    case KONTOR_DO_MOVE:
      return g_strdup_printf (ngettext ("%s moved %d piece", "%s moved %d pieces", a->n), who, a->n);
    case KONTOR_DO_CLAIM:
      {
        g_autofree char *claim = NULL;
        g_autofree char *effect = permanent_text (b, a);
        switch (a->benefit)
          {
          case KONTOR_BENEFIT_OFFICE:
            claim = g_strdup_printf (_("%s claimed %s and opened an office in %s"), who, route, b->cities[a->city].name);
            break;
          case KONTOR_BENEFIT_EXTRA_OFFICE:
            claim = g_strdup_printf (_("%s claimed %s and opened an extra office in %s"), who, route, b->cities[a->city].name);
            break;
          case KONTOR_BENEFIT_UPGRADE:
            claim = g_strdup_printf (_("%s claimed %s and upgraded %s"), who, route, kontor_ability_name (a->ability));
            break;
          case KONTOR_BENEFIT_COELLEN:
            claim = g_strdup_printf (_("%s claimed %s and put a merchant on the %d prestige space"), who, route,
                                     b->table_value[a->table_space]);
            break;
          default:
            claim = g_strdup_printf (_("%s claimed %s"), who, route);
            break;
          }
        if (effect == NULL)
          return g_steal_pointer (&claim);
        /* Translators: a claim, then what its printed marker did (East, Britannia) */
        return g_strdup_printf (_("%s; %s"), claim, effect);
      }
    case KONTOR_DO_USE_BONUS:
      return g_strdup_printf (_("%s used the bonus marker “%s”"), who,
                              a->marker >= 0 ? kontor_marker_name_on (b, a->marker) : "?");
    case KONTOR_DO_END_TURN:
      return g_strdup_printf (_("%s ended the turn"), who);
    case KONTOR_DO_PLACE_BONUS:
      {
        int kind = pos->pending_kind[0] >= 0 ? pos->pending_kind[0] : a->marker;
        const char *m = kind >= 0 ? kontor_marker_name_on (b, kind) : "?";
        if (a->route < 0)
          return g_strdup_printf (_("%s set the drawn marker “%s” aside"), who, m);
        return g_strdup_printf (_("%s placed the drawn marker “%s” on %s"), who, m, route);
      }
    case KONTOR_DO_NEUTRAL_CLAIM:
      if (a->city < 0 || kontor_city_full (pos, a->city))
        return g_strdup_printf (_("The neutral claimed %s (both cities full, no office)"), route);
      return g_strdup_printf (_("The neutral claimed %s and opened an office in %s"), route, b->cities[a->city].name);
    default:
      return g_strdup ("?");
    }
}
