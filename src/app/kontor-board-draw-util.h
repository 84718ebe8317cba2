/* kontor-board-draw-util.h: small cairo and pango helpers the titles'
 * boards draw with: the widget's colours and font, rounded boxes, text
 * aligned at a point. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  double r, g, b;
} KontorBoardRgb;

/* The widget's style as the boards draw with it: libadwaita's dark mode,
 * the text colour, the accent colour (a fallback when the theme has none)
 * and the font. */
void kontor_board_get_style (GtkWidget *widget, gboolean *dark, GdkRGBA *fg, GdkRGBA *accent,
                             const PangoFontDescription **font);
void kontor_board_set_rgb (cairo_t *cr, KontorBoardRgb c, double alpha);
/* A rounded rectangle as a new sub-path (r is not clamped).  Defined with
 * Hansa Teutonica's board, kontor-board-view-draw.c, which has it first. */
void kontor_board_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);
/* The same with r clamped to half the shorter side (a pill, never a knot). */
void kontor_board_rounded_box (cairo_t *cr, double x, double y, double w, double h, double r);
/* The source colour for words on a box of colour c: dark on light colours,
 * white on dark ones. */
void kontor_board_text_on (cairo_t *cr, KontorBoardRgb c);
/* A layout of text in font at size (absolute, in user units), bold or not. */
PangoLayout *kontor_board_text_layout (cairo_t *cr, const PangoFontDescription *font, const char *text, double size,
                                       gboolean bold);
/* Text at (x, y), aligned by xalign/yalign (0 left/top … 1 right/bottom);
 * cut with an ellipsis at width w (0: no limit).  The current point is
 * left at the text's origin. */
void kontor_board_text (cairo_t *cr, const PangoFontDescription *font, const char *text, double x, double y,
                        double w, double size, gboolean bold, double xalign, double yalign);

G_END_DECLS
