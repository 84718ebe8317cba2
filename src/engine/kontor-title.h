/* kontor-title.h: what a game title gives the shared core, the CLI and the table.
 *
 * A title is a table of functions over plain structs: a position and an action
 * are fixed-size and copied with memcpy, so a refused action is tried on a copy
 * and never changes anything.  The core (KontorGame: record envelope, replay,
 * undo/redo, cursor, autosave) knows no game; the record's "game" field picks
 * the title.  No plugins: titles are compiled in and listed in kontor-titles.c
 * (tests may register more with kontor_title_register). */
#pragma once

#include <json-glib/json-glib.h>
#include "kontor-rng.h"

G_BEGIN_DECLS

typedef struct _KontorTitle KontorTitle;

/* What `kontor-cli new` and the setup page ask a title for. */
typedef struct {
  const char *board;           /* NULL: the title's default for the player count */
  int n_players;
  const char *colors[8];       /* colour ids, seat order */
  const char *names[8];
  gboolean seeded;             /* draws: {"seed": seed}; else "table" */
  guint64 seed;
} KontorNewGame;

struct _KontorTitle
{
  const char *id;              /* the record's "game": "hansa-teutonica", … */
  const char *name;            /* N_("Hansa Teutonica"): translate with _() */
  const char *error_prefix;    /* "ht", "hansa", "mp", "moe" */
  int min_players, max_players;
  gsize setup_size;            /* the parsed record header */
  gsize position_size;
  gsize action_size;

  /* The record header (everything but format/version/game/actions), checked
   * in the order of the title's spec; a refusal names its JSON path.  The
   * setup may own memory: setup_clear frees it (NULL if nothing to free). */
  gboolean    (*setup_from_json)    (JsonObject *root, gpointer setup, GError **error);
  void        (*setup_to_json)      (gconstpointer setup, JsonBuilder *builder);
  void        (*setup_clear)        (gpointer setup);
  /* A header for a new game (CLI `new`, the setup page); refusals as above. */
  JsonObject *(*new_header)         (const KontorNewGame *request, GError **error);
  int         (*n_players)          (gconstpointer setup);
  const char *(*player_name)        (gconstpointer setup, int seat);
  const char *(*player_color)       (gconstpointer setup, int seat);   /* colour id */

  /* Rules. */
  gboolean    (*position_init)      (gpointer pos, gconstpointer setup, GError **error);
  /* One element of "actions" → action, checked against pos (shape, ids). */
  gboolean    (*action_from_json)   (JsonNode *node, gconstpointer pos, gpointer action, GError **error);
  void        (*action_to_json)     (JsonBuilder *builder, gconstpointer action, gconstpointer pos);
  /* Validates and applies; on error pos is left untouched. */
  gboolean    (*apply)              (gpointer pos, gconstpointer action, GError **error);
  int         (*decider)            (gconstpointer pos);   /* seat entering the next action, -1 once ended */
  gboolean    (*ended)              (gconstpointer pos);
  gboolean    (*check_invariants)   (gconstpointer pos, GError **error);

  /* Output.  score_json: `kontor-cli score --json` (game-record.md "Score
   * output"); summary: the text `kontor-cli replay` prints after a good replay. */
  JsonNode   *(*score_json)         (gconstpointer pos, gconstpointer setup);
  char       *(*summary)            (gconstpointer pos, gconstpointer setup);
  /* The stable id of a refusal this title raised ("ht.space-occupied"), or NULL. */
  const char *(*error_id)           (const GError *error);

  /* Optional (NULL when the title has none). */
  /* A random legal action for self-play; FALSE when none exists. */
  gboolean    (*random_action)      (gconstpointer pos, KontorRng *rng, gpointer action);
  /* Scoring a finished game without its record (format kontor-end-position). */
  JsonNode   *(*end_position_score_json) (JsonObject *root, GError **error);
  /* `kontor-cli score` without --json (else the JSON is printed). */
  char       *(*score_text)         (gconstpointer pos, gconstpointer setup);
  char       *(*end_position_score_text) (JsonObject *root, GError **error);
  /* `kontor-cli legal`: a JSON array of every legal entry now. */
  JsonNode   *(*legal_json)         (gconstpointer pos);
  /* Every legal entry now, appended to out (elements of action_size): the
   * benchmark of `kontor-cli bench legal --game`, without JSON. */
  void        (*legal_actions)      (gconstpointer pos, GArray *out);
  /* Entries the app had to trust (e.g. sails the board profile cannot check):
   * a JSON array of objects, or NULL when there are none. */
  JsonNode   *(*unchecked_json)     (gconstpointer setup, gconstpointer pos_before, gconstpointer action,
                                     guint index);
};

/* The compiled-in titles, then the registered ones, in a stable order. */
const KontorTitle *const *kontor_titles (guint *n_titles);
const KontorTitle *kontor_title_lookup (const char *id);
/* For tests: adds a title to the list (kept for the life of the process). */
void kontor_title_register (const KontorTitle *title);

G_END_DECLS
