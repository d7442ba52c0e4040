// The media file store and the photo library's records, run against both engines (SQLite: files in
// DATA_DIR/media; PostgreSQL: the media_files table, which every replica reads).
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { pino } from 'pino';
import { createMediaLibrary, MEDIA_JOBS_MAX } from '#server/media/media-library.ts';
import { createMediaProcessor, type MediaProcessor } from '#server/media/media-processor.ts';
import { BadMediaFileNameError } from '#server/storage/media-files.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { smallPng } from '../helpers/media-fixtures.ts';

jest.setTimeout(120_000);

const T0 = new Date('2026-03-01T02:00:00Z');
const AVIF = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);

let processor: MediaProcessor;
beforeAll(() => {
  processor = createMediaProcessor();
});
afterAll(() => processor.close());

describeEachEngine('Media files', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ database, store } = opened));

  it('keeps a file by its name, with its type, for every connection to the database', async () => {
    await store.mediaFiles.put('abc123-320-0123456789.avif', 'image/avif', AVIF, T0);
    const other = await database.open();
    const file = await other.mediaFiles.get('abc123-320-0123456789.avif');
    expect(file).toMatchObject({ name: 'abc123-320-0123456789.avif', type: 'image/avif' });
    expect(Buffer.from(file?.data ?? [])).toEqual(Buffer.from(AVIF));
    expect(await other.mediaFiles.has(['abc123-320-0123456789.avif', 'abc123-480-0123456789.avif'])).toEqual(
      new Set(['abc123-320-0123456789.avif']),
    );
  });

  it('keeps the first bytes of a name put twice (a name never changes its content)', async () => {
    await store.mediaFiles.put('same-0123456789.webp', 'image/webp', new Uint8Array([1, 2, 3]), T0);
    await store.mediaFiles.put('same-0123456789.webp', 'image/webp', new Uint8Array([9]), T0);
    expect([...((await store.mediaFiles.get('same-0123456789.webp'))?.data ?? [])]).toEqual([1, 2, 3]);
  });

  it('answers nothing for a name it would never make, and writes none', async () => {
    await expect(store.mediaFiles.get('../site.db')).resolves.toBeUndefined();
    await expect(store.mediaFiles.get('..%2Fsite.db')).resolves.toBeUndefined();
    await expect(store.mediaFiles.get('a.jpg')).resolves.toBeUndefined();
    await expect(store.mediaFiles.get('missing-0123456789.avif')).resolves.toBeUndefined();
    await expect(store.mediaFiles.put('../evil.avif', 'image/avif', AVIF, T0)).rejects.toBeInstanceOf(
      BadMediaFileNameError,
    );
  });

  it('removes a file', async () => {
    await store.mediaFiles.put('gone-0123456789.avif', 'image/avif', AVIF, T0);
    await store.mediaFiles.delete('gone-0123456789.avif');
    await expect(store.mediaFiles.get('gone-0123456789.avif')).resolves.toBeUndefined();
  });

  it('takes at most MEDIA_JOBS_MAX uploads at once, then asks the office to wait (503), and takes one again after', async () => {
    // A worker that holds every job until released: the uploads wait as they would behind a slow one.
    const held: Array<() => void> = [];
    const slow: MediaProcessor = {
      process: (...args) =>
        new Promise((resolve, reject) => held.push(() => processor.process(...args).then(resolve, reject))),
      pending: () => held.length,
      close: async () => undefined,
    };
    const log = pino({ level: 'silent' });
    const library = createMediaLibrary({
      content: store.content,
      files: store.mediaFiles,
      processor: slow,
      clock: { now: () => T0 },
      log,
    });
    const upload = async (width: number) =>
      library.upload({
        data: await smallPng(width, 40),
        use: 'product',
        alt: { mn: 'Зураг', en: 'A picture' },
        by: 'office',
      });
    for (let n = 0; n < MEDIA_JOBS_MAX; n += 1) await upload(40 + n);
    await expect(upload(90)).rejects.toMatchObject({ status: 503, messageKey: 'admin:media.errors.busy' });
    for (const release of held.splice(0)) release();
    const until = Date.now() + 60_000;
    let taken: unknown;
    while (Date.now() < until) {
      taken = await upload(91).catch((err: unknown) => err);
      if (!(taken instanceof Error)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(taken).toMatchObject({ isNew: true });
  });

  it('records an upload, processes it and stores its files, all visible through another connection', async () => {
    const log = pino({ level: 'silent' });
    const clock = { now: () => T0 };
    const library = createMediaLibrary({ content: store.content, files: store.mediaFiles, processor, clock, log });
    const png = await smallPng(700, 350);
    const { id, isNew } = await library.upload({
      data: png,
      use: 'product',
      alt: { mn: 'Шар өнгө', en: 'Yellow' },
      by: 'editor',
    });
    expect(isNew).toBe(true);
    expect((await library.get(id))?.record.status).toBe('processing');
    await library.settled(id);

    const other = await database.open();
    const elsewhere = createMediaLibrary({ content: other.content, files: other.mediaFiles, processor, clock, log });
    const stored = await elsewhere.get(id);
    expect(stored?.record).toMatchObject({
      id,
      status: 'ready',
      use: 'product',
      width: 700,
      height: 350,
      source: { type: 'png', bytes: png.length },
      alt: { mn: 'Шар өнгө', en: 'Yellow' },
      focus: { x: 0.5, y: 0.5 },
      uploadedBy: 'editor',
    });
    const names = stored?.record.variants.map((variant) => variant.name) ?? [];
    expect(stored?.record.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'avif 320',
      'webp 320',
      'avif 480',
      'webp 480',
      'avif 640',
      'webp 640',
    ]);
    expect(await other.mediaFiles.has(names)).toEqual(new Set(names));
    expect((await elsewhere.list()).map((record) => record.id)).toEqual([id]);
    // Every change is a revision: the upload, then its processing.
    expect((await other.content.history('media', id, 10)).map((revision) => revision.revision)).toEqual([2, 1]);

    // The same bytes again are the same photo.
    await expect(library.upload({ data: png, use: 'product', alt: { mn: '', en: '' }, by: 'other' })).resolves.toEqual({
      id,
      isNew: false,
    });
  });

  it('keeps an editor’s change made while the photo was processing', async () => {
    const log = pino({ level: 'silent' });
    const library = createMediaLibrary({
      content: store.content,
      files: store.mediaFiles,
      processor,
      clock: { now: () => T0 },
      log,
    });
    const { id } = await library.upload({
      data: await smallPng(300, 200),
      use: 'team',
      alt: { mn: '', en: '' },
      by: 'a',
    });
    const changed = await library.update(
      id,
      { alt: { mn: 'Хөрөг', en: 'Portrait' }, focus: { x: 0.2, y: 0.3 } },
      1,
      'b',
    );
    expect(changed).toBe(true);
    await library.settled(id);
    expect((await library.get(id))?.record).toMatchObject({
      status: 'ready',
      alt: { mn: 'Хөрөг', en: 'Portrait' },
      focus: { x: 0.2, y: 0.3 },
    });
    // A change from an older revision is refused.
    expect(await library.update(id, { alt: { mn: 'x', en: 'y' }, focus: { x: 0, y: 0 } }, 1, 'c')).toBe(false);
  });
});
