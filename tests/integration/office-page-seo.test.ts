// The SEO records of the site's pages that are no item's (docs/content.md, "SEO of the site's pages"): the office lists
// the pages, each record is typed in both languages and published like a text; the page's head follows on publish
// (<title>, description, Open Graph, JSON-LD), keeps the page's own before and after a reset, and a draft shows only in
// an editor's preview.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { mediaRef } from '#shared/media-library.ts';
import { smallPng } from '../helpers/media-fixtures.ts';
import { officeAccount, officeGet, officePhoto, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PHOTO_TIMEOUT = 120_000;

let t: TestApp;
let editor: OfficeAccount;

beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'writer', ['editor'], '/admin/pages');
});
afterAll(() => t.close());

const page = async (path: string) => (await request(t.app).get(path)).text;

/** The content of a head's meta tag, by its property or name. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The JSON-LD item of `type` in a page. */
function ldOf(html: string, type: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(json) as { '@graph'?: Array<Record<string, unknown>> })['@graph'] ?? [];
  return graph.find((item) => item['@type'] === type);
}

/** Publishes the page's record with `fields`, over the revision its office page holds. */
async function publish(id: string, fields: Record<string, string>, action = 'publish') {
  const office = (await officeGet(t, `/admin/pages/${id}`, editor)).text;
  const revision = /name="revision" value="(\d+)"/.exec(office)?.[1] ?? '0';
  return officePost(t, `/admin/pages/${id}`, editor, { ...fields, revision, action });
}

describe('the office’s list of the site pages', () => {
  it('lists every page that is no item’s, each linked to its record, with the title its head shows', async () => {
    const res = await officeGet(t, '/en/admin/pages', editor);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Pages&#x27; SEO</h1>');
    for (const id of ['home', 'about', 'services', 'productPlan', 'catalogue', 'contact', 'privacy', 'quote']) {
      expect(res.text).toContain(`href="/en/admin/pages/${id}"`);
    }
    expect(res.text).toContain('About us');
    // The office's bar links it, in both languages.
    expect(res.text).toMatch(/href="\/en\/admin\/pages"[^>]*>Pages&#x27; SEO<\/a>/);
    expect((await officeGet(t, '/admin/pages/about', editor)).text).toMatch(
      /href="\/admin\/pages"[^>]*>Хуудсуудын SEO</,
    );
  });

  it('answers 404 for a page that has no record (an item’s page, an unknown id)', async () => {
    expect((await officeGet(t, '/admin/pages/service', editor)).status).toBe(404);
    expect((await officeGet(t, '/admin/pages/nothing', editor)).status).toBe(404);
  });
});

describe('a site page’s SEO record', () => {
  it('keeps the page’s own head until something is published, then puts the typed title and description in it', async () => {
    const before = await page('/en/about');
    expect(before).toContain('<title>About us | ');
    expect(metaOf(before, 'og:title')).toMatch(/^About us \| /);
    expect(ldOf(before, 'WebPage')).toMatchObject({ name: 'About us', url: expect.stringMatching(/\/en\/about$/) });

    const published = await publish('about', {
      'seoTitle.mn': 'Уул уурхайн инженерүүд Улаанбаатарт',
      'seoTitle.en': 'Mining engineers in Ulaanbaatar',
      'seoDescription.mn': 'Бид хэн бэ.',
      'seoDescription.en': 'Who we are:\nengineers and consultants.',
    });
    expect({ status: published.status, location: published.headers.location }).toEqual({
      status: 303,
      location: '/admin/pages/about?notice=published',
    });

    const en = await page('/en/about');
    expect(en).toContain('<title>Mining engineers in Ulaanbaatar | ');
    expect(en).toContain('<meta name="description" content="Who we are: engineers and consultants.">');
    expect(metaOf(en, 'og:title')).toMatch(/^Mining engineers in Ulaanbaatar \| /);
    expect(metaOf(en, 'og:description')).toBe('Who we are: engineers and consultants.');
    expect(metaOf(en, 'twitter:title')).toBe(metaOf(en, 'og:title'));
    expect(ldOf(en, 'WebPage')).toMatchObject({
      name: 'Mining engineers in Ulaanbaatar',
      description: 'Who we are: engineers and consultants.',
    });
    // The page's heading is still its own.
    expect(en).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(await page('/about')).toContain('<title>Уул уурхайн инженерүүд Улаанбаатарт | ');
  });

  it('refuses a title longer than search engines show, keeping what was typed', async () => {
    const long = 'A'.repeat(61);
    const res = await publish('contact', { 'seoTitle.en': long });
    expect(res.status).toBe(400);
    expect(res.text).toContain(`value="${long}"`);
    expect(await page('/en/contact')).toContain('<title>Contact us | ');
  });

  it('shows a draft only in an editor’s preview, and goes back to the page’s own head on reset', async () => {
    const drafted = await publish('services', { 'seoTitle.en': 'Consulting, trading, logistics' }, 'draft');
    expect(drafted.headers.location).toBe('/admin/pages/services?notice=draft-saved');
    const office = (await officeGet(t, '/en/admin/pages/services', editor)).text;
    expect(office).toContain('href="/en/service?preview=drafts"');
    // The search result as it will read, with the company's name and the page's own description.
    expect(office).toContain('<strong>Consulting, trading, logistics | Altan Uul Trade LLC</strong>');
    const preview = await request(t.app).get('/en/service?preview=drafts').set('Cookie', editor.cookie);
    expect(preview.text).toContain('<title>Consulting, trading, logistics | ');
    expect(await page('/en/service?preview=drafts')).toContain('<title>Services | ');

    await publish('services', { 'seoTitle.en': 'Consulting, trading, logistics' });
    expect(await page('/en/service')).toContain('<title>Consulting, trading, logistics | ');
    const revision = /name="revision" value="(\d+)"/.exec((await officeGet(t, '/admin/pages/services', editor)).text);
    const reset = await officePost(t, '/admin/pages/services/reset', editor, { revision: revision?.[1] ?? '' });
    expect(reset.headers.location).toBe('/admin/pages/services?notice=reset');
    expect(await page('/en/service')).toContain('<title>Services | ');
    expect(
      (await t.store.audit.list({}, undefined, 5)).map((entry) => [entry.action, entry.target]).slice(0, 3),
    ).toEqual([
      ['page-seo-reset', 'page-seo/services'],
      ['page-seo-published', 'page-seo/services'],
      ['page-seo-draft-saved', 'page-seo/services'],
    ]);
  });

  it('says which language a record lacks, on its page and on the office’s home page', async () => {
    expect((await publish('privacy', { 'seoTitle.mn': 'Таны мэдээлэл' })).status).toBe(303);
    const office = (await officeGet(t, '/en/admin/pages/privacy', editor)).text;
    expect(office).toContain('English is missing: SEO title.');
    const desk = (await officeGet(t, '/en/admin/desk', editor)).text.replaceAll('<!-- -->', '');
    expect(desk).toContain('aria-label="Pages&#x27; SEO: 1 item needs translation"');
    expect(desk).toContain('<li>Needs English: 1</li>');
  });

  it(
    'makes the chosen library photo the page’s share picture, at its real size',
    async () => {
      const photo = await officePhoto(t, editor, {
        file: await smallPng(1600, 1000),
        use: 'service',
        alt: { mn: 'Уурхай', en: 'A mine' },
      });
      expect((await publish('home', { shareImage: mediaRef(photo) })).status).toBe(303);
      const home = await page('/en/');
      expect(metaOf(home, 'og:image')).toMatch(new RegExp(`/media/u/${photo}-1280-[0-9a-f]+\\.webp$`));
      expect(metaOf(home, 'og:image:width')).toBe('1280');
      expect(metaOf(home, 'og:image:height')).toBe('800');
      expect(ldOf(home, 'WebPage')?.primaryImageOfPage).toBe(metaOf(home, 'og:image'));
      // Its title stays the page's own: only the picture was chosen.
      expect(home).toContain('<title>Mining equipment, trading and logistics in Mongolia | ');
    },
    PHOTO_TIMEOUT,
  );
});
