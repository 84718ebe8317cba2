/* kontor-hs-rules-text.h: the rules reference of Hansa (Michael Schacht),
 * shown by the rules window while a game of the title is at the table. */
#pragma once

#include <glib.h>
#include "kontor-rules.h"

G_BEGIN_DECLS

/* The sections, in reading order (ids, N_() titles and bodies). */
const KontorRulesSection *kontor_hs_rules_sections (guint *n);
/* The rules window's title for these sections ("Rules of Hansa"), translated. */
const char *kontor_hs_rules_heading (void);
/* The id of the section that explains a refusal of the title (an error of
 * kontor_hs_error_quark ()), or NULL when none does (malformed records,
 * seeds, errors of other domains). */
const char *kontor_hs_rules_section_for_error (const GError *error);

G_END_DECLS
