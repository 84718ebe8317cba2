/* kontor-hs-describe.h: "Describe your board" (spec §4.4): one screen, nine
 * rows (a name, a number 1–9 used once, one or two warehouse spaces, the
 * city's outgoing arrows), filled once from the physical board and saved
 * in the user's data folder; new games of Hansa embed it in their record. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KONTOR_TYPE_HS_DESCRIBE (kontor_hs_describe_get_type ())
G_DECLARE_FINAL_TYPE (KontorHsDescribe, kontor_hs_describe, KONTOR, HS_DESCRIBE, AdwWindow)

/* A modal window over parent, filled from the saved description if there
 * is one, else from the board data shipped (what is known).  Emits
 * "saved" (no arguments) after the description was written. */
KontorHsDescribe *kontor_hs_describe_new (GtkWindow *parent);

/* Where the description is saved: $XDG_DATA_HOME/kontor/boards/hansa-schacht.json. */
char *kontor_hs_described_path (void);
/* TRUE when a complete, valid description is saved there. */
gboolean kontor_hs_board_is_described (void);

G_END_DECLS
