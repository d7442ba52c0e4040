import type { Page } from '@playwright/test';
import { expect, test, waitForHeader } from './fixtures.ts';

// Contact page, site search (with and without JavaScript), video page and the chat launcher.

async function searchFor(page: Page, label: string, query: string, submit: string): Promise<void> {
  const form = page.getByRole('main').getByRole('search');
  await form.getByLabel(label).fill(query);
  await form.getByRole('button', { name: submit }).click();
}

test.describe('contact page', () => {
  test('shows the address, a mailto e-mail and a tel phone, and the question form in English', async ({ page }) => {
    await page.goto('/en/contact');
    await waitForHeader(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Olympic Street 19, Sukhbaatar District')).toBeVisible();
    await expect(main.getByRole('link', { name: 'info@altanuultrade.mn' })).toHaveAttribute(
      'href',
      'mailto:info@altanuultrade.mn',
    );
    await expect(main.getByRole('link', { name: '+976 7011 2233' })).toHaveAttribute('href', 'tel:+97670112233');
    await expect(main.getByRole('heading', { level: 2, name: 'Have Any Question?' })).toBeVisible();
    for (const label of ['Name', 'Contact E-mail', 'Phone number', 'Message']) {
      const field = main.getByLabel(label, { exact: true });
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(main.getByLabel('Contact E-mail')).toHaveAttribute('type', 'email');
    await expect(main.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.9145&mlon=106\.9225/,
    );
  });

  test('shows the question form in Mongolian', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Танд асуулт байна уу?' })).toBeVisible();
    for (const label of ['Нэр', 'Холбоо барих и-мэйл', 'Утасны дугаар', 'Зурвас']) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
  });
});

test.describe('search', () => {
  test('finds a service by a Mongolian word of its name and highlights the word', async ({ page }) => {
    await page.goto('/search');
    await waitForHeader(page);
    await searchFor(page, 'Сайтаас хайх', 'ложистик', 'Хайх');
    await expect(page).toHaveURL(/\/search\?query=%D0%BB/);
    await expect(page.getByText('Хайж буй үг: ложистик')).toBeVisible();
    const result = page.getByRole('main').getByRole('link', { name: 'Тээвэр ложистик', exact: true });
    await expect(result.locator('mark')).toHaveText('ложистик');
  });

  test('finds a service by an English word of its name and highlights the word', async ({ page }) => {
    await page.goto('/en/search');
    await waitForHeader(page);
    await searchFor(page, 'Search the site', 'trading', 'Search');
    await expect(page.getByText('Searching for: trading')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText('International Trading');
    await expect(main.getByRole('link', { name: 'International Trading', exact: true }).locator('mark')).toHaveText(
      'Trading',
    );
  });

  test('asks for a word without a query, and says when nothing matches', async ({ page }) => {
    await page.goto('/en/search');
    await expect(page.getByText('Enter a word or two above to search')).toBeVisible();
    await page.goto('/en/search?query=qwertyuiop');
    await expect(page.getByText('Nothing matched “qwertyuiop”.')).toBeVisible();
    await expect(page.getByRole('main').locator('mark')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form still submits and the results are highlighted', async ({ page }) => {
      await page.goto('/en/search');
      await searchFor(page, 'Search the site', 'logistics', 'Search');
      await expect(page).toHaveURL(/\/search\?query=logistics$/);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Transportation & Logistics', exact: true }).locator('mark'),
      ).toHaveText('Logistics');
    });

    test('a Mongolian search works too', async ({ page }) => {
      await page.goto('/search');
      await searchFor(page, 'Сайтаас хайх', 'зөвлөх', 'Хайх');
      await expect(page.getByText('Хайж буй үг: зөвлөх')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Зөвлөх үйлчилгээ', exact: true }).locator('mark'),
      ).toHaveText('Зөвлөх');
    });
  });
});

test.describe('video page', () => {
  test('says the video is not available yet and offers the service page', async ({ page }) => {
    await page.goto('/en/Video/consulting-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulting Services: video');
    await expect(page.getByRole('heading', { name: 'This video is not available yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read about the service' })).toHaveAttribute(
      'href',
      '/en/service-single/consulting-services',
    );
  });
});

test.describe('chat launcher', () => {
  test('greets and opens the Messenger conversation in a new tab, docked beside scroll-to-top', async ({ page }) => {
    await page.goto('/en/about');
    const launcher = page.getByRole('link', { name: /Chat with us!/ });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('href', /^https:\/\/m\.me\/[\w.-]+$/);
    await expect(launcher).toHaveAttribute('target', '_blank');
    await expect(launcher).toHaveAttribute('rel', 'noopener noreferrer');
    // Back to top shows once the page has been scrolled: at the top there is nowhere to go back to.
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backToTop).toBeVisible();
    const chat = await launcher.boundingBox();
    const top = await backToTop.boundingBox();
    // Side by side at the right end of the bottom bar: the two never overlap.
    expect(chat && top && chat.x + chat.width <= top.x).toBe(true);
    // The greeting shows when the button is pointed at (transparent before, yet always the link's name).
    const greeting = page.getByText('Chat with us!', { exact: true });
    await expect(greeting).toHaveCSS('opacity', '0');
    await launcher.hover();
    await expect(greeting).toHaveCSS('opacity', '1');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('stays reachable in Mongolian in the bottom bar, over no page content and beside the ticker', async ({
      page,
    }) => {
      await page.goto('/contact');
      const launcher = page.getByRole('link', { name: /Бидэнтэй чатлаарай!/ });
      await expect(launcher).toBeVisible();
      const box = await launcher.boundingBox();
      const figures = await page
        .getByRole('complementary', { name: 'Валютын ханш' })
        .locator('.ticker__viewport')
        .boundingBox();
      // In the 30 px bar at the bottom, which the page keeps clear of content, right of the ticker's figures (the
      // bar itself runs under it to the screen's edge).
      expect(box && box.y >= 740 - 30 && box.y + box.height <= 740).toBe(true);
      expect(box && figures && figures.x + figures.width <= box.x).toBe(true);
    });
  });
});
