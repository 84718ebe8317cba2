/* kontor-table-page.c: entering a game at the table.
 *
 * The page turns clicks into KontorActions and hands them to the engine;
 * every highlight comes from the engine's legal-action enumeration and
 * every refusal is the engine's message.  No rule is decided here. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kontor-board-view.h"
#include "kontor-player-card.h"
#include "kontor-rules.h"
#include "kontor-table-page.h"

typedef enum {
  MODE_IDLE,
  MODE_PLACE,
  MODE_DISPLACE,
  MODE_MOVE,
  MODE_CLAIM,
  MODE_RELOCATE,
  MODE_PLACE_BONUS,
  MODE_REMOVE,
  MODE_SWAP,
  MODE_NEUTRAL_CLAIM,
  MODE_REVIEW,
} Mode;

struct _KontorTablePage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;

  KontorGame *game;
  Mode mode;
  KontorAction partial;        /* moves, relocation or removal being assembled */
  int move_from_route, move_from_space;
  int bonus_kind;              /* the drawn marker named by the table, or -1 */
  guint review;                /* MODE_REVIEW: show the position after this many actions */
  guint history_shown;         /* rows in the history list */
  guint history_cursor;

  GtkRevealer *prompt_revealer;
  GtkLabel *prompt_label;
  GtkButton *prompt_done;
  GtkButton *prompt_cancel;
  GtkButton *prompt_extra;
  KontorBoardView *board;
  GtkToggleButton *trader_toggle;
  GtkToggleButton *merchant_toggle;
  GtkLabel *game_status;
  GtkBox *players_box;
  GtkListBox *history_list;
  GtkRevealer *hints_revealer;
  GtkBox *hints_box;
  GtkToggleButton *hints_toggle;
  int network_shown;           /* player whose network the board shows, -1 */
  gboolean walkthrough;        /* first-game tips during the first two rounds */
  GtkWidget *cards[KONTOR_MAX_PLAYERS];
  GtkWidget *neutral_card;            /* two-player variant */
  GtkLabel *neutral_prestige;
  GtkLabel *neutral_details;
};

G_DEFINE_FINAL_TYPE (KontorTablePage, kontor_table_page, GTK_TYPE_WIDGET)

enum { GAME_CHANGED, SHOW_SCORE, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_SHOW_HINTS, N_PROPS };
static GParamSpec *props[N_PROPS];

static void refresh (KontorTablePage *self);

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

/* A message; with a rule section, the toast links to the rules reference. */
static void
toast_rule (KontorTablePage *self, const char *text, const char *section)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  AdwToast *t = adw_toast_new (text);
  if (section)
    {
      adw_toast_set_button_label (t, _("The Rule"));
      adw_toast_set_action_name (t, "win.rules");
      adw_toast_set_action_target_value (t, g_variant_new_string (section));
    }
  adw_toast_set_timeout (t, 6);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  if (overlay)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), t);
  else
    g_object_unref (g_object_ref_sink (t));
}

static void
toast (KontorTablePage *self, const char *text)
{
  toast_rule (self, text, NULL);
}

static void
refusal (KontorTablePage *self, const GError *error)
{
  toast_rule (self, error->message,
              error->domain == KONTOR_RULE_ERROR ? kontor_rules_section_for_error (error->code) : NULL);
}

static int
piece_kind (KontorTablePage *self)
{
  return gtk_toggle_button_get_active (self->merchant_toggle) ? KONTOR_PIECE_MERCHANT : KONTOR_PIECE_TRADER;
}

static void
set_mode (KontorTablePage *self, Mode mode)
{
  self->mode = mode;
  kontor_action_init (&self->partial, mode == MODE_RELOCATE ? KONTOR_DO_RELOCATE
                                      : mode == MODE_REMOVE ? KONTOR_DO_USE_BONUS : KONTOR_DO_MOVE);
  self->move_from_route = self->move_from_space = -1;
  refresh (self);
}

/* Gives the action to the engine; the engine's refusal is shown as it is. */
static gboolean
apply (KontorTablePage *self, const KontorAction *action)
{
  g_autoptr (GError) error = NULL;
  if (!kontor_table_page_apply (self, action, &error))
    {
      refusal (self, error);
      return FALSE;
    }
  return TRUE;
}

static GArray *
legal (KontorTablePage *self, int kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  kontor_legal_actions (current (self), kind, out);
  return out;
}

static gboolean
trial (KontorTablePage *self, const KontorAction *a)
{
  return kontor_is_legal (current (self), a);
}

/* The next relocated piece: the displaced one first, then the extras from
 * wherever the rules take them (the engine checks; this only guesses the
 * source to propose). */
static void
next_relocation (KontorTablePage *self, KontorRelocation *r)
{
  const KontorPosition *pos = current (self);
  const KontorPlayerState *p = &pos->players[pos->reloc_player];
  gboolean displaced = FALSE;
  int stock[2] = { p->stock[0], p->stock[1] }, supply[2] = { p->supply[0], p->supply[1] };
  int want = piece_kind (self);

  for (int i = 0; i < self->partial.n; i++)
    {
      const KontorRelocation *x = &self->partial.reloc[i];
      if (x->from == KONTOR_FROM_DISPLACED)
        displaced = TRUE;
      else if (x->from == KONTOR_FROM_STOCK)
        stock[x->piece]--;
      else if (x->from == KONTOR_FROM_SUPPLY)
        supply[x->piece]--;
    }
  memset (r, 0, sizeof *r);
  if (!displaced)
    {
      r->from = KONTOR_FROM_DISPLACED;
      r->piece = pos->reloc_kind;
    }
  else if (pos->reloc_player == KONTOR_NEUTRAL)
    {
      r->from = KONTOR_FROM_STOCK;   /* the neutral pool: traders only */
      r->piece = KONTOR_PIECE_TRADER;
    }
  else if (stock[0] + stock[1] > 0)
    {
      r->from = KONTOR_FROM_STOCK;
      r->piece = stock[want] > 0 ? want : !want;
    }
  else
    {
      r->from = KONTOR_FROM_SUPPLY;
      r->piece = supply[want] > 0 ? want : !want;
    }
}

/* ---------------------------------------------------------------- highlight */

static void
compute_marks (KontorTablePage *self, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = current (self);
  const KontorBoard *b = pos->board;
  g_autoptr (GArray) acts = NULL;

  memset (hl, 0, sizeof *hl);
  memset (sel, 0, sizeof *sel);
  switch (self->mode)
    {
    case MODE_PLACE:
    case MODE_DISPLACE:
      acts = legal (self, self->mode == MODE_PLACE ? KONTOR_DO_PLACE : KONTOR_DO_DISPLACE);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->piece == piece_kind (self))
            hl->spaces[a->route][a->space] = 1;
        }
      break;
    case MODE_IDLE:
    case MODE_CLAIM:
      acts = legal (self, KONTOR_DO_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        hl->routes[g_array_index (acts, KontorAction, i).route] = 1;
      break;
    case MODE_MOVE:
      for (int r = 0; r < b->n_routes; r++)
        for (int s = 0; s < b->routes[r].n_spaces; s++)
          {
            gboolean from = FALSE;
            for (int i = 0; i < self->partial.n; i++)
              {
                if (self->partial.moves[i].from.route == r && self->partial.moves[i].from.space == s)
                  from = TRUE;
                if (self->partial.moves[i].to.route == r && self->partial.moves[i].to.space == s)
                  sel->spaces[r][s] = 1;
              }
            if (self->move_from_route < 0)
              hl->spaces[r][s] = pos->spaces[r][s].owner == pos->active && !from;
            else
              hl->spaces[r][s] = pos->spaces[r][s].owner == KONTOR_NOBODY || from;
          }
      if (self->move_from_route >= 0)
        sel->spaces[self->move_from_route][self->move_from_space] = 1;
      break;
    case MODE_RELOCATE:
      {
        KontorAction a = self->partial;
        next_relocation (self, &a.reloc[a.n]);
        a.n++;
        for (int i = 0; i < self->partial.n; i++)
          sel->spaces[self->partial.reloc[i].dst.route][self->partial.reloc[i].dst.space] = 1;
        if (a.n <= KONTOR_MAX_RELOCATE)
          for (int r = 0; r < b->n_routes; r++)
            for (int s = 0; s < b->routes[r].n_spaces; s++)
              {
                a.reloc[a.n - 1].dst.route = r;
                a.reloc[a.n - 1].dst.space = s;
                /* a partial list without the displaced piece is not legal by itself:
                 * check it with the displaced piece's own choice in front */
                if (trial (self, &a))
                  hl->spaces[r][s] = 1;
              }
      }
      break;
    case MODE_PLACE_BONUS:
      acts = legal (self, KONTOR_DO_PLACE_BONUS);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->route >= 0 && (pos->pending_kind[0] >= 0 || a->marker == self->bonus_kind))
            hl->routes[a->route] = 1;
        }
      break;
    case MODE_REMOVE:
      for (int r = 0; r < b->n_routes; r++)
        for (int s = 0; s < b->routes[r].n_spaces; s++)
          hl->spaces[r][s] = pos->spaces[r][s].owner != KONTOR_NOBODY;
      for (int i = 0; i < self->partial.n; i++)
        sel->spaces[self->partial.remove[i].route][self->partial.remove[i].space] = 1;
      break;
    case MODE_NEUTRAL_CLAIM:
      acts = legal (self, KONTOR_DO_NEUTRAL_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          sel->routes[a->route] = 1;
          if (a->city >= 0 && !kontor_city_full (pos, a->city))
            hl->cities[a->city] = 1;
        }
      break;
    case MODE_SWAP:
      acts = legal (self, KONTOR_DO_USE_BONUS);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->marker == KONTOR_MARKER_SWAP_OFFICES)
            hl->cities[a->city] = 1;
        }
      break;
    default:
      break;
    }
}

/* ---------------------------------------------------------------- prompt */

static void
prompt (KontorTablePage *self, const char *text, gboolean done, gboolean cancel)
{
  gtk_label_set_label (self->prompt_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_done), done);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_cancel), cancel);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), FALSE);
  gtk_revealer_set_reveal_child (self->prompt_revealer, text != NULL);
}

static char *
end_reasons_text (const KontorPosition *pos)
{
  GString *s = g_string_new (NULL);
  for (guint bit = 1; bit <= KONTOR_END_TEN_CITIES; bit <<= 1)
    if (pos->end_reasons & bit)
      g_string_append_printf (s, "%s%s.", s->len ? " " : "", kontor_end_reason_name (bit));
  return g_string_free (s, FALSE);
}

static void
update_prompt (KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  g_autofree char *text = NULL;

  switch (self->mode)
    {
    case MODE_REVIEW:
      {
        const char *n[KONTOR_MAX_PLAYERS];
        KontorPosition before;
        g_autofree char *what = NULL;
        kontor_game_position_at (self->game, self->review - 1, &before);
        what = kontor_action_describe (&before, kontor_game_get_action (self->game, self->review - 1), names (self, n));
        text = g_strdup_printf (_("Looking back: the board after “%s”. Nothing can be entered here."), what);
        prompt (self, text, FALSE, TRUE);
        gtk_button_set_label (self->prompt_cancel, _("_Back to the Game"));
        return;
      }
    case MODE_RELOCATE:
      if (pos->reloc_player == KONTOR_NEUTRAL)
        {
          const char *who = name_of (self, kontor_position_decider (pos));
          g_autofree char *route = kontor_route_name (pos->board, pos->reloc_route);
          if (self->partial.n == 0)
            text = g_strdup_printf (_("%s: put the displaced neutral trader on a highlighted route next to %s; then you may add one more neutral trader."),
                                    who, route);
          else
            text = g_strdup_printf (_("%s: you may add one more neutral trader, or press Done."), who);
          prompt (self, text, self->partial.n > 0, self->partial.n > 0);
          gtk_button_set_label (self->prompt_cancel, _("_Start Over"));
          return;
        }
      {
        const char *who = name_of (self, pos->reloc_player);
        int placed = self->partial.n;
        const char *kind = kontor_piece_name (pos->reloc_kind);
        int d = kontor_relocation_distance (pos, pos->reloc_route);
        g_autofree char *route = kontor_route_name (pos->board, pos->reloc_route);
        g_autofree char *where = d <= 1 ? g_strdup_printf (_("on a highlighted route next to %s"), route)
                                        : g_strdup_printf (_("on a highlighted route %d routes away (the nearer ones are full)"), d);
        if (placed == 0)
          text = g_strdup_printf (ngettext ("%s: place your displaced %s %s, and up to %d more piece.",
                                            "%s: place your displaced %s %s, and up to %d more pieces.", pos->reloc_extras),
                                  who, kind, where, pos->reloc_extras);
        else
          text = g_strdup_printf (ngettext ("%s: you may place %d more piece, or press Done.",
                                            "%s: you may place %d more pieces, or press Done.", 1 + pos->reloc_extras - placed),
                                  who, 1 + pos->reloc_extras - placed);
        prompt (self, text, placed > 0, placed > 0);
        gtk_button_set_label (self->prompt_cancel, _("_Start Over"));
        return;
      }
    case MODE_PLACE_BONUS:
      {
        int kind = pos->pending_kind[0] >= 0 ? pos->pending_kind[0] : self->bonus_kind;
        if (kind < 0)
          text = g_strdup_printf (_("%s: which bonus marker did you draw?"), name_of (self, pos->active));
        else
          text = g_strdup_printf (_("%s: put the drawn marker “%s” on a highlighted route (empty, no marker, next to a city with a free office)."),
                                  name_of (self, pos->active), kontor_marker_name (kind));
        prompt (self, text, FALSE, FALSE);
        if (kind < 0)
          {
            gtk_button_set_label (self->prompt_extra, _("_Name the Marker"));
            gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), TRUE);
          }
        return;
      }
    case MODE_MOVE:
      text = g_strdup_printf (_("Move: pick one of your pieces, then an empty space (%d of %d moves chosen). Press Done to move them."),
                              self->partial.n, kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE));
      prompt (self, text, self->partial.n > 0, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    case MODE_REMOVE:
      text = g_strdup_printf (_("Remove 3: pick up to 3 pieces on routes (%d chosen); they go back to their owners' supply."),
                              self->partial.n);
      prompt (self, text, TRUE, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    case MODE_NEUTRAL_CLAIM:
      {
        g_autoptr (GArray) acts = legal (self, KONTOR_DO_NEUTRAL_CLAIM);
        const KontorAction *a = acts->len ? &g_array_index (acts, KontorAction, 0) : NULL;
        g_autoptr (GString) route = g_string_new (NULL);
        gboolean room = a && (!kontor_city_full (pos, pos->board->routes[a->route].cities[0])
                              || !kontor_city_full (pos, pos->board->routes[a->route].cities[1]));
        /* every full route (a relocation can fill two); a click claims the one next to the city */
        for (guint i = 0; i < acts->len; i++)
          if (i == 0 || g_array_index (acts, KontorAction, i).route != g_array_index (acts, KontorAction, i - 1).route)
            {
              g_autofree char *name = kontor_route_name (pos->board, g_array_index (acts, KontorAction, i).route);
              g_string_append_printf (route, "%s%s", route->len ? ", " : "", name);
            }
        if (room)
          text = g_strdup_printf (_("Neutral traders fill %s: the neutral claims it. %s, pick the highlighted city whose leftmost free office gets a neutral trader."),
                                  route->str, name_of (self, pos->active));
        else
          text = g_strdup_printf (_("Neutral traders fill %s: the neutral claims it, but both cities are full, so no office is opened."),
                                  a ? route->str : "?");
        prompt (self, text, FALSE, FALSE);
        if (!room)
          {
            gtk_button_set_label (self->prompt_extra, _("_Claim Without Office"));
            gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), TRUE);
          }
        return;
      }
    case MODE_SWAP:
      prompt (self, _("Swap offices: pick a highlighted city."), FALSE, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    case MODE_PLACE:
      prompt (self, _("Place: pick a highlighted empty space."), FALSE, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    case MODE_DISPLACE:
      prompt (self, _("Displace: pick another player's piece (a trader costs 1 more piece, a merchant 2)."), FALSE, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    case MODE_CLAIM:
      prompt (self, _("Claim: pick a highlighted route."), FALSE, TRUE);
      gtk_button_set_label (self->prompt_cancel, _("_Cancel"));
      return;
    default:
      if (pos->phase == KONTOR_PHASE_ENDED)
        {
          g_autofree char *why = end_reasons_text (pos);
          text = g_strdup_printf (_("The game is over. %s"), why);
          prompt (self, text, FALSE, FALSE);
          gtk_button_set_label (self->prompt_extra, _("Show the _Score"));
          gtk_widget_set_visible (GTK_WIDGET (self->prompt_extra), TRUE);
          return;
        }
      prompt (self, NULL, FALSE, FALSE);
    }
}

/* ---------------------------------------------------------------- history */

static void
on_history_row (GtkListBox *list, GtkListBoxRow *row, KontorTablePage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index"));
  self->review = index + 1;
  self->mode = MODE_REVIEW;
  refresh (self);
}

static GtkWidget *
history_row (guint index, const char *text, gboolean undone)
{
  g_autofree char *numbered = g_strdup_printf ("%u. %s", index + 1, text);
  GtkWidget *label = gtk_label_new (numbered);
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  if (undone)
    gtk_widget_add_css_class (label, "dim-label");   /* undone, can be redone */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
  return row;
}

static void
update_history (KontorTablePage *self)
{
  guint n = kontor_game_get_n_actions (self->game), cursor = kontor_game_get_cursor (self->game);
  const char *nm[KONTOR_MAX_PLAYERS];
  KontorPosition pos;
  GtkWidget *child;
  guint from = 0;

  if (n == self->history_shown && cursor == self->history_cursor)
    return;
  names (self, nm);
  if (self->history_shown != G_MAXUINT && n > self->history_shown && cursor == n
      && self->history_cursor == self->history_shown)
    {
      /* actions were added at the end: add their rows only */
      from = self->history_shown;
      kontor_game_position_at (self->game, from, &pos);
    }
  else
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->history_list))))
        gtk_list_box_remove (self->history_list, child);
      kontor_game_position_at (self->game, 0, &pos);
    }
  for (guint i = from; i < n; i++)
    {
      const KontorAction *a = kontor_game_get_action (self->game, i);
      g_autofree char *text = kontor_action_describe (&pos, a, nm);
      gtk_list_box_prepend (self->history_list, history_row (i, text, i >= cursor));   /* newest first */
      kontor_position_apply (&pos, a, NULL);
    }
  self->history_shown = n;
  self->history_cursor = cursor;
}

/* ---------------------------------------------------------------- hints */

static void
update_hints (KontorTablePage *self)
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
update_actions (KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  gboolean acting = self->mode != MODE_REVIEW && pos->phase == KONTOR_PHASE_ACTIONS;
  gboolean can_act = acting && kontor_position_actions_left (pos) > 0;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hire", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.place", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.displace", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.move", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.claim", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.end-turn", acting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", kontor_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", kontor_game_can_redo (self->game));
}

static void
refresh (KontorTablePage *self)
{
  const KontorPosition *pos;
  KontorMarks hl, sel;
  g_autofree char *game_status = NULL;

  if (self->game == NULL)
    return;
  pos = current (self);
  /* the engine's phase decides which step the table is in */
  if (self->mode != MODE_REVIEW)
    {
      if (pos->phase == KONTOR_PHASE_RELOCATION && self->mode != MODE_RELOCATE)
        {
          self->mode = MODE_RELOCATE;
          kontor_action_init (&self->partial, KONTOR_DO_RELOCATE);
        }
      else if (pos->phase == KONTOR_PHASE_PLACE_BONUS && self->mode != MODE_PLACE_BONUS)
        self->mode = MODE_PLACE_BONUS;
      else if (pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM)
        self->mode = MODE_NEUTRAL_CLAIM;
      else if (pos->phase == KONTOR_PHASE_ACTIONS
               && (self->mode == MODE_RELOCATE || self->mode == MODE_PLACE_BONUS || self->mode == MODE_NEUTRAL_CLAIM))
        self->mode = MODE_IDLE;
      else if (pos->phase == KONTOR_PHASE_ENDED)
        self->mode = MODE_IDLE;
    }

  if (self->mode == MODE_REVIEW)
    {
      KontorPosition past;
      kontor_game_position_at (self->game, self->review, &past);
      kontor_board_view_set_position (self->board, &past);
      memset (&hl, 0, sizeof hl);
      memset (&sel, 0, sizeof sel);
    }
  else
    {
      kontor_board_view_set_position (self->board, pos);
      compute_marks (self, &hl, &sel);
    }
  kontor_board_view_set_highlight (self->board, &hl);
  kontor_board_view_set_selected (self->board, &sel);

  {
    KontorScore score;
    kontor_score_compute (pos, &score);
    for (int p = 0; p < pos->n_players; p++)
      kontor_player_card_update (KONTOR_PLAYER_CARD (self->cards[p]), pos, name_of (self, p),
                                 self->mode == MODE_IDLE && p == pos->active && pos->phase == KONTOR_PHASE_ACTIONS,
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
  game_status = g_strdup_printf (_("Turn %d · Completed cities: %d of %d · Bonus markers in the stack: %d"),
                                 pos->turn, pos->completed, pos->board->cities_to_end, pos->stack_left);
  gtk_label_set_label (self->game_status, game_status);
  update_prompt (self);
  update_history (self);
  update_actions (self);
  update_hints (self);
}

/* ---------------------------------------------------------------- dialogs */

typedef struct {
  KontorTablePage *self;
  GArray *options;   /* KontorAction */
} Choice;

static void
choice_free (gpointer data)
{
  Choice *c = data;
  g_array_unref (c->options);
  g_free (c);
}

static void
on_choice (AdwMessageDialog *dialog, const char *response, Choice *c)
{
  char *end = NULL;
  guint64 i = g_ascii_strtoull (response, &end, 10);
  if (end && *end == '\0' && end != response && i < c->options->len)
    apply (c->self, &g_array_index (c->options, KontorAction, i));
}

/* A dialog offering exactly the given (legal) actions. */
static GtkWidget *
choose_action (KontorTablePage *self, const char *heading, const char *body, GArray *options,
               char *(*label) (KontorTablePage *, const KontorAction *))
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, body);
  Choice *c = g_new0 (Choice, 1);
  c->self = self;
  c->options = g_array_ref (options);
  for (guint i = 0; i < options->len; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      g_autofree char *text = label (self, &g_array_index (options, KontorAction, i));
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, text);
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "0", ADW_RESPONSE_SUGGESTED);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_choice), c, (GClosureNotify) (void (*) (void)) choice_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static char *
claim_label (KontorTablePage *self, const KontorAction *a)
{
  return kontor_claim_choice_label (current (self)->board, a);
}

static void
open_claim (KontorTablePage *self, int route)
{
  g_autoptr (GArray) all = legal (self, KONTOR_DO_CLAIM);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autofree char *name = kontor_route_name (current (self)->board, route);
  g_autofree char *heading = g_strdup_printf (_("Claim %s"), name);

  for (guint i = 0; i < all->len; i++)
    if (g_array_index (all, KontorAction, i).route == route)
      g_array_append_val (options, g_array_index (all, KontorAction, i));
  if (options->len == 0)
    {
      KontorAction a;
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = route;
      apply (self, &a);   /* refused: the engine says why */
      return;
    }
  choose_action (self, heading, _("Prestige goes to the controllers of both cities first. Then choose what the claim gives you:"),
                 options, claim_label);
}

static char *
ability_label (KontorTablePage *self, const KontorAction *a)
{
  return g_strdup (kontor_ability_name (a->ability));
}

static char *
swap_label (KontorTablePage *self, const KontorAction *a)
{
  const KontorPosition *pos = current (self);
  KontorPiece l = pos->slots[a->city][a->slot], r = pos->slots[a->city][a->slot + 1];
  return g_strdup_printf (_("Offices %d and %d (%s ⇄ %s)"), a->slot + 1, a->slot + 2,
                          name_of (self, l.owner), name_of (self, r.owner));
}

typedef struct {
  KontorTablePage *self;
  GtkSpinButton *traders, *merchants;
} HireDialog;

static void
on_hire_response (AdwMessageDialog *dialog, const char *response, HireDialog *h)
{
  KontorAction a;
  if (g_strcmp0 (response, "hire") != 0)
    return;
  kontor_action_init (&a, KONTOR_DO_HIRE);
  a.traders = gtk_spin_button_get_value_as_int (h->traders);
  a.merchants = gtk_spin_button_get_value_as_int (h->merchants);
  apply (h->self, &a);
}

static GtkWidget *
spin_row (GtkWidget *box, const char *label, int max, int value)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *l = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (0, max), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), spin);
  gtk_widget_set_hexpand (l, TRUE);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_box_append (GTK_BOX (row), l);
  gtk_box_append (GTK_BOX (row), spin);
  gtk_box_append (GTK_BOX (box), row);
  return spin;
}

static void
open_hire (KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  const KontorPlayerState *p = &pos->players[pos->active];
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_MONEY_BAGS);
  g_autofree char *body = NULL;
  GtkWidget *dialog, *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  HireDialog *h = g_new0 (HireDialog, 1);

  if (limit > 50)
    body = g_strdup_printf (_("Your Money bags let you hire your whole stock: %d traders and %d merchants."),
                            p->stock[0], p->stock[1]);
  else
    body = g_strdup_printf (_("Your Money bags let you hire up to %d pieces. Your stock holds %d traders and %d merchants."),
                            limit, p->stock[0], p->stock[1]);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Hire"), body);
  h->self = self;
  h->traders = GTK_SPIN_BUTTON (spin_row (box, _("_Traders"), p->stock[0], MIN (limit, p->stock[0])));
  h->merchants = GTK_SPIN_BUTTON (spin_row (box, _("_Merchants"), p->stock[1], 0));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "hire", _("_Hire"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "hire", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "hire");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_hire_response), h, (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_bonus_kind (AdwMessageDialog *dialog, const char *response, KontorTablePage *self)
{
  KontorMarker m;
  if (kontor_marker_from_id (response, &m))
    {
      self->bonus_kind = m;
      refresh (self);
      /* nowhere to put it: it is set aside (the engine checks that this is so) */
      {
        KontorMarks hl, sel;
        gboolean any = FALSE;
        compute_marks (self, &hl, &sel);
        for (int r = 0; r < current (self)->board->n_routes; r++)
          any |= hl.routes[r];
        if (!any)
          {
            KontorAction a;
            kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
            a.route = -1;
            a.marker = m;
            if (apply (self, &a))
              toast (self, _("No route can take the marker, so it is set aside."));
          }
      }
    }
}

static void
ask_bonus_kind (KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              _("Which bonus marker was drawn?"),
                                              _("Turn over the tile drawn this turn and choose it."));
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    if (pos->unrevealed[m] > 0)
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), kontor_marker_id (m), kontor_marker_name (m));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Later"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_bonus_kind), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- clicks */

static void
finish_relocation_if_full (KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  if (self->partial.n >= 1 + pos->reloc_extras)
    apply (self, &self->partial);
  else
    refresh (self);
}

static void
on_space (KontorBoardView *board, int route, int space, KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  KontorPiece piece = pos->spaces[route][space];
  KontorAction a;

  switch (self->mode)
    {
    case MODE_REVIEW:
      return;
    case MODE_RELOCATE:
      {
        KontorAction t = self->partial;
        if (t.n >= KONTOR_MAX_RELOCATE)
          return;
        next_relocation (self, &t.reloc[t.n]);
        t.reloc[t.n].dst.route = route;
        t.reloc[t.n].dst.space = space;
        t.n++;
        if (!trial (self, &t))
          {
            g_autoptr (GError) error = NULL;
            KontorPosition tmp = *pos;
            kontor_position_apply (&tmp, &t, &error);
            if (error)
              refusal (self, error);
            else
              toast (self, _("That space cannot take the piece."));
            return;
          }
        self->partial = t;
        finish_relocation_if_full (self);
        return;
      }
    case MODE_PLACE_BONUS:
      if (pos->pending_kind[0] < 0 && self->bonus_kind < 0)
        {
          ask_bonus_kind (self);
          return;
        }
      kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
      a.route = route;
      a.marker = pos->pending_kind[0] >= 0 ? pos->pending_kind[0] : self->bonus_kind;
      apply (self, &a);
      return;
    case MODE_REMOVE:
      for (int i = 0; i < self->partial.n; i++)
        if (self->partial.remove[i].route == route && self->partial.remove[i].space == space)
          {
            /* a second click takes it back */
            memmove (&self->partial.remove[i], &self->partial.remove[i + 1],
                     (self->partial.n - i - 1) * sizeof self->partial.remove[0]);
            self->partial.n--;
            refresh (self);
            return;
          }
      if (piece.owner == KONTOR_NOBODY || self->partial.n >= KONTOR_MAX_REMOVE)
        return;
      self->partial.remove[self->partial.n].route = route;
      self->partial.remove[self->partial.n].space = space;
      self->partial.n++;
      refresh (self);
      return;
    case MODE_MOVE:
      if (self->move_from_route < 0)
        {
          if (piece.owner != pos->active)
            {
              toast (self, _("Pick one of your own pieces on a route to move."));
              return;
            }
          self->move_from_route = route;
          self->move_from_space = space;
        }
      else
        {
          int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE);
          if (self->partial.n >= KONTOR_MAX_MOVES)
            return;
          self->partial.moves[self->partial.n].from.route = self->move_from_route;
          self->partial.moves[self->partial.n].from.space = self->move_from_space;
          self->partial.moves[self->partial.n].to.route = route;
          self->partial.moves[self->partial.n].to.space = space;
          self->partial.n++;
          self->move_from_route = self->move_from_space = -1;
          if (self->partial.n >= limit)
            {
              apply (self, &self->partial);
              return;
            }
        }
      refresh (self);
      return;
    case MODE_CLAIM:
      open_claim (self, route);
      return;
    default:
      break;
    }

  /* place, displace, or the sensible default for a click in idle mode */
  if (self->mode == MODE_PLACE || (self->mode == MODE_IDLE && piece.owner == KONTOR_NOBODY))
    {
      kontor_action_init (&a, KONTOR_DO_PLACE);
      a.route = route;
      a.space = space;
      a.piece = piece_kind (self);
      if (pos->players[pos->active].supply[a.piece] == 0 && pos->players[pos->active].supply[!a.piece] > 0)
        a.piece = !a.piece;
      apply (self, &a);
    }
  else if (self->mode == MODE_DISPLACE || (self->mode == MODE_IDLE && piece.owner != pos->active))
    {
      const KontorPlayerState *p = &pos->players[pos->active];
      int penalty = piece.kind == KONTOR_PIECE_MERCHANT ? 2 : 1;
      int traders;
      kontor_action_init (&a, KONTOR_DO_DISPLACE);
      a.route = route;
      a.space = space;
      a.piece = piece_kind (self);
      if (p->supply[a.piece] == 0 && p->supply[!a.piece] > 0)
        a.piece = !a.piece;
      /* pay with traders first, merchants only when needed */
      traders = p->supply[KONTOR_PIECE_TRADER] - (a.piece == KONTOR_PIECE_TRADER);
      a.traders = MIN (penalty, MAX (0, traders));
      a.merchants = penalty - a.traders;
      apply (self, &a);
    }
  else
    {
      /* one's own piece: claim the route if possible, else start a move */
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = route;
      if (kontor_route_owned_by (pos, route, pos->active) && kontor_is_legal (pos, &a))
        open_claim (self, route);
      else if (pos->phase == KONTOR_PHASE_ACTIONS && kontor_position_actions_left (pos) > 0)
        {
          set_mode (self, MODE_MOVE);
          on_space (board, route, space, self);
        }
    }
}

static void
on_city (KontorBoardView *board, int city, KontorTablePage *self)
{
  const KontorPosition *pos = current (self);
  if (self->mode == MODE_NEUTRAL_CLAIM)
    {
      g_autoptr (GArray) acts = legal (self, KONTOR_DO_NEUTRAL_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        if (g_array_index (acts, KontorAction, i).city == city && !kontor_city_full (pos, city))
          {
            apply (self, &g_array_index (acts, KontorAction, i));
            return;
          }
      {
        KontorAction a;   /* not a city of the route: let the engine say why */
        kontor_action_init (&a, KONTOR_DO_NEUTRAL_CLAIM);
        a.route = acts->len ? g_array_index (acts, KontorAction, 0).route : 0;
        a.city = city;
        apply (self, &a);
      }
      return;
    }
  if (self->mode == MODE_SWAP)
    {
      g_autoptr (GArray) all = legal (self, KONTOR_DO_USE_BONUS);
      g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
      g_autofree char *heading = g_strdup_printf (_("Swap offices in %s"), pos->board->cities[city].name);
      for (guint i = 0; i < all->len; i++)
        {
          const KontorAction *a = &g_array_index (all, KontorAction, i);
          if (a->marker == KONTOR_MARKER_SWAP_OFFICES && a->city == city)
            g_array_append_val (options, *a);
        }
      if (options->len == 0)
        toast (self, _("This city has no two neighbouring offices to swap."));
      else
        choose_action (self, heading, _("Which two neighbouring offices change places?"), options, swap_label);
      return;
    }
  {
    /* otherwise: who holds and controls it */
    int ctrl = kontor_city_controller (pos, city);
    g_autofree char *text = ctrl >= 0
      ? g_strdup_printf (_("%s: %d of %d offices taken, controlled by %s."), pos->board->cities[city].name,
                         kontor_city_filled (pos, city), pos->board->cities[city].n_slots, name_of (self, ctrl))
      : g_strdup_printf (_("%s: %d of %d offices taken, controlled by nobody."), pos->board->cities[city].name,
                         kontor_city_filled (pos, city), pos->board->cities[city].n_slots);
    toast (self, text);
  }
}

static void
on_use_marker (KontorPlayerCard *card, int marker, KontorTablePage *self)
{
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_USE_BONUS);
  a.marker = marker;
  switch (marker)
    {
    case KONTOR_MARKER_ACTIONS_3:
    case KONTOR_MARKER_ACTIONS_4:
      apply (self, &a);
      break;
    case KONTOR_MARKER_UPGRADE_ABILITY:
      {
        g_autoptr (GArray) all = legal (self, KONTOR_DO_USE_BONUS);
        g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
        for (guint i = 0; i < all->len; i++)
          if (g_array_index (all, KontorAction, i).marker == KONTOR_MARKER_UPGRADE_ABILITY)
            g_array_append_val (options, g_array_index (all, KontorAction, i));
        choose_action (self, _("Upgrade an ability"), _("Which ability do you develop?"), options, ability_label);
      }
      break;
    case KONTOR_MARKER_REMOVE_3:
      set_mode (self, MODE_REMOVE);
      self->partial.what = KONTOR_DO_USE_BONUS;
      self->partial.marker = KONTOR_MARKER_REMOVE_3;
      break;
    case KONTOR_MARKER_SWAP_OFFICES:
      set_mode (self, MODE_SWAP);
      break;
    default:
      apply (self, &a);   /* the engine explains */
      break;
    }
}

/* A player's card asks to show (or hide) their network on the board. */
static void
on_show_network (KontorPlayerCard *card, int seat, KontorTablePage *self)
{
  self->network_shown = self->network_shown == seat ? -1 : seat;
  refresh (self);
}

/* ---------------------------------------------------------------- actions */

static void
on_prompt_done (GtkButton *button, KontorTablePage *self)
{
  switch (self->mode)
    {
    case MODE_RELOCATE:
    case MODE_MOVE:
      apply (self, &self->partial);
      break;
    case MODE_REMOVE:
      self->partial.what = KONTOR_DO_USE_BONUS;
      self->partial.marker = KONTOR_MARKER_REMOVE_3;
      apply (self, &self->partial);
      break;
    default:
      break;
    }
}

static void
on_prompt_cancel (GtkButton *button, KontorTablePage *self)
{
  set_mode (self, MODE_IDLE);
}

static void
on_prompt_extra (GtkButton *button, KontorTablePage *self)
{
  if (self->mode == MODE_PLACE_BONUS)
    ask_bonus_kind (self);
  else if (self->mode == MODE_NEUTRAL_CLAIM)
    {
      g_autoptr (GArray) acts = legal (self, KONTOR_DO_NEUTRAL_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        if (g_array_index (acts, KontorAction, i).city < 0)
          {
            apply (self, &g_array_index (acts, KontorAction, i));
            return;
          }
    }
  else if (kontor_position_ended (current (self)))
    g_signal_emit (self, signals[SHOW_SCORE], 0);
}

static void
action_mode (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  if (g_str_equal (name, "table.hire"))
    open_hire (self);
  else if (g_str_equal (name, "table.place"))
    set_mode (self, MODE_PLACE);
  else if (g_str_equal (name, "table.displace"))
    set_mode (self, MODE_DISPLACE);
  else if (g_str_equal (name, "table.move"))
    set_mode (self, MODE_MOVE);
  else if (g_str_equal (name, "table.claim"))
    {
      g_autoptr (GArray) claims = legal (self, KONTOR_DO_CLAIM);
      int route = -1;
      gboolean one = TRUE;
      for (guint i = 0; i < claims->len; i++)
        {
          int r = g_array_index (claims, KontorAction, i).route;
          if (route >= 0 && r != route)
            one = FALSE;
          route = r;
        }
      if (route < 0)
        toast (self, _("You hold no complete route to claim: every space of a route must hold your pieces."));
      else if (one)
        open_claim (self, route);
      else
        set_mode (self, MODE_CLAIM);
    }
}

static void
action_end_turn (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_END_TURN);
  if (apply (self, &a) && current (self)->phase == KONTOR_PHASE_PLACE_BONUS && current (self)->pending_kind[0] < 0)
    ask_bonus_kind (self);
}

static void
action_undo (GtkWidget *widget, const char *name, GVariant *param)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  gboolean ok = g_str_equal (name, "table.undo") ? kontor_game_undo (self->game) : kontor_game_redo (self->game);
  if (ok)
    {
      self->bonus_kind = -1;
      set_mode (self, MODE_IDLE);
      g_signal_emit (self, signals[GAME_CHANGED], 0);
    }
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  set_mode (KONTOR_TABLE_PAGE (widget), MODE_IDLE);
}

/* ---------------------------------------------------------------- widget */

static void
kontor_table_page_dispose (GObject *object)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (object);
  g_clear_object (&self->game);
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
        update_hints (self);
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

  gtk_widget_class_install_action (widget_class, "table.hire", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "table.place", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "table.displace", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "table.move", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "table.claim", NULL, action_mode);
  gtk_widget_class_install_action (widget_class, "table.end-turn", NULL, action_end_turn);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "table.cancel", NULL, action_cancel);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, 0, "table.hire", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, 0, "table.place", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, 0, "table.displace", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, 0, "table.move", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, 0, "table.claim", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL);

  /* An action was entered, undone or redone (autosave now). */
  signals[GAME_CHANGED] = g_signal_new ("game-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game is over and the players want the score sheet. */
  signals[SHOW_SCORE] = g_signal_new ("show-score", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
on_kind_toggled (GtkToggleButton *button, KontorTablePage *self)
{
  if (self->game)
    refresh (self);
}

static void
kontor_table_page_init (KontorTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->bonus_kind = -1;
  g_signal_connect (self->board, "space-activated", G_CALLBACK (on_space), self);
  g_signal_connect (self->board, "city-activated", G_CALLBACK (on_city), self);
  g_signal_connect (self->prompt_done, "clicked", G_CALLBACK (on_prompt_done), self);
  g_signal_connect (self->prompt_cancel, "clicked", G_CALLBACK (on_prompt_cancel), self);
  g_signal_connect (self->prompt_extra, "clicked", G_CALLBACK (on_prompt_extra), self);
  g_signal_connect (self->history_list, "row-activated", G_CALLBACK (on_history_row), self);
  g_signal_connect (self->merchant_toggle, "toggled", G_CALLBACK (on_kind_toggled), self);
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
  g_set_object (&self->game, game);
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
  self->history_shown = G_MAXUINT;
  self->bonus_kind = -1;
  self->network_shown = -1;
  set_mode (self, MODE_IDLE);
}

KontorGame *
kontor_table_page_get_game (KontorTablePage *self)
{
  return self->game;
}

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
  on_prompt_done (self->prompt_done, self);
}

void
kontor_table_page_prompt_extra (KontorTablePage *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self->prompt_extra)))
    on_prompt_extra (self->prompt_extra, self);
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
  if (!kontor_game_apply (self->game, action, error))
    return FALSE;
  self->bonus_kind = -1;
  set_mode (self, MODE_IDLE);
  g_signal_emit (self, signals[GAME_CHANGED], 0);
  return TRUE;
}

void
kontor_table_page_set_walkthrough (KontorTablePage *self, gboolean walkthrough)
{
  self->walkthrough = walkthrough;
  if (self->game)
    update_hints (self);
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
