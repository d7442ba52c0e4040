import type { TFunction } from 'i18next';
import type { PageView } from '#client/entry-server.tsx';
import { CATALOGUE_PAGE_SIZE, DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import type { RouteMatch } from '#shared/routes.ts';
import { findProductGroup, findService, findTeamMember } from '#shared/site.ts';
import { NotFoundError } from '../errors.ts';
import { createProductService, type ProductService } from '../services/product-service.ts';
import { createSearchService, normalizeQuery } from '../services/search-service.ts';
import { productSource, SEARCH_SOURCES } from '../services/search-sources.ts';
import { videoCatalogue } from '../services/video-catalogue.ts';

/** What loaders read besides the address: the services (in-process, never over HTTP) and the page language. */
export interface LoaderContext {
  products: ProductService;
  lng: Language;
}

// The not-found page (rendered by the error handler) reads nothing; every page route passes the real context.
const NO_CONTEXT: LoaderContext = { products: createProductService([]), lng: DEFAULT_LANGUAGE };

// A meta description of about the length search engines show, cut at a word.
const DESCRIPTION_MAX = 160;

function summarize(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** ?page=N as a number; anything else is page 1 (the service brings it within the pages that exist). */
function pageNumber(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) ? page : 1;
}

// Runs before rendering, so an unknown slug is a 404 before the first byte streams.
// Returns the page to render, its status, its <title>/description and its props.
export function loadPage(
  match: RouteMatch,
  query: URLSearchParams,
  t: TFunction,
  { products, lng }: LoaderContext = NO_CONTEXT,
): PageView {
  const view = (page: PageView['page'], props: Record<string, unknown> = {}, vars: Record<string, string> = {}) => ({
    page,
    status: page === 'notFound' ? 404 : 200,
    meta: { title: t(`pages:meta.${page}.title`, vars), description: t(`pages:meta.${page}.description`, vars) },
    props,
  });

  switch (match.page) {
    case 'service': {
      const service = findService(match.params.slug);
      // SPEC §2: an unknown service has its own not-found texts ('Service Not Found'), still with status 404.
      if (!service) {
        return {
          ...view('service', { serviceKey: null }),
          status: 404,
          meta: { title: t('services:notFound.heading'), description: t('services:notFound.text') },
        };
      }
      return view('service', { serviceKey: service.key }, { service: t(`services.${service.key}.title`) });
    }
    case 'video': {
      const service = findService(match.params.slug);
      if (!service) throw new NotFoundError();
      const props = { serviceKey: service.key, video: videoCatalogue.find(service.slug) };
      return view('video', props, { service: t(`services.${service.key}.title`) });
    }
    case 'catalogue': {
      // The category is a path segment (SPEC §2); it must name one of the product groups, else 404.
      const group = match.params.category === undefined ? undefined : findProductGroup(match.params.category);
      if (match.params.category !== undefined && !group) throw new NotFoundError();
      const catalogue = products.page({
        category: group?.category ?? null,
        page: pageNumber(query.get('page')),
        size: CATALOGUE_PAGE_SIZE,
        language: lng,
      });
      const categories = products.categories();
      // A group with no products yet is still offered, so the dropdown always shows what is on screen.
      if (group && !categories.includes(group.category)) categories.push(group.category);
      const props = { catalogue, categories };
      if (!group) return view('catalogue', props);
      const name = t(`productGroups.${group.key}.title`);
      return {
        ...view('catalogue', props),
        meta: {
          title: t('pages:meta.catalogueCategory.title', { category: name }),
          description: t('pages:meta.catalogueCategory.description', { category: name }),
        },
      };
    }
    case 'product': {
      const product = products.findBySlug(match.params.slug ?? '', lng);
      if (!product) throw new NotFoundError();
      return {
        ...view('product', { product }),
        meta: { title: product.name, description: summarize(product.description) },
      };
    }
    case 'teamMember': {
      const member = findTeamMember(match.params.slug);
      if (!member) throw new NotFoundError();
      return view('teamMember', { memberKey: member.key }, { name: t(`team:members.${member.key}.name`) });
    }
    case 'search': {
      const text = normalizeQuery(query.get('query'));
      // The products source is in the page language: product names and descriptions live in data/, not locales/.
      const siteSearch = createSearchService([...SEARCH_SOURCES, productSource(products, lng)]);
      return view('search', { query: text, results: siteSearch.search(text, t) });
    }
    default:
      return view(match.page);
  }
}
