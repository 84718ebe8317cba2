/* kontor-table-test.c: what the headless table tests share (see the header). */
#include "config.h"

#include "kontor-history.h"
#include "kontor-record.h"

#include "kontor-table-test.h"

static void
on_refused (KontorTable *table, const GError *error, Fixture *f)
{
  f->refused++;
  g_free (f->refusal);
  f->refusal = g_strdup (kontor_error_id (kontor_game_get_title (f->game), error));
}

static void
on_message (KontorTable *table, const char *text, Fixture *f)
{
  f->messages++;
  g_free (f->message);
  f->message = g_strdup (text);
}

KontorGame *
kontor_table_test_new_game (const char *game_id, const char *header)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *record = g_strdup_printf ("{\"format\":\"kontor-game\",\"version\":1,\"game\":\"%s\","
                                             "%s,\"actions\":[]}", game_id, header);
  int bad = -1;
  KontorGame *game = kontor_game_new_from_data (record, -1, &bad, &error);
  g_assert_no_error (error);
  return game;
}

void
use_game (Fixture *f, KontorGame *game)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
  f->game = game;
  f->table = kontor_table_new (f->game);
  g_assert_nonnull (f->table);
  g_signal_connect (f->table, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->table, "message", G_CALLBACK (on_message), f);
}

void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->table);
  g_clear_object (&f->game);
  g_free (f->refusal);
  g_free (f->message);
}

void
click (Fixture *f, KontorTargetKind kind, int a, int b)
{
  KontorTarget t = { kind, a, b };
  kontor_table_click (f->table, &t);
}

void
tap (Fixture *f, int item, int b)
{
  click (f, KONTOR_TARGET_ITEM, item, b);
}

void
command (Fixture *f, const char *name, GVariant *param)
{
  g_assert_true (kontor_table_activate (f->table, name, param));
}

void
answer_with (Fixture *f, const char *id, const int *numbers)
{
  const KontorQuestion *q = kontor_table_get_question (f->table);
  g_assert_nonnull (q);
  for (guint i = 0; i < q->ids->len; i++)
    if (g_str_equal (q->ids->pdata[i], id))
      {
        kontor_table_answer (f->table, (int) i, numbers);
        return;
      }
  g_error ("no choice %s", id);
}

void
answer (Fixture *f, const char *id)
{
  answer_with (f, id, NULL);
}

char *
choice_ids (Fixture *f)
{
  const KontorQuestion *q = kontor_table_get_question (f->table);
  g_autoptr (GString) s = g_string_new (NULL);
  g_assert_nonnull (q);
  for (guint i = 0; i < q->ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", (const char *) q->ids->pdata[i]);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
history_at (Fixture *f, guint back)
{
  g_autoptr (KontorHistoryEntry) e = g_list_model_get_item (kontor_table_get_history (f->table), back);
  g_assert_nonnull (e);
  return g_strdup (kontor_history_entry_get_text (e));
}

char *
target_text (Fixture *f, int item, int b)
{
  KontorTarget t = { KONTOR_TARGET_ITEM, item, b };
  return kontor_table_describe_target (f->table, &t);
}

GBytes *
snapshot (Fixture *f)
{
  return g_bytes_new (kontor_game_get_position (f->game), kontor_game_get_title (f->game)->position_size);
}

void
assert_unchanged (Fixture *f, GBytes *before, guint cursor)
{
  g_autoptr (GBytes) now = snapshot (f);
  g_assert_true (g_bytes_equal (before, now));
  g_assert_cmpuint (kontor_game_get_cursor (f->game), ==, cursor);
}
