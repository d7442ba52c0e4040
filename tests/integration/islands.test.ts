import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('islands in the page', () => {
  it('marks the header island with its name, id, strategy and serialised props', async () => {
    const res = await request(t.app).get('/contact?lng=en');
    expect(res.text).toMatch(
      /<div class="island" data-island="site-header" data-id="i1" data-hydrate="idle" data-props="\{&quot;switchHref&quot;:&quot;\/contact\?lng=mn&quot;,&quot;switchLng&quot;:&quot;mn&quot;\}">/,
    );
  });

  it('preloads exactly the chunks of the islands rendered and loads the loader as a module', async () => {
    const home = await request(t.app).get('/');
    expect(home.text.match(/rel="modulepreload" href="([^"]+)"/g)).toEqual([
      'rel="modulepreload" href="/assets/site-header.js"',
      'rel="modulepreload" href="/assets/hero-slider.js"',
      'rel="modulepreload" href="/assets/fun-facts.js"',
      'rel="modulepreload" href="/assets/partners-carousel.js"',
      'rel="modulepreload" href="/assets/subscribe-form.js"',
    ]);
    const res = await request(t.app).get('/service');
    expect(res.text.match(/rel="modulepreload" href="([^"]+)"/g)).toEqual([
      'rel="modulepreload" href="/assets/site-header.js"',
    ]);
    expect(res.text).toMatch(
      /<script type="module" src="\/assets\/loader.js" nonce="[^"]+"><\/script><\/body><\/html>$/,
    );
  });

  it('loads no JavaScript at all on a page without islands', async () => {
    const plain = await createTestApp({
      entry: {
        renderPage: (_ctx, _view, options) => renderToPipeableStream(createElement('p', null, 'static'), options),
      },
    });
    try {
      const res = await request(plain.app).get('/about');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<p>static</p>');
      // Only data remains (structured data for search engines), nothing the browser runs.
      const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.every((tag) => tag.includes('type="application/ld+json"'))).toBe(true);
      expect(res.text).not.toContain('modulepreload');
    } finally {
      plain.close();
    }
  });
});
