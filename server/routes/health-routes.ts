import { Router } from 'express';
import type { Lifecycle } from '../lifecycle.ts';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import type { StorageHealth } from '../storage/storage-faults.ts';
import type { Store } from '../storage/store.ts';

// /healthz: the process answers. /readyz: it can serve pages (build present) and store enquiries (the database
// answers, and its last write was not refused for space or permission), and is not shutting down (a reverse proxy stops sending it requests from the first 503).
export interface HealthDeps {
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

export interface Readiness {
  ready: boolean;
  checks: { store: boolean; writes: boolean; build: boolean; running: boolean };
  /** Why the last write was refused, until one succeeds again. */
  writeFault: string | undefined;
}

/** What /readyz answers, and the metrics' site_ready gauge shows. */
export function createReadinessCheck({ store, ssr, lifecycle, storageHealth }: HealthDeps) {
  return async (): Promise<Readiness> => {
    const writeFault = storageHealth.fault();
    const checks = {
      store: await checkStore(store),
      writes: writeFault === undefined,
      build: ssr.assets.isReady(),
      running: !lifecycle.isDraining(),
    };
    return { ready: Object.values(checks).every(Boolean), checks, writeFault };
  };
}

export function healthRoutes(deps: HealthDeps): Router {
  const readiness = createReadinessCheck(deps);
  return Router()
    .get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    })
    .get('/readyz', async (_req, res) => {
      const { ready, checks, writeFault } = await readiness();
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks, ...(writeFault ? { writeFault } : {}) });
    });
}
