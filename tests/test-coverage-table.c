/* The generic table layer (src/table) beyond the click sequences of
 * tests/table: its properties, looking back, questions, the history model
 * through undo, redo and a new entry after undo (issue 27). */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"
#include "kontor-table.h"
#include "kontor-table-title.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"
#include "kontor-counter-title.h"

typedef struct {
  KontorGame *game;
  KontorTable *table;
  int refused, updated, prompt_notes, mode_notes, review_notes, question_notes;
  guint changes, removed, added;   /* items-changed of the history */
} Fixture;

static void on_refused (KontorTable *t, const GError *e, Fixture *f) { f->refused++; }
static void on_updated (KontorTable *t, Fixture *f) { f->updated++; }

static void
on_notify (GObject *o, GParamSpec *pspec, Fixture *f)
{
  if (g_str_equal (pspec->name, "prompt"))
    f->prompt_notes++;
  else if (g_str_equal (pspec->name, "mode"))
    f->mode_notes++;
  else if (g_str_equal (pspec->name, "review"))
    f->review_notes++;
  else if (g_str_equal (pspec->name, "question"))
    f->question_notes++;
}

static void
on_items_changed (GListModel *m, guint position, guint removed, guint added, Fixture *f)
{
  f->changes++;
  f->removed += removed;
  f->added += added;
}

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
  g_assert_nonnull (f->table);
  g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->table, "updated", G_CALLBACK (on_updated), f);
  g_signal_connect (f->table, "notify", G_CALLBACK (on_notify), f);
  g_signal_connect (kontor_table_get_history (f->table), "items-changed", G_CALLBACK (on_items_changed), f);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
}

static void
enter (Fixture *f, const char *json)
{
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;
  KontorAction a;
  g_assert_true (kontor_action_from_json (node, kontor_game_get_position (f->game), &a, &error));
  g_assert_true (kontor_table_apply (f->table, &a, &error));
  g_assert_no_error (error);
}

static char *
history_text (Fixture *f, guint position)
{
  g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (f->table), position);
  return e ? g_strdup_printf ("%u %s%s (seat %d)", kontor_history_entry_get_index (e), kontor_history_entry_get_text (e),
                              kontor_history_entry_get_undone (e) ? " [undone]" : "", kontor_history_entry_get_seat (e))
           : NULL;
}

#define PLACE(r, s) "{\"do\": \"place\", \"route\": \"" r "\", \"space\": " #s ", \"piece\": \"trader\"}"

/* Undo and redo grey rows in place; a new entry after undo drops the undone ones. */
static void
test_history (Fixture *f, gconstpointer data)
{
  GListModel *h = kontor_table_get_history (f->table);
  g_autofree char *t0 = NULL, *t1 = NULL, *t2 = NULL, *t3 = NULL;

  g_assert_true (g_list_model_get_item_type (h) == KONTOR_TYPE_HISTORY_ENTRY);
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 0);
  g_assert_null (g_list_model_get_item (h, 0));
  enter (f, PLACE ("hamburg-luebeck", 0));
  enter (f, PLACE ("hamburg-luebeck", 1));
  enter (f, "{\"do\": \"end-turn\"}");
  enter (f, PLACE ("hamburg-stade", 0));
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 4);
  g_assert_cmpuint (f->added, ==, 4);
  t0 = history_text (f, 0);
  t3 = history_text (f, 3);
  g_assert_cmpstr (t0, ==, "3 Bo placed a trader on Hamburg–Stade (seat 1)");
  g_assert_cmpstr (t3, ==, "0 Ana placed a trader on Hamburg–Lübeck (seat 0)");
  g_assert_null (g_list_model_get_item (h, 4));

  /* undo twice: the two newest rows are greyed, one change each */
  f->changes = f->added = f->removed = 0;
  g_assert_true (kontor_table_undo (f->table));
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpuint (f->changes, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 4);
  t1 = history_text (f, 1);
  g_assert_cmpstr (t1, ==, "2 Ana ended the turn [undone] (seat 0)");
  /* redo one */
  g_assert_true (kontor_table_redo (f->table));
  g_clear_pointer (&t1, g_free);
  t1 = history_text (f, 1);
  g_assert_cmpstr (t1, ==, "2 Ana ended the turn (seat 0)");
  /* a new entry: the undone one is dropped, the new one described */
  f->changes = f->added = f->removed = 0;
  enter (f, PLACE ("hamburg-stade", 1));
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 4);
  g_assert_cmpuint (f->removed, ==, 1);
  g_assert_cmpuint (f->added, ==, 1);
  t2 = history_text (f, 0);
  g_assert_cmpstr (t2, ==, "3 Bo placed a trader on Hamburg–Stade (seat 1)");
  /* undo everything, then one new entry */
  while (kontor_table_undo (f->table))
    ;
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 0);
  enter (f, PLACE ("bremen-hamburg", 0));
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 1);
  g_clear_pointer (&t0, g_free);
  t0 = history_text (f, 0);
  g_assert_cmpstr (t0, ==, "0 Ana placed a trader on Bremen–Hamburg (seat 0)");
  g_assert_false (kontor_table_redo (f->table));
}

/* The properties the view binds to, and their notifications. */
static void
test_properties (Fixture *f, gconstpointer data)
{
  g_autofree char *prompt = NULL, *mode = NULL;
  gpointer highlights = NULL, question = NULL;
  guint review = 0;

  g_object_get (f->table, "prompt", &prompt, "mode", &mode, "highlights", &highlights, "review", &review,
                "question", &question, NULL);
  g_assert_cmpstr (prompt, ==, kontor_table_get_prompt (f->table));
  g_assert_cmpstr (mode, ==, "idle");
  g_assert_true (highlights == kontor_table_get_highlights (f->table));
  g_assert_cmpuint (review, ==, G_MAXUINT);
  g_assert_null (question);
  g_assert_null (kontor_table_get_question (f->table));
  g_assert_nonnull (kontor_table_get_selected (f->table));
  g_assert_nonnull (kontor_table_get_state (f->table));
  g_assert_true (kontor_table_get_game (f->table) == f->game);
  g_assert_null (kontor_table_get_extra_label (f->table));
  g_assert_false (kontor_table_activate (f->table, "no-such-command", NULL));
  /* the Place command: the mode and the prompt change */
  f->prompt_notes = 0;
  g_assert_true (kontor_table_activate (f->table, "place", NULL));
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "place");
  g_assert_cmpint (f->prompt_notes, ==, 1);
  kontor_table_cancel (f->table);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
}

/* Looking back: nothing can be entered; Cancel, a command or a new entry end it. */
static void
test_review (Fixture *f, gconstpointer data)
{
  KontorTarget space = { KONTOR_TARGET_SPACE, kontor_board_route_index (((const KontorPosition *) kontor_game_get_position (f->game))->board, "hamburg-stade"), 0 };
  const KontorPosition *shown;

  enter (f, PLACE ("hamburg-luebeck", 0));
  enter (f, PLACE ("hamburg-luebeck", 1));
  f->review_notes = 0;
  kontor_table_review (f->table, 1);
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, 1);
  g_assert_cmpint (f->review_notes, ==, 1);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "review");
  g_assert_cmpstr (kontor_table_get_prompt (f->table), ==,
                   "Looking back: the board after “Ana placed a trader on Hamburg–Lübeck”. Nothing can be entered here.");
  g_assert_cmpstr (kontor_table_get_cancel_label (f->table), ==, "_Back to the Game");
  g_assert_false (kontor_table_get_can_done (f->table));
  shown = kontor_table_get_shown_position (f->table);
  /* after the first entry: Hamburg–Lübeck holds Ana's trader on space 0 only */
  g_assert_cmpint (shown->spaces[kontor_board_route_index (shown->board, "hamburg-luebeck")][0].owner, ==, 0);
  g_assert_cmpint (shown->spaces[kontor_board_route_index (shown->board, "hamburg-luebeck")][1].owner, ==, KONTOR_NOBODY);
  /* clicks, Done and the extra button do nothing while looking back */
  kontor_table_click (f->table, &space);
  kontor_table_done (f->table);
  kontor_table_extra (f->table);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 2);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "review");
  /* Cancel goes back to the game */
  kontor_table_cancel (f->table);
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "idle");
  g_assert_true (kontor_table_get_shown_position (f->table) == kontor_game_get_position (f->game));
  /* a command ends looking back too */
  kontor_table_review (f->table, 2);
  g_assert_true (kontor_table_activate (f->table, "place", NULL));
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
  g_assert_cmpstr (kontor_table_get_mode (f->table), ==, "place");
  /* and so does any change of the game */
  kontor_table_review (f->table, 1);
  g_assert_true (kontor_table_undo (f->table));
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
  /* looking back past the entries or at nothing: back to the game */
  kontor_table_review (f->table, 0);
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
  kontor_table_review (f->table, 99);
  g_assert_cmpuint (kontor_table_get_review (f->table), ==, G_MAXUINT);
}

/* A question (hire): asked, answered, or dropped by a change of the game. */
static void
test_question (Fixture *f, gconstpointer data)
{
  const KontorQuestion *q;
  int numbers[KONTOR_QUESTION_MAX_NUMBERS] = { 2, 0 };
  g_autofree char *id0 = NULL, *id9 = NULL;

  f->question_notes = 0;
  g_assert_true (kontor_table_activate (f->table, "hire", NULL));
  q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  g_assert_cmpint (f->question_notes, ==, 1);
  g_assert_cmpint (q->n_numbers, ==, 2);
  id0 = kontor_question_choice_id (q, 0);
  id9 = kontor_question_choice_id (q, 9);
  g_assert_cmpstr (id0, ==, "hire");
  g_assert_cmpstr (id9, ==, "9");
  kontor_table_answer (f->table, 0, numbers);
  g_assert_null (kontor_table_get_question (f->table));
  g_assert_cmpint (f->question_notes, ==, 2);
  g_assert_cmpint (((const KontorPosition *) kontor_game_get_position (f->game))->players[0].supply[KONTOR_PIECE_TRADER], ==, 7);
  /* answering when nothing is asked does nothing */
  kontor_table_answer (f->table, 0, numbers);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 1);
  /* a question open while the game changes goes away */
  g_assert_true (kontor_table_activate (f->table, "hire", NULL));
  g_assert_nonnull (kontor_table_get_question (f->table));
  g_assert_true (kontor_table_undo (f->table));
  g_assert_null (kontor_table_get_question (f->table));
}

/* A question's own helpers. */
static void
test_question_choices (void)
{
  KontorQuestion *q = g_new0 (KontorQuestion, 1);
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  q->choices = g_ptr_array_new_with_free_func (g_free);
  q->ids = g_ptr_array_new_with_free_func (g_free);
  kontor_question_add_choice (q, "yes", "Yes");
  kontor_question_add_choice (q, NULL, "No");
  a = kontor_question_choice_id (q, 0);
  b = kontor_question_choice_id (q, 1);
  c = kontor_question_choice_id (q, 2);
  g_assert_cmpstr (a, ==, "yes");
  g_assert_cmpstr (b, ==, "1");
  g_assert_cmpstr (c, ==, "2");
  g_assert_cmpstr (q->choices->pdata[1], ==, "No");
  kontor_question_free (q);
  kontor_question_free (NULL);
}

/* A refused entry is emitted as "refused" and changes nothing. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (JsonNode) node = json_from_string ("{\"do\": \"hire\", \"traders\": 4, \"merchants\": 0}", NULL);
  g_autoptr (GError) error = NULL;
  KontorAction a;
  g_assert_true (kontor_action_from_json (node, kontor_game_get_position (f->game), &a, NULL));
  g_assert_false (kontor_table_apply (f->table, &a, &error));
  g_assert_error (error, KONTOR_RULE_ERROR, KONTOR_RULE_ERROR_HIRE_OVER_LIMIT);
  g_assert_cmpint (f->refused, ==, 1);
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, 0);
  /* the title's parts may enter without an error pointer */
  g_assert_false (kontor_table_enter (f->table, &a));
  g_assert_cmpint (f->refused, ==, 2);
}

/* What stands at a target, in words. */
static void
test_describe_target (Fixture *f, gconstpointer data)
{
  const KontorBoard *b = ((const KontorPosition *) kontor_game_get_position (f->game))->board;
  KontorTarget empty = { KONTOR_TARGET_SPACE, kontor_board_route_index (b, "hamburg-luebeck"), 0 };
  KontorTarget city = { KONTOR_TARGET_CITY, kontor_board_city_index (b, "hamburg"), 0 };
  g_autofree char *before = kontor_table_describe_target (f->table, &empty);
  g_autofree char *after = NULL, *c = NULL;

  enter (f, PLACE ("hamburg-luebeck", 0));
  after = kontor_table_describe_target (f->table, &empty);
  g_assert_cmpstr (after, !=, before);
  g_assert_nonnull (strstr (after, "Ana"));
  c = kontor_table_describe_target (f->table, &city);
  g_assert_nonnull (c);
  g_assert_nonnull (strstr (c, "Hamburg"));
}

/* A title without a table part gets no table. */
static void
test_no_table_part (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorGame) game = NULL;

  g_assert_true (json_parser_load_from_data (parser, "{\"players\": [{\"name\": \"A\", \"color\": \"red\"},"
                                             " {\"name\": \"B\", \"color\": \"blue\"}]}", -1, &error));
  game = kontor_game_new_from_header (&kontor_counter_title, json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);
  g_assert_null (kontor_table_new (game));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, set_up, fn, tear_down)
  ADD ("/table-core/history", test_history);
  ADD ("/table-core/properties", test_properties);
  ADD ("/table-core/review", test_review);
  ADD ("/table-core/question", test_question);
  ADD ("/table-core/refused", test_refused);
  ADD ("/table-core/describe-target", test_describe_target);
  g_test_add_func ("/table-core/question-choices", test_question_choices);
  g_test_add_func ("/table-core/no-table-part", test_no_table_part);
  return g_test_run ();
}
