import { describe, expect, it } from '@jest/globals';
import { bilingualTexts, needsTranslation, translationStatus } from '#shared/translation-status.ts';

const product = (name: { mn: string; en: string }, spec = { mn: '311 мм', en: '311 mm' }) => ({
  slug: 'tricone-bit',
  name,
  price: 1200,
  specs: [{ label: { mn: 'Диаметр', en: 'Diameter' }, value: spec }],
  basis: { name: { mn: 'хуучин', en: '' } },
});

describe('The bilingual texts of a value', () => {
  it('are found at any depth, rows included, and the shipped basis is left out', () => {
    expect(bilingualTexts(product({ mn: 'Шарошкан хошуу', en: 'Tricone bit' })).map(({ path }) => path)).toEqual([
      'name',
      'specs.0.label',
      'specs.0.value',
    ]);
  });

  it('are the value itself for a text', () => {
    expect(bilingualTexts({ mn: 'Сайн уу', en: 'Hello' })).toEqual([
      { path: '', texts: { mn: 'Сайн уу', en: 'Hello' } },
    ]);
  });
});

describe('The translation status', () => {
  it('names the texts left empty in one language only', () => {
    const status = translationStatus([product({ mn: 'Шарошкан хошуу', en: ' ' }, { mn: '', en: '' })]);
    expect(status.missing).toEqual({ mn: [], en: ['name'] });
    expect(needsTranslation(status)).toBe(true);
  });

  it('says English may be out of date when the Mongolian changed after it', () => {
    const status = translationStatus([
      product({ mn: 'Шарошкан хошуу, шинэ', en: 'Tricone bit' }),
      product({ mn: 'Шарошкан хошуу', en: 'Tricone bit' }),
    ]);
    expect(status.outdated).toEqual({ mn: [], en: ['name'] });
  });

  it('finds the change in an older version when later ones changed other fields', () => {
    const status = translationStatus([
      product({ mn: 'Хошуу 2', en: 'Bit' }, { mn: '320 мм', en: '320 mm' }),
      product({ mn: 'Хошуу 2', en: 'Bit' }),
      product({ mn: 'Хошуу', en: 'Bit' }),
    ]);
    expect(status.outdated).toEqual({ mn: [], en: ['name'] });
  });

  it('holds both languages current once the other one is changed too, in the same version or a later one', () => {
    const together = translationStatus([product({ mn: 'Хошуу 2', en: 'Bit 2' }), product({ mn: 'Хошуу', en: 'Bit' })]);
    const caughtUp = translationStatus([
      product({ mn: 'Хошуу 2', en: 'Bit 2' }),
      product({ mn: 'Хошуу 2', en: 'Bit' }),
      product({ mn: 'Хошуу', en: 'Bit' }),
    ]);
    expect(needsTranslation(together)).toBe(false);
    expect(needsTranslation(caughtUp)).toBe(false);
  });

  it('says Mongolian may be out of date when only the English changed, spaces around a text aside', () => {
    const status = translationStatus([
      { mn: 'Бидний тухай ', en: 'About our company' },
      { mn: 'Бидний тухай', en: 'About us' },
    ]);
    expect(status.outdated).toEqual({ mn: [''], en: [] });
  });

  it('asks nothing of a value with no earlier version, or of one complete and changed in both', () => {
    expect(needsTranslation(translationStatus([product({ mn: 'Хошуу', en: 'Bit' })]))).toBe(false);
    expect(needsTranslation(translationStatus([]))).toBe(false);
  });
});
