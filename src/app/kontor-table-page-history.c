/* kontor-table-page-history.c: the history in the panel, newest first,
 * grouped by turn under a heading in the player's colour ("Turn 7 · Ana");
 * each row has a stripe in the colour of the one who entered it.  A click
 * on a row looks back at the board after that entry (the table's review);
 * the row looked at is marked.
 *
 * A row is a GtkListBoxRow holding a horizontal box: the entry's text, then
 * room for more (history_row_new adds the label; an entry's own buttons or
 * menu go after it).  The row keeps its KontorHistoryEntry as "entry". */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-table-page-private.h"

/* The entry's action in the record (Hansa Teutonica's KontorAction). */
static const KontorAction *
action_at (KontorTablePage *self, guint index)
{
  if (self->game == NULL || index >= kontor_game_get_n_actions (self->game))
    return NULL;
  return kontor_game_get_action (self->game, index);
}

/* Whether entry index is the first of a turn: the previous turn ended
 * (its end, then the markers drawn at its end, belong to it). */
static gboolean
starts_turn (KontorTablePage *self, guint index)
{
  const KontorAction *a = action_at (self, index), *before;
  if (index == 0)
    return TRUE;
  before = action_at (self, index - 1);
  if (a == NULL || before == NULL)
    return FALSE;
  return (before->what == KONTOR_DO_END_TURN || before->what == KONTOR_DO_PLACE_BONUS)
         && a->what != KONTOR_DO_PLACE_BONUS;
}

/* The turn entry index belongs to (the game's turn counter) and its first entry. */
static int
turn_of (KontorTablePage *self, guint index, guint *first)
{
  int turn = 0;
  *first = 0;
  for (guint i = 0; i <= index; i++)
    if (starts_turn (self, i))
      {
        turn++;
        *first = i;
      }
  return turn;
}

static const char *
color_id_of (KontorTablePage *self, int seat)
{
  const KontorPosition *pos = kontor_game_get_position (self->game);
  if (seat == KONTOR_NEUTRAL)
    return "neutral";
  if (seat < 0 || seat >= pos->n_players)
    return NULL;
  return kontor_color_id (pos->colors[seat]);
}

static KontorHistoryEntry *
entry_of (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "entry");
}

static GtkWidget *
turn_header (KontorTablePage *self, guint index)
{
  guint first;
  int turn = turn_of (self, index, &first);
  GListModel *history = kontor_table_get_history (self->table);
  g_autoptr (KontorHistoryEntry) start = g_list_model_get_item (history, g_list_model_get_n_items (history) - 1 - first);
  int seat = start ? kontor_history_entry_get_seat (start) : -1;
  const char *color = color_id_of (self, seat);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_label_new (" ");
  /* Translators: a heading in the history: the turn's number and its player */
  g_autofree char *text = g_strdup_printf (_("Turn %d · %s"), turn,
                                           seat == KONTOR_NEUTRAL ? kontor_color_name (KONTOR_COLOR_NEUTRAL)
                                           : seat >= 0 ? kontor_game_get_player_name (self->game, seat) : "");
  GtkWidget *label = gtk_label_new (text);
  g_autofree char *css = g_strdup_printf ("player-%s", color ? color : "neutral");

  gtk_widget_add_css_class (box, "turn-header");
  gtk_widget_add_css_class (swatch, "swatch");
  gtk_widget_add_css_class (swatch, css);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* Newest first: a heading above the newest entry of each turn. */
static void
header_func (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  KontorTablePage *self = data;
  KontorHistoryEntry *e = entry_of (row), *newer = before ? entry_of (before) : NULL;
  gboolean wanted = e && (newer == NULL || starts_turn (self, kontor_history_entry_get_index (newer)));
  GtkWidget *header = gtk_list_box_row_get_header (row);

  guint first;
  int turn;

  if (!wanted)
    {
      if (header)
        gtk_list_box_row_set_header (row, NULL);
      return;
    }
  turn = turn_of (self, kontor_history_entry_get_index (e), &first);
  if (header && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (header), "turn")) == turn
      && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (header), "first")) == first)
    return;   /* the same heading: kept */
  header = turn_header (self, kontor_history_entry_get_index (e));
  g_object_set_data (G_OBJECT (header), "turn", GINT_TO_POINTER (turn));
  g_object_set_data (G_OBJECT (header), "first", GUINT_TO_POINTER (first));
  gtk_list_box_row_set_header (row, header);
}

static GtkWidget *
history_row_new (gpointer item, gpointer data)
{
  KontorTablePage *self = data;
  KontorHistoryEntry *e = item;
  g_autofree char *numbered = g_strdup_printf ("%u. %s", kontor_history_entry_get_index (e) + 1,
                                               kontor_history_entry_get_text (e));
  const char *color = color_id_of (self, kontor_history_entry_get_seat (e));
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (numbered);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (box, "history-row");
  if (color)
    {
      g_autofree char *css = g_strdup_printf ("player-%s", color);
      gtk_widget_add_css_class (box, css);
    }
  if (kontor_history_entry_get_undone (e) || kontor_history_entry_get_waiting (e))
    gtk_widget_add_css_class (label, "dim-label");   /* undone (can be redone), or waiting after a correction */
  if (kontor_history_entry_get_attention (e))
    {
      /* Translators: under a history entry that no longer fits after a correction: the rule it breaks */
      g_autofree char *why = g_strdup_printf (_("Needs attention: %s"), kontor_history_entry_get_attention (e));
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *note = gtk_label_new (why);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_widget_add_css_class (note, "error");
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_set_hexpand (column, TRUE);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), note);
      gtk_box_append (GTK_BOX (box), column);
    }
  else
    gtk_box_append (GTK_BOX (box), label);
  {
    GtkWidget *menu = kontor_table_page_fix_menu_button (self, e);
    if (menu)
      gtk_box_append (GTK_BOX (box), menu);
  }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (e), g_object_unref);
  if (kontor_history_entry_get_attention (e))
    {
      /* Translators: a history row read aloud: the entry, then the rule it breaks after a correction */
      g_autofree char *spoken = g_strdup_printf (_("%s. Needs attention: %s"), numbered, kontor_history_entry_get_attention (e));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }
  else if (kontor_history_entry_get_waiting (e))
    {
      /* Translators: a history row read aloud: an entry kept after a correction, waiting behind one that no longer fits */
      g_autofree char *spoken = g_strdup_printf (_("%s (waiting)"), numbered);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, numbered, -1);
  return row;
}

static void
on_history_row (GtkListBox *list, GtkListBoxRow *row, KontorTablePage *self)
{
  KontorHistoryEntry *e = entry_of (row);
  if (e && self->table)
    kontor_table_review (self->table, kontor_history_entry_get_index (e) + 1);
}

/* The list box itself heads a new, undone or redone entry and the row below
 * it; a change further down (a correction of the past) can renumber the
 * turns above it: all headings again. */
static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, KontorTablePage *self)
{
  if (position > 0)
    gtk_list_box_invalidate_headers (self->history_list);
}

/* Once, when the page is made: the headings and the clicks. */
void
kontor_table_page_init_history (KontorTablePage *self)
{
  gtk_list_box_set_header_func (self->history_list, header_func, self, NULL);
  g_signal_connect (self->history_list, "row-activated", G_CALLBACK (on_history_row), self);
}

/* For each game: its history. */
void
kontor_table_page_bind_history (KontorTablePage *self)
{
  GListModel *history = kontor_table_get_history (self->table);
  gtk_list_box_bind_model (self->history_list, history, history_row_new, self, NULL);
  g_signal_connect_object (history, "items-changed", G_CALLBACK (on_items_changed), self, G_CONNECT_AFTER);
}

/* The row looked back at is marked (and the one marked before is not). */
void
kontor_table_page_update_history (KontorTablePage *self)
{
  guint review = kontor_table_get_review (self->table);
  GtkWidget *marked = g_object_get_data (G_OBJECT (self->history_list), "marked");
  GtkListBoxRow *row = NULL;

  if (review != G_MAXUINT)
    {
      /* newest first: entry review - 1 is row n - review */
      guint n = g_list_model_get_n_items (kontor_table_get_history (self->table));
      row = review <= n ? gtk_list_box_get_row_at_index (self->history_list, (int) (n - review)) : NULL;
    }
  if (marked && marked != GTK_WIDGET (row) && gtk_widget_get_parent (marked) == GTK_WIDGET (self->history_list))
    gtk_widget_remove_css_class (marked, "reviewed");
  if (row)
    gtk_widget_add_css_class (GTK_WIDGET (row), "reviewed");
  g_object_set_data_full (G_OBJECT (self->history_list), "marked", row ? g_object_ref (row) : NULL,
                          row ? g_object_unref : NULL);
}
