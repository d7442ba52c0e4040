import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

export default definePage({
  routes: ['/', '/home'],
  load: fixedPageLoader('home', paths.home()),
  sitemap: () => [paths.home()],
});
