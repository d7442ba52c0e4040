// The hostile side of scripts/stress-connections.ts, in a thread of its own so that the other visitors' latencies
// are not its event loop's: CONNECTIONS slow `POST /api/contact` connections to 127.0.0.1, each reopened after a
// close, until told to stop; then it posts what it saw.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

interface AttackOptions {
  port: number;
  connections: number;
  addresses: number;
  reconnectMs: number;
  trickleMs: number;
}

export interface AttackReport {
  opened: number;
  peakOpen: number;
  closedByServer: number;
  answered: Record<string, number>;
}

const { port, connections, addresses, reconnectMs, trickleMs } = workerData as AttackOptions;
const attack = { open: 0, peakOpen: 0, opened: 0, closedByServer: 0, answered: {} as Record<string, number> };
let running = true;

const attackerAddress = (i: number) =>
  addresses <= 1 ? '127.0.0.2' : `127.0.${1 + Math.floor((i % addresses) / 250)}.${1 + ((i % addresses) % 250)}`;

function hostile(i: number): void {
  if (!running) return;
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: attackerAddress(i) });
  let trickle: NodeJS.Timeout | undefined;
  let connected = false;
  socket.on('connect', () => {
    connected = true;
    attack.opened += 1;
    attack.open += 1;
    attack.peakOpen = Math.max(attack.peakOpen, attack.open);
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 10000\r\n\r\n',
    );
    trickle = setInterval(() => socket.write('a'), trickleMs);
  });
  socket.once('data', (data: Buffer) => {
    const status = data.toString('latin1').split(' ')[1] ?? '?';
    attack.answered[status] = (attack.answered[status] ?? 0) + 1;
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(trickle);
    if (connected) attack.open -= 1;
    if (connected && running) attack.closedByServer += 1;
    if (running) setTimeout(() => hostile(i), reconnectMs).unref();
  });
}

parentPort?.on('message', () => {
  running = false;
  const { opened, peakOpen, closedByServer, answered } = attack;
  parentPort?.postMessage({ opened, peakOpen, closedByServer, answered } satisfies AttackReport);
  process.exit(0);
});
for (let i = 0; i < connections; i++) {
  hostile(i);
  if (i % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
}
