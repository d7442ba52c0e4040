import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createMediaProcessor, type MediaProcessor } from '#server/media/media-processor.ts';
import { MediaProcessingError, mediaId, type ProcessedMedia } from '#server/media/media-job.ts';
import { MEDIA_WIDTHS } from '#shared/media-library.ts';
import { HOSTILE_SVG, hasGpsPointer, phonePhoto, smallPng } from '../helpers/media-fixtures.ts';

// Sized for a machine four times slower than the development one, where a 24-MP photo takes about 5 s.
const PHOTO_TIMEOUT = 240_000;

/** This process's children (Linux /proc) and their nice values (field 19 of their stat line). */
function childProcesses(): Array<{ pid: number; nice: number }> {
  const own = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
  return own
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .map((pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command's name, in parentheses, may hold spaces: count the fields after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { pid, nice: Number(fields[16]) };
    });
}

describe('the media worker', () => {
  let processor: MediaProcessor;
  let photo: Buffer;
  let made: ProcessedMedia;
  const progress: Array<[number, number]> = [];
  /** Who did the work: the processes this one had while a photo was in hand, with their nice values. */
  let workers: Array<{ pid: number; nice: number }> = [];

  beforeAll(async () => {
    processor = createMediaProcessor();
    photo = await phonePhoto();
    made = await processor.process(await mediaId(photo), 'jpeg', photo, (done, total) => {
      progress.push([done, total]);
      if (done === 1) workers = childProcesses();
    });
  }, PHOTO_TIMEOUT);

  afterAll(() => processor.close());

  it('reads the test photo as a phone would write it: 6000 × 4000, turned, with a GPS position', async () => {
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 6000, height: 4000, orientation: 6 });
    expect(hasGpsPointer(metadata.exif)).toBe(true);
  });

  it('makes AVIF and WebP at every layout width up to 1920, upright, named by their content', async () => {
    const id = await mediaId(photo);
    expect(made).toMatchObject({ width: 4000, height: 6000 });
    const expected = MEDIA_WIDTHS.flatMap((width) => [
      { format: 'avif', width, height: width * 1.5 },
      { format: 'webp', width, height: width * 1.5 },
    ]);
    expect(made.files.map(({ format, width, height }) => ({ format, width, height }))).toEqual(expected);
    for (const file of made.files) {
      expect(file.name).toMatch(new RegExp(`^${id}-${file.width}-[0-9a-f]{10}\\.${file.format}$`));
    }
    expect(new Set(made.files.map((file) => file.name)).size).toBe(made.files.length);
  });

  it('writes files that carry no metadata: no EXIF (no GPS), XMP, IPTC or ICC profile', async () => {
    for (const file of made.files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: file.width, height: file.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('gives a placeholder: the dominant colour and a tiny blurred WebP inline', async () => {
    expect(made.placeholder?.color).toMatch(/^#[0-9a-f]{6}$/);
    const [, base64 = ''] = (made.placeholder?.dataUri ?? '').split('data:image/webp;base64,');
    const tiny = await sharp(Buffer.from(base64, 'base64')).metadata();
    expect(tiny).toMatchObject({ format: 'webp', width: 16, height: 24 });
    expect(base64.length).toBeLessThan(1000);
  });

  it('says how far it has got after each file', () => {
    expect(progress).toEqual(made.files.map((_file, index) => [index + 1, made.files.length]));
  });

  it('works in a process of its own at the lowest priority, so that pages keep the event loop and the CPU', () => {
    // How much that spares other visitors is measured by npm run stress:upload, not asserted here.
    expect(workers).toEqual([{ pid: expect.any(Number), nice: 19 }]);
    expect(workers[0]?.pid).not.toBe(process.pid);
  });

  it(
    'never makes a file wider than the original, and always one',
    async () => {
      const small = await processor.process('small', 'png', await smallPng(200, 100));
      expect(small.files.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
        { format: 'avif', width: 200, height: 100 },
        { format: 'webp', width: 200, height: 100 },
      ]);
      const medium = await processor.process('medium', 'png', await smallPng(700, 300));
      expect([...new Set(medium.files.map((file) => file.width))]).toEqual([320, 480, 640]);
    },
    PHOTO_TIMEOUT,
  );

  it(
    'fails a picture that cannot be decoded, with the office message, and goes on with the next',
    async () => {
      const cut = (await phonePhoto({ width: 1200, height: 800, orientation: 1 })).subarray(0, 4000);
      const failure = await processor.process('cut', 'jpeg', cut).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(MediaProcessingError);
      expect((failure as MediaProcessingError).messageKey).toBe('admin:media.errors.unreadable');
      await expect(processor.process('next', 'png', await smallPng(50, 50))).resolves.toMatchObject({ width: 50 });
    },
    PHOTO_TIMEOUT,
  );

  it(
    'cleans an SVG logo in the worker and keeps it as one file',
    async () => {
      const logo = await processor.process('logo', 'svg', Buffer.from(HOSTILE_SVG));
      expect(logo).toMatchObject({ width: 240, height: 80 });
      expect(logo.files).toHaveLength(1);
      const text = Buffer.from(logo.files[0]?.data ?? []).toString('utf8');
      expect(logo.files[0]?.name).toMatch(/^logo-[0-9a-f]{10}\.svg$/);
      expect(text).toContain('<rect');
      expect(text).not.toMatch(/script|onload|onclick|evil\.example|tracker\.example|javascript:/i);
    },
    PHOTO_TIMEOUT,
  );
});

describe('a job that overruns', () => {
  it(
    'is ended with its worker and reported failed with a message of its own',
    async () => {
      const overrunning = createMediaProcessor({ jobMaxMs: 200 });
      try {
        const photo = await phonePhoto();
        const failure = await overrunning.process(await mediaId(photo), 'jpeg', photo).catch((err: unknown) => err);
        expect(failure).toBeInstanceOf(MediaProcessingError);
        expect((failure as MediaProcessingError).messageKey).toBe('admin:media.errors.timedOut');
        // No worker is left running it.
        const until = Date.now() + 20_000;
        while (childProcesses().length > 0 && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(childProcesses()).toEqual([]);
      } finally {
        await overrunning.close();
      }
    },
    PHOTO_TIMEOUT,
  );
});
