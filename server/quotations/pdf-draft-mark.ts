import type { TFunction } from 'i18next';
import { COLOUR, PAGE, SIZE } from './pdf-layout.ts';
import { type Pdf, textHeight, write } from './pdf-writer.ts';

// The office's preview of a draft must never pass for a quotation sent (docs/office-guide.md, "Quotations"): a
// revision's preview has the quotation's real number, so without a mark it would look exactly like the PDF the buyer
// received. Each page of a preview carries a band across its top and a large diagonal mark, both real text in the
// quotation's language; a sent version's PDF has neither.

const BAND = { top: 12, height: 22 } as const;
/** Along the page's diagonal, from its lower left corner up: the longest line a page has. */
const DIAGONAL = {
  size: 44,
  angle: (-Math.atan2(PAGE.height, PAGE.width) * 180) / Math.PI,
  opacity: 0.12,
  // Most of the diagonal's length, so the mark stays one line in both languages, clear of the corners.
  width: 0.8 * Math.hypot(PAGE.width, PAGE.height),
} as const;

/** How a preview names itself: "Q-2026-0042, version 2 (draft)", or "DRAFT" before its first send. */
export const draftLabel = (t: TFunction, number: string | null, version: number) =>
  number === null ? t('pdf.draft.unnumbered') : t('pdf.draft.numbered', { number, version });

/** Marks the current page as a preview, over what is drawn on it. */
export function drawDraftMark(doc: Pdf, t: TFunction): void {
  drawBand(doc, t('pdf.draft.band'));
  drawDiagonal(doc, t('pdf.draft.mark'));
}

/** A red band across the page's top, above its margin, with the warning in white. */
function drawBand(doc: Pdf, text: string): void {
  doc.save().rect(0, BAND.top, PAGE.width, BAND.height).fill(COLOUR.draft).restore();
  const width = PAGE.width - 2 * PAGE.margin;
  const style = { width, align: 'center', font: 'bold', size: SIZE.label, colour: COLOUR.headerText } as const;
  write(doc, text, PAGE.margin, BAND.top + (BAND.height - textHeight(doc, text, style)) / 2 + 0.5, style);
}

/** The large, faint mark across the page, over its content. */
function drawDiagonal(doc: Pdf, mark: string): void {
  const centre = { x: PAGE.width / 2, y: PAGE.height / 2 };
  doc.save().rotate(DIAGONAL.angle, { origin: [centre.x, centre.y] });
  // Set after the rotation and undone by restore: the text's colour below keeps this opacity (pdfkit sets an opacity
  // only when given one), so the page's content stays readable under the mark.
  doc.fillOpacity(DIAGONAL.opacity);
  const style = {
    width: DIAGONAL.width,
    align: 'center',
    font: 'bold',
    size: DIAGONAL.size,
    colour: COLOUR.draft,
  } as const;
  write(doc, mark, centre.x - DIAGONAL.width / 2, centre.y - textHeight(doc, mark, style) / 2, style);
  doc.restore();
}
