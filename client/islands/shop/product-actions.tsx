import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { ProductActionButton } from './product-action-button.tsx';

interface ProductActionsProps {
  product: StoredProduct;
  className?: string;
  /** One primary action, the others as icon buttons (cards); `children` follow them in the row. */
  compact?: boolean;
  children?: ReactNode;
}

// 'Add to quote list', the wishlist toggle and 'Compare' for one product: on cards, in the popup and on the
// product page.
export function ProductActions({ product, className, compact = false, children }: ProductActionsProps) {
  const { t } = useTranslation('stores');
  return (
    <div
      className={className ? `product-actions ${className}` : 'product-actions'}
      role="group"
      aria-label={t('actions.label', { product: product.name })}
    >
      <ProductActionButton action="addToQuote" product={product} />
      {compact ? (
        <span className="product-actions__icons">
          <ProductActionButton action="toggleWishlist" product={product} compact />
          <ProductActionButton action="addToCompare" product={product} compact />
          {children}
        </span>
      ) : (
        <>
          <ProductActionButton action="toggleWishlist" product={product} />
          <ProductActionButton action="addToCompare" product={product} />
          {children}
        </>
      )}
    </div>
  );
}
