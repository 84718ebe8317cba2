/* kontor-library.c: the games on this computer (see kontor-library.h). */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "kontor-file.h"
#include "kontor-game.h"
#include "kontor-library.h"
#include "kontor-position.h"

#define MAX_SEATS 8

G_DEFINE_QUARK (kontor-library-error-quark, kontor_library_error)

/* ------------------------------------------------------------ entry */

struct _KontorLibraryEntry
{
  GObject parent_instance;

  char *path;
  KontorLibraryKind kind;
  gboolean adopted;
  GDateTime *modified;
  guint64 mtime_usec;     /* with size: unchanged files are not read again */
  goffset size;
  char *error;
  const KontorTitle *title;
  char *board;
  int n_players;
  char *names[MAX_SEATS];
  char *colors[MAX_SEATS];
  int totals[MAX_SEATS];
  gboolean won[MAX_SEATS];
  gboolean ended;
  int turn;
  guint n_actions;
};

G_DEFINE_FINAL_TYPE (KontorLibraryEntry, kontor_library_entry, G_TYPE_OBJECT)

static void
kontor_library_entry_finalize (GObject *object)
{
  KontorLibraryEntry *self = KONTOR_LIBRARY_ENTRY (object);
  g_free (self->path);
  g_clear_pointer (&self->modified, g_date_time_unref);
  g_free (self->error);
  g_free (self->board);
  for (int i = 0; i < MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      g_free (self->colors[i]);
    }
  G_OBJECT_CLASS (kontor_library_entry_parent_class)->finalize (object);
}

static void
kontor_library_entry_class_init (KontorLibraryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kontor_library_entry_finalize;
}

static void
kontor_library_entry_init (KontorLibraryEntry *self)
{
  self->turn = -1;
}

const char *
kontor_library_entry_get_path (KontorLibraryEntry *self)
{
  return self->path;
}

KontorLibraryKind
kontor_library_entry_get_kind (KontorLibraryEntry *self)
{
  return self->kind;
}

gboolean
kontor_library_entry_get_adopted (KontorLibraryEntry *self)
{
  return self->adopted;
}

GDateTime *
kontor_library_entry_get_modified (KontorLibraryEntry *self)
{
  return self->modified;
}

const char *
kontor_library_entry_get_error (KontorLibraryEntry *self)
{
  return self->error;
}

const KontorTitle *
kontor_library_entry_get_title (KontorLibraryEntry *self)
{
  return self->title;
}

const char *
kontor_library_entry_get_board (KontorLibraryEntry *self)
{
  return self->board;
}

int
kontor_library_entry_get_n_players (KontorLibraryEntry *self)
{
  return self->n_players;
}

const char *
kontor_library_entry_get_player_name (KontorLibraryEntry *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->n_players, NULL);
  return self->names[seat];
}

const char *
kontor_library_entry_get_player_color (KontorLibraryEntry *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->n_players, NULL);
  return self->colors[seat];
}

int
kontor_library_entry_get_player_total (KontorLibraryEntry *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->n_players, 0);
  return self->totals[seat];
}

gboolean
kontor_library_entry_get_player_won (KontorLibraryEntry *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->n_players, FALSE);
  return self->won[seat];
}

gboolean
kontor_library_entry_get_ended (KontorLibraryEntry *self)
{
  return self->ended;
}

int
kontor_library_entry_get_turn (KontorLibraryEntry *self)
{
  return self->turn;
}

guint
kontor_library_entry_get_n_actions (KontorLibraryEntry *self)
{
  return self->n_actions;
}

char *
kontor_library_entry_dup_names (KontorLibraryEntry *self)
{
  GString *out;
  if (self->n_players == 0)
    return g_path_get_basename (self->path);
  out = g_string_new (NULL);
  for (int p = 0; p < self->n_players; p++)
    /* Translators: the separator between player names in the list of games */
    g_string_append_printf (out, "%s%s", p ? _(", ") : "", self->names[p]);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading files */

/* The format of a parsed file (by its "format" field), or an error. */
static KontorLibraryKind
kind_of (JsonNode *root, GError **error)
{
  switch (kontor_json_format (root))
    {
    case KONTOR_FILE_FORMAT_GAME:
      return KONTOR_LIBRARY_KIND_GAME;
    case KONTOR_FILE_FORMAT_END_POSITION:
      return KONTOR_LIBRARY_KIND_END_POSITION;
    case KONTOR_FILE_FORMAT_UNKNOWN:
    default:
      g_set_error (error, KONTOR_LIBRARY_ERROR, KONTOR_LIBRARY_ERROR_FORMAT,
                   _("Not a Kontor file: neither a game record nor an end position."));
      return KONTOR_LIBRARY_KIND_UNREADABLE;
    }
}

/* Parses within the engine's limits (kontor-file.h): size, nesting depth,
 * number of values, all checked before json-glib reads a byte. */
static JsonNode *
parse (const char *data, gsize len, KontorLibraryKind *kind, GError **error)
{
  g_autoptr (JsonNode) root = NULL;

  *kind = KONTOR_LIBRARY_KIND_UNREADABLE;
  if (!kontor_json_parse (data, (gssize) len, &root, error))
    return NULL;
  *kind = kind_of (root, error);
  return *kind == KONTOR_LIBRARY_KIND_UNREADABLE ? NULL : g_steal_pointer (&root);
}

KontorLibraryKind
kontor_library_detect (const char *data, gsize len, GError **error)
{
  KontorLibraryKind kind;
  g_autoptr (JsonNode) root = parse (data, len, &kind, error);
  return kind;
}

/* The file's text and its parsed root. */
static gboolean
read_file (const char *path, char **data, gsize *len, JsonNode **root, KontorLibraryKind *kind, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  *kind = KONTOR_LIBRARY_KIND_UNREADABLE;
  /* only a regular file, within the size limit: a FIFO or a device is refused at once */
  contents = kontor_file_read (path, &length, error);
  if (contents == NULL)
    return FALSE;
  *root = parse (contents, length, kind, error);
  if (*root == NULL)
    return FALSE;
  if (len)
    *len = length;
  if (data)
    *data = g_steal_pointer (&contents);
  return TRUE;
}

gboolean
kontor_library_read (const char *path, char **data, gsize *len, KontorLibraryKind *kind, GError **error)
{
  g_autoptr (JsonNode) root = NULL;
  return read_file (path, data, len, &root, kind, error);
}

/* Stand-in until the title interface says it: the turn of the titles that
 * have one (Hansa Teutonica), -1 for the others. */
static int
title_turn (const KontorTitle *title, gconstpointer position)
{
  if (g_strcmp0 (title->id, "hansa-teutonica") == 0)
    return ((const KontorPosition *) position)->turn;
  return -1;
}

/* Totals and winners from `kontor-cli score --json` (game-record.md). */
static void
read_score (KontorLibraryEntry *self, JsonNode *score)
{
  JsonObject *o = score && JSON_NODE_HOLDS_OBJECT (score) ? json_node_get_object (score) : NULL;
  JsonArray *players = o && json_object_has_member (o, "players") ? json_object_get_array_member (o, "players") : NULL;
  JsonArray *winners = o && json_object_has_member (o, "winners") ? json_object_get_array_member (o, "winners") : NULL;

  for (guint i = 0; players && i < json_array_get_length (players); i++)
    {
      JsonObject *pl = json_array_get_object_element (players, i);
      const char *color = json_object_get_string_member_with_default (pl, "color", NULL);
      for (int p = 0; p < self->n_players; p++)
        if (g_strcmp0 (self->colors[p], color) == 0)
          self->totals[p] = (int) json_object_get_int_member_with_default (pl, "total", 0);
    }
  for (guint i = 0; winners && i < json_array_get_length (winners); i++)
    for (int p = 0; p < self->n_players; p++)
      if (g_strcmp0 (self->colors[p], json_array_get_string_element (winners, i)) == 0)
        self->won[p] = TRUE;
}

static gboolean
read_game (KontorLibraryEntry *self, JsonNode *root, GError **error)
{
  g_autoptr (KontorGame) game = kontor_game_new_from_json (root, NULL, error);
  g_autoptr (JsonNode) score = NULL;
  const KontorTitle *title;

  if (game == NULL)
    return FALSE;
  title = kontor_game_get_title (game);
  self->title = title;
  self->n_players = MIN (kontor_game_get_n_players (game), MAX_SEATS);
  for (int p = 0; p < self->n_players; p++)
    {
      self->names[p] = g_strdup (kontor_game_get_player_name (game, p));
      self->colors[p] = g_strdup (title->player_color (kontor_game_get_setup (game), p));
    }
  self->ended = kontor_game_ended (game);
  self->n_actions = kontor_game_get_cursor (game);
  self->turn = title_turn (title, kontor_game_get_position (game));
  score = title->score_json (kontor_game_get_position (game), kontor_game_get_setup (game));
  read_score (self, score);
  return TRUE;
}

static gboolean
read_end_position (KontorLibraryEntry *self, JsonObject *root, GError **error)
{
  const KontorTitle *title = kontor_record_title (root, error);
  g_autoptr (JsonNode) score = NULL;
  JsonArray *players;

  if (title == NULL)
    return FALSE;
  if (title->end_position_score_json == NULL)
    {
      g_set_error (error, KONTOR_LIBRARY_ERROR, KONTOR_LIBRARY_ERROR_FORMAT,
                   /* Translators: %s is a game's name, such as Hansa Teutonica */
                   _("Kontor cannot score a finished game of %s."), _(title->name));
      return FALSE;
    }
  score = title->end_position_score_json (root, error);
  if (score == NULL)
    return FALSE;
  self->title = title;
  players = json_object_get_array_member (json_node_get_object (score), "players");
  self->n_players = MIN ((int) json_array_get_length (players), MAX_SEATS);
  for (int p = 0; p < self->n_players; p++)
    {
      JsonObject *pl = json_array_get_object_element (players, p);
      self->names[p] = g_strdup (json_object_get_string_member_with_default (pl, "name", ""));
      self->colors[p] = g_strdup (json_object_get_string_member_with_default (pl, "color", ""));
    }
  self->ended = TRUE;
  read_score (self, score);
  return TRUE;
}

/* Everything the list shows of one file. */
static void
read_summary (KontorLibraryEntry *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = NULL;

  if (read_file (self->path, NULL, NULL, &node, &self->kind, &error))
    {
      JsonObject *root = json_node_get_object (node);
      JsonNode *board = json_object_get_member (root, "board");
      gboolean ok;

      if (board && JSON_NODE_HOLDS_VALUE (board) && json_node_get_value_type (board) == G_TYPE_STRING)
        self->board = g_strdup (json_node_get_string (board));
      if (self->kind == KONTOR_LIBRARY_KIND_GAME)
        ok = read_game (self, node, &error);
      else
        ok = read_end_position (self, root, &error);
      if (ok)
        return;
    }
  /* unreadable: listed by its file name, with the reason */
  self->kind = KONTOR_LIBRARY_KIND_UNREADABLE;
  self->error = g_strdup (error->message);
  self->title = NULL;
  for (int p = 0; p < self->n_players; p++)   /* GCOVR_EXCL_START: n_players is set only once a read succeeded, so 0 here */
    {
      g_clear_pointer (&self->names[p], g_free);
      g_clear_pointer (&self->colors[p], g_free);
    }   /* GCOVR_EXCL_STOP */
  self->n_players = 0;
}

static KontorLibraryEntry *
entry_new (const char *path, gboolean adopted, GFileInfo *info)
{
  KontorLibraryEntry *self = g_object_new (KONTOR_TYPE_LIBRARY_ENTRY, NULL);
  g_autoptr (GDateTime) utc = g_file_info_get_modification_date_time (info);

  self->path = g_strdup (path);
  self->adopted = adopted;
  self->size = g_file_info_get_size (info);
  self->mtime_usec = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                     + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  self->modified = utc ? g_date_time_to_local (utc) : g_date_time_new_now_local ();
  read_summary (self);
  return self;
}

/* ------------------------------------------------------------ library */

struct _KontorLibrary
{
  GObject parent_instance;

  char *dir;
  char *folder;
  GPtrArray *entries;        /* KontorLibraryEntry, shown, most recent first */
  GHashTable *known;         /* path → KontorLibraryEntry: every file read, deleted ones too */
  GPtrArray *adopted;        /* char *, canonical paths of files kept elsewhere */
  GHashTable *deleted;       /* path → TRUE: hidden, to be removed on commit */
};

static void kontor_library_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KontorLibrary, kontor_library, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, kontor_library_model_init))

static GType
model_get_item_type (GListModel *model)
{
  return KONTOR_TYPE_LIBRARY_ENTRY;
}

static guint
model_get_n_items (GListModel *model)
{
  return KONTOR_LIBRARY (model)->entries->len;
}

static gpointer
model_get_item (GListModel *model, guint position)
{
  KontorLibrary *self = KONTOR_LIBRARY (model);
  return position < self->entries->len ? g_object_ref (self->entries->pdata[position]) : NULL;
}

static void
kontor_library_model_init (GListModelInterface *iface)
{
  iface->get_item_type = model_get_item_type;
  iface->get_n_items = model_get_n_items;
  iface->get_item = model_get_item;
}

static void
kontor_library_finalize (GObject *object)
{
  KontorLibrary *self = KONTOR_LIBRARY (object);
  g_free (self->dir);
  g_free (self->folder);
  g_ptr_array_unref (self->entries);
  g_hash_table_unref (self->known);
  g_ptr_array_unref (self->adopted);
  g_hash_table_unref (self->deleted);
  G_OBJECT_CLASS (kontor_library_parent_class)->finalize (object);
}

static void
kontor_library_class_init (KontorLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kontor_library_finalize;
}

static void
kontor_library_init (KontorLibrary *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->adopted = g_ptr_array_new_with_free_func (g_free);
  self->deleted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

char *
kontor_library_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "kontor", NULL);
}

const char *
kontor_library_get_dir (KontorLibrary *self)
{
  return self->dir;
}

const char *
kontor_library_get_folder (KontorLibrary *self)
{
  return self->folder;
}

static gboolean
in_folder (KontorLibrary *self, const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  return g_strcmp0 (dir, self->folder) == 0;
}

static char *
index_path (KontorLibrary *self)
{
  return g_build_filename (self->dir, "opened.json", NULL);
}

static void
load_index (KontorLibrary *self)
{
  g_autofree char *path = index_path (self);
  g_autoptr (JsonNode) root = NULL;

  /* within the engine's limits, as every file Kontor reads */
  if (!kontor_json_load_file (path, &root, NULL))
    return;
  if (root == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    return;
  for (guint i = 0; i < json_array_get_length (json_node_get_array (root)); i++)
    {
      JsonNode *n = json_array_get_element (json_node_get_array (root), i);
      if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
        g_ptr_array_add (self->adopted, g_strdup (json_node_get_string (n)));
    }
}

static gboolean
save_index (KontorLibrary *self, GError **error)
{
  g_autofree char *path = index_path (self);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *data = NULL;

  json_builder_begin_array (b);
  for (guint i = 0; i < self->adopted->len; i++)
    json_builder_add_string_value (b, self->adopted->pdata[i]);
  json_builder_end_array (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  data = json_generator_to_data (gen, NULL);
  return g_file_set_contents (path, data, -1, error);
}

static char *
unique_path (KontorLibrary *self, const char *stem, const char *ext)
{
  for (int n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s%s", stem, ext) : g_strdup_printf ("%s-%d%s", stem, n, ext);
      char *path = g_build_filename (self->folder, name, NULL);
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (bak, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

static char *
stem_for (KontorLibraryKind kind, GDateTime *when)
{
  return g_date_time_format (when, kind == KONTOR_LIBRARY_KIND_END_POSITION ? "end-position-%Y%m%d-%H%M%S"
                                                                             : "game-%Y%m%d-%H%M%S");
}

char *
kontor_library_new_path (KontorLibrary *self, KontorLibraryKind kind)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stem = stem_for (kind, now);
  return unique_path (self, stem, kind == KONTOR_LIBRARY_KIND_END_POSITION ? ".json" : ".kontor");
}

/* The one autosave of earlier versions (and its .bak) becomes a game of the
 * library, named after the time it was last saved. */
static void
migrate_autosave (KontorLibrary *self)
{
  g_autofree char *old = g_build_filename (self->dir, "current.kontor", NULL);
  g_autofree char *old_bak = g_strconcat (old, ".bak", NULL);
  const char *src = g_file_test (old, G_FILE_TEST_EXISTS) ? old : old_bak;
  g_autoptr (GFile) file = g_file_new_for_path (src);
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr (GDateTime) utc = NULL;
  g_autoptr (GDateTime) when = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *dst = NULL;

  if (info == NULL)
    return;   /* nothing to migrate */
  utc = g_file_info_get_modification_date_time (info);
  when = utc ? g_date_time_to_local (utc) : g_date_time_new_now_local ();
  stem = stem_for (KONTOR_LIBRARY_KIND_GAME, when);
  dst = unique_path (self, stem, ".kontor");
  if (g_rename (src, dst) != 0)
    {
      g_warning ("Could not move %s into the library: %s", src, g_strerror (errno));
      return;
    }
  if (src == old && g_file_test (old_bak, G_FILE_TEST_EXISTS))
    {
      g_autofree char *dst_bak = g_strconcat (dst, ".bak", NULL);
      g_rename (old_bak, dst_bak);
    }
}

KontorLibrary *
kontor_library_new (const char *dir)
{
  KontorLibrary *self = g_object_new (KONTOR_TYPE_LIBRARY, NULL);
  self->dir = g_canonicalize_filename (dir, NULL);
  self->folder = g_build_filename (self->dir, "games", NULL);
  if (g_mkdir_with_parents (self->folder, 0755) != 0)
    g_warning ("Could not create the folder %s: %s", self->folder, g_strerror (errno));
  /* what killed saves left (the engine knows its temporary files) */
  kontor_data_dir_clean_stale (self->dir);
  kontor_data_dir_clean_stale (self->folder);
  migrate_autosave (self);
  load_index (self);
  kontor_library_refresh (self);
  return self;
}

#define INFO_ATTRIBUTES G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE "," \
                        G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED "," \
                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC

/* The entry of a file, read again only when it changed. */
static KontorLibraryEntry *
entry_for (KontorLibrary *self, const char *path, gboolean adopted, GFileInfo *info)
{
  KontorLibraryEntry *e = g_hash_table_lookup (self->known, path);
  guint64 mtime = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                  + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  if (e == NULL || e->mtime_usec != mtime || e->size != g_file_info_get_size (info))
    {
      e = entry_new (path, adopted, info);
      g_hash_table_replace (self->known, g_strdup (path), e);
    }
  return e;
}

static gboolean
listed_name (const char *name)
{
  return (g_str_has_suffix (name, ".kontor") || g_str_has_suffix (name, ".json")) && name[0] != '.';
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  KontorLibraryEntry *x = *(KontorLibraryEntry **) a, *y = *(KontorLibraryEntry **) b;
  if (x->mtime_usec != y->mtime_usec)
    return x->mtime_usec > y->mtime_usec ? -1 : 1;
  return g_strcmp0 (x->path, y->path);
}

void
kontor_library_refresh (KontorLibrary *self)
{
  g_autoptr (GFile) folder = g_file_new_for_path (self->folder);
  g_autoptr (GFileEnumerator) e = g_file_enumerate_children (folder, INFO_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_len = self->entries->len;
  gboolean forgot = FALSE;
  GFileInfo *info;

  while (e && g_file_enumerator_iterate (e, &info, NULL, NULL, NULL) && info)
    {
      g_autofree char *path = NULL;
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR || !listed_name (g_file_info_get_name (info)))
        continue;
      path = g_build_filename (self->folder, g_file_info_get_name (info), NULL);
      g_ptr_array_add (list, g_object_ref (entry_for (self, path, FALSE, info)));
    }
  for (guint i = 0; i < self->adopted->len;)
    {
      const char *path = self->adopted->pdata[i];
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GFileInfo) ainfo = g_file_query_info (file, INFO_ATTRIBUTES, G_FILE_QUERY_INFO_NONE, NULL, NULL);
      if (ainfo == NULL)
        {
          /* moved or removed outside Kontor: forgotten */
          g_hash_table_remove (self->known, path);
          g_ptr_array_remove_index (self->adopted, i);
          forgot = TRUE;
          continue;
        }
      if (g_file_info_get_file_type (ainfo) == G_FILE_TYPE_REGULAR && !in_folder (self, path))
        g_ptr_array_add (list, g_object_ref (entry_for (self, path, TRUE, ainfo)));
      i++;
    }
  if (forgot)
    save_index (self, NULL);

  g_ptr_array_set_size (self->entries, 0);
  for (guint i = 0; i < list->len; i++)
    {
      KontorLibraryEntry *entry = list->pdata[i];
      if (!g_hash_table_contains (self->deleted, entry->path))
        g_ptr_array_add (self->entries, g_object_ref (entry));
    }
  g_ptr_array_sort (self->entries, compare_entries);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->entries->len);
}

gboolean
kontor_library_adopt (KontorLibrary *self, const char *path, GError **error)
{
  g_autofree char *canon = g_canonicalize_filename (path, NULL);
  gboolean known = in_folder (self, canon);
  for (guint i = 0; i < self->adopted->len && !known; i++)
    known = g_strcmp0 (self->adopted->pdata[i], canon) == 0;
  if (known)
    {
      kontor_library_refresh (self);
      return TRUE;
    }
  g_ptr_array_add (self->adopted, g_steal_pointer (&canon));
  if (!save_index (self, error))
    {
      g_ptr_array_remove_index (self->adopted, self->adopted->len - 1);
      return FALSE;
    }
  kontor_library_refresh (self);
  return TRUE;
}

KontorLibraryEntry *
kontor_library_lookup (KontorLibrary *self, const char *path)
{
  g_autofree char *canon = g_canonicalize_filename (path, NULL);
  for (guint i = 0; i < self->entries->len; i++)
    if (g_strcmp0 (((KontorLibraryEntry *) self->entries->pdata[i])->path, canon) == 0)
      return self->entries->pdata[i];
  return NULL;
}

gboolean
kontor_library_contains (KontorLibrary *self, const char *path)
{
  return kontor_library_lookup (self, path) != NULL;
}

KontorLibraryEntry *
kontor_library_get_most_recent (KontorLibrary *self)
{
  return self->entries->len ? self->entries->pdata[0] : NULL;
}

gboolean
kontor_library_delete (KontorLibrary *self, const char *path)
{
  g_autofree char *canon = g_canonicalize_filename (path, NULL);
  if (!kontor_library_contains (self, canon))
    return FALSE;
  g_hash_table_add (self->deleted, g_steal_pointer (&canon));
  kontor_library_refresh (self);
  return TRUE;
}

gboolean
kontor_library_undelete (KontorLibrary *self, const char *path)
{
  g_autofree char *canon = g_canonicalize_filename (path, NULL);
  if (!g_hash_table_remove (self->deleted, canon))
    return FALSE;
  kontor_library_refresh (self);
  return TRUE;
}

gboolean
kontor_library_is_deleted (KontorLibrary *self, const char *path)
{
  g_autofree char *canon = g_canonicalize_filename (path, NULL);
  return g_hash_table_contains (self->deleted, canon);
}

static gboolean
remove_for_good (KontorLibrary *self, const char *path, GError **error)
{
  if (!in_folder (self, path))
    {
      for (guint i = 0; i < self->adopted->len; i++)
        if (g_strcmp0 (self->adopted->pdata[i], path) == 0)
          {
            g_ptr_array_remove_index (self->adopted, i);
            g_hash_table_remove (self->known, path);
            return save_index (self, error);
          }
      return TRUE;
    }
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      g_autofree char *base = g_path_get_basename (path);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   /* Translators: %s is a file name, then the system's reason */
                   _("Could not delete “%s”: %s"), base, g_strerror (saved));
      return FALSE;
    }
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_unlink (bak);
  }
  g_hash_table_remove (self->known, path);
  return TRUE;
}

gboolean
kontor_library_commit_deletion (KontorLibrary *self, const char *path, GError **error)
{
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  gboolean ok = TRUE;

  if (path)
    {
      g_autofree char *canon = g_canonicalize_filename (path, NULL);
      if (g_hash_table_contains (self->deleted, canon))
        g_ptr_array_add (paths, g_steal_pointer (&canon));
    }
  else
    {
      GHashTableIter iter;
      gpointer key;
      g_hash_table_iter_init (&iter, self->deleted);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_ptr_array_add (paths, g_strdup (key));
    }
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr (GError) local = NULL;
      if (!remove_for_good (self, paths->pdata[i], &local))
        {
          if (ok)
            g_propagate_error (error, g_steal_pointer (&local));
          ok = FALSE;   /* the file is kept, and listed again */
        }
      g_hash_table_remove (self->deleted, paths->pdata[i]);
    }
  if (!ok)
    kontor_library_refresh (self);
  return ok;
}
