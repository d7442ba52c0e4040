import { useTranslation } from 'react-i18next';
import type { QuotationStatus } from '#shared/quotation-status.ts';
import { Badge } from './badge.tsx';

/** A status's tone among the office's badges: waiting on the buyer (new), settled well (handled) or not. */
const TONES: Record<QuotationStatus, string> = {
  draft: 'default',
  sent: 'new',
  viewed: 'new',
  accepted: 'handled',
  declined: 'deleted',
  expired: 'deleted',
};

/** A quotation's status as a badge: "Sent", "Viewed", "Accepted"… */
export function QuotationBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation('quotations');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
