import { createHmac } from 'node:crypto';

// Each delivery's signature (docs/webhook.md, "Verifying a delivery"), Stripe's scheme: the header
// `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under WEBHOOK_SECRET. The time is
// the attempt's own, so a receiver refuses a delivery replayed after its window (5 minutes).

/** The Webhook-Signature header of `body` sent at `at`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
