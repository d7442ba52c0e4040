import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryRow, WebhookProps } from '#shared/webhook-view.ts';
import { PostForm } from './post-form.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

/** The webhook to the CRM: on or off (the receiver's host only), what waits, the latest deliveries, a test. */
export function WebhookPage({ csrfToken, props }: { csrfToken: string; props: WebhookProps }) {
  const { t } = useTranslation('admin');
  const status = (row: WebhookDeliveryRow) =>
    [row.lastStatus === null ? '' : String(row.lastStatus), row.lastError ?? ''].filter(Boolean).join(' · ');
  const columns: Array<StackColumn<WebhookDeliveryRow>> = [
    { label: t('webhook.type'), cell: (row) => row.type },
    { label: t('webhook.created'), cell: (row) => row.createdAt },
    { label: t('webhook.attempts'), cell: (row) => row.attempts },
    { label: t('webhook.lastStatus'), className: 'cell--wrap', cell: (row) => status(row) || '–' },
    { label: t('webhook.deliveredAt'), cell: (row) => row.deliveredAt ?? t('webhook.notYet') },
  ];
  return (
    <>
      <h1>{t('webhook.title')}</h1>
      <p className="hint">{t('webhook.intro')}</p>
      {props.tested ? (
        <p className="notice notice--info" role="status">
          {t('webhook.tested')}
        </p>
      ) : null}
      <dl className="fields">
        <dt>{t('webhook.state')}</dt>
        <dd data-webhook-state={props.host ? 'on' : 'off'}>
          {props.host ? t('webhook.on', { host: props.host }) : t('webhook.off')}
        </dd>
        <dt>{t('webhook.waiting')}</dt>
        <dd data-webhook-waiting>{props.waiting}</dd>
      </dl>
      {props.testAction ? (
        <PostForm action={props.testAction} csrfToken={csrfToken}>
          <button type="submit" className="button button--quiet">
            {t('webhook.sendTest')}
          </button>
        </PostForm>
      ) : null}
      <h2>{t('webhook.deliveries')}</h2>
      <StackTable
        empty={t('webhook.empty')}
        className="inbox"
        caption={t('webhook.deliveries')}
        captionHidden
        columns={columns}
        rows={props.deliveries}
        rowKey={(row) => row.eventId}
      />
    </>
  );
}
