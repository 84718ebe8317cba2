/* kontor-types.c: ids, names and desk-track tables. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-types.h"
#include "kontor-ht-enums.h"

/* The record ids are the GEnum nicks (kontor-ht-enums.h, made by
 * glib-mkenums from kontor-types.h); a class is looked up once. */
const char *
kontor_enum_nick (GType type, int value)
{
  GEnumClass *klass = g_type_class_peek (type);
  GEnumValue *v;
  if (klass == NULL)
    klass = g_type_class_ref (type);   /* kept for the life of the process */
  v = g_enum_get_value (klass, value);
  return v ? v->value_nick : "?";
}

static gboolean
value_of (GType type, const char *nick, int limit, int *out)
{
  GEnumClass *klass = g_type_class_peek (type);
  GEnumValue *v;
  if (nick == NULL)
    return FALSE;
  if (klass == NULL)
    klass = g_type_class_ref (type);
  v = g_enum_get_value_by_nick (klass, nick);
  if (v == NULL || v->value >= limit)
    return FALSE;
  *out = v->value;
  return TRUE;
}

#define ID_FUNCS(name, Type, TYPE, N)                                    \
  const char *kontor_##name##_id (Type v)                                \
  {                                                                      \
    return kontor_enum_nick (TYPE, (int) v);                                      \
  }                                                                      \
  gboolean kontor_##name##_from_id (const char *id, Type *out)           \
  {                                                                      \
    int i;                                                               \
    if (!value_of (TYPE, id, (N), &i))                                   \
      return FALSE;                                                      \
    *out = (Type) i;                                                     \
    return TRUE;                                                         \
  }

ID_FUNCS (piece, KontorPieceKind, KONTOR_TYPE_PIECE_KIND, KONTOR_N_PIECES)
ID_FUNCS (variant, KontorVariant, KONTOR_TYPE_VARIANT, KONTOR_N_VARIANTS)
/* kontor_color_from_id accepts player colours only, not "neutral". */
ID_FUNCS (color, KontorColor, KONTOR_TYPE_COLOR, KONTOR_N_COLORS)
ID_FUNCS (privilege, KontorPrivilege, KONTOR_TYPE_PRIVILEGE, KONTOR_N_PRIVS)
ID_FUNCS (ability, KontorAbility, KONTOR_TYPE_ABILITY, KONTOR_N_ABILITIES)
ID_FUNCS (marker, KontorMarker, KONTOR_TYPE_MARKER, KONTOR_N_MARKERS)
ID_FUNCS (region, KontorRegion, KONTOR_TYPE_REGION, KONTOR_N_REGIONS)
ID_FUNCS (permanent, KontorPermanent, KONTOR_TYPE_PERMANENT, KONTOR_N_PERMANENTS)

const char *
kontor_end_reason_id (KontorEndReason reason)
{
  GFlagsClass *klass = g_type_class_peek (KONTOR_TYPE_END_REASON);
  GFlagsValue *v;
  if (klass == NULL)
    klass = g_type_class_ref (KONTOR_TYPE_END_REASON);
  v = g_flags_get_first_value (klass, reason);
  return (v && v->value == (guint) reason) ? v->value_nick : "?";
}

const char *
kontor_piece_name (KontorPieceKind kind)
{
  return kind == KONTOR_PIECE_MERCHANT ? _("merchant") : _("trader");
}

const char *
kontor_color_name (KontorColor color)
{
  switch (color)
    {
    case KONTOR_COLOR_RED: return _("Red");
    case KONTOR_COLOR_BLUE: return _("Blue");
    case KONTOR_COLOR_GREEN: return _("Green");
    case KONTOR_COLOR_YELLOW: return _("Yellow");
    case KONTOR_COLOR_PURPLE: return _("Purple");
    case KONTOR_COLOR_NEUTRAL: return _("Neutral");
    default: return "?";
    }
}

const char *
kontor_privilege_name (KontorPrivilege priv)
{
  switch (priv)
    {
    case KONTOR_PRIV_WHITE: return _("white");
    case KONTOR_PRIV_ORANGE: return _("orange");
    case KONTOR_PRIV_PINK: return _("pink");
    case KONTOR_PRIV_BLACK: return _("black");
    default: return "?";
    }
}

const char *
kontor_ability_name (KontorAbility ability)
{
  switch (ability)
    {
    case KONTOR_ABILITY_KEYS: return _("Keys");
    case KONTOR_ABILITY_ACTIONS: return _("Actions");
    case KONTOR_ABILITY_PRIVILEGIUM: return _("Privilegium");
    case KONTOR_ABILITY_LIBER_SOPHIAE: return _("Liber Sophiae");
    case KONTOR_ABILITY_MONEY_BAGS: return _("Money bags");
    default: return "?";
    }
}

const char *
kontor_marker_name (KontorMarker marker)
{
  switch (marker)
    {
    case KONTOR_MARKER_EXTRA_OFFICE: return _("Extra office");
    case KONTOR_MARKER_SWAP_OFFICES: return _("Swap offices");
    case KONTOR_MARKER_ACTIONS_3: return _("+3 actions");
    case KONTOR_MARKER_ACTIONS_4: return _("+4 actions");
    case KONTOR_MARKER_UPGRADE_ABILITY: return _("Upgrade an ability");
    case KONTOR_MARKER_REMOVE_3: return _("Remove 3 pieces");
    default: return "?";
    }
}

const char *
kontor_region_name (KontorRegion region)
{
  switch (region)
    {
    case KONTOR_REGION_ENGLAND: return _("England");
    case KONTOR_REGION_WALES: return _("Wales");
    case KONTOR_REGION_SCOTLAND: return _("Scotland");
    default: return "?";
    }
}

const char *
kontor_permanent_name (KontorPermanent permanent)
{
  switch (permanent)
    {
    case KONTOR_PERMANENT_MOVE_2: return _("Move 2 pieces");
    case KONTOR_PERMANENT_GAIN_PRIVILEGE: return _("+1 Privilegium");
    case KONTOR_PERMANENT_BUILD_IN_GREEN: return _("Office in a green city");
    case KONTOR_PERMANENT_REUSE_2: return _("Reuse 2 pieces");
    case KONTOR_PERMANENT_PLACE_2: return _("Place 2 in Wales or Scotland");
    default: return "?";
    }
}

const char *
kontor_end_reason_name (KontorEndReason reason)
{
  switch (reason)
    {
    case KONTOR_END_PRESTIGE_20: return _("A player reached 20 prestige points");
    case KONTOR_END_BONUS_STACK_EMPTY: return _("A bonus marker had to be drawn from an empty stack");
    case KONTOR_END_TEN_CITIES: return _("The tenth city was completed");
    case KONTOR_END_EIGHT_CITIES: return _("The eighth city was completed");
    default: return "?";
    }
}

const char *
kontor_end_reason_sentence (KontorEndReason reason)
{
  switch (reason)
    {
    case KONTOR_END_PRESTIGE_20: return _("A player reached 20 prestige points.");
    case KONTOR_END_BONUS_STACK_EMPTY: return _("A bonus marker had to be drawn from an empty stack.");
    case KONTOR_END_TEN_CITIES: return _("The tenth city was completed.");
    case KONTOR_END_EIGHT_CITIES: return _("The eighth city was completed.");
    default: return "?";
    }
}

char *
kontor_end_reasons_text (guint reasons)
{
  GString *s = g_string_new (NULL);
  for (guint bit = 1; bit <= KONTOR_END_EIGHT_CITIES; bit <<= 1)
    if (reasons & bit)
      g_string_append_printf (s, "%s%s", s->len ? " " : "", kontor_end_reason_sentence (bit));
  return g_string_free (s, FALSE);
}

/* Values printed on the desk, left to right; level 0 is the uncovered space. */
static const int track_keys[] = { 1, 2, 2, 3, 4 };
static const int track_actions[] = { 2, 3, 3, 4, 4, 5 };
static const int track_priv[] = { KONTOR_PRIV_WHITE, KONTOR_PRIV_ORANGE,
                                  KONTOR_PRIV_PINK, KONTOR_PRIV_BLACK };
static const int track_liber[] = { 2, 3, 4, 5 };
/* Money bags: 3, 5, 7, all.  "All" is a number above any stock. */
static const int track_money[] = { 3, 5, 7, 99 };

int
kontor_ability_max_level (KontorAbility ability)
{
  switch (ability)
    {
    case KONTOR_ABILITY_KEYS: return G_N_ELEMENTS (track_keys) - 1;
    case KONTOR_ABILITY_ACTIONS: return G_N_ELEMENTS (track_actions) - 1;
    case KONTOR_ABILITY_PRIVILEGIUM: return G_N_ELEMENTS (track_priv) - 1;
    case KONTOR_ABILITY_LIBER_SOPHIAE: return G_N_ELEMENTS (track_liber) - 1;
    case KONTOR_ABILITY_MONEY_BAGS: return G_N_ELEMENTS (track_money) - 1;
    default: return 0;
    }
}

int
kontor_ability_value (KontorAbility ability, int level)
{
  level = CLAMP (level, 0, kontor_ability_max_level (ability));
  switch (ability)
    {
    case KONTOR_ABILITY_KEYS: return track_keys[level];
    case KONTOR_ABILITY_ACTIONS: return track_actions[level];
    case KONTOR_ABILITY_PRIVILEGIUM: return track_priv[level];
    case KONTOR_ABILITY_LIBER_SOPHIAE: return track_liber[level];
    case KONTOR_ABILITY_MONEY_BAGS: return track_money[level];
    default: return 0;
    }
}

KontorPieceKind
kontor_ability_cover (KontorAbility ability)
{
  return ability == KONTOR_ABILITY_LIBER_SOPHIAE ? KONTOR_PIECE_MERCHANT : KONTOR_PIECE_TRADER;
}

int
kontor_marker_points (int count)
{
  if (count <= 0) return 0;
  if (count == 1) return 1;
  if (count <= 3) return 3;
  if (count <= 5) return 6;
  if (count <= 7) return 10;
  if (count <= 9) return 15;
  return 21;
}

int
kontor_marker_total (KontorMarker marker)
{
  static const int totals[] = { 4, 3, 2, 2, 2, 2 };
  return ((int) marker >= 0 && marker < KONTOR_N_MARKERS) ? totals[marker] : 0;
}
