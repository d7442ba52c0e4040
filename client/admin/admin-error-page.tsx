import { useTranslation } from 'react-i18next';
import type { AdminErrorProps } from '#shared/admin-view.ts';

/** An office page that could not be answered: what happened, in the staff's language, and the way back. */
export function AdminErrorPage({ base, messageKey, requestId, back }: AdminErrorProps & { base: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className="card card--narrow">
      <h1>{t('error.title')}</h1>
      <p role="alert">{t(messageKey)}</p>
      {requestId ? <p>{t('error.reference', { id: requestId })}</p> : null}
      <p>
        <a href={back?.href ?? base}>{t(back?.labelKey ?? 'error.back')}</a>
      </p>
    </section>
  );
}
