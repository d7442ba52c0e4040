import { describe, expect, it, jest } from '@jest/globals';
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { SiteHeader } from '#client/islands/site-header.tsx';
import { createRootStore } from '#client/stores/root-store.ts';

// The header now updates after hydration (toast host mounted, persisted lists restored): let act() flush it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const common = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/common.json'), 'utf8'),
) as Record<string, unknown>;

async function serverI18n() {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('island hydration', () => {
  it('hydrates the header from its server HTML with the inlined resources and no mismatch', async () => {
    const props = { switchHref: '/about?lng=mn', switchLng: 'mn' as const };
    const html = renderToString(
      <IslandProviders i18n={await serverI18n()} stores={createRootStore()}>
        {createElement(SiteHeader, props)}
      </IslandProviders>,
      { identifierPrefix: 'i1-' },
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const i18n = createClientI18n({ lng: 'en', ns: ['common'], resources: { en: { common } } });
    await act(async () => {
      hydrateRoot(
        container,
        <IslandProviders i18n={i18n} stores={createRootStore()}>
          {createElement(SiteHeader, props)}
        </IslandProviders>,
        { identifierPrefix: 'i1-', onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector('.lang-switch')?.textContent).toBe('MN');
    errors.mockRestore();
  });
});
