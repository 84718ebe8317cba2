/* kontor-score-sheet.h: the score sheet of a title drawn by a title view:
 * a heading (the winners, or "if the game ended now"), one row per line of
 * the title's scoring (KontorScoreRow) and one column per player, and the
 * words under it (how the ranks were settled).  Made from the engine's
 * score output (the JSON of `kontor-cli score --json`), so a running game,
 * a finished one and an end position look the same. */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>
#include "kontor-title-view.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_SCORE_SHEET (kontor_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (KontorScoreSheet, kontor_score_sheet, KONTOR, SCORE_SHEET, GtkWidget)

GtkWidget *kontor_score_sheet_new (void);
/* Shows score (the score output's top-level object) with the view's rows. */
void kontor_score_sheet_set_score (KontorScoreSheet *self, const KontorTitleView *view, JsonObject *score);
/* The grid of numbers: row 0 the names, then one row per shown line; column
 * 0 the lines' names, then one column per player (GUI tests read it). */
GtkGrid *kontor_score_sheet_get_grid (KontorScoreSheet *self);
/* The sheet as shown, as PNG or PDF (path ends in ".pdf"); only while shown. */
gboolean kontor_score_sheet_export (KontorScoreSheet *self, const char *path, GError **error);

G_END_DECLS
