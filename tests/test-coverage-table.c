/* The generic table layer (src/table) beyond the click sequences of
 * tests/table: its properties, looking back, questions, the history model
 * through undo, redo and a new entry after undo; a title part without the
 * optional parts; the library of games with titles other than Hansa
 * Teutonica, damaged indexes and folders, deletions that fail (issue 27). */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "kontor-engine.h"
#include "kontor-table.h"
#include "kontor-table-title.h"
#include "kontor-history.h"
#include "kontor-ht-table.h"
#include "kontor-counter-title.h"
#include "kontor-library.h"

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

/* "changed" without a change (a listener may emit it): the history stays
 * as it is, row for row; so does the board's preview buffer. */
static void
test_changed_without_change (Fixture *f, gconstpointer data)
{
  GListModel *h = kontor_table_get_history (f->table);
  const KontorTitle *title = kontor_game_get_title (f->game);
  gconstpointer board;
  g_autofree char *t0 = NULL;

  /* an empty game */
  f->changes = 0;
  g_signal_emit_by_name (f->game, "changed");
  g_assert_cmpuint (f->changes, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 0);
  /* entries, one of them undone */
  enter (f, PLACE ("hamburg-luebeck", 0));
  enter (f, PLACE ("hamburg-luebeck", 1));
  g_assert_true (kontor_table_undo (f->table));
  f->changes = 0;
  g_signal_emit_by_name (f->game, "changed");
  g_assert_true (kontor_table_redo (f->table));
  g_signal_emit_by_name (f->game, "changed");
  g_assert_cmpuint (f->changes, ==, 1);   /* the redo's row only */
  g_assert_cmpuint (g_list_model_get_n_items (h), ==, 2);
  t0 = history_text (f, 0);
  g_assert_cmpstr (t0, ==, "1 Ana placed a trader on Hamburg–Lübeck (seat 0)");
  /* the board with nothing half-entered is the position; its buffer is kept */
  board = kontor_table_get_board_position (f->table);
  g_assert_true (kontor_table_get_board_position (f->table) == board);
  g_assert_cmpint (memcmp (board, kontor_game_get_position (f->game), title->position_size), ==, 0);
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

/* ------------------------------------------------------------ titles of this test's own */

/* The counter under other ids: "test-plain" (a table part without preview
 * or target text), "test-odd-score" (scores of every odd shape, chosen by
 * the first player's name) and "test-crowd" (nine seats: more than the
 * library shows). */
static KontorTitle plain_title, odd_title, crowd_title;

static JsonNode *
odd_score_json (gconstpointer pos, gconstpointer setup)
{
  const char *mode = kontor_counter_title.player_name (setup, 0);
  if (g_str_equal (mode, "null"))
    return NULL;
  if (g_str_equal (mode, "list"))
    return json_from_string ("[1, 2]", NULL);
  if (g_str_equal (mode, "empty"))
    return json_from_string ("{}", NULL);
  /* a player without a colour; a winner no player has */
  return json_from_string ("{\"players\": [{\"total\": 9}, {\"color\": \"blue\", \"total\": 4}],"
                           " \"winners\": [\"green\", \"blue\"]}", NULL);
}

static const char *const crowd_colors[] = { "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9" };

static int crowd_n_players (gconstpointer setup) { return 9; }
static const char *crowd_player_name (gconstpointer setup, int seat) { return crowd_colors[seat] + 1; }
static const char *crowd_player_color (gconstpointer setup, int seat) { return crowd_colors[seat]; }

static JsonNode *
crowd_score_json (gconstpointer pos, gconstpointer setup)
{
  GString *s = g_string_new ("{\"players\": [");
  for (int i = 0; i < 9; i++)
    g_string_append_printf (s, "%s{\"name\": \"%s\", \"color\": \"%s\", \"total\": %d}", i ? ", " : "",
                            crowd_colors[i] + 1, crowd_colors[i], 10 + i);
  g_string_append (s, "], \"winners\": [\"c8\", \"c9\"]}");
  {
    JsonNode *node = json_from_string (s->str, NULL);
    g_string_free (s, TRUE);
    return node;
  }
}

static JsonNode *
crowd_end_score_json (JsonObject *root, GError **error)
{
  return crowd_score_json (NULL, NULL);
}

/* The table part of "test-plain": Done only after a click, no preview, no target text. */
typedef struct {
  int clicks, done, extra;
} PlainState;

static void plain_reset (KontorTable *t, gpointer s) { ((PlainState *) s)->clicks = 0; }
static void plain_sync (KontorTable *t, gpointer s) { }
static void plain_click (KontorTable *t, gpointer s, const KontorTarget *target) { ((PlainState *) s)->clicks++; }
static void plain_done (KontorTable *t, gpointer s) { ((PlainState *) s)->done++; }
static void plain_extra (KontorTable *t, gpointer s) { ((PlainState *) s)->extra++; }
static gboolean plain_activate (KontorTable *t, gpointer s, const char *name, GVariant *p) { return FALSE; }

static void
plain_answer (KontorTable *t, gpointer s, int choice, const int *numbers)
{
}

static char *
plain_prompt (KontorTable *t, gconstpointer s, KontorPromptButtons *b)
{
  b->done = ((const PlainState *) s)->clicks > 0;
  return NULL;   /* nothing to say: the table shows "" */
}

static const char *plain_mode (gconstpointer s) { return "plain"; }
static void plain_marks (KontorTable *t, gconstpointer s, gpointer h, gpointer sel) { }

static char *
plain_describe (KontorGame *game, gconstpointer before, gconstpointer action)
{
  return g_strdup_printf ("plus %d", ((const KontorCounterAction *) action)->n);
}

static const KontorTableTitle plain_table = {
  .title_id = "test-plain", .state_size = sizeof (PlainState), .marks_size = 1,
  .reset = plain_reset, .sync = plain_sync, .click = plain_click, .done = plain_done,
  .extra = plain_extra, .activate = plain_activate, .answer = plain_answer,
  .prompt = plain_prompt, .mode = plain_mode, .marks = plain_marks, .describe = plain_describe,
};

static void
register_titles (void)
{
  plain_title = kontor_counter_title;
  plain_title.id = "test-plain";
  plain_title.name = "Plain counter";
  kontor_title_register (&plain_title);
  kontor_table_title_register (&plain_table);
  odd_title = kontor_counter_title;
  odd_title.id = "test-odd-score";
  odd_title.score_json = odd_score_json;
  kontor_title_register (&odd_title);
  crowd_title = kontor_counter_title;
  crowd_title.id = "test-crowd";
  crowd_title.n_players = crowd_n_players;
  crowd_title.player_name = crowd_player_name;
  crowd_title.player_color = crowd_player_color;
  crowd_title.score_json = crowd_score_json;
  crowd_title.end_position_score_json = crowd_end_score_json;
  kontor_title_register (&crowd_title);
}

static KontorGame *
plain_game (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  KontorGame *game;

  g_assert_true (json_parser_load_from_data (parser, "{\"players\": [{\"name\": \"A\", \"color\": \"red\"},"
                                             " {\"name\": \"B\", \"color\": \"blue\"}]}", -1, &error));
  game = kontor_game_new_from_header (&plain_title, json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);
  return game;
}

/* A part without preview and target text: the board shows the position as
 * it is, targets have no words; no prompt is ""; Done and the extra button
 * only when the part offers them; nothing while a question is open. */
static void
test_plain_part (void)
{
  g_autoptr (KontorGame) game = plain_game ();
  g_autoptr (KontorTable) table = kontor_table_new (game);
  KontorTarget t = { KONTOR_TARGET_ITEM, 1, 0 };
  PlainState *state = kontor_table_get_state (table);
  KontorCounterAction a = { .n = 2, .by = -1 };

  g_assert_nonnull (table);
  g_assert_cmpstr (kontor_table_get_prompt (table), ==, "");
  g_assert_cmpstr (kontor_table_get_mode (table), ==, "plain");
  g_assert_true (kontor_table_get_board_position (table) == kontor_game_get_position (game));
  g_assert_null (kontor_table_describe_target (table, &t));
  /* Done is not offered yet: nothing happens */
  kontor_table_done (table);
  g_assert_cmpint (state->done, ==, 0);
  kontor_table_extra (table);
  g_assert_cmpint (state->extra, ==, 0);
  kontor_table_click (table, &t);
  g_assert_cmpint (state->clicks, ==, 1);
  g_assert_true (kontor_table_get_can_done (table));
  kontor_table_done (table);
  g_assert_cmpint (state->done, ==, 1);
  /* a question open: clicks wait for the answer */
  kontor_table_ask (table, kontor_question_new ("Sure?", NULL));
  kontor_table_click (table, &t);
  g_assert_cmpint (state->clicks, ==, 1);
  kontor_table_answer (table, -1, NULL);
  g_assert_null (kontor_table_get_question (table));
  kontor_table_click (table, &t);
  g_assert_cmpint (state->clicks, ==, 2);
  /* looking back shows the position after the first entry, the board too */
  g_assert_true (kontor_table_apply (table, &a, NULL));
  g_assert_true (kontor_table_apply (table, &a, NULL));
  kontor_table_review (table, 1);
  g_assert_cmpint (((const KontorCounterPosition *) kontor_table_get_board_position (table))->counter, ==, 2);
  g_assert_cmpstr (kontor_table_get_prompt (table), ==,
                   "Looking back: the board after “plus 2”. Nothing can be entered here.");
  kontor_table_cancel (table);
  g_assert_cmpint (((const KontorCounterPosition *) kontor_table_get_board_position (table))->counter, ==, 4);
}

/* Objects nobody set up are finalized without harm; disposing twice is
 * harmless; the type checks tell the objects apart. */
static void
test_bare_objects (void)
{
  g_autoptr (KontorGame) game = plain_game ();
  KontorTable *table = kontor_table_new (game);
  GObject *bare_table = g_object_new (KONTOR_TYPE_TABLE, NULL);
  GObject *bare_history = g_object_new (KONTOR_TYPE_HISTORY, NULL);
  GObject *bare_entry = g_object_new (KONTOR_TYPE_HISTORY_ENTRY, NULL);
  GObject *bare_library_entry = g_object_new (KONTOR_TYPE_LIBRARY_ENTRY, NULL);

  g_assert_cmpstr (kontor_table_get_mode (KONTOR_TABLE (bare_table)), ==, "idle");
  g_assert_true (KONTOR_IS_TABLE (table));
  g_assert_false (KONTOR_IS_TABLE (game));
  g_assert_false (KONTOR_IS_TABLE (NULL));
  g_assert_true (KONTOR_IS_HISTORY_ENTRY (bare_entry));
  g_assert_false (KONTOR_IS_HISTORY_ENTRY (bare_history));
  g_assert_false (KONTOR_IS_HISTORY_ENTRY (NULL));
  g_assert_false (KONTOR_IS_LIBRARY (bare_library_entry));
  g_assert_false (KONTOR_IS_LIBRARY (NULL));
  g_assert_cmpint (kontor_library_entry_get_turn (KONTOR_LIBRARY_ENTRY (bare_library_entry)), ==, -1);
  g_assert_null (kontor_library_entry_get_modified (KONTOR_LIBRARY_ENTRY (bare_library_entry)));
  /* the table lets go of the game (and its history) when disposed, once */
  g_object_run_dispose (G_OBJECT (table));
  g_assert_null (kontor_table_get_game (table));
  g_assert_null (kontor_table_get_history (table));
  g_object_run_dispose (G_OBJECT (table));
  g_object_unref (table);
  g_object_run_dispose (bare_history);
  g_object_add_weak_pointer (bare_table, (gpointer *) &bare_table);
  g_object_add_weak_pointer (bare_history, (gpointer *) &bare_history);
  g_object_add_weak_pointer (bare_entry, (gpointer *) &bare_entry);
  g_object_add_weak_pointer (bare_library_entry, (gpointer *) &bare_library_entry);
  g_object_unref (bare_table);
  g_object_unref (bare_history);
  g_object_unref (bare_entry);
  g_object_unref (bare_library_entry);
  g_assert_null (bare_table);
  g_assert_null (bare_history);
  g_assert_null (bare_entry);
  g_assert_null (bare_library_entry);
  /* the game outlives the table, with nobody listening */
  g_assert_cmpuint (kontor_game_get_n_actions (game), ==, 0);
}

/* ------------------------------------------------------------ the library */

static void
write_text (const char *path, const char *text)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
set_mtime (const char *path, time_t when)
{
  struct utimbuf t = { .actime = when, .modtime = when };
  g_assert_cmpint (g_utime (path, &t), ==, 0);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (path);
}

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("kontor-table-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

/* A file of the library's folder (path in *out if given), its time set. */
static void
put (const char *games, const char *name, const char *text, time_t when, char **out)
{
  g_autofree char *path = g_build_filename (games, name, NULL);
  write_text (path, text);
  set_mtime (path, when);
  if (out)
    *out = g_steal_pointer (&path);
}

static KontorLibraryEntry *
entry_named (KontorLibrary *lib, const char *name)
{
  g_autofree char *path = g_build_filename (kontor_library_get_folder (lib), name, NULL);
  KontorLibraryEntry *e = kontor_library_lookup (lib, path);
  g_assert_nonnull (e);
  return e;
}

#define PLAYERS(a, b) "\"players\": [{\"name\": \"" a "\", \"color\": \"red\"}, {\"name\": \"" b "\", \"color\": \"blue\"}]"
#define GAME(title, more) "{\"format\": \"kontor-game\", \"version\": 1, \"game\": \"" title "\", " more "}"
#define END(title, more) "{\"format\": \"kontor-end-position\", \"version\": 1, \"game\": \"" title "\"" more "}"

/* Games of other titles: no turn, any board field, scores of every shape,
 * more players than the list shows; files that name no known title or a
 * title that cannot score an end position. */
static void
test_library_titles (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  const char *bad_end = "{\"format\": \"kontor-end-position\", \"version\": 1, \"board\": \"base-9-9\", "
                        "\"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}]}";
  g_autoptr (GError) ht_error = NULL;
  g_autoptr (KontorEndPosition) ht_end = kontor_end_position_new_from_data (bad_end, -1, &ht_error);
  g_autoptr (KontorLibrary) lib = NULL;
  KontorLibraryEntry *e;

  g_assert_null (ht_end);
  g_assert_nonnull (ht_error);
  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  put (games, "plain.kontor", GAME ("test-plain", PLAYERS ("Ana", "Bo") ", \"actions\": [{\"do\": \"add\", \"n\": 3},"
                                    " {\"do\": \"add\", \"n\": 2}, {\"do\": \"add\", \"n\": 1}]"), 1700000900, NULL);
  put (games, "board-number.kontor", GAME ("test-plain", "\"board\": 7, " PLAYERS ("A", "B") ", \"actions\": []"),
       1700000800, NULL);
  put (games, "board-object.kontor", GAME ("test-plain", "\"board\": {}, " PLAYERS ("A", "B") ", \"actions\": []"),
       1700000800, NULL);   /* the same time: ordered by name */
  put (games, "score-null.kontor", GAME ("test-odd-score", PLAYERS ("null", "B") ", \"actions\": []"), 1700000700, NULL);
  put (games, "score-list.kontor", GAME ("test-odd-score", PLAYERS ("list", "B") ", \"actions\": []"), 1700000600, NULL);
  put (games, "score-empty.kontor", GAME ("test-odd-score", PLAYERS ("empty", "B") ", \"actions\": []"), 1700000500, NULL);
  put (games, "score-odd.kontor", GAME ("test-odd-score", PLAYERS ("odd", "B") ", \"actions\": []"), 1700000400, NULL);
  put (games, "crowd.kontor", GAME ("test-crowd", PLAYERS ("A", "B") ", \"actions\": []"), 1700000300, NULL);
  put (games, "crowd-end.json", END ("test-crowd", ""), 1700000200, NULL);
  put (games, "unknown.kontor", GAME ("no-such-game", "\"actions\": []"), 1700000100, NULL);
  put (games, "unknown-end.json", END ("no-such-game", ""), 1700000090, NULL);
  put (games, "plain-end.json", END ("test-plain", ""), 1700000080, NULL);
  put (games, "ht-end.json", bad_end, 1700000070, NULL);
  put (games, "refused.kontor", GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": [{\"do\": \"add\", \"n\": 4}]"),
       1700000060, NULL);

  lib = kontor_library_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 14);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (lib), 14));
  {
    /* newest first; the same time: by name */
    const char *order[] = { "plain.kontor", "board-number.kontor", "board-object.kontor", "score-null.kontor" };
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        g_autoptr (KontorLibraryEntry) item = g_list_model_get_item (G_LIST_MODEL (lib), i);
        g_autofree char *base = g_path_get_basename (kontor_library_entry_get_path (item));
        g_assert_cmpstr (base, ==, order[i]);
      }
  }

  /* a title without turns: -1; the counter's score */
  e = entry_named (lib, "plain.kontor");
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_true (kontor_library_entry_get_title (e) == &plain_title);
  g_assert_null (kontor_library_entry_get_board (e));
  g_assert_cmpint (kontor_library_entry_get_turn (e), ==, -1);
  g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 3);
  g_assert_false (kontor_library_entry_get_ended (e));
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 4);   /* 3 + 1 */
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 1), ==, 2);
  g_assert_true (kontor_library_entry_get_player_won (e, 0));
  g_assert_false (kontor_library_entry_get_player_won (e, 1));
  g_assert_cmpstr (kontor_library_entry_get_player_color (e, 1), ==, "blue");
  {
    g_autofree char *names = kontor_library_entry_dup_names (e);
    g_assert_cmpstr (names, ==, "Ana, Bo");
  }
  /* a board that is not a name is no board, the game still listed */
  e = entry_named (lib, "board-number.kontor");
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_null (kontor_library_entry_get_board (e));
  e = entry_named (lib, "board-object.kontor");
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
  g_assert_null (kontor_library_entry_get_board (e));
  /* scores without players or winners: nobody scores, nobody won */
  {
    const char *odd[] = { "score-null.kontor", "score-list.kontor", "score-empty.kontor" };
    for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
      {
        e = entry_named (lib, odd[i]);
        g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_GAME);
        g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 2);
        g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 0);
        g_assert_cmpint (kontor_library_entry_get_player_total (e, 1), ==, 0);
        g_assert_false (kontor_library_entry_get_player_won (e, 0));
        g_assert_false (kontor_library_entry_get_player_won (e, 1));
      }
  }
  /* a score row without a colour counts for nobody; a winner no seat has is nobody */
  e = entry_named (lib, "score-odd.kontor");
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 0);
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 1), ==, 4);
  g_assert_false (kontor_library_entry_get_player_won (e, 0));
  g_assert_true (kontor_library_entry_get_player_won (e, 1));
  /* nine seats: the list shows the first eight */
  e = entry_named (lib, "crowd.kontor");
  g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 8);
  g_assert_cmpstr (kontor_library_entry_get_player_name (e, 7), ==, "8");
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 7), ==, 17);
  g_assert_true (kontor_library_entry_get_player_won (e, 7));
  g_assert_false (kontor_library_entry_get_player_won (e, 6));
  e = entry_named (lib, "crowd-end.json");
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_END_POSITION);
  g_assert_true (kontor_library_entry_get_ended (e));
  g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 8);
  g_assert_cmpstr (kontor_library_entry_get_player_color (e, 0), ==, "c1");
  g_assert_cmpint (kontor_library_entry_get_player_total (e, 0), ==, 10);
  g_assert_true (kontor_library_entry_get_player_won (e, 7));
  {
    g_autofree char *names = kontor_library_entry_dup_names (e);
    g_assert_cmpstr (names, ==, "1, 2, 3, 4, 5, 6, 7, 8");
  }
  /* unreadable, each with its reason */
  {
    static const struct { const char *name, *error; } unreadable[] = {
      { "unknown.kontor", "field “game”: “no-such-game” is not a game Kontor knows." },
      { "unknown-end.json", "field “game”: “no-such-game” is not a game Kontor knows." },
      { "plain-end.json", "Kontor cannot score a finished game of Plain counter." },
      { "refused.kontor", "Action 0 (add): add 1 to 3, up to 10" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
      {
        e = entry_named (lib, unreadable[i].name);
        g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
        g_assert_cmpstr (kontor_library_entry_get_error (e), ==, unreadable[i].error);
        g_assert_null (kontor_library_entry_get_title (e));
        g_assert_cmpint (kontor_library_entry_get_n_players (e), ==, 0);
      }
  }
  e = entry_named (lib, "ht-end.json");
  g_assert_cmpint (kontor_library_entry_get_kind (e), ==, KONTOR_LIBRARY_KIND_UNREADABLE);
  g_assert_cmpstr (kontor_library_entry_get_error (e), ==, ht_error->message);
  g_clear_object (&lib);
  remove_tree (dir);
}

/* A file rewritten within the same second to another length is read again. */
static void
test_library_same_time (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *path = NULL;
  g_autoptr (KontorLibrary) lib = NULL;
  KontorLibraryEntry *e;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  put (games, "g.kontor", GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []"), 1700000000, &path);
  lib = kontor_library_new (dir);
  e = entry_named (lib, "g.kontor");
  g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 0);
  /* unchanged: the same entry, not read again */
  kontor_library_refresh (lib);
  g_assert_true (entry_named (lib, "g.kontor") == e);
  put (games, "g.kontor", GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": [{\"do\": \"add\", \"n\": 1}]"),
       1700000000, NULL);
  kontor_library_refresh (lib);
  e = entry_named (lib, "g.kontor");
  g_assert_cmpuint (kontor_library_entry_get_n_actions (e), ==, 1);
  g_clear_object (&lib);
  remove_tree (dir);
}

/* The list of adopted files (opened.json) as people or old versions may
 * leave it: empty, not a list, entries that are not names, names of the
 * folder's own files and of folders. */
static void
test_library_index (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *elsewhere = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *index = g_build_filename (dir, "opened.json", NULL);
  g_autofree char *outside = g_build_filename (elsewhere, "out.kontor", NULL);
  g_autofree char *own = NULL, *text = NULL;
  const char *record = GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []");
  KontorLibrary *lib;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  put (games, "own.kontor", record, 1700000000, &own);
  write_text (outside, record);
  for (guint i = 0; i < 2; i++)
    {
      write_text (index, i == 0 ? "" : "{\"a\": 1}");
      lib = kontor_library_new (dir);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
      g_object_unref (lib);
    }
  text = g_strdup_printf ("[1, null, {}, \"%s\", \"%s\", \"%s\"]", own, elsewhere, outside);
  write_text (index, text);
  lib = kontor_library_new (dir);
  /* the folder's file once, the folder not at all, the outside file adopted */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);
  g_assert_false (kontor_library_entry_get_adopted (kontor_library_lookup (lib, own)));
  g_assert_true (kontor_library_entry_get_adopted (kontor_library_lookup (lib, outside)));
  g_assert_false (kontor_library_contains (lib, elsewhere));
  g_object_unref (lib);
  remove_tree (dir);
  remove_tree (elsewhere);
}

/* The index cannot be written (a folder took its name): adopting fails
 * with the system's reason and lists nothing new. */
static void
test_library_index_unwritable (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *elsewhere = make_dir ();
  g_autofree char *index = g_build_filename (dir, "opened.json", NULL);
  g_autofree char *outside = g_build_filename (elsewhere, "out.kontor", NULL);
  g_autoptr (KontorLibrary) lib = NULL;
  g_autoptr (GError) error = NULL;

  write_text (outside, GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []"));
  g_assert_cmpint (g_mkdir (index, 0755), ==, 0);
  lib = kontor_library_new (dir);
  g_assert_false (kontor_library_adopt (lib, outside, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_false (kontor_library_contains (lib, outside));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 0);
  g_clear_object (&lib);
  remove_tree (dir);
  remove_tree (elsewhere);
}

/* The library's folder cannot be made (a file has its name): both the
 * folder and the old autosave's move are warned about; the library is empty. */
static void
test_library_folder_is_a_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *old = g_build_filename (dir, "current.kontor", NULL);
  g_autofree char *data_dir = kontor_library_default_dir ();
  g_autofree char *want_data_dir = g_build_filename (g_get_user_data_dir (), "kontor", NULL);
  g_autofree char *tail = NULL;
  g_autoptr (KontorLibrary) lib = NULL;

  g_assert_cmpstr (data_dir, ==, want_data_dir);
  write_text (games, "not a folder");
  write_text (old, GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []"));
  tail = g_strdup_printf ("Could not create the folder %s: %s", games, g_strerror (ENOTDIR));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, tail);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "Could not move *current.kontor into the library: *");
  lib = kontor_library_new (dir);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (kontor_library_get_dir (lib), ==, dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 0);
  g_assert_true (g_file_test (old, G_FILE_TEST_IS_REGULAR));   /* left where it was */
  g_clear_object (&lib);
  remove_tree (dir);
}

/* The old autosave moves under the name of its time; a name whose backup
 * alone is left is taken too. */
static void
test_library_migrate_name_taken (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *old = g_build_filename (dir, "current.kontor", NULL);
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (1700000000);
  g_autofree char *stem = g_date_time_format (when, "game-%Y%m%d-%H%M%S");
  g_autofree char *taken_bak = g_strdup_printf ("%s/%s.kontor.bak", games, stem);
  g_autofree char *second = g_strdup_printf ("%s/%s-2.kontor", games, stem);
  g_autofree char *second_bak = g_strconcat (second, ".bak", NULL);
  g_autoptr (KontorLibrary) lib = NULL;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  write_text (taken_bak, "an older game's backup");
  write_text (old, GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []"));
  set_mtime (old, 1700000000);
  lib = kontor_library_new (dir);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (second, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (second_bak, G_FILE_TEST_EXISTS));   /* there was no backup to move */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 1);
  g_assert_cmpstr (kontor_library_entry_get_path (kontor_library_get_most_recent (lib)), ==, second);
  g_clear_object (&lib);
  remove_tree (dir);
}

/* Deletions whose file went meanwhile, or became a folder: the first is
 * done, the others report the first failure and are listed again (when
 * they can be). */
static void
test_library_delete_fails (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *elsewhere = make_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *outside = g_build_filename (elsewhere, "out.kontor", NULL);
  g_autofree char *other = g_build_filename (elsewhere, "other.kontor", NULL);
  g_autofree char *index = g_build_filename (dir, "opened.json", NULL);
  g_autofree char *index_text = NULL, *want_index = NULL;
  g_autofree char *gone = NULL, *a = NULL, *b = NULL, *a_base = NULL, *b_base = NULL, *want_a = NULL, *want_b = NULL;
  const char *record = GAME ("test-plain", PLAYERS ("A", "B") ", \"actions\": []");
  g_autoptr (KontorLibrary) lib = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (games, 0755), ==, 0);
  put (games, "gone.kontor", record, 1700000300, &gone);
  put (games, "a.kontor", record, 1700000200, &a);
  put (games, "b.kontor", record, 1700000100, &b);
  write_text (outside, record);
  write_text (other, record);
  lib = kontor_library_new (dir);
  g_assert_true (kontor_library_adopt (lib, other, NULL));
  g_assert_true (kontor_library_adopt (lib, outside, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 5);

  /* removed by someone else before the deletion was committed */
  g_assert_true (kontor_library_delete (lib, gone));
  g_assert_cmpint (g_unlink (gone), ==, 0);
  g_assert_true (kontor_library_commit_deletion (lib, gone, &error));
  g_assert_no_error (error);
  /* an adopted file deleted, then moved away: forgotten at the next look */
  g_assert_true (kontor_library_delete (lib, outside));
  g_assert_cmpint (g_unlink (outside), ==, 0);
  kontor_library_refresh (lib);
  g_assert_true (kontor_library_commit_deletion (lib, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 3);
  /* the other adopted file: forgotten (the file stays), the index rewritten */
  g_assert_true (kontor_library_delete (lib, other));
  g_assert_true (kontor_library_commit_deletion (lib, other, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (other, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (index, &index_text, NULL, NULL));
  g_assert_cmpstr (index_text, ==, "[]");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 2);

  /* two files that became folders: neither can be deleted */
  g_assert_true (kontor_library_delete (lib, a));
  g_assert_true (kontor_library_delete (lib, b));
  g_assert_cmpint (g_unlink (a), ==, 0);
  g_assert_cmpint (g_mkdir (a, 0755), ==, 0);
  g_assert_cmpint (g_unlink (b), ==, 0);
  g_assert_cmpint (g_mkdir (b, 0755), ==, 0);
  g_assert_false (kontor_library_commit_deletion (lib, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  a_base = g_path_get_basename (a);
  b_base = g_path_get_basename (b);
  want_a = g_strdup_printf ("Could not delete “%s”: %s", a_base, g_strerror (EISDIR));
  want_b = g_strdup_printf ("Could not delete “%s”: %s", b_base, g_strerror (EISDIR));
  g_assert_true (g_str_equal (error->message, want_a) || g_str_equal (error->message, want_b));
  g_assert_false (kontor_library_is_deleted (lib, a));
  g_assert_false (kontor_library_is_deleted (lib, b));
  g_assert_true (g_file_test (a, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (b, G_FILE_TEST_IS_DIR));
  /* folders are not games: not listed */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lib)), ==, 0);
  g_clear_object (&lib);
  remove_tree (dir);
  remove_tree (elsewhere);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  kontor_title_register (&kontor_counter_title);
  register_titles ();
#define ADD(path, fn) g_test_add (path, Fixture, NULL, set_up, fn, tear_down)
  ADD ("/table-core/history", test_history);
  ADD ("/table-core/properties", test_properties);
  ADD ("/table-core/review", test_review);
  ADD ("/table-core/question", test_question);
  ADD ("/table-core/refused", test_refused);
  ADD ("/table-core/describe-target", test_describe_target);
  ADD ("/table-core/changed-without-change", test_changed_without_change);
  g_test_add_func ("/table-core/question-choices", test_question_choices);
  g_test_add_func ("/table-core/no-table-part", test_no_table_part);
  g_test_add_func ("/table-core/plain-part", test_plain_part);
  g_test_add_func ("/table-core/bare-objects", test_bare_objects);
  g_test_add_func ("/table-core/library-titles", test_library_titles);
  g_test_add_func ("/table-core/library-same-time", test_library_same_time);
  g_test_add_func ("/table-core/library-index", test_library_index);
  g_test_add_func ("/table-core/library-index-unwritable", test_library_index_unwritable);
  g_test_add_func ("/table-core/library-folder-is-a-file", test_library_folder_is_a_file);
  g_test_add_func ("/table-core/library-migrate-name-taken", test_library_migrate_name_taken);
  g_test_add_func ("/table-core/library-delete-fails", test_library_delete_fails);
  return g_test_run ();
}
