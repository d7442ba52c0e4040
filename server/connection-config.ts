import { z } from 'zod';
import { emptyAsUnset } from './env-values.ts';

// How long a client may take and how many connections it may hold (config.ts spreads these variables into its
// schema). Sized for phones on slow mobile networks: a request's headers in 15 s, the whole request (bodies are
// at most BODY_LIMIT) in 30 s.
const boundedInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));

export const CONNECTION_ENV_SHAPE = {
  HEADERS_TIMEOUT_MS: boundedInteger(1000, 120_000, 15_000),
  REQUEST_TIMEOUT_MS: boundedInteger(1000, 600_000, 30_000),
  KEEP_ALIVE_TIMEOUT_MS: boundedInteger(100, 600_000, 5_000),
  MAX_CONNECTIONS: boundedInteger(1, 100_000, 1_000),
  MAX_CONNECTIONS_PER_ADDRESS: boundedInteger(1, 100_000, 256),
};

type ConnectionEnv = z.infer<z.ZodObject<typeof CONNECTION_ENV_SHAPE>>;

export interface ConnectionLimits {
  /** Time allowed for a request's headers (then 408 and the connection is closed). */
  headersTimeoutMs: number;
  /** Time allowed for a whole request, body included (then 408). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are closed as they arrive. */
  maxConnections: number;
  /** Connections (behind TRUST_PROXY: requests in progress) from one client address at once. */
  maxPerAddress: number;
}

export function toConnectionLimits(values: ConnectionEnv): Readonly<ConnectionLimits> {
  return Object.freeze({
    headersTimeoutMs: Math.min(values.HEADERS_TIMEOUT_MS, values.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: values.MAX_CONNECTIONS,
    maxPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
  });
}
