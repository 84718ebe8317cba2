/* kontor-table-page-players.c: the players at the table: the strip above
 * the board (every player's colour, name and prestige, the one to act
 * marked; always in view), and the cards in the panel (the details; the
 * active player's card is brought into view when the turn passes).  Both
 * show the shown moment: today's, or the one looked back at. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-board-view.h"
#include "kontor-player-card.h"
#include "kontor-table-page-private.h"

#define NEUTRAL_CHIP KONTOR_MAX_PLAYERS

/* ---------------------------------------------------------------- the strip */


static void
on_chip_clicked (GtkButton *chip, KontorTablePage *self)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chip), "seat"));
  /* the chip opens the panel on that player's card */
  if (self->layout == KONTOR_TABLE_LAYOUT_FOLDED ? !self->panel_open : self->panel_hidden)
    kontor_table_page_toggle_panel (self);
  kontor_table_page_bring_into_view (self, seat);
}

static GtkWidget *
chip_new (KontorTablePage *self, int seat, const char *color_id)
{
  GtkWidget *chip = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *swatch = gtk_label_new (" ");
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *pp = gtk_label_new (NULL);
  g_autofree char *css = g_strdup_printf ("player-%s", color_id);

  gtk_widget_set_focus_on_click (chip, FALSE);   /* the keys stay with the board */
  gtk_widget_add_css_class (chip, "flat");
  gtk_widget_add_css_class (chip, "player-chip");
  gtk_widget_add_css_class (swatch, "swatch");
  gtk_widget_add_css_class (swatch, css);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (pp, "chip-prestige");
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), pp);
  gtk_button_set_child (GTK_BUTTON (chip), box);
  g_object_set_data (G_OBJECT (chip), "name", name);
  g_object_set_data (G_OBJECT (chip), "prestige", pp);
  g_object_set_data (G_OBJECT (chip), "seat", GINT_TO_POINTER (seat));
  g_signal_connect (chip, "clicked", G_CALLBACK (on_chip_clicked), self);
  gtk_box_append (GTK_BOX (self->strip), chip);
  return chip;
}

static void
update_chip (GtkWidget *chip, const char *name, int prestige, gboolean active)
{
  g_autofree char *pp = g_strdup_printf (_("%d PP"), prestige);
  g_autofree char *a11y = g_strdup_printf ("%s, %s", name, pp);
  gtk_label_set_label (g_object_get_data (G_OBJECT (chip), "name"), name);
  gtk_label_set_label (g_object_get_data (G_OBJECT (chip), "prestige"), pp);
  gtk_widget_set_tooltip_text (chip, a11y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (active)
    gtk_widget_add_css_class (chip, "active-chip");
  else
    gtk_widget_remove_css_class (chip, "active-chip");
}

/* ---------------------------------------------------------------- the cards */

/* Two players: the neutral player's prestige and pieces, beside the cards. */
static void
add_neutral_card (KontorTablePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = gtk_label_new (" ");
  GtkWidget *name = gtk_label_new (kontor_color_name (KONTOR_COLOR_NEUTRAL));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "player-card");
  gtk_widget_add_css_class (swatch, "swatch");
  gtk_widget_add_css_class (swatch, "player-neutral");
  gtk_widget_set_size_request (swatch, 18, 18);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "heading");
  self->neutral_prestige = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->neutral_prestige), "title-3");
  self->neutral_details = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->neutral_details, 0);
  gtk_label_set_wrap (self->neutral_details, TRUE);   /* never widen the side panel */
  gtk_widget_add_css_class (GTK_WIDGET (self->neutral_details), "dim-label");
  gtk_box_append (GTK_BOX (head), swatch);
  gtk_box_append (GTK_BOX (head), name);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (self->neutral_prestige));
  gtk_box_append (GTK_BOX (box), head);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->neutral_details));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Neutral player"), -1);
  self->neutral_card = box;
  gtk_box_append (self->players_box, box);
}

static void
on_use_marker (KontorPlayerCard *card, int marker, KontorTablePage *self)
{
  if (self->table)
    kontor_table_activate (self->table, "use-marker", g_variant_new_int32 (marker));
}

/* A player's card asks to show (or hide) their network on the board. */
static void
on_show_network (KontorPlayerCard *card, int seat, KontorTablePage *self)
{
  self->network_shown = self->network_shown == seat ? -1 : seat;
  kontor_table_page_refresh (self);
}

void
kontor_table_page_clear_players (KontorTablePage *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))))
    gtk_box_remove (self->players_box, child);
  while ((child = gtk_widget_get_first_child (self->strip)))
    gtk_box_remove (GTK_BOX (self->strip), child);
  memset (self->cards, 0, sizeof self->cards);
  memset (self->chips, 0, sizeof self->chips);
  self->neutral_card = NULL;
}

void
kontor_table_page_build_players (KontorTablePage *self)
{
  const KontorPosition *pos = kontor_game_get_position (self->game);

  kontor_table_page_clear_players (self);
  for (int p = 0; p < pos->n_players; p++)
    {
      self->cards[p] = kontor_player_card_new (p);
      g_signal_connect (self->cards[p], "use-marker", G_CALLBACK (on_use_marker), self);
      g_signal_connect (self->cards[p], "show-network", G_CALLBACK (on_show_network), self);
      gtk_box_append (self->players_box, self->cards[p]);
      self->chips[p] = chip_new (self, p, kontor_color_id (pos->colors[p]));
    }
  if (pos->neutral)
    {
      add_neutral_card (self);
      self->chips[NEUTRAL_CHIP] = chip_new (self, NEUTRAL_CHIP, "neutral");
    }
  self->scrolled_to = -1;
  self->scroll_seat = -1;
}

/* ---------------------------------------------------------------- into view */

/* After the allocation: the wanted card inside the panel's view. */
static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  int seat = self->scroll_seat;
  GtkWidget *card = seat == NEUTRAL_CHIP ? self->neutral_card : seat >= 0 && seat < KONTOR_MAX_PLAYERS ? self->cards[seat] : NULL;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->panel));
  graphene_rect_t bounds;

  if (card && (!gtk_widget_get_child_visible (self->panel) || gtk_widget_get_height (card) <= 0)
      && self->scroll_tries++ < 5)
    return G_SOURCE_CONTINUE;   /* not laid out (or opened) yet: the next frames */
  self->scroll_tick = 0;
  if (card == NULL || !gtk_widget_get_child_visible (self->panel))
    return G_SOURCE_REMOVE;     /* the panel is put away: when it opens */
  if (!gtk_widget_compute_bounds (card, self->panel_box, &bounds))
    return G_SOURCE_REMOVE;
  {
    double top = bounds.origin.y - 8, bottom = bounds.origin.y + bounds.size.height + 8;
    double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);
    if (bottom <= page)
      gtk_adjustment_set_value (adj, 0);   /* the top of the panel (the hints) too */
    else if (top < value || bottom - top > page)
      gtk_adjustment_set_value (adj, top);
    else if (bottom > value + page)
      gtk_adjustment_set_value (adj, bottom - page);
  }
  return G_SOURCE_REMOVE;
}

void
kontor_table_page_bring_into_view (KontorTablePage *self, int seat)
{
  if (seat >= 0)
    self->scroll_seat = seat;
  self->scroll_tries = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, NULL, NULL);
}

/* ---------------------------------------------------------------- update */

static void
update_neutral (KontorTablePage *self, const KontorPosition *pos, const KontorScore *score)
{
  g_autofree char *pp = g_strdup_printf (_("%d PP"), pos->players[KONTOR_NEUTRAL].prestige);
  g_autofree char *details = g_strdup_printf (_("Traders on the board: %d\nOffices: %d · Cities controlled: %d"),
                                              score->neutral.pieces, score->neutral.offices, score->neutral.controlled);
  g_autofree char *a11y = g_strdup_printf (_("Neutral player: %d prestige points, %d traders on the board, %d offices, %d cities controlled"),
                                           score->neutral.track, score->neutral.pieces, score->neutral.offices,
                                           score->neutral.controlled);
  gtk_label_set_label (self->neutral_prestige, pp);
  gtk_label_set_label (self->neutral_details, details);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->neutral_card), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (self->chips[NEUTRAL_CHIP])
    update_chip (self->chips[NEUTRAL_CHIP], kontor_color_name (KONTOR_COLOR_NEUTRAL),
                 pos->players[KONTOR_NEUTRAL].prestige, FALSE);
}

/* The cards and the strip show pos; past: a moment looked back at. */
void
kontor_table_page_update_players (KontorTablePage *self, const KontorPosition *pos, gboolean idle, gboolean past)
{
  KontorScore score;
  int decider = pos->phase == KONTOR_PHASE_ENDED ? -1 : kontor_position_decider (pos);

  kontor_score_compute (pos, &score);
  for (int p = 0; p < pos->n_players && self->cards[p]; p++)
    {
      const char *name = kontor_game_get_player_name (self->game, p);
      kontor_player_card_update (KONTOR_PLAYER_CARD (self->cards[p]), pos, name,
                                 idle && p == pos->active && pos->phase == KONTOR_PHASE_ACTIONS, &score.players[p]);
      update_chip (self->chips[p], name, pos->players[p].prestige, p == decider);
    }
  if (self->neutral_card)
    update_neutral (self, pos, &score);
  if (past)
    {
      gtk_widget_add_css_class (self->strip, "past");
      gtk_widget_add_css_class (GTK_WIDGET (self->players_box), "past");
    }
  else
    {
      gtk_widget_remove_css_class (self->strip, "past");
      gtk_widget_remove_css_class (GTK_WIDGET (self->players_box), "past");
    }
  if (self->network_shown >= 0 && self->network_shown < pos->n_players)
    kontor_board_view_set_network (self->board, self->network_shown, score.players[self->network_shown].network_cities,
                                   score.players[self->network_shown].n_network_cities);
  else
    kontor_board_view_set_network (self->board, -1, NULL, 0);
  /* the turn passed: the card of the one to act into view */
  if (decider >= 0 && decider != self->scrolled_to)
    {
      self->scrolled_to = decider;
      kontor_table_page_bring_into_view (self, decider == KONTOR_NEUTRAL ? NEUTRAL_CHIP : decider);
    }
}
