import { describe, expect, it } from '@jest/globals';
import { quotationItems, quoteListMessage } from '#shared/quote-message.ts';
import { quotationMessage } from '#shared/schemas/contact-schema.ts';

describe('quotation messages and their items', () => {
  it('writes a quote list as one line per item, then the note', () => {
    const items = [
      { name: 'Bit 9 7/8″', qty: 3 },
      { name: 'OTR tyre 40.00R57', qty: 12 },
    ];
    expect(quoteListMessage(items, ' by March ')).toBe(
      'Quotation request for 2 products:\n- Bit 9 7/8″ × 3\n- OTR tyre 40.00R57 × 12\n\nNote: by March',
    );
  });

  it('reads back the items of a quote list’s message and of a single product’s', () => {
    const list = quoteListMessage([
      { name: 'Bit × large', qty: 2 },
      { name: 'Шин', qty: 40 },
    ]);
    expect(quotationItems(list)).toEqual([
      { slug: null, name: 'Bit × large', qty: 2 },
      { slug: null, name: 'Шин', qty: 40 },
    ]);
    expect(quotationItems(quotationMessage('Tricone bit'))).toEqual([{ slug: null, name: 'Tricone bit', qty: 1 }]);
  });

  it('reads no item from other text, a quantity of 0 or one too large for the database', () => {
    expect(quotationItems('Hello, please call me')).toEqual([]);
    expect(quotationItems('Quotation request for 2 products:\n- Bit × 0\n- Tyre × 1234567890')).toEqual([]);
  });
});
