import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTATION_CLOSE_MS } from '#shared/constants.ts';
import { quotationFormSchema, quotationMessage } from '#shared/schemas/contact-schema.ts';
import { apiPaths } from '#shared/routes.ts';
import { formNotice } from '../../lib/form-outcome.ts';
import { useFormSubmission } from '../../lib/use-form-submission.ts';
import { useLanguage } from '../../ui/use-language.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { AttachmentsField } from '../../ui/attachments-field.tsx';
import { ConsentField } from '../../ui/consent-field.tsx';
import { QuotationFields } from '../../ui/quotation-fields.tsx';
import { QuotationNotice } from '../../ui/quotation-notice.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface QuotationModalProps {
  product: CatalogueProduct;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

// docs/specification.md §2/§4/§5/§8 quotation modal: checked in the browser with the schema the server uses; the
// message names the product (docs/specification.md §3). Success shows the submitted message, clears the fields and
// closes after 2000 ms; failure shows the server's error text, else ours, and stays open.
export function QuotationModal({ product, returnFocusTo, onClose }: QuotationModalProps) {
  const { t } = useTranslation(['catalogue', 'forms']);
  const titleId = useId();
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
    const timer = window.setTimeout(onClose, QUOTATION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome?.kind, onClose]);

  return (
    <ModalDialog labelledBy={titleId} className="quotation-modal" returnFocusTo={returnFocusTo} onClose={onClose}>
      <button type="button" className="modal__close" onClick={onClose} aria-label={t('detail.close')}>
        <CloseIcon />
      </button>
      <h2 id={titleId} className="quotation-modal__title">
        {t('quotation.title')}
      </h2>
      <p className="quotation-modal__lead">{t('quotation.lead', { product: product.name })}</p>
      <form ref={formRef} className="quotation-form" noValidate onSubmit={onSubmit}>
        <QuotationFields idPrefix={idPrefix} isInDialog errors={errors} />
        <AttachmentsField id={`${idPrefix}-files`} error={errors.files} />
        <ConsentField id={`${idPrefix}-consent`} error={errors.consent} />
        <QuotationNotice notice={notice} hasStatus />
        <button className="button button--block" type="submit" disabled={isSending}>
          {isSending ? t('forms:sending') : t('quotation.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
