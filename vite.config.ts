import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds from one config: the client (the island loader, one chunk per island, the global
// stylesheet; with a manifest the server reads) and, with --ssr, the server entry.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
          input: ['client/entry-client.tsx', 'client/styles/main.css'],
        },
      },
}));
