import type { QuotationDocument, QuotationDocumentInput } from './quotation.ts';

// The office's quotation form's values (input name → text, a line's as lines.<n>.<part>) read into a document, the
// same way on the server (server/quotations/quotation-form.ts) and in the page's totals island, for the shared schema
// (shared/quotation.ts) to check.

export const LINE_PARTS = ['productId', 'name', 'quantity', 'unitPriceMnt', 'discountPercent'] as const;

/** The form's values as typed (input name → text), and how many lines it has. */
export interface QuotationFields {
  fields: Record<string, string>;
  lineCount: number;
}

/** A number as staff type it: spaces and thousands' commas left out; '' is none (NaN, which the schema refuses). */
const numberOf = (value: string | undefined) => {
  const plain = (value ?? '').replace(/[\s,\u00a0]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
};

/** The document the form's values make, for the schema to check. */
export function documentOf({ fields, lineCount }: QuotationFields): QuotationDocumentInput {
  const lines = Array.from({ length: lineCount }, (_, line) => {
    const at = (part: string) => fields[`lines.${line}.${part}`] ?? '';
    const productId = at('productId');
    return {
      productId: productId === '' ? null : numberOf(productId),
      name: at('name'),
      quantity: numberOf(at('quantity')),
      unitPriceMnt: numberOf(at('unitPriceMnt')),
      discountPercent: at('discountPercent').trim() === '' ? 0 : numberOf(at('discountPercent')),
    };
  });
  return {
    lines,
    deliveryTime: fields.deliveryTime ?? '',
    incoterm: (fields.incoterm ?? '') as QuotationDocument['incoterm'],
    place: fields.place ?? '',
    paymentTerms: fields.paymentTerms ?? '',
    validDays: numberOf(fields.validDays),
    note: fields.note ?? '',
    vatPercent: numberOf(fields.vatPercent),
    rate: { mntPerUsd: numberOf(fields['rate.mntPerUsd']), date: (fields['rate.date'] ?? '').trim() },
  };
}
