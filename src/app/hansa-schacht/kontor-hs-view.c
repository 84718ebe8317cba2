/* kontor-hs-view.c: what the play page needs of Hansa: its board, its
 * commands, the setup's choice of board ("Describe your board", spec §4.4)
 * and the score sheet's rows and tie-break words (§5.3, §5.4). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-hs-board.h"
#include "kontor-hs-describe.h"
#include "kontor-hs-end-page.h"
#include "kontor-hs-view.h"
#include "kontor-hs-rules-text.h"
#include "kontor-hs-warehouses.h"

static const KontorViewColor colors[] = {
  { "red", N_("Red") }, { "blue", N_("Blue") }, { "green", N_("Green") },
  { "yellow", N_("Yellow") }, { "purple", N_("Purple") }, { "gray", N_("Grey") },
  { NULL, NULL },
};

static const KontorViewCommand commands[] = {
  { N_("_Refill"), "refill", "play refill-required", N_("Fill the empty warehouse spaces from the piles (R)") },
  { N_("Set Up _Booths"), "establish", "play", N_("Spend an unsold marker on booths in the ship’s city (B)") },
  { N_("_Sell"), "sell", "play", N_("Sell pairs of markers in cities with your booths (S)") },
  { N_("_End Turn"), "end-turn", "play", N_("End the turn: taxes if more than three markers are unsold (E)") },
  { NULL, NULL, NULL, NULL },
};

static const KontorScoreRow score_rows[] = {
  { "unsold", N_("Unsold markers (1 each)"), FALSE, FALSE },
  { "sold", N_("Sold markers (1 + barrels each)"), FALSE, FALSE },
  { "cities", N_("Cities (2, alone 4)"), FALSE, FALSE },
  { "extrakarte", N_("Extrakarte bonuses"), FALSE, TRUE },
  { "total", N_("Total"), TRUE, FALSE },
  { "booths", N_("Booths on the board (tie-break)"), FALSE, FALSE },
  { "rank", N_("Rank"), TRUE, FALSE },
  { NULL, NULL, FALSE, FALSE },
};

static GtkWidget *
end_page_new (void)
{
  return kontor_hs_end_page_new ();
}

static void
end_page_set_players (GtkWidget *page, int n, const char *const *names, const char *const *colors)
{
  kontor_hs_end_page_set_players (KONTOR_HS_END_PAGE (page), n, names, colors);
}

static GtkWidget *
board_new (void)
{
  return kontor_hs_board_new ();
}

static void
board_set_table (GtkWidget *board, KontorTable *table)
{
  kontor_hs_board_set_table (KONTOR_HS_BOARD (board), table);
}

/* How each rank was settled, in words (spec §5.4, the score's "tiebreak"). */
static GPtrArray *
score_notes (JsonObject *score)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func (g_free);
  JsonArray *players = json_object_get_array_member (score, "players");
  guint n = players ? json_array_get_length (players) : 0;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      const char *tiebreak = json_object_get_string_member_with_default (p, "tiebreak", NULL);
      const char *name = json_object_get_string_member_with_default (p, "name", "");
      int total = (int) json_object_get_int_member_with_default (p, "total", 0);
      int booths = (int) json_object_get_int_member_with_default (p, "booths", 0);
      int rank = (int) json_object_get_int_member_with_default (p, "rank", 0);
      if (g_strcmp0 (tiebreak, "booths") == 0)
        /* Translators: the tie-break of Hansa: a name, its rank, the points and the booths */
        g_ptr_array_add (notes, g_strdup_printf (_("%1$s is placed %2$d by the booths on the board: %3$d VP like another "
                                                   "player, with %4$d booths."), name, rank, total, booths));
      else if (g_strcmp0 (tiebreak, "shared") == 0)
        g_ptr_array_add (notes, g_strdup_printf (_("%1$s shares rank %2$d: %3$d VP and %4$d booths, as another player."),
                                                 name, rank, total, booths));
    }
  for (guint i = 0; i < n; i++)
    if (json_object_get_boolean_member_with_default (json_array_get_object_element (players, i), "last_pile", FALSE))
      g_ptr_array_add (notes, g_strdup_printf (_("%s’s refill reached the last pile."),
                                               json_object_get_string_member_with_default (
                                                 json_array_get_object_element (players, i), "name", "")));
  return notes;
}

/* ------------------------------------------------------------ setup options */

enum { BOARD_YOURS, BOARD_EXAMPLE };
enum { DRAWS_TABLE, DRAWS_KONTOR };

typedef struct {
  int n;                       /* -1: not named yet */
  gint8 kinds[HS_MAX_SPACES];
} Warehouses;

static AdwComboRow *
row_of (GtkWidget *options, const char *name)
{
  return g_object_get_data (G_OBJECT (options), name);
}

static void
update_options (GtkWidget *options)
{
  AdwActionRow *describe = g_object_get_data (G_OBJECT (options), "kontor-describe-row");
  adw_action_row_set_subtitle (describe, kontor_hs_board_is_described ()
                                           ? _("Your board is described; change it here if something is wrong.")
                                           : _("Not described yet: the first game asks for it (5–10 minutes, once)."));
}

static void
on_describe (GtkButton *button, GtkWidget *options)
{
  KontorHsDescribe *form = kontor_hs_describe_new (GTK_WINDOW (gtk_widget_get_root (options)));
  g_signal_connect_object (form, "saved", G_CALLBACK (update_options), options, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (form));
}

static GtkWidget *
combo_row (GtkWidget *group, const char *title, const char *subtitle, const char *first, const char *second)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  gtk_string_list_append (list, first);
  gtk_string_list_append (list, second);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  kontor_a11y_name_inner_lists (row, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkWidget *
options_new (void)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *describe = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Describe…"));
  Warehouses *w = g_new0 (Warehouses, 1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Board and markers"));
  g_object_set_data (G_OBJECT (group), "kontor-board-row",
                     combo_row (group, _("Board"), NULL, _("Your board, as described"), _("The example board (numbers made up)")));
  g_object_set_data (G_OBJECT (group), "kontor-draws-row",
                     combo_row (group, _("Goods markers"), _("Who draws the markers for the warehouses"),
                                _("From the physical piles: you name them"), _("Drawn by Kontor (no physical piles)")));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (describe), _("Describe Your Board"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Describe your board"), -1);
  /* GTK 4.8 joins the label with the mnemonic label's labelled-by: "Describe your board Describe…" */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  adw_action_row_add_suffix (ADW_ACTION_ROW (describe), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), describe);
  g_object_set_data (G_OBJECT (group), "kontor-describe-row", describe);
  w->n = -1;
  g_object_set_data_full (G_OBJECT (group), "kontor-warehouses", w, g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_describe), group);
  update_options (group);
  return group;
}

/* The board of a new game (the file of the user's description, or the
 * example shipped for trying Kontor out) and its draws.  Table draws are
 * checked, and asked for, as a seeded game: the header gets the markers
 * named at the table when the game starts (options_header). */
static void
options_request (GtkWidget *options, KontorNewGame *req)
{
  static char *described;
  if (described == NULL)
    described = kontor_hs_described_path ();
  req->board = adw_combo_row_get_selected (row_of (options, "kontor-board-row")) == BOARD_EXAMPLE
                 || !kontor_hs_board_is_described ()
               ? "hansa-schacht-example" : described;
  req->seeded = TRUE;
  req->seed = g_random_int ();
}

static gboolean
table_draws (GtkWidget *options)
{
  return adw_combo_row_get_selected (row_of (options, "kontor-draws-row")) == DRAWS_TABLE;
}

static void
on_warehouses_named (const gint8 *kinds, int n, gpointer data)
{
  GtkWidget *options = data;
  Warehouses *w = g_object_get_data (G_OBJECT (options), "kontor-warehouses");
  GCallback ready = g_object_get_data (G_OBJECT (options), "kontor-ready");
  gpointer ready_data = g_object_get_data (G_OBJECT (options), "kontor-ready-data");
  w->n = n;
  memcpy (w->kinds, kinds, (gsize) n);
  ((void (*) (gpointer)) ready) (ready_data);
  g_object_unref (options);
}

/* Before the first game on "your board": its description (spec §4.4); with
 * the physical piles: the markers on the warehouses (§2.4). */
static gboolean
options_prepare (GtkWidget *options, GtkWindow *parent, const KontorNewGame *req, GCallback ready, gpointer data)
{
  Warehouses *w = g_object_get_data (G_OBJECT (options), "kontor-warehouses");
  const KontorTitle *title = kontor_title_lookup ("hansa-schacht");
  g_autoptr (JsonObject) header = NULL;
  g_autoptr (KontorGame) provisional = NULL;

  if (adw_combo_row_get_selected (row_of (options, "kontor-board-row")) == BOARD_YOURS && !kontor_hs_board_is_described ())
    {
      KontorHsDescribe *form = kontor_hs_describe_new (parent);
      g_signal_connect_object (form, "saved", G_CALLBACK (update_options), options, G_CONNECT_SWAPPED);
      g_signal_connect_swapped (form, "saved", ready, data);
      gtk_window_present (GTK_WINDOW (form));
      return FALSE;
    }
  if (!table_draws (options) || w->n >= 0)
    return TRUE;
  header = title->new_header (req, NULL);
  provisional = header ? kontor_game_new_from_header (title, header, NULL) : NULL;
  if (provisional == NULL)
    return TRUE;   /* the setup page shows the engine's refusal */
  g_object_set_data (G_OBJECT (options), "kontor-ready", (gpointer) ready);
  g_object_set_data (G_OBJECT (options), "kontor-ready-data", data);
  kontor_hs_ask_warehouses (parent, provisional, on_warehouses_named, g_object_ref (options));
  return FALSE;
}

static void
options_header (GtkWidget *options, JsonObject *header)
{
  Warehouses *w = g_object_get_data (G_OBJECT (options), "kontor-warehouses");
  JsonArray *kinds;
  if (!table_draws (options) || w->n < 0)
    return;
  kinds = json_array_new ();
  for (int i = 0; i < w->n; i++)
    json_array_add_string_element (kinds, kontor_hs_kind_id (w->kinds[i]));
  json_object_set_string_member (header, "draws", "table");
  json_object_set_array_member (header, "warehouses", kinds);
  w->n = -1;   /* the next game names its own */
}

const KontorTitleView kontor_hs_view = {
  .title_id = "hansa-schacht",
  .colors = colors,
  .commands = commands,
  .score_rows = score_rows,
  .board_new = board_new,
  .board_set_table = board_set_table,
  .score_notes = score_notes,
  .options_new = options_new,
  .options_request = options_request,
  .options_prepare = options_prepare,
  .options_header = options_header,
  .rules_sections = kontor_hs_rules_sections,
  .rules_section_for_error = kontor_hs_rules_section_for_error,
  .end_page_new = end_page_new,
  .end_page_set_players = end_page_set_players,
};
