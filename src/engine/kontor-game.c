/* kontor-game.c: the record envelope, the entry list, undo/redo and saving;
 * every rule is the title's. */
#define _POSIX_C_SOURCE 200809L   /* O_CLOEXEC, fsync, link, lstat under -std=c17 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kontor-game-private.h"
#include "kontor-json-private.h"

G_DEFINE_QUARK (kontor-record-error-quark, kontor_record_error)

G_DEFINE_FINAL_TYPE (KontorGame, kontor_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_N_ACTIONS, PROP_CURSOR, PROP_CAN_UNDO, PROP_CAN_REDO, N_PROPS };
static GParamSpec *props[N_PROPS];

static void
kontor_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KontorGame *self = KONTOR_GAME (object);
  switch (prop_id)
    {
    case PROP_N_ACTIONS: g_value_set_uint (value, kontor_game_get_n_actions (self)); break;
    case PROP_CURSOR: g_value_set_uint (value, kontor_game_get_cursor (self)); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, kontor_game_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, kontor_game_can_redo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);   /* GCOVR_EXCL_LINE: GObject passes installed ids only */
    }
}

/* After any change of the action list or the cursor: the properties, then
 * "changed" (the current position is new). */
void
kontor_game_emit_changed (KontorGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (int i = PROP_N_ACTIONS; i < N_PROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), props[i]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
kontor_game_finalize (GObject *object)
{
  KontorGame *self = KONTOR_GAME (object);
  if (self->setup && self->title->setup_clear)
    self->title->setup_clear (self->setup);
  g_clear_pointer (&self->setup, g_free);
  g_clear_pointer (&self->start, g_free);
  g_clear_pointer (&self->current, g_free);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->waiting, g_array_unref);
  g_clear_error (&self->attention);
  kontor_game_fix_free_steps (self);
  G_OBJECT_CLASS (kontor_game_parent_class)->finalize (object);
}

static void
kontor_game_class_init (KontorGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kontor_game_finalize;
  G_OBJECT_CLASS (klass)->get_property = kontor_game_get_property;
  props[PROP_N_ACTIONS] = g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  /* Emitted whenever the current position changes (apply, undo, redo). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kontor_game_init (KontorGame *self)
{
}

KontorGame *
kontor_game_new_for_setup (const KontorTitle *title, gconstpointer setup, GError **error)
{
  g_autoptr (KontorGame) self = g_object_new (KONTOR_TYPE_GAME, NULL);

  self->title = title;
  self->setup = g_memdup2 (setup, title->setup_size);
  self->start = g_malloc0 (title->position_size);
  self->current = g_malloc0 (title->position_size);
  self->actions = g_array_new (FALSE, FALSE, title->action_size);
  self->waiting = g_array_new (FALSE, FALSE, title->action_size);
  self->fix_undo = g_ptr_array_new ();
  self->fix_redo = g_ptr_array_new ();
  if (!title->position_init (self->start, self->setup, error))
    {
      /* The setup's memory stays the caller's on failure. */
      g_clear_pointer (&self->setup, g_free);
      return NULL;
    }
  memcpy (self->current, self->start, title->position_size);
  return g_steal_pointer (&self);
}

KontorGame *
kontor_game_new_from_header (const KontorTitle *title, JsonObject *header, GError **error)
{
  g_autofree gpointer setup = g_malloc0 (title->setup_size);
  KontorGame *game;

  if (!title->setup_from_json (header, setup, error))
    return NULL;
  game = kontor_game_new_for_setup (title, setup, error);
  if (game == NULL && title->setup_clear)
    title->setup_clear (setup);
  return game;
}

const KontorTitle *
kontor_game_get_title (KontorGame *self)
{
  return self->title;
}

gconstpointer
kontor_game_get_setup (KontorGame *self)
{
  return self->setup;
}

gconstpointer
kontor_game_get_position (KontorGame *self)
{
  return self->current;
}

int
kontor_game_get_n_players (KontorGame *self)
{
  return self->title->n_players (self->setup);
}

const char *
kontor_game_get_player_name (KontorGame *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < kontor_game_get_n_players (self), "");
  return self->title->player_name (self->setup, seat);
}

gboolean
kontor_game_ended (KontorGame *self)
{
  return self->title->ended (self->current);
}

/* Applies at the cursor, dropping the undone tail and the corrections that
 * could be redone; no notification. */
gboolean
kontor_game_append (KontorGame *self, gconstpointer action, GError **error)
{
  if (!self->title->apply (self->current, action, error))
    return FALSE;
  kontor_game_fix_free_redo (self);
  g_array_set_size (self->actions, self->cursor);
  g_array_append_vals (self->actions, action, 1);
  self->cursor++;
  return TRUE;
}

gboolean
kontor_game_apply (KontorGame *self, gconstpointer action, GError **error)
{
  if (self->waiting->len > 0)
    {
      /* entries wait: a new one goes before them, and they are checked again */
      KontorFix fix = { KONTOR_FIX_INSERT, self->cursor, action };
      return kontor_game_fix (self, &fix, NULL, error);
    }
  if (!kontor_game_append (self, action, error))
    return FALSE;
  kontor_game_emit_changed (self);
  return TRUE;
}

guint
kontor_game_get_n_actions (KontorGame *self)
{
  return self->actions->len;
}

guint
kontor_game_get_cursor (KontorGame *self)
{
  return self->cursor;
}

gconstpointer
kontor_game_get_action (KontorGame *self, guint index)
{
  g_return_val_if_fail (index < self->actions->len, NULL);
  return self->actions->data + (gsize) index * self->title->action_size;
}

gboolean
kontor_game_can_undo (KontorGame *self)
{
  /* while entries wait, only the correction that made them wait is undone */
  return kontor_game_fix_can_undo (self) || (self->cursor > 0 && self->waiting->len == 0);
}

gboolean
kontor_game_can_redo (KontorGame *self)
{
  return self->cursor < self->actions->len || kontor_game_fix_can_redo (self);
}

void
kontor_game_position_at (KontorGame *self, guint n, gpointer out)
{
  memcpy (out, self->start, self->title->position_size);
  n = MIN (n, self->actions->len);
  for (guint i = 0; i < n; i++)
    if (!self->title->apply (out, kontor_game_get_action (self, i), NULL))
      g_return_if_reached ();   /* GCOVR_EXCL_LINE: every stored action was legal when entered */
}

gboolean
kontor_game_undo (KontorGame *self)
{
  if (kontor_game_fix_can_undo (self))
    return kontor_game_fix_undo (self);
  if (self->cursor == 0 || self->waiting->len > 0)
    return FALSE;
  self->cursor--;
  kontor_game_position_at (self, self->cursor, self->current);
  kontor_game_emit_changed (self);
  return TRUE;
}

gboolean
kontor_game_redo (KontorGame *self)
{
  if (self->cursor >= self->actions->len)
    return kontor_game_fix_can_redo (self) && kontor_game_fix_redo (self);
  if (!self->title->apply (self->current, kontor_game_get_action (self, self->cursor), NULL))
    g_return_val_if_reached (FALSE);   /* GCOVR_EXCL_LINE: redo re-applies an action accepted on the same position */
  self->cursor++;
  kontor_game_emit_changed (self);
  return TRUE;
}

JsonNode *
kontor_game_score_json (KontorGame *self)
{
  return self->title->score_json (self->current, self->setup);
}

/* ------------------------------------------------------------ the record */

const KontorTitle *
kontor_record_title (JsonObject *root, GError **error)
{
  JsonNode *n = json_object_get_member (root, "game");
  const KontorTitle *title;
  const char *id;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    id = "hansa-teutonica";
  else if ((id = kontor_json_string (root, "game")) == NULL)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_GAME,
                   _("field “game”: must name a game, e.g. “hansa-teutonica”."));
      return NULL;
    }
  title = kontor_title_lookup (id);
  if (title == NULL)
    g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_GAME,
                 /* Translators: %s is the record's "game" id, e.g. hansa-schacht */
                 _("field “game”: “%s” is not a game Kontor knows."), id);
  return title;
}

/* format, version and game (game-record.md, "The envelope"). */
static const KontorTitle *
check_envelope (JsonNode *root_node, GError **error)
{
  JsonObject *root;
  JsonNode *n;

  if (root_node == NULL)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE,
                   _("The file is empty: it holds no game record."));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FORMAT,
                   _("Not a Kontor game record (the file is not a JSON object)."));
      return NULL;
    }
  root = json_node_get_object (root_node);
  if (g_strcmp0 (kontor_json_string (root, "format"), "kontor-game") != 0)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FORMAT,
                   _("Not a Kontor game record (field “format” must be “kontor-game”)."));
      return NULL;
    }
  n = json_object_get_member (root, "version");
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   _("field “version”: must be a whole number."));
      return NULL;
    }
  if (json_node_get_int (n) != 1)
    {
      g_autofree char *v = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (n));
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_VERSION,
                   /* Translators: %s is the version number the file gives */
                   _("Unknown record version %s: this Kontor reads version 1."), v);
      return NULL;
    }
  return kontor_record_title (root, error);
}

/* The entries of "actions" (applied) or of "waiting" (kept after them),
 * each read against the position it comes to; base: the index of the
 * first in the whole game. */
static gboolean
read_entries (KontorGame *game, JsonArray *list, guint base, gboolean waiting, int *bad_action, GError **error)
{
  g_autofree gpointer action = g_malloc0 (game->title->action_size);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *an = json_array_get_element (list, i);
      g_autoptr (GError) aerr = NULL;
      /* A title refuses every entry once its game has ended (game-over comes
       * first); entries waiting behind a correction that ended the game
       * earlier are only kept, so they are read against the start, which
       * knows the same board and players. */
      gconstpointer against = waiting && game->title->ended (game->current) ? game->start : game->current;
      gboolean ok = game->title->action_from_json (an, against, action, &aerr);
      const char *what;

      if (ok && waiting)
        g_array_append_vals (game->waiting, action, 1);
      else if (ok)
        ok = kontor_game_append (game, action, &aerr);   /* nobody listens yet */
      if (ok)
        continue;
      what = JSON_NODE_HOLDS_OBJECT (an) ? kontor_json_string (json_node_get_object (an), "do") : NULL;
      if (bad_action)
        *bad_action = (int) (base + i);
      if (waiting)
        /* Translators: a waiting entry of a record was refused: its 0-based index in "waiting", its "do" id (not translated), then why */
        g_set_error (error, aerr->domain, aerr->code, _("Waiting entry %u (%s): %s"), i, what ? what : "?",
                     aerr->message);
      else
        /* Translators: an entry of a record was refused: its 0-based index, its "do" id (not translated), then why */
        g_set_error (error, aerr->domain, aerr->code, _("Action %u (%s): %s"), i, what ? what : "?",
                     aerr->message);
      return FALSE;
    }
  return TRUE;
}

/* The entries that waited behind one that no longer fitted when the game
 * was saved (docs/corrections.md): kept in order, checked again. */
static gboolean
read_waiting (KontorGame *game, JsonObject *root, guint n_actions, int *bad_action, GError **error)
{
  JsonNode *node = json_object_get_member (root, "waiting");
  JsonArray *list;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                   _("field “waiting”: must be a list of entries."));
      return FALSE;
    }
  list = json_node_get_array (node);
  if (n_actions + json_array_get_length (list) > KONTOR_RECORD_MAX_ACTIONS)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                   /* Translators: the number of entries in the file, then the most a record may hold */
                   _("fields “actions” and “waiting”: %u entries; a record holds at most %u."),
                   n_actions + json_array_get_length (list), (guint) KONTOR_RECORD_MAX_ACTIONS);
      return FALSE;
    }
  if (!read_entries (game, list, n_actions, TRUE, bad_action, error))
    return FALSE;
  kontor_game_resume (game);
  return TRUE;
}

KontorGame *
kontor_game_new_from_json (JsonNode *root_node, int *bad_action, GError **error)
{
  g_autoptr (KontorGame) game = NULL;
  const KontorTitle *title;
  JsonObject *root;
  JsonNode *actions;
  JsonArray *list;

  if (bad_action)
    *bad_action = -1;
  title = check_envelope (root_node, error);
  if (title == NULL)
    return NULL;
  root = json_node_get_object (root_node);
  game = kontor_game_new_from_header (title, root, error);
  if (game == NULL)
    return NULL;

  actions = json_object_get_member (root, "actions");
  if (actions == NULL || !JSON_NODE_HOLDS_ARRAY (actions))
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                   _("field “actions”: must be a list (it may be empty)."));
      return NULL;
    }
  list = json_node_get_array (actions);
  if (json_array_get_length (list) > KONTOR_RECORD_MAX_ACTIONS)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                   /* Translators: the number of entries in the file, then the most a record may hold */
                   _("field “actions”: %u entries; a record holds at most %u."),
                   json_array_get_length (list), (guint) KONTOR_RECORD_MAX_ACTIONS);
      return NULL;
    }
  if (!read_entries (game, list, 0, FALSE, bad_action, error))
    return NULL;
  if (!read_waiting (game, root, json_array_get_length (list), bad_action, error))
    return NULL;
  return g_steal_pointer (&game);
}

KontorGame *
kontor_game_new_from_data (const char *data, gssize len, int *bad_action, GError **error)
{
  g_autoptr (JsonNode) root = NULL;

  if (bad_action)
    *bad_action = -1;
  if (!kontor_json_parse (data, len, &root, error))
    return NULL;
  return kontor_game_new_from_json (root, bad_action, error);
}

KontorGame *
kontor_game_new_from_file (const char *path, int *bad_action, GError **error)
{
  g_autoptr (JsonNode) root = NULL;

  if (bad_action)
    *bad_action = -1;
  if (!kontor_json_load_file (path, &root, error))
    return NULL;
  return kontor_game_new_from_json (root, bad_action, error);
}

char *
kontor_game_to_json (KontorGame *self)
{
  JsonBuilder *b = kontor_json_writer_begin ("kontor-game");
  g_autofree gpointer pos = g_memdup2 (self->start, self->title->position_size);

  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, self->title->id);
  self->title->setup_to_json (self->setup, b);
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  /* Only the applied actions: undone ones are not part of the game. */
  for (guint i = 0; i < self->cursor; i++)
    {
      gconstpointer a = kontor_game_get_action (self, i);
      self->title->action_to_json (b, a, pos);
      self->title->apply (pos, a, NULL);
    }
  json_builder_end_array (b);
  if (self->waiting->len > 0)
    {
      /* entries waiting behind one that no longer fits: not part of the
       * game yet; a reader that does not know them sees a valid game */
      json_builder_set_member_name (b, "waiting");
      json_builder_begin_array (b);
      for (guint i = 0; i < self->waiting->len; i++)
        self->title->action_to_json (b, self->waiting->data + (gsize) i * self->title->action_size, pos);
      json_builder_end_array (b);
    }
  return kontor_json_writer_end (b);
}

static gboolean
save_failed (GError **error, const char *path, int saved)
{
  g_autofree char *name = g_filename_display_name (path);
  g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO,
               /* Translators: a file's name, then the system's reason (e.g. No space left on device) */
               _("Could not save “%s”: %s"), name, g_strerror (saved));
  return FALSE;
}

/* DATA into a new temporary file beside PATH, synced; its name in *tmp_out. */
static gboolean
write_temp (const char *path, const char *data, gsize len, char **tmp_out, GError **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0666);
  gsize done = 0;
  int saved = 0;

  if (fd < 0)
    return save_failed (error, path, errno);
  while (done < len && saved == 0)
    {
      gssize n = write (fd, data + done, len - done);
      if (n < 0 && errno != EINTR)
        saved = errno;
      else if (n > 0)
        done += (gsize) n;
    }
  if (saved == 0 && fsync (fd) != 0)
    saved = errno;
  if (close (fd) != 0 && saved == 0)
    saved = errno;
  if (saved != 0)
    {
      g_unlink (tmp);
      return save_failed (error, path, saved);
    }
  *tmp_out = g_steal_pointer (&tmp);
  return TRUE;
}

/* The file at PATH becomes PATH.bak: a hard link under a temporary name,
 * renamed over the old backup (atomic; nothing is copied).  Where hard
 * links are not supported the file itself is renamed. */
static gboolean
keep_backup (const char *path, GError **error)
{
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return errno == ENOENT ? TRUE : save_failed (error, path, errno);
  if (!S_ISREG (st.st_mode))
    return save_failed (error, path, S_ISDIR (st.st_mode) ? EISDIR : EINVAL);
  for (int attempt = 0; attempt < 100; attempt++)
    {
      g_autofree char *link_name = g_strdup_printf ("%s.%06X", path, g_random_int_range (0, 0x1000000));
      if (link (path, link_name) == 0)
        {
          GStatBuf left;
          if (g_rename (link_name, bak) == 0)
            {
              /* renaming onto a link of the same file does nothing (POSIX) */
              if (g_lstat (link_name, &left) == 0)
                g_unlink (link_name);
              return TRUE;
            }
          {
            int saved = errno;
            g_unlink (link_name);
            return save_failed (error, bak, saved);
          }
        }
      if (errno == EEXIST)
        continue;
      if (errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK)
        break;
      return save_failed (error, bak, errno);
    }
  if (g_rename (path, bak) != 0)
    return save_failed (error, bak, errno);
  return TRUE;
}

gboolean
kontor_game_save (KontorGame *self, const char *path, GError **error)
{
  g_autofree char *json = kontor_game_to_json (self);
  g_autofree char *data = g_strconcat (json, "\n", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *tmp = NULL;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      /* Translators: %s is a folder's path */
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO, _("Could not create the folder %s"), dir);
      return FALSE;
    }
  /* First the new record, whole and synced: a full disk stops us here, with
   * both the last save and its backup untouched. */
  if (!write_temp (path, data, strlen (data), &tmp, error))
    return FALSE;
  if (!keep_backup (path, error))
    {
      g_unlink (tmp);
      return FALSE;
    }
  if (g_rename (tmp, path) != 0)
    {
      int saved = errno;
      g_unlink (tmp);
      return save_failed (error, path, saved);
    }
  return TRUE;
}

/* ------------------------------------------------------------ ids */

const char *
kontor_error_id (const KontorTitle *title, const GError *error)
{
  const char *id;

  if (error == NULL)
    return NULL;
  if (error->domain == KONTOR_RECORD_ERROR)
    switch (error->code)
      {
      case KONTOR_RECORD_ERROR_PARSE:
      case KONTOR_RECORD_ERROR_FORMAT:
      case KONTOR_RECORD_ERROR_LIMIT:
        return "kontor.format";
      case KONTOR_RECORD_ERROR_VERSION:
        return "kontor.version";
      case KONTOR_RECORD_ERROR_GAME:
        return "kontor.game";
      case KONTOR_RECORD_ERROR_FIX:
        return "kontor.fix";
      default:
        break;
      }
  if (title == NULL)
    return NULL;
  id = title->error_id ? title->error_id (error) : NULL;
  if (id == NULL && error->domain == KONTOR_RECORD_ERROR && error->code == KONTOR_RECORD_ERROR_FIELD)
    {
      /* The core's own refusal of an entry list that is not a list. */
      g_autofree char *s = g_strconcat (title->error_prefix, ".bad-entry", NULL);
      id = g_intern_string (s);
    }
  return id;
}

void
kontor_set_rule_error (GError **error, GQuark domain, int code, const char *rule, const char *path, const char *detail)
{
  if (path && detail)
    g_set_error (error, domain, code, "%s: %s (%s)", path, rule, detail);
  else if (path)
    g_set_error (error, domain, code, "%s: %s", path, rule);
  else if (detail)
    g_set_error (error, domain, code, "%s (%s)", rule, detail);
  else
    g_set_error_literal (error, domain, code, rule);
}
