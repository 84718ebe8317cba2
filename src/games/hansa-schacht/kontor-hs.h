/* kontor-hs.h: Hansa (Michael Schacht), game id "hansa-schacht", behind
 * KontorTitle (../shared/spec/rules-hansa-schacht.md, "the spec" below).
 *
 * Plain fixed-size structs: the setup (the record's header, with the
 * embedded board profile), the position and the action.  A copy of a
 * position is a memcpy; apply works on a copy and writes back only when the
 * entry is legal, so a refused entry changes nothing. */
#pragma once

#include <json-glib/json-glib.h>
#include <string.h>
#include "kontor-title.h"

G_BEGIN_DECLS

#define HS_MAX_PLAYERS 4
#define HS_N_CITIES 9
#define HS_N_GOODS 6
#define HS_N_KINDS (HS_N_GOODS * 3)
#define HS_MAX_SPACES (HS_N_CITIES * 2)
#define HS_MAX_MARKERS (HS_N_GOODS * 13)
#define HS_N_PILES 5
#define HS_BOOTHS 15
#define HS_TALERS 22
#define HS_LIST_MAX 80           /* kinds kept per list of an entry (longer lists are refused) */
#define HS_LOSS_MAX 6            /* loss entries kept (at most 3 opponents are legal) */
#define HS_LOSS_KINDS 8          /* kinds kept per loss entry (at most 6 colours are legal) */
#define HS_NAME_MAX 128

/* Cities in the order of the spec's §0. */
enum { HS_TOENSBERG, HS_AALBORG, HS_COPENHAGEN, HS_LUEBECK, HS_DANZIG, HS_KALMAR,
       HS_STOCKHOLM, HS_RIGA, HS_CITY_9 };

#define HS_ERROR (kontor_hs_error_quark ())
GQuark kontor_hs_error_quark (void);

/* Every refusal of the title (spec §8); the ids are in kontor-hs-error.c. */
typedef enum {
  HS_ERROR_SETUP_PLAYERS,
  HS_ERROR_SETUP_VARIANT,
  HS_ERROR_SETUP_DRAWS,
  HS_ERROR_BOARD_PROFILE,
  HS_ERROR_SETUP_COLOURS,
  HS_ERROR_SETUP_WAREHOUSES,
  HS_ERROR_DRAW_UNAVAILABLE,
  HS_ERROR_SEED_MISMATCH,
  HS_ERROR_SETUP_PILES,
  HS_ERROR_SETUP_COPENHAGEN,
  HS_ERROR_SETUP_SAME_CITY,
  HS_ERROR_SETUP_ORDER,
  HS_ERROR_WRONG_PLAYER,
  HS_ERROR_BAD_ENTRY,
  HS_ERROR_UNKNOWN_ID,
  HS_ERROR_GAME_OVER,
  HS_ERROR_REFILL_LATE,
  HS_ERROR_REFILL_NOTHING_EMPTY,
  HS_ERROR_REFILL_NOTHING_LEFT,
  HS_ERROR_REFILL_COUNT,
  HS_ERROR_REFILL_REQUIRED,
  HS_ERROR_SAIL_NO_ARROW,
  HS_ERROR_SAIL_NO_MONEY,
  HS_ERROR_ACTION_USED_HERE,
  HS_ERROR_BUY_EMPTY,
  HS_ERROR_BUY_NOT_HERE,
  HS_ERROR_BUY_NO_MONEY,
  HS_ERROR_ESTABLISH_NO_MARKER,
  HS_ERROR_ESTABLISH_NO_BOOTHS,
  HS_ERROR_SELL_NO_BOOTH,
  HS_ERROR_SELL_NOT_HELD,
  HS_ERROR_SELL_PAIR,
  HS_ERROR_SELL_LOSSES,
  HS_ERROR_TAX_DISCARD,
  HS_ERROR_END_POSITION,
  HS_ERROR_INVARIANT,           /* check_invariants only; never a refusal of an entry */
  HS_N_ERRORS
} HsError;

/* The stable id ("hansa.sail-no-arrow") and the plain rule sentence. */
const char *kontor_hs_error_id_of (HsError code);
const char *kontor_hs_error_rule (HsError code);
/* Sets an error whose message is "PREFIX: rule sentence (detail)"; PREFIX
 * (a JSON path) and detail may be NULL. */
void kontor_hs_set_error (GError **error, HsError code, const char *prefix, const char *detail);

/* Copies src into dst (size bytes), cut at a UTF-8 character boundary. */
static inline void
kontor_hs_copy_utf8 (char *dst, gsize size, const char *src)
{
  const char *end = src;
  while (*end && (gsize) (g_utf8_next_char (end) - src) < size)
    end = g_utf8_next_char (end);
  memcpy (dst, src, end - src);
  dst[end - src] = '\0';
}

/* ---------------------------------------------------------------- ids */

extern const char *const kontor_hs_city_ids[HS_N_CITIES];
extern const char *const kontor_hs_goods_ids[HS_N_GOODS];
extern const char *const kontor_hs_player_colors[HS_N_GOODS];

int kontor_hs_city_from_id (const char *id);        /* -1 if none */
int kontor_hs_goods_from_id (const char *id);
int kontor_hs_player_color_from_id (const char *id);
/* "red-2" → kind (colour × 3 + barrels − 1), -1 if not a kind. */
int kontor_hs_kind_from_id (const char *id);
/* The kind's id, in a static table. */
const char *kontor_hs_kind_id (int kind);
static inline int kontor_hs_kind_colour (int kind) { return kind / 3; }
static inline int kontor_hs_kind_barrels (int kind) { return kind % 3 + 1; }
/* Markers of a kind in the box: 4, 5 or 4. */
static inline int kontor_hs_kind_count (int kind) { return kind % 3 == 1 ? 5 : 4; }

/* ---------------------------------------------------------------- setup */

typedef struct {
  char name[64];               /* "" when the profile gives none (null) */
  gboolean has_name;
  gboolean start;
} HsProfileCityInfo;

/* The board profile (spec §4.4), as embedded in a record. */
typedef struct {
  gint8 order[HS_N_CITIES];            /* the cities in the profile's list order */
  gint8 number[HS_N_CITIES];           /* by city */
  gint8 warehouses[HS_N_CITIES];
  HsProfileCityInfo info[HS_N_CITIES];
  guint16 arrows[HS_N_CITIES];         /* bit t: an arrow from the city to t */
  guint16 inferred[HS_N_CITIES];
  guint16 complete;                    /* bit c: c's outgoing arrows are all listed */
  int n_land;
  gint8 land[8][2];
} HsProfile;

typedef struct {
  int n_players;
  char names[HS_MAX_PLAYERS][HS_NAME_MAX];
  int colors[HS_MAX_PLAYERS];          /* player colour index */
  int n_goods;
  int goods[HS_N_GOODS];               /* goods colours in play, in the record's order */
  gboolean extrakarte;
  gboolean seeded;
  guint64 seed;
  HsProfile profile;
  int n_spaces;                        /* W */
  int warehouses[HS_MAX_SPACES];       /* the initial kinds, fill order */
  int piles[HS_N_PILES];
} HsSetup;

/* ---------------------------------------------------------------- position */

typedef struct {
  guint8 n_players;
  guint8 n_spaces;
  guint8 seeded;
  guint8 extrakarte;
  gint8 colors[HS_MAX_PLAYERS];        /* player colour index per seat */
  guint8 space_city[HS_MAX_SPACES];    /* warehouse spaces in fill order */
  guint16 arrows[HS_N_CITIES];
  guint16 complete;

  guint8 placements;                   /* setup-booths entries done (3 × N ends setup) */
  guint8 active;
  guint8 ship;
  guint8 acted;                        /* an action was taken in the current visit */
  guint8 phase3;                       /* the turn's first sail, action or end-turn happened */
  guint8 refilled;                     /* a refill was made this turn */
  guint8 triggered;                    /* a refill took a marker from pile 5 */
  guint8 ended;
  gint8 trigger_seat;                  /* who triggered the end, -1 */
  guint8 pad;
  guint16 turn;                        /* turns begun since setup */

  gint16 talers[HS_MAX_PLAYERS];
  guint8 unsold[HS_MAX_PLAYERS][HS_N_KINDS];
  guint8 sold[HS_MAX_PLAYERS][HS_N_KINDS];
  guint8 supply[HS_MAX_PLAYERS];
  guint8 booths[HS_MAX_PLAYERS][HS_N_CITIES];
  gint8 warehouse[HS_MAX_SPACES];      /* kind, -1 empty */
  guint8 initial[HS_N_KINDS];          /* the markers in play, by kind */
  guint8 facedown[HS_N_KINDS];         /* still in the piles, by kind */
  guint8 removed[HS_N_KINDS];
  guint8 piles[HS_N_PILES];
  guint8 stack_len;                    /* seeded: the face-down stack, drawn from the end */
  gint8 stack[HS_MAX_MARKERS];
} HsPosition;

/* ---------------------------------------------------------------- actions */

typedef enum {
  HS_DO_SETUP_BOOTHS,
  HS_DO_REFILL,
  HS_DO_SAIL,
  HS_DO_BUY,
  HS_DO_ESTABLISH,
  HS_DO_SELL,
  HS_DO_END_TURN,
} HsDo;

#define HS_BY_ABSENT (-1)
#define HS_BY_OTHER 8                 /* a colour not due, or not in the game, or not a string */
#define HS_NOT_A_PLAYER (-2)

typedef struct {
  gint8 seat;                          /* HS_NOT_A_PLAYER for a colour not in the game */
  guint8 n;                            /* kinds listed (may exceed HS_LOSS_KINDS) */
  gint8 kinds[HS_LOSS_KINDS];
} HsLoss;

typedef struct {
  guint8 what;                         /* HsDo */
  gint8 by;                            /* HS_BY_ABSENT, a seat or HS_BY_OTHER */
  gint8 city;                          /* setup-booths, sail */
  gint8 marker;                        /* buy, establish */
  guint8 has_markers;                  /* refill: the kinds are written out */
  guint8 unknown;                      /* an id that is no city or kind (spec §3.32 step 5) */
  guint16 n_markers;                   /* refill, sell */
  gint8 markers[HS_LIST_MAX];
  guint8 n_losses;
  HsLoss losses[HS_LOSS_MAX];
  guint16 n_discard;
  gint8 discard[HS_LIST_MAX];
  char unknown_text[32];
} HsAction;

/* kontor-hs-setup.c */
gboolean kontor_hs_setup_from_json (JsonObject *root, gpointer setup, GError **error);
void kontor_hs_setup_to_json (gconstpointer setup, JsonBuilder *b);
JsonObject *kontor_hs_new_header (const KontorNewGame *req, GError **error);
gboolean kontor_hs_variant_from_json (JsonObject *root, gboolean *extrakarte, GError **error);
gboolean kontor_hs_profile_from_json (JsonNode *node, const char *path, HsProfile *profile, GError **error);
void kontor_hs_profile_to_json (const HsProfile *profile, JsonBuilder *b);
/* The canonical stack of the colours in play, shuffled with the seed (spec §7.2). */
int kontor_hs_seeded_stack (const int *goods, int n_goods, guint64 seed, gint8 *stack);
/* The embedded profile of a new game: shipped ("hansa-schacht"), the example
 * board ("hansa-schacht-example") or a file. */
JsonNode *kontor_hs_load_profile (const char *board, GError **error);

/* kontor-hs-rules.c */
gboolean kontor_hs_position_init (gpointer pos, gconstpointer setup, GError **error);
gboolean kontor_hs_action_from_json (JsonNode *node, gconstpointer pos, gpointer action, GError **error);
void kontor_hs_action_to_json (JsonBuilder *b, gconstpointer action, gconstpointer pos);
gboolean kontor_hs_apply (gpointer pos, gconstpointer action, GError **error);
int kontor_hs_decider (gconstpointer pos);
gboolean kontor_hs_ended (gconstpointer pos);
gboolean kontor_hs_check_invariants (gconstpointer pos, GError **error);
JsonNode *kontor_hs_unchecked_json (gconstpointer setup, gconstpointer pos, gconstpointer action, guint index);
/* The seat due to enter the next entry. */
int kontor_hs_seat_due (const HsPosition *pos);
gboolean kontor_hs_in_setup (const HsPosition *pos);

/* kontor-hs-play.c: the legal entries and the random player */
JsonNode *kontor_hs_legal_json (gconstpointer pos);
gboolean kontor_hs_random_action (gconstpointer pos, KontorRng *rng, gpointer action);
/* Every legal entry now (losses: each opponent's fewest barrels, D-H15). */
GArray *kontor_hs_legal_actions (const HsPosition *pos);

/* kontor-hs-score.c */
JsonNode *kontor_hs_score_json (gconstpointer pos, gconstpointer setup);
char *kontor_hs_score_text (gconstpointer pos, gconstpointer setup);
char *kontor_hs_summary (gconstpointer pos, gconstpointer setup);
JsonNode *kontor_hs_end_position_score_json (JsonObject *root, GError **error);
char *kontor_hs_end_position_score_text (JsonObject *root, GError **error);

extern const KontorTitle kontor_hs_title;

/* kontor-hs-rules.c, also for kontor-hs-json.c: the empty warehouse spaces;
 * the kinds a refill of n spaces draws from the seeded stack (the last
 * entries first), how many. */
int kontor_hs_empty_spaces (const HsPosition *pos);
/* The markers still face down (with table draws: not yet named). */
int kontor_hs_facedown_left (const HsPosition *pos);
/* §3.6: the compulsory refill is due (every space empty, markers face down,
 * no refill yet, nothing else done in phase 3). */
gboolean kontor_hs_refill_due (const HsPosition *pos);
int kontor_hs_seeded_draws (const HsPosition *pos, int n, gint8 *out);

G_END_DECLS
