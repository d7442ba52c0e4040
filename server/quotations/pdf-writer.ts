import type { TFunction } from 'i18next';
import type PDFDocument from 'pdfkit';
import { COLOUR, CONTENT_BOTTOM, FONT_FILES, type FontName, PAGE, SIZE } from './pdf-layout.ts';

// A thin layer over pdfkit for the quotation: every text is placed at a point with its style, and says how tall it
// came out, so the layout decides each page break itself (pdfkit's own breaks would split a row or a total).

export type Pdf = PDFKit.PDFDocument;

/** What each part of the document is drawn with: the PDF, its texts, and a new page (giving where its top is free). */
export interface PdfFlow {
  doc: Pdf;
  t: TFunction;
  newPage: () => number;
}

/** True when something `height` tall fits on the page below `y`. */
export const fits = (y: number, height: number) => y + height <= CONTENT_BOTTOM;

/** Where something `height` tall starts: at `y`, or on a new page when it does not fit below it. */
export const room = ({ newPage }: PdfFlow, y: number, height: number) => (fits(y, height) ? y : newPage());

export interface TextStyle {
  width: number;
  font?: FontName;
  size?: number;
  colour?: string;
  align?: 'left' | 'right' | 'center';
  /** Figures: set without kerning, so "97,800,000" reads back whole and columns of them line up. */
  isFigure?: boolean;
}

const LINE_GAP = 1.5;

function setStyle(doc: Pdf, { font = 'regular', size = SIZE.body, colour = COLOUR.text }: TextStyle): void {
  doc.font(font).fontSize(size).fillColor(colour);
}

// fontkit takes a map of features to turn on or off; pdfkit's types know only a list of those to add.
const NO_KERNING = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

const optionsOf = (style: TextStyle): PDFKit.Mixins.TextOptions => ({
  width: style.width,
  align: style.align,
  lineGap: LINE_GAP,
  features: style.isFigure ? NO_KERNING : undefined,
});

/** How tall `text` is set in `style`. */
export function textHeight(doc: Pdf, text: string, style: TextStyle): number {
  setStyle(doc, style);
  return doc.heightOfString(text, optionsOf(style));
}

/** Sets `text` at (x, y) in `style`; returns its height. */
export function write(doc: Pdf, text: string, x: number, y: number, style: TextStyle): number {
  const height = textHeight(doc, text, style);
  doc.text(text, x, y, optionsOf(style));
  return height;
}

/** A horizontal rule from x over `width`. */
export function rule(doc: Pdf, x: number, y: number, width: number, colour: string = COLOUR.rule, weight = 0.6): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(weight)
    .strokeColor(colour)
    .stroke()
    .restore();
}

// pdfkit (and fontkit with it) is loaded by the first quotation, not at start-up: its import took 200–300 ms of a
// cold start on the busy development machine (docs/operations.md, "Image facts": ready within 3 s).
let pdfkit: Promise<{ default: typeof PDFDocument }> | undefined;

/** A new A4 document set in the quotation's fonts (never pdfkit's built-in Helvetica, which has no Cyrillic). */
export async function createPdf(info: {
  title: string;
  author: string;
  createdAt: Date;
  language: string;
}): Promise<Pdf> {
  const { default: Document } = await (pdfkit ??= import('pdfkit'));
  const doc = new Document({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    font: FONT_FILES.regular,
    lang: info.language,
    displayTitle: true,
    // The creation date is the version's sending: a version's PDF made again is the same file.
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  // By file, so each document reads its fonts afresh: a parsed font shared by two documents garbled the second's
  // text (fontkit's subsetting writes into the font it reads), as the tests saw.
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  return doc;
}

/** The document's bytes once it is ended. */
export function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
