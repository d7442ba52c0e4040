import path from 'node:path';
import { z } from 'zod';
import { STANDARD_COST, TEST_COST, type ScryptCost } from './admin/passwords.ts';
import { describeEnvIssues, emptyAsUnset } from './env-values.ts';
import { CONNECTION_ENV_SHAPE, toConnectionLimits, type ConnectionLimits } from './connection-config.ts';
import { RATES_ENV_SHAPE, toRatesConfig, type RatesConfig } from './rates-config.ts';
import { RETENTION_ENV_SHAPE, toRetentionConfig, type RetentionConfig } from './services/retention-period.ts';
import { StartupError } from './startup-error.ts';
import {
  toWebhookConfig,
  unpairedWebhookVariable,
  WEBHOOK_ENV_SHAPE,
  type WebhookConfig,
} from './webhook/webhook-config.ts';
import { DEFAULT_VAT_PERCENT, isPercentToHundredth } from '#shared/quotation.ts';
import { EMAIL_PATTERN } from '#shared/schemas/contact-schema.ts';

// Every environment variable the server reads, with defaults that work out of the box.
// The table of docs/configuration.md, "Configuration", mirrors this schema.
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
  NEWSLETTER_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  COOKIE_SECURE: booleanString.optional(),
  TRUST_PROXY: booleanString.default(false),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 32kb')
    .default('32kb'),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MESSENGER_PAGE_ID: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'must be a Facebook page name or id')
    .default('altanuultrade'),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  NOTIFY_TO: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((value) => value.split(',').map((address) => address.trim()))
      .refine((addresses) => addresses.every((address) => EMAIL_PATTERN.test(address)), {
        error: 'must be an e-mail address, or several separated by commas',
      })
      .optional(),
  ),
  // No dot required: the default names this host.
  NOTIFY_FROM: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
    .default('website@localhost'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  CONTACT_RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 60 * 60 * 1000)
    .default(15 * 60 * 1000),
  OUTBOX_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60 * 60 * 1000)
    .default(10_000),
  // The office's scheduled publishes (docs/content.md, "Scheduling"): looked for this often; 0 runs none (the tests
  // run each step themselves).
  SCHEDULE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 1000)
    .refine((ms) => ms === 0 || ms >= 100, 'must be 0 or at least 100')
    .default(15_000),
  // An office edit page's heartbeat (docs/content.md, "Presence and autosave"): sent this often; under half the
  // minute an editor counts as present after one (editing-presence.ts), so one lost heartbeat hides no one.
  PRESENCE_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(25 * 1000)
    .default(20_000),
  // A notification's claim must outlast one send: the mailer gives up on a stalled SMTP server within 50 s.
  OUTBOX_CLAIM_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(60 * 60 * 1000)
    .default(60_000),
  // The error never repeats the value: it may hold a password.
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  // The metrics' own listener (server/metrics/), on HOST: off unless set; 0 takes any free port.
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).optional()),
  // Lowered only for the test suite's speed; loadConfig refuses it under any other NODE_ENV.
  PASSWORD_HASH_COST: z.preprocess(emptyAsUnset, z.enum(['standard', 'test']).default('standard')),
  // The VAT a new quotation starts with (docs/decisions/040-quotation-pdf.md): a rate set by law, so the operator's,
  // not the office's; each quotation keeps the percent it was written with.
  QUOTATION_VAT_PERCENT: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .refine(isPercentToHundredth, 'must be a percentage from 0 to 100, to the hundredth')
      .default(DEFAULT_VAT_PERCENT),
  ),
  ...RATES_ENV_SHAPE,
  ...RETENTION_ENV_SHAPE,
  ...CONNECTION_ENV_SHAPE,
  ...WEBHOOK_ENV_SHAPE,
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
  /** How long enquiries keep personal data (RETENTION_MONTHS, RETENTION_HANDLED_MONTHS). */
  retention: Readonly<RetentionConfig>;
  /** The ticker's upstream (RATES_UPSTREAM_URLS, RATES_TIMEOUT_MS). */
  rates: Readonly<RatesConfig>;
  /** Time-outs and connection caps (HEADERS_TIMEOUT_MS … MAX_CONNECTIONS_PER_ADDRESS). */
  connections: Readonly<ConnectionLimits>;
  /** Office e-mail for each enquiry; undefined unless both SMTP_URL and NOTIFY_TO are set. */
  notify: NotifyConfig | undefined;
  /** E-mail to visitors (the newsletter's confirmations): SMTP_URL and NOTIFY_FROM; undefined without SMTP_URL. */
  mail: MailConfig | undefined;
  /** Signs the newsletter's links and hashes unsubscribed addresses; undefined: one made once, in the database. */
  newsletterSecret: string | undefined;
  /** Enquiry and subscribe posts allowed per client address and window. */
  contactRateLimit: { limit: number; windowMs: number };
  outboxIntervalMs: number;
  /** How often the office's schedules are looked for; 0: never (SCHEDULE_INTERVAL_MS). */
  scheduleIntervalMs: number;
  /** How often an office edit page's script sends its heartbeat (PRESENCE_HEARTBEAT_MS). */
  presenceHeartbeatMs: number;
  /** How long a replica holds a notification it is sending before another may take it over. */
  outboxClaimMs: number;
  /** PostgreSQL shared by several replicas; undefined for SQLite in dataDir. May carry a password: never log it. */
  databaseUrl: string | undefined;
  /** What pages may show of the configuration (rendered into HTML). */
  site: SiteConfig;
  /** scrypt cost of new office passwords, and the least one a stored hash may have to be verified. */
  passwordCost: Readonly<ScryptCost>;
  /** GET /metrics is served on this port of `host` (never on `port`); undefined: no metrics listener. */
  metricsPort: number | undefined;
  /** The VAT percent a new quotation starts with (QUOTATION_VAT_PERCENT). */
  quotationVatPercent: number;
  /** The CRM's webhook (WEBHOOK_URL, WEBHOOK_SECRET); undefined: off. */
  webhook: Readonly<WebhookConfig> | undefined;
}

export interface SiteConfig {
  publicUrl: string;
  messengerPageId: string;
}

export interface MailConfig {
  /** May carry the SMTP password: never log it. */
  smtpUrl: string;
  from: string;
}

export interface NotifyConfig {
  /** May carry the SMTP password: never log it. */
  smtpUrl: string;
  to: readonly string[];
  from: string;
}

/** A variable that cannot be used; the message names each one and what is wrong with it. */
export class ConfigError extends StartupError {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(describeEnvIssues(parsed.error.issues));
  }
  const value = parsed.data;
  if (value.PASSWORD_HASH_COST === 'test' && value.NODE_ENV !== 'test') {
    throw new ConfigError(
      describeEnvIssues([
        {
          code: 'custom',
          path: ['PASSWORD_HASH_COST'],
          message: 'may be "test" only with NODE_ENV=test: accounts are hashed at the standard cost',
          input: value.PASSWORD_HASH_COST,
        },
      ]),
    );
  }
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT !== 0 && value.METRICS_PORT === value.PORT) {
    throw new ConfigError(
      describeEnvIssues([
        {
          code: 'custom',
          path: ['METRICS_PORT'],
          message: 'must differ from PORT: the metrics are never served on the public listener',
          input: value.METRICS_PORT,
        },
      ]),
    );
  }
  if ((value.RETENTION_HANDLED_MONTHS ?? 0) > value.RETENTION_MONTHS) {
    throw new ConfigError(
      describeEnvIssues([
        {
          code: 'custom',
          path: ['RETENTION_HANDLED_MONTHS'],
          message: 'must not be more than RETENTION_MONTHS, which applies to every enquiry',
          input: value.RETENTION_HANDLED_MONTHS,
        },
      ]),
    );
  }
  const unpaired = unpairedWebhookVariable(value);
  if (unpaired) {
    const other = unpaired === 'WEBHOOK_URL' ? 'WEBHOOK_SECRET' : 'WEBHOOK_URL';
    throw new ConfigError(
      describeEnvIssues([
        { code: 'custom', path: [unpaired], message: `needs ${other} too: set both or neither`, input: '' },
      ]),
    );
  }
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
    notify:
      value.SMTP_URL && value.NOTIFY_TO
        ? Object.freeze({ smtpUrl: value.SMTP_URL, to: Object.freeze(value.NOTIFY_TO), from: value.NOTIFY_FROM })
        : undefined,
    mail: value.SMTP_URL ? Object.freeze({ smtpUrl: value.SMTP_URL, from: value.NOTIFY_FROM }) : undefined,
    newsletterSecret: value.NEWSLETTER_SECRET,
    contactRateLimit: Object.freeze({ limit: value.CONTACT_RATE_LIMIT, windowMs: value.CONTACT_RATE_WINDOW_MS }),
    outboxIntervalMs: value.OUTBOX_INTERVAL_MS,
    scheduleIntervalMs: value.SCHEDULE_INTERVAL_MS,
    presenceHeartbeatMs: value.PRESENCE_HEARTBEAT_MS,
    outboxClaimMs: value.OUTBOX_CLAIM_MS,
    databaseUrl: value.DATABASE_URL,
    site: Object.freeze({ publicUrl, messengerPageId: value.MESSENGER_PAGE_ID }),
    rates: toRatesConfig(value),
    retention: toRetentionConfig(value),
    connections: toConnectionLimits(value),
    passwordCost: value.PASSWORD_HASH_COST === 'test' ? TEST_COST : STANDARD_COST,
    metricsPort: value.METRICS_PORT,
    quotationVatPercent: value.QUOTATION_VAT_PERCENT,
    webhook: toWebhookConfig(value),
  });
}
