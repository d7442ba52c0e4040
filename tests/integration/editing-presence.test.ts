// Who has an office edit page open (server/storage/editing-presence.ts) on both engines: a heartbeat shows its
// account to the others on the same item (and on another connection, as another replica would be), keeps its start
// while it goes on, and lapses a minute after the last one; lapsed rows are removed.
import { expect, it } from '@jest/globals';
import { PRESENCE_WINDOW_MS, type EditingPresence } from '#server/storage/editing-presence.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';

const T0 = new Date('2026-03-15T04:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describeEachEngine('editing presence', (engine) => {
  let database: TestDatabase;
  let presence: EditingPresence;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
    presence = opened.store.presence;
  });

  it('shows each account to the others on the same item, not to itself nor on another item', async () => {
    expect(await presence.beat('product:3', 'bat', T0)).toEqual([]);
    const other = (await database.open()).presence;
    expect(await other.beat('product:3', 'saraa', later(5000))).toEqual([{ login: 'bat', since: T0 }]);
    expect(await presence.beat('product:3', 'bat', later(20_000))).toEqual([{ login: 'saraa', since: later(5000) }]);
    expect(await presence.editing('product:4', 'bat', later(20_000))).toEqual([]);
    expect(await presence.editing('product:3', 'nobody', later(20_000))).toEqual([
      { login: 'bat', since: T0 },
      { login: 'saraa', since: later(5000) },
    ]);
  });

  it('counts an account for a minute after its last heartbeat, then starts it afresh', async () => {
    await presence.beat('text:home:title', 'bat', T0);
    expect(await presence.editing('text:home:title', 'saraa', later(PRESENCE_WINDOW_MS))).toEqual([
      { login: 'bat', since: T0 },
    ]);
    expect(await presence.editing('text:home:title', 'saraa', later(PRESENCE_WINDOW_MS + 1))).toEqual([]);
    // Lapsed, it is removed by the next heartbeat of anyone (asked as of its own time, it is gone), and a new one
    // starts a new stay.
    await presence.beat('company:links', 'saraa', later(PRESENCE_WINDOW_MS + 1));
    expect(await presence.editing('text:home:title', 'saraa', T0)).toEqual([]);
    await presence.beat('text:home:title', 'bat', later(PRESENCE_WINDOW_MS + 2000));
    expect(await presence.editing('text:home:title', 'saraa', later(PRESENCE_WINDOW_MS + 2000))).toEqual([
      { login: 'bat', since: later(PRESENCE_WINDOW_MS + 2000) },
    ]);
  });
});
