import { Router } from 'express';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import type { Store } from '../storage/store.ts';

// /healthz: the process answers. /readyz: it can serve pages (build present) and store enquiries.
export function healthRoutes({ store, ssr }: { store: Store; ssr: SsrRuntime }): Router {
  return Router()
    .get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    })
    .get('/readyz', (_req, res) => {
      const checks = { store: store.isHealthy(), build: ssr.assets.isReady() };
      const ready = checks.store && checks.build;
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks });
    });
}
