/* kontor-rules-window.c: the rules reference, a section list beside the
 * section shown; every section's row is named for screen readers.  It shows
 * Hansa Teutonica's sections (kontor-rules.c) unless a title's own are set. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-rules.h"
#include "kontor-rules-window.h"

struct _KontorRulesWindow
{
  AdwWindow parent_instance;
  GtkStack *stack;
  GtkWidget *sidebar;
  AdwWindowTitle *window_title;
  const KontorRulesSection *sections;   /* static, owned by the title */
  guint n_sections;
  gboolean rebuilding;
};

G_DEFINE_FINAL_TYPE (KontorRulesWindow, kontor_rules_window, ADW_TYPE_WINDOW)

static void
on_row_selected (GtkListBox *box, GtkListBoxRow *row, KontorRulesWindow *self)
{
  int i = row ? gtk_list_box_row_get_index (row) : -1;
  if (!self->rebuilding && i >= 0 && (guint) i < self->n_sections)
    gtk_stack_set_visible_child_name (self->stack, self->sections[i].id);
}

static void
select_index (KontorRulesWindow *self, guint i)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->sidebar), (int) i);
  if (row == NULL)
    return;
  gtk_list_box_select_row (GTK_LIST_BOX (self->sidebar), row);
  /* also when the row was selected already */
  gtk_stack_set_visible_child_name (self->stack, self->sections[i].id);
}

/* The index of the section id, or -1. */
static int
find_section (KontorRulesWindow *self, const char *id)
{
  for (guint i = 0; id && i < self->n_sections; i++)
    if (g_strcmp0 (self->sections[i].id, id) == 0)
      return (int) i;
  return -1;
}

static void
add_section (KontorRulesWindow *self, const KontorRulesSection *section)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_(section->title));
  GtkWidget *body = gtk_label_new (_(section->body));
  GtkWidget *label = gtk_label_new (_(section->title));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, _(section->title), -1);
  gtk_widget_add_css_class (title, "title-2");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
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
  gtk_stack_add_titled (self->stack, scroller, section->id, _(section->title));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, _(section->title), -1);
  gtk_list_box_append (GTK_LIST_BOX (self->sidebar), row);
}

/* Drops the shown sections and adds the current ones; shows the section
 * called keep when there is one, otherwise the first. */
static void
rebuild (KontorRulesWindow *self, const char *keep)
{
  GtkWidget *child;
  int i;

  self->rebuilding = TRUE;
  gtk_list_box_unselect_all (GTK_LIST_BOX (self->sidebar));
  while ((child = gtk_widget_get_first_child (self->sidebar)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->sidebar), child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stack))) != NULL)
    gtk_stack_remove (self->stack, child);
  for (guint s = 0; s < self->n_sections; s++)
    add_section (self, &self->sections[s]);
  self->rebuilding = FALSE;

  i = find_section (self, keep);
  select_index (self, i >= 0 ? (guint) i : 0);
}

static void
kontor_rules_window_class_init (KontorRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, KontorRulesWindow, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kontor_rules_window_init (KontorRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sections = kontor_rules_sections (&self->n_sections);
  g_signal_connect (self->sidebar, "row-selected", G_CALLBACK (on_row_selected), self);
  rebuild (self, NULL);
}

KontorRulesWindow *
kontor_rules_window_new (GtkWindow *parent)
{
  return g_object_new (KONTOR_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
}

/* An id the sections lack shows the first section; NULL changes nothing. */
void
kontor_rules_window_show_section (KontorRulesWindow *self, const char *id)
{
  int i;

  g_return_if_fail (KONTOR_IS_RULES_WINDOW (self));
  if (id == NULL)
    return;
  i = find_section (self, id);
  select_index (self, i >= 0 ? (guint) i : 0);
}

const char *
kontor_rules_window_get_section (KontorRulesWindow *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}

void
kontor_rules_window_set_sections (KontorRulesWindow *self, const KontorRulesSection *sections, guint n)
{
  g_autofree char *shown = NULL;
  gboolean own = sections != NULL && n > 0;

  g_return_if_fail (KONTOR_IS_RULES_WINDOW (self));
  if (!own)
    sections = kontor_rules_sections (&n);
  if (sections == self->sections && n == self->n_sections)
    return;
  shown = g_strdup (kontor_rules_window_get_section (self));
  self->sections = sections;
  self->n_sections = n;
  rebuild (self, shown);
  kontor_rules_window_set_heading (self, NULL);
}

void
kontor_rules_window_set_heading (KontorRulesWindow *self, const char *heading)
{
  const char *text;
  guint n;

  g_return_if_fail (KONTOR_IS_RULES_WINDOW (self));
  if (heading)
    text = heading;
  else if (self->sections == kontor_rules_sections (&n))
    /* Translators: the title of the rules window while a game of Hansa Teutonica (or none) is at the table */
    text = _("Rules of Hansa Teutonica");
  else
    /* Translators: the title of the rules window while another game than Hansa Teutonica is at the table */
    text = _("Rules of the Game");
  gtk_window_set_title (GTK_WINDOW (self), text);
  adw_window_title_set_title (self->window_title, text);
}
