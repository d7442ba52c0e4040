import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { useStores } from '../../stores/stores-context.ts';
import { useRestored } from '../../stores/use-restored.ts';
import { ToggleLabel } from '../../ui/toggle-label.tsx';
import { useShopActions } from './use-shop-actions.ts';

interface ProductActionsProps {
  product: StoredProduct;
  className?: string;
}

// 'Add to quote list', the wishlist toggle and 'Compare' for one product: on cards, in the popup and on the
// product page. The pressed states show the persisted lists only after restore (server HTML: not pressed).
export const ProductActions = observer(function ProductActions({ product, className }: ProductActionsProps) {
  const { t } = useTranslation('stores');
  const { wishlist, compare } = useStores();
  const isRestored = useRestored();
  const actions = useShopActions();
  const isSaved = isRestored && wishlist.has(product.id);
  const isCompared = isRestored && compare.has(product.id);
  return (
    <div
      className={className ? `product-actions ${className}` : 'product-actions'}
      role="group"
      aria-label={t('actions.label', { product: product.name })}
    >
      <button type="button" className="button button--small" onClick={() => actions.addToQuote(product)}>
        {t('actions.addToQuote')}
      </button>
      <button
        type="button"
        className="button button--small button--outline"
        aria-pressed={isSaved}
        onClick={() => actions.toggleWishlist(product)}
      >
        <ToggleLabel on={isSaved} onText={t('actions.removeFromWishlist')} offText={t('actions.saveToWishlist')} />
      </button>
      <button
        type="button"
        className="button button--small button--outline"
        aria-pressed={isCompared}
        onClick={() => actions.addToCompare(product)}
      >
        <ToggleLabel on={isCompared} onText={t('actions.inCompare')} offText={t('actions.addToCompare')} />
      </button>
    </div>
  );
});
