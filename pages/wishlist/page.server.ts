import { definePage } from '#server/loaders/loader.ts';
import { sitePageLoader } from '#server/seo/site-page-head.ts';

// The visitor's own list: not indexed.
export default definePage({ routes: ['/wishlist'], load: sitePageLoader('wishlist') });
