/* kontor-position-private.h: what kontor-position.c (the base rules) and
 * kontor-expansions.c (the East and Britannia rules) share.  Not for other
 * files: they use kontor-position.h. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

#define B(pos) ((pos)->board)
#define CITY_NAME(pos, c) ((pos)->board->cities[(c)].name)

/* Sets the error and evaluates to FALSE.  Without an error to set (actions
 * tried by self-play and the legal-action reference) the message is not
 * even translated or formatted: its arguments have no side effects. */
#define refuse(error, code, ...) \
  ((error) ? (g_set_error ((error), KONTOR_RULE_ERROR, (code), __VA_ARGS__), FALSE) : FALSE)

const char *kontor_pos_route_name (const KontorPosition *pos, int route, char buf[64]);
gboolean kontor_pos_valid_space (const KontorPosition *pos, KontorSpaceRef ref);
gboolean kontor_pos_check_space (const KontorPosition *pos, KontorSpaceRef ref, GError **error);
KontorPiece *kontor_pos_space_at (KontorPosition *pos, KontorSpaceRef ref);
gboolean kontor_pos_check_piece_kind (int kind, GError **error);
void kontor_pos_upgrade (KontorPosition *pos, int player, KontorAbility ability);
void kontor_pos_award_east_west (KontorPosition *pos, int player);
/* Spec §10: a route full of neutral traders is claimed before anything else. */
void kontor_pos_enter_neutral_claims (KontorPosition *pos);

/* kontor-expansions.c */
gboolean kontor_pos_check_space_takes (const KontorPosition *pos, KontorSpaceRef ref, int kind, int owner,
                                       GError **error);
gboolean kontor_pos_check_target (const KontorPosition *pos, KontorSpaceRef to, int kind, int owner, GError **error);
gboolean kontor_pos_use_permission (KontorPosition *pos, int route, GError **error);
gboolean kontor_pos_country_allows (const KontorPosition *pos, int from_route, int to_route);
gboolean kontor_pos_reuse_two (KontorPosition *pos, const KontorAction *a, const KontorPiece *before, GError **error);
gboolean kontor_pos_move_two (KontorPosition *pos, const KontorAction *a, GError **error);
gboolean kontor_pos_build_in_green (KontorPosition *pos, const KontorAction *a, GError **error);
gboolean kontor_pos_place_two (KontorPosition *pos, const KontorAction *a, GError **error);
gboolean kontor_pos_permanent_done (KontorPosition *pos, const KontorAction *a);
gboolean kontor_pos_move_three (KontorPosition *pos, const KontorAction *a, GError **error);

G_END_DECLS
