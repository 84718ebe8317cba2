/* kontor-table-page-dialogs.c: the table's questions (a claim's benefit,
 * hiring, the drawn marker, …) as dialogs; the answer goes back to the table. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-table-page-private.h"

typedef struct {
  KontorTablePage *self;
  GPtrArray *ids;   /* the response id of each choice */
  GtkSpinButton *numbers[KONTOR_QUESTION_MAX_NUMBERS];
  int n_numbers;
} Answer;

static void
answer_free (Answer *a)
{
  g_ptr_array_unref (a->ids);
  g_free (a);
}

static void
on_response (AdwMessageDialog *dialog, const char *response, Answer *a)
{
  int numbers[KONTOR_QUESTION_MAX_NUMBERS] = { 0 };
  int choice = -1;

  for (guint i = 0; i < a->ids->len; i++)
    if (g_strcmp0 (a->ids->pdata[i], response) == 0)
      choice = (int) i;
  for (int k = 0; k < a->n_numbers; k++)
    numbers[k] = gtk_spin_button_get_value_as_int (a->numbers[k]);
  if (a->self->dialog == GTK_WIDGET (dialog))
    a->self->dialog = NULL;
  /* the keys go back to the board once the dialog is gone */
  gtk_widget_grab_focus (GTK_WIDGET (a->self->board));
  if (a->self->table)
    kontor_table_answer (a->self->table, choice, numbers);
}

/* Enter in a number field answers with the suggested choice and closes the
 * dialog (libadwaita 1.2's adw_message_dialog_response only emits
 * "response"; a button does the closing). */
static void
on_number_activate (GtkText *text, AdwMessageDialog *dialog)
{
  g_autofree char *def = g_strdup (adw_message_dialog_get_default_response (dialog));
  if (def == NULL || !adw_message_dialog_get_response_enabled (dialog, def))
    return;
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, def);
  /* not gtk_window_close: its close-request would answer "cancel" as well */
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* The shown button (AdwMessageDialog 1.2 builds two layouts) with this label. */
static GtkWidget *
shown_button (GtkWidget *w, const char *label)
{
  if (GTK_IS_BUTTON (w) && gtk_widget_get_mapped (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *b = shown_button (c, label);
      if (b)
        return b;
    }
  return NULL;
}

/* The keys stay on the answer they are on (at first the suggested one) when
 * the dialog changes its layout of buttons: libadwaita 1.2 moves them to the
 * first button of the other layout. */
static void
focus_kept (gpointer data)
{
  GtkWidget *dialog = data;
  GtkWidget *b = shown_button (dialog, g_object_get_data (G_OBJECT (dialog), "kontor-kept"));
  if (b && gtk_window_get_focus (GTK_WINDOW (dialog)) != b)
    gtk_widget_grab_focus (b);
  g_object_set_data (G_OBJECT (dialog), "kontor-restoring", NULL);
}

static void
keep_focus_later (GtkWidget *dialog)
{
  g_object_set_data (G_OBJECT (dialog), "kontor-restoring", GINT_TO_POINTER (1));
  kontor_a11y_idle (dialog, focus_kept);
}

static void
on_focus_widget (GtkWindow *dialog, GParamSpec *pspec, gpointer data)
{
  GtkWidget *f = gtk_window_get_focus (dialog);
  if (f == NULL || !gtk_widget_get_mapped (f))
    keep_focus_later (GTK_WIDGET (dialog));   /* its button hidden with its layout */
  else if (GTK_IS_BUTTON (f) && gtk_button_get_label (GTK_BUTTON (f))
           && !g_object_get_data (G_OBJECT (dialog), "kontor-restoring"))
    g_object_set_data_full (G_OBJECT (dialog), "kontor-kept", g_strdup (gtk_button_get_label (GTK_BUTTON (f))), g_free);
}

static void
on_layout_changed (GObject *squeezer, GParamSpec *pspec, GtkWidget *dialog)
{
  keep_focus_later (dialog);
}

static void
watch_layouts (GtkWidget *w, GtkWidget *dialog)
{
  if (ADW_IS_SQUEEZER (w))
    g_signal_connect_object (w, "notify::visible-child", G_CALLBACK (on_layout_changed), dialog, 0);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    watch_layouts (c, dialog);
}

static void
on_dialog_map (GtkWidget *dialog, gpointer data)
{
  /* after AdwMessageDialog's own choice of focus, and its layout */
  keep_focus_later (dialog);
}

static GtkSpinButton *
number_row (GtkWidget *box, const char *label, int max, int value)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *l = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (0, max), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), spin);
  gtk_widget_set_hexpand (l, TRUE);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_box_append (GTK_BOX (row), l);
  gtk_box_append (GTK_BOX (row), spin);
  gtk_box_append (GTK_BOX (box), row);
  return GTK_SPIN_BUTTON (spin);
}

void
kontor_table_page_show_question (KontorTablePage *self)
{
  const KontorQuestion *q = self->table ? kontor_table_get_question (self->table) : NULL;
  GtkWidget *dialog;
  Answer *a;

  if (self->dialog)
    {
      GtkWidget *old = g_steal_pointer (&self->dialog);
      gtk_window_destroy (GTK_WINDOW (old));
    }
  if (q == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), q->heading, q->body);
  a = g_new0 (Answer, 1);
  a->self = self;
  if (q->n_numbers > 0)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
      for (int k = 0; k < q->n_numbers; k++)
        {
          a->numbers[k] = number_row (box, q->number_labels[k], q->number_max[k], q->number_value[k]);
          /* GTK 4.8's spin button has no "activate" of its own: its text field does */
          g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (a->numbers[k])), "activate",
                            G_CALLBACK (on_number_activate), dialog);
        }
      a->n_numbers = q->n_numbers;
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", q->cancel_label);
  a->ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < q->choices->len; i++)
    {
      char *id = kontor_question_choice_id (q, i);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, q->choices->pdata[i]);
      g_ptr_array_add (a->ids, id);
    }
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  if (q->suggested >= 0)
    {
      g_autofree char *id = kontor_question_choice_id (q, q->suggested);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id, ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), id);
    }
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), a, (GClosureNotify) (void (*) (void)) answer_free, 0);
  self->dialog = dialog;
  kontor_a11y_fix_mnemonics (dialog);
  /* without a number to enter, the keys start on the suggested answer (an
   * office, not "No benefit"): Enter or Space takes it */
  if (q->n_numbers == 0 && q->suggested >= 0)
    {
      g_object_set_data_full (G_OBJECT (dialog), "kontor-kept",
                              g_strdup (q->choices->pdata[q->suggested]), g_free);
      g_signal_connect (dialog, "map", G_CALLBACK (on_dialog_map), NULL);
      g_signal_connect_after (dialog, "notify::focus-widget", G_CALLBACK (on_focus_widget), NULL);
      watch_layouts (dialog, dialog);
    }
  gtk_window_present (GTK_WINDOW (dialog));
}
