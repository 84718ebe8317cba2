/* kontor-ht-table-permanent.c: a claim's printed effect at the table (East
 * and Britannia, expansions spec §12.4): use or decline, then the clicks
 * of move-2, build-in-green, reuse-2 and place-2, each step tried on the
 * engine. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-ht-table-private.h"

/* build-in-green: the claim with the city and kind named, for each kind the
 * engine accepts; returns how many went to out. */
int
kontor_ht_green_options (KontorTable *table, const KontorAction *claim, int city, KontorAction out[2])
{
  int n = 0;
  for (int k = 0; k < KONTOR_N_PIECES; k++)
    {
      KontorAction t = *claim;
      t.perm_city = city;
      t.perm_piece = k;
      if (kontor_ht_trial (table, &t))
        out[n++] = t;
    }
  return n;
}

/* place-2: the claim with one more piece put on the space, from the first
 * source the engine accepts (stock, then supply: D21, D34), for each kind
 * it accepts there; returns how many went to out. */
static int
place_options (KontorTable *table, const KontorAction *claim, int route, int space, KontorAction out[2])
{
  static const KontorFrom sources[] = { KONTOR_FROM_STOCK, KONTOR_FROM_SUPPLY };
  if (claim->perm_n >= 2)
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    {
      int n = 0;
      for (int k = 0; k < KONTOR_N_PIECES; k++)
        {
          KontorAction t = *claim;
          KontorRelocation *p = &t.perm_place[t.perm_n++];
          memset (p, 0, sizeof *p);
          p->from = sources[i];
          p->src.route = p->src.space = -1;
          p->dst.route = route;
          p->dst.space = space;
          p->piece = k;
          if (kontor_ht_trial (table, &t))
            out[n++] = t;
        }
      if (n > 0)
        return n;
    }
  return 0;
}

void
kontor_ht_ask_kind (KontorTable *table, KontorHtEntry *e, const char *heading, const KontorAction options[2])
{
  KontorQuestion *q = kontor_question_new (heading, _("Which piece do you put down?"));
  for (int i = 0; i < 2; i++)
    e->options[i] = options[i];
  e->n_options = 2;
  kontor_question_add_choice (q, "trader", _("_Trader"));
  kontor_question_add_choice (q, "merchant", _("_Merchant"));
  q->suggested = 0;
  e->asking = KONTOR_HT_ASK_KIND;
  kontor_table_ask (table, q);
}

/* What the printed effect does, for the question that offers it. */
static const char *
permanent_help (int perm)
{
  switch (perm)
    {
    case KONTOR_PERMANENT_MOVE_2:
      return _("You may move up to 2 pieces of any colour to empty spaces.");
    case KONTOR_PERMANENT_GAIN_PRIVILEGE:
      return _("Your Privilegium develops by one step.");
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      return _("You may put a piece from your supply as an office into a green city.");
    case KONTOR_PERMANENT_REUSE_2:
      return _("Up to 2 of the route’s pieces may go to empty spaces on other routes instead of your stock.");
    case KONTOR_PERMANENT_PLACE_2:
      return _("You may place up to 2 of your pieces on empty spaces in Wales or Scotland, without a permission.");
    default:
      return "";
    }
}

/* After the benefit of a claim of a route with a printed effect (expansions
 * §12.4): use it or decline.  It is offered when some use of it is legal. */
void
kontor_ht_ask_permanent (KontorTable *table, KontorHtEntry *e, const KontorAction *claim)
{
  const KontorBoard *b = kontor_ht_current (table)->board;
  int perm = b->routes[claim->route].permanent;
  KontorAction use = *claim, two[2];
  gboolean usable = FALSE;
  g_autofree char *heading = g_strdup_printf (_("Printed effect: %s"), kontor_permanent_name (perm));
  KontorQuestion *q = kontor_question_new (heading, permanent_help (perm));

  use.perm = perm;
  use.perm_n = 0;
  if (perm == KONTOR_PERMANENT_BUILD_IN_GREEN)
    {
      for (int c = 0; c < b->n_cities && !usable; c++)
        usable = b->cities[c].green && kontor_ht_green_options (table, &use, c, two) > 0;
    }
  else
    usable = kontor_ht_trial (table, &use);
  e->n_options = 0;
  if (usable)
    {
      e->options[e->n_options++] = use;
      kontor_question_add_choice (q, "use", _("_Use It"));
    }
  e->options[e->n_options++] = *claim;
  kontor_question_add_choice (q, "decline", _("_Decline"));
  q->suggested = 0;
  e->asking = KONTOR_HT_ASK_PERMANENT;
  kontor_table_ask (table, q);
}

static gboolean
moved_to (const KontorMove *moves, int n, int route, int space)
{
  for (int i = 0; i < n; i++)
    if (moves[i].to.route == route && moves[i].to.space == space)
      return TRUE;
  return FALSE;
}

static gboolean
moved_from (const KontorMove *moves, int n, int route, int space)
{
  for (int i = 0; i < n; i++)
    if (moves[i].from.route == route && moves[i].from.space == space)
      return TRUE;
  return FALSE;
}

/* move-2 and reuse-2: may the piece on the space be picked next? */
static gboolean
permanent_source (const KontorPosition *pos, const KontorAction *c, int route, int space)
{
  KontorPiece after[KONTOR_MAX_ROUTES][KONTOR_MAX_SPACES];
  if (c->perm == KONTOR_PERMANENT_REUSE_2)
    return route == c->route && pos->spaces[route][space].owner != KONTOR_NOBODY
           && !moved_from (c->perm_moves, c->perm_n, route, space);
  /* move-2: any piece on a route other than the claimed one (emptied by the claim), moved once at most */
  kontor_ht_spaces_after (pos, c->perm_moves, c->perm_n, TRUE, after);
  return route != c->route && after[route][space].owner != KONTOR_NOBODY
         && !moved_to (c->perm_moves, c->perm_n, route, space);
}

/* The claim with one more move of the picked piece to the space; a second
 * candidate in *swap when the space holds a piece the two can trade places
 * with (move-2 only). */
static void
permanent_move (const KontorHtEntry *e, int route, int space, KontorAction *t, KontorAction *swap)
{
  KontorMove *m;
  *t = e->partial;
  m = &t->perm_moves[t->perm_n++];
  m->from.route = e->move_from_route;
  m->from.space = e->move_from_space;
  m->to.route = route;
  m->to.space = space;
  *swap = *t;
  if (swap->perm == KONTOR_PERMANENT_MOVE_2 && swap->perm_n == 1)
    {
      swap->perm_moves[1].from = m->to;
      swap->perm_moves[1].to = m->from;
      swap->perm_n = 2;
    }
  else
    swap->perm_n = 0;   /* no swap */
}

void
kontor_ht_marks_permanent (KontorTable *table, const KontorHtEntry *e, KontorMarks *hl, KontorMarks *sel)
{
  const KontorPosition *pos = kontor_ht_current (table);
  const KontorBoard *b = pos->board;
  const KontorAction *c = &e->partial;
  KontorAction two[2];

  sel->routes[c->route] = 1;
  if (c->perm == KONTOR_PERMANENT_BUILD_IN_GREEN)
    {
      for (int city = 0; city < b->n_cities; city++)
        if (b->cities[city].green && kontor_ht_green_options (table, c, city, two) > 0)
          hl->cities[city] = 1;
      return;
    }
  if (c->perm == KONTOR_PERMANENT_PLACE_2)
    {
      for (int i = 0; i < c->perm_n; i++)
        sel->spaces[c->perm_place[i].dst.route][c->perm_place[i].dst.space] = 1;
      for (int r = 0; r < b->n_routes && c->perm_n < 2; r++)
        for (int sp = 0; sp < b->routes[r].n_spaces; sp++)
          if (pos->spaces[r][sp].owner == KONTOR_NOBODY && place_options (table, c, r, sp, two) > 0)
            hl->spaces[r][sp] = 1;
      return;
    }
  for (int i = 0; i < c->perm_n; i++)
    sel->spaces[c->perm_moves[i].to.route][c->perm_moves[i].to.space] = 1;
  if (c->perm_n >= 2)
    return;
  if (e->move_from_route >= 0)
    sel->spaces[e->move_from_route][e->move_from_space] = 1;
  for (int r = 0; r < b->n_routes; r++)
    for (int sp = 0; sp < b->routes[r].n_spaces; sp++)
      {
        KontorAction t, swap;
        if (e->move_from_route < 0)
          {
            hl->spaces[r][sp] = permanent_source (pos, c, r, sp);
            continue;
          }
        permanent_move (e, r, sp, &t, &swap);
        if (kontor_ht_trial (table, &t) || (swap.perm_n == 2 && kontor_ht_trial (table, &swap)))
          hl->spaces[r][sp] = 1;
      }
}

char *
kontor_ht_prompt_permanent (KontorTable *table, const KontorHtEntry *e, KontorPromptButtons *buttons)
{
  const KontorAction *c = &e->partial;
  g_autofree char *route = kontor_route_name (kontor_ht_current (table)->board, c->route);

  buttons->cancel = _("_Cancel");
  buttons->done = c->perm != KONTOR_PERMANENT_BUILD_IN_GREEN && kontor_ht_trial (table, c);
  switch (c->perm)
    {
    case KONTOR_PERMANENT_BUILD_IN_GREEN:
      return g_strdup (_("Office in a green city: pick a highlighted green city."));
    case KONTOR_PERMANENT_PLACE_2:
      return g_strdup_printf (_("Place 2 in Wales or Scotland: pick an empty highlighted space (%d of 2 placed). Press Done when finished."),
                              c->perm_n);
    case KONTOR_PERMANENT_REUSE_2:
      if (e->move_from_route >= 0)
        return g_strdup_printf (_("Reuse 2 pieces: now pick an empty highlighted space on another route (%d of 2 reused)."),
                                c->perm_n);
      /* Translators: %s is the claimed route */
      return g_strdup_printf (_("Reuse 2 pieces: pick a space of %s whose piece goes back on the board, then its empty space (%d of 2 reused). Press Done when finished."),
                              route, c->perm_n);
    case KONTOR_PERMANENT_MOVE_2:
      if (e->move_from_route >= 0)
        return g_strdup_printf (_("Move 2 pieces: now pick an empty highlighted space, or a piece to trade places with (%d of 2 moved)."),
                                c->perm_n);
      return g_strdup_printf (_("Move 2 pieces: pick any piece on another route, then its empty space (%d of 2 moved). Press Done when finished."),
                              c->perm_n);
    default:
      return NULL;
    }
}

/* The printed effect of the claim being entered: a click on a space. */
void
kontor_ht_click_permanent (KontorTable *table, KontorHtEntry *e, int route, int space)
{
  const KontorPosition *pos = kontor_ht_current (table);
  KontorAction *c = &e->partial;
  KontorAction t, swap, two[2];

  if (c->perm == KONTOR_PERMANENT_PLACE_2)
    {
      int n = c->perm_n < 2 ? place_options (table, c, route, space, two) : 0;
      if (c->perm_n >= 2)
        return;
      if (n == 0)
        {
          /* refused: the engine says why, for the piece the stock would give */
          t = *c;
          memset (&t.perm_place[t.perm_n], 0, sizeof t.perm_place[0]);
          t.perm_place[t.perm_n].from = KONTOR_FROM_STOCK;
          t.perm_place[t.perm_n].src.route = t.perm_place[t.perm_n].src.space = -1;
          t.perm_place[t.perm_n].dst.route = route;
          t.perm_place[t.perm_n].dst.space = space;
          t.perm_place[t.perm_n].piece = kontor_board_space_takes (pos->board, route, space, KONTOR_PIECE_TRADER)
                                         ? KONTOR_PIECE_TRADER : KONTOR_PIECE_MERCHANT;
          t.perm_n++;
          kontor_ht_try_or_refuse (table, &t);
          return;
        }
      if (n == 2)
        {
          kontor_ht_ask_kind (table, e, kontor_permanent_name (c->perm), two);
          return;
        }
      *c = two[0];
      if (c->perm_n >= 2)
        kontor_table_enter (table, c);
      return;
    }
  if (c->perm != KONTOR_PERMANENT_MOVE_2 && c->perm != KONTOR_PERMANENT_REUSE_2)
    return;   /* build-in-green: a city is clicked */
  if (c->perm_n >= 2)
    return;
  if (e->move_from_route < 0)
    {
      if (!permanent_source (pos, c, route, space))
        {
          kontor_table_message (table, c->perm == KONTOR_PERMANENT_REUSE_2
                                ? _("Pick a space of the claimed route: its piece is the one reused.")
                                : _("Pick a piece on another route to move."));
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
  permanent_move (e, route, space, &t, &swap);
  if (kontor_ht_trial (table, &t))
    *c = t;
  else if (swap.perm_n == 2 && kontor_ht_trial (table, &swap))
    *c = swap;   /* the two trade places */
  else
    {
      kontor_ht_try_or_refuse (table, &t);
      return;
    }
  e->move_from_route = e->move_from_space = -1;
  if (c->perm_n >= 2)
    kontor_table_enter (table, c);
}

