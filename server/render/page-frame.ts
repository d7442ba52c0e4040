import type { Media } from '#shared/media.ts';
import { NOT_INDEXED, type PageSeo } from '#shared/page-view.ts';
import type { RenderContext, SsrEntry } from '#shared/render-contract.ts';
import { seoHeadTags } from '../seo/head-tags.ts';
import { organizationLd, structuredData } from '../seo/structured-data.ts';
import type { DocumentParts } from './assemble-document.ts';
import type { PageAssets } from './page-assets.ts';

/** What a document's head says: its title and description, and for an indexed page its SEO. */
export interface HeadContent {
  title: string;
  description: string;
  /** Error and message pages are not indexed. */
  seo?: PageSeo;
  /**
   * The picture shares show, when a page has one of its own (server/seo/item-head.ts): a loader's meta may carry
   * it, the renderer spreading that meta here.
   */
  share?: Media;
}

/**
 * The browser paints nothing before the whole body has been read: a loaded phone's parser yields mid-document,
 * and a painted half (a header with half its buttons, a grid with one column, the ticker with half its figures)
 * moves when the rest arrives. Chromium lifts a <link rel=expect> as soon as its target is inserted, so the
 * target is an empty element after the page's last visible block. Our documents are small: reading the rest
 * costs milliseconds, not a round trip.
 */
const PAGE_END = 'page-end';
const AWAIT_PAGE_END = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
const PAGE_END_MARKER = `<span id="${PAGE_END}" hidden></span>`;

// The parts of a document around a body React rendered with ctx, from what the render recorded (its islands):
// the head (with SEO and structured data), the stylesheets and preloads, the island state.
export function createPageFrame({ assets, origin }: { assets: PageAssets; origin: string }) {
  return (ctx: RenderContext, entry: SsrEntry, content: HeadContent, body: string): DocumentParts => {
    const { title, description, seo = NOT_INDEXED, share } = content;
    const company = ctx.i18n.t('company.name');
    const fullTitle = `${title} | ${company}`;
    const eager = ctx.islands.filter((island) => island.hydrate === 'load').map((island) => island.name);
    return {
      lng: ctx.lng,
      title: fullTitle,
      description,
      headTags:
        AWAIT_PAGE_END +
        seoHeadTags({
          origin,
          lng: ctx.lng,
          title: fullTitle,
          description,
          siteName: company,
          path: seo.canonicalPath,
          ...(seo.noindex ? { noindex: true } : {}),
          ...(share ? { image: share } : {}),
          jsonLd: structuredData([organizationLd(ctx.i18n.t, origin, ctx.site.company), ...seo.jsonLd]),
        }),
      stylesheets: assets.stylesheets(ctx.islands.map((island) => island.name)),
      modulePreloads: assets.modulePreloads(eager),
      scripts: assets.scripts(),
      body: body + PAGE_END_MARKER,
      // Every page runs the loader (the header's behaviour); the island state only where there are islands.
      ...(ctx.islands.length > 0 ? { islandState: entry.islandState(ctx) } : {}),
    };
  };
}

export type PageFrame = ReturnType<typeof createPageFrame>;
