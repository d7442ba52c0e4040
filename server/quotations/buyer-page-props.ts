import type { TFunction } from 'i18next';
import type {
  BuyerFormState,
  BuyerNotice,
  BuyerQuotationPageProps,
  BuyerStatus,
} from '#shared/buyer-quotation-view.ts';
import type { Language } from '#shared/constants.ts';
import { formatAmount } from '#shared/money.ts';
import type { QuotationStatus } from '#shared/quotation-status.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';
import { pathsIn } from '#shared/routes.ts';
import { ulaanbaatarDay } from '../services/rates-calendar.ts';
import type { BuyerQuotation } from './buyer-quotations.ts';

/** The addresses under a buyer's page: its PDFs and its forms. */
export function buyerPaths(token: string, lng: Language) {
  const page = pathsIn(lng).quotation(token);
  return {
    page,
    pdf: (version: number) => `${page}/pdf/${version}`,
    accept: `${page}/accept`,
    decline: `${page}/decline`,
    question: `${page}/question`,
  };
}

// The buyer is not told whether the office saw them open it: sent and viewed read alike.
const BUYER_STATUS: Record<Exclude<QuotationStatus, 'draft'>, BuyerStatus> = {
  sent: 'open',
  viewed: 'open',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
};

interface PagePropsOptions {
  token: string;
  lng: Language;
  t: TFunction;
  notice?: BuyerNotice;
  refused?: BuyerFormState;
}

/** The page's props: only what the buyer sent and what the office sent them, never the office's own notes. */
export function buyerPageProps(found: BuyerQuotation, options: PagePropsOptions): BuyerQuotationPageProps {
  const { token, lng, t, notice, refused } = options;
  const { quotation, versions: sent, enquiry } = found.record;
  const paths = buyerPaths(token, lng);
  const versions = [...sent].reverse().map((version) => {
    const totals = quotationTotals(version.document);
    return {
      version: version.version,
      number: version.number,
      sentDay: ulaanbaatarDay(version.sentAt),
      validDay: ulaanbaatarDay(version.validUntil),
      totalMnt: formatAmount(totals.totalMnt, 'MNT'),
      totalUsd: formatAmount(totals.totalUsd, 'USD'),
      pdfHref: paths.pdf(version.version),
    };
  });
  const number = quotation.number ?? '';
  const { decidedAt, decidedVersion } = quotation;
  const decision =
    decidedAt && decidedVersion !== null
      ? { version: decidedVersion, day: ulaanbaatarDay(decidedAt), reason: quotation.decisionReason ?? '' }
      : undefined;
  return {
    meta: { title: t('buyer:meta.title', { number }), description: t('buyer:meta.description') },
    number,
    status: found.status === 'draft' ? 'open' : BUYER_STATUS[found.status],
    ...(decision ? { decision } : {}),
    latestVersion: quotation.sentVersion ?? 0,
    validDay: versions[0]?.validDay ?? '',
    versions,
    request: {
      name: enquiry.name,
      day: ulaanbaatarDay(enquiry.createdAt),
      items: enquiry.items.map(({ name, qty }) => ({ name, qty })),
      message: enquiry.message,
      attachments: found.attachments,
    },
    actions: { accept: paths.accept, decline: paths.decline, question: paths.question },
    ...(notice ? { notice } : {}),
    ...(refused ? { refused } : {}),
  };
}
