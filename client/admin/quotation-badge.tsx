import { useTranslation } from 'react-i18next';
import type { EntryProps } from '#shared/admin-view.ts';
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

/** On a request's page: its quotation (number and status) to open, or "Prepare quotation" while it has none. */
export function QuotationLink({ quotation }: { quotation: NonNullable<EntryProps['quotation']> }) {
  const { t } = useTranslation('quotations');
  if (!quotation.status) {
    return (
      <a className="button" href={quotation.href}>
        {t('office.prepare')}
      </a>
    );
  }
  return (
    <>
      <a className="button button--quiet" href={quotation.href}>
        {quotation.number ? t('office.titleNumbered', { number: quotation.number }) : t('office.open')}
      </a>
      <QuotationBadge status={quotation.status} />
    </>
  );
}
