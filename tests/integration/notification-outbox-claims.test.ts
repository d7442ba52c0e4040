// Several processes sending from one outbox (replicas on one database): each notification goes out once, and
// one whose sender died is taken over when its claim lapses. Run against both engines.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { createNotificationOutbox } from '#server/services/notification-outbox.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { notifiedEnquiryId, startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.ts';
import { postgresEngine, sqliteEngine, type TestDatabase } from '../helpers/store-engines.ts';

const T0 = new Date('2026-03-15T04:00:00Z');
const CLAIM_MS = 30_000;

describe.each([sqliteEngine, postgresEngine()].map((engine) => [engine.name, engine] as const))(
  'notification outbox shared by several processes on %s',
  (_name, engine) => {
    const maybe = engine.shouldRun ? describe : describe.skip;
    maybe('claims', () => {
      let database: TestDatabase;
      let smtp: FakeSmtp;
      const mailers: Mailer[] = [];
      const clock = { current: T0, now: () => clock.current };
      beforeAll(() => engine.start(), 90_000);
      afterAll(() => engine.stop());
      beforeEach(async () => {
        database = await engine.newDatabase();
        smtp = await startFakeSmtp();
        clock.current = T0;
      });
      afterEach(async () => {
        for (const mailer of mailers.splice(0)) mailer.close();
        await smtp.close();
        await database.dispose();
      });

      function outboxOn(store: Store) {
        const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'website@localhost' });
        mailers.push(mailer);
        return createNotificationOutbox({
          store: store.enquiries,
          mailer,
          clock,
          logger: pino({ level: 'silent' }),
          to: ['office@example.mn'],
          acknowledgement: () => ({ subject: 'ack', text: 'ack', html: 'ack' }),
          intervalMs: 20,
          claimMs: CLAIM_MS,
        });
      }

      it('sends each notification exactly once while two outboxes run at the same time', async () => {
        const first = await database.open();
        const ids: number[] = [];
        for (let n = 0; n < 40; n += 1) {
          ids.push(
            await first.enquiries.insertEnquiry(sampleEnquiry({ createdAt: T0, name: `n${n}` }), { notify: true }),
          );
        }
        const outboxes = [outboxOn(first), outboxOn(await database.open())];

        const totals = await Promise.all(
          outboxes.map(async (outbox) => {
            let sent = 0;
            for (;;) {
              const run = await outbox.runOnce();
              sent += run.sent;
              if (run.sent + run.failed === 0) return sent;
            }
          }),
        );

        expect(totals.reduce((sum, sent) => sum + sent, 0)).toBe(40);
        expect(smtp.messages.map(notifiedEnquiryId).sort((a = 0, b = 0) => a - b)).toEqual(ids);
      }, 30_000);

      it('takes over a notification whose sender died, once its claim has lapsed', async () => {
        const dead = await database.open();
        const id = await dead.enquiries.insertEnquiry(sampleEnquiry({ createdAt: T0 }), { notify: true });
        // The dead replica claimed it and never said how the send went.
        expect(await dead.enquiries.claimDueNotifications(T0, 1, new Date(T0.getTime() + CLAIM_MS))).toHaveLength(1);
        const survivor = outboxOn(await database.open());

        clock.current = new Date(T0.getTime() + CLAIM_MS - 1);
        expect(await survivor.runOnce()).toEqual({ sent: 0, failed: 0 });
        clock.current = new Date(T0.getTime() + CLAIM_MS);
        expect(await survivor.runOnce()).toEqual({ sent: 1, failed: 0 });

        expect(smtp.messages.map(notifiedEnquiryId)).toEqual([id]);
      });
    });
  },
);
