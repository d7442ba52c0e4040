import { withEveryField, type CollectionFields, type CollectionItem } from '#shared/collections.ts';
import type { Language } from '#shared/constants.ts';
import { mediaRef, mediaRefId, pagePhoto } from '#shared/media-library.ts';
import type { PageMeta } from '#shared/page-view.ts';
import { isSeoPageId, PAGE_SEO, type SeoPageId } from '#shared/page-seo.ts';
import type { Logger } from '../logger.ts';
import { namedPhotosKey, photoChoicesOf, readShownPhotos, type ShownPhotos } from '../media/shown-photos.ts';
import { itemHead, type ItemHead } from '../seo/item-head.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { serialReload } from './serial-reload.ts';

// The SEO records of the site's pages (docs/content.md, "SEO of the site's pages"): one content item of kind
// 'page-seo' per page of shared/page-seo.ts, keyed by its id, whose latest revision is the record the pages' heads
// read (a reset, or none published: the page's own head). Read again whenever any process publishes one, or a photo
// changes (a share picture may be one of them); the kept pages are dropped only when what the heads read changed.

/** What a page's loader reads (server/seo/site-page-head.ts): the published records, or a preview's drafts. */
export interface PageSeoView {
  /** The page's head in `lng`: its own title and description under its record's fields (server/seo/item-head.ts). */
  head(page: SeoPageId, own: PageMeta, lng: Language): ItemHead;
}

/** A record's fields, in one language, as an item's page reads an item's (its share picture, the photo). */
function localized(
  fields: CollectionFields,
  shown: ShownPhotos,
  lng: Language,
): Pick<CollectionItem, 'fields' | 'photos'> {
  const text = (name: string) => {
    const value = fields[name] ?? '';
    return typeof value === 'string' ? value : value[lng];
  };
  const record = shown.get(mediaRefId(text('shareImage')) ?? '');
  return {
    fields: { seoTitle: text('seoTitle'), seoDescription: text('seoDescription') },
    ...(record ? { photos: { shareImage: pagePhoto(record, lng) } } : {}),
  };
}

const viewOf = (records: ReadonlyMap<SeoPageId, CollectionFields>, shown: ShownPhotos): PageSeoView => ({
  head(page, own, lng) {
    const fields = records.get(page);
    return fields ? itemHead(own, localized(fields, shown, lng)) : own;
  },
});

/** The pages' own heads, no record published: for a server part tested without the content store. */
export const NO_PAGE_SEO: PageSeoView = viewOf(new Map(), new Map());

export type PageSeoSource = Awaited<ReturnType<typeof createPageSeo>>;

export async function createPageSeo({
  content,
  logger,
}: {
  content: Pick<ContentStore, 'published' | 'onChange'>;
  logger: Pick<Logger, 'error'>;
}) {
  let records = new Map<SeoPageId, { fields: CollectionFields; at: Date }>();
  let photos: ShownPhotos = new Map();
  let shownKey = '';
  let version = 0;
  let view = viewOf(new Map(), photos);

  /** Reads the records and the photos again; whether what the heads read changed. */
  async function reload(): Promise<boolean> {
    const [items, shown] = await Promise.all([content.published('page-seo'), readShownPhotos(content)]);
    const next = new Map<SeoPageId, { fields: CollectionFields; at: Date }>();
    for (const { key, revision, at, value } of items) {
      // A page a later version no longer has: kept in the history, read by none.
      if (!isSeoPageId(key)) continue;
      if (value) next.set(key, { fields: withEveryField(PAGE_SEO, value.fields), at });
      else logger.error({ page: key, revision }, "a page's SEO record cannot be read: the page's own head is shown");
    }
    const named = [...next.values()].flatMap(({ fields }) => {
      const id = typeof fields.shareImage === 'string' ? mediaRefId(fields.shareImage) : undefined;
      return id ? [id] : [];
    });
    const key = JSON.stringify([[...next], namedPhotosKey(named, shown)]);
    records = next;
    photos = shown;
    if (key === shownKey) return false;
    shownKey = key;
    version += 1;
    view = viewOf(new Map([...next].map(([page, { fields }]) => [page, fields])), shown);
    return true;
  }

  const reloads = serialReload(reload, logger, "the pages' SEO records");
  content.onChange(({ kind }) => {
    if (kind === 'page-seo' || kind === 'media') void reloads.reloadSoon();
  });
  await reload();

  return {
    /** What the pages read. */
    view: (): PageSeoView => view,
    /** Changes with every change the heads show: what is built from the records (the sitemap) is built again. */
    version: () => version,
    /** The published record's fields of a page; undefined while it has none (or was reset). */
    fields: (page: SeoPageId): CollectionFields | undefined => records.get(page)?.fields,
    /** When the page's record was last published; undefined while it has none. */
    publishedAt: (page: SeoPageId): Date | undefined => records.get(page)?.at,
    /** What the share picture may name: every photo that may be shown. */
    images: (): readonly string[] => [...photos.keys()].map(mediaRef),
    /** The office's choice of a share picture: what each photo shows (in `lng`) and a small file of it. */
    photoChoices: (lng: Language) => photoChoicesOf(photos, lng),
    /** The records with `drafts` (page → fields) in place of what is published, for a preview. */
    withDrafts(drafts: ReadonlyMap<SeoPageId, CollectionFields>): PageSeoView {
      const previewed = new Map([...records].map(([page, { fields }]) => [page, fields]));
      for (const [page, fields] of drafts) previewed.set(page, fields);
      return viewOf(previewed, photos);
    },
    /** Reads the records again now: the publishing process shows its own change at once. */
    refresh: reloads.reloadSoon,
    /** Calls `listener` each time what the heads show changed (the kept pages are then dropped). */
    onChanged: (listener: () => void) => reloads.onChanged((changed) => changed && listener()),
  };
}
