// Makes the quotation PDF's fonts (docs/decisions/040-quotation-pdf.md): Inter's regular and semi-bold faces from
// the inter-ui package, cut to the scripts a quotation is written in and saved as TrueType, the format pdfkit embeds
// (its font library cannot subset inter-ui's WOFF2 files). The output is committed, so the server and the tests
// need neither inter-ui nor a build step; run again only to change the faces or the ranges.
//
//   node scripts/make-pdf-fonts.ts
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'server/quotations/pdf-fonts');
const FACES = { 'inter-regular.ttf': 'Inter-Regular.woff2', 'inter-semibold.ttf': 'Inter-SemiBold.woff2' };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

// What a buyer's name, an item's name or a note may hold: Latin with its Western and Central European letters,
// Greek, the whole Cyrillic block (Mongolian's Ө and Ү in it), general punctuation and the signs of prices and units
// (Ω, ‰, ≈). A character outside these (Chinese, say) is left blank: no font in the image has it.
const CHARACTERS = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  range(0x100, 0x17f),
  range(0x370, 0x3ff),
  range(0x400, 0x4ff),
  range(0x2010, 0x2027),
  range(0x2030, 0x203a),
  '€₮₽£¥№™℃Ω←→↑↓−×÷±≈≠≤≥∞√∅',
].join('');

for (const [file, source] of Object.entries(FACES)) {
  const woff2 = readFileSync(path.join(ROOT, 'node_modules/inter-ui/web', source));
  writeFileSync(path.join(OUT, file), await subsetFont(woff2, CHARACTERS, { targetFormat: 'truetype' }));
}
copyFileSync(path.join(ROOT, 'node_modules/inter-ui/LICENSE.txt'), path.join(OUT, 'LICENSE.txt'));
