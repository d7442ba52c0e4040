// The content file carries the office's redirects and the site pages' SEO records (docs/content.md, "The content
// file"): exported as published, imported on another site through the checks the redirects page and the records'
// form make; a redirect that would loop, chain or lead off the site is refused and named, the rest imported.
import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ContentFile } from '#server/content/content-file.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const sites: TestApp[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.close()));

/** A fresh site with a signed-in editor. */
async function site(): Promise<{ t: TestApp; editor: OfficeAccount }> {
  const t = await createTestApp();
  sites.push(t);
  return { t, editor: await officeAccount(t, 'editor', ['editor'], '/admin/redirects') };
}

/** Adds a redirect through the redirects page's form, over the revision it shows. */
async function addRedirect({ t, editor }: { t: TestApp; editor: OfficeAccount }, from: string, to: string) {
  const page = (await officeGet(t, '/admin/redirects', editor)).text;
  const revision = /name="revision" value="(\d+)"/.exec(page)?.[1] ?? '0';
  const res = await officePost(t, '/admin/redirects', editor, { from, to, revision });
  expect(res.status).toBe(303);
}

const exported = async ({ t, editor }: { t: TestApp; editor: OfficeAccount }) =>
  JSON.parse((await officeGet(t, '/admin/texts/export.json', editor)).text) as ContentFile;

/** Imports `file`; what the texts list is sent to say of it (and, `said.page`, the address it is said on). */
async function imported({ t, editor }: { t: TestApp; editor: OfficeAccount }, file: object) {
  const res = await request(t.app)
    .post('/en/admin/texts/import')
    .set('Cookie', editor.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', editor.token)
    .attach('file', Buffer.from(JSON.stringify(file)), 'site-content.json');
  expect(res.status).toBe(303);
  return new URL(String(res.headers.location), OFFICE_ORIGIN);
}

describe('redirects in the content file', () => {
  it('round-trips: exported as listed, imported on another site, followed there', async () => {
    const from = await site();
    await addRedirect(from, '/index.php?page=tyres', '/products/Heavy%20Tires');
    await addRedirect(from, '/old-about.html', 'https://example.org/about');
    const file = await exported(from);
    expect(file.redirects).toEqual([
      { from: '/index.php?page=tyres', to: '/products/Heavy%20Tires' },
      { from: '/old-about.html', to: 'https://example.org/about' },
    ]);

    const to = await site();
    const said = (await imported(to, file)).searchParams;
    expect(said.get('published')).toBe('2');
    expect(said.get('skipped')).toBe('');
    expect((await to.t.store.audit.list({}, undefined, 1))[0]?.action).toBe('content-imported');
    const followed = await request(to.t.app).get('/index.php?page=tyres');
    expect({ status: followed.status, location: followed.headers.location }).toEqual({
      status: 301,
      location: '/products/Heavy%20Tires',
    });
    expect(await exported(to)).toMatchObject({ redirects: file.redirects });

    // The same file again changes nothing.
    expect(Object.fromEntries((await imported(to, file)).searchParams)).toMatchObject({ published: '0', skipped: '' });
  });

  it('refuses and names a loop, a chain and a target off the site, importing the rest', async () => {
    const to = await site();
    await addRedirect(to, '/old-contact', '/contact');
    const address = await imported(to, {
      format: 'site-content',
      version: 1,
      exportedAt: '',
      texts: [],
      redirects: [
        { from: '/loop', to: '/loop' },
        { from: '/chain', to: '/old-contact' },
        { from: '/away', to: '//evil.example/' },
        { from: '/plain', to: 'http://evil.example/' },
        { from: '/kept', to: '/about' },
        // Replaces the target of the one the site has.
        { from: '/old-contact', to: '/en/contact' },
      ],
    });
    const said = address.searchParams;
    expect(said.get('skipped')?.split(' ')).toEqual([
      'redirect:/loop',
      'redirect:/chain',
      'redirect:/away',
      'redirect:/plain',
    ]);
    expect(said.get('published')).toBe('2');
    // The texts list names each, with the redirects page's own message.
    const list = (await officeGet(to.t, `${address.pathname}${address.search}`, to.editor)).text.replaceAll(
      '<!-- -->',
      '',
    );
    expect(list).toContain(
      '<li><code>redirect:/loop</code>: The new address is the old one: the redirect would loop.</li>',
    );
    expect(list).toContain(
      '<li><code>redirect:/chain</code>: The new address is itself redirected (/old-contact → /contact): lead to its target instead.</li>',
    );
    expect(list).toContain(
      '<li><code>redirect:/away</code>: The new address must start with a single / (not // or /\\).</li>',
    );
    expect(list).toContain(
      '<code>redirect:/plain</code>: The new address must be a path starting with / or an address',
    );
    expect((await exported(to)).redirects).toEqual([
      { from: '/old-contact', to: '/en/contact' },
      { from: '/kept', to: '/about' },
    ]);
    expect((await request(to.t.app).get('/loop')).status).toBe(404);
  });
});

describe('site pages’ SEO records in the content file', () => {
  it('carries each published record to another site, whose page’s head then says it', async () => {
    const from = await site();
    const published = await officePost(from.t, '/admin/pages/about', from.editor, {
      'seoTitle.mn': 'Манай баг',
      'seoTitle.en': 'Our team of engineers',
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);
    const file = await exported(from);
    expect(Object.keys(file.pages ?? {})).toEqual(['about']);

    const to = await site();
    const said = (await imported(to, { ...file, pages: { ...file.pages, nowhere: { fields: {} } } })).searchParams;
    expect(said.get('published')).toBe('1');
    expect(said.get('skipped')).toBe('page-seo/nowhere');
    expect((await request(to.t.app).get('/en/about')).text).toContain('<title>Our team of engineers | ');
  });

  it('skips a record its form would refuse, keeping the page’s own head', async () => {
    const to = await site();
    const said = (
      await imported(to, {
        format: 'site-content',
        version: 1,
        exportedAt: '',
        texts: [],
        pages: { contact: { fields: { seoTitle: { mn: '', en: 'x'.repeat(61) } } } },
      })
    ).searchParams;
    expect(said.get('skipped')).toBe('page-seo/contact');
    expect((await request(to.t.app).get('/en/contact')).text).toContain('<title>Contact us | ');
  });
});
