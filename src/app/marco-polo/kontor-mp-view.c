/* kontor-mp-view.c: what the play page needs of Marco Polo: the pawn
 * colours, the board (kontor-mp-board.h), the command bar, the status
 * sheet's rows (spec §5.3, §7.4), the win check in words under it, the
 * setup's rows (kontor-mp-options.c) and the rules reference
 * (kontor-mp-rules-text.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-mp.h"
#include "kontor-mp-board.h"
#include "kontor-mp-hints.h"
#include "kontor-mp-options.h"
#include "kontor-mp-rules-text.h"
#include "kontor-mp-view.h"

/* kontor_mp_player_colors */
static const KontorViewColor colors[] = {
  { "red", N_("Red") }, { "blue", N_("Blue") }, { "green", N_("Green") }, { "yellow", N_("Yellow") },
  { NULL, NULL },
};

/* The table's commands without a parameter (kontor-mp-table.h); the dice
 * faces, steps, kinds of stop, the land/sea tick and the cards are on the
 * board, and the prompt offers Roll for Me, No Move Possible and End Turn
 * at their step. */
static const KontorViewCommand commands[] = {
  { N_("Kontor _Rolls"), "roll", "roll combat", N_("Kontor rolls the red die, or both dice in a fight (R)") },
  { N_("Re_fuse the Fight"), "refuse", "combat",
    N_("With a Golden Tablet: refuse the fight and roll the red die again (F)") },
  { N_("_Khan’s Gifts"), "khanbalik", "stop", N_("At Khanbalik: give three 400 cards for a Golden Tablet (K)") },
  { N_("_End Turn"), "end-turn", "stop", N_("End the turn: the next traveller rolls (E)") },
  { NULL, NULL, NULL, NULL },
};

/* The status sheet of §5.3: no points; the rank is by stage, then fortune. */
static const KontorScoreRow score_rows[] = {
  { "coins", N_("Coins (reales)"), FALSE, FALSE },
  { "fortune", N_("Fortune: coins and goods (reales)"), TRUE, FALSE },
  { "tablet", N_("Golden Tablet"), FALSE, TRUE },
  { "secret", N_("Secret of the Orient"), FALSE, TRUE },
  { "rank", N_("Rank (stage, then fortune)"), TRUE, FALSE },
  { NULL, NULL, FALSE, FALSE },
};

static GtkWidget *
board_new (void)
{
  return kontor_mp_board_new ();
}

static void
board_set_table (GtkWidget *board, KontorTable *table)
{
  kontor_mp_board_set_table (KONTOR_MP_BOARD (board), table);
}

/* The goods groups whose count breaks §5.2 (1 or 2 of green, red, orange). */
static void
colour_reasons (JsonObject *p, GPtrArray *why)
{
  JsonObject *cards = json_object_get_object_member (p, "cards");

  for (int g = 1; cards && g < MP_N_GROUPS; g++)   /* blue: any number */
    {
      JsonArray *list = json_object_get_array_member (cards, kontor_mp_group_ids[g]);
      guint n = list ? json_array_get_length (list) : 0;
      if (n == 0)
        /* Translators: a reason a player cannot win yet; a goods group ("green") */
        g_ptr_array_add (why, g_strdup_printf (_("has no %s card (1 or 2 needed)"), kontor_mp_group_name (g)));
      else if (n > 2)
        /* Translators: a reason a player cannot win yet; a count, then a goods group ("green") */
        g_ptr_array_add (why, g_strdup_printf (_("has %u %s cards (1 or 2 needed)"), n, kontor_mp_group_name (g)));
    }
}

/* One player's win check of §5.2 in words. */
static char *
win_check (JsonObject *p, gint64 threshold, guint n_players)
{
  JsonObject *c = json_object_get_object_member (p, "conditions");
  const char *name = json_object_get_string_member_with_default (p, "name", "");
  g_autoptr (GPtrArray) why = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  if (c && !json_object_get_boolean_member_with_default (c, "fortune", FALSE))
    {
      g_autofree char *need = kontor_mp_reales (threshold / 100);
      g_autofree char *has = kontor_mp_reales (json_object_get_int_member_with_default (p, "fortune", 0) / 100);
      /* Translators: a reason a player cannot win yet: the fortune needed, the players, the fortune held */
      g_ptr_array_add (why, g_strdup_printf (ngettext ("needs a fortune of %s with %u player and has %s",
                                                       "needs a fortune of %s with %u players and has %s", n_players),
                                             need, n_players, has));
    }
  if (c && !json_object_get_boolean_member_with_default (c, "secret", FALSE))
    /* Translators: a reason a player cannot win yet */
    g_ptr_array_add (why, g_strdup (_("holds no Secret of the Orient")));
  if (c && !json_object_get_boolean_member_with_default (c, "colours", FALSE))
    colour_reasons (p, why);
  if (why->len == 0)
    /* Translators: a player's name */
    return g_strdup_printf (_("%s meets every condition: reaching Venice wins."), name);
  g_ptr_array_add (why, NULL);
  list = g_strjoinv (_("; "), (char **) why->pdata);
  /* Translators: a player's name, then the reasons ("needs a fortune of 1,000 with 3 players and has 900") */
  return g_strdup_printf (_("%s cannot win yet: %s."), name, list);
}

static GPtrArray *
score_notes (JsonObject *score)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func (g_free);
  JsonArray *players = json_object_get_array_member (score, "players");
  guint n = players ? json_array_get_length (players) : 0;
  gint64 threshold = json_object_get_int_member_with_default (score, "threshold", 0);
  gboolean ended = json_object_get_boolean_member_with_default (score, "ended", FALSE);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (p, "stage", ""), "home") == 0)
        /* Translators: the winner's name */
        g_ptr_array_add (notes, g_strdup_printf (_("%s reached Venice with everything needed and won."),
                                                 json_object_get_string_member_with_default (p, "name", "")));
      else if (!ended)
        g_ptr_array_add (notes, win_check (p, threshold, n));
    }
  g_ptr_array_add (notes, g_strdup (_("There are no points: the ranks follow the journey’s stage (home, Secret, "
                                      "Tablet, on the way to Khanbalik), then the fortune.")));
  return notes;
}

/* The strip: each traveller's fortune (coins and goods). */
static char *
strip_points (JsonObject *player)
{
  g_autofree char *fortune = kontor_mp_reales (json_object_get_int_member_with_default (player, "fortune", 0) / 100);
  /* Translators: a traveller's fortune in the players strip ("1,100 reales") */
  return g_strdup_printf (_("%s reales"), fortune);
}

const KontorTitleView kontor_mp_view = {
  .title_id = "marco-polo-classic",
  .colors = colors,
  .strip_points = strip_points,
  .commands = commands,
  .score_rows = score_rows,
  .board_new = board_new,
  .board_set_table = board_set_table,
  .score_notes = score_notes,
  .options_new = kontor_mp_options_new,
  .options_request = kontor_mp_options_request,
  .options_header = kontor_mp_options_header,
  .rules_sections = kontor_mp_rules_sections,
  .rules_section_for_error = kontor_mp_rules_section_for_error,
};
