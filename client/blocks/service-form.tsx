import { useTranslation } from 'react-i18next';
import { SERVICES } from '#shared/site.ts';
import { useRenderContext } from '../render-context.ts';
import { HoneypotField } from '../ui/honeypot-field.tsx';

// SPEC §3/§5 service enquiry: name, e-mail, phone, the service (preselected) and a note. A plain form post;
// validation messages and sending belong to issue #4, so there is no island here yet.
export function ServiceForm({ serviceKey }: { serviceKey: string }) {
  const { t } = useTranslation('forms');
  const { csrfToken } = useRenderContext();
  const id = (field: string) => `service-form-${field}`;
  return (
    <form className="enquiry-form" method="post" action="/api/contact">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="kind" value="service" />
      <HoneypotField />
      <p className="enquiry-form__hint">{t('requiredHint')}</p>
      <div className="enquiry-form__grid">
        <div className="field">
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
        <div className="field">
          <label htmlFor={id('service')}>{t('fields.service')}</label>
          <select
            id={id('service')}
            name="service"
            required
            defaultValue={SERVICES.find((service) => service.key === serviceKey)?.slug}
          >
            {SERVICES.map((service) => (
              <option key={service.key} value={service.slug}>
                {t(`common:services.${service.key}.title`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field enquiry-form__wide">
          <label htmlFor={id('note')}>{t('fields.note')}</label>
          <textarea id={id('note')} name="note" rows={5} required placeholder={t('placeholders.note')} />
        </div>
      </div>
      <button className="button" type="submit">
        {t('submit.service')}
      </button>
    </form>
  );
}
