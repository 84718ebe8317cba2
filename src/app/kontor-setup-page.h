/* kontor-setup-page.h: the new-game form.  Emits "start" with the game. */
#pragma once

#include <adwaita.h>
#include "kontor-engine.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_SETUP_PAGE (kontor_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorSetupPage, kontor_setup_page, KONTOR, SETUP_PAGE, GtkWidget)

GtkWidget *kontor_setup_page_new (void);
/* The game chosen (a title with a table part). */
const KontorTitle *kontor_setup_page_get_title (KontorSetupPage *self);
/* Fills the form (tests, and "new game with the same players"). */
void kontor_setup_page_set_players (KontorSetupPage *self, int n, const char *const *names);
/* Same as pressing "Start the game". */
void kontor_setup_page_start (KontorSetupPage *self);

/* Scoring a finished game: only players and colours are asked for. */
void kontor_setup_page_set_scoring (KontorSetupPage *self, gboolean scoring);
int kontor_setup_page_get_players (KontorSetupPage *self, const char **names, KontorColor *colors);
/* The seats' colour ids (any title); returns the number of players. */
int kontor_setup_page_get_color_ids (KontorSetupPage *self, const char **ids);
const char *kontor_setup_page_get_board (KontorSetupPage *self);

gboolean kontor_setup_page_get_walkthrough (KontorSetupPage *self);
void kontor_setup_page_set_walkthrough (KontorSetupPage *self, gboolean walkthrough);

G_END_DECLS
