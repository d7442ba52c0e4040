import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonEnquiryView, PersonProps } from '#shared/person-view.ts';
import { MAX_REASON_LENGTH } from '#shared/schemas/person-schema.ts';
import { CsrfField } from './admin-document.tsx';

type Translate = ReturnType<typeof useTranslation>['t'];

// The office's "Personal data" page (issue #28; README, "The person's rights and retention"): a search by e-mail
// address or phone number, what is held, and the forms that export, correct and erase it. Plain posted forms: whom
// to look for never appears in an address. Every form carries whom (hidden) and asks why (the audit log keeps it).

/** Whom the action is about, carried from the search. */
function Whom({ q, csrfToken }: { q: string; csrfToken: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="q" value={q} />
    </>
  );
}

/** Why: asked of every action, kept in the audit log. */
function Reason({ id, value, error, t }: { id: string; value: string; error?: string; t: Translate }) {
  return (
    <label htmlFor={id}>
      {t('person.reason')}
      <input
        id={id}
        type="text"
        name="reason"
        defaultValue={value}
        required
        maxLength={MAX_REASON_LENGTH}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <span className="hint" id={`${id}-hint`}>
        {t('person.reasonHint')}
      </span>
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {t(error)}
        </span>
      ) : null}
    </label>
  );
}

function EnquiryCard({
  enquiry,
  props,
  csrfToken,
  t,
}: {
  enquiry: PersonEnquiryView;
  props: PersonProps;
  csrfToken: string;
  t: Translate;
}) {
  const formId = `correct-${enquiry.id}`;
  return (
    <article className="card person__record">
      <h3>
        <a href={enquiry.href}>{t('entry.title', { kind: t(`kinds.${enquiry.kind}`), id: enquiry.id })}</a>
      </h3>
      <dl className="fields">
        <dt>{t('entry.received')}</dt>
        <dd>{enquiry.time}</dd>
        {(['name', 'email', 'phone'] as const).map((field) => (
          <Fragment key={field}>
            <dt>{t(`entry.${field}`)}</dt>
            <dd>{enquiry[field]}</dd>
          </Fragment>
        ))}
        <dt>{t('entry.language')}</dt>
        <dd>{t(`languages.${enquiry.language}`, { defaultValue: enquiry.language })}</dd>
        <dt>{t('entry.status')}</dt>
        <dd>{t(`statuses.${enquiry.handled ? 'handled' : 'new'}`)}</dd>
        <dt>{t('person.consent')}</dt>
        <dd>{enquiry.consent ? t('person.consentGiven', enquiry.consent) : t('person.consentNone')}</dd>
      </dl>
      {enquiry.items.length > 0 ? (
        <ul>
          {enquiry.items.map((item, index) => (
            <li key={index}>{`${item.name} × ${item.qty}`}</li>
          ))}
        </ul>
      ) : null}
      {enquiry.message ? <p className="message">{enquiry.message}</p> : null}
      <form method="post" action={props.actions.correct} className="stack person__correct">
        <Whom q={props.fields.q} csrfToken={csrfToken} />
        <input type="hidden" name="enquiry" value={enquiry.id} />
        <fieldset>
          <legend>{t('person.correctLegend')}</legend>
          <label htmlFor={`${formId}-field`}>
            {t('person.field')}
            <select id={`${formId}-field`} name="field">
              {props.correctable.map((field) => (
                <option key={field} value={field}>
                  {t(field === 'message' ? 'entry.message' : `entry.${field}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${formId}-value`}>
            {t('person.value')}
            <textarea id={`${formId}-value`} name="value" rows={2} required />
          </label>
          <Reason id={`${formId}-reason`} value={props.fields.reason} t={t} />
          <button type="submit" className="button button--quiet">
            {t('person.correct')}
          </button>
        </fieldset>
      </form>
    </article>
  );
}

function Found({ props, csrfToken, t }: { props: PersonProps; csrfToken: string; t: Translate }) {
  const found = props.found;
  if (!found) return null;
  const nothing =
    found.enquiries.length + found.subscriptions.length + found.emails.length === 0 && !found.unsubscribedAt;
  return (
    <section aria-labelledby="person-found">
      <h2 id="person-found">{t('person.found', { count: found.enquiries.length })}</h2>
      {nothing ? <p className="empty">{t('person.nothing')}</p> : null}
      {found.enquiries.map((enquiry) => (
        <EnquiryCard key={enquiry.id} enquiry={enquiry} props={props} csrfToken={csrfToken} t={t} />
      ))}
      {found.subscriptions.length > 0 ? (
        <table className="inbox">
          <caption>{t('person.subscriptions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('entry.received')}</th>
              <th scope="col">{t('entry.email')}</th>
              <th scope="col">{t('entry.language')}</th>
              <th scope="col">{t('entry.status')}</th>
            </tr>
          </thead>
          <tbody>
            {found.subscriptions.map((row) => (
              <tr key={row.id}>
                <td>{row.time}</td>
                <td>{row.email}</td>
                <td>{t(`languages.${row.language}`, { defaultValue: row.language })}</td>
                <td>{t(`person.subscriptionStatus.${row.status}`, { defaultValue: row.status })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {found.unsubscribedAt ? <p>{t('person.unsubscribed', { time: found.unsubscribedAt })}</p> : null}
      {found.emails.length > 0 ? (
        <table className="inbox">
          <caption>{t('person.emails')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('person.emailQueued')}</th>
              <th scope="col">{t('person.emailKind')}</th>
              <th scope="col">{t('person.emailAbout')}</th>
              <th scope="col">{t('person.emailSent')}</th>
            </tr>
          </thead>
          <tbody>
            {found.emails.map((row) => (
              <tr key={`${row.about}-${row.id}`}>
                <td>{row.time}</td>
                <td>{t(`person.emailKinds.${row.kind}`, { defaultValue: row.kind })}</td>
                <td>{row.about}</td>
                <td>{row.sent || t('person.emailWaiting')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {nothing ? null : (
        <div className="person__actions">
          <form method="post" action={props.actions.export} className="card stack">
            <Whom q={props.fields.q} csrfToken={csrfToken} />
            <h2>{t('person.exportTitle')}</h2>
            <p>{t('person.exportHint')}</p>
            <Reason id="export-reason" value={props.fields.reason} t={t} />
            <button type="submit" className="button">
              {t('person.export')}
            </button>
          </form>
          <form method="post" action={props.actions.erase} className="card stack">
            <Whom q={props.fields.q} csrfToken={csrfToken} />
            <h2>{t('person.eraseTitle')}</h2>
            <p>{t('person.eraseHint')}</p>
            <Reason id="erase-reason" value={props.fields.reason} t={t} />
            <label className="person__confirm">
              <input type="checkbox" name="confirm" value="yes" required /> {t('person.confirm')}
            </label>
            <button type="submit" className="button person__erase">
              {t('person.erase')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}

/** Find what is held about a person, then export, correct or erase it. */
export function PersonPage({ csrfToken, props }: { csrfToken: string; props: PersonProps }) {
  const { t } = useTranslation('admin');
  const errors = props.fieldErrors ?? {};
  const { outcome } = props;
  const otherError = Object.entries(errors).find(([field]) => field !== 'q' && field !== 'reason')?.[1];
  return (
    <>
      <h1>{t('person.title')}</h1>
      <p>{t('person.intro')}</p>
      <form method="post" action={props.actions.search} className="card stack" role="search">
        <CsrfField token={csrfToken} />
        <label htmlFor="person-q">
          {t('person.query')}
          <input
            id="person-q"
            type="text"
            name="q"
            defaultValue={props.fields.q}
            required
            autoComplete="off"
            aria-describedby={errors.q ? 'person-q-error' : undefined}
            aria-invalid={errors.q ? true : undefined}
          />
          {errors.q ? (
            <span className="field-error" id="person-q-error">
              {t(errors.q)}
            </span>
          ) : null}
        </label>
        <Reason id="person-reason" value={props.fields.reason} error={errors.reason} t={t} />
        <button type="submit" className="button">
          {t('person.search')}
        </button>
      </form>
      {otherError ? (
        <p className="notice notice--error" role="alert">
          {t(otherError)}
        </p>
      ) : null}
      {outcome ? (
        <p className={`notice notice--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {t(outcome.key, outcome.counts)}
        </p>
      ) : null}
      <Found props={props} csrfToken={csrfToken} t={t} />
    </>
  );
}
