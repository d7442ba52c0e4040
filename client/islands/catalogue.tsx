import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGE_SIZE } from '#shared/constants.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { CatalogueFilter } from './catalogue/catalogue-filter.tsx';
import { CataloguePagination } from './catalogue/catalogue-pagination.tsx';
import { CatalogueStatusMessage } from './catalogue/catalogue-status.tsx';
import { ProductCard } from './catalogue/product-card.tsx';
import { ProductPopup } from './catalogue/product-popup.tsx';
import { useCatalogue } from './catalogue/use-catalogue.ts';
import { useCategoryHeading } from './catalogue/catalogue-heading.ts';
import { PriceRateNote } from '../ui/price-rate-note.tsx';
import { useLanguage, usePaths } from '../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';

export interface CatalogueProps extends CataloguePageData {
  /** Every distinct category of the products (docs/specification.md §2), for the dropdown. */
  categories: string[];
  /** The day's rate the server ordered and priced the page with; null: prices in their own currency alone. */
  rate: PriceRate | null;
}

// Cards in the first row on a wide screen are above the fold.
const EAGER_IMAGES = 3;

const subscribeNothing = () => () => undefined;

interface Opened {
  product: CatalogueProduct;
  opener: HTMLElement;
  /** The card's picture as loaded, the popup's placeholder. */
  placeholder: string | undefined;
}

// docs/specification.md §2 product catalogue: category filter and order, cards, paging, the product popup and the
// quotation form in it. Server-rendered with the current page's products (no loading flash); the props are that page
// only, and the island fetches a category's products from GET /api/products when the visitor asks for another.
export function Catalogue({ categories, rate, ...initial }: CatalogueProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const catalogue = useCatalogue(initial, categories, useLanguage(), rate);
  // false on the server and while hydrating, true afterwards: the no-script controls are then taken over.
  const isLive = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [opened, setOpened] = useState<Opened | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const closePopup = useCallback(() => setOpened(null), []);

  const { view, status } = catalogue;
  const paths = usePaths();
  const group = view.category === null ? undefined : findProductGroup(view.category);
  useCategoryHeading(
    group ? t(`common:productGroups.${group.key}.title`) : t('title'),
    group ? { label: t('title'), href: paths.catalogue() } : null,
  );
  const from = (view.page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const to = from + view.products.length - 1;

  const goToPage = (page: number) => {
    catalogue.goToPage(page);
    // The pager is below the cards: bring the top of the new page into view.
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="catalogue" ref={topRef}>
      <div className="catalogue__toolbar">
        <CatalogueFilter
          categories={categories}
          category={view.category}
          sort={view.sort}
          filters={view.filters}
          facets={view.facets}
          restored={catalogue.restored}
          isLive={isLive}
          onChoose={catalogue.choose}
        />
        <p className="catalogue__summary" role="status">
          {status.kind === 'ready' && view.total > 0 ? t('status.summary', { from, to, total: view.total }) : null}
        </p>
      </div>
      <h2 className="visually-hidden">{t('listHeading')}</h2>
      {status.kind === 'ready' && view.total > 0 ? (
        <>
          {view.isSorted ? null : <p className="catalogue__note">{t('sort.unsorted')}</p>}
          <PriceRateNote rate={rate} className="catalogue__note" />
          <ul className="catalogue__grid">
            {view.products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                rate={rate}
                isEager={index < EAGER_IMAGES}
                isLead={index === 0}
                onOpen={(chosen, opener, placeholder) => setOpened({ product: chosen, opener, placeholder })}
              />
            ))}
          </ul>
          <CataloguePagination
            category={view.category}
            sort={view.sort}
            filters={view.filters}
            page={view.page}
            pageCount={view.pageCount}
            onPage={goToPage}
          />
        </>
      ) : (
        <CatalogueStatusMessage status={status} onRetry={catalogue.retry} />
      )}
      {opened ? (
        <ProductPopup
          product={opened.product}
          rate={rate}
          placeholder={opened.placeholder}
          returnFocusTo={opened.opener}
          onClose={closePopup}
        />
      ) : null}
    </div>
  );
}
