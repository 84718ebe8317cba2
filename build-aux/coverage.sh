#!/bin/sh
# make coverage: a build with gcov counters, the whole headless suite, then
# line and branch coverage per folder (docs/testing.md) and an HTML report
# in BUILD/coverage/index.html.  Usage: coverage.sh [BUILD]
set -u
build=${1:-build-coverage}
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Db_coverage=true -Dgui=false --buildtype=debug >/dev/null || exit 1
fi
meson compile -C "$build" >/dev/null || exit 1
find "$build" -name '*.gcda' -delete
meson test -C "$build" --print-errorlogs --num-processes 2 >/dev/null
status=$?
[ $status -eq 0 ] || echo "coverage: some tests failed (meson test exit $status); the figures below are still measured"
mkdir -p "$build/coverage"
# gcov's branch counts include the branches the compiler adds itself
# (exceptions, unreachable), which no test can take.
opts="--exclude-unreachable-branches --exclude-throw-branches --exclude-lines-by-pattern .*g_return_.*if_fail.*"
echo "coverage (lines, branches) per folder:"
for dir in src/engine src/table src/cli src/games/*; do
  [ -d "$dir" ] || continue
  # gcovr replaces its -o file by a new one: never give it /dev/null (as root
  # that would turn the device into a regular file).
  summary=$(gcovr -r . $opts --filter "$dir/" --print-summary -o "$build/coverage/summary.txt" "$build" 2>/dev/null)
  lines=$(echo "$summary" | sed -n 's/^lines: \([0-9.]*%\).*/\1/p')
  branches=$(echo "$summary" | sed -n 's/^branches: \([0-9.]*%\).*/\1/p')
  printf '  %-32s lines %7s   branches %7s\n' "$dir" "${lines:-n/a}" "${branches:-n/a}"
done
gcovr -r . $opts --filter 'src/' --html-details "$build/coverage/index.html" "$build" >/dev/null 2>&1 \
  && echo "HTML report: $build/coverage/index.html"
exit $status
