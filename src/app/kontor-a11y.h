/* kontor-a11y.h: what GTK 4.8 and libadwaita 1.2 do not do for a screen
 * reader by themselves (docs/accessibility.md). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names without mnemonic underscores: on every GtkButton under root (root
 * included) whose label uses an underline, resets the accessible label
 * property GTK 4.8 fills with the raw label ("_Hire"), so that the name is
 * the label as shown ("Hire"); again whenever the label changes. */
void kontor_a11y_fix_mnemonics (GtkWidget *root);

/* Names a widget GTK leaves nameless. */
void kontor_a11y_set_label (GtkWidget *widget, const char *label);

/* Names the parts libadwaita 1.2's AdwComboRow and GTK 4.8's GtkDropDown
 * build themselves (their list view, list items and toggle button), with
 * name (NULL: the row's title, whatever it becomes). */
void kontor_a11y_name_inner_lists (GtkWidget *root, const char *name);

/* Every time the window is shown: its mnemonic names fixed (dialogs build
 * their response buttons before), the shortcuts window's search named. */
void kontor_a11y_watch_window (GtkWindow *window);

/* Names every GtkListBox under root (AdwPreferencesGroup's own list too). */
void kontor_a11y_label_lists (GtkWidget *root, const char *name);

/* Calls func (object) once the main loop is idle (after the layout), if object
 * still exists then: no reference is held meanwhile (a window kept alive
 * past its parent would be disposed too late). */
void kontor_a11y_idle (gpointer object, void (*func) (gpointer object));

/* The cells of the GtkFlowBoxes under root (root included) that hold one
 * control each: not focusable themselves (the focus goes straight to the
 * named control), sensitive and visible only while the control is: else
 * GTK 4.8's GtkFlowBox keeps the Tab from leaving past an insensitive or
 * hidden control. */
void kontor_a11y_flow_box_cells (GtkWidget *root);

G_END_DECLS
