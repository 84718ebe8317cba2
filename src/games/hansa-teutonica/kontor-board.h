/* kontor-board.h: the printed board (cities, offices, routes), loaded from
 * data/boards/ID.json (format: docs/board-format.md).  Immutable once loaded. */
#pragma once

#include <glib.h>
#include "kontor-types.h"

G_BEGIN_DECLS

#define KONTOR_BOARD_ERROR (kontor_board_error_quark ())
GQuark kontor_board_error_quark (void);

typedef enum {
  KONTOR_BOARD_ERROR_PARSE,
  KONTOR_BOARD_ERROR_FIELD,
  KONTOR_BOARD_ERROR_DUPLICATE,
  KONTOR_BOARD_ERROR_UNKNOWN_CITY,
  KONTOR_BOARD_ERROR_COUNT,
  KONTOR_BOARD_ERROR_NOT_FOUND,
} KontorBoardError;

typedef struct {
  KontorPieceKind piece;
  KontorPrivilege privilege;
  int coin;
} KontorSlot;

typedef struct {
  char *id;
  char *name;
  double x, y;            /* drawing position, 0..1, north up */
  int n_slots;
  KontorSlot slots[KONTOR_MAX_SLOTS];
  int ability;            /* KontorAbility or -1: the first one offered */
  int ability2;           /* a second one (East's Waren: one or the other), or -1 */
  gboolean green;         /* no printed offices (East's green cities, §13.5) */
  gint8 green_index;      /* 0..n_green-1 for green cities, else -1 */
  guint8 regions;         /* bits (1 << KontorRegion) of the regions it scores in (§14.8) */
  guint8 gateway_for;     /* bits (1 << KontorRegion) it gives permission for (§14.3) */
  gint8 gateway_index;    /* 0..n_gateways-1 for gateway cities, else -1 */
  int n_routes;
  int routes[KONTOR_MAX_ROUTES];  /* routes touching this city */
} KontorCity;

typedef struct {
  char *id;
  int cities[2];
  int n_spaces;
  gboolean tavern;
  guint8 ships;           /* bit s: space s takes merchants only (§12.3) */
  gint8 permanent;        /* KontorPermanent printed beside the route, or -1 */
  gint8 region;           /* KontorRegion (England unless the board says) */
} KontorRoute;

typedef struct {
  char *id;
  int min_players, max_players;
  int cities_to_end;
  int east_west[2];
  int table_city, table_route;   /* -1 when the board has no prestige table */
  int n_table;
  int table_value[KONTOR_MAX_TABLE];
  KontorPrivilege table_priv[KONTOR_MAX_TABLE];
  int n_cities;
  KontorCity cities[KONTOR_MAX_CITIES];
  int n_routes;
  KontorRoute routes[KONTOR_MAX_ROUTES];
  int n_taverns;
  int taverns[3];
  int n_green;
  int n_gateways;
  int gateways[KONTOR_MAX_GATEWAYS];   /* city indices */
  guint8 scored_regions;  /* bits (1 << KontorRegion) of the regions scored at the end */
  gboolean countries;     /* routes have countries: Britannia's rules (§14) apply */
  gboolean has_ships;
  gboolean expansion;     /* East or Britannia: their own error ids (expansions spec §17.10) */
  /* route_dist[a][b]: routes between them counted via shared cities;
   * 0 for a == b, 1 when they share a city. */
  guint8 route_dist[KONTOR_MAX_ROUTES][KONTOR_MAX_ROUTES];
} KontorBoard;

KontorBoard *kontor_board_new_from_data (const char *data, gsize len,
                                         const char *source_name, GError **error);
KontorBoard *kontor_board_new_from_file (const char *path, GError **error);
void kontor_board_free (KontorBoard *board);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KontorBoard, kontor_board_free)

/* Loads a board by id (e.g. "base-2-3") from the board directory: the
 * KONTOR_BOARD_DIR environment variable, else the installed data dir.
 * Boards are cached for the life of the process. */
const KontorBoard *kontor_board_get (const char *id, GError **error);

/* Whether a piece of the kind may stand on the space (ships: merchants only). */
static inline gboolean
kontor_board_space_takes (const KontorBoard *board, int route, int space, int kind)
{
  return kind == KONTOR_PIECE_MERCHANT || !(board->routes[route].ships & (1u << space));
}
gboolean kontor_board_city_offers (const KontorBoard *board, int city, int ability);

int kontor_board_city_index (const KontorBoard *board, const char *id);
int kontor_board_route_index (const KontorBoard *board, const char *id);
/* The route joining two cities, or -1. */
int kontor_board_route_between (const KontorBoard *board, int city_a, int city_b);
gboolean kontor_board_route_touches (const KontorBoard *board, int route, int city);

/* The marker's name on this board: Remove 3 moves on Britannia (D6). */
const char *kontor_marker_name_on (const KontorBoard *board, KontorMarker marker);

G_END_DECLS
