import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonEnquiryView, PersonProps } from '#shared/person-view.ts';
import { CorrectForm, ExportAndErase, Reason, type Translate } from './person-forms.tsx';
import { PostForm } from './post-form.tsx';
import { Table } from './table-parts.tsx';

// The office's "Personal data" page (docs/privacy.md, "The person's rights and retention"): a search by e-mail
// address or phone number, what is held, and the forms that export, correct and erase it (person-forms.tsx). Plain
// posted forms: whom to look for never appears in an address.

interface FoundProps {
  props: PersonProps;
  csrfToken: string;
  t: Translate;
}

/** One enquiry as it is held: its fields, items and message, and the form that corrects it. */
function EnquiryCard({ enquiry, ...form }: FoundProps & { enquiry: PersonEnquiryView }) {
  const { t } = form;
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
        <dd>
          {enquiry.consent
            ? t('person.consentGiven', {
                ...enquiry.consent,
                form: t(`consentForms.${enquiry.consent.form}`, { defaultValue: enquiry.consent.form }),
              })
            : t('person.consentNone')}
        </dd>
        {enquiry.quotation ? (
          <>
            <dt>{t('person.quotation')}</dt>
            <dd>
              {[enquiry.quotation.number, t(`quotations:statuses.${enquiry.quotation.state}`)]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </>
        ) : null}
      </dl>
      {enquiry.items.length > 0 ? (
        <ul>
          {enquiry.items.map((item, index) => (
            <li key={index}>{`${item.name} × ${item.qty}`}</li>
          ))}
        </ul>
      ) : null}
      {enquiry.message ? <p className="message">{enquiry.message}</p> : null}
      <CorrectForm enquiry={enquiry} {...form} />
    </article>
  );
}

/** What the search found: the enquiries, the newsletter sign-ups, the e-mails, and the actions on them all. */
function Found({ props, csrfToken, t }: FoundProps) {
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
        <Table
          className="inbox"
          caption={t('person.subscriptions')}
          columns={['entry.received', 'entry.email', 'entry.language', 'entry.status'].map((key) => t(key))}
        >
          {found.subscriptions.map((row) => (
            <tr key={row.id}>
              <td>{row.time}</td>
              <td>{row.email}</td>
              <td>{t(`languages.${row.language}`, { defaultValue: row.language })}</td>
              <td>{t(`person.subscriptionStatus.${row.status}`, { defaultValue: row.status })}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {found.unsubscribedAt ? <p>{t('person.unsubscribed', { time: found.unsubscribedAt })}</p> : null}
      {found.emails.length > 0 ? (
        <Table
          className="inbox"
          caption={t('person.emails')}
          columns={['emailQueued', 'emailKind', 'emailAbout', 'emailSent'].map((key) => t(`person.${key}`))}
        >
          {found.emails.map((row) => (
            <tr key={`${row.about}-${row.id}`}>
              <td>{row.time}</td>
              <td>{t(`person.emailKinds.${row.kind}`, { defaultValue: row.kind })}</td>
              <td>{row.about}</td>
              <td>{row.sent || t('person.emailWaiting')}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {nothing ? null : <ExportAndErase props={props} csrfToken={csrfToken} t={t} />}
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
      <PostForm action={props.actions.search} csrfToken={csrfToken} className="card stack" role="search">
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
      </PostForm>
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
