// Its time: each case starts the server as a process of its own.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { sample } from '../helpers/metrics.ts';
import { listeningPort, startServerProcess, waitFor, type ServerProcess } from '../helpers/server-process.ts';

let started: ServerProcess | undefined;
afterEach(async () => {
  if (started && started.child.exitCode === null) {
    started.child.kill('SIGTERM');
    await started.exited;
  }
  started?.cleanup();
  started = undefined;
});

const metricsPortOf = (server: ServerProcess) =>
  waitFor(() => server.lines.find((line) => line.msg === 'metrics listening')?.port as number | undefined);

describe('the metrics listener of the server process', () => {
  it("serves /metrics on METRICS_PORT of HOST, with Node's process metrics, and never on the public port", async () => {
    const server = (started = startServerProcess({ METRICS_PORT: '0' }));
    const port = await listeningPort(server);
    const metricsPort = await metricsPortOf(server);
    expect(metricsPort).not.toBe(port);

    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'site_http_request_duration_seconds_count', { route: '/healthz', status: '200' })).toBe(1);
    expect(sample(text, 'site_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'site_ready')).toBe(1);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('listens for no metrics unless METRICS_PORT is set', async () => {
    const server = (started = startServerProcess({}));
    await listeningPort(server);
    expect(server.lines.some((line) => line.msg === 'metrics listening')).toBe(false);
  }, 60_000);

  it('refuses to start, exit 78, when METRICS_PORT is PORT', async () => {
    const server = (started = startServerProcess({ PORT: '39464', METRICS_PORT: '39464' }));
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('METRICS_PORT: must differ from PORT');
  }, 60_000);

  it('refuses to start, exit 78, when METRICS_PORT is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    try {
      const taken = (holder.address() as AddressInfo).port;
      const server = (started = startServerProcess({ METRICS_PORT: String(taken) }));
      expect(await server.exited).toBe(78);
      expect(server.stderr()).toContain(`METRICS_PORT: cannot listen on 127.0.0.1:${taken} (EADDRINUSE)`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
