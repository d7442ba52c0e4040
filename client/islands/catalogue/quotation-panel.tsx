import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTATION_CLOSE_MS } from '#shared/constants.ts';
import { quotationFormSchema, quotationMessage } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { formNotice } from '../../lib/form-outcome.ts';
import { useFormSubmission } from '../../lib/use-form-submission.ts';
import { useLanguage } from '../../ui/use-language.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { AttachmentsField } from '../../ui/attachments-field.tsx';
import { ConsentField } from '../../ui/consent-field.tsx';
import { QuotationFields } from '../../ui/quotation-fields.tsx';
import { QuotationNotice } from '../../ui/quotation-notice.tsx';

interface QuotationPanelProps {
  product: CatalogueProduct;
  /** id for the heading, which names the dialog while the form is its content. */
  titleId: string;
  /** Back to the product's detail in the same dialog. */
  onBack: () => void;
}

// docs/specification.md §2/§4/§5/§8 quotation modal, as the product popup's second view (one dialog, its content
// the form): checked in the browser with the schema the server uses; the message names the product
// (docs/specification.md §3). Success shows the submitted message, clears the fields and closes the form after
// 2000 ms, back to the product; failure shows the server's error text, else ours, and stays.
export function QuotationPanel({ product, titleId, onBack }: QuotationPanelProps) {
  const { t } = useTranslation(['catalogue', 'forms']);
  const idPrefix = useId();
  const { formRef, errors, outcome, isSending, onSubmit } = useFormSubmission({
    schema: quotationFormSchema,
    url: apiPaths.contact(useLanguage()),
    payload: (data) => ({
      ...data,
      message: quotationMessage(product.name),
      items: [{ slug: product.slug, name: product.name, qty: 1 }],
      kind: 'quotation',
      page: window.location.pathname,
    }),
  });
  const texts = { success: t('quotation.submitted'), error: t('quotation.error'), showsServerError: true };
  const notice = formNotice(outcome, { ...texts, isInvalidAFailure: true });

  useEffect(() => {
    if (outcome?.kind !== 'accepted') return;
    const timer = window.setTimeout(onBack, QUOTATION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome?.kind, onBack]);

  return (
    <div className="quotation-panel">
      <button type="button" className="text-link quotation-panel__back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('quotation.back')}
      </button>
      <h2 id={titleId} className="quotation-panel__title">
        {t('quotation.title')}
      </h2>
      <p className="quotation-panel__lead">{t('quotation.lead', { product: product.name })}</p>
      <form ref={formRef} className="quotation-form" noValidate onSubmit={onSubmit}>
        <QuotationFields idPrefix={idPrefix} isInDialog errors={errors} />
        <AttachmentsField id={`${idPrefix}-files`} error={errors.files} />
        <ConsentField id={`${idPrefix}-consent`} error={errors.consent} />
        <QuotationNotice notice={notice} hasStatus />
        <div className="modal__actions">
          <button className="button button--block" type="submit" disabled={isSending}>
            {isSending ? t('forms:sending') : t('quotation.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
