import { formatAmount } from '#shared/money.ts';
import type { QuotationDocument } from '#shared/quotation.ts';
import type { QuotationTotals } from '#shared/quotation-totals.ts';
import { ulaanbaatarDay } from '../services/rates-calendar.ts';
import { COLOUR, CONTENT_WIDTH, PAGE, SIZE } from './pdf-layout.ts';
import { type PdfFlow, room, rule, textHeight, write } from './pdf-writer.ts';

// What follows the quotation's items: the totals with the rate they were worked out with, then the terms, each kept
// whole on a page (as the items' rows are).

const TOTALS_WIDTH = 260;
const TOTALS_X = PAGE.width - PAGE.margin - TOTALS_WIDTH;
const VALUE_WIDTH = 110;

/** What the end of the quotation shows. */
interface Closing {
  document: QuotationDocument;
  totals: QuotationTotals;
  validUntil: Date;
}

/** Draws a part from `start`; returns where it ends. */
type Part = (flow: PdfFlow, closing: Closing, start: number) => number;

/** Subtotal, VAT and total in ₮ with their $ under them, then the rate they were worked out with. */
const drawTotals: Part = (flow, { document, totals }, start) => {
  const { doc, t } = flow;
  const { vatPercent, rate } = document;
  const rows = [
    { label: t('pdf.subtotal'), mnt: totals.subtotalMnt, usd: totals.subtotalUsd, isTotal: false },
    { label: t('pdf.vat', { percent: vatPercent }), mnt: totals.vatMnt, usd: totals.vatUsd, isTotal: false },
    { label: t('pdf.total'), mnt: totals.totalMnt, usd: totals.totalUsd, isTotal: true },
  ];
  const rateText = t('pdf.rate', { rate: formatAmount(rate.mntPerUsd, 'MNT'), date: rate.date });
  const rateStyle = { width: CONTENT_WIDTH, size: SIZE.small, colour: COLOUR.muted };
  let y = room(flow, start, 3 * 30 + 16 + textHeight(doc, rateText, rateStyle)) + 10;
  for (const row of rows) {
    const size = row.isTotal ? SIZE.heading + 1 : SIZE.body;
    const font = row.isTotal ? ('bold' as const) : ('regular' as const);
    if (row.isTotal) rule(doc, TOTALS_X, y, TOTALS_WIDTH, COLOUR.text, 1);
    const top = y + (row.isTotal ? 5 : 1);
    write(doc, row.label, TOTALS_X, top, { width: TOTALS_WIDTH - VALUE_WIDTH, font, size });
    const valueX = TOTALS_X + TOTALS_WIDTH - VALUE_WIDTH;
    const height = write(doc, formatAmount(row.mnt, 'MNT'), valueX, top, {
      width: VALUE_WIDTH,
      align: 'right',
      font,
      size,
      isFigure: true,
    });
    const usdStyle = {
      width: VALUE_WIDTH,
      align: 'right' as const,
      size: SIZE.small,
      colour: COLOUR.muted,
      isFigure: true,
    };
    y = top + height + write(doc, formatAmount(row.usd, 'USD'), valueX, top + height - 1, usdStyle) + 1;
  }
  return y + 8 + write(doc, rateText, PAGE.margin, y + 8, rateStyle) + 16;
};

const LABEL_WIDTH = 150;

/** Delivery, Incoterm and place, payment, validity and the note: a label and its text a row; then the thanks. */
const drawTerms: Part = (flow, { document, validUntil }, start) => {
  const { doc, t } = flow;
  const rows: [string, string][] = [
    [t('pdf.delivery'), document.deliveryTime],
    [t('pdf.incoterm'), `${document.incoterm} ${document.place}`],
    [t('pdf.payment'), document.paymentTerms],
    [t('pdf.validity'), t('pdf.validityText', { days: document.validDays, date: ulaanbaatarDay(validUntil) })],
    [t('pdf.note'), document.note],
  ];
  const heading = { width: CONTENT_WIDTH, font: 'bold' as const, size: SIZE.heading };
  let y = room(flow, start, 40);
  y += 4 + write(doc, t('pdf.terms'), PAGE.margin, y, heading);
  rule(doc, PAGE.margin, y, CONTENT_WIDTH);
  const labelStyle = { width: LABEL_WIDTH - 10, size: SIZE.label, colour: COLOUR.muted };
  const valueStyle = { width: CONTENT_WIDTH - LABEL_WIDTH };
  for (const [label, value] of rows.filter(([, text]) => text.trim() !== '')) {
    const height = Math.max(textHeight(doc, label, labelStyle), textHeight(doc, value, valueStyle));
    y = room(flow, y, height + 10) + 5;
    write(doc, label, PAGE.margin, y + 0.5, labelStyle);
    write(doc, value, PAGE.margin + LABEL_WIDTH, y, valueStyle);
    y += height + 5;
    rule(doc, PAGE.margin, y, CONTENT_WIDTH);
  }
  const thanks = t('pdf.thanks');
  const thanksStyle = { width: CONTENT_WIDTH, size: SIZE.label, colour: COLOUR.muted };
  y = room(flow, y, textHeight(doc, thanks, thanksStyle) + 16) + 16;
  return y + write(doc, thanks, PAGE.margin, y, thanksStyle);
};

/** The totals, then the terms. */
export const drawClosing: Part = (flow, closing, start) => drawTerms(flow, closing, drawTotals(flow, closing, start));
