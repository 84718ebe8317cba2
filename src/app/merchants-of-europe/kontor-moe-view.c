/* kontor-moe-view.c: a stub until Merchants of Europe's view lands. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-moe-view.h"

static const KontorViewColor colors[] = {
  { "red", N_("Red") }, { "blue", N_("Blue") }, { "white", N_("White") }, { "orange", N_("Orange") },
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

const KontorTitleView kontor_moe_view = {
  .title_id = "merchants-of-europe",
  .colors = colors,
  .board_new = board_new,
  .board_set_table = board_set_table,
};
