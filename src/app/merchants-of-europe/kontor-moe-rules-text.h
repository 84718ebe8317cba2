/* kontor-moe-rules-text.h: the rules reference of Merchants of Europe,
 * shown by the rules window while a game of the title is at the table. */
#pragma once

#include <glib.h>
#include "kontor-rules.h"

G_BEGIN_DECLS

/* The sections, in reading order (ids, N_() titles and bodies). */
const KontorRulesSection *kontor_moe_rules_sections (guint *n);
/* The id of the section that explains a refusal of the title (an error of
 * MOE_ERROR), or NULL when none does. */
const char *kontor_moe_rules_section_for_error (const GError *error);

G_END_DECLS
