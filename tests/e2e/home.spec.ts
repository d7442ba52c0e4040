import type { Page } from '@playwright/test';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS } from '#shared/constants.ts';
import { expect, settled, test } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// The home page in a browser: the hero slider, the counters, the partners carousel and the features band.
// Its time: the hero's and the partners' autoplay run on real timers (5 s and 3 s), and that the hero does not
// move with reduced motion can only be seen by waiting past one period.

async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/** Waits until Swiper has started on the hero (hovering it is a first sign of use: the loader starts it). */
async function waitForHero(page: Page): Promise<void> {
  await page.locator('.hero__counter').hover();
  await page.locator('.hero[data-ready]').waitFor({ state: 'attached' });
}

const slide = (page: Page, index: number) => page.getByRole('group', { name: `Slide ${index} of 4` });

/** Records every value the first home counter shows from now on (the counting digits are aria-hidden). */
async function recordFirstCounter(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenCounts: string[] }).seenCounts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.fun-fact__count')?.textContent ?? '';
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const seenFirstCounter = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenCounts: string[] }).seenCounts);

test.describe('home hero slider', () => {
  test('steps by itself, having fetched no slider code before its first step was due', async ({ page }) => {
    await page.goto('/en/');
    await expect(slide(page, 1)).toBeVisible();
    // docs/specification.md §4: autoplay every 5000 ms; a real timer is what is tested here. How soon a step
    // comes is not asserted (a busy machine delays it): only that it comes, and not before it is due.
    await expect(slide(page, 2)).toHaveClass(/swiper-slide-active/);
    await expect(page.getByText('2 / 4', { exact: true })).toBeVisible();
    // docs/architecture.md §5: Swiper is fetched when the first step is due (nothing touched the hero here).
    const fetchedAt = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => /\/hero-swiper-/.test(entry.name))?.startTime,
    );
    expect(fetchedAt).toBeGreaterThanOrEqual(HERO_AUTOPLAY_MS);
    await expect(slide(page, 3)).toHaveClass(/swiper-slide-active/);
  });

  test('keeps a press on next made before Swiper has started, and takes that step once it runs', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/hero-swiper-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Дараагийн слайд' }).click();
    expect(await page.locator('.hero[data-ready]').count()).toBe(0);
    release();
    await expect(page.getByRole('group', { name: 'Слайд 2 / 4' })).toHaveClass(/swiper-slide-active/);
    await expect(page.getByText('2 / 4', { exact: true })).toBeVisible();
  });

  test('keeps the page a single h1: the company name', async ({ page }) => {
    await page.goto('/');
    await waitForHero(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Алтан Уул Трейд ХХК');
    await expect(page.getByRole('group', { name: 'Слайд 1 / 4' }).getByText('Хамтдаа илүүг бүтээе...')).toBeVisible();
  });
});

test.describe('home hero slider with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('moves with the previous and next buttons, looping past either end', async ({ page }) => {
    await page.goto('/en/');
    await waitForHero(page);
    const next = page.getByRole('button', { name: 'Next slide' });
    const previous = page.getByRole('button', { name: 'Previous slide' });

    await next.click();
    await expect(slide(page, 2)).toHaveClass(/swiper-slide-active/);
    await expect(page.getByText('2 / 4', { exact: true })).toBeVisible();

    await previous.click();
    await expect(slide(page, 1)).toHaveClass(/swiper-slide-active/);

    await previous.click();
    await expect(slide(page, 4)).toHaveClass(/swiper-slide-active/);
    await expect(page.getByText('4 / 4', { exact: true })).toBeVisible();
  });

  test('labels the buttons in Mongolian', async ({ page }) => {
    await page.goto('/');
    await waitForHero(page);
    await page.getByRole('button', { name: 'Дараагийн слайд' }).click();
    await expect(page.getByRole('group', { name: 'Слайд 2 / 4' })).toHaveClass(/swiper-slide-active/);
  });

  test('does not autoplay', async ({ page }) => {
    await page.goto('/en/');
    await waitForHero(page);
    // Longer than one autoplay period: the real timer is what is tested here (that nothing happens can only be
    // seen by waiting).
    await page.waitForTimeout(HERO_AUTOPLAY_MS + HERO_SPEED_MS + 500);
    await expect(slide(page, 1)).toHaveClass(/swiper-slide-active/);
  });
});

test.describe('home fun facts', () => {
  test('count up to their targets once scrolled into view', async ({ page }) => {
    await page.goto('/en/');
    await recordFirstCounter(page);
    const facts = page.getByRole('region', { name: 'Our work in numbers' });
    await facts.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'fun-facts');
    for (const [label, target] of [
      ['Clients served', '300+'],
      ['Team members', '50'],
      ['Completed projects', '360+'],
      ['Provinces we deliver to', '21'],
    ] as const) {
      const item = facts.getByRole('listitem').filter({ hasText: label });
      await expect(item.locator('[aria-hidden="true"]')).toHaveText(target);
      // Screen readers get the final number only, never the ticking one.
      await expect(item).toContainText(target);
    }
    // It counted: on its way to 300+ the first counter showed smaller numbers.
    const seen = await seenFirstCounter(page);
    expect(seen.some((value) => Number.parseInt(value, 10) < 300)).toBe(true);
    expect(seen.at(-1)).toBe('300+');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('show the final numbers without counting', async ({ page }) => {
      await page.goto('/en/');
      await recordFirstCounter(page);
      const facts = page.getByRole('region', { name: 'Our work in numbers' });
      await facts.scrollIntoViewIfNeeded();
      await waitForIsland(page, 'fun-facts');
      await expect(facts.getByRole('listitem').first().locator('[aria-hidden="true"]')).toHaveText('300+');
      expect((await seenFirstCounter(page)).filter((value) => value !== '300+')).toEqual([]);
    });
  });
});

test.describe('home partners carousel', () => {
  // Autoplay off, so the carousel stands still while it is measured.
  test.use({ reducedMotion: 'reduce' });

  // docs/specification.md §9: 6 visible, then 5, 4, 3, 2, 1 below 1199, 991, 767, 575, 450 px.
  for (const [width, perView] of [
    [1300, 6],
    [1100, 5],
    [900, 4],
    [700, 3],
    [500, 2],
    [400, 1],
  ] as const) {
    test(`shows ${perView} logo(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/');
      const partners = page.getByRole('region', { name: 'Our partners and suppliers' });
      await partners.scrollIntoViewIfNeeded();
      await waitForIsland(page, 'partners-carousel');
      await expect(partners.getByRole('img', { name: /logo$/ })).toHaveCount(8);
      const visible = await partners.locator('.swiper').evaluate((swiper) => {
        const box = swiper.getBoundingClientRect();
        return [...swiper.querySelectorAll('.swiper-slide')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
      expect(visible).toBe(perView);
    });
  }
});

// Issue #27: the features band's three headings stand on one line, however long each one's text.
test.describe('home features band', () => {
  for (const [lng, width] of [
    ['en', 800],
    ['mn', 1366],
  ] as const) {
    test(`aligns its three headings (${lng}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(withLanguage('/', lng));
      const titles = page.locator('.feature__title');
      await titles.first().scrollIntoViewIfNeeded();
      await expect(titles).toHaveCount(3);
      const tops = await titles.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
    });
  }
});

// Issue #27: every logo within reach where fewer show than there are, and none cut at the carousel's edges.
test.describe('home partners carousel controls', () => {
  // Autoplay off: only the buttons move it.
  test.use({ reducedMotion: 'reduce' });

  /** The logos wholly inside the carousel's box, and those it cuts at an edge, by their names. */
  function logosInView(page: Page) {
    return page.locator('.partners__swiper').evaluate((swiper) => {
      const box = swiper.getBoundingClientRect();
      const whole: string[] = [];
      const cut: string[] = [];
      for (const slide of swiper.querySelectorAll('.swiper-slide')) {
        const r = slide.getBoundingClientRect();
        const name = slide.querySelector('img')?.alt ?? '';
        if (r.left >= box.left - 0.5 && r.right <= box.right + 0.5) whole.push(name);
        else if (r.right > box.left + 0.5 && r.left < box.right - 0.5) cut.push(name);
      }
      return { whole, cut };
    });
  }

  test('a phone reaches every logo with the next button, one at a time', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/en/');
    const partners = page.getByRole('region', { name: 'Our partners and suppliers' });
    await partners.scrollIntoViewIfNeeded();
    const next = partners.getByRole('button', { name: 'Next partner' });
    await expect(next).toBeVisible();
    await waitForIsland(page, 'partners-carousel');
    const seen = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      const { whole, cut } = await logosInView(page);
      expect(whole).toHaveLength(1);
      expect(cut).toEqual([]);
      seen.add(whole[0] ?? '');
      await next.click();
      await settled(page);
    }
    expect(seen.size).toBe(8);
  });

  test('at 1366 px six logos show whole, also after moving on', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/en/');
    const partners = page.getByRole('region', { name: 'Our partners and suppliers' });
    await partners.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'partners-carousel');
    for (let step = 0; step < 3; step += 1) {
      await settled(page);
      const { whole, cut } = await logosInView(page);
      expect(whole).toHaveLength(6);
      expect(cut).toEqual([]);
      await partners.getByRole('button', { name: 'Next partner' }).click();
    }
  });
});

test.describe('home partners carousel in motion', () => {
  test('moves by itself', async ({ page }) => {
    await page.goto('/en/');
    const partners = page.getByRole('region', { name: 'Our partners and suppliers' });
    await partners.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'partners-carousel');
    const active = partners.locator('.swiper-slide-active img');
    const before = await active.getAttribute('src');
    // Autoplay (3 s, docs/specification.md §9 "autoplay"): a real timer is what is tested here.
    await expect.poll(() => active.getAttribute('src')).not.toBe(before);
  });
});

for (const [lng, texts] of [
  [
    'en',
    {
      h1: 'Altan Uul Trade LLC',
      blocks: [
        'Mining supply and trade expertise, based in Ulaanbaatar',
        'Services for the whole supply chain',
        'Equipment and consumables we supply',
        'Reliable supply, measured in results',
        'What our clients say',
        'Our partners and suppliers',
        'Get our monthly supply bulletin',
      ],
      discover: 'Discover more',
      service: 'Consulting Services',
      plan: 'View products',
      email: 'Your e-mail address',
      subscribe: 'Subscribe',
    },
  ],
  [
    'mn',
    {
      h1: 'Алтан Уул Трейд ХХК',
      blocks: [
        'Улаанбаатарт төвтэй уул уурхайн хангамж, худалдааны мэргэжлийн баг',
        'Нийлүүлэлтийн бүх шатны үйлчилгээ',
        'Бидний нийлүүлдэг тоног төхөөрөмж, хэрэглээний материал',
        'Үр дүнгээр хэмжигдэх найдвартай нийлүүлэлт',
        'Харилцагчид маань юу гэж хэлдэг вэ',
        'Манай түнш, нийлүүлэгчид',
        'Сар бүрийн нийлүүлэлтийн мэдээг аваарай',
      ],
      discover: 'Дэлгэрэнгүй үзэх',
      service: 'Зөвлөх үйлчилгээ',
      plan: 'Бүтээгдэхүүн үзэх',
      email: 'Таны и-мэйл хаяг',
      subscribe: 'Бүртгүүлэх',
    },
  ],
] as const) {
  test(`home shows its key content in ${lng}`, async ({ page }) => {
    await page.goto(withLanguage('/', lng));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);
    for (const heading of texts.blocks) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: texts.discover })).toHaveAttribute('href', withLanguage('/about', lng));
    await expect(
      page.getByRole('region', { name: texts.blocks[1] }).getByRole('link', { name: texts.service }),
    ).toHaveAttribute('href', withLanguage('/service-single/consulting-services', lng));
    await expect(page.getByRole('link', { name: texts.plan })).toHaveCount(3);
    await expect(page.getByRole('progressbar')).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: texts.email })).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: texts.subscribe })).toBeVisible();
  });
}

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows only the first hero slide, and the final counter numbers', async ({ page }) => {
    await page.goto('/en/');
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 2)).toBeHidden();
    const facts = page.getByRole('region', { name: 'Our work in numbers' });
    await expect(facts.getByRole('listitem').filter({ hasText: 'Completed projects' })).toContainText('360+');
  });
});
