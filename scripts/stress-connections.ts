// npm run stress: the slow-connection attack against the production server (`npm start`'s flags and bundle), only
// on 127.0.0.1. STRESS_CONNECTIONS hostile connections (default 5,000) each send `POST /api/contact` with
// `Content-Length: 10000` and then one byte of the body every 5 s; a connection the server closes is opened again
// after STRESS_RECONNECT_MS (default 1,000). They come from 127.0.0.2, or spread over STRESS_ADDRESSES addresses
// (127.0.1.1 …) to look like many clients. Meanwhile other visitors (from 127.0.0.1) load `/` on fresh
// connections, and their latencies and failures are reported with the server's resident memory. Runs
// STRESS_SECONDS (default 60). Extra variables are passed to the server (e.g. MAX_CONNECTIONS=…). `npm run build`
// first.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { startProductionServer } from './lib/production-server.ts';
import type { AttackReport } from './lib/slow-attack.ts';
import { BROWSER_HEADERS, memoryOf } from './lib/throughput.ts';

const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 5000);
const ADDRESSES = Number(process.env.STRESS_ADDRESSES ?? 1);
const SECONDS = Number(process.env.STRESS_SECONDS ?? 60);
const RECONNECT_MS = Number(process.env.STRESS_RECONNECT_MS ?? 1000);
const TRICKLE_MS = 5000;
const VISITORS = 4;
const VISITOR_TIMEOUT_MS = 10_000;

const BASELINE_SECONDS = 5;
const newVisits = () => ({ latencies: [] as number[], failures: new Map<string, number>() });
let visits = newVisits();
let running = true;

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

function visit(port: number): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = (reason: string) => {
      count(visits.failures, reason);
      resolve();
    };
    const req = request({ host: '127.0.0.1', port, path: '/', headers: BROWSER_HEADERS, agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) visits.latencies.push(performance.now() - started);
        else count(visits.failures, `HTTP ${res.statusCode}`);
        resolve();
      });
      res.on('error', (err) => fail(err.message));
    });
    req.setTimeout(VISITOR_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${VISITOR_TIMEOUT_MS} ms`)));
    req.on('error', (err) => fail((err as NodeJS.ErrnoException).code ?? err.message));
    req.end();
  });
}

async function visitor(port: number): Promise<void> {
  while (running) {
    await visit(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-stress-'));
const rates = await startFakeUpstream({ port: 0 });
const passedOn = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STRESS_')));
const server = startProductionServer(dataDir, rates.origin, passedOn as Record<string, string>);
let diedAt: number | undefined;
try {
  const port = await server.port;
  const pid = server.child.pid ?? 0;
  const startedAt = Date.now();
  server.child.once('exit', (code) => {
    diedAt = Date.now() - startedAt;
    console.log(`server exited with ${code} after ${(diedAt / 1000).toFixed(1)} s`);
  });
  const baseline = memoryOf(pid).rssMb;
  let peakRss = baseline;
  const sampler = setInterval(() => {
    if (diedAt === undefined) peakRss = Math.max(peakRss, memoryOf(pid).rssMb);
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    if (seconds % 10 === 0) console.log(`${seconds} s: RSS ${peakRss.toFixed(0)} MB peak`);
  }, 1000);
  await visit(port); // every page is rendered once, then kept
  visits = newVisits();
  const visitors = Array.from({ length: VISITORS }, () => visitor(port));
  await new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000));
  const before = visits;
  visits = newVisits();
  const attacker = new Worker(new URL('./lib/slow-attack.ts', import.meta.url), {
    workerData: {
      port,
      connections: CONNECTIONS,
      addresses: ADDRESSES,
      reconnectMs: RECONNECT_MS,
      trickleMs: TRICKLE_MS,
    },
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  running = false;
  clearInterval(sampler);
  const attack = await new Promise<AttackReport>((resolve) => {
    attacker.once('message', resolve);
    attacker.postMessage('stop');
  });
  await Promise.all(visitors);
  const failures = [...visits.failures].map(([reason, n]) => `${reason} x${n}`).join(', ') || 'none';
  const answered =
    Object.entries(attack.answered)
      .map(([status, n]) => `${status} x${n}`)
      .join(', ') || 'none';
  console.log(`\nSlow-connection attack: ${CONNECTIONS} connections from ${Math.max(ADDRESSES, 1)} address(es)`);
  console.log(`for ${SECONDS} s, one byte every ${TRICKLE_MS / 1000} s, reopened ${RECONNECT_MS} ms after a close\n`);
  console.log(
    `Other visitors without the attack (${BASELINE_SECONDS} s): ${before.latencies.length} answered, ` +
      `p50 ${percentile(before.latencies, 50).toFixed(0)} ms, p99 ${percentile(before.latencies, 99).toFixed(0)} ms\n`,
  );
  console.log('| visitors answered | failed | p50 ms | p99 ms | max ms | RSS before MB | RSS peak MB | server |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${visits.latencies.length} | ${failures} | ${percentile(visits.latencies, 50).toFixed(0)} | ` +
      `${percentile(visits.latencies, 99).toFixed(0)} | ${Math.max(...visits.latencies).toFixed(0)} | ` +
      `${baseline.toFixed(0)} | ${peakRss.toFixed(0)} | ` +
      `${diedAt === undefined ? 'alive' : `died at ${(diedAt / 1000).toFixed(1)} s`} |`,
  );
  console.log(
    `\nHostile side: ${attack.opened} connections opened (at most ${attack.peakOpen} at once), ` +
      `${attack.closedByServer} closed by the server; first answers: ${answered}`,
  );
} finally {
  running = false;
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
