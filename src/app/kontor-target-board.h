/* kontor-target-board.h: the base of the titles' board widgets: a widget
 * that follows a KontorTable, redraws on its "updated" signal, turns clicks
 * and Enter/Space into a choice (kontor_table_click () unless the board
 * says otherwise) and keeps a keyboard cursor over the targets it draws:
 * the arrow keys move it to the nearest target that way, the screen reader
 * hears its target's description as the board's name, the tooltips show
 * the descriptions.
 *
 * A board derives from it (G_DECLARE_FINAL_TYPE (..., KontorTargetBoard))
 * and, in its class_init, fills in idle_label, list_targets, target_point,
 * target_at and draw, and if it needs them is_highlighted, describe and
 * choose; it sets its own CSS name and may override GtkWidget's measure
 * (the default asks 320×200, natural 960×540).  It reaches the table with
 * kontor_target_board_get_table () and the cursor with
 * kontor_target_board_get_cursor (). */
#pragma once

#include <gtk/gtk.h>
#include "kontor-table.h"

G_BEGIN_DECLS

/* The targets a board draws, at most. */
#define KONTOR_TARGET_BOARD_MAX_TARGETS 256

#define KONTOR_TYPE_TARGET_BOARD (kontor_target_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (KontorTargetBoard, kontor_target_board, KONTOR, TARGET_BOARD, GtkWidget)

struct _KontorTargetBoardClass
{
  GtkWidgetClass parent_class;

  /* The board's name for the screen reader while no target is under the
   * cursor: an untranslated msgid (N_ ()), translated when spoken; set by
   * every board. */
  const char *idle_label;

  /* All targets drawn, in reading order, at most max, with their centres
   * in the board's units (xs, ys); -1 when nothing is laid out (no table
   * or no size). */
  int (*list_targets) (KontorTargetBoard *self, KontorTarget *targets, double *xs, double *ys, int max);
  /* The centre of target in the board's units; FALSE when not drawn. */
  gboolean (*target_point) (KontorTargetBoard *self, const KontorTarget *target, double *x, double *y);
  /* The target drawn at (x, y), widget coordinates; FALSE: nothing. */
  gboolean (*target_at) (KontorTargetBoard *self, double x, double y, KontorTarget *target);
  /* Whether the table highlights target (the first arrow key goes to the
   * first one); NULL: the first target. */
  gboolean (*is_highlighted) (KontorTargetBoard *self, const KontorTarget *target);
  /* What stands at target in words, for the screen reader and the
   * tooltips (called with a table only); default:
   * kontor_table_describe_target (). */
  char *(*describe) (KontorTargetBoard *self, const KontorTarget *target);
  /* What a tap or Enter on target does (called with a table only);
   * default: kontor_table_click (). */
  void (*choose) (KontorTargetBoard *self, const KontorTarget *target);
  /* Draws the board on a cairo context of the widget's size (called with
   * a table only). */
  void (*draw) (KontorTargetBoard *self, cairo_t *cr, int width, int height);
};

KontorTable *kontor_target_board_get_table (KontorTargetBoard *self);
void kontor_target_board_set_table (KontorTargetBoard *self, KontorTable *table);
/* The keyboard cursor's target (FALSE: none); target may be NULL. */
gboolean kontor_target_board_get_cursor (KontorTargetBoard *self, KontorTarget *target);
/* Puts the cursor on target (NULL: hides it); FALSE when not drawn. */
gboolean kontor_target_board_set_cursor (KontorTargetBoard *self, const KontorTarget *target);
/* Moves the cursor as an arrow key does (dx, dy: -1, 0 or 1): to the
 * nearest target that way; the first move goes to the first target that
 * can be clicked.  FALSE (and a bell) when nothing lies that way. */
gboolean kontor_target_board_move_cursor (KontorTargetBoard *self, int dx, int dy);
/* What a tap on target does (the class's choose). */
void kontor_target_board_choose (KontorTargetBoard *self, const KontorTarget *target);

G_END_DECLS
