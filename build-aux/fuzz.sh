#!/bin/sh
# Runs each libFuzzer target for SECONDS (default 60), seeded with the test
# corpora; new crashers are written to tests/fuzz/regressions/TARGET/ (the
# one-title record targets write to tests/fuzz/regressions/record/, which
# test-fuzz-regressions replays).
# Usage: build-aux/fuzz.sh [SECONDS] [JOBS]
#   KONTOR_FUZZ_TARGETS="record" for one target; the default is "record board".
#   KONTOR_FUZZ_TARGETS="record-hansa-schacht record-marco-polo record-merchants-of-europe": one title's
#   record loader each (tests/fuzz/fuzz-record-title.c), seeded with that
#   title's records only, small inputs (-max_len=4096, KONTOR_FUZZ_MAX_LEN=N
#   for another bound), a JSON dictionary.
#   KONTOR_FUZZ_ARGS="...": more libFuzzer options (e.g. -max_total_time is
#   SECONDS; -runs=N to stop after N executions).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
jobs=${2:-1}
# inputs up to 1 MiB: the loaders' limits (kontor-file.h) must hold for large
# inputs too (a 75 KB nesting crashed json-glib while inputs stopped at 16 KiB)
max_len=1048576
targets=${KONTOR_FUZZ_TARGETS:-record board}
extra=${KONTOR_FUZZ_ARGS:-}
if ! command -v clang >/dev/null 2>&1 || ! dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null | grep -q "ok installed"; then
  echo "Installing clang and its fuzzing runtime"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang libclang-rt-14-dev >/dev/null
fi
./build-aux/install-deps.sh
[ -f build-fuzz/build.ninja ] || CC=clang meson setup build-fuzz -Dfuzz=true -Dgui=false -Dbuildtype=debugoptimized >/dev/null
compile=""
for target in $targets; do compile="$compile fuzz-$target"; done
case "$targets" in
  *record-*) compile="$compile src/cli/kontor-cli:executable" ;;   # self-play seeds
esac
# shellcheck disable=SC2086
meson compile -C build-fuzz $compile >/dev/null

work=build-fuzz/corpus
mkdir -p "$work/record" "$work/board"
# small seeds (a long record costs a whole replay per run), and every regression
# input whatever its size (the deep-nesting one is 75 KB)
find tests/records tests/end-positions -type f -size -16k \( -name '*.kontor' -o -name '*.json' \) \
  -exec cp {} "$work/record/" \;
cp tests/fuzz/regressions/record/* "$work/record/" 2>/dev/null || true
# every title: the Hansa records whatever their size, and the record or end
# position of each scenario of the titles but Hansa Teutonica (Marco Polo, …)
for f in tests/records/hansa-schacht/*.kontor; do cp "$f" "$work/record/hansa-schacht-${f##*/}"; done
python3 - "$work/record" tests/scenarios/*/*.json <<'PY'
import json, os, sys
for path in sys.argv[2:]:
    try:
        with open(path, encoding="utf-8") as f:
            scenario = json.load(f)
    except (OSError, ValueError):
        continue
    seed = scenario.get("record") or scenario.get("end_position")
    if isinstance(seed, dict):
        name = "scenario-%s-%s" % (os.path.basename(os.path.dirname(path)), os.path.basename(path))
        with open(os.path.join(sys.argv[1], name), "w", encoding="utf-8") as f:
            json.dump(seed, f, ensure_ascii=False)
PY
cp data/boards/*.json tests/fuzz/regressions/board/* "$work/board/" 2>/dev/null || true

# One title's record targets: seeds of that title only, as compact JSON and
# at most title_len bytes (a record is replayed, saved and replayed again at
# every execution: a 15 KB Hansa game costs 20 times a 2 KB one, and with
# such seeds the rate fell to 1,900/s): its scenario records and end
# positions, its golden records and regression inputs if that small, the
# first 10, 20, 40 and 80 entries of self-played games (2 to 4 players); a
# dictionary of the keys and string values of all those records.
title_len=${KONTOR_FUZZ_MAX_LEN:-4096}
title_of() {
  case "$1" in
    record-hansa-schacht) echo hansa-schacht ;;
    record-marco-polo) echo marco-polo-classic ;;
    record-merchants-of-europe) echo merchants-of-europe ;;
    record-ht-boards) echo hansa-teutonica ;;
    *) echo "" ;;
  esac
}
for target in $targets; do
  title=$(title_of "$target")
  [ -n "$title" ] || continue
  mkdir -p "$work/$target" "$work/$target.selfplay"
  case "$title" in
    hansa-schacht) board="--board hansa-schacht-example"; colors="gray yellow purple red" ;;
    marco-polo-classic) board=""; colors="red blue green yellow" ;;
    merchants-of-europe) board=""; colors="red blue white orange" ;;   # 3-4 players: 2 is refused
    hansa-teutonica) board=""; colors="red blue green yellow" ;;      # on each expansion board, below
  esac
  boards="none"
  [ "$title" = hansa-teutonica ] && boards="east britannia-3 britannia-4-5"
  for b in $boards; do
  [ "$b" = none ] || board="--board $b"
  for n in 2 3 4; do
    players=""
    i=0
    for c in $colors; do
      i=$((i + 1))
      [ "$i" -le "$n" ] || break
      players="$players${players:+,}$c:P$i"
    done
    for seed in 1 2 3; do
      # shellcheck disable=SC2086
      ./build-fuzz/src/cli/kontor-cli selfplay --game "$title" $board --players "$players" --seed "$seed" \
        >"$work/$target.selfplay/selfplay-$b-${n}p-$seed.json" 2>/dev/null || rm -f "$work/$target.selfplay/selfplay-$b-${n}p-$seed.json"
    done
  done
  done
  python3 - "$title" "$work/$target" "$work/$target.dict" "$title_len" tests/scenarios/*/*.json \
    tests/records/"$title"/*.kontor tests/fuzz/regressions/record/* "$work/$target.selfplay"/*.json <<'PY'
import hashlib, json, os, sys
title, out, dict_path, max_len = sys.argv[1:5]
max_len = int(max_len)
keys, values = set(), set()
def walk(node):
    if isinstance(node, dict):
        for k, v in node.items():
            keys.add(k)
            walk(v)
    elif isinstance(node, list):
        for v in node:
            walk(v)
    elif isinstance(node, str) and len(node) <= 40:
        values.add(node)
def seed(obj, name):
    if not isinstance(obj, dict) or obj.get("game") != title:
        return
    walk(obj)
    data = json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(data) > max_len:
        return
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
for path in sys.argv[5:]:
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError, RecursionError):   # deep-nesting-75038 too
        continue
    base = os.path.basename(path)
    if not isinstance(doc, dict):
        continue
    if "/scenarios/" in path:
        for k in ("record", "end_position"):
            seed(doc.get(k), "scenario-%s-%s" % (k, base))
    elif base.startswith("selfplay-"):
        seed(doc, base)
        actions = doc.get("actions") or []
        for n in (10, 20, 40, 80):
            if len(actions) > n:
                seed(dict(doc, actions=actions[:n]), "%s-first-%d.json" % (base[:-5], n))
    else:
        seed(doc, base)
def q(s):   # libFuzzer's dictionary syntax: printable ASCII, else \xNN
    return '"' + "".join(chr(b) if 32 <= b < 127 and b not in b'\\"' else "\\x%02X" % b
                         for b in s.encode("utf-8")) + '"'
tokens = set()
for k in keys:
    tokens.add(q('"%s":' % k))
for v in values:
    tokens.add(q('"%s"' % v))
tokens.update(q(t) for t in ('{', '}', '[', ']', ',', ':', 'null', 'true', 'false', '-1', '0', '99999', '""', '[]', '{}'))
with open(dict_path, "w", encoding="utf-8") as f:
    for i, t in enumerate(sorted(tokens)):
        f.write("kw%d=%s\n" % (i, t))
PY
done

# one job: the fuzzer runs in this process and prints its figures here (the
# whole output, stacks included, in build-fuzz/fuzz-TARGET.log); more:
# libFuzzer's workers, each writing fuzz-N.log
par=""
[ "$jobs" -gt 1 ] && par="-jobs=$jobs -workers=$jobs"
for target in $targets; do
  echo "== fuzz-$target for ${seconds}s"
  len=$max_len
  regressions=tests/fuzz/regressions/$target
  dict=""
  if [ -n "$(title_of "$target")" ]; then
    len=$title_len
    regressions=tests/fuzz/regressions/record
    dict="-dict=$work/$target.dict"
  fi
  # shellcheck disable=SC2086
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
    ./build-fuzz/tests/fuzz/fuzz-$target "$work/$target" \
      -max_total_time="$seconds" $par -max_len="$len" $dict $extra \
      -artifact_prefix="$regressions/" -print_final_stats=1 2>&1 \
    | tee "build-fuzz/fuzz-$target.log" \
    | grep -E "stat::number_of_executed_units|stat::peak_rss|stat::new_units_added|stat::average_exec_per_sec|INITED|ERROR|SUMMARY|Done" || true
done
