import { quotationItems } from '#shared/quote-message.ts';
import type { RowFill } from './migration.ts';

/** The rows of migration 6 for the quotations stored before it: the items their message names, parsed once. */
export const quoteItemsFill: RowFill = {
  read: `SELECT id, message FROM enquiries WHERE kind = 'quotation' AND id > ? ORDER BY id LIMIT ?`,
  write: `INSERT INTO enquiry_items (enquiry_id, line, product_slug, product_name, quantity) VALUES (?, ?, NULL, ?, ?)`,
  rows: ({ id, message }) =>
    typeof message === 'string' && typeof id === 'number'
      ? quotationItems(message).map((item, index) => [id, index + 1, item.name, item.qty])
      : [],
};
