// The services as the office keeps them (docs/content.md, "Lists"): edited in both languages and seen at once on the
// service's page, the home and services pages, the menu, the footer, search, the sitemap and the service form; a
// new service gets its page and video page; a changed address answers 301; steps, pictures' descriptions and
// videos are checked; every value stays inert.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COLLECTIONS } from '#shared/collections.ts';
import { collectionFormOf } from '#shared/schemas/collection-schema.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { startSession } from '../helpers/csrf.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: OfficeAccount;
beforeEach(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'writer', ['editor'], '/admin/lists/services');
});
afterEach(() => t.close());

const page = async (path: string) => (await request(t.app).get(path)).text;
const post = (path: string, form: Record<string, string>) => officePost(t, path, editor, form);

/** The shipped service `id`'s form, with `changes`. */
function serviceForm(id: number, changes: Record<string, string> = {}): Record<string, string> {
  const shipped = shippedCollections(readShippedTexts()).services.find((item) => item.id === id);
  if (!shipped) throw new Error(`no shipped service ${id}`);
  return { ...collectionFormOf(COLLECTIONS.services, shipped.fields, shipped.slug), ...changes };
}

const publish = (id: number | 'new', form: Record<string, string>, revision = '0') =>
  post(`/admin/lists/services/${id}`, { ...form, revision, action: 'publish' });

/** A new service, in both languages, with no address (made from its English title). */
const DRILLING = {
  ...serviceForm(1),
  slug: '',
  'title.mn': 'Өрөмдлөгийн үйлчилгээ',
  'title.en': 'Contract Drilling',
  'summary.mn': 'Хайгуулын өрөмдлөгийг гэрээгээр гүйцэтгэнэ.',
  'summary.en': 'Exploration drilling under contract, with our own rigs and crews.',
  'capabilities.mn': 'Хайгуулын өрөмдлөг\nДээж авах',
  'capabilities.en': 'Exploration drilling\nCore sampling',
  'steps.mn': 'Хүсэлт\nТа талбайгаа тайлбарлана.\n\nӨрөмдлөг\nБид өрөмдөнө.',
  'steps.en': 'Request\nYou describe the site.\n\nDrilling\nOur crew drills.',
  video: '/media/drilling.webm',
};

describe('office: services', () => {
  it('publishes a service to its page, the home and services pages, the menu, the footer and search', async () => {
    const form = serviceForm(2, {
      'title.en': 'Global Sourcing',
      'title.mn': 'Дэлхийн нийлүүлэлт',
      'summary.en': 'We buy from forty factories.',
      'capabilities.en': 'Factory audits\nFreight insurance',
      'approach.en': 'We buy **as if for our own site**.\n\n- Open about origin\n- Open about lead times',
      'steps.en': 'Ask us\nTell us what you need.\n\nWe quote\nA firm price in two days.\n\nWe deliver\nTo your gate.',
    });
    expect((await publish(2, form)).status).toBe(303);

    const service = await page('/en/service-single/international-trading');
    expect(service).toMatch(/<h1[^>]*>Global Sourcing<\/h1>/);
    expect(service.match(/<li class="service-process__step">/g)).toHaveLength(3);
    expect(service).toContain('<h3 class="service-process__title">We quote</h3>');
    expect(service).toContain('<p class="service-process__text">A firm price in two days.</p>');
    expect(service.match(/<ul class="service-capabilities">([\s\S]*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(2);
    expect(service).toContain('<strong>as if for our own site</strong>');
    expect(service).toContain('<li>Open about lead times</li>');
    // The other services' pages name it among the related ones; the service form offers it by its new title.
    const other = await page('/en/service-single/consulting-services');
    expect(other).toContain('<span>Global Sourcing</span>');
    expect(other).toContain('<option value="international-trading">Global Sourcing</option>');
    expect(await page('/service-single/international-trading')).toMatch(/<h1[^>]*>Дэлхийн нийлүүлэлт<\/h1>/);

    for (const path of ['/en/', '/en/service']) {
      const html = await page(path);
      expect([path, html.includes('href="/en/service-single/international-trading">Global Sourcing</a>')]).toEqual([
        path,
        true,
      ]);
      expect(html).toContain('We buy from forty factories.');
    }
    // The menu and the footer of any page.
    const contact = await page('/en/contact');
    expect(contact.match(/<a href="\/en\/service-single\/international-trading">Global Sourcing<\/a>/g)?.length).toBe(
      3,
    );
    expect(await page('/contact')).toContain('>Дэлхийн нийлүүлэлт</a>');
    const search = await page('/en/search?query=audits');
    expect(search).toContain('href="/en/service-single/international-trading"');
    // The services' texts are the list's: the site texts no longer offer them.
    const texts = await officeGet(t, '/en/admin/texts?q=International', editor);
    expect(texts.text).not.toContain('services.trading');
  });

  it('adds a service that gets its page, its video page, a place in the menu, the sitemap and search', async () => {
    const added = await publish('new', DRILLING);
    expect(added.status).toBe(303);
    const service = await request(t.app).get('/en/service-single/contract-drilling');
    expect(service.status).toBe(200);
    expect(service.text).toMatch(/<h1[^>]*>Contract Drilling<\/h1>/);
    expect(service.text).toContain('<option value="contract-drilling" selected="">Contract Drilling</option>');
    expect(service.text).toContain('"@type":"Service","name":"Contract Drilling"');
    const video = await page('/en/video/contract-drilling');
    expect(video).toContain('<source src="/media/drilling.webm" type="video/webm"/>');
    expect(await page('/en/')).toContain('href="/en/service-single/contract-drilling">Contract Drilling</a>');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain('/service-single/contract-drilling<');
    expect(sitemap).toContain('/Video/contract-drilling<');
    expect(await page('/search?query=' + encodeURIComponent('өрөмдлөг'))).toContain(
      'href="/service-single/contract-drilling"',
    );

    // An enquiry about it, sent without script, names it in the visitor's language.
    const session = await startSession(t.app);
    const sent = await request(t.app)
      .post('/api/contact?lng=mn')
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .set('X-Request-Id', 'drilling-enquiry')
      .send({
        name: 'Бат',
        email: 'bat@example.mn',
        phone: '9911 2233',
        kind: 'service',
        service: 'contract-drilling',
        note: 'Хоёр сар',
        consent: 'yes',
      });
    expect(sent.status).toBe(201);
    expect(t.store.db.prepare('SELECT message FROM enquiries WHERE request_id = ?').get('drilling-enquiry')).toEqual({
      message: 'Service: Өрөмдлөгийн үйлчилгээ, Note: Хоёр сар',
    });
  });

  it("moves a service's page and video page to its new address with a 301, in both languages", async () => {
    await publish(3, serviceForm(3, { slug: 'freight-and-logistics' }));
    for (const [from, to] of [
      ['/en/service-single/transportation-logistics', '/en/service-single/freight-and-logistics'],
      ['/service-single/transportation-logistics?x=1', '/service-single/freight-and-logistics?x=1'],
      ['/en/video/transportation-logistics', '/en/Video/freight-and-logistics'],
    ] as const) {
      const res = await request(t.app).get(from);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
    expect((await request(t.app).get('/en/service-single/freight-and-logistics')).status).toBe(200);
  });

  it('hides a service: gone from the menu and the home page, its page a 404', async () => {
    const hidden = await post('/admin/lists/services/1/visibility', { visibility: 'hidden', revision: '0' });
    expect(hidden.status).toBe(303);
    const res = await request(t.app).get('/en/service-single/consulting-services');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Service Not Found');
    expect((await request(t.app).get('/en/video/consulting-services')).status).toBe(404);
    const home = await page('/en/');
    expect(home).not.toContain('/en/service-single/consulting-services');
    expect(await page('/sitemap.xml')).not.toContain('consulting-services');
  });

  it("refuses steps without their text, a picture without its description and a video that isn't one", async () => {
    const refused = await post('/en/admin/lists/services/1', {
      ...serviceForm(1, {
        'steps.en': 'Ask us\n\nWe quote\nA firm price.',
        'gallery1Alt.en': '',
        video: 'javascript:alert(1)',
      }),
      revision: '0',
      action: 'publish',
    });
    expect(refused.status).toBe(400);
    const errors = [...refused.text.matchAll(/<p class="field-error" id="([^"]+)">([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['field-steps-en-error', expect.stringContaining('its title on one line and its text on the next lines')],
        ['field-gallery1Alt-en-error', expect.stringContaining('Fill this in')],
        ['field-video-error', expect.stringContaining('/media/')],
      ]),
    );
    // What was typed is kept.
    expect(refused.text).toContain('value="javascript:alert(1)"');
    expect(await page('/en/service-single/consulting-services')).not.toContain('javascript:alert');
  });

  it('shows hostile values inert on the service page, in its JSON-LD and in the menu', async () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const form = serviceForm(1, {
      'title.en': hostile.slice(0, 80),
      'summary.en': hostile,
      'capabilities.en': hostile,
      'approach.en': `${hostile} [x](javascript:alert(3))`,
      'steps.en': `${hostile}\n${hostile}`,
      'ctaTitle.en': hostile,
    });
    expect((await publish(1, form)).status).toBe(303);
    for (const path of ['/en/service-single/consulting-services', '/en/', '/en/video/consulting-services']) {
      const html = await page(path);
      expect([path, html.includes('<script>alert'), html.includes('<img src=x')]).toEqual([path, false, false]);
      expect(html).not.toMatch(/href="javascript:/i);
    }
    const ld = await page('/en/service-single/consulting-services');
    expect(ld).not.toContain('</script><script>');
  });

  it("lists the site's lists with their counts, and marks Services or Lists in the office's bar", async () => {
    await post('/admin/lists/testimonials/2/visibility', { visibility: 'hidden', revision: '0' });
    const index = await officeGet(t, '/en/admin/lists', editor);
    expect(index.status).toBe(200);
    const row = (name: string) =>
      index.text.match(new RegExp(`<tr><th scope="row"><a href="/en/admin/lists/${name}">.*?</tr>`))?.[0];
    expect(row('testimonials')).toMatch(/Testimonials<\/a><\/th><td>2<\/td><td>1<\/td><td>0<\/td><td>0<\/td>/);
    expect(row('services')).toMatch(/<td>3<\/td><td>0<\/td>/);
    const current = (html: string) => html.match(/<a href="[^"]+" aria-current="page">([^<]+)<\/a>/)?.[1];
    expect(current(index.text)).toBe('Lists');
    expect(current((await officeGet(t, '/en/admin/lists/team', editor)).text)).toBe('Lists');
    expect(current((await officeGet(t, '/en/admin/lists/services/2', editor)).text)).toBe('Services');
    expect(current((await officeGet(t, '/admin/lists', editor)).text)).toBe('Жагсаалтууд');
  });
});
