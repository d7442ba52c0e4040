import type { TFunction } from 'i18next';
import { formatAmount, formatNumber } from '#shared/money.ts';
import type { QuotationLine } from '#shared/quotation.ts';
import type { QuotationLineTotals } from '#shared/quotation-totals.ts';
import { COLOUR, CONTENT_WIDTH, PAGE, SIZE } from './pdf-layout.ts';
import { fits, type Pdf, type PdfFlow, rule, textHeight, write } from './pdf-writer.ts';

// The quotation's items table: no., item, quantity, unit price (₮, its $ small under it), discount, amount (₮ and
// $). A row is never split: one that does not fit goes to a new page, which starts with the table's header again.

type Column = 'position' | 'name' | 'quantity' | 'unitPrice' | 'discount' | 'net';

const FIXED: Record<Exclude<Column, 'name'>, number> = {
  position: 24,
  quantity: 46,
  unitPrice: 86,
  discount: 56,
  net: 96,
};
const WIDTHS: Record<Column, number> = {
  ...FIXED,
  name: CONTENT_WIDTH - Object.values(FIXED).reduce((sum, width) => sum + width, 0),
};
const ORDER: readonly Column[] = ['position', 'name', 'quantity', 'unitPrice', 'discount', 'net'];
const PAD_X = 5;
const PAD_Y = 4;
const HEADER_HEIGHT = 22;

/** Each column's left edge. */
const LEFT = Object.fromEntries(
  ORDER.map((column, index) => [
    column,
    PAGE.margin + ORDER.slice(0, index).reduce((sum, previous) => sum + WIDTHS[previous], 0),
  ]),
) as Record<Column, number>;

const cell = (column: Column) => ({
  x: LEFT[column] + PAD_X,
  width: WIDTHS[column] - 2 * PAD_X,
  align: column === 'position' || column === 'name' ? ('left' as const) : ('right' as const),
  isFigure: column !== 'name',
});

/** 12.5 → "12.5%"; no discount is a dash. */
export const percentText = (percent: number) => (percent === 0 ? '—' : `${percent}%`);

function drawHeader(doc: Pdf, t: TFunction, y: number): number {
  doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill(COLOUR.header).restore();
  for (const column of ORDER) {
    const { x, width, align } = cell(column);
    const style = { width, align, isFigure: false, font: 'bold' as const, size: SIZE.small, colour: COLOUR.headerText };
    const height = textHeight(doc, t(`pdf.columns.${column}`), style);
    write(doc, t(`pdf.columns.${column}`), x, y + (HEADER_HEIGHT - height) / 2 + 0.5, style);
  }
  return y + HEADER_HEIGHT;
}

interface Row {
  line: QuotationLine;
  totals: QuotationLineTotals;
  position: number;
}

const SMALL_LINE = SIZE.small + 1.5;
/** Where a figure's $ starts below its ₮. */
const USD_OFFSET = SIZE.body + 2;

function rowHeight(doc: Pdf, { line }: Row): number {
  const name = textHeight(doc, line.name, { width: cell('name').width });
  return 2 * PAD_Y + Math.max(name, USD_OFFSET + SMALL_LINE);
}

function drawRow(doc: Pdf, row: Row, y: number, isBanded: boolean): number {
  const height = rowHeight(doc, row);
  if (isBanded) doc.save().rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOUR.band).restore();
  const top = y + PAD_Y;
  const { line, totals } = row;
  const texts: Record<Column, string> = {
    position: String(row.position),
    name: line.name,
    quantity: formatNumber(line.quantity),
    unitPrice: formatNumber(line.unitPriceMnt),
    discount: percentText(line.discountPercent),
    net: formatNumber(totals.netMnt),
  };
  for (const column of ORDER) write(doc, texts[column], cell(column).x, top, { ...cell(column) });
  const dollars = { unitPrice: totals.unitPriceUsd, net: totals.netUsd } as const;
  for (const [column, usd] of Object.entries(dollars) as [Column, number][]) {
    const style = { ...cell(column), size: SIZE.small, colour: COLOUR.muted };
    write(doc, formatAmount(usd, 'USD'), cell(column).x, top + USD_OFFSET, style);
  }
  rule(doc, PAGE.margin, y + height, CONTENT_WIDTH);
  return y + height;
}

/** Draws the items from `start`; returns where the table ends. */
export function drawItems(
  flow: PdfFlow,
  items: { lines: readonly QuotationLine[]; totals: readonly QuotationLineTotals[] },
  start: number,
): number {
  const { doc, t } = flow;
  let y = drawHeader(doc, t, start);
  items.lines.forEach((line, index) => {
    const totals = items.totals[index];
    if (!totals) return;
    const row = { line, totals, position: index + 1 };
    if (!fits(y, rowHeight(doc, row))) y = drawHeader(doc, t, flow.newPage());
    y = drawRow(doc, row, y, index % 2 === 1);
  });
  return y;
}
