#!/usr/bin/env bash
# `npm test`: every check and test suite, then one summary line "N passed, N failed".
# Static checks (typecheck, lint, format, migration drift) count as one test each; Jest and Playwright
# count their own tests. Runs every step even after a failure, and exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results
passed=0
failed=0
failures=()

step() { echo; echo "=== $1"; }

count_json() { # jest/playwright json -> "passed failed"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (r.numPassedTests !== undefined) { console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites || 0)); }
    // Errors outside a test (global setup or teardown, e.g. the log-secrets check) count as failures too.
    else { const s = r.stats || {}; console.log((s.expected || 0) + (s.flaky || 0), (s.unexpected || 0) + (r.errors || []).length); }
  ' "$1" 2>/dev/null || echo "0 1"
}

# Debian's old headless shell (the build Playwright itself runs headless): the same Blink and V8 without the
# browser's UI layers, so a page costs less CPU on a machine the servers and Jest share.
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
ensure_chromium() {
  [ -x "$CHROMIUM" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the end-to-end tests…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >/tmp/omni-apt.log 2>&1 || { tail -20 /tmp/omni-apt.log; return 1; }
    return 0
  fi
  echo "No Chromium at $CHROMIUM. Install Debian's 'chromium-headless-shell' package (or set CHROMIUM_PATH) and run again." >&2
  return 1
}

# Two lanes at once, so the two cores stay busy while either lane waits (Jest's integration files on PostgreSQL,
# the build on the disk): the static checks then `next build` (lane "static"), and Jest. Each lane's outcome goes
# to a file; the static lane's output is printed when it ends, Jest's as it runs. The build skips Next's own type
# check and cache (OMNI_TEST_BUILD, next.config.ts): the typecheck step just did it, and fails the run if it fails.
# Chromium, when missing, is installed meanwhile (a download, not CPU work).
lanes=test-results/lanes
rm -rf "$lanes"
mkdir -p "$lanes"
ensure_chromium > "$lanes/chromium.log" 2>&1 &
chromium_pid=$!
lane_check() { # lane, name, command...
  local lane=$1 name=$2; shift 2
  step "$name"
  local started=$SECONDS
  if "$@"; then echo "pass $name" >> "$lanes/$lane"; else echo "fail $name" >> "$lanes/$lane"; fi
  echo "($name: $((SECONDS - started)) s)"
}

static_lane() {
  lane_check static "typecheck" npx tsc --noEmit -p .
  lane_check static "lint" npx eslint . --max-warnings=0
  lane_check static "format" npx prettier --check . --log-level warn
  lane_check static "migrations match schema" node node_modules/tsx/dist/cli.mjs scripts/check-migrations.ts
  # The conformance map of ../shared/spec (docs/spec-conformance.md) is generated from the tests: it must be current.
  lane_check static "spec conformance doc" node node_modules/tsx/dist/cli.mjs scripts/spec-conformance-doc.ts --check
  lane_check static "spec messages covered by tests" node node_modules/tsx/dist/cli.mjs scripts/spec-messages.ts
  step "next build"
  local started=$SECONDS
  if OMNI_TEST_BUILD=1 npx next build > test-results/next-build.log 2>&1; then
    tail -5 test-results/next-build.log
    echo "built" > "$lanes/build"
    # The e2e servers' database, seeded once and copied for the read-only server, while Jest runs.
    if node node_modules/tsx/dist/cli.mjs scripts/prepare-e2e-data.ts > test-results/prepare-e2e-data.log 2>&1; then
      tail -1 test-results/prepare-e2e-data.log
      echo "prepared" > "$lanes/e2e-data"
    else
      tail -20 test-results/prepare-e2e-data.log
    fi
  else
    tail -40 test-results/next-build.log
    echo "fail next build" >> "$lanes/static"
  fi
  echo "(next build: $((SECONDS - started)) s)"
}

static_lane > "$lanes/static.log" 2>&1 &
static_pid=$!

step "jest (unit + integration)"
jest_started=$SECONDS
npx jest --maxWorkers="${OMNI_JEST_WORKERS:-2}" --json --outputFile=test-results/jest-results.json
echo "(jest: $((SECONDS - jest_started)) s)"
read -r p f < <(count_json test-results/jest-results.json)
passed=$((passed + p)); failed=$((failed + f)); [ "$f" = 0 ] || failures+=("jest")

wait "$static_pid"
cat "$lanes/static.log"
while read -r outcome name; do
  if [ "$outcome" = pass ]; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
done < "$lanes/static"

if [ -f "$lanes/build" ]; then
  step "playwright (Chromium)"
  if wait "$chromium_pid"; cat "$lanes/chromium.log"; [ -x "$CHROMIUM" ]; then
    # Without the prepared data each server makes its own from nothing.
    [ -f "$lanes/e2e-data" ] || rm -rf .data/e2e .data/e2e-read-only
    e2e_started=$SECONDS
    npx playwright test
    echo "(playwright: $((SECONDS - e2e_started)) s)"
    read -r p f < <(count_json test-results/e2e-results.json)
    passed=$((passed + p)); failed=$((failed + f)); [ "$f" = 0 ] || failures+=("playwright")
  else
    failed=$((failed + 1)); failures+=("chromium")
  fi
fi

echo
[ ${#failures[@]} -eq 0 ] || echo "Failed: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
