/* kontor-selfplay.h: a random player for tests and benchmarks.
 *
 * It chooses among the engine's own candidate actions (so it only ever
 * plays what kontor_position_apply accepts), takes a legal claim with high
 * probability and favours routes it already holds, so that games end; with
 * few pieces left it claims without taking an office, and in a game stalled
 * for thousands of turns it gathers its pieces onto one route, so that every
 * game of 2–5 players ends (tests/test-selfplay.c). */
#pragma once

#include "kontor-position.h"
#include "kontor-rng.h"
#include "kontor-game.h"

G_BEGIN_DECLS

/* Applies one accepted action to pos; FALSE only if none exists (a bug).
 * cand is scratch space (KontorAction); n_claims, if given, counts claims;
 * chosen, if given, receives the action applied. */
gboolean kontor_selfplay_step (KontorPosition *pos, KontorRng *rng, GArray *cand, guint *n_claims,
                               KontorAction *chosen);

/* Plays the game on (through kontor_game_apply) until it ends or max_actions
 * more actions were entered. */
gboolean kontor_selfplay_game (KontorGame *game, guint64 seed, guint max_actions);

G_END_DECLS
