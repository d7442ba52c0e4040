import path from 'node:path';
import { ROOT_DIR } from '../project-root.ts';

// The quotation PDF's page, type and colours (docs/decisions/040-quotation-pdf.md): A4 in points, the site's own
// typeface and the logo's colours, so the document looks like the company's paper.

export const PAGE = { width: 595.28, height: 841.89, margin: 48, bottom: 60 } as const;
/** The text column's width. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest a line of content may end on: below it is the footer. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;

// TrueType subsets of Inter made by scripts/make-pdf-fonts.ts; the image carries server/ (Dockerfile).
const FONT_DIR = path.join(ROOT_DIR, 'server/quotations/pdf-fonts');
export const FONT_FILES = {
  regular: path.join(FONT_DIR, 'inter-regular.ttf'),
  bold: path.join(FONT_DIR, 'inter-semibold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;

export const COLOUR = {
  text: '#1f2a37',
  muted: '#5b6776',
  rule: '#d5dbe2',
  band: '#f3f5f8',
  header: '#1f2a37',
  headerText: '#ffffff',
  accent: '#b57f00',
  /** The red of a preview's mark (pdf-draft-mark.ts), on nothing a buyer receives. */
  draft: '#b42318',
} as const;

export const SIZE = { title: 20, company: 12.5, heading: 10, body: 9, small: 7.5, label: 8 } as const;
