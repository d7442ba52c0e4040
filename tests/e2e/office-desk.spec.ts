import { readProductsFile } from '#server/storage/product-file.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fieldIn, type Lng, officeMenu, ownOffice } from './own-office.ts';

// The office's home page and the lists' "needs translation" filter as an editor meets them (docs/office-guide.md,
// "The office's home page"): signed in, the editor lands on it; a product's Mongolian name changed alone and
// published, the home page counts it as "English may be out of date" and its link opens the products filtered to
// those, the product's row saying the same. In both languages, on a phone and a desk screen; each case changes a
// product of its own, on a server of its own (own-office.ts). Its sections' content is
// tests/integration/office-desk.test.ts's.

const { at, signIn } = ownOffice();
const PRODUCTS = readProductsFile();

const CASES: ReadonlyArray<{ lng: Lng; width: number }> = [
  { lng: 'mn', width: 390 },
  { lng: 'en', width: 1366 },
  { lng: 'en', width: 390 },
  { lng: 'mn', width: 1366 },
];

CASES.forEach(({ lng, width }, index) => {
  const product = PRODUCTS[index];
  if (!product) throw new Error('the shipped catalogue has a product for each case');
  test(`in ${lng} at ${width} px: a Mongolian name changed alone is counted on the home page and filtered in the list`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const t = adminText(lng);
    const prefix = lng === 'en' ? '/en' : '';
    await signIn(page, lng, 'writer');
    // An editor lands on the home page.
    await expect(page.getByRole('heading', { level: 1, name: t('desk.title') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(at(`${prefix}/admin/products/${product.id}`));
    await fieldIn(page, t('products.fields.name'), t('languages.mn')).fill(`${product.name.mn} (шинэчилсэн)`);
    await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
    await expect(page.getByText(t('products.notices.published'))).toBeVisible();

    await officeMenu(page);
    await page.getByRole('link', { name: t('nav.desk'), exact: true }).click();
    const needs = page.getByRole('region', { name: t('desk.translations') });
    const behind = t('translation.badges.outdated').replace('{{language}}', t('languages.en'));
    await expect(needs.getByText(new RegExp(`^${behind}: ${index + 1}$`))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await needs.getByRole('link', { name: new RegExp(`^${t('nav.products')}:`) }).click();
    await expect(page).toHaveURL(/\/admin\/products\?show=translation$/);
    const name = lng === 'en' ? product.name.en : `${product.name.mn} (шинэчилсэн)`;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByText(behind, { exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(index + 2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
