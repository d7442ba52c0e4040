// The webhook to the company's CRM (docs/webhook.md): `npm run webhook -- test` queues a test event, delivers it
// once to WEBHOOK_URL as the server's job does (signed, no redirect followed) and prints the receiver's answer.
// Uses the server's configuration and database; safe while the server runs.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { EXIT_CONFIG } from '#server/startup-error.ts';
import { openStore } from '#server/storage/open-store.ts';
import { testEvent } from '#server/webhook/webhook-events.ts';
import { createWebhookJob, webhookUserAgent } from '#server/webhook/webhook-job.ts';
import { CommandError, runCommand, UsageError } from './lib/cli.ts';

const USAGE = `Usage: npm run webhook -- test

  test  queues a test event, delivers it once to WEBHOOK_URL and prints the receiver's answer; exits 0 when it
        answered 2xx, 69 otherwise (the event then stays queued, and the server's job retries it)

Reads PostgreSQL when DATABASE_URL is set, otherwise the SQLite database in DATA_DIR.
`;

/** EX_UNAVAILABLE of sysexits.h: the receiver did not take the event. */
const EXIT_UNDELIVERED = 69;

function readArgs(argv: string[]) {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  const [command, ...extra] = positionals;
  if (command !== 'test' || extra.length > 0) throw new UsageError('expected test');
  return { command };
}

async function run(): Promise<number> {
  const config = loadConfig(process.env);
  const { webhook } = config;
  if (!webhook) throw new CommandError('No webhook: set WEBHOOK_URL and WEBHOOK_SECRET.', EXIT_CONFIG);
  const store = await openStore(config);
  try {
    const job = createWebhookJob({
      deliveries: store.webhook,
      webhook,
      userAgent: webhookUserAgent(config.publicUrl),
      clock: systemClock,
      logger: pino({ enabled: false }),
      intervalMs: config.outboxIntervalMs,
      claimMs: config.outboxClaimMs,
    });
    const now = systemClock.now();
    const event = testEvent(now);
    // Queued claimed by this command, so a running server's job leaves it to us (and sends it if we stop first).
    const due = await store.webhook.queueClaimed(event, new Date(now.getTime() + config.outboxClaimMs));
    const result = await job.deliver(due);
    const host = new URL(webhook.url).host;
    if (result.outcome === 'delivered') {
      process.stdout.write(`Test event ${event.id} delivered to ${host}: HTTP ${result.status}\n`);
      return 0;
    }
    process.stderr.write(`Test event ${event.id} not delivered to ${host}: ${result.error}\n`);
    return EXIT_UNDELIVERED;
  } finally {
    await store.close();
  }
}

await runCommand(USAGE, readArgs, run);
