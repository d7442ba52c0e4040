import { paths } from '#shared/routes.ts';
import { definePage } from '#server/loaders/loader.ts';
import { sitePageLoader } from '#server/seo/site-page-head.ts';

export default definePage({
  routes: ['/contact'],
  load: sitePageLoader('contact', paths.contact()),
  sitemap: () => [paths.contact()],
});
