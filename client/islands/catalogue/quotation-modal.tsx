import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTATION_CLOSE_MS } from '#shared/constants.ts';
import { quotationFormSchema, quotationMessage } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { postJson } from '../../lib/post-json.ts';
import { validateForm } from '../../lib/validate-form.ts';
import { useLanguage } from '../../ui/use-language.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import {
  EMPTY_QUOTATION,
  QuotationFields,
  type QuotationField,
  type QuotationValues,
} from '../../ui/quotation-fields.tsx';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };

interface QuotationModalProps {
  product: CatalogueProduct;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

function serverFields(body: unknown): Partial<Record<QuotationField, string>> {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Partial<Record<QuotationField, string>> = {};
  for (const name of ['name', 'email', 'phone'] as const) {
    const message = (fields as Record<string, unknown>)[name];
    if (typeof message === 'string' && message !== '') out[name] = message;
  }
  return out;
}

// SPEC §2/§4/§5/§8 quotation modal: checked in the browser with the schema the server uses; the message names
// the product (SPEC §3). Success shows the submitted message, clears the fields and closes after 2000 ms;
// failure shows the server's error text, else ours, and stays open.
export function QuotationModal({ product, returnFocusTo, onClose }: QuotationModalProps) {
  const { t } = useTranslation(['catalogue', 'forms']);
  const lng = useLanguage();
  const titleId = useId();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuotationValues>(EMPTY_QUOTATION);
  const [errors, setErrors] = useState<Partial<Record<QuotationField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const timer = window.setTimeout(onClose, QUOTATION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.kind, onClose]);

  const focusFirstInvalid = (invalid: Partial<Record<QuotationField, string>>) => {
    const first = (['name', 'email', 'phone'] as const).find((name) => invalid[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    // SPEC §4: messages are cleared at the start of each submit.
    setErrors({});
    setOutcome({ kind: 'idle' });
    const parsed = validateForm(quotationFormSchema, { ...values }, t);
    if (!parsed.ok) {
      const invalid = parsed.errors as Partial<Record<QuotationField, string>>;
      setErrors(invalid);
      focusFirstInvalid(invalid);
      return;
    }
    setOutcome({ kind: 'sending' });
    const result = await postJson(apiPaths.contact(lng), {
      ...parsed.data,
      message: quotationMessage(product.name),
      kind: 'quotation',
      page: window.location.pathname,
    });
    const body = result.body as { success?: unknown; error?: unknown } | undefined;
    if (result.ok && body?.success === true) {
      setValues(EMPTY_QUOTATION);
      setOutcome({ kind: 'success' });
      return;
    }
    const invalid = serverFields(body);
    setErrors(invalid);
    const serverError = typeof body?.error === 'string' && body.error !== '' ? body.error : undefined;
    setOutcome({ kind: 'error', message: serverError ?? t('quotation.error') });
  };

  return (
    <ModalDialog labelledBy={titleId} className="quotation-modal" returnFocusTo={returnFocusTo} onClose={onClose}>
      <button type="button" className="modal__close" onClick={onClose} aria-label={t('detail.close')}>
        <CloseIcon />
      </button>
      <h2 id={titleId} className="quotation-modal__title">
        {t('quotation.title')}
      </h2>
      <p className="quotation-modal__lead">{t('quotation.lead', { product: product.name })}</p>
      <form ref={formRef} className="quotation-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <QuotationFields
          idPrefix={idPrefix}
          isInDialog
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <div className="quotation-form__status" role="status" aria-live="polite">
          {outcome.kind === 'success' ? (
            <p className="quotation-form__message quotation-form__message--success">{t('quotation.submitted')}</p>
          ) : null}
        </div>
        <div className="quotation-form__alert" role="alert">
          {outcome.kind === 'error' ? (
            <p className="quotation-form__message quotation-form__message--error">{outcome.message}</p>
          ) : null}
        </div>
        <button className="button button--block" type="submit" disabled={outcome.kind === 'sending'}>
          {outcome.kind === 'sending' ? t('forms:sending') : t('quotation.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
