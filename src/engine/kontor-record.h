/* kontor-record.h: the kontor-game JSON record (../shared/spec/game-record.md). */
#pragma once

#include <json-glib/json-glib.h>
#include "kontor-position.h"

G_BEGIN_DECLS

#define KONTOR_RECORD_ERROR (kontor_record_error_quark ())
GQuark kontor_record_error_quark (void);

typedef enum {
  KONTOR_RECORD_ERROR_PARSE,      /* not JSON */
  KONTOR_RECORD_ERROR_FORMAT,     /* not a kontor-game record */
  KONTOR_RECORD_ERROR_VERSION,    /* a version this Kontor does not read */
  KONTOR_RECORD_ERROR_FIELD,      /* a field is missing or of the wrong type or value */
  KONTOR_RECORD_ERROR_IO,
} KontorRecordError;

/* Parses one element of "actions".  Errors name the field; the caller
 * adds the action's index. */
gboolean kontor_action_from_json (JsonNode *node, const KontorPosition *pos,
                                  KontorAction *out, GError **error);
/* Writes one action as a JSON object into the builder. */
void kontor_action_to_json (JsonBuilder *builder, const KontorAction *action,
                            const KontorPosition *pos);
/* The record's name of an action kind ("hire", "claim", ...). */
const char *kontor_do_id (KontorDo what);

G_END_DECLS
