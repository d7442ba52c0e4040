import { useTranslation } from 'react-i18next';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { discountedPrice, formatMoney } from './product-price.ts';

interface ProductPriceTagProps {
  product: Pick<CatalogueProduct, 'price' | 'discount'>;
  currencySymbol: string;
}

// The price a buyer pays: 'Price on request' for 0; with a discount (< 100 % charged) the reduced price first,
// then the regular one struck through and the saving.
export function ProductPriceTag({ product, currencySymbol }: ProductPriceTagProps) {
  const { t } = useTranslation('catalogue');
  if (product.price <= 0) return <span className="price-tag price-tag--request">{t('detail.priceOnRequest')}</span>;
  if (product.discount >= 100) {
    return <span className="price-tag">{formatMoney(product.price, currencySymbol)}</span>;
  }
  return (
    <span className="price-tag">
      <span className="price-tag__now">
        {formatMoney(discountedPrice(product.price, product.discount), currencySymbol)}
      </span>{' '}
      <s className="price-tag__was">
        <span className="visually-hidden">{t('detail.regularPrice')} </span>
        {formatMoney(product.price, currencySymbol)}
      </s>{' '}
      <span className="price-tag__badge">{t('detail.discount', { percent: 100 - product.discount })}</span>
    </span>
  );
}
