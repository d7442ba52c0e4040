import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';

const REQUEST_ID_HEADER = 'x-request-id';
// An incoming id is honoured only if it is a sane token, so nobody can inject text into our logs.
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

// One JSON line per request: id, method, path (no query string: it may carry what visitors typed),
// status and duration. No headers, cookies or bodies.
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: 'durationMs' },
    quietReqLogger: true,
  });
}
