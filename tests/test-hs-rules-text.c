/* The rules reference of Hansa (Michael Schacht): its sections, the section
 * each refusal points to, and the rules window showing a title's sections
 * (the last part needs a display and is skipped without one). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-i18n.h"
#include "kontor-hs.h"
#include "kontor-hs-rules-text.h"
#include "kontor-rules.h"
#include "kontor-rules-window.h"

static gboolean have_display;

static gboolean
has_section (const KontorRulesSection *sections, guint n, const char *id)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (sections[i].id, id))
      return TRUE;
  return FALSE;
}

static void
test_sections (void)
{
  guint n = 0;
  const KontorRulesSection *sections = kontor_hs_rules_sections (&n);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  static const char *const expected[] = {
    "setup", "turn", "refill", "sail", "buy", "booths", "sell", "taxes", "end", "scoring", "extrakarte", "board",
  };

  g_assert_nonnull (sections);
  g_assert_cmpuint (n, >=, 10);
  g_assert_cmpuint (n, <=, 12);
  for (guint i = 0; i < n; i++)
    {
      const char *id = sections[i].id;
      g_assert_nonnull (id);
      g_assert_cmpuint (strlen (id), >, 0);
      /* ids are stable, plain ASCII words: the window's stack pages */
      for (const char *p = id; *p; p++)
        g_assert_true (g_ascii_islower (*p) || *p == '-');
      g_assert_nonnull (sections[i].title);
      g_assert_cmpuint (strlen (sections[i].title), >, 0);
      g_assert_nonnull (sections[i].body);
      g_assert_cmpuint (strlen (sections[i].body), >, 80);
      g_assert_true (g_utf8_validate (sections[i].title, -1, NULL));
      g_assert_true (g_utf8_validate (sections[i].body, -1, NULL));
      g_assert_false (g_hash_table_contains (ids, id));
      g_hash_table_add (ids, (gpointer) id);
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_true (has_section (sections, n, expected[i]));
  g_assert_cmpstr (sections[0].id, ==, "setup");
  /* n may be NULL */
  g_assert_true (kontor_hs_rules_sections (NULL) == sections);
  g_assert_cmpstr (kontor_hs_rules_heading (), ==, "Rules of Hansa");
}

/* Every refusal of the title, by its stable id, and the section that
 * explains it (NULL: deliberately none: a record's own format). */
static const struct {
  const char *error_id;
  const char *section;
} mapping[] = {
  { "hansa.setup-players", "setup" },
  { "hansa.setup-variant", "extrakarte" },
  { "hansa.setup-draws", NULL },
  { "hansa.board-profile", "board" },
  { "hansa.setup-colours", "setup" },
  { "hansa.setup-warehouses", "setup" },
  { "hansa.draw-unavailable", "refill" },
  { "hansa.seed-mismatch", NULL },
  { "hansa.setup-piles", "setup" },
  { "hansa.setup-copenhagen", "setup" },
  { "hansa.setup-same-city", "setup" },
  { "hansa.setup-order", "setup" },
  { "hansa.wrong-player", "turn" },
  { "hansa.bad-entry", NULL },
  { "hansa.unknown-id", NULL },
  { "hansa.game-over", "end" },
  { "hansa.refill-late", "refill" },
  { "hansa.refill-nothing-empty", "refill" },
  { "hansa.refill-nothing-left", "refill" },
  { "hansa.refill-count", "refill" },
  { "hansa.refill-required", "refill" },
  { "hansa.sail-no-arrow", "sail" },
  { "hansa.sail-no-money", "sail" },
  { "hansa.action-used-here", "sail" },
  { "hansa.buy-empty", "buy" },
  { "hansa.buy-not-here", "buy" },
  { "hansa.buy-no-money", "buy" },
  { "hansa.establish-no-marker", "booths" },
  { "hansa.establish-no-booths", "booths" },
  { "hansa.sell-no-booth", "sell" },
  { "hansa.sell-not-held", "sell" },
  { "hansa.sell-pair", "sell" },
  { "hansa.sell-losses", "sell" },
  { "hansa.tax-discard", "taxes" },
  { "hansa.end-position", "scoring" },
};

static void
test_errors (void)
{
  guint n;
  const KontorRulesSection *sections = kontor_hs_rules_sections (&n);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_mapped = 0;

  for (int code = 0; code < HS_N_ERRORS; code++)
    {
      const char *id = kontor_hs_error_id_of ((HsError) code);
      g_autoptr (GError) error = g_error_new_literal (HS_ERROR, code, "refused");
      const char *section = kontor_hs_rules_section_for_error (error);
      gboolean listed = FALSE;

      if (id == NULL)
        {
          /* the internal check explains nothing */
          g_assert_cmpint (code, ==, HS_ERROR_INVARIANT);
          g_assert_null (section);
          continue;
        }
      for (guint i = 0; i < G_N_ELEMENTS (mapping); i++)
        if (g_str_equal (mapping[i].error_id, id))
          {
            g_test_message ("%s → %s", id, section ? section : "(none)");
            g_assert_cmpstr (section, ==, mapping[i].section);
            listed = TRUE;
          }
      g_assert_true (listed);
      if (section)
        {
          g_assert_true (has_section (sections, n, section));
          g_hash_table_add (seen, (gpointer) section);
          n_mapped++;
        }
    }
  g_assert_cmpuint (n_mapped, >=, 8);
  /* every section explains at least one refusal */
  for (guint i = 0; i < n; i++)
    g_assert_true (g_hash_table_contains (seen, sections[i].id));

  /* nothing for no error, another domain or a code out of range */
  g_assert_null (kontor_hs_rules_section_for_error (NULL));
  {
    g_autoptr (GError) other = g_error_new_literal (G_IO_ERROR, HS_ERROR_SELL_PAIR, "other domain");
    g_autoptr (GError) outside = g_error_new_literal (HS_ERROR, HS_N_ERRORS + 3, "out of range");
    g_autoptr (GError) negative = g_error_new_literal (HS_ERROR, -1, "out of range");
    g_assert_null (kontor_hs_rules_section_for_error (other));
    g_assert_null (kontor_hs_rules_section_for_error (outside));
    g_assert_null (kontor_hs_rules_section_for_error (negative));
  }
}

/* ---------------------------------------------------------------- the window */

static GtkWidget *
find_of_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_of_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

/* The sidebar shows exactly the sections' titles, in order, and each page
 * of the stack is named by its section. */
static void
assert_shows (KontorRulesWindow *window, const KontorRulesSection *sections, guint n)
{
  GtkListBox *sidebar = GTK_LIST_BOX (find_of_type (GTK_WIDGET (window), GTK_TYPE_LIST_BOX));
  GtkStack *stack = GTK_STACK (find_of_type (GTK_WIDGET (window), GTK_TYPE_STACK));
  guint rows = 0;
  GtkListBoxRow *row;
  GtkWidget *visible;

  while ((row = gtk_list_box_get_row_at_index (sidebar, (int) rows)) != NULL)
    {
      GtkWidget *label = gtk_list_box_row_get_child (row);
      g_assert_cmpuint (rows, <, n);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, _(sections[rows].title));
      g_assert_nonnull (gtk_stack_get_child_by_name (stack, sections[rows].id));
      rows++;
    }
  g_assert_cmpuint (rows, ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_stack_get_pages (stack))), ==, n);

  /* the page shown and the row selected agree */
  visible = gtk_stack_get_visible_child (stack);
  g_assert_nonnull (visible);
  row = gtk_list_box_get_selected_row (sidebar);
  g_assert_nonnull (row);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, sections[gtk_list_box_row_get_index (row)].id);
  g_assert_cmpstr (gtk_stack_page_get_title (gtk_stack_get_page (stack, visible)), ==,
                   _(sections[gtk_list_box_row_get_index (row)].title));
}

static void
test_window (void)
{
  guint n_ht, n_hs;
  const KontorRulesSection *ht = kontor_rules_sections (&n_ht);
  const KontorRulesSection *hs = kontor_hs_rules_sections (&n_hs);
  KontorRulesWindow *window;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  window = kontor_rules_window_new (NULL);

  /* Hansa Teutonica's sections, as before */
  assert_shows (window, ht, n_ht);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, ht[0].id);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Rules of Hansa Teutonica");
  kontor_rules_window_show_section (window, "displace");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "displace");

  /* Hansa's: "displace" is not one of them, so the first is shown */
  kontor_rules_window_set_sections (window, hs, n_hs);
  assert_shows (window, hs, n_hs);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "setup");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Rules of the Game");
  kontor_rules_window_set_heading (window, kontor_hs_rules_heading ());
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Rules of Hansa");

  kontor_rules_window_show_section (window, "sell");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "sell");
  assert_shows (window, hs, n_hs);
  /* a refusal's section */
  {
    g_autoptr (GError) error = g_error_new_literal (HS_ERROR, HS_ERROR_SAIL_NO_ARROW, "no arrow");
    kontor_rules_window_show_section (window, kontor_hs_rules_section_for_error (error));
    g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "sail");
  }
  /* an id these sections lack, and NULL, never crash */
  kontor_rules_window_show_section (window, "displace");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "setup");
  kontor_rules_window_show_section (window, "taxes");
  kontor_rules_window_show_section (window, NULL);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "taxes");

  /* the same sections again change nothing, not even the section shown */
  kontor_rules_window_set_sections (window, hs, n_hs);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "taxes");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Rules of Hansa");

  /* shown in a window on screen, with the keyboard on the sidebar */
  gtk_window_present (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  kontor_rules_window_show_section (window, "end");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "end");

  /* back to Hansa Teutonica: "end" is one of its sections too, so it stays */
  kontor_rules_window_set_sections (window, NULL, 0);
  assert_shows (window, ht, n_ht);
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "end");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Rules of Hansa Teutonica");
  kontor_rules_window_show_section (window, "refill");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, ht[0].id);
  kontor_rules_window_show_section (window, "displace");
  g_assert_cmpstr (kontor_rules_window_get_section (window), ==, "displace");

  /* and once more Hansa's, with a count of 0 meaning the default */
  kontor_rules_window_set_sections (window, hs, 0);
  assert_shows (window, ht, n_ht);
  kontor_rules_window_set_sections (window, hs, n_hs);
  assert_shows (window, hs, n_hs);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int argc, char **argv)
{
  kontor_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  if (have_display)
    adw_init ();
  g_test_add_func ("/hs-rules/sections", test_sections);
  g_test_add_func ("/hs-rules/errors", test_errors);
  g_test_add_func ("/hs-rules/window", test_window);
  return g_test_run ();
}
