/* kontor-question-dialog.c: the table's questions (a claim's benefit,
 * hiring, the drawn marker, …) as dialogs; the answer goes back to the
 * table.  Choices whose ids are "<kind>-<number>" (Hansa's colour × barrels)
 * are laid out as a grid: one row per kind, one column per number. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-question-dialog.h"

#include <string.h>

typedef struct {
  KontorTable *table;
  GtkWidget **slot;   /* where the page keeps its open dialog */
  GtkWidget *focus;   /* the keys go back there once answered (weak) */
  GPtrArray *ids;     /* the response id of each choice */
  GtkSpinButton *numbers[KONTOR_QUESTION_MAX_NUMBERS];
  int n_numbers;
} Answer;

static void
answer_free (Answer *a)
{
  g_ptr_array_unref (a->ids);
  g_clear_weak_pointer (&a->focus);
  g_clear_object (&a->table);
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
  if (*a->slot == GTK_WIDGET (dialog))
    *a->slot = NULL;
  /* the keys go back to the board once the dialog is gone */
  if (a->focus)
    gtk_widget_grab_focus (a->focus);
  kontor_table_answer (a->table, choice, numbers);
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

/* "<kind>-<number>" ids: the kind's length, and the number (else -1). */
static int
grid_id (const char *id, gsize *kind_len)
{
  const char *dash = id ? strrchr (id, '-') : NULL;
  if (dash == NULL || dash == id || dash[1] < '1' || dash[1] > '9' || dash[2] != '\0')
    return -1;
  *kind_len = (gsize) (dash - id);
  return dash[1] - '0';
}

/* A grid button: answers its choice and closes the dialog. */
static void
on_grid_clicked (GtkButton *button, AdwMessageDialog *dialog)
{
  const char *id = g_object_get_data (G_OBJECT (button), "kontor-response");
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, id);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Many choices named "<kind>-<number>" (Hansa's markers drawn: colour ×
 * barrels) as a grid; NULL when the choices are not of that shape. */
static GtkWidget *
choice_grid (const KontorQuestion *q, AdwMessageDialog *dialog, GPtrArray *ids)
{
  GtkWidget *grid;
  GPtrArray *kinds;
  if (q->choices->len < 6 || q->ids == NULL || q->ids->len != q->choices->len)
    return NULL;
  for (guint i = 0; i < q->ids->len; i++)
    {
      gsize len;
      if (grid_id (q->ids->pdata[i], &len) < 0)
        return NULL;
    }
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  kinds = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < q->ids->len; i++)
    {
      gsize len;
      int number = grid_id (q->ids->pdata[i], &len), row = -1;
      g_autofree char *kind = g_strndup (q->ids->pdata[i], len);
      GtkWidget *b = gtk_button_new_with_label (q->choices->pdata[i]);
      for (guint k = 0; k < kinds->len && row < 0; k++)
        if (strcmp (kinds->pdata[k], kind) == 0)
          row = (int) k;
      if (row < 0)
        {
          row = (int) kinds->len;
          g_ptr_array_add (kinds, g_steal_pointer (&kind));
        }
      g_autofree char *css = g_strdup_printf ("marker-%s", (char *) kinds->pdata[row]);
      gtk_widget_add_css_class (b, "marker-choice");
      gtk_widget_add_css_class (b, css);
      g_object_set_data_full (G_OBJECT (b), "kontor-response", g_strdup (ids->pdata[i]), g_free);
      g_signal_connect (b, "clicked", G_CALLBACK (on_grid_clicked), dialog);
      gtk_grid_attach (GTK_GRID (grid), b, number - 1, row, 1, 1);
    }
  g_ptr_array_unref (kinds);
  return grid;
}

void
kontor_question_dialog_update (GtkWidget *parent, KontorTable *table, GtkWidget **slot, GtkWidget *focus)
{
  const KontorQuestion *q = table ? kontor_table_get_question (table) : NULL;
  GtkWidget *dialog, *grid = NULL;
  Answer *a;

  if (*slot)
    {
      GtkWidget *old = g_steal_pointer (slot);
      gtk_window_destroy (GTK_WINDOW (old));
    }
  if (q == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (parent)), q->heading, q->body);
  a = g_new0 (Answer, 1);
  a->table = g_object_ref (table);
  a->slot = slot;
  g_set_weak_pointer (&a->focus, focus);
  a->ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < q->choices->len; i++)
    g_ptr_array_add (a->ids, kontor_question_choice_id (q, i));
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
  else if ((grid = choice_grid (q, ADW_MESSAGE_DIALOG (dialog), a->ids)) != NULL)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), grid);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", q->cancel_label);
  for (guint i = 0; grid == NULL && i < q->choices->len; i++)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), a->ids->pdata[i], q->choices->pdata[i]);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  if (q->suggested >= 0 && grid == NULL)
    {
      const char *id = a->ids->pdata[q->suggested];
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id, ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), id);
    }
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), a, (GClosureNotify) (void (*) (void)) answer_free, 0);
  *slot = dialog;
  kontor_a11y_fix_mnemonics (dialog);
  /* without a number to enter, the keys start on the suggested answer (an
   * office, not "No benefit"): Enter or Space takes it */
  if (q->n_numbers == 0 && q->suggested >= 0 && grid == NULL)
    {
      g_object_set_data_full (G_OBJECT (dialog), "kontor-kept",
                              g_strdup (q->choices->pdata[q->suggested]), g_free);
      g_signal_connect (dialog, "map", G_CALLBACK (on_dialog_map), NULL);
      g_signal_connect_after (dialog, "notify::focus-widget", G_CALLBACK (on_focus_widget), NULL);
      watch_layouts (dialog, dialog);
    }
  gtk_window_present (GTK_WINDOW (dialog));
}
