import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { withoutBuyerMac } from '../quotations/buyer-link.ts';
import type { Logger } from '../logger.ts';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the incoming X-Request-Id when it is a sane token, else a new UUID. */
    id: string;
    /** A logger whose every line carries reqId. */
    log: Logger;
  }
}

const REQUEST_ID_HEADER = 'x-request-id';
// An incoming id is honoured only if it is a sane token, so nobody can inject text into our logs.
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

const LOG_STATE = Symbol('request log');
interface LogState {
  logger: Logger;
  id: string;
  child?: Logger;
}

/**
 * req.log as a getter on the requests' prototype (Express's app.request), defined once: it makes the child
 * logger with reqId on first use. Defining a property on each request instead would cost every request.
 */
function installLogGetter(prototype: object): void {
  if (Object.hasOwn(prototype, 'log')) return;
  Object.defineProperty(prototype, 'log', {
    configurable: true,
    get(this: { [LOG_STATE]: LogState }) {
      const state = this[LOG_STATE];
      return (state.child ??= state.logger.child({ reqId: state.id }));
    },
  });
}

/**
 * One JSON line per request: id, method, path (no query string: it may carry what visitors typed; no buyer link's
 * MAC), status and
 * duration. No headers, cookies or bodies. req.log is a child logger with the request id, made only when a
 * handler logs something: most requests (a cached page) log their one line and nothing else.
 *
 * pino-http did the same with two child loggers made for every request, a tenth of the work of sending a
 * cached page; this is that line with none.
 */
export function requestLog(
  logger: Logger,
  /** Told of every request as its line is written, with its duration (the metrics: request-metrics.ts). */
  observe?: (req: Request, res: Response, seconds: number) => void,
) {
  // The line is made of the request id (checked above), the method, the path and numbers: nothing for the
  // logger's redaction to find, which would otherwise double the cost of the line.
  const accessLog = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = requestIdOf(req, res);
    req.id = id;
    (req as Request & { [LOG_STATE]?: LogState })[LOG_STATE] = { logger, id };
    installLogGetter(Object.getPrototypeOf(req) as object);

    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.statusCode;
      const elapsedMs = performance.now() - started;
      const line = {
        reqId: id,
        // A buyer's link is kept without its MAC: the logs' readers are not the buyer (docs/privacy.md, "Quotations").
        req: { id, method: req.method, path: withoutBuyerMac(req.originalUrl.split('?')[0] ?? '') },
        res: { status },
        durationMs: Math.round(elapsedMs * 10) / 10,
      };
      observe?.(req, res, elapsedMs / 1000);
      if (!res.writableFinished) accessLog.info(line, 'request closed before its response was sent');
      else if (status >= 500) accessLog.error(line, 'request failed');
      else accessLog.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
