import { useTranslation } from 'react-i18next';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { ProductActionButton } from './product-action-button.tsx';

interface ProductActionsProps {
  product: StoredProduct;
  className?: string;
}

// 'Add to quote list', the wishlist toggle and 'Compare' for one product: on cards, in the popup and on the
// product page.
export function ProductActions({ product, className }: ProductActionsProps) {
  const { t } = useTranslation('stores');
  return (
    <div
      className={className ? `product-actions ${className}` : 'product-actions'}
      role="group"
      aria-label={t('actions.label', { product: product.name })}
    >
      <ProductActionButton action="addToQuote" product={product} />
      <ProductActionButton action="toggleWishlist" product={product} />
      <ProductActionButton action="addToCompare" product={product} />
    </div>
  );
}
