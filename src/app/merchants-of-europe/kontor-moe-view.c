/* kontor-moe-view.c: what the play page needs of Merchants of Europe: the
 * colours, the board (kontor-moe-board.h), the command bar, the progress
 * sheet's rows (spec §5.3, §7.5), the win or the race in words under it,
 * the setup's rows (kontor-moe-options.c) and the rules reference
 * (kontor-moe-rules-text.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-moe.h"
#include "kontor-moe-board.h"
#include "kontor-moe-options.h"
#include "kontor-moe-rules-text.h"
#include "kontor-moe-view.h"

/* kontor_moe_color_ids */
static const KontorViewColor colors[] = {
  { "red", N_("Red") }, { "blue", N_("Blue") }, { "white", N_("White") }, { "orange", N_("Orange") },
  { NULL, NULL },
};

/* The table's commands without a parameter (kontor-moe-table.h); the dice,
 * the grid, the cards, the builds and the pieces are on the board, and the
 * prompt offers Roll for Me and End Turn at their step. */
static const KontorViewCommand commands[] = {
  { N_("Kontor _Rolls"), "roll", "roll", N_("Kontor rolls both dice (R)") },
  { N_("_Buy a Development Card"), "buy-dev", "actions", N_("Pay wool and salt for the top development card (B)") },
  { N_("_Hide the Hands"), "reveal", "setup roll discard robber production actions trade deliver merchant caravan free-route ended",
    N_("Turn every shown hand face down again (H)") },
  { N_("_End Turn"), "end-turn", "actions free-route", N_("End the turn: the next player rolls (E)") },
  { NULL, NULL, NULL, NULL },
};

/* The progress sheet of §5.3: no points; the place is by goods delivered,
 * then kontors founded. */
static const KontorScoreRow score_rows[] = {
  { "delivered", N_("Goods delivered"), TRUE, FALSE },
  { "target", N_("Goods to deliver to win"), FALSE, FALSE },
  { "available", N_("Goods ready to deliver"), FALSE, FALSE },
  { "covered", N_("Kontors still in the warehouse"), FALSE, FALSE },
  { "kontors", N_("Kontors on the board"), FALSE, FALSE },
  { "routes", N_("Routes placed"), FALSE, FALSE },
  { "merchants", N_("Merchants on the board"), FALSE, TRUE },
  { "caravans", N_("Caravans on the board"), FALSE, FALSE },
  { "gold", N_("Gold"), FALSE, FALSE },
  { "cards", N_("Resource cards"), FALSE, FALSE },
  { "dev_cards", N_("Development cards"), FALSE, TRUE },
  { "rank", N_("Place (goods, then kontors founded)"), TRUE, FALSE },
  { NULL, NULL, FALSE, FALSE },
};

static GtkWidget *
board_new (void)
{
  return kontor_moe_board_new ();
}

static void
board_set_table (GtkWidget *board, KontorTable *table)
{
  kontor_moe_board_set_table (KONTOR_MOE_BOARD (board), table);
}

static const char *
member_string (JsonObject *o, const char *name)
{
  return json_object_get_string_member_with_default (o, name, "");
}

static gint64
member_int (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  return n && JSON_NODE_HOLDS_VALUE (n) ? json_node_get_int (n) : 0;
}

/* The leaders of the race (place 1) and how far they are. */
static void
race_notes (JsonArray *players, GPtrArray *notes)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  gint64 delivered = 0, target = 0;
  g_autofree char *list = NULL;

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      if (member_int (p, "rank") != 1)
        continue;
      g_ptr_array_add (names, (gpointer) member_string (p, "name"));
      delivered = member_int (p, "delivered");
      target = member_int (p, "target");
    }
  if (names->len == 0)
    return;
  if (names->len == 1)
    {
      /* Translators: a player's name, the goods delivered, the goods to deliver, then the goods still missing */
      g_ptr_array_add (notes, g_strdup_printf (ngettext ("%s is closest to winning: %d of %d goods delivered, %d more to go.",
                                                         "%s is closest to winning: %d of %d goods delivered, %d more to go.",
                                                         (unsigned long) (target - delivered)),
                                               (const char *) names->pdata[0], (int) delivered, (int) target,
                                               (int) (target - delivered)));
      return;
    }
  g_ptr_array_add (names, NULL);
  /* Translators: between the names of players sharing the lead */
  list = g_strjoinv (_(", "), (char **) names->pdata);
  /* Translators: the names of the players level in the lead ("Ana, Bo"), the goods each delivered, then the goods to deliver */
  g_ptr_array_add (notes, g_strdup_printf (_("%s share the lead: %d of %d goods delivered each."), list, (int) delivered,
                                           (int) target));
}

static GPtrArray *
score_notes (JsonObject *score)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func (g_free);
  JsonArray *players = json_object_get_array_member (score, "players");
  JsonArray *winners = json_object_get_array_member (score, "winners");
  const char *winner = winners && json_array_get_length (winners) > 0 ? json_array_get_string_element (winners, 0) : NULL;

  for (guint i = 0; winner && players && i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      if (g_strcmp0 (member_string (p, "color"), winner) == 0)
        /* Translators: the winner's name, then the goods delivered */
        g_ptr_array_add (notes, g_strdup_printf (ngettext ("%s won by delivering all %d goods: the first to do so wins at once.",
                                                           "%s won by delivering all %d goods: the first to do so wins at once.",
                                                           (unsigned long) member_int (p, "delivered")),
                                                 member_string (p, "name"), (int) member_int (p, "delivered")));
    }
  if (winner == NULL && players)
    race_notes (players, notes);
  g_ptr_array_add (notes, g_strdup (_("There are no points: the places follow the goods delivered, then the kontors "
                                      "founded; players level on both share a place.")));
  return notes;
}

/* The strip: the race, goods delivered of those to deliver. */
static char *
strip_points (JsonObject *player)
{
  /* Translators: goods delivered of those a player must deliver, in the players strip ("2/5 delivered") */
  return g_strdup_printf (_("%d/%d delivered"), (int) json_object_get_int_member_with_default (player, "delivered", 0),
                          (int) json_object_get_int_member_with_default (player, "target", 0));
}

const KontorTitleView kontor_moe_view = {
  .title_id = "merchants-of-europe",
  .colors = colors,
  .strip_points = strip_points,
  .commands = commands,
  .score_rows = score_rows,
  .board_new = board_new,
  .board_set_table = board_set_table,
  .score_notes = score_notes,
  .options_new = kontor_moe_options_new,
  .options_request = kontor_moe_options_request,
  .rules_sections = kontor_moe_rules_sections,
  .rules_section_for_error = kontor_moe_rules_section_for_error,
};
