/* kontor-rules-window.h: the rules reference ("Learn"). */
#pragma once

#include <adwaita.h>
#include "kontor-rules.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_RULES_WINDOW (kontor_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (KontorRulesWindow, kontor_rules_window, KONTOR, RULES_WINDOW, AdwWindow)

KontorRulesWindow *kontor_rules_window_new (GtkWindow *parent);
void kontor_rules_window_show_section (KontorRulesWindow *self, const char *id);
const char *kontor_rules_window_get_section (KontorRulesWindow *self);
/* The sections shown (static, kept by pointer; NULL or 0: Hansa Teutonica's
 * kontor_rules_sections).  The list is rebuilt; the section shown stays when
 * the new sections have its id, otherwise the first is shown.  The heading
 * goes back to the default: "Rules of Hansa Teutonica" for its sections,
 * "Rules of the Game" for others. */
void kontor_rules_window_set_sections (KontorRulesWindow *self,
                                       const KontorRulesSection *sections,
                                       guint n);
/* The window's title (translated), NULL: the default of the sections. */
void kontor_rules_window_set_heading (KontorRulesWindow *self, const char *heading);

G_END_DECLS
