import { useTranslation } from 'react-i18next';
import { useLanguage } from '../ui/use-language.ts';
import { apiPaths } from '#shared/routes.ts';
import { subscribeSchema } from '#shared/schemas/contact-schema.ts';
import { formNotice } from '../lib/form-outcome.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { ConsentField } from '../ui/consent-field.tsx';
import { fieldControlProps, fieldErrorId } from '../ui/form-field.tsx';
import { FormNotice } from '../ui/form-notice.tsx';
import { HoneypotField } from '../ui/honeypot-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

const EMAIL_ID = 'subscribe-email';

// docs/specification.md §2/§4/§5 subscribe call to action: one e-mail of the §5 shape. Beyond the spec the address is
// stored (POST /api/subscribe). The error line sits under the field, linked to it.
export function SubscribeForm() {
  const { t } = useTranslation('forms');
  const action = apiPaths.subscribe(useLanguage());
  const { formRef, errors, outcome, isSending, onSubmit } = useFormSubmission({
    schema: subscribeSchema,
    url: action,
    payload: (data) => data,
  });
  const texts = { success: t('subscribe.success'), error: t('subscribe.error'), showsServerError: true };
  const notice = formNotice(outcome, texts);
  // The privacy note always describes the field; the error line is always there, empty until needed.
  const control = fieldControlProps(EMAIL_ID, errors.email, 'subscribe-privacy');
  return (
    <form ref={formRef} className="subscribe__form" action={action} method="post" onSubmit={onSubmit}>
      <HoneypotField />
      <label className="subscribe__label" htmlFor={EMAIL_ID}>
        {t('subscribe.emailLabel')}
      </label>
      <div className="subscribe__row">
        <input
          {...control}
          className="subscribe__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <SubmitButton
          label={t('subscribe.button')}
          isSending={isSending}
          className="button button--dark subscribe__button"
        />
      </div>
      <p id={fieldErrorId(EMAIL_ID)} className="subscribe__error" aria-live="polite">
        {errors.email}
      </p>
      <ConsentField id="subscribe-consent" purpose="newsletter" error={errors.consent} />
      <FormNotice notice={notice} className="form-notice form-notice--on-brand" />
      <p id="subscribe-privacy" className="subscribe__privacy">
        {t('subscribe.privacy')}
      </p>
    </form>
  );
}
