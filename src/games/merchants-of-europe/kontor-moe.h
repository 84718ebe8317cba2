/* kontor-moe.h: Catan Histories: Merchants of Europe, game id
 * "merchants-of-europe", behind KontorTitle
 * (../shared/spec/rules-merchants-of-europe.md, "the spec" below).
 *
 * Plain fixed-size structs: the setup (the record's header), the position
 * and the action.  A copy of a position is a memcpy; apply works on a copy
 * and writes back only when the entry is legal, so a refused entry changes
 * nothing.  There is no board data (§4.3): the engine keeps the ledger of
 * level L0 (§4.1) and trusts the geometry. */
#pragma once

#include <json-glib/json-glib.h>
#include <string.h>
#include "kontor-title.h"

G_BEGIN_DECLS

#define MOE_MAX_PLAYERS 4
#define MOE_N_COLORS 4
#define MOE_N_RES 5
#define MOE_GOLD MOE_N_RES           /* the sixth item of a trade or bank trade */
#define MOE_CARDS_PER_RES 19         /* §1.3 */
#define MOE_TOTAL_GOLD 100           /* §1.6 */
#define MOE_START_GOLD 3             /* §2.5 */
#define MOE_ROUTES 30                /* §1.2 */
#define MOE_DEV_CARDS 25             /* §1.4 */
#define MOE_SEA_TOKENS 10            /* §1.7 */
#define MOE_NAME_MAX 128
#define MOE_LABEL_MAX 32             /* bytes of a label, with the NUL (decision in the docs) */
#define MOE_MAX_KONTORS (MOE_MAX_PLAYERS * 12 + 3)
#define MOE_NEUTRAL 4                /* the owner of a neutral kontor */
#define MOE_MAX_DELIVER 11           /* deliveries kept per movement: never more are checked */
#define MOE_MAX_EFFECTS 8            /* primitives of one development card */
#define MOE_MAX_MOVES 3              /* the entry's movement and two free-move primitives */
#define MOE_MAX_COUNT 1000000        /* integers are clamped here: beyond anything legal */
#define MOE_TEXT_MAX 384             /* bytes of all the labels of one entry, with their NULs */

enum { MOE_RED, MOE_BLUE, MOE_WHITE, MOE_ORANGE };
enum { MOE_WOOD, MOE_WOOL, MOE_GRAIN, MOE_ORE, MOE_SALT };
enum { MOE_DEV_UNNAMED, MOE_DEV_LANCER, MOE_DEV_UNKNOWN, MOE_N_DEV_KINDS };

#define MOE_ERROR (kontor_moe_error_quark ())
GQuark kontor_moe_error_quark (void);

/* Every refusal of the title (spec §7.6). */
typedef enum {
  MOE_ERROR_SETUP_BOARD,
  MOE_ERROR_SETUP_MODE,
  MOE_ERROR_SETUP_PLAYERS,
  MOE_ERROR_SETUP_COLOR_REUSED,
  MOE_ERROR_SETUP_NEUTRAL,
  MOE_ERROR_SETUP_DRAWS,
  MOE_ERROR_SETUP_FIXED_CITIES,
  MOE_ERROR_BAD_ENTRY,
  MOE_ERROR_GAME_OVER,
  MOE_ERROR_SETUP_ORDER,
  MOE_ERROR_WRONG_PLAYER,
  MOE_ERROR_CITY_OCCUPIED,
  MOE_ERROR_SETUP_RESOURCES,
  MOE_ERROR_ROLL_RANGE,
  MOE_ERROR_ROLL_DONE,
  MOE_ERROR_ROLL_PENDING,
  MOE_ERROR_SEED_MISMATCH,
  MOE_ERROR_DISCARD,
  MOE_ERROR_NOT_DUE,
  MOE_ERROR_ROBBER_SAME,
  MOE_ERROR_STEAL,
  MOE_ERROR_PRODUCTION_INVALID,
  MOE_ERROR_TRADE_NOT_ACTIVE,
  MOE_ERROR_TRADE_NOT_HELD,
  MOE_ERROR_TRADE_GIFT,
  MOE_ERROR_GOLD_BUY_LIMIT,
  MOE_ERROR_BANK_EMPTY,
  MOE_ERROR_BANK_TRADE_SAME,
  MOE_ERROR_CANNOT_AFFORD,
  MOE_ERROR_DECK_EMPTY,
  MOE_ERROR_NO_MERCHANT,
  MOE_ERROR_NO_CARAVAN,
  MOE_ERROR_REPLACE_INVALID,
  MOE_ERROR_ROUTE_FULL,
  MOE_ERROR_NO_ROUTE,
  MOE_ERROR_CONNECT_GOLD,
  MOE_ERROR_NO_FREE_ROUTE,
  MOE_ERROR_MERCHANT_STEPS,
  MOE_ERROR_MERCHANT_MOVED,
  MOE_ERROR_MERCHANT_STOP,
  MOE_ERROR_NO_KONTOR_LEFT,
  MOE_ERROR_TOKEN_SEA_EMPTY,
  MOE_ERROR_CARAVAN_STEPS,
  MOE_ERROR_CARAVAN_MOVED,
  MOE_ERROR_TOLL_INVALID,
  MOE_ERROR_TOLL_GOLD,
  MOE_ERROR_DELIVER_OWN,
  MOE_ERROR_DELIVER_NO_KONTOR,
  MOE_ERROR_DELIVER_TAKEN,
  MOE_ERROR_DELIVER_NONE,
  MOE_ERROR_DEV_ONE_PER_TURN,
  MOE_ERROR_DEV_NONE,
  MOE_ERROR_DEV_BOUGHT_THIS_TURN,
  MOE_ERROR_DEV_EFFECTS,
  MOE_ERROR_END_TOKENS,
  MOE_ERROR_END_PIECES,
  MOE_ERROR_INVARIANT,          /* check_invariants only; never a refusal of an entry */
  MOE_N_ERRORS
} MoeError;

const char *kontor_moe_error_id_of (MoeError code);
const char *kontor_moe_error_rule (MoeError code);
/* Sets an error whose message is "PREFIX: rule sentence (detail)"; PREFIX
 * (a JSON path) and detail may be NULL.  Always returns FALSE. */
gboolean kontor_moe_set_error (GError **error, MoeError code, const char *prefix, const char *detail);

/* ---------------------------------------------------------------- ids */

extern const char *const kontor_moe_color_ids[MOE_N_COLORS];
extern const char *const kontor_moe_res_ids[MOE_N_RES];
extern const char *const kontor_moe_dev_ids[MOE_N_DEV_KINDS];

int kontor_moe_color_from_id (const char *id);
int kontor_moe_res_from_id (const char *id);
/* "lancer", "unknown" → kind; else -1 (MOE_DEV_UNNAMED has no id). */
int kontor_moe_dev_from_id (const char *id);

/* ---------------------------------------------------------------- setup */

typedef struct {
  int n_players;
  char names[MOE_MAX_PLAYERS][MOE_NAME_MAX];
  int colors[MOE_MAX_PLAYERS];         /* colour index, seat order */
  int neutral;                         /* colour index of the neutral, -1 with 4 players */
  gboolean main_board;                 /* "main"; else "short" */
  gboolean variable;                   /* setup "variable"; else "fixed" */
  gboolean seeded;
  guint64 seed;
  /* fixed setup: the starting kontors' labels per colour (D-M26) */
  char fixed[MOE_N_COLORS][3][MOE_LABEL_MAX];
  gboolean has_robber;
  char robber[MOE_LABEL_MAX];
} MoeSetup;

/* §1.9: kontors in the warehouse at the start (the win target is one more). */
static inline int
kontor_moe_warehouse (gboolean main_board, int n_players)
{
  return main_board ? (n_players == 3 ? 9 : 7) : (n_players == 3 ? 5 : 4);
}

/* ---------------------------------------------------------------- position */

typedef struct {
  char label[MOE_LABEL_MAX];
  gint8 owner;                         /* seat, MOE_NEUTRAL */
  gint8 token;                         /* seat whose token lies under it, -1 */
} MoeKontor;

typedef struct {
  guint8 on_board;
  guint8 moved;                        /* made its movement entry this turn (D-M4) */
  guint8 known;                        /* stands on a known label (D-M39) */
  char label[MOE_LABEL_MAX];
} MoePiece;

typedef struct {
  guint8 kind;                         /* MOE_DEV_* */
  guint32 turn;                        /* the turn it was bought */
} MoeDev;

typedef struct {
  guint8 hand[MOE_N_RES];
  gint64 gold;
  guint8 routes;                       /* placed */
  guint8 kontors;                      /* on the board */
  guint8 covered;                      /* kontors still in the warehouse */
  guint8 available;                    /* tokens ready to deliver */
  guint8 delivered;
  guint8 n_dev;
  MoeDev dev[MOE_DEV_CARDS];           /* oldest first */
  MoePiece merchant[2];
  MoePiece caravan[2];
} MoePlayer;

typedef enum {
  MOE_STAGE_SETUP,                     /* the variable setup's entries (§2.8) */
  MOE_STAGE_ROLL,                      /* before the roll */
  MOE_STAGE_DISCARD,                   /* a 7: discards owed (§3.4) */
  MOE_STAGE_ROBBER,                    /* a 7: the robber is due (§3.5) */
  MOE_STAGE_PRODUCTION,                /* any other total: the production entry (D-M27) */
  MOE_STAGE_ACTIONS,                   /* the action phase */
} MoeStage;

typedef struct {
  guint8 n_players;
  guint8 seeded;
  guint8 main_board;
  guint8 variable;
  gint8 colors[MOE_MAX_PLAYERS];
  gint8 neutral;                       /* colour index, -1 */
  guint8 warehouse;                    /* W of §1.9; T = W + 1 */
  guint64 rng;                         /* SplitMix64 state (§7.2) */

  /* the turn */
  guint8 stage;                        /* MoeStage */
  guint8 setup_step;                   /* variable setup entries made */
  guint8 active;
  guint8 dice[2];                      /* the last roll */
  guint8 discard_owed[MOE_MAX_PLAYERS];
  guint8 gold_buys;                    /* purchases with gold this turn (§3.13) */
  guint8 dev_played;                   /* a card was played this turn (§3.30) */
  guint8 free_routes;                  /* free routes pending (§3.20, §4.6) */
  guint8 ended;
  gint8 winner;                        /* seat, -1 */
  guint32 turn;                        /* turns begun */

  /* the table */
  guint8 bank[MOE_N_RES];
  gint64 bank_gold;                    /* may fall below 0 (D-M12) */
  guint8 deck, discards;               /* development cards */
  guint8 sea_tokens;
  guint8 robber_known;
  char robber[MOE_LABEL_MAX];
  guint32 unchecked_dev;               /* "unknown" cards played (§7.5) */
  guint8 n_kontors;
  MoeKontor kontors[MOE_MAX_KONTORS];
  MoePlayer players[MOE_MAX_PLAYERS];
} MoePosition;

/* ---------------------------------------------------------------- actions */

typedef enum {
  MOE_DO_SETUP_KONTOR,
  MOE_DO_SETUP_RESOURCES,
  MOE_DO_SETUP_NEUTRAL,
  MOE_DO_SETUP_ROUTE,
  MOE_DO_ROLL,
  MOE_DO_DISCARD,
  MOE_DO_ROBBER,
  MOE_DO_PRODUCTION,
  MOE_DO_TRADE,
  MOE_DO_BUY_RESOURCE,
  MOE_DO_BANK_TRADE,
  MOE_DO_BUY_DEV,
  MOE_DO_BUILD_MERCHANT,
  MOE_DO_BUILD_CARAVAN,
  MOE_DO_BUILD_ROUTE,
  MOE_DO_MOVE_MERCHANT,
  MOE_DO_MOVE_CARAVAN,
  MOE_DO_DELIVER,
  MOE_DO_PLAY_DEV,
  MOE_DO_END_TURN,
  MOE_N_DO
} MoeDo;

#define MOE_BY_ABSENT (-1)
#define MOE_BY_OTHER 8                /* not a colour of §0, or not a string */
#define MOE_COLOR_UNKNOWN (-2)        /* a string that is no colour of §0 */

/* A label of an entry: an offset in MoeAction.text (0: none, ""). */
typedef guint16 MoeText;

typedef struct {
  gint8 owner;                         /* colour index, MOE_COLOR_UNKNOWN */
  MoeText city;
} MoeDelivery;

/* A movement (move-merchant, move-caravan, free-move) or a caravan's
 * placement (build-caravan, deliver): where it ends, the founding and the
 * tolls and deliveries. */
typedef struct {
  guint8 has_to;
  MoeText to;
  guint8 has_found;
  MoeText city;
  gint32 found_gold;                   /* -1: not entered */
  guint8 has_token;
  gint8 token_value;
  guint8 token_from_sea;
  MoeText terrain;
  MoeText token_from;                  /* a terrain label unless from the sea */
  guint8 has_tolls;
  guint8 tolls;                        /* bit per colour index */
  guint8 toll_unknown;                 /* a toll named a colour outside §0 */
  guint8 n_tolls_listed;               /* for writing back */
  guint8 has_deliver;
  guint8 n_deliver;                    /* kept, at most MOE_MAX_DELIVER */
  MoeDelivery deliver[MOE_MAX_DELIVER];
} MoeMove;

typedef enum {
  MOE_FX_ROBBER,
  MOE_FX_TAKE_FROM_BANK,
  MOE_FX_TAKE_FROM_PLAYERS,
  MOE_FX_FREE_ROUTE,
  MOE_FX_FREE_MOVE,
  MOE_N_FX
} MoeEffectKind;

typedef struct {
  guint8 has_to;
  MoeText to;
  guint8 has_steal;
  gint8 from;                          /* colour index, MOE_COLOR_UNKNOWN */
  gint8 card;                          /* resource, -1 not given */
} MoeRobber;

typedef struct {
  guint8 type;                         /* MoeEffectKind */
  MoeRobber robber;
  guint8 has_resources, has_gold;
  guint8 res[MOE_N_RES];               /* take-from-bank, clamped to 255 */
  gint32 gold;
  guint8 from_mask;                    /* take-from-players: colours named */
  guint8 from_unknown;                 /* a colour outside §0 */
  guint8 from[MOE_N_COLORS][MOE_N_RES]; /* clamped to 255 */
  gint32 n;                            /* free-route */
  guint8 caravan;                      /* free-move: a caravan, else a merchant */
  gint8 piece;                         /* 1 or 2 */
  gint32 steps;
  guint8 move;                         /* index in MoeAction.moves */
} MoeEffect;

typedef struct {
  guint8 what;                         /* MoeDo */
  gint8 by;                            /* MOE_BY_ABSENT, a colour index or MOE_BY_OTHER */
  guint8 own_invalid;                  /* dice, owed or setup cards refused by their own id */
  /* labels: setup-kontor/-neutral city, deliver city; at (placements) */
  guint8 has_city;
  MoeText city;
  guint8 has_at;
  MoeText at;
  guint8 flag;                         /* setup-route caravan, build-route double_arrow */
  guint8 free;                         /* build-route */
  /* setup-resources cards (list), discard cards (counts) */
  guint8 n_cards;
  gint8 cards[3];
  gint32 counts[MOE_N_RES];
  /* roll */
  guint8 has_dice;
  gint8 dice[2];
  /* robber */
  MoeRobber robber;
  /* production: owed per colour */
  guint8 owed_mask;
  gint32 owed[MOE_N_COLORS][MOE_N_RES];
  /* trade (6 items: resources then gold), bank-trade, buy-resource */
  gint8 with;                          /* colour index, MOE_COLOR_UNKNOWN */
  gint32 give[MOE_N_RES + 1], get[MOE_N_RES + 1];
  gint8 card;                          /* buy-resource, bank-trade give, buy-dev kind (-1 null) */
  gint8 get_item;                      /* bank-trade: resource or MOE_GOLD */
  /* build-route gold */
  guint8 has_gold;
  guint8 gold_mask;
  guint8 gold_unknown;
  gint32 gold[MOE_N_COLORS];
  /* pieces */
  gint8 replace;                       /* 0 none, 1 or 2 */
  gint8 piece;                         /* move-merchant merchant, move-caravan / deliver caravan */
  gint32 paid;                         /* grain or salt */
  gint32 steps;
  /* deliver (standing caravan): owner */
  gint8 owner;
  /* play-dev */
  gint8 kind;                          /* MOE_DEV_LANCER or MOE_DEV_UNKNOWN */
  guint8 n_effects;
  MoeEffect effects[MOE_MAX_EFFECTS];
  guint8 n_moves;
  MoeMove moves[MOE_MAX_MOVES];        /* moves[0]: the entry's own */
  guint16 text_len;                    /* bytes of text used */
  char text[MOE_TEXT_MAX];             /* the labels, each ending with NUL; text[0] = NUL */
} MoeAction;

static inline const char *
kontor_moe_text (const MoeAction *a, MoeText t)
{
  return a->text + t;
}

/* Stores a label in the action's text; FALSE when it does not fit. */
gboolean kontor_moe_action_set_text (MoeAction *a, MoeText *field, const char *label);

/* kontor-moe-setup.c */
gboolean kontor_moe_setup_from_json (JsonObject *root, gpointer setup, GError **error);
void kontor_moe_setup_to_json (gconstpointer setup, JsonBuilder *b);
JsonObject *kontor_moe_new_header (const KontorNewGame *req, GError **error);
/* board, players and neutral of §7.1 (shared with end positions). */
gboolean kontor_moe_common_from_json (JsonObject *root, MoeSetup *s, GError **error);
gboolean kontor_moe_position_init (gpointer pos, gconstpointer setup, GError **error);

/* kontor-moe-json.c */
gboolean kontor_moe_action_from_json (JsonNode *node, gconstpointer pos, gpointer action, GError **error);
void kontor_moe_action_to_json (JsonBuilder *b, gconstpointer action, gconstpointer pos);
MoeAction kontor_moe_action_new (MoeDo what);

/* kontor-moe-rules.c */
gboolean kontor_moe_apply (gpointer pos, gconstpointer action, GError **error);
int kontor_moe_decider (gconstpointer pos);
gboolean kontor_moe_ended (gconstpointer pos);
gboolean kontor_moe_check_invariants (gconstpointer pos, GError **error);
/* The seat, or MOE_NEUTRAL, of a colour index; -1 when not in the game. */
int kontor_moe_seat_of (const MoePosition *pos, int color);
int kontor_moe_find_kontor (const MoePosition *pos, const char *label);
int kontor_moe_hand_size (const MoePosition *pos, int seat);
/* The seat a discard is due from, -1 when none is owed. */
int kontor_moe_discard_seat (const MoePosition *pos);
/* Setup: the entry due and its seat (§2.8); FALSE once the setup is over. */
gboolean kontor_moe_setup_due (const MoePosition *pos, MoeDo *what, int *seat);

/* kontor-moe-pieces.c (merchants, caravans, routes, deliveries, cards) */
gboolean kontor_moe_do_build_merchant (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_build_caravan (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_build_route (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_move_merchant (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_move_caravan (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_deliver (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_buy_dev (MoePosition *pos, const MoeAction *a, GError **error);
gboolean kontor_moe_do_play_dev (MoePosition *pos, const MoeAction *a, GError **error);
/* The robber's move and steal (the entry and the primitive, §3.5–§3.6). */
gboolean kontor_moe_robber (MoePosition *pos, const MoeAction *a, const MoeRobber *r, GError **error);
gboolean kontor_moe_pay (MoePosition *pos, int seat, const int *cost);

/* kontor-moe-play.c */
JsonNode *kontor_moe_legal_json (gconstpointer pos);
gboolean kontor_moe_random_action (gconstpointer pos, KontorRng *rng, gpointer action);
void kontor_moe_legal_actions_into (gconstpointer pos, GArray *out);

/* kontor-moe-score.c */
JsonNode *kontor_moe_score_json (gconstpointer pos, gconstpointer setup);
char *kontor_moe_score_text (gconstpointer pos, gconstpointer setup);
char *kontor_moe_summary (gconstpointer pos, gconstpointer setup);
JsonNode *kontor_moe_end_position_score_json (JsonObject *root, GError **error);
char *kontor_moe_end_position_score_text (JsonObject *root, GError **error);

extern const KontorTitle kontor_moe_title;

G_END_DECLS
