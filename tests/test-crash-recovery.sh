#!/bin/sh
# Crash recovery (issue #10): the real app (kontor-test-app: the app plus
# test hooks) enters actions, is killed with
# SIGKILL, and "Continue" restores exactly that position; a damaged autosave
# is reported, the backup offered, and the damaged file left as it was.
# Usage: test-crash-recovery.sh KONTOR KONTOR-CLI TESTS-DIR   (under xvfb-run)
set -eu
KONTOR=$1
CLI=$2
SRC=$3
tmp=$(mktemp -d)
pid=""
cleanup () { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
export XDG_DATA_HOME="$tmp/data" KONTOR_TEST_REPORT=1
# the game is opened from a copy: Kontor edits an opened file where it is
cp "$SRC/records/unknown-fields.kontor" "$tmp/game.kontor"
autosave="$tmp/game.kontor"

wait_for () {   # PATTERN FILE
  i=0
  while [ $i -lt 200 ]; do
    grep -q "$1" "$2" 2>/dev/null && return 0
    sleep 0.1
    i=$((i + 1))
  done
  echo "not seen: $1"; cat "$2"; return 1
}

cat > "$tmp/enter.json" <<'JSON'
[{"do": "place", "route": "hamburg-stade", "space": 2, "piece": "trader"},
 {"do": "place", "route": "emden-groningen", "space": 0, "piece": "merchant"},
 {"do": "end-turn"}]
JSON

# 1. open a game of 7 actions, enter 3 more through the table, then SIGKILL
KONTOR_TEST_ENTER="$tmp/enter.json" "$KONTOR" "$autosave" > "$tmp/out1" 2>&1 &
pid=$!
wait_for "kontor: entered 3" "$tmp/out1"
kill -9 $pid; wait $pid 2>/dev/null || true; pid=""
echo "ok: entered 3 actions, killed"

# 2. the autosave on disk holds all 10 actions
"$CLI" replay "$autosave" > "$tmp/replay"
grep -q "10 actions" "$tmp/replay" || { echo "autosave lacks actions:"; cat "$tmp/replay"; exit 1; }
echo "ok: the autosave holds 10 actions"

# 3. Continue restores the same position: same action count and score
totals=$("$CLI" score "$autosave" --json | python3 -c 'import json,sys; print(",".join(str(p["total"]) for p in json.load(sys.stdin)["players"]))')
"$KONTOR" --continue > "$tmp/out2" 2>&1 &
pid=$!
wait_for "kontor: page=table actions=10 totals=$totals" "$tmp/out2"
kill -9 $pid; wait $pid 2>/dev/null || true; pid=""
echo "ok: continue restored 10 actions, totals $totals"

# 4. a truncated autosave: reported, backup offered, file not overwritten
head -c 300 "$autosave" > "$tmp/broken"
cp "$tmp/broken" "$autosave"
"$KONTOR" --continue > "$tmp/out3" 2>&1 &
pid=$!
wait_for "kontor: dialog “The last game could not be restored”" "$tmp/out3"
grep -q "the backup is offered" "$tmp/out3" || { echo "no backup offered"; cat "$tmp/out3"; exit 1; }
sleep 0.5
kill -9 $pid; wait $pid 2>/dev/null || true; pid=""
cmp -s "$tmp/broken" "$autosave" || { echo "the damaged autosave was overwritten"; exit 1; }
"$CLI" replay "$autosave.bak" | grep -q "9 actions" || { echo "backup is not the previous save"; exit 1; }
echo "ok: damaged autosave reported, backup (9 actions) offered, nothing overwritten"
