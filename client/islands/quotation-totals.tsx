import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#shared/money.ts';
import { quotationLineSchema, quotationRateSchema } from '#shared/quotation.ts';
import { documentOf } from '#shared/quotation-fields.ts';
import { quotationTotals, type QuotationTotals } from '#shared/quotation-totals.ts';

// The office's quotation form with script (docs/office-guide.md, "Quotations"): the totals as typed, worked out by
// the shared schema and quotationTotals as the page's preview and the PDF are, updated on each keystroke. Without
// script (or before it runs) nothing shows: Preview draws the same figures from the server.

export interface QuotationTotalsProps {
  /** The form's id. */
  form: string;
}

/** The figures of the form's values now, checked by the shared schema's parts as the server checks them. */
function totalsOf(form: HTMLFormElement): QuotationTotals | undefined {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  const document = documentOf({ fields, lineCount: Number(fields.lineCount) || 0 });
  const lines = document.lines.map((line) => quotationLineSchema.safeParse(line));
  const rate = quotationRateSchema.safeParse(document.rate);
  const vatPercent = document.vatPercent;
  if (!rate.success || !(vatPercent >= 0 && vatPercent <= 100) || lines.length === 0) return undefined;
  const checked = lines.flatMap((line) => (line.success ? [line.data] : []));
  if (checked.length < lines.length) return undefined;
  return quotationTotals({ lines: checked, vatPercent, rate: rate.data });
}

export function QuotationTotalsLive({ form }: QuotationTotalsProps) {
  const { t } = useTranslation('quotations');
  const [totals, setTotals] = useState<QuotationTotals | null>();
  useEffect(() => {
    const element = document.getElementById(form);
    if (!(element instanceof HTMLFormElement)) return;
    const update = () => setTotals(totalsOf(element) ?? null);
    update();
    element.addEventListener('input', update);
    return () => element.removeEventListener('input', update);
  }, [form]);
  if (totals === undefined) return null;
  return (
    <p className="quotation-live">
      {totals
        ? t('office.live', {
            subtotal: formatAmount(totals.subtotalMnt, 'MNT'),
            vat: formatAmount(totals.vatMnt, 'MNT'),
            total: formatAmount(totals.totalMnt, 'MNT'),
            usd: formatAmount(totals.totalUsd, 'USD'),
          })
        : t('office.liveIncomplete')}
    </p>
  );
}
