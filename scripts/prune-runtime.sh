#!/bin/sh
# The production node_modules the image holds, from a built tree: the Dockerfile's build stage runs it, and so does
# scripts/docker-steps.sh, so the size it measures is the image's (docs/operations.md, "Image facts").
# - devDependencies out (npm prune --omit=dev). The client's own packages (swiper, react-toastify) are
#   devDependencies: vite bundles them into dist/client, the server never loads them.
# - typescript out: npm keeps it as i18next's optional peer, but nothing loads it at run time (the office commands'
#   .ts files run on Node's own type stripping). 24 MB.
# - Files no running code reads: type declarations, source maps and Markdown. About 21 MB.
set -eu
npm prune --omit=dev
rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver
find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' -o -name '*.md' \) -delete
