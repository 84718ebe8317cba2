/* kontor-history.h: a game's entries in words, newest first, as a
 * GListModel that changes row by row with the game (no rebuild per entry). */
#pragma once

#include <gio/gio.h>
#include "kontor-game.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_HISTORY_ENTRY (kontor_history_entry_get_type ())
G_DECLARE_FINAL_TYPE (KontorHistoryEntry, kontor_history_entry, KONTOR, HISTORY_ENTRY, GObject)

guint kontor_history_entry_get_index (KontorHistoryEntry *self);    /* 0-based, in record order */
const char *kontor_history_entry_get_text (KontorHistoryEntry *self);
gboolean kontor_history_entry_get_undone (KontorHistoryEntry *self); /* undone, can be redone */
int kontor_history_entry_get_seat (KontorHistoryEntry *self);        /* who entered it */
/* Kept behind an entry that no longer fits after a correction (docs/corrections.md). */
gboolean kontor_history_entry_get_waiting (KontorHistoryEntry *self);
/* The first waiting entry: the rule it breaks now; else NULL. */
const char *kontor_history_entry_get_attention (KontorHistoryEntry *self);

/* Describes an entry given the position before it. */
typedef char *(*KontorDescribeFunc) (KontorGame *game, gconstpointer position_before, gconstpointer action);

#define KONTOR_TYPE_HISTORY (kontor_history_get_type ())
G_DECLARE_FINAL_TYPE (KontorHistory, kontor_history, KONTOR, HISTORY, GObject)

KontorHistory *kontor_history_new (KontorGame *game, KontorDescribeFunc describe);

G_END_DECLS
