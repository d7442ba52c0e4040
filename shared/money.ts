import { MNT_ROUND_ABOVE, MNT_ROUND_TO } from './constants.ts';
import { roundFigure, type TickerFigures } from './rates.ts';

// Prices in tögrög and dollars (docs/content.md, "Prices"; docs/specification.md §3 and §9): one set of rules for the
// server's pages and the islands, so both print the same figures. A product's price is entered in US dollars or tögrög;
// pages show ₮ first and $ beside it, one of the two converted with the day's rate, or only the entered currency
// without one.

export const CURRENCIES = ['USD', 'MNT'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The shipped catalogue's currency, and that of every price stored before prices had one. */
export const DEFAULT_CURRENCY: Currency = 'USD';

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.some((currency) => currency === value);

const SIGNS: Record<Currency, string> = { MNT: '₮', USD: '$' };

/** What a price needs: its amount in its currency before any discount (0: on request) and the share charged. */
export interface Priced {
  price: number;
  currency: Currency;
  /** The percentage of the price charged (docs/specification.md §4): 100 means no discount. */
  discount: number;
}

/** The rate prices are converted with: tögrög per dollar as the ticker shows it, and the date of its table. */
export interface PriceRate {
  mntPerUsd: number;
  /** YYYY-MM-DD: the upstream table the figure comes from. */
  date: string;
}

/**
 * The rate of the ticker's figures, or null when prices must not be converted: no figures yet ('fetching'), none to
 * be had ('unavailable'), or stale ones, kept from an earlier Ulaanbaatar day because today's fetch has not succeeded
 * (the ticker still shows those with their date; a price converted with them would look current and be not).
 */
export function priceRateOf(figures: TickerFigures): PriceRate | null {
  if (typeof figures === 'string' || figures.stale === true) return null;
  return { mntPerUsd: roundFigure(figures.today.usd_mnt, 'usd_mnt'), date: figures.date };
}

// Half up on the decimal value, not the binary one (1.005 → 1.01, as the ticker rounds): the product of two
// decimals is cut to 15 significant digits first.
const halfUp = (value: number) => Math.round(Number(value.toPrecision(15)));

/** Whole tögrög. */
export const roundMnt = (value: number): number => halfUp(value);

/** Dollars to the cent. */
export const roundCents = (value: number): number => halfUp(value * 100) / 100;

/** A converted ₮ amount: whole tögrög, to the nearest ₮1,000 above ₮100,000 (docs/specification.md §9). */
export function roundConvertedMnt(value: number): number {
  const whole = halfUp(value);
  return whole > MNT_ROUND_ABOVE ? halfUp(value / MNT_ROUND_TO) * MNT_ROUND_TO : whole;
}

// Numbers are formatted by hand, not with Intl: the server's and the browser's ICU data may differ, and an island's
// HTML must be the same on both sides. Both languages group thousands with commas, as CLDR does for mn.

/** 9504 → "9,504"; 7457.5 → "7,457.50" (cents only when there are any). */
export function formatNumber(value: number): string {
  const cents = halfUp(value * 100);
  const whole = Math.trunc(cents / 100);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = Math.abs(cents % 100);
  return `${cents < 0 ? '-' : ''}${grouped}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/** "₮1,234,000", "$8,100", "$357.67". */
export function formatAmount(value: number, currency: Currency): string {
  return `${SIGNS[currency]}${formatNumber(value)}`;
}

/** One figure of a price in one currency; converted when worked out with the day's rate, not entered. */
export interface Amount {
  currency: Currency;
  value: number;
  isConverted: boolean;
}

/** ₮ first, then $. */
const byCurrency = (a: Amount, b: Amount) => (a.currency === b.currency ? 0 : a.currency === 'MNT' ? -1 : 1);

/** The amount charged in the entered currency (docs/specification.md §4): dollars to the cent, whole tögrög. */
export function chargedAmount({ price, discount, currency }: Priced): number {
  return currency === 'USD' ? halfUp(price * discount) / 100 : halfUp((price * discount) / 100);
}

/** An entered amount as pages show it: ₮ first and $ beside it with a rate, else in its own currency alone. */
export function moneyOf(value: number, currency: Currency, rate: PriceRate | null): Amount[] {
  const entered: Amount = { currency, value, isConverted: false };
  if (!rate) return [entered];
  const other: Amount =
    currency === 'USD'
      ? { currency: 'MNT', value: roundConvertedMnt(value * rate.mntPerUsd), isConverted: true }
      : { currency: 'USD', value: roundCents(value / rate.mntPerUsd), isConverted: true };
  return [entered, other].sort(byCurrency);
}

/** A price as pages show it: what is charged, and with a discount the regular price and the saving. */
export interface PriceView {
  now: Amount[];
  regular?: Amount[];
  /** The saving in percent, with a discount. */
  percentOff?: number;
}

/** The price shown for a product; null when it is on request (price 0). */
export function priceView(product: Priced, rate: PriceRate | null): PriceView | null {
  if (!(product.price > 0)) return null;
  const now = moneyOf(chargedAmount(product), product.currency, rate);
  if (product.discount >= 100) return { now };
  return { now, regular: moneyOf(product.price, product.currency, rate), percentOff: 100 - product.discount };
}

/** A quote-list line: the unit price shown times the quantity, so every figure can be checked against the unit's. */
export function lineMoney(product: Priced, qty: number, rate: PriceRate | null): Amount[] | null {
  const unit = priceView(product, rate)?.now;
  return unit ? unit.map((amount) => ({ ...amount, value: roundCents(amount.value * qty) })) : null;
}

/** The total of a quote list's priced lines. */
export interface QuoteTotal {
  /**
   * With a rate: the whole in ₮ and $ (a figure converted when any line's is). Without one: a sum per entered
   * currency, which cannot be added up.
   */
  amounts: Amount[];
  /** True when `amounts` are sums in different currencies, not one total shown twice. */
  isPerCurrency: boolean;
  /** Lines on request, left out of the total. */
  unpriced: number;
}

export function quoteTotal(lines: ReadonlyArray<Priced & { qty: number }>, rate: PriceRate | null): QuoteTotal {
  const sums = new Map<Currency, Amount>();
  let unpriced = 0;
  for (const line of lines) {
    const money = lineMoney(line, line.qty, rate);
    if (!money) {
      unpriced += 1;
      continue;
    }
    for (const amount of money) {
      const sum = sums.get(amount.currency);
      sums.set(amount.currency, {
        currency: amount.currency,
        value: roundCents((sum?.value ?? 0) + amount.value),
        isConverted: Boolean(sum?.isConverted) || amount.isConverted,
      });
    }
  }
  const amounts = [...sums.values()].sort(byCurrency);
  return { amounts, isPerCurrency: !rate && amounts.length > 1, unpriced };
}

/** The catalogue's orders: the office's (listed), or by the price charged. */
export const CATALOGUE_SORTS = ['listed', 'price-asc', 'price-desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const isCatalogueSort = (value: unknown): value is CatalogueSort =>
  CATALOGUE_SORTS.some((sort) => sort === value);

/** What a price is compared by: the ₮ shown with a rate, else the amount charged in its own currency. */
function sortValue(product: Priced, rate: PriceRate | null): number | undefined {
  const view = priceView(product, rate);
  if (!view) return undefined;
  return rate ? view.now.find((amount) => amount.currency === 'MNT')?.value : chargedAmount(product);
}

/**
 * The products in the order asked for; products on request last, ties in the catalogue's order. Without a rate,
 * prices in ₮ and $ cannot be compared: when both occur the catalogue's order stays, and `isSorted` says the price
 * order could not be applied (the page says why). Prices all in one currency are compared as they are.
 */
export function sortProducts<T extends Priced>(
  products: readonly T[],
  sort: CatalogueSort,
  rate: PriceRate | null,
): { products: T[]; isSorted: boolean } {
  if (sort === 'listed') return { products: [...products], isSorted: true };
  if (!rate && new Set(products.filter((product) => product.price > 0).map((p) => p.currency)).size > 1) {
    return { products: [...products], isSorted: false };
  }
  const sign = sort === 'price-asc' ? 1 : -1;
  const keyed = products.map((product, index) => ({ product, index, value: sortValue(product, rate) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
    }
    return sign * (a.value - b.value) || a.index - b.index;
  });
  return { products: keyed.map((entry) => entry.product), isSorted: true };
}
