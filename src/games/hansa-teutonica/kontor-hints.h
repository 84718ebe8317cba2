/* kontor-hints.h: what the active player can do now, and what the table
 * should watch out for, in plain words. */
#pragma once

#include "kontor-position.h"

G_BEGIN_DECLS

typedef enum {
  KONTOR_HINT_NOW,       /* what is possible now */
  KONTOR_HINT_CLAIM,     /* a claim and what it would give */
  KONTOR_HINT_WARNING,   /* close to an end trigger, a gift to an opponent */
} KontorHintKind;

typedef struct {
  KontorHintKind kind;
  char *text;            /* translated */
  const char *topic;     /* the rule it is about: setup, turn, hire, place, displace, move, claim,
                          * east-west, markers, end, scoring (the rules reference's sections) */
} KontorHint;

void kontor_hint_free (KontorHint *hint);
/* A list of KontorHint for the position; names: one per seat. */
GPtrArray *kontor_hints (const KontorPosition *pos, const char *const *names);

G_END_DECLS
