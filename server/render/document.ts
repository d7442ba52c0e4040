import type { IslandState } from '#client/island-state.ts';
import type { PageAssets } from './page-assets.ts';
import { escapeHtml, scriptJson } from '../html-escaping.ts';
import { WEB_FONTS_SCRIPT } from './web-fonts-script.ts';

// The document around React's output. React renders the body; the head and the closing island state
// are written here, after the shell has rendered, when the page's islands are known.

export interface HeadInput {
  lng: string;
  title: string;
  description: string;
  islands: readonly { name: string; hydrate: string }[];
  assets: PageAssets;
  /** Further head tags, already escaped (canonical, alternates, social cards, structured data). */
  extraHead?: string;
}

export function documentHead({ lng, title, description, islands, assets, extraHead = '' }: HeadInput): string {
  const stylesheets = assets
    .stylesheets(islands.map((island) => island.name))
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  const eager = islands.filter((island) => island.hydrate === 'load').map((island) => island.name);
  const preloads = assets.modulePreloads(eager).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`);
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
    extraHead,
    ...stylesheets,
    ...preloads,
    '</head>',
    '<body id="top">',
  ].join('');
}

export interface TailInput {
  state: IslandState;
  hasIslands: boolean;
  assets: PageAssets;
}

// Every page runs the loader (the header's behaviour); the island state only where there are islands.
export function documentTail({ state, hasIslands, assets }: TailInput): string {
  const scripts = assets.scripts().map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`);
  return [
    hasIslands ? `<script type="application/json" id="island-state">${scriptJson(state)}</script>` : '',
    ...scripts,
    '</body></html>',
  ].join('');
}
