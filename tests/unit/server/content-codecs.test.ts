// Each kind's codec reads what earlier versions of the site stored, upgraded to today's shape, and refuses a value
// of another shape (server/content/content-codecs.ts).
import { describe, expect, it } from '@jest/globals';
import { codecOf } from '#server/content/content-codecs.ts';

/** A product as the first version of the office's catalogue published it: no currency, no photos. */
const FIELDS_BEFORE_CURRENCY = {
  slug: 'tricone-bit-251mm',
  name: { mn: 'Шарошкан хошуу', en: 'Tricone Bit' },
  description: { mn: 'Хатуу чулуулагт.', en: 'For hard rock.' },
  image: '/images/catalogue/tricone-bit-251mm-iadc-637.svg',
  category: 'Drilling Bit',
  length: 350,
  diameter: 251,
  length1: 127,
  price: 7850,
  discount: 100,
};

describe('the product codec', () => {
  it('reads a product stored before prices had a currency as dollars, its shipped basis too', () => {
    const read = codecOf('product').published({
      ...FIELDS_BEFORE_CURRENCY,
      visibility: 'hidden',
      formerSlugs: ['tricone-bit'],
      basis: FIELDS_BEFORE_CURRENCY,
    });
    expect(read).toMatchObject({ price: 7850, currency: 'USD', visibility: 'hidden', formerSlugs: ['tricone-bit'] });
    expect(read?.basis).toMatchObject({ currency: 'USD' });
    // The currency right after the price, as the catalogue's schema places it: stored and parsed fields compare as JSON.
    expect(Object.keys(read ?? {}).slice(8, 11)).toEqual(['price', 'currency', 'discount']);
  });

  it('keeps a product whose shipped basis no longer reads, without the basis', () => {
    const read = codecOf('product').published({
      ...FIELDS_BEFORE_CURRENCY,
      currency: 'MNT',
      visibility: 'shown',
      formerSlugs: [],
      basis: { slug: 'gone' },
    });
    expect(read).toMatchObject({ currency: 'MNT' });
    expect(read?.basis).toBeUndefined();
  });

  it('refuses a value of another shape, and a draft that is not a form of strings', () => {
    expect(codecOf('product').published({ slug: 'bit', visibility: 'deleted' })).toBeUndefined();
    expect(codecOf('product').published({ ...FIELDS_BEFORE_CURRENCY, formerSlugs: [] })).toBeUndefined();
    expect(codecOf('product').published('a product')).toBeUndefined();
    expect(codecOf('product').draft({ 'name.en': 'Bit', price: '100' })).toEqual({ 'name.en': 'Bit', price: '100' });
    expect(codecOf('product').draft({ price: 100 })).toBeUndefined();
  });
});

describe('the other kinds’ codecs', () => {
  it('reads a text with or without the shipped text it was written over, and refuses another shape', () => {
    expect(codecOf('text').published({ mn: 'Нэг', en: 'One' })).toEqual({ mn: 'Нэг', en: 'One' });
    const basis = { mn: 'Хоёр', en: 'Two' };
    expect(codecOf('text').published({ mn: 'Нэг', en: 'One', basis })).toEqual({ mn: 'Нэг', en: 'One', basis });
    expect(codecOf('text').published('One')).toBeUndefined();
    expect(codecOf('text').draft({ mn: 'Нэг' })).toBeUndefined();
  });

  it('reads the company’s links published alone, which are not the whole details', () => {
    const links = { messengerPageId: 'altanuul.mn', social: { facebook: '', linkedin: '', youtube: '' } };
    const read = codecOf('company').published(links);
    expect(read).toEqual(links);
    expect(codecOf('company').published({ phones: '+976 7011 2233' })).toBeUndefined();
  });

  it('reads a list item and an order, and reads no draft of a kind the office never drafts', () => {
    const item = { fields: { name: { mn: 'Бат', en: 'Bat' }, email: 'bat@example.mn' }, visibility: 'shown' };
    expect(codecOf('collection-item').published({ ...item, formerSlugs: [] })).toEqual({ ...item, formerSlugs: [] });
    expect(codecOf('collection-item').published(item)).toBeUndefined();
    expect(codecOf('collection-order').published({ ids: [2, 1] })).toEqual({ ids: [2, 1] });
    expect(codecOf('product-order').published({ ids: ['2'] })).toBeUndefined();
    expect(codecOf('product-order').draft({ ids: [2, 1] })).toBeUndefined();
    expect(codecOf('media').published({ id: 'abc' })).toBeUndefined();
  });
});
