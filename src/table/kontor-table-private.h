/* kontor-table-private.h: the table's insides, shared by kontor-table.c
 * (entries, review, questions) and kontor-table-fix.c (corrections of
 * earlier entries). */
#pragma once

#include "kontor-table-title.h"
#include "kontor-history.h"

G_BEGIN_DECLS

typedef struct {
  gboolean active;             /* a correction is being entered or confirmed */
  KontorFixKind kind;
  guint index;
  gpointer position;           /* the position before entry index (REPLACE, INSERT) */
  gpointer action;             /* the new entry, once made (pending) */
  gboolean pending;            /* made and checked: Done confirms it */
  char *preview;               /* what the pending correction does, in words */
  char *summary;               /* what the last correction did, in words */
} KontorTableFix;

struct _KontorTable
{
  GObject parent_instance;

  KontorGame *game;
  const KontorTableTitle *part;
  gpointer state;              /* the title's entry state */
  gpointer highlights, selected;
  gpointer review_position;    /* while looking back */
  gpointer preview_position;   /* kontor_table_get_board_position's buffer */
  const char *mode_notified;   /* the mode last notified (changes happen before update) */
  guint review;                /* G_MAXUINT: not looking back */
  char *prompt;
  KontorPromptButtons buttons;
  KontorQuestion *question;
  KontorHistory *history;
  gulong changed_id;
  KontorTableFix fix;          /* correcting an earlier entry (kontor-table-fix.c) */
};

/* kontor-table-fix.c, for kontor-table.c */
void kontor_table_fix_clear (KontorTable *self);
/* The prompt while a correction is entered or waits to be confirmed (NULL: none). */
char *kontor_table_fix_prompt (KontorTable *self, const char *title_prompt, KontorPromptButtons *buttons);
/* An entry the title made while correcting: checked and kept for Done. */
gboolean kontor_table_fix_enter (KontorTable *self, gconstpointer action);
gboolean kontor_table_fix_done (KontorTable *self);
/* Cancel: a pending correction goes back to its entry (REPLACE, INSERT) or
 * ends (DELETE, DROP_WAITING); else a correction with nothing half-entered
 * ends.  FALSE when no correction is under way. */
gboolean kontor_table_fix_cancel (KontorTable *self);
void kontor_table_fix_cancel_all (KontorTable *self);
void kontor_table_emit_fixed (KontorTable *self, const char *summary);

G_END_DECLS
