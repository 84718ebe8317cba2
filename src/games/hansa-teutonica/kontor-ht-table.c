/* kontor-ht-table.c: Hansa Teutonica at the table: what a click, Done or a
 * command means in each step of an entry, the prompt and the board's marks.
 * Every rule is asked of the engine (legal actions, trial entries,
 * kontor-entry.h); nothing here decides what is allowed.  A claim's printed
 * effect (East and Britannia) is entered in kontor-ht-table-permanent.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-engine.h"
#include "kontor-ht-table-private.h"

const KontorPosition *
kontor_ht_current (KontorTable *table)
{
  return kontor_table_get_entry_position (table);
}

/* A seat's name, or "Neutral" for the neutral player. */
static const char *
name_of (KontorTable *table, int seat)
{
  if (seat == KONTOR_NEUTRAL)
    return kontor_color_name (KONTOR_COLOR_NEUTRAL);
  return kontor_game_get_player_name (kontor_table_get_game (table), seat);
}

static const char *const *
names (KontorGame *game, const char **out)
{
  for (int i = 0; i < kontor_game_get_n_players (game); i++)
    out[i] = kontor_game_get_player_name (game, i);
  return out;
}

static GArray *
legal (KontorTable *table, int kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  kontor_legal_actions (kontor_ht_current (table), kind, out);
  return out;
}

static void
set_mode (KontorHtEntry *e, KontorHtMode mode)
{
  e->mode = mode;
  kontor_action_init (&e->partial, mode == KONTOR_HT_RELOCATE ? KONTOR_DO_RELOCATE
                                   : mode == KONTOR_HT_REMOVE ? KONTOR_DO_USE_BONUS : KONTOR_DO_MOVE);
  if (mode == KONTOR_HT_REMOVE)
    e->partial.marker = KONTOR_MARKER_REMOVE_3;
  e->move_from_route = e->move_from_space = -1;
}

/* ------------------------------------------------------------ state */

static void
ht_reset (KontorTable *table, gpointer state)
{
  KontorHtEntry *e = state;
  set_mode (e, KONTOR_HT_IDLE);
  e->bonus_kind = -1;
  e->asking = KONTOR_HT_ASK_NOTHING;
  e->n_options = 0;
}

/* The engine's phase decides the step; a new turn starts with Trader. */
static void
ht_sync (KontorTable *table, gpointer state)
{
  KontorHtEntry *e = state;
  const KontorPosition *pos = kontor_ht_current (table);

  if (pos->turn != e->kind_turn || pos->active != e->kind_player)
    {
      e->piece_kind = KONTOR_PIECE_TRADER;
      e->kind_turn = pos->turn;
      e->kind_player = pos->active;
    }
  if (pos->phase == KONTOR_PHASE_RELOCATION && e->mode != KONTOR_HT_RELOCATE)
    set_mode (e, KONTOR_HT_RELOCATE);
  else if (pos->phase == KONTOR_PHASE_PLACE_BONUS && e->mode != KONTOR_HT_PLACE_BONUS)
    set_mode (e, KONTOR_HT_PLACE_BONUS);
  else if (pos->phase == KONTOR_PHASE_NEUTRAL_CLAIM && e->mode != KONTOR_HT_NEUTRAL_CLAIM)
    set_mode (e, KONTOR_HT_NEUTRAL_CLAIM);
  else if ((pos->phase == KONTOR_PHASE_ACTIONS
            && (e->mode == KONTOR_HT_RELOCATE || e->mode == KONTOR_HT_PLACE_BONUS || e->mode == KONTOR_HT_NEUTRAL_CLAIM))
           || pos->phase == KONTOR_PHASE_ENDED)
    set_mode (e, KONTOR_HT_IDLE);
}

/* Correcting a placement or displacement: the piece it used. */
static void
ht_prefill (KontorTable *table, gpointer state, gconstpointer action)
{
  KontorHtEntry *e = state;
  const KontorAction *a = action;
  const KontorPosition *pos = kontor_ht_current (table);

  if (a->what != KONTOR_DO_PLACE && a->what != KONTOR_DO_DISPLACE)
    return;
  e->piece_kind = a->piece;
  e->kind_turn = pos->turn;      /* kept by ht_sync for this moment */
  e->kind_player = pos->active;
}

static const char *
ht_mode (gconstpointer state)
{
  static const char *const ids[] = { "idle", "place", "displace", "move", "claim", "relocate",
                                     "place-bonus", "remove", "swap", "neutral-claim", "permanent" };
  return ids[((const KontorHtEntry *) state)->mode];
}

/* ------------------------------------------------------------ questions */

typedef char *(*LabelFunc) (KontorTable *table, const KontorAction *a);

/* Offers exactly the given (legal) entries; the first is suggested. */
static void
ask_choice (KontorTable *table, KontorHtEntry *e, const char *heading, const char *body, GArray *options,
            LabelFunc label)
{
  KontorQuestion *q = kontor_question_new (heading, body);
  e->n_options = MIN (options->len, KONTOR_HT_MAX_OPTIONS);
  for (int i = 0; i < e->n_options; i++)
    {
      e->options[i] = g_array_index (options, KontorAction, i);
      g_autofree char *text = label (table, &e->options[i]);
      kontor_question_add_choice (q, NULL, text);
    }
  /* a claim without benefit is never the suggested answer */
  q->suggested = e->n_options > 0 && e->options[0].what == KONTOR_DO_CLAIM
                 && e->options[0].benefit == KONTOR_BENEFIT_NONE ? -1 : 0;
  e->asking = KONTOR_HT_ASK_CHOICE;
  kontor_table_ask (table, q);
}

static char *
claim_label (KontorTable *table, const KontorAction *a)
{
  return kontor_claim_choice_label (kontor_ht_current (table)->board, a);
}

static char *
ability_label (KontorTable *table, const KontorAction *a)
{
  return g_strdup (kontor_ability_name (a->ability));
}

static char *
swap_label (KontorTable *table, const KontorAction *a)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorPiece l, r;
  if (pos->board->cities[a->city].green)
    {
      /* green cities: the slots index the added offices (expansions §17.5) */
      l = *kontor_city_added (pos, a->city, a->slot);
      r = *kontor_city_added (pos, a->city, a->slot + 1);
      return g_strdup_printf (_("Added offices %d and %d (%s ⇄ %s)"), a->slot + 1, a->slot + 2,
                              name_of (table, l.owner), name_of (table, r.owner));
    }
  l = pos->slots[a->city][a->slot];
  r = pos->slots[a->city][a->slot + 1];
  return g_strdup_printf (_("Offices %d and %d (%s ⇄ %s)"), a->slot + 1, a->slot + 2,
                          name_of (table, l.owner), name_of (table, r.owner));
}

/* The claim's choices: the benefits first (an office before an upgrade),
 * "no benefit" last, so the suggested answer is never "no benefit". */
static void
open_claim (KontorTable *table, KontorHtEntry *e, int route)
{
  g_autoptr (GArray) all = legal (table, KONTOR_DO_CLAIM);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
  g_autofree char *name = kontor_route_name (kontor_ht_current (table)->board, route);
  g_autofree char *heading = g_strdup_printf (_("Claim %s"), name);
  KontorAction none;
  gboolean has_none = FALSE;
  guint n_offices = 0;   /* offices first: the first choice is suggested */

  for (guint i = 0; i < all->len; i++)
    {
      const KontorAction *a = &g_array_index (all, KontorAction, i);
      if (a->route != route || a->perm >= 0)
        continue;   /* the printed effect is asked after the benefit */
      if (a->benefit == KONTOR_BENEFIT_NONE)
        {
          none = *a;
          has_none = TRUE;
        }
      else if (a->benefit == KONTOR_BENEFIT_OFFICE)
        g_array_insert_val (options, n_offices++, *a);
      else
        g_array_append_val (options, *a);
    }
  if (has_none)
    g_array_append_val (options, none);
  if (options->len == 0)
    {
      KontorAction a;
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = route;
      kontor_table_enter (table, &a);   /* refused: the engine says why */
      return;
    }
  ask_choice (table, e, heading, _("Prestige goes to the controllers of both cities first. Then choose what the claim gives you:"),
              options, claim_label);
}

static char *city_text (KontorTable *table, const KontorPosition *pos, int c);

/* Tries the action on a copy; a refusal is shown with the engine's message. */
gboolean
kontor_ht_try_or_refuse (KontorTable *table, const KontorAction *a)
{
  KontorPosition scratch;
  g_autoptr (GError) error = NULL;
  if (kontor_position_try (kontor_ht_current (table), a, &scratch, &error))
    return TRUE;
  kontor_table_refuse (table, error);
  return FALSE;
}

static void
open_hire (KontorTable *table, KontorHtEntry *e)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorPlayerState *p = &pos->players[pos->active];
  int limit = kontor_player_ability (pos, pos->active, KONTOR_ABILITY_MONEY_BAGS);
  g_autofree char *body = NULL;
  KontorQuestion *q;

  if (kontor_hire_unlimited (pos, pos->active))
    body = g_strdup_printf (_("Your Money bags let you hire your whole stock: %d traders and %d merchants."),
                            p->stock[0], p->stock[1]);
  else
    body = g_strdup_printf (_("Your Money bags let you hire up to %d pieces. Your stock holds %d traders and %d merchants."),
                            limit, p->stock[0], p->stock[1]);
  q = kontor_question_new (_("Hire"), body);
  kontor_question_add_choice (q, "hire", _("_Hire"));
  q->suggested = 0;
  q->n_numbers = 2;
  q->number_labels[0] = g_strdup (_("_Traders"));
  q->number_max[0] = p->stock[0];
  q->number_value[0] = MIN (limit, p->stock[0]);
  q->number_labels[1] = g_strdup (_("_Merchants"));
  q->number_max[1] = p->stock[1];
  q->number_value[1] = 0;
  e->asking = KONTOR_HT_ASK_HIRE;
  kontor_table_ask (table, q);
}

static void
ask_marker (KontorTable *table, KontorHtEntry *e)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorQuestion *q = kontor_question_new (_("Which bonus marker was drawn?"),
                                           _("Turn over the tile drawn this turn and choose it."));
  e->n_options = 0;
  for (int m = 0; m < KONTOR_N_MARKERS; m++)
    if (pos->unrevealed[m] > 0)
      {
        kontor_action_init (&e->options[e->n_options], KONTOR_DO_PLACE_BONUS);
        e->options[e->n_options++].marker = m;
        kontor_question_add_choice (q, kontor_marker_id (m), kontor_marker_name_on (pos->board, m));
      }
  g_free (q->cancel_label);
  q->cancel_label = g_strdup (_("_Later"));
  e->asking = KONTOR_HT_ASK_MARKER;
  kontor_table_ask (table, q);
}

static void ht_marks (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected);

static void
marker_named (KontorTable *table, KontorHtEntry *e, int marker)
{
  KontorMarks hl, sel;
  gboolean any = FALSE;

  e->bonus_kind = marker;
  ht_marks (table, e, &hl, &sel);
  for (int r = 0; r < kontor_ht_current (table)->board->n_routes; r++)
    any |= hl.routes[r];
  if (!any)
    {
      /* nowhere to put it: it is set aside (the engine checks that this is so) */
      KontorAction a;
      kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
      a.route = -1;
      a.marker = marker;
      if (kontor_table_enter (table, &a))
        kontor_table_message (table, _("No route can take the marker, so it is set aside."));
    }
}

static void
ht_answer (KontorTable *table, gpointer state, int choice, const int *numbers)
{
  KontorHtEntry *e = state;
  KontorHtQuestion asking = e->asking;
  KontorAction a;

  e->asking = KONTOR_HT_ASK_NOTHING;
  if (choice < 0)
    return;
  switch (asking)
    {
    case KONTOR_HT_ASK_CHOICE:
      if (choice < e->n_options)
        {
          a = e->options[choice];
          if (a.what == KONTOR_DO_CLAIM && a.perm < 0 && kontor_ht_current (table)->board->routes[a.route].permanent >= 0)
            kontor_ht_ask_permanent (table, e, &a);
          else
            kontor_table_enter (table, &a);
        }
      break;
    case KONTOR_HT_ASK_PERMANENT:
      if (choice >= e->n_options)
        break;
      a = e->options[choice];
      if (a.perm < 0 || a.perm == KONTOR_PERMANENT_GAIN_PRIVILEGE)
        kontor_table_enter (table, &a);
      else
        {
          /* collected by clicks; the claim is entered once, whole */
          set_mode (e, KONTOR_HT_PERMANENT);
          e->partial = a;
        }
      break;
    case KONTOR_HT_ASK_KIND:
      if (choice >= e->n_options)
        break;
      e->partial = e->options[choice];
      if (e->partial.perm == KONTOR_PERMANENT_BUILD_IN_GREEN || e->partial.perm_n >= 2)
        kontor_table_enter (table, &e->partial);
      break;
    case KONTOR_HT_ASK_HIRE:
      kontor_action_init (&a, KONTOR_DO_HIRE);
      a.traders = numbers ? numbers[0] : 0;
      a.merchants = numbers ? numbers[1] : 0;
      kontor_table_enter (table, &a);
      break;
    case KONTOR_HT_ASK_MARKER:
      if (choice < e->n_options)
        marker_named (table, e, e->options[choice].marker);
      break;
    default:
      break;
    }
}

/* ------------------------------------------------------------ marks */

gboolean
kontor_ht_trial (KontorTable *table, const KontorAction *a)
{
  return kontor_is_legal (kontor_ht_current (table), a);
}

/* A relocation being entered: legal, or refused only because the displaced
 * neutral still waits for its second neutral (D38) while more may come. */
static gboolean
relocation_trial (KontorTable *table, const KontorAction *a)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorPosition scratch;
  g_autoptr (GError) error = NULL;
  if (kontor_position_try (pos, a, &scratch, &error))
    return TRUE;
  return g_error_matches (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_RELOCATE_NEUTRAL_EXTRA)
         && a->n < kontor_relocation_size (pos);
}

/* An extra piece moved from the board (stock and supply empty, §4.3): with
 * no piece picked yet the displaced player's own pieces are highlighted and
 * FALSE is returned; else the pick is the source.  Pieces already moved by
 * this relocation are not offered again. */
static gboolean
board_source (KontorTable *table, const KontorHtEntry *e, KontorRelocation *r, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;

  if (e->move_from_route >= 0)
    {
      r->src.route = e->move_from_route;
      r->src.space = e->move_from_space;
      r->piece = pos->spaces[r->src.route][r->src.space].kind;
      if (sel)
        sel->spaces[r->src.route][r->src.space] = 1;
      return TRUE;
    }
  for (int rt = 0; hl && rt < b->n_routes; rt++)
    for (int s = 0; s < b->routes[rt].n_spaces; s++)
      {
        gboolean used = FALSE;
        for (int i = 0; i < e->partial.n; i++)
          used |= e->partial.reloc[i].from == KONTOR_FROM_BOARD && e->partial.reloc[i].src.route == rt
                  && e->partial.reloc[i].src.space == s;
        if (pos->spaces[rt][s].owner == pos->reloc_player && !used)
          hl->spaces[rt][s] = 1;
      }
  return FALSE;
}

static void
marks_relocate (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;
  KontorAction a = e->partial;

  for (int i = 0; i < e->partial.n; i++)
    sel->spaces[e->partial.reloc[i].dst.route][e->partial.reloc[i].dst.space] = 1;
  if (a.n >= KONTOR_MAX_RELOCATE)
    return;
  kontor_relocation_next (pos, &e->partial, e->piece_kind, &a.reloc[a.n]);
  if (a.reloc[a.n].from == KONTOR_FROM_BOARD && !board_source (table, e, &a.reloc[a.n], hl, sel))
    return;
  a.n++;
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        a.reloc[a.n - 1].dst.route = r;
        a.reloc[a.n - 1].dst.space = s;
        if (relocation_trial (table, &a))
          hl->spaces[r][s] = 1;
      }
}

/* Liber Sophiae: first the pieces that can move, then where the picked one can go. */
static void
marks_move (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;
  KontorAction a = e->partial;

  for (int i = 0; i < e->partial.n; i++)
    sel->spaces[e->partial.moves[i].to.route][e->partial.moves[i].to.space] = 1;
  if (a.n >= KONTOR_MAX_MOVES)
    return;
  a.n++;
  if (e->move_from_route >= 0)
    {
      sel->spaces[e->move_from_route][e->move_from_space] = 1;
      a.moves[a.n - 1].from.route = e->move_from_route;
      a.moves[a.n - 1].from.space = e->move_from_space;
    }
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        if (e->move_from_route < 0)
          {
            /* a source: one of the mover's pieces not moved yet in this entry */
            gboolean moved = FALSE;
            for (int i = 0; i < e->partial.n; i++)
              moved |= e->partial.moves[i].from.route == r && e->partial.moves[i].from.space == s;
            hl->spaces[r][s] = pos->spaces[r][s].owner == pos->active && !moved;
          }
        else
          {
            a.moves[a.n - 1].to.route = r;
            a.moves[a.n - 1].to.space = s;
            if (kontor_ht_trial (table, &a))
              hl->spaces[r][s] = 1;
          }
      }
}

static void
marks_remove (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;
  KontorAction a = e->partial;

  for (int i = 0; i < e->partial.n; i++)
    sel->spaces[e->partial.remove[i].route][e->partial.remove[i].space] = 1;
  if (a.n >= KONTOR_MAX_REMOVE)
    return;
  a.n++;
  for (int r = 0; r < b->n_routes; r++)
    for (int s = 0; s < b->routes[r].n_spaces; s++)
      {
        a.remove[a.n - 1].route = r;
        a.remove[a.n - 1].space = s;
        if (!sel->spaces[r][s] && kontor_ht_trial (table, &a))
          hl->spaces[r][s] = 1;
      }
}

/* Where pieces stand after moves: at once (pairs, like Move) or one after
 * another (Britannia's Remove 3). */
void
kontor_ht_spaces_after (const KontorPosition *pos, const KontorMove *moves, int n, gboolean at_once,
              KontorPiece out[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES])
{
  const KontorPiece nobody = { KONTOR_NOBODY, 0 };
  memcpy (out, pos->spaces, sizeof pos->spaces);
  if (at_once)
    {
      for (int i = 0; i < n; i++)
        out[moves[i].from.route][moves[i].from.space] = nobody;
      for (int i = 0; i < n; i++)
        out[moves[i].to.route][moves[i].to.space] = pos->spaces[moves[i].from.route][moves[i].from.space];
      return;
    }
  for (int i = 0; i < n; i++)
    {
      out[moves[i].to.route][moves[i].to.space] = out[moves[i].from.route][moves[i].from.space];
      out[moves[i].from.route][moves[i].from.space] = nobody;
    }
}

/* Britannia's Remove 3 (D6): another colour's piece, then an empty space in its country. */
static void
marks_move3 (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;
  KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  KontorAction a = e->partial;

  kontor_ht_spaces_after (pos, e->partial.moves, e->partial.n, FALSE, after);
  for (int i = 0; i < e->partial.n; i++)
    sel->spaces[e->partial.moves[i].to.route][e->partial.moves[i].to.space] = 1;
  if (a.n >= KONTOR_MAX_REMOVE)
    return;
  if (e->move_from_route >= 0)
    {
      sel->spaces[e->move_from_route][e->move_from_space] = 1;
      a.moves[a.n].from.route = e->move_from_route;
      a.moves[a.n].from.space = e->move_from_space;
    }
  a.n++;
  for (int r = 0; r < b->n_routes; r++)
    for (int sp = 0; sp < b->routes[r].n_spaces; sp++)
      {
        if (e->move_from_route < 0)
          {
            hl->spaces[r][sp] = after[r][sp].owner != KONTOR_NOBODY && after[r][sp].owner != pos->active;
            continue;
          }
        a.moves[a.n - 1].to.route = r;
        a.moves[a.n - 1].to.space = sp;
        if (kontor_ht_trial (table, &a))
          hl->spaces[r][sp] = 1;
      }
}

static void
ht_marks (KontorTable *table, gconstpointer state, gpointer highlights, gpointer selected)
{
  const KontorHtEntry *e = state;
  const KontorPosition *pos = kontor_ht_current (table);
  KontorMarks *hl = highlights, *sel = selected;
  g_autoptr (GArray) acts = NULL;

  memset (hl, 0, sizeof *hl);
  memset (sel, 0, sizeof *sel);
  switch (e->mode)
    {
    case KONTOR_HT_PLACE:
    case KONTOR_HT_DISPLACE:
      acts = legal (table, e->mode == KONTOR_HT_PLACE ? KONTOR_DO_PLACE : KONTOR_DO_DISPLACE);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->piece == e->piece_kind)
            hl->spaces[a->route][a->space] = 1;
        }
      break;
    case KONTOR_HT_IDLE:
    case KONTOR_HT_CLAIM:
      acts = legal (table, KONTOR_DO_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        hl->routes[g_array_index (acts, KontorAction, i).route] = 1;
      break;
    case KONTOR_HT_MOVE:
      marks_move (table, e, hl, sel);
      break;
    case KONTOR_HT_RELOCATE:
      marks_relocate (table, e, hl, sel);
      break;
    case KONTOR_HT_PLACE_BONUS:
      acts = legal (table, KONTOR_DO_PLACE_BONUS);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->route >= 0 && (pos->pending_kind[0] >= 0 || a->marker == e->bonus_kind))
            hl->routes[a->route] = 1;
        }
      break;
    case KONTOR_HT_REMOVE:
      if (e->partial.remove_moves)
        marks_move3 (table, e, hl, sel);
      else
        marks_remove (table, e, hl, sel);
      break;
    case KONTOR_HT_PERMANENT:
      kontor_ht_marks_permanent (table, e, hl, sel);
      break;
    case KONTOR_HT_NEUTRAL_CLAIM:
      acts = legal (table, KONTOR_DO_NEUTRAL_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          sel->routes[a->route] = 1;
          if (a->city >= 0 && !kontor_city_full (pos, a->city))
            hl->cities[a->city] = 1;
        }
      break;
    case KONTOR_HT_SWAP:
      acts = legal (table, KONTOR_DO_USE_BONUS);
      for (guint i = 0; i < acts->len; i++)
        {
          const KontorAction *a = &g_array_index (acts, KontorAction, i);
          if (a->marker == KONTOR_MARKER_SWAP_OFFICES)
            hl->cities[a->city] = 1;
        }
      break;
    }
}

/* ------------------------------------------------------------ prompt */

static char *
end_reasons_text (const KontorPosition *pos)
{
  return kontor_end_reasons_text (pos->end_reasons);
}

static char *
prompt_relocate (KontorTable *table, const KontorHtEntry *e, KontorPromptButtons *buttons)
{
  const KontorPosition *pos = kontor_ht_current (table);
  int placed = e->partial.n;

  buttons->cancel = placed > 0 ? _("_Start Over") : NULL;
  buttons->done = placed > 0 && kontor_ht_trial (table, &e->partial);
  if (pos->reloc_player == KONTOR_NEUTRAL)
    {
      const char *who = name_of (table, kontor_position_decider (pos));
      g_autofree char *route = kontor_route_name (pos->board, pos->reloc_route);
      if (placed == 0)
        return g_strdup_printf (_("%s: put the displaced neutral trader on a highlighted route next to %s, then one more neutral trader (the rulebook moves it “together with one more”)."),
                                who, route);
      if (!buttons->done)
        return g_strdup_printf (_("%s: now put one more neutral trader on a highlighted space."), who);
      return g_strdup_printf (_("%s: no space is left for a second neutral trader; press Done."), who);
    }
  {
    const char *who = name_of (table, pos->reloc_player);
    const char *kind = kontor_piece_name (pos->reloc_kind);
    int d = kontor_relocation_distance (pos, pos->reloc_route);
    g_autofree char *route = kontor_route_name (pos->board, pos->reloc_route);
    g_autofree char *where = d <= 1 ? g_strdup_printf (_("on a highlighted route next to %s"), route)
                                    : g_strdup_printf (_("on a highlighted route %d routes away (the nearer ones are full)"), d);
    if (placed == 0)
      return g_strdup_printf (ngettext ("%s: place your displaced %s %s, and up to %d more piece.",
                                        "%s: place your displaced %s %s, and up to %d more pieces.", pos->reloc_extras),
                              who, kind, where, pos->reloc_extras);
    {
      KontorRelocation next;
      kontor_relocation_next (pos, &e->partial, e->piece_kind, &next);
      if (next.from == KONTOR_FROM_BOARD && placed < kontor_relocation_size (pos))
        return e->move_from_route < 0
               ? g_strdup_printf (_("%s: your stock and supply are empty: you may move one of your highlighted pieces from the board too (pick it, then its space), or press Done."), who)
               : g_strdup_printf (_("%s: now pick the highlighted space for the piece you picked, or the piece again to put it down."), who);
    }
    return g_strdup_printf (ngettext ("%s: you may place %d more piece, or press Done.",
                                      "%s: you may place %d more pieces, or press Done.", 1 + pos->reloc_extras - placed),
                            who, 1 + pos->reloc_extras - placed);
  }
}

static char *
prompt_neutral_claim (KontorTable *table, KontorPromptButtons *buttons)
{
  const KontorPosition *pos = kontor_ht_current (table);
  g_autoptr (GArray) acts = legal (table, KONTOR_DO_NEUTRAL_CLAIM);
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
    return g_strdup_printf (_("Neutral traders fill %s: the neutral claims it. %s, pick the highlighted city whose leftmost free office gets a neutral trader."),
                            route->str, name_of (table, pos->active));
  buttons->extra = _("_Claim Without Office");
  return g_strdup_printf (_("Neutral traders fill %s: the neutral claims it, but both cities are full, so no office is opened."),
                          a ? route->str : "?");
}

static char *
ht_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons)
{
  const KontorHtEntry *e = state;
  const KontorPosition *pos = kontor_ht_current (table);

  switch (e->mode)
    {
    case KONTOR_HT_RELOCATE:
      return prompt_relocate (table, e, buttons);
    case KONTOR_HT_PLACE_BONUS:
      {
        int kind = pos->pending_kind[0] >= 0 ? pos->pending_kind[0] : e->bonus_kind;
        if (kind >= 0)
          return g_strdup_printf (_("%s: put the drawn marker “%s” on a highlighted route (empty, no marker, next to a city with a free office)."),
                                  name_of (table, pos->active), kontor_marker_name_on (pos->board, kind));
        buttons->extra = _("_Name the Marker");
        return g_strdup_printf (_("%s: which bonus marker did you draw?"), name_of (table, pos->active));
      }
    case KONTOR_HT_MOVE:
      buttons->done = e->partial.n > 0;
      buttons->cancel = _("_Cancel");
      return g_strdup_printf (_("Move: pick one of your pieces, then an empty space (%d of %d moves chosen). Press Done to move them."),
                              e->partial.n, kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE));
    case KONTOR_HT_REMOVE:
      buttons->done = TRUE;
      buttons->cancel = _("_Cancel");
      if (e->partial.remove_moves)
        {
          if (e->move_from_route >= 0)
            return g_strdup_printf (_("Remove 3: now pick an empty highlighted space in the same country (%d of 3 moved)."),
                                    e->partial.n);
          return g_strdup_printf (_("Remove 3: pick another player’s piece, then an empty space in the same country (%d of 3 moved). Press Done when finished."),
                                  e->partial.n);
        }
      return g_strdup_printf (_("Remove 3: pick up to 3 pieces on routes (%d chosen); they go back to their owners' supply."),
                              e->partial.n);
    case KONTOR_HT_NEUTRAL_CLAIM:
      return prompt_neutral_claim (table, buttons);
    case KONTOR_HT_PERMANENT:
      return kontor_ht_prompt_permanent (table, e, buttons);
    case KONTOR_HT_SWAP:
      buttons->cancel = _("_Cancel");
      return g_strdup (_("Swap offices: pick a highlighted city."));
    case KONTOR_HT_PLACE:
      buttons->cancel = _("_Cancel");
      return g_strdup (_("Place: pick a highlighted empty space."));
    case KONTOR_HT_DISPLACE:
      buttons->cancel = _("_Cancel");
      return g_strdup (_("Displace: pick another player's piece (a trader costs 1 more piece, a merchant 2)."));
    case KONTOR_HT_CLAIM:
      buttons->cancel = _("_Cancel");
      return g_strdup (_("Claim: pick a highlighted route."));
    case KONTOR_HT_IDLE:
      if (pos->phase == KONTOR_PHASE_ENDED)
        {
          g_autofree char *why = end_reasons_text (pos);
          buttons->extra = _("Show the _Score");
          return g_strdup_printf (_("The game is over. %s"), why);
        }
      break;
    }
  return NULL;
}

/* ------------------------------------------------------------ clicks */

static void
click_relocate (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorAction t = e->partial;

  if (t.n >= KONTOR_MAX_RELOCATE)
    return;
  kontor_relocation_next (pos, &e->partial, e->piece_kind, &t.reloc[t.n]);
  if (t.reloc[t.n].from == KONTOR_FROM_BOARD)
    {
      /* first the piece to move, then where it goes; its own space again puts it down */
      if (e->move_from_route < 0 || (e->move_from_route == route && e->move_from_space == space))
        {
          gboolean again = e->move_from_route == route && e->move_from_space == space;
          e->move_from_route = e->move_from_space = -1;
          if (again)
            return;
          if (pos->spaces[route][space].owner != pos->reloc_player)
            {
              kontor_table_message (table, _("Your stock and supply are empty: pick one of your pieces on a route to move it here."));
              return;
            }
          e->move_from_route = route;
          e->move_from_space = space;
          return;
        }
      board_source (table, e, &t.reloc[t.n], NULL, NULL);
    }
  t.reloc[t.n].dst.route = route;
  t.reloc[t.n].dst.space = space;
  t.n++;
  if (!relocation_trial (table, &t))
    {
      g_autoptr (GError) error = NULL;
      KontorPosition tmp = *pos;
      if (!kontor_position_apply (&tmp, &t, &error))
        kontor_table_refuse (table, error);
      return;
    }
  e->partial = t;
  e->move_from_route = e->move_from_space = -1;
  if (e->partial.n >= kontor_relocation_size (pos))
    kontor_table_enter (table, &e->partial);
}

static void
click_remove (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  for (int i = 0; i < e->partial.n; i++)
    if (e->partial.remove[i].route == route && e->partial.remove[i].space == space)
      {
        /* a second click takes it back */
        memmove (&e->partial.remove[i], &e->partial.remove[i + 1],
                 (e->partial.n - i - 1) * sizeof e->partial.remove[0]);
        e->partial.n--;
        return;
      }
  if (kontor_ht_current (table)->spaces[route][space].owner == KONTOR_NOBODY || e->partial.n >= KONTOR_MAX_REMOVE)
    return;
  e->partial.remove[e->partial.n].route = route;
  e->partial.remove[e->partial.n].space = space;
  e->partial.n++;
}

static void
click_move (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);

  if (e->move_from_route < 0)
    {
      if (pos->spaces[route][space].owner != pos->active)
        {
          kontor_table_message (table, _("Pick one of your own pieces on a route to move."));
          return;
        }
      e->move_from_route = route;
      e->move_from_space = space;
      return;
    }
  if (e->move_from_route == route && e->move_from_space == space)
    {
      e->move_from_route = e->move_from_space = -1;   /* picked again: put down */
      return;
    }
  if (e->partial.n >= KONTOR_MAX_MOVES)
    return;
  e->partial.moves[e->partial.n].from.route = e->move_from_route;
  e->partial.moves[e->partial.n].from.space = e->move_from_space;
  e->partial.moves[e->partial.n].to.route = route;
  e->partial.moves[e->partial.n].to.space = space;
  e->partial.n++;
  e->move_from_route = e->move_from_space = -1;
  if (e->partial.n >= kontor_player_ability (pos, pos->active, KONTOR_ABILITY_LIBER_SOPHIAE))
    kontor_table_enter (table, &e->partial);
}

/* Britannia's Remove 3 (D6): pick another colour's piece, then its empty
 * destination in the same country; up to 3, then Done. */
static void
click_move3 (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  KontorAction t = e->partial;

  if (t.n >= KONTOR_MAX_REMOVE)
    return;
  if (e->move_from_route < 0)
    {
      kontor_ht_spaces_after (pos, e->partial.moves, e->partial.n, FALSE, after);
      if (after[route][space].owner == KONTOR_NOBODY || after[route][space].owner == pos->active)
        {
          kontor_table_message (table, _("Pick a piece of another player on a route to move."));
          return;
        }
      e->move_from_route = route;
      e->move_from_space = space;
      return;
    }
  if (e->move_from_route == route && e->move_from_space == space)
    {
      e->move_from_route = e->move_from_space = -1;   /* picked again: put down */
      return;
    }
  t.moves[t.n].from.route = e->move_from_route;
  t.moves[t.n].from.space = e->move_from_space;
  t.moves[t.n].to.route = route;
  t.moves[t.n].to.space = space;
  t.n++;
  if (!kontor_ht_try_or_refuse (table, &t))
    return;
  e->partial = t;
  e->move_from_route = e->move_from_space = -1;
  if (e->partial.n >= KONTOR_MAX_REMOVE)
    kontor_table_enter (table, &e->partial);
}

/* A click on a space outside a multi-step entry: place, displace, claim or move. */
static void
click_space_default (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorPiece piece = pos->spaces[route][space];
  KontorAction a;

  if (e->mode == KONTOR_HT_PLACE || (e->mode == KONTOR_HT_IDLE && piece.owner == KONTOR_NOBODY))
    {
      kontor_action_init (&a, KONTOR_DO_PLACE);
      a.route = route;
      a.space = space;
      a.piece = e->piece_kind;   /* a refused merchant is refused, never turned into a trader */
      kontor_table_enter (table, &a);
    }
  else if (e->mode == KONTOR_HT_DISPLACE || (e->mode == KONTOR_HT_IDLE && piece.owner != pos->active))
    {
      kontor_displace_default (pos, route, space, e->piece_kind, &a);
      kontor_table_enter (table, &a);
    }
  else
    {
      /* one's own piece: claim the route if possible, else start a move */
      kontor_action_init (&a, KONTOR_DO_CLAIM);
      a.route = route;
      if (kontor_route_owned_by (pos, route, pos->active) && kontor_is_legal (pos, &a))
        open_claim (table, e, route);
      else if (pos->phase == KONTOR_PHASE_ACTIONS && kontor_position_actions_left (pos) > 0)
        {
          set_mode (e, KONTOR_HT_MOVE);
          click_move (table, e, route, space);
        }
    }
}

static void
click_space (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorAction a;

  switch (e->mode)
    {
    case KONTOR_HT_RELOCATE:
      click_relocate (table, e, route, space);
      return;
    case KONTOR_HT_PLACE_BONUS:
      if (pos->pending_kind[0] < 0 && e->bonus_kind < 0)
        {
          ask_marker (table, e);
          return;
        }
      kontor_action_init (&a, KONTOR_DO_PLACE_BONUS);
      a.route = route;
      a.marker = pos->pending_kind[0] >= 0 ? pos->pending_kind[0] : e->bonus_kind;
      kontor_table_enter (table, &a);
      return;
    case KONTOR_HT_REMOVE:
      if (e->partial.remove_moves)
        click_move3 (table, e, route, space);
      else
        click_remove (table, e, route, space);
      return;
    case KONTOR_HT_PERMANENT:
      kontor_ht_click_permanent (table, e, route, space);
      return;
    case KONTOR_HT_MOVE:
      click_move (table, e, route, space);
      return;
    case KONTOR_HT_CLAIM:
      open_claim (table, e, route);
      return;
    case KONTOR_HT_NEUTRAL_CLAIM:
    case KONTOR_HT_SWAP:
      return;
    default:
      click_space_default (table, e, route, space);
    }
}

static void
click_city (KontorTable *table, KontorHtEntry *e, int city)
{
  const KontorPosition *pos = kontor_ht_current (table);

  if (e->mode == KONTOR_HT_NEUTRAL_CLAIM)
    {
      g_autoptr (GArray) acts = legal (table, KONTOR_DO_NEUTRAL_CLAIM);
      KontorAction a;
      for (guint i = 0; i < acts->len; i++)
        if (g_array_index (acts, KontorAction, i).city == city && !kontor_city_full (pos, city))
          {
            a = g_array_index (acts, KontorAction, i);
            kontor_table_enter (table, &a);
            return;
          }
      kontor_action_init (&a, KONTOR_DO_NEUTRAL_CLAIM);   /* not a city of the route: the engine says why */
      a.route = acts->len ? g_array_index (acts, KontorAction, 0).route : 0;
      a.city = city;
      kontor_table_enter (table, &a);
      return;
    }
  if (e->mode == KONTOR_HT_PERMANENT)
    {
      KontorAction two[2];
      int n;
      if (e->partial.perm != KONTOR_PERMANENT_BUILD_IN_GREEN)
        return;
      n = kontor_ht_green_options (table, &e->partial, city, two);
      if (n == 0)
        {
          KontorAction t = e->partial;
          t.perm_city = city;
          t.perm_piece = kontor_ht_current (table)->players[pos->active].supply[KONTOR_PIECE_TRADER] > 0
                         ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
          kontor_ht_try_or_refuse (table, &t);   /* the engine says why */
        }
      else if (n == 2)
        kontor_ht_ask_kind (table, e, kontor_permanent_name (e->partial.perm), two);
      else
        kontor_table_enter (table, &two[0]);
      return;
    }
  if (e->mode == KONTOR_HT_SWAP)
    {
      g_autoptr (GArray) all = legal (table, KONTOR_DO_USE_BONUS);
      g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
      g_autofree char *heading = g_strdup_printf (_("Swap offices in %s"), pos->board->cities[city].name);
      for (guint i = 0; i < all->len; i++)
        {
          const KontorAction *a = &g_array_index (all, KontorAction, i);
          if (a->marker == KONTOR_MARKER_SWAP_OFFICES && a->city == city)
            g_array_append_val (options, *a);
        }
      if (options->len == 0)
        kontor_table_message (table, _("This city has no two neighbouring offices to swap."));
      else
        ask_choice (table, e, heading, _("Which two neighbouring offices change places?"), options, swap_label);
      return;
    }
  if (pos->board->cities[city].green)
    {
      g_autofree char *text = city_text (table, pos, city);
      kontor_table_message (table, text);
      return;
    }
  {
    /* otherwise: who holds and controls it */
    int ctrl = kontor_city_controller (pos, city);
    g_autofree char *text = ctrl >= 0
      ? g_strdup_printf (_("%s: %d of %d offices taken, controlled by %s."), pos->board->cities[city].name,
                         kontor_city_filled (pos, city), pos->board->cities[city].n_slots, name_of (table, ctrl))
      : g_strdup_printf (_("%s: %d of %d offices taken, controlled by nobody."), pos->board->cities[city].name,
                         kontor_city_filled (pos, city), pos->board->cities[city].n_slots);
    kontor_table_message (table, text);
  }
}

static void
ht_click (KontorTable *table, gpointer state, const KontorTarget *target)
{
  const KontorBoard *b = kontor_ht_current (table)->board;

  if (target->kind == KONTOR_TARGET_SPACE && target->a >= 0 && target->a < b->n_routes
      && target->b >= 0 && target->b < b->routes[target->a].n_spaces)
    click_space (table, state, target->a, target->b);
  else if (target->kind == KONTOR_TARGET_CITY && target->a >= 0 && target->a < b->n_cities)
    click_city (table, state, target->a);
}

static void
ht_done (KontorTable *table, gpointer state)
{
  KontorHtEntry *e = state;
  if (e->mode == KONTOR_HT_RELOCATE || e->mode == KONTOR_HT_MOVE || e->mode == KONTOR_HT_REMOVE
      || e->mode == KONTOR_HT_PERMANENT)
    kontor_table_enter (table, &e->partial);
}

static void
ht_extra (KontorTable *table, gpointer state)
{
  KontorHtEntry *e = state;
  if (e->mode == KONTOR_HT_PLACE_BONUS)
    ask_marker (table, e);
  else if (e->mode == KONTOR_HT_NEUTRAL_CLAIM)
    {
      g_autoptr (GArray) acts = legal (table, KONTOR_DO_NEUTRAL_CLAIM);
      for (guint i = 0; i < acts->len; i++)
        if (g_array_index (acts, KontorAction, i).city < 0)
          {
            KontorAction a = g_array_index (acts, KontorAction, i);
            kontor_table_enter (table, &a);
            return;
          }
    }
}

/* ------------------------------------------------------------ commands */

static void
use_marker (KontorTable *table, KontorHtEntry *e, int marker)
{
  KontorAction a;
  kontor_action_init (&a, KONTOR_DO_USE_BONUS);
  a.marker = marker;
  switch (marker)
    {
    case KONTOR_MARKER_UPGRADE_ABILITY:
      {
        g_autoptr (GArray) all = legal (table, KONTOR_DO_USE_BONUS);
        g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (KontorAction));
        for (guint i = 0; i < all->len; i++)
          if (g_array_index (all, KontorAction, i).marker == KONTOR_MARKER_UPGRADE_ABILITY)
            g_array_append_val (options, g_array_index (all, KontorAction, i));
        if (options->len == 0)
          kontor_table_enter (table, &a);   /* the engine explains */
        else
          ask_choice (table, e, _("Upgrade an ability"), _("Which ability do you develop?"), options, ability_label);
      }
      break;
    case KONTOR_MARKER_REMOVE_3:
      set_mode (e, KONTOR_HT_REMOVE);
      /* Britannia: moves within a country instead of removals (D6, §17.4) */
      e->partial.remove_moves = kontor_ht_current (table)->board->countries;
      break;
    case KONTOR_MARKER_SWAP_OFFICES:
      set_mode (e, KONTOR_HT_SWAP);
      break;
    default:
      kontor_table_enter (table, &a);   /* +3/+4 actions; otherwise the engine explains */
      break;
    }
}

static void
start_claim (KontorTable *table, KontorHtEntry *e)
{
  g_autoptr (GArray) claims = legal (table, KONTOR_DO_CLAIM);
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
    kontor_table_message (table, _("You hold no complete route to claim: every space of a route must hold your pieces."));
  else if (one)
    open_claim (table, e, route);
  else
    set_mode (e, KONTOR_HT_CLAIM);
}

static gboolean
ht_activate (KontorTable *table, gpointer state, const char *name, GVariant *param)
{
  KontorHtEntry *e = state;
  const KontorPosition *pos = kontor_ht_current (table);
  gboolean acting = pos->phase == KONTOR_PHASE_ACTIONS;

  if (g_str_equal (name, "piece-kind") && param && g_variant_is_of_type (param, G_VARIANT_TYPE_INT32))
    {
      e->piece_kind = g_variant_get_int32 (param) == KONTOR_PIECE_MERCHANT ? KONTOR_PIECE_MERCHANT : KONTOR_PIECE_TRADER;
      return TRUE;
    }
  if (g_str_equal (name, "use-marker") && param && g_variant_is_of_type (param, G_VARIANT_TYPE_INT32))
    {
      set_mode (e, KONTOR_HT_IDLE);
      use_marker (table, e, g_variant_get_int32 (param));
      return TRUE;
    }
  if (g_str_equal (name, "end-turn"))
    {
      KontorAction a;
      kontor_action_init (&a, KONTOR_DO_END_TURN);
      if (kontor_table_enter (table, &a) && kontor_ht_current (table)->phase == KONTOR_PHASE_PLACE_BONUS
          && kontor_ht_current (table)->pending_kind[0] < 0)
        ask_marker (table, kontor_table_get_state (table));
      return TRUE;
    }
  if (!g_str_equal (name, "hire") && !g_str_equal (name, "place") && !g_str_equal (name, "displace")
      && !g_str_equal (name, "move") && !g_str_equal (name, "claim"))
    return FALSE;
  if (!acting)
    return TRUE;   /* nothing to start while a relocation or marker waits */
  set_mode (e, KONTOR_HT_IDLE);
  if (g_str_equal (name, "hire"))
    open_hire (table, e);
  else if (g_str_equal (name, "place"))
    set_mode (e, KONTOR_HT_PLACE);
  else if (g_str_equal (name, "displace"))
    set_mode (e, KONTOR_HT_DISPLACE);
  else if (g_str_equal (name, "move"))
    set_mode (e, KONTOR_HT_MOVE);
  else
    start_claim (table, e);
  return TRUE;
}

static char *
ht_describe (KontorGame *game, gconstpointer before, gconstpointer action)
{
  const char *n[KONTOR_MAX_PLAYERS];
  /* a claim says what its printed marker did (kontor_action_describe) */
  return kontor_action_describe (before, action, names (game, n));
}

/* ------------------------------------------------------------ what is under the cursor */

/* "Ana's trader", "a neutral trader" */
static char *
piece_text (KontorTable *table, KontorPiece piece)
{
  if (piece.owner == KONTOR_NEUTRAL)
    return g_strdup (piece.kind == KONTOR_PIECE_MERCHANT ? _("a neutral merchant") : _("a neutral trader"));
  if (piece.kind == KONTOR_PIECE_MERCHANT)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s’s merchant"), name_of (table, piece.owner));
  /* Translators: %s is a player's name */
  return g_strdup_printf (_("%s’s trader"), name_of (table, piece.owner));
}

static char *
space_text (KontorTable *table, const KontorPosition *pos, int r, int sp)
{
  const KontorRoute *rt = &pos->board->routes[r];
  g_autofree char *name = kontor_route_name (pos->board, r);
  g_autofree char *route = pos->board->countries && rt->region != KONTOR_REGION_ENGLAND
    /* Translators: a route and its country (Wales, Scotland) */
    ? g_strdup_printf (_("%s in %s"), name, kontor_region_name (rt->region))
    : g_strdup (name);
  g_autofree char *what = pos->spaces[r][sp].owner == KONTOR_NOBODY ? g_strdup (_("empty"))
                          : piece_text (table, pos->spaces[r][sp]);
  g_autofree char *text = (rt->ships & (1u << sp))
    /* Translators: a route, the space's number, the route's spaces, what stands there */
    ? g_strdup_printf (_("%s, space %d of %d, a ship, merchants only: %s."), route, sp + 1, rt->n_spaces, what)
    /* Translators: a route, the space's number, the route's spaces, what stands there */
    : g_strdup_printf (_("%s, space %d of %d: %s."), route, sp + 1, rt->n_spaces, what);
  if (rt->permanent >= 0)
    {
      /* Translators: the description of a space, then a printed effect's name */
      g_autofree char *with = g_strdup_printf (_("%s Its claim may use the printed effect “%s”."), text,
                                               kontor_permanent_name (rt->permanent));
      g_free (text);
      text = g_steal_pointer (&with);
    }
  if (pos->route_marker[r] >= 0)
    {
      /* Translators: the description of a space, then a bonus marker's name */
      g_autofree char *with = g_strdup_printf (_("%s The bonus marker “%s” lies on this route."), text,
                                               kontor_marker_name_on (pos->board, pos->route_marker[r]));
      return g_steal_pointer (&with);
    }
  return g_steal_pointer (&text);
}

/* " Extra offices, from the left: Ana’s trader, Bo’s merchant." (newest_last:
 * the array keeps the leftmost last). */
static void
append_pieces (KontorTable *table, GString *s, const char *format, const KontorPiece *pieces, int n,
               gboolean newest_last)
{
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *line = NULL;
  for (int i = 0; i < n; i++)
    {
      g_autofree char *who = piece_text (table, pieces[newest_last ? n - 1 - i : i]);
      if (list->len)
        g_string_append (list, ", ");
      g_string_append (list, who);
    }
  line = g_strdup_printf (format, list->str);
  g_string_append_c (s, ' ');
  g_string_append (s, line);
}

/* A green city (expansions §13.5): no printed offices; extra offices, then added ones. */
static void
append_green (KontorTable *table, const KontorPosition *pos, int c, GString *s)
{
  int n_added = kontor_city_n_added (pos, c);
  KontorPiece added[KONTOR_MAX_ADDED];

  g_string_append_c (s, ' ');
  g_string_append (s, _("A green city: it has no printed offices."));
  if (pos->n_extra[c] == 0 && n_added == 0)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("No office has been built yet."));
      return;
    }
  if (pos->n_extra[c] > 0)
    /* xgettext:c-format */
    append_pieces (table, s, _("Extra offices, from the left: %s."), pos->extra[c], pos->n_extra[c], TRUE);
  for (int i = 0; i < n_added; i++)
    added[i] = *kontor_city_added (pos, c, i);
  if (n_added > 0)
    /* xgettext:c-format */
    append_pieces (table, s, _("Added offices, from the left: %s."), added, n_added, FALSE);
}

static char *
city_text (KontorTable *table, const KontorPosition *pos, int c)
{
  const KontorCity *city = &pos->board->cities[c];
  int ctrl = kontor_city_controller (pos, c);
  g_autoptr (GString) s = g_string_new (NULL);

  if (city->green)
    {
      if (ctrl >= 0)
        /* Translators: a green city, the controlling player */
        g_string_printf (s, _("%s: controlled by %s."), city->name, name_of (table, ctrl));
      else
        g_string_printf (s, _("%s: controlled by nobody."), city->name);
    }
  else if (ctrl >= 0)
    /* Translators: a city, its offices taken and in all, the controlling player */
    g_string_printf (s, _("%s: %d of %d offices taken, controlled by %s."), city->name,
                     kontor_city_filled (pos, c), city->n_slots, name_of (table, ctrl));
  else
    g_string_printf (s, _("%s: %d of %d offices taken, controlled by nobody."), city->name,
                     kontor_city_filled (pos, c), city->n_slots);
  for (int k = 0; k < city->n_slots; k++)
    {
      const KontorSlot *slot = &city->slots[k];
      g_autofree char *line = NULL;
      if (pos->slots[c][k].owner != KONTOR_NOBODY)
        {
          g_autofree char *who = piece_text (table, pos->slots[c][k]);
          /* Translators: an office's number and who holds it */
          line = g_strdup_printf (_("Office %d: %s."), k + 1, who);
        }
      else if (slot->coin > 0)
        /* Translators: a free office: its number, the piece, the privilege colour, the prestige it gives */
        line = g_strdup_printf (_("Office %d: free, for a %s with privilege %s; it gives %d prestige."), k + 1,
                                kontor_piece_name (slot->piece), kontor_privilege_name (slot->privilege), slot->coin);
      else
        /* Translators: a free office: its number, the piece, the privilege colour */
        line = g_strdup_printf (_("Office %d: free, for a %s with privilege %s."), k + 1,
                                kontor_piece_name (slot->piece), kontor_privilege_name (slot->privilege));
      g_string_append_c (s, ' ');
      g_string_append (s, line);
    }
  if (city->green)
    append_green (table, pos, c, s);
  else if (pos->n_extra[c] > 0)
    /* xgettext:c-format */
    append_pieces (table, s, _("Extra offices, from the left: %s."), pos->extra[c], pos->n_extra[c], TRUE);
  if (city->ability >= 0 && city->ability2 >= 0)
    {
      /* Translators: two abilities of which a claim upgrades one (Waren) */
      g_autofree char *ability = g_strdup_printf (_("Its office upgrades the ability “%s” or “%s”."),
                                                  kontor_ability_name (city->ability), kontor_ability_name (city->ability2));
      g_string_append_c (s, ' ');
      g_string_append (s, ability);
    }
  else if (city->ability >= 0)
    {
      g_autofree char *ability = g_strdup_printf (_("Its office upgrades the ability “%s”."), kontor_ability_name (city->ability));
      g_string_append_c (s, ' ');
      g_string_append (s, ability);
    }
  if (city->gateway_for)
    {
      const guint both = (1u << KONTOR_REGION_WALES) | (1u << KONTOR_REGION_SCOTLAND);
      int holder = kontor_gateway_holder (pos, c);
      g_autofree char *line = NULL;
      const char *regions = (city->gateway_for & both) == both ? _("Wales or Scotland")
                            : kontor_region_name (city->gateway_for & (1u << KONTOR_REGION_SCOTLAND)
                                                  ? KONTOR_REGION_SCOTLAND : KONTOR_REGION_WALES);
      if (holder != KONTOR_NOBODY)
        /* Translators: the countries, then the player holding the city's rightmost office */
        line = g_strdup_printf (_("Its rightmost office gives the permission for %s, held by %s."), regions,
                                name_of (table, holder));
      else
        /* Translators: the countries */
        line = g_strdup_printf (_("Its rightmost office gives the permission for %s, held by nobody."), regions);
      g_string_append_c (s, ' ');
      g_string_append (s, line);
      if (city->gateway_index >= 0 && (pos->gateways_used & (1u << city->gateway_index)))
        g_string_append_printf (s, " %s", _("It was used this turn."));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
table_text (KontorTable *table, const KontorPosition *pos, int t)
{
  const KontorBoard *b = pos->board;
  if (pos->table[t] != KONTOR_NOBODY)
    /* Translators: the Coellen table's space, its prestige, who holds it */
    return g_strdup_printf (_("Coellen table, space %d (%d prestige): taken by %s."), t + 1, b->table_value[t],
                            name_of (table, pos->table[t]));
  /* Translators: the Coellen table's space, its prestige, the privilege it needs */
  return g_strdup_printf (_("Coellen table, space %d (%d prestige): free, needs privilege %s."), t + 1,
                          b->table_value[t], kontor_privilege_name (b->table_priv[t]));
}

static char *
ht_target_text (KontorTable *table, const KontorTarget *target)
{
  const KontorPosition *pos = kontor_table_get_shown_position (table);
  const KontorBoard *b = pos->board;

  switch (target->kind)
    {
    case KONTOR_TARGET_SPACE:
      if (target->a >= 0 && target->a < b->n_routes && target->b >= 0 && target->b < b->routes[target->a].n_spaces)
        return space_text (table, pos, target->a, target->b);
      return NULL;
    case KONTOR_TARGET_CITY:
      if (target->a >= 0 && target->a < b->n_cities)
        return city_text (table, pos, target->a);
      return NULL;
    case KONTOR_TARGET_ITEM:
      if (target->a >= 0 && target->a < b->n_table)
        return table_text (table, pos, target->a);
      return NULL;
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------ preview */

static void
ht_preview (KontorTable *table, gconstpointer state, gpointer position)
{
  const KontorHtEntry *e = state;
  KontorPosition *pos = position;
  const KontorPiece nobody = { KONTOR_NOBODY, 0 };

  switch (e->mode)
    {
    case KONTOR_HT_MOVE:
      for (int i = 0; i < e->partial.n; i++)
        {
          const KontorMove *m = &e->partial.moves[i];
          pos->spaces[m->to.route][m->to.space] = pos->spaces[m->from.route][m->from.space];
          pos->spaces[m->from.route][m->from.space] = nobody;
        }
      break;
    case KONTOR_HT_RELOCATE:
      for (int i = 0; i < e->partial.n; i++)
        {
          const KontorRelocation *r = &e->partial.reloc[i];
          KontorPiece piece = { pos->reloc_player, r->piece };
          if (r->from == KONTOR_FROM_BOARD)
            pos->spaces[r->src.route][r->src.space] = nobody;
          pos->spaces[r->dst.route][r->dst.space] = piece;
        }
      break;
    case KONTOR_HT_REMOVE:
      if (e->partial.remove_moves)
        {
          KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
          kontor_ht_spaces_after (pos, e->partial.moves, e->partial.n, FALSE, after);
          memcpy (pos->spaces, after, sizeof after);
          break;
        }
      for (int i = 0; i < e->partial.n; i++)
        pos->spaces[e->partial.remove[i].route][e->partial.remove[i].space] = nobody;
      break;
    case KONTOR_HT_PERMANENT:
      {
        const KontorAction *c = &e->partial;
        const KontorRoute *route = &pos->board->routes[c->route];
        if (c->perm == KONTOR_PERMANENT_REUSE_2)
          {
            /* the reused pieces leave the claimed route for their new spaces */
            for (int i = 0; i < c->perm_n; i++)
              {
                const KontorMove *m = &c->perm_moves[i];
                pos->spaces[m->to.route][m->to.space] = pos->spaces[m->from.route][m->from.space];
                pos->spaces[m->from.route][m->from.space] = nobody;
              }
            break;
          }
        for (int sp = 0; sp < route->n_spaces; sp++)
          pos->spaces[c->route][sp] = nobody;   /* the claim empties the route */
        if (c->perm == KONTOR_PERMANENT_MOVE_2)
          {
            KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
            kontor_ht_spaces_after (pos, c->perm_moves, c->perm_n, TRUE, after);
            memcpy (pos->spaces, after, sizeof after);
          }
        else if (c->perm == KONTOR_PERMANENT_PLACE_2)
          for (int i = 0; i < c->perm_n; i++)
            {
              KontorPiece piece = { pos->active, c->perm_place[i].piece };
              pos->spaces[c->perm_place[i].dst.route][c->perm_place[i].dst.space] = piece;
            }
      }
      break;
    default:
      break;
    }
}

const KontorTableTitle kontor_ht_table_title = {
  .title_id = "hansa-teutonica",
  .state_size = sizeof (KontorHtEntry),
  .marks_size = sizeof (KontorMarks),
  .reset = ht_reset,
  .prefill = ht_prefill,
  .sync = ht_sync,
  .click = ht_click,
  .done = ht_done,
  .extra = ht_extra,
  .activate = ht_activate,
  .answer = ht_answer,
  .prompt = ht_prompt,
  .mode = ht_mode,
  .marks = ht_marks,
  .describe = ht_describe,
  .target_text = ht_target_text,
  .preview = ht_preview,
};
