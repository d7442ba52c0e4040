// Metric-matched local fallback faces for the web fonts (scripts/build-fonts.ts): a local font scaled to the
// web font's average character width over the site's own text, with the web font's ascent, descent and line gap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import type * as fontkit from 'fontkit';
import { codePoint, ROOT, sampleText } from './glyph-set.ts';
import type { FallbackFontMetrics } from '../measure-fallback-fonts.ts';

// Local fonts with the same metrics, tried in order; 'arial' metrics fit Arial, Helvetica (Arial copies its
// widths), Liberation Sans and Arimo (metric-compatible clones). Roboto is for Android, which has no Arial.
const FALLBACKS = [
  {
    suffix: 'Fallback',
    regular: {
      metrics: 'arial',
      local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    },
    bold: {
      metrics: 'arialBold',
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Helvetica Bold',
        'Helvetica-Bold',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
  },
  {
    suffix: 'Fallback Roboto',
    regular: { metrics: 'roboto', local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'] },
    bold: { metrics: 'robotoBold', local: ['Roboto Bold', 'Roboto-Bold'] },
  },
];

const FALLBACK_METRICS = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts/fonts/fallback-metrics.json'), 'utf8'),
) as Record<string, FallbackFontMetrics>;

const SAMPLES = [sampleText('en'), sampleText('mn')];

export type Metrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  advance: (ch: string) => number | undefined;
};

export function webMetrics(font: fontkit.Font): Metrics {
  const { unitsPerEm, ascent, descent, lineGap } = font;
  const advance = (ch: string) => {
    const point = codePoint(ch);
    return font.hasGlyphForCodePoint(point) ? font.glyphForCodePoint(point).advanceWidth : undefined;
  };
  return { unitsPerEm, ascent, descent, lineGap, advance };
}

function fallbackMetrics(name: string): Metrics {
  const metrics = FALLBACK_METRICS[name];
  if (!metrics) throw new Error(`scripts/fonts/fallback-metrics.json has no "${name}"`);
  return { ...metrics, advance: (ch) => metrics.advances[ch] };
}

/** Average advance (font units) over the sample texts, counting only characters both fonts have, the
 *  languages weighed equally. */
function averageWidths(a: Metrics, b: Metrics): [number, number] {
  const sums = SAMPLES.map((text) => {
    let widthA = 0;
    let widthB = 0;
    let count = 0;
    for (const ch of text) {
      const advanceA = a.advance(ch);
      const advanceB = b.advance(ch);
      if (advanceA === undefined || advanceB === undefined) continue;
      widthA += advanceA;
      widthB += advanceB;
      count += 1;
    }
    return [widthA / count, widthB / count] as const;
  });
  const mean = (i: 0 | 1) => sums.reduce((sum, pair) => sum + pair[i], 0) / sums.length;
  return [mean(0), mean(1)];
}

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(4))}%`;
export const cssString = (name: string) => `'${name.replace(/'/g, "\\'")}'`;

export function fallbackFaces(family: string, weight: number, web: Metrics): string[] {
  return FALLBACKS.map(({ suffix, regular, bold }) => {
    const local = weight >= 600 ? bold : regular;
    const fallback = fallbackMetrics(local.metrics);
    const [webWidth, fallbackWidth] = averageWidths(web, fallback);
    const { fontFaces } = createFontStack(
      [
        { familyName: family, ...web, xWidthAvg: webWidth },
        { familyName: local.metrics, ...fallback, xWidthAvg: fallbackWidth },
      ],
      { fontFaceFormat: 'styleObject' },
    );
    const [face] = fontFaces;
    if (!face) throw new Error(`capsize made no fallback face for ${family}`);
    const overrides = face['@font-face'];
    // Capsize leaves out a value equal to the local font's own (as scaled); it is written anyway, to be explicit.
    const sizeAdjust = overrides.sizeAdjust ?? '100%';
    const em = web.unitsPerEm * (parseFloat(sizeAdjust) / 100);
    return [
      '@font-face {',
      `  font-family: ${cssString(`${family} ${suffix}`)};`,
      `  src: ${local.local.map((name) => `local(${cssString(name)})`).join(', ')};`,
      '  font-style: normal;',
      `  font-weight: ${weight};`,
      `  size-adjust: ${sizeAdjust};`,
      `  ascent-override: ${overrides.ascentOverride ?? percent(web.ascent / em)};`,
      `  descent-override: ${overrides.descentOverride ?? percent(Math.abs(web.descent) / em)};`,
      `  line-gap-override: ${overrides.lineGapOverride ?? percent(web.lineGap / em)};`,
      '}',
    ].join('\n');
  });
}
