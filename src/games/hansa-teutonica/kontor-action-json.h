/* kontor-action-json.h: Hansa Teutonica's record actions ⇄ KontorAction. */
#pragma once

#include "kontor-record.h"
#include "kontor-position.h"

G_BEGIN_DECLS

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
