#!/usr/bin/env bash
# The Dockerfile's steps without a Docker engine: build a clean copy of the working tree (what is on disk,
# committed or not), assemble the runtime tree the image would hold, start it as the container would, check that
# it answers, that `npm run backup` and `npm run restore` work in it, and that it stops cleanly on SIGTERM; then
# hold the image's size and its cold start to ready against their budgets (docs/operations.md, "Image facts").
#
#   bash scripts/docker-steps.sh            (from anywhere in the repo; port: DOCKER_STEPS_PORT, default 3999)
#   DOCKER_STEPS_REUSE_BUILD=1 bash scripts/docker-steps.sh
#
# Budgets: DOCKER_STEPS_IMAGE_BUDGET_MB (default 250) and DOCKER_STEPS_READY_BUDGET_MS (default 3000). Over either,
# the script prints what takes the room or the time and exits 2, after every functional step has passed. An empty
# DOCKER_STEPS_READY_BUDGET_MS prints the cold start without holding it to a budget: the test suite sets it so, as
# it asserts no duration (a machine busy with other work starts slower; hold the budget on a quiet one).
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
IMAGE_BUDGET_MB="${DOCKER_STEPS_IMAGE_BUDGET_MB:-250}"
READY_BUDGET_MS="${DOCKER_STEPS_READY_BUDGET_MS-3000}"
# The base image, node:24.21-alpine on linux/amd64, as `docker images` counts it (uncompressed; Docker Hub lists
# only the compressed size, about 55 MB). No engine here to ask, so it is added up from what the image is: alpine
# (8.5 MB), libstdc++ and libgcc (3 MB), and what node's own Dockerfile puts in /usr/local and /opt: the Node 24.21
# binary (126.6 MB for the glibc release build, node_modules/.bin/node; the musl build is of the same source and
# options, counted the same), its headers (about 6 MB), npm 11 (19 MB), corepack (1 MB) and yarn 1.22 (5 MB):
# 169 MB, rounded up to 170. (Published listings of node:22-alpine, whose binary is 10 MB smaller, show 155–160 MB.)
# Where an engine is at hand, replace it with `docker image inspect node:24.21-alpine --format '{{.Size}}'`.
BASE_IMAGE_MB=170
# The runtime stage's own layer besides /app: tini (Alpine's package, 42 kB, and apk's index of it).
TINI_MB=0.3
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/docker-steps.XXXXXX")"
SRC="$WORK/build" RUNTIME="$WORK/app" NODE24="$WORK/node24/node" LOG="$WORK/server.log" BODY="$WORK/body"
RESTORED="$WORK/restored"
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

step "0/8 checks: runtime path list matches the Dockerfile, port $PORT is free"
dockerfile_paths="$(sed -nE 's|^[[:space:]]*&&[[:space:]]*cp -r (.*) /out/$|\1|p' "$REPO/Dockerfile")"
[[ $dockerfile_paths == "${RUNTIME_PATHS[*]}" ]] ||
  fail "runtime paths differ: Dockerfile copies '$dockerfile_paths', this script '${RUNTIME_PATHS[*]}'"
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then fail "port $PORT is in use: set DOCKER_STEPS_PORT"; fi

step "1/8 copy the working tree to $SRC (tracked + untracked-not-ignored files, minus .dockerignore)"
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
  step "2/8 npm ci: the working tree's node_modules, copied"
  [[ -d $REPO/node_modules && -f $REPO/dist/app/index.js ]] || fail "nothing to reuse: run npm ci and npm run build"
  cp -a "$REPO/node_modules" node_modules
  step "3/8 npm run build: the working tree's dist/, copied; keep the Node 24 binary, prune to the runtime's packages"
  cp -a "$REPO/dist" dist
else
  step "2/8 npm ci"
  npm ci || fail "npm ci failed (see npm's message above; 'Missing: … from lock file' means package-lock.json is out of sync)"
  step "3/8 npm run build, keep the Node 24 binary, prune to the runtime's packages"
  npm run build || fail "npm run build failed"
fi
mkdir -p "$(dirname "$NODE24")"
cp -L node_modules/.bin/node "$NODE24"
[[ $("$NODE24" -v) == v24.* ]] || fail "node_modules/.bin/node is $("$NODE24" -v), not Node 24"
sh scripts/prune-runtime.sh || fail "scripts/prune-runtime.sh failed"
[[ ! -e node_modules/vite ]] || fail "npm prune left devDependencies (node_modules/vite) in place"

step "4/8 assemble the runtime tree $RUNTIME: cp -r ${RUNTIME_PATHS[*]}; the image's size"
mkdir -p data "$RUNTIME"
cp -r "${RUNTIME_PATHS[@]}" "$RUNTIME/"
megabytes() { du -sb "$@" | awk '{ total += $1 } END { printf "%.1f", total / 1e6 }'; }
APP_MB="$(megabytes "$RUNTIME")"
IMAGE_MB="$(awk -v base="$BASE_IMAGE_MB" -v app="$APP_MB" -v tini="$TINI_MB" 'BEGIN { printf "%.0f", base + app + tini }')"
echo "image ≈ ${IMAGE_MB} MB: base ${BASE_IMAGE_MB} MB (node:24.21-alpine, estimated) + tini ${TINI_MB} MB + /app ${APP_MB} MB"
for path in "${RUNTIME_PATHS[@]}"; do printf '  /app/%-14s %7s MB\n' "$path" "$(megabytes "$RUNTIME/$path")"; done
echo "  largest packages in /app/node_modules:"
# Two du runs: one run counts a folder once, so a scope's packages would hide behind the scope itself.
# awk keeps the first 12 while reading them all: a `head` would close the pipe early, and under pipefail the
# sort it cut off would fail the script.
{ du -sb "$RUNTIME"/node_modules/*; du -sb "$RUNTIME"/node_modules/@*/*; } 2>/dev/null | grep -v '/node_modules/@[^/]*$' |
  sort -rn | awk -v root="$RUNTIME/node_modules/" 'NR <= 12 { sub(root, "", $2); printf "    %-36s %6.1f MB\n", $2, $1 / 1e6 }'

# The image's command, read from the Dockerfile's CMD ["node", …] so the two cannot drift apart.
read -r -a IMAGE_CMD <<<"$(sed -nE 's/^CMD \[(.*)\]$/\1/p' "$REPO/Dockerfile" | tr -d '",')"
[[ ${IMAGE_CMD[0]:-} == node ]] || fail "the Dockerfile's CMD does not start with node: '${IMAGE_CMD[*]}'"
# And its environment, from the runtime stage's ENV line (PORT, HOST and DATA_DIR are set for this run below).
read -r -a IMAGE_ENV <<<"$(sed -nE 's/^ENV (.*)$/\1/p' "$REPO/Dockerfile" | tail -n 1)"
step "5/8 start ${IMAGE_CMD[*]} ($("$NODE24" -v)) with the image's environment, on 127.0.0.1:$PORT"
mkdir -p "$WORK/data"
cd "$RUNTIME"
# As `docker exec` runs a command in the container: the image's environment, its node first on PATH.
in_image() { env -i PATH="$(dirname "$NODE24"):/usr/local/bin:/usr/bin:/bin" "${IMAGE_ENV[@]}" "$@"; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
# env -i: only what the image's ENV sets (HOST is 127.0.0.1 here, not 0.0.0.0, to stay off the network). A cold
# start, as a new container's first: an empty data directory, so the migrations run too.
started_ms="$(now_ms)"
# Not through in_image: $! must be node's own pid (env execs it), for the SIGTERM of step 6.
env -i PATH="$(dirname "$NODE24"):/usr/local/bin:/usr/bin:/bin" "${IMAGE_ENV[@]}" PORT="$PORT" HOST=127.0.0.1 \
  DATA_DIR="$WORK/data" "${IMAGE_CMD[@]}" >"$LOG" 2>&1 &
SERVER_PID=$!
deadline=$((SECONDS + 120))
# Asked every 20 ms: the time to ready is measured from the process's start to the first 200 from /readyz.
until [[ $(http_get /readyz) == 200 ]]; do
  kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited during start-up"
  ((SECONDS < deadline)) || fail "GET /readyz did not answer 200 within 120 s (last body: $(cat "$BODY" 2>/dev/null))"
  sleep 0.02
done
READY_MS=$(($(now_ms) - started_ms))
echo "GET /readyz -> 200 $(cat "$BODY") after ${READY_MS} ms from the process's start"
code="$(http_get /healthz)"
[[ $code == 200 ]] || fail "GET /healthz answered $code"
echo "GET /healthz -> 200 $(cat "$BODY")"
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
# `docker exec <container> npm run backup`: npm's script line, the image's node, while the site runs.
in_image DATA_DIR="$WORK/data" npm run --silent backup >"$BODY" 2>&1 || fail "npm run backup failed: $(cat "$BODY")"
BACKUP_FILE="$(sed -nE 's/^Backup written: (.+) \(.*/\1/p' "$BODY")"
[[ -f $BACKUP_FILE ]] || fail "npm run backup wrote no file: $(cat "$BODY")"
echo "npm run backup -> $(cat "$BODY")"
in_image DATA_DIR="$WORK/data" npm run --silent restore -- "$BACKUP_FILE" >"$BODY" 2>&1 &&
  fail "npm run restore restored into the data directory of the running site"
grep -q 'stop it first' "$BODY" || fail "npm run restore into the running site's data: $(cat "$BODY")"
echo 'npm run restore into the running site -> refused'

step "6/8 SIGTERM: the server must exit with code 0 within 10 s"
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

step "7/8 npm run restore of that backup into a new data directory, read by the office command"
in_image DATA_DIR="$RESTORED" npm run --silent restore -- "$BACKUP_FILE" >"$BODY" 2>&1 ||
  fail "npm run restore failed: $(cat "$BODY")"
echo "npm run restore -> $(head -n 1 "$BODY")"
in_image DATA_DIR="$RESTORED" node scripts/admin.ts list >"$BODY" 2>&1 || fail "the accounts command failed: $(cat "$BODY")"
grep -q office "$BODY" || fail "the restored database has no account 'office': $(cat "$BODY")"
echo "node scripts/admin.ts list on the restored data -> office"

step "8/8 budgets: image ≤ ${IMAGE_BUDGET_MB} MB, cold start to ready ≤ ${READY_BUDGET_MS:-(printed only)} ms"
over=0
echo "image ≈ ${IMAGE_MB} MB (budget ${IMAGE_BUDGET_MB} MB); ready after ${READY_MS} ms (budget ${READY_BUDGET_MS:-none here})"
if ((IMAGE_MB > IMAGE_BUDGET_MB)); then
  over=1
  echo "OVER BUDGET: the image, by $((IMAGE_MB - IMAGE_BUDGET_MB)) MB (the breakdown is in step 4)" >&2
fi
if [[ -n "$READY_BUDGET_MS" ]] && ((READY_MS > READY_BUDGET_MS)); then
  over=1
  echo "OVER BUDGET: the start to ready, by $((READY_MS - READY_BUDGET_MS)) ms; the server's log:" >&2
  head -n 5 "$LOG" >&2
fi
((over == 0)) || { printf '\nFAIL: over budget (functional steps passed) in %d s\n' "$SECONDS" >&2; exit 2; }

printf '\nOK: docker steps passed in %d s\n' "$SECONDS"
