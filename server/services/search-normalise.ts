// How site search reads part numbers, models, sizes and codes, and Mongolian typed without Ө and Ү
// (docs/content.md, "Part numbers"): the same reading on both sides of a match, the catalogue's texts when its
// index is built and the visitor's query when it is typed. Every function here takes text already lower-cased
// (search-terms.ts folds it) and keeps its length, so offsets found in it point at the original's characters.

/**
 * One code read from a text: a size in millimetres (said so, or in inches), an IADC code, a tyre's size (width
 * without its ".00", an aspect ratio where metric, the rim), a number as a whole word, or a part number or model
 * with its spaces, dashes, slashes and dots taken out.
 */
export type Code = { type: 'mm'; value: number } | { type: 'iadc' | 'tyre' | 'number' | 'code'; value: string };

/** A code of a text and where it is said in it: [start, end) offsets. */
export interface FoundCode {
  code: Code;
  start: number;
  end: number;
}

/**
 * Sizes match within a millimetre: bits are sold by their inch size rounded to whole millimetres
 * (9 7/8" = 250.8 mm is the 251 mm bit), and no two sizes of a catalogue are a millimetre apart.
 */
export const MM_TOLERANCE = 1;
const MM_PER_INCH = 25.4;
/** A part number typed partly (its first characters, letters and digits) still finds it from this length on. */
const PREFIX_MIN = 5;

const CYRILLIC = /[\u0400-\u04FF]/;
const CYRILLIC_WORD = /[\p{L}\p{N}]*\p{Script=Cyrillic}[\p{L}\p{N}]*/gu;

/**
 * Mongolian typed on a Russian or Ukrainian keyboard: Ukrainian є for ө, ї for ү, and Latin v for ү inside a
 * Cyrillic word (its key is where ү is on a Mongolian one), so "тєрєл", "ївс" and "vйлдвэр" read as "төрөл",
 * "үвс" and "үйлдвэр". A Latin word keeps its v.
 */
export function keyboardFolded(lower: string): string {
  if (!CYRILLIC.test(lower)) return lower;
  const mapped = lower.replace(/є/g, 'ө').replace(/ї/g, 'ү');
  return mapped.includes('v') ? mapped.replace(CYRILLIC_WORD, (word) => word.replace(/v/g, 'ү')) : mapped;
}

/** A part number as it is compared: lower case, without spaces, dashes, slashes, dots and quotes. */
export const compactNumber = (text: string): string => text.toLowerCase().replace(/[\s\-‐‑–/.,"'”″]+/g, '');

/** A number's value: "40.00" → 40, "9,5" → 9.5, and "3,000" → 3000 (a comma before three digits groups them). */
const numberValue = (digits: string): number =>
  Number(/^\d{1,3}(?:,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.'));
/** A number as a value says it: "40.00" → "40". */
const numberText = (digits: string): string => String(numberValue(digits));

// Each pattern is tried in this order and what one reads is not read again, so "iadc 6-3-7" is an IADC code
// and not a tyre's "6-3". The lookbehinds keep a pattern from starting inside a longer number or word.
const D = String.raw`(?<![\p{L}\p{N}.,])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:[.,]\d+)?)`;
const PATTERNS: ReadonlyArray<{ pattern: RegExp; read: (match: RegExpExecArray) => Code | null }> = [
  {
    // IADC 637, iadc6-3-7, IADC: 5-1-7
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])iadc[\s:#-]*(\d)[\s./-]*(\d)[\s./-]*(\d)(?!\d)`, 'gu'),
    read: (m) => ({ type: 'iadc', value: `${m[1]}${m[2]}${m[3]}` }),
  },
  {
    // 9 7/8", 9-7/8 in, 12 1/4 inch, 6 3/4 (a fraction with its whole inches needs no unit), 10" and 10 in
    pattern: new RegExp(
      String.raw`${D}(\d{1,2})(?:(?:[\s-]+(\d{1,2})/(\d{1,2})${END}\s*(?:"|”|″|''|inch(?:es)?${END}|in${END}|дюйм\p{L}*)?)|\s*(?:"|”|″|''|inch(?:es)?${END}|in${END}|дюйм\p{L}*))`,
      'gu',
    ),
    read: (m) => {
      const fraction = m[2] && m[3] ? Number(m[2]) / Number(m[3]) : 0;
      if (!Number.isFinite(fraction) || fraction >= 1) return null;
      return { type: 'mm', value: (Number(m[1]) + fraction) * MM_PER_INCH };
    },
  },
  {
    // 251 mm, 251мм, 251 мм-ийн
    pattern: new RegExp(String.raw`${D}(${NUMBER})\s*(?:mm|мм)${END}`, 'gu'),
    read: (m) => ({ type: 'mm', value: numberValue(m[1] ?? '') }),
  },
  {
    // 40.00R57, 40.00-57, 4000R57, 40.00 R 57, 875/65R29, 29.5R25
    pattern: new RegExp(String.raw`${D}(\d{2,4}(?:[.,]\d{1,2})?)(?:/(\d{2}))?\s*(?:r|zr|-)\s*(\d{2})${END}`, 'gu'),
    read: (m) => tyre(m[1] ?? '', m[2], m[3] ?? ''),
  },
  {
    // 40/57: a tyre's width and rim, as buyers write them
    pattern: new RegExp(String.raw`${D}(\d{2}(?:[.,]\d{2})?)/(\d{2})(?![\p{L}\p{N}/])`, 'gu'),
    read: (m) => tyre(m[1] ?? '', undefined, m[2] ?? ''),
  },
];

// A tyre's width in inches is written with its ".00" or without the point (4000R57 is 40.00R57); a metric one
// (875/65R29) has its aspect ratio.
function tyre(width: string, aspect: string | undefined, rim: string): Code {
  const inches = aspect === undefined && /^\d{3,4}$/.test(width) ? String(Number(width) / 100) : numberText(width);
  return { type: 'tyre', value: aspect === undefined ? `${inches}/${rim}` : `${inches}/${aspect}/${rim}` };
}

/** Codes of a lower-cased text, in the order the patterns try them, and the text with what they read blanked. */
function readPatterns(lower: string): { found: FoundCode[]; rest: string } {
  let rest = lower;
  const found: FoundCode[] = [];
  for (const { pattern, read } of PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const code = read(match);
      if (!code) continue;
      const start = match.index;
      const end = start + match[0].length;
      found.push({ code, start, end });
      rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
    }
  }
  return { found, rest };
}

const CHUNK = /(?:[^\s,;:!?()«»“”"']|(?<=\d),(?=\d))+/gu;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /\p{L}/u;

/**
 * Every code of a lower-cased text, for the index: sizes, IADC codes and tyre sizes where they are said, each
 * number as a whole word (IADC 637's "637" too), and each word holding a digit as a part number (8E-5732).
 */
export function codesOf(lower: string): FoundCode[] {
  const { found } = readPatterns(lower);
  for (const match of lower.matchAll(new RegExp(String.raw`(?<![\d.,])${NUMBER}(?!\d)`, 'gu'))) {
    // "6.3" in "40.00R57" is not a number of its own, but "40" and "57" are.
    found.push({
      code: { type: 'number', value: numberText(match[0]) },
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  for (const match of lower.matchAll(CHUNK)) {
    if (!HAS_DIGIT.test(match[0])) continue;
    const value = compactNumber(match[0]);
    if (value) found.push({ code: { type: 'code', value }, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The codes a query says, and its other words. */
export interface QueryCodes {
  codes: Code[];
  /** The query without them: its words are matched as words (search-terms.ts). */
  words: string[];
}

// A comma between digits is a number's (3,000; 7,5), any other splits words.
const WORD_SPLIT = /[\s;:!?"'«»“”()]+|(?<!\d),|,(?!\d)/u;
const IS_NUMBER = new RegExp(String.raw`^${NUMBER}$`, 'u');

/**
 * A lower-cased query's codes and its other words. A word that is all digits is a number, matched as a whole
 * word ("637" finds IADC 637, not a part 6370); a word with digits and letters, or digits joined by dashes,
 * slashes or dots, is a part number ("8e-5732", "6-3-7").
 */
export function queryCodes(lower: string): QueryCodes {
  const { found, rest } = readPatterns(lower);
  const codes = found.map((entry) => entry.code);
  const words: string[] = [];
  for (const word of rest.split(WORD_SPLIT)) {
    const trimmed = word.replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (!trimmed) continue;
    if (!HAS_DIGIT.test(trimmed)) {
      words.push(...trimmed.split(/\.+/).filter(Boolean));
      continue;
    }
    if (IS_NUMBER.test(trimmed)) codes.push({ type: 'number', value: numberText(trimmed) });
    else codes.push({ type: 'code', value: compactNumber(trimmed) });
  }
  return { codes, words };
}

/** Whether a code of the query matches one of a text. */
export function codeMatches(query: Code, found: Code): boolean {
  switch (query.type) {
    case 'mm':
      return found.type === 'mm' && Math.abs(found.value - query.value) <= MM_TOLERANCE;
    case 'iadc':
    case 'tyre':
      return found.type === query.type && found.value === query.value;
    case 'number':
      return (found.type === 'number' || found.type === 'iadc' || found.type === 'code') && found.value === query.value;
    case 'code':
      if (found.type === 'iadc') return found.value === query.value;
      if (found.type !== 'code') return false;
      return (
        found.value === query.value ||
        (query.value.length >= PREFIX_MIN && HAS_LETTER.test(query.value) && found.value.startsWith(query.value))
      );
  }
}
