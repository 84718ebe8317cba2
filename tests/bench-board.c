/* Benchmark (meson test --benchmark): one board redraw at 1920x1080, the
 * position of a game 1,000 actions in; prints the median of 200 draws. */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "kontor-board-view.h"

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : "tests",
                                            "records", "complete-3p.kontor", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;
  KontorPosition pos;
  GtkWidget *board;
  cairo_surface_t *surface;
  double ms[200];

  if (!gtk_init_check ())
    {
      g_printerr ("no display\n");
      return 77;
    }
  adw_init ();
  game = kontor_game_new_from_file (path, NULL, &error);
  if (game == NULL)
    g_error ("%s", error->message);
  kontor_game_position_at (game, 1000, &pos);
  board = g_object_ref_sink (kontor_board_view_new ());
  kontor_board_view_set_position (KONTOR_BOARD_VIEW (board), &pos);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  for (int i = 0; i < 200; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();
      kontor_board_view_draw (KONTOR_BOARD_VIEW (board), cr, 1920, 1080);
      cairo_surface_flush (surface);
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      cairo_destroy (cr);
    }
  qsort (ms, 200, sizeof ms[0], compare);
  g_print ("board redraw at 1920x1080 ms (median of 200): %.3f\n", ms[100]);
  cairo_surface_destroy (surface);
  g_object_unref (board);
  return 0;
}
