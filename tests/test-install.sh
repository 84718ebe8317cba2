#!/bin/sh
# Installs the build into a temporary root and checks what Files and the
# software centre read: the desktop file (with the .kontor MIME type), the
# shared-mime-info database built from our package, the metainfo.
# Usage: test-install.sh BUILDDIR
set -eu
build="$1"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
meson install -C "$build" --destdir "$root" --no-rebuild --quiet >/dev/null
share=$(find "$root" -type d -path '*/share/applications' | head -n 1)
share=${share%/applications}
n=0
fail() { echo "not ok $n - $1"; status=1; }
status=0
echo "TAP version 13"
echo "1..5"

n=1; desktop="$share/applications/io.github.kontor.Kontor.desktop"
if desktop-file-validate "$desktop"; then echo "ok $n - the installed desktop file is valid"; else fail "desktop-file-validate"; fi

n=2
if grep -qx 'MimeType=application/x-kontor-game;' "$desktop" && grep -q '^Exec=kontor %f$' "$desktop"; then
  echo "ok $n - the desktop file opens application/x-kontor-game files"
else fail "MimeType/Exec in the desktop file"; fi

n=3
if update-mime-database "$share/mime" && grep -qx 'application/x-kontor-game:\*\.kontor' "$share/mime/globs"; then
  echo "ok $n - update-mime-database maps *.kontor to application/x-kontor-game"
else fail "update-mime-database / globs"; fi

n=4
if grep -q 'sub-class-of type="application/json"' "$share/mime/application/x-kontor-game.xml"; then
  echo "ok $n - the MIME type is a kind of JSON"
else fail "the MIME type's parent"; fi

n=5
if appstreamcli validate --no-net "$share/metainfo/io.github.kontor.Kontor.metainfo.xml" >/dev/null; then
  echo "ok $n - the installed metainfo validates"
else fail "appstreamcli validate"; fi
exit $status
