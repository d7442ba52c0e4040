import type { PagePhoto } from './media-library.ts';
import type { RichText } from './rich-text.ts';
import { paths } from './routes.ts';

// The lists of the site the office keeps (docs/content.md, "Lists"): what each item of a list holds, field by
// field. One definition serves the office's form (its inputs and checks), the store and the pages. The catalogue's
// products are a definition of the same kind (product-fields.ts), with kinds of their own.

/**
 * line: one line of text; text: a few lines (a quote); markup: long text in the office's markup (paragraphs,
 * lists, links, bold); lines: a list, one entry per line; email, phone, url: an address of that kind; image: one
 * of the pictures offered; number: a whole number from 0 to NUMBER_MAX, kept as its digits; decimal: a number
 * (a point or a comma for decimals) from minValue to maxValue, kept as a number; money: a decimal whose limit is
 * its currency's (currencyField), empty meaning 0, on request; choice: one of `options`; steps: numbered steps,
 * one a paragraph: its first line the step's title, the lines after it its text (stepsOf); video: a video file,
 * an https:// address or a path under /media/; rows: repeated rows of `parts`; photos: rows of the library's
 * photos (parts id, order, alt), sorted by their place.
 */
export type FieldKind =
  | 'line'
  | 'text'
  | 'markup'
  | 'lines'
  | 'email'
  | 'phone'
  | 'url'
  | 'image'
  | 'number'
  | 'decimal'
  | 'money'
  | 'choice'
  | 'steps'
  | 'video'
  | 'rows'
  | 'photos';

/** The largest number a number field takes. */
export const NUMBER_MAX = 10_000_000;

export interface CollectionField {
  name: string;
  kind: FieldKind;
  /** Typed in Mongolian and in English; else one value for both (a name of a brand, an address). */
  localized: boolean;
  required: boolean;
  /** The longest value, in characters. */
  max: number;
  /** A choice's values ('' may be one: "none"); their labels are admin:collections.<list>.options.<field>.<value>. */
  options?: readonly string[];
  /** A choice's labels (translation keys) by value, when they are its own rather than the list's. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Needed, to publish, when the named field is filled in (a picture's description). */
  requiredWith?: string;
  /** Needed, and kept, only while the named field has this value (a lead time, for a product on order). */
  onlyWhen?: { field: string; value: string };
  /** A number's least and largest value (NUMBER_MAX for a number that says none); a decimal taking whole ones. */
  minValue?: number;
  maxValue?: number;
  whole?: boolean;
  /** An image field taking only the library's photos (`media:<id>`), not the site's own pictures. */
  photosOnly?: boolean;
  /** Its own message (a translation key) for a value it refuses: a number out of range, a choice not offered. */
  invalid?: string;
  /** What an empty choice is read as (a currency: dollars). */
  emptyAs?: string;
  /** A money field's currency: the choice field holding it. */
  currencyField?: string;
  /** Rows: how many at most, the parts of each, and the localized part a "same in both languages" box copies. */
  rows?: number;
  parts?: readonly CollectionField[];
  sameIn?: string;
  /**
   * Rows: the keys of their words, under admin:<texts>.fields: `row` a row's legend, a part's name its label,
   * `<part>In` how the summary of refusals and the versions name it (`same`, `sameIn` the box's).
   */
  labels?: Readonly<Record<string, string>>;
}

/** A part of an item's form with a legend (admin:<texts>.sections.<name>) and a hint its inputs name, if hinted. */
export interface FieldSection {
  name: string;
  hinted?: boolean;
  /** Its fields side by side on a wide screen (else one under the other). */
  grid?: boolean;
  /** Its fields, by name ('slug' the address). */
  fields: readonly string[];
}

/** A public page of an item: its route (the page's own, pages/<page>/page.server.ts) and its address for a slug. */
export interface ItemPage {
  route: string;
  path: (slug: string) => string;
  /**
   * The head its loader makes when the SEO fields are empty: pages:meta.<page>'s title and description with the
   * item's title as <as> (the office's search result preview shows it).
   */
  meta?: { page: string; as: string };
}

export interface CollectionDefinition {
  fields: readonly CollectionField[];
  /** The field naming an item in lists (the office's, the history). */
  titleField: string;
  /** Items with a page of their own: its address is made from this field's English value. */
  slugFrom?: string;
  /**
   * The pages of such an item, the first its own (the office's preview links, search results): an address the
   * item had before answers 301 to its current one on each (server/routes/collection-routes.ts).
   */
  pages?: readonly ItemPage[];
  /** Where its form's messages are (admin:collections.errors unless said). */
  errors?: string;
  /** A draft is checked for length and characters only (else for what each value's kind can say of it too). */
  draftsAsTyped?: boolean;
  /** Its form in parts: the fields in no section first, in the definition's order, then each section. */
  sections?: readonly FieldSection[];
}

/** docs/content.md, "SEO fields": about as much of a title and a description as search engines show. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 155;
export const SEO_FIELD_NAMES = ['seoTitle', 'seoDescription', 'shareImage'] as const;

/**
 * An item with a page of its own, with what search engines and shares show of it (docs/content.md, "SEO fields"):
 * a title, a description and a share picture from the library, each optional (empty: the page's own), in a
 * section of their own at the end of its form. A site page's SEO record is these fields alone (page-seo.ts).
 */
export function withSeo<Definition extends CollectionDefinition>(definition: Definition): Definition {
  const fields: CollectionField[] = [
    { name: 'seoTitle', kind: 'line', localized: true, required: false, max: SEO_TITLE_MAX },
    { name: 'seoDescription', kind: 'text', localized: true, required: false, max: SEO_DESCRIPTION_MAX },
    { name: 'shareImage', kind: 'image', localized: false, required: false, max: 200, photosOnly: true },
  ];
  const section: FieldSection = { name: 'seo', fields: SEO_FIELD_NAMES };
  return {
    ...definition,
    fields: [...definition.fields, ...fields],
    sections: [...(definition.sections ?? []), section],
  };
}

const line = (name: string, required = true, max = 120): CollectionField => ({
  name,
  kind: 'line',
  localized: true,
  required,
  max,
});

export const COLLECTIONS = {
  // docs/specification.md §2/§3/§9: the services, each with a page of its own: its card (title, summary, icon and
  // picture), its overview, gallery, capabilities, approach, work steps, call to action and video. Related
  // services are the others, in the list's order.
  services: withSeo({
    titleField: 'title',
    slugFrom: 'title',
    pages: [
      { route: '/service-single/:slug', path: paths.service, meta: { page: 'service', as: 'service' } },
      { route: '/video/:slug', path: paths.video },
    ],
    fields: [
      line('title', true, 80),
      { name: 'summary', kind: 'text', localized: true, required: true, max: 300 },
      { name: 'icon', kind: 'image', localized: false, required: true, max: 200 },
      { name: 'image', kind: 'image', localized: false, required: true, max: 200 },
      line('imageAlt', true, 200),
      { name: 'description', kind: 'markup', localized: true, required: true, max: 4000 },
      { name: 'capabilities', kind: 'lines', localized: true, required: true, max: 2000 },
      { name: 'approach', kind: 'markup', localized: true, required: true, max: 4000 },
      { name: 'steps', kind: 'steps', localized: true, required: true, max: 4000 },
      line('ctaTitle', true, 160),
      { name: 'ctaText', kind: 'text', localized: true, required: true, max: 400 },
      { name: 'gallery1', kind: 'image', localized: false, required: false, max: 200 },
      { ...line('gallery1Alt', false, 200), requiredWith: 'gallery1' },
      { name: 'gallery2', kind: 'image', localized: false, required: false, max: 200 },
      { ...line('gallery2Alt', false, 200), requiredWith: 'gallery2' },
      { name: 'video', kind: 'video', localized: false, required: false, max: 300 },
      { name: 'videoPoster', kind: 'image', localized: false, required: false, max: 200 },
      { ...line('videoPosterAlt', false, 200), requiredWith: 'videoPoster' },
    ],
  }),
  // docs/specification.md §3: a quote, the person's name, role and company.
  testimonials: {
    titleField: 'name',
    fields: [
      { name: 'quote', kind: 'text', localized: true, required: true, max: 600 },
      line('name'),
      line('role'),
      line('company'),
    ],
  },
  // docs/specification.md §2 team: each member with a picture, name and role, and a page of their own.
  team: withSeo({
    titleField: 'name',
    slugFrom: 'name',
    pages: [{ route: '/team/:slug', path: paths.teamMember, meta: { page: 'teamMember', as: 'name' } }],
    fields: [
      line('name'),
      line('role'),
      { name: 'image', kind: 'image', localized: false, required: true, max: 200 },
      line('alt', true, 200),
      { name: 'biography', kind: 'markup', localized: true, required: true, max: 4000 },
      { name: 'expertise', kind: 'lines', localized: true, required: false, max: 1000 },
      { name: 'email', kind: 'email', localized: false, required: false, max: 120 },
      { name: 'phone', kind: 'phone', localized: false, required: false, max: 40 },
    ],
  }),
  // docs/specification.md §3/§4: the home page's hero slides: a picture, what it shows (for screen readers), a
  // caption, and the colour of the company's name over it.
  slides: {
    titleField: 'caption',
    fields: [
      { name: 'image', kind: 'image', localized: false, required: true, max: 200 },
      line('alt', true, 200),
      { name: 'caption', kind: 'text', localized: true, required: true, max: 300 },
      { name: 'tone', kind: 'choice', localized: false, required: true, max: 10, options: ['light', 'gold'] },
    ],
  },
  // docs/specification.md §2/§9: the partners' carousel: each partner's name and wordmark.
  partners: {
    titleField: 'name',
    fields: [line('name'), { name: 'logo', kind: 'image', localized: false, required: true, max: 200 }],
  },
  // docs/specification.md §2/§9: the fun-fact counters of the home and about pages: a label, a number, a sign after
  // it ('+' for "more than"). One list: each figure says its page.
  figures: {
    titleField: 'label',
    fields: [
      { name: 'page', kind: 'choice', localized: false, required: true, max: 10, options: ['both', 'home', 'about'] },
      line('label'),
      { name: 'value', kind: 'number', localized: false, required: true, max: 9 },
      { name: 'suffix', kind: 'choice', localized: false, required: false, max: 1, options: ['', '+'] },
    ],
  },
  // docs/specification.md §2/§9: the home page's skill progress bars: a label and a percentage each.
  skills: {
    titleField: 'label',
    fields: [
      line('label'),
      {
        name: 'percent',
        kind: 'number',
        localized: false,
        required: true,
        max: 3,
        maxValue: 100,
        invalid: 'admin:collections.skills.errors.percent',
      },
    ],
  },
  // docs/specification.md §1/§2: the product plan page's offers beyond supply (equipment rental, technical
  // support): a title, a text, the points it promises and the icon of its card.
  plans: {
    titleField: 'title',
    fields: [
      line('title'),
      { name: 'text', kind: 'text', localized: true, required: true, max: 800 },
      { name: 'points', kind: 'lines', localized: true, required: true, max: 1000 },
      {
        name: 'icon',
        kind: 'choice',
        localized: false,
        required: true,
        max: 10,
        options: ['truck', 'wrench', 'clock', 'map'],
      },
    ],
  },
  // The contact page's frequent questions (docs/specification.md §2, its contact page: beyond the original): a
  // question and its answer in the office's markup, in the list's order.
  faq: {
    titleField: 'question',
    fields: [
      line('question', true, 200),
      { name: 'answer', kind: 'markup', localized: true, required: true, max: 2000 },
    ],
  },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** A list's definition with every optional part visible (COLLECTIONS keeps each list's literal shape). */
export const definitionOf = (name: CollectionName): CollectionDefinition => COLLECTIONS[name];

export const isCollectionName = (name: string): name is CollectionName =>
  (COLLECTION_NAMES as readonly string[]).includes(name);

/** A value as stored: both languages for a localized field, one string otherwise. */
export type StoredFieldValue = string | { mn: string; en: string };
export type CollectionFields = Record<string, StoredFieldValue>;

/**
 * An item's fields with every field of its definition, those it lacks empty: an item shipped or stored before a
 * field was added (the SEO fields) reads as one with that field left empty, so it compares equal to its form.
 */
export function withEveryField(definition: CollectionDefinition, fields: CollectionFields): CollectionFields {
  const missing = definition.fields.filter((field) => !(field.name in fields));
  if (missing.length === 0) return fields;
  const empty = (field: CollectionField) => (field.localized ? { mn: '', en: '' } : '');
  return { ...fields, ...Object.fromEntries(missing.map((field) => [field.name, empty(field)])) };
}

/** An item shown on the site, in one language: its fields as text, its markup fields as a tree too. */
export interface CollectionItem {
  id: number;
  /** The item's address segment, for a list with pages. */
  slug?: string;
  fields: Record<string, string>;
  /** Each markup field, parsed (client/ui/rich-text.tsx prints it). */
  docs: Record<string, RichText>;
  /** Each image field naming an uploaded photo (`media:<id>`, ready and described in both languages). */
  photos?: Record<string, PagePhoto>;
}

/** A lines field's entries: one per line (any line end), blank lines left out. */
export const linesOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/\r\n?|\n/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The most steps a steps field takes. */
export const STEPS_MAX = 12;

export interface Step {
  title: string;
  text: string;
}

/** A steps field's steps: one a paragraph (blank lines between), its first line the title, the rest its text. */
export const stepsOf = (value: string | undefined): Step[] =>
  (value ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const [title = '', ...rest] = paragraph.split('\n');
      return {
        title: title.trim(),
        text: rest
          .map((part) => part.trim())
          .join(' ')
          .trim(),
      };
    });
