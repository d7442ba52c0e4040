// The quotation's PDF read back as a reader reads it: its number, items, ₮ totals and Mongolian letters are real text
// in both languages, a long quotation pages cleanly, the office's preview is marked a draft on every page and a sent
// version never is, and poppler renders it (docs/decisions/040-quotation-pdf.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '#server/i18n.ts';
import { renderQuotationPdf } from '#server/quotations/quotation-pdf.ts';
import type { Language } from '#shared/constants.ts';
import { formatAmount, formatNumber } from '#shared/money.ts';
import { quotationDocumentSchema } from '#shared/quotation.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';
import { shippedCompanyDetails } from '../../helpers/company.ts';
import { pdfTextPages } from '../../helpers/pdf-text.ts';

const ITEMS = [
  { productId: 3, name: 'Шарошкан өрмийн хошуу 152 мм', quantity: 4, unitPriceMnt: 1_250_000, discountPercent: 5 },
  { productId: 8, name: 'OTR tyre 27.00R49 E4', quantity: 2, unitPriceMnt: 48_900_000, discountPercent: 0 },
  { productId: null, name: 'Үйлдвэрийн суурилуулалт', quantity: 1, unitPriceMnt: 2_400_000, discountPercent: 12.5 },
];

const documentOf = (lines: typeof ITEMS) =>
  quotationDocumentSchema.parse({
    lines,
    deliveryTime: '4–6 weeks',
    incoterm: 'DAP',
    place: 'Oyu Tolgoi',
    paymentTerms: '50% advance',
    note: '',
    vatPercent: 10,
    rate: { mntPerUsd: 3450.5, date: '2026-12-02' },
  });

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n();
});

interface Rendered {
  lines?: typeof ITEMS;
  preview?: boolean;
  number?: string | null;
}

const render = (language: Language, { lines = ITEMS, preview = false, number = 'Q-2026-0042' }: Rendered = {}) =>
  renderQuotationPdf({
    number,
    version: 2,
    sentAt: new Date('2026-12-02T06:30:00Z'),
    validUntil: new Date('2027-01-01T15:59:59Z'),
    language,
    preview,
    document: documentOf(lines),
    buyer: { name: 'Бат-Эрдэнэ Өлзий', email: 'bat@uurhai.mn', phone: '+976 9911 2233' },
    company: shippedCompanyDetails(),
    i18n,
  });

describe('renderQuotationPdf', () => {
  it.each(['mn', 'en'] as const)('writes the number, items, ₮ totals and Ө, Ү as text (%s)', async (language) => {
    const [text = '', ...more] = await pdfTextPages(await render(language));
    const totals = quotationTotals(documentOf(ITEMS));
    const t = i18n.getFixedT(language, 'quotations');

    expect(more).toEqual([]);
    expect(text).toContain(t('pdf.title'));
    expect(text).toContain(`${t('pdf.number', { number: 'Q-2026-0042' })} · ${t('pdf.version', { version: 2 })}`);
    expect(text).not.toContain(t('pdf.draft.mark'));
    for (const item of ITEMS) expect(text).toContain(item.name);
    for (const line of totals.lines) expect(text).toContain(formatNumber(line.netMnt));
    for (const figure of [totals.subtotalMnt, totals.vatMnt, totals.totalMnt]) {
      expect(text).toContain(formatAmount(figure, 'MNT'));
    }
    expect(text).toMatch(/Ө/);
    expect(text).toMatch(/Ү/);
    expect(text).toContain('2027-01-01');
  });

  const thirtyLines = Array.from({ length: 30 }, (_, index) => ({
    productId: null,
    name: `Item ${index + 1}`,
    quantity: 2,
    unitPriceMnt: 1_250_000,
    discountPercent: 0,
  }));

  it('puts 30 lines on two pages, the table header again on the second', async () => {
    const pages = await pdfTextPages(await render('en', { lines: thirtyLines }));

    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Q-2026-0042, continued');
    for (const page of pages) expect(page).toMatch(/No\. Item Qty Unit price, ₮ Discount Amount, ₮/);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toMatch(/Item 30[\s\S]*Total \(incl\. VAT\)[\s\S]*Page 2 of 2/);
  });

  it.each([
    ['mn', 'Q-2026-0042', 'Q-2026-0042, 2-р хувилбар (ноорог)'],
    ['en', null, 'DRAFT'],
  ] as const)('marks every page of a preview as a draft not sent (%s, number %s)', async (language, number, label) => {
    const pages = await pdfTextPages(await render(language, { lines: thirtyLines, preview: true, number }));
    const t = i18n.getFixedT(language, 'quotations');

    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain(t('pdf.draft.band'));
      expect(page).toContain(t('pdf.draft.mark'));
      expect(page).toContain(t('pdf.number', { number: label }));
    }
    expect(pages.join('\n')).not.toContain(t('pdf.version', { version: 2 }));
  });

  // Poppler (Debian's poppler-utils, installed by .ci/run) is a second reader: its render of the first page must
  // succeed. Outside CI a machine without it skips this, as the PostgreSQL tests do without PostgreSQL.
  const pdftoppm = '/usr/bin/pdftoppm';
  const rendersWithPoppler = existsSync(pdftoppm) || process.env.CI === 'true' ? it : it.skip;
  rendersWithPoppler('renders its first page to an A4 PNG with poppler', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quotation-pdf-'));
    try {
      writeFileSync(path.join(dir, 'q.pdf'), await render('mn'));
      execFileSync(pdftoppm, ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', 'q.pdf', 'page'], { cwd: dir });
      const png = readFileSync(path.join(dir, 'page.png'));
      // The IHDR's width and height: A4 (595.3 × 841.9 pt) at 50 dpi, rounded up.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([414, 585]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
