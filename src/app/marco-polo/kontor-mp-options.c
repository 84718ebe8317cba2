/* kontor-mp-options.c: Marco Polo's own rows on the setup page: who rolls
 * the dice and draws the cards (the table, or Kontor from a seed) and the
 * two unofficial variants of the spec's §5.6.  The mission cities are not
 * asked for: they stay secret until revealed (§2.5). */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-a11y.h"
#include "kontor-mp-options.h"

enum { DRAWS_TABLE, DRAWS_KONTOR };

static GtkWidget *
switch_row (GtkWidget *group, const char *key, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_object_set_data (G_OBJECT (group), key, sw);
  return sw;
}

GtkWidget *
kontor_mp_options_new (void)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *draws = adw_combo_row_new ();
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  /* Translators: a group of the setup page of Marco Polo */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Dice, cards and variants"));
  /* Translators: a choice of the "Dice and cards" row: the physical dice and piles are used */
  gtk_string_list_append (list, _("At the table"));
  /* Translators: a choice of the "Dice and cards" row: Kontor rolls and draws, no physical dice or piles */
  gtk_string_list_append (list, _("Kontor rolls and draws"));
  /* Translators: a row of the setup page: who rolls the dice and draws the goods cards */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (draws), _("Dice and cards"));
  gtk_widget_set_tooltip_text (draws, _("At the table you tap the dice as rolled and name the cards drawn; Kontor "
                                        "can also roll and draw for you."));
  adw_combo_row_set_model (ADW_COMBO_ROW (draws), G_LIST_MODEL (list));
  kontor_a11y_name_inner_lists (draws, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), draws);
  g_object_set_data (G_OBJECT (group), "kontor-mp-draws", draws);
  switch_row (group, "kontor-mp-five", _("Five Fights, Six Rolls Again"),
              /* Translators: an unofficial variant of Marco Polo */
              _("Unofficial variant: only a 5 means a fight; a 6 is rolled again"));
  switch_row (group, "kontor-mp-any", _("A New Tablet for Any Goods"),
              /* Translators: an unofficial variant of Marco Polo */
              _("Unofficial variant: a player who lost a Tablet may regain it with goods worth 1,200"));
  return group;
}

static gboolean
switch_on (GtkWidget *options, const char *key)
{
  return gtk_switch_get_active (g_object_get_data (G_OBJECT (options), key));
}

void
kontor_mp_options_request (GtkWidget *options, KontorNewGame *req)
{
  AdwComboRow *draws = g_object_get_data (G_OBJECT (options), "kontor-mp-draws");

  req->seeded = adw_combo_row_get_selected (draws) == DRAWS_KONTOR;
  req->seed = req->seeded ? g_random_int () : 0;
}

void
kontor_mp_options_header (GtkWidget *options, JsonObject *header)
{
  JsonArray *variant = json_array_new ();

  if (switch_on (options, "kontor-mp-five"))
    json_array_add_string_element (variant, "five-fights-six-rerolls");
  if (switch_on (options, "kontor-mp-any"))
    json_array_add_string_element (variant, "tablet-for-any-goods");
  json_object_set_array_member (header, "variant", variant);
}
