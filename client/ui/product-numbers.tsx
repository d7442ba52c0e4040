import { useTranslation } from 'react-i18next';
import type { CatalogueProduct } from '#shared/catalogue.ts';

// The product's part number and the other numbers it is known by (docs/content.md, "Part numbers"), under its
// category on the product page and in the popup: a buyer checks the number before asking for a quotation. The
// numbers are codes, not words: never translated, each kept on one line.
export function ProductNumbers({ product }: { product: Pick<CatalogueProduct, 'partNumber' | 'alternativeNumbers'> }) {
  const { t } = useTranslation('catalogue');
  const alternatives = product.alternativeNumbers ?? [];
  if (!product.partNumber && alternatives.length === 0) return null;
  return (
    <dl className="product-numbers">
      {product.partNumber ? (
        <div className="product-numbers__row">
          <dt>{t('numbers.partNumber')}</dt>
          <dd translate="no">{product.partNumber}</dd>
        </div>
      ) : null}
      {alternatives.length > 0 ? (
        <div className="product-numbers__row">
          <dt>{t('numbers.alternatives')}</dt>
          {alternatives.map((number) => (
            <dd key={number} translate="no">
              {number}
            </dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}
