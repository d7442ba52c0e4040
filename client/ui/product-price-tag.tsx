import { useTranslation } from 'react-i18next';
import { priceView, type PriceRate, type Priced } from '#shared/money.ts';
import { AmountText, MoneyText } from './money-text.tsx';

interface ProductPriceTagProps {
  product: Priced;
  /** The day's rate, or null: the price in its own currency alone (shared/money.ts). */
  rate: PriceRate | null;
}

// The price a buyer pays: 'Price on request' for 0; in ₮ with $ beside it (one of them converted) or, without a
// rate, in the currency it was entered in; with a discount (< 100 % charged) the reduced price first, then the
// regular one struck through (its first currency) and the saving.
export function ProductPriceTag({ product, rate }: ProductPriceTagProps) {
  const { t } = useTranslation('catalogue');
  const view = priceView(product, rate);
  if (!view) return <span className="price-tag price-tag--request">{t('detail.priceOnRequest')}</span>;
  const [regular] = view.regular ?? [];
  if (!regular) {
    return (
      <span className="price-tag">
        <MoneyText amounts={view.now} />
      </span>
    );
  }
  return (
    <span className="price-tag">
      <span className="price-tag__now">
        <MoneyText amounts={view.now} />
      </span>{' '}
      <s className="price-tag__was">
        <span className="visually-hidden">{t('detail.regularPrice')} </span>
        <AmountText amount={regular} />
      </s>{' '}
      <span className="price-tag__badge">{t('detail.discount', { percent: view.percentOff })}</span>
    </span>
  );
}
