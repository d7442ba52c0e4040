// The web fonts built by scripts/build-fonts.ts (`npm run build` runs it first): within the byte budget,
// covering every character of the locales, and matching the weights the stylesheets ask for.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import * as fontkit from 'fontkit';
import { FONT_BUDGET_BYTES, GENERATED_CSS, GENERATED_DIR } from '../../scripts/fonts/config.ts';
import { codePoint, localeCharacters, ROOT } from '../../scripts/fonts/glyph-set.ts';

const STYLES = path.join(ROOT, 'client/styles');

// Characters a typeface does not have at all: they are drawn by a local font whatever the subset.
const NOT_IN_TYPEFACE: Record<string, string[]> = { Montserrat: ['★'] };

// Shipped weights (scripts/build-fonts.ts): Inter as a variable font over this range, Montserrat static.
const BODY_WEIGHTS = { min: 400, max: 800 };
const HEADING_WEIGHTS = [700, 800];

const built = existsSync(GENERATED_CSS);
const css = built ? readFileSync(GENERATED_CSS, 'utf8') : '';

/** The @font-face rules of the generated stylesheet that load a file. */
const webFaces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
  .map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body ?? '')?.[1] ?? '',
    url: /url\('\.\/([^']+)'\)/.exec(body ?? '')?.[1],
    weight: /font-weight:\s*([^;]+);/.exec(body ?? '')?.[1] ?? '',
  }))
  .filter((face): face is { family: string; url: string; weight: string } => face.url !== undefined);

const codePoints = (chars: Iterable<string>) =>
  [...chars].map((ch) => `${ch} U+${codePoint(ch).toString(16).toUpperCase().padStart(4, '0')}`);

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path.join(GENERATED_DIR, file)));
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/** Every rule of the site's stylesheets as [selector, declarations], comments removed. */
function rules(): [string, string][] {
  return readdirSync(STYLES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) =>
      [
        ...readFileSync(path.join(STYLES, name), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .matchAll(/([^{}]+)\{([^{}]*)\}/g),
      ].map(([, selector, body]) => [`${name}: ${(selector ?? '').trim()}`, body ?? ''] as [string, string]),
    );
}

describe('web fonts', () => {
  it('are built (npm run build:fonts)', () => {
    expect(built).toBe(true);
    expect(webFaces.map((face) => face.family).sort()).toEqual(['Inter', 'Montserrat', 'Montserrat']);
  });

  it(`weigh at most ${FONT_BUDGET_BYTES / 1024} KB together, every face a page may use counted`, () => {
    const files = readdirSync(GENERATED_DIR).filter((name) => name.endsWith('.woff2'));
    // Nothing in the folder that the stylesheet does not load, nothing loaded that is not there.
    expect(webFaces.map((face) => face.url).sort()).toEqual(files.sort());
    const total = files.reduce((sum, file) => sum + statSync(path.join(GENERATED_DIR, file)).size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  });

  it('are woff2 files', () => {
    for (const { url } of webFaces)
      expect(readFileSync(path.join(GENERATED_DIR, url)).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it.each(['mn', 'en'])('hold every character of the %s locale, in every face', (lang) => {
    const characters = localeCharacters(lang);
    expect(characters.size).toBeGreaterThan(30);
    for (const { family, url } of webFaces) {
      const font = openFont(url);
      const absent = NOT_IN_TYPEFACE[family] ?? [];
      const missing = [...characters].filter((ch) => !absent.includes(ch) && !font.hasGlyphForCodePoint(codePoint(ch)));
      expect({ url, missing: codePoints(missing) }).toEqual({ url, missing: [] });
    }
  });

  it('hold the whole basic Cyrillic block and the Mongolian letters Ө ө Ү ү, for text edited later', () => {
    const cyrillic = [...Array.from({ length: 0x60 }, (_, i) => String.fromCodePoint(0x400 + i)), ...'ӨөҮүЁё'];
    for (const { url } of webFaces) {
      const font = openFont(url);
      expect({
        url,
        missing: codePoints(cyrillic.filter((ch) => !font.hasGlyphForCodePoint(codePoint(ch)))),
      }).toEqual({
        url,
        missing: [],
      });
    }
  });

  it('are declared with the weights they hold, each followed by metric-matched fallbacks', () => {
    expect(webFaces.map(({ family, weight }) => `${family} ${weight}`).sort()).toEqual([
      `Inter ${BODY_WEIGHTS.min} ${BODY_WEIGHTS.max}`,
      ...HEADING_WEIGHTS.map((weight) => `Montserrat ${weight}`),
    ]);
    for (const family of ['Inter Fallback', 'Montserrat Fallback']) {
      const face = new RegExp(`font-family: '${family}';[^}]*size-adjust: [\\d.]+%;\\s*ascent-override: [\\d.]+%;`);
      expect(css).toMatch(face);
    }
    const tokens = readFileSync(path.join(STYLES, 'tokens.css'), 'utf8');
    expect(tokens).toMatch(/--font-heading-fallbacks:\s*'Montserrat Fallback', /);
    expect(tokens).toMatch(/--font-body-fallbacks:\s*'Inter Fallback', /);
    expect(tokens).toMatch(/--font-heading:\s*Montserrat, var\(--font-heading-fallbacks\)/);
    expect(tokens).toMatch(/--font-body:\s*Inter, var\(--font-body-fallbacks\)/);
  });
});

describe('stylesheets', () => {
  it('load no font package CSS (every font comes from the built subsets)', () => {
    const imports = readdirSync(STYLES, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .filter((name) => /@import\s+['"]@fontsource/.test(readFileSync(path.join(STYLES, name), 'utf8')));
    expect(imports).toEqual([]);
  });

  it('ask only for weights the fonts ship', () => {
    const wrong: string[] = [];
    for (const [selector, body] of rules()) {
      const weight = /font-weight:\s*(\d+)/.exec(body)?.[1];
      if (!weight) continue;
      const heading = /font-family:\s*var\(--font-heading\)/.test(body);
      const ok = heading
        ? HEADING_WEIGHTS.includes(Number(weight))
        : Number(weight) >= BODY_WEIGHTS.min && Number(weight) <= BODY_WEIGHTS.max;
      if (!ok) wrong.push(`${selector} { font-weight: ${weight} }`);
    }
    expect(wrong).toEqual([]);
  });
});
