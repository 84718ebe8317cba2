/* kontor-setup-page.c: a new game: players, seat order, colours, taverns, draws. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-setup-page.h"
#include "kontor-table-title.h"
#include "kontor-title-view.h"

/* The boards of Hansa Teutonica the page offers; each names a side for a
 * player count (kontor_board_get: min_players..max_players). */
typedef enum {
  BOARD_BASE,
  BOARD_EAST,
  BOARD_BRITANNIA,
  N_BOARD_KINDS
} BoardKind;

typedef struct {
  GtkWidget *row;
  GtkWidget *entry;
  GtkWidget *color;
  GtkWidget *up, *down;
} PlayerRow;

struct _KontorSetupPage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;
  GtkWidget *scroller;
  AdwComboRow *game_row;
  GPtrArray *titles;     /* the titles offered: those with a table */
  GtkSpinButton *count_spin;
  GtkListBox *player_list;
  AdwComboRow *tavern_row_0, *tavern_row_1, *tavern_row_2;
  AdwComboRow *draws_row;
  GtkButton *draw_button;
  GtkButton *start_button;
  GtkLabel *problem_label;

  PlayerRow rows[KONTOR_MAX_PLAYERS];
  guint64 seed;
  gboolean scoring;
  GtkWidget *taverns_group;
  GtkWidget *teach_group;
  GtkSwitch *teach_switch;
  AdwComboRow *board_row;
  /* the boards offered for the player count (BoardKind), in the row's order */
  int offered[N_BOARD_KINDS];
  int n_offered;
  int board_kind;        /* the one chosen (kept while it fits the count) */
  gboolean filling_boards;
  GtkWidget *players_group;
  AdwActionRow *count_row;

  /* a title drawn by a title view (not Hansa Teutonica): its colours and
   * its own options below the players */
  const KontorTitleView *view;
  GtkWidget *options;
  GtkStringList *ht_colors;
};

G_DEFINE_FINAL_TYPE (KontorSetupPage, kontor_setup_page, GTK_TYPE_WIDGET)

enum { START, START_SCORING, N_SIGNALS };
static guint signals[N_SIGNALS];

static int
n_players (KontorSetupPage *self)
{
  return gtk_spin_button_get_value_as_int (self->count_spin);
}

static AdwComboRow *
tavern_row (KontorSetupPage *self, int i)
{
  AdwComboRow *rows[] = { self->tavern_row_0, self->tavern_row_1, self->tavern_row_2 };
  return rows[i];
}

static void validate (KontorSetupPage *self);

/* The board id of a kind for n players (the base board's side as before). */
static const char *
board_id (BoardKind kind, int n)
{
  switch (kind)
    {
    case BOARD_EAST: return "east";
    case BOARD_BRITANNIA: return n <= 3 ? "britannia-3" : "britannia-4-5";
    default: return kontor_default_board (n);
    }
}

static const char *
board_name (BoardKind kind)
{
  switch (kind)
    {
    case BOARD_EAST: return _("East");
    case BOARD_BRITANNIA: return _("Britannia");
    default: return _("Base board");
    }
}

/* What the row says below its title: the side and what is special. */
static const char *
board_subtitle (BoardKind kind, int n)
{
  switch (kind)
    {
    case BOARD_EAST:
      return _("Ships take merchants only; green cities get their offices during the game.");
    case BOARD_BRITANNIA:
      return n <= 3 ? _("The 2–3 players side: Wales needs permissions.")
                    : _("The 4–5 players side: Wales and Scotland need permissions.");
    default:
      return n <= 3 ? _("The 2–3 players side") : _("The 4–5 players side");
    }
}

/* Whether the board of that kind takes n players (its data says). */
static gboolean
board_fits (BoardKind kind, int n)
{
  const KontorBoard *b = kontor_board_get (board_id (kind, n), NULL);
  return b != NULL && n >= b->min_players && n <= b->max_players;
}

/* The board row offers every board that fits the player count; the choice
 * stays while it fits, else the base board. */
static void
fill_boards (KontorSetupPage *self)
{
  int n = n_players (self);
  int offered[N_BOARD_KINDS], n_offered = 0;
  guint selected = 0;
  gboolean kept = FALSE;

  for (int k = 0; k < N_BOARD_KINDS; k++)
    if (k == BOARD_BASE || board_fits (k, n))
      {
        if (k == self->board_kind)
          {
            selected = n_offered;
            kept = TRUE;
          }
        offered[n_offered++] = k;
      }
  if (!kept)
    self->board_kind = BOARD_BASE;
  self->filling_boards = TRUE;
  /* a new list only when the boards offered change (not under an open popover) */
  if (n_offered != self->n_offered || memcmp (offered, self->offered, n_offered * sizeof offered[0]) != 0)
    {
      g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
      for (int i = 0; i < n_offered; i++)
        gtk_string_list_append (names, board_name (offered[i]));
      memcpy (self->offered, offered, sizeof offered);
      self->n_offered = n_offered;
      adw_combo_row_set_model (self->board_row, G_LIST_MODEL (names));
    }
  if (adw_combo_row_get_selected (self->board_row) != selected)
    adw_combo_row_set_selected (self->board_row, selected);
  self->filling_boards = FALSE;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->board_row), board_subtitle (self->board_kind, n));
}

static const char *
chosen_board (KontorSetupPage *self)
{
  return board_id (self->board_kind, n_players (self));
}

static void update (KontorSetupPage *self);

static void
on_board_chosen (KontorSetupPage *self)
{
  guint i = adw_combo_row_get_selected (self->board_row);
  if (self->filling_boards || i >= (guint) self->n_offered)
    return;
  self->board_kind = self->offered[i];
  update (self);
}

static void
update (KontorSetupPage *self)
{
  int n = n_players (self);
  g_autoptr (GError) error = NULL;
  const KontorBoard *b;

  fill_boards (self);
  b = kontor_board_get (chosen_board (self), &error);

  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (self->rows[i].row, i < n);
      gtk_widget_set_sensitive (self->rows[i].up, i > 0);
      gtk_widget_set_sensitive (self->rows[i].down, i < n - 1);
    }
  for (int t = 0; b && t < 3 && t < b->n_taverns; t++)
    {
      g_autofree char *name = kontor_route_name (b, b->taverns[t]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (tavern_row (self, t)), name);
    }
  validate (self);
}

static void
swap_rows (KontorSetupPage *self, int a, int b)
{
  g_autofree char *name_a = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->rows[a].entry)));
  guint color_a = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[a].color));
  gtk_editable_set_text (GTK_EDITABLE (self->rows[a].entry), gtk_editable_get_text (GTK_EDITABLE (self->rows[b].entry)));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->rows[a].color), gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[b].color)));
  gtk_editable_set_text (GTK_EDITABLE (self->rows[b].entry), name_a);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->rows[b].color), color_a);
}

/* An arrow of a seat row: that seat moves one place up or down. */
static void
on_move_seat (GtkButton *button, KontorSetupPage *self)
{
  for (int i = 0; i < n_players (self); i++)
    {
      int j = GTK_WIDGET (button) == self->rows[i].up ? i - 1 : GTK_WIDGET (button) == self->rows[i].down ? i + 1 : -1;
      if (j >= 0 && j < n_players (self))
        {
          swap_rows (self, i, j);
          return;
        }
    }
}

static void
on_draw (GtkButton *button, KontorSetupPage *self)
{
  /* the spec's three starting markers, in an order from a fresh seed (the engine's draw) */
  int trio[3];
  self->seed = g_random_int ();
  kontor_taverns_from_seed (self->seed, trio);
  for (int t = 0; t < 3; t++)
    adw_combo_row_set_selected (tavern_row (self, t), trio[t]);
}

/* The setup as the page shows it; names point into the entries. */
static void
build_setup (KontorSetupPage *self, KontorGameSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->board = chosen_board (self);
  setup->n_players = n_players (self);
  setup->variant = kontor_default_variant (setup->n_players);
  for (int i = 0; i < setup->n_players; i++)
    {
      setup->names[i] = gtk_editable_get_text (GTK_EDITABLE (self->rows[i].entry));
      setup->colors[i] = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].color));
    }
  setup->taverns_given = TRUE;
  for (int t = 0; t < 3; t++)
    setup->tavern_markers[t] = adw_combo_row_get_selected (tavern_row (self, t));
  setup->virtual_draws = adw_combo_row_get_selected (self->draws_row) == 1;
  setup->seed = self->seed ? self->seed : 1;
}

/* The request of a title with a view, from the page. */
static void
view_request (KontorSetupPage *self, KontorNewGame *req)
{
  memset (req, 0, sizeof *req);
  req->n_players = n_players (self);
  for (int i = 0; i < req->n_players && i < (int) G_N_ELEMENTS (req->names); i++)
    {
      req->names[i] = gtk_editable_get_text (GTK_EDITABLE (self->rows[i].entry));
      req->colors[i] = self->view->colors[gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].color))].id;
    }
  if (self->view->options_request)
    self->view->options_request (self->options, req);
}

/* A new game of a title with a view, from the page (the title's header,
 * completed by the view when starting). */
static KontorGame *
new_view_game (KontorSetupPage *self, gboolean starting, GError **error)
{
  const KontorTitle *title = kontor_setup_page_get_title (self);
  KontorNewGame req;
  g_autoptr (JsonObject) header = NULL;

  view_request (self, &req);
  header = title->new_header (&req, error);
  if (header && starting && self->view->options_header)
    self->view->options_header (self->options, header);
  return header ? kontor_game_new_from_header (title, header, error) : NULL;
}

/* The engine checks the setup as it is typed (a colour taken twice, a bad
 * name): the reason shows beside Start, which waits until it is fixed. */
static void
validate (KontorSetupPage *self)
{
  KontorGameSetup setup;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;

  if (self->start_button == NULL)
    return;
  build_setup (self, &setup);
  game = self->view ? new_view_game (self, FALSE, &error) : kontor_game_new (&setup, &error);
  gtk_label_set_label (self->problem_label, error ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), error != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), error == NULL);
}

static void
on_start (GtkButton *button, KontorSetupPage *self)
{
  KontorGameSetup setup;
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;

  if (self->scoring)
    {
      g_signal_emit (self, signals[START_SCORING], 0);
      return;
    }
  /* the title may need something first (Hansa: the board described, the
   * markers on the warehouses named) */
  if (self->view && self->view->options_prepare)
    {
      KontorNewGame req;
      view_request (self, &req);
      if (!self->view->options_prepare (self->options, GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), &req,
                                        G_CALLBACK (kontor_setup_page_start), self))
        return;
    }
  build_setup (self, &setup);
  setup.seed = self->seed ? self->seed : g_random_int ();
  game = self->view ? new_view_game (self, TRUE, &error) : kontor_game_new (&setup, &error);
  if (game == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                  _("This setup is not possible"), NULL);
      /* the engine's message may hold the players' names: plain text */
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Change It"));
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
      kontor_a11y_watch_window (GTK_WINDOW (dialog));   /* names without "_" */
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  g_signal_emit (self, signals[START], 0, game);
}

static void
kontor_setup_page_dispose (GObject *object)
{
  g_clear_pointer (&KONTOR_SETUP_PAGE (object)->titles, g_ptr_array_unref);
  g_clear_object (&KONTOR_SETUP_PAGE (object)->ht_colors);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_SETUP_PAGE);
  G_OBJECT_CLASS (kontor_setup_page_parent_class)->dispose (object);
}

static void
kontor_setup_page_class_init (KontorSetupPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_setup_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, root_box);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, count_spin);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, player_list);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, tavern_row_0);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, tavern_row_1);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, tavern_row_2);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, draws_row);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, draw_button);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, taverns_group);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, teach_group);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, teach_switch);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, board_row);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, count_row);
  gtk_widget_class_bind_template_child (widget_class, KontorSetupPage, players_group);

  /* The table confirmed the setup: the new game (KontorGame). */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, KONTOR_TYPE_GAME);
  /* Scoring mode: the players are chosen, enter the end position next. */
  signals[START_SCORING] = g_signal_new ("start-scoring", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 0);
}

/* New Game starts with the choice of game: the titles Kontor can enter at
 * the table (those with a table part), in the order the engine lists them;
 * "Score a finished game" offers those with an end position page. */
static void
offer_titles (KontorSetupPage *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint n;
  const KontorTitle *const *titles = kontor_titles (&n);

  if (self->titles)
    g_ptr_array_set_size (self->titles, 0);
  else
    self->titles = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    {
      const KontorTitleView *view = kontor_title_view_lookup (titles[i]->id);
      if (kontor_table_title_lookup (titles[i]->id) == NULL
          || (self->scoring && view != NULL && view->end_page_new == NULL))
        continue;
      g_ptr_array_add (self->titles, (gpointer) titles[i]);
      gtk_string_list_append (names, _(titles[i]->name));
    }
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->game_row, 0);
}

/* Another game chosen: its player counts, colours and options. */
static void
on_title_changed (KontorSetupPage *self)
{
  const KontorTitle *title = kontor_setup_page_get_title (self);
  const KontorTitleView *view = title ? kontor_title_view_lookup (title->id) : NULL;
  g_autoptr (GtkStringList) colors = NULL;
  GListModel *model;

  if (title == NULL || (view == self->view && self->ht_colors))
    return;
  self->view = view;
  if (self->options)
    {
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->options)), self->options);
      self->options = NULL;
    }
  if (view)
    {
      colors = gtk_string_list_new (NULL);
      for (const KontorViewColor *c = view->colors; c->id; c++)
        gtk_string_list_append (colors, _(c->name));
      model = G_LIST_MODEL (colors);
      if (view->options_new)
        {
          self->options = view->options_new ();
          gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->players_group)), self->options,
                                      self->players_group);
        }
    }
  else
    model = G_LIST_MODEL (self->ht_colors);
  gtk_spin_button_set_range (self->count_spin, title->min_players, title->max_players);
  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    {
      gtk_drop_down_set_model (GTK_DROP_DOWN (self->rows[i].color), model);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->rows[i].color), i);
    }
  gtk_widget_set_visible (self->taverns_group, view == NULL && !self->scoring);
  gtk_widget_set_visible (self->teach_group, view == NULL && !self->scoring);
  gtk_widget_set_visible (GTK_WIDGET (self->board_row), view == NULL);
  /* the neutral player is Hansa Teutonica's */
  adw_action_row_set_subtitle (self->count_row, view ? ""
                               : _("Two players play with the neutral player: neutral traders block routes and take offices."));
  update (self);
}

const KontorTitle *
kontor_setup_page_get_title (KontorSetupPage *self)
{
  guint i = adw_combo_row_get_selected (self->game_row);
  return i < self->titles->len ? self->titles->pdata[i] : NULL;
}

static void
kontor_setup_page_init (KontorSetupPage *self)
{
  g_autoptr (GtkStringList) colors = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) markers = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) draws = gtk_string_list_new (NULL);
  const char *default_names[] = { "", "", "", "", "" };

  gtk_widget_init_template (GTK_WIDGET (self));
  offer_titles (self);
  for (int c = 0; c < KONTOR_N_COLORS; c++)
    gtk_string_list_append (colors, kontor_color_name (c));
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    gtk_string_list_append (markers, kontor_marker_name (m));
  gtk_string_list_append (draws, _("From the physical stack"));
  gtk_string_list_append (draws, _("Virtual stack, drawn by Kontor"));

  for (int i = 0; i < KONTOR_MAX_PLAYERS; i++)
    {
      PlayerRow *r = &self->rows[i];
      g_autofree char *seat = g_strdup_printf (_("Seat %d"), i + 1);
      g_autofree char *name_label = g_strdup_printf (_("Name of the player in seat %d"), i + 1);
      g_autofree char *color_label = g_strdup_printf (_("Colour of the player in seat %d"), i + 1);

      /* one AdwEntryRow per seat: the name, then the colour and the arrows */
      r->entry = adw_entry_row_new ();
      r->row = r->entry;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->entry), seat);
      gtk_editable_set_text (GTK_EDITABLE (r->entry), default_names[i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (r->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name_label, -1);
      r->color = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (colors)), NULL);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (r->color), i);
      gtk_accessible_update_property (GTK_ACCESSIBLE (r->color), GTK_ACCESSIBLE_PROPERTY_LABEL, color_label, -1);
      /* GTK 4.8's drop-down: its inner button and shown item unnamed otherwise */
      kontor_a11y_name_inner_lists (r->color, color_label);
      gtk_widget_set_size_request (r->color, 130, -1);
      gtk_widget_set_valign (r->color, GTK_ALIGN_CENTER);
      g_signal_connect_swapped (r->entry, "changed", G_CALLBACK (validate), self);
      g_signal_connect_swapped (r->color, "notify::selected", G_CALLBACK (validate), self);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (r->entry), r->color);
      r->up = gtk_button_new_from_icon_name ("go-up-symbolic");
      gtk_widget_set_tooltip_text (r->up, _("Move up in the seat order"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (r->up), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Move up in the seat order"), -1);
      g_signal_connect (r->up, "clicked", G_CALLBACK (on_move_seat), self);
      r->down = gtk_button_new_from_icon_name ("go-down-symbolic");
      gtk_widget_set_tooltip_text (r->down, _("Move down in the seat order"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (r->down), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Move down in the seat order"), -1);
      g_signal_connect (r->down, "clicked", G_CALLBACK (on_move_seat), self);
      gtk_widget_add_css_class (r->up, "flat");
      gtk_widget_add_css_class (r->down, "flat");
      gtk_widget_set_valign (r->up, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (r->down, GTK_ALIGN_CENTER);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (r->entry), r->up);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (r->entry), r->down);
      gtk_list_box_append (self->player_list, r->row);
    }
  for (int t = 0; t < 3; t++)
    {
      adw_combo_row_set_model (tavern_row (self, t), G_LIST_MODEL (markers));
      adw_combo_row_set_selected (tavern_row (self, t),
                                  t == 0 ? KONTOR_MARKER_EXTRA_OFFICE : t == 1 ? KONTOR_MARKER_SWAP_OFFICES : KONTOR_MARKER_REMOVE_3);
    }
  adw_combo_row_set_model (self->draws_row, G_LIST_MODEL (draws));
  /* libadwaita 1.2's combo rows show their choice in an unnamed list view;
   * the preferences groups' own lists are unnamed too (kontor-a11y.c) */
  kontor_a11y_name_inner_lists (GTK_WIDGET (self->game_row), NULL);
  for (int t = 0; t < 3; t++)
    kontor_a11y_name_inner_lists (GTK_WIDGET (tavern_row (self, t)), NULL);
  kontor_a11y_name_inner_lists (GTK_WIDGET (self->draws_row), NULL);
  kontor_a11y_name_inner_lists (GTK_WIDGET (self->board_row), NULL);
  kontor_a11y_set_label (gtk_widget_get_ancestor (GTK_WIDGET (self->game_row), GTK_TYPE_LIST_BOX), _("Game"));
  kontor_a11y_set_label (GTK_WIDGET (self->player_list), _("Players"));
  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (update), self);
  g_signal_connect (self->draw_button, "clicked", G_CALLBACK (on_draw), self);
  g_signal_connect (self->start_button, "clicked", G_CALLBACK (on_start), self);
  self->ht_colors = g_object_ref (colors);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (on_title_changed), self);
  g_signal_connect_swapped (self->board_row, "notify::selected", G_CALLBACK (on_board_chosen), self);
  update (self);
}

GtkWidget *
kontor_setup_page_new (void)
{
  return g_object_new (KONTOR_TYPE_SETUP_PAGE, NULL);
}

void
kontor_setup_page_set_players (KontorSetupPage *self, int n, const char *const *names)
{
  gtk_spin_button_set_value (self->count_spin, n);
  for (int i = 0; i < n && names && names[i]; i++)
    gtk_editable_set_text (GTK_EDITABLE (self->rows[i].entry), names[i]);
}

void
kontor_setup_page_start (KontorSetupPage *self)
{
  on_start (self->start_button, self);
}

void
kontor_setup_page_set_scoring (KontorSetupPage *self, gboolean scoring)
{
  if (self->scoring != scoring)
    {
      self->scoring = scoring;
      offer_titles (self);
      on_title_changed (self);
    }
  gtk_widget_set_visible (self->taverns_group, !scoring && self->view == NULL);
  gtk_widget_set_visible (self->teach_group, !scoring && self->view == NULL);
  if (self->options)
    gtk_widget_set_visible (self->options, !scoring);
  gtk_button_set_label (self->start_button, scoring ? _("_Enter the End Position") : _("_Start the Game"));
}

int
kontor_setup_page_get_players (KontorSetupPage *self, const char **names, KontorColor *colors)
{
  int n = n_players (self);
  for (int i = 0; i < n; i++)
    {
      names[i] = gtk_editable_get_text (GTK_EDITABLE (self->rows[i].entry));
      colors[i] = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].color));
    }
  return n;
}

int
kontor_setup_page_get_color_ids (KontorSetupPage *self, const char **ids)
{
  int n = n_players (self);
  for (int i = 0; i < n; i++)
    ids[i] = self->view ? self->view->colors[gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].color))].id
                        : kontor_color_id (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].color)));
  return n;
}

const char *
kontor_setup_page_get_board (KontorSetupPage *self)
{
  return chosen_board (self);
}

gboolean
kontor_setup_page_get_walkthrough (KontorSetupPage *self)
{
  return gtk_switch_get_active (self->teach_switch);
}

void
kontor_setup_page_set_walkthrough (KontorSetupPage *self, gboolean walkthrough)
{
  gtk_switch_set_active (self->teach_switch, walkthrough);
}
