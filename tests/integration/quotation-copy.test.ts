// migrate-to-postgres carries the quotations over (docs/operations.md, "Quotation e-mails"): each copied request's
// quotation, its sent versions with their PDFs, its e-mail not sent yet, and the year's count, so the next number
// sent on PostgreSQL follows the last one sent on SQLite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copySqliteToPostgres } from '#server/storage/copy-sqlite-to-postgres.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { shouldRunPostgresTests, startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { sampleQuotationDocument, sampleSent, storeQuotationRequest } from '../helpers/quotation-fixture.ts';

const T0 = new Date('2026-03-15T04:00:00Z');

(shouldRunPostgresTests ? describe : describe.skip)('migrate-to-postgres: the quotations', () => {
  let cluster: TestPostgres;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 90_000);
  afterAll(() => cluster.stop());

  it('copies each quotation with its versions, PDFs and unsent e-mail, and numbers on from the last', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quotation-copy-'));
    const sqlite = openSqliteStore(dataDir);
    const enquiryId = await storeQuotationRequest(sqlite);
    const draft = { enquiryId, language: 'mn', document: sampleQuotationDocument(), login: 'bat', now: T0 };
    const id = (await sqlite.quotations.saveDraft(draft)) ?? 0;
    const number = (await sqlite.quotations.assignNumber(id, 2026)) ?? '';
    await sqlite.quotations.recordSent(sampleSent(id, 1, number, T0));

    const target = await openPostgresStore(await cluster.createDatabase(), { poolSize: 2 });
    try {
      expect((await copySqliteToPostgres(sqlite.db, target.pool, sqlite.mediaFiles)).quotations).toBe(1);
      const copiedEnquiry = (await target.inbox.list({}, {}, 10)).entries[0]?.id ?? 0;
      const copied = await target.quotations.ofEnquiry(copiedEnquiry);
      const record = await target.quotations.read(copied?.id ?? 0);
      expect(record?.quotation).toMatchObject({ state: 'sent', number: 'Q-2026-0001', sentVersion: 1 });
      expect(record?.versions.map((version) => [version.version, version.mail.state])).toEqual([[1, 'pending']]);
      expect(Buffer.from((await target.quotations.pdf(copied?.id ?? 0, 1)) ?? []).toString()).toBe('%PDF-1.7 stand-in');
      const next = await storeQuotationRequest(target);
      const nextId = (await target.quotations.saveDraft({ ...draft, enquiryId: next })) ?? 0;
      expect(await target.quotations.assignNumber(nextId, 2026)).toBe('Q-2026-0002');
    } finally {
      await target.close();
      await sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
