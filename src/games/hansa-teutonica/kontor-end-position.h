/* kontor-end-position.h: a finished game entered as its end position only
 * ("kontor-end-position" JSON, docs/end-position-format.md), for tables that
 * want Kontor just for the final score. */
#pragma once

#include <json-glib/json-glib.h>
#include "kontor-position.h"

G_BEGIN_DECLS

typedef struct {
  KontorPosition pos;      /* phase ENDED; only what scoring reads is filled */
  char *names[KONTOR_MAX_PLAYERS];
  int markers[KONTOR_MAX_PLAYERS];
  /* a file without a player's "levels" says nothing of their Privilegium,
   * so their prestige-table spaces are not checked against it */
  gboolean levels_unknown[KONTOR_MAX_PLAYERS];
} KontorEndPosition;

/* An empty end position for the board and players (no offices, 0 PP). */
gboolean kontor_end_position_init (KontorEndPosition *end, const char *board, int n_players,
                                   const char *const *names, const KontorColor *colors, GError **error);
void kontor_end_position_clear (KontorEndPosition *end);

/* Checks what an end position can be checked for: offices within the
 * slots and filled left to right, piece counts (27 traders / 4 merchants),
 * the Coellen table against each Privilegium, marker counts.  Errors are in
 * KONTOR_RULE_ERROR (the code of the rule) with a message for people. */
gboolean kontor_end_position_validate (const KontorEndPosition *end, GError **error);

gboolean kontor_end_position_set_markers (KontorEndPosition *end, int player, int count);

/* Entry by clicks: an office (office >= 0: a printed slot; -1 - k: the
 * extra office k, or a new one past the last) or a Coellen table space
 * takes the next owner (nobody, each player in seat order, the neutral for
 * printed offices in a two-player game, nobody); completed cities follow. */
void kontor_end_position_cycle_office (KontorEndPosition *end, int city, int office);
void kontor_end_position_cycle_table (KontorEndPosition *end, int space);
/* Reads an end position within the limits of kontor-file.h; names are
 * checked as in a record (kontor_player_name_check). */
KontorEndPosition *kontor_end_position_new_from_data (const char *data, gssize len, GError **error);
/* The same from a parsed file (kontor_json_load_file), e.g. once
 * kontor_json_format said it is an end position. */
KontorEndPosition *kontor_end_position_new_from_json (JsonNode *root, GError **error);
char *kontor_end_position_to_json (const KontorEndPosition *end);
void kontor_end_position_free (KontorEndPosition *end);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KontorEndPosition, kontor_end_position_free)

G_END_DECLS
