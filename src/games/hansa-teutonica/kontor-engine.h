/* kontor-engine.h: everything the app and the command-line tool use. */
#pragma once

#include "kontor-types.h"
#include "kontor-board.h"
#include "kontor-rules-error.h"
#include "kontor-position.h"
#include "kontor-score.h"
#include "kontor-legal.h"
#include "kontor-record.h"
#include "kontor-action-json.h"
#include "kontor-title.h"
#include "kontor-ht-game.h"
#include "kontor-game.h"
#include "kontor-rng.h"
#include "kontor-selfplay.h"
#include "kontor-describe.h"
#include "kontor-end-position.h"
#include "kontor-hints.h"
