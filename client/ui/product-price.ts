import { DEFAULT_CURRENCY_SYMBOL } from '#shared/constants.ts';

// Numbers are formatted by hand, not with Intl: the server's and the browser's ICU data may differ, and an
// island's HTML must be the same on both sides. Both languages group thousands with commas, as CLDR does for mn.

/** 9504 → "9,504"; 7457.5 → "7,457.50" (cents only when there are any). */
export function formatNumber(value: number): string {
  const cents = Math.round(value * 100);
  const whole = Math.trunc(cents / 100);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = Math.abs(cents % 100);
  return `${cents < 0 ? '-' : ''}${grouped}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/**
 * docs/specification.md §4: discount is the percentage of the price charged (line sum = price × discount / 100), 100 =
 * none.
 */
export function discountedPrice(price: number, discount: number): number {
  return Math.round(price * discount) / 100;
}

/** docs/specification.md §3/§9: the data store's currency symbol, '$' by default. */
export function formatMoney(amount: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return `${symbol}${formatNumber(amount)}`;
}
