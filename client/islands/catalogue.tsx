import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGE_SIZE } from '#shared/constants.ts';
import { useStores } from '../stores/stores-context.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';
import { CatalogueFilter } from './catalogue/catalogue-filter.tsx';
import { CataloguePagination } from './catalogue/catalogue-pagination.tsx';
import { CatalogueStatusMessage } from './catalogue/catalogue-status.tsx';
import { ProductCard } from './catalogue/product-card.tsx';
import { ProductPopup } from './catalogue/product-popup.tsx';
import { QuotationModal } from './catalogue/quotation-modal.tsx';
import { useCatalogue } from './catalogue/use-catalogue.ts';
import { useLanguage } from '../ui/use-language.ts';

export interface CatalogueProps extends CataloguePageData {
  /** Every distinct category of the products (docs/specification.md §2), for the dropdown. */
  categories: string[];
}

// Cards in the first row on a wide screen are above the fold.
const EAGER_IMAGES = 3;

const subscribeNothing = () => () => undefined;

interface Opened {
  product: CatalogueProduct;
  opener: HTMLElement;
}

// docs/specification.md §2 product catalogue: category filter, cards, paging, the product popup and the quotation
// modal. Server-rendered with the current page's products (no loading flash); the props are that page only, and
// the island fetches a category's products from GET /api/products when the visitor asks for another.
export function Catalogue({ categories, ...initial }: CatalogueProps) {
  const { t } = useTranslation('catalogue');
  const { data } = useStores();
  const catalogue = useCatalogue(initial, categories, useLanguage());
  // false on the server and while hydrating, true afterwards: the no-script controls are then taken over.
  const isLive = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [opened, setOpened] = useState<Opened | null>(null);
  const [quoteOpener, setQuoteOpener] = useState<HTMLElement | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const closePopup = useCallback(() => setOpened(null), []);
  const closeQuote = useCallback(() => setQuoteOpener(null), []);

  const { view, status } = catalogue;
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
          isLive={isLive}
          onSelect={catalogue.selectCategory}
        />
        <p className="catalogue__summary" role="status">
          {status.kind === 'ready' && view.total > 0 ? t('status.summary', { from, to, total: view.total }) : null}
        </p>
      </div>
      <h2 className="visually-hidden">{t('listHeading')}</h2>
      {status.kind === 'ready' && view.total > 0 ? (
        <>
          <ul className="catalogue__grid">
            {view.products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                currencySymbol={data.currencySymbol}
                isEager={index < EAGER_IMAGES}
                isLead={index === 0}
                onOpen={(chosen, opener) => setOpened({ product: chosen, opener })}
              />
            ))}
          </ul>
          <CataloguePagination category={view.category} page={view.page} pageCount={view.pageCount} onPage={goToPage} />
        </>
      ) : (
        <CatalogueStatusMessage status={status} onRetry={catalogue.retry} />
      )}
      {opened ? (
        <ProductPopup
          product={opened.product}
          currencySymbol={data.currencySymbol}
          returnFocusTo={opened.opener}
          onClose={closePopup}
          onRequestQuote={setQuoteOpener}
        />
      ) : null}
      {opened && quoteOpener ? (
        <QuotationModal product={opened.product} returnFocusTo={quoteOpener} onClose={closeQuote} />
      ) : null}
    </div>
  );
}
