// The site's lists as the office keeps them (docs/content.md, "Lists"): the testimonials on the home page and the
// team (the about page's cards and a page per member): edited in both languages, published, added, moved, hidden
// and restored; a member's changed address answers 301; invalid saves refused; every value inert wherever it
// shows. What every kind's lifecycle does (drafts, previews, stale saves, history, reset) is
// office-item-lifecycle.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { COLLECTION_NAMES, COLLECTIONS } from '#shared/collections.ts';
import { collectionFormOf } from '#shared/schemas/collection-schema.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { createMetrics } from '#server/metrics/site-metrics.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { sample } from '../helpers/metrics.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[]) => officeAccount(t, login, roles, '/admin/lists/team');
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

/** The first testimonial's form as shipped, with `changes`, published over revision 0. */
const testimonial = (changes: Record<string, string>) => ({
  'quote.mn': 'Дугуй нийлүүлэлтийг хоёр жил хариуцсан.',
  'quote.en': 'They took over tyre supply two winters ago.',
  'name.mn': 'Энхтуяа Ганхуяг',
  'name.en': 'Enkhtuya Gankhuyag',
  'role.mn': 'Худалдан авалтын менежер',
  'role.en': 'Procurement Manager',
  'company.mn': 'Уран Толгой Копер ХХК',
  'company.en': 'Uran Tolgoi Copper LLC',
  ...changes,
  revision: '0',
  action: 'publish',
});

const MEMBER = {
  'name.mn': 'Сарангэрэл Дорж',
  'name.en': 'Sarangerel Dorj',
  'role.mn': 'Борлуулалтын менежер',
  'role.en': 'Sales Manager',
  image: '/images/team/partner-1.svg',
  'alt.mn': 'Сарангэрэлийн зураг',
  'alt.en': 'Portrait of Sarangerel Dorj',
  'biography.mn': 'Дугуйн **борлуулалт** хариуцна.\n\nУурхайн 10 жилийн туршлагатай.',
  'biography.en': 'Leads **tyre sales**.\n\nTen years at Gobi mines.',
  'expertise.mn': 'Дугуй\nХошуу',
  'expertise.en': 'Tyres\nDrill bits',
  email: 'sarangerel@altanuultrade.mn',
  phone: '+976 9911 2233',
};

describe('office: every list', () => {
  it('shows a hostile value in every text field of every list inert on the site and in the office', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)> [x](javascript:alert(3))';
    const shipped = shippedCollections(readShippedTexts());
    for (const name of COLLECTION_NAMES) {
      const definition = COLLECTIONS[name];
      const first = shipped[name][0];
      if (!first) throw new Error(`the ${name} list ships items`);
      const form = collectionFormOf(definition, first.fields, first.slug);
      for (const field of definition.fields) {
        if (!['line', 'text', 'markup', 'lines'].includes(field.kind)) continue;
        for (const input of field.localized ? [`${field.name}.mn`, `${field.name}.en`] : [field.name]) {
          form[input] = hostile.slice(0, field.max);
        }
      }
      const published = await post(`/admin/lists/${name}/${first.id}`, editor, {
        ...form,
        revision: '0',
        action: 'publish',
      });
      expect([name, published.status]).toEqual([name, 303]);
      for (const path of [`/en/admin/lists/${name}`, `/admin/lists/${name}/${first.id}`]) {
        expect((await get(path, editor)).text).not.toContain('<script>alert');
      }
    }
    // Each page shows a list's first item: the home page, the about page, a member's page, the offers, the
    // contact page's questions.
    for (const path of [
      '/en/',
      '/',
      '/en/about',
      '/about',
      '/en/team/batbayar-dorj',
      '/team/batbayar-dorj',
      '/en/productgrouppage',
      '/productgrouppage',
      '/en/contact',
      '/contact',
    ]) {
      const html = await page(path);
      expect([path, html.includes('<script>alert'), html.includes('<img src=x')]).toEqual([path, false, false]);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
});

describe('office: testimonials', () => {
  it('drops only the kept pages that show the list published in: the home page, not the contact page', async () => {
    const metrics = createMetrics();
    await t.close();
    t = await createTestApp({ metrics });
    const editor = await signedIn('writer', ['editor']);
    for (const path of ['/en/', '/en/contact']) await page(path); // rendered and kept
    const counts = async (): Promise<[number, number]> => {
      const text = await metrics.registry.metrics();
      return [sample(text, 'site_page_cache_hits_total') ?? 0, sample(text, 'site_page_cache_misses_total') ?? 0];
    };
    const quote = 'Forty trucks, and not one stopped for a tyre.';
    await post('/admin/lists/testimonials/1', editor, testimonial({ 'quote.en': quote }));
    const [hits, misses] = await counts();
    expect(await page('/en/contact')).not.toContain(quote);
    expect(await counts()).toEqual([hits + 1, misses]); // still kept
    expect(await page('/en/')).toContain(quote);
    expect(await counts()).toEqual([hits + 1, misses + 1]); // rendered again
  });

  it('publishes a testimonial to the home page in both languages', async () => {
    const editor = await signedIn('writer', ['editor']);
    const quote = 'Forty trucks, and not one stopped for a tyre.';
    await post('/admin/lists/testimonials/1', editor, testimonial({ 'quote.en': quote, 'quote.mn': 'Дөчин машин.' }));
    expect(await page('/en/')).toContain(quote);
    expect(await page('/')).toContain('Дөчин машин.');
    // The testimonials are the list's: the site texts no longer offer their lines.
    const texts = await get('/en/admin/texts?q=Gankhuyag', editor);
    expect(texts.text).not.toContain('testimonials.items');
    const audit = await t.store.audit.list({}, undefined, 1);
    expect(audit[0]).toMatchObject({ action: 'collection-item-published', target: 'testimonials/1' });
  });

  it('hides a testimonial and moves another first', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post('/admin/lists/testimonials/1/visibility', editor, { visibility: 'hidden', revision: '0' });
    // (Island state carries the home page's texts, the shipped list's lines among them: the block is what counts.)
    expect(await page('/en/')).not.toContain('<span class="testimonial__name">Enkhtuya Gankhuyag</span>');
    await post('/admin/lists/testimonials/order', editor, { id: '3', to: '1', orderRevision: '0' });
    const home = await page('/en/');
    const names = [...home.matchAll(/<span class="testimonial__name">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(['Narantsetseg Purevdorj', 'Sukhbat Lkhagvasuren']);
  });

  it('refuses a publish missing a language, naming the field and keeping what was typed', async () => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await post(
      '/en/admin/lists/testimonials/2',
      editor,
      testimonial({ 'quote.en': '', 'name.en': 'Kept' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="Kept"');
    expect(refused.text).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*name="quote.en"|name="quote.en"[^>]*aria-invalid="true"/,
    );
  });
});

describe('office: frequent questions', () => {
  const questions = (html: string) =>
    [...html.matchAll(/<summary class="contact-faq__question">([^<]+)<\/summary>/g)].map((m) => m[1]);

  it('ships the four questions buyers ask, under the contact form, in both languages', async () => {
    expect(questions(await page('/en/contact'))).toEqual([
      'How long does delivery take?',
      'What payment terms do you offer?',
      'What warranty do the products carry?',
      'Can you supply spare parts for machines you did not sell?',
    ]);
    expect(questions(await page('/contact'))).toHaveLength(4);
    expect(questions(await page('/contact'))[0]).toBe('Хүргэлт хэр удаан хугацаа шаарддаг вэ?');
  });

  it('publishes a new question with its answer to the contact page, and leaves the section out with all hidden', async () => {
    const editor = await signedIn('writer', ['editor']);
    const added = await post('/admin/lists/faq/new', editor, {
      'question.mn': 'Хилийн гаалийн бичиг баримтыг хэн бүрдүүлэх вэ?',
      'question.en': 'Who handles the customs papers at the border?',
      'answer.mn': 'Бид бүрдүүлнэ: **гаалийн мэдүүлэг** болон тээврийн баримт.',
      'answer.en': 'We do: the **customs declaration** and the transport documents.',
      action: 'publish',
    });
    expect([added.status, added.headers.location]).toEqual([303, '/admin/lists/faq/5?notice=published']);
    const contact = await page('/en/contact');
    expect(questions(contact).at(-1)).toBe('Who handles the customs papers at the border?');
    expect(contact).toContain('We do: the <strong>customs declaration</strong> and the transport documents.');
    expect(questions(await page('/contact')).at(-1)).toBe('Хилийн гаалийн бичиг баримтыг хэн бүрдүүлэх вэ?');
    // A draft of it is previewed on the contact page.
    const drafted = await post('/admin/lists/faq/5', editor, {
      'question.mn': 'Гаалийн бичиг баримтыг хэн бүрдүүлэх вэ?',
      'question.en': 'Who handles the customs papers?',
      revision: '1',
      action: 'draft',
    });
    expect(drafted.status).toBe(303);
    expect((await get('/en/admin/lists/faq/5', editor)).text).toContain('href="/en/contact?preview=drafts"');

    for (const id of [1, 2, 3, 4, 5]) {
      const revision = id === 5 ? '1' : '0';
      await post(`/admin/lists/faq/${id}/visibility`, editor, { visibility: 'hidden', revision });
    }
    const without = await page('/en/contact');
    expect(without).not.toContain('contact-faq');
    expect(without).toContain('Have Any Question?');
  });
});

describe('office: hero slides', () => {
  it('changes the first slide’s caption and picture, and keeps the page’s heading with every slide hidden', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post('/admin/lists/slides/1', editor, {
      image: '/images/hero/logistics.svg',
      'alt.mn': 'Ачааны галт тэрэг',
      'alt.en': 'A freight train at the border',
      'caption.mn': 'Хилээс уурхай хүртэл.',
      'caption.en': 'From the border to the pit.',
      tone: 'gold',
      revision: '0',
      action: 'publish',
    });
    const home = await page('/en/');
    expect(home).toContain('<p class="hero-slide__caption">From the border to the pit.</p>');
    expect(home).toContain('class="swiper-slide hero-slide hero-slide--gold"');
    for (const id of [1, 2, 3, 4]) {
      await post(`/admin/lists/slides/${id}/visibility`, editor, {
        visibility: 'hidden',
        revision: id === 1 ? '1' : '0',
      });
    }
    const bare = await page('/en/');
    expect(bare).not.toContain('hero-slide__image');
    expect(bare.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('office: partners', () => {
  it('renames a partner in the carousel and hides another', async () => {
    const editor = await signedIn('writer', ['editor']);
    const renamed = await post('/admin/lists/partners/1', editor, {
      'name.mn': 'Говь Ган Групп',
      'name.en': 'Gobi Steel Group',
      logo: '/images/partners/partner-1.svg',
      revision: '0',
      action: 'publish',
    });
    expect(renamed.status).toBe(303);
    await post('/admin/lists/partners/2/visibility', editor, { visibility: 'hidden', revision: '0' });
    const home = await page('/en/');
    expect(home).toContain('alt="Gobi Steel Group logo"');
    expect(home.match(/class="partners__logo"/g)).toHaveLength(7);
    const refused = await post('/en/admin/lists/partners/3', editor, {
      'name.mn': 'Хангай',
      'name.en': 'Khangai',
      logo: '/images/elsewhere.svg',
      revision: '0',
      action: 'publish',
    });
    expect(refused.status).toBe(400);
  });
});

describe('office: figures', () => {
  const figure = (changes: Record<string, string>, revision = '0') => ({
    page: 'both',
    'label.mn': 'Үйлчилсэн харилцагч',
    'label.en': 'Clients served',
    value: '300',
    suffix: '+',
    ...changes,
    revision,
    action: 'publish',
  });

  it('changes a counter’s number and sign, refuses a number that is not one, and moves a counter to another page', async () => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await post('/en/admin/lists/figures/1', editor, figure({ value: 'many' }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Type a whole number from 0 to 10 000 000.');
    await post('/admin/lists/figures/1', editor, figure({ value: '1 420', suffix: '' }));
    const home = await page('/en/');
    expect(home).toContain('<span class="visually-hidden">1420</span>');
    expect(home).not.toContain('<span class="visually-hidden">300+</span>');
    expect(await page('/en/about')).toContain('<span class="visually-hidden">1420</span>');
    await post('/admin/lists/figures/1', editor, figure({ page: 'about', value: '1420', suffix: '' }, '1'));
    expect(await page('/en/about')).toContain('<span class="visually-hidden">1420</span>');
    expect(await page('/en/')).not.toContain('<span class="visually-hidden">1420</span>');
  });
});

describe('office: team', () => {
  it('adds a member who gets a page, a card on the about page, a place in the sitemap and in search', async () => {
    const editor = await signedIn('writer', ['editor']);
    const added = await post('/admin/lists/team/new', editor, { ...MEMBER, action: 'publish' });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe('/admin/lists/team/4?notice=published');
    const profile = await page('/en/team/sarangerel-dorj');
    expect(profile).toContain('Sarangerel Dorj');
    expect(profile).toContain('<strong>tyre sales</strong>');
    expect(profile).toContain('Drill bits');
    expect(profile).toContain('href="mailto:sarangerel@altanuultrade.mn"');
    expect(profile).toContain('href="tel:+97699112233"');
    expect(profile).toContain('"@type":"Person","name":"Sarangerel Dorj","jobTitle":"Sales Manager"');
    expect(await page('/team/sarangerel-dorj')).toContain('Сарангэрэл Дорж');
    expect(await page('/en/about')).toContain('href="/en/team/sarangerel-dorj"');
    expect(await page('/sitemap.xml')).toContain('/team/sarangerel-dorj<');
    const found = await page('/en/search?query=sarangerel');
    expect(found).toContain('href="/en/team/sarangerel-dorj"');
    expect(found).toContain('Team member');
    expect(await page(`/search?query=${encodeURIComponent('сарангэрэл')}`)).toContain('href="/team/sarangerel-dorj"');
  });

  it('moves a renamed member’s old address to the new one, and takes a hidden member off every page', async () => {
    const editor = await signedIn('writer', ['editor']);
    const shipped = shippedCollections(readShippedTexts()).team[2];
    if (!shipped) throw new Error('three members are shipped');
    const fields = collectionFormOf(COLLECTIONS.team, shipped.fields);
    const renamed = await post('/admin/lists/team/3', editor, {
      ...fields,
      slug: 'ganzorig-tsend-logistics',
      revision: '0',
      action: 'publish',
    });
    expect(renamed.status).toBe(303);
    const moved = await request(t.app).get('/en/team/ganzorig-tsend');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/en/team/ganzorig-tsend-logistics');
    expect((await request(t.app).get('/en/team/ganzorig-tsend-logistics')).status).toBe(200);

    await post('/admin/lists/team/3/visibility', editor, { visibility: 'hidden', revision: '1' });
    expect((await request(t.app).get('/en/team/ganzorig-tsend-logistics')).status).toBe(404);
    expect(await page('/en/about')).not.toContain('href="/en/team/ganzorig-tsend-logistics"');
    expect(await page('/sitemap.xml')).not.toContain('ganzorig-tsend');
    // Restored as it was first published, then back to the shipped member.
    await post('/admin/lists/team/3/restore', editor, { from: '1', revision: '2' });
    expect((await request(t.app).get('/en/team/ganzorig-tsend-logistics')).status).toBe(200);
    await post('/admin/lists/team/3/reset', editor, { revision: '3' });
    expect((await request(t.app).get('/en/team/ganzorig-tsend')).status).toBe(200);
  });

  it('refuses a bad e-mail and an address another member has', async () => {
    const editor = await signedIn('writer', ['editor']);
    const bad = await post('/en/admin/lists/team/new', editor, {
      ...MEMBER,
      email: 'not-an-address',
      action: 'publish',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('value="not-an-address"');
    const taken = await post('/en/admin/lists/team/new', editor, {
      ...MEMBER,
      slug: 'batbayar-dorj',
      action: 'publish',
    });
    expect(taken.status).toBe(409);
    expect(await page('/en/team/batbayar-dorj')).toContain('Batbayar Dorj');
  });

  it('shows hostile values inert on the member’s page, the about page and the home page', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    await post('/admin/lists/team/new', editor, {
      ...MEMBER,
      'name.en': `Hostile ${hostile}`,
      'biography.en': `${hostile} [click](javascript:alert(3))`,
      slug: 'hostile',
      action: 'publish',
    });
    await post('/admin/lists/testimonials/1', editor, testimonial({ 'quote.en': hostile }));
    for (const path of ['/en/team/hostile', '/en/about', '/en/']) {
      const html = await page(path);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/href="javascript:/i);
    }
    expect(await page('/en/team/hostile')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('travels in the content file: a member added and the order, into another site', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post('/admin/lists/team/new', editor, { ...MEMBER, action: 'publish' });
    await post('/admin/lists/team/order', editor, { id: '4', to: '1', orderRevision: '0' });
    const file = (await get('/admin/texts/export.json', editor)).text;
    const exported = JSON.parse(file) as { lists: { team: Array<{ id: number; value: { slug?: string } }> } };
    expect(exported.lists.team[0]).toMatchObject({ id: 4, value: { slug: 'sarangerel-dorj' } });

    t.close();
    t = await createTestApp();
    const other = await signedIn('writer', ['editor']);
    const imported = await request(t.app)
      .post('/admin/texts/import')
      .set('Cookie', other.cookie)
      .set('Origin', 'http://localhost:3000')
      .field('_csrf', other.token)
      .attach('file', Buffer.from(file), 'content.json');
    expect(imported.headers.location).toContain('published=2');
    const about = await page('/en/about');
    expect(about.indexOf('href="/en/team/sarangerel-dorj"')).toBeLessThan(
      about.indexOf('href="/en/team/batbayar-dorj"'),
    );
    expect(about.indexOf('href="/en/team/sarangerel-dorj"')).toBeGreaterThan(0);
  });

  it('is for editors only', async () => {
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await get('/admin', clerk)).text).not.toContain('/admin/lists/');
    expect((await get('/admin/lists/team', clerk)).status).toBe(403);
    expect((await post('/admin/lists/team/new', clerk, { ...MEMBER, action: 'publish' })).status).toBe(403);
    expect((await get('/admin/lists/nothing', await signedIn('writer', ['editor']))).status).toBe(404);
  });
});
