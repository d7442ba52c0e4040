import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { QuotationDocument } from '#shared/quotation.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';
import { type CompanyDetails, type CompanyView, companyViewOf } from '#shared/schemas/company-schema.ts';
import { ulaanbaatarDay } from '../services/rates-calendar.ts';
import { drawItems } from './pdf-items.ts';
import { drawClosing } from './pdf-closing.ts';
import { draftLabel, drawDraftMark } from './pdf-draft-mark.ts';
import { COLOUR, CONTENT_WIDTH, PAGE, SIZE } from './pdf-layout.ts';
import { drawLogo } from './pdf-logo.ts';
import { bytesOf, createPdf, type Pdf, rule, write } from './pdf-writer.ts';

// One sent version of a quotation as a PDF (docs/decisions/040-quotation-pdf.md): A4, in the buyer's language, real
// text in an embedded subset of Inter (Cyrillic, Mongolian's Ө and Ү included), every figure from quotationTotals.
// The office attaches it to the quotation's e-mail and the buyer's page serves it; the same input gives the same
// bytes, so a version's PDF can be made again. The office's preview of a draft is the same document marked on every
// page as not sent (pdf-draft-mark.ts).

export interface QuotationBuyer {
  name: string;
  email: string;
  phone: string;
}

export interface QuotationPdfInput {
  /** Q-YYYY-NNNN; null on the preview of a quotation never sent. */
  number: string | null;
  version: number;
  sentAt: Date;
  validUntil: Date;
  language: Language;
  /** The office's preview of a draft, not a version sent: every page is marked so (a number null is one too). */
  preview: boolean;
  document: QuotationDocument;
  /** As the buyer sent them with the request. */
  buyer: QuotationBuyer;
  /** The office's company details (server/content/company-links.ts: `current()`). */
  company: CompanyDetails;
  /** The site's texts, the office's edits of them included (locales/*\/quotations.json, "pdf"). */
  i18n: Pick<I18n, 'getFixedT'>;
}

interface Context {
  doc: Pdf;
  t: TFunction;
  input: QuotationPdfInput;
  company: CompanyView;
  /** What names the quotation on each page: its number, or on a preview what says it is a draft. */
  label: string;
  isPreview: boolean;
}

const RIGHT_WIDTH = 210;
const RIGHT_X = PAGE.width - PAGE.margin - RIGHT_WIDTH;
const LOGO_SIZE = 38;

/** The company, the title, the number and the dates; returns where it ends. */
function drawHead({ doc, t, input, company, label, isPreview }: Context): number {
  const top = PAGE.margin;
  const textX = drawLogo(doc, PAGE.margin, top, LOGO_SIZE) ? PAGE.margin + LOGO_SIZE + 12 : PAGE.margin;
  const leftWidth = RIGHT_X - textX - 16;
  let left = top + write(doc, company.legalName, textX, top, { width: leftWidth, font: 'bold', size: SIZE.company });
  const contact = [
    company.address,
    company.phones.length > 0 ? `${t('pdf.phone')}: ${company.phones.join(', ')}` : '',
    company.emails.length > 0 ? `${t('pdf.email')}: ${company.emails.join(', ')}` : '',
  ].filter((line) => line !== '');
  for (const line of contact) {
    left += 1 + write(doc, line, textX, left + 1, { width: leftWidth, size: SIZE.label, colour: COLOUR.muted });
  }

  const right = { width: RIGHT_WIDTH, align: 'right' as const };
  let y = top - 4 + write(doc, t('pdf.title'), RIGHT_X, top - 4, { ...right, font: 'bold', size: SIZE.title });
  const version = isPreview ? '' : ` · ${t('pdf.version', { version: input.version })}`;
  const numbered = `${t('pdf.number', { number: label })}${version}`;
  const colour = isPreview ? COLOUR.draft : COLOUR.accent;
  y += 2 + write(doc, numbered, RIGHT_X, y + 2, { ...right, font: 'bold', size: SIZE.heading, colour });
  const dates: [string, Date][] = [
    [t('pdf.date'), input.sentAt],
    [t('pdf.validUntil'), input.validUntil],
  ];
  for (const [label, date] of dates) {
    // The smaller label set on the date's baseline.
    write(doc, label, RIGHT_X, y + 3 + (SIZE.body - SIZE.label) * 0.8, {
      width: RIGHT_WIDTH - 80,
      align: 'right',
      size: SIZE.label,
      colour: COLOUR.muted,
    });
    y +=
      3 +
      write(doc, ulaanbaatarDay(date), RIGHT_X + RIGHT_WIDTH - 72, y + 3, {
        width: 72,
        align: 'right',
        isFigure: true,
      });
  }
  const end = Math.max(left, y, top + LOGO_SIZE) + 14;
  rule(doc, PAGE.margin, end, CONTENT_WIDTH, COLOUR.accent, 1.2);
  return end;
}

/** Who the quotation is for, as they wrote it in their request. */
function drawBuyer({ doc, t, input }: Context, start: number): number {
  const width = CONTENT_WIDTH;
  let y = start + 12;
  y += write(doc, t('pdf.to'), PAGE.margin, y, { width, size: SIZE.label, colour: COLOUR.muted });
  y += 1 + write(doc, input.buyer.name, PAGE.margin, y + 1, { width, font: 'bold', size: SIZE.heading + 0.5 });
  const reach = [input.buyer.email, input.buyer.phone].filter((part) => part.trim() !== '').join(' · ');
  if (reach !== '') y += 1 + write(doc, reach, PAGE.margin, y + 1, { width });
  return y + 14;
}

/** A later page: the number, continued, above its content. */
function continuation({ doc, t, label }: Context): number {
  doc.addPage();
  const y = PAGE.margin;
  const text = t('pdf.continued', { number: label });
  return y + 8 + write(doc, text, PAGE.margin, y, { width: CONTENT_WIDTH, size: SIZE.label, colour: COLOUR.muted });
}

/** Each page's foot: the company and the number, and "Page n of m"; a preview's mark over each page. */
function drawFooters({ doc, t, company, label, isPreview }: Context): void {
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.bottom + 22;
  const style = { size: SIZE.small, colour: COLOUR.muted };
  const left = `${company.legalName} · ${t('pdf.number', { number: label })}`;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The foot is below the bottom margin, where pdfkit would otherwise start a page.
    doc.page.margins.bottom = 0;
    rule(doc, PAGE.margin, y - 6, CONTENT_WIDTH);
    write(doc, left, PAGE.margin, y, { ...style, width: CONTENT_WIDTH - 120 });
    const page = t('pdf.page', { page: index - start + 1, pages: count });
    write(doc, page, PAGE.width - PAGE.margin - 120, y, { ...style, width: 120, align: 'right' });
    if (isPreview) drawDraftMark(doc, t);
  }
}

export async function renderQuotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const t = input.i18n.getFixedT(input.language, 'quotations');
  const company = companyViewOf(input.company, input.language);
  const isPreview = input.preview || input.number === null;
  const label = isPreview ? draftLabel(t, input.number, input.version) : (input.number ?? '');
  const title = `${t('pdf.title')} ${label}`;
  const doc = await createPdf({ title, author: company.legalName, createdAt: input.sentAt, language: input.language });
  const bytes = bytesOf(doc);
  const context: Context = { doc, t, input, company, label, isPreview };
  const totals = quotationTotals(input.document);
  let y = drawBuyer(context, drawHead(context));
  const items = { lines: input.document.lines, totals: totals.lines };
  const flow = { doc, t, newPage: () => continuation(context) };
  y = drawItems(flow, items, y);
  drawClosing(flow, { document: input.document, totals, validUntil: input.validUntil }, y);
  drawFooters(context);
  doc.end();
  return bytes;
}
