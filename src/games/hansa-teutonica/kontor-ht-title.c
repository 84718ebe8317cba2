/* kontor-ht-title.c: Hansa Teutonica behind the title interface: what the
 * core, the CLI and the table ask of it. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-engine.h"

gboolean kontor_ht_setup_from_json (JsonObject *root, gpointer out, GError **error);
void kontor_ht_setup_to_json (gconstpointer data, JsonBuilder *b);
void kontor_ht_setup_clear (gpointer data);

static JsonObject *
ht_new_header (const KontorNewGame *req, GError **error)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  const char *board = req->board;
  int taverns[3];
  const KontorBoard *bd;
  guint64 seed = req->seeded ? req->seed : g_random_int ();

  if (req->n_players < 2 || req->n_players > KONTOR_MAX_PLAYERS)
    {
      g_set_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_SETUP_PLAYERS,
                   /* Translators: %d is the number of players asked for */
                   _("Hansa Teutonica is played by 2 to 5 players, not %d."), req->n_players);
      return NULL;
    }
  if (board == NULL)
    board = kontor_default_board (req->n_players);
  bd = kontor_board_get (board, error);
  if (bd == NULL)
    return NULL;
  kontor_taverns_from_seed (seed, taverns);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "board");
  json_builder_add_string_value (b, board);
  json_builder_set_member_name (b, "variant");
  if (kontor_default_variant (req->n_players) != KONTOR_VARIANT_NONE)   /* spec §10 */
    json_builder_add_string_value (b, kontor_variant_id (kontor_default_variant (req->n_players)));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int i = 0; i < req->n_players; i++)
    {
      KontorColor c;
      if (!kontor_color_from_id (req->colors[i], &c))
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                       /* Translators: %s is what was typed; the colour ids in parentheses stay in English */
                       _("Unknown colour “%s” (use red, blue, green, yellow, purple)."), req->colors[i]);
          return NULL;
        }
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, req->names[i] ? req->names[i] : "");
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, req->colors[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "taverns");
  json_builder_begin_object (b);
  for (int t = 0; t < 3; t++)
    {
      json_builder_set_member_name (b, bd->routes[bd->taverns[t]].id);
      json_builder_add_string_value (b, kontor_marker_id (taverns[t]));
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "draws");
  if (req->seeded)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) req->seed);
      json_builder_end_object (b);
    }
  else
    json_builder_add_string_value (b, "table");
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_object_ref (json_node_get_object (root));
}

static int
ht_n_players (gconstpointer setup)
{
  return ((const KontorHtSetup *) setup)->info.n_players;
}

static const char *
ht_player_name (gconstpointer setup, int seat)
{
  return ((const KontorHtSetup *) setup)->names[seat];
}

static const char *
ht_player_color (gconstpointer setup, int seat)
{
  return kontor_color_id (((const KontorHtSetup *) setup)->info.colors[seat]);
}

static gboolean
ht_position_init (gpointer pos, gconstpointer data, GError **error)
{
  const KontorHtSetup *setup = data;
  return kontor_position_init (pos, setup->board, &setup->info, error);
}

static gboolean
ht_action_from_json (JsonNode *node, gconstpointer pos, gpointer action, GError **error)
{
  return kontor_action_from_json (node, pos, action, error);
}

static void
ht_action_to_json (JsonBuilder *builder, gconstpointer action, gconstpointer pos)
{
  kontor_action_to_json (builder, action, pos);
}

static gboolean
ht_apply (gpointer pos, gconstpointer action, GError **error)
{
  return kontor_position_apply (pos, action, error);
}

static int
ht_decider (gconstpointer pos)
{
  return kontor_position_ended (pos) ? -1 : kontor_position_decider (pos);
}

static gboolean
ht_ended (gconstpointer pos)
{
  return kontor_position_ended (pos);
}

static gboolean
ht_check_invariants (gconstpointer pos, GError **error)
{
  return kontor_position_check_invariants (pos, error);
}

/* ------------------------------------------------------------ scores */

static JsonNode *
score_json (const KontorPosition *pos, const char *const *names, const KontorScore *s)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ended");
  json_builder_add_boolean_value (b, s->ended);
  json_builder_set_member_name (b, "end_reasons");
  json_builder_begin_array (b);
  for (guint bit = 1; bit <= KONTOR_END_EIGHT_CITIES; bit <<= 1)
    if (s->end_reasons & bit)
      json_builder_add_string_value (b, kontor_end_reason_id (bit));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (int p = 0; p < s->n_players; p++)
    {
      const KontorPlayerScore *ps = &s->players[p];
#define INT(name, value) json_builder_set_member_name (b, name); json_builder_add_int_value (b, value)
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, kontor_color_id (pos->colors[p]));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, names[p]);
      INT ("track", ps->track);
      INT ("abilities", ps->abilities);
      INT ("bonus_markers", ps->bonus_markers);
      INT ("coellen", ps->coellen);
      INT ("cities", ps->cities);
      INT ("network", ps->network);
      /* expansions §17.9 D33: Wales (and Scotland) on Britannia, {} elsewhere */
      json_builder_set_member_name (b, "regions");
      json_builder_begin_object (b);
      for (int r = 0; r < KONTOR_N_REGIONS; r++)
        if (pos->board->scored_regions & (1u << r))
          {
            INT (kontor_region_id (r), ps->regions[r]);
          }
      json_builder_end_object (b);
      INT ("total", ps->total);
      json_builder_set_member_name (b, "network_cities");
      json_builder_begin_array (b);
      for (int i = 0; i < ps->n_network_cities; i++)
        json_builder_add_string_value (b, pos->board->cities[ps->network_cities[i]].id);
      json_builder_end_array (b);
      INT ("rank", ps->rank);
      json_builder_end_object (b);
#undef INT
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (int i = 0; i < s->n_winners; i++)
    json_builder_add_string_value (b, kontor_color_id (pos->colors[s->winners[i]]));
  json_builder_end_array (b);
  if (s->has_neutral)
    {
      /* two-player variant only (docs/record-format.md): shown apart, never ranked */
      json_builder_set_member_name (b, "neutral");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "track");
      json_builder_add_int_value (b, s->neutral.track);
      json_builder_set_member_name (b, "controlled_cities");
      json_builder_add_int_value (b, s->neutral.controlled);
      json_builder_set_member_name (b, "offices");
      json_builder_add_int_value (b, s->neutral.offices);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
score_text (const KontorPosition *pos, const char *const *names)
{
  GString *out = g_string_new (NULL);
  KontorScore s;

  kontor_score_compute (pos, &s);
  g_string_append (out, s.ended ? _("Final score\n") : _("Score if the game ended now\n"));
  g_string_append_printf (out, "%-16s %6s %6s %6s %6s %6s %6s", _("Player"), _("Track"), _("Abil."),
                          _("Bonus"), _("Coel."), _("Cities"), _("Netw."));
  if (pos->board->scored_regions)
    g_string_append_printf (out, " %6s", _("Region"));
  g_string_append_printf (out, " %6s %5s\n", _("Total"), _("Rank"));
  for (int p = 0; p < s.n_players; p++)
    {
      const KontorPlayerScore *ps = &s.players[p];
      g_string_append_printf (out, "%-16s %6d %6d %6d %6d %6d %6d", names[p],
                              ps->track, ps->abilities, ps->bonus_markers, ps->coellen, ps->cities, ps->network);
      if (pos->board->scored_regions)
        g_string_append_printf (out, " %6d", ps->region_points);
      g_string_append_printf (out, " %6d %5d\n", ps->total, ps->rank);
    }
  for (int r = 0; r < KONTOR_N_REGIONS; r++)
    if (pos->board->scored_regions & (1u << r))
      {
        g_string_append_printf (out, _("%s (7/4/2 by cities controlled, then offices there):"), kontor_region_name (r));
        for (int p = 0; p < s.n_players; p++)
          g_string_append_printf (out, " %s %d", names[p], s.players[p].regions[r]);
        g_string_append (out, "\n");
      }
  for (int p = 0; p < s.n_players; p++)
    {
      const KontorPlayerScore *ps = &s.players[p];
      g_autoptr (GString) cities = g_string_new (NULL);
      for (int i = 0; i < ps->n_network_cities; i++)
        g_string_append_printf (cities, "%s%s", i ? ", " : "", pos->board->cities[ps->network_cities[i]].name);
      /* Translators: player name, offices in the network, the Keys value, the network's cities */
      g_string_append_printf (out, _("%s's network (%d × keys %d): %s\n"), names[p], ps->network_offices,
                              kontor_player_ability (pos, p, KONTOR_ABILITY_KEYS),
                              ps->n_network_cities ? cities->str : "—");
      if (ps->network_tie)
        /* Translators: %s is a player's name, %d a number of cities */
        g_string_append_printf (out, ngettext ("  (%s has two networks of %d city: the one with more offices counts)\n",
                                               "  (%s has two networks of %d cities: the one with more offices counts)\n",
                                               ps->n_network_cities),
                                names[p], ps->n_network_cities);
    }
  g_string_append (out, _("The network is the longest chain of connected cities holding the player's offices "
                          "(the rulebook counts cities; between chains as long, the one with more offices counts; "
                          "the Big Box edition counts offices instead).\n"));
  if (s.has_neutral)
    /* Translators: the neutral player's prestige, cities it controls, its offices */
    g_string_append_printf (out, _("Neutral (not ranked): track %d, controls %d cities (their 2 PP go to nobody), %d offices\n"),
                            s.neutral.track, s.neutral.controlled, s.neutral.offices);
  g_string_append (out, ngettext ("Winner:", "Winners:", s.n_winners));
  for (int i = 0; i < s.n_winners; i++)
    g_string_append_printf (out, " %s", names[s.winners[i]]);
  g_string_append (out, "\n");
  return g_string_free (out, FALSE);
}

static JsonNode *
ht_score_json (gconstpointer pos, gconstpointer setup)
{
  KontorScore s;
  kontor_score_compute (pos, &s);
  return score_json (pos, (const char *const *) ((const KontorHtSetup *) setup)->names, &s);
}

static char *
ht_score_text (gconstpointer pos, gconstpointer setup)
{
  return score_text (pos, (const char *const *) ((const KontorHtSetup *) setup)->names);
}

static KontorEndPosition *
end_position_from_json (JsonObject *root, GError **error)
{
  g_autoptr (JsonNode) node = json_node_init_object (json_node_alloc (), root);
  return kontor_end_position_new_from_json (node, error);
}

static JsonNode *
ht_end_position_score_json (JsonObject *root, GError **error)
{
  g_autoptr (KontorEndPosition) end = end_position_from_json (root, error);
  KontorScore s;
  if (end == NULL)
    return NULL;
  kontor_score_compute (&end->pos, &s);
  return score_json (&end->pos, (const char *const *) end->names, &s);
}

static char *
ht_end_position_score_text (JsonObject *root, GError **error)
{
  g_autoptr (KontorEndPosition) end = end_position_from_json (root, error);
  return end ? score_text (&end->pos, (const char *const *) end->names) : NULL;
}

/* ------------------------------------------------------------ replay summary */

static const char *
money_bags_id (const KontorPosition *pos, int player)
{
  static const char *const levels[] = { "3", "5", "7" };
  return kontor_hire_unlimited (pos, player) ? "all" : levels[pos->players[player].level[KONTOR_ABILITY_MONEY_BAGS]];
}

/* Who acts and what is asked of them: each a whole sentence for translators. */
static void
summary_turn (GString *out, const KontorPosition *pos, const KontorHtSetup *setup)
{
  int decider = kontor_position_decider (pos);
  const char *name = setup->names[decider];
  const char *color = kontor_color_id (pos->colors[decider]);

  switch (pos->phase)
    {
    case KONTOR_PHASE_RELOCATION:
      if (kontor_position_actor (pos) == KONTOR_NEUTRAL)
        /* Translators: turn, player name, colour id */
        g_string_append_printf (out, _("Turn %d: %s (%s) to act, relocating a displaced neutral trader\n"),
                                pos->turn, name, color);
      else
        /* Translators: turn number, player name, colour id (not translated) */
        g_string_append_printf (out, _("Turn %d: %s (%s) to act, relocating a displaced piece\n"),
                                pos->turn, name, color);
      break;
    case KONTOR_PHASE_NEUTRAL_CLAIM:
      /* Translators: turn number, player name, colour id (not translated) */
      g_string_append_printf (out, _("Turn %d: %s (%s) to act, choosing the city for the neutral's office\n"),
                              pos->turn, name, color);
      break;
    case KONTOR_PHASE_PLACE_BONUS:
      g_string_append_printf (out, ngettext ("Turn %d: %s (%s) to act, placing %d drawn bonus marker\n",
                                             "Turn %d: %s (%s) to act, placing %d drawn bonus markers\n",
                                             pos->pending_draws),
                              pos->turn, name, color, pos->pending_draws);
      break;
    default:
      /* Translators: turn number, player name, colour id (not translated), actions used, actions allowed */
      g_string_append_printf (out, _("Turn %d: %s (%s) to act, %d of %d actions used\n"),
                              pos->turn, name, color, pos->actions_used, kontor_position_actions_allowed (pos));
      break;
    }
}

/* "red, blue:merchant" */
static void
append_pieces (GString *out, const KontorPosition *pos, const KontorPiece *pieces, int n)
{
  for (int i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s%s", i ? ", " : "", kontor_color_id (pos->colors[pieces[i].owner]),
                            pieces[i].kind == KONTOR_PIECE_MERCHANT ? ":merchant" : "");
  if (n == 0)
    g_string_append (out, "—");
}

/* Expansions §17.8: the board's prestige table under its city's name, the
 * green cities' two kinds of offices, and the gateways used this turn. */
static void
summary_expansion (GString *out, const KontorPosition *pos, const KontorHtSetup *setup)
{
  const KontorBoard *b = pos->board;

  if (b->table_city >= 0)
    {
      g_autoptr (GString) t = g_string_new (NULL);
      for (int i = 0; i < b->n_table; i++)
        g_string_append_printf (t, "%s%d %s", i ? ", " : "", b->table_value[i],
                                pos->table[i] == KONTOR_NOBODY ? "—" : kontor_color_id (pos->colors[pos->table[i]]));
      /* Translators: the city with the prestige table, then its spaces ("7 red, 8 —, …") */
      g_string_append_printf (out, _("%s's prestige table: %s\n"), b->cities[b->table_city].name, t->str);
    }
  for (int c = 0; c < b->n_cities; c++)
    if (b->cities[c].green)
      {
        g_autoptr (GString) extra = g_string_new (NULL), added = g_string_new (NULL);
        KontorPiece newest_first[KONTOR_MAX_EXTRA];
        for (int i = 0; i < pos->n_extra[c]; i++)
          newest_first[i] = pos->extra[c][pos->n_extra[c] - 1 - i];
        append_pieces (extra, pos, newest_first, pos->n_extra[c]);
        append_pieces (added, pos, kontor_city_n_added (pos, c) ? kontor_city_added (pos, c, 0) : NULL,
                       kontor_city_n_added (pos, c));
        /* Translators: a green city: its extra offices (left to right), then the offices added by the green-city marker */
        g_string_append_printf (out, _("%s (green): extra offices %s; added offices %s\n"), b->cities[c].name,
                                extra->str, added->str);
      }
  if (b->n_gateways > 0 && pos->phase != KONTOR_PHASE_ENDED)
    {
      g_autoptr (GString) used = g_string_new (NULL);
      for (int i = 0; i < b->n_gateways; i++)
        if (pos->gateways_used & (1u << i))
          g_string_append_printf (used, "%s%s", used->len ? ", " : "", b->cities[b->gateways[i]].name);
      /* Translators: the active player's name, then the gateway cities whose permission they used this turn */
      g_string_append_printf (out, _("Permissions used this turn by %s: %s\n"), setup->names[pos->active],
                              used->len ? used->str : "—");
    }
}

static char *
ht_summary (gconstpointer data, gconstpointer sdata)
{
  const KontorPosition *pos = data;
  const KontorHtSetup *setup = sdata;
  const KontorBoard *b = pos->board;
  GString *out = g_string_new (NULL);

  /* Translators: the board id (not translated), then the number of entries */
  g_string_append_printf (out, _("Board: %s, %u actions\n"), b->id, pos->n_applied);
  if (pos->phase == KONTOR_PHASE_ENDED)
    {
      g_autofree char *reasons = kontor_end_reasons_text (pos->end_reasons);
      /* Translators: %s is one or more whole sentences on why the game ended */
      g_string_append_printf (out, _("The game has ended: %s\n"), reasons);
    }
  else
    summary_turn (out, pos, setup);
  /* Translators: completed cities, the cities that end the game, markers left in the stack */
  g_string_append_printf (out, _("Completed cities: %d of %d; bonus markers in the stack: %d\n"),
                          pos->completed, b->cities_to_end, pos->stack_left);
  for (int p = 0; p < pos->n_players; p++)
    {
      const KontorPlayerState *ps = &pos->players[p];
      int unused = 0, used = 0;
      for (int m = 0; m < KONTOR_N_MARKERS; m++)
        {
          unused += ps->markers_unused[m];
          used += ps->markers_used[m];
        }
      /* Translators: a player's line: name, colour id, prestige, traders (T) and merchants (M) in supply and stock, then the desk tracks; the ids after privilegium and money bags stay in English */
      g_string_append_printf (out, _("%s (%s): prestige %d; supply %dT %dM; stock %dT %dM; "
                                     "keys %d, actions %d, privilegium %s, liber sophiae %d, money bags %s; "
                                     "markers %d unused, %d used; offices %d\n"),
                              setup->names[p], kontor_color_id (pos->colors[p]), ps->prestige,
                              ps->supply[0], ps->supply[1], ps->stock[0], ps->stock[1],
                              kontor_player_ability (pos, p, KONTOR_ABILITY_KEYS),
                              kontor_player_ability (pos, p, KONTOR_ABILITY_ACTIONS),
                              kontor_privilege_id (kontor_player_ability (pos, p, KONTOR_ABILITY_PRIVILEGIUM)),
                              kontor_player_ability (pos, p, KONTOR_ABILITY_LIBER_SOPHIAE),
                              money_bags_id (pos, p), unused, used, kontor_player_offices (pos, p));
    }
  if (pos->neutral)
    /* Translators: the neutral player's prestige, traders on the board, offices */
    g_string_append_printf (out, _("Neutral: prestige %d; %d traders on the board; offices %d\n"),
                            pos->players[KONTOR_NEUTRAL].prestige, kontor_neutral_pieces_on_board (pos),
                            kontor_player_offices (pos, KONTOR_NEUTRAL));
  if (b->expansion)
    summary_expansion (out, pos, setup);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ the rest */

static const char *
ht_error_id (const GError *error)
{
  if (error->domain == KONTOR_RULE_ERROR && error->code >= 0 && error->code < KONTOR_RULE_N_ERRORS)
    {
      g_autofree char *id = g_strconcat ("ht.", kontor_rule_error_id (error->code), NULL);
      return g_intern_string (id);
    }
  if (error->domain == KONTOR_RECORD_ERROR && error->code == KONTOR_RECORD_ERROR_FIELD)
    return "ht.bad-entry";
  return NULL;
}

static gboolean
ht_random_action (gconstpointer pos, KontorRng *rng, gpointer action)
{
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  KontorPosition copy = *(const KontorPosition *) pos;
  return kontor_selfplay_step (&copy, rng, cand, NULL, action);
}

static JsonNode *
ht_legal_json (gconstpointer pos)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autoptr (JsonBuilder) b = json_builder_new ();

  kontor_legal_actions (pos, -1, legal);
  json_builder_begin_array (b);
  for (guint i = 0; i < legal->len; i++)
    kontor_action_to_json (b, &g_array_index (legal, KontorAction, i), pos);
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static void
ht_legal_actions (gconstpointer pos, GArray *out)
{
  kontor_legal_actions (pos, -1, out);
}

const KontorTitle kontor_ht_title = {
  .id = "hansa-teutonica",
  .name = N_("Hansa Teutonica"),
  .error_prefix = "ht",
  .min_players = 2,
  .max_players = KONTOR_MAX_PLAYERS,
  .setup_size = sizeof (KontorHtSetup),
  .position_size = sizeof (KontorPosition),
  .action_size = sizeof (KontorAction),
  .setup_from_json = kontor_ht_setup_from_json,
  .setup_to_json = kontor_ht_setup_to_json,
  .setup_clear = kontor_ht_setup_clear,
  .new_header = ht_new_header,
  .n_players = ht_n_players,
  .player_name = ht_player_name,
  .player_color = ht_player_color,
  .position_init = ht_position_init,
  .action_from_json = ht_action_from_json,
  .action_to_json = ht_action_to_json,
  .apply = ht_apply,
  .decider = ht_decider,
  .ended = ht_ended,
  .check_invariants = ht_check_invariants,
  .score_json = ht_score_json,
  .summary = ht_summary,
  .error_id = ht_error_id,
  .random_action = ht_random_action,
  .end_position_score_json = ht_end_position_score_json,
  .score_text = ht_score_text,
  .end_position_score_text = ht_end_position_score_text,
  .legal_json = ht_legal_json,
  .legal_actions = ht_legal_actions,
};
