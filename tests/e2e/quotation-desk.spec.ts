import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useIsland, waitForHeader } from './fixtures.ts';
import { fieldIn, ownOffice, type Lng } from './own-office.ts';
import { bodyText, notifiedEnquiryId, startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../helpers/fake-smtp.ts';
import { pdfTextPages } from '../helpers/pdf-text.ts';

// The quotation desk end to end (docs/office-guide.md, "Quotations"; docs/privacy.md, "Quotations"), once in each
// language, on a server of the spec's own whose e-mail goes to the test's SMTP server: a visitor asks for three
// products from the quote list with a PDF drawing attached; an inbox account prepares, previews and sends the
// quotation; the buyer's e-mail carries the PDF (its text read back: number, items, ₮ totals, Ө and Ү) and the link;
// the buyer accepts once (a replayed accept changes nothing) and the office sees "accepted"; the drawing downloads
// for the inbox account and is refused to a signed-out browser. Expiry and the page's refusals are jest's
// (tests/integration/quotation-buyer.test.ts).

const ROOT = path.resolve(import.meta.dirname, '../..');
const OFFICE = 'office@example.mn';
// Three unit prices the office sets, one a line: ₮4,235,000 with 10 % VAT, whatever the catalogue's prices.
const PRICES = ['1000000', '2500000', '350000'];
const TOTAL = '₮4,235,000';
// The delivery place, in Mongolian in either language's quotation: its PDF prints Ө and Ү with the embedded font.
const PLACE = 'Өмнөговь, Үүдэн талбай';
const DRAWING = Buffer.from('%PDF-1.4\n% a buyer drawing\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A text of a namespace of locales/<lng>/, by key path, its {{values}} filled in. */
function texts(lng: Lng, namespace: string): (key: string, values?: Record<string, string | number>) => string {
  const json: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, `${namespace}.json`), 'utf8'));
  return (key, values = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
    if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  };
}

/** The parts of a multipart message, each its head and its (still encoded) body. */
function mimeParts(raw: string): Array<{ head: string; body: string }> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      return /^content-type:\s*multipart\//im.test(head) ? mimeParts(part) : [{ head, body }];
    });
}

const env: Record<string, string> = { NOTIFY_TO: OFFICE, OUTBOX_INTERVAL_MS: '200', CONTACT_RATE_LIMIT: '1000' };
let smtp: FakeSmtp;
// Before the server starts (ownOffice's own beforeAll, registered after this one): its SMTP_URL is this server's.
test.beforeAll(async () => {
  smtp = await startFakeSmtp();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
});
test.afterAll(() => smtp.close());
const { at, signIn } = ownOffice(env);

/** The latest message to `to` that `fits`, once it has arrived. */
async function mailTo(to: string, fits: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const find = () => smtp.messages.filter((mail) => mail.to.includes(to) && fits(mail)).at(-1);
  await expect.poll(() => find() !== undefined).toBe(true);
  return find() as ReceivedMail;
}

/** The decoded text of a message's plain-text part. */
function plainText(parts: ReturnType<typeof mimeParts>): string {
  const plain = parts.find((part) => /text\/plain/i.test(part.head));
  return plain ? bodyText(`${plain.head}\r\n\r\n${plain.body}`) : '';
}

/** An office notification about an enquiry of `kind` from `email`, made after enquiry `after`. */
const notice =
  (kind: string, email: string, after = 0) =>
  (mail: ReceivedMail) =>
    mail.raw.includes(`(${kind})`) && mail.raw.includes(email) && (notifiedEnquiryId(mail) ?? 0) > after;

const CASES: ReadonlyArray<{ lng: Lng; width: number; buyer: { name: string; email: string } }> = [
  { lng: 'mn', width: 390, buyer: { name: 'Өлзийбаяр Үүрцайх', email: 'ulzii@example.mn' } },
  { lng: 'en', width: 1366, buyer: { name: 'Sarnai Tsogt', email: 'sarnai@example.mn' } },
];

for (const { lng, width, buyer } of CASES) {
  test.describe(`in ${lng} at ${width} px`, () => {
    const prefix = lng === 'en' ? '/en' : '';
    const forms = texts(lng, 'forms');
    const stores = texts(lng, 'stores');
    const quotations = texts(lng, 'quotations');
    const buyerText = texts(lng, 'buyer');
    const items: string[] = [];
    let enquiryId = 0;
    let number = '';
    let buyerPath = '';

    const sized = async (page: Page) => page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    test('a visitor asks for three products from the quote list, a drawing attached', async ({ page }) => {
      await sized(page);
      await page.goto(at(`${prefix}/products/`));
      await waitForHeader(page);
      await useIsland(page, 'catalogue');
      for (const index of [0, 1, 2]) {
        const card = page.locator('.product-card').nth(index);
        items.push((await card.locator('.product-card__title').innerText()).replace(/\s+/g, ' ').trim());
        await card.getByRole('button', { name: stores('actions.addToQuote') }).click();
      }
      await page.goto(at(`${prefix}/quote`));
      await page.locator('[data-island="quote-list"][data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('.quote-item')).toHaveCount(3);
      await page.getByLabel(forms('fields.name'), { exact: true }).fill(buyer.name);
      await page.getByLabel(forms('fields.email'), { exact: true }).fill(buyer.email);
      await page.getByLabel(forms('fields.phone'), { exact: true }).fill('99112233');
      await page.getByRole('checkbox', { name: forms('consent.enquiry').slice(0, 12) }).check();
      await page.getByLabel(forms('attachments.label')).setInputFiles({
        name: 'drawing.pdf',
        mimeType: 'application/pdf',
        buffer: DRAWING,
      });
      await page.getByRole('button', { name: stores('quote.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: stores('quote.sent', { count: 3 }) })).toBeVisible();
      enquiryId = notifiedEnquiryId(await mailTo(OFFICE, notice('quotation', buyer.email))) ?? 0;
      expect(enquiryId).toBeGreaterThan(0);
    });

    test('the office prepares, previews and sends the quotation', async ({ page }) => {
      await sized(page);
      await signIn(page, lng, 'clerk');
      await page.goto(at(`${prefix}/admin/enquiry/${enquiryId}`));
      await page.getByRole('link', { name: quotations('office.prepare') }).click();
      for (const [index, price] of PRICES.entries()) {
        const line = quotations('office.line', { line: index + 1 });
        await fieldIn(page, line, quotations('office.fields.unitPriceMnt')).fill(price);
        await fieldIn(page, line, quotations('office.fields.discountPercent')).fill('0');
      }
      await fieldIn(page, quotations('office.terms'), quotations('office.fields.place')).fill(PLACE);
      await page.getByRole('button', { name: quotations('office.preview'), exact: true }).click();
      await expect(page.getByText(quotations('office.notices.preview'))).toBeVisible();
      await expect(page.getByText(TOTAL).first()).toBeVisible();
      await page.getByRole('button', { name: quotations('office.send'), exact: true }).click();
      await expect(page.getByText(quotations('office.notices.sent'))).toBeVisible();
    });

    test('the buyer’s e-mail carries the PDF, its text real, and the private link', async () => {
      const parts = mimeParts((await mailTo(buyer.email, (mail) => /application\/pdf/i.test(mail.raw))).raw);
      const pdfPart = parts.find((part) => /application\/pdf/i.test(part.head));
      expect(pdfPart).toBeDefined();
      const pdf = Buffer.from((pdfPart?.body ?? '').replace(/\s+/g, ''), 'base64');
      const pages = (await pdfTextPages(new Uint8Array(pdf))).join('\n');
      number = /Q-\d{4}-\d{4}/.exec(pages)?.[0] ?? '';
      expect(number).not.toBe('');
      for (const item of items) expect(pages.replace(/\s+/g, ' ')).toContain(item.slice(0, 20));
      expect(pages).toContain(TOTAL);
      expect(pages).toMatch(/Ө/);
      expect(pages).toMatch(/Ү/);
      buyerPath = /https?:\/\/[^/\s]+((?:\/en)?\/quotation\/[\w.-]+)/.exec(plainText(parts))?.[1] ?? '';
      expect(buyerPath).toBe(`${prefix}/quotation/${buyerPath.split('/').at(-1)}`);
    });

    test('the buyer accepts once; a replayed accept changes nothing', async ({ page }) => {
      await sized(page);
      await page.goto(at(buyerPath));
      await expect(page.getByRole('heading', { level: 1, name: buyerText('meta.title', { number }) })).toBeVisible();
      await expect(page.getByText(TOTAL)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: buyerText('decide.accept') }).click();
      await expect(page.getByRole('status').filter({ hasText: buyerText('notice.accepted') })).toBeVisible();
      await expect(page.getByText(buyerText('status.accepted'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: buyerText('decide.accept') })).toHaveCount(0);
      const replayed = await page.request.post(at(`${buyerPath}/accept`), {
        form: { version: '1' },
        headers: { Origin: at('') },
        maxRedirects: 0,
      });
      expect(replayed.status()).toBe(303);
      expect(replayed.headers().location).toBe(`${buyerPath}?done=already`);
      // The office is told, by an enquiry of the buyer's own about the quotation.
      await mailTo(OFFICE, notice('contact', buyer.email, enquiryId));
    });

    test('the office sees it accepted; the drawing downloads there and nowhere else', async ({ page, browser }) => {
      await sized(page);
      await signIn(page, lng, 'clerk');
      await page.goto(at(`${prefix}/admin/enquiry/${enquiryId}`));
      await expect(page.getByText(quotations('statuses.accepted'), { exact: true })).toBeVisible();
      const drawing = page.getByRole('link', { name: 'drawing.pdf' });
      const [download] = await Promise.all([page.waitForEvent('download'), drawing.click()]);
      expect(readFileSync((await download.path()) ?? '')).toEqual(DRAWING);
      const href = (await drawing.getAttribute('href')) ?? '';
      const stranger = await browser.newContext();
      const refused = await stranger.request.get(at(href), { maxRedirects: 0 });
      expect(refused.status()).not.toBe(200);
      expect(await refused.text()).not.toContain('a buyer drawing');
      await stranger.close();
    });
  });
}
