import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import request from 'supertest';
import { ServiceGallery } from '#client/blocks/service-gallery.tsx';
import { VideoPage } from '#pages/video/page.tsx';
import { IslandScopeContext } from '#client/islands/island-scope.ts';
import { RenderContextReact, type PageRenderContext } from '#client/render-context.ts';
import { createRootStore } from '#client/stores/root-store.ts';
import { createI18n } from '#server/i18n.ts';
import { NO_INLINE_DRAWINGS } from '#server/render/inline-drawings.ts';
import { readVideosFile } from '#server/services/video-catalogue.ts';
import { StartupError } from '#server/startup-error.ts';
import { shippedCompanyView } from '../helpers/company.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The opening tag of the first `name` element whose attributes include `marker`, whatever their order. */
function tag(html: string, name: string, marker: string): string {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.match(new RegExp(`<${name}\\b[^>]*${escaped}[^>]*>`))?.[0] ?? '';
}

/** Renders a page component alone, as the server would inside the layout, in English. */
async function renderAlone(element: ReactElement, instance?: I18n): Promise<string> {
  const en = instance ?? (await createI18n());
  await en.changeLanguage('en');
  const ctx: PageRenderContext = {
    lng: 'en',
    i18n: en,
    pathname: '/',
    search: '',
    now: FIXED_NOW,
    rates: 'unavailable',
    site: {
      publicUrl: 'http://localhost:3000',
      messengerPageId: 'altanuultrade',
      socialLinks: [],
      company: shippedCompanyView('en'),
    },
    stores: createRootStore(),
    drawings: NO_INLINE_DRAWINGS,
    islands: [],
    lists: () => [],
  };
  const page = createElement(I18nextProvider, { i18n: en }, element);
  return renderToString(
    createElement(
      RenderContextReact.Provider,
      { value: ctx },
      createElement(IslandScopeContext.Provider, { value: ctx }, page),
    ),
  );
}

const meta = { title: 'Consulting Services', description: 'About consulting' };

describe('service pages', () => {
  it('answers an unknown service slug with 404 and the service not-found texts in Mongolian', async () => {
    const res = await request(t.app).get('/service-single/mining-rockets');
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<h1[^>]*>Үйлчилгээ олдсонгүй<\/h1>/);
    expect(res.text).toContain('Таны хайсан үйлчилгээ олдсонгүй.');
    expect(res.text).toContain('<title>Үйлчилгээ олдсонгүй | Алтан Уул Трейд ХХК</title>');
  });

  it('answers an unknown service slug with 404, Service Not Found and a Back to Home link in English', async () => {
    const res = await request(t.app).get('/en/service-single/mining-rockets');
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<h1[^>]*>Service Not Found<\/h1>/);
    expect(res.text).toContain('The requested service could not be found.');
    expect(res.text).toMatch(/<a class="button" href="\/en\/">Back to Home<\/a>/);
    expect(res.text).not.toContain('service-form');
  });

  it('shows a service with its image, five capabilities, five steps, gallery and video link', async () => {
    const res = await request(t.app).get('/en/service-single/international-trading');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>International Trading<\/h1>/);
    expect(res.text).toContain('src="/images/services/trading.svg" width="1200" height="750"');
    expect(res.text).toContain('Pre-shipment inspection and quality certification');
    expect(res.text.match(/<li class="service-process__step">/g)).toHaveLength(5);
    expect(res.text.match(/<ul class="service-capabilities">([\s\S]*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(5);
    expect(res.text.match(/<li class="service-gallery__item">/g)).toHaveLength(2);
    expect(res.text).toContain('href="/en/Video/international-trading"');
    expect(res.text).not.toContain('Translation not available');
  });

  it('lists the other services as related, never the current one', async () => {
    const res = await request(t.app).get('/en/service-single/transportation-logistics');
    const related = res.text.match(/<ul class="related-services">([\s\S]*?)<\/ul>/)?.[1] ?? '';
    expect(related).toContain('href="/en/service-single/consulting-services"');
    expect(related).toContain('href="/en/service-single/international-trading"');
    expect(related).not.toContain('href="/service-single/transportation-logistics"');
  });

  it('embeds a service form that posts natively with the current service preselected and no per-visitor token', async () => {
    const res = await request(t.app).get('/en/service-single/consulting-services');
    const form = tag(res.text, 'form', 'class="enquiry-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/contact?lng=en"');
    expect(res.text).not.toContain('name="_csrf"');
    expect(tag(res.text, 'input', 'name="kind"')).toMatch(/type="hidden".*value="service"/);
    expect(res.text).toContain('<option value="consulting-services" selected="">Consulting Services</option>');
    const email = tag(res.text, 'input', 'id="service-form-email"');
    for (const attribute of ['type="email"', 'autoComplete="email"', 'required=""']) expect(email).toContain(attribute);
    expect(tag(res.text, 'textarea', 'id="service-form-note"')).toContain('required=""');
    const labels = ['Name', 'Contact E-mail', 'Phone number', 'Service', 'Note'];
    for (const label of labels)
      expect(res.text).toMatch(new RegExp(`<label for="service-form-[a-z]+">${label}</label>`));
  });

  it('says so when a service has no gallery images', async () => {
    const html = await renderAlone(createElement(ServiceGallery, { images: [] }));
    expect(html).toContain('No gallery images available.');
    expect(html).not.toContain('<img');
  });
});

describe('video pages', () => {
  it('shows the poster and a clear message while no video is configured', async () => {
    const res = await request(t.app).get('/en/Video/consulting-services');
    expect(res.status).toBe(200);
    expect(res.text).toContain('This video is not available yet');
    expect(res.text).toContain('src="/images/services/consulting-video.svg"');
    expect(res.text).not.toContain('<video');
  });

  it('plays a configured video with its poster, loading nothing until asked', async () => {
    const video = { src: '/media/consulting.mp4', type: 'video/mp4' } as const;
    const fields = { title: 'Consulting Services', videoPoster: '/images/services/consulting-video.svg' };
    const service = { id: 1, slug: 'consulting-services', fields, docs: {} };
    const html = await renderAlone(createElement(VideoPage, { meta, service, video }));
    const player = tag(html, 'video', 'class="video-frame__player"');
    for (const attribute of ['controls=""', 'preload="none"', 'poster="/images/services/consulting-video.svg"']) {
      expect(player).toContain(attribute);
    }
    expect(html).toContain('<source src="/media/consulting.mp4" type="video/mp4"/>');
    expect(html).not.toContain('not available yet');
  });

  it('reads data/videos.json at start-up and rejects a bad entry with the file and the entry named', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'videos-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ 'international-trading': { src: '/media/trade.webm', type: 'video/webm' } }));
    const videos = readVideosFile(good);
    expect(videos['international-trading']).toEqual({ src: '/media/trade.webm', type: 'video/webm' });
    expect(videos['consulting-services']).toBeUndefined();
    expect(readVideosFile(path.join(dir, 'absent.json'))).toEqual({});

    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ 'transportation-logistics': { src: 'javascript:alert(1)', type: 'video/mp4' } }),
    );
    expect(() => readVideosFile(bad)).toThrow(
      `${bad}: entry "transportation-logistics", field "src": must be a path under /media/`,
    );
    writeFileSync(bad, JSON.stringify({ 'rocket-launches': { src: '/media/a.mp4', type: 'video/mp4' } }));
    expect(() => readVideosFile(bad)).toThrow('entry "rocket-launches": not a service slug');
    // A StartupError: the server stops with the message and exit code 78, as for a bad product catalogue.
    expect(() => readVideosFile(bad)).toThrow(StartupError);
  });
});

describe('search page', () => {
  it('finds a service by a Mongolian word and highlights it', async () => {
    const res = await request(t.app).get(`/search?query=${encodeURIComponent('ложистик')}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Хайж буй үг: ложистик');
    expect(res.text).toContain('<a href="/service-single/transportation-logistics">Тээвэр <mark>ложистик</mark></a>');
  });

  it('finds a service by an English word and highlights it', async () => {
    const res = await request(t.app).get('/en/search?query=consulting');
    expect(res.text).toContain('Searching for: consulting');
    expect(res.text).toContain('<a href="/en/service-single/consulting-services"><mark>Consulting</mark> Services</a>');
    expect(res.text).toMatch(/<p class="search-page__count">\d+ results?<\/p>/);
  });

  it('names each result by its title and kind, never by a raw address', async () => {
    const res = await request(t.app).get('/en/search?query=bit');
    const start = res.text.indexOf('<ol class="search-results">');
    const results = res.text.slice(start, res.text.indexOf('</ol>', start));
    expect(results).toContain('href="/en/shop-single/');
    // Text that starts with a slash is an address shown as text (e.g. /en/products/Drilling Bit).
    expect(results).not.toMatch(/>\s*\/[^<]*</);
  });

  it('asks for a word when there is no query, and says so when nothing matches', async () => {
    const empty = await request(t.app).get('/en/search');
    expect(empty.text).toContain('Enter a word or two above to search');
    expect(empty.text).not.toContain('Searching for:');
    const none = await request(t.app).get('/en/search?query=qwertyuiop');
    expect(none.text).toContain('Nothing matched “qwertyuiop”.');
  });

  it('prefills a plain GET search form that needs no script', async () => {
    const res = await request(t.app).get('/en/search?query=tyres');
    const form = tag(res.text, 'form', 'class="search-form"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/search"');
    const input = tag(res.text, 'input', 'id="search-page-query"');
    expect(input).toContain('name="query"');
    expect(input).toContain('value="tyres"');
    expect(res.text).toContain('<label class="search-form__label" for="search-page-query">Search the site</label>');
  });

  it('escapes the query wherever it is echoed', async () => {
    const res = await request(t.app).get(`/en/search?query=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('contact, product plan and chat', () => {
  it('shows the three contact items as links, the question form and the map link', async () => {
    const res = await request(t.app).get('/en/contact');
    expect(res.text).toContain('Olympic Street 19, Sukhbaatar District');
    expect(res.text).toContain('<a href="mailto:info@altanuultrade.mn">info@altanuultrade.mn</a>');
    expect(res.text).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(res.text).toContain('>Have Any Question?</h2>');
    expect(tag(res.text, 'form', 'class="enquiry-form"')).toContain('action="/api/contact?lng=en"');
    expect(res.text).not.toContain('name="_csrf"');
    for (const label of ['Name', 'Contact E-mail', 'Phone number', 'Message']) {
      expect(res.text).toMatch(new RegExp(`<label for="contact-form-[a-z]+">${label}</label>`));
    }
    expect(res.text).toContain(
      'href="https://www.openstreetmap.org/?mlat=47.9145&amp;mlon=106.9225#map=17/47.9145/106.9225"',
    );
  });

  it('adds equipment rental and technical support to the product plan page', async () => {
    const res = await request(t.app).get('/en/productgrouppage');
    expect(res.text).toContain('id="rental"');
    expect(res.text).toContain('Flexible equipment rental');
    expect(res.text).toContain('Technical support and maintenance');
  });

  it('puts a Messenger chat launcher on every page, opening in a new tab', async () => {
    for (const page of ['/', '/contact', '/no/such/page']) {
      const res = await request(t.app).get(`/en${page}`);
      expect(res.text).toContain(
        '<a class="chat-launcher__link" href="https://m.me/altanuultrade" target="_blank" rel="noopener noreferrer">',
      );
      expect(res.text).toContain('Chat with us!');
    }
  });

  it('opens the Messenger page set by MESSENGER_PAGE_ID', async () => {
    const custom = await createTestApp({ env: { MESSENGER_PAGE_ID: 'altan.uul.support' } });
    try {
      const res = await request(custom.app).get('/about');
      expect(res.text).toContain('href="https://m.me/altan.uul.support"');
      expect(res.text).toContain('Бидэнтэй чатлаарай!');
    } finally {
      custom.close();
    }
  });
});
