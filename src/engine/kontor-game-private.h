/* kontor-game-private.h: the game's insides, shared by kontor-game.c (the
 * record, replay, undo/redo, saving) and kontor-game-fix.c (corrections of
 * earlier entries). */
#pragma once

#include "kontor-game.h"

G_BEGIN_DECLS

/* The entries as they stand: applied (and undone) ones, the cursor, and
 * the ones waiting behind an entry that no longer fits. */
typedef struct {
  GArray *actions;
  guint cursor;
  GArray *waiting;
} KontorGameEntries;

struct _KontorGame
{
  GObject parent_instance;

  const KontorTitle *title;
  gpointer setup;
  gpointer start;
  gpointer current;
  GArray *actions;      /* title->action_size each */
  guint cursor;
  GArray *waiting;      /* entries kept after a correction stopped at one */
  GError *attention;    /* why waiting[0] does not fit now; NULL when none wait */
  GPtrArray *fix_undo;  /* KontorFixStep: the corrections that Undo reverts, last on top */
  GPtrArray *fix_redo;  /* the reverted ones, Redo makes them again */
  guint revision;       /* changes when entries before the cursor change */
};

void kontor_game_emit_changed (KontorGame *self);
/* The new-entry habit of apply: the undone tail and the redo of corrections go. */
gboolean kontor_game_append (KontorGame *self, gconstpointer action, GError **error);
/* Applies waiting entries while they fit; sets the attention error. */
void kontor_game_resume (KontorGame *self);
/* Undo/redo of a correction when it is the step to undo/redo. */
gboolean kontor_game_fix_can_undo (KontorGame *self);
gboolean kontor_game_fix_can_redo (KontorGame *self);
gboolean kontor_game_fix_undo (KontorGame *self);
gboolean kontor_game_fix_redo (KontorGame *self);
void kontor_game_fix_free_steps (KontorGame *self);
void kontor_game_fix_free_redo (KontorGame *self);

G_END_DECLS
