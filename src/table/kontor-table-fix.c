/* kontor-table-fix.c: correcting an earlier entry at the table
 * (docs/corrections.md).
 *
 * The table enters a correction with the title's ordinary entry logic, on
 * the position just before the entry corrected; the entry made there is not
 * applied but checked with the core (kontor_game_check_fix) and shown with
 * its consequences; Done makes it, Cancel goes back.  Deleting an entry and
 * dropping the waiting ones are confirmed the same way. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-table-private.h"

void
kontor_table_fix_clear (KontorTable *self)
{
  g_clear_pointer (&self->fix.position, g_free);
  g_clear_pointer (&self->fix.action, g_free);
  g_clear_pointer (&self->fix.preview, g_free);
  self->fix.active = FALSE;
  self->fix.pending = FALSE;
}

void
kontor_table_fix_cancel_all (KontorTable *self)
{
  kontor_table_fix_clear (self);
  self->part->reset (self, self->state);
  kontor_table_update (self);
}

/* Entry index (applied or waiting) and the position before it, or NULL. */
static gconstpointer
entry_at (KontorGame *game, guint index)
{
  guint cursor = kontor_game_get_cursor (game);
  if (index < cursor)
    return kontor_game_get_action (game, index);
  if (index - cursor < kontor_game_get_n_waiting (game))
    return kontor_game_get_waiting (game, index - cursor);
  return NULL;
}

/* The entry in the history's words ("Ana placed a trader on …"). */
static char *
entry_words (KontorTable *self, guint index)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  gconstpointer action = entry_at (self->game, index);
  g_autofree gpointer before = NULL;

  if (action == NULL)
    return NULL;
  before = g_malloc0 (title->position_size);
  kontor_game_position_at (self->game, MIN (index, kontor_game_get_cursor (self->game)), before);
  return self->part->describe (self->game, before, action);
}

/* The entry as the history words it (as it was entered, also when it
 * waits), else as the title describes it where it comes. */
static char *
history_words (KontorTable *self, guint index)
{
  GListModel *rows = G_LIST_MODEL (self->history);
  guint n = g_list_model_get_n_items (rows);
  g_autoptr (KontorHistoryEntry) row = index < n ? g_list_model_get_item (rows, n - 1 - index) : NULL;
  return row ? g_strdup (kontor_history_entry_get_text (row)) : entry_words (self, index);
}

static gboolean
set_pending (KontorTable *self, gconstpointer action, GError **error)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  KontorFix fix = { self->fix.kind, self->fix.index, action };
  g_autoptr (JsonNode) summary = kontor_game_check_fix (self->game, &fix, error);

  if (summary == NULL)
    return FALSE;
  if (action)
    self->fix.action = g_memdup2 (action, title->action_size);
  g_free (self->fix.preview);
  self->fix.preview = kontor_fix_summary_text (summary, 1);
  self->fix.pending = TRUE;
  return TRUE;
}

gboolean
kontor_table_begin_fix (KontorTable *self, KontorFixKind kind, guint index, GError **error)
{
  KontorGame *game;
  guint cursor, total;

  g_return_val_if_fail (KONTOR_IS_TABLE (self), FALSE);
  game = self->game;
  cursor = kontor_game_get_cursor (game);
  total = cursor + kontor_game_get_n_waiting (game);
  if (self->review != G_MAXUINT)
    kontor_table_review (self, G_MAXUINT);
  kontor_table_fix_clear (self);
  g_clear_pointer (&self->question, kontor_question_free);

  self->fix.kind = kind;
  self->fix.index = kind == KONTOR_FIX_DROP_WAITING ? cursor : index;
  if (kind == KONTOR_FIX_REPLACE || kind == KONTOR_FIX_INSERT)
    {
      const KontorTitle *title = kontor_game_get_title (game);
      if (index > cursor || (kind == KONTOR_FIX_REPLACE && index >= total))
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX,
                       index > cursor && index < total
                       ? _("This entry waits behind one that no longer fits: correct or delete that one first.")
                       : _("There is no such entry to correct."));
          return FALSE;
        }
      self->fix.position = g_malloc0 (title->position_size);
      kontor_game_position_at (game, index, self->fix.position);
    }
  else if (!set_pending (self, NULL, error))
    return FALSE;
  self->fix.active = TRUE;
  self->part->reset (self, self->state);
  if (kind == KONTOR_FIX_REPLACE && self->part->prefill)
    self->part->prefill (self, self->state, entry_at (game, index));
  kontor_table_update (self);
  return TRUE;
}

gboolean
kontor_table_get_fixing (KontorTable *self, KontorFixKind *kind, guint *index)
{
  g_return_val_if_fail (KONTOR_IS_TABLE (self), FALSE);
  if (kind)
    *kind = self->fix.kind;
  if (index)
    *index = self->fix.index;
  return self->fix.active;
}

const char *
kontor_table_get_fix_preview (KontorTable *self)
{
  g_return_val_if_fail (KONTOR_IS_TABLE (self), NULL);
  return self->fix.pending ? self->fix.preview : NULL;
}

const char *
kontor_table_get_fix_summary (KontorTable *self)
{
  g_return_val_if_fail (KONTOR_IS_TABLE (self), NULL);
  return self->fix.summary;
}

gboolean
kontor_table_fix_enter (KontorTable *self, gconstpointer action)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  g_autofree gpointer scratch = g_memdup2 (self->fix.position, title->position_size);
  g_autoptr (GError) error = NULL;

  if (self->fix.pending)
    return FALSE;
  /* refused where it goes: said like any refused entry */
  if (!title->apply (scratch, action, &error))
    {
      kontor_table_refuse (self, error);
      return FALSE;
    }
  if (!set_pending (self, action, &error))
    {
      kontor_table_refuse (self, error);   /* GCOVR_EXCL_LINE: the entry fitted just above */
      return FALSE;                        /* GCOVR_EXCL_LINE */
    }
  return TRUE;
}

gboolean
kontor_table_fix_done (KontorTable *self)
{
  g_autofree gpointer action = g_steal_pointer (&self->fix.action);
  g_autoptr (JsonNode) summary = NULL;
  g_autoptr (GError) error = NULL;
  KontorFix fix = { self->fix.kind, self->fix.index, action };
  g_autofree char *text = NULL;

  g_return_val_if_fail (self->fix.pending, FALSE);   /* kontor_table_done calls it only then */
  if (!kontor_game_fix (self->game, &fix, &summary, &error))
    {
      /* GCOVR_EXCL_START: the same correction was checked on the same game */
      kontor_table_refuse (self, error);
      kontor_table_fix_cancel_all (self);
      return FALSE;
      /* GCOVR_EXCL_STOP */
    }
  /* the game's "changed" ended the correction mode */
  text = kontor_fix_summary_text (summary, 1);
  g_free (self->fix.summary);
  self->fix.summary = g_strdup (text);
  kontor_table_emit_fixed (self, text);
  return TRUE;
}

gboolean
kontor_table_fix_cancel (KontorTable *self)
{
  if (!self->fix.active)
    return FALSE;
  if (self->fix.pending && (self->fix.kind == KONTOR_FIX_REPLACE || self->fix.kind == KONTOR_FIX_INSERT))
    {
      /* back to the entry: make it again */
      g_clear_pointer (&self->fix.action, g_free);
      g_clear_pointer (&self->fix.preview, g_free);
      self->fix.pending = FALSE;
      self->part->reset (self, self->state);
      kontor_table_update (self);
      return TRUE;
    }
  if (!self->fix.pending)
    {
      /* a step of the title under way (Place chosen, a piece picked) is
       * cancelled first: the title's mode differs from a fresh one */
      g_autofree gpointer fresh = g_memdup2 (self->state, self->part->state_size);
      self->part->reset (self, fresh);
      if (g_strcmp0 (self->part->mode (fresh), self->part->mode (self->state)) != 0)
        {
          self->part->reset (self, self->state);
          kontor_table_update (self);
          return TRUE;
        }
    }
  kontor_table_fix_cancel_all (self);
  return TRUE;
}

char *
kontor_table_fix_prompt (KontorTable *self, const char *title_prompt, KontorPromptButtons *buttons)
{
  KontorGame *game = self->game;

  if (self->fix.pending)
    {
      buttons->done = TRUE;
      buttons->cancel = _("_Cancel");
      buttons->extra = NULL;
      /* Translators: %s is what the correction will change, one or more sentences */
      return g_strdup_printf (_("Confirm this correction? %s"), self->fix.preview);
    }
  if (self->fix.active)
    {
      g_autofree char *what = self->fix.index < kontor_game_get_cursor (game) + kontor_game_get_n_waiting (game)
                              ? history_words (self, self->fix.index) : NULL;
      if (title_prompt == NULL || *title_prompt == '\0')
        title_prompt = _("make the entry as it really happened.");
      if (buttons->cancel == NULL)
        buttons->cancel = _("_Cancel Correction");
      if (self->fix.kind == KONTOR_FIX_INSERT && what)
        /* Translators: an entry's number, the entry in words, then what to do now */
        return g_strdup_printf (_("Inserting before entry %u (%s): %s"), self->fix.index + 1, what, title_prompt);
      if (self->fix.kind == KONTOR_FIX_INSERT)
        /* Translators: then what to do now */
        return g_strdup_printf (_("Inserting a forgotten entry: %s"), title_prompt);
      /* Translators: an entry's number, the entry in words, then what to do now */
      return g_strdup_printf (_("Correcting entry %u (%s): %s"), self->fix.index + 1, what, title_prompt);
    }
  if (kontor_game_get_n_waiting (game) > 0)
    {
      guint at = kontor_game_get_cursor (game);
      g_autofree char *what = history_words (self, at);   /* as it was entered */
      guint later = kontor_game_get_n_waiting (game) - 1;
      g_autofree char *rest = later == 0
        ? g_strdup (_("It waits: correct or delete it in the history, enter what is missing, or undo the correction."))
        : g_strdup_printf (ngettext ("It and %u later entry wait: correct or delete it in the history, enter what is missing, or undo the correction.",
                                     "It and %u later entries wait: correct or delete it in the history, enter what is missing, or undo the correction.",
                                     later), later);
      /* Translators: an entry's number, the entry in words, the rule it breaks now, then what to do */
      g_autofree char *text = g_strdup_printf (_("Entry %u (%s) needs attention: %s %s"), at + 1, what,
                                               kontor_game_get_attention (game)->message, rest);
      if (title_prompt && *title_prompt)
        return g_strconcat (text, " ", title_prompt, NULL);
      return g_steal_pointer (&text);
    }
  return NULL;
}

void
kontor_table_emit_fixed (KontorTable *self, const char *summary)
{
  g_signal_emit_by_name (self, "fixed", summary);
}
