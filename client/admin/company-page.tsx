import { useTranslation } from 'react-i18next';
import type { CompanyProps } from '#shared/admin-view.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

const FIELDS = ['messengerPageId', 'facebook', 'linkedin', 'youtube'] as const;

/** The company's links: one form, published like a text (a version each time), and going back to the shipped ones. */
export function CompanyPage({ csrfToken, company }: { csrfToken: string; company: CompanyProps }) {
  const { t } = useTranslation('admin');
  const errors = company.fieldErrors ?? {};
  return (
    <article className="card">
      <h1>{t('company.title')}</h1>
      <p>
        {t('company.intro')}{' '}
        {company.published
          ? t(company.published.reset ? 'texts.lastReset' : 'texts.lastPublished', company.published)
          : t('company.neverEdited')}
      </p>
      {company.notice ? <Notice notice={company.notice} /> : null}
      <form method="post" action={company.action} className="stack company-form">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="revision" value={company.revision} />
        {FIELDS.map((field) => (
          <div key={field} className="stack">
            <label htmlFor={`company-${field}`}>{t(`company.fields.${field}`)}</label>
            <input
              id={`company-${field}`}
              name={field}
              type={field === 'messengerPageId' ? 'text' : 'url'}
              inputMode={field === 'messengerPageId' ? 'text' : 'url'}
              defaultValue={company.fields[field]}
              required={field === 'messengerPageId'}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={`company-${field}-hint${errors[field] ? ` company-${field}-error` : ''}`}
            />
            <p className="hint" id={`company-${field}-hint`}>
              {t(`company.hints.${field}`)}
            </p>
            {errors[field] ? (
              <p className="field-error" id={`company-${field}-error`}>
                {t(errors[field])}
              </p>
            ) : null}
          </div>
        ))}
        <div className="text-form__actions">
          <button type="submit" className="button">
            {t('texts.publish')}
          </button>
        </div>
      </form>
      {company.published && !company.published.reset ? (
        <form method="post" action={company.resetAction}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="revision" value={company.revision} />
          <button type="submit" className="button button--quiet">
            {t('company.reset')}
          </button>
        </form>
      ) : null}
      {company.history.length > 0 ? (
        <>
          <h2>{t('texts.history')}</h2>
          <ol className="history" reversed>
            {company.history.map((entry) => (
              <li key={entry.revision}>
                {t('texts.revision', entry)}
                {entry.reset ? ` · ${t('texts.wasReset')}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </article>
  );
}
