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
 * A first view whose layout depends on markup after it (the home hero's slides fill what its bar leaves) marks
 * where it ends with this id; the browser paints nothing before that element is read, so a slow phone never
 * paints the half-read view and moves it when the rest arrives.
 */
const FIRST_VIEW_END = 'first-view-end';
const AWAIT_FIRST_VIEW = `<link rel="expect" href="#${FIRST_VIEW_END}" blocking="render">`;

// The document around a rendered body: the head (with SEO and structured data) and the island state.
export function createPageFrame({ ssr, origin }: { ssr: SsrRuntime; origin: string }) {
  function head(ctx: RenderContext, { title, description, seo = NOT_INDEXED }: HeadContent, body: string): string {
    const company = ctx.i18n.t('company.name');
    const fullTitle = `${title} | ${company}`;
    return documentHead({
      lng: ctx.lng,
      title: fullTitle,
      description,
      islands: ctx.islands,
      assets: ssr.assets,
      extraHead:
        (body.includes(`id="${FIRST_VIEW_END}"`) ? AWAIT_FIRST_VIEW : '') +
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
    head(ctx, content, body) + body + tail(ctx, entry);
}

export type PageFrame = ReturnType<typeof createPageFrame>;
