/* kontor-rules.h: the rules reference and the first-game walkthrough texts. */
#pragma once

#include "kontor-engine.h"

G_BEGIN_DECLS

typedef struct {
  const char *id;
  const char *title;   /* untranslated (N_), translate with _() */
  const char *body;
} KontorRulesSection;

const KontorRulesSection *kontor_rules_sections (guint *n);
/* The section that explains a KONTOR_RULE_ERROR code. */
const char *kontor_rules_section_for_error (int code);
/* The walkthrough tip for a turn of the first two rounds, or NULL. */
const char *kontor_rules_walkthrough_tip (int turn, int n_players);

G_END_DECLS
