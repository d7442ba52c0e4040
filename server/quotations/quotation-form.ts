import type { z } from 'zod/mini';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { quotationDocumentSchema, type QuotationDocument, type QuotationDocumentInput } from '#shared/quotation.ts';
import { documentOf, LINE_PARTS, type QuotationFields } from '#shared/quotation-fields.ts';
import { MAX_QUOTE_ITEMS } from '#shared/quote-message.ts';

// The office's quotation form as posted (docs/office-guide.md, "Quotations"): flat fields, a line's as
// lines.<n>.<part>, read into a document the shared schema checks, and a document written back into fields. A
// refused post shows the form again with every value as typed; adding or removing a line redraws it the same way,
// without script.

const DOCUMENT_FIELDS = [
  'deliveryTime',
  'incoterm',
  'place',
  'paymentTerms',
  'validDays',
  'note',
  'vatPercent',
  'rate.mntPerUsd',
  'rate.date',
] as const;

/** What a post's button asks: save the draft, save and show its preview, send it, or redraw with a line more or less. */
export type FormAction = { kind: 'save' | 'preview' | 'send' | 'add' } | { kind: 'remove'; line: number };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function formAction(value: unknown): FormAction {
  const action = text(value);
  const removed = /^remove\.(\d{1,3})$/.exec(action);
  if (removed) return { kind: 'remove', line: Number(removed[1]) };
  if (action === 'preview' || action === 'send' || action === 'add') return { kind: action };
  return { kind: 'save' };
}

/** The posted form's values, with its lines renumbered from 0 (at most MAX_QUOTE_ITEMS). */
export function readFields(body: Record<string, unknown>): QuotationFields {
  const fields: Record<string, string> = { language: text(body.language) };
  for (const name of DOCUMENT_FIELDS) fields[name] = text(body[name]);
  const count = Math.min(Math.max(0, Math.trunc(Number(text(body.lineCount))) || 0), MAX_QUOTE_ITEMS);
  for (let line = 0; line < count; line += 1) {
    for (const part of LINE_PARTS) fields[`lines.${line}.${part}`] = text(body[`lines.${line}.${part}`]);
  }
  return { fields, lineCount: count };
}

/** The form after `action`'s redraw: a line more (empty) at the end, or the line removed and the rest moved up. */
export function redrawn({ fields, lineCount }: QuotationFields, action: FormAction): QuotationFields {
  if (action.kind === 'add' && lineCount < MAX_QUOTE_ITEMS) {
    const added = Object.fromEntries(LINE_PARTS.map((part) => [`lines.${lineCount}.${part}`, '']));
    return { fields: { ...fields, ...added, [`lines.${lineCount}.discountPercent`]: '0' }, lineCount: lineCount + 1 };
  }
  if (action.kind !== 'remove' || action.line >= lineCount) return { fields, lineCount };
  // The lines after the removed one move up a place; the last place's inputs are left out.
  const moved = (name: string): [string, string] | undefined => {
    const line = /^lines\.(\d+)\.(.+)$/.exec(name);
    if (!line) return [name, fields[name] ?? ''];
    const index = Number(line[1]);
    if (index === action.line) return undefined;
    return [index > action.line ? `lines.${index - 1}.${line[2]}` : name, fields[name] ?? ''];
  };
  const kept = Object.fromEntries(
    Object.keys(fields)
      .map(moved)
      .filter((entry) => entry !== undefined),
  );
  return { fields: kept, lineCount: lineCount - 1 };
}

/** What is wrong, per input name (lines.2.unitPriceMnt, rate.date, lines for the list itself): a translation key. */
export function formErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'lines';
    // The rate's two inputs share one message, under the rate.
    const field = name.startsWith('rate') ? 'rate.mntPerUsd' : name;
    errors[field] ??= issue.message;
  }
  return errors;
}

export type CheckedForm =
  { ok: true; document: QuotationDocument; language: Language } | { ok: false; errors: Record<string, string> };

/** The form checked by the shared schema (the same the browser's would run), with the quotation's language. */
export function checkForm(form: QuotationFields, fallback: Language): CheckedForm {
  const parsed = quotationDocumentSchema.safeParse(documentOf(form));
  const language = LANGUAGES.find((lng) => lng === form.fields.language) ?? fallback;
  return parsed.success
    ? { ok: true, document: parsed.data, language }
    : { ok: false, errors: formErrors(parsed.error) };
}

/** A document's values as the form shows them. */
export function fieldsOf(document: QuotationDocumentInput, language: string): QuotationFields {
  const fields: Record<string, string> = {
    language,
    deliveryTime: document.deliveryTime,
    incoterm: document.incoterm,
    place: document.place,
    paymentTerms: document.paymentTerms,
    validDays: String(document.validDays ?? ''),
    note: document.note,
    vatPercent: String(document.vatPercent),
    'rate.mntPerUsd': Number.isFinite(document.rate.mntPerUsd) ? String(document.rate.mntPerUsd) : '',
    'rate.date': document.rate.date,
  };
  document.lines.forEach((line, index) => {
    fields[`lines.${index}.productId`] = line.productId === null ? '' : String(line.productId);
    fields[`lines.${index}.name`] = line.name;
    fields[`lines.${index}.quantity`] = String(line.quantity);
    fields[`lines.${index}.unitPriceMnt`] = Number.isFinite(line.unitPriceMnt) ? String(line.unitPriceMnt) : '';
    fields[`lines.${index}.discountPercent`] = String(line.discountPercent);
  });
  return { fields, lineCount: document.lines.length };
}
