/* kontor-moe-table-private.h: what the two halves of Merchants of Europe's
 * table part share: kontor-moe-table.c (steps, taps, commands, marks, the
 * production grid) and kontor-moe-table-ask.c (the robber, builds,
 * deliveries and development cards with the questions they ask; the
 * prompt; the words at a target). */
#pragma once

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-moe.h"
#include "kontor-moe-hints.h"
#include "kontor-moe-table.h"
#include "kontor-table-title.h"

G_BEGIN_DECLS

static inline const MoePosition *
kontor_moet_current (KontorTable *table)
{
  return kontor_table_get_entry_position (table);
}

static inline const MoeSetup *
kontor_moet_setup (KontorTable *table)
{
  return kontor_game_get_setup (kontor_table_get_game (table));
}

static inline const char *
kontor_moet_name (KontorTable *table, int seat)
{
  return kontor_game_get_player_name (kontor_table_get_game (table), seat);
}

/* kontor-moe-table.c */
G_GNUC_INTERNAL void kontor_moet_step_reset (KontorMoeEntry *e);
/* Enters the entry; the step starts over once it is made. */
G_GNUC_INTERNAL gboolean kontor_moet_enter (KontorTable *table, KontorMoeEntry *e, const MoeAction *a);
/* The entry's label into an action field ("" leaves it out). */
G_GNUC_INTERNAL void kontor_moet_set_label (MoeAction *a, MoeText *field, guint8 *has, const char *label);

/* kontor-moe-table-ask.c */
/* The robber (or a lancer's): victim -1 no steal; card -1 asks (table draws). */
G_GNUC_INTERNAL void kontor_moet_robber (KontorTable *table, KontorMoeEntry *e, int victim, int card);
/* The entry of a build as a tap makes it (the label, the ticks, the deliveries). */
G_GNUC_INTERNAL MoeAction kontor_moet_build_action (KontorTable *table, const KontorMoeEntry *e, int build, int replace);
G_GNUC_INTERNAL void kontor_moet_build (KontorTable *table, KontorMoeEntry *e, int build, int replace);
/* The chosen kontors from a standing caravan (piece 0 asks with two). */
G_GNUC_INTERNAL void kontor_moet_deliver (KontorTable *table, KontorMoeEntry *e, int piece);
G_GNUC_INTERNAL void kontor_moet_ask_dev (KontorTable *table, KontorMoeEntry *e);
G_GNUC_INTERNAL void kontor_moet_play_dev_json (KontorTable *table, KontorMoeEntry *e, const char *kind, const char *effects);
G_GNUC_INTERNAL void kontor_moet_answer (KontorTable *table, gpointer state, int choice, const int *numbers);
G_GNUC_INTERNAL char *kontor_moet_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons);
G_GNUC_INTERNAL char *kontor_moet_target_text (KontorTable *table, const KontorTarget *target);

G_END_DECLS
