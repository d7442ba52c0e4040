#!/usr/bin/env bash
# The Dockerfile's steps without a Docker engine: build a clean copy of the working tree (what is on disk,
# committed or not), assemble the runtime tree the image would hold, start it as the container would, and
# check that it answers and stops cleanly on SIGTERM.
#
#   bash scripts/docker-steps.sh            (from anywhere in the repo; port: DOCKER_STEPS_PORT, default 3999)
#   DOCKER_STEPS_REUSE_BUILD=1 bash scripts/docker-steps.sh
#
# With DOCKER_STEPS_REUSE_BUILD=1 (npm test sets it, right after its own build of the same tree) the copy takes
# the working tree's node_modules and dist/ instead of running `npm ci` and `npm run build` again: the suite has
# just proven both on this tree. Everything after them (prune, the runtime tree, start, stop) runs as usual.
#
# Node: the copy's own node_modules/.bin/node (the node@24 devDependency) is saved before `npm prune` removes
# it, so the server runs on Node 24 as in the image, whatever node is on PATH.
set -euo pipefail

# Must equal the `cp -r … /out/` list in the Dockerfile (checked in step 0).
RUNTIME_PATHS=(package.json node_modules dist server shared locales data scripts)
PORT="${DOCKER_STEPS_PORT:-3999}"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/docker-steps.XXXXXX")"
SRC="$WORK/build" RUNTIME="$WORK/app" NODE24="$WORK/node24/node" LOG="$WORK/server.log" BODY="$WORK/body"
SERVER_PID=""

step() { printf '\n==> %s\n' "$*"; }
fail() {
  printf '\nFAIL: %s\n' "$*" >&2
  if [[ -s $LOG ]]; then printf -- '--- server log (last 40 lines) ---\n' >&2; tail -n 40 "$LOG" >&2; fi
  exit 1
}
cleanup() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -KILL "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
# Prints the status code ("000" when nothing answers); the body goes to $BODY. A cold server's first page (its
# render and critical CSS) took over 5 s on a 2-core machine with both cores busy: 60 s is for one 4x slower.
http_get() { curl -s -o "$BODY" -w '%{http_code}' --max-time 60 "http://127.0.0.1:$PORT$1" || true; }

step "0/6 checks: runtime path list matches the Dockerfile, port $PORT is free"
dockerfile_paths="$(sed -nE 's|^[[:space:]]*&&[[:space:]]*cp -r (.*) /out/$|\1|p' "$REPO/Dockerfile")"
[[ $dockerfile_paths == "${RUNTIME_PATHS[*]}" ]] ||
  fail "runtime paths differ: Dockerfile copies '$dockerfile_paths', this script '${RUNTIME_PATHS[*]}'"
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then fail "port $PORT is in use: set DOCKER_STEPS_PORT"; fi

step "1/6 copy the working tree to $SRC (tracked + untracked-not-ignored files, minus .dockerignore)"
cd "$REPO"
mapfile -t DOCKERIGNORE < <(grep -vE '^[[:space:]]*(#|$)' .dockerignore)
# Close to Docker's matching for these simple patterns: a pattern excludes a path or everything below it.
dockerignored() {
  local pattern
  for pattern in "${DOCKERIGNORE[@]}"; do
    # shellcheck disable=SC2053 # the pattern is a glob on purpose
    [[ $1 == $pattern || $1 == $pattern/* ]] && return 0
  done
  return 1
}
mkdir -p "$SRC"
git ls-files -z -co --exclude-standard | while IFS= read -r -d '' file; do
  if [[ -e $file ]] && ! dockerignored "$file"; then printf '%s\0' "$file"; fi
done | xargs -0 cp --parents -t "$SRC"
echo "copied $(find "$SRC" -type f | wc -l) files"

cd "$SRC"
if [[ ${DOCKER_STEPS_REUSE_BUILD:-} == 1 ]]; then
  step "2/6 npm ci: the working tree's node_modules, copied"
  [[ -d $REPO/node_modules && -f $REPO/dist/app/index.js ]] || fail "nothing to reuse: run npm ci and npm run build"
  cp -a "$REPO/node_modules" node_modules
  step "3/6 npm run build: the working tree's dist/, copied; keep the Node 24 binary, npm prune --omit=dev"
  cp -a "$REPO/dist" dist
else
  step "2/6 npm ci"
  npm ci || fail "npm ci failed (see npm's message above; 'Missing: … from lock file' means package-lock.json is out of sync)"
  step "3/6 npm run build, keep the Node 24 binary, npm prune --omit=dev"
  npm run build || fail "npm run build failed"
fi
mkdir -p "$(dirname "$NODE24")"
cp -L node_modules/.bin/node "$NODE24"
[[ $("$NODE24" -v) == v24.* ]] || fail "node_modules/.bin/node is $("$NODE24" -v), not Node 24"
npm prune --omit=dev || fail "npm prune --omit=dev failed"
[[ ! -e node_modules/vite ]] || fail "npm prune left devDependencies (node_modules/vite) in place"

step "4/6 assemble the runtime tree $RUNTIME: cp -r ${RUNTIME_PATHS[*]}"
mkdir -p data "$RUNTIME"
cp -r "${RUNTIME_PATHS[@]}" "$RUNTIME/"

# The image's command, read from the Dockerfile's CMD ["node", …] so the two cannot drift apart.
read -r -a IMAGE_CMD <<<"$(sed -nE 's/^CMD \[(.*)\]$/\1/p' "$REPO/Dockerfile" | tr -d '",')"
[[ ${IMAGE_CMD[0]:-} == node ]] || fail "the Dockerfile's CMD does not start with node: '${IMAGE_CMD[*]}'"
# And its environment, from the runtime stage's ENV line (PORT, HOST and DATA_DIR are set for this run below).
read -r -a IMAGE_ENV <<<"$(sed -nE 's/^ENV (.*)$/\1/p' "$REPO/Dockerfile" | tail -n 1)"
step "5/6 start ${IMAGE_CMD[*]} ($("$NODE24" -v)) with the image's environment, on 127.0.0.1:$PORT"
mkdir -p "$WORK/data"
cd "$RUNTIME"
# env -i: only what the image's ENV sets (HOST is 127.0.0.1 here, not 0.0.0.0, to stay off the network).
env -i PATH="$(dirname "$NODE24"):/usr/local/bin:/usr/bin:/bin" "${IMAGE_ENV[@]}" PORT="$PORT" HOST=127.0.0.1 \
  DATA_DIR="$WORK/data" "${IMAGE_CMD[@]}" >"$LOG" 2>&1 &
SERVER_PID=$!
deadline=$((SECONDS + 120))
for path in /healthz /readyz; do
  until [[ $(http_get "$path") == 200 ]]; do
    kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited during start-up"
    ((SECONDS < deadline)) || fail "GET $path did not answer 200 within 120 s (last body: $(cat "$BODY" 2>/dev/null))"
    sleep 0.5
  done
  echo "GET $path -> 200 $(cat "$BODY")"
done
code="$(http_get /)"
[[ $code == 200 ]] || fail "GET / answered $code"
grep -q '<html lang="mn">' "$BODY" || fail 'GET / has no <html lang="mn">'
echo 'GET / -> 200 with <html lang="mn">'
stylesheet="$(grep -oE '/assets/[^"]+\.css' "$BODY" | head -n 1 || true)"
[[ -n $stylesheet && $(http_get "$stylesheet") == 200 ]] || fail "stylesheet '$stylesheet' is not served"
echo "GET $stylesheet -> 200"
env -i PATH="$(dirname "$NODE24"):/usr/local/bin:/usr/bin:/bin" NODE_ENV=production DATA_DIR="$WORK/data" \
  node scripts/enquiries.ts list >"$BODY" 2>&1 || fail "the office command failed: $(cat "$BODY")"
echo 'node scripts/enquiries.ts list -> exit 0'
code="$(http_get /admin)"
[[ $code == 404 ]] || fail "GET /admin answered $code before any account exists"
printf '%s\n' 'docker steps password' | env -i PATH="$(dirname "$NODE24"):/usr/local/bin:/usr/bin:/bin" \
  NODE_ENV=production DATA_DIR="$WORK/data" node scripts/admin.ts add-user office >"$BODY" 2>&1 ||
  fail "the accounts command failed: $(cat "$BODY")"
code="$(http_get /admin/login)"
[[ $code == 200 ]] || fail "GET /admin/login answered $code once an account exists"
echo 'node scripts/admin.ts add-user office -> exit 0; GET /admin/login -> 200'

step "6/6 SIGTERM: the server must exit with code 0 within 10 s"
kill -TERM "$SERVER_PID"
deadline=$((SECONDS + 10))
while kill -0 "$SERVER_PID" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "the server is still running 10 s after SIGTERM"
  sleep 0.2
done
status=0
wait "$SERVER_PID" || status=$?
SERVER_PID=""
((status == 0)) || fail "the server exited with code $status after SIGTERM"
grep -q 'shutdown complete' "$LOG" || fail "no 'shutdown complete' in the server log"
echo "exited with code 0"

printf '\nOK: docker steps passed in %d s\n' "$SECONDS"
