/* kontor-position.h: the state of a game at one moment, and the actions
 * that change it.  A position is a plain, fixed-size struct: copying it is a
 * memcpy, so a refused action is tried on a copy and never changes anything. */
#pragma once

#include <glib.h>
#include "kontor-types.h"
#include "kontor-board.h"
#include "kontor-rules-error.h"

G_BEGIN_DECLS

#define KONTOR_MAX_MOVES 8
#define KONTOR_MAX_RELOCATE 3
#define KONTOR_MAX_REMOVE 3
/* "by" values beyond seat numbers */
#define KONTOR_BY_ANYONE (-1)
/* "by" names nobody who could act (a colour not in the game, not a string):
 * refused as the wrong player once the entry's shape has been read. */
#define KONTOR_BY_NOBODY (-2)

typedef struct {
  gint8 owner;   /* seat, or KONTOR_NOBODY */
  gint8 kind;    /* KontorPieceKind when owner != KONTOR_NOBODY */
} KontorPiece;

typedef struct {
  gint8 route;
  gint8 space;
} KontorSpaceRef;

typedef enum {
  KONTOR_DO_HIRE,
  KONTOR_DO_PLACE,
  KONTOR_DO_DISPLACE,
  KONTOR_DO_RELOCATE,
  KONTOR_DO_MOVE,
  KONTOR_DO_CLAIM,
  KONTOR_DO_USE_BONUS,
  KONTOR_DO_END_TURN,
  KONTOR_DO_PLACE_BONUS,
  KONTOR_DO_NEUTRAL_CLAIM,   /* two-player variant: the active player picks the city */
  KONTOR_N_DO /*< skip >*/
} KontorDo;

typedef enum {
  KONTOR_FROM_DISPLACED,
  KONTOR_FROM_STOCK,
  KONTOR_FROM_SUPPLY,
  KONTOR_FROM_BOARD,
} KontorFrom;

typedef enum {
  KONTOR_BENEFIT_NONE,
  KONTOR_BENEFIT_OFFICE,
  KONTOR_BENEFIT_UPGRADE,
  KONTOR_BENEFIT_COELLEN,
  KONTOR_BENEFIT_EXTRA_OFFICE,
} KontorBenefit;

typedef struct {
  gint8 from;            /* KontorFrom */
  KontorSpaceRef src;    /* with KONTOR_FROM_BOARD */
  KontorSpaceRef dst;
  gint8 piece;
} KontorRelocation;

typedef struct {
  KontorSpaceRef from;
  KontorSpaceRef to;
} KontorMove;

/* One entry of a game record, already resolved against the board. */
typedef struct {
  gint8 what;            /* KontorDo */
  gint8 by;              /* seat, KONTOR_NEUTRAL, or KONTOR_BY_ANYONE when the record does not say */
  gint8 piece;           /* place, displace */
  gint8 route, space;    /* place, displace, claim, neutral claim, place-bonus (route -1: set aside) */
  gint8 traders, merchants;   /* hire: pieces; displace: the penalty paid */
  gint8 n;               /* relocations / moves / removed spaces */
  KontorRelocation reloc[KONTOR_MAX_RELOCATE];
  KontorMove moves[KONTOR_MAX_MOVES];
  KontorSpaceRef remove[KONTOR_MAX_REMOVE];
  gint8 benefit;         /* KontorBenefit */
  gint8 city;            /* office, extra office, swap, neutral claim (-1: both cities full) */
  gint8 ability;         /* upgrade (claim or marker) */
  gint8 table_space;     /* Coellen table */
  gint8 marker;          /* use-bonus, place-bonus (-1: not named) */
  gint8 slot;            /* swap: slot and slot + 1 */
  gboolean remove_moves; /* remove-3 given as "moves" (Britannia, expansions §12.9 D6) */
  /* claim: the permanent effect (expansions §12.4); perm -1: none / declined */
  gint8 perm;            /* KontorPermanent */
  gint8 perm_n;          /* moves (move-2, reuse-2: from.route is the claimed route) or pieces (place-2) */
  KontorMove perm_moves[2];
  KontorRelocation perm_place[2];
  gint8 perm_city, perm_piece;   /* build-in-green */
} KontorAction;

typedef enum {
  KONTOR_PHASE_ACTIONS,
  KONTOR_PHASE_RELOCATION,
  KONTOR_PHASE_PLACE_BONUS,
  KONTOR_PHASE_ENDED,
  KONTOR_PHASE_NEUTRAL_CLAIM,   /* a route full of neutral traders awaits its claim */
} KontorPhase;

typedef struct {
  gint16 supply[KONTOR_N_PIECES];
  gint16 stock[KONTOR_N_PIECES];
  gint8 level[KONTOR_N_ABILITIES];   /* covers removed from each track */
  gint16 prestige;
  gint8 markers_unused[KONTOR_N_MARKERS];
  gint8 markers_used[KONTOR_N_MARKERS];
  gint8 east_west;                   /* 0, or 1st/2nd/3rd to connect */
} KontorPlayerState;

/* players[] and colors[] have one more entry than seats: KONTOR_NEUTRAL.
 * The neutral uses prestige and east_west only; its traders come from an
 * unlimited pool (spec §10: other cubes are used when they run out). */
#define KONTOR_OWNERS (KONTOR_MAX_PLAYERS + 1)

typedef struct {
  int n_players;
  KontorColor colors[KONTOR_MAX_PLAYERS];
  KontorVariant variant;
  int tavern_markers[3];   /* marker on board->taverns[i] at the start */
  gboolean virtual_draws;
  guint64 seed;
} KontorSetupInfo;

typedef struct {
  const KontorBoard *board;
  int n_players;
  gboolean neutral;                         /* the two-player neutral variant */
  KontorColor colors[KONTOR_OWNERS];
  KontorPlayerState players[KONTOR_OWNERS];
  KontorPiece spaces[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  KontorPiece slots[KONTOR_MAX_CITIES][KONTOR_MAX_SLOTS];
  KontorPiece extra[KONTOR_MAX_CITIES][KONTOR_MAX_EXTRA];  /* newest (leftmost) last */
  gint8 n_extra[KONTOR_MAX_CITIES];
  /* green cities (board->cities[c].green_index): offices added by
   * build-in-green, left to right (expansions §13.5) */
  KontorPiece added[KONTOR_MAX_GREEN][KONTOR_MAX_ADDED];
  gint8 n_added[KONTOR_MAX_GREEN];
  gint8 table[KONTOR_MAX_TABLE];            /* owner of each Coellen table space */
  gint8 route_marker[KONTOR_MAX_ROUTES];    /* marker on the route, or -1 */
  gint8 unrevealed[KONTOR_N_MARKERS];       /* stack + drawn but not yet revealed */
  gint8 set_aside[KONTOR_N_MARKERS];
  gint8 discarded[KONTOR_N_MARKERS];        /* won by the neutral (spec §10) */
  gint8 stack_left;                         /* face-down stack */
  gboolean virtual_draws;
  gint8 stack_order[KONTOR_STACK_SIZE];     /* virtual: drawn from the end */
  gint8 completed;
  gint8 east_west_done;
  /* turn */
  int turn;                 /* 1 for the first turn */
  gint8 active;
  gint8 actions_used;
  gint8 actions_extra;      /* from +3/+4 markers this turn */
  guint8 gateways_used;     /* bit i: board->gateways[i] gave a permission this turn (§14.3) */
  gint8 phase;              /* KontorPhase */
  gint8 reloc_player, reloc_route, reloc_kind, reloc_extras;
  gint8 pending_draws;
  gint8 pending_kind[KONTOR_STACK_SIZE];    /* virtual draws: what was drawn */
  guint8 end_reasons;       /* KontorEndReason bits */
  guint n_applied;
} KontorPosition;

/* Fills a setup with n players in the first n colours, the spec's three
 * starting markers on the taverns (extra office, swap offices, remove 3 in
 * the board's tavern order) and draws from the table. */
void kontor_setup_info_init (KontorSetupInfo *setup, int n_players);

/* The setup's checks, in the order of expansions §17.1 D40: the players
 * (count, colours) and the variant; then the taverns' starting markers. */
gboolean kontor_setup_check_players (const KontorBoard *board, const KontorSetupInfo *setup, GError **error);
gboolean kontor_setup_check_taverns (const KontorSetupInfo *setup, GError **error);

/* Sets up a fresh game.  Validates the player count, colours and taverns. */
gboolean kontor_position_init (KontorPosition *pos, const KontorBoard *board,
                               const KontorSetupInfo *setup, GError **error);

/* Validates and applies one action.  On error pos is left untouched. */
gboolean kontor_position_apply (KontorPosition *pos, const KontorAction *action, GError **error);
/* Applies the action to *scratch, a copy of pos made here (one copy, where
 * kontor_position_apply needs two): for trying actions.  On error *scratch
 * holds a half-applied position. */
gboolean kontor_position_try (const KontorPosition *pos, const KontorAction *action,
                              KontorPosition *scratch, GError **error);

/* Who must act now: the displaced player during a relocation (KONTOR_NEUTRAL
 * for a displaced neutral), else the active player. */
int kontor_position_actor (const KontorPosition *pos);
/* The seat of the person who enters the next action: as the actor, except
 * that the non-active player relocates displaced neutral traders. */
int kontor_position_decider (const KontorPosition *pos);
/* Seats are 0..n_players-1; the neutral is an owner but not a seat. */
gboolean kontor_position_is_owner (const KontorPosition *pos, int owner);
int kontor_position_actions_allowed (const KontorPosition *pos);
int kontor_position_actions_left (const KontorPosition *pos);
gboolean kontor_position_ended (const KontorPosition *pos);
int kontor_player_ability (const KontorPosition *pos, int player, KontorAbility ability);

/* Board queries used by rules, hints and the UI. */
int kontor_city_filled (const KontorPosition *pos, int city);   /* occupied slots */
gboolean kontor_city_full (const KontorPosition *pos, int city);
int kontor_city_offices_of (const KontorPosition *pos, int city, int player);
int kontor_city_controller (const KontorPosition *pos, int city);
/* Green cities (expansions §13.5): the offices added by build-in-green. */
int kontor_city_n_added (const KontorPosition *pos, int city);
const KontorPiece *kontor_city_added (const KontorPosition *pos, int city, int i);
/* Counts toward the end: full, or a green city holding an office (D9). */
gboolean kontor_city_completed (const KontorPosition *pos, int city);
/* Britannia's permissions (§14.3): the holder of a gateway city's
 * permission, and the gateway (index into board->gateways) an action of the
 * player in the region would use now, or -1. */
int kontor_gateway_holder (const KontorPosition *pos, int city);
int kontor_gateway_for_action (const KontorPosition *pos, int player, int region);
/* Whether board->gateways[gateway] gives the player a permission for the
 * region now (held, serving it, unused this turn). */
gboolean kontor_gateway_usable (const KontorPosition *pos, int player, int gateway, int region);
/* "Cardiff or London": the gateway cities of the region (translated "or"). */
char *kontor_gateway_names (const KontorBoard *board, int region);
/* "Cardiff, London": the region's gateway cities the player holds now (used
 * this turn or not), or NULL when none. */
char *kontor_gateways_held (const KontorPosition *pos, int player, int region);
int kontor_player_offices (const KontorPosition *pos, int player);
/* Who is on a route: the owner of every piece on it, KONTOR_NOBODY when it
 * holds none, KONTOR_ROUTE_SHARED when its pieces belong to several owners;
 * *n_empty (unless NULL) gets the number of its empty spaces. */
#define KONTOR_ROUTE_SHARED (-2)
int kontor_route_occupant (const KontorPosition *pos, int route, int *n_empty);
/* Every space holds a piece of player (player KONTOR_NOBODY: the route is empty). */
gboolean kontor_route_owned_by (const KontorPosition *pos, int route, int player);
/* The nearest distance (>= 1) from route at which an empty space exists, or -1. */
int kontor_relocation_distance (const KontorPosition *pos, int route);
/* The same for a piece of the kind limited to the regions (bits), D3/D19. */
int kontor_relocation_distance_for (const KontorPosition *pos, int route, int kind, guint regions);
/* Where pieces relocated after a displacement on the route may go (bits). */
guint kontor_relocation_regions (const KontorPosition *pos, int route);
/* The lowest space of the route a trader may take (neutral setup, D26/D39). */
int kontor_route_first_trader_space (const KontorBoard *board, int route);
gboolean kontor_route_can_take_marker (const KontorPosition *pos, int route);
/* Where a marker drawn now may go: the usual routes; in the two-player
 * variant, when none exists, a route holding exactly one neutral trader. */
gboolean kontor_route_can_take_marker_now (const KontorPosition *pos, int route);
/* Two-player variant. */
gboolean kontor_city_is_special (const KontorPosition *pos, int city);
gboolean kontor_route_full_of_neutrals (const KontorPosition *pos, int route);
int kontor_neutral_pieces_on_board (const KontorPosition *pos);
gboolean kontor_player_connects_east_west (const KontorPosition *pos, int player);

/* Piece conservation etc.; returns FALSE with a description on the first failure. */
gboolean kontor_position_check_invariants (const KontorPosition *pos, GError **error);

/* Initialises an action with every optional field "absent". */
void kontor_action_init (KontorAction *action, KontorDo what);

G_END_DECLS
