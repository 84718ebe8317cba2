/* Scoring a finished game from its end position (issue #7). */
#include "config.h"

#include <string.h>

#include "kontor-engine.h"

static char *
dir_path (const char *sub)
{
  const char *src = g_getenv ("G_TEST_SRCDIR");
  return g_build_filename (src ? src : ".", "end-positions", sub, NULL);
}

static void
check_field (JsonObject *want, const char *name, int have, const char *file, const char *color)
{
  if (json_object_has_member (want, name) && json_object_get_int_member (want, name) != have)
    g_error ("%s, %s: %s expected %" G_GINT64_FORMAT ", got %d", file, color, name,
             json_object_get_int_member (want, name), have);
}

static void
test_hand_computed (void)
{
  g_autofree char *dir = dir_path (NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  int n = 0;

  for (const char *name; (name = g_dir_read_name (d));)
    {
      g_autofree char *path = NULL, *exp_path = NULL, *data = NULL, *base = NULL, *json = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (KontorEndPosition) end = NULL;
      g_autoptr (KontorEndPosition) again = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *exp, *players;
      KontorScore s, s2;
      g_autoptr (GList) colors = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir, name, NULL);
      base = g_strndup (name, strlen (name) - 5);
      exp_path = g_strdup_printf ("%s/%s.expected", dir, base);
      g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
      end = kontor_end_position_new_from_data (data, -1, &error);
      g_assert_no_error (error);
      kontor_score_compute (&end->pos, &s);
      g_assert_true (s.ended);
      g_assert_true (json_parser_load_from_file (parser, exp_path, &error));
      exp = json_node_get_object (json_parser_get_root (parser));
      players = json_object_get_object_member (exp, "players");
      colors = json_object_get_members (players);
      for (GList *l = colors; l; l = l->next)
        {
          JsonObject *want = json_object_get_object_member (players, l->data);
          KontorColor color;
          int p = -1;
          g_assert_true (kontor_color_from_id (l->data, &color));
          for (int i = 0; i < end->pos.n_players; i++)
            if (end->pos.colors[i] == color)
              p = i;
          g_assert_cmpint (p, >=, 0);
          check_field (want, "track", s.players[p].track, name, l->data);
          check_field (want, "abilities", s.players[p].abilities, name, l->data);
          check_field (want, "bonus_markers", s.players[p].bonus_markers, name, l->data);
          check_field (want, "coellen", s.players[p].coellen, name, l->data);
          check_field (want, "cities", s.players[p].cities, name, l->data);
          check_field (want, "network", s.players[p].network, name, l->data);
          check_field (want, "total", s.players[p].total, name, l->data);
          check_field (want, "rank", s.players[p].rank, name, l->data);
          if (json_object_has_member (want, "regions"))
            {
              /* expansions §14.8: every scored region, and no other */
              JsonObject *rw = json_object_get_object_member (want, "regions");
              int n_regions = 0;
              for (int r = 1; r < KONTOR_N_REGIONS; r++)
                if (end->pos.board->scored_regions & (1u << r))
                  {
                    n_regions++;
                    g_assert_true (json_object_has_member (rw, kontor_region_id (r)));
                    check_field (rw, kontor_region_id (r), s.players[p].regions[r], name, l->data);
                  }
              g_assert_cmpuint (json_object_get_size (rw), ==, n_regions);
            }
        }
      if (json_object_has_member (exp, "neutral"))
        {
          JsonObject *want = json_object_get_object_member (exp, "neutral");
          g_assert_true (s.has_neutral);
          check_field (want, "controlled", s.neutral.controlled, name, "neutral");
          check_field (want, "offices", s.neutral.offices, name, "neutral");
        }
      if (json_object_has_member (exp, "winners"))
        g_assert_cmpint (s.n_winners, ==, (int) json_array_get_length (json_object_get_array_member (exp, "winners")));
      /* saving and loading again gives the same score */
      json = kontor_end_position_to_json (end);
      again = kontor_end_position_new_from_data (json, -1, &error);
      g_assert_no_error (error);
      kontor_score_compute (&again->pos, &s2);
      g_assert_true (memcmp (&s, &s2, sizeof s) == 0);
      n++;
    }
  g_assert_cmpint (n, >=, 10);
}

static void
test_refused (void)
{
  g_autofree char *dir = dir_path ("broken");
  g_autofree char *exp_path = g_build_filename (dir, "expected.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *cases;
  g_autoptr (GList) names = NULL;

  g_assert_true (json_parser_load_from_file (parser, exp_path, &error));
  cases = json_node_get_object (json_parser_get_root (parser));
  names = json_object_get_members (cases);
  g_assert_cmpuint (g_list_length (names), >=, 5);
  for (GList *l = names; l; l = l->next)
    {
      JsonObject *c = json_object_get_object_member (cases, l->data);
      g_autofree char *file = g_strconcat (l->data, ".json", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autofree char *data = NULL;
      g_autoptr (GError) err = NULL;
      g_autoptr (KontorEndPosition) end = NULL;
      g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
      end = kontor_end_position_new_from_data (data, -1, &err);
      g_assert_null (end);
      g_test_message ("%s: %s", file, err->message);
      g_assert_error (err, KONTOR_RULE_ERROR, kontor_rule_error_from_id (json_object_get_string_member (c, "code")));
      if (!strstr (err->message, json_object_get_string_member (c, "contains")))
        g_error ("%s: “%s” lacks “%s”", file, err->message, json_object_get_string_member (c, "contains"));
    }
}

/* D41 by clicks (Score a Finished Game): a click one past a green city's
 * added offices adds one for the first player, further clicks pass it on,
 * and past the last player it goes; the first office completes the city. */
static void
test_green_city_clicks (void)
{
  const char *names[] = { "Ana", "Bo", "Cy" };
  KontorColor colors[] = { KONTOR_COLOR_RED, KONTOR_COLOR_BLUE, KONTOR_COLOR_GREEN };
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorEndPosition) end = g_new0 (KontorEndPosition, 1);
  g_autofree char *json = NULL;
  int dresden;

  g_assert_true (kontor_end_position_init (end, "east", 3, names, colors, &error));
  dresden = kontor_board_city_index (end->pos.board, "dresden");
  g_assert_cmpint (kontor_city_n_added (&end->pos, dresden), ==, 0);
  g_assert_cmpint (end->pos.completed, ==, 0);
  kontor_end_position_cycle_office (end, dresden, 0);        /* Ana */
  kontor_end_position_cycle_office (end, dresden, 1);        /* and a second, Ana's */
  kontor_end_position_cycle_office (end, dresden, 1);        /* Bo's now */
  g_assert_cmpint (kontor_city_n_added (&end->pos, dresden), ==, 2);
  g_assert_cmpint (kontor_city_added (&end->pos, dresden, 0)->owner, ==, 0);
  g_assert_cmpint (kontor_city_added (&end->pos, dresden, 1)->owner, ==, 1);
  g_assert_cmpint (end->pos.completed, ==, 1);
  g_assert_cmpint (kontor_city_controller (&end->pos, dresden), ==, 1);   /* 1–1: the rightmost */
  json = kontor_end_position_to_json (end);
  g_assert_nonnull (strstr (json, "\"dresden\" : [\n      \"red\",\n      \"blue\"\n    ]"));
  kontor_end_position_cycle_office (end, dresden, 0);        /* Bo */
  kontor_end_position_cycle_office (end, dresden, 0);        /* Cy */
  kontor_end_position_cycle_office (end, dresden, 0);        /* past Cy: gone, Bo's slides left */
  g_assert_cmpint (kontor_city_n_added (&end->pos, dresden), ==, 1);
  g_assert_cmpint (kontor_city_added (&end->pos, dresden, 0)->owner, ==, 1);
  kontor_end_position_cycle_office (end, dresden, 0);
  kontor_end_position_cycle_office (end, dresden, 0);        /* past Cy again: empty */
  g_assert_cmpint (kontor_city_n_added (&end->pos, dresden), ==, 0);
  g_assert_cmpint (end->pos.completed, ==, 0);
  for (int i = 0; i <= KONTOR_MAX_ADDED; i++)
    kontor_end_position_cycle_office (end, dresden, i);      /* the ninth is refused */
  g_assert_cmpint (kontor_city_n_added (&end->pos, dresden), ==, KONTOR_MAX_ADDED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/end-position/green-city-by-clicks", test_green_city_clicks);
  g_test_add_func ("/end-position/hand-computed", test_hand_computed);
  g_test_add_func ("/end-position/refused", test_refused);
  return g_test_run ();
}
