import { toDate, type StoreDatabase } from './database.ts';

// Who has an office edit page open now (docs/content.md, "Presence and autosave"): each open page's script sends a
// heartbeat every few seconds, and a row per item and account says since when and when last. An account counts as
// editing while its last heartbeat is younger than PRESENCE_WINDOW_MS; older rows are pruned by the next heartbeat
// of anyone. In the Store, so replicas on one PostgreSQL see each other's editors. Nothing is locked by it.

/** How long after its last heartbeat an account still counts as editing an item. */
export const PRESENCE_WINDOW_MS = 60_000;

/** An account editing an item now, and since when (its first heartbeat of this stay). */
export interface Editor {
  login: string;
  since: Date;
}

export interface EditingPresence {
  /**
   * `login` is editing `item` at `now`: its row's last heartbeat moved (a new row since `now` when it had none or
   * its last one had lapsed), lapsed rows of every item removed; the others editing `item` now, earliest first.
   */
  beat(item: string, login: string, now: Date): Promise<Editor[]>;
  /** Those editing `item` at `now` other than `login`, earliest first. */
  editing(item: string, login: string, now: Date): Promise<Editor[]>;
}

export function createEditingPresence(database: StoreDatabase): EditingPresence {
  const { db } = database;
  const lapsedBefore = (now: Date) => new Date(now.getTime() - PRESENCE_WINDOW_MS);

  async function editing(item: string, login: string, now: Date): Promise<Editor[]> {
    const rows = await db
      .selectFrom('editing_presence')
      .select(['login', 'started_at'])
      .where('item_key', '=', item)
      .where('login', '<>', login)
      .where('seen_at', '>=', lapsedBefore(now))
      .orderBy('started_at')
      .orderBy('login')
      .execute();
    return rows.map((row) => ({ login: row.login, since: toDate(row.started_at) }));
  }

  return {
    async beat(item, login, now) {
      // One transaction: the lapsed rows go first, so a row kept is one whose stay goes on and keeps its start.
      await database.batch([
        db.deleteFrom('editing_presence').where('seen_at', '<', lapsedBefore(now)),
        db
          .insertInto('editing_presence')
          .values({ item_key: item, login, started_at: now, seen_at: now })
          .onConflict((conflict) =>
            conflict.columns(['item_key', 'login']).doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') })),
          ),
      ]);
      return editing(item, login, now);
    },
    editing,
  };
}
