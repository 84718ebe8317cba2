/* kontor-entry.h: rule facts the table needs to propose an entry before the
 * engine checks it (Hansa Teutonica).  The table and the app ask these
 * instead of restating the rules. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

/* The displacement penalty for the piece on the space: 1 for a trader, 2
 * for a merchant (spec §4.3); 0 when the space holds no piece. */
int kontor_displace_penalty (const KontorPosition *pos, int route, int space);
/* A displacement with the given piece and the default payment: traders
 * first, merchants only when the traders left after putting the piece down
 * do not cover the penalty. */
void kontor_displace_default (const KontorPosition *pos, int route, int space, KontorPieceKind piece,
                              KontorAction *out);
/* The next piece of a relocation being entered (partial holds the pieces
 * chosen so far): the displaced piece first; then, for a player, from the
 * stock while it holds pieces, else from the supply, preferring `want`;
 * for the neutral, one more neutral trader from its pool. */
void kontor_relocation_next (const KontorPosition *pos, const KontorAction *partial, KontorPieceKind want,
                             KontorRelocation *out);
/* The pieces a relocation places in all: the displaced one plus the extras. */
int kontor_relocation_size (const KontorPosition *pos);
/* Money bags at their top level hire the whole stock. */
gboolean kontor_hire_unlimited (const KontorPosition *pos, int player);
/* The board side a number of players uses (base-2-3 or base-4-5). */
const char *kontor_default_board (int n_players);
/* Two players play the neutral-player variant (spec §10). */
KontorVariant kontor_default_variant (int n_players);

G_END_DECLS
