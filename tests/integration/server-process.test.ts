// Its time: each case starts the server as a process of its own (and waits for its drain window).
import http from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { listeningPort, startServerProcess, waitFor, type ServerProcess } from '../helpers/server-process.ts';

let started: ServerProcess | undefined;
afterEach(() => started?.cleanup());

function startServer(env: Record<string, string>): ServerProcess {
  started = startServerProcess(env);
  return started;
}

describe('server process', () => {
  it('stops accepting, closes the store and exits 0 on SIGTERM', async () => {
    const server = startServer({});
    const port = await listeningPort(server);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(code).toBe(0);
    expect(server.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'shutdown complete']));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('answers a keep-alive client that sends its next request just after the drain window, on the same connection', async () => {
    const server = startServer({});
    const port = await listeningPort(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; connection?: string; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
      });
    expect(await get()).toMatchObject({ status: 200, connection: 'keep-alive' });
    server.child.kill('SIGTERM');
    // Once the server has begun to drain, with this connection idle.
    await waitFor(() => server.lines.find((line) => line.msg === 'shutting down'));
    expect(await get()).toEqual({ status: 200, connection: 'close', reused: true });
    agent.destroy();
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start with a clear message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('PORT:');
    expect(server.stderr()).toContain('LOG_LEVEL:');
  }, 60_000);

  it('refuses to start, exit 78, with a malformed DATABASE_URL, never showing its password', async () => {
    const server = startServer({ DATABASE_URL: 'mysql://office:s3cret-pass@db/site' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(server.stderr()).not.toContain('s3cret-pass');
  }, 60_000);

  it('refuses to start, exit 78, when the DATABASE_URL database cannot be reached, never showing its password', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://office:s3cret-pass@127.0.0.1:1/site' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('DATABASE_URL: cannot use the database at postgres://127.0.0.1:1/site');
    expect(server.stderr() + JSON.stringify(server.lines)).not.toContain('s3cret-pass');
  }, 60_000);
});
