import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteListMessage } from '#shared/cart-rules.ts';
import { MAX_LENGTH, quotationFormSchema } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { postJson } from '../../lib/post-json.ts';
import { validateForm } from '../../lib/validate-form.ts';
import { useLanguage } from '../../ui/use-language.ts';
import type { CartItem } from '../../stores/cart-store.ts';
import {
  EMPTY_QUOTATION,
  QuotationFields,
  type QuotationField,
  type QuotationValues,
} from '../../ui/quotation-fields.tsx';

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string };

interface QuoteFormProps {
  items: readonly CartItem[];
  /** Called with the number of items sent, after the server stored the enquiry. */
  onSent: (count: number) => void;
}

// One enquiry for the whole list (kind 'quotation'), its message naming every item as 'name × qty'.
export function QuoteForm({ items, onSent }: QuoteFormProps) {
  const { t } = useTranslation(['stores', 'forms']);
  const lng = useLanguage();
  const idPrefix = useId();
  const noteId = `${idPrefix}-note`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuotationValues>(EMPTY_QUOTATION);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<QuotationField, string>>>({});
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.kind === 'sending') return;
    setErrors({});
    setSending({ kind: 'idle' });
    const parsed = validateForm(quotationFormSchema, { ...values }, t);
    if (!parsed.ok) {
      const invalid = parsed.errors as Partial<Record<QuotationField, string>>;
      setErrors(invalid);
      const first = (['name', 'email', 'phone'] as const).find((name) => invalid[name]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending({ kind: 'sending' });
    const result = await postJson(apiPaths.contact(lng), {
      ...parsed.data,
      message: quoteListMessage(items, note),
      kind: 'quotation',
      page: window.location.pathname,
    });
    const body = result.body as { success?: unknown; error?: unknown } | undefined;
    if (result.ok && body?.success === true) {
      setValues(EMPTY_QUOTATION);
      setNote('');
      setSending({ kind: 'idle' });
      onSent(items.length);
      return;
    }
    const serverError = typeof body?.error === 'string' && body.error !== '' ? body.error : undefined;
    setSending({ kind: 'error', message: serverError ?? t('quote.error') });
  };

  return (
    <form ref={formRef} className="quotation-form quote-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <QuotationFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      <div className="field">
        <label htmlFor={noteId}>{t('quote.note')}</label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={MAX_LENGTH.message / 2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="quotation-form__alert" role="alert">
        {sending.kind === 'error' ? (
          <p className="quotation-form__message quotation-form__message--error">{sending.message}</p>
        ) : null}
      </div>
      <button className="button button--block" type="submit" disabled={sending.kind === 'sending'}>
        {sending.kind === 'sending' ? t('forms:sending') : t('quote.submit')}
      </button>
    </form>
  );
}
