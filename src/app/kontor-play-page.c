/* kontor-play-page.c: the table of a title drawn by a title view
 * (kontor-title-view.h).  Everything here asks the table: the prompt and
 * its buttons, the commands' modes, the history, the hints, the questions;
 * the title's board widget draws and clicks.  The score sheet is made from
 * the engine's score output (the same JSON as `kontor-cli score --json`). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-a11y.h"
#include "kontor-score-sheet.h"
#include "kontor-file-chooser.h"
#include "kontor-history.h"
#include "kontor-play-page.h"
#include "kontor-question-dialog.h"
#include "kontor-title-view.h"

struct _KontorPlayPage
{
  GtkWidget parent_instance;

  KontorGame *game;
  KontorTable *table;
  const KontorTitleView *view;
  GtkWidget *board;             /* the title's board widget */
  GtkWidget *dialog;            /* the open question, if any */
  GPtrArray *command_buttons;   /* GtkButton, in the view's order */

  GtkStack *stack;
  GtkBox *strip;
  GtkWidget *prompt_box;
  GtkLabel *prompt_label;
  GtkButton *prompt_done;
  GtkButton *prompt_cancel;
  GtkButton *prompt_extra;
  AdwFlap *flap;
  AdwToastOverlay *toasts;
  GtkBox *board_box;
  GtkBox *hints_box;
  GtkListBox *history_list;
  GtkFlowBox *commands_box;
  GtkLabel *status_label;
  GtkButton *score_button;
  GtkToggleButton *panel_toggle;
  KontorScoreSheet *sheet;
  GtkButton *score_back;
};

G_DEFINE_FINAL_TYPE (KontorPlayPage, kontor_play_page, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- messages */

/* The status object a screen reader reads out, and a toast over the board. */
static void
say (KontorPlayPage *self, const char *text)
{
  /* the label, inside the status object "Messages", is named by its text */
  gtk_label_set_label (self->status_label, text);
}

static void
toast_rule (KontorPlayPage *self, const char *text, const char *section)
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
  adw_toast_overlay_add_toast (self->toasts, t);
  say (self, text);
}

static void
toast (KontorPlayPage *self, const char *text)
{
  AdwToast *t = kontor_toast_new_plain (text);
  adw_toast_set_timeout (t, 6);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toasts, t);
  say (self, text);
}

static void
on_refused (KontorTable *table, const GError *error, KontorPlayPage *self)
{
  toast_rule (self, error->message, self->view->rules_section_for_error ? self->view->rules_section_for_error (error) : NULL);
}

static void
on_message (KontorTable *table, const char *text, KontorPlayPage *self)
{
  toast (self, text);
}

/* ---------------------------------------------------------------- players */

/* Every player's colour, name and points if the game ended now; the player
 * due marked. */
static void
update_strip (KontorPlayPage *self)
{
  g_autoptr (JsonNode) score = kontor_game_score_json (self->game);
  JsonArray *players = json_object_get_array_member (json_node_get_object (score), "players");
  const KontorTitle *title = kontor_game_get_title (self->game);
  int due = title->decider (kontor_game_get_position (self->game));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->strip))))
    gtk_box_remove (self->strip, child);
  for (guint i = 0; players && i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      const char *color = json_object_get_string_member_with_default (p, "color", "");
      g_autofree char *css = g_strdup_printf ("player-%s", color);
      g_autofree char *points = self->view->strip_points ? self->view->strip_points (p)
                                : g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member_with_default (p, "total", 0));
      g_autofree char *label = self->view->strip_points
                               /* Translators: a player in the strip above the board: name, colour, standing ("1,100 reales") */
                               ? g_strdup_printf (_("%1$s, %2$s: %3$s%4$s"), json_object_get_string_member_with_default (p, "name", ""),
                                                  kontor_title_view_color_name (self->view, color), points,
                                                  (int) i == due ? _(", to play") : "")
                               /* Translators: a player in the strip above the board: name, colour, points */
                               : g_strdup_printf (_("%1$s, %2$s: %3$s VP%4$s"),
                                                  json_object_get_string_member_with_default (p, "name", ""),
                                                  kontor_title_view_color_name (self->view, color), points,
                                                  (int) i == due ? _(", to play") : "");
      GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *name = gtk_label_new (json_object_get_string_member_with_default (p, "name", ""));
      GtkWidget *vp = gtk_label_new (points);

      gtk_widget_add_css_class (chip, "player-chip");
      if ((int) i == due)
        gtk_widget_add_css_class (chip, "active-chip");
      gtk_widget_add_css_class (swatch, "swatch");
      gtk_widget_add_css_class (swatch, css);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (name), 4);   /* a long standing never hides the whole name */
      gtk_label_set_ellipsize (GTK_LABEL (vp), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (vp, "chip-prestige");
      gtk_box_append (GTK_BOX (chip), swatch);
      gtk_box_append (GTK_BOX (chip), name);
      gtk_box_append (GTK_BOX (chip), vp);
      gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (chip, label);
      gtk_box_append (self->strip, chip);
    }
}

/* ---------------------------------------------------------------- hints */

static void
update_hints (KontorPlayPage *self)
{
  g_autoptr (GPtrArray) hints = kontor_table_get_hints (self->table);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hints_box))))
    gtk_box_remove (self->hints_box, child);
  if (hints->len == 0)
    g_ptr_array_add (hints, g_strdup (kontor_game_ended (self->game) ? _("The game is over.") : _("No hints now.")));
  for (guint i = 0; i < hints->len; i++)
    {
      GtkWidget *l = gtk_label_new (hints->pdata[i]);
      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_box_append (self->hints_box, l);
    }
}

/* ---------------------------------------------------------------- history */

static void
on_history_row (GtkListBox *list, GtkListBoxRow *row, KontorPlayPage *self)
{
  KontorHistoryEntry *entry = g_object_get_data (G_OBJECT (row), "entry");
  guint index = kontor_history_entry_get_index (entry);
  if (kontor_history_entry_get_undone (entry) || kontor_history_entry_get_waiting (entry))
    return;
  /* the newest entry: back to the game; an older one: the board after it */
  if (index + 1 >= kontor_game_get_cursor (self->game))
    kontor_table_review (self->table, G_MAXUINT);
  else
    kontor_table_review (self->table, index + 1);
}

static GtkWidget *
history_row (gpointer item, gpointer user_data)
{
  KontorPlayPage *self = user_data;
  KontorHistoryEntry *entry = item;
  const KontorTitle *title = kontor_game_get_title (self->game);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (kontor_history_entry_get_text (entry));
  int seat = kontor_history_entry_get_seat (entry);
  gconstpointer setup = kontor_game_get_setup (self->game);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* GTK 4.8 does not name a row after its label: a screen reader would say "list item" */
  if (kontor_history_entry_get_text (entry))
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    kontor_history_entry_get_text (entry), -1);
  gtk_widget_add_css_class (row, "history-row");
  if (seat >= 0 && seat < title->n_players (setup))
    {
      g_autofree char *css = g_strdup_printf ("player-%s", title->player_color (setup, seat));
      gtk_widget_add_css_class (row, css);
    }
  if (kontor_history_entry_get_undone (entry) || kontor_history_entry_get_waiting (entry))
    gtk_widget_add_css_class (label, "dim-label");
  if (kontor_table_get_review (self->table) == kontor_history_entry_get_index (entry) + 1)
    gtk_widget_add_css_class (row, "reviewed");
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  return row;
}

/* ---------------------------------------------------------------- the table */

static gboolean
in_modes (const char *modes, const char *mode)
{
  g_auto (GStrv) list = g_strsplit (modes ? modes : "", " ", -1);
  return g_strv_contains ((const char *const *) list, mode);
}

static void
update_commands (KontorPlayPage *self)
{
  const char *mode = kontor_table_get_mode (self->table);
  for (guint i = 0; i < self->command_buttons->len; i++)
    gtk_widget_set_sensitive (self->command_buttons->pdata[i], in_modes (self->view->commands[i].modes, mode));
}

static void
update_prompt (KontorPlayPage *self)
{
  const char *extra = kontor_table_get_extra_label (self->table);
  const char *cancel = kontor_table_get_cancel_label (self->table);
  gboolean past = kontor_table_get_review (self->table) != G_MAXUINT;

  gtk_label_set_label (self->prompt_label, kontor_table_get_prompt (self->table));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_done), kontor_table_get_can_done (self->table));
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_cancel), cancel != NULL);
  if (cancel)
    gtk_button_set_label (self->prompt_cancel, cancel);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), extra != NULL);
  if (extra)
    gtk_button_set_label (self->prompt_extra, extra);
  if (past)
    gtk_widget_add_css_class (self->prompt_box, "past");
  else
    gtk_widget_remove_css_class (self->prompt_box, "past");
  gtk_button_set_label (self->score_button, kontor_game_ended (self->game) ? _("Final S_core") : _("S_core"));
  if (kontor_game_ended (self->game))
    gtk_widget_add_css_class (GTK_WIDGET (self->score_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->score_button), "suggested-action");
}

static void
refresh (KontorPlayPage *self)
{
  if (self->table == NULL)
    return;
  update_prompt (self);
  update_commands (self);
  update_strip (self);
  update_hints (self);
  kontor_question_dialog_update (GTK_WIDGET (self), self->table, &self->dialog, self->board);
}

static void
on_updated (KontorTable *table, KontorPlayPage *self)
{
  update_prompt (self);
  update_commands (self);
}

static void
on_question (KontorTable *table, GParamSpec *pspec, KontorPlayPage *self)
{
  kontor_question_dialog_update (GTK_WIDGET (self), self->table, &self->dialog, self->board);
}

/* Every entry, undo, redo and correction: the players, hints and the
 * history's marks follow the game. */
static void
on_game_changed (KontorGame *game, KontorPlayPage *self)
{
  update_strip (self);
  update_hints (self);
  if (gtk_stack_get_visible_child_name (self->stack)
      && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "score") == 0)
    kontor_play_page_show_score (self);
}

static void
on_review (KontorTable *table, GParamSpec *pspec, KontorPlayPage *self)
{
  /* the row looked at is marked: rebuild the rows (few hundred at most) */
  gtk_list_box_bind_model (self->history_list, kontor_table_get_history (self->table), history_row, self, NULL);
}

static void
on_command (GtkButton *button, KontorPlayPage *self)
{
  const char *command = g_object_get_data (G_OBJECT (button), "kontor-command");
  if (self->table && !kontor_table_activate (self->table, command, NULL))
    toast (self, _("That cannot be done now."));
}

static void
build_commands (KontorPlayPage *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->commands_box))))
    gtk_flow_box_remove (self->commands_box, child);
  g_ptr_array_set_size (self->command_buttons, 0);
  for (const KontorViewCommand *c = self->view ? self->view->commands : NULL; c && c->label; c++)
    {
      GtkWidget *b = gtk_button_new_with_mnemonic (_(c->label));
      g_object_set_data (G_OBJECT (b), "kontor-command", (gpointer) c->command);
      if (c->tooltip)
        gtk_widget_set_tooltip_text (b, _(c->tooltip));
      g_signal_connect (b, "clicked", G_CALLBACK (on_command), self);
      gtk_flow_box_append (self->commands_box, b);
      /* the focus goes straight to the button, not to its unnamed cell first,
       * and a Tab leaves the bar when every command is insensitive */
      kontor_a11y_flow_box_cells (gtk_widget_get_parent (b));
      /* "Refill", not "_Refill Refill" (GTK 4.8, docs/accessibility.md) */
      kontor_a11y_fix_mnemonics (b);
      g_ptr_array_add (self->command_buttons, b);
    }
}

static void
disconnect (KontorPlayPage *self)
{
  if (self->table)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->board && self->view)
    self->view->board_set_table (self->board, NULL);
  if (self->dialog)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  gtk_list_box_bind_model (self->history_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->table);
  g_clear_object (&self->game);
}

void
kontor_play_page_set_game (KontorPlayPage *self, KontorGame *game)
{
  const KontorTitleView *view;

  g_return_if_fail (KONTOR_IS_PLAY_PAGE (self));
  disconnect (self);
  if (game == NULL)
    return;
  view = kontor_title_view_lookup (kontor_game_get_title (game)->id);
  g_return_if_fail (view != NULL);
  if (view != self->view)
    {
      if (self->board)
        gtk_box_remove (self->board_box, self->board);
      self->view = view;
      self->board = view->board_new ();
      gtk_widget_set_hexpand (self->board, TRUE);
      gtk_widget_set_vexpand (self->board, TRUE);
      gtk_box_append (self->board_box, self->board);
      build_commands (self);
    }
  self->game = g_object_ref (game);
  self->table = kontor_table_new (game);
  g_return_if_fail (self->table != NULL);
  view->board_set_table (self->board, self->table);
  g_signal_connect (self->table, "updated", G_CALLBACK (on_updated), self);
  g_signal_connect (self->table, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->table, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->table, "notify::question", G_CALLBACK (on_question), self);
  g_signal_connect (self->table, "notify::review", G_CALLBACK (on_review), self);
  g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  gtk_list_box_bind_model (self->history_list, kontor_table_get_history (self->table), history_row, self, NULL);
  gtk_stack_set_visible_child_name (self->stack, "table");
  say (self, "");
  refresh (self);
}

KontorGame *
kontor_play_page_get_game (KontorPlayPage *self)
{
  return self->game;
}

KontorTable *
kontor_play_page_get_table (KontorPlayPage *self)
{
  return self->table;
}

GtkWidget *
kontor_play_page_get_board (KontorPlayPage *self)
{
  return self->board;
}

/* ---------------------------------------------------------------- score */

/* The sheet of the game as it stands: final once ended, else "if it ended now". */
void
kontor_play_page_show_score (KontorPlayPage *self)
{
  g_autoptr (JsonNode) node = NULL;

  g_return_if_fail (self->game != NULL);
  node = kontor_game_score_json (self->game);
  kontor_score_sheet_set_score (self->sheet, self->view, json_node_get_object (node));
  gtk_stack_set_visible_child_name (self->stack, "score");
  gtk_widget_grab_focus (GTK_WIDGET (self->score_back));
}

gboolean
kontor_play_page_export (KontorPlayPage *self, const char *path, GError **error)
{
  return kontor_score_sheet_export (self->sheet, path, error);
}

static gboolean
export_to (const char *path, gpointer user_data, GError **error)
{
  return kontor_play_page_export (KONTOR_PLAY_PAGE (user_data), path, error);
}

/* play.export (b): TRUE for PDF, FALSE for PNG. */
static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gboolean pdf = g_variant_get_boolean (parameter);
  kontor_file_chooser_save (GTK_WINDOW (gtk_widget_get_root (widget)), KONTOR_PLAY_PAGE (widget)->toasts,
                            pdf ? _("Export the Score as PDF") : _("Export the Score as PNG"),
                            pdf ? _("score.pdf") : _("score.png"), NULL, export_to, widget);
}

/* ---------------------------------------------------------------- keys */

static void
on_score_back (GtkButton *button, KontorPlayPage *self)
{
  gtk_stack_set_visible_child_name (self->stack, "table");
  if (self->board)
    gtk_widget_grab_focus (self->board);
}

static void
on_score_clicked (GtkButton *button, KontorPlayPage *self)
{
  kontor_play_page_show_score (self);
}

/* A command's letter (its mnemonic) without Alt, as on the physical turn's
 * words: R(efill), B(ooths), S(ell), E(nd turn). */
static gboolean
command_key (KontorPlayPage *self, guint keyval)
{
  gunichar c = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  for (guint i = 0; c && i < self->command_buttons->len; i++)
    {
      const char *label = gtk_button_get_label (self->command_buttons->pdata[i]);
      const char *u = label ? strchr (label, '_') : NULL;
      if (u && g_unichar_tolower (g_utf8_get_char (u + 1)) == c && gtk_widget_is_sensitive (self->command_buttons->pdata[i]))
        {
          on_command (self->command_buttons->pdata[i], self);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
on_key (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, KontorPlayPage *self)
{
  if (self->table == NULL || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") != 0)
    return FALSE;
  if (keyval == GDK_KEY_F9)
    {
      gtk_toggle_button_set_active (self->panel_toggle, !gtk_toggle_button_get_active (self->panel_toggle));
      return TRUE;
    }
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && kontor_table_get_can_done (self->table)
      && gtk_widget_has_focus (self->board))
    {
      kontor_table_done (self->table);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape && kontor_table_get_cancel_label (self->table))
    {
      kontor_table_cancel (self->table);
      return TRUE;
    }
  return gtk_widget_has_focus (self->board) && command_key (self, keyval);
}

static void
on_done (GtkButton *button, KontorPlayPage *self)
{
  if (self->table)
    kontor_table_done (self->table);
}

static void
on_cancel (GtkButton *button, KontorPlayPage *self)
{
  if (self->table)
    kontor_table_cancel (self->table);
}

static void
on_extra (GtkButton *button, KontorPlayPage *self)
{
  /* once the game is over the prompt's button is "Show the Score": the
   * table has nothing to do there (Hansa's did nothing at all) */
  if (self->game && kontor_game_ended (self->game) && kontor_table_get_review (self->table) == G_MAXUINT)
    kontor_play_page_show_score (self);
  else if (self->table)
    kontor_table_extra (self->table);
}

/* ---------------------------------------------------------------- life */

static void
kontor_play_page_dispose (GObject *object)
{
  KontorPlayPage *self = KONTOR_PLAY_PAGE (object);
  disconnect (self);
  g_clear_pointer (&self->command_buttons, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_PLAY_PAGE);
  G_OBJECT_CLASS (kontor_play_page_parent_class)->dispose (object);
}

static void
kontor_play_page_class_init (KontorPlayPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kontor_play_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, stack);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, strip);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, prompt_done);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, prompt_cancel);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, prompt_extra);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, flap);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, toasts);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, board_box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, hints_box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, history_list);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, commands_box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, score_button);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, panel_toggle);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, sheet);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayPage, score_back);
  gtk_widget_class_install_action (widget_class, "play.export", "b", export_action);
}

static void
kontor_play_page_init (KontorPlayPage *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  g_type_ensure (KONTOR_TYPE_SCORE_SHEET);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->command_buttons = g_ptr_array_new ();
  g_signal_connect (self->prompt_done, "clicked", G_CALLBACK (on_done), self);
  g_signal_connect (self->prompt_cancel, "clicked", G_CALLBACK (on_cancel), self);
  g_signal_connect (self->prompt_extra, "clicked", G_CALLBACK (on_extra), self);
  g_signal_connect (self->score_button, "clicked", G_CALLBACK (on_score_clicked), self);
  g_signal_connect (self->score_back, "clicked", G_CALLBACK (on_score_back), self);
  g_signal_connect (self->history_list, "row-activated", G_CALLBACK (on_history_row), self);
  g_object_bind_property (self->panel_toggle, "active", self->flap, "reveal-flap", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_toggle_button_set_active (self->panel_toggle, TRUE);
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

GtkWidget *
kontor_play_page_new (void)
{
  return g_object_new (KONTOR_TYPE_PLAY_PAGE, NULL);
}
