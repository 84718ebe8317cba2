/* kontor-end-page.h: entering the end position of a game played without
 * Kontor, with the totals updated at every click. */
#pragma once

#include <adwaita.h>
#include "kontor-engine.h"

G_BEGIN_DECLS

#define KONTOR_TYPE_END_PAGE (kontor_end_page_get_type ())
G_DECLARE_FINAL_TYPE (KontorEndPage, kontor_end_page, KONTOR, END_PAGE, GtkWidget)

GtkWidget *kontor_end_page_new (void);
/* Takes a copy. */
void kontor_end_page_set_end (KontorEndPage *self, const KontorEndPosition *end);
const KontorEndPosition *kontor_end_page_get_end (KontorEndPage *self);
/* What clicks and the number fields do (also for tests). */
void kontor_end_page_click_office (KontorEndPage *self, int city, int office);
void kontor_end_page_click_table (KontorEndPage *self, int space);
/* A green city's added office (0 = leftmost): the next player, removed
 * after the last; office == the number built adds one on the right. */
void kontor_end_page_click_green (KontorEndPage *self, int city, int office);
void kontor_end_page_set_number (KontorEndPage *self, int player, const char *what, int value);
/* The displayed total of a player, and the displayed check message. */
const char *kontor_end_page_get_total (KontorEndPage *self, int player);
const char *kontor_end_page_get_check (KontorEndPage *self);

G_END_DECLS
