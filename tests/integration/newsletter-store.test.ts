// The newsletter's storage (migration 12, docs/privacy.md, "Stored"), run against both engines: sign-ups pending until
// confirmed, their confirmation e-mails claimed once, the unconfirmed deleted, unsubscribed addresses kept as
// hashes only, the sign-ups from before confirmation invited once.
import { expect, it } from '@jest/globals';
import type { NewSignUp } from '#server/storage/newsletter-store.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';

const T0 = new Date('2026-03-01T02:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (ms: number) => new Date(T0.getTime() + ms);
const CONSENT = { at: T0, version: '2026-03', language: 'en', form: 'newsletter' };

describeEachEngine('Newsletter store', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ database, store } = opened));

  // A sign-up at `now`; no second link within 10 minutes of the last one.
  const signUp = (email: string, now = T0, more: Partial<NewSignUp> = {}, on: Store = store) =>
    on.newsletter.signUp({ email, language: 'en', now, resendAfter: new Date(now.getTime() - 10 * MINUTE), ...more });
  const claim = (at: Date, on: Store = store) => on.newsletter.claimDueMail(at, new Date(at.getTime() + MINUTE));

  it('keeps a sign-up pending, with its consent, and queues one confirmation e-mail for it', async () => {
    expect(await signUp('News@Example.mn', T0, { consent: CONSENT })).toBe('added');
    const mail = await claim(T0);
    expect(mail).toMatchObject({
      kind: 'confirm',
      attempts: 0,
      createdAt: T0,
      subscription: { email: 'News@Example.mn', language: 'en', status: 'pending', confirmSentAt: T0 },
    });
    expect(await claim(T0)).toBeUndefined();
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 1, legacy: 0, unsubscribed: 0 });
  });

  it('sends no second link within 10 minutes, then a new one, ignoring case; two connections racing add one', async () => {
    const other = await database.open();
    const first = await Promise.all([signUp('a@example.mn'), signUp(' A@EXAMPLE.MN ', T0, {}, other)]);
    expect(first.sort()).toEqual(['added', 'exists']);
    expect(await signUp('a@example.mn', later(9 * MINUTE))).toBe('exists');
    expect(await signUp('a@example.mn', later(11 * MINUTE), { language: 'mn' })).toBe('reissued');
    const mails = [await claim(later(DAY)), await claim(later(DAY)), await claim(later(DAY))];
    expect(mails.map((mail) => mail?.createdAt)).toEqual([T0, later(11 * MINUTE), undefined]);
    expect(mails[1]?.subscription).toMatchObject({ language: 'mn', confirmSentAt: later(11 * MINUTE) });
  });

  it('confirms once, drops the pending e-mails and the suppression; a confirmed address gets no new link', async () => {
    await signUp('c@example.mn');
    const id = (await claim(T0))?.subscription.id ?? 0;
    await store.newsletter.unsubscribe(999, 'hash-of-c', T0); // the address was unsubscribed once before
    expect(await store.newsletter.confirm(id, 'hash-of-c', later(MINUTE))).toBe('confirmed');
    expect(await store.newsletter.confirm(id, 'hash-of-c', later(2 * MINUTE))).toBe('already');
    expect(await store.newsletter.find(id)).toMatchObject({ status: 'confirmed', confirmedAt: later(MINUTE) });
    expect(await claim(later(DAY))).toBeUndefined();
    expect(await store.newsletter.counts()).toEqual({ confirmed: 1, pending: 0, legacy: 0, unsubscribed: 0 });
    expect(await signUp('C@example.mn', later(DAY))).toBe('exists');
    expect(await claim(later(DAY))).toBeUndefined();
    expect(await store.newsletter.confirm(12345, 'x', T0)).toBe('missing');
  });

  it('unsubscribes by deleting the sign-up and its e-mails and keeping only the hash, once', async () => {
    await signUp('u@example.mn');
    const id = (await claim(T0))?.subscription.id ?? 0;
    expect(await store.newsletter.unsubscribe(id, 'hash-of-u', later(MINUTE))).toBe(true);
    expect(await store.newsletter.unsubscribe(id, 'hash-of-u', later(2 * MINUTE))).toBe(false);
    expect(await store.newsletter.find(id)).toBeUndefined();
    expect(await claim(later(DAY))).toBeUndefined();
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 0, legacy: 0, unsubscribed: 1 });
    // A later sign-up of the address starts afresh, pending.
    expect(await signUp('u@example.mn', later(DAY))).toBe('added');
  });

  it('deletes the sign-ups whose latest link is older than the cut-off, with their e-mails, and no other', async () => {
    await signUp('confirmed@example.mn', T0);
    await store.newsletter.confirm((await claim(T0))?.subscription.id ?? 0, 'h', later(MINUTE));
    await signUp('old@example.mn', T0);
    await signUp('renewed@example.mn', T0);
    await signUp('renewed@example.mn', later(3 * DAY));
    await signUp('kept@example.mn', later(2 * DAY)); // at the cut-off: kept
    await store.enquiries.addSubscription('legacy@example.mn', 'mn', T0);

    expect(await store.newsletter.deleteUnconfirmed(later(2 * DAY))).toBe(1);
    expect(await store.newsletter.deleteUnconfirmed(later(2 * DAY))).toBe(0);
    expect(await store.newsletter.counts()).toEqual({ confirmed: 1, pending: 2, legacy: 1, unsubscribed: 0 });
    expect((await store.newsletter.confirmed()).map((s) => s.email)).toEqual(['confirmed@example.mn']);
    const left = [];
    for (let mail = await claim(later(4 * DAY)); mail; mail = await claim(later(4 * DAY))) {
      await store.newsletter.markMailSent(mail.id, later(4 * DAY));
      left.push(mail.subscription.email);
    }
    expect(left).toEqual(['renewed@example.mn', 'kept@example.mn', 'renewed@example.mn']);
  });

  it('hands a due e-mail to one claimant, again once its claim lapses, and retries a failed one when due', async () => {
    await signUp('m@example.mn');
    const other = await database.open();
    const [mine, theirs] = await Promise.all([claim(T0), claim(T0, other)]);
    expect([mine, theirs].filter(Boolean)).toHaveLength(1);
    const mail = mine ?? theirs;
    expect(await claim(later(MINUTE - 1))).toBeUndefined();
    expect((await claim(later(MINUTE)))?.id).toBe(mail?.id);
    await store.newsletter.markMailFailed(mail?.id ?? 0, 'ECONNECTION: refused', later(5 * MINUTE));
    expect(await claim(later(4 * MINUTE))).toBeUndefined();
    const retried = await claim(later(5 * MINUTE));
    expect(retried).toMatchObject({ id: mail?.id, attempts: 1 });
    await store.newsletter.markMailSent(retried?.id ?? 0, later(5 * MINUTE));
    expect(await claim(later(DAY))).toBeUndefined();
  });

  it('invites the sign-ups from before confirmation once: pending, each with an e-mail', async () => {
    await store.enquiries.addSubscription('l1@example.mn', 'mn', T0);
    await store.enquiries.addSubscription('l2@example.mn', 'en', T0);
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 0, legacy: 2, unsubscribed: 0 });
    expect(await store.newsletter.inviteLegacy(later(DAY))).toBe(2);
    expect(await store.newsletter.inviteLegacy(later(DAY))).toBe(0);
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 2, legacy: 0, unsubscribed: 0 });
    const first = await claim(later(DAY));
    expect(first?.subscription).toMatchObject({ status: 'pending', confirmSentAt: later(DAY), language: 'mn' });
  });
});
