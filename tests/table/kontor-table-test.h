/* kontor-table-test.h: what the headless table tests share — a KontorTable
 * on a game, with the "refused" and "message" signals counted (the last
 * refusal's error id, the last message's text), and the ways a person acts
 * at the table and reads it back.  The short names are the tests' own
 * vocabulary: the static library kontor-table-test is linked into the
 * titles' table tests only (tests/table/meson.build). */
#pragma once

#include "kontor-engine.h"
#include "kontor-table-title.h"

typedef struct {
  KontorGame *game;
  KontorTable *table;
  int refused;
  char *refusal;               /* the last refusal's id */
  int messages;
  char *message;               /* the last message's text */
} Fixture;

/* A new game of title game_id from a record with header (the fields after
 * "game", without braces) and no actions. */
KontorGame *kontor_table_test_new_game (const char *game_id, const char *header);

/* f's table on game (which f takes), replacing any game f had; the
 * counters keep counting. */
void use_game (Fixture *f, KontorGame *game);
void fixture_tear_down (Fixture *f, gconstpointer data);

/* ------------------------------------------------------------ what people do */

/* A click (a tap) on the target (kind, a, b). */
void click (Fixture *f, KontorTargetKind kind, int a, int b);
/* A click on the item target (KONTOR_TARGET_ITEM, item, b). */
void tap (Fixture *f, int item, int b);
/* Activates the table command name (it must exist). */
void command (Fixture *f, const char *name, GVariant *param);
/* Answers the open question with the choice of that id (and numbers). */
void answer_with (Fixture *f, const char *id, const int *numbers);
void answer (Fixture *f, const char *id);

/* ------------------------------------------------------------ what the table shows */

/* The ids of the open question's choices, joined by spaces. */
char *choice_ids (Fixture *f);
/* The history row `back` rows before the newest (0: the newest). */
char *history_at (Fixture *f, guint back);
/* What stands at the item target (KONTOR_TARGET_ITEM, item, b), in words. */
char *target_text (Fixture *f, int item, int b);
/* The position as bytes (the title's position_size), to check that a
 * refusal changed nothing: assert_unchanged () wants the same bytes and
 * the cursor at cursor. */
GBytes *snapshot (Fixture *f);
void assert_unchanged (Fixture *f, GBytes *before, guint cursor);

#define assert_choices(f, ids) G_STMT_START { \
    g_autofree char *got_ = choice_ids (f); \
    g_assert_cmpstr (got_, ==, ids); \
  } G_STMT_END

#define assert_history_at(f, back, text) G_STMT_START { \
    g_autofree char *got_ = history_at (f, back); \
    g_assert_cmpstr (got_, ==, text); \
  } G_STMT_END
#define assert_history(f, text) assert_history_at (f, 0, text)

#define assert_target(f, item, b, text) G_STMT_START { \
    g_autofree char *got_ = target_text (f, item, b); \
    g_assert_cmpstr (got_, ==, text); \
  } G_STMT_END

#define assert_refused(f, n, id) G_STMT_START { \
    g_assert_cmpint ((f)->refused, ==, n); \
    g_assert_cmpstr ((f)->refusal, ==, id); \
  } G_STMT_END

#define assert_prompt(f, text) g_assert_cmpstr (kontor_table_get_prompt ((f)->table), ==, text)
#define assert_mode(f, id) g_assert_cmpstr (kontor_table_get_mode ((f)->table), ==, id)
#define assert_cursor(f, n) g_assert_cmpuint (kontor_game_get_cursor ((f)->game), ==, n)

/* hints (a GPtrArray of sentences) holds exactly these, in this order. */
#define assert_hints(hints, ...) G_STMT_START { \
    const char *want_[] = { __VA_ARGS__ }; \
    for (guint i_ = 0; i_ < MIN ((hints)->len, G_N_ELEMENTS (want_)); i_++) \
      g_assert_cmpstr ((hints)->pdata[i_], ==, want_[i_]); \
    g_assert_cmpuint ((hints)->len, ==, G_N_ELEMENTS (want_)); \
  } G_STMT_END
