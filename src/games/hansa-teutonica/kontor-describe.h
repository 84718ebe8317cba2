/* kontor-describe.h: an action in a player's words ("Ana placed a trader on
 * Hamburg–Lübeck"), for the history list and hints. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

/* before: the position the action was applied to; names: one per seat. */
char *kontor_action_describe (const KontorPosition *before, const KontorAction *action,
                              const char *const *names);
/* The label of one claim's benefit as a choice: "Office in Lübeck (trader)". */
char *kontor_claim_choice_label (const KontorBoard *board, const KontorAction *claim);
/* "2 traders and 1 merchant", "3 traders", "1 merchant" */
char *kontor_pieces_text (int traders, int merchants);
/* "Hamburg–Lübeck" */
char *kontor_route_name (const KontorBoard *board, int route);

G_END_DECLS
