/* kontor-mp-view.c: a stub until Marco Polo's view lands. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-mp-view.h"

static const KontorViewColor colors[] = {
  { "red", N_("Red") }, { "blue", N_("Blue") }, { "green", N_("Green") }, { "yellow", N_("Yellow") },
  { NULL, NULL },
};

static GtkWidget *
board_new (void)
{
  return gtk_label_new ("");
}

static void
board_set_table (GtkWidget *board, KontorTable *table)
{
}

const KontorTitleView kontor_mp_view = {
  .title_id = "marco-polo-classic",
  .colors = colors,
  .board_new = board_new,
  .board_set_table = board_set_table,
};
