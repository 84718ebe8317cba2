/* kontor-legal.h: what may be done in a position.
 *
 * Candidates are generated per action kind and then checked by applying
 * them to a copy of the position, so "legal" always means "the engine
 * accepts it": there is no second copy of the rules here.  Compound
 * actions are listed in representative forms: single-piece moves, the
 * displaced piece alone or with every allowed extra, one space cleared by
 * Remove 3. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

/* Appends candidates of the kind (-1: every kind) to out (KontorAction);
 * some may be illegal. */
void kontor_candidates (const KontorPosition *pos, int kind, GArray *out);
/* Appends the legal actions of the kind (-1: every kind) to out. */
void kontor_legal_actions (const KontorPosition *pos, int kind, GArray *out);
gboolean kontor_is_legal (const KontorPosition *pos, const KontorAction *action);

G_END_DECLS
