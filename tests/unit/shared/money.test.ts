import { describe, expect, it } from '@jest/globals';
import {
  chargedAmount,
  formatAmount,
  formatNumber,
  lineMoney,
  moneyOf,
  priceRateOf,
  priceView,
  quoteTotal,
  roundConvertedMnt,
  sortProducts,
  type Currency,
  type PriceRate,
} from '#shared/money.ts';
import { EXPECTED_VIEW } from '../../helpers/rates-fixtures.ts';

// Issue #26: the rules every page and island prints prices with (docs/specification.md §3, §9).

const RATE: PriceRate = { mntPerUsd: 3450.12, date: '2026-03-15' };
const usd = (value: number) => ({ currency: 'USD' as const, value, isConverted: false });
const mnt = (value: number) => ({ currency: 'MNT' as const, value, isConverted: false });
const converted = <T extends { isConverted: boolean }>(amount: T) => ({ ...amount, isConverted: true });
const priced = (price: number, currency: Currency = 'USD', discount = 100) => ({ price, currency, discount });

describe('priceRateOf', () => {
  it('takes the day’s USD/MNT figure as the ticker shows it (two decimals), with the table’s date', () => {
    expect(priceRateOf(EXPECTED_VIEW)).toEqual(RATE);
    const unrounded = { ...EXPECTED_VIEW, today: { ...EXPECTED_VIEW.today, usd_mnt: 3450.1251 } };
    expect(priceRateOf(unrounded)).toEqual({ mntPerUsd: 3450.13, date: '2026-03-15' });
  });

  it('gives no rate without figures, or with stale ones of an earlier day', () => {
    expect(priceRateOf('fetching')).toBeNull();
    expect(priceRateOf('unavailable')).toBeNull();
    expect(priceRateOf({ ...EXPECTED_VIEW, stale: true })).toBeNull();
    expect(priceRateOf({ ...EXPECTED_VIEW, stale: false })).toEqual(RATE);
  });
});

describe('roundConvertedMnt', () => {
  it('keeps whole tögrög up to ₮100,000 and rounds to the nearest ₮1,000 above it', () => {
    expect(roundConvertedMnt(99_999)).toBe(99_999);
    expect(roundConvertedMnt(100_000)).toBe(100_000);
    expect(roundConvertedMnt(100_499)).toBe(100_000);
    expect(roundConvertedMnt(100_500)).toBe(101_000);
    expect(roundConvertedMnt(27_945_972)).toBe(27_946_000);
  });

  it('rounds fractions half up to the whole tögrög first', () => {
    expect(roundConvertedMnt(1234.5)).toBe(1235);
    expect(roundConvertedMnt(1234.49)).toBe(1234);
    expect(roundConvertedMnt(99_999.4)).toBe(99_999);
    expect(roundConvertedMnt(99_999.5)).toBe(100_000);
    expect(roundConvertedMnt(100_000.4)).toBe(100_000);
  });
});

describe('formatting', () => {
  it('writes ₮ and $ before the figure, thousands grouped, cents only when there are any', () => {
    expect(formatAmount(1_234_000, 'MNT')).toBe('₮1,234,000');
    expect(formatAmount(8100, 'USD')).toBe('$8,100');
    expect(formatAmount(7457.5, 'USD')).toBe('$7,457.50');
    expect(formatAmount(357.67, 'USD')).toBe('$357.67');
    expect(formatAmount(0.05, 'USD')).toBe('$0.05');
  });

  it('rounds cents half up on the decimal value', () => {
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(9504)).toBe('9,504');
    expect(formatNumber(1_000_000.999)).toBe('1,000,001');
  });
});

describe('moneyOf', () => {
  it('shows a dollar price with its ₮ equivalent first', () => {
    // $8,100 × 3,450.12 = ₮27,945,972.
    expect(moneyOf(8100, 'USD', RATE)).toEqual([converted(mnt(27_946_000)), usd(8100)]);
    expect(moneyOf(25, 'USD', RATE)).toEqual([converted(mnt(86_253)), usd(25)]);
  });

  it('shows a tögrög price as entered with its $ equivalent to the cent', () => {
    // ₮1,234,000 ÷ 3,450.12 = $357.668…
    expect(moneyOf(1_234_000, 'MNT', RATE)).toEqual([mnt(1_234_000), converted(usd(357.67))]);
  });

  it('converts nothing without a rate', () => {
    expect(moneyOf(8100, 'USD', null)).toEqual([usd(8100)]);
    expect(moneyOf(1_234_000, 'MNT', null)).toEqual([mnt(1_234_000)]);
  });
});

describe('priceView', () => {
  it('is null for a price on request', () => {
    expect(priceView(priced(0), RATE)).toBeNull();
    expect(priceView(priced(0, 'MNT'), null)).toBeNull();
  });

  it('charges the discount in the entered currency, then converts: dollars to the cent, whole tögrög', () => {
    expect(chargedAmount(priced(199.99, 'USD', 90))).toBe(179.99);
    expect(chargedAmount(priced(1_234_567, 'MNT', 85))).toBe(1_049_382);
    // 95 % of $44,000 = $41,800 ≈ ₮144,215,016; the regular $44,000 ≈ ₮151,805,280.
    expect(priceView(priced(44_000, 'USD', 95), RATE)).toEqual({
      now: [converted(mnt(144_215_000)), usd(41_800)],
      regular: [converted(mnt(151_805_000)), usd(44_000)],
      percentOff: 5,
    });
    expect(priceView(priced(1_250_000, 'MNT', 85), RATE)).toEqual({
      now: [mnt(1_062_500), converted(usd(307.96))],
      regular: [mnt(1_250_000), converted(usd(362.31))],
      percentOff: 15,
    });
    expect(priceView(priced(1_250_000, 'MNT', 85), null)).toEqual({
      now: [mnt(1_062_500)],
      regular: [mnt(1_250_000)],
      percentOff: 15,
    });
  });

  it('has no regular price without a discount', () => {
    expect(priceView(priced(8100), RATE)).toEqual({ now: [converted(mnt(27_946_000)), usd(8100)] });
  });
});

describe('quote list lines and total', () => {
  it('multiplies the unit price shown, so a line can be checked against it', () => {
    // Unit ≈ ₮86,253 and $25; three of them.
    expect(lineMoney(priced(25), 3, RATE)).toEqual([converted(mnt(258_759)), usd(75)]);
    expect(lineMoney(priced(19.99, 'USD', 90), 3, null)).toEqual([usd(53.97)]);
    expect(lineMoney(priced(0), 3, RATE)).toBeNull();
  });

  it('totals the priced items in ₮ and $, leaving those on request out', () => {
    const lines = [
      { ...priced(100), qty: 2 },
      { ...priced(300_000, 'MNT'), qty: 1 },
      { ...priced(0), qty: 4 },
    ];
    // 2 × ≈₮345,000 + ₮300,000; 2 × $100 + ≈$86.95.
    expect(quoteTotal(lines, RATE)).toEqual({
      amounts: [converted(mnt(990_000)), converted(usd(286.95))],
      isPerCurrency: false,
      unpriced: 1,
    });
  });

  it('without a rate, sums each currency apart', () => {
    const lines = [
      { ...priced(100), qty: 2 },
      { ...priced(300_000, 'MNT'), qty: 1 },
    ];
    expect(quoteTotal(lines, null)).toEqual({ amounts: [mnt(300_000), usd(200)], isPerCurrency: true, unpriced: 0 });
    expect(quoteTotal([{ ...priced(100), qty: 2 }], null)).toEqual({
      amounts: [usd(200)],
      isPerCurrency: false,
      unpriced: 0,
    });
    expect(quoteTotal([{ ...priced(0), qty: 2 }], null)).toEqual({ amounts: [], isPerCurrency: false, unpriced: 1 });
  });
});

describe('sortProducts', () => {
  const products = [
    { id: 1, ...priced(100) }, // ≈ ₮345,000
    { id: 2, ...priced(300_000, 'MNT') },
    { id: 3, ...priced(0) },
    { id: 4, ...priced(50, 'USD', 90) }, // $45 ≈ ₮155,000
    { id: 5, ...priced(2_000_000, 'MNT') },
    { id: 6, ...priced(300_000, 'MNT') },
  ];
  const ids = (result: { products: Array<{ id: number }> }) => result.products.map((product) => product.id);

  it('compares the ₮ shown with a rate, products on request last, ties in the catalogue’s order', () => {
    expect(ids(sortProducts(products, 'price-asc', RATE))).toEqual([4, 2, 6, 1, 5, 3]);
    expect(ids(sortProducts(products, 'price-desc', RATE))).toEqual([5, 1, 2, 6, 4, 3]);
    expect(sortProducts(products, 'price-asc', RATE).isSorted).toBe(true);
  });

  it('keeps the catalogue’s order when asked to', () => {
    expect(sortProducts(products, 'listed', null)).toEqual({ products, isSorted: true });
  });

  it('without a rate, compares prices of one currency as entered', () => {
    const dollars = products.filter((product) => product.currency === 'USD');
    expect(sortProducts(dollars, 'price-desc', null)).toEqual({
      products: [dollars[0], dollars[2], dollars[1]],
      isSorted: true,
    });
  });

  it('without a rate, keeps the catalogue’s order where ₮ and $ prices mix, saying it could not sort', () => {
    expect(sortProducts(products, 'price-asc', null)).toEqual({ products, isSorted: false });
  });
});
