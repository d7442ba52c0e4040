import type { RenderContext } from '#client/entry-server.tsx';
import type { IslandState } from '#client/island-state.ts';
import { NOT_INDEXED, type PageSeo } from '#shared/page-view.ts';
import { seoHeadTags } from '../seo/head-tags.ts';
import { organizationLd, structuredData } from '../seo/structured-data.ts';
import { documentHead, documentTail } from './document.ts';
import type { EntryServer, SsrRuntime } from './ssr-runtime.ts';

/** What a document's head says: its title and description, and for an indexed page its SEO. */
export interface HeadContent {
  title: string;
  description: string;
  /** Error and message pages are not indexed. */
  seo?: PageSeo;
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

// The document around a rendered body: the head (with SEO and structured data) and the island state.
export function createPageFrame({ ssr, origin }: { ssr: SsrRuntime; origin: string }) {
  function head(ctx: RenderContext, { title, description, seo = NOT_INDEXED }: HeadContent): string {
    const company = ctx.i18n.t('company.name');
    const fullTitle = `${title} | ${company}`;
    return documentHead({
      lng: ctx.lng,
      title: fullTitle,
      description,
      islands: ctx.islands,
      assets: ssr.assets,
      extraHead:
        AWAIT_PAGE_END +
        seoHeadTags({
          origin,
          lng: ctx.lng,
          title: fullTitle,
          description,
          siteName: company,
          path: seo.canonicalPath,
          jsonLd: structuredData([organizationLd(ctx.i18n.t, origin), ...seo.jsonLd]),
        }),
    });
  }

  function islandState(ctx: RenderContext, entry: EntryServer): IslandState {
    // Only the page language: the key-parity test guarantees every key exists in both languages,
    // so the fallback language would be bytes sent for nothing.
    const ns = entry.namespacesFor(ctx.islands.map((island) => island.name));
    const bundles = ns.map((name) => [name, ctx.i18n.getResourceBundle(ctx.lng, name) as Record<string, unknown>]);
    return { lng: ctx.lng, ns, resources: { [ctx.lng]: Object.fromEntries(bundles) } };
  }

  function tail(ctx: RenderContext, entry: EntryServer): string {
    return documentTail({
      state: islandState(ctx, entry),
      hasIslands: ctx.islands.length > 0,
      assets: ssr.assets,
    });
  }

  /** The whole document around a body rendered with ctx (whose islands are known by then). */
  return (ctx: RenderContext, entry: EntryServer, content: HeadContent, body: string): string =>
    head(ctx, content) + body + PAGE_END_MARKER + tail(ctx, entry);
}

export type PageFrame = ReturnType<typeof createPageFrame>;
