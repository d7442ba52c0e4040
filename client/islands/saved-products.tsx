import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { useStores } from '../stores/stores-context.ts';
import { useRestored } from '../stores/use-restored.ts';
import { ListEmpty } from '../ui/list-empty.tsx';
import { CATALOGUE_IMAGE_SIZE } from '#shared/catalogue.ts';
import { ProductPriceTag } from '../ui/product-price-tag.tsx';
import { useShopActions } from './shop/use-shop-actions.ts';
import { unbreakableSizes } from '../ui/product-name.ts';

// /wishlist: the saved products, each with 'add to quote list' and remove. Server HTML is the empty state.
export const SavedProducts = observer(function SavedProducts() {
  const paths = usePaths();
  const { t } = useTranslation(['stores', 'catalogue']);
  const { wishlist, data } = useStores();
  const isRestored = useRestored();
  const actions = useShopActions();
  const items = isRestored ? wishlist.items : [];
  if (items.length === 0) {
    return <ListEmpty message={t('wishlist.empty')} restored={isRestored} />;
  }
  return (
    <ul className="saved-products">
      {items.map((item) => (
        <li key={item.id} className="saved-product">
          <img
            src={item.image}
            width={CATALOGUE_IMAGE_SIZE.width}
            height={CATALOGUE_IMAGE_SIZE.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <h2 className="saved-product__name">
            <a href={paths.product(item.slug)}>{unbreakableSizes(item.name)}</a>
          </h2>
          <p className="saved-product__price">
            <ProductPriceTag product={item} currencySymbol={data.currencySymbol} />
          </p>
          <div className="saved-product__actions">
            <button type="button" className="button button--small" onClick={() => actions.addToQuote(item)}>
              {t('actions.addToQuote')}
            </button>
            <button
              type="button"
              className="button button--small button--outline"
              aria-label={t('wishlist.remove', { product: item.name })}
              onClick={() => actions.removeFromWishlist(item.id)}
            >
              {t('quote.removeShort')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
});
