import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { ProductActionButton } from './product-action-button.tsx';

interface ProductActionsProps {
  product: StoredProduct;
  className?: string;
  /** 'Add to quote list' as an outline button: the popup, whose primary action is the quotation. */
  isSecondary?: boolean;
  /** Icon buttons after the wishlist and compare (a card's Details). */
  children?: ReactNode;
}

// 'Add to quote list', the wishlist toggle and 'Compare' for one product, alike on cards, in the popup and on the
// product page: one button as wide as the row allows, the toggles as icon buttons beside it (named by their label,
// which is also their tooltip), so the row never breaks into buttons of uneven widths.
export function ProductActions({ product, className, isSecondary = false, children }: ProductActionsProps) {
  const { t } = useTranslation('stores');
  return (
    <div
      className={className ? `product-actions ${className}` : 'product-actions'}
      role="group"
      aria-label={t('actions.label', { product: product.name })}
    >
      <ProductActionButton action="addToQuote" product={product} isSecondary={isSecondary} />
      <span className="product-actions__icons">
        <ProductActionButton action="toggleWishlist" product={product} compact />
        <ProductActionButton action="addToCompare" product={product} compact />
        {children}
      </span>
    </div>
  );
}
