import { roundCents, roundMnt } from './money.ts';
import type { QuotationDocument } from './quotation.ts';

// A quotation's figures, worked out here only: the office's form preview and the PDF print these, nothing else adds
// them up (docs/decisions/040-quotation-pdf.md). The quotation is in tögrög, whole tögrög, rounded half up once per
// line and then summed:
//   gross = quantity × unit price; discount = round(gross × discount % / 100); net = gross − discount;
//   subtotal = Σ net; VAT = round(subtotal × VAT % / 100); total = subtotal + VAT.
// Each $ figure is its own ₮ figure at the document's rate, to the cent (so the lines' $ may differ from the total's
// by a cent: the ₮ figures are the binding ones).

export interface QuotationLineTotals {
  grossMnt: number;
  discountMnt: number;
  netMnt: number;
  unitPriceUsd: number;
  netUsd: number;
}

export interface QuotationTotals {
  lines: QuotationLineTotals[];
  subtotalMnt: number;
  vatMnt: number;
  totalMnt: number;
  subtotalUsd: number;
  vatUsd: number;
  totalUsd: number;
}

type Figures = Pick<QuotationDocument, 'lines' | 'vatPercent' | 'rate'>;

export function quotationTotals({ lines, vatPercent, rate }: Figures): QuotationTotals {
  const usd = (mnt: number) => roundCents(mnt / rate.mntPerUsd);
  const lineTotals = lines.map((line) => {
    const grossMnt = line.quantity * line.unitPriceMnt;
    const discountMnt = roundMnt((grossMnt * line.discountPercent) / 100);
    const netMnt = grossMnt - discountMnt;
    return { grossMnt, discountMnt, netMnt, unitPriceUsd: usd(line.unitPriceMnt), netUsd: usd(netMnt) };
  });
  const subtotalMnt = lineTotals.reduce((sum, line) => sum + line.netMnt, 0);
  const vatMnt = roundMnt((subtotalMnt * vatPercent) / 100);
  const totalMnt = subtotalMnt + vatMnt;
  return {
    lines: lineTotals,
    subtotalMnt,
    vatMnt,
    totalMnt,
    subtotalUsd: usd(subtotalMnt),
    vatUsd: usd(vatMnt),
    totalUsd: usd(totalMnt),
  };
}
