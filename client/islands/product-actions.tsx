import type { StoredProduct } from '../stores/stored-product.ts';
import { ProductActions } from './shop/product-actions.tsx';

// The product page is server-rendered: its quote-list, wishlist and compare buttons are this small island.
export function ProductActionsIsland({ product }: { product: StoredProduct }) {
  return <ProductActions product={product} className="product-page__actions" />;
}
