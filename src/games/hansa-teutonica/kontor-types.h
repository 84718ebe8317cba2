/* kontor-types.h: the small vocabulary shared by the whole engine.
 *
 * Ids and names follow ../shared/spec/game-record.md.  Every enum is a
 * GEnum (glib-mkenums, kontor-ht-enums.h) whose nicks are the record's ids;
 * the _id / _from_id functions read them and refuse unknown names.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define KONTOR_MAX_PLAYERS 5
#define KONTOR_MAX_CITIES 32
#define KONTOR_MAX_ROUTES 48
#define KONTOR_MAX_SPACES 4
#define KONTOR_MAX_SLOTS 8
#define KONTOR_MAX_EXTRA 8
#define KONTOR_MAX_TABLE 4
#define KONTOR_MAX_GREEN 4      /* cities without printed offices (East: 3) */
#define KONTOR_MAX_ADDED 8      /* offices added to one green city */
#define KONTOR_MAX_GATEWAYS 4
#define KONTOR_MAX_MARKERS 15
#define KONTOR_STACK_SIZE 12
#define KONTOR_TRADERS_PER_COLOR 27
#define KONTOR_MERCHANTS_PER_COLOR 4
#define KONTOR_PRESTIGE_TO_END 20

/* A seat index 0..n_players-1; -1 means nobody / empty. */
#define KONTOR_NOBODY (-1)
/* The neutral player of the two-player variant (spec §10): an owner that is
 * not a seat.  Its state lives in players[KONTOR_NEUTRAL]. */
#define KONTOR_NEUTRAL KONTOR_MAX_PLAYERS

typedef enum {
  KONTOR_PIECE_TRADER,
  KONTOR_PIECE_MERCHANT,
  KONTOR_N_PIECES /*< skip >*/
} KontorPieceKind;

typedef enum {
  KONTOR_COLOR_RED,
  KONTOR_COLOR_BLUE,
  KONTOR_COLOR_GREEN,
  KONTOR_COLOR_YELLOW,
  KONTOR_COLOR_PURPLE,
  KONTOR_COLOR_NEUTRAL,                     /* the neutral pieces (2 players) */
  KONTOR_N_COLORS = KONTOR_COLOR_NEUTRAL /*< skip >*/   /* player colours */
} KontorColor;

typedef enum {
  KONTOR_VARIANT_NONE,
  KONTOR_VARIANT_TWO_PLAYER_NEUTRAL,
  KONTOR_N_VARIANTS /*< skip >*/
} KontorVariant;

typedef enum /*< prefix=KONTOR_PRIV >*/ {
  KONTOR_PRIV_WHITE,
  KONTOR_PRIV_ORANGE,
  KONTOR_PRIV_PINK,
  KONTOR_PRIV_BLACK,
  KONTOR_N_PRIVS /*< skip >*/
} KontorPrivilege;

typedef enum {
  KONTOR_ABILITY_KEYS,
  KONTOR_ABILITY_ACTIONS,
  KONTOR_ABILITY_PRIVILEGIUM,
  KONTOR_ABILITY_LIBER_SOPHIAE,
  KONTOR_ABILITY_MONEY_BAGS,
  KONTOR_N_ABILITIES /*< skip >*/
} KontorAbility;

typedef enum {
  KONTOR_MARKER_EXTRA_OFFICE,
  KONTOR_MARKER_SWAP_OFFICES,
  KONTOR_MARKER_ACTIONS_3,
  KONTOR_MARKER_ACTIONS_4,
  KONTOR_MARKER_UPGRADE_ABILITY,
  KONTOR_MARKER_REMOVE_3,
  KONTOR_N_MARKERS /*< skip >*/
} KontorMarker;

typedef enum {
  KONTOR_END_PRESTIGE_20 = 1 << 0,
  KONTOR_END_BONUS_STACK_EMPTY = 1 << 1,
  KONTOR_END_TEN_CITIES = 1 << 2,
  KONTOR_END_EIGHT_CITIES = 1 << 3,    /* Britannia (expansions spec §14.7) */
} KontorEndReason;

/* Britannia's countries (expansions spec §14.2): a route's country; England
 * is every route without one. */
typedef enum {
  KONTOR_REGION_ENGLAND,
  KONTOR_REGION_WALES,
  KONTOR_REGION_SCOTLAND,
  KONTOR_N_REGIONS /*< skip >*/
} KontorRegion;

/* The permanent bonus markers printed beside maritime routes (§12.4). */
typedef enum {
  KONTOR_PERMANENT_MOVE_2,
  KONTOR_PERMANENT_GAIN_PRIVILEGE,
  KONTOR_PERMANENT_BUILD_IN_GREEN,
  KONTOR_PERMANENT_REUSE_2,
  KONTOR_PERMANENT_PLACE_2,
  KONTOR_N_PERMANENTS /*< skip >*/
} KontorPermanent;

/* The nick (record id) of an enum value of a glib-mkenums type, "?" if none. */
const char *kontor_enum_nick (GType type, int value);
const char *kontor_piece_id (KontorPieceKind kind);
gboolean kontor_piece_from_id (const char *id, KontorPieceKind *out);
/* kontor_color_id also names KONTOR_COLOR_NEUTRAL ("neutral");
 * kontor_color_from_id accepts player colours only. */
const char *kontor_color_id (KontorColor color);
gboolean kontor_color_from_id (const char *id, KontorColor *out);
/* "none" for KONTOR_VARIANT_NONE (a record writes null). */
const char *kontor_variant_id (KontorVariant variant);
gboolean kontor_variant_from_id (const char *id, KontorVariant *out);
const char *kontor_privilege_id (KontorPrivilege priv);
gboolean kontor_privilege_from_id (const char *id, KontorPrivilege *out);
const char *kontor_ability_id (KontorAbility ability);
gboolean kontor_ability_from_id (const char *id, KontorAbility *out);
const char *kontor_marker_id (KontorMarker marker);
gboolean kontor_marker_from_id (const char *id, KontorMarker *out);
const char *kontor_end_reason_id (KontorEndReason reason);
const char *kontor_region_id (KontorRegion region);
gboolean kontor_region_from_id (const char *id, KontorRegion *out);
const char *kontor_permanent_id (KontorPermanent permanent);
gboolean kontor_permanent_from_id (const char *id, KontorPermanent *out);

/* Translated names for people. */
const char *kontor_piece_name (KontorPieceKind kind);
const char *kontor_color_name (KontorColor color);
const char *kontor_privilege_name (KontorPrivilege priv);
const char *kontor_ability_name (KontorAbility ability);
const char *kontor_marker_name (KontorMarker marker);
const char *kontor_region_name (KontorRegion region);
const char *kontor_permanent_name (KontorPermanent permanent);
const char *kontor_end_reason_name (KontorEndReason reason);
/* The reason as one translated sentence, with its full stop. */
const char *kontor_end_reason_sentence (KontorEndReason reason);
/* Every reason of the set (KontorEndReason bits), sentence after sentence. */
char *kontor_end_reasons_text (guint reasons);

/* Desk tracks: the value shown at each level (level 0 = start). */
int kontor_ability_max_level (KontorAbility ability);
int kontor_ability_value (KontorAbility ability, int level);
/* The piece kind that covers the track (merchants on Liber Sophiae). */
KontorPieceKind kontor_ability_cover (KontorAbility ability);

/* Bonus-marker score by number of markers taken (spec §9.3). */
int kontor_marker_points (int count);

/* How many of each marker kind exist in the game. */
int kontor_marker_total (KontorMarker marker);

G_END_DECLS
