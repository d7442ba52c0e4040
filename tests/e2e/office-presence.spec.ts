import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fieldIn, ownOffice, type Lng } from './own-office.ts';

// Two editors on one product (docs/content.md, "Presence and autosave"): one on a phone in Mongolian, the other on a
// desk screen in English. Each sees the other "also editing now"; the first types and sees the draft saved by
// itself; the second, who opened the page before that draft, has their autosave and then their Save refused, naming
// the first, with what they typed kept. The heartbeat is sent every half second here, so the test waits for what
// the pages show; the rules (a minute's lapse, replicas, stale saves) are tested in jest
// (tests/integration/office-presence.test.ts).

const { at, signIn } = ownOffice({ PRESENCE_HEARTBEAT_MS: '500' }, { reviewer: true });

const PRODUCT = 3;

/** A text's template as a pattern: each {{placeholder}} any run of characters. */
const shape = (template: string) =>
  new RegExp(template.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+'));

/** Signs `login` in on a screen `width` wide and opens the product's page, its islands live; the page's texts. */
async function openProduct(browser: Browser, lng: Lng, login: 'writer' | 'reviewer', width: number) {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await signIn(page, lng, login);
  await page.goto(at(`${lng === 'en' ? '/en' : ''}/admin/products/${PRODUCT}`));
  await expect(page.locator('[data-island="edit-presence"][data-hydrated]')).toHaveCount(2);
  return { page, t: adminText(lng) };
}

const nameField = (page: Page, t: (key: string) => string, lng: Lng) =>
  fieldIn(page, t('products.fields.name'), t(`languages.${lng}`));

test('two editors of one product see each other, and the later draft is never overwritten', async ({ browser }) => {
  const phone = await openProduct(browser, 'mn', 'writer', 390);
  const desk = await openProduct(browser, 'en', 'reviewer', 1366);
  const editing = (t: (key: string) => string, login: string) =>
    shape(t('editing.alsoEditing').replace('{{names}}', t('editing.editor').replace('{{login}}', login)));

  // Each sees the other, the one who came first from the page itself, the other from the next heartbeat.
  await expect(desk.page.getByText(editing(desk.t, 'writer'))).toBeVisible();
  await expect(phone.page.getByText(editing(phone.t, 'reviewer'))).toBeVisible();
  expect(await axeViolations(phone.page)).toEqual([]);
  expect(await axeViolations(desk.page)).toEqual([]);

  // The phone's editor types: a few seconds later the draft is saved, and says so beside the buttons.
  await nameField(phone.page, phone.t, 'mn').fill('Шарошкан хошуу, утаснаас');
  await expect(
    phone.page.getByRole('status').filter({ hasText: shape(phone.t('editing.autosave.saved')) }),
  ).toBeVisible();

  // The desk's editor opened the page before that draft: their autosave is refused, naming the writer, and stops.
  await expect(desk.page.getByText(shape(desk.t('editing.newerDraft')))).toBeVisible();
  await nameField(desk.page, desk.t, 'en').fill('Tricone bit, from the desk');
  const refused = desk.t('editing.autosave.newer').replace('{{by}}', 'writer');
  await expect(desk.page.getByRole('status').filter({ hasText: refused })).toBeVisible();
  await expect(nameField(desk.page, desk.t, 'en')).toHaveValue('Tricone bit, from the desk');

  // Their Save is refused too, the page again with what they typed and whose draft it kept.
  await desk.page.getByRole('button', { name: desk.t('texts.saveDraft') }).click();
  await expect(desk.page.getByRole('alert')).toHaveText(shape(desk.t('editing.draftConflict')));
  await expect(desk.page.getByRole('alert')).toContainText('writer');
  await expect(nameField(desk.page, desk.t, 'en')).toHaveValue('Tricone bit, from the desk');
  await expect(desk.page.getByText(shape(desk.t('editing.draftBy')))).toBeVisible();

  // The writer's draft is as they typed it.
  await phone.page.reload();
  await expect(nameField(phone.page, phone.t, 'mn')).toHaveValue('Шарошкан хошуу, утаснаас');
});
