// The audit store's part of the Store contract (recording, listing newest first by filter and page), run against
// both engines.
import { expect, it, jest } from '@jest/globals';
import type { AuditEntry, AuditFilter, NewAuditEntry } from '#server/storage/audit-store.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

// Starting a PostgreSQL cluster: generous for a slow machine.
jest.setTimeout(60_000);

const T0 = new Date('2026-03-01T02:00:00Z');
const MINUTE = 60 * 1000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

// A morning in the office, oldest first: an editor and the inbox's staff at work, and a failed sign-in of a login
// that is no account's (login null). Each entry's request id names it in the expectations.
const MORNING: NewAuditEntry[] = [
  { at: at(0), login: 'editor', action: 'sign-in', target: '', requestId: 'r1' },
  { at: at(1), login: 'editor', action: 'text-draft-saved', target: 'text/home:hero.title', requestId: 'r2' },
  { at: at(2), login: null, action: 'sign-in-failed', target: '', requestId: 'r3' },
  { at: at(3), login: 'office', action: 'sign-in', target: '', requestId: 'r4' },
  { at: at(4), login: 'office', action: 'entry-handled', target: 'enquiry/12', requestId: 'r5' },
  { at: at(5), login: 'editor', action: 'text-published', target: 'text/home:hero.title', requestId: 'r6' },
  { at: at(6), login: 'office', action: 'entry-reopened', target: 'enquiry/12', requestId: 'r7' },
  { at: at(7), login: 'editor', action: 'sign-out', target: '', requestId: 'r8' },
];

const requests = (entries: AuditEntry[]) => entries.map((entry) => entry.requestId);

describeEachEngine('Audit store', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ store } = opened));

  const audit = () => store.audit;
  const recordMorning = async () => {
    for (const entry of MORNING) await audit().record(entry);
  };
  /** The request ids of the entries `filter` lists, newest first (all of them: the limit is above their count). */
  const listed = async (filter: AuditFilter) => requests(await audit().list(filter, undefined, 100));

  it('lists nothing at first', async () => {
    expect(await audit().list({}, undefined, 10)).toEqual([]);
    expect(await audit().list({ login: 'editor' }, 5, 10)).toEqual([]);
  });

  it('keeps each entry as recorded, numbered in order, and lists them newest first', async () => {
    await recordMorning();
    const entries = await audit().list({}, undefined, 100);
    expect(requests(entries)).toEqual(['r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries).toEqual([...MORNING].reverse().map((entry) => ({ id: expect.any(Number), ...entry })));
    expect(entries[0]?.at).toBeInstanceOf(Date);
  });

  it('lists at most `limit` entries, the newest', async () => {
    await recordMorning();
    expect(requests(await audit().list({}, undefined, 3))).toEqual(['r8', 'r7', 'r6']);
    expect(requests(await audit().list({}, undefined, 1))).toEqual(['r8']);
  });

  it('keeps a failed sign-in that named no account, with login null', async () => {
    await recordMorning();
    const [failed] = await audit().list({ action: 'sign-in-failed' }, undefined, 10);
    expect(failed).toEqual({ id: expect.any(Number), ...MORNING[2] });
    expect(failed?.login).toBeNull();
    // No login matches it, the account's own filter none of the others'.
    expect(await listed({ login: 'editor' })).not.toContain('r3');
    expect(await listed({ login: 'office' })).not.toContain('r3');
  });

  it('filters by login, by action, from a time and up to a time, each alone', async () => {
    await recordMorning();
    expect(await listed({ login: 'editor' })).toEqual(['r8', 'r6', 'r2', 'r1']);
    expect(await listed({ login: 'office' })).toEqual(['r7', 'r5', 'r4']);
    expect(await listed({ action: 'sign-in' })).toEqual(['r4', 'r1']);
    expect(await listed({ action: 'entry-handled' })).toEqual(['r5']);
    expect(await listed({ from: at(5) })).toEqual(['r8', 'r7', 'r6']);
    expect(await listed({ to: at(2) })).toEqual(['r3', 'r2', 'r1']);
  });

  it('matches the login and the action exactly', async () => {
    await recordMorning();
    expect(await listed({ login: 'Editor' })).toEqual([]);
    expect(await listed({ login: 'edit' })).toEqual([]);
    expect(await listed({ login: 'edit%' })).toEqual([]);
  });

  it('includes both bounds of the time', async () => {
    await recordMorning();
    expect(await listed({ from: at(2), to: at(4) })).toEqual(['r5', 'r4', 'r3']);
    expect(await listed({ from: at(3), to: at(3) })).toEqual(['r4']);
    // A millisecond either side of an entry leaves it out.
    expect(await listed({ from: new Date(at(3).getTime() + 1), to: new Date(at(4).getTime() - 1) })).toEqual([]);
  });

  it('combines the filters', async () => {
    await recordMorning();
    expect(await listed({ login: 'editor', action: 'sign-in' })).toEqual(['r1']);
    expect(await listed({ login: 'office', from: at(4) })).toEqual(['r7', 'r5']);
    expect(await listed({ login: 'editor', from: at(1), to: at(5) })).toEqual(['r6', 'r2']);
    expect(await listed({ login: 'office', action: 'sign-in', from: at(3), to: at(3) })).toEqual(['r4']);
  });

  it('lists nothing when nothing matches', async () => {
    await recordMorning();
    expect(await listed({ login: 'nobody' })).toEqual([]);
    expect(await listed({ action: 'text-reset' })).toEqual([]);
    expect(await listed({ from: at(8) })).toEqual([]);
    expect(await listed({ to: at(-1) })).toEqual([]);
    expect(await listed({ from: at(5), to: at(4) })).toEqual([]);
    expect(await listed({ login: 'editor', action: 'entry-handled' })).toEqual([]);
  });

  it('pages by id: each page below the last one’s oldest, every entry once, then nothing', async () => {
    await recordMorning();
    const pages: AuditEntry[][] = [];
    let beforeId: number | undefined;
    for (;;) {
      const page = await audit().list({}, beforeId, 3);
      if (page.length === 0) break;
      pages.push(page);
      beforeId = page.at(-1)?.id;
    }
    expect(pages.map(requests)).toEqual([
      ['r8', 'r7', 'r6'],
      ['r5', 'r4', 'r3'],
      ['r2', 'r1'],
    ]);
    expect(new Set(pages.flat().map((entry) => entry.id)).size).toBe(MORNING.length);
  });

  it('pages within a filter', async () => {
    await recordMorning();
    const first = await audit().list({ login: 'editor' }, undefined, 3);
    expect(requests(first)).toEqual(['r8', 'r6', 'r2']);
    const second = await audit().list({ login: 'editor' }, first.at(-1)?.id, 3);
    expect(requests(second)).toEqual(['r1']);
    expect(await audit().list({ login: 'editor' }, second.at(-1)?.id, 3)).toEqual([]);
  });
});
