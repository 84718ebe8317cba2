#!/bin/sh
# Fails when a translation is missing, fuzzy or broken: the strings of the
# sources (extracted afresh, as the pot target does) must all be translated.
set -eu
src="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
grep -v '^#' po/POTFILES.in | grep -v '^$' > "$tmp/files"
xgettext --package-name=kontor --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --keyword=ngettext:1,2 --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format \
  --flag=NC_:2:pass-c-format --flag=g_dngettext:2:pass-c-format \
  --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_string_append_printf:2:c-format --flag=g_error_new:3:c-format \
  --flag=g_set_error:4:c-format --flag=g_markup_printf_escaped:1:c-format \
  --flag=g_log:3:c-format --flag=g_print:1:c-format --flag=g_printerr:1:c-format \
  --flag=g_printf:1:c-format --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format \
  --flag=g_snprintf:3:c-format \
  -f "$tmp/files" -o "$tmp/kontor.pot"
status=0
# every source with a translatable string is listed in POTFILES.in
for f in $(grep -rlE '\b(N?_|ngettext|C_) *\(' src --include='*.c'; grep -rl 'translatable="yes"' ui); do
  if ! grep -qx "$f" "$tmp/files"; then echo "po/POTFILES.in does not list $f"; status=1; fi
done
for lang in $(cat po/LINGUAS); do
  msgfmt -c -o /dev/null "po/$lang.po" || status=1
  stats=$(msgfmt --statistics -o /dev/null "po/$lang.po" 2>&1)
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$lang: $stats"; status=1 ;;
  esac
  # every string of the sources has a translation
  if ! msgcmp "po/$lang.po" "$tmp/kontor.pot" 2>"$tmp/cmp"; then
    echo "$lang: strings without translation:"; cat "$tmp/cmp"; status=1
  fi
done
exit $status
