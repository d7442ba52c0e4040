import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { itemSum, type CartItem } from '../../stores/cart-store.ts';
import { useStores } from '../../stores/stores-context.ts';
import { CATALOGUE_IMAGE_SIZE } from '#shared/catalogue.ts';
import { ProductPriceTag } from '../../ui/product-price-tag.tsx';
import { formatMoney } from '../../ui/product-price.ts';
import { useShopActions } from '../shop/use-shop-actions.ts';
import { unbreakableSizes } from '../../ui/product-name.ts';

// One quote-list line: the product, its unit price, − quantity + (never below 1), the line sum and remove.
export const QuoteItemRow = observer(function QuoteItemRow({ item }: { item: CartItem }) {
  const paths = usePaths();
  const { t } = useTranslation(['stores', 'catalogue']);
  const { cart, data } = useStores();
  const actions = useShopActions();
  const qtyId = `quote-qty-${item.id}`;
  return (
    <li className="quote-item">
      <img
        className="quote-item__image"
        src={item.image}
        width={CATALOGUE_IMAGE_SIZE.width}
        height={CATALOGUE_IMAGE_SIZE.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="quote-item__main">
        <h3 className="quote-item__name">
          <a href={paths.product(item.slug)}>{unbreakableSizes(item.name)}</a>
        </h3>
        <p className="quote-item__price">
          <span className="quote-item__label">{t('quote.unitPrice')}: </span>
          <ProductPriceTag product={item} currencySymbol={data.currencySymbol} />
        </p>
      </div>
      <div className="quote-item__qty">
        <label className="visually-hidden" htmlFor={qtyId}>
          {t('quote.quantityOf', { product: item.name })}
        </label>
        <button
          type="button"
          className="qty-button"
          aria-label={t('quote.decrease', { product: item.name })}
          aria-disabled={item.qty <= 1 ? true : undefined}
          onClick={() => cart.decrement(item.id)}
        >
          −
        </button>
        <input
          id={qtyId}
          className="qty-input"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={item.qty}
          onChange={(event) => {
            const value = event.target.valueAsNumber;
            if (Number.isFinite(value)) cart.setQuantity(item.id, value);
          }}
        />
        <button
          type="button"
          className="qty-button"
          aria-label={t('quote.increase', { product: item.name })}
          onClick={() => cart.increment(item.id)}
        >
          +
        </button>
      </div>
      <p className="quote-item__sum">
        <span className="quote-item__label">{t('quote.lineSum')}: </span>
        {item.price > 0 ? formatMoney(itemSum(item), data.currencySymbol) : t('quote.onRequest')}
      </p>
      <button
        type="button"
        className="button button--small button--outline quote-item__remove"
        aria-label={t('quote.remove', { product: item.name })}
        onClick={() => actions.removeFromQuote(item.id)}
      >
        {t('quote.removeShort')}
      </button>
    </li>
  );
});
