import type { TFunction } from 'i18next';
import type { PageView } from '#client/entry-server.tsx';
import type { RouteMatch } from '#shared/routes.ts';
import { findProductGroup, findService } from '#shared/site.ts';
import { NotFoundError } from '../errors.ts';

// Runs before rendering, so an unknown slug is a 404 before the first byte streams.
// Returns the page to render, its status, its <title>/description and its props.
export function loadPage(match: RouteMatch, query: URLSearchParams, t: TFunction): PageView {
  const view = (page: PageView['page'], props: Record<string, unknown> = {}, vars: Record<string, string> = {}) => ({
    page,
    status: page === 'notFound' ? 404 : 200,
    meta: { title: t(`pages:meta.${page}.title`, vars), description: t(`pages:meta.${page}.description`, vars) },
    props,
  });

  switch (match.page) {
    case 'service':
    case 'video': {
      const service = findService(match.params.slug);
      if (!service) throw new NotFoundError();
      return view(match.page, { serviceKey: service.key }, { service: t(`services.${service.key}.title`) });
    }
    case 'catalogue': {
      if (match.params.category === undefined) return view('catalogue', { category: null });
      const group = findProductGroup(match.params.category);
      if (!group) throw new NotFoundError();
      const name = t(`productGroups.${group.key}.title`);
      return {
        ...view('catalogue', { category: group.category }),
        meta: {
          title: t('pages:meta.catalogueCategory.title', { category: name }),
          description: t('pages:meta.catalogueCategory.description', { category: name }),
        },
      };
    }
    case 'product':
      // Product pages are served once the catalogue exists; until then every slug is unknown.
      throw new NotFoundError();
    case 'search':
      return view('search', { query: query.get('query')?.trim() ?? '' });
    default:
      return view(match.page);
  }
}
