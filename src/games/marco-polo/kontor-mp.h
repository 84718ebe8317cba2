/* kontor-mp.h: Marco Polo (the 1980s roll-and-move game, Spanish edition),
 * game id "marco-polo-classic", behind KontorTitle
 * (../shared/spec/rules-marco-polo.md, "the spec" below).
 *
 * Plain fixed-size structs: the setup (the record's header), the position
 * and the action.  A copy of a position is a memcpy; apply works on a copy
 * and writes back only when the entry is legal, so a refused entry changes
 * nothing.  There is no board data: the spec knows no machine-readable
 * track (§4.3), so the engine enforces the board-light rules of §4.1. */
#pragma once

#include <json-glib/json-glib.h>
#include <string.h>
#include "kontor-title.h"

G_BEGIN_DECLS

#define MP_MAX_PLAYERS 4
#define MP_N_GROUPS 4
#define MP_N_KINDS 16                /* GROUP × (400, 200, 100, azar), canonical order (§0) */
#define MP_KIND_TABLET 16
#define MP_KIND_SECRET 17
#define MP_PILE_SIZE 10
#define MP_COINS 100                 /* coins of 100 reales in the game (§1.5) */
#define MP_START_COINS 12            /* 1,200 reales (§2.4, D-P1) */
#define MP_NAME_MAX 128
#define MP_LABEL_MAX 64              /* bytes of a space label, with the NUL */
#define MP_TEXT_MAX 128              /* bytes of a city or a salt, with the NUL */
#define MP_HASH_LEN 64               /* SHA-256 in hex */
#define MP_LIST_MAX 40               /* kinds kept per list (more can never all be legal) */
#define MP_MAX_EFFECTS 8             /* effects of one chance card (KM-2) */
#define MP_MAX_REVEALED 16           /* mission cities remembered (KM-14) */
#define MP_MAX_SKIP 1000             /* skip-turns n (KM-2) */
#define MP_MAX_EFFECT_COINS 1000000  /* reales in one coins primitive (KM-2) */

enum { MP_BLUE, MP_GREEN, MP_RED, MP_ORANGE };

/* Space kinds (§0). */
typedef enum {
  MP_SPACE_VENICE,
  MP_SPACE_SMALL,
  MP_SPACE_TRADING,
  MP_SPACE_PORT,
  MP_SPACE_KHANBALIK,
  MP_SPACE_MISSION,
  MP_SPACE_KARAKORUM,
  MP_N_SPACE_KINDS
} MpSpaceKind;

#define MP_ERROR (kontor_mp_error_quark ())
GQuark kontor_mp_error_quark (void);

/* Every refusal of the title (spec §8). */
typedef enum {
  MP_ERROR_SETUP_PLAYERS,
  MP_ERROR_SETUP_BOARD,
  MP_ERROR_SETUP_VARIANT,
  MP_ERROR_SETUP_DRAWS,
  MP_ERROR_BAD_ENTRY,
  MP_ERROR_WRONG_PLAYER,
  MP_ERROR_GAME_OVER,
  MP_ERROR_STAGE,
  MP_ERROR_ROLL_RANGE,
  MP_ERROR_SEED_MISMATCH,
  MP_ERROR_COMBAT_REQUIRED,
  MP_ERROR_MOVE_ZERO,
  MP_ERROR_MOVE_TOO_FAR,
  MP_ERROR_MOVE_SHORT,
  MP_ERROR_SPACE_OCCUPIED,
  MP_ERROR_SAME_SPACE,
  MP_ERROR_KHANBALIK_GIFTS,
  MP_ERROR_REFUSE_NO_TABLET,
  MP_ERROR_COMBAT_PAY,
  MP_ERROR_NOT_TRADING_PLACE,
  MP_ERROR_NOT_SELLABLE,
  MP_ERROR_CARD_NOT_HELD,
  MP_ERROR_BUY_LIMIT,
  MP_ERROR_BUY_WRONG_GROUP,
  MP_ERROR_BUY_NO_COINS,
  MP_ERROR_PILE_UNAVAILABLE,
  MP_ERROR_BUY_FROM_NOT_HERE,
  MP_ERROR_BUY_FROM_NO_GOODS,
  MP_ERROR_BUY_MIXED,
  MP_ERROR_CHANCE_INVALID,
  MP_ERROR_NOT_HERE,
  MP_ERROR_TABLET_HELD,
  MP_ERROR_GIFTS_INVALID,
  MP_ERROR_MISSION_NO_TABLET,
  MP_ERROR_MISSION_TAKEN,
  MP_ERROR_MISSION_HASH,
  MP_ERROR_DEBT_RAISE,
  MP_ERROR_END_POSITION,
  MP_ERROR_INVARIANT,           /* check_invariants only; never a refusal of an entry */
  MP_N_ERRORS
} MpError;

const char *kontor_mp_error_id_of (MpError code);
const char *kontor_mp_error_rule (MpError code);
/* Sets an error whose message is "PREFIX: rule sentence (detail)"; PREFIX
 * (a JSON path) and detail may be NULL. */
void kontor_mp_set_error (GError **error, MpError code, const char *prefix, const char *detail);

/* ---------------------------------------------------------------- ids */

extern const char *const kontor_mp_group_ids[MP_N_GROUPS];
extern const char *const kontor_mp_player_colors[MP_MAX_PLAYERS];
extern const char *const kontor_mp_space_ids[MP_N_SPACE_KINDS];

int kontor_mp_group_from_id (const char *id);
int kontor_mp_player_color_from_id (const char *id);
int kontor_mp_space_from_id (const char *id);
/* "green-400" → 0 … 15, "tablet" → 16, "secret" → 17, else -1. */
int kontor_mp_kind_from_id (const char *id);
const char *kontor_mp_kind_id (int kind);
static inline int kontor_mp_kind_group (int kind) { return kind / 4; }
static inline gboolean kontor_mp_kind_is_goods (int kind) { return kind >= 0 && kind < MP_N_KINDS && kind % 4 != 3; }
static inline gboolean kontor_mp_kind_is_azar (int kind) { return kind >= 0 && kind < MP_N_KINDS && kind % 4 == 3; }
/* Face value in coins of 100 (4, 2, 1), 0 for a chance card. */
static inline int kontor_mp_kind_value (int kind)
{
  static const int v[4] = { 4, 2, 1, 0 };
  return kind >= 0 && kind < MP_N_KINDS ? v[kind % 4] : 0;
}
/* Cards of a kind in the game: 3, 3, 1, 3 per group (§1.3). */
static inline int kontor_mp_kind_count (int kind) { return kind % 4 == 2 ? 1 : 3; }

/* Copies src into dst (size bytes), cut at a UTF-8 character boundary. */
static inline void
kontor_mp_copy_utf8 (char *dst, gsize size, const char *src)
{
  const char *end = src;
  while (*end && (gsize) (g_utf8_next_char (end) - src) < size)
    end = g_utf8_next_char (end);
  memcpy (dst, src, end - src);
  dst[end - src] = '\0';
}

/* ---------------------------------------------------------------- setup */

typedef struct {
  int n_players;
  char names[MP_MAX_PLAYERS][MP_NAME_MAX];
  int colors[MP_MAX_PLAYERS];          /* player colour index */
  gboolean five_fights;                /* variant five-fights-six-rerolls */
  gboolean any_goods;                  /* variant tablet-for-any-goods */
  gboolean seeded;
  guint64 seed;
} MpSetup;

/* ---------------------------------------------------------------- position */

/* A space as the table enters it (§4.4): kind, group (trading only), label. */
typedef struct {
  gint8 kind;                          /* MpSpaceKind */
  gint8 group;                         /* -1 unless trading */
  char label[MP_LABEL_MAX];            /* "" when none */
} MpSpace;

typedef enum {
  MP_STAGE_ROLL,                       /* the turn's roll (again after a refuse or a variant 6) */
  MP_STAGE_MOVE,                       /* rolled 1–4: move or no-move */
  MP_STAGE_COMBAT,                     /* rolled 5 or 6: combat or refuse */
  MP_STAGE_AFTER,                      /* moved, declared no move or fought: trade, arrive, end */
} MpStage;

typedef enum {
  MP_STOP_NONE,
  MP_STOP_TRADING,
  MP_STOP_KHANBALIK,
  MP_STOP_MISSION,
  MP_STOP_OTHER,
} MpStop;

typedef struct {
  guint8 n_players;
  guint8 seeded;
  guint8 five_fights;
  guint8 any_goods;
  gint8 colors[MP_MAX_PLAYERS];
  guint64 rng;                         /* SplitMix64 state (seeded draws, §7.2) */

  /* the turn */
  guint8 active;
  guint8 stage;                        /* MpStage */
  guint8 roll;                         /* the last roll of the red die */
  guint8 stop;                         /* MpStop: where the active pawn stopped this turn */
  guint8 moved;                        /* the active pawn moved this turn */
  guint8 buy_pile;                     /* cards bought from the pile at this stop */
  guint8 bought_from;                  /* bit s: bought from seat s at this stop */
  guint8 n_pending;                    /* chance cards drawn and not yet answered */
  gint8 pending[3];
  guint8 ended;
  gint8 winner;                        /* seat, -1 */
  guint32 turn;                        /* turns begun */
  MpSpace turn_start;                  /* where the active pawn began the turn */

  /* players */
  gint64 coins[MP_MAX_PLAYERS];        /* in coins of 100 reales */
  guint8 cards[MP_MAX_PLAYERS][MP_N_KINDS];   /* goods kinds only */
  guint8 tablet[MP_MAX_PLAYERS];
  guint8 secret[MP_MAX_PLAYERS];
  guint8 had_tablet[MP_MAX_PLAYERS];   /* held a Tablet earlier in this game (§5.6) */
  guint8 has_hash[MP_MAX_PLAYERS];
  char hash[MP_MAX_PLAYERS][MP_HASH_LEN + 1];   /* mission_hash of the Tablet held, lower case */
  gint32 skip[MP_MAX_PLAYERS];         /* turns still to skip */
  MpSpace pawn[MP_MAX_PLAYERS];
  char mission_city[MP_MAX_PLAYERS][MP_TEXT_MAX];   /* the last city revealed, "" */

  /* the table */
  gint64 bank;                         /* coins; may fall below 0 (D-P23) */
  gint64 booty_coins;
  guint8 booty_cards[MP_N_KINDS];
  guint8 pile_count[MP_N_KINDS];
  guint8 pile_len[MP_N_GROUPS];        /* seeded: each pile in order, top last */
  gint8 pile[MP_N_GROUPS][MP_PILE_SIZE];
  guint8 khan_tablets;
  guint8 khan_secrets;
  guint8 n_revealed;
  char revealed[MP_MAX_REVEALED][MP_TEXT_MAX];   /* normalised */
} MpPosition;

/* ---------------------------------------------------------------- actions */

typedef enum {
  MP_DO_ROLL,
  MP_DO_MOVE,
  MP_DO_NO_MOVE,
  MP_DO_COMBAT,
  MP_DO_REFUSE,
  MP_DO_SELL,
  MP_DO_BUY,
  MP_DO_BUY_FROM,
  MP_DO_CHANCE,
  MP_DO_KHANBALIK,
  MP_DO_MISSION,
  MP_DO_END_TURN,
  MP_N_DO
} MpDo;

#define MP_HAS_VALUE 1                /* roll value; buy-from, chance card */
#define MP_HAS_RED 2
#define MP_HAS_BLACK 4

#define MP_BY_ABSENT (-1)
#define MP_BY_OTHER 8                 /* a colour not due, or not in the game, or not a string */

/* A party of a coins primitive. */
#define MP_PARTY_BANK (-2)
#define MP_PARTY_BOOTY (-3)

typedef enum {
  MP_FX_INVALID,                       /* malformed: refused with mp.chance-invalid when reached */
  MP_FX_COINS,
  MP_FX_MOVE_PAWN,
  MP_FX_LOSE_CARD,
  MP_FX_GAIN_CARD,
  MP_FX_SKIP_TURNS,
} MpEffectKind;

typedef struct {
  guint8 n;                            /* items listed (may exceed MP_LIST_MAX) */
  gint8 items[MP_LIST_MAX];            /* kinds, MP_KIND_TABLET, MP_KIND_SECRET */
} MpRaise;

typedef struct {
  guint8 what;                         /* MpEffectKind */
  gint8 player;                        /* seat (move-pawn, skip-turns; -1: the active player) */
  gint8 from, to;                      /* coins: parties; lose-card: to 0 booty, 1 pile */
  gint8 card;                          /* lose-card, gain-card */
  gint32 n;                            /* coins (in coins of 100), skip-turns */
  MpSpace space;                       /* move-pawn */
  MpRaise raise;                       /* coins from a player */
} MpEffect;

typedef struct {
  guint8 what;                         /* MpDo */
  gint8 by;                            /* MP_BY_ABSENT, a seat or MP_BY_OTHER */
  guint8 has_value;                    /* MP_HAS_*: the values written out */
  gint8 value;                         /* roll */
  gint8 red, black;                    /* combat */
  gint8 steps;                         /* move, clamped to −1 … 7 */
  guint8 mode_change;
  MpSpace to;                          /* move */
  guint8 pay;                          /* combat: 0 none, 1 card, 2 coins, 3 another shape */
  gint8 pay_card;
  MpRaise raise;                       /* combat */
  guint8 n_cards;                      /* sell, buy, khanbalik gifts: kinds listed */
  gint8 cards[MP_LIST_MAX];
  guint8 count;                        /* buy with a seed: cards drawn (n_cards 0) */
  gint8 card;                          /* buy-from, chance */
  gint8 player;                        /* buy-from: seat */
  guint8 n_effects;                    /* chance */
  MpEffect effects[MP_MAX_EFFECTS];
  guint8 has_hash;                     /* khanbalik */
  char hash[MP_HASH_LEN + 1];
  guint8 has_salt;                     /* mission */
  char city[MP_TEXT_MAX];
  char salt[MP_TEXT_MAX];
} MpAction;

/* kontor-mp-setup.c */
gboolean kontor_mp_setup_from_json (JsonObject *root, gpointer setup, GError **error);
void kontor_mp_setup_to_json (gconstpointer setup, JsonBuilder *b);
JsonObject *kontor_mp_new_header (const KontorNewGame *req, GError **error);
gboolean kontor_mp_players_from_json (JsonObject *root, int *n, char (*names)[MP_NAME_MAX], int *colors,
                                      MpError code, GError **error);

/* kontor-mp-rules.c */
gboolean kontor_mp_position_init (gpointer pos, gconstpointer setup, GError **error);
gboolean kontor_mp_action_from_json (JsonNode *node, gconstpointer pos, gpointer action, GError **error);
void kontor_mp_action_to_json (JsonBuilder *b, gconstpointer action, gconstpointer pos);
gboolean kontor_mp_apply (gpointer pos, gconstpointer action, GError **error);
int kontor_mp_decider (gconstpointer pos);
gboolean kontor_mp_ended (gconstpointer pos);
gboolean kontor_mp_check_invariants (gconstpointer pos, GError **error);
/* A blank action of a kind (no by, no value, no cards). */
MpAction kontor_mp_action_new (MpDo what);
/* City names compared as §3.18 says: outer spaces removed, A–Z lower-cased. */
void kontor_mp_normalise_city (const char *city, char *out, gsize size);
/* The hex SHA-256 of SALT:CITY, CITY normalised (§3.20); free with g_free. */
char *kontor_mp_mission_hash (const char *salt, const char *city);
/* Holds 3 × 400 (or, for a variant player, goods worth 1,200): the gate of §3.8. */
gboolean kontor_mp_khanbalik_gate (const MpPosition *pos, int seat);
/* The conditions of §5.2 for a player (as if in Venice now). */
void kontor_mp_conditions (const guint8 *cards, gboolean secret, gint64 coins, int n_players,
                           gboolean *c_secret, gboolean *c_colours, gboolean *c_fortune);
int kontor_mp_threshold (int n_players);   /* in reales */

/* kontor-mp-play.c */
JsonNode *kontor_mp_legal_json (gconstpointer pos);
gboolean kontor_mp_random_action (gconstpointer pos, KontorRng *rng, gpointer action);
/* A representative list of legal entries (labels, cities and chance effects
 * are free text: see docs/rules-decisions-marco-polo.md). */
GArray *kontor_mp_legal_actions (const MpPosition *pos);
/* The same list appended to out (elements MpAction): the title's legal_actions. */
void kontor_mp_legal_actions_into (gconstpointer pos, GArray *out);

/* kontor-mp-score.c */
JsonNode *kontor_mp_score_json (gconstpointer pos, gconstpointer setup);
char *kontor_mp_score_text (gconstpointer pos, gconstpointer setup);
char *kontor_mp_summary (gconstpointer pos, gconstpointer setup);
JsonNode *kontor_mp_end_position_score_json (JsonObject *root, GError **error);
char *kontor_mp_end_position_score_text (JsonObject *root, GError **error);

extern const KontorTitle kontor_mp_title;

/* kontor-mp-rules.c, for kontor-mp-json.c: a space of that kind without a label. */
void kontor_mp_space_set (MpSpace *s, int kind, int group);

G_END_DECLS
