/* kontor-export.c: a score sheet saved as PNG or PDF. */
#include "config.h"

#include <glib/gi18n.h>
#include <cairo-pdf.h>

#include "kontor-export.h"

/* The sheet as it is shown (the theme's fonts and colours), on the window's
 * background colour: export renders the widget's own snapshot, so what is
 * saved is what the table sees. */
gboolean
kontor_export_widget (GtkWidget *sheet, const char *path, GError **error)
{
  int w = gtk_widget_get_width (sheet), h = gtk_widget_get_height (sheet);
  const double margin = 24;
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  GdkRGBA bg = { 1, 1, 1, 1 };
  gboolean pdf = g_str_has_suffix (path, ".pdf") || g_str_has_suffix (path, ".PDF");

  if (!gtk_widget_get_mapped (sheet) || w <= 0 || h <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The score sheet can be exported only while it is shown."));
      return FALSE;
    }
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_lookup_color (gtk_widget_get_style_context (sheet), "window_bg_color", &bg);
G_GNUC_END_IGNORE_DEPRECATIONS
  paintable = gtk_widget_paintable_new (sheet);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);

  surface = pdf ? cairo_pdf_surface_create (path, w + 2 * margin, h + 2 * margin)
                : cairo_image_surface_create (CAIRO_FORMAT_RGB24, w + 2 * (int) margin, h + 2 * (int) margin);
  cr = cairo_create (surface);
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_paint (cr);
  cairo_translate (cr, margin, margin);
  if (node)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  if (pdf)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png (surface, path);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

