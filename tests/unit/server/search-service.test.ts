import { beforeAll, describe, expect, it } from '@jest/globals';
import { createI18n } from '#server/i18n.ts';
import {
  createSearchService,
  searchDocuments,
  type SearchDocument,
  type SearchSource,
  type Translate,
} from '#server/services/search-service.ts';
import { shippedCollectionsView } from '#server/content/collections.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { planSource, SEARCH_SOURCES, serviceSource } from '#server/services/search-sources.ts';
import { normalizeQuery, queryTerms } from '#server/services/search-terms.ts';
import type { HighlightedText } from '#shared/search.ts';

let mn: Translate;
let en: Translate;
beforeAll(async () => {
  const i18n = await createI18n();
  mn = i18n.getFixedT('mn') as Translate;
  en = i18n.getFixedT('en') as Translate;
});

// The services are the office's list, in the language searched: here the shipped ones.
const lists = shippedCollectionsView(shippedCollections(readShippedTexts()));
const site = {
  search: (query: string, t: Translate) =>
    createSearchService([
      serviceSource(lists, t === mn ? 'mn' : 'en'),
      ...SEARCH_SOURCES,
      planSource(lists, t === mn ? 'mn' : 'en'),
    ]).search(query, t),
};

/** The highlighted parts of a text, as the visitor sees them in <mark>. */
function marked(highlighted: HighlightedText | undefined): string[] {
  return highlighted?.ranges.map(([start, end]) => highlighted.text.slice(start, end)) ?? [];
}

describe('search service over the site', () => {
  it('finds the logistics service by a word of its Mongolian name, first, with the word highlighted', () => {
    const results = site.search('ложистик', mn);
    expect(results[0]).toMatchObject({ kind: 'service', url: '/service-single/transportation-logistics' });
    expect(results[0]?.title.text).toBe('Тээвэр ложистик');
    expect(marked(results[0]?.title)).toEqual(['ложистик']);
  });

  it('finds the logistics service by a word of its English name, case-insensitively', () => {
    const results = site.search('LOGISTICS', en);
    expect(results[0]).toMatchObject({ kind: 'service', url: '/service-single/transportation-logistics' });
    expect(marked(results[0]?.title)).toEqual(['Logistics']);
  });

  it("shows results in the language it is given, found also by the other language's term", () => {
    const mnResults = site.search('logistics', mn);
    expect(mnResults[0]).toMatchObject({ kind: 'service', url: '/service-single/transportation-logistics' });
    expect(mnResults[0]?.title.text).toBe('Тээвэр ложистик');
    const enResults = site.search('ложистик', en);
    expect(enResults[0]?.title.text).toBe('Transportation & Logistics');
  });

  it('finds both spellings: логистик finds ложистик, tire and tires find the tyres as tyre does', () => {
    expect(site.search('логистик', mn)[0]?.url).toBe('/service-single/transportation-logistics');
    const tyre = site.search('tyre', en).length;
    expect(tyre).toBeGreaterThan(5);
    expect(site.search('tires', en)).toHaveLength(tyre);
    expect(site.search('tire', en)).toHaveLength(tyre);
  });

  it('does not stretch short or unrelated words into a synonym group', () => {
    expect(queryTerms('bi')).toEqual([['bi']]);
    expect(queryTerms('bitumen')[0]).not.toContain('хошуу');
  });

  it('finds an inflected Mongolian word from its plain form: өрөм finds Өрмийн хошуу', () => {
    const results = site.search('өрөм', mn);
    const drills = results.find((r) => r.url === '/products/Drilling%20Bit');
    expect(drills?.title.text).toBe('Өрмийн хошуу');
    expect(marked(drills?.title)).toEqual(['Өрм']);
  });

  it('finds a service by one of its capabilities and shows that capability as the snippet', () => {
    const results = site.search('Gashuunsukhait', en);
    expect(results).toHaveLength(1);
    expect(results[0]?.url).toBe('/service-single/transportation-logistics');
    expect(results[0]?.snippet.text).toContain('Zamiin-Uud, Gashuunsukhait and Altanbulag');
    expect(marked(results[0]?.snippet)).toEqual(['Gashuunsukhait']);
  });

  it('finds product types and the rental section of the product plan page', () => {
    expect(site.search('tyres', en).map((r) => r.url)).toContain('/products/Heavy%20Tires');
    expect(site.search('түрээс', mn).map((r) => r.url)).toContain('/productgrouppage#rental');
  });

  it('needs every word of the query to occur in a result', () => {
    expect(site.search('customs', en).map((r) => r.url)).toContain('/service-single/international-trading');
    expect(site.search('customs Altanbulag', en).map((r) => r.url)).toEqual([
      '/service-single/transportation-logistics',
    ]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(site.search('', en)).toEqual([]);
    expect(site.search('   \n\t', mn)).toEqual([]);
  });

  it('finds nothing for a word that occurs nowhere', () => {
    expect(site.search('qwertyuiop', en)).toEqual([]);
    expect(site.search('жжжжжж', mn)).toEqual([]);
  });
});

describe('search matching', () => {
  const doc = (title: string, ...texts: string[]): SearchDocument => ({ kind: 'page', url: '/x', title, texts });

  it('matches at the start of words only', () => {
    expect(searchDocuments([doc('Drilling bits')], 'ill')).toEqual([]);
    expect(searchDocuments([doc('Drilling bits')], 'dri')).toHaveLength(1);
  });

  it('returns the texts as they are and the matches as ranges, never markup', () => {
    const [result] = searchDocuments([doc('<b>Drill</b> & "bits"', '<script>alert(1)</script> drill')], 'drill');
    expect(result?.title.text).toBe('<b>Drill</b> & "bits"');
    expect(result?.title.ranges).toEqual([[3, 8]]);
    expect(result?.snippet.text).toBe('<script>alert(1)</script> drill');
    expect(marked(result?.snippet)).toEqual(['drill']);
  });

  it('treats markup and pattern characters in the query as plain text', () => {
    const docs = [doc('Drill (rotary) bits', 'Price in $ and .* patterns')];
    expect(searchDocuments(docs, '<script>alert(1)</script>')).toEqual([]);
    expect(() => searchDocuments(docs, '(.*[')).not.toThrow();
    expect(searchDocuments(docs, '(rotary)').map((r) => marked(r.title))).toEqual([['rotary']]);
  });

  it('cuts a long text around the first match and keeps the highlight on the right characters', () => {
    const long = `${'Open-pit haulage and loading. '.repeat(12)}Tyre pressure monitoring for every truck. ${'Fleet reports. '.repeat(10)}`;
    const [result] = searchDocuments([doc('Service', long)], 'pressure');
    expect(result?.snippet.text.startsWith('…')).toBe(true);
    expect(result?.snippet.text.endsWith('…')).toBe(true);
    expect(result?.snippet.text.length ?? 0).toBeLessThan(240);
    expect(marked(result?.snippet)).toEqual(['pressure']);
  });

  it('ranks a title match above a match in the text', () => {
    const results = searchDocuments(
      [doc('Trading', 'Tyres of every size'), doc('Heavy tyres', 'For haul trucks')],
      'tyres',
    );
    expect(results.map((r) => r.title.text)).toEqual(['Heavy tyres', 'Trading']);
  });

  it('bounds the query and splits it into lower-cased words with their stems', () => {
    expect(normalizeQuery(`  a ${'x'.repeat(200)}`)).toHaveLength(100);
    expect(queryTerms('Гааль TYRES')).toEqual([
      ['гааль', 'гаал', 'customs'],
      ['tyres', 'tyre', 'tire', 'дугуй'],
    ]);
  });

  it('takes another source of documents, as the catalogue will add its products', () => {
    const products: SearchSource = (t) => [
      {
        kind: 'product',
        url: '/shop-single/tricone-bit',
        title: t('search:kinds.product'),
        texts: ['Tricone bit 9⅞"'],
      },
    ];
    const withProducts = createSearchService([...SEARCH_SOURCES, products]);
    expect(withProducts.search('tricone', en).map((r) => r.url)).toContain('/shop-single/tricone-bit');
  });
});
