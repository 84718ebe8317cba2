/* kontor-moe-board.h: Merchants of Europe's table as a ledger: for every
 * player a row with the hand (face down as a count until its owner taps it),
 * gold, development cards, the pieces left (merchants, caravans, routes,
 * kontors in the warehouse), the kontors on the board and the race of
 * deliveries toward the win; beside them what the turn's step asks for (the
 * dice, this roll's production grid, the builds, the steps moved) and the
 * bank's stock.  It draws kontor_table_get_shown_position () with the
 * table's marks (KontorMoeMarks) and turns clicks and keys into
 * kontor_table_click () with the targets of kontor-moe-table.h. */
#pragma once

#include <gtk/gtk.h>
#include "kontor-table.h"
#include "kontor-target-board.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_MOE_BOARD (kontor_moe_board_get_type ())
G_DECLARE_FINAL_TYPE (KontorMoeBoard, kontor_moe_board, KONTOR, MOE_BOARD, KontorTargetBoard)

GtkWidget *kontor_moe_board_new (void);
/* The table to draw and to click on (NULL: nothing); redraws on its
 * "updated" signal. */
void kontor_moe_board_set_table (KontorMoeBoard *self, KontorTable *table);
/* What a tap on target does: kontor_table_click (), except the board's own
 * buttons that ask for a typed city or label (a dialog). */
void kontor_moe_board_choose (KontorMoeBoard *self, const KontorTarget *target);
/* The keyboard cursor's target (FALSE: none). */
gboolean kontor_moe_board_get_cursor (KontorMoeBoard *self, KontorTarget *target);
/* Where target is drawn, in widget coordinates (its centre); FALSE when it
 * is not drawn.  GUI tests click there. */
gboolean kontor_moe_board_get_target_point (KontorMoeBoard *self, const KontorTarget *target, double *x, double *y);
/* The target drawn at (x, y), widget coordinates (FALSE: nothing there). */
gboolean kontor_moe_board_target_at (KontorMoeBoard *self, double x, double y, KontorTarget *target);
/* Puts the keyboard cursor on target (NULL: hides it); FALSE when the
 * target is not drawn. */
gboolean kontor_moe_board_set_cursor (KontorMoeBoard *self, const KontorTarget *target);
/* Moves the cursor as an arrow key does (dx, dy: -1, 0 or 1). */
gboolean kontor_moe_board_move_cursor (KontorMoeBoard *self, int dx, int dy);

G_END_DECLS
