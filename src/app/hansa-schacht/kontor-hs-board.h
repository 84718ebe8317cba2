/* kontor-hs-board.h: Hansa's board as the table sees it: the Baltic with
 * its nine cities at their places on the physical board, the warehouse
 * spaces with the markers on them, the ship, every player's booths, the
 * five piles and each player's tray (talers, unsold markers by kind, sold
 * markers, booths left).  It draws kontor_table_get_board_position () with
 * the table's marks (KontorHsMarks) and turns clicks and keys into
 * kontor_table_click () with the targets of kontor-hs-table.h. */
#pragma once

#include <gtk/gtk.h>
#include "kontor-table.h"
#include "kontor-target-board.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_HS_BOARD (kontor_hs_board_get_type ())
G_DECLARE_FINAL_TYPE (KontorHsBoard, kontor_hs_board, KONTOR, HS_BOARD, KontorTargetBoard)

GtkWidget *kontor_hs_board_new (void);
/* The table to draw and to click on (NULL: nothing); redraws on its
 * "updated" signal. */
void kontor_hs_board_set_table (KontorHsBoard *self, KontorTable *table);
/* The keyboard cursor's target (FALSE: none), for tests and the page. */
gboolean kontor_hs_board_get_cursor (KontorHsBoard *self, KontorTarget *target);
/* Where target is drawn, in widget coordinates (its centre); FALSE when it
 * is not drawn.  GUI tests click there. */
gboolean kontor_hs_board_get_target_point (KontorHsBoard *self, const KontorTarget *target, double *x, double *y);
/* The target drawn at (x, y), widget coordinates, as a click there reports
 * it (FALSE: nothing there). */
gboolean kontor_hs_board_target_at (KontorHsBoard *self, double x, double y, KontorTarget *target);
/* Puts the keyboard cursor on target (NULL: hides it); FALSE when the
 * target is not drawn. */
gboolean kontor_hs_board_set_cursor (KontorHsBoard *self, const KontorTarget *target);
/* Moves the cursor as an arrow key does (dx, dy: -1, 0 or 1): to the
 * nearest target that way; the first move goes to the first target that
 * can be clicked.  FALSE (and a bell) when nothing lies that way. */
gboolean kontor_hs_board_move_cursor (KontorHsBoard *self, int dx, int dy);

G_END_DECLS
