import { describe, expect, it } from '@jest/globals';
import type { ProductEditProps, ProductsProps } from '#shared/admin-view.ts';
import { changedFields } from '#server/admin/item-page-props.ts';
import {
  buttonValues,
  control,
  expectMoves,
  labelOf,
  officePages,
  ROW_STATES,
  bulkForm,
  summaryLinks,
  text,
  twoVersions,
  UNSAVED,
  valueIn,
} from '../../helpers/admin-render.ts';

// The office's product pages as the server sends them: the list (search, filter, order buttons) and one
// product's form (its fields, errors, visibility, versions), read back as an editor would in both languages.

const { render, page } = officePages({ title: 'Products', href: '/en/admin/products' });

const HOSTILE = '<script>alert(1)</script>';

function listProps(overrides: Partial<ProductsProps> = {}): ProductsProps {
  return {
    newHref: '/admin/products/new',
    orderAction: '/admin/products/order',
    orderRevision: 7,
    fields: { q: '', show: 'all' },
    counts: { all: 3, shown: 2, hidden: 1, deleted: 0, translation: 0 },
    canReorder: true,
    matches: 3,
    lastPosition: 3,
    pager: { page: 1, pageCount: 1 },
    bulk: bulkForm('/admin/products'),
    rows: [
      {
        id: 11,
        position: 1,
        href: '/admin/products/11',
        name: { mn: 'Товчлуурт хошуу 115 мм', en: 'DTH Button Bit 115 mm' },
        groupKey: 'mining-drills',
        price: '$450',
        thumb: '/images/catalogue/dth-button-bit-115mm.svg',
        changed: '2026-03-01',
        ...ROW_STATES.shownWithDraft,
        publicHref: '/products/dth-button-bit-115mm',
      },
      {
        id: 12,
        position: 2,
        href: '/admin/products/12',
        name: { mn: HOSTILE, en: HOSTILE },
        groupKey: 'heavy-tires',
        price: '',
        thumb: '',
        changed: '',
        ...ROW_STATES.hiddenAsShipped,
      },
      {
        id: 13,
        position: 3,
        href: '/admin/products/13',
        name: { mn: 'Шинэ шанага', en: 'New bucket' },
        groupKey: 'mining-equipment',
        price: '$7,850',
        thumb: '',
        changed: '',
        ...ROW_STATES.draftOnly,
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
    photoRows: 3,
    photoChoices: {
      '0123456789abcdef': { label: 'Bit on the bench', src: '/media/u/0123456789abcdef-320-aaaaaaaaaa.webp' },
      fedcba9876543210: { label: 'Bit in the rig', src: '/media/u/fedcba9876543210-320-bbbbbbbbbb.webp' },
    },
    own: {
      mn: {
        title: 'Товчлуурт хошуу 115 мм',
        description: 'Хатуу чулуулагт.',
        path: '/shop-single/dth-button-bit-115mm',
      },
      en: {
        title: 'DTH Button Bit 115 mm',
        description: 'For hard rock.',
        path: '/en/shop-single/dth-button-bit-115mm',
      },
    },
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
    history: twoVersions([
      { field: 'price', before: '400', after: '450' },
      { field: 'specs.2.value.mn', before: '', after: 'Шинэ' },
      { field: 'visibility', before: 'hidden', after: 'shown' },
    ]),
    ...overrides,
  };
}

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
      expect(first).toContain('2026-03-01');
      expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/catalogue/dth-button-bit-115mm.svg');
      // On a phone each row is a card: its cells say their column.
      expect(rows[0]?.querySelector('td.number:not(.order-only)')?.getAttribute('data-label')).toBe(
        text(lng, 'admin:products.columns.price'),
      );
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
    expectMoves(doc, {
      first: 'DTH Button Bit 115 mm',
      last: 'New bucket',
      action: '/admin/products/order#reorder',
      id: '11',
      orderRevision: '7',
    });
  });

  it('keeps the moves in the reorder view, which a link opens', () => {
    const doc = page('en', { page: 'products', props: listProps() });
    const view = doc.getElementById('reorder');
    expect(doc.querySelector('a[href="#reorder"]')?.textContent).toBe(text('en', 'admin:products.reorder'));
    expect(view?.querySelectorAll('form[action="/admin/products/order#reorder"]')).toHaveLength(6);
    expect(view?.querySelector('.order-only form')).not.toBeNull();
  });

  it('offers no move while searching or filtering', () => {
    const doc = page('mn', {
      page: 'products',
      props: listProps({ canReorder: false, fields: { q: 'bit', show: 'all' } }),
    });
    expect(doc.querySelector('form[action^="/admin/products/order"]')).toBeNull();
    expect(doc.getElementById('reorder')).toBeNull();
    expect(doc.querySelector('input[name="q"]')?.getAttribute('value')).toBe('bit');
    expect(doc.body.textContent).toContain(text('mn', 'admin:products.reorderOff'));
  });

  it('prints a hostile name as text', () => {
    const html = render('en', { page: 'products', props: listProps() });
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
      expect(control(doc, 'revision').value).toBe('3');
      expect(control(doc, '_csrf').value).toBe('token-1');
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
        const input = control(doc, name);
        expect(input.closest('form')).toBe(form);
        expect(input.getAttribute('value')).toBe(editProps().fields[name]);
        expect(labelOf(doc, input)).toBeTruthy();
      }
      expect(control(doc, 'price').getAttribute('inputmode')).toBe('decimal');
      expect(control(doc, 'name.mn').getAttribute('lang')).toBe('mn');
      expect(control(doc, 'description.en').textContent).toBe('For hard rock.');
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
      expect(control(doc, 'specs.0.label.en').getAttribute('value')).toBe('Thread');
      expect(control(doc, 'specs.0.same').hasAttribute('checked')).toBe(true);
      expect(control(doc, 'specs.0.same').getAttribute('value')).toBe('on');
      expect(control(doc, 'specs.1.same').hasAttribute('checked')).toBe(false);
      expect(doc.querySelector('[name="specs.2.value.mn"]')).not.toBeNull();
      expect(doc.querySelector('[name="specs.3.value.mn"]')).toBeNull();
      // The two ways to send it.
      // In the action box beside the form, sending it.
      const draft = doc.querySelector<HTMLButtonElement>('.action-box button[value="draft"]');
      const publish = doc.querySelector<HTMLButtonElement>('.action-box button[value="publish"]');
      expect(draft?.form).toBe(form);
      expect(publish?.form).toBe(form);
      expect(draft?.getAttribute('name')).toBe('action');
      expect(draft?.textContent).toBe(text(lng, 'admin:texts.saveDraft'));
      expect(publish?.textContent).toBe(text(lng, 'admin:texts.publish'));
      // The description's markup is explained next to it.
      const hint = doc.getElementById(control(doc, 'description.mn').getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(text(lng, 'admin:products.hints.description'));
    });
  }

  it("offers the library's photos in rows: the chosen one with its place, descriptions and preview", () => {
    const fields = {
      ...editProps().fields,
      'photos.0.id': 'fedcba9876543210',
      'photos.0.order': '1',
      'photos.0.alt.mn': 'Өрөмдлөгийн машин дээрх хошуу',
      'photos.0.alt.en': 'The bit on the rig',
      'photos.1.id': '9999999999999999',
      'photos.1.order': '2',
    };
    const doc = page('en', { page: 'product', props: editProps({ fields, photoRows: 4 }) });
    const first = doc.querySelector<HTMLSelectElement>('select[name="photos.0.id"]');
    expect(first?.value).toBe('fedcba9876543210');
    expect([...(first?.options ?? [])].map((option) => option.textContent)).toEqual([
      text('en', 'admin:products.noPhoto'),
      'Bit on the bench',
      'Bit in the rig',
    ]);
    expect(doc.querySelector('img[src="/media/u/fedcba9876543210-320-bbbbbbbbbb.webp"]')).not.toBeNull();
    expect(control(doc, 'photos.0.order').getAttribute('value')).toBe('1');
    expect(control(doc, 'photos.0.alt.en').getAttribute('value')).toBe('The bit on the rig');
    expect(control(doc, 'photos.0.alt.mn').getAttribute('lang')).toBe('mn');
    // A photo the site cannot show any more stays chosen, named as such, so saving does not drop it unseen.
    expect(doc.querySelector<HTMLSelectElement>('select[name="photos.1.id"]')?.value).toBe('9999999999999999');
    expect(doc.querySelector('select[name="photos.1.id"] option[selected]')?.textContent).toBe(
      text('en', 'admin:products.photoNotShown', { id: '9999999999999999' }),
    );
    expect(doc.querySelector('[name="photos.3.id"]')).not.toBeNull();
    expect(doc.querySelector('[name="photos.4.id"]')).toBeNull();
  });

  it('says when no photo is ready to choose', () => {
    const doc = page('mn', { page: 'product', props: editProps({ photoChoices: {}, photoRows: 2 }) });
    expect(doc.body.textContent).toContain(text('mn', 'admin:products.noPhotos'));
  });

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
    const name = control(doc, 'name.en');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ');
    const error = doc.getElementById(described.find((id) => id.endsWith('-error')) ?? '');
    expect(error?.textContent).toBe(text('en', 'admin:products.errors.required'));
    expect(error?.parentElement).toBe(name.parentElement);
    expect(control(doc, 'leadWeeks').getAttribute('aria-invalid')).toBe('true');
    expect(control(doc, 'name.mn').hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(text('en', 'admin:texts.notices.notSaved'));
    const summary = summaryLinks(doc);
    expect(summary).toContainEqual([
      `#${control(doc, 'specs.1.value.mn').id}`,
      `Specification row 2, value (Mongolian): ${text('en', 'forms:errors.tooLong')}`,
    ]);
  });

  it('offers the visibility changes the state allows, each its own form', () => {
    const shown = page('en', { page: 'product', props: editProps() });
    const values = (doc: Document) => buttonValues(doc, '/admin/products/11/visibility');
    expect(values(shown)).toEqual(['hidden', 'deleted']);
    const form = shown.querySelector('form[action="/admin/products/11/visibility"]');
    expect(valueIn(form, 'revision')).toBe('3');
    expect(valueIn(form, '_csrf')).toBe('token-1');
    expect(values(page('en', { page: 'product', props: editProps({ visibility: 'deleted' }) }))).toEqual(['shown']);
    expect(shown.querySelector('form[action="/admin/products/11/discard"]')).not.toBeNull();
    expect(shown.querySelector('form[action="/admin/products/11/reset"]')).not.toBeNull();
  });

  it('shows a new product with nothing to hide, discard or reset', () => {
    const doc = page('mn', {
      page: 'product',
      props: editProps({
        ...UNSAVED,
        name: '',
      }),
    });
    expect(doc.querySelector('h1')?.textContent).toBe(text('mn', 'admin:products.newTitle'));
    expect(doc.querySelector('form[action="/admin/products/11/visibility"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/products/11/discard"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/products/11/reset"]')).toBeNull();
    expect(control(doc, 'name.mn').getAttribute('value')).toBe('');
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
    expect(valueIn(restore, 'from')).toBe('1');
    expect(valueIn(restore, 'revision')).toBe('3');
    const changes = [...(versions[0]?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
    expect(changes).toEqual(['Price', 'Specification row 3, value (Mongolian)', 'Visibility']);
    expect(versions[0]?.querySelector('del')?.textContent).toBe('400');
    expect(versions[0]?.querySelector('ins')?.textContent).toBe('450');
    expect(versions[0]?.textContent).toContain('Hidden');
    expect(versions[0]?.textContent).toContain('On the site');
  });

  it('shows a long text changed in place word by word: only the words taken out struck, only those put in marked', () => {
    const before = 'For soft to medium rock, with a long life in abrasive ground and a steady rate of penetration.';
    const after = 'For medium to hard rock, with a long life in abrasive ground and a steady rate of penetration.';
    const [change] = changedFields({ 'description.en': before }, { 'description.en': after });
    const doc = page('en', { page: 'product', props: editProps({ history: twoVersions(change ? [change] : []) }) });
    const latest = doc.querySelector('.history > li');
    const struck = [...(latest?.querySelectorAll('del') ?? [])].map((del) => del.textContent).join('|');
    const marked = [...(latest?.querySelectorAll('ins') ?? [])].map((ins) => ins.textContent).join('|');
    expect(struck).toContain('soft');
    expect(marked).toContain('hard');
    for (const kept of ['abrasive', 'penetration']) expect(`${struck}|${marked}`).not.toContain(kept);
    expect(latest?.querySelector('dd')?.textContent).toContain('with a long life in abrasive ground');
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
    expect(control(doc, 'name.en').getAttribute('value')).toBe(HOSTILE);
    expect(control(doc, 'description.en').textContent).toBe(HOSTILE);
  });
});
