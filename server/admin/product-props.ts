import type { AdminNotice, ProductEditProps, ProductListFilter, ProductsProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { DEFAULT_CURRENCY, formatAmount, isCurrency } from '#shared/money.ts';
import { pathsIn } from '#shared/routes.ts';
import {
  photoRowsShown,
  productFormOf,
  specRowsShown,
  type ProductContent,
  type ProductForm,
} from '#shared/schemas/product-edit-schema.ts';
import { PRODUCT_GROUPS, findProductGroup } from '#shared/site.ts';
import { MAX_PRODUCT_PHOTOS, MAX_SPEC_ROWS } from '#shared/schemas/product-schema.ts';
import { plainFileOf, type ShownPhotos } from '../media/shown-photos.ts';
import { productCodec } from '../content/content-codecs.ts';
import type { CatalogueEntry } from '../content/product-catalogue.ts';
import type { Listed } from './item-kind.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { changesBetween, filterCounts, inFilter, versionsOf, visibilityOf } from './versioned-items.ts';
import type { ContentRevision, ContentState } from '../storage/content-store.ts';

/** Where a product's page is in the office, under its base path. */
export const productHref = (base: string, id: number | 'new') => `${base}/products/${id}`;

const fold = (text: string) => text.toLocaleLowerCase();

/** A product of the list: published (an entry), or only drafted so far (its draft's form). */
export type ListedProduct = Listed<CatalogueEntry, ProductForm>;

/** Rows of the office's list per page: a catalogue of hundreds stays quick to send and to read. */
export const PRODUCT_LIST_PAGE_SIZE = 25;

interface ProductsQuery {
  q: string;
  show: ProductListFilter;
  /** 1-based; brought within the pages there are. */
  page: number;
  orderRevision: number;
  notice?: AdminNotice;
}

export function productsProps(
  base: string,
  lng: Language,
  listed: readonly ListedProduct[],
  { q, show, page, orderRevision, notice }: ProductsQuery,
): ProductsProps {
  const needle = fold(q.trim());
  const counts = filterCounts(listed);
  // Which products the filter and search keep, read from their names and address alone; only the page's rows
  // are then built (a catalogue of 500 asks for 25 of them).
  const isFound = (item: ListedProduct) => {
    if (!needle) return true;
    const { name, slug } =
      item.kind === 'entry'
        ? item.entry.fields
        : { name: { mn: item.form['name.mn'] ?? '', en: item.form['name.en'] ?? '' }, slug: item.form.slug ?? '' };
    return [name.mn, name.en, slug].some((text) => fold(text).includes(needle));
  };
  const matching = listed.flatMap((item, index) =>
    inFilter(show, visibilityOf(item)) && isFound(item) ? [{ item, position: index + 1 }] : [],
  );
  const rowOf = ({ item, position }: { item: ListedProduct; position: number }): ProductsProps['rows'][number] => {
    const visibility = visibilityOf(item);
    const form = item.kind === 'entry' ? productFormOf(item.entry.fields) : item.form;
    const id = item.kind === 'entry' ? item.entry.id : item.id;
    const price = Number(form.price ?? '0');
    const currency = isCurrency(form.currency) ? form.currency : DEFAULT_CURRENCY;
    return {
      id,
      position,
      href: productHref(base, id),
      name: { mn: form['name.mn'] ?? '', en: form['name.en'] ?? '' },
      groupKey: findProductGroup(form.category ?? '')?.key ?? PRODUCT_GROUPS[0].key,
      // In the currency it was entered in, as the public pages show it without a rate (shared/money.ts).
      price: price > 0 ? formatAmount(price, currency) : '',
      visibility,
      unpublished: item.kind === 'draft',
      hasDraft: item.kind === 'draft' || item.hasDraft,
      asShipped: item.kind === 'entry' && item.entry.revision === 0,
      ...(item.kind === 'entry' && visibility === 'shown'
        ? { publicHref: pathsIn(lng).product(item.entry.fields.slug) }
        : {}),
    };
  };
  const pageCount = Math.max(1, Math.ceil(matching.length / PRODUCT_LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const pageHref = (to: number) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(show !== 'all' ? { show } : {}) });
    if (to > 1) query.set('page', String(to));
    return `${base}/products${query.size > 0 ? `?${query.toString()}` : ''}`;
  };
  return {
    newHref: productHref(base, 'new'),
    orderAction: `${base}/products/order`,
    orderRevision,
    fields: { q, show },
    counts,
    canReorder: !needle && show === 'all',
    matches: matching.length,
    lastPosition: listed.length,
    pager: {
      page: current,
      pageCount,
      ...(current > 1 ? { previous: pageHref(current - 1) } : {}),
      ...(current < pageCount ? { next: pageHref(current + 1) } : {}),
    },
    rows: matching.slice((current - 1) * PRODUCT_LIST_PAGE_SIZE, current * PRODUCT_LIST_PAGE_SIZE).map(rowOf),
    ...(notice ? { notice } : {}),
  };
}

/** A version as the form shows it, with its visibility. */
const shownFields = (value: ProductContent): Record<string, string> => ({
  ...productFormOf(value),
  visibility: value.visibility,
});

/** The fields a version changed, in the form's order. */
export const productChanges = (before: ProductContent | undefined, after: ProductContent) =>
  changesBetween(shownFields, before, after);

const withPreview = (href: string) => `${href}?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}`;

export interface ProductPropsInput {
  base: string;
  id?: number;
  lng: Language;
  entry?: CatalogueEntry;
  state?: ContentState;
  history: readonly ContentRevision[];
  images: readonly string[];
  /** The library's photos a product may show. */
  photos: ShownPhotos;
  /** What the form shows when not the draft or the published product: what was typed, or a new form's defaults. */
  typed?: ProductForm;
  revision?: number;
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
}

export function productEditProps(input: ProductPropsInput): ProductEditProps {
  const { base, id, lng, entry, state, history } = input;
  const href = productHref(base, id ?? 'new');
  const draft = state?.draft;
  const fields = input.typed ?? productCodec.draft(draft?.value) ?? (entry ? productFormOf(entry.fields) : {});
  const filledRows = Array.from({ length: MAX_SPEC_ROWS }, (_, i) => i).filter((i) =>
    ['label.mn', 'label.en', 'value.mn', 'value.en'].some((part) => fields[`specs.${i}.${part}`]),
  );
  const filledPhotos = Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, i) => i).filter((i) => fields[`photos.${i}.id`]);
  const slug = entry?.fields.slug;
  const [latest] = history;
  const shippedContent = entry?.shipped
    ? ({ ...entry.shipped, visibility: 'shown', formerSlugs: [] } satisfies ProductContent)
    : undefined;
  return {
    ...(id !== undefined ? { id } : {}),
    name: entry?.fields.name[lng] ?? (fields[`name.${lng}`] || ''),
    listHref: `${base}/products`,
    action: href,
    discardAction: `${href}/discard`,
    visibilityAction: `${href}/visibility`,
    resetAction: `${href}/reset`,
    restoreAction: `${href}/restore`,
    revision: input.revision ?? state?.revision ?? 0,
    fields,
    specRows: specRowsShown(filledRows.length === 0 ? 0 : Math.max(...filledRows) + 1),
    categories: PRODUCT_GROUPS.map((group) => ({ value: group.category, groupKey: group.key })),
    images: input.images,
    photoRows: photoRowsShown(filledPhotos.length === 0 ? 0 : Math.max(...filledPhotos) + 1),
    photoChoices: Object.fromEntries(
      [...input.photos.values()].map((record) => [
        record.id,
        { label: record.alt[lng], src: plainFileOf(record, 320) },
      ]),
    ),
    visibility: entry ? entry.visibility : 'new',
    ...(latest ? { published: { by: latest.by, time: localTime(latest.at) } } : {}),
    ...(draft ? { draft: { by: draft.by, time: localTime(draft.at) } } : {}),
    shipped: Boolean(entry?.shipped),
    shippedChanged: Boolean(entry?.outdatedBasis),
    publicLinks:
      entry?.visibility === 'shown' && slug ? LANGUAGES.map((l) => ({ lng: l, href: pathsIn(l).product(slug) })) : [],
    previews:
      draft && id !== undefined
        ? LANGUAGES.map((l) => ({
            lng: l,
            href: withPreview(pathsIn(l).product(slugOfDraft(productCodec.draft(draft.value) ?? {}) || slug || '')),
          }))
        : [],
    ...(input.notice ? { notice: input.notice } : {}),
    ...(input.fieldErrors ? { fieldErrors: input.fieldErrors } : {}),
    history: versionsOf(history, shippedContent, shownFields, productCodec.published),
  };
}

/** The address a draft will have: its slug as typed (the server makes one from the English name when empty). */
function slugOfDraft(form: ProductForm): string {
  return (form.slug ?? '').trim();
}
