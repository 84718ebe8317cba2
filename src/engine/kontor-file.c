/* kontor-file.c: bounded reading and parsing of records and end positions,
 * the envelope writer they share, names, and stale temporary files. */
#define _POSIX_C_SOURCE 200809L   /* O_CLOEXEC, fsync, link, lstat under -std=c17 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kontor-file.h"
#include "kontor-json-private.h"
#include "kontor-record.h"

/* ------------------------------------------------------------ reading */

static char *
max_size_text (void)
{
  return g_format_size_full (KONTOR_FILE_MAX_BYTES, G_FORMAT_SIZE_IEC_UNITS);   /* "8.0 MiB" */
}

char *
kontor_file_read (const char *path, gsize *length, GError **error)
{
  g_autofree char *name = g_filename_display_name (path);
  g_autofree char *data = NULL;
  struct stat st;
  gsize size, len = 0;
  int fd, saved;

  /* O_NONBLOCK: opening a FIFO without a writer must not wait for one. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      saved = errno;
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO,
                   /* Translators: a file's name, then the system's reason */
                   _("Failed to open file “%s”: %s"), name, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0)   /* GCOVR_EXCL_START: fstat of a descriptor open() just returned does not fail */
    {
      saved = errno;
      close (fd);
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO,
                   _("Error reading file “%s”: %s"), name, g_strerror (saved));
      return NULL;
    }   /* GCOVR_EXCL_STOP */
  if (!S_ISREG (st.st_mode))
    {
      gboolean folder = S_ISDIR (st.st_mode);
      close (fd);
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO,
                   folder
                   /* Translators: %s is a file's name */
                   ? _("“%s” is a folder, not a file.")
                   /* Translators: %s is a file's name; a pipe, a device or a socket is not read */
                   : _("“%s” is not a regular file (a pipe or a device): Kontor reads only files."), name);
      return NULL;
    }
  if (st.st_size > KONTOR_FILE_MAX_BYTES)
    {
      g_autofree char *have = g_format_size_full ((guint64) st.st_size, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = max_size_text ();
      close (fd);
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                   /* Translators: a file's name, its size ("200.0 MiB"), then the limit ("8.0 MiB") */
                   _("“%s” is too large (%s): a Kontor file is at most %s."), name, have, max);
      return NULL;
    }
  /* The file may grow while it is read: never past the limit. */
  size = (gsize) st.st_size + 1;
  data = g_malloc (size + 1);
  for (;;)
    {
      gssize got;
      if (len == size)
        {
          if (size > KONTOR_FILE_MAX_BYTES)
            break;
          size = MIN (size * 2, (gsize) KONTOR_FILE_MAX_BYTES + 1);
          data = g_realloc (data, size + 1);
        }
      got = read (fd, data + len, size - len);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          saved = errno;
          close (fd);
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_IO,
                       /* Translators: a file's name, then the system's reason */
                       _("Error reading file “%s”: %s"), name, g_strerror (saved));
          return NULL;
        }
      if (got == 0)
        break;
      len += (gsize) got;
    }
  close (fd);
  if (len > KONTOR_FILE_MAX_BYTES)
    {
      g_autofree char *max = max_size_text ();
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                   /* Translators: a file's name, then the limit ("8.0 MiB") */
                   _("“%s” is larger than %s: a Kontor file is never that large."), name, max);
      return NULL;
    }
  data[len] = '\0';
  if (length)
    *length = len;
  return g_steal_pointer (&data);
}

/* ------------------------------------------------------------ the scan */

typedef struct {
  gsize offset;            /* of its "{" */
  guint line;
  gsize line_start;
  guint members;           /* ":" at its level */
} ObjectMark;

typedef struct {
  const char *data;
  gsize len;
  gsize line_start;
  guint line;
  GArray *objects;         /* ObjectMark, in document order */
  char *patched;           /* a copy of data with long whole numbers made floats, or NULL */
} Scan;

static gboolean
refuse_at (Scan *s, gsize at, GError **error, int code, const char *reason)
{
  /* Translators: a line and a column of a file, then what is wrong there (a sentence) */
  g_set_error (error, KONTOR_RECORD_ERROR, code, _("Line %u, column %u: %s"), s->line,
               (guint) (at - s->line_start + 1), reason);
  return FALSE;
}

static void
newline (Scan *s, gsize i)
{
  s->line++;
  s->line_start = i + 1;
}

/* At a quote ("…" or '…', both read by json-glib) or a slash-star comment:
 * the index of its last byte; else i itself. */
static gsize
skip_text (Scan *s, gsize i)
{
  const char *d = s->data;
  char c = d[i];

  if (c == '"' || c == '\'')
    {
      /* json-glib reads escapes in "…" only: '\' is a whole string */
      for (i++; i < s->len && d[i] != c; i++)
        if (d[i] == '\\' && c == '"')
          i++;
        else if (d[i] == '\n')
          newline (s, i);
    }
  else if (c == '/' && i + 1 < s->len && d[i + 1] == '*')
    {
      for (i += 2; i < s->len && !(d[i] == '*' && i + 1 < s->len && d[i + 1] == '/'); i++)
        if (d[i] == '\n')
          newline (s, i);
      i++;
    }
  return i;
}

/* A whole number json-glib would keep as a 64-bit integer: anything beyond
 * it wraps silently (99999999999999999999 reads as -1).  A decimal one is
 * read as the float it is near (no field takes it: each field then refuses
 * it with its own id, an ignored field ignores it); a hexadecimal one (not
 * JSON) is refused. */
static gboolean
integer_fits (const char *t, gsize n)
{
  gboolean neg = n > 0 && t[0] == '-';
  const char *d = t + neg;
  gsize nd = n - neg;
  gboolean hex = nd > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X');
  const char *limit;

  if (hex)
    {
      d += 2;
      nd -= 2;
    }
  for (gsize i = 0; i < nd; i++)
    if (!(hex ? g_ascii_isxdigit (d[i]) : g_ascii_isdigit (d[i])))
      return TRUE;   /* a fraction, an exponent or no number: not ours to judge */
  while (nd > 1 && d[0] == '0')
    {
      d++;
      nd--;
    }
  if (hex)
    return nd < 16 || (nd == 16 && g_ascii_xdigit_value (d[0]) < 8)
           || (neg && nd == 16 && g_ascii_strncasecmp (d, "8000000000000000", 16) == 0);
  limit = neg ? "9223372036854775808" : "9223372036854775807";
  return nd < 19 || (nd == 19 && strncmp (d, limit, 19) <= 0);
}

/* One pass over the bytes: nesting depth, the number of values, whole
 * numbers beyond 64 bits, and each object's member count (for keys given
 * twice, which json-glib drops silently), outside strings and comments. */
static gboolean
scan_bytes (Scan *s, GError **error)
{
  const char *data = s->data;
  int open[KONTOR_JSON_MAX_DEPTH];   /* index in s->objects, or -1 for an array */
  guint depth = 0;
  guint64 values = 1;

  for (gsize i = 0; i < s->len; i++)
    {
      char c = data[i];
      if (c == '\n')
        newline (s, i);
      else if (c == '"' || c == '\'' || c == '/')
        i = skip_text (s, i);
      else if (c == '[' || c == '{')
        {
          if (depth == KONTOR_JSON_MAX_DEPTH)
            {
              g_autofree char *why = g_strdup_printf (_("the data is nested more than %d levels deep; a Kontor file never is."),
                                                      KONTOR_JSON_MAX_DEPTH);
              return refuse_at (s, i, error, KONTOR_RECORD_ERROR_LIMIT, why);
            }
          open[depth++] = c == '{' ? (int) s->objects->len : -1;
          if (c == '{')
            {
              ObjectMark m = { i, s->line, s->line_start, 0 };
              g_array_append_val (s->objects, m);
            }
        }
      else if (c == ']' || c == '}')
        depth = depth > 0 ? depth - 1 : 0;
      else if (c == ':')
        {
          if (depth > 0 && open[depth - 1] >= 0)
            g_array_index (s->objects, ObjectMark, open[depth - 1]).members++;
        }
      else if (c == ',')
        {
          if (++values > KONTOR_JSON_MAX_VALUES)
            {
              g_autofree char *why = g_strdup_printf (_("more than %d values; a Kontor file never holds that many."),
                                                      KONTOR_JSON_MAX_VALUES);
              return refuse_at (s, i, error, KONTOR_RECORD_ERROR_LIMIT, why);
            }
        }
      else if (g_ascii_isalpha (c) || c == '_')
        {
          while (i + 1 < s->len && (g_ascii_isalnum (data[i + 1]) || data[i + 1] == '_'))
            i++;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          gsize j = i + 1;
          while (j < s->len && (g_ascii_isalnum (data[j]) || data[j] == '.' || data[j] == '+' || data[j] == '-'))
            j++;
          gsize sign = c == '-';
          gboolean hex = j - i > sign + 1 && data[i + sign] == '0' && (data[i + sign + 1] == 'x' || data[i + sign + 1] == 'X');
          if (!integer_fits (data + i, j - i) && !hex)
            {
              /* at least 19 digits: the last two become an exponent of the
               * same length, "…58e2", which json-glib reads as a double */
              if (s->patched == NULL)
                {
                  s->patched = g_malloc (s->len + 1);
                  memcpy (s->patched, data, s->len);
                  s->patched[s->len] = '\0';
                }
              s->patched[j - 2] = 'e';
              s->patched[j - 1] = '2';
            }
          else if (hex && !integer_fits (data + i, j - i))
            {
              g_autofree char *number = g_strndup (data + i, MIN (j - i, 40));
              g_autofree char *why = g_strdup_printf (
                /* Translators: %s is the number as written (its first 40 characters) */
                _("the whole number %s%s is too large for any field."), number, j - i > 40 ? "…" : "");
              return refuse_at (s, i, error, KONTOR_RECORD_ERROR_PARSE, why);
            }
          i = j - 1;
        }
    }
  return TRUE;
}

/* The first object (document order, as the scan listed them) holding fewer
 * members than the scan counted: a key given twice.  -1 when there is none. */
static int
first_short_object (JsonNode *node, const GArray *objects, guint *k)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr (GList) values = NULL;
      guint here = (*k)++;
      if (here >= objects->len)
        return -1;
      if (json_object_get_size (o) < g_array_index (objects, ObjectMark, here).members)
        return (int) here;
      values = json_object_get_values (o);
      for (GList *l = values; l; l = l->next)
        {
          int found = first_short_object (l->data, objects, k);
          if (found >= 0)
            return found;
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          int found = first_short_object (json_array_get_element (a, i), objects, k);
          if (found >= 0)
            return found;
        }
    }
  return -1;
}

/* Names the key given twice in the object at mark, and where. */
static void
refuse_duplicate (Scan *s, const ObjectMark *mark, GError **error)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean expect_key = TRUE;
  guint depth = 0;

  s->line = mark->line;
  s->line_start = mark->line_start;
  for (gsize i = mark->offset + 1; i < s->len; i++)
    {
      char c = s->data[i];
      if (c == '\n')
        newline (s, i);
      else if ((c == '"' || c == '\'') && depth == 0 && expect_key)
        {
          gsize start = i;
          guint line = s->line;
          gsize line_start = s->line_start;
          i = skip_text (s, i);
          if (i < s->len && !g_hash_table_add (keys, g_strndup (s->data + start + 1, i - start - 1)))
            {
              g_autofree char *name = g_strndup (s->data + start + 1, i - start - 1);
              s->line = line;
              s->line_start = line_start;
              g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE,
                           /* Translators: a line and a column of a file, then a JSON key */
                           _("Line %u, column %u: the key “%s” is given twice in the same object."),
                           s->line, (guint) (start - s->line_start + 1), name);
              return;
            }
          expect_key = FALSE;
        }
      else if (c == '"' || c == '\'' || c == '/')
        i = skip_text (s, i);
      else if (c == '[' || c == '{')
        depth++;
      else if ((c == ']' || c == '}') && depth-- == 0)
        break;
      else if (c == ',' && depth == 0)
        expect_key = TRUE;
    }
  /* the same key written two ways ("a" and "\u0061") */
  s->line = mark->line;
  s->line_start = mark->line_start;
  refuse_at (s, mark->offset, error, KONTOR_RECORD_ERROR_PARSE, _("this object gives a key twice."));
}

/* ------------------------------------------------------------ parsing */

gboolean
kontor_json_parse (const char *data, gssize length, JsonNode **root, GError **error)
{
  return kontor_json_parse_for (data, length, KONTOR_FILE_FORMAT_GAME, root, error);
}

gboolean
kontor_json_parse_for (const char *data, gssize length, KontorFileFormat what, JsonNode **root, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (GArray) objects = g_array_new (FALSE, FALSE, sizeof (ObjectMark));
  gsize len = length < 0 ? strlen (data) : (gsize) length;
  Scan scan = { data, len, 0, 1, objects, NULL };
  g_autofree char *patched = NULL;
  gboolean ok;
  JsonNode *top;
  guint k = 0;
  int dup;

  *root = NULL;
  if (len > KONTOR_FILE_MAX_BYTES)
    {
      g_autofree char *have = g_format_size_full (len, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = max_size_text ();
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_LIMIT,
                   /* Translators: the data's size ("200.0 MiB"), then the limit ("8.0 MiB") */
                   _("The data is too large (%s): a Kontor file is at most %s."), have, max);
      return FALSE;
    }
  ok = scan_bytes (&scan, error);
  patched = scan.patched;
  if (!ok)
    return FALSE;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, patched ? patched : data, (gssize) len, &local))
    {
      if (what == KONTOR_FILE_FORMAT_END_POSITION)
        g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE,
                     /* Translators: %s is the JSON parser's message */
                     _("Not a readable end position (invalid JSON: %s)"), local->message);
      else
        g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_PARSE,
                     /* Translators: %s is the JSON parser's message */
                     _("Not a readable game record (invalid JSON: %s)"), local->message);
      return FALSE;
    }
  top = json_parser_get_root (parser);
  if (top == NULL)
    return TRUE;   /* empty */
  dup = first_short_object (top, objects, &k);
  if (dup >= 0)
    {
      Scan again = { data, len, 0, 1, objects, NULL };
      refuse_duplicate (&again, &g_array_index (objects, ObjectMark, dup), error);
      return FALSE;
    }
  *root = json_node_ref (top);
  return TRUE;
}

gboolean
kontor_json_load_file (const char *path, JsonNode **root, GError **error)
{
  gsize len;
  g_autofree char *data = kontor_file_read (path, &len, error);

  *root = NULL;
  if (data == NULL)
    return FALSE;
  return kontor_json_parse (data, (gssize) len, root, error);
}

KontorFileFormat
kontor_json_format (JsonNode *root)
{
  const char *format = kontor_json_string (kontor_json_node_object (root), "format");

  if (g_strcmp0 (format, "kontor-game") == 0)
    return KONTOR_FILE_FORMAT_GAME;
  if (g_strcmp0 (format, "kontor-end-position") == 0)
    return KONTOR_FILE_FORMAT_END_POSITION;
  return KONTOR_FILE_FORMAT_UNKNOWN;
}

/* ------------------------------------------------------------ writing */

JsonBuilder *
kontor_json_writer_begin (const char *format)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, format);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  return b;
}

char *
kontor_json_writer_end (JsonBuilder *b)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  g_object_unref (b);
  return json_generator_to_data (gen, NULL);
}

/* ------------------------------------------------------------ names */

gboolean
kontor_player_name_check (const char *name, int seat, GError **error)
{
  const char *end;

  if (name == NULL)
    return TRUE;
  if (!g_utf8_validate (name, -1, &end))
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                   /* Translators: %d is the player's seat, 1 for the first; %d then the byte where the text breaks */
                   _("field “players”: player %d: the name is not UTF-8 text (byte %d)."), seat + 1,
                   (int) (end - name) + 1);
      return FALSE;
    }
  for (const char *p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType t = g_unichar_type (c);
      if (t == G_UNICODE_CONTROL || t == G_UNICODE_LINE_SEPARATOR || t == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                       /* Translators: %d is the player's seat, 1 for the first; %04X a character's code (U+001B) */
                       _("field “players”: player %d: the name contains a control character (U+%04X)."), seat + 1,
                       (guint) c);
          return FALSE;
        }
    }
  if (g_utf8_strlen (name, -1) > KONTOR_NAME_MAX_CHARS)
    {
      g_set_error (error, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_FIELD,
                   /* Translators: %d is the player's seat, 1 for the first; then the longest name allowed */
                   _("field “players”: player %d: the name is longer than %d characters."), seat + 1,
                   KONTOR_NAME_MAX_CHARS);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ stale files */

/* NAME.kontor.XXXXXX (g_mkstemp's six characters) or .goutputstream-XXXXXX */
static gboolean
is_save_temp (const char *name)
{
  gsize n = strlen (name);
  const char *tail;

  if (g_str_has_prefix (name, ".goutputstream-"))
    tail = name + strlen (".goutputstream-");
  else if (n > 14 && strncmp (name + n - 14, ".kontor.", 8) == 0)
    tail = name + n - 6;
  else
    return FALSE;
  if (strlen (tail) != 6)
    return FALSE;
  for (int i = 0; i < 6; i++)
    if (!g_ascii_isalnum (tail[i]))
      return FALSE;
  return TRUE;
}

guint
kontor_data_dir_clean_stale (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  guint removed = 0;

  if (d == NULL)
    return 0;
  for (const char *name; (name = g_dir_read_name (d));)
    {
      g_autofree char *path = NULL;
      GStatBuf st;
      if (!is_save_temp (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      /* a save under way writes its file now: only a minute's silence counts */
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && now - (gint64) st.st_mtime > 60
          && g_unlink (path) == 0)
        removed++;
    }
  return removed;
}

/* ------------------------------------------------------------ players */

static gboolean
players_refuse (char **path, char **why, char *at, const char *reason)
{
  *path = at;
  *why = g_strdup (reason);
  return FALSE;
}

gboolean
kontor_json_read_players (JsonObject *root, const KontorPlayersRule *rule, int *n_out, char *names, int *colors,
                          char **path, char **why)
{
  JsonArray *players = kontor_json_array (root, "players");
  guint n = players ? json_array_get_length (players) : 0;

  *path = *why = NULL;
  if (players == NULL || n < 2 || n > (guint) rule->max_players)
    return players_refuse (path, why, g_strdup ("players"), rule->count_why);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *p = kontor_json_node_object (json_array_get_element (players, i));
      const char *name = kontor_json_string (p, "name");
      int c = p ? rule->color_of (kontor_json_string (p, "color")) : -1;
      g_autoptr (GError) bad = NULL;

      if (p == NULL)
        return players_refuse (path, why, g_strdup_printf ("players[%u]", i),
                               _("a player is an object with a name and a colour"));
      if (name == NULL || *name == '\0' || strlen (name) >= rule->name_max)
        return players_refuse (path, why, g_strdup_printf ("players[%u].name", i),
                               _("the name is missing, empty or too long"));
      /* the names every title accepts: UTF-8, no control characters */
      if (!kontor_player_name_check (name, (int) i, &bad))
        return players_refuse (path, why, g_strdup_printf ("players[%u].name", i), bad->message);
      for (guint j = 0; c >= 0 && j < i; j++)
        if (colors[j] == c)
          c = -2;
      if (c < 0)
        return players_refuse (path, why, g_strdup_printf ("players[%u].color", i),
                               c == -2 ? _("this colour is already taken") : rule->color_why);
      if (names)
        g_strlcpy (names + (gsize) i * rule->name_max, name, rule->name_max);
      colors[i] = c;
    }
  *n_out = (int) n;
  return TRUE;
}
