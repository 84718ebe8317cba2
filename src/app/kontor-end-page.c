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
  GtkWidget *green_box;
  GtkListBox *green_list;
  /* per green city (board green_index): the box of its added offices */
  GtkWidget *green_offices[KONTOR_MAX_GREEN];

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

/* ------------------------------------------------------------ green cities */

static void fill_green_city (KontorEndPage *self, int city, int focus);
static void change_green (KontorEndPage *self, int city, int office, gboolean from_panel);

static void
on_green_button (GtkButton *button, KontorEndPage *self)
{
  int city = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "city"));
  int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "office"));
  change_green (self, city, k, TRUE);
}

/* The offices built in a green city (expansions §17.11: left to right, any
 * number): a button per office, the owner's colour and name, then "+".
 * focus: the office (or n_added: the "+") that keeps the keyboard focus, -1 none. */
static void
fill_green_city (KontorEndPage *self, int city, int focus)
{
  const KontorPosition *pos = &self->end.pos;
  const KontorCity *c = &pos->board->cities[city];
  int g = c->green_index;
  GtkWidget *box = self->green_offices[g], *child, *focused = NULL, *add;
  g_autofree char *add_label = g_strdup_printf (_("Add an office in %s"), c->name);

  while ((child = gtk_widget_get_first_child (box)))
    gtk_box_remove (GTK_BOX (box), child);
  for (int k = 0; k < pos->n_added[g]; k++)
    {
      const KontorPiece *piece = &pos->added[g][k];
      const char *owner = piece->owner >= 0 && piece->owner < pos->n_players ? self->end.names[piece->owner] : "";
      GtkWidget *button = gtk_button_new ();
      GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *swatch = gtk_label_new (" ");
      GtkWidget *name = gtk_label_new (owner);
      g_autofree char *a11y = g_strdup_printf (_("Office %d in %s: %s"), k + 1, c->name, owner);
      if (piece->owner >= 0 && piece->owner < pos->n_players)
        {
          g_autofree char *css = g_strdup_printf ("player-%s", kontor_color_id (pos->colors[piece->owner]));
          gtk_widget_add_css_class (swatch, css);
        }
      gtk_widget_add_css_class (swatch, "swatch");
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 6);
      gtk_box_append (GTK_BOX (inner), swatch);
      gtk_box_append (GTK_BOX (inner), name);
      gtk_button_set_child (GTK_BUTTON (button), inner);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _("Gives the office to the next player; after the last player it is removed."), -1);
      gtk_widget_set_tooltip_text (button, a11y);
      g_object_set_data (G_OBJECT (button), "city", GINT_TO_POINTER (city));
      g_object_set_data (G_OBJECT (button), "office", GINT_TO_POINTER (k));
      g_signal_connect (button, "clicked", G_CALLBACK (on_green_button), self);
      gtk_box_append (GTK_BOX (box), button);
      if (k == focus)
        focused = button;
    }
  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, add_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (add), GTK_ACCESSIBLE_PROPERTY_LABEL, add_label, -1);
  g_object_set_data (G_OBJECT (add), "city", GINT_TO_POINTER (city));
  g_object_set_data (G_OBJECT (add), "office", GINT_TO_POINTER (pos->n_added[g]));
  g_signal_connect (add, "clicked", G_CALLBACK (on_green_button), self);
  gtk_widget_set_sensitive (add, pos->n_added[g] < KONTOR_MAX_ADDED);
  gtk_box_append (GTK_BOX (box), add);
  if (focus >= 0 && focused == NULL)
    focused = add;
  if (focused)
    gtk_widget_grab_focus (focused);
}

/* A row per green city of the board (East: Belgard, Waren, Dresden). */
static void
rebuild_green (KontorEndPage *self)
{
  const KontorBoard *b = self->end.pos.board;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->green_list))))
    gtk_list_box_remove (self->green_list, child);
  memset (self->green_offices, 0, sizeof self->green_offices);
  gtk_widget_set_visible (self->green_box, b->n_green > 0);
  for (int c = 0; c < b->n_cities; c++)
    if (b->cities[c].green && b->cities[c].green_index >= 0)
      {
        GtkWidget *row = adw_action_row_new ();
        GtkWidget *offices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), b->cities[c].name);
        gtk_widget_set_valign (offices, GTK_ALIGN_CENTER);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), offices);
        gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
        gtk_widget_set_focusable (row, FALSE);
        gtk_list_box_append (self->green_list, row);
        self->green_offices[b->cities[c].green_index] = offices;
        fill_green_city (self, c, -1);
      }
}

void
kontor_end_page_click_green (KontorEndPage *self, int city, int office)
{
  change_green (self, city, office, FALSE);
}

/* from_panel: the panel's button was pressed, the focus stays on that office */
static void
change_green (KontorEndPage *self, int city, int office, gboolean from_panel)
{
  KontorPosition *pos = &self->end.pos;
  int g;

  g_return_if_fail (city >= 0 && city < pos->board->n_cities);
  g = pos->board->cities[city].green_index;
  g_return_if_fail (g >= 0 && office >= 0 && office <= pos->n_added[g]);
  if (office == pos->n_added[g])
    {
      /* a new office on the right: the first player's, a trader */
      if (pos->n_added[g] >= KONTOR_MAX_ADDED)
        return;
      pos->added[g][office].owner = 0;
      pos->added[g][office].kind = KONTOR_PIECE_TRADER;
      pos->n_added[g]++;
    }
  else if (pos->added[g][office].owner + 1 < pos->n_players)
    pos->added[g][office].owner++;
  else
    {
      /* past the last player: the office goes away, the others close up */
      memmove (&pos->added[g][office], &pos->added[g][office + 1],
               (pos->n_added[g] - office - 1) * sizeof (KontorPiece));
      pos->n_added[g]--;
    }
  fill_green_city (self, city, from_panel ? office : -1);
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
kontor_end_page_click_office (KontorEndPage *self, int city, int office)
{
  /* a green city has no printed slots: office >= 0 is an added office (the
   * board's placeholder right of them adds one) */
  if (city >= 0 && city < self->end.pos.board->n_cities && office >= 0
      && self->end.pos.board->cities[city].green_index >= 0)
    {
      if (office <= self->end.pos.n_added[self->end.pos.board->cities[city].green_index])
        kontor_end_page_click_green (self, city, office);
      return;
    }
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
  rebuild_green (self);
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
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, green_box);
  gtk_widget_class_bind_template_child (widget_class, KontorEndPage, green_list);
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
