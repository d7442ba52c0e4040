// The content file carries the photos (docs/photos.md, "Export and import"): the library's ready photos, each its
// record and its processed files on lines of their own after the content; an import on another site puts the files it
// lacks and publishes the records, so the products and lists naming them show them there at once. On both engines.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { MediaRecord } from '#shared/media-library.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { contentFileLines, readContentFile, type ContentFile } from '#server/content/content-file.ts';
import { exportMedia, importMedia } from '#server/content/media-file-lines.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import type { Store } from '#server/storage/store.ts';
import { hashOf } from '#server/media/media-job.ts';
import { createMediaProcessor } from '#server/media/media-processor.ts';
import { HOSTILE_SVG, smallPng } from '../helpers/media-fixtures.ts';
import {
  OFFICE_ORIGIN,
  officeAccount,
  officePhoto,
  officePost,
  type OfficeAccount,
} from '../helpers/office-accounts.ts';
import { downloadedContentFile } from '../helpers/content-file-download.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

jest.setTimeout(120_000);

const [FIRST] = readProductsFile();
if (!FIRST) throw new Error('the shipped catalogue has products');

const uploaded = async (t: TestApp, editor: OfficeAccount) =>
  officePhoto(t, editor, {
    file: await smallPng(800, 600),
    use: 'product',
    alt: { mn: 'Хошуу ширээн дээр', en: 'The bit on a bench' },
  });

describe('a content file moving photos from one site to another', () => {
  const sites: TestApp[] = [];
  beforeEach(() => void sites.splice(0));
  afterEach(() => sites.forEach((site) => site.close()));

  it('carries the photo and its files; the other site shows the product with it and serves them', async () => {
    const from = await createTestApp();
    sites.push(from);
    const editor = await officeAccount(from, 'editor', ['editor'], '/admin/products');
    const photo = await uploaded(from, editor);
    const published = await officePost(from, `/admin/products/${FIRST.id}`, editor, {
      ...productFormOf(FIRST),
      'photos.0.id': photo,
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);

    const { res: exported, text: body } = await downloadedContentFile(from, editor);
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = body.trimEnd().split('\n');
    const content = JSON.parse(lines[0] ?? '') as ContentFile;
    const record = content.media?.[0] as unknown as MediaRecord;
    expect(record).toMatchObject({ id: photo, status: 'ready', alt: { en: 'The bit on a bench' } });
    // One line per file after the content: every file of the photo, its bytes in base64.
    const carried = lines.slice(1).map((line) => JSON.parse(line) as { file: string; type: string; data: string });
    expect(carried.map((line) => line.file).sort()).toEqual(record.variants.map((variant) => variant.name).sort());

    const to = await createTestApp();
    sites.push(to);
    const other = await officeAccount(to, 'other', ['editor'], '/admin/texts');
    const imported = await request(to.app)
      .post('/admin/texts/import')
      .set('Cookie', other.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .field('_csrf', other.token)
      .attach('file', Buffer.from(body), 'site-content.json');
    expect(imported.status).toBe(303);
    // The photo and the product published, everything else unchanged (a shipped item the file carries as it is
    // stays shipped); nothing skipped.
    expect(imported.headers.location).toMatch(/published=2&.*skipped=$/);

    const page = (await request(to.app).get(`/en/shop-single/${FIRST.slug}`)).text;
    expect(page).toContain(`<source type="image/avif" srcSet="/media/u/${photo}-320-`);
    for (const { file, data } of carried) {
      const served = await request(to.app).get(`/media/u/${file}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.body as Buffer).toString('base64')).toBe(data);
    }
  });
});

const LONG_AGO = new Date('2026-03-01T02:00:00Z');
const PHOTO = 'abcdefabcdefabcd';

interface Carried {
  name: string;
  data: Uint8Array;
}

/** A 320 × 240 file as the processing makes it: no metadata, named `<photo>-<width>-<hash>.<format>`. */
async function processedFile(format: 'avif' | 'webp', { width = 320, exif = false } = {}): Promise<Carried> {
  let picture = sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#a05030' } });
  if (exif) picture = picture.withExif({ IFD0: { Make: 'PhoneMaker' } });
  const data = await (format === 'avif' ? picture.avif() : picture.webp()).toBuffer();
  return { name: `${PHOTO}-320-${hashOf(data, 10)}.${format}`, data };
}

const rename = (file: Carried, from: RegExp, to: string): Carried => ({ ...file, name: file.name.replace(from, to) });

const svgFile = (svg: string): Carried => {
  const data = new TextEncoder().encode(svg);
  return { name: `${PHOTO}-${hashOf(data, 10)}.svg`, data };
};

function recordOf(files: Carried[], use: MediaRecord['use'] = 'product'): MediaRecord {
  return {
    id: PHOTO,
    use,
    status: 'ready',
    source: { type: 'image/jpeg', bytes: 2048 },
    width: 320,
    height: 240,
    variants: files.map(({ name, data }) => ({
      format: name.endsWith('.avif') ? 'avif' : name.endsWith('.svg') ? 'svg' : 'webp',
      width: 320,
      height: 240,
      name,
      bytes: data.byteLength,
    })),
    placeholder: { color: '#808080', dataUri: 'data:image/webp;base64,AAAA' },
    alt: { mn: 'Хошуу', en: 'A bit' },
    focus: { x: 0.25, y: 0.75 },
    uploadedBy: 'office',
    uploadedAt: LONG_AGO.toISOString(),
  };
}

describeEachEngine('Importing photos', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ store } = opened));
  let files: Carried[];
  let record: MediaRecord;
  // A logo's SVG is sanitized by the media worker, as the site's import has it done.
  const processor = createMediaProcessor();
  beforeAll(async () => {
    files = [await processedFile('avif'), await processedFile('webp')];
    record = recordOf(files);
  });
  afterAll(() => processor.close());

  /** The lines a site holding `held` and the files `carried` exports (its content reduced to the photos). */
  async function exportedFrom(held: MediaRecord, carried: Carried[]): Promise<Buffer> {
    const { openSqliteStore } = await import('#server/storage/sqlite-store.ts');
    const source = openSqliteStore(mkdtempSync(`${tmpdir()}/content-file-source-`));
    try {
      // Published as the file says, not as this site's processing would (a content file is written by anyone).
      await source.content.publish('media', PHOTO, held, 0, 'office', LONG_AGO);
      for (const { name, data } of carried) await source.mediaFiles.put(name, '', data, LONG_AGO);
      // As this site exports it, or as written by hand when this site would not hold it.
      const exported = await exportMedia(source.content);
      const media = exported.length > 0 ? exported : [{ ...held }];
      const file = { format: 'site-content', version: 1, exportedAt: '', texts: [], media } as unknown as ContentFile;
      let text = '';
      for await (const line of contentFileLines(file, source.mediaFiles)) text += line;
      return Buffer.from(text);
    } finally {
      await source.close();
    }
  }

  const importInto = async (target: Store, bytes: Buffer) => {
    const path = `${mkdtempSync(join(tmpdir(), 'content-file-'))}/upload`;
    writeFileSync(path, bytes);
    const uploadedFile = await readContentFile(path);
    if (!uploadedFile) throw new Error('not a content file');
    const report = { published: [] as string[], unchanged: [] as string[], skipped: [] as never[] };
    await importMedia(
      uploadedFile.file.media ?? [],
      {
        content: target.content,
        carried: uploadedFile.files,
        files: target.mediaFiles,
        sanitizeSvg: (id, data) => processor.process(id, 'svg', data),
        by: 'other',
        now: LONG_AGO,
      },
      report,
    );
    return report;
  };
  const skipped = { published: [], unchanged: [], skipped: [{ id: `media/${PHOTO}`, reason: 'invalid' }] };

  it('puts the files and publishes the record, once', async () => {
    const bytes = await exportedFrom(record, files);
    expect(await importInto(store, bytes)).toEqual({ published: [`media/${PHOTO}`], unchanged: [], skipped: [] });
    expect((await store.content.state('media', PHOTO)).value).toEqual(record);
    for (const { name, data } of files) expect((await store.mediaFiles.get(name))?.data).toEqual(Buffer.from(data));
    expect(await importInto(store, bytes)).toEqual({ published: [], unchanged: [`media/${PHOTO}`], skipped: [] });
  });

  it('skips a photo whose files are neither here nor in the file, writing nothing of it', async () => {
    expect(await importInto(store, await exportedFrom(record, files.slice(0, 1)))).toEqual(skipped);
    expect((await store.content.state('media', PHOTO)).revision).toBe(0);
    expect(await store.mediaFiles.list()).toEqual([]);
  });

  // An import plants nothing an upload could not (docs/photos.md, "Export and import").
  const refused: Array<{ what: string; carried: () => Promise<Carried[]>; use?: MediaRecord['use']; patch?: object }> =
    [
      {
        what: 'a record whose placeholder is not a tiny WebP',
        carried: async () => [await processedFile('webp')],
        patch: { placeholder: { color: '#808080', dataUri: 'https://tracker.example/pixel.gif' } },
      },
      {
        what: 'a WebP under an AVIF’s name',
        carried: async () => [rename(await processedFile('webp'), /webp$/, 'avif')],
      },
      {
        what: 'a file not named for its bytes',
        carried: async () => [rename(await processedFile('webp'), /-320-\w+/, '-320-0123456789')],
      },
      {
        what: 'a file larger than its record says',
        carried: async () => [await processedFile('webp', { width: 640 })],
      },
      { what: 'a file carrying EXIF', carried: async () => [await processedFile('webp', { exif: true })] },
      {
        what: 'an SVG of a photo that is not a partner’s logo',
        carried: async () => [svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"/>')],
      },
    ];
  // Each row is one object: jest takes a test function with more parameters than a row has for one that waits for
  // its `done` callback.
  it.each(refused)('skips $what, writing nothing of it', async ({ carried, use = 'product', patch }) => {
    const files = await carried();
    const held = { ...recordOf(files, use), ...patch };
    expect(await importInto(store, await exportedFrom(held, files))).toEqual(skipped);
    expect(await store.mediaFiles.list()).toEqual([]);
  });

  it('sanitizes a logo’s SVG as an upload is, and names it for what is left', async () => {
    const hostile = svgFile(HOSTILE_SVG);
    expect(await importInto(store, await exportedFrom(recordOf([hostile], 'partner'), [hostile]))).toMatchObject({
      published: [`media/${PHOTO}`],
    });
    const [stored] = await store.mediaFiles.list();
    const svg = new TextDecoder().decode((await store.mediaFiles.get(stored?.name ?? ''))?.data);
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/script|javascript:|onload/i);
    expect(stored?.name).not.toBe(hostile.name);
    const imported = (await store.content.state('media', PHOTO)).value as MediaRecord;
    expect(imported.variants.map((variant) => variant.name)).toEqual([stored?.name]);
  });
});
