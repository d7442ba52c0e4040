import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createCriticalCss } from '#server/render/critical-css.ts';
import { allowInlineStyles } from '#server/render/inline-styles-policy.ts';

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

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/assets/fonts.css"><link rel="stylesheet" href="/assets/main.css"></head><body>${body}</body></html>`;

const inlineStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('critical CSS', () => {
  it('inlines the rules the markup uses and the font faces, and links the full sheet without blocking', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const { html, styleHashes } = await critical.inline(
      page('<header class="site-header"><h1 class="hero">Hi</h1></header>'),
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
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('gives pages that differ only in text the same rules, and pages with other markup their own', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const first = await critical.inline(page('<h1 class="hero">Сайн байна уу</h1>'));
    const sameShape = await critical.inline(page('<h1 class="hero">Hello</h1>'));
    const current = await critical.inline(page('<h1 class="hero"><a aria-current="page" href="/">Home</a></h1>'));

    expect(sameShape.styleHashes).toEqual(first.styleHashes);
    expect(inlineStyle(current.html)).toContain('font-weight:700');
    expect(current.styleHashes).not.toEqual(first.styleHashes);
  });

  it('leaves a document without stylesheets as it is', async () => {
    const critical = createCriticalCss({ clientDir: clientDir() });
    const html = '<!doctype html><html><head></head><body><p>plain</p></body></html>';
    expect(await critical.inline(html)).toEqual({ html, styleHashes: [] });
  });
});

describe('allowInlineStyles', () => {
  it('adds the hashes to style-src and leaves the other directives alone', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:";
    expect(allowInlineStyles(policy, ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'sha256-abc=';img-src 'self' data:",
    );
  });
});
