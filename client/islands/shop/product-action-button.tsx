import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { useStores } from '../../stores/stores-context.ts';
import { useRestored } from '../../stores/use-restored.ts';
import { CompareIcon, HeartIcon } from '../../ui/icons.tsx';
import { ToggleLabel } from '../../ui/toggle-label.tsx';
import { useShopActions } from './use-shop-actions.ts';

export type ProductAction =
  'addToQuote' | 'toggleWishlist' | 'addToCompare' | 'removeFromQuote' | 'removeFromWishlist' | 'removeFromCompare';

/** Each list's remove button reads 'Remove' and is named for its product and list (translation keys). */
const REMOVE_NAMES = {
  removeFromQuote: 'quote.remove',
  removeFromWishlist: 'wishlist.remove',
  removeFromCompare: 'compare.remove',
} as const;

interface ProductActionButtonProps {
  action: ProductAction;
  product: StoredProduct;
  className?: string;
  /** The wishlist and compare toggles as icon buttons, named by their label and with it as a tooltip. */
  compact?: boolean;
  /** 'Add to quote list' as an outline button, beside another primary action. */
  isSecondary?: boolean;
}

// The one button that puts a product on a list or takes it off, with the docs/specification.md §4 toast
// (useShopActions). The toggles show the persisted lists only after restore (server HTML: not pressed).
export const ProductActionButton = observer(function ProductActionButton(props: ProductActionButtonProps) {
  const { action, product, className, compact = false, isSecondary = false } = props;
  const { t } = useTranslation('stores');
  const { wishlist, compare } = useStores();
  const isRestored = useRestored();
  const actions = useShopActions();
  const classes = (base: string) => (className ? `${base} ${className}` : base);

  if (action === 'addToQuote') {
    return (
      <button
        type="button"
        className={classes(isSecondary ? 'button button--small button--outline' : 'button button--small')}
        onClick={() => actions.addToQuote(product)}
      >
        {t('actions.addToQuote')}
      </button>
    );
  }
  const outline = classes('button button--small button--outline');
  if (action === 'toggleWishlist' || action === 'addToCompare') {
    const isWishlist = action === 'toggleWishlist';
    const isPressed = isRestored && (isWishlist ? wishlist : compare).has(product.id);
    const [onText, offText] = isWishlist
      ? [t('actions.removeFromWishlist'), t('actions.saveToWishlist')]
      : [t('actions.inCompare'), t('actions.addToCompare')];
    const onClick = () => (isWishlist ? actions.toggleWishlist(product) : actions.addToCompare(product));
    if (compact) {
      const label = isPressed ? onText : offText;
      return (
        <button
          type="button"
          className={classes(
            isWishlist ? 'product-actions__icon product-actions__icon--wishlist' : 'product-actions__icon',
          )}
          aria-pressed={isPressed}
          aria-label={label}
          title={label}
          onClick={onClick}
        >
          {isWishlist ? <HeartIcon /> : <CompareIcon />}
        </button>
      );
    }
    return (
      <button type="button" className={outline} aria-pressed={isPressed} onClick={onClick}>
        <ToggleLabel on={isPressed} onText={onText} offText={offText} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={outline}
      aria-label={t(REMOVE_NAMES[action], { product: product.name })}
      onClick={() => actions[action](product.id)}
    >
      {t('quote.removeShort')}
    </button>
  );
});
