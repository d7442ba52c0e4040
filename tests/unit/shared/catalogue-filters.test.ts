import { describe, expect, it } from '@jest/globals';
import {
  catalogueAddress,
  facetsOf,
  filterKeysOf,
  meetsFilters,
  readFilters,
  type CatalogueFilters,
} from '#shared/catalogue-filters.ts';
import { inchesOf, iadcSeries } from '#shared/product-specs.ts';
import { readProductsFile } from '#server/storage/product-file.ts';

const PRODUCTS = readProductsFile();
const BITS = 'Drilling Bit';
const read = (category: string, query: string) => readFilters(category, new URLSearchParams(query));
const matching = (category: string, filters: CatalogueFilters) =>
  PRODUCTS.filter((p) => p.category === category && meetsFilters(filterKeysOf(p), filters)).map((p) => p.slug);

describe('the catalogue filters read from an address', () => {
  it('reads ranges with open ends, the GET form’s two inputs, and choices repeated or joined', () => {
    expect(read(BITS, 'diameter=250-320&iadc=6')).toEqual({ diameter: { min: 250, max: 320 }, iadc: ['6'] });
    expect(read(BITS, 'diameter=250-')).toEqual({ diameter: { min: 250 } });
    expect(read(BITS, 'diameter_min=&diameter_max=320,5')).toEqual({ diameter: { max: 320.5 } });
    expect(read(BITS, 'iadc=6&iadc=5')).toEqual({ iadc: ['5', '6'] });
    expect(read('Heavy Tires', 'tra=E-4,L-5&construction=radial')).toEqual({
      construction: ['radial'],
      tra: ['E-4', 'L-5'],
    });
    // A make is compared without its case.
    expect(read('Mining Equipment', 'make=Caterpillar')).toEqual({ make: ['caterpillar'] });
  });

  it('leaves out what it cannot read and the other categories’ filters', () => {
    expect(read(BITS, 'diameter=wide&iadc=9&iadc=637&tra=E-4')).toEqual({});
    expect(read('Heavy Tires', 'tra=X-1&diameter=250-320')).toEqual({});
    expect(readFilters(null, new URLSearchParams('diameter=250-320'))).toEqual({});
  });

  it('writes the address it reads back, the filters in the definition’s order', () => {
    const filters = read(BITS, 'iadc=6&diameter_max=320&diameter_min=250');
    const address = catalogueAddress('/products/Drilling%20Bit', { filters, sort: 'price-asc', page: 2 });
    expect(address).toBe('/products/Drilling%20Bit?diameter=250-320&iadc=6&sort=price-asc&page=2');
    expect(read(BITS, address.split('?')[1] ?? '')).toEqual(filters);
    expect(catalogueAddress('/products/Drilling%20Bit', {})).toBe('/products/Drilling%20Bit');
  });
});

describe('filtering the shipped catalogue', () => {
  it('finds the 251 mm IADC 637 bit by diameter 250–320 mm and the 6-series, not the 311 mm 517 one', () => {
    expect(matching(BITS, read(BITS, 'diameter=250-320'))).toEqual([
      'tricone-bit-251mm-iadc-637',
      'tricone-bit-311mm-iadc-517',
    ]);
    expect(matching(BITS, read(BITS, 'diameter=250-320&iadc=6'))).toEqual(['tricone-bit-251mm-iadc-637']);
    expect(matching('Heavy Tires', read('Heavy Tires', 'tra=L-5'))).toHaveLength(3);
  });

  it('counts each choice given the other filters, not its own', () => {
    const bits = PRODUCTS.filter((p) => p.category === BITS);
    const [, iadc] = facetsOf(BITS, bits, filterKeysOf, read(BITS, 'diameter=250-320&iadc=6'));
    expect(iadc).toMatchObject({
      kind: 'choice',
      choices: [
        { value: '5', count: 1, chosen: false },
        { value: '6', count: 1, chosen: true },
      ],
    });
    const [diameter] = facetsOf(BITS, bits, filterKeysOf, {});
    expect(diameter).toMatchObject({ kind: 'range', unit: 'mm', least: 52, most: 311, chosen: {} });
    const equipment = PRODUCTS.filter((p) => p.category === 'Mining Equipment');
    const [make] = facetsOf('Mining Equipment', equipment, filterKeysOf, read('Mining Equipment', 'power=50-'));
    expect(make).toMatchObject({ kind: 'choice', param: 'make' });
    const choices = make?.kind === 'choice' ? make.choices : [];
    expect(choices.find((c) => c.value === 'caterpillar')).toMatchObject({ label: 'Caterpillar', count: 0 });
    expect(choices.find((c) => c.value === 'godwin')).toMatchObject({ count: 1 });
  });
});

describe('the specs’ own readings', () => {
  it('takes an IADC code’s series from its first digit, a PDC code having none', () => {
    expect(['637', '5-1-7', 'IADC 6-3-7', 'M323', '9-1-1'].map(iadcSeries)).toEqual([
      '6',
      '5',
      '6',
      undefined,
      undefined,
    ]);
  });

  it('says millimetres in inches to the eighth, as bits are named', () => {
    expect([251, 311, 216, 114.3, 25.4].map(inchesOf)).toEqual(['9 7/8"', '12 1/4"', '8 1/2"', '4 1/2"', '1"']);
  });
});
