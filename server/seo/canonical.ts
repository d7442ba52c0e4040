import type { PageView } from '#client/entry-server.tsx';
import { pagePath } from '#shared/language-link.ts';
import { matchRoute, paths } from '#shared/routes.ts';
import { findProductGroup, findService, findTeamMember } from '#shared/site.ts';

// The one address of each page, whatever spelling the visitor used (/About, /home, /shop, Video/…),
// without the language (that is added per language version). Undefined for pages that are not indexed.
export function canonicalPath(pathname: string, view: PageView): string | undefined {
  if (view.status !== 200) return undefined;
  const { page, params } = matchRoute(pagePath(pathname));
  switch (page) {
    case 'home':
      return paths.home();
    case 'about':
      return paths.about();
    case 'services':
      return paths.services();
    case 'productPlan':
      return paths.productPlan();
    case 'contact':
      return paths.contact();
    case 'catalogue': {
      // Page 2 and later are pages of their own (other products): each is its own canonical.
      const path = paths.catalogue(findProductGroup(params.category)?.category);
      const pageNumber = (view.props.catalogue as { page?: number } | undefined)?.page ?? 1;
      return pageNumber > 1 ? `${path}?page=${pageNumber}` : path;
    }
    case 'service': {
      const service = findService(params.slug);
      return service && paths.service(service.slug);
    }
    case 'video': {
      const service = findService(params.slug);
      return service && paths.video(service.slug);
    }
    case 'teamMember': {
      const member = findTeamMember(params.slug);
      return member && paths.teamMember(member.slug);
    }
    case 'product':
      return params.slug ? paths.product(params.slug.toLowerCase()) : undefined;
    default:
      // Search results and the not-found page are not indexed.
      return undefined;
  }
}
