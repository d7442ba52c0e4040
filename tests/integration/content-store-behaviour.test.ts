// The content store's part of the Store contract (revisions, drafts, word of each publish), run against both engines.
import { expect, it, jest } from '@jest/globals';
import type { ContentStore } from '#server/storage/content-store.ts';
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';

// Two stores, a PostgreSQL listening connection, a reconnect: generous for a slow machine.
jest.setTimeout(60_000);

const T0 = new Date('2026-03-01T02:00:00Z');
const MINUTE = 60 * 1000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
/** A text's value (the kind every test here stores), the same in both languages. */
const text = (words: string) => ({ mn: words, en: words });

type Change = Parameters<Parameters<ContentStore['onChange']>[0]>[0];

/** The first change `store` tells its listeners of that `wanted` accepts; fails after `ms`. */
function nextChange(store: Store, wanted: (change: Change) => boolean, ms: number): Promise<Change> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no such change heard within ${ms} ms`));
    }, ms);
    const unsubscribe = store.content.onChange((change) => {
      if (!wanted(change)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(change);
    });
  });
}

/** PostgreSQL: once the listening connection's LISTEN has taken effect (it says so with key ''). */
const listening = (store: Store) => nextChange(store, (change) => change.key === '', 30_000);

describeEachEngine('Content store', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ database, store } = opened));

  const content = () => store.content;

  it('has nothing published at first: revision 0, value null, no draft', async () => {
    expect(await content().state('text', 'home.title')).toEqual({ revision: 0, value: null });
    expect(await content().published('text')).toEqual([]);
    expect(await content().drafts('text')).toEqual([]);
    expect(await content().history('text', 'home.title', 10)).toEqual([]);
    expect(await content().revision('text', 'home.title', 1)).toBeUndefined();
  });

  it('keeps one draft an item, replaced by the next and gone when discarded', async () => {
    expect(await content().saveDraft('text', 'home.title', { mn: 'Сайн', en: 'Hi' }, 0, 'editor', at(0))).toBe(true);
    expect(await content().state('text', 'home.title')).toEqual({
      revision: 0,
      value: null,
      draft: { value: { mn: 'Сайн', en: 'Hi' }, baseRevision: 0, by: 'editor', at: at(0) },
    });
    expect(await content().saveDraft('text', 'home.title', { mn: 'Сайн уу', en: 'Hello' }, 0, 'office', at(1))).toBe(
      true,
    );
    expect((await content().state('text', 'home.title')).draft).toEqual({
      value: { mn: 'Сайн уу', en: 'Hello' },
      baseRevision: 0,
      by: 'office',
      at: at(1),
    });
    await content().discardDraft('text', 'home.title');
    expect(await content().state('text', 'home.title')).toEqual({ revision: 0, value: null });
    expect(await content().drafts('text')).toEqual([]);
    await content().discardDraft('text', 'home.title'); // no draft: nothing to do
  });

  it('publishes revisions 1, 2, removing the draft; from a stale base it refuses, storing nothing', async () => {
    await content().saveDraft('text', 'home.title', text('draft'), 0, 'editor', at(0));
    expect(await content().publish('text', 'home.title', text('first'), 0, 'editor', at(1))).toBe(1);
    expect(await content().state('text', 'home.title')).toEqual({ revision: 1, value: text('first') });
    expect(await content().publish('text', 'home.title', text('second'), 1, 'office', at(2))).toBe(2);
    expect(await content().state('text', 'home.title')).toEqual({ revision: 2, value: text('second') });

    // Made from revision 1, after 2 was published: refused, and the draft and the revisions are as they were.
    await content().saveDraft('text', 'home.title', text('kept'), 2, 'office', at(3));
    expect(await content().publish('text', 'home.title', text('stale'), 1, 'editor', at(4))).toBeUndefined();
    expect(await content().publish('text', 'home.title', text('ahead'), 3, 'editor', at(4))).toBeUndefined();
    expect(await content().saveDraft('text', 'home.title', text('stale draft'), 1, 'editor', at(4))).toBe(false);
    expect(await content().state('text', 'home.title')).toEqual({
      revision: 2,
      value: text('second'),
      draft: { value: text('kept'), baseRevision: 2, by: 'office', at: at(3) },
    });
    expect(await content().history('text', 'home.title', 10)).toHaveLength(2);
    // Another item's revisions are its own.
    expect(await content().saveDraft('text', 'home.intro', text('draft'), 1, 'editor', at(4))).toBe(false);
    expect(await content().publish('text', 'home.intro', text('intro'), 0, 'editor', at(4))).toBe(1);
  });

  it("never replaces another account's draft saved after the one a form was read with", async () => {
    const save = (words: string, by: string, minute: number, seen: Date | null) =>
      content().saveDraft('text', 'home.title', text(words), 0, by, at(minute), seen);
    // Read with no draft: a draft of one's own is always one's own to replace; another's, saved since, is not.
    expect(await save('bat 1', 'bat', 0, null)).toBe(true);
    expect(await save('bat 2', 'bat', 1, null)).toBe(true);
    expect(await save('saraa 1', 'saraa', 2, null)).toBe(false);
    expect(await content().publish('text', 'home.title', text('saraa'), 0, 'saraa', at(2), null)).toBeUndefined();
    expect((await content().state('text', 'home.title')).draft).toEqual(
      expect.objectContaining({ value: text('bat 2'), by: 'bat', at: at(1) }),
    );
    // Read with bat's older draft: still refused; with the latest, replaced.
    expect(await save('saraa 2', 'saraa', 3, at(0))).toBe(false);
    expect(await save('saraa 3', 'saraa', 3, at(1))).toBe(true);
    expect(await save('bat 3', 'bat', 4, at(1))).toBe(false);
    // Without a draft seen (a schedule, an import), as before.
    expect(await content().saveDraft('text', 'home.title', text('office'), 0, 'office', at(5))).toBe(true);
    expect(await content().publish('text', 'home.title', text('bat'), 0, 'bat', at(6), at(1))).toBeUndefined();
    expect(await content().publish('text', 'home.title', text('bat'), 0, 'bat', at(6), at(5))).toBe(1);
    expect(await content().state('text', 'home.title')).toEqual({ revision: 1, value: text('bat') });
  });

  it('publishes a reset (null) as a revision, dropping the item from published()', async () => {
    await content().publish('text', 'home.title', { mn: 'Гарчиг', en: 'Title' }, 0, 'editor', at(0));
    await content().publish('text', 'home.intro', text('intro'), 0, 'editor', at(0));
    expect(await content().publish('text', 'home.title', null, 1, 'office', at(1))).toBe(2);
    expect(await content().state('text', 'home.title')).toEqual({ revision: 2, value: null });
    expect(await content().published('text')).toEqual([
      { key: 'home.intro', revision: 1, at: at(0), value: text('intro') },
    ]);
    // Published again after the reset: back in the list.
    expect(await content().publish('text', 'home.title', text('again'), 2, 'editor', at(2))).toBe(3);
    expect((await content().published('text')).map((item) => [item.key, item.revision])).toEqual([
      ['home.intro', 1],
      ['home.title', 3],
    ]);
  });

  it('gives the history newest first, at most `limit`, and any one revision, with who and when', async () => {
    await content().publish('text', 'about.body', text('one'), 0, 'editor', at(0));
    await content().publish('text', 'about.body', null, 1, 'office', at(1));
    await content().publish('text', 'about.body', text('three'), 2, 'admin', at(2));
    expect(await content().history('text', 'about.body', 10)).toEqual([
      { revision: 3, value: text('three'), by: 'admin', at: at(2) },
      { revision: 2, value: null, by: 'office', at: at(1) },
      { revision: 1, value: text('one'), by: 'editor', at: at(0) },
    ]);
    expect((await content().history('text', 'about.body', 2)).map((r) => r.revision)).toEqual([3, 2]);
    expect(await content().revision('text', 'about.body', 1)).toEqual({
      revision: 1,
      value: text('one'),
      by: 'editor',
      at: at(0),
    });
    expect(await content().revision('text', 'about.body', 2)).toMatchObject({ value: null, by: 'office' });
    expect(await content().revision('text', 'about.body', 4)).toBeUndefined();
    expect(await content().revision('text', 'other', 1)).toBeUndefined();
  });

  it('lists the keys with a draft, and the latest value of each published key, in order of key', async () => {
    // Upper case sorts before lower case by bytes, whatever a database's collation says.
    for (const key of ['b.title', 'a.title', 'Z.title', 'c.title']) {
      await content().publish('text', key, text(`${key} 1`), 0, 'editor', at(0));
      await content().publish('text', key, text(`${key} 2`), 1, 'editor', at(1));
    }
    await content().publish('text', 'c.title', null, 2, 'editor', at(2));
    await content().saveDraft('text', 'c.title', text('c draft'), 3, 'editor', at(3));
    await content().saveDraft('text', 'new.title', text('new'), 0, 'editor', at(3));
    await content().saveDraft('text', 'a.title', text('a draft'), 2, 'editor', at(3));

    expect(await content().published('text')).toEqual([
      { key: 'Z.title', revision: 2, at: at(1), value: text('Z.title 2') },
      { key: 'a.title', revision: 2, at: at(1), value: text('a.title 2') },
      { key: 'b.title', revision: 2, at: at(1), value: text('b.title 2') },
    ]);
    expect(await content().drafts('text')).toEqual(['a.title', 'c.title', 'new.title']);
  });

  it('reads each value by its kind: one not of its shape reads as undefined, a reset as null', async () => {
    await content().publish('text', 'home.title', ['not', 'a', 'text'], 0, 'editor', at(0));
    await content().saveDraft('text', 'home.title', 42, 1, 'editor', at(1));
    await content().publish('product-order', 'all', { ids: [3, 1] }, 0, 'editor', at(0));
    await content().publish('product-order', 'all', null, 1, 'editor', at(1));
    expect(await content().state('text', 'home.title')).toEqual({
      revision: 1,
      value: undefined,
      draft: { value: undefined, baseRevision: 1, by: 'editor', at: at(1) },
    });
    expect(await content().published('text')).toEqual([
      { key: 'home.title', revision: 1, at: at(0), value: undefined },
    ]);
    expect((await content().history('product-order', 'all', 10)).map((revision) => revision.value)).toEqual([
      null,
      { ids: [3, 1] },
    ]);
    expect((await content().revision('text', 'home.title', 1))?.value).toBeUndefined();
  });

  it('lets exactly one of two publishes from the same revision through two stores succeed', async () => {
    const other = await database.open();
    await store.content.publish('text', 'home.title', text('first'), 0, 'editor', at(0));
    for (let base = 1; base <= 5; base += 1) {
      const results = await Promise.all([
        store.content.publish('text', 'home.title', text(`this ${base}`), base, 'editor', at(base)),
        other.content.publish('text', 'home.title', text(`other ${base}`), base, 'office', at(base)),
      ]);
      expect(results.filter((result) => result === base + 1)).toHaveLength(1);
      expect(results.filter((result) => result === undefined)).toHaveLength(1);
      const winner = text(results[0] === undefined ? `other ${base}` : `this ${base}`);
      expect(await other.content.state('text', 'home.title')).toEqual({ revision: base + 1, value: winner });
    }
    expect(await store.content.history('text', 'home.title', 10)).toHaveLength(6);
  });

  if (engine.name === 'sqlite') {
    it('tells this store’s listeners of each publish, not of a refused one, until they unsubscribe', async () => {
      const heard: Change[] = [];
      const unsubscribe = store.content.onChange((change) => heard.push(change));
      const published = nextChange(store, (change) => change.key === 'home.title', 5_000);
      await store.content.publish('text', 'home.title', text('first'), 0, 'editor', at(0));
      expect(await published).toEqual({ kind: 'text', key: 'home.title' });

      await store.content.publish('text', 'home.title', text('stale'), 0, 'editor', at(1));
      await store.content.saveDraft('text', 'home.title', text('draft'), 1, 'editor', at(1));
      unsubscribe();
      await store.content.publish('text', 'home.title', text('second'), 1, 'editor', at(2));
      await new Promise((resolve) => setImmediate(resolve)); // past the turns listeners are called on
      expect(heard).toEqual([{ kind: 'text', key: 'home.title' }]);
    });
  }

  if (engine.name === 'postgres') {
    it('tells every store on the database of a publish, the publishing one included, within a second', async () => {
      const other = await database.open();
      await Promise.all([listening(store), listening(other)]);
      const heardThere = nextChange(other, (change) => change.key === 'home.title', 1_000);
      const heardHere = nextChange(store, (change) => change.key === 'home.title', 1_000);
      await store.content.publish('text', 'home.title', text('first'), 0, 'editor', at(0));
      expect(await heardThere).toEqual({ kind: 'text', key: 'home.title' });
      expect(await heardHere).toEqual({ kind: 'text', key: 'home.title' });
    });

    it('listens again after its connection is lost, and tells its listeners to reload everything', async () => {
      const other = await database.open();
      await listening(other);
      // The database ends the listening connection, as a restart or a dropped network would.
      const reloaded = listening(other);
      const { pool } = store as PostgresStore;
      const { rows } = await pool.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE application_name = 'site-content-listen' AND datname = current_database()`,
      );
      expect(rows).toEqual([{ ended: true }]);
      expect(await reloaded).toEqual({ kind: 'text', key: '' });

      const heard = nextChange(other, (change) => change.key === 'home.title', 1_000);
      await store.content.publish('text', 'home.title', text('first'), 0, 'editor', at(0));
      expect(await heard).toEqual({ kind: 'text', key: 'home.title' });
    });
  }
});
