import { useCallback, useEffect, useRef, useState } from 'react';
import { CATALOGUE_PAGE_SIZE, type Language } from '#shared/constants.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';
import { useStores } from '../../stores/stores-context.ts';
import { catalogueHref, readCatalogueLocation, type CatalogueLocation } from './catalogue-address.ts';
import { loadProducts } from './load-products.ts';

export type CatalogueStatus =
  | { kind: 'ready' }
  | { kind: 'loading' }
  /** `status`: a non-OK HTTP answer; `detail`: another failure's own message. */
  | { kind: 'error'; status?: number; detail?: string };

type Lists = Record<string, CatalogueProduct[]>;

// The key of a fetched list: the category, '' for all products.
const keyOf = (category: string | null) => category ?? '';

// A category's products, fetched for it or cut from the full list when that is already here.
function listFor(lists: Lists, category: string | null): CatalogueProduct[] | undefined {
  const all = lists[''];
  return (
    lists[keyOf(category)] ?? (category && all ? all.filter((product) => product.category === category) : undefined)
  );
}

function pageOf(list: CatalogueProduct[], location: CatalogueLocation): CataloguePageData {
  const pageCount = Math.max(1, Math.ceil(list.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(location.page, pageCount);
  return {
    products: list.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE),
    category: location.category,
    page,
    pageCount,
    total: list.length,
  };
}

// The catalogue's state in the browser (docs/specification.md §4: loading, then loaded or error; a new category resets
// the page to 1). It starts from the page the server rendered, fetches a category's products only when the visitor asks
// for something else, and keeps the address in step: each choice is a history entry, and back/forward work.
export function useCatalogue(initial: CataloguePageData, categories: readonly string[], lng: Language) {
  const stores = useStores();
  const [location, setLocation] = useState<CatalogueLocation>({ category: initial.category, page: initial.page });
  const [lists, setLists] = useState<Lists>({});
  const [status, setStatus] = useState<CatalogueStatus>({ kind: 'ready' });
  const listsRef = useRef(lists);
  const requestRef = useRef<AbortController | null>(null);

  const fetchList = useCallback(
    async (category: string | null) => {
      requestRef.current?.abort();
      const request = new AbortController();
      requestRef.current = request;
      setStatus({ kind: 'loading' });
      try {
        const result = await loadProducts(category, lng, request.signal);
        if (request.signal.aborted) return;
        if (!result.ok) {
          setStatus({ kind: 'error', status: result.status, detail: result.detail });
          return;
        }
        listsRef.current = { ...listsRef.current, [keyOf(category)]: result.products };
        setLists(listsRef.current);
        stores.data.receiveProducts(result.products);
        setStatus({ kind: 'ready' });
      } catch {
        // Aborted: the visitor asked for something else, whose request is now the one that counts.
      }
    },
    [lng, stores],
  );

  const show = useCallback(
    (next: CatalogueLocation) => {
      setLocation(next);
      const isServerPage = next.category === initial.category && next.page === initial.page;
      if (isServerPage || listFor(listsRef.current, next.category)) {
        requestRef.current?.abort();
        setStatus({ kind: 'ready' });
        return;
      }
      void fetchList(next.category);
    },
    [fetchList, initial.category, initial.page],
  );

  useEffect(() => {
    const onPopState = () => show(readCatalogueLocation(new URL(window.location.href), categories));
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      requestRef.current?.abort();
    };
  }, [show, categories]);

  const navigate = (next: CatalogueLocation) => {
    window.history.pushState(null, '', catalogueHref(next, lng));
    show(next);
  };

  const list = listFor(lists, location.category);
  const isServerPage = location.category === initial.category && location.page === initial.page;
  const view: CataloguePageData = list
    ? pageOf(list, location)
    : isServerPage
      ? initial
      : { products: [], category: location.category, page: location.page, pageCount: 1, total: 0 };

  return {
    view,
    status,
    /** docs/specification.md §4: a new category refilters and starts again at page 1. */
    selectCategory: (category: string | null) => navigate({ category, page: 1 }),
    goToPage: (page: number) => navigate({ category: location.category, page }),
    retry: () => void fetchList(location.category),
  };
}
