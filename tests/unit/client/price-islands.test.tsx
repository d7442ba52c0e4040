import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { PriceRate } from '#shared/money.ts';
import { createClientI18n } from '#client/i18n-client.ts';
import { Catalogue } from '#client/islands/catalogue.tsx';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { QuoteList } from '#client/islands/quote-list.tsx';
import { createRootStore, type RootStore } from '#client/stores/root-store.ts';
import { StoresContext } from '#client/stores/stores-context.ts';
import { storedProduct } from '../../helpers/stored-products.ts';

// Issue #26 in the islands: the quote list's lines and total in ₮ and $ at the page's rate (or per currency
// without one), in both languages; the catalogue put in a price order with script, as the server orders it.

type Lng = 'en' | 'mn';
const RATE: PriceRate = { mntPerUsd: 3450.12, date: '2026-03-15' };
const NAMESPACES = ['common', 'catalogue', 'stores', 'forms'];

function locale(lng: Lng, ns: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../locales/${lng}/${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function island(children: ReactNode, stores: RootStore, lng: Lng = 'en') {
  const i18n = createClientI18n({
    lng,
    ns: NAMESPACES,
    resources: { [lng]: Object.fromEntries(NAMESPACES.map((ns) => [ns, locale(lng, ns)])) },
  });
  return (
    <IslandProviders i18n={i18n}>
      <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
    </IslandProviders>
  );
}

/** Text as read on screen: the words for screen readers left out, spaces made plain. */
function shown(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  window.history.replaceState(null, '', '/en/products/');
});
afterEach(cleanup);

describe('the quote list', () => {
  /** A restored list: two of a $100 product, one at ₮300,000, four on request. */
  function quoteList(rate: PriceRate | null, lng: Lng = 'en') {
    const stores = createRootStore();
    stores.cart.add(storedProduct(1, { name: 'Bit', price: 100 }), { qty: 2 });
    stores.cart.add(storedProduct(2, { name: 'Tyre', price: 300_000, currency: 'MNT' }));
    stores.cart.add(storedProduct(3, { name: 'Cylinder', price: 0 }), { qty: 4 });
    stores.markRestored();
    return render(island(<QuoteList rate={rate} />, stores, lng));
  }

  const line = (container: HTMLElement, index: number) =>
    shown(container.querySelectorAll('.quote-item__sum')[index] ?? null);

  it('sums each line and the priced items in ₮ with $ beside, says what is left out and the rate, in English', () => {
    const { container } = quoteList(RATE);
    expect(shown(container.querySelector('.quote-item__price'))).toBe('Unit price: ≈₮345,000 $100');
    expect(line(container, 0)).toBe('Sum: ≈₮690,000 $200');
    expect(line(container, 1)).toBe('Sum: ₮300,000 ≈$86.95');
    expect(line(container, 2)).toBe('Sum: Price on request');
    const summary = container.querySelector('.quote-list__summary');
    expect(shown(summary?.querySelector('.quote-list__total') ?? null)).toBe(
      'Total of priced items: ≈₮990,000 ≈$286.95',
    );
    expect(within(summary as HTMLElement).getByText('1 item with price on request is not in the total.')).toBeTruthy();
    expect(within(summary as HTMLElement).getByText('Converted at ₮3,450.12 per $ on 2026-03-15.')).toBeTruthy();
    expect(summary?.textContent).toContain('about ₮990,000');
  });

  it('says the same in Mongolian', () => {
    const { container } = quoteList(RATE, 'mn');
    const summary = container.querySelector('.quote-list__summary');
    expect(shown(summary?.querySelector('.quote-list__total') ?? null)).toMatch(/: ≈₮990,000 ≈\$286\.95$/);
    expect(summary?.textContent).toContain('Үнэ тохиролцох 1 бараа нийт дүнд ороогүй.');
    expect(summary?.textContent).toContain('2026-03-15 өдрийн ханшаар хөрвүүлэв: $1 = ₮3,450.12.');
    expect(summary?.textContent).toContain('ойролцоогоор ₮990,000');
  });

  it('without a rate, shows each price in its own currency and sums each currency apart, in both languages', () => {
    const { container } = quoteList(null);
    expect(line(container, 0)).toBe('Sum: $200');
    expect(line(container, 1)).toBe('Sum: ₮300,000');
    const summary = container.querySelector('.quote-list__summary');
    expect(shown(summary?.querySelector('.quote-list__total') ?? null)).toBe('Total of priced items: ₮300,000 + $200');
    expect(summary?.textContent).toContain("Without today's exchange rate, the ₮ and $ prices are added up apart.");
    expect(summary?.textContent).not.toContain('Converted at');
    expect(container.textContent).not.toContain('≈');
    cleanup();
    const mn = quoteList(null, 'mn').container.querySelector('.quote-list__summary');
    expect(shown(mn?.querySelector('.quote-list__total') ?? null)).toMatch(/: ₮300,000 \+ \$200$/);
    expect(mn?.textContent).toContain('Өнөөдрийн ханш тодорхойгүй тул төгрөг, долларын үнийг тусад нь нэмэв.');
  });

  it('follows a quantity typed in', () => {
    const { container } = quoteList(RATE);
    fireEvent.change(screen.getByLabelText('Quantity of Bit'), { target: { value: '3' } });
    expect(line(container, 0)).toBe('Sum: ≈₮1,035,000 $300');
    expect(shown(container.querySelector('.quote-list__total'))).toBe('Total of priced items: ≈₮1,335,000 ≈$386.95');
  });
});

describe('the catalogue in a price order, with script', () => {
  const part = (id: number, price: number, currency: 'USD' | 'MNT', discount = 100): CatalogueProduct => ({
    id,
    slug: `part-${id}`,
    name: `Part ${id}`,
    description: `About part ${id}`,
    image: `/images/catalogue/part-${id}.svg`,
    category: 'Drilling Bit',
    length: 100,
    diameter: 50,
    length1: 20,
    price,
    currency,
    discount,
  });
  // ≈ ₮345,000; ₮300,000; on request; $45 ≈ ₮155,000; ₮2,000,000.
  const PARTS = [part(1, 100, 'USD'), part(2, 300_000, 'MNT'), part(3, 0, 'USD'), part(4, 50, 'USD', 90)];
  PARTS.push(part(5, 2_000_000, 'MNT'));

  function catalogue(rate: PriceRate | null) {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => PARTS } as Response);
    const props = {
      products: PARTS,
      category: null,
      page: 1,
      pageCount: 1,
      total: PARTS.length,
      sort: 'listed' as const,
      isSorted: true,
      filters: {},
      facets: [],
      categories: ['Drilling Bit'],
      rate,
    };
    return render(island(<Catalogue {...props} />, createRootStore()));
  }

  const cards = (container: HTMLElement) =>
    [...container.querySelectorAll('.product-card__title')].map((title) => title.textContent);

  async function choose(order: string): Promise<void> {
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Order'), { target: { value: order } });
    });
  }

  it('orders the cards by their ₮ price, products on request last, and puts the order in the address', async () => {
    const { container } = catalogue(RATE);
    expect(cards(container)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    await choose('price-asc');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products?lng=en');
    expect(cards(container)).toEqual(['Part 4', 'Part 2', 'Part 1', 'Part 5', 'Part 3']);
    expect(window.location.search).toBe('?sort=price-asc');
    await choose('price-desc');
    expect(cards(container)).toEqual(['Part 5', 'Part 1', 'Part 2', 'Part 4', 'Part 3']);
    expect(container.textContent).toContain('Converted at ₮3,450.12 per $ on 2026-03-15.');
    await choose('listed');
    expect(cards(container)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    expect(window.location.search).toBe('');
  });

  it('without a rate, keeps the catalogue’s order where ₮ and $ prices mix, and says why', async () => {
    const { container } = catalogue(null);
    await choose('price-asc');
    expect(cards(container)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5']);
    expect(container.textContent).toContain('prices in ₮ and $ cannot be compared');
    expect(container.textContent).not.toContain('Converted at');
    expect(shown(container.querySelector('.product-card__price'))).toBe('$100');
  });
});
