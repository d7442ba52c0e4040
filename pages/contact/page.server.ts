import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

export default definePage({
  routes: ['/contact'],
  load: fixedPageLoader('contact', paths.contact()),
  sitemap: () => [paths.contact()],
});
