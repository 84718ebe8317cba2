/* kontor-title-views.c: the titles the generic play page draws. */
#include "config.h"

#include <glib/gi18n.h>

#include "kontor-title-view.h"
#include "kontor-hs-view.h"
#include "kontor-mp-view.h"
#include "kontor-moe-view.h"

static const KontorTitleView *const views[] = {
  &kontor_hs_view,
  &kontor_mp_view,
  &kontor_moe_view,
};

const KontorTitleView *
kontor_title_view_lookup (const char *title_id)
{
  for (gsize i = 0; title_id && i < G_N_ELEMENTS (views); i++)
    if (g_strcmp0 (views[i]->title_id, title_id) == 0)
      return views[i];
  return NULL;
}

const char *
kontor_title_view_color_name (const KontorTitleView *view, const char *id)
{
  for (const KontorViewColor *c = view ? view->colors : NULL; c && c->id; c++)
    if (g_strcmp0 (c->id, id) == 0)
      return _(c->name);
  return id;
}
