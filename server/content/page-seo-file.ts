import { z } from 'zod/mini';
import { withEveryField } from '#shared/collections.ts';
import { mediaRef } from '#shared/media-library.ts';
import { isSeoPageId, PAGE_SEO, SEO_PAGE_IDS } from '#shared/page-seo.ts';
import { collectionFormOf, parseCollectionForm } from '#shared/schemas/collection-schema.ts';
import { readShownPhotos } from '../media/shown-photos.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { PageSeoSource } from './page-seo.ts';

// The site pages' SEO records in the content file (content-file.ts; docs/content.md, "The content file"): each
// published record by its page's id. An import checks each as its form checks a publish (its share picture one of
// the photos this site may show, the file's own among them) and publishes those that differ; a page the file leaves
// out keeps its record, one this site has no page of is skipped and named.

const fieldsSchema = z.record(z.string(), z.union([z.string(), z.object({ mn: z.string(), en: z.string() })]));

/** The pages part of the file: page id → its record's fields. */
export const pageSeoFileSchema = z.optional(z.record(z.string(), z.object({ fields: fieldsSchema })));
export type PageSeoFile = NonNullable<z.infer<typeof pageSeoFileSchema>>;

/** Every page's published record. */
export const exportPageSeo = (pageSeo: Pick<PageSeoSource, 'fields'>): PageSeoFile =>
  Object.fromEntries(
    SEO_PAGE_IDS.flatMap((page) => {
      const fields = pageSeo.fields(page);
      return fields ? [[page, { fields }]] : [];
    }),
  );

interface Report {
  published: string[];
  unchanged: string[];
  skipped: Array<{ id: string; reason: 'unknown' | 'invalid' | 'stale' }>;
}

export async function importPageSeo(
  pages: PageSeoFile,
  { content, by, now }: { content: ContentStore; by: string; now: Date },
  report: Report,
): Promise<void> {
  // The photos as they are now: the file's own, imported before, are among them.
  const images = [...(await readShownPhotos(content)).keys()].map(mediaRef);
  for (const [page, { fields }] of Object.entries(pages)) {
    const id = `page-seo/${page}`;
    if (!isSeoPageId(page)) {
      report.skipped.push({ id, reason: 'unknown' });
      continue;
    }
    const parsed = parseCollectionForm(PAGE_SEO, collectionFormOf(PAGE_SEO, fields), { complete: true, images });
    if (!parsed.ok) {
      report.skipped.push({ id, reason: 'invalid' });
      continue;
    }
    const state = await content.state('page-seo', page);
    const shown = state.value ? withEveryField(PAGE_SEO, state.value.fields) : undefined;
    if (JSON.stringify(shown) === JSON.stringify(parsed.fields)) {
      report.unchanged.push(id);
      continue;
    }
    const revision = await content.publish('page-seo', page, { fields: parsed.fields }, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id, reason: 'stale' });
    else report.published.push(id);
  }
}
