/* kontor-hs-warehouses.c: before a game with the physical piles, the
 * markers turned face up on the warehouse spaces (spec §2.4), named one
 * space after the other in fill order on the colour × barrels grid, as the
 * refills are during the game. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-hs-hints.h"
#include "kontor-hs-warehouses.h"

typedef struct {
  GtkWidget *window;
  GtkLabel *ask;
  GtkLabel *so_far;
  GtkWidget *undo;
  GtkWidget *start;
  GtkWidget *buttons[HS_N_KINDS];
  HsSetup setup;               /* the provisional game's: the profile and colours */
  HsPosition pos;              /* its fill order */
  gint8 kinds[HS_MAX_SPACES];
  int n;                       /* named so far */
  KontorHsWarehousesDone done;
  gpointer data;
} Ask;

static int
left_of (Ask *a, int kind)
{
  int left = kontor_hs_kind_count (kind);
  for (int i = 0; i < a->n; i++)
    left -= a->kinds[i] == kind;
  return left;
}

static void
update (Ask *a)
{
  g_autoptr (GString) text = g_string_new (NULL);
  gboolean full = a->n >= a->pos.n_spaces;

  if (full)
    gtk_label_set_label (a->ask, _("Every warehouse space is named. Start the game, or undo the last one."));
  else
    {
      /* Translators: %1$d of %2$d warehouse spaces; %3$s: a city */
      g_autofree char *q = g_strdup_printf (_("Space %1$d of %2$d, in %3$s: which marker lies there?"), a->n + 1,
                                            a->pos.n_spaces, kontor_hs_city_name (&a->setup, a->pos.space_city[a->n]));
      gtk_label_set_label (a->ask, q);
    }
  for (int i = 0; i < a->n; i++)
    {
      g_autofree char *kind = kontor_hs_kind_name (a->kinds[i]);
      g_string_append_printf (text, "%s%s: %s", i ? ", " : "", kontor_hs_city_name (&a->setup, a->pos.space_city[i]), kind);
    }
  gtk_label_set_label (a->so_far, text->str);
  for (int k = 0; k < HS_N_KINDS; k++)
    if (a->buttons[k])
      gtk_widget_set_sensitive (a->buttons[k], !full && left_of (a, k) > 0);
  gtk_widget_set_sensitive (a->undo, a->n > 0);
  gtk_widget_set_sensitive (a->start, full);
  if (full)
    gtk_widget_grab_focus (a->start);
}

static void
on_kind (GtkButton *button, Ask *a)
{
  if (a->n >= a->pos.n_spaces)
    return;
  a->kinds[a->n++] = (gint8) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kontor-kind"));
  update (a);
}

static void
on_undo (GtkButton *button, Ask *a)
{
  if (a->n > 0)
    a->n--;
  update (a);
}

static void
on_start (GtkButton *button, Ask *a)
{
  KontorHsWarehousesDone done = a->done;
  gpointer data = a->data;
  gint8 kinds[HS_MAX_SPACES];
  int n = a->n;
  memcpy (kinds, a->kinds, sizeof kinds);
  gtk_window_destroy (GTK_WINDOW (a->window));   /* frees a */
  done (kinds, n, data);
}

static GtkWidget *
kind_grid (Ask *a)
{
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (int i = 0; i < a->setup.n_goods; i++)
    for (int barrels = 1; barrels <= 3; barrels++)
      {
        int kind = a->setup.goods[i] * 3 + barrels - 1;
        g_autofree char *label = kontor_hs_kind_name (kind);
        g_autofree char *css = g_strdup_printf ("marker-%s", kontor_hs_goods_ids[a->setup.goods[i]]);
        GtkWidget *b = gtk_button_new_with_label (label);
        gtk_widget_add_css_class (b, "marker-choice");
        gtk_widget_add_css_class (b, css);
        g_object_set_data (G_OBJECT (b), "kontor-kind", GINT_TO_POINTER (kind));
        g_signal_connect (b, "clicked", G_CALLBACK (on_kind), a);
        gtk_grid_attach (GTK_GRID (grid), b, barrels - 1, i, 1, 1);
        a->buttons[kind] = b;
      }
  return grid;
}

void
kontor_hs_ask_warehouses (GtkWindow *parent, KontorGame *provisional, KontorHsWarehousesDone done, gpointer data)
{
  Ask *a = g_new0 (Ask, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *intro = gtk_label_new (_("Turn the markers on the warehouse spaces face up and name them here, "
                                      "city by city in the order of the city numbers."));

  memcpy (&a->setup, kontor_game_get_setup (provisional), sizeof a->setup);
  memcpy (&a->pos, kontor_game_get_position (provisional), sizeof a->pos);
  a->done = done;
  a->data = data;
  a->window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (a->window), _("Markers on the Warehouses"));
  gtk_window_set_transient_for (GTK_WINDOW (a->window), parent);
  gtk_window_set_modal (GTK_WINDOW (a->window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (a->window), 560, -1);
  g_object_set_data_full (G_OBJECT (a->window), "kontor-ask", a, g_free);
  a->ask = GTK_LABEL (gtk_label_new (NULL));
  a->so_far = GTK_LABEL (gtk_label_new (NULL));
  a->undo = gtk_button_new_with_mnemonic (_("_Undo the Last"));
  a->start = gtk_button_new_with_mnemonic (_("_Start the Game"));
  gtk_widget_add_css_class (a->start, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), a->undo);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), a->start);
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_label_set_wrap (a->ask, TRUE);
  gtk_label_set_xalign (a->ask, 0);
  gtk_widget_add_css_class (GTK_WIDGET (a->ask), "heading");
  gtk_label_set_wrap (a->so_far, TRUE);
  gtk_label_set_xalign (a->so_far, 0);
  gtk_widget_add_css_class (GTK_WIDGET (a->so_far), "dim-label");
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_box_append (GTK_BOX (box), intro);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->ask));
  gtk_box_append (GTK_BOX (box), kind_grid (a));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->so_far));
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), box);
  adw_window_set_content (ADW_WINDOW (a->window), content);
  {
    /* Escape closes it, as the other windows of the setup (the game does not start) */
    GtkEventController *keys = gtk_shortcut_controller_new ();
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (a->window, keys);
  }
  g_signal_connect (a->undo, "clicked", G_CALLBACK (on_undo), a);
  g_signal_connect (a->start, "clicked", G_CALLBACK (on_start), a);
  update (a);
  kontor_a11y_watch_window (GTK_WINDOW (a->window));
  gtk_window_present (GTK_WINDOW (a->window));
}
