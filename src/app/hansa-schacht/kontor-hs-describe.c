/* kontor-hs-describe.c: "Describe your board" for Hansa (Michael Schacht),
 * spec §4.4.  Nine rows in the cities' order of §0: a name, a number (a
 * spin button from 1 to 9, empty while unknown), the warehouse spaces (two
 * linked toggles, "1" and "2") and, behind an expander, the arrows out of
 * the city and whether that list is complete.  Save stays disabled until
 * every city has a number of its own and its warehouse spaces; the profile
 * is checked by the engine before it is written, atomically, to
 * kontor_hs_described_path (). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-hs-describe.h"
#include "kontor-hs-describe-private.h"

#define EXPECTED_SPACES 14   /* five cities with 2, four with 1 (spec §4.3, an inference) */

typedef struct {
  KontorHsDescribe *self;
  int city;
  GtkWidget *name;
  GtkWidget *number;
  GtkWidget *warehouses_box;
  GtkWidget *warehouses[2];
  GtkWidget *duplicate;
  GtkWidget *expander;
  GtkWidget *arrows_title;
  GtkWidget *arrows_summary;
  GtkWidget *arrow[HS_N_CITIES];
  GtkWidget *complete;
} CityRow;

struct _KontorHsDescribe
{
  AdwWindow parent_instance;

  GtkWidget *save_button;
  GtkWidget *cancel_button;
  GtkWidget *intro_label;
  GtkWidget *columns_box;
  GtkWidget *number_column;
  GtkWidget *warehouses_column;
  GtkWidget *cities_box;
  GtkWidget *status_label;
  GtkWidget *total_label;
  GtkWidget *note_label;
  GtkWidget *error_label;

  CityRow rows[HS_N_CITIES];
  char *shipped_name[HS_N_CITIES];
  gboolean start[HS_N_CITIES];
  guint16 inferred[HS_N_CITIES];       /* arrows read as inferred and not touched since */
  JsonNode *land;
  gboolean syncing;
  gboolean valid;
};

G_DEFINE_FINAL_TYPE (KontorHsDescribe, kontor_hs_describe, ADW_TYPE_WINDOW)

enum { SAVED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- names */

static char *
entry_name (CityRow *row)
{
  g_autofree char *name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row->name)));
  g_strstrip (name);
  return *name ? g_steal_pointer (&name) : NULL;
}

/* The city's name as a label shows it ("Ninth city" while unnamed). */
static char *
label_name (KontorHsDescribe *self, int city)
{
  char *name = entry_name (&self->rows[city]);
  if (name)
    return name;
  if (self->shipped_name[city])
    return g_strdup (self->shipped_name[city]);
  /* Translators: the Hansa board's ninth city, whose name Kontor does not know, as a check box's label */
  return g_strdup (_("Ninth city"));
}

/* The city's name inside a sentence ("Number of the ninth city"). */
static char *
sentence_name (KontorHsDescribe *self, int city)
{
  char *name = entry_name (&self->rows[city]);
  if (name)
    return name;
  if (self->shipped_name[city])
    return g_strdup (self->shipped_name[city]);
  /* Translators: the Hansa board's ninth city, whose name Kontor does not know, inside "Number of %s" and the like */
  return g_strdup (_("the ninth city"));
}

static void
set_label (GtkWidget *widget, const char *text)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
set_text_if_changed (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

/* ---------------------------------------------------------------- state */

static int
row_number (CityRow *row)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->number));
}

static int
row_warehouses (CityRow *row)
{
  for (int k = 0; k < 2; k++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (row->warehouses[k])))
      return k + 1;
  return 0;
}

static void
set_label_printf (GtkWidget *widget, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
set_label_printf (GtkWidget *widget, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  set_label (widget, text);
}

/* The accessible names of a row's controls and its arrows' labels;
 * sentence and label hold every city's name (sentence_name, label_name). */
static void
update_names (CityRow *row, char **sentence, char **label)
{
  const char *name = sentence[row->city];
  g_autofree char *title = NULL;

  /* Translators: the accessible name of a city's name field in the board form; %s is the city */
  set_label_printf (row->name, _("Name of %s"), name);
  /* Translators: the accessible name of a city's number (1 to 9) in the board form; %s is the city */
  set_label_printf (row->number, _("Number of %s"), name);
  /* Translators: the accessible name of the two buttons "1" and "2" of a city in the board form; %s is the city */
  set_label_printf (row->warehouses_box, _("Warehouse spaces of %s"), name);
  /* Translators: the accessible name of the button "1" of a city's warehouse spaces; %s is the city */
  set_label_printf (row->warehouses[0], _("One warehouse space in %s"), name);
  /* Translators: the accessible name of the button "2" of a city's warehouse spaces; %s is the city */
  set_label_printf (row->warehouses[1], _("Two warehouse spaces in %s"), name);
  /* Translators: the heading over the check boxes of a city's outgoing arrows; %s is the city */
  title = g_strdup_printf (_("Arrows out of %s"), name);
  set_label (row->expander, title);
  set_text_if_changed (GTK_LABEL (row->arrows_title), title);
  /* Translators: the accessible name of the check box "This list is complete" under a city's arrows; %s is the city */
  set_label_printf (row->complete, _("The list of arrows out of %s is complete"), name);
  for (int t = 0; t < HS_N_CITIES; t++)
    if (t != row->city)
      {
        gtk_check_button_set_label (GTK_CHECK_BUTTON (row->arrow[t]), label[t]);
        /* Translators: the accessible name of a check box of the board form: the first %s is the city the arrow leaves, the second the city it points to */
        set_label_printf (row->arrow[t], _("Arrow from %s to %s"), name, sentence[t]);
      }
}

/* "Tønsberg, Lübeck, Danzig (complete)" beside the row's expander. */
static void
update_arrows_summary (CityRow *row, char **label)
{
  g_autoptr (GString) summary = g_string_new (NULL);

  for (int t = 0; t < HS_N_CITIES; t++)
    if (t != row->city && gtk_check_button_get_active (GTK_CHECK_BUTTON (row->arrow[t])))
      g_string_append_printf (summary, "%s%s", summary->len ? ", " : "", label[t]);
  if (summary->len == 0)
    /* Translators: shown beside "Arrows out of Lübeck" when no arrow of that city is ticked */
    g_string_assign (summary, _("none entered"));
  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (row->complete)))
    {
      /* Translators: shown beside "Arrows out of Lübeck"; %s is the list of cities the arrows point to */
      g_autofree char *text = g_strdup_printf (_("%s (complete)"), summary->str);
      g_string_assign (summary, text);
    }
  set_text_if_changed (GTK_LABEL (row->arrows_summary), summary->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->expander), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary->str, -1);
}

/* The row's number: empty, its own, or shared with other rows (an error
 * under the row and on the spin button).  TRUE when it is shared. */
static gboolean
update_number (KontorHsDescribe *self, CityRow *row, const int *users, char **label)
{
  int number = row_number (row);
  GtkAccessible *spin = GTK_ACCESSIBLE (row->number);

  if (number == 0)
    /* Translators: what a screen reader says for a city's number while it is empty in the board form */
    gtk_accessible_update_property (spin, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, _("not entered yet"), -1);
  else
    gtk_accessible_reset_property (spin, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);

  if (number > 0 && users[number] > 1)
    {
      g_autoptr (GString) others = g_string_new (NULL);
      g_autofree char *text = NULL;

      for (int o = 0; o < HS_N_CITIES; o++)
        if (o != row->city && row_number (&self->rows[o]) == number)
          g_string_append_printf (others, "%s%s", others->len ? ", " : "", label[o]);
      /* Translators: an error under a city of the board form; %d is the number (1 to 9), %s the other cities with it */
      text = g_strdup_printf (_("Number %d is also given to %s: each number belongs to one city."), number, others->str);
      set_text_if_changed (GTK_LABEL (row->duplicate), text);
      gtk_widget_set_visible (row->duplicate, TRUE);
      gtk_widget_add_css_class (row->number, "error");
      gtk_accessible_update_state (spin, GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
      gtk_accessible_update_property (spin, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
      return TRUE;
    }
  gtk_widget_set_visible (row->duplicate, FALSE);
  gtk_widget_remove_css_class (row->number, "error");
  gtk_accessible_reset_state (spin, GTK_ACCESSIBLE_STATE_INVALID);
  gtk_accessible_reset_property (spin, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  return FALSE;
}

/* The lines under the list: what is missing or wrong, the total of the
 * warehouse spaces and the note when it is not 14. */
static void
update_status (KontorHsDescribe *self, gboolean duplicates, const int *users, int missing_numbers,
               int missing_spaces, int total)
{
  g_autoptr (GString) status = g_string_new (NULL);
  g_autofree char *total_text = NULL;

  if (duplicates)
    /* Translators: the status line of the board form while two cities have the same number */
    g_string_append (status, _("Two cities have the same number. Fix the numbers marked in red."));
  if (missing_numbers > 0)
    {
      if (status->len)
        g_string_append_c (status, '\n');
      /* Translators: the status line of the board form */
      g_string_append_printf (status, ngettext ("%d city still needs its number.", "%d cities still need their numbers.",
                                                missing_numbers), missing_numbers);
      if (!duplicates)
        {
          g_autoptr (GString) free_numbers = g_string_new (NULL);
          g_autofree char *text = NULL;
          for (int n = 1; n <= 9; n++)
            if (users[n] == 0)
              g_string_append_printf (free_numbers, "%s%d", free_numbers->len ? ", " : "", n);
          /* Translators: the status line of the board form; %s lists the numbers no city has yet, "2, 3, 5" */
          text = g_strdup_printf (_("Numbers still free: %s."), free_numbers->str);
          g_string_append_printf (status, " %s", text);
        }
    }
  if (missing_spaces > 0)
    {
      if (status->len)
        g_string_append_c (status, '\n');
      /* Translators: the status line of the board form */
      g_string_append_printf (status, ngettext ("%d city still needs its warehouse spaces.",
                                                "%d cities still need their warehouse spaces.",
                                                missing_spaces), missing_spaces);
    }
  if (self->valid)
    /* Translators: the status line of the board form once everything is filled in */
    g_string_append (status, _("Everything is filled in. Save to play on this board."));
  set_text_if_changed (GTK_LABEL (self->status_label), status->str);
  if (duplicates)
    gtk_widget_add_css_class (self->status_label, "error");
  else
    gtk_widget_remove_css_class (self->status_label, "error");
  if (self->valid)
    gtk_widget_add_css_class (self->status_label, "success");
  else
    gtk_widget_remove_css_class (self->status_label, "success");

  /* Translators: the sum of the warehouse spaces entered in the board form */
  total_text = g_strdup_printf (_("Warehouse spaces in total: %d"), total);
  set_text_if_changed (GTK_LABEL (self->total_label), total_text);
  gtk_widget_set_visible (self->note_label, missing_spaces == 0 && total != EXPECTED_SPACES);
}

/* Every label that names a city, the checks, the lines under the list
 * and whether Save is possible: after any change. */
static void
update_form (KontorHsDescribe *self)
{
  char *sentence[HS_N_CITIES], *label[HS_N_CITIES];
  int users[10] = { 0 };
  int missing_numbers = 0, missing_spaces = 0, total = 0;
  gboolean duplicates = FALSE;

  for (int c = 0; c < HS_N_CITIES; c++)
    {
      sentence[c] = sentence_name (self, c);
      label[c] = label_name (self, c);
      users[row_number (&self->rows[c])]++;
    }
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      CityRow *row = &self->rows[c];
      int spaces = row_warehouses (row);

      update_names (row, sentence, label);
      update_arrows_summary (row, label);
      duplicates |= update_number (self, row, users, label);
      missing_numbers += row_number (row) == 0;
      missing_spaces += spaces == 0;
      total += spaces;
    }
  self->valid = !duplicates && missing_numbers == 0 && missing_spaces == 0;
  update_status (self, duplicates, users, missing_numbers, missing_spaces, total);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "describe.save", self->valid);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      g_free (sentence[c]);
      g_free (label[c]);
    }
}

/* ---------------------------------------------------------------- signals */

static void
on_changed (KontorHsDescribe *self)
{
  if (self->syncing)
    return;
  gtk_widget_set_visible (self->error_label, FALSE);
  update_form (self);
}

/* A number: empty, or 1 to 9. */
static gboolean
parse_number (const char *text, int *value)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  guint64 v;

  if (*copy == '\0')
    {
      *value = 0;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (copy, 10, 1, 9, &v, NULL))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

static int
on_number_input (GtkSpinButton *spin, double *value, gpointer data)
{
  int v;
  if (!parse_number (gtk_editable_get_text (GTK_EDITABLE (spin)), &v))
    return GTK_INPUT_ERROR;
  *value = v;
  return TRUE;
}

static gboolean
on_number_output (GtkSpinButton *spin, gpointer data)
{
  int v = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *text = v > 0 ? g_strdup_printf ("%d", v) : g_strdup ("");
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* What is typed counts at once (a spin button takes it only on Enter or
 * when the focus leaves), so a duplicate shows while typing. */
static void
on_number_text_changed (GtkEditable *editable, CityRow *row)
{
  KontorHsDescribe *self = row->self;
  int v;

  if (self->syncing || !parse_number (gtk_editable_get_text (editable), &v) || v == row_number (row))
    return;
  self->syncing = TRUE;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->number), v);
  self->syncing = FALSE;
  on_changed (self);
}

static void
on_arrow_toggled (GtkCheckButton *check, CityRow *row)
{
  for (int t = 0; t < HS_N_CITIES; t++)
    if (row->arrow[t] == GTK_WIDGET (check))
      row->self->inferred[row->city] &= ~(1u << t);   /* the table has looked at it */
  on_changed (row->self);
}

/* ---------------------------------------------------------------- saving */

/* The form as a description (names, numbers, spaces, arrows). */
static void
described (KontorHsDescribe *self, Description *d)
{
  memset (d, 0, sizeof *d);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      CityRow *row = &self->rows[c];
      d->name[c] = entry_name (row);
      d->number[c] = MAX (0, row_number (row));
      d->warehouses[c] = MAX (0, row_warehouses (row));
      d->start[c] = self->start[c];
      d->inferred[c] = self->inferred[c];
      for (int t = 0; t < HS_N_CITIES; t++)
        if (t != c && gtk_check_button_get_active (GTK_CHECK_BUTTON (row->arrow[t])))
          d->arrows[c] |= 1u << t;
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (row->complete)))
        d->complete |= 1u << c;
    }
  d->land = self->land ? json_node_copy (self->land) : NULL;
}

static JsonNode *
build_profile (KontorHsDescribe *self)
{
  Description d;
  JsonNode *root;
  described (self, &d);
  root = kontor_hs_description_to_json (&d);
  kontor_hs_description_clear (&d);
  return root;
}

static void
show_error (KontorHsDescribe *self, const char *message)
{
  /* Translators: shown in the board form when saving failed; %s says why */
  g_autofree char *text = g_strdup_printf (_("The board could not be saved: %s"), message);
  gtk_label_set_label (GTK_LABEL (self->error_label), text);
  gtk_widget_set_visible (self->error_label, TRUE);
}

static void
save_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KontorHsDescribe *self = KONTOR_HS_DESCRIBE (widget);
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  HsProfile profile;

  /* take a number still being typed */
  for (int c = 0; c < HS_N_CITIES; c++)
    gtk_spin_button_update (GTK_SPIN_BUTTON (self->rows[c].number));
  update_form (self);
  if (!self->valid)
    return;
  root = build_profile (self);
  if (!kontor_hs_profile_from_json (root, "board", &profile, &error) || !kontor_hs_description_write (root, &error))
    {
      show_error (self, error->message);
      return;
    }
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_close (GTK_WINDOW (self));
}

/* ---------------------------------------------------------------- building */

static GtkWidget *
cell (GtkSizeGroup *group, GtkWidget *child)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_valign (child, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (child, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), child);
  gtk_size_group_add_widget (group, box);
  return box;
}

/* The arrows out of the row's city, folded away: "Arrows out of Lübeck   Aalborg". */
static GtkWidget *
arrows_expander (CityRow *row, const char *id)
{
  GtkWidget *title = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *widget_name = g_strconcat ("arrows-", id, NULL);
  g_autofree char *complete_name = g_strconcat ("complete-", id, NULL);
  int k = 0;

  row->arrows_title = gtk_label_new (NULL);
  row->arrows_summary = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (row->arrows_summary), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (row->arrows_summary), 0);
  gtk_widget_set_hexpand (row->arrows_summary, TRUE);
  gtk_widget_add_css_class (row->arrows_summary, "dim-label");
  gtk_box_append (GTK_BOX (title), row->arrows_title);
  gtk_box_append (GTK_BOX (title), row->arrows_summary);
  row->expander = gtk_expander_new (NULL);
  gtk_widget_set_name (row->expander, widget_name);
  gtk_expander_set_label_widget (GTK_EXPANDER (row->expander), title);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (int t = 0; t < HS_N_CITIES; t++)
    {
      g_autofree char *check_name = g_strdup_printf ("arrow-%s-%s", id, kontor_hs_city_ids[t]);
      if (t == row->city)
        continue;
      row->arrow[t] = gtk_check_button_new ();
      gtk_widget_set_name (row->arrow[t], check_name);
      gtk_grid_attach (GTK_GRID (grid), row->arrow[t], k % 4, k / 4, 1, 1);
      k++;
    }
  /* Translators: a check box under a city's arrows in the board form: every arrow that leaves the city is ticked */
  row->complete = gtk_check_button_new_with_label (_("This list is complete"));
  gtk_widget_set_name (row->complete, complete_name);
  gtk_widget_set_margin_start (inner, 18);
  gtk_widget_set_margin_top (inner, 4);
  gtk_box_append (GTK_BOX (inner), grid);
  gtk_box_append (GTK_BOX (inner), row->complete);
  gtk_expander_set_child (GTK_EXPANDER (row->expander), inner);
  return row->expander;
}

/* The row's line: the name, the number, the warehouse spaces. */
static GtkWidget *
row_line (KontorHsDescribe *self, CityRow *row, const char *id, GtkSizeGroup *numbers, GtkSizeGroup *spaces)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *name_name = g_strconcat ("name-", id, NULL);
  g_autofree char *number_name = g_strconcat ("number-", id, NULL);

  row->name = gtk_entry_new ();
  gtk_widget_set_name (row->name, name_name);
  gtk_widget_set_hexpand (row->name, TRUE);
  gtk_widget_set_valign (row->name, GTK_ALIGN_CENTER);
  gtk_editable_set_width_chars (GTK_EDITABLE (row->name), 10);
  gtk_entry_set_max_length (GTK_ENTRY (row->name), 40);
  gtk_entry_set_activates_default (GTK_ENTRY (row->name), TRUE);
  if (self->shipped_name[row->city] == NULL)
    /* Translators: the placeholder of the ninth city's name in the board form (no source names that city) */
    gtk_entry_set_placeholder_text (GTK_ENTRY (row->name), _("Ninth city: type its name"));
  gtk_box_append (GTK_BOX (line), row->name);

  row->number = gtk_spin_button_new_with_range (0, 9, 1);
  gtk_widget_set_name (row->number, number_name);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (row->number), TRUE);
  gtk_spin_button_set_update_policy (GTK_SPIN_BUTTON (row->number), GTK_UPDATE_IF_VALID);
  gtk_editable_set_width_chars (GTK_EDITABLE (row->number), 2);
  gtk_editable_set_alignment (GTK_EDITABLE (row->number), 0.5);
  g_signal_connect (row->number, "input", G_CALLBACK (on_number_input), NULL);
  g_signal_connect (row->number, "output", G_CALLBACK (on_number_output), NULL);
  gtk_box_append (GTK_BOX (line), cell (numbers, row->number));

  row->warehouses_box = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_widget_add_css_class (row->warehouses_box, "linked");
  for (int w = 0; w < 2; w++)
    {
      g_autofree char *digit = g_strdup_printf ("%d", w + 1);
      g_autofree char *button_name = g_strdup_printf ("warehouses-%d-%s", w + 1, id);
      row->warehouses[w] = gtk_toggle_button_new_with_label (digit);
      gtk_widget_set_name (row->warehouses[w], button_name);
      gtk_widget_set_size_request (row->warehouses[w], 44, -1);
      if (w > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (row->warehouses[w]), GTK_TOGGLE_BUTTON (row->warehouses[0]));
      gtk_box_append (GTK_BOX (row->warehouses_box), row->warehouses[w]);
    }
  gtk_box_append (GTK_BOX (line), cell (spaces, row->warehouses_box));
  return line;
}

static void
build_row (KontorHsDescribe *self, int c, GtkSizeGroup *numbers, GtkSizeGroup *spaces)
{
  CityRow *row = &self->rows[c];
  const char *id = kontor_hs_city_ids[c];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *duplicate_name = g_strconcat ("duplicate-", id, NULL);

  row->self = self;
  row->city = c;
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), row_line (self, row, id, numbers, spaces));

  row->duplicate = gtk_label_new (NULL);
  gtk_widget_set_name (row->duplicate, duplicate_name);
  gtk_label_set_wrap (GTK_LABEL (row->duplicate), TRUE);
  gtk_label_set_xalign (GTK_LABEL (row->duplicate), 0);
  gtk_widget_add_css_class (row->duplicate, "error");
  gtk_widget_set_visible (row->duplicate, FALSE);
  gtk_box_append (GTK_BOX (box), row->duplicate);
  gtk_box_append (GTK_BOX (box), arrows_expander (row, id));

  if (c > 0)
    gtk_box_append (GTK_BOX (self->cities_box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (self->cities_box), box);
}

/* Shows d; returns the first control still to fill in. */
static GtkWidget *
fill (KontorHsDescribe *self, const Description *d)
{
  GtkWidget *first = NULL;

  self->syncing = TRUE;
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      CityRow *row = &self->rows[c];
      gtk_editable_set_text (GTK_EDITABLE (row->name), d->name[c] ? d->name[c] : "");
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->number), d->number[c]);
      on_number_output (GTK_SPIN_BUTTON (row->number), NULL);
      for (int w = 0; w < 2; w++)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (row->warehouses[w]), d->warehouses[c] == w + 1);
      for (int t = 0; t < HS_N_CITIES; t++)
        if (t != c)
          {
            gtk_check_button_set_active (GTK_CHECK_BUTTON (row->arrow[t]), (d->arrows[c] >> t) & 1);
            if ((d->inferred[c] >> t) & 1)
              /* Translators: the tooltip of an arrow's check box that was reasoned out from a rules example, not read from a board */
              gtk_widget_set_tooltip_text (row->arrow[t], _("Probable, from an example in the rules: please check it on your board"));
          }
      gtk_check_button_set_active (GTK_CHECK_BUTTON (row->complete), (d->complete >> c) & 1);
      self->start[c] = d->start[c] || c == HS_COPENHAGEN;
      self->inferred[c] = d->inferred[c];
      if (first == NULL && d->number[c] == 0)
        first = row->number;
    }
  for (int c = 0; first == NULL && c < HS_N_CITIES; c++)
    if (d->warehouses[c] == 0)
      first = self->rows[c].warehouses[0];
  g_clear_pointer (&self->land, json_node_unref);
  if (d->land)
    self->land = json_node_copy (d->land);
  self->syncing = FALSE;
  update_form (self);
  return first;
}

static void
kontor_hs_describe_finalize (GObject *object)
{
  KontorHsDescribe *self = KONTOR_HS_DESCRIBE (object);
  for (int c = 0; c < HS_N_CITIES; c++)
    g_free (self->shipped_name[c]);
  g_clear_pointer (&self->land, json_node_unref);
  G_OBJECT_CLASS (kontor_hs_describe_parent_class)->finalize (object);
}

static void
kontor_hs_describe_class_init (KontorHsDescribeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = kontor_hs_describe_finalize;
  /* after the description was written (no arguments) */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-hs-describe.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, save_button);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, intro_label);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, columns_box);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, number_column);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, warehouses_column);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, cities_box);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, status_label);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, total_label);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, note_label);
  gtk_widget_class_bind_template_child (widget_class, KontorHsDescribe, error_label);
  gtk_widget_class_install_action (widget_class, "describe.save", NULL, save_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "describe.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kontor_hs_describe_init (KontorHsDescribe *self)
{
  g_autoptr (GtkSizeGroup) numbers = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_autoptr (GtkSizeGroup) spaces = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_autoptr (JsonNode) shipped = kontor_hs_load_profile (NULL, NULL);
  g_autoptr (JsonNode) saved = NULL;
  g_autofree char *path = kontor_hs_described_path ();
  Description d;
  GtkWidget *first;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  gtk_label_get_label (GTK_LABEL (self->intro_label)), -1);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->save_button);
  /* GTK 4.8's scrolled window is focusable: named like the window (docs/accessibility.md) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_ancestor (self->cities_box, GTK_TYPE_SCROLLED_WINDOW)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_window_get_title (GTK_WINDOW (self)), -1);
  gtk_size_group_add_widget (numbers, self->number_column);
  gtk_size_group_add_widget (spaces, self->warehouses_column);
  /* Translators: shown under the board form once every city has its warehouse spaces, when they do not add up to 14 */
  gtk_label_set_label (GTK_LABEL (self->note_label), _("Most likely the board has 14 warehouse spaces: five cities "
                                                       "with 2 and four with 1. Please check your board; you can "
                                                       "still save."));

  /* the names the board data ships; the ninth city has none */
  if (shipped && kontor_hs_description_read (shipped, &d))
    {
      for (int c = 0; c < HS_N_CITIES; c++)
        self->shipped_name[c] = g_steal_pointer (&d.name[c]);
      kontor_hs_description_clear (&d);
    }
  for (int c = 0; c < HS_N_CITIES; c++)
    build_row (self, c, numbers, spaces);

  /* the saved description when there is one (to fix a mistake), else what is known */
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    saved = kontor_hs_load_profile (path, NULL);
  if (!(saved && kontor_hs_description_read (saved, &d)) && !(shipped && kontor_hs_description_read (shipped, &d)))
    memset (&d, 0, sizeof d);
  first = fill (self, &d);
  kontor_hs_description_clear (&d);

  for (int c = 0; c < HS_N_CITIES; c++)
    {
      CityRow *row = &self->rows[c];
      g_signal_connect_swapped (row->name, "changed", G_CALLBACK (on_changed), self);
      g_signal_connect (row->number, "changed", G_CALLBACK (on_number_text_changed), row);
      g_signal_connect_swapped (row->number, "value-changed", G_CALLBACK (on_changed), self);
      for (int w = 0; w < 2; w++)
        g_signal_connect_swapped (row->warehouses[w], "toggled", G_CALLBACK (on_changed), self);
      for (int t = 0; t < HS_N_CITIES; t++)
        if (t != c)
          g_signal_connect (row->arrow[t], "toggled", G_CALLBACK (on_arrow_toggled), row);
      g_signal_connect_swapped (row->complete, "toggled", G_CALLBACK (on_changed), self);
    }
  gtk_window_set_focus (GTK_WINDOW (self), first ? first : self->rows[0].name);
}

KontorHsDescribe *
kontor_hs_describe_new (GtkWindow *parent)
{
  return g_object_new (KONTOR_TYPE_HS_DESCRIBE, "transient-for", parent, "modal", TRUE, NULL);
}

char *
kontor_hs_described_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "kontor", "boards", "hansa-schacht.json", NULL);
}

gboolean
kontor_hs_board_is_described (void)
{
  g_autofree char *path = kontor_hs_described_path ();
  g_autoptr (JsonNode) node = NULL;
  HsProfile profile;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  node = kontor_hs_load_profile (path, NULL);
  return node != NULL && kontor_hs_profile_from_json (node, "board", &profile, NULL);
}
