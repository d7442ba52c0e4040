import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { pageStyles } from './scripts/lib/vite-page-styles.ts';

// Two builds from one config: the client (the page loader, one chunk per island, the global
// stylesheet; with a manifest the server reads) and, with --ssr, the server entry. Client files are
// compressed once here, at the highest levels (brotli and gzip beside each file), never per request.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pageStyles(),
    isSsrBuild
      ? null
      : compression({
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
        }),
  ],
  // The client's own packages are bundled into the server render too (they are devDependencies: the image's
  // node_modules holds only what the server loads, scripts/prune-runtime.sh).
  ssr: { noExternal: ['swiper', 'react-toastify', 'kysely'] },
  // Several dev servers at once (one per worktree or port) need their own dependency caches.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node24', copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        modulePreload: { polyfill: false },
        target: 'es2022',
        rolldownOptions: {
          input: [
            'client/entry-client.ts',
            'client/styles/fonts.css',
            'client/styles/main.css',
            'client/styles/admin.css',
          ],
          output: {
            // Fewer, larger chunks for what always loads together: React with i18n (every island), and the
            // saved lists' stores (with MobX and the schemas that check them). Each request costs a round of
            // headers and compresses worse alone.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
                },
                { name: 'stores', test: /node_modules[\\/](mobx|mobx-react-lite|mobx-persist-store|zod)[\\/]/ },
              ],
            },
          },
        },
      },
}));
