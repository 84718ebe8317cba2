/* kontor-rules-window.c: the rules reference, a section list beside the
 * section shown; every section's row is named for screen readers. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-rules.h"
#include "kontor-rules-window.h"

struct _KontorRulesWindow
{
  AdwWindow parent_instance;
  GtkStack *stack;
  GtkWidget *sidebar;
};

G_DEFINE_FINAL_TYPE (KontorRulesWindow, kontor_rules_window, ADW_TYPE_WINDOW)

static void
on_row_selected (GtkListBox *box, GtkListBoxRow *row, KontorRulesWindow *self)
{
  guint n;
  const KontorRulesSection *sections = kontor_rules_sections (&n);
  int i = row ? gtk_list_box_row_get_index (row) : -1;
  if (i >= 0 && (guint) i < n)
    gtk_stack_set_visible_child_name (self->stack, sections[i].id);
}

static void
kontor_rules_window_class_init (KontorRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorRulesWindow, sidebar);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kontor_rules_window_init (KontorRulesWindow *self)
{
  guint n;
  const KontorRulesSection *sections = kontor_rules_sections (&n);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *title = gtk_label_new (_(sections[i].title));
      GtkWidget *body = gtk_label_new (_(sections[i].body));
      gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, _(sections[i].title), -1);
      gtk_widget_add_css_class (title, "title-2");
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_xalign (GTK_LABEL (body), 0);
      gtk_label_set_wrap (GTK_LABEL (body), TRUE);
      gtk_label_set_selectable (GTK_LABEL (body), FALSE);
      gtk_label_set_max_width_chars (GTK_LABEL (body), 80);
      gtk_widget_set_margin_start (box, 24);
      gtk_widget_set_margin_end (box, 24);
      gtk_widget_set_margin_top (box, 18);
      gtk_widget_set_margin_bottom (box, 18);
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), body);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
      gtk_stack_add_titled (self->stack, scroller, sections[i].id, _(sections[i].title));
      {
        GtkWidget *label = gtk_label_new (_(sections[i].title));
        GtkWidget *row = gtk_list_box_row_new ();
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, _(sections[i].title), -1);
        gtk_list_box_append (GTK_LIST_BOX (self->sidebar), row);
      }
    }
  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (on_row_selected), self);
  gtk_list_box_select_row (GTK_LIST_BOX (self->sidebar), gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->sidebar), 0));
}

KontorRulesWindow *
kontor_rules_window_new (GtkWindow *parent)
{
  return g_object_new (KONTOR_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
}

void
kontor_rules_window_show_section (KontorRulesWindow *self, const char *id)
{
  guint n;
  const KontorRulesSection *sections = kontor_rules_sections (&n);
  for (guint i = 0; id && i < n; i++)
    if (g_str_equal (sections[i].id, id))
      gtk_list_box_select_row (GTK_LIST_BOX (self->sidebar),
                               gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->sidebar), (int) i));
}

const char *
kontor_rules_window_get_section (KontorRulesWindow *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}
