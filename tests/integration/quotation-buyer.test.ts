// The buyer's page of a quotation (docs/privacy.md, "Quotations"), through the app: its signed link opens it, never
// kept or indexed, with only what the buyer sent; its PDF as sent; a decision recorded once and told to the office
// as an enquiry of its own; an expired quotation refused; a question passed on. The store's one-time decision is
// tested on both engines in quotation-store.test.ts.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buyerLinks } from '#server/quotations/buyer-link.ts';
import { sampleQuotationDocument, sampleSent, storeQuotationRequest } from '../helpers/quotation-fixture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'test-secret-that-is-long-enough-0123456789';
const SENT_AT = new Date('2026-03-10T04:00:00Z');
const DAY = 86_400_000;
const links = buyerLinks(SECRET);

let now: Date;
let app: TestApp;
beforeEach(async () => {
  now = new Date('2026-03-15T04:00:00Z');
  app = await createTestApp({
    clock: { now: () => now },
    env: { SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'office@example.mn', CONTACT_RATE_LIMIT: '1000' },
  });
});
afterEach(() => app.close());

/** A request quoted and sent once (valid 30 days from SENT_AT): its quotation's id and its buyer's page. */
async function sentQuotation(note = 'Зөвхөн оффисын тэмдэглэл') {
  const enquiryId = await storeQuotationRequest(app.store);
  const document = sampleQuotationDocument({ note });
  const id = await app.store.quotations.saveDraft({ enquiryId, language: 'mn', document, login: 'bat', now: SENT_AT });
  if (id === undefined) throw new Error('no draft');
  const number = (await app.store.quotations.assignNumber(id, 2026)) ?? '';
  await app.store.quotations.recordSent({ ...sampleSent(id, 1, number, SENT_AT), document });
  const quotation = await app.store.quotations.find(id);
  if (!quotation) throw new Error('no quotation');
  return { id, number, path: links.buyerLinkPath(quotation, 'mn'), enlPath: links.buyerLinkPath(quotation, 'en') };
}

const post = (path: string, form: Record<string, string>, origin = 'null') =>
  request(app.app).post(path).set('Origin', origin).type('form').send(form);

const enquiriesAbout = async (number: string) =>
  (await app.store.enquiries.listEnquiries()).filter((enquiry) => enquiry.message.includes(number));

describe("the buyer's quotation page", () => {
  it('opens from its link, never kept or indexed, with the request as sent and each version', async () => {
    const { id, number, path } = await sentQuotation();
    const page = await request(app.app).get(path);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toContain(`Үнийн санал ${number}`);
    // 4 × ₮12,500,000 less 5 % and 2 × ₮800,000, with 10 % VAT.
    expect(page.text).toContain('₮54,010,000');
    expect(page.text).toContain('Батбаяр');
    expect(page.text).toContain('Өрмийн хоолой × 2');
    expect(page.text).toContain(`href="${path}/pdf/1"`);
    // The office's own note and login are not the buyer's to read.
    expect(page.text).not.toContain('Зөвхөн оффисын тэмдэглэл');
    expect(page.text).not.toContain('bat@example.mn');
    expect((await app.store.quotations.find(id))?.viewedAt).toEqual(now);
    expect((await request(app.app).get('/sitemap.xml')).text).not.toContain('/quotation');
    // The logs keep the address without the MAC that opens it.
    const mac = path.split('.').at(-1) ?? '';
    expect(app.logs.some((line) => JSON.stringify(line).includes('/quotation/'))).toBe(true);
    expect(JSON.stringify(app.logs)).not.toContain(mac);
    // The header's language switch opens the same quotation in English.
    expect(page.text).toContain(`href="/en${path}?lng=en"`);
    const switched = await request(app.app).get(`/en${path}?lng=en`);
    expect(switched.headers.location).toBe(`/en${path}`);
  });

  it('answers a forged or unknown link with the site’s 404 page, not kept either', async () => {
    const { path } = await sentQuotation();
    const forged = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const address of [forged, path.replace(/\/quotation\/\w+\./, '/quotation/zz.'), '/quotation/nonsense']) {
      const page = await request(app.app).get(address);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Өө! Хуудас олдсонгүй!');
      expect(page.headers['cache-control']).toBe('no-store');
    }
    expect((await request(app.app).get(path)).status).toBe(200);
  });

  it('shows each version’s PDF as sent, in the browser, named by its number', async () => {
    const { number, path } = await sentQuotation();
    const pdf = await request(app.app).get(`${path}/pdf/1`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(pdf.body as Buffer).toString()).toBe('%PDF-1.7 stand-in');
    expect((await request(app.app).get(`${path}/pdf/2`)).status).toBe(404);
  });

  it('records an acceptance once and tells the office; a second post changes nothing', async () => {
    const { id, number, path } = await sentQuotation();
    const accepted = await post(`${path}/accept`, { version: '1' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.location).toBe(`${path}?done=accepted`);
    const decided = await app.store.quotations.find(id);
    expect(decided).toMatchObject({ state: 'accepted', decidedVersion: 1, decidedAt: now });
    const [notice, ...more] = await enquiriesAbout(number);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'contact', name: 'Батбаяр', email: 'bat@example.mn' });
    expect(notice?.message).toContain('зөвшөөрлөө');
    expect(await app.store.inbox.notification(notice?.id ?? 0)).toMatchObject({ state: 'pending' });
    const audited = await app.store.audit.list({}, undefined, 10);
    expect(audited).toEqual([
      expect.objectContaining({ login: null, action: 'quotation-accepted', target: `quotation/${id}` }),
    ]);

    now = new Date(now.getTime() + 60_000);
    for (const again of [`${path}/accept`, `${path}/decline`]) {
      const replayed = await post(again, { version: '1', reason: 'Үнэ өндөр' });
      expect(replayed.headers.location).toBe(`${path}?done=already`);
    }
    expect(await app.store.quotations.find(id)).toEqual(decided);
    expect(await enquiriesAbout(number)).toHaveLength(1);
    const page = await request(app.app).get(`${path}?done=already`);
    expect(page.text).toContain('Зөвшөөрсөн');
    expect(page.text).not.toContain(`action="${path}/accept"`);
  });

  it('records a decline with its reason, in English under the English address', async () => {
    const { id, number, enlPath } = await sentQuotation();
    const declined = await post(`${enlPath}/decline`, { version: '1', reason: 'We chose another supplier.' });
    expect(declined.headers.location).toBe(`${enlPath}?done=declined`);
    expect(await app.store.quotations.find(id)).toMatchObject({
      state: 'declined',
      decisionReason: 'We chose another supplier.',
    });
    const [notice] = await enquiriesAbout(number);
    expect(notice?.message).toMatch(/declined .*\n\nReason: We chose another supplier\./s);
    const page = await request(app.app).get(`${enlPath}?done=declined`);
    expect(page.text).toContain('<html lang="en"');
    expect(page.text).toContain('Your answer is recorded');
    expect(page.text).toContain('Your reason: We chose another supplier.');
  });

  it('refuses to accept once the validity has passed, and offers to ask for a new quotation', async () => {
    const { id, number, path } = await sentQuotation();
    now = new Date(SENT_AT.getTime() + 30 * DAY + 1000);
    const page = await request(app.app).get(path);
    expect(page.text).toContain('Хугацаа дууссан');
    expect(page.text).not.toContain(`action="${path}/accept"`);
    expect(page.text).toContain('Шинэ үнийн санал хүсэх');
    const refused = await post(`${path}/accept`, { version: '1' });
    expect(refused.headers.location).toBe(`${path}?done=expired`);
    expect(await app.store.quotations.find(id)).toMatchObject({ state: 'sent', decidedAt: null });
    expect(await enquiriesAbout(number)).toEqual([]);
  });

  it('passes a question on to the office, and asks again for an empty one with the page', async () => {
    const { number, path } = await sentQuotation();
    const empty = await post(`${path}/question`, { question: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Зурвасаа бичнэ үү.');
    expect(empty.text).toContain('aria-invalid="true"');
    const asked = await post(`${path}/question`, { question: 'Хүргэлтийг 2 сард хийж болох уу?' });
    expect(asked.headers.location).toBe(`${path}?done=asked`);
    const [notice] = await enquiriesAbout(number);
    expect(notice?.message).toContain('Хүргэлтийг 2 сард хийж болох уу?');
    expect((await request(app.app).get(`${path}?done=asked`)).text).toContain('Таны зурвасыг ажлын албанд илгээлээ.');
  });

  it('refuses a post from another site, and a decision on a version the page no longer shows', async () => {
    const { id, path } = await sentQuotation();
    expect((await post(`${path}/accept`, { version: '1' }, 'http://evil.example')).status).toBe(403);
    expect((await post(`${path}/accept`, { version: '2' })).headers.location).toBe(`${path}?done=stale`);
    expect((await post(`${path}/accept`, { version: 'x' })).headers.location).toBe(`${path}?done=stale`);
    expect((await post(`${path}/accept`, { version: '1' }, ORIGIN)).headers.location).toBe(`${path}?done=accepted`);
    expect((await app.store.quotations.find(id))?.state).toBe('accepted');
  });
});
