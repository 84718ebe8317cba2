/* kontor-score-page.h: the score sheet (spec §9) with networks and export. */
#pragma once

#include <adwaita.h>
#include "kontor-engine.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_SCORE_PAGE (kontor_score_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorScorePage, kontor_score_page, KONTOR, SCORE_PAGE, GtkWidget)

GtkWidget *kontor_score_page_new (void);
void kontor_score_page_set_game (KontorScorePage *self, KontorGame *game);
void kontor_score_page_set_position (KontorScorePage *self, const KontorPosition *pos, const char *const *names);
/* The number shown in a cell: row 0..7 (track, abilities, markers, Coellen,
 * cities, network, total, rank), 8 the regions (NULL on boards without
 * them), one column per seat. */
const char *kontor_score_page_get_cell (KontorScorePage *self, int row, int seat);
void kontor_score_page_show_network (KontorScorePage *self, int seat);
/* Writes the score sheet; the format follows the file name (.png or .pdf). */
gboolean kontor_score_page_export (KontorScorePage *self, const char *path, GError **error);

G_END_DECLS
