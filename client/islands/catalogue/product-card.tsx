import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { ProductPriceTag } from '../../ui/product-price-tag.tsx';
import { ProductActions } from '../shop/product-actions.tsx';
import { toStoredProduct } from '../../stores/stored-product.ts';
import { unbreakableSizes } from '../../ui/product-name.ts';
import { SCRIPT_LINK } from '../../lib/script-link.ts';
import { CARD_PHOTO_SIZES, ProductPicture } from '../../ui/product-photos.tsx';
import { ArrowLinkIcon } from '../../ui/inner-icons.tsx';

interface ProductCardProps {
  product: CatalogueProduct;
  /** The day's rate (the catalogue states it once, above the cards), or null. */
  rate: PriceRate | null;
  /** Cards in the first row are above the fold: their images load at once. */
  isEager: boolean;
  /** The first card: its picture is the page's first view. */
  isLead: boolean;
  /** `placeholder`: the card's picture as the browser has it (its chosen file), for the popup to show at once. */
  onOpen: (product: CatalogueProduct, opener: HTMLElement, placeholder: string | undefined) => void;
}

/** A plain left click opens the popup; a click with a modifier (new tab, new window) stays a link. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

// docs/specification.md §2 product card: image, name, description and a details button; each opens the popup
// (docs/specification.md §2). They are links to the product's own page, so they work without script and can be opened
// in a new tab.
export function ProductCard({ product, rate, isEager, isLead, onOpen }: ProductCardProps) {
  const paths = usePaths();
  const { t } = useTranslation(['catalogue', 'common']);
  const href = paths.product(product.slug);
  const titleId = `product-card-${product.slug}`;
  const group = findProductGroup(product.category);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const picture = event.currentTarget.closest('.product-card')?.querySelector('img');
    onOpen(product, event.currentTarget, picture?.currentSrc || undefined);
  };
  return (
    <li className="product-card">
      {/* Out of the tab order: the name and the Details link lead to the same place. */}
      <a className="product-card__media" href={href} tabIndex={-1} onClick={open} {...SCRIPT_LINK}>
        <ProductPicture product={product} sizes={CARD_PHOTO_SIZES} priority={isLead} isLazy={!isEager} />
      </a>
      <div className="product-card__body">
        <p className="product-card__category">
          {group ? t(`common:productGroups.${group.key}.title`) : product.category}
        </p>
        <h3 id={titleId} className="product-card__title">
          <a href={href} onClick={open} {...SCRIPT_LINK}>
            {unbreakableSizes(product.name)}
          </a>
        </h3>
        <p className="product-card__text">{product.description}</p>
        <p className="product-card__price">
          <ProductPriceTag product={product} rate={rate} />
        </p>
      </div>
      {/* One primary action (the quote list); the wishlist, compare and details as icon buttons beside it. */}
      <ProductActions product={toStoredProduct(product)} className="product-card__actions">
        <a
          className="product-actions__icon product-card__details"
          href={href}
          aria-label={t('card.details')}
          aria-describedby={titleId}
          title={t('card.details')}
          onClick={open}
          {...SCRIPT_LINK}
        >
          <ArrowLinkIcon />
        </a>
      </ProductActions>
    </li>
  );
}
