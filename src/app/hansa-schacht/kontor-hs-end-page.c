/* kontor-hs-end-page.c: Hansa's end position entered at the table (spec
 * §7.3), scored by the engine at every edit (§5.3–§5.7, §7.4).
 *
 * The grid has one column per player after the column of row names; its
 * rows are the goods markers, the booths city by city (§0's order), the
 * booths in all, the last pile and the live total.  GTK moves the focus
 * through a grid row by row, so Tab goes from player to player: one city of
 * the board at a time. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-hs.h"
#include "kontor-hs-hints.h"
#include "kontor-hs-end-page.h"

/* the number fields of a column */
enum { F_UNSOLD, F_SOLD_1, F_SOLD_2, F_SOLD_3, F_CITY, N_FIELDS = F_CITY + HS_N_CITIES };

/* the grid's rows */
enum {
  ROW_NAMES,
  ROW_GOODS,
  ROW_UNSOLD,
  ROW_BOOTHS = ROW_UNSOLD + F_CITY,
  ROW_CITY,
  ROW_BOOTH_COUNT = ROW_CITY + HS_N_CITIES,
  ROW_LAST_PILE,
  ROW_TOTAL,
};

struct _KontorHsEndPage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;
  GtkWidget *variant_group;
  GtkSwitch *extrakarte_switch;
  GtkGrid *grid;
  GtkLabel *check_label;
  GtkButton *score_button;

  int n;
  char *names[HS_MAX_PLAYERS];
  char *colors[HS_MAX_PLAYERS];
  GtkWidget *spins[HS_MAX_PLAYERS][N_FIELDS];
  GtkWidget *last_pile[HS_MAX_PLAYERS];
  GtkWidget *booth_counts[HS_MAX_PLAYERS];
  GtkWidget *totals[HS_MAX_PLAYERS];
  GtkWidget *ranks[HS_MAX_PLAYERS];
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (KontorHsEndPage, kontor_hs_end_page, GTK_TYPE_WIDGET)

enum { SHOW_SCORE, CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* the swatches: the player colours of the board drawing (kontor_hs_player_colors order) */
static const GdkRGBA player_rgba[HS_N_GOODS] = {
  { 0.78, 0.18, 0.16, 1 }, { 0.17, 0.40, 0.72, 1 }, { 0.18, 0.56, 0.27, 1 },
  { 0.89, 0.73, 0.17, 1 }, { 0.51, 0.28, 0.67, 1 }, { 0.54, 0.52, 0.47, 1 },
};

static const char *
field_title (int f)
{
  switch (f)
    {
    /* Translators: a row of Hansa's end position: goods markers still face up in front of a player */
    case F_UNSOLD: return _("Unsold markers");
    /* Translators: a row of Hansa's end position: sold goods markers showing one barrel */
    case F_SOLD_1: return _("Sold, one barrel");
    /* Translators: a row of Hansa's end position */
    case F_SOLD_2: return _("Sold, two barrels");
    /* Translators: a row of Hansa's end position */
    case F_SOLD_3: return _("Sold, three barrels");
    default: return kontor_hs_city_name (NULL, f - F_CITY);
    }
}

static const char *
field_caption (int f)
{
  switch (f)
    {
    /* Translators: the points of unsold markers in Hansa (VP: victory points); at most 3 remain after the taxes */
    case F_UNSOLD: return _("1 VP each, at most 3");
    /* Translators: the points of a sold one-barrel marker in Hansa */
    case F_SOLD_1: return _("2 VP each");
    /* Translators: the points of a sold two-barrel marker in Hansa */
    case F_SOLD_2: return _("3 VP each");
    /* Translators: the points of a sold three-barrel marker in Hansa */
    case F_SOLD_3: return _("4 VP each");
    default: return NULL;
    }
}

/* The spin button's name for the screen reader: "Booths of Ana in Lübeck". */
static char *
field_a11y (int f, const char *name)
{
  switch (f)
    {
    /* Translators: a number field of Hansa's end position; %s is a player's name */
    case F_UNSOLD: return g_strdup_printf (_("Unsold markers of %s"), name);
    /* Translators: a number field of Hansa's end position; %s is a player's name */
    case F_SOLD_1: return g_strdup_printf (_("One-barrel markers sold by %s"), name);
    /* Translators: a number field of Hansa's end position; %s is a player's name */
    case F_SOLD_2: return g_strdup_printf (_("Two-barrel markers sold by %s"), name);
    /* Translators: a number field of Hansa's end position; %s is a player's name */
    case F_SOLD_3: return g_strdup_printf (_("Three-barrel markers sold by %s"), name);
    /* Translators: a number field of Hansa's end position: a player's name, then a city */
    default: return g_strdup_printf (_("Booths of %1$s in %2$s"), name, kontor_hs_city_name (NULL, f - F_CITY));
    }
}

/* The largest value of the field: the markers of that kind in the box for
 * N players (the spec's §7.3 composition), 15 booths, 3 unsold markers. */
static int
field_max (int f, int n)
{
  switch (f)
    {
    case F_UNSOLD: return 3;
    case F_SOLD_1: case F_SOLD_3: return 4 * (n + 2);
    case F_SOLD_2: return 5 * (n + 2);
    default: return HS_BOOTHS;
    }
}

static int
spin_value (KontorHsEndPage *self, int p, int f)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[p][f]));
}

/* the player's booths on the board, all cities together */
static int
booths_of (KontorHsEndPage *self, int p)
{
  int sum = 0;
  for (int c = 0; c < HS_N_CITIES; c++)
    sum += spin_value (self, p, F_CITY + c);
  return sum;
}

/* ------------------------------------------------------------ the end position */

static void
add_player_json (KontorHsEndPage *self, JsonBuilder *b, int p)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, self->names[p]);
  json_builder_set_member_name (b, "color");
  json_builder_add_string_value (b, self->colors[p]);
  json_builder_set_member_name (b, "unsold");
  json_builder_add_int_value (b, spin_value (self, p, F_UNSOLD));
  json_builder_set_member_name (b, "sold");
  json_builder_begin_object (b);
  for (int k = 0; k < 3; k++)
    {
      char key[2] = { (char) ('1' + k), '\0' };
      json_builder_set_member_name (b, key);
      json_builder_add_int_value (b, spin_value (self, p, F_SOLD_1 + k));
    }
  json_builder_end_object (b);
  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->last_pile[p])))
    {
      json_builder_set_member_name (b, "last_pile");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_end_object (b);
}

/* Only the cities and colours with booths, as the spec's example writes them. */
static void
add_booths_json (KontorHsEndPage *self, JsonBuilder *b)
{
  json_builder_set_member_name (b, "booths");
  json_builder_begin_object (b);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      gboolean any = FALSE;
      for (int p = 0; p < self->n; p++)
        any |= spin_value (self, p, F_CITY + c) > 0;
      if (!any)
        continue;
      json_builder_set_member_name (b, kontor_hs_city_ids[c]);
      json_builder_begin_object (b);
      for (int p = 0; p < self->n; p++)
        if (spin_value (self, p, F_CITY + c) > 0)
          {
            json_builder_set_member_name (b, self->colors[p]);
            json_builder_add_int_value (b, spin_value (self, p, F_CITY + c));
          }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* The position as entered, not yet checked. */
static JsonObject *
build_end (KontorHsEndPage *self)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "kontor-end-position");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hansa-schacht");
  json_builder_set_member_name (b, "variant");
  json_builder_begin_array (b);
  if (gtk_switch_get_active (self->extrakarte_switch))
    json_builder_add_string_value (b, "extrakarte");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < self->n; p++)
    add_player_json (self, b, p);
  json_builder_end_array (b);
  add_booths_json (self, b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_object_ref (json_node_get_object (root));
}

/* The score output, or NULL with error: the engine's verdict. */
static JsonObject *
score_end (KontorHsEndPage *self, JsonObject **end, GError **error)
{
  g_autoptr (JsonObject) position = build_end (self);
  g_autoptr (JsonNode) score = NULL;

  if (self->n < 2)
    {
      /* Translators: Hansa's end page before the players are known */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Choose the players first."));
      return NULL;
    }
  score = kontor_hs_end_position_score_json (position, error);
  if (score == NULL)
    return NULL;
  if (end)
    *end = g_steal_pointer (&position);
  return json_object_ref (json_node_get_object (score));
}

/* The engine's message with its JSON path ("players[1].sold: …") put into
 * the words of the page ("Bo, sold markers: …"). */
static char *
message_in_words (KontorHsEndPage *self, const char *message)
{
  const char *colon = strstr (message, ": ");
  int seat = -1;
  char field[32] = "";

  if (colon == NULL)
    return g_strdup (message);
  if (g_str_has_prefix (message, "booths: "))
    {
      for (int p = 0; p < self->n; p++)
        if (booths_of (self, p) > HS_BOOTHS)
          /* Translators: a refused end position of Hansa: a player's name, then the engine's message */
          return g_strdup_printf (_("%1$s, booths on the board: %2$s"), self->names[p], colon + 2);
      /* Translators: a refused end position of Hansa: the engine's message follows */
      return g_strdup_printf (_("Booths on the board: %s"), colon + 2);
    }
  if (sscanf (message, "players[%d].%31[a-z_]:", &seat, field) != 2 || seat < 0 || seat >= self->n)
    return g_strdup (message);
  if (strcmp (field, "unsold") == 0)
    /* Translators: a refused end position of Hansa: a player's name, then the engine's message */
    return g_strdup_printf (_("%1$s, unsold markers: %2$s"), self->names[seat], colon + 2);
  if (strcmp (field, "sold") == 0)
    /* Translators: a refused end position of Hansa: a player's name, then the engine's message */
    return g_strdup_printf (_("%1$s, sold markers: %2$s"), self->names[seat], colon + 2);
  if (strcmp (field, "last_pile") == 0)
    /* Translators: a refused end position of Hansa: a player's name, then the engine's message */
    return g_strdup_printf (_("%1$s, last pile: %2$s"), self->names[seat], colon + 2);
  return g_strdup (message);
}

/* ------------------------------------------------------------ showing the verdict */

static void
show_booth_counts (KontorHsEndPage *self)
{
  for (int p = 0; p < self->n; p++)
    {
      int sum = booths_of (self, p);
      g_autofree char *text = NULL;
      /* Translators: a player's booths on the board in Hansa, of the 15 each player has */
      text = g_strdup_printf (_("%1$d of %2$d"), sum, HS_BOOTHS);
      gtk_label_set_label (GTK_LABEL (self->booth_counts[p]), text);
      if (sum > HS_BOOTHS)
        gtk_widget_add_css_class (self->booth_counts[p], "error");
      else
        gtk_widget_remove_css_class (self->booth_counts[p], "error");
    }
}

static void
show_totals (KontorHsEndPage *self, JsonObject *score)
{
  JsonArray *players = score ? json_object_get_array_member (score, "players") : NULL;
  gboolean extrakarte = gtk_switch_get_active (self->extrakarte_switch);

  for (int p = 0; p < self->n; p++)
    {
      JsonObject *o = players && (guint) p < json_array_get_length (players)
                        ? json_array_get_object_element (players, p) : NULL;
      g_autofree char *total = NULL, *rank = NULL, *a11y = NULL;
      if (o)
        {
          int bonus = (int) json_object_get_int_member_with_default (o, "extrakarte", 0);
          int r = (int) json_object_get_int_member_with_default (o, "rank", 0);
          /* Translators: a player's total in Hansa: victory points */
          total = g_strdup_printf (_("%d VP"), (int) json_object_get_int_member_with_default (o, "total", 0));
          /* Translators: under a player's total in Hansa: the rank, then the Extrakarte bonus points */
          rank = extrakarte && bonus > 0 ? g_strdup_printf (_("rank %1$d, Extrakarte +%2$d"), r, bonus)
                            /* Translators: under a player's total in Hansa */
                            : g_strdup_printf (_("rank %d"), r);
        }
      else
        {
          /* Translators: no total while the end position is refused */
          total = g_strdup (_("–"));
          rank = g_strdup ("");
        }
      gtk_label_set_label (GTK_LABEL (self->totals[p]), total);
      gtk_label_set_label (GTK_LABEL (self->ranks[p]), rank);
      /* Translators: the screen reader's name of a player's live total: the name, the total, the rank */
      a11y = o ? g_strdup_printf (_("%1$s, if entered like this: %2$s, %3$s"), self->names[p], total, rank)
               /* Translators: the screen reader's name of a player's total while the position is refused */
               : g_strdup_printf (_("%s: no total, the position is refused"), self->names[p]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->totals[p]), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

/* The totals in one line beside the Score button (the grid's total row may
 * be scrolled away on a small screen). */
static char *
totals_text (KontorHsEndPage *self, JsonObject *score)
{
  JsonArray *players = json_object_get_array_member (score, "players");
  g_autoptr (GString) list = g_string_new (NULL);

  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *o = json_array_get_object_element (players, p);
      if (p > 0)
        /* Translators: between the players' totals in one line */
        g_string_append (list, _(", "));
      /* Translators: a player's total in one line: the name, then the victory points */
      g_string_append_printf (list, _("%1$s %2$d VP"), json_object_get_string_member_with_default (o, "name", ""),
                              (int) json_object_get_int_member_with_default (o, "total", 0));
    }
  /* Translators: the live totals of Hansa's end position, e.g. "Ana 33 VP, Bo 38 VP" */
  return g_strdup_printf (_("If entered like this: %s"), list->str);
}

static void
update (KontorHsEndPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) score = NULL;

  score = score_end (self, NULL, &error);
  if (self->n < 2)
    {
      gtk_label_set_label (self->check_label, error->message);
      gtk_widget_set_sensitive (GTK_WIDGET (self->score_button), FALSE);
      return;
    }
  show_booth_counts (self);
  show_totals (self, score);
  if (score)
    {
      g_autofree char *summary = totals_text (self, score);
      gtk_label_set_label (self->check_label, summary);
      gtk_widget_remove_css_class (GTK_WIDGET (self->check_label), "error");
    }
  else
    {
      g_autofree char *message = message_in_words (self, error->message);
      gtk_label_set_label (self->check_label, message);
      gtk_widget_add_css_class (GTK_WIDGET (self->check_label), "error");
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->score_button), score != NULL);
}

static void
edited (KontorHsEndPage *self)
{
  if (self->updating)
    return;
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_last_pile (GtkCheckButton *check, KontorHsEndPage *self)
{
  /* at most one player started the last pile: the others are unticked */
  if (!self->updating && gtk_check_button_get_active (check))
    {
      self->updating = TRUE;
      for (int p = 0; p < self->n; p++)
        if (self->last_pile[p] != GTK_WIDGET (check))
          gtk_check_button_set_active (GTK_CHECK_BUTTON (self->last_pile[p]), FALSE);
      self->updating = FALSE;
    }
  edited (self);
}

/* ------------------------------------------------------------ the grid */

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  int c = GPOINTER_TO_INT (data);
  GdkRGBA rgba = c >= 0 && c < HS_N_GOODS ? player_rgba[c] : (GdkRGBA) { 0.5, 0.5, 0.5, 1 };
  double r = 4;

  cairo_new_sub_path (cr);
  cairo_arc (cr, width - r - 0.5, r + 0.5, r, -G_PI / 2, 0);
  cairo_arc (cr, width - r - 0.5, height - r - 0.5, r, 0, G_PI / 2);
  cairo_arc (cr, r + 0.5, height - r - 0.5, r, G_PI / 2, G_PI);
  cairo_arc (cr, r + 0.5, r + 0.5, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
label_new (const char *text, const char *css, float xalign)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), xalign);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

/* A row's name in the first column, with a dim caption under it. */
static void
attach_row_name (KontorHsEndPage *self, int row, const char *title, const char *caption, gboolean bold)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *l = label_new (title, bold ? "heading" : NULL, 0);

  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (l), 22);
  gtk_box_append (GTK_BOX (box), l);
  if (caption)
    {
      l = label_new (caption, "caption", 0);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (l), 26);
      gtk_widget_add_css_class (l, "dim-label");
      gtk_box_append (GTK_BOX (box), l);
    }
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_grid_attach (self->grid, box, 0, row, 1, 1);
}

/* A heading across the grid, above a group of rows. */
static void
attach_section (KontorHsEndPage *self, int row, const char *title, const char *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *l = label_new (title, "title-4", 0);

  gtk_box_append (GTK_BOX (box), l);
  l = label_new (caption, "dim-label", 0);
  gtk_widget_set_valign (l, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (gtk_widget_get_first_child (box), GTK_ALIGN_BASELINE);
  gtk_box_append (GTK_BOX (box), l);
  gtk_widget_set_margin_top (box, row == ROW_GOODS ? 0 : 12);
  gtk_grid_attach (self->grid, box, 0, row, 1 + MAX (self->n, 1), 1);
}

static void
attach_player_head (KontorHsEndPage *self, int p)
{
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* the colour is shown; the screen reader reads the name beside it */
  GtkWidget *swatch = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *name = label_new (self->names[p], "heading", 0);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 16);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 16);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                  GINT_TO_POINTER (kontor_hs_player_color_from_id (self->colors[p])), NULL);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
  gtk_box_append (GTK_BOX (head), swatch);
  gtk_box_append (GTK_BOX (head), name);
  /* the players' columns share the width the names of the rows leave */
  gtk_widget_set_halign (head, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (head, TRUE);
  gtk_grid_attach (self->grid, head, 1 + p, ROW_NAMES, 1, 1);
}

static void
attach_spin (KontorHsEndPage *self, int p, int f)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, field_max (f, self->n), 1);
  g_autofree char *a11y = field_a11y (f, self->names[p]);
  int row = f < F_CITY ? ROW_UNSOLD + f : ROW_CITY + f - F_CITY;

  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (edited), self);
  gtk_grid_attach (self->grid, spin, 1 + p, row, 1, 1);
  self->spins[p][f] = spin;
}

static void
attach_player_footer (KontorHsEndPage *self, int p)
{
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  /* Translators: the screen reader's name of a check box in Hansa's end position; %s is a player's name */
  g_autofree char *a11y = g_strdup_printf (_("%s started the last pile"), self->names[p]);

  self->booth_counts[p] = label_new ("", NULL, 0.5);
  gtk_widget_add_css_class (self->booth_counts[p], "numeric");
  gtk_grid_attach (self->grid, self->booth_counts[p], 1 + p, ROW_BOOTH_COUNT, 1, 1);
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_signal_connect (check, "toggled", G_CALLBACK (on_last_pile), self);
  gtk_grid_attach (self->grid, check, 1 + p, ROW_LAST_PILE, 1, 1);
  self->last_pile[p] = check;
  self->totals[p] = label_new ("", "title-3", 0.5);
  self->ranks[p] = label_new ("", "caption", 0.5);
  gtk_label_set_wrap (GTK_LABEL (self->ranks[p]), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->ranks[p]), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->ranks[p]), 14);
  gtk_widget_add_css_class (self->ranks[p], "dim-label");
  gtk_box_append (GTK_BOX (box), self->totals[p]);
  gtk_box_append (GTK_BOX (box), self->ranks[p]);
  gtk_widget_set_margin_top (box, 6);
  gtk_grid_attach (self->grid, box, 1 + p, ROW_TOTAL, 1, 1);
}

static void
attach_row_names (KontorHsEndPage *self)
{
  attach_section (self, ROW_GOODS,
                  /* Translators: a heading of Hansa's end position */
                  _("Goods markers"),
                  /* Translators: beside the heading "Goods markers": where they are counted */
                  _("in front of each player"));
  for (int f = F_UNSOLD; f < F_CITY; f++)
    attach_row_name (self, ROW_UNSOLD + f, field_title (f), field_caption (f), FALSE);
  attach_section (self, ROW_BOOTHS,
                  /* Translators: a heading of Hansa's end position */
                  _("Booths on the board"),
                  /* Translators: beside the heading "Booths on the board": what a city with booths is worth */
                  _("2 VP per city, 4 VP alone in it"));
  for (int c = 0; c < HS_N_CITIES; c++)
    attach_row_name (self, ROW_CITY + c, field_title (F_CITY + c), NULL, FALSE);
  attach_row_name (self, ROW_BOOTH_COUNT,
                   /* Translators: a row of Hansa's end position: each player's booths on the board */
                   _("Booths in all"),
                   /* Translators: under "Booths in all": the booths are Hansa's tie-break */
                   _("breaks a tie in points"), FALSE);
  attach_row_name (self, ROW_LAST_PILE,
                   /* Translators: a row of Hansa's end position: whose refill took the first marker of the fifth pile */
                   _("Started the last pile"),
                   /* Translators: under "Started the last pile": its bonus with the Extrakarte variant */
                   _("+3 with the Extrakarte"), FALSE);
  /* Translators: the row of Hansa's end position with each player's live total */
  attach_row_name (self, ROW_TOTAL, _("If entered like this"), NULL, TRUE);
}

static void
rebuild_grid (KontorHsEndPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))))
    gtk_grid_remove (self->grid, child);
  memset (self->spins, 0, sizeof self->spins);
  memset (self->last_pile, 0, sizeof self->last_pile);
  memset (self->booth_counts, 0, sizeof self->booth_counts);
  memset (self->totals, 0, sizeof self->totals);
  memset (self->ranks, 0, sizeof self->ranks);
  if (self->n < 2)
    return;
  attach_row_names (self);
  for (int p = 0; p < self->n; p++)
    {
      attach_player_head (self, p);
      for (int f = 0; f < N_FIELDS; f++)
        attach_spin (self, p, f);
      attach_player_footer (self, p);
    }
}

/* ------------------------------------------------------------ the API */

void
kontor_hs_end_page_set_players (KontorHsEndPage *self, int n, const char *const *names, const char *const *colors)
{
  g_return_if_fail (KONTOR_IS_HS_END_PAGE (self));
  g_return_if_fail (n >= 2 && n <= HS_MAX_PLAYERS);
  g_return_if_fail (names != NULL && colors != NULL);

  for (int p = 0; p < HS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      g_clear_pointer (&self->colors[p], g_free);
      if (p < n)
        {
          self->names[p] = g_strdup (names[p] ? names[p] : "");
          self->colors[p] = g_strdup (colors[p] ? colors[p] : "");
        }
    }
  self->n = n;
  self->updating = TRUE;
  gtk_switch_set_active (self->extrakarte_switch, FALSE);
  rebuild_grid (self);
  self->updating = FALSE;
  update (self);
}

JsonObject *
kontor_hs_end_page_get_end (KontorHsEndPage *self, GError **error)
{
  JsonObject *end = NULL;
  g_autoptr (JsonObject) score = NULL;

  g_return_val_if_fail (KONTOR_IS_HS_END_PAGE (self), NULL);
  score = score_end (self, &end, error);
  return score ? end : NULL;
}

GtkWidget *
kontor_hs_end_page_get_field (KontorHsEndPage *self, int player, const char *id)
{
  g_return_val_if_fail (KONTOR_IS_HS_END_PAGE (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (player < 0)
    return strcmp (id, "extrakarte") == 0 ? GTK_WIDGET (self->extrakarte_switch)
           : strcmp (id, "score") == 0 ? GTK_WIDGET (self->score_button)
           : strcmp (id, "message") == 0 ? GTK_WIDGET (self->check_label) : NULL;
  if (player >= self->n)
    return NULL;
  if (strcmp (id, "unsold") == 0)
    return self->spins[player][F_UNSOLD];
  if (g_str_has_prefix (id, "sold-") && id[5] >= '1' && id[5] <= '3' && id[6] == '\0')
    return self->spins[player][F_SOLD_1 + id[5] - '1'];
  if (strcmp (id, "last-pile") == 0)
    return self->last_pile[player];
  if (strcmp (id, "booths") == 0)
    return self->booth_counts[player];
  if (strcmp (id, "total") == 0)
    return self->totals[player];
  if (kontor_hs_city_from_id (id) >= 0)
    return self->spins[player][F_CITY + kontor_hs_city_from_id (id)];
  return NULL;
}

/* ------------------------------------------------------------ the class */

static void
on_score (GtkButton *button, KontorHsEndPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) score = score_end (self, NULL, &error);

  if (score == NULL)
    {
      update (self);
      return;
    }
  g_signal_emit (self, signals[SHOW_SCORE], 0, score);
}

static void
kontor_hs_end_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_HS_END_PAGE);
  G_OBJECT_CLASS (kontor_hs_end_page_parent_class)->dispose (object);
}

static void
kontor_hs_end_page_finalize (GObject *object)
{
  KontorHsEndPage *self = KONTOR_HS_END_PAGE (object);

  for (int p = 0; p < HS_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      g_free (self->colors[p]);
    }
  G_OBJECT_CLASS (kontor_hs_end_page_parent_class)->finalize (object);
}

static void
kontor_hs_end_page_class_init (KontorHsEndPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_hs_end_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = kontor_hs_end_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-hs-end-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, root_box);
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, variant_group);
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, extrakarte_switch);
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, grid);
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, check_label);
  gtk_widget_class_bind_template_child (widget_class, KontorHsEndPage, score_button);
  /* The score sheet of the entered position is wanted: the engine's score output. */
  signals[SHOW_SCORE] = g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  /* The table changed a number, a tick or the variant. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
kontor_hs_end_page_init (KontorHsEndPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Translators: the screen reader's name of the list holding Hansa's variant switch */
  kontor_a11y_label_lists (self->variant_group, _("Variant"));
  kontor_a11y_fix_mnemonics (GTK_WIDGET (self));
  g_signal_connect_swapped (self->extrakarte_switch, "notify::active", G_CALLBACK (edited), self);
  g_signal_connect (self->score_button, "clicked", G_CALLBACK (on_score), self);
  update (self);
}

GtkWidget *
kontor_hs_end_page_new (void)
{
  return g_object_new (KONTOR_TYPE_HS_END_PAGE, NULL);
}
