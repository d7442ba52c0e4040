import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, with defaults that work out of the box.
// The README's configuration table mirrors this schema.
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATA_DIR: z.string().min(1).default('./var'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  CSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: booleanString.optional(),
  TRUST_PROXY: booleanString.default(false),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 32kb')
    .default('32kb'),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  dataDir: string;
  publicUrl: string;
  csrfSecret: string | undefined;
  cookieSecure: boolean;
  trustProxy: boolean;
  bodyLimit: string;
  renderTimeoutMs: number;
  isHttps: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data;
  const publicUrl = value.PUBLIC_URL.replace(/\/+$/, '');
  const isHttps = publicUrl.startsWith('https:');
  return Object.freeze({
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    dataDir: path.resolve(value.DATA_DIR),
    publicUrl,
    csrfSecret: value.CSRF_SECRET,
    cookieSecure: value.COOKIE_SECURE ?? isHttps,
    trustProxy: value.TRUST_PROXY,
    bodyLimit: value.BODY_LIMIT.toLowerCase(),
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    isHttps,
  });
}
