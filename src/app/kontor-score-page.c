/* kontor-score-page.c */
#include "config.h"

#include <cairo-pdf.h>
#include <string.h>
#include <glib/gi18n.h>

#include "kontor-board-view.h"
#include "kontor-score-page.h"
#include "kontor-export.h"
#include "kontor-file-chooser.h"

/* rows 0..7 as kontor_score_page_get_cell numbers them; 8: the regions
 * (Wales, Scotland), shown after the network on boards that score them */
#define N_ROWS 9
#define ROW_REGIONS 8
static const int display_order[N_ROWS] = { 0, 1, 2, 3, 4, 5, ROW_REGIONS, 6, 7 };

struct _KontorScorePage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;

  KontorPosition pos;
  char *names[KONTOR_MAX_PLAYERS];
  KontorScore score;
  GtkLabel *title_label;
  GtkLabel *reason_label;
  GtkGrid *grid;
  GtkLabel *winner_label;
  GtkLabel *neutral_label;
  GtkLabel *footer_label;
  GtkWidget *sheet_box;
  GtkFlowBox *network_box;
  GtkButton *back_button;
  KontorBoardView *board;
  GtkWidget *cells[N_ROWS][KONTOR_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (KontorScorePage, kontor_score_page, GTK_TYPE_WIDGET)

enum { BACK, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
row_name (int row)
{
  switch (row)
    {
    case 0: return _("Prestige track");
    case 1: return _("Fully developed abilities");
    case 2: return _("Bonus markers");
    case 3: return _("Coellen table");
    case 4: return _("Controlled cities");
    case 5: return _("Network × keys");
    case 6: return _("Total");
    case ROW_REGIONS: return _("Regions");
    default: return _("Rank");
    }
}

static int
row_value (const KontorPlayerScore *s, int row)
{
  switch (row)
    {
    case 0: return s->track;
    case 1: return s->abilities;
    case 2: return s->bonus_markers;
    case 3: return s->coellen;
    case 4: return s->cities;
    case 5: return s->network;
    case 6: return s->total;
    case ROW_REGIONS: return s->region_points;
    default: return s->rank;
    }
}

/* How a row's points came about, where a factor hides behind the number:
 * "6 cities × 2" for controlled cities, "5 offices × 2" for the largest
 * network (its offices × the Keys value), "2 markers" for the markers'
 * table.  NULL where there is none. */
static char *
row_detail (const KontorPlayerScore *s, int row, guint8 regions)
{
  switch (row)
    {
    case 2:
      if (s->n_markers == 0)
        return NULL;
      return g_strdup_printf (ngettext ("%d marker", "%d markers", s->n_markers), s->n_markers);
    case 4:
      if (s->controlled == 0)
        return NULL;
      /* Translators: controlled cities × 2 prestige each */
      return g_strdup_printf (ngettext ("%d city × 2", "%d cities × 2", s->controlled), s->controlled);
    case 5:
      if (s->network_offices == 0)
        return NULL;
      /* Translators: the offices of the largest network × the Keys value */
      return g_strdup_printf (ngettext ("%d office × %d", "%d offices × %d", s->network_offices),
                              s->network_offices, s->network / s->network_offices);
    case ROW_REGIONS:
      {
        g_autoptr (GString) text = g_string_new (NULL);
        for (int r = 0; r < KONTOR_N_REGIONS; r++)
          if (r != KONTOR_REGION_ENGLAND && (regions & (1u << r)) && s->regions[r] != 0)
            {
              if (text->len)
                g_string_append (text, ", ");
              /* Translators: a region and its points on the score sheet, e.g. "Wales 4" */
              g_string_append_printf (text, _("%s %d"), kontor_region_name (r), s->regions[r]);
            }
        return text->len ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
      }
    default:
      return NULL;
    }
}

/* How the network was chosen when two of as many cities were compared. */
static char *
network_tie_text (const KontorPlayerScore *s)
{
  if (!s->network_tie)
    return NULL;
  return g_strdup_printf (ngettext ("Two networks of %d city: the one with more offices counts.",
                                    "Two networks of %d cities: the one with more offices counts.",
                                    s->n_network_cities),
                          s->n_network_cities);
}

/* Two players: the neutral player, apart from the ranking (spec §10). */
static char *
neutral_text (KontorScorePage *self)
{
  const KontorNeutralScore *n = &self->score.neutral;
  if (!self->score.has_neutral)
    return NULL;
  if (n->controlled == 0)
    return g_strdup_printf (_("Neutral player (not ranked): prestige %d, offices %d; it controls no city."),
                            n->track, n->offices);
  return g_strdup_printf (ngettext ("Neutral player (not ranked): prestige %d, offices %d; it controls %d city, whose 2 points go to nobody.",
                                    "Neutral player (not ranked): prestige %d, offices %d; it controls %d cities, whose 2 points go to nobody.",
                                    n->controlled),
                          n->track, n->offices, n->controlled);
}

static char *
winner_text (KontorScorePage *self)
{
  const KontorScore *s = &self->score;
  const char *tie = "";
  const char *w[KONTOR_MAX_PLAYERS] = { NULL };
  g_autofree char *who = NULL;

  for (int i = 0; i < s->n_winners && i < KONTOR_MAX_PLAYERS; i++)
    w[i] = self->names[s->winners[i]];
  switch (s->n_winners > 0 ? s->players[s->winners[0]].tiebreak : KONTOR_TIEBREAK_NONE)
    {
    case KONTOR_TIEBREAK_ACTIONS: tie = _("The tie was broken by fewer actions per turn."); break;
    case KONTOR_TIEBREAK_OFFICES: tie = _("The tie was broken by more offices on the board."); break;
    case KONTOR_TIEBREAK_SHARED: tie = _("Still tied after actions per turn and offices: the win is shared."); break;
    default: break;
    }
  switch (s->n_winners)
    {
    case 0: return g_strdup ("");
    case 1:
      /* Translators: %s is a player's name, then a sentence on the tie-break (or nothing) */
      return g_strdup_printf (s->ended ? _("Winner: %s. %s") : _("Leading: %s. %s"), w[0], tie);
    case 2:
      /* Translators: two players' names, then a sentence on the tie-break */
      who = g_strdup_printf (_("Shared win: %s and %s. %s"), w[0], w[1], tie);
      break;
    case 3:
      who = g_strdup_printf (_("Shared win: %s, %s and %s. %s"), w[0], w[1], w[2], tie);
      break;
    case 4:
      who = g_strdup_printf (_("Shared win: %s, %s, %s and %s. %s"), w[0], w[1], w[2], w[3], tie);
      break;
    default:
      who = g_strdup_printf (_("Shared win: %s, %s, %s, %s and %s. %s"), w[0], w[1], w[2], w[3], w[4], tie);
      break;
    }
  return g_steal_pointer (&who);
}

static void
show_network_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KontorScorePage *self = KONTOR_SCORE_PAGE (widget);
  int seat = g_variant_get_int32 (parameter);
  if (seat >= 0 && seat < self->score.n_players)
    kontor_score_page_show_network (self, seat);
}

void
kontor_score_page_show_network (KontorScorePage *self, int seat)
{
  const KontorPlayerScore *s = &self->score.players[seat];
  kontor_board_view_set_network (self->board, seat, s->network_cities, s->n_network_cities);
}

gboolean
kontor_score_page_export (KontorScorePage *self, const char *path, GError **error)
{
  return kontor_export_widget (GTK_WIDGET (self->sheet_box), path, error);
}

static gboolean
export_to (const char *path, gpointer user_data, GError **error)
{
  return kontor_score_page_export (KONTOR_SCORE_PAGE (user_data), path, error);
}

/* score.export (b): TRUE for PDF, FALSE for PNG. */
static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gboolean pdf = g_variant_get_boolean (parameter);
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  kontor_file_chooser_save (GTK_WINDOW (gtk_widget_get_root (widget)), overlay ? ADW_TOAST_OVERLAY (overlay) : NULL,
                            pdf ? _("Export the Score as PDF") : _("Export the Score as PNG"),
                            pdf ? _("score.pdf") : _("score.png"), NULL, export_to, widget);
}

static void
on_back (GtkButton *button, KontorScorePage *self)
{
  g_signal_emit (self, signals[BACK], 0);
}

static GtkWidget *
cell (const char *text, gboolean strong)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  if (strong)
    gtk_widget_add_css_class (l, "total");
  return l;
}

/* A row's name: wrapped, so that four or five players fit beside it in a
 * 1024-pixel window in every language. */
static GtkWidget *
row_cell (const char *text, gboolean strong)
{
  GtkWidget *l = cell (text, strong);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 26);
  gtk_label_set_width_chars (GTK_LABEL (l), 10);
  return l;
}

/* A player's name over a column: a long one is shortened (the whole name
 * in its tooltip). */
static GtkWidget *
name_cell (const char *text)
{
  GtkWidget *l = cell (text, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (l), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 12);
  gtk_label_set_width_chars (GTK_LABEL (l), MIN (g_utf8_strlen (text, -1), 5));
  gtk_widget_set_tooltip_text (l, text);
  return l;
}

/* The sheet's last line: the board side and today's date. */
static char *
footer_text (const KontorPosition *pos)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  /* Translators: a date for the score sheet's footer, see g_date_time_format() */
  g_autofree char *date = g_date_time_format (now, _("%-d %B %Y"));
  if (g_str_equal (pos->board->id, "east"))
    /* Translators: the score sheet's footer; %s is a date */
    return g_strdup_printf (_("Hansa Teutonica, the East board, %s"), date);
  if (g_str_has_prefix (pos->board->id, "britannia"))
    return g_strdup_printf (pos->board->min_players >= 4
                            /* Translators: the score sheet's footer; %s is a date */
                            ? _("Hansa Teutonica, the Britannia board's 4–5 players side, %s")
                            /* Translators: the score sheet's footer; %s is a date */
                            : _("Hansa Teutonica, the Britannia board's 2–3 players side, %s"), date);
  if (pos->board->min_players >= 4)
    /* Translators: the score sheet's footer; %s is a date */
    return g_strdup_printf (_("Hansa Teutonica, the board's 4–5 players side, %s"), date);
  /* Translators: the score sheet's footer; %s is a date */
  return g_strdup_printf (_("Hansa Teutonica, the board's 2–3 players side, %s"), date);
}

/* The sheet's table: a row per part of the score, a column per player. */
static void
fill_grid (KontorScorePage *self)
{
  const KontorPosition *pos = &self->pos;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))))
    gtk_grid_remove (self->grid, child);
  memset (self->cells, 0, sizeof self->cells);
  int line = 1;
  guint8 regions = pos->board->scored_regions & ~(1u << KONTOR_REGION_ENGLAND);
  int grid_row[N_ROWS];

  /* the grid's line of each row: the regions only where the board scores them */
  for (int i = 0; i < N_ROWS; i++)
    {
      int row = display_order[i];
      grid_row[row] = row == ROW_REGIONS && regions == 0 ? -1 : line++;
      if (grid_row[row] > 0 && row == 3 && pos->board->table_city >= 0
          && g_strcmp0 (pos->board->cities[pos->board->table_city].id, "coellen") != 0)
        {
          /* Translators: the prestige table of another board, e.g. "Königsberg table" */
          g_autofree char *name = g_strdup_printf (_("%s table"), pos->board->cities[pos->board->table_city].name);
          gtk_grid_attach (self->grid, row_cell (name, FALSE), 0, grid_row[row], 1, 1);
        }
      else if (grid_row[row] > 0)
        gtk_grid_attach (self->grid, row_cell (row_name (row), row == 6 || row == 7), 0, grid_row[row], 1, 1);
    }
  for (int p = 0; p < pos->n_players; p++)
    {
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = gtk_label_new (" ");
      g_autofree char *css = g_strdup_printf ("player-%s", kontor_color_id (pos->colors[p]));
      gtk_widget_add_css_class (swatch, "swatch");
      gtk_widget_add_css_class (swatch, css);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (head), swatch);
      gtk_box_append (GTK_BOX (head), name_cell (self->names[p]));
      gtk_widget_set_margin_start (head, 10);
      gtk_grid_attach (self->grid, head, p + 1, 0, 1, 1);
      for (int row = 0; row < N_ROWS; row++)
        {
          g_autofree char *v = g_strdup_printf ("%d", row_value (&self->score.players[p], row));
          g_autofree char *why = row_detail (&self->score.players[p], row, regions);
          g_autofree char *tie = row == 5 ? network_tie_text (&self->score.players[p]) : NULL;
          if (grid_row[row] < 0)
            continue;
          self->cells[row][p] = cell (v, row == 6 || row == 7);
          if (why || tie)
            {
              GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
              gtk_box_append (GTK_BOX (box), self->cells[row][p]);
              if (why)
                {
                  GtkWidget *detail = gtk_label_new (why);
                  gtk_label_set_xalign (GTK_LABEL (detail), 0);
                  gtk_widget_add_css_class (detail, "dim-label");
                  gtk_widget_add_css_class (detail, "caption");
                  gtk_box_append (GTK_BOX (box), detail);
                }
              if (tie)
                {
                  /* the sheet says how the network was chosen (also on export) */
                  GtkWidget *note = gtk_label_new (tie);
                  gtk_label_set_xalign (GTK_LABEL (note), 0);
                  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
                  gtk_label_set_max_width_chars (GTK_LABEL (note), 22);
                  gtk_widget_add_css_class (note, "dim-label");
                  gtk_widget_add_css_class (note, "caption");
                  gtk_box_append (GTK_BOX (box), note);
                  gtk_widget_set_tooltip_text (box, tie);
                }
              gtk_grid_attach (self->grid, box, p + 1, grid_row[row], 1, 1);
            }
          else
            gtk_grid_attach (self->grid, self->cells[row][p], p + 1, grid_row[row], 1, 1);
        }
    }
}

void
kontor_score_page_set_position (KontorScorePage *self, const KontorPosition *position, const char *const *names)
{
  const KontorPosition *pos;
  GtkWidget *child;
  g_autofree char *winner = NULL;
  g_autoptr (GString) reason = g_string_new (NULL);

  self->pos = *position;
  pos = &self->pos;
  for (int p = 0; p < KONTOR_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      self->names[p] = p < pos->n_players ? g_strdup (names[p]) : NULL;
    }
  kontor_score_compute (pos, &self->score);
  gtk_label_set_label (self->title_label, self->score.ended ? _("Final Score") : _("Score if the Game Ended Now"));
  {
    g_autofree char *reasons = kontor_end_reasons_text (pos->end_reasons);
    g_string_append (reason, reasons);
  }
  if (!self->score.ended)
    g_string_append (reason, _("The game is still running."));
  else if (pos->end_reasons == 0)
    g_string_append (reason, _("Scored from the end position entered."));
  gtk_label_set_label (self->reason_label, reason->str);

  fill_grid (self);
  winner = winner_text (self);
  gtk_label_set_label (self->winner_label, winner);
  {
    g_autofree char *neutral = neutral_text (self);
    gtk_label_set_label (self->neutral_label, neutral ? neutral : "");
    gtk_widget_set_visible (GTK_WIDGET (self->neutral_label), neutral != NULL);
  }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->network_box))))
    gtk_flow_box_remove (self->network_box, child);
  for (int p = 0; p < pos->n_players; p++)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("%s (%d city)", "%s (%d cities)",
                                                          self->score.players[p].n_network_cities),
                                                self->names[p],
                                                self->score.players[p].n_network_cities);
      g_autofree char *a11y = g_strdup_printf (_("Show the network of %s"), self->names[p]);
      GtkWidget *b = gtk_button_new_with_label (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "score.show-network");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "i", p);
      gtk_flow_box_append (self->network_box, b);
      /* the focus goes to the button, not to an unnamed cell around it */
      gtk_widget_set_focusable (gtk_widget_get_parent (b), FALSE);
    }
  {
    g_autofree char *footer = footer_text (pos);
    gtk_label_set_label (self->footer_label, footer);
  }
  kontor_board_view_set_position (self->board, pos);
  if (self->score.n_winners > 0)
    kontor_score_page_show_network (self, self->score.winners[0]);
}

void
kontor_score_page_set_game (KontorScorePage *self, KontorGame *game)
{
  const char *names[KONTOR_MAX_PLAYERS] = { NULL };
  const KontorPosition *pos = kontor_game_get_position (game);
  for (int p = 0; p < pos->n_players; p++)
    names[p] = kontor_game_get_player_name (game, p);
  kontor_score_page_set_position (self, pos, names);
}

const char *
kontor_score_page_get_cell (KontorScorePage *self, int row, int seat)
{
  g_return_val_if_fail (row >= 0 && row < N_ROWS && seat >= 0 && seat < KONTOR_MAX_PLAYERS, NULL);
  return self->cells[row][seat] ? gtk_label_get_label (GTK_LABEL (self->cells[row][seat])) : NULL;
}

static void
kontor_score_page_dispose (GObject *object)
{
  KontorScorePage *self = KONTOR_SCORE_PAGE (object);
  for (int p = 0; p < KONTOR_MAX_PLAYERS; p++)
    g_clear_pointer (&self->names[p], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_SCORE_PAGE);
  G_OBJECT_CLASS (kontor_score_page_parent_class)->dispose (object);
}

static void
kontor_score_page_class_init (KontorScorePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = kontor_score_page_dispose;
  g_type_ensure (KONTOR_TYPE_BOARD_VIEW);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, reason_label);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, grid);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, winner_label);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, neutral_label);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, network_box);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, footer_label);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, sheet_box);
  gtk_widget_class_install_action (widget_class, "score.export", "b", export_action);
  gtk_widget_class_install_action (widget_class, "score.show-network", "i", show_network_action);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, back_button);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, board);
  gtk_widget_class_bind_template_child (widget_class, KontorScorePage, root_box);
  /* "Back to the board" was pressed. */
  signals[BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
}

static void
kontor_score_page_init (KontorScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (on_back), self);
}

GtkWidget *
kontor_score_page_new (void)
{
  return g_object_new (KONTOR_TYPE_SCORE_PAGE, NULL);
}
