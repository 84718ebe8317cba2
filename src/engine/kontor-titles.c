/* kontor-titles.c: the titles Kontor knows. */
#include "config.h"

#include <string.h>

#include "kontor-title.h"

/* src/games/kontor-games.c: the compiled-in titles, NULL-terminated. */
extern const KontorTitle *const kontor_builtin_titles[];

static GPtrArray *all_titles;

static GPtrArray *
titles (void)
{
  if (g_once_init_enter (&all_titles))
    {
      GPtrArray *list = g_ptr_array_new ();
      for (int i = 0; kontor_builtin_titles[i] != NULL; i++)
        g_ptr_array_add (list, (gpointer) kontor_builtin_titles[i]);
      g_once_init_leave (&all_titles, list);
    }
  return all_titles;
}

const KontorTitle *const *
kontor_titles (guint *n_titles)
{
  GPtrArray *list = titles ();
  if (n_titles)
    *n_titles = list->len;
  return (const KontorTitle *const *) list->pdata;
}

const KontorTitle *
kontor_title_lookup (const char *id)
{
  GPtrArray *list = titles ();
  for (guint i = 0; id != NULL && i < list->len; i++)
    if (strcmp (((const KontorTitle *) list->pdata[i])->id, id) == 0)
      return list->pdata[i];
  return NULL;
}

void
kontor_title_register (const KontorTitle *title)
{
  g_return_if_fail (title != NULL && kontor_title_lookup (title->id) == NULL);
  g_ptr_array_add (titles (), (gpointer) title);
}
