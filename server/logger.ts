import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

// Personal data never reaches the logs: bodies are never logged, and these paths are censored as a second guard.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phone',
  'email',
  'phone',
];

export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  const pretty = config.env === 'development';
  return pino({
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // pino-pretty is a devDependency: only development asks for it.
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } } : {}),
  });
}
