// migrate-to-postgres carries the newsletter over (docs/privacy.md, "Moving to PostgreSQL"): each sign-up's state, the
// unsubscribed addresses' hashes and the secret the links already e-mailed were signed with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createSubscriptionService } from '#server/services/subscription-service.ts';
import { newsletterTokens, resolveNewsletterSecret } from '#server/services/newsletter-tokens.ts';
import { copySqliteToPostgres } from '#server/storage/copy-sqlite-to-postgres.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { shouldRunPostgresTests, startPostgres, type TestPostgres } from '../helpers/postgres.ts';

const T0 = new Date('2026-03-01T02:00:00Z');
const LATER = new Date(T0.getTime() + 60_000);
const clock = { now: () => T0 };

(shouldRunPostgresTests ? describe : describe.skip)('migrate-to-postgres: the newsletter', () => {
  let cluster: TestPostgres;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 90_000);
  afterAll(() => cluster.stop());

  it('copies the states, the hashes and the secret, so the links already sent still work', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'newsletter-copy-'));
    const sqlite = openSqliteStore(dataDir);
    const secret = await resolveNewsletterSecret({ configured: undefined, store: sqlite, clock });
    const tokens = newsletterTokens(secret);
    const service = createSubscriptionService({ store: sqlite.newsletter, clock, tokens });
    for (const email of ['stays@example.mn', 'leaves@example.mn', 'waits@example.mn'])
      await service.subscribe(email, 'en');
    const mails = [await sqlite.newsletter.claimDueMail(T0, LATER), await sqlite.newsletter.claimDueMail(T0, LATER)];
    for (const mail of mails)
      await service.confirm(tokens.confirmToken(mail?.subscription ?? { id: 0, email: '' }, T0));
    const leaves = mails.find((mail) => mail?.subscription.email === 'leaves@example.mn')?.subscription;
    const stays = mails.find((mail) => mail?.subscription.email === 'stays@example.mn')?.subscription;
    await service.unsubscribe(tokens.unsubscribeToken(leaves ?? { id: 0, email: '' }));
    await sqlite.enquiries.addSubscription('legacy@example.mn', 'mn', T0);
    expect(await sqlite.newsletter.counts()).toEqual({ confirmed: 1, pending: 1, legacy: 1, unsubscribed: 1 });

    const target = await openPostgresStore(await cluster.createDatabase(), { poolSize: 2 });
    try {
      const report = await copySqliteToPostgres(sqlite.db, target.pool, sqlite.mediaFiles);
      expect(report.newsletter).toEqual({ suppressions: 1, secret: 'copied' });
      expect(await target.newsletter.counts()).toEqual({ confirmed: 1, pending: 1, legacy: 1, unsubscribed: 1 });
      expect(await resolveNewsletterSecret({ configured: undefined, store: target, clock })).toBe(secret);
      // The copy's own ids differ; a newsletter's link names the sign-up by id, so it is made again from the
      // copied address, with the copied secret, and works.
      const [copied] = await target.newsletter.confirmed();
      expect(copied?.email).toBe(stays?.email);
      const there = createSubscriptionService({ store: target.newsletter, clock, tokens });
      expect(await there.unsubscribe(tokens.unsubscribeToken(copied ?? { id: 0, email: '' }))).toBe('unsubscribed');
      expect(await target.newsletter.counts()).toEqual({ confirmed: 0, pending: 1, legacy: 1, unsubscribed: 2 });
    } finally {
      await Promise.all([target.close(), sqlite.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
