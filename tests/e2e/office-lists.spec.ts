import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fieldIn, ownOffice } from './own-office.ts';

// The office keeps the site's lists as an editor would: on a phone in Mongolian, add a team member and see their
// card on the about page and their own page in both languages, then hide them; on a desk screen in English, change
// a testimonial, preview it and see the home page change. Other specs read the shipped lists, so this one runs on
// a server of its own (own-office.ts).

const { at, signIn } = ownOffice();

test('an editor on a phone adds a team member in both languages, who gets a card and a page, then hides them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const t = adminText('mn');
  await signIn(page, 'mn', 'writer');
  await page.getByRole('link', { name: t('nav.team'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('collections.team.title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: t('collections.team.add') }).click();
  expect(await axeViolations(page)).toEqual([]);

  const inBoth = async (field: string, mn: string, en: string) => {
    await fieldIn(page, t(`collections.team.fields.${field}`), t('languages.mn')).fill(mn);
    await fieldIn(page, t(`collections.team.fields.${field}`), t('languages.en')).fill(en);
  };
  await inBoth('name', 'Сарангэрэл Дорж', 'Sarangerel Dorj');
  await inBoth('role', 'Борлуулалтын менежер', 'Sales Manager');
  await inBoth('alt', 'Сарангэрэлийн хөрөг зураг', 'Portrait of Sarangerel Dorj');
  await inBoth('biography', 'Дугуйн **борлуулалт** хариуцна.', 'Leads **tyre sales**.');
  await inBoth('expertise', 'Дугуй\nХошуу', 'Tyres\nDrill bits');
  await page.getByLabel(t('collections.team.fields.image'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t('collections.team.fields.email'), { exact: true }).fill('sarangerel@altanuultrade.mn');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.published'))).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(at('/about'));
  await expect(visitor.getByRole('link', { name: 'Сарангэрэл Дорж' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Сарангэрэл Дорж' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Сарангэрэл Дорж' })).toBeVisible();
  await expect(visitor.locator('main strong', { hasText: 'борлуулалт' })).toBeVisible();
  await visitor.goto(at('/en/team/sarangerel-dorj'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sarangerel Dorj' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'sarangerel@altanuultrade.mn' })).toBeVisible();

  await page.getByRole('button', { name: t('products.hide'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.hidden'))).toBeVisible();
  const gone = await visitor.goto(at('/en/team/sarangerel-dorj'));
  expect(gone?.status()).toBe(404);
  await visitor.goto(at('/en/about'));
  await expect(visitor.getByRole('link', { name: 'Sarangerel Dorj' })).toHaveCount(0);
  await visitor.close();
});

test('on a desk screen in English an editor previews a testimonial and publishes it to the home page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const t = adminText('en');
  await signIn(page, 'en', 'writer');
  await page.getByRole('link', { name: t('nav.testimonials'), exact: true }).click();
  await page.getByRole('link', { name: 'Sukhbat Lkhagvasuren', exact: true }).click();
  const quote = fieldIn(page, t('collections.testimonials.fields.quote'), t('languages.en'));
  await quote.fill('Thirty per cent more metres per bit, every bench.');
  await page.getByRole('button', { name: t('texts.saveDraft') }).click();
  await expect(page.getByText(t('collections.notices.draftSaved'))).toBeVisible();
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: /English/ })
      .first()
      .click(),
  ]);
  await expect(preview.getByText('Thirty per cent more metres per bit, every bench.')).toBeVisible();
  await preview.close();

  const visitor = await browser.newPage();
  await visitor.goto(at('/en/'));
  await expect(visitor.getByText('Thirty per cent more metres per bit, every bench.')).toHaveCount(0);
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.published'))).toBeVisible();
  await visitor.goto(at('/en/'));
  await expect(visitor.getByText('Thirty per cent more metres per bit, every bench.')).toBeVisible();
  await visitor.close();
});
