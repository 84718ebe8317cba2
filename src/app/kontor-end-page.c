/* kontor-end-page.c */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-board-view.h"
#include "kontor-end-page.h"

/* the number fields of a player's row: prestige, markers, then the tracks */
#define N_FIELDS (2 + KONTOR_N_ABILITIES)

struct _KontorEndPage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;
  GtkWidget *neutral_note;
  KontorBoardView *board;
  GtkGrid *grid;
  GtkLabel *check_label;
  GtkButton *score_button;
  GtkButton *save_button;

  KontorEndPosition end;
  gboolean has_end;
  gboolean updating;
  GtkWidget *spins[KONTOR_MAX_PLAYERS][N_FIELDS];
  GtkWidget *totals[KONTOR_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (KontorEndPage, kontor_end_page, GTK_TYPE_WIDGET)

enum { SHOW_SCORE, SAVE, CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
field_id (int f)
{
  return f == 0 ? "prestige" : f == 1 ? "markers" : kontor_ability_id (f - 2);
}

static const char *
field_name (int f)
{
  return f == 0 ? _("Prestige") : f == 1 ? _("Markers") : kontor_ability_name (f - 2);
}

static void
update (KontorEndPage *self)
{
  KontorPosition *pos = &self->end.pos;
  g_autoptr (GError) error = NULL;
  KontorScore s;

  kontor_board_view_set_position (self->board, pos);
  kontor_score_compute (pos, &s);
  for (int p = 0; p < pos->n_players; p++)
    {
      g_autofree char *total = g_strdup_printf ("%d", s.players[p].total);
      gtk_label_set_label (GTK_LABEL (self->totals[p]), total);
    }
  if (kontor_end_position_validate (&self->end, &error))
    {
      gtk_label_set_label (self->check_label, _("Everything adds up."));
      gtk_widget_remove_css_class (GTK_WIDGET (self->check_label), "error");
      gtk_widget_set_sensitive (GTK_WIDGET (self->score_button), TRUE);
    }
  else
    {
      gtk_label_set_label (self->check_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->check_label), "error");
      gtk_widget_set_sensitive (GTK_WIDGET (self->score_button), FALSE);
    }
}

void
kontor_end_page_click_office (KontorEndPage *self, int city, int office)
{
  kontor_end_position_cycle_office (&self->end, city, office);
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
kontor_end_page_click_table (KontorEndPage *self, int space)
{
  kontor_end_position_cycle_table (&self->end, space);
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_office (KontorBoardView *board, int city, int office, KontorEndPage *self)
{
  kontor_end_page_click_office (self, city, office);
}

static void
on_table (KontorBoardView *board, int space, KontorEndPage *self)
{
  kontor_end_page_click_table (self, space);
}

void
kontor_end_page_set_number (KontorEndPage *self, int player, const char *what, int value)
{
  for (int f = 0; f < N_FIELDS; f++)
    if (g_str_equal (field_id (f), what))
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spins[player][f]), value);
}

static void
on_spin (GtkSpinButton *spin, KontorEndPage *self)
{
  int player = -1, f = -1;
  int v = gtk_spin_button_get_value_as_int (spin);
  KontorPlayerState *ps;

  if (self->updating)
    return;
  /* which player's field it is: its place in the grid of spin buttons */
  for (int p = 0; p < KONTOR_MAX_PLAYERS && player < 0; p++)
    for (int k = 0; k < N_FIELDS; k++)
      if (self->spins[p][k] == GTK_WIDGET (spin))
        player = p, f = k;
  g_return_if_fail (player >= 0);
  ps = &self->end.pos.players[player];
  if (f == 0)
    ps->prestige = v;
  else if (f == 1)
    kontor_end_position_set_markers (&self->end, player, v);
  else
    ps->level[f - 2] = v;
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
rebuild_grid (KontorEndPage *self)
{
  const KontorPosition *pos = &self->end.pos;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))))
    gtk_grid_remove (self->grid, child);
  memset (self->spins, 0, sizeof self->spins);
  for (int f = 0; f < N_FIELDS; f++)
    {
      GtkWidget *l = gtk_label_new (field_name (f));
      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_widget_add_css_class (l, "caption");
      gtk_grid_attach (self->grid, l, 0, f + 1, 1, 1);
    }
  {
    GtkWidget *l = gtk_label_new (_("Total"));
    gtk_label_set_xalign (GTK_LABEL (l), 0);
    gtk_widget_add_css_class (l, "heading");
    gtk_grid_attach (self->grid, l, 0, N_FIELDS + 1, 1, 1);
  }
  self->updating = TRUE;
  for (int p = 0; p < pos->n_players; p++)
    {
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *swatch = gtk_label_new (" ");
      GtkWidget *name = gtk_label_new (self->end.names[p]);
      g_autofree char *css = g_strdup_printf ("player-%s", kontor_color_id (pos->colors[p]));
      gtk_widget_add_css_class (swatch, "swatch");
      gtk_widget_add_css_class (swatch, css);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 8);
      gtk_box_append (GTK_BOX (head), swatch);
      gtk_box_append (GTK_BOX (head), name);
      gtk_grid_attach (self->grid, head, p + 1, 0, 1, 1);
      for (int f = 0; f < N_FIELDS; f++)
        {
          int max = f == 0 ? 200 : f == 1 ? KONTOR_MAX_MARKERS : kontor_ability_max_level (f - 2);
          int value = f == 0 ? pos->players[p].prestige : f == 1 ? self->end.markers[p] : pos->players[p].level[f - 2];
          GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);
          g_autofree char *a11y = g_strdup_printf (_("%s of %s"), field_name (f), self->end.names[p]);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_widget_set_tooltip_text (spin, a11y);
          g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin), self);
          gtk_grid_attach (self->grid, spin, p + 1, f + 1, 1, 1);
          self->spins[p][f] = spin;
        }
      self->totals[p] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->totals[p], "title-3");
      gtk_grid_attach (self->grid, self->totals[p], p + 1, N_FIELDS + 1, 1, 1);
    }
  self->updating = FALSE;
}

void
kontor_end_page_set_end (KontorEndPage *self, const KontorEndPosition *end)
{
  if (self->has_end)
    kontor_end_position_clear (&self->end);
  self->end = *end;
  for (int p = 0; p < KONTOR_MAX_PLAYERS; p++)
    self->end.names[p] = g_strdup (end->names[p]);
  self->has_end = TRUE;
  gtk_widget_set_visible (self->neutral_note, end->pos.neutral);
  rebuild_grid (self);
  update (self);
}

const KontorEndPosition *
kontor_end_page_get_end (KontorEndPage *self)
{
  return &self->end;
}

const char *
kontor_end_page_get_total (KontorEndPage *self, int player)
{
  return gtk_label_get_label (GTK_LABEL (self->totals[player]));
}

const char *
kontor_end_page_get_check (KontorEndPage *self)
{
  return gtk_label_get_label (self->check_label);
}

static void
on_score (GtkButton *button, KontorEndPage *self)
{
  g_signal_emit (self, signals[SHOW_SCORE], 0);
}

static void
on_save (GtkButton *button, KontorEndPage *self)
{
  g_signal_emit (self, signals[SAVE], 0);
}

static void
kontor_end_page_dispose (GObject *object)
{
  KontorEndPage *self = KONTOR_END_PAGE (object);
  if (self->has_end)
    kontor_end_position_clear (&self->end);
  self->has_end = FALSE;
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_END_PAGE);
  G_OBJECT_CLASS (kontor_end_page_parent_class)->dispose (object);
}

static void
kontor_end_page_class_init (KontorEndPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = kontor_end_page_dispose;
  g_type_ensure (KONTOR_TYPE_BOARD_VIEW);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-end-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, root_box);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, neutral_note);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, board);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, grid);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, check_label);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, score_button);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, save_button);
  /* The players want the score sheet of the entered position. */
  signals[SHOW_SCORE] = g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 0);
  /* "Save…" was pressed. */
  /* The table changed the end position (an office, a table space, a number). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 0);
}

static void
kontor_end_page_init (KontorEndPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  kontor_board_view_set_entry_mode (self->board, TRUE);
  g_signal_connect (self->board, "office-activated", G_CALLBACK (on_office), self);
  g_signal_connect (self->board, "table-activated", G_CALLBACK (on_table), self);
  g_signal_connect (self->score_button, "clicked", G_CALLBACK (on_score), self);
  g_signal_connect (self->save_button, "clicked", G_CALLBACK (on_save), self);
}

GtkWidget *
kontor_end_page_new (void)
{
  return g_object_new (KONTOR_TYPE_END_PAGE, NULL);
}
