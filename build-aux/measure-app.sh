#!/bin/sh
# App figures under Xvfb: cold start to the first drawn frame (median of 5),
# and peak RSS while a whole recorded game is entered through the table,
# next to the peak RSS of an empty libadwaita window (the GTK floor).
# Usage: build-aux/measure-app.sh [BUILD-DIR] [RECORD]
# Set KONTOR_GL=1 to keep GTK's GL renderer (on Xvfb: Mesa llvmpipe).
set -eu
build=${1:-build}
record=${2:-tests/records/complete-3p.kontor}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "${KONTOR_GL:-0}" != 1 ]; then
  export GDK_DEBUG=gl-disable GSK_RENDERER=cairo
fi
export GSETTINGS_SCHEMA_DIR="$PWD/$build/data" XDG_DATA_HOME="$tmp/data"
python3 - "$record" "$tmp" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
json.dump(r["actions"], open(sys.argv[2] + "/enter.json", "w"))
r["actions"] = []
json.dump(r, open(sys.argv[2] + "/start.kontor", "w"))
PY
xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
  for i in 1 2 3 4 5; do $build/src/app/kontor --measure-startup 2>/dev/null; done | sort -t: -k2 -n | sed -n 3p
  KONTOR_TEST_ENTER=$tmp/enter.json KONTOR_TEST_REPORT=1 timeout 300 $build/tests/kontor-test-app $tmp/start.kontor 2>/dev/null > $tmp/report &
  pid=\$!
  i=0; while [ \$i -lt 600 ] && ! grep -q 'page=table' $tmp/report; do sleep 0.2; i=\$((i+1)); done
  kill \$pid 2>/dev/null
  grep -E 'entered|peak_rss' $tmp/report
  $build/tests/rss-baseline 2>/dev/null
"
