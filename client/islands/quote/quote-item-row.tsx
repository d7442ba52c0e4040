import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { lineMoney, type PriceRate } from '#shared/money.ts';
import type { CartItem } from '../../stores/cart-store.ts';
import { useStores } from '../../stores/stores-context.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { ProductPriceTag } from '../../ui/product-price-tag.tsx';
import { ProductActionButton } from '../shop/product-action-button.tsx';
import { unbreakableSizes } from '../../ui/product-name.ts';

// One quote-list line: the product, its unit price, − quantity + (never below 1), the line sum and remove.
export const QuoteItemRow = observer(function QuoteItemRow({ item, rate }: { item: CartItem; rate: PriceRate | null }) {
  const paths = usePaths();
  const { t } = useTranslation(['stores', 'catalogue']);
  const { cart } = useStores();
  const sum = lineMoney(item, item.qty, rate);
  const qtyId = `quote-qty-${item.id}`;
  return (
    <li className="quote-item">
      <ProductImage className="quote-item__image" src={item.image} alt="" />
      <div className="quote-item__main">
        <h3 className="quote-item__name">
          <a href={paths.product(item.slug)}>{unbreakableSizes(item.name)}</a>
        </h3>
        <p className="quote-item__price">
          <span className="quote-item__label">{t('quote.unitPrice')}: </span>
          <ProductPriceTag product={item} rate={rate} />
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
        {sum ? <MoneyText amounts={sum} /> : t('quote.onRequest')}
      </p>
      <ProductActionButton action="removeFromQuote" product={item} className="quote-item__remove" />
    </li>
  );
});
