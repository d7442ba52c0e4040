// npm run office-screenshots: the office's pages as docs/office-guide.md and docs/office-guide.mn.md show them
// (docs/images/office/<page>-<mn|en>[-phone].png). Like readme-screenshots.ts, it starts the production build
// (run `npm run build` first) on a free local port with a temporary DATA_DIR and the tests' fake currency tables,
// and drives Chromium's headless shell (CHROMIUM_PATH overrides it). An administrator's account is made in that
// DATA_DIR; then, as visitors and staff would, a few enquiries are sent through the contact page, one marked
// handled, two photos uploaded, a product published twice and left with a draft; each page is then opened afresh
// (without the notice an action leaves) and taken in both languages at a desk's width, a few at a phone's too,
// one screen high (a list below its form: down to it). The PNGs are written as palettes, each at most 200 KB.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { WEB_FONTS_KEY } from '../shared/constants.ts';
import { hashPassword } from '../server/admin/passwords.ts';
import { readProductsFile } from '../server/storage/product-file.ts';
import { openSqliteStore } from '../server/storage/sqlite-store.ts';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { startProductionServer } from './lib/production-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const OUT_DIR = 'docs/images/office';
const MAX_BYTES = 200 * 1024;
const LOGIN = 'saraa';
const PASSWORD = 'office screenshots password';
const DESK = { viewport: { width: 1280, height: 800 }, isMobile: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const LANGUAGES = ['mn', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

/** The shipped product `slug`. */
function shippedProduct(slug: string) {
  const product = readProductsFile().find((one) => one.slug === slug);
  if (!product) throw new Error(`the shipped catalogue has no ${slug}`);
  return product;
}

/** The product published twice and left with a draft. */
const PRODUCT = shippedProduct('tricone-bit-311mm-iadc-517');

/** Texts of locales/<lng>/<namespace>.json, by key path. */
function localeText(lng: Lng, namespace: string): (key: string) => string {
  const json: unknown = JSON.parse(readFileSync(path.join('locales', lng, `${namespace}.json`), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
    if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
    return value;
  };
}

const prefix = (lng: Lng) => (lng === 'en' ? '/en' : '');

/** Enquiries as visitors send them from the contact page, in the language they read the site in. */
const ENQUIRIES: ReadonlyArray<{ lng: Lng; name: string; email: string; phone: string; message: string }> = [
  {
    lng: 'mn',
    name: 'Батбаяр Дорж',
    email: 'batbayar@erdene-mining.mn',
    phone: '+976 9911 2233',
    message: '311 мм-ийн шарошкан хошуу 2 ширхэг хэрэгтэй байна. Оюу толгой руу хүргэлттэй үнийн санал илгээнэ үү.',
  },
  {
    lng: 'en',
    name: 'Sarah Mitchell',
    email: 's.mitchell@gobi-drilling.com',
    phone: '+976 8800 4455',
    message: 'Could you quote four 26.5R25 L5 loader tyres, delivered to Tavan Tolgoi? We would need them in May.',
  },
  {
    lng: 'mn',
    name: 'Оюунчимэг Ганбат',
    email: 'oyunchimeg@tsagaan-build.mn',
    phone: '9515 6677',
    message: 'Гидравлик алх түрээслэх боломжтой юу? Хоёр сарын хугацаатай, Улаанбаатар хотод.',
  },
];

/** Sends one enquiry through the public contact form, as a visitor does. */
async function sendEnquiry(page: Page, enquiry: (typeof ENQUIRIES)[number], origin: string) {
  const t = localeText(enquiry.lng, 'forms');
  await page.goto(`${origin}${prefix(enquiry.lng)}/contact`);
  const form = page.locator('[data-island="contact-form"] form');
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await page.locator('[data-island="contact-form"][data-hydrated] form[novalidate]').waitFor({ state: 'attached' });
  await form.getByLabel(t('fields.name'), { exact: true }).fill(enquiry.name);
  await form.getByLabel(t('fields.email'), { exact: true }).fill(enquiry.email);
  await form.getByLabel(t('fields.phone'), { exact: true }).fill(enquiry.phone);
  await form.getByLabel(t('fields.message'), { exact: true }).fill(enquiry.message);
  await form.getByLabel(t('consent.enquiry'), { exact: true }).check();
  await form.getByRole('button', { name: t('submit.contact') }).click();
  await page.getByText(t('success')).waitFor();
}

/** The first enquiry sent in `lng`: its sender. */
function senderIn(lng: Lng) {
  const enquiry = ENQUIRIES.find((one) => one.lng === lng);
  if (!enquiry) throw new Error(`no enquiry in ${lng}`);
  return enquiry;
}

/** The office's address of the first enquiry sent in `lng`, without the language prefix, from the inbox's link. */
async function enquiryPath(page: Page, origin: string, lng: Lng) {
  await page.goto(`${origin}/en/admin`);
  const href = await page.getByRole('link', { name: senderIn(lng).name }).getAttribute('href');
  if (!href) throw new Error(`the inbox lists no enquiry of ${senderIn(lng).name}`);
  return href.replace(/^\/en\/admin/, '/admin');
}

/** Marks the last enquiry sent handled, so the inbox shows both states. */
async function markLastHandled(page: Page, origin: string) {
  const last = ENQUIRIES.at(-1);
  await page.goto(`${origin}/en/admin`);
  await page.getByRole('link', { name: last?.name ?? '' }).click();
  const t = localeText('en', 'admin');
  await page.getByRole('button', { name: t('entry.markHandled') }).click();
  await page.getByRole('button', { name: t('entry.reopen') }).waitFor();
}

/** Signs the account in through the office's sign-in page. */
async function signIn(page: Page, origin: string, lng: Lng) {
  const t = localeText(lng, 'admin');
  await page.goto(`${origin}${prefix(lng)}/admin/login`);
  await page.getByLabel(t('login.login'), { exact: true }).fill(LOGIN);
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await page.getByRole('button', { name: t('signOut') }).waitFor();
}

/** Two of the site's drawings as JPEG photos, with what they show in both languages. */
const PHOTOS = [
  {
    file: 'public/images/hero/open-pit.svg',
    use: 'hero',
    alt: { mn: 'Ил уурхайн ерөнхий дүр төрх', en: 'An open-pit mine seen from its rim' },
  },
  {
    file: 'public/images/about/warehouse.svg',
    use: 'page',
    alt: { mn: 'Улаанбаатар дахь агуулахын тавиурууд', en: 'Shelves of the warehouse in Ulaanbaatar' },
  },
] as const;

/** Uploads each photo through the library's form and waits until it is processed. */
async function uploadPhotos(page: Page, origin: string) {
  for (const photo of PHOTOS) {
    await page.goto(`${origin}/en/admin/media`);
    const jpeg = await sharp(photo.file, { density: 150 }).resize(1600).jpeg({ quality: 85 }).toBuffer();
    await page.locator('input[name="file"]').setInputFiles({
      name: `${path.basename(photo.file, '.svg')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await page.locator('select[name="use"]').selectOption(photo.use);
    await page.locator('[name="alt_mn"]').fill(photo.alt.mn);
    await page.locator('[name="alt_en"]').fill(photo.alt.en);
    await page.getByRole('button', { name: localeText('en', 'admin')('media.upload.submit') }).click();
    await page.waitForURL(/\/admin\/media\/[0-9a-f]{16}/);
    // A photo still processing refreshes its own page; once ready it stops.
    for (let attempt = 0; (await page.locator('meta[http-equiv="refresh"]').count()) > 0; attempt++) {
      if (attempt > 120) throw new Error(`${photo.file} was never processed`);
      await page.waitForTimeout(500);
      await page.reload();
    }
  }
}

/** The product's form: publishes a new price, then a longer name in both languages, and leaves a draft of a price. */
async function editProduct(page: Page, origin: string) {
  const t = localeText('en', 'admin');
  const form = `${origin}/en/admin/products/${PRODUCT.id}`;
  const steps: ReadonlyArray<{ fields: Record<string, string>; button: string }> = [
    { fields: { price: '12 400' }, button: t('texts.publish') },
    {
      fields: {
        'name.en': 'Tricone Bit 12 1/4" (311 mm) IADC 517, Sealed Bearing',
        'name.mn': 'Шарошкан хошуу 12 1/4" (311 мм) IADC 517, битүү холхивчтой',
      },
      button: t('texts.publish'),
    },
    { fields: { price: '12 900' }, button: t('texts.saveDraft') },
  ];
  for (const step of steps) {
    await page.goto(form);
    for (const [name, value] of Object.entries(step.fields)) await page.locator(`[name="${name}"]`).fill(value);
    await page.getByRole('button', { name: step.button, exact: true }).click();
    await page.waitForURL(/notice=/);
  }
}

/**
 * A screenshot of what the page shows now, as a palette PNG in OUT_DIR; `tall`, the page from its top down to that
 * many pixels (a list below its form).
 */
async function shoot(page: Page, name: string, tall?: number) {
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? DESK.viewport.width;
  const height = Math.min(tall ?? 0, await page.evaluate(() => document.documentElement.scrollHeight));
  const png = await page.screenshot(tall ? { fullPage: true, clip: { x: 0, y: 0, width, height } } : {});
  const small = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  const file = path.join(OUT_DIR, `${name}.png`);
  writeFileSync(file, small);
  console.log(`${file}: ${(small.length / 1024).toFixed(1)} KB`);
  if (small.length > MAX_BYTES) process.exitCode = 1;
}

/**
 * A browser reading `lng` (a date field's format follows it where the browser has that locale), whose first visit
 * has cached the site's web fonts (the preview is a public page).
 */
async function newContext(browser: Browser, origin: string, view: typeof DESK | typeof PHONE, lng: Lng) {
  const locale = lng === 'mn' ? 'mn-MN' : 'en-GB';
  const context = await browser.newContext({ ...view, hasTouch: true, locale, timezoneId: 'Asia/Ulaanbaatar' });
  const firstVisit = await context.newPage();
  await firstVisit.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await firstVisit.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_KEY);
  await firstVisit.close();
  return context;
}

/** The office's address `pathname` in `lng`, opened in a page of `context`. */
async function open(context: BrowserContext, origin: string, lng: Lng, pathname: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}${prefix(lng)}${pathname}`, { waitUntil: 'networkidle' });
  return page;
}

/** Every page of the guide in `lng` at a desk's width, and three at a phone's. */
async function shootLanguage(browser: Browser, origin: string, lng: Lng, enquiryPaths: Record<Lng, string>) {
  const t = localeText(lng, 'admin');
  for (const [view, suffix] of [
    [DESK, ''],
    [PHONE, '-phone'],
  ] as const) {
    const context = await newContext(browser, origin, view, lng);
    const page = await open(context, origin, lng, '/admin/login');
    await shoot(page, `login-${lng}${suffix}`);
    await signIn(page, origin, lng);
    await open(context, origin, lng, '/admin');
    await shoot(page, `inbox-${lng}${suffix}`);
    await open(context, origin, lng, enquiryPaths[lng]);
    await shoot(page, `enquiry-${lng}${suffix}`);
    if (view === DESK) {
      await open(context, origin, lng, `/admin/products/${PRODUCT.id}`);
      await shoot(page, `product-${lng}`);
      await open(context, origin, lng, '/admin/products');
      await shoot(page, `products-${lng}`);
      await open(context, origin, lng, `/admin/products/${PRODUCT.id}`);
      // From the form's buttons down to its published versions.
      await page.evaluate(() => {
        const buttons = document.querySelector('.text-form__actions');
        if (buttons) window.scrollTo(0, buttons.getBoundingClientRect().top + window.scrollY - 16);
      });
      await shoot(page, `product-history-${lng}`);
      await page.goto(`${origin}${prefix(lng)}/shop-single/${PRODUCT.slug}?preview=drafts`, {
        waitUntil: 'networkidle',
      });
      await page.locator('header.site-header[data-ready]').waitFor({ state: 'attached' });
      await shoot(page, `preview-${lng}`);
      await open(context, origin, lng, '/admin/media');
      await shoot(page, `media-${lng}`, 1500);
      await open(context, origin, lng, '/admin/lists/faq');
      await shoot(page, `faq-${lng}`);
      await open(context, origin, lng, '/admin/texts');
      await shoot(page, `texts-${lng}`, 1100);
      await open(context, origin, lng, '/admin/company');
      await shoot(page, `company-${lng}`);
      await open(context, origin, lng, '/admin/person');
      await page.locator('[name="q"]').fill(senderIn(lng).email);
      await page.locator('[name="reason"]').fill(reasonIn(lng));
      await page.getByRole('button', { name: t('person.search') }).click();
      await page.waitForLoadState('networkidle');
      await shoot(page, `person-${lng}`, 1900);
      await open(context, origin, lng, '/admin/accounts');
      await shoot(page, `accounts-${lng}`);
    }
    await context.close();
  }
}

/** What the office writes as the reason of a personal-data search (never the person's details). */
const reasonIn = (lng: Lng) =>
  lng === 'mn' ? '11-р сарын 20-ны и-мэйлээр ирсэн хүсэлт' : 'Request by e-mail of 20 November';

const dataDir = mkdtempSync(path.join(tmpdir(), 'office-screenshots-'));
const store = openSqliteStore(dataDir);
await store.admin.addUser(LOGIN, await hashPassword(PASSWORD), new Date(), ['admin']);
await store.close();
const rates = await startFakeUpstream({ port: 0 });
const server = startProductionServer(dataDir, rates.origin);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const origin = `http://127.0.0.1:${await server.port}`;
  mkdirSync(OUT_DIR, { recursive: true });
  const setup = await newContext(browser, origin, DESK, 'en');
  const page = await setup.newPage();
  for (const enquiry of ENQUIRIES) await sendEnquiry(page, enquiry, origin);
  await signIn(page, origin, 'en');
  await uploadPhotos(page, origin);
  await editProduct(page, origin);
  const enquiryPaths = { mn: await enquiryPath(page, origin, 'mn'), en: await enquiryPath(page, origin, 'en') };
  await markLastHandled(page, origin);
  await setup.close();
  for (const lng of LANGUAGES) await shootLanguage(browser, origin, lng, enquiryPaths);
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
