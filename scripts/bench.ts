// npm run bench: starts the production build (as `npm start` does) on a free local port and reports, per page,
// what a first-time visitor's phone downloads before touching it (HTML, JavaScript, CSS and fonts on the wire,
// against the page's budget); then throughput and p99 at 32 connections beside the limit of the stack (the same
// bytes from a bare node:http server), and a soak at 128 connections with the server's memory. Only 127.0.0.1 is
// contacted. Run `npm run build` first. BENCH_SECONDS sets each throughput run (default 5), BENCH_SOAK_SECONDS
// the soak (default 60). The currency tables come from the tests' fake upstream on 127.0.0.1, so the ticker is
// rendered with figures as in production. BENCH_PHOTOS=1 first publishes a generated 24-megapixel photo as the
// home page's first hero slide and every product's main photo (scripts/lib/bench-photos.ts), so the table shows
// the pages with real photos (docs/photos.md, "With real photos").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { localizePath } from '../shared/language-link.ts';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { IMAGE_FIRST_VIEW_BUDGET, PAGE_BUDGETS } from './lib/page-budgets.ts';
import { startProductionServer } from './lib/production-server.ts';
import { seedBenchPhotos } from './lib/bench-photos.ts';
import { measurePageWeight, SMALL_PHONE } from './lib/page-weight.ts';
import {
  capture,
  median,
  memoryOf,
  pinToServerCore,
  resetPeakMemory,
  runLoad,
  startLimitServer,
} from './lib/throughput.ts';

// Kept pages, and a search, which is rendered for each query (never kept): its ratio says what a render costs.
const THROUGHPUT_PAGES = ['/', '/about', '/products/', '/en/', '/en/shop-single/tricone-bit-251mm-iadc-637'];
const RENDERED_PAGES = ['/en/search?query=tricone'];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const SOAK_S = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 32;
const SOAK_CONNECTIONS = 128;
const ROUNDS = 2;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cell = (bytes: number, budget: number) => `${kb(bytes)}${bytes > budget ? ' (over)' : ''}`;

async function weights(origin: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log('First view on a phone, KB on the wire (budgets: tests/e2e/budgets.spec.ts)');
    console.log(
      'img: every image fetched on a 412 px phone until the network is idle; img 390@3x: the images in the first\n' +
        `view of a ${SMALL_PHONE.width} px phone at ${SMALL_PHONE.scale}x (budget ${kb(IMAGE_FIRST_VIEW_BUDGET)})\n`,
    );
    console.log('| page | lng | req | HTML | JS | CSS | fonts | img | img 390@3x | JS budget |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { path: page, budget } of PAGE_BUDGETS) {
      for (const lng of ['mn', 'en'] as const) {
        const url = origin + localizePath(page, lng);
        const w = await measurePageWeight(browser, url);
        const small = await measurePageWeight(browser, url, SMALL_PHONE);
        console.log(
          `| ${page} | ${lng} | ${w.requests} | ${kb(w.html)} | ${cell(w.js, budget.js)} | ${cell(w.css, budget.css)} | ` +
            `${cell(w.font, budget.font)} | ${kb(w.img)} | ${cell(small.imgFirstView, IMAGE_FIRST_VIEW_BUDGET)} | ` +
            `${kb(budget.js)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function throughput(origin: string, pid: number) {
  console.log(
    `\nThroughput: ${CONNECTIONS} connections, ${DURATION_S} s x ${ROUNDS} rounds, site and limit alternating, ` +
      "loaded by wrk (one thread) on one core, the server on the other; loader CPU: wrk's own share of its core\n",
  );
  console.log(
    '| page | site req/s | limit req/s | ratio | site p99 ms | limit p99 ms | p99 x | errors | loader CPU site / limit |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of [...THROUGHPUT_PAGES, ...RENDERED_PAGES]) {
    const url = origin + page;
    const limit = await startLimitServer(await capture(url));
    try {
      await runLoad(url, CONNECTIONS, 1);
      await runLoad(limit.origin, CONNECTIONS, 1);
      const site = [];
      const bare = [];
      for (let round = 0; round < ROUNDS; round++) {
        site.push(await runLoad(url, CONNECTIONS, DURATION_S));
        bare.push(await runLoad(limit.origin, CONNECTIONS, DURATION_S));
      }
      const [rps, limitRps] = [median(site.map((r) => r.rps)), median(bare.map((r) => r.rps))];
      const [p99, limitP99] = [median(site.map((r) => r.p99)), median(bare.map((r) => r.p99))];
      const errors = site.reduce((sum, r) => sum + r.errors, 0);
      const [loader, limitLoader] = [median(site.map((r) => r.loaderCpu)), median(bare.map((r) => r.loaderCpu))];
      console.log(
        `| ${page} | ${fixed(rps)} | ${fixed(limitRps)} | ${fixed(rps / limitRps, 2)} | ${fixed(p99, 1)} | ` +
          `${fixed(limitP99, 1)} | ${fixed(p99 / limitP99, 2)} | ${errors} | ${fixed(loader, 2)} / ${fixed(limitLoader, 2)} |`,
      );
    } finally {
      await limit.close();
    }
  }
  console.log(
    `\nServer resident memory: ${fixed(memoryOf(pid).rssMb)} MB now, ${fixed(memoryOf(pid).peakMb)} MB at the peak`,
  );
}

async function soak(origin: string, pid: number) {
  console.log(`\nSoak: ${SOAK_CONNECTIONS} connections on / for ${SOAK_S} s\n`);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(memoryOf(pid).rssMb), 1000);
  const started = memoryOf(pid);
  // The soak's own peak, apart from the process's peak so far (rendering every page for the weights).
  const soakPeakKnown = resetPeakMemory(pid);
  const result = await runLoad(origin + '/', SOAK_CONNECTIONS, SOAK_S);
  clearInterval(sampler);
  const soakPeak = soakPeakKnown ? fixed(memoryOf(pid).peakMb) : 'n/a';
  // Growth: the last ten seconds against the ten after the first ten (warm-up done, caches filled).
  const early = Math.max(...samples.slice(10, 20));
  const late = Math.max(...samples.slice(-10));
  console.log(
    '| requests | errors | req/s | p99 ms | loader CPU | RSS before MB | peak before MB | RSS peak in soak MB | RSS 10-20 s MB | RSS last 10 s MB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${fixed(result.total)} | ${result.errors} | ${fixed(result.rps)} | ${fixed(result.p99, 1)} | ${fixed(result.loaderCpu, 2)} | ` +
      `${fixed(started.rssMb)} | ${fixed(started.peakMb)} | ${soakPeak} | ${fixed(early)} | ${fixed(late)} |`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
if (process.env.BENCH_PHOTOS === '1') {
  const { id, bytes } = await seedBenchPhotos(dataDir);
  console.log(`With photo ${id} (a ${(bytes / 1024 / 1024).toFixed(1)} MB, 24 MP JPEG) as hero and product photo\n`);
}
const rates = await startFakeUpstream({ port: 0 });
const server = startProductionServer(dataDir, rates.origin);
try {
  const origin = `http://127.0.0.1:${await server.port}`;
  const pid = server.child.pid ?? 0;
  pinToServerCore(pid);
  console.log(`Server resident memory after start, before any request: ${fixed(memoryOf(pid).rssMb)} MB\n`);
  await weights(origin);
  await throughput(origin, pid);
  await soak(origin, pid);
} finally {
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
