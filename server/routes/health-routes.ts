import { Router } from 'express';
import type { Lifecycle } from '../lifecycle.ts';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import type { Store } from '../storage/store.ts';

// /healthz: the process answers. /readyz: it can serve pages (build present) and store enquiries, and is not
// shutting down (a reverse proxy stops sending it requests from the first 503).
interface HealthDeps {
  store: Store;
  ssr: SsrRuntime;
  lifecycle: Lifecycle;
}

export function healthRoutes({ store, ssr, lifecycle }: HealthDeps): Router {
  return Router()
    .get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    })
    .get('/readyz', (_req, res) => {
      const checks = { store: store.isHealthy(), build: ssr.assets.isReady(), running: !lifecycle.isDraining() };
      const ready = checks.store && checks.build && checks.running;
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks });
    });
}
