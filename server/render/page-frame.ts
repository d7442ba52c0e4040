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
 * The browser paints nothing before the header has been read: the first paint waits for <main> (which the
 * parser inserts only once the header is closed). Chromium unblocks a <link rel=expect> as soon as its target
 * is inserted, so the target is always an element *after* what must be whole; a slow phone painted the header
 * with half its buttons, and the navigation moved when the rest arrived.
 */
const AWAIT_HEADER = '<link rel="expect" href="#main" blocking="render">';
/**
 * A first view whose layout depends on its later markup (the home hero's slides fill what its bar leaves) is
 * followed by an element with this id; the browser paints nothing before it is read.
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
        AWAIT_HEADER +
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
