import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { ConnectionLimits } from './connection-config.ts';
import type { Logger } from './logger.ts';

// How often Node looks for requests past their time-outs (its default, 30 s, would let a slow request live
// almost twice its time).
const TIMEOUT_CHECK_EVERY_MS = 1_000;
// More header lines than any browser sends; Node keeps only the first of a request with more (and its headers
// are at most 16 KB in all, else 431).
const MAX_HEADER_LINES = 100;
/**
 * Connections the kernel may hold before the server takes them (Node's default is 511). A burst of connections
 * over the caps (a client opening thousands at once) would otherwise fill the queue, and other visitors'
 * connections would be dropped and retried by their phones only seconds later. Linux caps it at somaxconn.
 */
export const LISTEN_BACKLOG = 4096;
// Refusals are counted and logged at most this often (under attack they come by thousands a second).
const REFUSAL_LOG_EVERY_MS = 10_000;

/** The options of `createServer`: Node's own time-outs, from the configuration. */
export function serverOptions(limits: Readonly<ConnectionLimits>): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
    maxHeaderSize: 16 * 1024,
  };
}

/** Counts refusals and logs how many there were (never which address), at most once per REFUSAL_LOG_EVERY_MS. */
export function refusalLog(logger: Logger, what: string): { refused: number } {
  const counter = { refused: 0 };
  const timer = setInterval(() => {
    if (counter.refused === 0) return;
    logger.warn({ refused: counter.refused }, `${what} over the caps refused`);
    counter.refused = 0;
  }, REFUSAL_LOG_EVERY_MS);
  timer.unref();
  return counter;
}

/** Per-address counts that go up as something starts and down when it ends. */
function addressCounts(max: number) {
  const counts = new Map<string, number>();
  return {
    /** False (and nothing counted) when the address is at its cap. */
    take(address: string): boolean {
      const count = counts.get(address) ?? 0;
      if (count >= max) return false;
      counts.set(address, count + 1);
      return true;
    },
    give(address: string): void {
      const count = (counts.get(address) ?? 1) - 1;
      if (count > 0) counts.set(address, count);
      else counts.delete(address);
    },
  };
}

/**
 * Caps the connections: in total (Node closes the excess as it accepts them) and, unless the clients come
 * through a reverse proxy (`byAddress` false; see limitRequestsPerClient), per client address, closed at once
 * before anything is read from them.
 */
export function limitConnections(
  server: Server,
  limits: Readonly<ConnectionLimits>,
  { byAddress, counter }: { byAddress: boolean; counter: { refused: number } },
): void {
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = MAX_HEADER_LINES;
  server.on('drop', () => (counter.refused += 1));
  if (!byAddress) return;
  const perAddress = addressCounts(limits.maxPerAddress);
  // Before http's own listener, which would set a parser up for it; a reset leaves no TIME_WAIT behind.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    if (!perAddress.take(address)) {
      counter.refused += 1;
      socket.resetAndDestroy();
      return;
    }
    socket.once('close', () => perAddress.give(address));
  });
}

/**
 * Behind the reverse proxy (TRUST_PROXY) every connection comes from the proxy: the client's address (req.ip,
 * from X-Forwarded-For as TRUST_PROXY says) is known only once the headers are read, so the cap counts the
 * requests in progress per client address instead, and answers the excess 503 at once, before any body is read.
 */
export function limitRequestsPerClient(limits: Readonly<ConnectionLimits>, counter: { refused: number }) {
  const perAddress = addressCounts(limits.maxPerAddress);
  return (req: Request, res: Response, next: NextFunction) => {
    const address = req.ip;
    if (address === undefined) return next();
    if (!perAddress.take(address)) {
      counter.refused += 1;
      res.status(503).set({ 'Retry-After': '10', Connection: 'close', 'Cache-Control': 'no-store' }).end();
      return;
    }
    res.once('close', () => perAddress.give(address));
    next();
  };
}
