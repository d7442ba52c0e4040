import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fillInBoth, type Lng, officeMenu, ownOffice } from './own-office.ts';

// The SEO fields as an editor uses them (docs/content.md, "SEO fields", "SEO of the site's pages"): a service's SEO
// title typed in both languages and published, then seen by a visitor in the page's <title> and og:title; the about
// page's SEO description typed on its record in the pages' SEO and seen in its meta description. On a phone in
// Mongolian and on a desk screen in English. What the head says in every case is tested in
// tests/integration/office-seo.test.ts and office-page-seo.test.ts; this is the journey.

const { at, signIn } = ownOffice();

/** The content of the page's head tag `selector` (a meta's). */
const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

const SERVICES: Record<Lng, { name: string; path: string }> = {
  mn: { name: 'Зөвлөх үйлчилгээ', path: '/service-single/consulting-services' },
  en: { name: 'International Trading', path: '/en/service-single/international-trading' },
};

for (const [lng, width] of [
  ['mn', 390],
  ['en', 390],
  ['mn', 1366],
  ['en', 1366],
] as const) {
  const service = SERVICES[lng];
  test(`an editor sets a service's SEO title and the about page's description in ${lng} at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const t = adminText(lng);
    const title = { mn: `Зөвлөгөө уул уурхайд ${width}`, en: `Mining consulting ${width}` };
    await signIn(page, lng, 'writer');

    // The service's SEO title, in both languages; its search result says it before it is published.
    await officeMenu(page);
    await page.getByRole('link', { name: t('nav.services'), exact: true }).click();
    await page.getByRole('link', { name: service.name, exact: true }).click();
    await fillInBoth(page, t, t('collections.services.fields.seoTitle'), title.mn, title.en);
    await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
    await expect(page.getByText(t('collections.notices.published'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('searchPreview.heading') }).getByText(title[lng])).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(at(service.path));
    await expect(visitor).toHaveTitle(new RegExp(`^${title[lng]} \\| `));
    expect(await metaContent(visitor, 'meta[property="og:title"]')).toMatch(new RegExp(`^${title[lng]} \\| `));
    // Its heading is still the service's own name.
    await expect(visitor.getByRole('heading', { level: 1, name: service.name })).toBeVisible();

    // The about page's SEO description, on its record among the pages' SEO.
    const description = {
      mn: `Улаанбаатарын инженерүүд, ${width}.`,
      en: `Engineers and consultants in Ulaanbaatar, ${width}.`,
    };
    await officeMenu(page);
    await page.getByRole('link', { name: t('nav.pageSeo'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('pageSeo.title') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: t('pageSeo.pages.about'), exact: true }).click();
    await fillInBoth(page, t, t('pageSeo.fields.seoDescription'), description.mn, description.en);
    await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
    await expect(page.getByText(t('pageSeo.notices.published'))).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('searchPreview.heading') }).getByText(description[lng]),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await visitor.goto(at(lng === 'en' ? '/en/about' : '/about'));
    expect(await metaContent(visitor, 'meta[name="description"]')).toBe(description[lng]);
    expect(await metaContent(visitor, 'meta[property="og:description"]')).toBe(description[lng]);
    await visitorContext.close();
  });
}
