/* kontor-counter-title.h: the tests' own title ("test-counter"). */
#pragma once

#include "kontor-title.h"

G_BEGIN_DECLS

#define KONTOR_COUNTER_ERROR (kontor_counter_error_quark ())
GQuark kontor_counter_error_quark (void);

typedef enum {
  KONTOR_COUNTER_ERROR_SETUP,
  KONTOR_COUNTER_ERROR_BAD_ENTRY,
  KONTOR_COUNTER_ERROR_GAME_OVER,
  KONTOR_COUNTER_ERROR_WRONG_PLAYER,
  KONTOR_COUNTER_ERROR_TOO_MUCH,
} KontorCounterError;

typedef struct {
  char colors[2][16];
  int counter;
  int active;
  int points[2];
} KontorCounterPosition;

typedef struct {
  int n;
  int by;      /* seat, -1 when the entry does not say, 2 for a colour not in the game */
} KontorCounterAction;

extern const KontorTitle kontor_counter_title;

G_END_DECLS
