import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterProps } from '#shared/admin-view.ts';
import { PostForm } from './post-form.tsx';

const COUNTS = ['confirmed', 'pending', 'legacy', 'unsubscribed'] as const;

/** The newsletter: how many sign-ups are in each state, the confirmed addresses' download, the invitation. */
export function NewsletterPage({ csrfToken, props }: { csrfToken: string; props: NewsletterProps }) {
  const { t } = useTranslation('newsletter');
  return (
    <>
      <h1>{t('admin.title')}</h1>
      <p className="hint">{t('admin.intro')}</p>
      {props.invited === undefined ? null : (
        <p className="notice notice--info" role="status">
          {props.invited > 0 ? t('admin.invited', { count: props.invited }) : t('admin.noneToInvite')}
        </p>
      )}
      <h2>{t('admin.counts')}</h2>
      <dl className="fields">
        {COUNTS.map((state) => (
          <Fragment key={state}>
            <dt>{t(`admin.${state}`)}</dt>
            <dd data-count={state}>{props.counts[state]}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>{t('admin.exportTitle')}</h2>
      <p className="hint">{t('admin.exportNote')}</p>
      <p>
        <a className="button" href={props.exportHref} download>
          {t('admin.export')}
        </a>
      </p>
      {props.counts.legacy > 0 ? (
        <>
          <h2>{t('admin.legacyTitle')}</h2>
          <p className="hint">{t('admin.legacyNote')}</p>
          {props.inviteAction ? (
            <PostForm action={props.inviteAction} csrfToken={csrfToken}>
              <button type="submit" className="button button--quiet">
                {t('admin.invite')}
              </button>
            </PostForm>
          ) : null}
        </>
      ) : null}
    </>
  );
}
