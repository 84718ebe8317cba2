/* kontor-history.c: the game's entries in words, kept in step with the game.
 *
 * Newest first, so an entry added at the end is one "items-changed" at 0.
 * The position after the newest described entry is kept, so a new entry is
 * described without replaying the game; only an entry that replaces undone
 * ones, or a new game, costs one replay. */
#include "config.h"

#include <string.h>

#include "kontor-history.h"

struct _KontorHistoryEntry
{
  GObject parent_instance;
  guint index;
  char *text;
  gboolean undone;
  int seat;
  GBytes *action;    /* the entry as entered, to tell a redo from a new entry */
  gboolean waiting;  /* behind an entry that no longer fits (docs/corrections.md) */
  char *attention;   /* the first waiting entry: the rule it breaks now */
};

G_DEFINE_FINAL_TYPE (KontorHistoryEntry, kontor_history_entry, G_TYPE_OBJECT)

static void
kontor_history_entry_finalize (GObject *object)
{
  g_free (KONTOR_HISTORY_ENTRY (object)->text);
  g_free (KONTOR_HISTORY_ENTRY (object)->attention);
  g_clear_pointer (&KONTOR_HISTORY_ENTRY (object)->action, g_bytes_unref);
  G_OBJECT_CLASS (kontor_history_entry_parent_class)->finalize (object);
}

static void
kontor_history_entry_class_init (KontorHistoryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kontor_history_entry_finalize;
}

static void
kontor_history_entry_init (KontorHistoryEntry *self)
{
}

guint kontor_history_entry_get_index (KontorHistoryEntry *self) { return self->index; }
const char *kontor_history_entry_get_text (KontorHistoryEntry *self) { return self->text; }
gboolean kontor_history_entry_get_undone (KontorHistoryEntry *self) { return self->undone; }
int kontor_history_entry_get_seat (KontorHistoryEntry *self) { return self->seat; }
gboolean kontor_history_entry_get_waiting (KontorHistoryEntry *self) { return self->waiting; }
const char *kontor_history_entry_get_attention (KontorHistoryEntry *self) { return self->attention; }

static KontorHistoryEntry *
entry_new (guint index, char *text, gboolean undone, int seat, GBytes *action)
{
  KontorHistoryEntry *e = g_object_new (KONTOR_TYPE_HISTORY_ENTRY, NULL);
  e->index = index;
  e->text = text;
  e->undone = undone;
  e->seat = seat;
  e->action = action;
  return e;
}

/* ------------------------------------------------------------ the model */

struct _KontorHistory
{
  GObject parent_instance;
  KontorGame *game;
  KontorDescribeFunc describe;
  GPtrArray *entries;     /* KontorHistoryEntry, in record order */
  gpointer tail;          /* the position after the last entry described */
  guint cursor;           /* the game's cursor when last in step */
  guint revision;         /* the game's revision when last in step */
  guint n_waiting;        /* waiting entries shown after the others */
};

static GType
model_get_item_type (GListModel *model)
{
  return KONTOR_TYPE_HISTORY_ENTRY;
}

static guint
model_get_n_items (GListModel *model)
{
  return KONTOR_HISTORY (model)->entries->len;
}

static gpointer
model_get_item (GListModel *model, guint position)
{
  KontorHistory *self = KONTOR_HISTORY (model);
  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (self->entries->pdata[self->entries->len - 1 - position]);   /* newest first */
}

static void
kontor_history_model_init (GListModelInterface *iface)
{
  iface->get_item_type = model_get_item_type;
  iface->get_n_items = model_get_n_items;
  iface->get_item = model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (KontorHistory, kontor_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, kontor_history_model_init))

static void on_game_changed (KontorGame *game, KontorHistory *self);

static void
kontor_history_dispose (GObject *object)
{
  KontorHistory *self = KONTOR_HISTORY (object);
  if (self->game)
    g_signal_handlers_disconnect_by_func (self->game, on_game_changed, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (kontor_history_parent_class)->dispose (object);
}

static void
kontor_history_finalize (GObject *object)
{
  KontorHistory *self = KONTOR_HISTORY (object);
  g_ptr_array_unref (self->entries);
  g_free (self->tail);
  G_OBJECT_CLASS (kontor_history_parent_class)->finalize (object);
}

static void
kontor_history_class_init (KontorHistoryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kontor_history_dispose;
  G_OBJECT_CLASS (klass)->finalize = kontor_history_finalize;
}

static void
kontor_history_init (KontorHistory *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

/* Describes entries from index `from` on, self->tail being the position
 * before entry `from`; returns how many were added. */
static guint
describe_from (KontorHistory *self, guint from)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  guint n = kontor_game_get_n_actions (self->game), cursor = kontor_game_get_cursor (self->game);

  for (guint i = from; i < n; i++)
    {
      gconstpointer a = kontor_game_get_action (self->game, i);
      int seat = title->decider (self->tail);
      char *text = self->describe (self->game, self->tail, a);
      g_ptr_array_add (self->entries, entry_new (i, text, i >= cursor, seat, g_bytes_new (a, title->action_size)));
      title->apply (self->tail, a, NULL);
    }
  return n - from;
}

/* The waiting entries, after the others.  Each is described as it was
 * entered, taken from the rows shown before the correction (previous: the
 * same entry, the whole list shifted by the correction) where it is there;
 * else (a game reopened with waiting entries) on the position where the
 * first of them no longer fits (self->tail after describe_from). */
static void
describe_waiting (KontorHistory *self, GPtrArray *previous)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  guint base = kontor_game_get_n_actions (self->game);
  const GError *why = kontor_game_get_attention (self->game);
  gint64 shift;

  self->n_waiting = kontor_game_get_n_waiting (self->game);
  shift = (gint64) (base + self->n_waiting) - (gint64) (previous ? previous->len : 0);
  for (guint i = 0; i < self->n_waiting; i++)
    {
      gconstpointer a = kontor_game_get_waiting (self->game, i);
      gint64 was = (gint64) (base + i) - shift;
      KontorHistoryEntry *old = previous && was >= 0 && was < previous->len ? previous->pdata[was] : NULL;
      KontorHistoryEntry *e;

      if (old && memcmp (g_bytes_get_data (old->action, NULL), a, title->action_size) == 0)
        e = entry_new (base + i, g_strdup (old->text), FALSE, old->seat, g_bytes_new (a, title->action_size));
      else
        e = entry_new (base + i, self->describe (self->game, self->tail, a), FALSE,
                       title->decider (self->tail), g_bytes_new (a, title->action_size));
      e->waiting = TRUE;
      if (i == 0 && why)
        e->attention = g_strdup (why->message);
      g_ptr_array_add (self->entries, e);
    }
}

static void
rebuild (KontorHistory *self)
{
  g_autoptr (GPtrArray) previous = self->entries;
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  kontor_game_position_at (self->game, 0, self->tail);
  describe_from (self, 0);
  describe_waiting (self, previous);
  self->cursor = kontor_game_get_cursor (self->game);
  self->revision = kontor_game_get_revision (self->game);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, previous->len, self->entries->len);
}

/* Marks entries [from, to) undone or not, one replaced row each. */
static void
mark_undone (KontorHistory *self, guint from, guint to, gboolean undone)
{
  for (guint i = from; i < to && i < self->entries->len; i++)
    {
      KontorHistoryEntry *e = self->entries->pdata[i];
      if (e->undone == undone)
        continue;
      self->entries->pdata[i] = entry_new (e->index, g_strdup (e->text), undone, e->seat, g_bytes_ref (e->action));
      g_object_unref (e);
      g_list_model_items_changed (G_LIST_MODEL (self), self->entries->len - 1 - i, 1, 1);
    }
}

/* Whether the game's entries [from, to) are the ones described. */
static gboolean
same_entries (KontorHistory *self, guint from, guint to)
{
  gsize size = kontor_game_get_title (self->game)->action_size;
  for (guint i = from; i < to; i++)
    {
      KontorHistoryEntry *e = self->entries->pdata[i];
      if (memcmp (g_bytes_get_data (e->action, NULL), kontor_game_get_action (self->game, i), size) != 0)
        return FALSE;
    }
  return TRUE;
}

static void
on_game_changed (KontorGame *game, KontorHistory *self)
{
  guint n = kontor_game_get_n_actions (game), cursor = kontor_game_get_cursor (game);
  guint shown = self->entries->len;

  if (self->revision != kontor_game_get_revision (game) || self->n_waiting > 0
      || kontor_game_get_n_waiting (game) > 0)
    {
      /* a correction changed earlier entries, or entries wait */
      rebuild (self);
      return;
    }
  if (n == shown && cursor != self->cursor && same_entries (self, MIN (cursor, self->cursor), MAX (cursor, self->cursor)))
    {
      /* undo or redo: the same entries, some greyed or no longer */
      mark_undone (self, MIN (cursor, self->cursor), MAX (cursor, self->cursor), cursor < self->cursor);
    }
  else if (n > shown && cursor == n && self->cursor == shown)
    {
      /* entries added at the end */
      guint added = describe_from (self, shown);
      g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, added);
    }
  else if (cursor == n && n >= 1 && n - 1 <= self->cursor && self->cursor < shown)
    {
      /* a new entry after undo: the undone ones are dropped */
      guint removed = shown - (n - 1);
      g_ptr_array_set_size (self->entries, n - 1);
      kontor_game_position_at (game, n - 1, self->tail);
      describe_from (self, n - 1);
      g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, 1);
    }
  else if (n != shown || cursor != self->cursor)
    rebuild (self);
  self->cursor = cursor;
}

KontorHistory *
kontor_history_new (KontorGame *game, KontorDescribeFunc describe)
{
  KontorHistory *self = g_object_new (KONTOR_TYPE_HISTORY, NULL);
  self->game = g_object_ref (game);
  self->describe = describe;
  self->tail = g_malloc0 (kontor_game_get_title (game)->position_size);
  kontor_game_position_at (game, 0, self->tail);
  describe_from (self, 0);
  describe_waiting (self, NULL);
  self->cursor = kontor_game_get_cursor (game);
  self->revision = kontor_game_get_revision (game);
  g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  return self;
}
