// Throughput of the site beside the limit of its stack: the very bytes the site answered for a page, served from
// memory by a bare node:http server on this Node. Runs alternate site, limit, site, limit; medians are reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** Headers a browser sends for a page (brotli accepted, so the site answers as it would to a phone). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'mn,en;q=0.8',
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
}

export async function runLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS });
  return {
    total: result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
