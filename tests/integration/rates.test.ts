import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import {
  EXPECTED_VIEW,
  LATEST_DATE,
  startFakeUpstream,
  TODAY_TABLES,
  type FakeUpstream,
} from '../helpers/rates-fixtures.ts';
import { createRatesTestApp, manualClock } from '../helpers/rates-test-app.ts';

// 12:00 in Ulaanbaatar; the next Ulaanbaatar midnight is 16:00 UTC, 4 hours on.
const NOON = new Date('2026-03-15T04:00:00Z');
const UB_MIDNIGHT = new Date('2026-03-15T16:00:00Z');

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function upstream(): Promise<FakeUpstream> {
  const fake = await startFakeUpstream();
  cleanup.push(() => fake.close());
  return fake;
}

async function app(templates: string[], { timeoutMs = 10_000, clock = manualClock(NOON), dataDir = '' } = {}) {
  const env = { RATES_UPSTREAM_URLS: templates.join(','), RATES_TIMEOUT_MS: String(timeoutMs) };
  const t = await createRatesTestApp({ env, clock, ...(dataDir ? { dataDir } : {}) });
  cleanup.push(
    () => t.rates.settled(),
    () => t.close(),
  );
  return t;
}

/** The visible row of the ticker (not its aria-hidden copy): label, value and the arrow's words per item. */
function tickerRow(html: string): string[] {
  const list = /<ul class="ticker__list">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li class="ticker__item">(.*?)<\/li>/gs)].map(([, item = '']) =>
    item
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const TICKER_EN = [
  'USD/MNT 3,450.12 up from yesterday',
  'EUR/MNT 3,750.13 down from yesterday',
  'CNY/MNT 479.18',
  'RUB/MNT 38.33 up from yesterday',
  'Gold USD 2,650.50 up from yesterday',
  'Gold MNT 9,144,543 up from yesterday',
  'Silver USD 31.20 down from yesterday',
  'Silver MNT 107,644 down from yesterday',
];

describe('GET /api/rates', () => {
  it('fetches the figures on first use, derives them through USD and caches them until Ulaanbaatar midnight', async () => {
    const fake = await upstream();
    const t = await app([fake.template('ok')]);

    const res = await request(t.app).get('/api/rates');

    expect(res.status).toBe(200);
    expect(res.body).toEqual(EXPECTED_VIEW);
    expect(res.headers['cache-control']).toBe('public, max-age=43200');
    expect(res.headers.expires).toBe(UB_MIDNIGHT.toUTCString());
    expect([...fake.hits].sort()).toEqual(
      [
        '/ok/latest/usd.json',
        '/ok/latest/xau.json',
        '/ok/latest/xag.json',
        '/ok/2026-03-14/usd.json',
        '/ok/2026-03-14/xau.json',
        '/ok/2026-03-14/xag.json',
      ].sort(),
    );
  });

  it('answers a second request from the cache, without calling the upstream again', async () => {
    const fake = await upstream();
    const t = await app([fake.template('ok')]);
    await request(t.app).get('/api/rates');

    const again = await request(t.app).get('/api/rates');
    const page = await request(t.app).get('/en/contact');

    expect(again.body).toEqual(EXPECTED_VIEW);
    expect(page.status).toBe(200);
    expect(fake.hits).toHaveLength(6);
  });

  it('keeps the figures across a restart: a new process with the same DATA_DIR and the upstream down', async () => {
    const fake = await upstream();
    const first = await app([fake.template('ok')]);
    await request(first.app).get('/api/rates');
    await fake.close();

    const restarted = await app([fake.template('ok')], { dataDir: first.dataDir });
    const res = await request(restarted.app).get('/api/rates');
    const page = await request(restarted.app).get('/en/');

    expect(res.status).toBe(200);
    expect(res.body).toEqual(EXPECTED_VIEW);
    expect(tickerRow(page.text)).toEqual(TICKER_EN);
    expect(fake.hits).toHaveLength(6);
  });

  it('fetches the new day at Ulaanbaatar midnight, serving the old figures (stale) until it has them', async () => {
    const fake = await upstream();
    const clock = manualClock(new Date('2026-03-15T15:59:59Z'));
    const t = await app([fake.template('ok')], { clock });
    await request(t.app).get('/api/rates');
    fake.serve('latest', '2026-03-16', { ...TODAY_TABLES, usd: { ...TODAY_TABLES.usd, mnt: 3460 } });
    fake.serve(LATEST_DATE, LATEST_DATE, TODAY_TABLES);
    fake.hold();

    clock.set(UB_MIDNIGHT);
    const page = await request(t.app).get('/en/'); // answered while the upstream still holds its answer

    expect(page.status).toBe(200);
    expect(page.text).toContain('Rates of 2026-03-15');
    expect(tickerRow(page.text)[0]).toBe('USD/MNT 3,450.12 up from yesterday');
    fake.release();
    await t.rates.settled();
    const res = await request(t.app).get('/api/rates');
    expect(res.body).toMatchObject({ date: '2026-03-16', today: { usd_mnt: 3460 }, yesterday: { usd_mnt: 3450.12 } });
    expect(res.body).not.toHaveProperty('stale');
    expect(fake.hits.filter((hit) => hit.startsWith('/ok/latest/'))).toHaveLength(6);
    expect(fake.hits).toContain('/ok/2026-03-15/usd.json');
  });

  it.each([
    ['a rate outside its band', 34_501.2],
    ['a jump of more than a fifth from the day before', 3450.12 * 1.3],
  ])('keeps the last good figures, stale, and counts a failed fetch for %s', async (_case, usdMnt) => {
    const fake = await upstream();
    const clock = manualClock(new Date('2026-03-15T15:59:59Z'));
    const t = await app([fake.template('ok')], { clock });
    await request(t.app).get('/api/rates');
    fake.serve('latest', '2026-03-16', { ...TODAY_TABLES, usd: { ...TODAY_TABLES.usd, mnt: usdMnt } });
    fake.serve(LATEST_DATE, LATEST_DATE, TODAY_TABLES);

    clock.set(UB_MIDNIGHT);
    await request(t.app).get('/api/rates');
    await t.rates.settled();
    const res = await request(t.app).get('/api/rates');
    expect(res.body).toMatchObject({ date: LATEST_DATE, today: { usd_mnt: 3450.12 }, stale: true });
    expect(t.rates.status()).toMatchObject({ lastFetch: 'failed', failures: 1 });
  });

  it('falls back to the next URL template when the first one fails', async () => {
    const fake = await upstream();
    const t = await app([fake.template('error'), fake.template('ok')]);

    const res = await request(t.app).get('/api/rates');

    expect(res.body).toEqual(EXPECTED_VIEW);
    expect(fake.hits).toContain('/error/latest/usd.json');
    expect(fake.hits).toContain('/ok/latest/usd.json');
  });

  it('gives up on a mirror that does not answer within RATES_TIMEOUT_MS and uses the next', async () => {
    const fake = await upstream();
    // Long enough for the answering mirror on a busy machine; the hanging one never answers.
    const t = await app([fake.template('hang'), fake.template('ok')], { timeoutMs: 2_000 });

    const res = await request(t.app).get('/api/rates');

    expect(res.body).toEqual(EXPECTED_VIEW);
    expect(fake.hits).toContain('/hang/latest/xau.json');
  });

  it('answers 503 after the time-out when the only mirror never answers, and logs why', async () => {
    const fake = await upstream();
    const t = await app([fake.template('hang')], { timeoutMs: 100 });

    const res = await request(t.app).get('/api/rates?lng=en');

    expect(res.status).toBe(503);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'rates refresh failed', reason: expect.stringMatching(/timed out/) }),
    );
  });

  it.each([
    ['not JSON', 'garbage'],
    ['JSON without the rates', 'empty'],
  ] as const)('refuses an answer that is %s and uses the next mirror', async (_case, mode) => {
    const fake = await upstream();
    const t = await app([fake.template(mode), fake.template('ok')]);

    const res = await request(t.app).get('/api/rates');

    expect(res.body).toEqual(EXPECTED_VIEW);
    expect(fake.hits).toContain(`/${mode}/latest/usd.json`);
  });

  it('answers 503 with a JSON error in the visitor’s language when no figures were ever fetched', async () => {
    const fake = await upstream();
    await fake.close(); // nothing listens there any more: connection refused
    const t = await app([fake.template('ok')]);

    const en = await request(t.app).get('/api/rates?lng=en');
    const mn = await request(t.app).get('/api/rates?lng=mn');

    expect(en.status).toBe(503);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toEqual({ success: false, error: 'Exchange rates are not available right now.' });
    expect(mn.body).toEqual({ success: false, error: 'Валютын ханшийн мэдээллийг одоогоор авах боломжгүй байна.' });
  });

  it('marks stale figures and lets browsers keep them five minutes only', async () => {
    const fake = await upstream();
    const clock = manualClock(NOON);
    const t = await app([fake.template('ok')], { clock });
    await request(t.app).get('/api/rates');
    await fake.close();

    clock.set(new Date('2026-03-16T04:00:00Z'));
    const res = await request(t.app).get('/api/rates');
    await t.rates.settled();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...EXPECTED_VIEW, stale: true });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('makes one upstream call per table for many concurrent requests', async () => {
    const fake = await upstream();
    const t = await app([fake.template('ok')]);
    fake.hold();
    let arrived = 0;
    // The upstream answers only once all five requests are inside the app, so they surely overlap.
    const counting = express()
      .use((_req, _res, next) => {
        arrived += 1;
        if (arrived === 5) fake.release();
        next();
      })
      .use(t.app);
    const server = createServer(counting);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rates`;

    const answers = await Promise.all([...Array(5)].map(() => fetch(url).then((res) => res.json())));

    expect(answers).toEqual([...Array(5)].map(() => EXPECTED_VIEW));
    expect(fake.hits).toHaveLength(6);
  });
});

describe('the ticker in the page', () => {
  it('is rendered by the server with every figure, two decimals for rates, none for gold and silver in MNT', async () => {
    const fake = await upstream();
    const t = await app([fake.template('ok')]);
    await t.rates.refresh();

    const en = await request(t.app).get('/en/service');
    const mn = await request(t.app).get('/service');

    expect(tickerRow(en.text)).toEqual(TICKER_EN);
    expect(tickerRow(mn.text)).toEqual([
      'USD/₮ 3,450.12 өчигдрөөс өссөн',
      'EUR/₮ 3,750.13 өчигдрөөс буурсан',
      'CNY/₮ 479.18',
      'RUB/₮ 38.33 өчигдрөөс өссөн',
      'Алт USD 2,650.50 өчигдрөөс өссөн',
      'Алт ₮ 9,144,543 өчигдрөөс өссөн',
      'Мөнгө USD 31.20 өчигдрөөс буурсан',
      'Мөнгө ₮ 107,644 өчигдрөөс буурсан',
    ]);
    expect(en.text).toContain(
      '<aside class="ticker" aria-label="Exchange rates"><div class="ticker__viewport" tabindex="0">',
    );
    expect(en.text).toContain('<ul class="ticker__list" aria-hidden="true">'); // the copy for the seamless loop
    expect(en.text).toContain('<span class="ticker__trend ticker__trend--up"><svg');
    expect(en.text).toContain('<span class="ticker__trend ticker__trend--down"><svg');
    expect(en.text).not.toContain('data-island="ticker-rates"');
    expect(en.text).not.toContain('Loading...');
  });

  it('shows Loading... and the island that fetches the figures when there are none, without waiting for the upstream', async () => {
    const fake = await upstream();
    fake.hold(); // the upstream answers nothing until the page is done
    const t = await app([fake.template('ok')]);

    const en = await request(t.app).get('/en/about');
    const mn = await request(t.app).get('/about');
    fake.release();

    expect(en.status).toBe(200);
    expect(en.text).toMatch(
      /<aside class="ticker" aria-label="Exchange rates"><div class="island" data-island="ticker-rates" data-id="i\d+" data-hydrate="idle" data-props="\{\}"><p class="ticker__status" role="status">Loading...<\/p><\/div><\/aside>/,
    );
    expect(mn.text).toContain('<p class="ticker__status" role="status">Ачааллаж байна...</p>');
    // Its code (and React's) is fetched when the browser is idle, not preloaded ahead of the page's own.
    expect(en.text).not.toContain('modulepreload');
  });

  it('shows Loading... when the upstream is down at start-up, and the page still renders', async () => {
    const fake = await upstream();
    await fake.close();
    const t = await app([fake.template('ok')]);

    const page = await request(t.app).get('/en/');
    await t.rates.settled();
    const api = await request(t.app).get('/api/rates');

    expect(page.status).toBe(200);
    expect(page.text).toContain('<p class="ticker__status" role="status">Loading...</p>');
    expect(api.status).toBe(503);
  });

  it('says the rates are unavailable, with no script to fetch them, once a fetch has failed and none is under way', async () => {
    const fake = await upstream();
    await fake.close();
    const t = await app([fake.template('ok')]);
    t.rates.current();
    await t.rates.settled();

    const en = await request(t.app).get('/en/about');
    const mn = await request(t.app).get('/about');

    expect(en.status).toBe(200);
    expect(en.text).toContain(
      '<aside class="ticker" aria-label="Exchange rates"><p class="ticker__status" role="status">Exchange rates unavailable</p></aside>',
    );
    expect(mn.text).toContain('<p class="ticker__status" role="status">Ханш түр байхгүй</p>');
    expect(en.text).not.toContain('data-island="ticker-rates"');
  });
});

describe('prices at the day’s rate', () => {
  /** The product page's price row as read on screen. */
  async function priceRow(t: Awaited<ReturnType<typeof app>>, path: string): Promise<string> {
    const html = (await request(t.app).get(path)).text;
    return (/<div class="product-specs__row product-specs__row--price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '')
      .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }

  it('converts with today’s figures, not while they are fetched, nor with the day before’s (stale) ones', async () => {
    const fake = await upstream();
    fake.hold();
    const clock = manualClock(NOON);
    const t = await app([fake.template('ok')], { clock });
    const tyre = '/en/shop-single/otr-tyre-40-00r57-e4';
    // The first fetch under way: dollars alone.
    expect(await priceRow(t, tyre)).toBe('Price $41,800 $44,000 5% off');
    fake.release();
    await t.rates.settled();
    expect(await priceRow(t, tyre)).toBe(
      `Price ≈ ₮144,215,000 $41,800 ≈ ₮151,805,000 5% off Converted at ₮3,450.12 per $ on ${LATEST_DATE}.`,
    );
    // The next Ulaanbaatar day, with the upstream gone: the ticker keeps the figures, the prices drop the rate.
    await fake.close();
    clock.set(new Date('2026-03-16T04:00:00Z'));
    expect(await priceRow(t, '/shop-single/otr-tyre-40-00r57-e4')).toBe('Үнэ $41,800 $44,000 5% хямдрал');
    await t.rates.settled();
    const page = (await request(t.app).get(tyre)).text;
    expect(tickerRow(page)[0]).toBe('USD/MNT 3,450.12 up from yesterday');
    expect(page).not.toContain('₮144,215,000');
  });
});
