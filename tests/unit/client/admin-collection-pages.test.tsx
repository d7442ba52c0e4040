import { describe, expect, it } from '@jest/globals';
import type { CollectionItemProps, CollectionListProps } from '#shared/admin-view.ts';
import { COLLECTIONS } from '#shared/collections.ts';
import {
  buttonValues,
  buttons,
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

// The office's pages for the site's lists (testimonials, team) as the server sends them: the list (filter,
// states, order buttons) and one item's form built from the list's fields (kinds, errors, visibility, versions),
// read back as an editor would in both languages.

type Name = keyof typeof COLLECTIONS;
const { render, page } = officePages({ title: 'Team', href: '/en/admin/team' });

const HOSTILE = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

const definitionOf = (collection: Name): CollectionItemProps['definition'] => ({
  fields: COLLECTIONS[collection].fields.map((field) => ({ ...field })),
});

function listProps(collection: Name, overrides: Partial<CollectionListProps> = {}): CollectionListProps {
  const pages = collection === 'team';
  return {
    collection,
    newHref: `/admin/${collection}/new`,
    orderAction: `/admin/${collection}/order`,
    orderRevision: 4,
    fields: { q: '', show: 'all' },
    counts: { all: 3, shown: 1, hidden: 2, deleted: 0, translation: 0 },
    canReorder: true,
    matches: 3,
    lastPosition: 3,
    pager: { page: 1, pageCount: 1 },
    bulk: bulkForm(`/admin/${collection}`),
    rows: [
      {
        id: 1,
        position: 1,
        href: `/admin/${collection}/1`,
        title: { mn: 'Доржийн Батбаяр', en: 'Batbayar Dorj' },
        ...ROW_STATES.shownWithDraft,
        ...(pages ? { publicHref: '/team/batbayar-dorj' } : {}),
      },
      {
        id: 2,
        position: 2,
        href: `/admin/${collection}/2`,
        title: { mn: HOSTILE, en: HOSTILE },
        ...ROW_STATES.hiddenAsShipped,
      },
      {
        id: 3,
        position: 3,
        href: `/admin/${collection}/3`,
        title: { mn: 'Гансүхийн Энхтуяа', en: '' },
        ...ROW_STATES.draftOnly,
      },
    ],
    ...overrides,
  };
}

const TEAM_FIELDS: Record<string, string> = {
  slug: 'batbayar-dorj',
  'name.mn': 'Доржийн Батбаяр',
  'name.en': 'Batbayar Dorj',
  'role.mn': 'Үүсгэн байгуулагч',
  'role.en': 'Founder',
  image: '/images/team/founder.svg',
  'alt.mn': 'Хөрөг зураг',
  'alt.en': 'Portrait',
  'biography.mn': 'Намтар.',
  'biography.en': 'A **short** biography.',
  'expertise.mn': 'Дугуй\nӨрөм',
  'expertise.en': 'Tyres\nDrills',
  email: 'batbayar@example.mn',
  phone: '+976 7011 2233',
};

const TESTIMONIAL_FIELDS: Record<string, string> = {
  'quote.mn': 'Сайн нийлүүлэгч.',
  'quote.en': 'A good supplier.',
  'name.mn': 'Гансүхийн Энхтуяа',
  'name.en': 'Enkhtuya Gankhuyag',
  'role.mn': 'Менежер',
  'role.en': 'Manager',
  'company.mn': 'Уран Толгой ХХК',
  'company.en': 'Uran Tolgoi LLC',
};

function itemProps(collection: Name, overrides: Partial<CollectionItemProps> = {}): CollectionItemProps {
  const pages = collection === 'team';
  const at = `/admin/${collection}/1`;
  return {
    collection,
    id: 1,
    title: pages ? 'Batbayar Dorj' : 'Enkhtuya Gankhuyag',
    listHref: `/admin/${collection}`,
    action: at,
    discardAction: `${at}/discard`,
    visibilityAction: `${at}/visibility`,
    resetAction: `${at}/reset`,
    restoreAction: `${at}/restore`,
    revision: 3,
    definition: definitionOf(collection),
    hasPages: pages,
    fields: pages ? TEAM_FIELDS : TESTIMONIAL_FIELDS,
    images: pages ? ['/images/team/founder.svg', '/images/team/engineer.svg'] : [],
    visibility: 'shown',
    published: { by: 'office', time: '2026-03-01 10:00' },
    draft: { by: 'editor', time: '2026-03-02 11:30' },
    shipped: true,
    shippedChanged: false,
    publicLinks: pages
      ? [
          { lng: 'mn', href: '/team/batbayar-dorj' },
          { lng: 'en', href: '/en/team/batbayar-dorj' },
        ]
      : [],
    previews: pages
      ? [
          { lng: 'mn', href: '/team/batbayar-dorj?preview=drafts' },
          { lng: 'en', href: '/en/team/batbayar-dorj?preview=drafts' },
        ]
      : [{ lng: 'mn', href: '/?preview=drafts' }],
    history: twoVersions([
      { field: 'name.en', before: 'B. Dorj', after: 'Batbayar Dorj' },
      { field: 'slug', before: 'b-dorj', after: 'batbayar-dorj' },
      { field: 'visibility', before: 'hidden', after: 'shown' },
    ]),
    ...overrides,
  };
}

describe('the office list of a collection', () => {
  for (const collection of ['team', 'testimonials'] as const)
    for (const lng of ['mn', 'en'] as const) {
      it(`shows the ${collection} with their states, in ${lng}`, () => {
        const doc = page(lng, { page: 'collection', props: listProps(collection) });
        expect(doc.querySelector('h1')?.textContent).toBe(text(lng, `admin:collections.${collection}.title`));
        expect(doc.body.textContent).toContain(text(lng, `admin:collections.${collection}.intro`));
        expect(doc.querySelector(`a[href="/admin/${collection}/new"]`)?.textContent).toBe(
          text(lng, `admin:collections.${collection}.add`),
        );
        const rows = [...doc.querySelectorAll('tbody tr')];
        expect(rows).toHaveLength(3);
        // The title in the staff's language, the other below it; the other one alone when that is all there is.
        const [mine, other] =
          lng === 'en' ? ['Batbayar Dorj', 'Доржийн Батбаяр'] : ['Доржийн Батбаяр', 'Batbayar Dorj'];
        expect(rows[0]?.querySelector(`a[href="/admin/${collection}/1"]`)?.textContent).toBe(mine);
        expect(rows[0]?.querySelector('.product-name__other')?.textContent).toBe(other);
        expect(rows[2]?.querySelector('a')?.textContent).toBe('Гансүхийн Энхтуяа');
        expect(rows[0]?.textContent).toContain(text(lng, 'admin:products.state.shown'));
        expect(rows[0]?.textContent).toContain(text(lng, 'admin:products.state.draft'));
        expect(rows[1]?.textContent).toContain(text(lng, 'admin:products.state.asShipped'));
        expect(rows[2]?.textContent).toContain(text(lng, 'admin:products.state.unpublished'));
        // A public page only for a list with pages.
        expect(rows[0]?.querySelector('a[href="/team/batbayar-dorj"]') !== null).toBe(collection === 'team');
        // The filter: a GET form, each choice with its count.
        const show = doc.querySelector('select[name="show"]');
        expect(show?.closest('form')?.getAttribute('method')).toBe('get');
        const options = [...(show?.querySelectorAll('option') ?? [])].map((option) => option.textContent);
        expect(options).toContain(`${text(lng, 'admin:products.filters.hidden')} (2)`);
      });
    }

  it('offers moves with the item named: no "up" on the first row, no "down" on the last', () => {
    const doc = page('en', { page: 'collection', props: listProps('team') });
    expectMoves(doc, {
      first: 'Batbayar Dorj',
      last: 'Гансүхийн Энхтуяа',
      action: '/admin/team/order#reorder',
      id: '1',
      orderRevision: '4',
    });
  });

  it('offers no move when one state is shown', () => {
    const doc = page('mn', {
      page: 'collection',
      props: listProps('testimonials', { canReorder: false, fields: { q: '', show: 'hidden' } }),
    });
    expect(doc.querySelector('form[action^="/admin/testimonials/order"]')).toBeNull();
    expect(doc.querySelector('input[name="to"]')).toBeNull();
    expect(buttons(doc).some((name) => name?.includes('“'))).toBe(false);
    expect(doc.body.textContent).toContain(text('mn', 'admin:collections.reorderOff'));
  });

  it('prints a hostile title as text', () => {
    const html = render('en', { page: 'collection', props: listProps('team') });
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain(ESCAPED);
  });

  it('says so when the list is empty', () => {
    const doc = page('en', { page: 'collection', props: listProps('team', { rows: [], lastPosition: 0 }) });
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.body.textContent).toContain(text('en', 'admin:collections.none'));
  });
});

describe("the office's form of a collection item", () => {
  for (const lng of ['mn', 'en'] as const) {
    it(`holds every field of a team member by its kind, in ${lng}`, () => {
      const doc = page(lng, { page: 'collection-item', props: itemProps('team') });
      const form = doc.querySelector<HTMLFormElement>('form[action="/admin/team/1"]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(control(doc, 'revision').value).toBe('3');
      expect(valueIn(form, '_csrf')).toBe('token-1');
      // Every input in the one form, labelled, none required (a draft may leave it empty).
      const names = [
        'slug',
        ...COLLECTIONS.team.fields.flatMap((f) => (f.localized ? [`${f.name}.mn`, `${f.name}.en`] : [f.name])),
      ];
      for (const name of names) {
        const input = control(doc, name);
        expect(input.closest('form')).toBe(form);
        expect(labelOf(doc, input)).toBeTruthy();
        expect(input.hasAttribute('required')).toBe(false);
      }
      expect(control(doc, 'name.mn').getAttribute('type')).toBe('text');
      expect(control(doc, 'name.mn').getAttribute('value')).toBe('Доржийн Батбаяр');
      expect(control(doc, 'name.mn').getAttribute('lang')).toBe('mn');
      expect(control(doc, 'name.en').getAttribute('lang')).toBe('en');
      expect(control(doc, 'name.en').getAttribute('maxlength')).toBe('120');
      expect(labelOf(doc, control(doc, 'name.en'))).toBe(text(lng, 'admin:languages.en'));
      expect(control(doc, 'name.en').closest('fieldset')?.querySelector('legend')?.textContent).toBe(
        text(lng, 'admin:collections.team.fields.name'),
      );
      const biography = control(doc, 'biography.en');
      expect(biography.tagName).toBe('TEXTAREA');
      expect(biography.getAttribute('rows')).toBe('10');
      expect(biography.textContent).toBe('A **short** biography.');
      const markupHint = doc.getElementById((biography.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
      expect(markupHint?.textContent).toBe(text(lng, 'admin:products.hints.description'));
      const expertise = control(doc, 'expertise.mn');
      expect(expertise.tagName).toBe('TEXTAREA');
      expect(expertise.getAttribute('rows')).toBe('5');
      expect(expertise.textContent).toBe('Дугуй\nӨрөм');
      const hints = (expertise.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => doc.getElementById(id)?.textContent);
      expect(hints).toContain(text(lng, 'admin:collections.hints.lines'));
      expect(control(doc, 'email').getAttribute('type')).toBe('email');
      expect(control(doc, 'email').getAttribute('value')).toBe('batbayar@example.mn');
      expect(labelOf(doc, control(doc, 'email'))).toBe(text(lng, 'admin:collections.team.fields.email'));
      expect(control(doc, 'phone').getAttribute('type')).toBe('tel');
      expect(control(doc, 'phone').getAttribute('maxlength')).toBe('40');
      const image = doc.querySelector<HTMLSelectElement>('select[name="image"]');
      expect(image?.value).toBe('/images/team/founder.svg');
      expect(image?.querySelector('option[selected]')?.textContent).toBe('founder.svg');
      expect(labelOf(doc, image as Element)).toBe(text(lng, 'admin:collections.team.fields.image'));
      expect(doc.querySelector('.product-picture img')?.getAttribute('src')).toBe('/images/team/founder.svg');
      expect(control(doc, 'slug').getAttribute('value')).toBe('batbayar-dorj');
      expect(labelOf(doc, control(doc, 'slug'))).toBe(text(lng, 'admin:products.fields.slug'));
      // The two ways to send it, the draft first (in the action box beside the form, sending it).
      const sends = [...(form?.elements ?? [])].filter((element) => element.tagName === 'BUTTON');
      expect(sends.map((b) => [b.getAttribute('name'), b.getAttribute('value')])).toEqual([
        ['action', 'draft'],
        ['action', 'publish'],
      ]);
      expect(sends[0]?.textContent).toBe(text(lng, 'admin:texts.saveDraft'));
      // Its pages: previews in a new tab, the public ones.
      expect(doc.querySelector('a[href="/en/team/batbayar-dorj?preview=drafts"]')?.getAttribute('target')).toBe(
        '_blank',
      );
      expect(doc.querySelector('a[href="/team/batbayar-dorj"]')).not.toBeNull();
      expect(doc.querySelector('a[href="/admin/team"]')?.textContent).toContain(
        text(lng, 'admin:collections.back', { list: text(lng, 'admin:collections.team.title') }),
      );
    });

    it(`holds a testimonial's fields, without an address, in ${lng}`, () => {
      const doc = page(lng, { page: 'collection-item', props: itemProps('testimonials') });
      expect(doc.querySelector('h1')?.textContent).toBe('Enkhtuya Gankhuyag');
      const quote = control(doc, 'quote.mn');
      expect(quote.tagName).toBe('TEXTAREA');
      expect(quote.getAttribute('rows')).toBe('4');
      expect(quote.getAttribute('maxlength')).toBe('600');
      expect(quote.textContent).toBe('Сайн нийлүүлэгч.');
      for (const name of ['name', 'role', 'company'])
        for (const language of ['mn', 'en']) {
          const input = control(doc, `${name}.${language}`);
          expect(input.getAttribute('type')).toBe('text');
          expect(input.getAttribute('value')).toBe(TESTIMONIAL_FIELDS[`${name}.${language}`]);
        }
      expect(doc.querySelector('[name="slug"]')).toBeNull();
      expect(doc.querySelector('select')).toBeNull();
      const legends = [...doc.querySelectorAll('form legend')].map((legend) => legend.textContent);
      expect(legends).toEqual(
        ['quote', 'name', 'role', 'company'].map((name) => text(lng, `admin:collections.testimonials.fields.${name}`)),
      );
    });
  }

  it('shows an error next to its input, and lists it above the form', () => {
    const doc = page('en', {
      page: 'collection-item',
      props: itemProps('team', {
        notice: { key: 'texts.notices.notSaved', kind: 'error' },
        fieldErrors: {
          'role.en': 'admin:collections.errors.required',
          phone: 'admin:collections.errors.phone',
          slug: 'admin:collections.errors.slugTaken',
        },
      }),
    });
    const role = control(doc, 'role.en');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    const described = (role.getAttribute('aria-describedby') ?? '').split(' ');
    const error = doc.getElementById(described.find((id) => id.endsWith('-error')) ?? '');
    expect(error?.textContent).toBe(text('en', 'admin:collections.errors.required'));
    expect(error?.parentElement).toBe(role.parentElement);
    expect(control(doc, 'role.mn').hasAttribute('aria-invalid')).toBe(false);
    expect(control(doc, 'phone').getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(text('en', 'admin:texts.notices.notSaved'));
    const summary = summaryLinks(doc);
    expect(summary).toEqual([
      [`#${role.id}`, `Role (English): ${text('en', 'admin:collections.errors.required')}`],
      [`#${control(doc, 'phone').id}`, `Phone: ${text('en', 'admin:collections.errors.phone')}`],
      [`#${control(doc, 'slug').id}`, `Address: ${text('en', 'admin:collections.errors.slugTaken')}`],
    ]);
  });

  it('offers the visibility changes the state allows, each its own form', () => {
    const values = (doc: Document) => buttonValues(doc, '/admin/team/1/visibility');
    const shown = page('en', { page: 'collection-item', props: itemProps('team') });
    expect(values(shown)).toEqual(['hidden', 'deleted']);
    const form = shown.querySelector('form[action="/admin/team/1/visibility"]');
    expect(valueIn(form, 'revision')).toBe('3');
    expect(valueIn(form, '_csrf')).toBe('token-1');
    expect(values(page('en', { page: 'collection-item', props: itemProps('team', { visibility: 'hidden' }) }))).toEqual(
      ['shown', 'deleted'],
    );
    expect(
      values(page('en', { page: 'collection-item', props: itemProps('team', { visibility: 'deleted' }) })),
    ).toEqual(['shown']);
    expect(shown.querySelector('form[action="/admin/team/1/discard"]')).not.toBeNull();
    expect(shown.querySelector('form[action="/admin/team/1/reset"]')).not.toBeNull();
  });

  it('shows a new item with nothing to hide, discard or reset', () => {
    const doc = page('mn', {
      page: 'collection-item',
      props: itemProps('team', {
        ...UNSAVED,
        title: '',
      }),
    });
    expect(doc.querySelector('h1')?.textContent).toBe(text('mn', 'admin:collections.team.newTitle'));
    expect(doc.querySelector('form[action="/admin/team/1/visibility"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/team/1/discard"]')).toBeNull();
    expect(doc.querySelector('form[action="/admin/team/1/reset"]')).toBeNull();
    expect(doc.querySelector('.history')).toBeNull();
    expect(control(doc, 'name.mn').getAttribute('value')).toBe('');
    expect(doc.querySelector<HTMLSelectElement>('select[name="image"]')?.value).toBe('');
    expect(doc.querySelector('.product-picture img')).toBeNull();
  });

  it('offers no reset right after one', () => {
    const doc = page('en', {
      page: 'collection-item',
      props: itemProps('testimonials', {
        history: [{ revision: 4, by: 'office', time: '2026-03-03 08:00', latest: true, reset: true, changes: [] }],
      }),
    });
    expect(doc.querySelector('form[action="/admin/testimonials/1/reset"]')).toBeNull();
    expect(doc.querySelector('.history')?.textContent).toContain(text('en', 'admin:collections.wasReset'));
  });

  for (const lng of ['mn', 'en'] as const)
    it(`lists each version with its changes, a restore only for the earlier ones, in ${lng}`, () => {
      const doc = page(lng, { page: 'collection-item', props: itemProps('team') });
      const versions = [...doc.querySelectorAll('.history > li')];
      expect(versions).toHaveLength(2);
      expect(versions[0]?.querySelector('form')).toBeNull();
      const restore = versions[1]?.querySelector('form');
      expect(restore?.getAttribute('action')).toBe('/admin/team/1/restore');
      expect(valueIn(restore, 'from')).toBe('1');
      expect(valueIn(restore, 'revision')).toBe('3');
      const changes = [...(versions[0]?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
      expect(changes).toEqual([
        text(lng, 'admin:products.fields.inLanguage', {
          field: text(lng, 'admin:collections.team.fields.name'),
          language: text(lng, 'admin:languages.en'),
        }),
        text(lng, 'admin:products.fields.slug'),
        text(lng, 'admin:products.fields.visibility'),
      ]);
      expect(versions[0]?.querySelector('del')?.textContent).toBe('B. Dorj');
      expect(versions[0]?.querySelector('ins')?.textContent).toBe('Batbayar Dorj');
      expect(versions[0]?.textContent).toContain(text(lng, 'admin:products.state.hidden'));
      expect(versions[0]?.textContent).toContain(text(lng, 'admin:products.state.shown'));
    });

  it('prints a hostile title and value as text', () => {
    const props = itemProps('testimonials', {
      title: HOSTILE,
      fields: { ...TESTIMONIAL_FIELDS, 'name.en': HOSTILE, 'quote.en': HOSTILE },
      history: [
        {
          revision: 2,
          by: 'x',
          time: 't',
          latest: true,
          reset: false,
          changes: [{ field: 'quote.en', before: '', after: HOSTILE }],
        },
      ],
    });
    const html = render('en', { page: 'collection-item', props });
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain(ESCAPED);
    const doc = page('en', { page: 'collection-item', props });
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(control(doc, 'name.en').getAttribute('value')).toBe(HOSTILE);
    expect(control(doc, 'quote.en').textContent).toBe(HOSTILE);
  });
});
