import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findProductGroup, type ProductGroup } from '#shared/site.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { PriceRateNote } from './price-rate-note.tsx';
import { ProductNumbers } from './product-numbers.tsx';
import { ProductPriceTag } from './product-price-tag.tsx';
import { dimensionText, ProductSpecRows } from './product-spec-rows.tsx';
import { unbreakableSizes } from './product-name.ts';
import { DETAIL_PHOTO_SIZES, ProductGallery, ProductPicture } from './product-photos.tsx';
import { RichText } from './rich-text.tsx';

const DIMENSIONS = ['length', 'diameter', 'length1'] as const;

interface ProductDetailProps {
  product: CatalogueProduct;
  /** The day's rate, stated under the price; null: the price in its own currency alone. */
  rate: PriceRate | null;
  /** The name as an h2 with this id (the popup, labelled by it); none where the page's h1 is the name. */
  titleId?: string;
  /** Under the price: the popup's link to the page, the page's actions and quotation form. */
  children?: ReactNode;
  /** The product's own page: its picture is the page's lead image (fetched first), and its gallery follows. */
  isPage?: boolean;
  /** A picture the browser already has (the card's), shown in the picture's box until its own file has loaded. */
  placeholder?: string | undefined;
  /** Under the specifications on the page: its datasheet's link. */
  facts?: ReactNode;
}

// docs/specification.md §2 product popup content, also the body of /shop-single/{slug}: image, name, description,
// length, diameter and length1 with their units and what they mean for this kind of product, and the price. On the
// page the specifications, the availability and the datasheet stand under the picture from 768 px (the column beside
// a long description and the form would otherwise be empty); in the popup they follow the description.
export function ProductDetail(props: ProductDetailProps) {
  const { product, rate, titleId, children, isPage = false, placeholder, facts } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  const group = findProductGroup(product.category);
  const SpecsHeading = titleId ? 'h3' : 'h2';
  const priceRow = (
    <div className="product-specs__row product-specs__row--price">
      <dt>{t('detail.price')}</dt>
      <dd>
        <ProductPriceTag product={product} rate={rate} />
        {product.price > 0 ? <PriceRateNote rate={rate} /> : null}
      </dd>
    </div>
  );
  const specs = (
    <>
      <SpecsHeading className="product-detail__specs-heading">{t('detail.specsHeading')}</SpecsHeading>
      <dl className="product-specs">
        <SpecRowsOf product={product} groupKey={group?.key ?? 'mining-equipment'} />
        {isPage ? null : priceRow}
      </dl>
    </>
  );
  return (
    <div className={isPage ? 'product-detail product-detail--page' : 'product-detail'}>
      <div className="product-detail__media">
        <figure
          className="product-detail__picture"
          style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
        >
          <ProductPicture product={product} sizes={DETAIL_PHOTO_SIZES} priority={isPage} />
        </figure>
        {isPage ? <ProductGallery photos={product.gallery} /> : null}
      </div>
      {isPage ? (
        <div className="product-detail__facts">
          {specs}
          {facts}
        </div>
      ) : null}
      <div className="product-detail__body">
        <p className="product-detail__category">
          {group ? t(`common:productGroups.${group.key}.title`) : product.category}
        </p>
        {titleId ? (
          <h2 id={titleId} className="product-detail__name">
            {unbreakableSizes(product.name)}
          </h2>
        ) : null}
        <ProductNumbers product={product} />
        {product.descriptionDoc ? (
          <RichText doc={product.descriptionDoc} className="product-detail__description" />
        ) : (
          <p className="product-detail__description">{product.description}</p>
        )}
        {isPage ? <dl className="product-specs product-specs--price">{priceRow}</dl> : specs}
        {children}
      </div>
    </div>
  );
}

/** The measures, the category's specifications and the availability (with the lead time when on order). */
function SpecRowsOf({ product, groupKey }: { product: CatalogueProduct; groupKey: ProductGroup['key'] }) {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <>
      {DIMENSIONS.map((dimension) => (
        <div key={dimension} className="product-specs__row">
          <dt>{t(`dimensions.${groupKey}.${dimension}`)}</dt>
          <dd>{dimensionText(t, product, dimension, product[dimension])}</dd>
        </div>
      ))}
      <ProductSpecRows product={product} />
      {(product.specs ?? []).map((row, index) => (
        <div key={`spec-${index}`} className="product-specs__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      {product.availability ? (
        <div className="product-specs__row">
          <dt>{t('detail.availability')}</dt>
          <dd>
            {product.availability === 'in-stock'
              ? t('availability.inStock')
              : t('availability.onOrder', { count: product.leadWeeks ?? 0 })}
          </dd>
        </div>
      ) : null}
    </>
  );
}
