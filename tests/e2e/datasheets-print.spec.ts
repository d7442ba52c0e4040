import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, expect, test, useIsland } from './fixtures.ts';
import { adminText, ownOffice, type Lng } from './own-office.ts';
import { pdfTextPages } from '../helpers/pdf-text.ts';

// The engineer's sheets (docs/content.md, "Datasheets", "Compare and print"): the office uploads a product's datasheet
// and a visitor gets it from the product page; a visitor compares two tyres, sees the rows that differ marked, and
// prints the comparison as an A4 sheet (Chromium's own print to PDF, read back as text) in each language. What the
// server alone decides (refusals, headers, the other language's link, export, backup) is
// tests/integration/datasheets.test.ts's. The upload changes a product page, so this spec has a server of its own.

const { at, signIn } = ownOffice();
const ROOT = path.resolve(import.meta.dirname, '../..');
const TYRES = [
  { id: 27, slug: 'otr-tyre-40-00r57-e4' },
  { id: 32, slug: 'otr-tyre-35-65r33-l5' },
];

/** The site's texts of namespace `ns` in `lng` (locales/<lng>/<ns>.json), by key path. */
function textsOf(lng: Lng, ns: string): (key: string) => string {
  const json: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, `${ns}.json`), 'utf8'));
  return (key) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json));
}

const prefix = (lng: Lng) => (lng === 'en' ? '/en' : '');

test('the office uploads a datasheet, and a visitor opens it from the product page', async ({ page, browser }) => {
  const t = adminText('en');
  // A real PDF, made by the browser itself.
  await page.goto(at('/en/about'));
  const datasheet = await page.pdf({ format: 'A4' });
  await signIn(page, 'en', 'writer');
  await page.goto(at(`/en/admin/products/${TYRES[0]?.id}`));
  const english = t('languages.en');
  await page.getByLabel(t('datasheets.file').replace('{{language}}', english), { exact: true }).setInputFiles({
    name: 'OTR 40.00R57 datasheet.pdf',
    mimeType: 'application/pdf',
    buffer: datasheet,
  });
  await page.getByRole('button', { name: t('datasheets.upload').replace('{{language}}', english) }).click();
  await expect(page.getByText(t('datasheets.notices.uploaded'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'OTR 40.00R57 datasheet.pdf' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto(at(`/en/shop-single/${TYRES[0]?.slug}`));
  const link = visitor.getByRole('link', { name: /^Datasheet \(PDF, [\d.]+ MB\)$/ });
  const href = (await link.getAttribute('href')) ?? '';
  const opened = await visitor.request.get(at(href));
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="OTR 40.00R57 datasheet.pdf"/);
  expect(Buffer.from(await opened.body()).equals(datasheet)).toBe(true);
  await visitor.close();
});

for (const lng of ['mn', 'en'] as const) {
  test(`a visitor compares two tyres and prints the comparison, in ${lng}`, async ({ browser }, testInfo) => {
    const stores = textsOf(lng, 'stores');
    const common = textsOf(lng, 'common');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    for (const { slug } of TYRES) {
      await page.goto(at(`${prefix(lng)}/shop-single/${slug}`));
      await useIsland(page, 'product-actions');
      await page.getByRole('button', { name: stores('actions.addToCompare'), exact: true }).click();
      await expect(page.getByRole('button', { name: stores('actions.inCompare'), exact: true })).toBeVisible();
    }
    await page.goto(at(`${prefix(lng)}/compare`));
    const table = page.getByRole('table', { name: stores('compare.tableCaption') });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    // The two differ in size and TRA code, marked in words; they share their construction, left unmarked.
    const differs = stores('compare.differs');
    await expect(table.getByRole('rowheader', { name: `${common('specs.fields.traCode')} ${differs}` })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: `${common('specs.fields.tyreSize')} ${differs}` })).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: common('specs.fields.construction'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: stores('compare.print') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const pdf = await page.pdf({ format: 'A4', path: testInfo.outputPath(`compare-print-${lng}.pdf`) });
    // One page. Its text as a reader gets it, without spaces: the PDF's text runs split words where letters are
    // spaced.
    const pages = await pdfTextPages(pdf);
    expect(pages).toHaveLength(1);
    const sheet = (pages[0] ?? '').replace(/\s+/g, '');
    const has = (text: string) => sheet.includes(text.replace(/\s+/g, ''));
    expect(has(differs)).toBe(true);
    expect(has(common('specs.options.traCode.L-5'))).toBe(true);
    // The company's contacts and the page's address at its foot; none of the screen's controls.
    expect(has(common('contact.phone'))).toBe(true);
    expect(has(`${prefix(lng)}/compare`)).toBe(true);
    expect(has(stores('compare.print'))).toBe(false);
    expect(has(stores('actions.addToQuote'))).toBe(false);
    await context.close();
  });
}
