import { describe, expect, it } from '@jest/globals';
import { searchDocuments, type SearchDocument } from '#server/services/search-service.ts';
import { keyboardFolded, MM_TOLERANCE } from '#server/services/search-normalise.ts';
import { queryTerms } from '#server/services/search-terms.ts';

// Products as the catalogue's source makes them (search-sources.ts): a name, a description, a line of numbers.
const product = (url: string, title: string, numbers: string[] = [], text = ''): SearchDocument => ({
  kind: 'product',
  url,
  title,
  texts: [text || title, ...(numbers.length > 0 ? [numbers.join(' · ')] : [])],
  numbers,
});

const DOCS: SearchDocument[] = [
  product('/bit-251', 'Tricone Bit 9 7/8" (251 mm) IADC 637', ['AUT-TCB-251-637', 'CAT 8E-5732']),
  product('/bit-311', 'Tricone Bit 12 1/4" (311 mm) IADC 517', ['AUT-TCB-311-517']),
  product('/part-6370', 'Seal kit 6370', ['SK-6370']),
  product('/tyre-57', 'Earthmover Tyre 40.00R57 E-4', ['AUT-OTR-4000R57-E4']),
  product('/tyre-63', 'Earthmover Tyre 40.00R63 E-4', ['AUT-OTR-4000R63-E4']),
  product('/tyre-metric', 'Loader Tyre 875/65R29 L-5', ['AUT-OTR-87565R29']),
  product('/breaker', 'Hydraulic Rock Breaker, 3,000 kg Class', ['HB3100-DP']),
  product('/mn-drill', 'Өрмийн хошуу, үйлдвэрийн', [], 'Хатуу чулуулагт зориулсан өрөм, тэсэлгээний цооног'),
];

const found = (query: string) => searchDocuments(DOCS, query).map((result) => result.url);

describe('part numbers, sizes and codes, read the same in the index and the query', () => {
  it.each([
    ['IADC637'],
    ['iadc 6-3-7'],
    ['IADC 6.3.7'],
    ['637'],
    ['6-3-7'],
    ['9 7/8"'],
    ['9-7/8 in'],
    ['9 7/8 inch'],
    ['251мм'],
    ['251 MM'],
    ['250.8 mm'],
    ['aut-tcb-251-637'],
    ['AUT TCB 251 637'],
    ['aut/tcb/251/637'],
    ['AUT.TCB.251.637'],
    ['8E-5732'],
    ['cat 8e5732'],
  ])('%s finds the 251 mm IADC 637 bit, and only it', (query) => {
    expect(found(query)).toEqual(['/bit-251']);
  });

  it('says its tolerance once: sizes match within a millimetre, 12 1/4" is the 311 mm bit', () => {
    expect(MM_TOLERANCE).toBe(1);
    expect(found('12 1/4"')).toEqual(['/bit-311']);
    expect(found('311 мм')).toEqual(['/bit-311']);
    expect(found('253 mm')).toEqual([]);
  });

  it.each([['40.00R57'], ['40.00-57'], ['4000R57'], ['40/57'], ['40.00 R57'], ['40,00r57']])(
    '%s finds the 40.00R57 tyre and not the R63 one',
    (query) => {
      expect(found(query)).toEqual(['/tyre-57']);
    },
  );

  it('reads a metric tyre size with its aspect ratio', () => {
    expect(found('875/65R29')).toEqual(['/tyre-metric']);
    expect(found('875/65-29')).toEqual(['/tyre-metric']);
  });

  it('does not match what only looks alike', () => {
    // a number is a whole word: 637 is not the 6370 part, 6370 not the 637 bit
    expect(found('637')).not.toContain('/part-6370');
    expect(found('6370')).toEqual(['/part-6370']);
    expect(found('40.00R57')).not.toContain('/tyre-63');
    expect(found('40.00R63')).toEqual(['/tyre-63']);
    expect(found('311 mm')).not.toContain('/bit-251');
    expect(found('IADC 517')).toEqual(['/bit-311']);
    expect(found('iadc 636')).toEqual([]);
    // a comma before three digits groups them; before one or two it is a decimal point
    expect(found('3000')).toEqual(['/breaker']);
    expect(found('3,000 kg')).toEqual(['/breaker']);
    expect(found('3')).toEqual([]);
  });

  it('finds a part number typed partly from its first five characters, a number never so', () => {
    expect(found('AUT-TCB')).toEqual(['/bit-251', '/bit-311']);
    expect(found('25')).toEqual([]);
  });

  it('puts a product whose part number is the query first, before a title match', () => {
    const docs = [product('/named', 'Seal kit SK-6370 fits', []), product('/numbered', 'Seal kit', ['SK 6370'])];
    expect(searchDocuments(docs, 'sk-6370').map((result) => result.url)).toEqual(['/numbered', '/named']);
    // an OEM number typed without its maker's name
    const oem = [product('/named', 'Tooth 8E-5732 or like', []), product('/oem', 'Tooth', ['CAT 8E-5732'])];
    expect(searchDocuments(oem, '8e5732').map((result) => result.url)).toEqual(['/oem', '/named']);
  });

  it('highlights a code where the text says it', () => {
    const [result] = searchDocuments(DOCS, '251мм');
    const marks = result?.title.ranges.map(([start, end]) => result.title.text.slice(start, end));
    expect(marks).toEqual(['9 7/8"', '251 mm']);
  });
});

describe('Mongolian typed without Ө and Ү', () => {
  it('folds Ukrainian є and ї, and a Latin v inside a Cyrillic word', () => {
    expect(keyboardFolded('єрєм ївс vйлдвэр')).toBe('өрөм үвс үйлдвэр');
    expect(keyboardFolded('volvo vурхай')).toBe('volvo үурхай');
  });

  it('finds the word with Ө and Ү from a query typed with Є, Ї or v, the stems kept', () => {
    expect(found('Єрєм')).toEqual(['/mn-drill']);
    expect(found('єрмийн')).toEqual(['/mn-drill']);
    expect(found(' їйлдвэр')).toEqual(['/mn-drill']);
    expect(found('vйлдвэр')).toEqual(['/mn-drill']);
    expect(queryTerms('Єрєм')[0]).toContain('өрөм');
  });

  it('leaves Latin words and their v alone', () => {
    expect(queryTerms('volvo')).toEqual([['volvo']]);
  });
});
