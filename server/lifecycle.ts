import type { NextFunction, Request, Response } from 'express';

/** Whether the process is draining for a shutdown: then it is not ready, and every connection is let go. */
export interface Lifecycle {
  isDraining(): boolean;
  startDraining(): void;
  /** Work to do once the requests have drained, before the store closes (what is counted in memory, written). */
  beforeStoreCloses(work: () => Promise<void>): void;
  /** Does that work; the shutdown awaits it, then closes the store. */
  finishWork(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const lastWork: Array<() => Promise<void>> = [];
  return {
    isDraining: () => draining,
    startDraining: () => {
      draining = true;
    },
    beforeStoreCloses: (work) => void lastWork.push(work),
    finishWork: async () => void (await Promise.allSettled(lastWork.map((work) => work()))),
  };
}

/**
 * From the start of a shutdown, every response asks the client to close its connection, so that keep-alive
 * connections (a reverse proxy's, a browser's) end after the request they carry instead of holding the
 * process open; the proxy has stopped sending new requests here once /readyz answers 503.
 */
export function closeConnectionsWhenDraining(lifecycle: Lifecycle) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    next();
  };
}
