import { z } from 'zod';
import { emptyAsUnset } from '../env-values.ts';

// The webhook to the company's CRM (docs/webhook.md): WEBHOOK_URL and WEBHOOK_SECRET, both or neither. The
// secret signs each delivery (HMAC-SHA256): at least 32 characters, and never logged or shown.

/** The variables, for config.ts's schema (spread into it). */
export const WEBHOOK_ENV_SHAPE = {
  WEBHOOK_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
};

type WebhookEnv = z.infer<z.ZodObject<typeof WEBHOOK_ENV_SHAPE>>;

export interface WebhookConfig {
  url: string;
  /** Signs the deliveries: never log it. */
  secret: string;
}

/** The variable set without its pair, for config.ts to name; undefined when both or neither are set. */
export function unpairedWebhookVariable(values: WebhookEnv): 'WEBHOOK_URL' | 'WEBHOOK_SECRET' | undefined {
  if (values.WEBHOOK_URL !== undefined && values.WEBHOOK_SECRET === undefined) return 'WEBHOOK_URL';
  if (values.WEBHOOK_URL === undefined && values.WEBHOOK_SECRET !== undefined) return 'WEBHOOK_SECRET';
  return undefined;
}

/** The webhook, or undefined when it is off (neither variable set). */
export function toWebhookConfig(values: WebhookEnv): Readonly<WebhookConfig> | undefined {
  if (values.WEBHOOK_URL === undefined || values.WEBHOOK_SECRET === undefined) return undefined;
  return Object.freeze({ url: values.WEBHOOK_URL, secret: values.WEBHOOK_SECRET });
}
