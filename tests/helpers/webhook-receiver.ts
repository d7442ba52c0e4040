import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver took: its headers, raw body and the status it answered. */
export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A CRM stand-in on 127.0.0.1 for the webhook's tests: it answers `failures` 500s to each event (by its
 * Webhook-Id) before a 200, or every post with `always` when set (a redirect, say), and keeps every post.
 */
export async function startWebhookReceiver() {
  const posts: ReceivedPost[] = [];
  const settings: { failures: number; always?: { status: number; location?: string } } = { failures: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const earlier = posts.filter((post) => post.headers['webhook-id'] === id).length;
      const status = settings.always?.status ?? (earlier < settings.failures ? 500 : 200);
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      const location = settings.always?.location;
      res.writeHead(status, location ? { Location: location } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/hook`,
    host: `127.0.0.1:${port}`,
    posts,
    settings,
    /** Forgets the posts and answers 200 from the first attempt. */
    reset() {
      posts.length = 0;
      settings.failures = 0;
      delete settings.always;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
