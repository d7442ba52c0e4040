import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '#shared/constants.ts';

// The trap for simple bots: off-screen for people (CSS, not the hidden attribute, which bots skip),
// out of the tab order and hidden from assistive tech. A filled trap is answered as a success and dropped.
export function HoneypotField() {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
