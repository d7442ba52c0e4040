import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { axeViolations, expect, settled, test, useIsland } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// docs/specification.md §2/§4/§8 product catalogue: filter and paging (with and without script, the address following),
// the product popup (three ways in, three ways out, focus trapped and returned), the quotation modal (checks,
// sending, success closing after 2 s, failure staying open) and the fetch states, in both languages.
// Its time: one page load per journey, the popup and quotation modal each opened as a visitor opens them; the
// quotation closes on its own 2 s timer.

interface DataProduct {
  slug: string;
  category: string;
  name: { mn: string; en: string };
}
const PRODUCTS = JSON.parse(readFileSync('data/products.json', 'utf8')) as DataProduct[];
const inCategory = (category: string) => PRODUCTS.filter((product) => product.category === category);

const TEXT = {
  mn: {
    category: 'Ангилал',
    order: 'Эрэмбэ',
    rateNote: '2026-03-15 өдрийн ханшаар хөрвүүлэв: $1 = ₮3,450.12.',
    options: ['Бүгд', 'Өрмийн хошуу', 'Уул уурхайн тоног төхөөрөмж', 'Хүнд даацын дугуй'],
    show: 'Харуулах',
    details: 'Дэлгэрэнгүй',
    save: 'Хадгалах',
    compare: 'Харьцуулах',
    close: 'Хаах',
    quote: 'Үнийн санал авах',
    page: (n: number) => `${n}-р хуудас`,
    summary: (from: number, to: number, total: number) => `${from}–${to} / нийт ${total} бүтээгдэхүүн`,
    loading: 'Түр хүлээнэ үү...',
    cantReach: 'Сервертэй холбогдож чадсангүй: 503',
    backendError: 'Серверээс мэдээлэл авахад алдаа гарлаа.',
    empty: 'Бүтээгдэхүүн олдсонгүй.',
    fields: { name: 'Нэр', email: 'Холбоо барих и-мэйл', phone: 'Утасны дугаар' },
    submit: 'Хүсэлт илгээх',
    sending: 'Илгээж байна...',
    submitted: 'Баярлалаа! Таны үнийн санал авах хүсэлтийг хүлээн авлаа. Бид тантай удахгүй холбогдоно.',
    nameRequired: 'Нэрээ оруулна уу',
    mm: 'мм',
  },
  en: {
    category: 'Category',
    order: 'Order',
    rateNote: 'Converted at ₮3,450.12 per $ on 2026-03-15.',
    options: ['All', 'Mining Drills', 'Mining Equipment', 'Heavy Tires'],
    show: 'Show',
    details: 'Details',
    save: 'Save to wishlist',
    compare: 'Compare',
    close: 'Close',
    quote: 'Request a quotation',
    page: (n: number) => `Page ${n}`,
    summary: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} products`,
    loading: 'Please wait...',
    cantReach: "Can't reach: 503",
    backendError: 'Error getting data from the server.',
    empty: 'No products found.',
    fields: { name: 'Name', email: 'Contact E-mail', phone: 'Phone number' },
    submit: 'Send request',
    sending: 'Sending...',
    submitted: 'Thank you! Your quotation request has been received. We will contact you shortly.',
    nameRequired: 'Name is required',
    mm: 'mm',
  },
} as const;

async function openCatalogue(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await useIsland(page, 'catalogue');
}

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Drops the browser's own report of an answer the test chose to fail, which is not an error of the page. */
function forgive(consoleErrors: string[], pattern: RegExp): void {
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (pattern.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
}

/** A promise the test resolves when it lets a held request go on. */
function gate(): { opened: Promise<unknown>; open: () => void } {
  let open: (value?: unknown) => void = () => undefined;
  const opened = new Promise((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

// The quotation's, the order's and the fetch states' tests each run in one language, the languages taking turns:
// they behave alike in both, and their texts come from locales/, complete in both (tests/unit/locales.test.ts).
const IN = {
  quotationChecks: 'en',
  quotationSent: 'mn',
  quotationRefused: 'en',
  order: 'mn',
  loading: 'mn',
  cantReach: 'en',
  failed: 'mn',
  empty: 'en',
} as const;

for (const lng of ['mn', 'en'] as const) {
  const text = TEXT[lng];
  /** Defines the test `name` in its own language only. */
  const inOwnLanguage = (name: keyof typeof IN, define: () => void) => IN[name] === lng && define();
  const name = (product: DataProduct | undefined) => product?.name[lng] ?? '';
  const tyres = inCategory('Heavy Tires');

  // Mongolian on a phone, English on a desk screen: each language and each width, without every combination.
  for (const width of [lng === 'mn' ? 375 : 1280]) {
    test.describe(`catalogue in ${lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('filters by category and pages in place, the address following, and back goes back', async ({ page }) => {
        await openCatalogue(page, withLanguage('/products/', lng));
        const select = page.getByLabel(text.category);
        await expect(select.locator('option')).toHaveText([...text.options]);
        await expect(page.getByRole('button', { name: text.show })).toHaveCount(0);
        await expect(cards(page)).toHaveCount(6);

        await select.selectOption('Heavy Tires');
        await expect(page).toHaveURL(/\/products\/Heavy%20Tires$/);
        await expect(card(page, name(tyres[0]))).toBeVisible();
        await expect(cards(page)).toHaveCount(6);
        await expect(page.getByText(text.summary(1, 6, 12))).toBeVisible();

        const pager = page.getByRole('navigation', {
          name: lng === 'mn' ? 'Каталогийн хуудаснууд' : 'Catalogue pages',
        });
        await pager.getByRole('link', { name: text.page(2) }).click();
        await expect(page).toHaveURL(/\/products\/Heavy%20Tires\?page=2$/);
        await expect(card(page, name(tyres[6]))).toBeVisible();
        await expect(pager.getByRole('link', { name: text.page(2) })).toHaveAttribute('aria-current', 'page');

        // docs/specification.md §4: a new category starts again at page 1.
        await select.selectOption('');
        await expect(page).toHaveURL(/\/products\/$/);
        await expect(card(page, name(PRODUCTS[0]))).toBeVisible();

        await page.goBack();
        await expect(page).toHaveURL(/\?page=2$/);
        await expect(card(page, name(tyres[6]))).toBeVisible();
        await expect(select).toHaveValue('Heavy Tires');
        await page.goBack();
        await expect(card(page, name(tyres[0]))).toBeVisible();
      });

      test('opens the popup from the image, the name and Details; closes it by ×, the overlay and Escape', async ({
        page,
      }) => {
        await openCatalogue(page, withLanguage('/products/Heavy%20Tires', lng));
        const product = tyres[1];
        const item = card(page, name(product));
        const dialog = page.getByRole('dialog', { name: name(product) });
        const nameLink = item.getByRole('link', { name: name(product), exact: true }).last();
        const details = item.getByRole('link', { name: text.details });

        await item.getByRole('img', { name: name(product) }).click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(text.mm).first()).toBeVisible();
        await dialog.getByRole('button', { name: text.close }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/products\/Heavy%20Tires$/);

        await nameLink.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(4, 4);
        await expect(dialog).toBeHidden();
        await expect(nameLink).toBeFocused();

        await details.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(details).toBeFocused();
      });

      test('saving or comparing a product moves no button on any card', async ({ page }) => {
        await openCatalogue(page, withLanguage('/products/', lng));
        // Where each card's buttons stand within it: a row of cards stays aligned while this holds.
        const layout = () =>
          cards(page).evaluateAll((items) =>
            items.map((item) => {
              const top = item.getBoundingClientRect().top;
              const buttons = [...item.querySelectorAll('a.button, button')];
              return buttons.map((button) => Math.round(button.getBoundingClientRect().top - top)).join();
            }),
          );
        const before = await layout();
        await card(page, name(PRODUCTS[0])).getByRole('button', { name: text.save }).click();
        await card(page, name(PRODUCTS[1])).getByRole('button', { name: text.compare }).click();
        await expect(card(page, name(PRODUCTS[0])).getByRole('button', { pressed: true })).toHaveCount(1);
        await expect(card(page, name(PRODUCTS[1])).getByRole('button', { pressed: true })).toHaveCount(1);
        expect(await layout()).toEqual(before);
      });

      test('keeps focus inside the popup, locks the page scroll, and passes axe while open', async ({ page }) => {
        await openCatalogue(page, withLanguage('/products/', lng));
        const product = PRODUCTS[0];
        await card(page, name(product)).getByRole('link', { name: text.details }).click();
        const dialog = page.getByRole('dialog', { name: name(product) });
        await expect(dialog.getByRole('button', { name: text.close })).toBeFocused();
        for (let step = 0; step < 4; step++) {
          await page.keyboard.press('Tab');
          await expect(dialog.locator(':focus')).toHaveCount(1);
        }
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test.describe(`quotation in ${lng}`, () => {
    const product = PRODUCTS[0];

    async function openQuotation(page: Page): Promise<Locator> {
      await openCatalogue(page, withLanguage('/products/', lng));
      await card(page, name(product)).getByRole('link', { name: text.details }).click();
      await page
        .getByRole('dialog', { name: name(product) })
        .getByRole('button', { name: text.quote })
        .click();
      const modal = page.getByRole('dialog', { name: text.quote });
      await expect(modal).toBeVisible();
      return modal;
    }

    async function fill(modal: Locator): Promise<void> {
      await modal.getByLabel(text.fields.name).fill('Бат-Эрдэнэ');
      await modal.getByLabel(text.fields.email).fill('bat@example.mn');
      await modal.getByLabel(text.fields.phone).fill('+976 9911 2233');
      await modal.locator('input[name="consent"]').check();
    }

    inOwnLanguage('quotationChecks', () =>
      test('checks the fields in the browser, marks the missing ones and passes axe', async ({ page }) => {
        const modal = await openQuotation(page);
        await expect(modal.getByLabel(text.fields.email)).toHaveAttribute('type', 'email');
        await expect(modal.getByLabel(text.fields.phone)).toHaveAttribute('inputmode', 'numeric');
        await modal.getByRole('button', { name: text.submit }).click();
        await expect(modal.getByText(text.nameRequired)).toBeVisible();
        await expect(modal.getByLabel(text.fields.name)).toHaveAttribute('aria-invalid', 'true');
        await expect(modal.getByLabel(text.fields.name)).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
      }),
    );

    inOwnLanguage('quotationSent', () =>
      test('sends the quotation, shows Sending..., then the submitted message, clears and closes after 2 s', async ({
        page,
      }) => {
        const held = gate();
        let sent: Request | undefined;
        await page.route('**/api/contact?*', async (route) => {
          sent = route.request();
          await held.opened;
          await route.fulfill({ status: 201, json: { success: true } });
        });
        const modal = await openQuotation(page);
        await fill(modal);
        await modal.getByRole('button', { name: text.submit }).click();
        const sending = modal.getByRole('button', { name: text.sending });
        await expect(sending).toBeDisabled();
        held.open();
        await expect(modal.getByText(text.submitted)).toBeVisible();
        await expect(modal.getByLabel(text.fields.name)).toHaveValue('');
        // QUOTATION_CLOSE_MS: the timer is the behaviour under test.
        await expect(modal).toBeHidden();
        await expect(
          page.getByRole('dialog', { name: name(product) }).getByRole('button', { name: text.quote }),
        ).toBeFocused();
        expect(sent?.postDataJSON()).toEqual({
          name: 'Бат-Эрдэнэ',
          email: 'bat@example.mn',
          phone: '+976 9911 2233',
          consent: true,
          message: `Quotation request for product: ${name(product)}`,
          kind: 'quotation',
          page: withLanguage('/products/', lng),
          items: [{ slug: product?.slug, name: name(product), qty: 1 }],
        });
        expect(sent?.headers()['x-xsrf-token']).toBeTruthy();
      }),
    );

    inOwnLanguage('quotationRefused', () =>
      test("shows the server's error and stays open when the request is refused", async ({ page, consoleErrors }) => {
        await page.route('**/api/contact?*', (route) =>
          route.fulfill({ status: 400, json: { success: false, error: 'Server refused: try later' } }),
        );
        const modal = await openQuotation(page);
        await fill(modal);
        await modal.getByRole('button', { name: text.submit }).click();
        await expect(modal.getByRole('alert')).toHaveText('Server refused: try later');
        await expect(modal).toBeVisible();
        await expect(modal.getByLabel(text.fields.name)).toHaveValue('Бат-Эрдэнэ');
        forgive(consoleErrors, /status of 400/);
      }),
    );
  });

  // Issue #26: the price order, compared in ₮ at the day's rate (the fake upstream's ₮3,450.12).
  inOwnLanguage('order', () =>
    test(`orders the products by price in place, the address and the paging links following, in ${lng}`, async ({
      page,
    }) => {
      await openCatalogue(page, withLanguage('/products/', lng));
      const order = page.getByLabel(text.order);
      await order.selectOption('price-desc');
      await expect(page).toHaveURL(/\/products\/\?sort=price-desc$/);
      // $57,500 ≈ ₮198,382,000, the dearest.
      await expect(cards(page).first()).toContainText(name(PRODUCTS.find((p) => p.slug === 'otr-tyre-46-90r57-e4')));
      await expect(cards(page).first()).toContainText('₮198,382,000');
      await expect(cards(page).first()).toContainText('$57,500');
      await expect(page.getByText(text.rateNote)).toBeVisible();
      await page
        .getByRole('navigation', { name: lng === 'mn' ? 'Каталогийн хуудаснууд' : 'Catalogue pages' })
        .getByRole('link', { name: text.page(2) })
        .click();
      await expect(page).toHaveURL(/\?sort=price-desc&page=2$/);
      await order.selectOption('listed');
      await expect(page).toHaveURL(/\/products\/$/);
      await expect(cards(page).first()).toContainText(name(PRODUCTS[0]));
    }),
  );

  test.describe(`catalogue fetch states in ${lng}`, () => {
    inOwnLanguage('loading', () =>
      test('shows the loading message while products are fetched', async ({ page }) => {
        const held = gate();
        await page.route('**/api/products**', async (route) => {
          await held.opened;
          await route.continue();
        });
        await openCatalogue(page, withLanguage('/products/', lng));
        await page.getByLabel(text.category).selectOption('Heavy Tires');
        await expect(page.getByText(text.loading)).toBeVisible();
        held.open();
        await expect(card(page, name(tyres[0]))).toBeVisible();
        await expect(page.getByText(text.loading)).toHaveCount(0);
      }),
    );

    inOwnLanguage('cantReach', () =>
      test("shows Can't reach with the status in a warning box for a non-OK answer, and recovers", async ({
        page,
        consoleErrors,
      }) => {
        let fail = true;
        await page.route('**/api/products**', (route) =>
          fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
        );
        await openCatalogue(page, withLanguage('/products/', lng));
        await page
          .getByRole('navigation')
          .getByRole('link', { name: text.page(3) })
          .click();
        await expect(page.getByRole('alert')).toContainText(text.cantReach);
        fail = false;
        await settled(page);
        await page.getByRole('button', { name: lng === 'mn' ? 'Дахин оролдох' : 'Try again' }).click();
        await expect(cards(page)).toHaveCount(6);
        forgive(consoleErrors, /status of 503/);
      }),
    );

    inOwnLanguage('failed', () =>
      test('shows the fallback message when the request fails outright', async ({ page, consoleErrors }) => {
        await page.route('**/api/products**', (route) => route.abort('connectionfailed'));
        await openCatalogue(page, withLanguage('/products/', lng));
        await page.getByLabel(text.category).selectOption('Heavy Tires');
        await expect(page.getByRole('alert')).toContainText(text.backendError);
        forgive(consoleErrors, /ERR_CONNECTION_FAILED|Failed to load resource/);
      }),
    );

    inOwnLanguage('empty', () =>
      test('shows the no-products message for an empty answer', async ({ page }) => {
        await page.route('**/api/products**', (route) => route.fulfill({ json: [] }));
        await openCatalogue(page, withLanguage('/products/', lng));
        await page.getByLabel(text.category).selectOption('Heavy Tires');
        await expect(page.getByText(text.empty)).toBeVisible();
      }),
    );
  });
}

test.describe('a quotation end to end', () => {
  test('is sent to the real API and answered with the submitted message', async ({ page }) => {
    await openCatalogue(page, '/en/products/Heavy%20Tires');
    const product = inCategory('Heavy Tires')[0];
    await card(page, product?.name.en ?? '')
      .getByRole('link', { name: 'Details' })
      .click();
    await page.getByRole('button', { name: 'Request a quotation' }).click();
    const modal = page.getByRole('dialog', { name: 'Request a quotation' });
    await modal.getByLabel('Name').fill('Oyun Bold');
    await modal.getByLabel('Contact E-mail').fill('oyun@example.mn');
    await modal.getByLabel('Phone number').fill('99112233');
    await modal.getByRole('checkbox', { name: /I agree/ }).check();
    await modal.getByRole('button', { name: 'Send request' }).click();
    await expect(modal.getByText(TEXT.en.submitted)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category form and the paging links work, and Details opens the product page', async ({ page }) => {
    await page.goto('/en/products/');
    await page.getByLabel('Category').selectOption('Heavy Tires');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/products\/Heavy%20Tires$/);
    const tyres = inCategory('Heavy Tires');
    await expect(card(page, tyres[0]?.name.en ?? '')).toBeVisible();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\/Heavy%20Tires\?page=2$/);
    await expect(card(page, tyres[6]?.name.en ?? '')).toBeVisible();
    await card(page, tyres[6]?.name.en ?? '')
      .getByRole('link', { name: 'Details' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/shop-single/${tyres[6]?.slug ?? ''}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tyres[6]?.name.en ?? '');
  });

  test('the order is chosen in the same form, by price in ₮, and the paging links keep it', async ({ page }) => {
    await page.goto('/en/products/');
    await page.getByLabel('Order').selectOption('price-asc');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/en\/products\/\?sort=price-asc$/);
    // $195 ≈ ₮673,000, the cheapest; the two products on request end the list.
    await expect(cards(page).first()).toContainText('₮673,000');
    await expect(cards(page).first()).toContainText('$195');
    await page.getByRole('link', { name: 'Page 6' }).click();
    await expect(page).toHaveURL(/\/en\/products\/\?sort=price-asc&page=6$/);
    await expect(cards(page).last()).toContainText('Price on request');
  });

  test('the product page asks for a quotation with a plain form post', async ({ page }) => {
    await page.goto('/shop-single/otr-tyre-40-00r57-e4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хүнд даацын дугуй 40.00R57 E4 ★★');
    await page.getByLabel('Нэр').fill('Ганзориг');
    await page.getByLabel('Холбоо барих и-мэйл').fill('ganzo@example.mn');
    await page.getByLabel('Утасны дугаар').fill('88001122');
    await page.getByRole('checkbox', { name: /зөвшөөрч байна/ }).check();
    await page.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Баярлалаа, таны зурвас илгээгдлээ!');
  });
});
