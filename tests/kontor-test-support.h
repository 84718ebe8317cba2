/* kontor-test-support.h: what test programs ask of a running window. */
#pragma once

#include "kontor-window.h"

/* Enters a JSON list of record actions through the table, as clicks would. */
void kontor_test_enter (KontorWindow *window, const char *path);
/* Prints what the window shows (page, entries, totals, an open dialog). */
void kontor_test_report (KontorWindow *window);
/* The process's peak resident memory in kB (VmHWM), -1 if unknown. */
long kontor_peak_rss_kb (void);
/* Removes a folder and everything below it (a test's temporary data). */
void kontor_test_remove_tree (const char *path);
/* The open message dialog, as a person sees it (NULL if none). */
AdwMessageDialog *kontor_test_find_dialog (void);
/* The widget as drawn, as NAME in $KONTOR_SCREENSHOT_DIR (else screenshots/). */
void kontor_test_save_screenshot (GtkWidget *widget, const char *name);
