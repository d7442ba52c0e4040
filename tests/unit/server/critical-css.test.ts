import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import Beasties from 'beasties';
import { createContentSecurityPolicy } from '#server/middleware/content-security-policy.ts';
import { assembleDocument, type DocumentParts } from '#server/render/assemble-document.ts';
import { createCriticalCss } from '#server/render/critical-css.ts';

const FONTS =
  "/* the web fonts */\n@font-face{font-family:'Inter';src:url(/fonts/inter.woff2) format('woff2');font-display:optional}";
const STYLESHEET = [
  '.hero{color:red}',
  '.modal{position:fixed}',
  "[aria-current='page']{font-weight:700}",
  '.site-header.is-fixed{position:fixed}',
].join('');

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'fonts.css'), FONTS);
  writeFileSync(path.join(dir, 'assets', 'main.css'), STYLESHEET);
  return dir;
}

const policy = createContentSecurityPolicy({ isHttps: false, isDev: false, inlineScriptHashes: [] });

const parts = (body: string, stylesheets = ['/assets/fonts.css', '/assets/main.css']): DocumentParts => ({
  lng: 'en',
  title: 't',
  description: 'd',
  headTags: '',
  stylesheets,
  modulePreloads: [],
  scripts: [],
  body,
});

/** The document as a kept page is sent: its parts with their critical CSS, and its CSP header. */
async function page(critical: ReturnType<typeof createCriticalCss>, body: string) {
  const criticalStyles = await critical.styles(parts(body));
  const { html, contentSecurityPolicy } = assembleDocument({ ...parts(body), criticalStyles }, policy);
  return { html, contentSecurityPolicy, hash: criticalStyles?.hash };
}

const inlineStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('critical CSS', () => {
  it('inlines the rules the markup uses and the font faces, and links the full sheet without blocking', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const { html, contentSecurityPolicy } = await page(
      critical,
      '<header class="site-header"><h1 class="hero">Hi</h1></header>',
    );

    const css = inlineStyle(html);
    expect(css).toContain('.hero{color:red}');
    expect(css).toContain('@font-face');
    // Rules for markup the page does not have yet (a dialog, the header's scrolled state) wait for the sheet.
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('is-fixed');
    // No blocking link is left, but inside <noscript> for visitors without script.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain(
      '<link rel="stylesheet" href="/assets/main.css">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/main.css" media="print" data-deferred-style>');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/main.css"></noscript>');
    // The font faces are declared once, inline: linked again, a face would load anew and swap its font in late.
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(html).not.toContain('/assets/fonts.css');
    // The CSP allows exactly that inline style, by its hash.
    expect(contentSecurityPolicy).toContain(
      `style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}';`,
    );
  });

  it('gives pages that differ only in text the same rules, and pages with other markup their own', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const first = await page(critical, '<h1 class="hero">Сайн байна уу</h1>');
    const sameShape = await page(critical, '<h1 class="hero">Hello</h1>');
    const current = await page(critical, '<h1 class="hero"><a aria-current="page" href="/">Home</a></h1>');

    expect(sameShape.hash).toEqual(first.hash);
    expect(inlineStyle(current.html)).toContain('font-weight:700');
    expect(current.hash).not.toEqual(first.hash);
  });

  it('reads the rules once for pages that differ only in ids and classes no stylesheet names', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const process = jest.spyOn(Beasties.prototype, 'process');
    try {
      const card = (slug: string) => `<article id="product-card-${slug}" class="hero card-${slug}">${slug}</article>`;
      const pages = await Promise.all(
        ['bit-140mm', 'tyre-59-80r63', 'pump-6-inch'].map((slug) => page(critical, card(slug))),
      );
      const modal = await page(critical, `${card('bit-140mm')}<div class="modal"></div>`);

      expect(new Set(pages.map(({ hash }) => hash)).size).toBe(1);
      expect(inlineStyle(modal.html)).toContain('.modal');
      expect(process).toHaveBeenCalledTimes(2);
    } finally {
      process.mockRestore();
    }
  });

  it('has nothing to inline for a document without stylesheets', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    expect(await critical.styles(parts('<p>plain</p>', []))).toBeUndefined();
  });
});
