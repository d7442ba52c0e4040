// Measures the local fonts that stand in for the web fonts until they arrive, and writes
// scripts/fonts/fallback-metrics.json, which scripts/build-fonts.ts reads to size the fallback faces.
// System fonts are not available at build time (nor in the Docker build), so their metrics are kept here.
//
// Re-run it only when the set of characters changes a lot (new script, new symbols) or a fallback is added:
//
//   node scripts/measure-fallback-fonts.ts \
//     arial=/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \
//     arialBold=/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf \
//     roboto=/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf \
//     robotoBold=/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf
//   npx prettier --write scripts/fonts/fallback-metrics.json
//
// (Debian packages fonts-liberation2 and fonts-roboto-unhinted.) Liberation Sans has the advance widths and
// vertical metrics of Arial, glyph for glyph, which is what Arial-based fallbacks need; Arial itself is not
// free to redistribute or install on Linux.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { codePoint, ROOT, siteCharacters } from './fonts/glyph-set.ts';

export type FallbackFontMetrics = {
  source: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Advance width (font units) of each site character the font has. */
  advances: Record<string, number>;
};

const OUT = path.join(ROOT, 'scripts/fonts/fallback-metrics.json');

function measure(file: string): FallbackFontMetrics {
  const font = fontkit.create(readFileSync(file));
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection; pass a single font`);
  const advances: Record<string, number> = {};
  for (const ch of siteCharacters()) {
    const point = codePoint(ch);
    if (font.hasGlyphForCodePoint(point)) advances[ch] = font.glyphForCodePoint(point).advanceWidth;
  }
  return {
    source: `${font.fullName} ${font.version}`.trim(),
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    advances,
  };
}

const args = process.argv.slice(2);
if (args.length === 0 || args.some((arg) => !/^\w+=.+/.test(arg))) {
  process.stderr.write('Usage: node scripts/measure-fallback-fonts.ts name=/path/to/font.ttf …\n');
  process.exit(2);
}
const metrics = Object.fromEntries(
  args.map((arg) => {
    const [name, file] = arg.split(/=(.*)/s) as [string, string];
    return [name, measure(file)];
  }),
);
writeFileSync(OUT, `${JSON.stringify(metrics, null, 2)}\n`);
process.stdout.write(`wrote ${path.relative(ROOT, OUT)}: ${Object.keys(metrics).join(', ')}\n`);
