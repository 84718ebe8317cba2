/* kontor-question-dialog.h: the table's open question as a dialog. */
#pragma once

#include <adwaita.h>
#include "kontor-table.h"

G_BEGIN_DECLS

/* Shows the table's open question (kontor_table_get_question) over
 * parent's window, replacing the dialog in *slot (which the caller keeps
 * and destroys with itself); none open when the table asks nothing.  The
 * answer goes to the table, and the keys to focus. */
void kontor_question_dialog_update (GtkWidget *parent, KontorTable *table, GtkWidget **slot, GtkWidget *focus);

G_END_DECLS
