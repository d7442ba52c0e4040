import { useTranslation } from 'react-i18next';
import { useLanguage } from '../ui/use-language.ts';
import { apiPaths } from '#shared/routes.ts';
import { contactSchema } from '#shared/schemas/contact-schema.ts';
import { formNotice } from '../lib/form-outcome.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { AttachmentsField, POSTS_FILES } from '../ui/attachments-field.tsx';
import { ConsentField } from '../ui/consent-field.tsx';
import { ContactFields } from '../ui/contact-fields.tsx';
import { FormNotice } from '../ui/form-notice.tsx';
import { HoneypotField } from '../ui/honeypot-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TextField } from '../ui/text-field.tsx';

const ID = 'contact-form';

// docs/specification.md §3/§4/§8 contact enquiry ('Have Any Question?'). A real form that posts without script; with
// script it checks with the shared schema and sends JSON. Failures show the one generic message (docs/specification.md
// §8).
export function ContactForm() {
  const { t } = useTranslation('forms');
  const action = apiPaths.contact(useLanguage());
  const { formRef, errors, outcome, isSending, onSubmit } = useFormSubmission({
    schema: contactSchema,
    url: action,
    payload: (data) => ({ ...data, kind: 'contact', page: window.location.pathname }),
  });
  const notice = formNotice(outcome, { success: t('success'), error: t('error') });
  return (
    <form ref={formRef} className="enquiry-form" method="post" action={action} {...POSTS_FILES} onSubmit={onSubmit}>
      <HoneypotField />
      <p className="enquiry-form__hint">{t('requiredHint')}</p>
      <div className="enquiry-form__grid">
        <ContactFields idPrefix={ID} errors={errors} isNameWide />
        <TextField idPrefix={ID} name="message" rows={6} error={errors.message} isWide />
        <AttachmentsField id={`${ID}-files`} error={errors.files} isWide />
        <ConsentField id={`${ID}-consent`} error={errors.consent} isWide />
      </div>
      <SubmitButton label={t('submit.contact')} isSending={isSending} />
      <FormNotice notice={notice} />
    </form>
  );
}
