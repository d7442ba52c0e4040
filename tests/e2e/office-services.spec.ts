import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fillInBoth, officeMenu, ownOffice, saveDraftAndPreview } from './own-office.ts';

// The office keeps the services as an editor would: on a desk screen in English, add a service in both languages
// with its steps, preview it, publish it and find it in the menu, on its page and in search; a visitor on a phone
// in Mongolian finds it in the menu and sends an enquiry about it. Other specs read the shipped services, so this
// one runs on a server of its own (own-office.ts).

const { at, signIn } = ownOffice();

test('an editor adds a service in both languages that a visitor finds in the menu, its page and search', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const t = adminText('en');
  await signIn(page, 'en', 'writer');
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.services'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('collections.services.title') })).toBeVisible();
  await page.getByRole('link', { name: t('collections.services.add') }).click();
  expect(await axeViolations(page)).toEqual([]);

  const field = (name: string) => t(`collections.services.fields.${name}`);
  const inBoth = (name: string, mn: string, en: string) => fillInBoth(page, t, field(name), mn, en);
  await inBoth('title', 'Өрөмдлөгийн үйлчилгээ', 'Contract Drilling');
  await inBoth('summary', 'Хайгуулын өрөмдлөгийг гэрээгээр гүйцэтгэнэ.', 'Exploration drilling under contract.');
  await page.getByLabel(field('icon'), { exact: true }).selectOption({ index: 2 });
  await page.getByLabel(field('image'), { exact: true }).selectOption({ index: 1 });
  await inBoth('imageAlt', 'Өрөмдлөгийн машин', 'A drill rig on a bench');
  await inBoth('description', 'Бид **өөрсдийн** машинаар өрөмдөнө.', 'We drill with **our own** rigs.');
  await inBoth('capabilities', 'Хайгуулын өрөмдлөг\nДээж авах', 'Exploration drilling\nCore sampling');
  await inBoth('approach', 'Аюулгүй ажиллагаа эхэнд.', 'Safety first, then metres.');
  await inBoth(
    'steps',
    'Хүсэлт\nТа талбайгаа тайлбарлана.',
    'Request\nYou describe the site.\n\nDrilling\nOur crew drills.',
  );
  await inBoth('ctaTitle', 'Өрөмдлөг хэрэгтэй юу?', 'Need metres drilled?');
  await inBoth('ctaText', 'Бидэнд хэлээрэй.', 'Tell us about the site.');
  // The preview shows the draft's page to the editor; a visitor gets no such page yet.
  const english = page.getByRole('link', { name: /English/ }).first();
  const preview = await saveDraftAndPreview(page, t, 'collections', english);
  await expect(preview.getByRole('heading', { level: 1, name: 'Contract Drilling' })).toBeVisible();
  await preview.close();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const before = await visitor.goto(at('/en/service-single/contract-drilling'));
  expect(before?.status()).toBe(404);

  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('collections.notices.published'))).toBeVisible();

  await visitor.goto(at('/en/'));
  const menu = visitor.getByRole('navigation', { name: 'Main navigation' }).first();
  await menu.getByRole('link', { name: 'Services' }).hover();
  await menu.getByRole('link', { name: 'Contract Drilling' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contract Drilling' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: 'Drilling' })).toBeVisible();
  await expect(visitor.getByText('our own', { exact: true })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.goto(at('/en/search?query=sampling'));
  await expect(visitor.getByRole('link', { name: 'Contract Drilling' }).first()).toBeVisible();
  await visitorContext.close();

  // A visitor on a phone, in Mongolian, finds it in the menu and asks about it.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await phoneContext.newPage();
  await phone.goto(at('/'));
  await phone.getByRole('button', { name: 'Цэс нээх' }).click();
  const panel = phone.getByRole('dialog', { name: 'Цэс' });
  await panel.getByText('Үйлчилгээ', { exact: true }).click();
  await panel.getByRole('link', { name: 'Өрөмдлөгийн үйлчилгээ' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Өрөмдлөгийн үйлчилгээ' })).toBeVisible();
  await expect(phone.getByLabel('Үйлчилгээ', { exact: true })).toHaveValue('contract-drilling');
  await phoneContext.close();
});
