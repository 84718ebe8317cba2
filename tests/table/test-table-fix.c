/* test-table-fix.c: correcting the past at the table, headless
 * (docs/corrections.md): an earlier entry corrected by the ordinary clicks
 * on the board as it was, the consequences shown before Done, entries that
 * wait shown in the history, and every way out (Cancel, Undo, review). */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-table-title.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"

typedef struct {
  KontorGame *game;
  KontorTable *table;
  int refused;
  char *refusal_id;
  int fixed;
  char *summary;
} Fixture;

static void
on_refused (KontorTable *table, const GError *error, Fixture *f)
{
  f->refused++;
  g_free (f->refusal_id);
  f->refusal_id = g_strdup (kontor_error_id (kontor_game_get_title (f->game), error));
}

static void
on_fixed (KontorTable *table, const char *summary, Fixture *f)
{
  f->fixed++;
  g_free (f->summary);
  f->summary = g_strdup (summary);
}

static int
route_of (Fixture *f, const char *id)
{
  const KontorPosition *pos = kontor_game_get_position (f->game);
  return kontor_board_route_index (pos->board, id);
}

static void
click_space (Fixture *f, const char *route, int space)
{
  KontorTarget t = { KONTOR_TARGET_SPACE, route_of (f, route), space };
  g_assert_cmpint (t.a, >=, 0);
  kontor_table_click (f->table, &t);
}

/* Ana: two traders on Hamburg–Lübeck, end of turn; Bo: a trader on
 * Hamburg–Stade. */
static void
set_up (Fixture *f, gconstpointer data)
{
  KontorGameSetup setup = { .board = "base-2-3", .n_players = 3, .names = { "Ana", "Bo", "Cy" },
                            .colors = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN },
                            .variant = KONTOR_VARIANT_NONE, .virtual_draws = TRUE, .seed = 3 };
  g_autoptr (GError) error = NULL;

  f->game = kontor_game_new (&setup, &error);
  g_assert_no_error (error);
  f->table = kontor_table_new (f->game);
  g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->table, "fixed", G_CALLBACK (on_fixed), f);
  click_space (f, "hamburg-luebeck", 0);
  click_space (f, "hamburg-luebeck", 1);
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  click_space (f, "hamburg-stade", 0);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  g_assert_cmpint (f->refused, ==, 0);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
  g_free (f->refusal_id);
  g_free (f->summary);
}

static const char *
piece_at (const KontorPosition *pos, int route, int space)
{
  const KontorPiece *s = &pos->spaces[route][space];
  if (s->owner == KONTOR_NOBODY)
    return "empty";
  return s->kind == KONTOR_PIECE_MERCHANT ? "merchant" : "trader";
}

static char *
history_text (Fixture *f, guint newest_first)
{
  g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (f->table), newest_first);
  return g_strdup (kontor_history_entry_get_text (e));
}

/* Ana's first piece was a merchant: corrected by the ordinary clicks on the
 * board as it was before it; the summary before Done, the game untouched
 * until then. */
static void
test_replace_by_clicks (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  KontorFixKind kind;
  guint index;
  int hl = route_of (f, "hamburg-luebeck");

  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 0, &error));
  g_assert_no_error (error);
  g_assert_true (kontor_table_get_fixing (f->table, &kind, &index));
  g_assert_cmpint (kind, ==, KONTOR_FIX_REPLACE);
  g_assert_cmpuint (index, ==, 0);
  /* the board as it was before entry 1: empty */
  g_assert_cmpstr (piece_at (kontor_table_get_shown_position (f->table), hl, 0), ==, "empty");
  g_assert_cmpstr (piece_at (kontor_table_get_board_position (f->table), hl, 1), ==, "empty");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Correcting entry 1 (Ana placed a trader on Hamburg–Lübeck): make the entry as it really happened.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Cancel Correction");

  g_assert_true (kontor_table_activate (f->table, "piece-kind", g_variant_new_int32 (KONTOR_PIECE_MERCHANT)));
  click_space (f, "hamburg-luebeck", 0);
  g_assert_cmpint (f->refused, ==, 0);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Confirm this correction? Entry 1 corrected. All 3 later entries still fit.\nNo score changed.");
  g_assert_true (kontor_table_get_can_done (f->table));
  g_assert_cmpstr (kontor_table_get_fix_preview (f->table), ==,
                   "Entry 1 corrected. All 3 later entries still fit.\nNo score changed.");
  /* nothing changed yet */
  g_assert_cmpstr (piece_at (kontor_game_get_position (f->game), hl, 0), ==, "trader");
  g_assert_cmpint (f->fixed, ==, 0);
  /* clicks and commands wait for Done or Cancel */
  click_space (f, "hamburg-stade", 1);
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");

  kontor_table_done (f->table);
  g_assert_null (kontor_table_get_fix_preview (f->table));
  g_assert_cmpint (f->fixed, ==, 1);
  g_assert_cmpstr (f->summary, ==, "Entry 1 corrected. All 3 later entries still fit.\nNo score changed.");
  g_assert_cmpstr (kontor_table_get_fix_summary (f->table), ==, f->summary);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  g_assert_cmpstr (piece_at (kontor_game_get_position (f->game), hl, 0), ==, "merchant");
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "");
  {
    g_autofree char *oldest = history_text (f, 3);
    g_assert_cmpstr (oldest, ==, "Ana placed a merchant on Hamburg–Lübeck");
  }
  /* one step of Undo */
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpstr (piece_at (kontor_game_get_position (f->game), hl, 0), ==, "trader");
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  g_assert_true (kontor_table_redo (f->table));
  g_assert_cmpstr (piece_at (kontor_game_get_position (f->game), hl, 0), ==, "merchant");
}

/* A correction that does not fit where it goes is refused like any entry;
 * Cancel goes back step by step; Undo and looking back end a correction. */
static void
test_refused_and_cancelled (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  /* Ana's end of turn was a third placement: she had used her two actions */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 2, &error));
  click_space (f, "hamburg-stade", 2);
  g_assert_cmpint (f->refused, ==, 1);
  g_assert_cmpstr (f->refusal_id, ==, "ht.no-actions-left");
  g_assert_true (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), !=, "fix-confirm");

  /* a good one (the same end of turn), then Cancel: back to entering it */
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Confirm this correction? Entry 3 corrected. The 1 later entry still fits.\nNo score changed.");
  kontor_table_cancel (f->table);
  g_assert_true (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), !=, "fix-confirm");
  /* Cancel again ends the correction: the board is today's */
  kontor_table_cancel (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_true (kontor_table_get_shown_position (f->table) == kontor_game_get_position (f->game));

  /* Undo while correcting leaves the correction, not an entry */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_INSERT, 2, &error));
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Inserting before entry 3 (Ana ended the turn): make the entry as it really happened.");
  g_assert_false (kontor_table_redo (f->table));
  g_assert_true (kontor_table_undo (f->table));
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  /* looking back ends it too */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 1, &error));
  kontor_table_review (f->table, 2);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "review");
  kontor_table_cancel (f->table);

  /* entries that do not exist */
  g_assert_false (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 4, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX);
  g_clear_error (&error);
  g_assert_false (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 7, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX);
  g_clear_error (&error);
  g_assert_false (kontor_table_begin_fix (f->table, KONTOR_FIX_DROP_WAITING, 0, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
}

/* Deleting Ana's end of turn: Bo's entry would be Ana's third action; it
 * waits, the history shows it and why; the forgotten end of turn entered
 * again lets it in. */
static void
test_delete_stops_and_resumes (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  GListModel *history = kontor_table_get_history (f->table);

  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 2, &error));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Confirm this correction? Entry 3 deleted.\n"
                   "Entry 3 (place) no longer fits: No actions are left this turn (2 used); end the turn or use a "
                   "bonus marker for more actions. [ht.no-actions-left]\n"
                   "It waits: correct or delete it, or undo the correction.\nNo score changed.");
  kontor_table_done (f->table);
  g_assert_cmpint (f->fixed, ==, 1);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 2);
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 1);
  /* described as it was entered (Bo's), though it would be Ana's third action now */
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Entry 3 (Bo placed a trader on Hamburg–Stade) needs attention: No actions are left this turn "
                   "(2 used); end the turn or use a bonus marker for more actions. It waits: correct or delete it in "
                   "the history, enter what is missing, or undo the correction.");
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);
  {
    g_autoptr (KontorHistoryEntry) waiting = g_list_model_get_item (history, 0);
    g_autoptr (KontorHistoryEntry) applied = g_list_model_get_item (history, 1);
    g_assert_true (kontor_history_entry_get_waiting (waiting));
    g_assert_cmpstr (kontor_history_entry_get_text (waiting), ==, "Bo placed a trader on Hamburg–Stade");
    g_assert_cmpint (kontor_history_entry_get_seat (waiting), ==, 1);
    g_assert_cmpuint (kontor_history_entry_get_index (waiting), ==, 2);
    g_assert_cmpstr (kontor_history_entry_get_attention (waiting), ==,
                     "No actions are left this turn (2 used); end the turn or use a bonus marker for more actions.");
    g_assert_false (kontor_history_entry_get_waiting (applied));
    g_assert_null (kontor_history_entry_get_attention (applied));
  }
  /* the end of turn entered again: the waiting entry fits and is applied */
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 0);
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==, "");
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 4);
  {
    g_autoptr (KontorHistoryEntry) newest = g_list_model_get_item (history, 0);
    g_assert_false (kontor_history_entry_get_waiting (newest));
  }
  /* Undo: back to the waiting state, then before the deletion */
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 1);
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 4);
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 4);
}

/* The game ends with the waiting entries when the table drops them. */
static void
test_drop_waiting (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 2, &error));
  kontor_table_done (f->table);
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DROP_WAITING, 0, &error));
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Confirm this correction? 1 waiting entry dropped.\nNo score changed.");
  /* Cancel on a deletion ends it */
  kontor_table_cancel (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 1);
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DROP_WAITING, 0, &error));
  kontor_table_done (f->table);
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 0);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (kontor_table_get_history (f->table)), ==, 2);
}

/* Correcting a placement starts with its piece: a merchant stays a
 * merchant until the table says otherwise. */
static void
test_prefilled (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  const KontorHtEntry *e = kontor_table_get_state (f->table);

  g_assert_true (kontor_table_activate (f->table, "piece-kind", g_variant_new_int32 (KONTOR_PIECE_MERCHANT)));
  click_space (f, "hamburg-stade", 1);   /* Bo's merchant, entry 5 */
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 5);
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_MERCHANT);
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_TRADER);   /* Cy's turn: Trader */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 4, &error));
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_MERCHANT);
  /* the other space, the same piece: one click */
  click_space (f, "hamburg-stade", 2);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  kontor_table_done (f->table);
  g_assert_cmpint (((const KontorAction *) kontor_game_get_action (f->game, 4))->piece, ==, KONTOR_PIECE_MERCHANT);
  g_assert_cmpint (((const KontorAction *) kontor_game_get_action (f->game, 4))->space, ==, 2);
  /* an end of turn has no piece: Trader, as at any new turn */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 2, &error));
  g_assert_cmpint (e->piece_kind, ==, KONTOR_PIECE_TRADER);
}

/* Four entries waiting behind Ana's deleted end of turn: the ones behind
 * the first cannot be corrected yet; the first can, on the board where the
 * game stands; the title's own prompt follows the correction's. */
static void
test_waiting_edges (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree gpointer action = NULL;
  const KontorTitle *title = kontor_game_get_title (f->game);

  click_space (f, "hamburg-stade", 1);   /* Bo, entry 5 */
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  click_space (f, "bremen-hamburg", 0);  /* Cy, entry 7 */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 2, &error));
  kontor_table_done (f->table);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 2);
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 4);
  g_assert_true (g_str_has_suffix (kontor_table_get_prompt (f->table),
                                   "It and 3 later entries wait: correct or delete it in the history, enter what is "
                                   "missing, or undo the correction."));
  /* behind the first: not yet */
  g_assert_false (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 4, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX);
  g_assert_cmpstr (error->message, ==, "This entry waits behind one that no longer fits: correct or delete that one first.");
  g_clear_error (&error);
  g_assert_false (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 4, &error));
  g_assert_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIX);
  g_clear_error (&error);
  /* the first: corrected on the board as it stands, with the title's prompt */
  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_REPLACE, 2, &error));
  g_assert_true (kontor_table_get_entry_position (f->table) == kontor_game_get_position (f->game)
                 || memcmp (kontor_table_get_entry_position (f->table), kontor_game_get_position (f->game),
                            title->position_size) == 0);
  g_assert_true (kontor_table_activate (f->table, "place", NULL));
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (f->table),
                                   "Correcting entry 3 (Bo placed a trader on Hamburg–Stade): "));
  g_assert_cmpstr (kontor_table_get_prompt (f->table), !=,
                   "Correcting entry 3 (Bo placed a trader on Hamburg–Stade): make the entry as it really happened.");
  kontor_table_cancel (f->table);   /* the title's step */
  g_assert_true (kontor_table_activate (f->table, "end-turn", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "fix-confirm");
  /* nothing more is entered while a correction waits for Done */
  action = g_memdup2 (kontor_game_get_waiting (f->game, 0), title->action_size);
  g_assert_false (kontor_table_enter (f->table, action));
  kontor_table_done (f->table);
  /* the end of turn replaced the waiting place: Bo's other entries fit again */
  g_assert_cmpuint (kontor_game_get_n_waiting (f->game), ==, 0);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 6);
}

/* Inserting after the last entry (a forgotten one at the end) and a game
 * reopened with waiting entries: they are described where the game stands. */
static void
test_insert_at_end_and_reopened (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) again = NULL;
  g_autoptr (KontorTable) table = NULL;
  g_autofree char *json = NULL;

  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_INSERT, 4, &error));
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Inserting a forgotten entry: make the entry as it really happened.");
  kontor_table_cancel (f->table);
  g_assert_false (kontor_table_get_fixing (f->table, NULL, NULL));

  g_assert_true (kontor_table_begin_fix (f->table, KONTOR_FIX_DELETE, 2, &error));
  kontor_table_done (f->table);
  json = kontor_game_to_json (f->game);
  again = kontor_game_new_from_data (json, -1, NULL, &error);
  g_assert_no_error (error);
  table = kontor_table_new (again);
  g_assert_cmpuint (g_list_model_get_n_items (kontor_table_get_history (table)), ==, 3);
  {
    g_autoptr (KontorHistoryEntry) waiting = g_list_model_get_item (kontor_table_get_history (table), 0);
    /* no earlier rows to take its words from: as it would be now, Ana's */
    g_assert_cmpstr (kontor_history_entry_get_text (waiting), ==, "Ana placed a trader on Hamburg–Stade");
    g_assert_true (kontor_history_entry_get_waiting (waiting));
  }
  g_assert_true (g_str_has_prefix (kontor_table_get_prompt (table),
                                   "Entry 3 (Ana placed a trader on Hamburg–Stade) needs attention: "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, set_up, fn, tear_down)
  ADD ("/table/fix/replace-by-clicks", test_replace_by_clicks);
  ADD ("/table/fix/refused-and-cancelled", test_refused_and_cancelled);
  ADD ("/table/fix/delete-stops-and-resumes", test_delete_stops_and_resumes);
  ADD ("/table/fix/drop-waiting", test_drop_waiting);
  ADD ("/table/fix/prefilled", test_prefilled);
  ADD ("/table/fix/waiting-edges", test_waiting_edges);
  ADD ("/table/fix/insert-at-end-and-reopened", test_insert_at_end_and_reopened);
  return g_test_run ();
}
