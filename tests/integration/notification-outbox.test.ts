import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { createNotificationOutbox, retryDelayMs } from '#server/services/notification-outbox.ts';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { openSqliteStore, type SqliteStore } from '#server/storage/sqlite-store.ts';
import { bodyText, startFakeSmtp } from '../helpers/fake-smtp.ts';

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const T0 = new Date('2026-03-15T04:00:00Z');
const enquiry: NewEnquiry = {
  kind: 'quotation',
  name: 'Болдын Оюунчимэг',
  email: 'oyu.customer@example.mn',
  phone: '+976 9911 2233',
  message: 'Quotation request for product: Tricone bit 9 7/8"',
  language: 'mn',
  page: '/shop-single/tricone-bit',
  requestId: 'req-outbox-1',
  createdAt: T0,
};

let dir: string;
let store: SqliteStore;
let mailer: Mailer | undefined;
let logs: Array<Record<string, unknown>>;
let clock: { current: Date; now(): Date };
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-test-'));
  store = openSqliteStore(dir);
  logs = [];
  clock = {
    current: T0,
    now() {
      return this.current;
    },
  };
});
afterEach(() => {
  mailer?.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function createOutbox(port: number) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'website@localhost' });
  return createNotificationOutbox({
    store: store.enquiries,
    mailer,
    clock,
    logger: pino({ level: 'info' }, sink),
    to: ['office@example.mn'],
    acknowledgement: () => ({ subject: 'ack', text: 'ack', html: 'ack' }),
    intervalMs: 20,
    claimMs: 60_000,
    attachments: store.attachments,
  });
}

const outboxRow = () =>
  store.db.prepare('SELECT attempts, next_attempt_at, last_error, sent_at FROM outbox').get() as {
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
    sent_at: string | null;
  };

describe('notification outbox', () => {
  it('e-mails the office every field of a new enquiry, naming its files, and marks it sent', async () => {
    const smtp = await startFakeSmtp();
    try {
      // With a drawing, which the e-mail names but does not carry (docs/privacy.md, "Attachments").
      const drawing = { name: 'Өрмийн хошуу.pdf', type: 'pdf' as const, data: Buffer.alloc(3000, 0x25) };
      const id = await store.enquiries.insertEnquiry({ ...enquiry, attachments: [drawing] }, { notify: true });
      const outbox = createOutbox(smtp.port);

      outbox.start();
      await waitFor(() => outboxRow().sent_at !== null, 'the notification to be marked sent');
      await outbox.stop();

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.from).toBe('website@localhost');
      expect(mail?.to).toEqual(['office@example.mn']);
      expect(mail?.raw).toContain(`Subject: Website enquiry #${id} (quotation)`);
      const headers = (mail?.raw ?? '').split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' '); // unfolded
      expect(headers).toMatch(/^Reply-To: .*<oyu\.customer@example\.mn>$/m);
      const text = bodyText(mail?.raw ?? '');
      for (const field of [
        enquiry.name,
        enquiry.email,
        enquiry.phone,
        enquiry.message,
        enquiry.page,
        enquiry.requestId,
        '2026-03-15T04:00:00.000Z',
      ]) {
        expect(text).toContain(field);
      }
      expect(text).toContain('- Өрмийн хошуу.pdf (PDF, 3 KB)');
      expect(mail?.raw).not.toMatch(/Content-Disposition: attachment/i);
      expect(outboxRow()).toMatchObject({ attempts: 1, last_error: null, sent_at: T0.toISOString() });
      expect(logs.find((line) => line.msg === 'office notified')).toMatchObject({
        module: 'notification-outbox',
        enquiryId: id,
      });
    } finally {
      await smtp.close();
    }
  });

  it('keeps the notification through an SMTP outage, backing off, and sends it once SMTP is back', async () => {
    const down = await startFakeSmtp();
    const port = down.port;
    await down.close();
    await store.enquiries.insertEnquiry(enquiry, { notify: true });
    const outbox = createOutbox(port);

    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(outboxRow()).toMatchObject({ attempts: 1, next_attempt_at: '2026-03-15T04:00:30.000Z', sent_at: null });
    expect(outboxRow().last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 }); // not due yet

    clock.current = new Date('2026-03-15T04:00:30Z');
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(outboxRow()).toMatchObject({ attempts: 2, next_attempt_at: '2026-03-15T04:01:30.000Z' });

    const failure = logs.find((line) => line.msg === 'office notification failed');
    expect(failure).toMatchObject({ level: 40, attempts: 1, code: expect.any(String) });
    expect(JSON.stringify(logs)).not.toContain('example.mn');

    const back = await startFakeSmtp(port);
    try {
      clock.current = new Date('2026-03-15T04:01:30Z');
      expect(await outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(back.messages).toHaveLength(1);
      expect(outboxRow()).toMatchObject({ attempts: 3, sent_at: '2026-03-15T04:01:30.000Z' });
      expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await back.close();
    }
  });

  it('sends nothing for an enquiry stored without notification', async () => {
    const smtp = await startFakeSmtp();
    try {
      await store.enquiries.insertEnquiry(enquiry, { notify: false });
      expect(await createOutbox(smtp.port).runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s and never waits more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
