/* kontor-board-draw-util.c: small cairo and pango helpers the titles'
 * boards draw with (see kontor-board-draw-util.h). */
#include "config.h"

#include <adwaita.h>

#include "kontor-board-draw-util.h"

void
kontor_board_get_style (GtkWidget *widget, gboolean *dark, GdkRGBA *fg, GdkRGBA *accent,
                        const PangoFontDescription **font)
{
  GtkStyleContext *style = gtk_widget_get_style_context (widget);

  *dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gtk_style_context_get_color (style, fg);
  if (!gtk_style_context_lookup_color (style, "accent_color", accent))
    gdk_rgba_parse (accent, *dark ? "#78aeed" : "#1c71d8");
  *font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
}

void
kontor_board_set_rgb (cairo_t *cr, KontorBoardRgb c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

PangoLayout *
kontor_board_text_layout (cairo_t *cr, const PangoFontDescription *font, const char *text, double size,
                          gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) copy = pango_font_description_copy (font);

  pango_font_description_set_weight (copy, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (copy, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, copy);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

void
kontor_board_text (cairo_t *cr, const PangoFontDescription *font, const char *text, double x, double y,
                   double w, double size, gboolean bold, double xalign, double yalign)
{
  g_autoptr (PangoLayout) layout = kontor_board_text_layout (cr, font, text, size, bold);
  PangoRectangle logical;

  if (w > 0)
    {
      pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - xalign * logical.width - logical.x, y - yalign * logical.height);
  pango_cairo_show_layout (cr, layout);
}

void
kontor_board_rounded_box (cairo_t *cr, double x, double y, double w, double h, double r)
{
  kontor_board_rounded_rect (cr, x, y, w, h, MIN (r, MIN (w, h) / 2));
}

void
kontor_board_text_on (cairo_t *cr, KontorBoardRgb c)
{
  if (0.3 * c.r + 0.59 * c.g + 0.11 * c.b > 0.6)
    cairo_set_source_rgb (cr, 0.1, 0.09, 0.08);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
}
