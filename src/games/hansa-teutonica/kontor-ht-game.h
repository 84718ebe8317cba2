/* kontor-ht-game.h: Hansa Teutonica as a title of the core (kontor-title.h),
 * and the conveniences its app, CLI and tests use on a KontorGame. */
#pragma once

#include "kontor-game.h"
#include "kontor-position.h"
#include "kontor-score.h"

G_BEGIN_DECLS

extern const KontorTitle kontor_ht_title;

/* What the setup page and the CLI ask for. */
typedef struct {
  const char *board;                       /* board id */
  int n_players;
  const char *names[KONTOR_MAX_PLAYERS];
  KontorColor colors[KONTOR_MAX_PLAYERS];
  KontorVariant variant;                   /* KONTOR_VARIANT_TWO_PLAYER_NEUTRAL for 2 players */
  gboolean taverns_given;                  /* else drawn from the seed */
  int tavern_markers[3];                   /* per board->taverns[] */
  gboolean virtual_draws;
  guint64 seed;
} KontorGameSetup;

/* The title's parsed setup (KontorTitle.setup_size). */
typedef struct {
  const KontorBoard *board;
  KontorSetupInfo info;
  char *names[KONTOR_MAX_PLAYERS];
} KontorHtSetup;

/* The board a record or an end position names, or ht.setup-board. */
const KontorBoard *kontor_ht_board_from_json (JsonObject *root, GError **error);

/* A new Hansa Teutonica game. */
KontorGame *kontor_game_new (const KontorGameSetup *setup, GError **error);

const KontorBoard *kontor_game_get_board (KontorGame *self);
KontorVariant kontor_game_get_variant (KontorGame *self);
void kontor_game_score (KontorGame *self, KontorScore *score);

/* Decision: "draw for me" puts one extra office, one swap offices and one
 * remove 3 (spec §2) on the taverns in an order taken from the seed. */
void kontor_taverns_from_seed (guint64 seed, int out[3]);

G_END_DECLS

G_BEGIN_DECLS
/* The current position of a Hansa Teutonica game. */
static inline const KontorPosition *
kontor_ht_position (KontorGame *game)
{
  return kontor_game_get_position (game);
}
G_END_DECLS
