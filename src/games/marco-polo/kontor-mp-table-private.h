/* kontor-mp-table-private.h: what the two halves of Marco Polo's table part
 * share: kontor-mp-table.c (steps, taps, commands, marks, words at a
 * target) and kontor-mp-table-ask.c (purchases, the fight, debts, the
 * Khan's gifts, the mission, chance cards: the questions they ask; the
 * prompt). */
#pragma once

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kontor-mp.h"
#include "kontor-mp-hints.h"
#include "kontor-mp-table.h"
#include "kontor-table-title.h"

G_BEGIN_DECLS

static inline const MpPosition *
kontor_mpt_current (KontorTable *table)
{
  return kontor_table_get_entry_position (table);
}

static inline const MpSetup *
kontor_mpt_setup (KontorTable *table)
{
  return kontor_game_get_setup (kontor_table_get_game (table));
}

static inline const char *
kontor_mpt_name (KontorTable *table, int seat)
{
  return kontor_game_get_player_name (kontor_table_get_game (table), seat);
}

/* kontor-mp-table.c */
G_GNUC_INTERNAL void kontor_mpt_step_reset (KontorMpEntry *e);
/* Enters the entry; the step starts over once it is made. */
G_GNUC_INTERNAL gboolean kontor_mpt_enter (KontorTable *table, KontorMpEntry *e, const MpAction *a);

/* kontor-mp-table-ask.c: kind -1 asks which card (table draws) */
G_GNUC_INTERNAL void kontor_mpt_buy_from_pile (KontorTable *table, KontorMpEntry *e, int group, int kind);
G_GNUC_INTERNAL void kontor_mpt_buy_from_player (KontorTable *table, KontorMpEntry *e, int seller, int kind);
/* The fight with e->red and e->black: a win at once, a loss asks how it is paid. */
G_GNUC_INTERNAL void kontor_mpt_fight (KontorTable *table, KontorMpEntry *e);
G_GNUC_INTERNAL void kontor_mpt_fight_for_me (KontorTable *table, KontorMpEntry *e);
G_GNUC_INTERNAL void kontor_mpt_give_gifts (KontorTable *table, KontorMpEntry *e, const char *hash);
G_GNUC_INTERNAL void kontor_mpt_reveal_mission (KontorTable *table, KontorMpEntry *e, const char *city, const char *salt);
G_GNUC_INTERNAL void kontor_mpt_ask_effect (KontorTable *table, KontorMpEntry *e);
G_GNUC_INTERNAL void kontor_mpt_chance_json (KontorTable *table, KontorMpEntry *e, const char *effects);
G_GNUC_INTERNAL void kontor_mpt_answer (KontorTable *table, gpointer state, int choice, const int *numbers);
G_GNUC_INTERNAL char *kontor_mpt_prompt (KontorTable *table, gconstpointer state, KontorPromptButtons *buttons);

G_END_DECLS
