import { useTranslation } from 'react-i18next';
import { CONSENT_FIELD } from '#shared/consent.ts';
import { fieldControlProps, fieldErrorId } from './form-field.tsx';
import { usePaths } from './use-language.ts';

interface ConsentFieldProps {
  /** The checkbox's id (unique on the page). */
  id: string;
  /** What the visitor agrees to: answering an enquiry, or sending the newsletter. */
  purpose?: 'enquiry' | 'newsletter';
  error?: string;
  /** Ticked already (a form shown again with what was typed). */
  isChecked?: boolean;
  /** Spans both columns of the enquiry form grid. */
  isWide?: boolean;
}

// The consent box of every form that takes personal data (docs/privacy.md, "Consent"): unticked, with the notice's
// link. The link opens in a new tab, so reading the notice never loses what was typed. No `required`: a visitor without
// script then gets the site's own message in the page's language from the server, not the browser's in its own.
export function ConsentField({ id, purpose = 'enquiry', error, isChecked, isWide = false }: ConsentFieldProps) {
  const { t } = useTranslation('forms');
  const paths = usePaths();
  return (
    <div className={isWide ? 'field consent-field enquiry-form__wide' : 'field consent-field'}>
      <div className="consent-field__choice">
        <input
          {...fieldControlProps(id, error)}
          type="checkbox"
          name={CONSENT_FIELD}
          value="yes"
          defaultChecked={isChecked}
        />
        <label htmlFor={id}>{t(`consent.${purpose}`)}</label>
      </div>
      <a className="consent-field__link" href={paths.privacy()} target="_blank" rel="noopener">
        {t('consent.link')}
      </a>
      {error ? (
        <p id={fieldErrorId(id)} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
