// The page-view count (docs/privacy.md, "Page-view statistics") on both engines, over real HTTP: a thousand requests
// of browsers, bots and prefetches, sent concurrently, leave exactly the aggregates the views make; two replicas add
// to the same rows; and no row holds anything of the visitors: their browser's header, address, query or cookie.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { createLifecycle, type Lifecycle } from '#server/lifecycle.ts';
import { officeAccount } from '../helpers/office-accounts.ts';
import { storedPageViews } from '../helpers/stored-page-views.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, type TestAppOnDatabase } from '../helpers/test-app.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSERS = [
  { userAgent: IPHONE, device: 'phone' },
  { userAgent: IPAD, device: 'tablet' },
  { userAgent: WINDOWS, device: 'desk' },
] as const;
// The test app's PUBLIC_URL is http://localhost:3000: a visitor coming from its own pages came from no other site.
const REFERRERS = [
  { referer: undefined, host: '' },
  { referer: 'https://www.google.com/search?q=drill+bits+secret-search', host: 'www.google.com' },
  { referer: 'https://m.facebook.com/story.php?story_fbid=123&id=456', host: 'm.facebook.com' },
  { referer: 'http://localhost:3000/about', host: '' },
];
const COOKIE_SECRET = 'cookie-value-4d1f9a';
const QUERY_SECRET = 'query-value-8c2e7b';
const FORWARDED_FOR = '203.0.113.77';
/** FIXED_NOW, 2026-03-15T04:00Z, is noon of that day in Ulaanbaatar. */
const DAY = '2026-03-15';

interface Sent {
  path: string;
  method?: 'GET' | 'HEAD';
  headers: Record<string, string>;
}

interface Row {
  day: string;
  page: string;
  language: string;
  referrer: string;
  device: string;
  item: string;
  views: number;
}

describeEachEngine('page views', (engine) => {
  let database: TestDatabase;
  useFreshDatabase(engine, (opened) => ({ database } = opened));

  /** An app on the test database, listening on a port of its own, its shutdown work ours to run (the flush). */
  const started: Array<{ server: Server; t: TestAppOnDatabase }> = [];
  async function startApp(): Promise<{ t: TestAppOnDatabase; lifecycle: Lifecycle; origin: string }> {
    const lifecycle = createLifecycle();
    const t = await createTestAppOn(database, { lifecycle });
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    started.push({ server, t });
    return { t, lifecycle, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  beforeEach(() => void (started.length = 0));
  afterEach(async () => {
    for (const { server, t } of started) {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });

  /** Sends each request over keep-alive connections, `concurrency` at a time: the statuses, in order. */
  async function load(origin: string, requests: readonly Sent[], concurrency = 16): Promise<number[]> {
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const { hostname, port } = new URL(origin);
    const statuses: number[] = [];
    let next = 0;
    const send = ({ path, method = 'GET', headers }: Sent) =>
      new Promise<number>((resolve, reject) => {
        httpRequest({ hostname, port, path, method, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    async function worker() {
      while (next < requests.length) {
        const index = next++;
        const sent = requests[index];
        if (sent) statuses[index] = await send(sent);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    agent.destroy();
    return statuses;
  }

  /** The visitor's own values every request carries: none of them may reach a row. */
  const visitor = (userAgent: string, referer?: string): Record<string, string> => ({
    'user-agent': userAgent,
    cookie: `sid=${COOKIE_SECRET}; i18next=mn`,
    'x-forwarded-for': FORWARDED_FOR,
    ...(referer === undefined ? {} : { referer }),
  });

  /** The rows `views` make, summed by day, page, language, referrer, device and item, in the store's order. */
  function aggregate(views: ReadonlyArray<Omit<Row, 'views' | 'day'>>): Row[] {
    const rows = new Map<string, Row>();
    for (const view of views) {
      const key = JSON.stringify([view.page, view.language, view.referrer, view.device, view.item]);
      const row = rows.get(key) ?? { day: DAY, ...view, views: 0 };
      rows.set(key, { ...row, views: row.views + 1 });
    }
    const order = (row: Row) => [row.day, row.page, row.language, row.referrer, row.device, row.item].join('\u0000');
    return [...rows.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  }

  it('counts a thousand concurrent requests into exactly the views among them, and nothing of a visitor', async () => {
    const { t, lifecycle, origin } = await startApp();
    const product = t.productCatalogue.entries()[0]?.fields.slug ?? '';
    const service = t.collections.view().slugs('services')[0] ?? '';
    expect([product, service]).not.toContain('');
    const pages = [
      { path: '/', page: 'home', language: 'mn', item: '' },
      { path: '/en/', page: 'home', language: 'en', item: '' },
      { path: '/about', page: 'about', language: 'mn', item: '' },
      { path: '/en/contact', page: 'contact', language: 'en', item: '' },
      { path: `/products/?utm_source=${QUERY_SECRET}`, page: 'catalogue', language: 'mn', item: '' },
      { path: `/shop-single/${product}`, page: 'product', language: 'mn', item: product },
      { path: `/en/shop-single/${product}?ref=${QUERY_SECRET}`, page: 'product', language: 'en', item: product },
      { path: `/service-single/${service}`, page: 'service', language: 'mn', item: service },
    ];
    // Requests that are no view: bots and tools, prefetches and prerenders, HEAD, and pages not found.
    const notViews: Array<(path: string) => Sent> = [
      (path) => ({ path, headers: visitor(GOOGLEBOT) }),
      (path) => ({ path, headers: visitor('curl/8.5.0') }),
      (path) => ({ path, headers: {} }),
      (path) => ({ path, headers: { ...visitor(IPHONE), 'sec-purpose': 'prefetch' } }),
      (path) => ({ path, headers: { ...visitor(WINDOWS), 'sec-purpose': 'prefetch;prerender' } }),
      (path) => ({ path, headers: { ...visitor(IPAD), purpose: 'prefetch' } }),
      (path) => ({ path, method: 'HEAD', headers: visitor(WINDOWS) }),
      () => ({ path: '/no-such-page', headers: visitor(IPHONE) }),
      () => ({ path: '/shop-single/no-such-product', headers: visitor(WINDOWS) }),
      () => ({ path: '/en/service-single/no-such-service', headers: visitor(IPAD) }),
    ];
    const requests: Sent[] = [];
    const views: Array<Omit<Row, 'views' | 'day'>> = [];
    for (let i = 0; i < 1_000; i++) {
      const page = pages[i % pages.length] ?? pages[0];
      if (!page) throw new Error('no pages');
      if (i % 4 === 3) {
        requests.push(notViews[Math.floor(i / 4) % notViews.length]?.(page.path) ?? { path: '/', headers: {} });
        continue;
      }
      const browser = BROWSERS[i % BROWSERS.length] ?? BROWSERS[0];
      const referrer = REFERRERS[Math.floor(i / 3) % REFERRERS.length] ?? { referer: undefined, host: '' };
      requests.push({ path: page.path, headers: visitor(browser.userAgent, referrer.referer) });
      const { page: id, language, item } = page;
      views.push({ page: id, language, item, referrer: referrer.host, device: browser.device });
    }

    const statuses = await load(origin, requests);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(views.length);
    expect(statuses.filter((status) => status === 404).length).toBe(75);
    // As at a shutdown: the counts kept in memory are added before the store closes.
    await lifecycle.finishWork();

    const rows = await storedPageViews(t.store);
    expect(rows).toEqual(aggregate(views));
    expect(rows.reduce((sum, row) => sum + Number(row.views), 0)).toBe(750);
    const kept = rows.flatMap((row) => Object.values(row).map(String)).join('\n');
    for (const secret of [IPHONE, IPAD, WINDOWS, 'iPhone', FORWARDED_FOR, '127.0.0.1', COOKIE_SECRET, QUERY_SECRET]) {
      expect([secret, kept.includes(secret)]).toEqual([secret, false]);
    }
    for (const part of ['search', 'story', 'utm_source', '?', '/'])
      expect([part, kept.includes(part)]).toEqual([part, false]);
  });

  it('adds two replicas’ counts of the same rows together', async () => {
    const first = await startApp();
    const second = await startApp();
    const google = REFERRERS[1]?.referer ?? '';
    const views = (count: number, path: string, referer?: string) =>
      Array.from({ length: count }, () => ({ path, headers: visitor(IPHONE, referer) }));
    await load(first.origin, [...views(30, '/about', google), ...views(5, '/en/about')]);
    await load(second.origin, [...views(20, '/about', google), ...views(1, '/contact')]);
    await Promise.all([first.lifecycle.finishWork(), second.lifecycle.finishWork()]);
    const row = { day: DAY, device: 'phone', item: '' };
    expect(await storedPageViews(first.t.store)).toEqual([
      { ...row, page: 'about', language: 'en', referrer: '', views: 5 },
      { ...row, page: 'about', language: 'mn', referrer: 'www.google.com', views: 50 },
      { ...row, page: 'contact', language: 'mn', referrer: '', views: 1 },
    ]);
  });

  it('counts a page revalidated (304) as a view, and an editor’s preview as none', async () => {
    const { t, lifecycle, origin } = await startApp();
    const [first] = await load(origin, [{ path: '/about', headers: visitor(WINDOWS) }]);
    expect(first).toBe(200);
    const etag = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      httpRequest({ hostname, port, path: '/about', headers: visitor(WINDOWS) }, (res) => {
        res.resume();
        resolve(String(res.headers.etag));
      })
        .on('error', reject)
        .end();
    });
    const revalidated = await load(origin, [
      { path: '/about', headers: { ...visitor(WINDOWS), 'if-none-match': etag } },
    ]);
    expect(revalidated).toEqual([304]);
    const editor = await officeAccount(t, 'writer', ['editor'], '/admin/texts');
    const preview = await load(origin, [
      { path: '/about?preview=drafts', headers: { 'user-agent': WINDOWS, cookie: editor.cookie } },
    ]);
    expect(preview).toEqual([200]);
    await lifecycle.finishWork();
    expect(await storedPageViews(t.store)).toEqual([
      { day: DAY, page: 'about', language: 'mn', referrer: '', device: 'desk', item: '', views: 3 },
    ]);
  });
});
