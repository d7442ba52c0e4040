// The person's rights in the store (docs/privacy.md, "The person's rights and retention"), on both engines: what
// is held about an e-mail address or phone number is found whole, corrected, and erased without a trace in any
// table (the enquiries kept as anonymised records); retention anonymises what is past its period and nothing else,
// on one PostgreSQL replica at a time.
import { expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import { RETENTION_LOCK_KEY } from '#server/storage/postgres-person-data.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { databaseText } from '../helpers/database-text.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

const NOW = new Date('2026-03-15T04:00:00Z');
const consent = { at: new Date('2026-03-01T02:00:00Z'), version: '2026-03-01', language: 'mn', form: 'contact' };

/** The person the tests are about: everything they typed, each value a string found nowhere else. */
const PERSON = {
  name: 'Оюунчимэг Батболд',
  email: 'Oyuna.B@Example.mn',
  phone: '+976 8811-4455',
  message: 'Манай уурхайд арван хоёр ширхэг дугуй хэрэгтэй',
  note: 'Хурдан хүргэлт хэрэгтэй байна',
};
const OTHER = { name: 'Ганбаатар Дорж', email: 'gana@mail.mn', phone: '99001122', message: 'Өөр хүний захидал' };

const enquiry = (overrides: Partial<NewEnquiry>) => sampleEnquiry({ consent, ...overrides });
/** The person's own enquiries carry a request id of their own (the logs' key to their requests). */
const theirs = (overrides: Partial<NewEnquiry>) => enquiry({ requestId: 'req-oyuna', ...overrides });

/** The person's contact, service and quote-list enquiries (one with only their phone), and another person's. */
async function fill(store: Store) {
  const { name, email, phone, message, note } = PERSON;
  const ids = {
    contact: await store.enquiries.insertEnquiry(theirs({ name, email, phone, message }), {
      notify: true,
      acknowledge: true,
    }),
    service: await store.enquiries.insertEnquiry(
      theirs({
        kind: 'service',
        name,
        email: email.toLowerCase(),
        phone: '88114455',
        message: `Service: Logistics, Note: ${note}`,
      }),
      { notify: true },
    ),
    quotation: await store.enquiries.insertEnquiry(
      theirs({
        kind: 'quotation',
        name: 'Оюунаа',
        email: 'oyuna.work@example.mn',
        phone: '(976) 8811 4455',
        message: `Quotation request for 2 products:\n- OTR tyre 40.00R57 × 12\n- Drill bit × 3\n\nNote: ${note}`,
        items: [
          { slug: 'otr-tyre', name: 'OTR tyre 40.00R57', qty: 12 },
          { slug: null, name: 'Drill bit', qty: 3 },
        ],
      }),
      { notify: false },
    ),
    other: await store.enquiries.insertEnquiry(enquiry(OTHER), { notify: true, acknowledge: true }),
  };
  const signUp = { language: 'mn', now: NOW, consent: { ...consent, form: 'newsletter' }, resendAfter: NOW };
  await store.newsletter.signUp({ ...signUp, email: PERSON.email.toUpperCase() });
  await store.newsletter.signUp({ ...signUp, email: OTHER.email });
  return ids;
}

describeEachEngine("a person's data", (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => {
    store = opened.store;
  });

  it('is found whole by the e-mail address, whatever its case, or by the phone number, however it is written', async () => {
    const ids = await fill(store);

    const byEmail = await store.enquiries.findPerson({ email: ' oyuna.b@example.MN ' });
    expect(byEmail.enquiries.map((found) => found.id)).toEqual([ids.contact, ids.service]);
    expect(byEmail.enquiries[0]?.row).toMatchObject({
      name: PERSON.name,
      message: PERSON.message,
      consent_form: 'contact',
    });
    expect(byEmail.subscriptions).toEqual([
      expect.objectContaining({ email: PERSON.email.toUpperCase(), status: 'pending' }),
    ]);
    // The contact enquiry's two e-mails (the office's, the acknowledgement), the service's one, the confirmation.
    expect(byEmail.emails.map((email) => email.kind).sort()).toEqual([
      'acknowledge-sender',
      'confirm',
      'notify-office',
      'notify-office',
    ]);

    for (const phone of ['88114455', '+97688114455', '976 8811 4455', '8811-4455']) {
      const byPhone = await store.enquiries.findPerson({ phone });
      expect(byPhone.enquiries.map((found) => found.id)).toEqual([ids.contact, ids.service, ids.quotation]);
      expect(byPhone.subscriptions).toEqual([]);
    }
    const quotation = (await store.enquiries.findPerson({ phone: '88114455' })).enquiries[2];
    expect(quotation?.items).toEqual([
      { slug: 'otr-tyre', name: 'OTR tyre 40.00R57', qty: 12 },
      { slug: null, name: 'Drill bit', qty: 3 },
    ]);
    expect((await store.enquiries.findPerson({ email: 'nobody@example.mn' })).enquiries).toEqual([]);
  });

  it('is corrected one field at a time, and found by the corrected value', async () => {
    const ids = await fill(store);
    expect(await store.enquiries.correctEnquiry(ids.quotation, 'email', PERSON.email)).toBe(true);
    expect(await store.enquiries.correctEnquiry(ids.contact, 'name', 'Оюунчимэг Б.')).toBe(true);
    expect(await store.enquiries.correctEnquiry(99_999, 'name', 'x')).toBe(false);

    const found = await store.enquiries.findPerson({ email: PERSON.email });
    expect(found.enquiries.map((entry) => [entry.id, entry.row.name])).toEqual([
      [ids.contact, 'Оюунчимэг Б.'],
      [ids.service, PERSON.name],
      [ids.quotation, 'Оюунаа'],
    ]);
    // The inbox's search index follows the correction.
    expect((await store.inbox.list({ search: 'Оюунчимэг Б.' }, {}, 10)).entries.map((entry) => entry.id)).toEqual([
      ids.contact,
    ]);
  });

  it('is erased without a trace in any table, the enquiries kept as anonymised records', async () => {
    const ids = await fill(store);
    await store.enquiries.correctEnquiry(ids.contact, 'name', 'Оюунчимэг Б.');

    const byEmail = await store.enquiries.erasePerson({ email: PERSON.email }, NOW);
    expect(byEmail).toEqual({ enquiries: [ids.contact, ids.service], subscriptions: 1, emails: 4 });
    const byPhone = await store.enquiries.erasePerson({ phone: '8811 4455' }, NOW);
    expect(byPhone).toEqual({ enquiries: [ids.quotation], subscriptions: 0, emails: 0 });

    const text = await databaseText(store);
    for (const value of [
      ...Object.values(PERSON),
      PERSON.email.toLowerCase(),
      'oyuna.work@example.mn',
      'Оюунаа',
      'Оюунчимэг Б.',
      '88114455',
      '8811 4455',
      'req-oyuna',
    ]) {
      expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
    }
    if (store.engine === 'sqlite') {
      // Nor in the file's bytes: no freed page or write-ahead log keeps what was erased.
      const file = (store as SqliteStore).db.location() ?? '';
      const bytes = Buffer.concat([
        readFileSync(file),
        existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0),
      ]);
      for (const value of [PERSON.name, PERSON.email.toLowerCase(), PERSON.message, PERSON.note]) {
        expect({ value, found: bytes.includes(Buffer.from(value)) }).toEqual({ value, found: false });
      }
    }
    // The other person is untouched.
    for (const value of Object.values(OTHER)) expect(text).toContain(value);
    expect((await store.enquiries.findPerson({ email: OTHER.email })).emails).toHaveLength(3);

    const [contact, service, quotation] = await Promise.all(
      [ids.contact, ids.service, ids.quotation].map((id) => store.inbox.find('enquiry', id)),
    );
    expect(contact).toMatchObject({ kind: 'contact', name: '', email: '', phone: '', message: '', language: 'mn' });
    expect(contact?.createdAt).toEqual(new Date('2026-03-01T02:00:00Z'));
    expect(service).toMatchObject({ kind: 'service', message: 'Service: Logistics', requestId: null });
    expect(quotation?.message).toBe('Quotation request for 2 products:\n- OTR tyre 40.00R57 × 12\n- Drill bit × 3');
    expect(quotation?.items).toHaveLength(2);
    expect(await store.enquiries.findPerson({ email: PERSON.email })).toEqual({
      enquiries: [],
      quotations: [],
      subscriptions: [],
      emails: [],
      unsubscribed: [],
    });
    // An anonymised enquiry is not corrected back into a person's.
    expect(await store.enquiries.correctEnquiry(ids.contact, 'name', PERSON.name)).toBe(false);
  });

  it('includes the newsletter’s record that the address unsubscribed, and erases it too', async () => {
    const signUp = { email: PERSON.email, language: 'mn', now: NOW, consent, resendAfter: NOW };
    await store.newsletter.signUp(signUp);
    const [subscription] = (await store.enquiries.findPerson({ email: PERSON.email })).subscriptions;
    await store.newsletter.unsubscribe(Number(subscription?.id), 'hash-of-oyuna', NOW);
    const key = { email: PERSON.email, suppressionHash: 'hash-of-oyuna' };

    expect(await store.enquiries.findPerson(key)).toMatchObject({
      subscriptions: [],
      unsubscribed: [{ email_hash: 'hash-of-oyuna', created_at: NOW.toISOString() }],
    });
    expect(await store.enquiries.erasePerson(key, NOW)).toEqual({ enquiries: [], subscriptions: 1, emails: 0 });
    expect(await databaseText(store)).not.toContain('hash-of-oyuna');
  });

  it('is anonymised by retention once past its period: received long ago, or handled a while ago', async () => {
    const at = (iso: string) => new Date(iso);
    const old = await store.enquiries.insertEnquiry(enquiry({ createdAt: at('2024-03-14T00:00:00Z') }), {
      notify: true,
    });
    const recent = await store.enquiries.insertEnquiry(enquiry({ createdAt: at('2025-12-01T00:00:00Z') }), {
      notify: true,
    });
    const handledLongAgo = await store.enquiries.insertEnquiry(enquiry({ createdAt: at('2025-01-10T00:00:00Z') }), {
      notify: false,
    });
    const handledLately = await store.enquiries.insertEnquiry(enquiry({ createdAt: at('2025-01-11T00:00:00Z') }), {
      notify: false,
    });
    await store.inbox.setHandled('enquiry', handledLongAgo, 'boss', at('2025-02-01T00:00:00Z'));
    await store.inbox.setHandled('enquiry', handledLately, 'boss', at('2026-01-01T00:00:00Z'));

    const cutoffs = { receivedBefore: at('2024-03-15T04:00:00Z'), handledBefore: at('2025-03-15T04:00:00Z') };
    expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBe(2);
    const names = await Promise.all(
      [old, recent, handledLongAgo, handledLately].map(async (id) => (await store.inbox.find('enquiry', id))?.name),
    );
    expect(names).toEqual(['', 'Батбаяр', '', 'Батбаяр']);
    expect(await store.inbox.notification(old)).toEqual({ state: 'none' });
    expect(await store.inbox.notification(recent)).toMatchObject({ state: 'pending' });
    expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBe(0);
  });

  it('is anonymised by retention in batches, however many are due', async () => {
    for (let n = 0; n < 450; n += 1) {
      await store.enquiries.insertEnquiry(enquiry({ createdAt: new Date('2020-01-01T00:00:00Z') }), { notify: false });
    }
    const cutoffs = {
      receivedBefore: new Date('2024-03-15T04:00:00Z'),
      handledBefore: new Date('2025-03-15T04:00:00Z'),
    };
    expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBe(450);
    expect((await store.inbox.list({ search: 'Батбаяр' }, {}, 10)).entries).toEqual([]);
  });

  if (engine.name === 'postgres') {
    it('is anonymised by one replica at a time: while another holds the run, nothing is done', async () => {
      const id = await store.enquiries.insertEnquiry(enquiry({ createdAt: new Date('2020-01-01T00:00:00Z') }), {
        notify: false,
      });
      const cutoffs = {
        receivedBefore: new Date('2024-03-15T04:00:00Z'),
        handledBefore: new Date('2025-03-15T04:00:00Z'),
      };
      const other = new pg.Client({ connectionString: (store as PostgresStore).pool.options.connectionString });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
        expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBeUndefined();
        expect((await store.inbox.find('enquiry', id))?.name).toBe('Батбаяр');
        await other.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
        expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBe(1);
      } finally {
        await other.end();
      }
    });
  }
});
