/* kontor-table-page.c: the view of a game at the table.
 *
 * It draws what its KontorTable exposes (the shown position, highlights,
 * prompt, question, history) and forwards clicks, buttons and keys to it;
 * every rule is the engine's, every entry step the table's.  Actions are in
 * kontor-table-page-actions.c, questions in kontor-question-dialog.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-board-view.h"
#include "kontor-file-chooser.h"
#include "kontor-rules.h"
#include "kontor-table-page-private.h"
#include "kontor-question-dialog.h"

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

/* Which step the game is at: a new entry, an undo, a redo or a correction
 * changes it. */
static guint64
game_step (KontorTablePage *self)
{
  if (self->game == NULL)
    return 0;
  return ((guint64) kontor_game_get_revision (self->game) << 42)
         ^ ((guint64) kontor_game_get_n_actions (self->game) << 21) ^ kontor_game_get_cursor (self->game);
}

void
kontor_table_page_say (KontorTablePage *self, const char *text)
{
  static gint64 last;
  gint64 now = g_get_monotonic_time ();
  g_autofree char *joined = NULL;

  if (text == NULL || *text == '\0')
    return;
  /* two messages of one step (the turn ended, the next player's turn) are said together */
  if (now - last < 100 * 1000 && *gtk_label_get_label (self->status_label)
      && strstr (gtk_label_get_label (self->status_label), text) == NULL)
    text = joined = g_strdup_printf ("%s %s", gtk_label_get_label (self->status_label), text);
  last = now;
  if (g_strcmp0 (gtk_label_get_label (self->status_label), text) == 0)
    gtk_label_set_label (self->status_label, "");   /* said again: a change all the same */
  gtk_label_set_label (self->status_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), text);
  self->said_step = game_step (self);
  self->said_time = now;
}

/* A message of an earlier step (a refusal before the entry that was then
 * accepted, "2 actions left" before they were used) is not left standing. */
static void
clear_stale_status (KontorTablePage *self)
{
  if (*gtk_label_get_label (self->status_label) == '\0' || self->said_step == game_step (self)
      || g_get_monotonic_time () - self->said_time < 100 * 1000)
    return;
  gtk_label_set_label (self->status_label, "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), NULL);
}

/* AdwToast 1.2 builds its button ("_Undo") when the toast is shown. */
static void
fix_toast_names (gpointer data)
{
  kontor_a11y_fix_mnemonics (GTK_WIDGET (data));
}

void
kontor_table_page_add_toast (KontorTablePage *self, AdwToast *toast, const char *text)
{
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->board_overlay), toast);
  kontor_table_page_say (self, text);
  kontor_a11y_idle (self->board_overlay, fix_toast_names);
}

/* A message; with a rule section, the toast links to the rules reference.
 * The text is shown as it is: names and messages are never markup. */
void
kontor_table_page_toast (KontorTablePage *self, const char *text, const char *section)
{
  AdwToast *t = kontor_toast_new_plain (text);

  if (section)
    {
      adw_toast_set_button_label (t, _("The Rule"));
      adw_toast_set_action_name (t, "win.rules");
      adw_toast_set_action_target_value (t, g_variant_new_string (section));
    }
  adw_toast_set_timeout (t, 6);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  kontor_table_page_add_toast (self, t, text);
}

/* Toasts of the page go over the board, never over its controls. */
AdwToastOverlay *
kontor_table_page_get_toast_overlay (KontorTablePage *self)
{
  return ADW_TOAST_OVERLAY (self->board_overlay);
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

/* The hints' warnings ("your supply is empty", …) go to the status object
 * when they change (not the tips: they would be said at every step). */
static void
say_warnings (KontorTablePage *self, GPtrArray *hints)
{
  g_autoptr (GString) text = g_string_new (NULL);
  const char *said = g_object_get_data (G_OBJECT (self), "kontor-said-warnings");

  for (guint i = 0; i < hints->len; i++)
    {
      const KontorHint *h = hints->pdata[i];
      if (h->kind == KONTOR_HINT_WARNING)
        g_string_append_printf (text, "%s%s", text->len ? " " : "", h->text);
    }
  if (g_strcmp0 (said ? said : "", text->str) == 0)
    return;
  if (text->len)
    kontor_table_page_say (self, text->str);
  g_object_set_data_full (G_OBJECT (self), "kontor-said-warnings", g_strdup (text->str), g_free);
}

void
kontor_table_page_update_hints (KontorTablePage *self)
{
  const char *nm[KONTOR_MAX_PLAYERS];
  g_autoptr (GPtrArray) hints = NULL;
  GtkWidget *child;
  const KontorPosition *shown;

  if (!gtk_revealer_get_reveal_child (self->hints_revealer) || self->table == NULL)
    return;
  /* the moment shown: today's, or the one looked back at */
  shown = kontor_table_get_shown_position (self->table);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box))))
    gtk_box_remove (self->hints_box, child);
  hints = kontor_hints (shown, names (self, nm));
  if (self->walkthrough && shown->phase == KONTOR_PHASE_ACTIONS)
    {
      const char *tip = kontor_rules_walkthrough_tip (shown->turn, shown->n_players);
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
  say_warnings (self, hints);
}

/* ---------------------------------------------------------------- refresh */

/* The prompt bar: what to do now, or (nothing being entered) whose turn it
 * is and the game's state, in two lines at most. */
static void
update_prompt (KontorTablePage *self, const char *game_status)
{
  const char *text = kontor_table_get_prompt (self->table);
  const char *cancel = kontor_table_get_cancel_label (self->table);
  const char *extra = kontor_table_get_extra_label (self->table);
  const KontorPosition *shown = kontor_table_get_shown_position (self->table);
  gboolean review = kontor_table_get_review (self->table) != G_MAXUINT;

  if (*text == '\0' && shown->phase == KONTOR_PHASE_ACTIONS)
    {
      int left = kontor_position_actions_left (shown);
      g_autofree char *turn = g_strdup_printf (ngettext ("%s has %d action left this turn.",
                                                         "%s has %d actions left this turn.", left),
                                               name_of (self, shown->active), left);
      g_autofree char *status = g_strdup_printf ("%s\n%s", turn, game_status);
      gtk_label_set_label (self->prompt_label, status);
      gtk_widget_remove_css_class (self->prompt_box, "asking");
    }
  else
    {
      gtk_label_set_label (self->prompt_label, *text ? text : game_status);
      gtk_widget_add_css_class (self->prompt_box, "asking");
    }
  if (review)
    gtk_widget_add_css_class (self->prompt_box, "past");
  else
    gtk_widget_remove_css_class (self->prompt_box, "past");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt_label), gtk_label_get_label (self->prompt_label));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_done), kontor_table_get_can_done (self->table));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_cancel), cancel != NULL);
  if (cancel)
    gtk_button_set_label (self->prompt_cancel, cancel);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), extra != NULL);
  if (extra)
    gtk_button_set_label (self->prompt_extra, extra);
}

/* Whose turn it is, when that changes, and the end of the game: into the
 * status object (not while looking back). */
static void
say_turn (KontorTablePage *self, gboolean review)
{
  const KontorPosition *pos = current (self);
  int key = pos->turn * (KONTOR_MAX_PLAYERS + 2) + pos->active + 1;

  if (review)
    return;
  if (kontor_game_ended (self->game))
    {
      if (!self->said_end)
        {
          /* why it ended, and who won (the score sheet's words) */
          KontorScore score;
          g_autofree char *winner = NULL;
          g_autofree char *text = NULL;
          kontor_score_compute (pos, &score);
          if (score.n_winners == 1)
            winner = g_strdup_printf (_("Winner: %s. %s"), name_of (self, score.winners[0]), "");
          else if (score.n_winners == 2)
            winner = g_strdup_printf (_("Shared win: %s and %s. %s"), name_of (self, score.winners[0]),
                                      name_of (self, score.winners[1]), "");
          text = g_strdup_printf ("%s %s", gtk_label_get_label (self->prompt_label), winner ? winner : "");
          kontor_table_page_say (self, g_strstrip (text));
        }
      self->said_end = TRUE;
      return;
    }
  self->said_end = FALSE;
  if (pos->phase != KONTOR_PHASE_ACTIONS || key == self->said_turn)
    return;
  if (self->said_turn != -1)
    {
      int left = kontor_position_actions_left (pos);
      g_autofree char *turn = g_strdup_printf (ngettext ("%s has %d action left this turn.",
                                                         "%s has %d actions left this turn.", left),
                                               name_of (self, pos->active), left);
      kontor_table_page_say (self, turn);
    }
  self->said_turn = key;
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
  kontor_table_page_update_players (self, shown, !review && g_str_equal (kontor_table_get_mode (self->table), "idle"),
                                    review);
  if (review)
    game_status = g_strdup_printf (_("Looking back · Turn %d · Completed cities: %d of %d · Bonus markers in the stack: %d"),
                                   shown->turn, shown->completed, shown->board->cities_to_end, shown->stack_left);
  else
    game_status = g_strdup_printf (_("Turn %d · Completed cities: %d of %d · Bonus markers in the stack: %d"),
                                   shown->turn, shown->completed, shown->board->cities_to_end, shown->stack_left);
  gtk_label_set_label (self->game_status, game_status);
  if (review)
    gtk_widget_add_css_class (GTK_WIDGET (self->game_status), "past-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->game_status), "past-label");
  update_prompt (self, game_status);
  if (!review)
    clear_stale_status (self);
  say_turn (self, review);
  kontor_table_page_update_history (self);
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

/* ---------------------------------------------------------------- the table */

static void
on_table_updated (KontorTable *table, KontorTablePage *self)
{
  kontor_table_page_refresh (self);
  kontor_table_page_update_fix (self);
}

static void
on_question (KontorTable *table, GParamSpec *pspec, KontorTablePage *self)
{
  kontor_question_dialog_update (GTK_WIDGET (self), self->table, &self->dialog, GTK_WIDGET (self->board));
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
  if (self->fix_dialog)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->fix_dialog)));
  g_clear_object (&self->fix_toast);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->history_list)
    gtk_list_box_bind_model (self->history_list, NULL, NULL, NULL, NULL);
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

/* The keyboard starts on the board: arrows walk it, Enter is Done or End Turn. */
static gboolean
kontor_table_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (KONTOR_TABLE_PAGE (widget)->board));
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
  kontor_table_page_class_init_layout (widget_class);
  widget_class->grab_focus = kontor_table_page_grab_focus;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, strip);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, actions_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, controls_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, panel);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, panel_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_done);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_cancel);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, prompt_extra);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, board);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, trader_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, merchant_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, game_status);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, history_list);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_revealer);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_box);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, hints_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorTablePage, status_label);
  kontor_table_page_install_actions (widget_class);
  kontor_table_page_install_fix_actions (widget_class);

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
  g_signal_connect (self->merchant_toggle, "toggled", G_CALLBACK (on_kind_toggled), self);
  g_signal_connect (self->trader_toggle, "toggled", G_CALLBACK (on_kind_toggled), self);
  kontor_table_page_init_history (self);
  self->network_shown = -1;
  self->scroll_seat = -1;
  self->said_turn = -1;
  g_object_bind_property (self, "show-hints", self->hints_toggle, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

GtkWidget *
kontor_table_page_new (void)
{
  return g_object_new (KONTOR_TYPE_TABLE_PAGE, NULL);
}

void
kontor_table_page_set_game (KontorTablePage *self, KontorGame *game)
{
  drop_table (self);
  self->game = g_object_ref (game);
  self->table = kontor_table_new (game);
  g_return_if_fail (self->table != NULL);
  kontor_table_page_build_players (self);
  self->network_shown = -1;
  self->said_turn = -1;
  self->said_end = TRUE;   /* a finished game opened: nothing new to say */
  gtk_label_set_label (self->status_label, "");
  kontor_table_page_bind_history (self);
  g_signal_connect (self->table, "updated", G_CALLBACK (on_table_updated), self);
  g_signal_connect (self->table, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->table, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->table, "notify::question", G_CALLBACK (on_question), self);
  g_signal_connect (self->table, "fixed", G_CALLBACK (kontor_table_page_on_fixed), self);
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
  if (self->table)
    kontor_table_activate (self->table, "use-marker", g_variant_new_int32 (marker));
}

void
kontor_table_page_set_piece_kind (KontorTablePage *self, KontorPieceKind kind)
{
  gtk_toggle_button_set_active (kind == KONTOR_PIECE_MERCHANT ? self->merchant_toggle : self->trader_toggle, TRUE);
}

const char *
kontor_table_page_get_prompt (KontorTablePage *self)
{
  return self->table ? kontor_table_get_prompt (self->table) : "";
}

gboolean
kontor_table_page_apply (KontorTablePage *self, const KontorAction *action, GError **error)
{
  return kontor_table_apply (self->table, action, error);
}
