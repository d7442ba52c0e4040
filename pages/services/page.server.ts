import { paths } from '#shared/routes.ts';
import { definePage } from '#server/loaders/loader.ts';
import { sitePageLoader } from '#server/seo/site-page-head.ts';

export default definePage({
  routes: ['/service'],
  load: sitePageLoader('services', paths.services()),
  sitemap: () => [paths.services()],
});
