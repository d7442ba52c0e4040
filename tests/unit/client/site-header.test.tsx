import { beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server.node';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LISTS_CHANGED_EVENT } from '#shared/constants.ts';
import { SiteHeader } from '#client/blocks/site-header.tsx';
import { enhanceHeaderLists } from '#client/enhancements/header-lists.ts';
import { enhanceSiteHeader } from '#client/enhancements/site-header.ts';
import { RenderContextReact, type PageRenderContext } from '#client/render-context.ts';
import { shippedCollectionsView } from '#server/content/collections.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';

const locale = (ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/en/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

async function renderHeader(): Promise<void> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: locale('common'), stores: locale('stores') } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  // The header reads the services (its menu) from the server's render context: the shipped ones here.
  const lists = shippedCollectionsView(shippedCollections(readShippedTexts()));
  const context = { lists: (name) => lists.items(name, 'en') } as Pick<PageRenderContext, 'lists'>;
  document.body.innerHTML = renderToString(
    <RenderContextReact.Provider value={context as PageRenderContext}>
      <I18nextProvider i18n={i18n}>
        <SiteHeader switchHref="/about?lng=mn" switchLng="mn" />
      </I18nextProvider>
    </RenderContextReact.Provider>,
  );
}

function $<E extends Element = HTMLElement>(selector: string): E {
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}
const saved = (lists: Record<string, unknown[]>, version = 1) =>
  window.localStorage.setItem('root', JSON.stringify({ ...lists, __mps__: { version } }));

describe('the header without a framework', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/about');
    await renderHeader();
  });

  it('opens the mobile menu as a modal dialog and closes it with the close icon, Escape and the overlay', () => {
    enhanceSiteHeader();
    const menu = $('#mobile-menu');
    const toggle = $('.menu-toggle');
    expect($('header.site-header').dataset.ready).toBe('');

    toggle.click();
    expect(menu.classList.contains('is-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe($('.mobile-menu__close'));

    $('.mobile-menu__close').click();
    expect(menu.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);

    toggle.click();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.classList.contains('is-open')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    toggle.click();
    $('.mobile-menu__overlay').click();
    expect(menu.classList.contains('is-open')).toBe(false);
  });

  it('closes the menu when a link is chosen, and keeps one submenu open at a time', () => {
    enhanceSiteHeader();
    $('.menu-toggle').click();
    const services = $<HTMLDetailsElement>('#mobile-menu details:first-of-type');
    const products = $<HTMLDetailsElement>('#mobile-menu li:nth-child(4) details');
    services.open = true;
    services.dispatchEvent(new Event('toggle'));
    products.open = true;
    products.dispatchEvent(new Event('toggle'));
    expect(services.open).toBe(false);
    expect(products.open).toBe(true);

    const link = $<HTMLAnchorElement>('.mobile-menu__list a');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect($('#mobile-menu').classList.contains('is-open')).toBe(false);
  });

  it('takes over a menu opened before the script ran (#mobile-menu) without leaving the hash', () => {
    window.history.replaceState(null, '', '/about#mobile-menu');
    let stylesNeeded = 0;
    enhanceSiteHeader(() => (stylesNeeded += 1));
    expect($('#mobile-menu').classList.contains('is-open')).toBe(true);
    expect(stylesNeeded).toBeGreaterThan(0); // the open menu's rules are in the full stylesheets
    expect(window.location.hash).toBe('');
  });

  it('is fixed past 80 px of scroll and back in the flow above it', () => {
    let stylesNeeded = 0;
    enhanceSiteHeader(() => (stylesNeeded += 1));
    const header = $('header.site-header');
    Object.defineProperty(window, 'scrollY', { value: 81, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(header.classList.contains('is-fixed')).toBe(true);
    expect(stylesNeeded).toBeGreaterThan(0); // the fixed look is in the full stylesheets
    Object.defineProperty(window, 'scrollY', { value: 80, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(header.classList.contains('is-fixed')).toBe(false);
  });

  it('shows the saved lists counts at once, and the counts this tab announces later', () => {
    saved({ cartItems: [{}, {}, {}], wishlistItems: [{}], compareItems: [] });
    enhanceHeaderLists();
    expect($('[data-list-badge="quote"]').textContent).toBe('3');
    expect($('[data-list-badge="quote"]').hidden).toBe(false);
    expect($('[data-list-badge="wishlist"]').textContent).toBe('1');
    expect($('[data-list-badge="compare"]').hidden).toBe(true);
    expect($('[data-testid="quote-count-label"]').textContent).toBe('Quote list, 3 items');

    window.dispatchEvent(new CustomEvent(LISTS_CHANGED_EVENT, { detail: { quote: 0, wishlist: 2, compare: 1 } }));
    expect($('[data-list-badge="quote"]').hidden).toBe(true);
    expect($('[data-list-badge="compare"]').textContent).toBe('1');
    expect($('[data-testid="quote-count-label"]').textContent).toBe('Quote list');
  });

  it('counts nothing from saved lists of another version or unreadable data', () => {
    saved({ cartItems: [{}, {}] }, 2);
    enhanceHeaderLists();
    expect($('[data-list-badge="quote"]').hidden).toBe(true);
    window.localStorage.setItem('root', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'root' }));
    expect($('[data-list-badge="quote"]').hidden).toBe(true);
  });
});
