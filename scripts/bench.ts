// npm run bench: starts the production build on a free local port and measures what a visitor pays for each
// page (HTML and JavaScript bytes after gzip), then throughput and latency under a short local load.
// Only 127.0.0.1 is contacted. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

// /404 answers 404 by design: its requests count in the non-2xx column.
const PAGES = ['/', '/about', '/service-single/consulting-services', '/products/Mining%20Equipment', '/404'];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir },
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function pageWeight(origin: string, page: string) {
  const html = await (await fetch(origin + page)).text();
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  let js = 0;
  for (const src of new Set(scripts))
    js += gzipSync(Buffer.from(await (await fetch(origin + src)).arrayBuffer())).length;
  return { html: gzipSync(html).length, js };
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
const server = startServer(dataDir);
try {
  const origin = `http://127.0.0.1:${await server.port}`;
  console.log(`page weight (gzip) and load: ${CONNECTIONS} connections, ${DURATION_S} s per page\n`);
  console.log(
    'page'.padEnd(40) +
      'html'.padStart(10) +
      'js'.padStart(10) +
      'req/s'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      '  non-2xx/errors',
  );
  for (const page of PAGES) {
    const weight = await pageWeight(origin, page);
    const run = await load(origin + page);
    console.log(
      page.padEnd(40) +
        kb(weight.html).padStart(10) +
        kb(weight.js).padStart(10) +
        String(run.rps).padStart(9) +
        String(run.p50).padStart(9) +
        String(run.p99).padStart(9) +
        `  ${run.errors}`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
