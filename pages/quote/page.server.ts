import { definePage, fixedPageLoader } from '#server/loaders/loader.ts';

// The visitor's own list: not indexed.
export default definePage({ routes: ['/quote'], load: fixedPageLoader('quote') });
