import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { useStores } from '../stores/stores-context.ts';
import { useRestored } from '../stores/use-restored.ts';
import { ListEmpty } from '../ui/list-empty.tsx';
import { ProductImage } from '../ui/product-image.tsx';
import type { PriceRate } from '#shared/money.ts';
import { PriceRateNote } from '../ui/price-rate-note.tsx';
import { ProductPriceTag } from '../ui/product-price-tag.tsx';
import { ProductActionButton } from './shop/product-action-button.tsx';
import { unbreakableSizes } from '../ui/product-name.ts';

// /wishlist: the saved products, each with 'add to quote list' and remove. Server HTML is the empty state.
export const SavedProducts = observer(function SavedProducts({ rate }: { rate: PriceRate | null }) {
  const paths = usePaths();
  const { t } = useTranslation(['stores', 'catalogue']);
  const { wishlist } = useStores();
  const isRestored = useRestored();
  const items = isRestored ? wishlist.items : [];
  if (items.length === 0) {
    return <ListEmpty message={t('wishlist.empty')} restored={isRestored} />;
  }
  return (
    <>
      <ul className="saved-products">
        {items.map((item) => (
          <li key={item.id} className="saved-product">
            <ProductImage src={item.image} alt="" />
            <h2 className="saved-product__name">
              <a href={paths.product(item.slug)}>{unbreakableSizes(item.name)}</a>
            </h2>
            <p className="saved-product__price">
              <ProductPriceTag product={item} rate={rate} />
            </p>
            <div className="saved-product__actions">
              <ProductActionButton action="addToQuote" product={item} />
              <ProductActionButton action="removeFromWishlist" product={item} />
            </div>
          </li>
        ))}
      </ul>
      {items.some((item) => item.price > 0) ? <PriceRateNote rate={rate} className="saved-products__note" /> : null}
    </>
  );
});
