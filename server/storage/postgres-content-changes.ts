// Word of each publish on PostgreSQL (ContentStore.onChange): the publishing transaction sends a NOTIFY on channel
// `content_changed`, and each store using the database hears it on one connection of its own that LISTENs.
import type { Kysely } from 'kysely';
import pg from 'pg';
import { CONTENT_KINDS, type ContentKind } from './content-store.ts';
import { contentListeners, type ContentChange, type ContentChanges } from './content-changes.ts';
import type { Database } from './database.ts';

/** The channel a publish notifies, with `{"kind":…,"key":…}`; every store using the database listens on it. */
const CHANNEL = 'content_changed';
/** How long the listening connection waits before connecting again once it is lost. */
const RECONNECT_DELAY_MS = 1_000;
// As the pool's (postgres-store.ts): a database that cannot be reached is retried, not waited on.
const CONNECT_TIMEOUT_MS = 5_000;

// The first subscription (onChange) opens the listening connection. A publish's NOTIFY (sentWith) is delivered
// when its transaction commits, to every listening store, this one's included; not at all if it rolls back.
export interface PostgresContentChanges extends ContentChanges {
  /** Ends the listening connection, and its reconnecting. */
  close(): Promise<void>;
}

export interface PostgresContentChangesOptions {
  /** The database's connection string, for the listening connection (a pool's connections come and go). */
  url: string;
  /** Called when the listening connection fails; it connects again after RECONNECT_DELAY_MS. */
  onListenError?: (err: Error) => void;
}

const isKind = (kind: unknown): kind is ContentKind => (CONTENT_KINDS as readonly unknown[]).includes(kind);

/** The change a notification's payload names; undefined when it is not one a store sent. */
function changeOf(payload: string): ContentChange | undefined {
  let change: unknown;
  try {
    change = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof change !== 'object' || change === null || !('kind' in change) || !('key' in change)) return undefined;
  const { kind, key } = change;
  return isKind(kind) && typeof key === 'string' ? { kind, key } : undefined;
}

export function createPostgresContentChanges(
  db: Kysely<Database>,
  { url, onListenError }: PostgresContentChangesOptions,
): PostgresContentChanges {
  const listeners = contentListeners();

  // The one connection that LISTENs, opened on the first subscription. A notification sent while it is not
  // listening (before its LISTEN took effect, or while it reconnects) is lost, so once each LISTEN has taken
  // effect every listener is told that anything may have changed (see ContentChangeListener).
  let started = false;
  let listening: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;

  function listen(): void {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // An idle connection whose peer vanished is found by the keep-alive probes, and replaced.
      keepAlive: true,
      application_name: 'site-content-listen',
    });
    listening = client;
    let lost = false;
    // 'error' and 'end' both come when the connection drops, and a failed connect() rejects too: once is enough.
    const fail = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (listening === client) listening = undefined;
      void client.end().catch(() => undefined);
      if (closed) return;
      if (err) onListenError?.(err);
      reconnect = setTimeout(listen, RECONNECT_DELAY_MS);
      reconnect.unref();
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('the listening connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || payload === undefined) return;
      const change = changeOf(payload);
      if (change) listeners.tell(change);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (lost || closed) return;
        for (const kind of CONTENT_KINDS) listeners.tell({ kind, key: '' });
      }, fail);
  }

  return {
    onChange(listener) {
      const unsubscribe = listeners.add(listener);
      if (!started) {
        started = true;
        listen();
      }
      return unsubscribe;
    },

    sentWith: (change) => [
      db.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(CHANNEL), eb.val(JSON.stringify(change))]).as('notified')),
    ],

    // Its listeners hear of a publish by its notification, this store's too.
    published: () => undefined,

    async close() {
      closed = true;
      clearTimeout(reconnect);
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
