/* kontor-table-page-private.h: the table page's parts (view, actions,
 * dialogs) share this; nothing outside src/app/kontor-table-page*.c does. */
#pragma once

#include "kontor-table-page.h"
#include "kontor-table.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"

G_BEGIN_DECLS

struct _KontorTablePage
{
  GtkWidget parent_instance;

  GtkWidget *root_box;

  KontorGame *game;
  KontorTable *table;
  GtkWidget *dialog;            /* the open question, if any */

  GtkRevealer *prompt_revealer;
  GtkLabel *prompt_label;
  GtkButton *prompt_done;
  GtkButton *prompt_cancel;
  GtkButton *prompt_extra;
  KontorBoardView *board;
  GtkToggleButton *trader_toggle;
  GtkToggleButton *merchant_toggle;
  GtkLabel *game_status;
  GtkBox *players_box;
  GtkListBox *history_list;
  GtkRevealer *hints_revealer;
  GtkBox *hints_box;
  GtkToggleButton *hints_toggle;
  int network_shown;            /* player whose network the board shows, -1 */
  gboolean walkthrough;         /* first-game tips during the first two rounds */
  gboolean syncing_kind;        /* the toggles follow the table, not the other way */
  GtkWidget *cards[KONTOR_MAX_PLAYERS];
  GtkWidget *neutral_card;      /* two-player variant */
  GtkLabel *neutral_prestige;
  GtkLabel *neutral_details;
};

enum { KONTOR_TABLE_PAGE_SHOW_SCORE, KONTOR_TABLE_PAGE_N_SIGNALS };
extern guint kontor_table_page_signals[KONTOR_TABLE_PAGE_N_SIGNALS];

/* kontor-table-page.c */
void kontor_table_page_refresh (KontorTablePage *self);
void kontor_table_page_update_hints (KontorTablePage *self);
void kontor_table_page_toast (KontorTablePage *self, const char *text, const char *rule_section);

/* kontor-table-page-actions.c: one handler per action, and their keys */
void kontor_table_page_install_actions (GtkWidgetClass *widget_class);
void kontor_table_page_update_actions (KontorTablePage *self);

/* kontor-table-page-dialogs.c: the table's questions as dialogs */
void kontor_table_page_show_question (KontorTablePage *self);

G_END_DECLS

G_BEGIN_DECLS
/* What a click, the Done button or a marker button does (for tests). */
void kontor_table_page_click_space (KontorTablePage *self, int route, int space);
void kontor_table_page_click_city (KontorTablePage *self, int city);
void kontor_table_page_done (KontorTablePage *self);
/* The prompt's third button (name the marker, claim without office, show the score). */
void kontor_table_page_prompt_extra (KontorTablePage *self);
void kontor_table_page_use_marker (KontorTablePage *self, KontorMarker marker);
void kontor_table_page_set_piece_kind (KontorTablePage *self, KontorPieceKind kind);
/* The text of the prompt above the board, "" when hidden. */
const char *kontor_table_page_get_prompt (KontorTablePage *self);
/* Enters an action as every click finally does. */
gboolean kontor_table_page_apply (KontorTablePage *self, const KontorAction *action, GError **error);
G_END_DECLS
