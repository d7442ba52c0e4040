import { ISLAND_STATE_ID, type IslandState } from '#shared/render-contract.ts';
import type { ContentSecurityPolicy } from '../middleware/content-security-policy.ts';
import { escapeHtml, scriptJson } from '../html-escaping.ts';
import { WEB_FONTS_SCRIPT } from './web-fonts-script.ts';

// The one step that writes a document: its head, React's body and the island state around it, and the
// Content-Security-Policy that goes with it, all from parts decided while rendering (page-frame.ts).

/** A page's critical CSS (critical-css.ts): inline, and the stylesheets linked without blocking. */
export interface CriticalStyles {
  css: string;
  /** Its CSP source ('sha256-…'). */
  hash: string;
  /** The stylesheets still linked, fetched without blocking the first paint (fonts.css is inlined whole). */
  deferred: readonly string[];
}

export interface DocumentParts {
  lng: string;
  /** The whole title, with the company's name. */
  title: string;
  description: string;
  /** Further head tags, already escaped (the wait for the body's end, canonical, alternates, social cards, structured data). */
  headTags: string;
  stylesheets: readonly string[];
  modulePreloads: readonly string[];
  /** Module scripts every page runs (the loader). */
  scripts: readonly string[];
  /** React's output, and what follows it before the island state. */
  body: string;
  /** On a page with islands: what they read in the browser. */
  islandState?: IslandState;
  /** Kept pages carry it; error and message pages, and development, link the stylesheets as usual. */
  criticalStyles?: CriticalStyles;
}

export interface AssembledDocument {
  html: string;
  /** The Content-Security-Policy header's value for this document. */
  contentSecurityPolicy: string;
}

const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

// The loader switches a deferred sheet on; a <noscript> copy links it as usual without script.
const deferredLink = (href: string) =>
  `<link rel="stylesheet" href="${escapeHtml(href)}" media="print" data-deferred-style>` +
  `<noscript>${stylesheetLink(href)}</noscript>`;

function styles({ stylesheets, criticalStyles }: DocumentParts): string[] {
  if (!criticalStyles) return stylesheets.map(stylesheetLink);
  return [`<style>${criticalStyles.css}</style>`, ...criticalStyles.deferred.map(deferredLink)];
}

/** The document's HTML (critical-css.ts reads it, less the sheets it inlines whole, to find the page's rules). */
export function documentHtml(parts: DocumentParts): string {
  const { lng, title, description, headTags, modulePreloads, scripts, body, islandState } = parts;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lng)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="theme-color" content="#1f2a37">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<script>${WEB_FONTS_SCRIPT}</script>`,
    headTags,
    ...styles(parts),
    ...modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    '</head>',
    '<body id="top">',
    body,
    islandState ? `<script type="application/json" id="${ISLAND_STATE_ID}">${scriptJson(islandState)}</script>` : '',
    ...scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    '</body></html>',
  ].join('');
}

export function assembleDocument(parts: DocumentParts, policy: ContentSecurityPolicy): AssembledDocument {
  const hashes = parts.criticalStyles ? [parts.criticalStyles.hash] : [];
  return { html: documentHtml(parts), contentSecurityPolicy: policy.header(hashes) };
}
