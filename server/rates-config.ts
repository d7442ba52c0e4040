import { z } from 'zod';
import { describeEnvIssues, emptyAsUnset } from './env-values.ts';
import { StartupError } from './startup-error.ts';

// The ticker's upstream: the public daily currency tables, mirrored on two CDNs (tried in order).
export const DEFAULT_RATES_UPSTREAM_URLS = [
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@{date}/v1/currencies/{currency}.json',
  'https://{date}.currency-api.pages.dev/v1/currencies/{currency}.json',
].join(',');

// A template must name both the day and the table; the sample values make it a URL we can check.
function isUrlTemplate(template: string): boolean {
  if (!template.includes('{date}') || !template.includes('{currency}')) return false;
  try {
    const url = new URL(template.replaceAll('{date}', 'latest').replaceAll('{currency}', 'usd'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The variables, for config.ts's schema (spread into it) and for loadRatesConfig. */
export const RATES_ENV_SHAPE = {
  RATES_UPSTREAM_URLS: z
    .preprocess(emptyAsUnset, z.string().default(DEFAULT_RATES_UPSTREAM_URLS))
    .transform((value) =>
      value
        .split(',')
        .map((template) => template.trim())
        .filter(Boolean),
    )
    .refine((templates) => templates.length > 0 && templates.every(isUrlTemplate), {
      error: 'must be http(s) URL templates, comma-separated, each with {date} and {currency}',
    }),
  RATES_TIMEOUT_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(10).max(60_000).default(5000)),
};

type RatesEnv = z.infer<z.ZodObject<typeof RATES_ENV_SHAPE>>;

export interface RatesConfig {
  /** URL templates with {date} (latest or YYYY-MM-DD) and {currency} (usd, xau, xag), tried in order. */
  upstreamUrls: readonly string[];
  /** Time-out of one upstream call. */
  timeoutMs: number;
}

/** The parsed variables as the service takes them. */
export function toRatesConfig(values: RatesEnv): Readonly<RatesConfig> {
  return Object.freeze({
    upstreamUrls: Object.freeze([...values.RATES_UPSTREAM_URLS]),
    timeoutMs: values.RATES_TIMEOUT_MS,
  });
}

/** A bad RATES_* value; the message names the variable, as config.ts's ConfigError does. */
export class RatesConfigError extends StartupError {}

/** Reads RATES_UPSTREAM_URLS and RATES_TIMEOUT_MS on their own (tests; config.ts reads them with the rest). */
export function loadRatesConfig(env: Record<string, string | undefined> = process.env): Readonly<RatesConfig> {
  const parsed = z.object(RATES_ENV_SHAPE).safeParse(env);
  if (!parsed.success) {
    throw new RatesConfigError(describeEnvIssues(parsed.error.issues));
  }
  return toRatesConfig(parsed.data);
}
