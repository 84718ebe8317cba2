/* kontor-table.c: the generic half of the table: the game, the review
 * cursor, questions, refusals and the history; the title's part decides what
 * a click means. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-table-private.h"


G_DEFINE_FINAL_TYPE (KontorTable, kontor_table, G_TYPE_OBJECT)

enum { PROP_0, PROP_PROMPT, PROP_MODE, PROP_HIGHLIGHTS, PROP_REVIEW, PROP_QUESTION, N_PROPS };
static GParamSpec *props[N_PROPS];

enum { REFUSED, MESSAGE, UPDATED, FIXED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ the titles' parts */

extern const KontorTableTitle kontor_ht_table_title;
extern const KontorTableTitle kontor_hs_table_title;
extern const KontorTableTitle kontor_mp_table_title;
extern const KontorTableTitle kontor_moe_table_title;

static GPtrArray *
parts (void)
{
  static GPtrArray *list;
  if (list == NULL)
    {
      list = g_ptr_array_new ();
      g_ptr_array_add (list, (gpointer) &kontor_ht_table_title);
      g_ptr_array_add (list, (gpointer) &kontor_hs_table_title);
      g_ptr_array_add (list, (gpointer) &kontor_mp_table_title);
      g_ptr_array_add (list, (gpointer) &kontor_moe_table_title);
    }
  return list;
}

const KontorTableTitle *
kontor_table_title_lookup (const char *title_id)
{
  GPtrArray *list = parts ();
  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (((const KontorTableTitle *) list->pdata[i])->title_id, title_id) == 0)
      return list->pdata[i];
  return NULL;
}

void
kontor_table_title_register (const KontorTableTitle *part)
{
  g_return_if_fail (kontor_table_title_lookup (part->title_id) == NULL);
  g_ptr_array_add (parts (), (gpointer) part);
}

/* ------------------------------------------------------------ questions */

KontorQuestion *
kontor_question_new (const char *heading, const char *body)
{
  KontorQuestion *q = g_new0 (KontorQuestion, 1);
  q->heading = g_strdup (heading);
  q->body = g_strdup (body);
  q->choices = g_ptr_array_new_with_free_func (g_free);
  q->ids = g_ptr_array_new_with_free_func (g_free);
  q->suggested = -1;
  q->cancel_label = g_strdup (_("_Cancel"));
  return q;
}

void
kontor_question_free (KontorQuestion *q)
{
  if (q == NULL)
    return;
  g_free (q->heading);
  g_free (q->body);
  g_ptr_array_unref (q->choices);
  g_ptr_array_unref (q->ids);
  for (int i = 0; i < q->n_numbers; i++)
    g_free (q->number_labels[i]);
  g_free (q->cancel_label);
  g_free (q);
}

void
kontor_question_add_choice (KontorQuestion *q, const char *id, const char *label)
{
  g_ptr_array_add (q->ids, g_strdup (id ? id : ""));
  g_ptr_array_add (q->choices, g_strdup (label));
}

char *
kontor_question_choice_id (const KontorQuestion *q, guint index)
{
  if (index < q->ids->len && *(const char *) q->ids->pdata[index])
    return g_strdup (q->ids->pdata[index]);
  return g_strdup_printf ("%u", index);
}

/* ------------------------------------------------------------ object */

static void
kontor_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KontorTable *self = KONTOR_TABLE (object);
  switch (prop_id)
    {
    case PROP_PROMPT: g_value_set_string (value, kontor_table_get_prompt (self)); break;
    case PROP_MODE: g_value_set_string (value, kontor_table_get_mode (self)); break;
    case PROP_HIGHLIGHTS: g_value_set_pointer (value, self->highlights); break;
    case PROP_REVIEW: g_value_set_uint (value, self->review); break;
    case PROP_QUESTION: g_value_set_pointer (value, self->question); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);   /* GCOVR_EXCL_LINE: GObject passes installed ids only */
    }
}

static void
kontor_table_dispose (GObject *object)
{
  KontorTable *self = KONTOR_TABLE (object);
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->history);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (kontor_table_parent_class)->dispose (object);
}

static void
kontor_table_finalize (GObject *object)
{
  KontorTable *self = KONTOR_TABLE (object);
  g_free (self->state);
  g_free (self->highlights);
  g_free (self->selected);
  g_free (self->review_position);
  g_free (self->preview_position);
  g_free (self->prompt);
  kontor_question_free (self->question);
  kontor_table_fix_clear (self);
  g_free (self->fix.summary);
  G_OBJECT_CLASS (kontor_table_parent_class)->finalize (object);
}

static void
kontor_table_class_init (KontorTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = kontor_table_get_property;
  object_class->dispose = kontor_table_dispose;
  object_class->finalize = kontor_table_finalize;
  props[PROP_PROMPT] = g_param_spec_string ("prompt", NULL, NULL, "",
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_MODE] = g_param_spec_string ("mode", NULL, NULL, "idle",
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_HIGHLIGHTS] = g_param_spec_pointer ("highlights", NULL, NULL,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_REVIEW] = g_param_spec_uint ("review", NULL, NULL, 0, G_MAXUINT, G_MAXUINT,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_QUESTION] = g_param_spec_pointer ("question", NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* An entry was refused: the engine's error, to be shown as it is. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* Something to tell the table that is not a refusal. */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Prompt, marks or shown position were computed anew: redraw. */
  signals[UPDATED] = g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
  /* A correction of an earlier entry was made: what it changed, in words. */
  signals[FIXED] = g_signal_new ("fixed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                 NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
kontor_table_init (KontorTable *self)
{
  self->review = G_MAXUINT;
  self->prompt = g_strdup ("");
}

/* The prompt, the marks and the shown position, from the title's state. */
void
kontor_table_update (KontorTable *self)
{
  KontorPromptButtons buttons = { 0 };
  g_autofree char *old_prompt = self->prompt;

  memset (self->highlights, 0, self->part->marks_size);
  memset (self->selected, 0, self->part->marks_size);
  if (self->review != G_MAXUINT)
    {
      const KontorTitle *title = kontor_game_get_title (self->game);
      g_autofree gpointer before = g_malloc0 (title->position_size);
      g_autofree char *what = NULL;
      kontor_game_position_at (self->game, self->review - 1, before);
      what = self->part->describe (self->game, before, kontor_game_get_action (self->game, self->review - 1));
      self->prompt = g_strdup_printf (_("Looking back: the board after “%s”. Nothing can be entered here."), what);
      buttons.cancel = _("_Back to the Game");
    }
  else
    {
      self->part->sync (self, self->state);
      self->part->marks (self, self->state, self->highlights, self->selected);
      self->prompt = self->part->prompt (self, self->state, &buttons);
      if (self->prompt == NULL)
        self->prompt = g_strdup ("");
      {
        /* correcting an earlier entry, or entries waiting behind one */
        char *fixing = kontor_table_fix_prompt (self, self->prompt, &buttons);
        if (fixing)
          {
            g_free (self->prompt);
            self->prompt = fixing;
          }
      }
    }
  self->buttons = buttons;
  if (g_strcmp0 (old_prompt, self->prompt) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROMPT]);
  if (g_strcmp0 (self->mode_notified, kontor_table_get_mode (self)) != 0)
    {
      self->mode_notified = kontor_table_get_mode (self);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODE]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HIGHLIGHTS]);
  g_signal_emit (self, signals[UPDATED], 0);
}

static void
on_game_changed (KontorGame *game, KontorTable *self)
{
  /* a change of the game ends looking back, any question, any half-entered
   * action and any correction being entered */
  kontor_table_fix_clear (self);
  if (self->question)
    {
      g_clear_pointer (&self->question, kontor_question_free);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_QUESTION]);
    }
  if (self->review != G_MAXUINT)
    {
      self->review = G_MAXUINT;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REVIEW]);
    }
  self->part->reset (self, self->state);
  kontor_table_update (self);
}

KontorTable *
kontor_table_new (KontorGame *game)
{
  const KontorTableTitle *part = kontor_table_title_lookup (kontor_game_get_title (game)->id);
  KontorTable *self;

  if (part == NULL)
    return NULL;
  self = g_object_new (KONTOR_TYPE_TABLE, NULL);
  self->game = g_object_ref (game);
  self->part = part;
  self->state = g_malloc0 (part->state_size);
  self->highlights = g_malloc0 (part->marks_size);
  self->selected = g_malloc0 (part->marks_size);
  self->history = kontor_history_new (game, part->describe);
  part->reset (self, self->state);
  self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  kontor_table_update (self);
  return self;
}

KontorGame *
kontor_table_get_game (KontorTable *self)
{
  return self->game;
}

gpointer
kontor_table_get_state (KontorTable *self)
{
  return self->state;
}

const char *
kontor_table_get_prompt (KontorTable *self)
{
  return self->prompt;
}

gboolean
kontor_table_get_can_done (KontorTable *self)
{
  return self->buttons.done;
}

const char *
kontor_table_get_cancel_label (KontorTable *self)
{
  return self->buttons.cancel;
}

const char *
kontor_table_get_extra_label (KontorTable *self)
{
  return self->buttons.extra;
}

const char *
kontor_table_get_mode (KontorTable *self)
{
  if (self->part == NULL)
    return "idle";
  if (self->review != G_MAXUINT)
    return "review";
  return self->fix.pending ? "fix-confirm" : self->part->mode (self->state);
}

gconstpointer
kontor_table_get_highlights (KontorTable *self)
{
  return self->highlights;
}

gconstpointer
kontor_table_get_selected (KontorTable *self)
{
  return self->selected;
}

gconstpointer
kontor_table_get_shown_position (KontorTable *self)
{
  return self->review != G_MAXUINT ? self->review_position : kontor_table_get_entry_position (self);
}

gconstpointer
kontor_table_get_entry_position (KontorTable *self)
{
  return self->fix.position ? self->fix.position : kontor_game_get_position (self->game);
}

gconstpointer
kontor_table_get_board_position (KontorTable *self)
{
  const KontorTitle *title = kontor_game_get_title (self->game);
  if (self->review != G_MAXUINT || self->part->preview == NULL)
    return kontor_table_get_shown_position (self);
  if (self->preview_position == NULL)
    self->preview_position = g_malloc0 (title->position_size);
  memcpy (self->preview_position, kontor_table_get_entry_position (self), title->position_size);
  self->part->preview (self, self->state, self->preview_position);
  return self->preview_position;
}

guint
kontor_table_get_review (KontorTable *self)
{
  return self->review;
}

void
kontor_table_review (KontorTable *self, guint n)
{
  if (n != G_MAXUINT)
    kontor_table_fix_clear (self);
  if (n == 0 || n > kontor_game_get_n_actions (self->game))
    n = G_MAXUINT;
  if (n != G_MAXUINT)
    {
      if (self->review_position == NULL)
        self->review_position = g_malloc0 (kontor_game_get_title (self->game)->position_size);
      kontor_game_position_at (self->game, n, self->review_position);
    }
  else
    self->part->reset (self, self->state);
  self->review = n;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REVIEW]);
  kontor_table_update (self);
}

const KontorQuestion *
kontor_table_get_question (KontorTable *self)
{
  return self->question;
}

GListModel *
kontor_table_get_history (KontorTable *self)
{
  return G_LIST_MODEL (self->history);
}

/* ------------------------------------------------------------ what people do */

void
kontor_table_click (KontorTable *self, const KontorTarget *target)
{
  if (self->review != G_MAXUINT || self->question || self->fix.pending)
    return;
  self->part->click (self, self->state, target);
  kontor_table_update (self);
}

char *
kontor_table_describe_target (KontorTable *self, const KontorTarget *target)
{
  g_return_val_if_fail (KONTOR_IS_TABLE (self) && target != NULL, NULL);
  return self->part->target_text ? self->part->target_text (self, target) : NULL;
}

GPtrArray *
kontor_table_get_hints (KontorTable *self)
{
  g_return_val_if_fail (KONTOR_IS_TABLE (self), NULL);
  if (self->part->hints != NULL)
    {
      GPtrArray *hints = self->part->hints (self);
      if (hints != NULL)
        return hints;
    }
  return g_ptr_array_new_with_free_func (g_free);
}

void
kontor_table_done (KontorTable *self)
{
  if (self->review != G_MAXUINT || !self->buttons.done)
    return;
  if (self->fix.pending)
    {
      kontor_table_fix_done (self);
      return;
    }
  self->part->done (self, self->state);
  kontor_table_update (self);
}

void
kontor_table_cancel (KontorTable *self)
{
  if (self->review != G_MAXUINT)
    {
      kontor_table_review (self, G_MAXUINT);
      return;
    }
  if (kontor_table_fix_cancel (self))
    return;
  self->part->reset (self, self->state);
  kontor_table_update (self);
}

void
kontor_table_extra (KontorTable *self)
{
  if (self->review != G_MAXUINT || self->buttons.extra == NULL)
    return;
  self->part->extra (self, self->state);
  kontor_table_update (self);
}

gboolean
kontor_table_activate (KontorTable *self, const char *name, GVariant *param)
{
  g_autoptr (GVariant) sunk = param ? g_variant_ref_sink (param) : NULL;
  gboolean known;

  if (self->review != G_MAXUINT)
    kontor_table_review (self, G_MAXUINT);
  if (self->fix.pending)
    return TRUE;   /* the correction waits for Done or Cancel */
  known = self->part->activate (self, self->state, name, sunk);
  kontor_table_update (self);
  return known;
}

void
kontor_table_answer (KontorTable *self, int choice, const int *numbers)
{
  g_autoptr (KontorQuestion) q = g_steal_pointer (&self->question);
  if (q == NULL)
    return;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_QUESTION]);
  self->part->answer (self, self->state, choice, numbers);
  kontor_table_update (self);
}

gboolean
kontor_table_apply (KontorTable *self, gconstpointer action, GError **error)
{
  g_autoptr (GError) local = NULL;
  if (!kontor_game_apply (self->game, action, &local))
    {
      g_signal_emit (self, signals[REFUSED], 0, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

gboolean
kontor_table_undo (KontorTable *self)
{
  if (self->fix.active)
    {
      /* Undo while a correction is entered leaves it; the game is untouched */
      kontor_table_fix_cancel_all (self);
      return TRUE;
    }
  return kontor_game_undo (self->game);
}

gboolean
kontor_table_redo (KontorTable *self)
{
  if (self->fix.active)
    return FALSE;
  return kontor_game_redo (self->game);
}

/* ------------------------------------------------------------ for the titles' parts */

gboolean
kontor_table_enter (KontorTable *self, gconstpointer action)
{
  if (self->fix.active)
    return kontor_table_fix_enter (self, action);
  return kontor_table_apply (self, action, NULL);
}

void
kontor_table_refuse (KontorTable *self, const GError *error)
{
  g_signal_emit (self, signals[REFUSED], 0, error);
}

void
kontor_table_message (KontorTable *self, const char *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

void
kontor_table_ask (KontorTable *self, KontorQuestion *question)
{
  kontor_question_free (self->question);
  self->question = question;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_QUESTION]);
}
