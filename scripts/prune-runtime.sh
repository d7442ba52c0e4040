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
# - What the quotation PDF's packages carry beside the code the server loads (docs/decisions/040-quotation-pdf.md):
#   pdfkit's release tooling (.yarn), its browser, standalone and older-JavaScript builds and the AFM files its node
#   build has as modules (js/standard-fonts/) too; fontkit's browser builds. Node loads pdfkit.node.mjs and
#   fontkit's module.mjs. About 8 MB.
rm -rf node_modules/pdfkit/.yarn node_modules/pdfkit/js/pdfkit.standalone.js node_modules/pdfkit/js/pdfkit.browser.* \
  node_modules/pdfkit/js/pdfkit.old.* node_modules/fontkit/dist/browser*
find node_modules/pdfkit/js/data -name '*.afm' -delete
# - @napi-rs/canvas: the tests' PDF reader's (pdfjs-dist) native canvas, which npm keeps as an optional peer of jsdom;
#   the server draws no canvas. 36 MB.
rm -rf node_modules/@napi-rs
# - react-dom's builds for other places than a production Node server: the browser's client, the profiler, the
#   bun, edge and browser renderers, and the Node renderer's development build (the image runs with
#   NODE_ENV=production and has no Vite to develop with; react-dom/server names its exports one by one, so Node
#   still reads them from the production build). react's own are kept: its index re-exports the development build,
#   where Node looks for the names an import asks for. About 7 MB.
find node_modules/react-dom/cjs -type f \( -name 'react-dom-client.*' -o -name 'react-dom-profiling.*' \
  -o -name 'react-dom-server.bun.*' -o -name 'react-dom-server.edge.*' -o -name 'react-dom-server*.browser.*' \
  -o -name 'react-dom-server*.node.development.js' \) -delete
# - TypeScript sources: Node strips types in no file under node_modules, so none can be loaded (zod's src/ is most of
#   them); and bintrees' benchmark data. About 7.5 MB.
find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' \) -delete
rm -rf node_modules/bintrees/test
