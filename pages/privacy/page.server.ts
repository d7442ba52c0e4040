import { paths } from '#shared/routes.ts';
import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

// The privacy notice (docs/privacy.md, "The notice"): its texts are the privacy namespace's (the office edits them, its
// version included), the controller's details the company's.
export default definePage({
  routes: ['/privacy'],
  load: fixedPageLoader('privacy', paths.privacy()),
  sitemap: () => [paths.privacy()],
});
