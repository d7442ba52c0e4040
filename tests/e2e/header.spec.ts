import { expect, test, waitForHeader } from './fixtures.ts';

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('becomes fixed and active once scrolled past 80 px, and returns when scrolled back', async ({ page }) => {
    await page.goto('/en/about');
    await waitForHeader(page);
    const header = page.locator('header.site-header');

    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(40);
    await expect(header).not.toHaveClass(/is-fixed/);

    // The page under the header stays where it was: turning fixed moves nothing (no layout shift while scrolling).
    const headingTop = () =>
      page.evaluate(() => (document.querySelector('main h1')?.getBoundingClientRect().top ?? NaN) + window.scrollY);
    const before = await headingTop();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveClass(/is-fixed/);
    await expect(header).toHaveCSS('background-color', 'rgb(31, 42, 55)'); // its fixed look: dark
    expect((await header.boundingBox())?.y).toBe(0);
    expect(await headingTop()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-fixed/);
  });

  test('opens the services submenu on keyboard focus', async ({ page }) => {
    await page.goto('/en/');
    const services = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' });
    await services.focus();
    await expect(page.getByRole('link', { name: 'International Trading' }).first()).toBeVisible();
  });

  test('switches language and back, staying on the same page', async ({ page }) => {
    await page.goto('/service-single/international-trading');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    await expect(page.locator('.lang-switch')).toHaveText('EN');

    await page.getByRole('link', { name: 'View in English' }).click();
    await expect(page).toHaveURL(/\/en\/service-single\/international-trading$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International Trading');
    await expect(page.locator('.lang-switch')).toHaveText('MN');

    // The choice is remembered: a Mongolian address opened later leads to its English twin.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('link', { name: 'Монгол хэлээр үзэх' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бидний тухай');
  });

  test('leads home from the logo', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('link', { name: 'Altan Uul Trade LLC, home page' }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
  });
});

test.describe('mobile menu on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with the toggle, closes with the close icon and with Escape', async ({ page }) => {
    await page.goto('/en/about');
    await waitForHeader(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('Altan Uul Trade LLC')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps at most one submenu open and collapses the open one when clicked again', async ({ page }) => {
    await page.goto('/en/');
    await waitForHeader(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const services = menu.locator('summary', { hasText: 'Services' });
    const products = menu.locator('summary', { hasText: 'Products' });
    const servicesLink = menu.getByRole('link', { name: 'Consulting Services' });
    const productsLink = menu.getByRole('link', { name: 'Heavy Tires' });

    await services.click();
    await expect(servicesLink).toBeVisible();
    await products.click();
    await expect(productsLink).toBeVisible();
    await expect(servicesLink).toBeHidden();
    await products.click();
    await expect(productsLink).toBeHidden();
    await expect(servicesLink).toBeHidden();
  });

  test('keeps keyboard focus inside the open menu', async ({ page }) => {
    await page.goto('/en/');
    await waitForHeader(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('a tap before the header script has run opens the menu, which then closes as usual', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page loader is a module script: held, it also holds back DOMContentLoaded and load.
    await page.goto('/en/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    release();
    await waitForHeader(page);
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('closes when a link is chosen and lands on that page', async ({ page }) => {
    await page.goto('/en/');
    await waitForHeader(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.locator('summary', { hasText: 'Services' }).click();
    await menu.getByRole('link', { name: 'Transportation & Logistics' }).click();
    await expect(page).toHaveURL(/\/service-single\/transportation-logistics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transportation & Logistics');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/contact', '/products/Mining%20Equipment', '/en/404']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
