#!/bin/sh
# Runs each libFuzzer target for SECONDS (default 60), seeded with the test
# corpora; new crashers are written to tests/fuzz/regressions/TARGET/.
# Usage: build-aux/fuzz.sh [SECONDS] [JOBS]   (KONTOR_FUZZ_TARGETS="record" for one target)
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
jobs=${2:-1}
# inputs up to 1 MiB: the loaders' limits (kontor-file.h) must hold for large
# inputs too (a 75 KB nesting crashed json-glib while inputs stopped at 16 KiB)
max_len=1048576
targets=${KONTOR_FUZZ_TARGETS:-record board}
if ! command -v clang >/dev/null 2>&1 || ! dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null | grep -q "ok installed"; then
  echo "Installing clang and its fuzzing runtime"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang libclang-rt-14-dev >/dev/null
fi
./build-aux/install-deps.sh
[ -f build-fuzz/build.ninja ] || CC=clang meson setup build-fuzz -Dfuzz=true -Dgui=false -Dbuildtype=debugoptimized >/dev/null
meson compile -C build-fuzz fuzz-record fuzz-board >/dev/null

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
python3 - "$work/record" tests/scenarios/*/*.json <<'EOF'
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
EOF
cp data/boards/*.json tests/fuzz/regressions/board/* "$work/board/" 2>/dev/null || true

# one job: the fuzzer runs in this process and prints its figures here;
# more: libFuzzer's workers, each writing fuzz-N.log
par=""
[ "$jobs" -gt 1 ] && par="-jobs=$jobs -workers=$jobs"
for target in $targets; do
  echo "== fuzz-$target for ${seconds}s"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
    ./build-fuzz/tests/fuzz/fuzz-$target "$work/$target" \
      -max_total_time="$seconds" $par -max_len="$max_len" \
      -artifact_prefix="tests/fuzz/regressions/$target/" -print_final_stats=1 2>&1 \
    | grep -E "stat::number_of_executed_units|stat::peak_rss|ERROR|SUMMARY|Done" || true
done
