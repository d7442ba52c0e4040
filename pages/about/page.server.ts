import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

export default definePage({
  routes: ['/about'],
  load: fixedPageLoader('about', paths.about()),
  sitemap: () => [paths.about()],
});
