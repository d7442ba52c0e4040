import { paths } from '#shared/routes.ts';
import { definePage } from '#server/loaders/loader.ts';
import { sitePageLoader } from '#server/seo/site-page-head.ts';

export default definePage({
  routes: ['/productgrouppage'],
  load: sitePageLoader('productPlan', paths.productPlan()),
  sitemap: () => [paths.productPlan()],
});
