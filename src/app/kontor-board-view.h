/* kontor-board-view.h: the drawn board.  It shows a position, highlights
 * what the window asks it to, and reports clicks; it decides no rule. */
#pragma once

#include <gtk/gtk.h>
#include "kontor-engine.h"
#include "kontor-ht-table.h"   /* KontorMarks */

G_BEGIN_DECLS

#define KONTOR_TYPE_BOARD_VIEW (kontor_board_view_get_type ())
G_DECLARE_FINAL_TYPE (KontorBoardView, kontor_board_view, KONTOR, BOARD_VIEW, GtkWidget)


GtkWidget *kontor_board_view_new (void);
void kontor_board_view_set_position (KontorBoardView *self, const KontorPosition *pos);
/* The position drawn (NULL before the first). */
const KontorPosition *kontor_board_view_get_position (KontorBoardView *self);
void kontor_board_view_set_highlight (KontorBoardView *self, const KontorMarks *marks);
void kontor_board_view_set_selected (KontorBoardView *self, const KontorMarks *marks);
/* Outlines one player's network cities (player -1: none). */
void kontor_board_view_set_network (KontorBoardView *self, int player, const gint8 *cities, int n);
/* End-position entry: offices are clicked one by one ("office-activated":
 * a printed slot >= 0, or -1 - k for extra office k; in a green city an
 * office >= 0 is an added office), a placeholder left of each city adds an
 * extra office and one right of each green city an added office. */
void kontor_board_view_set_entry_mode (KontorBoardView *self, gboolean entry);
/* What stands at a target, in words (the table's description), for tooltips
 * and the screen reader.  kind: KONTOR_TARGET_SPACE (a: route, b: space),
 * KONTOR_TARGET_CITY (a: city) or KONTOR_TARGET_ITEM (a: Coellen table space).
 * Returns a new string or NULL. */
typedef char *(*KontorBoardDescriber) (int kind, int a, int b, gpointer data);
void kontor_board_view_set_describer (KontorBoardView *self, KontorBoardDescriber describer, gpointer data);
/* Moves the keyboard cursor to the nearest place in the direction (dx, dy),
 * as the arrow keys do (the first move shows it on the first place);
 * FALSE when nothing lies that way. */
gboolean kontor_board_view_move_cursor (KontorBoardView *self, int dx, int dy);
/* The target under the keyboard cursor, in words (NULL when none). */
char *kontor_board_view_describe_focus (KontorBoardView *self);
/* Renders the board into a cairo context of the given size (export, tests). */
void kontor_board_view_draw (KontorBoardView *self, cairo_t *cr, int width, int height);

/* The colour a player's pieces are drawn in. */
void kontor_color_rgba (KontorColor color, GdkRGBA *out);

G_END_DECLS
