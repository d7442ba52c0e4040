# No Docker engine on the dev machines: scripts/docker-steps.sh repeats these steps on a clean copy of the
# repo and starts the result. Keep the runtime path list (the `cp -r … /out/` line) in sync with RUNTIME_PATHS
# in that script; it refuses to run if the two differ.

# Build stage: needs the devDependencies (vite, the react plugin, the font subsetter and the fonts it cuts) to
# produce dist/, then drops them so the node_modules handed to the runtime stage holds production packages only.
# Both stages on the official Alpine variant: its base is about 75 MB smaller than bookworm-slim's, which alone is
# near the image's 250 MB budget (docs/operations.md, "Image facts"). npm ci on Alpine installs sharp's musl build (its
# @img/sharp-linuxmusl-x64 and libvips packages are in the lockfile).
FROM node:24.21-alpine AS build
WORKDIR /app
# Lockfile and npm config first, so the npm ci layer is reused while dependencies are unchanged.
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# Runtime paths: dist/ holds the server bundle (dist/app: server/ and shared/ as one JavaScript file, so the process
# never loads the TypeScript stripper), the client build (public/ is copied into dist/client by vite) and the SSR
# bundle; server/ and shared/ stay for the office command, which runs as .ts (type stripping); locales/ is read by
# i18next-fs-backend, package.json gives "type": "module" and the #shared/* import map. client/ and pages/ are left
# out: they run only as built (the SSR bundle, and the page modules' server halves inside dist/app). data/ holds the
# editable content (products.json, videos.json); scripts/ holds the office command (npm run enquiries).
RUN npm run build \
 && sh scripts/prune-runtime.sh \
 && mkdir -p data /out \
 && cp -r package.json node_modules dist server shared locales data scripts /out/

# Runtime stage: a fresh image without the compiler toolchain, sources or npm cache. tini is PID 1 so
# signals are forwarded to node and zombies are reaped; the app files stay root-owned (read-only to the
# app) and only /data, where the SQLite database and the generated CSRF secret live, is writable.
FROM node:24.21-alpine
RUN apk add --no-cache tini
# MALLOC_ARENA_MAX=2 is glibc's (each allocating thread's arena); musl ignores it. It stays so that the same
# environment serves a glibc build of this image (and `npm start`, docs/operations.md, "Memory and throughput").
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /out ./
# A new named volume takes this directory's owner, so the node user can write to it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# METRICS_PORT (off unless set) is deliberately not EXPOSEd, so `docker run -P` never publishes it: let only the
# monitoring network reach it (docs/operations.md, "Metrics and alerts").
# Built-in fetch: no curl in the image. /healthz only says the process answers; /readyz is for routers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "-e", \
  "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/sbin/tini", "--"]
# Exec form, not `npm start`: SIGTERM must reach node, which drains requests and closes the database.
# The heap flags (as in `npm start`; docs/operations.md, "Memory and throughput") keep the process near 180 MB under
# load: a 4 MB young generation (2 MB sent a render's short-lived objects to the old one, and office pages waited on its
# collections) and an old-generation ceiling well above the ~40 MB the site holds, so V8 collects instead of growing.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=96", "dist/app/index.js"]
