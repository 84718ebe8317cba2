/* kontor-score.h: final scoring (spec §9), also as "if the game ended now". */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

typedef enum {
  KONTOR_TIEBREAK_NONE,       /* no tie for this player's place */
  KONTOR_TIEBREAK_ACTIONS,    /* decided by fewer actions per turn */
  KONTOR_TIEBREAK_OFFICES,    /* decided by more offices */
  KONTOR_TIEBREAK_SHARED,     /* still tied: shared place */
} KontorTiebreak;

typedef struct {
  int track;
  int abilities;
  int bonus_markers;
  int coellen;
  int cities;
  int network;
  int regions[KONTOR_N_REGIONS];   /* Wales, Scotland (expansions §14.8); [ENGLAND] unused */
  int region_points;        /* their sum, part of the total */
  int total;
  int rank;                 /* 1 = first */
  KontorTiebreak tiebreak;
  int n_markers;            /* markers taken, used or not */
  int controlled;           /* cities controlled */
  int network_offices;
  int n_network_cities;
  gint8 network_cities[KONTOR_MAX_CITIES];  /* board city indices, ascending */
  int offices;              /* all offices on the board (tiebreak) */
  gboolean network_tie;     /* another network of as many cities had fewer offices */
} KontorPlayerScore;

/* The neutral player of the two-player variant: shown apart, never ranked. */
typedef struct {
  int track;                /* prestige gained during the game */
  int controlled;           /* cities it controls: their 2 PP go to nobody */
  int offices;
  int pieces;               /* neutral traders on the board (routes and offices) */
} KontorNeutralScore;

typedef struct {
  gboolean ended;
  guint end_reasons;
  int n_players;
  KontorPlayerScore players[KONTOR_MAX_PLAYERS];
  gboolean has_neutral;
  KontorNeutralScore neutral;
  int n_winners;
  int winners[KONTOR_MAX_PLAYERS];
} KontorScore;

/* Expansions §14.8: each owner's points for the region (players and the
 * neutral, indexed by owner); the neutral's are discarded. */
void kontor_region_points (const KontorPosition *pos, int region, int points[KONTOR_OWNERS]);

void kontor_score_compute (const KontorPosition *pos, KontorScore *score);

/* The player's largest network (most cities; on equal size, most offices). */
int kontor_player_network (const KontorPosition *pos, int player, gint8 *cities, int *n_cities);
/* The same, and whether another network as large (in cities) but with
 * fewer offices was passed over. */
int kontor_player_network_full (const KontorPosition *pos, int player, gint8 *cities, int *n_cities,
                                gboolean *tie);

G_END_DECLS
