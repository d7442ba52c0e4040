// Its time: a real server process, held open by slow clients until its own time-outs close them.
import { createServer, get, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { listeningPort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface SlowClient {
  socket: net.Socket;
  /** The first line the server answered ('' if it closed without a word). */
  answer: Promise<string>;
}

/** A connection from `localAddress` that sends a request's head (and `head` only), then nothing more. */
function slowClient(port: number, localAddress: string, head: string): SlowClient {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  socket.on('connect', () => socket.write(head));
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received.split('\r\n')[0] ?? '')));
  return { socket, answer };
}

const slowPost = (port: number, forwardedFor = '') =>
  'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `${forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : ''}Content-Length: 10000\r\n\r\n{`;

/** Another visitor's request, on a connection of its own, closed after the answer. */
function visit(port: number, headers: Record<string, string> = {}): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/healthz', agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

describe('the server process under slow connections', () => {
  let server: ServerProcess;
  let port: number;
  const clients: SlowClient[] = [];
  beforeAll(async () => {
    server = startServerProcess({
      MAX_CONNECTIONS_PER_ADDRESS: '5',
      MAX_CONNECTIONS: '30',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
    });
    port = await listeningPort(server, 60_000);
  }, 90_000);
  afterEach(() => {
    for (const { socket } of clients.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    server.cleanup();
  });

  it('closes a client past its share of connections at once; its slow requests get 408; others are answered', async () => {
    clients.push(...Array.from({ length: 20 }, () => slowClient(port, '127.0.0.2', slowPost(port))));
    const answers = await Promise.all(clients.map((client) => client.answer));
    // 15 closed unanswered as they came, 5 taken and timed out: Node's requestTimeout.
    expect(answers.filter((line) => line === '').length).toBe(15);
    expect(answers.filter((line) => line.startsWith('HTTP/1.1 408')).length).toBe(5);
    expect(await visit(port)).toBe(200);
  }, 60_000);

  it('answers 408 to headers that never end', async () => {
    clients.push(slowClient(port, '127.0.0.2', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    expect(await clients[0]?.answer).toMatch(/^HTTP\/1.1 408/);
  }, 60_000);

  it('refuses connections past the total, from any address, and answers again once they are gone', async () => {
    // 40 connections from 10 addresses, 4 each (under the per-address cap): 30 are taken.
    const addresses = Array.from({ length: 10 }, (_, i) => `127.0.2.${i + 1}`);
    clients.push(...Array.from({ length: 40 }, (_, i) => slowClient(port, addresses[i % 10] ?? '', slowPost(port))));
    const answers = await Promise.all(clients.map((client) => client.answer));
    expect(answers.filter((line) => line === '').length).toBe(10);
    expect(await visit(port)).toBe(200);
  }, 60_000);
});

describe('behind the reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let http: Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '2' } });
    http = createServer(t.app);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
    t.close();
  });

  it("caps the requests in progress per client address (X-Forwarded-For), not per the proxy's", async () => {
    const held = [
      slowClient(port, '127.0.0.1', slowPost(port, '203.0.113.7')),
      slowClient(port, '127.0.0.1', slowPost(port, '203.0.113.7')),
    ];
    await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    const third = slowClient(port, '127.0.0.1', slowPost(port, '203.0.113.7'));
    expect(await third.answer).toBe('HTTP/1.1 503 Service Unavailable');
    expect(await visit(port, { 'X-Forwarded-For': '203.0.113.8' })).toBe(200);
    for (const { socket } of held) socket.destroy();
  });
});
