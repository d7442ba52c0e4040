import { describe, expect, it, jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import type { AdminFrame, AdminPage, ProductEditProps, ProductsProps } from '#shared/admin-view.ts';

// The office's product pages as the server sends them: the list (search, filter, order buttons) and one
// product's form (its fields, errors, visibility, versions), read back as an editor would in both languages.

// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
jest.unstable_mockModule('react-dom/server', () => import('react-dom/server.node'));
const { renderAdminPage } = await import('#client/admin/render-admin.tsx');

type Lng = 'en' | 'mn';
const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const NAMESPACES = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

function locale(lng: Lng, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

function text(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', ...parts] = key.split(/[:.]/);
  const value = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lng, ns));
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
}

function page(lng: Lng, view: AdminPage): Document {
  const i18n = createClientI18n({
    lng,
    ns: NAMESPACES,
    resources: { [lng]: Object.fromEntries(NAMESPACES.map((ns) => [ns, locale(lng, ns)])) },
  });
  const base = lng === 'en' ? '/en/admin' : '/admin';
  const frame: AdminFrame = {
    lng,
    title: 'Products',
    base,
    stylesheets: [],
    scripts: [],
    languageSwitch: { href: '/en/admin/products', lng: 'en', label: 'English' },
    session: { login: 'office', csrfToken: 'token-1', nav: [] },
  };
  const html = renderAdminPage(i18n, { ...view, frame } as Parameters<typeof renderAdminPage>[1]);
  return new DOMParser().parseFromString(html, 'text/html');
}

const HOSTILE = '<script>alert(1)</script>';

function listProps(overrides: Partial<ProductsProps> = {}): ProductsProps {
  return {
    newHref: '/admin/products/new',
    orderAction: '/admin/products/order',
    orderRevision: 7,
    fields: { q: '', show: 'all' },
    counts: { all: 3, shown: 2, hidden: 1, deleted: 0 },
    canReorder: true,
    matches: 3,
    lastPosition: 3,
    pager: { page: 1, pageCount: 1 },
    rows: [
      {
        id: 11,
        position: 1,
        href: '/admin/products/11',
        name: { mn: 'Товчлуурт хошуу 115 мм', en: 'DTH Button Bit 115 mm' },
        groupKey: 'mining-drills',
        price: '$450',
        visibility: 'shown',
        unpublished: false,
        hasDraft: true,
        asShipped: false,
        publicHref: '/products/dth-button-bit-115mm',
      },
      {
        id: 12,
        position: 2,
        href: '/admin/products/12',
        name: { mn: HOSTILE, en: HOSTILE },
        groupKey: 'heavy-tires',
        price: '',
        visibility: 'hidden',
        unpublished: false,
        hasDraft: false,
        asShipped: true,
      },
      {
        id: 13,
        position: 3,
        href: '/admin/products/13',
        name: { mn: 'Шинэ шанага', en: 'New bucket' },
        groupKey: 'mining-equipment',
        price: '$7,850',
        visibility: 'hidden',
        unpublished: true,
        hasDraft: true,
        asShipped: false,
      },
    ],
    ...overrides,
  };
}

function editProps(overrides: Partial<ProductEditProps> = {}): ProductEditProps {
  return {
    id: 11,
    name: 'DTH Button Bit 115 mm',
    listHref: '/admin/products',
    action: '/admin/products/11',
    discardAction: '/admin/products/11/discard',
    visibilityAction: '/admin/products/11/visibility',
    resetAction: '/admin/products/11/reset',
    restoreAction: '/admin/products/11/restore',
    revision: 3,
    fields: {
      slug: 'dth-button-bit-115mm',
      image: '/images/catalogue/dth-button-bit-115mm.svg',
      category: 'Drilling Bit',
      length: '160',
      diameter: '115',
      length1: '75',
      price: '450',
      discount: '100',
      'name.mn': 'Товчлуурт хошуу 115 мм',
      'name.en': 'DTH Button Bit 115 mm',
      'description.mn': 'Хатуу чулуулагт.',
      'description.en': 'For hard rock.',
      availability: 'on-order',
      leadWeeks: '6',
      'specs.0.label.mn': 'Эрэг',
      'specs.0.label.en': 'Thread',
      'specs.0.value.mn': 'T51',
      'specs.0.value.en': 'T51',
      'specs.0.same': 'on',
    },
    specRows: 3,
    categories: [
      { value: 'Mining Equipment', groupKey: 'mining-equipment' },
      { value: 'Drilling Bit', groupKey: 'mining-drills' },
      { value: 'Heavy Tires', groupKey: 'heavy-tires' },
    ],
    images: ['/images/catalogue/dth-button-bit-115mm.svg', '/images/catalogue/dth-hammer-4-inch.svg'],
    visibility: 'shown',
    published: { by: 'office', time: '2026-03-01 10:00' },
    draft: { by: 'editor', time: '2026-03-02 11:30' },
    shipped: true,
    shippedChanged: false,
    publicLinks: [
      { lng: 'mn', href: '/products/dth-button-bit-115mm' },
      { lng: 'en', href: '/en/products/dth-button-bit-115mm' },
    ],
    previews: [
      { lng: 'mn', href: '/products/dth-button-bit-115mm?preview=drafts' },
      { lng: 'en', href: '/en/products/dth-button-bit-115mm?preview=drafts' },
    ],
    history: [
      {
        revision: 2,
        by: 'office',
        time: '2026-03-01 10:00',
        latest: true,
        reset: false,
        changes: [
          { field: 'price', before: '400', after: '450' },
          { field: 'specs.2.value.mn', before: '', after: 'Шинэ' },
          { field: 'visibility', before: 'hidden', after: 'shown' },
        ],
      },
      { revision: 1, by: 'office', time: '2026-02-01 09:00', latest: false, reset: false, changes: [] },
    ],
    ...overrides,
  };
}

const input = (doc: Document, name: string) => {
  const found = doc.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};
const labelOf = (doc: Document, control: Element) => doc.querySelector(`label[for="${control.id}"]`)?.textContent;
const buttons = (doc: Document) =>
  [...doc.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the office product list', () => {
  for (const lng of ['mn', 'en'] as const) {
    it(`shows each product with its category, price and state, in ${lng}`, () => {
      const doc = page(lng, { page: 'products', props: listProps() });
      const rows = [...doc.querySelectorAll('tbody tr')];
      expect(rows).toHaveLength(3);
      expect(doc.querySelector('caption')?.textContent).toBe(text(lng, 'admin:products.caption_other', { count: 3 }));
      const first = rows[0]?.textContent ?? '';
      expect(first).toContain(text(lng, 'common:productGroups.mining-drills.title'));
      expect(first).toContain('$450');
      expect(first).toContain(text(lng, 'admin:products.state.shown'));
      expect(first).toContain(text(lng, 'admin:products.state.draft'));
      expect(rows[0]?.querySelector('a[href="/admin/products/11"]')).not.toBeNull();
      expect(rows[0]?.querySelector('a[href="/products/dth-button-bit-115mm"]')).not.toBeNull();
      expect(rows[1]?.textContent).toContain(text(lng, 'admin:products.onRequest'));
      expect(rows[1]?.textContent).toContain(text(lng, 'admin:products.state.asShipped'));
      expect(rows[2]?.textContent).toContain(text(lng, 'admin:products.state.unpublished'));
      expect(doc.querySelector('a[href="/admin/products/new"]')?.textContent).toBe(text(lng, 'admin:products.add'));
      // The filter says how many each choice shows.
      const options = [...doc.querySelectorAll('select[name="show"] option')].map((option) => option.textContent);
      expect(options).toContain(`${text(lng, 'admin:products.filters.hidden')} (1)`);
    });
  }

  it('offers moves with the product named: no "up" on the first row, no "down" on the last', () => {
    const doc = page('en', { page: 'products', props: listProps() });
    const names = buttons(doc);
    expect(names).toContain('Move down: “DTH Button Bit 115 mm”');
    expect(names).not.toContain('Move up: “DTH Button Bit 115 mm”');
    expect(names).toContain('Move up: “New bucket”');
    expect(names).not.toContain('Move down: “New bucket”');
    const down = [...doc.querySelectorAll('button')].find((b) =>
      b.getAttribute('aria-label')?.startsWith('Move down: “DTH'),
    );
    expect(down?.getAttribute('name')).toBe('to');
    expect(down?.getAttribute('value')).toBe('2');
    const form = down?.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/admin/products/order');
    expect(form?.querySelector<HTMLInputElement>('input[name="id"]')?.value).toBe('11');
    expect(form?.querySelector<HTMLInputElement>('input[name="orderRevision"]')?.value).toBe('7');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('token-1');
    // The position form is its own, its number input labelled.
    const position = doc.querySelector<HTMLInputElement>('input[type="number"][name="to"]');
    expect(position && labelOf(doc, position)).toBe('New position of “DTH Button Bit 115 mm”');
  });

  it('offers no move while searching or filtering', () => {
    const doc = page('mn', {
      page: 'products',
      props: listProps({ canReorder: false, fields: { q: 'bit', show: 'all' } }),
    });
    expect(doc.querySelector('form[action="/admin/products/order"]')).toBeNull();
    expect(doc.querySelector('input[name="q"]')?.getAttribute('value')).toBe('bit');
    expect(doc.body.textContent).toContain(text('mn', 'admin:products.reorderOff'));
  });

  it('prints a hostile name as text', () => {
    const html = renderAdminPage(
      createClientI18n({
        lng: 'en',
        ns: ['admin', 'common'],
        resources: { en: { admin: locale('en', 'admin'), common: locale('en', 'common') } },
      }),
      {
        page: 'products',
        props: listProps(),
        frame: {
          lng: 'en',
          title: 'Products',
          base: '/en/admin',
          stylesheets: [],
          scripts: [],
          languageSwitch: { href: '/admin/products', lng: 'mn', label: 'Монгол' },
          session: { login: 'office', csrfToken: 't', nav: [] },
        },
      },
    );
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('says so when nothing matches', () => {
    const doc = page('en', { page: 'products', props: listProps({ rows: [], fields: { q: 'zzz', show: 'deleted' } }) });
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.body.textContent).toContain(text('en', 'admin:products.none'));
  });
});

describe("the office's product form", () => {
  for (const lng of ['mn', 'en'] as const) {
    it(`holds every field with its value and label, in ${lng}`, () => {
      const doc = page(lng, { page: 'product', props: editProps() });
      const form = doc.querySelector('form[action="/admin/products/11"]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(input(doc, 'revision').value).toBe('3');
      expect(input(doc, '_csrf').value).toBe('token-1');
      for (const name of [
        'slug',
        'length',
        'diameter',
        'length1',
        'price',
        'discount',
        'leadWeeks',
        'name.mn',
        'name.en',
      ]) {
        const control = input(doc, name);
        expect(control.closest('form')).toBe(form);
        expect(control.getAttribute('value')).toBe(editProps().fields[name]);
        expect(labelOf(doc, control)).toBeTruthy();
      }
      expect(input(doc, 'price').getAttribute('inputmode')).toBe('decimal');
      expect(input(doc, 'name.mn').getAttribute('lang')).toBe('mn');
      expect(input(doc, 'description.en').textContent).toBe('For hard rock.');
      expect(doc.querySelector<HTMLSelectElement>('select[name="category"]')?.value).toBe('Drilling Bit');
      expect(doc.querySelector('select[name="category"] option[selected]')?.textContent).toBe(
        text(lng, 'common:productGroups.mining-drills.title'),
      );
      expect(doc.querySelector<HTMLSelectElement>('select[name="image"]')?.value).toBe(
        '/images/catalogue/dth-button-bit-115mm.svg',
      );
      expect(doc.querySelector('select[name="image"] option[selected]')?.textContent).toBe('dth-button-bit-115mm.svg');
      expect(doc.querySelector<HTMLSelectElement>('select[name="availability"]')?.value).toBe('on-order');
      // Spec rows: as many as offered, the "same" box ticked where the value is one for both languages.
      expect(input(doc, 'specs.0.label.en').getAttribute('value')).toBe('Thread');
      expect(input(doc, 'specs.0.same').hasAttribute('checked')).toBe(true);
      expect(input(doc, 'specs.0.same').getAttribute('value')).toBe('on');
      expect(input(doc, 'specs.1.same').hasAttribute('checked')).toBe(false);
      expect(doc.querySelector('[name="specs.2.value.mn"]')).not.toBeNull();
      expect(doc.querySelector('[name="specs.3.value.mn"]')).toBeNull();
      // The two ways to send it.
      const draft = form?.querySelector('button[value="draft"]');
      const publish = form?.querySelector('button[value="publish"]');
      expect(draft?.getAttribute('name')).toBe('action');
      expect(draft?.textContent).toBe(text(lng, 'admin:texts.saveDraft'));
      expect(publish?.textContent).toBe(text(lng, 'admin:texts.publish'));
      // The description's markup is explained next to it.
      const hint = doc.getElementById(input(doc, 'description.mn').getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(text(lng, 'admin:products.hints.description'));
    });
  }

  it('shows an error next to its input, and lists it above the form', () => {
    const doc = page('en', {
      page: 'product',
      props: editProps({
        notice: { key: 'texts.notices.notSaved', kind: 'error' },
        fieldErrors: {
          'name.en': 'admin:products.errors.required',
          leadWeeks: 'admin:products.errors.leadWeeks',
          'specs.1.value.mn': 'forms:errors.tooLong',
        },
      }),
    });
    const name = input(doc, 'name.en');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ');
    const error = doc.getElementById(described.find((id) => id.endsWith('-error')) ?? '');
    expect(error?.textContent).toBe(text('en', 'admin:products.errors.required'));
    expect(error?.parentElement).toBe(name.parentElement);
    expect(input(doc, 'leadWeeks').getAttribute('aria-invalid')).toBe('true');
    expect(input(doc, 'name.mn').hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(text('en', 'admin:texts.notices.notSaved'));
    const summary = [...doc.querySelectorAll('.error-summary a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(summary).toContainEqual([
      `#${input(doc, 'specs.1.value.mn').id}`,
      `Specification row 2, value (Mongolian): ${text('en', 'forms:errors.tooLong')}`,
    ]);
  });

  it('offers the visibility changes the state allows, each its own form', () => {
    const shown = page('en', { page: 'product', props: editProps() });
    const values = (doc: Document) =>
      [...doc.querySelectorAll('form[action="/admin/products/11/visibility"] button')].map((button) =>
        button.getAttribute('value'),
      );
    expect(values(shown)).toEqual(['hidden', 'deleted']);
    const form = shown.querySelector('form[action="/admin/products/11/visibility"]');
    expect(form?.querySelector<HTMLInputElement>('input[name="revision"]')?.value).toBe('3');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('token-1');
    expect(values(page('en', { page: 'product', props: editProps({ visibility: 'deleted' }) }))).toEqual(['shown']);
    expect(shown.querySelector('form[action="/admin/products/11/discard"]')).not.toBeNull();
    expect(shown.querySelector('form[action="/admin/products/11/reset"]')).not.toBeNull();
  });

  it('shows a new product with nothing to hide, discard or reset', () => {
    const doc = page('mn', {
      page: 'product',
      props: editProps({
        id: undefined,
        name: '',
        fields: {},
        visibility: 'new',
        published: undefined,
        draft: undefined,
        shipped: false,
        publicLinks: [],
        previews: [],
        history: [],
      }),
    });
    expect(doc.querySelector('h1')?.textContent).toBe(text('mn', 'admin:products.newTitle'));
    expect(doc.querySelector('form[action="/admin/products/11/visibility"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/products/11/discard"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/products/11/reset"]')).toBeNull();
    expect(input(doc, 'name.mn').getAttribute('value')).toBe('');
  });

  it('says a shipped product never edited is as shipped, and offers no reset then or right after one', () => {
    const shipped = page('en', {
      page: 'product',
      props: editProps({ published: undefined, draft: undefined, history: [] }),
    });
    expect(shipped.querySelector('.product-edit__state')?.textContent).toContain(
      text('en', 'admin:products.neverEdited'),
    );
    expect(shipped.querySelector('form[action="/admin/products/11/reset"]')).toBeNull();
    const reset = page('en', {
      page: 'product',
      props: editProps({
        history: [{ revision: 4, by: 'office', time: '2026-03-03 08:00', latest: true, reset: true, changes: [] }],
      }),
    });
    expect(reset.querySelector('form[action="/admin/products/11/reset"]')).toBeNull();
    expect(reset.querySelector('.history')?.textContent).toContain(text('en', 'admin:products.wasReset'));
  });

  it('lists each version with its changes, a restore only for the earlier ones', () => {
    const doc = page('en', { page: 'product', props: editProps() });
    const versions = [...doc.querySelectorAll('.history > li')];
    expect(versions).toHaveLength(2);
    expect(versions[0]?.querySelector('form')).toBeNull();
    const restore = versions[1]?.querySelector('form');
    expect(restore?.getAttribute('action')).toBe('/admin/products/11/restore');
    expect(restore?.querySelector<HTMLInputElement>('input[name="from"]')?.value).toBe('1');
    expect(restore?.querySelector<HTMLInputElement>('input[name="revision"]')?.value).toBe('3');
    const changes = [...(versions[0]?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
    expect(changes).toEqual(['Price (US dollars)', 'Specification row 3, value (Mongolian)', 'Visibility']);
    expect(versions[0]?.querySelector('del')?.textContent).toBe('400');
    expect(versions[0]?.querySelector('ins')?.textContent).toBe('450');
    expect(versions[0]?.textContent).toContain('Hidden');
    expect(versions[0]?.textContent).toContain('On the site');
  });

  it('prints a hostile name and value as text', () => {
    const doc = page('en', {
      page: 'product',
      props: editProps({
        name: HOSTILE,
        fields: { ...editProps().fields, 'name.en': HOSTILE, 'description.en': HOSTILE },
        history: [
          {
            revision: 2,
            by: 'x',
            time: 't',
            latest: true,
            reset: false,
            changes: [{ field: 'name.en', before: '', after: HOSTILE }],
          },
        ],
      }),
    });
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(input(doc, 'name.en').getAttribute('value')).toBe(HOSTILE);
    expect(input(doc, 'description.en').textContent).toBe(HOSTILE);
  });
});
