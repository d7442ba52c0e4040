import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import express, { type RequestHandler } from 'express';
import { createCriticalCss, type CriticalCss } from './critical-css.ts';
import { createInlineDrawings, NO_INLINE_DRAWINGS } from './inline-drawings.ts';
import { createDevAssets, createManifestAssets, readManifest, type PageAssets } from './page-assets.ts';

import type { InlineDrawings, SsrEntry } from '#shared/render-contract.ts';
import { ROOT_DIR } from '../project-root.ts';

// The one place that knows whether pages come from Vite (development) or from the build (production).
export interface SsrRuntime {
  loadEntry(): Promise<SsrEntry>;
  assets: PageAssets;
  /** Inlines a page's critical CSS (the build's stylesheets); development links Vite's as they are. */
  criticalCss?: CriticalCss;
  /** The drawings a page may carry inline as its first view (from the build); none in development. */
  drawings: InlineDrawings;
  /** Serves scripts, styles and public files; mounted before the page routes. */
  middleware: RequestHandler[];
  /** Maps a stack trace back to the sources (development). */
  fixStack(err: unknown): void;
  close(): Promise<void>;
}

export const DIST_DIR = path.join(ROOT_DIR, 'dist');
const ONE_DAY_S = 24 * 60 * 60;

export function createProductionRuntime(distDir = DIST_DIR): SsrRuntime {
  const clientDir = path.join(distDir, 'client');
  const assets = createManifestAssets(readManifest(clientDir));
  let entry: Promise<SsrEntry> | undefined;
  return {
    loadEntry: () =>
      (entry ??= import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href) as Promise<SsrEntry>),
    assets,
    criticalCss: createCriticalCss({ clientDir }),
    drawings: createInlineDrawings({ clientDir }),
    middleware: [
      // Hashed file names: cache for a year, never revalidate.
      express
        .Router()
        .use(
          '/assets',
          expressStaticGzip(path.join(clientDir, 'assets'), {
            // Compressed at build time (vite.config.ts): served as they are, brotli first.
            enableBrotli: true,
            orderPreference: ['br', 'gz'],
            index: false,
            serveStatic: { immutable: true, maxAge: '1y', index: false },
          }),
        )
        // A missing hashed file is a stale or mistyped URL: a plain 404, not a page.
        .use('/assets', (_req, res) => void res.status(404).type('text').send('Not found')),
      // Files copied from public/ (favicon, images, fonts): names are not hashed, so a day.
      express.static(clientDir, { index: false, maxAge: ONE_DAY_S * 1000 }),
    ],
    fixStack: () => undefined,
    close: async () => undefined,
  };
}

export async function createDevelopmentRuntime(httpServer: Server): Promise<SsrRuntime> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT_DIR,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  return {
    loadEntry: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<SsrEntry>,
    assets: createDevAssets(),
    drawings: NO_INLINE_DRAWINGS,
    middleware: [vite.middlewares as unknown as RequestHandler],
    fixStack: (err) => {
      if (err instanceof Error) vite.ssrFixStacktrace(err);
    },
    close: () => vite.close(),
  };
}
