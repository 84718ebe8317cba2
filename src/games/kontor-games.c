/* kontor-games.c: the titles compiled into Kontor, in the order New Game offers them. */
#include "config.h"

#include "kontor-title.h"

extern const KontorTitle kontor_ht_title;
extern const KontorTitle kontor_hs_title;
extern const KontorTitle kontor_mp_title;
extern const KontorTitle kontor_moe_title;

const KontorTitle *const kontor_builtin_titles[] = {
  &kontor_ht_title,
  &kontor_hs_title,
  &kontor_mp_title,
  &kontor_moe_title,
  NULL
};
