// The characters the web fonts must hold, and the text used to weigh average character widths. Shared by
// scripts/build-fonts.ts, scripts/measure-fallback-fonts.ts and the font tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The code point of a one-character string. */
export const codePoint = (ch: string): number => ch.codePointAt(0) ?? 0;

// Typed or pasted by the office in the content, or used by the pages' own markup (₮ and ≈ of the prices):
// kept even when no locale string or data file uses them today, so an edit still renders in the web font.
const EXTRA =
  '\u00a0–—‘’‚“”„«»‹›…•·№₮★″′×÷±°§©®™€$£¥₽¹²³¼½¾→←↑↓−≤≥≈' +
  // The whole basic Cyrillic block (U+0400–U+045F), then the Mongolian letters outside it.
  Array.from({ length: 0x60 }, (_, i) => String.fromCodePoint(0x400 + i)).join('') +
  'ӨөҮүЁё';

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every string value in a JSON document (keys and syntax left out). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

const isPrintable = (ch: string) => codePoint(ch) >= 0x20 && !/\p{Cc}/u.test(ch);

/** The characters of every string in locales/<lang>/*.json (all languages when lang is left out). */
export function localeCharacters(lang?: string): Set<string> {
  const dir = lang ? path.join(ROOT, 'locales', lang) : path.join(ROOT, 'locales');
  const text = jsonFiles(dir)
    .map((file) => strings(JSON.parse(readFileSync(file, 'utf8'))).join(''))
    .join('');
  return new Set([...text].filter(isPrintable));
}

/** The characters the subsets hold: locales, data, printable ASCII, punctuation and the Cyrillic block. */
export function siteCharacters(): string[] {
  const set = new Set<string>();
  for (const file of [...jsonFiles(path.join(ROOT, 'locales')), ...jsonFiles(path.join(ROOT, 'data'))]) {
    for (const ch of strings(JSON.parse(readFileSync(file, 'utf8'))).join('')) if (isPrintable(ch)) set.add(ch);
  }
  for (const ch of PRINTABLE_ASCII + EXTRA) set.add(ch);
  return [...set].sort((a, b) => codePoint(a) - codePoint(b));
}

/** The running text of one language (its locale strings, markup and placeholders removed): the sample
 *  whose character frequencies weigh the average widths that size the fallback faces. */
export function sampleText(lang: string): string {
  return jsonFiles(path.join(ROOT, 'locales', lang))
    .flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8'))))
    .join(' ')
    .replace(/<[^>]*>|\{\{[^}]*\}\}/g, '');
}
