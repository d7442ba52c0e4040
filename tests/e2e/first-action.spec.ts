import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// Issue #22: a visitor's first action, right after the page appears, has exactly the effect it has once the
// page is live. A slow phone on a slow network (4× CPU, latency 150 ms, 1.6 Mbps), phone (touch) and desktop,
// both languages. Each case is one page load whose first action comes 0, 50 or 300 ms after the load event:
// every action meets every delay, and each language and device, without a load for every combination.
// Its time: each case loads its page on an emulated slow phone and network, so the island's code arrives and
// runs as slowly as there; most of it is waiting on the throttled link, not the CPU.

const TEXT = {
  mn: {
    category: 'Ангилал',
    miningEquipment: 'Уул уурхайн тоног төхөөрөмж',
    quote: 'Үнийн санал авах',
    send: 'Зурвас илгээх',
    sendRequest: 'Хүсэлт илгээх',
    sending: 'Илгээж байна...',
    success: 'Баярлалаа, таны зурвас илгээгдлээ!',
    submitted: 'Баярлалаа! Таны үнийн санал авах хүсэлтийг хүлээн авлаа. Бид тантай удахгүй холбогдоно.',
    nameRequired: 'Нэрээ оруулна уу',
    emailRequired: 'И-мэйл хаягаа оруулна уу',
    fields: { name: 'Нэр', email: 'Холбоо барих и-мэйл', phone: 'Утасны дугаар', message: 'Зурвас', note: 'Тайлбар' },
    actions: ['Үнийн саналд нэмэх', 'Хадгалах', 'Харьцуулах'],
    openMenu: 'Цэс нээх',
    menu: 'Цэс',
    searchLabel: 'Сайтаас хайх',
  },
  en: {
    category: 'Category',
    miningEquipment: 'Mining Equipment',
    quote: 'Request a quotation',
    send: 'Send message',
    sendRequest: 'Send request',
    sending: 'Sending...',
    success: 'Thank you, your message has been sent!',
    submitted: 'Thank you! Your quotation request has been received. We will contact you shortly.',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    fields: { name: 'Name', email: 'Contact E-mail', phone: 'Phone number', message: 'Message', note: 'Note' },
    actions: ['Add to quote list', 'Save to wishlist', 'Compare'],
    openMenu: 'Open menu',
    menu: 'Menu',
    searchLabel: 'Search the site',
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

interface DataProduct {
  slug: string;
  category: string;
  name: { mn: string; en: string };
}
const PRODUCTS = JSON.parse(readFileSync('data/products.json', 'utf8')) as DataProduct[];
const MINING = PRODUCTS.filter((product) => product.category === 'Mining Equipment');

type List = 'quote' | 'wishlist' | 'compare';
const LIST_BUTTON = { quote: 0, wishlist: 1, compare: 2 } as const;
const PERSISTED = { quote: 'cartItems', wishlist: 'wishlistItems', compare: 'compareItems' } as const;

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
} as const;
type Device = keyof typeof DEVICES;
type Language = keyof typeof TEXT;

interface Case<First extends string> {
  first: First;
  device: Device;
  lng: Language;
  delay: 0 | 50 | 300;
}

const CATALOGUE: Array<Case<'keyboard' | 'mouse' | 'picker' | 'image' | 'name' | 'details' | List>> = [
  // A choice in the category select: Tab then arrows; the pointer over it, then a choice; a phone's picker,
  // assistive technology or autofill (no pointer, no focus on the select).
  { first: 'keyboard', device: 'desktop', lng: 'en', delay: 0 },
  { first: 'picker', device: 'phone', lng: 'mn', delay: 50 },
  { first: 'mouse', device: 'desktop', lng: 'mn', delay: 300 },
  // A card's image, name or Details: the popup, never the product's page (and, from the image's, a quotation).
  { first: 'image', device: 'phone', lng: 'en', delay: 0 },
  { first: 'name', device: 'desktop', lng: 'mn', delay: 50 },
  { first: 'details', device: 'phone', lng: 'mn', delay: 300 },
  // A card's list buttons: the header's count and the saved lists.
  { first: 'quote', device: 'phone', lng: 'mn', delay: 0 },
  { first: 'wishlist', device: 'desktop', lng: 'en', delay: 50 },
  { first: 'compare', device: 'phone', lng: 'en', delay: 300 },
];

// Send on the empty form, or typing (the text must survive the island waking) and then Send.
const FORMS: Array<Case<'empty' | 'typing'> & { island: 'contact-form' | 'service-form' }> = [
  // Each island with each first action, each delay at least once.
  { island: 'contact-form', first: 'empty', device: 'phone', lng: 'mn', delay: 0 },
  { island: 'contact-form', first: 'typing', device: 'desktop', lng: 'en', delay: 300 },
  { island: 'service-form', first: 'typing', device: 'desktop', lng: 'mn', delay: 0 },
  { island: 'service-form', first: 'empty', device: 'phone', lng: 'en', delay: 50 },
];
const FORM_PAGES = { 'contact-form': '/contact', 'service-form': '/service-single/consulting-services' } as const;

// The mobile menu (not an island: the loader's header script, or its :target before that) and its search.
const MENU: Array<Case<'menu'>> = [
  { first: 'menu', device: 'phone', lng: 'en', delay: 0 },
  { first: 'menu', device: 'phone', lng: 'mn', delay: 50 },
];

test.describe.configure({ timeout: 120_000 });
// The island's code comes over the slow network and runs on the slow CPU before a held action shows its effect.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A phone on a slow network: CPU 4× slower, latency 150 ms, 1.6 Mbps down, 750 kbps up. */
async function slowPhoneNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Opens the page and returns `delay` ms after its load event (an action delay, not a wait for a state). */
async function openAt(page: Page, path: string, delay: number): Promise<void> {
  await slowPhoneNetwork(page);
  await page.goto(path);
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        setTimeout(resolve, Math.max(0, (navigation?.loadEventEnd ?? 0) + ms - performance.now()));
      }),
    delay,
  );
}

/** A tap on a phone, a click on a desktop. */
const press = (device: Device, target: Locator) => (device === 'phone' ? target.tap() : target.click());

/** Holds the next enquiry post so the sending state can be seen; `release` lets it reach the server. */
async function holdPost(page: Page): Promise<{ release: () => Promise<void> }> {
  let held: (route: Route) => void = () => undefined;
  const route = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/api/contact**', (got) => held(got), { times: 1 });
  return { release: async () => (await route).continue() };
}

/** A valid enquiry sent: "Sending..." while the server has it, then `success`. */
async function sendValid(page: Page, form: Locator, submit: Locator, text: Text, success: string): Promise<void> {
  await form.getByLabel(text.fields.name, { exact: true }).fill('Бат-Эрдэнэ');
  await form.getByLabel(text.fields.email).fill('bat@example.mn');
  await form.getByLabel(text.fields.phone).fill('99112233');
  for (const field of [text.fields.message, text.fields.note]) {
    const box = form.getByLabel(field, { exact: true });
    if ((await box.count()) > 0) await box.fill('Өрмийн хошууны үнэ / price of drill bits');
  }
  // The consent box (docs/privacy.md, "Consent"): the form is live by now, so the click ticks it at once.
  await form.locator('input[name="consent"]').check();
  const post = await holdPost(page);
  await submit.click();
  await expect(form.getByRole('button', { name: text.sending })).toBeDisabled();
  await post.release();
  await expect(page.getByText(success)).toBeVisible();
}

const savedCount = (page: Page, list: List) =>
  page.evaluate((key) => {
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}') as Record<string, unknown>;
    return Array.isArray(saved[key]) ? saved[key].length : 0;
  }, PERSISTED[list]);

const title = ({ first, device, lng, delay }: Case<string>) => `${first} on a ${device} in ${lng}, +${delay} ms`;

for (const device of ['phone', 'desktop'] as const) {
  test.describe(`first action on a ${device}`, () => {
    test.use(DEVICES[device]);

    for (const item of CATALOGUE.filter((one) => one.device === device)) {
      const { first, lng, delay } = item;
      const text = TEXT[lng];

      test(`catalogue: ${title(item)}`, async ({ page }) => {
        await openAt(page, withLanguage('/products/', lng), delay);
        const main = page.getByRole('main');
        const cards = main.locator('.product-card');

        if (first === 'keyboard' || first === 'mouse' || first === 'picker') {
          // The category's select (the order's stands beside it).
          const select = main.getByRole('combobox', { name: text.category });
          if (first === 'keyboard') {
            await select.focus();
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('ArrowDown');
          } else {
            if (first === 'mouse') await select.hover();
            await select.selectOption('Mining Equipment');
          }
          await expect(page).toHaveURL(/\/products\/Mining%20Equipment$/);
          await expect(select).toHaveValue('Mining Equipment');
          await expect(cards.first().getByRole('heading')).toHaveText(MINING[0]?.name[lng] ?? '');
          const others = cards.locator('.product-card__category').filter({ hasNotText: text.miningEquipment });
          await expect(others).toHaveCount(0);
          return;
        }

        if (first === 'quote' || first === 'wishlist' || first === 'compare') {
          await press(
            device,
            cards.first().getByRole('button', { name: text.actions[LIST_BUTTON[first]], exact: true }),
          );
          await expect(page.locator(`[data-list-badge="${first}"]`)).toHaveText('1');
          await expect.poll(() => savedCount(page, first)).toBe(1);
          return;
        }

        const opener = {
          image: cards.first().locator('.product-card__media'),
          name: cards.first().getByRole('heading').getByRole('link'),
          details: cards.first().locator('.product-card__details'),
        }[first];
        await press(device, opener);
        const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: text.quote }) });
        await expect(popup).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(withLanguage('/products/', lng));
        // The quotation form behaves the same whichever opener showed the popup.
        if (first !== 'image') return;
        await press(device, popup.getByRole('button', { name: text.quote }));
        const form = page.getByRole('dialog', { name: text.quote }).locator('form');
        const submit = form.getByRole('button', { name: text.sendRequest });
        await submit.click();
        await expect(form.getByText(text.nameRequired)).toBeVisible();
        await sendValid(page, form, submit, text, text.submitted);
      });
    }

    for (const item of FORMS.filter((one) => one.device === device)) {
      const { island, first, lng, delay } = item;
      const text = TEXT[lng];
      const path = withLanguage(FORM_PAGES[island], lng);

      test(`${island}: ${title(item)}`, async ({ page }) => {
        await openAt(page, path, delay);
        const form = page.locator(`[data-island="${island}"] form`);
        const submit = form.getByRole('button', { name: island === 'contact-form' ? text.send : text.sendRequest });
        const name = form.getByLabel(text.fields.name, { exact: true });
        if (first === 'typing') await name.pressSequentially('Бат');
        await press(device, submit);
        await expect(form.getByText(text.emailRequired)).toBeVisible();
        if (first === 'typing') {
          await expect(name).toHaveValue('Бат');
          await expect(form.getByText(text.nameRequired)).toHaveCount(0);
        } else {
          await expect(form.getByText(text.nameRequired)).toBeVisible();
        }
        expect(new URL(page.url()).pathname).toBe(path);
        await sendValid(page, form, submit, text, text.success);
      });
    }

    for (const item of MENU.filter((one) => one.device === device)) {
      const text = TEXT[item.lng];

      test(`menu and search: ${title(item)}`, async ({ page }) => {
        await openAt(page, withLanguage('/about', item.lng), item.delay);
        await press(device, page.getByRole('button', { name: text.openMenu }));
        const menu = page.getByRole('dialog', { name: text.menu });
        await expect(menu).toBeVisible();
        await menu.getByLabel(text.searchLabel).fill('bit');
        await menu.getByLabel(text.searchLabel).press('Enter');
        await expect(page).toHaveURL(`${withLanguage('/search', item.lng)}?query=bit`);
        // The results, the words found marked.
        await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
      });
    }
  });
}
