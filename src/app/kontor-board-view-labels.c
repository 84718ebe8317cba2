/* kontor-board-view-labels.c: what the East and Britannia boards print
 * beside routes and cities (the permanent bonus markers, the gateway
 * cities' permissions, the countries' names, a legend), each placed where it
 * covers least of the board, and the ships' hulls.  The rest of the board:
 * kontor-board-view-draw.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kontor-board-view-private.h"


static const char *
permanent_label (int permanent)
{
  switch (permanent)
    {
    /* Translators: short labels printed beside a route for its permanent bonus marker */
    case KONTOR_PERMANENT_MOVE_2: return _("Move 2");
    /* Translators: short label of a permanent bonus marker (one more Privilegium) */
    case KONTOR_PERMANENT_GAIN_PRIVILEGE: return _("+Privilegium");
    /* Translators: short label of a permanent bonus marker (an office in a green city) */
    case KONTOR_PERMANENT_BUILD_IN_GREEN: return _("Green +1");
    /* Translators: short label of a permanent bonus marker */
    case KONTOR_PERMANENT_REUSE_2: return _("Reuse 2");
    /* Translators: short label of a permanent bonus marker */
    case KONTOR_PERMANENT_PLACE_2: return _("Place 2");
    default: return "?";
    }
}

/* "→ Wales": the countries a gateway city gives permission for. */
static char *
gateway_label (const KontorCity *city)
{
  const char *names[KONTOR_N_REGIONS];
  int n = 0;
  for (int r = KONTOR_REGION_WALES; r < KONTOR_N_REGIONS; r++)
    if (city->gateway_for & (1u << r))
      names[n++] = kontor_region_name (r);
  if (n >= 2)
    /* Translators: beside a gateway city: its rightmost office gives permission for two countries */
    return g_strdup_printf (_("→ %s, %s"), names[0], names[1]);
  /* Translators: beside a gateway city: its rightmost office gives permission for a country */
  return g_strdup_printf (_("→ %s"), n == 1 ? names[0] : "?");
}

/* The line over a city: its ability (Waren: both), or the East–West cue. */
char *
kontor_board_view_city_cue (const KontorBoard *b, int c, CueKind *kind)
{
  const KontorCity *city = &b->cities[c];
  *kind = CUE_ABILITY;
  if (city->ability >= 0 && city->ability2 >= 0)
    /* Translators: over a city that offers one of two abilities (East's Waren) */
    return g_strdup_printf (_("%s or %s"), kontor_ability_name (city->ability), kontor_ability_name (city->ability2));
  if (city->ability >= 0)
    return g_strdup (kontor_ability_name (city->ability));
  if (c == b->east_west[0] || c == b->east_west[1])
    {
      /* the East–West pair: a network joining them scores at the end of a claim */
      int other = c == b->east_west[0] ? b->east_west[1] : b->east_west[0];
      *kind = CUE_EAST_WEST;
      /* Translators: over a city of the East–West pair; %s is the other city */
      return g_strdup_printf (_("East–West ↔ %s"), b->cities[other].name);
    }
  return NULL;
}

/* The labels' scale: the board's, but never under 8-pixel text. */
static double
label_scale (KontorBoardView *self)
{
  return MAX (self->scale, 8.0 / 11.0);
}

typedef enum { LEGEND_SHIP, LEGEND_WALES, LEGEND_SCOTLAND, LEGEND_GREEN, LEGEND_GATEWAY, LEGEND_PERMANENT, N_LEGEND } LegendItem;

static const char *
legend_text (LegendItem item)
{
  switch (item)
    {
    /* Translators: legend of the board: a ship space takes merchants only */
    case LEGEND_SHIP: return _("Ship: merchants only");
    case LEGEND_WALES: return kontor_region_name (KONTOR_REGION_WALES);
    case LEGEND_SCOTLAND: return kontor_region_name (KONTOR_REGION_SCOTLAND);
    /* Translators: legend of the board: a green city gets offices only through bonus markers */
    case LEGEND_GREEN: return _("Green city: offices only through markers");
    /* Translators: legend of the board: the key of a gateway city and who holds it */
    case LEGEND_GATEWAY: return _("Permission: rightmost office");
    /* Translators: legend of the board: a bonus printed beside a route, for each claim of it */
    case LEGEND_PERMANENT: return _("Permanent bonus, each claim");
    default: return "?";
    }
}

static gboolean
legend_has (const KontorBoard *b, LegendItem item)
{
  gboolean any = FALSE;
  switch (item)
    {
    case LEGEND_SHIP: return b->has_ships;
    case LEGEND_GREEN: return b->n_green > 0;
    case LEGEND_GATEWAY: return b->n_gateways > 0;
    case LEGEND_WALES:
    case LEGEND_SCOTLAND:
      for (int r = 0; r < b->n_routes; r++)
        any |= b->routes[r].region == (item == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND);
      return any;
    case LEGEND_PERMANENT:
      for (int r = 0; r < b->n_routes; r++)
        any |= b->routes[r].permanent >= 0;
      return any;
    default:
      return FALSE;
    }
}

#define LEGEND_ICON 18.0
#define LEGEND_ROW 18.0
#define LEGEND_TEXT 11.0

/* The legend flows right of the completed-cities track, in rows; the
 * items' left edges (x < 0: not on this board).  Returns the rows used. */
static int
legend_flow (KontorBoardView *self, double *x, double *y)
{
  const KontorBoard *b = self->pos.board;
  double s = self->scale, ls = label_scale (self);
  double x0 = 12 * s + b->cities_to_end * 28 * s + 30 * s, right = self->lw - 12 * s;
  double cx = x0, cy = 10 * s;
  int rows = 0;

  for (int i = 0; i < N_LEGEND; i++)
    {
      double tw, th, w;
      x[i] = -1;
      if (!legend_has (b, i))
        continue;
      kontor_board_view_measure_text (self, legend_text (i), LEGEND_TEXT * ls, FALSE, &tw, &th);
      w = LEGEND_ICON * ls + 4 * ls + tw;
      if (rows == 0)
        rows = 1;
      else if (cx + w > right && cx > x0)
        {
          cx = x0;
          cy += LEGEND_ROW * ls;
          rows++;
        }
      x[i] = cx;
      y[i] = cy;
      cx += w + 16 * ls;
      self->legend_w = MAX (self->legend_w, cx - 16 * ls - x0);
    }
  self->legend_x = x0;
  self->legend_y = 10 * s;
  self->legend_h = rows * LEGEND_ROW * ls;
  return rows;
}

typedef struct {
  double x0, y0, x1, y1, weight;
} Box;

static void
add_box (GArray *boxes, double cx, double cy, double w, double h, double weight)
{
  Box box = { cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, weight };
  g_array_append_val (boxes, box);
}

/* What a label centred at (cx, cy) covers, in the board's units. */
static double
place_cost (KontorBoardView *self, GArray *boxes, double cx, double cy, double w, double h)
{
  double s = self->scale, pad = 4 * label_scale (self);
  double x0 = cx - w / 2 - pad, y0 = cy - h / 2 - pad, x1 = cx + w / 2 + pad, y1 = cy + h / 2 + pad;
  double cost = 0;

  if (cx - w / 2 < 2 * s || cy - h / 2 < 2 * s || cx + w / 2 > self->lw - 2 * s || cy + h / 2 > self->lh - 44 * s)
    cost += 1e7;   /* off the board or on the prestige track */
  for (guint i = 0; i < boxes->len; i++)
    {
      const Box *o = &g_array_index (boxes, Box, i);
      double ow = MIN (x1, o->x1) - MAX (x0, o->x0), oh = MIN (y1, o->y1) - MAX (y0, o->y0);
      if (ow > 0 && oh > 0)
        cost += ow * oh * o->weight;
    }
  return cost / (s * s);
}

/* A label's leader line, from the label's centre to what it belongs to. */
typedef struct {
  double x0, y0, x1, y1;
} Leader;

/* The candidate (xs[i], ys[i]) covering least, nearer the anchor first;
 * extra: what else a candidate costs (its leader line, a label read as
 * another route's or city's). */
typedef double (*ExtraCost) (KontorBoardView *self, GArray *boxes, GArray *leaders, int owner, double x, double y,
                             double w, double h);

static void
best_spot (KontorBoardView *self, GArray *boxes, GArray *leaders, const double *xs, const double *ys, int n, double w,
           double h, double ax, double ay, double per_unit, ExtraCost extra, int owner, double *bx, double *by)
{
  double best = G_MAXDOUBLE;
  for (int i = 0; i < n; i++)
    {
      double cost = place_cost (self, boxes, xs[i], ys[i], w, h) + per_unit * hypot (xs[i] - ax, ys[i] - ay) / self->scale;
      if (cost >= best)
        continue;
      if (extra)
        cost += extra (self, boxes, leaders, owner, xs[i], ys[i], w, h);
      if (cost < best)
        {
          best = cost;
          *bx = xs[i];
          *by = ys[i];
        }
    }
  add_box (boxes, *bx, *by, w, h, 12);
}

static double
segment_distance (double px, double py, double ax, double ay, double bx, double by, double *nx, double *ny)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((px - ax) * dx + (py - ay) * dy) / len2, 0, 1) : 0;
  if (nx)
    *nx = ax + t * dx;
  if (ny)
    *ny = ay + t * dy;
  return hypot (px - ax - t * dx, py - ay - t * dy);
}

static double
box_distance (double px, double py, double cx, double cy, double w, double h)
{
  return hypot (MAX (0, fabs (px - cx) - w / 2), MAX (0, fabs (py - cy) - h / 2));
}

static gboolean
segments_cross (double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy)
{
  double d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax), d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  double d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx), d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0));
}

/* What a leader line from a label (centre x, y; w × h) to (tx, ty) costs:
 * crossing another leader or route, or running over a city, a space or
 * another label on its way (its last bit ends on its own route or city). */
static double
leader_cost (KontorBoardView *self, GArray *boxes, GArray *leaders, double x, double y, double w, double h, double tx,
             double ty, double spare, int skip_route)
{
  const KontorBoard *b = self->pos.board;
  double s = self->scale, len = hypot (tx - x, ty - y), cost = 0, t0;

  if (len < 1e-6)
    return 0;
  /* where the leader leaves the label */
  t0 = MIN (fabs (tx - x) > 1e-6 ? (w / 2) / fabs (tx - x) : G_MAXDOUBLE,
            fabs (ty - y) > 1e-6 ? (h / 2) / fabs (ty - y) : G_MAXDOUBLE) * len;
  if (t0 >= len - spare)
    return 0;   /* the label touches what it belongs to */
  for (guint i = 0; i < leaders->len; i++)
    {
      const Leader *l = &g_array_index (leaders, Leader, i);
      if (segments_cross (x, y, tx, ty, l->x0, l->y0, l->x1, l->y1))
        cost += 400;
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      int a = b->routes[r].cities[0], c = b->routes[r].cities[1];
      if (r != skip_route && segments_cross (x, y, tx, ty, self->city_x[a], self->city_y[a], self->city_x[c], self->city_y[c]))
        cost += 150;
    }
  /* what the visible part runs over, sampled every 2 units */
  for (double t = t0; t < len - spare; t += 2 * s)
    {
      double px = x + (tx - x) * t / len, py = y + (ty - y) * t / len;
      for (guint i = 0; i < boxes->len; i++)
        {
          const Box *o = &g_array_index (boxes, Box, i);
          if (o->weight >= 8 && px > o->x0 && px < o->x1 && py > o->y0 && py < o->y1)
            {
              cost += 25;
              break;
            }
        }
    }
  return cost;
}

/* A permanent marker's label: read as its route's (not nearer another
 * route than its own), with a leader that stays clear. */
static double
route_extra (KontorBoardView *self, GArray *boxes, GArray *leaders, int r, double x, double y, double w, double h)
{
  const KontorBoard *b = self->pos.board;
  int n = b->routes[r].n_spaces;
  double nx, ny;
  double own = segment_distance (x, y, self->space_x[r][0], self->space_y[r][0], self->space_x[r][n - 1],
                                 self->space_y[r][n - 1], &nx, &ny);
  double other = G_MAXDOUBLE;
  for (int o = 0; o < b->n_routes; o++)
    if (o != r)
      {
        int a = b->routes[o].cities[0], c = b->routes[o].cities[1];
        other = MIN (other, segment_distance (x, y, self->city_x[a], self->city_y[a], self->city_x[c], self->city_y[c],
                                              NULL, NULL));
      }
  return 60 * MAX (0, own - other + 4 * self->scale) / self->scale
         + leader_cost (self, boxes, leaders, x, y, w, h, nx, ny, self->space * 0.6, r);
}

/* The same for a gateway city's label and the other cities. */
static double
city_extra (KontorBoardView *self, GArray *boxes, GArray *leaders, int c, double x, double y, double w, double h)
{
  double own = box_distance (x, y, self->city_x[c], self->city_y[c], self->city_w[c], self->city_h[c]), other = G_MAXDOUBLE;
  for (int o = 0; o < self->pos.board->n_cities; o++)
    if (o != c)
      other = MIN (other, box_distance (x, y, self->city_x[o], self->city_y[o], self->city_w[o], self->city_h[o]));
  double dx = x - self->city_x[c], dy = y - self->city_y[c], len = hypot (dx, dy);
  /* the leader's end inside the city's box */
  double inside = MIN (fabs (dx) > 1e-6 ? (self->city_w[c] / 2) / fabs (dx) : G_MAXDOUBLE,
                       fabs (dy) > 1e-6 ? (self->city_h[c] / 2) / fabs (dy) : G_MAXDOUBLE) * len;
  return 60 * MAX (0, own - other + 4 * self->scale) / self->scale
         + leader_cost (self, boxes, leaders, x, y, w, h, self->city_x[c], self->city_y[c], inside + 2 * self->scale, -1);
}

/* Everything a label should not cover. */
static GArray *
label_obstacles (KontorBoardView *self)
{
  const KontorBoard *b = self->pos.board;
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (Box));
  double s = self->scale;

  /* the completed-cities track, the legend, the prestige table */
  add_box (boxes, 12 * s + b->cities_to_end * 14 * s, 8 * s + 19 * s, b->cities_to_end * 28 * s, 38 * s, 8);
  if (self->legend_w > 0)
    add_box (boxes, self->legend_x + self->legend_w / 2, self->legend_y + self->legend_h / 2, self->legend_w,
             self->legend_h, 8);
  if (b->table_city >= 0)
    {
      double tw = b->n_table * (self->slot + 6 * s);
      add_box (boxes, self->table_x + tw / 2, self->table_y + (self->slot + 14 * s) / 2, tw, self->slot + 14 * s, 8);
    }
  for (int c = 0; c < b->n_cities; c++)
    {
      double x = self->city_x[c], top = self->city_y[c] - self->city_h[c] / 2, bottom = top + self->city_h[c];
      double tw, th;
      CueKind kind;
      g_autofree char *cue = kontor_board_view_city_cue (b, c, &kind);
      add_box (boxes, x, self->city_y[c], self->city_w[c], self->city_h[c], 8);
      kontor_board_view_measure_text (self, b->cities[c].name, 14 * s, TRUE, &tw, &th);
      add_box (boxes, x, bottom + 1 * s + th / 2, tw, th, 8);
      if (cue)
        {
          kontor_board_view_measure_text (self, cue, 12 * s, TRUE, &tw, &th);
          add_box (boxes, x, top - 17 * s + th / 2, tw, th, 8);
        }
    }
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int a = route->cities[0], c = route->cities[1];
      double len = hypot (self->city_x[c] - self->city_x[a], self->city_y[c] - self->city_y[a]);
      /* the line, as a row of small boxes */
      for (double t = 0; t <= len; t += 5 * s)
        add_box (boxes, self->city_x[a] + (self->city_x[c] - self->city_x[a]) * t / MAX (len, 1),
                 self->city_y[a] + (self->city_y[c] - self->city_y[a]) * t / MAX (len, 1), 3 * s, 3 * s, 4);
      for (int sp = 0; sp < route->n_spaces; sp++)
        {
          if (route->ships & (1u << sp))   /* the hull below */
            add_box (boxes, self->space_x[r][sp], self->space_y[r][sp] + 0.15 * self->space, 1.7 * self->space,
                     1.3 * self->space, 8);
          else
            add_box (boxes, self->space_x[r][sp], self->space_y[r][sp], self->space, self->space, 8);
        }
      if (route->permanent < 0)
        {
          /* where an ordinary bonus marker may come */
          double mx, my;
          kontor_board_view_marker_spot (self, r, &mx, &my);
          add_box (boxes, mx, my, 20 * s, 20 * s, 2);
        }
    }
  return boxes;
}


void
kontor_board_view_place_labels (KontorBoardView *self)
{
  const KontorBoard *b = self->pos.board;
  double s = self->scale, ls = label_scale (self), lx[N_LEGEND], ly[N_LEGEND];
  double xs[400], ys[400];
  g_autoptr (GArray) boxes = NULL;
  g_autoptr (GArray) leaders = g_array_new (FALSE, FALSE, sizeof (Leader));

  memset (self->perm_w, 0, sizeof self->perm_w);
  memset (self->gate_w, 0, sizeof self->gate_w);
  memset (self->region_w, 0, sizeof self->region_w);
  self->legend_w = self->legend_h = 0;
  if (!b->has_ships && b->n_green == 0 && b->n_gateways == 0 && !legend_has (b, LEGEND_WALES)
      && !legend_has (b, LEGEND_PERMANENT))
    return;   /* a base board: nothing more */

  legend_flow (self, lx, ly);
  boxes = label_obstacles (self);

  /* permanent markers: beside their route, either side, nearer the middle first */
  self->perm_h = 17 * ls;
  for (int r = 0; r < b->n_routes; r++)
    {
      const KontorRoute *route = &b->routes[r];
      int n = route->n_spaces, k = 0;
      double x0 = self->space_x[r][0], y0 = self->space_y[r][0];
      double dx = self->space_x[r][n - 1] - x0, dy = self->space_y[r][n - 1] - y0;
      double len = MAX (1, hypot (dx, dy)), nx = -dy / len, ny = dx / len, tw, th, w, h = self->perm_h, need;
      static const double along[] = { 0.5, 0.3, 0.7, 0.15, 0.85, 0.0, 1.0 };
      if (route->permanent < 0)
        continue;
      kontor_board_view_measure_text (self, permanent_label (route->permanent), 11 * ls, TRUE, &tw, &th);
      w = tw + 12 * ls;
      need = self->space / 2 + fabs (nx) * w / 2 + fabs (ny) * h / 2 + 3 * ls;
      for (guint i = 0; i < G_N_ELEMENTS (along); i++)
        for (int step = 0; step < 9; step++)
          for (int side = -1; side <= 1; side += 2)
            {
              xs[k] = x0 + dx * along[i] + side * nx * (need + step * 8 * s);
              ys[k] = y0 + dy * along[i] + side * ny * (need + step * 8 * s);
              k++;
            }
      best_spot (self, boxes, leaders, xs, ys, k, w, h, x0 + dx / 2, y0 + dy / 2, 1.0, route_extra, r,
                 &self->perm_x[r], &self->perm_y[r]);
      self->perm_w[r] = w;
      {
        Leader l = { self->perm_x[r], self->perm_y[r], 0, 0 };
        segment_distance (l.x0, l.y0, x0, y0, x0 + dx, y0 + dy, &l.x1, &l.y1);
        g_array_append_val (leaders, l);
      }
    }

  /* gateway cities: a key and the countries, around the box */
  self->gate_h = 18 * ls;
  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g], k = 0;
      g_autofree char *text = gateway_label (&b->cities[c]);
      double tw, th, w, h = self->gate_h;
      double left = self->city_x[c] - self->city_w[c] / 2, right = left + self->city_w[c];
      double top = self->city_y[c] - self->city_h[c] / 2, bottom = top + self->city_h[c];
      kontor_board_view_measure_text (self, text, 11 * ls, TRUE, &tw, &th);
      w = 6 * ls + 16 * ls + 4 * ls + tw + 6 * ls;
      {
        double cys[] = { top - h / 2 - 3 * s, top - h / 2 - 19 * s, self->city_y[c], bottom + h / 2 + 3 * s,
                         bottom + h / 2 + 20 * s, top - h / 2 - 34 * s };
        for (int i = 0; i <= 12; i++)
          for (guint j = 0; j < G_N_ELEMENTS (cys); j++)
            {
              /* from beside the box's left end to beside its right end */
              xs[k] = left - w / 2 - 5 * ls + i * (right - left + w + 10 * ls) / 12;
              ys[k] = cys[j];
              if (j != 2 || xs[k] + w / 2 < left || xs[k] - w / 2 > right)
                k++;
            }
      }
      best_spot (self, boxes, leaders, xs, ys, k, w, h, self->city_x[c], self->city_y[c], 1.0, city_extra, c,
                 &self->gate_x[c], &self->gate_y[c]);
      self->gate_w[c] = w;
      {
        Leader l = { self->gate_x[c], self->gate_y[c], self->city_x[c], self->city_y[c] };
        g_array_append_val (leaders, l);
      }
    }

  /* the countries' names, inside the country */
  self->region_h = 0;
  for (int region = KONTOR_REGION_WALES; region < KONTOR_N_REGIONS; region++)
    {
      double minx = G_MAXDOUBLE, miny = G_MAXDOUBLE, maxx = -G_MAXDOUBLE, maxy = -G_MAXDOUBLE, sx = 0, sy = 0;
      double tw, th, stepx, stepy;
      int n = 0, k = 0;
      for (int r = 0; r < b->n_routes; r++)
        if (b->routes[r].region == region)
          for (int sp = 0; sp < b->routes[r].n_spaces; sp++)
            {
              minx = MIN (minx, self->space_x[r][sp]);
              maxx = MAX (maxx, self->space_x[r][sp]);
              miny = MIN (miny, self->space_y[r][sp]);
              maxy = MAX (maxy, self->space_y[r][sp]);
              sx += self->space_x[r][sp];
              sy += self->space_y[r][sp];
              n++;
            }
      if (n == 0)
        continue;
      kontor_board_view_measure_text (self, kontor_region_name (region), 18 * ls, TRUE, &tw, &th);
      minx -= 40 * s;
      maxx += 40 * s;
      miny -= 30 * s;
      maxy += 30 * s;
      stepx = (maxx - minx) / 19;
      stepy = (maxy - miny) / 19;
      for (int i = 0; i < 20; i++)
        for (int j = 0; j < 20; j++)
          {
            xs[k] = minx + i * stepx;
            ys[k] = miny + j * stepy;
            k++;
          }
      best_spot (self, boxes, leaders, xs, ys, k, tw + 4 * ls, th, sx / n, sy / n, 0.3, NULL, 0,
                 &self->region_x[region], &self->region_y[region]);
      self->region_w[region] = tw + 4 * ls;
      self->region_h = th;
    }
}

/* A key (gateway cities): x the left end, y the middle, s the scale. */
static void
key_path (cairo_t *cr, double x, double y, double s)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + 4.5 * s, y, 4.5 * s, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, x + 4.5 * s, y, 1.8 * s, 2 * G_PI, 0);
  cairo_rectangle (cr, x + 8.8 * s, y - 1.4 * s, 7 * s, 2.8 * s);
  cairo_rectangle (cr, x + 13.4 * s, y + 1.4 * s, 1.8 * s, 3 * s);
  cairo_rectangle (cr, x + 10.6 * s, y + 1.4 * s, 1.8 * s, 2 * s);
}

/* A ship's hull under a space, and a wave under the hull. */
void
kontor_board_view_draw_hull (KontorBoardView *self, cairo_t *cr, double x, double y, gboolean dark)
{
  double sp = self->space, top = y + 0.05 * sp, bottom = y + 0.68 * sp, hw = 0.86 * sp, bw = 0.48 * sp;
  cairo_move_to (cr, x - hw, top);
  cairo_line_to (cr, x + hw, top);
  cairo_curve_to (cr, x + hw * 0.85, bottom - 0.12 * sp, x + bw + 0.15 * sp, bottom, x + bw, bottom);
  cairo_line_to (cr, x - bw, bottom);
  cairo_curve_to (cr, x - bw - 0.15 * sp, bottom, x - hw * 0.85, bottom - 0.12 * sp, x - hw, top);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, dark ? 0.60 : 0.47, dark ? 0.44 : 0.30, dark ? 0.28 : 0.15);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, dark ? 0.85 : 0.27, dark ? 0.72 : 0.16, dark ? 0.55 : 0.06);
  cairo_set_line_width (cr, 1 * self->scale);
  cairo_stroke (cr);
  /* the sea */
  cairo_move_to (cr, x - hw, bottom + 0.16 * sp);
  for (int i = 0; i < 4; i++)
    {
      double x0 = x - hw + i * hw / 2;
      cairo_curve_to (cr, x0 + hw / 8, bottom + 0.02 * sp, x0 + hw * 3 / 8, bottom + 0.30 * sp, x0 + hw / 2, bottom + 0.16 * sp);
    }
  cairo_set_source_rgba (cr, dark ? 0.45 : 0.16, dark ? 0.65 : 0.42, dark ? 0.95 : 0.72, 0.9);
  cairo_set_line_width (cr, 1.4 * self->scale);
  cairo_stroke (cr);
}

/* Thin dotted lines from the labels to what they belong to, under the
 * routes and cities. */
void
kontor_board_view_draw_leaders (KontorBoardView *self, cairo_t *cr, gboolean dark)
{
  const KontorBoard *b = self->pos.board;
  double dots[] = { 1.5 * self->scale, 2.5 * self->scale }, nx, ny;

  cairo_save (cr);
  cairo_set_dash (cr, dots, 2, 0);
  cairo_set_line_width (cr, 1.5 * self->scale);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int r = 0; r < b->n_routes; r++)
    {
      int n = b->routes[r].n_spaces;
      if (self->perm_w[r] <= 0)
        continue;
      segment_distance (self->perm_x[r], self->perm_y[r], self->space_x[r][0], self->space_y[r][0],
                        self->space_x[r][n - 1], self->space_y[r][n - 1], &nx, &ny);
      cairo_move_to (cr, self->perm_x[r], self->perm_y[r]);
      cairo_line_to (cr, nx, ny);
      cairo_set_source_rgba (cr, dark ? 0.60 : 0.10, dark ? 0.85 : 0.40, dark ? 0.86 : 0.43, 0.9);
      cairo_stroke (cr);
    }
  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g];
      if (self->gate_w[c] <= 0)
        continue;
      cairo_move_to (cr, self->gate_x[c], self->gate_y[c]);
      cairo_line_to (cr, self->city_x[c], self->city_y[c]);
      cairo_set_source_rgba (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.22, dark ? 0.62 : 0.08, 0.8);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
kontor_board_view_draw_labels (KontorBoardView *self, cairo_t *cr, gboolean dark, int pass)
{
  const KontorBoard *b = self->pos.board;
  double s = label_scale (self);

  for (int r = 0; r < b->n_routes && pass == 0; r++)
    {
      double x, y, w = self->perm_w[r], h = self->perm_h;
      if (w <= 0)
        continue;
      x = self->perm_x[r] - w / 2;
      y = self->perm_y[r] - h / 2;
      kontor_board_rounded_rect (cr, x, y, w, h, h / 2);
      cairo_set_source_rgb (cr, 0.10, 0.40, 0.43);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, dark ? 0.60 : 0.04, dark ? 0.85 : 0.22, dark ? 0.86 : 0.24);
      cairo_set_line_width (cr, 1.2 * s);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      kontor_board_view_draw_text_centered (self, cr, permanent_label (b->routes[r].permanent), self->perm_x[r], y + 1.5 * s, 11 * s, TRUE);
    }

  for (int g = 0; g < b->n_gateways; g++)
    {
      int c = b->gateways[g], holder;
      double w = self->gate_w[c], h = self->gate_h, x = self->gate_x[c] - w / 2, y = self->gate_y[c] - h / 2;
      if (w <= 0)
        continue;
      if (pass == 0)
        {
          g_autofree char *text = gateway_label (&b->cities[c]);
          g_autoptr (PangoLayout) layout = NULL;
          int tw, th;
          kontor_board_rounded_rect (cr, x, y, w, h, 4 * s);
          cairo_set_source_rgb (cr, dark ? 0.25 : 0.99, dark ? 0.24 : 0.97, dark ? 0.26 : 0.90);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, dark ? 0.85 : 0.36, dark ? 0.78 : 0.22, dark ? 0.62 : 0.08);
          cairo_set_line_width (cr, 1.2 * s);
          cairo_stroke (cr);
          cairo_set_source_rgb (cr, dark ? 0.95 : 0.16, dark ? 0.93 : 0.11, dark ? 0.88 : 0.05);
          layout = kontor_board_view_text_layout (self, cr, text, 11 * s, TRUE);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_move_to (cr, x + 6 * s + 16 * s + 4 * s, self->gate_y[c] - th / 2.0);
          pango_cairo_show_layout (cr, layout);
          continue;
        }
      /* the key in the colour of the permission's holder (empty: nobody;
       * faint: used this turn) */
      holder = kontor_gateway_holder (&self->pos, c);
      key_path (cr, x + 6 * s, self->gate_y[c], s);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
      if (holder != KONTOR_NOBODY)
        {
          GdkRGBA col;
          kontor_color_rgba (self->pos.colors[holder], &col);
          cairo_set_source_rgba (cr, col.red, col.green, col.blue, (self->pos.gateways_used & (1u << g)) ? 0.35 : 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        }
      else
        cairo_set_source_rgba (cr, dark ? 0.8 : 0.35, dark ? 0.75 : 0.30, dark ? 0.65 : 0.25, 0.8);
      cairo_set_line_width (cr, 1 * s);
      cairo_stroke (cr);
    }

  for (int region = KONTOR_REGION_WALES; region < KONTOR_N_REGIONS && pass == 0; region++)
    {
      double r, g, bl;
      if (self->region_w[region] <= 0 || !kontor_board_view_region_rgb (region, dark, REGION_LINE, &r, &g, &bl))
        continue;
      cairo_set_source_rgba (cr, r, g, bl, 0.85);
      kontor_board_view_draw_text_centered (self, cr, kontor_region_name (region), self->region_x[region],
                          self->region_y[region] - self->region_h / 2, 18 * s, TRUE);
    }

  if (pass == 0 && self->legend_w > 0)
    {
      double lx[N_LEGEND], ly[N_LEGEND], ic = LEGEND_ICON * s;
      legend_flow (self, lx, ly);
      for (int i = 0; i < N_LEGEND; i++)
        {
          double ix, iy, r, g, bl;
          g_autoptr (PangoLayout) layout = NULL;
          int tw, th;
          if (lx[i] < 0)
            continue;
          ix = lx[i] + ic / 2;
          iy = ly[i] + LEGEND_ROW * s / 2;
          switch ((LegendItem) i)
            {
            case LEGEND_SHIP:
              {
                double saved = self->space;
                self->space = ic * 0.62;
                kontor_board_view_draw_hull (self, cr, ix, iy - 0.2 * self->space, dark);
                cairo_arc (cr, ix, iy - 0.2 * self->space, self->space / 2, 0, 2 * G_PI);
                cairo_set_source_rgb (cr, dark ? 0.22 : 0.99, dark ? 0.22 : 0.97, dark ? 0.24 : 0.91);
                cairo_fill_preserve (cr);
                cairo_set_source_rgba (cr, dark ? 0.8 : 0.35, dark ? 0.75 : 0.27, dark ? 0.65 : 0.18, 0.9);
                cairo_set_line_width (cr, 1 * s);
                cairo_stroke (cr);
                self->space = saved;
              }
              break;
            case LEGEND_WALES:
            case LEGEND_SCOTLAND:
              kontor_board_view_region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_BAND, &r, &g, &bl);
              kontor_board_rounded_rect (cr, ix - ic / 2, iy - ic * 0.32, ic, ic * 0.64, ic * 0.32);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_fill (cr);
              kontor_board_view_region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_FILL, &r, &g, &bl);
              kontor_board_rounded_rect (cr, ix - ic * 0.22, iy - ic * 0.22, ic * 0.44, ic * 0.44, 1.5 * s);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_fill_preserve (cr);
              kontor_board_view_region_rgb (i == LEGEND_WALES ? KONTOR_REGION_WALES : KONTOR_REGION_SCOTLAND, dark, REGION_LINE, &r, &g, &bl);
              cairo_set_source_rgb (cr, r, g, bl);
              cairo_set_line_width (cr, 1.3 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_GREEN:
              kontor_board_rounded_rect (cr, ix - ic * 0.45, iy - ic * 0.35, ic * 0.9, ic * 0.7, 3 * s);
              cairo_set_source_rgb (cr, dark ? 0.22 : 0.72, dark ? 0.36 : 0.85, dark ? 0.22 : 0.62);
              cairo_fill_preserve (cr);
              cairo_set_source_rgb (cr, dark ? 0.62 : 0.18, dark ? 0.85 : 0.42, dark ? 0.58 : 0.16);
              cairo_set_line_width (cr, 1.3 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_GATEWAY:
              key_path (cr, lx[i], iy, s);
              cairo_set_source_rgb (cr, 0.85, 0.68, 0.20);
              cairo_fill_preserve (cr);
              cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
              cairo_set_line_width (cr, 1 * s);
              cairo_stroke (cr);
              break;
            case LEGEND_PERMANENT:
              kontor_board_rounded_rect (cr, ix - ic / 2, iy - ic * 0.3, ic, ic * 0.6, ic * 0.3);
              cairo_set_source_rgb (cr, 0.10, 0.40, 0.43);
              cairo_fill (cr);
              break;
            default:
              break;
            }
          cairo_set_source_rgb (cr, dark ? 0.9 : 0.2, dark ? 0.88 : 0.15, dark ? 0.82 : 0.1);
          layout = kontor_board_view_text_layout (self, cr, legend_text (i), LEGEND_TEXT * s, FALSE);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_move_to (cr, lx[i] + ic + 4 * s, iy - th / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
    }
}

