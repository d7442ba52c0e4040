import { MIN_CART_QTY } from './constants.ts';

// docs/specification.md §4 cart arithmetic, kept free of MobX so the quote-list page, the stores and the tests share
// it. Money (line sum = price × discount / 100 × quantity, in ₮ and $) is shared/money.ts's.

/**
 * A whole quantity, never below the minimum (docs/specification.md §9: 1); anything not a finite number is the minimum.
 */
export function clampQuantity(qty: number): number {
  if (!Number.isFinite(qty)) return MIN_CART_QTY;
  return Math.max(MIN_CART_QTY, Math.floor(qty));
}
