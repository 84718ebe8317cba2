/* kontor-start-page.c */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-start-page.h"

struct _KontorStartPage
{
  GtkWidget parent_instance;

  AdwStatusPage *status_page;
  GtkFlowBox *buttons_box;
  GtkWidget *games_box;
  GtkListBox *games_list;

  KontorLibrary *library;
  char *description;     /* the welcome, shown while there is no game */
};

G_DEFINE_FINAL_TYPE (KontorStartPage, kontor_start_page, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------ words */

static char *
board_text (const char *board)
{
  /* the board sides of Hansa Teutonica, as the setup page names them */
  if (g_strcmp0 (board, "base-2-3") == 0)
    return g_strdup (_("2–3 players side"));
  if (g_strcmp0 (board, "base-4-5") == 0)
    return g_strdup (_("4–5 players side"));
  if (g_strcmp0 (board, "east") == 0)
    return g_strdup (_("East"));
  if (g_strcmp0 (board, "britannia-3") == 0)
    return g_strdup (_("Britannia, 2–3 players side"));
  if (g_strcmp0 (board, "britannia-4-5") == 0)
    return g_strdup (_("Britannia, 4–5 players side"));
  return g_strdup (board);
}

static char *
when_text (GDateTime *when)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GDateTime) yesterday = g_date_time_add_days (now, -1);
  int y, m, d, ny, nm, nd, yy, ym, yd;

  g_date_time_get_ymd (when, &y, &m, &d);
  g_date_time_get_ymd (now, &ny, &nm, &nd);
  g_date_time_get_ymd (yesterday, &yy, &ym, &yd);
  if (y == ny && m == nm && d == nd)
    /* Translators: when a game was last played, a g_date_time_format() format: %H hour, %M minutes */
    return g_date_time_format (when, _("today at %H:%M"));
  if (y == yy && m == ym && d == yd)
    /* Translators: when a game was last played, a g_date_time_format() format: %H hour, %M minutes */
    return g_date_time_format (when, _("yesterday at %H:%M"));
  if (y == ny)
    /* Translators: when a game was last played, a g_date_time_format() format: %-d day, %B month */
    return g_date_time_format (when, _("%-d %B"));
  /* Translators: when a game was last played, a g_date_time_format() format: %-d day, %B month, %Y year */
  return g_date_time_format (when, _("%-d %B %Y"));
}

static char *
winners_text (KontorLibraryEntry *e, int *n_winners)
{
  GString *out = g_string_new (NULL);
  *n_winners = 0;
  for (int p = 0; p < kontor_library_entry_get_n_players (e); p++)
    if (kontor_library_entry_get_player_won (e, p))
      {
        /* Translators: the separator between player names in the list of games */
        g_string_append_printf (out, "%s%s", *n_winners ? _(", ") : "", kontor_library_entry_get_player_name (e, p));
        (*n_winners)++;
      }
  return g_string_free (out, FALSE);
}

/* Where the game stands: "Turn 7", "Game over: Bo won", … */
static char *
state_text (KontorLibraryEntry *e)
{
  switch (kontor_library_entry_get_kind (e))
    {
    case KONTOR_LIBRARY_KIND_UNREADABLE:
      return g_strdup (kontor_library_entry_get_error (e));
    case KONTOR_LIBRARY_KIND_END_POSITION:
      return g_strdup (_("Scoring a finished game"));
    case KONTOR_LIBRARY_KIND_GAME:
    default:
      break;
    }
  if (kontor_library_entry_get_ended (e))
    {
      int n = 0;
      g_autofree char *names = winners_text (e, &n);
      if (n == 1)
        /* Translators: %s is the winner's name */
        return g_strdup_printf (_("Game over: %s won"), names);
      /* Translators: %s lists the names of the players who share the win */
      return g_strdup_printf (_("Game over: %s share the win"), names);
    }
  if (kontor_library_entry_get_turn (e) > 0)
    /* Translators: where a game in progress stands */
    return g_strdup_printf (_("Turn %d"), kontor_library_entry_get_turn (e));
  return g_strdup_printf (ngettext ("%u entry", "%u entries", kontor_library_entry_get_n_actions (e)),
                          kontor_library_entry_get_n_actions (e));
}

/* The line under the names: game, board, state, when. */
static char *
details_text (KontorLibraryEntry *e)
{
  g_autofree char *state = state_text (e);
  g_autofree char *when = when_text (kontor_library_entry_get_modified (e));
  const KontorTitle *title = kontor_library_entry_get_title (e);
  g_autofree char *board = NULL;

  if (title == NULL)
    /* Translators: a file in the list of games that cannot be read: why, and when it was last changed */
    return g_strdup_printf (_("%1$s · %2$s"), state, when);
  if (kontor_library_entry_get_board (e) == NULL)
    /* Translators: a game in the list of games: the game's name, where it stands, when it was last played */
    return g_strdup_printf (_("%1$s · %2$s · %3$s"), _(title->name), state, when);
  board = board_text (kontor_library_entry_get_board (e));
  /* Translators: a game in the list of games: the game's name, its board, where it stands, when it was last played */
  return g_strdup_printf (_("%1$s · %2$s · %3$s · %4$s"), _(title->name), board, state, when);
}

/* ------------------------------------------------------------ rows */

static GtkWidget *
names_box (KontorLibraryEntry *e)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 14);
  gboolean scores = kontor_library_entry_get_kind (e) == KONTOR_LIBRARY_KIND_END_POSITION
                    || kontor_library_entry_get_ended (e);

  if (kontor_library_entry_get_n_players (e) == 0)
    {
      g_autofree char *name = kontor_library_entry_dup_names (e);
      GtkWidget *label = gtk_label_new (name);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      return box;
    }
  for (int p = 0; p < kontor_library_entry_get_n_players (e); p++)
    {
      GtkWidget *player = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = gtk_label_new (" ");
      GtkWidget *name = gtk_label_new (kontor_library_entry_get_player_name (e, p));
      g_autofree char *css = g_strdup_printf ("player-%s", kontor_library_entry_get_player_color (e, p));

      gtk_widget_add_css_class (swatch, "swatch");
      gtk_widget_add_css_class (swatch, css);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 14);
      gtk_widget_add_css_class (name, "heading");
      gtk_box_append (GTK_BOX (player), swatch);
      gtk_box_append (GTK_BOX (player), name);
      if (scores)
        {
          g_autofree char *total = g_strdup_printf ("%d", kontor_library_entry_get_player_total (e, p));
          GtkWidget *points = gtk_label_new (total);
          gtk_widget_add_css_class (points, "numeric");
          if (!kontor_library_entry_get_player_won (e, p))
            gtk_widget_add_css_class (points, "dim-label");
          else
            gtk_widget_add_css_class (points, "heading");
          gtk_box_append (GTK_BOX (player), points);
        }
      gtk_box_append (GTK_BOX (box), player);
    }
  return box;
}

static GtkWidget *
row_button (const char *icon, const char *tooltip, const char *a11y, const char *action, const char *path)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (path));
  return button;
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  KontorLibraryEntry *e = item;
  const char *path = kontor_library_entry_get_path (e);
  g_autofree char *names = kontor_library_entry_dup_names (e);
  g_autofree char *details = details_text (e);
  /* Translators: what a screen reader says for a game in the list: the players' names, then the details */
  g_autofree char *a11y = g_strdup_printf (_("%1$s: %2$s"), names, details);
  /* Translators: %s: the players' names (or the file's name) */
  g_autofree char *export_a11y = g_strdup_printf (_("Export the game of %s"), names);
  /* Translators: %s: the players' names (or the file's name) */
  g_autofree char *delete_a11y = g_strdup_printf (_("Delete the game of %s"), names);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_label_new (details);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (line), 0);
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (line, "dim-label");
  gtk_widget_add_css_class (line, "caption");
  gtk_box_append (GTK_BOX (text), names_box (e));
  gtk_box_append (GTK_BOX (text), line);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), row_button ("document-save-as-symbolic", _("Export…"), export_a11y, "win.export-game", path));
  gtk_box_append (GTK_BOX (box), row_button ("user-trash-symbolic", _("Delete"), delete_a11y, "win.delete-game", path));
  gtk_widget_set_margin_start (arrow, 6);
  gtk_widget_add_css_class (arrow, "dim-label");
  gtk_box_append (GTK_BOX (box), arrow);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-library-game");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (path));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (kontor_library_entry_get_adopted (e))
    {
      /* Translators: %s is the path of a game kept outside Kontor's folder */
      g_autofree char *where = g_strdup_printf (_("Saved in %s"), path);
      gtk_widget_set_tooltip_text (row, where);
    }
  g_object_set_data_full (G_OBJECT (row), "details", g_steal_pointer (&details), g_free);
  return row;
}

/* ------------------------------------------------------------ widget */

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, KontorStartPage *self)
{
  gboolean any = g_list_model_get_n_items (model) > 0;
  gtk_widget_set_visible (self->games_box, any);
  /* the first start welcomes; with games to list, the list comes first:
   * a small header and the buttons two by two */
  adw_status_page_set_icon_name (self->status_page, any ? NULL : APPLICATION_ID);
  adw_status_page_set_description (self->status_page, any ? NULL : self->description);
  gtk_flow_box_set_max_children_per_line (self->buttons_box, any ? 2 : 1);
  if (any)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_page), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_page), "compact");
}

void
kontor_start_page_set_library (KontorStartPage *self, KontorLibrary *library)
{
  if (self->library)
    g_signal_handlers_disconnect_by_func (self->library, on_items_changed, self);
  g_set_object (&self->library, library);
  gtk_list_box_bind_model (self->games_list, library ? G_LIST_MODEL (library) : NULL, create_row, self, NULL);
  if (library)
    {
      g_signal_connect (library, "items-changed", G_CALLBACK (on_items_changed), self);
      on_items_changed (G_LIST_MODEL (library), 0, 0, 0, self);
    }
}

GtkWidget *
kontor_start_page_get_row (KontorStartPage *self, guint index)
{
  return GTK_WIDGET (gtk_list_box_get_row_at_index (self->games_list, (int) index));
}

const char *
kontor_start_page_get_row_details (KontorStartPage *self, guint index)
{
  GtkWidget *row = kontor_start_page_get_row (self, index);
  return row ? g_object_get_data (G_OBJECT (row), "details") : NULL;
}

static void
kontor_start_page_dispose (GObject *object)
{
  KontorStartPage *self = KONTOR_START_PAGE (object);
  if (self->library)
    {
      g_signal_handlers_disconnect_by_func (self->library, on_items_changed, self);
      gtk_list_box_bind_model (self->games_list, NULL, NULL, NULL, NULL);
    }
  g_clear_object (&self->library);
  g_clear_pointer (&self->description, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_START_PAGE);
  G_OBJECT_CLASS (kontor_start_page_parent_class)->dispose (object);
}

static void
kontor_start_page_class_init (KontorStartPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = kontor_start_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, KontorStartPage, buttons_box);
  gtk_widget_class_bind_template_child (widget_class, KontorStartPage, games_box);
  gtk_widget_class_bind_template_child (widget_class, KontorStartPage, games_list);
}

static void
kontor_start_page_init (KontorStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->description = g_strdup (adw_status_page_get_description (self->status_page));
  /* AdwStatusPage scrolls its content in an unnamed, focusable scrolled window */
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->status_page)); w; w = gtk_widget_get_first_child (w))
    if (GTK_IS_SCROLLED_WINDOW (w))
      {
        kontor_a11y_set_label (w, _("Start Page"));
        break;
      }
  /* a disabled "Continue Last Game" must not trap Tab in its flow box cell */
  kontor_a11y_flow_box_cells (GTK_WIDGET (self->buttons_box));
}

GtkWidget *
kontor_start_page_new (void)
{
  return g_object_new (KONTOR_TYPE_START_PAGE, NULL);
}
