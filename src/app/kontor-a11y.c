/* kontor-a11y.c: names for a screen reader that GTK 4.8 and libadwaita 1.2
 * do not give by themselves (docs/accessibility.md, issue 26). */
#include "config.h"

#include <adwaita.h>

#include "kontor-a11y.h"

/* ---------------------------------------------------------------- later */

typedef struct {
  GWeakRef ref;
  void (*func) (gpointer object);
} Later;

static gboolean
later_run (gpointer data)
{
  Later *l = data;
  GObject *object = g_weak_ref_get (&l->ref);
  if (object)
    {
      l->func (object);
      g_object_unref (object);
    }
  return G_SOURCE_REMOVE;
}

static void
later_free (gpointer data)
{
  Later *l = data;
  g_weak_ref_clear (&l->ref);
  g_free (l);
}

void
kontor_a11y_idle (gpointer object, void (*func) (gpointer object))
{
  Later *l = g_new0 (Later, 1);
  g_weak_ref_init (&l->ref, object);
  l->func = func;
  g_idle_add_full (G_PRIORITY_LOW, later_run, l, later_free);
}

/* ---------------------------------------------------------------- mnemonics */

/* GTK 4.8's GtkButton copies its raw label ("_Hire") into the accessible
 * label property and adds its mnemonic label as labelled-by: a screen reader
 * hears "_Hire Hire".  Without the property the name is the shown "Hire". */
static void
reset_button_label (GtkWidget *button)
{
  if (gtk_button_get_use_underline (GTK_BUTTON (button)) && gtk_button_get_label (GTK_BUTTON (button)))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
on_button_label (GtkWidget *button, GParamSpec *pspec, gpointer data)
{
  reset_button_label (button);
}

void
kontor_a11y_fix_mnemonics (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_BUTTON (root))
    {
      if (!g_object_get_data (G_OBJECT (root), "kontor-a11y-mnemonic"))
        {
          g_object_set_data (G_OBJECT (root), "kontor-a11y-mnemonic", GINT_TO_POINTER (1));
          /* after GtkButton's own handler: gtk_button_set_label sets the property again */
          g_signal_connect_after (root, "notify::label", G_CALLBACK (on_button_label), NULL);
          g_signal_connect_after (root, "notify::use-underline", G_CALLBACK (on_button_label), NULL);
        }
      reset_button_label (root);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    kontor_a11y_fix_mnemonics (c);
}

void
kontor_a11y_set_label (GtkWidget *widget, const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ---------------------------------------------------------------- lists inside combo rows, drop-downs */

/* The text a list item shows: its first label's. */
static const char *
first_label_text (GtkWidget *w)
{
  if (GTK_IS_LABEL (w))
    {
      const char *t = gtk_label_get_text (GTK_LABEL (w));
      return t && *t ? t : NULL;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *t = first_label_text (c);
      if (t)
        return t;
    }
  return NULL;
}

static void name_inner (GtkWidget *w, const char *name);

/* The name given, or the row's title (it changes with the board). */
static const char *
inner_name (GtkWidget *root)
{
  const char *name = g_object_get_data (G_OBJECT (root), "kontor-a11y-inner-name");
  if (*name == '\0' && ADW_IS_PREFERENCES_ROW (root))
    name = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root));
  return name ? name : "";
}

static void
rename_later (gpointer data)
{
  GtkWidget *root = data;
  g_object_set_data (G_OBJECT (root), "kontor-a11y-idle", NULL);
  name_inner (root, inner_name (root));
}

/* After the list has laid out its items (they are made and rebound when it is
 * allocated), name them. */
static void
schedule (GtkWidget *root)
{
  if (g_object_get_data (G_OBJECT (root), "kontor-a11y-idle"))
    return;
  g_object_set_data (G_OBJECT (root), "kontor-a11y-idle", GINT_TO_POINTER (1));
  kontor_a11y_idle (root, rename_later);
}

static void
on_changed (GObject *object, GParamSpec *pspec, gpointer root)
{
  schedule (root);
}

static void
on_map (GtkWidget *w, gpointer root)
{
  schedule (root);
}

static void
name_inner (GtkWidget *w, const char *name)
{
  const char *type = G_OBJECT_TYPE_NAME (w);

  if (g_str_equal (type, "GtkListItemWidget"))
    {
      const char *t = first_label_text (w);
      kontor_a11y_set_label (w, t ? t : name);
    }
  else if (GTK_IS_LIST_VIEW (w))
    kontor_a11y_set_label (w, name);
  else if (GTK_IS_TOGGLE_BUTTON (w) && GTK_IS_DROP_DOWN (gtk_widget_get_parent (w)))
    kontor_a11y_set_label (w, name);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    name_inner (c, name);
}

static void
watch (GtkWidget *w, GtkWidget *root)
{
  if (GTK_IS_LIST_VIEW (w) || GTK_IS_POPOVER (w))
    g_signal_connect_object (w, "map", G_CALLBACK (on_map), root, 0);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    watch (c, root);
}

void
kontor_a11y_name_inner_lists (GtkWidget *root, const char *name)
{
  gboolean first = g_object_get_data (G_OBJECT (root), "kontor-a11y-inner-name") == NULL;

  g_object_set_data_full (G_OBJECT (root), "kontor-a11y-inner-name", g_strdup (name ? name : ""), g_free);
  if (first)
    {
      g_signal_connect (root, "notify::selected", G_CALLBACK (on_changed), root);
      g_signal_connect (root, "notify::model", G_CALLBACK (on_changed), root);
      g_signal_connect (root, "map", G_CALLBACK (on_map), root);
      if (ADW_IS_PREFERENCES_ROW (root))
        g_signal_connect (root, "notify::title", G_CALLBACK (on_changed), root);
      watch (root, root);
    }
  name_inner (root, inner_name (root));
  schedule (root);
}

/* ---------------------------------------------------------------- windows */

/* GTK 4.8's GtkShortcutsWindow has an unnamed search button (an icon). */
static void
name_search_buttons (GtkWidget *w)
{
  if (GTK_IS_TOGGLE_BUTTON (w) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (w)), "edit-find-symbolic") == 0)
    kontor_a11y_set_label (w, g_dgettext ("gtk40", "Search Shortcuts"));   /* GTK's own words, GTK's translation */
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    name_search_buttons (c);
}

static void
on_window_show (GtkWidget *window, gpointer data)
{
  kontor_a11y_fix_mnemonics (window);
  if (GTK_IS_SHORTCUTS_WINDOW (window))
    name_search_buttons (window);
}

void
kontor_a11y_watch_window (GtkWindow *window)
{
  if (window == NULL || g_object_get_data (G_OBJECT (window), "kontor-a11y-window"))
    return;
  g_object_set_data (G_OBJECT (window), "kontor-a11y-window", GINT_TO_POINTER (1));
  g_signal_connect (window, "show", G_CALLBACK (on_window_show), NULL);
  if (gtk_widget_get_visible (GTK_WIDGET (window)))
    on_window_show (GTK_WIDGET (window), NULL);
}

void
kontor_a11y_label_lists (GtkWidget *root, const char *name)
{
  if (GTK_IS_LIST_BOX (root))
    kontor_a11y_set_label (root, name);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    kontor_a11y_label_lists (c, name);
}

/* ---------------------------------------------------------------- flow boxes */

/* GTK 4.8's GtkFlowBox takes a Tab into its next cell that is visible and
 * sensitive, and when the cell's control cannot take the focus (insensitive,
 * hidden) it still says the focus moved: the Tab stays where it was. */
void
kontor_a11y_flow_box_cells (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_FLOW_BOX_CHILD (root))
    {
      GtkWidget *control = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (root));
      gtk_widget_set_focusable (root, FALSE);   /* the control is, named */
      if (control && !g_object_get_data (G_OBJECT (root), "kontor-a11y-cell"))
        {
          g_object_set_data (G_OBJECT (root), "kontor-a11y-cell", GINT_TO_POINTER (1));
          g_object_bind_property (control, "sensitive", root, "sensitive", G_BINDING_SYNC_CREATE);
          g_object_bind_property (control, "visible", root, "visible", G_BINDING_SYNC_CREATE);
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    kontor_a11y_flow_box_cells (c);
}
