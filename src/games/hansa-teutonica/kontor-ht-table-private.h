/* kontor-ht-table-private.h: what kontor-ht-table.c and
 * kontor-ht-table-permanent.c (a claim's printed effect on the East and
 * Britannia boards) share.  Not for other files. */
#pragma once

#include "kontor-engine.h"
#include "kontor-ht-table.h"
#include "kontor-table-title.h"

G_BEGIN_DECLS

const KontorPosition *kontor_ht_current (KontorTable *table);
/* Whether the engine accepts the action now (no message). */
gboolean kontor_ht_trial (KontorTable *table, const KontorAction *a);
/* The same, showing the engine's refusal when it does not. */
gboolean kontor_ht_try_or_refuse (KontorTable *table, const KontorAction *a);
/* The route spaces once the moves are made (at once, or one after another). */
void kontor_ht_spaces_after (const KontorPosition *pos, const KontorMove *moves, int n, gboolean at_once,
                             KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES]);

/* kontor-ht-table-permanent.c */
int kontor_ht_green_options (KontorTable *table, const KontorAction *claim, int city, KontorAction out[2]);
void kontor_ht_ask_kind (KontorTable *table, KontorHtEntry *e, const char *heading, const KontorAction options[2]);
void kontor_ht_ask_permanent (KontorTable *table, KontorHtEntry *e, const KontorAction *claim);
void kontor_ht_marks_permanent (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel);
char *kontor_ht_prompt_permanent (KontorTable *table, const KontorHtEntry *e, KontorPromptButtons *buttons);
void kontor_ht_click_permanent (KontorTable *table, KontorHtEntry *e, int route, int space);

G_END_DECLS
