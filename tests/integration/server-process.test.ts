import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-proc-'));
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts.filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, stderr: () => stderr, exited };
}

async function waitFor<T>(probe: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server process', () => {
  it('stops accepting, closes the store and exits 0 on SIGTERM', async () => {
    const server = startServer({});
    const port = await waitFor(
      () => server.lines.find((l) => l.msg === 'server listening')?.port as number | undefined,
    );
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(code).toBe(0);
    expect(server.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'shutdown complete']));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 20_000);

  it('drains keep-alive clients under load on SIGTERM: every request answered, exit 0 within 2 s', async () => {
    const server = startServer({});
    const port = await waitFor(
      () => server.lines.find((l) => l.msg === 'server listening')?.port as number | undefined,
    );
    const stats = { answered: 0, failed: [] as string[] };
    // Each client keeps one connection alive and sends its next request as soon as the last is answered,
    // as a reverse proxy does, until the server asks it to close the connection.
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const closing = await new Promise<boolean>((resolve) => {
          http
            .get({ host: '127.0.0.1', port, path: '/en/about', agent }, (res) => {
              res.resume();
              res.on('end', () => {
                stats.answered += 1;
                resolve(res.headers.connection === 'close');
              });
            })
            .on('error', (err) => {
              stats.failed.push(err.message);
              resolve(true);
            });
        });
        if (closing) break;
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 16 }, client);
    await waitFor(() => (stats.answered > 200 ? true : undefined));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    const code = await server.exited;
    const drainedMs = Date.now() - signalledAt;
    expect(stats.failed).toEqual([]);
    expect(code).toBe(0);
    expect(drainedMs).toBeLessThan(2_000);
  }, 30_000);

  it('refuses to start with a clear message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('PORT:');
    expect(server.stderr()).toContain('LOG_LEVEL:');
  }, 20_000);

  it('refuses to start, exit 78, with a malformed DATABASE_URL, never showing its password', async () => {
    const server = startServer({ DATABASE_URL: 'mysql://office:s3cret-pass@db/site' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(server.stderr()).not.toContain('s3cret-pass');
  }, 20_000);

  it('refuses to start, exit 78, when the DATABASE_URL database cannot be reached, never showing its password', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://office:s3cret-pass@127.0.0.1:1/site' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('DATABASE_URL: cannot use the database at postgres://127.0.0.1:1/site');
    expect(server.stderr() + JSON.stringify(server.lines)).not.toContain('s3cret-pass');
  }, 20_000);
});
