/* kontor-record.h: the record envelope's errors (../shared/spec/game-record.md),
 * shared by every title. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define KONTOR_RECORD_ERROR (kontor_record_error_quark ())
GQuark kontor_record_error_quark (void);

typedef enum {
  KONTOR_RECORD_ERROR_PARSE,      /* not JSON */
  KONTOR_RECORD_ERROR_FORMAT,     /* not a kontor-game record:     kontor.format */
  KONTOR_RECORD_ERROR_VERSION,    /* a version this Kontor does not read: kontor.version */
  KONTOR_RECORD_ERROR_FIELD,      /* a field is missing or of the wrong type or value */
  KONTOR_RECORD_ERROR_IO,
  KONTOR_RECORD_ERROR_GAME,       /* a title this Kontor does not know: kontor.game */
  KONTOR_RECORD_ERROR_LIMIT,      /* beyond a limit of kontor-file.h (size, depth, …): kontor.format */
  KONTOR_RECORD_ERROR_FIX,        /* a correction names no entry it may change: kontor.fix */
} KontorRecordError;

typedef struct _KontorTitle KontorTitle;

/* The stable id of a refusal: the envelope's ("kontor.format",
 * "kontor.version", "kontor.game"), else the title's ("ht.space-occupied");
 * NULL when the error has none. */
const char *kontor_error_id (const KontorTitle *title, const GError *error);

/* A title's refusal in the shape every title uses: "PATH: RULE (DETAIL)",
 * path and detail optional (NULL). */
void kontor_set_rule_error (GError **error, GQuark domain, int code, const char *rule, const char *path,
                            const char *detail);


G_END_DECLS
