import { useTranslation } from 'react-i18next';
import { useLanguage } from '../ui/use-language.ts';
import { apiPaths } from '#shared/routes.ts';
import { serviceFormSchema, serviceMessage } from '#shared/schemas/contact-schema.ts';
import { formNotice } from '../lib/form-outcome.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { AttachmentsField, POSTS_FILES } from '../ui/attachments-field.tsx';
import { ConsentField } from '../ui/consent-field.tsx';
import { ContactFields } from '../ui/contact-fields.tsx';
import { FormField } from '../ui/form-field.tsx';
import { FormNotice } from '../ui/form-notice.tsx';
import { HoneypotField } from '../ui/honeypot-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TextField } from '../ui/text-field.tsx';

interface ServiceFormProps {
  /** The service of the page, preselected (a slug, as the server expects). */
  serviceSlug: string;
  /** The services to choose from (the office's list), by address, with their titles in the page language. */
  choices: ReadonlyArray<{ slug: string; title: string }>;
}

const ID = 'service-form';

// docs/specification.md §3/§5/§8 service enquiry on each service page. Posted without script it sends `service` and
// `note` (the server composes the message); with script it sends message 'Service: {service}, Note: {note}'
// with the service title in the page language, and shows the server's error text when there is one.
export function ServiceForm({ serviceSlug, choices }: ServiceFormProps) {
  const { t } = useTranslation('forms');
  const action = apiPaths.contact(useLanguage());
  const titleOf = (slug: string) => choices.find((choice) => choice.slug === slug)?.title ?? slug;
  const { formRef, errors, outcome, isSending, onSubmit } = useFormSubmission({
    schema: serviceFormSchema,
    url: action,
    payload: ({ service, note, ...contact }) => ({
      ...contact,
      message: serviceMessage(titleOf(service), note),
      kind: 'service',
      page: window.location.pathname,
    }),
    fieldAliases: { message: 'note' },
  });
  const notice = formNotice(outcome, { success: t('success'), error: t('error'), showsServerError: true });
  return (
    <form ref={formRef} className="enquiry-form" method="post" action={action} {...POSTS_FILES} onSubmit={onSubmit}>
      <input type="hidden" name="kind" value="service" />
      <HoneypotField />
      <p className="enquiry-form__hint">{t('requiredHint')}</p>
      <div className="enquiry-form__grid">
        <ContactFields idPrefix={ID} errors={errors} />
        <FormField id={`${ID}-service`} label={t('fields.service')} error={errors.service}>
          {(control) => (
            <select {...control} name="service" required defaultValue={serviceSlug}>
              {choices.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField idPrefix={ID} name="note" rows={5} error={errors.note} isWide />
        <AttachmentsField id={`${ID}-files`} error={errors.files} isWide />
        <ConsentField id={`${ID}-consent`} error={errors.consent} isWide />
      </div>
      <SubmitButton label={t('submit.service')} isSending={isSending} />
      <FormNotice notice={notice} />
    </form>
  );
}
