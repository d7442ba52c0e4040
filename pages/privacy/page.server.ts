import { paths } from '#shared/routes.ts';
import { definePage } from '#server/loaders/loader.ts';
import { sitePageLoader } from '#server/seo/site-page-head.ts';

// The privacy notice (docs/privacy.md, "The notice"): its texts are the privacy namespace's (the office edits them, its
// version included), the controller's details the company's.
export default definePage({
  routes: ['/privacy'],
  load: sitePageLoader('privacy', paths.privacy()),
  sitemap: () => [paths.privacy()],
});
