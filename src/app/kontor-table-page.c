/* kontor-table-page.c: the view of a game at the table.
 *
 * It draws what its KontorTable exposes (the shown position, highlights,
 * prompt, question, history) and forwards clicks, buttons and keys to it;
 * every rule is the engine's, every entry step the table's.  Actions are in
 * kontor-table-page-actions.c, dialogs in kontor-table-page-dialogs.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-board-view.h"
#include "kontor-player-card.h"
#include "kontor-rules.h"
#include "kontor-table-page-private.h"

G_DEFINE_FINAL_TYPE (KontorTablePage, kontor_table_page, GTK_TYPE_WIDGET)

guint kontor_table_page_signals[KONTOR_TABLE_PAGE_N_SIGNALS];

enum { PROP_0, PROP_SHOW_HINTS, N_PROPS };
static GParamSpec *props[N_PROPS];

/* ---------------------------------------------------------------- helpers */

static const KontorPosition *
current (KontorTablePage *self)
{
  return kontor_game_get_position (self->game);
}

static const char *const *
names (KontorTablePage *self, const char **out)
{
  const KontorPosition *pos = current (self);
  for (int i = 0; i < pos->n_players; i++)
    out[i] = kontor_game_get_player_name (self->game, i);
  return out;
}

/* A seat's name, or "Neutral" for the neutral player. */
static const char *
name_of (KontorTablePage *self, int seat)
{
  if (seat == KONTOR_NEUTRAL)
    return kontor_color_name (KONTOR_COLOR_NEUTRAL);
  return kontor_game_get_player_name (self->game, seat);
}

/* A message; with a rule section, the toast links to the rules reference.
 * The text is shown as it is: names and messages are never markup. */
void
kontor_table_page_toast (KontorTablePage *self, const char *text, const char *section)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *t;

  if (overlay == NULL)
    return;
  t = adw_toast_new (escaped);
  if (section)
    {
      adw_toast_set_button_label (t, _("The Rule"));
      adw_toast_set_action_name (t, "win.rules");
      adw_toast_set_action_target_value (t, g_variant_new_string (section));
    }
  adw_toast_set_timeout (t, 6);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), t);
}

static void
on_refused (KontorTable *table, const GError *error, KontorTablePage *self)
{
  kontor_table_page_toast (self, error->message,
                           error->domain == KONTOR_RULE_ERROR ? kontor_rules_section_for_error (error->code) : NULL);
}

static void
on_message (KontorTable *table, const char *text, KontorTablePage *self)
{
  kontor_table_page_toast (self, text, NULL);
}

/* ---------------------------------------------------------------- hints */

void
kontor_table_page_update_hints (KontorTablePage *self)
{
  const char *nm[KONTOR_MAX_PLAYERS];
  g_autoptr (GPtrArray) hints = NULL;
  GtkWidget *child;

  if (!gtk_revealer_get_reveal_child (self->hints_revealer))
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box))))
    gtk_box_remove (self->hints_box, child);
  hints = kontor_hints (current (self), names (self, nm));
  if (self->walkthrough && current (self)->phase == KONTOR_PHASE_ACTIONS)
    {
      const char *tip = kontor_rules_walkthrough_tip (current (self)->turn, current (self)->n_players);
      if (tip)
        {
          GtkWidget *l = gtk_label_new (tip);
          gtk_label_set_xalign (GTK_LABEL (l), 0);
          gtk_label_set_wrap (GTK_LABEL (l), TRUE);
          gtk_widget_add_css_class (l, "walkthrough");
          gtk_box_append (self->hints_box, l);
        }
    }
  for (guint i = 0; i < hints->len; i++)
    {
      const KontorHint *h = hints->pdata[i];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *l = gtk_label_new (h->text);
      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_widget_set_hexpand (l, TRUE);
      if (h->kind == KONTOR_HINT_WARNING)
        gtk_widget_add_css_class (l, "warning");
      gtk_box_append (GTK_BOX (row), l);
      if (h->topic)
        {
          /* the rule behind the hint, in the rules reference */
          GtkWidget *why = gtk_button_new_from_icon_name ("help-about-symbolic");
          gtk_widget_add_css_class (why, "flat");
          gtk_widget_set_valign (why, GTK_ALIGN_START);
          gtk_widget_set_tooltip_text (why, _("The rule behind this"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (why), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The rule behind this"), -1);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (why), "win.rules");
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (why), g_variant_new_string (h->topic));
          gtk_box_append (GTK_BOX (row), why);
        }
      gtk_box_append (self->hints_box, row);
    }
}

/* ---------------------------------------------------------------- refresh */

static void
update_prompt (KontorTablePage *self)
{
  const char *text = kontor_table_get_prompt (self->table);
  const char *cancel = kontor_table_get_cancel_label (self->table);
  const char *extra = kontor_table_get_extra_label (self->table);

  gtk_label_set_label (self->prompt_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_done), kontor_table_get_can_done (self->table));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_cancel), cancel != NULL);
  if (cancel)
    gtk_button_set_label (self->prompt_cancel, cancel);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), extra != NULL);
  if (extra)
    gtk_button_set_label (self->prompt_extra, extra);
  gtk_revealer_set_reveal_child (self->prompt_revealer, *text != '\0');
}

/* The cards show the shown moment: today's, or the one looked back at. */
static void
update_cards (KontorTablePage *self, const KontorPosition *pos, gboolean idle)
{
  KontorScore score;
  kontor_score_compute (pos, &score);
  for (int p = 0; p < pos->n_players; p++)
    kontor_player_card_update (KONTOR_PLAYER_CARD (self->cards[p]), pos, name_of (self, p),
                               idle && p == pos->active && pos->phase == KONTOR_PHASE_ACTIONS,
                               &score.players[p]);
  if (self->neutral_card)
    {
      g_autofree char *pp = g_strdup_printf (_("%d PP"), pos->players[KONTOR_NEUTRAL].prestige);
      g_autofree char *details = g_strdup_printf (_("Traders on the board: %d\nOffices: %d · Cities controlled: %d"),
                                                  score.neutral.pieces, score.neutral.offices, score.neutral.controlled);
      g_autofree char *a11y = g_strdup_printf (_("Neutral player: %d prestige points, %d traders on the board, %d offices, %d cities controlled"),
                                               score.neutral.track, score.neutral.pieces, score.neutral.offices,
                                               score.neutral.controlled);
      gtk_label_set_label (self->neutral_prestige, pp);
      gtk_label_set_label (self->neutral_details, details);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->neutral_card), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
  if (self->network_shown >= 0 && self->network_shown < pos->n_players)
    kontor_board_view_set_network (self->board, self->network_shown, score.players[self->network_shown].network_cities,
                                   score.players[self->network_shown].n_network_cities);
  else
    kontor_board_view_set_network (self->board, -1, NULL, 0);
}

/* The Trader/Merchant switch shows the table's choice (Trader at each turn). */
static void
update_piece_kind (KontorTablePage *self)
{
  const KontorHtEntry *e = kontor_table_get_state (self->table);
  self->syncing_kind = TRUE;
  gtk_toggle_button_set_active (e->piece_kind == KONTOR_PIECE_MERCHANT ? self->merchant_toggle : self->trader_toggle, TRUE);
  self->syncing_kind = FALSE;
}

void
kontor_table_page_refresh (KontorTablePage *self)
{
  const KontorPosition *shown;
  g_autofree char *game_status = NULL;
  gboolean review;

  if (self->table == NULL)
    return;
  shown = kontor_table_get_shown_position (self->table);
  review = kontor_table_get_review (self->table) != G_MAXUINT;
  /* during an entry, the picked pieces already where they will go */
  kontor_board_view_set_position (self->board, kontor_table_get_board_position (self->table));
  kontor_board_view_set_highlight (self->board, kontor_table_get_highlights (self->table));
  kontor_board_view_set_selected (self->board, kontor_table_get_selected (self->table));
  update_cards (self, shown, !review && g_str_equal (kontor_table_get_mode (self->table), "idle"));
  if (review)
    game_status = g_strdup_printf (_("Looking back · Turn %d · Completed cities: %d of %d · Bonus markers in the stack: %d"),
                                   shown->turn, shown->completed, shown->board->cities_to_end, shown->stack_left);
  else
    game_status = g_strdup_printf (_("Turn %d · Completed cities: %d of %d · Bonus markers in the stack: %d"),
                                   shown->turn, shown->completed, shown->board->cities_to_end, shown->stack_left);
  gtk_label_set_label (self->game_status, game_status);
  update_prompt (self);
  update_piece_kind (self);
  kontor_table_page_update_actions (self);
  kontor_table_page_update_hints (self);
}

/* The board's tooltips and spoken cursor: the table says what is there. */
static char *
describe_target (int kind, int a, int b, gpointer data)
{
  KontorTablePage *self = data;
  KontorTarget t = { kind, a, b };
  return self->table ? kontor_table_describe_target (self->table, &t) : NULL;
}

/* ---------------------------------------------------------------- history */

static GtkWidget *
history_row (gpointer item, gpointer user_data)
{
  KontorHistoryEntry *e = item;
  g_autofree char *numbered = g_strdup_printf ("%u. %s", kontor_history_entry_get_index (e) + 1,
                                               kontor_history_entry_get_text (e));
  GtkWidget *label = gtk_label_new (numbered);
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  if (kontor_history_entry_get_undone (e))
    gtk_widget_add_css_class (label, "dim-label");   /* undone, can be redone */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, numbered, -1);
  return row;
}

static void
on_history_row (GtkListBox *list, GtkListBoxRow *row, KontorTablePage *self)
{
  g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (self->table),
                                                            gtk_list_box_row_get_index (row));
  if (e)
    kontor_table_review (self->table, kontor_history_entry_get_index (e) + 1);
}

/* ---------------------------------------------------------------- the table */

static void
on_table_updated (KontorTable *table, KontorTablePage *self)
{
  kontor_table_page_refresh (self);
}

static void
on_question (KontorTable *table, GParamSpec *pspec, KontorTablePage *self)
{
  kontor_table_page_show_question (self);
}

static void
on_space (KontorBoardView *board, int route, int space, KontorTablePage *self)
{
  KontorTarget t = { KONTOR_TARGET_SPACE, route, space };
  if (self->table)
    kontor_table_click (self->table, &t);
}

static void
on_city (KontorBoardView *board, int city, KontorTablePage *self)
{
  KontorTarget t = { KONTOR_TARGET_CITY, city, 0 };
  if (self->table)
    kontor_table_click (self->table, &t);
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

static void
on_prompt_done (GtkButton *button, KontorTablePage *self)
{
  kontor_table_done (self->table);
}

static void
on_prompt_cancel (GtkButton *button, KontorTablePage *self)
{
  kontor_table_cancel (self->table);
}

static void
on_prompt_extra (GtkButton *button, KontorTablePage *self)
{
  if (kontor_game_ended (self->game) && kontor_table_get_review (self->table) == G_MAXUINT)
    g_signal_emit (self, kontor_table_page_signals[KONTOR_TABLE_PAGE_SHOW_SCORE], 0);
  else
    kontor_table_extra (self->table);
}

static void
on_kind_toggled (GtkToggleButton *button, KontorTablePage *self)
{
  if (self->table && !self->syncing_kind && gtk_toggle_button_get_active (button))
    kontor_table_activate (self->table, "piece-kind",
                           g_variant_new_int32 (button == self->merchant_toggle ? KONTOR_PIECE_MERCHANT : KONTOR_PIECE_TRADER));
}

/* ---------------------------------------------------------------- widget */

static void
drop_table (KontorTablePage *self)
{
  if (self->table)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->table);
  g_clear_object (&self->game);
}

static void
kontor_table_page_dispose (GObject *object)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (object);
  if (self->dialog)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  drop_table (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_TABLE_PAGE);
  G_OBJECT_CLASS (kontor_table_page_parent_class)->dispose (object);
}

static void
kontor_table_page_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (object);
  if (id == PROP_SHOW_HINTS)
    g_value_set_boolean (value, gtk_revealer_get_reveal_child (self->hints_revealer));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
kontor_table_page_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (object);
  if (id == PROP_SHOW_HINTS)
    {
      gboolean show = g_value_get_boolean (value);
      if (show == gtk_revealer_get_reveal_child (self->hints_revealer))
        return;
      gtk_revealer_set_reveal_child (self->hints_revealer, show);
      if (self->game)
        kontor_table_page_update_hints (self);
      g_object_notify_by_pspec (object, pspec);
    }
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
kontor_table_page_class_init (KontorTablePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_table_page_dispose;
  G_OBJECT_CLASS (klass)->get_property = kontor_table_page_get_property;
  G_OBJECT_CLASS (klass)->set_property = kontor_table_page_set_property;
  /* Whether the "what now" hints are shown (bound to GSettings by the window). */
  props[PROP_SHOW_HINTS] = g_param_spec_boolean ("show-hints", NULL, NULL, FALSE,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  g_type_ensure (KONTOR_TYPE_BOARD_VIEW);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_revealer);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_done);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_cancel);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_extra);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, board);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, root_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, trader_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, merchant_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, game_status);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, history_list);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_revealer);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_toggle);
  kontor_table_page_install_actions (widget_class);

  /* The game is over and the players want the score sheet. */
  kontor_table_page_signals[KONTOR_TABLE_PAGE_SHOW_SCORE] =
    g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kontor_table_page_init (KontorTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  kontor_board_view_set_describer (self->board, describe_target, self);
  g_signal_connect (self->board, "space-activated", G_CALLBACK (on_space), self);
  g_signal_connect (self->board, "city-activated", G_CALLBACK (on_city), self);
  g_signal_connect (self->prompt_done, "clicked", G_CALLBACK (on_prompt_done), self);
  g_signal_connect (self->prompt_cancel, "clicked", G_CALLBACK (on_prompt_cancel), self);
  g_signal_connect (self->prompt_extra, "clicked", G_CALLBACK (on_prompt_extra), self);
  g_signal_connect (self->history_list, "row-activated", G_CALLBACK (on_history_row), self);
  g_signal_connect (self->merchant_toggle, "toggled", G_CALLBACK (on_kind_toggled), self);
  g_signal_connect (self->trader_toggle, "toggled", G_CALLBACK (on_kind_toggled), self);
  self->network_shown = -1;
  g_object_bind_property (self, "show-hints", self->hints_toggle, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

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

GtkWidget *
kontor_table_page_new (void)
{
  return g_object_new (KONTOR_TYPE_TABLE_PAGE, NULL);
}

void
kontor_table_page_set_game (KontorTablePage *self, KontorGame *game)
{
  GtkWidget *child;

  drop_table (self);
  self->game = g_object_ref (game);
  self->table = kontor_table_new (game);
  g_return_if_fail (self->table != NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))))
    gtk_box_remove (self->players_box, child);
  memset (self->cards, 0, sizeof self->cards);
  for (int p = 0; p < current (self)->n_players; p++)
    {
      self->cards[p] = kontor_player_card_new (p);
      g_signal_connect (self->cards[p], "use-marker", G_CALLBACK (on_use_marker), self);
      g_signal_connect (self->cards[p], "show-network", G_CALLBACK (on_show_network), self);
      gtk_box_append (self->players_box, self->cards[p]);
    }
  self->neutral_card = NULL;
  if (current (self)->neutral)
    add_neutral_card (self);
  self->network_shown = -1;
  gtk_list_box_bind_model (self->history_list, kontor_table_get_history (self->table), history_row, NULL, NULL);
  g_signal_connect (self->table, "updated", G_CALLBACK (on_table_updated), self);
  g_signal_connect (self->table, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->table, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->table, "notify::question", G_CALLBACK (on_question), self);
  kontor_table_page_refresh (self);
}

KontorGame *
kontor_table_page_get_game (KontorTablePage *self)
{
  return self->game;
}

KontorTable *
kontor_table_page_get_table (KontorTablePage *self)
{
  return self->table;
}

void
kontor_table_page_set_walkthrough (KontorTablePage *self, gboolean walkthrough)
{
  self->walkthrough = walkthrough;
  if (self->game)
    kontor_table_page_update_hints (self);
}

char *
kontor_table_page_get_hints_text (KontorTablePage *self)
{
  GString *s = g_string_new (NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box)); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *label = GTK_IS_LABEL (c) ? c : gtk_widget_get_first_child (c);
      g_string_append_printf (s, "%s\n", gtk_label_get_label (GTK_LABEL (label)));
    }
  return g_string_free (s, FALSE);
}

/* ---------------------------------------------------------------- for tests (-private.h) */

void
kontor_table_page_click_space (KontorTablePage *self, int route, int space)
{
  g_signal_emit_by_name (self->board, "space-activated", route, space);
}

void
kontor_table_page_click_city (KontorTablePage *self, int city)
{
  g_signal_emit_by_name (self->board, "city-activated", city);
}

void
kontor_table_page_done (KontorTablePage *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self->prompt_done)))
    g_signal_emit_by_name (self->prompt_done, "clicked");
}

void
kontor_table_page_prompt_extra (KontorTablePage *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self->prompt_extra)))
    g_signal_emit_by_name (self->prompt_extra, "clicked");
}

void
kontor_table_page_use_marker (KontorTablePage *self, KontorMarker marker)
{
  on_use_marker (NULL, marker, self);
}

void
kontor_table_page_set_piece_kind (KontorTablePage *self, KontorPieceKind kind)
{
  gtk_toggle_button_set_active (kind == KONTOR_PIECE_MERCHANT ? self->merchant_toggle : self->trader_toggle, TRUE);
}

const char *
kontor_table_page_get_prompt (KontorTablePage *self)
{
  return gtk_revealer_get_reveal_child (self->prompt_revealer) ? gtk_label_get_label (self->prompt_label) : "";
}

gboolean
kontor_table_page_apply (KontorTablePage *self, const KontorAction *action, GError **error)
{
  return kontor_table_apply (self->table, action, error);
}
