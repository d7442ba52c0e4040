import { describe, expect, it } from '@jest/globals';
import { createManifestAssets } from '#server/render/page-assets.ts';

// The shape Vite writes for our build: the loader, React's runtime, the global stylesheet, an island
// importing a shared chunk.
const manifest = {
  'client/entry-client.ts': { file: 'assets/loader-1.js', imports: ['_constants.js'] },
  '_constants.js': { file: 'assets/constants-0.js' },
  'client/islands/hydrate-island.tsx': { file: 'assets/runtime-9.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'client/styles/fonts.css': { file: 'assets/fonts-0.css' },
  'client/styles/main.css': { file: 'assets/main-3.css' },
  'client/styles/admin.css': { file: 'assets/admin-1.css' },
  'client/islands/catalogue.tsx': { file: 'assets/catalogue-4.js', imports: ['_react.js', '_ui.js'] },
  '_ui.js': { file: 'assets/ui-5.js', css: ['assets/ui-6.css'] },
  'client/islands/hero-slider.tsx': { file: 'assets/hero-7.js', css: ['assets/hero-8.css'], imports: ['_react.js'] },
};

describe('createManifestAssets', () => {
  const assets = createManifestAssets(manifest);

  it('links the fonts, the global stylesheet and the CSS of each rendered island and its imports', () => {
    expect(assets.stylesheets(['catalogue'])).toEqual([
      '/assets/fonts-0.css',
      '/assets/main-3.css',
      '/assets/ui-6.css',
    ]);
    expect(assets.stylesheets([])).toEqual(['/assets/fonts-0.css', '/assets/main-3.css']);
  });

  it("links the office pages' own stylesheet alone; their script is the page loader", () => {
    expect(assets.adminStylesheets()).toEqual(['/assets/admin-1.css']);
    expect(assets.scripts()).toEqual(['/assets/loader-1.js']);
  });

  it('preloads the loader imports, the runtime and each eager island chunk with its imports, once each', () => {
    expect(assets.modulePreloads(['catalogue', 'hero-slider'])).toEqual([
      '/assets/constants-0.js',
      '/assets/runtime-9.js',
      '/assets/react-2.js',
      '/assets/catalogue-4.js',
      '/assets/ui-5.js',
      '/assets/hero-7.js',
    ]);
  });

  it('preloads only the loader imports, never React, for a page without an island hydrating at load', () => {
    expect(assets.modulePreloads([])).toEqual(['/assets/constants-0.js']);
  });

  it('names the loader script and is ready only with a manifest', () => {
    expect(assets.scripts()).toEqual(['/assets/loader-1.js']);
    expect(assets.isReady()).toBe(true);
    expect(createManifestAssets(undefined).isReady()).toBe(false);
    expect(createManifestAssets({ 'client/entry-client.ts': { file: 'assets/loader-1.js' } }).isReady()).toBe(false);
  });
});
