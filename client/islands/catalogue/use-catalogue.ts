import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CATALOGUE_PAGE_SIZE, type Language } from '#shared/constants.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';
import { facetsOf, filterKeysOf, meetsFilters, type CatalogueFilters, type Facet } from '#shared/catalogue-filters.ts';
import { sortProducts, type CatalogueSort, type PriceRate } from '#shared/money.ts';
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

function pageOf(
  list: CatalogueProduct[],
  location: CatalogueLocation,
  isSorted: boolean,
  facets: Facet[],
): CataloguePageData {
  const pageCount = Math.max(1, Math.ceil(list.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(location.page, pageCount);
  return {
    products: list.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE),
    category: location.category,
    page,
    pageCount,
    total: list.length,
    sort: location.sort,
    isSorted,
    filters: location.filters,
    facets,
  };
}

/** The same list: the same address (the filters spelled one way, catalogue-filters.ts). */
const isSame = (a: CatalogueLocation, b: CatalogueLocation) => catalogueHref(a, 'mn') === catalogueHref(b, 'mn');

/** A category's products meeting the filters, and the category's filters with their counts. */
function filtered(list: CatalogueProduct[], category: string | null, filters: CatalogueFilters) {
  const keys = new Map(list.map((product) => [product, filterKeysOf(product)]));
  const keysOf = (product: CatalogueProduct) => keys.get(product) ?? {};
  return {
    products: list.filter((product) => meetsFilters(keysOf(product), filters)),
    facets: facetsOf(category, list, keysOf, filters),
  };
}

// The catalogue's state in the browser (docs/specification.md §4: loading, then loaded or error; a new category or
// order resets the page to 1). It starts from the page the server rendered, fetches a category's products only when
// the visitor asks for something else, and keeps the address in step: each choice is a history entry, and
// back/forward work. A price order is worked out here with the server's rules and the page's rate (shared/money.ts),
// so it is the order the server gives the same address.
export function useCatalogue(
  initial: CataloguePageData,
  categories: readonly string[],
  lng: Language,
  rate: PriceRate | null,
) {
  const stores = useStores();
  // The page the server rendered: shown as it came whenever the visitor is back at its address.
  const [served] = useState<CatalogueLocation>(() => ({
    category: initial.category,
    page: initial.page,
    sort: initial.sort,
    filters: initial.filters,
  }));
  const [location, setLocation] = useState<CatalogueLocation>(served);
  const [lists, setLists] = useState<Lists>({});
  const [status, setStatus] = useState<CatalogueStatus>({ kind: 'ready' });
  // Counts the visitor's steps back and forward: the filters' inputs are then the address's again.
  const [restored, setRestored] = useState(0);
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
      if (isSame(next, served) || listFor(listsRef.current, next.category)) {
        requestRef.current?.abort();
        setStatus({ kind: 'ready' });
        return;
      }
      void fetchList(next.category);
    },
    [fetchList, served],
  );

  useEffect(() => {
    const onPopState = () => {
      setRestored((count) => count + 1);
      show(readCatalogueLocation(new URL(window.location.href), categories));
    };
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

  // Worked out again only when the list, the order or the rate changes (a price order of hundreds of products is
  // a few milliseconds on a slow phone).
  const list = useMemo(() => listFor(lists, location.category), [lists, location.category]);
  const chosen = useMemo(
    () => list && filtered(list, location.category, location.filters),
    [list, location.category, location.filters],
  );
  const ordered = useMemo(
    () => chosen && sortProducts(chosen.products, location.sort, rate),
    [chosen, location.sort, rate],
  );
  const sameCategory = (page: CataloguePageData) => (page.category === location.category ? page.facets : []);
  const view: CataloguePageData =
    chosen && ordered
      ? pageOf(ordered.products, location, ordered.isSorted, chosen.facets)
      : isSame(location, served)
        ? initial
        : // While the category's list loads, its filters stay as they were (the visitor may be typing in them).
          { ...location, products: [], pageCount: 1, total: 0, isSorted: true, facets: sameCategory(initial) };

  return {
    view,
    status,
    restored,
    /** docs/specification.md §4: a new category, order or filter refilters and starts again at page 1. */
    choose: ({
      category,
      sort,
      filters,
    }: {
      category: string | null;
      sort: CatalogueSort;
      filters: CatalogueFilters;
    }) => navigate({ category, sort, filters: category === location.category ? filters : {}, page: 1 }),
    goToPage: (page: number) => navigate({ ...location, page }),
    retry: () => void fetchList(location.category),
  };
}
