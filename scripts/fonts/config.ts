// What scripts/build-fonts.ts produces, shared with the font tests.
import path from 'node:path';
import { ROOT } from './glyph-set.ts';

/** Every page may use every face (a face is fetched as soon as any text on the page needs it, in view or
 *  not), so the budget of a page's first view is the sum of all the woff2 files. */
export const FONT_BUDGET_BYTES = 60 * 1024;

/** Git-ignored; client/styles/fonts.css imports the stylesheet written here and Vite emits the files it
 *  references as hashed, immutable assets. */
export const GENERATED_DIR = path.join(ROOT, 'client/styles/fonts/generated');
export const GENERATED_CSS = path.join(GENERATED_DIR, 'fonts.css');
export const GENERATED_MANIFEST = path.join(GENERATED_DIR, 'fonts.json');

export type FontManifest = {
  budgetBytes: number;
  totalBytes: number;
  files: { file: string; family: string; weight: string; bytes: number }[];
};
