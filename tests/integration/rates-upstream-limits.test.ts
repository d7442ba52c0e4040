import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetchTable, MAX_TABLE_BYTES } from '#server/services/rates-upstream.ts';

const TABLE = JSON.stringify({ date: '2026-03-15', usd: { mnt: 3450.12 } });
const CHUNK = Buffer.alloc(64 * 1024, ' ');

// A mirror on 127.0.0.1 that answers too much or never finishes.
let server: Server;
let origin: string;
let endlessWasCut: () => void = () => undefined;
const endlessCutOff = new Promise<undefined>((resolve) => {
  endlessWasCut = () => resolve(undefined);
});
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (req.url?.startsWith('/huge/')) {
      // 2 MB of valid JSON, sent as fast as the reader takes it, with no Content-Length.
      res.write(`{"date":"2026-03-15","pad":"`);
      for (let i = 0; i < 32; i += 1) res.write(CHUNK);
      res.end('","usd":{"mnt":1}}');
    } else if (req.url?.startsWith('/endless/')) {
      const pump = () => res.write(CHUNK) && !res.destroyed && setImmediate(pump);
      res.on('drain', pump);
      res.on('close', () => endlessWasCut());
      pump();
    } else if (req.url?.startsWith('/trickle/')) {
      res.write('{');
      const drip = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(drip));
    } else res.end(TABLE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const fetchFrom = (...paths: string[]) =>
  fetchTable({
    templates: paths.map((p) => `${origin}${p}/{date}/{currency}.json`),
    date: 'latest',
    table: 'usd',
    timeoutMs: 3_000,
  });

describe("a currency mirror's answer", () => {
  it('is refused past 1 MB, its reading stopped, and the next mirror is asked', async () => {
    await expect(fetchFrom('/huge')).rejects.toThrow(`answer larger than ${MAX_TABLE_BYTES} bytes`);
    expect(await fetchFrom('/huge', '/ok')).toEqual({ date: '2026-03-15', rates: { mnt: 3450.12 } });
  });

  it('that never ends is cut off at the size cap, and its connection closed', async () => {
    await expect(fetchFrom('/endless')).rejects.toThrow('answer larger than');
    await endlessCutOff;
  });

  it('that trickles under the size cap is cut off at the time-out', async () => {
    await expect(fetchFrom('/trickle')).rejects.toThrow('timed out');
  });
});
