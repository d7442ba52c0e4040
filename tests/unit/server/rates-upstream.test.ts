import { describe, expect, it } from '@jest/globals';
import { fetchTable, parseTable, tableUrl, UpstreamError, type FetchFn } from '#server/services/rates-upstream.ts';

const good = { date: '2026-03-15', usd: { mnt: 3450.12, eur: 0.92 } };

/** A fetch that answers by URL prefix; never touches the network. */
function fakeFetch(answers: Record<string, () => Promise<Response>>): FetchFn & { urls: string[] } {
  const urls: string[] = [];
  const fn = (async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    const answer = Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as FetchFn & { urls: string[] };
  fn.urls = urls;
  return fn;
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('tableUrl', () => {
  it('fills the date and currency placeholders', () => {
    expect(tableUrl('https://{date}.mirror.example/v1/currencies/{currency}.json', 'latest', 'xau')).toBe(
      'https://latest.mirror.example/v1/currencies/xau.json',
    );
  });
});

describe('parseTable', () => {
  it('reads the date and the rates of the table currency', () => {
    expect(parseTable(good, 'usd')).toEqual({ date: '2026-03-15', rates: good.usd });
  });

  it.each([
    ['no date', { usd: {} }],
    ['a bad date', { date: 'yesterday', usd: {} }],
    ['a date that does not exist', { date: '2026-13-45', usd: {} }],
    ['no rates', { date: '2026-03-15' }],
    ['rates that are a list', { date: '2026-03-15', usd: [1, 2] }],
    ['not an object', 'hello'],
  ])('refuses a table with %s', (_case, body) => {
    expect(() => parseTable(body, 'usd')).toThrow(UpstreamError);
  });
});

describe('fetchTable', () => {
  const options = { date: 'latest', table: 'usd' as const, timeoutMs: 1000 };

  it('answers from the first template that works, in order', async () => {
    const fetchFn = fakeFetch({ 'http://a/': json({}, 503), 'http://b/': json(good), 'http://c/': json(good) });
    const table = await fetchTable({
      ...options,
      templates: ['http://a/{date}/{currency}', 'http://b/{date}/{currency}'],
      fetchFn,
    });
    expect(table.rates.mnt).toBe(3450.12);
    expect(fetchFn.urls).toEqual(['http://a/latest/usd', 'http://b/latest/usd']);
  });

  it('moves on from an answer that is not JSON or not the expected shape', async () => {
    const fetchFn = fakeFetch({
      'http://a/': async () => new Response('<html>maintenance</html>'),
      'http://b/': json({ date: '2026-03-15' }),
      'http://c/': json(good),
    });
    const templates = ['http://a/{currency}{date}', 'http://b/{currency}{date}', 'http://c/{currency}{date}'];
    await expect(fetchTable({ ...options, templates, fetchFn })).resolves.toMatchObject({ date: '2026-03-15' });
  });

  it('gives up on a call that outlasts the time-out and tries the next template', async () => {
    const never: FetchFn = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const fetchFn = fakeFetch({ 'http://slow/': () => never('http://slow/'), 'http://b/': json(good) });
    const fetchWithSignal: FetchFn = (input, init) =>
      String(input).startsWith('http://slow/') ? never(input, init) : fetchFn(input, init);
    const table = await fetchTable({
      ...options,
      timeoutMs: 20,
      templates: ['http://slow/{date}/{currency}', 'http://b/{date}/{currency}'],
      fetchFn: fetchWithSignal,
    });
    expect(table.date).toBe('2026-03-15');
  });

  it('fails with every mirror and its reason when none answers well', async () => {
    const fetchFn = fakeFetch({ 'http://a/': json({}, 500) });
    await expect(
      fetchTable({ ...options, templates: ['http://a/{date}/{currency}', 'http://down/{date}/{currency}'], fetchFn }),
    ).rejects.toThrow(
      /no upstream answered for usd@latest \(a\/latest\/usd: HTTP 500; down\/latest\/usd: fetch failed\)/,
    );
  });
});
