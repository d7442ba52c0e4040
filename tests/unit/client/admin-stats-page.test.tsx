import { describe, expect, it } from '@jest/globals';
import type { StatsProps } from '#shared/stats-view.ts';
import { officePages, text } from '../../helpers/admin-render.ts';

// The office's statistics page as the server sends it: each chart's bars carry the same names and numbers as the
// table beside it, in both languages, its days named as the staff write them; with no views it says so.

const { page } = officePages({ title: 'Statistics', href: '/en/admin/stats' });

function props(overrides: Partial<StatsProps> = {}): StatsProps {
  return {
    action: '/admin/stats',
    fields: { range: 'days', from: '2026-03-09', to: '2026-03-12' },
    totals: { views: 1234, enquiries: 5, quotationRequests: 3, quotationsSent: 2, accepted: 1 },
    series: {
      unit: 'day',
      points: [
        { from: '2026-03-09', to: '2026-03-09', views: 200 },
        { from: '2026-03-10', to: '2026-03-10', views: 0 },
        { from: '2026-03-11', to: '2026-03-11', views: 1000 },
        { from: '2026-03-12', to: '2026-03-12', views: 34 },
      ],
    },
    breakdowns: [
      {
        id: 'pages',
        rows: [
          { label: 'Home page', views: 900 },
          { label: 'Contact us', views: 334 },
        ],
      },
      { id: 'products', rows: [{ label: 'Tricone Bit 9 7/8"', views: 120 }] },
      { id: 'services', rows: [] },
      { id: 'referrers', rows: [{ label: 'google.com', views: 1234 }] },
      {
        id: 'languages',
        rows: [
          { label: 'Mongolian', views: 1000 },
          { label: 'English', views: 234 },
        ],
      },
      { id: 'devices', rows: [{ label: 'Phones', views: 1234 }] },
    ],
    funnel: {
      products: [{ label: 'Tricone Bit 9 7/8"', views: 120, requests: 3, sent: 2, accepted: 1 }],
      contact: { views: 334, enquiries: 2 },
    },
    ...overrides,
  };
}

const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const bars = (chart: Element | null | undefined) =>
  [...(chart?.querySelectorAll('rect.stats-chart__bar') ?? [])].map((bar) => [
    bar.getAttribute('data-label'),
    Number(bar.getAttribute('data-value')).toLocaleString('en-US'),
  ]);

describe("the office's statistics page", () => {
  it.each(['en', 'mn'] as const)('draws in %s each chart from the numbers of the table beside it', (lng) => {
    const doc = page(lng, { page: 'stats', props: props() });
    const series = doc.querySelector('#stats-series')?.closest('section');
    const rows = [...(series?.querySelectorAll('tbody tr') ?? [])].map(cells);
    expect(bars(series?.querySelector('svg'))).toEqual(rows);
    expect(rows.map(([, views]) => views)).toEqual(['200', '0', '1,000', '34']);
    expect(rows[1]?.[0]).toBe(lng === 'en' ? 'Mar 10' : '3-р сарын 10');

    for (const id of ['pages', 'products', 'referrers', 'languages', 'devices']) {
      const section = doc.querySelector(`[data-breakdown="${id}"]`);
      const tableRows = [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) => cells(row).slice(0, 2));
      expect(bars(section?.querySelector('svg'))).toEqual(tableRows);
      expect(tableRows.length).toBeGreaterThan(0);
    }
    const pages = doc.querySelector('[data-breakdown="pages"]');
    expect([...(pages?.querySelectorAll('tbody tr') ?? [])].map((row) => cells(row)[2])).toEqual(['73 %', '27 %']);
    expect(doc.querySelector('[data-breakdown="services"]')?.textContent).toContain(
      text(lng, 'admin:stats.breakdowns.empty'),
    );
  });

  it('names each chart as an image, its title the section heading', () => {
    const doc = page('en', { page: 'stats', props: props() });
    const chart = doc.querySelector('[data-breakdown="languages"] svg');
    expect(chart?.getAttribute('role')).toBe('img');
    const [titleId] = chart?.getAttribute('aria-labelledby')?.split(' ') ?? [];
    expect(doc.getElementById(titleId ?? '')?.textContent).toBe('Languages');
  });

  it('shows each step of the funnel with its share of the step before', () => {
    const doc = page('en', { page: 'stats', props: props() });
    const [product] = [...doc.querySelectorAll('table.stats-funnel tbody tr')];
    expect(product && cells(product)).toEqual([
      'Tricone Bit 9 7/8"',
      '120',
      '3' + text('en', 'admin:stats.funnel.rate', { share: '3 %' }),
      '2' + text('en', 'admin:stats.funnel.rate', { share: '67 %' }),
      '1' + text('en', 'admin:stats.funnel.rate', { share: '50 %' }),
    ]);
  });

  it('says so when the period has no views, and draws no chart', () => {
    const empty = props({
      totals: { views: 0, enquiries: 0, quotationRequests: 0, quotationsSent: 0, accepted: 0 },
      funnel: { products: [], contact: { views: 0, enquiries: 0 } },
    });
    const doc = page('mn', { page: 'stats', props: empty });
    expect(doc.querySelector('.empty')?.textContent).toBe(text('mn', 'admin:stats.empty'));
    expect(doc.querySelector('svg.stats-chart')).toBeNull();
    expect(doc.querySelector('.stats-period')?.textContent).toBe(
      text('mn', 'admin:stats.period', { from: '2026 оны 3-р сарын 9', to: '2026 оны 3-р сарын 12' }),
    );
  });
});
