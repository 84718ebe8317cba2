/* kontor-file.h: reading the files Kontor is given, within bounds, and the
 * data folder's housekeeping.  The one entry point for every reader of
 * records and end positions (the CLI, the app, kontor_game_new_from_file):
 * the limits below are checked before json-glib sees a byte
 * (docs/reliability.md, "Limits"). */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A real record is far below 1 MB (2,069 actions: 151 KB). */
#define KONTOR_FILE_MAX_BYTES (8 * 1024 * 1024)
/* Objects and arrays inside each other; a record needs 6. */
#define KONTOR_JSON_MAX_DEPTH 64
/* Values in one file (objects, arrays, scalars), counted before parsing. */
#define KONTOR_JSON_MAX_VALUES 2000000
/* Entries in a record; a real game has about 2,000, a random one at most 11,000. */
#define KONTOR_RECORD_MAX_ACTIONS 100000
/* A player's name, in characters. */
#define KONTOR_NAME_MAX_CHARS 100

typedef enum {
  KONTOR_FILE_FORMAT_UNKNOWN,        /* no or another "format" */
  KONTOR_FILE_FORMAT_GAME,           /* "format": "kontor-game" */
  KONTOR_FILE_FORMAT_END_POSITION,   /* "format": "kontor-end-position" */
} KontorFileFormat;

/* The bytes of PATH: only a regular file (a folder, a device or a FIFO is
 * refused at once, without reading or blocking), at most
 * KONTOR_FILE_MAX_BYTES.  Errors: KONTOR_RECORD_ERROR_IO when the file
 * cannot be read, KONTOR_RECORD_ERROR_LIMIT when it is too large.  The data
 * is NUL-terminated. */
char *kontor_file_read (const char *path, gsize *length, GError **error);

/* Parses JSON within the limits: size, nesting depth and number of values
 * (scanned over the bytes, strings and comments skipped, before json-glib
 * parses), whole numbers beyond 64 bits and a key given twice in one object
 * are refused, naming the line and column.  Returns the root (NULL for empty
 * data, with no error).  JSON errors: KONTOR_RECORD_ERROR_PARSE; limits:
 * KONTOR_RECORD_ERROR_LIMIT. */
gboolean kontor_json_parse (const char *data, gssize length, JsonNode **root, GError **error);

/* kontor_file_read + kontor_json_parse. */
gboolean kontor_json_load_file (const char *path, JsonNode **root, GError **error);

/* What a parsed file holds, by its "format" field (never by its text). */
KontorFileFormat kontor_json_format (JsonNode *root);

/* A player's name as a record, an end position or `kontor-cli new` gives it:
 * UTF-8, no control characters (nor line or paragraph separators), at most
 * KONTOR_NAME_MAX_CHARS characters.  seat is 0-based; the refusal is
 * KONTOR_RECORD_ERROR_FIELD and names the field ("players", player N). */
gboolean kontor_player_name_check (const char *name, int seat, GError **error);

/* Removes what killed saves left in DIR: the temporary files of
 * kontor_game_save ("NAME.kontor.XXXXXX") and of the copies older versions
 * made (".goutputstream-XXXXXX"), last changed more than a minute ago.
 * Nothing else is touched.  Returns how many were removed. */
guint kontor_data_dir_clean_stale (const char *dir);

G_END_DECLS
