/* kontor-game.h: a game = its setup + the list of actions entered.
 *
 * The current position is always the setup replayed through the actions up
 * to the cursor, so undo, redo, loading and crash recovery share one code
 * path (kontor_position_apply).  Actions are kept as parsed structs: undo
 * replays them without touching JSON. */
#pragma once

#include <glib-object.h>
#include "kontor-position.h"
#include "kontor-record.h"
#include "kontor-score.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_GAME (kontor_game_get_type ())
G_DECLARE_FINAL_TYPE (KontorGame, kontor_game, KONTOR, GAME, GObject)

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

KontorGame *kontor_game_new (const KontorGameSetup *setup, GError **error);
/* Loads a record and replays it.  On failure *bad_action (if given) is the
 * index of the first action that could not be applied, or -1. */
KontorGame *kontor_game_new_from_data (const char *data, gssize len, int *bad_action, GError **error);
KontorGame *kontor_game_new_from_file (const char *path, int *bad_action, GError **error);

char *kontor_game_to_json (KontorGame *self);
/* Atomic write (temporary file + rename); an existing file is kept as PATH.bak. */
gboolean kontor_game_save (KontorGame *self, const char *path, GError **error);

const KontorBoard *kontor_game_get_board (KontorGame *self);
const KontorPosition *kontor_game_get_position (KontorGame *self);
const char *kontor_game_get_player_name (KontorGame *self, int seat);
KontorVariant kontor_game_get_variant (KontorGame *self);

/* Applies an action at the cursor; later (undone) actions are dropped. */
gboolean kontor_game_apply (KontorGame *self, const KontorAction *action, GError **error);
guint kontor_game_get_n_actions (KontorGame *self);     /* entered, incl. undone */
guint kontor_game_get_cursor (KontorGame *self);        /* applied */
const KontorAction *kontor_game_get_action (KontorGame *self, guint index);
gboolean kontor_game_can_undo (KontorGame *self);
gboolean kontor_game_can_redo (KontorGame *self);
gboolean kontor_game_undo (KontorGame *self);
gboolean kontor_game_redo (KontorGame *self);
/* The position after the first n actions. */
void kontor_game_position_at (KontorGame *self, guint n, KontorPosition *out);
void kontor_game_score (KontorGame *self, KontorScore *score);

G_END_DECLS
