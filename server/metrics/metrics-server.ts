import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { StartupError } from '../startup-error.ts';

// GET /metrics in Prometheus's text format, on a listener of its own (METRICS_PORT): never on the public one,
// so only what can reach that port (the monitoring network) reads it. Nothing else is served here.

const METRICS_PATH = '/metrics';

export function createMetricsServer({ registry, logger }: { registry: Registry; logger: Logger }): Server {
  return createServer((req, res) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isRead || req.url?.split('?', 1)[0] !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        logger.error({ err }, 'metrics not collected');
        res.writeHead(500).end();
      },
    );
  });
}

/** Listens on `host:port`; the port taken or not ours to take stops start-up (exit 78), naming METRICS_PORT. */
export function listenForMetrics(server: Server, { port, host }: { port: number; host: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) =>
      reject(
        new StartupError(`Invalid configuration:\n  METRICS_PORT: cannot listen on ${host}:${port} (${err.code})`),
      );
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
