import type { ReactNode } from 'react';
import type { useTranslation } from 'react-i18next';
import type { PersonEnquiryView, PersonProps } from '#shared/person-view.ts';
import { MAX_REASON_LENGTH } from '#shared/schemas/person-schema.ts';
import { PostForm } from './post-form.tsx';

// The forms of the office's "Personal data" page that act on what is held
// (docs/privacy.md, "The person's rights and retention"): each carries whom the search found (hidden) and asks
// why (the audit log keeps it).

export type Translate = ReturnType<typeof useTranslation>['t'];

/** Why: asked of every action, kept in the audit log. */
export function Reason({ id, value, error, t }: { id: string; value: string; error?: string; t: Translate }) {
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

interface WhomFormProps {
  action: string;
  props: PersonProps;
  csrfToken: string;
  className: string;
  children: ReactNode;
}

/** A form about whom the search found: it posts them (from the search) with the token. */
function WhomForm({ action, props, csrfToken, className, children }: WhomFormProps) {
  return (
    <PostForm action={action} csrfToken={csrfToken} className={className}>
      <input type="hidden" name="q" value={props.fields.q} />
      {children}
    </PostForm>
  );
}

interface PersonFormProps {
  props: PersonProps;
  csrfToken: string;
  t: Translate;
}

/** Correcting one field of an enquiry: which, its new value, and why. */
export function CorrectForm({ enquiry, props, csrfToken, t }: PersonFormProps & { enquiry: PersonEnquiryView }) {
  const formId = `correct-${enquiry.id}`;
  return (
    <WhomForm action={props.actions.correct} props={props} csrfToken={csrfToken} className="stack person__correct">
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
    </WhomForm>
  );
}

/** The two actions on all that is held: give it to the person as one file, or erase it (once confirmed). */
export function ExportAndErase({ props, csrfToken, t }: PersonFormProps) {
  return (
    <div className="person__actions">
      <WhomForm action={props.actions.export} props={props} csrfToken={csrfToken} className="card stack">
        <h2>{t('person.exportTitle')}</h2>
        <p>{t('person.exportHint')}</p>
        <Reason id="export-reason" value={props.fields.reason} t={t} />
        <button type="submit" className="button">
          {t('person.export')}
        </button>
      </WhomForm>
      <WhomForm action={props.actions.erase} props={props} csrfToken={csrfToken} className="card stack">
        <h2>{t('person.eraseTitle')}</h2>
        <p>{t('person.eraseHint')}</p>
        <Reason id="erase-reason" value={props.fields.reason} t={t} />
        <label className="person__confirm">
          <input type="checkbox" name="confirm" value="yes" required /> {t('person.confirm')}
        </label>
        <button type="submit" className="button person__erase">
          {t('person.erase')}
        </button>
      </WhomForm>
    </div>
  );
}
