/* kontor-game-fix.c: correcting the past (docs/corrections.md).
 *
 * A correction changes the list of entries (replace, insert or delete one,
 * or drop the waiting ones) and replays the rest on a scratch position:
 * the entries that still fit are applied, the first that does not stops the
 * re-check and the rest wait.  Nothing of the game changes until the whole
 * new list is known, so a refused correction changes nothing.  Each
 * correction keeps the entries before and after it, for Undo and Redo. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-game-private.h"
#include "kontor-json-private.h"

typedef struct {
  KontorGameEntries before, after;
} KontorFixStep;

static void
entries_clear (KontorGameEntries *e)
{
  g_clear_pointer (&e->actions, g_array_unref);
  g_clear_pointer (&e->waiting, g_array_unref);
}

static void
fix_step_free (gpointer data)
{
  KontorFixStep *step = data;
  entries_clear (&step->before);
  entries_clear (&step->after);
  g_free (step);
}

void
kontor_game_fix_free_redo (KontorGame *self)
{
  while (self->fix_redo->len > 0)
    fix_step_free (g_ptr_array_steal_index (self->fix_redo, self->fix_redo->len - 1));
}

void
kontor_game_fix_free_steps (KontorGame *self)
{
  if (self->fix_undo == NULL)
    return;
  kontor_game_fix_free_redo (self);
  while (self->fix_undo->len > 0)
    fix_step_free (g_ptr_array_steal_index (self->fix_undo, self->fix_undo->len - 1));
  g_clear_pointer (&self->fix_undo, g_ptr_array_unref);
  g_clear_pointer (&self->fix_redo, g_ptr_array_unref);
}

static GArray *
array_copy (GArray *a, guint n)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (a), n);
  g_array_append_vals (copy, a->data, n);
  return copy;
}

/* The entries now, without the undone tail (a correction drops it). */
static void
entries_take (KontorGame *self, KontorGameEntries *e)
{
  e->actions = array_copy (self->actions, self->cursor);
  e->cursor = self->cursor;
  e->waiting = array_copy (self->waiting, self->waiting->len);
}

static void
attention_update (KontorGame *self)
{
  g_clear_error (&self->attention);
  if (self->waiting->len > 0)
    {
      g_autofree gpointer scratch = g_memdup2 (self->current, self->title->position_size);
      if (self->title->apply (scratch, self->waiting->data, &self->attention))
        g_return_if_reached ();   /* GCOVR_EXCL_LINE: kontor_game_resume applied every entry that fits */
    }
}

/* Takes the arrays of e (copies, the step keeps its own). */
static void
entries_restore (KontorGame *self, const KontorGameEntries *e)
{
  g_array_unref (self->actions);
  g_array_unref (self->waiting);
  self->actions = array_copy (e->actions, e->actions->len);
  self->waiting = array_copy (e->waiting, e->waiting->len);
  self->cursor = e->cursor;
  kontor_game_position_at (self, self->cursor, self->current);
  attention_update (self);
  self->revision++;
}

void
kontor_game_resume (KontorGame *self)
{
  guint fitted = 0;
  while (fitted < self->waiting->len
         && self->title->apply (self->current, self->waiting->data + (gsize) fitted * self->title->action_size, NULL))
    fitted++;
  if (fitted > 0)
    {
      g_array_append_vals (self->actions, self->waiting->data, fitted);
      self->cursor += fitted;
      g_array_remove_range (self->waiting, 0, fitted);
    }
  attention_update (self);
}

guint
kontor_game_get_n_waiting (KontorGame *self)
{
  return self->waiting->len;
}

gconstpointer
kontor_game_get_waiting (KontorGame *self, guint i)
{
  g_return_val_if_fail (i < self->waiting->len, NULL);
  return self->waiting->data + (gsize) i * self->title->action_size;
}

const GError *
kontor_game_get_attention (KontorGame *self)
{
  return self->attention;
}

guint
kontor_game_get_revision (KontorGame *self)
{
  return self->revision;
}

/* The "do" of an entry, as its record writes it. */
static char *
entry_do (const KontorTitle *title, gconstpointer action, gconstpointer position)
{
  JsonBuilder *b = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;
  const char *what;

  title->action_to_json (b, action, position);
  node = json_builder_get_root (b);
  g_object_unref (b);
  what = node && JSON_NODE_HOLDS_OBJECT (node) ? kontor_json_string (json_node_get_object (node), "do") : NULL;
  return g_strdup (what ? what : "?");
}

void
kontor_game_set_entry_error (KontorGame *self, GError **error, guint index, gconstpointer action,
                             gconstpointer position, const GError *why)
{
  g_autofree char *what = entry_do (self->title, action, position);
  g_set_error (error, why->domain, why->code, _("Action %u (%s): %s"), index, what, why->message);
}

/* ------------------------------------------------------------ the re-check */

typedef struct {
  GArray *list;          /* the corrected entries */
  guint from;            /* the first entry that changed */
  guint applied;         /* how many of list fit */
  gpointer position;     /* after them */
  GError *stop;          /* why list[applied] does not fit */
} FixRun;

static void
fix_run_clear (FixRun *run)
{
  g_clear_pointer (&run->list, g_array_unref);
  g_clear_pointer (&run->position, g_free);
  g_clear_error (&run->stop);
}

static gboolean
fix_refuse (GError **error, const char *text)
{
  g_set_error_literal (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX, text);
  return FALSE;
}

/* Which entries a correction may touch: the applied ones and the first
 * waiting one (the one that needs attention). */
static gboolean
fix_check_index (KontorGame *self, const KontorFix *fix, GError **error)
{
  guint n_total = self->cursor + self->waiting->len;

  switch (fix->kind)
    {
    case KONTOR_FIX_REPLACE:
    case KONTOR_FIX_DELETE:
      if (fix->index >= n_total)
        {
          g_autofree char *text = g_strdup_printf (
              /* Translators: a correction named an entry the game does not have: its 0-based index, then how many there are */
              _("There is no action %u to correct: the game has %u."), fix->index, n_total);
          return fix_refuse (error, text);
        }
      break;
    case KONTOR_FIX_INSERT:
      if (fix->index > n_total)
        {
          g_autofree char *text = g_strdup_printf (
              /* Translators: an entry was to be inserted before one the game does not have: its 0-based index, then how many there are */
              _("Cannot insert before action %u: the game has %u."), fix->index, n_total);
          return fix_refuse (error, text);
        }
      if (n_total >= KONTOR_RECORD_MAX_ACTIONS)
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                       /* Translators: the most entries a record may hold */
                       _("A game holds at most %u actions."), (guint) KONTOR_RECORD_MAX_ACTIONS);
          return FALSE;
        }
      break;
    case KONTOR_FIX_DROP_WAITING:
      if (self->waiting->len == 0)
        return fix_refuse (error, _("No actions are waiting."));
      return TRUE;
    default:
      return fix_refuse (error, _("Unknown kind of correction."));
    }
  if (fix->index > self->cursor)
    {
      g_autofree char *text = g_strdup_printf (
          /* Translators: 0-based indexes of two entries of the game */
          _("Action %u waits behind action %u, which no longer fits: correct or delete that one first."),
          fix->index, self->cursor);
      return fix_refuse (error, text);
    }
  if (fix->kind != KONTOR_FIX_DELETE && fix->action == NULL)
    return fix_refuse (error, _("The correction has no action."));
  return TRUE;
}

/* Builds the corrected list and replays it from the first changed entry. */
static gboolean
fix_run (KontorGame *self, const KontorFix *fix, FixRun *run, GError **error)
{
  const KontorTitle *title = self->title;
  gsize size = title->action_size;
  guint next;

  memset (run, 0, sizeof *run);
  if (!fix_check_index (self, fix, error))
    return FALSE;

  run->list = array_copy (self->actions, self->cursor);
  g_array_append_vals (run->list, self->waiting->data, self->waiting->len);
  run->from = fix->kind == KONTOR_FIX_DROP_WAITING ? self->cursor : fix->index;
  switch (fix->kind)
    {
    case KONTOR_FIX_REPLACE: memcpy (run->list->data + (gsize) fix->index * size, fix->action, size); break;
    case KONTOR_FIX_INSERT: g_array_insert_vals (run->list, fix->index, fix->action, 1); break;
    case KONTOR_FIX_DELETE: g_array_remove_index (run->list, fix->index); break;
    default: g_array_set_size (run->list, self->cursor); break;
    }

  run->position = g_malloc (title->position_size);
  if (run->from == self->cursor)
    memcpy (run->position, self->current, title->position_size);
  else
    kontor_game_position_at (self, run->from, run->position);

  next = run->from;
  if (fix->kind == KONTOR_FIX_REPLACE || fix->kind == KONTOR_FIX_INSERT)
    {
      g_autoptr (GError) why = NULL;
      if (!title->apply (run->position, fix->action, &why))
        {
          kontor_game_set_entry_error (self, error, fix->index, fix->action, run->position, why);
          fix_run_clear (run);
          return FALSE;
        }
      next++;
    }
  while (next < run->list->len && title->apply (run->position, run->list->data + next * size, &run->stop))
    next++;
  run->applied = next;
  return TRUE;
}

/* ------------------------------------------------------------ the summary */

static const char *
fix_kind_id (KontorFixKind kind)
{
  switch (kind)
    {
    case KONTOR_FIX_REPLACE: return "replace";
    case KONTOR_FIX_INSERT: return "insert";
    case KONTOR_FIX_DELETE: return "delete";
    default: return "drop-waiting";
    }
}

static void
add_ended (JsonBuilder *b, const char *name, gboolean ended, guint n)
{
  json_builder_set_member_name (b, name);
  if (ended)
    json_builder_add_int_value (b, n);
  else
    json_builder_add_null_value (b);
}

static JsonArray *
players_of (JsonNode *score)
{
  JsonObject *o = score && JSON_NODE_HOLDS_OBJECT (score) ? json_node_get_object (score) : NULL;
  JsonNode *p = o ? json_object_get_member (o, "players") : NULL;
  return p && JSON_NODE_HOLDS_ARRAY (p) ? json_node_get_array (p) : NULL;
}

/* Per player (seat order): colour, name and each whole-number field of
 * the score output that changed, as [before, after]. */
static void
add_player_changes (JsonBuilder *b, JsonNode *score_before, JsonNode *score_after)
{
  JsonArray *before = players_of (score_before), *after = players_of (score_after);
  guint n = before && after ? MIN (json_array_get_length (before), json_array_get_length (after)) : 0;

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *pb = json_array_get_object_element (before, i), *pa = json_array_get_object_element (after, i);
      g_autoptr (GList) members = json_object_get_members (pa);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_json_string (pa, "color"));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, kontor_json_string (pa, "name"));
      json_builder_set_member_name (b, "changed");
      json_builder_begin_object (b);
      for (GList *l = members; l; l = l->next)
        {
          JsonNode *vb = json_object_get_member (pb, l->data), *va = json_object_get_member (pa, l->data);
          if (!kontor_json_node_is_int (vb) || !kontor_json_node_is_int (va)
              || json_node_get_int (vb) == json_node_get_int (va))
            continue;
          json_builder_set_member_name (b, l->data);
          json_builder_begin_array (b);
          json_builder_add_int_value (b, json_node_get_int (vb));
          json_builder_add_int_value (b, json_node_get_int (va));
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static JsonNode *
fix_summary (KontorGame *self, const KontorFix *fix, const FixRun *run)
{
  const KontorTitle *title = self->title;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) score_before = title->score_json (self->current, self->setup);
  g_autoptr (JsonNode) score_after = title->score_json (run->position, self->setup);
  guint changed = (fix->kind == KONTOR_FIX_REPLACE || fix->kind == KONTOR_FIX_INSERT) ? 1 : 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "fix");
  json_builder_add_string_value (b, fix_kind_id (fix->kind));
  json_builder_set_member_name (b, "at");
  json_builder_add_int_value (b, run->from);
  json_builder_set_member_name (b, "rechecked");
  json_builder_add_int_value (b, run->applied - run->from - changed);
  json_builder_set_member_name (b, "applied");
  json_builder_add_int_value (b, run->applied);
  json_builder_set_member_name (b, "waiting");
  json_builder_add_int_value (b, run->list->len - run->applied);
  json_builder_set_member_name (b, "dropped");
  json_builder_add_int_value (b, fix->kind == KONTOR_FIX_DROP_WAITING ? self->waiting->len : 0);
  json_builder_set_member_name (b, "stopped");
  if (run->stop)
    {
      g_autofree char *what = entry_do (title, run->list->data + (gsize) run->applied * title->action_size,
                                        run->position);
      const char *id = kontor_error_id (title, run->stop);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "index");
      json_builder_add_int_value (b, run->applied);
      json_builder_set_member_name (b, "do");
      json_builder_add_string_value (b, what);
      json_builder_set_member_name (b, "error");
      if (id)
        json_builder_add_string_value (b, id);
      else
        json_builder_add_null_value (b);   /* GCOVR_EXCL_LINE: every title names its refusals */
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, run->stop->message);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  /* no entry is taken once a game has ended: it ended with the last one */
  add_ended (b, "ended_before", title->ended (self->current), self->cursor);
  add_ended (b, "ended_after", title->ended (run->position), run->applied);
  add_player_changes (b, score_before, score_after);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ------------------------------------------------------------ public */

JsonNode *
kontor_game_check_fix (KontorGame *self, const KontorFix *fix, GError **error)
{
  FixRun run;
  JsonNode *summary;

  g_return_val_if_fail (KONTOR_IS_GAME (self) && fix != NULL, NULL);
  if (!fix_run (self, fix, &run, error))
    return NULL;
  summary = fix_summary (self, fix, &run);
  fix_run_clear (&run);
  return summary;
}

gboolean
kontor_game_fix (KontorGame *self, const KontorFix *fix, JsonNode **summary, GError **error)
{
  KontorFixStep *step;
  FixRun run;

  g_return_val_if_fail (KONTOR_IS_GAME (self) && fix != NULL, FALSE);
  if (summary)
    *summary = NULL;
  if (!fix_run (self, fix, &run, error))
    return FALSE;
  if (summary)
    *summary = fix_summary (self, fix, &run);

  step = g_new0 (KontorFixStep, 1);
  entries_take (self, &step->before);
  g_array_unref (self->actions);
  g_array_unref (self->waiting);
  self->actions = array_copy (run.list, run.applied);
  self->waiting = g_array_sized_new (FALSE, FALSE, self->title->action_size, run.list->len - run.applied);
  g_array_append_vals (self->waiting, run.list->data + (gsize) run.applied * self->title->action_size,
                       run.list->len - run.applied);
  self->cursor = run.applied;
  memcpy (self->current, run.position, self->title->position_size);
  g_clear_error (&self->attention);
  self->attention = g_steal_pointer (&run.stop);
  self->revision++;
  entries_take (self, &step->after);
  fix_run_clear (&run);

  kontor_game_fix_free_redo (self);
  g_ptr_array_add (self->fix_undo, step);
  kontor_game_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------ undo, redo */

gboolean
kontor_game_fix_can_undo (KontorGame *self)
{
  KontorFixStep *top;
  if (self->fix_undo->len == 0)
    return FALSE;
  top = self->fix_undo->pdata[self->fix_undo->len - 1];
  /* the correction is the step to undo once the entries after it are undone */
  return self->cursor == top->after.cursor;
}

gboolean
kontor_game_fix_can_redo (KontorGame *self)
{
  return self->fix_redo->len > 0 && self->cursor == self->actions->len;
}

gboolean
kontor_game_fix_undo (KontorGame *self)
{
  KontorFixStep *step = g_ptr_array_steal_index (self->fix_undo, self->fix_undo->len - 1);
  entries_restore (self, &step->before);
  g_ptr_array_add (self->fix_redo, step);
  kontor_game_emit_changed (self);
  return TRUE;
}

gboolean
kontor_game_fix_redo (KontorGame *self)
{
  KontorFixStep *step = g_ptr_array_steal_index (self->fix_redo, self->fix_redo->len - 1);
  entries_restore (self, &step->after);
  g_ptr_array_add (self->fix_undo, step);
  kontor_game_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------ in words */

static gint64
member_int (JsonObject *o, const char *name, gint64 otherwise)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return kontor_json_node_is_int (n) ? json_node_get_int (n) : otherwise;
}

static void
append_ended (GString *out, JsonObject *s, guint first)
{
  gint64 before = member_int (s, "ended_before", -1), after = member_int (s, "ended_after", -1);

  if (before == after)
    return;
  g_string_append_c (out, '\n');
  if (before < 0)
    /* Translators: the number of the entry that ends the game now */
    g_string_append_printf (out, _("The game now ends with entry %u."), (guint) (after - 1 + first));
  else if (after < 0)
    /* Translators: the number of the entry that ended the game before the correction */
    g_string_append_printf (out, _("The game no longer ends here (it ended with entry %u)."),
                            (guint) (before - 1 + first));
  else
    /* Translators: the numbers of the entries that end the game now and that ended it before */
    g_string_append_printf (out, _("The game now ends with entry %u (it ended with entry %u)."),
                            (guint) (after - 1 + first), (guint) (before - 1 + first));
}

static void
append_players (GString *out, JsonObject *s)
{
  JsonNode *pn = json_object_get_member (s, "players");
  JsonArray *players = pn && JSON_NODE_HOLDS_ARRAY (pn) ? json_node_get_array (pn) : NULL;
  gboolean any = FALSE;

  for (guint i = 0; players && i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      JsonObject *changed = json_object_get_object_member (p, "changed");
      JsonNode *total = changed ? json_object_get_member (changed, "total") : NULL;
      JsonArray *t = total && JSON_NODE_HOLDS_ARRAY (total) ? json_node_get_array (total) : NULL;
      if (t == NULL || json_array_get_length (t) != 2)
        continue;
      g_string_append_c (out, '\n');
      /* Translators: a player's name, their score before the correction, then after it */
      g_string_append_printf (out, _("%s: %d → %d points."), kontor_json_string (p, "name"),
                              (int) json_array_get_int_element (t, 0), (int) json_array_get_int_element (t, 1));
      any = TRUE;
    }
  if (!any)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, _("No score changed."));
    }
}

char *
kontor_fix_summary_text (JsonNode *summary, guint first)
{
  JsonObject *s = summary && JSON_NODE_HOLDS_OBJECT (summary) ? json_node_get_object (summary) : NULL;
  GString *out = g_string_new (NULL);
  const char *kind = kontor_json_string (s, "fix");
  guint at = (guint) member_int (s, "at", 0) + first;
  guint rechecked = (guint) member_int (s, "rechecked", 0);
  guint waiting = (guint) member_int (s, "waiting", 0);
  guint dropped = (guint) member_int (s, "dropped", 0);
  JsonNode *stopped = s ? json_object_get_member (s, "stopped") : NULL;

  if (g_strcmp0 (kind, "replace") == 0)
    /* Translators: the number of the entry that was corrected */
    g_string_append_printf (out, _("Entry %u corrected."), at);
  else if (g_strcmp0 (kind, "insert") == 0)
    /* Translators: the number the inserted entry has now */
    g_string_append_printf (out, _("Entry %u inserted."), at);
  else if (g_strcmp0 (kind, "delete") == 0)
    /* Translators: the number of the entry that was deleted */
    g_string_append_printf (out, _("Entry %u deleted."), at);
  else
    g_string_append_printf (out, ngettext ("%u waiting entry dropped.", "%u waiting entries dropped.",
                                           dropped), dropped);
  if (stopped && JSON_NODE_HOLDS_OBJECT (stopped))
    {
      JsonObject *st = json_node_get_object (stopped);
      guint later = waiting > 0 ? waiting - 1 : 0;
      const char *id = kontor_json_string (st, "error");
      g_autofree char *why = id ? g_strdup_printf ("%s [%s]", kontor_json_string (st, "message"), id)
                                : g_strdup (kontor_json_string (st, "message"));
      if (rechecked > 0)
        {
          g_string_append_c (out, ' ');
          g_string_append_printf (out, ngettext ("%u later entry still fits.", "%u later entries still fit.",
                                                 rechecked), rechecked);
        }
      g_string_append_c (out, '\n');
      /* Translators: the number of the first entry that no longer fits, its kind (an id such as claim), then why */
      g_string_append_printf (out, _("Entry %u (%s) no longer fits: %s"),
                              (guint) member_int (st, "index", 0) + first, kontor_json_string (st, "do"), why);
      g_string_append_c (out, '\n');
      if (later == 0)
        g_string_append (out, _("It waits: correct or delete it, or undo the correction."));
      else
        g_string_append_printf (out, ngettext ("It and %u entry after it wait: correct or delete it, or undo the correction.",
                                               "It and %u entries after it wait: correct or delete it, or undo the correction.",
                                               later), later);
    }
  else if (rechecked > 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("The %u later entry still fits.", "All %u later entries still fit.",
                                             rechecked), rechecked);
    }
  append_players (out, s);
  append_ended (out, s, first);
  return g_string_free (out, FALSE);
}
