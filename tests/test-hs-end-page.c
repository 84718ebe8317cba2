/* test-hs-end-page.c: "score a finished game" of Hansa (Michael Schacht),
 * in-process under Xvfb: the spec's §5.6 worked example entered through the
 * spin buttons gives the score output of §7.4; refused positions keep the
 * Score button insensitive with the engine's message beside it; the
 * Extrakarte; names for the screen reader and the Tab order.  Screenshots
 * go to $KONTOR_SCREENSHOT_DIR (else screenshots/). */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "kontor-hs.h"
#include "kontor-hs-end-page.h"
#include "kontor-i18n.h"

static const char *const names[] = { "Ana", "Bo", "Cy" };
static const char *const colors[] = { "gray", "yellow", "purple" };

/* §7.4 for the end position of §5.6 (Cy started the last pile); an end
 * position has no end reasons (§7.4: `[]` for an end position). */
static const char expected_score[] =
  "{\"game\": \"hansa-schacht\", \"ended\": true, \"end_reasons\": [],"
  " \"players\": ["
  "  {\"color\": \"gray\", \"name\": \"Ana\", \"unsold\": 2, \"sold\": 21, \"cities\": 10, \"extrakarte\": 0,"
  "   \"total\": 33, \"booths\": 7, \"monopolies\": [\"danzig\"], \"last_pile\": false,"
  "   \"rank\": 3, \"tiebreak\": null},"
  "  {\"color\": \"yellow\", \"name\": \"Bo\", \"unsold\": 3, \"sold\": 25, \"cities\": 10, \"extrakarte\": 0,"
  "   \"total\": 38, \"booths\": 8, \"monopolies\": [\"aalborg\"], \"last_pile\": false,"
  "   \"rank\": 1, \"tiebreak\": \"booths\"},"
  "  {\"color\": \"purple\", \"name\": \"Cy\", \"unsold\": 1, \"sold\": 27, \"cities\": 10, \"extrakarte\": 0,"
  "   \"total\": 38, \"booths\": 7, \"monopolies\": [\"riga\"], \"last_pile\": true,"
  "   \"rank\": 2, \"tiebreak\": \"booths\"}],"
  " \"winners\": [\"yellow\"]}";

/* ---------------------------------------------------------------- helpers */

static GtkWidget *
field (KontorHsEndPage *page, int player, const char *id)
{
  GtkWidget *w = kontor_hs_end_page_get_field (page, player, id);
  if (w == NULL)
    g_error ("no field %s of player %d", id, player);
  return w;
}

static void
set (KontorHsEndPage *page, int player, const char *id, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (page, player, id)), value);
}

static const char *
text_of (KontorHsEndPage *page, int player, const char *id)
{
  return gtk_label_get_label (GTK_LABEL (field (page, player, id)));
}

static void
spin_loop (int ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

static void
on_show_score (KontorHsEndPage *page, JsonObject *score, JsonObject **out)
{
  g_clear_pointer (out, json_object_unref);
  *out = json_object_ref (score);
}

static void
on_changed (KontorHsEndPage *page, int *count)
{
  (*count)++;
}

static void
assert_json_equal (JsonObject *got, const char *expected)
{
  g_autoptr (JsonNode) want = json_from_string (expected, NULL);
  g_autoptr (JsonNode) have = json_node_init_object (json_node_alloc (), got);

  g_assert_nonnull (want);
  if (!json_node_equal (want, have))
    {
      g_autofree char *a = json_to_string (have, TRUE), *b = json_to_string (want, TRUE);
      g_error ("score output\n%s\nexpected\n%s", a, b);
    }
}

/* §5.6's booths: city, then the booths of gray, yellow, purple. */
static const struct {
  const char *city;
  int booths[3];
} example_booths[] = {
  { "luebeck", { 3, 1, 0 } }, { "danzig", { 2, 0, 0 } }, { "stockholm", { 0, 4, 2 } },
  { "riga", { 0, 0, 3 } }, { "kalmar", { 1, 1, 1 } }, { "aalborg", { 0, 2, 0 } },
  { "toensberg", { 1, 0, 1 } },
};

static KontorHsEndPage *
example_page (void)
{
  KontorHsEndPage *page = KONTOR_HS_END_PAGE (g_object_ref_sink (kontor_hs_end_page_new ()));
  static const int goods[3][4] = { { 2, 2, 3, 2 }, { 3, 5, 1, 3 }, { 1, 0, 5, 3 } };

  kontor_hs_end_page_set_players (page, 3, names, colors);
  for (int p = 0; p < 3; p++)
    {
      set (page, p, "unsold", goods[p][0]);
      set (page, p, "sold-1", goods[p][1]);
      set (page, p, "sold-2", goods[p][2]);
      set (page, p, "sold-3", goods[p][3]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (example_booths); i++)
    for (int p = 0; p < 3; p++)
      set (page, p, example_booths[i].city, example_booths[i].booths[p]);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, 2, "last-pile")), TRUE);
  return page;
}

/* ---------------------------------------------------------------- tests */

/* §5.6 entered through the spin buttons: the live totals, then Score. */
static void
test_example (void)
{
  g_autoptr (KontorHsEndPage) page = example_page ();
  g_autoptr (JsonObject) score = NULL;
  g_autoptr (JsonObject) end = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *button;
  int changes = 0;

  g_signal_connect (page, "show-score", G_CALLBACK (on_show_score), &score);
  g_signal_connect (page, "changed", G_CALLBACK (on_changed), &changes);
  button = field (page, -1, "score");
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "33 VP");
  g_assert_cmpstr (text_of (page, 1, "total"), ==, "38 VP");
  g_assert_cmpstr (text_of (page, 2, "total"), ==, "38 VP");
  g_assert_cmpstr (text_of (page, 0, "booths"), ==, "7 of 15");
  g_assert_cmpstr (text_of (page, 1, "booths"), ==, "8 of 15");
  g_assert_cmpstr (text_of (page, -1, "message"), ==, "If entered like this: Ana 33 VP, Bo 38 VP, Cy 38 VP");
  g_assert_true (gtk_widget_get_sensitive (button));

  /* an edit and back: "changed" each time, the totals follow */
  set (page, 0, "unsold", 3);
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "34 VP");
  set (page, 0, "unsold", 2);
  g_assert_cmpint (changes, ==, 2);

  g_signal_emit_by_name (button, "clicked");
  g_assert_nonnull (score);
  assert_json_equal (score, expected_score);

  /* the end position is the format's, and the engine scores it the same */
  end = kontor_hs_end_page_get_end (page, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (end, "format"), ==, "kontor-end-position");
  g_assert_cmpstr (json_object_get_string_member (end, "game"), ==, "hansa-schacht");
  g_assert_cmpint (json_object_get_int_member (end, "version"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                     json_object_get_object_member (end, "booths"), "stockholm"), "yellow"), ==, 4);
  g_assert_false (json_object_has_member (json_object_get_object_member (end, "booths"), "copenhagen"));
  g_assert_true (json_object_get_boolean_member (
    json_array_get_object_element (json_object_get_array_member (end, "players"), 2), "last_pile"));
}

/* Impossible positions: Score insensitive, the engine's message in words. */
static void
test_refused (void)
{
  g_autoptr (KontorHsEndPage) empty = KONTOR_HS_END_PAGE (g_object_ref_sink (kontor_hs_end_page_new ()));
  g_autoptr (KontorHsEndPage) page = example_page ();
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonObject) score = NULL;
  GtkWidget *button = field (page, -1, "score");

  /* no players yet: nothing to score */
  g_assert_false (gtk_widget_get_sensitive (field (empty, -1, "score")));
  g_assert_cmpstr (text_of (empty, -1, "message"), ==, "Choose the players first.");
  g_assert_null (kontor_hs_end_page_get_end (empty, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_signal_connect (page, "show-score", G_CALLBACK (on_show_score), &score);
  /* Bo: 8 booths + 8 in Copenhagen = 16 */
  set (page, 1, "copenhagen", 8);
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (text_of (page, -1, "message"), ==,
                   "Bo, booths on the board: This end position cannot occur in a game of Hansa. "
                   "(a player has at most 15 booths)");
  g_assert_cmpstr (text_of (page, 1, "booths"), ==, "16 of 15");
  g_assert_true (gtk_widget_has_css_class (field (page, 1, "booths"), "error"));
  g_assert_cmpstr (text_of (page, 1, "total"), ==, "–");
  g_assert_null (kontor_hs_end_page_get_end (page, &error));
  g_assert_error (error, HS_ERROR, HS_ERROR_END_POSITION);
  g_clear_error (&error);
  g_signal_emit_by_name (button, "clicked");
  g_assert_null (score);

  /* 7 booths there: accepted again */
  set (page, 1, "copenhagen", 7);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_false (gtk_widget_has_css_class (field (page, 1, "booths"), "error"));
  g_assert_cmpstr (text_of (page, 1, "total"), ==, "42 VP");   /* Copenhagen alone: +4 */

  /* one-barrel markers for 3 players: 4 × 5 = 20 in the box; 2 + 5 + 14 */
  set (page, 2, "sold-1", 14);
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (text_of (page, -1, "message"), ==,
                   "Cy, sold markers: This end position cannot occur in a game of Hansa. "
                   "(more sold markers than the game has)");
  set (page, 2, "sold-1", 13);
  g_assert_true (gtk_widget_get_sensitive (button));
  /* the spin buttons keep to what a player can have */
  set (page, 0, "unsold", 9);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field (page, 0, "unsold"))), ==, 3);
  set (page, 0, "luebeck", 40);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field (page, 0, "luebeck"))), ==, 15);
}

/* The Extrakarte (§5.7): Bo the highest stack (4 in Stockholm) +2 and the
 * most one-barrel markers sold +5; the most cities nobody (4 each); Cy the
 * last pile +3.  The last pile is one player's at most. */
static void
test_extrakarte (void)
{
  g_autoptr (KontorHsEndPage) page = example_page ();
  g_autoptr (JsonObject) end = NULL;
  GtkWidget *sw = field (page, -1, "extrakarte");

  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "33 VP");
  g_assert_cmpstr (text_of (page, 1, "total"), ==, "45 VP");
  g_assert_cmpstr (text_of (page, 2, "total"), ==, "41 VP");
  end = kontor_hs_end_page_get_end (page, NULL);
  g_assert_nonnull (end);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (end, "variant"), 0), ==,
                   "extrakarte");

  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, 0, "last-pile")), TRUE);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (field (page, 2, "last-pile"))));
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "36 VP");
  g_assert_cmpstr (text_of (page, 2, "total"), ==, "38 VP");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, 0, "last-pile")), FALSE);
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "33 VP");

  /* new players clear everything */
  kontor_hs_end_page_set_players (page, 2, names, colors);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  g_assert_cmpstr (text_of (page, 0, "total"), ==, "0 VP");
  g_assert_null (kontor_hs_end_page_get_field (page, 2, "unsold"));
}

/* Every control is named for the screen reader. */
static void
test_names (void)
{
  g_autoptr (KontorHsEndPage) page = example_page ();

  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 0, "luebeck")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Booths of Ana in Lübeck");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 2, "city-9")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Booths of Cy in City 9");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 1, "unsold")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Unsold markers of Bo");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 1, "sold-2")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Two-barrel markers sold by Bo");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 2, "last-pile")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Cy started the last pile");
  /* the switch is named by its row's title (AdwActionRow's activatable widget) */
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (field (page, -1, "extrakarte")),
                                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field (page, 1, "total")), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Bo, if entered like this: 38 VP, rank 1");
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (field (page, -1, "score")),
                                       GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, field (page, -1, "message"), NULL);
}

static GtkWidget *
window_with (KontorHsEndPage *page, int width, int height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *header = adw_header_bar_new ();

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new ("Hansa", "Score a finished game"));
  gtk_window_set_titlebar (GTK_WINDOW (window), header);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  spin_loop (200);
  return window;
}

/* Tab goes along a row: from Ana's field to Bo's, to Cy's, to the next row. */
static void
test_keyboard (void)
{
  g_autoptr (KontorHsEndPage) page = example_page ();
  GtkWidget *window = window_with (page, 1024, 600);
  static const struct { int player; const char *id; } order[] = {
    { 0, "toensberg" }, { 1, "toensberg" }, { 2, "toensberg" }, { 0, "aalborg" },
  };

  g_assert_true (gtk_widget_grab_focus (field (page, 0, "toensberg")));
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    {
      GtkWidget *want = field (page, order[i].player, order[i].id);
      GtkWidget *focus;
      g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_true (focus == want || gtk_widget_is_ancestor (focus, want));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
save_png (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("KONTOR_SCREENSHOT_DIR");
  g_autofree char *path = g_build_filename (dir ? dir : "screenshots", name, NULL);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  spin_loop (100);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_mkdir_with_parents (dir ? dir : "screenshots", 0755);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d×%d)", path, w, h);
}

static GtkScrolledWindow *
scrolled_in (GtkWidget *root)
{
  if (GTK_IS_SCROLLED_WINDOW (root))
    return GTK_SCROLLED_WINDOW (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkScrolledWindow *found = scrolled_in (c);
      if (found)
        return found;
    }
  return NULL;
}

/* Four players with long names, the Extrakarte on, scrolled to the totals. */
static void
screenshot_four (void)
{
  static const char *const four_names[] = { "Anastasia", "Bartholomäus", "Cy", "Dorothea Wilhelmina" };
  static const char *const four_colors[] = { "red", "blue", "green", "yellow" };
  g_autoptr (KontorHsEndPage) page = KONTOR_HS_END_PAGE (g_object_ref_sink (kontor_hs_end_page_new ()));
  GtkWidget *window;
  GtkAdjustment *adj;

  kontor_hs_end_page_set_players (page, 4, four_names, four_colors);
  gtk_switch_set_active (GTK_SWITCH (field (page, -1, "extrakarte")), TRUE);
  for (int p = 0; p < 4; p++)
    {
      set (page, p, "unsold", p % 4);
      set (page, p, "sold-1", 3 + p);
      set (page, p, "sold-2", 6 - p);
      set (page, p, kontor_hs_city_ids[p], 3 + p);
      set (page, p, "kalmar", 2);
    }
  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, 3, "last-pile")), TRUE);
  window = window_with (page, 1024, 600);
  adj = gtk_scrolled_window_get_vadjustment (scrolled_in (GTK_WIDGET (page)));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  save_png (window, "hs-end-page-4-players-1024x600.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screenshots (void)
{
  static const int sizes[][2] = { { 1024, 600 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (KontorHsEndPage) page = example_page ();
      GtkWidget *window = window_with (page, sizes[i][0], sizes[i][1]);
      g_autofree char *name = g_strdup_printf ("hs-end-page-%dx%d.png", sizes[i][0], sizes[i][1]);
      save_png (window, name);
      if (i == 0)
        {
          set (page, 1, "copenhagen", 8);
          save_png (window, "hs-end-page-refused-1024x600.png");
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  screenshot_four ();
}

int
main (int argc, char **argv)
{
  kontor_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  adw_init ();
  g_test_add_func ("/hs-end-page/example", test_example);
  g_test_add_func ("/hs-end-page/refused", test_refused);
  g_test_add_func ("/hs-end-page/extrakarte", test_extrakarte);
  g_test_add_func ("/hs-end-page/names", test_names);
  g_test_add_func ("/hs-end-page/keyboard", test_keyboard);
  g_test_add_func ("/hs-end-page/screenshots", test_screenshots);
  return g_test_run ();
}
