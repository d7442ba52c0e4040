import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteListMessage } from '#shared/quote-message.ts';
import { MAX_LENGTH, quotationFormSchema } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { formNotice } from '../../lib/form-outcome.ts';
import { useFormSubmission } from '../../lib/use-form-submission.ts';
import { useLanguage } from '../../ui/use-language.ts';
import type { CartItem } from '../../stores/cart-store.ts';
import { AttachmentsField } from '../../ui/attachments-field.tsx';
import { ConsentField } from '../../ui/consent-field.tsx';
import { QuotationFields } from '../../ui/quotation-fields.tsx';
import { QuotationNotice } from '../../ui/quotation-notice.tsx';

interface QuoteFormProps {
  items: readonly CartItem[];
  /** Called with the number of items sent, after the server stored the enquiry. */
  onSent: (count: number) => void;
}

// One enquiry for the whole list (kind 'quotation'): its items as data (the office's inbox shows them as rows), and
// its message naming every item as 'name × qty' (the office's e-mail).
export function QuoteForm({ items, onSent }: QuoteFormProps) {
  const { t } = useTranslation(['stores', 'forms']);
  const idPrefix = useId();
  const noteId = `${idPrefix}-note`;
  const { formRef, errors, outcome, isSending, onSubmit } = useFormSubmission({
    schema: quotationFormSchema,
    url: apiPaths.contact(useLanguage()),
    payload: (data, values) => ({
      ...data,
      message: quoteListMessage(items, values.note),
      items: items.map(({ slug, name, qty }) => ({ slug, name, qty })),
      kind: 'quotation',
      form: 'quote-list',
      page: window.location.pathname,
    }),
    onAccepted: () => onSent(items.length),
  });
  const texts = { success: '', error: t('quote.error'), showsServerError: true, isInvalidAFailure: true };
  const notice = formNotice(outcome, texts);

  return (
    <form ref={formRef} className="quotation-form quote-form" noValidate onSubmit={onSubmit}>
      <QuotationFields idPrefix={idPrefix} errors={errors} />
      <div className="field">
        <label htmlFor={noteId}>{t('quote.note')}</label>
        <textarea id={noteId} name="note" rows={3} maxLength={MAX_LENGTH.message / 2} />
      </div>
      <AttachmentsField id={`${idPrefix}-files`} error={errors.files} />
      <ConsentField id={`${idPrefix}-consent`} error={errors.consent} />
      <QuotationNotice notice={notice} />
      <button className="button button--block" type="submit" disabled={isSending}>
        {isSending ? t('forms:sending') : t('quote.submit')}
      </button>
    </form>
  );
}
