/* kontor-test-json.h: comparing JSON in the tests: what a test expects is
 * a subset of what the program gave (objects member by member, arrays of
 * the same length element by element; a number equals itself written as
 * 3 or 3.0; null only equals null). */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Whether want ⊆ got; where (a path so far, e.g. "score") is extended with
 * the path of the first difference. */
gboolean kontor_test_json_subset (JsonNode *want, JsonNode *got, GString *where);
/* Fails the test (g_test_fail, with both sides in messages) when not. */
void kontor_test_assert_json_subset (JsonNode *want, JsonNode *got, const char *what);

G_END_DECLS
