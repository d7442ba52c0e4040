import { MIN_CART_QTY } from './constants.ts';

// docs/specification.md §4 cart arithmetic, kept free of MobX so the quote-list page, the stores and the tests share
// it.

/**
 * A whole quantity, never below the minimum (docs/specification.md §9: 1); anything not a finite number is the minimum.
 */
export function clampQuantity(qty: number): number {
  if (!Number.isFinite(qty)) return MIN_CART_QTY;
  return Math.max(MIN_CART_QTY, Math.floor(qty));
}

/** docs/specification.md §4: line sum = price × discount / 100 × quantity (discount is the percentage charged). */
export function lineSum(price: number, discount: number, qty: number): number {
  return ((price * discount) / 100) * qty;
}

/**
 * The stored message of a quote-list enquiry: every item as 'name × qty' on its own line, for the office
 * (English like the other enquiry messages, docs/specification.md §3), then the buyer's note if any.
 */
export function quoteListMessage(items: readonly { name: string; qty: number }[], note = ''): string {
  const lines = [
    `Quotation request for ${items.length} products:`,
    ...items.map((item) => `- ${item.name} × ${item.qty}`),
  ];
  const trimmed = note.trim();
  if (trimmed !== '') lines.push('', `Note: ${trimmed}`);
  return lines.join('\n');
}

const QUOTE_LIST_ITEM = /^- (.+) × (\d+)$/;
const SINGLE_QUOTATION = /^Quotation request for product: (.+)$/;

/** The products and quantities of a quotation's stored message (quoteListMessage, quotationMessage); [] for others. */
export function quotationItems(message: string): Array<{ name: string; qty: number }> {
  const single = SINGLE_QUOTATION.exec(message.trim());
  if (single?.[1]) return [{ name: single[1], qty: 1 }];
  return message.split('\n').flatMap((line) => {
    const item = QUOTE_LIST_ITEM.exec(line.trim());
    return item?.[1] ? [{ name: item[1], qty: Number(item[2]) }] : [];
  });
}
