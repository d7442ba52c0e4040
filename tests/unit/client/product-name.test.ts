import { describe, expect, it } from '@jest/globals';
import { unbreakableSizes } from '#client/ui/product-name.ts';

const shown = (name: string) => unbreakableSizes(name).replaceAll('\u00a0', '~');

describe('unbreakableSizes', () => {
  it('keeps a whole number with its fraction and a number with its unit', () => {
    expect(shown('Шарошкан хошуу 9 7/8" (251 мм) IADC 637')).toBe('Шарошкан хошуу 9~7/8" (251~мм) IADC 637');
    expect(shown('PDC Bit 8 1/2" (216 mm), 5 Blades')).toBe('PDC Bit 8~1/2" (216~mm), 5 Blades');
    expect(shown('Hydraulic Rock Breaker, 3,000 kg Class')).toBe('Hydraulic Rock Breaker, 3,000~kg Class');
    expect(shown('Экскаваторын чулууны хувин 3,0 м³')).toBe('Экскаваторын чулууны хувин 3,0~м³');
  });

  it('keeps the dimensions of a size together', () => {
    expect(shown('Grader Cutting Edge 203 × 19 × 1830 mm')).toBe('Grader Cutting Edge 203~×~19~×~1830~mm');
  });

  it('leaves other spaces alone: a number before a word is no size', () => {
    expect(shown('PDC хошуу 8 1/2" (216 мм), 5 далбаатай')).toBe('PDC хошуу 8~1/2" (216~мм), 5 далбаатай');
    expect(shown('Wet Brake Friction Disc, 220 t Haul Trucks')).toBe('Wet Brake Friction Disc, 220~t Haul Trucks');
    expect(shown('Mining 5 mmm')).toBe('Mining 5 mmm');
  });
});
