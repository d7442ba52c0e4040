// The office inbox's part of the Store contract (accounts, sessions, the inbox), run against both engines.
import { expect, it } from '@jest/globals';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_MARK_EVERY_MS } from '#server/admin/admin-session.ts';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import type { InboxFilter } from '#server/storage/inbox-store.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { allEntries } from '../helpers/inbox-fill.ts';

const T0 = new Date('2026-03-01T02:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describeEachEngine('Inbox store', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ store } = opened));

  const add = (overrides: Partial<NewEnquiry> = {}, notify = false) =>
    store.enquiries.insertEnquiry(sampleEnquiry(overrides), { notify });

  it('lists enquiries and sign-ups newest first, a page at a time, with the count', async () => {
    const first = await add({ name: 'First', createdAt: at(0) });
    await store.enquiries.addSubscription('news@example.mn', 'en', at(1));
    const third = await add({ name: 'Third', kind: 'quotation', createdAt: at(2) });

    const all = await store.inbox.list({}, {}, 50);
    expect(await store.inbox.count({})).toEqual({ count: 3, more: false });
    expect(all.entries.map((e) => [e.source, e.kind, e.name || e.email])).toEqual([
      ['enquiry', 'quotation', 'Third'],
      ['subscription', 'subscription', 'news@example.mn'],
      ['enquiry', 'contact', 'First'],
    ]);
    expect(all).toMatchObject({ older: undefined, newer: undefined });
    expect(all.entries[1]).toMatchObject({ phone: '', message: '', language: 'en', page: null, handledAt: null });

    const firstPage = await store.inbox.list({}, {}, 1);
    const second = await store.inbox.list({}, { before: firstPage.older }, 1);
    expect(second.entries.map((e) => e.source)).toEqual(['subscription']);
    const last = await store.inbox.list({}, { before: second.older }, 1);
    expect(last).toMatchObject({ entries: [{ id: first }], older: undefined });
    expect((await store.inbox.list({}, { after: last.newer }, 1)).entries).toEqual(second.entries);
    expect((await allEntries(store.inbox)).map((e) => e.id)).toEqual([first, expect.any(Number), third]);
  });

  it('gives one entry whole with a quotation’s items in their order; list pages carry none', async () => {
    const items = [
      { slug: 'tricone-bit-251mm-iadc-637', name: 'Шарошкан өрөм 251 мм', qty: 4 },
      { slug: null, name: 'OTR tyre 40.00R57', qty: 1 },
    ];
    const quotation = await add({ kind: 'quotation', items });
    const contact = await add({ kind: 'contact' });
    expect((await store.inbox.find('enquiry', quotation))?.items).toEqual(items);
    expect((await store.inbox.find('enquiry', contact))?.items).toEqual([]);
    const listed = (await store.inbox.list({}, {}, 50)).entries;
    expect(listed.every((entry) => !('items' in entry))).toBe(true);
  });

  it('filters by kind, status and time, and searches name, e-mail and phone ignoring case in any script', async () => {
    await add({ name: 'Батбаяр', email: 'bat@example.mn', phone: '+976 9911 2233', createdAt: at(0) });
    await add({ name: 'Oyuna', email: 'OYU@Example.MN', phone: '8800 1122', kind: 'service', createdAt: at(5) });
    await store.enquiries.addSubscription('bold@example.mn', 'mn', at(10));
    const names = async (filter: InboxFilter) => (await allEntries(store.inbox, filter)).map((e) => e.name || e.email);

    expect(await names({ kind: 'service' })).toEqual(['Oyuna']);
    expect(await names({ kind: 'subscription' })).toEqual(['bold@example.mn']);
    expect(await names({ from: at(5) })).toEqual(['Oyuna', 'bold@example.mn']);
    expect(await names({ until: at(5) })).toEqual(['Батбаяр']);
    expect(await names({ search: 'БАТБАЯР' })).toEqual(['Батбаяр']);
    expect(await names({ search: 'oyu@example' })).toEqual(['Oyuna']);
    expect(await names({ search: '9911' })).toEqual(['Батбаяр']);
    expect(await names({ search: 'bol' })).toEqual(['bold@example.mn']);
    expect(await names({ search: '%_%' })).toEqual([]);
    expect(await names({ search: '"ba' })).toEqual([]);
    expect(await store.inbox.count({ search: 'example', kind: 'contact' })).toEqual({ count: 1, more: false });
    expect(await names({ source: 'subscription', kind: 'contact' })).toEqual([]);
  });

  it('marks an entry handled by whom and when, and new again; the status filter follows', async () => {
    const id = await add();
    await store.enquiries.addSubscription('news@example.mn', 'mn', T0);
    const [subscription] = await allEntries(store.inbox, { kind: 'subscription' });

    expect(await store.inbox.setHandled('enquiry', id, 'office', at(3))).toBe(true);
    expect(await store.inbox.setHandled('subscription', subscription?.id ?? 0, 'sales', at(4))).toBe(true);
    expect(await store.inbox.find('enquiry', id)).toMatchObject({ handledBy: 'office', handledAt: at(3) });
    expect((await allEntries(store.inbox, { status: 'handled' })).length).toBe(2);
    expect(await allEntries(store.inbox, { status: 'new' })).toEqual([]);

    await store.inbox.setHandled('enquiry', id, null, at(5));
    expect(await store.inbox.find('enquiry', id)).toMatchObject({ handledBy: null, handledAt: null });
    expect((await allEntries(store.inbox, { status: 'new' })).map((e) => e.id)).toEqual([id]);
    expect(await store.inbox.setHandled('enquiry', 9999, 'office', at(5))).toBe(false);
    expect(await store.inbox.find('enquiry', 9999)).toBeUndefined();
  });

  it("tells an enquiry's notification state: none, pending with its error, sent", async () => {
    const quiet = await add();
    const notified = await add({}, true);
    expect(await store.inbox.notification(quiet)).toEqual({ state: 'none' });
    expect(await store.inbox.notification(notified)).toEqual({
      state: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: sampleEnquiry().createdAt,
    });
    const [claimed] = await store.enquiries.claimDueNotifications(at(1), 1, at(2));
    await store.enquiries.markFailed(claimed?.id ?? 0, 'ECONNREFUSED', at(3));
    expect(await store.inbox.notification(notified)).toMatchObject({ attempts: 1, lastError: 'ECONNREFUSED' });
    const [again] = await store.enquiries.claimDueNotifications(at(3), 1, at(4));
    await store.enquiries.markSent(again?.id ?? 0, at(3));
    expect(await store.inbox.notification(notified)).toEqual({ state: 'sent', sentAt: at(3), attempts: 2 });
  });

  it('keeps accounts by login, once each, and removes one with its sessions', async () => {
    expect(await store.admin.countUsers()).toBe(0);
    expect(await store.admin.addUser('office', 'hash-1', T0, ['admin'])).toBe(true);
    expect(await store.admin.addUser('office', 'hash-2', T0, ['admin'])).toBe(false);
    expect(await store.admin.addUser('sales', 'hash-3', T0, ['editor', 'inbox'])).toBe(true);
    expect(await store.admin.listUsers()).toEqual([
      expect.objectContaining({ login: 'office', createdAt: T0, roles: ['admin'] }),
      expect.objectContaining({ login: 'sales', createdAt: T0, roles: ['inbox', 'editor'], isInvited: false }),
    ]);
    const office = await store.admin.findUser('office');
    expect(office).toMatchObject({ id: expect.any(Number), login: 'office', passwordHash: 'hash-1', roles: ['admin'] });
    await store.admin.createSession('token-hash', office?.id ?? 0, T0);
    expect(await store.admin.removeUser('office')).toBe(true);
    expect(await store.admin.removeUser('office')).toBe(false);
    expect(await store.admin.touchSession('token-hash', new Date(0), at(1))).toBeUndefined();
    expect(await store.admin.countUsers()).toBe(1);
  });

  it("changes an account's roles, which its live sessions see at their next request", async () => {
    await store.admin.addUser('office', 'hash-1', T0, ['inbox']);
    const id = (await store.admin.findUser('office'))?.id ?? 0;
    await store.admin.createSession('a', id, T0);
    expect((await store.admin.touchSession('a', new Date(0), at(1)))?.roles).toEqual(['inbox']);
    expect(await store.admin.setRoles('office', ['editor'])).toBe(true);
    expect((await store.admin.touchSession('a', new Date(0), at(2)))?.roles).toEqual(['editor']);
    expect((await store.admin.findUser('office'))?.roles).toEqual(['editor']);
    expect(await store.admin.setRoles('nobody', ['admin'])).toBe(false);
  });

  it('writes a session down at most once a minute while it is used, and counts its idle time from then', async () => {
    await store.admin.addUser('office', 'hash-1', T0, ['admin']);
    const id = (await store.admin.findUser('office'))?.id ?? 0;
    const MINUTE = 60 * 1000;
    const after = (ms: number) => new Date(T0.getTime() + ms);
    const touch = (token: string, now: Date) =>
      store.admin.touchSession(token, new Date(now.getTime() - 8 * HOUR), now, new Date(now.getTime() - MINUTE));
    await store.admin.createSession('a', id, T0);
    await store.admin.createSession('b', id, T0);

    // Used 30 s after sign-in: read, not written, so it ends 8 h after the sign-in.
    expect(await touch('a', after(30_000))).toEqual({
      userId: id,
      login: 'office',
      roles: ['admin'],
      hasTwoFactor: false,
    });
    // Used 2 min after sign-in: written, so alive 8 h from then; a change of roles shows on the next read.
    expect(await touch('b', after(2 * MINUTE))).toEqual({
      userId: id,
      login: 'office',
      roles: ['admin'],
      hasTwoFactor: false,
    });
    expect(await store.admin.setRoles('office', ['editor'])).toBe(true);
    expect((await touch('b', after(2 * MINUTE + 10_000)))?.roles).toEqual(['editor']);

    expect(await touch('a', after(8 * HOUR + 10_000))).toBeUndefined();
    expect(await touch('b', after(8 * HOUR + MINUTE))).toEqual({
      userId: id,
      login: 'office',
      roles: ['editor'],
      hasTwoFactor: false,
    });
  });

  it('ends a session seven days after its sign-in, however often it is used', async () => {
    await store.admin.addUser('office', 'hash-1', T0, ['admin']);
    const id = (await store.admin.findUser('office'))?.id ?? 0;
    await store.admin.createSession('busy', id, T0);
    const DAY = 24 * HOUR;
    // Used every 6 hours (never idle), the account's limits as liveSession gives them.
    const touch = (now: Date) =>
      store.admin.touchSession(
        'busy',
        new Date(now.getTime() - SESSION_IDLE_MS),
        now,
        new Date(now.getTime() - SESSION_MARK_EVERY_MS),
        new Date(now.getTime() - SESSION_LIFETIME_MS),
      );
    for (let hours = 6; hours < 7 * 24; hours += 6) expect(await touch(at(hours))).toBeDefined();
    expect(await touch(new Date(T0.getTime() + 7 * DAY + 1000))).toBeUndefined();
    expect(await touch(new Date(T0.getTime() + 7 * DAY + 2000))).toBeUndefined();
  });

  it('keeps a session alive while it is used, ends it when idle, and ends all of an account on a new password', async () => {
    await store.admin.addUser('office', 'hash-1', T0, ['admin']);
    const id = (await store.admin.findUser('office'))?.id ?? 0;
    await store.admin.createSession('a', id, T0);
    await store.admin.createSession('b', id, T0);
    const idle8h = (now: Date) => new Date(now.getTime() - 8 * HOUR);

    const session = { userId: id, login: 'office', roles: ['admin'], hasTwoFactor: false };
    expect(await store.admin.touchSession('a', idle8h(at(7)), at(7))).toEqual(session);
    expect(await store.admin.touchSession('a', idle8h(at(14)), at(14))).toEqual(session);
    expect(await store.admin.touchSession('b', idle8h(at(14)), at(14))).toBeUndefined(); // idle since T0
    expect(await store.admin.touchSession('unknown', idle8h(at(14)), at(14))).toBeUndefined();

    expect(await store.admin.setPassword('office', 'hash-2', at(15))).toBe(true);
    expect(await store.admin.touchSession('a', idle8h(at(15)), at(15))).toBeUndefined();
    expect((await store.admin.findUser('office'))?.passwordHash).toBe('hash-2');
    expect(await store.admin.setPassword('nobody', 'hash', at(15))).toBe(false);

    await store.admin.createSession('c', id, at(16));
    await store.admin.deleteSession('c');
    expect(await store.admin.touchSession('c', idle8h(at(16)), at(16))).toBeUndefined();
  });
});
