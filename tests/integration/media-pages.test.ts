// An uploaded photo on the site (docs/photos.md, "In the lists"): chosen for a list's picture in the office, printed by
// the pages as a <picture> with AVIF and WebP sources, its placeholder under it; a photo not described in both
// languages cannot be chosen, and the shipped drawings stay where no photo was chosen.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { mediaRef } from '#shared/media-library.ts';
import { smallPng } from '../helpers/media-fixtures.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PHOTO_TIMEOUT = 120_000;

let t: TestApp;
let editor: OfficeAccount;

/** Uploads a picture through the office's form; its id once it is processed. */
async function uploaded(data: Buffer, alt: { mn: string; en: string }): Promise<string> {
  const res = await request(t.app)
    .post('/admin/media')
    .set('Cookie', editor.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', editor.token)
    .field('use', 'team')
    .field('alt_mn', alt.mn)
    .field('alt_en', alt.en)
    .attach('file', data, 'portrait.png');
  const path = String(res.headers.location).replace(/\?.*$/, '');
  for (;;) {
    const html = (await officeGet(t, path, editor)).text;
    if (!html.includes('http-equiv="refresh"')) return path.split('/').pop() ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const MEMBER = {
  'name.mn': 'Сарангэрэл Дорж',
  'name.en': 'Sarangerel Dorj',
  'role.mn': 'Борлуулалтын менежер',
  'role.en': 'Sales Manager',
  'alt.mn': 'Сарангэрэл инээмсэглэж байна',
  'alt.en': 'Sarangerel smiling',
  'biography.mn': 'Дугуйн борлуулалт хариуцна.',
  'biography.en': 'Leads tyre sales.',
  'expertise.mn': '',
  'expertise.en': '',
  email: '',
  phone: '',
};

let described = '';
let undescribed = '';
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor'], '/admin/media');
  described = await uploaded(await smallPng(800, 1000), { mn: 'Сарангэрэлийн хөрөг', en: 'Portrait of Sarangerel' });
  undescribed = await uploaded(await smallPng(600, 600), { mn: '', en: 'Only in English' });
}, PHOTO_TIMEOUT);
afterAll(() => t.close());

describe('a list item with an uploaded photo', () => {
  it('offers the described photos in the office’s choice of pictures, by what they show', async () => {
    const html = (await officeGet(t, '/en/admin/lists/team/new', editor)).text;
    expect(html).toContain(`<option value="${mediaRef(described)}">Portrait of Sarangerel</option>`);
    expect(html).not.toContain(mediaRef(undescribed));
    expect(html).toContain('<option value="/images/team/partner-1.svg">partner-1.svg</option>');
  });

  it('refuses a photo still missing its text in one language', async () => {
    const res = await officePost(t, '/en/admin/lists/team/new', editor, {
      ...MEMBER,
      image: mediaRef(undescribed),
      action: 'publish',
      revision: '0',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choose one of the pictures.');
  });

  it('prints a chosen photo as a <picture> with AVIF and WebP sources on the member’s page and the team cards', async () => {
    const res = await officePost(t, '/admin/lists/team/new', editor, {
      ...MEMBER,
      image: mediaRef(described),
      action: 'publish',
      revision: '0',
    });
    expect(res.status).toBe(303);
    const profile = (await request(t.app).get('/en/team/sarangerel-dorj')).text;
    const picture = /<span class="photo-frame member-profile__image">.*?<\/span>/s.exec(profile)?.[0] ?? '';
    expect(picture).toMatch(
      /<img class="photo-frame__placeholder" src="data:image\/webp;base64,[^"]+" width="\d+" height="\d+" alt="" aria-hidden="true"\/>/,
    );
    expect(picture).toMatch(
      new RegExp(
        `<source type="image/avif" srcSet="/media/u/${described}-320-[0-9a-f]{10}\\.avif 320w, /media/u/${described}-480-[0-9a-f]{10}\\.avif 480w, /media/u/${described}-640-[0-9a-f]{10}\\.avif 640w" sizes="[^"]+"/>`,
      ),
    );
    expect(picture).toContain('<source type="image/webp" srcSet="/media/u/');
    // In the layout's box (the portraits' size), cropped around its focal point, with the member's own alt text.
    expect(picture).toMatch(
      /<img class="photo-frame__image photo-focus--x50-y50" src="\/media\/u\/[0-9a-f-]+\.webp" width="\d+" height="\d+" alt="Sarangerel smiling"/,
    );
    expect(profile).not.toContain('style=');

    const about = (await request(t.app).get('/en/about')).text;
    expect(about).toMatch(/<span class="photo-frame member-card__image">.*?<picture>.*?loading="lazy"/s);
    // Where no photo was chosen, the shipped drawings stay.
    expect(about).toContain('/images/team/');
  });

  it('serves the files the page names', async () => {
    const profile = (await request(t.app).get('/en/team/sarangerel-dorj')).text;
    const files = [...profile.matchAll(/\/media\/u\/[0-9a-f]{16}-\d+-[0-9a-f]{10}\.(?:avif|webp)/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of new Set(files)) expect((await request(t.app).get(file)).status).toBe(200);
  });
});
