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
  it('marks an island with its name, id, strategy and serialised props', async () => {
    const res = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    expect(res.text).toMatch(
      /<div class="island" data-island="product-actions" data-id="i1" data-hydrate="interaction" data-props="\{&quot;product&quot;:\{&quot;id&quot;:\d+,/,
    );
  });

  it('preloads no island, and loads the loader as a module on every page', async () => {
    // The list pages' islands load at once only for a visitor with saved lists, which the server cannot know.
    const quote = await request(t.app).get('/quote');
    expect(quote.text).toMatch(/data-island="quote-list" data-id="i\d+" data-hydrate="saved"/);
    expect(quote.text).not.toContain('modulepreload');
    // The header is plain HTML with a small script: a page whose islands wait preloads no React at all.
    const contact = await request(t.app).get('/contact');
    expect(contact.text).toContain('data-island="contact-form"');
    expect(contact.text).not.toContain('modulepreload');
    expect(contact.text).toMatch(/<script type="module" src="\/assets\/loader.js"><\/script><\/body><\/html>$/);
  });

  it('loads only the loader, no island state and no preload, on a page without islands', async () => {
    const plain = await createTestApp({
      entry: {
        renderPage: (_ctx, _view, options) => renderToPipeableStream(createElement('p', null, 'static'), options),
      },
    });
    try {
      const res = await request(plain.app).get('/about');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<p>static</p>');
      // Besides data (structured data for search engines) and the head's web-fonts line, only the loader runs.
      const scripts = (res.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts).toEqual(['<script>', expect.stringMatching(/^<script type="module" src="\/assets\/loader.js"/)]);
      expect(res.text).not.toContain('island-state');
      expect(res.text).not.toContain('modulepreload');
    } finally {
      plain.close();
    }
  });
});
