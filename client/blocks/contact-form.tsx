import { useTranslation } from 'react-i18next';
import { useRenderContext } from '../render-context.ts';
import { HoneypotField } from '../ui/honeypot-field.tsx';

// SPEC §3 contact enquiry: name, e-mail, phone and message. A plain form post; validation messages and
// sending belong to issue #4, so there is no island here yet.
export function ContactForm() {
  const { t } = useTranslation('forms');
  const { csrfToken } = useRenderContext();
  const id = (field: string) => `contact-form-${field}`;
  return (
    <form className="enquiry-form" method="post" action="/api/contact">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <HoneypotField />
      <p className="enquiry-form__hint">{t('requiredHint')}</p>
      <div className="enquiry-form__grid">
        <div className="field enquiry-form__wide">
          <label htmlFor={id('name')}>{t('fields.name')}</label>
          <input
            id={id('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            placeholder={t('placeholders.name')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('email')}>{t('fields.email')}</label>
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={t('placeholders.email')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('phone')}>{t('fields.phone')}</label>
          <input
            id={id('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            placeholder={t('placeholders.phone')}
          />
        </div>
        <div className="field enquiry-form__wide">
          <label htmlFor={id('message')}>{t('fields.message')}</label>
          <textarea id={id('message')} name="message" rows={6} required placeholder={t('placeholders.message')} />
        </div>
      </div>
      <button className="button" type="submit">
        {t('submit.contact')}
      </button>
    </form>
  );
}
