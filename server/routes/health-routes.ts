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

// A database that takes longer than this to answer SELECT 1 counts as down: a probe must answer quickly
// (the image's and compose's health checks give up after a few seconds).
export const STORE_CHECK_TIMEOUT_MS = 1_000;

/** The store's health, false when it does not answer within the time-out. */
async function checkStore(store: Store): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), STORE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([store.checkHealth(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes({ store, ssr, lifecycle }: HealthDeps): Router {
  return Router()
    .get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    })
    .get('/readyz', async (_req, res) => {
      const checks = { store: await checkStore(store), build: ssr.assets.isReady(), running: !lifecycle.isDraining() };
      const ready = checks.store && checks.build && checks.running;
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks });
    });
}
