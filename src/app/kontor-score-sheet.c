/* kontor-score-sheet.c: a title's score sheet from its score output. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-export.h"
#include "kontor-score-sheet.h"

struct _KontorScoreSheet
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *title;
  GtkGrid *grid;
  GtkLabel *notes;
};

G_DEFINE_FINAL_TYPE (KontorScoreSheet, kontor_score_sheet, GTK_TYPE_WIDGET)

static GtkWidget *
cell (const char *text, gboolean strong)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  if (strong)
    gtk_widget_add_css_class (l, "total");
  return l;
}

static gboolean
row_is_empty (JsonArray *players, const char *field)
{
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *n = json_object_get_member (json_array_get_object_element (players, i), field);
      if (n && JSON_NODE_HOLDS_VALUE (n)
          && (json_node_get_value_type (n) == G_TYPE_BOOLEAN ? json_node_get_boolean (n) : json_node_get_int (n) != 0))
        return FALSE;
    }
  return TRUE;
}

static void
fill_grid (KontorScoreSheet *self, const KontorTitleView *view, JsonArray *players)
{
  GtkWidget *child;
  int row = 1;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))))
    gtk_grid_remove (self->grid, child);
  for (guint i = 0; i < json_array_get_length (players); i++)
    gtk_grid_attach (self->grid,
                     cell (json_object_get_string_member_with_default (json_array_get_object_element (players, i), "name", ""), TRUE),
                     (int) i + 1, 0, 1, 1);
  for (const KontorScoreRow *r = view->score_rows; r && r->field; r++)
    {
      if (r->optional && row_is_empty (players, r->field))
        continue;
      gtk_grid_attach (self->grid, cell (_(r->label), r->total), 0, row, 1, 1);
      for (guint i = 0; i < json_array_get_length (players); i++)
        {
          JsonObject *p = json_array_get_object_element (players, i);
          JsonNode *n = json_object_get_member (p, r->field);
          /* a yes/no line (Marco Polo's Tablet) as a mark, numbers as they are */
          g_autofree char *v = n && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN
                               ? g_strdup (json_node_get_boolean (n) ? "✓" : "–")
                               : g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member_with_default (p, r->field, 0));
          gtk_grid_attach (self->grid, cell (v, r->total), (int) i + 1, row, 1, 1);
        }
      row++;
    }
}

void
kontor_score_sheet_set_score (KontorScoreSheet *self, const KontorTitleView *view, JsonObject *score)
{
  JsonArray *players = json_object_get_array_member (score, "players");
  gboolean ended = json_object_get_boolean_member_with_default (score, "ended", FALSE);
  g_autoptr (GString) winners = g_string_new (NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) notes = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (KONTOR_IS_SCORE_SHEET (self) && view != NULL && players != NULL);
  fill_grid (self, view, players);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      if (json_object_get_int_member_with_default (p, "rank", 0) == 1)
        g_string_append_printf (winners, "%s%s", winners->len ? ", " : "",
                                json_object_get_string_member_with_default (p, "name", ""));
    }
  /* Translators: the score sheet's heading; %s: the winners' names */
  title = ended ? g_strdup_printf (_("Final Score · %s wins"), winners->str)
                : g_strdup_printf (_("If the game ended now · %s leads"), winners->str);
  gtk_label_set_label (self->title, title);
  notes = view->score_notes ? view->score_notes (score) : g_ptr_array_new_with_free_func (g_free);
  if (!ended)
    g_string_append (text, _("The game is still running: this is how everyone stands now."));
  for (guint i = 0; i < notes->len; i++)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", (char *) notes->pdata[i]);
  gtk_label_set_label (self->notes, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->notes), text->len > 0);
}

GtkGrid *
kontor_score_sheet_get_grid (KontorScoreSheet *self)
{
  return self->grid;
}

gboolean
kontor_score_sheet_export (KontorScoreSheet *self, const char *path, GError **error)
{
  return kontor_export_widget (self->box, path, error);
}

static void
kontor_score_sheet_dispose (GObject *object)
{
  KontorScoreSheet *self = KONTOR_SCORE_SHEET (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (kontor_score_sheet_parent_class)->dispose (object);
}

static void
kontor_score_sheet_class_init (KontorScoreSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kontor_score_sheet_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
kontor_score_sheet_init (KontorScoreSheet *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->title = GTK_LABEL (gtk_label_new (NULL));
  self->grid = GTK_GRID (gtk_grid_new ());
  self->notes = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "score-grid");
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "card");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score sheet"), -1);
  gtk_label_set_xalign (self->notes, 0);
  gtk_label_set_wrap (self->notes, TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->grid));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->notes));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
kontor_score_sheet_new (void)
{
  return g_object_new (KONTOR_TYPE_SCORE_SHEET, NULL);
}
