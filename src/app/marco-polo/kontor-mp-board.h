/* kontor-mp-board.h: Marco Polo's table as the players see it: for every
 * traveller a row with the coins, the Tablet or Secret, skipped turns, a
 * face-down hand that shows its cards on a tap, and the journey as a track
 * of the stops entered so far; beside them what the turn's step asks for
 * (the dice, the steps and the kinds of stop) and the table's things (the
 * four piles, the Khan, the booty, the bank, a chance card waiting).  It
 * draws kontor_table_get_shown_position () with the table's marks
 * (KontorMpMarks) and turns clicks and keys into kontor_table_click () with
 * the targets of kontor-mp-table.h. */
#pragma once

#include <gtk/gtk.h>
#include "kontor-table.h"
#include "kontor-target-board.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_MP_BOARD (kontor_mp_board_get_type ())
G_DECLARE_FINAL_TYPE (KontorMpBoard, kontor_mp_board, KONTOR, MP_BOARD, KontorTargetBoard)

GtkWidget *kontor_mp_board_new (void);
/* The table to draw and to click on (NULL: nothing); redraws on its
 * "updated" signal. */
void kontor_mp_board_set_table (KontorMpBoard *self, KontorTable *table);
/* What a tap on target does: kontor_table_click (), except the Tablet of
 * a player at their mission city, which asks for the city's name. */
void kontor_mp_board_choose (KontorMpBoard *self, const KontorTarget *target);
/* The keyboard cursor's target (FALSE: none). */
gboolean kontor_mp_board_get_cursor (KontorMpBoard *self, KontorTarget *target);
/* Where target is drawn, in widget coordinates (its centre); FALSE when it
 * is not drawn.  GUI tests click there. */
gboolean kontor_mp_board_get_target_point (KontorMpBoard *self, const KontorTarget *target, double *x, double *y);
/* The target drawn at (x, y), widget coordinates (FALSE: nothing there). */
gboolean kontor_mp_board_target_at (KontorMpBoard *self, double x, double y, KontorTarget *target);
/* Puts the keyboard cursor on target (NULL: hides it); FALSE when the
 * target is not drawn. */
gboolean kontor_mp_board_set_cursor (KontorMpBoard *self, const KontorTarget *target);
/* Moves the cursor as an arrow key does (dx, dy: -1, 0 or 1). */
gboolean kontor_mp_board_move_cursor (KontorMpBoard *self, int dx, int dy);

G_END_DECLS
