/* kontor-title-end-page.c: "Score a finished game" for a title drawn by a
 * title view: the view's own page to enter the end position, and the score
 * sheet of what was entered (with its export), one after the other. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-file-chooser.h"
#include "kontor-score-sheet.h"
#include "kontor-title-end-page.h"

struct _KontorTitleEndPage
{
  GtkWidget parent_instance;

  const KontorTitleView *view;
  GtkStack *stack;
  GtkWidget *entry;            /* the view's end page */
  KontorScoreSheet *sheet;
  GtkWidget *back;
};

G_DEFINE_FINAL_TYPE (KontorTitleEndPage, kontor_title_end_page, GTK_TYPE_WIDGET)

static void
on_show_score (GtkWidget *entry, JsonObject *score, KontorTitleEndPage *self)
{
  kontor_score_sheet_set_score (self->sheet, self->view, score);
  gtk_stack_set_visible_child_name (self->stack, "score");
  gtk_widget_grab_focus (self->back);
}

static void
on_back (GtkButton *button, KontorTitleEndPage *self)
{
  gtk_stack_set_visible_child_name (self->stack, "entry");
}

static gboolean
export_to (const char *path, gpointer user_data, GError **error)
{
  return kontor_score_sheet_export (KONTOR_TITLE_END_PAGE (user_data)->sheet, path, error);
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gboolean pdf = g_variant_get_boolean (parameter);
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  kontor_file_chooser_save (GTK_WINDOW (gtk_widget_get_root (widget)), overlay ? ADW_TOAST_OVERLAY (overlay) : NULL,
                            pdf ? _("Export the Score as PDF") : _("Export the Score as PNG"),
                            pdf ? _("score.pdf") : _("score.png"), NULL, export_to, widget);
}

void
kontor_title_end_page_set_players (KontorTitleEndPage *self, const KontorTitleView *view, int n,
                                   const char *const *names, const char *const *colors)
{
  g_return_if_fail (view != NULL && view->end_page_new != NULL);
  if (view != self->view)
    {
      if (self->entry)
        gtk_stack_remove (self->stack, self->entry);
      self->view = view;
      self->entry = view->end_page_new ();
      gtk_stack_add_named (self->stack, self->entry, "entry");
      g_signal_connect (self->entry, "show-score", G_CALLBACK (on_show_score), self);
    }
  {
    /* a seat left without a name is called by its number ("Seat 2", as on the
     * setup page): a field named "Unsold markers of " says nothing */
    const char *named[KONTOR_MAX_PLAYERS] = { NULL };
    char *seats[KONTOR_MAX_PLAYERS] = { NULL };
    for (int i = 0; i < n && i < KONTOR_MAX_PLAYERS; i++)
      {
        g_autofree char *plain = g_strstrip (g_strdup (names[i] ? names[i] : ""));
        if (*plain == '\0')
          named[i] = seats[i] = g_strdup_printf (_("Seat %d"), i + 1);
        else
          named[i] = names[i];
      }
    view->end_page_set_players (self->entry, MIN (n, KONTOR_MAX_PLAYERS), named, colors);
    for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
      g_free (seats[i]);
  }
  gtk_stack_set_visible_child_name (self->stack, "entry");
}

GtkWidget *
kontor_title_end_page_get_entry (KontorTitleEndPage *self)
{
  return self->entry;
}

KontorScoreSheet *
kontor_title_end_page_get_sheet (KontorTitleEndPage *self)
{
  return self->sheet;
}

static GtkWidget *
score_view (KontorTitleEndPage *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *png = gtk_button_new_with_mnemonic (_("Export as _PNG…"));
  GtkWidget *pdf = gtk_button_new_with_mnemonic (_("Export as P_DF…"));

  self->sheet = KONTOR_SCORE_SHEET (kontor_score_sheet_new ());
  self->back = gtk_button_new_with_mnemonic (_("_Change the End Position"));
  gtk_widget_add_css_class (self->back, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (png), "title-end.export");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (png), "b", FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (pdf), "title-end.export");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (pdf), "b", TRUE);
  g_signal_connect (self->back, "clicked", G_CALLBACK (on_back), self);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), png);
  gtk_box_append (GTK_BOX (buttons), pdf);
  gtk_box_append (GTK_BOX (buttons), self->back);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->sheet));
  gtk_box_append (GTK_BOX (box), buttons);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  /* GTK 4.8's scrolled window is focusable: named (docs/accessibility.md) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score sheet"), -1);
  return scroller;
}

static void
kontor_title_end_page_dispose (GObject *object)
{
  KontorTitleEndPage *self = KONTOR_TITLE_END_PAGE (object);
  if (self->stack)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->stack)));
  G_OBJECT_CLASS (kontor_title_end_page_parent_class)->dispose (object);
}

static void
kontor_title_end_page_class_init (KontorTitleEndPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = kontor_title_end_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "title-end.export", "b", export_action);
}

static void
kontor_title_end_page_init (KontorTitleEndPage *self)
{
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->stack, score_view (self), "score");
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));
}

GtkWidget *
kontor_title_end_page_new (void)
{
  return g_object_new (KONTOR_TYPE_TITLE_END_PAGE, NULL);
}
