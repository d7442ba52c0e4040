import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ProductDetail } from '../../ui/product-detail.tsx';
import { focusableIn } from '../../lib/focus-trap.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { QuotationPanel } from './quotation-panel.tsx';
import { ProductActions } from '../shop/product-actions.tsx';
import { toStoredProduct } from '../../stores/stored-product.ts';

interface ProductPopupProps {
  product: CatalogueProduct;
  rate: PriceRate | null;
  /** The card's picture as the browser already has it, shown until the popup's own has loaded. */
  placeholder: string | undefined;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

// docs/specification.md §2 product popup: the product's detail and the quotation button; closes by ×, the overlay or
// Escape. The quotation form is the same dialog's second view (one dialog, one close button), with a way back to the
// product; the actions stay in a row at the dialog's foot, so they are in view whatever the height of the screen.
export function ProductPopup({ product, rate, placeholder, returnFocusTo, onClose }: ProductPopupProps) {
  const paths = usePaths();
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const quoteTitleId = useId();
  const [isQuoting, setQuoting] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const quoteButtonRef = useRef<HTMLButtonElement>(null);
  const hasSwitched = useRef(false);
  const back = useCallback(() => setQuoting(false), []);

  // Focus follows the view: the form's first field when it opens, the button that opened it on the way back.
  useEffect(() => {
    if (!hasSwitched.current) return;
    const panel = panelRef.current;
    if (isQuoting && panel) {
      const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0];
      first?.focus();
    } else quoteButtonRef.current?.focus();
  }, [isQuoting]);

  const quote = () => {
    hasSwitched.current = true;
    setQuoting(true);
  };

  return (
    <ModalDialog
      labelledBy={isQuoting ? quoteTitleId : titleId}
      className={isQuoting ? 'product-popup product-popup--quote' : 'product-popup'}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
    >
      <button type="button" className="modal__close" onClick={onClose} aria-label={t('detail.close')}>
        <CloseIcon />
      </button>
      <div ref={panelRef}>
        {isQuoting ? (
          <QuotationPanel product={product} titleId={quoteTitleId} onBack={back} />
        ) : (
          <>
            <ProductDetail product={product} rate={rate} titleId={titleId} placeholder={placeholder}>
              <a className="text-link" href={paths.product(product.slug)}>
                {t('detail.openPage')}
              </a>
            </ProductDetail>
            <div className="modal__actions product-popup__actions">
              <button type="button" className="button product-popup__quote" ref={quoteButtonRef} onClick={quote}>
                {t('detail.requestQuote')}
              </button>
              <ProductActions product={toStoredProduct(product)} isSecondary />
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
