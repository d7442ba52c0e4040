import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { pageStyles } from '../../scripts/lib/vite-page-styles.ts';

// docs/architecture.md §11: a page's CSS is pages/<page>/page.css, appended to the global sheet by the build.
const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = 'client/styles/main.css';

function transformed(root: string, id: string, code: string) {
  const plugin = pageStyles(root);
  const watched: string[] = [];
  const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const result = transform.call({ addWatchFile: (file: string) => watched.push(file) }, code, id);
  return { code: result?.code, watched };
}

describe('page stylesheets', () => {
  it("appends every page module's CSS to the global stylesheet, after the blocks", () => {
    const code = readFileSync(path.join(ROOT, MAIN), 'utf8');
    const { code: out = '' } = transformed(ROOT, path.join(ROOT, MAIN), code);
    const appended = out.slice(code.length).trim().split('\n');
    expect(appended).toContain("@import '../../pages/contact/page.css';");
    expect(appended).toContain("@import '../../pages/product/page.css';");
    expect(appended.every((line) => /^@import '\.\.\/\.\.\/pages\/[\w-]+\/page\.css';$/.test(line))).toBe(true);
    expect(out.lastIndexOf("'./blocks/")).toBeLessThan(out.indexOf('pages/contact/page.css'));
  });

  it('picks up a new page folder with no other change, and leaves other stylesheets alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
    try {
      mkdirSync(path.join(root, 'pages', 'new-page'), { recursive: true });
      writeFileSync(path.join(root, 'pages', 'new-page', 'page.css'), '.new-page { color: red; }');
      mkdirSync(path.join(root, 'pages', 'no-styles'), { recursive: true });
      const { code, watched } = transformed(root, `${path.join(root, MAIN)}?direct`, "@import './tokens.css';");
      expect(code).toBe("@import './tokens.css';\n@import '../../pages/new-page/page.css';\n");
      expect(watched).toEqual([path.join(root, 'pages', 'new-page', 'page.css')]);
      expect(transformed(root, path.join(root, 'client/styles/admin.css'), 'x').code).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
