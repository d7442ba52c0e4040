// The page-view counter's memory (docs/privacy.md, "Page-view statistics"): bounded however many made-up referrers
// come, and a flush the store refuses kept for the next one, with nothing of a visitor in the log.
import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { createLifecycle } from '#server/lifecycle.ts';
import { MAX_PAGE_VIEW_ROWS, pageViewCounter } from '#server/stats/page-view-counter.ts';
import { OTHER_REFERRER } from '#server/stats/referrer-host.ts';
import type { PageViewRow } from '#server/storage/page-views.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const HOME = { status: 200, page: 'home' };
const ABOUT = { status: 200, page: 'about' };

/** A GET of `path` as Express hands it to the renderer. */
const get = (path: string, headers: Record<string, string> = {}) =>
  ({ method: 'GET', path, headers: { 'user-agent': BROWSER, ...headers } }) as unknown as Request;
const response = () => ({ locals: {} }) as Response;

function counterOver(add: (rows: PageViewRow[]) => Promise<void>) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const lifecycle = createLifecycle();
  const counts = { added: 0, failed: 0 };
  const counter = pageViewCounter({
    views: { add: async (rows) => add([...rows]) },
    clock: { now: () => new Date('2026-03-15T04:00:00Z') },
    lifecycle,
    logger: pino({ level: 'info' }, sink),
    publicUrl: 'https://site.example',
    counts: { added: (views) => void (counts.added += views), failed: () => void (counts.failed += 1) },
  });
  counter.stop();
  return { counter, lifecycle, lines, counts };
}

const total = (rows: readonly PageViewRow[]) => rows.reduce((sum, row) => sum + row.views, 0);

describe('the page-view counter', () => {
  it('holds at most its cap of rows under a flood of made-up referrers, the rest counted as (other)', async () => {
    const written: PageViewRow[][] = [];
    const { counter } = counterOver(async (rows) => void written.push(rows));
    const flood = MAX_PAGE_VIEW_ROWS + 2_000;
    for (let i = 0; i < flood; i++)
      counter.count(get('/', { referer: `https://spam-${i}.example/x` }), response(), HOME);
    await counter.flush();
    const [rows = []] = written;
    expect(rows.length).toBe(MAX_PAGE_VIEW_ROWS + 1);
    expect(total(rows)).toBe(flood);
    expect(rows.find((row) => row.referrer === OTHER_REFERRER)?.views).toBe(2_000);
  });

  it('keeps the counts of a flush the store refused, adds them with the next, and logs no visitor', async () => {
    const written: PageViewRow[][] = [];
    let refuse = true;
    const { counter, lifecycle, lines, counts } = counterOver(async (rows) => {
      if (refuse) throw new Error('database is locked');
      written.push(rows);
    });
    const referer = 'https://www.google.com/search?q=secret-words';
    counter.count(get('/en/about', { referer, cookie: 'sid=cookie-secret' }), response(), ABOUT);
    await counter.flush();
    expect([written, counts]).toEqual([[], { added: 0, failed: 1 }]);
    expect(lines.join('')).toContain('page views not added');
    for (const secret of ['secret-words', 'cookie-secret', BROWSER, 'www.google.com']) {
      expect(lines.join('')).not.toContain(secret);
    }

    refuse = false;
    counter.count(get('/en/about', { referer }), response(), ABOUT);
    // As at a shutdown: the work done before the store closes flushes them.
    await lifecycle.finishWork();
    expect(written).toEqual([
      [
        {
          day: '2026-03-15',
          page: 'about',
          language: 'en',
          referrer: 'www.google.com',
          device: 'desk',
          item: '',
          views: 2,
        },
      ],
    ]);
    expect(counts).toEqual({ added: 2, failed: 1 });
  });
});
