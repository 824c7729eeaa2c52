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
check() { # name, command...
  local name=$1; shift
  step "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

count_json() { # jest/playwright json -> "passed failed"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (r.numPassedTests !== undefined) { console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites || 0)); }
    // Errors outside a test (global setup or teardown, e.g. the log-secrets check) count as failures too.
    else { const s = r.stats || {}; console.log((s.expected || 0) + (s.flaky || 0), (s.unexpected || 0) + (r.errors || []).length); }
  ' "$1" 2>/dev/null || echo "0 1"
}

ensure_chromium() {
  local chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
  [ -x "$chromium" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end tests…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/omni-apt.log 2>&1 || { tail -20 /tmp/omni-apt.log; return 1; }
    return 0
  fi
  echo "No Chromium at $chromium. Install Debian's 'chromium' package (or set CHROMIUM_PATH) and run again." >&2
  return 1
}

check "typecheck" npx tsc --noEmit -p .
check "lint" npx eslint . --max-warnings=0
check "format" npx prettier --check . --log-level warn
check "migrations match schema" node node_modules/tsx/dist/cli.mjs scripts/check-migrations.ts
# The conformance map of ../shared/spec (docs/spec-conformance.md) is generated from the tests: it must be current.
check "spec conformance doc" node node_modules/tsx/dist/cli.mjs scripts/spec-conformance-doc.ts --check
check "spec messages covered by tests" node node_modules/tsx/dist/cli.mjs scripts/spec-messages.ts

step "jest (unit + integration)"
npx jest --json --outputFile=test-results/jest-results.json
read -r p f < <(count_json test-results/jest-results.json)
passed=$((passed + p)); failed=$((failed + f)); [ "$f" = 0 ] || failures+=("jest")

step "next build"
if npx next build > test-results/next-build.log 2>&1; then
  tail -5 test-results/next-build.log
  step "playwright (Chromium)"
  if ensure_chromium; then
    rm -rf .data/e2e .data/e2e-read-only
    npx playwright test
    read -r p f < <(count_json test-results/e2e-results.json)
    passed=$((passed + p)); failed=$((failed + f)); [ "$f" = 0 ] || failures+=("playwright")
  else
    failed=$((failed + 1)); failures+=("chromium")
  fi
else
  tail -40 test-results/next-build.log
  failed=$((failed + 1)); failures+=("next build")
fi

echo
[ ${#failures[@]} -eq 0 ] || echo "Failed: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
