/* kontor-player-card.c */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-player-card.h"

struct _KontorPlayerCard
{
  GtkWidget parent_instance;

  int seat;
  GtkWidget *box;
  GtkLabel *swatch;
  GtkLabel *name_label;
  GtkLabel *prestige_label;
  GtkLabel *turn_label;
  GtkLabel *pieces_label;
  GtkLabel *tracks_label;
  GtkFlowBox *markers_box;
  GtkLabel *live_label;
  GtkButton *network_button;
  char *css_color;
};

G_DEFINE_FINAL_TYPE (KontorPlayerCard, kontor_player_card, GTK_TYPE_WIDGET)

enum { USE_MARKER, SHOW_NETWORK, N_SIGNALS };
static guint signals[N_SIGNALS];

/* card.use-marker (i): a marker button of the card was pressed. */
static void
use_marker_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_signal_emit (widget, signals[USE_MARKER], 0, g_variant_get_int32 (parameter));
}

static char *
dots (int level, int max)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i <= max; i++)
    g_string_append (s, i <= level ? "●" : "○");
  return g_string_free (s, FALSE);
}

/* The unused markers as buttons (used from the card), the used ones counted. */
static void
update_markers (KontorPlayerCard *self, const KontorBoard *board, const KontorPlayerState *p, gboolean can_use_markers)
{
  GtkWidget *child;
  int used = 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.use-marker", can_use_markers);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->markers_box))))
    gtk_flow_box_remove (self->markers_box, child);
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    {
      used += p->markers_used[m];
      for (int k = 0; k < p->markers_unused[m]; k++)
        {
          GtkWidget *b = gtk_button_new_with_label (kontor_marker_name_on (board, m));
          g_autofree char *tip = g_strdup_printf (_("Use the bonus marker “%s”"), kontor_marker_name_on (board, m));
          gtk_widget_set_tooltip_text (b, tip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
          gtk_widget_add_css_class (b, "pill");
          gtk_widget_add_css_class (b, "small-pill");
          /* the extra office is used in a claim, never from the card */
          if (m != KONTOR_MARKER_EXTRA_OFFICE)
            {
              gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "card.use-marker");
              gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "i", m);
            }
          else
            gtk_widget_set_sensitive (b, FALSE);
          gtk_flow_box_append (self->markers_box, b);
        }
    }
  if (used > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%d used marker", "%d used markers", used), used);
      GtkWidget *l = gtk_label_new (text);
      gtk_widget_add_css_class (l, "dim-label");
      gtk_flow_box_append (self->markers_box, l);
    }
}

void
kontor_player_card_update (KontorPlayerCard *self, const KontorPosition *pos, const char *name,
                           gboolean can_use_markers, const KontorPlayerScore *score)
{
  const KontorPlayerState *p = &pos->players[self->seat];
  g_autofree char *prestige = g_strdup_printf (_("%d PP"), p->prestige);
  g_autofree char *pieces = NULL;
  g_autoptr (GString) tracks = g_string_new (NULL);
  g_autofree char *css = g_strdup_printf ("player-%s", kontor_color_id (pos->colors[self->seat]));
  gboolean active = kontor_position_decider (pos) == self->seat && pos->phase != KONTOR_PHASE_ENDED;
  g_autofree char *a11y = NULL;

  if (self->css_color)
    gtk_widget_remove_css_class (GTK_WIDGET (self->swatch), self->css_color);
  g_free (self->css_color);
  self->css_color = g_strdup (css);
  gtk_widget_add_css_class (GTK_WIDGET (self->swatch), css);
  gtk_label_set_label (self->name_label, name);
  gtk_label_set_label (self->prestige_label, prestige);
  {
    g_autofree char *supply = kontor_pieces_text (p->supply[0], p->supply[1]);
    g_autofree char *stock = kontor_pieces_text (p->stock[0], p->stock[1]);
    pieces = g_strdup_printf (_("Supply: %s\nStock: %s\nOffices: %d"), supply, stock,
                              kontor_player_offices (pos, self->seat));
  }
  gtk_label_set_label (self->pieces_label, pieces);
  for (int a = 0; a < KONTOR_N_ABILITIES; a++)
    {
      g_autofree char *d = dots (p->level[a], kontor_ability_max_level (a));
      int v = kontor_player_ability (pos, self->seat, a);
      g_autofree char *value = a == KONTOR_ABILITY_PRIVILEGIUM ? g_strdup (kontor_privilege_name (v))
                               : (a == KONTOR_ABILITY_MONEY_BAGS && kontor_hire_unlimited (pos, self->seat)) ? g_strdup (_("all"))
                               : g_strdup_printf ("%d", v);
      g_string_append_printf (tracks, "%s%s %s %s", a ? "\n" : "", kontor_ability_name (a), d, value);
    }
  gtk_label_set_label (self->tracks_label, tracks->str);

  if (active)
    {
      g_autofree char *turn = NULL;
      if (pos->phase == KONTOR_PHASE_RELOCATION && pos->reloc_player == KONTOR_NEUTRAL)
        turn = g_strdup (_("Relocating the displaced neutral trader"));
      else if (pos->phase == KONTOR_PHASE_RELOCATION)
        turn = g_strdup (_("Relocating the displaced piece"));
      else if (pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM)
        turn = g_strdup (_("Choosing the city for the neutral office"));
      else if (pos->phase == KONTOR_PHASE_PLACE_BONUS)
        turn = g_strdup (_("Placing the drawn bonus markers"));
      else
        turn = g_strdup_printf (ngettext ("Your turn: %d action left", "Your turn: %d actions left",
                                          kontor_position_actions_left (pos)),
                                kontor_position_actions_left (pos));
      gtk_label_set_label (self->turn_label, turn);
      gtk_widget_add_css_class (self->box, "active-player");
    }
  else
    gtk_widget_remove_css_class (self->box, "active-player");
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), active);

  update_markers (self, pos->board, p, can_use_markers);
  {
    /* every part of the total, named as on this board: its prestige table
     * (Coellen, Königsberg, Plymouth) and the regions it scores */
    const KontorBoard *b = pos->board;
    g_autoptr (GString) parts = g_string_new (NULL);
    g_autofree char *live = NULL;
    /* Translators: parts of a player's score, joined by ", " */
    g_string_append_printf (parts, _("track %d"), score->track);
    g_string_append (parts, ", ");
    g_string_append_printf (parts, _("abilities %d"), score->abilities);
    g_string_append (parts, ", ");
    g_string_append_printf (parts, _("markers %d"), score->bonus_markers);
    if (b->table_city >= 0)
      /* Translators: the prestige table's city (Coellen, Königsberg, Plymouth) and its points */
      g_string_append_printf (parts, _(", %s %d"), b->cities[b->table_city].name, score->coellen);
    g_string_append (parts, ", ");
    g_string_append_printf (parts, _("cities %d"), score->cities);
    g_string_append (parts, ", ");
    g_string_append_printf (parts, _("network %d"), score->network);
    for (int r = 0; r < KONTOR_N_REGIONS; r++)
      if (r != KONTOR_REGION_ENGLAND && (b->scored_regions & (1u << r)))
        g_string_append_printf (parts, _(", %s %d"), kontor_region_name (r), score->regions[r]);
    live = g_strdup_printf (pos->phase == KONTOR_PHASE_ENDED
                              /* Translators: the total, then its parts */
                              ? _("Final score: %d PP (%s)")
                              /* Translators: the total, then its parts */
                              : _("If the game ended now: %d PP (%s)"),
                            score->total, parts->str);
    gtk_label_set_label (self->live_label, live);
  }
  a11y = g_strdup_printf ("%s, %s", name, prestige);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
}

static void
kontor_player_card_dispose (GObject *object)
{
  KontorPlayerCard *self = KONTOR_PLAYER_CARD (object);
  g_clear_pointer (&self->css_color, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), KONTOR_TYPE_PLAYER_CARD);
  G_OBJECT_CLASS (kontor_player_card_parent_class)->dispose (object);
}

static void
kontor_player_card_class_init (KontorPlayerCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = kontor_player_card_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/kontor/Kontor/kontor-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, swatch);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, prestige_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, turn_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, pieces_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, tracks_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, markers_box);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, live_label);
  gtk_widget_class_bind_template_child (widget_class, KontorPlayerCard, network_button);
  gtk_widget_class_install_action (widget_class, "card.use-marker", "i", use_marker_action);
  /* "Network" was pressed: the seat. */
  signals[SHOW_NETWORK] = g_signal_new ("show-network", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* A marker button was pressed: the KontorMarker kind. */
  signals[USE_MARKER] = g_signal_new ("use-marker", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
on_network_clicked (GtkButton *button, KontorPlayerCard *self)
{
  g_signal_emit (self, signals[SHOW_NETWORK], 0, self->seat);
}

static void
kontor_player_card_init (KontorPlayerCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->network_button, "clicked", G_CALLBACK (on_network_clicked), self);
}

GtkWidget *
kontor_player_card_new (int seat)
{
  KontorPlayerCard *self = g_object_new (KONTOR_TYPE_PLAYER_CARD, NULL);
  self->seat = seat;
  return GTK_WIDGET (self);
}
