#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, the production build, unit and integration tests
# (jest), browser tests (Playwright in Chromium), and the Dockerfile's steps on a clean copy.
# Every stage runs even if an earlier one fails; the last line sums up the tests.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/jest.json test-results/e2e.json
failed=()
timings=()
started_all=$SECONDS

stage() {
  local name=$1 started=$SECONDS
  shift
  printf '\n=== %s ===\n' "$name"
  "$@" || failed+=("$name")
  timings+=("$name $((SECONDS - started))")
}

# Type-checking and linting each keep one core busy: side by side, they take the time of the longer.
static_checks() {
  local lint_log status=0
  lint_log=$(mktemp)
  npm run --silent lint >"$lint_log" 2>&1 &
  local lint_pid=$!
  npm run --silent typecheck || status=1
  wait "$lint_pid" || status=1
  cat "$lint_log"
  rm -f "$lint_log"
  return "$status"
}

# Jest and Playwright side by side (docs/development.md, "How long it takes"): each alone leaves much of the two
# cores idle while it waits (child processes, PostgreSQL, a throttled browser's network, autoplay timers), so
# together they take little longer than the longer one. Each one's output is kept and printed when both end, one
# after the other, so neither's lines interleave; "name seconds" and the exit status go to files.
background_stage() {
  local name=$1
  shift
  (
    local started=$SECONDS status=0
    "$@" >"test-results/$name.log" 2>&1 || status=$?
    printf '%s %s\n' "$name" "$((SECONDS - started))" >"test-results/$name.time"
    exit "$status"
  ) &
}

finish_stage() {
  local name=$1 pid=$2
  printf '\n=== %s ===\n' "$name"
  wait "$pid" || failed+=("$name")
  cat "test-results/$name.log"
  timings+=("$(cat "test-results/$name.time")")
}

stage typecheck+lint static_checks
stage build npm run --silent build
background_stage jest npm run --silent test:unit -- --ci --json --outputFile=test-results/jest.json
jest_pid=$!
background_stage playwright npx playwright test
playwright_pid=$!
finish_stage jest "$jest_pid"
finish_stage playwright "$playwright_pid"
# The cold start is printed, not held to its budget: the suite asserts no duration (npm run docker-steps holds it).
stage docker-steps env DOCKER_STEPS_REUSE_BUILD=1 DOCKER_STEPS_READY_BUDGET_MS= bash scripts/docker-steps.sh

printf '%s\n' "${timings[@]}" "total $((SECONDS - started_all))" >test-results/stages.txt
node scripts/test-summary.js --stages test-results/stages.txt test-results/jest.json test-results/e2e.json
if ((${#failed[@]})); then
  echo "failed stages: ${failed[*]}"
  exit 1
fi
