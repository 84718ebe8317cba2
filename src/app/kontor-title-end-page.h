/* kontor-title-end-page.h: "Score a finished game" of a title with a view. */
#pragma once

#include <adwaita.h>
#include "kontor-score-sheet.h"
#include "kontor-title-view.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_TITLE_END_PAGE (kontor_title_end_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorTitleEndPage, kontor_title_end_page, KONTOR, TITLE_END_PAGE, GtkWidget)

GtkWidget *kontor_title_end_page_new (void);
/* A new end position of the view's title for these players (seat order,
 * colour ids); the view must have an end page. */
void kontor_title_end_page_set_players (KontorTitleEndPage *self, const KontorTitleView *view, int n,
                                        const char *const *names, const char *const *colors);
/* The view's own page, and the sheet (for tests). */
GtkWidget *kontor_title_end_page_get_entry (KontorTitleEndPage *self);
KontorScoreSheet *kontor_title_end_page_get_sheet (KontorTitleEndPage *self);

G_END_DECLS
