// Measuring a running server from outside: request times, other visitors' latency, the process's memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import { START_ARGS, START_ENV } from './production-server.ts';

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Resident and peak resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Samples a process's memory every 100 ms until stopped; resolves with the highest RSS seen. */
export function sampleMemory(pid: number) {
  let highest = 0;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, memoryOf(pid).rss);
    } catch {
      // the process has ended
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/**
 * Signs `login` in as the office does without script, then opens the office page `formPath`: the session's and
 * the CSRF cookies, and that page's CSRF token, for the office's forms.
 */
export async function signInAdmin(origin: string, login: string, password: string, formPath: string) {
  const res = await fetch(`${origin}/en/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }),
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const form = await fetch(`${origin}${formPath}`, { headers: { Cookie: cookies.join('; ') } });
  cookies.push(...form.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''));
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  return { cookie: cookies.join('; '), token };
}

/** GETs `url`, reading the whole body; resolves with the time it took and the body. */
export async function timed(url: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = await res.text();
  return { ms: performance.now() - start, status: res.status, body };
}

// The visitors' loop runs in a worker thread: its event loop is not the one that reads and checks the measured
// requests' answers, so the times it takes are the server's, not this process's own waits.
const VISITOR_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const times = [];
parentPort.once('message', () => { running = false; });
const visit = async () => {
  while (running) {
    const start = performance.now();
    const res = await fetch(workerData.url, { redirect: 'manual' });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
};
Promise.all(Array.from({ length: workerData.concurrency }, visit)).then(() => parentPort.postMessage(times));
`;

/** `concurrency` visitors requesting `url` one after another until stopped; resolves with their times. */
export function visitors(url: string, concurrency: number) {
  const worker = new Worker(VISITOR_LOOP, { eval: true, workerData: { url, concurrency } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const taken = await times;
    await worker.terminate();
    return taken;
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The production build as `npm start` runs it (its V8 flags and MALLOC_ARENA_MAX), on a free loopback port. */
export async function startProductionServer(root: string, env: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, START_ARGS, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      ...START_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      COOKIE_SECURE: 'false',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
