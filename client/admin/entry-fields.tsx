import { mailtoHref } from '#shared/mailto.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryProps, NotificationView } from '#shared/admin-view.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Notification({ notification }: { notification: NotificationView }) {
  const { t } = useTranslation('admin');
  switch (notification.state) {
    case 'none':
      return t('entry.notificationNone');
    case 'sent':
      return t('entry.notificationSent', { time: notification.time });
    case 'pending':
      return (
        <>
          {t('entry.notificationPending', { attempts: notification.attempts, time: notification.time })}
          {notification.lastError ? (
            <>
              <br />
              <small>{t('entry.notificationLastError', { error: notification.lastError })}</small>
            </>
          ) : null}
        </>
      );
  }
}

/** What was sent and how it came: every field of the entry, each only when it has one. */
export function EntryFields({ entry }: { entry: EntryProps }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="fields">
      <Field label={t('entry.received')}>
        <time dateTime={entry.createdAt}>{entry.localTime}</time>
      </Field>
      <Field label={t('entry.kind')}>{t(`kinds.${entry.kind}`)}</Field>
      {entry.name ? <Field label={t('entry.name')}>{entry.name}</Field> : null}
      <Field label={t('entry.email')}>
        <a href={mailtoHref(entry.email)}>{entry.email}</a>
      </Field>
      {entry.phone ? (
        <Field label={t('entry.phone')}>
          <a href={entry.phoneHref}>{entry.phone}</a>
        </Field>
      ) : null}
      <Field label={t('entry.language')}>{t(`languages.${entry.language}`, { defaultValue: entry.language })}</Field>
      {entry.page !== undefined ? (
        <Field label={t('entry.page')}>
          {entry.page ? <a href={entry.page}>{entry.page}</a> : t('entry.unknownPage')}
        </Field>
      ) : null}
      {entry.requestId ? (
        <Field label={t('entry.requestId')}>
          <code>{entry.requestId}</code>
        </Field>
      ) : null}
      <Field label={t('entry.consent')}>
        {entry.consent
          ? t('entry.consentGiven', {
              ...entry.consent,
              form: t(`consentForms.${entry.consent.form}`, { defaultValue: entry.consent.form }),
              language: t(`languages.${entry.consent.language}`, { defaultValue: entry.consent.language }),
            })
          : t('entry.consentNone')}
      </Field>
      {entry.notification ? (
        <Field label={t('entry.notification')}>
          <Notification notification={entry.notification} />
        </Field>
      ) : null}
    </dl>
  );
}
