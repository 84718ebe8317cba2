/* kontor-table-page-private.h: the table page's parts (view, actions,
 * dialogs) share this; nothing outside src/app/kontor-table-page*.c does. */
#pragma once

#include "kontor-table-page.h"
#include "kontor-table.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"

G_BEGIN_DECLS

/* How the page is arranged: the panel beside the board (wide windows),
 * below it (portrait), or folded away and opened over the board. */
typedef enum {
  KONTOR_TABLE_LAYOUT_BESIDE,
  KONTOR_TABLE_LAYOUT_BELOW,
  KONTOR_TABLE_LAYOUT_FOLDED,
} KontorTableLayout;

struct _KontorTablePage
{
  GtkWidget parent_instance;

  KontorGame *game;
  KontorTable *table;
  GtkWidget *dialog;            /* the open question, if any */
  GtkWidget *fix_dialog;        /* the pending correction asked, if any (kontor-table-page-fix.c) */
  AdwToast *fix_toast;          /* the last correction's toast (an older one is dismissed) */

  /* the page's parts, laid out by kontor-table-layout.c */
  GtkWidget *strip;             /* every player's colour, name and prestige */
  GtkWidget *prompt_box;        /* the prompt, or the game's status: fixed height */
  GtkWidget *board_overlay;     /* the board, with the page's toasts over it */
  GtkWidget *actions_box;       /* Hire … Claim */
  GtkWidget *controls_box;      /* Trader/Merchant, hints, panel, End Turn */
  GtkWidget *panel;             /* cards, hints, history (scrolled) */
  GtkWidget *panel_box;
  GtkWidget *end_turn_button;
  KontorTableLayout layout;     /* the arrangement of the last allocation */
  gboolean panel_hidden;        /* docked panel put away by the people */
  gboolean panel_open;          /* the panel over the board (narrow windows) */
  guint scroll_tick;            /* brings the active player's card into view */
  int scrolled_to;              /* the seat last brought into view */
  int scroll_tries;
  int scroll_seat;              /* the card to bring into view (a seat, or the neutral's) */

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
  GtkWidget *chips[KONTOR_MAX_PLAYERS + 1];   /* the strip; the last: neutral */
  GtkWidget *neutral_card;      /* two-player variant */
  GtkLabel *neutral_prestige;
  GtkLabel *neutral_details;
  GtkLabel *status_label;       /* the last message, in a status object */
  int said_turn;                /* the turn and seat last said there, -1 */
  gboolean said_end;            /* the end of the game said there */
  guint64 said_step;            /* the game's step (entries, cursor) when it was said */
  gint64 said_time;             /* and when */
};

enum { KONTOR_TABLE_PAGE_SHOW_SCORE, KONTOR_TABLE_PAGE_N_SIGNALS };
extern guint kontor_table_page_signals[KONTOR_TABLE_PAGE_N_SIGNALS];

/* kontor-table-page.c */
void kontor_table_page_refresh (KontorTablePage *self);
void kontor_table_page_update_hints (KontorTablePage *self);
void kontor_table_page_toast (KontorTablePage *self, const char *text, const char *rule_section);
/* Puts text in the page's status object (what a screen reader reads out);
 * every toast of the page does it too. */
void kontor_table_page_say (KontorTablePage *self, const char *text);
/* Adds a toast over the board and says its text. */
void kontor_table_page_add_toast (KontorTablePage *self, AdwToast *toast, const char *text);

/* kontor-table-page-actions.c: one handler per action, and their keys */
void kontor_table_page_install_actions (GtkWidgetClass *widget_class);
void kontor_table_page_update_actions (KontorTablePage *self);

/* kontor-table-layout.c: where each part goes, for any window size */
void kontor_table_page_class_init_layout (GtkWidgetClass *widget_class);
void kontor_table_page_toggle_panel (KontorTablePage *self);

/* kontor-table-page-players.c: the strip, the cards, the neutral */
void kontor_table_page_build_players (KontorTablePage *self);
void kontor_table_page_update_players (KontorTablePage *self, const KontorPosition *pos, gboolean idle, gboolean past);
void kontor_table_page_clear_players (KontorTablePage *self);
/* The seat's card into the panel's view (-1: the last one asked for). */
void kontor_table_page_bring_into_view (KontorTablePage *self, int seat);

/* kontor-table-page-history.c: the history, grouped by turn */
void kontor_table_page_init_history (KontorTablePage *self);
void kontor_table_page_bind_history (KontorTablePage *self);
void kontor_table_page_update_history (KontorTablePage *self);

/* kontor-table-page-fix.c: correcting an earlier entry from the history */
void kontor_table_page_install_fix_actions (GtkWidgetClass *widget_class);
/* The menu of an entry's row (made when its button opens). */
GMenuModel *kontor_table_page_fix_menu (KontorHistoryEntry *entry);
/* The row's menu (Correct, Insert Before, Delete, …), or NULL where none applies. */
GtkWidget *kontor_table_page_fix_menu_button (KontorTablePage *self, KontorHistoryEntry *entry);
/* Asks a pending correction in a dialog (on every table update). */
void kontor_table_page_update_fix (KontorTablePage *self);
void kontor_table_page_on_fixed (KontorTable *table, const char *summary, KontorTablePage *self);


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
