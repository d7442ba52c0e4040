import { describe, expect, it, jest } from '@jest/globals';
import { act, createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTS_CHANGED_EVENT } from '#shared/constants.ts';
import { createClientI18n } from '#client/i18n-client.ts';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { ProductActionsIsland } from '#client/islands/product-actions.tsx';
import { createRootStore } from '#client/stores/root-store.ts';
import { StoreProviders } from '#client/stores/store-providers.tsx';

// Persistence starts after hydration and the header is told the counts: let act() flush it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const locale = (ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/en/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const resources = { en: { common: locale('common'), stores: locale('stores') } };

async function serverI18n() {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}

const product = {
  id: 7,
  slug: 'tricone-bit',
  name: 'Tricone bit',
  image: '/images/products/tricone.svg',
  category: 'Drilling Bit',
  length: 300,
  diameter: 200,
  length1: 0,
  price: 1200,
  currency: 'USD' as const,
  discount: 100,
};

// The tree both sides build for an island that uses the saved lists (client/islands/island.tsx and
// client/islands/hydrate-island.tsx).
function storeIsland(i18n: I18n, stores = createRootStore()): ReactNode {
  return (
    <IslandProviders i18n={i18n}>
      <StoreProviders stores={stores}>{createElement(ProductActionsIsland, { product })}</StoreProviders>
    </IslandProviders>
  );
}

describe('island hydration', () => {
  it('hydrates an island using the stores from its server HTML with no mismatch, then restores the lists', async () => {
    window.localStorage.setItem(
      'root',
      JSON.stringify({ cartItems: [], wishlistItems: [product], compareItems: [], __mps__: { version: 1 } }),
    );
    const html = renderToString(storeIsland(await serverI18n()), { identifierPrefix: 'i1-' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const announced: unknown[] = [];
    window.addEventListener(LISTS_CHANGED_EVENT, (event) => announced.push((event as CustomEvent).detail));
    const i18n = createClientI18n({ lng: 'en', ns: ['common', 'stores'], resources });
    const stores = createRootStore();
    await act(async () => {
      hydrateRoot(container, storeIsland(i18n, stores), { identifierPrefix: 'i1-', onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(serverMarkup).not.toBe('');
    expect(stores.wishlist.count).toBe(1);
    // The header (no React) hears the restored counts.
    expect(announced).toContainEqual({ quote: 0, wishlist: 1, compare: 0 });
    errors.mockRestore();
  });
});
