import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fieldIn, fillInBoth, officeMenu, ownOffice, saveDraftAndPreview } from './own-office.ts';

// The office keeps the site's lists as an editor would: on a phone in Mongolian, add a team member and see their
// card on the about page and their own page in both languages, then hide them; on a desk screen in English, change
// a testimonial, preview it and see the home page change. Other specs read the shipped lists, so this one runs on
// a server of its own (own-office.ts).
// Its time: a server of its own (own-office.ts) and four journeys that each sign in and publish.

const { at, signIn, openList } = ownOffice();

test('an editor on a phone adds a team member in both languages, who gets a card and a page, then hides them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const t = adminText('mn');
  await signIn(page, 'mn', 'writer');
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.lists'), exact: true }).click();
  await page.getByRole('link', { name: t('collections.team.title'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('collections.team.title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: t('collections.team.add') }).click();
  expect(await axeViolations(page)).toEqual([]);

  const inBoth = (field: string, mn: string, en: string) =>
    fillInBoth(page, t, t(`collections.team.fields.${field}`), mn, en);
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
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.lists'), exact: true }).click();
  await page.getByRole('link', { name: t('collections.testimonials.title'), exact: true }).click();
  await page.getByRole('link', { name: 'Sukhbat Lkhagvasuren', exact: true }).click();
  const quote = fieldIn(page, t('collections.testimonials.fields.quote'), t('languages.en'));
  await quote.fill('Thirty per cent more metres per bit, every bench.');
  const english = page.getByRole('link', { name: /English/ }).first();
  const preview = await saveDraftAndPreview(page, t, 'collections', english);
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

test('on a desk screen in English an editor sets a skill to any percentage, refused above 100, and sees the bar follow', async ({
  page,
  browser,
}) => {
  const t = await openList(page, 'en', 'skills', 1280);
  await page.getByRole('link', { name: 'Deliveries on the promised date', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
  const percent = page.getByLabel(t('collections.skills.fields.percent'), { exact: true });
  await percent.fill('150');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.skills.errors.percent'), { exact: true })).toBeVisible();
  await percent.fill('40');
  await fieldIn(page, t('collections.skills.fields.label'), t('languages.en')).fill('Deliveries on time');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.published'))).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(at('/en/'));
  const bar = visitor.getByRole('progressbar', { name: 'Deliveries on time' });
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  // The fill is drawn 40% of the track's width, with no style attribute (the CSP would refuse one).
  const track = await bar.boundingBox();
  const fill = await bar.locator('rect').boundingBox();
  expect((fill?.width ?? 0) / (track?.width ?? 1)).toBeCloseTo(0.4, 2);
  await expect(visitor.getByRole('progressbar')).toHaveCount(3);
  await visitor.close();
});

test('an editor on a phone in Mongolian rewrites the rental offer of the product plan page, then hides it', async ({
  page,
  browser,
}) => {
  const t = await openList(page, 'mn', 'plans', 375);
  await page.getByRole('link', { name: 'Уян хатан нөхцөлтэй тоног төхөөрөмжийн түрээс', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
  await fieldIn(page, t('collections.plans.fields.title'), t('languages.mn')).fill('Улирлын түрээс');
  await fieldIn(page, t('collections.plans.fields.title'), t('languages.en')).fill('Seasonal rental');
  await fieldIn(page, t('collections.plans.fields.points'), t('languages.mn')).fill('Өвлийн улирал\nЗуны улирал');
  await fieldIn(page, t('collections.plans.fields.points'), t('languages.en')).fill('Winter season\nSummer season');
  await page
    .getByLabel(t('collections.plans.fields.icon'), { exact: true })
    .selectOption({ label: t('collections.plans.options.icon.clock') });
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.published'))).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(at('/productgrouppage'));
  const offer = visitor.getByRole('article', { name: 'Улирлын түрээс' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('listitem')).toHaveText(['Өвлийн улирал', 'Зуны улирал']);
  await visitor.goto(at('/en/productgrouppage#rental'));
  await expect(visitor.getByRole('article', { name: 'Seasonal rental' })).toBeInViewport();

  await page.getByRole('button', { name: t('products.hide'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.hidden'))).toBeVisible();
  await visitor.goto(at('/productgrouppage'));
  await expect(visitor.getByRole('article', { name: 'Улирлын түрээс' })).toHaveCount(0);
  await expect(visitor.getByRole('article', { name: 'Техникийн дэмжлэг, засвар үйлчилгээ' })).toBeVisible();
  await visitor.close();
});
