import { Router } from 'express';
import type { Lifecycle } from '../lifecycle.ts';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import type { StorageHealth } from '../storage/storage-faults.ts';
import type { Store } from '../storage/store.ts';

// /healthz: the process answers. /readyz: it can serve pages (build present) and store enquiries (the database
// answers, and its last write was not refused for space or permission), and is not shutting down (a reverse proxy stops sending it requests from the first 503).
interface HealthDeps {
  store: Store;
  ssr: SsrRuntime;
  lifecycle: Lifecycle;
  /** A write refused for space or permission, until one succeeds again. */
  storageHealth: StorageHealth;
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

export function healthRoutes({ store, ssr, lifecycle, storageHealth }: HealthDeps): Router {
  return Router()
    .get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    })
    .get('/readyz', async (_req, res) => {
      const fault = storageHealth.fault();
      const checks = {
        store: await checkStore(store),
        writes: fault === undefined,
        build: ssr.assets.isReady(),
        running: !lifecycle.isDraining(),
      };
      const ready = Object.values(checks).every(Boolean);
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks, ...(fault ? { writeFault: fault } : {}) });
    });
}
