/* kontor-table-layout.c: where the table page's parts go, for any window.
 *
 * The board column holds, top to bottom: the players strip (every player's
 * prestige, the active one marked), the prompt bar (one fixed height,
 * whatever it says), the board, and the action bar (one line, or two when
 * the line does not fit).  The panel of cards, hints and history goes
 * beside the board when that leaves the board (nearly) as large, below it
 * in a portrait window, and otherwise is folded away and opened over the
 * board.  Nothing here depends on what is being entered, so the board keeps
 * its place and size during an entry; only the window's size moves it.
 * The minimum size is that of the folded arrangement, so it is honest. */
#include "config.h"

#include "kontor-board-view.h"
#include "kontor-table-page-private.h"

#define MARGIN 8          /* around the column's parts */
#define GAP 6             /* between them */
#define BOARD_MIN_W 320
#define BOARD_MIN_H 200
#define BOARD_ASPECT (1280.0 / 800.0)
#define PANEL_MIN_BELOW 180   /* a portrait panel smaller than this is folded */
#define BESIDE_MIN_W 720      /* a board narrower than this beside the panel: folded */

typedef struct {
  int strip_h, prompt_h, bar_h;
  int actions_w, actions_h, controls_w, controls_h;
  gboolean one_line;
  int board_y, board_h;     /* within the column */
} Column;

static int
natural_width (GtkWidget *widget)
{
  int min = 0, nat = 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return nat;
}

static int
minimum_width (GtkWidget *widget)
{
  int min = 0, nat = 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return min;
}

static int
natural_height (GtkWidget *widget, int width)
{
  int min = 0, nat = 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}

/* The prompt bar is as high as its two lines of text or its buttons,
 * whichever is higher, whether it says one line, two or nothing. */
static int
prompt_height (KontorTablePage *self, int width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->prompt_label), "Ag\nAg");
  int text_h = 0, button_h = natural_height (self->end_turn_button, -1);
  pango_layout_get_pixel_size (layout, NULL, &text_h);
  g_object_unref (layout);
  /* the bar's own padding (style.css: .prompt: 8) and what GtkBox adds to
   * align the baselines of a label and buttons (up to 7 here): 16 */
  return MAX (natural_height (self->prompt_box, width), MAX (text_h, button_h) + 16);
}

/* The parts of a board column cw × ch. */
static void
column (KontorTablePage *self, int cw, int ch, Column *c)
{
  int inner = MAX (cw - 2 * MARGIN, 1);

  c->strip_h = natural_height (self->strip, inner);
  c->prompt_h = prompt_height (self, inner);
  c->actions_w = natural_width (self->actions_box);
  c->controls_w = natural_width (self->controls_box);
  c->actions_h = natural_height (self->actions_box, -1);
  c->controls_h = natural_height (self->controls_box, -1);
  c->one_line = c->actions_w + 3 * GAP + c->controls_w <= inner;
  c->bar_h = c->one_line ? MAX (c->actions_h, c->controls_h) : c->actions_h + GAP + c->controls_h;
  c->board_y = GAP + c->strip_h + GAP + c->prompt_h + GAP;
  c->board_h = MAX (ch - c->board_y - GAP - c->bar_h - MARGIN, 1);
}

static double
board_scale (int w, int h)
{
  return MIN (w / 1280.0, h / 800.0);
}

/* Only the window's width decides it: what the panel holds never moves the board. */
static int
panel_width (KontorTablePage *self, int w)
{
  return CLAMP (w * 24 / 100, 280, 380);
}

static void
place (GtkWidget *widget, int x, int y, int w, int h)
{
  gtk_widget_set_child_visible (widget, TRUE);
  gtk_widget_size_allocate (widget, &(GtkAllocation) { x, y, MAX (w, 1), MAX (h, 1) }, -1);
}

/* The column at x, cw wide and ch high; board_h < 0: as the column allows. */
static void
allocate_column (KontorTablePage *self, int x, int cw, int ch, int board_h)
{
  Column c;
  int inner = MAX (cw - 2 * MARGIN, 1), bar_y;

  column (self, cw, ch, &c);
  if (board_h >= 0)
    c.board_h = MIN (board_h, c.board_h);
  place (self->strip, x + MARGIN, GAP, inner, c.strip_h);
  place (self->prompt_box, x + MARGIN, GAP + c.strip_h + GAP, inner, c.prompt_h);
  place (self->board_overlay, x, c.board_y, cw, c.board_h);
  bar_y = c.board_y + c.board_h + GAP;
  if (c.one_line)
    {
      place (self->actions_box, x + MARGIN, bar_y, c.actions_w, c.bar_h);
      place (self->controls_box, x + MARGIN + c.actions_w + 3 * GAP, bar_y, inner - c.actions_w - 3 * GAP, c.bar_h);
    }
  else
    {
      place (self->actions_box, x + MARGIN, bar_y, MIN (c.actions_w, inner), c.actions_h);
      place (self->controls_box, x + MARGIN, bar_y + c.actions_h + GAP, inner, c.controls_h);
    }
}

/* Which arrangement gives the board the most room (the panel beside it
 * when the board keeps (nearly) its size, below it in a portrait window). */
static KontorTableLayout
choose (KontorTablePage *self, int w, int h)
{
  Column full, narrow;
  int side = panel_width (self, w);
  double folded, beside;

  column (self, w, h, &full);
  if (h > w && full.board_h - (int) (w / BOARD_ASPECT) >= PANEL_MIN_BELOW)
    return KONTOR_TABLE_LAYOUT_BELOW;
  if (w - side < BESIDE_MIN_W)
    return KONTOR_TABLE_LAYOUT_FOLDED;
  column (self, w - side, h, &narrow);
  folded = board_scale (w, full.board_h);
  beside = board_scale (w - side, narrow.board_h);
  return beside >= 0.9 * folded ? KONTOR_TABLE_LAYOUT_BESIDE : KONTOR_TABLE_LAYOUT_FOLDED;
}

static void
kontor_table_page_size_allocate (GtkWidget *widget, int w, int h, int baseline)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);
  int side = panel_width (self, w);

  self->layout = choose (self, w, h);
  switch (self->layout)
    {
    case KONTOR_TABLE_LAYOUT_BESIDE:
      if (self->panel_hidden)
        {
          allocate_column (self, 0, w, h, -1);
          gtk_widget_set_child_visible (self->panel, FALSE);
        }
      else
        {
          allocate_column (self, 0, w - side, h, -1);
          place (self->panel, w - side, 0, side, h);
        }
      break;
    case KONTOR_TABLE_LAYOUT_BELOW:
      {
        int board_h = (int) (w / BOARD_ASPECT);
        Column c;
        column (self, w, h, &c);
        if (self->panel_hidden)
          board_h = -1;
        allocate_column (self, 0, w, h, board_h);
        if (self->panel_hidden)
          gtk_widget_set_child_visible (self->panel, FALSE);
        else
          {
            int top = c.board_y + MIN (board_h, c.board_h) + GAP + c.bar_h + MARGIN;
            place (self->panel, 0, top, w, h - top);
          }
      }
      break;
    case KONTOR_TABLE_LAYOUT_FOLDED:
    default:
      allocate_column (self, 0, w, h, -1);
      if (self->panel_open)
        {
          Column c;
          column (self, w, h, &c);
          side = MIN (side, w - 48);
          place (self->panel, w - side, c.board_y, side, c.board_h);
        }
      else
        gtk_widget_set_child_visible (self->panel, FALSE);
      break;
    }
}

/* The folded arrangement's size: every control and prestige, a small board. */
static void
kontor_table_page_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  KontorTablePage *self = KONTOR_TABLE_PAGE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int widest = MAX (MAX (natural_width (self->actions_box), natural_width (self->controls_box)),
                        MAX (minimum_width (self->strip), minimum_width (self->prompt_box)));
      *minimum = MAX (widest + 2 * MARGIN, BOARD_MIN_W);
      *natural = MAX (*minimum, 1280);
    }
  else
    {
      Column c;
      int width = for_size > 0 ? for_size : 0;
      int min_w = 0, nat_w = 0;
      kontor_table_page_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
      column (self, MAX (width, min_w), 10000, &c);
      *minimum = c.board_y + BOARD_MIN_H + GAP + c.bar_h + MARGIN;
      *natural = MAX (*minimum, 800);
    }
}

static GtkSizeRequestMode
kontor_table_page_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

void
kontor_table_page_toggle_panel (KontorTablePage *self)
{
  if (self->layout == KONTOR_TABLE_LAYOUT_FOLDED)
    self->panel_open = !self->panel_open;
  else
    self->panel_hidden = !self->panel_hidden;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  kontor_table_page_bring_into_view (self, -1);
}

void
kontor_table_page_class_init_layout (GtkWidgetClass *widget_class)
{
  widget_class->measure = kontor_table_page_measure;
  widget_class->size_allocate = kontor_table_page_size_allocate;
  widget_class->get_request_mode = kontor_table_page_get_request_mode;
}
