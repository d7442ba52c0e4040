import net, { type Socket } from 'node:net';
import type { Server } from 'node:http';

// How often the connections are looked at while draining.
const SWEEP_EVERY_MS = 100;
// The listener closes once no connection has opened or closed for this long: a client told to close its
// connection that still has a request to send opens a new one at once, and the kernel queues it for us. Closing
// the listener resets every connection in that queue, so it stays open until they have stopped coming.
const QUIET_BEFORE_CLOSING_MS = 1_000;
// ...but not for ever: a client that keeps opening connections is refused after this.
const LISTEN_AT_MOST_MS = 4_000;

interface ConnectionState {
  /** Requests being answered on it. */
  active: number;
  /** When its last response ended (or it was opened). */
  idleSince: number;
}

export interface ConnectionDrain {
  /**
   * Stops taking connections and calls `done` once the last one has closed. New connections are still taken
   * (and answered, each response with `Connection: close`, see closeConnectionsWhenDraining) until none has
   * opened or closed for QUIET_BEFORE_CLOSING_MS and none is open, or for LISTEN_AT_MOST_MS at most; only then
   * does the listener close, so no connection the kernel accepted for us is reset. A connection is closed from
   * this side only after it has stayed idle for `idleGraceMs`, seen so by two sweeps in a row with no stall of
   * the process between them: a keep-alive client's next request may already be on its way (or unread while the
   * process was held up), and closing the connection under it would fail that request.
   */
  close(done: () => void): void;
}

export function trackConnections(server: Server, idleGraceMs: number, now: () => number = Date.now): ConnectionDrain {
  const connections = new Map<Socket, ConnectionState>();
  let lastChange = now();
  server.on('connection', (socket: Socket) => {
    lastChange = now();
    connections.set(socket, { active: 0, idleSince: lastChange });
    socket.once('close', () => {
      lastChange = now();
      connections.delete(socket);
    });
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
      const startedAt = now();
      let listening = true;
      let lastSweep = startedAt;
      let seenIdle = new Set<Socket>();
      const sweep = setInterval(() => {
        const at = now();
        // Held up: requests and connections may be waiting for us in the kernel, unseen.
        const stalled = at - lastSweep > 2 * SWEEP_EVERY_MS;
        if (stalled) lastChange = at;
        lastSweep = at;
        const idle = new Set<Socket>();
        for (const [socket, state] of connections) {
          if (state.active > 0 || at - state.idleSince < idleGraceMs) continue;
          if (seenIdle.has(socket) && !stalled) socket.destroy();
          else idle.add(socket);
        }
        seenIdle = idle;
        const quiet = connections.size === 0 && at - lastChange >= QUIET_BEFORE_CLOSING_MS;
        if (listening && (quiet || at - startedAt >= LISTEN_AT_MOST_MS)) {
          listening = false;
          // net's own close: http's would also close every idle connection at once, the moment a request may be
          // arriving on one.
          net.Server.prototype.close.call(server, () => {
            clearInterval(sweep);
            done();
          });
        }
      }, SWEEP_EVERY_MS);
      sweep.unref();
    },
  };
}
