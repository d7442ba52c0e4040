import { useTranslation } from 'react-i18next';
import { CONSENT_FIELD } from '#shared/consent.ts';
import type { ResendContent } from '#shared/render-contract.ts';
import { ConsentField } from '../ui/consent-field.tsx';
import { FormField } from '../ui/form-field.tsx';

// The fields a visitor typed, shown again to correct; the others (the kind, the page, a quotation's composed
// message, the chosen service) travel as they were.
const TYPED = ['name', 'email', 'phone', 'message', 'note'] as const;
const isTyped = (name: string, fields: Record<string, string>) =>
  (TYPED as readonly string[]).includes(name) && !(name === 'message' && fields.kind === 'quotation');

/**
 * A form posted without script and not received, to post again: one button after a storage fault; after a
 * refusal (the consent box left unticked, among others) the form again, with what was typed kept, each
 * refused field's message under it and the consent box to tick.
 */
export function ResendForm({ resend }: { resend: ResendContent }) {
  const { t } = useTranslation(['pages', 'forms']);
  const { action, fields, errors } = resend;
  const message = (name: string) => (errors?.[name] ? t(errors[name]) : undefined);
  const shown = errors ? Object.keys(fields).filter((name) => isTyped(name, fields)) : [];
  const hidden = Object.entries(fields).filter(
    ([name]) => !shown.includes(name) && !(errors && name === CONSENT_FIELD),
  );
  return (
    <form className={errors ? 'resend-form' : undefined} method="post" action={action}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {shown.map((name) => (
        <FormField key={name} id={`resend-${name}`} label={t(`forms:fields.${name}`)} error={message(name)}>
          {(control) =>
            name === 'message' || name === 'note' ? (
              <textarea {...control} name={name} rows={5} defaultValue={fields[name]} />
            ) : (
              <input {...control} name={name} type={name === 'email' ? 'email' : 'text'} defaultValue={fields[name]} />
            )
          }
        </FormField>
      ))}
      {errors ? (
        <ConsentField
          id="resend-consent"
          purpose={action.startsWith('/api/subscribe') ? 'newsletter' : 'enquiry'}
          error={message(CONSENT_FIELD)}
          isChecked={fields[CONSENT_FIELD] === 'yes'}
        />
      ) : null}
      <button className="button" type="submit">
        {t(errors ? 'forms:resend.button' : 'message.resend')}
      </button>
    </form>
  );
}
