// A quotation's products and quantities: the rows the office's inbox shows (QuoteItem), and the text of the
// enquiry's message and e-mail that names them (docs/specification.md §3). The browser sends the items of its
// quote list as data beside the message; quotationItems reads them back from a message only where no data came
// with it: the single-product forms, and the enquiries stored before the items were rows (migration 6).

export interface QuoteItem {
  /** The product's slug, when the form knew it. */
  slug: string | null;
  name: string;
  qty: number;
}

/** The largest quantity of an item (nine digits: it fits both databases' integers). */
export const MAX_QUOTE_QTY = 999_999_999;

/** Items of one quotation at most. */
export const MAX_QUOTE_ITEMS = 200;

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

const QUOTE_LIST_ITEM = /^- (.+) × (\d{1,9})$/;
const SINGLE_QUOTATION = /^Quotation request for product: (.+)$/;

/**
 * The products and quantities a quotation's message names (quoteListMessage, or quotationMessage of
 * contact-schema.ts: one product, quantity 1); [] for any other text.
 */
export function quotationItems(message: string): QuoteItem[] {
  const single = SINGLE_QUOTATION.exec(message.trim());
  if (single?.[1]) return [{ slug: null, name: single[1], qty: 1 }];
  return message.split('\n').flatMap((line) => {
    const item = QUOTE_LIST_ITEM.exec(line.trim());
    const qty = Number(item?.[2]);
    return item?.[1] && qty >= 1 ? [{ slug: null, name: item[1], qty }] : [];
  });
}
