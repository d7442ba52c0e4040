// The clean-up of the photos' files (docs/photos.md, "Removing a photo, and its files"), on both engines: a photo's
// files stay while the library holds it, while it is processing, or while any revision or draft of a product or a list
// names it (a product in the bin, an older version); the files nothing holds go, and so do a photo's files its latest
// record no longer lists. A file younger than the grace period is never removed (its record may not be written yet).
import { expect, it, jest } from '@jest/globals';
import { pino } from 'pino';
import type { MediaRecord } from '#shared/media-library.ts';
import { createMediaLibrary } from '#server/media/media-library.ts';
import type { MediaProcessor } from '#server/media/media-processor.ts';
import { SWEEP_GRACE_MS } from '#server/media/media-sweep.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

jest.setTimeout(60_000);

const LONG_AGO = new Date('2026-03-01T02:00:00Z');
const NOW = new Date('2026-03-10T02:00:00Z');
const JUST_NOW = new Date(NOW.getTime() - SWEEP_GRACE_MS / 2);
const BYTES = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);

// No upload is processed here: the records and files are written as the worker would have written them.
const processor: MediaProcessor = {
  process: () => Promise.reject(new Error('not in this test')),
  pending: () => 0,
  close: () => Promise.resolve(),
};

const id = (letter: string) => letter.repeat(16);
const file = (photo: string, width: number, hash = 'a') => `${photo}-${width}-${hash.repeat(10)}.webp`;

function record(photo: string, names: string[], status: MediaRecord['status'] = 'ready'): MediaRecord {
  return {
    id: photo,
    use: 'product',
    status,
    source: { type: 'image/jpeg', bytes: 1000 },
    width: 640,
    height: 480,
    variants: names.map((name) => ({ format: 'webp', width: 320, height: 240, name, bytes: 12 })),
    alt: { mn: 'Зураг', en: 'A photo' },
    focus: { x: 0.5, y: 0.5 },
    uploadedBy: 'editor',
    uploadedAt: LONG_AGO.toISOString(),
  };
}

/** A product as the office publishes it (the store reads each value by its kind's shape). */
const product = (visibility: 'shown' | 'deleted', photos: Array<{ id: string; alt: { mn: string; en: string } }>) => ({
  slug: 'bit',
  name: { mn: 'Хошуу', en: 'Bit' },
  description: { mn: 'Хатуу чулуулагт.', en: 'For hard rock.' },
  image: '/images/catalogue/tricone-bit-251mm-iadc-637.svg',
  category: 'Drilling Bit',
  length: 350,
  diameter: 251,
  length1: 127,
  price: 7850,
  currency: 'USD',
  discount: 100,
  ...(photos.length > 0 ? { photos } : {}),
  visibility,
  formerSlugs: [],
});

describeEachEngine('Removing the files no one holds', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ store } = opened));

  const library = () =>
    createMediaLibrary({
      content: store.content,
      files: store.mediaFiles,
      processor,
      clock: { now: () => NOW },
      log: pino({ level: 'silent' }),
    });

  async function stored(names: string[], at = LONG_AGO) {
    for (const name of names) await store.mediaFiles.put(name, 'image/webp', BYTES, at);
  }
  const publish = (kind: 'media' | 'product' | 'collection-item', key: string, value: unknown, base: number) =>
    store.content.publish(kind, key, value, base, 'editor', LONG_AGO);
  const names = async () => (await store.mediaFiles.list()).map((listed) => listed.name);

  it('keeps what the library, a processing upload or a version names, and removes the rest', async () => {
    const [live, binned, named, drafted, processing, gone] = ['a', 'b', 'c', 'd', 'e', 'f'].map(id) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const kept = [
      file(live, 320),
      file(binned, 320),
      file(named, 320),
      file(drafted, 320),
      file(processing, 320),
      file(processing, 480),
    ];
    const removed = [file(live, 320, 'b'), file(gone, 320), file(id('9'), 320)];
    await stored([...kept, ...removed]);
    // A young orphan (an upload whose record is still being written) stays too.
    await stored([file(id('8'), 320)], JUST_NOW);

    // In the library: its latest record's files (an earlier encoding's file is not one of them).
    await publish('media', live, record(live, [file(live, 320, 'b')]), 0);
    await publish('media', live, record(live, [file(live, 320)]), 1);
    // Taken out of the library, but a product in the bin names it (an older version did: it is enough).
    await publish('media', binned, record(binned, [file(binned, 320)]), 0);
    await publish('media', binned, null, 1);
    await publish('product', '7', product('shown', [{ id: binned, alt: { mn: 'Хошуу', en: 'Bit' } }]), 0);
    await publish('product', '7', product('deleted', []), 1);
    // Taken out, and a published list item names it.
    await publish('media', named, record(named, [file(named, 320)]), 0);
    await publish('media', named, null, 1);
    const item = { fields: { image: `media:${named}` }, visibility: 'shown', formerSlugs: [] };
    await publish('collection-item', 'team/3', item, 0);
    // Taken out, and only a product's draft names it (the form's row).
    await publish('media', drafted, record(drafted, [file(drafted, 320)]), 0);
    await publish('media', drafted, null, 1);
    await store.content.saveDraft('product', '8', { 'photos.0.id': drafted }, 0, 'editor', LONG_AGO);
    // Still processing: every file of it stays.
    await publish('media', processing, record(processing, [], 'processing'), 0);
    // Taken out and named by nothing.
    await publish('media', gone, record(gone, [file(gone, 320)]), 0);
    await publish('media', gone, null, 1);

    const report = await library().sweep();
    expect(report.removed.sort()).toEqual([...removed].sort());
    expect((await names()).sort()).toEqual([...kept, file(id('8'), 320)].sort());
    // Once done, a second run finds nothing more to remove.
    expect((await library().sweep()).removed).toEqual([]);
  });

  it('keeps what a version it cannot read (written by a later version of the site) might name', async () => {
    const [recorded, orphan, other] = [id('a'), id('b'), id('c')];
    await stored([file(recorded, 320), file(recorded, 480), file(orphan, 320), file(other, 320)]);
    // A photo's record of a later shape, whose files this version cannot tell: all of them stay.
    await publish('media', recorded, { ...record(recorded, [file(recorded, 320)]), variants: 'later' }, 0);
    expect((await library().sweep()).removed.sort()).toEqual([file(orphan, 320), file(other, 320)].sort());
    // A product of a later shape might name any photo: nothing is removed while it is there.
    await stored([file(orphan, 320)]);
    await publish('product', '7', { ...product('shown', []), photos: `media:${orphan}` }, 0);
    expect((await library().sweep()).removed).toEqual([]);
    expect(await names()).toContain(file(orphan, 320));
  });

  it('takes a photo out of the library (its record stays in the history) and keeps its files for the next run', async () => {
    const photo = id('c');
    await stored([file(photo, 320)]);
    await publish('media', photo, record(photo, [file(photo, 320)]), 0);
    const media = library();
    expect(await media.remove(photo, 0, 'editor')).toBe(false);
    expect(await media.remove(photo, 1, 'editor')).toBe(true);
    expect(await media.list()).toEqual([]);
    expect(await media.get(photo)).toBeUndefined();
    expect((await store.content.history('media', photo, 5)).map((revision) => revision.value === null)).toEqual([
      true,
      false,
    ]);
    // Nothing names it: the next clean-up removes its file.
    expect((await media.sweep()).removed).toEqual([file(photo, 320)]);
  });
});
