import { globSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLESHEET = 'client/styles/main.css';
const PAGE_STYLES = 'pages/*/page.css';

/**
 * A page's own CSS lives in its module (`pages/<page>/page.css`, docs/architecture.md §11): this plugin appends
 * an `@import` of each one, in the folders' order, to the end of the global stylesheet before Vite bundles it, so
 * a new page's CSS needs no line anywhere else. Page rules come after every block's, so they may refine one.
 */
export function pageStyles(root: string = process.cwd()): Plugin {
  const stylesheet = path.resolve(root, STYLESHEET);
  return {
    name: 'page-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== stylesheet) return null;
      const files = globSync(PAGE_STYLES, { cwd: root }).sort();
      for (const file of files) this.addWatchFile(path.resolve(root, file));
      const imports = files.map(
        (file) => `@import '${path.relative(path.dirname(stylesheet), path.resolve(root, file))}';`,
      );
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
