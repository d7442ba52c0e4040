import type { CollectionItem, CollectionName } from './collections.ts';
import type { CompanyView, SocialNetwork } from './schemas/company-schema.ts';
import type { i18n as I18n } from 'i18next';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import type { AdminView } from './admin-view.ts';
import type { Language } from './constants.ts';
import type { PageView } from './page-view.ts';
import type { TickerFigures } from './rates.ts';

// The contract between the server and the SSR entry (client/entry-server.tsx): what the server hands to a render,
// what the render records while React runs, and the entry's functions. The server reads the records to write the
// document around React's output (server/render/assemble-document.ts); it never reads the rendered HTML back.

/**
 * When an island's code loads (client/hydration-schedule.ts): load, idle, visible, interaction (first sign of
 * use), or saved: at load for a visitor with saved lists (the page shows them), else on first use (the server's
 * empty state is already right).
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'saved';

export interface IslandRecord {
  id: string;
  /** One of client/islands/island-meta.ts's names. */
  name: string;
  hydrate: HydrateStrategy;
}

// The one JSON document a page inlines for its islands (script#island-state, type application/json).
export const ISLAND_STATE_ID = 'island-state';

export interface IslandState {
  lng: Language;
  ns: string[];
  /** resources[lng][ns]: the page language, only the namespaces the page's islands use. */
  resources: Record<string, Record<string, Record<string, unknown>>>;
}

/** A small drawing of our own (an SVG under /images), ready to travel inside the page. */
export interface InlineDrawing {
  /** The <svg> element's own attributes, but for its size (the <img>'s box decides it). */
  attributes: Record<string, string>;
  /** Its content, ids prefixed so that none can clash with the page's own. */
  content: string;
  /** The file as a data: address. */
  dataUri: string;
}

/** The drawings a page may carry inline as its first view; none in development (the page keeps the files). */
export interface InlineDrawings {
  get(src: string): InlineDrawing | undefined;
}

/**
 * The picture a page shows first (its largest paint), decided while rendering: the first <img> marked
 * fetchPriority="high". A small drawing of our own travels inside the document: as the <svg> itself outside
 * islands, as a data: address inside one (React hydrates that markup as it is); any other stays a file, which
 * React preloads.
 */
export interface LeadImage {
  src: string;
  carriedAs: 'svg' | 'data-uri' | 'file';
}

// Everything one server render needs, and what it records. Built per request by the server; never shared.
export interface RenderContext {
  lng: Language;
  i18n: I18n;
  pathname: string;
  search: string;
  now: Date;
  /**
   * Public configuration: the site's origin; the company's details and links as the office last published them
   * (server/content/company-links.ts), its words in the page language.
   */
  site: {
    publicUrl: string;
    messengerPageId: string;
    socialLinks: ReadonlyArray<{ network: SocialNetwork; url: string }>;
    company: CompanyView;
  };
  /** The site's lists (team, testimonials) as the office last published them, or previews, in the page language. */
  lists: (name: CollectionName) => readonly CollectionItem[];
  /** The ticker's figures, or why there are none (a fetch under way: the ticker asks for them in the browser). */
  rates: TickerFigures;
  drawings: InlineDrawings;
  /** Recorded while rendering: the islands on this page, in document order. */
  islands: IslandRecord[];
  /** Recorded while rendering: the page's first-view picture, if it has one. */
  leadImage?: LeadImage;
}

/** The answer to a form posted without script: its messages and the way back (client/status-pages/message-page.tsx). */
export interface MessagePageContent {
  isSuccess: boolean;
  /** Translation keys of the messages, e.g. forms:success or the field errors. */
  messageKeys: string[];
  backHref: string;
  resend?: ResendContent;
}

/**
 * A form not received, to be posted again as it was typed. With `errors` (a refused form: field → message key) its
 * fields are shown to correct and its consent box to tick; without (a write the storage refused), it is one button.
 */
export interface ResendContent {
  action: string;
  fields: Record<string, string>;
  errors?: Record<string, string>;
}

/** The SSR entry's functions: the only way the server reaches client code. */
export interface SsrEntry {
  /** Streams the body of the page the view names. The server writes the document around it. */
  renderPage(ctx: RenderContext, view: PageView, options: RenderToPipeableStreamOptions): PipeableStream;
  /** The error page (status ≥ 400 that is not a not-found), rendered at once for the error handler. */
  renderErrorPage(ctx: RenderContext, props: { messageKey?: string; requestId?: string }): string;
  /** The answer to a form posted without script, rendered at once. */
  renderMessagePage(ctx: RenderContext, props: MessagePageContent): string;
  /** What the islands of a rendered page read in the browser: the page language's texts they use. */
  islandState(ctx: RenderContext): IslandState;
  /** An office page, whole, in the language `i18n` is set to (client/admin/; only the sign-in form hydrates). */
  renderAdminPage(i18n: I18n, view: AdminView): string;
}
