// An example receiver of the website's webhook (docs/webhook.md): plain Node, no packages. It checks each
// delivery's signature (HMAC-SHA256 of "<t>.<raw body>" under the shared secret, compared in constant time),
// refuses a timestamp more than five minutes from its own clock (a replayed delivery), answers 200 to a repeat of
// an event it already took (by its id), and prints each new event's type.
//
//   WEBHOOK_SECRET=… PORT=8080 node docs/examples/webhook-receiver.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** How far a delivery's timestamp may be from the receiver's clock. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

/**
 * Whether `header` (Webhook-Signature: t=<unix seconds>,v1=<hex>) signs `rawBody` under `secret`, sent within the
 * replay window of `nowSeconds`.
 */
export function verifySignature(secret, header, rawBody, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > REPLAY_WINDOW_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A receiver: `onEvent` is called once for each new event whose signature holds. */
export function createReceiver(secret, onEvent = (event) => process.stdout.write(`${event.type} ${event.id}\n`)) {
  // A real receiver keeps the ids it took in its database, beside what it did with them.
  const seen = new Set();
  return createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || !verifySignature(secret, req.headers['webhook-signature'], body)) {
        res.writeHead(401).end();
        return;
      }
      const event = JSON.parse(body);
      if (!seen.has(event.id)) {
        seen.add(event.id);
        onEvent(event);
      }
      res.writeHead(200).end();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("Set WEBHOOK_SECRET to the website's WEBHOOK_SECRET.");
  createReceiver(secret).listen(Number(process.env.PORT ?? 8080));
}
