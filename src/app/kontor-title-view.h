/* kontor-title-view.h: what the app draws for a title other than Hansa
 * Teutonica (which has its own table page): the board widget, the command
 * bar, the setup's options and the score sheet's rows.  A title's view
 * lives in src/app/TITLE/ and is listed in kontor-title-views.c; the
 * generic KontorPlayPage does the rest (prompt, history, hints, questions,
 * refusals, the score sheet and its export) from the table and the engine. */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>
#include "kontor-table.h"
#include "kontor-title.h"
#include "kontor-rules.h"

G_BEGIN_DECLS

typedef struct {
  const char *id;              /* the record's colour id */
  const char *name;            /* N_("Red"): translate with _() */
} KontorViewColor;

typedef struct {
  const char *label;           /* N_("_Refill"): a button of the command bar */
  const char *command;         /* kontor_table_activate's name */
  const char *modes;           /* the table modes it can be used in, space-separated */
  const char *tooltip;         /* N_() */
} KontorViewCommand;

typedef struct {
  const char *field;           /* a member of the score output's player objects */
  const char *label;           /* N_("Sold markers") */
  gboolean total;              /* shown in bold */
  gboolean optional;           /* left out when it is 0 for every player */
} KontorScoreRow;

typedef struct _KontorTitleView KontorTitleView;
struct _KontorTitleView
{
  const char *title_id;
  const KontorViewColor *colors;       /* up to the first with id NULL */
  const KontorViewCommand *commands;   /* up to the first with label NULL */
  const KontorScoreRow *score_rows;    /* up to the first with field NULL */

  /* The board: a widget that draws the table and clicks on it. */
  GtkWidget  *(*board_new)       (void);
  void        (*board_set_table) (GtkWidget *board, KontorTable *table);

  /* What the players strip shows of a player of the score output, short
   * ("1,100 reales"); NULL: the total, as VP.  Optional. */
  char       *(*strip_points)    (JsonObject *player);

  /* The score sheet's words under the rows: how the ranks were settled,
   * one line each (char *).  Optional. */
  GPtrArray  *(*score_notes)     (JsonObject *score);

  /* The setup page: the title's own options (NULL: none); the request's
   * board and draws from them; prepare runs before a game starts: FALSE
   * when it needs something first (it then asks, and calls ready (data)
   * once done); header completes the new game's header with what prepare
   * asked (and forgets it). */
  GtkWidget  *(*options_new)     (void);
  void        (*options_request) (GtkWidget *options, KontorNewGame *request);
  gboolean    (*options_prepare) (GtkWidget *options, GtkWindow *parent, const KontorNewGame *request,
                                  GCallback ready, gpointer data);
  void        (*options_header)  (GtkWidget *options, JsonObject *header);

  /* The rules reference of the title (the rules window shows these while a
   * game of the title is at the table), and the section a refusal's rule
   * is explained in (NULL: none).  Optional. */
  const KontorRulesSection *(*rules_sections) (guint *n);
  const char *(*rules_section_for_error) (const GError *error);

  /* "Score a finished game": a page to enter the end position (NULL: the
   * title offers none).  The page emits "show-score" with the score output
   * (a JsonObject, the title's end_position_score_json) when asked. */
  GtkWidget  *(*end_page_new)    (void);
  void        (*end_page_set_players) (GtkWidget *page, int n, const char *const *names, const char *const *colors);
};

/* The view of a title, or NULL (Hansa Teutonica has its own page). */
const KontorTitleView *kontor_title_view_lookup (const char *title_id);
/* The colour's translated name (the id when the view does not know it). */
const char *kontor_title_view_color_name (const KontorTitleView *view, const char *id);

G_END_DECLS
