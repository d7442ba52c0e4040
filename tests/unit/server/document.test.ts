import { describe, expect, it } from '@jest/globals';
import { escapeHtml, scriptJson } from '#server/html-escaping.ts';
import { documentHead, documentTail } from '#server/render/document.ts';
import { fakeAssets } from '../../helpers/test-app.ts';

describe('document', () => {
  it('escapes the title and description', () => {
    const head = documentHead({
      lng: 'en',
      title: 'A <b> & "c"',
      description: "it's",
      islands: [],
      assets: fakeAssets,
    });
    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(head).toContain('content="it&#39;s"');
  });

  it('keeps inlined JSON from closing its script element', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ text: '</script>\u2028' }))).toEqual({ text: '</script>\u2028' });
  });

  it('ends a page without islands with the loader alone (the header behaviour), no island state', () => {
    const tail = documentTail({
      hasIslands: false,
      state: { lng: 'mn', ns: [], resources: {} },
      assets: fakeAssets,
    });
    expect(tail).toBe('<script type="module" src="/assets/loader.js"></script></body></html>');
  });

  it('ends a page with islands with its state (data, not script) and the loader, with no per-visitor nonce', () => {
    const tail = documentTail({
      hasIslands: true,
      state: { lng: 'mn', ns: [], resources: {} },
      assets: fakeAssets,
    });
    expect(tail.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="island-state">',
      '<script type="module" src="/assets/loader.js">',
    ]);
  });

  it('escapes all five HTML specials', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
