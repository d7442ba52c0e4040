// The office's weekly summary e-mail (docs/office-guide.md, "Weekly summary"), on both engines: once Ulaanbaatar's
// week has turned (Monday 08:00) the job queues one e-mail per account that asked for it, may see the statistics,
// has an address and is enabled; two replicas queue and send it once; it carries last week's figures against the
// week before in the account's language, and waits without SMTP for a week at most.
import { beforeEach, expect, it } from '@jest/globals';
import type { Role } from '#shared/admin-roles.ts';
import type { Language } from '#shared/constants.ts';
import type { Logger } from '#server/logger.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { createProductService } from '#server/services/product-service.ts';
import { createWeeklySummaryJob } from '#server/stats/weekly-summary-job.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { bodyText } from '../helpers/fake-smtp.ts';
import { useFakeMailing } from '../helpers/fake-mailer.ts';
import { pageView, seedPageViews } from '../helpers/page-view-rows.ts';
import { sampleSent } from '../helpers/quotation-fixture.ts';
import { manualClock } from '../helpers/rates-test-app.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { FIXED_NOW } from '../helpers/test-app.ts';

const mailing = useFakeMailing();
const products = createProductService(await readProductsFile());
const ORIGIN = 'https://www.example.mn';
const silent = { child: () => ({ info: () => undefined, warn: () => undefined, error: () => undefined }) };

// Ulaanbaatar is UTC+8. The week summed up runs from Monday 2026-03-09 to Sunday 2026-03-15, the week before from
// 2026-03-02 to 2026-03-08.
const ub = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`);
const MONDAY_9 = ub('2026-03-16', '09:00');
const TRICONE = 'tricone-bit-251mm-iadc-637';
const PDC = 'pdc-bit-216mm-5-blade';

describeEachEngine('weekly summary', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ database, store } = opened));
  beforeEach(() => {
    mailing.smtp.messages.length = 0;
  });

  /** One run's job on `on` at `at`, sending to the fake server, or with no SMTP_URL (`withoutSmtp`), or another. */
  const job = (on: Store, at: Date, smtp: 'withoutSmtp' | Mailer = mailing.mailer) =>
    createWeeklySummaryJob({
      store: on,
      mailer: smtp === 'withoutSmtp' ? undefined : smtp,
      clock: manualClock(at),
      logger: silent as unknown as Logger,
      i18n: mailing.i18n,
      productName: (slug, language) => products.findBySlug(slug, language)?.name,
      origin: ORIGIN,
      intervalMs: 60_000,
      claimMs: 60_000,
    });

  async function account(login: string, roles: Role[], contact: { email?: string; language?: Language } = {}) {
    await store.admin.addUser(login, 'hash', FIXED_NOW, roles);
    await store.admin.setContact(login, contact.email, contact.language ?? 'mn');
    return (await store.admin.findUser(login))?.id ?? -1;
  }

  /** Accounts of every kind; only saran (English) and bold (an admin, Mongolian) get the summary. */
  async function accounts() {
    const wanting = async (login: string, roles: Role[], contact: { email?: string; language?: Language }) =>
      store.admin.setWeeklySummary(await account(login, roles, contact), true);
    await wanting('saran', ['stats'], { email: 'saran@example.mn', language: 'en' });
    await wanting('bold', ['admin'], { email: 'bold@example.mn', language: 'mn' });
    await account('tuya', ['stats'], { email: 'tuya@example.mn' });
    await wanting('no-address', ['stats'], {});
    await wanting('editor', ['editor', 'inbox'], { email: 'editor@example.mn' });
    await wanting('left', ['stats'], { email: 'left@example.mn' });
    await store.admin.setDisabled('left', true, FIXED_NOW);
  }

  /** A quotation request made long before, its quotation sent on `sent` and accepted on `accepted` if given. */
  async function quotation(sent: Date, accepted?: Date) {
    const enquiryId = await store.enquiries.insertEnquiry(
      sampleEnquiry({ kind: 'quotation', createdAt: ub('2026-02-01'), items: [{ slug: TRICONE, name: '', qty: 1 }] }),
      { notify: false },
    );
    const document = sampleSent(0, 1, '', sent).document;
    const id = await store.quotations.saveDraft({ enquiryId, language: 'mn', document, login: 'bat', now: sent });
    if (id === undefined) throw new Error('no draft saved');
    await store.quotations.recordSent(sampleSent(id, 1, `Q-2026-${String(id).padStart(4, '0')}`, sent));
    if (accepted) await store.quotations.decide(id, 1, 'accepted', '', accepted);
  }

  /** The week: 1,234 views (1,100 before), 2 enquiries (4), 1 quotation sent (1), 1 accepted (0). */
  async function figures() {
    await seedPageViews(store, [
      pageView({ day: '2026-03-09', views: 1000 }),
      pageView({ day: '2026-03-11', page: 'product', item: TRICONE, views: 200 }),
      pageView({ day: '2026-03-15', page: 'product', item: PDC, language: 'en', views: 34 }),
      pageView({ day: '2026-03-02', views: 1000 }),
      pageView({ day: '2026-03-08', page: 'product', item: TRICONE, views: 100 }),
      pageView({ day: '2026-03-16', views: 5000 }),
    ]);
    for (const day of ['2026-03-09', '2026-03-15']) {
      await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: ub(day, '00:01') }), { notify: false });
    }
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-08']) {
      await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: ub(day) }), { notify: false });
    }
    await quotation(ub('2026-03-05'), ub('2026-03-12'));
    await quotation(ub('2026-03-10'));
  }

  const received = () =>
    mailing.smtp.messages
      .map((message) => ({ to: message.to.join(), text: bodyText(message.raw) }))
      .sort((a, b) => a.to.localeCompare(b.to));

  it('sends last week against the week before to each account that asked, once, from two replicas', async () => {
    await accounts();
    await figures();
    const other = await database.open();
    const runs = await Promise.all([job(store, MONDAY_9).runOnce(), job(other, MONDAY_9).runOnce()]);

    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    const [bold, saran] = received();
    expect([bold?.to, saran?.to]).toEqual(['bold@example.mn', 'saran@example.mn']);
    expect(saran?.text).toContain('2026-03-09 to 2026-03-15');
    expect(saran?.text).toContain('Views: 1,234 (+12 % on the week before)');
    expect(saran?.text).toContain('Enquiries: 2 (−50 % on the week before)');
    expect(saran?.text).toContain('Quotations sent: 1 (as many as the week before)');
    expect(saran?.text).toContain('Quotations accepted: 1 (new: none the week before)');
    expect(saran?.text).toContain(
      `1. ${products.findBySlug(TRICONE, 'en')?.name}: 200 views (+100 % on the week before)`,
    );
    expect(saran?.text).toContain(`2. ${products.findBySlug(PDC, 'en')?.name}: 34 views (new: none the week before)`);
    expect(saran?.text).toContain(`${ORIGIN}/en/admin/stats?from=2026-03-09&to=2026-03-15`);
    expect(saran?.text).toContain(`${ORIGIN}/en/admin/account`);

    expect(bold?.text).toContain('Үзэлт: 1,234 (өмнөх долоо хоногоос +12 %)');
    expect(bold?.text).toContain(
      `1. ${products.findBySlug(TRICONE, 'mn')?.name}: 200 үзэлт (өмнөх долоо хоногоос +100 %)`,
    );
    expect(bold?.text).toContain(`${ORIGIN}/admin/stats?from=2026-03-09&to=2026-03-15`);

    // The next hour's runs find the week queued and sent already.
    const later = new Date(MONDAY_9.getTime() + 60 * 60 * 1000);
    await Promise.all([job(store, later).runOnce(), job(other, later).runOnce()]);
    expect(mailing.smtp.messages).toHaveLength(2);
  });

  it('queues nothing before the week has turned at 08:00 on Monday', async () => {
    await accounts();
    for (const at of [ub('2026-03-15', '20:00'), ub('2026-03-16', '07:59')]) {
      expect(await job(store, at).runOnce()).toMatchObject({ queued: 0, sent: 0 });
    }
    expect(mailing.smtp.messages).toHaveLength(0);
  });

  it('tries a summary the SMTP server refused again after the back-off', async () => {
    await accounts();
    const refused = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'website@localhost' });
    try {
      expect(await job(store, MONDAY_9, refused).runOnce()).toMatchObject({ queued: 2, sent: 0 });
    } finally {
      refused.close();
    }
    const after = (ms: number) => new Date(MONDAY_9.getTime() + ms);
    expect(await job(store, after(10_000)).runOnce()).toMatchObject({ sent: 0 });
    expect(await job(store, after(31_000)).runOnce()).toMatchObject({ sent: 2 });
  });

  it('keeps the summaries without SMTP until it is set, and drops them a week late', async () => {
    await accounts();
    expect(await job(store, MONDAY_9, 'withoutSmtp').runOnce()).toMatchObject({ queued: 2, sent: 0 });
    // Stopped before it went: saran gets none.
    await store.admin.setWeeklySummary((await store.admin.findUser('saran'))?.id ?? -1, false);
    expect(await job(store, ub('2026-03-18', '10:00')).runOnce()).toMatchObject({ queued: 0, sent: 1 });
    expect(received().map((mail) => mail.to)).toEqual(['bold@example.mn']);

    await job(store, ub('2026-03-23', '09:00'), 'withoutSmtp').runOnce();
    const weekLate = await job(store, ub('2026-03-30', '09:00')).runOnce();
    expect(weekLate).toMatchObject({ dropped: 1, queued: 1, sent: 1 });
    expect(received().map((mail) => /stats\?from=(\S+)/.exec(mail.text)?.[1])).toEqual([
      '2026-03-09&to=2026-03-15',
      '2026-03-23&to=2026-03-29',
    ]);
  });
});
