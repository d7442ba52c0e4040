// Builds the web fonts (run by `npm run build` and `npm run dev` before Vite): subsets of Inter and Montserrat
// that hold only the characters the site uses (scripts/fonts/glyph-set.ts) and the weights its stylesheets
// ask for, plus metric-matched fallback faces, written to client/styles/fonts/generated/ (git-ignored).
//
// Weights: Inter is used at 400, 500, 600, 700 and 800, so it ships as one variable file with the weight
// axis cut down to 400–800 (about the size of two static weights). Montserrat (headings) is used at 700 and
// 800 only and ships as two static files: a variable Montserrat would need the full font, which no package
// ships in one file. No italic: nothing on the site is set in a real italic.
//
// Fallbacks: text is set at once in a local font scaled to the web font's average character width
// (size-adjust) with the web font's ascent, descent and line gap. font-display: optional: a web font that is
// not there within the first moments is kept for the next page instead of swapped in, because an average
// width cannot keep every line break of every paragraph (a swap moved a paragraph of the video page). One fallback face per weight in use: regular weights on the local regular, bold
// ones on the local bold. Widths are weighed by the character frequencies of the site's own English and
// Mongolian text; the local fonts' widths are in scripts/fonts/fallback-metrics.json
// (scripts/measure-fallback-fonts.ts), the web fonts' are read from the files built here. @capsizecss/core
// turns the metrics into the override values.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { FONT_BUDGET_BYTES, GENERATED_CSS, GENERATED_DIR, GENERATED_MANIFEST } from './fonts/config.ts';
import type { FontManifest } from './fonts/config.ts';
import { codePoint, ROOT, sampleText, siteCharacters } from './fonts/glyph-set.ts';
import type { FallbackFontMetrics } from './measure-fallback-fonts.ts';

type Axes = Record<string, number | { min: number; max: number }>;

type WebFace = {
  family: 'Inter' | 'Montserrat';
  file: string;
  /** Below node_modules/. */
  source: string;
  /** The CSS font-weight descriptor: one weight, or the range of a variable file. */
  weights: [number] | [number, number];
  variationAxes?: Axes;
  /** The weights that get a fallback face, each sized on this file at that weight. */
  fallbackWeights: number[];
};

const WEB_FACES: WebFace[] = [
  {
    family: 'Inter',
    file: 'inter-400-800.woff2',
    source: 'inter-ui/variable/InterVariable.woff2',
    weights: [400, 800],
    // opsz pinned at the text size Inter's own static fonts use.
    variationAxes: { opsz: 14, wght: { min: 400, max: 800 } },
    fallbackWeights: [400, 500, 600, 700, 800],
  },
  {
    family: 'Montserrat',
    file: 'montserrat-700.woff2',
    source: '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf',
    weights: [700],
    fallbackWeights: [700],
  },
  {
    family: 'Montserrat',
    file: 'montserrat-800.woff2',
    source: '@expo-google-fonts/montserrat/800ExtraBold/Montserrat_800ExtraBold.ttf',
    weights: [800],
    fallbackWeights: [800],
  },
];

// Kerning, mark positioning, composition, ligatures and tabular figures (font-variant-numeric is used).
// Left out: Inter's contextual alternates (calt, ~3.5 KB) and the stylistic sets nothing turns on.
const LAYOUT_FEATURES = ['kern', 'liga', 'ccmp', 'mark', 'mkmk', 'tnum'];

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

type Metrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  advance: (ch: string) => number | undefined;
};

function openFont(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!('unitsPerEm' in font)) throw new Error('expected a single font, not a collection');
  return font;
}

function webMetrics(font: fontkit.Font): Metrics {
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
const cssString = (name: string) => `'${name.replace(/'/g, "\\'")}'`;

function fallbackFaces(family: string, weight: number, web: Metrics): string[] {
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const characters = siteCharacters();
  const text = characters.join('');
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  mkdirSync(GENERATED_DIR, { recursive: true });

  const css: string[] = [
    '/* Generated by scripts/build-fonts.ts: do not edit. Web fonts subset to the characters and weights the',
    '   site uses, then metric-matched local fallbacks (tokens.css lists each right after its web font). */',
  ];
  const fallbackCss: string[] = [];
  const manifest: FontManifest = { budgetBytes: FONT_BUDGET_BYTES, totalBytes: 0, files: [] };

  for (const face of WEB_FACES) {
    const source = readFileSync(path.join(ROOT, 'node_modules', face.source));
    const options = {
      keepFeatures: LAYOUT_FEATURES,
      noHinting: true,
      ...(face.variationAxes && { variationAxes: face.variationAxes }),
    };
    const woff2 = await subsetFont(source, text, { ...options, targetFormat: 'woff2' });
    writeFileSync(path.join(GENERATED_DIR, face.file), woff2);

    const font = openFont(woff2);
    const missing = characters.filter((ch) => !font.hasGlyphForCodePoint(codePoint(ch)));
    const weight = face.weights.join(' ');
    manifest.files.push({ file: face.file, family: face.family, weight, bytes: woff2.length });
    manifest.totalBytes += woff2.length;
    log(
      `  ${face.file.padEnd(22)} ${kb(woff2.length).padStart(8)}  ${face.family} ${weight}, ${font.numGlyphs} glyphs` +
        (missing.length ? `; not in the typeface (local fallback): ${missing.join(' ')}` : ''),
    );

    css.push(
      [
        '@font-face {',
        `  font-family: ${cssString(face.family)};`,
        `  src: url('./${face.file}') format('woff2');`,
        '  font-style: normal;',
        `  font-weight: ${weight};`,
        '  font-display: optional;',
        '}',
      ].join('\n'),
    );

    for (const fallbackWeight of face.fallbackWeights) {
      // A variable file is measured as the static instance at that weight (advances vary with weight).
      const instance = face.variationAxes
        ? openFont(
            await subsetFont(source, text, {
              ...options,
              targetFormat: 'truetype',
              variationAxes: { ...face.variationAxes, wght: fallbackWeight },
            }),
          )
        : font;
      fallbackCss.push(...fallbackFaces(face.family, fallbackWeight, webMetrics(instance)));
    }
  }

  writeFileSync(GENERATED_CSS, `${[...css, ...fallbackCss].join('\n')}\n`);
  writeFileSync(GENERATED_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  const verdict = manifest.totalBytes <= FONT_BUDGET_BYTES ? 'within' : 'OVER';
  log(
    `  total ${kb(manifest.totalBytes)} for ${characters.length} characters: ${verdict} the ${kb(FONT_BUDGET_BYTES)} budget`,
  );
  log(`  wrote ${path.relative(ROOT, GENERATED_DIR)}/`);
}

log('build-fonts: subsetting web fonts');
await main();
