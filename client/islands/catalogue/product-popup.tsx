import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ProductDetail } from '../../ui/product-detail.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { ProductActions } from '../shop/product-actions.tsx';
import { toStoredProduct } from '../../stores/stored-product.ts';

interface ProductPopupProps {
  product: CatalogueProduct;
  rate: PriceRate | null;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onRequestQuote: (button: HTMLElement) => void;
}

// docs/specification.md §2 product popup: the product's detail and the quotation button; closes by ×, the overlay or
// Escape.
export function ProductPopup({ product, rate, returnFocusTo, onClose, onRequestQuote }: ProductPopupProps) {
  const paths = usePaths();
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} className="product-popup" returnFocusTo={returnFocusTo} onClose={onClose}>
      <button type="button" className="modal__close" onClick={onClose} aria-label={t('detail.close')}>
        <CloseIcon />
      </button>
      <ProductDetail product={product} rate={rate} titleId={titleId}>
        <div className="product-detail__actions">
          <button type="button" className="button" onClick={(event) => onRequestQuote(event.currentTarget)}>
            {t('detail.requestQuote')}
          </button>
          <a className="text-link" href={paths.product(product.slug)}>
            {t('detail.openPage')}
          </a>
        </div>
        <ProductActions product={toStoredProduct(product)} />
      </ProductDetail>
    </ModalDialog>
  );
}
