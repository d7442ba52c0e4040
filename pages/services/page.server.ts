import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

export default definePage({
  routes: ['/service'],
  load: fixedPageLoader('services', paths.services()),
  sitemap: () => [paths.services()],
});
