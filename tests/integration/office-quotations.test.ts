// The office's quotations (docs/office-guide.md, "Quotations") on both engines: a quotation request's items and
// catalogue prices prefilled, a refused form shown again with its values and the office's message, a draft saved
// (its PDF preview marked a draft), sent (numbered, its PDF kept) and revised as version 2, every step audited; the
// buyer's e-mail with the PDF and the private link, kept through an SMTP outage; numbers apart when two app instances
// send at once; inbox role only.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { buyerLinks } from '#server/quotations/buyer-link.ts';
import { createQuotationMailJob } from '#server/quotations/quotation-mail-job.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { priceRateOf } from '#shared/money.ts';
import { useFakeMailing } from '../helpers/fake-mailer.ts';
import { mailParts } from '../helpers/mail-parts.ts';
import { formOf } from '../helpers/office-form.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { pdfTextPages } from '../helpers/pdf-text.ts';
import { storeQuotationRequest } from '../helpers/quotation-fixture.ts';
import { EXPECTED_VIEW } from '../helpers/rates-fixtures.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, type TestAppOnDatabase } from '../helpers/test-app.ts';

const CSRF_SECRET = 'test-secret-that-is-long-enough-0123456789';
const SILENT = { child: () => ({ info: () => undefined, warn: () => undefined, error: () => undefined }) } as never;

const mailing = useFakeMailing();

/** The value an input of the page holds (the form's field as shown). */
const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name.replace(/\./g, '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describeEachEngine('office quotations', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase;
  let staff: OfficeAccount;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  beforeEach(async () => {
    mailing.smtp.messages.length = 0;
    t = await createTestAppOn(database);
    staff = await officeAccount(t, 'bat', ['inbox'], '/admin');
  });
  afterEach(() => t.close());

  /** One run of the buyers' outbox as its timer would start it, at `now`, through `sender`. */
  const mailJob = (sender: Mailer, now = () => new Date()) =>
    createQuotationMailJob({
      store: t.store.quotations,
      mailer: sender,
      clock: { now },
      logger: SILENT,
      i18n: mailing.i18n,
      links: buyerLinks(CSRF_SECRET),
      origin: OFFICE_ORIGIN,
      intervalMs: 1000,
      claimMs: 60_000,
    }).runOnce();

  /** The request's quotation form, prefilled, as its page shows it. */
  async function preparedForm(enquiryId: number) {
    const page = await officeGet(t, `/admin/enquiry/${enquiryId}/quotation`, staff);
    expect(page.status).toBe(200);
    return { html: page.text, form: formOf(page.text) };
  }

  const post = (enquiryId: number, form: Record<string, string>, action: string) =>
    officePost(t, `/admin/enquiry/${enquiryId}/quotation`, staff, { ...form, action });

  it("prefills a quotation request's items with their catalogue prices in ₮ at today's rate", async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const entry = await officeGet(t, `/admin/enquiry/${enquiryId}`, staff);
    expect(entry.text).toContain(`href="/admin/enquiry/${enquiryId}/quotation"`);
    expect(entry.text).toContain('Үнийн санал бэлтгэх');
    const { html, form } = await preparedForm(enquiryId);
    const rate = priceRateOf(EXPECTED_VIEW);
    // Product 1 is $7,850: ₮ at today's rate, to the ₮1,000 as the catalogue shows it.
    const mnt = Math.round((7850 * (rate?.mntPerUsd ?? 0)) / 1000) * 1000;
    expect(form).toMatchObject({
      'lines.0.productId': '1',
      'lines.0.quantity': '4',
      'lines.0.unitPriceMnt': String(mnt),
      'lines.1.productId': '',
      'lines.1.name': 'Өрмийн хоолой',
      'lines.1.unitPriceMnt': '',
      validDays: '30',
      vatPercent: '10',
      'rate.date': EXPECTED_VIEW.date,
    });
    expect(html).toContain('$7,850');
  });

  it('refuses a form without lines or with a negative price, 400 in Mongolian, keeping what was typed', async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const { form } = await preparedForm(enquiryId);
    const negative = await post(enquiryId, { ...form, 'lines.0.unitPriceMnt': '-5', note: 'Тэмдэглэл' }, 'save');
    expect(negative.status).toBe(400);
    expect(negative.text).toContain('Юу ч хадгалагдсангүй');
    expect(valueOf(negative.text, 'lines.0.unitPriceMnt')).toBe('-5');
    expect(negative.text).toContain('Тэмдэглэл');
    const none = await post(enquiryId, { ...form, lineCount: '0' }, 'send');
    expect(none.status).toBe(400);
    expect(await t.store.quotations.ofEnquiry(enquiryId)).toBeUndefined();
  });

  it('adds and removes a line by redrawing the form with the values typed', async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const { form } = await preparedForm(enquiryId);
    const added = await post(enquiryId, { ...form, 'lines.1.unitPriceMnt': '800000' }, 'add');
    expect(added.status).toBe(200);
    expect(valueOf(added.text, 'lineCount')).toBe('3');
    expect(valueOf(added.text, 'lines.1.unitPriceMnt')).toBe('800000');
    const removed = await post(enquiryId, formOf(added.text), 'remove.0');
    expect(valueOf(removed.text, 'lineCount')).toBe('2');
    expect(valueOf(removed.text, 'lines.0.name')).toBe('Өрмийн хоолой');
  });

  it('saves a draft, sends it numbered with its PDF, and sends a revision as version 2', async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const { form } = await preparedForm(enquiryId);
    const filled = { ...form, 'lines.1.unitPriceMnt': '800000', deliveryTime: '4 долоо хоног' };
    const saved = await post(enquiryId, filled, 'preview');
    expect(saved.status).toBe(303);
    const id = (await t.store.quotations.ofEnquiry(enquiryId))?.id ?? 0;
    const preview = await officeGet(t, `/admin/quotations/${id}`, staff);
    expect(preview.text).toContain('Ноорог');
    expect(preview.text).toContain(`/admin/quotations/${id}/preview.pdf`);
    // The preview is marked a draft on each page, a revision's too, which has the quotation's number already.
    const previewText = async () => {
      const draftPdf = await officeGet(t, `/admin/quotations/${id}/preview.pdf`, staff);
      expect(draftPdf.headers['content-type']).toBe('application/pdf');
      return (await pdfTextPages(draftPdf.body as Buffer)).join(' ');
    };
    expect(await previewText()).toContain('НООРОГ — ИЛГЭЭГДЭЭГҮЙ');

    expect((await post(enquiryId, filled, 'send')).status).toBe(303);
    expect(await previewText()).toContain('Q-2026-0001, 2-р хувилбар (ноорог)');
    const revised = await post(enquiryId, { ...filled, 'lines.0.discountPercent': '5' }, 'send');
    expect(revised.headers.location).toBe(`/admin/quotations/${id}?done=sent`);
    const page = await officeGet(t, revised.headers.location ?? '', staff);
    expect(page.text).toContain('Q-2026-0001');
    expect(page.text).toContain('Илгээсэн');
    expect(page.text).toContain(`/admin/quotations/${id}/versions/2`);
    const pdf = await officeGet(t, `/admin/quotations/${id}/versions/1`, staff);
    const sentText = (await pdfTextPages(pdf.body as Buffer)).join(' ');
    expect(sentText).toContain('Q-2026-0001');
    expect(sentText).not.toContain('НООРОГ');
    const listed = await officeGet(t, '/admin?quotation=sent', staff);
    expect(listed.text).toContain(`href="/admin/enquiry/${enquiryId}"`);
    expect(listed.text).toContain('Илгээсэн');
    expect((await officeGet(t, '/admin?quotation=none', staff)).text).not.toContain(
      `href="/admin/enquiry/${enquiryId}"`,
    );
    const audit = await t.store.audit.list({}, undefined, 20);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['quotation-saved', 'quotation-sent', 'quotation-revised']),
    );
  });

  it('e-mails the buyer the PDF and the private link, once the SMTP server is back after an outage', async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const { form } = await preparedForm(enquiryId);
    await post(enquiryId, { ...form, 'lines.1.unitPriceMnt': '800000' }, 'send');
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'website@localhost' });
    expect(await mailJob(down)).toEqual({ sent: 0, failed: 1 });
    down.close();
    const id = (await t.store.quotations.ofEnquiry(enquiryId))?.id ?? 0;
    expect((await t.store.quotations.read(id))?.versions[0]?.mail).toMatchObject({ state: 'pending', attempts: 1 });

    // Retried later: due again once its back-off has passed.
    const hourLater = () => new Date(Date.now() + 60 * 60 * 1000);
    expect(await mailJob(mailing.mailer, hourLater)).toEqual({ sent: 1, failed: 0 });
    const mail = mailing.smtp.messages.at(-1);
    expect(mail?.to).toEqual(['bat@example.mn']);
    const parts = mailParts(mail?.raw ?? '');
    const text = parts.find((part) => !part.filename)?.text ?? '';
    expect(text).toContain('Q-2026-0001');
    expect(text).toMatch(new RegExp(`${OFFICE_ORIGIN}/quotation/[0-9a-z]+\\.[\\w-]{22}`));
    const attached = parts.find((part) => part.filename === 'Q-2026-0001-v1.pdf');
    expect((await pdfTextPages(attached?.bytes ?? Buffer.alloc(0))).join(' ')).toContain('Q-2026-0001');
  });

  it('numbers quotations sent at once from two app instances apart', async () => {
    const other = await createTestAppOn(database);
    try {
      const colleague = await officeAccount(other, 'saraa', ['inbox'], '/admin');
      const first = await storeQuotationRequest(t.store);
      const second = await storeQuotationRequest(t.store);
      const { form } = await preparedForm(first);
      const ready = { ...form, 'lines.1.unitPriceMnt': '800000' };
      await Promise.all([
        post(first, ready, 'send'),
        officePost(other, `/admin/enquiry/${second}/quotation`, colleague, { ...ready, action: 'send' }),
      ]);
      const numbers = await Promise.all(
        [first, second].map(async (id) => (await t.store.quotations.ofEnquiry(id))?.number),
      );
      expect([...numbers].sort()).toEqual(['Q-2026-0001', 'Q-2026-0002']);
    } finally {
      await other.close();
    }
  });

  it('refuses an account without the inbox role', async () => {
    const enquiryId = await storeQuotationRequest(t.store);
    const editor = await officeAccount(t, 'dorj', ['editor']);
    expect((await officeGet(t, `/admin/enquiry/${enquiryId}/quotation`, editor)).status).toBe(403);
    expect((await officePost(t, `/admin/enquiry/${enquiryId}/quotation`, editor, { action: 'save' })).status).toBe(403);
  });
});
