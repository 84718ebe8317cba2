/* kontor-rules-window.h: the rules reference ("Learn"). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KONTOR_TYPE_RULES_WINDOW (kontor_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (KontorRulesWindow, kontor_rules_window, KONTOR, RULES_WINDOW, AdwWindow)

KontorRulesWindow *kontor_rules_window_new (GtkWindow *parent);
void kontor_rules_window_show_section (KontorRulesWindow *self, const char *id);
const char *kontor_rules_window_get_section (KontorRulesWindow *self);

G_END_DECLS
