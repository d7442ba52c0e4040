import type { AdminNotice } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { formatAmount, formatNumber, roundCents, type PriceRate } from '#shared/money.ts';
import { INCOTERMS, quotationDocumentSchema } from '#shared/quotation.ts';
import { quotationStatus } from '#shared/quotation-status.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';
import type { QuotationPageProps, QuotationPreview, QuotationVersionRow } from '#shared/quotation-view.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { InboxEntryDetail } from '../storage/inbox-store.ts';
import type { QuotationRecord, QuotationVersion } from '../storage/quotation-store.ts';
import { documentOf, type QuotationFields } from '#shared/quotation-fields.ts';
import { cataloguePriceText, type ProductLookup } from '../quotations/quotation-prefill.ts';
import { entryHref } from './inbox-props.ts';

// The office's quotation page props (shared/quotation-view.ts): every figure worked out here by shared/money.ts and
// shared/quotation-totals.ts, every link whole.

/** Where a request's quotation form posts, and a quotation's own pages, under the office's base path. */
export const quotationPaths = (base: string) => ({
  form: (enquiryId: number) => `${base}/enquiry/${enquiryId}/quotation`,
  page: (id: number) => `${base}/quotations/${id}`,
  preview: (id: number) => `${base}/quotations/${id}/preview.pdf`,
  version: (id: number, version: number) => `${base}/quotations/${id}/versions/${version}`,
});

const mnt = (value: number) => formatAmount(value, 'MNT');
const usd = (value: number) => formatAmount(value, 'USD');
export const rateText = (rate: PriceRate) => `$1 = ${mnt(rate.mntPerUsd)} (${rate.date})`;

function versionRow(paths: ReturnType<typeof quotationPaths>, id: number, version: QuotationVersion) {
  const { mail } = version;
  const mailView: QuotationVersionRow['mail'] =
    mail.state === 'sent'
      ? { state: 'sent', time: localTime(mail.at) }
      : mail.state === 'pending'
        ? { state: 'pending', attempts: mail.attempts, ...(mail.lastError ? { lastError: mail.lastError } : {}) }
        : { state: 'none' };
  return {
    version: version.version,
    number: version.number,
    sentAt: localTime(version.sentAt),
    sentBy: version.sentBy,
    validUntil: localTime(version.validUntil).slice(0, 10),
    language: version.language,
    mail: mailView,
    pdfHref: paths.version(id, version.version),
  };
}

function previewOf(form: QuotationFields, pdfHref: string): QuotationPreview | undefined {
  const parsed = quotationDocumentSchema.safeParse(documentOf(form));
  if (!parsed.success) return undefined;
  const document = parsed.data;
  const totals = quotationTotals(document);
  const pair = (valueMnt: number, valueUsd: number) => ({ mnt: mnt(valueMnt), usd: usd(valueUsd) });
  return {
    lines: document.lines.map((line, index) => {
      const figures = totals.lines[index];
      return {
        name: line.name,
        quantity: line.quantity,
        unit: pair(line.unitPriceMnt, figures?.unitPriceUsd ?? 0),
        discount: `${formatNumber(line.discountPercent)}%`,
        net: pair(figures?.netMnt ?? 0, figures?.netUsd ?? 0),
      };
    }),
    subtotal: pair(totals.subtotalMnt, totals.subtotalUsd),
    vatPercent: formatNumber(document.vatPercent),
    vat: pair(totals.vatMnt, totals.vatUsd),
    total: pair(totals.totalMnt, totals.totalUsd),
    rate: rateText(document.rate),
    pdfHref,
  };
}

interface QuotationPageInput {
  base: string;
  entry: InboxEntryDetail;
  record: QuotationRecord | undefined;
  form: QuotationFields;
  errors?: Record<string, string>;
  notice?: AdminNotice;
  products: ProductLookup;
  todayRate: PriceRate | null;
  now: Date;
}

export function quotationPageProps(input: QuotationPageInput): QuotationPageProps {
  const { base, entry, record, form, errors = {}, notice, products, todayRate, now } = input;
  const paths = quotationPaths(base);
  const language: Language = form.fields.language === 'en' ? 'en' : 'mn';
  const formRate = Number((form.fields['rate.mntPerUsd'] ?? '').replace(/[\s,]/g, ''));
  const lines = Array.from({ length: form.lineCount }, (_, line) => {
    const productId = Number(form.fields[`lines.${line}.productId`] || Number.NaN);
    const product = Number.isInteger(productId) ? products.byId(productId, language) : undefined;
    const unit = Number((form.fields[`lines.${line}.unitPriceMnt`] ?? '').replace(/[\s,]/g, ''));
    const hasUsd =
      formRate > 0 && Number.isFinite(unit) && unit >= 0 && (form.fields[`lines.${line}.unitPriceMnt`] ?? '') !== '';
    return {
      catalogue: product ? cataloguePriceText(product, todayRate) : '',
      unitUsd: hasUsd ? usd(roundCents(unit / formRate)) : '',
    };
  });
  const quotation = record?.quotation;
  const hasErrors = Object.keys(errors).length > 0;
  const preview = quotation && !hasErrors ? previewOf(form, paths.preview(quotation.id)) : undefined;
  return {
    enquiry: {
      id: entry.id,
      kind: entry.kind,
      name: entry.name,
      email: entry.email,
      language: entry.language,
      href: entryHref(base, entry),
    },
    ...(quotation
      ? {
          quotation: {
            id: quotation.id,
            number: quotation.number ?? '',
            status: quotationStatus(quotation, now),
            href: paths.page(quotation.id),
            ...(quotation.decidedAt
              ? { decision: { time: localTime(quotation.decidedAt), reason: quotation.decisionReason ?? '' } }
              : {}),
            ...(quotation.viewedAt ? { viewed: localTime(quotation.viewedAt) } : {}),
          },
        }
      : {}),
    action: paths.form(entry.id),
    canEdit: quotation?.state !== 'accepted',
    fields: form.fields,
    lineCount: form.lineCount,
    lines,
    errors,
    ...(notice ? { notice } : {}),
    incoterms: INCOTERMS,
    languages: LANGUAGES,
    todayRate: todayRate ? rateText(todayRate) : '',
    ...(preview ? { preview } : {}),
    versions: record ? record.versions.map((version) => versionRow(paths, record.quotation.id, version)).reverse() : [],
  };
}
