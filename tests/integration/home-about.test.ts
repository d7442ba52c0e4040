import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import request from 'supertest';
import { ProductPlansBlock } from '#client/blocks/product-plans-block.tsx';
import { createI18n } from '#server/i18n.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { withLanguage } from '../helpers/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => (await request(t.app).get(path)).text;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The attribute-escaped form React writes, e.g. for alt texts. */
const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('GET / (home)', () => {
  it('has exactly one h1, the company name in the first hero slide, and four slides', async () => {
    for (const [lng, name] of [
      ['mn', 'Алтан Уул Трейд ХХК'],
      ['en', 'Altan Uul Trade LLC'],
    ] as const) {
      const html = await get(withLanguage('/', lng));
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(html).toContain(`<h1 class="hero-slide__title">${name}</h1>`);
      expect(count(html, /class="swiper-slide hero-slide hero-slide--/g)).toBe(4);
      // docs/specification.md §3: each slide its own title colour, as a class (never style=).
      expect(html).toContain('hero-slide--gold');
      expect(html).toContain('hero-slide--light');
      expect(html).not.toMatch(/<[^>]+ style="/);
    }
  });

  it('holds its first paint until the whole body is read', async () => {
    // The browser lifts a rel=expect once its target is inserted: the target follows the last visible block.
    for (const html of [await get('/'), await get('/about'), await get('/en/products/')]) {
      expect(html).toContain('<link rel="expect" href="#page-end" blocking="render">');
      const marker = html.indexOf('<span id="page-end" hidden></span>');
      expect(marker).toBeGreaterThan(html.indexOf('class="ticker"'));
      expect(marker).toBeGreaterThan(html.indexOf('</footer>'));
      expect(html.indexOf('<script type="module"', marker)).toBeGreaterThan(marker);
    }
  });

  it('renders every home block in English, in the order of docs/specification.md §2', async () => {
    const html = await get('/en/');
    const inOrder = [
      'Build More Together...',
      'Mining supply and trade expertise, based in Ulaanbaatar',
      'Advanced Technology',
      '24/7 Customer Support',
      'Expert Engineers',
      'Services for the whole supply chain',
      'Equipment and consumables we supply',
      'Deliveries on the promised date',
      'Our work in numbers',
      'What our clients say',
      'Our partners and suppliers',
      'Get our monthly supply bulletin',
    ];
    const positions = inOrder.map((text) => html.indexOf(attr(text)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows the about block with the CEO card and a discover-more link to /about', async () => {
    const html = await get('/en/');
    expect(html).toContain('Dear clients and partners, welcome to Altan Uul Trade.');
    expect(html).toContain('<span class="ceo-card__name">Batbayar Dorj</span>');
    expect(html).toContain('<span class="ceo-card__title">Founder and Consultant</span>');
    expect(html).toContain('A mine that stops for a missing part loses more in a day than the part is worth.');
    expect(html).toMatch(/<a class="button" href="\/en\/about">Discover more/);
    expect(count(html, /class="about-block__image about-block__image--(main|secondary)"/g)).toBe(2);
  });

  it('links each service card to its detail page and each product type to its catalogue category', async () => {
    const html = await get('/en/');
    for (const slug of ['consulting-services', 'international-trading', 'transportation-logistics']) {
      expect(html).toContain(`class="service-card__link" href="/en/service-single/${slug}"`);
    }
    for (const category of ['Mining%20Equipment', 'Drilling%20Bit', 'Heavy%20Tires']) {
      expect(html).toContain(`href="/en/products/${category}"`);
    }
    expect(count(html, /<li class="plan-card">/g)).toBe(3);
    expect(html).toMatch(/<a class="button button--outline" href="\/en\/productgrouppage">Show More<\/a>/);
  });

  it('gives the skill bars their specified values (docs/specification.md §9) as accessible progress bars', async () => {
    const html = await get('/en/');
    for (const [title, value] of [
      ['Deliveries on the promised date', 94],
      ['Site work finished on the first visit', 88],
      ['Clients with a lower cost per tonne', 72],
    ] as const) {
      expect(html).toContain(`>${title}</span><span class="skill__value">${value}%</span>`);
      expect(html).toContain(`aria-valuenow="${value}"`);
      // The bar's width is an SVG attribute (the CSP forbids style=), so any percentage draws.
      expect(html).toContain(`<rect class="skill__fill" width="${value}%"`);
    }
  });

  it('serves the final fun-fact numbers in the HTML, so they show without script', async () => {
    const html = await get('/en/');
    // The island is given the page's figures (the office's list).
    expect(html).toMatch(
      /data-island="fun-facts" data-id="i\d+" data-hydrate="visible" data-props="\{&quot;variant&quot;:&quot;home&quot;,&quot;facts&quot;:\[\{&quot;id&quot;:1,&quot;label&quot;:&quot;Clients served&quot;,&quot;value&quot;:300,&quot;suffix&quot;:&quot;\+&quot;\}/,
    );
    expect(count(html, /<p class="fun-fact__label">/g)).toBe(4);
    for (const [number, label] of [
      ['300+', 'Clients served'],
      ['50', 'Team members'],
      ['360+', 'Completed projects'],
      ['21', 'Provinces we deliver to'],
    ]) {
      expect(html).toContain(`<span class="visually-hidden">${number}</span>`);
      expect(html).toContain(`<p class="fun-fact__label">${label}</p>`);
    }
  });

  it('shows three testimonials with name, role and company', async () => {
    const html = await get('/');
    expect(count(html, /<figure class="testimonial">/g)).toBe(3);
    for (const name of ['Ганхуягийн Энхтуяа', 'Лхагвасүрэнгийн Сүхбат', 'Пүрэвдоржийн Наранцэцэг']) {
      expect(html).toContain(`<span class="testimonial__name">${name}</span>`);
    }
    expect(html).toContain('Уран Толгой Коппер ХХК');
  });

  it('renders the partner wordmarks with alt texts in the carousel island', async () => {
    const html = await get('/en/');
    expect(html).toContain('data-island="partners-carousel"');
    expect(count(html, /class="partners__logo"/g)).toBe(8);
    expect(html).toContain('alt="Gobi Steel logo"');
  });

  it('renders the subscribe call to action as a real form with a labelled e-mail input and no per-visitor token', async () => {
    const html = await get('/en/');
    expect(html).toContain('<form class="subscribe__form" action="/api/subscribe?lng=en" method="post">');
    expect(html).not.toContain('name="_csrf"');
    expect(html).toContain('<label class="subscribe__label" for="subscribe-email">Your e-mail address</label>');
    expect(html).toMatch(/<input id="subscribe-email"[^>]*type="email"[^>]*required=""[^>]*autoComplete="email"/);
  });

  it('preloads no React: the hero is started by the loader, the islands load when they come into view or are used', async () => {
    const html = await get('/');
    expect(html).toContain('<section class="hero" aria-label="Компанийн онцлох мэдээлэл" data-hero="">');
    expect(html).toMatch(/data-island="fun-facts" data-id="i\d+" data-hydrate="visible"/);
    expect(html).toMatch(/data-island="partners-carousel" data-id="i\d+" data-hydrate="visible"/);
    expect(html).toMatch(/data-island="subscribe-form" data-id="i\d+" data-hydrate="interaction"/);
    expect(html).not.toContain('rel="modulepreload"');
  });
});

describe('GET /about', () => {
  it('renders title bar, CEO card, team, services and the about fun facts in Mongolian', async () => {
    const html = await get('/About');
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toMatch(/<h1 class="title-bar__title">Бидний тухай<\/h1>/);
    expect(html).toContain('Доржийн Батбаяр');
    expect(html).toContain('<span class="ceo-card__title">Үүсгэн байгуулагч, зөвлөх</span>');
    expect(html).toContain('Нийлүүлэлтийн бүх шатны үйлчилгээ');
    expect(html).toContain('Найдаж болох туршлага');
    // The about block on /about does not link to itself.
    expect(html).not.toContain('Дэлгэрэнгүй үзэх');
  });

  it('links the three team members to their pages with name and role', async () => {
    const html = await get('/en/about');
    for (const [slug, name] of [
      ['batbayar-dorj', 'Batbayar Dorj'],
      ['oyunchimeg-bold', 'Oyunchimeg Bold'],
      ['ganzorig-tsend', 'Ganzorig Tsend'],
    ]) {
      expect(html).toContain(`<a class="member-card__link" href="/en/team/${slug}">${name}</a>`);
    }
    expect(html).toContain('Founder and Consultant');
    expect(count(html, /Partner and Consultant/g)).toBe(2);
  });

  it('gives the director the title the team list gives him, on the home and the about page', async () => {
    // One person, one title: the CEO card prints the team list's first member (shared/director.ts).
    const cardOf = (html: string) =>
      /<span class="ceo-card__name">([^<]+)<\/span><span class="ceo-card__title">([^<]+)<\/span>/.exec(html)?.slice(1);
    for (const lng of ['', '/en']) {
      const about = await get(`${lng}/about`);
      const member = /class="member-card__link"[^>]*>([^<]+)<\/a><\/h3><p class="member-card__role">([^<]+)</.exec(
        about,
      );
      expect(member).not.toBeNull();
      expect(cardOf(await get(`${lng}/`))).toEqual(member?.slice(1));
      expect(cardOf(about)).toEqual(member?.slice(1));
    }
  });

  it('states the same figures on the about page as on the home page, in both languages', async () => {
    // Every figure the site states lives in one place (the list 'figures'): a count of clients or projects that
    // differed between two pages would tell a buyer that neither is true.
    const figuresOf = (html: string) =>
      [
        ...html.matchAll(
          /<span class="visually-hidden">([^<]+)<\/span>[\s\S]*?<p class="fun-fact__label">([^<]+)<\/p>/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`);
    for (const lng of ['', '/en']) {
      const home = figuresOf(await get(`${lng}/`));
      const about = figuresOf(await get(`${lng}/about`));
      expect(home).toHaveLength(4);
      expect(about).toEqual(home);
    }
    const about = await get('/en/about');
    expect(about).toContain('data-props="{&quot;variant&quot;:&quot;about&quot;,&quot;facts&quot;:[{&quot;id&quot;:1,');
    expect(about).toContain('<p class="fun-fact__label">Provinces we deliver to</p>');
  });
});

describe('GET /team/{slug}', () => {
  it('answers 200 with the member name as the only h1, biography, expertise and a contact link', async () => {
    const res = await request(t.app).get('/en/team/oyunchimeg-bold');
    expect(res.status).toBe(200);
    expect(count(res.text, /<h1[\s>]/g)).toBe(1);
    expect(res.text).toContain('<h1 class="title-bar__title">Oyunchimeg Bold</h1>');
    expect(res.text).toContain('Biography');
    expect(res.text).toContain('Trade finance and letters of credit');
    expect(res.text).toMatch(/<a class="button" href="\/en\/contact">Contact us/);
  });

  it('links to the other members but not to the page itself', async () => {
    const html = await get('/team/ganzorig-tsend');
    expect(html).toContain('href="/team/batbayar-dorj"');
    expect(html).toContain('href="/team/oyunchimeg-bold"');
    expect(html).not.toContain('class="member-card__link" href="/team/ganzorig-tsend"');
    expect(html).toContain('Цэндийн Ганзориг');
  });

  it('matches the slug case-insensitively and answers 404 for an unknown member', async () => {
    expect((await request(t.app).get('/team/Batbayar-Dorj')).status).toBe(200);
    const res = await request(t.app).get('/en/team/nobody');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Oops! Page Not Found!');
  });
});

describe('ProductPlansBlock', () => {
  const render = async (props: Parameters<typeof ProductPlansBlock>[0]) => {
    const i18n = await createI18n();
    await i18n.changeLanguage('en');
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ProductPlansBlock, props)));
  };

  it('shows the empty message and no cards when there are no product types', async () => {
    const html = await render({ groups: [] });
    expect(html).toContain('No products available at this time.');
    expect(html).not.toContain('plan-card');
  });

  it('hides Show More when it is already on the Product Plan page', async () => {
    expect(await render({ showMore: false })).not.toContain('Show More');
    expect(await render({})).toContain('Show More');
  });

  it('lists five feature lines for each product type', async () => {
    const html = await render({});
    expect(count(html, /<ul class="tick-list plan-card__features">(?:<li>.*?<\/li>){5}<\/ul>/g)).toBe(3);
  });
});
