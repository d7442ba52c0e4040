import { expect, jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import type { AdminFrame, AdminPage, ProductChange, ProductEditProps } from '#shared/admin-view.ts';

// Office pages rendered as the server sends them, in a jsdom test: the shipped texts in either language, the
// page printed whole (renderAdminPage), and read back as a document; plus the queries and checks the page tests
// share (the product pages and the lists' pages are built of the same parts).

// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks). Registered before
// render-admin.tsx is first imported, so it renders with it.
jest.unstable_mockModule('react-dom/server', () => import('react-dom/server.node'));
const { renderAdminPage } = await import('#client/admin/render-admin.tsx');

export type Lng = 'en' | 'mn';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const NAMESPACES = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

function locale(lng: Lng, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** A shipped text ("admin:products.title"), its {{placeholders}} filled in. */
export function text(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', ...parts] = key.split(/[:.]/);
  const value = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lng, ns));
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
}

/** The office's pages as one of its sections prints them: its title, and the other language's address. */
export function officePages(section: { title: string; href: string }) {
  /** A page's HTML, signed in (CSRF token "token-1"). */
  const render = (lng: Lng, view: AdminPage): string => {
    const i18n = createClientI18n({
      lng,
      ns: NAMESPACES,
      resources: { [lng]: Object.fromEntries(NAMESPACES.map((ns) => [ns, locale(lng, ns)])) },
    });
    const frame: AdminFrame = {
      lng,
      title: section.title,
      base: lng === 'en' ? '/en/admin' : '/admin',
      stylesheets: [],
      scripts: [],
      languageSwitch: { href: section.href, lng: 'en', label: 'English' },
      session: { login: 'office', csrfToken: 'token-1', nav: [] },
    };
    return renderAdminPage(i18n, { ...view, frame } as Parameters<typeof renderAdminPage>[1]);
  };
  /** The same, as a document. */
  const page = (lng: Lng, view: AdminPage): Document => new DOMParser().parseFromString(render(lng, view), 'text/html');
  return { render, page };
}

/** The states the list tests give their three rows: on the site with a draft, hidden as shipped, and never
 *  published (a draft only). */
export const ROW_STATES = {
  shownWithDraft: { visibility: 'shown', unpublished: false, hasDraft: true, asShipped: false },
  hiddenAsShipped: { visibility: 'hidden', unpublished: false, hasDraft: false, asShipped: true },
  draftOnly: { visibility: 'hidden', unpublished: true, hasDraft: true, asShipped: false },
} as const;

/** A list's bulk form, with the actions of a list showing everything and no post made yet. */
export const bulkForm = (listHref: string) =>
  ({
    action: `${listHref}/bulk`,
    formId: 'bulk-form',
    actions: ['publish', 'hidden', 'shown', 'deleted'],
    view: {},
    seen: '',
  }) as const;

/** An item's versions (a product's or a list item's): the latest, published by "office", with these changes,
 *  and the first, which changed nothing. */
export const twoVersions = (changes: ProductChange[]): ProductEditProps['history'] => [
  { revision: 2, by: 'office', time: '2026-03-01 10:00', latest: true, reset: false, changes },
  { revision: 1, by: 'office', time: '2026-02-01 09:00', latest: false, reset: false, changes: [] },
];

/** What an item's page is given before its first save: nothing published, no draft, no pages, no versions. */
export const UNSAVED = {
  id: undefined,
  fields: {},
  visibility: 'new',
  published: undefined,
  draft: undefined,
  shipped: false,
  publicLinks: [],
  previews: [],
  history: [],
} as const satisfies Partial<ProductEditProps>;

/** The input, textarea or select of a name. */
export const control = (doc: Document, name: string) => {
  const found = doc.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};

/** The text of an element's label. */
export const labelOf = (doc: Document, element: Element) =>
  doc.querySelector(`label[for="${element.id}"]`)?.textContent;

/** What each button says (its aria-label, else its text). */
export const buttons = (doc: Document) =>
  [...doc.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** The value of a form's input of a name (a hidden one: the token, a revision, an id). */
export const valueIn = (form: Element | null | undefined, name: string) =>
  form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** The error summary's links: where each goes, what it says. */
export const summaryLinks = (doc: Document) =>
  [...doc.querySelectorAll('.error-summary a')].map((link) => [link.getAttribute('href'), link.textContent]);

/** What the buttons of the form posting to an address send, in order. */
export const buttonValues = (doc: Document, action: string) =>
  [...doc.querySelectorAll(`form[action="${action}"] button`)].map((button) => button.getAttribute('value'));

/**
 * A whole list's moves, in English, its first row named `first` and its last `last`: a step down from the first
 * and up from the last (none past either end), each in a form posting the item, the order's revision and the
 * token; a position form of its own, its number input labelled.
 */
export function expectMoves(
  doc: Document,
  list: { first: string; last: string; action: string; id: string; orderRevision: string },
) {
  const names = buttons(doc);
  expect(names).toContain(`Move down: “${list.first}”`);
  expect(names).not.toContain(`Move up: “${list.first}”`);
  expect(names).toContain(`Move up: “${list.last}”`);
  expect(names).not.toContain(`Move down: “${list.last}”`);
  const down = [...doc.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === `Move down: “${list.first}”`,
  );
  expect(down?.getAttribute('name')).toBe('to');
  expect(down?.getAttribute('value')).toBe('2');
  const form = down?.closest('form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe(list.action);
  expect(valueIn(form, 'id')).toBe(list.id);
  expect(valueIn(form, 'orderRevision')).toBe(list.orderRevision);
  expect(valueIn(form, '_csrf')).toBe('token-1');
  const position = doc.querySelector<HTMLInputElement>('input[type="number"][name="to"]');
  expect(position && labelOf(doc, position)).toBe(`New position of “${list.first}”`);
}
