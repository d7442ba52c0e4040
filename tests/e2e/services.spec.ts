import { expect, test, waitForHeader } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// Services index, service detail (docs/specification.md §2), the unknown-service page and the Product Plan page, in
// both languages.
const TEXT = {
  mn: {
    services: 'Үйлчилгээ',
    consulting: 'Зөвлөх үйлчилгээ',
    trading: 'Олон улсын худалдаа',
    logistics: 'Тээвэр ложистик',
    how: 'Бид тантай хэрхэн ажилладаг вэ',
    capabilities: 'Бидний санал болгох зүйлс',
    process: 'Ажлын үе шат',
    gallery: 'Зургийн цомог',
    related: 'Холбогдох үйлчилгээ',
    approach: 'Бидний хандлага',
    video: 'Видео үзэх',
    videoMissing: 'Энэ видео одоогоор бэлэн болоогүй байна',
    notFound: 'Үйлчилгээ олдсонгүй',
    notFoundText: 'Таны хайсан үйлчилгээ олдсонгүй.',
    backHome: 'Нүүр хуудас руу буцах',
    labels: ['Нэр', 'Холбоо барих и-мэйл', 'Утасны дугаар', 'Үйлчилгээ', 'Тайлбар'],
    submit: 'Хүсэлт илгээх',
    plan: 'Бүтээгдэхүүний төрөл',
    rental: 'Уян хатан нөхцөлтэй тоног төхөөрөмжийн түрээс',
    support: 'Техникийн дэмжлэг, засвар үйлчилгээ',
  },
  en: {
    services: 'Services',
    consulting: 'Consulting Services',
    trading: 'International Trading',
    logistics: 'Transportation & Logistics',
    how: 'How we work with you',
    capabilities: 'What we offer',
    process: 'Work process',
    gallery: 'Gallery',
    related: 'Related services',
    approach: 'Our approach',
    video: 'Watch the video',
    videoMissing: 'This video is not available yet',
    notFound: 'Service Not Found',
    notFoundText: 'The requested service could not be found.',
    backHome: 'Back to Home',
    labels: ['Name', 'Contact E-mail', 'Phone number', 'Service', 'Note'],
    submit: 'Send request',
    plan: 'Product Plan',
    rental: 'Flexible equipment rental',
    support: 'Technical support and maintenance',
  },
} as const;

for (const lng of ['mn', 'en'] as const) {
  const text = TEXT[lng];

  test.describe(`services in ${lng}`, () => {
    test('the services index links to every service and ends with a way to get in touch', async ({ page }) => {
      await page.goto(withLanguage('/service', lng));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.services);
      const main = page.getByRole('main');
      for (const title of [text.consulting, text.trading, text.logistics]) {
        await expect(main.getByRole('link', { name: title, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('heading', { level: 2, name: text.how })).toBeVisible();
      await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).not.toHaveCount(
        0,
      );
      await main.getByRole('link', { name: text.consulting, exact: true }).click();
      await expect(page).toHaveURL(/\/service-single\/consulting-services$/);
    });

    test('a service page shows every part of the service, related services and its form', async ({ page }) => {
      await page.goto(withLanguage('/service-single/international-trading', lng));
      await waitForHeader(page);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.trading);

      const capabilities = main.getByRole('region', { name: text.capabilities });
      await expect(capabilities.getByRole('listitem')).toHaveCount(5);
      const process = main.getByRole('region', { name: text.process });
      await expect(process.getByRole('heading', { level: 3 })).toHaveCount(5);
      await expect(main.getByRole('region', { name: text.gallery }).getByRole('img')).toHaveCount(2);
      await expect(main.getByRole('region', { name: text.approach })).not.toBeEmpty();

      const related = page.getByRole('navigation', { name: text.related });
      await expect(related.getByRole('link')).toHaveText([text.consulting, text.logistics]);

      for (const label of text.labels) await expect(main.getByLabel(label, { exact: true })).toBeVisible();
      await expect(main.getByLabel(text.labels[3], { exact: true })).toHaveValue('international-trading');
      await expect(main.getByLabel(text.labels[1], { exact: true })).toHaveAttribute('type', 'email');
      await expect(main.getByRole('button', { name: text.submit })).toBeVisible();
    });

    test('a service page links to its video page, which says the video is not available yet', async ({ page }) => {
      await page.goto(withLanguage('/service-single/transportation-logistics', lng));
      await page.getByRole('main').getByRole('link', { name: text.video }).click();
      await expect(page).toHaveURL(/\/Video\/transportation-logistics$/);
      await expect(page.getByRole('heading', { level: 2, name: text.videoMissing })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
    });

    test('an unknown service answers 404 with its own message and a link home', async ({ page }) => {
      const response = await page.goto(withLanguage('/service-single/space-mining', lng));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expect(page.getByText(text.notFoundText)).toBeVisible();
      await page.getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the product plan page adds equipment rental and technical support', async ({ page }) => {
      await page.goto(withLanguage('/productgrouppage', lng));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.plan);
      await expect(page.getByRole('heading', { level: 3, name: text.rental })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: text.support })).toBeVisible();
    });
  });
}

test.describe('service page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the screen in Mongolian, the longer language', async ({ page }) => {
    await page.goto('/service-single/transportation-logistics');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
