// The office's "Personal data" page (docs/privacy.md, "The person's rights and retention"): an admin finds what
// is held about an e-mail address or phone number, gives it to the person as one file, corrects it or erases it,
// each with a reason the audit log keeps; plain posted forms (no script), both languages; the inbox's views of an
// enquiry are recorded too.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { databaseText } from '../helpers/database-text.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { sampleQuotationDocument, sampleSent } from '../helpers/quotation-fixture.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const consent = { at: new Date('2026-03-01T02:00:00Z'), version: '2026-03-01', language: 'en', form: 'contact' };
const PERSON = {
  name: 'Sarnai Tsogt',
  email: 'sarnai@example.mn',
  phone: '+976 9505 1122',
  message: 'Need 40 tyres by May',
};
const OTHER = { name: 'Bold Dorj', email: 'bold@mail.mn', phone: '88001122', message: 'Another person entirely' };
const REASON = 'Request by e-mail of 14 March';

async function fill() {
  const store = (enquiry: Partial<NewEnquiry>, acknowledge = false) =>
    t.store.enquiries.insertEnquiry(sampleEnquiry({ consent, language: 'en', requestId: 'req-sarnai', ...enquiry }), {
      notify: true,
      acknowledge,
    });
  const contact = await store(PERSON, true);
  const quotation = await store({
    ...PERSON,
    kind: 'quotation',
    phone: '95051122',
    message: 'Quotation request for product: OTR tyre 40.00R57',
    items: [{ slug: 'otr-tyre', name: 'OTR tyre 40.00R57', qty: 1 }],
  });
  const other = await store({ ...OTHER, requestId: 'req-other' });
  await t.store.newsletter.signUp({
    email: PERSON.email,
    language: 'en',
    now: FIXED_NOW,
    consent: { ...consent, form: 'newsletter' },
    resendAfter: FIXED_NOW,
  });
  return { contact, quotation, other };
}

const admin = () => officeAccount(t, 'boss', ['admin'], '/admin');
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const audit = async () =>
  (await t.store.audit.list({}, undefined, 50)).filter((entry) => !entry.action.startsWith('sign-'));

describe('office: a person’s data', () => {
  it('names the quotation of an enquiry found, by its number and state', async () => {
    const { quotation } = await fill();
    const id = await t.store.quotations.saveDraft({
      enquiryId: quotation,
      language: 'en',
      document: sampleQuotationDocument(),
      login: 'clerk',
      now: FIXED_NOW,
    });
    const number = (await t.store.quotations.assignNumber(id ?? 0, 2026)) ?? '';
    await t.store.quotations.recordSent(sampleSent(id ?? 0, 1, number, FIXED_NOW));
    const found = await post('/en/admin/person', await admin(), { q: PERSON.email, reason: REASON });
    expect(found.text).toContain(`<dt>Quotation</dt><dd>${number} · Sent</dd>`);
  });

  it('is for admins only, linked from their bar', async () => {
    const boss = await admin();
    expect((await officeGet(t, '/en/admin/person', boss)).text).toContain('>Personal data</a>');
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await officeGet(t, '/admin', clerk)).text).not.toContain('/admin/person');
    expect((await officeGet(t, '/admin/person', clerk)).status).toBe(403);
    expect((await officeGet(t, '/en/admin/person/erase', boss)).headers.location).toBe('/en/admin/person');
    expect((await post('/admin/person', clerk, { q: PERSON.email, reason: REASON })).status).toBe(403);
    expect(await audit()).toEqual([]);
  });

  it('finds everything held about an address or a phone number, without putting either in an address', async () => {
    const ids = await fill();
    const boss = await admin();

    const byEmail = await post('/en/admin/person', boss, { q: 'SARNAI@example.mn', reason: REASON });
    expect(byEmail.status).toBe(200);
    expect(byEmail.text).toContain('Enquiries found: 2');
    expect(byEmail.text).toContain(`/en/admin/enquiry/${ids.contact}`);
    expect(byEmail.text).toContain(PERSON.message);
    expect(byEmail.text).toContain('OTR tyre 40.00R57 × 1');
    expect(byEmail.text).toContain('Waiting for confirmation'); // the sign-up
    expect(byEmail.text).toContain('Acknowledgement to the sender');
    expect(byEmail.text).toContain('Given on 2026-03-01 10:00 to notice version 2026-03-01 (contact form)');
    expect(byEmail.text).not.toContain(OTHER.name);

    const byPhone = await post('/admin/person', boss, { q: '9505 1122', reason: REASON });
    expect(byPhone.text).toContain('Олдсон хүсэлт: 2');
    // The form the consent was given on is named in the staff's language.
    expect(byPhone.text).toContain('мэдэгдлийн 2026-03-01 хувилбарыг зөвшөөрсөн (холбоо барих маягт)');
    expect(byPhone.text).not.toContain('Waiting for confirmation');

    expect(await audit()).toEqual([
      expect.objectContaining({ action: 'person-searched', target: `enquiry/${ids.contact} enquiry/${ids.quotation}` }),
      expect.objectContaining({
        action: 'person-searched',
        login: 'boss',
        target: `enquiry/${ids.contact} enquiry/${ids.quotation} subscription/1`,
        reason: REASON,
      }),
    ]);
    // The request log has the paths only: no address or number anywhere in it.
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toContain('sarnai');
    expect(logged).not.toContain('9505');
  });

  it('refuses a search without a reason or with what is neither an address nor a number, in the staff’s language', async () => {
    const boss = await admin();
    const noReason = await post('/en/admin/person', boss, { q: PERSON.email, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('Write why, in a few words.');
    expect(noReason.text).toContain(`value="${PERSON.email}"`); // what was typed is kept
    const badQuery = await post('/admin/person', boss, { q: 'Sarnai', reason: REASON });
    expect(badQuery.status).toBe(400);
    expect(badQuery.text).toContain('дор хаяж 6 оронтой утасны дугаар');
    expect(await audit()).toEqual([]);
  });

  it('gives the person all of their data, and only theirs, as one JSON file', async () => {
    const ids = await fill();
    const boss = await admin();
    const res = await post('/admin/person/export', boss, { q: PERSON.email, reason: REASON });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=personal-data-2026-03-15.json');
    const file = JSON.parse(res.text) as Record<string, Array<Record<string, unknown>>>;
    expect(file.about).toEqual({ email: PERSON.email });
    expect(file.enquiries).toEqual([
      expect.objectContaining({
        id: ids.contact,
        kind: 'contact',
        ...PERSON,
        language: 'en',
        consentAt: '2026-03-01T02:00:00.000Z',
        consentVersion: '2026-03-01',
        items: [],
      }),
      expect.objectContaining({
        id: ids.quotation,
        phone: '95051122',
        items: [{ slug: 'otr-tyre', name: 'OTR tyre 40.00R57', qty: 1 }],
      }),
    ]);
    expect(file.newsletterSignUps).toEqual([expect.objectContaining({ email: PERSON.email, status: 'pending' })]);
    expect(file.emails?.map((email) => email.kind).sort()).toEqual([
      'acknowledge-sender',
      'confirm',
      'notify-office',
      'notify-office',
    ]);
    for (const value of Object.values(OTHER)) expect(res.text).not.toContain(value);
    expect(res.text).not.toContain('handledBy');
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'person-exported',
        reason: REASON,
        target: expect.stringContaining('enquiry/'),
      }),
    ]);
  });

  it('corrects a field as the enquiry forms check it', async () => {
    const ids = await fill();
    const boss = await admin();
    const form = { q: PERSON.email, reason: REASON, enquiry: String(ids.contact) };

    const wrong = await post('/en/admin/person/correct', boss, { ...form, field: 'email', value: 'not-an-address' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Email address is invalid');
    const done = await post('/en/admin/person/correct', boss, { ...form, field: 'name', value: ' Sarnai Ts. ' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('The field was corrected.');
    expect((await t.store.inbox.find('enquiry', ids.contact))?.name).toBe('Sarnai Ts.');
    const other = await post('/en/admin/person/correct', boss, {
      ...form,
      enquiry: '99999',
      field: 'name',
      value: 'X',
    });
    expect(other.text).toContain('Nothing was corrected');
    // Another person's enquiry, though it exists, is not corrected under this person's search.
    const someoneElses = await post('/en/admin/person/correct', boss, {
      ...form,
      enquiry: String(ids.other),
      field: 'name',
      value: 'X',
    });
    expect(someoneElses.text).toContain('Nothing was corrected');
    expect((await t.store.inbox.find('enquiry', ids.other))?.name).toBe(OTHER.name);

    expect(await audit()).toEqual([
      expect.objectContaining({ action: 'person-corrected', target: `enquiry/${ids.contact} name`, reason: REASON }),
    ]);
  });

  it('erases the person once confirmed: nothing of them is left, the enquiries stay anonymised', async () => {
    const ids = await fill();
    const boss = await admin();
    // Staff who write the person's name into the reason: the log, which outlives the erasure, does not keep it.
    const form = { q: PERSON.email, reason: `Sarnai Tsogt asked on 14 March (${PERSON.phone})` };

    const unconfirmed = await post('/en/admin/person/erase', boss, form);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain('Tick the box to confirm the erasure.');
    expect((await t.store.inbox.find('enquiry', ids.contact))?.name).toBe(PERSON.name);

    const erased = await post('/en/admin/person/erase', boss, { ...form, confirm: 'yes' });
    expect(erased.status).toBe(200);
    expect(erased.text).toContain('Erased: 2 enquiries anonymised, 1 sign-ups and 4 e-mails deleted.');
    expect(erased.text).toContain('Nothing is held about this address or number.');

    const text = await databaseText(t.store);
    for (const value of [...Object.values(PERSON), '95051122', 'req-sarnai']) expect(text).not.toContain(value);
    for (const value of Object.values(OTHER)) expect(text).toContain(value);
    expect(await t.store.inbox.find('enquiry', ids.quotation)).toMatchObject({
      kind: 'quotation',
      name: '',
      message: 'Quotation request for product: OTR tyre 40.00R57',
      items: [{ slug: 'otr-tyre', name: 'OTR tyre 40.00R57', qty: 1 }],
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'person-erased',
      target: `enquiry/${ids.contact} enquiry/${ids.quotation} sign-ups:1 e-mails:4`,
      reason: '… asked on 14 March (…)',
    });

    const page = await officeGet(t, '/en/admin/audit', boss);
    expect(page.text).toContain('>Erased a person&#x27;s data</td>');
    expect(page.text).toContain('… asked on 14 March (…)');
  });

  it('records each reading of an enquiry in the inbox', async () => {
    const ids = await fill();
    const boss = await admin();
    expect((await officeGet(t, `/admin/enquiry/${ids.other}`, boss)).status).toBe(200);
    expect(await audit()).toEqual([
      expect.objectContaining({ action: 'entry-viewed', login: 'boss', target: `enquiry/${ids.other}` }),
    ]);
  });
});
