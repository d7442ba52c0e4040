import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, type Lng, officeMenu, ownOffice } from './own-office.ts';

// The office's schedule as an editor uses it (docs/content.md, "Scheduling"): on a phone in Mongolian, a product's
// new price saved as a draft and scheduled for the next minute; on a desk screen in English, another product
// scheduled to be hidden at the same minute. A visitor then sees both happen, without anyone touching the office.
// The runner's rules (once across replicas, stale drafts, restarts) are tested in jest
// (tests/integration/office-schedule*.test.ts); here it looks every second, so the wait is the minute itself.

const { at, signIn } = ownOffice({ SCHEDULE_INTERVAL_MS: '1000' });

const PRICED = { id: 1, slug: 'tricone-bit-251mm-iadc-637' };
const HIDDEN = { id: 2, slug: 'tricone-bit-311mm-iadc-517', name: 'Tricone Bit 12 1/4" (311 mm) IADC 517' };

/** A whole minute at least 20 s from now (so the form is sent before it), as Ulaanbaatar's date and time. */
function nextMinute(): { date: string; time: string } {
  const minute = 60_000;
  const runAt = new Date(Math.ceil((Date.now() + 20_000) / minute) * minute);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ulaanbaatar',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(runAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Fills the item page's schedule form `legend` (publish or hide) with `when` and sends it. */
async function schedule(page: Page, lng: Lng, legend: 'publishAt' | 'hideAt', when: { date: string; time: string }) {
  const t = adminText(lng);
  const group = page.getByRole('group', { name: t(`schedule.form.${legend}`), exact: true });
  await group.getByLabel(t('schedule.form.date'), { exact: true }).fill(when.date);
  await group.getByLabel(t('schedule.form.time'), { exact: true }).fill(when.time);
  await page
    .locator('form', { has: group })
    .getByRole('button', { name: t('schedule.form.submit') })
    .click();
  await expect(page.getByRole('heading', { name: t('schedule.form.heading'), exact: true })).toBeVisible();
}

/** What a visitor (no session) reads at `pathname`: the answer's status and the main text, spaces made plain. */
async function visitorReads(browser: Browser, pathname: string): Promise<{ status: number; text: string }> {
  const visitor = await browser.newPage();
  const response = await visitor.goto(at(pathname));
  const text = (await visitor.locator('main').textContent())?.replace(/\s+/g, ' ') ?? '';
  await visitor.close();
  return { status: response?.status() ?? 0, text };
}

test('a price change and a hide scheduled for the next minute happen by themselves', async ({ browser }) => {
  // The minute itself, then the runner's look: well within this on a machine four times slower.
  test.setTimeout(300_000);
  const when = nextMinute();

  // On a phone, in Mongolian: the new price as a draft, scheduled.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  const mn = adminText('mn');
  await signIn(phone, 'mn', 'writer');
  await phone.goto(at(`/admin/products/${PRICED.id}`));
  await phone.getByLabel(mn('products.fields.price'), { exact: true }).fill('8 400');
  await phone.getByRole('button', { name: mn('texts.saveDraft') }).click();
  await expect(phone.getByText(mn('products.notices.draftSaved'))).toBeVisible();
  await schedule(phone, 'mn', 'publishAt', when);
  await expect(phone.getByText(`${mn('schedule.actions.publish')}: ${when.date} ${when.time}`)).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);

  // On a desk screen, in English: another product to be hidden at the same minute, seen on the schedule page.
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const en = adminText('en');
  await signIn(desk, 'en', 'writer');
  await desk.goto(at(`/en/admin/products/${HIDDEN.id}`));
  await schedule(desk, 'en', 'hideAt', when);
  await officeMenu(desk);
  await desk.getByRole('link', { name: en('nav.schedule'), exact: true }).click();
  const waiting = desk.getByRole('table').first();
  await expect(waiting.getByRole('row', { name: new RegExp(en('schedule.actions.hide')) })).toContainText(HIDDEN.name);
  expect(await axeViolations(desk)).toEqual([]);

  // Before the minute the visitor sees today's price and the product; after it, the new price and no product.
  expect((await visitorReads(browser, `/en/shop-single/${PRICED.slug}`)).text).toContain('$7,850');
  await expect
    .poll(async () => (await visitorReads(browser, `/en/shop-single/${PRICED.slug}`)).text, { timeout: 240_000 })
    .toContain('$8,400');
  await expect
    .poll(async () => (await visitorReads(browser, `/en/shop-single/${HIDDEN.slug}`)).status, { timeout: 60_000 })
    .toBe(404);
  expect((await visitorReads(browser, '/en/products/')).text).not.toContain(HIDDEN.name);

  // Both are done on the schedule page, and the publish is a revision by the account that set it.
  await desk.reload();
  await expect(desk.getByText(en('schedule.empty'))).toBeVisible();
  await desk.goto(at(`/en/admin/products/${PRICED.id}`));
  await expect(desk.getByText(/writer/).first()).toBeVisible();
  await phone.context().close();
  await desk.context().close();
});
