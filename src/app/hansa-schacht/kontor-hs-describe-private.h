/* kontor-hs-describe-private.h: the form's description of a board and its
 * file (kontor-hs-describe-file.c); nothing outside the form uses it. */
#pragma once

#include <json-glib/json-glib.h>
#include "kontor-hs.h"

G_BEGIN_DECLS

/* What a form shows: read leniently from a profile, shipped or saved. */
typedef struct {
  char *name[HS_N_CITIES];             /* NULL: none given */
  int number[HS_N_CITIES];             /* 0: unknown */
  int warehouses[HS_N_CITIES];         /* 0: unknown */
  gboolean start[HS_N_CITIES];
  guint16 arrows[HS_N_CITIES];         /* bit t: from the city to t */
  guint16 inferred[HS_N_CITIES];
  guint16 complete;
  JsonNode *land;                      /* informational, written back as read */
} Description;

void kontor_hs_description_clear (Description *d);
/* Takes what is readable; anything else stays unknown.  FALSE when node is
 * not a profile of Hansa at all. */
gboolean kontor_hs_description_read (JsonNode *node, Description *d);
/* In the shipped format (spec §4.4). */
JsonNode *kontor_hs_description_to_json (const Description *d);
/* To kontor_hs_described_path (), its folder made if needed. */
gboolean kontor_hs_description_write (JsonNode *root, GError **error);

G_END_DECLS
