// Throughput of the site beside the limit of its stack: the very bytes the site answered for a page, served from
// memory by a bare node:http server on this Node. Runs alternate site, limit, site, limit; medians are reported.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Headers a browser sends for a page (brotli accepted, so the site answers as it would to a phone; a phone's
 * User-Agent, so each page is counted as a view, as a visitor's is: docs/privacy.md, "Page-view statistics").
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'mn,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

interface Captured {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One response, byte for byte (still compressed). */
export function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

// The limit server, in a process of its own (as the site is): it answers every request with one response.
const LIMIT_SERVER = `
const { createServer } = require('node:http');
const { headers, status, body } = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((_req, res) => { res.writeHead(status, headers); res.end(bytes); });
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** A bare node:http server, on this Node, answering every request with the captured response's very bytes. */
export async function startLimitServer(captured: Captured): Promise<{ origin: string; close: () => Promise<void> }> {
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  const dir = mkdtempSync(path.join(tmpdir(), 'limit-'));
  const file = path.join(dir, 'response.json');
  writeFileSync(file, JSON.stringify({ headers, status: captured.status, body: captured.body.toString('base64') }));
  const child = spawn(process.execPath, ['-e', LIMIT_SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`limit server exited with ${code}`)));
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  pinToServerCore(child.pid ?? 0);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      child.removeAllListeners('exit');
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  total: number;
  rps: number;
  p99: number;
  errors: number;
  /** The loader's own CPU time over the run's length (1 = one whole core): near 1, it set the pace, not the site. */
  loaderCpu: number;
}

// Debian's wrk (apt-get install wrk) with one thread: a C loader that spends a fraction of a core where a
// JavaScript one (autocannon) used all of it and so measured itself. Pinned to the first core; the server and the
// limit server are pinned to the second (pinToServerCore), so neither takes the other's core.
const LOADER_CORE = '0';
const SERVER_CORE = '1';
const hasTwoCores = availableParallelism() >= 2;

/** Pins a process (every thread of it) to the core the loader leaves free; nothing on a one-core machine. */
export function pinToServerCore(pid: number): void {
  if (hasTwoCores) execFileSync('taskset', ['-a', '-cp', SERVER_CORE, String(pid)], { stdio: 'ignore' });
}

const seconds = (text: string) => {
  const [, minutes = '0', rest = '0'] = /(\d+)m([\d.]+)s/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(rest);
};

const milliseconds = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** Parses wrk's report (with --latency); the shell's `times` after it gives wrk's CPU time. */
function parseWrk(output: string, durationS: number): LoadResult {
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const [, p99 = 'NaN', unit = 'ms'] = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(output) ?? [];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  // `times` prints the shell's own times, then its children's: user, then system.
  const children = output.trim().split('\n').at(-1) ?? '';
  const [user = '', system = ''] = children.trim().split(/\s+/);
  return {
    total,
    rps,
    p99: milliseconds(p99, unit),
    errors: socketErrors + non2xx,
    loaderCpu: (seconds(user) + seconds(system)) / durationS,
  };
}

export async function runLoad(url: string, connections: number, durationS: number): Promise<LoadResult> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = ['wrk', '-t1', `-c${connections}`, `-d${durationS}s`, '--latency', ...headers, url];
  const pinned = hasTwoCores ? ['taskset', '-c', LOADER_CORE, ...wrk] : wrk;
  const quoted = pinned.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
  const { stdout } = await run('sh', ['-c', `${quoted} && times`]);
  return parseWrk(stdout, durationS);
}

/** Resident memory of a process now and at its peak (Linux /proc), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Starts the peak (VmHWM) afresh from the present resident size (Linux: 5 into clear_refs), so that the peak read
 * later is the peak of what ran in between. False where the kernel does not allow it.
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
