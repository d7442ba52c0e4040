import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

export default definePage({
  routes: ['/productgrouppage'],
  load: fixedPageLoader('productPlan', paths.productPlan()),
  sitemap: () => [paths.productPlan()],
});
