/* test-hs-describe.c: "Describe your board" of Hansa (Michael Schacht),
 * spec §4.4, in-process under Xvfb: what the form shows from the shipped
 * data, its checks while filling in, what it saves (read back by the
 * engine) and what it shows when opened again.  Screenshots go to
 * $KONTOR_SCREENSHOT_DIR (else screenshots/). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-hs-describe.h"
#include "kontor-test-support.h"

static char *data_dir;

/* ---------------------------------------------------------------- helpers */

static GtkWidget *
find (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  if (GTK_IS_BUILDABLE (root) && g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (root)), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find (c, name);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
get (KontorHsDescribe *form, const char *name)
{
  GtkWidget *w = find (GTK_WIDGET (form), name);
  if (w == NULL)
    g_error ("no widget %s in the form", name);
  return w;
}

/* A collapsed GtkExpander keeps its child out of the widget tree: the
 * arrows of a city are found with its expander open. */
static void
expand (KontorHsDescribe *form, int city)
{
  g_autofree char *name = g_strdup_printf ("arrows-%s", kontor_hs_city_ids[city]);
  gtk_expander_set_expanded (GTK_EXPANDER (get (form, name)), TRUE);
}

static GtkWidget *
city_widget (KontorHsDescribe *form, const char *what, int city)
{
  g_autofree char *name = g_strdup_printf ("%s-%s", what, kontor_hs_city_ids[city]);
  if (strcmp (what, "complete") == 0)
    expand (form, city);
  return get (form, name);
}

static int
number_of (KontorHsDescribe *form, int city)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (city_widget (form, "number", city)));
}

static const char *
number_text (KontorHsDescribe *form, int city)
{
  return gtk_editable_get_text (GTK_EDITABLE (city_widget (form, "number", city)));
}

static void
set_number (KontorHsDescribe *form, int city, int number)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (city_widget (form, "number", city)), number);
}

static int
warehouses_of (KontorHsDescribe *form, int city)
{
  g_autofree char *one = g_strdup_printf ("warehouses-1-%s", kontor_hs_city_ids[city]);
  g_autofree char *two = g_strdup_printf ("warehouses-2-%s", kontor_hs_city_ids[city]);
  gboolean a = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (get (form, one)));
  gboolean b = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (get (form, two)));
  g_assert_false (a && b);
  return a ? 1 : b ? 2 : 0;
}

static void
set_warehouses (KontorHsDescribe *form, int city, int n)
{
  g_autofree char *name = g_strdup_printf ("warehouses-%d-%s", n, kontor_hs_city_ids[city]);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (get (form, name)), TRUE);
}

static GtkWidget *
arrow (KontorHsDescribe *form, int from, int to)
{
  g_autofree char *name = g_strdup_printf ("arrow-%s-%s", kontor_hs_city_ids[from], kontor_hs_city_ids[to]);
  expand (form, from);
  return get (form, name);
}

static gboolean
arrow_ticked (KontorHsDescribe *form, int from, int to)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (arrow (form, from, to)));
}

static gboolean
can_save (KontorHsDescribe *form)
{
  return gtk_widget_get_sensitive (get (form, "save_button"));
}

static const char *
label_text (KontorHsDescribe *form, const char *name)
{
  return gtk_label_get_label (GTK_LABEL (get (form, name)));
}

static KontorHsDescribe *
open_form (int width, int height)
{
  KontorHsDescribe *form = kontor_hs_describe_new (NULL);
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (form), width, height);
  gtk_window_present (GTK_WINDOW (form));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (form));
  return form;
}

static void
close_form (KontorHsDescribe *form)
{
  gtk_window_destroy (GTK_WINDOW (form));
  kontor_test_spin (20);
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("KONTOR_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int w, h;

  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  kontor_test_spin (150);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  g_assert_cmpint (w, >, 0);
  g_assert_cmpint (h, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_mkdir_with_parents (dir ? dir : "screenshots", 0755);
  path = g_build_filename (dir ? dir : "screenshots", name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d×%d)", path, w, h);
}

static void
forget_description (void)
{
  g_autofree char *path = kontor_hs_described_path ();
  g_remove (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* The numbers and warehouse spaces filled in below: W = 14, the ninth city 8. */
static const int numbers[HS_N_CITIES] = { 1, 2, 3, 4, 5, 6, 7, 9, 8 };
static const int spaces[HS_N_CITIES] = { 2, 1, 2, 2, 2, 1, 1, 2, 1 };

static void
on_saved (KontorHsDescribe *form, int *count)
{
  (*count)++;
}

/* ---------------------------------------------------------------- tests */

/* From the shipped data: what is known, nothing more. */
static void
test_shipped (void)
{
  KontorHsDescribe *form;
  GtkWidget *ninth;

  forget_description ();
  g_assert_false (kontor_hs_board_is_described ());
  form = open_form (-1, -1);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (form)), ==, "Describe Your Board");
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (form)));
  g_assert_cmpint (number_of (form, HS_TOENSBERG), ==, 1);
  g_assert_cmpstr (number_text (form, HS_TOENSBERG), ==, "1");
  g_assert_cmpint (number_of (form, HS_RIGA), ==, 9);
  g_assert_cmpstr (number_text (form, HS_RIGA), ==, "9");
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      if (c != HS_TOENSBERG && c != HS_RIGA)
        {
          g_assert_cmpint (number_of (form, c), ==, 0);
          g_assert_cmpstr (number_text (form, c), ==, "");   /* unknown shows empty */
        }
      g_assert_cmpint (warehouses_of (form, c), ==, 0);
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (city_widget (form, "name", HS_LUEBECK))), ==, "Lübeck");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (city_widget (form, "name", HS_TOENSBERG))), ==, "Tønsberg");
  ninth = city_widget (form, "name", HS_CITY_9);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ninth)), ==, "");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (ninth)), ==, "Ninth city: type its name");

  /* the known arrows */
  for (int from = 0; from < HS_N_CITIES; from++)
    for (int to = 0; to < HS_N_CITIES; to++)
      if (from != to)
        {
          gboolean known = (from == HS_COPENHAGEN && (to == HS_DANZIG || to == HS_LUEBECK || to == HS_TOENSBERG))
                           || (to == HS_COPENHAGEN && (from == HS_AALBORG || from == HS_KALMAR))
                           || (from == HS_LUEBECK && to == HS_AALBORG);
          g_assert_cmpint (arrow_ticked (form, from, to), ==, known);
        }
  for (int c = 0; c < HS_N_CITIES; c++)
    g_assert_cmpint (gtk_check_button_get_active (GTK_CHECK_BUTTON (city_widget (form, "complete", c))), ==,
                     c == HS_COPENHAGEN || c == HS_KALMAR);
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (arrow (form, HS_COPENHAGEN, HS_CITY_9))), ==,
                   "Ninth city");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (arrow (form, HS_LUEBECK, HS_AALBORG)), ==,
                   "Probable, from an example in the rules: please check it on your board");

  /* incomplete: no saving */
  g_assert_false (can_save (form));
  gtk_widget_activate_action (GTK_WIDGET (form), "describe.save", NULL);   /* Ctrl+S: disabled */
  g_assert_false (kontor_hs_board_is_described ());
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (form)));
  g_assert_cmpstr (label_text (form, "status_label"), ==,
                   "7 cities still need their numbers. Numbers still free: 2, 3, 4, 5, 6, 7, 8.\n"
                   "9 cities still need their warehouse spaces.");
  g_assert_cmpstr (label_text (form, "total_label"), ==, "Warehouse spaces in total: 0");
  g_assert_false (gtk_widget_get_visible (get (form, "note_label")));
  g_assert_cmpstr (label_text (form, "intro_label"), ==,
                   "Copy the numbers and warehouse spaces from your board once; Kontor remembers them.");

  /* the first number to fill in has the focus */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (form)) == city_widget (form, "number", HS_AALBORG)
                 || gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (form)),
                                            city_widget (form, "number", HS_AALBORG)));

  /* every control is named for screen readers, without mnemonics */
  gtk_test_accessible_assert_property (city_widget (form, "number", HS_LUEBECK), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Number of Lübeck");
  gtk_test_accessible_assert_property (city_widget (form, "number", HS_LUEBECK), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "not entered yet");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (city_widget (form, "number", HS_RIGA)),
                                                    GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT));
  gtk_test_accessible_assert_property (city_widget (form, "name", HS_LUEBECK), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Name of Lübeck");
  gtk_test_accessible_assert_property (gtk_widget_get_parent (city_widget (form, "warehouses-1", HS_LUEBECK)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Warehouse spaces of Lübeck");
  gtk_test_accessible_assert_role (gtk_widget_get_parent (city_widget (form, "warehouses-1", HS_LUEBECK)),
                                   GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (city_widget (form, "warehouses-1", HS_LUEBECK), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "One warehouse space in Lübeck");
  gtk_test_accessible_assert_property (city_widget (form, "warehouses-2", HS_LUEBECK), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Two warehouse spaces in Lübeck");
  gtk_test_accessible_assert_property (city_widget (form, "arrows", HS_COPENHAGEN), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Arrows out of Copenhagen");
  gtk_test_accessible_assert_property (city_widget (form, "arrows", HS_COPENHAGEN),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Tønsberg, Lübeck, Danzig (complete)");
  gtk_test_accessible_assert_property (arrow (form, HS_COPENHAGEN, HS_DANZIG), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Arrow from Copenhagen to Danzig");
  gtk_test_accessible_assert_property (city_widget (form, "complete", HS_KALMAR), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "The list of arrows out of Kalmar is complete");
  gtk_test_accessible_assert_property (city_widget (form, "number", HS_CITY_9), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Number of the ninth city");
  gtk_test_accessible_assert_property (get (form, "save_button"), GTK_ACCESSIBLE_PROPERTY_LABEL, "Save");
  gtk_test_accessible_assert_property (get (form, "cancel_button"), GTK_ACCESSIBLE_PROPERTY_LABEL, "Cancel");
  close_form (form);
}

/* Keyboard: Tab walks each row left to right, then the next row; Enter
 * in a name saves (the default widget), Escape closes without saving. */
static void
test_keyboard (void)
{
  KontorHsDescribe *form;
  const char *expected[] = { "name-toensberg", "number-toensberg", "warehouses-1-toensberg",
                             "warehouses-2-toensberg", "arrows-toensberg", "name-aalborg", "number-aalborg" };
  GtkWidget *focus;
  int saved = 0;

  forget_description ();
  form = open_form (-1, -1);
  g_signal_connect (form, "saved", G_CALLBACK (on_saved), &saved);
  gtk_widget_grab_focus (city_widget (form, "name", HS_TOENSBERG));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      GtkWidget *want = get (form, expected[i]);
      focus = gtk_window_get_focus (GTK_WINDOW (form));
      g_assert_true (focus == want || gtk_widget_is_ancestor (focus, want));
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (form), GTK_DIR_TAB_FORWARD));
    }
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (form)) == get (form, "save_button"));
  g_assert_true (gtk_entry_get_activates_default (GTK_ENTRY (city_widget (form, "name", HS_LUEBECK))));

  /* typed digits count at once */
  gtk_editable_set_text (GTK_EDITABLE (city_widget (form, "number", HS_KALMAR)), "6");
  g_assert_cmpint (number_of (form, HS_KALMAR), ==, 6);
  gtk_editable_set_text (GTK_EDITABLE (city_widget (form, "number", HS_KALMAR)), "");
  g_assert_cmpint (number_of (form, HS_KALMAR), ==, 0);

  /* Escape = window.close: nothing is written */
  set_number (form, HS_AALBORG, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "window.close", NULL));
  kontor_test_spin (20);
  g_assert_cmpint (saved, ==, 0);
  g_assert_false (kontor_hs_board_is_described ());
}

static void
fill_in (KontorHsDescribe *form)
{
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      g_assert_false (can_save (form));
      set_number (form, c, numbers[c]);
      set_warehouses (form, c, spaces[c]);
    }
}

/* Filling in, a duplicate, saving; then the form opened again. */
static void
test_fill_and_save (void)
{
  KontorHsDescribe *form;
  GtkWidget *weak;
  g_autofree char *path = kontor_hs_described_path ();
  g_autofree char *expected_path = g_build_filename (data_dir, "kontor", "boards", "hansa-schacht.json", NULL);
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (GError) error = NULL;
  JsonObject *root;
  JsonArray *land;
  HsProfile profile;
  int saved = 0, total = 0;

  g_assert_cmpstr (path, ==, expected_path);
  forget_description ();
  form = open_form (-1, -1);
  g_signal_connect (form, "saved", G_CALLBACK (on_saved), &saved);
  fill_in (form);
  g_assert_true (can_save (form));
  g_assert_cmpstr (label_text (form, "status_label"), ==, "Everything is filled in. Save to play on this board.");
  g_assert_cmpstr (label_text (form, "total_label"), ==, "Warehouse spaces in total: 14");
  g_assert_false (gtk_widget_get_visible (get (form, "note_label")));

  /* a number used twice: both rows say so, Save is off */
  set_number (form, HS_DANZIG, 4);
  g_assert_false (can_save (form));
  g_assert_true (gtk_widget_get_visible (city_widget (form, "duplicate", HS_DANZIG)));
  g_assert_true (gtk_widget_get_visible (city_widget (form, "duplicate", HS_LUEBECK)));
  g_assert_false (gtk_widget_get_visible (city_widget (form, "duplicate", HS_AALBORG)));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (city_widget (form, "duplicate", HS_DANZIG))), ==,
                   "Number 4 is also given to Lübeck: each number belongs to one city.");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (city_widget (form, "duplicate", HS_LUEBECK))), ==,
                   "Number 4 is also given to Danzig: each number belongs to one city.");
  g_assert_true (gtk_widget_has_css_class (city_widget (form, "number", HS_DANZIG), "error"));
  gtk_test_accessible_assert_state (city_widget (form, "number", HS_DANZIG), GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_TRUE);
  g_assert_cmpstr (label_text (form, "status_label"), ==,
                   "Two cities have the same number. Fix the numbers marked in red.");
  gtk_widget_activate_action (GTK_WIDGET (form), "describe.save", NULL);
  g_assert_cmpint (saved, ==, 0);
  g_assert_false (kontor_hs_board_is_described ());

  /* fixed */
  set_number (form, HS_DANZIG, 5);
  g_assert_true (can_save (form));
  g_assert_false (gtk_widget_get_visible (city_widget (form, "duplicate", HS_DANZIG)));
  g_assert_false (gtk_widget_get_visible (city_widget (form, "duplicate", HS_LUEBECK)));
  g_assert_false (gtk_widget_has_css_class (city_widget (form, "number", HS_DANZIG), "error"));

  /* 15 spaces: a gentle note, saving still allowed */
  set_warehouses (form, HS_AALBORG, 2);
  g_assert_cmpstr (label_text (form, "total_label"), ==, "Warehouse spaces in total: 15");
  g_assert_true (gtk_widget_get_visible (get (form, "note_label")));
  g_assert_true (can_save (form));
  set_warehouses (form, HS_AALBORG, 1);
  g_assert_false (gtk_widget_get_visible (get (form, "note_label")));

  /* the ninth city named: every label follows */
  gtk_editable_set_text (GTK_EDITABLE (city_widget (form, "name", HS_CITY_9)), "  Bergen ");
  gtk_test_accessible_assert_property (city_widget (form, "number", HS_CITY_9), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Number of Bergen");
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (arrow (form, HS_RIGA, HS_CITY_9))), ==, "Bergen");
  /* an arrow more, one list complete more, the inferred one left alone */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (arrow (form, HS_STOCKHOLM, HS_RIGA)), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (city_widget (form, "complete", HS_STOCKHOLM)), TRUE);
  gtk_test_accessible_assert_property (city_widget (form, "arrows", HS_STOCKHOLM),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Riga (complete)");

  /* Ctrl+S = describe.save: written, "saved", closed */
  weak = GTK_WIDGET (form);
  g_object_add_weak_pointer (G_OBJECT (form), (gpointer *) &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "describe.save", NULL));
  kontor_test_spin (20);
  g_assert_cmpint (saved, ==, 1);
  g_assert_null (weak);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (kontor_hs_board_is_described ());

  /* what the engine reads back */
  node = kontor_hs_load_profile (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);
  g_assert_true (kontor_hs_profile_from_json (node, "board_profile", &profile, &error));
  g_assert_no_error (error);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      g_assert_cmpint (profile.order[c], ==, c);
      g_assert_cmpint (profile.number[c], ==, numbers[c]);
      g_assert_cmpint (profile.warehouses[c], ==, spaces[c]);
      total += profile.warehouses[c];
      g_assert_cmpint (profile.info[c].start, ==, c == HS_COPENHAGEN);
    }
  g_assert_cmpint (total, ==, 14);
  g_assert_true (profile.info[HS_CITY_9].has_name);
  g_assert_cmpstr (profile.info[HS_CITY_9].name, ==, "Bergen");
  g_assert_cmpstr (profile.info[HS_LUEBECK].name, ==, "Lübeck");
  g_assert_cmphex (profile.arrows[HS_COPENHAGEN], ==, (1u << HS_DANZIG) | (1u << HS_LUEBECK) | (1u << HS_TOENSBERG));
  g_assert_cmphex (profile.arrows[HS_AALBORG], ==, 1u << HS_COPENHAGEN);
  g_assert_cmphex (profile.arrows[HS_KALMAR], ==, 1u << HS_COPENHAGEN);
  g_assert_cmphex (profile.arrows[HS_LUEBECK], ==, 1u << HS_AALBORG);
  g_assert_cmphex (profile.inferred[HS_LUEBECK], ==, 1u << HS_AALBORG);
  g_assert_cmphex (profile.arrows[HS_STOCKHOLM], ==, 1u << HS_RIGA);
  g_assert_cmphex (profile.inferred[HS_STOCKHOLM], ==, 0);
  g_assert_cmphex (profile.complete, ==, (1u << HS_COPENHAGEN) | (1u << HS_KALMAR) | (1u << HS_STOCKHOLM));
  g_assert_cmpint (profile.n_land, ==, 1);
  g_assert_cmpint (profile.land[0][0], ==, HS_TOENSBERG);
  g_assert_cmpint (profile.land[0][1], ==, HS_STOCKHOLM);
  root = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "kontor-board");
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "hansa-schacht");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (root, "arrows")), ==, 7);
  land = json_object_get_array_member (root, "land");
  g_assert_cmpint (json_array_get_length (land), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_array_get_array_element (land, 0), 1), ==, "stockholm");

  /* opened again: the saved description, ready to fix */
  form = open_form (-1, -1);
  for (int c = 0; c < HS_N_CITIES; c++)
    {
      g_assert_cmpint (number_of (form, c), ==, numbers[c]);
      g_assert_cmpint (warehouses_of (form, c), ==, spaces[c]);
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (city_widget (form, "name", HS_CITY_9))), ==, "Bergen");
  g_assert_true (arrow_ticked (form, HS_STOCKHOLM, HS_RIGA));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (city_widget (form, "complete", HS_STOCKHOLM))));
  g_assert_true (can_save (form));
  g_assert_cmpstr (label_text (form, "total_label"), ==, "Warehouse spaces in total: 14");
  close_form (form);
}

/* A folder that cannot be made: the message shows, the form stays open. */
static void
test_save_fails (void)
{
  g_autofree char *kontor = g_build_filename (data_dir, "kontor", NULL);
  g_autofree char *boards = g_build_filename (kontor, "boards", NULL);
  KontorHsDescribe *form;
  int saved = 0;

  forget_description ();
  g_rmdir (boards);
  g_mkdir_with_parents (kontor, 0700);
  g_assert_true (g_file_set_contents (boards, "not a folder", -1, NULL));
  form = open_form (-1, -1);
  g_signal_connect (form, "saved", G_CALLBACK (on_saved), &saved);
  fill_in (form);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "describe.save", NULL));
  g_assert_cmpint (saved, ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (form)));
  g_assert_true (gtk_widget_get_visible (get (form, "error_label")));
  g_assert_true (g_str_has_prefix (label_text (form, "error_label"), "The board could not be saved: "));
  /* the next change clears it */
  set_number (form, HS_AALBORG, 3);
  g_assert_false (gtk_widget_get_visible (get (form, "error_label")));
  close_form (form);
  g_remove (boards);
  g_assert_false (kontor_hs_board_is_described ());
}

/* A saved file the engine refuses is not "described"; the form still opens on it. */
static void
test_broken_file (void)
{
  g_autofree char *path = kontor_hs_described_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  KontorHsDescribe *form;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "{\"cities\": [{\"id\": \"riga\", \"number\": 3, \"warehouses\": 2}]}",
                                      -1, NULL));
  g_assert_false (kontor_hs_board_is_described ());
  form = open_form (-1, -1);
  g_assert_cmpint (number_of (form, HS_RIGA), ==, 3);
  g_assert_cmpint (warehouses_of (form, HS_RIGA), ==, 2);
  g_assert_cmpint (number_of (form, HS_TOENSBERG), ==, 0);
  g_assert_false (can_save (form));
  close_form (form);
  g_assert_true (g_file_set_contents (path, "", -1, NULL));
  g_assert_false (kontor_hs_board_is_described ());
  form = open_form (-1, -1);   /* unreadable: the shipped facts */
  g_assert_cmpint (number_of (form, HS_TOENSBERG), ==, 1);
  close_form (form);
  forget_description ();
}

static void
test_screenshots (void)
{
  KontorHsDescribe *form;

  forget_description ();
  form = open_form (1024, 600);
  screenshot (GTK_WIDGET (form), "hs-describe-1024x600.png");
  close_form (form);

  form = open_form (1920, 1080);
  fill_in (form);
  set_number (form, HS_DANZIG, 4);
  set_warehouses (form, HS_KALMAR, 2);
  gtk_expander_set_expanded (GTK_EXPANDER (city_widget (form, "arrows", HS_COPENHAGEN)), TRUE);
  screenshot (GTK_WIDGET (form), "hs-describe-1920x1080.png");
  close_form (form);
}

int
main (int argc, char **argv)
{
  int status;

  data_dir = kontor_test_gui_init (&argc, &argv, "kontor-hs-describe-XXXXXX");
  if (data_dir == NULL)
    return 77;

  g_test_add_func ("/hs-describe/shipped", test_shipped);
  g_test_add_func ("/hs-describe/keyboard", test_keyboard);
  g_test_add_func ("/hs-describe/fill-and-save", test_fill_and_save);
  g_test_add_func ("/hs-describe/save-fails", test_save_fails);
  g_test_add_func ("/hs-describe/broken-file", test_broken_file);
  g_test_add_func ("/hs-describe/screenshots", test_screenshots);
  status = g_test_run ();
  kontor_test_remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
