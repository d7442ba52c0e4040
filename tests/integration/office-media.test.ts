// The office's photo library over HTTP (docs/photos.md, "Photos"): a phone's 24-MP JPEG uploaded without script, the
// page that refreshes itself while it is processed, the AVIF and WebP files served without its GPS position, what is
// refused and why, the alt texts and focal point, the roles, the CSRF check and the audit log.
// Its time: a phone-sized photo (24 MP) is decoded and written as AVIF and WebP at every width by the media worker.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { MEDIA_MAX_BYTES, MEDIA_WIDTHS } from '#shared/media-library.ts';
import { HOSTILE_SVG, hasGpsPointer, heicHeader, phonePhoto, pngBomb, smallPng } from '../helpers/media-fixtures.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A 24-MP photo takes about 5 s of one core here: sized for a machine four times slower.
const PHOTO_TIMEOUT = 240_000;

let t: TestApp;
let editor: OfficeAccount;
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor'], '/admin/media');
});
afterAll(() => t.close());

interface Upload {
  file?: { data: Buffer; name: string };
  use?: string;
  alt?: { mn: string; en: string };
  token?: string;
}

function upload(path: string, { file, use = 'product', alt = { mn: '', en: '' }, token = editor.token }: Upload) {
  const post = request(t.app)
    .post(path)
    .set('Cookie', editor.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', token)
    .field('use', use)
    .field('alt_mn', alt.mn)
    .field('alt_en', alt.en);
  return file ? post.attach('file', file.data, file.name) : post;
}

const isProcessing = (html: string) => html.includes('<meta http-equiv="refresh" content="2"/>');

/** The photo's page once it no longer refreshes itself (ready or failed), as the office would see it. */
async function pageWhenDone(path: string): Promise<string> {
  for (;;) {
    const html = (await officeGet(t, path, editor)).text;
    if (!isProcessing(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const fileLinks = (html: string) => [...html.matchAll(/<a href="(\/media\/u\/[^"]+)"/g)].map((m) => m[1] ?? '');

describe('the photo library', () => {
  let photoPage = '';
  let firstView = '';
  let donePage = '';
  const served: Array<{ path: string; res: request.Response }> = [];

  beforeAll(async () => {
    const res = await upload('/en/admin/media', {
      file: { data: await phonePhoto(), name: 'IMG_0042.JPG' },
      alt: { mn: 'Уурхайн өрмийн машин', en: 'A drill rig at the mine' },
    });
    expect(res.status).toBe(303);
    photoPage = String(res.headers.location);
    firstView = (await officeGet(t, photoPage, editor)).text;
    donePage = await pageWhenDone(photoPage.replace(/\?.*$/, ''));
    for (const path of fileLinks(donePage)) served.push({ path, res: await request(t.app).get(path) });
  }, PHOTO_TIMEOUT);

  it('is in the office bar of an editor, as Photos', async () => {
    const html = (await officeGet(t, '/en/admin/media', editor)).text;
    expect(html).toContain('<a href="/en/admin/media" aria-current="page">Photos</a>');
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="file"/);
  });

  it('answers the upload with the photo’s page, which says it is processing and refreshes itself', () => {
    expect(photoPage).toMatch(/^\/en\/admin\/media\/[0-9a-f]{16}\?notice=uploaded$/);
    expect(isProcessing(firstView)).toBe(true);
    expect(firstView).toContain('This photo is being processed.');
    expect(firstView).toContain('<progress');
  });

  it('shows the photo once ready: upright, its alt texts, its files at every width up to 1920', () => {
    expect(donePage).toContain('Ready');
    expect(donePage).toContain('value="A drill rig at the mine"');
    expect(donePage).toContain('value="Уурхайн өрмийн машин"');
    expect(donePage).toMatch(
      /<img class="media-preview" src="\/media\/u\/[0-9a-f]{16}-320-[0-9a-f]{10}\.webp" width="320" height="480"/,
    );
    expect(served).toHaveLength(MEDIA_WIDTHS.length * 2);
  });

  it('serves AVIF and WebP files without any metadata (no GPS position), immutable, at the sizes listed', async () => {
    const sizes: string[] = [];
    for (const { path, res } of served) {
      expect(res.status).toBe(200);
      const format = path.endsWith('.avif') ? 'avif' : 'webp';
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${path.split('/').pop()}"`);
      const metadata = await sharp(res.body as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(hasGpsPointer(metadata.exif)).toBe(false);
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      sizes.push(`${format} ${metadata.width}x${metadata.height}`);
    }
    expect(sizes).toEqual(
      MEDIA_WIDTHS.flatMap((width) => [`avif ${width}x${width * 1.5}`, `webp ${width}x${width * 1.5}`]),
    );
  });

  it('answers 304 to a browser holding the file', async () => {
    const { path, res } = served[0] ?? { path: '', res: undefined };
    const again = await request(t.app).get(path).set('If-None-Match', String(res?.headers.etag));
    expect(again.status).toBe(304);
  });

  it('lists the photo in the library with its thumbnail, texts and size', async () => {
    const html = (await officeGet(t, '/en/admin/media', editor)).text;
    expect(html).toContain(`href="${photoPage.replace(/\?.*$/, '')}"`);
    expect(html).toContain('alt="A drill rig at the mine"');
    expect(html).toContain('4000 × 6000 px');
    // Its state, and that no page shows it yet.
    expect(html).toContain('Ready');
    expect(html).toContain('Not on any page yet');
  });

  it('records the upload in the audit log', async () => {
    const entries = await t.store.audit.list({ action: 'media-uploaded' }, undefined, 10);
    expect(entries.map((entry) => [entry.login, entry.target])).toEqual([
      ['editor', `media/${photoPage.split('/').pop()?.slice(0, 16)}`],
    ]);
    const admin = await officeAccount(t, 'boss', ['admin'], '/en/admin/audit');
    const audit = (await officeGet(t, '/en/admin/audit?action=media-uploaded', admin)).text;
    expect(audit).toContain('<option value="media-uploaded" selected="">Uploaded a photo</option>');
    expect(audit).toContain('<td data-label="What">Uploaded a photo</td>');
    const logged = t.logs.find((line) => line.msg === 'media uploaded');
    expect(logged).toMatchObject({ login: 'editor', use: 'product' });
    expect(JSON.stringify(logged)).not.toContain('drill rig');
  });

  it('keeps alt texts and a focal point, and refuses a focal point off the picture', async () => {
    const path = photoPage.replace(/\?.*$/, '');
    const revision = /name="revision" value="(\d+)"/.exec(donePage)?.[1] ?? '';
    const saved = await officePost(t, path, editor, {
      revision,
      alt_mn: 'Өрмийн машин',
      alt_en: 'Drill rig',
      focus_x: '20',
      focus_y: '35.5',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`${path}?notice=saved`);
    const html = (await officeGet(t, path, editor)).text;
    expect(html).toContain('value="Drill rig"');
    expect(html).toMatch(/<input id="media-focus-x" type="number"[^>]*name="focus_x" value="20"\/>/);
    expect(html).toMatch(/<input id="media-focus-y" type="number"[^>]*name="focus_y" value="35.5"\/>/);

    const refused = await officePost(t, path, editor, {
      revision: String(Number(revision) + 1),
      alt_mn: 'x',
      alt_en: 'y',
      focus_x: '150',
      focus_y: '50',
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('A number from 0 to 100.');
    // From an older revision: refused, nothing overwritten.
    const stale = await officePost(t, path, editor, { revision, alt_mn: 'a', alt_en: 'b', focus_x: '1', focus_y: '1' });
    expect(stale.status).toBe(409);
  });
});

describe('uploads refused, with what to send instead', () => {
  it(
    'takes a PNG named .jpg as the PNG it is',
    async () => {
      const res = await upload('/en/admin/media', { file: { data: await smallPng(640, 480), name: 'logo.jpg' } });
      expect(res.status).toBe(303);
      const html = await pageWhenDone(String(res.headers.location).replace(/\?.*$/, ''));
      expect(html).toContain('Uploaded file: PNG');
    },
    PHOTO_TIMEOUT,
  );

  it.each([
    [
      'a text file named .png',
      { data: Buffer.from('name;phone\nBat;99112233\n'), name: 'photo.png' },
      'product',
      415,
      'This file is not a picture we can read',
    ],
    ['a HEIC photo from a phone', { data: heicHeader(), name: 'IMG_0001.HEIC' }, 'team', 415, 'HEIC/HEIF photos'],
    ['a 100-megapixel bomb', { data: pngBomb(), name: 'big.png' }, 'hero', 413, 'more than 40 megapixels'],
    [
      'an SVG for a product',
      { data: Buffer.from(HOSTILE_SVG), name: 'drawing.svg' },
      'product',
      415,
      'SVG drawings are taken only for partner logos',
    ],
  ])('refuses %s', async (_what, file, use, status, message) => {
    const res = await upload('/en/admin/media', { file, use });
    expect(res.status).toBe(status);
    expect(res.text).toContain(message);
    expect(res.text).toMatch(/JPEG, PNG, WebP or AVIF|PNG, JPEG, WebP or AVIF/);
    // The form again, with what was chosen.
    expect(res.text).toContain(`<option value="${use}" selected="">`);
  });

  it('refuses a file over 25 MB with a page saying so (413)', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload('/en/admin/media', { file: { data: big, name: 'huge.jpg' } });
    expect(res.status).toBe(413);
    expect(res.text).toContain('The file is over 25 MB.');
  });

  it('asks for a file when none was sent', async () => {
    const res = await upload('/en/admin/media', {});
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choose a photo to upload');
  });

  it(
    'cleans a hostile partner logo and serves it as an SVG that may run nothing',
    async () => {
      const res = await upload('/en/admin/media', {
        file: { data: Buffer.from(HOSTILE_SVG), name: 'partner.svg' },
        use: 'partner',
      });
      expect(res.status).toBe(303);
      const html = await pageWhenDone(String(res.headers.location).replace(/\?.*$/, ''));
      const [path = ''] = fileLinks(html);
      expect(path).toMatch(/\.svg$/);
      const file = await request(t.app).get(path).buffer(true);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const svg = Buffer.from(file.body as Buffer).toString('utf8');
      expect(svg).toContain('<rect');
      expect(svg).not.toMatch(/script|onload|onclick|evil\.example|tracker\.example|javascript:|foreignObject/i);
    },
    PHOTO_TIMEOUT,
  );

  it('refuses a post without the session’s CSRF token, and an account without the editor role', async () => {
    const forged = await upload('/admin/media', { file: { data: await smallPng(), name: 'a.png' }, token: 'forged' });
    expect(forged.status).toBe(403);
    const inbox = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await officeGet(t, '/admin/media', inbox)).status).toBe(403);
  });
});

describe('GET /media/u/<name>', () => {
  it('answers 404 for a name that is not stored, and for one that tries to leave the store', async () => {
    for (const path of [
      '/media/u/0123456789abcdef-320-0123456789.avif',
      '/media/u/..%2Fsite.db',
      '/media/u/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/u/site.db',
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
    }
  });
});
