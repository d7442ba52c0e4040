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

stage typecheck+lint static_checks
stage build npm run --silent build
stage jest npm run --silent test:unit -- --ci --json --outputFile=test-results/jest.json
stage playwright npx playwright test
# The cold start is printed, not held to its budget: the suite asserts no duration (npm run docker-steps holds it).
stage docker-steps env DOCKER_STEPS_REUSE_BUILD=1 DOCKER_STEPS_READY_BUDGET_MS= bash scripts/docker-steps.sh

printf '%s\n' "${timings[@]}" >test-results/stages.txt
node scripts/test-summary.js --stages test-results/stages.txt test-results/jest.json test-results/e2e.json
if ((${#failed[@]})); then
  echo "failed stages: ${failed[*]}"
  exit 1
fi
