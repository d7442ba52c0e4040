import type { PageMeta } from '#shared/page-props.ts';
import type { PageId } from '#shared/routes.ts';
import { foundPage, pageMeta, type Loader } from './loader.ts';

/** The loader of a page whose content is all in its component and locales: its meta, its canonical path. */
export function fixedPageLoader(page: PageId, canonicalPath?: string): Loader<{ meta: PageMeta }> {
  return ({ t }) => {
    const meta = pageMeta(t, page);
    return foundPage(canonicalPath, meta, { meta });
  };
}
