import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What a page links and loads: the global stylesheet, the page loader, and per island its chunk, the chunks
// it imports and its CSS. Production reads Vite's manifest; development points at sources.
export interface PageAssets {
  stylesheets(islands: readonly string[]): string[];
  /**
   * The loader's imports, and for islands hydrating at load React's runtime and their chunks. Islands that
   * wait (idle, visible) fetch theirs when due: nothing is downloaded for them before.
   */
  modulePreloads(eagerIslands: readonly string[]): string[];
  /** The office pages' own stylesheet (client/admin/): they link nothing else. */
  adminStylesheets(): string[];
  /** Module scripts every page runs (the loader, plus Vite's client in development). */
  scripts(): string[];
  isReady(): boolean;
}

export const LOADER_SOURCE = 'client/entry-client.ts';
/** React, the shared i18n instance and hydrateRoot: fetched with the first island that is due. */
export const RUNTIME_SOURCE = 'client/islands/hydrate-island.tsx';
export const MAIN_STYLESHEET_SOURCE = 'client/styles/main.css';
/** The @font-face rules alone, so a page can carry them inline (critical-css.ts); other documents link them. */
export const FONTS_STYLESHEET_SOURCE = 'client/styles/fonts.css';
export const ADMIN_STYLESHEET_SOURCE = 'client/styles/admin.css';
const islandSource = (name: string) => `client/islands/${name}.tsx`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function createDevAssets(): PageAssets {
  return {
    stylesheets: () => [`/${FONTS_STYLESHEET_SOURCE}`, `/${MAIN_STYLESHEET_SOURCE}`],
    modulePreloads: () => [],
    adminStylesheets: () => [`/${ADMIN_STYLESHEET_SOURCE}`],
    scripts: () => ['/@vite/client', `/${LOADER_SOURCE}`],
    isReady: () => true,
  };
}

export function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

export function createManifestAssets(manifest: Manifest | undefined): PageAssets {
  const url = (file: string) => `/${file}`;

  // The chunk, then everything it statically imports, depth first, each once.
  const closure = (key: string, seen = new Set<string>()): ManifestChunk[] => {
    const chunk = manifest?.[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...(chunk.imports ?? []).flatMap((child) => closure(child, seen))];
  };
  const unique = (items: string[]) => [...new Set(items)];
  const entryScript = (key: string) => {
    const entry = manifest?.[key];
    return entry ? [url(entry.file)] : [];
  };

  return {
    stylesheets: (islands) =>
      unique([
        ...[FONTS_STYLESHEET_SOURCE, MAIN_STYLESHEET_SOURCE].flatMap((key) => closure(key)).map((chunk) => chunk.file),
        ...islands.flatMap((name) => closure(islandSource(name)).flatMap((chunk) => chunk.css ?? [])),
      ]).map(url),
    // The loader's own imports (the loader itself is a script tag), then the runtime and each eager island.
    modulePreloads: (eagerIslands) =>
      unique(
        [
          ...closure(LOADER_SOURCE).slice(1),
          ...(eagerIslands.length > 0 ? closure(RUNTIME_SOURCE) : []),
          ...eagerIslands.flatMap((name) => closure(islandSource(name))),
        ].map((chunk) => chunk.file),
      ).map(url),
    adminStylesheets: () => closure(ADMIN_STYLESHEET_SOURCE).map((chunk) => url(chunk.file)),
    scripts: () => entryScript(LOADER_SOURCE),
    isReady: () =>
      manifest !== undefined &&
      [LOADER_SOURCE, RUNTIME_SOURCE, FONTS_STYLESHEET_SOURCE, MAIN_STYLESHEET_SOURCE, ADMIN_STYLESHEET_SOURCE].every(
        (key) => key in manifest,
      ),
  };
}
