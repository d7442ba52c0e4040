import type { TFunction } from 'i18next';
import type { PageView } from '#client/entry-server.tsx';
import type { RouteMatch } from '#shared/routes.ts';
import { findProductGroup, findService, findTeamMember } from '#shared/site.ts';
import { NotFoundError } from '../errors.ts';
import { createSearchService, normalizeQuery } from '../services/search-service.ts';
import { SEARCH_SOURCES } from '../services/search-sources.ts';
import { videoCatalogue } from '../services/video-catalogue.ts';

const siteSearch = createSearchService(SEARCH_SOURCES);

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
    case 'teamMember': {
      const member = findTeamMember(match.params.slug);
      if (!member) throw new NotFoundError();
      return view('teamMember', { memberKey: member.key }, { name: t(`team:members.${member.key}.name`) });
    }
    case 'search': {
      const text = normalizeQuery(query.get('query'));
      return view('search', { query: text, results: siteSearch.search(text, t) });
    }
    default:
      return view(match.page);
  }
}
