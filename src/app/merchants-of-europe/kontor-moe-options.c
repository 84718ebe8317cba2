/* kontor-moe-options.c: Merchants of Europe's own rows on the setup page:
 * the board side (the short side plays the fixed setup, the main side the
 * variable one, spec §2.1) and who rolls the dice and draws the stolen
 * cards (the table, or Kontor from a seed, §7.2). */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-moe-options.h"

enum { SIDE_SHORT, SIDE_MAIN };
enum { DRAWS_TABLE, DRAWS_KONTOR };

static GtkWidget *
combo_row (GtkWidget *group, const char *key, const char *title, const char *tooltip, const char *first,
           const char *second)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, first);
  gtk_string_list_append (list, second);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_tooltip_text (row, tooltip);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  kontor_a11y_name_inner_lists (row, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_object_set_data (G_OBJECT (group), key, row);
  return row;
}

GtkWidget *
kontor_moe_options_new (void)
{
  GtkWidget *group = adw_preferences_group_new ();

  /* Translators: a group of the setup page of Merchants of Europe */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Board and dice"));
  combo_row (group, "kontor-moe-side",
             /* Translators: a row of the setup page: which side of the double-sided board is played */
             _("Board side"),
             _("The short side starts from the rulebook’s fixed setup; the main side, all of Europe, starts with "
               "the variable setup, where every kontor is placed at the table."),
             /* Translators: a board side: the short game with the fixed setup */
             _("Short, fixed setup"),
             /* Translators: a board side: all of Europe, with the variable setup */
             _("Main, variable setup"));
  combo_row (group, "kontor-moe-draws",
             /* Translators: a row of the setup page: who rolls the dice and draws the robber's card */
             _("Dice and draws"),
             _("At the table you tap the dice as rolled and name the card the robber took; Kontor can also roll "
               "and draw for you."),
             /* Translators: a choice of the "Dice and draws" row: the physical dice are used */
             _("At the table"),
             /* Translators: a choice of the "Dice and draws" row: Kontor rolls and draws */
             _("Kontor rolls and draws"));
  return group;
}

void
kontor_moe_options_request (GtkWidget *options, KontorNewGame *req)
{
  AdwComboRow *side = g_object_get_data (G_OBJECT (options), "kontor-moe-side");
  AdwComboRow *draws = g_object_get_data (G_OBJECT (options), "kontor-moe-draws");

  req->board = adw_combo_row_get_selected (side) == SIDE_MAIN ? "main" : "short";
  req->seeded = adw_combo_row_get_selected (draws) == DRAWS_KONTOR;
  req->seed = req->seeded ? g_random_int () : 0;
}
