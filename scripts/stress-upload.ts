// A 25 MB photo upload against the production build (`npm run build` first) as `npm start` runs it: other
// visitors' latency on `/` (autocannon, 8 connections) alone and while the office uploads a ~25 MB, ~40-megapixel
// JPEG of noise (it compresses badly, so it is that large) and the media worker turns it into AVIF and WebP; the
// server's and the worker's peak resident memory. The worker runs at the lowest priority so that pages keep the
// CPU (server/media/media-processor.ts); this measures how well that holds.
// docs/development.md, "npm run stress:upload", gives the figures.
// npm run stress:upload [-- --seconds 8]
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from '#shared/media-library.ts';
import { hashPassword } from '#server/admin/passwords.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { memoryOf, ms, signInAdmin, startProductionServer } from './lib/load-probes.ts';
import { BROWSER_HEADERS } from './lib/throughput.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'stress test password';
const CONNECTIONS = 8;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' } } });
const seconds = Number(values.seconds);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-upload-'));
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A JPEG of coloured noise just under 40 MP and 25 MB: the largest upload the office may send. */
async function largeJpeg(): Promise<Buffer> {
  const [width, height] = [6400, 6200];
  if (width * height > MEDIA_MAX_PIXELS) throw new Error('the picture is over the pixel limit');
  const raw = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  // The highest quality that stays within the limit.
  for (const quality of [92, 88, 84, 80, 75, 70]) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MEDIA_MAX_BYTES) return jpeg;
  }
  throw new Error('no quality made the noise small enough');
}

/** `/` under autocannon for `duration` seconds: p50, p99 and the count of errors. */
async function load(origin: string, duration: number) {
  const result = await autocannon({ url: `${origin}/`, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS });
  return {
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The server's child processes (the media worker, while it lives). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Samples the server's and its children's resident memory every 100 ms until stopped: the highest of each. */
function sampleTree(pid: number) {
  const peaks = { server: 0, worker: 0 };
  const timer = setInterval(() => {
    try {
      peaks.server = Math.max(peaks.server, memoryOf(pid).rss);
      for (const child of childrenOf(pid)) peaks.worker = Math.max(peaks.worker, memoryOf(child).rss);
    } catch {
      // a process ended between the reads
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

try {
  const store = openSqliteStore(dataDir);
  await store.admin.addUser('office', await hashPassword(PASSWORD), new Date(), ['editor']);
  await store.close();
  const photo = await largeJpeg();
  say(`photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 6400 × 6200`);

  const server = await startProductionServer(ROOT, { DATA_DIR: dataDir });
  try {
    const { origin } = server;
    const session = await signInAdmin(origin, 'office', PASSWORD, '/en/admin/media');
    await load(origin, 2); // warm: the page rendered, kept and compressed
    const before = memoryOf(server.pid).rss;
    const alone = await load(origin, seconds);

    const form = new FormData();
    form.set('_csrf', session.token);
    form.set('use', 'product');
    form.set('alt_mn', 'Дуу чимээтэй зураг');
    form.set('alt_en', 'A noisy picture');
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'noise.jpg');
    const stopSampling = sampleTree(server.pid);
    const during = load(origin, seconds);
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${origin}/en/admin/media`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: origin, Cookie: session.cookie },
      body: form,
    });
    if (uploaded.status !== 303) throw new Error(`the upload answered ${uploaded.status}`);
    const answered = performance.now() - uploadStarted;
    const photoPage = `${origin}${String(uploaded.headers.get('location')).replace(/\?.*$/, '')}`;
    let html = '';
    do {
      html = await (await fetch(photoPage, { headers: { Cookie: session.cookie } })).text();
    } while (html.includes('http-equiv="refresh"'));
    const processed = performance.now() - uploadStarted;
    const loaded = await during;
    const peaks = stopSampling();
    if (!html.includes('Ready')) throw new Error('the photo did not become ready');

    say(`upload answered in ${ms(answered)}, photo ready after ${ms(processed)}\n`);
    say(`| / with ${CONNECTIONS} connections, ${seconds} s | requests | errors | p50 | p99 |`);
    say('| --- | --- | --- | --- | --- |');
    say(`| alone | ${alone.total} | ${alone.errors} | ${ms(alone.p50)} | ${ms(alone.p99)} |`);
    say(`| during the upload | ${loaded.total} | ${loaded.errors} | ${ms(loaded.p50)} | ${ms(loaded.p99)} |`);
    say(`\np99 during / alone: ${(loaded.p99 / Math.max(alone.p99, 0.001)).toFixed(2)}×`);
    say(
      `server RSS before ${before.toFixed(0)} MB, peak ${peaks.server.toFixed(0)} MB (VmHWM ${memoryOf(server.pid).peak.toFixed(0)} MB)`,
    );
    say(`media worker RSS peak ${peaks.worker.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
