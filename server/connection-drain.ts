import net, { type Socket } from 'node:net';
import type { Server } from 'node:http';

// How often the connections left open after the listener closed are looked at.
const SWEEP_EVERY_MS = 100;

interface ConnectionState {
  /** Requests being answered on it. */
  active: number;
  /** When its last response ended (or it was opened). */
  idleSince: number;
}

export interface ConnectionDrain {
  /**
   * Stops taking connections and calls `done` once the last one has closed. A connection is closed from this
   * side only after it has stayed idle for `idleGraceMs`, seen so by two sweeps in a row with no stall of the
   * process between them: a keep-alive client's next request may already be on its way (or unread while the
   * process was held up), and closing the connection under it would fail that request. Clients that keep
   * sending get `Connection: close` on their answers (see closeConnectionsWhenDraining) and close themselves.
   */
  close(done: () => void): void;
}

export function trackConnections(server: Server, idleGraceMs: number, now: () => number = Date.now): ConnectionDrain {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: { socket: Socket }, res: { once(event: 'close', fn: () => void): void }) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    res.once('close', () => {
      state.active -= 1;
      state.idleSince = now();
    });
  });

  return {
    close(done) {
      // net's own close: http's would also close every idle connection at once, the moment a request may be
      // arriving on one.
      net.Server.prototype.close.call(server, () => done());
      let lastSweep = now();
      let seenIdle = new Set<Socket>();
      const sweep = setInterval(() => {
        const at = now();
        const stalled = at - lastSweep > 2 * SWEEP_EVERY_MS;
        lastSweep = at;
        const idle = new Set<Socket>();
        for (const [socket, state] of connections) {
          if (state.active > 0 || at - state.idleSince < idleGraceMs) continue;
          if (seenIdle.has(socket) && !stalled) socket.destroy();
          else idle.add(socket);
        }
        seenIdle = idle;
        if (connections.size === 0) clearInterval(sweep);
      }, SWEEP_EVERY_MS);
      sweep.unref();
    },
  };
}
