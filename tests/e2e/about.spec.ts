import { expect, test, waitForHeader } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

const ABOUT = {
  en: {
    h1: 'About us',
    aboutHeading: 'Mining supply and trade expertise, based in Ulaanbaatar',
    ceo: 'Batbayar Dorj',
    ceoTitle: 'Founder and Consultant',
    team: 'Experienced people behind every delivery',
    members: ['Batbayar Dorj', 'Oyunchimeg Bold', 'Ganzorig Tsend'],
    roles: ['Founder and Consultant', 'Partner and Consultant', 'Partner and Consultant'],
    services: 'Services for the whole supply chain',
    facts: 'Experience you can rely on',
  },
  mn: {
    h1: 'Бидний тухай',
    aboutHeading: 'Улаанбаатарт төвтэй уул уурхайн хангамж, худалдааны мэргэжлийн баг',
    ceo: 'Доржийн Батбаяр',
    ceoTitle: 'Үүсгэн байгуулагч, зөвлөх',
    team: 'Нийлүүлэлт бүрийн ард туршлагатай хамт олон',
    members: ['Доржийн Батбаяр', 'Болдын Оюунчимэг', 'Цэндийн Ганзориг'],
    roles: ['Үүсгэн байгуулагч, зөвлөх', 'Түнш, зөвлөх', 'Түнш, зөвлөх'],
    services: 'Нийлүүлэлтийн бүх шатны үйлчилгээ',
    facts: 'Найдаж болох туршлага',
  },
} as const;

for (const lng of ['en', 'mn'] as const) {
  const texts = ABOUT[lng];

  test(`about page shows the CEO card, the team and the services in ${lng}`, async ({ page }) => {
    await page.goto(withLanguage('/about', lng));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);
    const about = page.getByRole('region', { name: texts.aboutHeading });
    await expect(about.getByText(texts.ceo, { exact: true })).toBeVisible();
    await expect(about.getByText(texts.ceoTitle)).toBeVisible();
    await expect(about.getByRole('blockquote')).toBeVisible();

    const team = page.getByRole('region', { name: texts.team });
    await expect(team.getByRole('listitem')).toHaveCount(3);
    for (const [index, name] of texts.members.entries()) {
      const card = team.getByRole('listitem').nth(index);
      await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(card.getByText(texts.roles[index] ?? '', { exact: true })).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute('width', '480');
    }

    await expect(page.getByRole('region', { name: texts.services }).getByRole('link')).toHaveCount(3);
  });

  test(`about counters reach the company's figures, the home page's, in ${lng}`, async ({ page }) => {
    await page.goto(withLanguage('/about', lng));
    const facts = page.getByRole('region', { name: texts.facts });
    await facts.scrollIntoViewIfNeeded();
    await page.locator('[data-island="fun-facts"][data-hydrated]').waitFor({ state: 'attached' });
    const targets = ['300+', '50', '360+', '21'];
    await expect(facts.getByRole('listitem')).toHaveCount(targets.length);
    for (const [index, target] of targets.entries()) {
      await expect(facts.getByRole('listitem').nth(index).locator('[aria-hidden="true"]')).toHaveText(target);
    }
  });
}

test('a team card opens the member page, which links to contact and to the other members', async ({ page }) => {
  await page.goto('/en/about');
  await waitForHeader(page);
  await page.getByRole('link', { name: 'Oyunchimeg Bold' }).click();
  await expect(page).toHaveURL(/\/team\/oyunchimeg-bold$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oyunchimeg Bold');
  await expect(page.getByRole('heading', { level: 2, name: 'Biography' })).toBeVisible();
  await expect(page.getByText('Trade finance and letters of credit')).toBeVisible();

  const others = page.getByRole('region', { name: 'Meet the rest of the team' });
  await expect(others.getByRole('link')).toHaveText(['Batbayar Dorj', 'Ganzorig Tsend']);

  await page.getByRole('link', { name: 'Contact us' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the member page speaks Mongolian by default', async ({ page }) => {
  const response = await page.goto('/team/batbayar-dorj');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доржийн Батбаяр');
  await expect(page.getByRole('heading', { level: 2, name: 'Намтар' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Мэргэшсэн чиглэл' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Бидэнтэй холбогдох' })).toHaveAttribute('href', '/contact');
});

test('an unknown member answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/en/team/no-such-person');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found!');
});

test.describe('about page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('has no horizontal scrolling in Mongolian', async ({ page }) => {
    for (const path of ['/about', '/team/ganzorig-tsend', '/']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
