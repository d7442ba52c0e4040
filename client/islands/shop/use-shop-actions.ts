import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '#shared/constants.ts';
import type { StoredProduct } from '../../stores/stored-product.ts';
import { useStores } from '../../stores/stores-context.ts';
import { notify } from './notify.ts';

// The stores answer with what happened; this turns each answer into the docs/specification.md §4 toast, in the page
// language. Islands using it list the 'stores' namespace in island-meta.ts.
export function useShopActions() {
  const { t } = useTranslation('stores');
  const { cart, wishlist, compare } = useStores();
  return {
    addToQuote(product: StoredProduct) {
      const outcome = cart.add(product);
      if (outcome === 'added') notify('success', t('toast.cartAdded', { title: product.name }));
      else {
        const qty = cart.find(product.id)?.qty ?? 1;
        notify('info', t('toast.cartIncreased', { title: product.name, qty }));
      }
    },
    removeFromQuote(productId: number) {
      if (cart.remove(productId) === 'removed') notify('success', t('toast.cartRemoved'));
    },
    toggleWishlist(product: StoredProduct) {
      if (wishlist.toggle(product) === 'added') notify('success', t('toast.wishlistAdded'));
      else notify('success', t('toast.wishlistRemoved'));
    },
    removeFromWishlist(productId: number) {
      if (wishlist.remove(productId) === 'removed') notify('success', t('toast.wishlistRemoved'));
    },
    addToCompare(product: StoredProduct) {
      const outcome = compare.add(product);
      if (outcome === 'added') notify('success', t('toast.compareAdded'));
      else if (outcome === 'exists') notify('warning', t('toast.compareExists'));
      else notify('warning', t('toast.compareFull', { max: COMPARE_MAX }));
    },
    removeFromCompare(productId: number) {
      // docs/specification.md §4: removing is a warning; an absent product is 'Target no Found'.
      if (compare.remove(productId) === 'removed') notify('warning', t('toast.compareRemoved'));
      else notify('error', t('toast.compareMissing'));
    },
  };
}
