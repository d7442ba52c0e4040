import { describe, expect, it } from '@jest/globals';
import { createContentSecurityPolicy } from '#server/middleware/content-security-policy.ts';
import { escapeHtml, scriptJson } from '#server/html-escaping.ts';
import { assembleDocument, type DocumentParts } from '#server/render/assemble-document.ts';

const policy = createContentSecurityPolicy({ isHttps: false, isDev: false, inlineScriptHashes: ["'sha256-script='"] });

const parts = (more: Partial<DocumentParts> = {}): DocumentParts => ({
  lng: 'en',
  title: 'About | Company',
  description: 'About us',
  headTags: '<link rel="canonical" href="http://localhost:3000/en/about">',
  stylesheets: ['/assets/fonts.css', '/assets/main.css'],
  modulePreloads: [],
  scripts: ['/assets/loader.js'],
  body: '<main>page</main>',
  ...more,
});

describe('assembleDocument', () => {
  it('escapes the title and description', () => {
    const { html } = assembleDocument(parts({ title: 'A <b> & "c"', description: "it's" }), policy);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('content="it&#39;s"');
  });

  it('keeps inlined JSON from closing its script element', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ text: '</script>\u2028' }))).toEqual({ text: '</script>\u2028' });
  });

  it('ends a page without islands with the loader alone (the header behaviour), no island state', () => {
    const { html } = assembleDocument(parts(), policy);
    expect(
      html.endsWith('<main>page</main><script type="module" src="/assets/loader.js"></script></body></html>'),
    ).toBe(true);
  });

  it('ends a page with islands with its state (data, not script) and the loader, with no per-visitor nonce', () => {
    const { html } = assembleDocument(parts({ islandState: { lng: 'mn', ns: [], resources: {} } }), policy);
    const tail = html.slice(html.indexOf('<main>'));
    expect(tail.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="island-state">',
      '<script type="module" src="/assets/loader.js">',
    ]);
  });

  it('links the stylesheets, blocking, and allows no inline style, when the page has no critical CSS', () => {
    const { html, contentSecurityPolicy } = assembleDocument(parts(), policy);
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/fonts.css"><link rel="stylesheet" href="/assets/main.css">',
    );
    expect(html).not.toContain('<style>');
    expect(contentSecurityPolicy).toContain("style-src 'self';");
    expect(contentSecurityPolicy).toContain("script-src 'self' 'sha256-script=';");
  });

  it('inlines the critical CSS, defers the other sheets, and allows exactly that inline style in the CSP', () => {
    const criticalStyles = { css: '.hero{color:red}', hash: "'sha256-hero='", deferred: ['/assets/main.css'] };
    const { html, contentSecurityPolicy } = assembleDocument(parts({ criticalStyles }), policy);
    expect(html).toContain(
      '<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/main.css" media="print" data-deferred-style>' +
        '<noscript><link rel="stylesheet" href="/assets/main.css"></noscript></head>',
    );
    expect(html).not.toContain('fonts.css');
    expect(contentSecurityPolicy).toContain("style-src 'self' 'sha256-hero=';");
    expect(contentSecurityPolicy.match(/'sha256-hero='/g)).toHaveLength(1);
  });

  it('escapes all five HTML specials', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
