import type {
  AdminNotice,
  ProductEditProps,
  ProductListFilter,
  ProductsProps,
  VersionedItemProps,
} from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { DEFAULT_CURRENCY, formatAmount, isCurrency } from '#shared/money.ts';
import { pathsIn } from '#shared/routes.ts';
import { photoRowsShown, productFormOf, specRowsShown, type ProductForm } from '#shared/schemas/product-edit-schema.ts';
import { PRODUCT_GROUPS, findProductGroup } from '#shared/site.ts';
import { MAX_PRODUCT_PHOTOS, MAX_SPEC_ROWS } from '#shared/schemas/product-schema.ts';
import { plainFileOf, type ShownPhotos } from '../media/shown-photos.ts';
import type { CatalogueEntry } from '../content/product-catalogue.ts';
import type { Listed } from './item-kind.ts';
import { filterCounts, inFilter, visibilityOf } from './versioned-items.ts';

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

export interface ProductPropsInput {
  lng: Language;
  id?: number;
  entry?: CatalogueEntry;
  /** The library's photos a product may show. */
  photos: ShownPhotos;
}

/** A product's page: the frame of every item's page (item-page-props.ts) with the product's own parts. */
export function productEditProps(
  frame: VersionedItemProps & { fields: ProductForm },
  { lng, id, entry, photos }: ProductPropsInput,
): ProductEditProps {
  const { fields } = frame;
  const filledRows = Array.from({ length: MAX_SPEC_ROWS }, (_, i) => i).filter((i) =>
    ['label.mn', 'label.en', 'value.mn', 'value.en'].some((part) => fields[`specs.${i}.${part}`]),
  );
  const filledPhotos = Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, i) => i).filter((i) => fields[`photos.${i}.id`]);
  return {
    ...(id !== undefined ? { id } : {}),
    name: entry?.fields.name[lng] ?? (fields[`name.${lng}`] || ''),
    ...frame,
    specRows: specRowsShown(filledRows.length === 0 ? 0 : Math.max(...filledRows) + 1),
    categories: PRODUCT_GROUPS.map((group) => ({ value: group.category, groupKey: group.key })),
    photoRows: photoRowsShown(filledPhotos.length === 0 ? 0 : Math.max(...filledPhotos) + 1),
    photoChoices: Object.fromEntries(
      [...photos.values()].map((record) => [record.id, { label: record.alt[lng], src: plainFileOf(record, 320) }]),
    ),
  };
}
