// npm run bench: starts the production build on a free local port and reports, per page, what a first-time
// visitor's phone downloads before touching it (HTML, JavaScript, CSS and fonts on the wire, against the
// page's budget), then throughput and latency under a short local load. Only 127.0.0.1 is contacted.
// Run `npm run build` first. BENCH_SECONDS sets each load run's length (default 5). The currency tables come
// from the tests' fake upstream on 127.0.0.1, so the ticker is rendered with figures as in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { PAGE_BUDGETS } from './lib/page-budgets.ts';
import { measurePageWeight } from './lib/page-weight.ts';

const LOAD_PAGES = ['/', '/about', '/service-single/consulting-services', '/products/Mining%20Equipment', '/404'];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function startServer(dataDir: string, ratesOrigin: string) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      RATES_UPSTREAM_URLS: `${ratesOrigin}/ok/{date}/{currency}.json`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'server listening' && entry.port) resolve(entry.port);
    });
  });
  return { child, port };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cell = (bytes: number, budget: number) => `${kb(bytes)}${bytes > budget ? ' (over)' : ''}`;

async function weights(origin: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log('First view on a phone, KB on the wire (budgets: tests/e2e/budgets.spec.ts)\n');
    console.log('| page | lng | req | HTML | JS | CSS | fonts | JS budget |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { path: page, budget } of PAGE_BUDGETS) {
      for (const lng of ['mn', 'en']) {
        const w = await measurePageWeight(browser, `${origin}${page}${page.includes('?') ? '&' : '?'}lng=${lng}`);
        console.log(
          `| ${page} | ${lng} | ${w.requests} | ${kb(w.html)} | ${cell(w.js, budget.js)} | ${cell(w.css, budget.css)} | ` +
            `${cell(w.font, budget.font)} | ${kb(budget.js)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

async function load(origin: string) {
  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s per page\n`);
  console.log('| page | req/s | p50 ms | p99 ms | non-2xx/errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const page of LOAD_PAGES) {
    const result = await autocannon({ url: origin + page, connections: CONNECTIONS, duration: DURATION_S });
    // /404 answers 404 by design: its requests count in the last column.
    console.log(
      `| ${page} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${result.errors + result.non2xx} |`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
const rates = await startFakeUpstream({ port: 0 });
const server = startServer(dataDir, rates.origin);
try {
  const origin = `http://127.0.0.1:${await server.port}`;
  await weights(origin);
  await load(origin);
} finally {
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
