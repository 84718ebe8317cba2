/* kontor-legal.h: what may be done in a position.
 *
 * kontor_legal_actions generates the legal actions directly, kind by kind
 * (kontor-legal-direct.c), without trying them.  The reference,
 * kontor_legal_actions_reference, generates candidates per action kind and
 * keeps those the engine accepts when applied to a copy of the position, so
 * "legal" means "the engine accepts it": tests/test-legal-direct.c checks
 * on every position of thousands of random games that both give the same
 * actions in the same order.  Compound actions are listed in representative
 * forms: single-piece moves, the displaced piece alone or with every allowed
 * extra, one space cleared by Remove 3. */
#pragma once

#include "kontor-position.h"
#include "kontor-rng.h"

G_BEGIN_DECLS

/* Appends candidates of the kind (-1: every kind) to out (KontorAction);
 * some may be illegal. */
void kontor_candidates (const KontorPosition *pos, int kind, GArray *out);
/* Appends the legal actions of the kind (-1: every kind) to out. */
void kontor_legal_actions (const KontorPosition *pos, int kind, GArray *out);
/* The same actions in the same order, by trying every candidate (slow). */
void kontor_legal_actions_reference (const KontorPosition *pos, int kind, GArray *out);
/* Candidates shared by both generators (kontor-legal.c): a relocation's
 * representative forms, a claim using route r's permanent marker, and
 * Britannia's Remove 3 moves.  Some may be illegal. */
void kontor_relocate_candidates (const KontorPosition *pos, GArray *out);
void kontor_permanent_candidates (const KontorPosition *pos, int route, GArray *out);
void kontor_move3_candidates (const KontorPosition *pos, GArray *out);
/* For each country: may the active player still Place or Displace there
 * this turn (England always; Britannia's permissions, §14.3). */
void kontor_open_regions (const KontorPosition *pos, gboolean open[KONTOR_N_REGIONS]);
/* Keeps the legal ones of out[start..] (in order). */
void kontor_keep_legal (const KontorPosition *pos, GArray *out, guint start);
gboolean kontor_is_legal (const KontorPosition *pos, const KontorAction *action);

/* A random player's choice among legal, the non-empty list kontor_legal_actions
 * gives for every kind (kontor-legal-random.c): a claim, mostly with an
 * office, whenever there is one; else a kind by weight, places on routes
 * with a bonus marker or the player's own pieces first.  Returns its index. */
guint kontor_legal_choose (const KontorPosition *pos, GArray *legal, KontorRng *rng);

G_END_DECLS
